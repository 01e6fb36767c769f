//! [`Lanes`]: four 32-bit lanes, one per band of a digit's places (the
//! fourth is padding and stays zero), with the few operations propagation
//! needs.
//!
//! Three implementations, chosen at compile time, with the same meaning:
//! SSE2 on x86-64 (part of the baseline, so no runtime check is needed),
//! wasm SIMD (`v128`) on wasm32 built with `-C target-feature=+simd128`, and
//! plain arrays everywhere else (including wasm32 without simd128). The
//! tests at the bottom hold each to the array semantics.

#[cfg(target_arch = "x86_64")]
use core::arch::x86_64::*;

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
use core::arch::wasm32::*;

/// Calls SSE2 intrinsics, which need no runtime check on x86-64.
#[cfg(target_arch = "x86_64")]
macro_rules! sse2 {
    ($call:expr) => {
        // SAFETY: SSE2 is part of the x86-64 baseline: every x86-64 CPU has
        // it, and Rust enables it for every x86-64 target.
        unsafe { $call }
    };
}

/// Four 32-bit lanes: lane `b` holds band `b`, lane 3 stays zero.
#[derive(Clone, Copy)]
pub struct Lanes(Inner);

#[cfg(target_arch = "x86_64")]
type Inner = __m128i;

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
type Inner = v128;

#[cfg(not(any(
    target_arch = "x86_64",
    all(target_arch = "wasm32", target_feature = "simd128")
)))]
type Inner = [u32; 4];

impl Lanes {
    /// `value` in the three band lanes.
    #[inline(always)]
    pub fn bands(value: u32) -> Lanes {
        Lanes::from_array([value, value, value, 0])
    }

    #[inline(always)]
    pub fn zero() -> Lanes {
        Lanes::from_array([0; 4])
    }

    /// Bands rotated so that lane `b` holds band `b + 1` (mod 3).
    #[inline(always)]
    pub fn next_band(self) -> Lanes {
        self.rotate_bands::<1>()
    }

    /// Bands rotated so that lane `b` holds band `b + 2` (mod 3).
    #[inline(always)]
    pub fn band_after_next(self) -> Lanes {
        self.rotate_bands::<2>()
    }

    /// The same value, hidden from the optimiser. Spreading a mask with
    /// shifts and ORs (`x | x << 9 | x << 18`) is a multiplication to LLVM,
    /// which it then emulates with several SSE2 instructions (SSE2 has no
    /// 32-bit lane multiply): hiding one shifted copy keeps the shifts.
    #[inline(always)]
    pub fn opaque(self) -> Lanes {
        #[cfg(target_arch = "x86_64")]
        {
            let mut inner = self.0;
            // SAFETY: an empty instruction string: the register is left as is.
            unsafe {
                core::arch::asm!("/* {0} */", inout(xmm_reg) inner, options(pure, nomem, nostack, preserves_flags));
            }
            Lanes(inner)
        }
        #[cfg(not(target_arch = "x86_64"))]
        self
    }
}

#[cfg(target_arch = "x86_64")]
impl Lanes {
    #[inline(always)]
    pub fn from_array(lanes: [u32; 4]) -> Lanes {
        let [a, b, c, d] = lanes.map(|lane| lane as i32);
        Lanes(sse2!(_mm_set_epi32(d, c, b, a)))
    }

    #[inline(always)]
    pub fn to_array(self) -> [u32; 4] {
        let mut lanes = [0u32; 4];
        // SAFETY: an unaligned 16-byte store into a 16-byte array.
        unsafe { _mm_storeu_si128(lanes.as_mut_ptr().cast(), self.0) };
        lanes
    }

    /// `self & !other`.
    #[inline(always)]
    pub fn and_not(self, other: Lanes) -> Lanes {
        Lanes(sse2!(_mm_andnot_si128(other.0, self.0)))
    }

    #[inline(always)]
    pub fn shl<const BITS: i32>(self) -> Lanes {
        Lanes(sse2!(_mm_slli_epi32::<BITS>(self.0)))
    }

    #[inline(always)]
    pub fn shr<const BITS: i32>(self) -> Lanes {
        Lanes(sse2!(_mm_srli_epi32::<BITS>(self.0)))
    }

    #[inline(always)]
    pub fn add(self, other: Lanes) -> Lanes {
        Lanes(sse2!(_mm_add_epi32(self.0, other.0)))
    }

    #[inline(always)]
    pub fn sub(self, other: Lanes) -> Lanes {
        Lanes(sse2!(_mm_sub_epi32(self.0, other.0)))
    }

    /// Lane `b` gets lane `(b + K) % 3`; lane 3 stays.
    #[inline(always)]
    fn rotate_bands<const K: i32>(self) -> Lanes {
        if K == 1 {
            Lanes(sse2!(_mm_shuffle_epi32::<0b11_00_10_01>(self.0)))
        } else {
            Lanes(sse2!(_mm_shuffle_epi32::<0b11_01_00_10>(self.0)))
        }
    }

    /// One bit per lane that equals zero (bit `b` for lane `b`).
    #[inline(always)]
    fn zero_lanes(self) -> u32 {
        sse2!(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(
            self.0,
            _mm_setzero_si128()
        )))) as u32
    }

    #[inline(always)]
    pub fn is_zero(self) -> bool {
        self.zero_lanes() == 0b1111
    }

    /// True if any of the three band lanes is zero.
    #[inline(always)]
    pub fn any_band_zero(self) -> bool {
        self.zero_lanes() & 0b111 != 0
    }
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
impl Lanes {
    #[inline(always)]
    pub fn from_array(lanes: [u32; 4]) -> Lanes {
        Lanes(u32x4(lanes[0], lanes[1], lanes[2], lanes[3]))
    }

    #[inline(always)]
    pub fn to_array(self) -> [u32; 4] {
        [
            u32x4_extract_lane::<0>(self.0),
            u32x4_extract_lane::<1>(self.0),
            u32x4_extract_lane::<2>(self.0),
            u32x4_extract_lane::<3>(self.0),
        ]
    }

    #[inline(always)]
    pub fn and_not(self, other: Lanes) -> Lanes {
        Lanes(v128_andnot(self.0, other.0))
    }

    #[inline(always)]
    pub fn shl<const BITS: i32>(self) -> Lanes {
        Lanes(i32x4_shl(self.0, BITS as u32))
    }

    #[inline(always)]
    pub fn shr<const BITS: i32>(self) -> Lanes {
        Lanes(u32x4_shr(self.0, BITS as u32))
    }

    #[inline(always)]
    pub fn add(self, other: Lanes) -> Lanes {
        Lanes(i32x4_add(self.0, other.0))
    }

    #[inline(always)]
    pub fn sub(self, other: Lanes) -> Lanes {
        Lanes(i32x4_sub(self.0, other.0))
    }

    #[inline(always)]
    fn rotate_bands<const K: i32>(self) -> Lanes {
        if K == 1 {
            Lanes(i32x4_shuffle::<1, 2, 0, 3>(self.0, self.0))
        } else {
            Lanes(i32x4_shuffle::<2, 0, 1, 3>(self.0, self.0))
        }
    }

    #[inline(always)]
    pub fn is_zero(self) -> bool {
        !v128_any_true(self.0)
    }

    #[inline(always)]
    pub fn any_band_zero(self) -> bool {
        i32x4_bitmask(i32x4_eq(self.0, i32x4_splat(0))) & 0b111 != 0
    }
}

#[cfg(not(any(
    target_arch = "x86_64",
    all(target_arch = "wasm32", target_feature = "simd128")
)))]
impl Lanes {
    #[inline(always)]
    pub fn from_array(lanes: [u32; 4]) -> Lanes {
        Lanes(lanes)
    }

    #[inline(always)]
    pub fn to_array(self) -> [u32; 4] {
        self.0
    }

    #[inline(always)]
    pub fn and_not(self, other: Lanes) -> Lanes {
        Lanes(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    #[inline(always)]
    pub fn shl<const BITS: i32>(self) -> Lanes {
        Lanes(self.0.map(|lane| lane << BITS))
    }

    #[inline(always)]
    pub fn shr<const BITS: i32>(self) -> Lanes {
        Lanes(self.0.map(|lane| lane >> BITS))
    }

    #[inline(always)]
    pub fn add(self, other: Lanes) -> Lanes {
        Lanes(std::array::from_fn(|i| self.0[i].wrapping_add(other.0[i])))
    }

    #[inline(always)]
    pub fn sub(self, other: Lanes) -> Lanes {
        Lanes(std::array::from_fn(|i| self.0[i].wrapping_sub(other.0[i])))
    }

    #[inline(always)]
    fn rotate_bands<const K: i32>(self) -> Lanes {
        let [a, b, c, d] = self.0;
        Lanes(if K == 1 { [b, c, a, d] } else { [c, a, b, d] })
    }

    #[inline(always)]
    pub fn is_zero(self) -> bool {
        self.0 == [0; 4]
    }

    #[inline(always)]
    pub fn any_band_zero(self) -> bool {
        self.0[..3].contains(&0)
    }
}

/// Bitwise operators, lane by lane, for every implementation.
macro_rules! bitwise {
    ($trait:ident, $method:ident, $x86:ident, $wasm:ident, $op:tt) => {
        impl core::ops::$trait for Lanes {
            type Output = Lanes;

            #[inline(always)]
            fn $method(self, other: Lanes) -> Lanes {
                #[cfg(target_arch = "x86_64")]
                return Lanes(sse2!($x86(self.0, other.0)));
                #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
                return Lanes($wasm(self.0, other.0));
                #[cfg(not(any(
                    target_arch = "x86_64",
                    all(target_arch = "wasm32", target_feature = "simd128")
                )))]
                return Lanes(std::array::from_fn(|i| self.0[i] $op other.0[i]));
            }
        }
    };
}

bitwise!(BitAnd, bitand, _mm_and_si128, v128_and, &);
bitwise!(BitOr, bitor, _mm_or_si128, v128_or, |);
bitwise!(BitXor, bitxor, _mm_xor_si128, v128_xor, ^);

impl PartialEq for Lanes {
    #[inline(always)]
    fn eq(&self, other: &Lanes) -> bool {
        (*self ^ *other).is_zero()
    }
}

impl core::fmt::Debug for Lanes {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Lanes({:#x?})", self.to_array())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: [u32; 4] = [0x7ff_ffff, 0x123_4567, 0, 0];
    const B: [u32; 4] = [0x0f0_f0f0, 0x765_4321, 0x1ff, 0];

    #[test]
    fn operations_match_the_array_semantics() {
        let (a, b) = (Lanes::from_array(A), Lanes::from_array(B));
        assert_eq!((a & b).to_array(), std::array::from_fn(|i| A[i] & B[i]));
        assert_eq!((a | b).to_array(), std::array::from_fn(|i| A[i] | B[i]));
        assert_eq!(
            a.and_not(b).to_array(),
            std::array::from_fn(|i| A[i] & !B[i])
        );
        assert_eq!(a.shl::<9>().to_array(), A.map(|x| x << 9));
        assert_eq!(a.shr::<18>().to_array(), A.map(|x| x >> 18));
        let wrapped: [u32; 4] = std::array::from_fn(|i| A[i].wrapping_sub(B[i]));
        assert_eq!(a.sub(b).to_array(), wrapped);
        assert_eq!(a.sub(b).add(b), a);
        assert_eq!(b.next_band().to_array(), [B[1], B[2], B[0], 0]);
        assert_eq!(b.band_after_next().to_array(), [B[2], B[0], B[1], 0]);
    }

    #[test]
    fn zero_tests_look_at_the_right_lanes() {
        assert!(Lanes::zero().is_zero());
        assert!(!Lanes::from_array(B).is_zero());
        assert!(Lanes::from_array(A).any_band_zero(), "lane 2 is zero");
        assert!(
            !Lanes::from_array(B).any_band_zero(),
            "lane 3 does not count"
        );
        assert!(Lanes::bands(1) != Lanes::bands(2));
        assert_eq!(Lanes::bands(3), Lanes::from_array([3, 3, 3, 0]));
    }
}

//! The SSE2 backend of [`super::Lanes`], for x86-64, where SSE2 is part of
//! the baseline: no runtime check is needed.

use super::{bitwise_operators, derived_operations};
use core::arch::x86_64::*;

/// Calls SSE2 intrinsics, which need no runtime check on x86-64.
macro_rules! sse2 {
    ($call:expr) => {
        // SAFETY: SSE2 is part of the x86-64 baseline: every x86-64 CPU has
        // it, and Rust enables it for every x86-64 target.
        unsafe { $call }
    };
}

/// Four 32-bit lanes: lane `b` holds band `b`, lane 3 stays zero.
#[derive(Clone, Copy)]
pub struct Lanes(__m128i);

derived_operations!(Lanes);
bitwise_operators!(
    Lanes,
    |a, b| sse2!(_mm_and_si128(a, b)),
    |a, b| sse2!(_mm_or_si128(a, b)),
    |a, b| sse2!(_mm_xor_si128(a, b))
);

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

    /// The same value, hidden from the optimiser. Spreading a mask with
    /// shifts and ORs (`x | x << 9 | x << 18`) is a multiplication to LLVM,
    /// which it then emulates with several SSE2 instructions (SSE2 has no
    /// 32-bit lane multiply): hiding one shifted copy keeps the shifts.
    #[inline(always)]
    pub fn opaque(self) -> Lanes {
        let mut inner = self.0;
        // SAFETY: an empty instruction string: the register is left as is.
        unsafe {
            core::arch::asm!(
                "/* {0} */",
                inout(xmm_reg) inner,
                options(pure, nomem, nostack, preserves_flags)
            );
        }
        Lanes(inner)
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
        let zeros = sse2!(_mm_cmpeq_epi32(self.0, _mm_setzero_si128()));
        sse2!(_mm_movemask_ps(_mm_castsi128_ps(zeros))) as u32
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

//! The wasm SIMD backend of [`super::Lanes`] (`v128`), compiled when the
//! wasm32 build enables `simd128`; browsers without wasm SIMD need the
//! other build, with the portable backend.

use super::{bitwise_operators, derived_operations};
use core::arch::wasm32::*;

/// Four 32-bit lanes: lane `b` holds band `b`, lane 3 stays zero.
#[derive(Clone, Copy)]
pub struct Lanes(v128);

derived_operations!(Lanes);
bitwise_operators!(Lanes, v128_and, v128_or, v128_xor);

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

    /// `self & !other`.
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

    /// The same value (wasm has a 32-bit lane multiply, so there is nothing
    /// to hide from the optimiser; see the SSE2 backend).
    #[inline(always)]
    pub fn opaque(self) -> Lanes {
        self
    }

    /// Lane `b` gets lane `(b + K) % 3`; lane 3 stays.
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

    /// True if any of the three band lanes is zero.
    #[inline(always)]
    pub fn any_band_zero(self) -> bool {
        i32x4_bitmask(i32x4_eq(self.0, i32x4_splat(0))) & 0b111 != 0
    }
}

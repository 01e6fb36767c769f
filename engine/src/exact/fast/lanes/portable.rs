//! The portable backend of [`super::Lanes`]: plain arrays, for targets
//! without a SIMD backend (wasm32 without simd128, and any other) and as
//! the reference the other backends are tested against.

use super::{bitwise_operators, derived_operations};

/// Four 32-bit lanes: lane `b` holds band `b`, lane 3 stays zero.
#[derive(Clone, Copy)]
pub struct Lanes([u32; 4]);

derived_operations!(Lanes);
bitwise_operators!(
    Lanes,
    |a: [u32; 4], b: [u32; 4]| -> [u32; 4] { std::array::from_fn(|i| a[i] & b[i]) },
    |a: [u32; 4], b: [u32; 4]| -> [u32; 4] { std::array::from_fn(|i| a[i] | b[i]) },
    |a: [u32; 4], b: [u32; 4]| -> [u32; 4] { std::array::from_fn(|i| a[i] ^ b[i]) }
);

impl Lanes {
    #[inline(always)]
    pub fn from_array(lanes: [u32; 4]) -> Lanes {
        Lanes(lanes)
    }

    #[inline(always)]
    pub fn to_array(self) -> [u32; 4] {
        self.0
    }

    /// `self & !other`.
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

    /// The same value; see the SSE2 backend for why it exists.
    #[inline(always)]
    pub fn opaque(self) -> Lanes {
        self
    }

    /// Lane `b` gets lane `(b + K) % 3`; lane 3 stays.
    #[inline(always)]
    fn rotate_bands<const K: i32>(self) -> Lanes {
        let [a, b, c, d] = self.0;
        Lanes(if K == 1 { [b, c, a, d] } else { [c, a, b, d] })
    }

    #[inline(always)]
    pub fn is_zero(self) -> bool {
        self.0 == [0; 4]
    }

    /// True if any of the three band lanes is zero.
    #[inline(always)]
    pub fn any_band_zero(self) -> bool {
        self.0[..3].contains(&0)
    }
}

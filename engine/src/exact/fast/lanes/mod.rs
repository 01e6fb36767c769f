//! [`Lanes`]: four 32-bit lanes, one per band of a digit's places (the
//! fourth is padding and stays zero), with the few operations propagation
//! needs.
//!
//! Three backends, chosen at compile time, with the same meaning: SSE2 on
//! x86-64 (`sse2.rs`; part of the baseline, so no runtime check is needed),
//! wasm SIMD (`wasm.rs`, `v128`) on wasm32 built with
//! `-C target-feature=+simd128`, and plain arrays everywhere else
//! (`portable.rs`, including wasm32 without simd128). The portable backend
//! is compiled on every target, and the tests below hold the chosen backend
//! to it. On wasm32 the simd128 build counted puzzles/s at 0.90-0.93 of
//! native, the portable build at 0.38-0.41 (see `engine/benches/tdoku.md`).

// Where another backend is chosen, only the tests use this one.
#[cfg_attr(
    any(
        target_arch = "x86_64",
        all(target_arch = "wasm32", target_feature = "simd128")
    ),
    allow(dead_code)
)]
mod portable;
#[cfg(target_arch = "x86_64")]
mod sse2;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod wasm;

#[cfg(not(any(
    target_arch = "x86_64",
    all(target_arch = "wasm32", target_feature = "simd128")
)))]
pub use portable::Lanes;
#[cfg(target_arch = "x86_64")]
pub use sse2::Lanes;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub use wasm::Lanes;

/// The operations every backend builds from its primitives (`from_array`,
/// `to_array`, `rotate_bands`, `is_zero` and the bitwise operators).
macro_rules! derived_operations {
    ($lanes:ty) => {
        impl $lanes {
            /// `value` in the three band lanes.
            #[inline(always)]
            pub fn bands(value: u32) -> Self {
                Self::from_array([value, value, value, 0])
            }

            #[inline(always)]
            pub fn zero() -> Self {
                Self::from_array([0; 4])
            }

            /// Bands rotated so that lane `b` holds band `b + 1` (mod 3).
            #[inline(always)]
            pub fn next_band(self) -> Self {
                self.rotate_bands::<1>()
            }

            /// Bands rotated so that lane `b` holds band `b + 2` (mod 3).
            #[inline(always)]
            pub fn band_after_next(self) -> Self {
                self.rotate_bands::<2>()
            }
        }

        impl PartialEq for $lanes {
            #[inline(always)]
            fn eq(&self, other: &Self) -> bool {
                (*self ^ *other).is_zero()
            }
        }

        impl core::fmt::Debug for $lanes {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, "Lanes({:#x?})", self.to_array())
            }
        }
    };
}

/// The bitwise operators of a backend, from a function per operator.
macro_rules! bitwise_operators {
    ($lanes:ident, $and:expr, $or:expr, $xor:expr) => {
        impl core::ops::BitAnd for $lanes {
            type Output = $lanes;

            #[inline(always)]
            fn bitand(self, other: $lanes) -> $lanes {
                $lanes($and(self.0, other.0))
            }
        }

        impl core::ops::BitOr for $lanes {
            type Output = $lanes;

            #[inline(always)]
            fn bitor(self, other: $lanes) -> $lanes {
                $lanes($or(self.0, other.0))
            }
        }

        impl core::ops::BitXor for $lanes {
            type Output = $lanes;

            #[inline(always)]
            fn bitxor(self, other: $lanes) -> $lanes {
                $lanes($xor(self.0, other.0))
            }
        }
    };
}

use bitwise_operators;
use derived_operations;

#[cfg(test)]
mod tests {
    use super::portable::Lanes as Reference;
    use super::Lanes;

    /// Values with bits in every band, in lane 3 never (as in places).
    fn samples() -> Vec<[u32; 4]> {
        let mut state = 0x2545_f491_u32;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state & 0x7ff_ffff
        };
        let mut samples = vec![[0; 4], [0x7ff_ffff, 0x123_4567, 0, 0], [1, 0, 0x1ff, 0]];
        samples.extend((0..200).map(|_| [next(), next(), next(), 0]));
        samples
    }

    #[test]
    fn every_operation_matches_the_portable_backend() {
        let samples = samples();
        for (a, b) in samples.iter().zip(samples.iter().rev()) {
            let (x, y) = (Lanes::from_array(*a), Lanes::from_array(*b));
            let (p, q) = (Reference::from_array(*a), Reference::from_array(*b));
            assert_eq!(x.to_array(), *a);
            assert_eq!((x & y).to_array(), (p & q).to_array());
            assert_eq!((x | y).to_array(), (p | q).to_array());
            assert_eq!((x ^ y).to_array(), (p ^ q).to_array());
            assert_eq!(x.and_not(y).to_array(), p.and_not(q).to_array());
            assert_eq!(x.shl::<9>().to_array(), p.shl::<9>().to_array());
            assert_eq!(x.shr::<18>().to_array(), p.shr::<18>().to_array());
            assert_eq!(x.add(y).to_array(), p.add(q).to_array());
            assert_eq!(x.sub(y).to_array(), p.sub(q).to_array());
            assert_eq!(x.opaque().to_array(), *a);
            assert_eq!(x.next_band().to_array(), p.next_band().to_array());
            let after = x.band_after_next().to_array();
            assert_eq!(after, p.band_after_next().to_array());
            assert_eq!(x.is_zero(), p.is_zero());
            assert_eq!(x.any_band_zero(), p.any_band_zero());
            assert_eq!(x == y, p == q);
        }
    }

    #[test]
    fn the_portable_backend_means_what_it_says() {
        let (a, b) = ([5, 6, 7, 0], [1, 2, 3, 0]);
        let (p, q) = (Reference::from_array(a), Reference::from_array(b));
        assert_eq!(p.next_band().to_array(), [6, 7, 5, 0]);
        assert_eq!(p.band_after_next().to_array(), [7, 5, 6, 0]);
        assert_eq!(p.sub(q).to_array(), [4, 4, 4, 0]);
        assert_eq!(p.and_not(q).to_array(), [4, 4, 4, 0]);
        assert!(Reference::from_array([1, 0, 1, 0]).any_band_zero());
        assert!(!Reference::from_array([1, 1, 1, 0]).any_band_zero());
        assert!(Reference::zero().is_zero());
        assert_eq!(Reference::bands(3).to_array(), [3, 3, 3, 0]);
    }
}

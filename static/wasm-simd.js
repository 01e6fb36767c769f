// Whether this browser runs WebAssembly SIMD (simd128): a tiny module with
// one v128 instruction (i8x16.popcnt of a splat) either validates or not.
// Read by the worker loader (which build of each worker to load) and by the
// service worker (which builds to keep offline).
self.sudokuLabWasmSimd = (() => {
  try {
    return WebAssembly.validate(new Uint8Array([
      0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
    ]));
  } catch {
    return false;
  }
})();

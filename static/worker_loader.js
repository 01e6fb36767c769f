// The solver worker's entry: loads the build compiled with WebAssembly SIMD
// (simd128) where the browser has it, the scalar build otherwise (both are
// the same Rust code: src/bin/worker.rs), then starts it. If the SIMD build
// is missing (a debug build has only the scalar one), the scalar one runs.
importScripts('./wasm-simd.js');
(() => {
  const start = (name) => {
    importScripts(`./${name}.js`);
    wasm_bindgen({ module_or_path: `./${name}_bg.wasm` });
  };
  if (self.sudokuLabWasmSimd) {
    try {
      start('worker_simd');
      return;
    } catch (error) {
      console.warn('Sudoku Lab: the SIMD solver did not load, using the scalar one:', error);
    }
  }
  start('worker');
})();

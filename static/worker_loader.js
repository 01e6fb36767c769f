// Every worker's entry: the worker's name says which build it runs
// (src/worker/role.rs: `worker`, the solver, or `analysis`); this loads
// that build compiled with WebAssembly SIMD (simd128) where the browser
// has it, the scalar build otherwise (both are the same Rust code), then
// starts it. If the SIMD build is missing (a debug build has only the
// scalar one), the scalar one runs.
importScripts('./wasm-simd.js');
(() => {
  const BUILDS = ['worker', 'analysis'];
  const build = self.name;
  if (!BUILDS.includes(build)) throw new Error(`Sudoku Lab: no worker build called '${build}'`);
  const start = (name) => {
    importScripts(`./${name}.js`);
    wasm_bindgen({ module_or_path: `./${name}_bg.wasm` });
  };
  if (self.sudokuLabWasmSimd) {
    try {
      start(`${build}_simd`);
      return;
    } catch (error) {
      console.warn(`Sudoku Lab: the SIMD ${build} build did not load, using the scalar one:`, error);
    }
  }
  start(build);
})();

// Builds both workers (src/worker/role.rs) a second time, with WebAssembly
// SIMD (simd128), into a build directory beside Trunk's scalar ones:
// worker_simd.js, analysis_simd.js and their `_bg.wasm`. The engine picks
// its SIMD code (the `fast` solver's, which the analysis worker uses to
// check uniqueness while it generates) at compile time
// (cfg(target_feature = "simd128")); the loader (static/worker_loader.js)
// picks the build at run time. Trunk has no per-asset rustflags, so this is
// a cargo build of each (with its features from index.html), in their own
// target directory (target/wasm-simd), then for each wasm-bindgen
// (no-modules, like Trunk's workers) and wasm-opt -O3.
//
// static/post-build.mjs runs it first, for release builds.

import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TARGET_DIR = join(REPO, 'target', 'wasm-simd');

/** The workers' builds: the binaries' names, and their files' stems. */
export const WORKER_BUILDS = ['worker', 'analysis'];

/** Each build's cargo features, as index.html gives them to Trunk: the
 * solver leaves the default feature (the logic engine of every shape) out. */
const FEATURES = { worker: ['--no-default-features'], analysis: [] };

/** Writes `<build>_simd.js` and `<build>_simd_bg.wasm` of every worker build into `dir`. */
export async function buildSimdWorker(dir) {
  const env = { ...process.env, RUSTFLAGS: '-C target-feature=+simd128', CARGO_TARGET_DIR: TARGET_DIR };
  for (const build of WORKER_BUILDS) {
    await run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '--bin', build, ...FEATURES[build]], {
      cwd: REPO,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  const work = await mkdtemp(join(tmpdir(), 'sudoku-lab-simd-'));
  try {
    for (const build of WORKER_BUILDS) {
      const built = join(TARGET_DIR, 'wasm32-unknown-unknown', 'release', `${build}.wasm`);
      const name = `${build}_simd`;
      await run('wasm-bindgen', ['--target', 'no-modules', '--no-typescript', '--out-dir', work, '--out-name', name, built]);
      await run('wasm-opt', ['-O3', '--enable-simd', join(work, `${name}_bg.wasm`), '-o', join(dir, `${name}_bg.wasm`)]);
      await copyFile(join(work, `${name}.js`), join(dir, `${name}.js`));
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

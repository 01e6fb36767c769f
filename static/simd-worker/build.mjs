// Builds the solver worker a second time, with WebAssembly SIMD (simd128),
// into a build directory beside Trunk's scalar one: worker_simd.js and
// worker_simd_bg.wasm. The engine picks its SIMD code at compile time
// (cfg(target_feature = "simd128")); the loader (static/worker_loader.js)
// picks the build at run time. Trunk has no per-asset rustflags, so this is
// its own cargo build, in its own target directory (target/wasm-simd), then
// wasm-bindgen (no-modules, like Trunk's worker) and wasm-opt -O3.
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

/** Writes worker_simd.js and worker_simd_bg.wasm into `dir`. */
export async function buildSimdWorker(dir) {
  const env = { ...process.env, RUSTFLAGS: '-C target-feature=+simd128', CARGO_TARGET_DIR: TARGET_DIR };
  await run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '--bin', 'worker'], {
    cwd: REPO,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const built = join(TARGET_DIR, 'wasm32-unknown-unknown', 'release', 'worker.wasm');
  const work = await mkdtemp(join(tmpdir(), 'sudoku-lab-simd-'));
  try {
    await run('wasm-bindgen', ['--target', 'no-modules', '--no-typescript', '--out-dir', work, '--out-name', 'worker_simd', built]);
    await run('wasm-opt', ['-O3', '--enable-simd', join(work, 'worker_simd_bg.wasm'), '-o', join(dir, 'worker_simd_bg.wasm')]);
    await copyFile(join(work, 'worker_simd.js'), join(dir, 'worker_simd.js'));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

// Trunk's post_build hook (Trunk.toml): finishes a build in the order the
// steps depend on each other. Trunk sets TRUNK_STAGING_DIR and
// TRUNK_PROFILE; by hand: node static/post-build.mjs <dist-dir> [release|debug]
//   1. release only: build the workers again with WebAssembly SIMD
//      (static/simd-worker/build.mjs), then minify the wasm-bindgen glue and
//      fix its integrity hashes (static/minify/apply.mjs);
//   2. write the Content-Security-Policy into index.html (static/csp/apply.mjs);
//   3. write the service worker, which hashes every file as it now is
//      (static/service-worker/generate.mjs; debug builds cache nothing).

import { buildSimdWorker } from './simd-worker/build.mjs';
import { minifyBuild } from './minify/apply.mjs';
import { applyPolicy } from './csp/apply.mjs';
import { writeServiceWorker } from './service-worker/generate.mjs';

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
const profile = process.argv[3] ?? process.env.TRUNK_PROFILE ?? 'release';
if (!dir || (profile !== 'release' && profile !== 'debug')) {
  console.error('usage: post-build.mjs <dist-dir> [release|debug] (or run as a Trunk hook)');
  process.exit(2);
}
try {
  if (profile === 'release') {
    await buildSimdWorker(dir);
    console.log('built the SIMD workers: worker_simd.js, analysis_simd.js and their wasm');
    const { before, after } = await minifyBuild(dir);
    console.log(`minified the wasm-bindgen glue: ${before} -> ${after} bytes`);
  }
  const { scripts, styles } = await applyPolicy(dir);
  console.log(`content security policy: ${scripts} inline script(s) and ${styles} style(s) allowed by hash`);
  const { version, files } = await writeServiceWorker(dir, { offline: profile === 'release' });
  console.log(`service worker ${version}: ${files.length} files precached (${profile})`);
} catch (error) {
  console.error(`post-build: ${error.message}`);
  process.exit(1);
}

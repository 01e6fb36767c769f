// Writes the service worker (sw.js) into a built app directory: the list of
// shell files to precache with their SRI hashes, and a version made from the
// content of every file, so any change to any file (including the workers'
// unhashed `worker.js`, `analysis.js` and their wasm) gives a new cache
// name and a new sw.js, which is what makes browsers install the update.
//
// Trunk runs it as a post_build hook (Trunk.toml) with TRUNK_STAGING_DIR and
// TRUNK_PROFILE set; by hand: node static/service-worker/generate.mjs <dist-dir> [release|debug]
// Debug builds get a service worker that caches nothing, so `trunk serve`
// always shows the latest build.

import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVICE_WORKER_FILE = 'sw.js';
const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'template.js');

/** Files under `dir` as sorted '/'-separated relative paths, skipping dot files and sw.js. */
async function shellFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/'))
    .filter((path) => path !== SERVICE_WORKER_FILE && !path.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/** Fills the template for the files in `dir`; returns the service worker source and what went in. */
export async function renderServiceWorker(dir, { offline = true } = {}) {
  const paths = await shellFiles(dir);
  if (offline && !paths.includes('index.html')) {
    throw new Error(`${dir} has no index.html: is it a Trunk build output directory?`);
  }
  const buildHash = createHash('sha256');
  const precache = [];
  for (const path of paths) {
    const bytes = await readFile(join(dir, path));
    buildHash.update(`${path}\0${bytes.length}\0`).update(bytes);
    precache.push({ path, integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}` });
  }
  const template = await readFile(TEMPLATE, 'utf8');
  buildHash.update(template);
  const version = buildHash.digest('hex').slice(0, 16);
  const fill = { __BUILD_VERSION__: version, __PRECACHE__: JSON.stringify(offline ? precache : [], null, 2), __OFFLINE_ENABLED__: String(offline) };
  const source = template.replace(/__BUILD_VERSION__|__PRECACHE__|__OFFLINE_ENABLED__/g, (key) => fill[key]);
  return { source, version, files: offline ? paths : [] };
}

export async function writeServiceWorker(dir, options) {
  const rendered = await renderServiceWorker(dir, options);
  await writeFile(join(dir, SERVICE_WORKER_FILE), rendered.source);
  return rendered;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  const profile = process.argv[3] ?? process.env.TRUNK_PROFILE ?? 'release';
  if (!dir) {
    console.error('usage: generate.mjs <dist-dir> [release|debug] (or run as a Trunk hook, which sets TRUNK_STAGING_DIR)');
    process.exit(2);
  }
  if (profile !== 'release' && profile !== 'debug') {
    console.error(`generate.mjs: profile must be release or debug, not '${profile}'`);
    process.exit(2);
  }
  try {
    const { version, files } = await writeServiceWorker(dir, { offline: profile === 'release' });
    console.log(`service worker ${version}: ${files.length} files precached (${profile})`);
  } catch (error) {
    console.error(`generate.mjs: ${error.message}`);
    process.exit(1);
  }
}

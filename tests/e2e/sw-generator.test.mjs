// The service-worker generator on a small made-up build directory: what it
// precaches, and that its version follows every byte of the build.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderServiceWorker, writeServiceWorker } from '../../static/service-worker/generate.mjs';

function sampleBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-sw-'));
  mkdirSync(join(dir, 'icons'));
  mkdirSync(join(dir, '.stage'));
  const files = {
    'index.html': '<!doctype html><title>x</title>',
    'app-0123456789abcdef.js': 'export default 1;',
    'app-0123456789abcdef_bg.wasm': '\0asm\x01\0\0\0',
    'worker.js': 'self.onmessage = () => {};',
    'worker_bg.wasm': '\0asm\x01\0\0\0',
    'worker_loader.js': 'importScripts("./worker.js");',
    'icons/icon-192.png': 'png',
    '.stage/leftover.js': 'not part of the build',
  };
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

const precacheOf = (source) => JSON.parse(/const PRECACHE = (\[[\s\S]*?\]);/.exec(source)[1]);

test('release builds precache every file but sw.js and dot-directories, with SRI hashes', async () => {
  const dir = sampleBuild();
  try {
    const { source, version } = await writeServiceWorker(dir);
    assert.match(version, /^[0-9a-f]{16}$/);
    assert.equal(readFileSync(join(dir, 'sw.js'), 'utf8'), source);
    const precache = precacheOf(source);
    assert.deepEqual(precache.map((entry) => entry.path), [
      'app-0123456789abcdef.js', 'app-0123456789abcdef_bg.wasm', 'icons/icon-192.png', 'index.html',
      'worker.js', 'worker_bg.wasm', 'worker_loader.js',
    ]);
    const worker = precache.find((entry) => entry.path === 'worker.js');
    const expected = createHash('sha384').update(readFileSync(join(dir, 'worker.js'))).digest('base64');
    assert.equal(worker.integrity, `sha384-${expected}`);
    assert.ok(source.includes(`const BUILD_VERSION = '${version}';`));
    assert.ok(!/__[A-Z_]+__/.test(source), 'every placeholder is filled');

    // Regenerating over its own output gives the same worker: sw.js is not an input.
    assert.equal((await renderServiceWorker(dir)).source, source);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('any change to a served file, including the unhashed worker, gives a new version', async () => {
  const dir = sampleBuild();
  try {
    const before = (await renderServiceWorker(dir)).version;
    writeFileSync(join(dir, 'worker_bg.wasm'), '\0asm\x01\0\0\0\x00');
    const afterWorker = (await renderServiceWorker(dir)).version;
    assert.notEqual(afterWorker, before);
    writeFileSync(join(dir, 'icons/icon-192.png'), 'png2');
    const afterIcon = (await renderServiceWorker(dir)).version;
    assert.notEqual(afterIcon, afterWorker);
    // Trunk's staging leftovers are not served, so they do not count.
    writeFileSync(join(dir, '.stage/leftover.js'), 'changed');
    assert.equal((await renderServiceWorker(dir)).version, afterIcon);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('debug builds cache nothing, and a directory without index.html is refused', async () => {
  const dir = sampleBuild();
  try {
    const { source, files } = await renderServiceWorker(dir, { offline: false });
    assert.deepEqual(files, []);
    assert.deepEqual(precacheOf(source), []);
    assert.ok(source.includes('const OFFLINE_ENABLED = false;'));
    rmSync(join(dir, 'index.html'));
    await assert.rejects(renderServiceWorker(dir), /no index\.html/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

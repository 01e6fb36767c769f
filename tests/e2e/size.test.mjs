// Download budget: a first visit fetches the whole app shell (the page loads
// the app and its worker, and the service worker precaches everything else),
// so the gzipped size of dist/ is what a new user waits for, counting one of
// the two builds of the solver worker (SIMD and scalar: a browser fetches
// one), the heavier.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './helpers.mjs';

const BUDGET_BYTES = 400 * 1024;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

test(`the first load is at most ${kb(BUDGET_BYTES)} gzipped`, (t) => {
  const dir = distDir();
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !relative(dir, file).startsWith('.'));
  const rows = files
    .map((file) => {
      const bytes = readFileSync(file);
      return { name: relative(dir, file), raw: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipped - a.gzipped);
  const group = (pattern) => rows.filter((row) => pattern.test(row.name)).reduce((sum, row) => sum + row.gzipped, 0);
  const simd = group(/^worker_simd(_bg\.wasm|\.js)$/);
  const scalar = group(/^worker(_bg\.wasm|\.js)$/);
  const total = group(/.*/) - Math.min(simd, scalar);
  for (const row of rows) t.diagnostic(`${row.name}: ${kb(row.raw)} raw, ${kb(row.gzipped)} gzipped`);
  t.diagnostic(`app (js + wasm): ${kb(group(/^app-.*\.(js|wasm)$/))} gzipped`);
  t.diagnostic(`worker (js + wasm): ${kb(group(/^worker.*\.(js|wasm)$/))} gzipped`);
  t.diagnostic(`everything: ${kb(total)} gzipped`);
  assert.ok(total <= BUDGET_BYTES, `dist/ is ${kb(total)} gzipped, over the ${kb(BUDGET_BYTES)} budget`);
});

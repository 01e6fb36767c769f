// Download budget: a first visit fetches the whole app shell (the page loads
// the app and its worker, and the service worker precaches everything else),
// so the gzipped size of dist/ is what a new user waits for, counting one of
// the two builds of the solver worker (SIMD and scalar: a browser fetches
// one), the heavier.
//
// The goal was 400 KB for all of it. Since the logic solver, ratings and
// generator joined the worker (and hints, explanations and ratings the UI),
// it is over: 527.7 KB on 2026-11-23 (app 282 KB, worker 220 KB). Until that
// is won back, the test holds the page (everything but the worker, which
// loads in the background after the page is usable) to 400 KB and the worker
// to 300 KB, and prints the total, so neither grows unnoticed. The worker's
// budget was 250 KB until the two exact engines of every shape (`propagate`
// and `sat` with batsat, and the shape model under them) joined it on
// 2026-11-24: 290 KB; 300 KB until `acs` took every size (its colony over a
// second board), 302 KB. The metaheuristics at every size (issue 20) grow it
// further: 330 KB. The app at every shape (issue 21) reads f-puzzles and
// SudokuPad links: their decoders (lz-string, SudokuPad's zip, the JSON
// importers, 48 KB gzipped) live in the worker, asked only when a link is
// pasted, so that the page, which now reads every shape, stays under its
// 400 KB: 380 KB now, each step to be justified here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './helpers.mjs';

const BUDGET_BYTES = 400 * 1024;
const WORKER_BUDGET_BYTES = 380 * 1024;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

test(`the page is at most ${kb(BUDGET_BYTES)} gzipped and its worker at most ${kb(WORKER_BUDGET_BYTES)}`, (t) => {
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
  t.diagnostic(`everything: ${kb(total)} gzipped (goal ${kb(BUDGET_BYTES)}: ${total <= BUDGET_BYTES ? 'met' : 'missed'})`);
  const worker = Math.max(simd, scalar);
  const page = total - worker;
  assert.ok(page <= BUDGET_BYTES, `the page is ${kb(page)} gzipped, over the ${kb(BUDGET_BYTES)} budget`);
  assert.ok(worker <= WORKER_BUDGET_BYTES, `the worker is ${kb(worker)} gzipped, over the ${kb(WORKER_BUDGET_BYTES)} budget`);
});

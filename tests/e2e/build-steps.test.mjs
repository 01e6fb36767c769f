// The post-build steps of Trunk.toml on made-up input: the glue minifier
// keeps the code working and the integrity hashes right, whatever quoting
// Trunk's HTML minifier leaves.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { minifyGlue, withIntegrity } from '../../static/minify/apply.mjs';

test('integrity follows the minified file, in quoted and unquoted tags alike', () => {
  const html = '<link crossorigin href=/app-1a.js integrity=sha384-old rel=modulepreload>'
    + '<script src="/worker.js" integrity="sha384-old"></script><link href=/app-1a.jsx integrity=keep>';
  const bytes = Buffer.from('export default 1;');
  const expected = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  const updated = withIntegrity(html, 'app-1a.js', bytes);
  assert.ok(updated.includes(`href=/app-1a.js integrity="${expected}"`), updated);
  assert.ok(updated.includes('integrity="sha384-old"'), 'other files keep theirs');
  assert.ok(updated.endsWith('integrity=keep>'), 'a longer name is another file');
});

test('minified glue is smaller and still runs', async () => {
  const source = 'function add(first, second) { /* a comment */ return first + second; }\nglobalThis.result = add(40, 2);\n';
  const small = await minifyGlue('worker.js', source);
  assert.ok(small.length < source.length);
  globalThis.result = 0;
  new Function(small)();
  assert.equal(globalThis.result, 42);
  const module = await minifyGlue('app-1a.js', 'export default function init(value) { return value * 2; }');
  assert.match(module, /export/);
});

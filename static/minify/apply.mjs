// Minifies the JavaScript Trunk leaves as it is (the wasm-bindgen glue of
// the app and of the workers, and the workers' loader: Trunk 0.21's own
// minifier fails on that glue), with terser, and updates the integrity
// hashes index.html gives for them. HTML and CSS are minified by Trunk.
//
// static/post-build.mjs runs it first, before the Content-Security-Policy
// and the service worker are written; release builds only.

import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'terser';

/** The scripts of a build Trunk does not minify: the wasm-bindgen glue, the workers' loader. */
export async function glueFiles(dir) {
  const names = await readdir(dir);
  return names.filter((name) => /^(app-[0-9a-f]+|(worker|analysis)(_simd)?|worker_loader|wasm-simd)\.js$/.test(name));
}

/** `source` minified; an ES module for the app glue, a classic script otherwise. */
export async function minifyGlue(name, source) {
  const result = await minify(source, {
    module: name.startsWith('app-'),
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  return result.code;
}

const integrity = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * `html` with the integrity of `name` set to that of `bytes`, in every tag
 * that names the file (quoted or not: Trunk minifies the HTML).
 */
export function withIntegrity(html, name, bytes) {
  const names = new RegExp(`(?:href|src)="?/?${name.replaceAll('.', '\\.')}[\\s">]`);
  return html.replace(/<[^>]*>/g, (tag) =>
    names.test(tag) ? tag.replace(/integrity="?[^"\s>]*"?/, `integrity="${integrity(bytes)}"`) : tag);
}

/** Minifies the glue of the build in `dir` and fixes index.html; returns the sizes. */
export async function minifyBuild(dir) {
  let html = await readFile(join(dir, 'index.html'), 'utf8');
  let before = 0;
  let after = 0;
  for (const name of await glueFiles(dir)) {
    const source = await readFile(join(dir, name), 'utf8');
    const small = await minifyGlue(name, source);
    await writeFile(join(dir, name), small);
    html = withIntegrity(html, name, Buffer.from(small));
    before += source.length;
    after += small.length;
  }
  await writeFile(join(dir, 'index.html'), html);
  return { before, after };
}

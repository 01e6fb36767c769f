// Writes a strict Content-Security-Policy into a built index.html, as a
// <meta http-equiv> right after <meta charset>: scripts only from this
// origin plus the inline module script Trunk writes (by its SHA-256, which
// changes with every build, so it is computed here), WebAssembly allowed
// ('wasm-unsafe-eval'), styles, images, workers, the manifest and
// connections only from this origin, no plugins, no <base>, no forms.
//
// Trunk runs it as a post_build hook (Trunk.toml), before the service
// worker is generated (the service worker hashes the final index.html).
// By hand: node static/csp/apply.mjs <dist-dir>

import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = 'http-equiv="Content-Security-Policy"';

/** The contents of every inline <script> (one without src). */
export function inlineScripts(html) {
  const scripts = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const [, attributes, body] of html.matchAll(pattern)) {
    if (!/\bsrc\s*=/.test(attributes)) scripts.push(body);
  }
  return scripts;
}

/** The policy for a page whose inline scripts are `scripts`. */
export function policy(scripts) {
  const hashes = scripts.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...hashes].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** `html` with its policy meta (replacing an older one). */
export function withPolicy(html) {
  const without = html.replace(new RegExp(`\\s*<meta ${MARKER}[^>]*>`), '');
  const meta = `<meta ${MARKER} content="${policy(inlineScripts(without))}" />`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(without)) throw new Error('index.html has no <meta charset>: where would the policy go?');
  return without.replace(charset, (tag) => `${tag}\n    ${meta}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error('usage: apply.mjs <dist-dir> (or run as a Trunk hook, which sets TRUNK_STAGING_DIR)');
    process.exit(2);
  }
  try {
    const file = join(dir, 'index.html');
    const html = withPolicy(await readFile(file, 'utf8'));
    await writeFile(file, html);
    console.log(`content security policy: ${inlineScripts(html).length} inline script(s) allowed by hash`);
  } catch (error) {
    console.error(`apply.mjs: ${error.message}`);
    process.exit(1);
  }
}

// Writes a strict Content-Security-Policy into a built index.html, as a
// <meta http-equiv> right after <meta charset>: scripts only from this
// origin plus the inline module script Trunk writes, styles from this
// origin plus the inlined stylesheet (both by their SHA-256, which changes
// with every build, so it is computed here), WebAssembly allowed
// ('wasm-unsafe-eval'), styles, images, workers, the manifest and
// connections only from this origin, no plugins, no <base>, no forms.
//
// static/post-build.mjs runs it after minifying and before the service
// worker is generated (the service worker hashes the final index.html).

import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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

/** The contents of every inline <style>. */
export function inlineStyles(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => body);
}

const sha256 = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The policy for a page whose inline scripts and styles are these. */
export function policy(scripts, styles = []) {
  return [
    "default-src 'self'",
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scripts.map(sha256)].join(' '),
    ['style-src', "'self'", ...styles.map(sha256)].join(' '),
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
  const meta = `<meta ${MARKER} content="${policy(inlineScripts(without), inlineStyles(without))}" />`;
  const charset = /<meta charset="?[\w-]+"?\s*\/?>/i;
  if (!charset.test(without)) throw new Error('index.html has no <meta charset>: where would the policy go?');
  return without.replace(charset, (tag) => `${tag}\n    ${meta}`);
}

/** Writes the policy into the build in `dir`; returns how many inline scripts and styles it allows. */
export async function applyPolicy(dir) {
  const file = join(dir, 'index.html');
  const html = withPolicy(await readFile(file, 'utf8'));
  await writeFile(file, html);
  return { scripts: inlineScripts(html).length, styles: inlineStyles(html).length };
}

// The app is installable: its manifest names real icons of the declared
// sizes (one maskable), and Chromium reports no installability errors.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, serveApp, launchBrowser, openApp, waitForServiceWorker } from './helpers.mjs';

/** Width and height from a PNG's IHDR chunk; throws if `bytes` is not a PNG. */
function pngSize(bytes) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.ok(bytes.subarray(0, 8).equals(signature), 'a PNG file');
  assert.equal(bytes.toString('ascii', 12, 16), 'IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest describes a standalone app with 192 and 512 px icons, one maskable', () => {
  const dir = distDir();
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.name, 'Sudoku Lab');
  assert.ok(manifest.short_name && manifest.short_name.length <= 12);
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.start_url && manifest.scope && manifest.theme_color && manifest.background_color);
  for (const icon of manifest.icons) {
    assert.equal(icon.type, 'image/png');
    assert.equal(pngSize(readFileSync(join(dir, icon.src))), icon.sizes, icon.src);
  }
  const sizes = manifest.icons.map((icon) => icon.sizes);
  assert.ok(sizes.includes('192x192') && sizes.includes('512x512'));
  assert.equal(manifest.icons.filter((icon) => icon.purpose === 'maskable').length, 1);
});

test('Chromium finds the app installable', async () => {
  const server = await serveApp();
  const browser = await launchBrowser();
  try {
    const { context, page } = browser;
    await openApp(page, server.url);
    await waitForServiceWorker(page);
    const devtools = await context.newCDPSession(page);
    const manifest = await devtools.send('Page.getAppManifest');
    assert.equal(new URL(manifest.url).pathname, '/manifest.webmanifest');
    assert.deepEqual(manifest.errors, []);
    assert.deepEqual((await devtools.send('Page.getInstallabilityErrors')).installabilityErrors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

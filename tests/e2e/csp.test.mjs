// The Content-Security-Policy: the build writes it with the hash of Trunk's
// inline script (static/csp/apply.mjs), and the app loads, solves in its
// worker and works offline under it without a single violation.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  distDir, serveApp, launchBrowser, openApp, readPuzzles, enterPuzzle, waitForBoard, solve, readBoard,
  waitForServiceWorker,
} from './helpers.mjs';
import { inlineScripts, policy, withPolicy } from '../../static/csp/apply.mjs';

test('the policy allows exactly the inline scripts it was made for, once', () => {
  const page = '<!doctype html><head><meta charset="utf-8" /><title>x</title><script type="module">init()</script><script src="/a.js"></script></head>';
  const once = withPolicy(page);
  assert.equal(withPolicy(once), once, 'applying it twice changes nothing');
  assert.deepEqual(inlineScripts(once), ['init()']);
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(once)[1];
  assert.equal(meta, policy(['init()']));
  assert.match(meta, /script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*'/);
  assert.doesNotMatch(meta, /unsafe-inline/);
  assert.throws(() => withPolicy('<html><title>no charset</title></html>'), /no <meta charset>/);
});

test('the built app solves and works offline under its policy with no violation', async () => {
  const html = readFileSync(join(distDir(), 'index.html'), 'utf8');
  assert.match(html, /<meta http-equiv="Content-Security-Policy"/, 'the build writes the policy');
  const server = await serveApp();
  const browser = await launchBrowser();
  try {
    const { page, context } = browser;
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await openApp(page, server.url);
    await waitForServiceWorker(page);
    const easy = readPuzzles('projecteuler96_easy50.txt');
    for (const [index, offline] of [false, true].entries()) {
      await context.setOffline(offline);
      await page.reload();
      await openApp(page, server.url);
      const { puzzle, solution } = easy[index];
      await enterPuzzle(page, puzzle);
      await waitForBoard(page, puzzle);
      assert.match(await solve(page), /^Solved in/, offline ? 'offline' : 'online');
      assert.equal((await readBoard(page)).digits, solution);
      assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
    }
    const reported = browser.errors.filter((error) => /Content Security Policy/i.test(error));
    assert.deepEqual(reported, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

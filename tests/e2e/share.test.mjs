// Share links: "Copy link" puts the puzzle, engine and solution in a URL
// that opens the same view in a fresh browser, analysed as a pasted puzzle
// is; a tampered link says so.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serveApp, launchBrowser, openApp, readPuzzles, enterPuzzle, waitForBoard, solve, readBoard, chooseEngine, ui, waitUntil, showTab
} from './helpers.mjs';

let server;
before(async () => {
  server = await serveApp();
});
after(() => server?.close());

const [wikipedia] = readPuzzles('famous.txt');

async function withBrowser(fn) {
  const browser = await launchBrowser();
  try {
    return await fn(browser);
  } catch (error) {
    if (browser.errors.length) error.message += `\nbrowser errors:\n${browser.errors.join('\n')}`;
    throw error;
  } finally {
    await browser.close();
  }
}

/** Solves the Wikipedia puzzle with `csp` and seed 4242, and returns the copied link. */
function copiedLink() {
  return withBrowser(async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
    await openApp(page, server.url);
    await enterPuzzle(page, wikipedia.puzzle);
    await waitForBoard(page, wikipedia.puzzle);
    await chooseEngine(page, 'csp');
    await page.getByLabel('Seed', { exact: true }).fill('4242');
    assert.match(await solve(page), /^Solved in/);
    await showTab(page, 'Share');
    await ui.button(page, 'Copy link').click();
    return waitUntil(
      async () => {
        const text = await page.evaluate(() => navigator.clipboard.readText());
        return text.startsWith(server.url) ? text : undefined;
      },
      { describe: () => 'a link to the app in the clipboard' },
    );
  });
}

test('a copied link opens the same puzzle, engine, seed and solution in a fresh browser', async () => {
  const link = await copiedLink();
  assert.ok(new URL(link).hash.length > 81, `the state travels in the fragment: ${link}`);
  await withBrowser(async ({ page }) => {
    await openApp(page, link);
    await waitForBoard(page, wikipedia.solution);
    const { kinds } = await readBoard(page);
    [...wikipedia.puzzle].forEach((ch, cell) => assert.equal(kinds[cell], ch === '.' ? 'solved' : 'given', `cell ${cell + 1}`));
    assert.equal(await ui.engine(page).inputValue(), 'csp');
    assert.equal(await page.getByLabel('Seed', { exact: true }).inputValue(), '4242');
    // The linked puzzle is analysed as a pasted one is: its rating arrives
    // (it stayed "pending" when opening the link lost the worker's start).
    await showTab(page, 'Ratings');
    const rating = await waitUntil(async () => {
      const text = await page.locator('#rating-se .value').textContent().catch(() => null);
      return text && !text.startsWith('pending') ? text : undefined;
    }, { timeout: 30_000, describe: () => "the linked puzzle's SE rating" });
    assert.match(rating, /^\d+\.\d \//);
  });
});

/** Opens `href` in a fresh browser; returns the first alert's text and the board. */
function openTampered(href) {
  return withBrowser(async ({ page }) => {
    await openApp(page, href);
    const message = await waitUntil(
      async () => {
        const alert = ui.alert(page);
        return (await alert.count()) ? ((await alert.first().textContent()) ?? '').trim() : undefined;
      },
      { describe: () => 'a message about the link' },
    );
    return { message, board: await readBoard(page) };
  });
}

test('a tampered link shows a clear message instead of a wrong puzzle or solution', async () => {
  const link = await copiedLink();
  const { hash } = new URL(link);
  assert.match(hash, /[#&]p=[1-9.]{81}(&|$)/);
  assert.match(hash, /&s=[1-9]{81}(&|$)/);

  // The first given 5 becomes a 6, which row 2 already has in its first cell.
  const badPuzzle = await openTampered(link.replace(/([#&]p=)5/, (_, key) => `${key}6`));
  assert.match(badPuzzle.message, /link/i);
  assert.notEqual(badPuzzle.board.digits.slice(0, 9), '63..7....');

  // A solution that does not fit the puzzle: its first digit (5, a given) becomes 6.
  const badSolution = await openTampered(link.replace(/(&s=)5/, (_, key) => `${key}6`));
  assert.match(badSolution.message, /solution/i);
  assert.equal(badSolution.board.digits, wikipedia.puzzle, 'the puzzle opens without the forged solution');
  assert.ok(!badSolution.board.kinds.includes('solved'));
});

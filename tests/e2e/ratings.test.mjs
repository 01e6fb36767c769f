// The Difficulty panel shows the command line's numbers: `sudoku rate
// --json --harmony` on the same puzzle gives the same SE figures and
// hardest step, HoDoKu level and score, CSP class and guesses, and harmony
// level and DC, for a classic 9x9 and a killer (whose harmony level the
// panel now reads too). A screenshot of the killer's panel at 1280 px.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  openAppForEachTest, readPuzzles, enterPuzzle, waitUntil, shapeLine, showTab, sudokuCli, REPO_ROOT,
} from './helpers.mjs';

const app = openAppForEachTest();

/** The panel's reading `id` once it is no longer pending. */
function reading(page, id, ready) {
  return waitUntil(async () => {
    const text = await page.locator(`#${id} .value`).textContent().catch(() => null);
    return text && ready(text) ? text : undefined;
  }, { timeout: 60_000, describe: () => `the reading ${id}` });
}

/** What the panel should say, from the command line's JSON rating. */
function expected(rating) {
  const se = `${rating.er.toFixed(1)} / ${rating.ep.toFixed(1)} / ${rating.ed.toFixed(1)} (${rating.hardest})`;
  const hodoku = `${rating.hodoku.level} (${rating.hodoku.score} points)`;
  const { csp } = rating;
  const guesses = csp.complete ? `${csp.guesses} guesses` : `at least ${csp.guesses} guesses`;
  const { harmony } = rating;
  return {
    se,
    hodoku,
    csp: `${csp.class} (${guesses})`,
    harmony: `level ${harmony.level} (${harmony.name}) of 5, DC ${harmony.dc.toFixed(2)}`,
  };
}

const PUZZLES = [
  ['a classic 9x9 of SE 7 and up', readPuzzles('se_rated_computed.txt').find((entry) => Number(entry.rating) >= 7).puzzle],
  ['a killer', shapeLine('killer_9x9.txt', 0)],
];

for (const [name, puzzle] of PUZZLES) {
  test(`the Difficulty panel shows the command line's rating of ${name}`, async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 900 });
    const cli = JSON.parse(sudokuCli(['rate', '--json', '--harmony', '-'], puzzle));
    const want = expected(cli);
    await enterPuzzle(page, puzzle);
    await showTab(page, 'Ratings');
    const shown = {
      se: await reading(page, 'rating-se', (text) => !text.startsWith('pending')),
      hodoku: await reading(page, 'rating-hodoku', (text) => /points/.test(text)),
      csp: await reading(page, 'rating-csp', (text) => /guesses/.test(text)),
      harmony: await reading(page, 'rating-harmony', (text) => text.startsWith('level')),
    };
    assert.deepEqual(shown, want);
    if (name === 'a killer') {
      const shots = join(REPO_ROOT, 'target', 'e2e-screenshots');
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, 'ratings-killer-1280.png') });
    }
  });
}

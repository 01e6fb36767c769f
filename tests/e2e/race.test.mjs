// The race view: several engines on one puzzle at once, each in its own
// worker, each with a live lane; a table ranks the finishers; Stop ends
// every run within a second; a share link brings the lineup back.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  openAppForEachTest, launchBrowser, readPuzzles, enterPuzzle, waitForBoard, chooseEngine, ui, waitUntil, showTab,
  shapeLine, solve, cellLabels
} from './helpers.mjs';

const app = openAppForEachTest();

const lanes = (page) => page.getByRole('list', { name: 'Lanes' }).getByRole('listitem');
const standings = (page) => page.getByRole('table', { name: 'Standings' }).locator('tbody tr');

/** The standings as arrays of cell texts. */
async function readStandings(page) {
  return standings(page).evaluateAll((rows) => rows.map((row) => [...row.cells].map((cell) => cell.textContent.trim())));
}

async function addToRace(page, engine, settings = async () => {}) {
  await showTab(page, 'Race');
  await chooseEngine(page, engine);
  await settings();
  await ui.button(page, 'Add to race').click();
}

test('three engines race in parallel workers, are ranked, and Stop ends the rest within a second', async () => {
  const { page, url } = app;
  await page.addInitScript(() => {
    window.__workers = 0;
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(...args) {
        super(...args);
        window.__workers += 1;
      }
    };
  });
  await page.goto(url);
  await ui.board(page).waitFor();
  const nugget = readPuzzles('famous.txt')[3];
  await enterPuzzle(page, nugget.puzzle);
  await waitForBoard(page, nugget.puzzle);
  await addToRace(page, 'fast');
  await addToRace(page, 'csp-mrv');
  // The paper's pure annealing, cooled so slowly that it is still running when Stop comes.
  await addToRace(page, 'anneal', async () => {
    const propagate = page.getByLabel('propagate', { exact: true });
    if (await propagate.isChecked()) await propagate.uncheck();
    await page.getByLabel('cooling', { exact: true }).fill('0.99999');
    await page.getByLabel('Time limit (s)', { exact: true }).fill('');
  });
  assert.equal(await page.getByRole('list', { name: 'Lineup' }).getByRole('listitem').count(), 3);

  await ui.button(page, 'Race').click();
  await waitUntil(async () => (await lanes(page).count()) === 3, { describe: () => 'three lanes' });
  assert.equal(await page.locator('.mini-board').count(), 3, 'a live board per run');
  // fast and csp-mrv solve Golden Nugget in well under a second; anneal keeps going.
  const table = await waitUntil(async () => {
    const rows = await readStandings(page);
    return rows.filter((row) => row[0] !== '—').length === 2 ? rows : undefined;
  }, { timeout: 20_000, describe: async () => `two finishers (${JSON.stringify(await readStandings(page))})` });
  assert.deepEqual(table.map((row) => row[0]), ['1', '2', '—']);
  assert.deepEqual(table.slice(0, 2).map((row) => row[2]), ['solved', 'solved']);
  assert.match(table[2][1], /^anneal/);
  assert.equal(table[2][2], 'running');
  assert.ok(await page.evaluate(() => window.__workers) >= 2, 'runs went to more than one worker');
  assert.equal((await readStandings(page)).length, 3);

  const stopped = Date.now();
  await ui.button(page, 'Stop').click();
  await waitUntil(async () => (await page.locator('.lane.running').count()) === 0, { timeout: 1_000, describe: () => 'every lane stopped' });
  const stopMs = Date.now() - stopped;
  console.log(`race: Stop ended every run in ${stopMs} ms; workers created: ${await page.evaluate(() => window.__workers)}`);
  assert.match((await readStandings(page))[2][2], /^stopped/);
  assert.ok(await ui.button(page, 'Race').isEnabled());

  // A share link brings the lineup back in another browser (a fresh profile).
  await showTab(page, 'Share');
  await ui.button(page, 'Copy link').click();
  const link = await page.evaluate(() => window.location.href);
  const other = await launchBrowser();
  try {
    await other.page.goto(link);
    await ui.board(other.page).waitFor();
    const lineup = await other.page.getByRole('list', { name: 'Lineup' }).getByRole('listitem').allTextContents();
    assert.equal(lineup.length, 3);
    // propagate=false is the default (the paper's form), so it is not listed.
    assert.match(lineup[2], /anneal · cooling=0\.99999 · seed \d+/);
  } finally {
    await other.close();
  }
});

test('logic solves a killer by logic, alone and in a race, in the analysis worker\'s build', async () => {
  const { page, url } = app;
  await page.addInitScript(() => {
    window.__builds = [];
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(script, options) {
        super(script, options);
        window.__builds.push(options?.name);
      }
    };
  });
  await page.goto(url);
  await ui.board(page).waitFor();
  const line = shapeLine('killer_9x9.txt', 0);
  const solution = line.split(',').at(-1);
  await enterPuzzle(page, line);
  await waitUntil(async () => (await cellLabels(page)).length === 81, { describe: () => '81 cells' });
  await chooseEngine(page, 'logic');
  assert.equal(await page.locator('.engine-refusal').count(), 0, 'logic takes a killer');
  assert.match(await solve(page), /^Solved in/);
  const digit = (label) => /^Row \d, Column \d, (?:given|entered|solved|tentative) (\d)/.exec(label)?.[1] ?? '.';
  const digits = (await cellLabels(page)).map(digit).join('');
  assert.equal(digits, solution, 'the file\'s solution');

  await addToRace(page, 'logic');
  await addToRace(page, 'propagate');
  await ui.button(page, 'Race').click();
  const table = await waitUntil(async () => {
    const rows = await readStandings(page);
    return rows.length === 2 && rows.every((row) => row[0] !== '—') ? rows : undefined;
  }, { timeout: 30_000, describe: async () => `two finishers (${JSON.stringify(await readStandings(page))})` });
  assert.deepEqual(table.map((row) => row[2]), ['solved', 'solved']);
  const builds = await page.evaluate(() => window.__builds);
  assert.ok(builds.filter((name) => name === 'analysis').length >= 2, `logic ran in an analysis build beside the page's analyst: ${builds}`);
});

// New puzzle: the puzzle made in the browser's worker is the one
// `sudoku generate` makes for the same seed and options; it lands on the
// board with its ratings, Undo brings back the board before, Stop ends a
// long search at once and offers the closest puzzle. Prints the browser's
// time to a puzzle of each level and its puzzles a second beside the
// native CLI's (GEN_BENCH_COUNT puzzles a level, 20 by default).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  openAppForEachTest, readPuzzles, enterPuzzle, waitForBoard, readBoard, waitUntil, ui, REPO_ROOT, showTab, warmWorkers,
} from './helpers.mjs';

const app = openAppForEachTest();
const WIKI = readPuzzles('famous.txt')[0];

function cli() {
  execFileSync('cargo', ['build', '--release', '--quiet', '-p', 'sudoku-cli'], { cwd: REPO_ROOT, stdio: 'inherit', timeout: 900_000 });
  return join(REPO_ROOT, 'target', 'release', 'sudoku');
}

const SHOTS = join(REPO_ROOT, 'target', 'e2e-screenshots');

/** Screenshots of the panel at phone and desktop widths; the page must not overflow. */
async function shoot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    assert.ok(scroll <= client, `at ${width} px the page is ${scroll} px wide`);
    await page.locator('.generator').screenshot({ path: join(SHOTS, `generator-${name}-${width}.png`) });
  }
}

const status = (page) => page.locator('.generator .gen-status').innerText();
const waitForStatus = (page, pattern, timeout = 30_000) => waitUntil(async () => {
  const text = await status(page).catch(() => '');
  return pattern.test(text) ? text : undefined;
}, { timeout, describe: async () => `the generator's status to match ${pattern} (now "${await status(page).catch(() => '')}")` });
const seError = async (page) => {
  const text = await page.locator('#rating-se .value').textContent().catch(() => '');
  return /^\d+\.\d/.exec(text ?? '')?.[0];
};

test('New puzzle makes the CLI\'s puzzle for the same seed, rated, and Undo brings back the board before', async () => {
  const { page } = app;
  await enterPuzzle(page, WIKI.puzzle);
  await waitForBoard(page, WIKI.puzzle);
  await showTab(page, 'Generate');
  await page.locator('#gen-difficulty').selectOption('hard');
  await page.locator('#gen-symmetry').selectOption('rotational-90');
  await page.locator('#gen-seed').fill('2026');
  await ui.button(page, 'New puzzle').click();
  const made = await waitForStatus(page, /^Made in/);
  const [puzzle, , er] = execFileSync(cli(), ['generate', '--seed', '2026', '--level', 'hard', '--symmetry', 'rotational-90', '--count', '1'], { encoding: 'utf8' })
    .trim().split(',');
  await waitForBoard(page, puzzle);
  assert.match(made, new RegExp(`SE ${er.replace('.', '\\.')} \\(Hard\\)`));
  assert.equal(await page.locator('.gen-command').innerText(), 'sudoku generate --seed 2026 --level hard --symmetry rotational-90');
  assert.equal(await page.locator('#gen-seed').inputValue(), '2027', 'the next puzzle is a new one');
  await waitUntil(async () => (await seError(page)) === er, { describe: async () => `the ratings panel to read ER ${er} (reads ${await seError(page)})` });
  await shoot(page, 'made');
  await ui.button(page, 'Undo').click();
  await waitForBoard(page, WIKI.puzzle);
});

test('Stop ends a long search at once and the closest puzzle can be used', async () => {
  const { page } = app;
  await showTab(page, 'Generate');
  await page.locator('#gen-difficulty').selectOption('se');
  await page.locator('#gen-se').fill('11.8-12.0');
  await ui.button(page, 'New puzzle').click();
  await waitForStatus(page, /^Making a puzzle of SE 11\.8-12\.0: \d+ tries, closest so far SE/);
  await shoot(page, 'running');
  const asked = Date.now();
  await ui.button(page, 'Stop generating').click();
  const stopped = await waitForStatus(page, /^Stopped after \d+ tries; the closest was rated/, 30_000);
  const took = Date.now() - asked;
  const er = /rated (\d+\.\d)/.exec(stopped)[1];
  const before = (await readBoard(page)).digits;
  await ui.button(page, 'Use the closest puzzle').click();
  await waitUntil(async () => (await readBoard(page)).digits !== before, { describe: () => 'the closest puzzle on the board' });
  await waitUntil(async () => (await seError(page)) === er, { describe: async () => `ER ${er} in the ratings panel (reads ${await seError(page)})` });
  console.log(`# generator stop answered in ${took} ms`);
});

test('on a 16x16 X board New puzzle makes the CLI\'s 16x16 X for the same seed; a killer without givens comes with its cages', { timeout: 120_000 }, async () => {
  const { page } = app;
  await enterPuzzle(page, `123456789ABCDEFG${'.'.repeat(240)};x`);
  await waitUntil(async () => (await ui.cells(page).count()) === 256, { describe: () => 'a 16x16 board' });
  await showTab(page, 'Generate');
  assert.match(await page.locator('#gen-shape option:checked').innerText(), /^Like the board: 16x16/);
  await page.locator('#gen-difficulty').selectOption('any');
  await page.locator('#gen-seed').fill('7');
  await ui.button(page, 'New puzzle').click();
  const made = await waitForStatus(page, /^Made in/, 60_000);
  const command = await page.locator('.gen-command').innerText();
  assert.equal(command, 'sudoku generate --seed 7 --shape 16x16 --variant x --symmetry rotational-180');
  const [line] = execFileSync(cli(), command.split(' ').slice(1).concat(['--count', '1']), { encoding: 'utf8' }).trim().split('\n');
  const [puzzle, , er] = line.split(',');
  await waitUntil(async () => (await ui.puzzleInput(page).inputValue()) === puzzle, {
    describe: async () => `the CLI's ${puzzle} in the Puzzle box (${await ui.puzzleInput(page).inputValue()})`,
  });
  assert.match(made, /givens/);
  await waitUntil(async () => (await seError(page)) === er, { describe: async () => `the made 16x16 rated ER ${er}, as the CLI rates it (reads ${await seError(page)})` });
  await shoot(page, 'sixteen');
  await page.locator('#gen-shape').selectOption('classic');
  await page.locator('#gen-killer').check();
  await page.locator('#gen-no-givens').check();
  await ui.button(page, 'New puzzle').click();
  await waitForStatus(page, /^Made in/, 60_000);
  await waitUntil(async () => (await ui.cells(page).count()) === 81, { describe: () => 'a 9x9 board' });
  await waitUntil(async () => (await page.locator('.cage-sum').count()) > 10, { describe: () => 'cage sums drawn' });
  const killerCommand = await page.locator('.gen-command').innerText();
  assert.equal(killerCommand, 'sudoku generate --seed 8 --killer --no-givens');
  assert.ok((await ui.puzzleInput(page).inputValue()).startsWith(`${'.'.repeat(81)};cage=`), 'a killer without givens');
  const [killerLine] = execFileSync(cli(), killerCommand.split(' ').slice(1).concat(['--count', '1']), { encoding: 'utf8' }).trim().split('\n');
  assert.equal(await ui.puzzleInput(page).inputValue(), killerLine.split(',')[0], 'the command line makes the same killer');
  await shoot(page, 'killer');
});

test('a range that does not read says so and starts nothing', async () => {
  const { page } = app;
  await showTab(page, 'Generate');
  await page.locator('#gen-difficulty').selectOption('se');
  await page.locator('#gen-se').fill('9.5-7');
  await ui.button(page, 'New puzzle').click();
  const text = await waitForStatus(page, /^SE range:/);
  assert.match(text, /backwards/);
  assert.equal(await ui.button(page, 'Stop generating').count(), 0);
});

/** Median, 90th percentile and slowest of `sudoku generate --jobs 1` per puzzle, in ms. */
function nativeTimes(args, n) {
  const out = execFileSync(cli(), ['generate', '--json', '--jobs', '1', '--seed', '1', '--count', String(n), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 28 });
  const times = out.trim().split('\n').map((line) => JSON.parse(line).millis).sort((a, b) => a - b);
  const at = (share) => times[Math.round((times.length - 1) * share)];
  return { median_ms: at(0.5), p90_ms: at(0.9), max_ms: at(1), total_ms: times.reduce((a, b) => a + b, 0), made: times.length };
}

test('time to a puzzle of each level, in the worker and natively', { timeout: 900_000 }, async () => {
  const { page } = app;
  const count = Number(process.env.GEN_BENCH_COUNT ?? 20);
  const hardCount = Number(process.env.GEN_BENCH_HARD_COUNT ?? Math.ceil(count / 4));
  await page.waitForFunction(() => typeof window.sudokuLabGenerateBench === 'function');
  await warmWorkers(page);
  // A first batch lets the browser optimise the generator's code, which the
  // workers kept by `warmWorkers` then hold for every later bench worker.
  await page.evaluate(() => window.sudokuLabGenerateBench('unrated', 'none', 2000, 99));
  const rows = [];
  const perSecond = (times) => (times.made / times.total_ms * 1000).toFixed(0);
  for (const [target, args, n] of [['unrated', ['--unrated'], count * 50], ['any', [], count * 10]]) {
    const browser = await page.evaluate(([t, k]) => window.sudokuLabGenerateBench(t, 'none', k, 1), [target, n]);
    assert.equal(browser.made, n);
    const native = nativeTimes(args, n);
    rows.push(`no target, ${target.padEnd(7)} n=${n}: browser ${perSecond(browser)}/s, native ${perSecond(native)}/s`);
  }
  const ms = (times) => `${times.median_ms.toFixed(1)} / ${times.p90_ms.toFixed(1)} / ${times.max_ms.toFixed(0)}`;
  rows.push('target     n     browser median / p90 / max ms   native median / p90 / max ms   median ratio');
  for (const [target, args, n] of [['easy', ['--level', 'easy'], count], ['medium', ['--level', 'medium'], count], ['hard', ['--level', 'hard'], count], ['unfair', ['--level', 'unfair'], count], ['extreme', ['--level', 'extreme'], count], ['9.0-20.0', ['--se', '9.0-20.0'], hardCount]]) {
    const browser = await page.evaluate(([t, k]) => window.sudokuLabGenerateBench(t, 'none', k, 1), [target, n]);
    assert.equal(browser.made, n, `every ${target} puzzle made`);
    const native = nativeTimes(args, n);
    rows.push(`${target.padEnd(9)} ${String(n).padStart(4)}   ${ms(browser).padEnd(30)} ${ms(native).padEnd(30)} ${(browser.median_ms / native.median_ms).toFixed(2)}`);
  }
  console.log(`# seed 1, one puzzle after another, one core each:\n# ${rows.join('\n# ')}`);
});

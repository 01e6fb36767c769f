// What a long run costs the UI thread: a 10 s anneal run streams progress
// messages from the worker; the main thread's task time (Chrome's own
// accounting, through the DevTools Performance domain) divided by the
// messages it received is the UI cost per progress message. Printed so that
// builds can be compared; the assertion only catches a UI that could not
// keep up with 15 messages a second.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  openAppForEachTest, readPuzzles, enterPuzzle, waitForBoard, waitForStatus, chooseEngine, ui,
} from './helpers.mjs';

const app = openAppForEachTest();

/** Counts messages from every Worker the page creates, in `window.__workerMessages`. */
function countWorkerMessages() {
  window.__workerMessages = 0;
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => { window.__workerMessages += 1; });
    }
  };
}

/** The main thread's cumulative task, script, style and layout time, in ms. */
async function mainThreadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return {
    task: value('TaskDuration'),
    script: value('ScriptDuration'),
    style: value('RecalcStyleDuration'),
    layout: value('LayoutDuration'),
  };
}

test('a 10 s anneal run costs the UI thread little per progress message', async () => {
  const { page, url } = app;
  await page.addInitScript(countWorkerMessages);
  await page.goto(url);
  await ui.board(page).waitFor();
  const nugget = readPuzzles('famous.txt')[3];
  await enterPuzzle(page, nugget.puzzle);
  await waitForBoard(page, nugget.puzzle);
  await chooseEngine(page, 'anneal');
  // The pure form cooled so slowly that the search stays busy all along.
  const propagate = page.getByLabel('propagate', { exact: true });
  if (await propagate.isChecked()) await propagate.uncheck();
  await page.getByLabel('cooling', { exact: true }).fill('0.99999');
  await page.getByLabel('Seed', { exact: true }).fill('1');
  await page.getByLabel('Time limit (s)', { exact: true }).fill('');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await ui.button(page, 'Solve').click();
  await waitForStatus(page, /^Running anneal/);
  const before = await mainThreadTime(cdp);
  const messagesBefore = await page.evaluate(() => window.__workerMessages);
  await page.waitForTimeout(10_000);
  const after = await mainThreadTime(cdp);
  const messages = (await page.evaluate(() => window.__workerMessages)) - messagesBefore;
  await ui.button(page, 'Stop').click();
  await waitForStatus(page, /^Stopped/);

  const per = (key) => (after[key] - before[key]) / messages;
  const perMessage = per('task');
  console.log(
    `UI thread over 10 s of anneal: ${messages} worker messages; per message ` +
      `${perMessage.toFixed(2)} ms task time, of which ${per('script').toFixed(2)} ms script, ` +
      `${per('style').toFixed(2)} ms style and ${per('layout').toFixed(2)} ms layout`,
  );
  assert.ok(messages >= 20, `only ${messages} progress messages in 10 s`);
  // Goal: under 20 ms (printed above); on a loaded machine a task takes
  // longer, so only a UI that spends far more than that per message fails.
  assert.ok(perMessage < 100, `${perMessage.toFixed(1)} ms of UI time per progress message`);
});

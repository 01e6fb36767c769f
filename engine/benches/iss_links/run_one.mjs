// Run Interactive Sudoku Solver (ISS) on one puzzle, from node.
//
//   node run_one.mjs <count|candidates> <f-puzzles link | plain puzzle line>
//   node run_one.mjs convert <link>      (print the ISS constraint string only)
//   node run_one.mjs build <link>        (translate, parse and build; no solving)
//   node run_one.mjs solve <link>        (first solution as a digit string, for checking)
//
// Prints one JSON line. ISS (sigh/Interactive-Sudoku-Solver) has no f-puzzles
// importer of its own, so the f-puzzles JSON is translated here into ISS's
// constraint string format and parsed with SudokuParser.parseString.
// ms = the solver's own Timer (SudokuSolver.state().timeMs), which covers only
// countSolutions / solveAllPossibilities; build_ms = parse + translate +
// SudokuBuilder.build (handler construction), measured here.
globalThis.self ??= globalThis;
globalThis.VERSION_PARAM ??= '';
self.VERSION_PARAM ??= '';

const out = (o) => { process.stdout.write(JSON.stringify(o) + '\n'); };
process.on('uncaughtException', (e) => { out({ error: String(e && e.message || e) }); process.exit(0); });
process.on('unhandledRejection', (e) => { out({ error: String(e && e.message || e) }); process.exit(0); });

import { createRequire } from 'node:module';

// ISS's `js/` folder; lz-string is installed beside the checkout
// (`npm install lz-string` in the folder that holds it).
const SRC = process.env.ISS_SRC || '/tmp/iss/src/js/';
const LZString = createRequire(SRC)('lz-string');

const t0 = performance.now();
const { SudokuParser } = await import(SRC + 'sudoku_parser.js');
const { SudokuBuilder } = await import(SRC + 'solver/sudoku_builder.js');
const { SudokuConstraint } = await import(SRC + 'sudoku_constraint.js');
const { CellGeometry } = await import(SRC + 'cell_geometry.js');
const import_ms = performance.now() - t0;

// Keys that only draw things (or carry metadata) in f-puzzles.
const COSMETIC = new Set([
  'size', 'title', 'author', 'ruleset', 'grid', 'solution', 'text', 'line',
  'circle', 'rectangle', 'cage', 'disabledlogic', 'truecandidatesoptions',
  'fogofwar', 'highlightConflicts', 'version', 'cellColors',
]);

function fpuzzlesToIss(j) {
  const N = j.size;
  const geometry = CellGeometry.fromGridSize(N);
  const parts = [];
  const push = (s) => parts.push(s);
  const cellRC = (id) => {
    const m = /^R(\d+)C(\d+)$/i.exec(id);
    if (!m) throw Error('bad cell id ' + id);
    return [+m[1], +m[2]];  // 1-based, may be 0 or N+1 for outside clues
  };
  const cid = (id) => { const [r, c] = cellRC(id); return geometry.makeCellId(r - 1, c - 1); };
  const join = (cells) => cells.map(cid).join('~');
  const lines = (key, fn) => { for (const o of j[key] || []) for (const l of o.lines || []) fn(l, o); };
  const pairKey = (fn) => SudokuConstraint.Pair.fnToKey(fn, N);
  const pair = (fn, cells) => push(new SudokuConstraint.Pair(pairKey(fn), '', ...cells.map(cid)).toString());

  if (N !== 9) push(`.Shape~${N}x${N}`);

  // Grid: givens, given pencil marks, regions.
  let hasRegions = false;
  // f-puzzles' default regions (height x width); prime sizes default to rows.
  const [bh, bw] = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 10: [2, 5], 12: [3, 4], 14: [2, 7], 15: [3, 5], 16: [4, 4] }[N] || [1, N];
  const layout = [];
  for (let r = 0; r < N; r++) for (let c = 0; c < N; c++) {
    const cell = (j.grid && j.grid[r] && j.grid[r][c]) || {};
    const id = geometry.makeCellId(r, c);
    if (cell.given && cell.value) push(`.~${id}_${cell.value}`);
    else if (cell.givenPencilMarks && cell.givenPencilMarks.length) push(`.~${id}_${cell.givenPencilMarks.join('_')}`);
    let reg;
    if (cell.region !== undefined && cell.region !== null) { hasRegions = true; reg = cell.region; }
    else reg = bh ? Math.floor(r / bh) * (N / bw) + Math.floor(c / bw) : 0;
    layout.push(reg);
  }
  if (hasRegions) {
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    push('.NoBoxes');
    push(`.Jigsaw~${layout.map(x => chars[x]).join('')}`);
  } else if (bh === 1) {
    push('.NoBoxes');  // rows as regions add nothing
  }

  if (j['diagonal+']) push('.Diagonal~1');
  if (j['diagonal-']) push('.Diagonal~-1');
  if (j.antiknight) push('.AntiKnight');
  if (j.antiking) push('.AntiKing');
  if (j.disjointgroups) push('.DisjointSets');

  // Kropki / XV and their negatives.
  const pk = (a, b) => [a, b].sort().join('|');
  const neg = new Set(j.negative || []);
  const white = new Set(), black = new Set(), xvSet = new Set();
  for (const d of j.difference || []) {
    white.add(pk(...d.cells));
    const v = d.value ? +d.value : 1;
    if (v === 1) push(`.WhiteDot~${join(d.cells)}`);
    else pair((a, b) => Math.abs(a - b) === v, d.cells);
  }
  for (const d of j.ratio || []) {
    black.add(pk(...d.cells));
    const v = d.value ? +d.value : 2;
    if (v === 2) push(`.BlackDot~${join(d.cells)}`);
    else pair((a, b) => a === b * v || b === a * v, d.cells);
  }
  for (const d of j.xv || []) {
    xvSet.add(pk(...d.cells));
    const v = String(d.value).toUpperCase();
    if (v === 'X') push(`.X~${join(d.cells)}`);
    else if (v === 'V') push(`.V~${join(d.cells)}`);
    else throw Error('unknown xv value ' + d.value);
  }
  const adjPairs = [];
  for (let r = 1; r <= N; r++) for (let c = 1; c <= N; c++) {
    if (c < N) adjPairs.push([`R${r}C${c}`, `R${r}C${c + 1}`]);
    if (r < N) adjPairs.push([`R${r}C${c}`, `R${r + 1}C${c}`]);
  }
  const nonconsec = !!j.nonconsecutive;
  const negRatio = neg.has('ratio');
  if (nonconsec && negRatio) push('.StrictKropki');
  else {
    if (nonconsec) {
      if (!white.size) push('.AntiConsecutive');
      else for (const p of adjPairs) if (!white.has(pk(...p))) pair((a, b) => Math.abs(a - b) !== 1, p);
    }
    if (negRatio) for (const p of adjPairs) if (!black.has(pk(...p))) pair((a, b) => a !== 2 * b && b !== 2 * a, p);
  }
  if (neg.has('xv')) push('.StrictXV');
  for (const n of neg) if (n !== 'ratio' && n !== 'xv') throw Error('unsupported negative: ' + n);

  // Lines.
  lines('thermometer', (l) => push(`.Thermo~${join(l)}`));
  lines('slowthermometer', (l) => pair((a, b) => a <= b, l));
  lines('renban', (l) => push(`.Renban~${join(l)}`));
  lines('whispers', (l, o) => push(`.Whisper~${o.value ? +o.value : 5}~${join(l)}`));
  lines('betweenline', (l) => push(`.Between~${join(l)}`));
  lines('entropicline', (l) => push(`.Entropic~${join(l)}`));
  lines('zipperline', (l) => push(`.Zipper~${join(l)}`));
  lines('regionsumline', (l) => push(`.RegionSumLine~${join(l)}`));
  lines('palindrome', (l) => push(`.Palindrome~${join(l)}`));

  // Arrows: each line sums to the circle (a multi-cell circle is a 2/3-digit pill).
  for (const a of j.arrow || []) {
    const circle = a.cells;
    const circleSet = new Set(circle);
    for (const l of a.lines || []) {
      const body = l.filter(c => !circleSet.has(c));
      if (!body.length) continue;
      if (circle.length === 1) push(`.Arrow~${join([circle[0], ...body])}`);
      else {
        const pill = [...circle].sort((x, y) => { const [r1, c1] = cellRC(x), [r2, c2] = cellRC(y); return r1 - r2 || c1 - c2; });
        push(`.PillArrow~${circle.length}~${join([...pill, ...body])}`);
      }
    }
  }

  for (const k of j.killercage || []) {
    if (k.cells.length === 1) { if (k.value) push(`.~${cid(k.cells[0])}_${k.value}`); continue; }
    push(`.Cage~${k.value ?? ''}~${join(k.cells)}`);
  }

  for (const lk of j.littlekillersum || []) {
    if (lk.value === undefined || lk.value === '') continue;
    push(SudokuConstraint.LittleKiller.fromCells(+lk.value, lk.cells.map(cid), geometry).toString());
  }

  // Outside clues on a whole row/column.
  const outside = (key, cls) => {
    for (const o of j[key] || []) {
      if (o.value === undefined || o.value === '') continue;
      const [r, c] = cellRC(o.cell);
      let id, fwd;
      if (r === 0) { id = `C${c}`; fwd = true; }
      else if (r === N + 1) { id = `C${c}`; fwd = false; }
      else if (c === 0) { id = `R${r}`; fwd = true; }
      else if (c === N + 1) { id = `R${r}`; fwd = false; }
      else throw Error(`${key} clue inside the grid: ${o.cell}`);
      if (cls === 'Sandwich') push(`.Sandwich~${o.value}~${id}`);
      else push(fwd ? `.${cls}~${id}~${o.value}~` : `.${cls}~${id}~~${o.value}`);
    }
  };
  outside('sandwichsum', 'Sandwich');
  outside('xsum', 'XSum');
  outside('skyscraper', 'Skyscraper');

  for (const q of j.quadruple || []) {
    const tl = [...q.cells].sort((x, y) => { const [r1, c1] = cellRC(x), [r2, c2] = cellRC(y); return r1 - r2 || c1 - c2; })[0];
    push(`.Quad~${cid(tl)}~${q.values.join('~')}`);
  }

  const vals = Array.from({ length: N }, (_, i) => i + 1);
  for (const o of j.odd || []) push(`.~${cid(o.cell)}_${vals.filter(v => v % 2).join('_')}`);
  for (const o of j.even || []) push(`.~${cid(o.cell)}_${vals.filter(v => !(v % 2)).join('_')}`);

  const orth = (id) => {
    const [r, c] = cellRC(id);
    return [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]]
      .filter(([a, b]) => a >= 1 && b >= 1 && a <= N && b <= N).map(([a, b]) => `R${a}C${b}`);
  };
  for (const o of j.maximum || []) for (const n of orth(o.cell)) push(`.GreaterThan~${cid(o.cell)}~${cid(n)}`);
  for (const o of j.minimum || []) for (const n of orth(o.cell)) push(`.GreaterThan~${cid(n)}~${cid(o.cell)}`);

  // Clones: cell-for-cell equal.
  for (const cl of j.clone || []) {
    if (cl.cells.length !== cl.cloneCells.length) throw Error('clone size mismatch');
    cl.cells.forEach((c, i) => { if (c !== cl.cloneCells[i]) push(`.SameValues~2~${cid(c)}~${cid(cl.cloneCells[i])}`); });
  }

  const HANDLED = new Set(['diagonal+', 'diagonal-', 'antiknight', 'antiking', 'disjointgroups',
    'difference', 'ratio', 'xv', 'negative', 'nonconsecutive', 'thermometer', 'slowthermometer',
    'renban', 'whispers', 'betweenline', 'entropicline', 'zipperline', 'regionsumline', 'palindrome',
    'arrow', 'killercage', 'littlekillersum', 'sandwichsum', 'xsum', 'skyscraper', 'quadruple',
    'odd', 'even', 'maximum', 'minimum', 'clone']);
  for (const k of Object.keys(j)) {
    if (COSMETIC.has(k) || HANDLED.has(k)) continue;
    const v = j[k];
    if (!v || (Array.isArray(v) && !v.length)) continue;
    throw Error('unsupported f-puzzles key: ' + k);
  }
  return parts.join('');
}

function toIssString(input) {
  const s = input.trim();
  const m = /[?&]load=([^&#\s]+)/.exec(s);
  if (m) {
    let payload = m[1];
    try { payload = decodeURIComponent(payload); } catch (e) { }
    const json = LZString.decompressFromBase64(payload);
    if (!json) throw Error('could not decompress f-puzzles payload');
    return { kind: 'fpuzzles', text: fpuzzlesToIss(JSON.parse(json)) };
  }
  if (/^https?:\/\//.test(s)) throw Error('unsupported link (only f-puzzles ?load= links)');
  return { kind: 'text', text: s };
}

const [mode, ...rest] = process.argv.slice(2);
let input = rest.join(' ');
if (!input || input === '-') input = (await import('node:fs')).readFileSync(0, 'utf8');
if (!['count', 'candidates', 'convert', 'build', 'solve'].includes(mode)) {
  out({ error: 'usage: node run_one.mjs <count|candidates|convert> <link-or-puzzle>' });
  process.exit(0);
}

try {
  const b0 = performance.now();
  const { kind, text } = toIssString(input);
  if (mode === 'convert') { out({ mode, iss: text }); process.exit(0); }
  const constraint = kind === 'fpuzzles' ? SudokuParser.parseString(text) : SudokuParser.parseText(text);
  const solver = SudokuBuilder.build(SudokuBuilder.resolveConstraint(constraint));
  const build_ms = performance.now() - b0;
  if (mode === 'build') { out({ mode, build_ms: +build_ms.toFixed(3) }); process.exit(0); }
  const w0 = performance.now();
  const res = { mode };
  if (mode === 'count') {
    res.solutions = solver.countSolutions(2);
  } else if (mode === 'solve') {
    const sol = solver.nthSolution(0);
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    res.solution = sol ? Array.from(sol.slice(0, solver.geometry().numGridCells), v => chars[v]).join('') : null;
  } else {
    const counts = solver.solveAllPossibilities();
    const g = solver.geometry();
    const n = g.numGridCells * g.numValues;
    let t = 0;
    for (let i = 0; i < n && i < counts.length; i++) if (counts[i] > 0) t++;
    res.true_candidates = t;
  }
  const wall = performance.now() - w0;
  const { timeMs, counters } = solver.state();
  if (mode === 'candidates') res.solutions = counters.solutions;
  Object.assign(res, {
    ms: +timeMs.toFixed(3), build_ms: +build_ms.toFixed(3), import_ms: +import_ms.toFixed(3),
    call_ms: +wall.toFixed(3), nodes: counters.nodesSearched, guesses: counters.guesses,
    backtracks: counters.backtracks, done: solver.state().done,
  });
  out(res);
} catch (e) {
  out({ error: String(e && e.message || e) });
}
process.exit(0);

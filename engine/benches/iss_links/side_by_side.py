#!/usr/bin/env python3
"""Our `sudoku` binary next to Interactive Sudoku Solver (ISS), puzzle by puzzle.

For each TSV row (header with id, rules, verdict, link) whose verdict is
`unique` or `several`, runs, alternating which goes first:
  ISS:  timeout <iss-timeout> node run_one.mjs <mode> <link>
        time = ISS's own solver clock (SudokuSolver.state().timeMs): the search
        only; node start-up, module import, link translation and the
        constraint build are left out (build_ms is kept in the TSV).
  ours: <ours> <mode> --time-limit <secs> -   (link on stdin)
        time = process wall time (time.perf_counter) less the process overhead,
        measured once at start as the best wall time on an already-solved
        classic line.
Best (minimum) time of each side over --passes runs is kept.

stdlib only.  Example:
  python3 side_by_side.py --passes 3 --out /tmp/iss/out.tsv \
      ../shared/data/links/published.tsv ../shared/data/links/iss_converted.tsv
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
DEFAULT_FILES = [os.path.join(REPO, '..', 'shared', 'data', 'links', 'published.tsv'),
                 os.path.join(REPO, '..', 'shared', 'data', 'links', 'iss_converted.tsv')]
SOLVED = ('534678912672195348198342567859761423426853791'
          '713924856961537284287419635345286179')
EXPECTED = {'unique': 1, 'several': 2}


def run_iss(args, link):
    cmd = ['timeout', str(args.iss_timeout), args.node, args.runner, args.mode, link]
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    wall = (time.perf_counter() - t0) * 1000
    if p.returncode == 124:
        return {'status': 'timeout', 'wall_ms': wall}
    line = next((l for l in p.stdout.splitlines() if l.startswith('{')), None)
    if line is None:
        return {'status': 'error', 'error': (p.stderr or p.stdout).strip()[-300:] or f'rc {p.returncode}'}
    j = json.loads(line)
    if 'error' in j:
        return {'status': 'error', 'error': j['error']}
    r = {'status': 'ok', 'ms': j['ms'], 'build_ms': j.get('build_ms'), 'wall_ms': wall,
         'nodes': j.get('nodes'), 'guesses': j.get('guesses'), 'solutions': j.get('solutions')}
    if args.mode == 'candidates':
        r['true_candidates'] = j.get('true_candidates')
    return r


def run_ours_raw(args, text, mode):
    cmd = [args.ours, mode, '--time-limit', str(args.time_limit)]
    if mode == 'candidates':
        cmd.append('--json')
    cmd.append('-')
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, input=text + '\n', capture_output=True, text=True,
                           timeout=args.time_limit + 30)
    except subprocess.TimeoutExpired:
        return None, (time.perf_counter() - t0) * 1000, 'killed'
    return p, (time.perf_counter() - t0) * 1000, None


def run_ours(args, link, overhead):
    p, wall, killed = run_ours_raw(args, link, args.mode)
    if killed:
        return {'status': 'timeout', 'wall_ms': wall}
    out = p.stdout.strip()
    ms = max(wall - overhead, 0.01)
    if args.mode == 'count':
        first = out.splitlines()[0].strip() if out else ''
        if first in ('0', '1', '2'):
            return {'status': 'ok', 'ms': ms, 'wall_ms': wall, 'solutions': int(first)}
        msg = first or p.stderr.strip()[-300:]
        return {'status': 'timeout' if 'time limit' in msg else 'error', 'error': msg, 'wall_ms': wall}
    try:
        j = json.loads(out.splitlines()[0])
    except (ValueError, IndexError):
        msg = out[:300] or p.stderr.strip()[-300:]
        return {'status': 'error', 'error': msg, 'wall_ms': wall}
    if 'cells' not in j:
        return {'status': 'error', 'error': out[:300], 'wall_ms': wall}
    r = {'status': 'ok' if j.get('complete', True) else 'timeout', 'ms': ms, 'wall_ms': wall,
         'solutions': j.get('solutions'),
         'true_candidates': sum(len(c) for c in j['cells'])}
    return r


def measure_overhead(args, runs=7):
    best = None
    for _ in range(runs):
        p, wall, _ = run_ours_raw(args, SOLVED, 'count')
        if p is None or p.stdout.strip() != '1':
            sys.exit(f'overhead probe failed: {p and (p.stdout + p.stderr)}')
        best = wall if best is None else min(best, wall)
    return best


def best_of(results):
    ok = [r for r in results if r['status'] == 'ok']
    if ok:
        b = min(ok, key=lambda r: r['ms'])
        b = dict(b, unstable=len({(r.get('solutions'), r.get('true_candidates')) for r in ok}) > 1)
        return b
    for s in ('timeout', 'error'):
        for r in results:
            if r['status'] == s:
                return r
    return results[0]


def fmt(x, nd=1):
    if x is None:
        return ''
    if isinstance(x, float):
        return f'{x:.{nd}f}'
    return str(x)


def summarize(rows, title, compact=False):
    both = [r for r in rows if r['iss']['status'] == 'ok' and r['ours']['status'] == 'ok']
    t_o = [r['id'] for r in rows if r['ours']['status'] == 'timeout']
    t_i = [r['id'] for r in rows if r['iss']['status'] == 'timeout']
    e_o = [r['id'] for r in rows if r['ours']['status'] == 'error']
    e_i = [r['id'] for r in rows if r['iss']['status'] == 'error']
    dis = [r['id'] for r in rows if r['agree'] == 'no']
    j = lambda xs: f'{len(xs)}' + (f' ({",".join(xs)})' if xs else '')
    st = {}
    if both:
        ratios = [r['ours']['ms'] / max(r['iss']['ms'], 0.001) for r in both]
        tot_o = sum(r['ours']['ms'] for r in both)
        tot_i = sum(r['iss']['ms'] for r in both)
        so = max(both, key=lambda r: r['ours']['ms'])
        si = max(both, key=lambda r: r['iss']['ms'])
        st = dict(faster=sum(1 for r in both if r['ours']['ms'] < r['iss']['ms']),
                  median=statistics.median(ratios), tot_o=tot_o, tot_i=tot_i,
                  ratio=tot_o / max(tot_i, 0.001), so=so, si=si)
    if compact:
        s = f'{title}: {len(rows)} puzzles, {len(both)} on both'
        if both:
            s += (f"; ours faster {st['faster']}/{len(both)}; median ours/ISS {st['median']:.2f}; "
                  f"total {st['tot_o']:.1f}/{st['tot_i']:.1f} ms = {st['ratio']:.2f}; "
                  f"slowest ours {st['so']['id']} {st['so']['ours']['ms']:.1f}, "
                  f"slowest ISS {st['si']['id']} {st['si']['iss']['ms']:.1f}")
        s += f'; timeouts ours {j(t_o)} ISS {j(t_i)}'
        if e_o or e_i:
            s += f'; errors ours {j(e_o)} ISS {j(e_i)}'
        s += f'; disagree {j(dis)}'
        return [s]
    lines = [f'{title}: {len(rows)} puzzles, {len(both)} timed on both sides']
    if both:
        lines.append(f"  ours faster on {st['faster']}/{len(both)}; median ours/ISS {st['median']:.2f}")
        lines.append(f"  total ours {st['tot_o']:.1f} ms / ISS {st['tot_i']:.1f} ms = {st['ratio']:.2f}")
        so, si = st['so'], st['si']
        lines.append(f'  slowest ours {so["id"]} {so["ours"]["ms"]:.1f} ms (ISS {so["iss"]["ms"]:.1f}); '
                     f'slowest ISS {si["id"]} {si["iss"]["ms"]:.1f} ms (ours {si["ours"]["ms"]:.1f})')
    lines.append(f'  timeouts ours {j(t_o)}; ISS {j(t_i)}')
    lines.append(f'  errors (not loaded / failed) ours {j(e_o)}; ISS {j(e_i)}')
    lines.append(f'  disagreements {j(dis)}')
    if rows and rows[0]['mode'] == 'count':
        bad = [r['id'] for r in rows if r['iss']['status'] == 'ok'
               and r['iss']['solutions'] != EXPECTED[r['verdict']]]
        bad_o = [r['id'] for r in rows if r['ours']['status'] == 'ok'
                 and r['ours']['solutions'] != EXPECTED[r['verdict']]]
        lines.append(f'  count vs verdict column: ISS off on {j(bad)}; ours off on {j(bad_o)}')
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('files', nargs='*', default=DEFAULT_FILES)
    ap.add_argument('--ours', default=os.path.join(REPO, 'target', 'release', 'sudoku'))
    ap.add_argument('--node', default='node')
    ap.add_argument('--runner', default=os.path.join(HERE, 'run_one.mjs'))
    ap.add_argument('--mode', choices=['count', 'candidates'], default='count')
    ap.add_argument('--passes', type=int, default=3)
    ap.add_argument('--ids', help='comma-separated ids, e.g. I002,L016')
    ap.add_argument('--time-limit', type=float, default=30, help='ours --time-limit (s)')
    ap.add_argument('--iss-timeout', type=float, default=60, help='ISS process timeout (s)')
    ap.add_argument('--out', default=os.path.join(HERE, 'side_by_side.tsv'))
    args = ap.parse_args()
    if args.time_limit == int(args.time_limit):
        args.time_limit = int(args.time_limit)

    ids = set(args.ids.split(',')) if args.ids else None
    todo = []
    for f in args.files:
        with open(f, newline='') as fh:
            for r in csv.DictReader(fh, delimiter='\t'):
                if r['verdict'] not in EXPECTED:
                    continue
                if ids is not None and r['id'] not in ids:
                    continue
                todo.append(r)
    if ids is not None:
        missing = ids - {r['id'] for r in todo}
        if missing:
            print('not found or not unique/several:', ','.join(sorted(missing)), file=sys.stderr)

    overhead = measure_overhead(args)
    print(f'ours process overhead (best of 7, solved classic line): {overhead:.1f} ms; '
          f'mode {args.mode}; passes {args.passes}; {len(todo)} puzzles', file=sys.stderr)

    rows = []
    for i, r in enumerate(todo):
        res = {'iss': [], 'ours': []}
        for p in range(args.passes):
            order = ['iss', 'ours'] if (i + p) % 2 == 0 else ['ours', 'iss']
            for side in order:
                res[side].append(run_iss(args, r['link']) if side == 'iss'
                                 else run_ours(args, r['link'], overhead))
        iss, ours = best_of(res['iss']), best_of(res['ours'])
        key = 'solutions' if args.mode == 'count' else 'true_candidates'
        if iss['status'] == 'ok' and ours['status'] == 'ok':
            agree = 'yes' if iss.get(key) == ours.get(key) else 'no'
        else:
            agree = ''
        row = {'id': r['id'], 'rules': r['rules'], 'verdict': r['verdict'], 'mode': args.mode,
               'iss': iss, 'ours': ours, 'agree': agree}
        rows.append(row)
        print(f"{r['id']:5} ISS {iss['status']:7} {fmt(iss.get('ms')):>9} ms  "
              f"ours {ours['status']:7} {fmt(ours.get('ms')):>9} ms  "
              f"{key} {iss.get(key)}/{ours.get(key)} agree={agree} "
              f"{iss.get('error', '') or ours.get('error', '')}", file=sys.stderr, flush=True)

    cols = ['id', 'rules', 'iss_ms', 'ours_ms', 'iss_solutions', 'ours_solutions', 'agree']
    if args.mode == 'candidates':
        cols += ['iss_true_candidates', 'ours_true_candidates']
    cols += ['verdict', 'iss_status', 'ours_status', 'iss_build_ms', 'iss_wall_ms', 'ours_wall_ms',
             'iss_nodes', 'iss_guesses', 'note']
    with open(args.out, 'w', newline='') as fh:
        w = csv.writer(fh, delimiter='\t', lineterminator='\n')
        w.writerow(cols)
        for row in rows:
            i, o = row['iss'], row['ours']
            note = '; '.join(x for x in (
                'ISS: ' + i['error'] if i.get('error') else '',
                'ours: ' + o['error'] if o.get('error') else '',
                'results varied between passes' if i.get('unstable') or o.get('unstable') else '') if x)
            vals = [row['id'], row['rules'], fmt(i.get('ms'), 3), fmt(o.get('ms'), 3),
                    fmt(i.get('solutions')), fmt(o.get('solutions')), row['agree']]
            if args.mode == 'candidates':
                vals += [fmt(i.get('true_candidates')), fmt(o.get('true_candidates'))]
            vals += [row['verdict'], i['status'], o['status'], fmt(i.get('build_ms'), 3),
                     fmt(i.get('wall_ms'), 1), fmt(o.get('wall_ms'), 1),
                     fmt(i.get('nodes')), fmt(i.get('guesses')), note]
            w.writerow(vals)

    out = [f'# mode {args.mode}, passes {args.passes}, best of each; ISS = its solver clock '
           f'(build excluded); ours = wall less {overhead:.1f} ms process overhead']
    out += summarize(rows, 'ALL')
    fams = {}
    for row in rows:
        for fam in (x.strip() for x in row['rules'].split(',')):
            fams.setdefault(fam, []).append(row)
    out.append('# by rule family (a puzzle counts in each of its families)')
    for fam in sorted(fams):
        out += summarize(fams[fam], fam, compact=True)
    print('\n'.join(out))
    print(f'per-puzzle TSV: {args.out}', file=sys.stderr)


if __name__ == '__main__':
    main()

"""Puzzle banks on Dask: rate or generate many puzzles across the workers of
a ``dask.distributed`` cluster, one output file per partition.

- :func:`rate_bank` rates every line of text files (or of a ``dask.bag`` of
  lines): one row per input line, with its source, line, label, puzzle and
  every rating column, or the command line's error for a bad line.
- :func:`generate_bank` makes ``count`` puzzles from a seed: puzzle ``i`` of
  a seed is the same whatever the partition that makes it, so the bank is
  the same on any number of workers and partitions.

Each partition is written atomically (a temporary file renamed into place);
a rerun skips the partitions already written, and a partition whose worker
is lost is run again by Dask. ``python -m sudoku_lab.bank --help`` runs the
same from a shell.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, Iterable, List, Optional, Sequence, Union

from . import _objects, _rate_args, _sudoku_lab, generate_many, rate_many

#: The columns of a rated bank, in order.
RATE_COLUMNS = [
    "source", "line", "label", "puzzle",
    "er", "ep", "ed", "hardest", "steps", "solved",
    "hodoku_score", "hodoku_level",
    "csp_class", "csp_guesses", "csp_complete",
    "harmony_level", "harmony_name", "harmony_dc",
    "families", "histogram", "error",
]

#: The columns of a generated bank, in order.
GENERATE_COLUMNS = [
    "index", "status", "puzzle", "solution", "givens",
    "er", "ep", "ed", "hardest", "level", "hodoku_score", "error",
]

#: Puzzles a rating partition holds by default: at about 2-5 ms a typical
#: puzzle, a few seconds of work, so the scheduler's per-task cost (a few
#: milliseconds) stays under 1% and a lost worker loses little.
DEFAULT_PARTITION_PUZZLES_RATED = 2000

#: Puzzles a generating partition makes by default (about 1 ms each rated).
DEFAULT_PARTITION_PUZZLES = 2000

FORMATS = ("csv", "parquet")


@dataclass
class BankReport:
    """What a bank run did: partitions written and skipped, rows, errors."""

    out: str
    written: List[str] = field(default_factory=list)
    skipped: List[str] = field(default_factory=list)
    rows: int = 0
    errors: int = 0
    seconds: float = 0.0

    def __str__(self) -> str:
        rate = self.rows / self.seconds if self.seconds > 0 else 0.0
        return (
            f"{len(self.written)} partitions written, {len(self.skipped)} already there, "
            f"{self.rows} rows ({self.errors} with an error) in {self.seconds:.1f} s "
            f"({rate:.0f} rows a second) into {self.out}"
        )


def _flat_rating(source: str, found: Dict[str, Any]) -> Dict[str, Any]:
    hodoku = found.get("hodoku") or {}
    csp = found.get("csp") or {}
    harmony = found.get("harmony") or {}
    as_json = lambda value: None if value is None else json.dumps(value, sort_keys=True)
    return {
        "source": source,
        "line": found.get("line"),
        "label": found.get("label"),
        "puzzle": found.get("puzzle"),
        "er": found.get("er"),
        "ep": found.get("ep"),
        "ed": found.get("ed"),
        "hardest": found.get("hardest"),
        "steps": found.get("steps"),
        "solved": found.get("solved"),
        "hodoku_score": hodoku.get("score"),
        "hodoku_level": hodoku.get("level"),
        "csp_class": csp.get("class"),
        "csp_guesses": csp.get("guesses"),
        "csp_complete": csp.get("complete"),
        "harmony_level": harmony.get("level"),
        "harmony_name": harmony.get("name"),
        "harmony_dc": harmony.get("dc"),
        "families": as_json(found.get("families")),
        "histogram": as_json(found.get("histogram")),
        "error": found.get("error"),
    }


def _flat_made(found: Dict[str, Any]) -> Dict[str, Any]:
    rating = found.get("rating") or {}
    hodoku = rating.get("hodoku") or {}
    return {
        "index": found.get("index"),
        "status": found.get("status"),
        "puzzle": found.get("puzzle"),
        "solution": found.get("solution"),
        "givens": found.get("givens"),
        "er": rating.get("er"),
        "ep": rating.get("ep"),
        "ed": rating.get("ed"),
        "hardest": rating.get("hardest"),
        "level": hodoku.get("level", rating.get("level")),
        "hodoku_score": hodoku.get("score"),
        "error": found.get("error") or (None if found.get("status") == "made" else f"not made: {found.get('status')}"),
    }


def _write_atomically(path: Path, columns: List[str], rows: List[Dict[str, Any]], fmt: str) -> None:
    """Writes ``rows`` to ``path`` through a temporary file renamed into
    place: a reader sees the whole partition or none of it."""
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        if fmt == "csv":
            with os.fdopen(handle, "w", newline="", encoding="utf-8") as file:
                writer = csv.DictWriter(file, fieldnames=columns)
                writer.writeheader()
                writer.writerows(rows)
        else:
            os.close(handle)
            import pyarrow as pa
            import pyarrow.parquet as pq

            table = pa.Table.from_pylist(rows, schema=_schema(columns, rows))
            pq.write_table(table, temporary)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def _schema(columns: List[str], rows: List[Dict[str, Any]]):
    """The Parquet schema: each column's type from its first value, text
    when a column has none (every partition then agrees)."""
    import pyarrow as pa

    types = {
        "line": pa.int64(), "index": pa.int64(), "steps": pa.int64(), "givens": pa.int64(),
        "hodoku_score": pa.int64(), "csp_guesses": pa.int64(), "harmony_level": pa.int64(),
        "er": pa.float64(), "ep": pa.float64(), "ed": pa.float64(), "harmony_dc": pa.float64(),
        "solved": pa.bool_(), "csp_complete": pa.bool_(),
    }
    return pa.schema([(name, types.get(name, pa.string())) for name in columns])


def _summary(name: str, rows: List[Dict[str, Any]], skipped: bool) -> Dict[str, Any]:
    errors = sum(1 for row in rows if row.get("error"))
    return {"name": name, "skipped": skipped, "rows": len(rows), "errors": errors}


def _partition(name: str, out: str, fmt: str, columns: List[str], make_rows) -> Dict[str, Any]:
    """Writes the rows ``make_rows()`` gives to ``out/name``, or, for a
    partition written before, only counts its rows and errors."""
    path = Path(out) / name
    if not path.exists():
        rows = make_rows()
        _write_atomically(path, columns, rows, fmt)
        return _summary(name, rows, skipped=False)
    if path.suffix == ".csv":
        with path.open(newline="", encoding="utf-8") as file:
            return _summary(name, list(csv.DictReader(file)), skipped=True)
    import pyarrow.parquet as pq

    return _summary(name, pq.read_table(path, columns=["error"]).to_pylist(), skipped=True)


def _rate_partition(name, source, first_line, lines, out, fmt, options) -> Dict[str, Any]:
    """Rates the puzzles of one partition's lines (from ``first_line`` of
    ``source``) into ``out/name``: a row per puzzle as the command line
    reads them."""

    def rows():
        # The part is numbered from its first line: the command's line
        # numbers, in its rows and its messages, are those of the whole file.
        text = "\n".join(lines) + "\n"
        found = _objects(_sudoku_lab.run(_rate_args(**options), text, first_line))
        return [_flat_rating(source, row) for row in found]

    return _partition(name, out, fmt, RATE_COLUMNS, rows)


def _bag_partition(name, lines, out, fmt, options) -> Dict[str, Any]:
    """Rates a bag's partition, each item a puzzle: a row per item, in order."""
    rows = lambda: [_flat_rating(name, row) for row in rate_many(list(lines), threads=1, **options)]
    return _partition(name, out, fmt, RATE_COLUMNS, rows)


def _generate_partition(name, first, count, out, fmt, options) -> Dict[str, Any]:
    """Makes puzzles ``first`` to ``first + count - 1`` of the seed into ``out/name``."""
    made = lambda: [_flat_made(found) for found in generate_many(count, first=first, threads=1, **options)]
    return _partition(name, out, fmt, GENERATE_COLUMNS, made)


def _client(client, workers: Optional[int], scheduler: Optional[str]):
    """The client to use, and whether this run made it (and closes it)."""
    if client is not None:
        return client, False
    from distributed import Client, LocalCluster

    if scheduler:
        return Client(scheduler), True
    cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1,
                           processes=True, dashboard_address=":0")
    return Client(cluster), True


def _run(tasks, out: str, client, workers, scheduler, show_progress: bool) -> BankReport:
    """Submits ``(function, key, args)`` tasks and gathers their summaries."""
    report = BankReport(out=out)
    started = time.perf_counter()
    client, owned = _client(client, workers, scheduler)
    try:
        # A dask.bag's partitions (delayed) are computed on the cluster.
        computed = lambda arg: client.compute(arg) if hasattr(arg, "__dask_graph__") else arg
        futures = [client.submit(function, *map(computed, args), key=key, pure=False, retries=3)
                   for function, key, args in tasks]
        if show_progress:
            from distributed import progress

            print(f"dashboard: {client.dashboard_link}", file=sys.stderr)
            progress(futures)
        for summary in client.gather(futures):
            (report.skipped if summary["skipped"] else report.written).append(summary["name"])
            report.rows += summary["rows"]
            report.errors += summary["errors"]
    finally:
        if owned:
            cluster = getattr(client, "cluster", None)
            client.close()
            if cluster is not None:
                cluster.close()
    report.seconds = time.perf_counter() - started
    return report


def _prepare(out, fmt: str) -> str:
    """Checks the format and makes the bank's folder; the format, which is
    also the files' suffix."""
    if fmt not in FORMATS:
        raise ValueError(f"format is one of {', '.join(FORMATS)}, not {fmt!r}")
    Path(out).mkdir(parents=True, exist_ok=True)
    return fmt


def rate_bank(
    inputs: Union[str, os.PathLike, Sequence[Union[str, os.PathLike]], Any],
    out: Union[str, os.PathLike],
    *,
    client=None,
    workers: Optional[int] = None,
    scheduler: Optional[str] = None,
    partition_size: int = DEFAULT_PARTITION_PUZZLES_RATED,
    format: str = "csv",
    progress: bool = False,
    profile: str = "se",
    time_limit: Optional[float] = None,
) -> BankReport:
    """Rates every line of ``inputs`` into ``out``, one file a partition.

    ``inputs`` is a file or a list of files (puzzles in any form the command
    line reads: one a line, laid-out grids, links), cut into partitions of
    ``partition_size`` puzzles, or a ``dask.bag`` of lines. The work runs
    on ``client``, else on the cluster at ``scheduler``, else on a
    ``LocalCluster`` of ``workers`` processes. Each output row holds the
    source, line, label, puzzle and every rating column (:data:`RATE_COLUMNS`),
    or the command line's error for the line.
    """
    fmt = _prepare(out, format)
    options = {"profile": profile, "time_limit": time_limit}
    tasks = []
    if hasattr(inputs, "to_delayed"):
        for index, part in enumerate(inputs.to_delayed()):
            name = f"bag-{index:05d}.{fmt}"
            tasks.append((_bag_partition, f"rate-{name}", (name, part, str(out), fmt, options)))
    else:
        paths = [inputs] if isinstance(inputs, (str, os.PathLike)) else list(inputs)
        for number, path in enumerate(paths):
            text = Path(path).read_text(encoding="utf-8", errors="replace")
            lines = text.splitlines()
            # Parts are cut between puzzles (a laid-out grid spans lines).
            spans = _sudoku_lab.puzzle_lines(text)
            stem = Path(path).stem
            for part, start in enumerate(range(0, len(spans), partition_size)):
                group = spans[start:start + partition_size]
                first, end = group[0][0], group[-1][0] + group[-1][1] - 1
                name = f"{number:03d}-{stem}-{part:05d}.{fmt}"
                tasks.append((_rate_partition, f"rate-{name}",
                              (name, str(path), first, lines[first - 1:end], str(out), fmt, options)))
    return _run(tasks, str(out), client, workers, scheduler, progress)


def generate_bank(
    count: int,
    out: Union[str, os.PathLike],
    *,
    seed: int,
    shape: Optional[str] = None,
    rules: Union[None, str, Sequence[str]] = None,
    level: Optional[str] = None,
    symmetry: Optional[str] = None,
    client=None,
    workers: Optional[int] = None,
    scheduler: Optional[str] = None,
    partition_size: int = DEFAULT_PARTITION_PUZZLES,
    format: str = "csv",
    progress: bool = False,
) -> BankReport:
    """Makes ``count`` puzzles from ``seed`` into ``out``, one file a partition.

    Puzzle ``i`` is the same whatever the partition that makes it: the bank
    (its partitions' rows in order, :func:`read_bank`) is byte for byte the
    same on any number of workers and partitions.
    """
    fmt = _prepare(out, format)
    options = {"shape": shape, "rules": rules, "level": level, "symmetry": symmetry, "seed": seed}
    tasks = []
    for first in range(0, count, partition_size):
        name = f"made-{first:012d}.{fmt}"
        size = min(partition_size, count - first)
        tasks.append((_generate_partition, f"generate-{seed}-{name}",
                      (name, first, size, str(out), fmt, options)))
    return _run(tasks, str(out), client, workers, scheduler, progress)


def read_bank(out: Union[str, os.PathLike]) -> List[Dict[str, str]]:
    """Every row of a bank, its partitions in order (CSV values as text)."""
    rows: List[Dict[str, Any]] = []
    for path in sorted(Path(out).iterdir()):
        if path.name.startswith("."):
            continue
        if path.suffix == ".csv":
            with path.open(newline="", encoding="utf-8") as file:
                rows.extend(csv.DictReader(file))
        elif path.suffix == ".parquet":
            import pyarrow.parquet as pq

            rows.extend(pq.read_table(path).to_pylist())
    return rows


def main(argv: Optional[Sequence[str]] = None) -> int:
    """``python -m sudoku_lab.bank rate|generate ...``."""
    parser = argparse.ArgumentParser(prog="python -m sudoku_lab.bank", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    rate = commands.add_parser("rate", help="rates every line of the files")
    rate.add_argument("inputs", nargs="+", help="files with one puzzle a line")
    rate.add_argument("--partition-size", type=int, default=DEFAULT_PARTITION_PUZZLES_RATED)
    rate.add_argument("--profile", default="se")
    rate.add_argument("--time-limit", type=float)
    make = commands.add_parser("generate", help="makes puzzles from a seed")
    make.add_argument("--count", type=int, required=True)
    make.add_argument("--seed", type=int, required=True)
    make.add_argument("--shape")
    make.add_argument("--rules", help="variant rules, comma-separated")
    make.add_argument("--level")
    make.add_argument("--symmetry")
    make.add_argument("--partition-size", type=int, default=DEFAULT_PARTITION_PUZZLES)
    for command in (rate, make):
        command.add_argument("--out", required=True, help="the bank's folder")
        command.add_argument("--format", choices=FORMATS, default="csv")
        where = command.add_mutually_exclusive_group()
        where.add_argument("--scheduler", help="a Dask scheduler's address (tcp://host:8786)")
        where.add_argument("--workers", type=int, help="local worker processes [default: one a core]")
    args = parser.parse_args(argv)
    common = {"out": args.out, "format": args.format, "scheduler": args.scheduler,
              "workers": args.workers, "progress": sys.stdout.isatty()}
    if args.command == "rate":
        report = rate_bank(args.inputs, partition_size=args.partition_size, profile=args.profile,
                           time_limit=args.time_limit, **common)
    else:
        rules = args.rules.split(",") if args.rules else None
        report = generate_bank(args.count, seed=args.seed, shape=args.shape, rules=rules,
                               level=args.level, symmetry=args.symmetry,
                               partition_size=args.partition_size, **common)
    print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())

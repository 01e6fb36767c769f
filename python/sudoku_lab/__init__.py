"""Sudoku Lab's engine under Python.

Read any text or link the ``sudoku`` command line reads into a :class:`Puzzle`,
then solve, count, rate, explain, hint and generate on every shape and variant.
Each call runs the command line's own command (same options, same output,
same errors), natively and with the GIL released; the batch calls
(:func:`rate_many`, :func:`solve_many`, :func:`generate_many`) run on a given
number of threads and give one result per input line, never losing one.

>>> import sudoku_lab
>>> puzzle = sudoku_lab.read("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
>>> sudoku_lab.solve(puzzle)["solution"][:9]
'417369825'
>>> sudoku_lab.rate(puzzle)["er"]
2.6
"""

from __future__ import annotations

import json
import math
import secrets
import time
from dataclasses import dataclass
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Union, overload
from collections.abc import Sequence as SequenceABC

from . import _sudoku_lab
from ._sudoku_lab import SudokuError

__all__ = [
    "Puzzle",
    "SudokuError",
    "read",
    "solve",
    "count",
    "candidates",
    "rate",
    "explain",
    "hint",
    "generate",
    "solve_many",
    "rate_many",
    "generate_many",
    "Generation",
]


@dataclass(frozen=True)
class Puzzle:
    """A puzzle as the engine read it: its shape, rules and givens.

    ``text`` is its one-line form, which every call takes back whole (shape
    and rules included); ``title``, ``author`` and ``rules_text`` are what a
    link says about it.
    """

    size: int
    shape: str
    rules: List[str]
    givens: str
    text: str
    solution: Optional[str] = None
    label: Optional[str] = None
    drawn: Optional[str] = None
    title: Optional[str] = None
    author: Optional[str] = None
    rules_text: Optional[str] = None


PuzzleLike = Union[str, Puzzle]


def _shape_options(
    boxes: Optional[str] = None,
    regions: Optional[str] = None,
    variant: Union[None, str, Sequence[str]] = None,
    digits: Optional[str] = None,
) -> List[str]:
    """The command line's shape options for these keywords."""
    options: List[str] = []
    if boxes is not None:
        options += ["--boxes", boxes]
    if regions is not None:
        options += ["--regions", regions]
    if variant:
        rules = [variant] if isinstance(variant, str) else list(variant)
        options += ["--variant", ",".join(rules)]
    if digits is not None:
        options += ["--digits", digits]
    return options


def _text(puzzle: PuzzleLike) -> str:
    if isinstance(puzzle, Puzzle):
        return puzzle.text
    if isinstance(puzzle, str):
        return puzzle
    raise TypeError(f"a puzzle is a Puzzle or its text, not {type(puzzle).__name__}")


def _flag(options: List[str], name: str, value: Any) -> None:
    """Adds ``--name value`` (or ``--name`` alone for True) when set."""
    if value is None or value is False:
        return
    options.append(f"--{name}")
    if value is not True:
        options.append(str(value))


def _objects(output: str) -> List[Dict[str, Any]]:
    return [json.loads(line) for line in output.splitlines() if line.strip()]


def _one(args: List[str], puzzle: PuzzleLike) -> Dict[str, Any]:
    """The one JSON object a command prints for one puzzle; its error raised."""
    objects = _objects(_sudoku_lab.run(args, _text(puzzle) + "\n"))
    if len(objects) != 1:
        raise SudokuError(f"expected one puzzle, found {len(objects)}")
    found = objects[0]
    if found.get("error") and found.get("status") not in ("several_solutions",):
        raise SudokuError(found["error"])
    return found


def read(
    text: str,
    *,
    boxes: Optional[str] = None,
    regions: Optional[str] = None,
    variant: Union[None, str, Sequence[str]] = None,
    digits: Optional[str] = None,
) -> Puzzle:
    """Reads one puzzle of any form the command line reads.

    A line of digits, a laid-out grid, the one-line form with rules
    (``<cells>;cage=15:0.1.2``), a shared data line, or an f-puzzles or
    SudokuPad link. ``boxes`` (``"2x3"``), ``regions`` (a jigsaw, a symbol a
    cell), ``variant`` (rules such as ``"x"`` or ``["antiknight",
    "thermo=0.1.2"]``) and ``digits`` (``"hex"``) say what the text does not.
    Raises :class:`SudokuError` with the reader's words and place.
    """
    found = _sudoku_lab.read(text, _shape_options(boxes, regions, variant, digits))
    return Puzzle(**found)


def solve(
    puzzle: PuzzleLike,
    *,
    engine: Optional[str] = None,
    seed: Optional[int] = None,
    time_limit: Optional[float] = None,
    any: bool = False,
    params: Optional[Dict[str, Any]] = None,
    preset: Optional[str] = None,
) -> Dict[str, Any]:
    """Solves a puzzle as ``sudoku solve --json`` does; that object as a dict.

    ``status`` says how it ended (``solved``, ``several_solutions``...) and
    ``solution`` holds the grid. A puzzle with several solutions is not an
    error: its status says so (``any=True`` solves it anyway). Raises
    :class:`SudokuError` for a puzzle that cannot be read or an engine
    that refuses it.
    """
    args = ["solve", "--json"]
    _flag(args, "engine", engine)
    _flag(args, "seed", seed)
    _flag(args, "time-limit", time_limit)
    _flag(args, "any", any)
    _flag(args, "preset", preset)
    for key, value in (params or {}).items():
        args += ["--param", f"{key}={value}"]
    return _one(args, puzzle)


def count(puzzle: PuzzleLike, limit: int = 2, *, time_limit: Optional[float] = None) -> int:
    """The number of solutions up to ``limit`` (``limit`` meaning that many or more)."""
    args = ["count", "--limit", str(limit)]
    _flag(args, "time-limit", time_limit)
    lines = [line for line in _sudoku_lab.run(args, _text(puzzle) + "\n").splitlines() if line]
    if len(lines) != 1:
        raise SudokuError(f"expected one puzzle, found {len(lines)}")
    if lines[0].startswith("error: "):
        raise SudokuError(lines[0][len("error: "):])
    return int(lines[0])


def candidates(
    puzzle: PuzzleLike,
    *,
    cap: int = 3,
    time_limit: Optional[float] = None,
) -> Dict[str, Any]:
    """The true candidates, as ``sudoku candidates --json`` gives them.

    ``cells`` holds, for each cell in reading order, a dict from each digit
    some solution puts there to how many solutions do, up to ``cap`` (the
    cap meaning that many or more); ``solutions`` counts the puzzle's own
    up to ``cap``; ``examples`` holds two solutions when there are several
    and ``differ`` the cells where they differ; ``complete`` is False when
    ``time_limit`` stopped the search (the candidates found by then).
    """
    args = ["candidates", "--json", "--cap", str(_whole("cap", cap, 1))]
    _flag(args, "time-limit", time_limit)
    found = _one(args, puzzle)
    found["cells"] = [{int(digit): n for digit, n in cell.items()} for cell in found["cells"]]
    return found


def _rate_args(
    profile: str = "se",
    harmony: bool = False,
    seed: Optional[int] = None,
    time_limit: Optional[float] = None,
) -> List[str]:
    args = ["rate", "--json", "--profile", profile]
    _flag(args, "harmony", harmony)
    _flag(args, "seed", seed)
    _flag(args, "time-limit", time_limit)
    return args


def rate(
    puzzle: PuzzleLike,
    *,
    profile: str = "se",
    harmony: bool = False,
    seed: Optional[int] = None,
    time_limit: Optional[float] = None,
) -> Dict[str, Any]:
    """Every rating ``sudoku rate --json`` gives, as a dict.

    SE's ``er``/``ep``/``ed``, ``hodoku`` score and level, the ``hardest``
    technique, the ``histogram`` of techniques and their ``families``, the
    ``csp`` class, and with ``harmony=True`` harmony search's level.
    """
    return _one(_rate_args(profile, harmony, seed, time_limit), puzzle)


def _steps_args(command: str, profile: Optional[str], time_limit: Optional[float]) -> List[str]:
    args = [command, "--json", "-"]
    _flag(args, "profile", profile)
    _flag(args, "time-limit", time_limit)
    return args


def explain(
    puzzle: PuzzleLike,
    *,
    profile: Optional[str] = None,
    time_limit: Optional[float] = None,
) -> Dict[str, Any]:
    """The solution step by step, as ``sudoku explain --json`` gives it:
    ``steps`` (each with its words and highlight data), ``solved``, the
    ``grid`` reached, and why it ``stopped`` if it did."""
    return _one(_steps_args("explain", profile, time_limit), puzzle)


def hint(
    puzzle: PuzzleLike,
    *,
    profile: Optional[str] = None,
    time_limit: Optional[float] = None,
) -> Dict[str, Any]:
    """The next step only, as ``sudoku hint --json`` gives it."""
    return _one(_steps_args("hint", profile, time_limit), puzzle)


def _generate_args(
    count: int,
    shape: Optional[str],
    rules: Union[None, str, Sequence[str]],
    level: Optional[str],
    symmetry: Optional[str],
    seed: Optional[int],
    threads: Optional[int],
    killer: bool,
    first: int = 0,
    time_limit: Optional[float] = None,
) -> List[str]:
    args = ["generate", "--json", "--count", str(count), "--first", str(first)]
    _flag(args, "shape", shape)
    args += _shape_options(variant=rules)
    _flag(args, "level", level)
    _flag(args, "symmetry", symmetry)
    _flag(args, "seed", seed)
    _flag(args, "jobs", threads)
    _flag(args, "killer", killer)
    _flag(args, "time-limit", time_limit)
    return args


def generate(
    shape: Optional[str] = None,
    rules: Union[None, str, Sequence[str]] = None,
    level: Optional[str] = None,
    symmetry: Optional[str] = None,
    seed: Optional[int] = None,
    count: int = 1,
    *,
    killer: bool = False,
    time_limit: Optional[float] = None,
) -> List[Dict[str, Any]]:
    """New puzzles as ``sudoku generate --json`` makes them, one dict each.

    ``shape`` is ``"16x16"`` and the like (the classic 9x9 when absent),
    ``rules`` the variant rules, ``level`` a HoDoKu-style level for the
    classic 9x9. The same ``seed`` gives the same puzzles. ``time_limit``
    is the seconds each puzzle may take, as ``--time-limit`` gives them: a
    puzzle that takes longer raises :class:`SudokuError` (which puzzles
    are made depends on the seed alone; which give up, on the machine).
    A list of all ``count`` puzzles: :func:`generate_many` streams them.
    """
    return list(
        generate_many(count, shape, rules, level, symmetry, seed, threads=1, killer=killer,
                      time_limit=time_limit)
    )


#: The puzzles of :class:`Generation`'s first call to the command, per thread...
_FIRST_CHUNK_PER_THREAD = 2
#: ... doubled while a call takes less than this many seconds...
_QUICK_CHUNK_SECONDS = 0.05
#: ... up to this many puzzles a call (a chunk is all that is held at once).
_MAX_CHUNK = 1024


def _whole(name: str, value: Any, least: int) -> int:
    """``value`` when it is a whole number of at least ``least``; else ValueError."""
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise ValueError(f"{name} must be a whole number of at least {least}, not {value!r}")
    return value


class Generation(SequenceABC):
    """The puzzles of :func:`generate_many`, made as they are asked for.

    Iterating streams them in order, a chunk of puzzles at a time on the
    given threads (only that chunk is held, whatever the count); ``len``
    is the count, and ``made[i]`` or a slice makes just those puzzles.
    Puzzle ``i`` depends only on the seed and ``i``, so every pass gives
    the same puzzles (each pass makes them again). A puzzle that gives up
    (its tries or ``time_limit`` spent) raises :class:`SudokuError` where
    it comes, with ``errors="raise"`` (its number in the seed's sequence
    in ``.index``); ``errors="keep"`` gives its dict, ``status`` and
    ``error`` saying why.
    """

    def __init__(self, count: int, first: int, threads: int, errors: str, options: Dict[str, Any]):
        self._count = count
        self._first = first
        self._threads = threads
        self._errors = errors
        self._options = options

    @property
    def seed(self) -> int:
        """The seed of the puzzles (drawn when none was given)."""
        return self._options["seed"]

    def __len__(self) -> int:
        return self._count

    def __repr__(self) -> str:
        return f"<sudoku_lab.Generation of {self._count} puzzles from {self._first}, seed {self.seed}>"

    def _made(self, start: int, count: int) -> List[Dict[str, Any]]:
        """Puzzles ``start`` to ``start + count - 1`` of this generation, checked."""
        args = _generate_args(count, first=self._first + start, threads=self._threads, **self._options)
        objects = _objects(_sudoku_lab.run(args, ""))
        if self._errors == "raise":
            for found in objects:
                if found.get("error"):
                    error = SudokuError(f"puzzle {found.get('index')}: {found['error']}")
                    error.index = found.get("index")
                    raise error
        return objects

    def __iter__(self) -> Iterator[Dict[str, Any]]:
        chunk = _FIRST_CHUNK_PER_THREAD * max(1, self._threads)
        start = 0
        while start < self._count:
            size = min(chunk, self._count - start)
            began = time.monotonic()
            made = self._made(start, size)
            if time.monotonic() - began < _QUICK_CHUNK_SECONDS:
                chunk = min(chunk * 2, _MAX_CHUNK)
            yield from made
            start += size

    @overload
    def __getitem__(self, index: int) -> Dict[str, Any]: ...

    @overload
    def __getitem__(self, index: slice) -> List[Dict[str, Any]]: ...

    def __getitem__(self, index):
        if isinstance(index, slice):
            start, stop, step = index.indices(self._count)
            wanted = range(start, stop, step)
            if not wanted:
                return []
            low, high = min(wanted), max(wanted)
            made = self._made(low, high - low + 1)
            return [made[i - low] for i in wanted]
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError(f"a Generation is indexed by a whole number or a slice, not {type(index).__name__}")
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError(f"puzzle {index} of a generation of {self._count}")
        return self._made(index, 1)[0]


def generate_many(
    count: int,
    shape: Optional[str] = None,
    rules: Union[None, str, Sequence[str]] = None,
    level: Optional[str] = None,
    symmetry: Optional[str] = None,
    seed: Optional[int] = None,
    *,
    threads: int = 1,
    killer: bool = False,
    first: int = 0,
    time_limit: Optional[float] = None,
    errors: str = "raise",
) -> Generation:
    """:func:`generate` on ``threads`` threads: the same puzzles whatever the
    number, streamed (a :class:`Generation`: iterate it, take its ``len``,
    index or slice it), so a count of millions holds only a chunk at a
    time, as the command line does. Without a ``seed`` a fresh one is
    drawn (``.seed``). ``first`` starts at that puzzle of the seed's
    sequence (a bank's partition). ``time_limit`` is the seconds each
    puzzle may take. ``errors="keep"`` gives a puzzle that gave up as its
    dict instead of raising :class:`SudokuError`. The options are checked
    here, before any puzzle is made: a bad one raises ``ValueError``.
    """
    _whole("count", count, 0)
    _whole("first", first, 0)
    _whole("threads", threads, 1)
    if errors not in ("keep", "raise"):
        raise ValueError(f"errors is 'keep' or 'raise', not {errors!r}")
    if time_limit is not None:
        if isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)) \
                or not math.isfinite(time_limit) or time_limit <= 0:
            raise ValueError(f"time_limit must be a positive number of seconds, not {time_limit!r}")
    if seed is None:
        seed = secrets.randbits(63)
    _whole("seed", seed, 0)
    options = {"shape": shape, "rules": rules, "level": level, "symmetry": symmetry, "seed": seed,
               "killer": killer, "time_limit": time_limit}
    return Generation(count, first, threads, errors, options)


def _chunks(lines: List[str], threads: int) -> List[range]:
    """Runs of consecutive lines, a few per thread, as index ranges."""
    pieces = max(1, min(len(lines), threads * 4))
    size = -(-len(lines) // pieces) if lines else 1
    return [range(start, min(start + size, len(lines))) for start in range(0, len(lines), size)]


def _many(
    args: List[str], lines: Iterable[str], threads: int, errors: str, first_line: int = 1
) -> List[Dict[str, Any]]:
    """One object per input line, in order: a command's JSON for the puzzle
    of that line, or ``{"line": n, "error": ...}`` for a line with no
    puzzle or one the command refused. ``errors="raise"`` raises the first
    such error instead, with its line number in ``.line``. Lines are
    numbered from ``first_line`` (a part of a longer input)."""
    if errors not in ("keep", "raise"):
        raise ValueError(f"errors is 'keep' or 'raise', not {errors!r}")
    _whole("first_line", first_line, 1)
    lines = [line.rstrip("\r\n") for line in lines]
    for number, line in enumerate(lines, start=1):
        if "\n" in line:
            raise ValueError(f"line {number} holds a line break; give one puzzle a line")
    chunks = _chunks(lines, threads)
    # Each chunk is numbered from its own first line: the command's line
    # numbers (in its fields and in its messages) are those of the input.
    skipped = first_line - 1
    texts = [("\n".join(lines[c.start:c.stop]) + "\n", first_line + c.start) for c in chunks]
    outputs = _sudoku_lab.run_each(args, texts, threads)
    found: Dict[int, Dict[str, Any]] = {}
    for chunk, (ok, output) in zip(chunks, outputs):
        if not ok:
            for index in chunk:
                found[index] = {"line": skipped + index + 1, "error": output}
            continue
        for obj in _objects(output):
            index = int(obj.get("line", skipped + chunk.start + 1)) - 1 - skipped
            obj.pop("input", None)
            found[index] = obj
    results = []
    for index, line in enumerate(lines):
        obj = found.get(index)
        if obj is None:
            blank = not line.strip() or line.lstrip().startswith("#")
            reason = "no puzzle on this line" if blank else "not a puzzle: read as a title, as the command line reads it"
            obj = {"line": skipped + index + 1, "puzzle": line, "error": reason}
        if errors == "raise" and obj.get("error") and obj.get("status") != "several_solutions":
            error = SudokuError(f"line {skipped + index + 1}: {obj['error']}")
            error.line = skipped + index + 1
            raise error
        results.append(obj)
    return results


def solve_many(
    lines: Iterable[str],
    *,
    threads: int = 1,
    errors: str = "keep",
    engine: Optional[str] = None,
    seed: Optional[int] = None,
    time_limit: Optional[float] = None,
    any: bool = False,
    first_line: int = 1,
) -> List[Dict[str, Any]]:
    """:func:`solve` on each line (one puzzle a line) on ``threads`` threads.

    One dict per input line, in order, each with its ``line`` number (from
    ``first_line``, 1 or more: ``ValueError`` otherwise); a line that cannot be solved carries the command's
    ``error`` (or, with ``errors="raise"``, raises it with the line number).
    """
    args = ["solve", "--json"]
    _flag(args, "engine", engine)
    _flag(args, "seed", seed)
    _flag(args, "time-limit", time_limit)
    _flag(args, "any", any)
    return _many(args, lines, threads, errors, first_line)


def rate_many(
    lines: Iterable[str],
    *,
    threads: int = 1,
    errors: str = "keep",
    profile: str = "se",
    harmony: bool = False,
    seed: Optional[int] = None,
    time_limit: Optional[float] = None,
    first_line: int = 1,
) -> List[Dict[str, Any]]:
    """:func:`rate` on each line (one puzzle a line) on ``threads`` threads.

    One dict per input line, in order, as :func:`solve_many` gives them;
    ``first_line`` numbers the lines of a part of a longer file.
    """
    return _many(_rate_args(profile, harmony, seed, time_limit), lines, threads, errors, first_line)

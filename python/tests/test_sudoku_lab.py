"""The Python package against the shared data: what it reads, the answers
it gives, and that batches keep every line in order with the command
line's own errors."""

import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import sudoku_lab
from sudoku_lab import SudokuError

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"


def data_lines(name):
    return [line for line in (DATA / name).read_text().splitlines() if line.strip()]


def link(row_id):
    for line in (DATA / "links" / "published.tsv").read_text().splitlines()[1:]:
        fields = line.split("\t")
        if fields[0] == row_id:
            return fields[7], fields[6]
    raise KeyError(row_id)


def test_a_classic_line_is_read_solved_and_counted():
    puzzle_text, solution = data_lines("famous.txt")[0].split(",")[:2]
    puzzle = sudoku_lab.read(puzzle_text)
    assert puzzle.size == 9
    assert puzzle.shape == "9x9 (3x3 boxes)"
    assert puzzle.rules == []
    assert puzzle.givens == puzzle_text
    result = sudoku_lab.solve(puzzle)
    assert result["status"] == "solved"
    assert result["solution"] == solution
    assert sudoku_lab.count(puzzle) == 1


def test_a_link_keeps_its_rules_and_words_and_solves_to_its_verified_solution():
    # L020: anti-king, 4 thermometers, 5 arrows.
    text, solution = link("L020")
    puzzle = sudoku_lab.read(text)
    assert "antiking" in puzzle.rules
    assert sum(rule.startswith("thermo=") for rule in puzzle.rules) == 4
    assert puzzle.title
    assert sudoku_lab.solve(puzzle)["solution"] == solution


def test_counts_go_up_to_the_limit():
    assert sudoku_lab.count("." * 16, limit=1000) == 288
    assert sudoku_lab.count("." * 16) == 2
    assert sudoku_lab.count(".23..1..4.......") == 0


def test_true_candidates_of_a_link_are_its_solution_and_of_an_open_grid_every_digit():
    text, solution = link("L020")
    found = sudoku_lab.candidates(text)
    assert found["solutions"] == 1 and found["complete"]
    assert [list(cell) for cell in found["cells"]] == [[int(digit)] for digit in solution]
    # An empty 4x4 has 288 solutions: each digit of each cell is used by
    # 72 of them, counted up to the cap.
    blank = sudoku_lab.candidates("." * 16, cap=5)
    assert blank["solutions"] == 5
    assert all(cell == {1: 5, 2: 5, 3: 5, 4: 5} for cell in blank["cells"])
    assert len(blank["examples"]) == 2 and blank["differ"]
    with pytest.raises(SudokuError, match="2 cells"):
        sudoku_lab.candidates("12")
    with pytest.raises(ValueError):
        sudoku_lab.candidates("." * 16, cap=0)


def test_shape_options_say_what_the_text_does_not():
    six = "1.....\n......\n......\n......\n......\n.....2"
    assert sudoku_lab.read(six, boxes="3x2").shape == "6x6 (3x2 boxes)"
    x = sudoku_lab.read("." * 81, variant="x")
    assert x.rules == ["x"]


def test_bad_input_raises_the_readers_words_and_place():
    with pytest.raises(SudokuError, match="found 2 cells.*at line 1, column 1"):
        sudoku_lab.read("12")
    with pytest.raises(SudokuError, match="invalid value 'roman'"):
        sudoku_lab.read("." * 81, digits="roman")
    with pytest.raises(SudokuError, match="several solutions"):
        sudoku_lab.rate("." * 81)
    with pytest.raises(TypeError):
        sudoku_lab.solve(42)


def test_a_rating_carries_every_reading_of_the_command_line():
    line = data_lines("se_rated_computed.txt")[0]
    rating = sudoku_lab.rate(line.split(",")[0])
    for key in ("er", "ep", "ed", "hardest", "hodoku", "histogram", "families", "csp", "harmony", "steps"):
        assert key in rating, key
    assert rating["er"] == float(line.split(",")[2])


def test_hints_and_explanations_come_with_their_highlights():
    puzzle = data_lines("famous.txt")[0].split(",")[0]
    step = sudoku_lab.hint(puzzle)
    assert step["technique"] and step["text"] and step["highlights"]["cells"]
    explained = sudoku_lab.explain(puzzle)
    assert explained["solved"] is True
    assert len(explained["steps"]) > 10


def test_the_same_seed_makes_the_same_puzzles_on_any_number_of_threads():
    one = sudoku_lab.generate_many(6, seed=7, threads=1)
    two = sudoku_lab.generate_many(6, seed=7, threads=2)
    strip = lambda made: [{k: v for k, v in m.items() if k != "millis"} for m in made]
    assert strip(one) == strip(two)
    assert len(one) == 6 and all(m["status"] == "made" for m in one)
    six = sudoku_lab.generate(shape="6x6", seed=3)
    assert len(six) == 1 and len(six[0]["puzzle"]) == 36
    assert sudoku_lab.count(six[0]["puzzle"]) == 1


def test_a_batch_gives_one_row_per_line_in_order_with_the_errors_kept():
    good = data_lines("kaggle3m_radcliffe_rated.txt")[:20]
    lines = good[:5] + ["", "123", "." * 81] + good[5:]
    rows = sudoku_lab.rate_many(lines, threads=2)
    assert [row["line"] for row in rows] == list(range(1, len(lines) + 1))
    assert rows[5]["error"] == "no puzzle on this line"
    assert rows[6]["error"].startswith("found 3 cells") and "at line 7" in rows[6]["error"]
    assert "several solutions" in rows[7]["error"]
    assert all("error" not in row for index, row in enumerate(rows) if index not in (5, 6, 7))
    one_thread = sudoku_lab.rate_many(lines, threads=1)
    strip = lambda rows: [{k: v for k, v in r.items() if k != "millis"} for r in rows]
    assert strip(rows) == strip(one_thread)
    with pytest.raises(SudokuError) as raised:
        sudoku_lab.rate_many(lines, errors="raise")
    assert raised.value.line == 6


def test_solve_many_answers_every_line_of_a_file():
    lines = data_lines("famous.txt")
    rows = sudoku_lab.solve_many(lines, threads=2)
    assert len(rows) == len(lines)
    for line, row in zip(lines, rows):
        assert row["solution"] == line.split(",")[1]


def test_batches_run_with_the_gil_released():
    # Two Python threads rating at once both finish; a call holding the GIL
    # would still finish, so the check is that the other thread ran during it.
    lines = data_lines("kaggle3m_radcliffe_rated.txt")[:200]
    ticks = []
    done = threading.Event()

    def tick():
        while not done.is_set():
            ticks.append(1)
            done.wait(0.001)

    ticker = threading.Thread(target=tick)
    ticker.start()
    before = len(ticks)
    sudoku_lab.rate_many(lines, threads=1)
    during = len(ticks) - before
    done.set()
    ticker.join()
    assert during > 2


def test_generate_many_streams_a_count_it_could_never_hold():
    # 10**8 puzzles were made into one list before the first came back
    # (the interpreter aborted); now they come a chunk at a time. A child
    # interpreter, so that a run that buffers fails on the bound instead of
    # taking the test run with it.
    script = (
        "import itertools, json, sudoku_lab\n"
        "made = sudoku_lab.generate_many(10**8, shape='4x4', seed=1)\n"
        "first = list(itertools.islice(made, 5))\n"
        "print(json.dumps([len(made), [m['puzzle'] for m in first], made[10**8 - 1]['index']]))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    count, first, last_index = json.loads(done.stdout)
    assert count == 10**8 and last_index == 10**8 - 1
    # The same puzzles as a batch of five of the seed.
    assert first == [m["puzzle"] for m in sudoku_lab.generate_many(5, shape="4x4", seed=1)]


def test_a_generation_is_the_same_however_it_is_read():
    made = sudoku_lab.generate_many(40, shape="4x4", seed=3, threads=2)
    streamed = list(made)
    assert [m["index"] for m in streamed] == list(range(40))
    seventh = made[7]
    assert seventh == {**streamed[7], "millis": seventh["millis"]}
    assert [m["puzzle"] for m in made[5:30:4]] == [m["puzzle"] for m in streamed[5:30:4]]
    assert made[-1]["index"] == 39
    with pytest.raises(IndexError):
        made[40]
    later = sudoku_lab.generate_many(10, shape="4x4", seed=3, first=30)
    assert [m["puzzle"] for m in later] == [m["puzzle"] for m in streamed[30:]]


def test_generate_takes_a_time_limit_and_a_puzzle_past_it_says_so():
    # The first nonconsecutive 9x9 of seed 7 takes minutes to rate.
    with pytest.raises(SudokuError) as raised:
        sudoku_lab.generate(shape="9x9", rules="nonconsecutive", seed=7, time_limit=1)
    assert str(raised.value).startswith("puzzle 0: no puzzle met the options within 1")
    assert raised.value.index == 0
    kept = list(sudoku_lab.generate_many(1, shape="9x9", rules="nonconsecutive", seed=7,
                                         time_limit=1, errors="keep"))
    assert kept[0]["status"] == "time_limit" and "error" in kept[0]
    quick = sudoku_lab.generate(shape="6x6", seed=3, time_limit=60)
    assert quick[0]["puzzle"] == sudoku_lab.generate(shape="6x6", seed=3)[0]["puzzle"]


@pytest.mark.parametrize("options, named", [
    ({"time_limit": 0}, "time_limit"),
    ({"time_limit": float("nan")}, "time_limit"),
    ({"count": -1}, "count"),
    ({"first": -2}, "first"),
    ({"threads": 0}, "threads"),
    ({"errors": "ignore"}, "errors"),
])
def test_bad_generate_options_are_refused_before_anything_is_made(options, named):
    arguments = {"count": 3, **options}
    with pytest.raises(ValueError, match=named):
        sudoku_lab.generate_many(**arguments)


def test_line_numbers_start_at_one_or_are_refused():
    lines = data_lines("famous.txt")[:3]
    for many in (sudoku_lab.solve_many, sudoku_lab.rate_many):
        with pytest.raises(ValueError, match="first_line"):
            many(lines, first_line=0)
        rows = many(lines, first_line=5)
        assert [row["line"] for row in rows] == [5, 6, 7]
    with pytest.raises(ValueError, match="first_line"):
        sudoku_lab._sudoku_lab.run(["solve", "--json"], lines[0] + "\n", 0)
    with pytest.raises(ValueError, match="first line"):
        sudoku_lab._sudoku_lab.run_each(["solve", "--json"], [(lines[0] + "\n", 0)], 1)

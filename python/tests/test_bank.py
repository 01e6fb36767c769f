"""Banks on a local Dask cluster: every input line once, bad lines with the
command line's error, reruns that skip finished partitions, the same bank
from the same seed on any number of workers and partitions, and a run
that survives a lost worker."""

import os
import signal
import threading
import time
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed")

import sudoku_lab
from sudoku_lab.bank import read_bank, generate_bank, rate_bank

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"


def lines_of(name, take=None):
    lines = [line for line in (DATA / name).read_text().splitlines() if line.strip()]
    return lines[:take] if take else lines


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=":0")
    client = distributed.Client(cluster)
    yield client
    client.close()
    cluster.close()


def test_a_bank_holds_every_line_once_with_the_errors_of_bad_ones(client, tmp_path):
    good = lines_of("kaggle3m_radcliffe_rated.txt", 30)
    bad = [
        lines_of("malformed.txt")[0],
        lines_of("invalid_no_solution.txt")[0],
        lines_of("invalid_multiple_solutions.txt")[0],
        "1" * 5000,
    ]
    lines = good[:10] + bad + good[10:]
    source = tmp_path / "bank.txt"
    source.write_text("\n".join(lines) + "\n")
    out = tmp_path / "out"
    report = rate_bank(source, out, client=client, partition_size=7)
    assert report.rows == len(lines) and len(report.written) == 5
    rows = read_bank(out)
    assert [int(row["line"]) for row in rows] == list(range(1, len(lines) + 1))
    expected = sudoku_lab.rate_many(lines)
    for row, alone in zip(rows, expected):
        assert row["error"] == (alone.get("error") or ""), row["line"]
        assert row["er"] == ("" if alone.get("er") is None else str(alone["er"]))
    assert sum(1 for row in rows if row["error"]) == 4
    again = rate_bank(source, out, client=client, partition_size=7)
    assert again.written == [] and len(again.skipped) == 5


def test_laid_out_grids_and_comments_are_read_as_the_command_line_reads_them(client, tmp_path):
    grid = "\n".join(" ".join(row) for row in
                     [lines_of("famous.txt")[0][9 * r:9 * r + 9] for r in range(9)])
    text = f"# a bank\n{lines_of('famous.txt')[1]}\n\n{grid}\n{lines_of('famous.txt')[2]}\n"
    source = tmp_path / "grids.txt"
    source.write_text(text)
    report = rate_bank(source, tmp_path / "out", client=client, partition_size=1)
    assert report.rows == 3 and len(report.written) == 3
    rows = read_bank(tmp_path / "out")
    assert [int(row["line"]) for row in rows] == [2, 4, 13]
    assert rows[1]["puzzle"] == lines_of("famous.txt")[0].split(",")[0]
    assert all(not row["error"] for row in rows)


def test_the_same_seed_makes_the_same_bank_on_any_workers_and_partitions(client, tmp_path):
    one = generate_bank(24, tmp_path / "one", seed=11, workers=1, partition_size=24)
    many = generate_bank(24, tmp_path / "many", seed=11, client=client, partition_size=3)
    assert len(one.written) == 1 and len(many.written) == 8
    assert read_bank(tmp_path / "one") == read_bank(tmp_path / "many")
    data_rows = lambda folder: b"".join(
        path.read_bytes().split(b"\n", 1)[1] for path in sorted((tmp_path / folder).iterdir()))
    assert data_rows("one") == data_rows("many")
    rows = read_bank(tmp_path / "one")
    assert [int(row["index"]) for row in rows] == list(range(24))
    assert all(row["status"] == "made" for row in rows)


def test_parquet_and_a_bag_of_lines(client, tmp_path):
    import dask.bag

    lines = lines_of("famous.txt")
    bag = dask.bag.from_sequence(lines, npartitions=3)
    report = rate_bank(bag, tmp_path / "out", client=client, format="parquet")
    assert report.rows == len(lines) and len(report.written) == 3
    rows = read_bank(tmp_path / "out")
    assert sorted(row["puzzle"] for row in rows) == sorted(line.split(",")[0] for line in lines)
    assert all(isinstance(row["er"], float) for row in rows)


def test_a_bank_completes_when_a_worker_is_lost_mid_run(tmp_path):
    lines = lines_of("kaggle3m_radcliffe_rated.txt", 600)
    source = tmp_path / "bank.txt"
    source.write_text("\n".join(lines) + "\n")
    out = tmp_path / "out"
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=":0")
    client = distributed.Client(cluster)
    try:
        pids = client.run(os.getpid)
        result = {}
        run = threading.Thread(
            target=lambda: result.update(report=rate_bank(source, out, client=client, partition_size=40)))
        run.start()
        deadline = time.time() + 60
        while not any(out.glob("*.csv")) and time.time() < deadline:
            time.sleep(0.01)
        # One partition is about a fifteenth of the work: the kill lands
        # with most of the run still to do.
        assert len(list(out.glob("*.csv"))) < 15, "the run ended before the kill"
        victim = next(iter(pids.values()))
        os.kill(victim, signal.SIGKILL)
        run.join(120)
        assert not run.is_alive()
        assert victim not in client.run(os.getpid).values()
        rows = read_bank(out)
        assert [row["puzzle"] for row in rows] == [line.split(",")[0] for line in lines]
        assert [int(row["line"]) for row in rows] == list(range(1, len(lines) + 1))
        assert result["report"].rows == len(lines)
    finally:
        client.close()
        cluster.close()

"""The native half of sudoku_lab (see the package for the functions to use)."""

from typing import Dict, List, Optional, Tuple, Union

class SudokuError(Exception):
    """A puzzle or an option the engine refuses, with the engine's own words."""

    line: int
    """The input line of a batch's error (``solve_many``, ``rate_many``)."""
    index: int
    """The number in the seed's sequence of a puzzle that gave up (``generate_many``)."""

def read(text: str, options: List[str]) -> Dict[str, Union[int, str, List[str], None]]:
    """The one puzzle of ``text`` with the command line's shape options."""

def run(args: List[str], input: str, first_line: int = 1) -> str:
    """The output of the command ``args`` (as typed after ``sudoku``) on ``input``,
    its lines numbered from ``first_line``."""

def run_each(args: List[str], inputs: List[Tuple[str, int]], threads: int) -> List[Tuple[bool, str]]:
    """The command ``args`` on each (text, first line) on ``threads`` threads:
    (ok, output or error)."""

def puzzle_lines(text: str) -> List[Tuple[int, int]]:
    """Each puzzle of ``text``: its first line (1-based) and how many lines it spans."""

//! Why a command stopped early, and the exit code that says so.

use std::fmt;
use std::io;
use std::process::ExitCode;

/// A failure of the command as a whole. Problems with single puzzles are not
/// failures: they become `error:` lines of the output.
#[derive(Debug)]
pub enum CliError {
    /// A bad command line: unknown engine, bad parameter, bad option value.
    Usage(String),
    /// An input file that cannot be opened or read.
    Input { source: String, error: io::Error },
    /// Standard output was closed by its reader (a pipe into `head`).
    OutputClosed,
    /// Standard output failed for another reason.
    Output(io::Error),
}

impl CliError {
    /// Wraps an error writing standard output.
    pub fn output(error: io::Error) -> CliError {
        if error.kind() == io::ErrorKind::BrokenPipe {
            CliError::OutputClosed
        } else {
            CliError::Output(error)
        }
    }

    /// Prints the message on standard error and gives the exit code:
    /// 2 for usage and input errors, 1 when the output failed, 0 when the
    /// reader closed the output (nothing went wrong for the user).
    pub fn report(&self) -> ExitCode {
        match self {
            CliError::OutputClosed => ExitCode::SUCCESS,
            CliError::Output(_) => {
                eprintln!("sudoku: {self}");
                ExitCode::from(1)
            }
            CliError::Usage(_) | CliError::Input { .. } => {
                eprintln!("sudoku: {self}");
                ExitCode::from(2)
            }
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage(message) => f.write_str(message),
            CliError::Input { source, error } => write!(f, "cannot read {source}: {error}"),
            CliError::OutputClosed => f.write_str("standard output was closed"),
            CliError::Output(error) => write!(f, "cannot write the output: {error}"),
        }
    }
}

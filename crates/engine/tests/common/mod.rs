//! Shared by the engine tests: where the engines are, and whether a process is gone.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The engine at `path` (or at the path the environment variable `TABULA_STOCKFISH` or
/// `TABULA_FAIRY_STOCKFISH` names, for an engine installed elsewhere), or `None` after printing a skip note
/// when `TABULA_CI_ALLOW_SKIP=1`; without that variable a missing engine fails the test
/// (`scripts/install-engines.sh` installs them).
pub fn engine(path: &str) -> Option<PathBuf> {
    let variable = if path == STOCKFISH {
        "TABULA_STOCKFISH"
    } else {
        "TABULA_FAIRY_STOCKFISH"
    };
    tabula_testkit::program(path, variable, "scripts/install-engines.sh installs it")
}

/// Whether process `pid` no longer exists (reaped: no /proc entry, not even a zombie).
pub fn gone(pid: u32) -> bool {
    !Path::new(&format!("/proc/{pid}")).exists()
}

pub const STOCKFISH: &str = "/usr/games/stockfish";
pub const FAIRY: &str = "/usr/games/fairy-stockfish";

//! What the `tabula` binary's integration tests share: running it as a user does, and the positions they use.
//!
//! Each test file compiles this module on its own and uses part of it.
#![allow(dead_code)]

use std::io::Write as _;
use std::process::{Child, Command, Output, Stdio};

/// The chess start position in FEEN.
pub const CHESS: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
/// The shōgi start position in FEEN.
pub const SHOGI: &str = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s";

/// The engine at `path` (scripts/install-engines.sh installs Debian's; `TABULA_STOCKFISH` or
/// `TABULA_FAIRY_STOCKFISH` names one installed elsewhere, as for tabula-engine's tests), or `None` when it
/// is missing and skips are allowed (`tabula_testkit::program`; otherwise the test fails).
pub fn engine(path: &str) -> Option<String> {
    let variable = if path.ends_with("fairy-stockfish") {
        "TABULA_FAIRY_STOCKFISH"
    } else {
        "TABULA_STOCKFISH"
    };
    tabula_testkit::program(path, variable, "scripts/install-engines.sh installs it")
        .map(|found| found.to_string_lossy().into_owned())
}

/// Starts `tabula args…` with piped stdin, stdout and stderr, without colour from the environment.
pub fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs")
}

/// Runs `tabula args…` with `stdin` (text or any bytes) written from another thread, so that a large input
/// cannot block against a full stdout.
pub fn tabula(args: &[&str], stdin: impl AsRef<[u8]>) -> Output {
    let mut child = spawn(args);
    let mut input = child.stdin.take().expect("stdin");
    let data = stdin.as_ref().to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let output = child.wait_with_output().expect("the binary finishes");
    writer.join().expect("the writer ends");
    output
}

/// A UCI engine in the shell (for `tabula analyse` and `tabula match`): one info line, then `bestmove BEST`.
pub fn script(best: &str) -> String {
    format!(
        r#"while read -r line; do case "$line" in
  uci) echo "id name Scripted"; echo "option name Hash type spin default 16 min 1 max 64"; echo uciok;;
  isready) echo readyok;;
  go*) echo "info depth 2 seldepth 3 multipv 1 score cp -20 upperbound nodes 50 nps 1000 time 5 pv g1f3 g8f6"; echo "info string hello"; echo "bestmove {best}";;
  quit) exit 0;;
esac; done"#
    )
}

/// The scripted engine as an executable file (`--engine` takes a program, no arguments).
pub fn scripted_engine(best: &str) -> std::path::PathBuf {
    let path =
        std::env::temp_dir().join(format!("tabula-analyse-{}-{best}.sh", std::process::id()));
    std::fs::write(&path, format!("#!/bin/sh\n{}\n", script(best))).unwrap();
    let mut permissions = std::fs::metadata(&path).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&path, permissions).unwrap();
    path
}

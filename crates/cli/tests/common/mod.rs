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

//! The console sessions shown in the READMEs (this crate's and the workspace's tour) are what the binary
//! prints, byte for byte: each `$ command` (continued by a final `\`) is run by `sh` with `tabula` on the
//! `PATH`, stderr merged into stdout, and its output compared with the lines that follow it.
#![cfg(unix)]

use std::path::Path;
use std::process::Command;

/// `(command, expected output)` for every session in the ```` ```console ```` blocks of `markdown`.
fn sessions(markdown: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for block in markdown.split("```console\n").skip(1) {
        let block = block.split("```").next().unwrap_or_default();
        let mut lines = block.lines().peekable();
        while let Some(line) = lines.next() {
            let mut command = line
                .strip_prefix("$ ")
                .unwrap_or_else(|| panic!("a session starts with `$ `: {line}"))
                .to_owned();
            while command.ends_with('\\') {
                command.push('\n');
                command.push_str(lines.next().unwrap_or_default());
            }
            let mut output = String::new();
            while let Some(line) = lines.next_if(|line| !line.starts_with("$ ")) {
                output.push_str(line);
                output.push('\n');
            }
            found.push((command, output.trim_end_matches('\n').to_owned()));
        }
    }
    found
}

fn check(readme: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join(readme)).expect("the README is readable");
    let binary = Path::new(env!("CARGO_BIN_EXE_tabula"));
    let path = format!(
        "{}:{}",
        binary.parent().expect("the binary's folder").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let sessions = sessions(&text);
    assert!(!sessions.is_empty(), "{readme} shows no session");
    for (command, expected) in sessions {
        let output = Command::new("sh")
            .arg("-c")
            .arg(format!("{command} 2>&1"))
            .env("PATH", &path)
            .env_remove("NO_COLOR")
            .current_dir(root)
            .output()
            .expect("sh runs");
        let printed = String::from_utf8(output.stdout).expect("UTF-8 output");
        assert_eq!(
            printed.trim_end_matches('\n'),
            expected,
            "{readme}: `{command}` prints something else than the README shows"
        );
    }
}

#[test]
fn the_crate_readme_shows_real_output() {
    check("README.md");
}

#[test]
fn the_workspace_tour_shows_real_output() {
    check("../../README.md");
}

#[test]
fn sessions_are_read_with_their_continuations() {
    let markdown =
        "text\n```console\n$ a \\\n  b\none\ntwo\n\n$ c\n```\n```sh\n$ not a session\n```\n";
    assert_eq!(
        sessions(markdown),
        [
            ("a \\\n  b".to_owned(), "one\ntwo".to_owned()),
            ("c".to_owned(), String::new()),
        ]
    );
}

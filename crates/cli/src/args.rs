//! Strict arguments: options anywhere after the subcommand, a misspelt option a usage error wherever it is,
//! and `--` to end the options.
//!
//! Positions and moves may start with `-` (the chess start `-rnbqk^bn-r/…`, the drop `-P*e4`, the token
//! `-K`), so a plain "starts with `-`" cannot tell an option. Tabula's rule: before a `--`, an argument is
//! taken for an option when it has no space and starts with `--` followed by something, or is `-` followed
//! by two or more letters (`-flip`); such an argument that is not an option of the subcommand is a usage
//! error (exit 2). Nothing valid is lost: a FEEN string has two spaces, and no move or token starts with
//! `--` or is made of letters alone after a `-`. After `--` every argument is a value.

use std::ffi::{OsStr, OsString};

use clap::error::ErrorKind;
use clap::{Command, CommandFactory};

use crate::cli::Cli;

/// Whether `arg` has the form of an option (see the module's rule).
fn looks_like_option(arg: &OsStr) -> bool {
    let Some(text) = arg.to_str() else {
        return false;
    };
    if text.contains(' ') {
        return false;
    }
    if let Some(name) = text.strip_prefix("--") {
        return !name.is_empty();
    }
    text.strip_prefix('-').is_some_and(|name| {
        name.len() >= 2 && name.bytes().all(|b| b.is_ascii_alphabetic() || b == b'-')
    })
}

/// `Some(true)` for an option of `command` that takes a separate value, `Some(false)` for a flag or an
/// option written with `=`, `None` for anything else.
fn option(command: &Command, arg: &OsStr) -> Option<bool> {
    let text = arg.to_str()?;
    let found = command.get_arguments().find(|a| {
        !a.is_positional()
            && (text
                .strip_prefix("--")
                .is_some_and(|name| a.get_long() == Some(name.split('=').next().unwrap_or(name)))
                || text
                    .strip_prefix('-')
                    .is_some_and(|name| a.get_short().is_some_and(|c| name == c.to_string())))
    })?;
    Some(found.get_action().takes_values() && !text.contains('='))
}

/// The arguments as clap should see them: the subcommand's options (and their values) first, then `--`,
/// then the other arguments in their order. A misspelt option ends the command with a usage error
/// (exit 2).
pub(crate) fn arrange(args: Vec<OsString>) -> Vec<OsString> {
    let mut cli = Cli::command();
    cli.build();
    let Some(at) = args
        .iter()
        .skip(1)
        .position(|a| a.to_str().is_some_and(|a| cli.find_subcommand(a).is_some()))
        .map(|i| i + 1)
    else {
        return args;
    };
    let Some(command) = args[at].to_str().and_then(|name| cli.find_subcommand(name)) else {
        return args;
    };
    let (mut front, mut rest) = (args[..=at].to_vec(), Vec::new());
    let mut tail = args[at + 1..].iter();
    while let Some(arg) = tail.next() {
        if arg == "--" {
            rest.extend(tail.cloned());
            break;
        }
        match option(command, arg) {
            Some(takes_value) => {
                front.push(arg.clone());
                if takes_value {
                    front.extend(tail.next().cloned());
                }
            }
            None if looks_like_option(arg) => {
                let given = arg.to_string_lossy();
                let hint = nearest_long(command, &given)
                    .map(|long| format!("; did you mean '--{long}'?"))
                    .unwrap_or_default();
                let mut command = command.clone();
                command
                    .error(
                        ErrorKind::UnknownArgument,
                        format!(
                            "unknown option '{given}'{hint} (a position or move that starts with '-' may follow '--')"
                        ),
                    )
                    .exit()
            }
            None => rest.push(arg.clone()),
        }
    }
    if !rest.is_empty() {
        front.push("--".into());
        front.extend(rest);
    }
    front
}

/// The subcommand's long option nearest to a misspelt `--name` (at most two letters added, dropped or
/// changed; the first of the nearest), to suggest; `None` for a short form or nothing near.
fn nearest_long<'c>(command: &'c Command, given: &str) -> Option<&'c str> {
    let name = given.strip_prefix("--")?;
    let name = name.split('=').next().unwrap_or(name);
    command
        .get_arguments()
        .filter_map(clap::Arg::get_long)
        .map(|long| (edits(name, long), long))
        .filter(|&(distance, _)| distance <= 2)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, long)| long)
}

/// The number of characters to add, drop or change to turn `a` into `b` (Levenshtein's distance).
fn edits(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// The bytes of an argument, as given (on Unix the raw bytes; elsewhere the platform's encoding of them),
/// so that one that is not UTF-8 is reported like the same bytes on stdin.
pub(crate) fn bytes(arg: OsString) -> Vec<u8> {
    arg.into_encoded_bytes()
}

/// An argument as text, bytes that are not UTF-8 shown as `�` (for moves and tokens, whose readers then
/// report the character as not ASCII).
pub(crate) fn text(arg: &OsStr) -> String {
    arg.to_string_lossy().into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_told_from_positions_moves_and_tokens() {
        for option in ["--fromat", "--x=1", "-flip", "-fx", "--shwo"] {
            assert!(looks_like_option(OsStr::new(option)), "{option}");
        }
        for value in [
            "-",
            "-K",
            "-K^",
            "-P*e4",
            "-rnbqk^bn-r/8 / C/c",
            "e2-e4",
            "--a b",
        ] {
            assert!(!looks_like_option(OsStr::new(value)), "{value}");
        }
    }

    #[test]
    fn a_misspelt_long_option_is_answered_with_the_nearest() {
        assert_eq!(edits("fromat", "format"), 2);
        assert_eq!(edits("formt", "format"), 1);
        assert_eq!(edits("", "to"), 2);
        let mut cli = Cli::command();
        cli.build();
        let validate = cli.find_subcommand("validate").expect("validate");
        assert_eq!(nearest_long(validate, "--fromat"), Some("format"));
        assert_eq!(nearest_long(validate, "--formt=jsonl"), Some("format"));
        assert_eq!(nearest_long(validate, "--colour-me-surprised"), None);
        assert_eq!(nearest_long(validate, "-fromat"), None);
    }

    #[test]
    fn options_go_first_and_values_after_a_double_dash() {
        let args = |list: &[&str]| list.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(
            arrange(args(&[
                "tabula", "validate", "-K / C/c", "--format", "jsonl"
            ])),
            args(&["tabula", "validate", "--format", "jsonl", "--", "-K / C/c"])
        );
        assert_eq!(
            arrange(args(&["tabula", "token", "-K", "--", "--format"])),
            args(&["tabula", "token", "--", "-K", "--format"])
        );
        assert_eq!(
            arrange(args(&["tabula", "show"])),
            args(&["tabula", "show"])
        );
    }
}

//! A driver for instruction counts (docs/performance.md): runs one operation of one implementation on one
//! input `n` times, so that the `valgrind --tool=callgrind` totals of two runs with different `n` give the
//! cost of one call, the same on a busy machine as on an idle one.
//!
//! ```sh
//! cargo build --profile bench -p tabula-bench --example instruction_counts
//! valgrind --tool=callgrind target/release/examples/instruction_counts tabula feen-parse chess-start 1100
//! scripts/callgrind-table.sh      # every operation, both implementations, as a table
//! ```
//!
//! Operations: `feen-validate`, `feen-parse`, `feen-emit` (input: a benchmark position by name, or any FEEN
//! string), `sin-parse`, `pin-parse`, `epin-parse` (input: a token). Implementations: `tabula` (ours) and
//! `sashite` (the official crates), called exactly as `benches/feen.rs` and `benches/tokens.rs` call them.
//!
//! **Corpus mode**: `instruction_counts corpus OPERATION IMPLEMENTATION PASSES` runs one operation over the whole
//! diverse corpus of `benches/corpus.rs` (`tabula_bench::corpus::benched`, generated — and for `emit`,
//! parsed — before the measured loop) `PASSES` times, calling each side exactly as that bench does.
//! Operations: `validate-valid`, `validate-invalid`, `parse`, `emit` (`to_string`), and for Tabula alone
//! `emit-into` (`Position::write_into` into a new `String`, without the formatter's copy). One pass costs half the difference
//! of the counts at 3 and 1 passes (`scripts/corpus-counts.sh` prints the table).
//!
//! **Small mode**: `callgrind small OPERATION IMPLEMENTATION PASSES` does the same over the small-position
//! corpus (`tabula_bench::small::benched`), with one more operation, `chess-typed`: its chess positions
//! read to a typed position (`tabula` = `tabula_chess::Position::from_feen`, `sashite` = shakmaty's
//! `Fen::from_ascii` + `into_position` of the same positions as FEN). `small-seed SEED OPERATION
//! IMPLEMENTATION PASSES` uses the small generator with another seed (the same sizes), to check that a
//! figure holds on strings the project did not tune on.

use std::hint::black_box;
use std::process::exit;

use tabula_bench::corpus::benched;
use tabula_bench::{POSITIONS, sashite_epin, sashite_feen, sashite_pin, sashite_sin};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    match args.get(1).map(String::as_str) {
        Some("corpus") => return corpus(&args[2..], &benched()),
        Some("small") => return corpus(&args[2..], &tabula_bench::small::benched()),
        Some("small-seed") => {
            let seed = args
                .get(2)
                .and_then(|s| s.parse().ok())
                .unwrap_or(tabula_bench::small::SEED);
            return corpus(
                &args[3..],
                &tabula_bench::small::corpus(seed, 20_000, 40_000),
            );
        }
        _ => {}
    }
    let (Some(implementation), Some(op), Some(input)) = (args.get(1), args.get(2), args.get(3))
    else {
        eprintln!("usage: instruction_counts tabula|sashite OPERATION INPUT [N]");
        exit(2);
    };
    let n: usize = args.get(4).and_then(|n| n.parse().ok()).unwrap_or(1);
    let text = POSITIONS
        .iter()
        .find(|(name, _)| name == input)
        .map_or(input.as_str(), |&(_, text)| text);
    let ours = implementation == "tabula";
    if !ours && implementation != "sashite" {
        eprintln!("unknown implementation {implementation}");
        exit(2);
    }
    match op.as_str() {
        "feen-validate" => run(
            n,
            ours,
            || tabula_feen::validate(black_box(text)).is_ok(),
            || {
                sashite_feen::Feen::parse(black_box(text))
                    .map(|f| f.piece_count())
                    .is_ok()
            },
        ),
        "feen-parse" => run(
            n,
            ours,
            || black_box(text).parse::<tabula_feen::Position>().is_ok(),
            || {
                sashite_feen::Feen::parse(black_box(text))
                    .map(|f| f.to_qi())
                    .is_ok()
            },
        ),
        "feen-emit" => {
            let position: tabula_feen::Position = text.parse().expect("a valid position");
            let theirs = sashite_feen::Feen::parse(text)
                .expect("a valid position")
                .to_qi();
            run(
                n,
                ours,
                || !black_box(&position).to_string().is_empty(),
                || sashite_feen::encode(black_box(&theirs)).is_ok(),
            );
        }
        "sin-parse" => run(
            n,
            ours,
            || tabula_sin::Style::parse(black_box(text)).is_ok(),
            || sashite_sin::Identifier::parse(black_box(text)).is_ok(),
        ),
        "pin-parse" => run(
            n,
            ours,
            || tabula_pin::Piece::parse(black_box(text)).is_ok(),
            || sashite_pin::Identifier::parse(black_box(text)).is_ok(),
        ),
        "epin-parse" => run(
            n,
            ours,
            || tabula_epin::ExtendedPiece::parse(black_box(text)).is_ok(),
            || sashite_epin::Identifier::parse(black_box(text)).is_ok(),
        ),
        _ => {
            eprintln!("unknown operation {op}");
            exit(2);
        }
    }
}

/// Calls ours or theirs `n` times, keeping each result alive: the choice is made once, outside the loop, so
/// each loop is compiled for one implementation and a call costs nothing more than the call.
fn run(n: usize, ours: bool, tabula: impl FnMut() -> bool, sashite: impl FnMut() -> bool) {
    if ours {
        repeat(n, tabula);
    } else {
        repeat(n, sashite);
    }
}

/// Calls `f` `n` times, keeping each result alive.
fn repeat(n: usize, mut f: impl FnMut() -> bool) {
    for _ in 0..n {
        black_box(f());
    }
}

/// The corpus mode: `OPERATION IMPLEMENTATION PASSES`, over `corpus`.
fn corpus(args: &[String], corpus: &tabula_bench::corpus::Corpus) {
    let (Some(op), Some(implementation)) = (args.first(), args.get(1)) else {
        eprintln!(
            "usage: instruction_counts corpus validate-valid|validate-invalid|parse|emit tabula|sashite PASSES"
        );
        exit(2);
    };
    let passes: usize = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(1);
    let ours = implementation == "tabula";
    if !ours && implementation != "sashite" {
        eprintln!("unknown implementation {implementation}");
        exit(2);
    }
    // The size of what one pass reads, for per-string and per-byte figures.
    let (strings, bytes) = if op == "validate-invalid" {
        (corpus.invalid.len(), corpus.invalid_bytes())
    } else {
        (corpus.valid.len(), corpus.valid_bytes())
    };
    eprintln!("corpus pass: {strings} strings, {bytes} bytes");
    if op == "parse" || op.starts_with("emit") {
        let (squares, pieces) = corpus
            .valid
            .iter()
            .filter_map(|t| t.parse::<tabula_feen::Position>().ok())
            .fold((0, 0), |(squares, pieces), p| {
                (squares + p.square_count(), pieces + p.piece_count())
            });
        eprintln!("corpus positions: {squares} squares, {pieces} pieces");
    }
    match op.as_str() {
        "validate-valid" | "validate-invalid" => {
            let strings = if op == "validate-valid" {
                &corpus.valid
            } else {
                &corpus.invalid
            };
            run_passes(
                passes,
                ours,
                || count(strings, |t| tabula_feen::validate(t).is_ok()),
                || count(strings, |t| sashite_feen::Feen::parse(t).is_ok()),
            );
        }
        "parse" => run_passes(
            passes,
            ours,
            || {
                count(&corpus.valid, |t| {
                    t.parse::<tabula_feen::Position>().is_ok()
                })
            },
            || {
                count(&corpus.valid, |t| {
                    sashite_feen::Feen::parse(t).map(|f| f.to_qi()).is_ok()
                })
            },
        ),
        "emit" | "emit-into" => emit(&corpus.valid, op == "emit-into", ours, passes),
        "chess-typed" => chess_typed(&corpus.valid, ours, passes),
        _ => {
            eprintln!("unknown corpus operation {op}");
            exit(2);
        }
    }
}

/// [`run`] for whole passes over the corpus.
fn run_passes(
    passes: usize,
    ours: bool,
    tabula: impl FnMut() -> usize,
    sashite: impl FnMut() -> usize,
) {
    if ours {
        repeat_passes(passes, tabula);
    } else {
        repeat_passes(passes, sashite);
    }
}

/// Runs `pass` `passes` times, keeping each result alive. Never inlined, so that a profile can collect
/// the passes alone (`valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*repeat_passes*'`).
#[inline(never)]
fn repeat_passes(passes: usize, mut pass: impl FnMut() -> usize) {
    for _ in 0..passes {
        black_box(pass());
    }
}

/// How many of `strings` `accept` accepts (the loop of `benches/corpus.rs`).
fn count(strings: &[String], accept: impl Fn(&str) -> bool) -> usize {
    strings.iter().filter(|t| accept(black_box(t))).count()
}

/// The emit passes: `to_string` on each side, or for Tabula alone (`into`) `write_into` a new `String`.
fn emit(valid: &[String], into: bool, ours: bool, passes: usize) {
    if into || ours {
        let positions: Vec<tabula_feen::Position> = valid
            .iter()
            .map(|t| t.parse().expect("a valid position"))
            .collect();
        repeat_passes(passes, || {
            positions
                .iter()
                .map(|p| {
                    if into {
                        // The crate's own `String`-writing emit (what `Display` calls), without the
                        // formatter's copy; the official crate has one emit, `encode`.
                        let mut text = String::new();
                        black_box(p).write_into(&mut text);
                        text.len()
                    } else {
                        black_box(p).to_string().len()
                    }
                })
                .sum()
        });
    } else {
        let positions: Vec<_> = valid
            .iter()
            .map(|t| {
                sashite_feen::Feen::parse(t)
                    .expect("a valid position")
                    .to_qi()
            })
            .collect();
        repeat_passes(passes, || {
            positions
                .iter()
                .map(|q| sashite_feen::encode(black_box(q)).map_or(0, |s| s.len()))
                .sum()
        });
    }
}

/// The chess positions of `valid` read to a typed position: ours from FEEN, shakmaty's from FEN.
fn chess_typed(valid: &[String], ours: bool, passes: usize) {
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess};
    let positions: Vec<&String> = valid
        .iter()
        .filter(|t| tabula_chess::Position::from_feen(t).is_ok())
        .collect();
    let fens: Vec<String> = positions
        .iter()
        .map(|t| {
            tabula_chess::fen::from_feen(t, &tabula_chess::fen::Options::default())
                .expect("a chess position")
        })
        .collect();
    eprintln!("chess positions: {}", positions.len());
    run_passes(
        passes,
        ours,
        || {
            positions
                .iter()
                .filter(|t| tabula_chess::Position::from_feen(black_box(t)).is_ok())
                .count()
        },
        || {
            fens.iter()
                .filter(|f| {
                    Fen::from_ascii(black_box(f.as_bytes()))
                        .ok()
                        .and_then(|f| f.into_position::<Chess>(CastlingMode::Chess960).ok())
                        .is_some()
                })
                .count()
        },
    );
}

//! A driver for instruction counts (docs/performance.md): runs one conversion of the benchmark's middlegame
//! `n` times, so that the `valgrind --tool=callgrind` totals of two runs with different `n` give the cost of
//! one call, the same on a busy machine as on an idle one.
//!
//! ```sh
//! cargo build --profile bench -p tabula-shogi --example shogi_callgrind
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/shogi_callgrind feen-to-sfen 1000
//! scripts/callgrind-conversions.sh   # both directions, shōgi and xiangqi, as a table
//! ```
//!
//! Operations: `sfen-to-feen`, `feen-to-sfen` (the conversions, as `benches/shogi.rs` calls them),
//! `feen-view` (tabula-feen's borrowed view alone, which `feen-to-sfen` reads through), `feen-squares` (the
//! view and a walk over its squares, what `feen-to-sfen` cannot do without), and, for scale, `feen-parse`
//! and `feen-extended` (tabula-feen's typed and as-written parses of the same FEEN).
#![allow(missing_docs)]

use std::hint::black_box;
use std::process::exit;

/// The USI text's example (19th Ryu-O, game 3), as in `benches/shogi.rs`.
const SFEN: &str = "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124";
const FEEN: &str =
    "8l/1l+R2P3/p2pBG1pp/k^ps1p4/Nn1P2G2/P1P1P2PP/1PS6/1K^SG3+r1/LN2+p3L S/3pbgn s/S";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(op) = args.get(1) else {
        eprintln!(
            "usage: shogi_callgrind sfen-to-feen|feen-to-sfen|feen-view|feen-squares|feen-parse|feen-extended [N]"
        );
        exit(2);
    };
    let n: usize = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(1);
    let mut ok = 0usize;
    for _ in 0..n {
        let done = match op.as_str() {
            "sfen-to-feen" => tabula_shogi::sfen_to_feen(black_box(SFEN)).is_ok(),
            "feen-to-sfen" => tabula_shogi::feen_to_sfen(black_box(FEEN), Some(124)).is_ok(),
            "feen-view" => tabula_feen::Feen::parse(black_box(FEEN)).is_ok(),
            "feen-parse" => black_box(FEEN).parse::<tabula_feen::Position>().is_ok(),
            "feen-extended" => tabula_feen::parse_extended(black_box(FEEN)).is_ok(),
            "feen-squares" => tabula_feen::Feen::parse(black_box(FEEN))
                .is_ok_and(|view| view.squares().flatten().count() > 0),
            _ => {
                eprintln!("unknown operation {op}");
                exit(2);
            }
        };
        ok += usize::from(black_box(done));
    }
    if ok != n {
        eprintln!("{} of {n} calls failed", n - ok);
        exit(1);
    }
}

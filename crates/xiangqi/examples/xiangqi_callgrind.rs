//! A driver for instruction counts (docs/performance.md): runs one conversion of the benchmark's middlegame
//! `n` times, so that the `valgrind --tool=callgrind` totals of two runs with different `n` give the cost of
//! one call, the same on a busy machine as on an idle one.
//!
//! ```sh
//! cargo build --profile bench -p tabula-xiangqi --example xiangqi_callgrind
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/xiangqi_callgrind fen-to-feen 1000
//! scripts/callgrind-conversions.sh   # both directions, shōgi and xiangqi, as a table
//! ```
//!
//! Operations: `fen-to-feen`, `feen-to-fen` (the conversions, as `benches/xiangqi.rs` calls them),
//! `feen-view` (tabula-feen's borrowed view alone, which `feen-to-fen` reads through), `feen-squares` (the
//! view and a walk over its squares, what `feen-to-fen` cannot do without), and, for scale, `feen-parse`
//! and `feen-extended` (tabula-feen's typed and as-written parses of the same FEEN).
#![allow(missing_docs)]

use std::hint::black_box;
use std::process::exit;

use tabula_xiangqi::Letters;

/// Fairy-Stockfish's perft middlegame, as in `benches/xiangqi.rs`.
const FEN: &str = "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1";
const FEEN: &str = "1reag^a2R/5r3/6h2/2p1p1p2/4P1eP1/PpC3Ec1/1hPR2P2/2H2AH2/1c2G^1p2/2EAC4 / X/x";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(op) = args.get(1) else {
        eprintln!(
            "usage: xiangqi_callgrind fen-to-feen|feen-to-fen|feen-view|feen-squares|feen-parse|feen-extended [N]"
        );
        exit(2);
    };
    let n: usize = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(1);
    let mut ok = 0usize;
    for _ in 0..n {
        let done = match op.as_str() {
            "fen-to-feen" => tabula_xiangqi::fen_to_feen(black_box(FEN)).is_ok(),
            "feen-to-fen" => tabula_xiangqi::feen_to_fen(black_box(FEEN), Letters::Ucci).is_ok(),
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

//! A driver for instruction counts of legal move generation (docs/performance.md, § Python package): reads
//! SFEN lines from a file, then lists the legal moves of every position `n` times as the Python package's
//! `Game.legal_moves` does (each move with its PMN code, `Rules::pmn_code`), so that the difference of two
//! `valgrind --tool=callgrind` totals with different `n` gives the cost of one listing.
//!
//! ```sh
//! cargo build --profile bench -p tabula-shogi --example shogi_moves_callgrind
//! valgrind --tool=callgrind target/release/examples/shogi_moves_callgrind POSITIONS.sfen 1
//! ```
#![allow(missing_docs)]

use std::hint::black_box;
use std::process::exit;

use tabula_game::Rules;
use tabula_shogi::ShogiPosition;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(path), n) = (args.get(1), args.get(2).and_then(|n| n.parse().ok())) else {
        eprintln!("usage: shogi_moves_callgrind FILE [N]");
        exit(2);
    };
    let n: usize = n.unwrap_or(1);
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        exit(2)
    });
    let positions: Vec<ShogiPosition> = text
        .lines()
        .filter_map(|line| ShogiPosition::from_native(line).ok().map(|(p, _)| p))
        .collect();
    let mut sum = 0u64;
    let mut moves = 0usize;
    for _ in 0..n {
        for position in &positions {
            let position = black_box(position);
            let _ = position.for_each_legal_move(&mut |m| {
                sum = sum.wrapping_add(position.pmn_code(m).unwrap_or(0));
                moves += 1;
                core::ops::ControlFlow::Continue(())
            });
        }
    }
    println!("{} positions, {moves} moves, {sum:x}", positions.len());
}

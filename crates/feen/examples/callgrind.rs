//! A driver for instruction counts (docs/performance.md): runs one operation on one benchmark position
//! `n` times, so that `valgrind --tool=callgrind` totals for two values of `n` give the cost of one call.
//!
//! ```sh
//! cargo build --profile bench -p tabula-feen --all-features --example callgrind
//! valgrind --tool=callgrind target/release/examples/callgrind validate chess-start 10000
//! ```

use std::hint::black_box;

#[path = "../benches/data/positions.rs"]
mod positions;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(op), Some(name)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: callgrind validate|parse|emit <position name or FEEN> [n]");
        std::process::exit(2);
    };
    let n: usize = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(1);
    // A benchmark position by name, or any FEEN string.
    let text = positions::POSITIONS
        .iter()
        .find(|(p, _)| p == name)
        .map_or(name.as_str(), |&(_, text)| text);
    let position = tabula_feen::parse(text).expect("a valid benchmark position");
    for _ in 0..n {
        match op.as_str() {
            "validate" => {
                black_box(tabula_feen::validate(black_box(text)).is_ok());
            }
            "parse" => {
                black_box(tabula_feen::parse(black_box(text)).is_ok());
            }
            "emit" => {
                black_box(tabula_feen::emit(black_box(&position)).is_ok());
            }
            _ => {
                eprintln!("unknown operation {op}");
                std::process::exit(2);
            }
        }
    }
}

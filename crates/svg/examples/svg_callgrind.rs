//! The driver of docs/performance.md's instruction counts for `tabula_svg::render`: draws the shōgi
//! middlegame of the criterion bench N times (N the first argument, default 100) and prints the total
//! length, so that `valgrind --tool=callgrind` can count the instructions of N1 and N2 calls:
//!
//! ```text
//! cargo build --profile bench -p tabula-svg --example svg_callgrind
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/svg_callgrind 1100
//! ```

use std::hint::black_box;

fn main() {
    let calls: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100);
    let position: tabula_feen::Position =
        "ln3k^1nl/1r2g1g2/p1+Ppspsp1/4p1p1p/1p1P5/2P3P1P/PPS1PPS2/2G1G2R1/LN2K^2NL BP/bs S/s"
            .parse()
            .expect("a valid FEEN string");
    let options = tabula_svg::Options::default();
    let mut total = 0;
    for _ in 0..calls {
        let svg = tabula_svg::render(black_box(&position), black_box(&options)).expect("drawable");
        total += black_box(svg).len();
    }
    println!("{total}");
}

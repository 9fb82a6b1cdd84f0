//! How long one picture takes: the SVG of a shōgi middlegame with pieces in both hands (the budget is 50 µs,
//! cheap enough for a web board redrawn on every move), and of the chess start.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_svg::{Highlight, Options, render};

/// A shōgi middlegame: promoted pieces on the board, pieces in both hands.
const SHOGI: &str =
    "ln3k^1nl/1r2g1g2/p1+Ppspsp1/4p1p1p/1p1P5/2P3P1P/PPS1PPS2/2G1G2R1/LN2K^2NL BP/bs S/s";
const CHESS: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

fn svg(c: &mut Criterion) {
    let shogi: tabula_feen::Position = SHOGI.parse().expect("valid");
    let chess: tabula_feen::Position = CHESS.parse().expect("valid");
    let options = Options::default();
    let mut highlighted = Options::default();
    highlighted.highlights = vec![
        Highlight::last_move("e2".parse().expect("e2")),
        Highlight::last_move("e4".parse().expect("e4")),
    ];
    c.bench_function("svg/shogi-middlegame-hands", |b| {
        b.iter(|| render(black_box(&shogi), black_box(&options)));
    });
    c.bench_function("svg/chess-start-highlights", |b| {
        b.iter(|| render(black_box(&chess), black_box(&highlighted)));
    });
}

criterion_group!(benches, svg);
criterion_main!(benches);

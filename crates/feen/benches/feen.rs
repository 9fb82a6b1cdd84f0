//! Validation, typed parse and emit on a fixed set of positions.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};

const POSITIONS: &[(&str, &str)] = &[
    (
        "chess-start",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
    ),
    (
        "shogi-hands",
        "ln1gk^gsnl/1r5b1/p1pp1pppp/9/9/9/PP1PPPPPP/1B5R1/LNSGK^GSNL 2PS/p s/S",
    ),
    (
        "xiangqi-start",
        "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
    ),
    ("empty-8x8", "8/8/8/8/8/8/8/8 / C/c"),
    (
        "3d-5x5x5",
        "rnknr/ppppp/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/PPPPP/RNKNR / R/r",
    ),
    ("1d", "k^+p4+PK^ / C/c"),
];

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("feen");
    for &(name, text) in POSITIONS {
        group.bench_function(format!("validate/{name}"), |b| {
            b.iter(|| tabula_feen::validate(black_box(text)));
        });
        group.bench_function(format!("parse/{name}"), |b| {
            b.iter(|| tabula_feen::parse(black_box(text)));
        });
        let position = tabula_feen::parse(text).unwrap();
        group.bench_function(format!("emit/{name}"), |b| {
            b.iter(|| tabula_feen::emit(black_box(&position)));
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

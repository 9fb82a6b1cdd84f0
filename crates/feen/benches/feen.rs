//! Validation, typed parse and emit on a fixed set of positions.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_feen::Position;

#[path = "data/positions.rs"]
mod positions;
use positions::POSITIONS;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("feen");
    for &(name, text) in POSITIONS {
        group.bench_function(format!("validate/{name}"), |b| {
            b.iter(|| tabula_feen::validate(black_box(text)));
        });
        group.bench_function(format!("parse/{name}"), |b| {
            b.iter(|| black_box(text).parse::<Position>());
        });
        let position: Position = text.parse().unwrap();
        group.bench_function(format!("emit/{name}"), |b| {
            b.iter(|| black_box(&position).to_string());
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

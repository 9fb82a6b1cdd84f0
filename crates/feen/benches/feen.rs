//! Validation, typed parse and emit on a fixed set of positions.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};

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

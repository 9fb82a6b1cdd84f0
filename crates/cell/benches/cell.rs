//! Parse, format and square-index mapping benchmarks.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_cell::{Coordinate, coordinate_of, square_index};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("cell");
    for text in ["e4", "iv256IV"] {
        group.bench_function(format!("parse/{text}"), |b| {
            b.iter(|| Coordinate::parse(black_box(text)));
        });
    }
    let coordinate = Coordinate::parse("iv256IV").unwrap();
    group.bench_function("format/iv256IV", |b| {
        b.iter(|| {
            let mut buf = [0; Coordinate::MAX_LEN];
            black_box(black_box(coordinate).encode(&mut buf).len())
        });
    });
    let e4 = Coordinate::parse("e4").unwrap();
    group.bench_function("square_index/e4", |b| {
        b.iter(|| square_index(black_box(&[8, 8]), black_box(e4)));
    });
    group.bench_function("coordinate_of/36", |b| {
        b.iter(|| coordinate_of(black_box(&[8, 8]), black_box(36)));
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

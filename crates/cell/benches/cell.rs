//! Parse, format and square-index mapping benchmarks (`cargo bench -p tabula-cell`).
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_cell::{Coordinate, Location, coordinate_of, coordinates, square_index};

fn parse(c: &mut Criterion) {
    let mut group = c.benchmark_group("parse");
    for text in ["e4", "a10", "iv256IV", "center", "a1Aa"] {
        group.bench_function(text, |b| b.iter(|| Coordinate::parse(black_box(text))));
    }
    group.bench_function("location/*", |b| b.iter(|| Location::parse(black_box("*"))));
    group.bench_function("is_valid/e4", |b| {
        b.iter(|| Coordinate::is_valid(black_box("e4")));
    });
    let huge = "a".repeat(1 << 20);
    group.bench_function("1MB", |b| b.iter(|| Coordinate::parse(black_box(&huge))));
    group.finish();
}

fn format(c: &mut Criterion) {
    let mut group = c.benchmark_group("format");
    for text in ["e4", "iv256IV"] {
        let coordinate = Coordinate::parse(text).unwrap();
        group.bench_function(format!("encode/{text}"), |b| {
            b.iter(|| {
                let mut buf = [0; Coordinate::MAX_LEN];
                black_box(black_box(coordinate).encode(&mut buf).len())
            });
        });
        group.bench_function(format!("to_string/{text}"), |b| {
            b.iter(|| black_box(coordinate).to_string());
        });
    }
    group.finish();
}

fn mapping(c: &mut Criterion) {
    let mut group = c.benchmark_group("mapping");
    let e4 = Coordinate::parse("e4").unwrap();
    group.bench_function("square_index/e4 on [8, 8]", |b| {
        b.iter(|| square_index(black_box(&[8, 8]), black_box(e4)));
    });
    let c3 = Coordinate::parse("c3C").unwrap();
    group.bench_function("square_index/c3C on [5, 5, 5]", |b| {
        b.iter(|| square_index(black_box(&[5, 5, 5]), black_box(c3)));
    });
    group.bench_function("coordinate_of/36 on [8, 8]", |b| {
        b.iter(|| coordinate_of(black_box(&[8, 8]), black_box(36)));
    });
    group.bench_function("coordinates/[8, 8] (64 squares)", |b| {
        b.iter(|| {
            coordinates(black_box(&[8, 8]))
                .map(|all| all.fold(0usize, |n, c| n + c.indices()[0] as usize))
        });
    });
    group.bench_function("parse + square_index/e2 e4", |b| {
        b.iter(|| {
            let from = square_index(&[8, 8], Coordinate::parse(black_box("e2"))?)?;
            let to = square_index(&[8, 8], Coordinate::parse(black_box("e4"))?)?;
            Ok::<_, tabula_cell::Error>((from, to))
        });
    });
    group.finish();
}

criterion_group!(benches, parse, format, mapping);
criterion_main!(benches);

//! Parse and format benchmarks for SIN tokens.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_sin::Style;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("sin");
    group.bench_function("parse", |b| b.iter(|| Style::parse(black_box("c"))));
    group.bench_function("parse_invalid", |b| b.iter(|| Style::parse(black_box("1"))));
    let style = Style::parse("C").unwrap();
    group.bench_function("format", |b| b.iter(|| black_box(style).to_ascii()));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

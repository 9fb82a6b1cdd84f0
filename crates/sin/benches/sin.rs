//! Parse and format benchmarks for SIN tokens (`cargo bench -p tabula-sin`).
#![allow(missing_docs)]

use std::fmt::Write as _;
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_sin::Style;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("sin");
    for token in ["C", "s"] {
        group.bench_function(format!("parse/{token}"), |b| {
            b.iter(|| Style::parse(black_box(token)));
        });
    }
    group.bench_function("parse_prefix/c:K", |b| {
        b.iter(|| Style::parse_prefix(black_box(b"c:K")));
    });
    group.bench_function("parse_invalid/1", |b| {
        b.iter(|| Style::parse(black_box("1")));
    });
    group.bench_function("parse_invalid/CC", |b| {
        b.iter(|| Style::parse(black_box("CC")));
    });
    let style = Style::parse("s").unwrap();
    group.bench_function("format/as_str", |b| {
        b.iter(|| black_box(style).as_str());
    });
    let mut out = String::with_capacity(8);
    group.bench_function("format/display", |b| {
        b.iter(|| {
            out.clear();
            write!(out, "{}", black_box(style)).unwrap();
            black_box(out.len())
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

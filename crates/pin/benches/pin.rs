//! Parse and format benchmarks for PIN tokens (`cargo bench -p tabula-pin`).
#![allow(missing_docs)]

use std::fmt::Write as _;
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_pin::Piece;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("pin");
    for token in ["K", "-p", "+K^"] {
        group.bench_function(format!("parse/{token}"), |b| {
            b.iter(|| Piece::parse(black_box(token)));
        });
    }
    group.bench_function("parse_prefix/+K^'", |b| {
        b.iter(|| Piece::parse_prefix(black_box(b"+K^'")));
    });
    group.bench_function("is_valid/+K^", |b| {
        b.iter(|| Piece::is_valid(black_box("+K^")));
    });
    for token in ["K^^", "K'", "KKKK"] {
        group.bench_function(format!("parse_invalid/{token}"), |b| {
            b.iter(|| Piece::parse(black_box(token)));
        });
    }
    let piece = Piece::parse("+K^").unwrap();
    group.bench_function("format/as_str/+K^", |b| {
        b.iter(|| black_box(piece).as_str());
    });
    group.bench_function("format/encode/+K^", |b| {
        let mut buf = [0; Piece::MAX_LEN];
        b.iter(|| black_box(piece).encode(&mut buf).len());
    });
    let mut out = String::with_capacity(8);
    group.bench_function("format/display/+K^", |b| {
        b.iter(|| {
            out.clear();
            write!(out, "{}", black_box(piece)).unwrap();
            out.len()
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

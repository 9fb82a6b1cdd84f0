//! Token parse and format: Tabula against `sashite-sin`, `sashite-pin` and `sashite-epin` 1.1, same run,
//! same inputs (`cargo bench -p tabula-bench --bench tokens`). Benchmark ids are `<notation>/<op>/<impl>/<token>`.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_bench::{
    EPIN_TOKENS, INVALID_PIN, PIN_TOKENS, QPI_TOKENS, SIN_TOKENS, sashite_epin, sashite_pin,
    sashite_sin,
};

fn sin(c: &mut Criterion) {
    let mut g = c.benchmark_group("sin");
    for &t in SIN_TOKENS {
        g.bench_function(format!("parse/tabula/{t}"), |b| {
            b.iter(|| tabula_sin::Style::parse(black_box(t)));
        });
        g.bench_function(format!("parse/sashite/{t}"), |b| {
            b.iter(|| sashite_sin::Identifier::parse(black_box(t)));
        });
        let ours = tabula_sin::Style::parse(t).unwrap();
        let theirs = sashite_sin::Identifier::parse(t).unwrap();
        g.bench_function(format!("format/tabula/{t}"), |b| {
            b.iter(|| black_box(ours).as_str().len());
        });
        g.bench_function(format!("format/sashite/{t}"), |b| {
            b.iter(|| black_box(theirs).encode().len());
        });
    }
    g.finish();
}

fn pin(c: &mut Criterion) {
    let mut g = c.benchmark_group("pin");
    for t in PIN_TOKENS.iter().copied().chain([INVALID_PIN]) {
        g.bench_function(format!("parse/tabula/{t}"), |b| {
            b.iter(|| tabula_pin::Piece::parse(black_box(t)));
        });
        g.bench_function(format!("parse/sashite/{t}"), |b| {
            b.iter(|| sashite_pin::Identifier::parse(black_box(t)));
        });
    }
    for &t in PIN_TOKENS {
        let ours = tabula_pin::Piece::parse(t).unwrap();
        let theirs = sashite_pin::Identifier::parse(t).unwrap();
        g.bench_function(format!("format/tabula/{t}"), |b| {
            b.iter(|| black_box(ours).as_str().len());
        });
        g.bench_function(format!("format/sashite/{t}"), |b| {
            b.iter(|| black_box(theirs).encode().len());
        });
    }
    g.finish();
}

fn epin(c: &mut Criterion) {
    let mut g = c.benchmark_group("epin");
    for &t in EPIN_TOKENS {
        g.bench_function(format!("parse/tabula/{t}"), |b| {
            b.iter(|| tabula_epin::ExtendedPiece::parse(black_box(t)));
        });
        g.bench_function(format!("parse/sashite/{t}"), |b| {
            b.iter(|| sashite_epin::Identifier::parse(black_box(t)));
        });
        let ours = tabula_epin::ExtendedPiece::parse(t).unwrap();
        let theirs = sashite_epin::Identifier::parse(t).unwrap();
        g.bench_function(format!("format/tabula/{t}"), |b| {
            let mut buf = [0; tabula_epin::ExtendedPiece::MAX_LEN];
            b.iter(|| black_box(ours).encode(&mut buf).len());
        });
        g.bench_function(format!("format/sashite/{t}"), |b| {
            b.iter(|| black_box(theirs).encode().len());
        });
    }
    g.finish();
}

fn qpi(c: &mut Criterion) {
    let mut g = c.benchmark_group("qpi");
    for &t in QPI_TOKENS {
        g.bench_function(format!("parse/tabula/{t}"), |b| {
            b.iter(|| tabula_qpi::QualifiedPiece::parse(black_box(t)));
        });
        let ours = tabula_qpi::QualifiedPiece::parse(t).unwrap();
        g.bench_function(format!("format/tabula/{t}"), |b| {
            let mut buf = [0; tabula_qpi::QualifiedPiece::MAX_LEN];
            b.iter(|| black_box(ours).encode(&mut buf).len());
        });
    }
    g.finish();
}

criterion_group!(benches, sin, pin, epin, qpi);
criterion_main!(benches);

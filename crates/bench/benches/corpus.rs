//! FEEN on a diverse corpus (`tabula_bench::corpus`, seed 20): every operation timed over the whole
//! corpus per iteration, Tabula and `sashite-feen` alternating in one run
//! (`cargo bench -p tabula-bench --bench corpus`). Benchmark ids are `<op>/<impl>`; the corpus sizes in
//! strings and bytes are printed first, for ns/byte.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_bench::corpus::benched;
use tabula_bench::sashite_feen;

fn bench(c: &mut Criterion) {
    // Like with like: the valid strings both implementations accept.
    let corpus = benched();
    eprintln!(
        "corpus: {} valid strings ({} bytes), {} invalid strings ({} bytes)",
        corpus.valid.len(),
        corpus.valid_bytes(),
        corpus.invalid.len(),
        corpus.invalid_bytes()
    );
    let mut g = c.benchmark_group("corpus");
    g.sample_size(10);
    g.bench_function("validate-valid/tabula", |b| {
        b.iter(|| {
            corpus
                .valid
                .iter()
                .filter(|t| tabula_feen::validate(black_box(t)).is_ok())
                .count()
        });
    });
    g.bench_function("validate-valid/sashite", |b| {
        b.iter(|| {
            corpus
                .valid
                .iter()
                .filter(|t| sashite_feen::Feen::parse(black_box(t)).is_ok())
                .count()
        });
    });
    g.bench_function("validate-invalid/tabula", |b| {
        b.iter(|| {
            corpus
                .invalid
                .iter()
                .filter(|t| tabula_feen::validate(black_box(t)).is_ok())
                .count()
        });
    });
    g.bench_function("validate-invalid/sashite", |b| {
        b.iter(|| {
            corpus
                .invalid
                .iter()
                .filter(|t| sashite_feen::Feen::parse(black_box(t)).is_ok())
                .count()
        });
    });
    g.bench_function("parse/tabula", |b| {
        b.iter(|| {
            corpus
                .valid
                .iter()
                .filter(|t| black_box(t).parse::<tabula_feen::Position>().is_ok())
                .count()
        });
    });
    g.bench_function("parse/sashite", |b| {
        b.iter(|| {
            corpus
                .valid
                .iter()
                .filter(|t| {
                    sashite_feen::Feen::parse(black_box(t))
                        .map(|f| f.to_qi())
                        .is_ok()
                })
                .count()
        });
    });
    let ours: Vec<tabula_feen::Position> =
        corpus.valid.iter().map(|t| t.parse().unwrap()).collect();
    let theirs: Vec<_> = corpus
        .valid
        .iter()
        .map(|t| sashite_feen::Feen::parse(t).unwrap().to_qi())
        .collect();
    g.bench_function("emit/tabula", |b| {
        b.iter(|| {
            ours.iter()
                .map(|p| black_box(p).to_string().len())
                .sum::<usize>()
        });
    });
    g.bench_function("emit/sashite", |b| {
        b.iter(|| {
            theirs
                .iter()
                .map(|q| sashite_feen::encode(black_box(q)).map_or(0, |s| s.len()))
                .sum::<usize>()
        });
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! FEEN on two corpora: the small positions users have (`tabula_bench::small`, seed 30; group `small`) and
//! the diverse big-board corpus (`tabula_bench::corpus`, seed 20; group `corpus`). Every operation is timed
//! over a whole corpus per iteration, Tabula and `sashite-feen` alternating in one run
//! (`cargo bench -p tabula-bench --bench corpus`). Benchmark ids are `<group>/<op>/<impl>`; the corpus
//! sizes in strings and bytes are printed first, for ns/byte. Group `chess-typed`: the chess positions of
//! the small corpus read to a typed position, `tabula_chess::Position::from_feen` against shakmaty's
//! `Fen::from_ascii` + `into_position` of the same positions written as FEN.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};
use tabula_bench::corpus::Corpus;
use tabula_bench::sashite_feen;

fn bench(c: &mut Criterion) {
    // Like with like: the valid strings both implementations accept.
    let small = tabula_bench::small::benched();
    group(c, "small", &small);
    group(c, "corpus", &tabula_bench::corpus::benched());
    chess_typed(c, &small);
}

fn group(c: &mut Criterion, name: &str, corpus: &Corpus) {
    eprintln!(
        "{name}: {} valid strings ({} bytes), {} invalid strings ({} bytes)",
        corpus.valid.len(),
        corpus.valid_bytes(),
        corpus.invalid.len(),
        corpus.invalid_bytes()
    );
    let mut g = c.benchmark_group(name);
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

/// The chess positions of the small corpus, read to a typed position by each side.
fn chess_typed(c: &mut Criterion, small: &Corpus) {
    let positions: Vec<&String> = small
        .valid
        .iter()
        .filter(|t| tabula_chess::Position::from_feen(t).is_ok())
        .collect();
    let fens: Vec<String> = positions
        .iter()
        .map(|t| tabula_chess::fen::from_feen(t, &tabula_chess::fen::Options::default()).unwrap())
        .collect();
    assert!(fens.iter().all(|f| {
        Fen::from_ascii(f.as_bytes())
            .unwrap()
            .into_position::<Chess>(CastlingMode::Chess960)
            .is_ok()
    }));
    eprintln!("chess-typed: {} positions", positions.len());
    let mut g = c.benchmark_group("chess-typed");
    g.sample_size(10);
    g.bench_function("parse/tabula", |b| {
        b.iter(|| {
            positions
                .iter()
                .filter(|t| tabula_chess::Position::from_feen(black_box(t)).is_ok())
                .count()
        });
    });
    g.bench_function("parse/shakmaty", |b| {
        b.iter(|| {
            fens.iter()
                .filter(|f| {
                    Fen::from_ascii(black_box(f.as_bytes()))
                        .ok()
                        .and_then(|f| f.into_position::<Chess>(CastlingMode::Chess960).ok())
                        .is_some()
                })
                .count()
        });
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

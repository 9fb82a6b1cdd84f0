//! FEEN: Tabula against `sashite-feen` 0.2 (feature `alloc`), same run, same inputs
//! (`cargo bench -p tabula-bench --bench feen`). Benchmark ids are `<op>/<impl>/<position>`:
//!
//! - `validate`: their `Feen::parse` (a validating borrowed view) vs our `tabula_feen::validate`;
//! - `parse`: their `Feen::parse` + `to_qi` (a `Qi` of bare EPIN tokens) vs our `str::parse::<Position>`
//!   (a `Qi` of fully qualified QPI pieces);
//! - `emit`: their `encode` vs our `Position::to_string`.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_bench::{POSITIONS, sashite_feen};

fn feen(c: &mut Criterion) {
    let mut g = c.benchmark_group("feen");
    for &(name, text) in POSITIONS {
        g.bench_function(format!("validate/tabula/{name}"), |b| {
            b.iter(|| tabula_feen::validate(black_box(text)));
        });
        g.bench_function(format!("validate/sashite/{name}"), |b| {
            b.iter(|| sashite_feen::Feen::parse(black_box(text)).map(|f| f.piece_count()));
        });
        g.bench_function(format!("parse/tabula/{name}"), |b| {
            b.iter(|| black_box(text).parse::<tabula_feen::Position>());
        });
        g.bench_function(format!("parse/sashite/{name}"), |b| {
            b.iter(|| sashite_feen::Feen::parse(black_box(text)).map(|f| f.to_qi()));
        });
        let ours: tabula_feen::Position = text.parse().unwrap();
        let theirs = sashite_feen::Feen::parse(text).unwrap().to_qi();
        g.bench_function(format!("emit/tabula/{name}"), |b| {
            b.iter(|| black_box(&ours).to_string());
        });
        g.bench_function(format!("emit/sashite/{name}"), |b| {
            b.iter(|| sashite_feen::encode(black_box(&theirs)));
        });
    }
    g.finish();
}

criterion_group!(benches, feen);
criterion_main!(benches);

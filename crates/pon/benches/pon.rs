//! PON read and write, and PON ↔ FEEN, on a few diverse positions.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_pon::Pon;

const POSITIONS: &[(&str, &str)] = &[
    (
        "chess",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
    ),
    (
        "shogi-hands",
        "ln1gk^gsnl/1r5b1/p1pp1pppp/9/9/9/PP1PPPPPP/1B5R1/LNSGK^GSNL 2PS/p s/S",
    ),
    (
        "raumschach",
        "5/5/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/5/5 / R/r",
    ),
    ("1d", "k^+p4+PK^ / C/c"),
];

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("pon");
    for &(name, feen) in POSITIONS {
        let pon = Pon::from_feen(feen).unwrap();
        let text = pon.to_string();
        group.bench_function(format!("read/{name}"), |b| {
            b.iter(|| black_box(&text).parse::<Pon>());
        });
        group.bench_function(format!("write/{name}"), |b| {
            b.iter(|| black_box(&pon).to_string());
        });
        group.bench_function(format!("feen-to-pon-text/{name}"), |b| {
            b.iter(|| Pon::from_feen(black_box(feen)).map(|pon| pon.to_string()));
        });
        group.bench_function(format!("pon-text-to-feen/{name}"), |b| {
            b.iter(|| {
                black_box(&text)
                    .parse::<Pon>()
                    .and_then(|pon| pon.to_feen())
            });
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

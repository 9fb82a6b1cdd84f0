//! Benchmarks: construction, diffs (which must not grow with the board), clone.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_qi::{Qi, Side};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("qi");
    for shape in [[8usize, 8], [9, 9], [255, 255]] {
        group.bench_function(format!("new/{}x{}", shape[0], shape[1]), |b| {
            b.iter(|| Qi::<u16, u8>::new(black_box(&shape), 0, 1));
        });
    }
    for shape in [[8usize, 8], [255, 255]] {
        let position = Qi::<u16, u8>::new(&shape, 0, 1)
            .unwrap()
            .board_diff([(1, Some(7))])
            .unwrap();
        group.bench_function(format!("board_diff_move/{}x{}", shape[0], shape[1]), |b| {
            b.iter_batched(
                || position.clone(),
                |p| p.board_diff([(1, None), (2, Some(7))]),
                criterion::BatchSize::LargeInput,
            );
        });
        group.bench_function(format!("clone/{}x{}", shape[0], shape[1]), |b| {
            b.iter(|| black_box(&position).clone());
        });
    }
    let position = Qi::<u16, u8>::new(&[9, 9], 0, 1).unwrap();
    group.bench_function("hand_diff/add_remove", |b| {
        b.iter_batched(
            || position.clone(),
            |p| p.hand_diff(Side::First, [(3, 2), (3, -1)]),
            criterion::BatchSize::SmallInput,
        );
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

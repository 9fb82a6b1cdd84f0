//! Benchmarks: construction, diffs (whose cost must not grow with the board), clone.
//!
//! The piece type is `NonZeroU16`, so `Option<P>` is 2 bytes like Tabula's `Option<QualifiedPiece>`.
#![allow(missing_docs)]

use std::hint::black_box;
use std::num::NonZeroU16;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use tabula_qi::{Qi, Side};

type Piece = NonZeroU16;
type Position = Qi<Piece, u8>;

fn piece(n: u16) -> Piece {
    NonZeroU16::new(n).unwrap()
}

/// A position of `shape` with its first and last ranks full, like a chess start.
fn populated(shape: [usize; 2]) -> Position {
    let files = shape[1];
    let squares = shape[0] * files;
    let ranks = (0..files).chain(squares - files..squares);
    let mut position = Position::new(&shape, 1, 2).unwrap();
    position
        .board_diff(ranks.map(|i| (i, Some(piece(1 + u16::try_from(i % 6).unwrap())))))
        .unwrap();
    position
}

fn new(c: &mut Criterion) {
    let mut group = c.benchmark_group("new");
    for shape in [[8usize, 8], [9, 9], [255, 255]] {
        group.bench_function(format!("{}x{}", shape[0], shape[1]), |b| {
            b.iter(|| Position::new(black_box(&shape), 1, 2));
        });
    }
    group.finish();
}

fn board_diff(c: &mut Criterion) {
    let mut group = c.benchmark_group("board_diff");
    for shape in [[8usize, 8], [255, 255]] {
        let position = populated(shape);
        let files = shape[1];
        // A pawn-like move from the second rank forward two ranks: origin cleared, destination set.
        let from = files + 4;
        let to = 3 * files + 4;
        // The floor: a call with no change.
        group.bench_function(format!("none/{}x{}", shape[0], shape[1]), |b| {
            b.iter_batched(
                || position.clone(),
                |mut p| p.board_diff(black_box([])).map(|()| p),
                BatchSize::LargeInput,
            );
        });
        let name = format!("move/{}x{}", shape[0], shape[1]);
        group.bench_function(&name, |b| {
            b.iter_batched(
                || position.clone(),
                |mut p| {
                    p.board_diff(black_box([(from, None), (to, Some(piece(1)))]))
                        .map(|()| p)
                },
                BatchSize::LargeInput,
            );
        });
    }
    group.finish();
}

fn hand_diff(c: &mut Criterion) {
    let mut group = c.benchmark_group("hand_diff");
    let mut position = populated([9, 9]);
    position
        .hand_diff(Side::First, [(piece(1), 2), (piece(2), 1), (piece(3), 1)])
        .unwrap();
    group.bench_function("add_existing", |b| {
        b.iter_batched(
            || position.clone(),
            |mut p| {
                p.hand_diff(Side::First, black_box([(piece(1), 1)]))
                    .map(|()| p)
            },
            BatchSize::SmallInput,
        );
    });
    group.bench_function("add_new", |b| {
        b.iter_batched(
            || position.clone(),
            |mut p| {
                p.hand_diff(Side::First, black_box([(piece(9), 1)]))
                    .map(|()| p)
            },
            BatchSize::SmallInput,
        );
    });
    group.bench_function("remove_last", |b| {
        b.iter_batched(
            || position.clone(),
            |mut p| {
                p.hand_diff(Side::First, black_box([(piece(2), -1)]))
                    .map(|()| p)
            },
            BatchSize::SmallInput,
        );
    });
    group.bench_function("capture_and_drop", |b| {
        // A shōgi capture then a drop back: board and hand diffs in a row.
        b.iter_batched(
            || position.clone(),
            |mut p| {
                p.board_diff(black_box([(40, Some(piece(3)))]))
                    .and_then(|()| p.hand_diff(Side::First, [(piece(3), -1)]))
                    .map(|()| p)
            },
            BatchSize::SmallInput,
        );
    });
    group.finish();
}

fn clone(c: &mut Criterion) {
    let mut group = c.benchmark_group("clone");
    for shape in [[8usize, 8], [9, 9], [255, 255]] {
        let mut position = populated(shape);
        position
            .hand_diff(Side::First, [(piece(1), 1), (piece(2), 1)])
            .unwrap();
        group.bench_function(format!("{}x{}", shape[0], shape[1]), |b| {
            b.iter(|| black_box(&position).clone());
        });
    }
    group.finish();
}

criterion_group!(benches, new, board_diff, hand_diff, clone);
criterion_main!(benches);

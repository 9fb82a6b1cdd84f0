//! The shōgi rules (`cargo bench -p tabula-shogi --bench rules`): perft 5 from the start (19,861,490 leaves),
//! and legal moves per position through the `tabula_game::Rules` interface over the positions of a game.
#![allow(missing_docs)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_game::Rules;
use tabula_shogi::rules::{ShogiPosition, play_usi};

/// A game with captures, drops and promotions (both hands fill; seeded random play checked with cshogi, which
/// ends it in `ln1gkB2l/3p1p3/p3s1grp/b5pp1/9/P4P1P1/LP1GP1P1P/2PP1K+s2/N1SG2SNL b N3Pr 81`): its 81
/// positions are the sample.
const GAME: &str = "position startpos moves 9i9h 5c5d 7i6h 8b9b 2g2f 3c3d 5i4h 9b4b 4i3h 2b7g+ 6h7g 4a5b B*7b \
    2c2d 9g9f 4b4a 4g4f 3a2b 7b6c P*6d P*7e 4a3a 6c5d+ 4c4d 6i5i 8c8d 5d2a 5b4b N*9i 3a2a 7g7f 7a8b 8h4d B*6e \
    4d2b 6e9b S*7i 7c7d 2b3c+ 4b3c 7e7d B*9d 7d7c+ 9b3h+ 2h3h G*6h 8i7g 8d8e B*8f 6h6g 8f6d P*6b 7f6g 8b7c G*5f \
    P*4a P*7h 7c6d P*6h B*6c 7g8e 2a2c 9h9g 6c8e 5i6i N*7f 6g7f 8e7f N*4e S*4i 4e5c+ 7f6g+ 5f6f 4a4b 6f6g 6d5c \
    B*8e N*4a 8e4a 4i3h+";

fn bench(c: &mut Criterion) {
    let start = ShogiPosition::start();
    let mut group = c.benchmark_group("shogi-rules");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("perft-5/start", |b| b.iter(|| black_box(&start).perft(5)));
    group.finish();

    let game = play_usi(GAME).expect("the benchmark game is legal");
    assert_eq!(
        game.to_native(),
        "ln1gkB2l/3p1p3/p3s1grp/b5pp1/9/P4P1P1/LP1GP1P1P/2PP1K+s2/N1SG2SNL b N3Pr 81"
    );
    let positions = game.positions().to_vec();
    let mut group = c.benchmark_group("shogi-rules");
    group.throughput(criterion::Throughput::Elements(positions.len() as u64));
    group.bench_function("legal-moves/game-positions", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).legal_moves().len())
                .sum::<usize>()
        });
    });
    group.bench_function("legal-move-count/game-positions", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).legal_move_count())
                .sum::<usize>()
        });
    });
    group.bench_function("play-usi/game", |b| b.iter(|| play_usi(black_box(GAME))));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

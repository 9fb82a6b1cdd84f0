//! Chess notations: tabula-chess's SAN and PGN against `shakmaty` 0.30 (GPL-3.0, a bench-only
//! dev-dependency), same run (`cargo bench -p tabula-bench --bench notation`). Benchmark ids are
//! `<op>/<impl>/<input>`:
//!
//! - `san-write`: the SAN (with its check or mate suffix) of every legal move of a middlegame and of Kiwipete;
//! - `san-read`: those SAN strings read back to moves in their position (parse, match against the legal moves);
//! - `pgn-replay`: reading 200 seeded random games (up to 150 plies each) from PGN text, every move replayed with
//!   its legality checked, the FEN counters and the repetition history kept; the throughput is in plies.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Position as _};
use tabula_chess::pgn::{Game, Reader};
use tabula_chess::{Position, san};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
/// A middlegame (perft position 6).
const MIDDLEGAME: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

fn shakmaty_position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn san_benches(c: &mut Criterion) {
    let mut g = c.benchmark_group("chess");
    for (name, fen) in [("middlegame", MIDDLEGAME), ("kiwipete", KIWIPETE)] {
        let ours = Position::from_fen(fen).unwrap();
        let moves = ours.legal_moves();
        let sans: Vec<String> = moves.iter().map(|&m| san::write(&ours, m)).collect();
        let theirs = shakmaty_position(fen);
        let their_moves = theirs.legal_moves();
        g.throughput(Throughput::Elements(moves.len() as u64));
        g.bench_function(format!("san-write/tabula/{name}"), |b| {
            b.iter(|| {
                for &m in &moves {
                    black_box(san::San::new(black_box(&ours), m));
                }
            });
        });
        g.bench_function(format!("san-write/shakmaty/{name}"), |b| {
            b.iter(|| {
                for m in &their_moves {
                    black_box(SanPlus::from_move(black_box(&theirs).clone(), *m));
                }
            });
        });
        g.bench_function(format!("san-read/tabula/{name}"), |b| {
            b.iter(|| {
                for text in &sans {
                    black_box(san::read(black_box(&ours), text).ok());
                }
            });
        });
        g.bench_function(format!("san-read/shakmaty/{name}"), |b| {
            b.iter(|| {
                for text in &sans {
                    let parsed = SanPlus::from_ascii(text.as_bytes()).unwrap();
                    black_box(parsed.san.to_move(black_box(&theirs)).ok());
                }
            });
        });
    }
    g.finish();
}

/// 200 games of up to 150 plies, moves chosen by a fixed linear congruential sequence, written as PGN.
fn corpus() -> (String, u64) {
    let mut seed: u64 = 0x2026_1127;
    let mut text = String::new();
    let mut plies = 0;
    for _ in 0..200 {
        let mut game = Game::new(Position::start(), 0, 1, false);
        let mut position = Position::start();
        for _ in 0..150 {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let m = moves[usize::try_from(seed >> 33).unwrap() % moves.len()];
            game.push(m).unwrap();
            position = position.play(m).unwrap();
            plies += 1;
        }
        text.push_str(&game.to_pgn());
        text.push('\n');
    }
    (text, plies)
}

fn pgn_replay(c: &mut Criterion) {
    let (text, plies) = corpus();
    let mut g = c.benchmark_group("chess");
    g.sample_size(20);
    g.throughput(Throughput::Elements(plies));
    g.bench_function("pgn-replay/tabula/200-random-games", |b| {
        b.iter(|| {
            let mut count = 0;
            for game in Reader::new(black_box(text.as_bytes())) {
                count += game.unwrap().moves().len();
            }
            assert_eq!(count as u64, plies);
        });
    });
    g.finish();
}

criterion_group!(benches, san_benches, pgn_replay);
criterion_main!(benches);

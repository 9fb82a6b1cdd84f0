//! Chess from a definition held to tabula-chess move for move: along seeded random playouts, the same
//! legal moves in PMN, the same check flag, the same end of the game, the same FEEN and FEN.

use std::collections::BTreeSet;

use tabula_game::{Counters, Notation, Rules};

/// A small deterministic generator (xorshift64*), so the playouts are the same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

fn pmn_set<R: Rules>(position: &R) -> BTreeSet<String> {
    position
        .legal_moves()
        .into_iter()
        .map(|m| position.pmn(m).to_string())
        .collect()
}

fn playout(start: &str, games: usize, rng: &mut Rng) -> (usize, usize) {
    let (mut positions, mut moves) = (0, 0);
    for _ in 0..games {
        let mut exact = tabula_chess::Position::from_fen(start).unwrap();
        let mut ours = tabula_variants::Chess::from_native(start).unwrap().0;
        for _ in 0..200 {
            let theirs = pmn_set(&exact);
            let mine = pmn_set(&ours);
            let fen = Rules::to_native(&exact, Counters::default());
            assert_eq!(mine, theirs, "{fen}: legal moves");
            assert_eq!(ours.is_check(), Rules::is_check(&exact), "{fen}: check");
            assert_eq!(ours.terminal(), Rules::terminal(&exact), "{fen}: end");
            for m in ours.legal_moves() {
                let pmn = ours.pmn(m);
                let theirs = Rules::read_pmn(&exact, &pmn).unwrap();
                let san = Rules::write_move(&exact, theirs, Notation::San).unwrap();
                assert_eq!(
                    ours.write_move(m, Notation::San).unwrap(),
                    san,
                    "{fen}: SAN of {pmn}"
                );
            }
            assert_eq!(ours.to_feen(), Rules::to_feen(&exact), "{fen}: FEEN");
            assert_eq!(ours.to_native(Counters::default()), fen, "{fen}: FEN");
            assert_eq!(
                tabula_variants::Chess::from_feen(&ours.to_feen()).unwrap(),
                ours,
                "{fen}: FEEN read"
            );
            positions += 1;
            moves += mine.len();
            if theirs.is_empty() || ours.terminal().is_some() {
                break;
            }
            let list: Vec<String> = theirs.into_iter().collect();
            let pick = &list[rng.below(list.len())];
            let m = Rules::read_pmn(&exact, &pick.parse().unwrap()).unwrap();
            exact.play_unchecked(m);
            let m = ours.read_pmn(&pick.parse().unwrap()).unwrap();
            ours.play_unchecked(m);
        }
    }
    (positions, moves)
}

#[test]
fn chess_matches_tabula_chess() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let starts = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ];
    let (mut positions, mut moves) = (0, 0);
    for start in starts {
        let (p, m) = playout(start, 12, &mut rng);
        positions += p;
        moves += m;
    }
    println!("tabula-chess differential: {positions} positions, {moves} legal moves compared");
    assert!(positions > 5_000);
}

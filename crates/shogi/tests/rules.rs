//! The rules through the game interface: forbidden moves with their codes, sennichite and perpetual check,
//! USI and PMN both ways, keys, FEEN and SFEN round trips.

use core::ops::ControlFlow;

use tabula_game::{ErrorCode, Game, MoveError, Notation, Outcome, Rules, Side, Termination};
use tabula_shogi::rules::{ShogiPosition, ShogiRules, play_usi};

fn position(sfen: &str) -> ShogiPosition {
    ShogiPosition::from_native(sfen)
        .expect("a legal position")
        .0
}

fn code(p: &ShogiPosition, usi: &str) -> &'static str {
    match p.read_move(usi, Notation::Usi) {
        Ok(_) => "legal",
        Err(e) => e.code(),
    }
}

#[test]
fn forbidden_moves_are_named() {
    let start = ShogiPosition::start();
    assert_eq!(code(&start, "7g7f"), "legal");
    assert_eq!(code(&start, "7g7e"), "unreachable");
    assert_eq!(code(&start, "5e5d"), "empty-square");
    assert_eq!(code(&start, "3c3d"), "not-your-piece");
    assert_eq!(code(&start, "7g7f+"), "cannot-promote");
    assert_eq!(code(&start, "P*5e"), "not-in-hand");
    assert_eq!(code(&start, "7g7"), "usi-rank");
    assert_eq!(code(&start, "7g7f7"), "usi-trailing");
    assert_eq!(code(&start, "p*5e"), "usi-drop-piece");
    // Uchifuzume, and the same drop allowed when the king can run.
    let p = position("7nk/9/7G1/9/9/9/9/9/4K4 b P 1");
    assert_eq!(code(&p, "P*1b"), "uchifuzume");
    assert_eq!(
        code(&position("8k/9/7G1/9/9/9/9/9/4K4 b P 1"), "P*1b"),
        "legal"
    );
    // A pawn move that mates is fine.
    let p = position("7nk/9/7GP/9/9/9/9/9/4K4 b - 1");
    assert_eq!(code(&p, "1c1b+"), "legal");
    assert_eq!(
        p.play(p.read_move("1c1b+", Notation::Usi).unwrap())
            .unwrap()
            .terminal(),
        Some(Outcome::win(Side::First, Termination::Checkmate))
    );
    // Nifu, dead squares, forced promotion, drops on pieces.
    let p = position("4k4/9/9/9/9/9/PPPP1PPPP/9/4K4 b NLP 1");
    assert_eq!(code(&p, "P*1e"), "nifu");
    assert_eq!(code(&p, "P*5e"), "legal");
    assert_eq!(code(&p, "P*5a"), "drop-occupied");
    assert_eq!(code(&p, "N*4b"), "drop-dead-square");
    assert_eq!(code(&p, "L*4a"), "drop-dead-square");
    assert_eq!(code(&p, "N*4c"), "legal");
    let p = position("4k4/P8/9/9/9/9/9/9/4K4 b - 1");
    assert_eq!(code(&p, "9b9a"), "must-promote");
    assert_eq!(code(&p, "9b9a+"), "legal");
    // Pins and checks.
    let p = position("4k4/9/9/4l4/9/9/4G4/9/4K4 b - 1");
    assert_eq!(code(&p, "5g4g"), "king-in-check");
    assert_eq!(code(&p, "5g5f"), "legal");
}

#[test]
fn a_side_without_moves_loses() {
    let mate = position("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
    assert!(mate.is_check());
    assert_eq!(
        mate.terminal(),
        Some(Outcome::win(Side::First, Termination::Checkmate))
    );
    assert_eq!(ShogiPosition::start().terminal(), None);
}

fn play_all(game: &mut Game<ShogiPosition>, moves: &[&str]) {
    for usi in moves {
        game.play(usi, Notation::Usi)
            .unwrap_or_else(|e| panic!("{usi}: {e}"));
    }
}

#[test]
fn fourfold_repetition_is_a_draw() {
    let mut game = Game::new(ShogiPosition::start());
    let cycle = ["5i4h", "5a4b", "4h5i", "4b5a"];
    for _ in 0..2 {
        play_all(&mut game, &cycle);
    }
    play_all(&mut game, &cycle[..3]);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.repetitions(), 3);
    play_all(&mut game, &cycle[3..]);
    assert_eq!(game.repetitions(), 4);
    assert_eq!(game.outcome(), Some(Outcome::draw(Termination::Sennichite)));
    assert!(matches!(
        game.play("5i4h", Notation::Usi),
        Err(MoveError::GameOver { .. })
    ));
}

#[test]
fn perpetual_check_loses() {
    let (start, counters) = ShogiPosition::from_native("5k3/9/9/9/4R4/9/9/9/K8 b - 1").unwrap();
    let mut game = Game::with_counters(start, counters);
    let cycle = ["5e4e", "4a5a", "4e5e", "5a4a"];
    for _ in 0..3 {
        play_all(&mut game, &cycle);
    }
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::Second, Termination::PerpetualCheck))
    );
    // The same cycle with a quiet move among the checks is a plain sennichite.
    let (start, _) = ShogiPosition::from_native("5k3/9/9/9/4R4/9/9/9/K8 b - 1").unwrap();
    let mut game = Game::new(start);
    let quiet = ["9i9h", "4a3a", "9h9i", "3a4a"];
    for _ in 0..3 {
        play_all(&mut game, &quiet);
    }
    assert_eq!(game.outcome(), Some(Outcome::draw(Termination::Sennichite)));
}

#[test]
fn usi_position_lines_are_played() {
    let game = play_usi("position startpos moves 7g7f 3c3d 8h2b+ 3a2b").unwrap();
    assert_eq!(
        game.to_native(),
        "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5"
    );
    assert_eq!(game.ply(), 4);
    let (p, counters) = ShogiPosition::from_native(
        "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f",
    )
    .unwrap();
    assert_eq!(
        p.to_native(counters),
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"
    );
    let error =
        ShogiPosition::from_native("position startpos moves 7g7f 3c3d 8h2b+ 8h7g").unwrap_err();
    assert_eq!(error.code(), "empty-square");
    assert_eq!(
        error.to_string(),
        "move 4 (8h7g, byte 40): 8h7g: no piece on 8h"
    );
}

#[test]
fn notations_read_each_other_with_hints() {
    let start = ShogiPosition::start();
    let Err(MoveError::Syntax { hint, .. }) = start.read_move("c3-c4", Notation::Usi) else {
        panic!("PMN is not USI")
    };
    assert_eq!(hint.as_deref(), Some("that is PMN: in USI it is 7g7f"));
    let Err(MoveError::Syntax { hint, .. }) = start.read_move("7g7f", Notation::Pmn) else {
        panic!("USI is not PMN")
    };
    assert_eq!(hint.as_deref(), Some("that is USI: in PMN it is c3-c4"));
    assert_eq!(start.read_any("7g7f").unwrap().1, Notation::Usi);
    assert_eq!(start.read_any("c3-c4").unwrap().1, Notation::Pmn);
    assert_eq!(ShogiPosition::notations(), &[Notation::Usi, Notation::Csa]);
    assert_eq!(start.read_any("+7776FU").unwrap().1, Notation::Csa);
    assert!(matches!(
        start.read_move("e4", Notation::San),
        Err(MoveError::Unsupported { .. })
    ));
    // A shōgi capture spelt without its suffix is refused with the right spelling.
    let p = position("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
    let error = p.read_move("b2+h8=+B", Notation::Pmn).unwrap_err();
    assert_eq!(error.code(), "pmn-spelling");
    assert!(error.to_string().ends_with("write b2+h8=+B/B"), "{error}");
}

/// Positions along a few games with captures, drops and promotions.
fn sample_positions() -> Vec<ShogiPosition> {
    let mut out = Vec::new();
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    for _ in 0..6 {
        let mut p = ShogiPosition::start();
        for _ in 0..100 {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // Prefer drops and captures so that hands fill.
            let special: Vec<_> = moves
                .iter()
                .copied()
                .filter(|m| m.is_drop() || p.pmn(*m).to_string().contains('+'))
                .collect();
            let pool = if special.is_empty() || seed % 3 == 0 {
                &moves
            } else {
                &special
            };
            let m = pool[(seed >> 11) as usize % pool.len()];
            p.play_unchecked(m);
            out.push(p.clone());
        }
    }
    out
}

#[test]
fn every_legal_move_round_trips_through_usi_and_pmn() {
    let mut checked = 0;
    for p in sample_positions() {
        let feen = p.to_feen();
        assert_eq!(ShogiPosition::from_feen(&feen).unwrap(), p);
        let qi = tabula_feen::Position::try_from(feen.as_str())
            .unwrap()
            .into_qi();
        let _ = p.for_each_legal_move(&mut |m| {
            let usi = p.write_move(m, Notation::Usi).unwrap();
            assert_eq!(p.read_move(&usi, Notation::Usi).unwrap(), m);
            let pmn = p.pmn(m);
            assert_eq!(p.read_pmn(&pmn).unwrap(), m, "{pmn}");
            let after = p.play(m).unwrap();
            let applied = tabula_pmn::apply_with(&qi, &pmn, &ShogiRules).unwrap();
            assert_eq!(
                tabula_feen::Position::try_from(applied)
                    .unwrap()
                    .to_string(),
                after.to_feen(),
                "{pmn} applied by tabula-pmn"
            );
            checked += 1;
            ControlFlow::Continue(())
        });
    }
    assert!(checked > 5_000, "{checked}");
}

#[test]
fn keys_follow_positions() {
    // Two move orders to one position: one key; another side to move or hand: another key.
    let a = play_usi("position startpos moves 7g7f 3c3d 2g2f").unwrap();
    let b = play_usi("position startpos moves 2g2f 3c3d 7g7f").unwrap();
    assert_eq!(a.position(), b.position());
    assert_eq!(a.position().key(), b.position().key());
    let c = play_usi("position startpos moves 7g7f 3c3d").unwrap();
    assert_ne!(a.position().key(), c.position().key());
    let with_hand = position("4k4/9/9/9/9/9/9/9/4K4 b P 1");
    let with_two = position("4k4/9/9/9/9/9/9/9/4K4 b 2P 1");
    let gote = position("4k4/9/9/9/9/9/9/9/4K4 b p 1");
    assert_ne!(with_hand.key(), with_two.key());
    assert_ne!(with_hand.key(), gote.key());
    for p in sample_positions().iter().take(200) {
        let again = ShogiPosition::from_feen(&p.to_feen()).unwrap();
        assert_eq!(again.key(), p.key());
    }
}

#[test]
fn positions_the_rules_cannot_hold_are_refused() {
    let code = |sfen: &str| ShogiPosition::from_native(sfen).unwrap_err().code();
    assert_eq!(code("4k4/9/9/9/9/9/9/9/4K4 w - 1 x"), "trailing-text");
    assert_eq!(code("P3k4/9/9/9/9/9/9/9/4K4 b - 1"), "dead-piece");
    assert_eq!(code("4k4/9/9/9/9/9/9/9/n3K4 b - 1"), "dead-piece");
    assert_eq!(code("4k4/9/9/9/9/9/P8/P8/4K4 b - 1"), "nifu-on-board");
    assert_eq!(code("4k4/4R4/9/9/9/9/9/9/4K4 b - 1"), "opposite-check");
    // Promoted pawns on a file are no nifu; a promoted lance may stand on the last rank.
    assert!(ShogiPosition::from_native("+L3k4/9/9/9/9/9/+P8/P8/4K4 b - 1").is_ok());
}

#[test]
fn counters_count_plies() {
    let mut game = Game::new(ShogiPosition::start());
    play_all(&mut game, &["7g7f", "3c3d"]);
    assert_eq!(game.counters().move_number, 3);
    assert!(game.to_native().ends_with(" b - 3"));
}

mod arbitrary {
    use proptest::prelude::*;
    use tabula_game::{MoveError, Notation, Rules};
    use tabula_shogi::rules::{ShogiMove, ShogiPosition, play_usi};

    const POSITIONS: [&str; 2] = [
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
    ];

    fn check(text: &str, which: usize) {
        if let Ok(m) = text.parse::<ShogiMove>() {
            assert_eq!(m.to_string(), text);
        }
        let (position, _) = ShogiPosition::from_native(POSITIONS[which]).unwrap();
        for notation in [Notation::Usi, Notation::Pmn] {
            match position.read_move(text, notation) {
                Ok(m) => assert!(position.legal_moves().contains(&m)),
                Err(MoveError::Syntax { offset, .. }) => assert!(offset <= text.len()),
                Err(_) => {}
            }
        }
        let _ = play_usi(&format!("{} moves {text}", POSITIONS[which]));
    }

    proptest! {
        #[test]
        fn any_text_is_read_without_panic(text in "\\PC{0,10}", which in 0usize..2) {
            check(&text, which);
        }

        #[test]
        fn usi_like_text_is_read_without_panic(text in "[0-9a-jPLNSGBRKp*+ -]{0,7}", which in 0usize..2) {
            check(&text, which);
        }
    }
}

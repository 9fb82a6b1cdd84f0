//! FEN and FEEN of the variants: start positions and later positions as Fairy-Stockfish writes them (each
//! FEN below is what Fairy-Stockfish 11.1 or python-chess 1.11.2 printed for the moves given), the FEEN
//! decisions of docs/decisions.md, and the refusals.

use tabula_game::{Counters, Game, Notation, Rules};
use tabula_variants::{
    Antichess, Atomic, Chess, Crazyhouse, Horde, KingOfTheHill, PositionError, RacingKings,
    ThreeCheck,
};

const CHESS_FEEN: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

fn feen_round_trip<R: Rules>(feen: &str) {
    let position = R::from_feen(feen).unwrap_or_else(|e| panic!("{feen}: {e}"));
    assert_eq!(position.to_feen(), feen);
}

#[test]
fn start_positions_in_feen() {
    assert_eq!(Chess::start().to_feen(), CHESS_FEEN);
    assert_eq!(Crazyhouse::start().to_feen(), CHESS_FEEN);
    assert_eq!(KingOfTheHill::start().to_feen(), CHESS_FEEN);
    assert_eq!(ThreeCheck::start().to_feen(), CHESS_FEEN);
    assert_eq!(Atomic::start().to_feen(), CHESS_FEEN);
    assert_eq!(
        Antichess::start().to_feen(),
        "rnbqkbnr/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/RNBQKBNR / C/c"
    );
    assert_eq!(
        Horde::start().to_feen(),
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/1PP2PP1/PPPPPPPP/PPPPPPPP/+P+P+P+P+P+P+P+P/+P+P+P+P+P+P+P+P / C/c"
    );
    assert_eq!(
        RacingKings::start().to_feen(),
        "8/8/8/8/8/8/k^rbnNBRK^/qrbnNBRQ / C/c"
    );
    feen_round_trip::<Horde>(&Horde::start().to_feen());
    feen_round_trip::<RacingKings>(&RacingKings::start().to_feen());
    feen_round_trip::<Antichess>(&Antichess::start().to_feen());
}

fn play<R: Rules>(start: Option<&str>, moves: &[&str]) -> Game<R> {
    let mut game = match start {
        Some(fen) => Game::<R>::from_native(fen).unwrap(),
        None => Game::<R>::start(),
    };
    for m in moves {
        game.play(m, Notation::Uci)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

#[test]
fn crazyhouse_pockets_and_promoted_pieces() {
    let game = play::<Crazyhouse>(None, &["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5"]);
    assert_eq!(
        game.to_native(),
        "rnb1kbnr/ppp1pppp/8/q7/8/2N5/PPPP1PPP/R1BQKBNR[Pp] w KQkq - 2 4"
    );
    assert_eq!(
        game.position().to_feen(),
        "-rnb1k^bn-r/+p+p+p1+p+p+p+p/8/q7/8/2N5/+P+P+P+P1+P+P+P/-R1BQK^BN-R P/p C/c"
    );
    let game = play::<Crazyhouse>(Some("k7/4P3/8/8/8/8/8/K7[] w - - 0 1"), &["e7e8q"]);
    assert_eq!(game.to_native(), "k3Q~3/8/8/8/8/8/8/K7[] b - - 0 1");
    assert_eq!(game.position().promoted(), ["e8"]);
    assert_eq!(game.position().to_feen(), "-k^3Q3/8/8/8/8/8/8/K^7 / c/C");
    // Taken, the promoted queen enters Black's hand as a pawn.
    let game = play::<Crazyhouse>(
        Some("k7/4P3/8/8/8/8/8/K7[] w - - 0 1"),
        &["e7e8q", "a8a7", "e8b8", "a7b8"],
    );
    assert_eq!(game.to_native(), "1k6/8/8/8/8/8/8/K7[p] w - - 0 3");
    // The ninth-rank pocket is read too; pawns are never dropped on the first or last rank.
    let (position, _) = Crazyhouse::from_native("k7/8/8/8/8/8/8/K7/Pn w - - 0 1").unwrap();
    assert_eq!(
        position.to_native(Counters::default()),
        "k7/8/8/8/8/8/8/K7[Pn] w - - 0 1"
    );
    let drops: Vec<String> = position
        .legal_moves()
        .into_iter()
        .map(|m| position.uci(m))
        .filter(|m| m.starts_with("P@"))
        .collect();
    assert_eq!(drops.len(), 62 - 14);
}

#[test]
fn three_check_counters() {
    let game = play::<ThreeCheck>(None, &["e2e4", "e7e5", "f1c4", "b8c6", "c4f7"]);
    assert_eq!(
        game.to_native(),
        "r1bqkbnr/pppp1Bpp/2n5/4p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 0 3"
    );
    assert_eq!(game.position().checks_given(), [1, 0]);
    assert_eq!(
        game.position().to_feen(),
        "-r1bq-k^bn-r/+p+p+p+p1B+p+p/2n5/4p3/4P3/8/+P+P+P+P1+P+P+P/-RNBQK^1N-R / c/C"
    );
    // Lichess's trailing checks-given field.
    let (lichess, _) =
        ThreeCheck::from_native("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3 +1+0")
            .unwrap();
    assert_eq!(lichess.checks_given(), [1, 0]);
    // The third check wins.
    let (two, _) = ThreeCheck::from_native("4k3/8/8/8/8/8/8/4K2R w - - 1+3 0 1").unwrap();
    let m = two.read_move("h1h8", Notation::Uci).unwrap();
    let after = two.play(m).unwrap();
    assert_eq!(
        after.terminal().map(|o| (o.termination.name(), o.winner)),
        Some(("check-limit", Some(tabula_game::Side::First)))
    );
    assert!(after.legal_moves().is_empty());
}

#[test]
fn atomic_explosion_and_kings() {
    let game = play::<Atomic>(None, &["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5d2"]);
    assert_eq!(
        game.to_native(),
        "rnb1kbnr/ppp1pppp/8/8/8/8/PPP2PPP/R4BNR w kq - 0 4"
    );
    // Touching kings: no check, and the king may stand next to the enemy king.
    let (touching, _) = Atomic::from_native("8/8/8/3kK3/8/8/8/3r4 w - - 0 1").unwrap();
    assert!(!touching.is_check());
    assert_eq!(touching.to_feen(), "8/8/8/3k^K^3/8/8/8/3r4 / C/c");
}

#[test]
fn flags_and_other_ends() {
    let game = play::<KingOfTheHill>(
        None,
        &["e2e3", "a7a6", "e1e2", "a6a5", "e2d3", "a5a4", "d3d4"],
    );
    let end = game.position().terminal().unwrap();
    assert_eq!(
        (end.termination.name(), end.winner),
        ("region-reached", Some(tabula_game::Side::First))
    );
    let (white_first, _) = RacingKings::from_native("7K/k7/8/8/8/8/8/8 b - - 0 1").unwrap();
    assert!(white_first.terminal().is_none());
    let m = white_first.read_move("a7a8", Notation::Uci).unwrap();
    assert_eq!(
        white_first.play(m).unwrap().terminal().unwrap().winner,
        None
    );
    let (too_late, _) = RacingKings::from_native("7K/8/8/8/8/8/8/k7 b - - 0 1").unwrap();
    assert_eq!(
        too_late.terminal().unwrap().winner,
        Some(tabula_game::Side::First)
    );
    let (horde_over, _) = Horde::from_native("4k3/8/8/8/8/8/8/8 w - - 0 1").unwrap();
    assert_eq!(
        horde_over.terminal().unwrap().winner,
        Some(tabula_game::Side::Second)
    );
    let (anti_over, _) = Antichess::from_native("4k3/8/8/8/8/8/8/8 w - - 0 1").unwrap();
    assert_eq!(
        anti_over.terminal().unwrap().winner,
        Some(tabula_game::Side::First)
    );
}

#[test]
fn refusals() {
    let fen = |text: &str| Crazyhouse::from_native(text).unwrap_err();
    assert!(matches!(fen("8/8 w - - 0 1"), PositionError::Fen { .. }));
    assert!(matches!(
        fen("k7/8/8/8/8/8/8/K7[X] w - - 0 1"),
        PositionError::Fen { offset: 18, .. }
    ));
    assert!(matches!(
        fen("k7/8/8/8/8/8/8/K6 w - - 0 1"),
        PositionError::Fen { .. }
    ));
    assert!(matches!(
        fen("k7/8/8/8/8/8/8/K7[] x - - 0 1"),
        PositionError::Fen { offset: 20, .. }
    ));
    assert!(matches!(
        fen("k7/8/8/8/8/8/8/KK6[] w - - 0 1"),
        PositionError::Royal { .. }
    ));
    assert!(matches!(
        fen(&"k".repeat(600)),
        PositionError::Fen { offset: 512, .. }
    ));
    assert!(matches!(
        ThreeCheck::from_native("k7/8/8/8/8/8/8/K7 w - - 3+x 0 1").unwrap_err(),
        PositionError::Fen { .. }
    ));
    let chess = |text: &str| Chess::from_native(text).unwrap_err();
    assert!(matches!(
        chess("k7/8/8/8/8/8/8/K7[] w - - 0 1"),
        PositionError::Fen { offset: 18, .. }
    ));
    assert!(matches!(
        chess("k3Q~3/8/8/8/8/8/8/K7 b - - 0 1"),
        PositionError::Fen { offset: 3, .. }
    ));
    let crowded = format!("k7/8/8/8/8/8/8/K7[{}] w - - 0 1", "p".repeat(63));
    assert_eq!(
        fen(&crowded).to_string(),
        "FEN: more pieces than squares (FEEN's bound) (byte 0)"
    );
    let refused = |text: &str| Chess::from_feen(text).unwrap_err();
    assert!(matches!(refused("8/8 / C/c"), PositionError::Profile(_)));
    assert!(matches!(
        refused("k^7/8/8/8/8/8/8/K^7 / S/s"),
        PositionError::Profile(_)
    ));
    assert!(matches!(
        refused("k7/8/8/8/8/8/8/K^7 / C/c"),
        PositionError::Profile(_)
    ));
    assert!(matches!(
        refused("k^7/8/8/8/8/8/8/K^7 / C"),
        PositionError::Feen(_)
    ));
    let PositionError::NotCanonical { expected } = refused("k^7/8/8/8/8/8/P7/K^7 / C/c") else {
        panic!()
    };
    assert_eq!(expected, "k^7/8/8/8/8/8/+P7/K^7 / C/c");
    let illegal = Chess::start().read_move("e2e5", Notation::Uci).unwrap_err();
    assert!(illegal.to_string().contains("e2e5"));
    assert!(Chess::start().read_move("e2-e5", Notation::Pmn).is_err());
    assert!(Chess::start().read_move("Nf3", Notation::San).is_ok());
    assert!(Chess::start().read_move("Nf4", Notation::San).is_err());
    assert!(Chess::start().read_move("7g7f", Notation::Usi).is_err());
}

/// Every one-byte edit of a few FENs (a byte deleted, or replaced by one of the bytes FENs are made of):
/// the reader never panics, an error's offset is inside the text, and what it reads writes back as a FEN
/// that reads to the same position.
fn edits<R: Rules<PositionError = PositionError>>(fen: &str) -> usize {
    const BYTES: &[u8] = b"0123456789/[]~+- kKqQrRbBnNpPwWa-h";
    let mut read = 0;
    let bytes = fen.as_bytes();
    for i in 0..bytes.len() {
        let mut variants = vec![[&bytes[..i], &bytes[i + 1..]].concat()];
        variants.extend(
            BYTES
                .iter()
                .map(|&b| [&bytes[..i], &[b], &bytes[i + 1..]].concat()),
        );
        for text in variants {
            let Ok(text) = String::from_utf8(text) else {
                continue;
            };
            match R::from_native(&text) {
                Ok((position, counters)) => {
                    let written = position.to_native(counters);
                    let (again, _) =
                        R::from_native(&written).unwrap_or_else(|e| panic!("{written}: {e}"));
                    assert_eq!(again, position, "{text} → {written}");
                    let _ = position.to_feen();
                    let _ = position.terminal();
                    read += 1;
                }
                Err(PositionError::Fen { offset, .. }) => {
                    assert!(offset <= text.len(), "{text}: {offset}");
                }
                Err(e) => assert!(!e.to_string().is_empty()),
            }
        }
    }
    read
}

#[test]
fn one_byte_edits_of_fens() {
    let mut read = 0;
    read +=
        edits::<Crazyhouse>("r1bqkbnr/pppp1Bpp/2n5/4p3/4P3/8/PPPP1PPP/RNBQK1NR[Pn] b KQkq - 0 3");
    read += edits::<Crazyhouse>("k3Q~3/8/8/8/8/8/8/K7[] b - - 0 1");
    read +=
        edits::<ThreeCheck>("r1bqkbnr/pppp1Bpp/2n5/4p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 0 3");
    read += edits::<Atomic>("rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3");
    read += edits::<Antichess>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    read += edits::<Horde>(
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
    );
    read += edits::<RacingKings>("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1");
    read += edits::<KingOfTheHill>("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    read += edits::<Chess>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    assert!(read > 1_000, "{read} edited FENs read");
}

#[test]
fn repetition_and_move_count_claims() {
    let mut game = Game::<Crazyhouse>::start();
    for _ in 0..2 {
        for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
            game.play(m, Notation::Uci).unwrap();
        }
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(
        game.claimable().map(|o| o.termination.name()),
        Some("threefold-repetition")
    );
    assert_eq!(game.outcome(), None);
    let mut game = Game::<KingOfTheHill>::from_native("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").unwrap();
    game.play("a1a2", Notation::Uci).unwrap();
    assert_eq!(
        game.claimable().map(|o| o.termination.name()),
        Some("fifty-moves")
    );
    // With captures to hand, a capture is not irreversible: the piece may come back.
    let (position, _) = Crazyhouse::from_native("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1").unwrap();
    let capture = position.read_move("e4d5", Notation::Uci).unwrap();
    assert!(position.resets_clock(capture) && !position.is_irreversible(capture));
    let (position, _) = Chess::from_native("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1").unwrap();
    assert!(position.is_irreversible(position.read_move("e4d5", Notation::Uci).unwrap()));
}

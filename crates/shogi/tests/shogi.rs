//! Reading, writing, errors and properties of the SFEN ↔ FEEN conversion.

use proptest::prelude::*;
use tabula_shogi::profile::{Kind, ShogiPiece};
use tabula_shogi::{
    Error, Mode, Sfen, Side, Square, feen_to_sfen, looks_like_sfen, sfen_to_feen, sfen_to_feen_with,
};

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
const START_FEEN: &str = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s";

fn error(line: &str) -> Error {
    Sfen::parse(line).unwrap_err()
}

fn feen_error(feen: &str) -> Error {
    feen_to_sfen(feen, None).unwrap_err()
}

/// One input per error variant, with its message: the messages name the byte, field, square and rule.
#[test]
fn every_error_message_is_stable() {
    let errors = [
        error(""),
        error(&"9/".repeat(40_000)),
        error("4k4/9/9/9/9/9/9/9/4K4 b"),
        error("4k4/9/9/9/9/9/9/9/4K4 b - 1 "),
        error(&format!("{START}\tb - 1")),
        error(&format!("{START} b - 1 7g7f")),
        error("4k4/9/9/9/9/9/9/4K4 b - 1"),
        error("4k4/9/9/9/9/9/9/9/4K5 b - 1"),
        error("4k4/9/9/9/45/9/9/9/4K4 b - 1"),
        error("4k4/9/9/9/9/9/9/9/4Q4 b - 1"),
        error("4k4/9/9/9/9/9/9/9/3+KK4 b - 1"),
        error("4k4/9/9/9/9/9/9/9/3+G4 b - 1"),
        error("4k4/9/9/9/9/9/9/9/3+4 b - 1"),
        error("4k4/9/9/9/9/9/9/9/4K4 x - 1"),
        error("4k4/9/9/9/9/9/9/9/4K4 b K 1"),
        error("4k4/9/9/9/9/9/9/9/4K4 b +P 1"),
        error("4k4/9/9/9/9/9/9/9/4K4 b 2 1"),
        error("4k4/9/9/9/9/9/9/9/4K4 b 1P 1"),
        error("4k4/9/9/9/9/9/9/9/4K4 b 02P 1"),
        error("4k4/9/9/9/9/9/9/9/4K4 b 0P 1"),
        error("4k4/9/9/9/9/9/9/9/4K4 b 100P 1"),
        error("4k4/9/9/9/9/9/9/9/4K4 b PR 1"),
        error("4k4/9/9/9/9/9/9/9/4K4 b - 0"),
        error("4k4/9/9/9/9/9/9/9/4K4 b 10P9p 1"),
        error("4k4/9/9/9/9/9/9/9/3KK4 b - 1"),
        error(&format!("{START} b 1")),
        feen_error("4k^4/9/9 / S/S"),
        feen_error("4k^3/8/8/8/8/8/8/4K^3 / S/s"),
        feen_error("4k^4/9/9/9/9/9/9/9/4K^4 / S/c"),
        feen_error("4k^4/9/9/9/9/9/9/9/4-K^4 / S/s"),
        feen_error("4k^4/9/9/9/9/9/9/9/3+GK^4 / S/s"),
        feen_error("4k^4/9/9/9/9/9/9/9/3QK^4 / S/s"),
        feen_error("4k^4/9/9/9/9/9/9/9/4K4 / S/s"),
        feen_error("4k^4/9/9/9/9/9/9/9/3P^K^4 / S/s"),
        feen_error("4k^4/9/9/9/9/9/9/9/4K^'4 / S/s"),
        feen_error("4k^4/9/9/9/9/9/9/9/4K^4 p/ S/s"),
        feen_error("4k^4/9/9/9/9/9/9/9/9 K^/ S/s"),
        feen_error("4k^4/9/9/9/9/9/9/9/4K^4 +P/ S/s"),
        feen_error("4k^4/9/9/9/9/9/9/9/4K^4 Q/ S/s"),
        feen_error("4k^4/9/9/9/9/9/9/9/4K^4 p'/ S/s"),
    ];
    let text: Vec<String> = errors
        .iter()
        .map(|e| format!("{:<20} {:?} {e}", e.code(), e.offset()))
        .collect();
    insta::assert_snapshot!(text.join("\n"));
    let mut codes: Vec<&str> = errors.iter().map(Error::code).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), 22, "every variant: {codes:?}");
}

#[test]
fn usi_position_lines_are_read_as_far_as_the_position() {
    let start = Sfen::startpos();
    for line in [
        "startpos",
        "position startpos",
        "position startpos moves 7g7f 3c3d",
        "startpos moves 7g7f",
        &format!("sfen {START} b - 1 moves 7g7f"),
        &format!("position sfen {START} b - 1"),
        &format!("{START} b - 1 moves"),
    ] {
        assert_eq!(Sfen::parse(line).unwrap(), start, "{line}");
        assert!(looks_like_sfen(line), "{line}");
    }
    let line = format!("position sfen {START} b - moves 7g7f");
    let converted = sfen_to_feen(&line).unwrap();
    assert_eq!(converted.feen, START_FEEN);
    assert_eq!(converted.lost.move_count, None);
    assert_eq!(converted.lost.moves_at, line.find("moves"));
    assert_eq!(sfen_to_feen("startpos").unwrap().lost.moves_at, None);
    assert_eq!(error("startpos 7g7f").code(), "trailing-text");
    assert_eq!(error("position").code(), "missing-field");
}

#[test]
fn lenient_mode_normalises_what_common_readers_accept() {
    for (input, canonical) in [
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 1P 1",
            "4k4/9/9/9/9/9/9/9/4K4 b P 1",
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b pP 1",
            "4k4/9/9/9/9/9/9/9/4K4 b Pp 1",
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b PR 1",
            "4k4/9/9/9/9/9/9/9/4K4 b RP 1",
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 w ns2l12p 01",
            "4k4/9/9/9/9/9/9/9/4K4 w sn2l12p 1",
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b PP2P 1",
            "4k4/9/9/9/9/9/9/9/4K4 b 4P 1",
        ),
        (
            "\t4k4/9/9/9/9/9/9/9/4K4   b -\n",
            "4k4/9/9/9/9/9/9/9/4K4 b - 1",
        ),
    ] {
        assert!(
            Sfen::parse(input).is_err(),
            "{input:?} is refused in strict mode"
        );
        let sfen = Sfen::parse_with(input, Mode::Lenient).unwrap();
        assert_eq!(sfen.to_string(), canonical);
    }
    // Lenient mode still refuses what has no meaning.
    for input in [
        "4k4/9/9/9/9/9/9/9/4K4 b K 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 0P 1",
        "4k4/9/9/9/9/9/9/9/3+G4 b - 1",
    ] {
        assert!(Sfen::parse_with(input, Mode::Lenient).is_err(), "{input}");
    }
}

#[test]
fn squares_and_pieces_are_named_both_ways() {
    let sfen = Sfen::parse(
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
    )
    .unwrap();
    let square = Square::from_index(11).unwrap();
    assert_eq!(
        (square.to_string(), square.usi()),
        ("c8".to_owned(), "7b".to_owned())
    );
    let dragon = sfen.piece_at(square).unwrap();
    assert_eq!(
        dragon,
        ShogiPiece::new(Kind::Rook, Side::First, true).unwrap()
    );
    assert_eq!(sfen.piece_at(Square::from_index(0).unwrap()), None);
    assert_eq!(sfen.hand_count(Side::Second, Kind::Pawn), 3);
    assert_eq!(sfen.hand_count(Side::First, Kind::King), 0);
    assert_eq!(sfen.side_to_move(), Side::Second);
    assert_eq!(
        Sfen::from_position(&sfen.to_position()).unwrap(),
        sfen.clone().with_move_count(None)
    );
}

#[test]
fn sniffing_tells_sfen_from_the_other_formats() {
    for other in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        START_FEEN,
        "",
        "position",
        &format!("{START} b"),
        &format!("{START} x - 1"),
        &format!("{START} b - 1 2"),
    ] {
        assert!(!looks_like_sfen(other), "{other}");
    }
    assert!(looks_like_sfen(&format!("{START} w -")));
}

/// A random position a shōgi set allows: pieces of the set placed on random squares or in hands.
fn position() -> impl Strategy<Value = Sfen> {
    let set: Vec<(Kind, bool)> = Kind::ALL
        .iter()
        .flat_map(|&kind| {
            std::iter::repeat_n(kind, kind.set_count()).map(move |k| (k, k.can_promote()))
        })
        .collect();
    (
        proptest::collection::vec(
            (0usize..3, any::<bool>(), any::<bool>(), 0usize..81),
            set.len(),
        ),
        any::<bool>(),
        1u32..100_000,
    )
        .prop_map(move |(choices, gote_moves, count)| {
            let mut board = [None::<ShogiPiece>; 81];
            let mut hands = [[0u8; 7]; 2];
            let mut kings = [false; 2];
            for (&(kind, promotable), &(place, gote, promoted, square)) in set.iter().zip(&choices)
            {
                let side = if gote { Side::Second } else { Side::First };
                if kind == Kind::King {
                    if kings[side as usize] || place == 0 {
                        continue;
                    }
                    kings[side as usize] = true;
                }
                if place == 0 && kind != Kind::King {
                    hands[side as usize][kind as usize] += 1;
                } else if place == 1 || kind == Kind::King {
                    let mut square = square;
                    while board[square].is_some() {
                        square = (square + 1) % 81;
                    }
                    board[square] = ShogiPiece::new(kind, side, promoted && promotable);
                }
            }
            let mut text = String::new();
            for (row, rank) in board.chunks(9).enumerate() {
                if row > 0 {
                    text.push('/');
                }
                let mut empty = 0;
                for piece in rank {
                    match piece {
                        None => empty += 1,
                        Some(piece) => {
                            if empty > 0 {
                                text.push_str(&empty.to_string());
                                empty = 0;
                            }
                            text.push_str(&piece.to_string());
                        }
                    }
                }
                if empty > 0 {
                    text.push_str(&empty.to_string());
                }
            }
            text.push_str(if gote_moves { " w " } else { " b " });
            let mut any = false;
            for (side, hand) in hands.iter().enumerate() {
                for (kind, &n) in hand.iter().enumerate() {
                    if n > 0 {
                        any = true;
                        if n > 1 {
                            text.push_str(&n.to_string());
                        }
                        let letter = Kind::ALL[kind].letter();
                        text.push(if side == 0 {
                            letter
                        } else {
                            letter.to_ascii_lowercase()
                        });
                    }
                }
            }
            if !any {
                text.push('-');
            }
            Sfen::parse(&text).unwrap().with_move_count(Some(count))
        })
}

proptest! {
    #[test]
    fn sfen_feen_sfen_is_the_identity(sfen in position()) {
        let text = sfen.to_string();
        prop_assert_eq!(&Sfen::parse(&text).unwrap(), &sfen);
        let converted = sfen_to_feen(&text).unwrap();
        // The direct FEEN writer agrees with tabula-feen's.
        let position = converted.feen.parse::<tabula_feen::Position>().unwrap();
        prop_assert_eq!(&position.to_string(), &converted.feen);
        prop_assert_eq!(feen_to_sfen(&converted.feen, converted.lost.move_count).unwrap(), text);
        prop_assert!(looks_like_sfen(&sfen.to_string()));
    }

    #[test]
    fn arbitrary_lines_never_panic(line in "[-+ 0-9a-zA-Z/^']{0,100}") {
        let _ = Sfen::parse(&line);
        let _ = Sfen::parse_with(&line, Mode::Lenient);
        let _ = feen_to_sfen(&line, Some(3));
        let _ = looks_like_sfen(&line);
    }

    #[test]
    fn mutated_sfen_never_panics(index in 0usize..70, byte in any::<u8>()) {
        let mut bytes = format!("{START} b 2P3p 12").into_bytes();
        let len = bytes.len();
        bytes[index % len] = byte;
        if let Ok(line) = String::from_utf8(bytes) {
            if let Ok(sfen) = Sfen::parse_with(&line, Mode::Lenient) {
                let canonical = sfen.to_string();
                prop_assert_eq!(&Sfen::parse(&canonical).unwrap().to_string(), &canonical);
                prop_assert_eq!(Sfen::parse(&canonical).unwrap().to_feen(), sfen.to_feen());
                // The conversion copies the board field (with the king's `^`): the same FEEN as the
                // writer's from the position read.
                prop_assert_eq!(sfen_to_feen_with(&line, Mode::Lenient).unwrap().feen, sfen.to_feen());
            }
        }
    }
}

//! Reading, writing, errors and properties of the xiangqi FEN ↔ FEEN conversion.

use proptest::prelude::*;
use tabula_xiangqi::profile::Kind;
use tabula_xiangqi::{
    Error, Letters, Mode, Side, Square, XiangqiFen, feen_to_fen, fen_to_feen, fen_to_feen_with,
    looks_like_xiangqi_fen,
};

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
const BARE: &str = "3k5/9/9/9/9/9/9/9/9/4K4";

fn error(line: &str) -> Error {
    XiangqiFen::parse(line).unwrap_err()
}

fn feen_error(feen: &str) -> Error {
    feen_to_fen(feen, Letters::Ucci).unwrap_err()
}

/// One input per error variant, with its message.
#[test]
fn every_error_message_is_stable() {
    let errors = [
        error(" "),
        error(&"9/".repeat(40_000)),
        error(&format!("{BARE} w - - 0")),
        error(&format!("{BARE} w - - 0 1 ")),
        error(&format!("{BARE} w - - 0 1 x")),
        error("3k5/9/9/9/9/9/9/9/4K4 w - - 0 1"),
        error("3k5/9/9/9/9/9/9/9/9/4K4/9 w - - 0 1"),
        error("3k5/9/9/9/9/9/9/9/9/4K5 w - - 0 1"),
        error("3k5/9/9/9/45/9/9/9/9/4K4 w - - 0 1"),
        error("3k5/9/9/9/9/9/9/9/9/4K3Q w - - 0 1"),
        error("3k1b3/9/9/9/9/9/9/9/9/4K2H1 w - - 0 1"),
        error(&format!("{BARE} r - - 0 1")),
        error(&format!("{BARE} w - e3 0 1")),
        error(&format!("{BARE} w - - -1 1")),
        error(&format!("{BARE} w - - 0 0")),
        error("9/9/9/9/9/9/9/9/9/4K4 w - - 0 1"),
        error("3k5/9/9/9/9/9/PPPPPP3/9/9/4K4 w - - 0 1"),
        feen_error("3g^5/9 / X/X"),
        feen_error("4k^4/9/9/9/9/9/9/9/4K^4 / X/x"),
        feen_error("3g^5/9/9/9/9/9/9/9/9/4G^4 / X/c"),
        feen_error("3g^5/9/9/9/9/9/9/9/9/4G^4 /p X/x"),
        feen_error("3g^5/9/9/9/9/9/9/9/9/4G^'4 / X/x"),
        feen_error("3g^5/9/9/9/9/9/9/9/9/3QG^4 / X/x"),
        feen_error("3g^5/9/9/9/9/9/9/9/9/4G4 / X/x"),
        feen_error("3g^5/9/9/9/9/9/9/9/9/3R^G^4 / X/x"),
        feen_error("3g^5/9/9/9/9/+P8/9/9/9/4G^4 / X/x"),
    ];
    let text: Vec<String> = errors
        .iter()
        .map(|e| format!("{:<20} {:?} {e}", e.code(), e.offset()))
        .collect();
    insta::assert_snapshot!(text.join("\n"));
    let mut codes: Vec<&str> = errors.iter().map(Error::code).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), 20, "every variant: {codes:?}");
}

#[test]
fn ucci_position_lines_are_read_as_far_as_the_position() {
    let start = XiangqiFen::startpos();
    for line in [
        "startpos",
        "position startpos moves h2e2",
        &format!("position fen {START} w - - 0 1 moves h2e2 h9g7"),
        &format!("fen {START} w - - 0 1"),
    ] {
        assert_eq!(XiangqiFen::parse(line).unwrap(), start, "{line}");
    }
    let line = format!("position fen {START} w - - 0 1 moves h2e2");
    assert_eq!(
        fen_to_feen(&line).unwrap().lost.moves_at,
        line.find("moves")
    );
    assert!(looks_like_xiangqi_fen(&line));
    assert_eq!(error("startpos h2e2").code(), "trailing-text");
}

#[test]
fn lenient_mode_reads_the_short_forms_and_the_red_letter() {
    for (input, canonical) in [
        (format!("{BARE} w"), format!("{BARE} w - - 0 1")),
        (format!("{BARE} r - -"), format!("{BARE} w - - 0 1")),
        (
            format!(" {BARE}\tb  -  - 03 7\n"),
            format!("{BARE} b - - 3 7"),
        ),
        (
            "3k1b3/9/9/9/9/9/9/9/9/4K2H1 w - - 0 1".to_owned(),
            "3k1b3/9/9/9/9/9/9/9/9/4K2N1 w - - 0 1".to_owned(),
        ),
    ] {
        assert!(
            XiangqiFen::parse(&input).is_err(),
            "{input:?} is refused in strict mode"
        );
        let fen = XiangqiFen::parse_with(&input, Mode::Lenient).unwrap();
        assert_eq!(fen.to_string(), canonical);
    }
    let short = XiangqiFen::parse_with(&format!("{BARE} w"), Mode::Lenient).unwrap();
    assert_eq!(
        (short.halfmove_clock(), short.fullmove_number()),
        (None, None)
    );
    // Placeholders stay `-` in lenient mode.
    assert!(XiangqiFen::parse_with(&format!("{BARE} w KQkq -"), Mode::Lenient).is_err());
}

#[test]
fn points_and_pieces() {
    let fen = XiangqiFen::parse("CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1").unwrap();
    let point = Square::from_index(1).unwrap();
    assert_eq!(point.to_string(), "b10");
    assert_eq!(fen.piece_at(point), Some((Kind::Chariot, Side::First)));
    assert_eq!(
        fen.piece_at(Square::from_index(4).unwrap()),
        Some((Kind::General, Side::Second))
    );
    assert_eq!(
        XiangqiFen::from_position(&fen.to_position()).unwrap(),
        fen.clone().with_counters(None, None)
    );
}

#[test]
fn sniffing_tells_xiangqi_fen_from_the_other_formats() {
    for other in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
        "startpos",
        "",
    ] {
        assert!(!looks_like_xiangqi_fen(other), "{other}");
    }
}

/// Points a piece can stand on in play, for red (black's are mirrored): palace, elephant points, advisor
/// points, soldiers on their own side's soldier points or across the river.
fn points(kind: Kind) -> Vec<usize> {
    let red = |row: usize, col: usize| row * 9 + col;
    match kind {
        Kind::General => (7..10)
            .flat_map(|r| (3..6).map(move |c| red(r, c)))
            .collect(),
        Kind::Advisor => vec![red(7, 3), red(7, 5), red(8, 4), red(9, 3), red(9, 5)],
        Kind::Elephant => vec![
            red(5, 2),
            red(5, 6),
            red(7, 0),
            red(7, 4),
            red(7, 8),
            red(9, 2),
            red(9, 6),
        ],
        Kind::Soldier => {
            let mut v: Vec<usize> = (0..5)
                .flat_map(|r| (0..9).map(move |c| red(r, c)))
                .collect();
            v.extend([0, 2, 4, 6, 8].iter().flat_map(|&c| [red(5, c), red(6, c)]));
            v
        }
        _ => (0..90).collect(),
    }
}

/// A legal-looking position: both generals in their palaces, each other piece of the set either captured or
/// on a point it can reach in play.
fn position() -> impl Strategy<Value = (String, Side, u32, u32)> {
    let set: Vec<Kind> = Kind::ALL
        .iter()
        .flat_map(|&kind| std::iter::repeat_n(kind, kind.set_count()))
        .collect();
    let n = set.len();
    (
        proptest::collection::vec((any::<bool>(), any::<prop::sample::Index>()), 2 * n),
        any::<bool>(),
        0u32..200,
        1u32..200,
    )
        .prop_map(move |(choices, black, half, full)| {
            let mut board = [None::<(Kind, Side)>; 90];
            for (i, &(on, index)) in choices.iter().enumerate() {
                let (kind, side) = (set[i % n], if i < n { Side::First } else { Side::Second });
                if !on && kind != Kind::General {
                    continue;
                }
                let options = points(kind);
                let mut point = options[index.index(options.len())];
                if side == Side::Second {
                    point = 89 - point;
                }
                if board[point].is_some() {
                    if kind == Kind::General {
                        // Another piece took the palace point: the general goes there instead.
                        board[point] = None;
                    } else {
                        continue;
                    }
                }
                board[point] = Some((kind, side));
            }
            let mut text = String::new();
            for (row, rank) in board.chunks(9).enumerate() {
                if row > 0 {
                    text.push('/');
                }
                let mut empty = 0;
                for point in rank {
                    match point {
                        None => empty += 1,
                        Some((kind, side)) => {
                            if empty > 0 {
                                text.push_str(&empty.to_string());
                                empty = 0;
                            }
                            let letter = kind.fen_letter(Letters::Ucci);
                            text.push(if *side == Side::First {
                                letter
                            } else {
                                letter.to_ascii_lowercase()
                            });
                        }
                    }
                }
                if empty > 0 {
                    text.push_str(&empty.to_string());
                }
            }
            (
                text,
                if black { Side::Second } else { Side::First },
                half,
                full,
            )
        })
}

proptest! {
    #[test]
    fn fen_feen_fen_is_the_identity_in_both_letter_sets((placement, side, half, full) in position()) {
        let side = if side == Side::First { "w" } else { "b" };
        let ucci = format!("{placement} {side} - - {half} {full}");
        let fen = XiangqiFen::parse(&ucci).unwrap();
        prop_assert_eq!(fen.to_string(), ucci.clone());
        let wxf = fen.to_fen(Letters::Wxf);
        let converted = fen_to_feen(&ucci).unwrap();
        let position = converted.feen.parse::<tabula_feen::Position>().unwrap();
        prop_assert_eq!(&position.to_string(), &converted.feen);
        prop_assert_eq!(&fen_to_feen(&wxf).unwrap().feen, &converted.feen);
        let back = XiangqiFen::from_feen(&converted.feen).unwrap()
            .with_counters(converted.lost.halfmove_clock, converted.lost.fullmove_number);
        prop_assert_eq!(back.to_fen(Letters::Ucci), ucci.clone());
        prop_assert_eq!(back.to_fen(Letters::Wxf), wxf);
        prop_assert!(looks_like_xiangqi_fen(&ucci));
    }

    #[test]
    fn arbitrary_lines_never_panic(line in "[-+ 0-9a-zA-Z/^'\\[\\]]{0,110}") {
        let _ = XiangqiFen::parse(&line);
        let _ = XiangqiFen::parse_with(&line, Mode::Lenient);
        let _ = feen_to_fen(&line, Letters::Wxf);
        let _ = looks_like_xiangqi_fen(&line);
    }

    #[test]
    fn mutated_fen_never_panics(index in 0usize..200, byte in any::<u8>()) {
        let mut bytes = format!("{START} w - - 12 34").into_bytes();
        let len = bytes.len();
        bytes[index % len] = byte;
        if let Ok(line) = String::from_utf8(bytes) {
            if let Ok(fen) = XiangqiFen::parse_with(&line, Mode::Lenient) {
                // What lenient mode reads, strict mode reads back from the canonical form (the unknown
                // counters written as `0 1`).
                let canonical = fen.to_string();
                prop_assert_eq!(&XiangqiFen::parse(&canonical).unwrap().to_string(), &canonical);
                prop_assert_eq!(XiangqiFen::parse(&canonical).unwrap().to_feen(), fen.to_feen());
                // The conversion translates the placement field: the same FEEN as the writer's from the
                // position read.
                prop_assert_eq!(fen_to_feen_with(&line, Mode::Lenient).unwrap().feen, fen.to_feen());
            }
        }
    }
}

//! Property tests over random typed positions and random mutations of the strings they emit.
//!
//! - Any position of either player's styles (native and derived pieces, same-style games included, on
//!   1-D, 2-D and 3-D boards, with hands) emits a string that parses back to the same position, through
//!   both the typed and the EPIN path, and the two emits agree byte for byte.
//! - Every mutation of such a string (insert, delete or replace a byte; swap hand items; split or merge
//!   counts; a leading zero; a deeper or shallower separator; a style's case) never panics; a rejection
//!   has a field, a code and a span inside the input; validation, the view and both parses agree; and a
//!   mutation that is still valid FEEN is canonical (it re-emits byte for byte).

use proptest::collection::vec;
use proptest::prelude::*;
use tabula_feen::{Error, Position, Qi, QualifiedPiece, Side, Style};
use tabula_qpi::Piece;

/// Reads FEEN into the typed position (`str::parse`).
fn parse(text: &str) -> Result<tabula_feen::Position, tabula_feen::Error> {
    text.parse()
}

/// Writes a `Qi` as FEEN through `Position` (`TryFrom<Qi>` then `Display`).
#[allow(dead_code)]
fn emit(
    qi: &tabula_feen::Qi<tabula_feen::QualifiedPiece, tabula_feen::Style>,
) -> Result<String, tabula_feen::EmitError> {
    tabula_feen::Position::try_from(qi.clone()).map(|position| position.to_string())
}

/// `qi` after a board diff.
#[allow(dead_code)]
fn with_board<P: Ord + Clone, S>(
    mut qi: tabula_feen::Qi<P, S>,
    changes: impl IntoIterator<Item = (usize, Option<P>)>,
) -> tabula_feen::Qi<P, S> {
    qi.board_diff(changes).unwrap();
    qi
}

fn style(byte: u8) -> Style {
    Style::from_ascii(byte).expect("an ASCII letter")
}

/// Random shapes FEEN can spell: every outer dimension has at least two entries.
fn shape() -> impl Strategy<Value = Vec<usize>> {
    prop_oneof![
        (1usize..=24).prop_map(|n| vec![n]),
        (2usize..=9, 1usize..=9).prop_map(|(r, f)| vec![r, f]),
        (2usize..=4, 2usize..=4, 1usize..=4).prop_map(|(l, r, f)| vec![l, r, f]),
    ]
}

/// A piece of one of the two players' styles (index 0: first, 1: second), any PIN piece.
fn piece() -> impl Strategy<Value = (bool, usize)> {
    (any::<bool>(), 0..Piece::COUNT)
}

prop_compose! {
    fn position()(
        shape in shape(),
        first in b'A'..=b'Z',
        // Half of the games are same-style games (C against c), where derived pieces matter most.
        second in prop_oneof![Just(None), (b'a'..=b'z').prop_map(Some)],
        second_to_move in any::<bool>(),
        squares in vec(proptest::option::weighted(0.4, piece()), 0..=64),
        first_hand in vec((piece(), 1i64..=12), 0..4),
        second_hand in vec((piece(), 1i64..=12), 0..4),
    ) -> Position {
        let styles = [style(first), style(second.unwrap_or(first.to_ascii_lowercase()))];
        let qualified = |(second_style, index): (bool, usize)| {
            QualifiedPiece::new(styles[usize::from(second_style)], Piece::all().nth(index).unwrap())
        };
        let count: usize = shape.iter().product();
        let mut position = Qi::new(&shape, styles[0], styles[1])
            .expect("shapes within the bounds");
        position
            .board_diff(
                squares
                    .into_iter()
                    .take(count)
                    .enumerate()
                    .map(|(index, square)| (index, square.map(qualified))),
            )
            .expect("at most one piece per square");
        // Hands that would overflow the board (more pieces than squares) are refused and leave the
        // position as it was: not the case.
        let _ = position.hand_diff(Side::First, first_hand.into_iter().map(|(p, n)| (qualified(p), n)));
        let _ = position.hand_diff(Side::Second, second_hand.into_iter().map(|(p, n)| (qualified(p), n)));
        if second_to_move {
            position.toggle();
        }
        Position::try_from(position).expect("positions of the two styles")
    }
}

/// The hand items of a hand field, as written (count and token).
fn hand_items(hand: &str) -> Vec<&str> {
    let bytes = hand.as_bytes();
    let mut items = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        if i < bytes.len() && (bytes[i] == b'+' || bytes[i] == b'-') {
            i += 1;
        }
        i += 1; // the letter
        while i < bytes.len() && (bytes[i] == b'^' || bytes[i] == b'\'') {
            i += 1;
        }
        let end = i.min(bytes.len());
        items.push(&hand[start..end]);
        start = end;
    }
    items
}

/// One of the mutations the issue lists, chosen by `kind`, placed by `at` and `byte`.
fn mutate(text: &str, kind: u8, at: usize, byte: u8) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let pos = at % (bytes.len() + 1);
    let fields: Vec<&str> = text.split(' ').collect();
    let (placement, hands, style_turn) = (fields[0], fields[1], fields[2]);
    let (first_hand, second_hand) = hands.split_once('/').unwrap();
    match kind % 9 {
        0 => bytes.insert(pos, byte),
        1 => {
            if !bytes.is_empty() {
                bytes.remove(pos.min(bytes.len() - 1));
            }
        }
        2 => {
            let i = pos.min(bytes.len() - 1);
            bytes[i] = byte;
        }
        3..=5 => {
            // Swap two hand items, split a count into two items, or merge an item with a copy of itself.
            let mut items = hand_items(first_hand);
            let new_first = match (kind % 9, items.len()) {
                (3, n) if n >= 2 => {
                    items.swap(at % n, (at / 7) % n);
                    items.concat()
                }
                (4, n) if n >= 1 => {
                    let item = items[at % n];
                    let token = item.trim_start_matches(|c: char| c.is_ascii_digit());
                    items[at % n] = token;
                    let mut out = items.concat();
                    out.insert_str(0, token);
                    out
                }
                (_, n) if n >= 1 => {
                    let item = items[at % n];
                    items.insert(at % n, item);
                    items.concat()
                }
                _ => format!("{first_hand}P"),
            };
            return format!("{placement} {new_first}/{second_hand} {style_turn}");
        }
        6 => {
            // A leading zero before a digit run (an empty count or a hand count), or a bare zero.
            let digit = bytes.iter().position(u8::is_ascii_digit).unwrap_or(0);
            bytes.insert(digit, b'0');
        }
        7 => {
            // A deeper or shallower separator.
            let slashes: Vec<usize> = placement
                .bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'/')
                .map(|(i, _)| i)
                .collect();
            if slashes.is_empty() {
                bytes.insert(pos.min(placement.len()), b'/');
            } else {
                let i = slashes[at % slashes.len()];
                if byte % 2 == 0 {
                    bytes.insert(i, b'/');
                } else {
                    bytes.remove(i);
                }
            }
        }
        _ => {
            // A style's case.
            let i = text.len() - if byte % 2 == 0 { 1 } else { 3 };
            bytes[i] ^= 0x20;
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Every check a rejection must pass, and the agreement of the four entry points.
fn check(text: &str) -> Result<(), TestCaseError> {
    let validated = tabula_feen::validate(text);
    let view = tabula_feen::Feen::parse(text);
    prop_assert_eq!(validated.err(), view.err(), "{:?}", text);
    let typed = parse(text);
    let extended = tabula_feen::parse_extended(text);
    match validated {
        Err(error) => {
            prop_assert!(!error.code().is_empty());
            prop_assert!(!error.to_string().is_empty());
            // The span lies inside the input, or is the one-byte mark just past its end (an input cut
            // short); errors without a place (the cross-field rules) have no offset.
            if let Some(start) = error.offset() {
                let end = start + error.len();
                prop_assert!(
                    end <= text.len() || (start == text.len() && error.len() == 1),
                    "{:?}: {}",
                    text,
                    error
                );
            }
            prop_assert_eq!(typed.err(), Some(error));
            prop_assert_eq!(extended.err(), Some(error));
        }
        Ok(()) if !view.unwrap().is_regular() => {
            let irregular = matches!(typed, Err(Error::BoardNotRegular { .. }));
            prop_assert!(irregular, "{:?}", text);
            let irregular = matches!(extended, Err(Error::BoardNotRegular { .. }));
            prop_assert!(irregular);
        }
        Ok(()) => {
            // Valid FEEN is canonical: it re-emits byte for byte, by both paths.
            prop_assert_eq!(emit(&typed.unwrap()).unwrap(), text);
            prop_assert_eq!(
                tabula_feen::emit_extended(&extended.unwrap()).unwrap(),
                text
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn random_positions_emit_and_parse_back_equal(position in position()) {
        let text = emit(&position).unwrap();
        prop_assert_eq!(&parse(&text).unwrap(), &position, "{}", text);
        let extended = tabula_feen::parse_extended(&text).unwrap();
        prop_assert_eq!(tabula_feen::emit_extended(&extended).unwrap(), text.clone());
        // The view reports what the position holds.
        let view = tabula_feen::Feen::parse(&text).unwrap();
        let shape = view.shape().unwrap();
        prop_assert_eq!(shape.as_slice(), position.shape());
        prop_assert_eq!(view.turn(), position.turn());
        // The runs, expanded, are the squares.
        let mut expanded = Vec::new();
        for run in view.runs() {
            match run {
                tabula_feen::Run::Piece(piece) => expanded.push(Some(piece)),
                tabula_feen::Run::Empty(n) => {
                    prop_assert!(n > 0);
                    expanded.extend(std::iter::repeat_n(None, n));
                }
            }
        }
        prop_assert_eq!(expanded, view.squares().collect::<Vec<_>>());
        check(&text)?;
    }

    #[test]
    fn mutations_never_panic_and_are_rejected_coherently(
        position in position(),
        kind in any::<u8>(),
        at in any::<usize>(),
        byte in prop_oneof![
            Just(b'/'), Just(b' '), Just(b'0'), Just(b'1'), Just(b'9'), Just(b'+'), Just(b'-'),
            Just(b'^'), Just(b'\''), Just(b'K'), Just(b'k'), Just(b'P'), any::<u8>()
        ],
    ) {
        let text = emit(&position).unwrap();
        check(&mutate(&text, kind, at, byte))?;
    }

    #[test]
    fn arbitrary_utf8_never_panics(text in "\\PC{0,40}") {
        check(&text)?;
    }
}

//! FEEN → [`Sfen`] through tabula-feen's borrowed view ([`tabula_feen::Feen`]): the squares and the hand items
//! are read once from the validated string and checked by table, with no typed position and no hand map.
//! (FEEN → SFEN text copies the view's bytes instead: `super::copy`. The writer that walked the view's runs,
//! which it replaced, is kept here for the tests.)
//!
//! This is the fast path only. Whenever the view holds anything SFEN refuses, it gives up and the caller takes
//! the typed path ([`Sfen::from_position`]), which finds and names the error: the errors are one code's.

use tabula_boardtext::CodeTable;
use tabula_feen::{ExtendedPiece, Feen};
use tabula_qpi::{Letter, Side, State};

use super::Sfen;
use crate::profile::{GOTE, KIND_MASK, Kind, PROMOTED};

/// The cell code of every EPIN token (or `CodeTable::CodeTable::INVALID`): the rules of [`code`] computed once, at
/// compile time.
static CODES: CodeTable = tabula_boardtext::code_table!(code);

/// The cell code of a board piece given by its parts, or why SFEN cannot spell it. The one statement of the
/// rules, used by the table above and by the typed path's `board_code`.
pub(super) const fn code(
    derived: bool,
    letter: Letter,
    terminal: bool,
    state: State,
    side: Side,
) -> Result<u8, &'static str> {
    if derived {
        return Err("a derived piece (`'`) has no SFEN spelling");
    }
    let Some(kind) = Kind::from_letter(letter.to_ascii(Side::First)) else {
        return Err("not a shōgi piece letter (P L N S G B R K)");
    };
    let is_king = matches!(kind, Kind::King);
    if terminal != is_king {
        return Err(if is_king {
            "a shōgi king is terminal, written `K^`"
        } else {
            "only the king is terminal (`^`) in shōgi"
        });
    }
    let mut code = kind as u8 + 1;
    match state {
        State::Normal => {}
        State::Enhanced if kind.can_promote() => code |= PROMOTED,
        State::Enhanced => return Err("a gold or a king cannot promote"),
        State::Diminished => return Err("the `-` state has no shōgi meaning"),
    }
    if matches!(side, Side::Second) {
        code |= GOTE;
    }
    Ok(code)
}

/// The table's entry for a token.
fn code_of(piece: ExtendedPiece) -> u8 {
    CODES.code(piece)
}

/// The SFEN spelling of every cell code (`+` for a promoted piece, lower case for gote's): two bytes, of
/// which the first `len` are written.
#[cfg(test)]
static SPELLING: [([u8; 2], u8); 64] = {
    let mut table = [([0u8; 2], 0u8); 64];
    let mut code = 0;
    while code < 64 {
        let kind = code & KIND_MASK as usize;
        if kind >= 1 && kind <= 8 {
            let mut letter = crate::profile::LETTERS[kind - 1];
            if code & GOTE as usize != 0 {
                letter = letter.to_ascii_lowercase();
            }
            table[code] = if code & PROMOTED as usize != 0 {
                ([b'+', letter], 2)
            } else {
                ([letter, 0], 1)
            };
        }
        code += 1;
    }
    table
};

/// Whether a view has shōgi's board (9×9) and styles (`S`/`s`).
fn is_shogi(feen: &Feen<'_>) -> bool {
    super::PROFILE.fits(feen)
}

/// Reads both hands of a view into counts (USI order), or `None` when an item is not the hand owner's own
/// unpromoted, non-king shōgi piece.
fn read_hands(feen: &Feen<'_>) -> Option<[[u8; 7]; 2]> {
    let mut hands = [[0u8; 7]; 2];
    for (side, gote) in [(Side::First, 0), (Side::Second, GOTE)] {
        for (piece, count) in feen.hand(side) {
            let code = code_of(piece);
            if code == CodeTable::INVALID
                || code & (PROMOTED | GOTE) != gote
                || code & KIND_MASK == Kind::King as u8 + 1
            {
                return None;
            }
            let slot = &mut hands[side.index()][usize::from((code & KIND_MASK) - 1)];
            *slot = u8::try_from(count)
                .ok()
                .and_then(|count| slot.checked_add(count))?;
        }
    }
    Some(hands)
}

/// FEEN → SFEN text in one pass over the view's runs (spelt and counted as they come), or `None` when the
/// view holds anything SFEN refuses (the caller then takes the typed path, which names the error). The move
/// count as [`Sfen::with_move_count`] takes it. The writer before `super::copy::write_sfen`, kept as its
/// oracle.
#[cfg(test)]
pub(crate) fn write_sfen_by_runs(feen: &Feen<'_>, move_count: Option<u32>) -> Option<String> {
    use super::{COUNTED, misfit};
    use crate::profile::LETTERS;
    use tabula_boardtext::Decimal;
    use tabula_feen::Run;

    if !is_shogi(feen) {
        return None;
    }
    // At most 81 two-byte pieces and 9 slashes (the last is dropped).
    let mut board = [0u8; 192];
    let mut n = 0;
    let mut counts = [0u8; 48];
    // A run never crosses a rank, and on a 9×9 board an empty run is one digit, as in SFEN.
    let mut file = 0;
    for run in feen.runs() {
        match run {
            Run::Empty(count) => {
                if count > 9 {
                    return None;
                }
                board[n] = b'0' + u8::try_from(count).ok()?;
                n += 1;
                file += count;
            }
            Run::Piece(piece) => {
                let code = code_of(piece);
                let (bytes, len) = SPELLING.get(usize::from(code))?;
                counts[usize::from(code & COUNTED)] += 1;
                board[n..n + 2].copy_from_slice(bytes);
                n += usize::from(*len);
                file += 1;
            }
        }
        if file >= 9 {
            board[n] = b'/';
            n += 1;
            file = 0;
        }
    }
    let hands = read_hands(feen)?;
    if misfit(&counts, &hands).is_some() {
        return None;
    }
    let board = core::str::from_utf8(&board[..n - 1]).ok()?;
    let mut out = String::with_capacity(board.len() + 32);
    out.push_str(board);
    out.push_str(match feen.turn() {
        Side::First => " b ",
        Side::Second => " w ",
    });
    let before = out.len();
    for (hand, case) in hands.iter().zip([0, 0x20]) {
        for (&count, &letter) in hand.iter().zip(&LETTERS) {
            if count > 1 {
                out.push_str(Decimal::new(u32::from(count)).as_str());
            }
            if count > 0 {
                out.push(char::from(letter | case));
            }
        }
    }
    if out.len() == before {
        out.push('-');
    }
    out.push(' ');
    out.push_str(Decimal::new(move_count.filter(|&n| n > 0).unwrap_or(1)).as_str());
    Some(out)
}

impl Sfen {
    /// The position of a valid FEEN view, or `None` when the view holds anything SFEN refuses (the caller
    /// then reads it the typed way, which names the error).
    pub(super) fn from_view(feen: &Feen<'_>) -> Option<Sfen> {
        if !is_shogi(feen) {
            return None;
        }
        let mut sfen = Sfen::empty();
        for (cell, square) in sfen.board.iter_mut().zip(feen.squares()) {
            if let Some(piece) = square {
                let code = code_of(piece);
                if code == CodeTable::INVALID {
                    return None;
                }
                *cell = code;
            }
        }
        sfen.hands = read_hands(feen)?;
        sfen.turn = feen.turn();
        sfen.check_counts().ok()?;
        Some(sfen)
    }
}

#[cfg(test)]
mod tests {
    //! The fast path against the typed path: same position, same text, and taken whenever the typed path
    //! accepts (so that it is not a slower way to the same errors).

    use proptest::prelude::*;
    use tabula_feen::{ExtendedPiece, Feen, Position, Qi, Side, Style};

    use super::{Sfen, write_sfen_by_runs};
    use crate::sfen::write_sfen;

    /// Tokens SFEN spells on the board.
    const BOARD: &[&str] = &[
        "P", "L", "N", "S", "G", "B", "R", "K^", "+P", "+L", "+N", "+S", "+B", "+R", "p", "l", "n",
        "s", "g", "b", "r", "k^", "+p", "+l", "+n", "+s", "+b", "+r",
    ];
    /// Tokens SFEN refuses, one or more for each reason (on the board or in a hand).
    const REFUSED: &[&str] = &[
        "K", "k", "+G", "+K^", "-P", "P^", "P'", "k^'", "Q", "c", "+P", "K^", "p",
    ];

    /// Mostly a token SFEN spells, now and then one it refuses.
    fn token(spelt: &'static [&'static str]) -> impl Strategy<Value = ExtendedPiece> {
        prop_oneof![
            40 => prop::sample::select(spelt),
            1 => prop::sample::select(REFUSED),
        ]
        .prop_map(|token| ExtendedPiece::parse(token).unwrap())
    }

    /// A FEEN string near shōgi's profile: mostly 9×9, `S`/`s`, pieces of a set; now and then a piece, a
    /// hand item, a shape or a style SFEN refuses, or more pieces than a set has.
    fn feen() -> impl Strategy<Value = String> {
        (
            prop_oneof![12 => Just(vec![9, 9]), 1 => Just(vec![9, 8]), 1 => Just(vec![81])],
            prop_oneof![12 => Just("S"), 1 => Just("C")],
            any::<bool>(),
            prop::collection::vec((0usize..81, token(BOARD)), 0..14),
            prop::collection::vec((token(&["P", "L", "N", "S", "G", "B", "R"]), 1i64..3), 0..3),
            prop::collection::vec((token(&["p", "l", "n", "s", "g", "b", "r"]), 1i64..3), 0..3),
        )
            .prop_filter_map(
                "a FEEN position",
                |(shape, style, gote, pieces, first_hand, second_hand)| {
                    let first = Style::parse(style).ok()?;
                    let second = Style::parse("s").ok()?;
                    let mut qi = Qi::new(&shape, first, second).ok()?;
                    let squares = qi.square_count();
                    qi.board_diff(pieces.into_iter().map(|(i, p)| (i % squares, Some(p))))
                        .ok()?;
                    qi.hand_diff(Side::First, first_hand).ok()?;
                    qi.hand_diff(Side::Second, second_hand).ok()?;
                    if gote {
                        qi.toggle();
                    }
                    tabula_feen::emit_extended(&qi).ok()
                },
            )
    }

    proptest! {
        #[test]
        fn the_view_agrees_with_the_typed_path(text in feen(), count in prop::option::of(0u32..300)) {
            let view = Feen::parse(&text).unwrap();
            let typed = Sfen::from_position(&text.parse::<Position>().unwrap());
            let fast = Sfen::from_view(&view);
            prop_assert_eq!(fast.is_some(), typed.is_ok(), "{} {:?}", text, typed);
            if let Ok(sfen) = typed {
                prop_assert_eq!(fast.as_ref(), Some(&sfen));
                let written = sfen.with_move_count(count).to_string();
                prop_assert_eq!(write_sfen_by_runs(&view, count), Some(written.clone()));
                prop_assert_eq!(write_sfen(&view, count), Some(written));
            } else {
                prop_assert_eq!(write_sfen_by_runs(&view, count), None);
                prop_assert_eq!(write_sfen(&view, count), None);
            }
        }
    }

    /// The table holds every token (the packed forms fit its 10 bits) and says what the rules say.
    #[test]
    fn the_table_is_the_rules() {
        assert_eq!(super::CODES.disagreement(super::code), None);
    }

    #[test]
    fn the_benchmark_position_takes_the_fast_path() {
        let text =
            "8l/1l+R2P3/p2pBG1pp/k^ps1p4/Nn1P2G2/P1P1P2PP/1PS6/1K^SG3+r1/LN2+p3L S/3pbgn s/S";
        let view = Feen::parse(text).unwrap();
        let sfen = "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124";
        assert_eq!(write_sfen(&view, Some(124)).as_deref(), Some(sfen));
        assert_eq!(write_sfen_by_runs(&view, Some(124)).as_deref(), Some(sfen));
        assert!(Sfen::from_view(&view).is_some());
    }
}

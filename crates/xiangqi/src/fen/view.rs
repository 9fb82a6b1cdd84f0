//! FEEN → xiangqi FEN through tabula-feen's borrowed view ([`tabula_feen::Feen`]): the squares are read once
//! from the validated string and checked by table, with no typed position.
//!
//! This is the fast path only. Whenever the view holds anything xiangqi FEN refuses, it gives up and the
//! caller takes the typed path ([`XiangqiFen::from_position`]), which finds and names the error: the errors
//! are one code's.

use tabula_boardtext::CodeTable;
use tabula_feen::{ExtendedPiece, Feen, Run};
use tabula_qpi::{Letter, Side, State};

use super::{XiangqiFen, check_counts};
use crate::profile::{BLACK, KIND_MASK, Kind, Letters};

/// The cell code of every EPIN token (or `CodeTable::CodeTable::INVALID`): the rules of [`code`] computed once, at
/// compile time.
static CODES: CodeTable = tabula_boardtext::code_table!(code);

/// The cell code of a board piece given by its parts, or why xiangqi FEN cannot spell it. The one statement
/// of the rules, used by the table above and by the typed path's `board_code`.
pub(super) const fn code(
    derived: bool,
    letter: Letter,
    terminal: bool,
    state: State,
    side: Side,
) -> Result<u8, &'static str> {
    if derived {
        return Err("a derived piece (`'`) has no xiangqi FEN spelling");
    }
    let Some(kind) = Kind::from_feen_letter(letter.to_ascii(Side::First)) else {
        return Err("not a xiangqi piece letter in FEEN (G A E H R C P)");
    };
    let general = matches!(kind, Kind::General);
    if terminal != general {
        return Err(if general {
            "the general is terminal, written `G^`"
        } else {
            "only the general is terminal (`^`) in xiangqi"
        });
    }
    if !matches!(state, State::Normal) {
        return Err("xiangqi FEN writes no `+` or `-` (a crossed soldier is known from its point)");
    }
    let mut code = kind as u8 + 1;
    if matches!(side, Side::Second) {
        code |= BLACK;
    }
    Ok(code)
}

/// The table's entry for a token.
fn code_of(piece: ExtendedPiece) -> u8 {
    CODES.code(piece)
}

/// The letters of each cell code in one letter set (red upper case, black lower case; 0 for no piece).
const fn spelling(letters: [u8; 7]) -> [u8; 32] {
    let mut table = [0u8; 32];
    let mut code = 0;
    while code < 32 {
        let kind = code & KIND_MASK as usize;
        if kind >= 1 && kind <= 7 {
            table[code] = if code & BLACK as usize == 0 {
                letters[kind - 1]
            } else {
                letters[kind - 1].to_ascii_lowercase()
            };
        }
        code += 1;
    }
    table
}

/// The UCCI letters of each cell code.
static UCCI: [u8; 32] = spelling(*b"KABNRCP");
/// The WXF letters of each cell code.
static WXF: [u8; 32] = spelling(*b"KAEHRCP");

/// Whether a view has xiangqi's board (10×9), styles (`X`/`x`) and empty hands.
fn is_xiangqi(feen: &Feen<'_>) -> bool {
    super::PROFILE.fits(feen)
        && feen.hand_piece_count(Side::First) == 0
        && feen.hand_piece_count(Side::Second) == 0
}

/// FEEN → xiangqi FEN text in one pass over the view's runs (spelt and counted as they come), with the
/// counters `0 1`, or `None` when the view holds anything xiangqi FEN refuses (the caller then takes the
/// typed path, which names the error).
pub(crate) fn write_fen(feen: &Feen<'_>, letters: Letters) -> Option<String> {
    if !is_xiangqi(feen) {
        return None;
    }
    let spelling = match letters {
        Letters::Ucci => &UCCI,
        Letters::Wxf => &WXF,
    };
    // 90 one-byte pieces and 10 slashes at most (the last is dropped).
    let mut board = [0u8; 128];
    let mut n = 0;
    let mut counts = [0u8; 32];
    // A run never crosses a rank, and on a 10×9 board an empty run is one digit, as in xiangqi FEN.
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
                let code = usize::from(code_of(piece));
                let &letter = spelling.get(code)?;
                counts[code] += 1;
                board[n] = letter;
                n += 1;
                file += 1;
            }
        }
        if file >= 9 {
            board[n] = b'/';
            n += 1;
            file = 0;
        }
    }
    check_counts(&counts).ok()?;
    let board = core::str::from_utf8(&board[..n - 1]).ok()?;
    let mut out = String::with_capacity(board.len() + 11);
    out.push_str(board);
    out.push_str(match feen.turn() {
        Side::First => " w - - 0 1",
        Side::Second => " b - - 0 1",
    });
    Some(out)
}

impl XiangqiFen {
    /// The position of a valid FEEN view, or `None` when the view holds anything xiangqi FEN refuses (the
    /// caller then reads it the typed way, which names the error).
    pub(super) fn from_view(view: &Feen<'_>) -> Option<XiangqiFen> {
        if !is_xiangqi(view) {
            return None;
        }
        let mut fen = XiangqiFen::empty();
        for (cell, square) in fen.board.iter_mut().zip(view.squares()) {
            if let Some(piece) = square {
                let code = code_of(piece);
                if code == CodeTable::INVALID {
                    return None;
                }
                *cell = code;
            }
        }
        fen.turn = view.turn();
        fen.check_counts().ok()?;
        Some(fen)
    }
}

#[cfg(test)]
mod tests {
    //! The fast path against the typed path: same position, same text, and taken whenever the typed path
    //! accepts (so that it is not a slower way to the same errors).

    use proptest::prelude::*;
    use tabula_feen::{ExtendedPiece, Feen, Position, Qi, Side, Style};

    use super::{XiangqiFen, write_fen};
    use crate::Letters;

    /// Tokens xiangqi FEN spells.
    const BOARD: &[&str] = &[
        "A", "E", "H", "R", "C", "P", "a", "e", "h", "r", "c", "p", "P", "p",
    ];
    /// Tokens xiangqi FEN refuses, one or more for each reason.
    const REFUSED: &[&str] = &["G", "g", "+P", "-p", "P^", "R'", "g^'", "K^", "B", "N"];

    /// Mostly a token xiangqi FEN spells, now and then one it refuses.
    fn token() -> impl Strategy<Value = ExtendedPiece> {
        prop_oneof![
            40 => prop::sample::select(BOARD),
            1 => prop::sample::select(REFUSED),
        ]
        .prop_map(|token| ExtendedPiece::parse(token).unwrap())
    }

    /// A FEEN string near xiangqi's profile: mostly 10×9, `X`/`x`, both generals and pieces of a set, empty
    /// hands; now and then a piece, a hand, a shape or a style xiangqi FEN refuses, a missing general, or
    /// more pieces than a set has.
    fn feen() -> impl Strategy<Value = String> {
        (
            prop_oneof![12 => Just(vec![10, 9]), 1 => Just(vec![9, 10]), 1 => Just(vec![90])],
            prop_oneof![12 => Just("X"), 1 => Just("C")],
            any::<bool>(),
            prop_oneof![12 => Just((3usize, 86usize)), 1 => Just((3, 3)), 1 => Just((4, 5))],
            prop::collection::vec((0usize..90, token()), 0..14),
            prop::option::weighted(0.05, token()),
        )
            .prop_filter_map(
                "a FEEN position",
                |(shape, style, black, (general, other), pieces, held)| {
                    let mut qi =
                        Qi::new(&shape, Style::parse(style).ok()?, Style::parse("x").ok()?).ok()?;
                    let squares = qi.square_count();
                    let generals = [
                        (general, ExtendedPiece::parse("g^").ok()),
                        (other, ExtendedPiece::parse("G^").ok()),
                    ];
                    qi.board_diff(
                        pieces
                            .into_iter()
                            .map(|(i, p)| (i % squares, Some(p)))
                            .chain(generals.map(|(i, p)| (i % squares, p))),
                    )
                    .ok()?;
                    if let Some(piece) = held {
                        qi.hand_diff(Side::First, [(piece, 1)]).ok()?;
                    }
                    if black {
                        qi.toggle();
                    }
                    tabula_feen::emit_extended(&qi).ok()
                },
            )
    }

    proptest! {
        #[test]
        fn the_view_agrees_with_the_typed_path(text in feen(), wxf in any::<bool>()) {
            let letters = if wxf { Letters::Wxf } else { Letters::Ucci };
            let view = Feen::parse(&text).unwrap();
            let typed = XiangqiFen::from_position(&text.parse::<Position>().unwrap());
            let fast = XiangqiFen::from_view(&view);
            prop_assert_eq!(fast.is_some(), typed.is_ok(), "{} {:?}", text, typed);
            if let Ok(fen) = typed {
                prop_assert_eq!(fast.as_ref(), Some(&fen));
                prop_assert_eq!(write_fen(&view, letters), Some(fen.to_fen(letters)));
            } else {
                prop_assert_eq!(write_fen(&view, letters), None);
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
        let text = "1reag^a2R/5r3/6h2/2p1p1p2/4P1eP1/PpC3Ec1/1hPR2P2/2H2AH2/1c2G^1p2/2EAC4 / X/x";
        let view = Feen::parse(text).unwrap();
        assert_eq!(
            write_fen(&view, Letters::Ucci).as_deref(),
            Some("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1")
        );
        assert!(XiangqiFen::from_view(&view).is_some());
    }
}

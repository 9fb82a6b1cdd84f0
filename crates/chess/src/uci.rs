//! UCI move text: `e2e4`, `e7e8q`, castling as the king's two-square move (`e1g1`, standard chess) or as
//! the king taking its own rook (`e1h1`, Chess960).
//!
//! [`write`] chooses the spelling from a [`Castling`] style; [`read`] accepts both spellings of a castling
//! whichever the style, so standard chess reads `e1g1` and `e1h1` alike. The null move `0000` is refused
//! with [`UciError::NullMove`]: [`ChessMove`] has none.
//!
//! ```
//! use tabula_chess::{Position, uci::{self, Castling}};
//! let position = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")?;
//! let castle = uci::read(&position, "e1g1")?;
//! assert_eq!(uci::read(&position, "e1h1")?, castle);
//! assert_eq!(uci::write(castle, Castling::Standard), "e1g1");
//! assert_eq!(uci::write(castle, Castling::KingTakesRook), "e1h1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use crate::{ChessMove, MoveKind, Position, Promotion, Square};

/// How [`write`] spells castling.
///
/// ```
/// assert_eq!(tabula_chess::uci::Castling::default(), tabula_chess::uci::Castling::Standard);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Castling {
    /// Standard chess: the king's destination (`e1g1`, `e8c8`) when the castling has the standard shape
    /// (king on the e file, rook in the corner); any other castling, which only Chess960 has, is written
    /// king-takes-rook.
    #[default]
    Standard,
    /// Chess960: the king takes its own rook (`e1h1`), which names the rook in every position.
    KingTakesRook,
}

/// Why [`read`] refused a UCI move. [`code`](UciError::code) is stable and kebab-case;
/// [`offset`](UciError::offset) is the byte to blame.
///
/// ```
/// use tabula_chess::{Position, uci};
/// let error = uci::read(&Position::start(), "e2e5").unwrap_err();
/// assert_eq!(error.code(), "uci-illegal");
/// assert_eq!(error.to_string(), "`e2e5` is not legal here: the pawn on e2 cannot move to e5");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum UciError {
    /// Not `[a-h][1-8][a-h][1-8][qrbn]?` at `offset`.
    Syntax {
        /// The byte offset.
        offset: usize,
        /// What was expected there.
        expected: &'static str,
    },
    /// The null move `0000`, which [`ChessMove`] cannot hold.
    NullMove,
    /// A pawn move to the last rank without the promotion letter.
    MissingPromotion {
        /// The text.
        text: String,
    },
    /// No legal move has these squares and promotion.
    Illegal {
        /// The text.
        text: String,
        /// The rule that refuses it.
        reason: String,
    },
}

impl UciError {
    /// The error's stable code.
    ///
    /// ```
    /// let error = tabula_chess::uci::read(&tabula_chess::Position::start(), "0000").unwrap_err();
    /// assert_eq!(error.code(), "uci-null-move");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            UciError::Syntax { .. } => "uci-syntax",
            UciError::NullMove => "uci-null-move",
            UciError::MissingPromotion { .. } => "uci-missing-promotion",
            UciError::Illegal { .. } => "uci-illegal",
        }
    }

    /// The byte offset the error points at (0 when the whole text is to blame).
    ///
    /// ```
    /// let error = tabula_chess::uci::read(&tabula_chess::Position::start(), "e2x4").unwrap_err();
    /// assert_eq!(error.offset(), 2);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> usize {
        match self {
            UciError::Syntax { offset, .. } => *offset,
            _ => 0,
        }
    }
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciError::Syntax { offset, expected } => {
                write!(f, "not a UCI move at byte {offset}: expected {expected}")
            }
            UciError::NullMove => f.write_str("the null move 0000 cannot be played"),
            UciError::MissingPromotion { text } => write!(
                f,
                "`{text}` moves a pawn to the last rank: add the promotion letter q, r, b or n"
            ),
            UciError::Illegal { text, reason } => write!(f, "`{text}` is not legal here: {reason}"),
        }
    }
}

impl std::error::Error for UciError {}

/// The longest text [`read`] accepts (`e7e8q`).
pub const MAX_UCI_LEN: usize = 5;

fn square_at(bytes: &[u8], at: usize) -> Result<Square, UciError> {
    let file = bytes.get(at).copied().unwrap_or(0);
    if !file.is_ascii_lowercase() || file > b'h' {
        return Err(UciError::Syntax {
            offset: at,
            expected: "a file a-h",
        });
    }
    let rank = bytes.get(at + 1).copied().unwrap_or(0);
    Square::new(file - b'a', rank.wrapping_sub(b'1')).ok_or(UciError::Syntax {
        offset: at + 1,
        expected: "a rank 1-8",
    })
}

/// The legal move a UCI string names; both castling spellings are read in every position.
///
/// ```
/// use tabula_chess::{Position, uci};
/// let m = uci::read(&Position::start(), "g1f3")?;
/// assert_eq!(m.to_string(), "g1-f3");
/// # Ok::<(), tabula_chess::uci::UciError>(())
/// ```
///
/// # Errors
/// [`UciError::Syntax`] with the offset, [`UciError::NullMove`] for `0000`,
/// [`UciError::MissingPromotion`], [`UciError::Illegal`] with the rule.
pub fn read(position: &Position, text: &str) -> Result<ChessMove, UciError> {
    let bytes = text.as_bytes();
    if text == "0000" {
        return Err(UciError::NullMove);
    }
    let from = square_at(bytes, 0)?;
    let to = square_at(bytes, 2)?;
    let promotion = match bytes.get(4) {
        None => None,
        Some(b'q') => Some(Promotion::Queen),
        Some(b'r') => Some(Promotion::Rook),
        Some(b'b') => Some(Promotion::Bishop),
        Some(b'n') => Some(Promotion::Knight),
        Some(_) => {
            return Err(UciError::Syntax {
                offset: 4,
                expected: "a promotion letter q, r, b or n",
            });
        }
    };
    if bytes.len() > MAX_UCI_LEN {
        return Err(UciError::Syntax {
            offset: MAX_UCI_LEN,
            expected: "the end of the move",
        });
    }
    let mut found = None;
    let mut promotes = false;
    let board = &position.board;
    let us = board.side_to_move();
    board.generate_moves_for(from.cozy().bitboard(), |moves| {
        for raw in moves {
            // The king's two-square spelling of a castling (the king onto its own rook for cozy).
            let fits = raw.to == to.cozy()
                || (board.colors(us).has(raw.to) && {
                    let m = position.convert(raw);
                    m.to() == to && m.from().file().abs_diff(m.to().file()) == 2
                });
            if fits {
                if raw.promotion.map(Promotion::from_cozy) == promotion.map(Some) {
                    found = Some(position.convert(raw));
                } else if raw.promotion.is_some() {
                    promotes = true;
                }
            }
        }
        false
    });
    match found {
        Some(m) => Ok(m),
        None if promotes && promotion.is_none() => Err(UciError::MissingPromotion {
            text: text.to_owned(),
        }),
        None => Err(UciError::Illegal {
            text: text.to_owned(),
            reason: position
                .why_illegal(from, to, promotion, false)
                .unwrap_or_else(|| "no legal move has these squares".to_owned()),
        }),
    }
}

/// Writes `m` in UCI with the castling spelling `castling`.
///
/// ```
/// use tabula_chess::{Position, uci::{self, Castling}};
/// let position = Position::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")?;
/// let m = uci::read(&position, "a7a8n")?;
/// assert_eq!(uci::write(m, Castling::Standard), "a7a8n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn write(m: ChessMove, castling: Castling) -> String {
    let mut text = String::with_capacity(5);
    // Writing to a String cannot fail.
    let _ = write_into(m, castling, &mut text);
    text
}

/// Writes `m` in UCI into `out` (see [`write`]).
///
/// ```
/// use tabula_chess::{Position, uci::{self, Castling}};
/// let mut out = String::new();
/// uci::write_into(uci::read(&Position::start(), "e2e4")?, Castling::Standard, &mut out)?;
/// assert_eq!(out, "e2e4");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// Only those of `out`.
pub fn write_into(m: ChessMove, castling: Castling, out: &mut impl fmt::Write) -> fmt::Result {
    let to = match m.castling_rook() {
        Some((rook, _)) if castling == Castling::KingTakesRook || !standard_shape(m, rook) => rook,
        _ => m.to(),
    };
    write!(out, "{}{to}", m.from())?;
    if let Some(promotion) = m.promotion() {
        out.write_char(promotion.letter().to_ascii_lowercase())?;
    }
    Ok(())
}

/// Whether a castling has the standard shape: the king on the e file, the rook in a corner.
fn standard_shape(m: ChessMove, rook: Square) -> bool {
    m.kind() == MoveKind::Castle && m.from().file() == 4 && matches!(rook.file(), 0 | 7)
}

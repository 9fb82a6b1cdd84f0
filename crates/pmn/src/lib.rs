#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;

use core::fmt;

pub use tabula_cell::Coordinate;
pub use tabula_epin::ExtendedPiece;
pub use tabula_feen as feen;
pub use tabula_qi::{Qi, Side};

mod apply;
mod diff;
mod display;
mod error;
mod fast;
mod model;
mod parser;
mod parts;
mod token;

pub use apply::{Implicit, NoRules, RuleHook, apply, apply_with};
pub use diff::diff;
pub use error::{Error, Part};
pub use model::{apply_feen, apply_feen_with};
pub use token::Token;

/// One PMN move: one of the eight forms of PMN 1.0.0, with its squares (CELL coordinates) and pieces (EPIN
/// tokens).
///
/// `actor` is the `=A` suffix (the actor's identity after the move, present only when it changes) and
/// `captured` the `/C` suffix (the captured piece's identity as it enters the hand, present only when it
/// changes). The value is `Copy`, 14 bytes, and never allocates.
///
/// ```
/// use tabula_pmn::Move;
///
/// let m: Move = "b7+a8=Q/r".parse()?;
/// let Move::Capture { from, to, actor, captured } = m else { unreachable!() };
/// assert_eq!((from.to_string(), to.to_string()), ("b7".to_owned(), "a8".to_owned()));
/// assert_eq!(actor.map(|p| p.to_string()).as_deref(), Some("Q"));
/// assert_eq!(captured.map(|p| p.to_string()).as_deref(), Some("r"));
/// assert_eq!(m.to_string(), "b7+a8=Q/r");
/// # Ok::<(), tabula_pmn::Error>(())
/// ```
///
/// A `Move` built by hand may name the same square as source and destination; it is written as such but
/// neither parsed back nor applied ([`Error::SameSquare`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// `...`: the pass move, no action.
    Pass,
    /// `s-d[=A]`: the piece on `from` moves to the empty square `to`.
    Quiet {
        /// Source square.
        from: Coordinate,
        /// Destination square (empty before the move).
        to: Coordinate,
        /// The actor's new identity, when it changes.
        actor: Option<ExtendedPiece>,
    },
    /// `s+d[=A][/C]`: the piece on `to` goes to the mover's hand, then the piece on `from` moves to `to`.
    Capture {
        /// Source square.
        from: Coordinate,
        /// Destination square, holding the captured piece.
        to: Coordinate,
        /// The actor's new identity, when it changes.
        actor: Option<ExtendedPiece>,
        /// The captured piece's identity in the hand, when it changes.
        captured: Option<ExtendedPiece>,
    },
    /// `s~d[=A][/C]`: the piece on `from` moves to `to`; the rule system adds the implicit effects (the rook
    /// of a castling, the pawn taken en passant).
    Special {
        /// Source square.
        from: Coordinate,
        /// Destination square.
        to: Coordinate,
        /// The actor's new identity, when it changes.
        actor: Option<ExtendedPiece>,
        /// The identity in the hand of the piece the rule system captures, when it changes.
        captured: Option<ExtendedPiece>,
    },
    /// `+q[/C]`: the piece on `square` goes to the mover's hand; nothing moves.
    StaticCapture {
        /// The square emptied.
        square: Coordinate,
        /// The captured piece's identity in the hand, when it changes.
        captured: Option<ExtendedPiece>,
    },
    /// `[P]*d[=A]`: a piece from the mover's hand is put on the empty square `to`.
    Drop {
        /// The piece taken from the hand; `None` when the rule system infers it (`*e5`).
        piece: Option<ExtendedPiece>,
        /// Destination square (empty before the move).
        to: Coordinate,
        /// The dropped piece's identity on the board, when it differs from the hand token.
        actor: Option<ExtendedPiece>,
    },
    /// `[P].d[=A][/C]`: the piece on `to` goes to the mover's hand, then a piece from the hand is put there.
    DropCapture {
        /// The piece taken from the hand; `None` when the rule system infers it (`.b4`).
        piece: Option<ExtendedPiece>,
        /// Destination square, holding the captured piece.
        to: Coordinate,
        /// The dropped piece's identity on the board, when it differs from the hand token.
        actor: Option<ExtendedPiece>,
        /// The captured piece's identity in the hand, when it changes.
        captured: Option<ExtendedPiece>,
    },
    /// `q=A`: the piece on `square` becomes `piece`, without moving.
    Mutate {
        /// The square of the piece.
        square: Coordinate,
        /// Its new identity.
        piece: ExtendedPiece,
    },
}

impl Move {
    /// The length in bytes of the longest PMN string, `iv256IV~iv255IV=+K^'/+K^'` (7 + 1 + 7 + 1 + 4 + 1 + 4).
    /// Longer input is refused before it is looked at.
    ///
    /// ```
    /// assert_eq!(tabula_pmn::Move::MAX_LEN, "iv256IV~iv255IV=+K^'/+K^'".len());
    /// ```
    pub const MAX_LEN: usize = 25;

    /// Parses a whole string as one PMN move.
    ///
    /// ```
    /// use tabula_pmn::{Error, Move};
    /// assert_eq!(Move::parse("...")?, Move::Pass);
    /// assert!(matches!(Move::parse("e2-e2"), Err(Error::SameSquare { offset: 3 })));
    /// # Ok::<(), Error>(())
    /// ```
    ///
    /// # Errors
    /// The first rule broken, with its byte offset and the part of the move that is wrong: see [`Error`].
    #[inline]
    pub fn parse(s: &str) -> Result<Move, Error> {
        Move::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as one PMN move. The length bound ([`Move::MAX_LEN`]) is checked first.
    ///
    /// ```
    /// use tabula_pmn::{Error, Move};
    /// assert_eq!(Move::parse_bytes(b"P*e5")?.to_string(), "P*e5");
    /// assert_eq!(Move::parse_bytes(&[b'a'; 1000]), Err(Error::TooLong { len: 1000 }));
    /// # Ok::<(), Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`Move::parse`].
    #[inline]
    pub fn parse_bytes(bytes: &[u8]) -> Result<Move, Error> {
        parser::parse(bytes)
    }

    /// Whether `s` is exactly one PMN move.
    ///
    /// ```
    /// use tabula_pmn::Move;
    /// assert!(Move::is_valid("e1~g1"));
    /// assert!(!Move::is_valid("e2-e4/p"));
    /// ```
    #[must_use]
    #[inline]
    pub fn is_valid(s: &str) -> bool {
        Move::parse(s).is_ok()
    }

    /// Writes the canonical string into `buf` and returns it; no allocation.
    ///
    /// ```
    /// use tabula_pmn::Move;
    /// let mut buf = [0; Move::MAX_LEN];
    /// assert_eq!(Move::parse("+P.e5")?.encode(&mut buf), "+P.e5");
    /// # Ok::<(), tabula_pmn::Error>(())
    /// ```
    pub fn encode<'b>(&self, buf: &'b mut [u8; Move::MAX_LEN]) -> &'b str {
        if *self == Move::Pass {
            // The one move that is always the same text: no need to check the bytes.
            buf[..3].copy_from_slice(b"...");
            return "...";
        }
        let len = self.write_bytes(buf);
        // Only ASCII tokens and operators were written.
        core::str::from_utf8(&buf[..len]).unwrap_or_default()
    }

    /// Writes the canonical string's bytes (ASCII) at the start of `buf` and returns their length; nothing
    /// for [`Move::Pass`], which both callers write as a constant.
    #[inline]
    pub(crate) fn write_bytes(&self, buf: &mut [u8; Move::MAX_LEN]) -> usize {
        let mut w = Writer { buf, len: 0 };
        match *self {
            Move::Pass => {}
            Move::Quiet { from, to, actor } => {
                w.movement(from, b'-', to);
                w.suffix(b'=', actor);
            }
            Move::Capture {
                from,
                to,
                actor,
                captured,
            } => {
                w.movement(from, b'+', to);
                w.suffix(b'=', actor);
                w.suffix(b'/', captured);
            }
            Move::Special {
                from,
                to,
                actor,
                captured,
            } => {
                w.movement(from, b'~', to);
                w.suffix(b'=', actor);
                w.suffix(b'/', captured);
            }
            Move::StaticCapture { square, captured } => {
                w.byte(b'+');
                w.cell(square);
                w.suffix(b'/', captured);
            }
            Move::Drop { piece, to, actor } => {
                w.piece(piece);
                w.byte(b'*');
                w.cell(to);
                w.suffix(b'=', actor);
            }
            Move::DropCapture {
                piece,
                to,
                actor,
                captured,
            } => {
                w.piece(piece);
                w.byte(b'.');
                w.cell(to);
                w.suffix(b'=', actor);
                w.suffix(b'/', captured);
            }
            Move::Mutate { square, piece } => {
                w.cell(square);
                w.suffix(b'=', Some(piece));
            }
        }
        w.len
    }

    /// The move's form as a short lowercase name (`pass`, `quiet`, `capture`, `special`, `static-capture`,
    /// `drop`, `drop-capture`, `mutate`), as used by the conformance fixtures.
    ///
    /// ```
    /// assert_eq!("L.b4".parse::<tabula_pmn::Move>()?.form(), "drop-capture");
    /// # Ok::<(), tabula_pmn::Error>(())
    /// ```
    #[must_use]
    pub const fn form(&self) -> &'static str {
        match self {
            Move::Pass => "pass",
            Move::Quiet { .. } => "quiet",
            Move::Capture { .. } => "capture",
            Move::Special { .. } => "special",
            Move::StaticCapture { .. } => "static-capture",
            Move::Drop { .. } => "drop",
            Move::DropCapture { .. } => "drop-capture",
            Move::Mutate { .. } => "mutate",
        }
    }
}

/// Appends to a fixed buffer of [`Move::MAX_LEN`] bytes; every move fits (7 + 1 + 7 + 1 + 4 + 1 + 4). The
/// token crates write their bytes in place (`write_to`), all ASCII, so the text is checked as UTF-8 once, by
/// [`Move::encode`].
struct Writer<'b> {
    buf: &'b mut [u8; Move::MAX_LEN],
    len: usize,
}

// Each step is inlined into `Move::encode` (docs/performance.md § tabula-pmn: a call per token cost more than
// writing it).
#[allow(clippy::inline_always)]
impl Writer<'_> {
    #[inline(always)]
    fn byte(&mut self, byte: u8) {
        if let Some(slot) = self.buf.get_mut(self.len) {
            *slot = byte;
            self.len += 1;
        }
    }

    #[inline(always)]
    fn cell(&mut self, cell: Coordinate) {
        let written = self
            .buf
            .get_mut(self.len..)
            .and_then(|out| cell.write_to(out));
        self.len += written.unwrap_or(0);
    }

    #[inline(always)]
    fn piece(&mut self, piece: Option<ExtendedPiece>) {
        if let Some(piece) = piece {
            let written = self
                .buf
                .get_mut(self.len..)
                .and_then(|out| piece.write_to(out));
            self.len += written.unwrap_or(0);
        }
    }

    #[inline(always)]
    fn movement(&mut self, from: Coordinate, operator: u8, to: Coordinate) {
        self.cell(from);
        self.byte(operator);
        self.cell(to);
    }

    #[inline(always)]
    fn suffix(&mut self, marker: u8, piece: Option<ExtendedPiece>) {
        if piece.is_some() {
            self.byte(marker);
            self.piece(piece);
        }
    }
}

/// The canonical string (the text of [`Move::encode`]); width, fill, alignment and precision are honoured.
/// No allocation: the move is written into a stack buffer, checked as UTF-8 once and written in one piece.
///
/// ```
/// let m: tabula_pmn::Move = "e7-e8=Q".parse()?;
/// assert_eq!(format!("[{m:>8}]"), "[ e7-e8=Q]");
/// assert_eq!(format!("[{m}]"), "[e7-e8=Q]");
/// # Ok::<(), tabula_pmn::Error>(())
/// ```
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        display::write(self, f)
    }
}

tabula_protocol::__token_text_impls!(Move, Error, "a PMN move such as \"e2-e4\"");

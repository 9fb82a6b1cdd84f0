//! The crate's one error type, and the parts of a move it names (its offset and code: `error/access.rs`).

use core::fmt;

use tabula_cell::Coordinate;
use tabula_epin::ExtendedPiece;

mod access;

/// A part of a PMN move, as named in [`Error`] messages.
///
/// ```
/// assert_eq!(tabula_pmn::Part::Actor.to_string(), "actor");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Part {
    /// The source square of `-`, `+`, `~`.
    Source,
    /// The destination square of `-`, `+`, `~`, `*`, `.`.
    Destination,
    /// The square of a static capture `+q` or a mutation `q=A`.
    Square,
    /// The piece before `*` or `.`.
    DropPiece,
    /// The `=A` suffix, or the piece of a mutation.
    Actor,
    /// The `/C` suffix.
    Captured,
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Part::Source => "source",
            Part::Destination => "destination",
            Part::Square => "square",
            Part::DropPiece => "drop piece",
            Part::Actor => "actor",
            Part::Captured => "captured piece",
        })
    }
}

/// Why a string is not a PMN move, why a move cannot be applied to a position, or why no move leads from
/// one position to another.
///
/// Parse errors carry the byte offset where they were detected ([`Error::offset`]) and come in the order
/// the checks run: empty, length, non-ASCII byte, then the parts from left to right, then the source and
/// destination compared. Position errors name the square in CELL terms (`e4`). Every variant has a stable
/// kebab-case [`Error::code`], used by the conformance fixtures.
///
/// ```
/// use tabula_pmn::{Error, Move, Part};
///
/// let e = Move::parse("e2-e4=QQ").unwrap_err();
/// assert_eq!((e.code(), e.offset(), e.part()), ("invalid-actor", Some(7), Some(Part::Actor)));
/// assert_eq!(e.to_string(), "invalid actor at byte 6: invalid PIN part: unexpected byte 0x51 at byte 1 after the piece");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is empty (code `empty`).
    ///
    /// ```
    /// assert_eq!(tabula_pmn::Move::parse(""), Err(tabula_pmn::Error::Empty));
    /// ```
    #[error("empty input: a PMN move is at least 2 bytes (`+a`, `*a`) or `...`")]
    Empty,
    /// The input is longer than [`Move::MAX_LEN`](crate::Move::MAX_LEN) (25) bytes (code `too-long`);
    /// checked before anything else. The bound follows from the bounded CELL and EPIN tokens.
    ///
    /// ```
    /// use tabula_pmn::{Error, Move};
    /// assert_eq!(Move::parse("abcdefghijkl1-abcdefghijkl2"), Err(Error::TooLong { len: 27 }));
    /// ```
    #[error("input is {len} bytes long; a PMN move has at most 25")]
    TooLong {
        /// Length of the input in bytes.
        len: usize,
    },
    /// A byte outside ASCII (code `non-ascii`).
    ///
    /// ```
    /// use tabula_pmn::{Error, Move};
    /// assert_eq!(Move::parse("e2\u{2014}e4"), Err(Error::NonAscii { offset: 2 }));
    /// ```
    #[error("non-ASCII byte at byte {offset}: PMN is ASCII only")]
    NonAscii {
        /// Byte offset of the first non-ASCII byte.
        offset: usize,
    },
    /// A square followed by something that is not an operator (`-`, `+`, `~`, `=`) (code
    /// `missing-operator`).
    ///
    /// ```
    /// use tabula_pmn::{Error, Move};
    /// assert_eq!(Move::parse("e2e4"), Err(Error::MissingOperator { offset: 2 }));
    /// ```
    #[error("expected an operator (-, +, ~ or =) at byte {offset}")]
    MissingOperator {
        /// Byte offset where the operator was expected.
        offset: usize,
    },
    /// A square is not a CELL coordinate (codes `invalid-source`, `invalid-destination`, `invalid-square`).
    /// The offset is that of the CELL error in the whole string.
    ///
    /// ```
    /// use tabula_pmn::{Error, Move, Part};
    /// let e = Move::parse("e2-e0").unwrap_err();
    /// assert_eq!((e.code(), e.offset()), ("invalid-destination", Some(4)));
    /// assert!(matches!(e, Error::InvalidSquare { part: Part::Destination, start: 3, .. }));
    /// ```
    #[error("invalid {part} at byte {start}: {error}")]
    InvalidSquare {
        /// Which square: [`Part::Source`], [`Part::Destination`] or [`Part::Square`].
        part: Part,
        /// Byte offset where the square starts.
        start: usize,
        /// The CELL error (its offsets are relative to `start`).
        error: tabula_cell::Error,
    },
    /// A piece is not an EPIN token (codes `invalid-drop-piece`, `invalid-actor`, `invalid-captured`).
    ///
    /// ```
    /// use tabula_pmn::{Error, Move, Part};
    /// let e = Move::parse("PP*e5").unwrap_err();
    /// assert_eq!((e.code(), e.offset()), ("invalid-drop-piece", Some(1)));
    /// assert!(matches!(e, Error::InvalidPiece { part: Part::DropPiece, start: 0, .. }));
    /// ```
    #[error("invalid {part} at byte {start}: {error}")]
    InvalidPiece {
        /// Which piece: [`Part::DropPiece`], [`Part::Actor`] or [`Part::Captured`].
        part: Part,
        /// Byte offset where the piece starts.
        start: usize,
        /// The EPIN error (its offsets are relative to `start`).
        error: tabula_epin::Error,
    },
    /// A suffix the form does not take: `/` after `-`, a drop or a mutation, `=` after a static capture,
    /// anything after a mutation (code `unexpected-suffix`).
    ///
    /// ```
    /// use tabula_pmn::{Error, Move};
    /// assert_eq!(Move::parse("e2-e4/p"), Err(Error::UnexpectedSuffix { offset: 5, marker: '/' }));
    /// ```
    #[error("unexpected suffix {marker:?} at byte {offset}: this form does not take it")]
    UnexpectedSuffix {
        /// Byte offset of the suffix marker.
        offset: usize,
        /// The marker, `=` or `/`.
        marker: char,
    },
    /// An actor suffix `=` after a captured suffix `/` (code `suffix-order`).
    ///
    /// ```
    /// use tabula_pmn::{Error, Move};
    /// assert_eq!(Move::parse("b7+a8/r=Q"), Err(Error::SuffixOrder { offset: 7 }));
    /// ```
    #[error("actor suffix at byte {offset} after the captured suffix: write =A before /C")]
    SuffixOrder {
        /// Byte offset of the misplaced `=`.
        offset: usize,
    },
    /// A second suffix of the same kind (code `duplicate-suffix`).
    ///
    /// ```
    /// use tabula_pmn::{Error, Move};
    /// assert_eq!(Move::parse("e2-e4=Q=R"), Err(Error::DuplicateSuffix { offset: 7 }));
    /// ```
    #[error("second suffix of the same kind at byte {offset}")]
    DuplicateSuffix {
        /// Byte offset of the second marker.
        offset: usize,
    },
    /// Bytes after a complete move (code `trailing-input`).
    ///
    /// ```
    /// use tabula_pmn::{Error, Move};
    /// assert_eq!(Move::parse("e2-e4-e6"), Err(Error::TrailingInput { offset: 5 }));
    /// ```
    #[error("unexpected input at byte {offset} after a complete move (PMN has no chaining)")]
    TrailingInput {
        /// Byte offset of the first extra byte.
        offset: usize,
    },
    /// Source and destination are the same square (code `same-square`); the offset is the destination's.
    ///
    /// ```
    /// use tabula_pmn::{Error, Move};
    /// assert_eq!(Move::parse("e2+e2"), Err(Error::SameSquare { offset: 3 }));
    /// ```
    #[error("destination at byte {offset} is the source square")]
    SameSquare {
        /// Byte offset of the destination.
        offset: usize,
    },
    /// A square of the move is not on the position's board (code `off-board`).
    ///
    /// ```
    /// use tabula_pmn::{Error, Move, Part, Qi};
    /// let board: Qi<tabula_pmn::ExtendedPiece, char> = Qi::new(&[8, 8], 'C', 'c')?;
    /// let e = tabula_pmn::apply(&board, &"i9-i8".parse()?).unwrap_err();
    /// assert_eq!(e.to_string(), "source i9 is not on the board: i9 is off the board: dimension 1 has 8 squares (indices 0 to 7)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[error("{part} {square} is not on the board: {error}")]
    OffBoard {
        /// Which square.
        part: Part,
        /// The square.
        square: Coordinate,
        /// Why it is not on the board (dimension count or an index past the edge).
        error: tabula_cell::Error,
    },
    /// A square that must hold a piece is empty (code `empty-square`).
    ///
    /// ```
    /// use tabula_pmn::{Error, Part, Qi};
    /// let board: Qi<tabula_pmn::ExtendedPiece, char> = Qi::new(&[8, 8], 'C', 'c')?;
    /// let e = tabula_pmn::apply(&board, &"e2-e4".parse()?).unwrap_err();
    /// assert_eq!(e, Error::EmptySquare { part: Part::Source, square: "e2".parse()? });
    /// assert_eq!(e.to_string(), "source e2 is empty");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[error("{part} {square} is empty")]
    EmptySquare {
        /// Which square.
        part: Part,
        /// The square.
        square: Coordinate,
    },
    /// The destination of `-` or `*` is occupied (code `occupied`): a capture is written `+` or `.`.
    ///
    /// ```
    /// # use tabula_pmn::{Error, Qi};
    /// let feen = "8/8/8/8/4p3/8/4P3/8 / C/c";
    /// let e = tabula_pmn::apply_feen(feen, "e2-e4").unwrap_err();
    /// assert_eq!(e.to_string(), "destination e4 is occupied (a capture is written with + or .)");
    /// ```
    #[error("destination {square} is occupied (a capture is written with + or .)")]
    Occupied {
        /// The square.
        square: Coordinate,
    },
    /// The active player's hand does not hold the piece to drop (code `not-in-hand`).
    ///
    /// ```
    /// let e = tabula_pmn::apply_feen("8/8/8/8/8/8/8/8 / C/c", "P*e5").unwrap_err();
    /// assert_eq!(e.to_string(), "the first player's hand holds no P");
    /// ```
    #[error("the {side} player's hand holds no {piece}")]
    NotInHand {
        /// The active player.
        side: tabula_qi::Side,
        /// The piece, as written in the move.
        piece: ExtendedPiece,
    },
    /// A suffix, or a mutation, that names the identity the piece already has (code `no-op-suffix`): PMN
    /// writes `=A` and `/C` only when the identity changes, and "no effect" is `...`.
    ///
    /// ```
    /// let e = tabula_pmn::apply_feen("8/8/8/8/8/8/4P3/8 / C/c", "e2-e4=P").unwrap_err();
    /// assert_eq!(e.to_string(), "actor suffix P at e2 names the identity the piece already has");
    /// ```
    #[error("{part} suffix {piece} at {square} names the identity the piece already has")]
    NoOpSuffix {
        /// [`Part::Actor`] or [`Part::Captured`].
        part: Part,
        /// The square of the piece (the source, or the destination of a capture).
        square: Coordinate,
        /// The suffix's piece.
        piece: ExtendedPiece,
    },
    /// A drop without a piece (`*e5`, `.b4`) and no rule system that infers it (code
    /// `piece-not-inferable`).
    ///
    /// ```
    /// let e = tabula_pmn::apply_feen("8/8/8/8/8/8/8/8 P/ C/c", "*e5").unwrap_err();
    /// assert_eq!(e.to_string(), "the drop on e5 names no piece and no rule system infers it");
    /// ```
    #[error("the drop on {square} names no piece and no rule system infers it")]
    PieceNotInferable {
        /// The destination.
        square: Coordinate,
    },
    /// A special move `~` and no rule system that gives its implicit effects (code
    /// `implicit-effects-unknown`).
    ///
    /// ```
    /// let e = tabula_pmn::apply_feen("8/8/8/8/8/8/8/4K3 / C/c", "e1~g1").unwrap_err();
    /// assert_eq!(e.to_string(), "the special move e1~g1 needs a rule system for its implicit effects");
    /// ```
    #[error("the special move {from}~{to} needs a rule system for its implicit effects")]
    ImplicitEffectsUnknown {
        /// The source.
        from: Coordinate,
        /// The destination.
        to: Coordinate,
    },
    /// A `/C` suffix on a special move whose implicit effects capture nothing (code `nothing-captured`).
    ///
    /// ```
    /// # use tabula_pmn::{Error, Move};
    /// let e = Error::NothingCaptured { from: "e1".parse()?, to: "g1".parse()? };
    /// assert_eq!(e.to_string(), "the special move e1~g1 captures nothing, yet has a captured suffix");
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[error("the special move {from}~{to} captures nothing, yet has a captured suffix")]
    NothingCaptured {
        /// The source.
        from: Coordinate,
        /// The destination.
        to: Coordinate,
    },
    /// The position refused the change (code `position`): only a rule hook's implicit effects can cause it
    /// (a square past the board, more pieces than squares, a hand count below zero).
    ///
    /// ```
    /// # use tabula_pmn::Error;
    /// let e = Error::Position(tabula_qi::Error::TooManyPieces { pieces: 3, squares: 2 });
    /// assert_eq!(e.code(), "position");
    /// ```
    #[error("the position refuses the move's effects: {0}")]
    Position(tabula_qi::Error),
    /// A piece of a typed position that no EPIN token names (its style is neither player's; code
    /// `not-encodable`).
    ///
    /// ```
    /// # use tabula_pmn::Error;
    /// let e = Error::NotEncodable { square: None };
    /// assert_eq!(e.to_string(), "a hand piece has a style that is neither player's: no EPIN token names it");
    /// ```
    #[error("{} has a style that is neither player's: no EPIN token names it", Where(*.square))]
    NotEncodable {
        /// The square of the piece, or `None` for a hand piece.
        square: Option<Coordinate>,
    },
    /// No single PMN move leads from the first position to the second (code `no-move`); the reason says
    /// which difference rules every form out.
    ///
    /// ```
    /// # use tabula_pmn::Error;
    /// let e = Error::NoMove { reason: "the turn does not pass" };
    /// assert_eq!(e.to_string(), "no PMN move leads from one position to the other: the turn does not pass");
    /// ```
    #[error("no PMN move leads from one position to the other: {reason}")]
    NoMove {
        /// Why.
        reason: &'static str,
    },
    /// A FEEN string of [`apply_feen`](crate::apply_feen) is not valid (code `feen`).
    ///
    /// ```
    /// let e = tabula_pmn::apply_feen("8/8 / C", "...").unwrap_err();
    /// assert_eq!(e.code(), "feen");
    /// ```
    #[error("invalid FEEN: {0}")]
    Feen(tabula_feen::Error),
    /// The position after a move of [`apply_feen_with`](crate::apply_feen_with) cannot be written as FEEN
    /// (code `feen-emit`): a rule system's implicit effects placed a piece whose style is neither player's.
    /// Without a rule system this cannot happen, since every piece a move places is read from the position
    /// or resolved against its two styles.
    ///
    /// ```
    /// use tabula_pmn::{Implicit, Qi, RuleHook, apply_feen_with};
    /// use tabula_pmn::feen::{QualifiedPiece, Style};
    /// struct Alien;
    /// impl RuleHook<QualifiedPiece, Style> for Alien {
    ///     fn special(&self, _: &Qi<QualifiedPiece, Style>, _: usize, _: usize) -> Option<Implicit<QualifiedPiece>> {
    ///         Some(Implicit { board: vec![(0, Some("S:P".parse().ok()?))], captured: None })
    ///     }
    /// }
    /// let e = apply_feen_with("8/8/8/8/8/8/4P3/8 / C/c", "e2~e4", &Alien).unwrap_err();
    /// assert_eq!(e.code(), "feen-emit");
    /// ```
    #[error("the position after the move cannot be written as FEEN: {0}")]
    FeenEmit(tabula_feen::EmitError),
}

/// Where a piece is, for [`Error::NotEncodable`].
struct Where(Option<Coordinate>);

impl fmt::Display for Where {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(square) => write!(f, "the piece on {square}"),
            None => f.write_str("a hand piece"),
        }
    }
}

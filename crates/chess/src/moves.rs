//! The legal move value and its PMN and UCI spellings.

use core::fmt;

use tabula_pin::{Piece, State};
use tabula_pmn::ExtendedPiece;
use tabula_protocol::{Letter, Side};

use crate::Square;

/// The piece a pawn promotes to.
///
/// ```
/// use tabula_chess::Promotion;
/// assert_eq!(Promotion::Knight.letter(), 'N');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Promotion {
    /// A queen (`Q`).
    Queen,
    /// A rook (`R`).
    Rook,
    /// A bishop (`B`).
    Bishop,
    /// A knight (`N`).
    Knight,
}

impl Promotion {
    /// The four promotions, queen first.
    pub const ALL: [Promotion; 4] = [
        Promotion::Queen,
        Promotion::Rook,
        Promotion::Bishop,
        Promotion::Knight,
    ];

    /// The upper-case letter of the piece (`Q`, `R`, `B`, `N`).
    ///
    /// ```
    /// assert_eq!(tabula_chess::Promotion::Queen.letter(), 'Q');
    /// ```
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Promotion::Queen => 'Q',
            Promotion::Rook => 'R',
            Promotion::Bishop => 'B',
            Promotion::Knight => 'N',
        }
    }

    /// The EPIN token of the promoted piece for `side`, as PMN's `=A` suffix writes it (`Q` for White, `q` for
    /// Black; never a state marker).
    ///
    /// ```
    /// use tabula_chess::{Promotion, Side};
    /// assert_eq!(Promotion::Rook.token(Side::Second).to_string(), "r");
    /// ```
    #[must_use]
    pub const fn token(self, side: Side) -> ExtendedPiece {
        let letter = match self {
            Promotion::Queen => Letter::Q,
            Promotion::Rook => Letter::R,
            Promotion::Bishop => Letter::B,
            Promotion::Knight => Letter::N,
        };
        ExtendedPiece::new(Piece::new(letter, side, State::Normal, false), false)
    }

    pub(crate) fn cozy(self) -> cozy_chess::Piece {
        match self {
            Promotion::Queen => cozy_chess::Piece::Queen,
            Promotion::Rook => cozy_chess::Piece::Rook,
            Promotion::Bishop => cozy_chess::Piece::Bishop,
            Promotion::Knight => cozy_chess::Piece::Knight,
        }
    }

    pub(crate) fn from_cozy(piece: cozy_chess::Piece) -> Option<Promotion> {
        match piece {
            cozy_chess::Piece::Queen => Some(Promotion::Queen),
            cozy_chess::Piece::Rook => Some(Promotion::Rook),
            cozy_chess::Piece::Bishop => Some(Promotion::Bishop),
            cozy_chess::Piece::Knight => Some(Promotion::Knight),
            _ => None,
        }
    }
}

/// What kind of move a [`ChessMove`] is; it decides the PMN operator.
///
/// ```
/// use tabula_chess::{MoveKind, Position};
/// let kinds: Vec<MoveKind> = Position::start().legal_moves().iter().map(|m| m.kind()).collect();
/// assert!(kinds.iter().all(|&k| k == MoveKind::Normal));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A move to an empty square (PMN `-`).
    Normal,
    /// A capture on the destination square (PMN `+`).
    Capture,
    /// Castling: the king's displacement, the rook's is implicit (PMN `~`).
    Castle,
    /// En passant: the capturing pawn's displacement, the removal of the passed pawn is implicit (PMN `~`).
    EnPassant,
}

/// One legal chess move: `from`, `to`, the promotion if any, and its [`MoveKind`].
///
/// For castling, `from`/`to` are the king's squares (`e1` → `g1`, in Chess960 too) and
/// [`ChessMove::castling_rook`] gives the rook's; for en passant, [`ChessMove::captured_square`] is the
/// square of the pawn taken. `Display` writes the move in PMN (see [`ChessMove::write_pmn`]).
///
/// ```
/// use tabula_chess::Position;
/// let position = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")?;
/// let castle = position.find_move("e1".parse()?, "g1".parse()?, None).unwrap();
/// assert_eq!(castle.to_string(), "e1~g1");
/// assert_eq!(castle.castling_rook().map(|(a, b)| (a.to_string(), b.to_string())),
///            Some(("h1".to_owned(), "f1".to_owned())));
/// assert_eq!(castle.uci(), "e1h1");
/// # Ok::<(), tabula_chess::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChessMove {
    pub(crate) from: Square,
    pub(crate) to: Square,
    pub(crate) promotion: Option<Promotion>,
    pub(crate) kind: MoveKind,
    /// Castling: the rook's origin. En passant: the captured pawn's square. Otherwise `to`.
    pub(crate) other: Square,
    pub(crate) side: Side,
}

impl ChessMove {
    /// The square the moving piece (the king, when castling) leaves.
    ///
    /// ```
    /// let m = tabula_chess::Position::start().legal_moves()[0];
    /// assert_eq!(m.from().rank(), m.from().rank());
    /// ```
    #[must_use]
    pub const fn from(self) -> Square {
        self.from
    }

    /// The square the moving piece (the king, when castling) lands on.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let m = Position::start().find_move("g1".parse()?, "f3".parse()?, None).unwrap();
    /// assert_eq!(m.to().to_string(), "f3");
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub const fn to(self) -> Square {
        self.to
    }

    /// The promotion, if the move promotes a pawn.
    ///
    /// ```
    /// use tabula_chess::{Position, Promotion};
    /// let position = Position::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")?;
    /// let m = position.find_move("a7".parse()?, "a8".parse()?, Some(Promotion::Knight)).unwrap();
    /// assert_eq!(m.promotion(), Some(Promotion::Knight));
    /// assert_eq!(m.to_string(), "a7-a8=N");
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub const fn promotion(self) -> Option<Promotion> {
        self.promotion
    }

    /// The kind of move.
    ///
    /// ```
    /// use tabula_chess::{MoveKind, Position};
    /// let position = Position::from_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")?;
    /// let m = position.find_move("e5".parse()?, "f6".parse()?, None).unwrap();
    /// assert_eq!(m.kind(), MoveKind::EnPassant);
    /// assert_eq!(m.to_string(), "e5~f6");
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub const fn kind(self) -> MoveKind {
        self.kind
    }

    /// The side making the move.
    ///
    /// ```
    /// use tabula_chess::{Position, Side};
    /// assert_eq!(Position::start().legal_moves()[0].side(), Side::First);
    /// ```
    #[must_use]
    pub const fn side(self) -> Side {
        self.side
    }

    /// For castling, the rook's origin and destination squares (the implicit effect); otherwise `None`.
    ///
    /// ```
    /// let m = tabula_chess::Position::start().legal_moves()[0];
    /// assert_eq!(m.castling_rook(), None);
    /// ```
    #[must_use]
    pub fn castling_rook(self) -> Option<(Square, Square)> {
        if self.kind != MoveKind::Castle {
            return None;
        }
        let file = if self.other.file() > self.from.file() {
            5
        } else {
            3
        };
        Square::new(file, self.from.rank()).map(|to| (self.other, to))
    }

    /// The square of the piece this move captures: `to` for a capture, the passed pawn's square for en
    /// passant, `None` otherwise.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let position = Position::from_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")?;
    /// let m = position.find_move("e5".parse()?, "f6".parse()?, None).unwrap();
    /// assert_eq!(m.captured_square().map(|s| s.to_string()), Some("f5".to_owned()));
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn captured_square(self) -> Option<Square> {
        match self.kind {
            MoveKind::Capture => Some(self.to),
            MoveKind::EnPassant => Some(self.other),
            MoveKind::Normal | MoveKind::Castle => None,
        }
    }

    /// Writes the move in PMN: `e2-e4`, `d1+f3`, `e1~g1`, `e5~f6`, `e7-e8=Q`, `d7+c8=q`, through
    /// tabula-pmn's writer (the move is first converted with [`ChessMove::to_pmn`]).
    ///
    /// The promotion suffix is the new piece's EPIN token in the mover's case (`=Q` for White, `=q` for
    /// Black). State markers (`+P`, `-R`, …) are never spelled in a move: this crate recomputes them after
    /// every move. A Chess960 castling in which the king does not move (king already on its castling
    /// square) is spelled as the rook's displacement, e.g. `h1~f1`, because PMN refuses a source equal to
    /// its destination.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let position = Position::from_fen("4k3/8/8/8/8/8/p7/4K3 b - - 0 1")?;
    /// let mut text = String::new();
    /// position.find_move("a2".parse()?, "a1".parse()?, Some(tabula_chess::Promotion::Queen))
    ///     .unwrap()
    ///     .write_pmn(&mut text)?;
    /// assert_eq!(text, "a2-a1=q");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// Only those of the writer.
    pub fn write_pmn(self, out: &mut impl fmt::Write) -> fmt::Result {
        write!(out, "{}", self.to_pmn())
    }

    /// The move in UCI's Chess960 spelling: `e2e4`, `e7e8q`, and castling as the king taking its own
    /// rook (`e1h1`), which names the rook in every Chess960 position.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// assert_eq!(Position::start().find_move("e2".parse()?, "e4".parse()?, None).unwrap().uci(), "e2e4");
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn uci(self) -> String {
        let to = if self.kind == MoveKind::Castle {
            self.other
        } else {
            self.to
        };
        let mut text = format!("{}{to}", self.from);
        if let Some(promotion) = self.promotion {
            text.push(promotion.letter().to_ascii_lowercase());
        }
        text
    }
}

impl fmt::Display for ChessMove {
    /// The PMN spelling, written by tabula-pmn (see [`ChessMove::write_pmn`]); width and alignment are honoured.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_pmn(), f)
    }
}

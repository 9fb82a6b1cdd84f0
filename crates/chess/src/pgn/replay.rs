//! Replaying moves with the counters and the repetition history a game record needs.

use cozy_chess::{Board, Piece};

use crate::san::{self, San, SanError};
use crate::{ChessMove, Error, MoveKind, Position};

/// A rule that ends a game, or makes a draw claimable, as decided by the positions reached (FIDE art. 5
/// and 9). The names are those of `tabula_game::Termination`.
///
/// ```
/// assert_eq!(tabula_chess::pgn::Termination::FivefoldRepetition.name(), "fivefold-repetition");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Termination {
    /// The side to move is mated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can mate.
    InsufficientMaterial,
    /// 75 moves each without a pawn move or capture: the game is drawn.
    SeventyFiveMoves,
    /// The same position a fifth time: the game is drawn.
    FivefoldRepetition,
    /// The same position a third time: a draw either player may claim.
    ThreefoldRepetition,
    /// 50 moves each without a pawn move or capture: a draw either player may claim.
    FiftyMoves,
}

impl Termination {
    /// The kebab-case name (`checkmate`, `fivefold-repetition`, …).
    ///
    /// ```
    /// assert_eq!(tabula_chess::pgn::Termination::SeventyFiveMoves.name(), "seventy-five-moves");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient-material",
            Termination::SeventyFiveMoves => "seventy-five-moves",
            Termination::FivefoldRepetition => "fivefold-repetition",
            Termination::ThreefoldRepetition => "threefold-repetition",
            Termination::FiftyMoves => "fifty-moves",
        }
    }
}

/// A position with its FEN counters and the positions since the last irreversible move, advanced one legal
/// move at a time. Memory grows by one `u64` per reversible ply.
///
/// ```
/// use tabula_chess::pgn::{Replay, Termination};
/// let mut replay = Replay::new(tabula_chess::Position::start(), 0, 1);
/// for _ in 0..4 {
///     for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
///         replay.play_san(san)?;
///     }
/// }
/// assert_eq!(replay.termination(), Some(Termination::FivefoldRepetition));
/// assert_eq!(replay.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9");
/// # Ok::<(), tabula_chess::san::SanError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Replay {
    position: Position,
    halfmove_clock: u32,
    fullmove_number: u32,
    keys: Vec<u64>,
}

/// The repetition key: the position's hash, with the en-passant file only when an en-passant capture is
/// legal (FIDE art. 9.2.3).
fn key(board: &Board) -> u64 {
    let Some(file) = board.en_passant() else {
        return board.hash();
    };
    let us = board.side_to_move();
    let rank = if us == cozy_chess::Color::White {
        cozy_chess::Rank::Sixth
    } else {
        cozy_chess::Rank::Third
    };
    let target = cozy_chess::Square::new(file, rank);
    let pawns = board.colored_pieces(us, Piece::Pawn);
    let legal = board.generate_moves_for(pawns, |moves| moves.to.has(target));
    if legal {
        board.hash()
    } else {
        board.hash_without_ep()
    }
}

impl Replay {
    /// A replay from `start`, whose FEN counters are `halfmove_clock` and `fullmove_number`.
    ///
    /// ```
    /// let replay = tabula_chess::pgn::Replay::new(tabula_chess::Position::start(), 0, 1);
    /// assert_eq!(replay.plies(), 0);
    /// ```
    #[must_use]
    pub fn new(start: Position, halfmove_clock: u32, fullmove_number: u32) -> Replay {
        let keys = vec![key(&start.board)];
        Replay {
            position: start,
            halfmove_clock,
            fullmove_number: fullmove_number.max(1),
            keys,
        }
    }

    /// The current position.
    ///
    /// ```
    /// let replay = tabula_chess::pgn::Replay::new(tabula_chess::Position::start(), 0, 1);
    /// assert_eq!(replay.position(), &tabula_chess::Position::start());
    /// ```
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The half-move clock (plies since the last pawn move or capture).
    ///
    /// ```
    /// let replay = tabula_chess::pgn::Replay::new(tabula_chess::Position::start(), 7, 1);
    /// assert_eq!(replay.halfmove_clock(), 7);
    /// ```
    #[must_use]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The full-move number.
    ///
    /// ```
    /// let replay = tabula_chess::pgn::Replay::new(tabula_chess::Position::start(), 0, 12);
    /// assert_eq!(replay.fullmove_number(), 12);
    /// ```
    #[must_use]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The plies held in the repetition history (since the last irreversible move).
    ///
    /// ```
    /// let mut replay = tabula_chess::pgn::Replay::new(tabula_chess::Position::start(), 0, 1);
    /// replay.play_san("Nf3")?;
    /// assert_eq!(replay.plies(), 1);
    /// # Ok::<(), tabula_chess::san::SanError>(())
    /// ```
    #[must_use]
    pub fn plies(&self) -> usize {
        self.keys.len() - 1
    }

    /// The FEN of the current position with its counters (X-FEN castling).
    ///
    /// ```
    /// let replay = tabula_chess::pgn::Replay::new(tabula_chess::Position::start(), 0, 1);
    /// assert_eq!(replay.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// ```
    #[must_use]
    pub fn fen(&self) -> String {
        self.fen_with(crate::fen::Castling::XFen)
    }

    /// The FEN of the current position with its counters, castling spelled as `castling` says.
    ///
    /// ```
    /// use tabula_chess::fen::Castling;
    /// let replay = tabula_chess::pgn::Replay::new(tabula_chess::Position::start(), 0, 1);
    /// assert_eq!(replay.fen_with(Castling::Shredder),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    /// ```
    #[must_use]
    pub fn fen_with(&self, castling: crate::fen::Castling) -> String {
        let options = crate::fen::Options {
            castling,
            epd: false,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
        };
        crate::fen::write(&self.position, &options)
    }

    /// Reads `text` as SAN in the current position and plays it; returns the move and its canonical SAN.
    ///
    /// ```
    /// let mut replay = tabula_chess::pgn::Replay::new(tabula_chess::Position::start(), 0, 1);
    /// assert_eq!(replay.play_san("0-0").unwrap_err().code(), "san-illegal-castling");
    /// let (_, san) = replay.play_san("e2e4").or_else(|_| replay.play_san("e4"))?;
    /// assert_eq!(san.as_str(), "e4");
    /// # Ok::<(), tabula_chess::san::SanError>(())
    /// ```
    ///
    /// # Errors
    /// The [`SanError`] of [`san::read`]; the position is unchanged.
    pub fn play_san(&mut self, text: &str) -> Result<(ChessMove, San), SanError> {
        let (m, rivals) = san::read_with_rivals(&self.position, text)?;
        Ok((m, self.advance(m, rivals)))
    }

    /// Plays a legal move; returns its SAN.
    ///
    /// ```
    /// let mut replay = tabula_chess::pgn::Replay::new(tabula_chess::Position::start(), 0, 1);
    /// let m = tabula_chess::Position::start().legal_moves()[0];
    /// assert!(replay.play(m).is_ok());
    /// ```
    ///
    /// # Errors
    /// [`Error::IllegalMove`] when `m` is not legal here; the position is unchanged.
    pub fn play(&mut self, m: ChessMove) -> Result<San, Error> {
        // Checks legality (the successor itself is recomputed with the counters).
        self.position.play(m)?;
        Ok(self.advance(m, None))
    }

    /// Plays `m`, known legal: counters, history, SAN.
    fn advance(&mut self, m: ChessMove, rivals: Option<cozy_chess::BitBoard>) -> San {
        let board = &self.position.board;
        let zeroing = matches!(m.kind(), MoveKind::Capture | MoveKind::EnPassant)
            || board.piece_on(m.from().cozy()) == Some(Piece::Pawn);
        let rights_before = (
            *board.castle_rights(cozy_chess::Color::White),
            *board.castle_rights(cozy_chess::Color::Black),
        );
        let mut next = board.clone();
        next.play_unchecked(m.cozy());
        let san = San::with_next(&self.position, m, &next, rivals);
        let rights_after = (
            *next.castle_rights(cozy_chess::Color::White),
            *next.castle_rights(cozy_chess::Color::Black),
        );
        if self.position.side_to_move() == crate::Side::Second {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        if zeroing {
            self.halfmove_clock = 0;
        } else {
            self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        }
        if zeroing || rights_before != rights_after {
            self.keys.clear();
        }
        self.keys.push(key(&next));
        self.position.board = next;
        san
    }

    /// How many times the current position has occurred (1 the first time).
    ///
    /// ```
    /// let replay = tabula_chess::pgn::Replay::new(tabula_chess::Position::start(), 0, 1);
    /// assert_eq!(replay.repetitions(), 1);
    /// ```
    #[must_use]
    pub fn repetitions(&self) -> usize {
        let last = self.keys[self.keys.len() - 1];
        self.keys.iter().filter(|&&k| k == last).count()
    }

    /// The rule that has ended the game in the current position, in python-chess's order: checkmate,
    /// insufficient material, stalemate, the seventy-five-move rule, fivefold repetition.
    ///
    /// ```
    /// let replay = tabula_chess::pgn::Replay::new(tabula_chess::Position::start(), 0, 1);
    /// assert_eq!(replay.termination(), None);
    /// ```
    #[must_use]
    pub fn termination(&self) -> Option<Termination> {
        let position = &self.position;
        let moves = position.has_legal_move();
        if !moves && position.is_check() {
            Some(Termination::Checkmate)
        } else if position.is_insufficient_material() {
            Some(Termination::InsufficientMaterial)
        } else if !moves {
            Some(Termination::Stalemate)
        } else if self.halfmove_clock >= 150 {
            Some(Termination::SeventyFiveMoves)
        } else if self.repetitions() >= 5 {
            Some(Termination::FivefoldRepetition)
        } else {
            None
        }
    }

    /// The draw a player may claim in the current position: threefold repetition (of this position),
    /// else the fifty-move rule.
    ///
    /// ```
    /// let replay = tabula_chess::pgn::Replay::new(tabula_chess::Position::start(), 100, 60);
    /// assert_eq!(replay.claimable(), Some(tabula_chess::pgn::Termination::FiftyMoves));
    /// ```
    #[must_use]
    pub fn claimable(&self) -> Option<Termination> {
        if self.repetitions() >= 3 {
            Some(Termination::ThreefoldRepetition)
        } else if self.halfmove_clock >= 100 && self.position.has_legal_move() {
            Some(Termination::FiftyMoves)
        } else {
            None
        }
    }
}

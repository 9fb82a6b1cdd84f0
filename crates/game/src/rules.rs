//! The trait every rules crate implements.

use core::fmt::Debug;
use core::hash::Hash;
use core::ops::ControlFlow;

use tabula_protocol::Side;

use crate::{ErrorCode, GameKind, History, Judgement, MoveError, Notation, Outcome};

/// The counters a game keeps beside its positions (FEEN carries none: they live in the game).
///
/// `move_number` follows the game's own convention ([`Rules::next_counters`]): chess and xiangqi count full
/// moves (it grows after the second side moves), shōgi counts plies (SFEN's move count grows every move).
///
/// ```
/// use tabula_game::Counters;
/// assert_eq!(Counters::default(), Counters { halfmove_clock: 0, move_number: 1 });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Counters {
    /// Plies since the last move that resets the clock ([`Rules::resets_clock`]): chess's half-move clock.
    pub halfmove_clock: u32,
    /// The move number, from 1.
    pub move_number: u32,
}

impl Default for Counters {
    fn default() -> Counters {
        Counters {
            halfmove_clock: 0,
            move_number: 1,
        }
    }
}

/// The rules of one game, implemented by its position type: what a legal move is, what a move does, when
/// the position alone ends the game, and (through [`Rules::judge`]) the rules that need the game's history.
///
/// A position is the size of a FEN (no history): [`crate::Game`] adds the history. `Eq` and `Hash` follow
/// the game's own idea of "the same position" (chess: FIDE's, with the en-passant possibility only when a
/// capture is legal), and [`Rules::key`] is a 64-bit key consistent with it (equal positions, equal keys).
///
/// Three ways to play a move: [`Rules::play_unchecked`] (the caller vouches for legality),
/// [`Rules::play`] (checked, the position untouched on refusal), and [`crate::Game::push`] (checked, with the
/// history rules).
///
/// See `tabula_game::example::Subtraction` (the `example` feature) for a complete implementation in a page.
///
/// ```
/// use tabula_game::{example::Subtraction, Rules};
/// let pile = Subtraction::new(5);
/// assert_eq!(pile.legal_moves().len(), 3);
/// assert_eq!(pile.perft(2), 8);
/// ```
pub trait Rules: Clone + Eq + Hash + Debug + Sized {
    /// One move of the game: a small `Copy` value.
    type Move: Copy + Eq + Hash + Debug;
    /// Why a position (FEEN, or the game's native format) was refused.
    type PositionError: core::error::Error + ErrorCode + 'static;
    /// Why a move was refused: the error names the rule.
    type IllegalMove: core::error::Error + ErrorCode + 'static;

    /// The game.
    const KIND: GameKind;

    /// The game's usual starting position.
    fn start() -> Self;

    /// Reads a FEEN string in the game's profile.
    ///
    /// # Errors
    /// Invalid FEEN, or a position the game's rules cannot hold, each named.
    fn from_feen(feen: &str) -> Result<Self, Self::PositionError>;

    /// Writes the position as canonical FEEN.
    fn to_feen(&self) -> String;

    /// Reads the game's own position format (chess FEN, SFEN, xiangqi FEN) with its counters.
    ///
    /// # Errors
    /// What the format's reader refuses.
    fn from_native(text: &str) -> Result<(Self, Counters), Self::PositionError>;

    /// Writes the game's own position format with these counters.
    fn to_native(&self, counters: Counters) -> String;

    /// The side to move.
    fn side_to_move(&self) -> Side;

    /// Calls `f` with each legal move, stopping when it returns `Break` (which is then returned).
    fn for_each_legal_move(
        &self,
        f: &mut dyn FnMut(Self::Move) -> ControlFlow<()>,
    ) -> ControlFlow<()>;

    /// Every legal move, in the generator's order.
    fn legal_moves(&self) -> Vec<Self::Move> {
        let mut moves = Vec::with_capacity(64);
        let _ = self.for_each_legal_move(&mut |m| {
            moves.push(m);
            ControlFlow::Continue(())
        });
        moves
    }

    /// The number of legal moves (a rules crate may count without listing).
    fn legal_move_count(&self) -> usize {
        let mut count = 0;
        let _ = self.for_each_legal_move(&mut |_| {
            count += 1;
            ControlFlow::Continue(())
        });
        count
    }

    /// Whether the side to move has a legal move (stops at the first).
    fn has_legal_move(&self) -> bool {
        self.for_each_legal_move(&mut |_| ControlFlow::Break(()))
            .is_break()
    }

    /// Why `m` is not legal here, or `Ok` when it is.
    ///
    /// # Errors
    /// The rule that refuses the move.
    fn check_move(&self, m: Self::Move) -> Result<(), Self::IllegalMove>;

    /// Plays `m`, which the caller vouches is legal here (a debug build may assert it).
    fn play_unchecked(&mut self, m: Self::Move);

    /// The position after `m`, or the rule that refuses it (this position is left as it is).
    ///
    /// # Errors
    /// As [`Rules::check_move`].
    fn play(&self, m: Self::Move) -> Result<Self, Self::IllegalMove> {
        self.check_move(m)?;
        let mut next = self.clone();
        next.play_unchecked(m);
        Ok(next)
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool;

    /// How the game ends in this position by the position alone (checkmate, stalemate, insufficient
    /// material), or `None`.
    fn terminal(&self) -> Option<Outcome>;

    /// A 64-bit key of the position (Zobrist where the backend has one): equal positions have equal keys.
    fn key(&self) -> u64;

    /// The move in PMN.
    fn pmn(&self, m: Self::Move) -> tabula_pmn::Move;

    /// A number naming the PMN text of the legal move `m` here: within one game, equal numbers mean equal
    /// texts (equal texts may have different numbers). A binding that keeps the texts it has written uses it
    /// to skip building the PMN value of a move it has met before. `None`, the default, when the game gives
    /// none.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Rules};
    /// let position = Subtraction::new(3);
    /// assert_eq!(position.pmn_code(1), None);
    /// ```
    fn pmn_code(&self, m: Self::Move) -> Option<u64> {
        let _ = m;
        None
    }

    /// The legal move a PMN move names here.
    ///
    /// # Errors
    /// The rule that refuses it (the PMN names no legal move, or names it with the wrong operator or
    /// suffixes).
    fn read_pmn(&self, m: &tabula_pmn::Move) -> Result<Self::Move, Self::IllegalMove>;

    /// The game's own move notations, besides PMN, the usual one first.
    fn notations() -> &'static [Notation];

    /// Writes the legal move `m` in `notation` (PMN, or one of [`Rules::notations`]).
    ///
    /// # Errors
    /// [`MoveError::Unsupported`] for a notation of another game.
    fn write_move(
        &self,
        m: Self::Move,
        notation: Notation,
    ) -> Result<String, MoveError<Self::IllegalMove>>;

    /// Reads a move written in `notation` and returns the legal move it names.
    ///
    /// # Errors
    /// [`MoveError::Syntax`] when the text is not in the notation (with a hint when it looks like another),
    /// [`MoveError::Ambiguous`], [`MoveError::Illegal`], [`MoveError::Unsupported`].
    fn read_move(
        &self,
        text: &str,
        notation: Notation,
    ) -> Result<Self::Move, MoveError<Self::IllegalMove>>;

    /// Reads a move in any notation the game reads (PMN first, then [`Rules::notations`]) and says which
    /// one read it. When two notations read the text as different legal moves, the text is ambiguous; when
    /// none reads it, the error is the one of the notation that got furthest.
    ///
    /// # Errors
    /// As [`Rules::read_move`].
    fn read_any(&self, text: &str) -> Result<(Self::Move, Notation), MoveError<Self::IllegalMove>> {
        crate::read::read_any(self, text)
    }

    /// The number of leaf nodes of the legal move tree `depth` plies deep (`perft(0)` is 1).
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            return self.legal_move_count() as u64;
        }
        let mut nodes = 0;
        let _ = self.for_each_legal_move(&mut |m| {
            let mut child = self.clone();
            child.play_unchecked(m);
            nodes += child.perft(depth - 1);
            ControlFlow::Continue(())
        });
        nodes
    }

    /// Perft split by first move: each legal move with the leaf count below it. `divide(0)` is empty (perft(0)
    /// is the one node of the root, reached by no move).
    fn divide(&self, depth: u32) -> Vec<(Self::Move, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        self.legal_moves()
            .into_iter()
            .map(|m| {
                let mut child = self.clone();
                child.play_unchecked(m);
                (m, child.perft(depth - 1))
            })
            .collect()
    }

    /// Whether `m` (legal here) resets the half-move clock: chess's pawn moves and captures; `false` by
    /// default.
    fn resets_clock(&self, m: Self::Move) -> bool {
        let _ = m;
        false
    }

    /// Whether no earlier position can recur after `m` (legal here), so repetition need not look back past
    /// it: by default, the moves that reset the clock.
    fn is_irreversible(&self, m: Self::Move) -> bool {
        self.resets_clock(m)
    }

    /// The counters after `m` (legal here): the clock reset or counted by [`Rules::resets_clock`], the move
    /// number grown after the second side's move (chess, xiangqi). Shōgi counts every ply.
    fn next_counters(&self, m: Self::Move, counters: Counters) -> Counters {
        Counters {
            halfmove_clock: if self.resets_clock(m) {
                0
            } else {
                counters.halfmove_clock.saturating_add(1)
            },
            move_number: if self.side_to_move() == Side::Second {
                counters.move_number.saturating_add(1)
            } else {
                counters.move_number
            },
        }
    }

    /// The rules that need the game's history (repetition, move counters), applied to `history` whose last
    /// position is the current one. The default: none.
    #[must_use]
    fn judge(history: &History<'_, Self>) -> Judgement {
        let _ = history;
        Judgement::default()
    }
}

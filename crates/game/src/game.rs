//! A game: a start position, the moves played, and the rules that need them.

use crate::{Counters, MoveError, Notation, Outcome, Rules};

mod end;
mod play;

/// A game of `R` played from a start position: every ply with its position, key and counters; undo; the
/// end of the game by the position (checkmate…) or by its history (repetition, move counts), automatic or
/// claimable.
///
/// The history is bounded: at most [`Game::MAX_PLIES`] plies (a move past it is refused with
/// [`MoveError::HistoryFull`]), so a game's memory is bounded too.
///
/// ```
/// use tabula_game::{example::Subtraction, Game, Notation, Side, Termination};
/// let mut game = Game::new(Subtraction::new(5));
/// game.push(2)?;                                  // a move value, checked
/// game.play("c-f", Notation::Pmn)?;               // or text in a notation
/// let outcome = game.outcome().unwrap();          // the second player has no move left
/// assert_eq!((outcome.winner, outcome.termination), (Some(Side::Second), Termination::Stalemate));
/// assert!(game.push(1).is_err());                 // no move after the end
/// game.undo();
/// assert_eq!(game.ply(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Game<R: Rules> {
    positions: Vec<R>,
    moves: Vec<R::Move>,
    keys: Vec<u64>,
    checks: Vec<bool>,
    windows: Vec<usize>,
    counters: Vec<Counters>,
    declared: Option<Outcome>,
    ended: Option<Outcome>,
}

impl<R: Rules> Game<R> {
    /// The most plies a game holds (Tabula's bound; the longest recorded games are far shorter).
    pub const MAX_PLIES: usize = 1 << 16;

    /// A game from `start`, with the counters at 0 and 1.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(3)).ply(), 0);
    /// ```
    #[must_use]
    pub fn new(start: R) -> Game<R> {
        Game::with_counters(start, Counters::default())
    }

    /// A game from `start` with the given counters (a FEN's half-move clock and move number).
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Counters, Game};
    /// let counters = Counters { halfmove_clock: 7, move_number: 30 };
    /// assert_eq!(Game::with_counters(Subtraction::new(3), counters).counters(), counters);
    /// ```
    #[must_use]
    pub fn with_counters(start: R, counters: Counters) -> Game<R> {
        let mut game = Game {
            keys: vec![start.key()],
            checks: vec![start.is_check()],
            positions: vec![start],
            moves: Vec::new(),
            windows: vec![0],
            counters: vec![counters],
            declared: None,
            ended: None,
        };
        game.ended = game.compute_outcome();
        game
    }

    /// A game from the game's usual start.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::<Subtraction>::start().position(), &Subtraction::new(21));
    /// ```
    #[must_use]
    pub fn start() -> Game<R> {
        Game::new(R::start())
    }

    /// A game from a FEEN position (counters 0 and 1: FEEN has none).
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::<Subtraction>::from_feen("P3 / G/g")?.position(), &Subtraction::new(3));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// What [`Rules::from_feen`] refuses.
    pub fn from_feen(feen: &str) -> Result<Game<R>, R::PositionError> {
        Ok(Game::new(R::from_feen(feen)?))
    }

    /// A game from the game's own position format, with its counters.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// let game = Game::<Subtraction>::from_native("3 1 9")?;
    /// assert_eq!(game.counters().move_number, 9);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// What [`Rules::from_native`] refuses.
    pub fn from_native(text: &str) -> Result<Game<R>, R::PositionError> {
        let (position, counters) = R::from_native(text)?;
        Ok(Game::with_counters(position, counters))
    }

    /// The start position.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(3)).start_position(), &Subtraction::new(3));
    /// ```
    #[must_use]
    pub fn start_position(&self) -> &R {
        &self.positions[0]
    }

    /// The counters at the start.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Counters, Game};
    /// assert_eq!(Game::new(Subtraction::new(3)).start_counters(), Counters::default());
    /// ```
    #[must_use]
    pub fn start_counters(&self) -> Counters {
        self.counters[0]
    }

    /// The current position.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game, Rules};
    /// let mut game = Game::new(Subtraction::new(3));
    /// game.push(1)?;
    /// assert_eq!(game.position().to_feen(), "1P2 / g/G");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn position(&self) -> &R {
        &self.positions[self.positions.len() - 1]
    }

    /// The moves played, in order.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// let mut game = Game::new(Subtraction::new(3));
    /// game.push(2)?;
    /// assert_eq!(game.moves(), &[2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn moves(&self) -> &[R::Move] {
        &self.moves
    }

    /// Every position from the start to the current one.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(3)).positions().len(), 1);
    /// ```
    #[must_use]
    pub fn positions(&self) -> &[R] {
        &self.positions
    }

    /// The number of plies played.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(3)).ply(), 0);
    /// ```
    #[must_use]
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The counters of the current position.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// let mut game = Game::new(Subtraction::new(9));
    /// game.push(1)?;
    /// game.push(1)?;
    /// assert_eq!(game.counters().move_number, 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn counters(&self) -> Counters {
        self.counters[self.counters.len() - 1]
    }

    /// The legal moves of the current position, whatever the game's state: a game drawn by a rule of the
    /// whole game (insufficient material, repetition, a move count) still lists its position's moves, as
    /// the reference implementations do; [`Game::outcome`] says that the game is over, and
    /// [`Game::play`] refuses a move after the end.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(2)).legal_moves(), vec![1, 2]);
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> Vec<R::Move> {
        self.position().legal_moves()
    }

    /// The current position in the game's own format, with the game's counters.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// let mut game = Game::new(Subtraction::new(3));
    /// game.push(1)?;
    /// assert_eq!(game.to_native(), "2 2 1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn to_native(&self) -> String {
        self.position().to_native(self.counters())
    }

    /// Each move played, written in `notation` in the position it was played from.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game, Notation};
    /// let mut game = Game::new(Subtraction::new(3));
    /// game.push(1)?;
    /// assert!(game.written_moves(Notation::San).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`MoveError::Unsupported`] for a notation the game does not write.
    pub fn written_moves(
        &self,
        notation: Notation,
    ) -> Result<Vec<String>, MoveError<R::IllegalMove>> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(&m, position)| position.write_move(m, notation))
            .collect()
    }
}

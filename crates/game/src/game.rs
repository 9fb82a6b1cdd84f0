//! A game: a start position, the moves played, and the rules that need them.

use crate::{Counters, History, MoveError, Notation, Outcome, Rules};

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

    /// The history as [`Rules::judge`] sees it.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(3)).history().len(), 1);
    /// ```
    #[must_use]
    pub fn history(&self) -> History<'_, R> {
        History {
            positions: &self.positions,
            keys: &self.keys,
            checks: &self.checks,
            window: self.windows[self.windows.len() - 1],
            counters: self.counters(),
        }
    }

    /// How many times the current position has occurred since the last irreversible move (1 the first).
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(3)).repetitions(), 1);
    /// ```
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.history().repetitions()
    }

    /// How the game has ended, or `None` while it goes on: an outcome declared with [`Game::end`], else the
    /// position's own ([`Rules::terminal`]), else the history rules' automatic end ([`Rules::judge`]).
    /// Claimable draws are not ends: see [`Game::claimable`].
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(3)).outcome(), None);
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.ended
    }

    /// A draw the player to move may claim now (threefold repetition, fifty moves), when the game goes on.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(3)).claimable(), None);
    /// ```
    #[must_use]
    pub fn claimable(&self) -> Option<Outcome> {
        if self.ended.is_some() {
            return None;
        }
        R::judge(&self.history()).claimable
    }

    /// Ends the game with an outcome the rules cannot see (a resignation, an agreed draw, a record's
    /// result). [`Game::undo`] takes it back with the last move; a game already over keeps its outcome.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game, Outcome, Side, Termination};
    /// let mut game = Game::new(Subtraction::new(3));
    /// game.end(Outcome::win(Side::Second, Termination::Resignation));
    /// assert_eq!(game.outcome().unwrap().result(), "0-1");
    /// ```
    pub fn end(&mut self, outcome: Outcome) {
        if self.ended.is_none() {
            self.declared = Some(outcome);
            self.ended = Some(outcome);
        }
    }

    /// Plays a legal move.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// let mut game = Game::new(Subtraction::new(3));
    /// assert!(game.push(4).is_err());
    /// game.push(3)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`MoveError::GameOver`] once the game has ended, [`MoveError::HistoryFull`] past
    /// [`Game::MAX_PLIES`], [`MoveError::Illegal`] with the rule that refuses the move.
    pub fn push(&mut self, m: R::Move) -> Result<(), MoveError<R::IllegalMove>> {
        self.ready()?;
        let position = self.position();
        position.check_move(m).map_err(|error| MoveError::Illegal {
            text: position.pmn(m).to_string(),
            error,
        })?;
        self.push_legal(m);
        Ok(())
    }

    /// Reads a move in `notation` in the current position and plays it.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, ErrorCode, Game, Notation};
    /// let mut game = Game::new(Subtraction::new(3));
    /// assert_eq!(game.play("a-c", Notation::Pmn)?, 2);
    /// assert_eq!(game.play("c-d", Notation::San).unwrap_err().code(), "notation-unsupported");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Game::push`] and [`Rules::read_move`].
    pub fn play(
        &mut self,
        text: &str,
        notation: Notation,
    ) -> Result<R::Move, MoveError<R::IllegalMove>> {
        self.ready()?;
        let m = self.position().read_move(text, notation)?;
        self.push_legal(m);
        Ok(m)
    }

    /// Reads a move in any notation the game reads ([`Rules::read_any`]) and plays it; returns the move and
    /// the notation that read it.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game, Notation};
    /// let mut game = Game::new(Subtraction::new(3));
    /// assert!(game.play_any("take 9").is_err());
    /// assert_eq!(game.play_any("a-b")?, (1, Notation::Pmn));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Game::play`].
    pub fn play_any(
        &mut self,
        text: &str,
    ) -> Result<(R::Move, Notation), MoveError<R::IllegalMove>> {
        self.ready()?;
        let (m, notation) = self.position().read_any(text)?;
        self.push_legal(m);
        Ok((m, notation))
    }

    /// Takes back the last move (and an outcome declared after it) and returns it.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// let mut game = Game::new(Subtraction::new(3));
    /// game.push(1)?;
    /// assert_eq!(game.undo(), Some(1));
    /// assert_eq!(game.undo(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo(&mut self) -> Option<R::Move> {
        if self.declared.take().is_some() {
            self.ended = self.compute_outcome();
        }
        let m = self.moves.pop()?;
        self.positions.pop();
        self.keys.pop();
        self.checks.pop();
        self.windows.pop();
        self.counters.pop();
        self.ended = self.compute_outcome();
        Some(m)
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

    fn ready(&self) -> Result<(), MoveError<R::IllegalMove>> {
        if let Some(outcome) = self.ended {
            return Err(MoveError::GameOver { outcome });
        }
        if self.moves.len() >= Game::<R>::MAX_PLIES {
            return Err(MoveError::HistoryFull {
                max: Game::<R>::MAX_PLIES,
            });
        }
        Ok(())
    }

    /// Plays `m`, legal in the current position.
    fn push_legal(&mut self, m: R::Move) {
        let position = self.position();
        let counters = position.next_counters(m, self.counters());
        let window = if position.is_irreversible(m) {
            self.positions.len()
        } else {
            self.windows[self.windows.len() - 1]
        };
        let mut next = position.clone();
        next.play_unchecked(m);
        self.keys.push(next.key());
        self.checks.push(next.is_check());
        self.positions.push(next);
        self.moves.push(m);
        self.windows.push(window);
        self.counters.push(counters);
        self.ended = self.compute_outcome();
    }

    fn compute_outcome(&self) -> Option<Outcome> {
        self.declared
            .or_else(|| self.position().terminal())
            .or_else(|| R::judge(&self.history()).ended)
    }
}

//! Playing a game: moves pushed as values or read in a notation, checked against the rules and the
//! history's bound, and taken back.

use crate::{Game, MoveError, Notation, Rules};

impl<R: Rules> Game<R> {
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

    pub(super) fn ready(&self) -> Result<(), MoveError<R::IllegalMove>> {
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
    pub(super) fn push_legal(&mut self, m: R::Move) {
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
}

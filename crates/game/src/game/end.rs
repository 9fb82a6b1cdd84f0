//! The end of a game: the history the rules judge, repetitions, the outcome (the position's, the
//! history's, or one declared) and the draws that may be claimed.

use crate::{Game, History, Outcome, Rules};

impl<R: Rules> Game<R> {
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

    pub(super) fn compute_outcome(&self) -> Option<Outcome> {
        self.declared
            .or_else(|| self.position().terminal())
            .or_else(|| R::judge(&self.history()).ended)
    }
}

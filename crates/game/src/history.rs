//! What the rules over a whole game look at: the positions since the start, their keys and checks.

use tabula_protocol::Side;

use crate::{Counters, Outcome, Rules, Termination};

/// What the history rules decide ([`Rules::judge`]): an end of the game, and a draw a player may claim.
///
/// ```
/// use tabula_game::{Judgement, Outcome, Termination};
/// let judgement = Judgement { claimable: Some(Outcome::draw(Termination::FiftyMoves)), ..Judgement::default() };
/// assert!(judgement.ended.is_none());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Judgement {
    /// The game ends (fivefold repetition, seventy-five moves, sennichite, perpetual check…).
    pub ended: Option<Outcome>,
    /// A draw the player to move may claim (threefold repetition, fifty moves), when the game goes on.
    pub claimable: Option<Outcome>,
}

/// A read-only view of a game's history for [`Rules::judge`]: every position from the start (the last is
/// the current one), their keys, whether each was reached with a check, and the counters now.
///
/// ```
/// use tabula_game::{example::Subtraction, Game};
/// let mut game = Game::new(Subtraction::new(4));
/// game.push(1)?;
/// let history = game.history();
/// assert_eq!(history.len(), 2);
/// assert_eq!(history.repetitions(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct History<'a, R: Rules> {
    pub(crate) positions: &'a [R],
    pub(crate) keys: &'a [u64],
    pub(crate) checks: &'a [bool],
    pub(crate) window: usize,
    pub(crate) counters: Counters,
}

impl<'a, R: Rules> History<'a, R> {
    /// The number of positions (plies played + 1).
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(4)).history().len(), 1);
    /// ```
    #[must_use]
    #[allow(clippy::len_without_is_empty)] // never empty: the start position is always there
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Every position from the start; the last is the current one.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// let game = Game::new(Subtraction::new(4));
    /// assert_eq!(game.history().positions(), &[Subtraction::new(4)]);
    /// ```
    #[must_use]
    pub fn positions(&self) -> &'a [R] {
        self.positions
    }

    /// The current position.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(4)).history().current(), &Subtraction::new(4));
    /// ```
    #[must_use]
    pub fn current(&self) -> &'a R {
        // Never empty: a game always holds its start position.
        &self.positions[self.positions.len() - 1]
    }

    /// The counters of the current position.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(4)).history().counters().move_number, 1);
    /// ```
    #[must_use]
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The index of the first position repetition looks at: the one after the last irreversible move
    /// ([`Rules::is_irreversible`]), or 0.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(4)).history().window_start(), 0);
    /// ```
    #[must_use]
    pub fn window_start(&self) -> usize {
        self.window
    }

    /// The indices of the positions, since [`History::window_start`], that are the same as the current one
    /// (same key, then compared in full), the current one last.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// let game = Game::new(Subtraction::new(4));
    /// assert_eq!(game.history().occurrences().collect::<Vec<_>>(), vec![0]);
    /// ```
    pub fn occurrences(&self) -> impl Iterator<Item = usize> + 'a {
        let last = self.positions.len() - 1;
        let (key, current) = (self.keys[last], &self.positions[last]);
        let (keys, positions) = (self.keys, self.positions);
        (self.window..=last).filter(move |&i| keys[i] == key && positions[i] == *current)
    }

    /// How many times the current position has occurred (1 the first time).
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert_eq!(Game::new(Subtraction::new(4)).history().repetitions(), 1);
    /// ```
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.occurrences().count()
    }

    /// Whether the move into position `index` gave check (position `index` is check for its side to
    /// move); `false` for the start position.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game};
    /// assert!(!Game::new(Subtraction::new(4)).history().gave_check(0));
    /// ```
    #[must_use]
    pub fn gave_check(&self, index: usize) -> bool {
        index > 0 && self.checks.get(index).copied().unwrap_or(false)
    }

    /// Whether `side` gave check with every one of its moves from position `from` to the current one (and
    /// made at least one): the test of a perpetual check.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game, Side};
    /// let mut game = Game::new(Subtraction::new(4));
    /// game.push(1)?;
    /// assert!(!game.history().checked_every_move(Side::First, 0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn checked_every_move(&self, side: Side, from: usize) -> bool {
        let mut moved = false;
        for index in from + 1..self.positions.len() {
            if self.positions[index - 1].side_to_move() == side {
                if !self.gave_check(index) {
                    return false;
                }
                moved = true;
            }
        }
        moved
    }

    /// The repetition rule of the games with a perpetual-check clause (shōgi's sennichite, xiangqi's
    /// repetition): once the current position has occurred `times` times, the game ends; a side that gave
    /// check with every one of its moves since the first of those occurrences loses by perpetual check,
    /// and when neither side or both did, the game is drawn by `draw`.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, Game, Termination};
    /// let game = Game::new(Subtraction::new(4));
    /// // The start position has occurred once.
    /// assert_eq!(game.history().repetition_judgement(1, Termination::Repetition).ended.unwrap().to_string(),
    ///            "1/2-1/2 repetition");
    /// assert!(game.history().repetition_judgement(2, Termination::Repetition).ended.is_none());
    /// ```
    #[must_use]
    pub fn repetition_judgement(&self, times: usize, draw: Termination) -> Judgement {
        let occurrences: Vec<usize> = self.occurrences().collect();
        if times == 0 || occurrences.len() < times {
            return Judgement::default();
        }
        let first = occurrences[occurrences.len() - times];
        let first_checked = self.checked_every_move(Side::First, first);
        let second_checked = self.checked_every_move(Side::Second, first);
        let ended = match (first_checked, second_checked) {
            (true, false) => Outcome::win(Side::Second, Termination::PerpetualCheck),
            (false, true) => Outcome::win(Side::First, Termination::PerpetualCheck),
            _ => Outcome::draw(draw),
        };
        Judgement {
            ended: Some(ended),
            claimable: None,
        }
    }
}

//! Every game behind one object-safe trait with text in and text out, for the command line and the
//! bindings (Python, JavaScript): they hold a `Box<dyn DynGame>` whatever the game.

use core::fmt;

use tabula_protocol::Side;

use crate::{Counters, ErrorCode, Game, GameKind, MoveError, Notation, Outcome, Rules};

/// An error at the text edge: a code ([`ErrorCode`]), the message, and the byte offset in the text given
/// when there is one.
///
/// ```
/// use tabula_game::{example::Subtraction, DynGame, Game};
/// let mut game: Box<dyn DynGame> = Box::new(Game::new(Subtraction::new(2)));
/// let error = game.play("a-d", None).unwrap_err();
/// assert_eq!(error.code, "too-far");
/// assert_eq!(error.to_string(), "a-d: only 2 squares lie ahead, the token cannot go 3");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct GameError {
    /// The error's code.
    pub code: &'static str,
    /// What went wrong, in words.
    pub message: String,
    /// The byte offset in the text given, when the error is about its syntax.
    pub offset: Option<usize>,
}

impl GameError {
    /// An error from its parts.
    ///
    /// ```
    /// let error = tabula_game::GameError::new("position", "not a position".into(), Some(3));
    /// assert_eq!(error.offset, Some(3));
    /// ```
    #[must_use]
    pub fn new(code: &'static str, message: String, offset: Option<usize>) -> GameError {
        GameError {
            code,
            message,
            offset,
        }
    }

    /// The error of a move refused by a game.
    ///
    /// ```
    /// use tabula_game::{GameError, GameKind, MoveError, Notation};
    /// let error: MoveError<std::convert::Infallible> =
    ///     MoveError::Unsupported { notation: Notation::San, game: GameKind::Xiangqi };
    /// assert_eq!(GameError::from_move(&error).code, "notation-unsupported");
    /// ```
    #[must_use]
    pub fn from_move<I: ErrorCode + fmt::Display>(error: &MoveError<I>) -> GameError {
        GameError::new(error.code(), error.to_string(), error.offset())
    }

    /// The error of any coded error.
    ///
    /// ```
    /// use tabula_game::{example::SubtractionError, GameError};
    /// assert_eq!(GameError::from_error(&SubtractionError::Position).code, "position");
    /// ```
    #[must_use]
    pub fn from_error<E: ErrorCode + fmt::Display>(error: &E) -> GameError {
        GameError::new(error.code(), error.to_string(), None)
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl core::error::Error for GameError {}

/// A move a [`DynGame`] played: the notation that read it, and the move in PMN.
///
/// ```
/// use tabula_game::{example::Subtraction, DynGame, Game, Notation};
/// let mut game: Box<dyn DynGame> = Box::new(Game::new(Subtraction::new(3)));
/// let played = game.play("a-b", None)?;
/// assert_eq!((played.notation, played.pmn.as_str()), (Notation::Pmn, "a-b"));
/// # Ok::<(), tabula_game::GameError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Played {
    /// The notation that read the text.
    pub notation: Notation,
    /// The move in PMN.
    pub pmn: String,
}

/// A game of any kind, text in and text out: what [`Game`] offers, object-safe. Every `Game<R>` is one.
///
/// ```
/// use tabula_game::{example::Subtraction, DynGame, Game, Notation};
/// let mut game: Box<dyn DynGame> = Box::new(Game::new(Subtraction::new(2)));
/// assert_eq!(game.legal_moves(Notation::Pmn)?, vec!["a-b", "a-c"]);
/// game.play("a-c", Some(Notation::Pmn))?;
/// assert_eq!(game.outcome().unwrap().to_string(), "1-0 stalemate");
/// assert_eq!(game.undo().as_deref(), Some("a-c"));
/// # Ok::<(), tabula_game::GameError>(())
/// ```
pub trait DynGame: fmt::Debug + Send + Sync {
    /// The game.
    fn kind(&self) -> GameKind;
    /// PMN and the game's own notations, its usual one first after PMN.
    fn notations(&self) -> Vec<Notation>;
    /// The number of plies played.
    fn ply(&self) -> usize;
    /// The side to move.
    fn side_to_move(&self) -> Side;
    /// Whether the side to move is in check.
    fn is_check(&self) -> bool;
    /// The current position in FEEN.
    fn feen(&self) -> String;
    /// The current position in the game's own format, with the counters.
    fn native(&self) -> String;
    /// The start position in FEEN.
    fn start_feen(&self) -> String;
    /// The start position in the game's own format, with the start counters.
    fn start_native(&self) -> String;
    /// Every position from the start to the current one, in FEEN.
    fn feens(&self) -> Vec<String>;
    /// The counters now.
    fn counters(&self) -> Counters;
    /// How often the current position has occurred (1 the first time).
    fn repetitions(&self) -> usize;
    /// How the game ended, or `None`.
    fn outcome(&self) -> Option<Outcome>;
    /// A draw the player to move may claim, or `None`.
    fn claimable(&self) -> Option<Outcome>;
    /// Ends the game with an outcome the rules cannot see (resignation, agreement, a record's result).
    fn end(&mut self, outcome: Outcome);
    /// The legal moves of the current position written in `notation`, in the generator's order, whatever
    /// the game's state ([`DynGame::outcome`] says whether it is over).
    ///
    /// # Errors
    /// `notation-unsupported` for a notation of another game.
    fn legal_moves(&self, notation: Notation) -> Result<Vec<String>, GameError>;
    /// Calls `f` with each legal move as a PMN value, in the generator's order (whatever the game's
    /// state): what [`DynGame::legal_moves`] writes for [`Notation::Pmn`], before it is written. A binding
    /// that keeps the text of moves it has seen uses this to skip writing and allocating.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, DynGame, Game, Notation};
    /// let game: Box<dyn DynGame> = Box::new(Game::new(Subtraction::new(2)));
    /// let mut texts = Vec::new();
    /// game.for_each_legal_pmn(&mut |m| texts.push(m.to_string()));
    /// assert_eq!(texts, game.legal_moves(Notation::Pmn)?);
    /// # Ok::<(), tabula_game::GameError>(())
    /// ```
    fn for_each_legal_pmn(&self, f: &mut dyn FnMut(tabula_pmn::Move));
    /// Fills `codes` with each legal move's [`Rules::pmn_code`], in the order of [`DynGame::legal_moves`]
    /// (whatever the game's state), and returns `true`; returns `false` with `codes` empty when the rules
    /// give no code for some move. For a binding that keeps the texts it has written by code: one call a
    /// position, and the texts written (by [`DynGame::legal_moves`]) only when a code is new.
    ///
    /// ```
    /// use tabula_game::{example::Subtraction, DynGame, Game};
    /// let game: Box<dyn DynGame> = Box::new(Game::new(Subtraction::new(2)));
    /// let mut codes = vec![7];
    /// // The example game gives no codes.
    /// assert!(!game.legal_pmn_codes(&mut codes));
    /// assert!(codes.is_empty());
    /// ```
    fn legal_pmn_codes(&self, codes: &mut Vec<u64>) -> bool;
    /// The moves played, each written in `notation`.
    ///
    /// # Errors
    /// As [`DynGame::legal_moves`].
    fn moves(&self, notation: Notation) -> Result<Vec<String>, GameError>;
    /// Reads a move in `notation` (any the game reads when `None`) and plays it.
    ///
    /// # Errors
    /// The move's [`MoveError`] as a [`GameError`].
    fn play(&mut self, text: &str, notation: Option<Notation>) -> Result<Played, GameError>;
    /// Takes back the last move; returns it in PMN.
    fn undo(&mut self) -> Option<String>;
    /// Perft of the current position.
    fn perft(&self, depth: u32) -> u64;
    /// Perft split by first move, each written in `notation`.
    ///
    /// # Errors
    /// As [`DynGame::legal_moves`].
    fn divide(&self, depth: u32, notation: Notation) -> Result<Vec<(String, u64)>, GameError>;
    /// A copy in a new box.
    fn boxed_clone(&self) -> Box<dyn DynGame>;
}

impl<R> DynGame for Game<R>
where
    R: Rules + Send + Sync + 'static,
    R::Move: Send + Sync,
{
    fn kind(&self) -> GameKind {
        R::KIND
    }

    fn notations(&self) -> Vec<Notation> {
        core::iter::once(Notation::Pmn)
            .chain(R::notations().iter().copied())
            .collect()
    }

    fn ply(&self) -> usize {
        Game::ply(self)
    }

    fn side_to_move(&self) -> Side {
        self.position().side_to_move()
    }

    fn is_check(&self) -> bool {
        self.position().is_check()
    }

    fn feen(&self) -> String {
        self.position().to_feen()
    }

    fn native(&self) -> String {
        self.to_native()
    }

    fn start_feen(&self) -> String {
        self.start_position().to_feen()
    }

    fn start_native(&self) -> String {
        self.start_position().to_native(self.start_counters())
    }

    fn feens(&self) -> Vec<String> {
        self.positions().iter().map(Rules::to_feen).collect()
    }

    fn counters(&self) -> Counters {
        Game::counters(self)
    }

    fn repetitions(&self) -> usize {
        Game::repetitions(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn claimable(&self) -> Option<Outcome> {
        Game::claimable(self)
    }

    fn end(&mut self, outcome: Outcome) {
        Game::end(self, outcome);
    }

    fn legal_moves(&self, notation: Notation) -> Result<Vec<String>, GameError> {
        let position = self.position();
        Game::legal_moves(self)
            .into_iter()
            .map(|m| position.write_move(m, notation))
            .collect::<Result<_, _>>()
            .map_err(|e| GameError::from_move(&e))
    }

    fn for_each_legal_pmn(&self, f: &mut dyn FnMut(tabula_pmn::Move)) {
        let position = self.position();
        let _ = position.for_each_legal_move(&mut |m| {
            f(position.pmn(m));
            core::ops::ControlFlow::Continue(())
        });
    }

    fn legal_pmn_codes(&self, codes: &mut Vec<u64>) -> bool {
        codes.clear();
        let position = self.position();
        let whole = position
            .for_each_legal_move(&mut |m| match position.pmn_code(m) {
                Some(code) => {
                    codes.push(code);
                    core::ops::ControlFlow::Continue(())
                }
                None => core::ops::ControlFlow::Break(()),
            })
            .is_continue();
        if !whole {
            codes.clear();
        }
        whole
    }

    fn moves(&self, notation: Notation) -> Result<Vec<String>, GameError> {
        self.written_moves(notation)
            .map_err(|e| GameError::from_move(&e))
    }

    fn play(&mut self, text: &str, notation: Option<Notation>) -> Result<Played, GameError> {
        let (m, notation) = match notation {
            Some(notation) => (Game::play(self, text, notation), notation),
            None => match self.play_any(text) {
                Ok((m, notation)) => (Ok(m), notation),
                Err(e) => (Err(e), Notation::Pmn),
            },
        };
        let m = m.map_err(|e| GameError::from_move(&e))?;
        let before = &self.positions()[self.positions().len() - 2];
        Ok(Played {
            notation,
            pmn: before.pmn(m).to_string(),
        })
    }

    fn undo(&mut self) -> Option<String> {
        let m = Game::undo(self)?;
        Some(self.position().pmn(m).to_string())
    }

    fn perft(&self, depth: u32) -> u64 {
        self.position().perft(depth)
    }

    fn divide(&self, depth: u32, notation: Notation) -> Result<Vec<(String, u64)>, GameError> {
        let position = self.position();
        position
            .divide(depth)
            .into_iter()
            .map(|(m, n)| Ok((position.write_move(m, notation)?, n)))
            .collect::<Result<_, MoveError<R::IllegalMove>>>()
            .map_err(|e| GameError::from_move(&e))
    }

    fn boxed_clone(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }
}

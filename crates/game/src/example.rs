//! A complete, tiny game implementing [`Rules`]: the example the docs use, and a check that the trait can
//! be implemented outside the rules crates.
//!
//! A token stands on a one-dimensional track; each player in turn moves it one, two or three squares
//! towards the end; a player who cannot move (the token is on the last square) has lost. It is the
//! subtraction game "take 1–3 stones, who cannot take loses", with the stones left as the squares ahead.
//! Positions are FEEN on a 1-D board (`P3 / G/g`: the token on `a`, three squares ahead, first to move),
//! moves are PMN (`a-c`) and the game's own format is `STEPS SIDE MOVE-NUMBER` (`3 1 1`).
//!
//! It is no game Tabula ships, so it is compiled only with the `example` feature (which the crate's own
//! tests and doc examples turn on, and docs.rs shows): [`Rules::KIND`] must name a [`GameKind`], and
//! `GameKind` names only the games Tabula has rules for, so the example reports chess's kind
//! ([`DynGame::kind`](crate::DynGame::kind) says chess). Adding a variant for a toy to the enum every
//! program matches on would be worse; keeping the toy out of every build that did not ask for it keeps
//! that borrowed kind out of real programs.

use core::fmt;
use core::ops::ControlFlow;

use tabula_pmn::Coordinate;
use tabula_protocol::Side;

use crate::{Counters, ErrorCode, GameKind, MoveError, Notation, Outcome, Rules, Termination};

/// A position of the subtraction game: how many squares lie ahead of the token, and who moves.
///
/// ```
/// use tabula_game::{example::Subtraction, Rules};
/// let position = Subtraction::new(4);
/// assert_eq!(position.to_feen(), "P4 / G/g");
/// assert_eq!(position.play(3)?.to_feen(), "3P1 / g/G");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Subtraction {
    /// Squares walked so far (the token's file index).
    at: u8,
    /// Squares ahead of the token.
    ahead: u8,
    turn: Side,
}

/// Why a position or a move of [`Subtraction`] was refused.
///
/// ```
/// use tabula_game::{example::{Subtraction, SubtractionError}, Rules};
/// assert_eq!(Subtraction::new(2).check_move(3), Err(SubtractionError::TooFar { steps: 3, ahead: 2 }));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SubtractionError {
    /// The text is not a position of the game.
    #[error(
        "not a subtraction-game position (expected a 1-D FEEN track like `P3 / G/g`, at most 25 squares ahead)"
    )]
    Position,
    /// A move must take the token one to three squares.
    #[error("a move takes the token 1, 2 or 3 squares, not {steps}")]
    Steps {
        /// The steps asked for.
        steps: u8,
    },
    /// Not enough squares ahead.
    #[error("only {ahead} squares lie ahead, the token cannot go {steps}")]
    TooFar {
        /// The steps asked for.
        steps: u8,
        /// The squares ahead.
        ahead: u8,
    },
}

impl ErrorCode for SubtractionError {
    fn code(&self) -> &'static str {
        match self {
            SubtractionError::Position => "position",
            SubtractionError::Steps { .. } => "steps",
            SubtractionError::TooFar { .. } => "too-far",
        }
    }
}

impl Subtraction {
    /// The token at the start of a track with `ahead` squares ahead (at most 25), first side to move.
    ///
    /// ```
    /// assert_eq!(tabula_game::example::Subtraction::new(30).ahead(), 25);
    /// ```
    #[must_use]
    pub fn new(ahead: u8) -> Subtraction {
        Subtraction {
            at: 0,
            ahead: ahead.min(25),
            turn: Side::First,
        }
    }

    /// The squares ahead of the token.
    ///
    /// ```
    /// assert_eq!(tabula_game::example::Subtraction::new(3).ahead(), 3);
    /// ```
    #[must_use]
    pub fn ahead(&self) -> u8 {
        self.ahead
    }

    fn cell(index: u8) -> Coordinate {
        // A one-letter file: the track has at most 26 squares.
        Coordinate::new(&[index]).unwrap_or_else(|_| unreachable!("1-D coordinate"))
    }
}

impl fmt::Display for Subtraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_feen())
    }
}

impl Rules for Subtraction {
    type Move = u8;
    type PositionError = SubtractionError;
    type IllegalMove = SubtractionError;
    // Borrowed: `GameKind` names only the shipped games (see the module's docs, and the `example` feature).
    const KIND: GameKind = GameKind::Chess;

    fn start() -> Subtraction {
        Subtraction::new(21)
    }

    fn from_feen(feen: &str) -> Result<Subtraction, SubtractionError> {
        let mut fields = feen.split(' ');
        let (Some(board), Some("/"), Some(styles), None) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(SubtractionError::Position);
        };
        let turn = match styles {
            "G/g" => Side::First,
            "g/G" => Side::Second,
            _ => return Err(SubtractionError::Position),
        };
        let number = |s: &str| -> Result<u8, SubtractionError> {
            match s {
                "" => Ok(0),
                _ if s.starts_with('0') => Err(SubtractionError::Position),
                _ => s.parse().map_err(|_| SubtractionError::Position),
            }
        };
        let (before, after) = board.split_once('P').ok_or(SubtractionError::Position)?;
        let (at, ahead) = (number(before)?, number(after)?);
        if u16::from(at) + u16::from(ahead) > 25 {
            return Err(SubtractionError::Position);
        }
        Ok(Subtraction { at, ahead, turn })
    }

    fn to_feen(&self) -> String {
        let count = |n: u8| if n == 0 { String::new() } else { n.to_string() };
        let styles = match self.turn {
            Side::First => "G/g",
            Side::Second => "g/G",
        };
        format!("{}P{} / {styles}", count(self.at), count(self.ahead))
    }

    fn from_native(text: &str) -> Result<(Subtraction, Counters), SubtractionError> {
        let parts: Vec<&str> = text.split(' ').collect();
        let [ahead, side, number] = parts[..] else {
            return Err(SubtractionError::Position);
        };
        let ahead: u8 = ahead.parse().map_err(|_| SubtractionError::Position)?;
        let turn = match side {
            "1" => Side::First,
            "2" => Side::Second,
            _ => return Err(SubtractionError::Position),
        };
        let move_number = number.parse().map_err(|_| SubtractionError::Position)?;
        if ahead > 25 || move_number == 0 {
            return Err(SubtractionError::Position);
        }
        let position = Subtraction { at: 0, ahead, turn };
        Ok((
            position,
            Counters {
                halfmove_clock: 0,
                move_number,
            },
        ))
    }

    fn to_native(&self, counters: Counters) -> String {
        let side = if self.turn == Side::First { 1 } else { 2 };
        format!("{} {side} {}", self.ahead, counters.move_number)
    }

    fn side_to_move(&self) -> Side {
        self.turn
    }

    fn for_each_legal_move(&self, f: &mut dyn FnMut(u8) -> ControlFlow<()>) -> ControlFlow<()> {
        for steps in 1..=self.ahead.min(3) {
            f(steps)?;
        }
        ControlFlow::Continue(())
    }

    fn check_move(&self, steps: u8) -> Result<(), SubtractionError> {
        if !(1..=3).contains(&steps) {
            return Err(SubtractionError::Steps { steps });
        }
        if steps > self.ahead {
            return Err(SubtractionError::TooFar {
                steps,
                ahead: self.ahead,
            });
        }
        Ok(())
    }

    fn play_unchecked(&mut self, steps: u8) {
        debug_assert!(self.check_move(steps).is_ok());
        self.at += steps;
        self.ahead -= steps;
        self.turn = self.turn.flip();
    }

    fn is_check(&self) -> bool {
        false
    }

    fn terminal(&self) -> Option<Outcome> {
        // No move left: the player to move has lost.
        (self.ahead == 0).then(|| Outcome::win(self.turn.flip(), Termination::Stalemate))
    }

    fn key(&self) -> u64 {
        (u64::from(self.at) << 16 | u64::from(self.ahead) << 8 | self.turn as u64)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn pmn(&self, steps: u8) -> tabula_pmn::Move {
        tabula_pmn::Move::Quiet {
            from: Subtraction::cell(self.at),
            to: Subtraction::cell(self.at + steps),
            actor: None,
        }
    }

    fn read_pmn(&self, m: &tabula_pmn::Move) -> Result<u8, SubtractionError> {
        let tabula_pmn::Move::Quiet {
            from,
            to,
            actor: None,
        } = *m
        else {
            return Err(SubtractionError::Steps { steps: 0 });
        };
        let (&[from], &[to]) = (from.indices(), to.indices()) else {
            return Err(SubtractionError::Steps { steps: 0 });
        };
        if from != self.at || to <= from {
            return Err(SubtractionError::Steps { steps: 0 });
        }
        let steps = to - from;
        self.check_move(steps)?;
        Ok(steps)
    }

    fn notations() -> &'static [Notation] {
        &[]
    }

    fn write_move(&self, m: u8, notation: Notation) -> Result<String, MoveError<SubtractionError>> {
        match notation {
            Notation::Pmn => Ok(self.pmn(m).to_string()),
            _ => Err(MoveError::Unsupported {
                notation,
                game: Self::KIND,
            }),
        }
    }

    fn read_move(&self, text: &str, notation: Notation) -> Result<u8, MoveError<SubtractionError>> {
        if notation != Notation::Pmn {
            return Err(MoveError::Unsupported {
                notation,
                game: Self::KIND,
            });
        }
        let m = tabula_pmn::Move::parse(text).map_err(|e| MoveError::Syntax {
            notation,
            text: text.to_owned(),
            offset: e.offset().unwrap_or(0),
            code: e.code(),
            message: e.to_string(),
            hint: None,
        })?;
        self.read_pmn(&m).map_err(|error| MoveError::Illegal {
            text: text.to_owned(),
            error,
        })
    }
}

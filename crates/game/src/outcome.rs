//! How a game ends: the termination (the rule that ended it) and the winner.

use core::fmt;

use tabula_protocol::Side;

/// The rule that ended a game, or that makes a draw claimable.
///
/// Each game uses the terminations its rules have; the same name means the same rule in every game
/// (a stalemate is a draw in chess and a loss for the stalemated side in xiangqi: the [`Outcome`]'s
/// winner says which).
///
/// ```
/// use tabula_game::Termination;
/// assert_eq!(Termination::FivefoldRepetition.name(), "fivefold-repetition");
/// assert!(Termination::FivefoldRepetition.is_automatic());
/// assert!(!Termination::ThreefoldRepetition.is_automatic());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Termination {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// Neither side can ever checkmate (chess).
    InsufficientMaterial,
    /// The same position a fifth time (chess, FIDE art. 9.6.1): the game ends drawn.
    FivefoldRepetition,
    /// The same position a third time (chess, FIDE art. 9.2): a draw either player may claim.
    ThreefoldRepetition,
    /// 75 moves by each side with no pawn move or capture (chess, FIDE art. 9.6.2): the game ends drawn.
    SeventyFiveMoves,
    /// 50 moves by each side with no pawn move or capture (chess, FIDE art. 9.3): a claimable draw.
    FiftyMoves,
    /// Sennichite: the same position (board, hands, side to move) a fourth time (shōgi): a draw.
    Sennichite,
    /// A repetition in which one side gave check with every move: that side loses (shōgi, xiangqi).
    PerpetualCheck,
    /// A repetition with no perpetual check (xiangqi): a draw.
    Repetition,
    /// A declaration that the entering-king conditions are met (shōgi jishōgi/nyūgyoku).
    EnteringKing,
    /// A player resigned (game records).
    Resignation,
    /// The players agreed to a draw, or the record says the game ended drawn without a rule given.
    Agreement,
    /// The record ended the game without a reason Tabula can check (time forfeit, adjudication, abandonment).
    Other,
    /// A side lost every piece of a kind its variant needs (atomic's exploded king, antichess's last piece,
    /// horde's last pawn); the outcome's winner says who profits.
    Extinction,
    /// A piece reached its variant's goal region (king of the hill's centre, racing kings' last rank).
    RegionReached,
    /// A side gave the number of checks its variant asks for (three-check).
    CheckLimit,
}

impl Termination {
    /// Every termination, in this order.
    pub const ALL: [Termination; 14] = [
        Termination::Checkmate,
        Termination::Stalemate,
        Termination::InsufficientMaterial,
        Termination::FivefoldRepetition,
        Termination::ThreefoldRepetition,
        Termination::SeventyFiveMoves,
        Termination::FiftyMoves,
        Termination::Sennichite,
        Termination::PerpetualCheck,
        Termination::Repetition,
        Termination::EnteringKing,
        Termination::Resignation,
        Termination::Agreement,
        Termination::Other,
    ];

    /// The termination of a code as [`Termination::name`] writes it (`"checkmate"`, `"sennichite"`), or
    /// `None`.
    ///
    /// ```
    /// use tabula_game::Termination;
    /// assert_eq!(Termination::from_name("perpetual-check"), Some(Termination::PerpetualCheck));
    /// assert_eq!(Termination::from_name("timeout"), None);
    /// ```
    #[must_use]
    pub fn from_name(name: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The termination's name in lowercase words joined by `-`, as the CLI prints it.
    ///
    /// ```
    /// assert_eq!(tabula_game::Termination::PerpetualCheck.name(), "perpetual-check");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient-material",
            Termination::FivefoldRepetition => "fivefold-repetition",
            Termination::ThreefoldRepetition => "threefold-repetition",
            Termination::SeventyFiveMoves => "seventy-five-moves",
            Termination::FiftyMoves => "fifty-moves",
            Termination::Sennichite => "sennichite",
            Termination::PerpetualCheck => "perpetual-check",
            Termination::Repetition => "repetition",
            Termination::EnteringKing => "entering-king",
            Termination::Resignation => "resignation",
            Termination::Agreement => "agreement",
            Termination::Other => "other",
            Termination::Extinction => "extinction",
            Termination::RegionReached => "region-reached",
            Termination::CheckLimit => "check-limit",
        }
    }

    /// Whether the rule ends the game by itself; `false` for the draws a player must claim
    /// ([`Termination::ThreefoldRepetition`], [`Termination::FiftyMoves`]).
    ///
    /// ```
    /// assert!(!tabula_game::Termination::FiftyMoves.is_automatic());
    /// ```
    #[must_use]
    pub const fn is_automatic(self) -> bool {
        !matches!(
            self,
            Termination::ThreefoldRepetition | Termination::FiftyMoves
        )
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a game ended: the rule, and the winner (`None` for a draw).
///
/// ```
/// use tabula_game::{Outcome, Side, Termination};
/// let mate = Outcome::win(Side::Second, Termination::Checkmate);
/// assert_eq!(mate.result(), "0-1");
/// assert_eq!(mate.to_string(), "0-1 checkmate");
/// assert_eq!(Outcome::draw(Termination::Stalemate).result(), "1/2-1/2");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The rule that ended the game.
    pub termination: Termination,
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
}

impl Outcome {
    /// A win for `winner` by `termination`.
    ///
    /// ```
    /// use tabula_game::{Outcome, Side, Termination};
    /// assert_eq!(Outcome::win(Side::First, Termination::Checkmate).winner, Some(Side::First));
    /// ```
    #[must_use]
    pub const fn win(winner: Side, termination: Termination) -> Outcome {
        Outcome {
            termination,
            winner: Some(winner),
        }
    }

    /// A draw by `termination`.
    ///
    /// ```
    /// use tabula_game::{Outcome, Termination};
    /// assert_eq!(Outcome::draw(Termination::Sennichite).winner, None);
    /// ```
    #[must_use]
    pub const fn draw(termination: Termination) -> Outcome {
        Outcome {
            termination,
            winner: None,
        }
    }

    /// The result as PGN writes it: `1-0` (first side wins), `0-1` or `1/2-1/2`.
    ///
    /// ```
    /// use tabula_game::{Outcome, Side, Termination};
    /// assert_eq!(Outcome::win(Side::First, Termination::Resignation).result(), "1-0");
    /// ```
    #[must_use]
    pub const fn result(&self) -> &'static str {
        match self.winner {
            Some(Side::First) => "1-0",
            Some(Side::Second) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// `RESULT TERMINATION`, e.g. `1/2-1/2 fivefold-repetition`.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.result(), self.termination)
    }
}

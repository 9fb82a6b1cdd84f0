//! How a game ended, in KIF words and CSA keywords, and the outcome it gives.

use tabula_game::{Outcome, Side, Termination};

/// How a game ended, as the record says (KIF's last "move", CSA's `%` line).
///
/// ```
/// use tabula_shogi::records::End;
/// use tabula_game::{Outcome, Side, Termination};
/// assert_eq!(End::Resignation.outcome(Side::First), Some(Outcome::win(Side::Second, Termination::Resignation)));
/// assert_eq!(End::Interrupted.outcome(Side::First), None);
/// assert_eq!(End::from_csa("%SENNICHITE"), Some(End::Sennichite));
/// assert_eq!(End::from_kif("持将棋"), Some(End::Impasse));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum End {
    /// The side to move resigned: `投了`, `%TORYO`.
    Resignation,
    /// The side to move is checkmated: `詰み`, `%TSUMI`.
    Checkmate,
    /// Fourfold repetition, a draw as the record says (a perpetual check is the rules' to judge):
    /// `千日手`, `%SENNICHITE`.
    Sennichite,
    /// Impasse (both kings entered), a draw: `持将棋`, `%JISHOGI`.
    Impasse,
    /// The side to move declared a win by the entering-king rule: `入玉勝ち`, `%KACHI`.
    Declaration,
    /// The side to move lost on time: `切れ負け`, `%TIME_UP`.
    TimeUp,
    /// The side to move lost by an illegal move: `反則負け`, `%ILLEGAL_MOVE`.
    IllegalMove,
    /// The side to move won by the opponent's foul: `反則勝ち`.
    IllegalWin,
    /// The given side lost by an illegal action: `%+ILLEGAL_ACTION`, `%-ILLEGAL_ACTION`.
    IllegalAction(Side),
    /// The game was interrupted, no result: `中断`, `%CHUDAN`.
    Interrupted,
    /// A draw by agreement: `%HIKIWAKE`.
    Draw,
    /// A draw at the move limit: `%MAX_MOVES`.
    MaxMoves,
    /// A problem with no mate, no result: `不詰`, `%FUZUMI`.
    NoMate,
    /// An error ended the game, no result: `%ERROR`.
    Error,
}

/// The KIF words and CSA keywords of each end, the first of each the one written.
const ENDS: [(End, &[&str], &str); 13] = [
    (End::Resignation, &["投了"], "%TORYO"),
    (End::Checkmate, &["詰み"], "%TSUMI"),
    (End::Sennichite, &["千日手"], "%SENNICHITE"),
    (End::Impasse, &["持将棋"], "%JISHOGI"),
    (End::Declaration, &["入玉勝ち", "入玉宣言"], "%KACHI"),
    (End::TimeUp, &["切れ負け"], "%TIME_UP"),
    (End::IllegalMove, &["反則負け"], "%ILLEGAL_MOVE"),
    (End::IllegalWin, &["反則勝ち"], ""),
    (End::Interrupted, &["中断"], "%CHUDAN"),
    (End::Draw, &[], "%HIKIWAKE"),
    (End::MaxMoves, &[], "%MAX_MOVES"),
    (End::NoMate, &["不詰"], "%FUZUMI"),
    (End::Error, &[], "%ERROR"),
];

impl End {
    /// A stable kebab-case name (`resignation`, `illegal-action-first` …), for JSON and messages.
    ///
    /// ```
    /// use tabula_shogi::records::End;
    /// assert_eq!(End::TimeUp.name(), "time-up");
    /// assert_eq!(End::IllegalAction(tabula_game::Side::Second).name(), "illegal-action-second");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            End::Resignation => "resignation",
            End::Checkmate => "checkmate",
            End::Sennichite => "sennichite",
            End::Impasse => "impasse",
            End::Declaration => "declaration",
            End::TimeUp => "time-up",
            End::IllegalMove => "illegal-move",
            End::IllegalWin => "illegal-win",
            End::IllegalAction(Side::First) => "illegal-action-first",
            End::IllegalAction(Side::Second) => "illegal-action-second",
            End::Interrupted => "interrupted",
            End::Draw => "draw",
            End::MaxMoves => "max-moves",
            End::NoMate => "no-mate",
            End::Error => "error",
        }
    }

    /// The end a KIF word names.
    ///
    /// ```
    /// assert_eq!(tabula_shogi::records::End::from_kif("投了"), Some(tabula_shogi::records::End::Resignation));
    /// ```
    #[must_use]
    pub fn from_kif(word: &str) -> Option<End> {
        ENDS.iter()
            .find(|(_, words, _)| words.contains(&word))
            .map(|(end, _, _)| *end)
    }

    /// The end a CSA `%` keyword names.
    ///
    /// ```
    /// use tabula_shogi::records::End;
    /// use tabula_game::Side;
    /// assert_eq!(End::from_csa("%-ILLEGAL_ACTION"), Some(End::IllegalAction(Side::Second)));
    /// ```
    #[must_use]
    pub fn from_csa(word: &str) -> Option<End> {
        match word {
            "%+ILLEGAL_ACTION" => Some(End::IllegalAction(Side::First)),
            "%-ILLEGAL_ACTION" => Some(End::IllegalAction(Side::Second)),
            "" => None,
            _ => ENDS
                .iter()
                .find(|(_, _, csa)| *csa == word)
                .map(|(end, _, _)| *end),
        }
    }

    /// The KIF word for this end with `to_move` to move, or `None` where KIF has none (a draw by
    /// agreement, the move limit, an error).
    ///
    /// ```
    /// use tabula_shogi::records::End;
    /// use tabula_game::Side;
    /// assert_eq!(End::IllegalAction(Side::First).kif(Side::Second), Some("反則勝ち"));
    /// ```
    #[must_use]
    pub fn kif(self, to_move: Side) -> Option<&'static str> {
        let end = match self {
            End::IllegalAction(side) if side == to_move => End::IllegalMove,
            End::IllegalAction(_) => End::IllegalWin,
            other => other,
        };
        ENDS.iter()
            .find(|(e, _, _)| *e == end)
            .and_then(|(_, words, _)| words.first().copied())
    }

    /// The CSA keyword for this end with `to_move` to move.
    ///
    /// ```
    /// use tabula_shogi::records::End;
    /// use tabula_game::Side;
    /// assert_eq!(End::IllegalWin.csa(Side::Second), "%+ILLEGAL_ACTION");
    /// ```
    #[must_use]
    pub fn csa(self, to_move: Side) -> &'static str {
        let loser = match self {
            End::IllegalAction(side) => side,
            End::IllegalWin => other(to_move),
            _ => {
                return ENDS
                    .iter()
                    .find(|(e, _, _)| *e == self)
                    .map_or("%ERROR", |(_, _, csa)| csa);
            }
        };
        match loser {
            Side::First => "%+ILLEGAL_ACTION",
            Side::Second => "%-ILLEGAL_ACTION",
        }
    }

    /// The outcome, `to_move` being the side to move when the game ended (`None` for an end without a
    /// result: interrupted, no mate, error).
    ///
    /// ```
    /// use tabula_shogi::records::End;
    /// use tabula_game::{Outcome, Side, Termination};
    /// assert_eq!(End::Declaration.outcome(Side::Second), Some(Outcome::win(Side::Second, Termination::EnteringKing)));
    /// assert_eq!(End::Sennichite.outcome(Side::Second), Some(Outcome::draw(Termination::Sennichite)));
    /// ```
    #[must_use]
    pub fn outcome(self, to_move: Side) -> Option<Outcome> {
        let them = other(to_move);
        Some(match self {
            End::Resignation => Outcome::win(them, Termination::Resignation),
            End::Checkmate => Outcome::win(them, Termination::Checkmate),
            End::Sennichite => Outcome::draw(Termination::Sennichite),
            End::Impasse => Outcome::draw(Termination::EnteringKing),
            End::Declaration => Outcome::win(to_move, Termination::EnteringKing),
            End::TimeUp | End::IllegalMove => Outcome::win(them, Termination::Other),
            End::IllegalWin => Outcome::win(to_move, Termination::Other),
            End::IllegalAction(side) => Outcome::win(other(side), Termination::Other),
            End::Draw => Outcome::draw(Termination::Agreement),
            End::MaxMoves => Outcome::draw(Termination::Other),
            End::Interrupted | End::NoMate | End::Error => return None,
        })
    }
}

/// The other side.
pub(crate) fn other(side: Side) -> Side {
    match side {
        Side::First => Side::Second,
        Side::Second => Side::First,
    }
}

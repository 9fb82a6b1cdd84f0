//! The game interface of tabula-game for [`Xiangqi`].

use core::ops::ControlFlow;

use tabula_game::{
    Counters, GameKind, History, Judgement, MoveError, Notation, Outcome, Rules, Side, Termination,
};

use super::geometry::{BLACK_BIT, SOLDIER};
use super::{IllegalMove, Move, PositionError, Xiangqi};
use crate::notation::coords::{self, Ranks};
use crate::notation::{Syntax, pmn, wxf};
use crate::{Letters, XiangqiFen};

/// How many times a position must occur for the repetition rules to end the game (the current one
/// included): three, as Fairy-Stockfish and the xiangqi servers built on it decide.
///
/// ```
/// use tabula_game::{Game, Notation, Outcome, Termination};
/// use tabula_xiangqi::{REPETITIONS, Xiangqi};
/// let mut game = Game::<Xiangqi>::start();
/// for m in "h2e2 h7e7 e2h2 e7h7 h2e2 h7e7 e2h2 e7h7".split(' ') {
///     game.play(m, Notation::Ucci)?;
/// }
/// assert_eq!(game.repetitions(), REPETITIONS);
/// assert_eq!(game.outcome(), Some(Outcome::draw(Termination::Repetition)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const REPETITIONS: usize = 3;

fn side(index: usize) -> Side {
    if index == 0 {
        Side::First
    } else {
        Side::Second
    }
}

fn syntax(notation: Notation, text: &str, error: Syntax) -> MoveError<IllegalMove> {
    MoveError::Syntax {
        notation,
        text: text.chars().take(32).collect(),
        offset: error.offset,
        code: error.code,
        message: error.message,
        hint: error.hint,
    }
}

impl Xiangqi {
    fn read_coordinates(
        &self,
        text: &str,
        ranks: Ranks,
        notation: Notation,
    ) -> Result<Move, MoveError<IllegalMove>> {
        let m = coords::read(text, ranks).map_err(|error| syntax(notation, text, error))?;
        let Some(error) = self.why_illegal(m) else {
            return Ok(m);
        };
        // The other numbering may name a legal move: say so.
        if let Ok(other) = coords::read(text, ranks.other()) {
            if self.why_illegal(other).is_none() {
                return Err(MoveError::Illegal {
                    text: text.to_owned(),
                    error: IllegalMove::OtherRanks {
                        text: text.to_owned(),
                        notation: ranks.name(),
                        hint: format!(
                            "read as {} (ranks {}) it is legal: in {} write {}",
                            ranks.other().name(),
                            if ranks == Ranks::Ucci {
                                "1–10"
                            } else {
                                "0–9"
                            },
                            ranks.name(),
                            ranks.write(other)
                        ),
                    },
                });
            }
        }
        Err(MoveError::Illegal {
            text: text.to_owned(),
            error,
        })
    }
}

impl Rules for Xiangqi {
    type Move = Move;
    type PositionError = PositionError;
    type IllegalMove = IllegalMove;
    const KIND: GameKind = GameKind::Xiangqi;

    fn start() -> Xiangqi {
        match Xiangqi::from_fen_value(&XiangqiFen::startpos()) {
            Ok(position) => position,
            Err(_) => unreachable!("the start position is valid"),
        }
    }

    fn from_feen(feen: &str) -> Result<Xiangqi, PositionError> {
        Xiangqi::from_fen_value(&XiangqiFen::from_feen(feen)?)
    }

    fn to_feen(&self) -> String {
        self.feen()
    }

    fn from_native(text: &str) -> Result<(Xiangqi, Counters), PositionError> {
        let converted = crate::fen_to_feen(text)?;
        if let Some(offset) = converted.lost.moves_at {
            return Err(PositionError::MovesGiven { offset });
        }
        let position = Xiangqi::from_feen(&converted.feen)?;
        Ok((
            position,
            Counters {
                halfmove_clock: converted.lost.halfmove_clock.unwrap_or(0),
                move_number: converted.lost.fullmove_number.unwrap_or(1).max(1),
            },
        ))
    }

    fn to_native(&self, counters: Counters) -> String {
        match XiangqiFen::from_feen(&self.feen()) {
            Ok(fen) => fen
                .with_counters(Some(counters.halfmove_clock), Some(counters.move_number))
                .to_fen(Letters::Ucci),
            Err(_) => unreachable!("a rules position is valid xiangqi FEN"),
        }
    }

    fn side_to_move(&self) -> Side {
        side(self.turn_index())
    }

    fn for_each_legal_move(&self, f: &mut dyn FnMut(Move) -> ControlFlow<()>) -> ControlFlow<()> {
        self.each_legal(f)
    }

    fn legal_move_count(&self) -> usize {
        self.count_legal()
    }

    fn check_move(&self, m: Move) -> Result<(), IllegalMove> {
        match self.why_illegal(m) {
            None => Ok(()),
            Some(error) => Err(error),
        }
    }

    fn play_unchecked(&mut self, m: Move) {
        debug_assert!(self.is_legal(m), "{m} is not legal in {self}");
        self.make(m);
    }

    fn is_check(&self) -> bool {
        self.in_check()
    }

    /// A side with no legal move loses: checkmate when in check, stalemate otherwise (xiangqi's stalemate
    /// is a loss, not a draw).
    fn terminal(&self) -> Option<Outcome> {
        if self.has_legal_move() {
            return None;
        }
        let winner = side(self.turn_index() ^ 1);
        Some(if self.in_check() {
            Outcome::win(winner, Termination::Checkmate)
        } else {
            Outcome::win(winner, Termination::Stalemate)
        })
    }

    fn key(&self) -> u64 {
        self.key
    }

    fn pmn(&self, m: Move) -> tabula_pmn::Move {
        pmn::write(self, m)
    }

    fn read_pmn(&self, m: &tabula_pmn::Move) -> Result<Move, IllegalMove> {
        pmn::read(self, m)
    }

    /// UCCI first (the coordinates of UCCI engines and of the ICCS), then Fairy-Stockfish's UCI, then WXF.
    fn notations() -> &'static [Notation] {
        &[Notation::Ucci, Notation::Uci, Notation::Wxf]
    }

    fn write_move(&self, m: Move, notation: Notation) -> Result<String, MoveError<IllegalMove>> {
        match notation {
            Notation::Pmn => Ok(pmn::write(self, m).to_string()),
            Notation::Ucci => Ok(coords::ucci(m)),
            Notation::Uci => Ok(coords::uci(m)),
            Notation::Wxf => {
                if let Some(error) = self.why_illegal(m) {
                    return Err(MoveError::Illegal {
                        text: coords::ucci(m),
                        error,
                    });
                }
                Ok(wxf::write(self, m))
            }
            _ => Err(MoveError::Unsupported {
                notation,
                game: GameKind::Xiangqi,
            }),
        }
    }

    fn read_move(&self, text: &str, notation: Notation) -> Result<Move, MoveError<IllegalMove>> {
        match notation {
            Notation::Pmn => {
                let parsed = tabula_pmn::Move::parse(text).map_err(|e| MoveError::Syntax {
                    notation,
                    text: text.chars().take(32).collect(),
                    offset: e.offset().unwrap_or(0),
                    code: e.code(),
                    message: e.to_string(),
                    hint: None,
                })?;
                pmn::read(self, &parsed).map_err(|error| MoveError::Illegal {
                    text: text.to_owned(),
                    error,
                })
            }
            Notation::Ucci => self.read_coordinates(text, Ranks::Ucci, notation),
            Notation::Uci => self.read_coordinates(text, Ranks::Uci, notation),
            Notation::Wxf => wxf::read(self, text).map_err(|error| match error {
                wxf::ReadError::Syntax(error) => syntax(notation, text, error),
                wxf::ReadError::Ambiguous(moves) => MoveError::Ambiguous {
                    notation,
                    text: text.to_owned(),
                    candidates: moves
                        .into_iter()
                        .map(|m| format!("{} ({} in UCCI)", pmn::write(self, m), coords::ucci(m)))
                        .collect(),
                },
                wxf::ReadError::Illegal(error) => MoveError::Illegal {
                    text: text.to_owned(),
                    error,
                },
            }),
            _ => Err(MoveError::Unsupported {
                notation,
                game: GameKind::Xiangqi,
            }),
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        self.perft_fast(depth)
    }

    /// Captures reset xiangqi FEN's half-move clock.
    fn resets_clock(&self, m: Move) -> bool {
        self.code(usize::from(m.to)) != 0
    }

    /// Captures, and a soldier's step forward (a soldier never goes back), can never be undone.
    fn is_irreversible(&self, m: Move) -> bool {
        let piece = self.code(usize::from(m.from));
        self.resets_clock(m) || (piece & !BLACK_BIT == SOLDIER && m.from / 9 != m.to / 9)
    }

    /// Repetition: when the current position has occurred [`REPETITIONS`] times since the last irreversible
    /// move, a side that gave check with every one of its moves since the first of those occurrences loses
    /// ([`Termination::PerpetualCheck`]); when both did, or neither, the game is drawn
    /// ([`Termination::Repetition`]). Chasing is not judged (see the crate's documentation).
    fn judge(history: &History<'_, Xiangqi>) -> Judgement {
        history.repetition_judgement(REPETITIONS, Termination::Repetition)
    }
}

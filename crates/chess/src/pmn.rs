//! Moves as PMN, through tabula-pmn: a [`ChessMove`] converts to a `tabula_pmn::Move`, and a parsed
//! `tabula_pmn::Move` is found among the legal moves (or refused with the rule it breaks).

use tabula_pin::State;
use tabula_pmn::{Coordinate, ExtendedPiece, Move};
use tabula_protocol::Letter;

use crate::{
    ChessMove, IllegalMove, MoveKind, NotationError, PlayError, Position, Promotion, Square,
};

/// How much of a refused text an error keeps.
const MAX_ECHO: usize = 32;

impl ChessMove {
    /// The move as a tabula-pmn value: `Quiet` (`-`) to an empty square, `Capture` (`+`), `Special` (`~`)
    /// for castling (the king's squares, or the rook's when the king stays) and en passant, with the
    /// promotion as the `=A` suffix. No `/C` suffix: a captured piece leaves the game unchanged.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let position = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")?;
    /// let castle = position.find_special_move("e1".parse()?, "g1".parse()?).unwrap();
    /// let pmn: tabula_pmn::Move = castle.to_pmn();
    /// assert_eq!(pmn.form(), "special");
    /// assert_eq!(pmn, "e1~g1".parse::<tabula_pmn::Move>()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn to_pmn(self) -> Move {
        let (from, to) = self.pmn_squares();
        let (from, to) = (from.coordinate(), to.coordinate());
        let actor = self.promotion.map(|promotion| promotion.token(self.side));
        match self.kind {
            MoveKind::Normal => Move::Quiet { from, to, actor },
            MoveKind::Capture => Move::Capture {
                from,
                to,
                actor,
                captured: None,
            },
            MoveKind::Castle | MoveKind::EnPassant => Move::Special {
                from,
                to,
                actor,
                captured: None,
            },
        }
    }
}

/// [`ChessMove::to_pmn`].
///
/// ```
/// let m = tabula_chess::Position::start().legal_moves()[0];
/// assert_eq!(tabula_pmn::Move::from(m).to_string(), m.to_string());
/// ```
impl From<ChessMove> for Move {
    fn from(m: ChessMove) -> Move {
        m.to_pmn()
    }
}

impl Position {
    /// Every legal move in canonical PMN, in the move generator's order.
    ///
    /// ```
    /// let moves = tabula_chess::Position::start().legal_moves_pmn();
    /// assert_eq!(moves.len(), 20);
    /// assert!(moves.iter().any(|m| m == "g1-f3"));
    /// ```
    #[must_use]
    pub fn legal_moves_pmn(&self) -> Vec<String> {
        self.legal_moves().iter().map(ToString::to_string).collect()
    }

    /// The legal move a parsed PMN move names. The canonical spelling is required: `-` to an empty square,
    /// `+` for a capture, `~` for castling and en passant, `=Q`/`=R`/`=B`/`=N` for a promotion in the
    /// mover's case, no `/C` suffix, no state marker.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let position = Position::from_fen("r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1")?;
    /// let long = position.find_pmn(&"e1~c1".parse()?)?;
    /// assert_eq!(long.castling_rook().map(|(rook, _)| rook.to_string()), Some("a1".to_owned()));
    /// assert_eq!(position.find_pmn(&"e1~g1".parse()?).unwrap_err().to_string(),
    ///     "castling through an attacked square f1");
    /// assert_eq!(position.find_pmn(&"e1-c1".parse()?).unwrap_err().to_string(),
    ///     "this move is written e1~c1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalMove::NotAChessMove`] for a move no chess move can be; [`IllegalMove::NonCanonical`] for a
    /// legal move spelled otherwise; [`IllegalMove::Rule`] with the rule it breaks.
    pub fn find_pmn(&self, mv: &Move) -> Result<ChessMove, IllegalMove> {
        let pmn = || mv.to_string();
        let not_chess = |reason: String| IllegalMove::NotAChessMove { pmn: pmn(), reason };
        let (from, to, actor, special) = match *mv {
            Move::Quiet { from, to, actor }
            | Move::Capture {
                from,
                to,
                actor,
                captured: None,
            } => (from, to, actor, false),
            Move::Special {
                from,
                to,
                actor,
                captured: None,
            } => (from, to, actor, true),
            Move::Capture { .. } | Move::Special { .. } => {
                return Err(not_chess(
                    "chess writes no /C suffix: a captured piece leaves the game unchanged"
                        .to_owned(),
                ));
            }
            _ => {
                let form = match mv {
                    Move::Pass => "pass",
                    Move::StaticCapture { .. } => "static capture",
                    Move::Drop { .. } => "drop",
                    Move::DropCapture { .. } => "drop-capture",
                    _ => "in-place mutation",
                };
                return Err(not_chess(format!(
                    "chess has no {form} (its moves are s-d, s+d and s~d)"
                )));
            }
        };
        let square = |c: Coordinate| {
            Square::from_coordinate(c)
                .ok_or_else(|| not_chess(format!("{c} is not a square of the chess board")))
        };
        let (from, to) = (square(from)?, square(to)?);
        let promotion = actor
            .map(|token| {
                promotion_of(token).ok_or_else(|| match self.unmarked(from, to, token) {
                    // `e2-e4=P` (what a diff of the two positions writes): the pawn's marker changes
                    // by the rules, not by the move.
                    Some((canonical, name)) => not_chess(format!(
                        "write {canonical}: the rules set the {name}'s marker"
                    )),
                    None => not_chess(format!(
                        "={token}: a chess move changes a piece only by promotion to Q, R, B or N"
                    )),
                })
            })
            .transpose()?;
        let candidates: Vec<ChessMove> = self
            .legal_moves()
            .into_iter()
            .filter(|m| m.pmn_squares() == (from, to) && m.promotion == promotion)
            .collect();
        if let Some(&m) = candidates.iter().find(|m| m.to_pmn() == *mv) {
            return Ok(m);
        }
        if let Some(m) = candidates.first() {
            return Err(IllegalMove::NonCanonical {
                pmn: pmn(),
                canonical: m.to_string(),
            });
        }
        Err(IllegalMove::Rule {
            pmn: pmn(),
            reason: self
                .why_illegal(from, to, promotion, special)
                .unwrap_or_else(|| "not a legal move in this position".to_owned()),
        })
    }

    /// For a move written with its own piece as the actor (`e2-e4=P`, `+P` or `-P` too), the legal move
    /// without it and the piece's name, when there is one.
    fn unmarked(
        &self,
        from: Square,
        to: Square,
        token: ExtendedPiece,
    ) -> Option<(ChessMove, &'static str)> {
        let piece = self.board.piece_on(from.cozy())?;
        let (letter, name) = match piece {
            cozy_chess::Piece::Pawn => (Letter::P, "pawn"),
            cozy_chess::Piece::Knight => (Letter::N, "knight"),
            cozy_chess::Piece::Bishop => (Letter::B, "bishop"),
            cozy_chess::Piece::Rook => (Letter::R, "rook"),
            cozy_chess::Piece::Queen => (Letter::Q, "queen"),
            cozy_chess::Piece::King => (Letter::K, "king"),
        };
        if token.piece().letter() != letter {
            return None;
        }
        self.legal_moves()
            .into_iter()
            .find(|m| m.pmn_squares() == (from, to) && m.promotion.is_none())
            .map(|m| (m, name))
    }

    /// The position after the PMN move `mv`, with every state marker recomputed.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let after = Position::start().play_move(&"g1-f3".parse()?)?;
    /// assert_eq!(after.to_feen(),
    ///     "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/5N2/+P+P+P+P+P+P+P+P/-RNBQK^B1-R / c/C");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Position::find_pmn`].
    pub fn play_move(&self, mv: &Move) -> Result<Position, IllegalMove> {
        self.play(self.find_pmn(mv)?)
    }

    /// Reads `text` as a PMN move with tabula-pmn and plays it (see [`Position::play_move`]).
    ///
    /// ```
    /// use tabula_chess::{Position, Status};
    /// let mut position = Position::start();
    /// for pmn in ["f2-f3", "e7-e5", "g2-g4", "d8-h4"] {
    ///     position = position.play_pmn(pmn)?;
    /// }
    /// assert_eq!(position.status(), Status::Checkmate);
    /// assert_eq!(Position::start().play_pmn("e2-e5").unwrap_err().to_string(),
    ///     "e2-e5: the pawn on e2 cannot move to e5");
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`NotationError::Pmn`] when `text` is not PMN, then as [`Position::find_pmn`].
    pub fn play_pmn(&self, text: &str) -> Result<Position, PlayError> {
        let mv = Move::parse(text).map_err(|error| NotationError::Pmn {
            text: text.chars().take(MAX_ECHO).collect(),
            error,
        })?;
        Ok(self.play_move(&mv)?)
    }
}

/// The promotion an `=A` suffix names, in either case; `None` for anything else (a marker, a derived
/// piece, a terminal marker, another letter).
fn promotion_of(token: ExtendedPiece) -> Option<Promotion> {
    let piece = token.piece();
    if token.is_derived() || piece.is_terminal() || piece.state() != State::Normal {
        return None;
    }
    Promotion::ALL.into_iter().find(|p| {
        matches!(
            (p, piece.letter()),
            (Promotion::Queen, Letter::Q)
                | (Promotion::Rook, Letter::R)
                | (Promotion::Bishop, Letter::B)
                | (Promotion::Knight, Letter::N)
        )
    })
}

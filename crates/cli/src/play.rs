//! `tabula play`: protocol-level moves written with CELL coordinates, applied to a typed position.
//!
//! The move grammar (a nom parser, complete and all-consuming):
//!
//! ```text
//! move    = step | drop
//! step    = cell ( "-" | "+" ) cell [ "=" epin ]    e2-e4, d1+f3, e7-e8=Q
//! drop    = epin "*" cell                           P*e5
//! ```
//!
//! Rule-agnostic: no legality beyond what the protocol itself says (a player moves and drops their own
//! pieces, a capture takes an opponent's piece). Every check runs before anything changes, so a refused move
//! leaves the position as it was.

use nom::branch::alt;
use nom::bytes::complete::{tag, take_while1};
use nom::character::complete::char;
use nom::combinator::{all_consuming, map_res, opt};
use nom::sequence::{preceded, separated_pair};
use nom::{IResult, Parser};
use tabula_cell::{Coordinate, square_index};
use tabula_epin::ExtendedPiece;
use tabula_feen::{Position, QualifiedPiece, Side};

/// One parsed move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Move {
    /// A piece goes from one square to another; `capture` when written with `+`; an optional replacement.
    Step {
        from: Coordinate,
        to: Coordinate,
        capture: bool,
        promote: Option<ExtendedPiece>,
    },
    /// A piece from the mover's hand onto an empty square.
    Drop {
        piece: ExtendedPiece,
        to: Coordinate,
    },
}

fn cell(input: &str) -> IResult<&str, Coordinate> {
    map_res(
        take_while1(|c: char| c.is_ascii_alphanumeric()),
        Coordinate::parse,
    )
    .parse(input)
}

fn token(input: &str) -> IResult<&str, ExtendedPiece> {
    map_res(
        take_while1(|c: char| c.is_ascii_alphabetic() || "+-^'".contains(c)),
        ExtendedPiece::parse,
    )
    .parse(input)
}

fn step(input: &str) -> IResult<&str, Move> {
    (
        cell,
        alt((tag("-"), tag("+"))),
        cell,
        opt(preceded(char('='), token)),
    )
        .map(|(from, how, to, promote)| Move::Step {
            from,
            to,
            capture: how == "+",
            promote,
        })
        .parse(input)
}

fn drop(input: &str) -> IResult<&str, Move> {
    separated_pair(token, char('*'), cell)
        .map(|(piece, to)| Move::Drop { piece, to })
        .parse(input)
}

/// Parses one move.
pub(crate) fn parse(text: &str) -> Result<Move, String> {
    all_consuming(alt((step, drop)))
        .parse_complete(text)
        .map(|(_, parsed)| parsed)
        .map_err(|_| {
            format!(
                "{text}: not a move (expected e.g. e2-e4, d1+f3, e7-e8=Q or P*e5; squares in CELL, pieces in EPIN)"
            )
        })
}

/// What a capture puts in the mover's hand (`--capture-to-hand`): the captured piece on the mover's side,
/// letter and state kept (rule-agnostic: nothing is demoted). A piece of the mover's own style letter takes the
/// mover's style (a shōgi pawn captured in a shōgi game is the capturer's native pawn); a piece of another
/// style keeps it and is derived in the mover's hand, as in feen.md §13 example 15 (a chess pawn kept by the
/// shōgi player is `p'`, QPI `C:p`).
fn into_hand(captured: QualifiedPiece, mover: Side, own: tabula_feen::Style) -> QualifiedPiece {
    let style = if captured.style().letter() == own.letter() {
        own
    } else {
        captured.style()
    };
    QualifiedPiece::new(style, captured.piece().with_side(mover))
}

/// Applies `text` to `position` (which is left untouched on error) and passes the turn.
pub(crate) fn apply(
    position: &Position,
    text: &str,
    capture_to_hand: bool,
) -> Result<Position, String> {
    let parsed = parse(text)?;
    let shape = position.shape().to_vec();
    let mover = position.turn();
    let (first, second) = (*position.first_style(), *position.second_style());
    let own = *position.style(mover);
    let fail = |reason: String| format!("{text}: {reason}");
    let index = |c: Coordinate| {
        square_index(&shape, c).map_err(|e| {
            let reason = e.to_string();
            // Name the square once: some CELL messages already do.
            if reason.contains(&c.to_string()) {
                fail(reason)
            } else {
                fail(format!("{c}: {reason}"))
            }
        })
    };
    let qualify = |t: ExtendedPiece| QualifiedPiece::from_extended(t, first, second);
    let at = |i: usize| position.board().get(i).copied().flatten();
    let next = match parsed {
        Move::Step {
            from,
            to,
            capture,
            promote,
        } => {
            let (a, b) = (index(from)?, index(to)?);
            if a == b {
                return Err(fail(format!("{from} is both the source and the target")));
            }
            let piece = at(a).ok_or_else(|| fail(format!("{from} is empty")))?;
            if piece.side() != mover {
                return Err(fail(format!(
                    "the piece on {from} ({piece}) is the {} player's, and the {mover} player is to move",
                    piece.side()
                )));
            }
            let target = at(b);
            match (capture, target) {
                (false, Some(t)) => {
                    return Err(fail(format!(
                        "{to} is occupied by {t}: write a capture with + ({from}+{to})"
                    )));
                }
                (true, None) => {
                    return Err(fail(format!(
                        "{to} is empty: nothing to capture (write a move with -: {from}-{to})"
                    )));
                }
                (true, Some(t)) if t.side() == mover => {
                    return Err(fail(format!("{to} holds the mover's own piece ({t})")));
                }
                _ => {}
            }
            let placed = match promote {
                Some(token) => {
                    let replacement = qualify(token);
                    if replacement.side() != mover {
                        return Err(fail(format!(
                            "the replacement {token} is not a {mover} player's piece"
                        )));
                    }
                    replacement
                }
                None => piece,
            };
            let mut next = position
                .clone()
                .board_diff([(a, None), (b, Some(placed))])
                .map_err(|e| fail(e.to_string()))?;
            if let (true, Some(captured)) = (capture_to_hand, target) {
                next = next
                    .hand_diff(mover, [(into_hand(captured, mover, own), 1)])
                    .map_err(|e| fail(e.to_string()))?;
            }
            next
        }
        Move::Drop { piece, to } => {
            let dropped = qualify(piece);
            let b = index(to)?;
            if position.hand_count(mover, &dropped) == 0 {
                return Err(fail(format!("{piece} is not in the {mover} player's hand")));
            }
            if let Some(t) = at(b) {
                return Err(fail(format!("{to} is occupied by {t}")));
            }
            position
                .clone()
                .hand_diff(mover, [(dropped, -1)])
                .and_then(|p| p.board_diff([(b, Some(dropped))]))
                .map_err(|e| fail(e.to_string()))?
        }
    };
    Ok(next.toggle())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_parse() {
        let e2 = Coordinate::parse("e2").unwrap();
        let e4 = Coordinate::parse("e4").unwrap();
        assert_eq!(
            parse("e2-e4"),
            Ok(Move::Step {
                from: e2,
                to: e4,
                capture: false,
                promote: None
            })
        );
        assert!(matches!(
            parse("e2+e4"),
            Ok(Move::Step { capture: true, .. })
        ));
        assert!(matches!(
            parse("e7-e8=+Q"),
            Ok(Move::Step {
                promote: Some(_),
                ..
            })
        ));
        assert!(matches!(parse("P*e5"), Ok(Move::Drop { .. })));
        for bad in [
            "", "e2", "e2-", "e2--e4", "e2-e4=", "P*", "*e5", "e2 e4", "e2-e4x", "aaa1-e4",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}

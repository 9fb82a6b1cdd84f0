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

/// The longest move line read from stdin, in bytes (a move is a few bytes; a longer line is refused
/// without being kept).
pub(crate) const MAX_MOVE: usize = 64;

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

/// Parses one move; the error names the move and the part that is wrong.
pub(crate) fn parse(text: &str) -> Result<Move, String> {
    all_consuming(alt((step, drop)))
        .parse_complete(text)
        .map(|(_, parsed)| parsed)
        .map_err(|_| format!("{text}: {}", explain(text)))
}

/// Why `text` (which the grammar refused) is not a move: the first part that does not read, with the
/// notation's own reason, or the expected forms.
fn explain(text: &str) -> String {
    const FORMS: &str = "expected a move such as e2-e4, d1+f3, P*e5 or e7-e8=Q \
                         (squares in CELL, pieces in EPIN)";
    let square = |part: &str| {
        Coordinate::parse(part)
            .err()
            .map(|e| format!("{part:?} is not a CELL coordinate: {e}"))
    };
    let piece = |part: &str| {
        ExtendedPiece::parse(part)
            .err()
            .map(|e| format!("{part:?} is not a piece token (EPIN): {e}"))
    };
    if text.is_empty() {
        return format!("empty move: {FORMS}");
    }
    if let Some((token, target)) = text.split_once('*') {
        if target.contains('=') {
            return "a drop places the piece as written: it takes no =TOKEN".to_owned();
        }
        return piece(token)
            .or_else(|| square(target))
            .unwrap_or_else(|| format!("not a move: {FORMS}"));
    }
    // A step: the source is the run before the first `-` or `+` (a CELL coordinate has neither).
    let Some(at) = text.find(['-', '+']).filter(|&at| at > 0) else {
        return format!("not a move: {FORMS}");
    };
    let (source, rest) = (&text[..at], &text[at + 1..]);
    let (target, replacement) = match rest.split_once('=') {
        Some((target, replacement)) => (target, Some(replacement)),
        None => (rest, None),
    };
    let replacement = replacement.and_then(|r| {
        if r.is_empty() {
            Some("nothing after =: write the replacement piece, as in e7-e8=Q".to_owned())
        } else {
            piece(r)
        }
    });
    square(source)
        .or_else(|| square(target))
        .or(replacement)
        .unwrap_or_else(|| format!("not a move: {FORMS}"))
}

/// How far the board goes along `dimension` (1, 2 or 3) of `size` squares, in CELL terms: "files run from a
/// to h", "ranks run from 1 to 8", "layers run from A to E".
fn extent(dimension: u8, size: usize) -> String {
    let last = u8::try_from(size.saturating_sub(1)).unwrap_or(u8::MAX);
    let letters = |index: u8| {
        Coordinate::new(&[index])
            .map(|c| c.to_string())
            .unwrap_or_default()
    };
    match dimension {
        1 => format!("files run from a to {}", letters(last)),
        2 => format!("ranks run from 1 to {size}"),
        _ => format!("layers run from A to {}", letters(last).to_uppercase()),
    }
}

/// A piece as the user writes it: its EPIN token in this match, or its QPI string when the styles of the
/// match cannot express it.
fn name(piece: QualifiedPiece, first: tabula_feen::Style, second: tabula_feen::Style) -> String {
    piece
        .to_extended(first, second)
        .map_or_else(|_| piece.to_string(), |token| token.to_string())
}

/// What a capture puts in the mover's hand (`--capture-to-hand`): the captured piece on the mover's side,
/// letter and state kept (rule-agnostic: nothing is demoted). A piece of the mover's own style letter takes the
/// mover's style (a shōgi pawn captured in a shōgi game is the capturer's native pawn); a piece of another
/// style keeps it and is derived in the mover's hand, as in an example of the FEEN specification
/// (<https://sashite.dev/specs/feen/1.0.0/>, "Examples": a chess pawn kept by the
/// shōgi player is `p'`, QPI `C:p`).
fn into_hand(captured: QualifiedPiece, mover: Side, own: tabula_feen::Style) -> QualifiedPiece {
    let style = if captured.style().letter() == own.letter() {
        own
    } else {
        captured.style()
    };
    QualifiedPiece::new(style, captured.piece().with_side(mover))
}

/// What `side`'s hand holds, each item written as FEEN writes one (the count before the piece), in the
/// position's order: "it holds 2P S", or "it is empty".
fn held(position: &Position, side: Side, name: impl Fn(QualifiedPiece) -> String) -> String {
    let items: Vec<String> = position
        .hand(side)
        .map(|(p, n)| match n {
            1 => name(*p),
            _ => format!("{n}{}", name(*p)),
        })
        .collect();
    if items.is_empty() {
        "it is empty".to_owned()
    } else {
        format!("it holds {}", items.join(" "))
    }
}

/// The square index of `c` on a board of `shape`, or why there is none.
fn square(shape: &[usize], c: Coordinate) -> Result<usize, String> {
    square_index(shape, c).map_err(|e| match e {
        tabula_cell::Error::OffBoard {
            dimension, size, ..
        } => format!("{c} is off the board: {}", extent(dimension, size)),
        e => {
            let reason = e.to_string();
            // Name the square once: some CELL messages already do.
            if reason.contains(&c.to_string()) {
                reason
            } else {
                format!("{c}: {reason}")
            }
        }
    })
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
    let index = |c: Coordinate| square(&shape, c).map_err(fail);
    let qualify = |t: ExtendedPiece| QualifiedPiece::from_extended(t, first, second);
    let name = |piece: QualifiedPiece| name(piece, first, second);
    let at = |i: usize| position.board().get(i).copied().flatten();
    let mut next = match parsed {
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
                    "the piece on {from} ({}) is the {} player's, and the {mover} player is to move",
                    name(piece),
                    piece.side()
                )));
            }
            let target = at(b);
            match (capture, target) {
                (false, Some(t)) => {
                    return Err(fail(format!(
                        "{to} is occupied by {}: write a capture with + ({from}+{to})",
                        name(t)
                    )));
                }
                (true, None) => {
                    return Err(fail(format!(
                        "{to} is empty: nothing to capture (write a move with -: {from}-{to})"
                    )));
                }
                (true, Some(t)) if t.side() == mover => {
                    return Err(fail(format!(
                        "{to} holds the {mover} player's own piece ({})",
                        name(t)
                    )));
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
            let mut next = position.as_qi().clone();
            next.board_diff([(a, None), (b, Some(placed))])
                .map_err(|e| fail(e.to_string()))?;
            if let (true, Some(captured)) = (capture_to_hand, target) {
                next.hand_diff(mover, [(into_hand(captured, mover, own), 1)])
                    .map_err(|e| fail(e.to_string()))?;
            }
            next
        }
        Move::Drop { piece, to } => {
            let dropped = qualify(piece);
            let b = index(to)?;
            if position.hand_count(mover, &dropped) == 0 {
                let held = held(position, mover, name);
                return Err(fail(format!(
                    "{piece} is not in the {mover} player's hand ({held})"
                )));
            }
            if let Some(t) = at(b) {
                return Err(fail(format!("{to} is occupied by {}", name(t))));
            }
            let mut next = position.as_qi().clone();
            next.hand_diff(mover, [(dropped, -1)])
                .and_then(|()| next.board_diff([(b, Some(dropped))]))
                .map_err(|e| fail(e.to_string()))?;
            next
        }
    };
    next.toggle();
    Position::try_from(next).map_err(|e| fail(e.to_string()))
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

    #[test]
    fn refused_moves_name_the_part_that_does_not_read() {
        let reason = |text: &str| parse(text).unwrap_err();
        assert!(reason("").starts_with(": empty move: expected a move such as e2-e4"));
        assert!(reason("e2e4").starts_with("e2e4: not a move: expected"));
        assert!(reason("a0-a1").starts_with(r#"a0-a1: "a0" is not a CELL coordinate: "#));
        assert!(reason("e2-e4x").starts_with(r#"e2-e4x: "e4x" is not a CELL coordinate: "#));
        assert!(reason("e2--e4").contains(r#""-e4" is not a CELL coordinate"#));
        assert_eq!(
            reason("e2-e4="),
            "e2-e4=: nothing after =: write the replacement piece, as in e7-e8=Q"
        );
        assert!(reason("e2-e4=Q$").starts_with(r#"e2-e4=Q$: "Q$" is not a piece token (EPIN): "#));
        assert!(reason("P*").starts_with(r#"P*: "" is not a CELL coordinate: "#));
        assert!(reason("*e5").starts_with(r#"*e5: "" is not a piece token (EPIN): "#));
        assert!(reason("P$*e5").starts_with(r#"P$*e5: "P$" is not a piece token (EPIN): "#));
        assert!(
            reason("P*e5=Q").ends_with("a drop places the piece as written: it takes no =TOKEN")
        );
        assert!(reason("-e4").starts_with("-e4: not a move: expected"));
        // Every part reads, the whole does not: the expected forms.
        assert!(reason("e2-e4-e6").contains(r#""e4-e6" is not a CELL coordinate"#));
        assert!(reason("P*e5*e6").contains(r#""e5*e6" is not a CELL coordinate"#));
    }

    #[test]
    fn the_extent_of_a_board_is_told_in_cell_terms() {
        assert_eq!(extent(1, 8), "files run from a to h");
        assert_eq!(extent(1, 30), "files run from a to ad");
        assert_eq!(extent(2, 10), "ranks run from 1 to 10");
        assert_eq!(extent(3, 5), "layers run from A to E");
    }
}

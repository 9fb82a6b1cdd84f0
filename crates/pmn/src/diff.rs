//! The reverse of applying: the PMN move between two positions.

// The one-letter names follow the specification's table: s and d the squares, x the actor, y the piece taken,
// a the actor after the move, z the piece entering the hand, p the piece dropped.
#![allow(clippy::many_single_char_names)]

use alloc::vec::Vec;

use tabula_cell::{Coordinate, coordinate_of};
use tabula_epin::ExtendedPiece;
use tabula_qi::Qi;

use crate::{Error, Move, Token};

/// The PMN move whose direct effect turns `before` into `after`, when there is one.
///
/// The forms found are those PMN spells without a rule system: `...`, `s-d`, `s+d`, `+q`, `P*d`, `P.d` and
/// `q=A`, with the `=A` and `/C` suffixes exactly when an identity changes, and the drop piece always
/// written. A special move `~` is never returned (its implicit effects are the rule system's, and the same
/// change is then also some other form or none). Where two forms give the same change, the simpler is
/// returned: a drop-capture that takes back into the hand the very piece it dropped changes the hand by
/// nothing, and is returned as the mutation (or the pass) that has the same effect; a drop-capture that
/// leaves the board as it was is returned on the first square holding the dropped piece.
///
/// For every `a` and every move `m` that applies to it (other than `~` and drops without a piece),
/// `apply(a, diff(a, apply(a, m)))` equals `apply(a, m)`.
///
/// ```
/// use tabula_pmn::{Move, diff, feen};
/// let before = "8/8/8/8/8/8/4P3/8 / C/c".parse::<feen::Position>()?;
/// let after = "8/8/8/8/4P3/8/8/8 / c/C".parse::<feen::Position>()?;
/// assert_eq!(diff(&before, &after)?, "e2-e4".parse::<Move>()?);
/// assert!(diff(&before, &before).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`Error::NoMove`] naming the difference no form explains (shapes, styles, turn, the waiting player's
/// hand, the squares and hand counts that change), or [`Error::NotEncodable`] for a typed piece no EPIN
/// token names.
pub fn diff<P, S>(before: &Qi<P, S>, after: &Qi<P, S>) -> Result<Move, Error>
where
    P: Token<S>,
    S: PartialEq,
{
    if before.shape() != after.shape() {
        return Err(no("the boards have different shapes"));
    }
    if before.first_style() != after.first_style() || before.second_style() != after.second_style()
    {
        return Err(no("the players' styles differ"));
    }
    let side = before.turn();
    if after.turn() != side.flip() {
        return Err(no("the turn does not pass"));
    }
    if !before.hand(side.flip()).eq(after.hand(side.flip())) {
        return Err(no("the waiting player's hand changes"));
    }
    let hand = hand_changes(before, after)?;
    let mut changed = before
        .board()
        .iter()
        .zip(after.board())
        .enumerate()
        .filter(|(_, (b, a))| b != a)
        .map(|(index, (&b, &a))| (index, b, a));
    let first = changed.next();
    let second = changed.next();
    if changed.next().is_some() {
        return Err(no("more than two squares change"));
    }
    let ctx = Ctx { before };
    match (first, second) {
        (None, _) if hand.is_empty() => Ok(Move::Pass),
        (None, _) => ctx.in_place_exchange(&hand),
        (Some((q, b, a)), None) => ctx.one_square(q, b, a, &hand),
        (Some(one), Some(two)) => ctx.two_squares(one, two, &hand),
    }
}

fn no(reason: &'static str) -> Error {
    Error::NoMove { reason }
}

/// The active hand's changes, each by one piece, in the hand's order.
fn hand_changes<P: Ord + Copy, S>(
    before: &Qi<P, S>,
    after: &Qi<P, S>,
) -> Result<Vec<(P, i64)>, Error> {
    let side = before.turn();
    let mut changes = Vec::new();
    let (mut b, mut a) = (before.hand(side).peekable(), after.hand(side).peekable());
    loop {
        let (piece, old, new) = match (b.peek(), a.peek()) {
            (None, None) => break,
            (Some(&(p, n)), None) => {
                b.next();
                (*p, n, 0)
            }
            (None, Some(&(p, n))) => {
                a.next();
                (*p, 0, n)
            }
            (Some(&(p, n)), Some(&(q, m))) => match p.cmp(q) {
                core::cmp::Ordering::Less => {
                    b.next();
                    (*p, n, 0)
                }
                core::cmp::Ordering::Greater => {
                    a.next();
                    (*q, 0, m)
                }
                core::cmp::Ordering::Equal => {
                    b.next();
                    a.next();
                    (*p, n, m)
                }
            },
        };
        if old == new {
            continue;
        }
        if old.abs_diff(new) != 1 || changes.len() == 2 {
            return Err(no(
                "the active player's hand changes by more than one piece each way",
            ));
        }
        changes.push((piece, if new > old { 1 } else { -1 }));
    }
    Ok(changes)
}

struct Ctx<'a, P, S> {
    before: &'a Qi<P, S>,
}

impl<P: Token<S>, S> Ctx<'_, P, S> {
    fn square(&self, index: usize) -> Result<Coordinate, Error> {
        coordinate_of(self.before.shape(), index).map_err(|_| no("a square has no coordinate"))
    }

    fn token(&self, piece: P, square: Option<usize>) -> Result<ExtendedPiece, Error> {
        match piece.to_epin(self.before.first_style(), self.before.second_style()) {
            Some(token) => Ok(token),
            None => Err(Error::NotEncodable {
                square: match square {
                    Some(index) => Some(self.square(index)?),
                    None => None,
                },
            }),
        }
    }

    /// The suffix for a piece that was `old` and is `new`: none when they are the same.
    fn suffix(
        &self,
        old: P,
        new: P,
        square: Option<usize>,
    ) -> Result<Option<ExtendedPiece>, Error> {
        if old == new {
            Ok(None)
        } else {
            self.token(new, square).map(Some)
        }
    }

    fn one_square(
        &self,
        q: usize,
        before: Option<P>,
        after: Option<P>,
        hand: &[(P, i64)],
    ) -> Result<Move, Error> {
        let square = self.square(q)?;
        match (before, after, hand) {
            (Some(_), Some(a), []) => Ok(Move::Mutate {
                square,
                piece: self.token(a, Some(q))?,
            }),
            (Some(y), None, &[(z, 1)]) => Ok(Move::StaticCapture {
                square,
                captured: self.suffix(y, z, None)?,
            }),
            (None, Some(a), &[(p, -1)]) => Ok(Move::Drop {
                piece: Some(self.token(p, None)?),
                to: square,
                actor: self.suffix(p, a, Some(q))?,
            }),
            (Some(y), Some(a), &[(one, d1), (two, _)]) => {
                let (z, p) = if d1 == 1 { (one, two) } else { (two, one) };
                Ok(Move::DropCapture {
                    piece: Some(self.token(p, None)?),
                    to: square,
                    actor: self.suffix(p, a, Some(q))?,
                    captured: self.suffix(y, z, None)?,
                })
            }
            _ => Err(no(
                "one square changes, but not as any form with these hand changes",
            )),
        }
    }

    /// No square changes but the hand takes one piece and gives another: a drop-capture that puts the
    /// same piece back where it took one (`R.a3/P` on an `R`), on the first square that holds it.
    fn in_place_exchange(&self, hand: &[(P, i64)]) -> Result<Move, Error> {
        let &[(one, d1), (two, _)] = hand else {
            return Err(no("only the active player's hand changes"));
        };
        let (z, p) = if d1 == 1 { (one, two) } else { (two, one) };
        let Some(q) = self.before.board().iter().position(|s| *s == Some(p)) else {
            return Err(no("only the active player's hand changes"));
        };
        Ok(Move::DropCapture {
            piece: Some(self.token(p, None)?),
            to: self.square(q)?,
            actor: None,
            captured: self.suffix(p, z, None)?,
        })
    }

    fn two_squares(
        &self,
        one: (usize, Option<P>, Option<P>),
        two: (usize, Option<P>, Option<P>),
        hand: &[(P, i64)],
    ) -> Result<Move, Error> {
        let ((s, x), (d, old, a)) = match (one, two) {
            ((s, Some(x), None), (d, old, Some(a))) | ((d, old, Some(a)), (s, Some(x), None)) => {
                ((s, x), (d, old, a))
            }
            _ => return Err(no("two squares change, but not as one piece moving")),
        };
        let (from, to) = (self.square(s)?, self.square(d)?);
        let actor = self.suffix(x, a, Some(d))?;
        match (old, hand) {
            (None, []) => Ok(Move::Quiet { from, to, actor }),
            (Some(y), &[(z, 1)]) => Ok(Move::Capture {
                from,
                to,
                actor,
                captured: self.suffix(y, z, None)?,
            }),
            _ => Err(no(
                "a piece moves, but the hand does not change as a capture",
            )),
        }
    }
}

//! Applying a move's direct effect to a position: [`apply`], [`apply_with`] and the rule hook.

use alloc::vec::Vec;

use tabula_cell::{Coordinate, square_index};
use tabula_epin::ExtendedPiece;
use tabula_qi::Qi;

use crate::{Error, Move, Part, Token, model};

/// The implicit effects of a special move `s~d`, as a rule system gives them: board changes applied after
/// the actor's displacement, and the piece the move captures (if any), which goes to the active player's
/// hand (or, with a `/C` suffix, `C` does).
///
/// Squares are flat indices of the position's board (FEEN order, see `tabula_cell::square_index`).
///
/// ```
/// use tabula_pmn::Implicit;
/// // Castling e1~g1 on a chess board: the rook goes from h1 (63) to f1 (61).
/// let castle: Implicit<char> = Implicit { board: vec![(63, None), (61, Some('R'))], captured: None };
/// assert_eq!(castle.board.len(), 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Implicit<P> {
    /// Board changes `(square, piece or None)`, applied in order after the actor has moved.
    pub board: Vec<(usize, Option<P>)>,
    /// The piece captured by the implicit effects (the pawn taken en passant), bound for the active hand.
    pub captured: Option<P>,
}

/// What a rule system adds to PMN's direct effects: the implicit effects of a special move `~`, and the
/// piece of a drop written without one (`*e5`, `.b4`). Both default to "unknown", which makes
/// [`apply_with`] refuse the move; [`NoRules`] is that default.
///
/// ```
/// use tabula_pmn::{ExtendedPiece, Implicit, Move, Qi, RuleHook, apply_with};
///
/// /// Chess castling king-side only, for the example.
/// struct Castling;
/// impl RuleHook<ExtendedPiece, char> for Castling {
///     fn special(&self, position: &Qi<ExtendedPiece, char>, from: usize, to: usize) -> Option<Implicit<ExtendedPiece>> {
///         let rook = *position.piece_at(63)?;
///         (from == 60 && to == 62).then(|| Implicit { board: vec![(63, None), (61, Some(rook))], captured: None })
///     }
/// }
///
/// let king: ExtendedPiece = "K^".parse()?;
/// let rook: ExtendedPiece = "R".parse()?;
/// let mut start = Qi::new(&[8, 8], 'C', 'c')?;
/// start.board_diff([(60, Some(king)), (63, Some(rook))])?;
/// let after = apply_with(&start, &"e1~g1".parse()?, &Castling)?;
/// assert_eq!((after.piece_at(62), after.piece_at(61)), (Some(&king), Some(&rook)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait RuleHook<P, S> {
    /// The implicit effects of the special move from square `from` to square `to` (flat indices) in
    /// `position` (before the move), or `None` when the rule system knows none.
    fn special(&self, position: &Qi<P, S>, from: usize, to: usize) -> Option<Implicit<P>> {
        let _ = (position, from, to);
        None
    }

    /// The piece a drop on square `to` without a written piece takes from the active hand, or `None` when
    /// the rule system cannot say.
    fn infer_drop(&self, position: &Qi<P, S>, to: usize) -> Option<P> {
        let _ = (position, to);
        None
    }

    /// Whether a captured piece enters the active player's hand (`true`, PMN's direct effect and the
    /// default) or leaves the game (`false`, for a rule system without hands such as FIDE chess). With
    /// `false`, [`apply_with`] still checks a `/C` suffix (it must name a change) and then discards the
    /// piece, so the hands are never touched by a capture.
    ///
    /// ```
    /// use tabula_pmn::{ExtendedPiece, Qi, RuleHook, apply_with};
    ///
    /// struct NoHands;
    /// impl RuleHook<ExtendedPiece, char> for NoHands {
    ///     fn captures_to_hand(&self) -> bool {
    ///         false
    ///     }
    /// }
    ///
    /// let (rook, knight): (ExtendedPiece, ExtendedPiece) = ("R".parse()?, "n".parse()?);
    /// let mut before = Qi::new(&[8, 8], 'C', 'c')?;
    /// before.board_diff([(56, Some(rook)), (0, Some(knight))])?;
    /// let after = apply_with(&before, &"a1+a8".parse()?, &NoHands)?;
    /// assert_eq!(after.piece_at(0), Some(&rook));
    /// assert_eq!(after.hand_count(tabula_pmn::Side::First, &knight), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn captures_to_hand(&self) -> bool {
        true
    }
}

/// No rule system: special moves and drops without a piece are refused.
///
/// ```
/// use tabula_pmn::{Error, ExtendedPiece, NoRules, Qi, RuleHook};
/// let empty: Qi<ExtendedPiece, char> = Qi::new(&[8], 'C', 'c')?;
/// assert_eq!(NoRules.infer_drop(&empty, 0), None);
/// # Ok::<(), tabula_qi::Error>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NoRules;

impl<P, S> RuleHook<P, S> for NoRules {}

/// Applies the direct effect of `mv` to `position` and passes the turn, without a rule system: see
/// [`apply_with`] (special moves and drops without a piece are refused).
///
/// ```
/// use tabula_pmn::{ExtendedPiece, Qi, apply};
/// let pawn: ExtendedPiece = "P".parse()?;
/// let mut before = Qi::new(&[8, 8], 'C', 'c')?;
/// before.board_diff([(52, Some(pawn))])?;
/// let after = apply(&before, &"e2-e4".parse()?)?;
/// assert_eq!((after.piece_at(52), after.piece_at(36)), (None, Some(&pawn)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`apply_with`].
pub fn apply<P, S>(position: &Qi<P, S>, mv: &Move) -> Result<Qi<P, S>, Error>
where
    P: Token<S>,
    S: Clone,
{
    apply_with(position, mv, &NoRules)
}

/// Applies the direct effect of `mv` to `position`, with the implicit effects `hook` gives, and passes the
/// turn; returns the new position. Every precondition is checked first, so on error nothing was done (and
/// `position`, borrowed, is untouched).
///
/// The direct effects (the PMN specification's forms): `s-d` moves the piece on `s` to the empty `d`; `s+d`
/// puts the piece on `d` into the **active player's hand**, then moves; `s~d` moves, then applies the
/// hook's [`Implicit`] effects; `+q` puts the piece on `q` into the active hand; `P*d` takes `P` from the
/// active hand and puts it on the empty `d`; `P.d` captures on `d` then drops there; `q=A` changes the piece
/// on `q`. `=A` gives the actor's new identity and `/C` the captured piece's identity in the hand; a
/// suffix (or a mutation) that names the identity the piece already has is refused.
///
/// Checks, in this order: source and destination on the board, source occupied, destination empty or
/// occupied as the form needs, the drop piece (written, or inferred by the hook) in the active hand, the
/// suffixes against the pieces, then the hook's effects.
///
/// ```
/// use tabula_pmn::{Error, ExtendedPiece, NoRules, Part, Qi, apply_with};
/// let bishop: ExtendedPiece = "b".parse()?;
/// let silver: ExtendedPiece = "S".parse()?;
/// let mut before = Qi::new(&[9, 9], 'S', 's')?;
/// before.board_diff([(65, Some(silver)), (73, Some(bishop))])?;
/// let after = apply_with(&before, &"c2+b1/B".parse()?, &NoRules)?;
/// assert_eq!(after.hand_count(tabula_pmn::Side::First, &"B".parse()?), 1);
///
/// let e = apply_with(&before, &"c2+b1/b".parse()?, &NoRules).unwrap_err();
/// assert_eq!(e, Error::NoOpSuffix { part: Part::Captured, square: "b1".parse()?, piece: bishop });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`Error::SameSquare`], [`Error::OffBoard`], [`Error::EmptySquare`], [`Error::Occupied`],
/// [`Error::NotInHand`], [`Error::NoOpSuffix`], [`Error::PieceNotInferable`],
/// [`Error::ImplicitEffectsUnknown`], [`Error::NothingCaptured`], [`Error::NotEncodable`], or
/// [`Error::Position`] when the hook's effects do not fit the position.
pub fn apply_with<P, S, H>(position: &Qi<P, S>, mv: &Move, hook: &H) -> Result<Qi<P, S>, Error>
where
    P: Token<S>,
    S: Clone,
    H: RuleHook<P, S> + ?Sized,
{
    let at = At { position };
    let mut plan = Plan::default();
    match *mv {
        Move::Pass => {}
        Move::Quiet { from, to, actor } => {
            let (s, d) = at.pair(from, to)?;
            let x = at.occupied(Part::Source, from, s)?;
            at.empty(to, d)?;
            let placed = at.suffix(Part::Actor, from, x, actor)?;
            plan.board.extend([(s, None), (d, Some(placed))]);
        }
        Move::Capture {
            from,
            to,
            actor,
            captured,
        } => {
            let (s, d) = at.pair(from, to)?;
            let x = at.occupied(Part::Source, from, s)?;
            let y = at.occupied(Part::Destination, to, d)?;
            let placed = at.suffix(Part::Actor, from, x, actor)?;
            let taken = at.suffix(Part::Captured, to, y, captured)?;
            plan.board.extend([(d, None), (s, None), (d, Some(placed))]);
            plan.captured(taken, hook);
        }
        Move::Special {
            from,
            to,
            actor,
            captured,
        } => {
            let (s, d) = at.pair(from, to)?;
            let x = at.occupied(Part::Source, from, s)?;
            let placed = at.suffix(Part::Actor, from, x, actor)?;
            let implicit = hook
                .special(position, s, d)
                .ok_or(Error::ImplicitEffectsUnknown { from, to })?;
            let victim = match (implicit.captured, captured) {
                (Some(victim), _) => Some(at.suffix(Part::Captured, to, victim, captured)?),
                (None, Some(_)) => return Err(Error::NothingCaptured { from, to }),
                (None, None) => None,
            };
            plan.board.extend([(s, None), (d, Some(placed))]);
            plan.board.extend(implicit.board);
            if let Some(piece) = victim {
                plan.captured(piece, hook);
            }
        }
        Move::StaticCapture { square, captured } => {
            let q = at.index(Part::Square, square)?;
            let y = at.occupied(Part::Square, square, q)?;
            let taken = at.suffix(Part::Captured, square, y, captured)?;
            plan.board.push((q, None));
            plan.captured(taken, hook);
        }
        Move::Drop { piece, to, actor } => {
            let d = at.index(Part::Destination, to)?;
            at.empty(to, d)?;
            let dropped = at.drop_piece(piece, to, d, hook)?;
            let placed = at.suffix(Part::Actor, to, dropped, actor)?;
            plan.board.push((d, Some(placed)));
            plan.hand.push((dropped, -1));
        }
        Move::DropCapture {
            piece,
            to,
            actor,
            captured,
        } => {
            let d = at.index(Part::Destination, to)?;
            let y = at.occupied(Part::Destination, to, d)?;
            let dropped = at.drop_piece(piece, to, d, hook)?;
            let placed = at.suffix(Part::Actor, to, dropped, actor)?;
            let taken = at.suffix(Part::Captured, to, y, captured)?;
            plan.board.extend([(d, None), (d, Some(placed))]);
            plan.captured(taken, hook);
            plan.hand.push((dropped, -1));
        }
        Move::Mutate { square, piece } => {
            let q = at.index(Part::Square, square)?;
            let x = at.occupied(Part::Square, square, q)?;
            let placed = at.suffix(Part::Actor, square, x, Some(piece))?;
            plan.board.push((q, Some(placed)));
        }
    }
    model::commit(position, plan.board, plan.hand)
}

/// The changes a move makes, gathered before any is made.
struct Plan<P> {
    board: Vec<(usize, Option<P>)>,
    hand: Vec<(P, i64)>,
}

impl<P> Plan<P> {
    /// A captured piece: into the active hand, unless the rule system says captures leave the game.
    fn captured<S, H: RuleHook<P, S> + ?Sized>(&mut self, piece: P, hook: &H) {
        if hook.captures_to_hand() {
            self.hand.push((piece, 1));
        }
    }
}

impl<P> Default for Plan<P> {
    fn default() -> Self {
        Plan {
            board: Vec::new(),
            hand: Vec::new(),
        }
    }
}

/// The precondition checks against one position.
struct At<'a, P, S> {
    position: &'a Qi<P, S>,
}

impl<P: Token<S>, S> At<'_, P, S> {
    fn resolve(&self, token: ExtendedPiece) -> P {
        P::from_epin(
            token,
            self.position.first_style(),
            self.position.second_style(),
        )
    }

    fn index(&self, part: Part, square: Coordinate) -> Result<usize, Error> {
        square_index(self.position.shape(), square).map_err(|error| Error::OffBoard {
            part,
            square,
            error,
        })
    }

    fn pair(&self, from: Coordinate, to: Coordinate) -> Result<(usize, usize), Error> {
        if from == to {
            let mut buf = [0; Coordinate::MAX_LEN];
            return Err(Error::SameSquare {
                offset: from.encode(&mut buf).len() + 1,
            });
        }
        Ok((
            self.index(Part::Source, from)?,
            self.index(Part::Destination, to)?,
        ))
    }

    fn occupied(&self, part: Part, square: Coordinate, index: usize) -> Result<P, Error> {
        self.position
            .piece_at(index)
            .copied()
            .ok_or(Error::EmptySquare { part, square })
    }

    fn empty(&self, square: Coordinate, index: usize) -> Result<(), Error> {
        match self.position.piece_at(index) {
            None => Ok(()),
            Some(_) => Err(Error::Occupied { square }),
        }
    }

    /// The piece after a suffix: `current` without one; the suffix's piece when it differs from `current`.
    fn suffix(
        &self,
        part: Part,
        square: Coordinate,
        current: P,
        suffix: Option<ExtendedPiece>,
    ) -> Result<P, Error> {
        let Some(token) = suffix else {
            return Ok(current);
        };
        let piece = self.resolve(token);
        if piece == current {
            return Err(Error::NoOpSuffix {
                part,
                square,
                piece: token,
            });
        }
        Ok(piece)
    }

    /// The dropped piece (written or inferred), checked to be in the active hand.
    fn drop_piece<H: RuleHook<P, S> + ?Sized>(
        &self,
        written: Option<ExtendedPiece>,
        to: Coordinate,
        index: usize,
        hook: &H,
    ) -> Result<P, Error> {
        let piece = match written {
            Some(token) => self.resolve(token),
            None => hook
                .infer_drop(self.position, index)
                .ok_or(Error::PieceNotInferable { square: to })?,
        };
        let side = self.position.turn();
        if self.position.hand_count(side, &piece) == 0 {
            let token = written
                .or_else(|| {
                    piece.to_epin(self.position.first_style(), self.position.second_style())
                })
                .ok_or(Error::NotEncodable { square: None })?;
            return Err(Error::NotInHand { side, piece: token });
        }
        Ok(piece)
    }
}

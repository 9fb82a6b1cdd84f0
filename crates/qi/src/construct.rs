//! Building a position from parts: checked, trusted, and from a reader that has checked as it built.

use alloc::collections::BTreeMap;
#[cfg(feature = "serde")]
use alloc::vec::Vec;

#[cfg(feature = "serde")]
use crate::Shape;
use crate::{Error, HandBuilder, Parts, Qi, Side, Trusted, check_board, widen};

impl<P: Ord, S> Qi<P, S> {
    /// A position from its [`Parts`] (the inverse of [`Qi::into_parts`]), checked in one pass, in this
    /// order (the shape is a [`Shape`], checked when it was made): the board length (exactly one entry per square), then each hand
    /// item in order, first hand then second (count ≥ 1, piece not listed twice in the same hand, running
    /// piece total within the squares).
    ///
    /// Decisions: an item with count 0 is **refused** ([`Error::ZeroCount`]): a hand never holds zero,
    /// and [`Qi::hand`] never yields it. A piece listed twice in one hand is **refused**
    /// ([`Error::DuplicatePiece`]): a hand is given as [`Qi::hand`] yields it, one item per piece, so
    /// `from_parts` is the exact inverse of [`Qi::into_parts`] (use [`Qi::hand_diff`] to add counts up).
    /// The same piece may appear in both hands.
    ///
    /// Cost: O(board + hand items × log hand); the board vector is moved in (never copied).
    ///
    /// ```
    /// use tabula_qi::{Error, Parts, Qi, Shape, Side};
    /// let parts = Parts {
    ///     shape: Shape::new(&[2])?,
    ///     board: vec![Some('K'), None],
    ///     first_hand: vec![('P', 1)],
    ///     second_hand: vec![],
    ///     first_style: 'C',
    ///     second_style: 'c',
    ///     turn: Side::Second,
    /// };
    /// let position = Qi::from_parts(parts.clone())?;
    /// assert_eq!(position.piece_count(), 2);
    /// assert_eq!(position.turn(), Side::Second);
    /// assert_eq!(position.into_parts(), parts);
    ///
    /// let too_many = Parts { first_hand: vec![('P', 2)], ..parts };
    /// assert_eq!(Qi::from_parts(too_many), Err(Error::TooManyPieces { pieces: 3, squares: 2 }));
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// The first rule broken: [`Error::BoardLength`], [`Error::ZeroCount`], [`Error::DuplicatePiece`] or [`Error::TooManyPieces`].
    pub fn from_parts(parts: Parts<P, S>) -> Result<Self, Error> {
        let (squares, board_count) = check_board(parts.shape, &parts.board)?;
        let mut pieces = widen(board_count);
        let mut first = HandBuilder::new(Side::First);
        for (piece, count) in parts.first_hand {
            first.push(piece, widen(count), &mut pieces, squares)?;
        }
        let mut second = HandBuilder::new(Side::Second);
        for (piece, count) in parts.second_hand {
            second.push(piece, widen(count), &mut pieces, squares)?;
        }
        let (first, first_count) = first.finish();
        let (second, second_count) = second.finish();
        Ok(Qi {
            shape: parts.shape,
            board: parts.board,
            hands: [first, second],
            hand_counts: [first_count, second_count],
            board_count,
            styles: [parts.first_style, parts.second_style],
            turn: parts.turn,
        })
    }

    /// Builds a position from parts its caller has already checked, without checking them again (see
    /// [`Trusted`] for what the caller vouches for).
    ///
    /// Not part of the public API: this is how a notation crate of this workspace (`tabula-feen`)
    /// builds the position it has just validated, in the same pass, without a second round of checks.
    /// The invariants are asserted with `debug_assert!` in debug builds. Use [`Qi::from_parts`].
    #[doc(hidden)]
    #[must_use]
    pub fn from_trusted(parts: Trusted<P, S>) -> Self {
        let Trusted {
            shape,
            board,
            board_count,
            hands,
            styles,
            turn,
        } = parts;
        let hand_counts = [hands[0].values().sum(), hands[1].values().sum()];
        debug_assert_eq!(shape.square_count(), board.len());
        debug_assert_eq!(board.iter().filter(|s| s.is_some()).count(), board_count);
        debug_assert!(!hands.iter().flat_map(BTreeMap::values).any(|&n| n == 0));
        debug_assert!(
            board_count
                .checked_add(hand_counts[0])
                .and_then(|n: usize| n.checked_add(hand_counts[1]))
                .is_some_and(|n| n <= board.len())
        );
        Qi {
            shape,
            board,
            hands,
            hand_counts,
            board_count,
            styles,
            turn,
        }
    }

    /// Assembles decoded parts: the hands were built by [`HandBuilder`] (counts ≥ 1, no duplicates);
    /// checks the board length and the cardinality invariant.
    #[cfg(feature = "serde")]
    pub(crate) fn from_built(
        shape: Shape,
        board: Vec<Option<P>>,
        hands: [(BTreeMap<P, usize>, usize); 2],
        styles: [S; 2],
        turn: Side,
    ) -> Result<Self, Error> {
        let (_, board_count) = check_board(shape, &board)?;
        let [(first, first_count), (second, second_count)] = hands;
        let position = Qi {
            shape,
            board,
            hands: [first, second],
            hand_counts: [first_count, second_count],
            board_count,
            styles,
            turn,
        };
        position.check_cardinality()?;
        Ok(position)
    }
}

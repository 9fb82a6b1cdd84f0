//! The fields read so far, and the running bounds they imply on the fields still to come.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::marker::PhantomData;

use serde::Deserialize;
use serde::de::{self, MapAccess};

use super::seeds::{BoardSeed, HandSeed};
use crate::{Error, MAX_SQUARES, Qi, Shape, Side, widen};

/// The fields read so far, and the running bounds they imply.
pub(super) struct Partial<P, S> {
    pub(super) shape: Option<Shape>,
    pub(super) board: Option<(Vec<Option<P>>, usize)>,
    pub(super) hands: [Option<(BTreeMap<P, usize>, usize)>; 2],
    pub(super) styles: [Option<S>; 2],
    pub(super) turn: Option<Side>,
}

impl<P: Ord, S> Partial<P, S> {
    pub(super) fn new() -> Self {
        Partial {
            shape: None,
            board: None,
            hands: [None, None],
            styles: [None, None],
            turn: None,
        }
    }

    /// The square bound: the shape's when known, [`MAX_SQUARES`] until then.
    pub(super) fn limit(&self) -> usize {
        self.shape.map_or(MAX_SQUARES, |shape| shape.square_count())
    }

    pub(super) fn board_seed(&self) -> BoardSeed<P> {
        BoardSeed {
            limit: self.limit(),
            shape_known: self.shape.is_some(),
            _piece: PhantomData,
        }
    }

    /// Keeps the board; with the shape already known, a short board is refused at once (a long one was
    /// refused while reading).
    pub(super) fn set_board<E: de::Error>(
        &mut self,
        board: (Vec<Option<P>>, usize),
    ) -> Result<(), E> {
        if let Some(shape) = self.shape {
            if board.0.len() != shape.square_count() {
                return Err(E::custom(Error::BoardLength {
                    expected: shape.square_count(),
                    found: board.0.len(),
                }));
            }
        }
        self.board = Some(board);
        Ok(())
    }

    /// Pieces already read (board and the other hand): the starting point of a hand's running total.
    pub(super) fn pieces_before(&self, side: Side) -> u64 {
        let board = self.board.as_ref().map_or(0, |(_, occupied)| *occupied);
        let other = self.hands[side.flip().index()]
            .as_ref()
            .map_or(0, |(_, total)| *total);
        widen(board).saturating_add(widen(other))
    }

    pub(super) fn read_hand<'de, A: MapAccess<'de>>(
        &mut self,
        side: Side,
        map: &mut A,
    ) -> Result<(), A::Error>
    where
        P: Deserialize<'de>,
    {
        let mut pieces = self.pieces_before(side);
        let hand = map.next_value_seed(HandSeed {
            side,
            pieces: &mut pieces,
            limit: self.limit(),
            _piece: PhantomData,
        })?;
        self.hands[side.index()] = Some(hand);
        Ok(())
    }

    pub(super) fn finish<E: de::Error>(self) -> Result<Qi<P, S>, E> {
        let Partial {
            shape,
            board,
            hands: [first_hand, second_hand],
            styles: [first_style, second_style],
            turn,
        } = self;
        let shape = shape.ok_or_else(|| E::missing_field("shape"))?;
        let (board, _) = board.ok_or_else(|| E::missing_field("board"))?;
        let first_hand = first_hand.ok_or_else(|| E::missing_field("first_hand"))?;
        let second_hand = second_hand.ok_or_else(|| E::missing_field("second_hand"))?;
        let first_style = first_style.ok_or_else(|| E::missing_field("first_style"))?;
        let second_style = second_style.ok_or_else(|| E::missing_field("second_style"))?;
        let turn = turn.ok_or_else(|| E::missing_field("turn"))?;
        Qi::from_built(
            shape,
            board,
            [first_hand, second_hand],
            [first_style, second_style],
            turn,
        )
        .map_err(E::custom)
    }
}

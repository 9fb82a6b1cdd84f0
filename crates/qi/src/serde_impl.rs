//! Serde support (feature `serde`): the logical position, decoded through the same checks as
//! [`Qi::from_parts`], with every bound enforced while the input streams in.
//!
//! Wire form (a struct, fields in this order):
//!
//! ```json
//! {"shape":[2,2],"board":[null,"K",null,null],"first_hand":[["P",2]],"second_hand":[],
//!  "first_style":"C","second_style":"c","turn":"second"}
//! ```

use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer};

use crate::{Error, Qi, Shape, Side};

/// The wire form's field names, in order.
const FIELDS: &[&str] = &[
    "shape",
    "board",
    "first_hand",
    "second_hand",
    "first_style",
    "second_style",
    "turn",
];

mod field;
mod partial;
mod seeds;
mod serialize;

use field::Field;
use partial::Partial;
use seeds::HandSeed;

/// Decodes a map (fields in any order; each exactly once; unknown fields refused) or a 7-element
/// sequence in the field order. Every bound is checked while the input is read: see the crate docs.
impl<'de, P, S> Deserialize<'de> for Qi<P, S>
where
    P: Deserialize<'de> + Ord,
    S: Deserialize<'de>,
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_struct("Qi", FIELDS, QiVisitor(PhantomData))
    }
}

struct QiVisitor<P, S>(PhantomData<(P, S)>);

impl<'de, P, S> Visitor<'de> for QiVisitor<P, S>
where
    P: Deserialize<'de> + Ord,
    S: Deserialize<'de>,
{
    type Value = Qi<P, S>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a Qi position")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Qi<P, S>, A::Error> {
        let mut partial = Partial::new();
        while let Some(field) = map.next_key::<Field>()? {
            let duplicate = || de::Error::duplicate_field(field.name());
            match field {
                Field::Shape => {
                    if partial.shape.is_some() {
                        return Err(duplicate());
                    }
                    let shape = map.next_value::<Shape>()?;
                    // A board read before the shape was bounded by MAX_SQUARES only.
                    if let Some((board, _)) = &partial.board {
                        if board.len() != shape.square_count() {
                            return Err(de::Error::custom(Error::BoardLength {
                                expected: shape.square_count(),
                                found: board.len(),
                            }));
                        }
                    }
                    partial.shape = Some(shape);
                }
                Field::Board => {
                    if partial.board.is_some() {
                        return Err(duplicate());
                    }
                    let board = map.next_value_seed(partial.board_seed())?;
                    partial.set_board(board)?;
                }
                Field::FirstHand | Field::SecondHand => {
                    let side = if matches!(field, Field::FirstHand) {
                        Side::First
                    } else {
                        Side::Second
                    };
                    if partial.hands[side.index()].is_some() {
                        return Err(duplicate());
                    }
                    partial.read_hand(side, &mut map)?;
                }
                Field::FirstStyle | Field::SecondStyle => {
                    let index = usize::from(matches!(field, Field::SecondStyle));
                    if partial.styles[index].is_some() {
                        return Err(duplicate());
                    }
                    partial.styles[index] = Some(map.next_value()?);
                }
                Field::Turn => {
                    if partial.turn.is_some() {
                        return Err(duplicate());
                    }
                    partial.turn = Some(map.next_value()?);
                }
            }
        }
        partial.finish()
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Qi<P, S>, A::Error> {
        let missing = |index: usize| de::Error::invalid_length(index, &"7 Qi fields");
        let mut partial = Partial::new();
        partial.shape = Some(seq.next_element::<Shape>()?.ok_or_else(|| missing(0))?);
        let board = seq
            .next_element_seed(partial.board_seed())?
            .ok_or_else(|| missing(1))?;
        partial.set_board(board)?;
        for side in Side::ALL {
            let mut pieces = partial.pieces_before(side);
            let hand = seq
                .next_element_seed(HandSeed {
                    side,
                    pieces: &mut pieces,
                    limit: partial.limit(),
                    _piece: PhantomData,
                })?
                .ok_or_else(|| missing(2 + side.index()))?;
            partial.hands[side.index()] = Some(hand);
        }
        partial.styles[0] = Some(seq.next_element()?.ok_or_else(|| missing(4))?);
        partial.styles[1] = Some(seq.next_element()?.ok_or_else(|| missing(5))?);
        partial.turn = Some(seq.next_element()?.ok_or_else(|| missing(6))?);
        partial.finish()
    }
}

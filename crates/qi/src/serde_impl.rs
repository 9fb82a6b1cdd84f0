//! Serde support (feature `serde`): the logical position, decoded through the same checks as
//! [`Qi::from_parts`], with every bound enforced while the input streams in.
//!
//! Wire form (a struct, fields in this order):
//!
//! ```json
//! {"shape":[2,2],"board":[null,"K",null,null],"first_hand":[["P",2]],"second_hand":[],
//!  "first_style":"C","second_style":"c","turn":"second"}
//! ```

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use tabula_protocol::Count;

use crate::{Error, HandBuilder, MAX_SQUARES, Nested, Qi, Shape, Side, widen};

const FIELDS: &[&str] = &[
    "shape",
    "board",
    "first_hand",
    "second_hand",
    "first_style",
    "second_style",
    "turn",
];

impl<P: Serialize, S: Serialize> Serialize for Qi<P, S> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        let mut state = serializer.serialize_struct("Qi", FIELDS.len())?;
        state.serialize_field("shape", self.shape())?;
        state.serialize_field("board", self.board())?;
        state.serialize_field("first_hand", &HandList(&self.hands[0]))?;
        state.serialize_field("second_hand", &HandList(&self.hands[1]))?;
        state.serialize_field("first_style", self.first_style())?;
        state.serialize_field("second_style", self.second_style())?;
        state.serialize_field("turn", &self.turn())?;
        state.end()
    }
}

/// A hand as a sequence of `(piece, count)` pairs, in the map's key order.
struct HandList<'a, P>(&'a BTreeMap<P, usize>);

impl<P: Serialize> Serialize for HandList<'_, P> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        serializer.collect_seq(self.0.iter())
    }
}

/// Untagged: a 1-D board is a sequence of squares, a 2-D one a sequence of ranks, a 3-D one a sequence
/// of layers.
impl<P: Serialize> Serialize for Nested<P> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        match self {
            Nested::Rank(rank) => rank.as_slice().serialize(serializer),
            Nested::Ranks(ranks) => serializer.collect_seq(ranks.iter().map(Vec::as_slice)),
            Nested::Layers(layers) => serializer.collect_seq(layers.iter().map(|l| RankList(l))),
        }
    }
}

struct RankList<'a, P>(&'a [Vec<Option<P>>]);

impl<P: Serialize> Serialize for RankList<'_, P> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        serializer.collect_seq(self.0.iter().map(Vec::as_slice))
    }
}

/// A seed that refuses the element it is asked for without reading it: used when a sequence is already
/// at its bound, so an over-long sequence stops before its extra element is parsed.
struct Refuse<'a>(fmt::Arguments<'a>);

impl<'de> DeserializeSeed<'de> for Refuse<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, _: D) -> Result<(), D::Error> {
        Err(de::Error::custom(self.0))
    }
}

/// Reads the flat board, refusing (unread) any square past `limit`, counting occupied squares.
struct BoardSeed<P> {
    limit: usize,
    shape_known: bool,
    _piece: PhantomData<P>,
}

impl<'de, P: Deserialize<'de>> DeserializeSeed<'de> for BoardSeed<P> {
    type Value = (Vec<Option<P>>, usize);

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de, P: Deserialize<'de>> Visitor<'de> for BoardSeed<P> {
    type Value = (Vec<Option<P>>, usize);

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a board of at most {}",
            Count::of(self.limit, "square", "squares")
        )
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        // With the shape known the exact size is allocated once; otherwise grow from a small guess.
        let capacity = if self.shape_known {
            self.limit
        } else {
            seq.size_hint().unwrap_or(0).min(1024)
        };
        let mut board = Vec::with_capacity(capacity);
        let mut occupied = 0usize;
        loop {
            if board.len() == self.limit {
                let limit = self.limit;
                if self.shape_known {
                    seq.next_element_seed(Refuse(format_args!(
                        "the board has more squares than the shape's {limit}"
                    )))?;
                } else {
                    seq.next_element_seed(Refuse(format_args!(
                        "the board has more than {limit} squares"
                    )))?;
                }
                break;
            }
            match seq.next_element::<Option<P>>()? {
                Some(square) => {
                    occupied += usize::from(square.is_some());
                    board.push(square);
                }
                None => break,
            }
        }
        Ok((board, occupied))
    }
}

/// Reads one hand, checking each `[piece, count]` item as it arrives (count ≥ 1, no repeated piece,
/// running piece total within `limit`).
struct HandSeed<'p, P> {
    side: Side,
    pieces: &'p mut u64,
    limit: usize,
    _piece: PhantomData<P>,
}

impl<'de, P: Deserialize<'de> + Ord> DeserializeSeed<'de> for HandSeed<'_, P> {
    type Value = (BTreeMap<P, usize>, usize);

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de, P: Deserialize<'de> + Ord> Visitor<'de> for HandSeed<'_, P> {
    type Value = (BTreeMap<P, usize>, usize);

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a hand: a list of [piece, count] pairs")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut hand = HandBuilder::new(self.side);
        while let Some((piece, count)) = seq.next_element::<(P, u64)>()? {
            hand.push(piece, count, self.pieces, self.limit)
                .map_err(de::Error::custom)?;
        }
        Ok(hand.finish())
    }
}

#[derive(Clone, Copy)]
enum Field {
    Shape,
    Board,
    FirstHand,
    SecondHand,
    FirstStyle,
    SecondStyle,
    Turn,
}

impl Field {
    const ALL: [Field; 7] = [
        Field::Shape,
        Field::Board,
        Field::FirstHand,
        Field::SecondHand,
        Field::FirstStyle,
        Field::SecondStyle,
        Field::Turn,
    ];

    fn name(self) -> &'static str {
        FIELDS[self as usize]
    }
}

impl<'de> Deserialize<'de> for Field {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_identifier(FieldVisitor)
    }
}

struct FieldVisitor;

impl Visitor<'_> for FieldVisitor {
    type Value = Field;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a Qi field name")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<Field, E> {
        FIELDS
            .iter()
            .position(|&field| field == name)
            .map(|index| Field::ALL[index])
            .ok_or_else(|| de::Error::unknown_field(name, FIELDS))
    }

    fn visit_bytes<E: de::Error>(self, name: &[u8]) -> Result<Field, E> {
        match core::str::from_utf8(name) {
            Ok(name) => self.visit_str(name),
            Err(_) => Err(de::Error::invalid_value(de::Unexpected::Bytes(name), &self)),
        }
    }

    fn visit_u64<E: de::Error>(self, index: u64) -> Result<Field, E> {
        usize::try_from(index)
            .ok()
            .and_then(|index| Field::ALL.get(index).copied())
            .ok_or_else(|| de::Error::invalid_value(de::Unexpected::Unsigned(index), &self))
    }
}

/// The fields read so far, and the running bounds they imply.
struct Partial<P, S> {
    shape: Option<Shape>,
    board: Option<(Vec<Option<P>>, usize)>,
    hands: [Option<(BTreeMap<P, usize>, usize)>; 2],
    styles: [Option<S>; 2],
    turn: Option<Side>,
}

impl<P: Ord, S> Partial<P, S> {
    fn new() -> Self {
        Partial {
            shape: None,
            board: None,
            hands: [None, None],
            styles: [None, None],
            turn: None,
        }
    }

    /// The square bound: the shape's when known, [`MAX_SQUARES`] until then.
    fn limit(&self) -> usize {
        self.shape.map_or(MAX_SQUARES, |shape| shape.square_count())
    }

    fn board_seed(&self) -> BoardSeed<P> {
        BoardSeed {
            limit: self.limit(),
            shape_known: self.shape.is_some(),
            _piece: PhantomData,
        }
    }

    /// Keeps the board; with the shape already known, a short board is refused at once (a long one was
    /// refused while reading).
    fn set_board<E: de::Error>(&mut self, board: (Vec<Option<P>>, usize)) -> Result<(), E> {
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
    fn pieces_before(&self, side: Side) -> u64 {
        let board = self.board.as_ref().map_or(0, |(_, occupied)| *occupied);
        let other = self.hands[side.flip().index()]
            .as_ref()
            .map_or(0, |(_, total)| *total);
        widen(board).saturating_add(widen(other))
    }

    fn read_hand<'de, A: MapAccess<'de>>(&mut self, side: Side, map: &mut A) -> Result<(), A::Error>
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

    fn finish<E: de::Error>(self) -> Result<Qi<P, S>, E> {
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

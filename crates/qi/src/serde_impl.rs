//! Serde wire form: `{ "shape": [..], "board": [..flat, null for empty..], "first_hand": [[piece, count]..],
//! "second_hand": [..], "first_style": .., "second_style": .., "turn": "first" | "second" }`.
//!
//! Decoding checks every bound as elements arrive: a shape with a fourth dimension or a size over 255, a
//! board longer than the shape (or than 65,025 squares when the board comes first), or hands with more
//! pieces than the bound are rejected at the offending element, before the rest of the input is read. The
//! result then goes through [`Qi::from_parts`].

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde::ser::{SerializeSeq, SerializeStruct};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{MAX_DIMENSION_SIZE, MAX_DIMENSIONS, MAX_SQUARES, Qi, Side};

impl<P: Serialize + Ord, S: Serialize> Serialize for Qi<P, S> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        let mut state = serializer.serialize_struct("Qi", 7)?;
        state.serialize_field("shape", self.shape())?;
        state.serialize_field("board", self.board())?;
        state.serialize_field("first_hand", &HandList(self, Side::First))?;
        state.serialize_field("second_hand", &HandList(self, Side::Second))?;
        state.serialize_field("first_style", self.first_style())?;
        state.serialize_field("second_style", self.second_style())?;
        state.serialize_field("turn", &self.turn())?;
        state.end()
    }
}

struct HandList<'a, P, S>(&'a Qi<P, S>, Side);

impl<P: Serialize + Ord, S> Serialize for HandList<'_, P, S> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.hand(self.1).len()))?;
        for (piece, count) in self.0.hand(self.1) {
            seq.serialize_element(&(piece, count))?;
        }
        seq.end()
    }
}

/// A sequence read with a hard cap on its length.
struct Bounded<T> {
    limit: usize,
    what: &'static str,
    _marker: PhantomData<T>,
}

impl<T> Bounded<T> {
    fn new(limit: usize, what: &'static str) -> Self {
        Bounded {
            limit,
            what,
            _marker: PhantomData,
        }
    }
}

impl<'de, T: Deserialize<'de>> DeserializeSeed<'de> for Bounded<T> {
    type Value = Vec<T>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Vec<T>, D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de, T: Deserialize<'de>> Visitor<'de> for Bounded<T> {
    type Value = Vec<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a list of at most {} {}", self.limit, self.what)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(self.limit).min(1024));
        while let Some(item) = seq.next_element()? {
            if items.len() == self.limit {
                return Err(de::Error::custom(format_args!(
                    "more than {} {}",
                    self.limit, self.what
                )));
            }
            items.push(item);
        }
        Ok(items)
    }
}

/// One shape dimension, checked as it is read.
struct Dimension(usize);

impl<'de> Deserialize<'de> for Dimension {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let size = usize::deserialize(deserializer)?;
        if size == 0 || size > MAX_DIMENSION_SIZE {
            return Err(de::Error::custom(format_args!(
                "dimension size {size}; each dimension must be 1 to 255"
            )));
        }
        Ok(Dimension(size))
    }
}

/// A hand item `[piece, count]` with the count checked against the square bound.
struct Item<P>(P, usize);

impl<'de, P: Deserialize<'de>> Deserialize<'de> for Item<P> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let (piece, count) = <(P, usize)>::deserialize(deserializer)?;
        if count == 0 || count > MAX_SQUARES {
            return Err(de::Error::custom(format_args!(
                "hand count {count}; must be 1 to 65025"
            )));
        }
        Ok(Item(piece, count))
    }
}

impl<'de, P: Deserialize<'de> + Ord, S: Deserialize<'de>> Deserialize<'de> for Qi<P, S> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        const FIELDS: &[&str] = &[
            "shape",
            "board",
            "first_hand",
            "second_hand",
            "first_style",
            "second_style",
            "turn",
        ];
        deserializer.deserialize_struct("Qi", FIELDS, QiVisitor(PhantomData))
    }
}

struct QiVisitor<P, S>(PhantomData<(P, S)>);

impl<'de, P: Deserialize<'de> + Ord, S: Deserialize<'de>> Visitor<'de> for QiVisitor<P, S> {
    type Value = Qi<P, S>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a Qi position")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Qi<P, S>, A::Error> {
        let mut shape: Option<Vec<usize>> = None;
        let mut board: Option<Vec<Option<P>>> = None;
        let mut hands: [Option<Vec<Item<P>>>; 2] = [None, None];
        let mut styles: [Option<S>; 2] = [None, None];
        let mut turn: Option<Side> = None;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "shape" => {
                    let dims = map
                        .next_value_seed(Bounded::<Dimension>::new(MAX_DIMENSIONS, "dimensions"))?;
                    let squares = dims.iter().fold(1usize, |n, d| n.saturating_mul(d.0));
                    if squares > MAX_SQUARES {
                        return Err(de::Error::custom(format_args!(
                            "{squares} squares; at most 65025"
                        )));
                    }
                    shape = Some(dims.into_iter().map(|d| d.0).collect());
                }
                "board" => {
                    let limit = shape
                        .as_ref()
                        .map_or(MAX_SQUARES, |s| s.iter().product::<usize>());
                    board = Some(map.next_value_seed(Bounded::new(limit, "squares"))?);
                }
                "first_hand" => {
                    hands[0] = Some(map.next_value_seed(Bounded::new(MAX_SQUARES, "hand items"))?);
                }
                "second_hand" => {
                    hands[1] = Some(map.next_value_seed(Bounded::new(MAX_SQUARES, "hand items"))?);
                }
                "first_style" => styles[0] = Some(map.next_value()?),
                "second_style" => styles[1] = Some(map.next_value()?),
                "turn" => turn = Some(map.next_value()?),
                other => return Err(de::Error::unknown_field(other, &[])),
            }
        }
        let shape = shape.ok_or_else(|| de::Error::missing_field("shape"))?;
        let board = board.ok_or_else(|| de::Error::missing_field("board"))?;
        let [first_hand, second_hand] = hands;
        let [first_style, second_style] = styles;
        Qi::from_parts(
            &shape,
            board,
            first_hand
                .unwrap_or_default()
                .into_iter()
                .map(|Item(p, n)| (p, n)),
            second_hand
                .unwrap_or_default()
                .into_iter()
                .map(|Item(p, n)| (p, n)),
            first_style.ok_or_else(|| de::Error::missing_field("first_style"))?,
            second_style.ok_or_else(|| de::Error::missing_field("second_style"))?,
            turn.ok_or_else(|| de::Error::missing_field("turn"))?,
        )
        .map_err(de::Error::custom)
    }
}

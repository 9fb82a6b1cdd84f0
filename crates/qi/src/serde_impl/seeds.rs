//! The bounded readers of the board and the hands: each element is checked as it arrives, and an element
//! past a bound is refused unread.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, DeserializeSeed, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer};

use tabula_protocol::Count;

use crate::{HandBuilder, Side};

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
pub(super) struct BoardSeed<P> {
    pub(super) limit: usize,
    pub(super) shape_known: bool,
    pub(super) _piece: PhantomData<P>,
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
pub(super) struct HandSeed<'p, P> {
    pub(super) side: Side,
    pub(super) pieces: &'p mut u64,
    pub(super) limit: usize,
    pub(super) _piece: PhantomData<P>,
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

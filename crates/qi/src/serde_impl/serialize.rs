//! Serializing: the position as a struct of its seven fields, hands as `[piece, count]` lists, the board
//! flat.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

use super::FIELDS;
use crate::{Nested, Qi};

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

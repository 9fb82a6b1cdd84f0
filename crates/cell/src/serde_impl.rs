//! serde support (feature `serde`): a [`Coordinate`] and a [`Location`] are their canonical strings.

use core::fmt;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{Coordinate, Location};

/// As its canonical string (`"e4"`).
impl Serialize for Coordinate {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut buf = [0; Coordinate::MAX_LEN];
        serializer.serialize_str(self.encode(&mut buf))
    }
}

/// As its canonical string (`"*"`, `"e4"`).
impl Serialize for Location {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut buf = [0; Coordinate::MAX_LEN];
        serializer.serialize_str(self.encode(&mut buf))
    }
}

struct CoordinateVisitor;

impl Visitor<'_> for CoordinateVisitor {
    type Value = Coordinate;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a CELL coordinate such as \"e4\"")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Coordinate, E> {
        Coordinate::parse(v).map_err(E::custom)
    }

    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<Coordinate, E> {
        Coordinate::parse_bytes(v).map_err(E::custom)
    }
}

/// From a string, with the parser's checks and error message.
impl<'de> Deserialize<'de> for Coordinate {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(CoordinateVisitor)
    }
}

struct LocationVisitor;

impl Visitor<'_> for LocationVisitor {
    type Value = Location;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a CELL coordinate such as \"e4\", or \"*\" for the hand")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Location, E> {
        Location::parse(v).map_err(E::custom)
    }

    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<Location, E> {
        Location::parse_bytes(v).map_err(E::custom)
    }
}

/// From a string, with the parser's checks and error message.
impl<'de> Deserialize<'de> for Location {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(LocationVisitor)
    }
}

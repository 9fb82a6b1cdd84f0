//! The field names of the wire form, read as names, bytes or indices.

use core::fmt;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer};

use super::FIELDS;

#[derive(Clone, Copy)]
pub(super) enum Field {
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

    pub(super) fn name(self) -> &'static str {
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

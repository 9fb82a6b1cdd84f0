//! The streaming reader: serde visitors that check every rule of PON while the JSON is being read, so
//! the first problem stops the read and no value is ever built beyond the bounds.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use tabula_epin::ExtendedPiece;
use tabula_qpi::{Side, Style};

use crate::board::Board;

mod board;
mod sides;
use crate::error::{Error, Found, Path, Segment, excerpt};
use crate::{MAX_INPUT_LEN, Pon, order};
use board::Level;
use sides::{Sides, Turn};

/// What the read has found so far, and the first error.
#[derive(Default)]
pub(crate) struct Ctx {
    /// Where the value being read sits.
    path: Vec<Segment>,
    /// The first error met (the one reported; serde only carries its message).
    error: Option<Error>,
    squares: Vec<Option<ExtendedPiece>>,
    ranks: Vec<usize>,
    layers: Vec<usize>,
    /// The depth of the squares (the number of dimensions), set by the first square.
    depth: Option<usize>,
    board_pieces: usize,
    board_read: bool,
    hands: [Vec<ExtendedPiece>; 2],
    styles: [Option<Style>; 2],
    turn: Option<Side>,
}

impl Ctx {
    /// Records `error` (if it is the first) and returns the serde error that stops the read.
    fn fail<E: de::Error>(&mut self, error: Error) -> E {
        let message = error.to_string();
        self.error.get_or_insert(error);
        E::custom(message)
    }

    fn path(&self) -> Path {
        Path::new(self.path.clone())
    }

    fn pieces(&self) -> usize {
        self.board_pieces
            .saturating_add(self.hands[0].len())
            .saturating_add(self.hands[1].len())
    }

    /// The position read, once the document is complete: the cardinality rule, then the parts.
    fn finish(self) -> Result<Pon, Error> {
        let squares = self.squares.len();
        let pieces = self.pieces();
        if pieces > squares {
            return Err(Error::TooManyPieces { pieces, squares });
        }
        let missing = |field| Error::MissingField {
            path: Path::root(),
            field,
        };
        let board = Board::from_parts(
            self.depth.ok_or_else(|| missing("board"))?,
            self.squares,
            self.ranks,
            self.layers,
        );
        let [first, second] = self.styles;
        let [first_hand, second_hand] = self.hands;
        Ok(Pon {
            board,
            hands: [order::canonical(first_hand), order::canonical(second_hand)],
            styles: [
                first.ok_or_else(|| missing("styles"))?,
                second.ok_or_else(|| missing("styles"))?,
            ],
            turn: self.turn.ok_or_else(|| missing("turn"))?,
        })
    }
}

/// Reads one PON document from JSON text.
pub(crate) fn from_slice(bytes: &[u8]) -> Result<Pon, Error> {
    if bytes.len() > MAX_INPUT_LEN {
        return Err(Error::TooLarge { len: bytes.len() });
    }
    let mut ctx = Ctx::default();
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    let result = Visit(Root { ctx: &mut ctx })
        .deserialize(&mut deserializer)
        .and_then(|()| deserializer.end());
    if let Some(error) = ctx.error.take() {
        return Err(error);
    }
    result.map_err(|e| {
        let (line, column) = (e.line(), e.column());
        let text = e.to_string();
        let suffix = format!(" at line {line} column {column}");
        let message = text.strip_suffix(&suffix).unwrap_or(&text).to_owned();
        Error::Json {
            line,
            column,
            message,
        }
    })?;
    ctx.finish()
}

/// Reads one PON document from any serde deserializer (the `Deserialize` impl of [`Pon`]).
pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Pon, D::Error> {
    let mut ctx = Ctx::default();
    Visit(Root { ctx: &mut ctx }).deserialize(deserializer)?;
    ctx.finish().map_err(de::Error::custom)
}

/// One kind of value the document calls for at some place. Each handler defaults to "wrong type".
trait Expect<'de>: Sized {
    type Value;
    /// What is expected, in words (for [`Error::WrongType`]).
    const EXPECTED: &'static str;

    fn ctx(&mut self) -> &mut Ctx;

    fn wrong<E: de::Error>(mut self, found: Found) -> E {
        let path = self.ctx().path();
        self.ctx().fail(Error::WrongType {
            path,
            expected: Self::EXPECTED,
            found,
        })
    }
    fn null<E: de::Error>(self) -> Result<Self::Value, E> {
        Err(self.wrong(Found::Null))
    }
    fn string<E: de::Error>(self, _text: &str) -> Result<Self::Value, E> {
        Err(self.wrong(Found::String))
    }
    fn array<A: SeqAccess<'de>>(self, _seq: A) -> Result<Self::Value, A::Error> {
        Err(self.wrong(Found::Array))
    }
    fn object<A: MapAccess<'de>>(self, _map: A) -> Result<Self::Value, A::Error> {
        Err(self.wrong(Found::Object))
    }
}

/// The serde side of an [`Expect`]: a seed and a visitor that sends every JSON type to its handler.
struct Visit<T>(T);

impl<'de, T: Expect<'de>> DeserializeSeed<'de> for Visit<T> {
    type Value = T::Value;
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<T::Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de, T: Expect<'de>> Visitor<'de> for Visit<T> {
    type Value = T::Value;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(T::EXPECTED)
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<T::Value, E> {
        Err(self.0.wrong(Found::Boolean))
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<T::Value, E> {
        Err(self.0.wrong(Found::Number))
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<T::Value, E> {
        Err(self.0.wrong(Found::Number))
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<T::Value, E> {
        Err(self.0.wrong(Found::Number))
    }
    fn visit_str<E: de::Error>(self, text: &str) -> Result<T::Value, E> {
        self.0.string(text)
    }
    fn visit_bytes<E: de::Error>(self, _: &[u8]) -> Result<T::Value, E> {
        Err(self.0.wrong(Found::String))
    }
    fn visit_unit<E: de::Error>(self) -> Result<T::Value, E> {
        self.0.null()
    }
    fn visit_none<E: de::Error>(self) -> Result<T::Value, E> {
        self.0.null()
    }
    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<T::Value, D::Error> {
        deserializer.deserialize_any(self)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<T::Value, A::Error> {
        self.0.array(seq)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T::Value, A::Error> {
        self.0.object(map)
    }
}

/// A member name of an object with the members `fields`: its index, or an unknown-member error.
struct Key<'c> {
    ctx: &'c mut Ctx,
    fields: &'static [&'static str],
}

impl<'de> DeserializeSeed<'de> for Key<'_> {
    type Value = usize;
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<usize, D::Error> {
        deserializer.deserialize_str(self)
    }
}

impl Visitor<'_> for Key<'_> {
    type Value = usize;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a member name")
    }
    fn visit_str<E: de::Error>(self, name: &str) -> Result<usize, E> {
        if let Some(index) = self.fields.iter().position(|field| *field == name) {
            return Ok(index);
        }
        let path = self.ctx.path();
        Err(self.ctx.fail(Error::UnknownField {
            path,
            field: excerpt(name),
        }))
    }
}

/// Reads the members of an object whose members are exactly `fields`: unknown and repeated members are
/// refused as they come, missing ones when the object closes. `each` reads the value of member `i`.
fn members<'de, A: MapAccess<'de>>(
    ctx: &mut Ctx,
    map: &mut A,
    fields: &'static [&'static str],
    mut each: impl FnMut(&mut Ctx, &mut A, usize) -> Result<(), A::Error>,
) -> Result<(), A::Error> {
    let mut seen = 0u8;
    while let Some(index) = map.next_key_seed(Key {
        ctx: &mut *ctx,
        fields,
    })? {
        if seen & (1 << index) != 0 {
            let path = ctx.path();
            return Err(ctx.fail(Error::DuplicateField {
                path,
                field: fields[index],
            }));
        }
        seen |= 1 << index;
        ctx.path.push(Segment::Key(fields[index]));
        each(ctx, map, index)?;
        ctx.path.pop();
    }
    if let Some(index) = (0..fields.len()).find(|i| seen & (1 << i) == 0) {
        let path = ctx.path();
        return Err(ctx.fail(Error::MissingField {
            path,
            field: fields[index],
        }));
    }
    Ok(())
}

const SIDES: &[&str] = &["first", "second"];

/// The top-level object.
struct Root<'c> {
    ctx: &'c mut Ctx,
}

impl<'de> Expect<'de> for Root<'_> {
    type Value = ();
    const EXPECTED: &'static str = "an object";
    fn ctx(&mut self) -> &mut Ctx {
        self.ctx
    }
    fn object<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let fields = &["board", "hands", "styles", "turn"];
        members(self.ctx, &mut map, fields, |ctx, map, index| match index {
            0 => {
                map.next_value_seed(Visit(Level { ctx, depth: 1 }))?;
                ctx.board_read = true;
                Ok(())
            }
            1 => map.next_value_seed(Visit(Sides { ctx, hands: true })),
            2 => map.next_value_seed(Visit(Sides { ctx, hands: false })),
            _ => map.next_value_seed(Visit(Turn { ctx })),
        })
    }
}

/// `text` as an EPIN token, or the error at the current path.
fn piece<E: de::Error>(ctx: &mut Ctx, text: &str) -> Result<ExtendedPiece, E> {
    ExtendedPiece::parse(text).map_err(|source| {
        let path = ctx.path();
        ctx.fail(Error::InvalidPiece {
            path,
            text: excerpt(text),
            source,
        })
    })
}

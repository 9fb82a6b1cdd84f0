//! Reading the board: arrays nested by dimension, every square at the same depth, within the bounds of the
//! position model.

use serde::de::{self, SeqAccess};
use tabula_epin::ExtendedPiece;
use tabula_qi::{MAX_DIMENSION_SIZE, MAX_DIMENSIONS, MAX_SQUARES};

use super::{Ctx, Expect, Visit, piece};
use crate::error::{Error, Found, Path, Segment};

/// An array of the board at nesting `depth` (the board itself is depth 1).
pub(super) struct Level<'c> {
    pub(super) ctx: &'c mut Ctx,
    pub(super) depth: usize,
}

impl<'de> Expect<'de> for Level<'_> {
    type Value = ();
    const EXPECTED: &'static str = "an array";
    fn ctx(&mut self) -> &mut Ctx {
        self.ctx
    }
    fn array<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let (ctx, depth) = (self.ctx, self.depth);
        let mut len = 0;
        loop {
            ctx.path.push(Segment::Index(len));
            let element = Element {
                ctx: &mut *ctx,
                depth,
                index: len,
            };
            let more = seq.next_element_seed(Visit(element))?;
            ctx.path.pop();
            if more.is_none() {
                break;
            }
            len += 1;
        }
        if len == 0 {
            let path = ctx.path();
            return Err(ctx.fail(Error::EmptyArray { path }));
        }
        // A non-empty array that was read has squares below it, so the depth is known.
        let squares_at = ctx.depth.unwrap_or(depth);
        if depth == squares_at {
            ctx.ranks.push(len);
        } else if depth + 1 == squares_at {
            ctx.layers.push(len);
        }
        Ok(())
    }
}

/// An element of a board array at nesting `depth`: a square (`null` or an EPIN string) or a deeper array.
struct Element<'c> {
    ctx: &'c mut Ctx,
    depth: usize,
    index: usize,
}

impl Element<'_> {
    /// The checks every element passes first: its array's size, then its depth against the squares'.
    fn check<E: de::Error>(&mut self, found: Found) -> Result<(), E> {
        if self.index >= MAX_DIMENSION_SIZE {
            let mut path = self.ctx.path();
            path = Path::new(path.segments()[..path.segments().len() - 1].to_vec());
            return Err(self.ctx.fail(Error::DimensionTooLarge { path }));
        }
        let square = !matches!(found, Found::Array);
        let (incoherent, expected) = match self.ctx.depth {
            Some(depth) if square => (depth != self.depth, "an array"),
            Some(depth) => (depth == self.depth, "a square"),
            None => (false, ""),
        };
        if incoherent {
            let path = self.ctx.path();
            return Err(self.ctx.fail(Error::Incoherent {
                path,
                expected,
                found,
            }));
        }
        Ok(())
    }

    /// Adds a square (after [`Element::check`]).
    fn square<E: de::Error>(self, square: Option<ExtendedPiece>) -> Result<(), E> {
        let ctx = self.ctx;
        if ctx.squares.len() >= MAX_SQUARES {
            let path = ctx.path();
            return Err(ctx.fail(Error::TooManySquares { path }));
        }
        ctx.depth = Some(self.depth);
        ctx.board_pieces += usize::from(square.is_some());
        ctx.squares.push(square);
        Ok(())
    }
}

impl<'de> Expect<'de> for Element<'_> {
    type Value = ();
    const EXPECTED: &'static str = "a square (null or an EPIN string) or an array";
    fn ctx(&mut self) -> &mut Ctx {
        self.ctx
    }
    fn wrong<E: de::Error>(mut self, found: Found) -> E {
        if let Err(error) = self.check::<E>(found) {
            return error;
        }
        let path = self.ctx.path();
        self.ctx.fail(Error::WrongType {
            path,
            expected: Self::EXPECTED,
            found,
        })
    }
    fn null<E: de::Error>(mut self) -> Result<(), E> {
        self.check(Found::Null)?;
        self.square(None)
    }
    fn string<E: de::Error>(mut self, text: &str) -> Result<(), E> {
        self.check(Found::String)?;
        let piece = piece(self.ctx, text)?;
        self.square(Some(piece))
    }
    fn array<A: SeqAccess<'de>>(mut self, seq: A) -> Result<(), A::Error> {
        self.check(Found::Array)?;
        if self.depth >= MAX_DIMENSIONS {
            let path = self.ctx.path();
            return Err(self.ctx.fail(Error::TooManyDimensions { path }));
        }
        Level {
            ctx: self.ctx,
            depth: self.depth + 1,
        }
        .array(seq)
    }
}

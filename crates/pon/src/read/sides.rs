//! Reading `hands`, `styles` and `turn`.

use serde::de::{self, MapAccess, SeqAccess};
use tabula_epin::ExtendedPiece;
use tabula_qi::MAX_SQUARES;
use tabula_qpi::{Side, Style};

use super::{Ctx, Expect, SIDES, Visit, members, piece};
use crate::error::{Error, Segment, excerpt};

/// `hands` or `styles`: an object with the members `first` and `second`.
pub(super) struct Sides<'c> {
    pub(super) ctx: &'c mut Ctx,
    pub(super) hands: bool,
}

impl<'de> Expect<'de> for Sides<'_> {
    type Value = ();
    const EXPECTED: &'static str = "an object with the members \"first\" and \"second\"";
    fn ctx(&mut self) -> &mut Ctx {
        self.ctx
    }
    fn object<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let hands = self.hands;
        members(self.ctx, &mut map, SIDES, |ctx, map, index| {
            let side = if index == 0 {
                Side::First
            } else {
                Side::Second
            };
            if hands {
                map.next_value_seed(Visit(Hand { ctx, side }))
            } else {
                map.next_value_seed(Visit(StyleOf { ctx, side }))
            }
        })
    }
}

/// One hand: an array of EPIN strings, one per piece.
struct Hand<'c> {
    ctx: &'c mut Ctx,
    side: Side,
}

impl<'de> Expect<'de> for Hand<'_> {
    type Value = ();
    const EXPECTED: &'static str = "an array of EPIN strings";
    fn ctx(&mut self) -> &mut Ctx {
        self.ctx
    }
    fn array<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let (ctx, side) = (self.ctx, self.side);
        let mut index = 0;
        loop {
            ctx.path.push(Segment::Index(index));
            let item = seq.next_element_seed(Visit(HandItem { ctx: &mut *ctx }))?;
            let Some(piece) = item else {
                ctx.path.pop();
                return Ok(());
            };
            ctx.hands[side.index()].push(piece);
            // Streaming bound: the board's squares once it is read, Tabula's largest board before.
            let bound = if ctx.board_read {
                ctx.squares.len()
            } else {
                MAX_SQUARES
            };
            let pieces = ctx.pieces();
            if pieces > bound {
                return Err(ctx.fail(Error::TooManyPieces {
                    pieces,
                    squares: bound,
                }));
            }
            ctx.path.pop();
            index += 1;
        }
    }
}

/// A hand item: an EPIN string.
struct HandItem<'c> {
    ctx: &'c mut Ctx,
}

impl Expect<'_> for HandItem<'_> {
    type Value = ExtendedPiece;
    const EXPECTED: &'static str = "an EPIN string";
    fn ctx(&mut self) -> &mut Ctx {
        self.ctx
    }
    fn string<E: de::Error>(self, text: &str) -> Result<ExtendedPiece, E> {
        piece(self.ctx, text)
    }
}

/// `styles.first` or `styles.second`: a SIN string of the side's case.
struct StyleOf<'c> {
    ctx: &'c mut Ctx,
    side: Side,
}

impl Expect<'_> for StyleOf<'_> {
    type Value = ();
    const EXPECTED: &'static str = "a SIN string";
    fn ctx(&mut self) -> &mut Ctx {
        self.ctx
    }
    fn string<E: de::Error>(self, text: &str) -> Result<(), E> {
        let (ctx, side) = (self.ctx, self.side);
        let path = ctx.path();
        let style = match Style::parse(text) {
            Ok(style) => style,
            Err(source) => {
                return Err(ctx.fail(Error::InvalidStyle {
                    path,
                    text: excerpt(text),
                    source,
                }));
            }
        };
        if style.side() != side {
            return Err(ctx.fail(Error::StyleSideMismatch { path, side, style }));
        }
        ctx.styles[side.index()] = Some(style);
        Ok(())
    }
}

/// `turn`: `"first"` or `"second"`.
pub(super) struct Turn<'c> {
    pub(super) ctx: &'c mut Ctx,
}

impl Expect<'_> for Turn<'_> {
    type Value = ();
    const EXPECTED: &'static str = "the string \"first\" or \"second\"";
    fn ctx(&mut self) -> &mut Ctx {
        self.ctx
    }
    fn string<E: de::Error>(self, text: &str) -> Result<(), E> {
        self.ctx.turn = Some(match text {
            "first" => Side::First,
            "second" => Side::Second,
            _ => {
                let path = self.ctx.path();
                return Err(self.ctx.fail(Error::InvalidTurn {
                    path,
                    text: excerpt(text),
                }));
            }
        });
        Ok(())
    }
}

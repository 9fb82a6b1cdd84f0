//! Every place where this crate builds a `Qi` position or calls the FEEN reader and writer: the
//! conversions PON ↔ `Qi` and PON ↔ FEEN.

use std::collections::BTreeMap;

use tabula_epin::ExtendedPiece;
use tabula_feen::Position;
use tabula_qi::{Parts, Qi};
use tabula_qpi::{QualifiedPiece, Side, Style};

use crate::board::Board;
use crate::error::{Error, Path, Segment};
use crate::{Pon, order};

/// A `Qi` position of EPIN tokens as written.
pub(crate) type TokenQi = Qi<ExtendedPiece, Style>;

/// The typed position as a `Qi`.
fn qi_of(position: &Position) -> &Qi<QualifiedPiece, Style> {
    position.as_qi()
}

/// A typed position from its `Qi`: refused when FEEN cannot write it.
fn position_of(qi: Qi<QualifiedPiece, Style>) -> Result<Position, Error> {
    Position::try_from(qi).map_err(Error::FeenEmit)
}

/// A hand as `(piece, count)` items.
fn counts<P: Ord>(pieces: impl IntoIterator<Item = P>) -> BTreeMap<P, usize> {
    let mut counts = BTreeMap::new();
    for piece in pieces {
        *counts.entry(piece).or_insert(0) += 1;
    }
    counts
}

/// The position of `pon` with pieces converted by `convert`.
fn build<P: Ord + Clone>(
    pon: &Pon,
    convert: impl Fn(ExtendedPiece) -> P,
) -> Result<Qi<P, Style>, Error> {
    let board = pon.board();
    let Some(shape) = board.shape() else {
        return Err(Error::BoardNotRegular {
            path: board.irregular_at().unwrap_or_default(),
        });
    };
    let squares = board
        .squares()
        .iter()
        .map(|square| square.map(&convert))
        .collect();
    let hand = |side| counts(pon.hand(side).iter().map(|&piece| convert(piece)));
    Qi::from_parts(Parts {
        shape,
        board: squares,
        first_hand: hand(Side::First).into_iter().collect(),
        second_hand: hand(Side::Second).into_iter().collect(),
        first_style: *pon.first_style(),
        second_style: *pon.second_style(),
        turn: pon.turn(),
    })
    .map_err(Error::Model)
}

pub(crate) fn to_token_qi(pon: &Pon) -> Result<TokenQi, Error> {
    build(pon, |piece| piece)
}

pub(crate) fn to_position(pon: &Pon) -> Result<Position, Error> {
    let (first, second) = (*pon.first_style(), *pon.second_style());
    position_of(build(pon, |piece| {
        QualifiedPiece::from_extended(piece, first, second)
    })?)
}

/// The styles of a position, checked against their sides.
fn styles(first: Style, second: Style) -> Result<[Style; 2], Error> {
    for (side, style) in [(Side::First, first), (Side::Second, second)] {
        if style.side() != side {
            return Err(Error::StyleSideMismatch {
                path: Path::new(vec![Segment::Key("styles"), Segment::Key(side.as_str())]),
                side,
                style,
            });
        }
    }
    Ok([first, second])
}

/// The PON of a `Qi` position whose pieces `convert` writes as EPIN tokens.
fn from_qi<P>(
    qi: &Qi<P, Style>,
    convert: impl Fn(&P) -> Result<ExtendedPiece, Error>,
) -> Result<Pon, Error> {
    let styles = styles(*qi.first_style(), *qi.second_style())?;
    let squares = qi
        .board()
        .iter()
        .map(|square| square.as_ref().map(&convert).transpose())
        .collect::<Result<Vec<_>, Error>>()?;
    let hand = |side| -> Result<Vec<ExtendedPiece>, Error> {
        let items = qi
            .hand(side)
            .map(|(piece, count)| Ok((convert(piece)?, count)))
            .collect::<Result<Vec<_>, Error>>()?;
        Ok(order::expand(items))
    };
    Ok(Pon {
        board: Board::regular(*qi.shape(), squares),
        hands: [hand(Side::First)?, hand(Side::Second)?],
        styles,
        turn: qi.turn(),
    })
}

pub(crate) fn from_token_qi(qi: &TokenQi) -> Result<Pon, Error> {
    from_qi(qi, |piece| Ok(*piece))
}

pub(crate) fn from_position(position: &Position) -> Result<Pon, Error> {
    let qi = qi_of(position);
    let (first, second) = (*qi.first_style(), *qi.second_style());
    from_qi(qi, |piece| {
        piece
            .to_extended(first, second)
            .map_err(Error::ForeignStyle)
    })
}

pub(crate) fn to_feen(pon: &Pon) -> Result<String, Error> {
    Ok(to_position(pon)?.to_string())
}

pub(crate) fn from_feen(text: &str) -> Result<Pon, Error> {
    let position = text.parse::<tabula_feen::Position>().map_err(Error::Feen)?;
    from_position(&position)
}

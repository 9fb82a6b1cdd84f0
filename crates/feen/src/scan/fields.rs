//! Fields 2 and 3: the hands and the style–turn field.

use tabula_epin::ExtendedPiece;
use tabula_qpi::{Side, Style};

use super::tokens::piece_error;
use super::{Sink, decimal, digits};
use crate::Error;
use crate::Field;
use crate::order::{HandKey, SeenSet};

/// Field 2; returns the absolute offset of its `/` and the piece total of each hand (saturating).
#[inline(always)]
pub(super) fn scan_hands<S: Sink>(
    field: &[u8],
    base: usize,
    sink: &mut S,
) -> Result<(usize, [u64; 2]), Error> {
    let slash = one_slash(field, base, |offset| Error::InvalidHandsDelimiter {
        offset,
    })?;
    let first = scan_hand(&field[..slash], base, Side::First, sink)?;
    let second = scan_hand(&field[slash + 1..], base + slash + 1, Side::Second, sink)?;
    Ok((base + slash, [first, second]))
}

/// One hand: items `[count]piece`, aggregated and in canonical order.
fn scan_hand<S: Sink>(hand: &[u8], base: usize, side: Side, sink: &mut S) -> Result<u64, Error> {
    if hand.is_empty() {
        return Ok(0);
    }
    let mut seen = SeenSet::default();
    let mut previous: Option<HandKey> = None;
    let mut total = 0u64;
    let mut i = 0;
    while i < hand.len() {
        let start = i;
        let count = match digits(&hand[i..]) {
            Ok((_, run)) => {
                let count = decimal(run);
                if run[0] == b'0' || count < 2 {
                    return Err(Error::InvalidHandCount {
                        offset: base + i,
                        len: run.len(),
                    });
                }
                i += run.len();
                count
            }
            Err(_) => 1,
        };
        let Some((token, used)) = ExtendedPiece::try_prefix(&hand[i..]) else {
            return Err(piece_error(&hand[i..], Field::Hands, base + i));
        };
        i += used;
        if !seen.insert(token) {
            return Err(Error::HandNotAggregated {
                offset: base + start,
                side,
                piece: token,
            });
        }
        let key = HandKey::new(count, token);
        if previous.is_some_and(|previous| previous >= key) {
            return Err(Error::HandNotCanonical {
                offset: base + start,
                side,
                piece: token,
            });
        }
        previous = Some(key);
        total = total.saturating_add(count);
        if S::TOKENS {
            sink.hand_item(side, token, count);
        }
    }
    Ok(total)
}

/// Field 3: the two styles (first, second) and the side to move.
#[inline(always)]
pub(super) fn scan_style_turn(field: &[u8], base: usize) -> Result<(Style, Style, Side), Error> {
    // The only valid spelling: letter, slash, letter of the other case.
    if let &[active, b'/', inactive] = field {
        if let Some(styles) = styles(active, inactive) {
            return Ok(styles);
        }
    }
    style_turn_error(field, base)
}

/// The styles (first, second) and the side to move of a valid style–turn field `active/inactive`.
#[inline(always)]
pub(crate) fn styles(active: u8, inactive: u8) -> Option<(Style, Style, Side)> {
    let (active, inactive) = (Style::from_ascii(active)?, Style::from_ascii(inactive)?);
    match (active.side(), inactive.side()) {
        (Side::First, Side::Second) => Some((active, inactive, Side::First)),
        (Side::Second, Side::First) => Some((inactive, active, Side::Second)),
        _ => None,
    }
}

/// Field 3 when it is not a letter, a slash and a letter of the other case: the first problem.
#[cold]
fn style_turn_error(field: &[u8], base: usize) -> Result<(Style, Style, Side), Error> {
    let slash = one_slash(field, base, |offset| Error::InvalidStyleTurnDelimiter {
        offset,
    })?;
    let token = |bytes: &[u8], at: usize| {
        Style::parse_bytes(bytes).map_err(|source| Error::InvalidStyleToken {
            offset: at + source.offset(),
            source,
        })
    };
    let active = token(&field[..slash], base)?;
    let inactive = token(&field[slash + 1..], base + slash + 1)?;
    if active.side() == inactive.side() {
        return Err(Error::StylesSameCase {
            offset: base + slash + 1,
        });
    }
    let turn = active.side();
    Ok(match turn {
        Side::First => (active, inactive, turn),
        Side::Second => (inactive, active, turn),
    })
}

/// The offset in `field` of its one `/` (fields 2 and 3 each split at one), or the error `delimiter` gives
/// for the offset (from `base`) of the second `/`, or of the field's start when there is none.
#[inline(always)]
fn one_slash(
    field: &[u8],
    base: usize,
    delimiter: impl Fn(usize) -> Error,
) -> Result<usize, Error> {
    let mut slash = None;
    for (i, &byte) in field.iter().enumerate() {
        if byte == b'/' {
            if slash.is_some() {
                return Err(delimiter(base + i));
            }
            slash = Some(i);
        }
    }
    slash.ok_or_else(|| delimiter(base))
}

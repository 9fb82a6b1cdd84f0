//! The placement read one token at a time: what reads a rank that the one-go reader ([`crate::rank`])
//! stopped on, and names its first error.

use tabula_epin::ExtendedPiece;

use super::{LIMIT, Sink, digits};
use crate::{Error, Field};

/// Byte classes of the placement scan (one table load decides what starts at a byte).
const OTHER: u8 = 0;
/// `1`–`9`: an empty count.
const DIGIT: u8 = 1;
/// `0`: a count with a leading zero (or zero).
const ZERO: u8 = 2;
/// `/`: a separator.
const SLASH: u8 = 3;
/// ` `: the end of the field.
const SPACE: u8 = 5;

/// The class of every byte; [`OTHER`] (a byte where a piece token must start, or an invalid byte: the EPIN
/// reader decides) for the rest.
static CLASS: [u8; 256] = {
    let mut table = [OTHER; 256];
    let mut byte = 0;
    while byte < 256 {
        // `byte` < 256: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        let class = match byte as u8 {
            b'1'..=b'9' => DIGIT,
            b'0' => ZERO,
            b'/' => SLASH,
            b' ' => SPACE,
            _ => OTHER,
        };
        table[byte] = class;
        byte += 1;
    }
    table
};

/// The tokens of one rank from `*i` to the separator, space or end that follows, counted into `*cells`
/// (and the pieces into `*pieces`), one token at a time: the reading that names the first error of a rank
/// that [`rank::read`] did not take.
#[cold]
#[inline(never)]
pub(crate) fn scan_rank<S: Sink>(
    input: &[u8],
    i: &mut usize,
    cells: &mut u32,
    pieces: &mut u32,
    sink: &mut S,
) -> Result<(), Error> {
    while let Some(&byte) = input.get(*i) {
        let class = CLASS[usize::from(byte)];
        if class == OTHER {
            // A piece token, or no token at all: the EPIN reader decides (its fast path takes a lone
            // letter and the two-byte tokens in a few instructions). The commonest case on a board with
            // pieces, so tested first.
            let rest = &input[*i..];
            let Some((token, used)) = ExtendedPiece::try_prefix(rest) else {
                return Err(piece_error(rest, Field::Placement, *i));
            };
            *cells += 1;
            if *cells > LIMIT {
                return Err(Error::DimensionTooLarge { offset: *i });
            }
            sink.piece(token);
            *pieces += 1;
            *i += used;
            continue;
        }
        if class == SLASH || class == SPACE {
            break;
        }
        let next = input
            .get(*i + 1)
            .map_or(SPACE, |&next| CLASS[usize::from(next)]);
        if class == DIGIT && next != DIGIT && next != ZERO {
            // A one-digit count.
            let value = u32::from(byte - b'0');
            *cells += value;
            if *cells > LIMIT {
                return Err(Error::DimensionTooLarge { offset: *i });
            }
            sink.empty(value);
            *i += 1;
            if next == SLASH || next == SPACE {
                break;
            }
        } else {
            // A longer count, or one with a leading zero.
            let Ok((_, run)) = digits(&input[*i..]) else {
                break;
            };
            if byte == b'0' {
                return Err(Error::InvalidEmptyCount {
                    offset: *i,
                    len: run.len(),
                });
            }
            let mut value = 0u32;
            for &digit in run {
                value = value * 10 + u32::from(digit - b'0');
                if *cells + value > LIMIT {
                    return Err(Error::DimensionTooLarge { offset: *i });
                }
            }
            *cells += value;
            sink.empty(value);
            *i += run.len();
        }
    }
    Ok(())
}

/// How many bytes of the field [`piece_error`] gives the EPIN reader.
const PREFIX: usize = 8;

/// The error for bytes at `offset` where a piece token was due and none starts.
#[cold]
pub(super) fn piece_error(bytes: &[u8], field: Field, offset: usize) -> Error {
    // The field ends at the next space (the placement scan passes the rest of the input); a token is
    // read, and its error found, within its first bytes (at most `ExtendedPiece::MAX_LEN`, and one more:
    // the reader's test checks eight against the whole field).
    let bytes = &bytes[..bytes.len().min(PREFIX)];
    let field_rest = bytes
        .iter()
        .position(|&b| b == b' ')
        .map_or(bytes, |end| &bytes[..end]);
    match ExtendedPiece::parse_prefix(field_rest) {
        Err(source) => Error::InvalidPieceToken {
            field,
            offset: offset + source.offset(),
            source,
        },
        // `try_prefix` and `parse_prefix` accept the same tokens (tested in tabula-epin); an empty
        // error cannot be built from nothing, so report the empty-token error at `offset`.
        Ok(_) => Error::InvalidPieceToken {
            field,
            offset,
            source: tabula_epin::Error::Empty,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The error of a token read from the first [`PREFIX`] bytes of the field is the error read from the
    /// whole field: every string of up to four bytes over the token bytes and a few others, followed by
    /// runs of each.
    #[test]
    fn the_first_bytes_give_the_whole_fields_error() {
        let alphabet = b"+-Kk^'1/ @";
        let mut checked = 0;
        for head in tabula_testkit::byte_strings(alphabet, 4) {
            for &filler in alphabet {
                for run in [0, 1, 3, 8, 12] {
                    let mut field = head.clone();
                    field.extend(core::iter::repeat_n(filler, run));
                    let whole = field
                        .iter()
                        .position(|&b| b == b' ')
                        .map_or(&field[..], |end| &field[..end]);
                    let expected = match ExtendedPiece::parse_prefix(whole) {
                        Err(source) => Error::InvalidPieceToken {
                            field: Field::Hands,
                            offset: 3 + source.offset(),
                            source,
                        },
                        Ok(_) => Error::InvalidPieceToken {
                            field: Field::Hands,
                            offset: 3,
                            source: tabula_epin::Error::Empty,
                        },
                    };
                    assert_eq!(piece_error(&field, Field::Hands, 3), expected, "{field:?}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 50_000, "{checked}");
    }
}

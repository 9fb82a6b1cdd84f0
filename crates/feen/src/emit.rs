//! Writing positions as canonical FEEN.

use alloc::string::String;
use alloc::vec::Vec;

use tabula_epin::{ExtendedPiece, Piece};
use tabula_qi::Qi;
use tabula_qpi::{QualifiedPiece, Side, Style};

use crate::order::HandKey;
use crate::{EmitError as Error, MAX_LEN};

mod out;

pub(crate) use out::{Out, display};

/// How a piece of a position is written: its EPIN token, and the token's text.
pub(crate) trait Spell<P> {
    /// The EPIN token of `piece`.
    fn extended(&self, piece: &P) -> Result<ExtendedPiece, Error>;

    /// The text of the token of `piece`.
    #[inline]
    fn token(&self, piece: &P) -> Result<Token, Error> {
        self.extended(piece).map(Token::new)
    }
}

/// Pieces that are EPIN tokens already.
pub(crate) struct AsWritten;

impl Spell<ExtendedPiece> for AsWritten {
    #[inline]
    fn extended(&self, piece: &ExtendedPiece) -> Result<ExtendedPiece, Error> {
        Ok(*piece)
    }
}

/// Qualified pieces of a match whose players have two given styles.
pub(crate) struct Qualified {
    /// The styles (first, second).
    styles: [Style; 2],
    /// Their packed forms.
    bits: [u16; 2],
}

impl Qualified {
    pub(crate) fn new(first: Style, second: Style) -> Qualified {
        Qualified {
            styles: [first, second],
            bits: [u16::from(first.to_bits()), u16::from(second.to_bits())],
        }
    }
}

impl Spell<QualifiedPiece> for Qualified {
    #[inline]
    fn extended(&self, piece: &QualifiedPiece) -> Result<ExtendedPiece, Error> {
        piece
            .to_extended(self.styles[0], self.styles[1])
            .map_err(Error::ForeignStyle)
    }

    /// From the packed form (PIN bits 0–8, SIN bits 9–14, as `QualifiedPiece::to_bits` documents): the
    /// PIN text from [`PIN_TEXT`], derived when the style is the other player's. A style of neither
    /// player goes through [`Spell::extended`], which says why.
    #[inline]
    fn token(&self, piece: &QualifiedPiece) -> Result<Token, Error> {
        let bits = piece.to_bits();
        let Some(&text) = PIN_TEXT.get(usize::from(bits & 0x1FF)) else {
            return self.extended(piece).map(Token::new);
        };
        let style = bits >> 9;
        let side = usize::from(text.side);
        if style == self.bits[side] {
            Ok(Token::of(text, false))
        } else if style == self.bits[side ^ 1] {
            Ok(Token::of(text, true))
        } else {
            self.extended(piece).map(Token::new)
        }
    }
}

/// The text of a PIN token, as one little-endian word.
#[derive(Clone, Copy)]
pub(crate) struct PinText {
    word: u32,
    len: u8,
    /// The piece's side (0 first, 1 second).
    side: u8,
}

/// The text of every PIN token, indexed by its packed form (`Piece::to_bits`, 9 bits), built at compile
/// time from the PIN crate's own spelling, `Piece::ascii_bytes` (a test checks every entry against PIN's
/// text).
static PIN_TEXT: [PinText; 512] = {
    let mut table = [PinText {
        word: 0,
        len: 0,
        side: 0,
    }; 512];
    let mut bits = 0;
    while bits < 512 {
        // `bits` < 512: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        if let Some(piece) = Piece::from_bits(bits as u16) {
            // The text comes from tabula-pin's own spelling of the token.
            let text = piece.ascii_bytes();
            let word = text[0] as u32 | (text[1] as u32) << 8 | (text[2] as u32) << 16;
            #[allow(clippy::cast_possible_truncation)]
            let len = piece.encoded_len() as u8;
            table[bits] = PinText {
                word,
                len,
                side: piece.side() as u8,
            };
        }
        bits += 1;
    }
    table
};

/// Writes `position` into `out` (cleared first; a `Vec`'s allocation is reused), each piece spelt by
/// `spell`. On error `out` holds an unfinished string.
pub(crate) fn emit<P: Ord + Clone, O: Out>(
    position: &Qi<P, Style>,
    spell: &impl Spell<P>,
    out: &mut O,
) -> Result<(), Error> {
    out.clear();
    let (first, second) = (*position.first_style(), *position.second_style());
    if !first.is_first() {
        return Err(Error::StyleSideMismatch {
            side: Side::First,
            style: first,
        });
    }
    if !second.is_second() {
        return Err(Error::StyleSideMismatch {
            side: Side::Second,
            style: second,
        });
    }
    let shape = position.shape();
    let outer = &shape[..shape.len().saturating_sub(1)];
    if outer.iter().any(|&size| size < 2) {
        return Err(Error::ShapeNotRepresentable { shape: *shape });
    }

    let files = shape.last().copied().unwrap_or(1).max(1);
    let ranks_per_layer = if shape.len() == 3 {
        shape[1].max(1)
    } else {
        usize::MAX
    };
    // Bytes (all ASCII).
    if O::GROWS {
        out.reserve(capacity(position, files));
    }
    // Ranks left in the current layer: a counter rather than a division per rank.
    let mut rank_left = ranks_per_layer;
    for (index, rank) in position.board().chunks(files).enumerate() {
        if index > 0 {
            rank_left -= 1;
            if rank_left == 0 {
                rank_left = ranks_per_layer;
                out.push(b'/');
                out.push(b'/');
            } else {
                out.push(b'/');
            }
            if out.len() > MAX_LEN {
                return Err(Error::OutputTooLong);
            }
        }
        let mut rest = rank;
        while let Some((square, after)) = rest.split_first() {
            let Some(piece) = square else {
                // A run of empty squares, written as one count.
                let run = rest.iter().take_while(|square| square.is_none()).count();
                push_decimal(out, run);
                rest = &rest[run..];
                continue;
            };
            out.token(spell.token(piece)?);
            rest = after;
        }
    }
    if out.len() > MAX_LEN {
        return Err(Error::OutputTooLong);
    }

    out.push(b' ');
    write_hand(out, position, Side::First, spell)?;
    out.push(b'/');
    write_hand(out, position, Side::Second, spell)?;
    out.push(b' ');
    let (active, inactive) = match position.turn() {
        Side::First => (first, second),
        Side::Second => (second, first),
    };
    out.push(active.to_ascii());
    out.push(b'/');
    out.push(inactive.to_ascii());
    if out.len() > MAX_LEN {
        return Err(Error::OutputTooLong);
    }
    Ok(())
}

/// [`emit`] into a `String`, reusing the allocation of `text`.
pub(crate) fn emit_string<P: Ord + Clone>(
    position: &Qi<P, Style>,
    spell: &impl Spell<P>,
    text: &mut String,
) -> Result<(), Error> {
    let mut bytes = core::mem::take(text).into_bytes();
    let result = emit(position, spell, &mut bytes);
    // Every byte written is ASCII (digits, separators and token texts), so the conversion cannot fail;
    // were it to, the text is left empty rather than holding anything else.
    match String::from_utf8(bytes) {
        Ok(string) => *text = string,
        Err(_) => debug_assert!(false, "the emitter wrote a non-ASCII byte"),
    }
    if result.is_err() {
        text.clear();
    }
    result
}

/// An upper bound of the output length (capped at the length bound, past which emit fails anyway), so
/// that the output is allocated once and never grows.
fn capacity<P: Ord>(position: &Qi<P, Style>, files: usize) -> usize {
    fn digits(n: usize) -> usize {
        n.checked_ilog10().map_or(1, |d| d as usize + 1)
    }
    let pieces = position.board_piece_count();
    let ranks = position.square_count() / files;
    // Each piece and each rank may be preceded by an empty run of at most `files` squares; each rank
    // after the first by a separator of at most two bytes.
    let board = pieces * ExtendedPiece::MAX_LEN + (pieces + ranks) * digits(files) + 2 * ranks;
    let hands: usize = Side::ALL
        .iter()
        .flat_map(|&side| position.hand(side))
        .map(|(_, count)| ExtendedPiece::MAX_LEN + digits(count))
        .sum();
    // Three single-byte field and hand separators, and the two style letters.
    // Plus three bytes for the fixed-size write of the last token (`Token::push_to`).
    (board + hands + 5).min(MAX_LEN + 1) + ExtendedPiece::MAX_LEN - 1
}

/// The text of a token, ready to append.
#[derive(Clone, Copy)]
pub(crate) struct Token {
    bytes: [u8; ExtendedPiece::MAX_LEN],
    len: usize,
}

impl Token {
    /// The text of an EPIN token.
    #[inline]
    fn new(token: ExtendedPiece) -> Token {
        let text = PIN_TEXT
            .get(usize::from(token.piece().to_bits()))
            .copied()
            .unwrap_or(PinText {
                word: 0,
                len: 0,
                side: 0,
            });
        Token::of(text, token.is_derived())
    }

    /// The text of a PIN token, with the derivation marker after it when `derived`.
    #[inline]
    fn of(text: PinText, derived: bool) -> Token {
        let marker = (u32::from(b'\'') * u32::from(derived)) << (8 * u32::from(text.len));
        Token {
            bytes: (text.word | marker).to_le_bytes(),
            len: usize::from(text.len) + usize::from(derived),
        }
    }

    /// Appends the token (see [`Out::token`]).
    #[inline]
    #[cfg(test)]
    fn push_to(self, out: &mut Vec<u8>) {
        out.token(self);
    }
}

/// Appends a token.
fn push_token(out: &mut impl Out, token: ExtendedPiece) {
    out.token(Token::new(token));
}

/// Appends `n` in decimal without going through `core::fmt` (a run or a count is written per rank).
#[inline]
fn push_decimal(out: &mut impl Out, n: usize) {
    if let Ok(digit @ 0..=9) = u8::try_from(n) {
        // A single digit: the common case on every real board.
        out.push(b'0' + digit);
    } else {
        push_long_decimal(out, n);
    }
}

/// [`push_decimal`] for two digits or more.
#[inline(never)]
fn push_long_decimal(out: &mut impl Out, n: usize) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    let mut rest = n;
    loop {
        start -= 1;
        // `rest % 10` < 10: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        {
            digits[start] = b'0' + (rest % 10) as u8;
        }
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &digit in &digits[start..] {
        out.push(digit);
    }
}

fn write_hand<P: Ord + Clone>(
    out: &mut impl Out,
    position: &Qi<P, Style>,
    side: Side,
    spell: &impl Spell<P>,
) -> Result<(), Error> {
    if position.hand_piece_count(side) == 0 {
        return Ok(());
    }
    // The items in canonical order: sorted on the stack when there are few (the hands of real games),
    // in a `Vec` past [`HAND_INLINE`].
    let mut inline = [None; HAND_INLINE];
    let mut overflow = Vec::new();
    let mut items = 0;
    for (piece, count) in position.hand(side) {
        let token = spell.extended(piece)?;
        let item = (HandKey::new(count as u64, token), token, count);
        match inline.get_mut(items) {
            Some(slot) => *slot = Some(item),
            None => overflow.push(item),
        }
        items += 1;
    }
    let inline = &mut inline[..items.min(HAND_INLINE)];
    if overflow.is_empty() {
        inline.sort_unstable_by_key(|item| item.map(|(key, _, _)| key));
    } else {
        overflow.extend(inline.iter().flatten());
        overflow.sort_unstable_by_key(|&(key, _, _)| key);
    }
    let sorted = if overflow.is_empty() {
        &inline[..]
    } else {
        &[][..]
    };
    for &(_, token, count) in sorted.iter().flatten().chain(&overflow) {
        if count >= 2 {
            push_decimal(out, count);
        }
        push_token(out, token);
        if out.len() > MAX_LEN {
            return Err(Error::OutputTooLong);
        }
    }
    Ok(())
}

/// The hand items sorted on the stack.
const HAND_INLINE: usize = 8;

#[cfg(test)]
mod tests;

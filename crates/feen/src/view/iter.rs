//! The lazy iterators of a [`Feen`] view: the board's runs and squares, the ranks' lengths, the
//! hand items.

use core::iter::FusedIterator;

use tabula_epin::ExtendedPiece;

#[cfg(doc)]
use crate::Feen;
use crate::scan;

/// One step of [`Feen::runs`]: a piece on its square, or a run of empty squares.
///
/// ```
/// use tabula_feen::{Feen, Run};
/// assert_eq!(Feen::parse("8 / C/c")?.runs().next(), Some(Run::Empty(8)));
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Run {
    /// A piece, on one square.
    Piece(ExtendedPiece),
    /// This many empty squares in a row (1 to 255 in a valid string), all in one rank.
    Empty(usize),
}

/// The runs of a [`Feen`] view's board in flat-index order; see [`Feen::runs`].
///
/// ```
/// use tabula_feen::Feen;
/// assert_eq!(Feen::parse("rnbqk^bnr/8 / C/c")?.runs().count(), 9);
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Runs<'a> {
    pub(super) bytes: &'a [u8],
}

impl Iterator for Runs<'_> {
    type Item = Run;

    #[inline]
    fn next(&mut self) -> Option<Run> {
        loop {
            let (&byte, rest) = self.bytes.split_first()?;
            if byte == b'/' {
                self.bytes = rest;
                continue;
            }
            if byte.is_ascii_digit() {
                let mut n = usize::from(byte - b'0');
                let mut used = 1;
                while let Some(&digit) = self.bytes.get(used).filter(|b| b.is_ascii_digit()) {
                    n = n * 10 + usize::from(digit - b'0');
                    used += 1;
                }
                // A validated string has at most three digits here (at most 255), so `n` cannot overflow.
                self.bytes = &self.bytes[used..];
                return Some(Run::Empty(n));
            }
            return validated_piece(&mut self.bytes).map(Run::Piece);
        }
    }
}

impl FusedIterator for Runs<'_> {}

/// The squares of a [`Feen`] view in flat-index order; see [`Feen::squares`].
///
/// ```
/// use tabula_feen::Feen;
/// assert_eq!(Feen::parse("8/8 / C/c")?.squares().len(), 16);
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Squares<'a> {
    pub(super) bytes: &'a [u8],
    pub(super) pending: u32,
    pub(super) remaining: usize,
}

impl Iterator for Squares<'_> {
    type Item = Option<ExtendedPiece>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if self.pending > 0 {
            self.pending -= 1;
            self.remaining -= 1;
            return Some(None);
        }
        loop {
            let (&byte, rest) = self.bytes.split_first()?;
            if byte == b'/' {
                self.bytes = rest;
                continue;
            }
            if !byte.is_ascii_digit() {
                let piece = validated_piece(&mut self.bytes)?;
                self.remaining = self.remaining.saturating_sub(1);
                return Some(Some(piece));
            }
            if let Ok((rest, run)) = scan::digits(self.bytes) {
                // At most 255 in a validated string.
                self.pending = u32::try_from(scan::decimal(run))
                    .unwrap_or(0)
                    .saturating_sub(1);
                self.bytes = rest;
                self.remaining = self.remaining.saturating_sub(1);
                return Some(None);
            }
            debug_assert!(
                false,
                "a validated placement holds only runs, pieces and separators"
            );
            self.bytes = &[];
            return None;
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.remaining, Some(self.remaining))
    }
}

impl ExactSizeIterator for Squares<'_> {}
impl FusedIterator for Squares<'_> {}

/// The cells of each rank of a [`Feen`] view; see [`Feen::rank_lengths`].
///
/// ```
/// use tabula_feen::Feen;
/// assert!(Feen::parse("a/b//c/d / C/c")?.rank_lengths().eq([1, 1, 1, 1]));
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct RankLengths<'a> {
    pub(super) bytes: &'a [u8],
}

impl Iterator for RankLengths<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.bytes.is_empty() {
            return None;
        }
        let mut cells = 0usize;
        while let Some((&byte, rest)) = self.bytes.split_first() {
            if byte == b'/' {
                let run = self.bytes.iter().take_while(|&&b| b == b'/').count();
                self.bytes = &self.bytes[run..];
                return Some(cells);
            }
            if let Ok((rest, run)) = scan::digits(self.bytes) {
                cells += usize::try_from(scan::decimal(run)).unwrap_or(0);
                self.bytes = rest;
            } else if let Some((_, used)) = ExtendedPiece::try_prefix(self.bytes) {
                cells += 1;
                self.bytes = &self.bytes[used..];
            } else {
                self.bytes = rest;
            }
        }
        Some(cells)
    }
}

impl FusedIterator for RankLengths<'_> {}

/// The items of one hand of a [`Feen`] view; see [`Feen::hand`].
///
/// ```
/// use tabula_feen::{Feen, Side};
/// assert_eq!(Feen::parse("9 p/P S/s")?.hand(Side::First).count(), 1);
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct HandItems<'a> {
    pub(super) bytes: &'a [u8],
}

impl Iterator for HandItems<'_> {
    type Item = (ExtendedPiece, usize);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if self.bytes.is_empty() {
            return None;
        }
        let count = match scan::digits(self.bytes) {
            Ok((rest, run)) => {
                self.bytes = rest;
                // At most the square count (65,025) in a validated string.
                usize::try_from(scan::decimal(run)).unwrap_or(usize::MAX)
            }
            Err(_) => 1,
        };
        let Some((piece, used)) = ExtendedPiece::try_prefix(self.bytes) else {
            debug_assert!(false, "a validated hand holds only counts and pieces");
            self.bytes = &[];
            return None;
        };
        self.bytes = &self.bytes[used..];
        Some((piece, count))
    }
}

impl FusedIterator for HandItems<'_> {}

/// The piece token at the start of `bytes`, a validated placement where one starts (the iterators call it
/// at a byte that is not a digit or a separator), and `bytes` moved past it. `None`, and `bytes` emptied,
/// only if the placement were not valid, which the view's scan rules out.
fn validated_piece(bytes: &mut &[u8]) -> Option<ExtendedPiece> {
    let Some((piece, used)) = ExtendedPiece::try_prefix(bytes) else {
        debug_assert!(
            false,
            "a validated placement holds only runs, pieces and separators"
        );
        *bytes = &[];
        return None;
    };
    *bytes = &bytes[used..];
    Some(piece)
}

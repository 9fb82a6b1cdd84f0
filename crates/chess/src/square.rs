//! Squares of the 8×8 chess board, named in CELL terms (`a1` … `h8`).

use core::fmt;
use core::str::FromStr;

use crate::NotationError;

/// A square of the chess board, written in CELL terms: file letter `a`–`h`, then rank number `1`–`8`.
///
/// CELL's first dimension is the file and its second the rank, so `e4` is file index 4, rank index 3. The
/// FEEN flat index (the order FEEN writes squares in: `a8` first, `h1` last) is [`Square::feen_index`].
///
/// ```
/// use tabula_chess::Square;
/// let e4: Square = "e4".parse()?;
/// assert_eq!((e4.file(), e4.rank()), (4, 3));
/// assert_eq!(e4.feen_index(), 36);
/// assert_eq!(e4.to_string(), "e4");
/// assert_eq!(Square::from_feen_index(60).map(|s| s.to_string()), Some("e1".to_owned()));
/// # Ok::<(), tabula_chess::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = a) and `rank` (0 = rank 1), or `None` off the board.
    ///
    /// ```
    /// use tabula_chess::Square;
    /// assert_eq!(Square::new(0, 0).map(|s| s.to_string()), Some("a1".to_owned()));
    /// assert_eq!(Square::new(8, 0), None);
    /// ```
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The file index, 0 (`a`) to 7 (`h`).
    ///
    /// ```
    /// assert_eq!("h3".parse::<tabula_chess::Square>()?.file(), 7);
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// The rank index, 0 (rank `1`) to 7 (rank `8`).
    ///
    /// ```
    /// assert_eq!("h3".parse::<tabula_chess::Square>()?.rank(), 2);
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    /// The index of this square in FEEN's written order (and in a `Qi` board): `a8` is 0, `h1` is 63.
    ///
    /// ```
    /// assert_eq!("a8".parse::<tabula_chess::Square>()?.feen_index(), 0);
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub const fn feen_index(self) -> usize {
        ((7 - self.rank()) * 8 + self.file()) as usize
    }

    /// The square at FEEN index `index` (`a8` = 0 … `h1` = 63), or `None` past 63.
    ///
    /// ```
    /// use tabula_chess::Square;
    /// assert_eq!(Square::from_feen_index(63).map(|s| s.to_string()), Some("h1".to_owned()));
    /// assert_eq!(Square::from_feen_index(64), None);
    /// ```
    #[must_use]
    pub const fn from_feen_index(index: usize) -> Option<Square> {
        if index < 64 {
            #[allow(clippy::cast_possible_truncation)]
            let index = index as u8;
            Square::new(index % 8, 7 - index / 8)
        } else {
            None
        }
    }

    /// The square as a CELL coordinate (tabula-cell's value, as PMN moves hold it).
    ///
    /// ```
    /// let e4: tabula_chess::Square = "e4".parse()?;
    /// assert_eq!(e4.coordinate().indices(), &[4, 3]);
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub const fn coordinate(self) -> tabula_cell::Coordinate {
        COORDINATES[self.0 as usize]
    }

    /// The square a two-dimensional CELL coordinate names on the 8×8 board, or `None`.
    ///
    /// ```
    /// use tabula_chess::Square;
    /// let h8 = tabula_cell::Coordinate::parse("h8")?;
    /// assert_eq!(Square::from_coordinate(h8).map(|s| s.to_string()), Some("h8".to_owned()));
    /// assert_eq!(Square::from_coordinate(tabula_cell::Coordinate::parse("i1")?), None);
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[must_use]
    pub const fn from_coordinate(coordinate: tabula_cell::Coordinate) -> Option<Square> {
        match *coordinate.indices() {
            [file, rank] => Square::new(file, rank),
            _ => None,
        }
    }

    pub(crate) const fn from_cozy(square: cozy_chess::Square) -> Square {
        Square(square as u8)
    }

    pub(crate) fn cozy(self) -> cozy_chess::Square {
        cozy_chess::Square::index(usize::from(self.0))
    }
}

/// The 64 squares' CELL coordinates, by [`Square`] index (built at compile time).
const COORDINATES: [tabula_cell::Coordinate; 64] = {
    const fn cell(index: u8) -> tabula_cell::Coordinate {
        match tabula_cell::Coordinate::new(&[index % 8, index / 8]) {
            Ok(coordinate) => coordinate,
            // Two indices always make a coordinate; a failure would stop the build, never a caller.
            Err(_) => panic!("a two-index CELL coordinate"),
        }
    }
    let mut table = [cell(0); 64];
    let mut index = 0;
    while index < 64 {
        table[index as usize] = cell(index);
        index += 1;
    }
    table
};

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = [b'a' + self.file(), b'1' + self.rank()];
        f.pad(core::str::from_utf8(&text).unwrap_or("??"))
    }
}

impl FromStr for Square {
    type Err = NotationError;

    /// Reads a CELL coordinate (through tabula-cell) and checks that it names a square of the 8×8 board.
    fn from_str(s: &str) -> Result<Square, NotationError> {
        let not_a_square = || NotationError::NotASquare {
            text: s.chars().take(16).collect(),
        };
        let coordinate = tabula_cell::Coordinate::parse(s).map_err(|_| not_a_square())?;
        match coordinate.indices() {
            &[file, rank] => Square::new(file, rank).ok_or_else(not_a_square),
            _ => Err(not_a_square()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Square;

    #[test]
    fn every_square_round_trips_through_text_and_feen_index() {
        for index in 0..64 {
            let square = Square::from_feen_index(index).unwrap();
            assert_eq!(square.feen_index(), index);
            assert_eq!(square.to_string().parse::<Square>().unwrap(), square);
            assert_eq!(Square::from_cozy(square.cozy()), square);
        }
    }

    #[test]
    fn off_board_and_other_dimensions_are_refused() {
        for text in ["i1", "a9", "e4A", "e", "", "a0"] {
            assert!(text.parse::<Square>().is_err(), "{text}");
        }
    }
}

#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

use std::fmt;
use std::io::{BufRead, Read};
use std::str::FromStr;

pub use tabula_epin::ExtendedPiece;
pub use tabula_feen::Position;
pub use tabula_qi::Qi;
pub use tabula_qpi::{Side, Style};

mod board;
mod error;
mod lines;
mod model;
mod order;
mod read;
mod write;

pub use board::Board;
pub use error::{Error, Found, Path, Segment};
pub use lines::JsonLines;

/// Tabula's bound on the size of a PON document, in bytes (1 MiB; the spec sets none). Checked before
/// anything is parsed. The largest position Tabula models (255 × 255 squares, one piece per square, the
/// longest tokens) is about 0.5 MB of compact PON.
pub const MAX_INPUT_LEN: usize = 1 << 20;

/// A PON document: a position as JSON (board nested by dimension, hands, styles, turn), as read or to be
/// written.
///
/// Every `Pon` is valid PON: reading checks every rule, and the conversions only build valid documents.
/// The board may be irregular (valid PON, no `Qi` shape). Hands are kept in Tabula's canonical order
/// (the order of a FEEN hand field, each piece repeated as many times as it is held), so two documents
/// that differ only in hand order, member order, whitespace or string escapes read to equal values, and
/// writing gives one text per position.
///
/// ```
/// use tabula_pon::{Pon, Side};
///
/// let pon: Pon = r#"{"turn":"second","styles":{"first":"S","second":"s"},
///   "hands":{"first":["S","P","P"],"second":["p"]},"board":[["k^",null,null],[null,null,"K^"]]}"#.parse()?;
/// assert_eq!(pon.hand(Side::First).len(), 3);
/// assert_eq!(pon.to_feen()?, "k^2/2K^ 2PS/p s/S");
/// assert_eq!(
///     pon.to_string(),
///     r#"{"board":[["k^",null,null],[null,null,"K^"]],"hands":{"first":["P","P","S"],"second":["p"]},"styles":{"first":"S","second":"s"},"turn":"second"}"#
/// );
/// # Ok::<(), tabula_pon::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pon {
    board: Board,
    hands: [Vec<ExtendedPiece>; 2],
    styles: [Style; 2],
    turn: Side,
}

impl Pon {
    /// Reads a PON document from JSON text (bytes; UTF-8 is checked by the JSON reader).
    ///
    /// ```
    /// let pon = tabula_pon::Pon::from_slice(br#"{"board":[null],"hands":{"first":[],"second":[]},"styles":{"first":"C","second":"c"},"turn":"first"}"#)?;
    /// assert_eq!(pon.board().square_count(), 1);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::TooLarge`] first, then the first problem in document order (see [`Error`]).
    pub fn from_slice(bytes: &[u8]) -> Result<Pon, Error> {
        read::from_slice(bytes)
    }

    /// Reads a PON document from a stream, reading at most [`MAX_INPUT_LEN`] + 1 bytes.
    ///
    /// ```
    /// let text = r#"{"board":[null],"hands":{"first":[],"second":[]},"styles":{"first":"C","second":"c"},"turn":"first"}"#;
    /// let pon = tabula_pon::Pon::from_reader(text.as_bytes())?;
    /// assert_eq!(pon.to_feen()?, "1 / C/c");
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Io`], [`Error::TooLarge`], or any error of [`Pon::from_slice`].
    pub fn from_reader(reader: impl Read) -> Result<Pon, Error> {
        lines::from_reader(reader)
    }

    /// Iterates over a JSON Lines stream: one PON document per line, in bounded memory (see [`JsonLines`]).
    ///
    /// ```
    /// let input = "{\"board\":[null],\"hands\":{\"first\":[],\"second\":[]},\"styles\":{\"first\":\"C\",\"second\":\"c\"},\"turn\":\"first\"}\n";
    /// let feens: Vec<String> = tabula_pon::Pon::json_lines(input.as_bytes())
    ///     .map(|pon| pon.and_then(|pon| pon.to_feen()))
    ///     .collect::<Result<_, _>>()?;
    /// assert_eq!(feens, ["1 / C/c"]);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    pub fn json_lines<R: BufRead>(reader: R) -> JsonLines<R> {
        JsonLines::new(reader)
    }

    /// The PON of a FEEN string, read by `tabula-feen`.
    ///
    /// ```
    /// let pon = tabula_pon::Pon::from_feen("8/8/8/8/8/8/8/8 3B2PNR/2qp C/c")?;
    /// assert_eq!(pon.hand(tabula_pon::Side::Second).len(), 3);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Feen`] when the string is not valid FEEN or has an irregular board.
    pub fn from_feen(feen: &str) -> Result<Pon, Error> {
        model::from_feen(feen)
    }

    /// The canonical FEEN string of this position, written by `tabula-feen`.
    ///
    /// ```
    /// let pon: tabula_pon::Pon = r#"{"board":[["K^","k^"]],"hands":{"first":[],"second":[]},
    ///     "styles":{"first":"C","second":"c"},"turn":"first"}"#.parse()?;
    /// // A 2-D board of one rank: valid PON, but FEEN cannot spell it.
    /// assert_eq!(pon.to_feen().unwrap_err().code(), "feen");
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::BoardNotRegular`] for an irregular board, [`Error::Feen`] for a position FEEN cannot spell
    /// (an outer dimension of size 1, more than 4,096 bytes of FEEN).
    pub fn to_feen(&self) -> Result<String, Error> {
        model::to_feen(self)
    }

    /// The PON of a `Qi` position of EPIN tokens.
    ///
    /// ```
    /// use tabula_pon::{ExtendedPiece, Pon, Qi, Style};
    /// let king = ExtendedPiece::parse("K^").unwrap();
    /// let mut qi = Qi::new(&[2], Style::parse("C").unwrap(), Style::parse("c").unwrap()).unwrap();
    /// qi.board_diff([(0, Some(king))]).unwrap();
    /// assert_eq!(Pon::from_qi(&qi)?.to_feen()?, "K^1 / C/c");
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::StyleSideMismatch`] when the first style is not uppercase or the second not lowercase.
    pub fn from_qi(qi: &Qi<ExtendedPiece, Style>) -> Result<Pon, Error> {
        model::from_token_qi(qi)
    }

    /// The position as a `Qi` of EPIN tokens as written.
    ///
    /// ```
    /// let qi = tabula_pon::Pon::from_feen("K^1/1k^ P/ C/c")?.to_qi()?;
    /// assert_eq!(qi.shape(), &[2, 2]);
    /// assert_eq!(qi.piece_count(), 3);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::BoardNotRegular`] for an irregular board.
    pub fn to_qi(&self) -> Result<Qi<ExtendedPiece, Style>, Error> {
        model::to_token_qi(self)
    }

    /// The PON of a typed position (pieces with their style, as `tabula-feen` reads them): each piece is
    /// written native when its style is the player's on its side, derived (`'`) when it is the other
    /// player's.
    ///
    /// ```
    /// let position = "k^1 /p' S/c".parse::<tabula_feen::Position>().unwrap();
    /// assert_eq!(tabula_pon::Pon::from_position(&position)?.to_feen()?, "k^1 /p' S/c");
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::StyleSideMismatch`] for styles of the wrong case, [`Error::ForeignStyle`] for a piece whose
    /// style is neither player's.
    pub fn from_position(position: &Position) -> Result<Pon, Error> {
        model::from_position(position)
    }

    /// The typed position: each piece takes the style of the player on its side when native, of the other
    /// player when derived.
    ///
    /// ```
    /// let position = tabula_pon::Pon::from_feen("k^' / S/s")?.to_position()?;
    /// assert_eq!(position.board()[0].unwrap().to_string(), "S:k^");
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::BoardNotRegular`] for an irregular board.
    pub fn to_position(&self) -> Result<Position, Error> {
        model::to_position(self)
    }

    /// The board.
    ///
    /// ```
    /// assert_eq!(tabula_pon::Pon::from_feen("8/8 / C/c")?.board().shape().as_deref(), Some(&[2, 8][..]));
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The pieces in `side`'s hand, one entry per piece, in canonical order.
    ///
    /// ```
    /// use tabula_pon::Side;
    /// let pon = tabula_pon::Pon::from_feen("9 2PS/ S/s")?;
    /// let hand: Vec<String> = pon.hand(Side::First).iter().map(ToString::to_string).collect();
    /// assert_eq!(hand, ["P", "P", "S"]);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn hand(&self, side: Side) -> &[ExtendedPiece] {
        &self.hands[side.index()]
    }

    /// The first player's style (uppercase).
    ///
    /// ```
    /// assert_eq!(tabula_pon::Pon::from_feen("1 / c/M")?.first_style().to_string(), "M");
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn first_style(&self) -> &Style {
        &self.styles[0]
    }

    /// The second player's style (lowercase).
    ///
    /// ```
    /// assert_eq!(tabula_pon::Pon::from_feen("1 / c/M")?.second_style().to_string(), "c");
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn second_style(&self) -> &Style {
        &self.styles[1]
    }

    /// The side to move.
    ///
    /// ```
    /// assert_eq!(tabula_pon::Pon::from_feen("1 / c/M")?.turn(), tabula_pon::Side::Second);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// Pieces on the board and in both hands.
    ///
    /// ```
    /// assert_eq!(tabula_pon::Pon::from_feen("K^2 P/p C/c")?.piece_count(), 3);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn piece_count(&self) -> usize {
        self.board.piece_count() + self.hands[0].len() + self.hands[1].len()
    }

    /// The document written for reading: two-space indent, one member per line, the board one rank per line
    /// (a 1-D board on one line, a 3-D board one layer per block). Deterministic, like `Display`.
    ///
    /// ```
    /// let pon = tabula_pon::Pon::from_feen("K^1/1k^ P/ C/c")?;
    /// assert_eq!(pon.to_pretty_string(), r#"{
    ///   "board": [
    ///     ["K^", null],
    ///     [null, "k^"]
    ///   ],
    ///   "hands": {"first": ["P"], "second": []},
    ///   "styles": {"first": "C", "second": "c"},
    ///   "turn": "first"
    /// }"#);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn to_pretty_string(&self) -> String {
        let mut out = String::with_capacity(96 + 8 * self.board.square_count());
        // Writing to a String cannot fail.
        let _ = write::write(self, &mut out, true);
        out
    }
}

impl fmt::Display for Pon {
    /// The compact document: no insignificant whitespace, members in the order `board`, `hands`, `styles`,
    /// `turn` and `first`, `second`.
    ///
    /// ```
    /// let pon = tabula_pon::Pon::from_feen("1 / C/c")?;
    /// assert_eq!(pon.to_string(), r#"{"board":[null],"hands":{"first":[],"second":[]},"styles":{"first":"C","second":"c"},"turn":"first"}"#);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Written into one buffer first: many small writes to a `Formatter` cost more than one large one.
        let mut out = String::with_capacity(64 + 8 * self.board.square_count());
        write::write(self, &mut out, false)?;
        f.write_str(&out)
    }
}

impl FromStr for Pon {
    type Err = Error;

    /// Same as [`Pon::from_slice`].
    ///
    /// ```
    /// assert_eq!("{}".parse::<tabula_pon::Pon>().unwrap_err().code(), "missing-field");
    /// ```
    fn from_str(s: &str) -> Result<Pon, Error> {
        Pon::from_slice(s.as_bytes())
    }
}

impl<'de> serde::Deserialize<'de> for Pon {
    /// Reads a PON object from any serde format, with every check of [`Pon::from_slice`] but the size
    /// bound (the deserializer owns the input); errors carry the message of [`Error`].
    ///
    /// ```
    /// let pon: tabula_pon::Pon = serde_json::from_str(r#"{"board":[null],"hands":{"first":[],"second":[]},"styles":{"first":"C","second":"c"},"turn":"first"}"#).unwrap();
    /// assert_eq!(pon.board().square_count(), 1);
    /// ```
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Pon, D::Error> {
        read::deserialize(deserializer)
    }
}

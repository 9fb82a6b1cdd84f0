//! The crate's error type and the JSON path it carries.

use std::fmt;

use tabula_protocol::Count;
use tabula_qpi::{Side, Style, epin, sin};

/// One step of a [`Path`]: an object member or an array element.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Segment {
    /// A member of an object (`board`, `hands`, `first`, …).
    Key(&'static str),
    /// An element of an array, counted from 0.
    Index(usize),
}

/// Where a value sits in a PON document, from the top-level object down: `board[2][5]`, `hands.first[0]`,
/// `styles.second`. The top-level object itself is the empty path, written `(root)`.
///
/// ```
/// let error = "{\"board\":[[null],[1]]}".parse::<tabula_pon::Pon>().unwrap_err();
/// let path = error.path().unwrap();
/// assert_eq!(path.to_string(), "board[1][0]");
/// assert_eq!(path.pointer(), "/board/1/0");
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Path(Vec<Segment>);

impl Path {
    /// The path of the top-level object.
    ///
    /// ```
    /// assert_eq!(tabula_pon::Path::root().to_string(), "(root)");
    /// ```
    #[must_use]
    pub fn root() -> Path {
        Path(Vec::new())
    }

    /// A path from its segments, outermost first.
    ///
    /// ```
    /// use tabula_pon::{Path, Segment};
    /// let path = Path::new(vec![Segment::Key("hands"), Segment::Key("first"), Segment::Index(0)]);
    /// assert_eq!(path.to_string(), "hands.first[0]");
    /// ```
    #[must_use]
    pub fn new(segments: Vec<Segment>) -> Path {
        Path(segments)
    }

    /// The segments, outermost first.
    ///
    /// ```
    /// assert!(tabula_pon::Path::root().segments().is_empty());
    /// ```
    #[must_use]
    pub fn segments(&self) -> &[Segment] {
        &self.0
    }

    /// The path as an RFC 6901 JSON Pointer (`/board/2/5`; the empty string for the root).
    ///
    /// ```
    /// use tabula_pon::{Path, Segment};
    /// assert_eq!(Path::new(vec![Segment::Key("styles"), Segment::Key("first")]).pointer(), "/styles/first");
    /// ```
    #[must_use]
    pub fn pointer(&self) -> String {
        let mut out = String::new();
        for segment in &self.0 {
            out.push('/');
            match segment {
                Segment::Key(key) => out.push_str(key),
                Segment::Index(index) => out.push_str(&index.to_string()),
            }
        }
        out
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("(root)");
        }
        for (i, segment) in self.0.iter().enumerate() {
            match segment {
                Segment::Key(key) if i == 0 => f.write_str(key)?,
                Segment::Key(key) => write!(f, ".{key}")?,
                Segment::Index(index) => write!(f, "[{index}]")?,
            }
        }
        Ok(())
    }
}

/// The JSON type of a value that was not the one expected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Found {
    /// `null`.
    Null,
    /// `true` or `false`.
    Boolean,
    /// A number.
    Number,
    /// A string.
    String,
    /// An array.
    Array,
    /// An object.
    Object,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Found::Null => "null",
            Found::Boolean => "a boolean",
            Found::Number => "a number",
            Found::String => "a string",
            Found::Array => "an array",
            Found::Object => "an object",
        })
    }
}

/// Why a document is not valid PON, why a valid one cannot become a `Qi` position or FEEN, or why a position
/// cannot be written as PON.
///
/// Reading stops at the first problem met in document order (a streaming read: nothing after it is
/// looked at); missing members are reported when their object closes, the piece count when the document
/// ends. Every variant about a value carries its [`Path`].
///
/// ```
/// use tabula_pon::{Error, Pon};
///
/// let error = r#"{"board":["K","KK"]}"#.parse::<Pon>().unwrap_err();
/// assert_eq!(error.code(), "invalid-piece");
/// assert_eq!(error.path().unwrap().to_string(), "board[1]");
/// assert_eq!(
///     error.to_string(),
///     "board[1]: \"KK\" is not an EPIN token: invalid PIN part: unexpected byte 0x4b at byte 1 after the piece"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is longer than Tabula's bound ([`crate::MAX_INPUT_LEN`], 1 MiB; the spec sets none). Checked
    /// before anything is parsed.
    #[error("the PON document is {len} bytes long; Tabula reads at most {max} bytes", max = crate::MAX_INPUT_LEN)]
    TooLarge {
        /// The input's length in bytes (read from a stream: the bound plus one, where reading stopped).
        len: usize,
    },
    /// The input is not one JSON value (a syntax error, trailing characters, invalid UTF-8, end of input).
    #[error("invalid JSON at line {line} column {column}: {message}")]
    Json {
        /// Line of the error, from 1.
        line: usize,
        /// Column of the error, from 1.
        column: usize,
        /// What the JSON reader says.
        message: String,
    },
    /// A value of the wrong JSON type: the top level or `hands`/`styles` not an object, `board` or a hand not
    /// an array, a square neither `null` nor a string, a hand item, style or turn not a string.
    #[error("{path}: expected {expected}, found {found}")]
    WrongType {
        /// Where the value is.
        path: Path,
        /// What was expected there, in words.
        expected: &'static str,
        /// What was found.
        found: Found,
    },
    /// A required member is missing (all four top-level members, and `first`/`second` in `hands` and `styles`).
    #[error("{path}: missing member \"{field}\"")]
    MissingField {
        /// The object the member is missing from.
        path: Path,
        /// The member's name.
        field: &'static str,
    },
    /// A member PON does not define (`meta`, `moves`, `third`…).
    #[error("{path}: unknown member {field:?}")]
    UnknownField {
        /// The object holding the member.
        path: Path,
        /// The member's name (at most 32 bytes of it).
        field: String,
    },
    /// A member given twice in one object.
    #[error("{path}: member \"{field}\" given twice")]
    DuplicateField {
        /// The object holding the member.
        path: Path,
        /// The member's name.
        field: &'static str,
    },
    /// An empty array in the board (an empty board, rank or layer).
    #[error("{path}: empty array; every board, layer and rank holds at least one element")]
    EmptyArray {
        /// The empty array.
        path: Path,
    },
    /// The board nests arrays more than [`tabula_qi::MAX_DIMENSIONS`] deep (Tabula's bound).
    #[error("{path}: the board nests more than {max} arrays deep; Tabula reads at most {max} dimensions", max = tabula_qi::MAX_DIMENSIONS)]
    TooManyDimensions {
        /// The array one level too deep.
        path: Path,
    },
    /// Squares at different depths: a square beside a rank, a rank beside a layer.
    #[error(
        "{path}: {found} where the board has {expected} (every square must sit at the same depth)"
    )]
    Incoherent {
        /// The value at the wrong depth.
        path: Path,
        /// What the board's depth calls for there: `a square` or `an array`.
        expected: &'static str,
        /// What was found.
        found: Found,
    },
    /// An array of the board with more than [`tabula_qi::MAX_DIMENSION_SIZE`] elements (Tabula's bound).
    #[error("{path}: more than {max} elements; Tabula reads at most {max} per dimension", max = tabula_qi::MAX_DIMENSION_SIZE)]
    DimensionTooLarge {
        /// The array.
        path: Path,
    },
    /// The board has more than [`tabula_qi::MAX_SQUARES`] squares (Tabula's bound); the path is the first
    /// square past the bound.
    #[error("{path}: the board has more than {max} squares, Tabula's bound", max = tabula_qi::MAX_SQUARES)]
    TooManySquares {
        /// The first square past the bound.
        path: Path,
    },
    /// A square or hand item that is a string but not an EPIN token.
    #[error("{path}: {text:?} is not an EPIN token: {source}")]
    InvalidPiece {
        /// Where the string is.
        path: Path,
        /// The string (at most 32 bytes of it).
        text: String,
        /// Why EPIN refuses it.
        source: epin::Error,
    },
    /// A style that is a string but not a SIN token.
    #[error("{path}: {text:?} is not a SIN token: {source}")]
    InvalidStyle {
        /// Where the string is.
        path: Path,
        /// The string (at most 32 bytes of it).
        text: String,
        /// Why SIN refuses it.
        source: sin::Error,
    },
    /// A style whose case contradicts its side: `styles.first` must be uppercase, `styles.second` lowercase.
    #[error("{path}: style {style} is the {} player's; the {side} player's style is {}", style.side(), if side.is_first() { "uppercase" } else { "lowercase" })]
    StyleSideMismatch {
        /// Where the style is (`styles.first` or `styles.second`).
        path: Path,
        /// The side the style was given for.
        side: Side,
        /// The style.
        style: Style,
    },
    /// A turn that is a string but neither `"first"` nor `"second"`.
    #[error("{path}: {text:?} is not a side; the turn is \"first\" or \"second\"")]
    InvalidTurn {
        /// Where the string is (`turn`).
        path: Path,
        /// The string (at most 32 bytes of it).
        text: String,
    },
    /// More pieces (on the board and in both hands) than squares. While reading, the hands met before the
    /// board are held to [`tabula_qi::MAX_SQUARES`], which is then the `squares` reported.
    #[error(
        "{} (board and hands) for {}; a position holds at most one piece per square",
        Count::of(*pieces, "piece", "pieces"),
        Count::of(*squares, "square", "squares")
    )]
    TooManyPieces {
        /// Pieces counted when the bound was passed.
        pieces: usize,
        /// The bound.
        squares: usize,
    },
    /// The board is valid PON but not rectangular (ranks of different lengths, layers of different numbers of
    /// ranks), so it has no `Qi` shape; the path is the first rank or layer that differs from the first.
    #[error(
        "{path}: the board is not regular (its size differs from the first one's), so it has no shape"
    )]
    BoardNotRegular {
        /// The first rank or layer whose size differs from the first one's.
        path: Path,
    },
    /// A `Qi` position refused the parts (not expected from a valid document; kept for completeness).
    #[error("the position model refuses the document: {0}")]
    Model(#[source] tabula_qi::Error),
    /// Converting from FEEN failed: a FEEN string that does not parse.
    #[error("FEEN: {0}")]
    Feen(#[source] tabula_feen::Error),
    /// Converting to FEEN failed: a position FEEN cannot spell (an outer dimension of size 1, an output over
    /// FEEN's length bound). Its code is `feen`, as for [`Error::Feen`]: both say the FEEN side refused.
    #[error("FEEN: {0}")]
    FeenEmit(#[source] tabula_feen::EmitError),
    /// Writing a typed position as PON: a piece whose style is neither player's has no EPIN spelling. A
    /// [`tabula_feen::Position`] is always writable as FEEN, so [`Pon::from_position`](crate::Pon::from_position)
    /// does not meet it today; the variant stays for typed positions built some other way.
    #[error("a piece cannot be written as EPIN: {0}")]
    ForeignStyle(#[source] tabula_qpi::Error),
    /// Reading from a stream failed.
    #[error("I/O error: {message}")]
    Io {
        /// The kind of the I/O error.
        kind: std::io::ErrorKind,
        /// Its message.
        message: String,
    },
}

impl Error {
    /// The kebab-case code of the variant (the conformance fixtures' `error`).
    ///
    /// ```
    /// assert_eq!("[]".parse::<tabula_pon::Pon>().unwrap_err().code(), "wrong-type");
    /// ```
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            Error::TooLarge { .. } => "too-large",
            Error::Json { .. } => "json",
            Error::WrongType { .. } => "wrong-type",
            Error::MissingField { .. } => "missing-field",
            Error::UnknownField { .. } => "unknown-field",
            Error::DuplicateField { .. } => "duplicate-field",
            Error::EmptyArray { .. } => "empty-array",
            Error::TooManyDimensions { .. } => "too-many-dimensions",
            Error::Incoherent { .. } => "incoherent-board",
            Error::DimensionTooLarge { .. } => "dimension-too-large",
            Error::TooManySquares { .. } => "too-many-squares",
            Error::InvalidPiece { .. } => "invalid-piece",
            Error::InvalidStyle { .. } => "invalid-style",
            Error::StyleSideMismatch { .. } => "style-side-mismatch",
            Error::InvalidTurn { .. } => "invalid-turn",
            Error::TooManyPieces { .. } => "too-many-pieces",
            Error::BoardNotRegular { .. } => "board-not-regular",
            Error::Model(_) => "model",
            Error::Feen(_) | Error::FeenEmit(_) => "feen",
            Error::ForeignStyle(_) => "foreign-style",
            Error::Io { .. } => "io",
        }
    }

    /// The path of the value at fault, for the variants about one value.
    ///
    /// ```
    /// let error = r#"{"turn":"white"}"#.parse::<tabula_pon::Pon>().unwrap_err();
    /// assert_eq!(error.path().map(ToString::to_string).as_deref(), Some("turn"));
    /// ```
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        match self {
            Error::WrongType { path, .. }
            | Error::MissingField { path, .. }
            | Error::UnknownField { path, .. }
            | Error::DuplicateField { path, .. }
            | Error::EmptyArray { path }
            | Error::TooManyDimensions { path }
            | Error::Incoherent { path, .. }
            | Error::DimensionTooLarge { path }
            | Error::TooManySquares { path }
            | Error::InvalidPiece { path, .. }
            | Error::InvalidStyle { path, .. }
            | Error::StyleSideMismatch { path, .. }
            | Error::InvalidTurn { path, .. }
            | Error::BoardNotRegular { path } => Some(path),
            _ => None,
        }
    }
}

impl From<std::io::Error> for Error {
    fn from(error: std::io::Error) -> Error {
        Error::Io {
            kind: error.kind(),
            message: error.to_string(),
        }
    }
}

/// At most 32 bytes of `text` (cut on a character boundary), for error messages.
pub(crate) fn excerpt(text: &str) -> String {
    let mut end = text.len().min(32);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].to_owned()
}

//! The writer: compact and pretty PON text, and the `Serialize` impl. EPIN and SIN tokens never need a
//! JSON escape, so the text is written directly.

use std::fmt::{self, Write};

use serde::ser::{Serialize, SerializeSeq, SerializeStruct, Serializer};
use tabula_epin::ExtendedPiece;
use tabula_qpi::Side;

use crate::Pon;

/// Writes `pon` compact (no insignificant whitespace) or pretty (one rank per line, two-space indent).
pub(crate) fn write(pon: &Pon, out: &mut impl Write, pretty: bool) -> fmt::Result {
    let (open, sep, colon, close) = if pretty {
        ("{\n  ", ",\n  ", ": ", "\n}")
    } else {
        ("{", ",", ":", "}")
    };
    let inner = if pretty { ", " } else { "," };
    write!(out, "{open}\"board\"{colon}")?;
    board(pon, out, pretty)?;
    write!(out, "{sep}\"hands\"{colon}{{\"first\"{colon}")?;
    list(pon.hand(Side::First), out, inner)?;
    write!(out, "{inner}\"second\"{colon}")?;
    list(pon.hand(Side::Second), out, inner)?;
    write!(
        out,
        "}}{sep}\"styles\"{colon}{{\"first\"{colon}\"{}\"{inner}\"second\"{colon}\"{}\"}}",
        pon.first_style(),
        pon.second_style()
    )?;
    write!(
        out,
        "{sep}\"turn\"{colon}\"{}\"{close}",
        pon.turn().as_str()
    )
}

fn square(square: Option<&ExtendedPiece>, out: &mut impl Write) -> fmt::Result {
    match square {
        Some(piece) => {
            let mut buf = [0; ExtendedPiece::MAX_LEN];
            out.write_char('"')?;
            out.write_str(piece.encode(&mut buf))?;
            out.write_char('"')
        }
        None => out.write_str("null"),
    }
}

fn list(pieces: &[ExtendedPiece], out: &mut impl Write, inner: &str) -> fmt::Result {
    out.write_char('[')?;
    for (i, piece) in pieces.iter().enumerate() {
        if i > 0 {
            out.write_str(inner)?;
        }
        square(Some(piece), out)?;
    }
    out.write_char(']')
}

fn rank(squares: &[Option<ExtendedPiece>], out: &mut impl Write, inner: &str) -> fmt::Result {
    out.write_char('[')?;
    for (i, s) in squares.iter().enumerate() {
        if i > 0 {
            out.write_str(inner)?;
        }
        square(s.as_ref(), out)?;
    }
    out.write_char(']')
}

fn board(pon: &Pon, out: &mut impl Write, pretty: bool) -> fmt::Result {
    let board = pon.board();
    let inner = if pretty { ", " } else { "," };
    let mut ranks = board.ranks();
    // Opens a block whose items sit at `indent` spaces (pretty) and returns the separator between items.
    let item_sep = |indent: usize| {
        if pretty {
            format!(",\n{}", " ".repeat(indent))
        } else {
            ",".to_owned()
        }
    };
    let open = |out: &mut dyn Write, indent: usize| {
        if pretty {
            write!(out, "[\n{}", " ".repeat(indent))
        } else {
            out.write_char('[')
        }
    };
    let close = |out: &mut dyn Write, indent: usize| {
        if pretty {
            write!(out, "\n{}]", " ".repeat(indent - 2))
        } else {
            out.write_char(']')
        }
    };
    match board.dimensions() {
        1 => rank(ranks.next().unwrap_or_default(), out, inner),
        2 => {
            let sep = item_sep(4);
            open(out, 4)?;
            for (i, r) in ranks.enumerate() {
                if i > 0 {
                    out.write_str(&sep)?;
                }
                rank(r, out, inner)?;
            }
            close(out, 4)
        }
        _ => {
            let (layer_sep, rank_sep) = (item_sep(4), item_sep(6));
            open(out, 4)?;
            for (l, &count) in board.layer_sizes().iter().enumerate() {
                if l > 0 {
                    out.write_str(&layer_sep)?;
                }
                open(out, 6)?;
                for (i, r) in ranks.by_ref().take(count).enumerate() {
                    if i > 0 {
                        out.write_str(&rank_sep)?;
                    }
                    rank(r, out, inner)?;
                }
                close(out, 6)?;
            }
            close(out, 4)
        }
    }
}

/// A sequence of squares or pieces, for `Serialize`.
struct Squares<'a>(&'a [Option<ExtendedPiece>]);

impl Serialize for Squares<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        for square in self.0 {
            let mut buf = [0; ExtendedPiece::MAX_LEN];
            seq.serialize_element(&square.as_ref().map(|piece| piece.encode(&mut buf) as &str))?;
        }
        seq.end()
    }
}

struct Pieces<'a>(&'a [ExtendedPiece]);

impl Serialize for Pieces<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        for piece in self.0 {
            let mut buf = [0; ExtendedPiece::MAX_LEN];
            seq.serialize_element(piece.encode(&mut buf))?;
        }
        seq.end()
    }
}

/// The board nested by dimension.
struct Nested<'a>(&'a Pon);

impl Serialize for Nested<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let board = self.0.board();
        let ranks: Vec<_> = board.ranks().map(Squares).collect();
        match board.dimensions() {
            1 => Squares(board.squares()).serialize(serializer),
            2 => ranks.serialize(serializer),
            _ => {
                let mut rest = &ranks[..];
                let mut seq = serializer.serialize_seq(Some(board.layer_sizes().len()))?;
                for &count in board.layer_sizes() {
                    let (layer, tail) = rest.split_at(count.min(rest.len()));
                    seq.serialize_element(layer)?;
                    rest = tail;
                }
                seq.end()
            }
        }
    }
}

/// `{"first": …, "second": …}`.
struct BySide<T>(T, T);

impl<T: Serialize> Serialize for BySide<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut object = serializer.serialize_struct("BySide", 2)?;
        object.serialize_field("first", &self.0)?;
        object.serialize_field("second", &self.1)?;
        object.end()
    }
}

impl Serialize for Pon {
    /// The PON object (members `board`, `hands`, `styles`, `turn`, in that order); with `serde_json` it is
    /// the same text as [`Pon`]'s `Display`.
    ///
    /// ```
    /// let pon = tabula_pon::Pon::from_feen("K^2k^ / C/c")?;
    /// assert_eq!(serde_json::to_string(&pon).unwrap(), pon.to_string());
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut object = serializer.serialize_struct("Pon", 4)?;
        object.serialize_field("board", &Nested(self))?;
        object.serialize_field(
            "hands",
            &BySide(
                Pieces(self.hand(Side::First)),
                Pieces(self.hand(Side::Second)),
            ),
        )?;
        object.serialize_field(
            "styles",
            &BySide(self.first_style().as_str(), self.second_style().as_str()),
        )?;
        object.serialize_field("turn", self.turn().as_str())?;
        object.end()
    }
}

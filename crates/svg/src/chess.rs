//! The six chess pieces, drawn for Tabula (our own outlines, in a 100 × 100 box, base at the bottom).
//!
//! Each piece is a few plain shapes: a silhouette filled with the side's colour and outlined, and detail
//! lines in the contrasting colour. They are written once per picture in `<defs>` and placed with `<use>`.

use std::fmt::Write as _;

/// The base every piece stands on.
const BASE: &str = "M24 90H76L72 80H28Z";

/// A chess piece kind, from its FEEN letter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
}

impl Kind {
    /// The kind of an upper-case letter (`K`, `Q`, `R`, `B`, `N`, `P`).
    pub(crate) fn from_letter(letter: char) -> Option<Kind> {
        Some(match letter {
            'K' => Kind::King,
            'Q' => Kind::Queen,
            'R' => Kind::Rook,
            'B' => Kind::Bishop,
            'N' => Kind::Knight,
            'P' => Kind::Pawn,
            _ => return None,
        })
    }

    /// The silhouette (SVG elements, filled) and the detail lines (a path, stroked in the contrasting
    /// colour).
    fn shapes(self) -> (&'static str, &'static str) {
        match self {
            Kind::King => (
                "<path d=\"M47 8H53V17H61V23H53V31H47V23H39V17H47Z\"/>\
                 <path d=\"M50 36C57 36 58 44 50 56C42 44 43 36 50 36Z\"/>\
                 <path d=\"M28 80C14 66 16 46 32 44C42 43 47 50 50 56C53 50 58 43 68 44C84 46 86 66 72 80Z\"/>",
                "M31 70H69M50 58V80",
            ),
            Kind::Queen => (
                "<path d=\"M28 80L18 34L34 58L35 26L45 56L50 20L55 56L65 26L66 58L82 34L72 80Z\"/>\
                 <circle cx=\"18\" cy=\"30\" r=\"6\"/><circle cx=\"35\" cy=\"22\" r=\"6\"/>\
                 <circle cx=\"50\" cy=\"16\" r=\"6\"/><circle cx=\"65\" cy=\"22\" r=\"6\"/>\
                 <circle cx=\"82\" cy=\"30\" r=\"6\"/>",
                "M30 70H70",
            ),
            Kind::Rook => (
                "<path d=\"M32 80L35 44H65L68 80Z\"/>\
                 <path d=\"M28 44V20H38V28H45V20H55V28H62V20H72V44Z\"/>",
                "M34 44H66M33 70H67",
            ),
            Kind::Bishop => (
                "<path d=\"M36 80C36 68 42 63 44 58H56C58 63 64 68 64 80Z\"/>\
                 <path d=\"M50 16C65 26 69 42 60 55H40C31 42 35 26 50 16Z\"/>\
                 <circle cx=\"50\" cy=\"11\" r=\"5\"/>",
                "M55 27L46 39M41 58H59",
            ),
            Kind::Knight => (
                "<path d=\"M34 80C34 68 42 61 48 56L38 60C31 63 22 59 22 52L25 45\
                 C31 37 39 28 46 22L49 11L56 19C71 23 80 44 76 80Z\"/>",
                "M40 31L41 33M27 50L31 49",
            ),
            Kind::Pawn => (
                "<path d=\"M36 80C36 64 43 56 44 47H56C57 56 64 64 64 80Z\"/>\
                 <circle cx=\"50\" cy=\"30\" r=\"13\"/>\
                 <ellipse cx=\"50\" cy=\"47\" rx=\"13\" ry=\"4\"/>",
                "",
            ),
        }
    }
}

/// Writes the `<g id=…>` of a piece: `fill` for the body, `line` for the outline, `detail` for the inner
/// lines.
pub(crate) fn define(out: &mut String, id: &str, kind: Kind, fill: &str, line: &str, detail: &str) {
    let (body, details) = kind.shapes();
    let _ = write!(
        out,
        "<g id=\"{id}\" fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"3\" stroke-linejoin=\"round\" \
         stroke-linecap=\"round\"><path d=\"{BASE}\"/>{body}"
    );
    if !details.is_empty() {
        let _ = write!(
            out,
            "<path d=\"{details}\" fill=\"none\" stroke=\"{detail}\"/>"
        );
    }
    out.push_str("</g>");
}

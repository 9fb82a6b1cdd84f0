//! Which drawing each piece gets, the shared definitions, and placing a piece.

use std::fmt::Write as _;

use tabula_cell::Coordinate;
use tabula_feen::{QualifiedPiece, Side};
use tabula_qpi::Style;

use crate::asian::{self, shogi_character, xiangqi_character};
use crate::chess;
use crate::glyphs::Glyphs;
use crate::palette::Palette;
use crate::write::{self, Escaped, int};

/// How a piece is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Look {
    /// A chess piece of its side's colour (first: white, second: black).
    Chess(chess::Kind, Side),
    /// A shōgi piece: its upper-case letter, promoted, and the player it belongs to.
    Shogi(char, bool, Side),
    /// A xiangqi disc: its upper-case letter, red (first) or black.
    Xiangqi(char, Side),
    /// Anything else: a tile with the letter and the marks.
    Generic,
}

/// The drawing of `piece`: its own game's when it is native (its style is its player's) and a piece of
/// that game (a chess, shōgi or xiangqi letter, in a state the game draws), otherwise the generic tile.
/// A chess piece's `+`/`-` (castling, en passant and check bookkeeping) does not change its drawing.
pub(crate) fn look(piece: QualifiedPiece) -> Look {
    if !piece.is_native() {
        return Look::Generic;
    }
    let pin = piece.piece();
    let letter = pin.letter().as_char().to_ascii_uppercase();
    let side = pin.side();
    match piece.style_letter().as_char().to_ascii_uppercase() {
        'C' => {
            chess::Kind::from_letter(letter).map_or(Look::Generic, |kind| Look::Chess(kind, side))
        }
        'S' if !pin.is_diminished() => {
            let promoted = pin.is_enhanced();
            match shogi_character(letter, promoted, true) {
                Some(_) => Look::Shogi(letter, promoted, side),
                None => Look::Generic,
            }
        }
        'X' if pin.is_normal() => match xiangqi_character(letter, true) {
            Some(_) => Look::Xiangqi(letter, side),
            None => Look::Generic,
        },
        _ => Look::Generic,
    }
}

/// The style letter of a player, upper case.
pub(crate) fn style_letter(style: Style) -> char {
    style.letter().as_char().to_ascii_uppercase()
}

/// The shared piece drawings of one picture, written once in `<defs>` each.
#[derive(Default)]
pub(crate) struct Defs {
    /// The drawings already defined, with their ids.
    defined: Vec<(Look, String)>,
    /// Their definitions.
    pub(crate) text: String,
    /// The characters' outlines they and the board use.
    pub(crate) glyphs: Glyphs,
}

impl Defs {
    /// Defines `look`'s drawing on first use and gives its id; `None` for the generic tile, drawn inline.
    /// (Shōgi pieces share one drawing for both players, turned for the second, except the kings'
    /// characters.)
    fn define(&mut self, look: Look, palette: &Palette) -> Option<&str> {
        if look == Look::Generic {
            return None;
        }
        let look = shared(look);
        let first = |side: Side| side == Side::First;
        if let Some(at) = self.defined.iter().position(|(l, _)| *l == look) {
            return self.defined.get(at).map(|(_, id)| id.as_str());
        }
        let id = Id(look).to_string();
        let p = palette;
        match look {
            Look::Chess(kind, side) => {
                let (fill, detail) = if first(side) {
                    (&p.first_piece, &p.outline)
                } else {
                    (&p.second_piece, &p.first_piece)
                };
                chess::define(
                    &mut self.text,
                    &id,
                    kind,
                    &Escaped(fill).to_string(),
                    &Escaped(&p.outline).to_string(),
                    &Escaped(detail).to_string(),
                );
            }
            Look::Shogi(letter, promoted, side) => {
                let character = shogi_character(letter, promoted, first(side)).unwrap_or('?');
                let ink = if promoted {
                    &p.shogi_promoted
                } else {
                    &p.shogi_text
                };
                asian::define_shogi(
                    &mut self.text,
                    &mut self.glyphs,
                    &id,
                    [letter, character],
                    [
                        &Escaped(&p.shogi_piece).to_string(),
                        &Escaped(&p.outline).to_string(),
                        &Escaped(ink).to_string(),
                    ],
                );
            }
            Look::Xiangqi(letter, side) => {
                let character = xiangqi_character(letter, first(side)).unwrap_or('?');
                let ink = if first(side) {
                    &p.xiangqi_red
                } else {
                    &p.xiangqi_black
                };
                asian::define_xiangqi(
                    &mut self.text,
                    &mut self.glyphs,
                    &id,
                    character,
                    [
                        &Escaped(&p.xiangqi_piece).to_string(),
                        &Escaped(ink).to_string(),
                    ],
                );
            }
            Look::Generic => {}
        }
        self.defined.push((look, id));
        self.defined.last().map(|(_, id)| id.as_str())
    }
}

/// Where and how to place one piece.
pub(crate) struct Place {
    /// The top-left corner of its 100 × 100 box, in picture units.
    pub(crate) x: i64,
    pub(crate) y: i64,
    /// Its size in hundredths (100: a full square).
    pub(crate) scale: u32,
    /// Whether the board is drawn turned half a turn (shōgi pieces then point the other way).
    pub(crate) flip: bool,
    /// Its square (`None` in hand), written as `data-square`.
    pub(crate) square: Option<Coordinate>,
}

/// Writes `piece` at `place`.
pub(crate) fn draw(
    out: &mut String,
    defs: &mut Defs,
    piece: QualifiedPiece,
    place: &Place,
    palette: &Palette,
) {
    let look = look(piece);
    let Place {
        x,
        y,
        scale,
        square,
        ..
    } = *place;
    let mut token = [0; QualifiedPiece::MAX_LEN];
    out.push_str("<g data-piece=\"");
    out.push_str(piece.encode(&mut token));
    out.push('"');
    if let Some(square) = square {
        out.push_str(" data-square=\"");
        write::coordinate(out, square);
        out.push('"');
    }
    out.push_str(" transform=\"translate(");
    int(out, x);
    out.push(' ');
    int(out, y);
    out.push(')');
    if scale != 100 {
        let _ = write!(out, " scale({}.{:02})", scale / 100, scale % 100);
    }
    // A shōgi piece points at its opponent: up for the player drawn at the bottom.
    let pointing_down =
        matches!(look, Look::Shogi(_, _, side) if (side == Side::Second) != place.flip);
    if pointing_down {
        out.push_str(" rotate(180 50 50)");
    }
    out.push_str("\">");
    match defs.define(look, palette) {
        Some(id) => {
            out.push_str("<use href=\"#");
            out.push_str(id);
            out.push_str("\"/>");
        }
        None => generic(out, piece, palette),
    }
    out.push_str("</g>");
}

/// The generic tile: a rounded square in the side's colour with the letter as FEEN writes it, `+`/`−` top
/// left for the state, `^` top right for a terminal piece, `′` bottom right for a derived one.
fn generic(out: &mut String, piece: QualifiedPiece, palette: &Palette) {
    let pin = piece.piece();
    let (face, ink) = match pin.side() {
        Side::First => (&palette.first_piece, &palette.outline),
        Side::Second => (&palette.second_piece, &palette.first_piece),
    };
    let (face, ink, line) = (Escaped(face), Escaped(ink), Escaped(&palette.outline));
    let letter = char::from(pin.letter().to_ascii(pin.side()));
    let _ = write!(
        out,
        "<rect x=\"13\" y=\"13\" width=\"74\" height=\"74\" rx=\"16\" fill=\"{face}\" stroke=\"{line}\" \
         stroke-width=\"3\"/><g fill=\"{ink}\" text-anchor=\"middle\" font-weight=\"bold\">\
         <text x=\"50\" y=\"66\" font-size=\"46\">{letter}</text>"
    );
    let state = if pin.is_enhanced() {
        "+"
    } else if pin.is_diminished() {
        "\u{2212}"
    } else {
        ""
    };
    if !state.is_empty() {
        let _ = write!(
            out,
            "<text x=\"27\" y=\"38\" font-size=\"24\">{state}</text>"
        );
    }
    if pin.is_terminal() {
        out.push_str("<text x=\"73\" y=\"40\" font-size=\"24\">^</text>");
    }
    if piece.is_derived() {
        out.push_str("<text x=\"75\" y=\"88\" font-size=\"40\">\u{2032}</text>");
    }
    out.push_str("</g>");
}

/// The drawing `look` shares: a shōgi piece other than a king is drawn alike for both players.
fn shared(look: Look) -> Look {
    match look {
        Look::Shogi(letter, promoted, _) if letter != 'K' => {
            Look::Shogi(letter, promoted, Side::First)
        }
        other => other,
    }
}

/// The id of a drawing defined in `<defs>`, written straight into the picture.
struct Id(Look);

impl std::fmt::Display for Id {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let first = |side: Side| side == Side::First;
        match self.0 {
            Look::Chess(kind, side) => {
                write!(f, "c{kind:?}{}", if first(side) { 'w' } else { 'b' })
            }
            Look::Shogi(letter, promoted, side) => write!(
                f,
                "s{letter}{}{}",
                if promoted { "p" } else { "" },
                if letter == 'K' && !first(side) {
                    "g"
                } else {
                    ""
                }
            ),
            Look::Xiangqi(letter, side) => {
                write!(f, "x{letter}{}", if first(side) { 'r' } else { 'b' })
            }
            Look::Generic => Ok(()),
        }
    }
}

//! The CJK characters (shōgi and xiangqi pieces, the river, the kanji coordinates) drawn as shapes, so
//! that a picture looks the same on every machine, with or without a CJK font.
//!
//! The outlines are Noto Serif CJK Bold's (SIL Open Font License 1.1; `glyphs/OFL.txt`), written as SVG
//! path data into `glyphs/outlines.rs` by `scripts/cjk-glyphs.sh`. Each character a picture uses is
//! defined once in its `<defs>` (`<path id="gj98db">`: face letter and code point) and placed with
//! `<use>`, filled by whatever is around it.

mod outlines;

use std::fmt::Write as _;

use crate::write::{Escaped, int};

/// The face a character's outline is taken from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Face {
    /// Japanese forms (Noto Serif CJK JP): shōgi pieces and the kanji coordinates.
    Japanese,
    /// Chinese forms (Noto Serif CJK SC): xiangqi pieces and the river.
    Chinese,
}

impl Face {
    /// The letter of its glyphs' ids.
    fn letter(self) -> char {
        match self {
            Face::Japanese => 'j',
            Face::Chinese => 'c',
        }
    }
}

/// The outline of `character` in `face` (SVG path data in a 1000-unit em square, y down), if it is
/// one the pictures draw.
pub(crate) fn outline(face: Face, character: char) -> Option<&'static str> {
    let table: &[(char, &str)] = match face {
        Face::Japanese => &outlines::JAPANESE,
        Face::Chinese => &outlines::CHINESE,
    };
    table
        .binary_search_by_key(&character, |&(c, _)| c)
        .ok()
        .and_then(|at| table.get(at))
        .map(|&(_, d)| d)
}

/// The glyphs one picture has defined, and their definitions (written into its `<defs>`).
#[derive(Default)]
pub(crate) struct Glyphs {
    defined: Vec<(Face, char)>,
    /// The `<path id=…>` of each glyph used.
    pub(crate) text: String,
}

/// Writes `thousandths` / 1000 as a short decimal (`28.5`, `0.054`, `-3`).
fn decimal(out: &mut String, thousandths: i64) {
    if thousandths < 0 {
        out.push('-');
    }
    let n = thousandths.unsigned_abs();
    int(out, i64::try_from(n / 1000).unwrap_or(i64::MAX));
    let mut fraction = n % 1000;
    if fraction != 0 {
        out.push('.');
        while fraction != 0 {
            // One digit: below 10.
            out.push(char::from(b'0' + u8::try_from(fraction / 100).unwrap_or(0)));
            fraction = fraction % 100 * 10;
        }
    }
}

/// Writes the id of `character`'s outline in `face`: `g`, the face's letter, the code point in hex.
fn id(out: &mut String, face: Face, character: char) {
    out.push('g');
    out.push(face.letter());
    let code = u32::from(character);
    let digits = (32 - code.leading_zeros()).div_ceil(4).max(1);
    for shift in (0..digits).rev() {
        out.push(char::from_digit((code >> (4 * shift)) & 15, 16).unwrap_or('0'));
    }
}

impl Glyphs {
    /// Writes `character` of `face` into `out`, its em square `size` units wide and centred at
    /// (`cx`, `cy`) (in thousandths of a unit), defining its outline on first use. A character without
    /// an outline is written as text (the tests check that every character drawn has one).
    pub(crate) fn place(
        &mut self,
        out: &mut String,
        face: Face,
        character: char,
        [cx, cy]: [i64; 2],
        size: i64,
    ) {
        let Some(d) = outline(face, character) else {
            // The em square's middle is 0.38 em over the baseline.
            out.push_str("<text x=\"");
            decimal(out, cx);
            out.push_str("\" y=\"");
            decimal(out, cy + size * 380);
            let mut buffer = [0; 4];
            let _ = write!(
                out,
                "\" font-size=\"{size}\" text-anchor=\"middle\">{}</text>",
                Escaped(character.encode_utf8(&mut buffer))
            );
            return;
        };
        if !self.defined.contains(&(face, character)) {
            self.defined.push((face, character));
            self.text.push_str("<path id=\"");
            id(&mut self.text, face, character);
            self.text.push_str("\" d=\"");
            self.text.push_str(d);
            self.text.push_str("\"/>");
        }
        out.push_str("<use href=\"#");
        id(out, face, character);
        out.push_str("\" transform=\"translate(");
        decimal(out, cx - size * 500);
        out.push(' ');
        decimal(out, cy - size * 500);
        out.push_str(") scale(");
        decimal(out, size);
        out.push_str(")\"/>");
    }

    /// Writes `text` as a row of characters of `face`, each `size` units wide and `gap` apart, the row
    /// centred at (`cx`, `cy`) (picture units).
    pub(crate) fn row(
        &mut self,
        out: &mut String,
        face: Face,
        text: &str,
        [cx, cy]: [i64; 2],
        size: i64,
        gap: i64,
    ) {
        let count = i64::try_from(text.chars().count()).unwrap_or(0);
        let step = (size + gap) * 1000;
        let first = cx * 1000 - (count - 1) * step / 2;
        for (i, character) in (0..).zip(text.chars()) {
            self.place(out, face, character, [first + i * step, cy * 1000], size);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asian::{shogi_character, xiangqi_character};
    use crate::board::{RIVER, kanji, wide};

    #[test]
    fn every_character_drawn_has_an_outline() {
        let mut count = 0;
        for letter in "KRBGSNLP".chars() {
            for promoted in [false, true] {
                for first in [false, true] {
                    if let Some(c) = shogi_character(letter, promoted, first) {
                        assert!(outline(Face::Japanese, c).is_some(), "shōgi {c}");
                        count += 1;
                    }
                }
            }
        }
        for letter in "GAEHRCP".chars() {
            for red in [false, true] {
                let c = xiangqi_character(letter, red).unwrap();
                assert!(outline(Face::Chinese, c).is_some(), "xiangqi {c}");
                count += 1;
            }
        }
        for c in RIVER.iter().flat_map(|r| r.chars()) {
            assert!(outline(Face::Chinese, c).is_some(), "river {c}");
            count += 1;
        }
        for n in 1..=10 {
            for c in kanji(n).chars().chain(wide(n).chars()) {
                assert!(outline(Face::Japanese, c).is_some(), "label {c}");
                count += 1;
            }
        }
        assert!(count > 60, "{count}");
        assert!(outline(Face::Chinese, 'と').is_none() && outline(Face::Japanese, 'a').is_none());
    }

    #[test]
    fn the_tables_are_sorted_for_binary_search() {
        for table in [&outlines::JAPANESE[..], &outlines::CHINESE[..]] {
            assert!(table.windows(2).all(|w| w[0].0 < w[1].0));
            assert!(
                table
                    .iter()
                    .all(|(_, d)| d.starts_with('m') && d.ends_with('z'))
            );
        }
    }

    #[test]
    fn decimals_and_ids_are_written_short() {
        let written = |n| {
            let mut out = String::new();
            decimal(&mut out, n);
            out
        };
        let cases = [
            (0, "0"),
            (54, "0.054"),
            (28_500, "28.5"),
            (-1_005, "-1.005"),
            (7_000, "7"),
        ];
        for (n, text) in cases {
            assert_eq!(written(n), text);
        }
        for (face, c, text) in [
            (Face::Japanese, 'と', "gj3068"),
            (Face::Chinese, '帥', "gc5e25"),
            (Face::Japanese, '\0', "gj0"),
            (Face::Japanese, 'a', "gj61"),
        ] {
            let mut out = String::new();
            id(&mut out, face, c);
            assert_eq!(out, text);
        }
    }

    #[test]
    fn a_glyph_is_defined_once_and_placed_by_its_em_square() {
        let mut glyphs = Glyphs::default();
        let mut out = String::new();
        glyphs.place(&mut out, Face::Japanese, '歩', [50_000, 55_000], 54);
        glyphs.place(&mut out, Face::Japanese, '歩', [150_500, 55_000], 43);
        assert_eq!(glyphs.text.matches("<path id=\"gj6b69\"").count(), 1);
        assert_eq!(
            out,
            "<use href=\"#gj6b69\" transform=\"translate(23 28) scale(0.054)\"/>\
             <use href=\"#gj6b69\" transform=\"translate(129 33.5) scale(0.043)\"/>"
        );
        let mut row = String::new();
        glyphs.row(&mut row, Face::Japanese, "１０", [100, 40], 32, 0);
        assert!(row.contains("translate(68 24)") && row.contains("translate(100 24)"));
        let mut text = String::new();
        glyphs.place(&mut text, Face::Japanese, '<', [-1_500, 0], 10);
        assert_eq!(
            text,
            "<text x=\"-1.5\" y=\"3.8\" font-size=\"10\" text-anchor=\"middle\">&lt;</text>"
        );
    }
}

//! Shōgi pieces (pentagons with their character) and xiangqi pieces (discs with their character).
//!
//! The characters are shapes: Noto Serif CJK's outlines ([`crate::glyphs`]), the Japanese forms for shōgi
//! and the Chinese forms for xiangqi.

use std::fmt::Write as _;

use crate::glyphs::{Face, Glyphs};

/// The character of a shōgi piece (`letter` upper case), promoted or not, or `None` for a letter or a
/// promotion shōgi does not have. `first` picks the king's character: 玉 for the first player (sente),
/// 王 for the second.
pub(crate) fn shogi_character(letter: char, promoted: bool, first: bool) -> Option<char> {
    Some(match (letter, promoted) {
        ('K', false) => {
            if first {
                '玉'
            } else {
                '王'
            }
        }
        ('R', false) => '飛',
        ('R', true) => '龍',
        ('B', false) => '角',
        ('B', true) => '馬',
        ('G', false) => '金',
        ('S', false) => '銀',
        ('S', true) => '全',
        ('N', false) => '桂',
        ('N', true) => '圭',
        ('L', false) => '香',
        ('L', true) => '杏',
        ('P', false) => '歩',
        ('P', true) => 'と',
        _ => return None,
    })
}

/// The character of a xiangqi piece (`letter` upper case, Tabula's FEEN letters `G A E H R C P`), red for the
/// first player, black for the second; `None` for another letter.
pub(crate) fn xiangqi_character(letter: char, red: bool) -> Option<char> {
    let (r, b) = match letter {
        'G' => ('帥', '將'),
        'A' => ('仕', '士'),
        'E' => ('相', '象'),
        'H' => ('傌', '馬'),
        'R' => ('俥', '車'),
        'C' => ('炮', '砲'),
        'P' => ('兵', '卒'),
        _ => return None,
    };
    Some(if red { r } else { b })
}

/// The size of a shōgi piece, in tenths of the largest (the king): pieces get smaller with their value.
fn shogi_scale(letter: char) -> u32 {
    match letter {
        'K' | 'R' | 'B' => 10,
        'G' | 'S' | 'N' | 'L' => 9,
        _ => 8,
    }
}

/// The outline of a shōgi piece of scale `k` tenths (8, 9 or 10), pointing up, in the 100 × 100 box: a
/// pentagon about the centre (50, 52), its point 44 up, its shoulders 30 out and 32 up, its base 37 out and
/// 42 down at full size.
pub(crate) fn pentagon(k: u32) -> &'static str {
    match k {
        8 => "M50 17L74 27L79 85L21 85L26 27Z",
        9 => "M50 13L77 24L83 89L17 89L23 24Z",
        _ => "M50 8L80 20L87 94L13 94L20 20Z",
    }
}

/// Writes the `<g id=…>` of a shōgi piece: the pentagon, pointing up, and its character.
pub(crate) fn define_shogi(
    out: &mut String,
    glyphs: &mut Glyphs,
    id: &str,
    [letter, character]: [char; 2],
    colors: [&str; 3],
) {
    let [wood, line, ink] = colors;
    let k = shogi_scale(letter);
    let _ = write!(
        out,
        "<g id=\"{id}\" fill=\"{ink}\"><path d=\"{}\" fill=\"{wood}\" stroke=\"{line}\" \
         stroke-width=\"2.5\" stroke-linejoin=\"round\"/>",
        pentagon(k)
    );
    // The character's em square, 54 units at full size, centred a little under the pentagon's centre
    // (where the piece is widest).
    glyphs.place(
        out,
        Face::Japanese,
        character,
        [50_000, 55_000],
        i64::from(54 * k / 10),
    );
    out.push_str("</g>");
}

/// Writes the `<g id=…>` of a xiangqi piece: a disc with a ring and its character in `ink`.
pub(crate) fn define_xiangqi(
    out: &mut String,
    glyphs: &mut Glyphs,
    id: &str,
    character: char,
    [face, ink]: [&str; 2],
) {
    let _ = write!(
        out,
        "<g id=\"{id}\" fill=\"{ink}\"><circle cx=\"50\" cy=\"50\" r=\"43\" fill=\"{face}\" \
         stroke=\"{ink}\" stroke-width=\"3\"/><circle cx=\"50\" cy=\"50\" r=\"35\" fill=\"none\" \
         stroke=\"{ink}\" stroke-width=\"1.5\"/>"
    );
    glyphs.place(out, Face::Chinese, character, [50_000, 50_000], 44);
    out.push_str("</g>");
}

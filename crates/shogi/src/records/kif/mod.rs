//! KIF, Kakinoki's record format: the names it writes squares, pieces and hands with, its reader and its
//! writer.
//!
//! KIF is described by its author's page (<http://kakinoki.o.oo7.jp/kif_format.html>, "棋譜ファイル
//! KIF形式"); Tabula reads the main line of each game and skips variations (`変化：`).

mod diagram;
mod read;
mod write;

pub use read::KifReader;
pub use write::{KifOptions, write_kif};

use crate::profile::Kind;

/// The full-width digits of files, `１`…`９`.
const FILES: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// The kanji numerals of ranks and counts, `一`…`九`.
const NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// Piece names a move may use (longest first where one is the start of another), as (kind, promoted).
const NAMES: [(&str, Kind, bool); 19] = [
    ("成香", Kind::Lance, true),
    ("成桂", Kind::Knight, true),
    ("成銀", Kind::Silver, true),
    ("歩", Kind::Pawn, false),
    ("香", Kind::Lance, false),
    ("桂", Kind::Knight, false),
    ("銀", Kind::Silver, false),
    ("金", Kind::Gold, false),
    ("角", Kind::Bishop, false),
    ("飛", Kind::Rook, false),
    ("玉", Kind::King, false),
    ("王", Kind::King, false),
    ("と", Kind::Pawn, true),
    ("杏", Kind::Lance, true),
    ("圭", Kind::Knight, true),
    ("全", Kind::Silver, true),
    ("馬", Kind::Bishop, true),
    ("龍", Kind::Rook, true),
    ("竜", Kind::Rook, true),
];

/// The name a move writes a piece with.
fn move_name(kind: Kind, promoted: bool) -> &'static str {
    match (kind, promoted) {
        (Kind::Pawn, false) => "歩",
        (Kind::Lance, false) => "香",
        (Kind::Knight, false) => "桂",
        (Kind::Silver, false) => "銀",
        (Kind::Gold, _) => "金",
        (Kind::Bishop, false) => "角",
        (Kind::Rook, false) => "飛",
        (Kind::King, _) => "玉",
        (Kind::Pawn, true) => "と",
        (Kind::Lance, true) => "成香",
        (Kind::Knight, true) => "成桂",
        (Kind::Silver, true) => "成銀",
        (Kind::Bishop, true) => "馬",
        (Kind::Rook, true) => "龍",
    }
}

/// The one-character name a board diagram (BOD) writes a piece with.
fn diagram_name(kind: Kind, promoted: bool) -> char {
    match (kind, promoted) {
        (Kind::Lance, true) => '杏',
        (Kind::Knight, true) => '圭',
        (Kind::Silver, true) => '全',
        _ => move_name(kind, promoted).chars().next().unwrap_or('・'),
    }
}

/// A count in kanji (`二`, `十`, `十八`), 1 to 18.
fn count_name(count: u8) -> String {
    let mut name = String::new();
    if count >= 10 {
        name.push('十');
    }
    if let Some(&digit) = NUMERALS.get(usize::from(count % 10).wrapping_sub(1)) {
        name.push(digit);
    }
    name
}

/// A kanji count (`二`, `十`, `十八`), 1 to 19.
fn read_count(text: &str) -> Option<u8> {
    let digit = |c: char| {
        NUMERALS
            .iter()
            .position(|&n| n == c)
            .and_then(|i| u8::try_from(i + 1).ok())
    };
    let mut chars = text.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (None, _, _) => Some(1),
        (Some('十'), None, _) => Some(10),
        (Some('十'), Some(c), None) => digit(c).map(|d| 10 + d),
        (Some(c), None, _) => digit(c),
        _ => None,
    }
}

/// The hand kinds in the order KIF lists them (rook first, as in [`Kind`]).
const HAND_ORDER: &[Kind] = Kind::ALL.split_at(7).0;

#[cfg(test)]
mod tests {
    #[test]
    fn counts_both_ways() {
        for count in 1..=18 {
            let name = super::count_name(count);
            assert_eq!(super::read_count(&name), Some(count), "{name}");
        }
        assert_eq!(super::read_count("十十"), None);
    }
}

//! Game records: KIF (Kakinoki's format, `Shift_JIS` `.kif` or UTF-8 `.kifu`) and CSA (version 2.2, several
//! games per file) read into [`Record`]s and written back.
//!
//! A record speaks USI: its start is an SFEN and its moves are USI move strings (`7g7f`, `8h2b+`, `P*5e`).
//! The readers resolve what the formats leave to the board (KIF's `同` "same square", the piece a CSA move
//! names, promotion written as the piece a move ends as) with a small board of their own, which checks what
//! the notations need (the mover's piece on the origin, a piece in hand for a drop, the named piece) but not
//! the rules of play: replaying a record's moves through the rules checks every move.
//!
//! Reading streams over any [`std::io::BufRead`] one game at a time, holding one game at most: a line is at
//! most [`MAX_LINE_BYTES`], a game at most [`MAX_GAME_BYTES`] and [`MAX_PLIES`] moves (Tabula's bounds; the
//! formats set none).
//!
//! ```
//! use tabula_shogi::records::{CsaReader, KifReader, End};
//! use tabula_game::{Side, Termination};
//!
//! let kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:01/00:00:01)\n   2 ３四歩(33)   ( 0:02/00:00:02)\n   3 ２二角成(88) ( 0:03/00:00:04)\n   4 同　銀(31)   ( 0:01/00:00:03)\n   5 投了\n";
//! let record = KifReader::new(kif.as_bytes()).next().unwrap()?;
//! assert_eq!(record.moves, ["7g7f", "3c3d", "8h2b+", "3a2b"]);
//! assert_eq!(record.times, [Some(1), Some(2), Some(3), Some(1)]);
//! assert_eq!(record.end, Some(End::Resignation));
//! let outcome = record.result.unwrap();
//! assert_eq!((outcome.winner, outcome.termination), (Some(Side::Second), Termination::Resignation));
//!
//! let csa = "V2.2\nN+Sente\nN-Gote\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n/\nPI\n+\n+2726FU\n%CHUDAN\n";
//! let records: Vec<_> = CsaReader::new(csa.as_bytes()).collect::<Result<_, _>>()?;
//! assert_eq!(records.len(), 2);
//! assert_eq!(records[0].header("N+"), Some("Sente"));
//! assert_eq!(records[1].moves, ["2g2f"]);
//! assert_eq!(records[1].result, None);
//! # Ok::<(), tabula_shogi::records::RecordError>(())
//! ```

pub(crate) mod board;
pub(crate) mod csa;
mod end;
mod error;
mod kif;
mod lines;

pub use csa::{CsaReader, write_csa, write_csa_games};
pub use end::End;
pub(crate) use end::other;
pub use error::{RecordError, RecordErrorKind};
pub use kif::{KifOptions, KifReader, write_kif};
use tabula_game::Outcome;

/// The longest line the readers take, in bytes (Tabula's bound).
pub const MAX_LINE_BYTES: usize = 1 << 16;

/// The most bytes one game may take, headers and comments included (Tabula's bound).
pub const MAX_GAME_BYTES: usize = 4 << 20;

/// The most moves one game may have (Tabula's bound; real games stay far below).
pub const MAX_PLIES: usize = 10_000;

/// The USI start position.
pub const STARTPOS: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

/// How the bytes of a record are decoded.
///
/// ```
/// assert_eq!(tabula_shogi::records::Encoding::default(), tabula_shogi::records::Encoding::Auto);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Encoding {
    /// UTF-8 while the lines are valid UTF-8 (a byte-order mark is skipped), then `Shift_JIS` from the first
    /// line that is not, to the end. The default: `.kifu` files are UTF-8, `.kif` files `Shift_JIS`, and a
    /// Japanese `Shift_JIS` line is practically never valid UTF-8.
    #[default]
    Auto,
    /// UTF-8 only.
    Utf8,
    /// `Shift_JIS` as Windows writes it (code page 932), which the WHATWG `Shift_JIS` decoder reads.
    ShiftJis,
}

/// One game: headers, start, moves in USI, times, comments and how it ended.
///
/// ```
/// let record = tabula_shogi::records::Record::new(tabula_shogi::records::STARTPOS);
/// assert!(record.moves.is_empty());
/// assert_eq!(record.header("先手"), None);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Record {
    /// The header lines in file order: KIF `key：value` (`先手`, `開始日時` …), CSA `N+`/`N-` names, `$KEY`
    /// information and `V` version (`("V", "2.2")`). The start position is not repeated here.
    pub headers: Vec<(String, String)>,
    /// The start position in SFEN (with the move count 1).
    pub start_sfen: String,
    /// The moves in USI.
    pub moves: Vec<String>,
    /// The time each move took, in seconds, where the record gives it (one entry per move).
    pub times: Vec<Option<u32>>,
    /// Comments, each after the given number of moves (0: before the first move).
    pub comments: Vec<(usize, String)>,
    /// How the game ended, as the record says.
    pub end: Option<End>,
    /// The outcome of [`Record::end`] (`None` when the record has no result).
    pub result: Option<Outcome>,
    /// The line the game starts on, in its stream.
    pub line: usize,
}

impl Record {
    /// An empty record from a start SFEN.
    ///
    /// ```
    /// let record = tabula_shogi::records::Record::new("4k4/9/9/9/9/9/9/9/4K4 b G 1");
    /// assert_eq!(record.start_sfen, "4k4/9/9/9/9/9/9/9/4K4 b G 1");
    /// ```
    #[must_use]
    pub fn new(start_sfen: &str) -> Record {
        Record {
            headers: Vec::new(),
            start_sfen: start_sfen.to_owned(),
            moves: Vec::new(),
            times: Vec::new(),
            comments: Vec::new(),
            end: None,
            result: None,
            line: 1,
        }
    }

    /// The SFEN of the start and of the position after each move (move counts from 1 on), the moves played
    /// on the records' small board, which checks what the notations need, not the rules.
    ///
    /// ```
    /// let mut record = tabula_shogi::records::Record::new(tabula_shogi::records::STARTPOS);
    /// record.moves = vec!["7g7f".into(), "3c3d".into()];
    /// let sfens = record.sfens()?;
    /// assert_eq!(sfens[2], "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
    /// # Ok::<(), tabula_shogi::records::RecordError>(())
    /// ```
    ///
    /// # Errors
    /// [`RecordErrorKind::Start`], or [`RecordErrorKind::MoveSyntax`] or [`RecordErrorKind::Unplayable`] with
    /// the move's number as `line`.
    pub fn sfens(&self) -> Result<Vec<String>, RecordError> {
        let mut board = board::Board::from_sfen(&self.start_sfen)
            .map_err(|e| at_move(0, RecordErrorKind::Start(e)))?;
        let mut sfens = Vec::with_capacity(self.moves.len() + 1);
        sfens.push(board.sfen(1));
        for (count, usi) in (2u32..).zip(&self.moves) {
            let number = sfens.len();
            play_move(&mut board, number, usi, parse_move(number, usi)?)?;
            sfens.push(board.sfen(count));
        }
        Ok(sfens)
    }

    /// The first header of a key.
    ///
    /// ```
    /// let mut record = tabula_shogi::records::Record::new(tabula_shogi::records::STARTPOS);
    /// record.headers.push(("先手".into(), "羽生".into()));
    /// assert_eq!(record.header("先手"), Some("羽生"));
    /// ```
    #[must_use]
    pub fn header(&self, key: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// An error at a move number (`offset` 0): how the writers and [`Record::sfens`] report a move.
pub(crate) fn at_move(line: usize, kind: RecordErrorKind) -> RecordError {
    RecordError {
        kind,
        line,
        offset: 0,
    }
}

/// A record's move `number` (from 1), parsed.
pub(crate) fn parse_move(number: usize, usi: &str) -> Result<board::UsiMove, RecordError> {
    board::UsiMove::parse(usi).ok_or_else(|| {
        let why = "not a USI move";
        at_move(
            number,
            RecordErrorKind::MoveSyntax {
                text: usi.to_owned(),
                why,
            },
        )
    })
}

/// A record's move `number` played on a board.
pub(crate) fn play_move(
    board: &mut board::Board,
    number: usize,
    usi: &str,
    mv: board::UsiMove,
) -> Result<(), RecordError> {
    board.play(mv).map_err(|why| {
        at_move(
            number,
            RecordErrorKind::Unplayable {
                text: usi.to_owned(),
                why,
            },
        )
    })
}

/// Writes the comments placed after `after` moves, one line each behind `mark` (KIF `*`, CSA `'`).
pub(crate) fn write_comments(text: &mut String, record: &Record, after: usize, mark: char) {
    for (_, comment) in record.comments.iter().filter(|(at, _)| *at == after) {
        for line in comment.lines() {
            text.push(mark);
            text.push_str(line);
            text.push('\n');
        }
    }
}

/// Header names in KIF and their CSA keys (`N+`/`N-` names, `$` information), for writing one format's
/// headers in the other.
pub(crate) const HEADER_NAMES: [(&str, &str); 8] = [
    ("先手", "N+"),
    ("後手", "N-"),
    ("棋戦", "$EVENT"),
    ("場所", "$SITE"),
    ("開始日時", "$START_TIME"),
    ("終了日時", "$END_TIME"),
    ("持ち時間", "$TIME_LIMIT"),
    ("戦型", "$OPENING"),
];

/// KIF's handicap names (`手合割`) and their start positions (the handicap giver, gote, moves first).
pub const HANDICAPS: [(&str, &str); 14] = [
    ("平手", STARTPOS),
    (
        "香落ち",
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右香落ち",
        "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "角落ち",
        "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛車落ち",
        "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛香落ち",
        "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "二枚落ち",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "三枚落ち",
        "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "四枚落ち",
        "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "五枚落ち",
        "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左五枚落ち",
        "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "六枚落ち",
        "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "八枚落ち",
        "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "十枚落ち",
        "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
];

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
mod csa;
mod error;
mod kif;
mod lines;

pub use csa::{CsaReader, write_csa, write_csa_games};
pub use error::{RecordError, RecordErrorKind};
pub use kif::{KifOptions, KifReader, write_kif};
use tabula_game::{Outcome, Side, Termination};

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

/// How a game ended, as the record says (KIF's last "move", CSA's `%` line).
///
/// ```
/// use tabula_shogi::records::End;
/// use tabula_game::{Outcome, Side, Termination};
/// assert_eq!(End::Resignation.outcome(Side::First), Some(Outcome::win(Side::Second, Termination::Resignation)));
/// assert_eq!(End::Interrupted.outcome(Side::First), None);
/// assert_eq!(End::from_csa("%SENNICHITE"), Some(End::Sennichite));
/// assert_eq!(End::from_kif("持将棋"), Some(End::Impasse));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum End {
    /// The side to move resigned: `投了`, `%TORYO`.
    Resignation,
    /// The side to move is checkmated: `詰み`, `%TSUMI`.
    Checkmate,
    /// Fourfold repetition, a draw as the record says (a perpetual check is the rules' to judge):
    /// `千日手`, `%SENNICHITE`.
    Sennichite,
    /// Impasse (both kings entered), a draw: `持将棋`, `%JISHOGI`.
    Impasse,
    /// The side to move declared a win by the entering-king rule: `入玉勝ち`, `%KACHI`.
    Declaration,
    /// The side to move lost on time: `切れ負け`, `%TIME_UP`.
    TimeUp,
    /// The side to move lost by an illegal move: `反則負け`, `%ILLEGAL_MOVE`.
    IllegalMove,
    /// The side to move won by the opponent's foul: `反則勝ち`.
    IllegalWin,
    /// The given side lost by an illegal action: `%+ILLEGAL_ACTION`, `%-ILLEGAL_ACTION`.
    IllegalAction(Side),
    /// The game was interrupted, no result: `中断`, `%CHUDAN`.
    Interrupted,
    /// A draw by agreement: `%HIKIWAKE`.
    Draw,
    /// A draw at the move limit: `%MAX_MOVES`.
    MaxMoves,
    /// A problem with no mate, no result: `不詰`, `%FUZUMI`.
    NoMate,
    /// An error ended the game, no result: `%ERROR`.
    Error,
}

/// The KIF words and CSA keywords of each end, the first of each the one written.
const ENDS: [(End, &[&str], &str); 13] = [
    (End::Resignation, &["投了"], "%TORYO"),
    (End::Checkmate, &["詰み"], "%TSUMI"),
    (End::Sennichite, &["千日手"], "%SENNICHITE"),
    (End::Impasse, &["持将棋"], "%JISHOGI"),
    (End::Declaration, &["入玉勝ち", "入玉宣言"], "%KACHI"),
    (End::TimeUp, &["切れ負け"], "%TIME_UP"),
    (End::IllegalMove, &["反則負け"], "%ILLEGAL_MOVE"),
    (End::IllegalWin, &["反則勝ち"], ""),
    (End::Interrupted, &["中断"], "%CHUDAN"),
    (End::Draw, &[], "%HIKIWAKE"),
    (End::MaxMoves, &[], "%MAX_MOVES"),
    (End::NoMate, &["不詰"], "%FUZUMI"),
    (End::Error, &[], "%ERROR"),
];

impl End {
    /// The end a KIF word names.
    ///
    /// ```
    /// assert_eq!(tabula_shogi::records::End::from_kif("投了"), Some(tabula_shogi::records::End::Resignation));
    /// ```
    #[must_use]
    pub fn from_kif(word: &str) -> Option<End> {
        ENDS.iter()
            .find(|(_, words, _)| words.contains(&word))
            .map(|(end, _, _)| *end)
    }

    /// The end a CSA `%` keyword names.
    ///
    /// ```
    /// use tabula_shogi::records::End;
    /// use tabula_game::Side;
    /// assert_eq!(End::from_csa("%-ILLEGAL_ACTION"), Some(End::IllegalAction(Side::Second)));
    /// ```
    #[must_use]
    pub fn from_csa(word: &str) -> Option<End> {
        match word {
            "%+ILLEGAL_ACTION" => Some(End::IllegalAction(Side::First)),
            "%-ILLEGAL_ACTION" => Some(End::IllegalAction(Side::Second)),
            "" => None,
            _ => ENDS
                .iter()
                .find(|(_, _, csa)| *csa == word)
                .map(|(end, _, _)| *end),
        }
    }

    /// The KIF word for this end with `to_move` to move, or `None` where KIF has none (a draw by
    /// agreement, the move limit, an error).
    ///
    /// ```
    /// use tabula_shogi::records::End;
    /// use tabula_game::Side;
    /// assert_eq!(End::IllegalAction(Side::First).kif(Side::Second), Some("反則勝ち"));
    /// ```
    #[must_use]
    pub fn kif(self, to_move: Side) -> Option<&'static str> {
        let end = match self {
            End::IllegalAction(side) if side == to_move => End::IllegalMove,
            End::IllegalAction(_) => End::IllegalWin,
            other => other,
        };
        ENDS.iter()
            .find(|(e, _, _)| *e == end)
            .and_then(|(_, words, _)| words.first().copied())
    }

    /// The CSA keyword for this end with `to_move` to move.
    ///
    /// ```
    /// use tabula_shogi::records::End;
    /// use tabula_game::Side;
    /// assert_eq!(End::IllegalWin.csa(Side::Second), "%+ILLEGAL_ACTION");
    /// ```
    #[must_use]
    pub fn csa(self, to_move: Side) -> &'static str {
        let loser = match self {
            End::IllegalAction(side) => side,
            End::IllegalWin => other(to_move),
            _ => {
                return ENDS
                    .iter()
                    .find(|(e, _, _)| *e == self)
                    .map_or("%ERROR", |(_, _, csa)| csa);
            }
        };
        match loser {
            Side::First => "%+ILLEGAL_ACTION",
            Side::Second => "%-ILLEGAL_ACTION",
        }
    }

    /// The outcome, `to_move` being the side to move when the game ended (`None` for an end without a
    /// result: interrupted, no mate, error).
    ///
    /// ```
    /// use tabula_shogi::records::End;
    /// use tabula_game::{Outcome, Side, Termination};
    /// assert_eq!(End::Declaration.outcome(Side::Second), Some(Outcome::win(Side::Second, Termination::EnteringKing)));
    /// assert_eq!(End::Sennichite.outcome(Side::Second), Some(Outcome::draw(Termination::Sennichite)));
    /// ```
    #[must_use]
    pub fn outcome(self, to_move: Side) -> Option<Outcome> {
        let them = other(to_move);
        Some(match self {
            End::Resignation => Outcome::win(them, Termination::Resignation),
            End::Checkmate => Outcome::win(them, Termination::Checkmate),
            End::Sennichite => Outcome::draw(Termination::Sennichite),
            End::Impasse => Outcome::draw(Termination::EnteringKing),
            End::Declaration => Outcome::win(to_move, Termination::EnteringKing),
            End::TimeUp | End::IllegalMove => Outcome::win(them, Termination::Other),
            End::IllegalWin => Outcome::win(to_move, Termination::Other),
            End::IllegalAction(side) => Outcome::win(other(side), Termination::Other),
            End::Draw => Outcome::draw(Termination::Agreement),
            End::MaxMoves => Outcome::draw(Termination::Other),
            End::Interrupted | End::NoMate | End::Error => return None,
        })
    }
}

/// The other side.
pub(crate) fn other(side: Side) -> Side {
    match side {
        Side::First => Side::Second,
        Side::Second => Side::First,
    }
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

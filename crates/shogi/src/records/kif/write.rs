//! The KIF writer.

use std::fmt::Write as _;
use std::io::Write;

use tabula_qpi::Side;

use super::{FILES, HAND_ORDER, NUMERALS, count_name, diagram_name, move_name};
use crate::profile::Kind;
use crate::records::board::{Board, Sq, UsiMove, file_of, rank_of};
use crate::records::{
    Encoding, End, HANDICAPS, HEADER_NAMES, Record, RecordError, RecordErrorKind, at_move,
    parse_move, play_move, write_comments,
};

/// How [`write_kif`] writes.
///
/// ```
/// let options = tabula_shogi::records::KifOptions::default();
/// assert_eq!(options.encoding, tabula_shogi::records::Encoding::Utf8);
/// assert!(options.decline);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct KifOptions {
    /// [`Encoding::Utf8`] (`.kifu`, the default) or [`Encoding::ShiftJis`] (`.kif`); `Auto` writes UTF-8.
    pub encoding: Encoding,
    /// Write `不成` on a move that could promote and does not, as Kakinoki's format does (the default).
    /// Some readers (cshogi 1.1) do not read `不成`: turn it off for them.
    pub decline: bool,
}

impl Default for KifOptions {
    fn default() -> KifOptions {
        KifOptions {
            encoding: Encoding::Utf8,
            decline: true,
        }
    }
}

impl KifOptions {
    /// These options with another encoding.
    ///
    /// ```
    /// use tabula_shogi::records::{Encoding, KifOptions};
    /// assert_eq!(KifOptions::default().with_encoding(Encoding::ShiftJis).encoding, Encoding::ShiftJis);
    /// ```
    #[must_use]
    pub fn with_encoding(mut self, encoding: Encoding) -> KifOptions {
        self.encoding = encoding;
        self
    }

    /// These options with or without `不成`.
    ///
    /// ```
    /// assert!(!tabula_shogi::records::KifOptions::default().with_decline(false).decline);
    /// ```
    #[must_use]
    pub fn with_decline(mut self, decline: bool) -> KifOptions {
        self.decline = decline;
        self
    }
}

/// Writes a record as KIF: the headers (CSA's `N+`, `N-` and `$` keys under their KIF names), `手合割` for
/// the even start and the handicaps, a board diagram (BOD) for any other start, one line per move with its
/// time (`( m:ss/h:mm:ss)`, the player's total after the slash) where the record has one, comments as `*`
/// lines, the end and a `まで…` summary. The moves are checked on a board as they are written.
///
/// ```
/// use tabula_shogi::records::{KifOptions, KifReader, Record, STARTPOS, write_kif};
/// let mut record = Record::new(STARTPOS);
/// record.moves = vec!["7g7f".into(), "3c3d".into(), "8h2b+".into(), "3a2b".into()];
/// record.end = Some(tabula_shogi::records::End::Resignation);
/// let mut out = Vec::new();
/// write_kif(&mut out, &record, KifOptions::default())?;
/// let text = String::from_utf8(out.clone()).unwrap();
/// assert!(text.contains("   3 ２二角成(88)\n   4 同　銀(31)\n   5 投了\nまで4手で後手の勝ち\n"), "{text}");
/// let back = KifReader::new(&out[..]).next().unwrap()?;
/// assert_eq!(back.moves, record.moves);
/// # Ok::<(), tabula_shogi::records::RecordError>(())
/// ```
///
/// # Errors
/// [`RecordErrorKind::Start`] for a start that is not SFEN, [`RecordErrorKind::MoveSyntax`] or
/// [`RecordErrorKind::Unplayable`] for a move (`line` is then the move's number, `offset` 0),
/// [`RecordErrorKind::Encoding`] for text `Shift_JIS` cannot spell, [`RecordErrorKind::Io`].
pub fn write_kif<W: Write>(
    out: &mut W,
    record: &Record,
    options: KifOptions,
) -> Result<(), RecordError> {
    let text = kif_text(record, options)?;
    let bytes = if options.encoding == Encoding::ShiftJis {
        encode_shift_jis(&text)?
    } else {
        std::borrow::Cow::Borrowed(text.as_bytes())
    };
    out.write_all(&bytes)
        .map_err(|e| at_move(0, RecordErrorKind::Io(e.to_string())))
}

/// The text in `Shift_JIS`; an error when a character has no `Shift_JIS` spelling.
#[cfg(feature = "shift-jis")]
fn encode_shift_jis(text: &str) -> Result<std::borrow::Cow<'_, [u8]>, RecordError> {
    let (bytes, _, unmappable) = encoding_rs::SHIFT_JIS.encode(text);
    if unmappable {
        return Err(at_move(0, RecordErrorKind::Encoding("Shift_JIS")));
    }
    Ok(bytes)
}

/// Without the `shift-jis` feature: no `Shift_JIS` is written.
#[cfg(not(feature = "shift-jis"))]
fn encode_shift_jis(_text: &str) -> Result<std::borrow::Cow<'_, [u8]>, RecordError> {
    Err(at_move(0, RecordErrorKind::NoShiftJis))
}

fn kif_text(record: &Record, options: KifOptions) -> Result<String, RecordError> {
    let mut board =
        Board::from_sfen(&record.start_sfen).map_err(|e| at_move(0, RecordErrorKind::Start(e)))?;
    let mut text = String::with_capacity(64 + record.moves.len() * 40);
    for (key, value) in &record.headers {
        let key = HEADER_NAMES
            .iter()
            .find(|(_, csa)| csa == key)
            .map_or(key.as_str(), |(kif, _)| kif);
        if !key.starts_with('$') && key != "V" {
            let _ = writeln!(text, "{key}：{value}");
        }
    }
    let start = board.sfen(1);
    match HANDICAPS.iter().find(|(_, sfen)| *sfen == start) {
        Some((name, _)) => {
            let _ = writeln!(text, "手合割：{name}");
        }
        None => write_diagram(&mut text, &board),
    }
    text.push_str("手数----指手---------消費時間--\n");
    write_comments(&mut text, record, 0, '*');
    let mut totals = [0u32; 2];
    let mut last_to: Option<Sq> = None;
    for (ply, usi) in record.moves.iter().enumerate() {
        let number = ply + 1;
        let mv = parse_move(number, usi)?;
        let side = board.turn();
        let name = move_text(&board, mv, last_to, options.decline);
        play_move(&mut board, number, usi, mv)?;
        last_to = Some(mv.to());
        let _ = write!(text, "{number:>4} {name}");
        if let Some(Some(seconds)) = record.times.get(ply) {
            let total = &mut totals[side.index()];
            *total = total.saturating_add(*seconds);
            let _ = write!(
                text,
                "   ({:>2}:{:02}/{:02}:{:02}:{:02})",
                seconds / 60,
                seconds % 60,
                *total / 3600,
                *total / 60 % 60,
                *total % 60
            );
        }
        text.push('\n');
        write_comments(&mut text, record, number, '*');
    }
    if let Some(end) = record.end {
        let plies = record.moves.len();
        let to_move = board.turn();
        if let Some(word) = end.kif(to_move) {
            let _ = writeln!(text, "{:>4} {word}", plies + 1);
        }
        let name = |side: Side| {
            if side == Side::First {
                "先手"
            } else {
                "後手"
            }
        };
        let summary = match end {
            End::Sennichite => "千日手".to_owned(),
            End::Impasse => "持将棋".to_owned(),
            End::Interrupted => "中断".to_owned(),
            End::Declaration => format!("{}の入玉勝ち", name(to_move)),
            End::IllegalMove => format!("{}の反則負け", name(to_move)),
            End::IllegalWin => format!("{}の反則勝ち", name(to_move)),
            End::IllegalAction(side) => format!("{}の反則負け", name(side)),
            _ => match end.outcome(to_move).and_then(|o| o.winner) {
                Some(winner) => format!("{}の勝ち", name(winner)),
                None => String::new(),
            },
        };
        if !summary.is_empty() {
            let _ = writeln!(text, "まで{plies}手で{summary}");
        }
    }
    Ok(text)
}

/// A move as KIF writes it (`７六歩(77)`, `同　銀(31)`, `２二角成(88)`, `２三銀不成(34)`, `５五角打`).
fn move_text(board: &Board, mv: UsiMove, last_to: Option<Sq>, decline: bool) -> String {
    let mut text = String::with_capacity(16);
    let to = mv.to();
    if last_to == Some(to) {
        text.push_str("同　");
    } else {
        push_square(&mut text, to);
    }
    match mv {
        UsiMove::Drop { kind, .. } => {
            text.push_str(move_name(kind, false));
            text.push('打');
        }
        UsiMove::Move { from, promote, .. } => {
            let piece = board.at(from);
            let (kind, promoted) = piece.map_or((Kind::Pawn, false), |p| (p.kind, p.promoted));
            text.push_str(move_name(kind, promoted));
            let zone = |sq: Sq| match board.turn() {
                Side::First => rank_of(sq) <= 3,
                Side::Second => rank_of(sq) >= 7,
            };
            if promote {
                text.push('成');
            } else if decline && kind.can_promote() && !promoted && (zone(from) || zone(to)) {
                text.push_str("不成");
            }
            let _ = write!(text, "({}{})", file_of(from), rank_of(from));
        }
    }
    text
}

fn push_square(text: &mut String, sq: Sq) {
    text.push(FILES[usize::from(file_of(sq) - 1)]);
    text.push(NUMERALS[usize::from(rank_of(sq) - 1)]);
}

/// A board diagram (BOD): gote's hand, the board with gote's pieces marked `v`, sente's hand, `後手番` when
/// gote is to move.
fn write_diagram(text: &mut String, board: &Board) {
    let hand = |side: Side| {
        let items: Vec<String> = HAND_ORDER
            .iter()
            .filter(|&&kind| board.hand(side, kind) > 0)
            .map(|&kind| {
                let count = board.hand(side, kind);
                let mut item = diagram_name(kind, false).to_string();
                if count > 1 {
                    item.push_str(&count_name(count));
                }
                item
            })
            .collect();
        if items.is_empty() {
            "なし".to_owned()
        } else {
            items.join("　")
        }
    };
    let _ = writeln!(text, "後手の持駒：{}", hand(Side::Second));
    text.push_str("  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n");
    for rank in 0..9u8 {
        text.push('|');
        for file in 0..9u8 {
            match board.at(rank * 9 + file) {
                None => text.push_str(" ・"),
                Some(piece) => {
                    text.push(if piece.side == Side::Second { 'v' } else { ' ' });
                    text.push(diagram_name(piece.kind, piece.promoted));
                }
            }
        }
        text.push('|');
        text.push(NUMERALS[usize::from(rank)]);
        text.push('\n');
    }
    text.push_str("+---------------------------+\n");
    let _ = writeln!(text, "先手の持駒：{}", hand(Side::First));
    if board.turn() == Side::Second {
        text.push_str("後手番\n");
    }
}

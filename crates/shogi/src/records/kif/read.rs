//! The KIF reader.

use std::io::BufRead;

use tabula_qpi::Side;

use super::diagram::{read_hand, read_row};
use super::{FILES, NAMES, NUMERALS, move_name};
use crate::profile::Kind;
use crate::records::board::{Board, Sq, UsiMove, square};
use crate::records::lines::{Games, Line, Lines};
use crate::records::{
    Encoding, End, HANDICAPS, MAX_PLIES, Record, RecordError, RecordErrorKind, STARTPOS,
};

/// Reads the games of a KIF stream, one [`Record`] per game, the main line only (variations, after
/// `変化：`, are skipped). Games follow each other when a header or a board diagram comes after a game's
/// moves. After an error the reader ends.
///
/// Read leniently: a byte-order mark, CRLF, `王` for `玉`, `竜` for `龍`, the one-character promoted names
/// (`杏 圭 全`), `同` with or without the full-width space, `(00)` as a drop, a trailing `+` (the mark of a
/// variation), `#` and `&` lines, `まで…` summaries. Strict about what decides the moves: the move numbers
/// follow each other, the named piece is the piece on the origin, `打` drops an unpromoted piece held.
///
/// ```
/// use tabula_shogi::records::KifReader;
/// let kif = "後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ 金 ・ ・ ・ ・|三\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n+---------------------------+\n先手の持駒：金\n手数----指手---------消費時間--\n1 ５二金打\n2 詰み\n";
/// let record = KifReader::new(kif.as_bytes()).next().unwrap()?;
/// assert_eq!(record.start_sfen, "4k4/9/4G4/9/9/9/9/9/4K4 b G 1");
/// assert_eq!(record.moves, ["G*5b"]);
/// assert_eq!(record.result.unwrap().termination, tabula_game::Termination::Checkmate);
/// # Ok::<(), tabula_shogi::records::RecordError>(())
/// ```
pub struct KifReader<R> {
    games: Games<R>,
}

impl<R: BufRead> KifReader<R> {
    /// A reader decoding with [`Encoding::Auto`] (UTF-8, else `Shift_JIS`).
    ///
    /// ```
    /// assert!(tabula_shogi::records::KifReader::new(&b""[..]).next().is_none());
    /// ```
    pub fn new(reader: R) -> KifReader<R> {
        KifReader::with_encoding(reader, Encoding::Auto)
    }

    /// A reader decoding with the given encoding.
    ///
    /// ```
    /// use tabula_shogi::records::{Encoding, KifReader};
    /// let (bytes, _, _) = encoding_rs::SHIFT_JIS.encode("1 ７六歩(77)\n");
    /// let record = KifReader::with_encoding(&bytes[..], Encoding::ShiftJis).next().unwrap()?;
    /// assert_eq!(record.moves, ["7g7f"]);
    /// # Ok::<(), tabula_shogi::records::RecordError>(())
    /// ```
    pub fn with_encoding(reader: R, encoding: Encoding) -> KifReader<R> {
        KifReader {
            games: Games::new(reader, encoding),
        }
    }
}

impl<R: BufRead> Iterator for KifReader<R> {
    type Item = Result<Record, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.games.next_game(read_game)
    }
}

/// A game being read.
struct Game {
    record: Record,
    /// The start named by `手合割`.
    handicap: Option<&'static str>,
    /// A board diagram being read, and how many of its rows.
    diagram: Option<(Board, usize)>,
    /// The board once the moves start.
    board: Option<Board>,
    last_to: Option<Sq>,
    next_number: Option<usize>,
    /// Any line of the game seen.
    started: bool,
    in_variation: bool,
}

impl Game {
    /// Whether the game has moves or an end (a header or a diagram then starts the next game).
    fn has_moves(&self) -> bool {
        self.board.is_some()
    }

    /// The board at the first move: the diagram, else the handicap, else the even start.
    fn board(&mut self, line: &Line) -> Result<&mut Board, RecordError> {
        if self.board.is_none() {
            let sfen = match (&self.diagram, self.handicap) {
                (Some((diagram, rows)), _) => {
                    if *rows != 9 {
                        return Err(
                            line.error(RecordErrorKind::Diagram("the diagram has not 9 rows"))
                        );
                    }
                    diagram.sfen(1)
                }
                (None, Some(sfen)) => sfen.to_owned(),
                (None, None) => STARTPOS.to_owned(),
            };
            let board =
                Board::from_sfen(&sfen).map_err(|e| line.error(RecordErrorKind::Start(e)))?;
            self.record.start_sfen = sfen;
            self.board = Some(board);
        }
        Ok(self.board.get_or_insert_with(Board::empty))
    }

    fn diagram(&mut self) -> &mut (Board, usize) {
        self.diagram.get_or_insert_with(|| (Board::empty(), 0))
    }
}

/// Reads one game, `None` at the end of the stream.
fn read_game<R: BufRead>(lines: &mut Lines<R>) -> Result<Option<Record>, RecordError> {
    lines.start_game();
    let mut game = Game {
        record: Record::new(STARTPOS),
        handicap: None,
        diagram: None,
        board: None,
        last_to: None,
        next_number: None,
        started: false,
        in_variation: false,
    };
    let mut last_line = None;
    while let Some(line) = lines.next_line() {
        let line = line?;
        if !read_line(&mut game, &line)? {
            lines.put_back(line);
            break;
        }
        last_line = Some(line);
    }
    let Some(last) = last_line else {
        return Ok(None);
    };
    if !game.started {
        return Ok(None);
    }
    let board = game.board(&last)?;
    let to_move = board.turn();
    game.record.result = game.record.end.and_then(|end| end.outcome(to_move));
    Ok(Some(game.record))
}

/// Reads a line into the game; `false` when it starts the next game.
fn read_line(game: &mut Game, line: &Line) -> Result<bool, RecordError> {
    let text = line.text.trim_end_matches([' ', '　', '\t']);
    // A byte-order mark inside the stream (files joined together) is skipped like a space.
    let trimmed = text.trim_start_matches([' ', '　', '\t', '\u{feff}']);
    let Some(first) = trimmed.chars().next() else {
        return Ok(true);
    };
    if !game.started {
        game.started = true;
        game.record.line = line.number;
    }
    let header = trimmed.split_once('：');
    let starts_game = match first {
        '|' | '+' => true,
        _ => header.is_some_and(|(key, _)| key != "変化"),
    };
    if starts_game && game.has_moves() {
        return Ok(false);
    }
    if game.in_variation {
        return Ok(true);
    }
    match first {
        '#' | '&' | '+' | '９' => {}
        '*' => {
            let comment = trimmed.trim_start_matches('*');
            game.record
                .comments
                .push((game.record.moves.len(), comment.to_owned()));
        }
        '|' => read_row(game.diagram(), line, trimmed)?,
        '0'..='9' => read_move(game, line, trimmed)?,
        _ if trimmed.starts_with("手数") || trimmed.starts_with("まで") => {}
        _ if matches!(trimmed, "先手番" | "下手番") => {
            game.diagram().0.set_turn(Side::First);
        }
        _ if matches!(trimmed, "後手番" | "上手番") => {
            game.diagram().0.set_turn(Side::Second);
        }
        _ => {
            let Some((key, value)) = header else {
                return Err(line.error(RecordErrorKind::Unrecognised(trimmed.to_owned())));
            };
            read_header(game, line, key, value.trim_matches([' ', '　']))?;
        }
    }
    Ok(true)
}

fn read_header(game: &mut Game, line: &Line, key: &str, value: &str) -> Result<(), RecordError> {
    match key {
        "変化" => game.in_variation = true,
        "手合割" => {
            if value != "その他" {
                let Some((_, sfen)) = HANDICAPS.iter().find(|(name, _)| *name == value) else {
                    return Err(line.error(RecordErrorKind::UnknownHandicap(value.to_owned())));
                };
                game.handicap = Some(sfen);
            }
        }
        "先手の持駒" | "下手の持駒" => {
            read_hand(game.diagram(), line, Side::First, value)?;
        }
        "後手の持駒" | "上手の持駒" => {
            read_hand(game.diagram(), line, Side::Second, value)?;
        }
        _ => game.record.headers.push((key.to_owned(), value.to_owned())),
    }
    Ok(())
}

/// A move line: number, then a move or an end, then optionally the time.
fn read_move(game: &mut Game, line: &Line, text: &str) -> Result<(), RecordError> {
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let number: usize = text[..digits].parse().unwrap_or(usize::MAX);
    let mut body = text[digits..].trim_start_matches([' ', '　', '\t']);
    // A trailing `+` marks a move with variations.
    body = body.trim_end_matches(['+', ' ', '　']);
    let mut time = None;
    if let Some(open) = body.rfind('(') {
        if body[open..].contains('/') {
            let inner = body[open + 1..].trim_end_matches(')');
            time = Some(
                read_time(inner)
                    .ok_or_else(|| line.error(RecordErrorKind::Time(inner.to_owned())))?,
            );
            body = body[..open].trim_end_matches([' ', '　']);
        }
    }
    if let Some(expected) = game.next_number {
        if number != expected {
            return Err(line.error(RecordErrorKind::MoveNumber {
                expected,
                found: number,
            }));
        }
    }
    if game.record.end.is_some() {
        return Err(line.error(RecordErrorKind::MoveAfterEnd));
    }
    game.next_number = Some(number.saturating_add(1));
    if let Some(end) = End::from_kif(body) {
        game.board(line)?;
        game.record.end = Some(end);
        return Ok(());
    }
    if game.record.moves.len() >= MAX_PLIES {
        return Err(line.error(RecordErrorKind::TooManyMoves(MAX_PLIES)));
    }
    let last_to = game.last_to;
    let board = game.board(line)?;
    let mv = resolve(body, last_to, board).map_err(|kind| line.error(kind))?;
    board.play(mv).map_err(|why| {
        line.error(RecordErrorKind::Unplayable {
            text: body.to_owned(),
            why,
        })
    })?;
    game.last_to = Some(mv.to());
    game.record.moves.push(mv.usi());
    game.record.times.push(time);
    Ok(())
}

/// A time `m:ss/h:mm:ss` (spaces allowed): the first part, in seconds.
fn read_time(text: &str) -> Option<u32> {
    let (this, _) = text.split_once('/')?;
    this.trim().split(':').try_fold(0u32, |total, part| {
        total
            .checked_mul(60)?
            .checked_add(part.trim().parse::<u32>().ok()?)
    })
}

/// The USI move a KIF move names on a board.
fn resolve(text: &str, last_to: Option<Sq>, board: &Board) -> Result<UsiMove, RecordErrorKind> {
    let syntax = |why| RecordErrorKind::MoveSyntax {
        text: text.to_owned(),
        why,
    };
    let mut rest = text;
    let to = if let Some(after) = rest.strip_prefix('同') {
        rest = after.trim_start_matches([' ', '　']);
        last_to.ok_or(RecordErrorKind::SameWithoutPrevious)?
    } else {
        let mut chars = rest.chars();
        let file = chars.next().and_then(|c| {
            FILES.iter().position(|&f| f == c).or_else(|| {
                c.to_digit(10)
                    .and_then(|d| usize::try_from(d).ok()?.checked_sub(1))
            })
        });
        let rank = chars
            .next()
            .and_then(|c| NUMERALS.iter().position(|&n| n == c));
        rest = chars.as_str();
        let square = file
            .zip(rank)
            .and_then(|(f, r)| square(u8::try_from(f + 1).ok()?, u8::try_from(r + 1).ok()?));
        square.ok_or_else(|| {
            syntax("a destination is a full-width digit and a kanji numeral (`７六`), or `同`")
        })?
    };
    let Some(&(name, kind, promoted)) = NAMES.iter().find(|(name, _, _)| rest.starts_with(name))
    else {
        return Err(syntax("no piece name after the destination"));
    };
    rest = &rest[name.len()..];
    let (promote, drop) = if let Some(after) = rest.strip_prefix("不成") {
        rest = after;
        (false, false)
    } else if let Some(after) = rest.strip_prefix('成') {
        rest = after;
        (true, false)
    } else if let Some(after) = rest.strip_prefix('打') {
        rest = after;
        (false, true)
    } else {
        (false, false)
    };
    let origin = match rest.as_bytes() {
        [] if drop => None,
        [b'(', file @ b'1'..=b'9', rank @ b'1'..=b'9', b')'] if !drop => {
            square(file - b'0', rank - b'0')
        }
        b"(00)" => None,
        _ => {
            return Err(syntax(
                "a board move ends with its origin `(77)`, a drop with `打`",
            ));
        }
    };
    let Some(from) = origin else {
        if promoted || promote || kind == Kind::King {
            return Err(syntax(
                "only an unpromoted piece other than the king is dropped",
            ));
        }
        return Ok(UsiMove::Drop { kind, to });
    };
    if let Some(piece) = board.at(from) {
        if (piece.kind, piece.promoted) != (kind, promoted)
            && !(kind == Kind::Gold && piece.kind == Kind::Gold)
        {
            return Err(RecordErrorKind::WrongPiece {
                text: text.to_owned(),
                named: move_name(kind, promoted),
                found: move_name(piece.kind, piece.promoted),
            });
        }
    }
    Ok(UsiMove::Move { from, to, promote })
}

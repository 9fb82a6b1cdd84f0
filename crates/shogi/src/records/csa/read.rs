//! The CSA reader.

use std::io::BufRead;

use tabula_qpi::Side;

use super::piece_of;
use crate::profile::Kind;
use crate::records::board::{Board, Piece, Sq, UsiMove, square};
use crate::records::lines::{Games, Line, Lines};
use crate::records::{
    Encoding, End, MAX_PLIES, Record, RecordError, RecordErrorKind, STARTPOS, other,
};

/// Reads the games of a CSA stream (games separated by a line `/`), one [`Record`] each. After an error the
/// reader ends.
///
/// Read: `V` version, `N+`/`N-` names, `$KEY:value` information, `'` comments, the start as `PI` (with
/// pieces taken off, `PI82HI22KA`), as `P1`…`P9` rows or as `P+`/`P-` placements (`00` for the hand,
/// `00AL` for all the pieces left), then `+` or `-` for the side to move; moves `+7776FU` (origin `00` for a
/// drop; the piece code is the piece after the move, so `+8822UM` promotes), `T` times in seconds, `%`
/// ends; several statements on a line separated by `,`.
///
/// ```
/// use tabula_shogi::records::CsaReader;
/// let csa = "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI *  *  *  *  * -KA * \nP3-FU-FU-FU-FU-FU-FU-FU-FU-FU\nP4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \nP7+FU+FU+FU+FU+FU+FU+FU+FU+FU\nP8 * +KA *  *  *  *  * +HI * \nP9+KY+KE+GI+KI+OU * +GI+KE+KY\nP+00KI\n-\n-3334FU,T3\n+0055KI\n%KACHI\n";
/// let record = CsaReader::new(csa.as_bytes()).next().unwrap()?;
/// assert_eq!(record.start_sfen, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK1SNL w G 1");
/// assert_eq!(record.moves, ["3c3d", "G*5e"]);
/// assert_eq!(record.times, [Some(3), None]);
/// assert_eq!(record.result.unwrap().winner, Some(tabula_game::Side::Second));
/// # Ok::<(), tabula_shogi::records::RecordError>(())
/// ```
pub struct CsaReader<R> {
    games: Games<R>,
}

impl<R: BufRead> CsaReader<R> {
    /// A reader decoding with [`Encoding::Auto`] (names may be UTF-8 or `Shift_JIS`).
    ///
    /// ```
    /// assert!(tabula_shogi::records::CsaReader::new(&b"\n\n"[..]).next().is_none());
    /// ```
    pub fn new(reader: R) -> CsaReader<R> {
        CsaReader::with_encoding(reader, Encoding::Auto)
    }

    /// A reader decoding with the given encoding.
    ///
    /// ```
    /// use tabula_shogi::records::{CsaReader, Encoding};
    /// assert!(CsaReader::with_encoding(&b"PI\n+\n"[..], Encoding::Utf8).next().unwrap().is_ok());
    /// ```
    pub fn with_encoding(reader: R, encoding: Encoding) -> CsaReader<R> {
        CsaReader {
            games: Games::new(reader, encoding),
        }
    }
}

impl<R: BufRead> Iterator for CsaReader<R> {
    type Item = Result<Record, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.games.next_game(read_game)
    }
}

/// A game being read.
struct Game {
    record: Record,
    /// The start being placed, until the side-to-move line.
    setup: Board,
    /// The board once the start is complete.
    board: Option<Board>,
    started: bool,
}

fn read_game<R: BufRead>(lines: &mut Lines<R>) -> Result<Option<Record>, RecordError> {
    lines.start_game();
    let mut game = Game {
        record: Record::new(STARTPOS),
        setup: Board::empty(),
        board: None,
        started: false,
    };
    while let Some(line) = lines.next_line() {
        let line = line?;
        if line.text.trim_end() == "/" {
            if game.started {
                break;
            }
            continue;
        }
        if line.text.trim().is_empty() {
            continue;
        }
        if !game.started {
            game.started = true;
            game.record.line = line.number;
        }
        if line.text.starts_with('\'') {
            let comment = line.text[1..].to_owned();
            game.record
                .comments
                .push((game.record.moves.len(), comment));
            continue;
        }
        // Names, information and the version are free text, commas included; other lines may join
        // statements with commas.
        if line.text.starts_with(['N', '$', 'V']) {
            read_statement(&mut game, &line, line.text.trim_end())?;
            continue;
        }
        for statement in line.text.split(',') {
            read_statement(&mut game, &line, statement.trim_end())?;
        }
    }
    if !game.started {
        return Ok(None);
    }
    let Some(board) = &game.board else {
        return Err(RecordError {
            kind: RecordErrorKind::NoStart,
            line: game.record.line,
            offset: 0,
        });
    };
    game.record.result = game.record.end.and_then(|end| end.outcome(board.turn()));
    Ok(Some(game.record))
}

fn read_statement(game: &mut Game, line: &Line, text: &str) -> Result<(), RecordError> {
    let bytes = text.as_bytes();
    let placing = game.board.is_none();
    match bytes {
        [] => {}
        [b'V', ..] => game
            .record
            .headers
            .push(("V".to_owned(), text[1..].to_owned())),
        [b'N', sign @ (b'+' | b'-'), ..] => {
            let key = if *sign == b'+' { "N+" } else { "N-" };
            game.record
                .headers
                .push((key.to_owned(), text[2..].to_owned()));
        }
        [b'$', ..] => {
            let (key, value) = text.split_once(':').unwrap_or((text, ""));
            game.record.headers.push((key.to_owned(), value.to_owned()));
        }
        [b'P', ..] | [b'+' | b'-'] if placing => read_setup(game, line, bytes)?,
        [b'+' | b'-', ..] => read_move(game, line, text)?,
        [b'T', ..] => {
            let seconds = text[1..]
                .split('.')
                .next()
                .and_then(|s| s.parse::<u32>().ok());
            let seconds =
                seconds.ok_or_else(|| line.error(RecordErrorKind::Time(text.to_owned())))?;
            if game.record.end.is_none() {
                if let Some(last) = game.record.times.last_mut() {
                    *last = Some(seconds);
                }
            }
        }
        [b'%', ..] => {
            if game.board.is_none() {
                return Err(line.error(RecordErrorKind::NoStart));
            }
            let end = End::from_csa(text)
                .ok_or_else(|| line.error(RecordErrorKind::Unrecognised(text.to_owned())))?;
            if game.record.end.is_some() {
                return Err(line.error(RecordErrorKind::MoveAfterEnd));
            }
            game.record.end = Some(end);
        }
        _ => return Err(line.error(RecordErrorKind::Unrecognised(text.to_owned()))),
    }
    Ok(())
}

/// A statement of the start position: `PI…`, `P1`…`P9`, `P+`/`P-`, and the side to move.
fn read_setup(game: &mut Game, line: &Line, bytes: &[u8]) -> Result<(), RecordError> {
    let diagram = |why| line.error(RecordErrorKind::Diagram(why));
    match bytes {
        [b'P', b'I', rest @ ..] => {
            game.setup =
                Board::from_sfen(STARTPOS).map_err(|e| line.error(RecordErrorKind::Start(e)))?;
            for item in rest.chunks(4) {
                let (sq, code) = item.split_at(2.min(item.len()));
                let sq = board_square(sq)
                    .ok_or_else(|| diagram("`PI` takes off pieces as a square and a piece code"))?;
                let piece = game
                    .setup
                    .at(sq)
                    .filter(|p| Some((p.kind, p.promoted)) == piece_of(code));
                piece.ok_or_else(|| diagram("`PI` takes off a piece that is not there"))?;
                game.setup.put(sq, None);
            }
        }
        [b'P', rank @ b'1'..=b'9', rest @ ..] => {
            if rest.len() > 27 {
                return Err(diagram("a row has 9 squares of three characters"));
            }
            let mut cells = rest.to_vec();
            cells.resize(27, b' ');
            for (file, cell) in (1..=9).rev().zip(cells.chunks(3)) {
                let piece = match cell {
                    b" * " | b"   " => None,
                    [sign @ (b'+' | b'-'), code @ ..] => {
                        let (kind, promoted) =
                            piece_of(code).ok_or_else(|| diagram("not a piece code"))?;
                        Some(Piece {
                            kind,
                            promoted,
                            side: if *sign == b'+' {
                                Side::First
                            } else {
                                Side::Second
                            },
                        })
                    }
                    _ => return Err(diagram("a square is ` * ` or a sign and a piece code")),
                };
                if let Some(sq) = square(file, rank - b'0') {
                    game.setup.put(sq, piece);
                }
            }
        }
        [b'P', sign @ (b'+' | b'-'), rest @ ..] => {
            let side = if *sign == b'+' {
                Side::First
            } else {
                Side::Second
            };
            for item in rest.chunks(4) {
                place(&mut game.setup, side, item).map_err(diagram)?;
            }
        }
        [sign @ (b'+' | b'-')] => {
            game.setup.set_turn(if *sign == b'+' {
                Side::First
            } else {
                Side::Second
            });
            let sfen = game.setup.sfen(1);
            let board =
                Board::from_sfen(&sfen).map_err(|e| line.error(RecordErrorKind::Start(e)))?;
            game.record.start_sfen = sfen;
            game.board = Some(board);
        }
        _ => {
            return Err(line.error(RecordErrorKind::Unrecognised(
                String::from_utf8_lossy(bytes).into_owned(),
            )));
        }
    }
    Ok(())
}

/// Where a CSA square names: the hand (`00`) or a square of the board.
#[derive(Clone, Copy)]
enum Place {
    Hand,
    Board(Sq),
}

/// A square `77`, or `00` for the hand.
fn read_square(bytes: &[u8]) -> Option<Place> {
    match bytes {
        b"00" => Some(Place::Hand),
        [file @ b'1'..=b'9', rank @ b'1'..=b'9'] => {
            square(file - b'0', rank - b'0').map(Place::Board)
        }
        _ => None,
    }
}

/// A square of the board, `77`.
fn board_square(bytes: &[u8]) -> Option<Sq> {
    match read_square(bytes)? {
        Place::Board(sq) => Some(sq),
        Place::Hand => None,
    }
}

/// A `P+`/`P-` item: `99KY` on the board, `00KI` in hand, `00AL` all the pieces left to the hand.
fn place(board: &mut Board, side: Side, item: &[u8]) -> Result<(), &'static str> {
    let (sq, code) = item.split_at(2.min(item.len()));
    let sq = read_square(sq).ok_or("a placement is a square and a piece code")?;
    if matches!(sq, Place::Hand) && code == b"AL" {
        for kind in &Kind::ALL[..7] {
            let mut on_board = usize::from(board.hand(Side::First, *kind))
                + usize::from(board.hand(Side::Second, *kind));
            on_board += (0..81u8)
                .filter(|&s| board.at(s).is_some_and(|p| p.kind == *kind))
                .count();
            let left = kind.set_count().saturating_sub(on_board);
            let held = usize::from(board.hand(side, *kind)) + left;
            board.set_hand(side, *kind, u8::try_from(held).unwrap_or(u8::MAX));
        }
        return Ok(());
    }
    let (kind, promoted) = piece_of(code).ok_or("not a piece code")?;
    match sq {
        Place::Board(sq) => board.put(
            sq,
            Some(Piece {
                kind,
                promoted,
                side,
            }),
        ),
        Place::Hand if promoted || kind == Kind::King => {
            return Err("only an unpromoted piece other than the king is held");
        }
        Place::Hand => board.set_hand(side, kind, board.hand(side, kind).saturating_add(1)),
    }
    Ok(())
}

/// A move `+7776FU`.
fn read_move(game: &mut Game, line: &Line, text: &str) -> Result<(), RecordError> {
    let Some(board) = game.board.as_mut() else {
        return Err(line.error(RecordErrorKind::NoStart));
    };
    if game.record.end.is_some() {
        return Err(line.error(RecordErrorKind::MoveAfterEnd));
    }
    if game.record.moves.len() >= MAX_PLIES {
        return Err(line.error(RecordErrorKind::TooManyMoves(MAX_PLIES)));
    }
    let syntax = |why| {
        line.error(RecordErrorKind::MoveSyntax {
            text: text.to_owned(),
            why,
        })
    };
    let bytes = text.as_bytes();
    let [sign, f1, r1, f2, r2, c1, c2] = bytes else {
        return Err(syntax(
            "a move is a sign, two squares and a piece code (`+7776FU`)",
        ));
    };
    let side = if *sign == b'+' {
        Side::First
    } else {
        Side::Second
    };
    if side != board.turn() {
        let name = |s: Side| if s == Side::First { "sente" } else { "gote" };
        return Err(line.error(RecordErrorKind::WrongSide {
            text: text.to_owned(),
            side: name(side),
            to_move: name(other(side)),
        }));
    }
    let from = read_square(&[*f1, *r1])
        .ok_or_else(|| syntax("the origin is two digits (`00` for a drop)"))?;
    let to =
        board_square(&[*f2, *r2]).ok_or_else(|| syntax("the destination is two digits 1 to 9"))?;
    let (kind, promoted) = piece_of(&[*c1, *c2]).ok_or_else(|| syntax("not a piece code"))?;
    let mv = match from {
        Place::Hand if promoted || kind == Kind::King => {
            return Err(syntax(
                "only an unpromoted piece other than the king is dropped",
            ));
        }
        Place::Hand => UsiMove::Drop { kind, to },
        Place::Board(from) => {
            let promote = match board.at(from) {
                Some(piece) if piece.kind == kind && piece.promoted == promoted => false,
                Some(piece) if piece.kind == kind && !piece.promoted && promoted => true,
                Some(piece) => {
                    return Err(line.error(RecordErrorKind::WrongPiece {
                        text: text.to_owned(),
                        named: super::code_of(kind, promoted),
                        found: super::code_of(piece.kind, piece.promoted),
                    }));
                }
                None => false,
            };
            UsiMove::Move { from, to, promote }
        }
    };
    board.play(mv).map_err(|why| {
        line.error(RecordErrorKind::Unplayable {
            text: text.to_owned(),
            why,
        })
    })?;
    game.record.moves.push(mv.usi());
    game.record.times.push(None);
    Ok(())
}

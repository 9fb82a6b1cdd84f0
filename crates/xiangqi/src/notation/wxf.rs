//! WXF move notation: `C2=5`, `H8+7`, `R++1` / `+R+1` for the front of two pieces on a file, `15+1` for
//! the front soldier of three (or of tandems on two files). Files count 1–9 from the mover's right; `+`
//! is forward, `-` backward, `=` sideways; the last digit is a file for sideways and diagonal moves (A, E,
//! H), and a number of ranks for straight moves forward and back. Written exactly as Fairy-Stockfish
//! writes it (no check mark).

use super::Syntax;
use crate::rules::geometry::{
    ADVISOR, BLACK_BIT, ELEPHANT, GENERAL, HORSE, SOLDIER, col, in_own_half, in_palace, row,
};
use crate::rules::{IllegalMove, Move, Xiangqi};

/// The longest WXF move (`+R+1`, `R++1`, `15+1`).
pub(crate) const MAX_LEN: usize = 4;

const LETTERS: [u8; 8] = *b"?KAEHRCP";

/// The file number of a column for the side (1–9 from the mover's right).
fn file_number(us: usize, c: usize) -> usize {
    if us == 0 { 9 - c } else { c + 1 }
}

/// The column of a file number for the side.
fn column(us: usize, file: usize) -> usize {
    if us == 0 { 9 - file } else { file - 1 }
}

/// How far forward a point is for the side (0 = own back rank).
fn advance(us: usize, sq: usize) -> usize {
    if us == 0 { 9 - row(sq) } else { row(sq) }
}

/// The mover's pieces of a kind.
fn pieces(position: &Xiangqi, kind: u8) -> Vec<usize> {
    let us = position.turn_index();
    let code = kind | if us == 0 { 0 } else { BLACK_BIT };
    (0..90).filter(|&sq| position.code(sq) == code).collect()
}

/// Whether two files hold two or more of these pieces each.
fn multi_tandem(same: &[usize]) -> bool {
    (0..9)
        .filter(|&c| same.iter().filter(|&&s| col(s) == c).count() >= 2)
        .count()
        >= 2
}

/// Whether a kind may stand on a point (Fairy-Stockfish's mobility regions).
fn in_region(kind: u8, us: usize, sq: usize) -> bool {
    match kind {
        GENERAL | ADVISOR => in_palace(us, sq),
        ELEPHANT => in_own_half(us, sq),
        _ => true,
    }
}

/// Writes the legal move `m` in WXF as Fairy-Stockfish does.
pub(crate) fn write(position: &Xiangqi, m: Move) -> String {
    let us = position.turn_index();
    let (from, to) = (usize::from(m.from), usize::from(m.to));
    let kind = position.code(from) & !BLACK_BIT;
    let same = pieces(position, kind);
    let tandem = multi_tandem(&same);
    let on_file: Vec<usize> = same
        .iter()
        .copied()
        .filter(|&s| col(s) == col(from))
        .collect();
    let ahead = on_file
        .iter()
        .filter(|&&s| advance(us, s) > advance(us, from))
        .count();
    let mut out = String::with_capacity(4);
    if on_file.len() >= 3 - usize::from(tandem) {
        out.push_str(&(ahead + 1).to_string());
    } else {
        out.push(char::from(LETTERS[usize::from(kind)]));
    }
    let mut by_rank = false;
    if on_file.len() == 2 && !tandem {
        let other = on_file.iter().copied().find(|&s| s != from).unwrap_or(from);
        #[allow(clippy::cast_possible_wrap)]
        let (r, c) = (
            row(other) as isize + row(to) as isize - row(from) as isize,
            col(other) as isize + col(to) as isize - col(from) as isize,
        );
        #[allow(clippy::cast_sign_loss)]
        if (0..10).contains(&r) && (0..9).contains(&c) && in_region(kind, us, (r * 9 + c) as usize)
        {
            by_rank = true;
        }
    }
    if by_rank {
        out.push(if ahead > 0 { '-' } else { '+' });
    } else {
        out.push_str(&file_number(us, col(from)).to_string());
    }
    out.push(if row(from) == row(to) {
        '='
    } else if advance(us, to) > advance(us, from) {
        '+'
    } else {
        '-'
    });
    if col(from) == col(to) {
        out.push_str(&row(from).abs_diff(row(to)).to_string());
    } else {
        out.push_str(&file_number(us, col(to)).to_string());
    }
    out
}

/// Which piece a WXF move names.
#[derive(Debug, Clone, Copy)]
enum Piece {
    /// A letter and the file it stands on.
    OnFile(u8, usize),
    /// The front (`true`) or rear piece of a kind on a file holding two or more.
    Tandem(u8, bool),
    /// The n-th soldier from the front on a file.
    Numbered(usize, usize),
}

fn kind_of(letter: u8) -> Option<u8> {
    LETTERS.iter().skip(1).position(|&l| l == letter).map(|i| {
        #[allow(clippy::cast_possible_truncation)]
        let kind = i as u8 + 1;
        kind
    })
}

fn letter_error(at: usize, byte: u8) -> Syntax {
    let mut error = Syntax::new(
        at,
        "wxf-piece",
        format!(
            "expected a piece letter K A E H R C P, found {:?}",
            char::from(byte)
        ),
    );
    error.hint = match byte {
        b'N' | b'n' => Some("WXF writes the horse H (N is UCCI's letter)".to_owned()),
        b'B' | b'b' => Some("WXF writes the elephant E (B is UCCI's letter)".to_owned()),
        b'k' | b'a' | b'e' | b'h' | b'r' | b'c' | b'p' => Some(format!(
            "WXF writes piece letters in upper case for both sides: {}",
            char::from(byte.to_ascii_uppercase())
        )),
        _ => None,
    };
    error
}

fn digit(bytes: &[u8], at: usize, what: &str, low: u8) -> Result<usize, Syntax> {
    match bytes.get(at) {
        Some(&b) if (low..=b'9').contains(&b) => Ok(usize::from(b - b'0')),
        Some(&b) => Err(Syntax::new(
            at,
            "wxf-digit",
            format!("expected {what}, found {:?}", char::from(b)),
        )),
        None => Err(Syntax::new(at, "wxf-short", format!("expected {what}"))),
    }
}

/// The parsed parts: the piece, the operator, the last number.
fn parse(text: &str) -> Result<(Piece, u8, usize), Syntax> {
    let bytes = text.as_bytes();
    if bytes.len() > MAX_LEN {
        return Err(Syntax::new(
            MAX_LEN,
            "wxf-long",
            format!("a WXF move is at most {MAX_LEN} bytes"),
        ));
    }
    let Some(&first) = bytes.first() else {
        return Err(Syntax::new(0, "wxf-short", "the move is empty"));
    };
    let (piece, at) = match first {
        b'+' | b'-' => {
            let letter = *bytes
                .get(1)
                .ok_or_else(|| Syntax::new(1, "wxf-short", "expected a piece letter"))?;
            let kind = kind_of(letter).ok_or_else(|| letter_error(1, letter))?;
            (Piece::Tandem(kind, first == b'+'), 2)
        }
        b'1'..=b'5' => {
            let file = digit(bytes, 1, "the file number 1–9", b'1')?;
            (Piece::Numbered(usize::from(first - b'0'), file), 2)
        }
        _ => {
            let kind = kind_of(first).ok_or_else(|| letter_error(0, first))?;
            match bytes.get(1) {
                Some(&marker @ (b'+' | b'-')) if bytes.len() == 4 => {
                    (Piece::Tandem(kind, marker == b'+'), 2)
                }
                _ => (
                    Piece::OnFile(kind, digit(bytes, 1, "the file number 1–9", b'1')?),
                    2,
                ),
            }
        }
    };
    let op = match bytes.get(at) {
        Some(&op @ (b'+' | b'-' | b'=')) => op,
        Some(&b) => {
            return Err(Syntax::new(
                at,
                "wxf-operator",
                format!("expected +, - or =, found {:?}", char::from(b)),
            ));
        }
        None => return Err(Syntax::new(at, "wxf-short", "expected +, - or =")),
    };
    let number = digit(bytes, at + 1, "a file or a number of ranks, 1–9", b'1')?;
    if at + 2 != bytes.len() {
        return Err(Syntax::new(
            at + 2,
            "wxf-trailing",
            "unexpected text after the move",
        ));
    }
    Ok((piece, op, number))
}

/// What reading a WXF move can end in.
pub(crate) enum ReadError {
    Syntax(Syntax),
    Ambiguous(Vec<Move>),
    Illegal(IllegalMove),
}

/// Reads a WXF move and finds the legal move it names.
pub(crate) fn read(position: &Xiangqi, text: &str) -> Result<Move, ReadError> {
    let (piece, op, number) = parse(text).map_err(ReadError::Syntax)?;
    let us = position.turn_index();
    let side = if us == 0 { "red" } else { "black" };
    let kind = match piece {
        Piece::OnFile(kind, _) | Piece::Tandem(kind, _) => kind,
        Piece::Numbered(..) => SOLDIER,
    };
    let diagonal = matches!(kind, ADVISOR | ELEPHANT | HORSE);
    if diagonal && op == b'=' {
        let mut error = Syntax::new(
            text.len() - 2,
            "wxf-operator",
            "an advisor, elephant or horse never moves sideways",
        );
        error.hint = Some("write + (forward) or - (backward) and the destination file".to_owned());
        return Err(ReadError::Syntax(error));
    }
    let same = pieces(position, kind);
    let mut sources: Vec<usize> = Vec::new();
    match piece {
        Piece::OnFile(_, file) => {
            sources.extend(same.iter().filter(|&&s| col(s) == column(us, file)));
        }
        Piece::Tandem(_, front) => {
            for c in 0..9 {
                let mut file: Vec<usize> = same.iter().copied().filter(|&s| col(s) == c).collect();
                if file.len() >= 2 {
                    file.sort_by_key(|&s| advance(us, s));
                    sources.push(if front { file[file.len() - 1] } else { file[0] });
                }
            }
        }
        Piece::Numbered(n, file) => {
            let mut on_file: Vec<usize> = same
                .iter()
                .copied()
                .filter(|&s| col(s) == column(us, file))
                .collect();
            on_file.sort_by_key(|&s| core::cmp::Reverse(advance(us, s)));
            sources.extend(on_file.get(n - 1));
        }
    }
    let name = match kind {
        GENERAL => "general",
        ADVISOR => "advisor",
        ELEPHANT => "elephant",
        HORSE => "horse",
        SOLDIER => "soldier",
        crate::rules::geometry::CHARIOT => "chariot",
        _ => "cannon",
    };
    if sources.is_empty() {
        return Err(ReadError::Illegal(IllegalMove::NotFound {
            what: match piece {
                Piece::OnFile(_, file) => format!("{side} has no {name} on file {file}"),
                Piece::Tandem(..) => format!("{side} has no file with two {name}s"),
                Piece::Numbered(n, file) => {
                    format!("{side} has no soldier number {n} from the front on file {file}")
                }
            },
        }));
    }
    let mut found: Vec<Move> = Vec::new();
    let mut first_error = None;
    for &from in &sources {
        let Some(to) = destination(us, kind, from, op, number) else {
            first_error.get_or_insert(IllegalMove::Movement {
                reason: format!(
                    "the {name} on file {} cannot move {text:?}",
                    file_number(us, col(from))
                ),
            });
            continue;
        };
        #[allow(clippy::cast_possible_truncation)]
        let m = Move {
            from: from as u8,
            to: to as u8,
        };
        match position.why_illegal(m) {
            None => found.push(m),
            Some(error) => {
                first_error.get_or_insert(error);
            }
        }
    }
    match found.len() {
        1 => Ok(found[0]),
        0 => Err(ReadError::Illegal(first_error.unwrap_or(
            IllegalMove::Movement {
                reason: "no legal move matches".to_owned(),
            },
        ))),
        _ => Err(ReadError::Ambiguous(found)),
    }
}

/// The destination of a move of `kind` from `from` described by the operator and number.
fn destination(us: usize, kind: u8, from: usize, op: u8, number: usize) -> Option<usize> {
    let (r, c) = (row(from), col(from));
    let forward = |ranks: usize| -> Option<usize> {
        match (op, us) {
            (b'+', 0) | (b'-', 1) => r.checked_sub(ranks),
            _ => Some(r + ranks).filter(|&r| r < 10),
        }
    };
    match kind {
        ADVISOR | ELEPHANT | HORSE => {
            let to_col = column(us, number);
            let dc = c.abs_diff(to_col);
            let dr = match (kind, dc) {
                (ADVISOR, 1) | (HORSE, 2) => 1,
                (ELEPHANT, 2) | (HORSE, 1) => 2,
                _ => return None,
            };
            Some(forward(dr)? * 9 + to_col)
        }
        _ if op == b'=' => {
            let to_col = column(us, number);
            (to_col != c).then_some(r * 9 + to_col)
        }
        _ => Some(forward(number)? * 9 + c),
    }
}

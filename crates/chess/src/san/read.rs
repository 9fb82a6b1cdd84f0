//! Reading SAN: the one legal move a SAN string names, or why none or several.

use cozy_chess::{BitBoard, Color, Move, Piece};

use super::syntax::{self, Normal, Shape};
use super::{San, SanError};
use crate::{ChessMove, MoveKind, Position, Promotion};

/// The legal move `text` names in `position`, read leniently (see [the module](super) for each leniency).
///
/// The success path allocates nothing; errors carry the candidates or the reason.
///
/// ```
/// use tabula_chess::{Position, san};
/// let position = Position::from_fen("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1")?;
/// assert_eq!(san::read(&position, "Nf3")?.to_string(), "g1-f3");
/// assert_eq!(san::read(&position, "Nxf3").unwrap_err().to_string(),
///     "`x` marks a capture, but this move captures nothing: write `Nf3`");
/// assert_eq!(san::read(&position, "Nf4").unwrap_err().to_string(),
///     "`Nf4` is not legal here: the knight on g1 cannot move to f4");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// A [`SanError`]: syntax (with the byte offset), another notation (with the SAN that works), an
/// ambiguous move (with the candidates), an illegal one (with the reason).
pub fn read(position: &Position, text: &str) -> Result<ChessMove, SanError> {
    match syntax::parse(text)? {
        Shape::Castle { long } => castle(position, long),
        Shape::Other {
            notation,
            from,
            to,
            promotion,
            special,
        } => {
            let san = position
                .legal_moves()
                .into_iter()
                .find(|m| {
                    let squares = if notation == "PMN" {
                        m.pmn_squares() == (from, to) && (!special || m.is_special())
                    } else {
                        m.from() == from
                            && (m.to() == to || m.castling_rook().is_some_and(|(r, _)| r == to))
                    };
                    squares && m.promotion() == promotion
                })
                .map(|m| San::new(position, m));
            Err(SanError::OtherNotation {
                notation,
                text: text.trim().to_owned(),
                san,
            })
        }
        Shape::Normal(normal) => piece_move(position, text, &normal),
    }
}

fn castle(position: &Position, long: bool) -> Result<ChessMove, SanError> {
    let board = &position.board;
    let us = board.side_to_move();
    let king = board.colored_pieces(us, Piece::King);
    let mut found = None;
    board.generate_moves_for(king, |moves| {
        for m in moves {
            if board.colors(us).has(m.to) && (m.to.file() < m.from.file()) == long {
                found = Some(position.convert(m));
                return true;
            }
        }
        false
    });
    found.ok_or_else(|| SanError::Castling {
        long,
        reason: position.castling_refusal(long),
    })
}

/// Whether a generated move fits the text, promotion aside.
fn fits(position: &Position, n: &Normal, piece: Piece, m: Move) -> bool {
    let board = &position.board;
    let us = board.side_to_move();
    if n.file.is_some_and(|f| f != m.from.file() as u8)
        || n.rank.is_some_and(|r| r != m.from.rank() as u8)
    {
        return false;
    }
    if piece == Piece::Pawn && n.file.is_none() && m.from.file() != m.to.file() {
        return false;
    }
    if !board.colors(us).has(m.to) {
        return m.to == n.to.cozy();
    }
    // Castling (king onto its own rook): `Kg1` in the standard shape, the king going two files.
    let castle = position.convert(m);
    castle.to() == n.to && castle.from().file().abs_diff(castle.to().file()) == 2
}

/// Walks the legal moves that fit, promotion aside, calling `visit` on each; returns the squares of the pieces
/// of this type that can legally move to the destination (the rivals SAN disambiguates against).
fn each_fit(
    position: &Position,
    n: &Normal,
    piece: Piece,
    mut visit: impl FnMut(Move),
) -> BitBoard {
    let board = &position.board;
    let us = board.side_to_move();
    let own = board.colors(us);
    let target = n.to.cozy();
    let mask = board.colored_pieces(us, piece);
    let mut rivals = BitBoard::EMPTY;
    board.generate_moves_for(mask, |moves| {
        let reaches = moves.to.has(target) && !own.has(target);
        if reaches {
            rivals |= moves.from.bitboard();
        }
        // Only a move onto the destination fits, or a castling (the king onto its own rook).
        if reaches || (piece == Piece::King && !(moves.to & own).is_empty()) {
            for m in moves {
                if fits(position, n, piece, m) {
                    visit(m);
                }
            }
        }
        false
    });
    rivals
}

fn piece_move(position: &Position, text: &str, n: &Normal) -> Result<ChessMove, SanError> {
    piece_move_with_rivals(position, text, n).map(|(m, _)| m)
}

/// The move, and the squares of its piece type's pieces that can reach its destination.
fn piece_move_with_rivals(
    position: &Position,
    text: &str,
    n: &Normal,
) -> Result<(ChessMove, BitBoard), SanError> {
    let piece = n.piece.unwrap_or(Piece::Pawn);
    let wanted = n.promotion.map(Promotion::cozy);
    let (mut found, mut count) = (None, 0_usize);
    let rivals = each_fit(position, n, piece, |m| {
        if m.promotion == wanted {
            found = Some(m);
            count += 1;
        }
    });
    match (found, count) {
        (Some(m), 1) => {
            let m = position.convert(m);
            match n.capture {
                Some(offset) if !matches!(m.kind(), MoveKind::Capture | MoveKind::EnPassant) => {
                    Err(SanError::NotACapture {
                        offset,
                        san: San::new(position, m),
                    })
                }
                _ => Ok((m, rivals)),
            }
        }
        (Some(_), _) => {
            let mut candidates = Vec::new();
            each_fit(position, n, piece, |m| {
                if m.promotion == wanted {
                    candidates.push(San::new(position, position.convert(m)));
                }
            });
            Err(SanError::Ambiguous {
                text: text.trim().to_owned(),
                candidates,
            })
        }
        (None, _) => Err(no_match(position, text, n, piece)),
    }
}

/// [`read`], with the rivals of the move's piece when the text is a piece move (`None` for castling, where
/// SAN has no disambiguation), so that the SAN can be written without generating the moves again.
pub(crate) fn read_with_rivals(
    position: &Position,
    text: &str,
) -> Result<(ChessMove, Option<BitBoard>), SanError> {
    match syntax::parse(text)? {
        Shape::Normal(normal) => {
            piece_move_with_rivals(position, text, &normal).map(|(m, r)| (m, Some(r)))
        }
        _ => read(position, text).map(|m| (m, None)),
    }
}

/// Why nothing fits: a promotion missing or superfluous, a lowercase bishop, or the rule that refuses it.
fn no_match(position: &Position, text: &str, n: &Normal, piece: Piece) -> SanError {
    let mut others = Vec::new();
    each_fit(position, n, piece, |m| others.push(position.convert(m)));
    others.sort_by_key(|m| m.promotion());
    let end_of_square = text.len() - text.trim_start().len()
        + text
            .trim()
            .find(|c: char| c.is_ascii_digit())
            .map_or(0, |i| i + 1);
    if !others.is_empty() {
        if n.promotion.is_none() {
            let candidates = others.iter().map(|&m| San::new(position, m)).collect();
            return SanError::MissingPromotion {
                offset: promotion_offset(text, n).unwrap_or(end_of_square),
                candidates,
            };
        }
        return SanError::NotAPromotion {
            offset: promotion_offset(text, n).unwrap_or(end_of_square),
        };
    }
    if n.piece.is_none() && n.file == Some(1) {
        let bishop = Normal {
            piece: Some(Piece::Bishop),
            file: None,
            ..*n
        };
        let mut moves = Vec::new();
        each_fit(position, &bishop, Piece::Bishop, |m| moves.push(m));
        if let [m] = moves[..] {
            return SanError::LowercaseBishop {
                san: San::new(position, position.convert(m)),
            };
        }
    }
    SanError::Illegal {
        text: text.trim().to_owned(),
        reason: reason(position, n, piece),
    }
}

fn promotion_offset(text: &str, n: &Normal) -> Option<usize> {
    let square = n.to.to_string();
    text.rfind(square.as_str()).map(|i| i + 2)
}

fn piece_name(piece: Piece) -> &'static str {
    match piece {
        Piece::Pawn => "pawn",
        Piece::Knight => "knight",
        Piece::Bishop => "bishop",
        Piece::Rook => "rook",
        Piece::Queen => "queen",
        Piece::King => "king",
    }
}

fn reason(position: &Position, n: &Normal, piece: Piece) -> String {
    let board = &position.board;
    let us = board.side_to_move();
    let mut from = board.colored_pieces(us, piece);
    if let Some(file) = n.file {
        from &= cozy_chess::File::index(usize::from(file)).bitboard();
    } else if piece == Piece::Pawn {
        from &= n.to.cozy().file().bitboard();
    }
    if let Some(rank) = n.rank {
        from &= cozy_chess::Rank::index(usize::from(rank)).bitboard();
    }
    let colour = if us == Color::White { "White" } else { "Black" };
    if from == BitBoard::EMPTY {
        return format!(
            "{colour} has no {} that could make this move",
            piece_name(piece)
        );
    }
    let mut reasons: Vec<String> = Vec::new();
    for square in from {
        let square = crate::Square::from_cozy(square);
        if let Some(why) = position.why_illegal(square, n.to, n.promotion, false) {
            if !reasons.contains(&why) {
                reasons.push(why);
            }
        }
        if reasons.len() == 3 {
            break;
        }
    }
    if reasons.is_empty() {
        format!("no {} of {colour} can move to {}", piece_name(piece), n.to)
    } else {
        reasons.join("; ")
    }
}

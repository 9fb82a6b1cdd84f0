//! A hint for text given as PMN that is a move in another chess notation: UCI (`e2e4`, `e7e8q`, `e1h1`) or
//! SAN (`Nf3`, `exd5`, `O-O`, `e8=Q+`). When the text names exactly one legal move, the hint spells it in
//! PMN. This is a lenient look for a message, not a SAN or UCI reader.

use crate::{ChessMove, MoveKind, PieceKind, Position, Promotion, Square};

/// `this looks like UCI; in PMN write it e2-e4`, or `None` when the text names no single legal move.
pub(crate) fn hint(position: &Position, text: &str) -> Option<String> {
    if text.len() > 16 || !text.is_ascii() {
        return None;
    }
    let moves = position.legal_moves();
    let (notation, found) = match uci(&moves, text) {
        Some(m) => ("UCI", m),
        None => ("SAN", san(position, &moves, text)?),
    };
    Some(format!(
        "this looks like {notation}; in PMN write it {found}"
    ))
}

fn uci(moves: &[ChessMove], text: &str) -> Option<ChessMove> {
    let lower = text.to_ascii_lowercase();
    let plain = |m: &ChessMove| {
        let mut s = format!("{}{}", m.from(), m.to());
        if let Some(p) = m.promotion() {
            s.push(p.letter().to_ascii_lowercase());
        }
        s
    };
    single(
        moves
            .iter()
            .filter(|m| plain(m) == lower || m.uci() == lower),
    )
}

fn single<'a>(mut found: impl Iterator<Item = &'a ChessMove>) -> Option<ChessMove> {
    let first = *found.next()?;
    found.next().is_none().then_some(first)
}

fn san(position: &Position, moves: &[ChessMove], text: &str) -> Option<ChessMove> {
    let text = text.trim_end_matches(['+', '#', '!', '?']);
    let castle = match text {
        "O-O" | "0-0" => Some(6),
        "O-O-O" | "0-0-0" => Some(2),
        _ => None,
    };
    if let Some(file) = castle {
        return single(
            moves
                .iter()
                .filter(|m| m.kind() == MoveKind::Castle && m.to().file() == file),
        );
    }
    let bytes = text.as_bytes();
    let (kind, rest) = match bytes.first()? {
        b'N' => (PieceKind::Knight, &bytes[1..]),
        b'B' => (PieceKind::Bishop, &bytes[1..]),
        b'R' => (PieceKind::Rook, &bytes[1..]),
        b'Q' => (PieceKind::Queen, &bytes[1..]),
        b'K' => (PieceKind::King, &bytes[1..]),
        _ => (PieceKind::Pawn, bytes),
    };
    let (rest, promotion) = match rest {
        [head @ .., b'=', p] | [head @ .., p @ (b'Q' | b'R' | b'B' | b'N')] => {
            let promotion = Promotion::ALL
                .into_iter()
                .find(|x| x.letter() == char::from(*p))?;
            (head, Some(promotion))
        }
        _ => (rest, None),
    };
    let [middle @ .., file, rank] = rest else {
        return None;
    };
    let to: Square = core::str::from_utf8(&[*file, *rank]).ok()?.parse().ok()?;
    let middle: Vec<u8> = middle.iter().copied().filter(|&c| c != b'x').collect();
    if middle.len() > 2 {
        return None;
    }
    single(moves.iter().filter(|m| {
        m.kind() != MoveKind::Castle
            && m.to() == to
            && m.promotion() == promotion
            && position.piece_at(m.from()).map(|(k, _)| k) == Some(kind)
            && middle.iter().all(|&c| match c {
                b'a'..=b'h' => m.from().file() == c - b'a',
                b'1'..=b'8' => m.from().rank() == c - b'1',
                _ => false,
            })
    }))
}

#[cfg(test)]
mod tests {
    use super::hint;
    use crate::Position;

    #[test]
    fn uci_and_san_get_their_pmn_spelling() {
        let start = Position::start();
        let said = |t| hint(&start, t);
        assert_eq!(
            said("e2e4").as_deref(),
            Some("this looks like UCI; in PMN write it e2-e4")
        );
        assert_eq!(
            said("Nf3").as_deref(),
            Some("this looks like SAN; in PMN write it g1-f3")
        );
        assert_eq!(said("e5"), None);
        assert_eq!(said("Nd2"), None);
        let castles = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        assert_eq!(
            hint(&castles, "O-O-O").as_deref(),
            Some("this looks like SAN; in PMN write it e1~c1")
        );
        assert_eq!(
            hint(&castles, "e1h1").as_deref(),
            Some("this looks like UCI; in PMN write it e1~g1")
        );
        let promote = Position::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(
            hint(&promote, "a8=N+").as_deref(),
            Some("this looks like SAN; in PMN write it a7-a8=N")
        );
        assert_eq!(
            hint(&promote, "a7a8q").as_deref(),
            Some("this looks like UCI; in PMN write it a7-a8=Q")
        );
    }
}

//! A tiny board for the record readers and writers: enough to know which piece stands where, so that KIF
//! and CSA moves become USI moves and back. It is not the rules: a move is checked only for what the
//! notations need (the mover's piece on the origin, no capture of one's own piece, a piece in hand for a
//! drop, promotion only of a piece that promotes); the rules replay the USI moves.

use tabula_qpi::Side;

use crate::profile::{GOTE, KIND_MASK, Kind, LETTERS, PROMOTED};
use crate::{Mode, Sfen, Square};

/// A square index, `0..81`: rank a (gote's back rank) first, file 9 first within a rank.
pub(crate) type Sq = u8;

/// The square of a file (`1..=9`, from sente's right) and a rank (`1..=9`, from gote's side), or `None`.
pub(crate) fn square(file: u8, rank: u8) -> Option<Sq> {
    ((1..=9).contains(&file) && (1..=9).contains(&rank)).then(|| (rank - 1) * 9 + (9 - file))
}

/// The file (`1..=9`) of a square.
pub(crate) fn file_of(sq: Sq) -> u8 {
    9 - sq % 9
}

/// The rank (`1..=9`) of a square.
pub(crate) fn rank_of(sq: Sq) -> u8 {
    sq / 9 + 1
}

/// A piece: its kind, whether it is promoted, and its owner (the cell code of the `profile` module).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Piece {
    pub(crate) kind: Kind,
    pub(crate) promoted: bool,
    pub(crate) side: Side,
}

impl Piece {
    fn code(self) -> u8 {
        let mut code = self.kind as u8 + 1;
        if self.promoted {
            code |= PROMOTED;
        }
        if self.side == Side::Second {
            code |= GOTE;
        }
        code
    }

    fn from_code(code: u8) -> Option<Piece> {
        let kind = *Kind::ALL.get(usize::from(code & KIND_MASK).checked_sub(1)?)?;
        Some(Piece {
            kind,
            promoted: code & PROMOTED != 0,
            side: if code & GOTE == 0 {
                Side::First
            } else {
                Side::Second
            },
        })
    }
}

/// A USI move, parsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UsiMove {
    /// A board move, promoting or not.
    Move { from: Sq, to: Sq, promote: bool },
    /// A drop from hand.
    Drop { kind: Kind, to: Sq },
}

/// A USI square name (`7g`).
fn usi_square(bytes: &[u8]) -> Option<Sq> {
    match bytes {
        [file @ b'1'..=b'9', rank @ b'a'..=b'i'] => square(file - b'0', rank - b'a' + 1),
        _ => None,
    }
}

impl UsiMove {
    /// Reads a USI move (`7g7f`, `8h2b+`, `P*5e`), or `None`.
    pub(crate) fn parse(text: &str) -> Option<UsiMove> {
        let bytes = text.as_bytes();
        match bytes {
            [letter, b'*', to @ ..] => {
                let kind = Kind::from_letter(*letter).filter(|k| *k != Kind::King)?;
                letter.is_ascii_uppercase().then_some(())?;
                Some(UsiMove::Drop {
                    kind,
                    to: usi_square(to)?,
                })
            }
            [from @ .., b'+'] if bytes.len() == 5 => Some(UsiMove::Move {
                from: usi_square(&from[..2])?,
                to: usi_square(&from[2..])?,
                promote: true,
            }),
            _ if bytes.len() == 4 => Some(UsiMove::Move {
                from: usi_square(&bytes[..2])?,
                to: usi_square(&bytes[2..])?,
                promote: false,
            }),
            _ => None,
        }
    }

    /// The destination.
    pub(crate) fn to(self) -> Sq {
        match self {
            UsiMove::Move { to, .. } | UsiMove::Drop { to, .. } => to,
        }
    }

    /// The USI text.
    pub(crate) fn usi(self) -> String {
        let name = |sq: Sq| Square(sq).usi();
        match self {
            UsiMove::Move { from, to, promote } => {
                let mut text = name(from) + &name(to);
                if promote {
                    text.push('+');
                }
                text
            }
            UsiMove::Drop { kind, to } => {
                format!("{}*{}", char::from(LETTERS[kind as usize]), name(to))
            }
        }
    }
}

/// The board, both hands and the side to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Board {
    cells: [u8; 81],
    /// Counts per hand (sente, gote) in [`Kind`] order (the king's slot unused).
    hands: [[u8; 7]; 2],
    turn: Side,
}

impl Board {
    /// An empty board, sente to move.
    pub(crate) fn empty() -> Board {
        Board {
            cells: [0; 81],
            hands: [[0; 7]; 2],
            turn: Side::First,
        }
    }

    /// The position of an SFEN (lenient: the readers hand over what they build or read).
    pub(crate) fn from_sfen(text: &str) -> Result<Board, crate::Error> {
        let sfen = Sfen::parse_with(text, Mode::Lenient)?;
        let mut board = Board::empty();
        for (index, cell) in (0u8..).zip(board.cells.iter_mut()) {
            if let Some(piece) = sfen.piece_at(Square(index)) {
                *cell = Piece {
                    kind: piece.kind(),
                    promoted: piece.is_promoted(),
                    side: piece.side(),
                }
                .code();
            }
        }
        for side in [Side::First, Side::Second] {
            for kind in &Kind::ALL[..7] {
                board.hands[side.index()][*kind as usize] =
                    u8::try_from(sfen.hand_count(side, *kind)).unwrap_or(u8::MAX);
            }
        }
        board.turn = sfen.side_to_move();
        Ok(board)
    }

    /// The canonical SFEN with a move count.
    pub(crate) fn sfen(&self, move_count: u32) -> String {
        let mut out = String::with_capacity(96);
        for rank in 0..9 {
            let mut empty = 0u8;
            for file in 0..9 {
                match Piece::from_code(self.cells[rank * 9 + file]) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        if piece.promoted {
                            out.push('+');
                        }
                        let letter = LETTERS[piece.kind as usize];
                        out.push(char::from(match piece.side {
                            Side::First => letter,
                            Side::Second => letter.to_ascii_lowercase(),
                        }));
                    }
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank < 8 {
                out.push('/');
            }
        }
        out.push_str(if self.turn == Side::First {
            " b "
        } else {
            " w "
        });
        let before = out.len();
        for (hand, case) in self.hands.iter().zip([0u8, 0x20]) {
            for (kind, &count) in hand.iter().enumerate() {
                if count > 1 {
                    out.push_str(&count.to_string());
                }
                if count > 0 {
                    out.push(char::from(LETTERS[kind] | case));
                }
            }
        }
        if out.len() == before {
            out.push('-');
        }
        out.push(' ');
        out.push_str(&move_count.max(1).to_string());
        out
    }

    /// The side to move.
    pub(crate) fn turn(&self) -> Side {
        self.turn
    }

    /// Sets the side to move.
    pub(crate) fn set_turn(&mut self, side: Side) {
        self.turn = side;
    }

    /// The piece on a square.
    pub(crate) fn at(&self, sq: Sq) -> Option<Piece> {
        Piece::from_code(self.cells[usize::from(sq)])
    }

    /// Puts a piece on a square (or empties it).
    pub(crate) fn put(&mut self, sq: Sq, piece: Option<Piece>) {
        self.cells[usize::from(sq)] = piece.map_or(0, Piece::code);
    }

    /// How many pieces of a kind a side holds.
    pub(crate) fn hand(&self, side: Side, kind: Kind) -> u8 {
        self.hands[side.index()]
            .get(kind as usize)
            .copied()
            .unwrap_or(0)
    }

    /// Sets how many pieces of a kind a side holds (the king: nothing).
    pub(crate) fn set_hand(&mut self, side: Side, kind: Kind, count: u8) {
        if let Some(slot) = self.hands[side.index()].get_mut(kind as usize) {
            *slot = count;
        }
    }

    /// Plays a move for the side to move, checking what the notations need; the reason when it cannot be
    /// played.
    pub(crate) fn play(&mut self, mv: UsiMove) -> Result<(), &'static str> {
        let side = self.turn;
        match mv {
            UsiMove::Drop { kind, to } => {
                if self.at(to).is_some() {
                    return Err("the drop's square is not empty");
                }
                let count = self.hand(side, kind);
                if count == 0 {
                    return Err("the player holds no such piece in hand");
                }
                self.set_hand(side, kind, count - 1);
                self.put(
                    to,
                    Some(Piece {
                        kind,
                        promoted: false,
                        side,
                    }),
                );
            }
            UsiMove::Move { from, to, promote } => {
                let Some(mut piece) = self.at(from).filter(|p| p.side == side) else {
                    return Err("the origin holds none of the mover's pieces");
                };
                if from == to {
                    return Err("the origin and the destination are the same square");
                }
                if let Some(taken) = self.at(to) {
                    if taken.side == side {
                        return Err("the destination holds one of the mover's own pieces");
                    }
                    if taken.kind == Kind::King {
                        return Err("a king cannot be captured");
                    }
                    let count = self.hand(side, taken.kind);
                    self.set_hand(side, taken.kind, count.saturating_add(1));
                }
                if promote {
                    if piece.promoted || !piece.kind.can_promote() {
                        return Err("this piece cannot promote");
                    }
                    piece.promoted = true;
                }
                self.put(from, None);
                self.put(to, Some(piece));
            }
        }
        self.turn = match side {
            Side::First => Side::Second,
            Side::Second => Side::First,
        };
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{Board, UsiMove};

    #[test]
    fn usi_moves_round_trip_and_play() {
        for text in ["7g7f", "8h2b+", "P*5e", "1a9i"] {
            assert_eq!(
                UsiMove::parse(text).map(UsiMove::usi).as_deref(),
                Some(text)
            );
        }
        for bad in ["7g7", "K*5e", "p*5e", "0a1b", "7g7f=", "7j7f"] {
            assert_eq!(UsiMove::parse(bad), None, "{bad}");
        }
        let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        let mut board = Board::from_sfen(start).unwrap();
        assert_eq!(board.sfen(1), start);
        for mv in ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"] {
            board.play(UsiMove::parse(mv).unwrap()).unwrap();
        }
        assert_eq!(
            board.sfen(6),
            "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w b 6"
        );
        assert!(board.play(UsiMove::parse("5i5h").unwrap()).is_err());
    }
}

//! The chess position: legal moves, making a move, check, mate, stalemate, insufficient material.

use cozy_chess::{BitBoard, Board, Color, Move, Piece};
use tabula_protocol::Side;

use crate::snapshot::{self, Snapshot};
use crate::{ChessMove, IllegalMove, MoveKind, Promotion, Square};

/// A legal chess position (FIDE rules, castling generalised to Chess960): the placement, the side to move,
/// which rooks keep a castling right, and the pawn that may be taken en passant.
///
/// Read one with [`Position::from_feen`] (the chess profile of FEEN) or [`Position::from_fen`]; write it
/// with [`Position::to_feen`] or [`crate::fen::write`]. Equality compares what FEEN writes: two positions
/// are equal when their FEEN strings are.
///
/// ```
/// use tabula_chess::{Position, Status};
/// let mut position = Position::start();
/// for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
///     let m = position.find_move(from.parse()?, to.parse()?, None).unwrap();
///     position = position.play(m)?;
/// }
/// assert_eq!(position.status(), Status::Checkmate);
/// assert_eq!(position.to_feen(),
///     "-rnb1k^bn-r/+p+p+p+p1+p+p+p/8/4p3/6Pq/5P2/+P+P+P+P+P2+P/-RNBQ-K^BN-R / C/c");
/// # Ok::<(), tabula_chess::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Position {
    pub(crate) board: Board,
}

/// The state of the game in a position.
///
/// ```
/// use tabula_chess::{Position, Status};
/// assert_eq!(Position::start().status(), Status::Ongoing);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// The side to move has a legal move, and mating material is on the board.
    Ongoing,
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// Neither side can ever mate (see [`Position::is_insufficient_material`]); only reported when the
    /// game is not already mate or stalemate.
    InsufficientMaterial,
}

pub(crate) fn side_of(color: Color) -> Side {
    match color {
        Color::White => Side::First,
        Color::Black => Side::Second,
    }
}

impl Position {
    /// The standard starting position.
    ///
    /// ```
    /// assert_eq!(tabula_chess::Position::start().legal_moves().len(), 20);
    /// ```
    #[must_use]
    pub fn start() -> Position {
        Position {
            board: Board::default(),
        }
    }

    /// The side to move.
    ///
    /// ```
    /// use tabula_chess::{Position, Side};
    /// assert_eq!(Position::start().side_to_move(), Side::First);
    /// ```
    #[must_use]
    pub fn side_to_move(&self) -> Side {
        side_of(self.board.side_to_move())
    }

    /// Whether the side to move is in check.
    ///
    /// ```
    /// assert!(!tabula_chess::Position::start().is_check());
    /// ```
    #[must_use]
    pub fn is_check(&self) -> bool {
        !self.board.checkers().is_empty()
    }

    /// Every legal move, in the move generator's order.
    ///
    /// ```
    /// let moves = tabula_chess::Position::start().legal_moves();
    /// assert!(moves.iter().any(|m| m.to_string() == "e2-e4"));
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> Vec<ChessMove> {
        let mut moves = Vec::with_capacity(64);
        self.board.generate_moves(|piece_moves| {
            moves.extend(piece_moves.into_iter().map(|m| self.convert(m)));
            false
        });
        moves
    }

    /// Whether the side to move has at least one legal move.
    ///
    /// ```
    /// assert!(tabula_chess::Position::start().has_legal_move());
    /// ```
    #[must_use]
    pub fn has_legal_move(&self) -> bool {
        self.board.generate_moves(|_| true)
    }

    /// The legal move whose PMN squares are `from` and `to`, with this promotion.
    ///
    /// For castling the squares are the king's (`e1`, `g1`); for a Chess960 castling in which the king
    /// stays put they are the rook's (see [`ChessMove::write_pmn`]). When a castling and an ordinary move
    /// share these squares (possible only in that Chess960 case), the ordinary move is returned: use
    /// [`Position::find_special_move`] for a PMN `~` move.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let position = Position::start();
    /// assert!(position.find_move("e2".parse()?, "e4".parse()?, None).is_some());
    /// assert!(position.find_move("e2".parse()?, "e5".parse()?, None).is_none());
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn find_move(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Promotion>,
    ) -> Option<ChessMove> {
        let matching = |m: &ChessMove| m.pmn_squares() == (from, to) && m.promotion == promotion;
        let moves = self.legal_moves();
        moves
            .iter()
            .copied()
            .filter(matching)
            .min_by_key(|m| m.is_special())
    }

    /// The legal move that PMN writes with the `~` operator (castling or en passant) from `from` to `to`.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let position = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")?;
    /// assert!(position.find_special_move("e1".parse()?, "g1".parse()?).is_some());
    /// assert!(position.find_special_move("h1".parse()?, "f1".parse()?).is_none());
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn find_special_move(&self, from: Square, to: Square) -> Option<ChessMove> {
        self.legal_moves()
            .into_iter()
            .find(|m| m.is_special() && m.pmn_squares() == (from, to))
    }

    /// The position after `m`, with every state marker recomputed.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let start = Position::start();
    /// let e4 = start.find_move("e2".parse()?, "e4".parse()?, None).unwrap();
    /// assert_eq!(start.play(e4)?.to_feen(),
    ///     "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / c/C");
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalMove::Rule`] if `m` is not one of this position's legal moves.
    pub fn play(&self, m: ChessMove) -> Result<Position, IllegalMove> {
        self.check(m)?;
        let raw = m.cozy();
        let mut board = self.board.clone();
        board.play_unchecked(raw);
        board.set_halfmove_clock(0);
        board.set_fullmove_number(1);
        Ok(Position { board })
    }

    /// Checkmate, stalemate, insufficient material or ongoing, in that order of precedence.
    ///
    /// ```
    /// use tabula_chess::{Position, Status};
    /// let stalemate = Position::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")?;
    /// assert_eq!(stalemate.status(), Status::Stalemate);
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn status(&self) -> Status {
        if !self.has_legal_move() {
            if self.is_check() {
                Status::Checkmate
            } else {
                Status::Stalemate
            }
        } else if self.is_insufficient_material() {
            Status::InsufficientMaterial
        } else {
            Status::Ongoing
        }
    }

    /// Whether the side to move is checkmated.
    ///
    /// ```
    /// assert!(!tabula_chess::Position::start().is_checkmate());
    /// ```
    #[must_use]
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_move()
    }

    /// Whether the side to move is stalemated.
    ///
    /// ```
    /// assert!(!tabula_chess::Position::start().is_stalemate());
    /// ```
    #[must_use]
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_move()
    }

    /// Whether neither side has mating material. A side lacks it when it has no pawn, rook or queen and
    /// either (a) a single knight and nothing else, while the opponent has nothing but king and queens, or
    /// (b) only bishops, all on squares of one colour, with no pawn or knight anywhere on the board. This
    /// is python-chess's `is_insufficient_material` rule, kept identical so the two agree.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// assert!(Position::from_fen("4k3/8/8/8/8/8/8/4KB2 w - - 0 1")?.is_insufficient_material());
    /// assert!(!Position::from_fen("4k3/8/8/8/8/8/8/4KR2 w - - 0 1")?.is_insufficient_material());
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        self.side_lacks_material(Color::White) && self.side_lacks_material(Color::Black)
    }

    fn side_lacks_material(&self, color: Color) -> bool {
        let b = &self.board;
        let ours = b.colors(color);
        let heavy = b.pieces(Piece::Pawn) | b.pieces(Piece::Rook) | b.pieces(Piece::Queen);
        if !(ours & heavy).is_empty() {
            return false;
        }
        if !(ours & b.pieces(Piece::Knight)).is_empty() {
            let theirs = b.colors(!color) & !b.pieces(Piece::King) & !b.pieces(Piece::Queen);
            return ours.len() <= 2 && theirs.is_empty();
        }
        if !(ours & b.pieces(Piece::Bishop)).is_empty() {
            let bishops = b.pieces(Piece::Bishop);
            let one_colour = (bishops & BitBoard::DARK_SQUARES).is_empty()
                || (bishops & BitBoard::LIGHT_SQUARES).is_empty();
            return one_colour
                && b.pieces(Piece::Pawn).is_empty()
                && b.pieces(Piece::Knight).is_empty();
        }
        true
    }

    /// The number of leaf nodes of the legal move tree `depth` plies deep (perft).
    ///
    /// ```
    /// assert_eq!(tabula_chess::Position::start().perft(3), 8_902);
    /// ```
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        perft(&self.board, depth)
    }

    /// Perft split by first move: each legal move with the leaf count below it, so that the counts add up
    /// to `perft(depth)` for every `depth` ≥ 1. `divide(0)` is empty: `perft(0)` = 1 counts the root
    /// itself, which no move leads to (the rule of [`tabula_game::Rules::divide`]).
    ///
    /// ```
    /// let start = tabula_chess::Position::start();
    /// let divide = start.divide(2);
    /// assert_eq!(divide.len(), 20);
    /// assert!(divide.iter().all(|(_, nodes)| *nodes == 20));
    /// assert!(start.divide(0).is_empty());
    /// assert_eq!(start.perft(0), 1);
    /// ```
    #[must_use]
    pub fn divide(&self, depth: u32) -> Vec<(ChessMove, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        self.legal_moves()
            .into_iter()
            .map(|m| {
                let mut board = self.board.clone();
                board.play_unchecked(m.cozy());
                (m, perft(&board, depth - 1))
            })
            .collect()
    }

    /// The cozy move as a [`ChessMove`]; `m` must be legal here.
    pub(crate) fn convert(&self, m: Move) -> ChessMove {
        let board = &self.board;
        let us = board.side_to_move();
        let from = Square::from_cozy(m.from);
        let to = Square::from_cozy(m.to);
        let piece = board.piece_on(m.from);
        let side = side_of(us);
        let promotion = m.promotion.and_then(Promotion::from_cozy);
        if piece == Some(Piece::King) && board.colors(us).has(m.to) {
            let (king_to, _) = snapshot::castling_targets(m.from, m.to);
            return ChessMove {
                from,
                to: Square::from_cozy(king_to),
                promotion,
                kind: MoveKind::Castle,
                other: to,
                side,
            };
        }
        if piece == Some(Piece::Pawn) && m.from.file() != m.to.file() && !board.occupied().has(m.to)
        {
            let victim = Square::new(to.file(), from.rank()).unwrap_or(to);
            return ChessMove {
                from,
                to,
                promotion,
                kind: MoveKind::EnPassant,
                other: victim,
                side,
            };
        }
        let kind = if board.occupied().has(m.to) {
            MoveKind::Capture
        } else {
            MoveKind::Normal
        };
        ChessMove {
            from,
            to,
            promotion,
            kind,
            other: to,
            side,
        }
    }

    /// The facts the markers and FEN are computed from.
    pub(crate) fn snapshot(&self) -> Snapshot {
        Snapshot::of_board(&self.board)
    }
}

/// FIDE's "same position" (art. 9.2.3): the same pieces on the same squares, the same side to move, the
/// same castling rights, and the same en-passant capture possible (a target no legal capture uses is no
/// difference). Consistent with [`Position::key`] and `Hash`.
///
/// ```
/// use tabula_chess::Position;
/// // After 1. e4 no black pawn can take en passant: the target e3 makes no difference.
/// let a = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")?;
/// let b = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 4 7")?;
/// assert_eq!(a, b);
/// assert_eq!(a.key(), b.key());
/// # Ok::<(), tabula_chess::PositionError>(())
/// ```
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        let (a, b) = (self.snapshot(), other.snapshot());
        a.bbs == b.bbs
            && a.turn == b.turn
            && a.rights == b.rights
            && a.legal_ep_victim() == b.legal_ep_victim()
    }
}

impl Eq for Position {}

impl ChessMove {
    pub(crate) fn cozy(self) -> Move {
        Move {
            from: self.from.cozy(),
            to: if self.kind == MoveKind::Castle {
                self.other.cozy()
            } else {
                self.to.cozy()
            },
            promotion: self.promotion.map(Promotion::cozy),
        }
    }

    pub(crate) fn is_special(self) -> bool {
        matches!(self.kind, MoveKind::Castle | MoveKind::EnPassant)
    }

    /// The two squares PMN writes for this move.
    pub(crate) fn pmn_squares(self) -> (Square, Square) {
        match self.castling_rook() {
            Some(rook) if self.from == self.to => rook,
            _ => (self.from, self.to),
        }
    }
}

fn perft(board: &Board, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut nodes = 0;
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
            nodes
        }
        _ => {
            let mut nodes = 0;
            board.generate_moves(|moves| {
                for m in moves {
                    let mut child = board.clone();
                    child.play_unchecked(m);
                    nodes += perft(&child, depth - 1);
                }
                false
            });
            nodes
        }
    }
}

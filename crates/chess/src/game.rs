//! Chess on the game interface: `impl tabula_game::Rules for Position` (legal moves, play, the end of the
//! game by the position, the key, PMN and the other notations, FEN with counters) and the rules over a
//! whole game (threefold and fivefold repetition, fifty and seventy-five moves).

use core::ops::ControlFlow;

use cozy_chess::Piece;
use tabula_game::{
    Counters, GameKind, History, Judgement, MoveError, Notation, Outcome, Rules, Termination,
};
use tabula_protocol::Side;

use crate::{ChessMove, IllegalMove, MoveKind, Position, PositionError, fen, notation, pmn_hint};

/// The half-move clock at which a player may claim a draw (FIDE art. 9.3: 50 moves of each side).
pub const FIFTY_MOVES: u32 = 100;
/// The half-move clock at which the game ends drawn (FIDE art. 9.6.2: 75 moves of each side).
pub const SEVENTY_FIVE_MOVES: u32 = 150;

/// The moves of chess besides PMN: SAN first (the usual one), then UCI.
const NOTATIONS: &[Notation] = &[Notation::San, Notation::Uci];

/// How much of a refused text an error keeps.
const MAX_ECHO: usize = 32;

/// FIDE chess on the game interface. `Position` holds no counters: [`tabula_game::Game`] keeps them, and
/// [`Rules::judge`] applies the rules that need the game's history.
///
/// - [`Rules::terminal`]: checkmate (the side that gave it wins), stalemate, insufficient material (both
///   draws; [`Position::is_insufficient_material`] says which material).
/// - [`Rules::judge`]: fivefold repetition (FIDE art. 9.6.1) and seventy-five moves (art. 9.6.2) end the
///   game; threefold repetition (art. 9.2) and fifty moves (art. 9.3) are draws the player to move may
///   claim. Repetitions are counted from the game's start (a game read from a FEN knows no earlier
///   positions); a checkmate given on the 75th move wins, since the position's own end comes first.
/// - [`Rules::resets_clock`]: pawn moves and captures; [`Rules::is_irreversible`]: those and every move
///   that changes castling rights.
/// - [`Rules::from_native`] / [`Rules::to_native`]: FEN (X-FEN, Shredder-FEN, EPD read; X-FEN written)
///   with the real half-move clock and full-move number.
///
/// ```
/// use tabula_chess::Position;
/// use tabula_game::{Game, Notation, Termination};
/// let mut game = Game::<Position>::start();
/// for _ in 0..2 {
///     for m in ["g1-f3", "g8-f6", "f3-g1", "f6-g8"] {
///         game.play(m, Notation::Pmn)?;
///     }
/// }
/// assert_eq!(game.repetitions(), 3);
/// assert_eq!(game.claimable().map(|o| o.termination), Some(Termination::ThreefoldRepetition));
/// assert_eq!(game.to_native(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl Rules for Position {
    type Move = ChessMove;
    type PositionError = PositionError;
    type IllegalMove = IllegalMove;

    const KIND: GameKind = GameKind::Chess;

    fn start() -> Position {
        Position::start()
    }

    fn from_feen(feen: &str) -> Result<Position, PositionError> {
        Position::from_feen(feen)
    }

    fn to_feen(&self) -> String {
        Position::to_feen(self)
    }

    fn from_native(text: &str) -> Result<(Position, Counters), PositionError> {
        fen::read_fide(text)
    }

    fn to_native(&self, counters: Counters) -> String {
        let options = fen::Options {
            halfmove_clock: counters.halfmove_clock,
            fullmove_number: counters.move_number,
            ..fen::Options::default()
        };
        fen::write(self, &options)
    }

    fn side_to_move(&self) -> Side {
        Position::side_to_move(self)
    }

    fn for_each_legal_move(
        &self,
        f: &mut dyn FnMut(ChessMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let stopped = self
            .board
            .generate_moves(|moves| moves.into_iter().any(|m| f(self.convert(m)).is_break()));
        if stopped {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }

    fn legal_moves(&self) -> Vec<ChessMove> {
        Position::legal_moves(self)
    }

    fn legal_move_count(&self) -> usize {
        let mut count = 0;
        self.board.generate_moves(|moves| {
            count += moves.len();
            false
        });
        count
    }

    fn has_legal_move(&self) -> bool {
        Position::has_legal_move(self)
    }

    fn check_move(&self, m: ChessMove) -> Result<(), IllegalMove> {
        self.check(m)
    }

    fn play_unchecked(&mut self, m: ChessMove) {
        debug_assert!(
            self.check(m).is_ok(),
            "play_unchecked given an illegal move"
        );
        self.board.play_unchecked(m.cozy());
    }

    fn play(&self, m: ChessMove) -> Result<Position, IllegalMove> {
        Position::play(self, m)
    }

    fn is_check(&self) -> bool {
        Position::is_check(self)
    }

    fn terminal(&self) -> Option<Outcome> {
        if !self.has_legal_move() {
            return Some(if self.is_check() {
                Outcome::win(self.side_to_move().flip(), Termination::Checkmate)
            } else {
                Outcome::draw(Termination::Stalemate)
            });
        }
        self.is_insufficient_material()
            .then_some(Outcome::draw(Termination::InsufficientMaterial))
    }

    fn key(&self) -> u64 {
        Position::key(self)
    }

    fn pmn(&self, m: ChessMove) -> tabula_pmn::Move {
        m.to_pmn()
    }

    fn read_pmn(&self, m: &tabula_pmn::Move) -> Result<ChessMove, IllegalMove> {
        self.find_pmn(m)
    }

    fn notations() -> &'static [Notation] {
        NOTATIONS
    }

    fn write_move(
        &self,
        m: ChessMove,
        notation: Notation,
    ) -> Result<String, MoveError<IllegalMove>> {
        match notation {
            Notation::Pmn => Ok(m.to_string()),
            Notation::San | Notation::Uci => notation::write(self, m, notation),
            _ => Err(MoveError::Unsupported {
                notation,
                game: GameKind::Chess,
            }),
        }
    }

    fn read_move(
        &self,
        text: &str,
        notation: Notation,
    ) -> Result<ChessMove, MoveError<IllegalMove>> {
        match notation {
            Notation::Pmn => self.read_pmn_text(text),
            Notation::San | Notation::Uci => notation::read(self, text, notation),
            _ => Err(MoveError::Unsupported {
                notation,
                game: GameKind::Chess,
            }),
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        Position::perft(self, depth)
    }

    fn divide(&self, depth: u32) -> Vec<(ChessMove, u64)> {
        Position::divide(self, depth)
    }

    fn resets_clock(&self, m: ChessMove) -> bool {
        matches!(m.kind(), MoveKind::Capture | MoveKind::EnPassant)
            || self.board.piece_on(m.from().cozy()) == Some(Piece::Pawn)
    }

    fn is_irreversible(&self, m: ChessMove) -> bool {
        if self.resets_clock(m) {
            return true;
        }
        let rights =
            |board: &cozy_chess::Board| cozy_chess::Color::ALL.map(|c| *board.castle_rights(c));
        let before = rights(&self.board);
        if before.iter().all(|r| r.short.is_none() && r.long.is_none()) {
            return false;
        }
        let mut after = self.board.clone();
        after.play_unchecked(m.cozy());
        rights(&after) != before
    }

    fn judge(history: &History<'_, Position>) -> Judgement {
        let repetitions = history.repetitions();
        let clock = history.counters().halfmove_clock;
        let ended = if repetitions >= 5 {
            Some(Outcome::draw(Termination::FivefoldRepetition))
        } else if clock >= SEVENTY_FIVE_MOVES {
            Some(Outcome::draw(Termination::SeventyFiveMoves))
        } else {
            None
        };
        let claimable = if repetitions >= 3 {
            Some(Outcome::draw(Termination::ThreefoldRepetition))
        } else if clock >= FIFTY_MOVES {
            Some(Outcome::draw(Termination::FiftyMoves))
        } else {
            None
        };
        Judgement { ended, claimable }
    }
}

impl Position {
    /// `Ok` when `m` is one of this position's legal moves, else the rule it breaks.
    pub(crate) fn check(&self, m: ChessMove) -> Result<(), IllegalMove> {
        let raw = m.cozy();
        if m.side == Position::side_to_move(self)
            && self.board.is_legal(raw)
            && self.convert(raw) == m
        {
            return Ok(());
        }
        let (from, to) = m.pmn_squares();
        Err(IllegalMove::Rule {
            pmn: m.to_string(),
            reason: self
                .why_illegal(from, to, m.promotion, m.is_special())
                .unwrap_or_else(|| "not a legal move in this position".to_owned()),
        })
    }

    /// Reads PMN text for [`Rules::read_move`]: a syntax error gets a hint when the text is a UCI or SAN
    /// move that names a legal move.
    fn read_pmn_text(&self, text: &str) -> Result<ChessMove, MoveError<IllegalMove>> {
        match tabula_pmn::Move::parse(text) {
            Ok(m) => self.find_pmn(&m).map_err(|error| MoveError::Illegal {
                text: text.chars().take(MAX_ECHO).collect(),
                error,
            }),
            Err(error) => {
                let offset = error.offset().unwrap_or(0);
                let message = error.to_string();
                let message = message
                    .strip_suffix(&format!(" at byte {offset}"))
                    .map_or_else(|| message.clone(), ToOwned::to_owned);
                Err(MoveError::Syntax {
                    notation: Notation::Pmn,
                    text: text.chars().take(MAX_ECHO).collect(),
                    offset,
                    code: "pmn",
                    message,
                    hint: pmn_hint::hint(self, text),
                })
            }
        }
    }
}

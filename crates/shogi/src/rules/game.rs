//! [`ShogiPosition`] as a [`Rules`] implementation, the sennichite judgement, and playing USI `position`
//! lines.

use core::ops::ControlFlow;

use tabula_game::{
    Counters, Game, GameKind, History, Judgement, MoveError, Notation, Outcome, Rules, Termination,
};
use tabula_qpi::Side;

use super::{IllegalMove, PlayError, PositionError, ShogiMove, ShogiPosition};
use crate::Sfen;

impl Rules for ShogiPosition {
    type Move = ShogiMove;
    type PositionError = PositionError;
    type IllegalMove = IllegalMove;

    const KIND: GameKind = GameKind::Shogi;

    fn start() -> ShogiPosition {
        match ShogiPosition::from_sfen(&Sfen::startpos()) {
            Ok(position) => position,
            Err(_) => unreachable!("the start position is legal"),
        }
    }

    fn from_feen(feen: &str) -> Result<ShogiPosition, PositionError> {
        ShogiPosition::from_sfen(&Sfen::from_feen(feen)?)
    }

    fn to_feen(&self) -> String {
        match crate::sfen_to_feen(&self.to_sfen(1)) {
            Ok(converted) => converted.feen,
            Err(_) => unreachable!("the rules hold only positions SFEN can spell"),
        }
    }

    /// Reads SFEN (the move count optional, 1 when missing) or a USI `position` line; the moves after
    /// `moves`, if any, are played, each checked (see [`play_usi`], which also keeps the
    /// history).
    fn from_native(text: &str) -> Result<(ShogiPosition, Counters), PositionError> {
        let game = super::play_usi(text).map_err(|e| match e {
            PlayError::Position(e) => e,
            other => PositionError::Moves(Box::new(other)),
        })?;
        Ok((game.position().clone(), game.counters()))
    }

    fn to_native(&self, counters: Counters) -> String {
        self.to_sfen(counters.move_number)
    }

    fn side_to_move(&self) -> Side {
        self.turn
    }

    fn for_each_legal_move(
        &self,
        f: &mut dyn FnMut(ShogiMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        self.generate(f)
    }

    fn legal_moves(&self) -> Vec<ShogiMove> {
        // Room for the moves of most positions, drops included, without growing.
        let mut moves = Vec::with_capacity(160);
        let _ = self.generate(&mut |m| {
            moves.push(m);
            ControlFlow::Continue(())
        });
        moves
    }

    fn legal_move_count(&self) -> usize {
        self.count_moves()
    }

    fn has_legal_move(&self) -> bool {
        self.has_move()
    }

    fn check_move(&self, m: ShogiMove) -> Result<(), IllegalMove> {
        self.diagnose(m)
    }

    fn play_unchecked(&mut self, m: ShogiMove) {
        self.apply(m);
    }

    fn is_check(&self) -> bool {
        self.in_check()
    }

    /// A player with no legal move has lost: checkmate in check, else (shōgi has no stalemate draw) a
    /// [`Termination::Stalemate`] won by the other player.
    fn terminal(&self) -> Option<Outcome> {
        if self.has_move() {
            return None;
        }
        let termination = if self.in_check() {
            Termination::Checkmate
        } else {
            Termination::Stalemate
        };
        Some(Outcome::win(self.turn.flip(), termination))
    }

    fn key(&self) -> u64 {
        self.zobrist()
    }

    fn pmn(&self, m: ShogiMove) -> tabula_pmn::Move {
        self.pmn_of(m)
    }

    fn pmn_code(&self, m: ShogiMove) -> Option<u64> {
        Some(self.pmn_code_of(m))
    }

    fn read_pmn(&self, m: &tabula_pmn::Move) -> Result<ShogiMove, IllegalMove> {
        self.move_of_pmn(m)
    }

    fn notations() -> &'static [Notation] {
        &[Notation::Usi, Notation::Csa]
    }

    fn write_move(
        &self,
        m: ShogiMove,
        notation: Notation,
    ) -> Result<String, MoveError<IllegalMove>> {
        match notation {
            Notation::Pmn => Ok(self.pmn_of(m).to_string()),
            Notation::Usi => Ok(m.to_string()),
            Notation::Csa => Ok(self.csa_of(m)),
            _ => Err(MoveError::Unsupported {
                notation,
                game: GameKind::Shogi,
            }),
        }
    }

    fn read_move(
        &self,
        text: &str,
        notation: Notation,
    ) -> Result<ShogiMove, MoveError<IllegalMove>> {
        match notation {
            Notation::Pmn => self.read_pmn_text(text),
            Notation::Usi => self.read_usi(text),
            Notation::Csa => self.read_csa(text),
            _ => Err(MoveError::Unsupported {
                notation,
                game: GameKind::Shogi,
            }),
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves() as u64,
            _ => {
                let mut nodes = 0;
                let _ = self.generate(&mut |m| {
                    let mut child = self.clone();
                    child.apply(m);
                    nodes += child.perft(depth - 1);
                    ControlFlow::Continue(())
                });
                nodes
            }
        }
    }

    /// SFEN's move count grows with every ply; the clock counts plies too (shōgi has no clock rule).
    fn next_counters(&self, _m: ShogiMove, counters: Counters) -> Counters {
        Counters {
            halfmove_clock: counters.halfmove_clock.saturating_add(1),
            move_number: counters.move_number.saturating_add(1),
        }
    }

    /// Sennichite: the fourth occurrence of a position (board, hands, side to move) ends the game drawn,
    /// unless one player gave check with every one of their moves since the first of the four: that player
    /// loses by perpetual check. (Should both players have checked with every move, the draw stands.)
    fn judge(history: &History<'_, ShogiPosition>) -> Judgement {
        history.repetition_judgement(4, Termination::Sennichite)
    }
}

/// Plays a USI `position` line (`position startpos moves 7g7f 3c3d`, `position sfen … moves …`, or a bare
/// SFEN with or without `moves`), every move checked, and returns the game after them, with its history
/// (so sennichite is judged) and its counters (the SFEN move count, then one more per ply).
///
/// ```
/// use tabula_shogi::rules::play_usi;
/// let game = play_usi("position startpos moves 7g7f 3c3d 8h2b+ 3a2b")?;
/// assert_eq!(game.to_native(), "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5");
/// let error = play_usi("position startpos moves 7g7f 7g7f").unwrap_err();
/// assert_eq!(error.to_string(), "move 2 (7g7f, byte 29): 7g7f: no piece on 7g");
/// # Ok::<(), tabula_shogi::rules::PlayError>(())
/// ```
///
/// # Errors
/// [`PlayError::Position`] for the position, [`PlayError::Move`] for the first move that is not legal (or
/// not USI, or played after the game ended), with its number and byte offset.
pub fn play_usi(line: &str) -> Result<Game<ShogiPosition>, PlayError> {
    let converted = crate::sfen_to_feen(line).map_err(|e| PlayError::Position(e.into()))?;
    let start =
        <ShogiPosition as Rules>::from_feen(&converted.feen).map_err(PlayError::Position)?;
    let counters = Counters {
        halfmove_clock: 0,
        move_number: converted.lost.move_count.unwrap_or(1),
    };
    let mut game = Game::with_counters(start, counters);
    let Some(at) = converted.lost.moves_at else {
        return Ok(game);
    };
    let bytes = line.as_bytes();
    let mut i = at + "moves".len();
    let mut ply = 0;
    loop {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= bytes.len() {
            break;
        }
        let begin = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        // Whitespace is ASCII, so `begin..i` falls on character boundaries.
        let token = &line[begin..i];
        ply += 1;
        if let Err(error) = game.play(token, Notation::Usi) {
            return Err(PlayError::Move {
                ply,
                offset: begin,
                usi: token.to_owned(),
                error: Box::new(error),
            });
        }
    }
    Ok(game)
}

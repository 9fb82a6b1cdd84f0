//! The history a `Game` keeps: repetition windows, occurrences, checks, counters and undo, on a toy game
//! whose positions cycle.

use std::ops::ControlFlow;

use tabula_game::{
    Counters, ErrorCode, Game, GameKind, History, Judgement, MoveError, Notation, Outcome, Rules,
    Side, Termination,
};

/// Each side has a switch; a move flips the mover's switch (`Flip`, reversible) or, up to three times a
/// game, bumps a counter (`Bump`, irreversible). The second side is "in check" while the first side's
/// switch is on. Four occurrences of a position end the game: a loss for a side that gave check with every
/// move since the first occurrence, else a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Switches {
    first: bool,
    second: bool,
    bumps: u8,
    turn: Side,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Toggle {
    Flip,
    Bump,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("no more bumps")]
struct NoBump;

impl ErrorCode for NoBump {
    fn code(&self) -> &'static str {
        "no-bump"
    }
}

impl Rules for Switches {
    type Move = Toggle;
    type PositionError = NoBump;
    type IllegalMove = NoBump;
    const KIND: GameKind = GameKind::Shogi;

    fn start() -> Switches {
        Switches {
            first: false,
            second: false,
            bumps: 0,
            turn: Side::First,
        }
    }
    fn from_feen(_: &str) -> Result<Switches, NoBump> {
        Err(NoBump)
    }
    fn to_feen(&self) -> String {
        format!("{self:?}")
    }
    fn from_native(_: &str) -> Result<(Switches, Counters), NoBump> {
        Err(NoBump)
    }
    fn to_native(&self, counters: Counters) -> String {
        format!("{self:?} {}", counters.move_number)
    }
    fn side_to_move(&self) -> Side {
        self.turn
    }
    fn for_each_legal_move(&self, f: &mut dyn FnMut(Toggle) -> ControlFlow<()>) -> ControlFlow<()> {
        f(Toggle::Flip)?;
        if self.bumps < 3 {
            f(Toggle::Bump)?;
        }
        ControlFlow::Continue(())
    }
    fn check_move(&self, m: Toggle) -> Result<(), NoBump> {
        if m == Toggle::Bump && self.bumps >= 3 {
            return Err(NoBump);
        }
        Ok(())
    }
    fn play_unchecked(&mut self, m: Toggle) {
        match (m, self.turn) {
            (Toggle::Flip, Side::First) => self.first = !self.first,
            (Toggle::Flip, Side::Second) => self.second = !self.second,
            (Toggle::Bump, _) => self.bumps += 1,
        }
        self.turn = self.turn.flip();
    }
    fn is_check(&self) -> bool {
        self.turn == Side::Second && self.first
    }
    fn terminal(&self) -> Option<Outcome> {
        None
    }
    fn key(&self) -> u64 {
        u64::from(self.first)
            | u64::from(self.second) << 1
            | u64::from(self.bumps) << 2
            | (self.turn as u64) << 8
    }
    fn pmn(&self, _: Toggle) -> tabula_pmn::Move {
        tabula_pmn::Move::Pass
    }
    fn read_pmn(&self, _: &tabula_pmn::Move) -> Result<Toggle, NoBump> {
        Ok(Toggle::Flip)
    }
    fn notations() -> &'static [Notation] {
        &[]
    }
    fn write_move(&self, _: Toggle, _: Notation) -> Result<String, MoveError<NoBump>> {
        Ok("...".to_owned())
    }
    fn read_move(&self, _: &str, _: Notation) -> Result<Toggle, MoveError<NoBump>> {
        Ok(Toggle::Flip)
    }
    fn resets_clock(&self, m: Toggle) -> bool {
        m == Toggle::Bump
    }
    fn judge(history: &History<'_, Switches>) -> Judgement {
        let occurrences: Vec<usize> = history.occurrences().collect();
        if occurrences.len() < 4 {
            return Judgement::default();
        }
        let first = occurrences[0];
        for side in Side::ALL {
            if history.checked_every_move(side, first) {
                return Judgement {
                    ended: Some(Outcome::win(side.flip(), Termination::PerpetualCheck)),
                    claimable: None,
                };
            }
        }
        Judgement {
            ended: Some(Outcome::draw(Termination::Sennichite)),
            claimable: None,
        }
    }
}

fn play(game: &mut Game<Switches>, moves: &[Toggle]) {
    for &m in moves {
        game.push(m).unwrap();
    }
}

use Toggle::{Bump, Flip};

#[test]
fn occurrences_are_counted_since_the_last_irreversible_move() {
    let mut game = Game::<Switches>::start();
    play(&mut game, &[Flip, Flip, Flip, Flip]);
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.history().occurrences().collect::<Vec<_>>(), vec![0, 4]);
    play(&mut game, &[Bump, Flip, Bump, Flip]);
    // Bumps change the position for good: the window starts after the last one.
    assert_eq!(game.history().window_start(), 7);
    assert_eq!(game.repetitions(), 1);
    assert_eq!(
        game.counters(),
        Counters {
            halfmove_clock: 1,
            move_number: 5
        }
    );
}

#[test]
fn the_fourth_occurrence_ends_the_game_and_undo_reopens_it() {
    let mut game = Game::<Switches>::start();
    for _ in 0..3 {
        play(&mut game, &[Flip, Flip, Flip, Flip]);
    }
    assert_eq!(game.repetitions(), 4);
    // The first side's flips alternate check and no check: not perpetual.
    assert_eq!(game.outcome(), Some(Outcome::draw(Termination::Sennichite)));
    let error = game.push(Flip).unwrap_err();
    assert_eq!(error.code(), "game-over");
    assert_eq!(game.undo(), Some(Flip));
    assert_eq!(game.outcome(), None);
    assert_eq!(game.repetitions(), 3);
}

#[test]
fn checks_are_remembered_per_ply() {
    let mut game = Game::<Switches>::start();
    play(&mut game, &[Flip, Flip]);
    let history = game.history();
    assert!(history.gave_check(1));
    assert!(!history.gave_check(2));
    assert!(history.checked_every_move(Side::First, 0));
    assert!(!history.checked_every_move(Side::Second, 0));
    play(&mut game, &[Flip]);
    assert!(!game.history().checked_every_move(Side::First, 0));
}

#[test]
fn declared_ends_are_undone_with_undo() {
    let mut game = Game::<Switches>::start();
    game.push(Flip).unwrap();
    game.end(Outcome::win(Side::First, Termination::Resignation));
    assert_eq!(game.outcome().map(|o| o.result()), Some("1-0"));
    // The position's moves are still listed; playing one is refused.
    assert!(!game.legal_moves().is_empty());
    assert!(game.push(Flip).is_err());
    game.undo();
    assert_eq!(game.outcome(), None);
    assert_eq!(game.ply(), 0);
}

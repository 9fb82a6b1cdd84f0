//! Chess on the game interface: counters, repetition, the move-count rules, the position's own ends, the
//! key, PMN reading with hints, FEN with counters.

use tabula_chess::Position;
use tabula_game::{ErrorCode, Game, MoveError, Notation, Outcome, Rules, Side, Termination};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn play(game: &mut Game<Position>, moves: &[&str]) {
    for m in moves {
        game.play(m, Notation::Pmn)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn fen_out_carries_the_real_counters() {
    let mut game = Game::<Position>::from_native(START).unwrap();
    play(&mut game, &["e2-e4", "e7-e5", "g1-f3", "b8-c6", "f1-b5"]);
    assert_eq!(
        game.to_native(),
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
    );
    let (_, counters) = Position::from_native("4k3/8/8/8/8/8/8/4K3 b - - 17 42").unwrap();
    assert_eq!((counters.halfmove_clock, counters.move_number), (17, 42));
}

#[test]
fn knights_out_and_back_twice_is_threefold_four_times_fivefold() {
    let shuffle = ["g1-f3", "g8-f6", "f3-g1", "f6-g8"];
    let mut game = Game::<Position>::start();
    play(&mut game, &shuffle);
    assert_eq!((game.repetitions(), game.claimable()), (2, None));
    play(&mut game, &shuffle);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), None);
    assert_eq!(
        game.claimable(),
        Some(Outcome::draw(Termination::ThreefoldRepetition))
    );
    play(&mut game, &shuffle);
    assert_eq!(game.outcome(), None);
    play(&mut game, &shuffle);
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(Termination::FivefoldRepetition))
    );
    let refused = game.play("e2-e4", Notation::Pmn).unwrap_err();
    assert_eq!(refused.code(), "game-over");
    game.undo();
    assert_eq!(game.outcome(), None);
}

#[test]
fn the_move_count_rules_claim_at_100_end_at_150_and_mate_comes_first() {
    let fifty = Game::<Position>::from_native("4k3/8/8/8/8/8/8/R3K3 w - - 100 80").unwrap();
    assert_eq!(
        fifty.claimable(),
        Some(Outcome::draw(Termination::FiftyMoves))
    );
    assert_eq!(fifty.outcome(), None);
    let mut game = Game::<Position>::from_native("4k3/8/8/8/8/8/8/R3K3 w - - 149 80").unwrap();
    play(&mut game, &["a1-a2"]);
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(Termination::SeventyFiveMoves))
    );
    // A mate given with the 150th ply wins: the position's own end is looked at first.
    let mut mate = Game::<Position>::from_native("7k/8/6K1/8/8/8/8/R7 w - - 149 80").unwrap();
    play(&mut mate, &["a1-a8"]);
    assert_eq!(
        mate.outcome(),
        Some(Outcome::win(Side::First, Termination::Checkmate))
    );
    // A pawn move or a capture resets the clock.
    let mut reset = Game::<Position>::from_native("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80").unwrap();
    play(&mut reset, &["e2-e3"]);
    assert_eq!(reset.counters().halfmove_clock, 0);
    assert_eq!(reset.claimable(), None);
}

#[test]
fn the_position_ends_the_game_by_mate_stalemate_or_material() {
    let ends = [
        (
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            Outcome::win(Side::Second, Termination::Checkmate),
        ),
        (
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            Outcome::draw(Termination::Stalemate),
        ),
        (
            "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
            Outcome::draw(Termination::InsufficientMaterial),
        ),
    ];
    for (fen, outcome) in ends {
        let game = Game::<Position>::from_native(fen).unwrap();
        assert_eq!(game.outcome(), Some(outcome), "{fen}");
        // Mate and stalemate leave no move; a draw by material still lists the position's moves.
        let moves = game.legal_moves().len();
        let listed = outcome.termination == Termination::InsufficientMaterial;
        assert_eq!(moves > 0, listed, "{fen}: {moves} moves");
    }
    assert_eq!(Position::start().terminal(), None);
}

#[test]
fn the_key_follows_fide_same_position() {
    // The e.p. target counts only when a capture is legal.
    let usable = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
    let gone = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1").unwrap();
    assert_ne!(usable, gone);
    assert_ne!(Rules::key(&usable), Rules::key(&gone));
    // After 1. e4 from the start, no capture: the target makes no difference.
    let e4 = Position::start().play_pmn("e2-e4").unwrap();
    let same =
        Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
    assert_eq!(e4, same);
    assert_eq!(e4.key(), same.key());
    // Castling rights count.
    let rights = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    let none = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1").unwrap();
    assert_ne!(rights.key(), none.key());
    let mut hashes = std::collections::HashSet::new();
    hashes.insert(e4);
    assert!(hashes.contains(&same));
}

#[test]
fn moves_that_change_castling_rights_are_irreversible() {
    let position = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let read = |m: &str| position.read_move(m, Notation::Pmn).unwrap();
    assert!(position.is_irreversible(read("h1-g1")));
    assert!(position.is_irreversible(read("e1-f1")));
    assert!(position.is_irreversible(read("e1~g1")));
    assert!(!position.resets_clock(read("h1-g1")));
    let free = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1").unwrap();
    assert!(!free.is_irreversible(free.read_move("h1-g1", Notation::Pmn).unwrap()));
}

#[test]
fn pmn_reading_names_the_problem_and_hints_the_spelling() {
    let start = Position::start();
    let error = start.read_move("e2e4", Notation::Pmn).unwrap_err();
    assert_eq!(
        error.to_string(),
        "\"e2e4\" is not a PMN move: expected an operator (-, +, ~ or =) (byte 2); \
         this looks like UCI; in PMN write it e2-e4"
    );
    let MoveError::Syntax { hint, offset, .. } = start.read_move("Nf3", Notation::Pmn).unwrap_err()
    else {
        panic!("a syntax error");
    };
    assert_eq!(
        hint.as_deref(),
        Some("this looks like SAN; in PMN write it g1-f3")
    );
    assert_eq!(offset, 0);
    let illegal = start.read_move("e2-e5", Notation::Pmn).unwrap_err();
    assert_eq!(
        illegal.to_string(),
        "e2-e5: the pawn on e2 cannot move to e5"
    );
    assert_eq!(illegal.code(), "illegal-move");
    assert_eq!(
        start.read_move("7g7f", Notation::Usi).unwrap_err().code(),
        "notation-unsupported"
    );
    assert_eq!(Position::notations(), &[Notation::San, Notation::Uci]);
    let m = start.read_move("g1-f3", Notation::Pmn).unwrap();
    assert_eq!(start.write_move(m, Notation::Pmn).unwrap(), "g1-f3");
}

#[test]
fn the_callback_stops_when_asked_and_counts_agree() {
    use core::ops::ControlFlow;
    let start = Position::start();
    let mut seen = 0;
    let flow = start.for_each_legal_move(&mut |_| {
        seen += 1;
        if seen == 3 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    assert!(flow.is_break());
    assert_eq!(seen, 3);
    assert_eq!(Rules::legal_move_count(&start), 20);
    assert_eq!(Rules::legal_moves(&start).len(), 20);
    let m = start.read_move("e2-e4", Notation::Pmn).unwrap();
    assert!(start.check_move(m).is_ok());
    let after = Rules::play(&start, m).unwrap();
    assert_eq!(after.check_move(m).unwrap_err().code(), "illegal-move");
}

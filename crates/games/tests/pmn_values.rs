//! `DynGame::for_each_legal_pmn` gives, for every game, the moves `legal_moves(Notation::Pmn)` writes, in
//! the same order, and `legal_pmn_codes` codes for those moves, in that order, that name one text each
//! (shōgi gives codes, chess and xiangqi none): checked along games of pseudo-random legal moves (a fixed
//! seed), to their ends.

use std::collections::HashMap;

use tabula_game::{DynGame, GameKind, Notation};

fn texts(game: &dyn DynGame) -> Vec<String> {
    let mut out = Vec::new();
    game.for_each_legal_pmn(&mut |m| out.push(m.to_string()));
    out
}

/// The moves' codes, each code's text checked against the texts met before (`codes`): `false` when the game
/// gives no codes.
fn coded(game: &dyn DynGame, written: &[String], codes: &mut HashMap<u64, String>) -> bool {
    let mut here = vec![u64::MAX];
    if !game.legal_pmn_codes(&mut here) {
        assert!(here.is_empty(), "no codes, yet {here:?}");
        return false;
    }
    assert_eq!(here.len(), written.len(), "at {}", game.feen());
    for (code, text) in here.iter().zip(written) {
        let known = codes.entry(*code).or_insert_with(|| text.clone());
        assert_eq!(known, text, "code {code:#x} at {}", game.feen());
    }
    true
}

fn walk(name: &str, mut game: Box<dyn DynGame>, seed: u64, plies: usize) -> usize {
    let mut picks = tabula_testkit::Picks::new(seed);
    let mut checked = 0;
    let mut codes = HashMap::new();
    for _ in 0..plies {
        let written = game
            .legal_moves(Notation::Pmn)
            .expect("PMN is every game's");
        assert_eq!(texts(game.as_ref()), written, "{name} at {}", game.feen());
        // With no move left every game gives its (empty) list of codes.
        let gives = coded(game.as_ref(), &written, &mut codes);
        assert!(
            gives == (name == "shogi") || written.is_empty(),
            "{name} gives codes: {gives}"
        );
        checked += written.len();
        if written.is_empty() {
            break;
        }
        game.play(&written[picks.below(written.len())], Some(Notation::Pmn))
            .expect("a legal move plays");
    }
    checked
}

#[test]
fn pmn_values_are_the_written_pmn_moves_of_every_game() {
    let chess960 = "bnrbkrqn/pppppppp/8/8/8/8/PPPPPPPP/BNRBKRQN w KQkq - 0 1";
    for name in ["chess", "chess960", "shogi", "xiangqi"] {
        let open = || match name {
            "shogi" => tabula_games::start(GameKind::Shogi),
            "xiangqi" => tabula_games::start(GameKind::Xiangqi),
            "chess960" => tabula_games::open(chess960).expect("a Chess960 start"),
            _ => tabula_games::start(GameKind::Chess),
        };
        let checked: usize = (1..=4).map(|seed| walk(name, open(), seed, 200)).sum();
        assert!(checked > 1_000, "{name}: only {checked} moves compared");
    }
}

#[test]
fn shogi_codes_tell_apart_what_its_texts_tell_apart() {
    // Codes are per game: within shōgi, two codes met in a position are two different moves.
    let mut game = tabula_games::start(GameKind::Shogi);
    let mut picks = tabula_testkit::Picks::new(9);
    for _ in 0..120 {
        let mut codes = Vec::new();
        assert!(game.legal_pmn_codes(&mut codes), "shōgi gives codes");
        let count = codes.len();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), count, "at {}", game.feen());
        let moves = game.legal_moves(Notation::Pmn).expect("PMN");
        if moves.is_empty() {
            break;
        }
        game.play(&moves[picks.below(moves.len())], Some(Notation::Pmn))
            .expect("legal");
    }
}

#[test]
fn an_ended_game_has_no_pmn_values() {
    // Fool's mate: the game is over, so neither form lists a move.
    let mut game = tabula_games::start(GameKind::Chess);
    for m in ["f2-f3", "e7-e5", "g2-g4", "d8-h4"] {
        game.play(m, Some(Notation::Pmn)).expect("legal");
    }
    assert!(game.outcome().is_some());
    assert!(texts(game.as_ref()).is_empty());
    let mut codes = vec![1];
    assert!(game.legal_pmn_codes(&mut codes) && codes.is_empty());
    assert!(game.legal_moves(Notation::Pmn).expect("PMN").is_empty());
}

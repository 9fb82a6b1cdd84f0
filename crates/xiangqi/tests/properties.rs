//! Properties over random games: every legal move written in each notation reads back as itself, a key
//! follows the position, and no text read in any notation panics.

use proptest::prelude::*;
use tabula_game::{Notation, Rules};
use tabula_xiangqi::Xiangqi;

const NOTATIONS: [Notation; 4] = [Notation::Ucci, Notation::Uci, Notation::Wxf, Notation::Pmn];

/// The position after the moves chosen by `choices` (each an index into the legal moves), from the start.
fn walk(choices: &[usize]) -> Xiangqi {
    let mut position = Xiangqi::start();
    for &choice in choices {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position.play_unchecked(moves[choice % moves.len()]);
    }
    position
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_move_reads_back_in_every_notation(choices in proptest::collection::vec(0usize..200, 0..80)) {
        let position = walk(&choices);
        for m in position.legal_moves() {
            prop_assert!(position.check_move(m).is_ok());
            for notation in NOTATIONS {
                let text = position.write_move(m, notation).unwrap();
                prop_assert_eq!(position.read_move(&text, notation), Ok(m), "{} {:?}", text, notation);
            }
            let after = position.play(m).unwrap();
            prop_assert_eq!(Xiangqi::from_feen(&after.to_feen()).unwrap().key(), after.key());
        }
        let (again, _) = Xiangqi::from_native(&position.to_native(tabula_game::Counters::default())).unwrap();
        prop_assert_eq!(&again, &position);
    }

    #[test]
    fn no_text_panics(choices in proptest::collection::vec(0usize..200, 0..40), text in "\\PC{0,8}") {
        let position = walk(&choices);
        for notation in NOTATIONS {
            if let Err(tabula_game::MoveError::Syntax { offset, .. }) = position.read_move(&text, notation) {
                prop_assert!(offset <= text.len());
            }
        }
        let _ = position.read_any(&text);
    }
}

//! Properties: no input makes the readers panic; random games keep FEEN and FEN round trips exact.

use proptest::prelude::*;
use tabula_chess::fen::{self, Options};
use tabula_chess::{MoveKind, Position};

proptest! {
    #[test]
    fn readers_never_panic(text in "[ -~]{0,100}") {
        let _ = fen::to_feen(&text);
        let _ = fen::from_feen(&text, &Options::default());
        let _ = Position::from_feen(&text);
        let _ = text.parse::<tabula_chess::Square>();
        let _ = Position::start().play_pmn(&text);
    }

    #[test]
    fn pmn_like_moves_play_or_are_refused_naming_the_move(
        text in "[a-i][0-9][-+~][a-i][0-9](=[+-]?[QRBNKPqrbnkp])?(/[a-z])?",
        kiwipete in any::<bool>(),
    ) {
        let position = if kiwipete {
            Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap()
        } else {
            Position::start()
        };
        match position.play_pmn(&text) {
            // Only the canonical spelling of a legal move plays.
            Ok(_) => prop_assert!(position.legal_moves_pmn().contains(&text)),
            Err(error) => {
                prop_assert!(!position.legal_moves_pmn().contains(&text));
                let message = error.to_string();
                prop_assert!(message.starts_with(&text) || message.starts_with(&format!("{text:?}")), "{}", message);
            }
        }
    }

    #[test]
    fn fen_like_inputs_never_panic(text in "[pnbrqkPNBRQK1-8/~\\[\\]]{0,80}( [wb-]( [KQkqA-Ha-h-]{0,5}( [a-h1-8-]{1,2})?)?)?") {
        if let Ok(converted) = fen::to_feen(&text) {
            // Whatever is accepted converts back and reads again to the same FEEN.
            let back = fen::from_feen(&converted.feen, &Options::default()).unwrap();
            prop_assert_eq!(fen::to_feen(&back).unwrap().feen, converted.feen);
        }
    }

    #[test]
    fn random_games_round_trip(choices in proptest::collection::vec(any::<prop::sample::Index>(), 0..80)) {
        let mut position = Position::start();
        for choice in choices {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[choice.index(moves.len())];
            prop_assert_eq!(position.find_move(m.from(), m.to(), m.promotion()).map(|f| f.kind() == MoveKind::Castle), Some(m.kind() == MoveKind::Castle));
            position = position.play(m).unwrap();
            let feen = position.to_feen();
            // The direct writer agrees with tabula-feen's canonical one.
            prop_assert_eq!(&feen.parse::<tabula_feen::Position>().unwrap().to_string(), &feen);
            prop_assert_eq!(&Position::from_feen(&feen).unwrap(), &position);
            let text = fen::write(&position, &Options::default());
            prop_assert_eq!(fen::to_feen(&text).unwrap().feen, feen);
        }
    }
}

//! Properties of the notations: no input makes the SAN, UCI or PGN readers panic; on random games, SAN
//! write → read is the move, UCI write → read is the move in both castling spellings, and a game written as
//! PGN reads back to the same moves and the same final FEN.

use proptest::prelude::*;
use tabula_chess::pgn::{Game, Reader};
use tabula_chess::uci::{self, Castling};
use tabula_chess::{Position, san};

const STARTS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "8/P1k5/K7/8/8/8/6p1/8 w - - 0 1",
];

proptest! {
    #[test]
    fn readers_never_panic(text in "[ -~]{0,40}", start in 0..STARTS.len()) {
        let position = Position::from_fen(STARTS[start]).unwrap();
        let _ = san::read(&position, &text);
        let _ = uci::read(&position, &text);
        for game in Reader::new(text.as_bytes()) {
            let _ = game.map(|g| g.to_pgn());
        }
    }

    #[test]
    fn san_like_text_never_panics(text in "[NBRQKnbrqk]?[a-h]?[1-8]?x?[a-h][1-8](=?[QRBNqrbnK])?[+#]?[!?]{0,2}") {
        for fen in STARTS {
            let position = Position::from_fen(fen).unwrap();
            if let Ok(m) = san::read(&position, &text) {
                prop_assert_eq!(san::read(&position, &san::write(&position, m)), Ok(m));
            }
        }
    }

    #[test]
    fn random_games_round_trip_through_san_uci_and_pgn(start in 0..STARTS.len(), choices in prop::collection::vec(any::<u16>(), 0..120)) {
        let position = Position::from_fen(STARTS[start]).unwrap();
        let mut game = Game::new(position.clone(), 0, 1, start == 2);
        let mut current = position;
        for choice in choices {
            let moves = current.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[usize::from(choice) % moves.len()];
            let text = san::write(&current, m);
            prop_assert_eq!(san::read(&current, &text), Ok(m), "{}", text);
            for castling in [Castling::Standard, Castling::KingTakesRook] {
                prop_assert_eq!(uci::read(&current, &uci::write(m, castling)), Ok(m));
            }
            game.push(m).unwrap();
            current = current.play(m).unwrap();
        }
        let pgn = game.to_pgn();
        let read = Reader::new(pgn.as_bytes()).next().unwrap().unwrap();
        prop_assert_eq!(read.moves(), game.moves());
        prop_assert_eq!(read.replay().fen(), game.replay().fen());
    }
}

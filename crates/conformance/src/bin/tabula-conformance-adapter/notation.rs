//! The chess notation suites (`san`, `uci`, `pgn`): a move read in the FEN position `before`, answered with
//! the move (UCI, castling as the king taking its rook) and its SAN; a PGN input answered with each game's
//! moves, final FEN and termination, or the first bad game's error code.

use serde_json::{Value, json};
use tabula_chess::pgn::{self, Termination};
use tabula_chess::uci::{self, Castling};
use tabula_chess::{Position, san};

use super::Reply;

/// A `{"before": FEN, "input": move}` request of the `san` or `uci` suite.
pub(super) fn read_move(spec: &str, before: &str, input: &str) -> Reply {
    let position = match Position::from_fen(before) {
        Ok(position) => position,
        Err(e) => return Reply::Unsupported(format!("`before` is not a chess FEN: {e}")),
    };
    let read = if spec == "san" {
        san::read(&position, input).map_err(|e| e.code())
    } else {
        uci::read(&position, input).map_err(|e| e.code())
    };
    match read {
        Ok(m) => {
            let san = san::write(&position, m);
            let value = json!({"uci": uci::write(m, Castling::KingTakesRook), "san": san});
            let canonical = if spec == "san" {
                san
            } else {
                uci::write(m, Castling::Standard)
            };
            Reply::Value { value, canonical }
        }
        Err(code) => Reply::rejected(code),
    }
}

/// A PGN input: every game, or the code of the first that cannot be read.
pub(super) fn decode_pgn(input: &[u8]) -> Reply {
    let mut games = Vec::new();
    for game in pgn::Reader::new(input) {
        match game {
            Ok(game) => {
                let moves: Vec<String> = game
                    .moves()
                    .iter()
                    .map(|p| uci::write(p.m, Castling::KingTakesRook))
                    .collect();
                let termination = game.replay().termination().map(Termination::name);
                games.push(
                    json!({"moves": moves, "fen": game.replay().fen(), "termination": termination}),
                );
            }
            Err(e) => return Reply::rejected(e.code()),
        }
    }
    Reply::Value {
        value: json!({ "games": Value::Array(games) }),
        canonical: String::new(),
    }
}

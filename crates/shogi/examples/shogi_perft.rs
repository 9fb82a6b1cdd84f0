//! Perft split by first move, for comparing with other engines (`go perft N` of Fairy-Stockfish, cshogi).
//!
//! ```sh
//! cargo run --release -p tabula-shogi --example shogi_perft -- 3 'position startpos moves 7g7f'
//! ```
#![allow(missing_docs)]

use tabula_game::Rules;
use tabula_shogi::rules::ShogiPosition;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let depth: u32 = args.get(1).and_then(|d| d.parse().ok()).unwrap_or(1);
    let line = args.get(2).map_or("startpos", String::as_str);
    let position = match ShogiPosition::from_native(line) {
        Ok((position, _)) => position,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let mut total = 0;
    for (m, n) in position.divide(depth) {
        println!("{m}: {n}");
        total += n;
    }
    println!("total: {total}");
}

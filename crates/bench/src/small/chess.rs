//! Chess positions of the corpus: along games of random legal moves (tabula-chess), from the start or a
//! Chess960 start, and crazyhouse positions with the captured pieces in hand.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::corpus::Rng;

/// Positions along one game of random legal moves from the start (or a Chess960 start): up to four of
/// them, at random plies.
pub(super) fn chess_game(rng: &mut Rng, chess960: bool) -> Vec<String> {
    let mut position = if chess960 {
        let rank = back_rank(rng);
        let fen = format!(
            "{}/pppppppp/8/8/8/8/PPPPPPPP/{rank} w - - 0 1",
            rank.to_ascii_lowercase()
        );
        tabula_chess::Position::from_fen(&fen).unwrap_or_else(|_| tabula_chess::Position::start())
    } else {
        tabula_chess::Position::start()
    };
    let plies = rng.below(121);
    let mut stops: Vec<usize> = (0..=rng.below(4)).map(|_| rng.below(plies + 1)).collect();
    stops.sort_unstable();
    let mut out = Vec::new();
    for ply in 0..=plies {
        while stops.first() == Some(&ply) {
            stops.remove(0);
            out.push(position.to_feen());
        }
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        match position.play(moves[rng.below(moves.len())]) {
            Ok(next) => position = next,
            Err(_) => break,
        }
    }
    if out.is_empty() {
        out.push(position.to_feen());
    }
    out
}

/// A Chess960 back rank (bishops on opposite colours, the king between the rooks).
fn back_rank(rng: &mut Rng) -> String {
    let mut rank = [' '; 8];
    rank[2 * rng.below(4)] = 'B';
    rank[2 * rng.below(4) + 1] = 'B';
    for piece in ['Q', 'N', 'N'] {
        let free: Vec<usize> = (0..8).filter(|&i| rank[i] == ' ').collect();
        rank[free[rng.below(free.len())]] = piece;
    }
    let mut rest = ['R', 'K', 'R'].into_iter();
    for square in &mut rank {
        if *square == ' ' {
            *square = rest.next().unwrap_or('R');
        }
    }
    rank.iter().collect()
}

/// A crazyhouse position: a position of a random game with the pieces each side captured in its hand
/// (converted from a crazyhouse FEN by tabula-chess).
pub(super) fn crazyhouse(rng: &mut Rng) -> Vec<String> {
    let games = chess_game(rng, false);
    let mut out = Vec::new();
    for feen in games {
        let placement = feen.split(' ').next().unwrap_or("");
        let fen_board: String = placement
            .chars()
            .filter(|c| !matches!(c, '+' | '-' | '^'))
            .collect();
        let mut pocket = String::new();
        for (piece, start) in [('P', 8usize), ('N', 2), ('B', 2), ('R', 2), ('Q', 1)] {
            for (side, letter) in [(0, piece), (1, piece.to_ascii_lowercase())] {
                let left = fen_board.chars().filter(|&c| c == letter).count();
                // The other side captured what is missing (promotions ignored).
                let captured = start.saturating_sub(left);
                let holder = if side == 0 {
                    letter.to_ascii_lowercase()
                } else {
                    letter.to_ascii_uppercase()
                };
                pocket.extend(core::iter::repeat_n(holder, captured));
            }
        }
        let turn = if feen.ends_with("C/c") { 'w' } else { 'b' };
        let fen = format!("{fen_board}/{pocket} {turn} - - 0 1");
        out.push(tabula_chess::fen::to_feen(&fen).map_or(feen, |c| c.feen));
    }
    out
}

//! A seeded corpus of small FEEN strings weighted like users' data: positions of real-size games and of
//! small variants and toys, most of them 15–100 bytes, and invalid strings made by one to three edits of
//! them. Deterministic for a seed (the xorshift generator of [`crate::corpus`], no other randomness).
//!
//! Valid strings (shares of the valid part):
//! - chess, 40 %: positions of games of random legal moves (tabula-chess), 0–120 plies from the start
//!   (30 %), from a Chess960 start (5 %), and crazyhouse positions whose captured pieces are in hand (5 %);
//! - shōgi, 20 %: the start position with pieces moved at random, promoted, and captured into hands;
//! - xiangqi, 15 %: the start position with pieces moved or captured at random;
//! - small 2-D variants, 13 %: minishogi 5×5 (with hands), Gardner 5×5, Los Alamos 6×6, 4×4 and 3×4
//!   toys, random placements of their pieces;
//! - 1-D toys, 6 %: 3 to 16 squares, a few pieces, sometimes hands;
//! - 3-D toys, 6 %: 2×2×2 to 5×5×5 boards, a few pieces.
//!
//! Invalid strings: one to three edits of a valid string (a byte deleted, inserted, replaced or swapped
//! with the next, a truncation, a FEN field appended, a style made the same case, a doubled or dropped
//! separator, a hand count added), kept only when Tabula refuses the result.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::corpus::{Corpus, Rng, canonical_hand};

/// The seed of the benchmarked small-position corpus.
pub const SEED: u64 = 30;

/// The small-position corpus that `benches/corpus.rs` times and `examples/callgrind.rs` counts: [`SEED`],
/// 20,000 valid and 40,000 invalid strings, the valid ones kept only when the official crate accepts them
/// too (like is compared with like).
#[must_use]
pub fn benched() -> Corpus {
    let mut corpus = corpus(SEED, 20_000, 40_000);
    corpus
        .valid
        .retain(|text| sashite_feen::Feen::parse(text).is_ok());
    corpus
}

/// Builds the small-position corpus for `seed`: `valid` valid strings and `invalid` invalid ones.
///
/// # Panics
/// If Tabula disagrees with the generator (a generated valid string refused): a bug of one or the other.
#[must_use]
pub fn corpus(seed: u64, valid: usize, invalid: usize) -> Corpus {
    let mut rng = Rng::new(seed);
    let mut corpus = Corpus {
        valid: Vec::with_capacity(valid),
        invalid: Vec::with_capacity(invalid),
    };
    while corpus.valid.len() < valid {
        let batch = match rng.below(100) {
            0..30 => chess_game(&mut rng, false),
            30..35 => chess_game(&mut rng, true),
            35..40 => crazyhouse(&mut rng),
            40..60 => alloc::vec![shogi(&mut rng)],
            60..75 => alloc::vec![xiangqi(&mut rng)],
            75..88 => alloc::vec![small_variant(&mut rng)],
            88..94 => alloc::vec![one_dimensional(&mut rng)],
            _ => alloc::vec![three_dimensional(&mut rng)],
        };
        for text in batch {
            if corpus.valid.len() < valid {
                assert!(tabula_feen::is_valid(&text), "generated {text:?}");
                corpus.valid.push(text);
            }
        }
    }
    let mut next = 0;
    while corpus.invalid.len() < invalid && !corpus.valid.is_empty() {
        let mut text = corpus.valid[rng.below(corpus.valid.len())].clone();
        for _ in 0..=rng.below(3) {
            text = edit(&mut rng, &text);
        }
        next += 1;
        if !tabula_feen::is_valid(&text) {
            corpus.invalid.push(text);
        }
        if next > invalid * 20 {
            break;
        }
    }
    corpus
}

/// Positions along one game of random legal moves from the start (or a Chess960 start): up to four of
/// them, at random plies.
fn chess_game(rng: &mut Rng, chess960: bool) -> Vec<String> {
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
fn crazyhouse(rng: &mut Rng) -> Vec<String> {
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

/// A board being filled: its squares (outermost dimension first) and the two hands.
struct Board {
    shape: Vec<usize>,
    squares: Vec<Option<String>>,
    hands: [Vec<String>; 2],
}

impl Board {
    fn new(shape: &[usize]) -> Board {
        Board {
            shape: shape.to_vec(),
            squares: alloc::vec![None; shape.iter().product()],
            hands: [Vec::new(), Vec::new()],
        }
    }

    /// Puts `token` on a random empty square (nothing when the board is full).
    fn drop_at_random(&mut self, rng: &mut Rng, token: String) {
        let free: Vec<usize> = (0..self.squares.len())
            .filter(|&i| self.squares[i].is_none())
            .collect();
        if !free.is_empty() {
            self.squares[free[rng.below(free.len())]] = Some(token);
        }
    }

    /// The FEEN string, `styles` being the first player's and the second's letters.
    fn feen(&self, rng: &mut Rng, styles: (char, char)) -> String {
        let files = *self.shape.last().unwrap_or(&1);
        let ranks_per_layer = if self.shape.len() == 3 {
            self.shape[1]
        } else {
            usize::MAX
        };
        let mut text = String::new();
        for (rank, row) in self.squares.chunks(files).enumerate() {
            if rank > 0 {
                text.push_str(if rank % ranks_per_layer == 0 {
                    "//"
                } else {
                    "/"
                });
            }
            let mut empty = 0;
            for square in row {
                if let Some(token) = square {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push_str(token);
                } else {
                    empty += 1;
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
        }
        text.push(' ');
        for (side, hand) in self.hands.iter().enumerate() {
            if side == 1 {
                text.push('/');
            }
            let mut items: Vec<(usize, String)> = Vec::new();
            for token in hand {
                match items.iter_mut().find(|(_, t)| t == token) {
                    Some(item) => item.0 += 1,
                    None => items.push((1, token.clone())),
                }
            }
            text.push_str(&canonical_hand(items));
        }
        let (first, second) = (styles.0.to_ascii_uppercase(), styles.1.to_ascii_lowercase());
        text.push(' ');
        if rng.chance(50) {
            text.extend([first, '/', second]);
        } else {
            text.extend([second, '/', first]);
        }
        text
    }
}

/// The second player's form of a first-player token (lowercase letter).
fn lower(token: &str) -> String {
    token.to_ascii_lowercase()
}

/// A board of `shape` whose pieces, each side's, are `pieces` (first player's tokens); each piece is
/// placed at random, with chance `promote` % taking `+`, and when `hands` a captured piece (chance
/// `capture` %) goes to the other side's hand as a plain token.
fn random_game(
    rng: &mut Rng,
    shape: &[usize],
    pieces: &[&str],
    capture: usize,
    hands: bool,
) -> Board {
    let mut board = Board::new(shape);
    for side in 0..2 {
        for &piece in pieces {
            let royal = piece.contains('^');
            let token = if side == 0 {
                piece.to_string()
            } else {
                lower(piece)
            };
            if !royal && rng.chance(capture) {
                if hands {
                    let plain: String = token.chars().filter(char::is_ascii_alphabetic).collect();
                    let held = if side == 0 {
                        lower(&plain)
                    } else {
                        plain.to_ascii_uppercase()
                    };
                    board.hands[1 - side].push(held);
                }
                continue;
            }
            let token = if !royal && rng.chance(10) && !token.starts_with(['+', '-']) {
                format!("+{token}")
            } else {
                token
            };
            board.drop_at_random(rng, token);
        }
    }
    board
}

/// A shōgi position: the 40 pieces, some captured into hands, some promoted.
fn shogi(rng: &mut Rng) -> String {
    const PIECES: [&str; 20] = [
        "K^", "R", "B", "G", "G", "S", "S", "N", "N", "L", "L", "P", "P", "P", "P", "P", "P", "P",
        "P", "P",
    ];
    let capture = [0, 5, 15, 30][rng.below(4)];
    random_game(rng, &[9, 9], &PIECES, capture, true).feen(rng, ('S', 's'))
}

/// A xiangqi position: the 32 pieces, some captured (no hands).
fn xiangqi(rng: &mut Rng) -> String {
    const PIECES: [&str; 16] = [
        "G^", "A", "A", "E", "E", "H", "H", "R", "R", "C", "C", "P", "P", "P", "P", "P",
    ];
    let capture = [0, 10, 25, 50][rng.below(4)];
    random_game(rng, &[10, 9], &PIECES, capture, false).feen(rng, ('X', 'x'))
}

/// A small 2-D variant: minishogi, Gardner, Los Alamos, or a 4×4 / 3×4 toy.
fn small_variant(rng: &mut Rng) -> String {
    let capture = [0, 20, 40][rng.below(3)];
    match rng.below(5) {
        0 => random_game(
            rng,
            &[5, 5],
            &["K^", "G", "S", "B", "R", "P"],
            capture,
            true,
        )
        .feen(rng, ('S', 's')),
        1 => random_game(
            rng,
            &[5, 5],
            &["K^", "Q", "R", "B", "N", "P", "P", "P", "P", "P"],
            capture,
            false,
        )
        .feen(rng, ('C', 'c')),
        2 => random_game(
            rng,
            &[6, 6],
            &["K^", "Q", "R", "R", "N", "N", "P", "P", "P", "P", "P", "P"],
            capture,
            false,
        )
        .feen(rng, ('C', 'c')),
        3 => random_game(rng, &[4, 4], &["K^", "R", "N", "P", "P"], capture, true)
            .feen(rng, ('M', 'm')),
        _ => random_game(rng, &[4, 3], &["K^", "R", "B", "P"], capture, true).feen(rng, ('D', 'd')),
    }
}

/// A 1-D toy: 3 to 16 squares, a king and up to three other pieces a side.
fn one_dimensional(rng: &mut Rng) -> String {
    let files = 3 + rng.below(14);
    let pieces: Vec<&str> = ["K^", "R", "N", "P"][..=rng.below(4).min(files / 2 - 1)].to_vec();
    let hands = rng.chance(30);
    random_game(rng, &[files], &pieces, 20, hands).feen(rng, ('C', 'c'))
}

/// A 3-D toy: 2×2×2 to 5×5×5, a king and a few pieces a side.
fn three_dimensional(rng: &mut Rng) -> String {
    let size = 2 + rng.below(4);
    let pieces: &[&str] = if size == 2 {
        &["K^", "R"]
    } else {
        &["K^", "Q", "R", "B", "N", "U", "P", "P"]
    };
    random_game(rng, &[size, size, size], pieces, 20, false).feen(rng, ('R', 'r'))
}

/// One edit of `text`, of the kinds users make.
fn edit(rng: &mut Rng, text: &str) -> String {
    let mut bytes = text.as_bytes().to_vec();
    if bytes.is_empty() {
        return "?".to_string();
    }
    let at = rng.below(bytes.len());
    let byte = b"0123456789/ KkPpQqNn+-^'Cc*.x"[rng.below(29)];
    match rng.below(11) {
        0 | 1 => {
            bytes.remove(at);
        }
        2 | 3 => bytes.insert(at, byte),
        4 | 5 => bytes[at] = byte,
        6 if at + 1 < bytes.len() => bytes.swap(at, at + 1),
        7 => bytes.truncate(at),
        8 => {
            // A FEN habit: a field appended.
            let tail: &[u8] = [&b" w KQkq - 0 1"[..], b" 0 1", b" b", b" "][rng.below(4)];
            bytes.extend_from_slice(tail);
        }
        9 => {
            // Both styles in one case.
            if let Some(slash) = text.rfind('/').filter(|&s| s > 0 && s + 1 < bytes.len()) {
                bytes[slash + 1] = bytes[slash - 1];
            }
        }
        _ => {
            // A separator doubled or dropped, or a count put in the hands.
            match (rng.below(3), text.find('/')) {
                (0, Some(slash)) => bytes.insert(slash, b'/'),
                (1, Some(slash)) => {
                    bytes.remove(slash);
                }
                _ => {
                    let hands = text.find(' ').map_or(0, |space| space + 1);
                    bytes.insert(hands, b'1' + u8::try_from(rng.below(9)).unwrap_or(0));
                }
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

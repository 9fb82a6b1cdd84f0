//! A board filled at random: pieces placed, promoted, or captured into the hands, then written as FEEN.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::corpus::{Rng, canonical_hand};

/// A board being filled: its squares (outermost dimension first) and the two hands.
pub(super) struct Board {
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
    pub(super) fn feen(&self, rng: &mut Rng, styles: (char, char)) -> String {
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
pub(super) fn random_game(
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

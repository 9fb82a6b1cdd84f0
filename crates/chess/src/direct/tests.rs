//! The direct reader against the general one (tabula-feen's `Position`, token by token), which stays the
//! oracle: on every string the direct reader accepts, both give the same position; and the public readers
//! (the direct path first, the general one for the rest) give what the general reader alone gives, errors
//! included. The inputs: positions of random games (from the start and from Chess960 starts), every
//! one-byte edit of some of them, and arbitrary strings.

use cozy_chess::BoardBuilder;
use proptest::prelude::*;

use crate::profile::{self, Pockets};
use crate::{Position, PositionError};

const NO_HANDS: Pockets = [[0; 5]; 2];

/// The general reader alone, as `Position::from_feen` read before the direct path.
fn general(text: &str) -> Result<Position, PositionError> {
    profile::read_feen_general(text, false)?.0.into_position()
}

/// Checks the two readers on `text`; whether the direct one accepted it.
fn agree(text: &str) -> bool {
    let direct = super::read(text);
    if let Some(snapshot) = direct {
        assert_eq!(
            profile::read_feen_general(text, false),
            Ok((snapshot, NO_HANDS)),
            "{text:?}"
        );
    }
    assert_eq!(Position::from_feen(text), general(text), "{text:?}");
    assert_eq!(
        profile::read_feen(text, true),
        profile::read_feen_general(text, true),
        "{text:?}"
    );
    direct.is_some()
}

/// xorshift64: the tests' only randomness, fixed by the seed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % n as u64).unwrap_or(0)
    }
}

/// The FEEN of every position of `games` random games (0 to 120 plies; one in six from a Chess960 start).
fn game_positions(seed: u64, games: usize) -> Vec<String> {
    let mut rng = Rng(seed | 1);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut position = if rng.below(6) == 0 {
            let number = u32::try_from(rng.below(960)).unwrap_or(0);
            Position {
                board: BoardBuilder::chess960_startpos(number)
                    .build()
                    .expect("a Chess960 start"),
            }
        } else {
            Position::start()
        };
        out.push(position.to_feen());
        for _ in 0..rng.below(121) {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            position = position
                .play(moves[rng.below(moves.len())])
                .expect("a legal move");
            out.push(position.to_feen());
        }
    }
    out
}

/// The bytes the edits put in: every byte class of the direct reader, and some it refuses.
const EDIT_BYTES: &[u8] = b"+-^'0189/ KkQqRrBbNnPpCcX";

/// Every one-byte edit of `text` (deletion, replacement, insertion, swap with the next byte), and the
/// other side to move.
fn edits(text: &str) -> Vec<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut push = |edited: Vec<u8>| {
        if let Ok(edited) = String::from_utf8(edited) {
            out.push(edited);
        }
    };
    for at in 0..=bytes.len() {
        for &byte in EDIT_BYTES {
            let mut edited = bytes.to_vec();
            edited.insert(at, byte);
            push(edited);
            if at < bytes.len() && bytes[at] != byte {
                let mut edited = bytes.to_vec();
                edited[at] = byte;
                push(edited);
            }
        }
        if at < bytes.len() {
            let mut edited = bytes.to_vec();
            edited.remove(at);
            push(edited);
        }
        if at + 1 < bytes.len() {
            let mut edited = bytes.to_vec();
            edited.swap(at, at + 1);
            push(edited);
        }
    }
    let flipped = if let Some(board) = text.strip_suffix(" C/c") {
        format!("{board} c/C")
    } else if let Some(board) = text.strip_suffix(" c/C") {
        format!("{board} C/c")
    } else {
        text.to_owned()
    };
    out.push(flipped);
    out
}

#[test]
fn every_position_written_is_read_directly_and_alike() {
    let positions = game_positions(30, 120);
    assert!(positions.len() > 3_000, "{}", positions.len());
    for text in &positions {
        assert!(agree(text), "not read directly: {text:?}");
    }
}

#[test]
fn one_byte_edits_read_alike() {
    let positions = game_positions(31, 40);
    let mut direct = 0;
    let mut edited = 0;
    for text in positions.iter().step_by(97) {
        for text in edits(text) {
            direct += usize::from(agree(&text));
            edited += 1;
        }
    }
    // Some edits are still positions (another marker, the other side to move, a piece moved), most not.
    assert!(direct > 10 && direct < edited / 4, "{direct} of {edited}");
}

#[test]
fn the_direct_reader_refuses_what_is_not_an_ordinary_position() {
    let start = Position::start().to_feen();
    assert!(super::read(&start).is_some());
    for text in [
        // Hands, another style, a derived or unknown piece, a king without `^`, a terminal rook.
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R P/ C/c",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/s",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN'-R / C/c",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BX-R / C/c",
        "-rnbqkbn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
        "-rnbqk^bn-r^/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
        // A rank of nine, of seven, a run of two digits, an empty rank too many, a marker on a knight.
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/9/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/7/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/44/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^B+N-R / C/c",
        // Markers that contradict the position: a pawn off its initial rank marked, a king not in check.
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+PP/-RNBQK^BN-R / C/c",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQ-K^BN-R / C/c",
    ] {
        assert!(super::read(text).is_none(), "{text:?}");
        agree(text);
    }
}

/// The chess positions in the file named by `TABULA_CHESS_FEEN_FILE`, one FEEN a line (the chess positions
/// of a small corpus, for instance), and every one-byte edit of one line in `TABULA_CHESS_EDIT_EVERY`
/// (default 20). Release mode: `TABULA_CHESS_FEEN_FILE=… cargo test --release -p tabula-chess --lib
/// direct -- --ignored`.
#[test]
#[ignore = "needs a file of positions; a sweep for release mode"]
fn the_positions_of_a_file_read_alike() {
    let Ok(path) = std::env::var("TABULA_CHESS_FEEN_FILE") else {
        eprintln!("SKIPPED: TABULA_CHESS_FEEN_FILE is not set");
        return;
    };
    let every = std::env::var("TABULA_CHESS_EDIT_EVERY")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20);
    let text = std::fs::read_to_string(path).expect("a readable file");
    let (mut lines, mut direct, mut edited) = (0, 0, 0);
    for (index, line) in text.lines().enumerate() {
        lines += 1;
        direct += usize::from(agree(line));
        if index % every == 0 {
            for text in edits(line) {
                agree(&text);
                edited += 1;
            }
        }
    }
    eprintln!("{lines} lines, {direct} read directly, {edited} edits");
    assert!(lines > 0);
}

proptest! {
    #[test]
    fn chess_like_strings_read_alike(
        text in "([-+]?[KQRBNPkqrbnpX][\\^']?|[0-9]){0,9}(/([-+]?[KQRBNPkqrbnp][\\^']?|[0-9]){0,9}){0,8} [/P2]{1,3} [cCs]/[cC]"
    ) {
        agree(&text);
    }

    #[test]
    fn edited_game_positions_read_alike(seed in 1u64.., pick in any::<prop::sample::Index>(), edit in any::<prop::sample::Index>()) {
        let positions = game_positions(seed, 1);
        let text: &String = pick.get(&positions);
        let edits = edits(text);
        agree(text);
        agree(edit.get::<String>(&edits));
    }
}

//! Piece movement in Betza notation, the subset the built-in variants use, as Fairy-Stockfish reads it.
//!
//! A Betza string is a sequence of groups, each an optional run of lowercase modifiers followed by an
//! uppercase atom: `fmWfcF` (the pawn) is `fmW` then `fcF`. An atom is a leap by a fixed vector, written
//! for the first player (forward = towards the higher ranks); a doubled atom (`NN`) or a rider atom (`R`,
//! `B`, `Q`) slides, and a digit after the atom (`F2`) limits the slide to that many steps.
//!
//! | atom | vector | | atom | vector |
//! |---|---|---|---|---|
//! | `W` | (1, 0) | | `H` | (3, 0) |
//! | `F` | (1, 1) | | `C`, `L` | (3, 1) |
//! | `D` | (2, 0) | | `Z`, `J` | (3, 2) |
//! | `N` | (2, 1) | | `G` | (3, 3) |
//! | `A` | (2, 2) | | `K` | `W` + `F` |
//! | `R` | `WW` | | `B` | `FF` |
//! | `Q` | `WWFF` | | | |
//!
//! Modifiers: `m` move only, `c` capture only (neither: both); `n` lame (the leap is blocked by a piece on
//! the square it passes first: `nN` is the xiangqi horse); `p` hopper (a slide that jumps exactly one piece
//! before it moves or captures: `mRcpR` is the cannon). Directions select some of an atom's vectors: `f b l
//! r` (forward, backward, left, right), `v` = `f` + `b`, `s` = `l` + `r`; on a diagonal atom a pair such as
//! `fl` selects one diagonal; on an oblique atom (`N`, `C`, `Z`) a single `f`, `b` or `v` selects the two
//! narrow vectors (`fN`: the shōgi knight, as Fairy-Stockfish reads it), `l`, `r` or `s` the wide ones, and
//! a pair such as `fs` or `fl` the vectors matching both letters.
//!
//! ```
//! use tabula_variants::betza::{parse, Modality};
//! let pawn = parse("fmWfcF")?;
//! assert_eq!(pawn.len(), 3); // one quiet step, two diagonal captures
//! assert!(pawn.iter().all(|leg| leg.range == 1));
//! assert_eq!(pawn[0].modality, Modality::Move);
//! assert_eq!(parse("Q")?.len(), 8);
//! assert_eq!(parse("fN")?.len(), 2);
//! assert_eq!(parse("mRcpR")?.iter().filter(|leg| leg.hop).count(), 4);
//! # Ok::<(), tabula_variants::betza::BetzaError>(())
//! ```

/// What a leg may do on its destination.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Modality {
    /// Move to an empty square or capture.
    Both,
    /// Only move to an empty square (`m`).
    Move,
    /// Only capture (`c`).
    Capture,
}

impl Modality {
    /// Whether the leg may end on an empty square.
    #[must_use]
    pub const fn moves(self) -> bool {
        !matches!(self, Modality::Capture)
    }

    /// Whether the leg may capture.
    #[must_use]
    pub const fn captures(self) -> bool {
        !matches!(self, Modality::Move)
    }
}

/// One direction of movement: a vector, repeated up to `range` times (0 = as far as the board goes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Leg {
    /// Files moved (positive: towards the h-file), for the first player.
    pub dx: i8,
    /// Ranks moved (positive: forward), for the first player.
    pub dy: i8,
    /// How many times the vector may repeat: 1 for a leaper, 0 for an unlimited slide.
    pub range: u8,
    /// Move, capture or both.
    pub modality: Modality,
    /// A lame leaper (`n`): blocked by a piece on the first square it passes.
    pub lame: bool,
    /// A hopper (`p`): jumps exactly one piece, then moves or captures beyond it.
    pub hop: bool,
}

/// Why a Betza string was refused: the byte offset and the cause.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Betza {text:?}: {kind} (byte {offset})")]
pub struct BetzaError {
    /// The string.
    pub text: String,
    /// The byte offset of the first wrong byte.
    pub offset: usize,
    /// What is wrong.
    pub kind: BetzaErrorKind,
}

/// What is wrong in a Betza string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BetzaErrorKind {
    /// The string holds no atom.
    #[error("no atom")]
    Empty,
    /// A letter that is neither a known atom nor a modifier.
    #[error("unknown letter {0:?}")]
    UnknownLetter(char),
    /// A modifier this engine does not play yet (`g` grasshopper, `i` initial, `j`, `e`…).
    #[error("modifier {0:?} is not supported")]
    Unsupported(char),
    /// Modifiers after the last atom.
    #[error("modifiers with no atom after them")]
    DanglingModifier,
    /// A range digit of 0, or a string longer than [`MAX_LEN`].
    #[error("bad range or length")]
    BadRange,
}

/// The longest Betza string read (a bound checked before any work).
pub const MAX_LEN: usize = 64;

/// Parses a Betza string into its legs (each vector once per group, first player's orientation).
///
/// # Errors
/// [`BetzaError`] with the offset of the first byte that is wrong.
pub fn parse(text: &str) -> Result<Vec<Leg>, BetzaError> {
    let error = |offset: usize, kind: BetzaErrorKind| BetzaError {
        text: text.chars().take(MAX_LEN).collect(),
        offset,
        kind,
    };
    if text.len() > MAX_LEN {
        return Err(error(MAX_LEN, BetzaErrorKind::BadRange));
    }
    let bytes = text.as_bytes();
    let mut legs = Vec::new();
    let mut i = 0;
    let mut modality = Modality::Both;
    let (mut lame, mut hop) = (false, false);
    let mut directions: Vec<u8> = Vec::new();
    let mut pending = false;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'm' | b'c' => {
                modality = match (modality, b) {
                    (Modality::Both, b'm') => Modality::Move,
                    (Modality::Both, _) => Modality::Capture,
                    _ => Modality::Both,
                };
                pending = true;
            }
            b'n' => (lame, pending) = (true, true),
            b'p' => (hop, pending) = (true, true),
            b'f' | b'b' | b'l' | b'r' | b'v' | b's' => {
                directions.push(b);
                pending = true;
            }
            b'g' | b'i' | b'j' | b'e' | b'h' | b'o' | b'a' | b'x' | b'z' | b't' | b'u' | b'd'
            | b'k' | b'w' | b'y' | b'q' => {
                return Err(error(i, BetzaErrorKind::Unsupported(char::from(b))));
            }
            b'A'..=b'Z' => {
                let Some((vectors, rider)) = atom(b) else {
                    return Err(error(i, BetzaErrorKind::UnknownLetter(char::from(b))));
                };
                i += 1;
                let mut range = u8::from(!rider);
                if !rider && i < bytes.len() && bytes[i] == b {
                    range = 0;
                    i += 1;
                }
                if i < bytes.len() && bytes[i].is_ascii_digit() {
                    let digit = bytes[i] - b'0';
                    if digit == 0 {
                        return Err(error(i, BetzaErrorKind::BadRange));
                    }
                    range = digit;
                    i += 1;
                }
                for &(dx, dy) in vectors {
                    if selected(&directions, dx, dy) {
                        legs.push(Leg {
                            dx,
                            dy,
                            range,
                            modality,
                            lame,
                            hop,
                        });
                    }
                }
                modality = Modality::Both;
                (lame, hop, pending) = (false, false, false);
                directions.clear();
                continue;
            }
            _ => return Err(error(i, BetzaErrorKind::UnknownLetter(char::from(b)))),
        }
        i += 1;
    }
    if pending {
        return Err(error(bytes.len(), BetzaErrorKind::DanglingModifier));
    }
    if legs.is_empty() {
        return Err(error(0, BetzaErrorKind::Empty));
    }
    Ok(legs)
}

const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (0, -1), (-1, 0), (1, 0)];
const DIAGONAL: [(i8, i8); 4] = [(-1, 1), (1, 1), (-1, -1), (1, -1)];
const KING: [(i8, i8); 8] = [
    (0, 1),
    (0, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (1, 1),
    (-1, -1),
    (1, -1),
];

/// The eight (or four) vectors of an atom and whether it slides by itself.
fn atom(letter: u8) -> Option<(&'static [(i8, i8)], bool)> {
    const D: [(i8, i8); 4] = [(0, 2), (0, -2), (-2, 0), (2, 0)];
    const H: [(i8, i8); 4] = [(0, 3), (0, -3), (-3, 0), (3, 0)];
    const A: [(i8, i8); 4] = [(-2, 2), (2, 2), (-2, -2), (2, -2)];
    const G: [(i8, i8); 4] = [(-3, 3), (3, 3), (-3, -3), (3, -3)];
    const N: [(i8, i8); 8] = [
        (-1, 2),
        (1, 2),
        (-2, 1),
        (2, 1),
        (-2, -1),
        (2, -1),
        (-1, -2),
        (1, -2),
    ];
    const C: [(i8, i8); 8] = [
        (-1, 3),
        (1, 3),
        (-3, 1),
        (3, 1),
        (-3, -1),
        (3, -1),
        (-1, -3),
        (1, -3),
    ];
    const Z: [(i8, i8); 8] = [
        (-2, 3),
        (2, 3),
        (-3, 2),
        (3, 2),
        (-3, -2),
        (3, -2),
        (-2, -3),
        (2, -3),
    ];
    Some(match letter {
        b'W' => (&ORTHOGONAL, false),
        b'F' => (&DIAGONAL, false),
        b'K' => (&KING, false),
        b'D' => (&D, false),
        b'H' => (&H, false),
        b'A' => (&A, false),
        b'G' => (&G, false),
        b'N' => (&N, false),
        b'C' | b'L' => (&C, false),
        b'Z' | b'J' => (&Z, false),
        b'R' => (&ORTHOGONAL, true),
        b'B' => (&DIAGONAL, true),
        b'Q' => (&KING, true),
        _ => return None,
    })
}

/// Whether a vector matches one direction letter: `narrow` asks the oblique reading.
fn matches(letter: u8, dx: i8, dy: i8) -> bool {
    match letter {
        b'f' => dy > 0,
        b'b' => dy < 0,
        b'l' => dx < 0,
        b'r' => dx > 0,
        b'v' => dy != 0,
        b's' => dx != 0,
        _ => false,
    }
}

/// Whether the direction letters select the vector (no letters: every vector).
fn selected(directions: &[u8], dx: i8, dy: i8) -> bool {
    if directions.is_empty() {
        return true;
    }
    let oblique = dx != 0 && dy != 0 && dx.abs() != dy.abs();
    let diagonal = dx != 0 && dx.abs() == dy.abs();
    let vertical = |l: u8| matches!(l, b'f' | b'b' | b'v');
    let mut i = 0;
    while i < directions.len() {
        let a = directions[i];
        let pair = directions
            .get(i + 1)
            .copied()
            .filter(|&b| (diagonal || oblique) && vertical(a) != vertical(b));
        let hit = if let Some(b) = pair {
            i += 2;
            matches(a, dx, dy) && matches(b, dx, dy) && (!oblique || pair_oblique(a, b, dx, dy))
        } else {
            i += 1;
            if oblique {
                matches(a, dx, dy) && (vertical(a) == (dy.abs() > dx.abs()))
            } else {
                matches(a, dx, dy)
            }
        };
        if hit {
            return true;
        }
    }
    false
}

/// On an oblique atom, a pair with `s` or `v` also picks wide or narrow; `fl`-style pairs take both.
fn pair_oblique(a: u8, b: u8, dx: i8, dy: i8) -> bool {
    if a == b's' || b == b's' {
        dx.abs() > dy.abs()
    } else if a == b'v' || b == b'v' {
        dy.abs() > dx.abs()
    } else {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vectors(text: &str) -> Vec<(i8, i8, u8)> {
        let mut v: Vec<_> = parse(text)
            .unwrap()
            .into_iter()
            .map(|l| (l.dx, l.dy, l.range))
            .collect();
        v.sort_unstable();
        v
    }

    #[test]
    fn atoms_and_riders() {
        assert_eq!(vectors("N").len(), 8);
        assert_eq!(vectors("K").len(), 8);
        assert!(vectors("R").iter().all(|&(_, _, r)| r == 0));
        assert!(vectors("NN").iter().all(|&(_, _, r)| r == 0));
        assert!(vectors("F2").iter().all(|&(_, _, r)| r == 2));
        assert_eq!(vectors("BN").len(), 12);
    }

    #[test]
    fn directions() {
        assert_eq!(vectors("fN"), [(-1, 2, 1), (1, 2, 1)]);
        assert_eq!(vectors("fsN"), [(-2, 1, 1), (2, 1, 1)]);
        assert_eq!(vectors("fR"), [(0, 1, 0)]);
        assert_eq!(vectors("fsW"), [(-1, 0, 1), (0, 1, 1), (1, 0, 1)]);
        assert_eq!(vectors("flF"), [(-1, 1, 1)]);
        assert_eq!(vectors("fF"), [(-1, 1, 1), (1, 1, 1)]);
        assert_eq!(
            vectors("WfF"),
            [
                (-1, 0, 1),
                (-1, 1, 1),
                (0, -1, 1),
                (0, 1, 1),
                (1, 0, 1),
                (1, 1, 1)
            ]
        );
        assert_eq!(vectors("vW"), [(0, -1, 1), (0, 1, 1)]);
    }

    #[test]
    fn modifiers() {
        let legs = parse("mRcpR").unwrap();
        assert!(
            legs[..4]
                .iter()
                .all(|l| l.modality == Modality::Move && !l.hop)
        );
        assert!(
            legs[4..]
                .iter()
                .all(|l| l.modality == Modality::Capture && l.hop)
        );
        assert!(parse("nN").unwrap().iter().all(|l| l.lame));
    }

    #[test]
    fn errors() {
        let kind = |t: &str| parse(t).unwrap_err().kind;
        assert_eq!(kind(""), BetzaErrorKind::Empty);
        assert_eq!(kind("fm"), BetzaErrorKind::DanglingModifier);
        assert_eq!(kind("X"), BetzaErrorKind::UnknownLetter('X'));
        assert_eq!(kind("gQ"), BetzaErrorKind::Unsupported('g'));
        assert_eq!(kind("R0"), BetzaErrorKind::BadRange);
        assert_eq!(parse("fmX").unwrap_err().offset, 2);
        assert_eq!(kind(&"W".repeat(65)), BetzaErrorKind::BadRange);
        assert_eq!(
            parse("fm").unwrap_err().to_string(),
            "Betza \"fm\": modifiers with no atom after them (byte 2)"
        );
    }
}

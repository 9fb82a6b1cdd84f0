//! The scanner against an independent reading of FEEN (`tests/reference`, written separately from the
//! crate from <https://sashite.dev/specs/feen/1.0.0/>): on strings near FEEN (valid positions, their byte
//! mutations, and token soups), both must agree on validity.

mod reference;

use proptest::collection::vec;
use proptest::prelude::*;

/// Pieces of FEEN syntax, valid and not, to assemble strings that are often nearly valid.
const PARTS: &[&str] = &[
    "K", "k", "P", "p", "+P", "-r", "K^", "k^'", "P'", "^", "'", "+", "-", "1", "2", "8", "9",
    "10", "0", "08", "255", "256", "/", "//", "///", " ", "2P", "1P", "3p", "C", "c", "s", "$",
    "é",
];

/// Valid FEEN strings from real games and edge cases.
const VALID: &[&str] = &[
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
    "lnsgk^gsnl/1r5b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGK^GSNL P/p S/s",
    "ln1gk^gsnl/1r5b1/p1pp1pppp/9/9/9/PP1PPPPPP/1B5R1/LNSGK^GSNL 2PS/p s/S",
    "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
    "ab/cd//AB/CD / G/g",
    "20 3B3b3P-K+KKK'K^K^'k/ C/c",
    "rkr/pp/PPPP / C/c",
    "K11 / C/c",
    "2 K/k J/j",
];

fn mutate(text: &str, edits: &[(u8, u16, u8)]) -> Vec<u8> {
    let mut bytes = text.as_bytes().to_vec();
    for &(kind, at, byte) in edits {
        let at = usize::from(at) % (bytes.len() + 1);
        let byte = b"0123456789/ KkPp+-^'CcS2"[usize::from(byte) % 24];
        match kind % 5 {
            0 if at < bytes.len() => {
                bytes.remove(at);
            }
            1 => bytes.insert(at, byte),
            2 if at < bytes.len() => bytes[at] = byte,
            3 if at + 1 < bytes.len() => bytes.swap(at, at + 1),
            4 => bytes.truncate(at),
            _ => {}
        }
    }
    bytes
}

fn agree(bytes: &[u8]) -> Result<(), TestCaseError> {
    let ours = tabula_feen::validate_bytes(bytes);
    let theirs = reference::is_valid(bytes);
    prop_assert_eq!(
        ours.is_ok(),
        theirs,
        "{:?}: scanner {:?}, reference {}",
        String::from_utf8_lossy(bytes),
        ours,
        theirs
    );
    Ok(())
}

#[test]
fn the_reference_accepts_the_valid_examples_and_refuses_near_misses() {
    for text in VALID {
        assert!(reference::is_valid(text.as_bytes()), "{text}");
        assert!(tabula_feen::is_valid(text), "{text}");
    }
    for text in [
        "K^^ / C/c",
        "8 / C/C",
        "8 PP/ C/c",
        "8 QP/ C/c",
        "a//b/c / C/c",
        "256 / C/c",
        "K^ K/ J/j",
    ] {
        assert!(!reference::is_valid(text.as_bytes()), "{text}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn mutations_of_valid_strings(
        which in 0..VALID.len(),
        edits in vec((any::<u8>(), any::<u16>(), any::<u8>()), 0..4),
    ) {
        agree(&mutate(VALID[which], &edits))?;
    }

    #[test]
    fn token_soups(
        placement in vec(0..PARTS.len(), 1..12),
        hands in vec(0..PARTS.len(), 0..5),
        styles in vec(0..PARTS.len(), 0..4),
    ) {
        let join = |parts: &[usize]| parts.iter().map(|&i| PARTS[i]).collect::<String>();
        let text = format!("{} {}/{} {}", join(&placement), join(&hands), "", join(&styles));
        agree(text.as_bytes())?;
        let text = format!("{} {} {}/{}", join(&placement), join(&hands), join(&styles), "c");
        agree(text.as_bytes())?;
    }

    #[test]
    fn arbitrary_bytes(bytes in vec(any::<u8>(), 0..40)) {
        agree(&bytes)?;
    }
}

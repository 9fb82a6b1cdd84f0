//! The automaton against the scan: the same placements taken with the same figures, the same verdict and
//! error for every string near a few positions, the two-chain reading against one chain.

use super::super::scan_placement;
use super::tables::entry;
use super::*;

/// What the scan reads of a placement: its end, squares and pieces.
fn scanned(input: &[u8]) -> Option<Placement> {
    let board = scan_placement(input, &mut Discard).ok()?;
    (input.get(board.end) == Some(&b' ')).then_some(Placement {
        end: board.end,
        squares: board.cells,
        pieces: board.pieces,
    })
}

/// The automaton takes only placements the scan takes, with the same figures.
fn agree(input: &[u8]) -> bool {
    let quick = placement(input);
    if let Ok(quick) = quick {
        assert_eq!(Some(quick), scanned(input), "{input:?}");
    }
    quick.is_ok()
}

#[test]
fn the_automaton_agrees_with_the_scan_on_every_short_placement() {
    let mut taken = 0;
    for bytes in tabula_testkit::byte_strings(b"+Kk^'019/ ", 6) {
        taken += usize::from(agree(&bytes));
    }
    assert!(taken > 10_000, "{taken}");
}

/// Every string one edit (a byte deleted, replaced or inserted) away from a few positions, and two
/// edits away from a short one: the validation gives what the scan gives, error for error.
#[test]
fn the_validation_gives_the_scans_verdict_one_edit_away() {
    let alphabet = b"/ 0129+-'^KkPpCcS*\xc3";
    let mut checked = 0;
    let mut check = |text: &[u8]| {
        assert_eq!(
            validate(text),
            scan(text, &mut Discard).map(|_| ()),
            "{:?}",
            alloc::string::String::from_utf8_lossy(text)
        );
        checked += 1;
    };
    for text in [
        &b"rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / C/c"[..],
        b"lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/p S/s",
        b"+K^'-p2/3 P/2p c/C",
        b"K^2/1k^1//3/3 / C/c",
        // A layer of one rank, then more.
        b"K//K/K/K//K/K / C/c",
        // Three layers and hands: the errors after a `//` are named at the token.
        b"rnk/ppp//3/3//+P-PP/RN'K 2P/p C/c",
        // A rank too long (300 squares), then more.
        b"9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K/K2 / C/c",
        // Counts of two and three digits, the automaton reading on past them, near 255 squares.
        b"K10/11k/12 / C/c",
        b"100K50/99k2/2P1 2P/p C/c",
        b"K^2/10//3/3 / C/c",
    ] {
        check(text);
        for edited in edits(text, alphabet) {
            check(&edited);
        }
    }
    for edited in edits(b"K^1/k^ / C/c", alphabet) {
        for twice in edits(&edited, alphabet) {
            check(&twice);
        }
    }
    assert!(checked > 100_000, "{checked}");
}

/// Every placement of up to six bytes over digits, a letter, a modifier and separators, with the other
/// fields valid or not: the validation (which reads on past counts of more than one digit) gives what the
/// scan gives.
#[test]
fn the_validation_reads_counts_as_the_scan_does() {
    let mut checked = 0;
    for placement in tabula_testkit::byte_strings(b"0159K+/", 6) {
        for rest in [&b" / C/c"[..], b" / C/C", b" 2P/ c/C"] {
            let mut text = placement.clone();
            text.extend_from_slice(rest);
            assert_eq!(
                validate(&text),
                scan(&text, &mut Discard).map(|_| ()),
                "{:?}",
                alloc::string::String::from_utf8_lossy(&text)
            );
            checked += 1;
        }
    }
    // Near the automaton's 255 squares.
    for count in 240..270 {
        for text in [
            alloc::format!("{count}K / C/c"),
            alloc::format!("K{count}/2 / C/c"),
            alloc::format!("9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K9K/{count} / C/c"),
        ] {
            assert_eq!(
                validate(text.as_bytes()),
                scan(text.as_bytes(), &mut Discard).map(|_| ()),
                "{text}"
            );
        }
    }
    assert!(checked > 300_000, "{checked}");
}

/// The placement read as two chains gives what one chain gives, wherever the cut falls (after a
/// single `/`, after a `//`, past the placement).
#[test]
fn two_chains_read_what_one_chain_reads() {
    let alphabet = b"/ 019+'^Kk";
    let mut split = 0;
    for text in [
        &b"rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / C/c"[..],
        b"1/1/1/1/1/1//1/1/1/1/1/1 / C/c",
        b"1/1/1/1/1/1/1//1/1/1/1/1 / C/c",
        b"K^2/1k^1//3/3/2+P//3/3/3 / C/c",
        b"K^2P3/1k^1 3P2p/2p c/C",
    ] {
        for edited in core::iter::once(text.to_vec()).chain(edits(text, alphabet)) {
            let (one, one_row) = chain(&edited, 0, 0);
            let (two, two_row) = read(&edited);
            assert_eq!(
                (one >> LENGTH, one_row),
                (two >> LENGTH, two_row),
                "{:?}",
                alloc::string::String::from_utf8_lossy(&edited)
            );
            split += usize::from(edited.len() >= 24);
        }
    }
    assert!(split > 1_000, "{split}");
}

/// A byte's entry by way of its class is its own entry, for every state and every byte.
#[test]
fn a_step_by_class_is_the_byte_s_entry() {
    for state in 0..8u64 {
        for byte in 0..=255u8 {
            assert_eq!(step(state << 8, byte), entry(state, byte), "{state} {byte}");
        }
    }
}

/// A pair's entry is the two bytes' entries in turn, for every state and every two bytes: the same
/// state after them and the same sums (the states' own sum, in the low bits, is not read).
#[test]
fn a_pair_step_is_two_byte_steps() {
    for state in 0..8u64 {
        for first in 0..=255u8 {
            let one = step(state << 8, first);
            for second in 0..=255u8 {
                let two = step(one & ROW, second);
                let pair = pair_step(state << 8, first, second);
                assert_eq!(pair & ROW, two & ROW, "{state} {first} {second}");
                assert_eq!(
                    pair >> LENGTH,
                    (one + two) >> LENGTH,
                    "{state} {first} {second}"
                );
            }
        }
    }
}

#[test]
fn the_automaton_takes_the_common_boards() {
    for text in [
        "rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / C/c",
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s",
        "K^2k^ / C/c",
        "+P-p'K^'8 / C/c",
        "K^2/3//3/2k^ / C/c",
        "1/1//1/1//1/1 / C/c",
    ] {
        assert!(agree(text.as_bytes()), "{text}");
    }
    for text in [
        "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/9 / C/c",
        "12/12 / C/c",
        "K^//k^ / C/c",
        "K^/1//k^ / C/c",
        "K///k^ / C/c",
        "K/ / C/c",
        "+ / C/c",
    ] {
        assert!(!agree(text.as_bytes()), "{text}");
    }
    // 255 squares are the most.
    let mut wide = "9K".repeat(25);
    wide.push_str("4K / C/c");
    assert_eq!(
        placement(wide.as_bytes()),
        Ok(Placement {
            end: 52,
            squares: 255,
            pieces: 26
        })
    );
    let mut wider = "9K".repeat(25);
    wider.push_str("5K / C/c");
    assert_eq!(placement(wider.as_bytes()), Err(Refused::Scan));
}

/// Every string one edit away from `text`: a byte deleted, or a byte of `alphabet` inserted or put in
/// place of one (for the tests that compare the automaton's paths with the scan's).
pub(crate) fn edits(text: &[u8], alphabet: &[u8]) -> alloc::vec::Vec<alloc::vec::Vec<u8>> {
    let mut all = alloc::vec::Vec::new();
    for at in 0..=text.len() {
        for &byte in alphabet {
            let mut inserted = text.to_vec();
            inserted.insert(at, byte);
            all.push(inserted);
            if at < text.len() {
                let mut replaced = text.to_vec();
                replaced[at] = byte;
                all.push(replaced);
            }
        }
        if at < text.len() {
            let mut deleted = text.to_vec();
            deleted.remove(at);
            all.push(deleted);
        }
    }
    all
}

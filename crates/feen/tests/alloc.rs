//! How many heap allocations a FEEN operation makes, counted by an instrumented global allocator.
//!
//! The contract: validation and the borrowing view allocate nothing; a parse to a typed position
//! allocates the board once (at its final size) plus what the two hands need (a hand is a `BTreeMap`:
//! one node for up to 11 distinct pieces, none when empty); emit allocates the output string once, at a
//! capacity it never outgrows, plus one buffer per non-empty hand to sort its items in canonical order.
//!
//! Everything runs in one `#[test]` so that no other test allocates on another thread while a region is
//! being counted.

use std::alloc::System;

use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

/// The allocations made by `f` (reallocations count too: a growing buffer is a cost).
fn allocations<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let region = Region::new(GLOBAL);
    let value = f();
    let change = region.change();
    (value, change.allocations + change.reallocations)
}

/// (name, FEEN, allocations expected for a typed parse: the board + one node per non-empty hand).
const POSITIONS: &[(&str, &str, usize)] = &[
    (
        "chess start",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
        1,
    ),
    (
        "shogi with both hands",
        "ln1gk^gsnl/1r5b1/p1pp1pppp/9/9/9/PP1PPPPPP/1B5R1/LNSGK^GSNL 2PS/p s/S",
        3,
    ),
    (
        "xiangqi start",
        "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
        1,
    ),
    ("empty 8x8", "8/8/8/8/8/8/8/8 / C/c", 1),
    (
        "3-D 5x5x5",
        "rnknr/ppppp/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/PPPPP/RNKNR / R/r",
        1,
    ),
    ("1-D", "k^+p4+PK^ / C/c", 1),
    ("first hand only", "8/8/8/8/8/8/8/8 3P2NB/ C/c", 2),
];

#[test]
fn allocations_are_bounded_by_the_board_and_the_hands() {
    // Warm up anything lazily initialised on first use (none is expected, but the count must not depend
    // on test order).
    let _ = tabula_feen::parse(POSITIONS[0].1);

    for &(name, text, expected) in POSITIONS {
        let (valid, count) = allocations(|| tabula_feen::is_valid(text));
        assert!(valid, "{name}");
        assert_eq!(count, 0, "{name}: is_valid must not allocate");

        let (view, count) = allocations(|| {
            let view = tabula_feen::Feen::parse(text).expect(name);
            (
                view.squares().count(),
                view.hand(tabula_feen::Side::First).count(),
            )
        });
        assert!(view.0 > 0, "{name}");
        assert_eq!(
            count, 0,
            "{name}: the view and its iterators must not allocate"
        );

        let (position, count) = allocations(|| tabula_feen::parse(text).expect(name));
        assert_eq!(
            count, expected,
            "{name}: a typed parse allocates the board once plus one node per non-empty hand"
        );

        let (extended, count) = allocations(|| tabula_feen::parse_extended(text).expect(name));
        assert_eq!(
            count, expected,
            "{name}: the EPIN parse allocates like the typed one"
        );

        // The output once, never grown, plus one sort buffer per non-empty hand.
        let expected_emit = expected;
        let (emitted, count) = allocations(|| tabula_feen::emit(&position).expect(name));
        assert_eq!(emitted, text, "{name}");
        assert_eq!(count, expected_emit, "{name}: emit allocations");

        let (emitted, count) = allocations(|| tabula_feen::emit_extended(&extended).expect(name));
        assert_eq!(emitted, text, "{name}");
        assert_eq!(count, expected_emit, "{name}: emit_extended allocations");
    }

    // Rejections allocate nothing either (the error is a plain value), irregular boards included.
    for bad in [
        "",
        "8/8 / C/C",
        "8/08 / C/c",
        "K / C/c extra",
        "8/8 PP/ C/c",
        "8/7 / C/c",
    ] {
        let (result, count) = allocations(|| tabula_feen::parse(bad));
        assert!(result.is_err(), "{bad:?}");
        assert_eq!(count, 0, "{bad:?}: a rejected parse must not allocate");
    }
}

//! How many heap allocations a FEEN operation makes, counted by an instrumented global allocator.
//!
//! The contract: validation and the borrowing view allocate nothing; a parse to a typed position
//! allocates the board once (at its final size) plus what the two hands need (a hand is a `BTreeMap`:
//! one node for up to 11 distinct pieces, none when empty); emit allocates the output string once, at a
//! capacity it never outgrows, plus one buffer per non-empty hand to sort its items in canonical order.
//!
//! The counter is global, so nothing else may allocate while a region is counted: this target has no test
//! harness (`harness = false` in Cargo.toml) and runs on the process's only thread, from `main`.

use std::alloc::System;

use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};

/// Reads FEEN into the typed position (`str::parse`).
fn parse(text: &str) -> Result<tabula_feen::Position, tabula_feen::Error> {
    text.parse()
}

/// Writes a `Qi` as FEEN through `Position` (`TryFrom<Qi>` then `Display`).
#[allow(dead_code)]
fn emit(
    qi: &tabula_feen::Qi<tabula_feen::QualifiedPiece, tabula_feen::Style>,
) -> Result<String, tabula_feen::EmitError> {
    tabula_feen::Position::try_from(qi.clone()).map(|position| position.to_string())
}

/// `qi` after a board diff.
#[allow(dead_code)]
fn with_board<P: Ord + Clone, S>(
    mut qi: tabula_feen::Qi<P, S>,
    changes: impl IntoIterator<Item = (usize, Option<P>)>,
) -> tabula_feen::Qi<P, S> {
    qi.board_diff(changes).unwrap();
    qi
}

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

fn main() {
    allocations_are_bounded_by_the_board_and_the_hands();
    println!("alloc: allocations are bounded by the board and the hands: ok");
}

fn allocations_are_bounded_by_the_board_and_the_hands() {
    // Warm up anything lazily initialised on first use (none is expected, but the count must not depend
    // on test order).
    let _ = parse(POSITIONS[0].1);

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

        let (position, count) = allocations(|| parse(text).expect(name));
        assert_eq!(
            count, expected,
            "{name}: a typed parse allocates the board once plus one node per non-empty hand"
        );

        let (extended, count) = allocations(|| tabula_feen::parse_extended(text).expect(name));
        assert_eq!(
            count, expected,
            "{name}: the EPIN parse allocates like the typed one"
        );

        // The output once, never grown (a hand's items are sorted on the stack).
        let expected_emit = 1;
        let (emitted, count) = allocations(|| {
            let mut out = String::new();
            position.write_into(&mut out);
            out
        });
        assert_eq!(emitted, text, "{name}");
        assert_eq!(count, expected_emit, "{name}: write_into allocations");
        // `to_string` goes through `Display`: a short text is built on the stack, then copied into the
        // formatter's string (its one allocation).
        let (emitted, count) = allocations(|| position.to_string());
        assert_eq!(emitted, text, "{name}");
        assert_eq!(count, expected_emit, "{name}: to_string allocations");
        // Writing into a string that has room: nothing.
        let mut reused = String::with_capacity(4200);
        let ((), count) = allocations(|| position.write_into(&mut reused));
        assert_eq!(reused, text, "{name}");
        assert_eq!(
            count,
            expected_emit - 1,
            "{name}: write_into a reused string"
        );
        // And a batch parse into a position that has parsed before: only the hands' nodes.
        let mut again = position.clone();
        again.parse_into(text).expect(name);
        again.parse_into(text).expect(name);
        let (result, count) = allocations(|| again.parse_into(text));
        assert_eq!(result, Ok(()), "{name}");
        assert_eq!(count, expected - 1, "{name}: parse_into a reused position");

        let (emitted, count) = allocations(|| tabula_feen::emit_extended(&extended).expect(name));
        assert_eq!(emitted, text, "{name}");
        assert_eq!(count, expected_emit, "{name}: emit_extended allocations");
    }

    // A rejection allocates at most the board. A small board's string (read by the automaton, which
    // builds the board only once the whole string is checked) allocates nothing; the one pass of the
    // others sizes the board at the end of the first rank, so a string refused before then allocates
    // nothing, one refused later the board only (freed with the error). Validation never allocates.
    for (bad, expected) in [
        ("", 0),
        ("0 / C/c", 0),
        ("8/8 / C/C", 0),
        ("8/08 / C/c", 1),
        ("8/8/ / C/c", 1),
        ("K / C/c extra", 0),
        ("8/8 PP/ C/c", 0),
        ("8/7 / C/c", 0),
    ] {
        let (result, count) = allocations(|| parse(bad));
        assert!(result.is_err(), "{bad:?}");
        assert_eq!(count, expected, "{bad:?}: allocations of a rejected parse");
        // (The irregular board is valid FEEN: only the conversion to a position refuses it.)
        let (_, count) = allocations(|| tabula_feen::validate(bad));
        assert_eq!(count, 0, "{bad:?}: a validation must not allocate");
    }
}

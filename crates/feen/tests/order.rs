//! The documented check order (crate README, FEEN digest §9): length, ASCII, field count, then fields 1, 2
//! and 3 left to right, then the cross-field rules; within a field the first problem in byte order; the one
//! exception is the placement's trailing-`/` check, made before its byte scan. Each input below has two or
//! more problems and must report the one that comes first in that order.

use tabula_feen::Field;

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

/// (input, field, offset, code of the error that must win, the problem it must win over).
const CASES: &[(&str, Field, Option<usize>, &str, &str)] = &[
    ("8/8 / C/c x", Field::Input, Some(9), "field-count", "-"),
    (
        "\u{e9}8/08 / C/c x",
        Field::Input,
        Some(0),
        "non-ascii",
        "field count, empty count",
    ),
    (
        "8/08 / C/c x",
        Field::Input,
        Some(10),
        "field-count",
        "empty count in field 1",
    ),
    (
        "8/08 PP/ C/c",
        Field::Placement,
        Some(2),
        "invalid-empty-count",
        "unaggregated hand",
    ),
    (
        "8 PP/ C/C",
        Field::Hands,
        Some(3),
        "hand-not-aggregated",
        "styles of the same case",
    ),
    (
        "1 2P/ C/C",
        Field::StyleTurn,
        Some(8),
        "styles-same-case",
        "more pieces than squares",
    ),
    (
        "1 2P/ C/c",
        Field::Cardinality,
        None,
        "too-many-pieces",
        "-",
    ),
    (
        "08/9x / C/c",
        Field::Placement,
        Some(0),
        "invalid-empty-count",
        "incoherent rank later",
    ),
    (
        "9/8/$ / C/c",
        Field::Placement,
        Some(4),
        "invalid-piece-token",
        "-",
    ),
    (
        "8/$/ / C/c",
        Field::Placement,
        Some(3),
        "placement-ends-with-separator",
        "invalid piece before it",
    ),
];

#[test]
fn the_first_problem_in_check_order_is_reported() {
    for &(input, field, offset, code, over) in CASES {
        let error = tabula_feen::validate(input).unwrap_err();
        assert_eq!(
            (error.field(), error.offset(), error.code()),
            (field, offset, code),
            "{input:?} (must win over: {over}): {error}"
        );
        // Every entry point reports the same first error.
        assert_eq!(parse(input).unwrap_err(), error, "{input:?}");
        assert_eq!(
            tabula_feen::parse_extended(input).unwrap_err(),
            error,
            "{input:?}"
        );
        assert_eq!(
            tabula_feen::Feen::parse(input).unwrap_err(),
            error,
            "{input:?}"
        );
    }
}

#[test]
fn the_length_bound_comes_before_everything() {
    let long = "1".repeat(tabula_feen::MAX_LEN) + "\u{e9} / C/c";
    let error = tabula_feen::validate(&long).unwrap_err();
    assert_eq!((error.field(), error.code()), (Field::Input, "too-long"));
}

//! Every error variant, produced through the public API: its code, and its message as an insta snapshot.

use tabula_qi::{Error, Parts, Qi, Shape, Side};

type Position = Qi<char, char>;

/// [`Parts`] from the shape as a slice and the hands as item lists (the order of `from_parts`' checks).
#[allow(clippy::too_many_arguments)]
fn parts<P, S>(
    shape: &[usize],
    board: Vec<Option<P>>,
    first: impl IntoIterator<Item = (P, usize)>,
    second: impl IntoIterator<Item = (P, usize)>,
    first_style: S,
    second_style: S,
    turn: Side,
) -> Parts<P, S> {
    Parts {
        shape: Shape::new(shape).unwrap(),
        board,
        first_hand: first.into_iter().collect(),
        second_hand: second.into_iter().collect(),
        first_style,
        second_style,
        turn,
    }
}

fn empty(shape: &[usize]) -> Position {
    Qi::new(shape, 'C', 'c').unwrap()
}

/// Checks the code and snapshots the message (one snapshot file per variant).
fn check(name: &str, error: Error, code: &str) {
    assert_eq!(error.code(), code);
    assert!(
        Error::CODES.contains(&code),
        "{code} missing from Error::CODES"
    );
    insta::assert_snapshot!(name, error.to_string());
}

#[test]
fn no_dimensions() {
    let error = Position::new(&[], 'C', 'c').unwrap_err();
    assert_eq!(error, Error::NoDimensions);
    check("no_dimensions", error, "no-dimensions");
}

#[test]
fn too_many_dimensions() {
    let error = Position::new(&[8, 8, 8, 8], 'C', 'c').unwrap_err();
    assert_eq!(error, Error::TooManyDimensions { count: 4 });
    check("too_many_dimensions", error, "too-many-dimensions");
}

#[test]
fn dimension_too_small() {
    let error = Position::new(&[8, 0], 'C', 'c').unwrap_err();
    assert_eq!(error, Error::DimensionTooSmall { index: 1 });
    check("dimension_too_small", error, "dimension-too-small");
}

#[test]
fn dimension_too_large() {
    let error = Position::new(&[8, 8, 256], 'C', 'c').unwrap_err();
    assert_eq!(
        error,
        Error::DimensionTooLarge {
            index: 2,
            size: 256
        }
    );
    check("dimension_too_large", error, "dimension-too-large");
}

#[test]
fn too_many_squares() {
    let error = Position::new(&[255, 255, 2], 'C', 'c').unwrap_err();
    assert_eq!(error, Error::TooManySquares { squares: 130_050 });
    check("too_many_squares", error, "too-many-squares");
}

#[test]
fn board_length() {
    let error = Position::from_parts(parts(
        &[3, 3],
        vec![None; 10],
        [],
        [],
        'C',
        'c',
        Side::First,
    ))
    .unwrap_err();
    assert_eq!(
        error,
        Error::BoardLength {
            expected: 9,
            found: 10
        }
    );
    check("board_length", error, "board-length");
}

#[test]
fn square_out_of_range() {
    let error = empty(&[8, 8])
        .board_diff([(0, Some('r')), (64, Some('R'))])
        .unwrap_err();
    assert_eq!(
        error,
        Error::SquareOutOfRange {
            change: 1,
            index: 64,
            squares: 64
        }
    );
    check("square_out_of_range", error, "square-out-of-range");
    // One square: the noun in the singular.
    let error = empty(&[1]).board_diff([(1, Some('K'))]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "change 0 names square 1, but the board has 1 square"
    );
}

#[test]
fn zero_count() {
    let error = Position::from_parts(parts(
        &[9, 9],
        vec![None; 81],
        [('P', 1), ('L', 0)],
        [],
        'S',
        's',
        Side::First,
    ))
    .unwrap_err();
    assert_eq!(
        error,
        Error::ZeroCount {
            side: Side::First,
            item: 1
        }
    );
    check("zero_count", error, "zero-count");
}

#[test]
fn duplicate_piece() {
    let error = Position::from_parts(parts(
        &[9, 9],
        vec![None; 81],
        [],
        [('p', 2), ('b', 1), ('p', 1)],
        'S',
        's',
        Side::First,
    ))
    .unwrap_err();
    assert_eq!(
        error,
        Error::DuplicatePiece {
            side: Side::Second,
            item: 2
        }
    );
    check("duplicate_piece", error, "duplicate-piece");
}

#[test]
fn hand_underflow() {
    let error = empty(&[9, 9])
        .hand_diff(Side::Second, [('p', 2), ('p', -3)])
        .unwrap_err();
    assert_eq!(
        error,
        Error::HandUnderflow {
            side: Side::Second,
            change: 1,
            held: 2,
            removing: 3
        }
    );
    check("hand_underflow", error, "hand-underflow");
}

#[test]
fn too_many_pieces() {
    let error = empty(&[2]).hand_diff(Side::First, [('P', 3)]).unwrap_err();
    assert_eq!(
        error,
        Error::TooManyPieces {
            pieces: 3,
            squares: 2
        }
    );
    check("too_many_pieces", error, "too-many-pieces");
}

#[test]
fn codes_are_unique_kebab_case_and_listed_in_the_fixtures_readme() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/README.md");
    let readme = std::fs::read_to_string(&path).unwrap();
    // The Qi section of the suite's error-code list.
    let doc = &readme[readme.find("### Qi (`qi`)").expect("a Qi section")..];
    for (i, code) in Error::CODES.iter().enumerate() {
        assert!(
            code.split('-')
                .all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase())),
            "{code}"
        );
        assert!(!Error::CODES[..i].contains(code), "{code} repeated");
        assert!(
            doc.contains(&format!("`{code}`")),
            "{code} not in the Qi section of fixtures/README.md"
        );
    }
}

#[test]
fn errors_are_small_copy_values() {
    fn is_copy<T: Copy + Send + Sync + 'static>() {}
    is_copy::<Error>();
    assert!(std::mem::size_of::<Error>() <= 32);
    let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(Error::NoDimensions);
    assert_eq!(boxed.to_string(), Error::NoDimensions.to_string());
}

/// The validation order (docs/decisions.md § Qi construction checks) as one snapshot: each input with the first
/// rule it breaks. `new`:
/// no dimension, then the dimension count, then each dimension in order (0 before > 255), then the total.
/// `from_parts`: the shape, the board length, then each hand item in order (zero count, repeated piece,
/// running total). A line that changes here is a change of the public contract.
#[test]
fn validation_order() {
    use std::fmt::Write as _;
    type Hand = &'static [(char, usize)];

    let mut report = String::new();
    let mut line = |what: String, error: Error| {
        writeln!(report, "{what} -> [{}] {error}", error.code()).unwrap();
    };
    for shape in [
        &[][..],
        &[0, 300, 1, 1],
        &[0, 300],
        &[300, 0],
        &[8, 0, 300],
        &[8, 8, 256],
        &[255, 255, 256],
        &[255, 255, 2],
        &[41, 40, 40],
    ] {
        line(
            format!("new {shape:?}"),
            Position::new(shape, 'C', 'c').unwrap_err(),
        );
    }
    // The shape of parts is a `Shape`, checked when it is made (the `new` cases above); then:
    let cases: [(&[usize], usize, Hand, Hand); 9] = [
        (&[2], 3, &[('P', 0)], &[]),
        (&[2], 1, &[('P', 0)], &[]),
        (&[1], 1, &[('P', 2)], &[]),
        (&[2], 2, &[('P', 0), ('P', 1)], &[('p', 9)]),
        (&[2], 2, &[('P', 1), ('P', 0)], &[]),
        (&[2], 2, &[('P', 1), ('P', 5)], &[]),
        (&[2], 2, &[('P', 3)], &[('p', 0)]),
        (&[2], 2, &[('P', 2)], &[('p', 0)]),
        (&[2], 2, &[('P', 1)], &[('p', 1), ('p', 1)]),
    ];
    for (shape, squares, first, second) in cases {
        let error = Position::from_parts(parts(
            shape,
            vec![None; squares],
            first.iter().copied(),
            second.iter().copied(),
            'C',
            'c',
            Side::First,
        ))
        .unwrap_err();
        line(
            format!("from_parts {shape:?}, board of {squares}, {first:?} / {second:?}"),
            error,
        );
    }
    insta::assert_snapshot!(report);
}

/// The shape rules are written once (`Shape::new`, in `tabula-protocol`); each shape error becomes the
/// variant of this crate with the same message and code.
#[test]
fn shape_errors_keep_their_message_and_code() {
    for sizes in [&[][..], &[1, 1, 1, 1], &[8, 0], &[8, 256], &[255, 255, 2]] {
        let refused = Shape::new(sizes).unwrap_err();
        let error = Error::from(refused);
        assert_eq!(error.code(), refused.code(), "{sizes:?}");
        assert_eq!(error.to_string(), refused.to_string(), "{sizes:?}");
        assert_eq!(Position::new(sizes, 'C', 'c'), Err(error));
        assert_eq!(tabula_qi::validate_shape(sizes), Err(error));
    }
}

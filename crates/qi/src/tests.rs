//! Unit tests of the private machinery: journals, the hand builder, counters, the nested builder.

extern crate std;

use alloc::vec;
use alloc::vec::Vec;

use super::*;

// The shape validator is usable in constant context.
const CHESS_SQUARES: usize = match validate_shape(&[8, 8]) {
    Ok(squares) => squares,
    Err(_) => 0,
};

#[test]
fn validate_shape_is_const() {
    assert_eq!(CHESS_SQUARES, 64);
}

#[test]
fn codes_match_variants_exhaustively() {
    // No wildcard: a new variant must be added here, to `code` and to `CODES`.
    let samples = [
        Error::NoDimensions,
        Error::TooManyDimensions { count: 4 },
        Error::DimensionTooSmall { index: 0 },
        Error::DimensionTooLarge {
            index: 0,
            size: 256,
        },
        Error::TooManySquares { squares: 65_026 },
        Error::BoardLength {
            expected: 1,
            found: 2,
        },
        Error::SquareOutOfRange {
            change: 0,
            index: 1,
            squares: 1,
        },
        Error::ZeroCount {
            side: Side::First,
            item: 0,
        },
        Error::DuplicatePiece {
            side: Side::First,
            item: 1,
        },
        Error::HandUnderflow {
            side: Side::First,
            change: 0,
            held: 0,
            removing: 1,
        },
        Error::TooManyPieces {
            pieces: 2,
            squares: 1,
        },
    ];
    for (sample, code) in samples.iter().zip(Error::CODES) {
        let listed = match sample {
            Error::NoDimensions
            | Error::TooManyDimensions { .. }
            | Error::DimensionTooSmall { .. }
            | Error::DimensionTooLarge { .. }
            | Error::TooManySquares { .. }
            | Error::BoardLength { .. }
            | Error::SquareOutOfRange { .. }
            | Error::ZeroCount { .. }
            | Error::DuplicatePiece { .. }
            | Error::HandUnderflow { .. }
            | Error::TooManyPieces { .. } => sample.code(),
        };
        assert_eq!(listed, *code);
    }
    assert_eq!(samples.len(), Error::CODES.len());
}

#[test]
fn hand_builder_checks_each_item_in_order() {
    let mut hand = HandBuilder::new(Side::Second);
    let mut pieces = 1; // one piece already on the board
    hand.push('p', 2, &mut pieces, 4).unwrap();
    assert_eq!(pieces, 3);
    assert_eq!(
        hand.push('b', 0, &mut pieces, 4),
        Err(Error::ZeroCount {
            side: Side::Second,
            item: 1
        })
    );
    // A zero count is reported before a repeated piece.
    assert_eq!(
        hand.push('p', 0, &mut pieces, 4),
        Err(Error::ZeroCount {
            side: Side::Second,
            item: 2
        })
    );
    // A repeated piece is reported before the running total.
    assert_eq!(
        hand.push('p', 9, &mut pieces, 4),
        Err(Error::DuplicatePiece {
            side: Side::Second,
            item: 3
        })
    );
    assert_eq!(
        hand.push('b', 2, &mut pieces, 4),
        Err(Error::TooManyPieces {
            pieces: 5,
            squares: 4
        })
    );
    // Refused items change nothing.
    assert_eq!(pieces, 3);
    hand.push('b', 1, &mut pieces, 4).unwrap();
    hand.push('r', u64::MAX, &mut pieces, 4).unwrap_err();
    let (map, total) = hand.finish();
    assert_eq!(total, 3);
    assert_eq!(map.into_iter().collect::<Vec<_>>(), [('b', 1), ('p', 2)]);
}

#[test]
fn hand_builder_running_total_saturates() {
    let mut hand = HandBuilder::new(Side::First);
    let mut pieces = u64::MAX - 1;
    assert_eq!(
        hand.push('P', u64::MAX, &mut pieces, usize::MAX),
        Err(Error::TooManyPieces {
            pieces: u64::MAX,
            squares: usize::MAX
        })
    );
}

#[test]
fn widen_is_exact() {
    assert_eq!(widen(0), 0);
    assert_eq!(widen(usize::MAX), u64::try_from(usize::MAX).unwrap());
}

#[test]
fn counters_follow_the_board() {
    let mut position: Qi<char, char> = Qi::new(&[4], 'C', 'c').unwrap();
    position
        .apply_board([(0, Some('K')), (1, Some('Q'))], &mut Vec::new())
        .unwrap();
    assert_eq!(position.board_count, 2);
    // piece → piece: 0; piece → empty: −1; empty → empty: 0.
    position
        .apply_board([(0, Some('R')), (1, None), (2, None)], &mut Vec::new())
        .unwrap();
    assert_eq!(position.board_count, 1);
    let mut log = Vec::new();
    position
        .apply_board([(3, Some('k')), (3, None), (3, Some('q'))], &mut log)
        .unwrap();
    assert_eq!(log, [(3, None), (3, Some('k')), (3, None)]);
    assert_eq!(position.board_count, 2);
}

#[test]
fn counters_follow_the_hands() {
    let mut position: Qi<char, char> = Qi::new(&[8], 'C', 'c').unwrap();
    let mut log = Vec::new();
    position
        .apply_hand(Side::First, [('P', 3), ('B', 1), ('P', -3)], &mut log)
        .unwrap();
    assert_eq!(position.hand_counts, [1, 0]);
    assert_eq!(log, [('P', 0), ('B', 0), ('P', 3)]);
    assert!(!position.hands[0].contains_key(&'P'));
    // A refused change is not logged and leaves its entry alone.
    let mut log = Vec::new();
    let error = position
        .apply_hand(Side::First, [('B', -2)], &mut log)
        .unwrap_err();
    assert_eq!(error.code(), "hand-underflow");
    assert!(log.is_empty());
    assert_eq!(position.hands[0].get(&'B'), Some(&1));
}

#[test]
fn check_cardinality_reports_the_total() {
    let mut position: Qi<char, char> = Qi::new(&[2], 'C', 'c').unwrap();
    assert_eq!(position.check_cardinality(), Ok(()));
    position.hand_counts = [usize::MAX, usize::MAX];
    position.board_count = 2;
    assert_eq!(
        position.check_cardinality(),
        Err(Error::TooManyPieces {
            pieces: widen(usize::MAX).saturating_mul(2).saturating_add(2),
            squares: 2
        })
    );
}

#[test]
fn nested_builder_chunks_row_major() {
    let squares = (0..12).map(Some);
    assert_eq!(
        Nested::build(Shape::new(&[2, 2, 3]).unwrap(), squares.clone()),
        Nested::Layers(vec![
            vec![
                vec![Some(0), Some(1), Some(2)],
                vec![Some(3), Some(4), Some(5)]
            ],
            vec![
                vec![Some(6), Some(7), Some(8)],
                vec![Some(9), Some(10), Some(11)]
            ],
        ])
    );
    assert_eq!(
        Nested::build(Shape::new(&[3, 4]).unwrap(), squares.clone()).flatten(),
        (0..12).map(Some).collect::<Vec<_>>()
    );
    assert_eq!(
        Nested::build(Shape::new(&[12]).unwrap(), squares).dimensions(),
        1
    );
}

#[test]
fn parts_carry_the_shape() {
    let parts = Qi::<char, char>::new(&[2, 3], 'C', 'c')
        .unwrap()
        .into_parts();
    assert_eq!(parts.shape, [2, 3]);
    assert_eq!(parts.shape.square_count(), parts.board.len());
}

#[test]
fn layers_of_flat_and_square_boards() {
    let line: Qi<char, char> = Qi::new(&[5], 'C', 'c').unwrap();
    assert_eq!(line.files(), 5);
    assert_eq!(line.layers().len(), 1);
    assert_eq!(line.layers().next().unwrap().ranks().len(), 1);
    let cube: Qi<char, char> = Qi::new(&[2, 3, 4], 'C', 'c').unwrap();
    assert_eq!(cube.files(), 4);
    let layer = cube.layers().next_back().unwrap();
    assert_eq!(layer.squares().len(), 12);
    assert_eq!(layer.clone().ranks().len(), 3);
}

#[cfg(feature = "serde")]
#[test]
fn from_built_checks_length_and_cardinality() {
    use alloc::collections::BTreeMap;
    let hand = |items: &[(char, usize)]| {
        let map: BTreeMap<char, usize> = items.iter().copied().collect();
        let total = map.values().sum();
        (map, total)
    };
    let built = Qi::<char, char>::from_built(
        Shape::new(&[2]).unwrap(),
        vec![Some('K'), None],
        [hand(&[('P', 1)]), hand(&[])],
        ['C', 'c'],
        Side::Second,
    )
    .unwrap();
    assert_eq!(built.piece_count(), 2);
    assert_eq!(
        Qi::<char, char>::from_built(
            Shape::new(&[2]).unwrap(),
            vec![None],
            [hand(&[]), hand(&[])],
            ['C', 'c'],
            Side::First
        ),
        Err(Error::BoardLength {
            expected: 2,
            found: 1
        })
    );
    assert_eq!(
        Qi::<char, char>::from_built(
            Shape::new(&[2]).unwrap(),
            vec![Some('K'), None],
            [hand(&[('P', 1)]), hand(&[('p', 1)])],
            ['C', 'c'],
            Side::First
        ),
        Err(Error::TooManyPieces {
            pieces: 3,
            squares: 2
        })
    );
}

//! Coordinate ↔ square index (docs/architecture.md "Board orientation", docs/decisions.md "3-D layer order"): the
//! worked checks, one named test each, checked both ways; the mapping errors; the iterator; and the bijection
//! on random shapes.

use proptest::prelude::*;
use tabula_cell::{
    Coordinate, Error, MAX_SQUARES, Shape, ShapeProblem, coordinate_of, coordinates, square_count,
    square_index,
};

/// `text` is square `index` of `shape`, both ways.
fn check(shape: &[usize], text: &str, index: usize) {
    let c = Coordinate::parse(text).unwrap();
    assert_eq!(square_index(shape, c), Ok(index), "{text} on {shape:?}");
    assert_eq!(coordinate_of(shape, index), Ok(c), "{index} on {shape:?}");
}

const CHESS: [usize; 2] = [8, 8];
const XIANGQI: [usize; 2] = [10, 9];
const SHOGI: [usize; 2] = [9, 9];

#[test]
fn chess_a8_is_square_0() {
    check(&CHESS, "a8", 0);
}

#[test]
fn chess_e8_is_square_4() {
    check(&CHESS, "e8", 4);
}

#[test]
fn chess_e4_is_square_36() {
    check(&CHESS, "e4", 36);
}

#[test]
fn chess_e1_is_square_60() {
    check(&CHESS, "e1", 60);
}

#[test]
fn chess_h1_is_square_63() {
    check(&CHESS, "h1", 63);
}

#[test]
fn xiangqi_e1_is_square_85() {
    check(&XIANGQI, "e1", 85);
}

#[test]
fn shogi_e1_is_square_76() {
    check(&SHOGI, "e1", 76);
}

#[test]
fn one_dimensional_a_is_square_0() {
    check(&[8], "a", 0);
    check(&[8], "h", 7);
}

/// Other chess squares, and squares of xiangqi and shōgi boards.
#[test]
fn worked_examples() {
    check(&CHESS, "a1", 56);
    check(&CHESS, "h8", 7);
    check(&CHESS, "d1", 59);
    check(&CHESS, "e2", 52);
    check(&XIANGQI, "e10", 4);
    check(&XIANGQI, "b3", 64);
    // Shōgi after 1.P-7f: a pawn moves from square 56 to 47, CELL c3 to c4.
    check(&SHOGI, "c3", 56);
    check(&SHOGI, "c4", 47);
}

/// The whole chess grid.
#[test]
fn chess_grid() {
    let files = "abcdefgh";
    for (row, rank) in (1..=8).rev().enumerate() {
        for (column, file) in files.chars().enumerate() {
            check(&CHESS, &format!("{file}{rank}"), row * 8 + column);
        }
    }
}

/// 3-D: the first written layer is the highest (docs/decisions.md, "3-D layer order"). The decision's
/// example `ab/cd//AB/CD` on `[2, 2, 2]`: `C` = a1A, `D` = b1A, `A` = a2A, `B` = b2A, `c` = a1B.
#[test]
fn three_dimensional_boards_write_the_highest_layer_first() {
    let shape = [2, 2, 2];
    let written = ["a", "b", "c", "d", "A", "B", "C", "D"];
    let expected = ["a2B", "b2B", "a1B", "b1B", "a2A", "b2A", "a1A", "b1A"];
    for (index, (piece, text)) in written.iter().zip(expected).enumerate() {
        assert_eq!(
            coordinate_of(&shape, index).unwrap().to_string(),
            text,
            "{piece}"
        );
        check(&shape, text, index);
    }
    check(&[3, 3, 3], "a3C", 0);
    check(&[3, 3, 3], "c1A", 26);
    check(&[5, 5, 5], "a5E", 0);
    check(&[5, 5, 5], "e1A", 124);
}

#[test]
fn the_largest_boards_map_their_corners() {
    check(&[255, 255], "a255", 0);
    check(&[255, 255], "iu1", MAX_SQUARES - 1);
    check(&[255], "iu", 254);
    check(&[1, 1, 255], "iu1A", 254);
    check(&[255, 1, 1], "a1A", 254);
    check(&[255, 1, 1], "a1IU", 0);
}

#[test]
fn mapping_errors_name_the_problem() {
    let e4 = Coordinate::parse("e4").unwrap();
    assert_eq!(
        square_index(&[8], e4),
        Err(Error::WrongDimensions {
            expected: 1,
            found: 2
        })
    );
    assert_eq!(
        square_index(&[8, 8, 8], e4),
        Err(Error::WrongDimensions {
            expected: 3,
            found: 2
        })
    );
    let i1 = Coordinate::parse("i1").unwrap();
    assert_eq!(
        square_index(&CHESS, i1),
        Err(Error::OffBoard {
            coordinate: i1,
            dimension: 1,
            size: 8
        })
    );
    // Index 255 is valid CELL but on no board.
    let iv = Coordinate::parse("iv").unwrap();
    assert_eq!(
        square_index(&[255], iv),
        Err(Error::OffBoard {
            coordinate: iv,
            dimension: 1,
            size: 255
        })
    );
    assert_eq!(
        square_index(&[256], Coordinate::parse("a").unwrap()),
        Err(Error::InvalidShape {
            problem: ShapeProblem::Size {
                position: 0,
                size: 256
            }
        })
    );
    assert_eq!(
        coordinate_of(&CHESS, 64),
        Err(Error::SquareOutOfRange {
            index: 64,
            squares: 64
        })
    );
    assert_eq!(
        coordinate_of(&CHESS, usize::MAX),
        Err(Error::SquareOutOfRange {
            index: usize::MAX,
            squares: 64
        })
    );
    assert!(matches!(coordinates(&[0]), Err(Error::InvalidShape { .. })));
    // The shape is checked before the coordinate.
    assert!(matches!(
        square_index(&[], e4),
        Err(Error::InvalidShape {
            problem: ShapeProblem::DimensionCount { count: 0 }
        })
    ));
}

#[test]
fn coordinates_follow_square_order() {
    for shape in [
        &[8usize][..],
        &[8, 8],
        &[10, 9],
        &[9, 9],
        &[3, 4, 5],
        &[1, 1, 1],
    ] {
        let all: Vec<Coordinate> = coordinates(shape).unwrap().collect();
        assert_eq!(all.len(), square_count(shape).unwrap());
        for (i, &c) in all.iter().enumerate() {
            assert_eq!(square_index(shape, c), Ok(i), "{c} on {shape:?}");
        }
        let reversed: Vec<Coordinate> = coordinates(shape).unwrap().rev().collect();
        assert!(reversed.iter().eq(all.iter().rev()));
    }
}

#[test]
fn every_square_of_every_chess_like_board_maps_both_ways() {
    for ranks in 1..=16 {
        for files in 1..=16 {
            let shape = [ranks, files];
            for index in 0..ranks * files {
                let c = coordinate_of(&shape, index).unwrap();
                assert_eq!(square_index(&shape, c), Ok(index));
            }
        }
    }
}

/// A valid shape: 1 to 3 dimensions of 1 to 255, at most 65,025 squares.
fn any_shape() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(1usize..=255, 1..=3).prop_filter("at most 65,025 squares", |s| {
        s.iter().product::<usize>() <= MAX_SQUARES
    })
}

proptest! {
    #[test]
    fn index_to_coordinate_to_index_is_the_identity(shape in any_shape(), seed in any::<usize>()) {
        let squares = square_count(&shape).unwrap();
        let index = seed % squares;
        let c = coordinate_of(&shape, index).unwrap();
        prop_assert_eq!(c.dimensions(), shape.len());
        prop_assert_eq!(square_index(&shape, c), Ok(index));
        prop_assert_eq!(coordinates(&shape).unwrap().nth(index), Some(c));
    }

    #[test]
    fn coordinate_to_index_to_coordinate_is_the_identity(shape in any_shape(), indices in proptest::collection::vec(any::<u8>(), 3)) {
        let c = Coordinate::new(&indices[..shape.len()]).unwrap();
        let on_board = c.indices().iter().zip(shape.iter().rev()).all(|(&i, &size)| usize::from(i) < size);
        match square_index(&shape, c) {
            Ok(index) => {
                prop_assert!(on_board);
                prop_assert!(index < square_count(&shape).unwrap());
                prop_assert_eq!(coordinate_of(&shape, index), Ok(c));
            }
            Err(e) => {
                prop_assert!(!on_board);
                prop_assert_eq!(e.code(), "off-board");
            }
        }
    }

    #[test]
    fn a_checked_shape_maps_as_its_sizes_do(shape in any_shape(), seed in any::<usize>()) {
        let checked = Shape::new(&shape).unwrap();
        let index = seed % checked.square_count();
        let c = coordinate_of(checked, index).unwrap();
        prop_assert_eq!(coordinate_of(&shape, index), Ok(c));
        // A `&Shape`, as `Qi::shape` gives it.
        let borrowed: &Shape = &checked;
        prop_assert_eq!(square_index(borrowed, c), square_index(&shape[..], c));
        prop_assert!(coordinates(checked).unwrap().eq(coordinates(&shape).unwrap()));
        prop_assert_eq!(square_count(&shape), Ok(checked.square_count()));
    }

    #[test]
    fn any_shape_is_accepted_or_rejected_without_panic(shape in proptest::collection::vec(any::<usize>(), 0..=4), index in any::<usize>()) {
        let valid = !shape.is_empty()
            && shape.len() <= 3
            && shape.iter().all(|&s| (1..=255).contains(&s))
            && shape.iter().product::<usize>() <= MAX_SQUARES;
        prop_assert_eq!(square_count(&shape).is_ok(), valid);
        prop_assert_eq!(coordinates(&shape).is_ok(), valid);
        let _ = coordinate_of(&shape, index);
    }
}

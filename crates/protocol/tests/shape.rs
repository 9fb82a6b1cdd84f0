//! `Shape`: the bounds checked in the documented order (exhaustively over small domains and by property
//! against a direct reading of the rules), the slice-like reading of a valid shape, and `Count`.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use proptest::prelude::*;
use tabula_protocol::{
    Count, IntoShape, MAX_DIMENSION_SIZE, MAX_DIMENSIONS, MAX_SQUARES, Shape, ShapeError,
};

/// The rules read directly, in order: the dimension count, each size from the outermost (0 before too
/// large), then the product.
fn expected(sizes: &[usize]) -> Result<usize, ShapeError> {
    if sizes.is_empty() {
        return Err(ShapeError::NoDimensions);
    }
    if sizes.len() > 3 {
        return Err(ShapeError::TooManyDimensions { count: sizes.len() });
    }
    for (index, &size) in sizes.iter().enumerate() {
        if size == 0 {
            return Err(ShapeError::DimensionTooSmall { index });
        }
        if size > 255 {
            return Err(ShapeError::DimensionTooLarge { index, size });
        }
    }
    let squares: usize = sizes.iter().product();
    if squares > 65_025 {
        return Err(ShapeError::TooManySquares { squares });
    }
    Ok(squares)
}

fn hash(value: &impl Hash) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

/// What a valid shape must read as: its sizes, its count, its text, equal to its sizes either way.
fn check_valid(sizes: &[usize], shape: Shape) {
    assert_eq!(shape.as_slice(), sizes);
    assert_eq!(&*shape, sizes);
    assert_eq!(shape.dimensions(), sizes.len());
    assert_eq!(shape.square_count(), sizes.iter().product::<usize>());
    assert_eq!(shape, *sizes);
    assert_eq!(*sizes, shape);
    let text: Vec<String> = sizes.iter().map(ToString::to_string).collect();
    assert_eq!(shape.to_string(), text.join("×"));
    assert_eq!(format!("{shape:?}"), format!("Shape({sizes:?})"));
    assert_eq!(Shape::try_from(sizes), Ok(shape));
    assert_eq!(sizes.into_shape(), Ok(shape));
    assert_eq!(shape.into_shape(), Ok(shape));
    assert_eq!((&shape).into_shape(), Ok(shape));
}

#[test]
fn every_shape_of_one_and_two_dimensions_up_to_300() {
    for files in 0..=300 {
        let sizes = [files];
        match (Shape::new(&sizes), expected(&sizes)) {
            (Ok(shape), Ok(_)) => check_valid(&sizes, shape),
            (got, want) => assert_eq!(got.map(|s| s.square_count()), want, "{sizes:?}"),
        }
        for ranks in 0..=300 {
            let sizes = [ranks, files];
            let got = Shape::new(&sizes);
            assert_eq!(got.map(|s| s.square_count()), expected(&sizes), "{sizes:?}");
            if let Ok(shape) = got {
                assert_eq!(shape, sizes);
            }
        }
    }
}

#[test]
fn every_shape_of_up_to_four_dimensions_over_the_edge_sizes() {
    // The sizes where a rule changes its answer, and the extremes.
    const EDGES: [usize; 10] = [0, 1, 2, 40, 41, 254, 255, 256, 1000, usize::MAX];
    let mut checked = 0;
    for len in 0..=4u32 {
        for mut code in 0..EDGES.len().pow(len) {
            let mut sizes = Vec::new();
            for _ in 0..len {
                sizes.push(EDGES[code % EDGES.len()]);
                code /= EDGES.len();
            }
            let got = Shape::new(&sizes);
            assert_eq!(got.map(|s| s.square_count()), expected(&sizes), "{sizes:?}");
            if let Ok(shape) = got {
                check_valid(&sizes, shape);
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 1 + 10 + 100 + 1000 + 10_000);
}

#[test]
fn the_bounds_themselves() {
    assert_eq!(
        Shape::new(&[MAX_DIMENSION_SIZE, MAX_DIMENSION_SIZE])
            .unwrap()
            .square_count(),
        MAX_SQUARES
    );
    assert!(Shape::new(&[1; MAX_DIMENSIONS]).is_ok());
    assert!(Shape::new(&[40, 40, 40]).is_ok());
    assert_eq!(
        Shape::new(&[1, 255, 256]),
        Err(ShapeError::DimensionTooLarge {
            index: 2,
            size: 256
        })
    );
    assert_eq!(
        Shape::new(&[255, 255, 2]),
        Err(ShapeError::TooManySquares { squares: 130_050 })
    );
}

#[test]
fn shapes_compare_and_hash_by_their_sizes() {
    let chess = Shape::new(&[8, 8]).unwrap();
    let line = Shape::new(&[64]).unwrap();
    assert_ne!(chess, line);
    assert_eq!(chess.square_count(), line.square_count());
    assert_eq!(hash(&chess), hash(&Shape::new(&[8, 8]).unwrap()));
    // A reference compares with an array too, as `position.shape() == [8, 8]` does.
    let by_ref: &Shape = &chess;
    assert!(by_ref == [8, 8]);
    assert!(by_ref != [8, 8, 1]);
    assert_eq!(by_ref, &[8, 8]);
    assert_eq!(&chess[..], &[8, 8][..]);
    assert_eq!((&vec![8, 8]).into_shape(), Ok(chess));
    assert_eq!(Shape::try_from([10, 9]).unwrap().to_string(), "10×9");
    assert_eq!(Shape::try_from([0usize; 0]), Err(ShapeError::NoDimensions));
    assert_eq!(Shape::new(&[5, 5, 5]).unwrap().to_string(), "5×5×5");
    assert_eq!(Shape::new(&[12]).unwrap().to_string(), "12");
}

#[test]
fn every_error_has_its_message_and_code() {
    let errors = [
        ShapeError::NoDimensions,
        ShapeError::TooManyDimensions { count: 4 },
        ShapeError::DimensionTooSmall { index: 1 },
        ShapeError::DimensionTooLarge {
            index: 0,
            size: 300,
        },
        ShapeError::TooManySquares { squares: 130_050 },
    ];
    let text: Vec<String> = errors
        .iter()
        .map(|error| format!("{}: {error}", error.code()))
        .collect();
    insta::assert_snapshot!(text.join("\n"));
}

#[test]
fn counts_agree_with_their_number() {
    for n in [0, 2, 3, 10, 11, 21, 100, u64::MAX] {
        assert_eq!(
            Count::new(n, "square", "squares").to_string(),
            format!("{n} squares")
        );
    }
    assert_eq!(Count::new(1, "square", "squares").to_string(), "1 square");
    assert_eq!(Count::of(1, "piece", "pieces").to_string(), "1 piece");
    assert_eq!(
        Count::of(usize::MAX, "piece", "pieces").n,
        usize::MAX as u64
    );
    assert_eq!(Count::of(2, "piece", "pieces").noun(), "pieces");
}

/// Sizes around the bounds more often than not.
fn size() -> impl Strategy<Value = usize> {
    prop_oneof![
        3 => 1usize..=255,
        1 => 0usize..=2,
        1 => 250usize..=260,
        1 => any::<usize>(),
    ]
}

proptest! {
    #[test]
    fn new_reads_the_rules_in_order(sizes in prop::collection::vec(size(), 0..6)) {
        let got = Shape::new(&sizes);
        prop_assert_eq!(got.map(|s| s.square_count()), expected(&sizes));
        if let Ok(shape) = got {
            check_valid(&sizes, shape);
        }
    }

    #[test]
    fn equal_shapes_are_equal_sizes(a in prop::collection::vec(1usize..=4, 1..=3),
                                    b in prop::collection::vec(1usize..=4, 1..=3)) {
        let (x, y) = (Shape::new(&a).unwrap(), Shape::new(&b).unwrap());
        prop_assert_eq!(x == y, a == b);
        if x == y {
            prop_assert_eq!(hash(&x), hash(&y));
        }
    }
}

#[cfg(feature = "serde")]
mod serde {
    use tabula_protocol::Shape;

    #[test]
    fn a_shape_is_a_sequence_of_sizes() {
        let shape = Shape::new(&[10, 9]).unwrap();
        assert_eq!(serde_json::to_string(&shape).unwrap(), "[10,9]");
        assert_eq!(serde_json::from_str::<Shape>("[10,9]").unwrap(), shape);
        let message = |json: &str| serde_json::from_str::<Shape>(json).unwrap_err().to_string();
        assert_eq!(
            message("[]"),
            "the shape has no dimension; a board has 1 to 3 at line 1 column 2"
        );
        assert_eq!(
            message("[8,0]"),
            "dimension 1 has size 0; each dimension has 1 to 255 squares at line 1 column 5"
        );
        // The fourth size is refused before it is read (here it is not even a number).
        assert_eq!(
            message("[1,1,1,\"x\"]"),
            "the shape has more than 3 dimensions; a board has at most 3 at line 1 column 7"
        );
        assert_eq!(
            message("[18446744073709551615]"),
            format!(
                "dimension 0 has size {}; each dimension has 1 to 255 squares at line 1 column 22",
                usize::try_from(u64::MAX).unwrap_or(usize::MAX)
            )
        );
        assert!(message("[-1]").starts_with("invalid value: integer `-1`"));
        assert!(message("8").starts_with("invalid type: integer `8`, expected a shape"));
    }
}

//! Integration tests: the worked examples of the Qi position model (docs/decisions.md § The Qi position
//! model), the validation order, the all-or-nothing contract, views, identity and the counting arithmetic near
//! the integer limits.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use tabula_qi::{
    Error, MAX_DIMENSION_SIZE, MAX_DIMENSIONS, MAX_RUNNING_HAND_COUNT, MAX_SQUARES, Nested, Parts,
    Qi, Shape, Side, validate_shape,
};

type Position = Qi<&'static str, &'static str>;

/// Consuming forms of the editing methods, for expressions: each applies the real `&mut self` method.
trait Edited: Sized {
    fn with_board(
        self,
        changes: impl IntoIterator<Item = (usize, Option<&'static str>)>,
    ) -> Result<Self, Error>;
    fn with_hand(
        self,
        side: Side,
        changes: impl IntoIterator<Item = (&'static str, i64)>,
    ) -> Result<Self, Error>;
    fn toggled(self) -> Self;
    fn turned(self, side: Side) -> Self;
}

impl Edited for Position {
    fn with_board(
        mut self,
        changes: impl IntoIterator<Item = (usize, Option<&'static str>)>,
    ) -> Result<Self, Error> {
        self.board_diff(changes).map(|()| self)
    }
    fn with_hand(
        mut self,
        side: Side,
        changes: impl IntoIterator<Item = (&'static str, i64)>,
    ) -> Result<Self, Error> {
        self.hand_diff(side, changes).map(|()| self)
    }
    fn toggled(mut self) -> Self {
        self.toggle();
        self
    }
    fn turned(mut self, side: Side) -> Self {
        self.set_turn(side);
        self
    }
}

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
    Qi::new(shape, "C", "c").unwrap()
}

fn hash_of<T: Hash>(value: &T) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

// ---------------------------------------------------------------------------------------------------------
// Worked examples of the Qi position model

/// (docs/decisions.md § The Qi position model) A new position is empty: every square empty, both hands empty, turn
/// first.
#[test]
fn model_new_position_is_empty() {
    let position = empty(&[8, 8]);
    assert_eq!(position.shape(), &[8, 8]);
    assert_eq!(position.square_count(), 64);
    assert!(position.board().iter().all(Option::is_none));
    assert_eq!(position.first_hand().len(), 0);
    assert_eq!(position.second_hand().len(), 0);
    assert_eq!(position.piece_count(), 0);
    assert_eq!(position.turn(), Side::First);
    assert_eq!(position.first_style(), &"C");
    assert_eq!(position.second_style(), &"c");
}

/// (docs/decisions.md § The Qi position model, row-major) `[3, 3]`, (rank 1, file 2) → 5; the 1-D, 2-D and 3-D
/// formulas.
#[test]
fn model_flat_indexing() {
    let mut position = empty(&[3, 3]);
    position.board_diff([(5, Some("K"))]).unwrap();
    assert_eq!(position.ranks().nth(1).unwrap()[2], Some("K"));

    let mut position = empty(&[2, 3, 4]);
    position.board_diff([(23, Some("K"))]).unwrap();
    // (l, r, f) = (1, 2, 3): 1·3·4 + 2·4 + 3 = 23.
    let layer = position.layers().nth(1).unwrap();
    assert_eq!(layer.ranks().nth(2).unwrap()[3], Some("K"));

    let mut position = empty(&[5]);
    position.board_diff([(4, Some("K"))]).unwrap();
    assert_eq!(position.ranks().next().unwrap()[4], Some("K"));
}

/// (docs/decisions.md § The Qi position model) Qi attaches no geometry: kings at 4 and 60 (the Qi README) or the
/// other way round.
#[test]
fn model_no_geometry() {
    let mut a = empty(&[8, 8]);
    a.board_diff([(4, Some("K")), (60, Some("k"))]).unwrap();
    let mut b = empty(&[8, 8]);
    b.board_diff([(4, Some("k")), (60, Some("K"))]).unwrap();
    assert_ne!(a, b);
    assert_eq!(a.board_piece_count(), b.board_piece_count());
}

/// (docs/decisions.md § Qi construction checks) The square cap is independent of dimensionality.
#[test]
fn model_square_cap() {
    assert_eq!(empty(&[255, 255]).square_count(), MAX_SQUARES);
    assert_eq!(empty(&[40, 40, 40]).square_count(), 64_000);
    assert_eq!(
        Position::new(&[255, 255, 2], "C", "c"),
        Err(Error::TooManySquares { squares: 130_050 })
    );
    assert_eq!(
        Position::new(&[255, 255, 255], "C", "c"),
        Err(Error::TooManySquares {
            squares: 16_581_375
        })
    );
    assert_eq!(
        Position::new(&[41, 40, 40], "C", "c"),
        Err(Error::TooManySquares { squares: 65_600 })
    );
}

/// (Game Protocol, "Position") Hands are bounded too: at most one piece per square in total.
#[test]
fn model_hands_are_bounded() {
    let mut position = empty(&[2]);
    position.hand_diff(Side::First, [("P", 2)]).unwrap();
    assert_eq!(
        position.clone().with_hand(Side::Second, [("p", 1)]),
        Err(Error::TooManyPieces {
            pieces: 3,
            squares: 2
        })
    );
    // Global: a hand piece fails even though both squares are empty.
    assert_eq!(
        position.board_diff([(0, Some("K"))]),
        Err(Error::TooManyPieces {
            pieces: 3,
            squares: 2
        })
    );
}

/// (docs/decisions.md § The Qi position model, row-major) `to_nested` of `[2, 3]` and `[2, 1, 3]` with `a` at 0 and
/// `b` at 5; 1-D is a flat copy.
#[test]
fn model_to_nested_examples() {
    let diff = [(0, Some("a")), (5, Some("b"))];
    assert_eq!(
        empty(&[2, 3]).with_board(diff).unwrap().to_nested(),
        Nested::Ranks(vec![
            vec![Some("a"), None, None],
            vec![None, None, Some("b")]
        ])
    );
    assert_eq!(
        empty(&[2, 1, 3]).with_board(diff).unwrap().to_nested(),
        Nested::Layers(vec![
            vec![vec![Some("a"), None, None]],
            vec![vec![None, None, Some("b")]]
        ])
    );
    assert_eq!(
        empty(&[6]).with_board(diff).unwrap().to_nested(),
        Nested::Rank(vec![Some("a"), None, None, None, None, Some("b")])
    );
}

/// (docs/decisions.md § The Qi position model) Changes apply in order, an index may repeat, the last write wins,
/// and the occupied count
/// is exact (empty → piece +1, piece → empty −1, piece → piece 0).
#[test]
fn model_board_diff_in_order() {
    let mut position = empty(&[4]);
    position
        .board_diff([(0, Some("K")), (0, Some("Q")), (1, Some("R")), (1, None)])
        .unwrap();
    assert_eq!(position.board(), &[Some("Q"), None, None, None]);
    assert_eq!(position.board_piece_count(), 1);
    position.board_diff([(0, Some("K"))]).unwrap();
    assert_eq!(position.board_piece_count(), 1);
    position.board_diff([(0, None), (3, None)]).unwrap();
    assert_eq!(position.board_piece_count(), 0);
}

/// (docs/decisions.md § The Qi position model) A capture is "overwrite destination + clear source", plus a separate
/// hand diff.
#[test]
fn model_capture() {
    let mut position = empty(&[8, 8]);
    position
        .board_diff([(36, Some("P")), (27, Some("p"))])
        .unwrap();
    position.board_diff([(27, Some("P")), (36, None)]).unwrap();
    position.hand_diff(Side::First, [("P", 1)]).unwrap();
    position.toggle();
    assert_eq!(position.piece_at(27), Some(&"P"));
    assert_eq!(position.board_piece_count(), 1);
    assert_eq!(position.first_hand_count(&"P"), 1);
    assert_eq!(position.piece_count(), 2);
    assert_eq!(position.turn(), Side::Second);
}

/// (docs/decisions.md § The Qi position model) The cardinality check runs once, at the end: `[("P", +3), ("P",
/// −2)]` on a 2-square board.
#[test]
fn model_transient_overshoot() {
    let mut position = empty(&[2]);
    position
        .hand_diff(Side::First, [("P", 3), ("P", -2)])
        .unwrap();
    assert_eq!(position.first_hand_count(&"P"), 1);
    assert_eq!(position.piece_count(), 1);
    // Overshoot across pieces and back.
    position
        .hand_diff(Side::Second, [("p", 5), ("q", 5), ("p", -5), ("q", -4)])
        .unwrap();
    assert_eq!(position.piece_count(), 2);
}

/// (docs/decisions.md § The Qi position model) Zero delta is a no-op, removing from an absent entry or too many is
/// an underflow, reaching
/// zero deletes the entry (an emptied hand equals a fresh one).
#[test]
fn model_hand_diff_rules() {
    let fresh = empty(&[4]);
    assert_eq!(
        fresh.clone().with_hand(Side::First, [("P", 0)]).unwrap(),
        fresh
    );
    assert_eq!(
        fresh.clone().with_hand(Side::First, [("P", -1)]),
        Err(Error::HandUnderflow {
            side: Side::First,
            change: 0,
            held: 0,
            removing: 1
        })
    );
    let mut one = fresh.clone();
    one.hand_diff(Side::First, [("P", 1)]).unwrap();
    assert_eq!(
        one.clone().with_hand(Side::First, [("B", 0), ("P", -2)]),
        Err(Error::HandUnderflow {
            side: Side::First,
            change: 1,
            held: 1,
            removing: 2
        })
    );
    let mut emptied = one;
    emptied.hand_diff(Side::First, [("P", -1)]).unwrap();
    assert_eq!(emptied, fresh);
    assert_eq!(hash_of(&emptied), hash_of(&fresh));
    assert_eq!(emptied.first_hand().len(), 0);
}

/// (docs/decisions.md § Qi construction checks: a hand's side and its pieces' are independent) Which side a piece
/// belongs to is irrelevant to which hand may hold it.
#[test]
fn model_any_hand_holds_any_piece() {
    let mut position = empty(&[4]);
    position
        .hand_diff(Side::First, [("p", 1), ("P", 1)])
        .unwrap();
    position
        .hand_diff(Side::Second, [("P", 1), ("p", 1)])
        .unwrap();
    assert_eq!(position.first_hand_count(&"p"), 1);
    assert_eq!(position.second_hand_count(&"P"), 1);
    assert_eq!(position.piece_count(), 4);
}

/// (docs/decisions.md § The Qi position model) `toggle` flips the turn and keeps everything else; `with_turn` sets it.
#[test]
fn model_turn() {
    let mut position = empty(&[3]);
    position.board_diff([(1, Some("K"))]).unwrap();
    position.hand_diff(Side::Second, [("p", 1)]).unwrap();
    let mut toggled = position.clone();
    toggled.toggle();
    assert_eq!(toggled.turn(), Side::Second);
    assert_eq!(toggled.board(), position.board());
    assert_eq!(
        toggled.second_hand().collect::<Vec<_>>(),
        position.second_hand().collect::<Vec<_>>()
    );
    assert_eq!(toggled.clone().toggled(), position);
    assert_eq!(position.clone().turned(Side::Second), toggled);
    assert_eq!(position.clone().turned(Side::First), position);
}

/// (docs/decisions.md § The Qi position model: hands have no order) Equality and hash are route-independent; shape
/// is part of identity.
#[test]
fn model_identity() {
    let mut a = empty(&[2, 2]);
    a.board_diff([(0, Some("K")), (3, Some("k"))]).unwrap();
    a.hand_diff(Side::First, [("P", 1), ("B", 1)]).unwrap();
    let mut b = empty(&[2, 2]);
    b.hand_diff(Side::First, [("B", 2), ("P", 1), ("B", -1)])
        .unwrap();
    b.board_diff([
        (3, Some("q")),
        (1, Some("K")),
        (1, None),
        (0, Some("K")),
        (3, Some("k")),
    ])
    .unwrap();
    b.toggle();
    b.toggle();
    assert_eq!(a, b);
    assert_eq!(hash_of(&a), hash_of(&b));

    let square = empty(&[2, 2]);
    let line = empty(&[4]);
    assert_eq!(square.board(), line.board());
    assert_ne!(square, line);

    assert_ne!(a.clone().toggled(), a);
    assert_ne!(
        Position::new(&[2], "C", "c").unwrap(),
        Position::new(&[2], "C", "s").unwrap()
    );
}

/// (Game Protocol, "Position") The invariant is global and exact, with the error naming both numbers.
#[test]
fn model_cardinality() {
    let mut full = empty(&[2]);
    full.board_diff([(0, Some("K")), (1, Some("k"))]).unwrap();
    assert_eq!(full.piece_count(), 2);
    assert_eq!(
        full.clone().with_hand(Side::First, [("P", 1)]),
        Err(Error::TooManyPieces {
            pieces: 3,
            squares: 2
        })
    );
    assert_eq!(
        Error::TooManyPieces {
            pieces: 3,
            squares: 2
        }
        .to_string(),
        "3 pieces for 2 squares; the board and both hands hold at most one piece per square"
    );
    // Moving a piece from the board to a hand keeps the count.
    let mut moved = full;
    moved.board_diff([(1, None)]).unwrap();
    moved.hand_diff(Side::Second, [("k", 1)]).unwrap();
    assert_eq!(moved.piece_count(), 2);
}

// ---------------------------------------------------------------------------------------------------------
// Validation order (docs/decisions.md § Qi construction checks): dimension count, each dimension in order (0 before
// > 255), total.

#[test]
fn validation_order_empty_shape_first() {
    assert_eq!(Position::new(&[], "C", "c"), Err(Error::NoDimensions));
}

#[test]
fn validation_order_dimension_count_before_sizes() {
    assert_eq!(
        Position::new(&[0, 300, 1, 1], "C", "c"),
        Err(Error::TooManyDimensions { count: 4 })
    );
    assert_eq!(
        validate_shape(&[1; 1000]),
        Err(Error::TooManyDimensions { count: 1000 })
    );
}

#[test]
fn validation_order_zero_before_oversize_is_positional() {
    assert_eq!(
        Position::new(&[0, 300], "C", "c"),
        Err(Error::DimensionTooSmall { index: 0 })
    );
    assert_eq!(
        Position::new(&[300, 0], "C", "c"),
        Err(Error::DimensionTooLarge {
            index: 0,
            size: 300
        })
    );
    assert_eq!(
        Position::new(&[8, 8, 0], "C", "c"),
        Err(Error::DimensionTooSmall { index: 2 })
    );
    assert_eq!(
        Position::new(&[8, usize::MAX], "C", "c"),
        Err(Error::DimensionTooLarge {
            index: 1,
            size: usize::MAX
        })
    );
}

#[test]
fn validation_order_sizes_before_total() {
    // 255·255·256 would also be too many squares, but the 256 is reported first.
    assert_eq!(
        Position::new(&[255, 255, 256], "C", "c"),
        Err(Error::DimensionTooLarge {
            index: 2,
            size: 256
        })
    );
    assert_eq!(
        Position::new(&[255, 255, 2], "C", "c"),
        Err(Error::TooManySquares { squares: 130_050 })
    );
}

#[test]
fn validation_order_from_parts() {
    // The shape first: it is checked when it is made, before the parts exist (in this crate's terms).
    assert_eq!(
        Shape::new(&[0]).map_err(Error::from),
        Err(Error::DimensionTooSmall { index: 0 })
    );
    // Board length before hands.
    assert_eq!(
        Position::from_parts(parts(
            &[2],
            vec![None],
            [("P", 0)],
            [],
            "C",
            "c",
            Side::First
        )),
        Err(Error::BoardLength {
            expected: 2,
            found: 1
        })
    );
    // First hand before second hand; per item: zero, duplicate, then cardinality.
    assert_eq!(
        Position::from_parts(parts(
            &[2],
            vec![None, None],
            [("P", 3)],
            [("p", 0)],
            "C",
            "c",
            Side::First
        )),
        Err(Error::TooManyPieces {
            pieces: 3,
            squares: 2
        })
    );
    assert_eq!(
        Position::from_parts(parts(
            &[2],
            vec![None, None],
            [("P", 1), ("P", 9)],
            [],
            "C",
            "c",
            Side::First
        )),
        Err(Error::DuplicatePiece {
            side: Side::First,
            item: 1
        })
    );
    assert_eq!(
        Position::from_parts(parts(
            &[2],
            vec![None, None],
            [("P", 1)],
            [("p", 1), ("p", 0)],
            "C",
            "c",
            Side::First
        )),
        Err(Error::ZeroCount {
            side: Side::Second,
            item: 1
        })
    );
}

#[test]
fn bounds_at_and_past_the_limits() {
    assert!(Position::new(&[1], "C", "c").is_ok());
    assert!(Position::new(&[MAX_DIMENSION_SIZE], "C", "c").is_ok());
    assert!(Position::new(&[1; MAX_DIMENSIONS], "C", "c").is_ok());
    assert_eq!(validate_shape(&[255, 255]), Ok(MAX_SQUARES));
    assert_eq!(validate_shape(&[255, 255, 1]), Ok(MAX_SQUARES));
    assert_eq!(validate_shape(&[1, 255, 255]), Ok(MAX_SQUARES));
    assert_eq!(
        validate_shape(&[256]),
        Err(Error::DimensionTooLarge {
            index: 0,
            size: 256
        })
    );
    // Full board: exactly one piece per square is fine, one more is not.
    let mut full = empty(&[255, 255]);
    full.hand_diff(Side::First, [("P", i64::try_from(MAX_SQUARES).unwrap())])
        .unwrap();
    assert_eq!(full.piece_count(), MAX_SQUARES);
    assert_eq!(
        full.board_diff([(MAX_SQUARES - 1, Some("K"))]),
        Err(Error::TooManyPieces {
            pieces: 65_026,
            squares: MAX_SQUARES
        })
    );
    assert_eq!(
        empty(&[255, 255]).board_diff([(MAX_SQUARES, Some("K"))]),
        Err(Error::SquareOutOfRange {
            change: 0,
            index: MAX_SQUARES,
            squares: MAX_SQUARES
        })
    );
}

// ---------------------------------------------------------------------------------------------------------
// All or nothing

#[test]
fn failed_board_diff_stops_consuming_the_changes() {
    let mut seen = 0;
    let changes = [(0, Some("K")), (7, Some("Q")), (1, Some("R"))]
        .into_iter()
        .inspect(|_| seen += 1);
    let error = empty(&[4]).board_diff(changes).unwrap_err();
    assert_eq!(
        error,
        Error::SquareOutOfRange {
            change: 1,
            index: 7,
            squares: 4
        }
    );
    assert_eq!(seen, 2);
}

#[test]
fn failed_board_diff_cannot_damage_a_clone() {
    let mut position = empty(&[3]);
    position.board_diff([(0, Some("K"))]).unwrap();
    let kept = position.clone();
    assert!(
        position
            .board_diff([(0, None), (1, Some("Q")), (9, None)])
            .is_err()
    );
    assert_eq!(kept.board(), &[Some("K"), None, None]);
    assert_eq!(kept.board_piece_count(), 1);
}

#[test]
fn board_diff_restores_after_an_index_error() {
    let mut position = empty(&[3]);
    position
        .board_diff([(0, Some("K")), (2, Some("k"))])
        .unwrap();
    let before = position.clone();
    let error = position
        .board_diff([
            (0, None),
            (1, Some("Q")),
            (1, Some("R")),
            (2, None),
            (3, None),
        ])
        .unwrap_err();
    assert_eq!(
        error,
        Error::SquareOutOfRange {
            change: 4,
            index: 3,
            squares: 3
        }
    );
    assert_eq!(position, before);
    assert_eq!(position.board_piece_count(), 2);
    // The restored position keeps working.
    position.board_diff([(1, Some("Q"))]).unwrap();
    assert_eq!(position.board_piece_count(), 3);
}

#[test]
fn board_diff_restores_after_a_cardinality_error() {
    let mut position = empty(&[2]);
    position.hand_diff(Side::Second, [("p", 1)]).unwrap();
    let before = position.clone();
    let error = position
        .board_diff([(0, Some("K")), (1, Some("k"))])
        .unwrap_err();
    assert_eq!(
        error,
        Error::TooManyPieces {
            pieces: 3,
            squares: 2
        }
    );
    assert_eq!(position, before);
}

#[test]
fn hand_diff_restores_every_entry() {
    let mut position = empty(&[4]);
    position
        .hand_diff(Side::First, [("P", 2), ("B", 1)])
        .unwrap();
    let before = position.clone();
    // Removes B entirely, adds N, changes P twice, then underflows on R.
    let error = position
        .hand_diff(
            Side::First,
            [("B", -1), ("N", 1), ("P", -1), ("P", -1), ("R", -1)],
        )
        .unwrap_err();
    assert_eq!(
        error,
        Error::HandUnderflow {
            side: Side::First,
            change: 4,
            held: 0,
            removing: 1
        }
    );
    assert_eq!(position, before);
    assert_eq!(position.first_hand_piece_count(), 3);
    position
        .hand_diff(Side::Second, [("p", 2), ("p", -1)])
        .unwrap();
    let error = position.hand_diff(Side::First, [("N", 2)]).unwrap_err();
    assert_eq!(
        error,
        Error::TooManyPieces {
            pieces: 6,
            squares: 4
        }
    );
    // The second-hand diff succeeded before the first-hand diff was refused.
    assert_eq!(position.second_hand_count(&"p"), 1);
    assert_eq!(position.first_hand_piece_count(), 3);
}

// ---------------------------------------------------------------------------------------------------------
// Views and accessors

#[test]
fn ranks_and_layers_cover_the_board_in_flat_order() {
    for shape in [
        &[7][..],
        &[3, 4],
        &[2, 3, 4],
        &[1, 1, 1],
        &[255],
        &[4, 1, 2],
    ] {
        let squares = validate_shape(shape).unwrap();
        let mut position = Qi::<usize, ()>::new(shape, (), ()).unwrap();
        position
            .board_diff((0..squares).map(|i| (i, Some(i))))
            .unwrap();
        let flat: Vec<usize> = position.ranks().flatten().flatten().copied().collect();
        assert_eq!(flat, (0..squares).collect::<Vec<_>>());
        let files = *shape.last().unwrap();
        assert!(position.ranks().all(|rank| rank.len() == files));
        let layered: Vec<usize> = position
            .layers()
            .flat_map(|layer| layer.ranks())
            .flatten()
            .flatten()
            .copied()
            .collect();
        assert_eq!(layered, flat);
        let expected_layers = if shape.len() == 3 { shape[0] } else { 1 };
        assert_eq!(position.layers().len(), expected_layers);
        assert_eq!(position.to_nested().flatten(), position.board());
        assert_eq!(position.to_nested().dimensions(), shape.len());
        assert_eq!(position.clone().into_nested(), position.to_nested());
        // Back to front too.
        let reversed: Vec<usize> = position
            .ranks()
            .rev()
            .flat_map(|r| r.iter().rev())
            .flatten()
            .copied()
            .collect();
        assert_eq!(reversed, (0..squares).rev().collect::<Vec<_>>());
    }
}

#[test]
fn accessors_agree() {
    let mut position = Qi::new(&[3, 3], 'S', 's').unwrap();
    position
        .board_diff([(0, Some('l')), (4, Some('K'))])
        .unwrap();
    position
        .hand_diff(Side::First, [('P', 2), ('B', 1)])
        .unwrap();
    position.hand_diff(Side::Second, [('r', 1)]).unwrap();
    position.set_turn(Side::Second);
    assert_eq!(position.dimensions(), 2);
    assert_eq!(position.board_piece_count(), 2);
    assert_eq!(position.hand_piece_count(Side::First), 3);
    assert_eq!(position.first_hand_piece_count(), 3);
    assert_eq!(position.second_hand_piece_count(), 1);
    assert_eq!(position.piece_count(), 6);
    assert_eq!(position.style(Side::First), &'S');
    assert_eq!(position.style(Side::Second), &'s');
    assert_eq!(position.square(4), Some(&Some('K')));
    assert_eq!(position.square(9), None);
    assert_eq!(position.piece_at(0), Some(&'l'));
    assert_eq!(position.hand_count(Side::First, &'B'), 1);
    assert_eq!(position.hand_count(Side::Second, &'B'), 0);
    assert_eq!(
        position.hand(Side::First).collect::<Vec<_>>(),
        [(&'B', 1), (&'P', 2)]
    );
    assert_eq!(
        position.second_hand().rev().collect::<Vec<_>>(),
        [(&'r', 1)]
    );
    let debug = format!("{position:?}");
    assert_eq!(
        debug,
        "Qi { shape: [3, 3], board: [Some('l'), None, None, None, Some('K'), None, None, None, None], \
         first_hand: {'B': 1, 'P': 2}, second_hand: {'r': 1}, first_style: 'S', second_style: 's', \
         turn: Second }"
    );
}

#[test]
fn into_parts_and_from_parts_are_inverse() {
    let mut position = Qi::new(&[2, 2, 2], 'C', 'c').unwrap();
    position
        .board_diff([(1, Some('K')), (6, Some('k'))])
        .unwrap();
    position.hand_diff(Side::First, [('P', 2)]).unwrap();
    position
        .hand_diff(Side::Second, [('P', 1), ('q', 1)])
        .unwrap();
    position.toggle();
    let parts = position.clone().into_parts();
    assert_eq!(parts.shape, [2, 2, 2]);
    let rebuilt = Qi::from_parts(parts).unwrap();
    assert_eq!(rebuilt, position);
    assert_eq!(rebuilt.piece_count(), 6);
}

#[test]
fn from_parts_moves_the_board_without_copying() {
    let board: Vec<Option<u8>> = vec![None; 81];
    let address = board.as_ptr();
    let mut position =
        Qi::from_parts(parts(&[9, 9], board, [], [], 'S', 's', Side::First)).unwrap();
    assert_eq!(position.board().as_ptr(), address);
    // And a diff edits in place.
    position.board_diff([(40, Some(1))]).unwrap();
    assert_eq!(position.board().as_ptr(), address);
}

// ---------------------------------------------------------------------------------------------------------
// Counting arithmetic: nothing wraps or panics; outcomes do not depend on the width of usize.

#[test]
fn huge_positive_deltas_are_refused_without_overflow() {
    for delta in [i64::MAX, i64::MAX - 1, 1 << 40, 1 << 32] {
        let error = empty(&[1])
            .with_hand(Side::First, [("P", delta)])
            .unwrap_err();
        assert_eq!(
            error,
            Error::TooManyPieces {
                pieces: delta.unsigned_abs(),
                squares: 1
            }
        );
    }
}

#[test]
fn huge_negative_deltas_underflow_without_overflow() {
    for delta in [i64::MIN, i64::MIN + 1, -(1 << 40), -1] {
        let error = empty(&[1])
            .with_hand(Side::Second, [("p", delta)])
            .unwrap_err();
        assert_eq!(
            error,
            Error::HandUnderflow {
                side: Side::Second,
                change: 0,
                held: 0,
                removing: delta.unsigned_abs()
            }
        );
    }
}

/// The running total of one hand may reach `u32::MAX` (the largest count a 32-bit `usize` holds) and
/// come back; one more is refused at that change, on every target.
#[test]
fn running_hand_total_is_capped_at_u32_max() {
    let max = i64::try_from(MAX_RUNNING_HAND_COUNT).unwrap();
    assert_eq!(max, i64::from(u32::MAX));
    let mut position = empty(&[2]);
    position
        .hand_diff(Side::First, [("P", max), ("P", -max), ("P", 1)])
        .unwrap();
    assert_eq!(position.first_hand_count(&"P"), 1);
    // The cap is on the hand's total, not one piece: two pieces near the cap fail too.
    let error = empty(&[2])
        .with_hand(Side::First, [("P", max - 1), ("B", 2)])
        .unwrap_err();
    assert_eq!(
        error,
        Error::TooManyPieces {
            pieces: u64::from(u32::MAX) + 1,
            squares: 2
        }
    );
    // The error's count includes the board and the other hand, computed in u64.
    let mut position = empty(&[2]);
    position.board_diff([(0, Some("K"))]).unwrap();
    position.hand_diff(Side::Second, [("p", 1)]).unwrap();
    let error = position
        .hand_diff(Side::First, [("P", max), ("P", max)])
        .unwrap_err();
    assert_eq!(
        error,
        Error::TooManyPieces {
            pieces: 2 + 2 * u64::from(u32::MAX),
            squares: 2
        }
    );
}

#[test]
fn many_large_deltas_in_one_call_cannot_wrap() {
    // Three large deltas used to desynchronise a saturating counter in a reference implementation
    // (docs/decisions.md § Qi construction checks: the running total).
    let big = i64::from(u32::MAX / 3);
    let mut position = empty(&[4]);
    position
        .hand_diff(
            Side::First,
            [
                ("A", big),
                ("B", big),
                ("C", big),
                ("A", -big),
                ("B", -big),
                ("C", -big),
            ],
        )
        .unwrap();
    assert_eq!(position.piece_count(), 0);
    assert_eq!(position.first_hand().len(), 0);
    // Alternating huge deltas never panic.
    let mut position = empty(&[4]);
    for delta in [i64::MAX, i64::MIN, i64::MAX / 2, -(i64::MAX / 2), 1, -1] {
        let before = position.clone();
        if position
            .hand_diff(Side::Second, [("p", delta), ("p", 1)])
            .is_err()
        {
            assert_eq!(position, before);
        }
    }
    assert!(position.piece_count() <= position.square_count());
}

/// 32-bit safety: on a 32-bit target `usize::MAX` is `u32::MAX`. Here one hand ends a call holding exactly
/// `u32::MAX` pieces while the board and the other hand hold one each, so the cardinality check adds up to
/// `u32::MAX + 2` (a sum that would wrap or panic in a 32-bit `usize`); one change further, the running
/// total itself passes `u32::MAX`. Every outcome is an exact error (the total is computed in `u64`), the
/// refused calls leave the position unchanged, and the values asserted do not depend on the width
/// of `usize`, so the test means the same on 32-bit and 64-bit targets.
#[test]
fn thirty_two_bit_cardinality_path_near_usize_max_cannot_panic() {
    let cap = i64::from(u32::MAX);
    let max = u64::from(u32::MAX);
    let mut base = empty(&[2]);
    base.board_diff([(0, Some("K"))]).unwrap();
    base.hand_diff(Side::Second, [("p", 1)]).unwrap();
    let too_many = |pieces| Error::TooManyPieces { pieces, squares: 2 };

    // The hand reaches u32::MAX at the end of the call: board 1 + hands (u32::MAX + 1) = u32::MAX + 2.
    for changes in [
        vec![("P", cap)],
        vec![("P", cap - 2), ("B", 1), ("N", 1)],
        vec![("P", 1), ("P", cap - 1)],
    ] {
        let mut position = base.clone();
        let error = position
            .hand_diff(Side::First, changes.clone())
            .unwrap_err();
        assert_eq!(error, too_many(max + 2), "{changes:?}");
        assert_eq!(position, base, "{changes:?}");
    }

    // One piece more: the running total passes u32::MAX and the change is refused at once.
    let mut position = base.clone();
    let error = position
        .hand_diff(Side::First, [("P", cap - 2), ("B", 1), ("N", 1), ("R", 1)])
        .unwrap_err();
    assert_eq!(error, too_many(max + 3));
    assert_eq!(position, base);

    // The other hand, which already holds one piece: its running total counts that piece.
    assert_eq!(
        base.clone().with_hand(Side::Second, [("p", cap - 1)]),
        Err(too_many(max + 1))
    );
    assert_eq!(
        base.clone().with_hand(Side::Second, [("p", cap)]),
        Err(too_many(max + 2))
    );

    // Up to u32::MAX and back within one call: accepted, and every count is exact afterwards.
    let mut back = base.clone();
    back.hand_diff(Side::First, [("P", cap), ("P", -cap)])
        .unwrap();
    assert_eq!(back, base);
    assert_eq!(back.piece_count(), 2);
    // An underflow found while the hand holds u32::MAX pieces.
    assert_eq!(
        base.clone().with_hand(Side::First, [("P", cap), ("B", -1)]),
        Err(Error::HandUnderflow {
            side: Side::First,
            change: 1,
            held: 0,
            removing: 1
        })
    );

    // from_parts with a count of u32::MAX (usize::MAX on a 32-bit target) after a board piece.
    let count = usize::try_from(u32::MAX).unwrap();
    assert_eq!(
        Position::from_parts(parts(
            &[2],
            vec![Some("K"), None],
            [("p", 1)],
            [("P", count)],
            "C",
            "c",
            Side::First
        )),
        Err(too_many(max + 2))
    );
}

#[test]
fn from_parts_counts_near_usize_max() {
    assert_eq!(
        Position::from_parts(parts(
            &[2],
            vec![None; 2],
            [("P", usize::MAX)],
            [],
            "C",
            "c",
            Side::First
        )),
        Err(Error::TooManyPieces {
            pieces: u64::try_from(usize::MAX).unwrap(),
            squares: 2
        })
    );
    assert_eq!(
        Position::from_parts(parts(
            &[2],
            vec![Some("K"), None],
            [("P", 1)],
            [("p", usize::MAX)],
            "C",
            "c",
            Side::First
        )),
        Err(Error::TooManyPieces {
            pieces: 2u64.saturating_add(u64::try_from(usize::MAX).unwrap()),
            squares: 2
        })
    );
}

#[test]
fn the_shape_is_one_checked_value() {
    let position: Qi<char, char> = Qi::new(&[10, 9], 'X', 'x').unwrap();
    let shape: Shape = *position.shape();
    assert_eq!(shape, [10, 9]);
    assert_eq!(shape.to_string(), "10×9");
    assert_eq!(shape.square_count(), position.square_count());
    assert_eq!(shape.dimensions(), position.dimensions());
    // Through `Deref`, the shape reads as the sizes it was given.
    let sizes: &[usize] = position.shape();
    assert_eq!(sizes, &[10, 9]);
    // Sizes of any form, or a checked shape (another position's), make the same position.
    let sizes_vec = vec![10, 9];
    for other in [
        Qi::new(shape, 'X', 'x'),
        Qi::new(position.shape(), 'X', 'x'),
        Qi::new(&sizes_vec, 'X', 'x'),
        Qi::new(&sizes_vec[..], 'X', 'x'),
    ] {
        assert_eq!(other.unwrap(), position);
    }
    // A refused shape keeps this crate's variant, message and code.
    let refused = Shape::new(&[300]).unwrap_err();
    let error = Error::from(refused);
    assert_eq!(
        error,
        Error::DimensionTooLarge {
            index: 0,
            size: 300
        }
    );
    assert_eq!(
        (error.code(), error.to_string()),
        (refused.code(), refused.to_string())
    );
    assert_eq!(Qi::<char, char>::new(&[300], 'X', 'x'), Err(error));
    // `Debug` still shows the sizes as a list.
    assert!(format!("{position:?}").contains("shape: [10, 9]"));
}

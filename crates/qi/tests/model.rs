//! Model-based property tests: random sequences of operations, valid and invalid, applied both to `Qi`
//! and to a deliberately naive reference model (a `Vec` and two `HashMap`s, every count recomputed by
//! scanning, every sum in `i128`), compared after every step: results, errors and every accessor. A
//! refused operation must leave the position unchanged (checked on the position the `try_*` variants
//! give back, and on the clone kept for the plain variants).

use std::collections::HashMap;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use proptest::prelude::*;
use tabula_qi::{Error, MAX_DIMENSION_SIZE, MAX_DIMENSIONS, MAX_SQUARES, Parts, Qi, Shape, Side};

type Piece = u8;
type Position = Qi<Piece, char>;

/// The naive model.
#[derive(Clone, Debug)]
struct Model {
    shape: Vec<usize>,
    board: Vec<Option<Piece>>,
    hands: [HashMap<Piece, u64>; 2],
    styles: [char; 2],
    turn: Side,
}

const RUNNING_CAP: i128 = u32::MAX as i128;

impl Model {
    fn new(shape: &[usize]) -> Model {
        Model {
            shape: shape.to_vec(),
            board: vec![None; shape.iter().product()],
            hands: [HashMap::new(), HashMap::new()],
            styles: ['C', 'c'],
            turn: Side::First,
        }
    }

    fn board_pieces(&self) -> i128 {
        self.board.iter().filter(|s| s.is_some()).count() as i128
    }

    fn hand_pieces(&self, side: Side) -> i128 {
        self.hands[side.index()]
            .values()
            .map(|&n| i128::from(n))
            .sum()
    }

    fn pieces(&self) -> i128 {
        self.board_pieces() + self.hand_pieces(Side::First) + self.hand_pieces(Side::Second)
    }

    fn cardinality(self) -> Result<Model, Error> {
        let pieces = self.pieces();
        if pieces > self.board.len() as i128 {
            return Err(Error::TooManyPieces {
                pieces: u64::try_from(pieces).unwrap(),
                squares: self.board.len(),
            });
        }
        Ok(self)
    }

    fn board_diff(&self, changes: &[(usize, Option<Piece>)]) -> Result<Model, Error> {
        let mut next = self.clone();
        for (change, &(index, piece)) in changes.iter().enumerate() {
            if index >= next.board.len() {
                return Err(Error::SquareOutOfRange {
                    change,
                    index,
                    squares: next.board.len(),
                });
            }
            next.board[index] = piece;
        }
        next.cardinality()
    }

    fn hand_diff(&self, side: Side, changes: &[(Piece, i64)]) -> Result<Model, Error> {
        let mut next = self.clone();
        for (change, &(piece, delta)) in changes.iter().enumerate() {
            if delta == 0 {
                continue;
            }
            let held = i128::from(next.hands[side.index()].get(&piece).copied().unwrap_or(0));
            let delta = i128::from(delta);
            if delta > 0 {
                let running = next.hand_pieces(side) + delta;
                if running > RUNNING_CAP {
                    let pieces = next.board_pieces() + next.hand_pieces(side.flip()) + running;
                    return Err(Error::TooManyPieces {
                        pieces: u64::try_from(pieces).unwrap_or(u64::MAX),
                        squares: next.board.len(),
                    });
                }
            } else if -delta > held {
                return Err(Error::HandUnderflow {
                    side,
                    change,
                    held: usize::try_from(held).unwrap(),
                    removing: u64::try_from(-delta).unwrap(),
                });
            }
            let count = held + delta;
            if count == 0 {
                next.hands[side.index()].remove(&piece);
            } else {
                next.hands[side.index()].insert(piece, u64::try_from(count).unwrap());
            }
        }
        next.cardinality()
    }

    /// The model rebuilt as a `Qi` through `from_parts` (a different path from the diffs).
    fn to_qi(&self) -> Position {
        let hand = |side: Side| {
            let mut items: Vec<(Piece, usize)> = self.hands[side.index()]
                .iter()
                .map(|(&p, &n)| (p, usize::try_from(n).unwrap()))
                .collect();
            items.sort_unstable();
            items
        };
        Qi::from_parts(Parts {
            shape: Shape::new(&self.shape).unwrap(),
            board: self.board.clone(),
            first_hand: hand(Side::First),
            second_hand: hand(Side::Second),
            first_style: self.styles[0],
            second_style: self.styles[1],
            turn: self.turn,
        })
        .unwrap()
    }
}

fn hash_of<T: Hash>(value: &T) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

/// Every accessor of `qi` against the model.
fn assert_same(qi: &Position, model: &Model) {
    assert_eq!(qi.shape(), model.shape.as_slice());
    assert_eq!(qi.dimensions(), model.shape.len());
    assert_eq!(qi.square_count(), model.board.len());
    assert_eq!(qi.board(), model.board.as_slice());
    for index in [
        0,
        model.board.len() / 2,
        model.board.len() - 1,
        model.board.len(),
    ] {
        assert_eq!(qi.square(index), model.board.get(index));
        assert_eq!(
            qi.piece_at(index),
            model.board.get(index).and_then(Option::as_ref)
        );
    }
    assert_eq!(qi.board_piece_count() as i128, model.board_pieces());
    assert_eq!(qi.piece_count() as i128, model.pieces());
    assert!(qi.piece_count() <= qi.square_count());
    for side in Side::ALL {
        assert_eq!(qi.hand_piece_count(side) as i128, model.hand_pieces(side));
        let mut expected: Vec<(Piece, usize)> = model.hands[side.index()]
            .iter()
            .map(|(&p, &n)| (p, usize::try_from(n).unwrap()))
            .collect();
        expected.sort_unstable();
        let actual: Vec<(Piece, usize)> = qi.hand(side).map(|(&p, n)| (p, n)).collect();
        assert_eq!(actual, expected);
        assert_eq!(qi.hand(side).len(), expected.len());
        for piece in 0..PIECES {
            let count = model.hands[side.index()].get(&piece).copied().unwrap_or(0);
            assert_eq!(qi.hand_count(side, &piece) as u64, count);
        }
        assert_eq!(qi.style(side), &model.styles[side.index()]);
    }
    assert_eq!(
        qi.first_hand_piece_count(),
        qi.hand_piece_count(Side::First)
    );
    assert_eq!(
        qi.second_hand_piece_count(),
        qi.hand_piece_count(Side::Second)
    );
    assert_eq!(
        qi.first_hand().collect::<Vec<_>>(),
        qi.hand(Side::First).collect::<Vec<_>>()
    );
    assert_eq!(
        qi.second_hand().collect::<Vec<_>>(),
        qi.hand(Side::Second).collect::<Vec<_>>()
    );
    assert_eq!(qi.first_hand_count(&1), qi.hand_count(Side::First, &1));
    assert_eq!(qi.second_hand_count(&1), qi.hand_count(Side::Second, &1));
    assert_eq!(qi.first_style(), &model.styles[0]);
    assert_eq!(qi.second_style(), &model.styles[1]);
    assert_eq!(qi.turn(), model.turn);
    let ranks: Vec<Option<Piece>> = qi.ranks().flatten().copied().collect();
    assert_eq!(ranks, model.board);
    let layers: Vec<Option<Piece>> = qi
        .layers()
        .flat_map(|layer| layer.ranks())
        .flatten()
        .copied()
        .collect();
    assert_eq!(layers, model.board);
    assert_eq!(qi.to_nested().flatten(), model.board);
    // Route independence: equal (and equally hashed) to the same position built directly.
    let rebuilt = model.to_qi();
    assert_eq!(qi, &rebuilt);
    assert_eq!(hash_of(qi), hash_of(&rebuilt));
}

const PIECES: Piece = 4;

#[derive(Clone, Debug)]
enum Op {
    Board(Vec<(usize, Option<Piece>)>),
    Hand(Side, Vec<(Piece, i64)>),
    Toggle,
    WithTurn(Side),
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::First), Just(Side::Second)]
}

fn board_changes() -> impl Strategy<Value = Vec<(usize, Option<Piece>)>> {
    let index = prop_oneof![8 => 0..8usize, 4 => 0..70usize, 1 => Just(usize::MAX)];
    let piece = prop_oneof![1 => Just(None), 3 => (0..PIECES).prop_map(Some)];
    proptest::collection::vec((index, piece), 0..6)
}

fn hand_changes() -> impl Strategy<Value = Vec<(Piece, i64)>> {
    let cap = i64::from(u32::MAX);
    let delta = prop_oneof![
        20 => -3..=3i64,
        1 => Just(i64::MAX),
        1 => Just(i64::MIN),
        1 => Just(cap),
        1 => Just(-cap),
        1 => Just(cap - 1),
        1 => any::<i64>(),
    ];
    proptest::collection::vec((0..PIECES, delta), 0..6)
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => board_changes().prop_map(Op::Board),
        4 => (side(), hand_changes()).prop_map(|(s, c)| Op::Hand(s, c)),
        1 => Just(Op::Toggle),
        1 => side().prop_map(Op::WithTurn),
    ]
}

fn small_shape() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(1..=4usize, 1..=MAX_DIMENSIONS)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn qi_matches_the_naive_model(shape in small_shape(), ops in proptest::collection::vec(op(), 1..24)) {
        let mut qi: Position = Qi::new(&shape, 'C', 'c').unwrap();
        let mut model = Model::new(&shape);
        assert_same(&qi, &model);
        for op in ops {
            let before = qi.clone();
            match op {
                Op::Board(changes) => {
                    let expected = model.board_diff(&changes);
                    match (qi.board_diff(changes.iter().copied()), expected) {
                        (Ok(()), Ok(next_model)) => model = next_model,
                        (Err(error), Err(expected)) => {
                            prop_assert_eq!(error, expected);
                            // All or nothing: the refused call changed nothing.
                            prop_assert_eq!(&qi, &before);
                        }
                        (got, expected) => return Err(TestCaseError::fail(format!("got {got:?}, expected {expected:?}"))),
                    }
                }
                Op::Hand(side, changes) => {
                    let expected = model.hand_diff(side, &changes);
                    match (qi.hand_diff(side, changes.iter().copied()), expected) {
                        (Ok(()), Ok(next_model)) => model = next_model,
                        (Err(error), Err(expected)) => {
                            prop_assert_eq!(error, expected);
                            prop_assert_eq!(&qi, &before);
                        }
                        (got, expected) => return Err(TestCaseError::fail(format!("got {got:?}, expected {expected:?}"))),
                    }
                }
                Op::Toggle => { qi.toggle(); model.turn = model.turn.flip(); }
                Op::WithTurn(side) => { qi.set_turn(side); model.turn = side; }
            }
            assert_same(&qi, &model);
        }
    }

    /// `new` and `validate_shape` against a direct reading of the rules, in order.
    #[test]
    fn shape_validation_matches_the_rules(shape in proptest::collection::vec(
        prop_oneof![4 => 0..=300usize, 1 => Just(usize::MAX), 2 => 40..=45usize], 0..=5,
    )) {
        let expected = if shape.is_empty() {
            Err(Error::NoDimensions)
        } else if shape.len() > MAX_DIMENSIONS {
            Err(Error::TooManyDimensions { count: shape.len() })
        } else if let Some((index, &size)) = shape.iter().enumerate().find(|(_, s)| **s == 0 || **s > MAX_DIMENSION_SIZE) {
            if size == 0 { Err(Error::DimensionTooSmall { index }) } else { Err(Error::DimensionTooLarge { index, size }) }
        } else {
            let squares: u128 = shape.iter().map(|&s| s as u128).product();
            if squares > MAX_SQUARES as u128 { Err(Error::TooManySquares { squares: squares as usize }) } else { Ok(squares as usize) }
        };
        prop_assert_eq!(tabula_qi::validate_shape(&shape), expected);
        let built = Qi::<Piece, char>::new(&shape, 'C', 'c');
        prop_assert_eq!(built.as_ref().map(Qi::square_count).map_err(|e| *e), expected);
    }

    /// `from_parts` against the rules: board length, then per item zero → duplicate → running total.
    #[test]
    fn from_parts_matches_the_rules(
        shape in small_shape(),
        extra in 0..2usize,
        fill in proptest::collection::vec(prop_oneof![Just(None), (0..PIECES).prop_map(Some)], 0..70),
        first in proptest::collection::vec((0..PIECES, 0..4usize), 0..4),
        second in proptest::collection::vec((0..PIECES, 0..4usize), 0..4),
        turn in side(),
    ) {
        let squares: usize = shape.iter().product();
        // Usually the right length; sometimes one off.
        let length = if extra == 0 { squares } else { squares + 1 };
        let board: Vec<Option<Piece>> = (0..length).map(|i| fill.get(i).copied().flatten()).collect();
        let expected = (|| {
            if board.len() != squares {
                return Err(Error::BoardLength { expected: squares, found: board.len() });
            }
            let mut pieces = board.iter().filter(|s| s.is_some()).count() as u64;
            for (side, items) in [(Side::First, &first), (Side::Second, &second)] {
                for (item, &(piece, count)) in items.iter().enumerate() {
                    if count == 0 {
                        return Err(Error::ZeroCount { side, item });
                    }
                    if items[..item].iter().any(|&(p, _)| p == piece) {
                        return Err(Error::DuplicatePiece { side, item });
                    }
                    pieces += count as u64;
                    if pieces > squares as u64 {
                        return Err(Error::TooManyPieces { pieces, squares });
                    }
                }
            }
            Ok(())
        })();
        let built = Qi::from_parts(Parts {
            shape: Shape::new(&shape).unwrap(),
            board: board.clone(),
            first_hand: first.clone(),
            second_hand: second.clone(),
            first_style: 'C',
            second_style: 'c',
            turn,
        });
        match (built, expected) {
            (Ok(qi), Ok(())) => {
                let mut model = Model::new(&shape);
                model.board = board;
                model.turn = turn;
                for (side, items) in [(Side::First, &first), (Side::Second, &second)] {
                    for &(piece, count) in items {
                        model.hands[side.index()].insert(piece, count as u64);
                    }
                }
                assert_same(&qi, &model);
            }
            (Err(error), Err(expected)) => prop_assert_eq!(error, expected),
            (got, expected) => return Err(TestCaseError::fail(format!("got {got:?}, expected {expected:?}"))),
        }
    }
}

//! CELL coordinates and locations from arbitrary bytes, and coordinate ↔ square index on board shapes.
//!
//! - `Coordinate::parse_bytes` accepts exactly what the reference grammar accepts, with the same indices;
//!   what parses formats back to the input; error offsets lie inside the input or at its end, on the byte
//!   they name; every other entry point (`parse`, `is_valid`, `FromStr`, `TryFrom`, serde) agrees.
//! - `Location::parse_bytes` is `*` alone, or the coordinate's answer.
//! - On the smallest shape that holds a parsed coordinate (and on the largest boards), `square_index` and
//!   `coordinate_of` are inverse; the same on a shape and square index read from the input bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_cell::{
    Coordinate, Error, Location, MAX_SQUARES, coordinate_of, coordinates, square_count,
    square_index,
};
use tabula_fuzz::{check_offset, reference};

fuzz_target!(|data: &[u8]| {
    let coordinate = check_coordinate(data);
    check_location(data, coordinate);
    if let Ok(c) = coordinate {
        check_board_of(c);
    }
    check_shape_from_bytes(data);
});

fn check_coordinate(data: &[u8]) -> Result<Coordinate, Error> {
    let parsed = Coordinate::parse_bytes(data);
    let expected = reference::cell(data);
    assert_eq!(
        parsed.as_ref().ok().map(|c| c.indices().to_vec()),
        expected,
        "{data:?}: {parsed:?}"
    );
    match parsed {
        Ok(c) => {
            assert_eq!(c.to_string().as_bytes(), data);
            let mut buf = [0; Coordinate::MAX_LEN];
            assert_eq!(c.encode(&mut buf).as_bytes(), data);
            assert_eq!(Coordinate::new(c.indices()), Ok(c));
            assert_eq!(c.dimensions(), c.indices().len());
            let json = serde_json::to_string(&c).expect("serialize a coordinate");
            assert_eq!(serde_json::from_str::<Coordinate>(&json).ok(), Some(c));
        }
        Err(e) => check_parse_error(data, &e),
    }
    assert_eq!(Coordinate::try_from(data), parsed);
    if let Ok(s) = core::str::from_utf8(data) {
        assert_eq!(Coordinate::parse(s), parsed);
        assert_eq!(s.parse::<Coordinate>(), parsed);
        assert_eq!(Coordinate::try_from(s), parsed);
        assert_eq!(Coordinate::is_valid(s), parsed.is_ok());
        let json = serde_json::Value::String(s.to_owned());
        assert_eq!(serde_json::from_value::<Coordinate>(json).ok(), parsed.ok());
    }
    parsed
}

fn check_parse_error(data: &[u8], e: &Error) {
    let offset = e.offset().expect("a parse error has an offset");
    check_offset(offset, data, e);
    match *e {
        Error::MustStartWithLowercase { byte } => assert_eq!(data.first(), Some(&byte)),
        Error::UnexpectedCharacter { offset, byte, .. } => {
            assert_eq!(data.get(offset), Some(&byte));
        }
        Error::HandNotAlone { byte } => assert_eq!(data.get(1), Some(&byte)),
        Error::TooLong { len } => assert!(len == data.len() && len > Coordinate::MAX_LEN),
        Error::Empty => assert!(data.is_empty()),
        _ => {}
    }
    assert!(!e.code().is_empty() && !e.to_string().is_empty());
}

fn check_location(data: &[u8], coordinate: Result<Coordinate, Error>) {
    let parsed = Location::parse_bytes(data);
    let expected = match data {
        b"*" => Ok(Location::Hand),
        [b'*', next, ..] if data.len() <= Coordinate::MAX_LEN => {
            Err(Error::HandNotAlone { byte: *next })
        }
        _ => coordinate.map(Location::Board),
    };
    assert_eq!(parsed, expected, "{data:?}");
    match parsed {
        Ok(location) => {
            assert_eq!(location.to_string().as_bytes(), data);
            let mut buf = [0; Coordinate::MAX_LEN];
            assert_eq!(location.encode(&mut buf).as_bytes(), data);
            assert_eq!(location.is_hand(), data == b"*");
            assert_eq!(location.is_board(), location.coordinate().is_some());
            let json = serde_json::to_string(&location).expect("serialize a location");
            assert_eq!(serde_json::from_str::<Location>(&json).ok(), Some(location));
        }
        Err(e) => check_parse_error(data, &e),
    }
    if let Ok(s) = core::str::from_utf8(data) {
        assert_eq!(Location::parse(s), parsed);
        assert_eq!(s.parse::<Location>(), parsed);
        assert_eq!(Location::is_valid(s), parsed.is_ok());
        let json = serde_json::Value::String(s.to_owned());
        assert_eq!(serde_json::from_value::<Location>(json).ok(), parsed.ok());
    }
}

/// `square_index` and `coordinate_of` are inverse on the smallest board holding `c` and on the largest
/// boards of its dimension.
fn check_board_of(c: Coordinate) {
    // The `Qi` shape is outermost first; the indices are file first.
    let smallest: Vec<usize> = c
        .indices()
        .iter()
        .rev()
        .map(|&i| usize::from(i) + 1)
        .collect();
    round_trip(&smallest, c);
    let largest: &[usize] = match c.dimensions() {
        1 => &[255],
        2 => &[255, 255],
        _ => &[40, 40, 40],
    };
    round_trip(largest, c);
}

fn round_trip(shape: &[usize], c: Coordinate) {
    let on_board = c
        .indices()
        .iter()
        .zip(shape.iter().rev())
        .all(|(&i, &size)| usize::from(i) < size);
    match (square_count(shape), square_index(shape, c)) {
        (Ok(squares), Ok(index)) => {
            assert!(on_board, "{c} placed on {shape:?}");
            assert!(index < squares);
            assert_eq!(coordinate_of(shape, index), Ok(c), "{c} on {shape:?}");
        }
        (Ok(_), Err(Error::OffBoard { coordinate, .. })) => {
            assert!(!on_board, "{c} refused on {shape:?}");
            assert_eq!(coordinate, c);
        }
        (Err(shape_error), Err(error)) => {
            assert_eq!(shape_error, error);
            assert!(matches!(error, Error::InvalidShape { .. }));
        }
        other => panic!("{c} on {shape:?}: {other:?}"),
    }
}

/// A shape (0 to 3 sizes of 0 to 255) and a square index read from the input: `coordinate_of` then
/// `square_index` gives the index back, and `coordinates` lists the same first and last squares.
fn check_shape_from_bytes(data: &[u8]) {
    let Some((&head, rest)) = data.split_first() else {
        return;
    };
    let dimensions = usize::from(head % 5);
    if rest.len() < dimensions + 2 {
        return;
    }
    let shape: Vec<usize> = rest[..dimensions].iter().map(|&s| usize::from(s)).collect();
    let index = usize::from(u16::from_le_bytes([rest[dimensions], rest[dimensions + 1]]));
    let squares = square_count(&shape);
    let valid_shape = (1..=3).contains(&dimensions)
        && shape.iter().all(|&s| (1..=255).contains(&s))
        && shape.iter().product::<usize>() <= MAX_SQUARES;
    assert_eq!(squares.is_ok(), valid_shape, "{shape:?}: {squares:?}");
    match (squares, coordinate_of(&shape, index)) {
        (Ok(squares), Ok(c)) => {
            assert!(index < squares);
            assert_eq!(c.dimensions(), shape.len());
            assert_eq!(square_index(&shape, c), Ok(index));
            let all = coordinates(&shape).expect("a valid shape");
            assert_eq!(all.len(), squares);
            // Fresh iterators for each end: on a one-square board the first square is the last.
            if index == 0 {
                assert_eq!(all.clone().next(), Some(c));
            }
            if index == squares - 1 {
                assert_eq!(all.clone().next_back(), Some(c));
            }
        }
        (Ok(squares), Err(e)) => {
            assert!(index >= squares);
            assert_eq!(e, Error::SquareOutOfRange { index, squares });
        }
        (Err(shape_error), Err(e)) => {
            assert_eq!(shape_error, e);
            assert!(coordinates(&shape).is_err());
        }
        (Err(_), Ok(c)) => panic!("{c} on the invalid shape {shape:?}"),
    }
}

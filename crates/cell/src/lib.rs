#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

mod board;
mod coordinate;
mod error;
mod location;
mod parser;

pub use board::{
    Coordinates, MAX_BOARD_SIZE, MAX_SQUARES, coordinate_of, coordinates, square_count,
    square_index,
};
pub use coordinate::Coordinate;
pub use error::{Error, ShapeProblem};
pub use location::Location;
pub use tabula_protocol::{IntoShape, Shape, ShapeError};

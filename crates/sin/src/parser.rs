//! The SIN grammar (`[A-Za-z]`) as a nom 8 parser over bytes (private).

use nom::bytes::complete::take;
use nom::{IResult, Parser};

use crate::{Error, Style};

/// One ASCII letter.
fn letter(input: &[u8]) -> IResult<&[u8], Style, ()> {
    take(1usize)
        .map_opt(|byte: &[u8]| Style::from_ascii(byte[0]))
        .parse(input)
}

/// One token at the start of the input and the bytes it took.
pub(crate) fn prefix(bytes: &[u8]) -> Result<(Style, usize), Error> {
    match letter(bytes) {
        Ok((_, style)) => Ok((style, 1)),
        Err(_) => match bytes.first() {
            None => Err(Error::Empty),
            Some(&byte) => Err(Error::InvalidLetter { offset: 0, byte }),
        },
    }
}

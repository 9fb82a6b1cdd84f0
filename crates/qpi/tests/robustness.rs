//! Robustness (issue 8): a 10 MB input is refused by the length bound before any of it is read.
//!
//! The arbitrary-bytes and arbitrary-UTF-8 property tests are in `tests/qpi.rs`
//! (`arbitrary_bytes_never_panic`, `arbitrary_strings_never_panic`).
//!
//! "Before any of it is read" is checked structurally, never by timing: every byte of the input is one the
//! grammar refuses at offset 0 (`:` is a missing style there), so a parser that looked at the bytes before
//! the length would report that byte; getting `too-long` with the whole length proves the bound came first.

use tabula_qpi::{Error, Letter, Piece, QualifiedPiece, Side, State, Style};

const TEN_MB: usize = 10 << 20;

#[test]
fn ten_megabytes_of_bytes_are_refused_by_the_length_bound_first() {
    for byte in [0xFF_u8, b':'] {
        let junk = vec![byte; TEN_MB];
        assert_eq!(
            QualifiedPiece::parse_bytes(&junk),
            Err(Error::TooLong { len: TEN_MB })
        );
        assert_eq!(
            QualifiedPiece::try_from(junk.as_slice()),
            Err(Error::TooLong { len: TEN_MB })
        );
    }
    assert_eq!(Error::TooLong { len: TEN_MB }.offset(), 0);
}

#[test]
fn ten_megabytes_of_text_are_refused_by_the_length_bound_first() {
    let text = "\u{e9}".repeat(TEN_MB / 2);
    assert_eq!(text.len(), TEN_MB);
    assert_eq!(
        QualifiedPiece::parse(&text),
        Err(Error::TooLong { len: TEN_MB })
    );
    assert_eq!(
        text.parse::<QualifiedPiece>(),
        Err(Error::TooLong { len: TEN_MB })
    );
    assert!(!QualifiedPiece::is_valid(&text));
}

#[test]
fn the_prefix_reader_takes_one_token_from_ten_megabytes() {
    let mut huge = vec![b'k'; TEN_MB];
    huge[..2].copy_from_slice(b"C:");
    let style = Style::new(Letter::C, Side::First);
    let king = Piece::new(Letter::K, Side::Second, State::Normal, false);
    assert_eq!(
        QualifiedPiece::parse_prefix(&huge),
        Ok((QualifiedPiece::new(style, king), 3))
    );
}

extern crate std;
use std::vec::Vec;

use proptest::prelude::*;

use super::*;

fn c(indices: &[u8]) -> Coordinate {
    Coordinate::new(indices).unwrap_or_else(|_| unreachable!())
}

#[test]
fn letter_parts_decode_in_bijective_base_26() {
    assert_eq!(letters(b"a", 0, b'a'), (1, 0, None));
    assert_eq!(letters(b"z1", 0, b'a'), (1, 25, None));
    assert_eq!(letters(b"aa", 0, b'a'), (2, 26, None));
    assert_eq!(letters(b"hz", 0, b'a'), (2, 233, None));
    assert_eq!(letters(b"iv", 0, b'a'), (2, 255, None));
    assert_eq!(letters(b"a1IV", 2, b'A'), (2, 255, None));
    assert_eq!(letters(b"BA", 0, b'A'), (2, 52, None));
    assert_eq!(letters(b"a", 0, b'A'), (0, 0, None));
    assert_eq!(letters(b"", 0, b'a'), (0, 0, None));
}

#[test]
fn letter_parts_cut_short_at_the_bounds() {
    assert_eq!(letters(b"iw", 0, b'a'), (1, 8, Some((Reason::TooLarge, 0))));
    assert_eq!(
        letters(b"aaa", 0, b'a'),
        (2, 26, Some((Reason::RunTooLong, 2)))
    );
    assert_eq!(
        letters(b"zzz", 0, b'a'),
        (1, 25, Some((Reason::RunTooLong, 2)))
    );
}

#[test]
fn rank_parts_are_one_based_without_leading_zero() {
    assert_eq!(rank(b"1", 0), (1, 0, None));
    assert_eq!(rank(b"a10A", 1), (2, 9, None));
    assert_eq!(rank(b"256", 0), (3, 255, None));
    assert_eq!(rank(b"257", 0), (2, 24, Some((Reason::TooLarge, 0))));
    assert_eq!(rank(b"999", 0), (2, 98, Some((Reason::TooLarge, 0))));
    assert_eq!(rank(b"1000", 0), (3, 99, Some((Reason::TooLarge, 0))));
    assert_eq!(rank(b"0", 0), (0, 0, Some((Reason::Zero, 0))));
    assert_eq!(rank(b"0A", 0), (0, 0, Some((Reason::Zero, 0))));
    assert_eq!(rank(b"01", 0), (0, 0, Some((Reason::LeadingZero, 0))));
    assert_eq!(rank(b"A", 0), (0, 0, None));
}

#[test]
fn whole_reports_the_public_error_with_its_offset() {
    assert_eq!(whole(b"a1A"), Ok(c(&[0, 0, 0])));
    assert_eq!(
        whole(b"A"),
        Err(Error::MustStartWithLowercase { byte: b'A' })
    );
    assert_eq!(
        whole(b"aA"),
        Err(Error::UnexpectedCharacter {
            offset: 1,
            byte: b'A',
            dimension: 2
        })
    );
    assert_eq!(
        whole(b"a1-"),
        Err(Error::UnexpectedCharacter {
            offset: 2,
            byte: b'-',
            dimension: 3
        })
    );
    assert_eq!(whole(b"a1A1"), Err(Error::TooManyDimensions { offset: 3 }));
    assert_eq!(
        whole(b"a1IW"),
        Err(Error::IndexTooLarge {
            offset: 2,
            dimension: 3
        })
    );
    assert_eq!(
        whole(b"a257"),
        Err(Error::IndexTooLarge {
            offset: 1,
            dimension: 2
        })
    );
    assert_eq!(whole(b"zzz"), Err(Error::LetterRunTooLong { offset: 2 }));
    assert_eq!(whole(b"a01"), Err(Error::LeadingZero { offset: 1 }));
    assert_eq!(whole(b"a0"), Err(Error::Zero { offset: 1 }));
    assert_eq!(whole(b""), Err(Error::Empty));
}

#[test]
fn prefix_is_the_longest_valid_coordinate_at_the_start() {
    assert_eq!(prefix(b"e2-e4"), Some((c(&[4, 1]), 2)));
    assert_eq!(prefix(b"e2e4"), Some((c(&[4, 1]), 2)));
    assert_eq!(prefix(b"a1Ab"), Some((c(&[0, 0, 0]), 3)));
    assert_eq!(prefix(b"iw"), Some((c(&[8]), 1)));
    assert_eq!(prefix(b"a2570"), Some((c(&[0, 24]), 3)));
    assert_eq!(prefix(b"a01"), Some((c(&[0]), 1)));
    assert_eq!(prefix(b"iv256IVxyz"), Some((c(&[255, 255, 255]), 7)));
    assert_eq!(prefix(b"-e4"), None);
    assert_eq!(prefix(b""), None);
}

#[test]
fn location_is_the_hand_alone_or_a_coordinate() {
    assert_eq!(location(b"*"), Ok(Location::Hand));
    assert_eq!(location(b"**"), Err(Error::HandNotAlone { byte: b'*' }));
    assert_eq!(location(b"e4"), Ok(Location::Board(c(&[4, 3]))));
    assert_eq!(location(b""), Err(Error::Empty));
}

/// The longest prefix that the whole-token reader accepts, found by trying every length.
fn longest_by_whole(bytes: &[u8]) -> Option<(Coordinate, usize)> {
    (1..=bytes.len().min(Coordinate::MAX_LEN))
        .rev()
        .find_map(|len| Some((whole(&bytes[..len]).ok()?, len)))
}

/// The bytes at which the grammar's decisions change: both ends of each class and of each bound, and bytes
/// of no class.
const ALPHABET: &[u8] = b"abivwzAIVWZ012569-*";

#[test]
fn prefix_agrees_with_the_whole_reader_on_every_short_string() {
    let mut count = 0;
    for buf in tabula_testkit::byte_strings(ALPHABET, 4) {
        let found = prefix(&buf);
        assert_eq!(found, longest_by_whole(&buf), "{buf:?}");
        let whole_ok = found.is_some_and(|(_, used)| used == buf.len());
        assert_eq!(whole(&buf).is_ok(), whole_ok, "{buf:?}");
        count += 1;
    }
    assert_eq!(count, 1 + 19 + 19 * 19 + 19 * 19 * 19 + 19 * 19 * 19 * 19);
}

#[test]
fn the_delimited_shape_is_read_as_the_general_scanner_reads_it() {
    let mut hits = 0;
    for buf in tabula_testkit::byte_strings(ALPHABET, 4) {
        assert_eq!(scan(&buf), general(&buf), "{buf:?}");
        let (found, _) = general(&buf);
        assert_eq!(prefix(&buf), found, "{buf:?}");
        let ended = found.filter(|&(_, len)| {
            buf.get(len).is_none_or(|&b| {
                !b.is_ascii_lowercase() && !b.is_ascii_uppercase() && !b.is_ascii_digit()
            })
        });
        assert_eq!(delimited(&buf), ended, "{buf:?}");
        hits += usize::from(delimited_shape(&buf).is_some());
        if let Some(found) = common(&buf) {
            assert_eq!(Some(found), any_delimited_shape(&buf), "{buf:?}");
        }
    }
    // The shortcut is taken (the comparison is not vacuous): `a1`, `z99-`, `b5A`, …
    assert!(hits > 1_000, "{hits}");
    assert_eq!(delimited_shape(b"e4"), Some((c(&[4, 3]), 2)));
    assert_eq!(delimited_shape(b"a99-"), Some((c(&[0, 98]), 3)));
    assert_eq!(delimited_shape(b"iv256IV~"), Some((c(&[255, 255, 255]), 7)));
    assert_eq!(common(b"e4"), Some((c(&[4, 3]), 2)));
    assert_eq!(common(b"a10-"), Some((c(&[0, 9]), 3)));
    assert_eq!(common(b"c3C"), Some((c(&[2, 2, 2]), 3)));
    assert_eq!(common(b"b99Z="), Some((c(&[1, 98, 25]), 4)));
    assert_eq!(common(b"a100"), None);
    assert_eq!(common(b"a1AA"), None);
    assert_eq!(common(b"aa1"), None);
    assert_eq!(delimited_shape(b"e4e5"), None);
    assert_eq!(delimited_shape(b"a257"), None);
    assert_eq!(delimited_shape(b"a0"), None);
}

#[test]
fn a_pair_is_what_the_whole_reader_reads_on_every_two_bytes() {
    let mut read = 0;
    for first in 0..=u8::MAX {
        for second in 0..=u8::MAX {
            let found = pair([first, second]);
            assert_eq!(
                found,
                whole(&[first, second]).ok().filter(|c| c.dimensions() == 2)
            );
            read += usize::from(found.is_some());
        }
    }
    // Every file letter with every rank digit: the 1-D `aa` and the rest are not pairs.
    assert_eq!(read, 26 * 9);
    assert_eq!(Coordinate::try_pair(*b"z9"), Some(c(&[25, 8])));
}

#[test]
fn a_triple_is_what_the_whole_reader_reads_on_every_three_bytes() {
    // Every byte that is a letter or a digit, and a few of no class.
    let bytes: Vec<u8> = (0..=u8::MAX)
        .filter(|b| b.is_ascii_alphanumeric() || b"\0-=/ \x7f\xff".contains(b))
        .collect();
    let mut read = 0;
    for &a in &bytes {
        for &b in &bytes {
            for &c in &bytes {
                let found = triple([a, b, c]);
                assert_eq!(found, whole(&[a, b, c]).ok(), "{:?}", [a, b, c]);
                read += usize::from(found.is_some());
            }
        }
    }
    // `a10` to `z99`, `a1A` to `z9Z`, `aa1` to `iv9`.
    assert_eq!(read, 26 * 90 + 26 * 9 * 26 + 230 * 9);
    assert_eq!(Coordinate::try_triple(*b"iv9"), Some(c(&[255, 8])));
    assert_eq!(Coordinate::try_triple(*b"iw9"), None);
}

/// Every coordinate of one and two dimensions and those of three at the edges of the letter bounds, followed by nothing or by a byte of each
/// class: the shortcut and the general scanner agree.
#[test]
fn every_coordinate_is_scanned_alike_before_each_kind_of_byte() {
    let tails: [&[u8]; 7] = [b"", b"-", b"=Q", b"a", b"A", b"0", b"9"];
    let edges = [0, 1, 25, 26, 27, 51, 52, 233, 234, 254, 255];
    let mut coordinates: Vec<Coordinate> = (0..=255).map(|f| c(&[f])).collect();
    for f in 0..=255 {
        for r in 0..=255 {
            coordinates.push(c(&[f, r]));
        }
    }
    for f in edges {
        for r in 0..=255 {
            for l in edges {
                coordinates.push(c(&[f, r, l]));
            }
        }
    }
    let mut buf = [0; Coordinate::MAX_LEN];
    let mut bytes = Vec::with_capacity(Coordinate::MAX_LEN + 2);
    for coordinate in coordinates {
        let text = coordinate.encode(&mut buf).as_bytes();
        for tail in tails {
            bytes.clear();
            bytes.extend_from_slice(text);
            bytes.extend_from_slice(tail);
            assert_eq!(scan(&bytes), general(&bytes), "{bytes:?}");
        }
        bytes.truncate(text.len());
        assert_eq!(delimited_shape(&bytes), Some((coordinate, text.len())));
    }
}

proptest! {
    #[test]
    fn prefix_of_a_coordinate_and_any_tail(
        f in any::<u8>(), r in any::<u8>(), l in any::<u8>(), dims in 1usize..=3,
        tail in proptest::collection::vec(any::<u8>(), 0..6),
    ) {
        let coordinate = c(&[f, r, l][..dims]);
        let mut buf = [0; Coordinate::MAX_LEN];
        let mut bytes = coordinate.encode(&mut buf).as_bytes().to_vec();
        let len = bytes.len();
        bytes.extend_from_slice(&tail);
        let found = prefix(&bytes);
        prop_assert_eq!(found, longest_by_whole(&bytes));
        // A tail that cannot continue the coordinate leaves it whole.
        if !tail.first().is_some_and(u8::is_ascii_alphanumeric) {
            prop_assert_eq!(found, Some((coordinate, len)));
        }
    }

    #[test]
    fn prefix_of_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..10)) {
        let found = prefix(&bytes);
        prop_assert_eq!(found, longest_by_whole(&bytes));
        if let Some((coordinate, used)) = found {
            prop_assert_eq!(whole(&bytes[..used]), Ok(coordinate));
        }
    }
}

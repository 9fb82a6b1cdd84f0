//! Reading from streams, JSON Lines, and the written forms.

use std::fmt::Write;
use std::io::{BufReader, Read};

use tabula_pon::{Error, MAX_INPUT_LEN, Pon, Side};

const SMALLEST: &str = r#"{"board":[null],"hands":{"first":[],"second":[]},"styles":{"first":"C","second":"c"},"turn":"first"}"#;

#[test]
fn pretty_forms_by_dimension() {
    let mut report = String::new();
    for feen in [
        "k^+p4+PK^ / C/c",
        "K^2/2k^ 2P/p C/c",
        "ab/cd//AB/CD / G/g",
        "a/1/c//d/e/1 s/ C/c",
    ] {
        let pon = Pon::from_feen(feen).unwrap();
        let pretty = pon.to_pretty_string();
        assert_eq!(pretty.parse::<Pon>().unwrap(), pon);
        write!(report, "{feen}\n{pretty}\n{pon}\n\n").unwrap();
    }
    insta::assert_snapshot!(report);
}

#[test]
fn irregular_boards_are_written_as_read() {
    for text in [
        r#"{"board":[["K^","k^"],["Q"]],"hands":{"first":[],"second":[]},"styles":{"first":"C","second":"c"},"turn":"first"}"#,
        r#"{"board":[[["a"],["b"]],[["c"],["d"],["e"]]],"hands":{"first":[],"second":[]},"styles":{"first":"C","second":"c"},"turn":"first"}"#,
        r#"{"board":[[["a","b"],["c"]],[["d","e"],["f","g"]]],"hands":{"first":[],"second":[]},"styles":{"first":"C","second":"c"},"turn":"first"}"#,
    ] {
        let pon: Pon = text.parse().unwrap();
        assert!(!pon.board().is_regular());
        assert_eq!(pon.board().shape(), None);
        assert_eq!(pon.to_string(), text);
        assert_eq!(pon.to_pretty_string().parse::<Pon>().unwrap(), pon);
        assert_eq!(pon.to_qi().unwrap_err().code(), "board-not-regular");
    }
}

#[test]
fn from_reader_caps_the_input() {
    assert!(Pon::from_reader(SMALLEST.as_bytes()).is_ok());
    // An endless stream is read only to the bound plus one byte.
    let endless = std::io::repeat(b' ');
    assert_eq!(
        Pon::from_reader(endless).unwrap_err(),
        Error::TooLarge {
            len: MAX_INPUT_LEN + 1
        }
    );
    // At the bound exactly: read (and then refused for what it is, not for its size).
    let mut padded = SMALLEST.to_owned();
    padded.push_str(&" ".repeat(MAX_INPUT_LEN - SMALLEST.len()));
    assert!(Pon::from_reader(padded.as_bytes()).is_ok());
}

struct Failing;

impl Read for Failing {
    fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
        Err(std::io::Error::new(std::io::ErrorKind::BrokenPipe, "gone"))
    }
}

#[test]
fn io_errors_are_reported() {
    let error = Pon::from_reader(Failing).unwrap_err();
    assert_eq!(error.code(), "io");
    let mut lines = Pon::json_lines(BufReader::new(Failing));
    assert_eq!(lines.next().unwrap().unwrap_err().code(), "io");
    assert!(lines.next().is_none());
}

#[test]
fn json_lines_reads_one_document_per_line() {
    let long = format!("[{}]", " ".repeat(MAX_INPUT_LEN + 10));
    let input = format!("{SMALLEST}\r\n\n   \n{long}\n{{}}\n{SMALLEST}");
    // A small buffer: lines arrive in many pieces.
    let reader = BufReader::with_capacity(7, input.as_bytes());
    let mut lines = Pon::json_lines(reader);
    let mut seen = Vec::new();
    while let Some(item) = lines.next() {
        seen.push((
            lines.line(),
            item.map(|pon| pon.to_feen().unwrap()).map_err(|e| e.code()),
        ));
    }
    assert_eq!(
        seen,
        [
            (1, Ok("1 / C/c".to_owned())),
            (4, Err("too-large")),
            (5, Err("missing-field")),
            (6, Ok("1 / C/c".to_owned())),
        ]
    );
}

#[test]
fn json_lines_reports_the_full_length_of_a_long_line() {
    let long = " ".repeat(MAX_INPUT_LEN * 2);
    let mut lines = Pon::json_lines(long.as_bytes());
    assert_eq!(
        lines.next().unwrap().unwrap_err(),
        Error::TooLarge {
            len: MAX_INPUT_LEN * 2
        }
    );
    assert!(lines.next().is_none());
}

#[test]
fn deserialize_reports_the_message() {
    let error = serde_json::from_str::<Pon>(r#"{"board":[null],"turn":"white"}"#).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("turn: \"white\" is not a side"),
        "{error}"
    );
    let error = serde_json::from_str::<Pon>(r#"{"hands":{"first":["P","P"],"second":[]},"board":[null],"styles":{"first":"C","second":"c"},"turn":"first"}"#).unwrap_err();
    assert!(error.to_string().starts_with("2 pieces"), "{error}");
    // Inside a larger document.
    let list: Vec<Pon> = serde_json::from_str(&format!("[{SMALLEST},{SMALLEST}]")).unwrap();
    assert_eq!(list.len(), 2);
}

#[test]
fn string_escapes_are_read_as_tokens() {
    let pon: Pon = SMALLEST
        .replace("[null]", r#"["\u004B\u005e"]"#)
        .parse()
        .unwrap();
    assert_eq!(pon.board().squares()[0].unwrap().to_string(), "K^");
    assert_eq!(pon.to_feen().unwrap(), "K^ / C/c");
}

#[test]
fn hands_keep_their_pieces_in_canonical_order() {
    let pon: Pon = SMALLEST
        .replace("[null]", "[null,null,null,null,null,null]")
        .replace(r#""first":[]"#, r#""first":["p'","P","+P","P"]"#)
        .parse()
        .unwrap();
    let hand: Vec<String> = pon
        .hand(Side::First)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(hand, ["P", "P", "+P", "p'"]);
    assert_eq!(pon.to_feen().unwrap(), "6 2P+Pp'/ C/c");
    assert_eq!(pon.piece_count(), 4);
}

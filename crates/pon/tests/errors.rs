//! Every error variant: how it is reached, its code, its path, and its message (insta snapshot).

use std::fmt::Write;

use tabula_pon::{Error, Pon, Qi, Side, Style};
use tabula_qpi::QualifiedPiece;

const SMALLEST: &str = r#"{"board":[null],"hands":{"first":[],"second":[]},"styles":{"first":"C","second":"c"},"turn":"first"}"#;

/// The smallest document with `member` replaced by the JSON text `value`.
fn with(member: &str, value: &str) -> String {
    let mut document: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(SMALLEST).unwrap();
    document.insert(member.to_owned(), serde_json::Value::String("@".to_owned()));
    serde_json::to_string(&document)
        .unwrap()
        .replace("\"@\"", value)
}

fn read(text: &str) -> Error {
    text.parse::<Pon>().expect_err(text)
}

/// One error per reading rule, in the order of the README's list.
fn reading_errors() -> Vec<(&'static str, Error)> {
    let huge = " ".repeat(tabula_pon::MAX_INPUT_LEN + 1);
    // 26 × 41 × 61 = 65,026 squares: one past the bound, every dimension within its own.
    let layer = format!(
        "[{}]",
        vec![format!("[{}]", vec!["null"; 61].join(",")); 41].join(",")
    );
    let too_many_squares = with("board", &format!("[{}]", vec![layer; 26].join(",")));
    vec![
        ("too-large", Pon::from_slice(huge.as_bytes()).unwrap_err()),
        ("json", read("{\"board\":[null,]}")),
        ("wrong-type", read("[]")),
        (
            "wrong-type",
            with("board", "[null,{\"K\":1}]")
                .parse::<Pon>()
                .unwrap_err(),
        ),
        (
            "wrong-type",
            read(&with("hands", "{\"first\":[true],\"second\":[]}")),
        ),
        ("missing-field", read(&with("styles", "{\"first\":\"C\"}"))),
        (
            "unknown-field",
            read(&SMALLEST.replace("\"turn\"", "\"meta\":1,\"turn\"")),
        ),
        (
            "duplicate-field",
            read(&SMALLEST.replacen('{', "{\"turn\":\"second\",", 1)),
        ),
        ("empty-array", read(&with("board", "[[[null]],[]]"))),
        ("too-many-dimensions", read(&with("board", "[[[[null]]]]"))),
        ("incoherent-board", read(&with("board", "[[\"K\"],\"k\"]"))),
        (
            "incoherent-board",
            read(&with("board", "[[\"K\"],[[\"k\"]]]")),
        ),
        (
            "dimension-too-large",
            read(&with(
                "board",
                &format!("[{}]", vec!["null"; 256].join(",")),
            )),
        ),
        ("too-many-squares", read(&too_many_squares)),
        ("invalid-piece", read(&with("board", "[\"K\",\"K'^\"]"))),
        (
            "invalid-piece",
            read(&with("hands", "{\"first\":[],\"second\":[\"2P\"]}")),
        ),
        (
            "invalid-style",
            read(&with("styles", "{\"first\":\"C\",\"second\":\"cc\"}")),
        ),
        (
            "style-side-mismatch",
            read(&with("styles", "{\"first\":\"c\",\"second\":\"c\"}")),
        ),
        ("invalid-turn", read(&with("turn", "\"white\""))),
        (
            "too-many-pieces",
            read(&with("hands", "{\"first\":[\"P\"],\"second\":[\"p\"]}")),
        ),
    ]
}

/// One error per conversion rule.
fn conversion_errors() -> Vec<(&'static str, Error)> {
    let irregular: Pon = with("board", "[[\"K^\",\"k^\"],[\"Q\"]]").parse().unwrap();
    let one_rank: Pon = with("board", "[[\"K^\",\"k^\"]]").parse().unwrap();
    let c = |s: &str| Style::parse(s).unwrap();
    let mut lower_first = Qi::new(&[1], c("c"), c("C")).unwrap();
    lower_first.set_turn(Side::First);
    // A `Position` is always writable as FEEN, so its pieces always have an EPIN spelling: the error is
    // built directly, from the QPI error a foreign-style piece gives.
    let foreign = QualifiedPiece::parse("M:p")
        .unwrap()
        .to_extended(c("C"), c("c"))
        .unwrap_err();
    vec![
        ("board-not-regular", irregular.to_qi().unwrap_err()),
        ("board-not-regular", irregular.to_feen().unwrap_err()),
        ("feen", one_rank.to_feen().unwrap_err()),
        ("feen", Pon::from_feen("8/8 / C/C").unwrap_err()),
        (
            "style-side-mismatch",
            Pon::from_qi(&lower_first).unwrap_err(),
        ),
        ("foreign-style", Error::ForeignStyle(foreign)),
        ("model", Error::Model(tabula_qi::Error::NoDimensions)),
        ("io", Error::from(std::io::Error::other("disk on fire"))),
    ]
}

#[test]
fn every_error_has_its_code_and_a_stable_message() {
    let mut report = String::new();
    for (code, error) in reading_errors().into_iter().chain(conversion_errors()) {
        assert_eq!(error.code(), code, "{error}");
        let path = error.path().map(tabula_pon::Path::pointer);
        writeln!(report, "{code} {path:?}\n    {error}").unwrap();
    }
    insta::assert_snapshot!(report);
}

#[test]
fn paths_name_the_value_at_fault() {
    let cases = [
        (
            with("board", "[[null,null],[null,\"K\",1]]"),
            "board[1][2]",
            "/board/1/2",
        ),
        (
            with("hands", "{\"second\":[],\"first\":[\"P\",\"x1\"]}"),
            "hands.first[1]",
            "/hands/first/1",
        ),
        (
            with("styles", "{\"second\":\"C\",\"first\":\"C\"}"),
            "styles.second",
            "/styles/second",
        ),
        (
            "{\"board\":[[[\"a\"],[\"b\"]],[[\"c\"],[\"d\"],[[\"e\"]]]]}".to_owned(),
            "board[1][2][0]",
            "/board/1/2/0",
        ),
        ("{}".to_owned(), "(root)", ""),
    ];
    for (text, dotted, pointer) in cases {
        let error = read(&text);
        let path = error.path().unwrap();
        assert_eq!(
            (path.to_string().as_str(), path.pointer().as_str()),
            (dotted, pointer),
            "{error}"
        );
    }
}

#[test]
fn the_first_problem_in_document_order_wins() {
    // The turn comes first here, so its error is reported before the board's.
    let error = read(r#"{"turn":"white","board":[1]}"#);
    assert_eq!(error.code(), "invalid-turn");
    let error = read(r#"{"board":[1],"turn":"white"}"#);
    assert_eq!(error.code(), "wrong-type");
    // A duplicate is refused before its value is read.
    let error = read(r#"{"board":[null],"board":[[[[[[[[]]]]]]]]}"#);
    assert_eq!(error.code(), "duplicate-field");
    // An unknown member is refused before its value is read, whatever the value.
    let error = read(
        r#"{"moves":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}"#,
    );
    assert_eq!(error.code(), "unknown-field");
}

#[test]
fn hands_before_the_board_are_held_to_the_largest_board() {
    let hand = vec!["\"P\""; tabula_qi::MAX_SQUARES + 1].join(",");
    let text = format!("{{\"hands\":{{\"first\":[{hand}],\"second\":[]}}}}");
    assert_eq!(
        read(&text),
        Error::TooManyPieces {
            pieces: tabula_qi::MAX_SQUARES + 1,
            squares: tabula_qi::MAX_SQUARES
        }
    );
}

#[test]
fn wrong_json_types_are_named() {
    for (value, found) in [
        ("1.5", "a number"),
        ("true", "a boolean"),
        ("{}", "an object"),
        ("[]", "an array"),
        ("null", "null"),
    ] {
        let error = read(&with("turn", value));
        assert_eq!(error.code(), "wrong-type");
        assert!(
            error.to_string().ends_with(&format!("found {found}")),
            "{error}"
        );
    }
}

#[test]
fn long_strings_are_cut_in_messages() {
    let long = "é".repeat(100);
    let error = read(&with("turn", &format!("\"{long}\"")));
    let Error::InvalidTurn { text, .. } = &error else {
        panic!("{error:?}")
    };
    assert_eq!(text.chars().count(), 16);
}

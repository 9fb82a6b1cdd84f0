//! The KIF and CSA readers and writers: bounds, encodings, error places, chunked streams, writer errors.

use std::fmt::Write as _;
use std::io::BufReader;

use tabula_shogi::records::{
    CsaReader, Encoding, KifOptions, KifReader, MAX_LINE_BYTES, MAX_PLIES, Record, RecordError,
    STARTPOS, write_csa, write_kif,
};

const KINGS: &str = "後手の持駒：なし\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n先手の持駒：なし\n";

fn kif_error(text: &[u8]) -> RecordError {
    KifReader::new(text)
        .find_map(Result::err)
        .expect("an error")
}

#[test]
fn a_line_over_the_bound_is_refused_at_its_start() {
    let mut text = b"1 \xef\xbc\x97\xe5\x85\xad\xe6\xad\xa9(77)\n".to_vec();
    text.extend(std::iter::repeat_n(b'*', MAX_LINE_BYTES + 10));
    let error = kif_error(&text);
    assert_eq!(error.code(), "line-too-long");
    assert_eq!((error.line, error.offset), (2, 16));
}

#[test]
fn a_game_over_the_move_bound_is_refused() {
    let mut text = String::from(KINGS);
    let cycle = ["５八玉(59)", "５二玉(51)", "５九玉(58)", "５一玉(52)"];
    for n in 0..=MAX_PLIES {
        let _ = writeln!(text, "{} {}", n + 1, cycle[n % 4]);
    }
    let error = kif_error(text.as_bytes());
    assert_eq!(error.code(), "too-many-moves");
    assert_eq!(error.line, 12 + MAX_PLIES);
}

#[test]
fn encodings_are_decoded_or_refused() {
    let (sjis, _, _) = encoding_rs::SHIFT_JIS.encode("先手：羽生\n1 ７六歩(77)\n");
    let record = KifReader::new(&sjis[..]).next().unwrap().unwrap();
    assert_eq!(record.header("先手"), Some("羽生"));
    let error = KifReader::with_encoding(&sjis[..], Encoding::Utf8)
        .next()
        .unwrap()
        .unwrap_err();
    assert_eq!((error.code(), error.line), ("encoding", 1));
    // Written as Shift_JIS: what Shift_JIS cannot spell is refused.
    let mut record = Record::new(STARTPOS);
    record.headers.push(("先手".into(), "🦀".into()));
    let options = KifOptions::default().with_encoding(Encoding::ShiftJis);
    let error = write_kif(&mut Vec::new(), &record, options).unwrap_err();
    assert_eq!(error.code(), "encoding");
}

#[test]
fn errors_name_the_line_and_its_offset() {
    let text = "手合割：平手\n1 ７六歩(77)\n2 ３四歩(33)\n3 ７六歩(77)\n";
    let error = kif_error(text.as_bytes());
    assert_eq!(error.code(), "unplayable");
    assert_eq!(error.line, 4);
    assert_eq!(error.offset, text.find("3 ").unwrap());
    assert_eq!(
        error.to_string(),
        format!(
            "line 4 (byte {}): `７六歩(77)` cannot be played: the origin holds none of the mover's pieces",
            error.offset
        )
    );
}

#[test]
fn a_stream_read_in_small_chunks_reads_alike() {
    let kif = include_str!("../../../fixtures/kif/1.0.0/valid.json");
    let document: serde_json::Value = serde_json::from_str(kif).unwrap();
    for case in document["cases"].as_array().unwrap() {
        let Some(input) = case["input"].as_str() else {
            continue;
        };
        let whole: Vec<_> = KifReader::new(input.as_bytes()).collect();
        let chunked: Vec<_> =
            KifReader::new(BufReader::with_capacity(3, input.as_bytes())).collect();
        assert_eq!(whole, chunked, "{}", case["id"]);
    }
}

#[test]
fn writers_refuse_moves_that_are_not_usi_or_not_playable() {
    let mut record = Record::new(STARTPOS);
    record.moves = vec!["7g7f".into(), "7g7f".into()];
    let error = write_kif(&mut Vec::new(), &record, KifOptions::default()).unwrap_err();
    assert_eq!((error.code(), error.line), ("unplayable", 2));
    record.moves = vec!["7g7f".into(), "e2e4".into()];
    let error = write_csa(&mut Vec::new(), &record).unwrap_err();
    assert_eq!((error.code(), error.line), ("move-syntax", 2));
    let error = write_csa(&mut Vec::new(), &Record::new("9/9 b - 1")).unwrap_err();
    assert_eq!(error.code(), "start");
}

#[test]
fn csa_games_after_an_error_are_not_read() {
    let mut reader = CsaReader::new(&b"PI\n+\n+7776FU\n/\nPI\n+\n+5554FU\n/\nPI\n+\n"[..]);
    assert!(reader.next().unwrap().is_ok());
    assert_eq!(reader.next().unwrap().unwrap_err().code(), "unplayable");
    assert!(reader.next().is_none());
}

#[test]
fn csa_names_and_information_keep_their_commas() {
    let csa = "N+Habu, Yoshiharu\n$EVENT:a, b\nPI\n+\n+7776FU,T3\n";
    let record = CsaReader::new(csa.as_bytes()).next().unwrap().unwrap();
    assert_eq!(record.header("N+"), Some("Habu, Yoshiharu"));
    assert_eq!(record.header("$EVENT"), Some("a, b"));
    assert_eq!(record.times, [Some(3)]);
}

#[test]
fn a_byte_order_mark_inside_a_kif_stream_is_skipped() {
    let kif = "\u{feff}手合割：香落ち\n1 ３四歩(33)\n2 投了\n\u{feff}手合割：平手\n1 ７六歩(77)\n";
    let records: Vec<Record> = KifReader::new(kif.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(records.len(), 2);
    assert_eq!(records[1].start_sfen, STARTPOS);
    assert!(records[1].headers.is_empty());
}

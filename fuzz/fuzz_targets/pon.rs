//! PON documents from arbitrary bytes.
//!
//! - `Pon::from_slice`, `str::parse`, `Pon::from_reader`, the serde `Deserialize` impl and a one-line JSON
//!   Lines stream agree (serde reports the same refusal as a message).
//! - What is accepted writes back (compact and pretty) to text that reads to the same value, and `Serialize`
//!   gives the compact text.
//! - Conversions: a regular board becomes a `Qi` position and back; an irregular one is refused with
//!   `board-not-regular`. When FEEN spells the position, FEEN -> PON gives the same value back.
//! - Error messages and paths never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_pon::Pon;

fuzz_target!(|data: &[u8]| {
    let read = Pon::from_slice(data);
    assert_eq!(Pon::from_reader(data), read);
    if let Ok(text) = core::str::from_utf8(data) {
        assert_eq!(text.parse::<Pon>(), read);
        let serde = serde_json::from_str::<Pon>(text);
        match (&read, &serde) {
            (Ok(pon), Ok(other)) => assert_eq!(pon, other),
            (Err(_), Err(_)) => {}
            (Err(tabula_pon::Error::TooLarge { .. }), Ok(_)) => {}
            _ => panic!("from_slice {read:?}, serde {serde:?}"),
        }
        if !text.contains('\n') {
            let mut lines = Pon::json_lines(data);
            let first = lines.next();
            if text.trim_matches([' ', '\t', '\r']).is_empty() {
                assert!(first.is_none());
            } else {
                assert_eq!(first, Some(read.clone()));
            }
        }
    }
    match read {
        Ok(pon) => {
            let compact = pon.to_string();
            assert_eq!(compact.parse::<Pon>().as_ref(), Ok(&pon));
            assert_eq!(pon.to_pretty_string().parse::<Pon>().as_ref(), Ok(&pon));
            assert_eq!(serde_json::to_string(&pon).unwrap(), compact);
            match pon.to_qi() {
                Ok(qi) => assert_eq!(Pon::from_qi(&qi).as_ref(), Ok(&pon)),
                Err(error) => {
                    assert!(!pon.board().is_regular());
                    assert_eq!(error.code(), "board-not-regular");
                }
            }
            if let Ok(feen) = pon.to_feen() {
                assert_eq!(Pon::from_feen(&feen).as_ref(), Ok(&pon));
            }
        }
        Err(error) => {
            // Messages and paths are total; a path is never empty but for the top-level object's members.
            assert!(!error.to_string().is_empty());
            if let Some(path) = error.path() {
                assert_eq!(path.pointer().is_empty(), path.segments().is_empty());
            }
        }
    }
});

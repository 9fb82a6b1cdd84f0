//! CSA streams from arbitrary bytes.
//!
//! - Reading never panics and stops after an error, whose offset lies inside the stream.
//! - Every game read replays on the records' board (`Record::sfens`), is written as CSA and as KIF, and each
//!   text reads back to the same start, moves, end and result (KIF has no word for a few CSA ends: those
//!   games are compared without them).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_shogi::records::{CsaReader, KifOptions, KifReader, Record, write_csa, write_kif};

fuzz_target!(|data: &[u8]| {
    let mut reader = CsaReader::new(data);
    for result in reader.by_ref() {
        match result {
            Ok(record) => {
                assert_eq!(record.sfens().expect("a read game replays").len(), record.moves.len() + 1);
                let mut out = Vec::new();
                write_csa(&mut out, &record).expect("a read game writes as CSA");
                let back: Record = CsaReader::new(&out[..]).next().expect("one game").expect("written CSA reads back");
                assert_eq!((&back.start_sfen, &back.moves, back.end, back.result), (&record.start_sfen, &record.moves, record.end, record.result));
                let mut out = Vec::new();
                write_kif(&mut out, &record, KifOptions::default()).expect("a read game writes as KIF");
                let back = KifReader::new(&out[..]).next().expect("one game").expect("written KIF reads back");
                assert_eq!((&back.start_sfen, &back.moves), (&record.start_sfen, &record.moves));
            }
            Err(error) => {
                assert!(error.offset <= data.len(), "{error:?}");
                assert!(error.line >= 1, "{error:?}");
            }
        }
    }
    assert!(reader.next().is_none());
});

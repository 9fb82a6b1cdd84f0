//! KIF streams from arbitrary bytes (UTF-8 or Shift_JIS).
//!
//! - Reading never panics and stops after an error, whose offset lies inside the stream.
//! - Every game read replays on the records' board (`Record::sfens`), is written as KIF (UTF-8, with and
//!   without `不成`) and as CSA, and each text reads back to the same start, moves and result (and, from
//!   KIF, the same end).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_shogi::records::{
    CsaReader, KifOptions, KifReader, Record, write_csa, write_kif,
};

fn same(a: &Record, b: &Record) {
    assert_eq!(a.start_sfen, b.start_sfen);
    assert_eq!(a.moves, b.moves);
    assert_eq!(a.end, b.end);
    assert_eq!(a.result, b.result);
}

fuzz_target!(|data: &[u8]| {
    let mut reader = KifReader::new(data);
    for result in reader.by_ref() {
        match result {
            Ok(record) => {
                assert_eq!(record.sfens().expect("a read game replays").len(), record.moves.len() + 1);
                for decline in [true, false] {
                    let mut out = Vec::new();
                    write_kif(&mut out, &record, KifOptions::default().with_decline(decline))
                        .expect("a read game writes as KIF");
                    let back = KifReader::new(&out[..]).next().expect("one game").expect("written KIF reads back");
                    same(&record, &back);
                }
                let mut out = Vec::new();
                write_csa(&mut out, &record).expect("a read game writes as CSA");
                let back = CsaReader::new(&out[..]).next().expect("one game").expect("written CSA reads back");
                // CSA spells `反則勝ち` as the other side's illegal action: the same result, another end.
                assert_eq!((&back.start_sfen, &back.moves, back.result), (&record.start_sfen, &record.moves, record.result));
            }
            Err(error) => {
                assert!(error.offset <= data.len(), "{error:?}");
                assert!(error.line >= 1, "{error:?}");
            }
        }
    }
    assert!(reader.next().is_none());
});

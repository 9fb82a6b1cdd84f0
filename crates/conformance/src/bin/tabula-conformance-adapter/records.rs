//! The kif and csa suites: game records read through tabula-shogi's `records` into their games (start SFEN,
//! USI moves, end, result); `canonical` is the stream written back (UTF-8 KIF, or CSA).

use serde_json::{Value, json};
use tabula_shogi::Side;
use tabula_shogi::records::{
    CsaReader, KifOptions, KifReader, Record, RecordError, write_csa_games, write_kif,
};

use super::Reply;

/// A KIF stream (UTF-8, else `Shift_JIS`).
pub(super) fn kif(input: &[u8]) -> Reply {
    let records: Result<Vec<Record>, RecordError> = KifReader::new(input).collect();
    reply(records, |records, out| {
        records
            .iter()
            .try_for_each(|record| write_kif(out, record, KifOptions::default()))
    })
}

/// A CSA stream (games separated by `/`).
pub(super) fn csa(input: &[u8]) -> Reply {
    let records: Result<Vec<Record>, RecordError> = CsaReader::new(input).collect();
    reply(records, |records, out| write_csa_games(out, records))
}

fn reply(
    records: Result<Vec<Record>, RecordError>,
    write: impl FnOnce(&[Record], &mut Vec<u8>) -> Result<(), RecordError>,
) -> Reply {
    let records = match records {
        Ok(records) => records,
        Err(e) => return Reply::rejected(e.code()),
    };
    let mut out = Vec::new();
    if let Err(e) = write(&records, &mut out) {
        return Reply::rejected(e.code());
    }
    Reply::Value {
        value: json!({ "games": records.iter().map(game).collect::<Vec<Value>>() }),
        canonical: String::from_utf8_lossy(&out).into_owned(),
    }
}

/// A game in the suites' words.
fn game(record: &Record) -> Value {
    let side = |side: Side| match side {
        Side::First => "first",
        Side::Second => "second",
    };
    json!({
        "start": record.start_sfen,
        "moves": record.moves,
        "end": record.end.map(tabula_shogi::records::End::name),
        "result": record.result.map(|outcome| json!({
            "winner": outcome.winner.map(side),
            "termination": outcome.termination.name(),
        })),
    })
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::super::tests::adapter;

    #[test]
    fn kif_and_csa_streams_are_read_to_their_games() {
        let (_, out) = adapter(
            "kif",
            true,
            "{\"input\":\"1 ７六歩(77)\\n2 投了\\n\"}\n{\"input\":\"1 ７六銀(77)\\n\"}\n",
        );
        let replies: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(replies[0]["value"]["games"][0]["moves"], json!(["7g7f"]));
        assert_eq!(replies[0]["value"]["games"][0]["result"]["winner"], "first");
        assert_eq!(replies[1], json!({ "error": "wrong-piece" }));
        let (_, out) = adapter(
            "csa",
            true,
            "{\"input\":\"PI\\n+\\n+7776FU\\n/\\nPI\\n+\\n\"}\n",
        );
        let reply: Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
        assert_eq!(reply["value"]["games"].as_array().unwrap().len(), 2);
    }
}

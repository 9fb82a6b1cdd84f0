//! The chess suite: FEN records converted to chess-profile FEEN (and written back as X-FEN and Shredder-FEN
//! EPD), and FEEN strings written as FEN, through tabula-chess's FEN door.

use serde_json::{Value, json};
use tabula_chess::fen::{self, Castling, Options};

use super::Reply;

/// A FEN record: the FEEN it converts to and the first four FEN fields written back in both castling
/// spellings; `canonical` is the FEEN. Refused: tabula-chess's error code.
pub(super) fn decode(input: &[u8]) -> Reply {
    let Ok(text) = std::str::from_utf8(input) else {
        return Reply::rejected("fen-record");
    };
    let converted = match fen::to_feen(text) {
        Ok(converted) => converted,
        Err(e) => return Reply::rejected(e.code()),
    };
    let epd = |castling| Options {
        castling,
        epd: true,
        ..Options::default()
    };
    let written = fen::from_feen(&converted.feen, &epd(Castling::XFen)).and_then(|xfen| {
        fen::from_feen(&converted.feen, &epd(Castling::Shredder)).map(|shredder| (xfen, shredder))
    });
    match written {
        Ok((xfen, shredder)) => Reply::Value {
            value: json!({ "feen": converted.feen, "xfen": xfen, "shredder": shredder }),
            canonical: converted.feen,
        },
        Err(e) => Reply::rejected(e.code()),
    }
}

/// A request of the suite: `"from": "feen"` writes the FEEN `input` as FEN (the cases expect a refusal;
/// a success answers `{ "fen": … }`), anything else decodes the FEN `input`.
pub(super) fn answer(request: &Value) -> Option<Reply> {
    if request.get("from")?.as_str()? != "feen" {
        return Some(Reply::Unsupported(format!(
            "from {}: not a notation of this suite",
            request["from"]
        )));
    }
    let input = request["input"].as_str()?;
    Some(match fen::from_feen(input, &Options::default()) {
        Ok(written) => Reply::Value {
            value: json!({ "fen": written }),
            canonical: written,
        },
        Err(e) => Reply::rejected(e.code()),
    })
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::super::tests::adapter;

    fn replies(requests: &str) -> Vec<Value> {
        let (_, out) = adapter("chess", true, requests);
        out.lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    #[test]
    fn fen_converts_to_feen_and_back_and_feen_that_is_not_chess_is_refused() {
        let replies = replies(concat!(
            "{\"input\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"}\n",
            "{\"input\":\"rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"}\n",
            "{\"from\":\"feen\",\"input\":\"8/8/8/8/8/8/8/8 / S/s\"}\n",
            "{\"from\":\"feen\",\"input\":\"4k^3/8/8/8/8/8/8/4K^3 / C/c\"}\n",
        ));
        assert_eq!(
            replies[0]["value"],
            json!({
                "feen": "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
                "xfen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
                "shredder": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha -",
            })
        );
        assert_eq!(replies[0]["canonical"], replies[0]["value"]["feen"]);
        assert_eq!(replies[1], json!({ "error": "fen-placement" }));
        assert_eq!(replies[2], json!({ "error": "not-chess-style" }));
        assert_eq!(replies[3]["value"]["fen"], "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    }
}

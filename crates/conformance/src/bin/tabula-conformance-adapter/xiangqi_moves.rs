//! The xiangqi-moves suite: a move read on a xiangqi FEN position (`before`) in UCCI, UCI, WXF or PMN
//! (`options.notation`), written back in every notation, through tabula-xiangqi's rules.

use serde_json::{Value, json};
use tabula_game::{ErrorCode, Notation, Rules};
use tabula_xiangqi::Xiangqi;

use super::Reply;

/// A move alone has no meaning without its position: string inputs are not answered.
pub(super) fn decode(_input: &[u8]) -> Reply {
    Reply::Unsupported("a xiangqi move is read on a position: send `before`".into())
}

/// The move `input` read on `before` in `options.notation`: its four spellings, and the one of its own
/// notation as `canonical`; or the error code.
pub(super) fn answer(request: &Value) -> Reply {
    let (Some(before), Some(input)) = (request["before"].as_str(), request["input"].as_str())
    else {
        return Reply::Unsupported(
            "a xiangqi move request needs a xiangqi FEN `before` and a move `input`".into(),
        );
    };
    let notation = match request["options"]["notation"].as_str() {
        Some("ucci") => Notation::Ucci,
        Some("uci") => Notation::Uci,
        Some("wxf") => Notation::Wxf,
        Some("pmn") => Notation::Pmn,
        other => return Reply::Unsupported(format!("notation {other:?}")),
    };
    let position = match Xiangqi::from_native(before) {
        Ok((position, _)) => position,
        Err(e) => return Reply::rejected(e.code()),
    };
    let m = match position.read_move(input, notation) {
        Ok(m) => m,
        Err(e) => return Reply::rejected(e.code()),
    };
    let write = |notation| position.write_move(m, notation).unwrap_or_default();
    Reply::Value {
        value: json!({
            "ucci": write(Notation::Ucci),
            "uci": write(Notation::Uci),
            "wxf": write(Notation::Wxf),
            "pmn": write(Notation::Pmn),
        }),
        canonical: write(notation),
    }
}

//! CSA, the Computer Shogi Association's record format (version 2.2,
//! <http://www2.computer-shogi.org/protocol/record_v22.html>): its piece codes, reader and writer.

mod read;
mod write;

pub use read::CsaReader;
pub use write::{write_csa, write_csa_games};

use crate::profile::Kind;

/// The CSA piece codes and what they name, as (kind, promoted).
const CODES: [(&str, Kind, bool); 14] = [
    ("FU", Kind::Pawn, false),
    ("KY", Kind::Lance, false),
    ("KE", Kind::Knight, false),
    ("GI", Kind::Silver, false),
    ("KI", Kind::Gold, false),
    ("KA", Kind::Bishop, false),
    ("HI", Kind::Rook, false),
    ("OU", Kind::King, false),
    ("TO", Kind::Pawn, true),
    ("NY", Kind::Lance, true),
    ("NK", Kind::Knight, true),
    ("NG", Kind::Silver, true),
    ("UM", Kind::Bishop, true),
    ("RY", Kind::Rook, true),
];

/// The piece a code names.
pub(crate) fn piece_of(code: &[u8]) -> Option<(Kind, bool)> {
    CODES
        .iter()
        .find(|(c, _, _)| c.as_bytes() == code)
        .map(|&(_, kind, promoted)| (kind, promoted))
}

/// The code of a piece.
pub(crate) fn code_of(kind: Kind, promoted: bool) -> &'static str {
    CODES
        .iter()
        .find(|(_, k, p)| {
            *k == kind && (*p == promoted || kind == Kind::Gold || kind == Kind::King)
        })
        .map_or("FU", |(code, _, _)| code)
}

//! Xiangqi's move notations: UCCI/ICCS and Fairy-Stockfish's UCI coordinates, WXF, and PMN.

pub(crate) mod coords;
pub(crate) mod pmn;
pub(crate) mod wxf;

/// A syntax error of a notation reader: the byte offset, a code, a message, and a hint naming a spelling
/// that works when Tabula can tell.
#[derive(Debug)]
pub(crate) struct Syntax {
    pub(crate) offset: usize,
    pub(crate) code: &'static str,
    pub(crate) message: String,
    pub(crate) hint: Option<String>,
}

impl Syntax {
    pub(crate) fn new(offset: usize, code: &'static str, message: impl Into<String>) -> Syntax {
        Syntax {
            offset,
            code,
            message: message.into(),
            hint: None,
        }
    }
}

//! [`Failure`]: every error of the crates, in the parts a JavaScript `TabulaError` carries.

/// Why a call failed: the notation, the crate's machine-readable code, the byte offset and FEEN field when
/// the input string has one, the JSON Pointer for PON, and the crate's message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The notation whose reader or writer refused: `feen`, `fen`, `sfen`, `xiangqi-fen`, `pon`, `pmn`,
    /// `sin`, `pin`, `epin`, `qpi`, `cell`, `qi`, `chess`, `san`, `uci`; `game` for a game's rules or
    /// reader (the `Game` class); `pgn`, `kif`, `csa` for a record; `svg`; or `argument` for a malformed
    /// call.
    pub notation: &'static str,
    /// The kebab-case code of the error (the codes of `fixtures/README.md`).
    pub code: &'static str,
    /// The byte offset in the input string, when there is one.
    pub offset: Option<usize>,
    /// The FEEN field at fault (`piece-placement`, `hands`, `style-turn`, …), for FEEN strings.
    pub field: Option<&'static str>,
    /// The JSON Pointer of the value at fault, for PON documents.
    pub path: Option<String>,
    /// The crate's message.
    pub message: String,
}

impl Failure {
    /// A failure with a code and a message only.
    pub(crate) fn new(
        notation: &'static str,
        code: &'static str,
        message: impl Into<String>,
    ) -> Self {
        Failure {
            notation,
            code,
            offset: None,
            field: None,
            path: None,
            message: message.into(),
        }
    }

    /// A malformed call from JavaScript (a missing member, a wrong type).
    pub(crate) fn argument(message: impl Into<String>) -> Self {
        Failure::new("argument", "invalid-argument", message)
    }

    /// The same failure with `offset`.
    pub(crate) fn at(mut self, offset: Option<usize>) -> Self {
        self.offset = offset;
        self
    }

    /// A FEEN string's error: code, field and offset.
    pub(crate) fn feen(error: &tabula_feen::Error) -> Self {
        Failure {
            field: Some(error.field().as_str()),
            ..Failure::new("feen", error.code(), error.to_string()).at(error.offset())
        }
    }

    /// A typed position FEEN cannot spell.
    pub(crate) fn feen_emit(error: &tabula_feen::EmitError) -> Self {
        Failure::new("feen", error.code(), error.to_string())
    }

    /// A chess FEN or chess-profile error.
    pub(crate) fn chess<E: Clone + Into<tabula_chess::Error>>(
        notation: &'static str,
        error: &E,
    ) -> Self {
        let error: tabula_chess::Error = error.clone().into();
        Failure::new(notation, error.code(), error.to_string()).at(error.offset())
    }

    /// An SFEN error.
    pub(crate) fn sfen(error: &tabula_shogi::Error) -> Self {
        Failure::new("sfen", error.code(), error.to_string()).at(error.offset())
    }

    /// A xiangqi FEN error.
    pub(crate) fn xiangqi(error: &tabula_xiangqi::Error) -> Self {
        Failure::new("xiangqi-fen", error.code(), error.to_string()).at(error.offset())
    }

    /// A PON error, with the JSON Pointer of the value at fault.
    pub(crate) fn pon(error: &tabula_pon::Error) -> Self {
        Failure {
            path: error.path().map(tabula_pon::Path::pointer),
            ..Failure::new("pon", error.code(), error.to_string())
        }
    }

    /// A PMN error (a string that is not a move, or a move that does not apply).
    pub(crate) fn pmn(error: &tabula_pmn::Error) -> Self {
        Failure::new("pmn", error.code(), error.to_string()).at(error.offset())
    }

    /// A position-model error.
    pub(crate) fn qi(error: &tabula_qi::Error) -> Self {
        Failure::new("qi", error.code(), error.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_feen_failure_carries_code_field_and_offset() {
        let failure = Failure::feen(&tabula_feen::validate("8 3P2QP/ C/c").unwrap_err());
        assert_eq!(failure.code, "hand-not-aggregated");
        assert_eq!(failure.field, Some("hands"));
        assert_eq!(failure.offset, Some(6));
        assert_eq!(failure.notation, "feen");
    }
}

//! The errors of the engine: a refused position, a refused move.

use tabula_game::ErrorCode;

/// Why a position (FEN or FEEN) was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The FEN is not the variant's FEN: the byte offset and the cause.
    #[error("FEN: {reason} (byte {offset})")]
    Fen {
        /// The byte offset of the first wrong byte.
        offset: usize,
        /// What is wrong.
        reason: String,
    },
    /// The text is not valid FEEN.
    #[error("FEEN: {0}")]
    Feen(#[from] tabula_feen::Error),
    /// The FEEN is valid but not a position of the variant: the cause.
    #[error("FEEN: {0}")]
    Profile(String),
    /// The FEEN is a position of the variant, but its markers are not the ones the rules give it.
    #[error("FEEN markers do not match the rules: the position is written {expected}")]
    NotCanonical {
        /// The canonical FEEN of the position read.
        expected: String,
    },
    /// Two royal pieces of one side.
    #[error("a second royal piece of the same side on {square}")]
    Royal {
        /// The square of the second one.
        square: String,
    },
}

impl ErrorCode for PositionError {
    fn code(&self) -> &'static str {
        match self {
            PositionError::Fen { .. } => "fen-syntax",
            PositionError::Feen(_) => "feen-syntax",
            PositionError::Profile(_) => "feen-profile",
            PositionError::NotCanonical { .. } => "feen-markers",
            PositionError::Royal { .. } => "royal-piece",
        }
    }
}

/// Why a move was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalMove {
    /// No legal move of the position is written this way.
    #[error("{text}: no legal move of this position ({reason})")]
    NotLegal {
        /// The move as given.
        text: String,
        /// Why: the rule it breaks, as far as the engine can tell.
        reason: String,
    },
}

impl ErrorCode for IllegalMove {
    fn code(&self) -> &'static str {
        match self {
            IllegalMove::NotLegal { .. } => "illegal-move",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes() {
        let fen = PositionError::Fen {
            offset: 3,
            reason: "x".into(),
        };
        assert_eq!(
            (fen.code(), fen.to_string().as_str()),
            ("fen-syntax", "FEN: x (byte 3)")
        );
        assert_eq!(PositionError::Profile("p".into()).code(), "feen-profile");
        assert_eq!(
            PositionError::NotCanonical {
                expected: "e".into()
            }
            .code(),
            "feen-markers"
        );
        assert_eq!(
            PositionError::Royal {
                square: "e1".into()
            }
            .code(),
            "royal-piece"
        );
        let syntax = PositionError::from(tabula_feen::Feen::parse("").unwrap_err());
        assert_eq!(syntax.code(), "feen-syntax");
        let m = IllegalMove::NotLegal {
            text: "e2e5".into(),
            reason: "r".into(),
        };
        assert_eq!(
            (m.code(), m.to_string().as_str()),
            ("illegal-move", "e2e5: no legal move of this position (r)")
        );
    }
}

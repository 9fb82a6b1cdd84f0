//! The protocols the client speaks.

use core::fmt;

use tabula_game::GameKind;

/// A protocol the client speaks.
///
/// ```
/// assert_eq!(tabula_engine::Protocol::Usi.to_string(), "USI");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Protocol {
    /// The Universal Chess Interface (chess; xiangqi and others through Fairy-Stockfish's `UCI_Variant`).
    Uci,
    /// The Universal Shogi Interface.
    Usi,
    /// The Universal Chinese Chess Interface (xiangqi, ICCS coordinates).
    Ucci,
    /// CECP version 2 (the `xboard` protocol) (chess; xiangqi with ranks 0–9).
    Xboard,
}

impl Protocol {
    /// The protocol a game's engines usually speak: UCI for chess, USI for shōgi, UCCI for xiangqi.
    ///
    /// ```
    /// use tabula_engine::Protocol;
    /// use tabula_game::GameKind;
    /// assert_eq!(Protocol::usual_for(GameKind::Shogi), Protocol::Usi);
    /// assert_eq!(Protocol::usual_for(GameKind::Xiangqi), Protocol::Ucci);
    /// ```
    #[must_use]
    pub const fn usual_for(kind: GameKind) -> Protocol {
        match kind {
            GameKind::Shogi => Protocol::Usi,
            GameKind::Xiangqi => Protocol::Ucci,
            _ => Protocol::Uci,
        }
    }

    /// The `UCI_Variant` value a game needs over this protocol (Fairy-Stockfish's UCI plays xiangqi
    /// once told so), or `None`.
    ///
    /// ```
    /// use tabula_engine::Protocol;
    /// use tabula_game::GameKind;
    /// assert_eq!(Protocol::Uci.variant_for(GameKind::Xiangqi), Some("xiangqi"));
    /// assert_eq!(Protocol::Uci.variant_for(GameKind::Chess), None);
    /// ```
    #[must_use]
    pub const fn variant_for(self, kind: GameKind) -> Option<&'static str> {
        match (self, kind) {
            (Protocol::Uci, GameKind::Xiangqi) => Some("xiangqi"),
            _ => None,
        }
    }

    /// The hello line and the line that ends the handshake.
    pub(crate) const fn hello(self) -> (&'static str, &'static str) {
        match self {
            Protocol::Uci => ("uci", "uciok"),
            Protocol::Usi => ("usi", "usiok"),
            Protocol::Ucci => ("ucci", "ucciok"),
            Protocol::Xboard => ("xboard", "feature done=1"),
        }
    }
}

impl fmt::Display for Protocol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Protocol::Uci => "UCI",
            Protocol::Usi => "USI",
            Protocol::Ucci => "UCCI",
            Protocol::Xboard => "XBoard",
        })
    }
}

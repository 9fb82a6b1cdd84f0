//! The protocols the client speaks.

use core::fmt;

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

//! The games Tabula has rules for, and the move notations they read and write.

use core::fmt;
use core::str::FromStr;

/// A game with rules in Tabula. The styles of a FEEN position name it: `C/c` chess, `S/s` shōgi,
/// `X/x` xiangqi (SIN letters, <https://sashite.dev/specs/sin/1.0.0/>).
///
/// ```
/// use tabula_game::GameKind;
/// assert_eq!(GameKind::from_feen("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c"),
///            Some(GameKind::Chess));
/// assert_eq!(GameKind::from_feen("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s"),
///            Some(GameKind::Shogi));
/// assert_eq!(GameKind::from_feen("rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x"),
///            Some(GameKind::Xiangqi));
/// // A cross-style position (chess against shōgi) has no single rule system.
/// assert_eq!(GameKind::from_feen("8/8 / C/s"), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum GameKind {
    /// Chess (FIDE rules, Chess960 castling), style `C`.
    Chess,
    /// Shōgi (Japan Shogi Association rules), style `S`.
    Shogi,
    /// Xiangqi (Asian Xiangqi Federation rules), style `X`.
    Xiangqi,
    /// A variant played by a configurable rules engine (tabula-variants), named as Fairy-Stockfish names it
    /// (`crazyhouse`, `atomic`, `3check`…), with the SIN style letter of its family (`C` for the chess
    /// variants). Not in [`GameKind::ALL`] nor read by `FromStr`: the engine's own registry names them.
    ///
    /// ```
    /// let kind = tabula_game::GameKind::Variant { name: "atomic", style: 'C' };
    /// assert_eq!((kind.name(), kind.style_letter()), ("atomic", 'C'));
    /// ```
    Variant {
        /// The variant's name, lowercase ASCII.
        name: &'static str,
        /// The SIN style letter of its family, uppercase.
        style: char,
    },
}

impl GameKind {
    /// Every game, in this order.
    pub const ALL: [GameKind; 3] = [GameKind::Chess, GameKind::Shogi, GameKind::Xiangqi];

    /// The game's name in lowercase ASCII (`chess`, `shogi`, `xiangqi`).
    ///
    /// ```
    /// assert_eq!(tabula_game::GameKind::Shogi.name(), "shogi");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Chess => "chess",
            GameKind::Shogi => "shogi",
            GameKind::Xiangqi => "xiangqi",
            GameKind::Variant { name, .. } => name,
        }
    }

    /// The SIN style letter of the game, uppercase.
    ///
    /// ```
    /// assert_eq!(tabula_game::GameKind::Xiangqi.style_letter(), 'X');
    /// ```
    #[must_use]
    pub const fn style_letter(self) -> char {
        match self {
            GameKind::Chess => 'C',
            GameKind::Shogi => 'S',
            GameKind::Xiangqi => 'X',
            GameKind::Variant { style, .. } => style,
        }
    }

    /// The game whose rules apply to a FEEN string, read from its style–turn field alone (the last
    /// field, `C/c` or `c/C`): both styles must be the game's letter. `None` when the field is missing, the
    /// styles differ, or no rules exist for the style. The rest of the string is not read: the game's
    /// `Rules::from_feen` checks it.
    ///
    /// ```
    /// use tabula_game::GameKind;
    /// assert_eq!(GameKind::from_feen("8/8/8/8/8/8/8/8 / c/C"), Some(GameKind::Chess));
    /// assert_eq!(GameKind::from_feen("8 / G/g"), None);
    /// ```
    #[must_use]
    pub fn from_feen(feen: &str) -> Option<GameKind> {
        let field = feen.rsplit(' ').next()?.as_bytes();
        let [a, b'/', b] = *field else {
            return None;
        };
        if !a.eq_ignore_ascii_case(&b) || a.is_ascii_uppercase() == b.is_ascii_uppercase() {
            return None;
        }
        GameKind::from_style_letter(a)
    }

    /// The game of a SIN style letter, either case.
    ///
    /// ```
    /// assert_eq!(tabula_game::GameKind::from_style_letter(b's'), Some(tabula_game::GameKind::Shogi));
    /// ```
    #[must_use]
    pub const fn from_style_letter(letter: u8) -> Option<GameKind> {
        match letter.to_ascii_uppercase() {
            b'C' => Some(GameKind::Chess),
            b'S' => Some(GameKind::Shogi),
            b'X' => Some(GameKind::Xiangqi),
            _ => None,
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown name given to [`GameKind`]'s or [`Notation`]'s `FromStr`.
///
/// ```
/// let error = "go".parse::<tabula_game::GameKind>().unwrap_err();
/// assert_eq!(error.to_string(), "unknown game \"go\" (expected chess, shogi or xiangqi)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} {name:?} (expected {expected})")]
pub struct UnknownName {
    what: &'static str,
    name: String,
    expected: &'static str,
}

impl UnknownName {
    /// The error's code: `unknown-name`.
    ///
    /// ```
    /// assert_eq!("x".parse::<tabula_game::Notation>().unwrap_err().code(), "unknown-name");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        "unknown-name"
    }
}

impl FromStr for GameKind {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<GameKind, UnknownName> {
        GameKind::ALL
            .into_iter()
            .find(|kind| kind.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownName {
                what: "game",
                name: s.to_owned(),
                expected: "chess, shogi or xiangqi",
            })
    }
}

/// A move notation. PMN (<https://sashite.dev/specs/pmn/1.0.0/>) is every game's common notation; the others
/// belong to one game each, and each rules crate says which it reads and writes
/// ([`crate::Rules::notations`]).
///
/// ```
/// use tabula_game::Notation;
/// assert_eq!("san".parse::<Notation>()?, Notation::San);
/// assert_eq!("iccs".parse::<Notation>()?, Notation::Ucci);
/// assert_eq!(Notation::Wxf.name(), "wxf");
/// # Ok::<(), tabula_game::UnknownName>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Notation {
    /// Portable Move Notation (`e2-e4`, `P*e5`, `e1~g1`), every game.
    Pmn,
    /// Standard Algebraic Notation (PGN §8.2.3), chess: `Nf3`, `O-O`, `exd8=Q+`.
    San,
    /// UCI coordinates: chess `e2e4`, `e7e8q`; xiangqi as Fairy-Stockfish writes it, ranks 1–10 (`h3e3`).
    Uci,
    /// USI (shōgi): `7g7f`, `8h2b+`, `P*5e`.
    Usi,
    /// CSA move text (shōgi): `+7776FU`.
    Csa,
    /// UCCI / ICCS coordinates (xiangqi), ranks 0–9: `h2e2`.
    Ucci,
    /// WXF (xiangqi): `C2=5`, `H8+7`, `+R+1`.
    Wxf,
}

impl Notation {
    /// Every notation, in this order.
    pub const ALL: [Notation; 7] = [
        Notation::Pmn,
        Notation::San,
        Notation::Uci,
        Notation::Usi,
        Notation::Csa,
        Notation::Ucci,
        Notation::Wxf,
    ];

    /// The notation's name in lowercase ASCII, as `--notation` takes it.
    ///
    /// ```
    /// assert_eq!(tabula_game::Notation::Usi.name(), "usi");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Notation::Pmn => "pmn",
            Notation::San => "san",
            Notation::Uci => "uci",
            Notation::Usi => "usi",
            Notation::Csa => "csa",
            Notation::Ucci => "ucci",
            Notation::Wxf => "wxf",
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Notation {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Notation, UnknownName> {
        if s.eq_ignore_ascii_case("iccs") {
            return Ok(Notation::Ucci);
        }
        Notation::ALL
            .into_iter()
            .find(|n| n.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownName {
                what: "notation",
                name: s.to_owned(),
                expected: "pmn, san, uci, usi, csa, ucci (iccs) or wxf",
            })
    }
}

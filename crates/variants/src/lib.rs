#![doc = include_str!("../README.md")]

pub mod betza;
pub mod builtin;
pub mod definition;
mod end;
mod engine;
mod error;
mod feen;
mod fen;
mod movegen;
mod moves;
mod rules;
mod san;
mod state;
mod tables;

use std::sync::LazyLock;

use tabula_game::{DynGame, Game};

pub use definition::Definition;
pub use engine::{DefinitionError, Engine, MAX_FILES, MAX_PIECES, MAX_RANKS};
pub use error::{IllegalMove, PositionError};
pub use fen::MAX_FEN;
pub use moves::Move;
pub use rules::{Marker, Variant};

/// The built-in definitions, compiled once.
fn registry() -> &'static [Engine] {
    static REGISTRY: LazyLock<Vec<Engine>> = LazyLock::new(|| {
        builtin::all()
            .into_iter()
            .map(|d| Engine::new(d).expect("a built-in definition compiles"))
            .collect()
    });
    &REGISTRY
}

/// The zero-sized markers that name each built-in variant as a type ([`Variant`]).
pub mod marker {
    macro_rules! markers {
        ($($(#[$doc:meta])* $name:ident = $text:literal, $index:literal;)*) => {$(
            $(#[$doc])*
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
            pub struct $name;
            impl crate::Marker for $name {
                const NAME: &'static str = $text;
                const INDEX: usize = $index;
            }
        )*};
    }
    markers! {
        /// FIDE chess from a definition.
        Chess = "chess", 0;
        /// Crazyhouse.
        Crazyhouse = "crazyhouse", 1;
        /// King of the hill.
        KingOfTheHill = "kingofthehill", 2;
        /// Three-check.
        ThreeCheck = "3check", 3;
        /// Atomic.
        Atomic = "atomic", 4;
        /// Antichess.
        Antichess = "antichess", 5;
        /// Horde.
        Horde = "horde", 6;
        /// Racing kings.
        RacingKings = "racingkings", 7;
    }
}

/// FIDE chess played by the engine (the exact, faster crate is tabula-chess).
pub type Chess = Variant<marker::Chess>;
/// Crazyhouse.
pub type Crazyhouse = Variant<marker::Crazyhouse>;
/// King of the hill.
pub type KingOfTheHill = Variant<marker::KingOfTheHill>;
/// Three-check.
pub type ThreeCheck = Variant<marker::ThreeCheck>;
/// Atomic.
pub type Atomic = Variant<marker::Atomic>;
/// Antichess.
pub type Antichess = Variant<marker::Antichess>;
/// Horde.
pub type Horde = Variant<marker::Horde>;
/// Racing kings.
pub type RacingKings = Variant<marker::RacingKings>;

/// A built-in definition by its name (Fairy-Stockfish's: `crazyhouse`, `3check`…).
///
/// ```
/// let d = tabula_variants::by_name("crazyhouse").unwrap();
/// assert!(d.captures_to_hand);
/// assert!(tabula_variants::by_name("xiangqi").is_none());
/// ```
#[must_use]
pub fn by_name(name: &str) -> Option<&'static Definition> {
    registry()
        .iter()
        .map(Engine::definition)
        .find(|d| d.name == name)
}

/// Every built-in variant: its name and one line about it.
///
/// ```
/// let names: Vec<_> = tabula_variants::list().map(|(name, _)| name).collect();
/// assert_eq!(names, ["chess", "crazyhouse", "kingofthehill", "3check", "atomic", "antichess", "horde",
///                    "racingkings"]);
/// ```
pub fn list() -> impl Iterator<Item = (&'static str, &'static str)> {
    registry()
        .iter()
        .map(|e| (e.def.name.as_str(), e.def.description.as_str()))
}

/// Why [`open`] gave no game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum OpenError {
    /// No built-in variant has this name.
    #[error("unknown variant {0:?} (tabula_variants::list() names them)")]
    UnknownVariant(String),
    /// The position was refused.
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// Where a game of [`open`] starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum From<'a> {
    /// The variant's start position.
    Start,
    /// A FEN in Fairy-Stockfish's dialect for the variant, with its counters.
    Fen(&'a str),
    /// A FEEN position.
    Feen(&'a str),
}

fn open_as<R: tabula_game::Rules + Send + Sync + 'static>(
    from: From<'_>,
) -> Result<Box<dyn DynGame>, OpenError>
where
    R::Move: Send + Sync,
    OpenError: core::convert::From<R::PositionError>,
{
    Ok(match from {
        From::Start => Box::new(Game::<R>::start()),
        From::Fen(text) => Box::new(Game::<R>::from_native(text)?),
        From::Feen(text) => Box::new(Game::<R>::from_feen(text)?),
    })
}

/// A game of a built-in variant behind the doors' common interface.
///
/// ```
/// use tabula_game::Notation;
/// use tabula_variants::{open, From};
/// let game = open("atomic", From::Start)?;
/// assert_eq!(game.kind().name(), "atomic");
/// assert_eq!(game.perft(2), 400);
/// let game = open("crazyhouse", From::Fen("k7/4P3/8/8/8/8/8/K7[] w - - 0 1"))?;
/// assert!(game.legal_moves(Notation::Uci).unwrap().contains(&"e7e8q".to_owned()));
/// assert!(open("shatranj", From::Start).is_err());
/// # Ok::<(), tabula_variants::OpenError>(())
/// ```
///
/// # Errors
/// [`OpenError`]: an unknown name, or the position refused.
pub fn open(name: &str, from: From<'_>) -> Result<Box<dyn DynGame>, OpenError> {
    use marker as m;
    match name {
        "chess" => open_as::<Variant<m::Chess>>(from),
        "crazyhouse" => open_as::<Variant<m::Crazyhouse>>(from),
        "kingofthehill" => open_as::<Variant<m::KingOfTheHill>>(from),
        "3check" => open_as::<Variant<m::ThreeCheck>>(from),
        "atomic" => open_as::<Variant<m::Atomic>>(from),
        "antichess" => open_as::<Variant<m::Antichess>>(from),
        "horde" => open_as::<Variant<m::Horde>>(from),
        "racingkings" => open_as::<Variant<m::RacingKings>>(from),
        _ => Err(OpenError::UnknownVariant(name.chars().take(64).collect())),
    }
}
#[cfg(test)]
mod tests;

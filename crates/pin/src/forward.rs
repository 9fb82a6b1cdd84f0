//! The queries of a PIN piece, generated on the token types that hold one (EPIN's `ExtendedPiece`, QPI's
//! `QualifiedPiece`) so that they are written once, here, rather than by hand in each crate.

/// Generates the piece queries (`letter`, `side`, `state`, `is_terminal`, `is_first`, `is_second`,
/// `is_normal`, `is_enhanced`, `is_diminished`) on a token type with a `const fn piece(self) -> Piece`, each
/// forwarded to the PIN piece, with docs whose examples parse `$example` (a token of that type whose piece
/// is `-k^`: a diminished, terminal king of the second side).
///
/// Hidden: it is the token crates' plumbing (`tabula-epin`, `tabula-qpi`), not an API.
///
/// ```
/// use tabula_pin::{Letter, Piece};
///
/// /// A piece in a wrapper (in tabula-epin, `ExtendedPiece`; the first argument names the type for the
/// /// generated docs, whose examples then use `ExtendedPiece::parse` and `tabula_epin::Error`).
/// #[derive(Clone, Copy)]
/// pub struct Wrapped(Piece);
///
/// impl Wrapped {
///     const fn piece(self) -> Piece {
///         self.0
///     }
/// }
///
/// tabula_pin::__forward_piece_accessors!(tabula_pin::Wrapped, "-k^");
///
/// let token = Wrapped(Piece::parse("-k^")?);
/// assert_eq!(token.letter(), Letter::K);
/// assert!(token.is_diminished() && token.is_terminal() && token.is_second());
/// # Ok::<(), tabula_pin::Error>(())
/// ```
#[doc(hidden)]
#[macro_export]
macro_rules! __forward_piece_accessors {
    ($krate:ident :: $ty:ident, $example:literal) => {
        $crate::__forward_piece_accessors!(@impl $krate, $ty, $example,
            (letter, $crate::Letter, "The piece's letter (its name, or type).",
                "assert_eq!(token.letter(), Letter::K);"),
            (side, $crate::Side, "The piece's side (the PIN letter's case).",
                "assert_eq!(token.side(), Side::Second);"),
            (state, $crate::State, "The piece's state (`+` enhanced, `-` diminished, none normal).",
                "assert_eq!(token.state(), State::Diminished);"),
            (is_terminal, bool, "Whether the piece carries the terminal marker `^`.",
                "assert!(token.is_terminal());"),
            (is_first, bool, "Whether the piece is on the first side (uppercase PIN letter).",
                "assert!(!token.is_first());"),
            (is_second, bool, "Whether the piece is on the second side (lowercase PIN letter).",
                "assert!(token.is_second());"),
            (is_normal, bool, "Whether the piece is in its normal state (no modifier).",
                "assert!(!token.is_normal());"),
            (is_enhanced, bool, "Whether the piece is enhanced (`+`).",
                "assert!(!token.is_enhanced());"),
            (is_diminished, bool, "Whether the piece is diminished (`-`).",
                "assert!(token.is_diminished());")
        );
    };
    (@impl $krate:ident, $ty:ident, $example:literal,
        $(($name:ident, $out:ty, $doc:literal, $assert:literal)),*) => {
        impl $ty {
            $(
                #[doc = $doc]
                #[doc = ""]
                #[doc = "```"]
                #[doc = concat!("#[allow(unused_imports)]")]
                #[doc = concat!("use ", stringify!($krate), "::{", stringify!($ty), ", Letter, Side, State};")]
                #[doc = concat!("let token = ", stringify!($ty), "::parse(\"", $example, "\")?;")]
                #[doc = $assert]
                #[doc = concat!("# Ok::<(), ", stringify!($krate), "::Error>(())")]
                #[doc = "```"]
                #[must_use]
                #[inline]
                pub const fn $name(self) -> $out {
                    self.piece().$name()
                }
            )*
        }
    };
}

//! [`Token`]: how a position's piece type meets PMN's EPIN tokens.

use tabula_epin::ExtendedPiece;
use tabula_qi::Side;
use tabula_qpi::{QualifiedPiece, Style};

/// A piece type a position can hold while PMN moves are applied to it: PMN writes pieces as EPIN tokens,
/// whose style is relative (native, or derived with `'`), and a position may hold them as written
/// ([`ExtendedPiece`], any style type) or with their style resolved ([`QualifiedPiece`] with [`Style`], the
/// typed FEEN position).
///
/// The resolution is FEEN's: a native token takes the style of the player on its own side (its letter's
/// case), a derived one the other player's style.
///
/// ```
/// use tabula_pmn::{ExtendedPiece, Token};
/// use tabula_qpi::{QualifiedPiece, Style};
///
/// let (chess, shogi): (Style, Style) = ("C".parse()?, "s".parse()?);
/// let pawn: ExtendedPiece = "p'".parse()?;
/// let typed = QualifiedPiece::from_epin(pawn, &chess, &shogi);
/// assert_eq!(typed.to_string(), "C:p");
/// assert_eq!(typed.to_epin(&chess, &shogi), Some(pawn));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Token<S>: Copy + Ord {
    /// The piece an EPIN token names in a position whose players have the styles `first` and `second`.
    fn from_epin(token: ExtendedPiece, first: &S, second: &S) -> Self;

    /// The EPIN token of the piece, or `None` when no token names it (a typed piece whose style is neither
    /// player's).
    fn to_epin(self, first: &S, second: &S) -> Option<ExtendedPiece>;
}

/// The token as written; the styles are not looked at.
///
/// ```
/// use tabula_pmn::{ExtendedPiece, Token};
/// let k: ExtendedPiece = "K^'".parse()?;
/// assert_eq!(<ExtendedPiece as Token<()>>::from_epin(k, &(), &()), k);
/// # Ok::<(), tabula_epin::Error>(())
/// ```
impl<S> Token<S> for ExtendedPiece {
    #[inline]
    fn from_epin(token: ExtendedPiece, _: &S, _: &S) -> Self {
        token
    }

    #[inline]
    fn to_epin(self, _: &S, _: &S) -> Option<ExtendedPiece> {
        Some(self)
    }
}

/// FEEN's resolution of a token's style through the two players' styles.
///
/// ```
/// use tabula_pmn::{ExtendedPiece, Token};
/// use tabula_qpi::{QualifiedPiece, Style};
/// let (first, second): (Style, Style) = ("C".parse()?, "c".parse()?);
/// let alien: QualifiedPiece = "S:P".parse()?;
/// assert_eq!(alien.to_epin(&first, &second), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl Token<Style> for QualifiedPiece {
    #[inline]
    fn from_epin(token: ExtendedPiece, first: &Style, second: &Style) -> Self {
        let side = if token.is_derived() {
            token.side().flip()
        } else {
            token.side()
        };
        let style = if side == Side::First { *first } else { *second };
        QualifiedPiece::new(style, token.piece())
    }

    #[inline]
    fn to_epin(self, first: &Style, second: &Style) -> Option<ExtendedPiece> {
        let piece = self.piece();
        // The player whose style this is; when both players have the same token, the piece's own side.
        let owner =
            if self.style() == *first && (self.style() != *second || piece.side() == Side::First) {
                Side::First
            } else if self.style() == *second {
                Side::Second
            } else {
                return None;
            };
        let token = ExtendedPiece::new(piece, owner != piece.side());
        (Self::from_epin(token, first, second) == self).then_some(token)
    }
}

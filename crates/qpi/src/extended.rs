//! A qualified piece and the EPIN token FEEN writes for it: the style–turn field decides the style.

use crate::{Error, ExtendedPiece, QualifiedPiece, Style};

impl QualifiedPiece {
    /// Resolves an EPIN token to its full identity in a match whose players have the styles `first` and
    /// `second` (EPIN, "Attributes"; FEEN, "Style–turn"): a native piece takes the style of the player on its
    /// own side, a derived piece the style of the other player. The style tokens are used unchanged, so the result is native
    /// exactly when the EPIN token is (when the first style is uppercase and the second lowercase, as FEEN
    /// writes them). No allocation, no branch on the token.
    ///
    /// ```
    /// use tabula_qpi::{ExtendedPiece, QualifiedPiece, Style};
    /// let (chess, makruk) = (Style::parse("C")?, Style::parse("m")?);
    /// let resolve = |token: &str| -> Result<String, tabula_epin::Error> {
    ///     let piece = ExtendedPiece::parse(token)?;
    ///     Ok(QualifiedPiece::from_extended(piece, chess, makruk).to_string())
    /// };
    /// assert_eq!(resolve("K^")?, "C:K^");
    /// assert_eq!(resolve("k^")?, "m:k^");
    /// assert_eq!(resolve("P'")?, "m:P");
    /// assert_eq!(resolve("+r'")?, "C:+r");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_extended(
        piece: ExtendedPiece,
        first: Style,
        second: Style,
    ) -> QualifiedPiece {
        let players = [first, second];
        let owner = piece.side() as usize ^ piece.is_derived() as usize;
        QualifiedPiece::new(players[owner], piece.piece())
    }

    /// Writes this piece as an EPIN token for a match whose players have the styles `first` and `second`:
    /// the PIN part, derived when the style belongs to the player on the other side than the piece. The
    /// inverse of [`QualifiedPiece::from_extended`].
    ///
    /// ```
    /// use tabula_qpi::{QualifiedPiece, Style};
    /// let (chess, shogi) = (Style::parse("C")?, Style::parse("s")?);
    /// assert_eq!(QualifiedPiece::parse("C:p")?.to_extended(chess, shogi)?.to_string(), "p'");
    /// assert!(QualifiedPiece::parse("c:p")?.to_extended(chess, shogi).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::ForeignStyle`] when the piece's style is not the style this rule gives it, i.e. neither
    /// player's token (compared with its case).
    #[inline]
    pub const fn to_extended(self, first: Style, second: Style) -> Result<ExtendedPiece, Error> {
        let players = [first, second];
        let piece = self.piece();
        let style = self.style();
        let derived = style.side() as u8 != piece.side() as u8;
        let expected = players[piece.side() as usize ^ derived as usize];
        if expected.to_bits() == style.to_bits() {
            Ok(ExtendedPiece::new(piece, derived))
        } else {
            Err(Error::ForeignStyle {
                style,
                piece,
                first,
                second,
            })
        }
    }

    /// The EPIN token with the style dropped: the PIN part, derived when the cases differ. Lossy: use
    /// [`QualifiedPiece::to_extended`] to check the style against a match.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse("s:+R")?.extended().to_string(), "+R'");
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn extended(self) -> ExtendedPiece {
        ExtendedPiece::new(self.piece(), self.is_derived())
    }
}

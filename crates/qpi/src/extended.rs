//! A qualified piece and the EPIN token FEEN writes for it: the style–turn field decides the style.

use core::num::NonZeroU16;

use crate::{
    Error, ExtendedPiece, Letter, PIECE_MASK, PRESENT_BIT, Piece, QualifiedPiece, STYLE_SHIFT,
    Side, State, Style,
};

/// The side bit of a piece's bits (`Piece::to_bits`), set for the second side.
const SIDE_BIT: u16 = Piece::new(Letter::A, Side::Second, State::Normal, false).to_bits();
/// The derivation flag in an EPIN token's lexed bits.
const DERIVED_BIT: u16 = ExtendedPiece::lexed_bits(b'\'');

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

    /// [`QualifiedPiece::from_extended`] of the token whose lexed bits are `lexed`
    /// (`tabula_epin::lex`: the token's `to_bits` with bit 15 set), or `None` when `lexed` is not a token
    /// (0 is an empty square). Branch-free, for a scanner that converts every square of a board.
    ///
    /// ```
    /// use tabula_qpi::{ExtendedPiece, QualifiedPiece, Style};
    /// let (chess, shogi) = (Style::parse("C")?, Style::parse("s")?);
    /// let lexed = b"p'".iter().fold(0, |bits, &b| bits | ExtendedPiece::lexed_bits(b));
    /// assert_eq!(QualifiedPiece::from_lexed(lexed, chess, shogi), Some(QualifiedPiece::parse("C:p")?));
    /// assert_eq!(QualifiedPiece::from_lexed(0, chess, shogi), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_lexed(lexed: u16, first: Style, second: Style) -> Option<QualifiedPiece> {
        let valid = ExtendedPiece::from_lexed(lexed).is_some();
        let owner = (lexed & SIDE_BIT != 0) ^ (lexed & DERIVED_BIT != 0);
        // A select, not an index: no load that depends on the square.
        let style = if owner { second } else { first };
        let bits = (lexed & PIECE_MASK) | ((style.to_bits() as u16) << STYLE_SHIFT) | PRESENT_BIT;
        match NonZeroU16::new(bits & 0u16.wrapping_sub(valid as u16)) {
            Some(bits) => Some(QualifiedPiece(bits)),
            None => None,
        }
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

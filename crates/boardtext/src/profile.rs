//! A game's profile of FEEN as a FEN-like format needs it: the board's shape and the style letter.

use tabula_feen::{Feen, Position};
use tabula_qpi::{Letter, Side};

/// The FEEN profile a FEN-like format spells: a board shape and one style letter for both players (shōgi:
/// 9×9, `S`; xiangqi: 10×9, `X`).
///
/// ```
/// use tabula_boardtext::{Misfit, Profile};
/// use tabula_qpi::Letter;
/// const SHOGI: Profile = Profile { shape: &[9, 9], letter: Letter::S };
/// let position = tabula_boardtext::parse_feen("4k^4/9/9/9/9/9/9/9/4K^4 / S/c")?;
/// assert_eq!(SHOGI.misfit(&position), Some(Misfit::Style { side: tabula_qpi::Side::Second, style: "c".to_owned() }));
/// let view = tabula_boardtext::view_feen("4k^4/9/9/9/9/9/9/9/4K^4 / S/s").unwrap();
/// assert!(SHOGI.fits(&view));
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Profile {
    /// The board's shape, ranks first (FEEN's order).
    pub shape: &'static [usize],
    /// The style letter of both players.
    pub letter: Letter,
}

/// Why a typed position is not on a [`Profile`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Misfit {
    /// The board has another shape (written like `9×8`).
    Shape(String),
    /// A player's style has another letter.
    Style {
        /// Whose style.
        side: Side,
        /// The style written.
        style: String,
    },
}

impl Profile {
    /// Whether a validated FEEN view has the profile's shape and styles.
    ///
    /// ```
    /// use tabula_boardtext::Profile;
    /// let xiangqi = Profile { shape: &[10, 9], letter: tabula_qpi::Letter::X };
    /// assert!(!xiangqi.fits(&tabula_boardtext::view_feen("9/9 / X/x").unwrap()));
    /// ```
    #[must_use]
    pub fn fits(&self, feen: &Feen<'_>) -> bool {
        feen.shape()
            .is_some_and(|shape| shape.as_slice() == self.shape)
            && feen.first_style().letter() == self.letter
            && feen.second_style().letter() == self.letter
    }

    /// What keeps a typed position off the profile, shape first, then the first player's style, then the
    /// second's; `None` when it is on it.
    ///
    /// ```
    /// use tabula_boardtext::{Misfit, Profile};
    /// let shogi = Profile { shape: &[9, 9], letter: tabula_qpi::Letter::S };
    /// let position = tabula_boardtext::parse_feen("9/9 / S/s")?;
    /// assert_eq!(shogi.misfit(&position), Some(Misfit::Shape("2×9".to_owned())));
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn misfit(&self, position: &Position) -> Option<Misfit> {
        if position.shape().as_slice() != self.shape {
            let sizes: Vec<String> = position.shape().iter().map(ToString::to_string).collect();
            return Some(Misfit::Shape(sizes.join("×")));
        }
        [Side::First, Side::Second].into_iter().find_map(|side| {
            let style = *position.style(side);
            (style.letter() != self.letter).then(|| Misfit::Style {
                side,
                style: style.to_string(),
            })
        })
    }
}

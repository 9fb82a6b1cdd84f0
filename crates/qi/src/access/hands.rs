//! The hands: each side's `(piece, count)` items, and the count of one piece.

use crate::{Hand, Qi, Side};

impl<P, S> Qi<P, S> {
    /// One hand as `(piece, count)` items in `P`'s order (every count ≥ 1).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[8], 'C', 'c')?;
    /// position.hand_diff(Side::First, [('R', 1), ('B', 2)])?;
    /// let items: Vec<_> = position.hand(Side::First).collect();
    /// assert_eq!(items, [(&'B', 2), (&'R', 1)]);
    /// assert_eq!(position.hand(Side::Second).len(), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn hand(&self, side: Side) -> Hand<'_, P> {
        Hand {
            items: self.hands[side.index()].iter(),
        }
    }

    /// The first player's hand; see [`Qi::hand`].
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[8], 'C', 'c')?;
    /// position.hand_diff(Side::First, [('P', 3)])?;
    /// assert_eq!(position.first_hand().collect::<Vec<_>>(), [(&'P', 3)]);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn first_hand(&self) -> Hand<'_, P> {
        self.hand(Side::First)
    }

    /// The second player's hand; see [`Qi::hand`].
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::<char, char>::new(&[8], 'C', 'c')?.second_hand().count(), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn second_hand(&self) -> Hand<'_, P> {
        self.hand(Side::Second)
    }
}

impl<P: Ord, S> Qi<P, S> {
    /// The count of `piece` in one hand (0 when absent).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[4], 'C', 'c')?;
    /// position.hand_diff(Side::First, [('P', 2)])?;
    /// assert_eq!(position.hand_count(Side::First, &'P'), 2);
    /// assert_eq!(position.hand_count(Side::Second, &'P'), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn hand_count(&self, side: Side, piece: &P) -> usize {
        self.hands[side.index()].get(piece).copied().unwrap_or(0)
    }

    /// The count of `piece` in the first player's hand (0 when absent).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[4], 'C', 'c')?;
    /// position.hand_diff(Side::First, [('P', 2)])?;
    /// assert_eq!(position.first_hand_count(&'P'), 2);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn first_hand_count(&self, piece: &P) -> usize {
        self.hand_count(Side::First, piece)
    }

    /// The count of `piece` in the second player's hand (0 when absent).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[4], 'C', 'c')?;
    /// position.hand_diff(Side::First, [('P', 2)])?;
    /// assert_eq!(position.second_hand_count(&'P'), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn second_hand_count(&self, piece: &P) -> usize {
        self.hand_count(Side::Second, piece)
    }
}

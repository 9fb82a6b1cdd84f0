//! The parts of a move by their role, whatever its form: one reading of the eight variants for every
//! caller that names parts (the conformance values, the Python bindings).

use tabula_cell::Coordinate;
use tabula_epin::ExtendedPiece;

use crate::Move;

impl Move {
    /// The source square of `-`, `+` and `~`; `None` for the other forms.
    ///
    /// ```
    /// use tabula_pmn::Move;
    /// assert_eq!("e2-e4".parse::<Move>()?.source(), Some("e2".parse()?));
    /// assert_eq!("P*e5".parse::<Move>()?.source(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn source(&self) -> Option<Coordinate> {
        match *self {
            Move::Quiet { from, .. } | Move::Capture { from, .. } | Move::Special { from, .. } => {
                Some(from)
            }
            _ => None,
        }
    }

    /// The destination square of `-`, `+`, `~`, `*` and `.`; `None` for the other forms.
    ///
    /// ```
    /// use tabula_pmn::Move;
    /// assert_eq!("P*e5".parse::<Move>()?.destination(), Some("e5".parse()?));
    /// assert_eq!("+d4".parse::<Move>()?.destination(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn destination(&self) -> Option<Coordinate> {
        match *self {
            Move::Quiet { to, .. }
            | Move::Capture { to, .. }
            | Move::Special { to, .. }
            | Move::Drop { to, .. }
            | Move::DropCapture { to, .. } => Some(to),
            _ => None,
        }
    }

    /// The square of a static capture (`+d4`) or a mutation (`e4=+P`); `None` for the other forms.
    ///
    /// ```
    /// use tabula_pmn::Move;
    /// assert_eq!("+d4".parse::<Move>()?.square(), Some("d4".parse()?));
    /// assert_eq!("e2-e4".parse::<Move>()?.square(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn square(&self) -> Option<Coordinate> {
        match *self {
            Move::StaticCapture { square, .. } | Move::Mutate { square, .. } => Some(square),
            _ => None,
        }
    }

    /// The piece a drop takes from the hand (`P` in `P*e5`); `None` when it is not written (`*e5`) and for
    /// the other forms.
    ///
    /// ```
    /// use tabula_pmn::Move;
    /// assert_eq!("P*e5".parse::<Move>()?.piece(), Some("P".parse()?));
    /// assert_eq!("*e5".parse::<Move>()?.piece(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn piece(&self) -> Option<ExtendedPiece> {
        match *self {
            Move::Drop { piece, .. } | Move::DropCapture { piece, .. } => piece,
            _ => None,
        }
    }

    /// The actor's identity after the move (the `=A` suffix, or the new identity of a mutation); `None`
    /// when it does not change.
    ///
    /// ```
    /// use tabula_pmn::Move;
    /// assert_eq!("e7-e8=Q".parse::<Move>()?.actor(), Some("Q".parse()?));
    /// assert_eq!("e4=+P".parse::<Move>()?.actor(), Some("+P".parse()?));
    /// assert_eq!("e2-e4".parse::<Move>()?.actor(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn actor(&self) -> Option<ExtendedPiece> {
        match *self {
            Move::Quiet { actor, .. }
            | Move::Capture { actor, .. }
            | Move::Special { actor, .. }
            | Move::Drop { actor, .. }
            | Move::DropCapture { actor, .. } => actor,
            Move::Mutate { piece, .. } => Some(piece),
            Move::Pass | Move::StaticCapture { .. } => None,
        }
    }

    /// The captured piece's identity as it enters the hand (the `/C` suffix); `None` when it does not
    /// change.
    ///
    /// ```
    /// use tabula_pmn::Move;
    /// assert_eq!("c2+b1/B".parse::<Move>()?.captured(), Some("B".parse()?));
    /// assert_eq!("d1+f3".parse::<Move>()?.captured(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn captured(&self) -> Option<ExtendedPiece> {
        match *self {
            Move::Capture { captured, .. }
            | Move::Special { captured, .. }
            | Move::StaticCapture { captured, .. }
            | Move::DropCapture { captured, .. } => captured,
            _ => None,
        }
    }
}

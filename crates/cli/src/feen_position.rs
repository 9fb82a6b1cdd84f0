//! Every place where the command builds a position from FEEN, writes one back, or makes a FEEN error of
//! its own: one small module, so that a change in `tabula-feen`'s API is a change here.

use tabula_feen::{Error, Feen, Position};

/// The position of a FEEN view (an irregular board has none).
pub(crate) fn position(view: &Feen<'_>) -> Result<Position, Error> {
    view.as_str().parse()
}

/// The error of a line longer than FEEN's bound, with its real length (the line was not kept whole, so
/// `tabula-feen` never saw more than its beginning).
pub(crate) fn too_long(len: u64) -> Error {
    Error::TooLong {
        len: usize::try_from(len).unwrap_or(usize::MAX),
    }
}

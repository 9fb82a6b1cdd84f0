//! The one place that calls tabula-feen's reader and writer and builds positions (kept small so that a change
//! of tabula-feen's API is a few lines here).

use tabula_feen::{Feen, Position};

/// Reads a FEEN string into a typed position.
pub(crate) fn parse_feen(feen: &str) -> Result<Position, tabula_feen::Error> {
    feen.parse::<tabula_feen::Position>()
}

/// Reads a FEEN string into tabula-feen's borrowed view (validated, nothing built), or `None` when it is not
/// valid FEEN (the typed reader then names the error).
pub(crate) fn view_feen(feen: &str) -> Option<Feen<'_>> {
    Feen::parse(feen).ok()
}

//! PON cases: a JSON document read by `tabula-pon`, its decoded value and the compact form it writes.

use tabula_fixtures::values;
use tabula_pon::Pon;

use crate::Outcome;

/// The outcome of reading `input` as PON: the value in the fixtures' words (`fixtures/README.md`, PON) and
/// the compact text, or the error code.
pub(crate) fn outcome(input: &[u8]) -> Outcome {
    match Pon::from_slice(input) {
        Ok(pon) => Outcome::Valid {
            value: values::pon(&pon),
            canonical: pon.to_string(),
        },
        Err(error) => Outcome::Invalid {
            code: error.code(),
            offset: None,
            field: None,
        },
    }
}

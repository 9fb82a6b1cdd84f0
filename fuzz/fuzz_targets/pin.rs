//! PIN tokens from arbitrary bytes: `parse_bytes`, `parse`, `parse_prefix`, `is_valid`, `FromStr`,
//! `TryFrom` and serde agree with each other and with the reference grammar; what parses formats back to
//! the input; error offsets lie inside the input or at its end, on the byte they name.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tabula_fuzz::check_token::<tabula_pin::Piece>(data);
});

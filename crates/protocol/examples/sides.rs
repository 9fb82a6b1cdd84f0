//! Prints every letter as both sides would write it.
//!
//! Run with `cargo run -p tabula-protocol --example sides`.

use tabula_protocol::{Letter, Side};

fn main() {
    for letter in Letter::ALL {
        let first = char::from(letter.to_ascii(Side::First));
        let second = char::from(letter.to_ascii(Side::Second));
        println!(
            "{letter}: {} writes {first}, {} writes {second}",
            Side::First,
            Side::Second
        );
    }
}

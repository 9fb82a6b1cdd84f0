//! A driver for instruction counts of the token readers (docs/performance.md, "Token readers"): runs one
//! reader of one token crate on one input `n` times, so that the `valgrind --tool=callgrind` totals of two
//! runs with different `n` give the cost of one call, the same on a busy machine as on an idle one.
//!
//! ```sh
//! cargo build --profile bench -p tabula-qpi --example token_counts
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/token_counts epin-try-prefix "+K^'/" 11000
//! ```
//!
//! Operations: `{sin,pin,epin,qpi}-{parse,parse-prefix,try-prefix}`; the input is the bytes to read.

use std::hint::black_box;
use std::process::exit;

use tabula_qpi::{ExtendedPiece, Piece, QualifiedPiece, Style};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(op), Some(input)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: token_counts OPERATION INPUT [N]");
        exit(2);
    };
    let n: usize = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(1);
    let bytes = input.as_bytes();
    let text = input.as_str();
    let read: fn(&str, &[u8]) -> bool = match op.as_str() {
        "sin-parse" => |text, _| Style::parse(black_box(text)).is_ok(),
        "sin-parse-prefix" => |_, bytes| Style::parse_prefix(black_box(bytes)).is_ok(),
        "sin-try-prefix" => |_, bytes| Style::try_prefix(black_box(bytes)).is_some(),
        "pin-parse" => |text, _| Piece::parse(black_box(text)).is_ok(),
        "pin-parse-prefix" => |_, bytes| Piece::parse_prefix(black_box(bytes)).is_ok(),
        "pin-try-prefix" => |_, bytes| Piece::try_prefix(black_box(bytes)).is_some(),
        "epin-parse" => |text, _| ExtendedPiece::parse(black_box(text)).is_ok(),
        "epin-parse-prefix" => |_, bytes| ExtendedPiece::parse_prefix(black_box(bytes)).is_ok(),
        "epin-try-prefix" => |_, bytes| ExtendedPiece::try_prefix(black_box(bytes)).is_some(),
        "qpi-parse" => |text, _| QualifiedPiece::parse(black_box(text)).is_ok(),
        "qpi-parse-prefix" => |_, bytes| QualifiedPiece::parse_prefix(black_box(bytes)).is_ok(),
        "qpi-try-prefix" => |_, bytes| QualifiedPiece::try_prefix(black_box(bytes)).is_some(),
        _ => {
            eprintln!("unknown operation {op}");
            exit(2);
        }
    };
    for _ in 0..n {
        black_box(read(text, bytes));
    }
}

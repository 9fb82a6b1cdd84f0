//! A driver for instruction counts under valgrind (docs/performance.md): parses (or writes) one move `n`
//! times.
//!
//! ```text
//! cargo build --profile bench -p tabula-pmn --example count
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/count parse e2-e4 1000
//! ```
//!
//! Operations: `parse`; `display` (`Move::encode` into a stack buffer); `fmt` (`Display` through `write!`
//! into a `String` cleared on each call, so no allocation); `to-string` (`Move::to_string`, one allocation
//! and its release per call).
use std::fmt::Write as _;
use std::hint::black_box;

use tabula_pmn::Move;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(op), Some(text), Some(n)) = (args.get(1), args.get(2), args.get(3)) else {
        eprintln!("usage: count parse|display|fmt|to-string MOVE N");
        std::process::exit(2);
    };
    let n: usize = n.parse().unwrap_or(0);
    let mut total = 0usize;
    if op == "parse" {
        for _ in 0..n {
            total += usize::from(Move::parse(black_box(text)).is_ok());
        }
    } else {
        let mv = Move::parse(text).unwrap_or(Move::Pass);
        match op.as_str() {
            "fmt" => {
                let mut out = String::with_capacity(64);
                for _ in 0..n {
                    out.clear();
                    total += usize::from(write!(out, "{}", black_box(mv)).is_ok());
                    total += black_box(&out).len();
                }
            }
            "to-string" => {
                for _ in 0..n {
                    total += black_box(black_box(mv).to_string()).len();
                }
            }
            _ => {
                for _ in 0..n {
                    let mut buf = [0; Move::MAX_LEN];
                    total += black_box(black_box(mv).encode(&mut buf)).len();
                }
            }
        }
    }
    println!("{total}");
}

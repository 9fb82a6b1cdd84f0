//! A driver for instruction counts under valgrind (docs/performance.md): parses (or writes) one move `n`
//! times.
//!
//! ```text
//! cargo build --profile bench -p tabula-pmn --example count
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/count parse e2-e4 1000
//! ```
use std::hint::black_box;

use tabula_pmn::Move;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(op), Some(text), Some(n)) = (args.get(1), args.get(2), args.get(3)) else {
        eprintln!("usage: count parse|display MOVE N");
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
        for _ in 0..n {
            let mut buf = [0; Move::MAX_LEN];
            total += black_box(black_box(mv).encode(&mut buf)).len();
        }
    }
    println!("{total}");
}

//! Prints the size and shape of the small-position corpus (`tabula_bench::small::benched`).
#![allow(missing_docs, clippy::cast_precision_loss)]
fn main() {
    let corpus = tabula_bench::small::benched();
    let n = corpus.valid.len();
    let m = corpus.invalid.len();
    println!(
        "valid {n} strings {} bytes ({:.1} avg); invalid {m} strings {} bytes ({:.1} avg)",
        corpus.valid_bytes(),
        corpus.valid_bytes() as f64 / n as f64,
        corpus.invalid_bytes(),
        corpus.invalid_bytes() as f64 / m as f64
    );
    let all: Vec<&String> = corpus.valid.iter().chain(&corpus.invalid).collect();
    let in_range = all.iter().filter(|t| (15..=100).contains(&t.len())).count();
    println!("15-100 bytes: {in_range} of {}", all.len());
    if std::env::args().nth(1).as_deref() == Some("show") {
        for t in corpus.valid.iter().step_by(997) {
            println!("V {t}");
        }
        for t in corpus.invalid.iter().step_by(1999) {
            println!("I {t}");
        }
    }
}

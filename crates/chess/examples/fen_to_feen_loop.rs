//! A tight loop of FEN → FEEN conversions, for profilers (`perf record`, callgrind).
fn main() {
    let fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    let mut total = 0;
    for _ in 0..200_000 {
        total += tabula_chess::fen::to_feen(std::hint::black_box(fen)).map_or(0, |c| c.feen.len());
    }
    println!("{total}");
}

//! Prints perft of a built-in variant: `cargo run --release -p tabula-variants --example perft -- atomic 4 [FEN]`.

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (name, depth) = (&args[1], args[2].parse::<u32>().expect("a depth"));
    let from = args.get(3).map_or(tabula_variants::From::Start, |fen| {
        tabula_variants::From::Fen(fen)
    });
    let game = tabula_variants::open(name, from).expect("a variant and position");
    let start = std::time::Instant::now();
    let nodes = game.perft(depth);
    println!(
        "{name} perft {depth}: {nodes} ({:.3} s)",
        start.elapsed().as_secs_f64()
    );
}

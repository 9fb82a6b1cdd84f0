//! Perft of each built-in variant's start position (`cargo bench -p tabula-variants`).

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_game::Rules;
use tabula_variants::{
    Antichess, Atomic, Chess, Crazyhouse, Horde, KingOfTheHill, RacingKings, ThreeCheck,
};

fn bench<R: Rules>(c: &mut Criterion, name: &str, depth: u32) {
    let start = R::start();
    c.bench_function(&format!("{name} perft {depth}"), |b| {
        b.iter(|| start.perft(depth));
    });
}

fn perft(c: &mut Criterion) {
    bench::<Chess>(c, "chess", 4);
    bench::<Crazyhouse>(c, "crazyhouse", 4);
    bench::<KingOfTheHill>(c, "kingofthehill", 4);
    bench::<ThreeCheck>(c, "3check", 4);
    bench::<Atomic>(c, "atomic", 4);
    bench::<Antichess>(c, "antichess", 4);
    bench::<Horde>(c, "horde", 4);
    bench::<RacingKings>(c, "racingkings", 4);
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = perft
}
criterion_main!(benches);

//! KIF and CSA records read and written, in plies per second (`cargo bench -p tabula-shogi --bench records`).
//!
//! The game: 144 random legal moves from the even start (played by cshogi in the records cross-check, with
//! drops, promotions and captures), with a time on every move, written by Tabula as KIF (UTF-8 and
//! `Shift_JIS`) and CSA; 50 copies of it make one stream of 7,200 plies.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tabula_shogi::records::{
    CsaReader, Encoding, End, KifOptions, KifReader, Record, STARTPOS, write_csa_games, write_kif,
};

const MOVES: &str = "6g6f 6a5b 5i5h 7a7b 1i1h 3a4b 4g4f 7c7d 6i7h 3c3d 8g8f 9a9b 4f4e 2c2d 5h6h 1c1d 7g7f 2d2e 7h7g 5b6b 4i5i 2b4d 6h7h 9c9d 7g6g 8c8d 3i4h 4a5b 4h4g 9b9c 4g5h 6b7c 5i4h 4b3c 6g7g 4d6f 7g6f 7d7e B*1b 5a4b 6f7e 4b5a 7e6d 5a6a 1b3d+ 1d1e P*6b 6a6b 3d4d 6b6a 5h4i P*3f 7h6g P*7a 4h5h 3c4b P*6f 7c8c 5h4g 6c6d 4g3f G*2d 2h5h 8c7c 4d3d 2a1c 5h4h 5b6b 4h2h 2e2f 6g7g 4b3c 7g8g 8b8c 3d1f 3c4d 7i6h 2d2e 7f7e 4d3c 7e7d 6d6e 8i7g 8d8e 2g2f 6b5b 8g9h 2e2d 8f8e 4c4d 2f2e 5b5a 9h8g 7c6d 3f4f 6a6b 5g5f 2d2c 2h2f 5a4a 6h6g 3c2b 4f3e 2c2d 3e3f 6d7d 4i3h 2b3a 3f4f 4a3b 3g3f 7d7c 8g9f 7c6c P*7d P*8d 3h2g 3b2b 6g7f 8a7c 2e2d 3a3b 1f6a 7b6a G*8f B*6d 4f4g 6c5d 2d2c+ 1c2e 2f1f 6a7b 7d7c 7b6a 2c3b 6d7e N*8g 1a1d 1f2f 2b1b S*4h 1b1a 4h5g 6b5b";
const GAMES: usize = 50;

fn record() -> Record {
    let mut record = Record::new(STARTPOS);
    record.moves = MOVES.split(' ').map(str::to_owned).collect();
    record.times = (0..record.moves.len())
        .map(|i| Some(u32::try_from(i % 97).unwrap()))
        .collect();
    record.headers.push(("先手".into(), "先手".into()));
    record.headers.push(("後手".into(), "後手".into()));
    record.end = Some(End::Resignation);
    record
}

fn kif(record: &Record, encoding: Encoding) -> Vec<u8> {
    let mut out = Vec::new();
    for _ in 0..GAMES {
        write_kif(
            &mut out,
            record,
            KifOptions::default().with_encoding(encoding),
        )
        .unwrap();
    }
    out
}

fn plies<I: Iterator<Item = Result<Record, tabula_shogi::records::RecordError>>>(
    games: I,
) -> usize {
    games.map(|game| game.unwrap().moves.len()).sum()
}

fn bench(c: &mut Criterion) {
    let record = record();
    let utf8 = kif(&record, Encoding::Utf8);
    let sjis = kif(&record, Encoding::ShiftJis);
    let mut csa = Vec::new();
    write_csa_games(&mut csa, &vec![record.clone(); GAMES]).unwrap();
    let total = record.moves.len() * GAMES;
    assert_eq!(plies(KifReader::new(&utf8[..])), total);
    assert_eq!(plies(KifReader::new(&sjis[..])), total);
    assert_eq!(plies(CsaReader::new(&csa[..])), total);
    let mut group = c.benchmark_group("shogi/records");
    group.throughput(Throughput::Elements(u64::try_from(total).unwrap()));
    group.bench_function("kif-read/utf8", |b| {
        b.iter(|| plies(KifReader::new(black_box(&utf8[..]))));
    });
    group.bench_function("kif-read/shift-jis", |b| {
        b.iter(|| plies(KifReader::new(black_box(&sjis[..]))));
    });
    group.bench_function("csa-read", |b| {
        b.iter(|| plies(CsaReader::new(black_box(&csa[..]))));
    });
    group.bench_function("kif-write/utf8", |b| {
        b.iter(|| kif(black_box(&record), Encoding::Utf8).len());
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

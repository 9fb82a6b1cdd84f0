// The benchmark positions, shared by `benches/feen.rs` and the side-by-side crate `crates/bench`.

/// The fixed set of FEEN positions, as `(name, string)`: chess start, a shōgi middlegame with pieces in hand,
/// xiangqi start, an empty 8×8 board, a 3-D 5×5×5 board with pieces, and a 1-D board.
pub const POSITIONS: &[(&str, &str)] = &[
    (
        "chess-start",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
    ),
    (
        "shogi-hands",
        "ln1gk^gsnl/1r5b1/p1pp1pppp/9/9/9/PP1PPPPPP/1B5R1/LNSGK^GSNL 2PS/p s/S",
    ),
    (
        "xiangqi-start",
        "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
    ),
    ("empty-8x8", "8/8/8/8/8/8/8/8 / C/c"),
    (
        "3d-5x5x5",
        "rnknr/ppppp/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/PPPPP/RNKNR / R/r",
    ),
    ("1d", "k^+p4+PK^ / C/c"),
];

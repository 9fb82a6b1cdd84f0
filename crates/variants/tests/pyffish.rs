//! Differential test against pyffish (`PyPI` package `pyffish`, Fairy-Stockfish): random playouts of the
//! seven lichess variants; in every position the same legal moves (UCI), the same check flag (but in
//! atomic, where Fairy-Stockfish's king is not royal and never in check), the same end and winner, and the
//! FEN written back as Fairy-Stockfish writes it (but the en-passant field).
//!
//! The interpreter comes from `TABULA_PYTHON` (`scripts/diff-variants.sh` sets it up). Without it, or
//! without `import pyffish`, the test prints `SKIPPED: …` and passes, unless `TABULA_DIFF_REQUIRED=1`.
//! `TABULA_DIFF_GAMES` (default 4: pyffish rebuilds its tables on every call, about 25 ms a position) and `TABULA_DIFF_PLIES` (default 120) size the playouts.

mod common;

#[test]
fn lichess_variants_match_pyffish() {
    common::run(&common::Oracle {
        name: "pyffish",
        script: "pyffish_variants.py",
        no_check: &["atomic"],
        games: "4",
        fen: true,
    });
}

//! Differential test against python-chess's `chess.variant` (`PyPI` package `chess`): random playouts of
//! the seven lichess variants; in every position the same legal moves (UCI), the same check flag, the same
//! end of the game and winner, read through the FEN python-chess writes.
//!
//! The interpreter comes from `TABULA_PYTHON` (`scripts/diff-variants.sh` sets it up). Without it, or
//! without `import chess`, the test prints `SKIPPED: …` and passes, unless `TABULA_DIFF_REQUIRED=1`.
//! `TABULA_DIFF_GAMES` (default 20) and `TABULA_DIFF_PLIES` (default 120) size the playouts.

mod common;

#[test]
fn lichess_variants_match_python_chess() {
    common::run(&common::Oracle {
        name: "python-chess",
        script: "python_chess_variants.py",
        no_check: &[],
        games: "20",
        fen: false,
    });
}

"""Batches: codes or None per input, no exception per input, the same answers as the one-at-a-time calls,
and Arrow columns (pyarrow, Polars) in and out."""

import pytest

import tabula_games

START = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c"
FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
MATED = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"


def one_code(text):
    try:
        tabula_games.validate(text)
    except tabula_games.FeenError as error:
        return error.code
    return None


def test_validate_many_gives_codes_as_validate_does():
    texts = [START, "8 / C/C", "", b"8/8 / c/C", "x" * 5000, "8/8 / C/c", START.encode()]
    assert tabula_games.validate_many(texts) == [one_code(t) for t in texts]
    assert tabula_games.validate_many([None]) == ["null"]
    with pytest.raises(TypeError):
        tabula_games.validate_many([1])


def test_big_batches_are_split_and_kept_in_order():
    texts = [START if i % 3 else "8 / C/C" for i in range(50_000)]
    codes = tabula_games.validate_many(texts)
    assert codes == [None if i % 3 else "styles-same-case" for i in range(50_000)]


def test_big_mixed_batches_from_any_iterable():
    """Chunks go to threads while the next is read: every kind of item, from a generator, in order; a bad item
    far past the first chunk stops the batch with its index (threads already working are waited for)."""
    kinds = [START, "8 / C/C", None, START.encode(), b"\xff", ""]
    texts = [kinds[i % len(kinds)] for i in range(40_000)]
    expected = ["null" if t is None else one_code(t) for t in kinds]
    codes = tabula_games.validate_many(t for t in texts)
    assert codes == [expected[i % len(kinds)] for i in range(40_000)]
    with pytest.raises(TypeError, match="item 30000 is not str"):
        tabula_games.validate_many(texts[:30_000] + [1.5] + texts[:5])
    counts = tabula_games.legal_move_counts([FEN, MATED] * 10_000)
    assert counts == [20, 0] * 10_000


def test_conversions_counts_and_outcomes():
    feens = tabula_games.to_feen_many([FEN, "not fen", None])
    assert feens[0] == tabula_games.Position.from_fen(FEN).feen() and feens[1:] == [None, None]
    assert tabula_games.to_feen_many([feens[0]], source="feen") == [feens[0]]
    assert tabula_games.legal_move_counts([FEN, MATED, "junk"]) == [20, 0, None]
    assert tabula_games.outcomes([FEN, MATED]) == [None, "0-1 checkmate"]
    with pytest.raises(ValueError):
        tabula_games.to_feen_many([FEN], source="pgn")


def test_arrow_columns():
    pa = pytest.importorskip("pyarrow", reason="pyarrow is not installed")
    column = pa.array([START, "8 / C/C", None], type=pa.string())
    assert tabula_games.validate_arrow(column).to_pylist() == [None, "styles-same-case", "null"]
    for kind in (pa.large_string(), pa.string_view() if hasattr(pa, "string_view") else pa.string()):
        assert tabula_games.validate_arrow(column.cast(kind)).to_pylist() == [None, "styles-same-case", "null"]
    fens = pa.chunked_array([[FEN], [MATED, None]])
    assert tabula_games.legal_move_counts_arrow(fens).to_pylist() == [20, 0, None]
    assert tabula_games.outcomes_arrow(fens).to_pylist() == [None, "0-1 checkmate", None]
    assert tabula_games.to_feen_arrow(fens).to_pylist()[0] == tabula_games.Position.from_fen(FEN).feen()
    with pytest.raises(TypeError):
        tabula_games.validate_arrow(pa.array([1, 2]))


def test_polars_and_pandas_columns():
    pl = pytest.importorskip("polars", reason="polars is not installed")
    series = pl.Series("fen", [FEN, MATED, None])
    counts = pl.Series(tabula_games.legal_move_counts_arrow(series))
    assert counts.to_list() == [20, 0, None]
    pd = pytest.importorskip("pandas", reason="pandas is not installed")
    pa = pytest.importorskip("pyarrow", reason="pyarrow is not installed")
    frame = pd.DataFrame({"fen": [FEN, MATED]})
    frame["feen"] = tabula_games.to_feen_arrow(pa.array(frame["fen"])).to_pandas()
    assert frame["feen"][0] == tabula_games.Position.from_fen(FEN).feen()

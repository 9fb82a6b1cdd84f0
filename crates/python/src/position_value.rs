//! Every place the bindings build, read through, change or write a position: the one module to adapt when
//! `tabula_feen::Position` becomes an owned type (with `as_qi`) and `Qi`'s construction and edits change.
//! The rest of the crate only calls these functions and `Qi`'s read accessors on [`qi`]'s result.
//!
//! Conversions between a [`Model`] and the text of a notation sit together below (FEN, SFEN and xiangqi
//! FEN in the submodule `conversions`), one reader (text in, `Result<Model, E>` out, with what FEEN cannot
//! hold for the last three) and one writer (`&Model` in, `Result<String, E>` out) per notation, each calling
//! that notation's crate: FEEN (`tabula-feen`), PON (`tabula-pon`), FEN (`tabula-chess`), SFEN
//! (`tabula-shogi`) and xiangqi FEN (`tabula-xiangqi`). A new notation takes the same shape: add
//! `from_<notation>`/`to_<notation>` here (through the notation's crate, never a grammar re-read), its
//! errors in `errors`, `Position.from_<notation>`/`.<notation>()` in `position`, then the stubs, tests and
//! README.

use tabula_epin::ExtendedPiece;
use tabula_feen::{EmitError, Error, Side, Style};
use tabula_qi::Qi;
use tabula_qpi::QualifiedPiece;

/// The position the bindings hold: a typed `Qi` (fully qualified pieces). Not `tabula_feen::Position`,
/// which is always writable as FEEN: a Python `Position` built from parts may hold what FEEN cannot
/// write (a piece of neither player's style, an outer dimension of 1), and only `.feen()` refuses it.
pub(crate) type Model = Qi<QualifiedPiece, Style>;

/// The `Qi` view of a position, for the read accessors.
pub(crate) fn qi(position: &Model) -> &Qi<QualifiedPiece, Style> {
    position
}

// ---- Notations: FEEN ----

/// Reads a FEEN string given as bytes (the UTF-8 of a Python `str`, or a `bytes` object).
pub(crate) fn from_feen(bytes: &[u8]) -> Result<Model, Error> {
    match core::str::from_utf8(bytes) {
        Ok(text) => text
            .parse::<tabula_feen::Position>()
            .map(tabula_feen::Position::into_qi),
        // Not UTF-8, so not ASCII: the validator names the first problem in FEEN's check order.
        Err(error) => Err(tabula_feen::validate_bytes(bytes)
            .err()
            .unwrap_or(Error::NonAscii {
                offset: error.valid_up_to(),
                byte: bytes.get(error.valid_up_to()).copied().unwrap_or(0),
            })),
    }
}

/// Validates a FEEN string given as bytes, without building the position.
pub(crate) fn validate(bytes: &[u8]) -> Result<(), Error> {
    tabula_feen::validate_bytes(bytes)
}

/// Writes a position as canonical FEEN.
pub(crate) fn to_feen(position: &Model) -> Result<String, EmitError> {
    tabula_feen::Position::try_from(position.clone()).map(|position| position.to_string())
}

// ---- Notations: PON ----

/// Reads a PON document given as bytes: every rule of `tabula-pon`, then its typed position. An irregular
/// board is valid PON but makes no position (`board-not-regular`).
pub(crate) fn from_pon(bytes: &[u8]) -> Result<Model, tabula_pon::Error> {
    let written = tabula_pon::Pon::from_slice(bytes)?.to_qi()?;
    let (first, second) = (*written.first_style(), *written.second_style());
    map_pieces(written, |piece| {
        Ok(QualifiedPiece::from_extended(piece, first, second))
    })
}

/// Writes a position as PON: compact, or one rank per line when `pretty`.
pub(crate) fn to_pon(position: &Model, pretty: bool) -> Result<String, tabula_pon::Error> {
    let (first, second) = (*position.first_style(), *position.second_style());
    let written: Qi<ExtendedPiece, Style> = map_pieces(position.clone(), |piece| {
        piece
            .to_extended(first, second)
            .map_err(tabula_pon::Error::ForeignStyle)
    })?;
    let pon = tabula_pon::Pon::from_qi(&written)?;
    Ok(if pretty {
        pon.to_pretty_string()
    } else {
        pon.to_string()
    })
}

/// The same position with each piece converted by `convert` (the first error stops it).
fn map_pieces<P: Ord, Q: Ord>(
    position: Qi<P, Style>,
    convert: impl Fn(P) -> Result<Q, tabula_pon::Error>,
) -> Result<Qi<Q, Style>, tabula_pon::Error> {
    type E = tabula_pon::Error;
    let parts = position.into_parts();
    let hand = |items: Vec<(P, usize)>| -> Result<Vec<(Q, usize)>, E> {
        items
            .into_iter()
            .map(|(piece, count)| Ok((convert(piece)?, count)))
            .collect()
    };
    let parts = tabula_qi::Parts {
        shape: parts.shape,
        board: parts
            .board
            .into_iter()
            .map(|square| square.map(&convert).transpose())
            .collect::<Result<_, E>>()?,
        first_hand: hand(parts.first_hand)?,
        second_hand: hand(parts.second_hand)?,
        first_style: parts.first_style,
        second_style: parts.second_style,
        turn: parts.turn,
    };
    // The same squares, hand counts and styles as a valid position, so the model accepts them again: two
    // pieces of one hand converting to one piece is the only way it could refuse, and QPI ↔ EPIN is
    // one-to-one for fixed styles. Reported as the model's error all the same.
    Qi::from_parts(parts).map_err(tabula_pon::Error::Model)
}

// ---- Notations: FEN, SFEN, xiangqi FEN (in `conversions`) ----

mod conversions;
pub(crate) use conversions::{
    Failure, Lost, from_fen, from_sfen, from_xiangqi_fen, to_fen, to_sfen, to_xiangqi_fen,
};

// ---- Moves (PMN) ----

/// The position after `mv`'s direct effect (no rule system: `~` and drops without a piece are refused).
pub(crate) fn apply(position: &Model, mv: &tabula_pmn::Move) -> Result<Model, tabula_pmn::Error> {
    tabula_pmn::apply(position, mv)
}

/// The PMN move whose direct effect turns `before` into `after`.
pub(crate) fn diff(before: &Model, after: &Model) -> Result<tabula_pmn::Move, tabula_pmn::Error> {
    tabula_pmn::diff(qi(before), qi(after))
}

// ---- Edits ----

/// The same position with `side` to move.
pub(crate) fn with_turn(position: &Model, side: Side) -> Model {
    let mut position = position.clone();
    position.set_turn(side);
    position
}

/// The parts of a position, as the Python constructor receives them.
pub(crate) struct Parts {
    pub(crate) shape: Vec<usize>,
    pub(crate) board: Vec<Option<QualifiedPiece>>,
    pub(crate) first_hand: Vec<(QualifiedPiece, usize)>,
    pub(crate) second_hand: Vec<(QualifiedPiece, usize)>,
    pub(crate) styles: (Style, Style),
    pub(crate) turn: Side,
}

/// Builds a position from its parts, checked by the model.
pub(crate) fn from_parts(parts: Parts) -> Result<Model, tabula_qi::Error> {
    Qi::from_parts(tabula_qi::Parts {
        shape: tabula_qi::Shape::new(&parts.shape)?,
        board: parts.board,
        first_hand: parts.first_hand,
        second_hand: parts.second_hand,
        first_style: parts.styles.0,
        second_style: parts.styles.1,
        turn: parts.turn,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

    #[test]
    fn bytes_that_are_not_utf8_get_feens_own_error() {
        assert_eq!(
            from_feen(b"8 / C/\xff"),
            Err(Error::NonAscii {
                offset: 6,
                byte: 0xff
            })
        );
        // The length bound comes first, as in the validator.
        let mut long = vec![b'8'; tabula_feen::MAX_LEN + 1];
        long[0] = 0xff;
        assert_eq!(from_feen(&long).map(|_| ()), validate(&long));
        assert_eq!(
            validate(&long).map_err(|error| error.code()),
            Err("too-long")
        );
    }

    #[test]
    fn read_write_and_turn() {
        let position = from_feen(CHESS.as_bytes()).unwrap();
        assert_eq!(to_feen(&position).unwrap(), CHESS);
        assert!(validate(CHESS.as_bytes()).is_ok());
        let second = with_turn(&position, Side::Second);
        assert_eq!(qi(&second).turn(), Side::Second);
        assert!(to_feen(&second).unwrap().ends_with(" c/C"));
        assert_eq!(qi(&position).turn(), Side::First);
    }

    #[test]
    fn parts_are_checked_by_the_model() {
        let king: QualifiedPiece = "C:K^".parse().unwrap();
        let parts = |board: Vec<Option<QualifiedPiece>>| Parts {
            shape: vec![2],
            board,
            first_hand: vec![(king.flip(), 1)],
            second_hand: Vec::new(),
            styles: ("C".parse().unwrap(), "c".parse().unwrap()),
            turn: Side::First,
        };
        let position = from_parts(parts(vec![Some(king), None])).unwrap();
        assert_eq!(to_feen(&position).unwrap(), "K^1 k^/ C/c");
        assert_eq!(
            from_parts(parts(vec![Some(king)]))
                .map(|_| ())
                .map_err(|e| e.code()),
            Err("board-length")
        );
    }

    #[test]
    fn pon_both_ways() {
        let position = from_feen(b"K^1/1k^ P/ C/c").unwrap();
        let compact = to_pon(&position, false).unwrap();
        assert_eq!(
            compact,
            r#"{"board":[["K^",null],[null,"k^"]],"hands":{"first":["P"],"second":[]},"styles":{"first":"C","second":"c"},"turn":"first"}"#
        );
        assert!(
            to_pon(&position, true)
                .unwrap()
                .contains("\n    [null, \"k^\"]")
        );
        assert_eq!(from_pon(compact.as_bytes()).unwrap(), position);
        let irregular = br#"{"board":[["K^",null],["k^"]],"hands":{"first":[],"second":[]},"styles":{"first":"C","second":"c"},"turn":"first"}"#;
        assert_eq!(
            from_pon(irregular).map_err(|error| error.code()),
            Err("board-not-regular")
        );
    }

    #[test]
    fn apply_and_diff() {
        let before = from_feen(b"8/8/8/8/8/5n2/8/3Q4 / C/c").unwrap();
        let capture = tabula_pmn::Move::parse("d1+f3").unwrap();
        let after = apply(&before, &capture).unwrap();
        assert_eq!(to_feen(&after).unwrap(), "8/8/8/8/8/5Q2/8/8 n/ c/C");
        assert_eq!(diff(&before, &after), Ok(capture));
        let quiet = tabula_pmn::Move::parse("d1-f3").unwrap();
        assert_eq!(
            apply(&before, &quiet).map_err(|error| error.code()),
            Err("occupied")
        );
        assert_eq!(
            diff(&before, &before).map_err(|error| error.code()),
            Err("no-move")
        );
    }
}

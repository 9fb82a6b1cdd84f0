//! The position notations `tabula convert` reads and writes, and telling them apart by their fields
//! (`--from auto`, and the one-line hint of `show` and `validate` when given something that is not FEEN).
//!
//! Each look here is a cheap shape test on the fields (how many, how many `/` in the first, the side
//! letter); the readers of tabula-feen, tabula-chess, tabula-shogi and tabula-xiangqi decide whether the
//! text is valid. The shapes:
//!
//! - FEEN: three fields separated by single spaces, the last (style–turn) holding a `/`;
//! - chess FEN, X-FEN, Shredder-FEN, EPD: a placement of 8 ranks (7 `/`, or 8 with a crazyhouse pocket after
//!   the last), then `w` or `b` when there is a second field;
//! - SFEN: 9 ranks, `b` or `w`, hands, an optional move number (or the USI `startpos` / `position` forms),
//!   as [`tabula_shogi::looks_like_sfen`] says;
//! - xiangqi FEN: 10 ranks, `w`, `r` or `b` (or a UCCI `position fen` line), as
//!   [`tabula_xiangqi::looks_like_xiangqi_fen`] says.
//!
//! Only a crazyhouse record written without counters (`…/4K3/Qn w - -`) has the shape of both a chess FEN
//! and an SFEN. When several shapes fit, every candidate's reader is tried: the one that accepts the text
//! wins; when none or several do, the input is ambiguous, an error that lists the candidates.

use std::fmt::Write as _;

use clap::ValueEnum;

/// A position notation.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub(crate) enum Notation {
    /// Tell it from the fields (input only).
    Auto,
    /// FEEN, canonical on output.
    Feen,
    /// Chess FEN (PGN standard §16.1); X-FEN castling for a Chess960 position.
    Fen,
    /// X-FEN (Chess960 castling as `KQkq`, a file letter for an inner rook).
    Xfen,
    /// Shredder-FEN (castling as the rooks' files, `HAha`).
    Shredder,
    /// EPD: FEN's first four fields (operations are read and reported as lost).
    Epd,
    /// SFEN (the USI protocol's shōgi FEN).
    Sfen,
    /// Xiangqi FEN (UCCI or WXF letters).
    XiangqiFen,
}

impl Notation {
    /// The notation's name in messages.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Notation::Auto => "auto",
            Notation::Feen => "FEEN",
            Notation::Fen => "chess FEN",
            Notation::Xfen => "X-FEN",
            Notation::Shredder => "Shredder-FEN",
            Notation::Epd => "EPD",
            Notation::Sfen => "SFEN",
            Notation::XiangqiFen => "xiangqi FEN",
        }
    }

    /// The value of `--from` / `--to` that names it.
    pub(crate) const fn flag(self) -> &'static str {
        match self {
            Notation::Auto => "auto",
            Notation::Feen => "feen",
            Notation::Fen => "fen",
            Notation::Xfen => "xfen",
            Notation::Shredder => "shredder",
            Notation::Epd => "epd",
            Notation::Sfen => "sfen",
            Notation::XiangqiFen => "xiangqi-fen",
        }
    }
}

/// Whether `line` has FEEN's shape: three fields, the last holding a `/`.
fn looks_like_feen(line: &str) -> bool {
    let fields: Vec<&str> = line.split(' ').collect();
    fields.len() == 3 && fields[2].contains('/')
}

/// The notations whose shape `line` has, in the order FEEN, chess FEN, SFEN, xiangqi FEN (the games' shapes
/// as the facade tells them, `tabula_games::shapes`).
pub(crate) fn shapes(line: &str) -> Vec<Notation> {
    let mut found = Vec::new();
    if looks_like_feen(line) {
        found.push(Notation::Feen);
    }
    found.extend(
        tabula_games::shapes(line)
            .into_iter()
            .map(|format| match format {
                tabula_games::Format::Sfen => Notation::Sfen,
                tabula_games::Format::XiangqiFen => Notation::XiangqiFen,
                _ => Notation::Fen,
            }),
    );
    found
}

/// Whether `notation`'s reader accepts `line` (the reason when it does not).
fn read_check(notation: Notation, line: &str) -> Result<(), String> {
    let format = match notation {
        Notation::Feen => tabula_games::Format::Feen,
        Notation::Sfen => tabula_games::Format::Sfen,
        Notation::XiangqiFen => tabula_games::Format::XiangqiFen,
        _ => tabula_games::Format::Fen,
    };
    tabula_games::reads(format, line)
}

/// The notation of `line` for `--from auto`: the one shape that fits, or the one candidate whose reader
/// accepts it; otherwise an error naming the candidates (or saying that no shape fits).
pub(crate) fn detect(line: &str) -> Result<Notation, String> {
    let candidates = shapes(line);
    match candidates.as_slice() {
        [] => Err(
            "not a position in a notation Tabula knows by its fields (FEEN, chess FEN, SFEN, xiangqi FEN); \
             give --from"
                .to_owned(),
        ),
        [one] => Ok(*one),
        several => {
            let results: Vec<_> = several.iter().map(|&n| (n, read_check(n, line))).collect();
            let accepted: Vec<Notation> = results
                .iter()
                .filter(|(_, r)| r.is_ok())
                .map(|(n, _)| *n)
                .collect();
            if let [one] = accepted.as_slice() {
                return Ok(*one);
            }
            let list: Vec<String> = results
                .iter()
                .map(|(n, r)| match r {
                    Ok(()) => format!("{} (--from {}): readable", n.name(), n.flag()),
                    Err(why) => format!("{} (--from {}): {why}", n.name(), n.flag()),
                })
                .collect();
            Err(format!(
                "ambiguous input: it has the fields of {} candidates; {}",
                several.len(),
                list.join("; ")
            ))
        }
    }
}

/// For text that is not valid FEEN: one line saying which other notation it is (or has the fields of) and
/// which command converts it; `None` when it has no other notation's shape.
pub(crate) fn hint(bytes: &[u8]) -> Option<String> {
    let line = std::str::from_utf8(bytes).ok()?;
    let others: Vec<Notation> = shapes(line)
        .into_iter()
        .filter(|&n| n != Notation::Feen)
        .collect();
    let [notation] = others.as_slice() else {
        return (others.len() > 1).then(|| {
            let names: Vec<String> = others.iter().map(|&n| with_article(n)).collect();
            format!(
                "this has the fields of {}, not FEEN; `tabula convert --from auto --to feen` tells them apart",
                names.join(" and ")
            )
        });
    };
    let is = if read_check(*notation, line).is_ok() {
        "this is"
    } else {
        "this has the fields of"
    };
    Some(format!(
        "{is} {}, not FEEN; `tabula convert --from {} --to feen` converts it",
        with_article(*notation),
        notation.flag()
    ))
}

/// The notation's name after "a" or "an".
fn with_article(notation: Notation) -> String {
    let article = match notation {
        Notation::Fen | Notation::XiangqiFen | Notation::Shredder => "a",
        _ => "an",
    };
    format!("{article} {}", notation.name())
}

/// A rendered FEEN diagnostic with the [`hint`] line added, when the text has another notation's shape.
pub(crate) fn with_hint(failure: crate::Failure, bytes: &[u8]) -> crate::Failure {
    match (failure, hint(bytes)) {
        (crate::Failure::Rendered(mut text), Some(hint)) => {
            let _ = writeln!(text, "  = help: {hint}");
            crate::Failure::Rendered(text)
        }
        (failure, _) => failure,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const SFEN: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    const XIANGQI: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    const FEEN: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

    #[test]
    fn each_notation_is_told_by_its_fields() {
        assert_eq!(detect(FEN), Ok(Notation::Fen));
        assert_eq!(detect("8/8/8/8/8/8/8/K6k"), Ok(Notation::Fen));
        assert_eq!(detect(SFEN), Ok(Notation::Sfen));
        assert_eq!(detect("position startpos moves 7g7f"), Ok(Notation::Sfen));
        assert_eq!(detect(XIANGQI), Ok(Notation::XiangqiFen));
        assert_eq!(detect(FEEN), Ok(Notation::Feen));
        assert!(detect("hello").unwrap_err().contains("give --from"));
    }

    #[test]
    fn a_shape_shared_by_two_notations_is_settled_by_the_readers_or_refused() {
        // A crazyhouse EPD has the fields of both a chess FEN and an SFEN; only the chess reader takes it.
        let crazyhouse = "2k5/8/8/8/8/8/8/4K3/Qn w - -";
        assert_eq!(shapes(crazyhouse), [Notation::Fen, Notation::Sfen]);
        assert_eq!(detect(crazyhouse), Ok(Notation::Fen));
        // Neither reads this one: the error lists both candidates with their reasons.
        let neither = "2k5/8/8/8/8/8/8/8/Qn w - -";
        let error = detect(neither).unwrap_err();
        assert!(error.starts_with("ambiguous input"), "{error}");
        assert!(error.contains("(--from fen)"), "{error}");
        assert!(error.contains("(--from sfen)"), "{error}");
    }

    #[test]
    fn hints_name_the_notation_and_the_command() {
        assert_eq!(
            hint(FEN.as_bytes()).as_deref(),
            Some(
                "this is a chess FEN, not FEEN; `tabula convert --from fen --to feen` converts it"
            )
        );
        assert!(
            hint(SFEN.as_bytes())
                .unwrap()
                .starts_with("this is an SFEN")
        );
        assert!(
            hint(b"rnbakabnr/9/9/9/9/9/9/9/9/RNBAKABNX w - - 0 1")
                .unwrap()
                .starts_with("this has the fields of a xiangqi FEN")
        );
        assert!(
            hint(b"2k5/8/8/8/8/8/8/4K3/Qn w - -")
                .unwrap()
                .contains("a chess FEN and an SFEN")
        );
        assert_eq!(hint(b"k$k / C/c"), None);
        assert_eq!(hint(&[0xff]), None);
    }
}

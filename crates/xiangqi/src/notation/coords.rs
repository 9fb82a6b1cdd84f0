//! Coordinate moves: UCCI/ICCS (`h2e2`, ranks 0–9 from red's side; ICCS also `H2-E2`) and
//! Fairy-Stockfish's UCI (`h3e3`, ranks 1–10, which are CELL's ranks on the 10×9 board).

use super::Syntax;
use crate::rules::Move;

/// The longest text either reader looks at (`a10b10`, `H2-E2`).
pub(crate) const MAX_LEN: usize = 6;

/// Writes `m` in UCCI (`h2e2`).
pub(crate) fn write_ucci(m: Move, buf: &mut [u8; 4]) {
    let (from, to) = (usize::from(m.from), usize::from(m.to));
    #[allow(clippy::cast_possible_truncation)]
    {
        buf[0] = b'a' + (from % 9) as u8;
        buf[1] = b'0' + (9 - from / 9) as u8;
        buf[2] = b'a' + (to % 9) as u8;
        buf[3] = b'0' + (9 - to / 9) as u8;
    }
}

/// `m` in UCCI.
pub(crate) fn ucci(m: Move) -> String {
    let mut buf = [0; 4];
    write_ucci(m, &mut buf);
    buf.iter().map(|&b| char::from(b)).collect()
}

/// `m` in Fairy-Stockfish's UCI (`h3e3`, `b3b10`).
pub(crate) fn uci(m: Move) -> String {
    let point = |sq: usize| format!("{}{}", char::from(b"abcdefghi"[sq % 9]), 10 - sq / 9);
    format!("{}{}", point(usize::from(m.from)), point(usize::from(m.to)))
}

/// Which rank numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ranks {
    /// UCCI/ICCS: 0–9.
    Ucci,
    /// Fairy-Stockfish's UCI: 1–10.
    Uci,
}

impl Ranks {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Ranks::Ucci => "UCCI",
            Ranks::Uci => "UCI",
        }
    }

    pub(crate) fn other(self) -> Ranks {
        match self {
            Ranks::Ucci => Ranks::Uci,
            Ranks::Uci => Ranks::Ucci,
        }
    }

    pub(crate) fn write(self, m: Move) -> String {
        match self {
            Ranks::Ucci => ucci(m),
            Ranks::Uci => uci(m),
        }
    }
}

/// Reads one point at `at`: the file letter and the rank; returns the flat index and the bytes read.
fn point(bytes: &[u8], at: usize, ranks: Ranks) -> Result<(usize, usize), Syntax> {
    let Some(&file) = bytes.get(at) else {
        return Err(Syntax::new(at, "coordinate-short", "a point is missing"));
    };
    let col = match (ranks, file) {
        (_, b'a'..=b'i') => usize::from(file - b'a'),
        (Ranks::Ucci, b'A'..=b'I') => usize::from(file - b'A'),
        (Ranks::Uci, b'A'..=b'I') => {
            let mut error = Syntax::new(at, "coordinate-file", "UCI writes files in lower case");
            error.hint = Some(format!(
                "write {}",
                String::from_utf8_lossy(bytes).to_ascii_lowercase()
            ));
            return Err(error);
        }
        _ => {
            return Err(Syntax::new(
                at,
                "coordinate-file",
                format!("expected a file a–i, found {:?}", char::from(file)),
            ));
        }
    };
    let digit = |i: usize| {
        bytes
            .get(i)
            .filter(|b| b.is_ascii_digit())
            .map(|b| usize::from(b - b'0'))
    };
    let Some(first) = digit(at + 1) else {
        return Err(Syntax::new(
            at + 1,
            "coordinate-rank",
            "expected a rank digit",
        ));
    };
    match ranks {
        Ranks::Ucci => {
            if first == 1 && digit(at + 2) == Some(0) {
                return Err(Syntax::new(
                    at + 1,
                    "coordinate-rank",
                    "rank 10 is not a UCCI rank (UCCI counts 0–9 from red's side)",
                ));
            }
            Ok((col + (9 - first) * 9, 2))
        }
        Ranks::Uci => {
            if first == 1 && digit(at + 2) == Some(0) {
                return Ok((col, 3));
            }
            if first == 0 {
                return Err(Syntax::new(
                    at + 1,
                    "coordinate-rank",
                    "rank 0 is not a UCI rank (Fairy-Stockfish's UCI counts 1–10 from red's side)",
                ));
            }
            Ok((col + (10 - first) * 9, 2))
        }
    }
}

/// Reads a coordinate move in `ranks`' numbering (the squares only; legality is the caller's).
pub(crate) fn read(text: &str, ranks: Ranks) -> Result<Move, Syntax> {
    let bytes = text.as_bytes();
    if bytes.len() > MAX_LEN {
        return Err(Syntax::new(
            MAX_LEN,
            "coordinate-long",
            format!("a coordinate move is at most {MAX_LEN} bytes"),
        ));
    }
    let result = read_inner(bytes, ranks);
    result.map_err(|mut error| {
        if error.code == "coordinate-dash" {
            error.hint = Some(format!(
                "{text} is PMN's spelling; in UCI write {}",
                text.replace('-', "")
            ));
        } else if error.hint.is_none() {
            if let Ok(m) = read_inner(bytes, ranks.other()) {
                error.hint = Some(format!(
                    "this reads as {} (ranks {}); in {} it is {}",
                    ranks.other().name(),
                    if ranks == Ranks::Ucci {
                        "1–10"
                    } else {
                        "0–9"
                    },
                    ranks.name(),
                    ranks.write(m)
                ));
            } else if super::pmn::looks_like_pmn(text) {
                error.hint = Some(format!(
                    "{text} is PMN; in {} write it without the operator",
                    ranks.name()
                ));
            }
        }
        error
    })
}

fn read_inner(bytes: &[u8], ranks: Ranks) -> Result<Move, Syntax> {
    let (from, n) = point(bytes, 0, ranks)?;
    let mut at = n;
    if bytes.get(at) == Some(&b'-') {
        if ranks == Ranks::Uci {
            return Err(Syntax::new(
                at,
                "coordinate-dash",
                "UCI writes no '-' between the points",
            ));
        }
        at += 1;
    }
    let (to, n) = point(bytes, at, ranks)?;
    at += n;
    if at != bytes.len() {
        return Err(Syntax::new(
            at,
            "coordinate-trailing",
            "unexpected text after the move",
        ));
    }
    if from == to {
        return Err(Syntax::new(
            at - n,
            "coordinate-same",
            "the two points are the same",
        ));
    }
    #[allow(clippy::cast_possible_truncation)]
    Ok(Move {
        from: from as u8,
        to: to as u8,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_numberings() {
        let m = read("h2e2", Ranks::Ucci).unwrap();
        assert_eq!((m.from, m.to), (70, 67));
        assert_eq!(uci(m), "h3e3");
        assert_eq!(read("h3e3", Ranks::Uci).unwrap(), m);
        assert_eq!(read("H2-E2", Ranks::Ucci).unwrap(), m);
        assert_eq!(read("b3b10", Ranks::Uci).map(ucci).unwrap(), "b2b9");
        let error = read("b3b10", Ranks::Ucci).unwrap_err();
        assert_eq!(error.offset, 3);
        assert_eq!(
            error.hint.as_deref(),
            Some("this reads as UCI (ranks 1–10); in UCCI it is b2b9")
        );
        let error = read("h0h1", Ranks::Uci).unwrap_err();
        assert_eq!(
            error.hint.as_deref(),
            Some("this reads as UCCI (ranks 0–9); in UCI it is h1h2")
        );
        assert!(
            read("h3-e3", Ranks::Uci)
                .unwrap_err()
                .hint
                .unwrap()
                .contains("PMN")
        );
        assert_eq!(
            read("a10b10x", Ranks::Uci).unwrap_err().code,
            "coordinate-long"
        );
    }
}

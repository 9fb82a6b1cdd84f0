//! `tabula convert`: a position from one notation to another, through FEEN, one argument or each line of
//! stdin (streamed through the batch runner: one output line per input line, errors on stderr naming the
//! line).
//!
//! Every conversion reads the source into FEEN with the source's own crate (tabula-chess for FEN, X-FEN,
//! Shredder-FEN and EPD, which share one reader; tabula-shogi for SFEN; tabula-xiangqi for xiangqi FEN;
//! tabula-feen for FEEN) and writes the target from that FEEN with the target's crate. What the target cannot
//! hold is said on stderr as a note, never dropped silently: an unusable en-passant target, EPD operations,
//! fields a FEN left out, the moves after a USI `position … moves`. Move counters (half-move clock, full-move
//! number, SFEN move number) go along when the target is of the same family and has them (FEN → Shredder-FEN,
//! SFEN → SFEN, xiangqi FEN → xiangqi FEN); otherwise they are dropped with a note (one note per argument;
//! for stdin one summary at the end, since nearly every FEN line has counters).

use clap::ValueEnum;
use tabula_chess::fen::{self as chess_fen, Castling};
use tabula_games::GameKind;
use tabula_xiangqi::XiangqiFen;

use crate::formats::{self, Notation};

mod command;

pub(crate) use command::{ABOUT, EXAMPLES, run};

/// The letter set of xiangqi FEN output.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, ValueEnum)]
pub(crate) enum Letters {
    /// `K A B N R C P`, what UCCI engines write.
    #[default]
    Ucci,
    /// `K A E H R C P`, the World Xiangqi Federation's letters.
    Wxf,
}

/// What to convert from and to.
#[derive(Clone, Copy)]
pub(crate) struct Options {
    pub(crate) from: Notation,
    pub(crate) to: Notation,
    pub(crate) letters: Letters,
}

/// The move counters a source had.
#[derive(Clone, Copy, Default)]
enum Counters {
    #[default]
    None,
    /// Chess FEN: half-move clock and full-move number, each when present.
    Chess(Option<u32>, Option<u32>),
    /// SFEN: the move number.
    Shogi(Option<u32>),
    /// Xiangqi FEN: half-move clock and full-move number.
    Xiangqi(Option<u32>, Option<u32>),
}

impl Counters {
    /// The counters as said in a note, or `None` when there were none.
    fn describe(self) -> Option<String> {
        let pair = |h: Option<u32>, f: Option<u32>| {
            let mut parts = Vec::new();
            if let Some(h) = h {
                parts.push(format!("half-move clock {h}"));
            }
            if let Some(f) = f {
                parts.push(format!("full-move number {f}"));
            }
            (!parts.is_empty()).then(|| parts.join(", "))
        };
        match self {
            Counters::None => None,
            Counters::Chess(h, f) | Counters::Xiangqi(h, f) => pair(h, f),
            Counters::Shogi(n) => n.map(|n| format!("move number {n}")),
        }
    }
}

/// A converted position, the notes on what was lost, and the counters the target dropped (if any).
#[derive(Debug)]
pub(crate) struct Converted {
    pub(crate) text: String,
    pub(crate) notes: Vec<String>,
    pub(crate) dropped: Option<String>,
}

/// The game of an engine's `position … moves …` line, its moves played by the rules.
fn played(line: &str, kind: GameKind) -> Result<Box<dyn tabula_games::DynGame>, String> {
    tabula_games::open_with(line, Some(kind))
        .map(|(game, _)| game)
        .map_err(|e| format!("{kind}: {e}"))
}

/// The source read into canonical FEEN, its counters and the notes on what FEEN could not hold.
fn read(line: &str, from: Notation) -> Result<(String, Counters, Vec<String>), String> {
    let mut notes = Vec::new();
    let name = from.name();
    match from {
        Notation::Auto => Err("give the notation with --from".to_owned()),
        Notation::Feen => {
            let position: tabula_feen::Position =
                line.parse().map_err(|e| format!("{name}: {e}"))?;
            Ok((position.to_string(), Counters::None, notes))
        }
        Notation::Sfen => {
            let c = tabula_shogi::sfen_to_feen(line).map_err(|e| format!("{name}: {e}"))?;
            if c.lost.moves_at.is_some() {
                // A USI `position … moves …` line: the position it describes is the one after its moves.
                let game = played(line, GameKind::Shogi)?;
                let counters = Counters::Shogi(Some(game.counters().move_number));
                return Ok((game.feen(), counters, notes));
            }
            Ok((c.feen, Counters::Shogi(c.lost.move_count), notes))
        }
        Notation::XiangqiFen => {
            let c = tabula_xiangqi::fen_to_feen(line).map_err(|e| format!("{name}: {e}"))?;
            if c.lost.moves_at.is_some() {
                // A UCCI `position fen … moves …` line: the position after its moves.
                let game = played(line, GameKind::Xiangqi)?;
                let counters = game.counters();
                let counters =
                    Counters::Xiangqi(Some(counters.halfmove_clock), Some(counters.move_number));
                return Ok((game.feen(), counters, notes));
            }
            let counters = Counters::Xiangqi(c.lost.halfmove_clock, c.lost.fullmove_number);
            Ok((c.feen, counters, notes))
        }
        _ => {
            let c = chess_fen::to_feen(line).map_err(|e| format!("{name}: {e}"))?;
            let lost = &c.lost;
            if let Some(square) = lost.en_passant {
                notes.push(format!(
                    "en-passant target {square} dropped: no legal en-passant capture uses it"
                ));
            }
            if let Some(operations) = &lost.operations {
                notes.push(format!("EPD operations dropped: {operations}"));
            }
            if !lost.defaulted.is_empty() {
                let fields: Vec<&str> = lost.defaulted.iter().map(|f| f.as_str()).collect();
                notes.push(format!(
                    "fields left out, read with their defaults (w - - 0 1): {}",
                    fields.join(", ")
                ));
            }
            let counters = Counters::Chess(lost.halfmove_clock, lost.fullmove_number);
            Ok((c.feen, counters, notes))
        }
    }
}

/// Converts one position.
pub(crate) fn convert(line: &str, options: Options) -> Result<Converted, String> {
    let from = match options.from {
        Notation::Auto => formats::detect(line)?,
        from => from,
    };
    let (feen, counters, notes) = read(line, from)?;
    let name = options.to.name();
    let mut kept = false;
    let text = match options.to {
        Notation::Auto | Notation::Feen => feen,
        Notation::Sfen => {
            let count = match counters {
                Counters::Shogi(n) => {
                    kept = true;
                    n
                }
                _ => None,
            };
            tabula_shogi::feen_to_sfen(&feen, count).map_err(|e| format!("{name}: {e}"))?
        }
        Notation::XiangqiFen => {
            let (h, f) = match counters {
                Counters::Xiangqi(h, f) => {
                    kept = true;
                    (h, f)
                }
                _ => (None, None),
            };
            let letters = match options.letters {
                Letters::Ucci => tabula_xiangqi::Letters::Ucci,
                Letters::Wxf => tabula_xiangqi::Letters::Wxf,
            };
            XiangqiFen::from_feen(&feen)
                .map_err(|e| format!("{name}: {e}"))?
                .with_counters(h, f)
                .to_fen(letters)
        }
        to => {
            let epd = to == Notation::Epd;
            let mut fen_options = chess_fen::Options {
                castling: if to == Notation::Shredder {
                    Castling::Shredder
                } else {
                    Castling::XFen
                },
                epd,
                ..chess_fen::Options::default()
            };
            if let (Counters::Chess(h, f), false) = (counters, epd) {
                kept = true;
                fen_options.halfmove_clock = h.unwrap_or(0);
                fen_options.fullmove_number = f.unwrap_or(1);
            }
            chess_fen::from_feen(&feen, &fen_options).map_err(|e| format!("{name}: {e}"))?
        }
    };
    let dropped = if kept { None } else { counters.describe() };
    Ok(Converted {
        text,
        notes,
        dropped,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(line: &str, from: Notation, to: Notation) -> Result<Converted, String> {
        convert(
            line,
            Options {
                from,
                to,
                letters: Letters::Ucci,
            },
        )
    }

    #[test]
    fn counters_go_along_within_a_family_and_are_reported_otherwise() {
        let fen = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
        let shredder = run(fen, Notation::Auto, Notation::Shredder).unwrap();
        assert_eq!(
            shredder.text,
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b HAha - 3 3"
        );
        assert!(shredder.dropped.is_none() && shredder.notes.is_empty());
        let epd = run(fen, Notation::Fen, Notation::Epd).unwrap();
        assert_eq!(
            epd.dropped.as_deref(),
            Some("half-move clock 3, full-move number 3")
        );
        let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 7";
        assert!(
            run(sfen, Notation::Sfen, Notation::Sfen)
                .unwrap()
                .text
                .ends_with(" b - 7")
        );
        let to_feen = run(sfen, Notation::Sfen, Notation::Feen).unwrap();
        assert_eq!(to_feen.dropped.as_deref(), Some("move number 7"));
        let xiangqi = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 4 9";
        let ucci = run(xiangqi, Notation::Auto, Notation::XiangqiFen).unwrap();
        assert_eq!(
            ucci.text,
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 4 9"
        );
    }

    #[test]
    fn what_feen_cannot_hold_is_noted() {
        let dead = run(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            Notation::Fen,
            Notation::Feen,
        )
        .unwrap();
        assert_eq!(
            dead.notes,
            ["en-passant target e3 dropped: no legal en-passant capture uses it"]
        );
        let short = run("8/8/8/8/8/8/8/K6k", Notation::Fen, Notation::Feen).unwrap();
        assert!(
            short.notes[0].starts_with("fields left out"),
            "{:?}",
            short.notes
        );
        let moves = run(
            "position startpos moves 7g7f",
            Notation::Auto,
            Notation::Feen,
        )
        .unwrap();
        // A USI line's moves are played: nothing is lost but FEEN's missing counters.
        assert!(moves.notes.is_empty(), "{:?}", moves.notes);
        assert!(moves.text.contains("/2P6/"), "{}", moves.text);
        let ops = run(
            "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;",
            Notation::Epd,
            Notation::Feen,
        )
        .unwrap();
        assert!(
            ops.notes.iter().any(|n| n.starts_with("EPD operations")),
            "{:?}",
            ops.notes
        );
    }

    #[test]
    fn errors_name_the_notation() {
        let error = run("8/8 / C/c", Notation::Feen, Notation::Sfen).unwrap_err();
        assert!(error.starts_with("SFEN: "), "{error}");
        let error = run("x w - - 0 1", Notation::Fen, Notation::Feen).unwrap_err();
        assert!(error.starts_with("chess FEN: "), "{error}");
        assert_eq!(
            command::summary_note(Notation::Feen, 2).as_deref(),
            Some("FEEN has no move counters: those of 2 lines dropped")
        );
        assert_eq!(command::summary_note(Notation::Feen, 0), None);
    }
}

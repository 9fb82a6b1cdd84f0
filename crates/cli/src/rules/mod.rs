//! The commands that know a game's rules: `moves`, `perft`, `status` and `play` (unless `--rules none`).
//!
//! Each reads the position through the facade (`tabula_games::open_with`: the position's own game, or the
//! one `--rules` names) and asks the game (`DynGame`) for its answer; nothing here knows a game's rules or
//! notations.

use std::fmt::Write as _;

use clap::ValueEnum;
use tabula_games::{DynGame, Format, GameKind};

mod play;

pub(crate) use play::{Output, play_command};

/// `tabula moves --help` examples.
pub(crate) const MOVES_EXAMPLES: &str = "\
Examples:
  tabula moves 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
  tabula moves --notation san '-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c'
  tabula moves --notation usi 'position startpos moves 7g7f'
  tabula moves --notation wxf 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'";

/// `tabula perft --help` examples.
pub(crate) const PERFT_EXAMPLES: &str = "\
Examples:
  tabula perft '-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c' 4
  tabula perft --divide 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -' 2
  tabula perft 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1' 3";

/// `tabula status --help` examples.
pub(crate) const STATUS_EXAMPLES: &str = "\
Examples:
  tabula status '-rnb1k^bn-r/+p+p+p+p1+p+p+p/8/4p3/6Pq/5P2/+P+P+P+P+P2+P/-RNBQ-K^BN-R / C/c'
  tabula status '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'
  tabula status '4k3/8/8/8/8/8/8/R3K3 w - - 100 80'      # a draw may be claimed
  tabula status 'position startpos moves 7g7f 3c3d'";

/// The rules of `moves`, `perft` and `status`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, ValueEnum)]
pub(crate) enum Rules {
    /// The position's game: FEEN's styles (`C/c` chess, `S/s` shōgi, `X/x` xiangqi), or its notation
    /// (chess FEN, SFEN or a USI `position` line, xiangqi FEN).
    #[default]
    Auto,
    /// FIDE chess, castling generalised to Chess960 (tabula-chess).
    Chess,
    /// Shōgi (tabula-shogi).
    Shogi,
    /// Xiangqi (tabula-xiangqi).
    Xiangqi,
}

impl Rules {
    /// The game these rules name, or `None` for `auto`.
    fn kind(self) -> Option<GameKind> {
        match self {
            Rules::Auto => None,
            Rules::Chess => Some(GameKind::Chess),
            Rules::Shogi => Some(GameKind::Shogi),
            Rules::Xiangqi => Some(GameKind::Xiangqi),
        }
    }
}

/// The rules of `play`: a game's, or none (PMN's direct effects only).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, ValueEnum)]
pub(crate) enum PlayRules {
    /// The position's game: FEEN's styles (`C/c` chess, `S/s` shōgi, `X/x` xiangqi), or its notation.
    #[default]
    Auto,
    /// FIDE chess, castling generalised to Chess960 (tabula-chess).
    Chess,
    /// Shōgi (tabula-shogi).
    Shogi,
    /// Xiangqi (tabula-xiangqi).
    Xiangqi,
    /// No rules: each PMN move's direct effect, on any FEEN position.
    None,
}

impl PlayRules {
    /// The rule system chosen, or `None` for `--rules none`.
    pub(crate) fn rules(self) -> Option<Rules> {
        match self {
            PlayRules::Auto => Some(Rules::Auto),
            PlayRules::Chess => Some(Rules::Chess),
            PlayRules::Shogi => Some(Rules::Shogi),
            PlayRules::Xiangqi => Some(Rules::Xiangqi),
            PlayRules::None => None,
        }
    }
}

/// The game of the position `text`, read as `rules` asks, with the format it was written in.
pub(crate) fn open(text: &str, rules: Rules) -> Result<(Box<dyn DynGame>, Format), String> {
    tabula_games::open_with(text, rules.kind()).map_err(|e| {
        match (e.code, tabula_games::detect(text.trim()), rules.kind()) {
            ("no-rules", _, _) => format!(
                "{}; `play --rules none` plays PMN moves without rules",
                e.message
            ),
            ("rules-mismatch", _, _) => e.message,
            _ if e.message.starts_with("move ") => e.message,
            (_, _, Some(kind)) | (_, Some((kind, _)), None) => {
                format!("not a {kind} position: {}", e.message)
            }
            _ => e.message,
        }
    })
}

/// The legal moves in a notation (PMN by default), one per line, sorted, whatever the game's state
/// (`status` says whether the game is over).
pub(crate) fn moves(
    text: &str,
    rules: Rules,
    notation: tabula_games::Notation,
) -> Result<String, String> {
    let (game, _) = open(text, rules)?;
    let mut moves = game.legal_moves(notation).map_err(|e| {
        format!(
            "{e} (it writes {})",
            tabula_games::notation_names(game.as_ref())
        )
    })?;
    moves.sort();
    Ok(lines(&moves))
}

/// One line each.
fn lines(items: &[impl core::fmt::Display]) -> String {
    items.iter().fold(String::new(), |mut out, item| {
        let _ = writeln!(out, "{item}");
        out
    })
}

/// The number of leaf nodes `depth` plies deep; with `divide`, first each move with its count (sorted),
/// then `total: N`.
pub(crate) fn perft(text: &str, rules: Rules, depth: u32, divide: bool) -> Result<String, String> {
    let (game, _) = open(text, rules)?;
    if !divide {
        return Ok(format!("{}\n", game.perft(depth)));
    }
    if depth == 0 {
        return Err("--divide needs a depth of at least 1 (perft 0 is the root alone)".to_owned());
    }
    let mut split = game
        .divide(depth, tabula_games::Notation::Pmn)
        .map_err(|e| e.message)?;
    split.sort();
    let mut out = String::new();
    for (m, n) in &split {
        let _ = writeln!(out, "{m}: {n}");
    }
    let _ = writeln!(out, "total: {}", split.iter().map(|(_, n)| n).sum::<u64>());
    Ok(out)
}

/// One line: the state of the game.
pub(crate) fn status(text: &str, rules: Rules) -> Result<String, String> {
    let (game, _) = open(text, rules)?;
    Ok(format!("{}\n", tabula_games::status_line(game.as_ref())))
}

#[cfg(test)]
mod tests {
    use super::play::Played;
    use super::*;

    const START: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
    const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn play(position: &str, list: &[&str], to: Option<Output>) -> Result<Played, String> {
        let moves = list
            .iter()
            .enumerate()
            .map(|(n, m)| (format!("move {}", n + 1), (*m).to_owned()))
            .collect();
        play::play(position, Rules::Auto, moves, to)
    }

    fn status(position: &str) -> String {
        super::status(position, Rules::Auto).unwrap()
    }

    #[test]
    fn fools_mate_is_checkmate_and_ends_the_game() {
        let end = play(START, &["f2-f3", "e7-e5", "g2-g4", "d8-h4"], None).unwrap();
        assert_eq!(status(&end.text), "checkmate: White is mated, Black wins\n");
        assert_eq!(
            end.note.as_deref(),
            Some("after move 4 the game is over: 0-1, Black wins by checkmate")
        );
        assert_eq!(status(START), "ongoing: White to move\n");
        let more = play(START, &["f2-f3", "e7-e5", "g2-g4", "d8-h4", "a2-a3"], None);
        assert_eq!(
            more.err().as_deref(),
            Some("move 5: the game is over (0-1 checkmate); no move may follow")
        );
    }

    #[test]
    fn fen_in_fen_out_with_the_real_counters() {
        let ruy = ["e2-e4", "e7-e5", "g1-f3", "b8-c6", "f1-b5"];
        let played = play(START_FEN, &ruy, None).unwrap();
        assert_eq!(
            played.text,
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
        );
        assert_eq!(played.note, None);
        let as_feen = play(START_FEN, &ruy, Some(Output::Feen)).unwrap();
        assert_eq!(as_feen.text, as_feen.feen);
        assert!(
            play(START, &ruy, Some(Output::Fen))
                .unwrap()
                .text
                .ends_with(" b KQkq - 3 3")
        );
    }

    #[test]
    fn repetitions_are_claimable_then_end_the_game() {
        let shuffle = ["g1-f3", "g8-f6", "f3-g1", "f6-g8"];
        let twice: Vec<&str> = shuffle.iter().chain(&shuffle).copied().collect();
        assert_eq!(
            play(START_FEN, &twice, None).unwrap().note.as_deref(),
            Some(
                "after move 8 a draw may be claimed by threefold repetition (this position has occurred 3 times)"
            )
        );
        let four: Vec<&str> = twice.iter().chain(&twice).copied().collect();
        assert_eq!(
            play(START_FEN, &four, None).unwrap().note.as_deref(),
            Some(
                "after move 16 the game is over: 1/2-1/2, a draw by fivefold repetition (this position has occurred 5 times)"
            )
        );
        assert_eq!(
            status("4k3/8/8/8/8/8/8/R3K3 w - - 100 80"),
            "ongoing: White to move; a draw may be claimed by the fifty-move rule (100 plies without a pawn move or capture)\n"
        );
    }

    #[test]
    fn refused_moves_say_why() {
        let castle = "+r3k^2+r/8/8/8/8/8/6b1/+R3K^2-R / C/c";
        assert_eq!(
            play(castle, &["e1~g1"], None).err().unwrap(),
            "move 1: e1~g1: castling through an attacked square f1"
        );
        let refused = |m: &str| play(START, &[m], None).err().unwrap();
        assert_eq!(
            refused("e2-e5"),
            "move 1: e2-e5: the pawn on e2 cannot move to e5"
        );
        assert_eq!(
            refused("e2+e4"),
            "move 1: e2+e4: this move is written e2-e4"
        );
        assert!(refused("P*e4").contains("chess has no drop"));
        assert!(refused("e2-e9").contains("e9 is not a square of the chess board"));
        assert!(refused("e2-e4=K").contains("promotion to Q, R, B or N"));
        // Not PMN, but SAN reads it (and refuses it by the rules); UCI is played as UCI.
        assert!(
            refused("e2").starts_with("move 1: e2: "),
            "{}",
            refused("e2")
        );
        assert!(refused("xyz").starts_with("move 1: \"xyz\" is not a PMN move"));
        assert!(play(START, &["e2e4"], None).is_ok());
        assert!(
            play("8 / C/c", &[], None)
                .err()
                .unwrap()
                .starts_with("not a chess position")
        );
        assert!(
            play("8 / G/g", &[], None)
                .err()
                .unwrap()
                .contains("no rules for this position's styles (the style–turn field \"G/g\")")
        );
    }

    #[test]
    fn perft_and_moves_count_the_tree() {
        let perft = |p: &str, depth, divide| perft(p, Rules::Auto, depth, divide);
        assert_eq!(perft(START, 3, false).unwrap(), "8902\n");
        assert_eq!(perft(START_FEN, 0, false).unwrap(), "1\n");
        let divide = perft(START, 2, true).unwrap();
        assert!(divide.starts_with("a2-a3: 20\n"), "{divide}");
        assert!(divide.ends_with("total: 400\n"), "{divide}");
        assert!(perft(START, 0, true).is_err());
        let pmn = tabula_games::Notation::Pmn;
        assert_eq!(
            moves(START_FEN, Rules::Auto, pmn).unwrap().lines().count(),
            20
        );
        // A game drawn by insufficient material still lists its position's moves.
        let bare = "8/8/4k3/8/8/4K3/8/8 w - - 0 1";
        assert_eq!(moves(bare, Rules::Auto, pmn).unwrap().lines().count(), 8);
        assert_eq!(
            status(bare),
            "insufficient material: neither side can mate, a draw\n"
        );
    }
}

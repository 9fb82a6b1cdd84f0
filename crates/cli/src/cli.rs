//! The command line: the commands, their arguments and their help text (clap's derive).

use std::ffi::OsString;

use clap::builder::TypedValueParser as _;
use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::{convert, formats, rules, show};

/// The chess starting position, used when `tabula show` or `tabula json` gets no argument.
pub(crate) const CHESS_START: &str =
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

pub(crate) const MAIN_EXAMPLES: &str = "\
Examples:
  tabula show                                   # the chess starting position
  tabula show 'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s'
  tabula validate '8/8/8/8/8/8/8/8 / C/c' 'k$k / C/c'
  tabula validate --format jsonl < positions.txt
  tabula json | tabula feen                     # to JSON and back
  tabula token +K^ C:k e4 '*'
  tabula convert 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'   # FEN, SFEN, xiangqi FEN -> FEEN
  tabula status '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'   # a game's rules: moves, perft, status, play
  tabula moves --notation usi 'position startpos moves 7g7f'
  tabula replay game.kif                        # PGN, KIF, CSA, or a position line then moves
  tabula play --to fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' e2-e4 e7-e5 g1-f3
  tabula play --rules none --show \"$(tabula json | tabula feen)\" e2-e4=P e7-e5=p g1-f3
  tabula diff '8/8/8/8/8/8/4P3/8 / C/c' '8/8/8/8/4P3/8/8/8 / c/C'

Exit status: 0 success, 1 rejected input (invalid position, token or JSON, refused move),
2 usage or I/O error.";

#[derive(Parser)]
#[command(
    name = "tabula",
    version,
    about = "Read, write and play chess, shōgi and xiangqi positions, moves and records (FEEN, FEN, \
             SFEN, xiangqi FEN, PON; PMN, SAN, UCI, USI, CSA, UCCI, WXF; PGN, KIF, CSA); draw them; decode \
             Sashité tokens",
    after_help = MAIN_EXAMPLES
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Command,
    /// When to colour the output: `auto` colours a terminal unless `NO_COLOR` is set.
    #[arg(long, value_enum, global = true, default_value_t = ColorChoice::Auto)]
    pub(crate) color: ColorChoice,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum ColorChoice {
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// Whether to colour a stream that is (or is not) a terminal, given the environment's `NO_COLOR`.
    pub(crate) fn enabled(self, terminal: bool) -> bool {
        self.enabled_with(terminal, std::env::var_os("NO_COLOR").as_deref())
    }

    /// [`ColorChoice::enabled`] with `NO_COLOR`'s value given: `auto` colours a terminal unless `NO_COLOR`
    /// is set to something non-empty (no-color.org); `always` and `never` win over it.
    fn enabled_with(self, terminal: bool, no_color: Option<&std::ffi::OsStr>) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => terminal && no_color.is_none_or(std::ffi::OsStr::is_empty),
        }
    }
}

/// How to draw a board (`show`, `play --show`).
#[derive(Args, Clone, Copy)]
pub(crate) struct Drawing {
    /// Draw from the second player's side (the board turned half a turn; layers from `A` up).
    #[arg(long)]
    pub(crate) flip: bool,
    /// Plain ASCII instead of box-drawing characters.
    #[arg(long)]
    pub(crate) ascii: bool,
}

#[derive(Subcommand)]
pub(crate) enum Command {
    /// Draw a position: board, hands, styles and side to move (default: the chess starting position)
    ///
    /// Ranks are labelled with CELL numbers (highest rank on top, as FEEN writes it), files with CELL
    /// letters, the layers of a 3-D board with CELL layer letters (highest layer first). Pieces are
    /// drawn as their FEEN tokens; colour shows their side (first: yellow, second: cyan). An irregular
    /// board (valid FEEN, ranks of different lengths) is drawn as written: a square that does not
    /// exist has no frame.
    ///
    /// --format svg or png draws a picture instead (tabula-svg): chess, shōgi and xiangqi pieces as
    /// their players know them, any other piece as a tile with its letter and marks; to stdout, or
    /// to the file given with -o.
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula show
  tabula show --flip 'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/p S/s'
  tabula show --ascii 'rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x'
  tabula show 'k^+p4+PK^ / C/c'                    # a 1-D board
  tabula show 'ab/cd//AB/CD / G/g'                  # a 3-D board: layers B and A
  tabula show --color always | less -R
  tabula show --format svg -o start.svg --highlight e2,e4 --size 60
  tabula show --format png -o shogi.png --coordinates kanji 'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s'")]
    Show {
        /// A position: FEEN, or any position Tabula reads (default: the chess starting position).
        feen: Option<OsString>,
        #[command(flatten)]
        args: show::ShowArgs,
    },
    /// Validate FEEN strings (the arguments, or each line of stdin); exit 1 if any is invalid
    ///
    /// The report is the command's result and goes to stdout:
    ///   text   `ok: INPUT` for a valid string; for an invalid one the message and error code, the
    ///          input with carets under the offending bytes and the field; then a line with the counts
    ///   jsonl  one object per input: `line`, `input`, `valid`, then the error's `field`, `kind`,
    ///          `offset`, `message`, or the decoded `regular`, `shape`, `squares`, `pieces`, `turn`
    ///   json   one document: those objects (`results`), then the counts (`valid`, `invalid`, `blank`)
    ///
    /// Stdin is read line by line in bounded memory and checked in parallel chunks, the reports
    /// written in input order. A blank line is skipped (counted in the summary, not as invalid). A
    /// closed stdout (`| head`) ends the command quietly: exit 1 if an input answered so far was
    /// invalid. A progress line appears on stderr once 1,000 inputs are checked when stderr is a
    /// terminal and stdout is not (when both are the terminal, the scrolling report is the progress).
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula validate '8/8/8/8/8/8/8/8 / C/c' '8 P2P/ C/c'
  tabula validate < positions.txt
  tabula validate --format jsonl < positions.txt | jq 'select(.valid | not) | .kind'")]
    Validate {
        /// FEEN strings; none reads stdin, one string per line.
        feen: Vec<OsString>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Print a position as PON, the Sashité JSON position (default: the chess starting position)
    ///
    /// PON (<https://sashite.dev/specs/pon/1.0.0/>): `board` nested by layers and ranks as FEEN writes
    /// them, `null` for an empty square, pieces as EPIN strings, `hands` (`first`, `second`) as lists
    /// of EPIN strings, `styles` (`first`, `second`) and `turn` (`first` or `second`). One document is
    /// laid out for reading (one rank per line); with `-`, each line of stdin is written as one compact
    /// document per line (JSON Lines). An irregular board has no PON form.
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula json
  tabula json \"K1/1p' P/ C/s\"
  tabula json 'k^+p4+PK^ / C/c' | tabula feen
  tabula json - < positions.txt > positions.jsonl")]
    Json {
        /// A position: FEEN, or any position Tabula reads (default: the chess starting position); `-`
        /// reads FEEN strings one per line from stdin and writes one compact PON document per line (JSON
        /// Lines).
        feen: Option<OsString>,
    },
    /// Read PON positions on stdin (as `tabula json` writes them) and print canonical FEEN
    ///
    /// Documents follow one another: one per line (JSON Lines, as `tabula json -` writes them) or laid
    /// out over lines. Each gets one line of FEEN; a refused one is named on stderr by its first line,
    /// with the JSON path of the problem (exit 1 at the end), and the next is read.
    ///
    /// The keys are exactly `board`, `hands`, `styles` and `turn` (a misspelt, missing or repeated key
    /// is refused); pieces are EPIN strings; hands need not be in any order.
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula json | tabula feen
  tabula json - < positions.txt | tabula feen
  echo '{\"board\":[\"K^\",null],\"hands\":{\"first\":[],\"second\":[\"p\"]},
        \"styles\":{\"first\":\"C\",\"second\":\"c\"},\"turn\":\"second\"}' | tabula feen")]
    Feen,
    /// Print the PMN move that leads from position A to position B, when there is one
    ///
    /// The move is the one whose direct effect (<https://sashite.dev/specs/pmn/1.0.0/>) turns A into B:
    /// a step, a capture (the captured piece in the mover's hand), a drop, a mutation or a pass. When
    /// no PMN move does, the error says which difference none explains (exit 1).
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula diff '8/8/8/8/8/8/4P3/8 / C/c' '8/8/8/8/4P3/8/8/8 / c/C'
  tabula diff 'k^+p4+PK^ / C/c' \"$(tabula play 'k^+p4+PK^ / C/c' g-f)\"")]
    Diff {
        /// The position before the move (FEEN, or any position Tabula reads).
        a: OsString,
        /// The position after the move (FEEN, or any position Tabula reads).
        b: OsString,
    },
    /// Tell, for each token, every notation it is valid in (SIN, PIN, EPIN, QPI, CELL, the hand `*`)
    ///
    /// Each notation the token is valid in is listed with the decoded attributes; a token valid in
    /// none gets the reason from each notation, and the exit status is 1.
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula token K +p^ \"K'\" C:k e4 a1A '*'
  tabula token center")]
    Token {
        /// Tokens to look at.
        #[arg(required = true)]
        tokens: Vec<OsString>,
    },
    /// Play moves from a position by its game's rules (chess, shōgi, xiangqi), or by PMN alone with
    /// `--rules none`
    ///
    /// With rules (`--rules auto`, the default, picks them from the position: FEEN styles `C/c`, `S/s`,
    /// `X/x`, or the game's own notation), only legal moves are played; a refused move is named with its
    /// number and the rule, and nothing is printed. A MOVE is written in any notation of the game: PMN
    /// (<https://sashite.dev/specs/pmn/1.0.0/>: `e2-e4`, `d1+f3`, castling `e1~g1`, `P*e5`), SAN or UCI
    /// for chess, USI or CSA for shōgi, UCCI, UCI or WXF for xiangqi. The result is written as FEEN or the
    /// game's own notation (`--to`; by default as the position was given), with the game's real
    /// counters. When the moves end the game (checkmate, stalemate, insufficient material, repetition,
    /// a move-count rule) or make a draw claimable (threefold repetition, the fifty-move rule), a note on
    /// stderr names the rule; a move after the end is refused. No moves: the position as read.
    ///
    /// With `--rules none`, any FEEN position and any PMN move form (drops, passes, static captures):
    /// each move's direct effect, no legality checks. Pieces keep their tokens when they move, so a
    /// chess pawn keeps its initial `+` unless an actor is written (`e2-e4=P`); a captured piece goes
    /// to the mover's hand (or as the /C suffix says); moves whose effect depends on rules (`s~d`, a
    /// drop without a piece) are refused. All moves are checked before anything is printed.
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula play --to fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' e2-e4 e7-e5 g1-f3 b8-c6 f1-b5
  tabula play '-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c' f2-f3 e7-e5 g2-g4 d8-h4
  tabula play --rules none --show 'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s' \\
      c3-c4 g7-g6 b2+h8=+B/B g9+h8/b 'B*e5'
  tabula play --rules none 'k^+p4+PK^ / C/c' g-f
  tabula play 'position startpos' 7g7f -3334FU
  printf 'e2-e4\\ne7-e5\\n' | tabula play 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' -")]
    Play(PlayArgs),
    /// Convert a position between FEEN, FEN, X-FEN, Shredder-FEN, EPD, SFEN and xiangqi FEN
    #[command(long_about = convert::ABOUT, after_help = convert::EXAMPLES)]
    Convert {
        /// The position; none or `-` reads one per line from stdin (one output line per input line).
        position: Option<OsString>,
        /// The notation read; `auto` tells FEEN, chess FEN, SFEN and xiangqi FEN apart by their fields.
        #[arg(long, value_enum, default_value_t = formats::Notation::Auto)]
        from: formats::Notation,
        /// The notation written.
        #[arg(long, default_value = "feen", value_parser = output_notation())]
        to: formats::Notation,
        /// The letters of xiangqi FEN output.
        #[arg(long, value_enum, default_value_t)]
        letters: convert::Letters,
    },
    /// List the legal moves of a position, one per line, sorted (PMN, or the game's own notation)
    #[command(after_help = rules::MOVES_EXAMPLES)]
    Moves {
        /// The position: FEEN, a chess FEN (X-FEN, Shredder-FEN, EPD), SFEN or a USI `position` line,
        /// or a xiangqi FEN.
        position: OsString,
        /// The rule system: the position's game (`auto`), chess, shogi or xiangqi.
        #[arg(long, value_enum, default_value_t)]
        rules: rules::Rules,
        /// The notation of the moves: pmn, or the game's own (chess: san, uci; shōgi: usi, csa; xiangqi:
        /// ucci, uci, wxf).
        #[arg(long, default_value = "pmn")]
        notation: tabula_game::Notation,
    },
    /// Count the leaf nodes of the legal move tree DEPTH plies deep (perft)
    #[command(after_help = rules::PERFT_EXAMPLES)]
    Perft {
        /// The position: FEEN, a chess FEN (X-FEN, Shredder-FEN, EPD), SFEN or a USI `position` line,
        /// or a xiangqi FEN.
        position: OsString,
        /// Plies.
        depth: u32,
        /// First each legal move with its count, then the total.
        #[arg(long)]
        divide: bool,
        /// The rule system: the position's game (`auto`), chess, shogi or xiangqi.
        #[arg(long, value_enum, default_value_t)]
        rules: rules::Rules,
    },
    /// Ask an engine (UCI, USI, UCCI) to analyse a position; print each line in the game's notation
    #[command(after_help = crate::analyse::EXAMPLES)]
    Analyse(crate::analyse::AnalyseArgs),
    /// Play two engines against each other; print each game's result, then the score and Elo difference
    #[command(after_help = crate::match_cmd::EXAMPLES)]
    Match(crate::match_cmd::MatchArgs),
    /// Replay game records (PGN, KIF, CSA, or a position line then moves) and print each game's final position and ending
    #[command(after_help = crate::replay::EXAMPLES)]
    Replay {
        /// The file; none or `-` reads stdin.
        input: Option<OsString>,
        /// The notation of the positions printed, or `pgn` to rewrite the games.
        #[arg(long, value_enum, default_value_t)]
        to: crate::replay::To,
        /// Print the position after every ply, not only the last.
        #[arg(long)]
        every_ply: bool,
    },
    /// Say in one line whether the game goes on: check, checkmate, stalemate, draws by rule
    ///
    /// The game's end by the position (checkmate, stalemate, insufficient material) or by a FEN's
    /// half-move clock (the seventy-five-move rule), and a draw that may be claimed (the fifty-move rule).
    #[command(after_help = rules::STATUS_EXAMPLES)]
    Status {
        /// The position: FEEN, a chess FEN (X-FEN, Shredder-FEN, EPD), SFEN or a USI `position` line,
        /// or a xiangqi FEN.
        position: OsString,
        /// The rule system: the position's game (`auto`), chess, shogi or xiangqi.
        #[arg(long, value_enum, default_value_t)]
        rules: rules::Rules,
    },
}

/// The arguments of `play`.
#[derive(Args)]
pub(crate) struct PlayArgs {
    /// The starting position: FEEN, a chess FEN (X-FEN, Shredder-FEN, EPD), SFEN or an engine's
    /// `position … moves …` line, or a xiangqi FEN.
    pub(crate) position: OsString,
    /// Moves, played in order (none: the position as read, written as `--to` asks); a single `-` reads
    /// them from stdin, one per line.
    pub(crate) moves: Vec<OsString>,
    /// The rules: the position's game (`auto`), chess, shogi, xiangqi, or none (PMN's direct effects, any
    /// FEEN).
    #[arg(long, value_enum, default_value_t)]
    pub(crate) rules: rules::PlayRules,
    /// The notation written (default: the one the position was given in); FEN carries the counters.
    #[arg(long, value_enum)]
    pub(crate) to: Option<rules::Output>,
    /// Also draw the resulting position.
    #[arg(long)]
    pub(crate) show: bool,
    /// With --show: draw from the second player's side.
    #[arg(long, requires = "show")]
    pub(crate) flip: bool,
    /// With --show: plain ASCII instead of box-drawing characters.
    #[arg(long, requires = "show")]
    pub(crate) ascii: bool,
}

/// `--to` of `convert`: every notation but `auto` (a usage error there, exit 2).
fn output_notation() -> impl clap::builder::TypedValueParser<Value = formats::Notation> {
    let names: Vec<&'static str> = formats::Notation::value_variants()
        .iter()
        .filter(|n| **n != formats::Notation::Auto)
        .map(|n| n.flag())
        .collect();
    clap::builder::PossibleValuesParser::new(names)
        .try_map(|name: String| formats::Notation::from_str(&name, true))
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    Text,
    Json,
    Jsonl,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_follows_the_choice_and_no_color() {
        assert!(ColorChoice::Always.enabled(false));
        assert!(!ColorChoice::Never.enabled(true));
        assert!(!ColorChoice::Auto.enabled(false));
        let set = Some(std::ffi::OsStr::new("1"));
        let empty = Some(std::ffi::OsStr::new(""));
        assert!(ColorChoice::Auto.enabled_with(true, None));
        assert!(ColorChoice::Auto.enabled_with(true, empty));
        assert!(!ColorChoice::Auto.enabled_with(true, set));
        assert!(ColorChoice::Always.enabled_with(true, set));
        assert!(!ColorChoice::Never.enabled_with(true, None));
    }
}

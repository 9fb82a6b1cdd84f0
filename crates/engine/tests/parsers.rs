//! Property tests of the line readers: any line, built from the protocols' words and junk, is read
//! without a panic; a pv is always a legal sequence from the searched position; option values are
//! accepted only inside the advertised type and bounds.

use proptest::prelude::*;
use tabula_engine::{EngineOption, Info, OptionKind, OptionValue, Protocol};
use tabula_games::{GameKind, Notation, start};

const WORDS: [&str; 40] = [
    "info",
    "depth",
    "seldepth",
    "time",
    "nodes",
    "nps",
    "hashfull",
    "tbhits",
    "multipv",
    "score",
    "cp",
    "mate",
    "lowerbound",
    "upperbound",
    "wdl",
    "pv",
    "currmove",
    "currmovenumber",
    "string",
    "e2e4",
    "e7e5",
    "g1f3",
    "7g7f",
    "3c3d",
    "h2e2",
    "h9g7",
    "h3e3",
    "-",
    "+",
    "-5",
    "0",
    "1",
    "99999999999999999999",
    "x",
    "\u{fffd}",
    "bestmove",
    "option",
    "name",
    "type",
    "var",
];

fn line() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            4 => prop::sample::select(&WORDS[..]).prop_map(str::to_owned),
            1 => "[ -~]{0,8}",
        ],
        0..24,
    )
    .prop_map(|words| words.join(" "))
}

proptest! {
    #[test]
    fn info_lines_never_panic_and_pvs_replay(body in line(), game in 0usize..3, protocol in 0usize..3) {
        let kind = [GameKind::Chess, GameKind::Shogi, GameKind::Xiangqi][game];
        let protocol = [Protocol::Uci, Protocol::Usi, Protocol::Ucci][protocol];
        let root = start(kind);
        let text = format!("info {body}");
        let info = Info::parse(&text, &*root, protocol).expect("an info line");
        prop_assert_eq!(&info.raw, &text);
        let mut replay = root.boxed_clone();
        for m in &info.pv {
            prop_assert!(replay.play(&m.pmn, Some(Notation::Pmn)).is_ok(), "{} in {}", m.pmn, text);
        }
        // Only a line whose first word is `info` is an info line.
        let first_is_info = body.split_whitespace().next() == Some("info");
        prop_assert_eq!(Info::parse(&body, &*root, protocol).is_some(), first_is_info);
    }

    #[test]
    fn option_lines_never_panic(body in line(), value in line(), n in any::<i64>(), ucci in any::<bool>()) {
        let protocol = if ucci { Protocol::Ucci } else { Protocol::Uci };
        if let Some(option) = EngineOption::parse(&format!("option {body}"), protocol) {
            prop_assert!(!option.name.is_empty());
            for v in [OptionValue::Text(value.clone()), OptionValue::Int(n), OptionValue::Bool(ucci), OptionValue::None] {
                if let (Ok(Some(sent)), OptionKind::Spin { min, max, .. }) = (option.check(&v), &option.kind) {
                    let sent: i64 = sent.parse().expect("a spin sends an integer");
                    prop_assert!(*min <= sent && sent <= *max);
                }
            }
        }
    }

    #[test]
    fn spin_bounds_are_exact(min in -1000i64..1000, span in 0i64..1000, v in -3000i64..3000) {
        let max = min + span;
        let option = EngineOption::parse(&format!("option name S type spin default {min} min {min} max {max}"), Protocol::Uci).unwrap();
        prop_assert_eq!(option.check(&OptionValue::Int(v)).is_ok(), (min..=max).contains(&v));
    }
}

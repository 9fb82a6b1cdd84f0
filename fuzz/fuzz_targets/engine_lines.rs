//! Engine output lines from arbitrary bytes, read by tabula-engine as its reader thread would hand them
//! over (lossy UTF-8), against the start position of each game in each protocol.
//!
//! - Reading an `info` line never panics, keeps the line as it came, and its pv replays move by move
//!   on the searched game (it is the pv's legal prefix).
//! - Reading an `option` line never panics; a spin value it accepts lies inside the advertised bounds.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_engine::{EngineOption, Info, OptionKind, OptionValue, Protocol};
use tabula_game::{DynGame, Game, Notation};

fuzz_target!(|data: &[u8]| {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let line = String::from_utf8_lossy(rest);
    let game: Box<dyn DynGame> = match choice % 3 {
        0 => Box::new(Game::<tabula_chess::Position>::start()),
        1 => Box::new(Game::<tabula_shogi::ShogiPosition>::start()),
        _ => Box::new(Game::<tabula_xiangqi::Xiangqi>::start()),
    };
    let protocol = [Protocol::Uci, Protocol::Usi, Protocol::Ucci][usize::from(choice / 3 % 3)];
    if let Some(info) = Info::parse(&line, &*game, protocol) {
        assert_eq!(info.raw, line);
        let mut replay = game.boxed_clone();
        for m in &info.pv {
            replay.play(&m.pmn, Some(Notation::Pmn)).expect("a pv move is legal");
        }
    }
    if let Some(option) = EngineOption::parse(&line, protocol) {
        let words: Vec<&str> = line.split_whitespace().collect();
        for word in words.iter().take(8) {
            let value = OptionValue::Text((*word).to_owned());
            if let (Ok(Some(sent)), OptionKind::Spin { min, max, .. }) = (option.check(&value), &option.kind) {
                let sent: i64 = sent.parse().expect("a spin sends an integer");
                assert!(*min <= sent && sent <= *max);
            }
        }
    }
});

//! Unit tests of the engine on definitions made here: fairy movement (hoppers, lame leapers, divergent
//! pieces), board sizes, and every refusal of [`Engine::new`].

use crate::builtin;
use crate::definition::{Definition, PieceType, Promotion, Region};
use crate::engine::{DefinitionError, Engine};

fn piece(letter: char, betza: &str) -> PieceType {
    PieceType {
        letter,
        name: letter.to_string(),
        betza: betza.into(),
        royal: false,
        pawn: false,
    }
}

/// A board of `files` × `ranks` with a royal king and the given pieces, no castling, no pawns.
fn fairy(files: u8, ranks: u8, pieces: &[(char, &str)]) -> Definition {
    let mut all = vec![PieceType {
        royal: true,
        ..piece('K', "K")
    }];
    all.extend(pieces.iter().map(|&(l, b)| piece(l, b)));
    Definition {
        name: "fairy".into(),
        files,
        ranks,
        pieces: all,
        castling: None,
        double_step: [Vec::new(), Vec::new()],
        promotion: Promotion {
            ranks: Vec::new(),
            choices: Vec::new(),
        },
        end: crate::definition::End::default(),
        ..builtin::chess()
    }
}

fn moves(engine: &Engine, fen: &str) -> Vec<String> {
    let (state, _) = engine.read_fen(fen).unwrap();
    let mut out: Vec<String> = engine
        .legal_moves(&state)
        .into_iter()
        .map(|m| engine.uci(m))
        .collect();
    out.sort();
    out
}

fn from(list: &[String], square: &str) -> Vec<String> {
    list.iter()
        .filter(|m| m.starts_with(square))
        .map(|m| m[square.len()..].to_owned())
        .collect()
}

#[test]
fn cannon_moves_like_a_rook_and_captures_over_a_screen() {
    let engine = Engine::new(fairy(8, 8, &[('C', "mRcpR"), ('P', "fW")])).unwrap();
    // Cannon a1, screen a4 (own pawn), enemy pawns a6 and a7; enemy pawn on d1 without a screen.
    let list = moves(&engine, "7k/p7/p7/8/P7/8/8/C2p3K w - - 0 1");
    assert_eq!(from(&list, "a1"), ["a2", "a3", "a6", "b1", "c1"]);
}

#[test]
fn lame_horse_is_blocked_next_to_it() {
    let engine = Engine::new(fairy(9, 10, &[('H', "nN")])).unwrap();
    let open = moves(&engine, "k8/9/9/9/9/9/9/9/9/4H3K w - - 0 1");
    assert_eq!(from(&open, "e1"), ["c2", "d3", "f3", "g2"]);
    // A piece on e2 blocks both forward jumps; one on d1 blocks the jump to c2.
    let blocked = moves(&engine, "k8/9/9/9/9/9/9/9/4h4/3hH3K w - - 0 1");
    assert_eq!(from(&blocked, "e1"), ["g2"]);
    // The reversed tables agree: the horse on e1 gives check to a king on d3 only while e2 is empty.
    let (open, _) = engine
        .read_fen("9/9/9/9/9/9/9/3k5/9/4H3K b - - 0 1")
        .unwrap();
    assert!(engine.in_check(&open, 1));
    let unknown = engine.read_fen("9/9/9/9/9/9/9/3k5/4P4/4H3K b - - 0 1");
    assert!(unknown.is_err(), "P is no piece of this definition");
    let (shut, _) = engine
        .read_fen("9/9/9/9/9/9/9/3k5/4h4/4H3K b - - 0 1")
        .unwrap();
    assert!(!engine.in_check(&shut, 1));
}

#[test]
fn large_boards_and_divergent_pieces() {
    let engine = Engine::new(fairy(12, 10, &[('A', "BN"), ('S', "FfW"), ('L', "fR")])).unwrap();
    let list = moves(&engine, "k11/12/12/12/12/12/12/12/12/A2S3L3K w - - 0 1");
    assert_eq!(from(&list, "a1").len(), 9 + 2);
    assert_eq!(from(&list, "d1"), ["c2", "d2", "e2"]);
    assert_eq!(from(&list, "h1").len(), 9);
    let (state, _) = engine
        .read_fen("k11/12/12/12/12/12/12/12/12/A2S3L3K w - - 0 1")
        .unwrap();
    assert_eq!(
        engine.write_fen(&state, tabula_game::Counters::default()),
        "k11/12/12/12/12/12/12/12/12/A2S3L3K w - - 0 1"
    );
    assert_eq!(engine.square_name(119), "l10");
    assert_eq!(engine.parse_square("l10"), Some(119));
    assert_eq!(engine.parse_square("m1"), None);
}

#[test]
fn refusals() {
    let refused = |d: Definition| Engine::new(d).unwrap_err();
    assert!(matches!(
        refused(fairy(13, 8, &[])),
        DefinitionError::BoardSize {
            files: 13,
            ranks: 8
        }
    ));
    assert!(matches!(
        refused(fairy(8, 11, &[])),
        DefinitionError::BoardSize { .. }
    ));
    assert!(matches!(
        refused(fairy(8, 8, &[('K', "W")])),
        DefinitionError::Pieces(_)
    ));
    assert!(matches!(
        refused(fairy(8, 8, &[('x', "W")])),
        DefinitionError::Pieces(_)
    ));
    let many: Vec<(char, &str)> = ('A'..='Q')
        .filter(|&c| c != 'K')
        .map(|c| (c, "W"))
        .collect();
    assert!(matches!(
        refused(fairy(8, 8, &many)),
        DefinitionError::Pieces(_)
    ));
    let error = refused(fairy(8, 8, &[('X', "gQ")]));
    assert_eq!(
        error.to_string(),
        "piece X: Betza \"gQ\": modifier 'g' is not supported (byte 0)"
    );
    let mut d = fairy(8, 8, &[]);
    d.promotion.choices = vec!['Q'];
    assert!(matches!(
        refused(d),
        DefinitionError::UnknownLetter {
            rule: "promotion",
            letter: 'Q'
        }
    ));
    let mut d = fairy(8, 8, &[]);
    d.double_step = [vec![9], vec![]];
    assert!(matches!(
        refused(d),
        DefinitionError::OffBoard {
            rule: "doubleStepRegion",
            ..
        }
    ));
    let mut d = builtin::kingofthehill();
    d.end.flag.as_mut().unwrap().regions[0] = Region::squares(&["i4"]);
    assert!(matches!(
        refused(d),
        DefinitionError::OffBoard { rule: "flag", .. }
    ));
    let mut d = builtin::chess();
    d.castling.as_mut().unwrap().king_files = [9, 3];
    assert!(matches!(
        refused(d),
        DefinitionError::OffBoard {
            rule: "castling",
            ..
        }
    ));
    let mut d = builtin::atomic();
    d.end.extinction.as_mut().unwrap().pieces = vec!['Z'];
    assert!(matches!(
        refused(d),
        DefinitionError::UnknownLetter {
            rule: "extinction",
            ..
        }
    ));
    let mut d = builtin::chess();
    d.pieces.clear();
    assert!(matches!(refused(d), DefinitionError::Pieces(_)));
}

//! The built-in definitions: chess and the seven lichess variants, each as Fairy-Stockfish defines it
//! (`src/variant.cpp` of <https://github.com/fairy-stockfish/Fairy-Stockfish>) and as lichess plays it
//! (<https://lichess.org/variant>).

use crate::definition::{
    Castling, Definition, Drops, End, Extinction, Flag, PieceType, Promotion, Region, Value,
};

fn piece(letter: char, name: &str, betza: &str) -> PieceType {
    PieceType {
        letter,
        name: name.to_owned(),
        betza: betza.to_owned(),
        royal: false,
        pawn: false,
    }
}

fn chess_pieces(king_royal: bool) -> Vec<PieceType> {
    vec![
        PieceType {
            pawn: true,
            ..piece('P', "pawn", "fmWfcF")
        },
        piece('N', "knight", "N"),
        piece('B', "bishop", "B"),
        piece('R', "rook", "R"),
        piece('Q', "queen", "Q"),
        PieceType {
            royal: king_royal,
            ..piece('K', "king", "K")
        },
    ]
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// FIDE chess, the template of the chess family.
#[must_use]
pub fn chess() -> Definition {
    Definition {
        name: "chess".into(),
        description: "FIDE chess, played by the variant engine".into(),
        source: "FIDE Laws of Chess; Fairy-Stockfish chess_variant".into(),
        files: 8,
        ranks: 8,
        pieces: chess_pieces(true),
        start: START.into(),
        castling: Some(Castling {
            king_files: [7, 3],
            rank: 1,
            rook: 'R',
        }),
        double_step: [vec![2], vec![2]],
        en_passant: [vec![3], vec![3]],
        promotion: Promotion {
            ranks: vec![8],
            choices: vec!['Q', 'R', 'B', 'N'],
        },
        drops: None,
        captures_to_hand: false,
        must_capture: false,
        checking: true,
        blast: false,
        end: End {
            insufficient_material: true,
            ..End::default()
        },
        move_rule: 100,
    }
}

/// Crazyhouse: captured pieces change sides into the capturer's hand and may be dropped.
#[must_use]
pub fn crazyhouse() -> Definition {
    Definition {
        name: "crazyhouse".into(),
        description: "chess where captured pieces join the capturer's hand and are dropped back"
            .into(),
        source: "https://lichess.org/variant/crazyhouse; Fairy-Stockfish crazyhouse_variant".into(),
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1".into(),
        drops: Some(Drops {
            no_pawn_ranks: vec![1, 8],
        }),
        captures_to_hand: true,
        end: End::default(),
        ..chess()
    }
}

/// King of the hill: a king reaching the centre wins.
#[must_use]
pub fn kingofthehill() -> Definition {
    let centre = || Region::squares(&["d4", "e4", "d5", "e5"]);
    Definition {
        name: "kingofthehill".into(),
        description: "chess where a king reaching d4, e4, d5 or e5 wins".into(),
        source: "https://lichess.org/variant/kingOfTheHill; Fairy-Stockfish kingofthehill_variant"
            .into(),
        end: End {
            flag: Some(Flag {
                piece: 'K',
                regions: [centre(), centre()],
                second_may_follow: false,
            }),
            ..End::default()
        },
        ..chess()
    }
}

/// Three-check: the third check wins.
#[must_use]
pub fn threecheck() -> Definition {
    Definition {
        name: "3check".into(),
        description: "chess where giving a third check wins".into(),
        source: "https://lichess.org/variant/threeCheck; Fairy-Stockfish threecheck_variant".into(),
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1".into(),
        end: End {
            check_limit: Some(3),
            ..End::default()
        },
        ..chess()
    }
}

/// Atomic: captures explode.
#[must_use]
pub fn atomic() -> Definition {
    Definition {
        name: "atomic".into(),
        description: "chess where a capture explodes every piece but pawns around it; exploding the king wins".into(),
        source: "https://lichess.org/variant/atomic; Fairy-Stockfish atomic_variant".into(),
        blast: true,
        end: End {
            extinction: Some(Extinction { pieces: vec!['K'], value: Value::Loss }),
            ..End::default()
        },
        ..chess()
    }
}

/// Antichess: captures are compulsory, and losing every piece (or being stalemated) wins.
#[must_use]
pub fn antichess() -> Definition {
    Definition {
        name: "antichess".into(),
        description:
            "captures are compulsory; the king is an ordinary piece; losing every piece wins".into(),
        source: "https://lichess.org/variant/antichess; Fairy-Stockfish antichess_variant".into(),
        pieces: chess_pieces(false),
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1".into(),
        castling: None,
        promotion: Promotion {
            ranks: vec![8],
            choices: vec!['Q', 'R', 'B', 'N', 'K'],
        },
        must_capture: true,
        end: End {
            stalemate: Value::Win,
            extinction: Some(Extinction {
                pieces: Vec::new(),
                value: Value::Win,
            }),
            ..End::default()
        },
        ..chess()
    }
}

/// Horde: 36 white pawns against a chess army.
#[must_use]
pub fn horde() -> Definition {
    Definition {
        name: "horde".into(),
        description:
            "36 white pawns and no king against Black's army; Black wins by taking them all".into(),
        source: "https://lichess.org/variant/horde; Fairy-Stockfish horde_variant".into(),
        start: "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1".into(),
        double_step: [vec![1, 2], vec![2]],
        end: End {
            extinction: Some(Extinction {
                pieces: Vec::new(),
                value: Value::Loss,
            }),
            ..End::default()
        },
        ..chess()
    }
}

/// Racing kings: no checks; the first king on the last rank wins.
#[must_use]
pub fn racingkings() -> Definition {
    let top = Region {
        ranks: Vec::new(),
        squares: (1..=8).map(|f| (f, 8)).collect(),
    };
    Definition {
        name: "racingkings".into(),
        description: "no move may give check; the first king on the eighth rank wins".into(),
        source: "https://lichess.org/variant/racingKings; Fairy-Stockfish racingkings_variant"
            .into(),
        start: "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1".into(),
        castling: None,
        double_step: [Vec::new(), Vec::new()],
        checking: false,
        end: End {
            flag: Some(Flag {
                piece: 'K',
                regions: [top.clone(), top],
                second_may_follow: true,
            }),
            ..End::default()
        },
        ..chess()
    }
}

/// Every built-in definition, in the order [`crate::list`] gives.
pub(crate) fn all() -> Vec<Definition> {
    vec![
        chess(),
        crazyhouse(),
        kingofthehill(),
        threecheck(),
        atomic(),
        antichess(),
        horde(),
        racingkings(),
    ]
}

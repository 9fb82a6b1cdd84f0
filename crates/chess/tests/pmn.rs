//! Moves as PMN through tabula-pmn: every listed move parses and round-trips, and the rule-hook path
//! (`tabula_pmn::apply_with` with `ChessRules`) agrees with `Position::play` on placement.

use proptest::prelude::*;
use tabula_chess::{ChessRules, MoveKind, Position, Square};
use tabula_feen::{Qi, QualifiedPiece, Style};

/// Start positions of the random games: standard, Kiwipete, Chess960 (king stays / rook on the king's
/// target), en passant and promotions close at hand.
const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1",
    "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "r3k3/1P4P1/8/8/8/8/1p4p1/4K2R w Kq - 0 1",
];

/// Each square's piece letter and side, state markers left out.
fn placement(qi: &Qi<QualifiedPiece, Style>) -> Vec<Option<String>> {
    qi.board()
        .iter()
        .map(|cell| cell.map(|p| p.piece().normalize().to_string()))
        .collect()
}

/// The source square of a chess move's PMN.
fn source(mv: tabula_pmn::Move) -> Square {
    match mv {
        tabula_pmn::Move::Quiet { from, .. }
        | tabula_pmn::Move::Capture { from, .. }
        | tabula_pmn::Move::Special { from, .. } => Square::from_coordinate(from).unwrap(),
        other => panic!("not a chess move: {other}"),
    }
}

fn game() -> impl Strategy<Value = (usize, Vec<prop::sample::Index>)> {
    (
        0..STARTS.len(),
        prop::collection::vec(any::<prop::sample::Index>(), 0..60),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_listed_move_parses_round_trips_and_plays((start, choices) in game()) {
        let mut position = Position::from_fen(STARTS[start]).unwrap();
        for choice in choices {
            let moves = position.legal_moves();
            let listed = position.legal_moves_pmn();
            prop_assert_eq!(moves.len(), listed.len());
            for (m, text) in moves.iter().zip(&listed) {
                let parsed: tabula_pmn::Move = text.parse().unwrap();
                prop_assert_eq!(&parsed.to_string(), text);
                prop_assert_eq!(parsed, m.to_pmn());
                prop_assert_eq!(position.find_pmn(&parsed).unwrap(), *m);
            }
            if moves.is_empty() {
                break;
            }
            let index = choice.index(moves.len());
            let next = position.play(moves[index]).unwrap();
            prop_assert_eq!(&position.play_pmn(&listed[index]).unwrap(), &next);
            position = next;
        }
    }

    #[test]
    fn the_rule_hook_path_agrees_with_play_on_placement((start, choices) in game()) {
        let mut position = Position::from_fen(STARTS[start]).unwrap();
        for choice in choices {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[choice.index(moves.len())];
            let played = position.play(m).unwrap();
            let hooked = tabula_pmn::apply_with(&position.to_qi().unwrap(), &m.to_pmn(), &ChessRules)
                .unwrap_or_else(|e| panic!("{m} on {}: {e}", position.to_feen()));
            let expected = played.to_qi().unwrap();
            // Same placement and turn; captured pieces left the game (no hands).
            prop_assert_eq!(placement(&hooked), placement(&expected), "{} on {}", m, position.to_feen());
            prop_assert_eq!(hooked.turn(), expected.turn());
            prop_assert!(hooked.first_hand().len() == 0 && hooked.second_hand().len() == 0);
            // The markers differ only on the squares PMN's direct effects do not recompute; the castling
            // rook is written without its marker, as play writes it.
            if let Some((_, rook_to)) = m.castling_rook() {
                prop_assert_eq!(hooked.piece_at(rook_to.feen_index()), expected.piece_at(rook_to.feen_index()));
            }
            // Where the markers differ, the hook's piece is a stale token: the one that stood on that square
            // before the move, or the actor as it was (the markers PMN's direct effects do not recompute).
            let before = position.to_qi().unwrap();
            let actor = before.piece_at(source(m.to_pmn()).feen_index()).copied();
            for i in (0..64).filter(|&i| hooked.piece_at(i) != expected.piece_at(i)) {
                let stale = hooked.piece_at(i).copied();
                prop_assert!(stale == before.piece_at(i).copied() || stale == actor,
                    "{} on {}: square {} is {:?}", m, position.to_feen(), i, stale);
            }
            position = played;
        }
    }
}

#[test]
fn the_hook_gives_castling_and_en_passant_effects() {
    let cases = [
        // Standard castling: the rook's move, its marker dropped.
        (
            STARTS[1],
            "e1~g1",
            "r3k^2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK^1 / c/C",
        ),
        (
            STARTS[1],
            "e1~c1",
            "r3k^2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/2K^R3R / c/C",
        ),
        // Chess960, the king stays on g1: PMN names the rook (h1~f1).
        (STARTS[3], "h1~f1", "1r4k^r/8/8/8/8/8/8/1R3RK^1 / c/C"),
        // En passant: the passed pawn is removed and leaves the game.
        (
            STARTS[4],
            "e5~f6",
            "rnbqk^bnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQK^BNR / c/C",
        ),
    ];
    for (fen, pmn, placement_only) in cases {
        let before = Position::from_fen(fen).unwrap();
        let after =
            tabula_pmn::apply_with(&before.to_qi().unwrap(), &pmn.parse().unwrap(), &ChessRules)
                .unwrap();
        let unmarked = tabula_feen::Position::try_from(after.clone())
            .unwrap()
            .to_string()
            .replace(['+', '-'], "");
        assert_eq!(unmarked, placement_only, "{pmn}");
        let played = before.play_pmn(pmn).unwrap().to_qi().unwrap();
        assert_eq!(placement(&after), placement(&played), "{pmn}");
    }
}

#[test]
fn the_hook_knows_no_effect_for_what_is_not_castling_or_en_passant() {
    let start = Position::start().to_qi().unwrap();
    for pmn in ["e2~e4", "e1~g1", "g1~f3"] {
        let error = tabula_pmn::apply_with(&start, &pmn.parse().unwrap(), &ChessRules).unwrap_err();
        assert!(
            matches!(error, tabula_pmn::Error::ImplicitEffectsUnknown { .. }),
            "{pmn}: {error}"
        );
    }
    // A plain capture goes out of the game with the chess hook, into the hand without one.
    let position = Position::from_fen("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1").unwrap();
    let qi = position.to_qi().unwrap();
    let capture = "e1+d2".parse().unwrap();
    assert!(
        tabula_pmn::apply_with(&qi, &capture, &ChessRules)
            .unwrap()
            .first_hand()
            .len()
            == 0
    );
    assert_eq!(
        tabula_pmn::apply(&qi, &capture).unwrap().first_hand().len(),
        1
    );
    assert_eq!(
        position.find_pmn(&capture).unwrap().kind(),
        MoveKind::Capture
    );
}

#[test]
fn the_move_writer_is_tabula_pmns() {
    let position = Position::from_fen(STARTS[5]).unwrap();
    for m in position.legal_moves() {
        assert_eq!(m.to_string(), tabula_pmn::Move::from(m).to_string());
        assert_eq!(format!("{m:>9}"), format!("{:>9}", m.to_pmn()));
    }
    let promotions: Vec<String> = position
        .legal_moves_pmn()
        .into_iter()
        .filter(|m| m.contains('='))
        .collect();
    assert!(
        promotions.contains(&"b7-b8=Q".to_owned()) && promotions.contains(&"b7+a8=N".to_owned())
    );
}

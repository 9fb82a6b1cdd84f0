//! The variants on the game interface: `impl tabula_game::Rules for Variant<V>`, one type per built-in
//! variant (a zero-sized marker `V` names the definition), FEEN and Fairy-Stockfish's FEN, PMN and UCI.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;
use core::ops::ControlFlow;

use tabula_game::{
    Counters, GameKind, History, Judgement, MoveError, Notation, Outcome, Rules, Termination,
};
use tabula_protocol::Side;

use crate::engine::Engine;
use crate::error::{IllegalMove, PositionError};
use crate::moves::Move;
use crate::state::State;

/// A built-in variant, named at compile time: [`crate::marker`] has one per built-in.
pub trait Marker: Copy + Eq + Hash + fmt::Debug + Send + Sync + 'static {
    /// The variant's name ([`crate::by_name`]).
    const NAME: &'static str;
    /// Its index in the registry.
    #[doc(hidden)]
    const INDEX: usize;
}

/// A position of the built-in variant `V`: the board, hands and the state FEEN leaves beside it (checks
/// given, promoted pieces), without counters or history ([`tabula_game::Game`] adds those).
///
/// ```
/// use tabula_game::Rules;
/// let start = tabula_variants::Crazyhouse::start();
/// assert_eq!(start.perft(2), 400);
/// assert_eq!(start.to_native(Default::default()),
///            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Variant<V: Marker> {
    pub(crate) state: State,
    marker: PhantomData<V>,
}

impl<V: Marker> fmt::Debug for Variant<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({})", V::NAME, self.to_native(Counters::default()))
    }
}

impl<V: Marker> Variant<V> {
    /// The compiled definition.
    #[must_use]
    pub fn engine() -> &'static Engine {
        &crate::registry()[V::INDEX]
    }

    fn new(state: State) -> Variant<V> {
        Variant {
            state,
            marker: PhantomData,
        }
    }

    /// The move in Fairy-Stockfish's UCI (`e2e4`, `e7e8q`, `P@e4`, `e1g1`).
    #[must_use]
    pub fn uci(&self, m: Move) -> String {
        Self::engine().uci(m)
    }

    /// The checks each side has given (first, second): three-check counts them, other variants keep 0.
    #[must_use]
    pub fn checks_given(&self) -> [u8; 2] {
        self.state.checks
    }

    /// The squares of promoted pieces (crazyhouse: they return to a hand as pawns), as names.
    #[must_use]
    pub fn promoted(&self) -> Vec<String> {
        let e = Self::engine();
        e.squares()
            .filter(|&q| self.state.promoted >> q & 1 == 1)
            .map(|q| e.square_name(q))
            .collect()
    }

    fn illegal(text: String, reason: &str) -> IllegalMove {
        IllegalMove::NotLegal {
            text,
            reason: reason.to_owned(),
        }
    }
}

const NOTATIONS: &[Notation] = &[Notation::San, Notation::Uci];

impl<V: Marker> Rules for Variant<V> {
    type Move = Move;
    type PositionError = PositionError;
    type IllegalMove = IllegalMove;

    const KIND: GameKind = GameKind::Variant {
        name: V::NAME,
        style: 'C',
    };

    fn start() -> Self {
        let e = Self::engine();
        Self::new(
            e.read_fen(&e.def.start)
                .expect("the built-in start FEN is read")
                .0,
        )
    }

    fn from_feen(feen: &str) -> Result<Self, PositionError> {
        Self::engine().read_feen(feen).map(Self::new)
    }

    fn to_feen(&self) -> String {
        Self::engine().write_feen(&self.state)
    }

    fn from_native(text: &str) -> Result<(Self, Counters), PositionError> {
        Self::engine()
            .read_fen(text)
            .map(|(s, c)| (Self::new(s), c))
    }

    fn to_native(&self, counters: Counters) -> String {
        Self::engine().write_fen(&self.state, counters)
    }

    fn side_to_move(&self) -> Side {
        if self.state.turn == 0 {
            Side::First
        } else {
            Side::Second
        }
    }

    fn for_each_legal_move(&self, f: &mut dyn FnMut(Move) -> ControlFlow<()>) -> ControlFlow<()> {
        for m in Self::engine().legal_moves(&self.state) {
            f(m)?;
        }
        ControlFlow::Continue(())
    }

    fn legal_moves(&self) -> Vec<Move> {
        Self::engine().legal_moves(&self.state)
    }

    fn check_move(&self, m: Move) -> Result<(), IllegalMove> {
        let e = Self::engine();
        if e.legal_moves(&self.state).contains(&m) {
            return Ok(());
        }
        let reason = if e.immediate_end(&self.state).is_some() {
            "the game is over by the variant's rule"
        } else {
            "not among the legal moves"
        };
        Err(Self::illegal(e.uci(m), reason))
    }

    fn play_unchecked(&mut self, m: Move) {
        debug_assert!(
            self.check_move(m).is_ok(),
            "play_unchecked given an illegal move"
        );
        self.state = Self::engine().play(&self.state, m);
    }

    fn is_check(&self) -> bool {
        Self::engine().in_check(&self.state, self.state.us())
    }

    fn terminal(&self) -> Option<Outcome> {
        Self::engine().terminal(&self.state)
    }

    fn key(&self) -> u64 {
        let mut h = std::hash::DefaultHasher::new();
        self.state.hash(&mut h);
        h.finish()
    }

    fn pmn(&self, m: Move) -> tabula_pmn::Move {
        let text = Self::engine().pmn_text(&self.state, m);
        tabula_pmn::Move::parse(&text).expect("the engine writes valid PMN")
    }

    fn read_pmn(&self, m: &tabula_pmn::Move) -> Result<Move, IllegalMove> {
        let text = m.to_string();
        let e = Self::engine();
        e.legal_moves(&self.state)
            .into_iter()
            .find(|&legal| e.pmn_text(&self.state, legal) == text)
            .ok_or_else(|| Self::illegal(text, "no legal move is written so in PMN"))
    }

    fn notations() -> &'static [Notation] {
        NOTATIONS
    }

    fn write_move(&self, m: Move, notation: Notation) -> Result<String, MoveError<IllegalMove>> {
        match notation {
            Notation::Pmn => Ok(Self::engine().pmn_text(&self.state, m)),
            Notation::Uci => Ok(self.uci(m)),
            Notation::San => Ok(Self::engine().san(&self.state, m)),
            _ => Err(MoveError::Unsupported {
                notation,
                game: Self::KIND,
            }),
        }
    }

    fn read_move(&self, text: &str, notation: Notation) -> Result<Move, MoveError<IllegalMove>> {
        let syntax = |offset: usize, message: &str| MoveError::Syntax {
            notation,
            text: text.chars().take(32).collect(),
            offset,
            code: match notation {
                Notation::Pmn => "pmn-syntax",
                Notation::San => "san-syntax",
                _ => "uci-syntax",
            },
            message: message.to_owned(),
            hint: None,
        };
        let illegal = |error: IllegalMove| MoveError::Illegal {
            text: text.to_owned(),
            error,
        };
        match notation {
            Notation::Pmn => {
                let m = tabula_pmn::Move::parse(text).map_err(|e| syntax(0, &e.to_string()))?;
                self.read_pmn(&m).map_err(illegal)
            }
            Notation::San => {
                let e = Self::engine();
                let bare = text.trim_end_matches(['+', '#']);
                if bare.is_empty() || text.len() > 16 {
                    return Err(syntax(
                        0,
                        "a SAN move is a piece letter, a square, and its marks",
                    ));
                }
                e.legal_moves(&self.state)
                    .into_iter()
                    .find(|&m| e.san(&self.state, m).trim_end_matches(['+', '#']) == bare)
                    .ok_or_else(|| {
                        illegal(Self::illegal(
                            text.to_owned(),
                            "no legal move is written so in SAN",
                        ))
                    })
            }
            Notation::Uci => {
                let e = Self::engine();
                if text.len() > 8 || !text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'@') {
                    return Err(syntax(
                        0,
                        "a UCI move is two squares and a promotion letter, or P@e4",
                    ));
                }
                e.legal_moves(&self.state)
                    .into_iter()
                    .find(|&m| e.uci(m) == text)
                    .ok_or_else(|| {
                        illegal(Self::illegal(text.to_owned(), "not among the legal moves"))
                    })
            }
            _ => Err(MoveError::Unsupported {
                notation,
                game: Self::KIND,
            }),
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        Self::engine().perft(&self.state, depth)
    }

    fn resets_clock(&self, m: Move) -> bool {
        let e = Self::engine();
        m.is_capture() || e.pieces[usize::from(m.piece)].pawn
    }

    /// With captures to hand nothing is irreversible (a captured piece may come back by a drop, as
    /// Fairy-Stockfish's repetition scan over the whole game assumes); otherwise the clock's resets and the
    /// moves that change castling rights.
    fn is_irreversible(&self, m: Move) -> bool {
        let e = Self::engine();
        if e.def.captures_to_hand {
            return false;
        }
        self.resets_clock(m) || e.apply(&self.state, m).castling != self.state.castling
    }

    /// Threefold repetition (Fairy-Stockfish's `nFoldRule` 3) and the move-count rule (`nMoveRule`) are draws
    /// the player to move may claim; a game ended by the position itself stays ended by it.
    fn judge(history: &History<'_, Self>) -> Judgement {
        let rule = Self::engine().def.move_rule;
        let claimable = if history.repetitions() >= 3 {
            Some(Outcome::draw(Termination::ThreefoldRepetition))
        } else if rule > 0 && history.counters().halfmove_clock >= rule {
            Some(Outcome::draw(Termination::FiftyMoves))
        } else {
            None
        };
        Judgement {
            ended: None,
            claimable,
        }
    }
}

//! Arbitrary `Qi` positions built through the public constructors, and a reference FEEN writer.

use arbitrary::{Arbitrary, Unstructured};
use tabula_epin::ExtendedPiece;
use tabula_pin::{Piece, State};
use tabula_protocol::{Letter, Side};
use tabula_qi::Qi;
use tabula_qpi::QualifiedPiece;
use tabula_sin::Style;

/// A piece as the fuzzer describes it; the style is mostly one of the players' (so that most positions
/// are writable), sometimes any style at all (so that the foreign-style refusal is reached too).
#[derive(Debug, Clone, Copy, Arbitrary)]
pub struct PieceRecipe {
    letter: u8,
    second: bool,
    state: u8,
    terminal: bool,
    /// 0–5: native, 6: derived, 7: any style (from `style`).
    kind: u8,
    style: u8,
}

impl PieceRecipe {
    fn piece(self) -> Piece {
        let letter = Letter::ALL[usize::from(self.letter) % 26];
        let side = if self.second {
            Side::Second
        } else {
            Side::First
        };
        let state = State::ALL[usize::from(self.state) % 3];
        Piece::new(letter, side, state, self.terminal)
    }

    /// The EPIN token.
    #[must_use]
    pub fn extended(self) -> ExtendedPiece {
        ExtendedPiece::new(self.piece(), self.kind % 8 == 6)
    }

    /// The QPI token in a match of `first` and `second`.
    #[must_use]
    pub fn qualified(self, first: Style, second: Style) -> QualifiedPiece {
        let piece = self.piece();
        let players = [first, second];
        let own = piece.side().index();
        let style = match self.kind % 8 {
            0..=5 => players[own],
            6 => players[own ^ 1],
            _ => Style::from_bits(self.style & 0x3F).unwrap_or(first),
        };
        QualifiedPiece::new(style, piece)
    }
}

/// A style, usually of the right case for its player.
#[derive(Debug, Clone, Copy, Arbitrary)]
pub struct StyleRecipe {
    letter: u8,
    /// Wrong case when `true` and the recipe's `odd` is set: 1 in 4.
    flip: bool,
    odd: bool,
}

impl StyleRecipe {
    fn style(self, side: Side) -> Style {
        let letter = Letter::ALL[usize::from(self.letter) % 26];
        let side = if self.flip && self.odd {
            side.flip()
        } else {
            side
        };
        Style::new(letter, side)
    }
}

/// Everything needed to build a position: the shape, the pieces, the hands, the styles and the turn.
#[derive(Debug, Clone, Arbitrary)]
pub struct QiRecipe {
    dimensions: u8,
    sizes: [u8; 3],
    first_style: StyleRecipe,
    second_style: StyleRecipe,
    second_to_move: bool,
    /// `Qi::from_parts` with a dense board when `true`; `Qi::new` + `board_diff` + `hand_diff` otherwise.
    from_parts: bool,
    placements: Vec<(u16, Option<PieceRecipe>)>,
    first_hand: Vec<(PieceRecipe, u8)>,
    second_hand: Vec<(PieceRecipe, u8)>,
}

impl QiRecipe {
    /// The shape: 1 to 3 dimensions of 0 to 255 (0 is refused by `Qi`, which is part of what is tested).
    ///
    /// The number of dimensions is `dimensions % 3 + 1`. When bits 6 and 7 of `dimensions` are both set
    /// (a quarter of the byte values) the sizes are taken as they are, up to 255 (boards of up to 65,025
    /// squares, the output bound, the largest counts); otherwise each size is `size % 16`, so that most
    /// executions build small boards and run fast (a board of 16,000 squares costs about a millisecond to
    /// write, parse and round-trip through serde).
    #[must_use]
    pub fn shape(&self) -> Vec<usize> {
        let dimensions = 1 + usize::from(self.dimensions % 3);
        let large = self.dimensions & 0xC0 == 0xC0;
        self.sizes[..dimensions]
            .iter()
            .map(|&s| usize::from(if large { s } else { s % 16 }))
            .collect()
    }

    /// Builds the position with `piece` turning a recipe into a piece; `None` when `Qi` refuses it (a
    /// shape out of bounds, too many pieces, a duplicate hand item…).
    pub fn build<P: Ord + Clone>(
        &self,
        piece: impl Fn(PieceRecipe, Style, Style) -> P,
    ) -> Option<Qi<P, Style>> {
        let first = self.first_style.style(Side::First);
        let second = self.second_style.style(Side::Second);
        let turn = if self.second_to_move {
            Side::Second
        } else {
            Side::First
        };
        let shape = self.shape();
        let make = |r: PieceRecipe| piece(r, first, second);
        if self.from_parts {
            let checked = tabula_qi::Shape::new(&shape).ok()?;
            let squares = checked.square_count();
            let mut board = vec![None; squares];
            for &(index, recipe) in &self.placements {
                board[usize::from(index) % squares] = recipe.map(make);
            }
            let hand = |items: &[(PieceRecipe, u8)]| -> Vec<(P, usize)> {
                items
                    .iter()
                    .map(|&(r, count)| (make(r), usize::from(count)))
                    .collect()
            };
            Qi::from_parts(tabula_qi::Parts {
                shape: checked,
                board,
                first_hand: hand(&self.first_hand),
                second_hand: hand(&self.second_hand),
                first_style: first,
                second_style: second,
                turn,
            })
            .ok()
        } else {
            let hand = |items: &[(PieceRecipe, u8)]| -> Vec<(P, i64)> {
                items
                    .iter()
                    .map(|&(r, count)| (make(r), i64::from(count.cast_signed())))
                    .collect()
            };
            let mut position = Qi::new(&shape, first, second).ok()?;
            position
                .board_diff(
                    self.placements
                        .iter()
                        .map(|&(index, recipe)| (usize::from(index), recipe.map(make))),
                )
                .ok()?;
            position
                .hand_diff(Side::First, hand(&self.first_hand))
                .ok()?;
            position
                .hand_diff(Side::Second, hand(&self.second_hand))
                .ok()?;
            position.set_turn(turn);
            Some(position)
        }
    }
}

/// Builds a recipe from raw fuzzer bytes.
///
/// # Errors
/// When the bytes run out in a way `arbitrary` cannot pad.
pub fn recipe(data: &[u8]) -> arbitrary::Result<QiRecipe> {
    QiRecipe::arbitrary_take_rest(Unstructured::new(data))
}

/// The canonical hand order of feen.md §4.4, written from the spec table: multiplicity descending, letter
/// (case-insensitive), uppercase first, state `-` `+` none, terminal absent first, derivation absent first.
fn hand_key(
    token: ExtendedPiece,
    count: usize,
) -> (core::cmp::Reverse<usize>, u8, bool, u8, bool, bool) {
    let state = match token.state() {
        State::Diminished => 0,
        State::Enhanced => 1,
        State::Normal => 2,
    };
    (
        core::cmp::Reverse(count),
        token.letter().index(),
        token.is_second(),
        state,
        token.is_terminal(),
        token.is_derived(),
    )
}

/// The canonical FEEN text of a position of EPIN tokens, written independently of `tabula-feen` from
/// feen.md §2–§5 and §7. Assumes a shape FEEN can spell and styles of the right case; no length bound.
#[must_use]
pub fn reference_emit(position: &Qi<ExtendedPiece, Style>) -> String {
    let shape = position.shape();
    let files = *shape.last().unwrap_or(&1);
    let ranks_per_layer = if shape.len() == 3 {
        shape[1]
    } else {
        usize::MAX
    };
    let mut out = String::new();
    for (rank, squares) in position.board().chunks(files).enumerate() {
        if rank > 0 {
            out.push_str(if rank % ranks_per_layer == 0 {
                "//"
            } else {
                "/"
            });
        }
        let mut empty = 0;
        for square in squares {
            match square {
                None => empty += 1,
                Some(token) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push_str(&token.to_string());
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
    }
    for (i, side) in Side::ALL.into_iter().enumerate() {
        out.push(if i == 0 { ' ' } else { '/' });
        let mut items: Vec<(ExtendedPiece, usize)> =
            position.hand(side).map(|(t, n)| (*t, n)).collect();
        items.sort_by_key(|&(t, n)| hand_key(t, n));
        for (token, count) in items {
            if count > 1 {
                out.push_str(&count.to_string());
            }
            out.push_str(&token.to_string());
        }
    }
    let (first, second) = (*position.first_style(), *position.second_style());
    let (active, inactive) = match position.turn() {
        Side::First => (first, second),
        Side::Second => (second, first),
    };
    out.push(' ');
    out.push_str(active.as_str());
    out.push('/');
    out.push_str(inactive.as_str());
    out
}

/// A piece type FEEN can write: its EPIN token in a match of `first` and `second`, if it has one.
pub trait FeenPiece: Ord + Clone + core::fmt::Debug {
    /// The token, or `None` for a piece whose style is neither player's.
    fn token(&self, first: Style, second: Style) -> Option<ExtendedPiece>;
}

impl FeenPiece for ExtendedPiece {
    fn token(&self, _: Style, _: Style) -> Option<ExtendedPiece> {
        Some(*self)
    }
}

impl FeenPiece for QualifiedPiece {
    /// Native when its style is the style of the player on its side, derived when it is the other
    /// player's (feen.md §8), written here from the rule rather than with `to_extended`.
    fn token(&self, first: Style, second: Style) -> Option<ExtendedPiece> {
        let (own, other) = match self.side() {
            Side::First => (first, second),
            Side::Second => (second, first),
        };
        if self.style() == own {
            Some(ExtendedPiece::new(self.piece(), false))
        } else if self.style() == other {
            Some(ExtendedPiece::new(self.piece(), true))
        } else {
            None
        }
    }
}

type Emit<P> = fn(&Qi<P, Style>) -> Result<String, tabula_feen::EmitError>;
type Parse<P> = fn(&str) -> Result<Qi<P, Style>, tabula_feen::Error>;

/// The typed emit: through `Position` (`TryFrom<Qi>`, then `Display`).
///
/// # Errors
/// What FEEN cannot write.
pub fn emit_typed(
    position: &Qi<tabula_feen::QualifiedPiece, Style>,
) -> Result<String, tabula_feen::EmitError> {
    tabula_feen::Position::try_from(position.clone()).map(|position| position.to_string())
}

/// The typed parse, as a `Qi`.
///
/// # Errors
/// The parse error.
pub fn parse_typed(
    text: &str,
) -> Result<Qi<tabula_feen::QualifiedPiece, Style>, tabula_feen::Error> {
    text.parse::<tabula_feen::Position>()
        .map(tabula_feen::Position::into_qi)
}

/// `emit` refuses exactly what FEEN cannot spell and otherwise writes the reference text, which parses
/// back to the same position.
///
/// # Panics
/// When a property fails.
pub fn check_emit<P: FeenPiece>(position: &Qi<P, Style>, emit: Emit<P>, parse: Parse<P>) {
    use tabula_feen::EmitError as Error;

    let written = emit(position);
    let (first, second) = (*position.first_style(), *position.second_style());
    let shape = position.shape();
    if !first.is_first() {
        assert_eq!(
            written,
            Err(Error::StyleSideMismatch {
                side: Side::First,
                style: first
            })
        );
        return;
    }
    if !second.is_second() {
        assert_eq!(
            written,
            Err(Error::StyleSideMismatch {
                side: Side::Second,
                style: second
            })
        );
        return;
    }
    if shape[..shape.len() - 1].contains(&1) {
        assert_eq!(written, Err(Error::ShapeNotRepresentable { shape: *shape }));
        return;
    }

    // The same position as EPIN tokens, if every piece has one.
    let token = |p: &P| p.token(first, second);
    let board: Option<Vec<Option<ExtendedPiece>>> = position
        .board()
        .iter()
        .map(|square| match square {
            None => Some(None),
            Some(p) => token(p).map(Some),
        })
        .collect();
    let hand = |side| -> Option<Vec<(ExtendedPiece, usize)>> {
        position
            .hand(side)
            .map(|(p, n)| token(p).map(|t| (t, n)))
            .collect()
    };
    let (Some(board), Some(first_hand), Some(second_hand)) =
        (board, hand(Side::First), hand(Side::Second))
    else {
        // A foreign style: refused, unless the output bound is hit before that piece is reached.
        assert!(
            matches!(written, Err(Error::ForeignStyle(_) | Error::OutputTooLong)),
            "{written:?} for {position:?}"
        );
        return;
    };
    let tokens = Qi::from_parts(tabula_qi::Parts {
        shape: *shape,
        board,
        first_hand,
        second_hand,
        first_style: first,
        second_style: second,
        turn: position.turn(),
    })
    .expect("the token position of a valid position is valid");
    let expected = reference_emit(&tokens);
    if expected.len() > tabula_feen::MAX_LEN {
        assert_eq!(
            written,
            Err(Error::OutputTooLong),
            "{} bytes",
            expected.len()
        );
        return;
    }
    let text =
        written.unwrap_or_else(|e| panic!("emit refused {position:?}: {e:?}; expected {expected}"));
    assert_eq!(text, expected);
    assert_eq!(tabula_feen::validate(&text), Ok(()), "{text}");
    assert_eq!(parse(&text).as_ref(), Ok(position), "{text}");
}

//! A definition checked and compiled into per-square tables: every leap, slide and hop of every piece
//! from every square, the same tables reversed for attack tests, and the regions as square sets.

use crate::betza::{self, BetzaError, Leg, Modality};
use crate::definition::{Definition, Region};
pub(crate) use crate::tables::sq;

/// The largest board: 12 files, 10 ranks.
pub const MAX_FILES: u8 = 12;
/// The largest board: 12 files, 10 ranks.
pub const MAX_RANKS: u8 = 10;
/// The most piece types a definition may have.
pub const MAX_PIECES: usize = 16;
pub(crate) const SQUARES: usize = MAX_FILES as usize * MAX_RANKS as usize;
/// No square.
pub(crate) const NONE: u8 = u8::MAX;

/// Why a definition was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DefinitionError {
    /// The board is empty or larger than 12 × 10.
    #[error("a board of {files} × {ranks} squares (1 to 12 files, 1 to 10 ranks)")]
    BoardSize {
        /// Files asked for.
        files: u8,
        /// Ranks asked for.
        ranks: u8,
    },
    /// No pieces, more than [`MAX_PIECES`], two with one letter, or a letter that is not ASCII uppercase.
    #[error("piece letters: {0}")]
    Pieces(String),
    /// A piece's Betza string.
    #[error("piece {letter}: {error}")]
    Betza {
        /// The piece.
        letter: char,
        /// What the Betza parser refused.
        error: BetzaError,
    },
    /// A rule names a letter that is no piece of the definition.
    #[error("{rule} names {letter:?}, which is no piece of the variant")]
    UnknownLetter {
        /// The rule.
        rule: &'static str,
        /// The letter.
        letter: char,
    },
    /// A rank or square outside the board.
    #[error("{rule}: {what} is not on the board")]
    OffBoard {
        /// The rule.
        rule: &'static str,
        /// The rank or square.
        what: String,
    },
}

/// What a piece can do from one square: leaps (with the square that blocks a lame one) and slides.
#[derive(Debug, Clone, Default)]
pub(crate) struct Reach {
    pub(crate) leaps: Vec<Leap>,
    pub(crate) rays: Vec<Ray>,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Leap {
    pub(crate) to: u8,
    pub(crate) block: u8,
    pub(crate) modality: Modality,
}

#[derive(Debug, Clone)]
pub(crate) struct Ray {
    pub(crate) squares: Vec<u8>,
    pub(crate) modality: Modality,
    pub(crate) hop: bool,
}

/// One piece type, compiled.
#[derive(Debug, Clone)]
pub(crate) struct Piece {
    pub(crate) letter: u8,
    pub(crate) royal: bool,
    pub(crate) pawn: bool,
}

/// A compiled variant: its definition and its tables. Built-ins live for the whole program
/// ([`crate::by_name`]); [`Engine::new`] compiles any definition.
#[derive(Debug)]
pub struct Engine {
    pub(crate) def: Definition,
    pub(crate) files: u8,
    pub(crate) ranks: u8,
    pub(crate) pieces: Vec<Piece>,
    /// `[(side × pieces + piece) × squares + square]`.
    pub(crate) reach: Vec<Reach>,
    /// Attack tests: from a target square, where an attacker of that side and type would stand.
    pub(crate) reverse: Vec<Reach>,
    pub(crate) neighbours: Vec<u128>,
    pub(crate) double_step: [u128; 2],
    pub(crate) en_passant: [u128; 2],
    pub(crate) promotion: [u128; 2],
    pub(crate) promotion_choices: Vec<u8>,
    pub(crate) no_pawn_drop: [u128; 2],
    pub(crate) flag: Option<(u8, [u128; 2])>,
    pub(crate) extinction: Vec<u8>,
    pub(crate) castle_rook: u8,
    pub(crate) first_pawn: u8,
}

impl Engine {
    /// Checks and compiles a definition.
    ///
    /// ```
    /// let chess = tabula_variants::by_name("chess").unwrap();
    /// let engine = tabula_variants::Engine::new(chess.clone())?;
    /// assert_eq!(engine.definition().files, 8);
    /// # Ok::<(), tabula_variants::DefinitionError>(())
    /// ```
    ///
    /// # Errors
    /// [`DefinitionError`] naming the field that is wrong.
    pub fn new(def: Definition) -> Result<Engine, DefinitionError> {
        let (files, ranks) = (def.files, def.ranks);
        if !(1..=MAX_FILES).contains(&files) || !(1..=MAX_RANKS).contains(&ranks) {
            return Err(DefinitionError::BoardSize { files, ranks });
        }
        if def.pieces.is_empty() || def.pieces.len() > MAX_PIECES {
            return Err(DefinitionError::Pieces(format!(
                "{} types (1 to {MAX_PIECES})",
                def.pieces.len()
            )));
        }
        let (pieces, legs) = compile_pieces(&def)?;
        let find = |rule: &'static str, letter: char| {
            def.pieces
                .iter()
                .position(|p| p.letter == letter)
                .map(sq)
                .ok_or(DefinitionError::UnknownLetter { rule, letter })
        };
        let (reach, reverse) = crate::tables::tables(files, ranks, &legs);
        let board = (files, ranks);
        let pair = |a: &[u8], b: &[u8]| [Region::ranks(a), Region::ranks(b)];
        let ds = pair(&def.double_step[0], &def.double_step[1]);
        let ep = pair(&def.en_passant[0], &def.en_passant[1]);
        let promo = pair(&def.promotion.ranks, &def.promotion.ranks);
        let no_drop = def.drops.as_ref().map_or_else(
            || pair(&[], &[]),
            |d| pair(&d.no_pawn_ranks, &d.no_pawn_ranks),
        );
        let promotion_choices = def
            .promotion
            .choices
            .iter()
            .map(|&c| find("promotion", c))
            .collect::<Result<Vec<_>, _>>()?;
        let flag = match &def.end.flag {
            Some(f) => Some((
                find("flag", f.piece)?,
                crate::tables::masks(board, "flag", &f.regions)?,
            )),
            None => None,
        };
        let extinction = match &def.end.extinction {
            Some(e) if e.pieces.is_empty() => (0..sq(pieces.len())).collect(),
            Some(e) => e
                .pieces
                .iter()
                .map(|&c| find("extinction", c))
                .collect::<Result<_, _>>()?,
            None => Vec::new(),
        };
        let castle_rook = match &def.castling {
            Some(c) => {
                if c.rank == 0
                    || c.rank > ranks
                    || c.king_files.iter().any(|&f| f < 2 || f >= files)
                {
                    return Err(DefinitionError::OffBoard {
                        rule: "castling",
                        what: "a file or rank".into(),
                    });
                }
                find("castling", c.rook)?
            }
            None => NONE,
        };
        let first_pawn = pieces.iter().position(|p| p.pawn).map_or(NONE, sq);
        Ok(Engine {
            files,
            ranks,
            reach,
            reverse,
            neighbours: crate::tables::neighbours(files, ranks),
            double_step: crate::tables::masks(board, "doubleStepRegion", &ds)?,
            en_passant: crate::tables::masks(board, "enPassantRegion", &ep)?,
            promotion: crate::tables::masks(board, "promotionRegion", &promo)?,
            promotion_choices,
            no_pawn_drop: crate::tables::masks(board, "drops", &no_drop)?,
            flag,
            extinction,
            castle_rook,
            first_pawn,
            pieces,
            def,
        })
    }

    /// The definition.
    #[must_use]
    pub fn definition(&self) -> &Definition {
        &self.def
    }

    /// Every square of the board.
    pub(crate) fn squares(&self) -> core::ops::Range<u8> {
        0..self.files * self.ranks
    }

    /// Every piece type.
    pub(crate) fn piece_ids(&self) -> core::ops::Range<u8> {
        0..sq(self.pieces.len())
    }

    /// The square `delta` indices away from `q`, if on the board.
    pub(crate) fn offset(&self, q: u8, delta: i32) -> Option<u8> {
        u8::try_from(i32::from(q) + delta)
            .ok()
            .filter(|&t| t < self.files * self.ranks)
    }

    pub(crate) fn square_count(&self) -> usize {
        usize::from(self.files) * usize::from(self.ranks)
    }

    pub(crate) fn reach(&self, side: usize, piece: u8, square: u8) -> &Reach {
        &self.reach[(side * self.pieces.len() + usize::from(piece)) * self.square_count()
            + usize::from(square)]
    }

    pub(crate) fn reverse(&self, side: usize, piece: u8, square: u8) -> &Reach {
        &self.reverse[(side * self.pieces.len() + usize::from(piece)) * self.square_count()
            + usize::from(square)]
    }

    /// The square name (`e4`, `j10`).
    pub(crate) fn square_name(&self, s: u8) -> String {
        let f = s % self.files;
        let r = s / self.files;
        format!("{}{}", char::from(b'a' + f), r + 1)
    }

    /// Reads a square name of this board.
    pub(crate) fn parse_square(&self, text: &str) -> Option<u8> {
        let b = text.as_bytes();
        let f = b.first()?.checked_sub(b'a')?;
        let r: u8 = text.get(1..)?.parse().ok()?;
        if text.get(1..)?.starts_with('0') || f >= self.files || r == 0 || r > self.ranks {
            return None;
        }
        Some((r - 1) * self.files + f)
    }

    pub(crate) fn piece_of_letter(&self, letter: u8) -> Option<u8> {
        let up = letter.to_ascii_uppercase();
        self.pieces.iter().position(|p| p.letter == up).map(sq)
    }
}

/// Each piece's compiled facts and Betza legs, letters checked.
fn compile_pieces(def: &Definition) -> Result<(Vec<Piece>, Vec<Vec<Leg>>), DefinitionError> {
    let mut pieces = Vec::new();
    let mut legs = Vec::new();
    for (i, p) in def.pieces.iter().enumerate() {
        if !p.letter.is_ascii_uppercase() || def.pieces[..i].iter().any(|q| q.letter == p.letter) {
            return Err(DefinitionError::Pieces(format!(
                "{:?} is repeated or not A to Z",
                p.letter
            )));
        }
        let parsed = betza::parse(&p.betza).map_err(|error| DefinitionError::Betza {
            letter: p.letter,
            error,
        })?;
        legs.push(parsed);
        pieces.push(Piece {
            letter: u8::try_from(p.letter).unwrap_or(b'?'),
            royal: p.royal,
            pawn: p.pawn,
        });
    }
    Ok((pieces, legs))
}

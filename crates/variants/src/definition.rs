//! A variant as data: the board, the pieces by their Betza movement, and the rules that are not movement.
//!
//! Every field is plain data with Fairy-Stockfish's meaning (its `variants.ini` key is named beside each);
//! [`crate::builtin`] holds the built-in definitions, and [`crate::Engine::new`] checks and compiles one.
//! Ranks and files are counted from 1 (`a` = 1) from the first player's side; a *relative* rank is counted
//! from the owner's own side (the second player's relative rank 1 is the board's last rank).

/// A result from the point of view of one side (the side to move, or the side whose pieces went extinct).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Value {
    /// That side wins.
    Win,
    /// That side loses.
    Loss,
    /// A draw.
    Draw,
}

/// A set of squares for one side: whole relative ranks, and single squares `(file, rank)` (absolute, from 1).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Region {
    /// Relative ranks (1 = the owner's first rank).
    pub ranks: Vec<u8>,
    /// Single squares, absolute `(file, rank)`.
    pub squares: Vec<(u8, u8)>,
}

impl Region {
    /// Whole relative ranks.
    #[must_use]
    pub fn ranks(ranks: &[u8]) -> Region {
        Region {
            ranks: ranks.to_vec(),
            squares: Vec::new(),
        }
    }

    /// Single squares by name (`"d4"`); names that are not squares are left out by [`crate::Engine::new`]'s
    /// check, which refuses them.
    #[must_use]
    pub fn squares(names: &[&str]) -> Region {
        Region {
            ranks: Vec::new(),
            squares: names
                .iter()
                .map(|n| {
                    let b = n.as_bytes();
                    let file = b
                        .first()
                        .map_or(0, |f| f.wrapping_sub(b'a').wrapping_add(1));
                    let rank = n.get(1..).and_then(|r| r.parse().ok()).unwrap_or(0);
                    (file, rank)
                })
                .collect(),
        }
    }
}

/// One type of piece.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceType {
    /// Its letter, uppercase (the first player's case): FEN, FEEN and SAN write it.
    pub letter: char,
    /// Its name in English, lowercase (`"knight"`).
    pub name: String,
    /// Its movement in Betza notation ([`crate::betza`]), for the first player.
    pub betza: String,
    /// Royal: it may not be left attacked, and checkmating it ends the game (`king`). In FEEN it carries `^`.
    pub royal: bool,
    /// A pawn (`promotionPawnTypes`, `enPassantTypes`): it double-steps from its region, takes and is taken
    /// en passant, promotes, and its moves reset the move-count clock.
    pub pawn: bool,
}

/// Castling (`castling`, `castlingKingsideFile`, `castlingQueensideFile`, `castlingRank`): the royal king
/// of the side and a rook holding a right, the king going to a fixed file, the rook next to it on the inner
/// side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Castling {
    /// The king's destination file on the kingside (towards the last file) and the queenside (1-based).
    pub king_files: [u8; 2],
    /// The relative rank on which castling happens.
    pub rank: u8,
    /// The letter of the castling rook.
    pub rook: char,
}

/// Promotion of pawns (`promotionRegion…`, `promotionPieceTypes`, `mandatoryPawnPromotion`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Promotion {
    /// Relative ranks on which a pawn promotes.
    pub ranks: Vec<u8>,
    /// The letters it may become, in the order moves are generated.
    pub choices: Vec<char>,
}

/// Pieces entering from the hand (`pieceDrops`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drops {
    /// Relative ranks on which a pawn may not be dropped (crazyhouse: 1 and 8; Fairy-Stockfish's
    /// `firstRankPawnDrops` and `promotionZonePawnDrops` both false).
    pub no_pawn_ranks: Vec<u8>,
}

/// Extinction (`extinctionValue`, `extinctionPieceTypes`): a side with no piece of these types left.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extinction {
    /// The letters; empty = every piece (`*`).
    pub pieces: Vec<char>,
    /// The result for the side whose pieces went extinct.
    pub value: Value,
}

/// A piece reaching a region wins (`flagPiece`, `flagRegion…`, `flagMove`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flag {
    /// The letter of the piece.
    pub piece: char,
    /// The region of each side (first, second).
    pub regions: [Region; 2],
    /// When the first player gets there, the second may still draw by getting there with its next move
    /// (racing kings): the game goes on while one of its royal piece's steps into its region is not attacked.
    pub second_may_follow: bool,
}

/// How the game ends by the position (Fairy-Stockfish's immediate ends, then the no-move values).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct End {
    /// The side to move has no legal move and is in check (`checkmateValue`).
    pub checkmate: Value,
    /// The side to move has no legal move and is not in check (`stalemateValue`).
    pub stalemate: Value,
    /// Extinction of a set of pieces.
    pub extinction: Option<Extinction>,
    /// A piece reaching a region.
    pub flag: Option<Flag>,
    /// The number of checks that wins (`checkCounting`, three-check: 3).
    pub check_limit: Option<u8>,
    /// FIDE's insufficient material (king against king, a lone minor piece, bishops on one colour) is a draw.
    pub insufficient_material: bool,
}

impl Default for End {
    fn default() -> End {
        End {
            checkmate: Value::Loss,
            stalemate: Value::Draw,
            extinction: None,
            flag: None,
            check_limit: None,
            insufficient_material: false,
        }
    }
}

/// A whole variant.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(clippy::struct_excessive_bools)] // each is one of Fairy-Stockfish's boolean rule keys
pub struct Definition {
    /// Its name as Fairy-Stockfish and pyffish name it (`"crazyhouse"`, `"3check"`).
    pub name: String,
    /// One line about it.
    pub description: String,
    /// Where its rules come from.
    pub source: String,
    /// Files (`maxFile`), 1 to 12.
    pub files: u8,
    /// Ranks (`maxRank`), 1 to 10.
    pub ranks: u8,
    /// The piece types; the first pawn type is what a promoted piece turns back into.
    pub pieces: Vec<PieceType>,
    /// The start position in Fairy-Stockfish's FEN.
    pub start: String,
    /// Castling, if any.
    pub castling: Option<Castling>,
    /// Relative ranks from which each side's pawns may double-step (`doubleStepRegion…`); empty: none.
    pub double_step: [Vec<u8>; 2],
    /// Relative ranks of the en-passant target squares of each side's double steps (`enPassantRegion…`).
    pub en_passant: [Vec<u8>; 2],
    /// Pawn promotion.
    pub promotion: Promotion,
    /// Drops from the hand, if any.
    pub drops: Option<Drops>,
    /// A captured piece goes to the capturer's hand, colour changed, a promoted one as a pawn
    /// (`capturesToHand`).
    pub captures_to_hand: bool,
    /// A capture must be played when one is legal (`mustCapture`).
    pub must_capture: bool,
    /// Moves may give check (`checking`; racing kings: false).
    pub checking: bool,
    /// A capture explodes the destination and its non-pawn neighbours (`blastOnCapture`); royal pieces
    /// then never capture, and a royal piece next to the enemy royal piece is not attacked.
    pub blast: bool,
    /// The end of the game.
    pub end: End,
    /// Half-moves without a pawn move or capture after which a draw may be claimed (`nMoveRule` × 2; 0: no rule).
    pub move_rule: u32,
}

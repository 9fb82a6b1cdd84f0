//! A format's cell code for every EPIN token, computed once at compile time.

use tabula_feen::ExtendedPiece;
use tabula_qpi::{Letter, Side, State};

/// The cell code of every EPIN token, indexed by its packed form ([`ExtendedPiece::to_bits`], 10 bits), or
/// [`CodeTable::INVALID`] for a token the format cannot spell. Built by [`code_table!`](crate::code_table)
/// from the format's one statement of its rules (a `const fn`), so that the fast path reads a table and the
/// rules are written once.
///
/// ```
/// use tabula_boardtext::{CodeTable, code_table};
/// use tabula_feen::ExtendedPiece;
/// use tabula_qpi::{Letter, Side, State};
///
/// /// A toy format: only normal, native, non-terminal pawns, 1 for the first player's and 2 for the second's.
/// const fn code(derived: bool, letter: Letter, terminal: bool, state: State, side: Side) -> Result<u8, &'static str> {
///     if derived || terminal || !matches!(state, State::Normal) || !matches!(letter, Letter::P) {
///         return Err("not a plain pawn");
///     }
///     Ok(if matches!(side, Side::First) { 1 } else { 2 })
/// }
/// static CODES: CodeTable = code_table!(code);
///
/// assert_eq!(CODES.code(ExtendedPiece::parse("p").unwrap()), 2);
/// assert_eq!(CODES.code(ExtendedPiece::parse("+P").unwrap()), CodeTable::INVALID);
/// assert_eq!(CODES.disagreement(code), None);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CodeTable {
    codes: [u8; CodeTable::LEN],
}

impl CodeTable {
    /// The entry for a token the format cannot spell.
    pub const INVALID: u8 = 0xff;

    /// The number of entries: every packed form of 10 bits.
    pub const LEN: usize = 1024;

    /// A table from its entries (what [`code_table!`](crate::code_table) builds).
    ///
    /// ```
    /// let table = tabula_boardtext::CodeTable::from_codes([tabula_boardtext::CodeTable::INVALID; 1024]);
    /// assert_eq!(table.code(tabula_feen::ExtendedPiece::parse("K^").unwrap()), 0xff);
    /// ```
    #[must_use]
    pub const fn from_codes(codes: [u8; CodeTable::LEN]) -> CodeTable {
        CodeTable { codes }
    }

    /// The entry for a token ([`CodeTable::INVALID`] for a packed form past the table, should tabula-epin's
    /// ever grow: the format's typed path then decides, slower but right).
    ///
    /// ```
    /// let table = tabula_boardtext::CodeTable::from_codes([7; 1024]);
    /// assert_eq!(table.code(tabula_feen::ExtendedPiece::parse("K^").unwrap()), 7);
    /// ```
    #[must_use]
    pub fn code(&self, piece: ExtendedPiece) -> u8 {
        self.codes
            .get(usize::from(piece.to_bits()))
            .copied()
            .unwrap_or(CodeTable::INVALID)
    }

    /// The first token whose entry is not what the rule function says (its error:
    /// [`CodeTable::INVALID`]), or whose packed form lies past the table; `None` when the table is the rules
    /// for every token. For tests.
    ///
    /// ```
    /// use tabula_qpi::{Letter, Side, State};
    /// let table = tabula_boardtext::CodeTable::from_codes([3; 1024]);
    /// assert_eq!(table.disagreement(|_, _, _, _, _| Ok(3)), None);
    /// assert!(table.disagreement(|_, _, _, _, _| Err("no")).is_some());
    /// ```
    pub fn disagreement(&self, rules: CodeRules) -> Option<ExtendedPiece> {
        ExtendedPiece::all().find(|&piece| {
            let expected = rules(
                piece.is_derived(),
                piece.letter(),
                piece.is_terminal(),
                piece.state(),
                piece.side(),
            );
            usize::from(piece.to_bits()) >= CodeTable::LEN
                || self.code(piece) != expected.unwrap_or(CodeTable::INVALID)
        })
    }
}

/// A format's statement of the board tokens it spells: from a token's parts (derived, letter, terminal,
/// state, side) to its cell code, or why the format cannot spell it.
pub type CodeRules = fn(bool, Letter, bool, State, Side) -> Result<u8, &'static str>;

/// Builds a [`CodeTable`] at compile time from a `const fn(derived: bool, letter: Letter, terminal: bool,
/// state: State, side: Side) -> Result<u8, &'static str>` (the format's statement of which tokens it spells
/// and how). See [`CodeTable`] for an example.
#[macro_export]
macro_rules! code_table {
    ($code:path) => {{
        let mut table = [$crate::CodeTable::INVALID; $crate::CodeTable::LEN];
        let mut bits = 0;
        while bits < $crate::CodeTable::LEN {
            #[allow(clippy::cast_possible_truncation)]
            if let Some(piece) = $crate::__feen::ExtendedPiece::from_bits(bits as u16) {
                if let Ok(code) = $code(
                    piece.is_derived(),
                    piece.letter(),
                    piece.is_terminal(),
                    piece.state(),
                    piece.side(),
                ) {
                    table[bits] = code;
                }
            }
            bits += 1;
        }
        $crate::CodeTable::from_codes(table)
    }};
}

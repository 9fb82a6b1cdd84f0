//! The placement read token by token: the scan's [`Board`] (dimensions, ranks, layers, cells, pieces and
//! where the layout first turns irregular), its ranks and their tokens.

use super::{Error, LIMIT, Sink, rank, scan_rank, slashes};

/// The state of the placement scan.
pub(super) struct Board {
    /// Offset of the byte that ended the field (a space, or the end of the input).
    pub(super) end: usize,
    /// 1, 2 or 3.
    pub(super) dimensions: u8,
    /// Cells of the first rank; 0 until it is closed (a rank has at least one cell).
    pub(super) files: u32,
    pub(super) ranks_in_layer: u32,
    /// Ranks of the first layer; 0 until it is closed.
    pub(super) first_layer_ranks: u32,
    pub(super) layers: u32,
    pub(super) cells: u32,
    pub(super) pieces: u32,
    /// Offset of the first rank or layer whose size differs from the first one's; `usize::MAX` while
    /// there is none.
    pub(super) irregular_at: usize,
    pub(super) layer_start: usize,
}

impl Board {
    /// A board of `dimensions` before any rank is read, with `pieces` already counted and the field ending
    /// at `end`.
    #[inline(always)]
    pub(super) const fn new(dimensions: u8, end: usize, pieces: u32) -> Board {
        Board {
            end,
            dimensions,
            files: 0,
            ranks_in_layer: 0,
            first_layer_ranks: 0,
            layers: 0,
            cells: 0,
            pieces,
            irregular_at: usize::MAX,
            layer_start: 0,
        }
    }

    /// Ends the rank of `cells` cells that started at `start`.
    #[inline(always)]
    pub(super) fn close_rank(&mut self, cells: u32, start: usize) -> Result<(), Error> {
        self.ranks_in_layer += 1;
        if self.ranks_in_layer > LIMIT {
            return Err(Error::DimensionTooLarge { offset: start });
        }
        if self.files != cells {
            if self.files == 0 {
                self.files = cells;
            } else if self.irregular_at == usize::MAX {
                self.irregular_at = start;
            }
        }
        self.cells += cells;
        Ok(())
    }

    /// Ends the current layer at the `//` (or field end) at `offset`.
    #[inline]
    pub(super) fn close_layer(&mut self, offset: usize) -> Result<(), Error> {
        if self.ranks_in_layer < 2 {
            return Err(Error::DimensionalCoherence { offset });
        }
        if self.first_layer_ranks != self.ranks_in_layer {
            if self.first_layer_ranks == 0 {
                self.first_layer_ranks = self.ranks_in_layer;
            } else if self.irregular_at == usize::MAX {
                self.irregular_at = self.layer_start;
            }
        }
        self.layers += 1;
        self.ranks_in_layer = 0;
        Ok(())
    }

    /// A `//` separator at `offset` (the rank before it is closed).
    #[inline]
    pub(super) fn layer_separator(&mut self, offset: usize) -> Result<(), Error> {
        self.close_layer(offset)?;
        self.dimensions = 3;
        if self.layers + 1 > LIMIT {
            return Err(Error::DimensionTooLarge { offset: offset + 2 });
        }
        self.layer_start = offset + 2;
        Ok(())
    }
}

/// Field 1, from the start of `input` to the first space (or the end of the input).
///
/// Segment by segment: the inner loop reads the tokens of one rank (a one-letter piece and a one-digit
/// count inline, anything longer through nom and the EPIN reader) until a separator, a space or the end;
/// the outer loop closes the rank and reads the separator.
#[inline(always)]
pub(super) fn scan_placement<S: Sink>(input: &[u8], sink: &mut S) -> Result<Board, Error> {
    match input.first() {
        None | Some(b' ') => return Err(Error::PlacementEmpty { offset: 0 }),
        Some(b'/') => return Err(Error::PlacementStartsWithSeparator { offset: 0 }),
        Some(_) => {}
    }
    let board = Board::new(1, 0, 0);
    scan_ranks(input, 0, board, sink)
}

/// The ranks of field 1 from `start`, the start of a rank (0, or just after a separator), with `board`
/// as the scan left it before that rank.
#[inline(always)]
pub(super) fn scan_ranks<S: Sink>(
    input: &[u8],
    start: usize,
    mut board: Board,
    sink: &mut S,
) -> Result<Board, Error> {
    let mut i = start;
    let mut sized = start > 0;
    let mut wide = false;
    // The squares of a rank as the fast reader stores them (only when the sink takes tokens).
    let mut squares: rank::Squares = [0; 256];
    loop {
        let start = i;
        let mut cells = 0u32;
        // An empty rank of fewer than ten squares (the commonest rank of all) and the single `/` after it,
        // in one step.
        if let Some(&[digit @ b'1'..=b'9', b'/', next]) = input.get(i..i + 3) {
            if next != b'/' && next != b' ' {
                cells = u32::from(digit - b'0');
                sink.empty(cells);
                board.close_rank(cells, start)?;
                if !sized {
                    sink.first_rank(cells);
                    sized = true;
                }
                board.dimensions = board.dimensions.max(2);
                i += 2;
                continue;
            }
        }
        // The same, last in its layer or in the field.
        if let Some(&[digit @ b'1'..=b'9', b'/' | b' ']) = input.get(i..i + 2) {
            cells = u32::from(digit - b'0');
            sink.empty(cells);
            i += 1;
        } else {
            read_rank(
                input,
                &mut i,
                (&mut cells, &mut board.pieces),
                (&mut squares, &mut wide),
                sink,
            )?;
        }
        board.close_rank(cells, start)?;
        if !sized {
            sink.first_rank(cells);
            sized = true;
        }
        // The separator, if any.
        if input.get(i) != Some(&b'/') {
            break;
        }
        match input.get(i + 1) {
            None | Some(b' ') => {
                return Err(Error::PlacementEndsWithSeparator { offset: i });
            }
            Some(b'/') => {
                let Ok((rest, run)) = slashes(&input[i..]) else {
                    break;
                };
                if rest.first().is_none_or(|&b| b == b' ') {
                    return Err(Error::PlacementEndsWithSeparator {
                        offset: i + run.len() - 1,
                    });
                }
                match run.len() {
                    2 => board.layer_separator(i)?,
                    depth => return Err(Error::TooManyDimensions { offset: i, depth }),
                }
                i += 2;
            }
            Some(_) => {
                board.dimensions = board.dimensions.max(2);
                i += 1;
            }
        }
    }
    board.end = i;
    if board.dimensions == 3 {
        board.close_layer(i)?;
    } else {
        board.layers = 1;
    }
    Ok(board)
}

/// A rank that is not a short empty one, from `*i`: its cells and pieces added to `cells` and `pieces`.
/// A validation reads the ranks of small boards with [`rank::count`], which says when the one-go reader may
/// take a rank it does not (a count of more than one digit); a rank neither takes is read by the token
/// scanner, which names its error.
#[inline(always)]
pub(super) fn read_rank<S: Sink>(
    input: &[u8],
    i: &mut usize,
    (cells, pieces): (&mut u32, &mut u32),
    (squares, wide): (&mut rank::Squares, &mut bool),
    sink: &mut S,
) -> Result<(), Error> {
    // Once a rank had a longer count, the board is a wide one: its ranks go to the one-go reader
    // directly.
    let counted = if S::TOKENS || *wide {
        Err(true)
    } else {
        rank::count(input, *i, LIMIT)
    };
    let rank = match counted {
        Ok(rank) => Some(rank),
        Err(true) => {
            *wide = true;
            rank::read(input, *i, LIMIT, squares, S::TOKENS)
        }
        Err(false) => None,
    };
    if let Some(rank) = rank {
        *cells = rank.cells;
        *pieces += rank.pieces;
        *i = rank.end;
        if S::TOKENS {
            let cells = rank.cells as usize;
            sink.rank(squares, cells);
            // Back to all empty: the reader stored at most up to the square after the rank.
            squares[..(cells + 1).min(256)].fill(0);
        }
        Ok(())
    } else {
        // Not a plain rank (most likely an error): read again by the scanner that names it.
        if S::TOKENS {
            squares.fill(0);
        }
        scan_rank(input, i, cells, pieces, sink)
    }
}

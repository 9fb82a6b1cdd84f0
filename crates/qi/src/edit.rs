//! Changing a position, all or nothing: board and hand diffs, the turn.

use alloc::collections::btree_map::Entry;
use alloc::vec::Vec;

use crate::{Error, MAX_RUNNING_HAND_COUNT, Qi, Side, widen};

impl<P, S> Qi<P, S> {
    /// Sets squares. Each change is `(index, Some(piece))` (place, replacing whatever was there) or
    /// `(index, None)` (clear). Changes apply in order; an index may repeat (the last write wins).
    ///
    /// **All or nothing.** Each index is checked as its change is reached; the piece-cardinality invariant
    /// is checked once, at the end of the call. On the first failure the call stops (the rest of the
    /// iterator is not consumed), undoes what it had applied and returns the error: the position is then
    /// exactly as it was before the call.
    ///
    /// Cost: O(changes), edited in place; an undo log of the overwritten squares (one allocation when
    /// there is at least one change).
    ///
    /// ```
    /// use tabula_qi::{Error, Qi};
    /// // A capture: overwrite the destination, clear the origin.
    /// let mut position = Qi::new(&[8, 8], 'C', 'c')?;
    /// position.board_diff([(52, Some('P')), (11, Some('p'))])?;
    /// position.board_diff([(11, Some('P')), (52, None)])?;
    /// assert_eq!(position.board_piece_count(), 1);
    /// assert_eq!(position.piece_at(11), Some(&'P'));
    ///
    /// let before = position.clone();
    /// let error = position.board_diff([(0, Some('K')), (64, Some('Q'))]).unwrap_err();
    /// assert_eq!(error, Error::SquareOutOfRange { change: 1, index: 64, squares: 64 });
    /// assert_eq!(position, before); // nothing applied
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::SquareOutOfRange`] (the first change off the board) or [`Error::TooManyPieces`]
    /// (after all changes).
    pub fn board_diff(
        &mut self,
        changes: impl IntoIterator<Item = (usize, Option<P>)>,
    ) -> Result<(), Error> {
        let board_count = self.board_count;
        let mut log: Vec<(usize, Option<P>)> = Vec::new();
        let result = self.apply_board(changes, &mut log);
        if result.is_err() {
            for (index, old) in log.into_iter().rev() {
                // Every logged index was in range when it was written.
                debug_assert!(
                    index < self.board.len(),
                    "logged index {index} off the board"
                );
                if let Some(slot) = self.board.get_mut(index) {
                    *slot = old;
                }
            }
            self.board_count = board_count;
        }
        result
    }

    pub(crate) fn apply_board(
        &mut self,
        changes: impl IntoIterator<Item = (usize, Option<P>)>,
        log: &mut Vec<(usize, Option<P>)>,
    ) -> Result<(), Error> {
        let squares = self.board.len();
        for (change, (index, piece)) in changes.into_iter().enumerate() {
            let Some(slot) = self.board.get_mut(index) else {
                return Err(Error::SquareOutOfRange {
                    change,
                    index,
                    squares,
                });
            };
            let old = core::mem::replace(slot, piece);
            // 0 <= board_count <= squares before and after: never wraps.
            match (old.is_some(), slot.is_some()) {
                (false, true) => self.board_count += 1,
                (true, false) => self.board_count -= 1,
                _ => {}
            }
            log.push((index, old));
        }
        self.check_cardinality()
    }

    /// Gives the move to the other side.
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::<char, char>::new(&[1], 'C', 'c')?;
    /// position.toggle();
    /// assert_eq!(position.turn(), Side::Second);
    /// position.toggle();
    /// assert_eq!(position.turn(), Side::First);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    pub fn toggle(&mut self) {
        self.turn = self.turn.flip();
    }

    /// Gives the move to `turn`.
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::<char, char>::new(&[1], 'C', 'c')?;
    /// position.set_turn(Side::Second);
    /// assert_eq!(position.turn(), Side::Second);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    pub fn set_turn(&mut self, turn: Side) {
        self.turn = turn;
    }

    /// The pieces (board and both hands) against the squares, at the end of a call.
    pub(crate) fn check_cardinality(&self) -> Result<(), Error> {
        let pieces = widen(self.board_count)
            .saturating_add(widen(self.hand_counts[0]))
            .saturating_add(widen(self.hand_counts[1]));
        let squares = self.board.len();
        if pieces > widen(squares) {
            return Err(Error::TooManyPieces { pieces, squares });
        }
        Ok(())
    }
}

impl<P: Ord, S> Qi<P, S> {
    /// Adds pieces to (positive delta) or removes pieces from (negative delta) one hand.
    ///
    /// Each change is `(piece, delta)`; a zero delta is a no-op (not even checked further); a count
    /// reaching zero removes the piece from the hand (an emptied hand equals a fresh one). Changes apply
    /// in order, so a piece may repeat and its deltas accumulate. Which side a piece belongs to does not
    /// matter to which hand may hold it.
    ///
    /// **Checks**, in order: each change, as it is reached, must not remove more copies than the hand
    /// holds at that point ([`Error::HandUnderflow`]) and must not take the hand's running total past
    /// [`MAX_RUNNING_HAND_COUNT`]; then, once, at the end of the call, the piece-cardinality invariant
    /// ([`Error::TooManyPieces`]). So a call may overshoot mid-way and come back:
    /// `[('P', 3), ('P', -2)]` succeeds on a 2-square board.
    ///
    /// **All or nothing**, like [`Qi::board_diff`]: on the first failure the call stops, undoes what it
    /// had applied (an undo log records `(piece, old count)`, cloning the piece, hence `P: Clone`) and
    /// returns the error, leaving the position exactly as it was. Deltas are `i64`; magnitudes are taken
    /// with `unsigned_abs` (so `i64::MIN` is safe) and every sum is checked.
    ///
    /// Cost: O(changes × log hand), edited in place, plus the undo log.
    ///
    /// ```
    /// use tabula_qi::{Error, Qi, Side};
    /// let mut position = Qi::new(&[9, 9], 'S', 's')?;
    /// position.hand_diff(Side::Second, [('p', 2), ('p', -1)])?;
    /// assert_eq!(position.hand_count(Side::Second, &'p'), 1);
    /// assert_eq!(
    ///     position.hand_diff(Side::Second, [('g', 1), ('p', -2)]),
    ///     Err(Error::HandUnderflow { side: Side::Second, change: 1, held: 1, removing: 2 })
    /// );
    /// assert_eq!(position.hand_count(Side::Second, &'g'), 0); // nothing applied
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::HandUnderflow`] or [`Error::TooManyPieces`].
    pub fn hand_diff(
        &mut self,
        side: Side,
        changes: impl IntoIterator<Item = (P, i64)>,
    ) -> Result<(), Error>
    where
        P: Clone,
    {
        let hand_count = self.hand_counts[side.index()];
        let mut log: Vec<(P, usize)> = Vec::new();
        let result = self.apply_hand(side, changes, &mut log);
        if result.is_err() {
            let hand = &mut self.hands[side.index()];
            for (piece, held) in log.into_iter().rev() {
                if held == 0 {
                    hand.remove(&piece);
                } else {
                    hand.insert(piece, held);
                }
            }
            self.hand_counts[side.index()] = hand_count;
        }
        result
    }

    pub(crate) fn apply_hand(
        &mut self,
        side: Side,
        changes: impl IntoIterator<Item = (P, i64)>,
        log: &mut Vec<(P, usize)>,
    ) -> Result<(), Error>
    where
        P: Clone,
    {
        let hand_index = side.index();
        for (change, (piece, delta)) in changes.into_iter().enumerate() {
            if delta == 0 {
                continue;
            }
            let magnitude = delta.unsigned_abs();
            let total = self.hand_counts[hand_index];
            let entry = self.hands[hand_index].entry(piece);
            let held = match &entry {
                Entry::Occupied(occupied) => *occupied.get(),
                Entry::Vacant(_) => 0,
            };
            // Invariant: held <= total (one piece's count is part of the hand's total).
            let (count, total) = if delta > 0 {
                let running = widen(total).saturating_add(magnitude);
                let new_total = usize::try_from(running)
                    .ok()
                    .filter(|_| running <= MAX_RUNNING_HAND_COUNT);
                let Some(new_total) = new_total else {
                    let pieces = widen(self.board_count)
                        .saturating_add(widen(self.hand_counts[1 - hand_index]))
                        .saturating_add(running);
                    return Err(Error::TooManyPieces {
                        pieces,
                        squares: self.board.len(),
                    });
                };
                // held + magnitude = held + (new_total - total) <= new_total.
                (held + (new_total - total), new_total)
            } else {
                match usize::try_from(magnitude).ok().filter(|&m| m <= held) {
                    Some(m) => (held - m, total - m),
                    None => {
                        return Err(Error::HandUnderflow {
                            side,
                            change,
                            held,
                            removing: magnitude,
                        });
                    }
                }
            };
            log.push((entry.key().clone(), held));
            match entry {
                Entry::Occupied(mut occupied) => {
                    if count == 0 {
                        occupied.remove();
                    } else {
                        *occupied.get_mut() = count;
                    }
                }
                // A vacant entry is only reached by a positive delta: count >= 1.
                Entry::Vacant(vacant) => {
                    vacant.insert(count);
                }
            }
            self.hand_counts[hand_index] = total;
        }
        self.check_cardinality()
    }
}

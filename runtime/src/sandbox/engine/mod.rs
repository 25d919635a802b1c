//! The one Rhai engine every mount shares: built locked down, from
//! `Engine::new_raw()` with the budgets' callbacks and the façade's
//! functions registered (`locked_down`); what a model expects of a
//! standard library beyond Rhai's own (`stdlib`), with Python's exact
//! sums (`exact`); the functions whose
//! result can outgrow their inputs, which check its size before building
//! it (`bounded`); and the native functions it offers, for the fuzz
//! targets (`natives`). Where an array's slice or search starts is
//! reckoned here once, as Rhai reckons it ([`offset_len`]).
//!
//! Imports from `size/`, `teach/`, `budgets/` and `facade/`, of the
//! sandbox's rooms.

pub(super) mod bounded;
mod exact;
pub(super) mod locked_down;
pub(super) mod natives;
pub(super) mod stdlib;

use rhai::INT;

/// Where a slice of `len` items from `start` of something `length` long
/// begins and how many it holds, as Rhai reckons it: a negative start
/// counts from the end (past the start: from 0), a start past the end or
/// a length below 1 holds none, and a length past the end stops there.
pub(super) fn offset_len(length: usize, start: INT, len: INT) -> (usize, usize) {
    let start = if start < 0 {
        usize::try_from(start.unsigned_abs()).map_or(0, |back| length - back.min(length))
    } else {
        match usize::try_from(start) {
            Ok(start) if start < length => start,
            _ => return (length, 0),
        }
    };
    let len = if len <= 0 {
        0
    } else {
        usize::try_from(len).map_or(length - start, |len| len.min(length - start))
    };
    (start, len)
}

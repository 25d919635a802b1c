//! What assignments into a container add, charged to the container as they
//! happen, and the container measured only when its charges could take it
//! past a limit.
//!
//! Rhai checks only the item after `a[i] = v`, never the array, and nothing
//! reads `this` as a variable, so `this[i] = w + i` in a loop held
//! gigabytes in one call; the sampled size guard of variable reads could
//! also be starved (a walk over a big array spends the credit of thousands
//! of reads). So every assignment into a chain (`a[i] = v`, `this[i] = v`,
//! `a[i][j] = v`, `m[k] = v`, `m.k = v`, `this.k = v`, `a[i] += s`) is
//! rewritten ([`assigns`](crate::sandbox::rewrite::assigns)) to pass
//! through two steps here:
//!
//! 1. [`held`], a method called on the chain's root by reference (answered
//!    through the missing-function hook, so Rhai does not measure the root
//!    after it, as for `push` in [`grow`](crate::sandbox::size::grow)),
//!    checks the root: its entry in a small per-call table keyed by the
//!    root's container says what the root held when last measured and what
//!    has been charged to it since. A root seen for the first time in the
//!    call, or whose charges passed its allowance, is measured in full
//!    against every per-value limit (strings, items, entries, bytes as
//!    [`Limits::max_mount_bytes`](crate::sandbox::Limits)), walking only
//!    until the first limit passed; past one, the assignment fails with the
//!    size error Rhai's own checks give, naming the root. Else the entry
//!    restarts from what was measured.
//! 2. `marker | value` charges the value written (its strings, items,
//!    entries and bytes, walked as Rhai walks the item it checks anyway)
//!    to that entry, and `marker ^ key` a new map key's bytes.
//!
//! **Allowance and amortization.** After a measurement finds `t` of a
//! limit `l` (in each of the four counts), the root's allowance is
//! `max(l - t, t / 2)`. The charges bound what the root gained (a write
//! replaces at most what it charges), so while they stay within the
//! allowance the root holds at most `max(l, 1.5 t)` ≤ 1.5 `l`, and the
//! write after the one that passes it measures the root again: a root
//! passes a limit by at most half of it plus one write (itself within the
//! limits, Rhai checks the item) before an assignment to it fails. The
//! allowance is never below `l / 3` (`max(l - t, t / 2)` is smallest at
//! `t = 2l / 3`), so between two measurements of a root the writes into
//! it carry at least a third of one limit, while a measurement visits at
//! most `1 + max_array_size + max_map_size` values (it stops at the first
//! limit passed): the measuring is a constant amount per value written,
//! amortized, and every other step is a table lookup. The table has
//! [`SLOTS`] entries, one per root by a hash of its container's address; a
//! root whose entry another took is measured again when next written, so
//! an eviction loses no charge. The table starts empty for every call
//! ([`new_call`]); within a call an entry may outlive its container, and a
//! new container at the same address inherits its charges and allowance,
//! which only delays its measurement by at most one allowance.

use std::any::TypeId;
use std::cell::{Cell, RefCell};

use rhai::{Array, Dynamic, Engine, EvalAltResult, INT, ImmutableString, Map};

use crate::limits::Limits;
use crate::sandbox::size::measure::{self, Excess, MAX_NESTING, Tally, excess_error};

/// The method the rewrite calls on a chain's root.
pub(crate) const HELD: &str = "cordis_held";

/// Entries of the per-thread table (a power of two).
const SLOTS: usize = 256;

/// What [`HELD`] returns: which root the value and key that follow are
/// charged to.
#[derive(Debug, Clone)]
pub(crate) struct Written {
    /// The root's container (its address); 0 for a root that is no array
    /// or map, which is not accounted.
    key: usize,
    /// The root as written, for the error.
    name: ImmutableString,
    /// The chain's steps below the root.
    steps: usize,
    /// The bytes of the property the chain ends in (a possible new entry),
    /// 0 when it ends in an index.
    property: usize,
}

/// Counts of what a root gained or may gain.
#[derive(Debug, Default, Clone, Copy)]
struct Units {
    bytes: usize,
    strings: usize,
    items: usize,
    entries: usize,
}

impl Units {
    fn of(tally: &Tally) -> Self {
        Self {
            bytes: tally.bytes,
            strings: tally.string_bytes,
            items: tally.array_items,
            entries: tally.map_entries,
        }
    }

    /// The allowance of a root measured at `held` (see the module docs).
    fn allowance(held: &Tally, limits: &Limits) -> Self {
        let room = |limit: usize, held: usize| limit.saturating_sub(held).max(held / 2);
        Self {
            bytes: room(limits.max_mount_bytes, held.bytes),
            strings: room(limits.max_string_size, held.string_bytes),
            items: room(limits.max_array_size, held.array_items),
            entries: room(limits.max_map_size, held.map_entries),
        }
    }

    fn add(&mut self, more: Self) {
        self.bytes = self.bytes.saturating_add(more.bytes);
        self.strings = self.strings.saturating_add(more.strings);
        self.items = self.items.saturating_add(more.items);
        self.entries = self.entries.saturating_add(more.entries);
    }

    /// Whether any count passes `allowance`'s.
    fn passes(&self, allowance: &Self) -> bool {
        self.bytes > allowance.bytes
            || self.strings > allowance.strings
            || self.items > allowance.items
            || self.entries > allowance.entries
    }
}

/// One root's accounting.
#[derive(Debug, Default, Clone, Copy)]
struct Entry {
    key: usize,
    /// The call it belongs to ([`CALL`]).
    call: u32,
    allowance: Units,
    charged: Units,
}

thread_local! {
    /// The call running on this thread, counted up by [`new_call`].
    static CALL: Cell<u32> = const { Cell::new(1) };
    static TABLE: RefCell<Vec<Entry>> = const { RefCell::new(Vec::new()) };
}

/// A new outermost script call starts on this thread: forget the roots of
/// the last one.
pub(crate) fn new_call() {
    CALL.with(|call| call.set(call.get().wrapping_add(1).max(1)));
}

/// The text of the marker of a chain rooted at `root` (a variable's name
/// or `this`), `steps` deep, ending in a property of `property` bytes (0
/// when it ends in an index).
pub(crate) fn marker(root: &str, steps: usize, property: usize) -> String {
    format!("{root}.{HELD}(\"{root}\", {steps}, {property})")
}

/// Register [`HELD`] as a method that hands the call to the
/// missing-function hook (see the module docs), and the operators that
/// charge what follows a marker.
pub(crate) fn register(engine: &mut Engine, limits: &Limits) {
    engine.register_raw_fn(
        HELD,
        [
            TypeId::of::<Dynamic>(),
            TypeId::of::<ImmutableString>(),
            TypeId::of::<INT>(),
            TypeId::of::<INT>(),
        ],
        |call, _| -> Result<(), _> {
            Err(Box::new(EvalAltResult::ErrorFunctionNotFound(
                HELD.to_owned(),
                call.call_position(),
            )))
        },
    );
    let value_limits = limits.clone();
    engine.register_fn(
        "|",
        move |marker: Written, value: Dynamic| -> Result<Dynamic, Box<EvalAltResult>> {
            charge_value(&marker, &value, &value_limits)?;
            Ok(value)
        },
    );
    engine.register_fn("^", |marker: Written, key: Dynamic| {
        if let Some(text) = key.read_lock::<ImmutableString>() {
            charge(&marker, new_entry(text.len()));
        }
        key
    });
}

/// The missing-function hook's part: [`HELD`] called on the root
/// `args[0]`. `None` when the call is not one.
pub(crate) fn held(
    args: &mut [&mut Dynamic],
    limits: &Limits,
) -> Option<Result<Dynamic, Box<EvalAltResult>>> {
    let [root, name, steps, property] = args else {
        return None;
    };
    let name = name.read_lock::<ImmutableString>()?.clone();
    let steps = usize::try_from(steps.as_int().ok()?).unwrap_or(0);
    let property = usize::try_from(property.as_int().ok()?).unwrap_or(0);
    let key = container(root);
    let written = Written {
        key,
        name,
        steps,
        property,
    };
    if key == 0 {
        return Some(Ok(Dynamic::from(written)));
    }
    Some(check(root, &written, limits).map(|()| Dynamic::from(written)))
}

/// The address of `root`'s array or map, 0 when it holds neither.
fn container(root: &Dynamic) -> usize {
    if let Some(array) = root.read_lock::<Array>() {
        std::ptr::from_ref::<Array>(&array) as usize
    } else if let Some(map) = root.read_lock::<Map>() {
        std::ptr::from_ref::<Map>(&map) as usize
    } else {
        0
    }
}

/// The slot of the container at `key`.
fn slot(key: usize) -> usize {
    // Fibonacci hashing: the address's high bits vary, its low ones less.
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15_u64 as usize) >> 8) & (SLOTS - 1)
}

/// Measure `root` unless its entry says its charges are within its
/// allowance; restart the entry from what was measured.
fn check(root: &Dynamic, written: &Written, limits: &Limits) -> Result<(), Box<EvalAltResult>> {
    let call = CALL.with(Cell::get);
    let fresh = TABLE.with(|table| {
        let table = table.borrow();
        table.get(slot(written.key)).is_some_and(|entry| {
            entry.key == written.key
                && entry.call == call
                && !entry.charged.passes(&entry.allowance)
        })
    });
    if fresh {
        return Ok(());
    }
    let (held, excess) = measure::tally(root, limits);
    TABLE.with(|table| {
        let mut table = table.borrow_mut();
        if table.is_empty() {
            table.resize(SLOTS, Entry::default());
        }
        table[slot(written.key)] = match excess {
            Some(_) => Entry::default(),
            None => Entry {
                key: written.key,
                call,
                allowance: Units::allowance(&held, limits),
                charged: Units::default(),
            },
        };
    });
    match excess {
        Some(excess) => Err(excess_error(excess, &written.name)),
        None => Ok(()),
    }
}

/// Charge `value`, about to be written through `marker`'s chain, to its
/// root; refuse it when it would nest the root past [`MAX_NESTING`].
fn charge_value(
    marker: &Written,
    value: &Dynamic,
    limits: &Limits,
) -> Result<(), Box<EvalAltResult>> {
    if marker.key == 0 {
        return Ok(());
    }
    let (tally, _) = measure::tally(value, limits);
    if marker.steps.saturating_add(tally.depth) > MAX_NESTING {
        return Err(excess_error(Excess::Nesting, &marker.name));
    }
    let mut units = Units::of(&tally);
    if marker.property > 0 {
        units.add(new_entry(marker.property));
    }
    charge(marker, units);
    Ok(())
}

/// What a new map entry with a key of `key_bytes` adds besides its value.
fn new_entry(key_bytes: usize) -> Units {
    Units {
        bytes: measure::entry_bytes(key_bytes),
        entries: 1,
        ..Units::default()
    }
}

/// Add `units` to the charges of `marker`'s root, if its entry is still in
/// the table (else its next write measures it anyway).
fn charge(marker: &Written, units: Units) {
    if marker.key == 0 {
        return;
    }
    let call = CALL.with(Cell::get);
    TABLE.with(|table| {
        let mut table = table.borrow_mut();
        if let Some(entry) = table.get_mut(slot(marker.key))
            && entry.key == marker.key
            && entry.call == call
        {
            entry.charged.add(units);
        }
    });
}

//! How much data a script value holds, measured the way the limits count
//! it: strings by their length, array items, map entries, nesting, and an
//! estimate of the bytes behind it all.
//!
//! Shared values (the variables closures capture) are counted once however
//! many closures hold them, recognised by the address of the value behind
//! the share. Functions count their captured values.

use std::collections::HashSet;

use rhai::{Array, Dynamic, EvalAltResult, FnPtr, Map, Position};

use crate::limits::Limits;

/// Deepest nesting a script value may reach.
pub(crate) const MAX_NESTING: usize = Limits::MAX_VALUE_NESTING;

/// How a size error about the bytes one value holds starts.
pub(crate) const HELD_BYTES: &str = "Bytes held by";
/// The start of the size error for all mounts' data together (it must not
/// start with [`HELD_BYTES`]).
pub(crate) const HELD_BY_ALL: &str = "Bytes all plugins hold";

/// Bytes counted for every value slot (an array item, a map value, a
/// captured variable): the size of a `Dynamic`.
const SLOT: usize = std::mem::size_of::<Dynamic>();
/// Bytes counted for each map entry besides its key and value slot: the
/// tree's node overhead, roughly.
const ENTRY: usize = 32;
/// Deepest nesting a walk descends into; deeper parts count as `too_deep`.
const WALK_DEPTH: usize = Limits::MAX_MEASURE_DEPTH;

/// What a walk found.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Tally {
    /// Estimated bytes of everything counted.
    pub(crate) bytes: usize,
    /// Bytes of strings (and map keys are not strings here).
    pub(crate) string_bytes: usize,
    /// Array items, nested ones included.
    pub(crate) array_items: usize,
    /// Map entries, nested ones included.
    pub(crate) map_entries: usize,
    /// Deepest nesting of arrays and maps met (a scalar is 0).
    pub(crate) depth: usize,
}

/// A walk over values that counts each shared value once, and stops early
/// once `stop` says enough has been seen.
pub(crate) struct Walk<'a> {
    /// What has been counted so far.
    pub(crate) tally: Tally,
    seen: HashSet<usize>,
    /// Whether a shared value reached again is counted again, as a deep
    /// copy would hold it again.
    as_copied: bool,
    stop: &'a dyn Fn(&Tally) -> bool,
    stopped: bool,
}

impl<'a> Walk<'a> {
    /// A walk that counts everything unless `stop` returns `true`.
    pub(crate) fn new(stop: &'a dyn Fn(&Tally) -> bool) -> Self {
        Self {
            tally: Tally::default(),
            seen: HashSet::new(),
            as_copied: false,
            stop,
            stopped: false,
        }
    }

    /// A walk like [`Walk::new`]'s that counts a shared value every time
    /// it is reached: what a deep copy of the values will hold.
    pub(crate) fn as_copied(stop: &'a dyn Fn(&Tally) -> bool) -> Self {
        Self {
            as_copied: true,
            ..Self::new(stop)
        }
    }

    /// Whether `stop` ended the walk.
    pub(crate) fn stopped(&self) -> bool {
        self.stopped
    }

    /// Count `value` (one slot plus what it holds).
    pub(crate) fn add(&mut self, value: &Dynamic) {
        self.visit(value, 0);
    }

    fn visit(&mut self, value: &Dynamic, depth: usize) {
        if self.stopped {
            return;
        }
        self.tally.bytes += SLOT;
        // Most items of a big container are scalars: nothing more to count.
        if value.is_int() || value.is_float() || value.is_bool() || value.is_unit() {
            return;
        }
        // Locked: being written by the running call on this thread; it is
        // measured after that call.
        if value.is_shared() && value.is_locked() {
            return;
        }
        if value.is_shared() {
            let Some(inner) = value.read_lock::<Dynamic>() else {
                return;
            };
            // The same captured variable reached again through another
            // closure: already counted.
            if !self.as_copied
                && !self
                    .seen
                    .insert(std::ptr::from_ref::<Dynamic>(&inner) as usize)
            {
                return;
            }
            self.visit_inner(&inner, depth);
        } else {
            self.visit_inner(value, depth);
        }
        self.stop_now();
    }

    /// Ask `stop`; remember a yes.
    fn stop_now(&mut self) -> bool {
        if (self.stop)(&self.tally) {
            self.stopped = true;
        }
        self.stopped
    }

    fn visit_inner(&mut self, value: &Dynamic, depth: usize) {
        if let Some(text) = value.read_lock::<rhai::ImmutableString>() {
            self.tally.string_bytes += text.len();
            self.tally.bytes += text.len();
            return;
        }
        let nested = depth + 1;
        if let Some(map) = value.read_lock::<Map>() {
            self.tally.depth = self.tally.depth.max(nested);
            self.tally.map_entries += map.len();
            if self.stop_now() {
                return;
            }
            for (key, item) in map.iter() {
                self.tally.bytes += ENTRY + key.len();
                if nested < WALK_DEPTH && !self.stopped {
                    self.visit(item, nested);
                }
            }
        } else if let Some(array) = value.read_lock::<Array>() {
            self.tally.depth = self.tally.depth.max(nested);
            self.tally.array_items += array.len();
            if self.stop_now() {
                return;
            }
            if nested < WALK_DEPTH {
                for item in array.iter() {
                    if self.stopped {
                        break;
                    }
                    // What `visit` does for a scalar, without the call: a
                    // pushed-onto array is mostly scalars, and the size
                    // guard walks it now and then.
                    if is_plain_scalar(item) {
                        self.tally.bytes += SLOT;
                        continue;
                    }
                    self.visit(item, nested);
                }
            }
        } else if let Some(blob) = value.read_lock::<rhai::Blob>() {
            self.tally.bytes += blob.len();
        } else if let Some(func) = value.read_lock::<FnPtr>() {
            self.tally.bytes += func.fn_name().len();
            for captured in func.curry() {
                self.visit(captured, depth);
            }
        }
    }
}

/// Whether `value` is an unshared integer, float, boolean or `()`: one
/// slot, holding nothing more.
fn is_plain_scalar(value: &Dynamic) -> bool {
    !value.is_shared() && (value.is_int() || value.is_float() || value.is_bool() || value.is_unit())
}

impl Tally {
    /// About how many values a walk visited to count this: its work.
    pub(crate) fn cost(&self) -> usize {
        1 + self.array_items + self.map_entries
    }
}

/// Whether `values` together hold more than `limit` bytes, each shared
/// value counted once (the walk stops as soon as they do), and what the
/// walk cost ([`Tally::cost`]).
pub(crate) fn over_bytes_costed<'v>(
    values: impl IntoIterator<Item = &'v Dynamic>,
    limit: usize,
) -> (bool, usize) {
    let (tally, stopped) = count_up_to(values, limit);
    (stopped, tally.cost())
}

/// The bytes `values` hold together (each shared value counted once),
/// counted only until they pass `cap`.
pub(crate) fn bytes_up_to(values: &[Dynamic], cap: usize) -> usize {
    held_up_to(values, cap)
}

/// [`bytes_up_to`] over any values.
pub(crate) fn held_up_to<'v>(values: impl IntoIterator<Item = &'v Dynamic>, cap: usize) -> usize {
    count_up_to(values, cap).0.bytes
}

/// Walks `values` until they hold more than `limit` bytes: what it
/// counted, and whether it stopped there.
fn count_up_to<'v>(values: impl IntoIterator<Item = &'v Dynamic>, limit: usize) -> (Tally, bool) {
    let stop = |tally: &Tally| tally.bytes > limit;
    let mut walk = Walk::new(&stop);
    for value in values {
        walk.add(value);
        if walk.stopped() {
            break;
        }
    }
    (walk.tally, walk.stopped())
}

/// The first limit a value passes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Excess {
    /// Its strings together pass `max_string_size`.
    Strings,
    /// Its arrays together pass `max_array_size`.
    Array,
    /// Its maps together pass `max_map_size`.
    Map,
    /// It nests deeper than [`MAX_NESTING`].
    Nesting,
    /// It holds more bytes than `max_mount_bytes`.
    Bytes,
}

impl Excess {
    /// The first limit `tally` passes, if any.
    fn of(tally: &Tally, limits: &Limits) -> Option<Self> {
        if tally.depth > MAX_NESTING {
            Some(Self::Nesting)
        } else if tally.string_bytes > limits.max_string_size {
            Some(Self::Strings)
        } else if tally.array_items > limits.max_array_size {
            Some(Self::Array)
        } else if tally.map_entries > limits.max_map_size {
            Some(Self::Map)
        } else if tally.bytes > limits.max_mount_bytes {
            Some(Self::Bytes)
        } else {
            None
        }
    }

    /// The limit passed: its value, what it counts, and its `[limits]` key.
    pub(crate) fn limit(self, limits: &Limits) -> (usize, &'static str, &'static str) {
        match self {
            Self::Strings => (limits.max_string_size, "bytes of text", "max_string_size"),
            Self::Array => (limits.max_array_size, "array items", "max_array_size"),
            Self::Map => (limits.max_map_size, "map entries", "max_map_size"),
            Self::Nesting => (MAX_NESTING, "levels of nesting", "a fixed limit"),
            Self::Bytes => (limits.max_mount_bytes, "bytes of data", "max_mount_bytes"),
        }
    }
}

/// The first limit what `value` holds passes, counted the way Rhai counts
/// (strings, items and entries summed over the nesting). The walk stops
/// there, so it costs at most about what the limits allow.
pub(crate) fn excess(value: &Dynamic, limits: &Limits) -> Option<Excess> {
    excess_costed(value, limits).0
}

/// [`excess`], and what the walk cost ([`Tally::cost`]).
pub(crate) fn excess_costed(value: &Dynamic, limits: &Limits) -> (Option<Excess>, usize) {
    let stop = |tally: &Tally| Excess::of(tally, limits).is_some();
    let mut walk = Walk::new(&stop);
    walk.add(value);
    (Excess::of(&walk.tally, limits), walk.tally.cost())
}

/// What `value` holds, counted until it passes a limit, and the first
/// limit it passes, if any: the walk stops there, so it costs at most
/// about what the limits allow.
pub(crate) fn tally(value: &Dynamic, limits: &Limits) -> (Tally, Option<Excess>) {
    let stop = |tally: &Tally| Excess::of(tally, limits).is_some();
    let mut walk = Walk::new(&stop);
    walk.add(value);
    (walk.tally, Excess::of(&walk.tally, limits))
}

/// The bytes a new map entry with a key of `key_bytes` adds besides what
/// its value holds, counted as a walk counts them.
pub(crate) fn entry_bytes(key_bytes: usize) -> usize {
    SLOT.saturating_add(ENTRY).saturating_add(key_bytes)
}

/// The first limit a deep copy of `value` would pass: like [`excess`], but
/// a shared value held in many places counts in each (a copy holds it
/// that many times). Checked before copying.
pub(crate) fn copy_excess(value: &Dynamic, limits: &Limits) -> Option<Excess> {
    let stop = |tally: &Tally| Excess::of(tally, limits).is_some();
    let mut walk = Walk::as_copied(&stop);
    walk.add(value);
    Excess::of(&walk.tally, limits)
}

/// The first limit `array` would pass with `copies` more of `item`,
/// counted with saturating arithmetic (Rhai's own `pad` multiplies
/// unchecked, which overflows on a huge count).
pub(crate) fn padded_excess(
    array: &[Dynamic],
    item: &Dynamic,
    copies: usize,
    limits: &Limits,
) -> Option<Excess> {
    let stop = |tally: &Tally| Excess::of(tally, limits).is_some();
    let mut one = Walk::as_copied(&stop);
    one.add(item);
    let one = one.tally;
    let mut walk = Walk::as_copied(&stop);
    walk.tally = Tally {
        bytes: SLOT.saturating_add(one.bytes.saturating_mul(copies)),
        string_bytes: one.string_bytes.saturating_mul(copies),
        array_items: copies.saturating_add(one.array_items.saturating_mul(copies)),
        map_entries: one.map_entries.saturating_mul(copies),
        depth: one.depth.saturating_add(1),
    };
    for existing in array {
        walk.tally.array_items = walk.tally.array_items.saturating_add(1);
        if walk.stopped() || walk.stop_now() {
            break;
        }
        walk.visit(existing, 1);
    }
    Excess::of(&walk.tally, limits)
}

/// The first limit an array passes that holds `plain` items counted as
/// plain values (one slot each, nothing inside) and then `items`, counted
/// in full. `excess_of_array(0, &array)` measures a whole array the way
/// [`excess`] measures it as a value.
pub(crate) fn excess_of_array(plain: usize, items: &[Dynamic], limits: &Limits) -> Option<Excess> {
    // Plain scalars only (a pushed number): one slot each, what the walk
    // below would count, without setting it up.
    if items.iter().all(is_plain_scalar) {
        let count = plain + items.len();
        let tally = Tally {
            bytes: SLOT + count * SLOT,
            array_items: count,
            depth: 1,
            ..Tally::default()
        };
        return Excess::of(&tally, limits);
    }
    let stop = |tally: &Tally| Excess::of(tally, limits).is_some();
    let mut walk = Walk::new(&stop);
    walk.tally = Tally {
        bytes: SLOT + plain * SLOT,
        array_items: plain + items.len(),
        depth: 1,
        ..Tally::default()
    };
    for item in items {
        if walk.stopped() || walk.stop_now() {
            break;
        }
        walk.visit(item, 1);
    }
    Excess::of(&walk.tally, limits)
}

/// An array a native function fills item by item (`map`, `zip`): what it
/// holds so far, so that each item is checked against every limit before
/// it is kept, at the cost of measuring that item alone.
pub(crate) struct Growing<'l> {
    tally: Tally,
    limits: &'l Limits,
}

impl<'l> Growing<'l> {
    /// An empty array about to be filled under `limits`.
    pub(crate) fn array(limits: &'l Limits) -> Self {
        Self {
            tally: Tally {
                bytes: SLOT,
                depth: 1,
                ..Tally::default()
            },
            limits,
        }
    }

    /// Counts `item` as the array's next one; the first limit the array
    /// would pass with it, if any (then the item must not be kept).
    pub(crate) fn add(&mut self, item: &Dynamic) -> Result<(), Excess> {
        let limits = self.limits;
        let stop = |tally: &Tally| Excess::of(tally, limits).is_some();
        let mut walk = Walk::new(&stop);
        walk.tally = self.tally;
        walk.tally.array_items += 1;
        if walk.stop_now() {
            return Err(Excess::Array);
        }
        walk.visit(item, 1);
        self.tally = walk.tally;
        Excess::of(&self.tally, limits).map_or(Ok(()), Err)
    }
}

/// The longest string, in bytes, that passes no limit.
pub(crate) fn text_cap(limits: &Limits) -> usize {
    limits
        .max_string_size
        .min(limits.max_mount_bytes.saturating_sub(SLOT))
}

/// The first limit a string of `len` bytes passes, if any: checked before
/// a function builds one.
pub(crate) fn text_excess(len: usize, limits: &Limits) -> Option<Excess> {
    let tally = Tally {
        bytes: SLOT.saturating_add(len),
        string_bytes: len,
        ..Tally::default()
    };
    Excess::of(&tally, limits)
}

/// The size error for a value (`name`: a variable, or the function that
/// grew it) that passed a limit, as Rhai words its own.
pub(crate) fn excess_error(excess: Excess, name: &str) -> Box<EvalAltResult> {
    too_large(match excess {
        Excess::Map => "Size of object map".into(),
        Excess::Array => "Size of array".into(),
        Excess::Strings => format!("Length of strings in `{name}`"),
        Excess::Bytes => format!("{HELD_BYTES} `{name}`"),
        Excess::Nesting => format!("Nesting of `{name}` (more than {MAX_NESTING} levels)"),
    })
}

pub(crate) fn too_large(what: String) -> Box<EvalAltResult> {
    Box::new(EvalAltResult::ErrorDataTooLarge(what, Position::NONE))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn eval(script: &str) -> Dynamic {
        let mut engine = rhai::Engine::new_raw();
        engine.register_global_module(rhai::packages::Package::as_shared_module(
            &rhai::packages::CorePackage::new(),
        ));
        engine.eval(script).unwrap()
    }

    fn tally(value: &Dynamic) -> Tally {
        let mut walk = Walk::new(&|_| false);
        walk.add(value);
        walk.tally
    }

    #[test]
    fn strings_items_entries_and_depth_are_counted() {
        let tally = tally(&eval(r#"#{ a: "xyz", b: [1, "ab", #{ c: () }] }"#));
        assert_eq!(tally.string_bytes, 5);
        assert_eq!(tally.array_items, 3);
        assert_eq!(tally.map_entries, 3);
        assert_eq!(tally.depth, 3);
        assert!(tally.bytes > 5 + 6 * SLOT, "{tally:?}");
    }

    #[test]
    fn a_variable_captured_twice_is_counted_once() {
        let once = eval(r#"let s = "0123456789"; let f = || s; [f]"#);
        let twice = eval(r#"let s = "0123456789"; let f = || s; let g = || s; [f, g]"#);
        assert_eq!(tally(&once).string_bytes, 10);
        assert_eq!(tally(&twice).string_bytes, 10);
    }

    #[test]
    fn an_array_of_scalars_is_measured_as_the_walk_measures_it() {
        let limits = |items: usize, bytes: usize| Limits {
            max_array_size: items,
            max_mount_bytes: bytes,
            ..Limits::default()
        };
        let items: Vec<Dynamic> = (0..8_i64).map(Dynamic::from).collect();
        for (max_items, max_bytes) in [(100, 1 << 20), (7, 1 << 20), (100, 5 * SLOT), (3, 4 * SLOT)]
        {
            let limits = limits(max_items, max_bytes);
            let whole = excess(&Dynamic::from_array(items.clone()), &limits);
            assert_eq!(excess_of_array(0, &items, &limits), whole);
            assert_eq!(excess_of_array(7, &items[7..], &limits), whole);
        }
    }

    #[test]
    fn a_walk_stops_when_told() {
        let value = eval(r#"["aaaa", "bbbb", "cccc", "dddd"]"#);
        let stop = |tally: &Tally| tally.string_bytes >= 8;
        let mut walk = Walk::new(&stop);
        walk.add(&value);
        assert!(walk.stopped());
        assert_eq!(walk.tally.string_bytes, 8);
    }
}

//! `array.push(item)` in time that does not grow with the array.
//!
//! Rhai measures the whole first argument of a native function after every
//! call that may change it in place, whenever any size limit is set: a
//! push onto an array of n items costs O(n), so a loop of pushes is
//! quadratic (100,000 pushes took 4.5 s). Rhai skips that measurement when
//! the call fails and its missing-function hook answers instead. So `push`
//! on an array is registered as a function that reports itself missing,
//! and the hook ([`push`]) does the push, checking what it adds:
//!
//! * the array's length against `max_array_size`, exactly;
//! * the pushed item in full (its strings, items, entries, nesting and
//!   bytes, together with the array's slots) against every size limit;
//! * the whole array, as Rhai would, each time its length reaches a power
//!   of two (so these walks cost at most twice the pushes together).
//!
//! Between those points, what the items already in the array hold grows
//! only through other calls (`xs[0].push(..)`, `xs[i] = v`), which Rhai or
//! the size guard measure, and the mount's bytes are measured again after
//! every call. Errors are worded as Rhai's, so a model reads the same
//! message.
//!
//! One case keeps Rhai's own path: an array that is a copy read through a
//! getter (`ctx.kv.items`, a member of a provided service). Rhai writes a
//! changed copy back through the setter, which is how `ctx.kv.items.push(3)`
//! is refused as a change to another plugin's value; a push answered by
//! the hook would count as no change and be lost silently. Such copies are
//! marked ([`mark_copies`]); a push onto a marked array is done in place
//! and clears the mark, so a variable holding the copy pushes fast after.

use std::any::TypeId;

use rhai::{Array, Dynamic, Engine, EvalAltResult, Map, Position};

use crate::limits::Limits;
use crate::sandbox::size::measure;
use crate::sandbox::size::measure::excess_error;

/// The function this module takes over.
pub(crate) const PUSH: &str = "push";

/// The tag of an array that is a copy read through a getter.
const COPY: i16 = 0x636f;

/// Mark the arrays in `value` (itself and nested ones) as copies whose
/// changes Rhai must write back (see the module docs).
pub(crate) fn mark_copies(value: &mut Dynamic) {
    if let Some(mut array) = value.write_lock::<Array>() {
        array.iter_mut().for_each(mark_copies);
    } else if let Some(mut map) = value.write_lock::<Map>() {
        map.values_mut().for_each(mark_copies);
        return;
    } else {
        return;
    }
    value.set_tag(COPY.into());
}

/// Register `push(array, item)` as a function that hands the call to the
/// missing-function hook, or pushes a marked copy itself (see the module
/// docs).
pub(crate) fn register(engine: &mut Engine) {
    engine.register_raw_fn(
        PUSH,
        [TypeId::of::<Array>(), TypeId::of::<Dynamic>()],
        |call, args| -> Result<(), _> {
            let position = call.call_position();
            let [array, item] = args else {
                return Err(not_found(position));
            };
            // Rhai does not stop a pure function on a constant: this one is.
            if array.is_read_only() {
                return Err(on_constant(position));
            }
            if i64::from(array.tag()) != i64::from(COPY) {
                return Err(not_found(position));
            }
            let item = std::mem::take(&mut **item);
            if let Some(mut list) = array.write_lock::<Array>() {
                list.push(item);
            }
            array.set_tag(0);
            Ok(())
        },
    );
}

/// What answers "do it in the hook".
fn not_found(position: Position) -> Box<EvalAltResult> {
    Box::new(EvalAltResult::ErrorFunctionNotFound(
        PUSH.to_owned(),
        position,
    ))
}

/// What Rhai says to a changing method called on a constant.
fn on_constant(position: Position) -> Box<EvalAltResult> {
    Box::new(EvalAltResult::ErrorNonPureMethodCallOnConstant(
        PUSH.to_owned(),
        position,
    ))
}

/// The missing-function hook's part: push `args[1]` onto the array
/// `args[0]` under `limits`. `None` when the call is not a push onto an
/// array (the hook goes on to other cases).
pub(crate) fn push(
    args: &mut [&mut Dynamic],
    limits: &Limits,
) -> Option<Result<Dynamic, Box<EvalAltResult>>> {
    let [array, item] = args else {
        return None;
    };
    // A constant: the error the registered function gave stands.
    if !array.is_array() || array.is_read_only() {
        return None;
    }
    let mut list = array.write_lock::<Array>()?;
    let len = list.len();
    if len >= limits.max_array_size {
        return Some(Err(excess_error(measure::Excess::Array, PUSH)));
    }
    let item = std::mem::take(&mut **item);
    if let Some(excess) = measure::excess_of_array(len, std::slice::from_ref(&item), limits) {
        return Some(Err(excess_error(excess, PUSH)));
    }
    list.push(item);
    if list.len().is_power_of_two()
        && let Some(excess) = measure::excess_of_array(0, &list, limits)
    {
        list.pop();
        return Some(Err(excess_error(excess, PUSH)));
    }
    Some(Ok(Dynamic::UNIT))
}

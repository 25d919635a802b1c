//! `index_of` and `contains` (so `in` too) of a value in an array, as Rhai
//! runs them, except that they stop at the call's deadline or its
//! cancellation.
//!
//! Rhai's own compare each item with a fresh copy of the value looked for,
//! all inside one native call, where neither the operations budget nor the
//! deadline is checked: `a.index_of(a)` with `a` an array of 10,000
//! strings copied it 10,000 times and ran 2.1 s past a 1 s timeout (found
//! by fuzzing, issue 25). Here the deadline is looked at before each
//! comparison with a container (whose copy and comparison cost as much as
//! it holds) and every [`EVERY`] comparisons otherwise.

use rhai::{
    Array, Dynamic, Engine, EvalAltResult, FuncRegistration, INT, ImmutableString,
    NativeCallContext,
};

use crate::sandbox::budgets::error::{CANCELLED, PAST_DEADLINE};
use crate::{cancel, deadline};

/// How many comparisons of plain values run between looks at the deadline.
const EVERY: usize = 256;

/// Rhai's equality operator.
const EQUALS: &str = "==";

/// Register the five forms over Rhai's own (pure, as Rhai's are: they
/// may be called on a constant).
pub(super) fn register(engine: &mut Engine) {
    FuncRegistration::new("index_of")
        .with_purity(true)
        .register_into_engine(
            engine,
            |ctx: NativeCallContext<'_>, array: &mut Array, value: Dynamic| {
                find(&ctx, array, &value, 0).map(position)
            },
        );
    FuncRegistration::new("index_of")
        .with_purity(true)
        .register_into_engine(
            engine,
            |ctx: NativeCallContext<'_>, array: &mut Array, value: Dynamic, start: INT| {
                find(&ctx, array, &value, start).map(position)
            },
        );
    // A text looked for: Rhai's own (deprecated) form takes it as the
    // name of a test function and answered -1 for every text here (trial
    // 66's `header.index_of("crop")`); it is the value searched for.
    FuncRegistration::new("index_of")
        .with_purity(true)
        .register_into_engine(
            engine,
            |ctx: NativeCallContext<'_>, array: &mut Array, value: ImmutableString| {
                find(&ctx, array, &value.into(), 0).map(position)
            },
        );
    FuncRegistration::new("index_of")
        .with_purity(true)
        .register_into_engine(
            engine,
            |ctx: NativeCallContext<'_>, array: &mut Array, value: ImmutableString, start: INT| {
                find(&ctx, array, &value.into(), start).map(position)
            },
        );
    FuncRegistration::new("contains")
        .with_purity(true)
        .register_into_engine(
            engine,
            |ctx: NativeCallContext<'_>, array: &mut Array, value: Dynamic| {
                find(&ctx, array, &value, 0).map(|found| found.is_some())
            },
        );
}

/// An index as `index_of` answers it: -1 for none.
fn position(found: Option<usize>) -> INT {
    found.map_or(-1, |i| INT::try_from(i).unwrap_or(INT::MAX))
}

/// The first item of `array` from `start` (negative: from the end) that
/// equals `value` by `==`, as Rhai's `index_of` finds it.
fn find(
    ctx: &NativeCallContext<'_>,
    array: &mut Array,
    value: &Dynamic,
    start: INT,
) -> Result<Option<usize>, Box<EvalAltResult>> {
    // (A start past the end holds nothing: `skip` leaves no item.)
    let (start, _) = crate::sandbox::engine::offset_len(array.len(), start, 1);
    let heavy = value.is_array() || value.is_map() || value.is_blob();
    for (i, item) in array.iter_mut().enumerate().skip(start) {
        if (heavy || i % EVERY == 0)
            && let Some(stop) = stopped()
        {
            return Err(Box::new(EvalAltResult::ErrorTerminated(
                Dynamic::from(stop),
                ctx.call_position(),
            )));
        }
        let same = ctx
            .call_native_fn_raw(EQUALS, true, &mut [item, &mut value.clone()])
            .or_else(|error| match *error {
                // No `==` between two types: not equal, as Rhai answers.
                EvalAltResult::ErrorFunctionNotFound(ref signature, ..)
                    if signature.starts_with(EQUALS) && item.type_id() != value.type_id() =>
                {
                    Ok(Dynamic::FALSE)
                }
                _ => Err(error),
            })?;
        if same.as_bool().unwrap_or(false) {
            return Ok(Some(i));
        }
    }
    Ok(None)
}

/// Why the call must stop now, if it must: as the operations callback says
/// it (`budget::progress`).
fn stopped() -> Option<&'static str> {
    if cancel::requested() {
        Some(CANCELLED)
    } else if deadline::passed() {
        Some(PAST_DEADLINE)
    } else {
        None
    }
}

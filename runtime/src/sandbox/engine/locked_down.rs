//! The one locked-down Rhai engine every mount shares.

use std::cell::Cell;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use rhai::packages::{
    BasicArrayPackage, BasicFnPackage, BasicIteratorPackage, BasicMapPackage, BasicMathPackage,
    BitFieldPackage, CorePackage, LogicPackage, MoreStringPackage, Package,
};
use rhai::{Dynamic, Engine, EvalAltResult, Map, NativeCallContext, Shared};

use crate::deadline;
use crate::limits::Limits;
use crate::sandbox::budgets::frame;
use crate::sandbox::engine::bounded;
use crate::sandbox::engine::stdlib;
use crate::sandbox::facade::bridge;
use crate::sandbox::facade::cross::script_error;
use crate::sandbox::facade::ctx;
use crate::sandbox::facade::log::{ConsoleLevel, log};
use crate::sandbox::facade::opaque::{ServiceHandle, is_context};
use crate::sandbox::facade::service_methods;
use crate::sandbox::facade::shown;
use crate::sandbox::facade::slots::SlotTable;
use crate::sandbox::size::grow;
use crate::sandbox::size::measure::{self, Excess, HELD_BYTES, excess_error, too_large};
use crate::sandbox::size::writes;
use crate::sandbox::teach::{budgets, globals::TRAPS};

/// Check a container's nested sizes and depth on about one read in this many.
const DEEP_CHECK_EVERY: u64 = 4;
/// Check the bytes of all variables in scope on about one read in this many.
const SCOPE_CHECK_EVERY: u64 = 64;

thread_local! {
    /// State of the per-thread generator behind [`sampled`] (never zero).
    static RANDOM: Cell<u64> = Cell::new(seed());
}

/// A random non-zero seed for [`RANDOM`].
fn seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    std::collections::hash_map::RandomState::new()
        .build_hasher()
        .finish()
        | 1
}

/// The standard library scripts get: no clock, no files, no modules.
///
/// The packages are merged into one module, every function registered
/// eagerly: Rhai resolves a call by probing each global module in turn
/// (once per `Dynamic` fallback of the arguments), and a tool callback runs
/// with fresh resolution caches every time, so one module instead of nine
/// makes every uncached call cheaper.
fn library() -> &'static Shared<rhai::Module> {
    static LIBRARY: OnceLock<Shared<rhai::Module>> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let packages = [
            CorePackage::new().as_shared_module(),
            LogicPackage::new().as_shared_module(),
            BitFieldPackage::new().as_shared_module(),
            BasicMathPackage::new().as_shared_module(),
            BasicArrayPackage::new().as_shared_module(),
            BasicMapPackage::new().as_shared_module(),
            BasicIteratorPackage::new().as_shared_module(),
            BasicFnPackage::new().as_shared_module(),
            MoreStringPackage::new().as_shared_module(),
        ];
        let mut library = rhai::Module::new();
        for package in &packages {
            library.merge(package);
        }
        library.build_index();
        Shared::new(library)
    })
}

/// Build the shared engine.
pub(crate) fn build(limits: &Limits, slots: &Arc<SlotTable>) -> Engine {
    let mut engine = Engine::new_raw();
    engine.register_global_module(Shared::clone(library()));
    register_concat(&mut engine);
    stdlib::register(&mut engine, limits);
    bounded::register(&mut engine, limits);
    limits.apply(&mut engine);
    engine.set_strict_variables(true);
    for keyword in ["eval", "import", "export"] {
        engine.disable_symbol(keyword);
    }
    let max_operations = limits.max_operations;
    engine.on_progress(move |operations| frame::progress(operations, max_operations));
    engine.on_print(|text| log(ConsoleLevel::Log, text));
    engine.on_debug(|text, _, _| log(ConsoleLevel::Debug, text));
    install_size_guard(&mut engine, limits);
    install_sleep(&mut engine, limits);
    install_traps(&mut engine);
    grow::register(&mut engine);
    writes::register(&mut engine, limits);
    ctx::register(&mut engine);
    shown::register(&mut engine);
    bridge::register(&mut engine, slots, limits);
    let (table, call_limits) = (Arc::clone(slots), limits.clone());
    #[allow(deprecated)] // `on_missing_function` is marked volatile, not deprecated.
    engine.on_missing_function(move |name, args, _, context| {
        if name == grow::PUSH
            && let Some(pushed) = grow::push(args, &call_limits)
        {
            return pushed.map(Some);
        }
        if name == writes::HELD
            && let Some(held) = writes::held(args, &call_limits)
        {
            return held.map(Some);
        }
        service_methods::on_missing(&table, &call_limits, name, args, &context)
    });
    engine
}

/// `string + integer` and `integer + string` as direct functions. Rhai's
/// own `+` takes any value and formats it by calling `to_string` through
/// full function dispatch; `"n=" + n` is the most common expression in a
/// tool callback, so it gets an exact match. Results are size-checked by
/// Rhai like any native function's.
fn register_concat(engine: &mut Engine) {
    engine.register_fn("+", |text: &str, n: rhai::INT| {
        concat(text, itoa::Buffer::new().format(n))
    });
    engine.register_fn("+", |n: rhai::INT, text: &str| {
        concat(itoa::Buffer::new().format(n), text)
    });
}

/// `left` followed by `right`, assembled on the stack when short (Rhai
/// keeps short strings inline, so no heap buffer is made and dropped).
fn concat(left: &str, right: &str) -> rhai::ImmutableString {
    const SHORT: usize = 64;
    let len = left.len() + right.len();
    if len <= SHORT {
        let mut buf = [0_u8; SHORT];
        buf[..left.len()].copy_from_slice(left.as_bytes());
        buf[left.len()..len].copy_from_slice(right.as_bytes());
        if let Ok(text) = std::str::from_utf8(&buf[..len]) {
            return text.into();
        }
    }
    let mut out = String::with_capacity(len);
    out.push_str(left);
    out.push_str(right);
    out.into()
}

/// Every variable read passes here. Rhai checks container sizes after
/// most operations but not after `m[k] = v` (nor `m.a[k] = v`), does not
/// count what closures in a container capture, and recursion in Rhai
/// itself can overflow on very deep values. Every read of a container
/// checks its length; about one read in [`DEEP_CHECK_EVERY`], picked at
/// random so that no loop can keep one variable out of the sample, also
/// measures all it holds against the limits the way Rhai counts (strings,
/// items and entries summed over the nesting), its nesting, and its bytes
/// against [`Limits::max_mount_bytes`]; about one read in
/// [`SCOPE_CHECK_EVERY`] measures the bytes of all variables in scope
/// together against that limit too. Walks stop at the first limit passed,
/// so each costs at most about what the limits allow, and together they
/// cost a bounded number of values per read ([`walks`]).
#[allow(deprecated)] // `on_var` is marked volatile, not deprecated.
fn install_size_guard(engine: &mut Engine, limits: &Limits) {
    let limits = limits.clone();
    engine.on_var(move |name, index, context| {
        // All the call's variables together, now and then: each one is
        // bounded below, but a call could hold many.
        walks::read();
        if sampled(SCOPE_CHECK_EVERY) && walks::allowed() {
            let (over, cost) = measure::over_bytes_costed(
                context.scope().iter_raw().map(|(_, _, value)| value),
                limits.max_mount_bytes,
            );
            walks::spent(cost);
            if over {
                return Err(too_large(format!("{HELD_BYTES} the call's variables")));
            }
        }
        let Some(value) = scope_value(context.scope(), name, index) else {
            return Ok(None);
        };
        if !value.is_map() && !value.is_array() {
            // The façade's values are custom types, or shared when a
            // closure captured them: a plain scalar (a loop counter) is
            // neither, and is not looked at further.
            if (value.is_variant() || value.is_shared()) && is_context(value) {
                // Read façade handles as a fresh copy: a closure that captures
                // `ctx` shares the variable, and Rhai refuses a method call on
                // a shared variable whose arguments capture it (as
                // `ctx.tools.register(#{ execute: |a| ctx.fs.read(a.path) })`
                // does). The handle is immutable, so a copy is the same thing.
                return Ok(Some(value.flatten_clone()));
            }
            return Ok(None);
        }
        let Some(excess) = size_excess(value, &limits) else {
            return Ok(None);
        };
        let excess = match excess {
            Some(excess) => Some(excess),
            None if sampled(DEEP_CHECK_EVERY) && walks::allowed() => {
                let (excess, cost) = measure::excess_costed(value, &limits);
                walks::spent(cost);
                excess
            }
            None => None,
        };
        match excess {
            None => Ok(None),
            Some(excess) => Err(excess_error(excess, name)),
        }
    });
}

/// How much the size guard may walk: about [`WALK_PER_READ`] values per
/// variable read, so that its walks cost a bounded multiple of the reads
/// however big the values grow (a loop that pushes onto an array reads it
/// every time round, and walking it each time made the loop quadratic).
/// A walk spends what it visited, so after walking a big value the guard
/// waits until the reads since have paid for it; small values, the usual
/// case, never run out.
mod walks {
    use std::cell::Cell;

    /// Values a read pays for.
    const WALK_PER_READ: i64 = 16;
    /// The most credit saved up: enough that walks of small values, the
    /// usual case, never wait, while a long quiet stretch cannot pay for a
    /// run of big walks later.
    const MAX_CREDIT: i64 = 4096;

    thread_local! {
        static CREDIT: Cell<i64> = const { Cell::new(MAX_CREDIT) };
    }

    /// One variable read: adds its credit.
    pub(super) fn read() {
        CREDIT.with(|credit| credit.set((credit.get() + WALK_PER_READ).min(MAX_CREDIT)));
    }

    /// Whether a walk may start now.
    pub(super) fn allowed() -> bool {
        CREDIT.with(|credit| credit.get() > 0)
    }

    /// A walk visited about `cost` values.
    pub(super) fn spent(cost: usize) {
        let cost = i64::try_from(cost).unwrap_or(i64::MAX);
        CREDIT.with(|credit| credit.set(credit.get().saturating_sub(cost)));
    }
}

/// The variable `name` of `scope`, found by the parser's offset from the
/// end (`index`, 0 when unknown) when it names that variable, else by name.
fn scope_value<'s>(scope: &'s rhai::Scope<'_>, name: &str, index: usize) -> Option<&'s Dynamic> {
    if let Some(back) = index.checked_sub(1)
        && let Some((found, _, value)) = scope.iter_raw().nth(back)
        && found == name
    {
        return Some(value);
    }
    scope.get(name)
}

/// `None` if `value` is not a container; else whether it is too big itself.
fn size_excess(value: &Dynamic, limits: &Limits) -> Option<Option<Excess>> {
    if let Some(map) = value.read_lock::<Map>() {
        Some((map.len() > limits.max_map_size).then_some(Excess::Map))
    } else {
        value
            .read_lock::<rhai::Array>()
            .map(|array| (array.len() > limits.max_array_size).then_some(Excess::Array))
    }
}

/// Whether this read should also get a deeper check: about one in
/// `every`, from a per-thread xorshift generator.
fn sampled(every: u64) -> bool {
    RANDOM.with(|state| {
        let mut x = state.get();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        state.set(x);
        x % every == 0
    })
}

/// `sleep` never blocks past the calling script's deadline, and ends at
/// once when its call is cancelled.
fn install_sleep(engine: &mut Engine, limits: &Limits) {
    let limit_ms = limits.timeout_ms;
    let sleep =
        move |ctx: &NativeCallContext<'_>, seconds: f64| -> Result<(), Box<EvalAltResult>> {
            let wanted = Duration::try_from_secs_f64(seconds.max(0.0)).unwrap_or(Duration::MAX);
            let left = deadline::remaining().unwrap_or(wanted);
            // Refused at once: waiting out the budget first would only make
            // the call slow before it fails.
            if wanted > left {
                return Err(script_error(
                    ctx,
                    budgets::sleep_past_budget(seconds, left.as_millis(), limit_ms),
                ));
            }
            match crate::cancel::current() {
                Some(token) => {
                    if token.sleep(wanted) {
                        return Err(Box::new(EvalAltResult::ErrorTerminated(
                            Dynamic::from(crate::sandbox::budgets::error::CANCELLED),
                            ctx.call_position(),
                        )));
                    }
                }
                None => std::thread::sleep(wanted),
            }
            Ok(())
        };
    let float = sleep;
    engine.register_fn("sleep", move |ctx: NativeCallContext<'_>, seconds: f64| {
        float(&ctx, seconds)
    });
    engine.register_fn("sleep", move |ctx: NativeCallContext<'_>, seconds: i64| {
        #[allow(clippy::cast_precision_loss)] // whole seconds; precision is irrelevant here
        sleep(&ctx, seconds as f64)
    });
}

fn install_traps(engine: &mut Engine) {
    use std::any::TypeId;
    for (name, advice) in TRAPS {
        for arity in 0..=3 {
            let message = format!("{name} is not available in a cordis plugin: {advice}");
            engine.register_raw_fn(
                *name,
                vec![TypeId::of::<Dynamic>(); arity],
                move |ctx, args| -> Result<Dynamic, _> {
                    // `ctx.web.fetch(url)` is a method of a service, not the
                    // trap: answering "not found" hands it to the
                    // missing-function hook, which calls the service. Rhai
                    // runs that hook after any failed native call, so
                    // calling the service here too would run it twice.
                    if args
                        .first()
                        .is_some_and(|a| a.read_lock::<ServiceHandle>().is_some())
                    {
                        return Err(Box::new(EvalAltResult::ErrorFunctionNotFound(
                            (*name).to_owned(),
                            ctx.call_position(),
                        )));
                    }
                    Err(script_error(&ctx, message.clone()))
                },
            );
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn engine(limits: &Limits) -> Engine {
        build(limits, &Arc::new(SlotTable::new()))
    }

    #[test]
    fn string_and_integer_concatenate_as_rhai_formats_them() {
        let engine = engine(&Limits::default());
        for (script, expected) in [
            (r#""n=" + 5"#, "n=5"),
            (r#"5 + "x""#, "5x"),
            (r#""" + -42"#, "-42"),
            (
                r#""min " + (-9223372036854775807 - 1)"#,
                "min -9223372036854775808",
            ),
            (r#"let s = "é"; s + 1"#, "é1"),
            // Past the stack buffer: built on the heap, same result.
            (
                r#"let s = "x"; s.pad(70, "y"); s + 7"#,
                &format!("x{}7", "y".repeat(69)),
            ),
            (r#""a" + 1.5"#, "a1.5"),
            (r#""a" + true"#, "atrue"),
        ] {
            let got: String = engine.eval(script).unwrap();
            assert_eq!(got, expected, "{script}");
        }
    }

    #[test]
    fn concatenation_is_held_to_the_string_size_limit() {
        let limits = Limits {
            max_string_size: 10,
            ..Limits::default()
        };
        let engine = engine(&limits);
        let error = engine.eval::<String>(r#""123456789" + 10"#).unwrap_err();
        assert!(
            matches!(*error, EvalAltResult::ErrorDataTooLarge(..)),
            "{error}"
        );
        let error = engine.eval::<String>(r#"10 + "123456789""#).unwrap_err();
        assert!(
            matches!(*error, EvalAltResult::ErrorDataTooLarge(..)),
            "{error}"
        );
    }
}

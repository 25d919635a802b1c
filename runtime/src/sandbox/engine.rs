//! The one locked-down Rhai engine every mount shares.

use std::cell::Cell;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use rhai::packages::{
    BasicArrayPackage, BasicFnPackage, BasicIteratorPackage, BasicMapPackage, BasicMathPackage,
    BitFieldPackage, CorePackage, LogicPackage, MoreStringPackage, Package,
};
use rhai::{Dynamic, Engine, EvalAltResult, Map, NativeCallContext, Position, Shared};

use crate::deadline;
use crate::sandbox::bridge::{self, SlotTable, script_error};
use crate::sandbox::handle::ServiceHandle;
use crate::sandbox::{Limits, budget, facade, handle};

/// Check a variable's full nesting every this many accesses (per thread).
const DEEP_CHECK_EVERY: u32 = 4;
/// Deepest nesting a script value may reach.
const MAX_NESTING: usize = 48;
/// Containers one deep check visits at most.
const DEEP_CHECK_NODES: usize = 1024;

thread_local! {
    static ACCESSES: Cell<u32> = const { Cell::new(0) };
}

/// The standard library scripts get: no clock, no files, no modules.
fn library() -> &'static [Shared<rhai::Module>] {
    static LIBRARY: OnceLock<Vec<Shared<rhai::Module>>> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        vec![
            CorePackage::new().as_shared_module(),
            LogicPackage::new().as_shared_module(),
            BitFieldPackage::new().as_shared_module(),
            BasicMathPackage::new().as_shared_module(),
            BasicArrayPackage::new().as_shared_module(),
            BasicMapPackage::new().as_shared_module(),
            BasicIteratorPackage::new().as_shared_module(),
            BasicFnPackage::new().as_shared_module(),
            MoreStringPackage::new().as_shared_module(),
        ]
    })
}

/// JavaScript/Node names that exist in the sandbox only to redirect.
const TRAPS: &[(&str, &str)] = &[
    (
        "require",
        "there are no modules: reach files with ctx.fs (inject: [\"fs\"]), processes with ctx.bash (inject: [\"bash\"]), HTTP with ctx.web (inject: [\"web\"])",
    ),
    (
        "setTimeout",
        "use the timer service: add \"timer\" to inject, then ctx.timer.setTimeout(|| { ... }, ms)",
    ),
    (
        "setInterval",
        "use the timer service: add \"timer\" to inject, then ctx.timer.setInterval(|| { ... }, ms)",
    ),
    (
        "setImmediate",
        "use the timer service: add \"timer\" to inject, then ctx.timer.setTimeout(|| { ... }, 0)",
    ),
    (
        "clearTimeout",
        "use the timer service: ctx.timer.clear(id) with the id setTimeout returned (inject: [\"timer\"])",
    ),
    (
        "clearInterval",
        "use the timer service: ctx.timer.clear(id) with the id setInterval returned (inject: [\"timer\"])",
    ),
    (
        "fetch",
        "use the web service: add \"web\" to inject, then ctx.web.fetch(url)",
    ),
];

/// Build the shared engine.
pub(crate) fn build(limits: &Limits, slots: &Arc<SlotTable>) -> Engine {
    let mut engine = Engine::new_raw();
    for module in library() {
        engine.register_global_module(Shared::clone(module));
    }
    limits.apply(&mut engine);
    engine.set_strict_variables(true);
    for keyword in ["eval", "import", "export"] {
        engine.disable_symbol(keyword);
    }
    engine.on_progress(|operations| {
        (operations % 256 == 0 && deadline::passed()).then(|| Dynamic::from("deadline"))
    });
    engine.on_print(|text| log("log", text));
    engine.on_debug(|text, _, _| log("debug", text));
    install_size_guard(&mut engine, limits);
    install_sleep(&mut engine, limits);
    install_traps(&mut engine, slots, limits);
    facade::register(&mut engine);
    bridge::register(&mut engine, slots, limits);
    let (table, call_limits) = (Arc::clone(slots), limits.clone());
    #[allow(deprecated)] // `on_missing_function` is marked volatile, not deprecated.
    engine.on_missing_function(move |name, args, _, context| {
        handle::on_missing(&table, &call_limits, name, args, &context)
    });
    engine
}

/// Console output goes to stderr, tagged with the mount: stdout carries
/// the MCP protocol.
pub(crate) fn log(level: &str, text: &str) {
    let tag = budget::current().map_or_else(
        || "cordis".to_owned(),
        |mount| format!("cordis:{}", mount.tag),
    );
    if level == "log" {
        eprintln!("[{tag}] {text}");
    } else {
        eprintln!("[{tag}] {level}: {text}");
    }
}

/// Every variable read passes here. Rhai checks container sizes after
/// most operations but not after `m[k] = v`, and recursion in Rhai itself can overflow on very deep
/// values. Every variable read checks its value's size, and every few reads
/// its nesting.
#[allow(deprecated)] // `on_var` is marked volatile, not deprecated.
fn install_size_guard(engine: &mut Engine, limits: &Limits) {
    let (max_map, max_array) = (limits.max_map_size, limits.max_array_size);
    engine.on_var(move |name, _, context| {
        let Some(value) = context.scope().get(name) else {
            return Ok(None);
        };
        if facade::is_handle(value) {
            // Read façade handles as a fresh copy: a closure that captures
            // `ctx` shares the variable, and Rhai refuses a method call on
            // a shared variable whose arguments capture it (as
            // `ctx.tools.register(#{ execute: |a| ctx.fs.read(a.path) })`
            // does). The handle is immutable, so a copy is the same thing.
            return Ok(Some(value.flatten_clone()));
        }
        let len = |value: &Dynamic| {
            if let Some(map) = value.read_lock::<Map>() {
                Some((map.len() > max_map).then_some("Size of object map"))
            } else {
                value
                    .read_lock::<rhai::Array>()
                    .map(|array| (array.len() > max_array).then_some("Size of array"))
            }
        };
        let Some(problem) = len(value) else {
            return Ok(None);
        };
        if let Some(what) = problem {
            return Err(Box::new(EvalAltResult::ErrorDataTooLarge(
                what.into(),
                Position::NONE,
            )));
        }
        let count = ACCESSES.with(|c| {
            let n = c.get().wrapping_add(1);
            c.set(n);
            n
        });
        if count.is_multiple_of(DEEP_CHECK_EVERY) && nesting_exceeds(value, MAX_NESTING) {
            return Err(Box::new(EvalAltResult::ErrorDataTooLarge(
                format!("Nesting of `{name}` (more than {MAX_NESTING} levels)"),
                Position::NONE,
            )));
        }
        Ok(None)
    });
}

/// Whether `value` nests containers deeper than `limit` (bounded search).
fn nesting_exceeds(value: &Dynamic, limit: usize) -> bool {
    fn walk(value: &Dynamic, depth: usize, limit: usize, budget: &mut usize) -> bool {
        if depth > limit {
            return true;
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        if let Some(map) = value.read_lock::<Map>() {
            map.values().any(|item| {
                (item.is_map() || item.is_array()) && walk(item, depth + 1, limit, budget)
            })
        } else if let Some(array) = value.read_lock::<rhai::Array>() {
            array.iter().any(|item| {
                (item.is_map() || item.is_array()) && walk(item, depth + 1, limit, budget)
            })
        } else {
            false
        }
    }
    let mut budget = DEEP_CHECK_NODES;
    walk(value, 0, limit, &mut budget)
}

/// `sleep` never blocks past the calling script's deadline.
fn install_sleep(engine: &mut Engine, limits: &Limits) {
    let limit_ms = limits.timeout_ms;
    let sleep = move |ctx: &NativeCallContext<'_>,
                      seconds: f64|
          -> Result<(), Box<EvalAltResult>> {
        let wanted = Duration::try_from_secs_f64(seconds.max(0.0)).unwrap_or(Duration::MAX);
        let left = deadline::remaining().unwrap_or(wanted);
        std::thread::sleep(wanted.min(left));
        if wanted > left {
            return Err(script_error(
                ctx,
                format!(
                    "sleep({seconds}) would run past the script's time budget of {limit_ms} ms; sleep less, or use the timer service"
                ),
            ));
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

fn install_traps(engine: &mut Engine, slots: &Arc<SlotTable>, limits: &Limits) {
    use std::any::TypeId;
    for (name, advice) in TRAPS {
        for arity in 0..=3 {
            let message = format!("{name} is not available in a cordis plugin: {advice}");
            let (slots, limits) = (Arc::clone(slots), limits.clone());
            engine.register_raw_fn(
                *name,
                vec![TypeId::of::<Dynamic>(); arity],
                move |ctx, args| -> Result<Dynamic, _> {
                    // `ctx.web.fetch(url)` is a method of a service, not the trap.
                    if let Some(handle) = args
                        .first()
                        .and_then(|a| a.read_lock::<ServiceHandle>().map(|h| h.clone()))
                    {
                        let rest: Vec<Dynamic> = args[1..].iter().map(|a| (**a).clone()).collect();
                        return handle.call(name, &rest, ctx.engine(), &slots, &limits);
                    }
                    Err(script_error(&ctx, message.clone()))
                },
            );
        }
    }
}

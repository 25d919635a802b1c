//! Values crossing the sandbox boundary.
//!
//! * Data leaving a script (tool arguments to services, event payloads,
//!   results) becomes plain data: closures and the façade are refused.
//! * A value a mount *provides* keeps its functions, but each becomes a
//!   curried pointer to a native trampoline: a closure belongs to the AST
//!   that defined it, so a call from another mount is dispatched back into
//!   the provider's AST, fiber and budget.
//! * A host service reaches a script as a map of such trampolines.

use std::sync::Arc;

use rhai::{Array, Dynamic, EvalAltResult, FnPtr, Map, NativeCallContext, Position};

use crate::fiber::report::ReportKind;
use crate::fiber::{FiberId, Runtime};
use crate::limits::Limits;
use crate::sandbox::call::{Args, call_script};
use crate::sandbox::facade::{self, Console};
use crate::sandbox::handle::ServiceHandle;
use crate::sandbox::mount::MountCode;
use crate::sandbox::slots::{CALL_FN, NEXT_FN, Slot, SlotTable, slot_of};
use crate::sandbox::{budget, measure};

/// Why `next(x)` fails: the advice is code that runs.
const NEXT_TAKES_NOTHING: &str = "next() takes no arguments: it runs the rest of the chain, and the tool, with the call's own arguments (they cannot be changed on the way). Write `let result = next();` and return `result` (or a changed copy), or return a result of your own without calling next()";

/// Deepest nesting of data that crosses the boundary.
const MAX_DEPTH: usize = Limits::MAX_CROSSING_DEPTH;

/// A runtime error at the native call's position.
pub(crate) fn script_error(
    ctx: &NativeCallContext<'_>,
    message: impl Into<String>,
) -> Box<EvalAltResult> {
    Box::new(EvalAltResult::ErrorRuntime(
        message.into().into(),
        ctx.call_position(),
    ))
}

/// Why a value cannot cross.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CrossError {
    pub(crate) path: String,
    pub(crate) problem: &'static str,
}

impl CrossError {
    pub(crate) fn describe(&self, what: &str) -> String {
        format!("{what}: {} at `{}`", self.problem, self.path)
    }
}

fn kind_problem(value: &Dynamic) -> Option<&'static str> {
    if value.is_fnptr() {
        Some(
            "a function cannot be passed here (only data: strings, numbers, booleans, arrays, maps, ())",
        )
    } else if facade::is_handle(value) {
        Some("the plugin context `ctx` (or a part of it) cannot leave the plugin that received it")
    } else if value.is::<ServiceHandle>() {
        Some(
            "a service handle (ctx.<service>) cannot be passed around; pass the data it returns instead",
        )
    } else if value.is::<Console>() {
        Some("`console` cannot be passed around")
    } else {
        None
    }
}

/// A deep, unshared copy of `value` that is plain data only.
pub(crate) fn to_plain(value: &Dynamic, root: &str) -> Result<Dynamic, CrossError> {
    rebuild(
        value,
        &Path::Root(root),
        0,
        &mut |value, path| match kind_problem(value) {
            Some(problem) => Err(CrossError {
                path: path.to_string(),
                problem,
            }),
            None => Ok(None),
        },
    )
}

/// `value` as JSON (plain data only).
pub(crate) fn to_json(value: &Dynamic, root: &str) -> Result<serde_json::Value, CrossError> {
    let plain = to_plain(value, root)?;
    rhai::serde::from_dynamic(&plain).map_err(|_| CrossError {
        path: root.to_owned(),
        problem: "this value has no JSON form",
    })
}

/// Whether `value` is `current` unchanged: the same function (a
/// trampoline to the same slot, or the same script function), or equal
/// plain data. Tells a setter's write-back from an assignment.
pub(crate) fn same_value(current: &Dynamic, value: &Dynamic) -> bool {
    let current = current.flatten_clone();
    let value = value.flatten_clone();
    match (current.read_lock::<FnPtr>(), value.read_lock::<FnPtr>()) {
        (Some(a), Some(b)) => return a.fn_name() == b.fn_name() && slot_of(&a) == slot_of(&b),
        (None, None) => {}
        _ => return false,
    }
    match (to_json(&current, "value"), to_json(&value, "value")) {
        (Ok(a), Ok(b)) => a == b,
        // Data holding functions (a provided map of methods, as in
        // `ctx.math.nested.triple(1)`): compared part by part.
        _ => same_parts(&current, &value),
    }
}

/// Whether two maps (or two arrays) hold the same values, by [`same_value`].
fn same_parts(current: &Dynamic, value: &Dynamic) -> bool {
    if let (Some(a), Some(b)) = (current.read_lock::<Map>(), value.read_lock::<Map>()) {
        return a.len() == b.len()
            && a.iter()
                .all(|(key, v)| b.get(key).is_some_and(|w| same_value(v, w)));
    }
    if let (Some(a), Some(b)) = (current.read_lock::<Array>(), value.read_lock::<Array>()) {
        return a.len() == b.len() && a.iter().zip(b.iter()).all(|(v, w)| same_value(v, w));
    }
    false
}

/// JSON as a script value.
pub(crate) fn from_json(value: &serde_json::Value) -> Dynamic {
    crate::value::from_json(value)
}

/// `value`, if it fits the limits every script value is held to; else
/// why not, naming the limit and `origin` (where the value came from).
/// Every value that enters a script from outside it passes here: tool
/// arguments, event payloads, service results, values of other mounts.
pub(crate) fn entering(
    value: Dynamic,
    limits: &Limits,
    origin: impl std::fmt::Display,
) -> Result<Dynamic, String> {
    match measure::excess(&value, limits) {
        None => Ok(value),
        Some(excess) => {
            let (limit, unit, key) = excess.limit(limits);
            Err(format!(
                "{origin} would bring more than {limit} {unit} into the script, past what one script value may hold ({key}); pass less data at once, e.g. split it over several calls"
            ))
        }
    }
}

/// Where a value sits in the value being copied (`result.items[2]`),
/// rendered only when a message needs it: copying runs for every listener
/// result and cross-mount argument.
enum Path<'a> {
    Root(&'a str),
    Key(&'a Path<'a>, &'a str),
    Index(&'a Path<'a>, usize),
}

impl std::fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Path::Root(root) => f.write_str(root),
            Path::Key(parent, key) => write!(f, "{parent}.{key}"),
            Path::Index(parent, index) => write!(f, "{parent}[{index}]"),
        }
    }
}

/// Decides, for one value met while copying, whether to replace it.
type Visit<'a> = dyn FnMut(&Dynamic, &Path<'_>) -> Result<Option<Dynamic>, CrossError> + 'a;

/// Walk and copy `value`, letting `visit` replace leaves (functions, custom
/// values); maps and arrays are rebuilt, shared values unshared. Containers
/// are read in place: each value is copied once, however deep it sits.
fn rebuild(
    value: &Dynamic,
    path: &Path<'_>,
    depth: usize,
    visit: &mut Visit<'_>,
) -> Result<Dynamic, CrossError> {
    if depth > MAX_DEPTH {
        return Err(CrossError {
            path: path.to_string(),
            problem: "data is nested too deeply",
        });
    }
    let unshared;
    let value = if value.is_shared() {
        unshared = value.flatten_clone();
        &unshared
    } else {
        value
    };
    if let Some(replaced) = visit(value, path)? {
        return Ok(replaced);
    }
    if let Some(map) = value.read_lock::<Map>() {
        let mut out = Map::new();
        for (key, item) in map.iter() {
            let at = Path::Key(path, key.as_str());
            out.insert(key.clone(), rebuild(item, &at, depth + 1, visit)?);
        }
        return Ok(Dynamic::from_map(out));
    }
    if let Some(array) = value.read_lock::<Array>() {
        let mut out = Array::with_capacity(array.len());
        for (index, item) in array.iter().enumerate() {
            out.push(rebuild(item, &Path::Index(path, index), depth + 1, visit)?);
        }
        return Ok(Dynamic::from_array(out));
    }
    Ok(value.clone())
}

/// A value a mount provides, with each function replaced by a trampoline
/// into the provider.
pub(crate) struct Provided {
    /// The value consumers get.
    pub(crate) value: Dynamic,
    /// The slots its trampolines use.
    pub(crate) slots: Vec<i64>,
    /// What the provider keeps for it: the value and the variables its
    /// functions capture.
    pub(crate) kept: Vec<Dynamic>,
}

/// Build what a mount provides: see [`Provided`].
pub(crate) fn provided(
    value: &Dynamic,
    service: &str,
    slots: &SlotTable,
    runtime: &Runtime,
    fiber: FiberId,
    mount: &Arc<MountCode>,
) -> Result<Provided, CrossError> {
    let mut ids = Vec::new();
    let mut kept = Vec::new();
    let value = rebuild(value, &Path::Root(service), 0, &mut |value, path| {
        if value.is_fnptr() {
            let func = value.clone().cast::<FnPtr>();
            kept.extend(func.curry().iter().cloned());
            let slot = Slot {
                service: service.to_owned(),
                path: path.to_string(),
                runtime: runtime.clone(),
                fiber,
                mount: Arc::clone(mount),
                func,
            };
            let (id, ptr) = slots.add(slot);
            ids.push(id);
            return Ok(Some(ptr.into()));
        }
        match kind_problem(value) {
            Some(problem) => Err(CrossError {
                path: path.to_string(),
                problem,
            }),
            None => Ok(None),
        }
    });
    match value {
        Ok(value) => {
            kept.push(value.clone());
            Ok(Provided {
                value,
                slots: ids,
                kept,
            })
        }
        Err(error) => {
            slots.remove(&ids);
            Err(error)
        }
    }
}

/// Register the trampolines on the engine.
pub(crate) fn register(engine: &mut rhai::Engine, slots: &Arc<SlotTable>, limits: &Limits) {
    use std::any::TypeId;
    for arity in 0..=6 {
        let rest = vec![TypeId::of::<Dynamic>(); arity];
        for with_this in [false, true] {
            let mut types = Vec::with_capacity(arity + 2);
            if with_this {
                types.push(TypeId::of::<Map>());
            }
            types.push(TypeId::of::<i64>());
            types.extend(rest.iter().copied());
            let (slots, limits) = (Arc::clone(slots), limits.clone());
            engine.register_raw_fn(CALL_FN, types, move |ctx, args| {
                let skip = usize::from(with_this);
                let id = args[skip].as_int().unwrap_or_default();
                let rest: Vec<Dynamic> = args[skip + 1..].iter().map(|a| (**a).clone()).collect();
                dispatch(ctx.engine(), &slots, &limits, id, rest, ctx.call_position())
            });
        }
    }
    // `next(info)`, as in JavaScript middleware: say what `next` takes
    // instead of "function not found" (with an internal name in it).
    for arity in 1..=3 {
        let mut types = vec![TypeId::of::<i64>()];
        types.extend(std::iter::repeat_n(TypeId::of::<Dynamic>(), arity));
        engine.register_raw_fn(NEXT_FN, types, |ctx, _| {
            Err::<Dynamic, _>(script_error(&ctx, NEXT_TAKES_NOTHING))
        });
    }
    let nexts = Arc::clone(slots);
    engine.register_fn(
        NEXT_FN,
        move |ctx: NativeCallContext<'_>, id: i64| -> Result<Dynamic, Box<EvalAltResult>> {
            let next = nexts.nexts.lock().get(&id).cloned();
            let Some(next) = next else {
                return Err(script_error(
                    &ctx,
                    "next() can only be called while the listener that received it runs",
                ));
            };
            next.call()
                .map_err(|error| script_error(&ctx, error.message()))
        },
    );
}

/// Call the provided function behind slot `id` in its provider's fiber,
/// under the caller's deadline; arguments and result cross as plain data.
pub(crate) fn dispatch(
    engine: &rhai::Engine,
    slots: &SlotTable,
    limits: &Limits,
    id: i64,
    args: Vec<Dynamic>,
    pos: Position,
) -> Result<Dynamic, Box<EvalAltResult>> {
    let fail = |message: String| Box::new(EvalAltResult::ErrorRuntime(message.into(), pos));
    let Some(slot) = slots.slots.lock().get(&id).cloned() else {
        return Err(fail(
            "this service is gone: the plugin that provided it was unmounted".into(),
        ));
    };
    let Slot {
        service,
        path,
        runtime,
        fiber,
        mount,
        func,
    } = slot;
    if let Some(caller) = budget::current()
        && !caller.inject.contains(&service)
    {
        return Err(fail(format!(
            "service \"{service}\" is not injected here: add \"{service}\" to the plugin's inject list"
        )));
    }
    if let Some(wrong) = wrong_count(&mount, &func, &path, args.len()) {
        return Err(fail(wrong));
    }
    let mut plain = Args::with_capacity(args.len());
    for (index, arg) in args.iter().enumerate() {
        let value = to_plain(arg, &format!("argument {}", index + 1))
            .map_err(|e| fail(e.describe(&format!("calling service \"{service}\""))))?;
        let value = entering(
            value,
            limits,
            format_args!("argument {} of service \"{service}\"", index + 1),
        )
        .map_err(fail)?;
        plain.push(value);
    }
    let outcome = runtime.run_in_fiber(fiber, || {
        call_script(engine, limits, &mount, &func, plain).map_err(|e| e.to_string().into())
    });
    match outcome {
        Ok(Some(result)) => to_plain(&result, "result")
            .map_err(|e| fail(e.describe(&format!("service \"{service}\" returned a value that"))))
            .and_then(|value| {
                entering(
                    value,
                    limits,
                    format_args!("the result of service \"{service}\""),
                )
                .map_err(fail)
            }),
        Ok(None) => Err(fail(format!(
            "service \"{service}\" is not available right now: its provider is not active"
        ))),
        Err(error) => {
            // One "Runtime error:" at the front of a chain is enough.
            let error = error.to_string();
            let cause = error.strip_prefix("Runtime error: ").unwrap_or(&error);
            // The provider's code failed: it hears of it too.
            let caller =
                budget::current().map_or_else(|| "the host".to_owned(), |c| c.tag.to_string());
            runtime.report(
                fiber,
                ReportKind::ServiceCall {
                    service: service.clone(),
                    caller,
                },
                cause,
            );
            Err(fail(format!("service \"{service}\" failed: {cause}")))
        }
    }
}

/// What is wrong with calling the provided function `path` with `given`
/// arguments, if it declares another number: a service call is an
/// interface, so a missing argument is not quietly `()` and an extra one
/// not quietly dropped.
fn wrong_count(mount: &MountCode, func: &FnPtr, path: &str, given: usize) -> Option<String> {
    let params = mount.params_of(func)?;
    if params.len() == given {
        return None;
    }
    let takes = match params.len() {
        0 => "no arguments".to_owned(),
        1 => format!("1 argument ({})", params[0]),
        n => format!("{n} arguments ({})", params.join(", ")),
    };
    Some(format!(
        "{path} takes {takes} but was called with {given}: write `ctx.{path}({})`",
        params.join(", ")
    ))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn value(script: &str) -> Dynamic {
        let mut engine = rhai::Engine::new_raw();
        engine.register_global_module(rhai::packages::Package::as_shared_module(
            &rhai::packages::CorePackage::new(),
        ));
        engine.eval(script).unwrap()
    }

    #[test]
    fn plain_copies_are_deep_and_unshared() {
        let original =
            value("let inner = [1, 2]; let f = || inner; #{ a: inner, b: #{ c: \"x\" } }");
        let copy = to_plain(&original, "result").unwrap();
        assert_eq!(
            rhai::serde::from_dynamic::<serde_json::Value>(&copy).unwrap(),
            serde_json::json!({ "a": [1, 2], "b": { "c": "x" } })
        );
        assert!(!copy.read_lock::<Map>().unwrap()["a"].is_shared());
    }

    #[test]
    fn refusals_name_where_the_value_sits() {
        let error = to_plain(&value("#{ items: [1, 2, Fn(\"f\")] }"), "result").unwrap_err();
        assert_eq!(error.path, "result.items[2]");
        assert!(
            error
                .problem
                .starts_with("a function cannot be passed here")
        );
        let error = to_plain(&value("[#{ ok: 1 }, #{ g: || 1 }]"), "payload 1").unwrap_err();
        assert_eq!(error.path, "payload 1[1].g");
    }
}

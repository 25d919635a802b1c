//! Values crossing the sandbox boundary.
//!
//! * Data leaving a script (tool arguments to services, event payloads,
//!   results) becomes plain data: closures and the façade are refused.
//! * A value a mount *provides* keeps its functions, but each becomes a
//!   curried pointer to a native trampoline: a closure belongs to the AST
//!   that defined it, so a call from another mount is dispatched back into
//!   the provider's AST, fiber and budget.
//! * A host service reaches a script as a map of such trampolines.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use parking_lot::Mutex;
use rhai::{Array, Dynamic, EvalAltResult, FnPtr, Map, NativeCallContext};

use crate::events::Next;
use crate::fiber::{FiberId, Runtime};
use crate::sandbox::facade::{Console, Facade, TimerFacade, ToolsFacade};
use crate::sandbox::host::HostService;
use crate::sandbox::{Limits, MountCode, budget, call_script};

/// The native function every trampoline points to.
pub(crate) const CALL_FN: &str = "__cordis_call";
/// The native function a waterfall's `next` points to.
pub(crate) const NEXT_FN: &str = "__cordis_next";
/// Deepest nesting of data that crosses the boundary.
const MAX_DEPTH: usize = 64;

/// What a trampoline slot dispatches to.
#[derive(Clone)]
pub(crate) enum Slot {
    /// A method of a Rust service.
    Host { service: String, object: Arc<dyn HostService>, method: String },
    /// A function provided by a mount.
    Script { service: String, runtime: Runtime, fiber: FiberId, mount: Arc<MountCode>, func: FnPtr },
}

impl Slot {
    fn service(&self) -> &str {
        match self {
            Self::Host { service, .. } | Self::Script { service, .. } => service,
        }
    }
}

/// Trampoline targets by (unguessable) id.
pub(crate) struct SlotTable {
    seed: i64,
    counter: AtomicI64,
    slots: Mutex<HashMap<i64, Slot>>,
    nexts: Mutex<HashMap<i64, Next>>,
}

impl SlotTable {
    pub(crate) fn new() -> Self {
        let seed = std::collections::hash_map::RandomState::new().build_hasher().finish();
        Self {
            seed: i64::from_ne_bytes(seed.to_ne_bytes()) & 0x3fff_ffff_0000_0000,
            counter: AtomicI64::new(1),
            slots: Mutex::new(HashMap::new()),
            nexts: Mutex::new(HashMap::new()),
        }
    }

    fn next_id(&self) -> i64 {
        self.seed | self.counter.fetch_add(1, Ordering::Relaxed)
    }

    /// Add a slot and return a function pointer to its trampoline.
    pub(crate) fn add(&self, slot: Slot) -> (i64, FnPtr) {
        let id = self.next_id();
        self.slots.lock().insert(id, slot);
        (id, trampoline(CALL_FN, id))
    }

    /// Forget slots (their provider unloaded).
    pub(crate) fn remove(&self, ids: &[i64]) {
        let mut slots = self.slots.lock();
        for id in ids {
            slots.remove(id);
        }
    }

    /// Live slot count (for leak checks).
    pub(crate) fn len(&self) -> usize {
        self.slots.lock().len() + self.nexts.lock().len()
    }

    /// Expose a waterfall's `next` to a script for the span of one call.
    pub(crate) fn add_next(&self, next: Next) -> (i64, FnPtr) {
        let id = self.next_id();
        self.nexts.lock().insert(id, next);
        (id, trampoline(NEXT_FN, id))
    }

    pub(crate) fn remove_next(&self, id: i64) {
        self.nexts.lock().remove(&id);
    }
}

fn trampoline(name: &str, id: i64) -> FnPtr {
    // The names are valid identifiers, so this cannot fail.
    let mut ptr = FnPtr::new(name).unwrap_or_else(|_| unreachable_fn_ptr());
    ptr.add_curry(id.into());
    ptr
}

#[cold]
fn unreachable_fn_ptr() -> FnPtr {
    FnPtr::new("__cordis_invalid").unwrap_or_else(|_| std::process::abort())
}

/// A runtime error at the native call's position.
pub(crate) fn script_error(ctx: &NativeCallContext<'_>, message: impl Into<String>) -> Box<EvalAltResult> {
    Box::new(EvalAltResult::ErrorRuntime(message.into().into(), ctx.call_position()))
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
        Some("a function cannot be passed here (only data: strings, numbers, booleans, arrays, maps, ())")
    } else if value.is::<Facade>() || value.is::<ToolsFacade>() || value.is::<TimerFacade>() {
        Some("the plugin context `ctx` (or a part of it) cannot leave the plugin that received it")
    } else if value.is::<Console>() {
        Some("`console` cannot be passed around")
    } else {
        None
    }
}

/// A deep, unshared copy of `value` that is plain data only.
pub(crate) fn to_plain(value: &Dynamic, root: &str) -> Result<Dynamic, CrossError> {
    rebuild(value, root, 0, &mut |value, path| match kind_problem(value) {
        Some(problem) => Err(CrossError { path: path.to_owned(), problem }),
        None => Ok(None),
    })
}

/// `value` as JSON (plain data only).
pub(crate) fn to_json(value: &Dynamic, root: &str) -> Result<serde_json::Value, CrossError> {
    let plain = to_plain(value, root)?;
    rhai::serde::from_dynamic(&plain)
        .map_err(|_| CrossError { path: root.to_owned(), problem: "this value has no JSON form" })
}

/// JSON as a script value.
pub(crate) fn from_json(value: &serde_json::Value) -> Dynamic {
    rhai::serde::to_dynamic(value).unwrap_or(Dynamic::UNIT)
}

/// Walk and copy `value`, letting `visit` replace leaves (functions, custom
/// values); maps and arrays are rebuilt, shared values unshared.
fn rebuild(
    value: &Dynamic,
    path: &str,
    depth: usize,
    visit: &mut dyn FnMut(&Dynamic, &str) -> Result<Option<Dynamic>, CrossError>,
) -> Result<Dynamic, CrossError> {
    if depth > MAX_DEPTH {
        return Err(CrossError { path: path.to_owned(), problem: "data is nested too deeply" });
    }
    let value = value.flatten_clone();
    if let Some(replaced) = visit(&value, path)? {
        return Ok(replaced);
    }
    if value.is_map() {
        let map = value.cast::<Map>();
        let mut out = Map::new();
        for (key, item) in &map {
            out.insert(key.clone(), rebuild(item, &format!("{path}.{key}"), depth + 1, visit)?);
        }
        return Ok(out.into());
    }
    if value.is_array() {
        let array = value.cast::<Array>();
        let mut out = Array::with_capacity(array.len());
        for (index, item) in array.iter().enumerate() {
            out.push(rebuild(item, &format!("{path}[{index}]"), depth + 1, visit)?);
        }
        return Ok(out.into());
    }
    Ok(value)
}

/// A value a mount provides, with each function replaced by a trampoline
/// into the provider. Returns the value and the slots it uses.
pub(crate) fn provided(
    value: &Dynamic,
    service: &str,
    slots: &SlotTable,
    runtime: &Runtime,
    fiber: FiberId,
    mount: &Arc<MountCode>,
) -> Result<(Dynamic, Vec<i64>), CrossError> {
    let mut ids = Vec::new();
    let value = rebuild(value, service, 0, &mut |value, path| {
        if value.is_fnptr() {
            let func = value.clone().cast::<FnPtr>();
            let slot = Slot::Script {
                service: service.to_owned(),
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
            Some(problem) => Err(CrossError { path: path.to_owned(), problem }),
            None => Ok(None),
        }
    });
    match value {
        Ok(value) => Ok((value, ids)),
        Err(error) => {
            slots.remove(&ids);
            Err(error)
        }
    }
}

/// A host service as scripts see it: a map from method name to trampoline.
pub(crate) fn host_service_map(object: &Arc<dyn HostService>, slots: &SlotTable) -> Map {
    let service = object.name().to_owned();
    object
        .methods()
        .into_iter()
        .map(|method| {
            let slot = Slot::Host { service: service.clone(), object: Arc::clone(object), method: method.clone() };
            let (_, ptr) = slots.add(slot);
            (method.into(), Dynamic::from(ptr))
        })
        .collect()
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
                dispatch(&ctx, &slots, &limits, id, rest)
            });
        }
    }
    let nexts = Arc::clone(slots);
    engine.register_fn(NEXT_FN, move |ctx: NativeCallContext<'_>, id: i64| -> Result<Dynamic, Box<EvalAltResult>> {
        let next = nexts.nexts.lock().get(&id).cloned();
        let Some(next) = next else {
            return Err(script_error(&ctx, "next() can only be called while the listener that received it runs"));
        };
        next.call().map_err(|error| script_error(&ctx, error.message()))
    });
}

fn dispatch(
    ctx: &NativeCallContext<'_>,
    slots: &SlotTable,
    limits: &Limits,
    id: i64,
    args: Vec<Dynamic>,
) -> Result<Dynamic, Box<EvalAltResult>> {
    let Some(slot) = slots.slots.lock().get(&id).cloned() else {
        return Err(script_error(ctx, "this service is gone: the plugin that provided it was unmounted"));
    };
    let caller = budget::current();
    if let Some(caller) = &caller
        && !caller.inject.iter().any(|name| name == slot.service())
    {
        return Err(script_error(
            ctx,
            format!("service \"{}\" is not injected here: add \"{0}\" to the plugin's inject list", slot.service()),
        ));
    }
    match slot {
        Slot::Host { service, object, method } => {
            let mut json = Vec::with_capacity(args.len());
            for (index, arg) in args.iter().enumerate() {
                let value = to_json(arg, &format!("argument {}", index + 1))
                    .map_err(|e| script_error(ctx, e.describe(&format!("{service}.{method}"))))?;
                json.push(value);
            }
            match object.call(&method, json) {
                Ok(result) => Ok(from_json(&result)),
                Err(message) => Err(script_error(ctx, message)),
            }
        }
        Slot::Script { service, runtime, fiber, mount, func } => {
            let mut plain = Vec::with_capacity(args.len());
            for (index, arg) in args.iter().enumerate() {
                let value = to_plain(arg, &format!("argument {}", index + 1))
                    .map_err(|e| script_error(ctx, e.describe(&format!("calling service \"{service}\""))))?;
                plain.push(value);
            }
            let outcome = runtime.run_in_fiber(fiber, || {
                call_script(ctx.engine(), limits, &mount, &func, plain).map_err(|e| e.to_string().into())
            });
            match outcome {
                Ok(Some(result)) => to_plain(&result, "result")
                    .map_err(|e| script_error(ctx, e.describe(&format!("service \"{service}\" returned a value that")))),
                Ok(None) => Err(script_error(ctx, format!("service \"{service}\" is not running right now"))),
                Err(error) => Err(script_error(ctx, format!("service \"{service}\" failed: {error}"))),
            }
        }
    }
}

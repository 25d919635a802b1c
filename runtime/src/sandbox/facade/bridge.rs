//! Values crossing between mounts, and the calls that follow them.
//!
//! * A value a mount *provides* keeps its functions, but each becomes a
//!   curried pointer to a native trampoline: a closure belongs to the AST
//!   that defined it, so a call from another mount is dispatched back into
//!   the provider's AST, fiber and budget.
//! * A Rust service reaches a script as a map of such trampolines.
//!
//! The values themselves are converted by [`crate::sandbox::facade::cross`].

use std::sync::Arc;

use rhai::{Dynamic, EvalAltResult, FnPtr, Map, NativeCallContext, Position};

use crate::fiber::report::ReportKind;
use crate::fiber::{FiberId, Runtime};
use crate::limits::Limits;
use crate::sandbox::budgets::error::SandboxError;
use crate::sandbox::budgets::frame;
use crate::sandbox::budgets::mount_code::MountCode;
use crate::sandbox::facade::cross::{
    CrossError, Path, entering, from_json, into_plain, into_plain_at, rebuild, refuse, script_error,
};
use crate::sandbox::facade::script_call::{Args, call_script};
use crate::sandbox::facade::slots::{CALL_FN, NEXT_FN, Slot, SlotTable};
use crate::sandbox::teach::forms::{self, NEXT_TAKES_NOTHING};

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
        refuse(value, path)
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
    // `next(a, b)`: say what `next` takes instead of "function not found"
    // (with an internal name in it).
    for arity in 2..=3 {
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
    // `next(info)`, as in JavaScript middleware: the rest of the chain,
    // and the tool, get this payload (with its `args` changed).
    let nexts = Arc::clone(slots);
    engine.register_fn(
        NEXT_FN,
        move |ctx: NativeCallContext<'_>,
              id: i64,
              payload: Dynamic|
              -> Result<Dynamic, Box<EvalAltResult>> {
            let next = nexts.nexts.lock().get(&id).cloned();
            let Some(next) = next else {
                return Err(script_error(
                    &ctx,
                    "next() can only be called while the listener that received it runs",
                ));
            };
            let payload = into_plain(payload, "info")
                .map_err(|e| script_error(&ctx, e.describe("the info passed to next(info)")))?;
            next.call_with(payload)
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
    } = &*slot;
    let fiber = *fiber;
    if let Some(caller) = frame::current()
        && !caller.inject.contains(service)
    {
        return Err(fail(format!(
            "service \"{service}\" is not injected here: {}",
            forms::add_to_inject(service)
        )));
    }
    if let Some(wrong) = wrong_count(mount, func, path, args.len()) {
        return Err(fail(wrong));
    }
    let mut plain = Args::with_capacity(args.len());
    for (index, arg) in args.into_iter().enumerate() {
        let value = into_plain_at(arg, || format!("argument {}", index + 1))
            .map_err(|e| fail(e.describe(&format!("calling service \"{service}\""))))?;
        let value = entering(
            value,
            limits,
            format_args!("argument {} of service \"{service}\"", index + 1),
        )
        .map_err(fail)?;
        plain.push(value);
    }
    // What the provider threw on purpose reaches the caller as it was.
    let mut thrown = None;
    let outcome = runtime.run_in_fiber(fiber, || {
        call_script(engine, limits, mount, func, plain).map_err(|e| {
            if let SandboxError::Thrown { json, .. } = &e {
                thrown = serde_json::from_str::<serde_json::Value>(json).ok();
            }
            e.to_string().into()
        })
    });
    if let (Err(_), Some(value)) = (&outcome, thrown) {
        return Err(Box::new(EvalAltResult::ErrorRuntime(
            from_json(&value),
            pos,
        )));
    }
    match outcome {
        Ok(Some(result)) => into_plain(result, "result")
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
                frame::current().map_or_else(|| "the runtime".to_owned(), |c| c.tag.to_string());
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
    Some(forms::wrong_count(path, &params, given))
}

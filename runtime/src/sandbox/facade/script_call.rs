//! Calling script functions under the budgets: arguments fitted to the
//! function, the mount's retained-data guard, and errors as the model
//! should read them.

use std::sync::Arc;

use rhai::{Dynamic, Engine, FnPtr};

use crate::limits::Limits;
use crate::sandbox::budgets::error::SandboxError;
use crate::sandbox::budgets::frame;
use crate::sandbox::budgets::mount_code::MountCode;
use crate::sandbox::budgets::retained;
use crate::sandbox::facade::cross::to_plain;
use crate::sandbox::facade::usage;
use crate::sandbox::teach;

/// Call a script function of `mount` under the budgets. Arguments are
/// fitted to the function's parameter count (extra ones dropped, missing
/// ones `()`), as JavaScript callers expect.
pub(crate) fn call_script(
    engine: &Engine,
    limits: &Limits,
    mount: &Arc<MountCode>,
    func: &FnPtr,
    args: Args,
) -> Result<Dynamic, SandboxError> {
    call_fitted(engine, limits, mount, func, arity(mount, func), args)
}

/// Arguments of a script call: up to three stay inline (no allocation).
pub(crate) type Args = rhai::StaticVec<Dynamic>;

/// A script function kept to be called many times (a tool's `execute`, a
/// listener, a timer callback): its parameter count is looked up once.
pub(crate) struct ScriptFn {
    mount: Arc<MountCode>,
    func: FnPtr,
    arity: Option<usize>,
    /// Its captured variables, counted as data the mount keeps.
    _kept: Option<retained::Root>,
}

impl ScriptFn {
    /// `func` of `mount`, kept by a registration counted as `cost` bytes
    /// (`sandbox/budgets/costs.rs`) for as long as it lives.
    pub(crate) fn new(mount: &Arc<MountCode>, func: FnPtr, cost: usize) -> Self {
        let arity = arity(mount, &func);
        Self {
            _kept: mount.retained.keep_captured(&func, cost),
            mount: Arc::clone(mount),
            func,
            arity,
        }
    }

    /// Call it under the budgets, as [`call_script`] does.
    pub(crate) fn call(
        &self,
        engine: &Engine,
        limits: &Limits,
        args: Args,
    ) -> Result<Dynamic, SandboxError> {
        call_fitted(engine, limits, &self.mount, &self.func, self.arity, args)
    }
}

fn call_fitted(
    engine: &Engine,
    limits: &Limits,
    mount: &Arc<MountCode>,
    func: &FnPtr,
    arity: Option<usize>,
    mut args: Args,
) -> Result<Dynamic, SandboxError> {
    if let Some(arity) = arity {
        args.resize(arity, Dynamic::UNIT);
    }
    retained::guard(&mount.retained, retained::Bounds::of(limits), || {
        frame::run(mount, limits, || {
            call_budgeted(engine, limits, mount, func, arity, args)
        })
    })
}

/// The body of [`call_fitted`], inside the call's budget frame.
fn call_budgeted(
    engine: &Engine,
    limits: &Limits,
    mount: &Arc<MountCode>,
    func: &FnPtr,
    arity: Option<usize>,
    args: Args,
) -> Result<Dynamic, SandboxError> {
    let result = match arity {
        // A function of the mount's own AST: called by name with a
        // reused scope, its captured values first.
        Some(_) => scopes::with(|scope| {
            let all = if func.curry().is_empty() {
                args
            } else {
                func.curry().iter().cloned().chain(args).collect()
            };
            engine.call_fn_with_options::<Dynamic>(
                rhai::CallFnOptions::new().eval_ast(false),
                scope,
                &mount.ast,
                func.fn_name(),
                all,
            )
        }),
        None => func.call::<Dynamic>(engine, &mount.ast, args),
    };
    result.map_err(|error| eval_failure(mount, limits, &error))
}

/// Empty scopes kept per thread for script calls: a call's parameters go
/// into a scope, and a fresh one allocates its name and value lists every
/// time.
mod scopes {
    use std::cell::RefCell;

    use rhai::Scope;

    /// Most scopes kept per thread (one per level of nested script calls).
    const KEEP: usize = 8;

    thread_local! {
        static FREE: RefCell<Vec<Scope<'static>>> = const { RefCell::new(Vec::new()) };
    }

    /// Run `f` with an empty scope, returned emptied afterwards.
    pub(super) fn with<R>(f: impl FnOnce(&mut Scope<'static>) -> R) -> R {
        let mut scope = FREE
            .with(|free| free.borrow_mut().pop())
            .unwrap_or_default();
        let result = f(&mut scope);
        scope.clear();
        FREE.with(|free| {
            let mut free = free.borrow_mut();
            if free.len() < KEEP {
                free.push(scope);
            }
        });
        result
    }
}

/// The number of parameters a script function takes besides its curried
/// (captured) values, if it is defined in the mount's AST.
fn arity(mount: &MountCode, func: &FnPtr) -> Option<usize> {
    let params = mount.arities.get(func.fn_name())?;
    Some(params.saturating_sub(func.curry().len()))
}

/// A script error as the model should read it.
pub(crate) fn eval_failure(
    mount: &MountCode,
    limits: &Limits,
    error: &rhai::EvalAltResult,
) -> SandboxError {
    if let Some(budget) = SandboxError::from_budget(error, limits) {
        return budget;
    }
    // A wrong call on the façade: show the form to write instead.
    let mut inner = error;
    while let rhai::EvalAltResult::ErrorInFunctionCall(_, _, cause, _) = inner {
        inner = cause;
    }
    if let rhai::EvalAltResult::ErrorFunctionNotFound(signature, pos) = inner
        && let Some(message) = usage::rewrite_not_found(signature)
    {
        let taught = with_cause(
            error,
            rhai::EvalAltResult::ErrorRuntime(message.into(), *pos),
        );
        return SandboxError::Runtime {
            message: teach::eval_error(mount.quoted(), &taught),
        };
    }
    let message = teach::eval_error(mount.quoted(), error);
    // A value thrown and not caught: kept as it was, for a caller in
    // another mount to catch.
    if let rhai::EvalAltResult::ErrorRuntime(value, pos) = inner
        && thrown_at(&mount.source, *pos)
        && let Ok(plain) = to_plain(value, "thrown")
        && let Ok(json) = rhai::serde::from_dynamic::<serde_json::Value>(&plain)
    {
        return SandboxError::Thrown {
            message,
            json: json.to_string(),
        };
    }
    SandboxError::Runtime { message }
}

/// Whether the code at `pos` of `source` is a `throw` statement: a value
/// the script threw, not an error a function raised (which Rhai raises
/// as the same kind of error).
fn thrown_at(source: &str, pos: rhai::Position) -> bool {
    let (Some(line), Some(column)) = (pos.line(), pos.position()) else {
        return false;
    };
    source.lines().nth(line - 1).is_some_and(|text| {
        text.char_indices()
            .nth(column - 1)
            .is_some_and(|(at, _)| text[at..].starts_with("throw"))
    })
}

/// `error` with its innermost cause (under the `ErrorInFunctionCall`
/// frames of the functions it happened in) replaced by `cause`, so a
/// rewritten message keeps its "inside: …" trail.
fn with_cause(error: &rhai::EvalAltResult, cause: rhai::EvalAltResult) -> rhai::EvalAltResult {
    match error {
        rhai::EvalAltResult::ErrorInFunctionCall(name, source, inner, pos) => {
            rhai::EvalAltResult::ErrorInFunctionCall(
                name.clone(),
                source.clone(),
                Box::new(with_cause(inner, cause)),
                *pos,
            )
        }
        _ => cause,
    }
}

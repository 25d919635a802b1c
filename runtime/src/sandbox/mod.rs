//! The Rhai sandbox: model-written plugins, evaluated and called under
//! budgets, seeing the runtime only through the façade `ctx`.
//!
//! One engine (from `Engine::new_raw()` plus one shared standard library,
//! no clock, no modules, no `eval`) serves every mount; each mount keeps its
//! compiled AST. Every call into script code — evaluation, `apply`, tool
//! `execute`, listeners, timers, cross-mount service calls — runs under the
//! [`Limits`]: an operation count, a wall-clock deadline, call and
//! expression depth, and data sizes.

mod bridge;
mod budget;
mod calls;
mod check;
mod copies;
mod declare;
mod dry;
mod engine;
mod error;
mod escapes;
mod facade;
mod grow;
mod handle;
mod host;
mod measure;
mod names;
mod native;
mod plugin;
mod quota;
mod reserved;
pub mod result;
mod retained;
mod scan;
mod stack;
mod stdlib;
pub mod surface;
pub mod teach;
mod usage;

use std::sync::Arc;

use rhai::{AST, Dynamic, Engine, FnPtr};

pub use crate::limits::Limits;
pub use check::{CheckAgainst, EventUse, Finding, Problem, Warning};
pub use dry::DryRun;
pub use error::SandboxError;
pub use host::{HostService, HostServiceValue};
pub use names::{NameError, NameKind};
pub use plugin::ScriptPlugin;
pub use reserved::{FRAMEWORK_NAME, HOST_EVENT_NAMESPACES, Reserved};
pub use scan::Declared;

use crate::fiber::QueuedDelivery;
use crate::tools::ToolRegistry;
use bridge::SlotTable;

/// What every mount shares.
pub(crate) struct Host {
    pub(crate) engine: Engine,
    pub(crate) limits: Limits,
    pub(crate) slots: Arc<SlotTable>,
    pub(crate) registry: ToolRegistry,
    /// Names of the engine's native functions (see [`calls`]).
    pub(crate) natives: std::collections::HashSet<String>,
}

/// One mount's code: its id, source, compiled AST and declared services.
#[derive(Clone)]
pub struct MountCode {
    pub(crate) tag: Arc<str>,
    pub(crate) source: Arc<str>,
    pub(crate) ast: AST,
    pub(crate) inject: Vec<String>,
    /// Parameter counts of the script functions in `ast`, by name.
    pub(crate) arities: std::collections::HashMap<String, usize>,
    /// The data the mount keeps between calls.
    pub(crate) retained: Arc<retained::Retained>,
    /// The code as the model wrote it, when the sandbox rewrote calls of
    /// function values (`f(x)` to `f.call(x)`) in `source`.
    pub(crate) written: Option<Arc<(Arc<str>, calls::Inserts)>>,
}

impl MountCode {
    pub(crate) fn new(tag: &str, source: &str, ast: AST, inject: Vec<String>) -> Self {
        let arities = ast
            .iter_functions()
            .map(|f| (f.name.to_owned(), f.params.len()))
            .collect();
        Self {
            tag: tag.into(),
            source: source.into(),
            ast,
            inject,
            arities,
            retained: Arc::default(),
            written: None,
        }
    }

    /// The code as messages quote it: as the model wrote it.
    pub(crate) fn quoted(&self) -> teach::Quoted<'_> {
        teach::Quoted {
            running: &self.source,
            written: self
                .written
                .as_deref()
                .map(|(text, inserts)| (&**text, inserts.as_slice())),
        }
    }

    /// The mount id (`dyn-3`).
    pub fn tag(&self) -> &str {
        &self.tag
    }
}

/// The sandbox: compiles and evaluates plugin code, and calls back into it.
#[derive(Clone)]
pub struct Sandbox {
    host: Arc<Host>,
}

impl Sandbox {
    /// A sandbox whose plugins register tools in `registry` (which also
    /// bounds every tool result, once).
    pub fn new(limits: Limits, registry: ToolRegistry) -> Self {
        registry.bound_calls(limits.timeout(), limits.script_stack_size());
        registry.read_results_with(read_result);
        registry.runtime().bound_queues(
            limits.max_queued_events,
            limits.max_queued_bytes,
            QueuedDelivery {
                measure: measure::bytes_up_to,
                detach: |delivery| budget::detached(delivery),
            },
        );
        let slots = Arc::new(SlotTable::new());
        let engine = engine::build(&limits, &slots);
        let natives = calls::native_names(&engine);
        Self {
            host: Arc::new(Host {
                natives,
                engine,
                limits,
                slots,
                registry,
            }),
        }
    }

    /// The budgets in force.
    pub fn limits(&self) -> &Limits {
        &self.host.limits
    }

    /// The tool registry plugins register into.
    pub fn registry(&self) -> &ToolRegistry {
        &self.host.registry
    }

    /// Live trampoline slots (provided functions, host service methods,
    /// pending `next`s), for leak checks.
    pub fn live_slots(&self) -> usize {
        self.host.slots.len()
    }

    /// Compile and evaluate `source` as mount `tag`, and read the plugin it
    /// returns. Nothing is mounted yet.
    pub fn load(&self, tag: &str, source: &str) -> Result<ScriptPlugin, SandboxError> {
        plugin::load(&self.host, tag, source)
    }
}

/// A `tools/pre-execute` chain's result read as a script tool's is, for
/// the registry (which does not know script values).
fn read_result(value: &Dynamic, max_bytes: usize) -> Result<crate::tools::ToolOutput, String> {
    result::from_dynamic(value, max_bytes).map_err(|error| error.to_string())
}

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
    /// `func` of `mount`.
    pub(crate) fn new(mount: &Arc<MountCode>, func: FnPtr) -> Self {
        let arity = arity(mount, &func);
        Self {
            _kept: mount.retained.keep_captured(&func),
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
    retained::guard(&mount.retained, limits.max_mount_bytes, || {
        budget::run(mount, limits, || {
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
    SandboxError::Runtime {
        message: teach::eval_error(mount.quoted(), error),
    }
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

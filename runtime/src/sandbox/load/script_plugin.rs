//! Plugin code: compile, evaluate, read the plugin value, and run `apply`.

use std::sync::Arc;

use rhai::{Dynamic, FnPtr, Map, Scope};

use crate::fiber::error::CallbackError;
use crate::fiber::{Context, Plugin};
use crate::limits::Limits;
use crate::sandbox::budgets::costs;
use crate::sandbox::budgets::error::SandboxError;
use crate::sandbox::budgets::frame;
use crate::sandbox::budgets::mount_code::MountCode;
use crate::sandbox::budgets::retained::{Bounds, Fit, Root};
use crate::sandbox::budgets::stack;
use crate::sandbox::check::chains::{self, CheckAgainst};
use crate::sandbox::check::findings::Finding;
use crate::sandbox::facade::dry::{Record, Recording};
use crate::sandbox::facade::names::{self, NameKind};
use crate::sandbox::facade::opaque::{Console, Facade};
use crate::sandbox::facade::result::script_type;
use crate::sandbox::facade::sandbox_core::Core;
use crate::sandbox::facade::script_call::{Args, call_script, eval_failure};
use crate::sandbox::rewrite::assigns;
use crate::sandbox::rewrite::closure_calls;
use crate::sandbox::rewrite::escapes;
use crate::sandbox::rewrite::reparse;
use crate::sandbox::rewrite::scan;
use crate::sandbox::rewrite::scan::Declared;
use crate::sandbox::rewrite::splice;
use crate::sandbox::rewrite::splice::Edit;
use crate::sandbox::rewrite::tails;
use crate::sandbox::teach;
use crate::sandbox::teach::budgets::{FEWER_MOUNTS, SMALLER_CODE};
use crate::sandbox::teach::forms::{self, EVALUATED_TO_NOTHING, INJECT_FEWER, PLUGIN_FORMS};
use crate::value::Value;

/// Keys a plugin map may have.
const PLUGIN_KEYS: &[&str] = &["name", "inject", "apply", "description"];

/// A plugin written in Rhai, ready to load into a fiber.
pub struct ScriptPlugin {
    name: Option<String>,
    mount: Arc<MountCode>,
    apply: FnPtr,
    core: Arc<Core>,
    /// What `apply` captured from the top level, counted as data the mount
    /// keeps.
    _kept: Option<Root>,
}

impl ScriptPlugin {
    /// The services it injects.
    pub fn inject(&self) -> &[String] {
        &self.mount.inject
    }

    /// The plugin's declared name.
    pub fn declared_name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Check the code against the catalog without running anything (see
    /// [`crate::sandbox::check::chains`]): findings in line order.
    pub fn check(&self, against: &CheckAgainst<'_>) -> Vec<Finding> {
        let ctx = chains::context_name(&self.mount.ast, &self.apply);
        chains::check(
            &self.mount.ast,
            &self.mount.source,
            &ctx,
            &self.mount.inject,
            &self.core.natives,
            against,
        )
    }

    /// Run `apply` against a recording façade (see
    /// [`crate::sandbox::facade::dry`]): everything checked, nothing
    /// registered, no service called. `ctx` is only read from (the services
    /// provided now). What it would have done, and how `apply` ended.
    pub(crate) fn dry_apply(&self, ctx: &Context) -> (Record, Result<(), SandboxError>) {
        let recording = Arc::new(Recording::default());
        let facade = Facade::dry(
            ctx.clone(),
            Arc::clone(&self.mount),
            Arc::clone(&self.core),
            Arc::clone(&recording),
        );
        let result = call_script(
            &self.core.engine,
            &self.core.limits,
            &self.mount,
            &self.apply,
            Args::from_iter([Dynamic::from(facade)]),
        )
        .map(|_| ());
        (recording.snapshot(), result)
    }

    /// The code as messages quote it (as written, though it runs with
    /// function values called as `f.call(x)`).
    pub(crate) fn quoted(&self) -> crate::sandbox::teach::Quoted<'_> {
        self.mount.quoted()
    }

    /// The tools and services its code names literally (see [`Declared`]),
    /// read without running `apply`.
    pub fn declared(&self) -> Declared {
        scan::declared(&self.mount.ast)
    }
}

impl Plugin for ScriptPlugin {
    fn name(&self) -> Option<String> {
        self.name.clone()
    }

    fn inject(&self) -> Vec<String> {
        self.mount.inject.clone()
    }

    fn apply(&self, ctx: &Context, _config: &Value) -> Result<(), CallbackError> {
        let facade = Facade::new(ctx.clone(), Arc::clone(&self.mount), Arc::clone(&self.core));
        call_script(
            &self.core.engine,
            &self.core.limits,
            &self.mount,
            &self.apply,
            Args::from_iter([Dynamic::from(facade)]),
        )
        .map(|_| ())
        .map_err(CallbackError::caused_by)
    }
}

/// A fresh scope for a mount: `console` is its only global. A variable,
/// not a constant: the optimizer folds a constant into the code it is
/// interpolated in (`${console}`) as its Rust type's name, before the
/// façade's `to_string` could show what it offers.
pub(crate) fn scope() -> Scope<'static> {
    let mut scope = Scope::new();
    scope.push("console", Console);
    scope
}

pub(crate) fn load(
    core: &Arc<Core>,
    tag: &str,
    source: &str,
) -> Result<ScriptPlugin, SandboxError> {
    let limits = &core.limits;
    if source.len() > limits.max_source_size {
        return Err(SandboxError::SourceTooLarge {
            size: source.len(),
            limit: limits.max_source_size,
        });
    }
    let mut scope = scope();
    // The parser recurses once per level of expression nesting.
    let compile =
        |text: &str| stack::ensure(limits, || core.engine.compile_with_scope(&scope, text));
    let (mut edits, mut ast) =
        reparse::parsed(source, compile).map_err(|(text, error)| SandboxError::Parse {
            message: teach::parse_error(&text, &error),
        })?;
    // The other rewrites read the code as quoted; their edits are moved to
    // the code as written, and all are made at once.
    let (quoted, quotes) =
        splice::apply(source, edits.clone()).unwrap_or_else(|| (source.to_owned(), Vec::new()));
    let more: Vec<Edit> = closure_calls::edits(&quoted, &ast, &core.natives)
        .into_iter()
        .chain(tails::edits(&ast))
        .chain(assigns::edits(&quoted, &ast))
        .map(|edit| Edit {
            column: splice::written_column(&quotes, edit.line, edit.column),
            ..edit
        })
        .collect();
    // Inside strings only: no other edit is where these are.
    let escapes = escapes::edits(source);
    let recompile = !more.is_empty() || !escapes.is_empty();
    edits.extend(more);
    edits.extend(escapes);
    let rewritten = splice::apply(source, edits);
    let written = source;
    let source = match &rewritten {
        Some((rewritten, _)) if recompile => {
            ast = stack::ensure(limits, || core.engine.compile_with_scope(&scope, rewritten))
                .map_err(|error| SandboxError::Parse {
                    message: teach::parse_error(rewritten, &error),
                })?;
            rewritten.as_str()
        }
        // Only quoted: the code compiled last is this one.
        Some((rewritten, _)) => rewritten.as_str(),
        None => source,
    };
    ast.set_source(tag);
    let mut mount = MountCode::new(tag, source, ast, Vec::new(), &core.kept);
    charge_code(&mount, source.len(), limits)?;
    mount.written = rewritten.map(|(_, inserts)| Arc::new((Arc::from(written), inserts)));
    let mount = Arc::new(mount);
    let value = frame::run(&mount, limits, || {
        core.engine
            .eval_ast_with_scope::<Dynamic>(&mut scope, &mount.ast)
            .map_err(|e| eval_failure(&mount, limits, &e))
    })?;
    let (name, inject, apply) = read_plugin(value)?;
    if let Some(name) = &name {
        names::check_plugin(name, limits.max_name_bytes)
            .map_err(|e| SandboxError::NotAPlugin(e.to_string()))?;
    }
    if inject.len() > limits.max_mount_services {
        return Err(SandboxError::NotAPlugin(format!(
            "`inject` lists {} services, more than the {} one plugin may inject (max_mount_services under [limits]); {INJECT_FEWER}",
            inject.len(),
            limits.max_mount_services
        )));
    }
    for service in &inject {
        names::check(NameKind::Service, service, limits.max_name_bytes).map_err(|e| {
            SandboxError::NotAPlugin(format!(
                "`inject` lists a service that can never be provided: {e}"
            ))
        })?;
    }
    // The evaluation's budget frame is gone, so this is the only handle.
    let mut code = Arc::try_unwrap(mount).unwrap_or_else(|shared| (*shared).clone());
    code.inject = inject;
    code.plugin = name.as_deref().map(Arc::from);
    let mount = Arc::new(code);
    Ok(ScriptPlugin {
        name,
        _kept: mount.retained.keep_captured(&apply, 0),
        mount,
        apply,
        core: Arc::clone(core),
    })
}

/// Counts `mount`'s compiled code of `bytes` source bytes toward the byte
/// budgets for as long as the mount lives, or refuses it.
fn charge_code(mount: &MountCode, bytes: usize, limits: &Limits) -> Result<(), SandboxError> {
    let counted = costs::code(bytes);
    let (limit, key, others, advice) = match mount.retained.charge(counted, Bounds::of(limits)) {
        Fit::Fits => return Ok(()),
        Fit::Mount => (limits.max_mount_bytes, "max_mount_bytes", "", SMALLER_CODE),
        Fit::Total => (
            limits.max_total_bytes,
            "max_total_bytes",
            ", with what the other mounts hold",
            FEWER_MOUNTS,
        ),
    };
    Err(SandboxError::CodeTooLarge {
        bytes,
        counted,
        per_byte: costs::CODE_BYTE,
        mount: costs::MOUNT,
        limit,
        key,
        others,
        advice,
    })
}

/// Read `#{ name, inject, apply }` or `|ctx| { ... }`.
fn read_plugin(value: Dynamic) -> Result<(Option<String>, Vec<String>, FnPtr), SandboxError> {
    let not_plugin = |got: &str| SandboxError::NotAPlugin(format!("{got}. {PLUGIN_FORMS}"));
    if value.is_fnptr() {
        return Ok((None, Vec::new(), value.cast::<FnPtr>()));
    }
    if value.is_unit() {
        return Err(not_plugin(EVALUATED_TO_NOTHING));
    }
    let Some(map) = value.clone().try_cast::<Map>() else {
        return Err(not_plugin(&format!(
            "the code evaluated to {}, not a plugin",
            script_type(&value)
        )));
    };
    if let Some(unknown) = map.keys().find(|key| !PLUGIN_KEYS.contains(&key.as_str())) {
        return Err(not_plugin(&format!(
            "the plugin map has an unknown key \"{unknown}\" (it may have: {})",
            PLUGIN_KEYS.join(", ")
        )));
    }
    let name = match map.get("name") {
        None => None,
        Some(name) if name.is_string() => Some(name.to_string()),
        Some(other) => {
            return Err(not_plugin(&format!(
                "`name` must be a string, got {}",
                script_type(other)
            )));
        }
    };
    let inject = match map.get("inject") {
        None => Vec::new(),
        Some(list) if list.is_array() => {
            let mut names = Vec::new();
            for item in list.clone().cast::<rhai::Array>() {
                if !item.is_string() {
                    return Err(not_plugin(&forms::inject_not_strings(&script_type(&item))));
                }
                names.push(item.to_string());
            }
            names
        }
        Some(other) => {
            return Err(not_plugin(&forms::inject_not_array(&script_type(other))));
        }
    };
    let apply = match map.get("apply") {
        Some(apply) if apply.is_fnptr() => apply.clone().cast::<FnPtr>(),
        Some(other) => {
            return Err(not_plugin(&forms::apply_not_function(&script_type(other))));
        }
        None => return Err(not_plugin("the plugin map has no `apply`")),
    };
    Ok((name, inject, apply))
}

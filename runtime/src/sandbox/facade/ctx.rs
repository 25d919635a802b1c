//! The façade `ctx` a mounted plugin's `apply` receives: what its methods
//! do.
//!
//! It offers exactly what [`surface`] declares: `ctx.tools` (`register`,
//! `get`, `schemas`, `execute`), `ctx.on` / `ctx.once` / `ctx.emit`,
//! `ctx.provide`, and the services the plugin declared in `inject`
//! (`ctx.timer` gives `setTimeout`, `setInterval`, `clear`). Everything else
//! is refused with an error listing what is available. The façade is
//! read-only.

use std::sync::Arc;
use std::time::Duration;

use rhai::{Array, Dynamic, Engine, EvalAltResult, FnPtr, Map, NativeCallContext};

use crate::events::{EventCall, ListenOptions, Listener};
use crate::fiber::Context;
use crate::fiber::error::{CallbackError, RuntimeError};
use crate::sandbox::budgets::costs;
use crate::sandbox::budgets::mount_code::MountCode;
use crate::sandbox::budgets::retained::{Bounds, Fit};
use crate::sandbox::facade::bridge;
use crate::sandbox::facade::cross::{
    self, entering, from_json, into_plain, script_error, to_json, to_plain,
};
use crate::sandbox::facade::dry::{Recording, push_once};
use crate::sandbox::facade::hints;
use crate::sandbox::facade::names::{self, NameKind, ToolText};
use crate::sandbox::facade::opaque::{Facade, ServiceHandle, TimerFacade, ToolsFacade};
use crate::sandbox::facade::reserved;
use crate::sandbox::facade::result;
use crate::sandbox::facade::sandbox_core::Core;
use crate::sandbox::facade::script_call::{Args, ScriptFn};
use crate::sandbox::facade::service_value::ServiceValue;
use crate::sandbox::facade::surface;
use crate::sandbox::facade::usage::FRAMEWORK;
use crate::sandbox::size::grow;
use crate::sandbox::size::measure::{HELD_BY_ALL, HELD_BYTES};
use crate::sandbox::teach::budgets::{ONE_LISTENER, ONE_SERVICE, ONE_TOOL, UNMOUNT_TOOLS};
use crate::sandbox::teach::forms::{self, read_only};
use crate::tools::registry::output_to_value;
use crate::tools::schema::Parameters;
use crate::tools::{ToolHandler, ToolOutput, ToolSpec};

type ScriptResult<T> = Result<T, Box<EvalAltResult>>;

/// Keys `ctx.tools.register` understands.
const TOOL_KEYS: &[&str] = &[
    "name",
    "title",
    "description",
    "parameters",
    "outputSchema",
    "annotations",
    "execute",
];

impl Facade {
    pub(crate) fn new(ctx: Context, mount: Arc<MountCode>, core: Arc<Core>) -> Self {
        Self {
            ctx,
            mount,
            core,
            timers: Arc::default(),
            counts: Arc::default(),
            dry: None,
        }
    }

    /// A façade for a dry run (see [`crate::sandbox::facade::dry`]): it
    /// checks what the live one checks and records into `recording` instead
    /// of registering; `ctx` is only read from.
    pub(crate) fn dry(
        ctx: Context,
        mount: Arc<MountCode>,
        core: Arc<Core>,
        recording: Arc<Recording>,
    ) -> Self {
        Self {
            dry: Some(recording),
            ..Self::new(ctx, mount, core)
        }
    }

    /// The value of an injected service: the fiber's own injection, or in
    /// a dry run the service as provided now.
    fn injected(&self, name: &str) -> Result<crate::value::Value, RuntimeError> {
        if self.dry.is_some() {
            return self
                .ctx
                .runtime()
                .service(name)
                .ok_or_else(|| RuntimeError::NotInjected {
                    name: name.to_owned(),
                });
        }
        self.ctx.inject(name)
    }

    fn members(&self) -> String {
        surface::ctx_offers(self.mount.inject.iter().map(String::as_str))
    }

    fn member(&self, call: &NativeCallContext<'_>, name: &str) -> ScriptResult<Dynamic> {
        let injected = self.mount.inject.iter().any(|n| n == name);
        if let Some(object) = surface::member(name)
            && (injected || object.member().is_some_and(|m| !m.injected))
        {
            return Ok(object.make(self));
        }
        if injected {
            if let Some(recording) = &self.dry
                && self.ctx.runtime().service(name).is_none()
            {
                let handle = ServiceHandle::missing(name, Arc::clone(recording));
                return Ok(Dynamic::from(handle));
            }
            return match self.injected(name) {
                Ok(value) => Ok(self.script_view(name, value)),
                Err(error) => Err(script_error(call, error.to_string())),
            };
        }
        let message = if FRAMEWORK.contains(&name) {
            forms::not_available(name, &self.members())
        } else if self.ctx.runtime().service(name).is_some()
            || crate::services::BuiltinService::named(name).is_some()
        {
            format!(
                "ctx.{name} needs the service declared: {}",
                forms::add_to_inject_as(name, &[])
            )
        } else {
            forms::no_member(name, None, &self.members())
        };
        Err(script_error(call, message))
    }

    /// `ctx.<name> = value`: only the write-back of the unchanged member
    /// that Rhai does after a method chain passes.
    fn assign(
        &self,
        call: &NativeCallContext<'_>,
        name: &str,
        value: &Dynamic,
    ) -> ScriptResult<()> {
        let object = surface::member(name);
        let current = match object {
            None if self.mount.inject.iter().any(|n| n == name) => self.injected(name).ok(),
            _ => None,
        };
        let unchanged = match (object, value.read_lock::<ServiceHandle>()) {
            (Some(object), _) => object.holds(value),
            (None, Some(handle)) => handle.name() == name,
            (None, None) => current
                .as_ref()
                .is_some_and(|current| cross::same_value(current, value)),
        };
        if unchanged {
            return Ok(());
        }
        let in_place = current.is_some_and(|current| current.type_name() == value.type_name());
        Err(script_error(
            call,
            read_only(&format!("ctx.{name}"), in_place),
        ))
    }

    /// A provided value as this script sees it: services are handles
    /// (which, in a dry run, call nothing).
    fn script_view(&self, name: &str, value: Dynamic) -> Dynamic {
        // Read in place: a provided map can be large, and this runs at
        // every `ctx.<service>`.
        let rust = value
            .read_lock::<ServiceValue>()
            .map(|service| service.clone());
        let handle = if let Some(service) = rust {
            ServiceHandle::rust(name, service)
        } else if value.is_map() {
            ServiceHandle::script(name, value.cast::<Map>())
        } else {
            // A copy: a method that changes it must be written back (and
            // refused) through `assign`.
            let mut value = value;
            grow::mark_copies(&mut value);
            return value;
        };
        match &self.dry {
            Some(recording) => Dynamic::from(handle.dry(Arc::clone(recording))),
            None => Dynamic::from(handle),
        }
    }

    /// Refuse keeping `values` (what a new registration captures) and the
    /// registration's own `cost` (`sandbox/budgets/costs.rs`) when the mount
    /// would then hold more than `max_mount_bytes`: a size error, which
    /// fails the call and undoes its writes.
    fn admit(
        &self,
        call: &NativeCallContext<'_>,
        values: &[Dynamic],
        cost: usize,
    ) -> ScriptResult<()> {
        let what = match self
            .mount
            .retained
            .fits(values, cost, Bounds::of(&self.core.limits))
        {
            Fit::Fits => return Ok(()),
            Fit::Mount => format!("{HELD_BYTES} the plugin"),
            Fit::Total => HELD_BY_ALL.to_owned(),
        };
        Err(Box::new(EvalAltResult::ErrorDataTooLarge(
            what,
            call.call_position(),
        )))
    }

    /// Refuses a name outside [`names`]' rules, naming the call.
    fn check_name(
        &self,
        call: &NativeCallContext<'_>,
        form: &str,
        kind: NameKind,
        name: &str,
    ) -> ScriptResult<()> {
        names::check(kind, name, self.core.limits.max_name_bytes)
            .map_err(|e| script_error(call, format!("{form}: {e}")))
    }

    /// Refuses a new service once the mount provides `max_mount_services`
    /// (providing one it has again is a change, not a new one).
    fn services_room(&self, call: &NativeCallContext<'_>, name: &str) -> ScriptResult<()> {
        let limit = self.core.limits.max_mount_services;
        let (has, count) = match &self.dry {
            Some(dry) => dry.with(|r| (r.provides.iter().any(|p| p == name), r.provides.len())),
            None => {
                let me = self.ctx.fiber().id();
                let mine = self.ctx.runtime().services_of(&[me]);
                (mine.iter().any(|p| p == name), mine.len())
            }
        };
        if has || count < limit {
            return Ok(());
        }
        Err(script_error(
            call,
            format!(
                "ctx.provide(\"{name}\"): this plugin already provides {limit} services, the most one mount may provide (max_mount_services under [limits]); {ONE_SERVICE}"
            ),
        ))
    }

    fn listener(&self, event: &str, func: FnPtr) -> Listener {
        let core = Arc::clone(&self.core);
        let func = ScriptFn::new(&self.mount, func, costs::LISTENER);
        let event = event.to_owned();
        Arc::new(move |call: EventCall<'_>| {
            let EventCall {
                args: payload,
                next,
            } = call;
            let mut args = Args::with_capacity(payload.len() + 1);
            // The listener's own copy (or the payload itself, when no
            // listener after it gets it).
            for (index, arg) in payload.into_vec().into_iter().enumerate() {
                let origin = format_args!("payload {} of event \"{event}\"", index + 1);
                args.push(entering(arg, &core.limits, origin).map_err(CallbackError::new)?);
            }
            let next = next.map(|next| {
                let (id, ptr) = core.slots.add_next(next);
                args.push(ptr.into());
                id
            });
            let result = func.call(&core.engine, &core.limits, args);
            if let Some(id) = next {
                core.slots.remove_next(id);
            }
            let value = result.map_err(CallbackError::caused_by)?;
            into_plain(value, "result")
                .map_err(|e| CallbackError::new(e.describe("a listener returned a value that")))
        })
    }

    pub(crate) fn listen(
        &self,
        call: &NativeCallContext<'_>,
        event: &str,
        func: FnPtr,
        options: ListenOptions,
    ) -> ScriptResult<()> {
        let form = if options.once { "once" } else { "on" };
        self.check_name(call, &format!("ctx.{form}"), NameKind::Event, event)?;
        let (limit, listeners) = (self.core.limits.max_mount_listeners, &self.counts.1);
        let room = match &self.dry {
            Some(dry) => dry.with(|r| r.listeners < limit),
            None => listeners.has_room(limit),
        };
        if !room {
            return Err(script_error(
                call,
                format!(
                    "ctx.{form}(\"{event}\"): this plugin already has {limit} listeners, the most one mount may have (max_mount_listeners under [limits]); {ONE_LISTENER}"
                ),
            ));
        }
        if let Some(dry) = &self.dry {
            dry.with(|r| {
                r.listeners += 1;
                push_once(&mut r.listens, event);
            });
            return Ok(());
        }
        self.admit(call, func.curry(), costs::LISTENER)?;
        let handle = self
            .ctx
            .listen(event, options, self.listener(event, func))
            .map_err(|e| script_error(call, e.to_string()))?;
        listeners.add(handle);
        Ok(())
    }

    pub(crate) fn emit(
        &self,
        call: &NativeCallContext<'_>,
        event: &str,
        args: &[Dynamic],
    ) -> ScriptResult<()> {
        self.check_name(call, "ctx.emit", NameKind::Event, event)?;
        reserved::check_event(event).map_err(|e| script_error(call, e.to_string()))?;
        let mut plain = Vec::with_capacity(args.len());
        for (index, arg) in args.iter().enumerate() {
            plain.push(
                to_plain(arg, &format!("payload {}", index + 1)).map_err(|e| {
                    script_error(call, e.describe(&format!("ctx.emit(\"{event}\")")))
                })?,
            );
        }
        match &self.dry {
            Some(dry) => dry.with(|r| push_once(&mut r.emits, event)),
            None => self
                .ctx
                .try_emit(event, &plain)
                .map_err(|e| script_error(call, e.to_string()))?,
        }
        Ok(())
    }

    pub(crate) fn provide(
        &self,
        call: &NativeCallContext<'_>,
        name: &str,
        value: &Dynamic,
    ) -> ScriptResult<()> {
        self.check_name(call, "ctx.provide", NameKind::Service, name)?;
        reserved::check_service(name).map_err(|e| script_error(call, e.to_string()))?;
        self.services_room(call, name)?;
        let fail = |e: RuntimeError| script_error(call, e.to_string());
        if self.dry.is_some()
            && let Some(owner) = self
                .ctx
                .runtime()
                .services()
                .into_iter()
                .find(|s| s.name == name)
        {
            return Err(fail(RuntimeError::DuplicateService {
                name: name.to_owned(),
                owner: format!("{} ({})", owner.owner_name, owner.owner),
            }));
        }
        let bridge::Provided { value, slots, kept } = bridge::provided(
            value,
            name,
            &self.core.slots,
            self.ctx.runtime(),
            self.ctx.fiber().id(),
            &self.mount,
        )
        .map_err(|e| script_error(call, e.describe(&format!("ctx.provide(\"{name}\")"))))?;
        if let Err(message) = entering(
            value.clone(),
            &self.core.limits,
            format_args!("the value of ctx.provide(\"{name}\")"),
        ) {
            self.core.slots.remove(&slots);
            return Err(script_error(call, message));
        }
        if let Some(dry) = &self.dry {
            // Checked like a real value; nothing is kept.
            self.core.slots.remove(&slots);
            dry.with(|r| push_once(&mut r.provides, name));
            return Ok(());
        }
        let cost = costs::SLOT.saturating_mul(slots.len());
        if let Err(error) = self.admit(call, &kept, cost) {
            self.core.slots.remove(&slots);
            return Err(error);
        }
        // Registered before the service itself, so it is undone after it.
        let table = Arc::clone(&self.core.slots);
        let kept = self.mount.retained.keep(kept, cost);
        let release = self
            .ctx
            .on_dispose(format!("functions of \"{name}\""), move || {
                table.remove(&slots);
                drop(kept);
                Ok(())
            });
        let release = release.map_err(fail)?;
        if let Err(error) = self.ctx.provide(name, value) {
            release.dispose();
            return Err(fail(error));
        }
        Ok(())
    }

    fn schedule(
        &self,
        call: &NativeCallContext<'_>,
        func: FnPtr,
        ms: i64,
        repeat: bool,
    ) -> ScriptResult<i64> {
        if let Some(dry) = &self.dry {
            return Ok(dry.with(|r| {
                r.timers += 1;
                i64::try_from(r.timers).unwrap_or(i64::MAX)
            }));
        }
        self.admit(call, func.curry(), costs::TIMER)?;
        let ms = u64::try_from(ms).unwrap_or(0);
        let floor = self.core.limits.min_interval_ms;
        let core = Arc::clone(&self.core);
        let func = ScriptFn::new(&self.mount, func, costs::TIMER);
        let callback = move || {
            func.call(&core.engine, &core.limits, Args::new())
                .map(|_| ())
                .map_err(CallbackError::caused_by)
        };
        let handle = if repeat {
            // A floor keeps an interval from turning into a busy loop.
            self.ctx
                .set_interval(Duration::from_millis(ms.max(floor)), callback)
        } else {
            self.ctx.set_timeout(Duration::from_millis(ms), callback)
        };
        let handle = handle.map_err(|e| script_error(call, e.to_string()))?;
        let id = i64::try_from(handle.id()).unwrap_or(i64::MAX);
        let mut timers = self.timers.lock();
        timers.retain(|_, handle| handle.is_live());
        timers.insert(id, handle);
        Ok(id)
    }
}

impl ToolsFacade {
    /// `ctx.tools` of `ctx`.
    pub(crate) fn new(ctx: &Facade) -> Self {
        Self(ctx.clone())
    }

    pub(crate) fn register(&self, call: &NativeCallContext<'_>, spec: &Map) -> ScriptResult<()> {
        let facade = &self.0;
        let err = |message: String| script_error(call, format!("ctx.tools.register: {message}"));
        if let Some(unknown) = spec.keys().find(|key| !TOOL_KEYS.contains(&key.as_str())) {
            return Err(err(format!(
                "unknown key \"{unknown}\"; a tool has: {}",
                TOOL_KEYS.join(", ")
            )));
        }
        let text = |key: &str| -> ScriptResult<Option<String>> {
            match spec.get(key) {
                None => Ok(None),
                Some(value) if value.is_string() => Ok(Some(value.to_string())),
                Some(value) => Err(err(format!(
                    "\"{key}\" must be a string, got {}",
                    value.type_name()
                ))),
            }
        };
        let name = text("name")?.ok_or_else(|| err(forms::TOOL_NEEDS_NAME.into()))?;
        let description = text("description")?.unwrap_or_default();
        let title = text("title")?;
        let limits = &facade.core.limits;
        let text_len = description.len() + title.as_ref().map_or(0, String::len);
        names::check_tool_text(
            ToolText::Description,
            &name,
            text_len,
            limits.max_description_bytes,
        )
        .map_err(|e| err(e.to_string()))?;
        let parameters = match spec.get("parameters") {
            None => Parameters::empty(),
            Some(value) => Parameters::from_dynamic(value).map_err(|e| err(e.to_string()))?,
        };
        let output_schema = match spec.get("outputSchema") {
            None => None,
            Some(value) if value.is_unit() => None,
            Some(value) => Some(
                Parameters::from_dynamic_at(value, "outputSchema")
                    .map_err(|e| err(e.to_string()))?,
            ),
        };
        let output_json = output_schema.as_ref().map(Parameters::to_json_schema);
        let annotations = hints::annotations(
            spec.get("annotations"),
            title,
            hints::is_open_world(&facade.mount.inject),
        )
        .map_err(|e| err(e.to_string()))?;
        let schema_len = parameters.to_json_schema().to_string().len()
            + output_json
                .as_ref()
                .map_or(0, |json| json.to_string().len());
        names::check_tool_text(ToolText::Schema, &name, schema_len, limits.max_schema_bytes)
            .map_err(|e| err(e.to_string()))?;
        let execute = match spec.get("execute") {
            Some(value) if value.is_fnptr() => value.clone().cast::<FnPtr>(),
            _ => {
                return Err(err(forms::TOOL_NEEDS_EXECUTE.into()));
            }
        };
        let (limit, tools) = (facade.core.limits.max_mount_tools, &facade.counts.0);
        let room = match &facade.dry {
            Some(dry) => dry.with(|r| r.tools.len() < limit),
            None => tools.has_room(limit),
        };
        if !room {
            return Err(err(format!(
                "this plugin already has {limit} tools, the most one mount may register (max_mount_tools under [limits]); {ONE_TOOL}"
            )));
        }
        let registered = facade.core.registry.len();
        if registered >= limits.max_tools {
            return Err(err(format!(
                "the server already has {registered} tools, the most it lists at once (max_tools under [limits], built-in tools included); {UNMOUNT_TOOLS}, or {ONE_TOOL}"
            )));
        }
        if let Some(dry) = &facade.dry {
            let registry = &facade.core.registry;
            let taken = dry.with(|r| r.tools.contains(&name));
            let admitted = if taken {
                Err(crate::tools::ToolError::Duplicate {
                    name: name.clone(),
                    holder: crate::tools::Holder::Itself,
                })
            } else {
                registry.admits(&name, &facade.mount.tag)
            };
            admitted.map_err(|e| err(e.to_string()))?;
            dry.with(|r| r.tools.push(name));
            return Ok(());
        }
        let cost = costs::tool(text_len.saturating_add(schema_len));
        facade.admit(call, execute.curry(), cost)?;
        let handler = ScriptTool {
            core: Arc::clone(&facade.core),
            func: ScriptFn::new(&facade.mount, execute, cost),
            output_schema,
        };
        let spec = ToolSpec {
            name,
            description,
            parameters,
            output_schema: output_json,
            annotations,
            handler: Arc::new(handler),
        };
        facade
            .core
            .registry
            .register(&facade.ctx, spec, &facade.mount.tag)
            .map(|handle| tools.add(handle))
            .map_err(|e| err(e.to_string()))
    }

    /// In a dry run, `ctx.tools.execute(name)` is recorded, not performed.
    fn skipped(&self, name: &str) -> Dynamic {
        if let Some(dry) = &self.0.dry {
            dry.not_run(format!("ctx.tools.execute(\"{name}\")"));
        }
        Dynamic::UNIT
    }

    /// Every registered tool, as `get` shows each.
    pub(crate) fn schemas(&self) -> Array {
        self.0
            .core
            .registry
            .entries()
            .iter()
            .map(|entry| self.view(entry.name()))
            .collect()
    }

    pub(crate) fn view(&self, name: &str) -> Dynamic {
        match self.0.core.registry.get(name) {
            Some(entry) => {
                let mut map = Map::new();
                map.insert("name".into(), entry.name().into());
                map.insert("description".into(), entry.description().into());
                map.insert("parameters".into(), from_json(&entry.parameters().to_dsl()));
                Dynamic::from_map(map)
            }
            None => Dynamic::UNIT,
        }
    }

    pub(crate) fn execute(
        &self,
        call: &NativeCallContext<'_>,
        name: &str,
        args: &Dynamic,
    ) -> ScriptResult<Dynamic> {
        let args = if args.is_unit() {
            serde_json::Value::Object(Default::default())
        } else {
            to_json(args, "args").map_err(|e| {
                script_error(call, e.describe(&format!("ctx.tools.execute(\"{name}\")")))
            })?
        };
        let registry = &self.0.core.registry;
        match registry.get(name) {
            Some(entry) if entry.is_protected() => {
                Err(script_error(call, forms::cordis_tool_refused(name)))
            }
            Some(_) if self.0.dry.is_some() => Ok(self.skipped(name)),
            None if self
                .0
                .dry
                .as_ref()
                .is_some_and(|dry| dry.with(|r| r.tools.iter().any(|t| t == name))) =>
            {
                Ok(self.skipped(name))
            }
            Some(entry) => entering(
                output_to_value(&registry.call(&entry, args)),
                &self.0.core.limits,
                format_args!("the result of tool \"{name}\""),
            )
            .map_err(|message| script_error(call, message)),
            None => Err(script_error(call, forms::no_tool(name))),
        }
    }
}

impl TimerFacade {
    /// `ctx.timer` of `ctx`.
    pub(crate) fn new(ctx: &Facade) -> Self {
        Self(ctx.clone())
    }

    /// Run `func` after `ms` milliseconds (every `ms` if `repeat`); its id.
    pub(crate) fn schedule(
        &self,
        call: &NativeCallContext<'_>,
        func: FnPtr,
        ms: i64,
        repeat: bool,
    ) -> ScriptResult<i64> {
        self.0.schedule(call, func, ms, repeat)
    }

    /// Cancel the timer `id`; whether it was still running.
    pub(crate) fn clear(&self, id: i64) -> bool {
        let handle = self.0.timers.lock().remove(&id);
        handle.is_some_and(|handle| handle.dispose())
    }
}

/// A tool whose `execute` is a script closure.
struct ScriptTool {
    core: Arc<Core>,
    func: ScriptFn,
    /// What a successful result's `structuredContent` must fit, if declared.
    output_schema: Option<Parameters>,
}

impl ToolHandler for ScriptTool {
    fn call(&self, args: &serde_json::Value) -> Result<ToolOutput, CallbackError> {
        let args = entering(from_json(args), &self.core.limits, "the tool's arguments")
            .map_err(CallbackError::new)?;
        let value = self
            .func
            .call(
                &self.core.engine,
                &self.core.limits,
                Args::from_iter([args]),
            )
            .map_err(CallbackError::caused_by)?;
        // Unbounded here: the registry bounds every output once. Bounding
        // twice would count the first marker as text and misreport how
        // much was cut.
        let output = match result::from_dynamic(&value, usize::MAX) {
            Ok(output) => output,
            Err(error) => return Ok(ToolOutput::error(error.to_string())),
        };
        if let Some(schema) = &self.output_schema
            && let Err(error) = hints::check_output(schema, &output)
        {
            return Ok(ToolOutput::error(error.to_string()));
        }
        Ok(output)
    }
}

/// Register the façade on the engine: its objects as [`surface`] declares
/// them, and how `ctx.<member>` and service handles are read and written.
pub(crate) fn register(engine: &mut Engine) {
    for object in surface::objects() {
        object.register(engine);
    }
    engine.register_type_with_name::<ServiceHandle>("Service");
    engine.register_indexer_get(|handle: &mut ServiceHandle, key: &str| handle.property(key));

    engine.register_indexer_get(|call: NativeCallContext<'_>, f: &mut Facade, name: &str| {
        f.member(&call, name)
    });
    // Rhai writes a dot chain's value back through the setter after any
    // method that may mutate (`ctx.fs.read(p).split(" ")` ends in a
    // write-back of `ctx.fs`), and refuses a non-pure setter on a constant
    // before it runs. So the setters are pure: they let a write-back of the
    // unchanged member pass, and refuse a real assignment, naming it.
    rhai::FuncRegistration::new_index_setter()
        .with_purity(true)
        .register_into_engine(
            engine,
            |call: NativeCallContext<'_>, f: &mut Facade, name: &str, value: Dynamic| {
                f.assign(&call, name, &value)
            },
        );
    rhai::FuncRegistration::new_index_setter()
        .with_purity(true)
        .register_into_engine(
            engine,
            |call: NativeCallContext<'_>, h: &mut ServiceHandle, key: &str, value: Dynamic| {
                h.assign(key, &value).map_err(|e| script_error(&call, e))
            },
        );
}

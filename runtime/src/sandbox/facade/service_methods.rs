//! Services as scripts hold them (`ctx.fs`, `ctx.math`), and method calls
//! on them.
//!
//! A service is a `ServiceHandle`; `ctx.fs.read(path)` is a call of `read`
//! on it that no registered function matches, so Rhai hands it to the
//! missing-function hook, which dispatches by name: to the Rust service, or
//! through the trampoline of a function another mount provided. The same
//! hook turns wrong calls on `ctx` into errors that show the right form.

use std::sync::Arc;

use cordis_toolset_catalog::ServiceCallError;
use rhai::{Dynamic, EvalAltResult, EvalContext, FnPtr, Map, Position};

use crate::limits::Limits;
use crate::sandbox::facade::bridge::dispatch;
use crate::sandbox::facade::cross::{self, entering, from_json, to_json};
use crate::sandbox::facade::dry::Recording;
use crate::sandbox::facade::opaque::{ServiceHandle, Target};
use crate::sandbox::facade::service_value::ServiceValue;
use crate::sandbox::facade::slots::SlotTable;
use crate::sandbox::facade::slots::slot_of;
use crate::sandbox::size::grow;
use crate::sandbox::teach::forms::{self, read_only};

impl ServiceHandle {
    pub(crate) fn rust(name: &str, service: ServiceValue) -> Self {
        Self {
            name: name.into(),
            target: Target::Rust(service),
            dry: None,
        }
    }

    pub(crate) fn script(name: &str, map: Map) -> Self {
        Self {
            name: name.into(),
            target: Target::Script(Arc::new(map)),
            dry: None,
        }
    }

    /// In a dry run, `name` injected but not provided yet (see
    /// [`Target::Missing`]).
    pub(crate) fn missing(name: &str, recording: Arc<Recording>) -> Self {
        Self {
            name: name.into(),
            target: Target::Missing,
            dry: Some(recording),
        }
    }

    /// The same handle in a dry run: method calls are checked, recorded in
    /// `recording` as not run, and return `()`.
    pub(crate) fn dry(mut self, recording: Arc<Recording>) -> Self {
        self.dry = Some(recording);
        self
    }

    /// In a dry run, record `ctx.<service>.<method>` as not run.
    fn skipped(&self, method: &str) -> Option<Dynamic> {
        let recording = self.dry.as_ref()?;
        recording.not_run(format!("ctx.{}.{method}", self.name));
        Some(Dynamic::UNIT)
    }

    /// The service's name (`fs`, `kv`).
    pub(crate) fn name(&self) -> &str {
        &self.name
    }

    /// `ctx.<service>.<key> = value`: only the write-back of the unchanged
    /// member that Rhai does after a method chain passes.
    pub(crate) fn assign(&self, key: &str, value: &Dynamic) -> Result<(), String> {
        let current = match &self.target {
            Target::Script(map) => map.get(key),
            Target::Rust(_) | Target::Missing => None,
        };
        if current.is_some_and(|current| cross::same_value(current, value)) {
            return Ok(());
        }
        let in_place = current.is_some_and(|current| current.type_name() == value.type_name());
        Err(read_only(&format!("ctx.{}.{key}", self.name), in_place))
    }

    /// What printing it shows: the service and its members.
    pub(crate) fn shown(&self) -> String {
        format!(
            "ctx.{0}, the service \"{0}\": {1} (call them as ctx.{0}.<name>(...))",
            self.name,
            self.members()
        )
    }

    fn members(&self) -> String {
        match &self.target {
            Target::Rust(service) => service.methods().join(", "),
            Target::Script(map) => map
                .keys()
                .map(|k| k.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            Target::Missing => "(not known: nobody provides it yet)".to_owned(),
        }
    }

    /// `ctx.<service>.<property>`.
    pub(crate) fn property(&self, key: &str) -> Result<Dynamic, Box<EvalAltResult>> {
        match &self.target {
            Target::Missing => Ok(self.skipped(key).unwrap_or(Dynamic::UNIT)),
            Target::Script(map) => {
                let mut value = map.get(key).cloned().ok_or_else(|| {
                    error(format!(
                        "service \"{}\" has no member \"{key}\"; it has: {}",
                        self.name,
                        self.members()
                    ))
                })?;
                // A copy: a method that changes it must be written back
                // (and refused) through `assign`.
                grow::mark_copies(&mut value);
                Ok(value)
            }
            Target::Rust(service) if service.has_method(key) => {
                Err(error(forms::method_not_value(&self.name, key)))
            }
            Target::Rust(_) => Err(error(format!(
                "service \"{}\" has no member \"{key}\"; its methods: {}",
                self.name,
                self.members()
            ))),
        }
    }

    /// `ctx.<service>.<method>(args)`.
    pub(crate) fn call(
        &self,
        method: &str,
        args: &[Dynamic],
        engine: &rhai::Engine,
        slots: &SlotTable,
        limits: &Limits,
    ) -> Result<Dynamic, Box<EvalAltResult>> {
        let unknown = || {
            error(forms::no_service_method(
                &self.name,
                method,
                &self.members(),
            ))
        };
        match &self.target {
            Target::Missing => Ok(self.skipped(method).unwrap_or(Dynamic::UNIT)),
            Target::Rust(service) => {
                if !service.has_method(method) {
                    return Err(unknown());
                }
                if let Some(unit) = self.skipped(method) {
                    return Ok(unit);
                }
                let mut json = Vec::with_capacity(args.len());
                for (index, arg) in args.iter().enumerate() {
                    let value = to_json(arg, &format!("argument {}", index + 1))
                        .map_err(|e| error(e.describe(&format!("{}.{method}", self.name))))?;
                    json.push(value);
                }
                // A cancelled call starts no service call, and one that
                // was cancelled while it ran ends the script call: a script
                // cannot catch the service's error and go on.
                let cancelled = || {
                    Box::new(EvalAltResult::ErrorTerminated(
                        Dynamic::from(crate::sandbox::budgets::error::CANCELLED),
                        Position::NONE,
                    ))
                };
                if crate::cancel::requested() {
                    return Err(cancelled());
                }
                let result = service.call(method, json);
                if crate::cancel::requested() {
                    return Err(cancelled());
                }
                let result = result.map_err(|e| match e {
                    // An app's own error: the script's `catch` gets the map.
                    ServiceCallError::Threw(thrown) => entering(
                        from_json(&thrown.to_value()),
                        limits,
                        format_args!("the error of ctx.{}.{method}", self.name),
                    )
                    .map_or_else(error, |value| {
                        Box::new(EvalAltResult::ErrorRuntime(value, Position::NONE))
                    }),
                    other => error(other.to_string()),
                })?;
                // Time inside a service counts: a call that returns after
                // the deadline ends the script call as a timeout would.
                if crate::deadline::passed() {
                    return Err(Box::new(EvalAltResult::ErrorTerminated(
                        Dynamic::from(crate::sandbox::budgets::error::PAST_DEADLINE),
                        Position::NONE,
                    )));
                }
                entering(
                    from_json(&result),
                    limits,
                    format_args!("the result of ctx.{}.{method}", self.name),
                )
                .map_err(error)
            }
            Target::Script(map) => {
                let member = map.get(method).ok_or_else(unknown)?;
                let Some(ptr) = member.read_lock::<FnPtr>().map(|p| p.clone()) else {
                    return Err(error(forms::not_a_function(
                        &self.name,
                        method,
                        member.type_name(),
                    )));
                };
                let id = slot_of(&ptr).ok_or_else(unknown)?;
                if let Some(unit) = self.skipped(method) {
                    return Ok(unit);
                }
                dispatch(engine, slots, limits, id, args.to_vec(), Position::NONE)
            }
        }
    }
}

fn error(message: impl Into<String>) -> Box<EvalAltResult> {
    Box::new(EvalAltResult::ErrorRuntime(
        message.into().into(),
        Position::NONE,
    ))
}

/// The missing-function hook: service method calls, and teaching errors
/// for calls on the façade that match no signature.
pub(crate) fn on_missing(
    slots: &SlotTable,
    limits: &Limits,
    name: &str,
    args: &mut [&mut Dynamic],
    context: &EvalContext<'_, '_, '_, '_, '_, '_>,
) -> Result<Option<Dynamic>, Box<EvalAltResult>> {
    let Some(first) = args.first() else {
        return Ok(None);
    };
    if let Some(handle) = first.read_lock::<ServiceHandle>().map(|h| h.clone()) {
        let rest: Vec<Dynamic> = args[1..].iter().map(|a| (**a).clone()).collect();
        return handle
            .call(name, &rest, context.engine(), slots, limits)
            .map(Some);
    }
    // Anything else (an unknown method on `ctx`, a wrong argument list):
    // Rhai's own "function not found" carries the call's position, and the
    // callback boundary rewrites it into a teaching message (`eval_failure`).
    Ok(None)
}

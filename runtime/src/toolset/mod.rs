//! The model-facing toolset: `cordis_inspect`, `cordis_mount`,
//! `cordis_unmount` and `cordis_call`, over a live runtime.
//!
//! The toolset is itself a plugin (`cordis-toolset`) loaded at the root. Its
//! child `cordis-dynamic` is the group every mount lives under, so disposing
//! the toolset disposes every mount. Granted Rust services are provided by a
//! sibling plugin, `cordis-services`. Operator plugins from a directory
//! load under `cordis-plugins` ([`crate::plugins`]).

mod args;
mod background;
pub mod builtin;
pub(crate) mod describe;
mod dry_run;
pub mod events;
mod inspect;
pub(crate) mod mounting;
pub(crate) mod mounts;
#[cfg(feature = "tokio")]
mod nonblocking;
pub(crate) mod options;
mod paths;
pub(crate) mod preview;
pub(crate) mod shared;
pub(crate) mod table;
mod unknown;

use std::sync::Arc;

use cordis_toolset_catalog::{Catalog, Service};
use parking_lot::{Mutex, RwLock};
use serde_json::Value as Json;

use crate::fiber::error::{CallbackError, RuntimeError};
use crate::fiber::{Context, Fiber, FnPlugin, Runtime};
use crate::sandbox::{Limits, Sandbox, ServiceValue};
use crate::tools::{ToolDescriptor, ToolEntry, ToolOutput, ToolRegistry, ToolSpec};
use crate::toolset::builtin::Grants;
use crate::toolset::shared::Shared;
use crate::value::Value;

pub(crate) use args::builtin_tool;
#[cfg(test)]
pub(crate) use args::matches_schema;
pub use inspect::{InspectError, Section};
pub use mounts::{FailedStart, MountError, MountReport, MountState, UnmountReceipt};
pub use options::CallOptions;
pub use preview::{LiveMount, MountPreview, ToolOwner, code_sha256};

/// The names of the built-in tools, declared once for the runtime and for
/// the hosts that call them.
pub mod names {
    pub use super::describe::{CALL, INSPECT, KEEP, MOUNT, UNMOUNT};
}

/// The names of the built-in tools.
pub const BUILTIN_TOOLS: &[&str] = &[
    describe::INSPECT,
    describe::MOUNT,
    describe::UNMOUNT,
    describe::CALL,
];

/// How a toolset is set up. Nothing is granted unless asked for: start from
/// [`new`](Self::new) (or [`granted`](Self::granted) for the operator's
/// grants) and add each service and the timer explicitly.
///
/// ```
/// use std::sync::Arc;
/// use cordis_toolset::catalog::ServiceError;
/// use cordis_toolset::Limits;
/// use cordis_toolset::ToolsetConfig;
///
/// /// Greet people.
/// #[cordis_toolset::service(name = "greeter")]
/// pub trait Greeter: Send + Sync {
///     /// Say hello to `who`.
///     fn hello(&self, who: String) -> Result<String, ServiceError>;
/// }
///
/// struct Polite;
/// impl Greeter for Polite {
///     fn hello(&self, who: String) -> Result<String, ServiceError> {
///         Ok(format!("Hello, {who}!"))
///     }
/// }
///
/// let config = ToolsetConfig::new(Limits::default())
///     .service::<dyn Greeter>(Arc::new(Polite))
///     .timer();
/// assert_eq!(config.service_names(), ["greeter", "timer"]);
/// ```
pub struct ToolsetConfig {
    limits: Limits,
    catalog: Catalog,
    services: Vec<ServiceValue>,
    timer: bool,
}

impl ToolsetConfig {
    /// Budgets `limits`, no service, no timer, and a catalog of what every
    /// toolset has: the runtime's events and the `timer` façade.
    pub fn new(limits: Limits) -> Self {
        Self {
            limits,
            catalog: crate::toolset::builtin::runtime_catalog(),
            services: Vec::new(),
            timer: false,
        }
    }

    /// The operator's grants: the built-in catalog (`fs`, `bash`, `web`
    /// documented whether granted or not), `limits`, the services `grants`
    /// provide and the timer if granted.
    pub fn granted(
        grants: &Grants,
        limits: Limits,
    ) -> Result<Self, cordis_toolset_catalog::ServiceError> {
        let mut config = Self::new(limits).document(&crate::toolset::builtin::catalog());
        config.services = grants.services()?;
        config.timer = grants.timer;
        Ok(config)
    }

    /// Provides a `#[service]` under its own name (`#[service(name = ...)]`),
    /// e.g. `.service::<dyn Notes>(Arc::new(MyNotes))`. `cordis_inspect`
    /// and the mount check read its API from the service itself.
    pub fn service<S: Service + ?Sized>(mut self, service: Arc<S>) -> Self {
        self.services.push(ServiceValue::from_service::<S>(service));
        self
    }

    /// Grants the `timer` service (`ctx.timer` after `inject: ["timer"]`).
    pub fn timer(mut self) -> Self {
        self.timer = true;
        self
    }

    /// Also documents `catalog`'s services and events, provided or not
    /// (e.g. [`builtin::catalog`](crate::toolset::builtin::catalog) to
    /// document `fs`, `bash` and `web` whether granted or not); an entry
    /// replaces one of the same name. The services this configuration
    /// provides are documented without it.
    pub fn document(mut self, catalog: &Catalog) -> Self {
        for service in catalog.services() {
            self.catalog.add_service(service.clone());
        }
        for event in catalog.events_sorted() {
            self.catalog.add_event(event.clone());
        }
        self
    }

    /// The catalog of this configuration: every service it provides (the
    /// app's own and the built-in ones, under the names they are provided
    /// as), the runtime's events, the `timer` façade, and what
    /// [`document`](Self::document) added. It is the catalog the toolset
    /// built from this configuration shows ([`Toolset::catalog`], what
    /// `cordis_inspect` and the mount check read), so the one list of
    /// services is this configuration: an app snapshots this catalog to
    /// review what its model reads.
    ///
    /// ```
    /// # use std::sync::Arc;
    /// # use cordis_toolset::catalog::ServiceError;
    /// # use cordis_toolset::{Limits, Runtime, Toolset, ToolsetConfig};
    /// /// Greet people.
    /// #[cordis_toolset::service(name = "greeter")]
    /// pub trait Greeter: Send + Sync {
    ///     /// Say hello to `who`.
    ///     fn hello(&self, who: String) -> Result<String, ServiceError>;
    /// }
    /// # struct Polite;
    /// # impl Greeter for Polite {
    /// #     fn hello(&self, who: String) -> Result<String, ServiceError> { Ok(who) }
    /// # }
    /// let config = ToolsetConfig::new(Limits::default()).service::<dyn Greeter>(Arc::new(Polite));
    /// let catalog = config.catalog();
    /// assert!(catalog.get_service("greeter").is_some());
    /// let toolset = Toolset::new(&Runtime::new(), config)?;
    /// assert_eq!(toolset.catalog(), &catalog);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn catalog(&self) -> Catalog {
        let mut catalog = self.catalog.clone();
        for service in &self.services {
            catalog.add_service(service.entry().clone());
        }
        catalog
    }

    /// Bounds one tool result's text to `bytes` (sets
    /// [`Limits::max_result_bytes`]).
    pub fn max_result_bytes(mut self, bytes: usize) -> Self {
        self.limits.max_result_bytes = bytes;
        self
    }

    /// The names of the services this configuration provides, sorted.
    pub fn service_names(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self.services.iter().map(ServiceValue::name).collect();
        if self.timer {
            names.push("timer");
        }
        names.sort_unstable();
        names
    }
}

/// Something went wrong setting the toolset up.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ToolsetError {
    /// Loading one of the toolset's plugins failed: the error its `apply`
    /// returned, with what caused it.
    #[error("cannot start the toolset: {0}")]
    Start(#[source] CallbackError),
    /// The runtime refused an operation.
    #[error(transparent)]
    Runtime(#[from] RuntimeError),
    /// Two services of the configuration have the same name.
    #[error(
        "cannot start the toolset: two services are named \"{name}\"; each is provided under its own name (`#[service(name = ...)]`), so provide one service per name"
    )]
    DuplicateService {
        /// The name given twice.
        name: String,
    },
}

/// The model-facing toolset over a runtime.
#[derive(Clone)]
pub struct Toolset {
    pub(crate) shared: Arc<Shared>,
    plugin: Fiber,
    services: Fiber,
}

impl Toolset {
    /// The status lines of the running Rust services, by name (e.g. how
    /// far `bash` commands are isolated), for the operator at start.
    pub fn service_statuses(&self) -> Vec<(String, String)> {
        let shared = &self.shared;
        shared
            .runtime
            .services()
            .into_iter()
            .filter_map(|s| Some((s.name.clone(), inspect::live_status(shared, &s.name)?)))
            .collect()
    }

    /// Load the toolset (and the granted services) at the root of `runtime`.
    pub fn new(runtime: &Runtime, config: ToolsetConfig) -> Result<Self, ToolsetError> {
        let names = config.service_names();
        if let Some(pair) = names.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(ToolsetError::DuplicateService {
                name: pair[0].to_owned(),
            });
        }
        // Timer callbacks run script code, as deep as the limits allow.
        runtime
            .inner
            .timers
            .set_stack_size(config.limits.script_stack_size());
        let registry = ToolRegistry::new(runtime.clone(), config.limits.max_result_bytes);
        registry.reserve(BUILTIN_TOOLS.iter().copied().chain([names::KEEP]));
        let catalog = config.catalog();
        let sandbox = Sandbox::new(config.limits, registry.clone());
        let shared = Arc::new(Shared {
            runtime: runtime.clone(),
            registry,
            sandbox,
            catalog,
            group: Mutex::new(None),
            script_groups: RwLock::default(),
            mounts: table::Mounts::default(),
        });
        let services = runtime
            .root()
            .plugin(services_plugin(config.services, config.timer))?;
        let plugin = runtime.root().plugin(toolset_plugin(&shared))?;
        if let Some(error) = plugin.error().or_else(|| services.error()) {
            plugin.dispose();
            services.dispose();
            return Err(ToolsetError::Start(error));
        }
        let group = shared.group.lock().clone();
        if let Some(group) = group {
            shared.script_groups.write().push(group.fiber().id());
            let (filter_runtime, filter_shared) = (runtime.clone(), Arc::downgrade(&shared));
            shared.registry.hide_protected_from(move |fiber| {
                filter_shared.upgrade().is_some_and(|shared| {
                    shared
                        .script_groups
                        .read()
                        .iter()
                        .any(|&group| filter_runtime.is_within(fiber, group))
                })
            });
        }
        Ok(Self {
            shared,
            plugin,
            services,
        })
    }

    /// The runtime.
    pub fn runtime(&self) -> &Runtime {
        &self.shared.runtime
    }

    /// The tool registry.
    pub fn registry(&self) -> &ToolRegistry {
        &self.shared.registry
    }

    /// The API catalog `cordis_inspect` shows and mounts are checked
    /// against: [`ToolsetConfig::catalog`] of the configuration it was built
    /// from, so the app's own services are in it.
    pub fn catalog(&self) -> &Catalog {
        &self.shared.catalog
    }

    /// The sandbox.
    pub(crate) fn sandbox(&self) -> &Sandbox {
        &self.shared.sandbox
    }

    /// Live trampoline slots (provided functions, service methods, pending
    /// `next`s), for the tests' leak checks. Not a public API.
    #[doc(hidden)]
    pub fn live_slots(&self) -> usize {
        self.shared.sandbox.live_slots()
    }

    /// The live tool set, as listed to clients.
    pub fn tools(&self) -> Vec<ToolDescriptor> {
        self.shared.registry.descriptors()
    }

    /// Call a tool through the registry; `None` if there is no such tool.
    ///
    /// When the tool's mount failed in the background (a timer, a
    /// listener) since one of its tools last answered, the result ends with
    /// one more text block saying how many times and the last failure.
    pub fn call(&self, name: &str, arguments: Json) -> Option<ToolOutput> {
        let entry = self.shared.registry.get(name)?;
        Some(noted(&self.shared, &entry, arguments))
    }

    /// [`Toolset::call`] under `options`: cancelled when its token is (the
    /// script stops at its next operation, a `sleep` or `bash` command in
    /// flight is interrupted, nothing new starts; what was done stays
    /// done), its `ctx.progress` reports sent to its sink. A call whose
    /// token is already cancelled runs nothing. `None` if there is no such
    /// tool.
    ///
    /// ```
    /// use std::sync::{Arc, Mutex};
    /// use cordis_toolset::cancel::CancelToken;
    /// use cordis_toolset::{CallOptions, Limits, Runtime, Toolset, ToolsetConfig};
    ///
    /// let runtime = Runtime::new();
    /// let toolset = Toolset::new(&runtime, ToolsetConfig::new(Limits::default()))?;
    /// toolset.mount(r#"#{ name: "steps", apply: |ctx| ctx.tools.register(#{
    ///     name: "steps", execute: |args| {
    ///         for i in 1..=3 { ctx.progress(i, 3, `step ${i}`); }
    ///         "done"
    ///     } }) }"#, false)?;
    ///
    /// let seen = Arc::new(Mutex::new(Vec::new()));
    /// let into = Arc::clone(&seen);
    /// let options = CallOptions::new().progress(move |p| into.lock().unwrap().push(p.done));
    /// let output = toolset.call_with("steps", serde_json::json!({}), options);
    /// assert_eq!(output.map(|o| o.text()).as_deref(), Some("done"));
    /// // The first report at once, the last one when the call ended.
    /// assert_eq!(*seen.lock().unwrap(), [1.0, 3.0]);
    ///
    /// let token = CancelToken::new();
    /// token.cancel();
    /// let output = toolset.call_with("steps", serde_json::json!({}), CallOptions::new().cancel(token));
    /// assert!(output.is_some_and(|o| o.is_error));
    /// # runtime.dispose_all();
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn call_with(
        &self,
        name: &str,
        arguments: Json,
        options: CallOptions,
    ) -> Option<ToolOutput> {
        let entry = self.shared.registry.get(name)?;
        if options.is_cancelled() {
            return Some(ToolOutput::error(
                crate::sandbox::SandboxError::Cancelled.to_string(),
            ));
        }
        Some(options.run(|| noted(&self.shared, &entry, arguments)))
    }

    /// The refusal of a call of `name` when no tool of that name is
    /// registered now, as `cordis_call` answers it: a pending mount that
    /// registers it is named with what it waits for; otherwise the nearest
    /// registered names are offered.
    pub fn unknown_tool(&self, name: &str) -> String {
        unknown::unknown(&self.shared, name)
    }

    /// Call `listener` after every change of the tool set.
    pub fn on_tools_changed(&self, listener: impl Fn() + Send + Sync + 'static) {
        self.shared.registry.on_change(listener);
    }

    /// Mount plugin code (see `cordis_mount`).
    pub fn mount(&self, code: &str, dry_run: bool) -> Result<MountReport, MountError> {
        mounting::mount(&self.shared, code, dry_run)
    }

    /// Unmount by id (see `cordis_unmount`).
    pub fn unmount(&self, id: &str) -> Result<UnmountReceipt, MountError> {
        mounting::unmount(&self.shared, id)
    }

    /// The inspection report (see `cordis_inspect`).
    pub fn inspect(&self, what: Option<&str>, name: Option<&str>) -> Result<String, InspectError> {
        inspect::inspect(&self.shared, what, name)
    }

    /// Dispose the toolset: every mount, every built-in tool, the services.
    pub fn dispose(&self) {
        self.plugin.dispose();
        self.services.dispose();
    }
}

fn services_plugin(services: Vec<ServiceValue>, timer: bool) -> impl crate::fiber::Plugin {
    FnPlugin::new(move |ctx: &Context, _| {
        for service in &services {
            ctx.provide(service.name(), service.clone().into_value())?;
        }
        if timer {
            ctx.provide("timer", Value::from("timer"))?;
        }
        Ok(())
    })
    .named("cordis-services")
}

fn toolset_plugin(shared: &Arc<Shared>) -> impl crate::fiber::Plugin {
    let weak = Arc::downgrade(shared);
    FnPlugin::new(move |ctx: &Context, _| {
        let Some(shared) = weak.upgrade() else {
            return Err(CallbackError::new("the toolset is gone"));
        };
        register_builtins(ctx, &shared)?;
        let slot = Arc::clone(&shared);
        ctx.plugin(
            FnPlugin::new(move |group: &Context, _| {
                *slot.group.lock() = Some(group.clone());
                Ok(())
            })
            .named("cordis-dynamic"),
        )?;
        Ok(())
    })
    .named("cordis-toolset")
}

fn register_builtins(ctx: &Context, shared: &Arc<Shared>) -> Result<(), CallbackError> {
    use args::{CallArgs, InspectArgs, MountArgs, UnmountArgs};
    use describe::*;
    let registry = &shared.registry;
    let add = |spec: ToolSpec| {
        registry
            .register_builtin(ctx, spec)
            .map(|_| ())
            .map_err(CallbackError::caused_by)
    };

    let weak = Arc::downgrade(shared);
    add(builtin_tool(
        INSPECT,
        &inspect_description(),
        &inspect_parameters(),
        None,
        annotations("Inspect the cordis runtime", true, false),
        move |args: InspectArgs| {
            let Some(shared) = weak.upgrade() else {
                return Ok(ToolOutput::error("the toolset is gone"));
            };
            let (what, name) = (args.what.as_deref(), args.name.as_deref());
            Ok(match inspect::inspect(&shared, what, name) {
                Ok(text) => ToolOutput::success(text),
                Err(error) => ToolOutput::error(error.to_string()),
            })
        },
    )?)?;

    let weak = Arc::downgrade(shared);
    add(builtin_tool(
        MOUNT,
        &mount_description(shared.sandbox.limits()),
        &mount_parameters(),
        Some(mount_output_schema()),
        annotations("Mount a Rhai plugin", false, false),
        move |args: MountArgs| {
            let Some(shared) = weak.upgrade() else {
                return Ok(ToolOutput::error("the toolset is gone"));
            };
            Ok(match mounting::mount(&shared, &args.code, args.dry_run) {
                Ok(report) => report.into_output(),
                Err(error) => ToolOutput::error(error.to_string()),
            })
        },
    )?)?;

    let weak = Arc::downgrade(shared);
    add(builtin_tool(
        UNMOUNT,
        UNMOUNT_DESCRIPTION,
        &unmount_parameters(),
        Some(unmount_output_schema()),
        annotations("Unmount a plugin", false, true),
        move |args: UnmountArgs| {
            let Some(shared) = weak.upgrade() else {
                return Ok(ToolOutput::error("the toolset is gone"));
            };
            Ok(match mounting::unmount(&shared, &args.id) {
                Ok(receipt) => receipt.into_output(),
                Err(error) => ToolOutput::error(error.to_string()),
            })
        },
    )?)?;

    let weak = Arc::downgrade(shared);
    add(builtin_tool(
        CALL,
        CALL_DESCRIPTION,
        &call_parameters(),
        None,
        annotations("Call a tool by name", false, false),
        move |args: CallArgs| {
            let Some(shared) = weak.upgrade() else {
                return Ok(ToolOutput::error("the toolset is gone"));
            };
            let CallArgs { name, arguments } = args;
            let arguments = Json::Object(arguments.unwrap_or_default());
            // One level only: the host's approval and audit read the tool a
            // `cordis_call` reaches from its arguments, so a wrapper inside a
            // wrapper would hide the real target from them.
            if name == CALL {
                return Ok(ToolOutput::error(nested_call(&arguments)));
            }
            Ok(match shared.registry.get(&name) {
                Some(entry) => noted(&shared, &entry, arguments),
                None => ToolOutput::error(unknown::unknown(&shared, &name)),
            })
        },
    )?)?;
    Ok(())
}

/// Call `entry` for the model (the host, or `cordis_call`): its result
/// ends with the note of its mount's background failures between the
/// mount's last call and this one, if any. A cancelled call's answer is
/// never read, so its note waits for the next call.
fn noted(shared: &Shared, entry: &Arc<ToolEntry>, arguments: Json) -> ToolOutput {
    let mark = background::mark(shared, entry.owner_label());
    let mut output = shared.registry.call(entry, arguments);
    if let Some(mark) = mark
        && !crate::cancel::requested()
    {
        background::note(shared, mark, &mut output);
    }
    output
}

/// The refusal of `cordis_call` called by `cordis_call` with `arguments`,
/// naming the tool it wraps when there is one.
fn nested_call(arguments: &Json) -> String {
    let inner = arguments.get("name").and_then(Json::as_str);
    let instead = match inner {
        Some(inner) => format!(
            "call {inner} directly: by its own name, or as cordis_call {{ name: \"{inner}\", arguments: {{ … }} }} with its arguments one level deep"
        ),
        None => "call the tool directly: by its own name, or as cordis_call { name: \"<tool>\", arguments: { … } }".to_owned(),
    };
    format!("cordis_call cannot call cordis_call: nothing was run; {instead}")
}

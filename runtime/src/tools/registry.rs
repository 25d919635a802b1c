//! The tool registry: every tool the model can call, who registered it,
//! and the execute pipeline.
//!
//! `execute` runs: argument validation (with defaults) → the
//! `tools/pre-execute` waterfall (listeners get `(info, next)`) → the tool in
//! its owner's fiber → result normalization (shape and size) →
//! `tools/post-execute` (reported, never failing the call) → accounting.
//!
//! With [`ToolRegistry::bound_calls`] set (the sandbox sets it), the hooks,
//! the tool and the listeners of one call share that call's one deadline.
//! A built-in tool's response never waits on listeners: its
//! `tools/post-execute` runs after the response, on the registry's observer
//! thread, under a deadline of its own.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::mpsc::{SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use parking_lot::{Mutex, RwLock};

use crate::deadline;
use crate::events::Next;
use crate::fiber::error::{CallbackError, RuntimeError};
use crate::fiber::report::ReportKind;
use crate::fiber::{Context, EffectHandle, EffectKind, FiberGate, FiberId, Runtime};
use crate::limits::Limits;
use crate::tools::events::{self, ToolEvents, ToolResult};
use crate::tools::result;

/// Reads a tool's result from a value a script returned, bounded to the
/// given number of bytes of text; the error is the message to show.
pub type ReadResult = fn(&Value, usize) -> Result<ToolOutput, String>;
use crate::tools::schema::Parameters;
use crate::tools::{ToolAnnotations, ToolDescriptor, ToolOutput};
use crate::value::Value;

/// What a call answers when a `tools/pre-execute` listener ended without a
/// value, so that neither the tool's result nor one of its own came back.
const PRE_EXECUTE_GAVE_NOTHING: &str = "a tools/pre-execute listener returned nothing (()), so the call has no result: end the listener with `next()` to run the tool and pass its result on, or return a result of your own, such as `\"refused: read-only mode\"`";

/// The event run as a waterfall before every tool call.
const PRE_EXECUTE: &str = <dyn ToolEvents>::PRE_EXECUTE;
/// The event emitted after every tool call.
const POST_EXECUTE: &str = <dyn ToolEvents>::POST_EXECUTE;

/// What runs when a tool is called.
pub trait ToolHandler: Send + Sync + 'static {
    /// Run the tool with validated arguments (borrowed: the registry
    /// still hands them to `tools/post-execute` afterwards).
    fn call(&self, args: &serde_json::Value) -> Result<ToolOutput, CallbackError>;
}

impl<F> ToolHandler for F
where
    F: Fn(&serde_json::Value) -> Result<ToolOutput, CallbackError> + Send + Sync + 'static,
{
    fn call(&self, args: &serde_json::Value) -> Result<ToolOutput, CallbackError> {
        self(args)
    }
}

/// Everything needed to register a tool.
pub struct ToolSpec {
    /// The name the model calls it by (`[A-Za-z0-9_-]`, at most 64).
    pub name: String,
    /// What it does, for the model.
    pub description: String,
    /// Its normalized parameters.
    pub parameters: Parameters,
    /// JSON Schema of its structured output, if any.
    pub output_schema: Option<serde_json::Value>,
    /// Client hints.
    pub annotations: ToolAnnotations,
    /// What runs.
    pub handler: Arc<dyn ToolHandler>,
}

impl ToolSpec {
    /// How a client sees the tool (`tools/list`).
    pub fn descriptor(&self) -> ToolDescriptor {
        ToolDescriptor {
            name: self.name.clone(),
            description: self.description.clone(),
            input_schema: self.parameters.to_json_schema(),
            output_schema: self.output_schema.clone(),
            annotations: self.annotations.clone(),
        }
    }
}

/// Calls, failures and time of one tool.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct ToolStats {
    /// Calls so far.
    pub calls: u64,
    /// Calls that ended as errors.
    pub errors: u64,
    /// Time spent in all calls.
    pub total: Duration,
}

/// A registered tool.
pub struct ToolEntry {
    spec: ToolSpec,
    owner: FiberId,
    owner_label: String,
    protected: bool,
    serial: u64,
    stats: Mutex<ToolStats>,
    /// The owner's callback gate, looked up once at registration.
    gate: FiberGate,
}

impl ToolEntry {
    /// The tool's name.
    pub fn name(&self) -> &str {
        &self.spec.name
    }
    /// Its description.
    pub fn description(&self) -> &str {
        &self.spec.description
    }
    /// Its parameters.
    pub fn parameters(&self) -> &Parameters {
        &self.spec.parameters
    }
    /// The fiber that registered it.
    pub fn owner(&self) -> FiberId {
        self.owner
    }
    /// Who registered it, as shown to the model (a mount id or plugin name).
    pub fn owner_label(&self) -> &str {
        &self.owner_label
    }
    /// Whether it is a built-in tool that mounted hooks cannot see.
    pub fn is_protected(&self) -> bool {
        self.protected
    }
    /// Its call statistics.
    pub(crate) fn stats(&self) -> ToolStats {
        *self.stats.lock()
    }
    fn position(&self) -> ListPosition {
        ListPosition {
            mounted: !self.protected,
            serial: self.serial,
        }
    }
    /// Its descriptor for `tools/list`.
    pub fn descriptor(&self) -> ToolDescriptor {
        self.spec.descriptor()
    }
}

/// A registration was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ToolError {
    /// The name is empty, too long, or has characters MCP does not allow.
    #[error(
        "tool name {name:?} is not valid: use 1 to 64 letters, digits, '_' or '-', like \"word_count\""
    )]
    InvalidName {
        /// The name given.
        name: String,
    },
    /// The name is a built-in tool's, in any letter case.
    #[error(
        "tool name \"{name}\" is reserved: it is the built-in tool \"{builtin}\" (built-in names are reserved in any letter case); pick another name, like \"my_{builtin}\""
    )]
    Reserved {
        /// The name given.
        name: String,
        /// The built-in tool it names.
        builtin: String,
    },
    /// Another registration holds the name.
    #[error("{}", duplicate(name, holder))]
    Duplicate {
        /// The name given.
        name: String,
        /// Who holds it.
        holder: Holder,
    },
    /// The registering plugin is not running.
    #[error(transparent)]
    Inactive(#[from] RuntimeError),
}

/// Who holds a tool name another registration asks for: what the refusal
/// can advise depends on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Holder {
    /// The plugin asking: it registered the name already.
    Itself,
    /// A plugin file of the operator's `--plugins` directory (its file
    /// name): no tool of the model's can remove it.
    OperatorFile(String),
    /// A mount, by the id `cordis_unmount` takes.
    Mount(String),
    /// Anything else the host registered, by its label.
    Other(String),
}

/// The owner label of the tools of a plugin file of the operator's
/// directory: this prefix, then the file name.
pub const FILE_OWNER_PREFIX: &str = "file:";
/// The prefix of a mount id (`dyn-3`): the owner label of a mount's tools.
const MOUNT_ID_PREFIX: &str = "dyn-";

impl Holder {
    /// Who holds a name registered under `label`, asked for under `asking`.
    pub(crate) fn of(label: &str, asking: &str) -> Self {
        if label == asking {
            return Self::Itself;
        }
        if let Some(file) = label.strip_prefix(FILE_OWNER_PREFIX) {
            return Self::OperatorFile(file.to_owned());
        }
        let is_mount = label
            .strip_prefix(MOUNT_ID_PREFIX)
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        if is_mount {
            Self::Mount(label.to_owned())
        } else {
            Self::Other(label.to_owned())
        }
    }
}

/// The refusal of a taken tool name, with advice that works for its holder.
fn duplicate(name: &str, holder: &Holder) -> String {
    match holder {
        Holder::Itself => format!(
            "this plugin already registered a tool named \"{name}\": register each name once, or give this tool another name"
        ),
        Holder::OperatorFile(file) => format!(
            "tool \"{name}\" is already registered by the operator's plugin file {file} (loaded with --plugins; cordis_unmount cannot remove it): pick another name"
        ),
        Holder::Mount(id) => format!(
            "tool \"{name}\" is already registered by {id}; to replace it, unmount that first (cordis_unmount {{ id: \"{id}\" }}) and mount again, or pick another name"
        ),
        Holder::Other(owner) => {
            format!("tool \"{name}\" is already registered by {owner}: pick another name")
        }
    }
}

type Watcher = Arc<dyn Fn() + Send + Sync>;
type FiberFilter = Arc<dyn Fn(FiberId) -> bool + Send + Sync>;

/// Where a tool sits in `tools/list`: built-ins first, then everything else
/// in registration order. Appending keeps a client's prompt cache valid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct ListPosition {
    /// `false` for built-ins, so they sort first.
    mounted: bool,
    serial: u64,
}

/// The tools, by name for lookup and by list position for `tools/list`,
/// and the list positions of each owner's tools, so that naming a mount's
/// tools costs its tools, not every tool.
#[derive(Default)]
struct Tools {
    by_name: BTreeMap<String, Arc<ToolEntry>>,
    listed: BTreeMap<ListPosition, Arc<ToolEntry>>,
    by_owner: BTreeSet<(FiberId, ListPosition)>,
}

impl Tools {
    fn insert(&mut self, entry: ToolEntry) {
        let entry = Arc::new(entry);
        self.by_owner.insert((entry.owner, entry.position()));
        self.listed.insert(entry.position(), Arc::clone(&entry));
        self.by_name.insert(entry.spec.name.clone(), entry);
    }

    /// The list positions of `owner`'s tools, in list order.
    fn positions_of(&self, owner: FiberId) -> impl Iterator<Item = ListPosition> + '_ {
        let first = ListPosition {
            mounted: false,
            serial: 0,
        };
        self.by_owner
            .range((owner, first)..)
            .take_while(move |(of, _)| *of == owner)
            .map(|(_, position)| *position)
    }

    fn fingerprint(&self) -> Fingerprint {
        // Built-ins sort before the others: the newest is the last of either.
        let first_mounted = ListPosition {
            mounted: true,
            serial: 0,
        };
        let builtin = self.listed.range(..first_mounted).next_back();
        let mounted = self.listed.range(first_mounted..).next_back();
        Fingerprint {
            len: self.listed.len(),
            newest: builtin
                .into_iter()
                .chain(mounted)
                .map(|(position, _)| position.serial)
                .max()
                .unwrap_or(0),
        }
    }

    /// Removes `name` if it is still the registration numbered `serial`.
    fn remove(&mut self, name: &str, serial: u64) -> bool {
        let ours = self
            .by_name
            .get(name)
            .is_some_and(|entry| entry.serial == serial);
        if ours && let Some(entry) = self.by_name.remove(name) {
            self.listed.remove(&entry.position());
            self.by_owner.remove(&(entry.owner, entry.position()));
        }
        ours
    }
}

struct Inner {
    runtime: Runtime,
    tools: RwLock<Tools>,
    /// Built-in tool names, ASCII-lowercased (reserved in any letter case).
    reserved: RwLock<BTreeSet<String>>,
    watchers: Mutex<Vec<Watcher>>,
    /// Open [`ChangeBatch`]es, and whether a change waits for the last to close.
    batch: Mutex<Batch>,
    /// Listeners whose fiber this accepts never see protected tools.
    is_mounted: RwLock<Option<FiberFilter>>,
    serials: Mutex<u64>,
    max_result_bytes: usize,
    bounds: OnceLock<CallBounds>,
    /// How a `tools/pre-execute` chain's result is read (the sandbox's
    /// reading of script values, see [`ToolRegistry::read_results_with`]).
    read_result: OnceLock<ReadResult>,
    /// Feeds the observer thread, once started.
    observer: Mutex<Option<SyncSender<Observation>>>,
}

/// Events about built-in tool calls waiting for the observer thread at most.
const OBSERVER_BACKLOG: usize = Limits::MAX_OBSERVER_BACKLOG;

/// How long one call may take, and the stack of threads that run calls.
#[derive(Debug, Clone, Copy)]
struct CallBounds {
    timeout: Duration,
    stack_size: usize,
}

/// An event about a finished built-in tool call, for its listeners.
struct Observation {
    event: &'static str,
    args: Vec<Value>,
}

/// The registry of callable tools. Cheap to clone; clones share state.
#[derive(Clone)]
pub struct ToolRegistry {
    inner: Arc<Inner>,
}

impl ToolRegistry {
    /// An empty registry over `runtime`, with results bounded to `max_result_bytes`.
    pub(crate) fn new(runtime: Runtime, max_result_bytes: usize) -> Self {
        Self {
            inner: Arc::new(Inner {
                runtime,
                tools: RwLock::new(Tools::default()),
                reserved: RwLock::new(BTreeSet::new()),
                watchers: Mutex::new(Vec::new()),
                batch: Mutex::new(Batch::default()),
                is_mounted: RwLock::new(None),
                serials: Mutex::new(0),
                max_result_bytes,
                bounds: OnceLock::new(),
                read_result: OnceLock::new(),
                observer: Mutex::new(None),
            }),
        }
    }

    /// Give every call of a mounted tool one deadline, `timeout` from its
    /// start, shared by its hooks, the tool and its listeners; and run the
    /// listeners of built-in tool calls after the response, each call's
    /// under a `timeout` of its own, on a thread with `stack_size` bytes of
    /// stack. Only the first setting counts.
    pub(crate) fn bound_calls(&self, timeout: Duration, stack_size: usize) {
        let _ = self.inner.bounds.set(CallBounds {
            timeout,
            stack_size,
        });
    }

    /// Read what a `tools/pre-execute` chain returns with `read` (the
    /// sandbox hands down how it reads a script tool's return value, with
    /// the messages that teach its two forms). Without it, a chain's result
    /// is read as it is declared: a string, or a [`ToolResult`]. Only the
    /// first setting counts.
    pub(crate) fn read_results_with(&self, read: ReadResult) {
        let _ = self.inner.read_result.set(read);
    }

    /// The runtime the tools run in.
    pub fn runtime(&self) -> &Runtime {
        &self.inner.runtime
    }

    /// Reserve names for built-in tools: nobody else may register them, in
    /// any letter case (`CORDIS_MOUNT` is refused like `cordis_mount`).
    pub(crate) fn reserve<I: IntoIterator<Item = S>, S: Into<String>>(&self, names: I) {
        self.inner.reserved.write().extend(
            names
                .into_iter()
                .map(|name| name.into().to_ascii_lowercase()),
        );
    }

    /// Listeners in fibers `filter` accepts (the mounts) never see protected tools.
    pub(crate) fn hide_protected_from(
        &self,
        filter: impl Fn(FiberId) -> bool + Send + Sync + 'static,
    ) {
        *self.inner.is_mounted.write() = Some(Arc::new(filter));
    }

    /// Call `watcher` after every change of the tool set.
    pub fn on_change(&self, watcher: impl Fn() + Send + Sync + 'static) {
        self.inner.watchers.lock().push(Arc::new(watcher));
    }

    /// Hold back change notices until the returned guard is dropped; then
    /// the watchers hear of all the changes made meanwhile as one, if the
    /// tool set differs from the one the batch began with. A mount
    /// registering 50 tools is one `tools/list_changed`; a mount that
    /// registers a tool and then fails (its tool removed again) is none.
    /// Batches nest; changes from other threads meanwhile join the batch.
    pub(crate) fn batch(&self) -> ChangeBatch {
        {
            let mut batch = self.inner.batch.lock();
            if batch.open == 0 {
                batch.began = self.inner.tools.read().fingerprint();
            }
            batch.open += 1;
        }
        ChangeBatch {
            inner: Arc::clone(&self.inner),
        }
    }

    fn changed(&self) {
        {
            let mut batch = self.inner.batch.lock();
            if batch.open > 0 {
                batch.pending = true;
                return;
            }
        }
        notify(&self.inner);
    }

    /// Register a tool as an effect of `ctx`'s fiber: it disappears when the
    /// fiber unloads. `owner_label` names the owner in messages.
    pub fn register(
        &self,
        ctx: &Context,
        spec: ToolSpec,
        owner_label: &str,
    ) -> Result<EffectHandle, ToolError> {
        self.insert(ctx, spec, owner_label, false)
    }

    /// Register a built-in (protected, reserved-name) tool.
    pub(crate) fn register_builtin(
        &self,
        ctx: &Context,
        spec: ToolSpec,
    ) -> Result<EffectHandle, ToolError> {
        self.reserve([spec.name.clone()]);
        self.insert(ctx, spec, "cordis-toolset", true)
    }

    /// Whether a plugin could register a tool called `name` now: a valid
    /// name, not a built-in's, not held by another registration. What
    /// [`ToolRegistry::register`] refuses for its name, without registering
    /// (a dry run asks this).
    pub(crate) fn admits(&self, name: &str, owner_label: &str) -> Result<(), ToolError> {
        self.check_name(name, false)?;
        match self.inner.tools.read().by_name.get(name) {
            Some(existing) => Err(ToolError::Duplicate {
                name: name.to_owned(),
                holder: Holder::of(&existing.owner_label, owner_label),
            }),
            None => Ok(()),
        }
    }

    /// The name rules: valid characters and length; not reserved unless
    /// `protected` (a built-in registering itself).
    fn check_name(&self, name: &str, protected: bool) -> Result<(), ToolError> {
        let valid = !name.is_empty()
            && name.len() <= 64
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
        if !valid {
            return Err(ToolError::InvalidName {
                name: name.to_owned(),
            });
        }
        if !protected {
            let folded = name.to_ascii_lowercase();
            if self.inner.reserved.read().contains(&folded) {
                return Err(ToolError::Reserved {
                    name: name.to_owned(),
                    builtin: folded,
                });
            }
        }
        Ok(())
    }

    fn insert(
        &self,
        ctx: &Context,
        spec: ToolSpec,
        owner_label: &str,
        protected: bool,
    ) -> Result<EffectHandle, ToolError> {
        let name = spec.name.clone();
        self.check_name(&name, protected)?;
        let owner = ctx.fiber().id();
        let gate = match self.inner.runtime.gate_of(owner) {
            Some(gate) if ctx.is_active() => gate,
            _ => return Err(ctx.inactive("register a tool").into()),
        };
        let serial = {
            let mut serials = self.inner.serials.lock();
            *serials += 1;
            *serials
        };
        {
            let mut tools = self.inner.tools.write();
            if let Some(existing) = tools.by_name.get(&name) {
                return Err(ToolError::Duplicate {
                    name,
                    holder: Holder::of(&existing.owner_label, owner_label),
                });
            }
            let entry = ToolEntry {
                spec,
                gate,
                owner,
                owner_label: owner_label.to_owned(),
                protected,
                serial,
                stats: Mutex::new(ToolStats::default()),
            };
            tools.insert(entry);
        }
        let registry = Arc::downgrade(&self.inner);
        let key = name.clone();
        let dispose = move || {
            if let Some(inner) = registry.upgrade() {
                let removed = inner.tools.write().remove(&key, serial);
                if removed {
                    ToolRegistry { inner }.changed();
                }
            }
            Ok(())
        };
        let handle = ctx.register(
            EffectKind::Tool,
            format!("tool(\"{name}\")"),
            Box::new(dispose),
        )?;
        self.changed();
        Ok(handle)
    }

    /// One tool, if registered.
    pub fn get(&self, name: &str) -> Option<Arc<ToolEntry>> {
        self.inner.tools.read().by_name.get(name).cloned()
    }

    /// Every tool, by name.
    pub fn entries(&self) -> Vec<Arc<ToolEntry>> {
        self.inner.tools.read().by_name.values().cloned().collect()
    }

    /// Every tool in `tools/list` order (see [`Self::descriptors`]).
    pub fn listed(&self) -> Vec<Arc<ToolEntry>> {
        self.inner.tools.read().listed.values().cloned().collect()
    }

    /// The names of the tools `owners` registered, in `tools/list` order
    /// ([`Self::listed`] filtered by owner, without a walk of every tool).
    pub fn names_of(&self, owners: &[FiberId]) -> Vec<String> {
        let tools = self.inner.tools.read();
        let mut positions: Vec<ListPosition> = owners
            .iter()
            .flat_map(|owner| tools.positions_of(*owner))
            .collect();
        positions.sort_unstable();
        positions
            .iter()
            .filter_map(|position| tools.listed.get(position))
            .map(|entry| entry.name().to_owned())
            .collect()
    }

    /// Every tool's descriptor in `tools/list` order: the built-in tools
    /// first, then the others in the order they were registered. A new tool
    /// is appended and removing one moves nothing else, so a client's prompt
    /// cache of the tool block stays valid up to the first change.
    pub fn descriptors(&self) -> Vec<ToolDescriptor> {
        self.inner
            .tools
            .read()
            .listed
            .values()
            .map(|entry| entry.descriptor())
            .collect()
    }

    /// Number of registered tools.
    pub fn len(&self) -> usize {
        self.inner.tools.read().by_name.len()
    }

    /// Whether no tool is registered.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Call a tool through the whole pipeline. `None` if no tool has that
    /// name; every failure of the call itself is an error output.
    pub fn execute(&self, name: &str, args: serde_json::Value) -> Option<ToolOutput> {
        let entry = self.get(name)?;
        Some(self.call(&entry, args))
    }

    /// Call a tool found with [`ToolRegistry::get`] through the whole
    /// pipeline; every failure of the call is an error output.
    pub fn call(&self, entry: &Arc<ToolEntry>, mut args: serde_json::Value) -> ToolOutput {
        let started = Instant::now();
        let output = match self.inner.bounds.get() {
            Some(bounds) if !entry.protected => deadline::scope(started + bounds.timeout, || {
                self.pipeline(entry, &mut args, started)
            }),
            _ => self.pipeline(entry, &mut args, started),
        };
        let elapsed = started.elapsed();
        let mut stats = entry.stats.lock();
        stats.calls += 1;
        stats.errors += u64::from(output.is_error);
        stats.total += elapsed;
        output
    }

    fn pipeline(
        &self,
        entry: &Arc<ToolEntry>,
        args: &mut serde_json::Value,
        started: Instant,
    ) -> ToolOutput {
        match entry.spec.parameters.prepare(args) {
            Ok(()) => deadline::offer_start(started, || self.run(entry, args, started)),
            Err(error) => {
                // A listener that meant to mend them would never see them.
                let listened = if self.inner.runtime.has_any_listener(PRE_EXECUTE) {
                    " (a call's arguments are checked before any tools/pre-execute listener runs)"
                } else {
                    ""
                };
                // Refused arguments are a call too: post-execute sees it.
                let output = ToolOutput::error(format!("{}: {error}{listened}", entry.name()));
                self.post_execute(entry, args, started, &output);
                output
            }
        }
    }

    fn run(
        &self,
        entry: &Arc<ToolEntry>,
        args: &mut serde_json::Value,
        started: Instant,
    ) -> ToolOutput {
        let runtime = &self.inner.runtime;
        let filter = if entry.protected {
            self.inner.is_mounted.read().clone()
        } else {
            None
        };
        let keep = |fiber: FiberId| filter.as_ref().is_none_or(|is_mounted| !is_mounted(fiber));
        let hooked = match filter {
            Some(_) => runtime.has_listeners(PRE_EXECUTE, &keep),
            None => runtime.has_any_listener(PRE_EXECUTE),
        };
        let output = if hooked {
            let info = info_value(entry.name(), args, None);
            // The chain's end reads the arguments while the chain runs;
            // they come back once it is done (copied only if a script
            // still holds `next`).
            let shared = Arc::new(std::mem::take(args));
            let inner = {
                let (runtime, entry, args) =
                    (runtime.clone(), Arc::clone(entry), Arc::clone(&shared));
                Next::passing(move |passed: Option<Value>| {
                    // `next(info)`: the tool runs with `info.args`.
                    let output = match passed {
                        None => invoke(&runtime, &entry, &args),
                        Some(info) => match passed_args(&entry, &info) {
                            Ok(args) => invoke(&runtime, &entry, &args),
                            Err(refused) => refused,
                        },
                    };
                    Ok(output_to_value(&output))
                })
            };
            let chain = runtime.waterfall_where(PRE_EXECUTE, vec![info], inner, &keep);
            *args = Arc::try_unwrap(shared).unwrap_or_else(|shared| (*shared).clone());
            match chain {
                // Bounded once, below.
                Ok(value) => self.output_from_value(entry.name(), &value),
                Err(error) => ToolOutput::error(format!(
                    "{}: a tools/pre-execute listener failed: {error}",
                    entry.name()
                )),
            }
        } else {
            invoke(runtime, entry, args)
        };
        let output = bound(output, self.inner.max_result_bytes);
        self.post_execute(entry, args, started, &output);
        output
    }

    /// Emit `tools/post-execute` (listener failures are reported, never
    /// raised): now, or for a built-in tool after the response.
    fn post_execute(
        &self,
        entry: &ToolEntry,
        args: &serde_json::Value,
        started: Instant,
        output: &ToolOutput,
    ) {
        let runtime = &self.inner.runtime;
        if runtime.has_any_listener(POST_EXECUTE) {
            let info = info_value(
                entry.name(),
                args,
                Some((started.elapsed(), output.is_error)),
            );
            let output = output_to_value(output);
            if entry.protected {
                self.emit_after_response(POST_EXECUTE, vec![info, output]);
            } else {
                runtime.emit_owned(POST_EXECUTE, vec![info, output]);
            }
        }
    }

    /// Emit `event` about a built-in tool call once its response is out:
    /// on the registry's observer thread (started on first use), the
    /// listeners of one event under one deadline of their own. Without
    /// [`ToolRegistry::bound_calls`], emitted now.
    pub(crate) fn emit_after_response(&self, event: &'static str, args: Vec<Value>) {
        match self.inner.bounds.get() {
            Some(bounds) => self.observe_later(*bounds, Observation { event, args }),
            None => self.inner.runtime.emit_owned(event, args),
        }
    }

    fn observe_later(&self, bounds: CallBounds, observation: Observation) {
        let observer = self.inner.observer.lock();
        let Some(tx) = observer.as_ref() else {
            return self.start_observer(observer, bounds, observation);
        };
        let observation = match tx.try_send(observation) {
            Ok(()) => return,
            Err(TrySendError::Full(dropped)) => {
                drop(observer);
                self.inner.runtime.report(
                    FiberId::ROOT,
                    ReportKind::Listener(dropped.event.to_owned()),
                    format!(
                        "listeners of built-in tool calls are {OBSERVER_BACKLOG} events behind; this \"{}\" was not delivered",
                        dropped.event
                    ),
                );
                return;
            }
            Err(TrySendError::Disconnected(unsent)) => unsent,
        };
        self.start_observer(observer, bounds, observation);
    }

    /// Start the observer thread with `observation` as its first event.
    fn start_observer(
        &self,
        mut observer: parking_lot::MutexGuard<'_, Option<SyncSender<Observation>>>,
        bounds: CallBounds,
        observation: Observation,
    ) {
        let (tx, rx) = sync_channel::<Observation>(OBSERVER_BACKLOG);
        let runtime = self.inner.runtime.clone();
        let spawned = std::thread::Builder::new()
            .name("cordis-observers".into())
            .stack_size(bounds.stack_size)
            .spawn(move || {
                // Ends when the registry (the sender) is gone.
                for Observation { event, args } in rx {
                    deadline::scope(Instant::now() + bounds.timeout, || {
                        runtime.emit_owned(event, args);
                    });
                }
            });
        match spawned {
            Ok(_) => {
                if tx.send(observation).is_ok() {
                    *observer = Some(tx);
                }
            }
            // No thread to be had: observed now, still under a deadline.
            Err(_) => {
                drop(observer);
                deadline::scope(Instant::now() + bounds.timeout, || {
                    self.inner
                        .runtime
                        .emit(observation.event, &observation.args);
                });
            }
        }
    }
}

/// Tell every watcher the tool set changed.
fn notify(inner: &Inner) {
    let watchers: Vec<Watcher> = inner.watchers.lock().clone();
    for watcher in watchers {
        watcher();
    }
}

#[derive(Default)]
struct Batch {
    open: usize,
    pending: bool,
    /// The tool set when the outermost open batch began.
    began: Fingerprint,
}

/// Identifies a tool set: how many tools, and the largest registration
/// serial among them. Serials only grow, so a set that gained a tool (even
/// one that replaced another) has a larger one, and one that only lost
/// tools has fewer: equal fingerprints are the same set.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
struct Fingerprint {
    len: usize,
    newest: u64,
}

/// Holds back the registry's change notices while alive; see
/// [`ToolRegistry::batch`].
#[must_use = "the batch ends, and its one notice goes out, when this is dropped"]
pub(crate) struct ChangeBatch {
    inner: Arc<Inner>,
}

impl Drop for ChangeBatch {
    fn drop(&mut self) {
        let fire = {
            let mut batch = self.inner.batch.lock();
            batch.open = batch.open.saturating_sub(1);
            let last = batch.open == 0 && batch.pending;
            if last {
                batch.pending = false;
            }
            last && self.inner.tools.read().fingerprint() != batch.began
        };
        if fire {
            notify(&self.inner);
        }
    }
}

/// Run the tool's handler in its owner's fiber: a mounted tool takes its
/// fiber's turn; a built-in one never waits for a turn, so a mount in
/// progress (itself a built-in tool call) cannot hold up inspect or unmount.
/// The arguments a `tools/pre-execute` listener passed on with
/// `next(info)`: `info.args`, checked against the tool's parameters as a
/// call's are; a refusal is the call's error output.
fn passed_args(entry: &ToolEntry, info: &Value) -> Result<serde_json::Value, ToolOutput> {
    let refused = |why: String| {
        ToolOutput::error(format!(
            "{}: the arguments a tools/pre-execute listener passed on with next(info) {why}",
            entry.name()
        ))
    };
    let args = info
        .read_lock::<rhai::Map>()
        .and_then(|info| info.get("args").cloned())
        .ok_or_else(|| {
            refused("are not there: pass on the info map the listener got, with its `args` changed, `info.args.path = ...; next(info)`".to_owned())
        })?;
    let mut args: serde_json::Value = rhai::serde::from_dynamic(&args)
        .map_err(|error| refused(format!("are no data: {error}")))?;
    entry
        .spec
        .parameters
        .prepare(&mut args)
        .map_err(|error| refused(format!("do not fit the tool: {error}")))?;
    Ok(args)
}

fn invoke(runtime: &Runtime, entry: &ToolEntry, args: &serde_json::Value) -> ToolOutput {
    let handler = &entry.spec.handler;
    let outcome = if entry.protected {
        runtime.run_beside(&entry.gate, || handler.call(args))
    } else {
        runtime.run_gated(&entry.gate, || handler.call(args))
    };
    match outcome {
        Ok(Some(output)) => output,
        Ok(None) => ToolOutput::error(format!(
            "{}: its plugin ({}) is not active right now; see cordis_inspect {{ what: \"temporary\" }}",
            entry.name(),
            entry.owner_label
        )),
        Err(error) => ToolOutput::error(format!("{}: {error}", entry.name())),
    }
}

fn bound(mut output: ToolOutput, max_bytes: usize) -> ToolOutput {
    output.content = result::bound(output.content, max_bytes);
    output
}

/// The `info` of a tool call: [`events::ToolCallInfo`] before it, and
/// [`events::ToolCallDoneInfo`] after it (with its time and outcome).
fn info_value(name: &str, args: &serde_json::Value, after: Option<(Duration, bool)>) -> Value {
    // Sub-millisecond precision: a fast call is 0.04, not 0.
    let after = after.map(|(duration, is_error)| (duration.as_secs_f64() * 1000.0, is_error));
    events::info_value(name, args, after)
}

/// A tool output as scripts see it: a [`ToolResult`].
pub(crate) fn output_to_value(output: &ToolOutput) -> Value {
    events::result_value(output)
}

impl ToolRegistry {
    /// What a pre-execute chain returned, back to a tool output (unbounded:
    /// the caller bounds it once).
    fn output_from_value(&self, tool: &str, value: &Value) -> ToolOutput {
        if value.is_unit() {
            // A listener that ran `next()` last passes its result on; this
            // one ended without a value (`return;`, a `let`, an `if`
            // without `else`).
            return ToolOutput::error(format!("{tool}: {PRE_EXECUTE_GAVE_NOTHING}"));
        }
        let read = self
            .inner
            .read_result
            .get()
            .copied()
            .unwrap_or(read_declared);
        read(value, usize::MAX).unwrap_or_else(|error| {
            ToolOutput::error(format!(
                "{tool}: a tools/pre-execute listener returned a bad result: {error}"
            ))
        })
    }
}

/// A chain's result read as [`ToolEvents`] declares it, for a registry no
/// sandbox reads results for: a string, or a [`ToolResult`].
fn read_declared(value: &Value, max_bytes: usize) -> Result<ToolOutput, String> {
    let output = match value.as_immutable_string_ref() {
        Ok(text) => ToolOutput::success(text.as_str()),
        Err(_) => rhai::serde::from_dynamic::<ToolResult>(value)
            .map_err(|error| error.to_string())?
            .into_output()
            .map_err(|(index, error)| format!("content[{index}] {error}"))?,
    };
    Ok(bound(output, max_bytes))
}

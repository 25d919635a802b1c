//! The mount table: `dyn-N` ids for plugins mounted by the model.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Arc;

use parking_lot::Mutex;
use serde::{Deserialize, Serialize};

use crate::Shape;
use crate::fiber::{Fiber, FiberId, FiberInfo, FiberState};
use crate::sandbox::teach::Quoted;
use crate::sandbox::{DryRun, EventUse, Finding, Problem, SandboxError, Warning};
use crate::tools::ToolOutput;
use crate::toolset::events::MountEvents;
use crate::toolset::{Shared, list_or_none as list};
use crate::value::Value;

/// How much longer than two call timeouts a mount waits for another one.
const BUSY_SLACK: std::time::Duration = std::time::Duration::from_secs(1);

/// The live mounts, by number.
pub(crate) struct Mounts {
    next: Mutex<u64>,
    table: Mutex<BTreeMap<u64, Mount>>,
    /// Serializes mounting, so ids are handed out in order.
    busy: Mutex<()>,
}

impl Default for Mounts {
    fn default() -> Self {
        Self {
            next: Mutex::new(1),
            table: Mutex::default(),
            busy: Mutex::default(),
        }
    }
}

/// One live mount.
#[derive(Clone)]
pub(crate) struct Mount {
    /// `dyn-N`.
    pub(crate) id: String,
    /// The plugin's name (`anonymous` when the code declares none).
    pub(crate) name: String,
    /// The name the code declares, if any (the function form has none).
    pub(crate) declared: Option<String>,
    /// The code as it was mounted.
    pub(crate) source: Arc<str>,
    /// Its fiber.
    pub(crate) fiber: Fiber,
    /// The custom events (not in the catalog) its code listens to or emits.
    pub(crate) events: Vec<(EventUse, String)>,
}

impl Mounts {
    /// The custom events the live mounts' code uses, as `(mount id, plugin
    /// name, listened to or emitted, event)`.
    pub(crate) fn custom_events(&self) -> Vec<(String, String, EventUse, String)> {
        let table = self.table.lock();
        table
            .values()
            .filter(|mount| mount.fiber.state() != FiberState::Disposed)
            .flat_map(|mount| {
                mount.events.iter().map(|(use_, event)| {
                    (mount.id.clone(), mount.name.clone(), *use_, event.clone())
                })
            })
            .collect()
    }

    /// The live mounts as `(id, plugin name, fiber)`; forgets disposed ones.
    pub(crate) fn live(&self) -> Vec<(String, String, Fiber)> {
        let mut table = self.table.lock();
        table.retain(|_, mount| mount.fiber.state() != FiberState::Disposed);
        table
            .values()
            .map(|m| (m.id.clone(), m.name.clone(), m.fiber.clone()))
            .collect()
    }

    /// Stop counting mount `number` as a mount (it was unmounted, or kept
    /// as a regular plugin).
    pub(crate) fn forget(&self, number: u64) {
        self.table.lock().remove(&number);
    }
}

/// What `cordis_mount` reports (its structured result, and the payload of
/// `cordis/mounted`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MountReport {
    /// The mount id (`dyn-3`).
    pub id: String,
    /// The plugin's name.
    pub plugin_name: String,
    /// `active` or `pending`; for a dry run, the state the mount would
    /// reach (nothing was mounted: see `dryRun`).
    pub state: String,
    /// Services it provides.
    pub provides: Vec<String>,
    /// Services it waits for.
    pub waiting_for: Vec<String>,
    /// Tools it registered.
    pub tools: Vec<String>,
    /// The mounts (ids like `dyn-2`) that were waiting for a service it
    /// provides and are active now.
    pub activated: Vec<String>,
    /// The mounts that were waiting for a service it provides and failed
    /// to start once it was there.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub failed_to_start: Vec<FailedStart>,
    /// What the check against the catalog found that does not stop the
    /// mount (e.g. custom events), by line.
    pub warnings: Vec<Warning>,
    /// Only for a dry run: what `apply` would do. Nothing was mounted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dry_run: Option<DryRun>,
}

/// A waiting mount whose `apply` failed once its services were provided.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FailedStart {
    /// Its mount id (`dyn-2`).
    pub id: String,
    /// Why its `apply` failed.
    pub error: String,
}

impl MountReport {
    /// As a tool result: a sentence plus the structured fields.
    pub fn into_output(self) -> ToolOutput {
        let text = match (&self.dry_run, self.state.as_str()) {
            (Some(dry), _) => super::dry_run::describe(&self, dry),
            (None, "pending") => format!(
                "mounted {} ({}): pending, waiting for service(s) {} — it applies once they are provided. Unmount with cordis_unmount {{ id: \"{}\" }}.",
                self.id,
                self.plugin_name,
                list(&self.waiting_for),
                self.id
            ),
            (None, _) => format!(
                "mounted {} ({}): active. Tools: {}. Provides: {}. Unmount with cordis_unmount {{ id: \"{}\" }}.",
                self.id,
                self.plugin_name,
                list(&self.tools),
                list(&self.provides),
                self.id
            ),
        };
        let mut text = if self.activated.is_empty() {
            text
        } else {
            format!(
                "{text}\nNow active, after waiting for its services: {}.",
                list(&self.activated)
            )
        };
        for failed in &self.failed_to_start {
            let _ = write!(
                text,
                "\n{} was waiting for a service this mount provides and failed to start: {}\nIts tools are not there. Fix its code, cordis_unmount {{ id: \"{}\" }}, and mount the fixed code.",
                failed.id, failed.error, failed.id
            );
        }
        if !self.warnings.is_empty() {
            text.push_str("\nWarnings from the check of the code:");
            for warning in &self.warnings {
                let _ = write!(text, "\n- line {}: {}", warning.line, warning.message);
            }
        }
        let structured = serde_json::to_value(&self).ok();
        ToolOutput {
            structured,
            ..ToolOutput::success(text)
        }
    }
}

/// What `cordis_unmount` removed (its structured result, and the payload
/// of `cordis/unmounted`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UnmountReceipt {
    /// The mount id.
    pub id: String,
    /// The plugin's name.
    pub plugin_name: String,
    /// Tools removed.
    pub tools: Vec<String>,
    /// Services no longer provided.
    pub services: Vec<String>,
    /// Listeners removed.
    pub listeners: usize,
    /// Timers cancelled.
    pub timers: usize,
    /// Child plugins disposed.
    pub children: usize,
    /// The mounts (ids like `dyn-2`) that used a service it provided and
    /// went back to `pending`; they apply again once a plugin provides it.
    pub back_to_pending: Vec<String>,
    /// How many failures of its code were recorded in the background
    /// (timers, listeners, calls of its services by other plugins).
    pub failures: u64,
}

impl UnmountReceipt {
    /// As a tool result: a sentence plus the structured fields.
    pub fn into_output(self) -> ToolOutput {
        let mut text = format!(
            "unmounted {} ({}). Removed tools: {}; services: {}; listeners: {}; timers: {}; child plugins: {}.",
            self.id,
            self.plugin_name,
            list(&self.tools),
            list(&self.services),
            self.listeners,
            self.timers,
            self.children
        );
        if self.failures > 0 {
            let _ = write!(
                text,
                "\nIts code failed {} time{} in the background (timers, listeners, calls of its services).",
                self.failures,
                if self.failures == 1 { "" } else { "s" }
            );
        }
        if !self.back_to_pending.is_empty() {
            text.push_str(&format!(
                "\nBack to pending, waiting for its services: {} (they apply again once a plugin provides them).",
                list(&self.back_to_pending)
            ));
        }
        let structured = serde_json::to_value(&self).ok();
        ToolOutput {
            structured,
            ..ToolOutput::success(text)
        }
    }
}

/// A mount or unmount was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MountError {
    /// The code does not compile, evaluate, or return a plugin.
    #[error("{0}\nNothing was mounted.")]
    Invalid(#[from] SandboxError),
    /// The check against the catalog found lines that fail every time
    /// they run.
    #[error(
        "the check against the catalog found code that fails every time it runs; nothing was mounted. Fix these lines and mount it again:\n{findings}"
    )]
    Check {
        /// The findings, each with its line quoted.
        findings: String,
    },
    /// The plugin's `apply` failed; it was removed.
    #[error(
        "the plugin failed to start: {message}\nIt was removed; nothing was mounted. Fix the code and mount it again."
    )]
    Failed {
        /// The error.
        message: String,
    },
    /// Another mount kept running plugin code for longer than a mount may.
    #[error(
        "another cordis_mount is still running its plugin's code (waited {waited_ms} ms); nothing was mounted. Call cordis_mount again once it returns, and see cordis_inspect {{ what: \"temporary\" }} for what is mounted now"
    )]
    Busy {
        /// How long this mount waited.
        waited_ms: u64,
    },
    /// The plugin would wait as pending, and as many mounts as may wait
    /// are pending already.
    #[error(
        "this plugin would wait as pending for service(s) {waiting_for}, and {limit} mounts are pending already, the most that may wait at once (max_pending_mounts under [limits]); nothing was mounted. Mount plugins that provide what the pending mounts wait for, or unmount pending mounts you no longer need with cordis_unmount {{ id: \"...\" }} (pending now: {pending}), then mount this again"
    )]
    TooManyPending {
        /// `max_pending_mounts`.
        limit: usize,
        /// What it would wait for.
        waiting_for: String,
        /// The pending mounts' ids.
        pending: String,
    },
    /// The toolset is being disposed.
    #[error("the toolset is not active (it is being disposed)")]
    Stopped,
    /// No mount has that id.
    #[error(
        "no mount is named \"{id}\" (never mounted, or already unmounted). Live mounts: {live}"
    )]
    Unknown {
        /// The id asked for.
        id: String,
        /// The live ids.
        live: String,
    },
    /// The id is not a mount id.
    #[error(
        "\"{id}\" is not a mount id: cordis_unmount removes only plugins mounted with cordis_mount, whose ids look like \"dyn-1\". Live mounts: {live}"
    )]
    NotAMount {
        /// The id asked for.
        id: String,
        /// The live ids.
        live: String,
    },
}

/// Each finding with its line quoted and a caret under it.
fn quote(code: Quoted<'_>, findings: &[Finding]) -> String {
    findings
        .iter()
        .map(|f| format!("- {}{}", f.problem, code.locate(f.line, f.column)))
        .collect::<Vec<_>>()
        .join("\n")
}

fn subtree(shared: &Shared, root: FiberId) -> Vec<FiberInfo> {
    shared.runtime.subtree(root)
}

fn provided_by(shared: &Shared, fibers: &[FiberInfo]) -> Vec<String> {
    shared
        .runtime
        .services()
        .into_iter()
        .filter(|s| fibers.iter().any(|f| f.id == s.owner))
        .map(|s| s.name)
        .collect()
}

/// The tools `fibers` registered, in registration order (as `tools/list`
/// and a dry run list them).
fn tools_of(shared: &Shared, fibers: &[FiberInfo]) -> Vec<String> {
    shared
        .registry
        .listed()
        .iter()
        .filter(|e| fibers.iter().any(|f| f.id == e.owner()))
        .map(|e| e.name().to_owned())
        .collect()
}

/// The live mounts in `state` now, by id.
fn mounts_in(shared: &Shared, state: FiberState) -> Vec<(String, Fiber)> {
    shared
        .mounts
        .live()
        .into_iter()
        .filter(|(.., fiber)| fiber.state() == state)
        .map(|(id, _, fiber)| (id, fiber))
        .collect()
}

/// The ids of those of `mounts` in `state` now.
fn now_in(mounts: Vec<(String, Fiber)>, state: FiberState) -> Vec<String> {
    mounts
        .into_iter()
        .filter(|(_, fiber)| fiber.state() == state)
        .map(|(id, _)| id)
        .collect()
}

pub(crate) fn mount(shared: &Shared, code: &str, dry_run: bool) -> Result<MountReport, MountError> {
    // Another mount runs plugin code while it holds this: its evaluation
    // and its apply, each within the call timeout. Wait for that, never
    // longer, and never on a lock this thread holds already.
    let limit = shared.sandbox.limits().timeout() * 2 + BUSY_SLACK;
    let Some(_busy) = shared.mounts.busy.try_lock_for(limit) else {
        return Err(MountError::Busy {
            waited_ms: u64::try_from(limit.as_millis()).unwrap_or(u64::MAX),
        });
    };
    let number = *shared.mounts.next.lock();
    let id = format!("dyn-{number}");
    let plugin = shared.sandbox.load(&id, code)?;
    let declared_name = plugin.declared_name().map(str::to_owned);
    let plugin_name = declared_name.as_deref().unwrap_or("anonymous").to_owned();
    let (certain, warnings): (Vec<Finding>, Vec<Finding>) = shared
        .check(&plugin)
        .into_iter()
        .partition(|finding| finding.problem.is_certain());
    if !certain.is_empty() {
        return Err(MountError::Check {
            findings: quote(plugin.quoted(), &certain),
        });
    }
    let events: Vec<(EventUse, String)> = warnings
        .iter()
        .filter_map(|finding| match &finding.problem {
            Problem::CustomEvent { use_, event, .. } => Some((*use_, event.clone())),
            _ => None,
        })
        .collect();
    let warnings: Vec<Warning> = warnings.iter().map(Finding::to_warning).collect();
    let group = shared.group.lock().clone().ok_or(MountError::Stopped)?;
    if dry_run {
        return super::dry_run::run(shared, &group, id, plugin_name, &plugin, warnings);
    }
    // One tools/list_changed for the whole mount, however many tools it
    // (and the consumers it activates) registers.
    let _batch = shared.registry.batch();
    let waiting = mounts_in(shared, FiberState::Pending);
    // The plugin's apply and the applies of the waiting consumers its
    // services let start share one call timeout: a provider's mount never
    // runs for longer than one call, however many consumers wait for it.
    let limits = shared.sandbox.limits();
    let fiber = crate::deadline::scope(std::time::Instant::now() + limits.timeout(), || {
        group.plugin_with(Arc::new(plugin), Value::UNIT)
    })
    .map_err(|_| MountError::Stopped)?;
    if fiber.state() == FiberState::Pending && waiting.len() >= limits.max_pending_mounts {
        let waiting_for = fiber.info().map(|i| i.waiting_for).unwrap_or_default();
        fiber.dispose();
        return Err(MountError::TooManyPending {
            limit: limits.max_pending_mounts,
            waiting_for: list(&waiting_for),
            pending: list(&waiting.into_iter().map(|(id, _)| id).collect::<Vec<_>>()),
        });
    }
    match fiber.state() {
        FiberState::Failed => {
            let message = fiber.error().unwrap_or_default();
            fiber.dispose();
            return Err(MountError::Failed { message });
        }
        FiberState::Disposed => {
            return Err(MountError::Failed {
                message: "the plugin disposed itself while starting".into(),
            });
        }
        _ => {}
    }
    *shared.mounts.next.lock() += 1;
    shared.mounts.table.lock().insert(
        number,
        Mount {
            id: id.clone(),
            name: plugin_name.clone(),
            declared: declared_name,
            source: code.into(),
            fiber: fiber.clone(),
            events,
        },
    );
    let fibers = subtree(shared, fiber.id());
    let info = fiber.info();
    let report = MountReport {
        id,
        plugin_name,
        state: fiber.state().as_str().to_owned(),
        provides: provided_by(shared, &fibers),
        waiting_for: info.map(|i| i.waiting_for).unwrap_or_default(),
        tools: tools_of(shared, &fibers),
        failed_to_start: waiting
            .iter()
            .filter(|(_, fiber)| fiber.state() == FiberState::Failed)
            .map(|(id, fiber)| FailedStart {
                id: id.clone(),
                error: fiber.error().unwrap_or_default(),
            })
            .collect(),
        activated: now_in(waiting, FiberState::Active),
        warnings,
        dry_run: None,
    };
    announce(shared, MOUNTED, &report);
    Ok(report)
}

/// The lifecycle events of mounts, named by their declaration.
const MOUNTED: &str = <dyn MountEvents>::MOUNTED;
const UNMOUNTED: &str = <dyn MountEvents>::UNMOUNTED;

/// Emit a mount lifecycle event carrying a report or receipt, after the
/// response: the built-in tools never wait on listeners.
fn announce(shared: &Shared, event: &'static str, payload: &impl Serialize) {
    if !shared.runtime.has_listeners(event, &|_| true) {
        return;
    }
    if let Ok(data) = serde_json::to_value(payload) {
        shared
            .registry
            .emit_after_response(event, vec![crate::value::from_json(&data)]);
    }
}

/// The live mount `id` and its number, or why there is none (naming the
/// live ids).
pub(crate) fn find(shared: &Shared, id: &str) -> Result<(u64, Mount), MountError> {
    let live = shared.mounts.live();
    let ids = if live.is_empty() {
        "none".to_owned()
    } else {
        live.iter()
            .map(|(id, ..)| id.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let Some(number) = id.strip_prefix("dyn-").and_then(|n| n.parse::<u64>().ok()) else {
        return Err(MountError::NotAMount {
            id: id.to_owned(),
            live: ids,
        });
    };
    let found = shared
        .mounts
        .table
        .lock()
        .get(&number)
        .filter(|mount| mount.id == id && mount.fiber.state() != FiberState::Disposed)
        .cloned();
    found
        .map(|mount| (number, mount))
        .ok_or(MountError::Unknown {
            id: id.to_owned(),
            live: ids,
        })
}

pub(crate) fn unmount(shared: &Shared, id: &str) -> Result<UnmountReceipt, MountError> {
    // One tools/list_changed for the whole unmount, consumers included.
    let _batch = shared.registry.batch();
    let (number, Mount { name, fiber, .. }) = find(shared, id)?;
    let fibers = subtree(shared, fiber.id());
    let count = |prefixes: &[&str]| {
        fibers
            .iter()
            .flat_map(|f| &f.effects)
            .filter(|label| prefixes.iter().any(|p| label.starts_with(p)))
            .count()
    };
    let receipt = UnmountReceipt {
        id: id.to_owned(),
        plugin_name: name,
        tools: tools_of(shared, &fibers),
        services: provided_by(shared, &fibers),
        listeners: count(&["on("]),
        timers: count(&["timeout()", "interval()", "throttle()", "debounce()"]),
        children: fibers.len().saturating_sub(1),
        back_to_pending: Vec::new(),
        failures: shared.runtime.failures(fiber.id()).count,
    };
    let active = mounts_in(shared, FiberState::Active);
    fiber.dispose();
    shared.mounts.forget(number);
    let receipt = UnmountReceipt {
        back_to_pending: now_in(active, FiberState::Pending),
        ..receipt
    };
    announce(shared, UNMOUNTED, &receipt);
    Ok(receipt)
}

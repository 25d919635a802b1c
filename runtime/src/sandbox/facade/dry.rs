//! Dry runs: `apply` against a recording façade.
//!
//! In a dry run the façade checks everything it would check for real — tool
//! specs and schemas, tool names (valid, not reserved, not taken), event and
//! service names, duplicate services, the per-mount limits — and records
//! what the plugin would register instead of registering it. Nothing reaches
//! the world: no tool, listener, timer or service appears, no event is
//! delivered, and a call of a service (or of `ctx.tools.execute`) is not
//! performed: it returns `()` and is reported as not run.

use cordis_toolset_macros::Shape;
use parking_lot::Mutex;
use serde::{Deserialize, Serialize};

/// What a plugin's `apply` would do, as a dry run recorded it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DryRun {
    /// The services it injects.
    pub inject: Vec<String>,
    /// The events it would listen to.
    pub listens: Vec<String>,
    /// The events it would emit while applying.
    pub emits: Vec<String>,
    /// How many timers it would start while applying.
    pub timers: usize,
    /// For a mount that would wait for services: the tools its `apply`
    /// registered in the dry run, which a mount registers once they are
    /// provided (the report's own `tools` say what it has now: none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tools_once_provided: Vec<String>,
    /// The same for the services it provides.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub provides_once_provided: Vec<String>,
    /// The calls it made while applying that a dry run does not perform
    /// (`ctx.fs.read`, `ctx.tools.execute("x")`): they returned `()`.
    pub not_run: Vec<String>,
    /// Whether `apply` ran against the recording façade (it does also
    /// while services it injects are missing and the mount would be
    /// pending: their calls are not run).
    pub applied: bool,
    /// Set when `apply` failed after a call that was not run (that failure
    /// may come from the `()` the call returned, so what follows it was not
    /// checked), or failed while the mount would be pending (a mount would
    /// fail that way once the services are provided).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unchecked: Option<String>,
}

/// The record a dry-run façade writes into.
#[derive(Default)]
pub(crate) struct Recording {
    record: Mutex<Record>,
}

/// What was recorded so far.
#[derive(Debug, Clone, Default)]
pub(crate) struct Record {
    pub(crate) tools: Vec<String>,
    pub(crate) provides: Vec<String>,
    pub(crate) listens: Vec<String>,
    /// Listeners added (an event may be listened to more than once).
    pub(crate) listeners: usize,
    pub(crate) emits: Vec<String>,
    pub(crate) timers: usize,
    pub(crate) not_run: Vec<String>,
}

impl Recording {
    /// Change the record.
    pub(crate) fn with<R>(&self, f: impl FnOnce(&mut Record) -> R) -> R {
        f(&mut self.record.lock())
    }

    /// A copy of the record.
    pub(crate) fn snapshot(&self) -> Record {
        self.record.lock().clone()
    }

    /// A call that was not performed, once each.
    pub(crate) fn not_run(&self, call: String) {
        self.with(|record| {
            if !record.not_run.contains(&call) {
                record.not_run.push(call);
            }
        });
    }
}

/// `name` added once to `list`.
pub(crate) fn push_once(list: &mut Vec<String>, name: &str) {
    if !list.iter().any(|n| n == name) {
        list.push(name.to_owned());
    }
}

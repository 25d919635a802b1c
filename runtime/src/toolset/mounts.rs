//! What mounting and unmounting answer: the report of a mount (or a dry
//! run), the receipt of an unmount, and why either was refused. Each is
//! the tool's structured result, the payload of its `cordis/` event, and
//! the text the model reads.

use std::fmt::Write as _;

use cordis_toolset_macros::Shape;
use serde::{Deserialize, Serialize};

use crate::sandbox::{DryRun, SandboxError, Warning};
use crate::tools::ToolOutput;

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
    pub state: MountState,
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

/// Where a mount is once `cordis_mount` answers (or, for a dry run, where
/// it would be).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[serde(rename_all = "lowercase")]
#[non_exhaustive]
pub enum MountState {
    /// Its `apply` ran: its tools and services are there.
    Active,
    /// It waits for services it injects; it applies once they are provided.
    Pending,
}

impl MountState {
    /// Every state, in the order the mount tool's output schema lists them.
    pub const ALL: [MountState; 2] = [Self::Active, Self::Pending];

    /// The name on the wire and in the text: `active` or `pending`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Active => "active",
            Self::Pending => "pending",
        }
    }
}

impl std::fmt::Display for MountState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
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
        let text = match (&self.dry_run, self.state) {
            (Some(dry), _) => describe_dry_run(&self, dry),
            (None, MountState::Pending) => format!(
                "mounted {} ({}): pending, waiting for service(s) {} — it applies once they are provided. Unmount with cordis_unmount {{ id: \"{}\" }}.",
                self.id,
                self.plugin_name,
                list_or_none(&self.waiting_for),
                self.id
            ),
            (None, MountState::Active) => format!(
                "mounted {} ({}): active. Tools: {}. Provides: {}. Unmount with cordis_unmount {{ id: \"{}\" }}.",
                self.id,
                self.plugin_name,
                list_or_none(&self.tools),
                list_or_none(&self.provides),
                self.id
            ),
        };
        let mut text = if self.activated.is_empty() {
            text
        } else if self.dry_run.is_some() {
            format!(
                "{text}\nMounted now, its services would start these pending mounts, which wait for them: {}.",
                list_or_none(&self.activated)
            )
        } else {
            format!(
                "{text}\nIts services started these pending mounts, which waited for them: {}.",
                list_or_none(&self.activated)
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
    /// The tools of those mounts, withdrawn while they wait.
    pub withdrawn_tools: Vec<String>,
    /// If the unmounted plugin was pending itself: the services it waited
    /// for. It had no tools then, so `tools` is empty.
    pub waited_for: Vec<String>,
    /// If it was pending: the tools its code registers once it starts
    /// (read from the code), none of them registered while it waited.
    pub unstarted_tools: Vec<String>,
    /// How many failures of its code were recorded in the background
    /// (timers, listeners, calls of its services by other plugins).
    pub failures: u64,
}

impl UnmountReceipt {
    /// As a tool result: a sentence plus the structured fields.
    pub fn into_output(self) -> ToolOutput {
        let tools = if self.waited_for.is_empty() {
            list_or_none(&self.tools)
        } else {
            let registers = if self.unstarted_tools.is_empty() {
                String::new()
            } else {
                format!(
                    ": the tools its code registers ({}) are registered only while it is active",
                    self.unstarted_tools.join(", ")
                )
            };
            format!(
                "none (it was pending, waiting for {}{registers})",
                self.waited_for.join(", ")
            )
        };
        let mut text = format!(
            "unmounted {} ({}). Removed tools: {tools}; services: {}; listeners: {}; timers: {}; child plugins: {}.",
            self.id,
            self.plugin_name,
            list_or_none(&self.services),
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
                list_or_none(&self.back_to_pending)
            ));
            if !self.withdrawn_tools.is_empty() {
                text.push_str(&format!(
                    " Their tools are withdrawn until then: {}.",
                    self.withdrawn_tools.join(", ")
                ));
            }
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
#[non_exhaustive]
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
    /// The plugin's `apply` failed; it was removed (a dry run's, which
    /// never added it, says so alike: nothing is left of it).
    #[error(
        "the plugin failed to start: {message}\nNothing of it was kept; nothing was mounted. Fix what the error names (the code, or a name another mount holds) and mount it again."
    )]
    Failed {
        /// The error.
        message: String,
    },
    /// A dry run's `apply` failed as a mount's would: nothing was mounted,
    /// as by any dry run.
    #[error(
        "the dry run ran the plugin's apply, which failed as a mount would: {message}\nThis was a dry run: nothing was mounted. Fix what the error names (the code, or a name another mount holds) and dry-run or mount it again."
    )]
    DryRunFailed {
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
    /// As many mounts as may be live at once are live already.
    #[error(
        "{limit} mounts are live already, the most one server may hold at once (max_mounts under [limits], pending mounts included); nothing was mounted. Unmount mounts you no longer need with cordis_unmount {{ id: \"...\" }} (see cordis_inspect {{ what: \"temporary\" }}), or put this plugin's tools into one you mount instead of many, then mount this again"
    )]
    TooManyMounts {
        /// `max_mounts`.
        limit: usize,
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

/// The dry run in words.
fn describe_dry_run(report: &MountReport, dry: &DryRun) -> String {
    let name = &report.plugin_name;
    let registers = || {
        format!(
            "tools: {}; provides: {}; listens to: {}; emits while starting: {}; timers started: {}; injects: {}.",
            list_or_none(&report.tools),
            list_or_none(&report.provides),
            list_or_none(&dry.listens),
            list_or_none(&dry.emits),
            dry.timers,
            list_or_none(&dry.inject)
        )
    };
    let mut text = if !report.waiting_for.is_empty() {
        format!(
            "dry run of \"{name}\": nothing was mounted. Mounted now, it would be {} as {}, waiting for service(s) {}; its apply runs and registers once they are provided. Its apply was run now against a recording ctx (calls of those services not run) to check what it registers{}: tools: {}; provides: {}; listens to: {}; timers started: {}. Injects: {}.",
            report.state,
            report.id,
            list_or_none(&report.waiting_for),
            if dry.unchecked.is_some() {
                " (up to the point below)"
            } else {
                ", and it went through; once they are provided it registers"
            },
            list_or_none(&dry.tools_once_provided),
            list_or_none(&dry.provides_once_provided),
            list_or_none(&dry.listens),
            dry.timers,
            list_or_none(&dry.inject)
        )
    } else if dry.applied && dry.unchecked.is_some() {
        format!(
            "dry run of \"{name}\": nothing was mounted. Its apply could not be followed to the end (see below), so what it registers after that point is not known. Up to there, mounted as {}: {}",
            report.id,
            registers()
        )
    } else if dry.applied {
        format!(
            "dry run of \"{name}\": nothing was mounted. Mounted now, it would be {} as {}: {}",
            report.state,
            report.id,
            registers()
        )
    } else {
        format!(
            "dry run of \"{name}\": nothing was mounted. Mounted now, it would be {} as {}, waiting for service(s) {}; its apply runs once they are provided, so it was not run now. Injects: {}.",
            report.state,
            report.id,
            list_or_none(&report.waiting_for),
            list_or_none(&dry.inject)
        )
    };
    if !dry.not_run.is_empty() {
        text.push_str(&format!(
            "\nNot run (a dry run calls no service and no tool; each returned ()): {}.",
            dry.not_run.join(", ")
        ));
    }
    if let Some(error) = &dry.unchecked
        && !report.waiting_for.is_empty()
        && dry.not_run.is_empty()
    {
        text.push_str(&format!(
            "\napply fails, run against the recording ctx: {error}\nOnce {} is provided, the mount will fail this way: fix it now.",
            list_or_none(&report.waiting_for)
        ));
    } else if let Some(error) = &dry.unchecked {
        text.push_str(&format!(
            "\napply failed after a call that was not run, so the rest of it was not checked (the failure may come from the () that call returned): {error}"
        ));
    }
    text
}

/// `a, b, c`, or `none` for an empty list.
pub(crate) fn list_or_none(items: &[String]) -> String {
    if items.is_empty() {
        "none".to_owned()
    } else {
        items.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::MountState;

    #[test]
    fn every_state_is_listed_once_under_its_wire_name() {
        for state in MountState::ALL {
            // A new variant fails this match until it is added to `ALL`.
            match state {
                MountState::Active | MountState::Pending => {}
            }
            assert_eq!(
                serde_json::to_value(state).unwrap(),
                state.as_str(),
                "{state:?}"
            );
        }
        let mut names = MountState::ALL.map(MountState::as_str).to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), MountState::ALL.len());
    }
}

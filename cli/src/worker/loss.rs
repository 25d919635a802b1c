//! A lost worker in words: why it ended ([`Cause`]), what it was running,
//! and which mounts went with it ([`Loss`]). The same facts reach the
//! model (in the answer of each call that was running), the operator's log
//! and the audit line, all written by the server.

use std::fmt;
use std::time::Duration;

use cordis_toolset::LiveMount;
use serde::Serialize;

use super::bound::human;

/// Why a worker ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cause {
    /// An allocation failed at the kernel's bound (`--worker-memory`).
    OutOfMemory {
        /// The bound, in bytes.
        limit: u64,
    },
    /// The watchdog killed it: a call ran past its deadline by more than
    /// the grace period (a native call that never looked at the deadline).
    Deadline {
        /// How far past its deadline the call was.
        over: Duration,
    },
    /// A signal ended it (SIGKILL from outside, SIGSEGV, SIGABRT …).
    Signal(i32),
    /// It exited by itself with this code.
    Exit(i32),
    /// It wrote something that is not a message, or could not be read.
    Protocol(String),
}

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cause::OutOfMemory { limit } => write!(
                f,
                "ran out of memory at its limit of {} (--worker-memory)",
                human(*limit)
            ),
            Cause::Deadline { over } => write!(
                f,
                "was killed {} s past the deadline of the call it was running",
                over.as_secs()
            ),
            Cause::Signal(signal) => {
                write!(f, "crashed with signal {signal} ({})", signal_name(*signal))
            }
            Cause::Exit(code) => write!(f, "exited with code {code}"),
            Cause::Protocol(what) => write!(f, "broke the protocol ({what}) and was stopped"),
        }
    }
}

/// The usual name of `signal`.
fn signal_name(signal: i32) -> &'static str {
    match signal {
        6 => "SIGABRT",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        15 => "SIGTERM",
        7 => "SIGBUS",
        _ => "a signal",
    }
}

/// What one request of the server was doing when its worker was lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Running {
    /// Calling a tool (a built-in one or a mount's).
    Tool {
        /// The tool.
        name: String,
        /// The mount and plugin that registered it, when known.
        owner: Option<(Option<String>, String)>,
    },
    /// A `cordis_mount`, a dry run or not, of code with this sha256.
    Mount {
        /// Whether it was a dry run.
        dry_run: bool,
        /// sha256 of the code.
        sha256: String,
    },
    /// Reading mount code for the operator's approval question.
    Preview {
        /// sha256 of the code.
        sha256: String,
    },
    /// Reading a mount for the approval of a keep.
    KeepSubject {
        /// The mount.
        id: String,
    },
    /// Listing tools.
    Listing,
    /// Reading who registered a tool.
    Owner {
        /// The tool.
        tool: String,
    },
}

impl fmt::Display for Running {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Running::Tool { name, owner: None } => write!(f, "tool `{name}`"),
            Running::Tool {
                name,
                owner: Some((mount, plugin)),
            } => match mount {
                Some(mount) => write!(f, "tool `{name}` (mount {mount}, plugin \"{plugin}\")"),
                None => write!(f, "tool `{name}` (plugin \"{plugin}\")"),
            },
            Running::Mount { dry_run, sha256 } => {
                let what = if *dry_run { "the dry run" } else { "the mount" };
                write!(f, "{what} of code with sha256 {sha256}")
            }
            Running::Preview { sha256 } => {
                write!(f, "the approval preview of mount code with sha256 {sha256}")
            }
            Running::KeepSubject { id } => write!(f, "reading mount {id} to keep it"),
            Running::Listing => f.write_str("listing tools"),
            Running::Owner { tool } => write!(f, "reading who registered tool `{tool}`"),
        }
    }
}

/// A lost worker: why, what ran on it, and the mounts it took along.
#[derive(Debug, Clone)]
pub struct Loss {
    /// Why it ended.
    pub cause: Cause,
    /// The requests that were running.
    pub running: Vec<Running>,
    /// The mounts made with `cordis_mount` that were live in it.
    pub mounts: Vec<LiveMount>,
    /// Whether a fresh worker serves the client now.
    pub restarted: Restart,
}

/// What the server did after a loss.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Restart {
    /// A fresh worker runs, with `--plugins` loaded again.
    Fresh,
    /// The worker died too often; none is started until this many seconds
    /// have passed.
    Paused {
        /// Seconds until the next start is tried.
        seconds: u64,
        /// How many times it died within the window.
        deaths: usize,
    },
    /// A fresh worker could not start, for this reason.
    Failed(String),
}

impl Loss {
    /// What the model reads in the answer of `call`, a request that was
    /// running on the lost worker.
    pub fn tell(&self, call: &Running) -> String {
        let mut text = format!(
            "The worker process that runs this client's plugins {} while running {call}. \
             The server itself is fine.",
            self.cause
        );
        text.push_str(&self.after());
        if matches!(
            self.cause,
            Cause::OutOfMemory { .. } | Cause::Deadline { .. }
        ) {
            text.push_str(
                " Do not run that code again unchanged: make it build smaller values \
                 (or fewer at once), or split the work into several calls.",
            );
        }
        text
    }

    /// What happened next, and which mounts are gone, for the model.
    fn after(&self) -> String {
        let gone = if self.mounts.is_empty() {
            " No mount made with cordis_mount was live in it.".to_owned()
        } else {
            format!(
                " The mounts made with cordis_mount are gone, as after a restart: {}. \
                 Mount again the ones you still need (cordis_inspect shows what is live).",
                mount_list(&self.mounts)
            )
        };
        let next = match &self.restarted {
            Restart::Fresh => {
                " A fresh worker serves you now, with the --plugins directory loaded again."
                    .to_owned()
            }
            Restart::Paused { seconds, deaths } => format!(
                " It has died {deaths} times within a minute, so no new one starts for \
                 {seconds} s; calls until then are refused."
            ),
            Restart::Failed(why) => format!(" A fresh worker could not start: {why}."),
        };
        format!("{next}{gone}")
    }

    /// The operator's log line.
    pub fn log_line(&self, session: Option<u64>) -> String {
        let whose = session.map_or_else(
            || "the worker".to_owned(),
            |id| format!("the worker of session {id}"),
        );
        let running = if self.running.is_empty() {
            "nothing".to_owned()
        } else {
            self.running
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; ")
        };
        let restarted = match &self.restarted {
            Restart::Fresh => "a fresh worker was started".to_owned(),
            Restart::Paused { seconds, deaths } => {
                format!("it died {deaths} times within a minute; restarts pause for {seconds} s")
            }
            Restart::Failed(why) => format!("a fresh worker could not start: {why}"),
        };
        format!(
            "{whose} {} while running {running}; mounts lost: {}; {restarted}",
            self.cause,
            if self.mounts.is_empty() {
                "none".to_owned()
            } else {
                mount_list(&self.mounts)
            }
        )
    }

    /// The audit line's `worker` object.
    pub fn record(&self) -> LossRecord {
        LossRecord {
            cause: self.cause.to_string(),
            running: self.running.iter().map(ToString::to_string).collect(),
            mounts_lost: self.mounts.clone(),
        }
    }
}

/// `dyn-1 ("kv"), dyn-2 ("hog")`.
fn mount_list(mounts: &[LiveMount]) -> String {
    mounts
        .iter()
        .map(|mount| format!("{} (\"{}\")", mount.id, mount.plugin_name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The `worker` object of the audit line a loss writes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LossRecord {
    /// Why the worker ended, in words.
    pub cause: String,
    /// What it was running.
    pub running: Vec<String>,
    /// The mounts that went with it.
    pub mounts_lost: Vec<LiveMount>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_model_is_told_the_cause_the_call_and_the_mounts_to_mount_again() {
        let loss = Loss {
            cause: Cause::OutOfMemory { limit: 2 << 30 },
            running: vec![],
            mounts: vec![LiveMount {
                id: "dyn-2".into(),
                plugin_name: "hog".into(),
            }],
            restarted: Restart::Fresh,
        };
        let call = Running::Tool {
            name: "grow".into(),
            owner: Some((Some("dyn-2".into()), "hog".into())),
        };
        let text = loss.tell(&call);
        for part in [
            "ran out of memory at its limit of 2 GiB (--worker-memory)",
            "tool `grow` (mount dyn-2, plugin \"hog\")",
            "dyn-2 (\"hog\")",
            "fresh worker",
        ] {
            assert!(text.contains(part), "{part} is missing from: {text}");
        }
    }
}

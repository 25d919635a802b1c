//! Reports: errors the runtime records instead of raising (a throwing
//! listener under `emit`, a failing disposer, a plugin whose apply failed).
//!
//! Every report also lands in its fiber's own [`FailureLog`] (a count and
//! the last few), so the model can see what failed in the background in
//! `cordis_inspect`, not only the operator on stderr.

use std::collections::VecDeque;
use std::fmt;
use std::sync::Arc;
use std::time::SystemTime;

use crate::fiber::FiberId;

/// Where a reported error came from.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReportKind {
    /// A plugin's `apply` failed; the plugin is `failed`.
    Apply,
    /// An effect's disposer failed while unwinding.
    Dispose,
    /// An effect's setup failed and was rolled back.
    Effect,
    /// A listener of the named event failed.
    Listener(String),
    /// A timer callback failed.
    Timer,
    /// A function the fiber provided failed when another plugin called it
    /// (the caller got the error too).
    ServiceCall {
        /// The service called.
        service: String,
        /// Who called it (a mount id like `dyn-2`, or a plugin file).
        caller: String,
    },
    /// Quiescence could not be reached in time.
    Quiescence,
}

impl fmt::Display for ReportKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Apply => f.write_str("apply"),
            Self::Dispose => f.write_str("dispose"),
            Self::Effect => f.write_str("effect"),
            Self::Listener(event) => write!(f, "listener of \"{event}\""),
            Self::Timer => f.write_str("timer"),
            Self::ServiceCall { service, caller } => {
                write!(f, "call of service \"{service}\" by {caller}")
            }
            Self::Quiescence => f.write_str("quiescence"),
        }
    }
}

/// One reported error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The fiber whose code failed.
    pub fiber: FiberId,
    /// That fiber's plugin name.
    pub plugin: String,
    /// What failed.
    pub kind: ReportKind,
    /// The error message.
    pub message: String,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "[{} {}] {} failed: {}",
            self.plugin, self.fiber, self.kind, self.message
        )
    }
}

/// A sink that receives every report as it happens (e.g. to log to stderr).
pub type Reporter = Arc<dyn Fn(&Report) + Send + Sync>;

/// The most recent reports, bounded.
#[derive(Default)]
pub(crate) struct ReportLog {
    recent: VecDeque<Report>,
}

impl ReportLog {
    const CAPACITY: usize = 256;

    pub(crate) fn push(&mut self, report: Report) {
        if self.recent.len() == Self::CAPACITY {
            self.recent.pop_front();
        }
        self.recent.push_back(report);
    }

    pub(crate) fn snapshot(&self) -> Vec<Report> {
        self.recent.iter().cloned().collect()
    }

    pub(crate) fn take(&mut self) -> Vec<Report> {
        self.recent.drain(..).collect()
    }
}

/// One failure of a fiber's code, as its [`FailureLog`] keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// What failed.
    pub kind: ReportKind,
    /// The error message (with the line and caret the sandbox gives it),
    /// cut at [`FailureLog::MAX_MESSAGE`] bytes.
    pub message: String,
    /// When.
    pub at: SystemTime,
}

/// A fiber's failures: how many, and the most recent ones (bounded).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FailureLog {
    /// How many failures were recorded in all.
    pub count: u64,
    /// The last [`FailureLog::RECENT`], oldest first.
    pub recent: VecDeque<Failure>,
}

impl FailureLog {
    /// How many failures are kept in full.
    pub const RECENT: usize = 5;
    /// The longest message kept, in bytes.
    pub const MAX_MESSAGE: usize = 2_000;

    pub(crate) fn push(&mut self, kind: ReportKind, message: &str) {
        self.count += 1;
        if self.recent.len() == Self::RECENT {
            self.recent.pop_front();
        }
        let mut end = message.len().min(Self::MAX_MESSAGE);
        while !message.is_char_boundary(end) {
            end -= 1;
        }
        let cut = end < message.len();
        let mut message = message[..end].to_owned();
        if cut {
            message.push('…');
        }
        self.recent.push_back(Failure {
            kind,
            message,
            at: SystemTime::now(),
        });
    }

    /// The failures of several logs (a fiber and its children) as one:
    /// counts added, the most recent kept.
    pub fn merge(logs: impl IntoIterator<Item = FailureLog>) -> FailureLog {
        let mut merged = FailureLog::default();
        let mut all: Vec<Failure> = Vec::new();
        for log in logs {
            merged.count += log.count;
            all.extend(log.recent);
        }
        all.sort_by_key(|failure| failure.at);
        let skip = all.len().saturating_sub(Self::RECENT);
        merged.recent = all.into_iter().skip(skip).collect();
        merged
    }
}

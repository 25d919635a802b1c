//! Reports: errors the runtime records instead of raising (a throwing
//! listener under `emit`, a failing disposer, a plugin whose apply failed).

use std::collections::VecDeque;
use std::fmt;
use std::sync::Arc;

use crate::fiber::FiberId;

/// Where a reported error came from.
#[derive(Debug, Clone, PartialEq, Eq)]
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

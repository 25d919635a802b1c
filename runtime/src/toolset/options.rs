//! [`CallOptions`]: what a host hands [`Toolset::call_with`] besides the
//! tool's name and arguments.

use std::sync::Arc;

use crate::cancel::CancelToken;
use crate::progress::{Progress, ProgressSink, Reporter};

/// How one call is run: a token that cancels it, and where its progress
/// goes. The default has neither: the call runs to its end and its
/// `ctx.progress` reports go nowhere.
#[derive(Clone, Default)]
pub struct CallOptions {
    pub(crate) cancel: Option<CancelToken>,
    pub(crate) progress: Option<ProgressSink>,
}

impl std::fmt::Debug for CallOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CallOptions")
            .field("cancel", &self.cancel)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

impl CallOptions {
    /// No cancellation, no progress.
    pub fn new() -> Self {
        Self::default()
    }

    /// Cancel the call (and every call it makes) when `token` is cancelled.
    pub fn cancel(mut self, token: CancelToken) -> Self {
        self.cancel = Some(token);
        self
    }

    /// Send the call's `ctx.progress` reports to `sink`: at most one every
    /// [`MIN_INTERVAL`](crate::progress::MIN_INTERVAL), `done` increasing,
    /// the last one held back sent when the call ends (before `call_with`
    /// returns). Called on the threads the call runs on.
    pub fn progress(mut self, sink: impl Fn(Progress) + Send + Sync + 'static) -> Self {
        self.progress = Some(Arc::new(sink));
        self
    }

    /// The token that cancels the call, if any: for a host that passes the
    /// call on (to another process) and must pass the cancel on too.
    pub fn token(&self) -> Option<&CancelToken> {
        self.cancel.as_ref()
    }

    /// Where the call's progress goes, if anywhere: for a host that passes
    /// the call on and hands back the reports that come back.
    pub fn sink(&self) -> Option<&ProgressSink> {
        self.progress.as_ref()
    }

    /// Whether the call's token was cancelled.
    pub fn is_cancelled(&self) -> bool {
        self.cancel.as_ref().is_some_and(CancelToken::is_cancelled)
    }

    /// Runs `f` under these options: the token and the sink in force on
    /// this thread; a held-back report is sent at the end.
    pub(crate) fn run<R>(self, f: impl FnOnce() -> R) -> R {
        let reporter = self.progress.map(Reporter::new);
        let result =
            crate::cancel::scope(self.cancel, || crate::progress::scope(reporter.clone(), f));
        if let Some(reporter) = reporter {
            reporter.finish();
        }
        result
    }
}

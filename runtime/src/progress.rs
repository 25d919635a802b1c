//! Progress a plugin reports with `ctx.progress(done, total[, message])`,
//! delivered to the sink of the outermost call running on this thread.
//!
//! [`Toolset::call_with`](crate::Toolset::call_with) runs the call with the
//! sink of its [`CallOptions`](crate::CallOptions) in force on its thread
//! (nested calls report to it too; work queued for another thread carries
//! it). Reports are thinned out: the sink gets at most one every
//! [`MIN_INTERVAL`], only increasing `done` values, and the last report the
//! call made when it ends if it was held back. With no sink in force (a
//! timer's callback, a listener outside any call, a call without a sink) a
//! report does nothing.

use std::cell::RefCell;
use std::sync::Arc;
use std::time::{Duration, Instant};

use parking_lot::Mutex;
use serde::{Deserialize, Serialize};

/// The least time between two reports a sink gets (at most 10 a second).
pub const MIN_INTERVAL: Duration = Duration::from_millis(100);

/// The longest `message` kept, in bytes; longer ones are cut there.
pub const MAX_MESSAGE_BYTES: usize = 1024;

thread_local! {
    static CURRENT: RefCell<Option<Arc<Reporter>>> = const { RefCell::new(None) };
}

/// One progress report.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// How much is done; grows from one report to the next.
    pub done: f64,
    /// How much there is in all.
    pub total: f64,
    /// What is being done, in words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// Where a call's progress goes (called from the call's threads).
pub type ProgressSink = Arc<dyn Fn(Progress) + Send + Sync>;

/// Thins out the reports of one call on their way to its sink.
pub(crate) struct Reporter {
    sink: ProgressSink,
    state: Mutex<Throttle>,
}

#[derive(Default)]
struct Throttle {
    /// When the sink last got a report.
    sent: Option<Instant>,
    /// The largest `done` accepted so far.
    done: Option<f64>,
    /// A report held back by the rate limit.
    held: Option<Progress>,
}

impl Reporter {
    pub(crate) fn new(sink: ProgressSink) -> Arc<Self> {
        Arc::new(Self {
            sink,
            state: Mutex::new(Throttle::default()),
        })
    }

    /// Passes `progress` on now, holds it back, or drops it when it does
    /// not advance.
    fn report(&self, progress: Progress) {
        let now = Instant::now();
        let send = {
            let mut state = self.state.lock();
            if state.done.is_some_and(|done| progress.done <= done) {
                return;
            }
            state.done = Some(progress.done);
            if state
                .sent
                .is_some_and(|sent| now.duration_since(sent) < MIN_INTERVAL)
            {
                state.held = Some(progress);
                return;
            }
            state.sent = Some(now);
            state.held = None;
            progress
        };
        (self.sink)(send);
    }

    /// Sends the report held back, if any: the call is over.
    pub(crate) fn finish(&self) {
        let held = {
            let mut state = self.state.lock();
            state.sent = Some(Instant::now());
            state.held.take()
        };
        if let Some(progress) = held {
            (self.sink)(progress);
        }
    }
}

/// Reports `progress` for the call running on this thread; nothing
/// without one that has a sink.
pub(crate) fn report(progress: Progress) {
    if let Some(reporter) = current() {
        reporter.report(progress);
    }
}

/// The reporter in force on this thread.
pub(crate) fn current() -> Option<Arc<Reporter>> {
    CURRENT.with(|c| c.borrow().clone())
}

/// Runs `f` with `reporter` in force on this thread, then restores the
/// previous one (also when `f` panics).
pub(crate) fn scope<R>(reporter: Option<Arc<Reporter>>, f: impl FnOnce() -> R) -> R {
    let previous = CURRENT.with(|c| c.replace(reporter));
    let _restore = Restore(previous);
    f()
}

struct Restore(Option<Arc<Reporter>>);

impl Drop for Restore {
    fn drop(&mut self) {
        let previous = self.0.take();
        CURRENT.with(|c| *c.borrow_mut() = previous);
    }
}

/// `message` cut to [`MAX_MESSAGE_BYTES`] at a character boundary.
pub(crate) fn bounded_message(message: &str) -> String {
    if message.len() <= MAX_MESSAGE_BYTES {
        return message.to_owned();
    }
    let mut end = MAX_MESSAGE_BYTES;
    while !message.is_char_boundary(end) {
        end -= 1;
    }
    message[..end].to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn collect() -> (Arc<Reporter>, Arc<Mutex<Vec<f64>>>) {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let into = Arc::clone(&seen);
        let reporter = Reporter::new(Arc::new(move |p: Progress| into.lock().push(p.done)));
        (reporter, seen)
    }

    fn at(done: f64) -> Progress {
        Progress {
            done,
            total: 100.0,
            message: None,
        }
    }

    #[test]
    fn a_burst_sends_the_first_and_at_the_end_the_last() {
        let (reporter, seen) = collect();
        scope(Some(Arc::clone(&reporter)), || {
            for done in 1..=1000 {
                report(at(f64::from(done)));
            }
        });
        assert_eq!(*seen.lock(), [1.0]);
        reporter.finish();
        assert_eq!(*seen.lock(), [1.0, 1000.0]);
        reporter.finish();
        assert_eq!(seen.lock().len(), 2, "nothing is sent twice");
    }

    #[test]
    fn reports_that_do_not_advance_are_dropped() {
        let (reporter, seen) = collect();
        reporter.report(at(5.0));
        std::thread::sleep(MIN_INTERVAL);
        reporter.report(at(5.0));
        reporter.report(at(3.0));
        reporter.finish();
        assert_eq!(*seen.lock(), [5.0]);
    }

    #[test]
    fn spaced_reports_all_go_through() {
        let (reporter, seen) = collect();
        for done in 1..=3 {
            reporter.report(at(f64::from(done)));
            std::thread::sleep(MIN_INTERVAL + Duration::from_millis(5));
        }
        assert_eq!(*seen.lock(), [1.0, 2.0, 3.0]);
    }

    #[test]
    fn without_a_reporter_a_report_does_nothing() {
        report(at(1.0));
        assert!(current().is_none());
    }

    #[test]
    fn a_long_message_is_cut_at_a_character_boundary() {
        let long = "é".repeat(MAX_MESSAGE_BYTES);
        let cut = bounded_message(&long);
        assert!(cut.len() <= MAX_MESSAGE_BYTES);
        assert!(cut.chars().all(|c| c == 'é'));
    }
}

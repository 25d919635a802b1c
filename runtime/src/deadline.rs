//! The wall-clock deadline of the script call running on this thread.
//!
//! The sandbox wraps every script call (evaluation, tool execute, listener,
//! timer callback) in [`scope`]; Rust services that may block — `bash`,
//! `web` — cap their own timeouts with [`remaining`], so time spent in a
//! service counts against the script's budget and a service can never keep a
//! script running past its deadline.
//!
//! ```
//! use std::time::{Duration, Instant};
//! use cordis_toolset::deadline;
//!
//! assert_eq!(deadline::remaining(), None);
//! deadline::scope(Instant::now() + Duration::from_secs(5), || {
//!     assert!(deadline::remaining().is_some_and(|d| d <= Duration::from_secs(5)));
//! });
//! assert_eq!(deadline::current(), None);
//! ```

use std::cell::Cell;
use std::time::{Duration, Instant};

thread_local! {
    static DEADLINE: Cell<Option<Instant>> = const { Cell::new(None) };
    /// A clock reading taken when the current tool call started, offered
    /// to the first script call it makes (see [`offer_start`]).
    static START: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// Runs `f` offering `started` (a clock reading taken just before) as the
/// start of the first script call `f` makes, which then needs no clock
/// read of its own: its deadline counts from `started`, a little earlier
/// than it would from its own start, never later. A tool call reads the
/// clock once for its accounting and hands the reading on this way.
pub(crate) fn offer_start<R>(started: Instant, f: impl FnOnce() -> R) -> R {
    let previous = START.with(|s| s.replace(Some(started)));
    let _restore = RestoreStart(previous);
    f()
}

/// The start offered by [`offer_start`], taken: only the first caller
/// gets it.
pub(crate) fn take_start() -> Option<Instant> {
    START.with(Cell::take)
}

/// Restores the offered start when dropped (including during unwinding).
struct RestoreStart(Option<Instant>);

impl Drop for RestoreStart {
    fn drop(&mut self) {
        START.with(|s| s.set(self.0));
    }
}

/// The deadline of the script call running on this thread, if any.
pub fn current() -> Option<Instant> {
    DEADLINE.with(Cell::get)
}

/// Time left until the current deadline: `None` when no deadline is set,
/// `Some(Duration::ZERO)` once it has passed.
pub fn remaining() -> Option<Duration> {
    current().map(|d| d.saturating_duration_since(Instant::now()))
}

/// Whether a deadline is set and has passed.
pub fn passed() -> bool {
    current().is_some_and(|deadline| Instant::now() >= deadline)
}

/// Runs `f` with `deadline` as the current deadline, then restores the
/// previous one (also when `f` panics).
///
/// Nested scopes never extend time: the effective deadline is the earlier of
/// `deadline` and the one already in force.
pub fn scope<R>(deadline: Instant, f: impl FnOnce() -> R) -> R {
    let previous = current();
    let effective = previous.map_or(deadline, |p| p.min(deadline));
    let _restore = Restore(previous);
    DEADLINE.with(|c| c.set(Some(effective)));
    f()
}

/// Runs `f` under exactly `deadline` (none when `None`), whatever the
/// current one is, then restores the current one: work that one call queues
/// and another thread runs later keeps the deadline of the call that queued
/// it, not that of the call it happens to run in.
pub(crate) fn carried<R>(deadline: Option<Instant>, f: impl FnOnce() -> R) -> R {
    let previous = DEADLINE.with(|c| c.replace(deadline));
    let _restore = Restore(previous);
    let _restore_start = RestoreStart(START.with(Cell::take));
    f()
}

/// Restores the previous deadline when dropped (including during unwinding).
struct Restore(Option<Instant>);

impl Drop for Restore {
    fn drop(&mut self) {
        DEADLINE.with(|c| c.set(self.0));
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn no_deadline_outside_a_scope() {
        assert_eq!(current(), None);
        assert_eq!(remaining(), None);
    }

    #[test]
    fn scope_sets_and_restores() {
        let d = Instant::now() + Duration::from_secs(10);
        let seen = scope(d, current);
        assert_eq!(seen, Some(d));
        assert_eq!(current(), None);
    }

    #[test]
    fn nested_scope_takes_the_earlier_deadline() {
        let outer = Instant::now() + Duration::from_secs(1);
        let later = outer + Duration::from_secs(100);
        let earlier = outer - Duration::from_millis(500);
        scope(outer, || {
            assert_eq!(scope(later, current), Some(outer));
            assert_eq!(scope(earlier, current), Some(earlier));
            assert_eq!(current(), Some(outer));
        });
    }

    #[test]
    fn passed_deadline_leaves_zero_remaining() {
        let past = Instant::now() - Duration::from_millis(1);
        assert_eq!(scope(past, remaining), Some(Duration::ZERO));
    }

    #[test]
    fn restored_after_panic() {
        let outer = Instant::now() + Duration::from_secs(5);
        scope(outer, || {
            let inner = outer - Duration::from_secs(1);
            let result = std::panic::catch_unwind(|| scope(inner, || panic!("boom")));
            assert!(result.is_err());
            assert_eq!(current(), Some(outer));
        });
        assert_eq!(current(), None);
    }

    #[test]
    fn an_offered_start_goes_to_the_first_taker_only() {
        let started = Instant::now();
        assert_eq!(take_start(), None);
        offer_start(started, || {
            assert_eq!(take_start(), Some(started));
            assert_eq!(take_start(), None);
        });
        assert_eq!(take_start(), None);
    }

    #[test]
    fn deadline_is_per_thread() {
        let d = Instant::now() + Duration::from_secs(5);
        scope(d, || {
            let other = std::thread::spawn(current).join().unwrap();
            assert_eq!(other, None);
        });
    }
}

//! The deadline of the script call running on this thread.
//!
//! The sandbox sets it around every script call; host services (`bash`,
//! `web`, `sleep`) read it so that time spent inside them counts against the
//! calling script's budget and never runs past it.

use std::cell::Cell;
use std::time::{Duration, Instant};

thread_local! {
    static DEADLINE: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// The deadline of the innermost script call on this thread, if any.
pub fn current() -> Option<Instant> {
    DEADLINE.with(Cell::get)
}

/// Time left before the deadline (zero once passed); `None` outside a
/// script call.
pub fn remaining() -> Option<Duration> {
    current().map(|deadline| deadline.saturating_duration_since(Instant::now()))
}

/// Whether a deadline is set and has passed.
pub fn passed() -> bool {
    current().is_some_and(|deadline| Instant::now() >= deadline)
}

/// Run `f` with `deadline` in force (the earlier of it and any outer one),
/// restoring the outer deadline afterwards, also on panic.
pub fn scope<R>(deadline: Instant, f: impl FnOnce() -> R) -> R {
    let outer = current();
    let effective = outer.map_or(deadline, |outer| outer.min(deadline));
    DEADLINE.with(|cell| cell.set(Some(effective)));
    let _restore = Restore(outer);
    f()
}

struct Restore(Option<Instant>);

impl Drop for Restore {
    fn drop(&mut self) {
        DEADLINE.with(|cell| cell.set(self.0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_scopes_take_the_earlier_deadline_and_restore() {
        assert_eq!(current(), None);
        let far = Instant::now() + Duration::from_secs(60);
        let near = Instant::now() + Duration::from_secs(1);
        scope(near, || {
            scope(far, || assert_eq!(current(), Some(near)));
            assert_eq!(current(), Some(near));
        });
        assert_eq!(current(), None);
    }

    #[test]
    fn restores_after_a_panic() {
        let result = std::panic::catch_unwind(|| scope(Instant::now(), || panic!("inside")));
        assert!(result.is_err());
        assert_eq!(current(), None);
    }
}

//! Cancelling a tool call while it runs: a [`CancelToken`] the caller
//! keeps, and the token of the call running on this thread.
//!
//! A host hands a token to [`Toolset::call_with`](crate::Toolset::call_with)
//! (in [`CallOptions`](crate::CallOptions)); the call runs inside [`scope`],
//! so everything it does on its thread — nested `ctx.tools.execute` calls,
//! other mounts' services, listeners it reaches — sees the same token, and
//! work it queues for another thread carries it along, like the
//! [deadline](crate::deadline). Cancelling stops the script at its next
//! operation, wakes a `sleep`, kills a `bash` command's process group and
//! keeps any new script call, service call or fetch from starting; what
//! already happened stays done.
//!
//! ```
//! use std::time::Duration;
//! use cordis_toolset::cancel::{self, CancelToken};
//!
//! let token = CancelToken::new();
//! assert!(!cancel::requested());
//! cancel::scope(Some(token.clone()), || {
//!     assert!(!cancel::requested());
//!     token.cancel();
//!     assert!(cancel::requested());
//!     // A cancelled token's waits end at once.
//!     assert!(token.sleep(Duration::from_secs(60)));
//! });
//! assert!(!cancel::requested());
//! ```

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use parking_lot::{Condvar, Mutex};

thread_local! {
    static CURRENT: RefCell<Option<CancelToken>> = const { RefCell::new(None) };
}

/// A handle that cancels one call (and everything it started); clones
/// share it. Cancelling is for good: a token is never reset.
#[derive(Clone, Default)]
pub struct CancelToken {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    cancelled: AtomicBool,
    hooks: Mutex<Hooks>,
    wake: Condvar,
}

/// What runs when the token is cancelled.
type Hook = Box<dyn FnOnce() + Send>;

#[derive(Default)]
struct Hooks {
    next: u64,
    waiting: Vec<(u64, Hook)>,
}

impl std::fmt::Debug for CancelToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CancelToken")
            .field("cancelled", &self.is_cancelled())
            .finish()
    }
}

impl CancelToken {
    /// A token not cancelled yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Cancels: the call stops at its next operation, waits on this token
    /// end, and the hooks registered with [`CancelToken::on_cancel`] run
    /// (on this thread). Cancelling twice does nothing more.
    pub fn cancel(&self) {
        let mut hooks = self.inner.hooks.lock();
        if self.inner.cancelled.swap(true, Ordering::AcqRel) {
            return;
        }
        self.inner.wake.notify_all();
        // Run under the lock: once [`OnCancel`] is dropped, its hook has
        // either run to its end or will never run (a killed process group
        // must not be signalled after its leader was reaped).
        for (_, hook) in std::mem::take(&mut hooks.waiting) {
            hook();
        }
    }

    /// Whether [`CancelToken::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.inner.cancelled.load(Ordering::Acquire)
    }

    /// Waits `duration`, or less if the token is cancelled meanwhile;
    /// `true` when it was cancelled.
    pub fn sleep(&self, duration: Duration) -> bool {
        let until = Instant::now().checked_add(duration);
        let mut hooks = self.inner.hooks.lock();
        loop {
            if self.is_cancelled() {
                return true;
            }
            match until {
                Some(until) => {
                    if self.inner.wake.wait_until(&mut hooks, until).timed_out() {
                        return self.is_cancelled();
                    }
                }
                None => self.inner.wake.wait(&mut hooks),
            }
        }
    }

    /// Runs `hook` when the token is cancelled (at once if it already is),
    /// unless the returned guard is dropped first. Dropping the guard waits
    /// for a hook that is running.
    pub fn on_cancel(&self, hook: impl FnOnce() + Send + 'static) -> OnCancel {
        let mut hooks = self.inner.hooks.lock();
        if self.is_cancelled() {
            drop(hooks);
            hook();
            return OnCancel { token: None, id: 0 };
        }
        let id = hooks.next;
        hooks.next += 1;
        hooks.waiting.push((id, Box::new(hook)));
        OnCancel {
            token: Some(self.clone()),
            id,
        }
    }
}

/// Keeps a hook of [`CancelToken::on_cancel`] registered; dropping it
/// removes the hook.
#[must_use = "the hook is removed when this guard is dropped"]
pub struct OnCancel {
    token: Option<CancelToken>,
    id: u64,
}

impl Drop for OnCancel {
    fn drop(&mut self) {
        if let Some(token) = &self.token {
            token
                .inner
                .hooks
                .lock()
                .waiting
                .retain(|(id, _)| *id != self.id);
        }
    }
}

/// The token of the call running on this thread, if it has one.
pub fn current() -> Option<CancelToken> {
    CURRENT.with(|c| c.borrow().clone())
}

/// Whether the call running on this thread was cancelled.
pub fn requested() -> bool {
    CURRENT.with(|c| c.borrow().as_ref().is_some_and(CancelToken::is_cancelled))
}

/// Runs `f` with `token` as this thread's token (none when `None`), then
/// restores the previous one (also when `f` panics). Work that one call
/// queues and another thread runs later is run the same way with the
/// token of the call that queued it.
pub fn scope<R>(token: Option<CancelToken>, f: impl FnOnce() -> R) -> R {
    let previous = CURRENT.with(|c| c.replace(token));
    let _restore = Restore(previous);
    f()
}

/// Restores the previous token when dropped (including during unwinding).
struct Restore(Option<CancelToken>);

impl Drop for Restore {
    fn drop(&mut self) {
        let previous = self.0.take();
        CURRENT.with(|c| *c.borrow_mut() = previous);
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::sync::atomic::AtomicUsize;

    use super::*;

    #[test]
    fn a_sleep_ends_when_cancelled_from_another_thread() {
        let token = CancelToken::new();
        let other = token.clone();
        let started = Instant::now();
        let canceller = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            other.cancel();
        });
        assert!(token.sleep(Duration::from_secs(10)));
        assert!(started.elapsed() < Duration::from_secs(2));
        canceller.join().unwrap();
    }

    #[test]
    fn a_sleep_not_cancelled_lasts_its_time() {
        assert!(!CancelToken::new().sleep(Duration::from_millis(10)));
    }

    #[test]
    fn hooks_run_once_and_not_after_their_guard_is_dropped() {
        let token = CancelToken::new();
        let runs = Arc::new(AtomicUsize::new(0));
        let (kept, dropped) = (Arc::clone(&runs), Arc::clone(&runs));
        let _kept = token.on_cancel(move || {
            kept.fetch_add(1, Ordering::SeqCst);
        });
        drop(token.on_cancel(move || {
            dropped.fetch_add(10, Ordering::SeqCst);
        }));
        token.cancel();
        token.cancel();
        assert_eq!(runs.load(Ordering::SeqCst), 1);
        let late = Arc::clone(&runs);
        let _late = token.on_cancel(move || {
            late.fetch_add(100, Ordering::SeqCst);
        });
        assert_eq!(runs.load(Ordering::SeqCst), 101, "a late hook runs at once");
    }

    #[test]
    fn scopes_nest_and_restore() {
        let outer = CancelToken::new();
        scope(Some(outer.clone()), || {
            scope(None, || assert!(current().is_none()));
            outer.cancel();
            assert!(requested());
            let inner = std::thread::spawn(requested).join().unwrap();
            assert!(!inner, "the token is per thread");
        });
        assert!(current().is_none());
    }
}

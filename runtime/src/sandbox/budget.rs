//! The per-call budget frame: which mount's code runs on this thread, its
//! deadline, and how deeply host calls are nested.

use std::cell::RefCell;
use std::sync::Arc;
use std::time::Instant;

use crate::deadline;
use crate::sandbox::error::SandboxError;
use crate::sandbox::{Limits, MountCode};

thread_local! {
    static FRAMES: RefCell<Vec<Arc<MountCode>>> = const { RefCell::new(Vec::new()) };
}

/// The mount whose code runs on this thread.
pub(crate) fn current() -> Option<Arc<MountCode>> {
    FRAMES.with(|frames| frames.borrow().last().cloned())
}

/// Run `f` as a script call of `mount` under `limits`: a deadline of the
/// call timeout from now (or the caller's, if earlier) and a nesting check.
pub(crate) fn run<R>(
    mount: &Arc<MountCode>,
    limits: &Limits,
    f: impl FnOnce() -> Result<R, SandboxError>,
) -> Result<R, SandboxError> {
    let depth = FRAMES.with(|frames| frames.borrow().len());
    if depth >= limits.max_nested_calls {
        return Err(SandboxError::TooDeep {
            limit: limits.max_nested_calls,
        });
    }
    if deadline::passed() {
        return Err(SandboxError::Timeout {
            limit_ms: limits.timeout_ms,
        });
    }
    let now = deadline::take_start().unwrap_or_else(Instant::now);
    FRAMES.with(|frames| frames.borrow_mut().push(Arc::clone(mount)));
    let _pop = Pop;
    deadline::scope(now + limits.timeout(), f)
}

struct Pop;

impl Drop for Pop {
    fn drop(&mut self) {
        FRAMES.with(|frames| {
            frames.borrow_mut().pop();
        });
    }
}

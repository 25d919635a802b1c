//! The per-call budget frame: which mount's code runs on this thread, its
//! deadline, how deeply calls into Rust are nested, and the operations the
//! calls of one nesting chain have run between them.

use std::cell::{Cell, RefCell};
use std::sync::Arc;
use std::time::Instant;

use rhai::Dynamic;

use crate::limits::Limits;
use crate::sandbox::budgets::error::{CANCELLED, OUT_OF_OPERATIONS, PAST_DEADLINE, SandboxError};
use crate::sandbox::budgets::mount_code::MountCode;
use crate::sandbox::budgets::stack;
use crate::sandbox::size::writes;
use crate::{cancel, deadline};

thread_local! {
    static FRAMES: RefCell<Vec<Arc<MountCode>>> = const { RefCell::new(Vec::new()) };
    /// Operations of the nesting chain running on this thread.
    static OPS: Cell<Ops> = const { Cell::new(Ops { outside: 0, current: 0 }) };
}

/// Operations counted for the chain of nested script calls on a thread:
/// Rhai counts each call from zero, so a nested call (a service of another
/// mount, a tool run through `ctx.tools.execute`, a listener reached by
/// `ctx.emit`) would otherwise get a fresh budget.
#[derive(Clone, Copy)]
struct Ops {
    /// Run by the enclosing calls, and by nested calls already returned.
    outside: u64,
    /// Run so far by the innermost call (its Rhai count).
    current: u64,
}

/// Rhai's progress callback: the innermost call has run `operations`.
/// Stops the call when its whole nesting chain ran more than `limit`, or
/// (checked every 256 operations, a few microseconds) when its caller
/// cancelled it or its deadline passed.
#[inline]
pub(crate) fn progress(operations: u64, limit: u64) -> Option<Dynamic> {
    let outside = OPS.with(|ops| {
        let mut now = ops.get();
        now.current = operations;
        ops.set(now);
        now.outside
    });
    if outside.saturating_add(operations) > limit {
        return Some(Dynamic::from(OUT_OF_OPERATIONS));
    }
    if !operations.is_multiple_of(256) {
        return None;
    }
    if cancel::requested() {
        return Some(Dynamic::from(CANCELLED));
    }
    deadline::passed().then(|| Dynamic::from(PAST_DEADLINE))
}

/// The mount whose code runs on this thread.
pub(crate) fn current() -> Option<Arc<MountCode>> {
    FRAMES.with(|frames| frames.borrow().last().cloned())
}

/// Run `f` as a script call of `mount` under `limits`: a deadline of the
/// call timeout from now (or the caller's, if earlier), a nesting check,
/// the operations of the calls it is nested in counted against it, and
/// enough stack for the deepest script the limits allow.
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
    // A cancelled call starts nothing more: no nested call, no listener.
    if cancel::requested() {
        return Err(SandboxError::Cancelled);
    }
    if deadline::passed() {
        return Err(SandboxError::Timeout {
            limit_ms: limits.timeout_ms,
        });
    }
    let now = deadline::take_start().unwrap_or_else(Instant::now);
    if depth == 0 {
        writes::new_call();
    }
    FRAMES.with(|frames| frames.borrow_mut().push(Arc::clone(mount)));
    let enclosing = OPS.with(|ops| {
        let enclosing = ops.get();
        let start = if depth == 0 {
            Ops {
                outside: 0,
                current: 0,
            }
        } else {
            Ops {
                outside: enclosing.outside.saturating_add(enclosing.current),
                current: 0,
            }
        };
        ops.set(start);
        enclosing
    });
    let _pop = Pop { depth, enclosing };
    stack::ensure(limits, || deadline::scope(now + limits.timeout(), f))
}

/// Runs `f` outside every budget frame of this thread, as a call of its
/// own: for work one call queued that this thread runs when it lets go of
/// a turn (a delivery of an emit) while it may itself be nested in other
/// calls. The work keeps the deadline it was queued with; it must not
/// spend the nesting and operation budgets of the calls it happens to run
/// under.
pub(crate) fn detached<R>(f: impl FnOnce() -> R) -> R {
    let frames = FRAMES.with(|frames| std::mem::take(&mut *frames.borrow_mut()));
    let ops = OPS.with(|ops| {
        ops.replace(Ops {
            outside: 0,
            current: 0,
        })
    });
    let _restore = Reattach { frames, ops };
    f()
}

/// Puts back the frames [`detached`] set aside (also when unwinding).
struct Reattach {
    frames: Vec<Arc<MountCode>>,
    ops: Ops,
}

impl Drop for Reattach {
    fn drop(&mut self) {
        let frames = std::mem::take(&mut self.frames);
        FRAMES.with(|f| *f.borrow_mut() = frames);
        OPS.with(|o| o.set(self.ops));
    }
}

/// Leaves a budget frame (also when unwinding): pops the mount, and hands
/// the operations the call ran back to the call it was nested in.
struct Pop {
    depth: usize,
    enclosing: Ops,
}

impl Drop for Pop {
    fn drop(&mut self) {
        FRAMES.with(|frames| {
            frames.borrow_mut().pop();
        });
        OPS.with(|ops| {
            let inner = ops.get();
            let restored = if self.depth == 0 {
                self.enclosing
            } else {
                // Everything the nested call ran now counts as outside the
                // enclosing call's own (resumed) Rhai count.
                Ops {
                    outside: inner
                        .outside
                        .saturating_add(inner.current)
                        .saturating_sub(self.enclosing.current),
                    current: self.enclosing.current,
                }
            };
            ops.set(restored);
        });
    }
}

//! The data a mount keeps between calls, bounded by
//! [`Limits::max_mount_bytes`](crate::sandbox::Limits).
//!
//! A closure keeps the variables it captures (Rhai shares them and curries
//! them into the closure's `FnPtr`); a mount keeps its closures as tools,
//! listeners, timers and provided functions. Each of those registers its
//! captured values here as a [`Root`] for as long as it lives, and the
//! values a mount provides are registered the same way.
//!
//! Around every script call of a mount, [`guard`] copies the captured
//! variables, and after the call measures all the mount keeps: past the
//! limit (or when the call failed on a size budget) the variables get their
//! copies back, so a failed call's writes do not stay.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use parking_lot::Mutex;
use rhai::{Dynamic, FnPtr};

use crate::sandbox::error::SandboxError;
use crate::sandbox::measure::over_bytes;

/// The values one mount keeps, by the registration that keeps them.
#[derive(Default)]
pub(crate) struct Retained {
    roots: Mutex<HashMap<u64, Vec<Dynamic>>>,
    next: AtomicU64,
}

/// One registration's kept values; dropping it forgets them.
pub(crate) struct Root {
    retained: Arc<Retained>,
    id: u64,
}

impl Drop for Root {
    fn drop(&mut self) {
        self.retained.roots.lock().remove(&self.id);
    }
}

impl Retained {
    /// Keep what `func` captured for as long as the returned root lives.
    pub(crate) fn keep_captured(self: &Arc<Self>, func: &FnPtr) -> Option<Root> {
        if func.curry().is_empty() {
            return None;
        }
        Some(self.keep(func.curry().to_vec()))
    }

    /// Keep `values` for as long as the returned root lives.
    pub(crate) fn keep(self: &Arc<Self>, values: Vec<Dynamic>) -> Root {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        self.roots.lock().insert(id, values);
        Root {
            retained: Arc::clone(self),
            id,
        }
    }

    /// Whether the mount, keeping `more` as well, stays within `limit`
    /// bytes. A registration (tool, listener, timer, provided value) asks
    /// first, so that what a call registers is bounded even when the call
    /// fails afterwards.
    pub(crate) fn fits(&self, more: &[Dynamic], limit: usize) -> bool {
        let roots = self.roots.lock();
        !over_bytes(roots.values().flatten().chain(more), limit)
    }

    /// Copies of the captured variables (shared values), once each.
    fn snapshot(&self) -> Snapshot {
        let roots = self.roots.lock();
        let mut seen = HashSet::new();
        let mut saved = Vec::new();
        for value in roots.values().flatten() {
            save(value, &mut seen, &mut saved);
        }
        Snapshot { saved }
    }
}

/// A shared value and the copy of what it held.
struct Saved {
    cell: Dynamic,
    copy: Dynamic,
}

/// The state of a mount's captured variables before a call.
struct Snapshot {
    saved: Vec<Saved>,
}

impl Snapshot {
    fn restore(self) {
        for Saved { mut cell, copy } in self.saved {
            if let Some(mut inner) = cell.write_lock::<Dynamic>() {
                *inner = copy;
            }
        }
    }
}

/// Copy `value` if it is a captured variable not copied yet; the
/// functions it holds bring their own captured variables.
fn save(value: &Dynamic, seen: &mut HashSet<usize>, saved: &mut Vec<Saved>) {
    // Locked: an enclosing call on this thread is writing it; that call's
    // own snapshot has it.
    if value.is_locked() {
        return;
    }
    if !value.is_shared() {
        if let Some(func) = value.read_lock::<FnPtr>() {
            for captured in func.curry() {
                save(captured, seen, saved);
            }
        }
        return;
    }
    let copy = {
        let Some(inner) = value.read_lock::<Dynamic>() else {
            return;
        };
        if !seen.insert(std::ptr::from_ref::<Dynamic>(&inner) as usize) {
            return;
        }
        inner.clone()
    };
    if let Some(func) = copy.read_lock::<FnPtr>() {
        for captured in func.curry() {
            save(captured, seen, saved);
        }
    }
    saved.push(Saved {
        cell: value.clone(),
        copy,
    });
}

/// Run `call`, one script call of a mount that keeps `retained`, under
/// [`Limits::max_mount_bytes`](crate::sandbox::Limits) = `limit`: a call
/// that fails on a size budget, or leaves the mount keeping more than
/// `limit` bytes, fails and leaves the captured variables as they were.
pub(crate) fn guard<R>(
    retained: &Retained,
    limit: usize,
    call: impl FnOnce() -> Result<R, SandboxError>,
) -> Result<R, SandboxError> {
    let snapshot = retained.snapshot();
    let result = call();
    let failed_on_size = matches!(
        result,
        Err(SandboxError::TooLarge { .. }
            | SandboxError::TooNested { .. }
            | SandboxError::MountTooLarge { .. })
    );
    if failed_on_size {
        snapshot.restore();
        return result;
    }
    if !retained.fits(&[], limit) {
        snapshot.restore();
        return Err(SandboxError::MountTooLarge { limit });
    }
    result
}

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
//!
//! What each mount held when last measured is also counted in the
//! [`Total`] all mounts of one sandbox share, bounded by
//! [`Limits::max_total_bytes`](crate::sandbox::Limits): a call that would
//! take the mounts together past it fails the same way.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use parking_lot::Mutex;
use rhai::{Dynamic, FnPtr};

use crate::sandbox::budgets::error::SandboxError;
use crate::sandbox::size::measure::held_up_to;

/// The bytes all mounts of one sandbox hold together, as last measured.
#[derive(Debug, Default)]
pub(crate) struct Total {
    bytes: AtomicUsize,
}

impl Total {
    /// Count `held` bytes instead of `was` for one mount, unless that takes
    /// the total past `limit` (shrinking always succeeds).
    fn replace(&self, was: usize, held: usize, limit: usize) -> bool {
        self.bytes
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |total| {
                admits(total, was, held, limit).then(|| total.saturating_sub(was) + held)
            })
            .is_ok()
    }

    /// The bytes counted now.
    pub(crate) fn bytes(&self) -> usize {
        self.bytes.load(Ordering::Acquire)
    }
}

/// Whether a total of `total` bytes, one mount counting `held` instead of
/// `was`, stays within `limit` (shrinking is always admitted).
fn admits(total: usize, was: usize, held: usize, limit: usize) -> bool {
    held <= was || total.saturating_sub(was).saturating_add(held) <= limit
}

/// The values one mount keeps, by the registration that keeps them.
pub(crate) struct Retained {
    roots: Mutex<HashMap<u64, Vec<Dynamic>>>,
    /// Counted bytes of the mount's structures (its code, tools, listeners,
    /// timers, slots: `sandbox/budgets/costs.rs`), counted with its data.
    fixed: AtomicUsize,
    next: AtomicU64,
    /// What the mount held when last measured, as counted in `total`.
    held: AtomicUsize,
    total: Arc<Total>,
}

/// Which bound a mount's data would pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Fit {
    /// Within both.
    Fits,
    /// Past the mount's own `max_mount_bytes`.
    Mount,
    /// Past `max_total_bytes`, with the other mounts' data.
    Total,
}

/// The two bounds on what a mount keeps.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Bounds {
    /// `max_mount_bytes`.
    pub(crate) mount: usize,
    /// `max_total_bytes`.
    pub(crate) total: usize,
}

impl Bounds {
    /// The bounds `limits` set.
    pub(crate) fn of(limits: &crate::limits::Limits) -> Self {
        Self {
            mount: limits.max_mount_bytes,
            total: limits.max_total_bytes,
        }
    }
}

impl Drop for Retained {
    fn drop(&mut self) {
        let held = *self.held.get_mut();
        self.total.replace(held, 0, usize::MAX);
    }
}

/// One registration's kept values; dropping it forgets them.
pub(crate) struct Root {
    retained: Arc<Retained>,
    id: u64,
    /// Counted bytes of the registration itself.
    cost: usize,
}

impl Drop for Root {
    fn drop(&mut self) {
        self.retained.roots.lock().remove(&self.id);
        self.retained.fixed.fetch_sub(self.cost, Ordering::AcqRel);
    }
}

impl Retained {
    /// Nothing kept yet, counted in `total`.
    pub(crate) fn new(total: Arc<Total>) -> Self {
        Self {
            roots: Mutex::default(),
            fixed: AtomicUsize::new(0),
            next: AtomicU64::new(0),
            held: AtomicUsize::new(0),
            total,
        }
    }

    /// Keep what `func` captured, and count `cost` bytes for the
    /// registration, for as long as the returned root lives.
    pub(crate) fn keep_captured(self: &Arc<Self>, func: &FnPtr, cost: usize) -> Option<Root> {
        if func.curry().is_empty() && cost == 0 {
            return None;
        }
        Some(self.keep(func.curry().to_vec(), cost))
    }

    /// Keep `values`, and count `cost` bytes, for as long as the returned
    /// root lives.
    pub(crate) fn keep(self: &Arc<Self>, values: Vec<Dynamic>, cost: usize) -> Root {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        // Nothing captured (a listener `|n| n + 1`): only its cost counts,
        // and the snapshot and measure around every call of the mount need
        // not pass over it (they did, for each of a thousand listeners).
        if !values.is_empty() {
            self.roots.lock().insert(id, values);
        }
        self.fixed.fetch_add(cost, Ordering::AcqRel);
        Root {
            retained: Arc::clone(self),
            id,
            cost,
        }
    }

    /// Count `cost` bytes (the mount's code) for as long as the mount
    /// lives, if they fit within `bounds` with what it holds: the bound
    /// they pass instead. Counted in the total at once.
    pub(crate) fn charge(&self, cost: usize, bounds: Bounds) -> Fit {
        match self.fits(&[], cost, bounds) {
            Fit::Fits => {}
            passed => return passed,
        }
        let was = self.held.load(Ordering::Acquire);
        if !self
            .total
            .replace(was, was.saturating_add(cost), bounds.total)
        {
            return Fit::Total;
        }
        self.fixed.fetch_add(cost, Ordering::AcqRel);
        self.held.fetch_add(cost, Ordering::AcqRel);
        Fit::Fits
    }

    /// Whether the mount, keeping `more` and `cost` counted bytes as well,
    /// stays within `bounds`. A registration (tool, listener, timer,
    /// provided value) asks first, so that what a call registers is bounded
    /// even when the call fails afterwards.
    pub(crate) fn fits(&self, more: &[Dynamic], cost: usize, bounds: Bounds) -> Fit {
        let held = self.measure(more, bounds.mount).saturating_add(cost);
        if held > bounds.mount {
            return Fit::Mount;
        }
        let was = self.held.load(Ordering::Acquire);
        if !admits(self.total.bytes(), was, held, bounds.total) {
            return Fit::Total;
        }
        Fit::Fits
    }

    /// What the mount keeps, with `more`, counted until it passes `cap`,
    /// its structures' counted bytes included.
    fn measure(&self, more: &[Dynamic], cap: usize) -> usize {
        let fixed = self.fixed.load(Ordering::Acquire);
        let roots = self.roots.lock();
        fixed.saturating_add(held_up_to(
            roots.values().flatten().chain(more),
            cap.saturating_sub(fixed),
        ))
    }

    /// Measure what the mount keeps now and count it in the total: the
    /// bound it passes instead, if any (then nothing is counted).
    fn settle(&self, bounds: Bounds) -> Fit {
        let held = self.measure(&[], bounds.mount);
        if held > bounds.mount {
            return Fit::Mount;
        }
        let was = self.held.load(Ordering::Acquire);
        if !self.total.replace(was, held, bounds.total) {
            return Fit::Total;
        }
        self.held.store(held, Ordering::Release);
        Fit::Fits
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
/// `bounds` ([`Limits::max_mount_bytes`](crate::sandbox::Limits) and
/// `max_total_bytes`): a call that fails on a size budget, or leaves the
/// mount keeping more than its limit, or all mounts more than theirs,
/// fails and leaves the captured variables as they were.
pub(crate) fn guard<R>(
    retained: &Retained,
    bounds: Bounds,
    call: impl FnOnce() -> Result<R, SandboxError>,
) -> Result<R, SandboxError> {
    let snapshot = retained.snapshot();
    let result = call();
    let failed_on_size = matches!(
        result,
        Err(SandboxError::TooLarge { .. }
            | SandboxError::TooNested { .. }
            | SandboxError::MountTooLarge { .. }
            | SandboxError::MountsTooLarge { .. })
    );
    if failed_on_size {
        snapshot.restore();
        return result;
    }
    match retained.settle(bounds) {
        Fit::Fits => result,
        Fit::Mount => {
            snapshot.restore();
            Err(SandboxError::MountTooLarge {
                limit: bounds.mount,
            })
        }
        Fit::Total => {
            snapshot.restore();
            Err(SandboxError::MountsTooLarge {
                limit: bounds.total,
            })
        }
    }
}

//! The trampoline slots: functions a mount provides (and the `next` of a
//! waterfall) called from other mounts through a native trampoline with an
//! unguessable id.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use parking_lot::Mutex;
use rhai::FnPtr;

use crate::events::Next;
use crate::fiber::{FiberId, Runtime};
use crate::sandbox::budgets::mount_code::MountCode;

/// The native function every trampoline points to.
pub(crate) const CALL_FN: &str = "__cordis_call";
/// The native function a waterfall's `next` points to.
pub(crate) const NEXT_FN: &str = "__cordis_next";
/// A function provided by a mount: what a trampoline slot dispatches to.
#[derive(Clone)]
pub(crate) struct Slot {
    pub(crate) service: String,
    /// Where the function sits in the service, `math.double`.
    pub(crate) path: String,
    pub(crate) runtime: Runtime,
    pub(crate) fiber: FiberId,
    pub(crate) mount: Arc<MountCode>,
    pub(crate) func: FnPtr,
}

/// The slot a trampoline function pointer refers to, if it is one.
pub(crate) fn slot_of(ptr: &FnPtr) -> Option<i64> {
    (ptr.fn_name() == CALL_FN)
        .then(|| ptr.curry().first().and_then(|id| id.as_int().ok()))
        .flatten()
}

/// Trampoline targets by (unguessable) id.
pub(crate) struct SlotTable {
    pub(super) seed: i64,
    pub(super) counter: AtomicI64,
    /// Shared, so a call takes one out without copying its names.
    pub(super) slots: Mutex<HashMap<i64, Arc<Slot>>>,
    pub(super) nexts: Mutex<HashMap<i64, Next>>,
}

impl SlotTable {
    pub(crate) fn new() -> Self {
        let seed = std::collections::hash_map::RandomState::new()
            .build_hasher()
            .finish();
        Self {
            seed: i64::from_ne_bytes(seed.to_ne_bytes()) & 0x3fff_ffff_0000_0000,
            counter: AtomicI64::new(1),
            slots: Mutex::new(HashMap::new()),
            nexts: Mutex::new(HashMap::new()),
        }
    }

    fn next_id(&self) -> i64 {
        self.seed | self.counter.fetch_add(1, Ordering::Relaxed)
    }

    /// Add a slot and return a function pointer to its trampoline.
    pub(crate) fn add(&self, slot: Slot) -> (i64, FnPtr) {
        let id = self.next_id();
        self.slots.lock().insert(id, Arc::new(slot));
        (id, trampoline(CALL_FN, id))
    }

    /// Forget slots (their provider unloaded).
    pub(crate) fn remove(&self, ids: &[i64]) {
        let mut slots = self.slots.lock();
        for id in ids {
            slots.remove(id);
        }
    }

    /// The parameters of the provided function behind the trampoline
    /// `ptr`, as its provider wrote them (none for other pointers).
    pub(crate) fn params_of(&self, ptr: &FnPtr) -> Option<Vec<String>> {
        let id = slot_of(ptr)?;
        let slots = self.slots.lock();
        let slot = slots.get(&id)?;
        slot.mount.params_of(&slot.func)
    }

    /// Live slot count (for leak checks).
    pub(crate) fn len(&self) -> usize {
        self.slots.lock().len() + self.nexts.lock().len()
    }

    /// Expose a waterfall's `next` to a script for the span of one call.
    pub(crate) fn add_next(&self, next: Next) -> (i64, FnPtr) {
        let id = self.next_id();
        self.nexts.lock().insert(id, next);
        (id, trampoline(NEXT_FN, id))
    }

    pub(crate) fn remove_next(&self, id: i64) {
        self.nexts.lock().remove(&id);
    }
}

fn trampoline(name: &str, id: i64) -> FnPtr {
    // The names are valid identifiers, so this cannot fail.
    let mut ptr = FnPtr::new(name).unwrap_or_else(|_| unreachable_fn_ptr());
    ptr.add_curry(id.into());
    ptr
}

#[cold]
fn unreachable_fn_ptr() -> FnPtr {
    FnPtr::new("__cordis_invalid").unwrap_or_else(|_| std::process::abort())
}

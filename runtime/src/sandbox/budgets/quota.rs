//! Counts of what one mount registers: tools and listeners, each up to a
//! limit in [`Limits`](crate::sandbox::Limits).

use parking_lot::Mutex;

use crate::fiber::EffectHandle;

/// The live effects of one kind a mount holds.
#[derive(Default)]
pub(crate) struct Quota {
    live: Mutex<Vec<EffectHandle>>,
}

impl Quota {
    /// Whether one more fits under `limit`. Effects that ended (a `once`
    /// listener that fired) are forgotten when the count reaches the limit,
    /// so the check costs nothing until then.
    pub(crate) fn has_room(&self, limit: usize) -> bool {
        let mut live = self.live.lock();
        if live.len() >= limit {
            live.retain(EffectHandle::is_live);
        }
        live.len() < limit
    }

    /// Count `handle` until it ends.
    pub(crate) fn add(&self, handle: EffectHandle) {
        self.live.lock().push(handle);
    }
}

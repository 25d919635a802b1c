//! The mount table: `dyn-N` ids for plugins mounted by the model.

use std::collections::BTreeMap;
use std::sync::Arc;

use parking_lot::Mutex;

use crate::fiber::{Fiber, FiberState};
use crate::sandbox::EventUse;

/// The live mounts, by number.
///
/// A mount leaves the table when it is unmounted or kept. Its fiber can
/// also go away on its own (disposed from inside); such an entry stays
/// until the table is pruned, which happens when its size reaches
/// `max_mounts` ([`Mounts::is_full`]) and when the live mounts are listed
/// ([`Mounts::live`]), so that a mount never looks at every other one.
pub(crate) struct Mounts {
    pub(super) next: Mutex<u64>,
    pub(super) table: Mutex<BTreeMap<u64, Mount>>,
    /// The consumers (see [`Mount::consumer`]) by number, with their ids
    /// and fibers: what a mount and an unmount look at, kept beside the
    /// table (never locked inside it) as mounts come and go.
    consumers: Mutex<BTreeMap<u64, (String, Fiber)>>,
    /// Serializes mounting, so ids are handed out in order.
    pub(super) busy: Mutex<()>,
    /// The mount being started, from its fiber's creation until it is in
    /// the table or refused: what a report of its code names meanwhile.
    starting: Mutex<Option<(crate::fiber::FiberId, String)>>,
}

impl Default for Mounts {
    fn default() -> Self {
        Self {
            next: Mutex::new(1),
            table: Mutex::default(),
            consumers: Mutex::default(),
            busy: Mutex::default(),
            starting: Mutex::default(),
        }
    }
}

/// One live mount.
#[derive(Clone)]
pub(crate) struct Mount {
    /// `dyn-N`.
    pub(crate) id: String,
    /// The plugin's name (`anonymous` when the code declares none).
    pub(crate) name: String,
    /// The name the code declares, if any (the function form has none).
    pub(crate) declared: Option<String>,
    /// The code as it was mounted.
    pub(crate) source: Arc<str>,
    /// Its fiber.
    pub(crate) fiber: Fiber,
    /// The custom events (not in the catalog) its code listens to or emits.
    pub(crate) events: Vec<(EventUse, String)>,
    /// The tools its code registers by a literal name (read, not run).
    pub(crate) tools: Vec<String>,
    /// Whether it injects a service that a mount may provide (one not
    /// built in): only such a mount goes back to pending at an unmount.
    pub(crate) consumer: bool,
    /// Its background failure count when a call of one of its tools last
    /// answered: the next answer notes only the failures past it.
    pub(crate) noted: u64,
}

impl Mounts {
    /// The custom events the live mounts' code uses, as `(mount id, plugin
    /// name, listened to or emitted, event)`.
    pub(crate) fn custom_events(&self) -> Vec<(String, String, EventUse, String)> {
        let table = self.table.lock();
        table
            .values()
            .filter(|mount| mount.fiber.state() != FiberState::Disposed)
            .flat_map(|mount| {
                mount.events.iter().map(|(use_, event)| {
                    (mount.id.clone(), mount.name.clone(), *use_, event.clone())
                })
            })
            .collect()
    }

    /// The live mounts as `(id, plugin name, fiber)`; forgets disposed ones.
    pub(crate) fn live(&self) -> Vec<(String, String, Fiber)> {
        let mut table = self.table.lock();
        self.prune(&mut table);
        table
            .values()
            .map(|m| (m.id.clone(), m.name.clone(), m.fiber.clone()))
            .collect()
    }

    /// Whether `limit` mounts are live. Every mount asks this first, so it
    /// looks at no mount while the table holds fewer than `limit`: an entry
    /// whose fiber went away only ever counts one too many, and is forgotten
    /// when the table's size reaches `limit`, before it can refuse a mount.
    pub(crate) fn is_full(&self, limit: usize) -> bool {
        let mut table = self.table.lock();
        if table.len() < limit {
            return false;
        }
        self.prune(&mut table);
        table.len() >= limit
    }

    /// Forget the mounts whose fiber is gone (the table's lock held).
    fn prune(&self, table: &mut BTreeMap<u64, Mount>) {
        table.retain(|_, mount| mount.fiber.state() != FiberState::Disposed);
        self.consumers
            .lock()
            .retain(|number, _| table.contains_key(number));
    }

    /// Add a mount that has started (active or pending) as `number`.
    pub(crate) fn insert(&self, number: u64, mount: Mount) {
        if mount.consumer {
            self.consumers
                .lock()
                .insert(number, (mount.id.clone(), mount.fiber.clone()));
        }
        self.table.lock().insert(number, mount);
    }

    /// The consumers (see [`Mount::consumer`]) in `state` now, by id: a
    /// mount and an unmount look at these only, so that they cost the
    /// consumers, not every live mount.
    pub(crate) fn consumers_in(&self, state: FiberState) -> Vec<(String, Fiber)> {
        self.consumers
            .lock()
            .values()
            .filter(|(_, fiber)| fiber.state() == state)
            .map(|(id, fiber)| (id.clone(), fiber.clone()))
            .collect()
    }

    /// The id of the live mount whose fiber is `fiber`, or of the mount
    /// starting in it.
    pub(crate) fn id_of(&self, fiber: crate::fiber::FiberId) -> Option<String> {
        let recorded = self
            .table
            .lock()
            .values()
            .find(|mount| mount.fiber.id() == fiber)
            .map(|mount| mount.id.clone());
        recorded.or_else(|| {
            self.starting
                .lock()
                .as_ref()
                .filter(|(starting, _)| *starting == fiber)
                .map(|(_, id)| id.clone())
        })
    }

    /// Name `fiber` as mount `id` until the guard returned goes (the mount
    /// is in the table by then, or refused).
    pub(crate) fn starting(&self, fiber: crate::fiber::FiberId, id: &str) -> Starting<'_> {
        *self.starting.lock() = Some((fiber, id.to_owned()));
        Starting(self)
    }

    /// Stop counting mount `number` as a mount (it was unmounted, or kept
    /// as a regular plugin).
    pub(crate) fn forget(&self, number: u64) {
        self.table.lock().remove(&number);
        self.consumers.lock().remove(&number);
    }
}

/// A mount being started ([`Mounts::starting`]); forgotten when dropped.
pub(crate) struct Starting<'a>(&'a Mounts);

impl Drop for Starting<'_> {
    fn drop(&mut self) {
        *self.0.starting.lock() = None;
    }
}

//! The runtime's shared state, guarded by one mutex. User code never runs
//! while it is locked.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::ThreadId;

use crate::fiber::error::{CallbackError, RuntimeError};
use crate::fiber::listeners::ListenerRecord;
use crate::fiber::turn::Turn;
use crate::fiber::{EffectKind, FiberId, FiberState, Plugin};
use crate::value::Value;

/// Undo one effect.
pub(crate) type Disposer = Box<dyn FnOnce() -> Result<(), CallbackError> + Send>;

/// Per-fiber gate: a fiber's callbacks take turns on `turn` (disposing
/// waits for the running one; re-entrant on the same thread), and `live`
/// mirrors whether the fiber is loading or active, so a callback holding
/// its turn can check that without taking the state lock.
pub(crate) struct GateCell {
    pub(crate) turn: Arc<Turn>,
    pub(crate) live: AtomicBool,
}

/// A shared [`GateCell`].
pub(crate) type Gate = Arc<GateCell>;

/// One registered effect of a fiber.
pub(crate) struct EffectRecord {
    pub(crate) id: u64,
    pub(crate) kind: EffectKind,
    pub(crate) label: String,
    pub(crate) dispose: Disposer,
}

/// One fiber.
pub(crate) struct FiberRecord {
    pub(crate) name: String,
    pub(crate) parent: Option<FiberId>,
    /// The `plugin(...)` effect on the parent that owns this fiber.
    pub(crate) parent_effect: Option<u64>,
    /// Child fibers, in creation order (which is id order).
    pub(crate) children: Vec<FiberId>,
    /// The services it provides now, by name: what its disposal takes
    /// away and what an unmount reports, found without looking at every
    /// service.
    pub(crate) provides: Vec<String>,
    /// The events it holds a listener of: where its disposal looks, not
    /// at every event.
    pub(crate) listens: Vec<String>,
    pub(crate) plugin: Option<Arc<dyn Plugin>>,
    pub(crate) config: Value,
    pub(crate) inject: Vec<String>,
    pub(crate) state: FiberState,
    pub(crate) effects: Vec<EffectRecord>,
    /// Which fiber provided each injected service when apply ran.
    pub(crate) bound: Vec<(String, FiberId)>,
    pub(crate) gate: Gate,
    /// Bumped on every apply: contexts of an earlier apply become inactive.
    pub(crate) generation: u64,
    /// The thread running this fiber's apply, if any.
    pub(crate) applying: Option<ThreadId>,
    /// Dispose was asked for while apply was running.
    pub(crate) dispose_requested: bool,
    /// The last apply error, while `failed`.
    pub(crate) error: Option<CallbackError>,
    /// Everything reported about this fiber's code (bounded).
    pub(crate) failures: crate::fiber::report::FailureLog,
    /// Events its running apply emitted, held until the apply succeeds
    /// (then emitted) or fails (then dropped), and the bytes they hold.
    pub(crate) deferred: Vec<(String, Vec<Value>)>,
    pub(crate) deferred_bytes: usize,
}

impl FiberRecord {
    pub(crate) fn new(
        name: String,
        parent: Option<FiberId>,
        plugin: Option<Arc<dyn Plugin>>,
        config: Value,
        inject: Vec<String>,
        state: FiberState,
    ) -> Self {
        Self {
            name,
            parent,
            parent_effect: None,
            children: Vec::new(),
            provides: Vec::new(),
            listens: Vec::new(),
            plugin,
            config,
            inject,
            state,
            effects: Vec::new(),
            bound: Vec::new(),
            gate: Arc::new(GateCell {
                turn: Arc::default(),
                live: AtomicBool::new(state.is_live()),
            }),
            generation: 0,
            applying: None,
            deferred: Vec::new(),
            deferred_bytes: 0,
            dispose_requested: false,
            error: None,
            failures: crate::fiber::report::FailureLog::default(),
        }
    }

    /// Move to `to`, keeping the gate's `live` flag in step.
    pub(crate) fn set_state(&mut self, to: FiberState) {
        self.state = to;
        self.gate.live.store(to.is_live(), Ordering::Release);
    }
}

/// A provided service.
pub(crate) struct ServiceSlot {
    pub(crate) value: Value,
    pub(crate) owner: FiberId,
    /// From [`State::next_provide`] when it was provided: a later provide
    /// has a larger number, so inspection can show the most recent ones.
    pub(crate) provided: u64,
}

/// Everything shared.
pub(crate) struct State {
    pub(crate) fibers: BTreeMap<FiberId, FiberRecord>,
    pub(crate) services: BTreeMap<String, ServiceSlot>,
    pub(crate) listeners: BTreeMap<String, Vec<ListenerRecord>>,
    /// For each event in `listeners`, how many of its listeners each fiber
    /// holds: kept as listeners come and go, so a report of who listens
    /// costs the fibers, not the listeners (a mount may hold
    /// `max_mount_listeners` of them on one event).
    listening: BTreeMap<String, BTreeMap<FiberId, usize>>,
    /// Fibers `settle` must look at: new ones, and consumers of services
    /// whose availability changed. Settling costs what changed, not the
    /// number of fibers.
    pub(crate) watch: BTreeSet<FiberId>,
    /// Services whose provider appeared, left, or changed state.
    pub(crate) changed: BTreeSet<String>,
    /// For each service name, the fibers that inject it.
    pub(crate) consumers: BTreeMap<String, BTreeSet<FiberId>>,
    next_id: u64,
    /// Counts provides, apart from `next_id` so that ids stay as they were.
    provides: u64,
}

impl State {
    /// Take every listener of `fiber` out of the lists in one pass over
    /// the events it listens to, so that unwinding a fiber's effects costs
    /// what it has, not that times its listeners, nor every event. Call
    /// with the state lock held.
    pub(crate) fn remove_listeners_of(&mut self, fiber: FiberId) {
        let Some(record) = self.fibers.get_mut(&fiber) else {
            return;
        };
        for event in std::mem::take(&mut record.listens) {
            if let Some(by) = self.listening.get_mut(&event) {
                by.remove(&fiber);
            }
            let Some(list) = self.listeners.get_mut(&event) else {
                continue;
            };
            list.retain(|l| {
                let keep = l.fiber != fiber;
                if !keep {
                    l.removed.store(true, Ordering::Release);
                }
                keep
            });
            if list.is_empty() {
                self.listeners.remove(&event);
                self.listening.remove(&event);
            }
        }
    }

    /// Note that `fiber` holds no listener of `event` any more.
    fn stop_listening(&mut self, fiber: FiberId, event: &str) {
        if let Some(record) = self.fibers.get_mut(&fiber) {
            record.listens.retain(|held| held != event);
        }
    }

    /// Add a listener to `event`'s list, first or last.
    pub(crate) fn add_listener(&mut self, event: &str, record: ListenerRecord, first: bool) {
        let count = self
            .listening
            .entry(event.to_owned())
            .or_default()
            .entry(record.fiber)
            .or_default();
        *count += 1;
        if *count == 1
            && let Some(fiber) = self.fibers.get_mut(&record.fiber)
        {
            fiber.listens.push(event.to_owned());
        }
        let list = self.listeners.entry(event.to_owned()).or_default();
        if first {
            list.insert(0, record);
        } else {
            list.push(record);
        }
    }

    /// Take the listener numbered `id` out of `event`'s list, if it is there.
    pub(crate) fn remove_listener(&mut self, event: &str, id: u64) {
        let Some(list) = self.listeners.get_mut(event) else {
            return;
        };
        let Some(index) = list.iter().position(|l| l.id == id) else {
            return;
        };
        let fiber = list.remove(index).fiber;
        if list.is_empty() {
            self.listeners.remove(event);
            self.listening.remove(event);
            self.stop_listening(fiber, event);
        } else if let Some(by) = self.listening.get_mut(event)
            && let Some(count) = by.get_mut(&fiber)
        {
            *count -= 1;
            if *count == 0 {
                by.remove(&fiber);
                self.stop_listening(fiber, event);
            }
        }
    }

    /// Every event with a listener, and the fibers listening to it, each
    /// once (by id). Costs the fibers per event, not the listeners.
    pub(crate) fn listening(
        &self,
    ) -> impl Iterator<Item = (&String, impl Iterator<Item = FiberId>)> {
        self.listening
            .iter()
            .map(|(event, by)| (event, by.keys().copied()))
    }

    pub(crate) fn new() -> Self {
        let mut fibers = BTreeMap::new();
        fibers.insert(
            FiberId::ROOT,
            FiberRecord::new(
                "root".into(),
                None,
                None,
                Value::UNIT,
                Vec::new(),
                FiberState::Active,
            ),
        );
        Self {
            fibers,
            services: BTreeMap::new(),
            listeners: BTreeMap::new(),
            listening: BTreeMap::new(),
            watch: BTreeSet::new(),
            changed: BTreeSet::new(),
            consumers: BTreeMap::new(),
            next_id: 1,
            provides: 0,
        }
    }

    /// A number for a service being provided, larger than any before.
    pub(crate) fn next_provide(&mut self) -> u64 {
        self.provides += 1;
        self.provides
    }

    /// A fresh number for fibers, effects, listeners and timers.
    pub(crate) fn next_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// `<name> (fiber-N)`, for messages.
    pub(crate) fn describe(&self, fiber: FiberId) -> String {
        match self.fibers.get(&fiber) {
            Some(record) => format!("{} ({fiber})", record.name),
            None => fiber.to_string(),
        }
    }

    pub(crate) fn name_of(&self, fiber: FiberId) -> String {
        self.fibers
            .get(&fiber)
            .map(|r| r.name.clone())
            .unwrap_or_else(|| "disposed".into())
    }

    /// The fiber's record if `generation` is its current one and it is
    /// loading or active; otherwise the inactive-context error. The plugin's
    /// name and `action` are written out only for the error: every provide,
    /// inject, listen and effect asks this.
    pub(crate) fn live(
        &mut self,
        fiber: FiberId,
        generation: u64,
        action: impl std::fmt::Display,
    ) -> Result<&mut FiberRecord, RuntimeError> {
        let live = self
            .fibers
            .get(&fiber)
            .is_some_and(|record| record.generation == generation && record.state.is_live());
        if !live {
            return Err(RuntimeError::InactiveContext {
                fiber,
                plugin: self.name_of(fiber),
                action: action.to_string(),
            });
        }
        // There: it was just found live.
        self.fibers
            .get_mut(&fiber)
            .ok_or_else(|| RuntimeError::InactiveContext {
                fiber,
                plugin: "disposed".into(),
                action: action.to_string(),
            })
    }

    /// A service's availability may have changed.
    pub(crate) fn touch_service(&mut self, name: &str) {
        self.changed.insert(name.to_owned());
    }

    /// A fiber's state changed: the services it provides changed too, and
    /// the fiber itself is worth another look.
    pub(crate) fn touch_fiber(&mut self, fiber: FiberId) {
        self.watch.insert(fiber);
        if let Some(record) = self.fibers.get(&fiber) {
            self.changed.extend(record.provides.iter().cloned());
        }
    }

    /// Record `name` as provided by `slot.owner` (a name no fiber holds).
    pub(crate) fn insert_service(&mut self, name: String, slot: ServiceSlot) {
        if let Some(owner) = self.fibers.get_mut(&slot.owner) {
            owner.provides.push(name.clone());
        }
        self.services.insert(name, slot);
    }

    /// Take `name` away if `owner` provides it; `true` if it did.
    pub(crate) fn remove_service(&mut self, name: &str, owner: FiberId) -> bool {
        if self
            .services
            .get(name)
            .is_none_or(|slot| slot.owner != owner)
        {
            return false;
        }
        self.services.remove(name);
        if let Some(record) = self.fibers.get_mut(&owner) {
            record.provides.retain(|held| held != name);
        }
        true
    }

    /// The services `fiber` provides now.
    pub(crate) fn services_of(&self, fiber: FiberId) -> &[String] {
        self.fibers
            .get(&fiber)
            .map_or(&[], |record| record.provides.as_slice())
    }

    /// Add a new fiber, indexing what it injects.
    pub(crate) fn insert_fiber(&mut self, id: FiberId, record: FiberRecord) {
        for name in &record.inject {
            self.consumers.entry(name.clone()).or_default().insert(id);
        }
        if let Some(parent) = record.parent.and_then(|p| self.fibers.get_mut(&p)) {
            parent.children.push(id);
        }
        self.fibers.insert(id, record);
        self.watch.insert(id);
    }

    /// Remove a fiber, its index entries and the services it provides.
    pub(crate) fn remove_fiber(&mut self, id: FiberId) -> Option<FiberRecord> {
        let record = self.fibers.remove(&id)?;
        if let Some(parent) = record.parent.and_then(|p| self.fibers.get_mut(&p)) {
            remove_sorted(&mut parent.children, id.0, |child| child.0);
        }
        for name in &record.provides {
            if self.services.get(name).is_some_and(|slot| slot.owner == id) {
                self.services.remove(name);
            }
        }
        for name in &record.inject {
            if let Some(set) = self.consumers.get_mut(name) {
                set.remove(&id);
            }
        }
        Some(record)
    }

    /// `root` and every fiber below it, parents before children.
    pub(crate) fn subtree(&self, root: FiberId) -> Vec<FiberId> {
        let mut out = Vec::new();
        let mut queue = std::collections::VecDeque::from([root]);
        while let Some(id) = queue.pop_front() {
            if let Some(record) = self.fibers.get(&id) {
                out.push(id);
                queue.extend(record.children.iter().copied());
            }
        }
        out
    }

    /// How many failures were reported about `root` and every fiber below
    /// it: [`State::subtree`]'s sum, without building the list (a tool
    /// call of a mount asks this every time).
    pub(crate) fn failure_count(&self, root: FiberId) -> u64 {
        let Some(record) = self.fibers.get(&root) else {
            return 0;
        };
        let mut count = record.failures.count;
        if record.children.is_empty() {
            return count;
        }
        let mut below = record.children.clone();
        while let Some(id) = below.pop() {
            if let Some(record) = self.fibers.get(&id) {
                count += record.failures.count;
                below.extend_from_slice(&record.children);
            }
        }
        count
    }

    /// The parent of a fiber.
    pub(crate) fn parent_of(&self, fiber: FiberId) -> Option<FiberId> {
        self.fibers.get(&fiber).and_then(|r| r.parent)
    }

    /// Whether `fiber` is `ancestor` or one of its descendants.
    pub(crate) fn is_within(&self, fiber: FiberId, ancestor: FiberId) -> bool {
        let mut current = Some(fiber);
        while let Some(id) = current {
            if id == ancestor {
                return true;
            }
            current = self.parent_of(id);
        }
        false
    }

    /// The provider of `name` if that provider is active.
    pub(crate) fn live_provider(&self, name: &str) -> Option<FiberId> {
        let slot = self.services.get(name)?;
        let owner = self.fibers.get(&slot.owner)?;
        (owner.state == FiberState::Active).then_some(slot.owner)
    }

    /// The services `inject` lists that no active fiber provides.
    pub(crate) fn missing(&self, inject: &[String]) -> Vec<String> {
        inject
            .iter()
            .filter(|name| self.live_provider(name).is_none())
            .cloned()
            .collect()
    }

    /// Whether every ancestor of `fiber` is loading or active.
    pub(crate) fn ancestors_live(&self, fiber: FiberId) -> bool {
        let mut current = self.fibers.get(&fiber).and_then(|r| r.parent);
        while let Some(id) = current {
            match self.fibers.get(&id) {
                Some(record) if record.state.is_live() => current = record.parent,
                _ => return false,
            }
        }
        true
    }
}

/// Take the item keyed `key` out of `items`, whose keys are unique and
/// ascending: every child and effect is appended with a fresh id from
/// [`State::next_id`] under the state lock, and ids only grow. A binary
/// search, not a walk: the group holding the mounts has one child and one
/// effect per live mount.
pub(crate) fn remove_sorted<T>(
    items: &mut Vec<T>,
    key: u64,
    key_of: impl Fn(&T) -> u64,
) -> Option<T> {
    let index = items.binary_search_by_key(&key, key_of).ok()?;
    Some(items.remove(index))
}

//! Lifecycle transitions: create, apply, park, fail, dispose, and the
//! settle loop that applies pending fibers and parks broken ones.

use std::sync::Arc;
use std::thread;
use std::time::Instant;

use crate::fiber::error::{CallbackError, RuntimeError};
use crate::fiber::report::ReportKind;
use crate::fiber::runtime::{TURN_WAIT, guarded};
use crate::fiber::state::{Disposer, EffectRecord, FiberRecord, State, remove_sorted};
use crate::fiber::turn::Refused;
use crate::fiber::{Context, EffectKind, FiberId, FiberState, Plugin, Runtime};
use crate::value::Value;

/// Upper bound on settle steps in one call: a guard against plugins whose
/// applies keep breaking each other, not a normal limit.
const SETTLE_STEPS: usize = 100_000;

/// What settle does next (already claimed under the lock).
enum Step {
    Apply(FiberId),
    Park(FiberId),
}

/// How an apply ended.
enum Outcome {
    Active,
    Dispose,
    Fail(CallbackError),
    Park,
}

impl Runtime {
    /// Create a child fiber of `parent` running `plugin`, and apply it now
    /// if its injections are available.
    pub(crate) fn create_fiber(
        &self,
        parent: FiberId,
        generation: u64,
        plugin: Arc<dyn Plugin>,
        config: Value,
        created: impl FnOnce(FiberId),
    ) -> Result<FiberId, RuntimeError> {
        let name = plugin.name().unwrap_or_else(|| "anonymous".into());
        let inject = plugin.inject();
        {
            let mut state = self.inner.state.lock();
            state.live(parent, generation, "load a plugin")?;
            let id = FiberId(state.next_id());
            let record = FiberRecord::new(
                name.clone(),
                Some(parent),
                Some(plugin),
                config,
                inject,
                FiberState::Pending,
            );
            state.insert_fiber(id, record);
            let weak = Arc::downgrade(&self.inner);
            let dispose: Disposer = Box::new(move || {
                if let Some(inner) = weak.upgrade() {
                    Runtime::from_inner(inner).dispose_fiber(id);
                }
                Ok(())
            });
            let effect = state.next_id();
            let parent_record = state.live(parent, generation, "load a plugin")?;
            parent_record.effects.push(EffectRecord {
                id: effect,
                kind: EffectKind::Child,
                label: format!("plugin(\"{name}\")"),
                dispose,
            });
            if let Some(child) = state.fibers.get_mut(&id) {
                child.parent_effect = Some(effect);
            }
            drop(state);
            created(id);
            self.settle();
            Ok(id)
        }
    }

    /// Apply pending fibers whose services are there and park active ones
    /// whose services went away, until nothing changes.
    pub(crate) fn settle(&self) {
        let Some(_guard) = self.inner.begin_settle() else {
            return;
        };
        for _ in 0..SETTLE_STEPS {
            // The claim is recorded under the state lock the step was
            // claimed under.
            let claimed = {
                let mut state = self.inner.state.lock();
                Self::next_step(&mut state).map(|step| (step, self.inner.begin_transition()))
            };
            let Some((step, _claim)) = claimed else {
                // Steps other threads claimed may still be running (a timer
                // worker parking a consumer): this settle returns only once
                // they are done, so its caller sees their effect.
                if self.inner.wait_for_transitions() {
                    continue;
                }
                return;
            };
            match step {
                Step::Apply(id) => self.apply_fiber(id),
                Step::Park(id) => self.park(id),
            }
        }
        self.report(
            FiberId::ROOT,
            ReportKind::Apply,
            "plugins kept re-applying; gave up settling",
        );
    }

    /// Find and claim the next transition, if any: among the watched
    /// fibers, in id order, an active one whose providers changed (park) or
    /// a pending one whose injections are all provided (apply).
    fn next_step(state: &mut State) -> Option<Step> {
        for name in std::mem::take(&mut state.changed) {
            if let Some(consumers) = state.consumers.get(&name) {
                state.watch.extend(consumers.iter().copied());
            }
        }
        let step = loop {
            let id = state.watch.pop_first()?;
            let Some(record) = state.fibers.get(&id) else {
                continue;
            };
            match record.state {
                FiberState::Active if !record.bound.is_empty() => {
                    let broken = record
                        .bound
                        .iter()
                        .any(|(name, owner)| state.live_provider(name) != Some(*owner));
                    if broken {
                        break Step::Park(id);
                    }
                }
                FiberState::Pending
                    if state.ancestors_live(id) && state.missing(&record.inject).is_empty() =>
                {
                    break Step::Apply(id);
                }
                _ => {}
            }
        };
        match &step {
            Step::Park(id) => {
                if let Some(record) = state.fibers.get_mut(id) {
                    record.set_state(FiberState::Unloading);
                }
            }
            Step::Apply(id) => {
                let bound: Vec<(String, FiberId)> = state.fibers[id]
                    .inject
                    .iter()
                    .filter_map(|name| state.live_provider(name).map(|owner| (name.clone(), owner)))
                    .collect();
                if let Some(record) = state.fibers.get_mut(id) {
                    record.set_state(FiberState::Loading);
                    record.generation += 1;
                    record.applying = Some(thread::current().id());
                    record.bound = bound;
                    record.error = None;
                }
            }
        }
        Some(step)
    }

    /// Run the apply of a fiber claimed as `loading`, then settle its state.
    fn apply_fiber(&self, id: FiberId) {
        let Some((plugin, config, gate, generation)) = ({
            let state = self.inner.state.lock();
            state.fibers.get(&id).and_then(|record| {
                let plugin = record.plugin.clone()?;
                Some((
                    plugin,
                    record.config.clone(),
                    record.gate.clone(),
                    record.generation,
                ))
            })
        }) else {
            return;
        };
        let (_turn, result) = match gate.turn.take(Instant::now() + TURN_WAIT) {
            Ok(turn) => {
                let ctx = Context::new(self.clone(), id, generation);
                (Some(turn), guarded(|| plugin.apply(&ctx, &config)))
            }
            Err(refused) => (None, Err(self.refusal(id, refused).into())),
        };
        let (outcome, deferred) = {
            let mut state = self.inner.state.lock();
            let broken = state.fibers.get(&id).is_some_and(|record| {
                record
                    .bound
                    .iter()
                    .any(|(name, owner)| state.live_provider(name) != Some(*owner))
            });
            let Some(record) = state.fibers.get_mut(&id) else {
                return;
            };
            record.applying = None;
            record.deferred_bytes = 0;
            let deferred = std::mem::take(&mut record.deferred);
            let outcome = if record.dispose_requested {
                Outcome::Dispose
            } else if let Err(error) = result {
                Outcome::Fail(error)
            } else if broken {
                Outcome::Park
            } else {
                Outcome::Active
            };
            record.set_state(if matches!(outcome, Outcome::Active) {
                FiberState::Active
            } else {
                FiberState::Unloading
            });
            state.touch_fiber(id);
            (outcome, deferred)
        };
        match outcome {
            // The events its apply emitted go out now that it started;
            // otherwise they are dropped with the rest of what it did.
            Outcome::Active => {
                for (event, args) in deferred {
                    self.emit(&event, &args);
                }
            }
            Outcome::Dispose => self.finish_dispose(id),
            Outcome::Park => {
                self.unwind_effects(id);
                self.set_state(id, FiberState::Pending, None);
            }
            Outcome::Fail(error) => {
                self.unwind_effects(id);
                self.set_state(id, FiberState::Failed, Some(error.clone()));
                self.report(id, ReportKind::Apply, error.message());
            }
        }
    }

    /// Wait until no callback of `id` runs (reporting a wait that times
    /// out), then unwind its effects. `false` if the fiber is gone.
    fn quiesce_and_unwind(&self, id: FiberId) -> bool {
        let Some(gate) = self
            .inner
            .state
            .lock()
            .fibers
            .get(&id)
            .map(|r| r.gate.clone())
        else {
            return false;
        };
        let turn = gate.turn.take(Instant::now() + TURN_WAIT);
        if let Err(refused) = &turn {
            self.report(
                id,
                ReportKind::Quiescence,
                match refused {
                    Refused::TimedOut => "a running callback did not finish in time",
                    Refused::Cycle => {
                        "a running callback waits for this thread, so it was not waited for"
                    }
                    Refused::Cancelled => {
                        "the call that unmounts it was cancelled while a running callback went on"
                    }
                },
            );
        }
        self.unwind_effects(id);
        true
    }

    /// Unwind an active fiber (claimed as `unloading`) back to `pending`.
    fn park(&self, id: FiberId) {
        if !self.quiesce_and_unwind(id) {
            return;
        }
        self.set_state(id, FiberState::Pending, None);
    }

    fn set_state(&self, id: FiberId, to: FiberState, error: Option<CallbackError>) {
        let mut state = self.inner.state.lock();
        if let Some(record) = state.fibers.get_mut(&id) {
            record.set_state(to);
            record.bound.clear();
            record.error = error;
        }
        state.touch_fiber(id);
    }

    /// Dispose a fiber and everything it did; returns after quiescence.
    /// Disposing a fiber that is gone is a no-op.
    pub(crate) fn dispose_fiber(&self, id: FiberId) {
        if id == FiberId::ROOT {
            self.dispose_all();
            return;
        }
        let me = thread::current().id();
        let wait_for = {
            let mut state = self.inner.state.lock();
            let Some(record) = state.fibers.get_mut(&id) else {
                return;
            };
            match record.state {
                FiberState::Loading => {
                    record.dispose_requested = true;
                    if record.applying == Some(me) {
                        // Inside its own apply: finished once apply returns.
                        return;
                    }
                    Some(record.gate.clone())
                }
                FiberState::Unloading | FiberState::Disposed => Some(record.gate.clone()),
                _ => {
                    record.set_state(FiberState::Unloading);
                    None
                }
            }
        };
        if let Some(gate) = wait_for {
            // Someone else is applying or unloading it: wait until they are done.
            let _turn = gate.turn.take(Instant::now() + TURN_WAIT);
            return;
        }
        self.finish_dispose(id);
        self.settle();
    }

    /// Unwind a fiber already marked `unloading` and remove it.
    fn finish_dispose(&self, id: FiberId) {
        if !self.quiesce_and_unwind(id) {
            return;
        }
        let mut state = self.inner.state.lock();
        if let Some(record) = state.fibers.get_mut(&id) {
            record.set_state(FiberState::Disposed);
        }
        state.touch_fiber(id);
        if let Some(record) = state.remove_fiber(id)
            && let (Some(parent), Some(effect)) = (record.parent, record.parent_effect)
            && let Some(parent) = state.fibers.get_mut(&parent)
        {
            remove_sorted(&mut parent.effects, effect, |e| e.id);
        }
        state.remove_listeners_of(id);
        self.inner.note_listeners(&state);
    }

    /// Run a fiber's effect disposers, newest first; failures are reported.
    pub(crate) fn unwind_effects(&self, id: FiberId) {
        {
            let mut state = self.inner.state.lock();
            state.remove_listeners_of(id);
            self.inner.note_listeners(&state);
        }
        loop {
            let effect = {
                let mut state = self.inner.state.lock();
                state
                    .fibers
                    .get_mut(&id)
                    .and_then(|record| record.effects.pop())
            };
            let Some(effect) = effect else {
                return;
            };
            if let Err(error) = guarded(effect.dispose) {
                self.report(
                    id,
                    ReportKind::Dispose,
                    format!("{}: {error}", effect.label),
                );
            }
        }
    }

    /// Register an effect on a running fiber; refused (and nothing kept)
    /// when the fiber is not running.
    pub(crate) fn add_effect(
        &self,
        fiber: FiberId,
        generation: u64,
        kind: EffectKind,
        label: String,
        dispose: Disposer,
    ) -> Result<u64, (RuntimeError, Disposer)> {
        let mut state = self.inner.state.lock();
        let id = state.next_id();
        match state.live(fiber, generation, "register an effect") {
            Ok(record) => {
                record.effects.push(EffectRecord {
                    id,
                    kind,
                    label,
                    dispose,
                });
                Ok(id)
            }
            Err(error) => Err((error, dispose)),
        }
    }

    /// Remove one effect and run its disposer. `false` if it was gone.
    pub(crate) fn remove_effect(&self, fiber: FiberId, effect: u64) -> bool {
        let record = {
            let mut state = self.inner.state.lock();
            let Some(fiber_record) = state.fibers.get_mut(&fiber) else {
                return false;
            };
            let Some(record) = remove_sorted(&mut fiber_record.effects, effect, |e| e.id) else {
                return false;
            };
            record
        };
        if let Err(error) = guarded(record.dispose) {
            self.report(
                fiber,
                ReportKind::Dispose,
                format!("{}: {error}", record.label),
            );
        }
        self.settle();
        true
    }
}

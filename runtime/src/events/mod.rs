//! Events: listeners registered as fiber effects, and the dispatch modes.
//!
//! | mode | listeners run | a listener's error | result |
//! |---|---|---|---|
//! | `emit` | all, in order | reported; the rest still run | none |
//! | `parallel` | all | collected, reported after all ran | the errors |
//! | `serial` / `bail` | in order until one returns a value that is not unit/`false` | reaches the caller | that value |
//! | `waterfall` | each gets the payload and `next` | reaches the caller | what the first listener returns |
//!
//! In a waterfall, a listener that does not call `next` short-circuits: the
//! listeners after it and the inner callback never run.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::deadline;
use crate::fiber::error::{CallbackError, RuntimeError};
use crate::fiber::listeners::ListenerRecord;
pub use crate::fiber::listeners::{EventArgs, EventCall, Listener, Next};
use crate::fiber::report::ReportKind;
use crate::fiber::state::{Disposer, EffectRecord};
use crate::fiber::turn::{Job, QueueFull};
use crate::fiber::{Context, EffectHandle, EffectKind, FiberGate, FiberId, Runtime};
use crate::value::{Value, is_nothing};

/// An event and its payload, as a queued delivery holds them.
type Payload = (String, Vec<Value>);

/// How a listener is added.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ListenOptions {
    /// Remove it after its first call.
    pub once: bool,
    /// Run it before the listeners added earlier.
    pub prepend: bool,
}

impl Context {
    /// Listen to `event` until this fiber unloads.
    pub fn on(
        &self,
        event: &str,
        listener: impl Fn(EventCall<'_>) -> Result<Value, CallbackError> + Send + Sync + 'static,
    ) -> Result<EffectHandle, RuntimeError> {
        self.listen(event, ListenOptions::default(), Arc::new(listener))
    }

    /// Listen to the next `event` only.
    pub fn once(
        &self,
        event: &str,
        listener: impl Fn(EventCall<'_>) -> Result<Value, CallbackError> + Send + Sync + 'static,
    ) -> Result<EffectHandle, RuntimeError> {
        self.listen(
            event,
            ListenOptions {
                once: true,
                prepend: false,
            },
            Arc::new(listener),
        )
    }

    /// Listen to `event` with options; the listener is an effect of this fiber.
    pub fn listen(
        &self,
        event: &str,
        options: ListenOptions,
        callback: Listener,
    ) -> Result<EffectHandle, RuntimeError> {
        let weak = Arc::downgrade(&self.runtime.inner);
        let mut state = self.runtime.inner.state.lock();
        let listener = state.next_id();
        let effect = state.next_id();
        let key = event.to_owned();
        let removed = Arc::new(AtomicBool::new(false));
        let gone = Arc::clone(&removed);
        let dispose: Disposer = Box::new(move || {
            // Already taken out with the rest of its fiber's listeners.
            if gone.load(Ordering::Acquire) {
                return Ok(());
            }
            if let Some(inner) = weak.upgrade() {
                let mut state = inner.state.lock();
                state.remove_listener(&key, listener);
                inner.note_listeners(&state);
            }
            Ok(())
        });
        let record = state.live(self.fiber, self.generation, "listen to an event")?;
        let gate = FiberGate::new(self.fiber, record.gate.clone());
        record.effects.push(EffectRecord {
            id: effect,
            kind: EffectKind::Listener,
            label: format!("on(\"{event}\")"),
            dispose,
        });
        let record = ListenerRecord {
            id: listener,
            fiber: self.fiber,
            once: options.once,
            effect,
            callback,
            gate,
            removed,
        };
        state.add_listener(event, record, options.prepend);
        self.runtime.inner.note_listeners(&state);
        Ok(EffectHandle::new(self.runtime.clone(), self.fiber, effect))
    }

    /// [`Runtime::emit`] from this context.
    pub fn emit(&self, event: &str, args: &[Value]) {
        self.runtime.emit(event, args);
    }

    /// [`Runtime::try_emit`] from this context; but while this fiber's
    /// apply runs (on this thread), the event is held and emitted once the
    /// apply succeeds, or dropped if it fails: a plugin that fails to start
    /// has made no other plugin's listener run.
    ///
    /// # Errors
    /// [`RuntimeError::QueueFull`] naming the listeners' plugins it did not
    /// reach; [`RuntimeError::DeferredFull`] when the apply holds as many
    /// events as the sandbox bounds its queues (`Runtime::bound_queues`).
    pub fn try_emit(&self, event: &str, args: &[Value]) -> Result<(), RuntimeError> {
        if self.is_applying_here() {
            return self.defer(event, args);
        }
        self.runtime.try_emit(event, args)
    }

    /// Whether this context's apply is running on this thread now.
    fn is_applying_here(&self) -> bool {
        let state = self.runtime.inner.state.lock();
        state.fibers.get(&self.fiber).is_some_and(|record| {
            record.state == crate::fiber::FiberState::Loading
                && record.generation == self.generation
                && record.applying == Some(std::thread::current().id())
        })
    }

    /// Hold `event` until the running apply ends.
    fn defer(&self, event: &str, args: &[Value]) -> Result<(), RuntimeError> {
        let bounds = self.runtime.inner.queue_bounds.get().copied();
        let measure = self.runtime.queued_delivery().measure;
        let bytes = measure(args, bounds.map_or(usize::MAX, |b| b.bytes));
        let mut state = self.runtime.inner.state.lock();
        let Some(record) = state.fibers.get_mut(&self.fiber) else {
            return Ok(());
        };
        if let Some(bounds) = bounds
            && (record.deferred.len() >= bounds.jobs
                || record.deferred_bytes.saturating_add(bytes) > bounds.bytes)
        {
            return Err(RuntimeError::DeferredFull {
                event: event.to_owned(),
                jobs: record.deferred.len(),
                bytes: record.deferred_bytes,
            });
        }
        record.deferred.push((event.to_owned(), args.to_vec()));
        record.deferred_bytes = record.deferred_bytes.saturating_add(bytes);
        Ok(())
    }
}

impl Runtime {
    /// The listeners of `event` whose fiber `keep` accepts. `keep` runs
    /// after the state lock is released: it may ask the runtime questions
    /// (the toolset's filter walks fiber parents).
    fn listeners_of(&self, event: &str, keep: &dyn Fn(FiberId) -> bool) -> Vec<ListenerRecord> {
        if !self.inner.listening.load(Ordering::Acquire) {
            return Vec::new();
        }
        let all: Vec<ListenerRecord> = {
            let state = self.inner.state.lock();
            state.listeners.get(event).cloned().unwrap_or_default()
        };
        all.into_iter().filter(|l| keep(l.fiber)).collect()
    }

    /// Whether `event` has a listener whose fiber `keep` accepts (`keep`
    /// runs without the state lock held, as in `listeners_of`).
    pub fn has_listeners(&self, event: &str, keep: &dyn Fn(FiberId) -> bool) -> bool {
        if !self.inner.listening.load(Ordering::Acquire) {
            return false;
        }
        let fibers: Vec<FiberId> = {
            let state = self.inner.state.lock();
            state
                .listeners
                .get(event)
                .map(|list| list.iter().map(|l| l.fiber).collect())
                .unwrap_or_default()
        };
        fibers.into_iter().any(keep)
    }

    /// Whether `event` has a listener at all: [`Runtime::has_listeners`]
    /// with no filter, without copying the listeners' fibers.
    pub fn has_any_listener(&self, event: &str) -> bool {
        self.inner.listening.load(Ordering::Acquire)
            && self
                .inner
                .state
                .lock()
                .listeners
                .get(event)
                .is_some_and(|list| !list.is_empty())
    }

    /// Call one listener in its fiber. `None` when it must be skipped (its
    /// fiber is not running, or it was a `once` listener that already fired).
    fn deliver(
        &self,
        listener: &ListenerRecord,
        call: EventCall<'_>,
    ) -> Option<Result<Value, CallbackError>> {
        if listener.once && !self.remove_effect(listener.fiber, listener.effect) {
            return None;
        }
        let callback = &listener.callback;
        self.run_gated(&listener.gate, || callback(call))
            .transpose()
    }

    /// Call every listener in order; a failing one is reported and the rest
    /// still run. Nothing waits: a listener whose fiber runs a callback on
    /// another thread is called by that thread when its callback returns
    /// (under this emit's deadline, as if it had run now), so two fibers
    /// that emit to each other from two threads never wait on each other.
    ///
    /// A busy fiber holds at most as many of such deliveries as the sandbox
    /// allows (`Runtime::bound_queues`); one that would pass that is dropped and reported as a
    /// failure of the listener's fiber ([`Runtime::try_emit`] returns it
    /// instead).
    pub fn emit(&self, event: &str, args: &[Value]) {
        self.emit_args(event, EventArgs::Shared(args));
    }

    /// [`Runtime::emit`] of a payload the caller gives up: the last
    /// listener gets it instead of a copy.
    pub fn emit_owned(&self, event: &str, args: Vec<Value>) {
        self.emit_args(event, EventArgs::Handed(args));
    }

    fn emit_args(&self, event: &str, args: EventArgs<'_>) {
        for (fiber, full) in self.emit_queued(event, args) {
            self.report(
                fiber,
                ReportKind::Listener(event.to_owned()),
                format!(
                    "\"{event}\" was not delivered: the plugin was busy and already had {} event(s) holding {} bytes waiting (max_queued_events and max_queued_bytes under [limits])",
                    full.jobs, full.bytes
                ),
            );
        }
    }

    /// [`Runtime::emit`], telling the emitter which busy listeners it did
    /// not reach because their queue was full (the others got the event).
    ///
    /// # Errors
    /// [`RuntimeError::QueueFull`] naming those listeners' plugins.
    pub fn try_emit(&self, event: &str, args: &[Value]) -> Result<(), RuntimeError> {
        let refused = self.emit_queued(event, EventArgs::Shared(args));
        let Some((_, first)) = refused.first() else {
            return Ok(());
        };
        let plugins = {
            let state = self.inner.state.lock();
            refused
                .iter()
                .map(|(fiber, _)| format!("\"{}\" ({fiber})", state.name_of(*fiber)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        Err(RuntimeError::QueueFull {
            event: event.to_owned(),
            plugins,
            jobs: first.jobs,
            bytes: first.bytes,
        })
    }

    /// Deliver or queue `event` to every listener; the listeners whose
    /// queue was full.
    fn emit_queued(&self, event: &str, mut args: EventArgs<'_>) -> Vec<(FiberId, QueueFull)> {
        // One copy of the payload for every queued delivery, and its size.
        let mut shared: Option<(Arc<Payload>, usize)> = None;
        let delivery = self.queued_delivery();
        let mut refused = Vec::new();
        let listeners = self.listeners_of(event, &|_| true);
        let count = listeners.len();
        for (index, listener) in listeners.into_iter().enumerate() {
            // A handed payload goes to the last listener (or its queue).
            let handed = match &mut args {
                EventArgs::Handed(values) if index + 1 == count => {
                    std::cell::Cell::new(Some(std::mem::take(values)))
                }
                _ => std::cell::Cell::new(None),
            };
            let args = &*args;
            let queued = self.run_gated_or_queue(
                &listener.gate,
                || {
                    let call = match handed.take() {
                        Some(values) => EventArgs::Handed(values),
                        None => EventArgs::Shared(args),
                    };
                    self.deliver_reported(&listener, event, call);
                },
                |cap| {
                    let (shared, bytes) = shared.get_or_insert_with(|| {
                        let values = handed.take().unwrap_or_else(|| args.to_vec());
                        let bytes = (delivery.measure)(&values, cap);
                        (Arc::new((event.to_owned(), values)), bytes)
                    });
                    let (shared, bytes) = (Arc::clone(shared), *bytes);
                    let (runtime, listener) = (self.clone(), listener.clone());
                    // Run later, by another thread, under this emit's
                    // deadline and as a call of its own there.
                    // Its cancellation and progress sink too.
                    let deadline = deadline::current();
                    let (token, reporter) = (crate::cancel::current(), crate::progress::current());
                    let job: Job = Box::new(move || {
                        let (event, args) = &*shared;
                        deadline::carried(deadline, || {
                            crate::cancel::scope(token, || {
                                crate::progress::scope(reporter, || {
                                    (delivery.detach)(&mut || {
                                        let call = EventArgs::Shared(args);
                                        runtime.deliver_reported(&listener, event, call);
                                    });
                                });
                            });
                        });
                    });
                    (job, bytes)
                },
            );
            if let Err(full) = queued {
                refused.push((listener.fiber, full));
            }
        }
        refused
    }

    /// Deliver a plain emit to one listener, reporting its failure.
    fn deliver_reported(&self, listener: &ListenerRecord, event: &str, args: EventArgs<'_>) {
        if let Some(Err(error)) = self.deliver(listener, EventCall { args, next: None }) {
            self.report(
                listener.fiber,
                ReportKind::Listener(event.to_owned()),
                error.message(),
            );
        }
    }

    /// Call every listener; errors are collected, reported after all ran,
    /// and returned.
    pub fn parallel(&self, event: &str, args: &[Value]) -> Vec<CallbackError> {
        let mut errors = Vec::new();
        for listener in self.listeners_of(event, &|_| true) {
            let call = EventCall {
                args: EventArgs::Shared(args),
                next: None,
            };
            if let Some(Err(error)) = self.deliver(&listener, call) {
                errors.push((listener.fiber, error));
            }
        }
        for (fiber, error) in &errors {
            self.report(
                *fiber,
                ReportKind::Listener(event.to_owned()),
                error.message(),
            );
        }
        errors.into_iter().map(|(_, error)| error).collect()
    }

    /// Call listeners in order until one returns something other than unit
    /// or `false`, and return that; a listener's error reaches the caller.
    pub fn serial(&self, event: &str, args: &[Value]) -> Result<Option<Value>, CallbackError> {
        for listener in self.listeners_of(event, &|_| true) {
            let call = EventCall {
                args: EventArgs::Shared(args),
                next: None,
            };
            match self.deliver(&listener, call) {
                Some(Ok(value)) if !is_nothing(&value) => return Ok(Some(value)),
                Some(Err(error)) => return Err(error),
                _ => {}
            }
        }
        Ok(None)
    }

    /// Same as [`Runtime::serial`] (cordis keeps both names).
    pub fn bail(&self, event: &str, args: &[Value]) -> Result<Option<Value>, CallbackError> {
        self.serial(event, args)
    }

    /// Run the listeners as a chain ending in `inner`: each gets the payload
    /// and `next`; what the first returns is the result.
    pub fn waterfall(
        &self,
        event: &str,
        args: Vec<Value>,
        inner: Next,
    ) -> Result<Value, CallbackError> {
        self.waterfall_where(event, args, inner, &|_| true)
    }

    /// [`Runtime::waterfall`] over only the listeners whose fiber `keep` accepts.
    pub fn waterfall_where(
        &self,
        event: &str,
        args: Vec<Value>,
        inner: Next,
        keep: &dyn Fn(FiberId) -> bool,
    ) -> Result<Value, CallbackError> {
        let mut listeners = self.listeners_of(event, keep).into_iter();
        let Some(first) = listeners.next() else {
            return inner.call();
        };
        // The first listener is called from here, once; the others through
        // the chain, as often as the one before them calls `next`: only a
        // lone listener can have the payload handed over.
        if listeners.len() == 0 {
            return self.link(&first, EventArgs::Handed(args), &inner);
        }
        let shared: Arc<[Value]> = args.into();
        let mut next = inner;
        for listener in listeners.rev() {
            let runtime = self.clone();
            let args = Arc::clone(&shared);
            let after = next.clone();
            next = Next::passing(move |passed| match passed {
                None => runtime.link(&listener, EventArgs::Shared(&args), &after),
                // `next(info)` of the listener before: this one, and the
                // rest after it, get that payload.
                Some(payload) => {
                    let rest = after.carrying(payload.clone());
                    runtime.link(&listener, EventArgs::Handed(vec![payload]), &rest)
                }
            });
        }
        self.link(&first, EventArgs::Shared(&shared), &next)
    }

    /// One link of a waterfall: `listener` with the payload and `after`
    /// as its `next`, or `after` alone when the listener is skipped.
    fn link(
        &self,
        listener: &ListenerRecord,
        args: EventArgs<'_>,
        after: &Next,
    ) -> Result<Value, CallbackError> {
        let call = EventCall {
            args,
            next: Some(after.clone()),
        };
        match self.deliver(listener, call) {
            Some(result) => result,
            None => after.call(),
        }
    }
}

//! The runtime handle and its read-only views.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Weak};
use std::thread::ThreadId;
use std::time::{Duration, Instant};

use parking_lot::{Condvar, Mutex, RwLock};

use crate::fiber::error::{CallbackError, RuntimeError};
use crate::fiber::report::{FailureLog, Report, ReportKind, ReportLog, Reporter};
use crate::fiber::state::{Gate, State};
use crate::fiber::timers::TimerDriver;
use crate::fiber::turn::{Job, QueueBounds, QueueFull, Refused};
use crate::fiber::{Context, EffectKind, Fiber, FiberId, FiberState};
use crate::limits::Limits;
use crate::value::Value;

/// How long a callback waits for its fiber's turn (see [`Limits::TURN_WAIT`]).
pub(crate) const TURN_WAIT: Duration = Limits::TURN_WAIT;

pub(crate) struct Inner {
    pub(crate) state: Mutex<State>,
    reports: Mutex<ReportLog>,
    reporter: RwLock<Option<Reporter>>,
    /// Threads currently running `settle`, so nested operations do not
    /// start a second settle loop on the same thread.
    settling: Mutex<Vec<ThreadId>>,
    /// The threads running a claimed settle step (an apply or a park), one
    /// entry per step, so a settle that finds nothing left to claim can
    /// wait for the steps other threads are still running.
    transitions: Mutex<Vec<ThreadId>>,
    /// Signalled whenever a claimed step ends.
    transition_done: Condvar,
    pub(crate) timers: TimerDriver,
    /// Whether any event has a listener: written under the state lock
    /// whenever listeners change, read without it, so the hot path of an
    /// emit or a tool call with no listeners at all takes no lock.
    pub(crate) listening: AtomicBool,
    /// How much one busy fiber may have queued (unbounded until set).
    pub(crate) queue_bounds: std::sync::OnceLock<QueueBounds>,
    /// How queued deliveries are measured and run (plainly until set).
    pub(crate) queued: std::sync::OnceLock<QueuedDelivery>,
}

/// How the embedder measures and runs the deliveries queued for a busy
/// fiber: the sandbox counts a payload's bytes as it counts script values,
/// and runs a delivery outside the budgets of the calls the thread that
/// runs it happens to be nested in.
#[derive(Clone, Copy)]
pub(crate) struct QueuedDelivery {
    /// The bytes `payload` holds, counted until they pass `cap`.
    pub(crate) measure: fn(payload: &[Value], cap: usize) -> usize,
    /// Runs one queued delivery as a call of its own.
    pub(crate) detach: fn(delivery: &mut dyn FnMut()),
}

impl Default for QueuedDelivery {
    /// Payloads count nothing; deliveries run as they are.
    fn default() -> Self {
        Self {
            measure: |_, _| 0,
            detach: |delivery| delivery(),
        }
    }
}

/// A plugin runtime: a tree of fibers under a root, the services they
/// provide, their event listeners and timers.
///
/// `Runtime` is a cheap handle (`Clone`, `Send + Sync`); every clone is the
/// same runtime. Everything happens synchronously: a call returns after the
/// work it caused (applies, unloads) is done.
#[derive(Clone)]
pub struct Runtime {
    pub(crate) inner: Arc<Inner>,
}

/// One live effect of a fiber, as shown by inspection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EffectInfo {
    /// What it is.
    pub kind: EffectKind,
    /// Its label for display: `on("event")`, `tool("name")`, `timeout()`.
    pub label: String,
}

/// A fiber as shown by inspection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FiberInfo {
    /// Its id.
    pub id: FiberId,
    /// Its plugin's name (`root` for the root, `anonymous` when unnamed).
    pub name: String,
    /// Its parent, `None` for the root.
    pub parent: Option<FiberId>,
    /// Its lifecycle state.
    pub state: FiberState,
    /// The services it injects.
    pub inject: Vec<String>,
    /// The injected services not provided right now.
    pub waiting_for: Vec<String>,
    /// Its live effects, in registration order.
    pub effects: Vec<EffectInfo>,
    /// The error of its last failed apply.
    pub error: Option<String>,
    /// What was reported about its own code (not its children's).
    pub failures: FailureLog,
}

/// A provided service as shown by inspection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServiceInfo {
    /// The service name.
    pub name: String,
    /// The fiber that provides it.
    pub owner: FiberId,
    /// That fiber's plugin name.
    pub owner_name: String,
    /// That fiber's state (consumers only see the service while `active`).
    pub owner_state: FiberState,
    /// When it was provided, as a number that only grows: of two services,
    /// the one with the larger number was provided later.
    pub provided: u64,
}

impl Default for Runtime {
    fn default() -> Self {
        Self::new()
    }
}

impl Runtime {
    /// A runtime with only its root fiber.
    pub fn new() -> Self {
        let inner = Arc::new_cyclic(|weak: &Weak<Inner>| Inner {
            state: Mutex::new(State::new()),
            reports: Mutex::new(ReportLog::default()),
            reporter: RwLock::new(None),
            settling: Mutex::new(Vec::new()),
            transitions: Mutex::new(Vec::new()),
            transition_done: Condvar::new(),
            listening: AtomicBool::new(false),
            timers: TimerDriver::new(weak.clone()),
            queue_bounds: std::sync::OnceLock::new(),
            queued: std::sync::OnceLock::new(),
        });
        Self { inner }
    }

    pub(crate) fn from_inner(inner: Arc<Inner>) -> Self {
        Self { inner }
    }

    /// The root context: plugins loaded here live until removed.
    pub fn root(&self) -> Context {
        Context::new(self.clone(), FiberId::ROOT, 0)
    }

    /// A handle to a fiber by id (its state reads `disposed` once it is gone).
    pub fn fiber(&self, id: FiberId) -> Fiber {
        Fiber::new(self.clone(), id)
    }

    /// Every live fiber, root first, in creation order.
    pub fn fibers(&self) -> Vec<FiberInfo> {
        let state = self.inner.state.lock();
        state
            .fibers
            .keys()
            .filter_map(|id| Self::info_of(&state, *id))
            .collect()
    }

    /// [`Runtime::fibers`] with `effects` left empty, for reports that do
    /// not list them (`cordis_inspect`'s plugins section): copying every
    /// listener's label cost half a millisecond a mount at 1,024 listeners.
    pub(crate) fn fibers_without_effects(&self) -> Vec<FiberInfo> {
        let state = self.inner.state.lock();
        state
            .fibers
            .keys()
            .filter_map(|id| Self::info_with(&state, *id, false))
            .collect()
    }

    /// The services `id` injects that are not provided now (empty once it
    /// is gone).
    pub(crate) fn waiting_for(&self, id: FiberId) -> Vec<String> {
        let state = self.inner.state.lock();
        state
            .fibers
            .get(&id)
            .map(|record| state.missing(&record.inject))
            .unwrap_or_default()
    }

    /// One fiber, if it is still there.
    pub fn fiber_info(&self, id: FiberId) -> Option<FiberInfo> {
        Self::info_of(&self.inner.state.lock(), id)
    }

    fn info_of(state: &State, id: FiberId) -> Option<FiberInfo> {
        Self::info_with(state, id, true)
    }

    /// `id`'s report, its effects copied when `effects` is set.
    fn info_with(state: &State, id: FiberId, effects: bool) -> Option<FiberInfo> {
        let record = state.fibers.get(&id)?;
        Some(FiberInfo {
            id,
            name: record.name.clone(),
            parent: record.parent,
            state: record.state,
            inject: record.inject.clone(),
            waiting_for: state.missing(&record.inject),
            effects: if effects {
                record
                    .effects
                    .iter()
                    .map(|e| EffectInfo {
                        kind: e.kind,
                        label: e.label.clone(),
                    })
                    .collect()
            } else {
                Vec::new()
            },
            error: record.error.as_ref().map(ToString::to_string),
            failures: record.failures.clone(),
        })
    }

    /// Whether `fiber` is `ancestor` or one of its descendants.
    pub fn is_within(&self, fiber: FiberId, ancestor: FiberId) -> bool {
        self.inner.state.lock().is_within(fiber, ancestor)
    }

    /// `root` and every fiber below it, parents before children.
    pub fn subtree(&self, root: FiberId) -> Vec<FiberInfo> {
        let state = self.inner.state.lock();
        state
            .subtree(root)
            .into_iter()
            .filter_map(|id| Self::info_of(&state, id))
            .collect()
    }

    /// Every provided service, by name ([`ServiceInfo::provided`] orders
    /// them by when they were provided).
    pub fn services(&self) -> Vec<ServiceInfo> {
        let state = self.inner.state.lock();
        state
            .services
            .iter()
            .map(|(name, slot)| ServiceInfo {
                name: name.clone(),
                owner: slot.owner,
                owner_name: state.name_of(slot.owner),
                owner_state: state
                    .fibers
                    .get(&slot.owner)
                    .map_or(FiberState::Disposed, |r| r.state),
                provided: slot.provided,
            })
            .collect()
    }

    /// The names of the services `fibers` provide, sorted: what
    /// [`Runtime::services`] lists for those owners, found from the
    /// fibers (a mount's report costs its own fibers, not every service).
    pub fn services_of(&self, fibers: &[FiberId]) -> Vec<String> {
        let state = self.inner.state.lock();
        let mut names: Vec<String> = fibers
            .iter()
            .flat_map(|fiber| state.services_of(*fiber))
            .cloned()
            .collect();
        names.sort_unstable();
        names
    }

    /// A service's value, if an active fiber provides it.
    pub fn service(&self, name: &str) -> Option<Value> {
        let state = self.inner.state.lock();
        state.live_provider(name)?;
        state.services.get(name).map(|slot| slot.value.clone())
    }

    /// Every event with at least one listener, and the fibers listening
    /// (in dispatch order, a fiber once per listener).
    pub fn listeners(&self) -> Vec<(String, Vec<FiberId>)> {
        let state = self.inner.state.lock();
        state
            .listeners
            .iter()
            .filter(|(_, list)| !list.is_empty())
            .map(|(name, list)| (name.clone(), list.iter().map(|l| l.fiber).collect()))
            .collect()
    }

    /// Every event with at least one listener, and the fibers listening
    /// (each once, by id) with their names. Unlike [`Runtime::listeners`]
    /// this costs the fibers, not the listeners: at the default limits one
    /// event can have `max_mounts` × `max_mount_listeners` of them.
    pub(crate) fn listening(&self) -> Vec<(String, Vec<(FiberId, String)>)> {
        let state = self.inner.state.lock();
        state
            .listening()
            .map(|(event, fibers)| {
                let named = fibers
                    .filter_map(|id| Some((id, state.fibers.get(&id)?.name.clone())))
                    .collect();
                (event.clone(), named)
            })
            .collect()
    }

    /// Names of events with at least one listener, and how many each has.
    pub fn events(&self) -> Vec<(String, usize)> {
        let state = self.inner.state.lock();
        state
            .listeners
            .iter()
            .filter(|(_, list)| !list.is_empty())
            .map(|(name, list)| (name.clone(), list.len()))
            .collect()
    }

    /// Number of timers waiting to fire (for leak checks).
    pub fn pending_timers(&self) -> usize {
        self.inner.timers.pending()
    }

    /// Send every future report to `reporter` as well as the report log.
    pub fn set_reporter(&self, reporter: Reporter) {
        *self.inner.reporter.write() = Some(reporter);
    }

    /// The most recent reports (bounded), oldest first.
    pub fn reports(&self) -> Vec<Report> {
        self.inner.reports.lock().snapshot()
    }

    /// What was reported about the code of `fiber` and of every fiber under
    /// it (its children), merged: the count, the most recent failures.
    pub fn failures(&self, fiber: FiberId) -> FailureLog {
        let state = self.inner.state.lock();
        FailureLog::merge(
            state
                .subtree(fiber)
                .into_iter()
                .filter_map(|id| state.fibers.get(&id))
                .filter(|record| record.failures.count > 0)
                .map(|record| record.failures.clone()),
        )
    }

    /// [`Runtime::failures`]' count alone, read without copying a failure.
    pub(crate) fn failure_count(&self, fiber: FiberId) -> u64 {
        self.inner.state.lock().failure_count(fiber)
    }

    /// The most recent reports, removing them from the log.
    pub fn take_reports(&self) -> Vec<Report> {
        self.inner.reports.lock().take()
    }

    /// Dispose every plugin loaded at the root and every other root effect;
    /// the root stays alive. Doing it twice is harmless.
    pub fn dispose_all(&self) {
        self.unwind_effects(FiberId::ROOT);
        self.settle();
    }

    /// Record an error that is reported rather than raised.
    pub(crate) fn report(&self, fiber: FiberId, kind: ReportKind, message: impl Into<String>) {
        let message = message.into();
        let plugin = {
            let mut state = self.inner.state.lock();
            if let Some(record) = state.fibers.get_mut(&fiber) {
                record.failures.push(kind.clone(), &message);
            }
            state.name_of(fiber)
        };
        let report = Report {
            fiber,
            plugin,
            kind,
            message,
        };
        let reporter = self.inner.reporter.read().clone();
        if let Some(reporter) = reporter {
            reporter(&report);
        }
        self.inner.reports.lock().push(report);
    }

    /// The gate of `fiber`'s callbacks, if the fiber exists: what
    /// [`Runtime::run_gated`] takes its turn on. A caller that runs the same
    /// fiber's callbacks many times (a registered tool, a listener) looks it
    /// up once.
    pub(crate) fn gate_of(&self, fiber: FiberId) -> Option<FiberGate> {
        let state = self.inner.state.lock();
        let record = state.fibers.get(&fiber)?;
        Some(FiberGate::new(fiber, record.gate.clone()))
    }

    /// Run `callback` as a callback of the gate's fiber: one at a time per
    /// fiber, panics turned into errors. `Ok(None)` when the fiber is not
    /// loading or active (checked before the turn is taken, and again after,
    /// so a dispose that won the race is seen).
    pub(crate) fn run_gated<R>(
        &self,
        gate: &FiberGate,
        callback: impl FnOnce() -> Result<R, CallbackError>,
    ) -> Result<Option<R>, CallbackError> {
        let fiber = gate.fiber;
        // Checked before waiting too: a fiber being disposed holds its gate
        // while it unwinds, and a callback for it must not wait on that.
        if !gate.gate.live.load(Ordering::Acquire) {
            return Ok(None);
        }
        // A call waits for the turn no longer than its own deadline: the
        // callbacks it reaches add nothing past it.
        let wait = Instant::now() + TURN_WAIT;
        let until = crate::deadline::current().map_or(wait, |deadline| deadline.min(wait));
        let _turn = gate
            .gate
            .turn
            .take(until)
            .map_err(|refused| self.refusal(fiber, refused))?;
        if !gate.gate.live.load(Ordering::Acquire) {
            return Ok(None);
        }
        guarded(callback).map(Some)
    }

    /// Run a callback of the gate's fiber that needs no answer: `now` if
    /// the fiber's turn is free (or this thread holds it), otherwise the job
    /// `later` makes, run by the thread that holds the turn before it lets
    /// go. Skipped when the fiber is not loading or active.
    ///
    /// The job and the bytes it holds (as `later` measures them, given the
    /// byte bound to measure up to) are refused when the turn already holds
    /// as much as [`Runtime::bound_queues`] allows.
    pub(crate) fn run_gated_or_queue(
        &self,
        gate: &FiberGate,
        now: impl FnOnce(),
        later: impl FnOnce(usize) -> (Job, usize),
    ) -> Result<(), QueueFull> {
        if !gate.gate.live.load(Ordering::Acquire) {
            return Ok(());
        }
        match gate.gate.turn.try_take() {
            Some(_turn) => {
                now();
                Ok(())
            }
            None => {
                let bounds = self.inner.queue_bounds.get().copied();
                let (job, bytes) = later(bounds.map_or(usize::MAX, |b| b.bytes));
                gate.gate.turn.queue(job, bytes, bounds)
            }
        }
    }

    /// Bound what one busy fiber may have queued for it: `jobs` deliveries
    /// holding `bytes` bytes of payload at most, measured and run as
    /// `delivery` says. Set once (the sandbox sets it from its limits);
    /// later calls change nothing.
    pub(crate) fn bound_queues(&self, jobs: usize, bytes: usize, delivery: QueuedDelivery) {
        let _ = self.inner.queue_bounds.set(QueueBounds { jobs, bytes });
        let _ = self.inner.queued.set(delivery);
    }

    /// How queued deliveries are measured and run.
    pub(crate) fn queued_delivery(&self) -> QueuedDelivery {
        self.inner.queued.get().copied().unwrap_or_default()
    }

    /// Why `fiber`'s turn was not taken, as the error of the call.
    pub(crate) fn refusal(&self, fiber: FiberId, refused: Refused) -> RuntimeError {
        let plugin = self.inner.state.lock().name_of(fiber);
        match refused {
            Refused::TimedOut => RuntimeError::Busy { fiber, plugin },
            Refused::Cycle => RuntimeError::CallCycle { fiber, plugin },
            Refused::Cancelled => RuntimeError::CancelledWaiting { fiber, plugin },
        }
    }

    /// Run `callback` for the gate's fiber without taking its turn: Rust
    /// code that is safe to run beside the fiber's other callbacks (the
    /// built-in tools), which must never wait behind one of them. Panics
    /// become errors; `Ok(None)` when the fiber is not loading or active.
    pub(crate) fn run_beside<R>(
        &self,
        gate: &FiberGate,
        callback: impl FnOnce() -> Result<R, CallbackError>,
    ) -> Result<Option<R>, CallbackError> {
        if !gate.gate.live.load(Ordering::Acquire) {
            return Ok(None);
        }
        guarded(callback).map(Some)
    }

    /// Run `callback` as a callback of `fiber`: one at a time per fiber,
    /// panics turned into errors. `Ok(None)` when the fiber is not running.
    pub fn run_in_fiber<R>(
        &self,
        fiber: FiberId,
        callback: impl FnOnce() -> Result<R, CallbackError>,
    ) -> Result<Option<R>, CallbackError> {
        match self.gate_of(fiber) {
            Some(gate) => self.run_gated(&gate, callback),
            None => Ok(None),
        }
    }
}

/// One fiber's callback gate (see [`Runtime::gate_of`]).
#[derive(Clone)]
pub(crate) struct FiberGate {
    fiber: FiberId,
    gate: Gate,
}

impl FiberGate {
    /// The gate of `fiber`, taken from its record.
    pub(crate) fn new(fiber: FiberId, gate: Gate) -> Self {
        Self { fiber, gate }
    }
}

/// Run user code, turning a panic into an error of that call.
pub(crate) fn guarded<R>(
    callback: impl FnOnce() -> Result<R, CallbackError>,
) -> Result<R, CallbackError> {
    match catch_unwind(AssertUnwindSafe(callback)) {
        Ok(result) => result,
        Err(payload) => {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".to_owned());
            Err(CallbackError::new(format!("panicked: {message}")))
        }
    }
}

impl Inner {
    /// Record whether `state` has any listener; call with the state lock
    /// held, after listeners were added or removed.
    pub(crate) fn note_listeners(&self, state: &State) {
        let any = state.listeners.values().any(|list| !list.is_empty());
        self.listening.store(any, Ordering::Release);
    }

    /// Mark this thread as settling; `None` if it already is.
    pub(crate) fn begin_settle(&self) -> Option<SettleGuard<'_>> {
        let me = std::thread::current().id();
        let mut settling = self.settling.lock();
        if settling.contains(&me) {
            return None;
        }
        settling.push(me);
        Some(SettleGuard {
            inner: self,
            thread: me,
        })
    }
}

/// One claimed settle step on this thread; ends it when dropped.
pub(crate) struct TransitionGuard<'a> {
    inner: &'a Inner,
    thread: ThreadId,
}

impl Drop for TransitionGuard<'_> {
    fn drop(&mut self) {
        let mut transitions = self.inner.transitions.lock();
        if let Some(at) = transitions.iter().position(|t| *t == self.thread) {
            transitions.swap_remove(at);
        }
        self.inner.transition_done.notify_all();
    }
}

impl Inner {
    /// Records a step claimed by this thread. Call it while holding the
    /// state lock the step was claimed under, so no other thread can see
    /// the step gone and not yet running.
    pub(crate) fn begin_transition(&self) -> TransitionGuard<'_> {
        let thread = std::thread::current().id();
        self.transitions.lock().push(thread);
        TransitionGuard {
            inner: self,
            thread,
        }
    }

    /// Waits (at most [`TURN_WAIT`]) until no other thread runs a claimed
    /// step; `false` when none did, so there is nothing to wait for.
    pub(crate) fn wait_for_transitions(&self) -> bool {
        let me = std::thread::current().id();
        let deadline = Instant::now() + TURN_WAIT;
        let mut transitions = self.transitions.lock();
        if transitions.iter().all(|t| *t == me) {
            return false;
        }
        while transitions.iter().any(|t| *t != me) {
            if self
                .transition_done
                .wait_until(&mut transitions, deadline)
                .timed_out()
            {
                break;
            }
        }
        true
    }
}

/// Unmarks the thread as settling when dropped.
pub(crate) struct SettleGuard<'a> {
    inner: &'a Inner,
    thread: ThreadId,
}

impl Drop for SettleGuard<'_> {
    fn drop(&mut self) {
        self.inner.settling.lock().retain(|t| *t != self.thread);
    }
}

//! The timer thread and the workers that run timer callbacks.
//!
//! The timer thread only schedules: when a timer is due it hands the
//! callback to a worker. Workers are started on demand, up to
//! [`MAX_WORKERS`], and a fiber has at most one timer callback in flight, so
//! a mount whose callback runs long (up to its deadline) holds one worker
//! and delays only its own timers: an interval of a busy fiber skips the
//! tick, a timeout waits for the callback before it. The other mounts'
//! timers keep firing on the other workers.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

use parking_lot::{Condvar, Mutex};

use crate::fiber::error::CallbackError;
use crate::fiber::report::ReportKind;
use crate::fiber::{FiberId, Inner, Runtime};
use crate::limits::Limits;

/// What a timer runs.
pub type TimerCallback = Arc<dyn Fn() -> Result<(), CallbackError> + Send + Sync>;

/// Stack size of the workers until the toolset sets one from its limits.
const DEFAULT_STACK: usize = 32 * 1024 * 1024;
/// Most workers running timer callbacks at once.
pub(crate) const MAX_WORKERS: usize = Limits::MAX_TIMER_WORKERS;
/// How soon a timeout whose fiber is running another timer callback is
/// looked at again.
const RETRY: Duration = Duration::from_millis(5);

struct Entry {
    fiber: FiberId,
    effect: u64,
    due: Instant,
    period: Option<Duration>,
    callback: TimerCallback,
}

/// A due timer, handed to a worker.
struct Job {
    timer: u64,
    fiber: FiberId,
    effect: u64,
    one_shot: bool,
    callback: TimerCallback,
}

#[derive(Default)]
struct Queue {
    heap: BinaryHeap<Reverse<(Instant, u64)>>,
    entries: HashMap<u64, Entry>,
    started: bool,
    shutdown: bool,
    /// Fibers with a timer callback in flight.
    running: HashSet<FiberId>,
    /// Due callbacks waiting for a worker.
    ready: VecDeque<Job>,
    /// Workers started, and those waiting for a job.
    workers: usize,
    idle: usize,
}

/// State shared between the runtime, its timer thread and the workers.
pub(crate) struct Shared {
    queue: Mutex<Queue>,
    /// Wakes the timer thread (a timer added, a fiber's callback done).
    wake: Condvar,
    /// Wakes a worker (a job is ready).
    work: Condvar,
    /// Stack size of the workers.
    stack: AtomicUsize,
}

impl Default for Shared {
    fn default() -> Self {
        Self {
            queue: Mutex::default(),
            wake: Condvar::new(),
            work: Condvar::new(),
            stack: AtomicUsize::new(DEFAULT_STACK),
        }
    }
}

impl Shared {
    /// Forget a timer; it will not fire again (a callback already running
    /// finishes).
    pub(crate) fn cancel(&self, timer: u64) {
        self.queue.lock().entries.remove(&timer);
    }
}

/// Owns the timer thread of one runtime.
pub(crate) struct TimerDriver {
    shared: Arc<Shared>,
    runtime: Weak<Inner>,
    ids: AtomicU64,
}

impl TimerDriver {
    pub(crate) fn new(runtime: Weak<Inner>) -> Self {
        Self {
            shared: Arc::default(),
            runtime,
            ids: AtomicU64::new(1),
        }
    }

    pub(crate) fn next_id(&self) -> u64 {
        self.ids.fetch_add(1, Ordering::Relaxed)
    }

    pub(crate) fn shared(&self) -> Arc<Shared> {
        Arc::clone(&self.shared)
    }

    /// Start the workers started from now on with `bytes` of stack.
    pub(crate) fn set_stack_size(&self, bytes: usize) {
        self.shared.stack.store(bytes, Ordering::Relaxed);
    }

    /// Number of timers waiting to fire.
    pub(crate) fn pending(&self) -> usize {
        self.shared.queue.lock().entries.len()
    }

    pub(crate) fn schedule(
        &self,
        timer: u64,
        fiber: FiberId,
        effect: u64,
        delay: Duration,
        period: Option<Duration>,
        callback: TimerCallback,
    ) {
        let due = Instant::now() + delay;
        let mut queue = self.shared.queue.lock();
        queue.entries.insert(
            timer,
            Entry {
                fiber,
                effect,
                due,
                period,
                callback,
            },
        );
        queue.heap.push(Reverse((due, timer)));
        if !queue.started {
            queue.started = true;
            let shared = Arc::clone(&self.shared);
            let runtime = self.runtime.clone();
            let spawned = std::thread::Builder::new()
                .name("cordis-timers".into())
                .spawn(move || schedule_loop(&shared, &runtime));
            if spawned.is_err() {
                queue.started = false;
            }
        }
        drop(queue);
        self.shared.wake.notify_one();
    }
}

impl Drop for TimerDriver {
    fn drop(&mut self) {
        self.shared.queue.lock().shutdown = true;
        self.shared.wake.notify_one();
        self.shared.work.notify_all();
    }
}

/// The timer thread: hand due timers to workers until shut down.
fn schedule_loop(shared: &Arc<Shared>, runtime: &Weak<Inner>) {
    let mut queue = shared.queue.lock();
    loop {
        if queue.shutdown {
            return;
        }
        let Some(&Reverse((due, timer))) = queue.heap.peek() else {
            shared.wake.wait(&mut queue);
            continue;
        };
        if queue
            .entries
            .get(&timer)
            .is_none_or(|entry| entry.due != due)
        {
            queue.heap.pop();
            continue;
        }
        let now = Instant::now();
        if due > now {
            shared.wake.wait_until(&mut queue, due);
            continue;
        }
        queue.heap.pop();
        let Some(entry) = queue.entries.get(&timer) else {
            continue;
        };
        let fiber = entry.fiber;
        let busy = queue.running.contains(&fiber);
        let Some(entry) = queue.entries.get_mut(&timer) else {
            continue;
        };
        let job = Job {
            timer,
            fiber,
            effect: entry.effect,
            one_shot: entry.period.is_none(),
            callback: Arc::clone(&entry.callback),
        };
        match entry.period {
            // An interval comes round again whether or not this tick runs.
            Some(period) => entry.due = (entry.due + period).max(now),
            // A timeout waits for its fiber's running callback.
            None if busy => entry.due = now + RETRY,
            None => {}
        }
        let again = (!job.one_shot || busy).then_some(entry.due);
        if let Some(next) = again {
            queue.heap.push(Reverse((next, timer)));
        }
        if busy {
            continue;
        }
        queue.running.insert(fiber);
        queue.ready.push_back(job);
        if queue.idle == 0 && queue.workers < MAX_WORKERS {
            start_worker(shared, runtime, &mut queue);
        }
        shared.work.notify_one();
    }
}

/// Start one more worker (the queue lock is held).
fn start_worker(shared: &Arc<Shared>, runtime: &Weak<Inner>, queue: &mut Queue) {
    let (worker_shared, runtime) = (Arc::clone(shared), runtime.clone());
    let spawned = std::thread::Builder::new()
        .name("cordis-timer-worker".into())
        // Timer callbacks run script code: as deep as any script call.
        .stack_size(shared.stack.load(Ordering::Relaxed))
        .spawn(move || work_loop(&worker_shared, &runtime));
    if spawned.is_ok() {
        queue.workers += 1;
    }
}

/// A worker: run due callbacks, each in its fiber, until shut down.
fn work_loop(shared: &Shared, runtime: &Weak<Inner>) {
    let mut queue = shared.queue.lock();
    loop {
        if queue.shutdown {
            return;
        }
        let Some(job) = queue.ready.pop_front() else {
            queue.idle += 1;
            shared.work.wait(&mut queue);
            queue.idle -= 1;
            continue;
        };
        // Cleared, or its fiber unloaded, since it was handed over.
        let live = if job.one_shot {
            queue.entries.remove(&job.timer).is_some()
        } else {
            queue.entries.contains_key(&job.timer)
        };
        drop(queue);
        if live {
            let Some(inner) = runtime.upgrade() else {
                return;
            };
            run(&Runtime::from_inner(inner), &job);
        }
        queue = shared.queue.lock();
        queue.running.remove(&job.fiber);
        // A timeout of this fiber may be waiting for it.
        shared.wake.notify_one();
    }
}

/// Run one timer callback in its fiber; a failure is reported.
fn run(runtime: &Runtime, job: &Job) {
    let callback = &job.callback;
    if let Err(error) = runtime.run_in_fiber(job.fiber, || callback()) {
        runtime.report(job.fiber, ReportKind::Timer, error.message());
    }
    if job.one_shot {
        runtime.remove_effect(job.fiber, job.effect);
    }
}

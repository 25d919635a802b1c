//! The timer thread.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

use parking_lot::{Condvar, Mutex};

use crate::fiber::{FiberId, Inner, Runtime};
use crate::report::ReportKind;
use crate::timer::TimerCallback;

/// Stack size of threads that run script callbacks.
pub(crate) const SCRIPT_STACK: usize = 32 * 1024 * 1024;

struct Entry {
    fiber: FiberId,
    effect: u64,
    due: Instant,
    period: Option<Duration>,
    callback: TimerCallback,
}

#[derive(Default)]
struct Queue {
    heap: BinaryHeap<Reverse<(Instant, u64)>>,
    entries: HashMap<u64, Entry>,
    started: bool,
    shutdown: bool,
}

/// State shared between the runtime and its timer thread.
#[derive(Default)]
pub(crate) struct Shared {
    queue: Mutex<Queue>,
    wake: Condvar,
}

impl Shared {
    /// Forget a timer; it will not fire again.
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
                // Timer callbacks may run script code, whose interpreter
                // recurses deeply in debug builds.
                .stack_size(SCRIPT_STACK)
                .spawn(move || run(&shared, &runtime));
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
    }
}

/// The timer thread: fire due timers in their fibers until shut down.
fn run(shared: &Shared, runtime: &Weak<Inner>) {
    loop {
        let mut queue = shared.queue.lock();
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
        if due > Instant::now() {
            shared.wake.wait_until(&mut queue, due);
            continue;
        }
        queue.heap.pop();
        let Some(entry) = queue.entries.get_mut(&timer) else {
            continue;
        };
        let one_shot = entry.period.is_none();
        let fired = (entry.fiber, entry.effect, Arc::clone(&entry.callback));
        if let Some(period) = entry.period {
            entry.due = (entry.due + period).max(Instant::now());
            let next = entry.due;
            queue.heap.push(Reverse((next, timer)));
        }
        let (fiber, effect, callback) = fired;
        if one_shot {
            queue.entries.remove(&timer);
        }
        drop(queue);
        let Some(inner) = runtime.upgrade() else {
            return;
        };
        let live = Runtime::from_inner(inner);
        if let Err(error) = live.run_in_fiber(fiber, || callback()) {
            live.report(fiber, ReportKind::Timer, error.message());
        }
        if one_shot {
            live.remove_effect(fiber, effect);
        }
    }
}

//! A fiber's turn: its callbacks run one at a time, re-entrant on the thread
//! that holds the turn.
//!
//! Two rules keep threads from waiting on each other forever:
//!
//! * A wait that would close a cycle (this thread holds a turn that the
//!   holder of the wanted turn is, directly or through other threads,
//!   waiting for) is refused at once instead of waiting.
//! * A delivery that needs no answer (a plain `emit`) never waits for a turn
//!   another thread holds: it is queued on the turn. When the holder lets
//!   go, a thread of the turn's own takes it and runs what is queued, so
//!   the holder's call never waits on others' deliveries (each runs under
//!   the deadline of the call that queued it).

use std::cell::Cell;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, LazyLock};
use std::thread::{self, ThreadId};
use std::time::Instant;

use parking_lot::{Condvar, Mutex};

/// Work queued on a turn, run by the turn's holder before it lets go.
pub(crate) type Job = Box<dyn FnOnce() + Send>;

/// How much work one turn may hold queued (`max_queued_events` and
/// `max_queued_bytes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct QueueBounds {
    /// Jobs.
    pub(crate) jobs: usize,
    /// Bytes of what the jobs hold, as measured by whoever queues them.
    pub(crate) bytes: usize,
}

/// A job was not queued: the turn holds as much as its bounds allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct QueueFull {
    /// Jobs queued now.
    pub(crate) jobs: usize,
    /// Bytes they hold.
    pub(crate) bytes: usize,
}

/// The jobs queued on a turn and the bytes they hold.
#[derive(Default)]
struct Queue {
    jobs: VecDeque<(Job, usize)>,
    bytes: usize,
}

/// One fiber's turn (see the module docs).
#[derive(Default)]
pub(crate) struct Turn {
    holder: Mutex<Holder>,
    released: Condvar,
    queued: Mutex<Queue>,
    /// How many jobs are queued, read without the queue's lock on every
    /// release.
    pending: AtomicUsize,
}

/// Who holds a turn, and how many times (re-entrant takes).
#[derive(Default)]
struct Holder {
    thread: Option<ThreadId>,
    depth: usize,
    /// Let go with jobs queued, for a drainer thread to take: nobody else
    /// takes it meanwhile, so the jobs still run before any later callback.
    handed_off: bool,
}

impl Holder {
    fn is_free(&self) -> bool {
        self.thread.is_none() && !self.handed_off
    }
}

/// Why a turn was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refused {
    /// Its holder did not let go before the deadline.
    TimedOut,
    /// Waiting would close a cycle of threads waiting on each other.
    Cycle,
    /// The call waiting for it was cancelled meanwhile.
    Cancelled,
}

/// The turn each thread waits for, to find cycles before they form. Only
/// read and changed under its lock, so two threads that would close one
/// cycle cannot both miss it.
static WAITING: LazyLock<Mutex<HashMap<ThreadId, Arc<Turn>>>> = LazyLock::new(Mutex::default);

impl Turn {
    /// Take the turn if it is free or this thread holds it already.
    pub(crate) fn try_take(self: &Arc<Self>) -> Option<TurnGuard> {
        let me = thread::current().id();
        let mut holder = self.holder.lock();
        match holder.thread {
            None if !holder.handed_off => {
                holder.thread = Some(me);
                holder.depth = 1;
            }
            Some(thread) if thread == me => holder.depth += 1,
            _ => return None,
        }
        Some(TurnGuard {
            turn: Arc::clone(self),
        })
    }

    /// Take the turn, waiting until `deadline` for its holder; refused at
    /// once when the wait would close a cycle, and as soon as the call on
    /// this thread is [cancelled](crate::cancel).
    pub(crate) fn take(self: &Arc<Self>, deadline: Instant) -> Result<TurnGuard, Refused> {
        if let Some(guard) = self.try_take() {
            return Ok(guard);
        }
        let me = thread::current().id();
        {
            let mut waiting = WAITING.lock();
            if closes_cycle(&waiting, self, me) {
                return Err(Refused::Cycle);
            }
            waiting.insert(me, Arc::clone(self));
        }
        let token = crate::cancel::current();
        // A cancel wakes the wait. The hook takes the holder's lock, so it
        // cannot fall between the check below and the wait.
        let _wake = token.as_ref().map(|token| {
            let turn = Arc::clone(self);
            token.on_cancel(move || {
                let _holder = turn.holder.lock();
                turn.released.notify_all();
            })
        });
        let taken = {
            let mut holder = self.holder.lock();
            loop {
                if holder.is_free() {
                    holder.thread = Some(me);
                    holder.depth = 1;
                    break Ok(());
                }
                if token
                    .as_ref()
                    .is_some_and(crate::cancel::CancelToken::is_cancelled)
                {
                    break Err(Refused::Cancelled);
                }
                if self.released.wait_until(&mut holder, deadline).timed_out() {
                    break if holder.is_free() {
                        holder.thread = Some(me);
                        holder.depth = 1;
                        Ok(())
                    } else {
                        Err(Refused::TimedOut)
                    };
                }
            }
        };
        WAITING.lock().remove(&me);
        taken.map(|()| TurnGuard {
            turn: Arc::clone(self),
        })
    }

    /// Queue `job`, which holds `bytes`, for the thread that holds the
    /// turn (for use after [`Turn::try_take`] found it held); refused when
    /// the turn already holds as many jobs or bytes as `bounds` allow.
    pub(crate) fn queue(
        self: &Arc<Self>,
        job: Job,
        bytes: usize,
        bounds: Option<QueueBounds>,
    ) -> Result<(), QueueFull> {
        {
            let mut queued = self.queued.lock();
            if let Some(bounds) = bounds
                && (queued.jobs.len() >= bounds.jobs
                    || queued.bytes.saturating_add(bytes) > bounds.bytes)
            {
                return Err(QueueFull {
                    jobs: queued.jobs.len(),
                    bytes: queued.bytes,
                });
            }
            queued.jobs.push_back((job, bytes));
            queued.bytes = queued.bytes.saturating_add(bytes);
            self.pending.fetch_add(1, Ordering::SeqCst);
        }
        // The holder may have let go before the job was queued: then run
        // it here (dropping the guard runs what is queued).
        drop(self.try_take());
        Ok(())
    }

    fn next_job(&self) -> Option<Job> {
        if self.pending.load(Ordering::SeqCst) == 0 {
            return None;
        }
        let job = {
            let mut queued = self.queued.lock();
            let (job, bytes) = queued.jobs.pop_front()?;
            queued.bytes = queued.bytes.saturating_sub(bytes);
            job
        };
        self.pending.fetch_sub(1, Ordering::SeqCst);
        Some(job)
    }
}

/// Whether `me` waiting for `wanted` closes a cycle: follow the holder of
/// each turn to the turn that holder waits for, until the chain ends or
/// comes back to `me`.
fn closes_cycle(waiting: &HashMap<ThreadId, Arc<Turn>>, wanted: &Turn, me: ThreadId) -> bool {
    let mut next = wanted.holder.lock().thread;
    // Each step visits a different waiting thread unless the chain loops
    // without `me`, which this bound stops.
    for _ in 0..=waiting.len() {
        let Some(thread) = next else {
            return false;
        };
        if thread == me {
            return true;
        }
        next = waiting.get(&thread).and_then(|turn| {
            let holder = turn.holder.lock().thread;
            // A waiter just given the turn, not yet unregistered.
            holder.filter(|&h| h != thread)
        });
    }
    false
}

/// A taken turn. Letting go of the outermost take first runs the jobs
/// queued on the turn.
pub(crate) struct TurnGuard {
    turn: Arc<Turn>,
}

thread_local! {
    /// Whether this thread was started to run the jobs queued on a turn:
    /// it runs them itself instead of handing them on again.
    static DRAINER: Cell<bool> = const { Cell::new(false) };
}

impl Drop for TurnGuard {
    fn drop(&mut self) {
        let turn = &*self.turn;
        loop {
            {
                let mut holder = turn.holder.lock();
                if holder.depth > 1 {
                    holder.depth -= 1;
                    return;
                }
                if turn.pending.load(Ordering::SeqCst) != 0 && DRAINER.with(Cell::get) {
                    // A drainer runs what is queued while it holds the turn,
                    // then looks again.
                    drop(holder);
                    while let Some(job) = turn.next_job() {
                        job();
                    }
                    continue;
                }
                holder.depth = 0;
                holder.thread = None;
                // Jobs queued: keep the turn for the thread that runs them.
                if turn.pending.load(Ordering::SeqCst) != 0 {
                    holder.handed_off = true;
                    drop(holder);
                    hand_off(&self.turn);
                    return;
                }
            }
            turn.released.notify_all();
            // A job queued just after the look above finds the turn free
            // and takes it to hand its jobs off (see `Turn::queue`).
            return;
        }
    }
}

/// Have a thread of its own take `turn` and run the jobs queued on it, so
/// the thread that let go does not spend its call's time on them. Without
/// a thread to be had, they run here.
fn hand_off(turn: &Arc<Turn>) {
    let spawned = {
        let turn = Arc::clone(turn);
        thread::Builder::new()
            .name("cordis-queued".into())
            .spawn(move || drain(&turn))
    };
    if spawned.is_err() {
        drain(turn);
    }
}

/// Take the handed-off `turn` and run what is queued on it, then let go.
fn drain(turn: &Arc<Turn>) {
    {
        let mut holder = turn.holder.lock();
        holder.handed_off = false;
        holder.thread = Some(thread::current().id());
        holder.depth = 1;
    }
    let was = DRAINER.with(|d| d.replace(true));
    drop(TurnGuard {
        turn: Arc::clone(turn),
    });
    DRAINER.with(|d| d.set(was));
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Barrier;
    use std::time::Duration;

    fn soon() -> Instant {
        Instant::now() + Duration::from_secs(10)
    }

    #[test]
    fn re_entrant_on_the_holding_thread() {
        let turn = Arc::new(Turn::default());
        let outer = turn.take(soon()).unwrap();
        let inner = turn.take(soon()).unwrap();
        drop(inner);
        drop(outer);
        assert!(turn.try_take().is_some());
    }

    #[test]
    fn two_threads_that_would_wait_on_each_other_are_refused_not_stuck() {
        let a = Arc::new(Turn::default());
        let b = Arc::new(Turn::default());
        let both_hold = Barrier::new(2);
        let refused = AtomicUsize::new(0);
        let started = Instant::now();
        thread::scope(|scope| {
            for (mine, theirs) in [(&a, &b), (&b, &a)] {
                let (both_hold, refused) = (&both_hold, &refused);
                scope.spawn(move || {
                    let _mine = mine.take(soon()).unwrap();
                    both_hold.wait();
                    match theirs.take(soon()) {
                        Ok(_) => {}
                        Err(Refused::Cycle) => {
                            refused.fetch_add(1, Ordering::SeqCst);
                        }
                        Err(Refused::TimedOut) => panic!("waited out the deadline"),
                        Err(Refused::Cancelled) => panic!("no call here is cancelled"),
                    }
                });
            }
        });
        assert_eq!(refused.load(Ordering::SeqCst), 1, "exactly one is refused");
        assert!(started.elapsed() < Duration::from_secs(5));
    }

    /// Waits up to ten seconds for `done`.
    fn eventually(done: impl Fn() -> bool) {
        let until = Instant::now() + Duration::from_secs(10);
        while !done() {
            assert!(Instant::now() < until, "not done after 10 s");
            thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn a_queued_job_runs_after_the_holder_lets_go_not_on_its_thread() {
        let turn = Arc::new(Turn::default());
        let ran_on = Arc::new(Mutex::new(None));
        let guard = turn.take(soon()).unwrap();
        thread::scope(|scope| {
            scope.spawn(|| {
                let ran_on = Arc::clone(&ran_on);
                assert!(turn.try_take().is_none());
                turn.queue(
                    Box::new(move || {
                        *ran_on.lock() = Some(thread::current().id());
                    }),
                    0,
                    None,
                )
                .unwrap();
            });
        });
        assert_eq!(*ran_on.lock(), None, "queued, not run by the sender");
        drop(guard);
        eventually(|| ran_on.lock().is_some());
        assert_ne!(*ran_on.lock(), Some(thread::current().id()));
    }

    #[test]
    fn no_queued_job_is_left_behind_when_threads_race_for_the_turn() {
        let turn = Arc::new(Turn::default());
        let ran = Arc::new(AtomicUsize::new(0));
        thread::scope(|scope| {
            for _ in 0..4 {
                scope.spawn(|| {
                    for _ in 0..2_000 {
                        match turn.try_take() {
                            Some(_turn) => {
                                ran.fetch_add(1, Ordering::SeqCst);
                            }
                            None => {
                                let ran = Arc::clone(&ran);
                                turn.queue(
                                    Box::new(move || {
                                        ran.fetch_add(1, Ordering::SeqCst);
                                    }),
                                    0,
                                    None,
                                )
                                .unwrap();
                            }
                        }
                    }
                });
            }
        });
        eventually(|| ran.load(Ordering::SeqCst) == 8_000);
        eventually(|| turn.pending.load(Ordering::SeqCst) == 0);
    }

    #[test]
    fn a_full_queue_refuses_more_jobs_and_bytes() {
        let turn = Arc::new(Turn::default());
        let bounds = Some(QueueBounds {
            jobs: 2,
            bytes: 100,
        });
        let _guard = turn.take(soon()).unwrap();
        thread::scope(|scope| {
            scope.spawn(|| {
                assert!(turn.queue(Box::new(|| {}), 60, bounds).is_ok());
                assert_eq!(
                    turn.queue(Box::new(|| {}), 60, bounds),
                    Err(QueueFull { jobs: 1, bytes: 60 })
                );
                assert!(turn.queue(Box::new(|| {}), 40, bounds).is_ok());
                assert_eq!(
                    turn.queue(Box::new(|| {}), 0, bounds),
                    Err(QueueFull {
                        jobs: 2,
                        bytes: 100
                    })
                );
            });
        });
    }

    #[test]
    fn a_waiter_gets_the_turn_when_it_is_let_go() {
        let turn = Arc::new(Turn::default());
        let guard = turn.take(soon()).unwrap();
        thread::scope(|scope| {
            let waiter = scope.spawn(|| turn.take(soon()).is_ok());
            thread::sleep(Duration::from_millis(50));
            drop(guard);
            assert!(waiter.join().unwrap());
        });
    }

    #[test]
    fn a_wait_past_the_deadline_times_out() {
        let turn = Arc::new(Turn::default());
        let _guard = turn.take(soon()).unwrap();
        thread::scope(|scope| {
            let waiter =
                scope.spawn(|| turn.take(Instant::now() + Duration::from_millis(50)).err());
            assert_eq!(waiter.join().unwrap(), Some(Refused::TimedOut));
        });
    }
}

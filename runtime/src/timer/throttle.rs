//! Throttle and debounce: rate-limited callbacks bound to a fiber.

use std::sync::Arc;
use std::time::{Duration, Instant};

use parking_lot::Mutex;

use crate::fiber::error::{CallbackError, RuntimeError};
use crate::fiber::{Context, EffectHandle, EffectKind};
use crate::timer::TimerCallback;

struct ThrottleState {
    last: Option<Instant>,
    trailing: Option<EffectHandle>,
    disposed: bool,
}

struct ThrottleInner {
    ctx: Context,
    delay: Duration,
    callback: TimerCallback,
    state: Mutex<ThrottleState>,
}

/// A throttled callback: a call runs at once if `delay` has passed since the
/// last run, else one trailing run is scheduled for the end of the window.
/// Once disposed (or its fiber unloads) no trailing run is scheduled.
#[derive(Clone)]
pub struct Throttle {
    inner: Arc<ThrottleInner>,
}

impl Throttle {
    /// Ask for a run.
    pub fn call(&self) -> Result<(), CallbackError> {
        let inner = &self.inner;
        let now = Instant::now();
        let mut state = inner.state.lock();
        let elapsed = state.last.map(|last| now.duration_since(last));
        if elapsed.is_none_or(|elapsed| elapsed >= inner.delay) {
            state.last = Some(now);
            drop(state);
            return inner
                .ctx
                .runtime()
                .run_in_fiber(inner.ctx.fiber, || (inner.callback)())
                .map(|_| ());
        }
        if state.disposed || state.trailing.is_some() {
            return Ok(());
        }
        let wait = inner.delay.saturating_sub(elapsed.unwrap_or_default());
        let this = Arc::downgrade(&self.inner);
        let trailing = inner.ctx.schedule(
            wait,
            None,
            Arc::new(move || {
                let Some(inner) = this.upgrade() else {
                    return Ok(());
                };
                {
                    let mut state = inner.state.lock();
                    state.trailing = None;
                    state.last = Some(Instant::now());
                }
                (inner.callback)()
            }),
        )?;
        state.trailing = Some(trailing);
        Ok(())
    }

    /// Stop scheduling trailing runs and cancel a scheduled one.
    pub fn dispose(&self) {
        let trailing = {
            let mut state = self.inner.state.lock();
            state.disposed = true;
            state.trailing.take()
        };
        if let Some(trailing) = trailing {
            trailing.dispose();
        }
    }
}

struct DebounceInner {
    ctx: Context,
    delay: Duration,
    callback: TimerCallback,
    pending: Mutex<(Option<EffectHandle>, bool)>,
}

/// A debounced callback: runs once, `delay` after the last call. Once
/// disposed (or its fiber unloads) it never runs again.
#[derive(Clone)]
pub struct Debounce {
    inner: Arc<DebounceInner>,
}

impl Debounce {
    /// Ask for a run `delay` from now, replacing an earlier request.
    pub fn call(&self) -> Result<(), CallbackError> {
        let mut pending = self.inner.pending.lock();
        if pending.1 {
            return Ok(());
        }
        if let Some(previous) = pending.0.take() {
            previous.dispose();
        }
        let callback = Arc::clone(&self.inner.callback);
        pending.0 = Some(self.inner.ctx.schedule(self.inner.delay, None, callback)?);
        Ok(())
    }

    /// Cancel a scheduled run and ignore later calls.
    pub fn dispose(&self) {
        let previous = {
            let mut pending = self.inner.pending.lock();
            pending.1 = true;
            pending.0.take()
        };
        if let Some(previous) = previous {
            previous.dispose();
        }
    }
}

impl Context {
    /// A throttled `callback` bound to this fiber.
    pub fn throttle(
        &self,
        delay: Duration,
        callback: impl Fn() -> Result<(), CallbackError> + Send + Sync + 'static,
    ) -> Result<Throttle, RuntimeError> {
        let throttle = Throttle {
            inner: Arc::new(ThrottleInner {
                ctx: self.clone(),
                delay,
                callback: Arc::new(callback),
                state: Mutex::new(ThrottleState {
                    last: None,
                    trailing: None,
                    disposed: false,
                }),
            }),
        };
        let handle = throttle.clone();
        self.register(
            EffectKind::Timer,
            "throttle()".into(),
            Box::new(move || {
                handle.dispose();
                Ok(())
            }),
        )?;
        Ok(throttle)
    }

    /// A debounced `callback` bound to this fiber.
    pub fn debounce(
        &self,
        delay: Duration,
        callback: impl Fn() -> Result<(), CallbackError> + Send + Sync + 'static,
    ) -> Result<Debounce, RuntimeError> {
        let debounce = Debounce {
            inner: Arc::new(DebounceInner {
                ctx: self.clone(),
                delay,
                callback: Arc::new(callback),
                pending: Mutex::new((None, false)),
            }),
        };
        let handle = debounce.clone();
        self.register(
            EffectKind::Timer,
            "debounce()".into(),
            Box::new(move || {
                handle.dispose();
                Ok(())
            }),
        )?;
        Ok(debounce)
    }
}

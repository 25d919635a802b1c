//! Timers: timeouts, intervals, throttle and debounce, each an effect of
//! the fiber that set it. One driver thread per runtime (started on first
//! use) fires them; a timer of a fiber that is not running never fires.

mod throttle;

use std::sync::Arc;
use std::time::Duration;

pub use crate::fiber::timers::TimerCallback;
pub use throttle::{Debounce, Throttle};

use crate::fiber::error::{CallbackError, RuntimeError};
use crate::fiber::{Context, EffectHandle, EffectKind};

impl Context {
    /// Run `callback` once after `delay`, unless this fiber unloads first.
    pub fn set_timeout(
        &self,
        delay: Duration,
        callback: impl Fn() -> Result<(), CallbackError> + Send + Sync + 'static,
    ) -> Result<EffectHandle, RuntimeError> {
        self.schedule(delay, None, Arc::new(callback))
    }

    /// Run `callback` every `period` until this fiber unloads or the
    /// returned handle is disposed.
    pub fn set_interval(
        &self,
        period: Duration,
        callback: impl Fn() -> Result<(), CallbackError> + Send + Sync + 'static,
    ) -> Result<EffectHandle, RuntimeError> {
        self.schedule(period, Some(period), Arc::new(callback))
    }

    pub(crate) fn schedule(
        &self,
        delay: Duration,
        period: Option<Duration>,
        callback: TimerCallback,
    ) -> Result<EffectHandle, RuntimeError> {
        let timers = &self.runtime.inner.timers;
        let timer = timers.next_id();
        let shared = timers.shared();
        let label = if period.is_some() {
            "interval()"
        } else {
            "timeout()"
        };
        let handle = self.register(
            EffectKind::Timer,
            label.into(),
            Box::new(move || {
                shared.cancel(timer);
                Ok(())
            }),
        )?;
        timers.schedule(timer, self.fiber, handle.id(), delay, period, callback);
        Ok(handle)
    }
}

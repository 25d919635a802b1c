//! What a plugin's `apply` receives: its [`Context`], and the handles it
//! hands out ([`Fiber`], [`EffectHandle`]).

use std::sync::Arc;

use crate::fiber::error::{CallbackError, RuntimeError};
use crate::fiber::report::ReportKind;
use crate::fiber::state::{Disposer, ServiceSlot};
use crate::fiber::{EffectKind, FiberId, FiberInfo, FiberState, Plugin, Runtime};
use crate::value::Value;

/// A plugin's view of the runtime, bound to its fiber and to one apply.
///
/// Everything registered through a context is an effect of its fiber and is
/// undone when the fiber unloads. Once the fiber unloads (or re-applies),
/// the context is inactive and every registering call fails.
#[derive(Clone)]
pub struct Context {
    pub(crate) runtime: Runtime,
    pub(crate) fiber: FiberId,
    pub(crate) generation: u64,
}

impl Context {
    pub(crate) fn new(runtime: Runtime, fiber: FiberId, generation: u64) -> Self {
        Self {
            runtime,
            fiber,
            generation,
        }
    }

    /// The runtime this context belongs to.
    pub fn runtime(&self) -> &Runtime {
        &self.runtime
    }

    /// The fiber this context belongs to.
    pub fn fiber(&self) -> Fiber {
        Fiber::new(self.runtime.clone(), self.fiber)
    }

    /// Whether the fiber is loading or active and this context is current.
    pub fn is_active(&self) -> bool {
        self.runtime
            .inner
            .state
            .lock()
            .live(self.fiber, self.generation, "")
            .is_ok()
    }

    /// Load `plugin` as a child of this fiber (config unit).
    pub fn plugin(&self, plugin: impl Plugin) -> Result<Fiber, RuntimeError> {
        self.plugin_with(Arc::new(plugin), Value::UNIT)
    }

    /// Load a shared plugin as a child of this fiber with a config. It
    /// applies now if its injections are provided, else stays `pending`.
    pub fn plugin_with(
        &self,
        plugin: Arc<dyn Plugin>,
        config: Value,
    ) -> Result<Fiber, RuntimeError> {
        self.plugin_then(plugin, config, |_| {})
    }

    /// [`Context::plugin_with`], calling `created` with the new fiber's id
    /// before its plugin applies: what a caller records of the fiber is
    /// there for whatever its apply sets off (a timer that fires at once).
    pub fn plugin_then(
        &self,
        plugin: Arc<dyn Plugin>,
        config: Value,
        created: impl FnOnce(FiberId),
    ) -> Result<Fiber, RuntimeError> {
        let id = self
            .runtime
            .create_fiber(self.fiber, self.generation, plugin, config, created)?;
        Ok(Fiber::new(self.runtime.clone(), id))
    }

    /// Register a disposer as an effect of this fiber, labelled for inspection.
    pub fn on_dispose(
        &self,
        label: impl Into<String>,
        dispose: impl FnOnce() -> Result<(), CallbackError> + Send + 'static,
    ) -> Result<EffectHandle, RuntimeError> {
        self.register(EffectKind::Custom, label.into(), Box::new(dispose))
    }

    /// Set up an effect: `setup` collects disposers with [`EffectScope::defer`].
    /// If it fails, what it collected is undone at once (newest first), the
    /// error is reported and returned.
    pub fn effect(
        &self,
        label: impl Into<String>,
        setup: impl FnOnce(&mut EffectScope) -> Result<(), CallbackError>,
    ) -> Result<EffectHandle, CallbackError> {
        let label = label.into();
        if !self.is_active() {
            return Err(self.inactive("set up an effect").into());
        }
        let mut scope = EffectScope {
            disposers: Vec::new(),
        };
        if let Err(error) = setup(&mut scope) {
            scope.unwind(&self.runtime, self.fiber, &label);
            self.runtime
                .report(self.fiber, ReportKind::Effect, format!("{label}: {error}"));
            return Err(error);
        }
        let runtime = self.runtime.clone();
        let fiber = self.fiber;
        let unwind_label = label.clone();
        self.register(
            EffectKind::Custom,
            label,
            Box::new(move || {
                scope.unwind(&runtime, fiber, &unwind_label);
                Ok(())
            }),
        )
        .map_err(Into::into)
    }

    /// Register an effect of `kind`; if refused, run its disposer now so
    /// nothing leaks.
    pub(crate) fn register(
        &self,
        kind: EffectKind,
        label: String,
        dispose: Disposer,
    ) -> Result<EffectHandle, RuntimeError> {
        match self
            .runtime
            .add_effect(self.fiber, self.generation, kind, label, dispose)
        {
            Ok(id) => Ok(EffectHandle::new(self.runtime.clone(), self.fiber, id)),
            Err((error, dispose)) => {
                if let Err(undo) = dispose() {
                    self.runtime
                        .report(self.fiber, ReportKind::Dispose, undo.message());
                }
                Err(error)
            }
        }
    }

    /// Provide a service under `name`, owned by this fiber.
    ///
    /// Providing again from the same fiber replaces the value without
    /// reloading consumers; a name held by another fiber is refused naming
    /// its owner. Consumers waiting for `name` apply once this fiber is active.
    pub fn provide(&self, name: impl Into<String>, value: Value) -> Result<(), RuntimeError> {
        let name = name.into();
        {
            let mut state = self.runtime.inner.state.lock();
            state.live(self.fiber, self.generation, "provide a service")?;
            if let Some(owner) = state.services.get(&name).map(|slot| slot.owner) {
                if owner != self.fiber {
                    let owner = state.describe(owner);
                    return Err(RuntimeError::DuplicateService { name, owner });
                }
                if let Some(slot) = state.services.get_mut(&name) {
                    slot.value = value;
                }
                return Ok(());
            }
            let provided = state.next_provide();
            state.insert_service(
                name.clone(),
                ServiceSlot {
                    value,
                    owner: self.fiber,
                    provided,
                },
            );
            state.touch_service(&name);
        }
        let weak = Arc::downgrade(&self.runtime.inner);
        let fiber = self.fiber;
        let key = name.clone();
        self.register(
            EffectKind::Service,
            format!("provide(\"{name}\")"),
            Box::new(move || {
                if let Some(inner) = weak.upgrade() {
                    let mut state = inner.state.lock();
                    if state.remove_service(&key, fiber) {
                        state.touch_service(&key);
                    }
                }
                Ok(())
            }),
        )?;
        self.runtime.settle();
        Ok(())
    }

    /// Read a service this plugin injects. Refused for a name not in the
    /// plugin's `inject` (the root may read any), and once inactive.
    pub fn inject(&self, name: &str) -> Result<Value, RuntimeError> {
        let mut state = self.runtime.inner.state.lock();
        let record = state.live(
            self.fiber,
            self.generation,
            format_args!("read service \"{name}\""),
        )?;
        if self.fiber != FiberId::ROOT && !record.inject.iter().any(|n| n == name) {
            return Err(RuntimeError::NotInjected { name: name.into() });
        }
        state
            .live_provider(name)
            .ok_or_else(|| RuntimeError::ServiceUnavailable { name: name.into() })?;
        state
            .services
            .get(name)
            .map(|slot| slot.value.clone())
            .ok_or_else(|| RuntimeError::ServiceUnavailable { name: name.into() })
    }

    /// A live service by name, without the inject check (Rust code).
    pub fn get(&self, name: &str) -> Option<Value> {
        self.runtime.service(name)
    }

    pub(crate) fn inactive(&self, action: &str) -> RuntimeError {
        let plugin = self.runtime.inner.state.lock().name_of(self.fiber);
        RuntimeError::InactiveContext {
            fiber: self.fiber,
            plugin,
            action: action.into(),
        }
    }
}

/// Collects the disposers of one effect while it is set up.
pub struct EffectScope {
    disposers: Vec<Disposer>,
}

impl EffectScope {
    /// Undo `dispose` when the effect is disposed (or its setup fails).
    pub fn defer(&mut self, dispose: impl FnOnce() -> Result<(), CallbackError> + Send + 'static) {
        self.disposers.push(Box::new(dispose));
    }

    fn unwind(self, runtime: &Runtime, fiber: FiberId, label: &str) {
        for dispose in self.disposers.into_iter().rev() {
            if let Err(error) = crate::fiber::runtime::guarded(dispose) {
                runtime.report(fiber, ReportKind::Dispose, format!("{label}: {error}"));
            }
        }
    }
}

/// A handle to one effect: dispose it early, once.
#[derive(Clone)]
pub struct EffectHandle {
    runtime: Runtime,
    fiber: FiberId,
    id: u64,
}

impl EffectHandle {
    pub(crate) fn new(runtime: Runtime, fiber: FiberId, id: u64) -> Self {
        Self { runtime, fiber, id }
    }

    pub(crate) fn id(&self) -> u64 {
        self.id
    }

    /// Undo the effect now. `false` when it was already undone.
    pub fn dispose(&self) -> bool {
        self.runtime.remove_effect(self.fiber, self.id)
    }

    /// Whether the effect is still registered.
    pub fn is_live(&self) -> bool {
        let state = self.runtime.inner.state.lock();
        state
            .fibers
            .get(&self.fiber)
            .is_some_and(|r| r.effects.binary_search_by_key(&self.id, |e| e.id).is_ok())
    }
}

/// A handle to a fiber.
#[derive(Clone)]
pub struct Fiber {
    runtime: Runtime,
    id: FiberId,
}

impl Fiber {
    pub(crate) fn new(runtime: Runtime, id: FiberId) -> Self {
        Self { runtime, id }
    }

    /// The fiber's id.
    pub fn id(&self) -> FiberId {
        self.id
    }

    /// Its state; `disposed` once it is gone.
    pub fn state(&self) -> FiberState {
        let state = self.runtime.inner.state.lock();
        state
            .fibers
            .get(&self.id)
            .map_or(FiberState::Disposed, |r| r.state)
    }

    /// Its inspection view, while it exists.
    pub fn info(&self) -> Option<FiberInfo> {
        self.runtime.fiber_info(self.id)
    }

    /// The error of its last failed apply, with what caused it
    /// ([`std::error::Error::source`]).
    pub fn error(&self) -> Option<CallbackError> {
        self.runtime
            .inner
            .state
            .lock()
            .fibers
            .get(&self.id)
            .and_then(|r| r.error.clone())
    }

    /// Dispose it: unwind its effects (children included) and remove it.
    /// Returns once no callback of it is running. A second call is a no-op;
    /// called from inside its own apply, it completes when apply returns.
    pub fn dispose(&self) {
        self.runtime.dispose_fiber(self.id);
    }
}

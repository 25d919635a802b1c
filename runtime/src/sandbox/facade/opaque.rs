//! The values a script holds that are no data — `ctx` and its parts
//! (`ctx.tools`, `ctx.timer`), a service handle (`ctx.fs`), `console` —
//! declared here with what each is ([`opaque`]), below everything that
//! names them.
//!
//! Only the types: what they do is implemented beside the rest of their
//! concern, `ctx.rs` for `ctx` and its parts, `service_methods.rs` for
//! services, and what scripts may call on them is declared in `surface.rs`.
//! So the crossing of values (`cross.rs`) and the reading of a result
//! (`result.rs`) can tell a façade value from data without importing the
//! façade, and the declarations can name its types without importing its
//! implementation.

use std::collections::HashMap;
use std::sync::Arc;

use parking_lot::Mutex;
use rhai::{Dynamic, Map};

use crate::fiber::{Context, EffectHandle};
use crate::sandbox::budgets::mount_code::MountCode;
use crate::sandbox::budgets::quota::Quota;
use crate::sandbox::facade::dry::Recording;
use crate::sandbox::facade::sandbox_core::Core;
use crate::sandbox::facade::service_value::ServiceValue;
use crate::sandbox::teach::opaque::Opaque;

/// `ctx` as scripts see it.
#[derive(Clone)]
pub(crate) struct Facade {
    pub(crate) ctx: Context,
    pub(crate) mount: Arc<MountCode>,
    pub(crate) core: Arc<Core>,
    pub(super) timers: Arc<Mutex<HashMap<i64, EffectHandle>>>,
    /// The tools and the listeners the mount has, for their limits.
    pub(super) counts: Arc<(Quota, Quota)>,
    /// In a dry run: where registrations are recorded instead of made.
    pub(super) dry: Option<Arc<Recording>>,
}

/// `ctx.tools`.
#[derive(Clone)]
pub(crate) struct ToolsFacade(pub(super) Facade);

/// `ctx.timer`.
#[derive(Clone)]
pub(crate) struct TimerFacade(pub(super) Facade);

/// The global `console`.
#[derive(Clone, Copy)]
pub(crate) struct Console;

/// A service as a script holds it.
#[derive(Clone)]
pub(crate) struct ServiceHandle {
    pub(super) name: Arc<str>,
    pub(super) target: Target,
    /// In a dry run: where calls are recorded instead of performed.
    pub(super) dry: Option<Arc<Recording>>,
}

/// What a [`ServiceHandle`] calls.
#[derive(Clone)]
pub(super) enum Target {
    /// A Rust service.
    Rust(ServiceValue),
    /// A map provided by a mount (functions already trampolined).
    Script(Arc<Map>),
    /// In a dry run, a service the plugin injects that nobody provides
    /// yet: what it offers is not known, so every call is recorded as not
    /// run.
    Missing,
}

/// Whether `value` is `ctx` or a part of it (`ctx.tools`, `ctx.timer`),
/// shared or not.
pub(crate) fn is_context(value: &Dynamic) -> bool {
    value.read_lock::<Facade>().is_some()
        || value.read_lock::<ToolsFacade>().is_some()
        || value.read_lock::<TimerFacade>().is_some()
}

/// Which value of the façade `value` is, if it is one: the one place that
/// tells them from data, for every message about a value that may only be
/// data (its words are [`Opaque`]'s).
pub(crate) fn opaque(value: &Dynamic) -> Option<Opaque> {
    if is_context(value) {
        Some(Opaque::Context)
    } else if value.is::<ServiceHandle>() {
        Some(Opaque::Service)
    } else if value.is::<Console>() {
        Some(Opaque::Console)
    } else {
        None
    }
}

//! Fibers: loaded plugin instances, their lifecycle and their effects.
//!
//! A [`Runtime`] holds a tree of fibers under its root. A plugin is applied
//! into a fiber once every service it injects is provided by a running
//! fiber; everything it does while running (listeners, provided services,
//! timers, child plugins) is an *effect* of that fiber, unwound in reverse
//! order when the fiber unloads.

mod context;
pub mod error;
mod lifecycle;
pub(crate) mod listeners;
mod plugin;
pub mod report;
mod runtime;
pub(crate) mod state;
pub(crate) mod timers;
pub(crate) mod turn;

use std::fmt;

pub use context::{Context, EffectHandle, EffectScope, Fiber};
pub use plugin::{FnPlugin, Plugin};
pub(crate) use runtime::QueuedDelivery;
pub use runtime::{EffectInfo, FiberInfo, Runtime, ServiceInfo};
pub(crate) use runtime::{FiberGate, Inner};

/// The identity of a fiber, unique for the life of its runtime.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FiberId(pub(crate) u64);

impl FiberId {
    /// The root fiber of every runtime.
    pub const ROOT: FiberId = FiberId(0);

    /// The number behind the id.
    pub fn get(self) -> u64 {
        self.0
    }
}

impl fmt::Display for FiberId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "fiber-{}", self.0)
    }
}

/// What an effect of a fiber is: what unloading the fiber undoes when it
/// runs the effect's disposer.
///
/// Whoever registers an effect says its kind, so a count of listeners or
/// timers reads the kind, never the label (which is for display).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EffectKind {
    /// A tool in the registry (`tool("name")`).
    Tool,
    /// A listener of an event (`on("event")`).
    Listener,
    /// A timeout, interval, throttle or debounce (`timeout()`, …).
    Timer,
    /// A service the fiber provides (`provide("name")`).
    Service,
    /// A child fiber, a plugin loaded by this one (`plugin("name")`).
    Child,
    /// A disposer registered with [`Context::on_dispose`] or
    /// [`Context::effect`].
    Custom,
}

/// Where a fiber is in its lifecycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FiberState {
    /// Waiting for injected services to be provided.
    Pending,
    /// Its `apply` is running.
    Loading,
    /// Applied and running.
    Active,
    /// Its `apply` failed; its effects were unwound.
    Failed,
    /// Its effects are being unwound.
    Unloading,
    /// Gone for good.
    Disposed,
}

impl FiberState {
    /// The lowercase name used in reports and inspection.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Loading => "loading",
            Self::Active => "active",
            Self::Failed => "failed",
            Self::Unloading => "unloading",
            Self::Disposed => "disposed",
        }
    }

    /// Whether callbacks of a fiber in this state may run.
    pub(crate) fn is_live(self) -> bool {
        matches!(self, Self::Loading | Self::Active)
    }
}

impl fmt::Display for FiberState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

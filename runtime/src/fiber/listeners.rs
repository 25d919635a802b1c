//! The listeners a fiber holds, as the fiber state stores them: the data
//! the state's one mutex guards. Adding listeners and the dispatch modes
//! are [`crate::events`]; the state takes a fiber's out of its lists
//! (`State::remove_listeners_of`).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::fiber::error::CallbackError;
use crate::fiber::{FiberGate, FiberId};
use crate::value::Value;

/// A listener: receives the payload (and `next`, in a waterfall).
pub type Listener = Arc<dyn Fn(EventCall<'_>) -> Result<Value, CallbackError> + Send + Sync>;

/// One delivery of an event to a listener.
pub struct EventCall<'a> {
    /// The payload (read it as a slice: `call.args[0]`).
    pub args: EventArgs<'a>,
    /// In a waterfall: runs the rest of the chain and returns its result.
    pub next: Option<Next>,
}

/// An event's payload as one listener gets it: borrowed from the emitter,
/// or handed over when no listener after this one needs it (the last
/// listener of an emit, the only one of a waterfall), so that a listener
/// that needs a copy of its own (a script's does: scripts change what
/// they are given) takes the payload instead of copying it.
pub enum EventArgs<'a> {
    /// Shared with other listeners: read it, or copy it.
    Shared(&'a [Value]),
    /// This listener's alone.
    Handed(Vec<Value>),
}

impl EventArgs<'_> {
    /// The payload as values of the listener's own: handed over as they
    /// are, or copied.
    pub fn into_vec(self) -> Vec<Value> {
        match self {
            Self::Shared(args) => args.to_vec(),
            Self::Handed(args) => args,
        }
    }
}

impl std::ops::Deref for EventArgs<'_> {
    type Target = [Value];

    fn deref(&self) -> &[Value] {
        match self {
            Self::Shared(args) => args,
            Self::Handed(args) => args,
        }
    }
}

/// What the rest of a waterfall chain runs: given the payload a listener
/// passed on in place of its own (`next(info)`), or `None` for the one
/// the chain carries.
type Rest = dyn Fn(Option<Value>) -> Result<Value, CallbackError> + Send + Sync;

/// The rest of a waterfall chain.
#[derive(Clone)]
pub struct Next(Arc<Rest>);

impl Next {
    /// A chain end that runs `inner` (whatever payload a listener passes
    /// on).
    pub fn new(inner: impl Fn() -> Result<Value, CallbackError> + Send + Sync + 'static) -> Self {
        Self(Arc::new(move |_| inner()))
    }

    /// A chain end that runs `inner` with the payload a listener passed on
    /// (`Some`, from `next(info)`), or `None` for the chain's own.
    pub fn passing(
        inner: impl Fn(Option<Value>) -> Result<Value, CallbackError> + Send + Sync + 'static,
    ) -> Self {
        Self(Arc::new(inner))
    }

    /// Run the rest of the chain with the payload it carries.
    pub fn call(&self) -> Result<Value, CallbackError> {
        (self.0)(None)
    }

    /// Run the rest of the chain with `payload` in place of the one it
    /// carries: each listener after, and the chain's end, get it.
    pub fn call_with(&self, payload: Value) -> Result<Value, CallbackError> {
        (self.0)(Some(payload))
    }

    /// This chain, carrying `payload` when a listener passes nothing on.
    pub(crate) fn carrying(&self, payload: Value) -> Self {
        let rest = self.clone();
        Self::passing(move |passed| rest.call_with(passed.unwrap_or_else(|| payload.clone())))
    }
}

/// A registered listener.
#[derive(Clone)]
pub(crate) struct ListenerRecord {
    pub(crate) id: u64,
    pub(crate) fiber: FiberId,
    pub(crate) once: bool,
    pub(crate) effect: u64,
    pub(crate) callback: Listener,
    /// The fiber's callback gate, looked up once when it started listening.
    pub(crate) gate: FiberGate,
    /// Set once it is out of the lists; its disposer has nothing to do then.
    pub(crate) removed: Arc<AtomicBool>,
}

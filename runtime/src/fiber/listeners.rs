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
    /// The payload.
    pub args: &'a [Value],
    /// In a waterfall: runs the rest of the chain and returns its result.
    pub next: Option<Next>,
}

/// The rest of a waterfall chain.
#[derive(Clone)]
pub struct Next(Arc<dyn Fn() -> Result<Value, CallbackError> + Send + Sync>);

impl Next {
    /// A chain end that runs `inner`.
    pub fn new(inner: impl Fn() -> Result<Value, CallbackError> + Send + Sync + 'static) -> Self {
        Self(Arc::new(inner))
    }

    /// Run the rest of the chain.
    pub fn call(&self) -> Result<Value, CallbackError> {
        (self.0)()
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

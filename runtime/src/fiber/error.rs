//! Errors of the runtime core.

use std::fmt;
use std::sync::Arc;

use crate::fiber::FiberId;

/// A failure raised by a callback: a plugin's `apply`, a listener, a timer, a
/// disposer. Carries a message written for whoever reads the report, and
/// the error that caused it, if any ([`std::error::Error::source`]).
///
/// Two errors are equal when their messages are: the message is what a
/// reader sees.
#[derive(Debug, Clone)]
pub struct CallbackError {
    message: String,
    source: Option<Arc<dyn std::error::Error + Send + Sync>>,
}

impl CallbackError {
    /// An error with the given message.
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
            source: None,
        }
    }

    /// An error caused by `source`, with its message.
    ///
    /// ```
    /// use std::error::Error as _;
    /// use cordis_toolset::CallbackError;
    /// let cause = std::io::Error::other("disk full");
    /// let error = CallbackError::caused_by(cause);
    /// assert_eq!(error.message(), "disk full");
    /// assert!(error.source().is_some());
    /// ```
    pub fn caused_by(source: impl std::error::Error + Send + Sync + 'static) -> Self {
        Self {
            message: source.to_string(),
            source: Some(Arc::new(source)),
        }
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl PartialEq for CallbackError {
    fn eq(&self, other: &Self) -> bool {
        self.message == other.message
    }
}

impl Eq for CallbackError {}

impl fmt::Display for CallbackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CallbackError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.source
            .as_deref()
            .map(|source| source as &(dyn std::error::Error + 'static))
    }
}

impl From<RuntimeError> for CallbackError {
    fn from(error: RuntimeError) -> Self {
        Self::caused_by(error)
    }
}

impl From<String> for CallbackError {
    fn from(message: String) -> Self {
        Self::new(message)
    }
}

impl From<&str> for CallbackError {
    fn from(message: &str) -> Self {
        Self::new(message)
    }
}

/// An operation on the runtime was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuntimeError {
    /// The context belongs to a fiber that is unloading, disposed, or was
    /// re-applied since the context was handed out.
    #[error("inactive context: plugin \"{plugin}\" ({fiber}) is not active, so it cannot {action}")]
    InactiveContext {
        /// The fiber the context belongs to.
        fiber: FiberId,
        /// Its plugin's name.
        plugin: String,
        /// What was attempted.
        action: String,
    },
    /// A service was read without being declared in the plugin's `inject`.
    #[error(
        "service \"{name}\" cannot be accessed without inject: add \"{name}\" to the plugin's inject list"
    )]
    NotInjected {
        /// The service name.
        name: String,
    },
    /// A declared service is not currently provided by a running plugin.
    #[error("service \"{name}\" is not provided right now")]
    ServiceUnavailable {
        /// The service name.
        name: String,
    },
    /// Another fiber already provides the service.
    #[error(
        "service \"{name}\" has been registered at {owner}: provide yours under another name, or unmount the plugin that provides it first (cordis_inspect what: \"temporary\" lists the mounts)"
    )]
    DuplicateService {
        /// The service name.
        name: String,
        /// The owning fiber, rendered as `<plugin name> (fiber-N)`.
        owner: String,
    },
    /// A callback did not get its fiber's turn in time (another thread kept
    /// running a callback of the same fiber).
    #[error(
        "plugin \"{plugin}\" ({fiber}) is busy: another of its callbacks did not finish in time"
    )]
    Busy {
        /// The fiber.
        fiber: FiberId,
        /// Its plugin's name.
        plugin: String,
    },
    /// The call was cancelled while it waited for the fiber's turn.
    #[error(
        "the call was cancelled while it waited for plugin \"{plugin}\" ({fiber}) to finish another callback"
    )]
    CancelledWaiting {
        /// The fiber.
        fiber: FiberId,
        /// Its plugin's name.
        plugin: String,
    },
    /// Waiting for the fiber's turn would have closed a cycle of threads
    /// waiting on each other.
    #[error(
        "plugin \"{plugin}\" ({fiber}) is busy in a call that is waiting for this one (two callbacks \
         called into each other's plugins from two threads at once), so this call was refused \
         instead of waiting forever; call again, and for a notification that needs no answer use \
         ctx.emit(\"my/event\", value), which never waits"
    )]
    CallCycle {
        /// The fiber.
        fiber: FiberId,
        /// Its plugin's name.
        plugin: String,
    },
    /// An emit during a plugin's apply found as many events held for
    /// after the apply as a plugin may have.
    #[error(
        "ctx.emit(\"{event}\") during apply is refused: events a plugin emits while it starts are held until apply returns (then delivered; dropped if apply fails), and {jobs} event(s) holding {bytes} bytes are held already, the most one plugin may have (max_queued_events and max_queued_bytes under [limits]). Emit fewer, smaller events while starting, e.g. one event that sums up what apply did"
    )]
    DeferredFull {
        /// The event.
        event: String,
        /// Events held already.
        jobs: usize,
        /// Bytes they hold.
        bytes: usize,
    },
    /// An emit found listeners whose plugin is busy and already has as
    /// many events waiting as it may hold.
    #[error(
        "ctx.emit(\"{event}\") was not delivered to plugin(s) {plugins}: each is busy on another thread and already has {jobs} event(s) holding {bytes} bytes waiting for it, the most one plugin may have (max_queued_events and max_queued_bytes under [limits]); the other listeners got it. Emit less often or with smaller payloads (e.g. an id instead of the data), or call ctx.emit again later"
    )]
    QueueFull {
        /// The event.
        event: String,
        /// The plugins it did not reach, by name and fiber.
        plugins: String,
        /// Events already waiting (for the first of them).
        jobs: usize,
        /// Bytes they hold.
        bytes: usize,
    },
}

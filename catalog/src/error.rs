//! The error a service method returns to its caller.

use std::fmt;

/// A failure of one service call, carrying a message written for the caller
/// (often a model): what went wrong and, where possible, what to do instead.
///
/// Service methods return `Result<T, ServiceError>`; a script that calls the
/// method sees `message` as its error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServiceError {
    message: String,
}

impl ServiceError {
    /// How a script sees a method declared `-> Result<T, ServiceError>`;
    /// the catalog shows it beside every service that has one.
    pub const IN_SCRIPTS: &'static str = "`Result<T, ServiceError>`: the call returns the `T` itself when it succeeds; when it fails, it throws the service's message as a string, which the `catch (err)` block of a `try` receives in `err` (`err.message` reads the same text, as it does a script error's; a `try`/`catch` that ends a tool's `execute` gives the value of the block that ran; the `write_plugin` prompt shows a whole tool).";

    /// An error with the given message.
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }

    /// The message shown to the caller.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ServiceError {}

//! [`HttpError`]: why HTTP serving could not start or go on. Its own file,
//! so that [`crate::error::CliError`] names it without importing the server
//! that returns it.

use std::net::SocketAddr;

/// Why HTTP serving could not start or go on.
#[derive(Debug, thiserror::Error)]
pub enum HttpError {
    /// The address could not be bound (taken, or not this machine's).
    #[error(
        "cannot listen on {addr}: {source}; pick another address or port (port 0 picks a free one)"
    )]
    Bind {
        /// The address from `--http`.
        addr: SocketAddr,
        /// The operating system's error.
        source: std::io::Error,
    },
    /// No token could be generated.
    #[error("cannot generate a token: {0}; pass one with --token-file FILE")]
    Token(#[source] getrandom::Error),
    /// The signal handlers could not be installed.
    #[error("cannot watch for SIGINT/SIGTERM: {0}")]
    Signals(#[source] std::io::Error),
}

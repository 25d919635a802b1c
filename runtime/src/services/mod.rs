//! The built-in services a runtime can grant: `fs`, `bash`, `web`.
//!
//! Each is off unless granted (DESIGN §7) and each is bounded on its own:
//! `fs` is confined to a root directory, `bash` has time and output limits
//! and a scrubbed environment, `web` reaches only allowlisted hosts. `bash`
//! and `web` also stop at the calling script's deadline (see
//! [`crate::deadline`]). Every error is a message written for the caller.

pub mod bash;
pub mod fs;
pub mod web;

mod bounded;
#[cfg(test)]
mod messages;

pub use bash::{Bash, BashConfig, BashService, Isolation, RunOptions, RunOutput, StreamOutput};
pub use fs::{DirEntry, EntryKind, FileStat, Fs, FsConfig, FsService};
pub use web::{FetchOptions, FetchResponse, Web, WebConfig, WebService};

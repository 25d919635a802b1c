//! The built-in services a runtime can grant: `fs`, `bash`, `web`, each
//! behind the cargo feature of the same name (all on by default).
//!
//! Each is off unless granted (DESIGN §7) and each is bounded on its own:
//! `fs` is confined to a root directory, `bash` has time and output limits
//! and a scrubbed environment, `web` reaches only allowlisted hosts. `bash`
//! and `web` also stop at the calling script's deadline (see
//! [`crate::deadline`]). Every error is a message written for the caller.

#[cfg(feature = "bash")]
#[cfg_attr(docsrs, doc(cfg(feature = "bash")))]
pub mod bash;
mod builtin;
#[cfg(feature = "fs")]
#[cfg_attr(docsrs, doc(cfg(feature = "fs")))]
pub mod fs;
#[cfg(feature = "web")]
#[cfg_attr(docsrs, doc(cfg(feature = "web")))]
pub mod web;

#[cfg(any(feature = "bash", feature = "web"))]
mod bounded;
#[cfg(all(test, feature = "fs", feature = "bash", feature = "web"))]
mod messages;

#[cfg(feature = "bash")]
#[cfg_attr(docsrs, doc(cfg(feature = "bash")))]
pub use bash::{Bash, BashConfig, BashService, Isolation, RunOptions, RunOutput, StreamOutput};
pub use builtin::{BuiltinService, UnknownService};
#[cfg(feature = "fs")]
#[cfg_attr(docsrs, doc(cfg(feature = "fs")))]
pub use fs::{DirEntry, EntryKind, FileStat, Fs, FsConfig, FsService, ProtectedPath, Protection};
#[cfg(feature = "web")]
#[cfg_attr(docsrs, doc(cfg(feature = "web")))]
pub use web::{FetchOptions, FetchResponse, Web, WebConfig, WebService};

//! `fs`: read and write files under one workspace root directory.
//!
//! Every path is resolved beneath the root by [`cap_std::fs::Dir`], which on
//! Linux uses `openat2(RESOLVE_BENEATH)` (or a component-by-component walk
//! with `O_NOFOLLOW` where that is missing): `..` past the root, absolute
//! paths, and symlinks that point outside — including symlinks created or
//! swapped while the service runs — are refused by the kernel walk itself,
//! not by a check that a race could outrun.

pub(super) mod path;
pub(super) mod protected;
mod service;
#[cfg(test)]
mod tests;

use std::path::PathBuf;

use cordis_toolset_catalog::ServiceError;
use cordis_toolset_macros::{Shape, service};
use serde::{Deserialize, Serialize};

pub use protected::{ProtectedPath, Protection};
pub use service::FsService;

/// Read and write files under the workspace root.
///
/// Paths are relative to the root, like `"notes/todo.md"`; `"."` is the root
/// itself. Absolute paths, `..` that leaves the root, and symlinks that point
/// outside it are refused. Text is UTF-8.
#[service(name = "fs")]
pub trait Fs: Send + Sync {
    /// Read a UTF-8 text file. Files larger than the configured read limit
    /// (1 MiB by default) are refused with an error naming the limit; device
    /// files, pipes and directories are refused too.
    fn read(&self, path: String) -> Result<String, ServiceError>;
    /// Write `text` to a file, replacing what it held. Missing parent
    /// directories are created.
    fn write(&self, path: String, text: String) -> Result<(), ServiceError>;
    /// Append `text` to the end of a file, creating the file (and missing
    /// parent directories) if it does not exist.
    fn append(&self, path: String, text: String) -> Result<(), ServiceError>;
    /// List the entries of a directory, sorted by name. Symlinks are listed
    /// as `symlink`, not followed.
    fn list(&self, path: String) -> Result<Vec<DirEntry>, ServiceError>;
    /// Describe one entry: its kind, size in bytes and last modification
    /// time. A symlink is described itself, not followed.
    fn stat(&self, path: String) -> Result<FileStat, ServiceError>;
    /// Whether an entry exists at `path` (a symlink counts, even a dangling one).
    fn exists(&self, path: String) -> Result<bool, ServiceError>;
    /// Create a directory and any missing parents. Succeeds if it already exists.
    fn mkdir(&self, path: String) -> Result<(), ServiceError>;
    /// Remove a file, a symlink (not its target) or an empty directory.
    /// A directory that still has entries is refused: remove them first.
    fn remove(&self, path: String) -> Result<(), ServiceError>;
}

/// One entry of a directory listing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
pub struct DirEntry {
    /// The entry's file name (not a full path).
    pub name: String,
    /// What the entry is.
    pub kind: EntryKind,
    /// Size in bytes (for a symlink, the length of its target path).
    pub size: u64,
}

/// The kind of a filesystem entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[serde(rename_all = "lowercase")]
pub enum EntryKind {
    /// A regular file.
    File,
    /// A directory.
    Dir,
    /// A symbolic link (not followed).
    Symlink,
    /// Anything else: a device, pipe or socket.
    Other,
}

/// What `stat` reports about one entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
pub struct FileStat {
    /// What the entry is.
    pub kind: EntryKind,
    /// Size in bytes.
    pub size: u64,
    /// Last modification time in milliseconds since the Unix epoch, when the
    /// platform reports one.
    pub modified_ms: Option<i64>,
}

/// Operator configuration of the `fs` service (a TOML table; unknown keys
/// are refused).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct FsConfig {
    /// The workspace root; every path is resolved beneath it. It must exist
    /// and be a directory. Default: the current directory.
    pub root: PathBuf,
    /// The largest file `read` returns, in bytes. Default: 1 MiB.
    pub max_read_bytes: u64,
    /// The operator's paths `fs` must not change (nor, if hidden, read):
    /// the plugin directory, the config file, the audit log, the token file.
    /// The entries on the way to each inside the root cannot be removed
    /// either. Default: none.
    pub protected: Vec<ProtectedPath>,
}

/// Default for [`FsConfig::max_read_bytes`]: 1 MiB.
pub const DEFAULT_MAX_READ_BYTES: u64 = 1024 * 1024;

impl Default for FsConfig {
    fn default() -> Self {
        Self {
            root: PathBuf::from("."),
            max_read_bytes: DEFAULT_MAX_READ_BYTES,
            protected: Vec::new(),
        }
    }
}

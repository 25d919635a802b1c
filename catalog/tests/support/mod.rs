//! A test service and test events declared with the macros, as an app would,
//! but pointing `crate = ...` at the catalog crate (which re-exports `__private`).
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use cordis_toolset_catalog::{Function, ServiceError};
use cordis_toolset_macros::{Shape, events, service};
use serde::{Deserialize, Serialize};

/// One output stream of a command, bounded in size.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Shape)]
#[shape(crate = cordis_toolset_catalog)]
pub struct StreamOutput {
    /// The captured text.
    pub text: String,
    /// Whether the text was cut at the output limit.
    pub truncated: bool,
}

/// What running a command produced.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Shape)]
#[shape(crate = cordis_toolset_catalog)]
#[serde(rename_all = "camelCase")]
pub struct RunOutput {
    pub stdout: StreamOutput,
    pub stderr: StreamOutput,
    /// `None` if the command was killed.
    pub exit_code: Option<i32>,
    pub status: RunStatus,
}

/// How a command ended.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, Shape)]
#[shape(crate = cordis_toolset_catalog)]
#[serde(rename_all = "snake_case")]
pub enum RunStatus {
    Exited,
    TimedOut,
    /// Killed by the signal it carries.
    #[serde(rename = "killed_by_signal")]
    Killed(i32),
}

/// Options of one run; every field may be omitted.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, Shape)]
#[shape(crate = cordis_toolset_catalog)]
#[serde(rename_all = "camelCase")]
pub struct RunOptions {
    #[serde(default)]
    pub timeout_ms: u64,
    pub cwd: Option<String>,
    #[serde(skip)]
    pub internal_token: u8,
}

/// Run shell commands (a fake shell for tests).
///
/// Commands run in a sandbox; output is bounded.
#[service(name = "shell", crate = cordis_toolset_catalog)]
pub trait Shell: Send + Sync {
    /// Run a command and capture its output.
    ///
    /// `options` may be omitted: `ctx.shell.run("ls")`.
    fn run(&self, command: String, options: Option<RunOptions>) -> Result<RunOutput, ServiceError>;

    /// Add two integers.
    fn add(&self, a: i64, b: i64) -> i64;

    /// How many commands ran so far.
    fn count(&self) -> u64;

    /// Crash inside the service (for tests of panic containment).
    fn crash(&self, reason: String);
}

/// The fake shell.
#[derive(Default)]
pub struct FakeShell {
    pub runs: AtomicU64,
}

impl Shell for FakeShell {
    fn run(&self, command: String, options: Option<RunOptions>) -> Result<RunOutput, ServiceError> {
        if command.is_empty() {
            return Err(ServiceError::new(
                "the command is empty: pass the command line to run, e.g. \"ls -la\"",
            ));
        }
        self.runs.fetch_add(1, Ordering::SeqCst);
        let options = options.unwrap_or_default();
        Ok(RunOutput {
            stdout: StreamOutput {
                text: format!("ran {command} (timeout {})", options.timeout_ms),
                truncated: false,
            },
            stderr: StreamOutput {
                text: options.cwd.unwrap_or_default(),
                truncated: false,
            },
            exit_code: Some(0),
            status: RunStatus::Exited,
        })
    }

    fn add(&self, a: i64, b: i64) -> i64 {
        a + b
    }

    fn count(&self) -> u64 {
        self.runs.load(Ordering::SeqCst)
    }

    fn crash(&self, reason: String) {
        panic!("{reason}");
    }
}

/// What a `tools/pre-execute` listener receives.
#[derive(Debug, Clone, Serialize, Deserialize, Shape)]
#[shape(crate = cordis_toolset_catalog)]
pub struct ToolCallInfo {
    pub name: String,
    pub args: serde_json::Value,
}

/// What a `tools/post-execute` listener receives.
#[derive(Debug, Clone, Serialize, Deserialize, Shape)]
#[shape(crate = cordis_toolset_catalog)]
#[serde(rename_all = "camelCase")]
pub struct ToolResultInfo {
    pub name: String,
    pub args: serde_json::Value,
    pub duration_ms: u64,
    pub is_error: bool,
}

/// Events of the tool registry (test copy).
#[events(crate = cordis_toolset_catalog)]
pub trait ToolEvents {
    /// Runs before a tool executes; may replace its result.
    ///
    /// Call `next()` to run the tool (and later listeners).
    #[event(name = "tools/pre-execute", mode = "waterfall")]
    fn pre_execute(info: ToolCallInfo, next: Function) -> serde_json::Value;

    /// Runs after a tool executed.
    #[event(name = "tools/post-execute", mode = "emit")]
    fn post_execute(info: ToolResultInfo, result: serde_json::Value);
}

/// Two modules that both declare an `Entry`: the catalog must drop it.
pub mod left {
    use super::*;

    #[derive(Serialize, Deserialize, Shape)]
    #[shape(crate = cordis_toolset_catalog)]
    pub struct Entry {
        pub id: u32,
    }
}

/// See [`left`].
pub mod right {
    use super::*;

    #[derive(Serialize, Deserialize, Shape)]
    #[shape(crate = cordis_toolset_catalog)]
    pub struct Entry {
        pub path: String,
    }
}

/// A service whose signatures reference both `Entry` types.
#[service(name = "mixed", crate = cordis_toolset_catalog)]
pub trait Mixed: Send + Sync {
    /// Left entries.
    fn left(&self) -> Vec<left::Entry>;
    /// Right entry; `RunStatus` stays unambiguous.
    fn right(&self, status: RunStatus) -> right::Entry;
}

/// Why a bookmark could not be saved: an app's own error type.
#[derive(Debug, Clone, PartialEq, Serialize, Shape)]
#[shape(crate = cordis_toolset_catalog)]
pub enum BookmarkError {
    /// No bookmark has this id.
    NotFound { id: u64 },
    /// Another bookmark already has this URL.
    #[serde(rename = "conflict")]
    Conflict { url: String, existing: u64 },
    /// The store is read-only right now.
    ReadOnly,
}

impl std::fmt::Display for BookmarkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::NotFound { id } => write!(f, "no bookmark has id {id}"),
            Self::Conflict { url, existing } => {
                write!(f, "{url} is already bookmark {existing}")
            }
            Self::ReadOnly => f.write_str("the bookmarks are read-only"),
        }
    }
}

/// A saved bookmark, with the std types that have shapes of their own.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Shape)]
#[shape(crate = cordis_toolset_catalog)]
pub struct Bookmark {
    pub url: String,
    pub saved: SystemTime,
    pub ttl: Duration,
    pub host: IpAddr,
    /// Visits per day number.
    pub visits: BTreeMap<u32, u64>,
    /// When it was last opened, in milliseconds since the Unix epoch.
    #[serde(with = "millis")]
    #[shape(as = u64)]
    pub opened: Opened,
}

/// A type from "another crate" that has no `Shape`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Opened(pub u64);

mod millis {
    pub fn serialize<S: serde::Serializer>(o: &super::Opened, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(o.0)
    }
    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<super::Opened, D::Error> {
        serde::Deserialize::deserialize(d).map(super::Opened)
    }
}

/// Keep bookmarks (their methods fail with an error type of their own).
#[service(name = "bookmarks", crate = cordis_toolset_catalog)]
pub trait Bookmarks: Send + Sync {
    /// Save a bookmark; it is returned as stored.
    fn save(&self, bookmark: Bookmark) -> Result<Bookmark, BookmarkError>;
    /// Forget the bookmark with this id.
    fn forget(&self, id: u64) -> Result<(), BookmarkError>;
    /// Rename the store (fails with a message).
    fn rename(&self, name: String) -> Result<(), ServiceError>;
}

/// Fails every way it can.
pub struct FussyBookmarks;

impl Bookmarks for FussyBookmarks {
    fn save(&self, bookmark: Bookmark) -> Result<Bookmark, BookmarkError> {
        if bookmark.url.contains("taken") {
            return Err(BookmarkError::Conflict {
                url: bookmark.url,
                existing: 3,
            });
        }
        Ok(bookmark)
    }

    fn forget(&self, id: u64) -> Result<(), BookmarkError> {
        match id {
            0 => Err(BookmarkError::ReadOnly),
            _ => Err(BookmarkError::NotFound { id }),
        }
    }

    fn rename(&self, _name: String) -> Result<(), ServiceError> {
        Err(ServiceError::new("the store keeps its name"))
    }
}

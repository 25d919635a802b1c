//! An app that embeds cordis-toolset and declares its own service.
//!
//! * [`Notes`] is a `#[service]` trait: its catalog entry and its script
//!   binding come from that one declaration.
//! * [`config`] is the app's one list of services: the runtime is built
//!   from it ([`toolset`]) and the catalog the app reviews is taken from it
//!   (`config(dir).catalog()`, gated by an insta snapshot in the tests), so
//!   the two cannot drift.
//! * `src/main.rs` is the program: it mounts the shipped plugin and calls
//!   its tool, or serves the toolset over MCP (`--serve`, `--http ADDR`).
//!
//! A Rhai plugin mounted there injects `"notes"` and calls
//! `ctx.notes.append("groceries", "eggs")`, getting typed results back:
//!
//! ```
//! use cordis_toolset_example_embed::{NOTES_TOOL_PLUGIN, toolset};
//! let dir = tempfile::tempdir()?;
//! let toolset = toolset(dir.path())?;
//! toolset.mount(NOTES_TOOL_PLUGIN, false)?;
//! let output = toolset.call("note", serde_json::json!({ "topic": "todo", "text": "ship it" }));
//! assert_eq!(output.map(|o| o.text()).as_deref(), Some("added line 1 to todo"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]

mod notes;

use std::path::Path;
use std::sync::Arc;

use cordis_toolset::Limits;
use cordis_toolset::Runtime;
use cordis_toolset::{Toolset, ToolsetConfig, ToolsetError};

pub use notes::{Appended, FileNotes, Notes, Page};

/// The Rhai plugin shipped with the app: a `note` tool over the `notes` service.
pub const NOTES_TOOL_PLUGIN: &str = include_str!("../plugins/notes-tool.rhai");

/// The app's one list of services: `notes` kept under `notes_dir`, and
/// nothing else granted (no built-in service, no timer), default limits.
/// [`toolset`] runs it; `config(dir).catalog()` is what the model reads.
pub fn config(notes_dir: &Path) -> ToolsetConfig {
    ToolsetConfig::new(Limits::default()).service::<dyn Notes>(Arc::new(FileNotes::new(notes_dir)))
    // A built-in service goes beside it (cordis-toolset's `fs` feature):
    // .service::<dyn Fs>(Arc::new(FsService::new(FsConfig { root, ..FsConfig::default() })?))
}

/// The app's toolset over a fresh runtime, from [`config`].
pub fn toolset(notes_dir: &Path) -> Result<Toolset, ToolsetError> {
    Toolset::new(&Runtime::new(), config(notes_dir))
}

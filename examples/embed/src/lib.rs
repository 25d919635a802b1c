//! An app that embeds cordis-toolset and declares its own service.
//!
//! * [`Notes`] is a `#[service]` trait: its catalog entry and its script
//!   binding come from that one declaration ([`catalog`] lists it; the
//!   crate's tests gate the rendering with an insta snapshot).
//! * [`toolset`] is the whole embedding: a [`ToolsetConfig`] that provides a
//!   [`FileNotes`] under the trait's own name, and a [`Toolset`] over a
//!   fresh runtime. A Rhai plugin mounted there injects `"notes"` and calls
//!   `ctx.notes.append("groceries", "eggs")`, getting typed results back.
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
use cordis_toolset::catalog::Catalog;
use cordis_toolset::{Toolset, ToolsetConfig, ToolsetError};

pub use notes::{Appended, FileNotes, Notes, Page};

/// The Rhai plugin shipped with the app: a `note` tool over the `notes` service.
pub const NOTES_TOOL_PLUGIN: &str = include_str!("../plugins/notes-tool.rhai");

/// The app's catalog: its own services, one explicit list.
pub fn catalog() -> Catalog {
    Catalog::new().service::<dyn Notes>()
}

/// The app's toolset: `notes` kept under `notes_dir`, nothing else granted
/// (no built-in service, no timer), default limits.
pub fn toolset(notes_dir: &Path) -> Result<Toolset, ToolsetError> {
    let config = ToolsetConfig::new(Limits::default())
        .service::<dyn Notes>(Arc::new(FileNotes::new(notes_dir)));
    Toolset::new(&Runtime::new(), config)
}

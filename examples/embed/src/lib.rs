//! An app that embeds cordis-toolset and declares its own service.
//!
//! * [`Notes`] is a `#[service]` trait: its catalog entry and its script
//!   binding come from that one declaration ([`catalog`] lists it; the
//!   crate's tests gate the rendering with an insta snapshot).
//! * [`notes_plugin`] provides a [`FileNotes`] to the runtime as a host
//!   service, so a Rhai plugin that injects `"notes"` calls it as
//!   `ctx.notes.append("groceries", "eggs")` and gets typed results back.
//! * [`App`] wires a runtime, a tool registry and a sandbox together and
//!   mounts Rhai plugins, the way a host application would.
//!
//! ```
//! use cordis_toolset_example_embed::{App, NOTES_TOOL_PLUGIN};
//! let dir = tempfile::tempdir().unwrap();
//! let app = App::new(dir.path()).unwrap();
//! app.mount("notes-tool", NOTES_TOOL_PLUGIN).unwrap();
//! let output = app.call("note", serde_json::json!({ "topic": "todo", "text": "ship it" }));
//! assert!(!output.is_error);
//! ```
#![forbid(unsafe_code)]

mod notes;

use std::path::Path;
use std::sync::Arc;

use cordis_toolset::catalog::Catalog;
use cordis_toolset::error::{CallbackError, RuntimeError};
use cordis_toolset::fiber::{Fiber, FnPlugin, Plugin, Runtime};
use cordis_toolset::sandbox::{HostServiceValue, Limits, Sandbox, SandboxError};
use cordis_toolset::tools::{ToolOutput, ToolRegistry};

pub use notes::{Appended, FileNotes, Notes, Page};

/// The Rhai plugin shipped with the app: a `note` tool over the `notes` service.
pub const NOTES_TOOL_PLUGIN: &str = include_str!("../plugins/notes-tool.rhai");

/// The app's catalog: its own services, one explicit list.
pub fn catalog() -> Catalog {
    Catalog::new().service::<dyn Notes>()
}

/// A plugin that provides `notes` (stored under `dir`) while it is loaded.
pub fn notes_plugin(notes: Arc<dyn Notes>) -> impl Plugin {
    FnPlugin::new(move |ctx, _config| {
        let value = HostServiceValue::from_service::<dyn Notes>(Arc::clone(&notes));
        ctx.provide(
            <dyn Notes as cordis_toolset::catalog::Service>::NAME,
            value.into_value(),
        )
        .map_err(|error| CallbackError::new(error.to_string()))
    })
    .named("notes")
}

/// Why the app could not start or mount a plugin.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The plugin source did not compile or evaluate to a plugin.
    #[error(transparent)]
    Sandbox(#[from] SandboxError),
    /// The runtime refused the plugin.
    #[error(transparent)]
    Runtime(#[from] RuntimeError),
    /// The plugin was loaded but its `apply` failed.
    #[error("plugin \"{name}\" failed to start: {message}")]
    Failed {
        /// The plugin name given to [`App::mount`].
        name: String,
        /// What went wrong.
        message: String,
    },
}

/// A host application: a runtime with the `notes` service and a sandbox for
/// Rhai plugins.
pub struct App {
    runtime: Runtime,
    registry: ToolRegistry,
    sandbox: Sandbox,
}

impl App {
    /// Start the app with notes kept under `notes_dir`.
    pub fn new(notes_dir: &Path) -> Result<Self, AppError> {
        let runtime = Runtime::new();
        let registry = ToolRegistry::new(runtime.clone(), 0);
        let sandbox = Sandbox::new(Limits::default(), registry.clone());
        runtime
            .root()
            .plugin(notes_plugin(Arc::new(FileNotes::new(notes_dir))))?;
        Ok(Self {
            runtime,
            registry,
            sandbox,
        })
    }

    /// Compile, evaluate and load a Rhai plugin; fails if it does not start.
    pub fn mount(&self, name: &str, source: &str) -> Result<Fiber, AppError> {
        let plugin = self.sandbox.load(name, source)?;
        let fiber = self.runtime.root().plugin(plugin)?;
        match fiber.error() {
            Some(message) => {
                fiber.dispose();
                Err(AppError::Failed {
                    name: name.to_owned(),
                    message,
                })
            }
            None => Ok(fiber),
        }
    }

    /// Call a tool through the registry; an unknown tool is an error output.
    pub fn call(&self, tool: &str, args: serde_json::Value) -> ToolOutput {
        self.registry.execute(tool, args).unwrap_or_else(|| {
            ToolOutput::error(format!(
                "no tool is named \"{tool}\"; mount a plugin that registers it"
            ))
        })
    }

    /// The runtime, for inspection.
    pub fn runtime(&self) -> &Runtime {
        &self.runtime
    }

    /// The tool registry.
    pub fn registry(&self) -> &ToolRegistry {
        &self.registry
    }
}

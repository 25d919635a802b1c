//! The seam between the CLI and the runtime: what the server and the shell
//! commands need from a toolset ([`ToolHost`]), its implementation for the
//! runtime's [`Toolset`], and [`Host`], the toolset a run builds together
//! with the plugin directory it watches.
//!
//! The MCP server ([`crate::server`]) and the subcommands
//! ([`crate::commands`]) are written only against [`ToolHost`], so they can be
//! tested with a small in-process host as well as the real toolset.

use std::path::Path;

use cordis_toolset::catalog::Catalog;
use cordis_toolset::plugins::KeepSubject;
use cordis_toolset::plugins::PluginDir;
use cordis_toolset::{MountPreview, ToolOwner, Toolset};
use cordis_toolset::{ToolDescriptor, ToolOutput};

/// Names of the built-in tools the shell commands call (DESIGN §6): the
/// runtime's own.
pub use cordis_toolset::names;

/// A live set of tools that can be listed, called, and watched for changes.
///
/// Implementations are shared between threads: the MCP server lists and calls
/// tools concurrently, each call on a blocking worker thread.
pub trait ToolHost: Send + Sync {
    /// The tools callable right now (the live registry), in a stable order.
    fn tools(&self) -> Vec<ToolDescriptor>;

    /// Calls the tool `name` with `arguments` (a JSON object) and blocks until
    /// it has finished.
    ///
    /// Returns `None` when no tool of that name is registered; a tool that ran
    /// and failed returns `Some` output with `is_error` set.
    fn call(&self, name: &str, arguments: serde_json::Value) -> Option<ToolOutput>;

    /// Registers `listener`, to be called (from any thread) after the set of
    /// tools has changed: a tool was registered or removed.
    fn on_tools_changed(&self, listener: Box<dyn Fn() + Send + Sync>);

    /// The API catalog served as MCP resources (see [`crate::docs`]); the
    /// built-in one unless the host has its own.
    fn catalog(&self) -> Catalog {
        cordis_toolset::builtin::catalog()
    }

    /// Mount code read as a dry run reads it, without running `apply`
    /// (what `--approve` shows the operator); `Err` is the error the mount
    /// would fail with. Hosts that cannot read code refuse, so an approval
    /// fails closed.
    fn preview(&self, code: &str) -> Result<MountPreview, String> {
        let _ = code;
        Err("this server cannot read mount code before it runs".into())
    }

    /// What `cordis_keep { id }` would write (for `--approve`); `Err` is the
    /// error the keep would fail with.
    fn keep_subject(&self, id: &str) -> Result<KeepSubject, String> {
        let _ = id;
        Err("this server cannot keep mounts".into())
    }

    /// Who registered the tool `name` (for the audit log).
    fn tool_owner(&self, name: &str) -> Option<ToolOwner> {
        let _ = name;
        None
    }

    /// The `--plugins` directory `cordis_keep` writes to, if any.
    fn plugin_dir(&self) -> Option<&Path> {
        None
    }
}

impl ToolHost for Toolset {
    fn tools(&self) -> Vec<ToolDescriptor> {
        Toolset::tools(self)
    }

    fn call(&self, name: &str, arguments: serde_json::Value) -> Option<ToolOutput> {
        Toolset::call(self, name, arguments)
    }

    fn on_tools_changed(&self, listener: Box<dyn Fn() + Send + Sync>) {
        Toolset::on_tools_changed(self, listener);
    }

    fn catalog(&self) -> Catalog {
        Toolset::catalog(self).clone()
    }

    fn preview(&self, code: &str) -> Result<MountPreview, String> {
        Toolset::preview(self, code).map_err(|error| error.to_string())
    }

    fn keep_subject(&self, id: &str) -> Result<KeepSubject, String> {
        Toolset::keep_subject(self, id).map_err(|error| error.to_string())
    }

    fn tool_owner(&self, name: &str) -> Option<ToolOwner> {
        Toolset::tool_owner(self, name)
    }
}

/// The toolset of one run, and the `--plugins` directory it keeps in step
/// (dropping the host stops the watcher and disposes those plugins).
pub struct Host {
    toolset: Toolset,
    plugins: Option<PluginDir>,
}

impl Host {
    /// A host over `toolset`, owning the watcher of its plugin directory.
    pub fn new(toolset: Toolset, plugins: Option<PluginDir>) -> Self {
        Self { toolset, plugins }
    }

    /// The runtime's toolset.
    pub fn toolset(&self) -> &Toolset {
        &self.toolset
    }

    /// The watched plugin directory, if `--plugins` was given.
    pub fn plugins(&self) -> Option<&PluginDir> {
        self.plugins.as_ref()
    }
}

impl ToolHost for Host {
    fn tools(&self) -> Vec<ToolDescriptor> {
        self.toolset.tools()
    }

    fn call(&self, name: &str, arguments: serde_json::Value) -> Option<ToolOutput> {
        self.toolset.call(name, arguments)
    }

    fn on_tools_changed(&self, listener: Box<dyn Fn() + Send + Sync>) {
        self.toolset.on_tools_changed(listener);
    }

    fn catalog(&self) -> Catalog {
        self.toolset.catalog().clone()
    }

    fn preview(&self, code: &str) -> Result<MountPreview, String> {
        ToolHost::preview(&self.toolset, code)
    }

    fn keep_subject(&self, id: &str) -> Result<KeepSubject, String> {
        ToolHost::keep_subject(&self.toolset, id)
    }

    fn tool_owner(&self, name: &str) -> Option<ToolOwner> {
        self.toolset.tool_owner(name)
    }

    fn plugin_dir(&self) -> Option<&Path> {
        self.plugins.as_ref().map(PluginDir::dir)
    }
}

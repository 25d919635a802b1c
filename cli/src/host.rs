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
use cordis_toolset::plugins::PluginDir;
use cordis_toolset::plugins::{KeepError, KeepSubject};
use cordis_toolset::{CallOptions, MountError, MountPreview, ToolOwner, Toolset};
use cordis_toolset::{ToolDescriptor, ToolOutput};

/// Names of the built-in tools the shell commands call (DESIGN §6): the
/// runtime's own.
pub use cordis_toolset::names;

/// Why a host cannot say what a call `--approve` gates would do: the error
/// the call itself would fail with, or a host that cannot read code at all.
/// Its text is what the model reads in the refused call's output.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum HostError {
    /// The mount code does not load ([`ToolHost::preview`]): what
    /// `cordis_mount` would fail with.
    #[error(transparent)]
    Mount(#[from] MountError),
    /// The mount cannot be kept ([`ToolHost::keep_subject`]): what
    /// `cordis_keep` would fail with.
    #[error(transparent)]
    Keep(#[from] KeepError),
    /// The host cannot read mount code before it runs (the default
    /// [`ToolHost::preview`]), so an approval fails closed.
    #[error("this server cannot read mount code before it runs")]
    NoPreview,
    /// The host cannot keep mounts (the default [`ToolHost::keep_subject`]).
    #[error("this server cannot keep mounts")]
    NoKeep,
    /// The runtime, in a worker process, refused: the text of its
    /// [`MountError`] or [`KeepError`], which crossed the pipe as text.
    #[error("{0}")]
    Refused(String),
    /// The worker process running the runtime was lost while it read the
    /// code: what happened, in words.
    #[error("{0}")]
    Lost(String),
}

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

    /// [`ToolHost::call`] under `options`: cancelled when its token is,
    /// its progress reports sent to its sink. A host that can do neither
    /// runs the call to its end.
    fn call_with(
        &self,
        name: &str,
        arguments: serde_json::Value,
        options: CallOptions,
    ) -> Option<ToolOutput> {
        let _ = options;
        self.call(name, arguments)
    }

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
    fn preview(&self, code: &str) -> Result<MountPreview, HostError> {
        let _ = code;
        Err(HostError::NoPreview)
    }

    /// What `cordis_keep { id }` would write (for `--approve`); `Err` is the
    /// error the keep would fail with.
    fn keep_subject(&self, id: &str) -> Result<KeepSubject, HostError> {
        let _ = id;
        Err(HostError::NoKeep)
    }

    /// Who registered the tool `name` (for the audit log).
    fn tool_owner(&self, name: &str) -> Option<ToolOwner> {
        let _ = name;
        None
    }

    /// Who registered the tool `owner_of`, read before the call (a tool
    /// may unmount its own plugin), and the output of calling `name` with
    /// `arguments` under `options` ([`ToolHost::call_with`]): what the
    /// audit line of one call needs. A host across a pipe answers both in
    /// one round trip.
    fn owned_call(
        &self,
        owner_of: &str,
        name: &str,
        arguments: serde_json::Value,
        options: CallOptions,
    ) -> (Option<ToolOwner>, Option<ToolOutput>) {
        (
            self.tool_owner(owner_of),
            self.call_with(name, arguments, options),
        )
    }

    /// The refusal of a call of `name` when [`ToolHost::call`] found no
    /// such tool: a host that knows its mounts says which pending one would
    /// register it, or the nearest names.
    fn unknown_tool(&self, name: &str) -> String {
        format!(
            "unknown tool `{name}`: no tool of that name is registered now. Call tools/list (or cordis_inspect with what: \"tools\") for the tools registered now."
        )
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

    fn call_with(
        &self,
        name: &str,
        arguments: serde_json::Value,
        options: CallOptions,
    ) -> Option<ToolOutput> {
        Toolset::call_with(self, name, arguments, options)
    }

    fn unknown_tool(&self, name: &str) -> String {
        Toolset::unknown_tool(self, name)
    }

    fn on_tools_changed(&self, listener: Box<dyn Fn() + Send + Sync>) {
        Toolset::on_tools_changed(self, listener);
    }

    fn catalog(&self) -> Catalog {
        Toolset::catalog(self).clone()
    }

    fn preview(&self, code: &str) -> Result<MountPreview, HostError> {
        Ok(Toolset::preview(self, code)?)
    }

    fn keep_subject(&self, id: &str) -> Result<KeepSubject, HostError> {
        Ok(Toolset::keep_subject(self, id)?)
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

    fn call_with(
        &self,
        name: &str,
        arguments: serde_json::Value,
        options: CallOptions,
    ) -> Option<ToolOutput> {
        self.toolset.call_with(name, arguments, options)
    }

    fn unknown_tool(&self, name: &str) -> String {
        self.toolset.unknown_tool(name)
    }

    fn on_tools_changed(&self, listener: Box<dyn Fn() + Send + Sync>) {
        self.toolset.on_tools_changed(listener);
    }

    fn catalog(&self) -> Catalog {
        self.toolset.catalog().clone()
    }

    fn preview(&self, code: &str) -> Result<MountPreview, HostError> {
        ToolHost::preview(&self.toolset, code)
    }

    fn keep_subject(&self, id: &str) -> Result<KeepSubject, HostError> {
        ToolHost::keep_subject(&self.toolset, id)
    }

    fn tool_owner(&self, name: &str) -> Option<ToolOwner> {
        self.toolset.tool_owner(name)
    }

    fn plugin_dir(&self) -> Option<&Path> {
        self.plugins.as_ref().map(PluginDir::dir)
    }
}

#[cfg(test)]
mod tests {
    use cordis_toolset::{Limits, Runtime, Toolset, ToolsetConfig};

    use super::{HostError, ToolHost};

    #[test]
    fn a_refusal_keeps_the_runtime_error_and_its_text() {
        let runtime = Runtime::new();
        let toolset = Toolset::new(&runtime, ToolsetConfig::new(Limits::default())).unwrap();
        let expected = toolset.preview("fn (").unwrap_err().to_string();
        let error = ToolHost::preview(&toolset, "fn (").unwrap_err();
        assert!(matches!(error, HostError::Mount(_)), "{error:?}");
        assert_eq!(error.to_string(), expected);
        let expected = toolset.keep_subject("dyn-1").unwrap_err().to_string();
        let error = ToolHost::keep_subject(&toolset, "dyn-1").unwrap_err();
        assert!(matches!(error, HostError::Keep(_)), "{error:?}");
        assert_eq!(error.to_string(), expected);
        runtime.dispose_all();
    }
}

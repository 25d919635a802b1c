//! The seam between the CLI and the runtime: what the server and the shell
//! commands need from a toolset, and nothing more.
//!
//! The runtime's toolset implements [`ToolHost`]; the MCP server
//! ([`crate::server`]) and the subcommands ([`crate::commands`]) are written
//! only against this trait, so plugging in the real toolset is one `impl`.

use cordis_toolset::tools::{ToolDescriptor, ToolOutput};

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
}

/// Names of the built-in tools the shell commands call (DESIGN §6).
pub mod names {
    /// `cordis_inspect { what?, name? }`.
    pub const INSPECT: &str = "cordis_inspect";
    /// `cordis_mount { code, dryRun? }`.
    pub const MOUNT: &str = "cordis_mount";
    /// `cordis_unmount { id }`.
    pub const UNMOUNT: &str = "cordis_unmount";
    /// `cordis_call { name, arguments }`.
    pub const CALL: &str = "cordis_call";
}

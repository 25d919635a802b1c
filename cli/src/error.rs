//! [`CliError`]: why a run of `cordis-cli` failed, one variant per part
//! that can fail, and the exit code each maps to. Every part returns its own
//! error; this one gathers them for `main`.

use cordis_toolset::ToolsetError;
use cordis_toolset::error::CallbackError;
use cordis_toolset::plugins::PluginDirError;

use crate::audit::AuditError;
use crate::commands::CommandError;
use crate::config::ConfigError;
use crate::http::error::HttpError;
use crate::server::ServeError;
use crate::worker::host::WorkerError;

/// Why a run failed, grouped by the exit code it maps to.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CliError {
    /// The flags or the config file are wrong (exit code 2).
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A subcommand failed, e.g. `check` found an error (exit code 1).
    #[error(transparent)]
    Command(#[from] CommandError),
    /// The MCP session failed (exit code 1).
    #[error(transparent)]
    Serve(#[from] ServeError),
    /// The `--audit` file cannot be opened for appending (exit code 2).
    #[error(transparent)]
    Audit(#[from] AuditError),
    /// The HTTP server could not start, e.g. its address is taken (exit code 1).
    #[error(transparent)]
    Http(#[from] HttpError),
    /// The toolset could not start (exit code 1).
    #[error("the toolset could not start: {0}")]
    Toolset(#[from] ToolsetError),
    /// The `--plugins` directory could not be watched, e.g. it became
    /// unreadable (exit code 1). A plugin file that fails is skipped, not fatal.
    #[error(transparent)]
    Plugins(#[from] PluginDirError),
    /// A built-in tool could not be described (exit code 1).
    #[error("cannot describe the built-in tools: {0}")]
    Describe(#[source] CallbackError),
    /// A worker process could not start, or its runtime could not be built
    /// (exit code 2 when the settings are at fault, else 1).
    #[error(transparent)]
    Worker(#[from] WorkerError),
    /// An app's function that builds its toolset failed (exit code 1):
    /// its error, as the app wrote it.
    #[error("the app's toolset could not be built: {0}")]
    App(#[source] Box<dyn std::error::Error + Send + Sync>),
    /// The thread a command ran on panicked (exit code 1).
    #[error("the command's thread panicked")]
    Panicked,
    /// The async runtime or the current directory was unavailable (exit code 1).
    #[error("cannot start: {0}")]
    Io(#[from] std::io::Error),
}

impl CliError {
    /// Whether the reader of stdout went away (`cordis-cli catalog | head`):
    /// the normal end of a pipe, not a failure worth reporting.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, CliError::Command(CommandError::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe)
    }

    /// The process exit code for this error: 2 for bad configuration, 1 otherwise.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Config(_) | CliError::Audit(_) => 2,
            CliError::Worker(WorkerError::Settings(_)) => 2,
            _ => 1,
        }
    }
}

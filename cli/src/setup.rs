//! The one place a run's toolset and MCP servers are built: [`build_host`]
//! constructs the runtime's [`Toolset`] with the granted services, the
//! `[limits]` and the `--plugins` directory; [`build_server`] serves one
//! client on top of it, once for stdio and once per session for HTTP
//! ([`crate::http`]).

use std::sync::Arc;

use cordis_toolset::{Runtime, Toolset};

use crate::config::Settings;
use crate::error::CliError;
use crate::escape;
use crate::grants;
use crate::host::Host;
use crate::operator::Operator;
use crate::server::McpServer;

/// Builds the toolset a run uses from its settings: the granted services
/// and `[limits]` ([`grants::toolset_config`]), a reporter that prints the
/// runtime's reports to stderr, and the `--plugins` directory loaded and
/// watched (its events go to stderr too; a file that fails is skipped).
///
/// A bad table or service setting is a [`CliError::Config`] (exit code 2);
/// a toolset that cannot start is a [`CliError::Toolset`].
pub fn build_host(settings: &Settings) -> Result<Arc<Host>, CliError> {
    let config = grants::toolset_config(settings)?;
    let runtime = Runtime::new();
    runtime.set_reporter(Arc::new(|report| {
        eprint!("{}", escape::tag_lines("cordis:", &report.to_string()));
    }));
    let toolset = Toolset::new(&runtime, config)?;
    let plugins = settings
        .plugins
        .as_deref()
        .map(|dir| {
            toolset.watch_plugins(dir, settings.keep_tool(), |event| {
                eprint!("{}", escape::tag_lines("cordis-cli:", &event.to_string()));
            })
        })
        .transpose()?;
    Ok(Arc::new(Host::new(toolset, plugins)))
}

/// Builds the MCP server of one client: a toolset of its own
/// ([`build_host`]) served by an [`McpServer`]. `serve` on stdio builds one;
/// `serve --http` builds one per MCP session, so every client gets its own
/// mounts, tools, listeners and timers. Returns the host too, so the caller
/// can dispose it when the client is gone.
/// Each server has an `operator` of its own (approvals asked of its own
/// client); every server of the process records into the same audit log.
pub fn build_server(
    settings: &Settings,
    operator: Operator,
) -> Result<(McpServer, Arc<Host>), CliError> {
    let host = build_host(settings)?;
    Ok((McpServer::new(host.clone()).with_operator(operator), host))
}

//! The one place a run's toolset and MCP servers are built: [`build_host`]
//! constructs the runtime's [`Toolset`] with the granted services, the
//! `[limits]` and the `--plugins` directory (in the shell commands'
//! process, and in each worker of `serve`); [`build_server`] serves one
//! client over a worker that runs it, once for stdio and once per session
//! for HTTP ([`crate::http`]).

use std::sync::Arc;

use cordis_toolset::{Runtime, Toolset};

use crate::audit::AuditLog;
use crate::config::Settings;
use crate::error::CliError;
use crate::grants;
use crate::host::{Host, ToolHost};
use crate::http::principal::Principal;
use crate::logging::{PluginLog, Sink};
use crate::operator::Operator;
use crate::server::McpServer;
use crate::worker::host::{WorkerHost, WorkerSpec};

/// Builds the toolset a run uses from its settings: the granted services
/// and `[limits]` ([`grants::toolset_config`]), and the `--plugins`
/// directory loaded and watched (a file that fails is skipped). What its
/// plugins write to their console, the runtime's reports of background
/// failures and the directory's events go to `log` as [`PluginLog`]s (the
/// scripts' console for the whole process: [`cordis_toolset::set_console`]).
///
/// A bad table or service setting is a [`CliError::Config`] (exit code 2);
/// a toolset that cannot start is a [`CliError::Toolset`].
pub fn build_host(settings: &Settings, log: &Sink) -> Result<Arc<Host>, CliError> {
    let config = grants::toolset_config(settings)?;
    let console = Arc::clone(log);
    cordis_toolset::set_console(Box::new(move |line| console(PluginLog::console(line))));
    let runtime = Runtime::new();
    let toolset = Toolset::new(&runtime, config)?;
    host_over(toolset, settings, log)
}

/// The host of a `toolset` already built (by [`build_host`], or by an app
/// through [`MakeToolset`]): its background failures reported to `log`,
/// and the `--plugins` directory of `settings` loaded and watched.
pub fn host_over(toolset: Toolset, settings: &Settings, log: &Sink) -> Result<Arc<Host>, CliError> {
    let reports = Arc::clone(log);
    toolset.on_report(move |report, mount| reports(PluginLog::report(report, mount)));
    let plugins = settings
        .plugins
        .as_deref()
        .map(|dir| {
            let events = Arc::clone(log);
            toolset.watch_plugins(dir, settings.keep_tool(), move |event| {
                events(PluginLog::plugin_dir(event.to_string()));
            })
        })
        .transpose()?;
    Ok(Arc::new(Host::new(toolset, plugins)))
}

/// What the workers of one client are started from: this binary, the
/// run's `settings`, the HTTP `session` served (`None` on stdio and for a
/// principal's runtime), the `audit` log a lost worker is recorded in, and
/// the `principal` served over HTTP (`None` on stdio).
pub fn worker_spec(
    settings: &Settings,
    session: Option<u64>,
    audit: Option<Arc<AuditLog>>,
    principal: Option<Principal>,
) -> Result<WorkerSpec, CliError> {
    Ok(WorkerSpec {
        program: std::env::current_exe()?,
        settings: settings.clone(),
        session,
        principal,
        audit,
    })
}

/// Builds the MCP server of one client: a runtime of its own, in a worker
/// process ([`WorkerHost`], which runs [`build_host`] there), served by an
/// [`McpServer`]. `serve` on stdio builds one; `serve --http` builds one per
/// MCP session, so every client gets its own mounts, tools, listeners and
/// timers, and its own worker to lose. Returns the host too, so the caller
/// can close it when the client is gone.
/// Each server has an `operator` of its own (approvals asked of its own
/// client); every server of the process records into the same `audit` log,
/// which also gets the line of a lost worker.
pub fn build_server(
    settings: &Settings,
    operator: Operator,
    audit: Option<Arc<AuditLog>>,
    session: Option<u64>,
    principal: Option<Principal>,
) -> Result<(McpServer, Arc<WorkerHost>), CliError> {
    let spec = worker_spec(settings, session, audit, principal)?;
    let host = Arc::new(WorkerHost::start(spec)?);
    Ok((McpServer::new(host.clone()).with_operator(operator), host))
}

/// An app's function that builds a fresh [`Toolset`] (on a runtime of its
/// own) for each client: its own services, its grants, its limits. The
/// error is the app's, shown as the reason the client got no runtime.
pub type MakeToolset =
    Arc<dyn Fn() -> Result<Toolset, Box<dyn std::error::Error + Send + Sync>> + Send + Sync>;

/// Where the runtime of each client runs.
#[derive(Clone)]
pub enum Runner {
    /// In a worker process of this binary, built from the settings
    /// (`cordis-cli serve`: [`build_server`]).
    Worker,
    /// In this process, built by an app ([`crate::Serve`]): its own Rust
    /// services cannot cross into a worker process, so its plugin code
    /// runs in the app's process, bounded by the sandbox's budgets only.
    InProcess(MakeToolset),
}

/// The runtime one client's server runs on, which the server closes when
/// the client is gone.
pub enum ClientHost {
    /// A worker process ([`Runner::Worker`]).
    Worker(Arc<WorkerHost>),
    /// A toolset in this process ([`Runner::InProcess`]).
    InProcess(Arc<Host>),
}

impl ClientHost {
    /// Ends the runtime: every mount unwound, every timer stopped. Returns
    /// how many pending timers that stopped, or `None` if a worker had to
    /// be killed.
    pub fn close(&self) -> Option<usize> {
        match self {
            ClientHost::Worker(host) => host.close(),
            ClientHost::InProcess(host) => {
                let runtime = host.toolset().runtime();
                let timers = runtime.pending_timers();
                runtime.dispose_all();
                Some(timers)
            }
        }
    }

    /// The host as the server sees it.
    pub fn tool_host(&self) -> Arc<dyn ToolHost> {
        match self {
            ClientHost::Worker(host) => Arc::clone(host) as Arc<dyn ToolHost>,
            ClientHost::InProcess(host) => Arc::clone(host) as Arc<dyn ToolHost>,
        }
    }
}

/// Builds the MCP server of one client on `runner`: [`build_server`] for a
/// worker, or the app's toolset in this process (with the `--plugins`
/// directory of `settings`, its plugins' console and reports in the log).
pub fn build_client(
    settings: &Settings,
    runner: &Runner,
    operator: Operator,
    audit: Option<Arc<AuditLog>>,
    session: Option<u64>,
    principal: Option<Principal>,
) -> Result<(McpServer, ClientHost), CliError> {
    let host = match runner {
        Runner::Worker => {
            let (server, host) = build_server(settings, operator, audit, session, principal)?;
            return Ok((server, ClientHost::Worker(host)));
        }
        Runner::InProcess(make) => {
            let log = crate::logging::emitting();
            let console = Arc::clone(&log);
            cordis_toolset::set_console(Box::new(move |line| console(PluginLog::console(line))));
            let toolset = make().map_err(CliError::App)?;
            ClientHost::InProcess(host_over(toolset, settings, &log)?)
        }
    };
    let server = McpServer::new(host.tool_host()).with_operator(operator);
    Ok((server, host))
}

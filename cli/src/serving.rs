//! Serving a toolset over MCP: one client on stdio ([`stdio_session`], for
//! `cordis-cli serve` and for apps), and [`Serve`], which serves an app's
//! own [`Toolset`] (its own `#[service]`s included) on stdio or streamable
//! HTTP with the options of `cordis-cli serve`.
//!
//! `cordis-cli serve` runs every runtime in a worker process built from its
//! settings; an app's services are Rust values of the app, which cannot
//! cross into another process, so [`Serve`] runs the app's toolsets in the
//! app's own process: plugin code there is bounded by the sandbox's budgets
//! (time, operations, memory counted per mount), not by a worker's kernel
//! bound, and a crash in a native call ends the app (README, trust model).

use std::path::PathBuf;
use std::sync::Arc;

use cordis_toolset::Toolset;

use crate::args::HttpArgs;
use crate::audit::AuditLog;
use crate::config::{Overrides, Settings};
use crate::error::CliError;
use crate::framing::Framing;
use crate::logging::LogArgs;
use crate::operator::Operator;
use crate::server::McpServer;
use crate::setup::{MakeToolset, Runner, build_client};

/// Serves `server` to the one client on this process's stdin and stdout,
/// on `runtime`, until the client closes the stream.
pub fn stdio_session(runtime: &tokio::runtime::Runtime, server: McpServer) -> Result<(), CliError> {
    runtime.block_on(async {
        let (framing, transport) = Framing::new(tokio::io::stdin(), tokio::io::stdout());
        let session = server.run(transport).await;
        framing.finish().await?;
        session.map(|_| ()).map_err(CliError::from)
    })
}

/// An app's own MCP server: the toolsets an app builds (with its own
/// services, grants and limits), served on stdio or streamable HTTP with the
/// options of `cordis-cli serve` — the same tools, resources and prompt,
/// `--approve`, `--audit`, `--plugins`, and over HTTP the bearer tokens,
/// sessions, origins and metrics.
///
/// `make` builds a fresh [`Toolset`] on a [`Runtime`](cordis_toolset::Runtime)
/// of its own: once for stdio, once per HTTP session (or principal's
/// runtime) — each client's mounts are its own — and once at start, so that
/// a toolset that cannot be built fails the start. The toolsets run in the
/// app's process (an app's services cannot go into a worker process, where
/// `cordis-cli serve` runs its runtimes): their plugin code is bounded by the
/// sandbox's budgets, not by a process of its own.
///
/// Logs go to stderr (never stdout, which stdio's protocol owns) through a
/// subscriber installed unless the app installed its own first.
///
/// [`stdio`](Self::stdio) and [`http`](Self::http) block their thread and
/// run a tokio runtime of their own, so an async app (the runtime's `tokio`
/// feature) starts them on a thread of their own,
/// `std::thread::spawn(move || serve.stdio())`, not inside its executor,
/// where tokio refuses to start a second runtime.
///
/// ```no_run
/// use std::sync::Arc;
/// use cordis_toolset::{Limits, Runtime, Toolset, ToolsetConfig};
/// use cordis_toolset_cli::Serve;
///
/// # fn app_config() -> ToolsetConfig { ToolsetConfig::new(Limits::default()) }
/// // `app_config()`: the app's `ToolsetConfig`, with its own services.
/// let serve = Serve::new(|| Toolset::new(&Runtime::new(), app_config()));
/// if let Some(addr) = std::env::args().nth(1) {
///     // MCP streamable HTTP at http://ADDR/mcp, the token printed to stderr.
///     serve.http(&addr, Default::default())?;
/// } else {
///     serve.stdio()?;
/// }
/// # Ok::<(), cordis_toolset_cli::CliError>(())
/// ```
#[must_use = "a Serve does nothing until `stdio` or `http` runs it"]
pub struct Serve {
    make: MakeToolset,
    approve: bool,
    audit: Option<PathBuf>,
    plugins: Option<PathBuf>,
    log: LogArgs,
}

impl Serve {
    /// Serves the toolsets `make` builds (see [`Serve`]).
    pub fn new<E>(make: impl Fn() -> Result<Toolset, E> + Send + Sync + 'static) -> Self
    where
        E: Into<Box<dyn std::error::Error + Send + Sync>>,
    {
        Self {
            make: Arc::new(move || make().map_err(Into::into)),
            approve: false,
            audit: None,
            plugins: None,
            log: LogArgs::default(),
        }
    }

    /// `--approve`: ask the user, through the MCP client, before a mount's
    /// code runs and before a mount is kept (when `yes`).
    pub fn approve(mut self, yes: bool) -> Self {
        self.approve = yes;
        self
    }

    /// `--audit FILE`: one JSON line per tool call and approval decision,
    /// appended to `file` (a file that cannot be opened fails the start).
    pub fn audit(mut self, file: impl Into<PathBuf>) -> Self {
        self.audit = Some(file.into());
        self
    }

    /// `--plugins DIR`: `*.rhai` files loaded into every toolset as the
    /// operator's plugins, reloaded on change, and `cordis_keep`.
    pub fn plugins(mut self, dir: impl Into<PathBuf>) -> Self {
        self.plugins = Some(dir.into());
        self
    }

    /// `-v`, `-q`, `--log-format`: how the log on stderr is written.
    pub fn log(mut self, log: LogArgs) -> Self {
        self.log = log;
        self
    }

    /// Serves MCP on stdin and stdout until the client closes the stream.
    pub fn stdio(self) -> Result<(), CliError> {
        self.log.init(true);
        let settings = self.settings(HttpArgs::default())?;
        let audit = open_audit(&settings)?;
        let runner = Runner::InProcess(self.make);
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()?;
        let operator = Operator::new(settings.approve, audit.clone());
        let (server, host) = build_client(&settings, &runner, operator, audit, None, None)?;
        tracing::info!(
            "serving the app's toolset over MCP on stdio, in this process ({})",
            described(&settings)
        );
        let served = stdio_session(&runtime, server);
        host.close();
        served
    }

    /// Serves MCP streamable HTTP at `http://ADDR/mcp` until SIGINT or
    /// SIGTERM, with `options` as `cordis-cli serve --http ADDR` takes them
    /// (`--token-file`, `--max-sessions`, `--idle-timeout`, `--evict-idle`,
    /// `--allow-origin`, `--runtime-scope`; an app may flatten [`HttpArgs`]
    /// into its own clap command). Without a token file, a token is
    /// generated and logged once to stderr.
    pub fn http(self, addr: &str, options: HttpArgs) -> Result<(), CliError> {
        self.log.init(true);
        let settings = self.settings(HttpArgs {
            http: Some(addr.to_owned()),
            ..options
        })?;
        let audit = open_audit(&settings)?;
        // One toolset up front: one that cannot be built fails the start.
        let probe = (self.make)().map_err(CliError::App)?;
        let services: Vec<String> = probe
            .runtime()
            .services()
            .into_iter()
            .map(|service| service.name)
            .collect();
        probe.runtime().dispose_all();
        let what = format!(
            "the app's toolset in this process, services: {}; {}",
            if services.is_empty() {
                "none".to_owned()
            } else {
                services.join(", ")
            },
            described(&settings)
        );
        let Some(http) = &settings.http else {
            return Err(CliError::Config(crate::config::ConfigError::BadHttpAddr {
                addr: addr.to_owned(),
                reason: "no address".to_owned(),
            }));
        };
        crate::http::serve_on(&settings, &Runner::InProcess(self.make), audit, http, &what)
    }

    /// The settings `cordis-cli serve` would resolve from these options;
    /// its grants and root are unused (the app's toolset has its own).
    fn settings(&self, http: HttpArgs) -> Result<Settings, CliError> {
        let overrides = Overrides {
            approve: self.approve,
            audit: self.audit.clone(),
            plugins: self.plugins.clone(),
            http: http.http,
            token_file: http.token_file,
            max_sessions: http.max_sessions,
            idle_timeout: http.idle_timeout,
            evict_idle: http.evict_idle,
            allow_origin: http.allow_origin,
            runtime_scope: http.runtime_scope,
            ..Overrides::default()
        };
        Ok(Settings::resolve(&overrides, &std::env::current_dir()?)?)
    }
}

/// The audit log of `settings`, opened: one that cannot be opened fails
/// the start.
fn open_audit(settings: &Settings) -> Result<Option<Arc<AuditLog>>, CliError> {
    Ok(settings
        .audit
        .as_deref()
        .map(AuditLog::open)
        .transpose()?
        .map(Arc::new))
}

/// The operator's controls in force, for the status line.
fn described(settings: &Settings) -> String {
    let mut parts = Vec::new();
    if let Some(dir) = &settings.plugins {
        parts.push(format!("plugins from {}", dir.display()));
    }
    if settings.approve {
        parts.push("mounts and keeps need the user's approval".to_owned());
    }
    if let Some(log) = &settings.audit {
        parts.push(format!("audit log {}", log.display()));
    }
    if parts.is_empty() {
        "no approval, no audit log".to_owned()
    } else {
        parts.join(", ")
    }
}

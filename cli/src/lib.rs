//! `cordis-cli`: serves the cordis-toolset tools over MCP on stdio or
//! streamable HTTP, and inspects, checks, mounts and calls plugins from the
//! shell.
//!
//! Everything here is written against [`host::ToolHost`]; [`build_host`] is
//! the one place that constructs the toolset a run uses: the runtime's
//! [`Toolset`] with the granted services, the `[limits]`, and the
//! `--plugins` directory. [`build_server`] is the one place that builds the
//! MCP server of one client on top of it: once for stdio, once per session
//! for HTTP ([`http`]). Both live in [`setup`], and [`CliError`] in
//! [`error`], below everything that builds or fails, so that imports run
//! one way: this file only runs the subcommands.
//!
//! # An app's own MCP server
//!
//! An app that embeds cordis-toolset with services of its own serves its
//! toolset with [`Serve`], with the options of `cordis-cli serve`, in a few
//! lines:
//!
//! ```no_run
//! # use cordis_toolset::{Limits, Runtime, Toolset, ToolsetConfig};
//! # fn app_config() -> ToolsetConfig { ToolsetConfig::new(Limits::default()) }
//! // One toolset per client, with the app's services (`app_config()`).
//! cordis_toolset_cli::Serve::new(|| Toolset::new(&Runtime::new(), app_config()))
//!     .approve(true)
//!     .stdio()?; // or .http("127.0.0.1:7331", Default::default())
//! # Ok::<(), cordis_toolset_cli::CliError>(())
//! ```
//!
//! Its toolsets run in the app's process ([`serving`] says why and what
//! that means); `cordis-cli serve` runs each runtime in a worker process.
#![forbid(unsafe_code)]

pub mod approve;
pub mod args;
pub mod audit;
pub mod commands;
pub mod config;
pub mod convert;
pub mod docs;
pub mod error;
pub mod escape;
pub mod framing;
pub mod grants;
pub mod host;
pub mod http;
pub mod lanes;
pub mod logging;
pub mod metrics;
pub mod operator;
pub mod otlp;
pub mod paging;
pub mod server;
pub mod serving;
pub mod setup;
pub mod worker;

pub use error::CliError;
pub use serving::Serve;
pub use setup::{build_host, build_server, worker_spec};

use std::io::Write;
use std::sync::Arc;

use clap::{CommandFactory, Parser};
use cordis_toolset::Limits;
use cordis_toolset::Runtime;
use cordis_toolset::plugins::keep_descriptor;
use cordis_toolset::{Toolset, ToolsetConfig};

use crate::args::{Cli, Command, HttpArgs, OperatorArgs, SettingsArgs};
use crate::audit::AuditLog;
use crate::commands::CommandError;
use crate::config::{Overrides, Settings};
use crate::host::Host;
use crate::operator::Operator;
use crate::worker::WorkerHost;

/// Parses the process arguments and runs the subcommand.
pub fn run() -> Result<(), CliError> {
    run_with(Cli::parse())
}

/// Runs an already parsed command line.
pub fn run_with(cli: Cli) -> Result<(), CliError> {
    // Only the server exports its log: a worker's lines reach it over the
    // pipe, and a shell command's log is the command's own.
    cli.log.init(matches!(cli.command, Command::Serve { .. }));
    match cli.command {
        // stdout belongs to the protocol: it is never locked for serve.
        Command::Serve {
            settings,
            operator,
            http,
        } => serve(&settings, &operator, &http),
        Command::Inspect {
            what,
            name,
            settings,
        } => with_host(&settings, |host, out| {
            commands::inspect(host, what.as_deref(), name.as_deref(), out)
        }),
        Command::Mount {
            file,
            call,
            settings,
        } => with_host(&settings, |host, out| {
            commands::mount(host, &file, call.as_deref(), out)
        }),
        Command::Check { file, settings } => {
            with_host(&settings, |host, out| commands::check(host, &file, out))
        }
        Command::Catalog { kind, format } => {
            let catalog = cordis_toolset::builtin::catalog();
            let toolset = Toolset::new(&Runtime::new(), ToolsetConfig::new(Limits::default()))?;
            // Every built-in tool, `cordis_keep` too (served only with --plugins).
            let mut tools = toolset.tools();
            tools.push(keep_descriptor().map_err(CliError::Describe)?);
            let mut out = std::io::stdout().lock();
            Ok(commands::catalog(&catalog, &tools, kind, format, &mut out)?)
        }
        Command::Worker => worker::child::run(),
        Command::Completions { shell } => {
            let mut out = std::io::stdout().lock();
            clap_complete::generate(shell, &mut Cli::command(), "cordis-cli", &mut out);
            out.flush()?;
            Ok(())
        }
    }
}

fn settings_for(args: &SettingsArgs) -> Result<Settings, CliError> {
    let cwd = std::env::current_dir()?;
    Ok(Settings::resolve(&args.overrides(), &cwd)?)
}

/// The status line's description of the grants and the plugin directory.
fn serving_what(settings: &Settings) -> String {
    let plugins = settings
        .plugins
        .as_ref()
        .map(|dir| format!(", plugins from {}", dir.display()))
        .unwrap_or_default();
    let approve = if settings.approve {
        ", mounts and keeps need the user's approval"
    } else {
        ""
    };
    let audited = settings
        .audit
        .as_ref()
        .map(|log| format!(", audit log {}", log.display()))
        .unwrap_or_default();
    format!(
        "root {}, granted: {}{plugins}{approve}{audited}",
        settings.root.display(),
        settings.grant_list()
    )
}

/// Builds the host for `args` and runs `command` with it, writing to
/// stdout, on a thread whose stack holds the deepest script calls the
/// `[limits]` allow ([`Limits::script_stack_size`]).
fn with_host(
    args: &SettingsArgs,
    command: impl FnOnce(&Host, &mut dyn Write) -> Result<(), CommandError> + Send,
) -> Result<(), CliError> {
    let settings = settings_for(args)?;
    let limits = grants::limits(&settings)?;
    on_script_thread(&limits, || {
        let host = build_host(&settings, &logging::emitting())?;
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        Ok(command(&host, &mut out)?)
    })?
}

/// Runs `f` on a thread with the stack that script calls under `limits`
/// need, and waits for it.
fn on_script_thread<R: Send>(limits: &Limits, f: impl FnOnce() -> R + Send) -> Result<R, CliError> {
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new()
            .name("cordis-cli".into())
            .stack_size(limits.script_stack_size())
            .spawn_scoped(scope, f)?;
        thread.join().map_err(|_| CliError::Panicked)
    })
}

/// `serve`: MCP on stdio until the client closes the stream, or on HTTP
/// ([`http::serve`]) until a signal stops it. Only protocol goes to stdout;
/// status lines go to the log, on stderr ([`logging`]).
fn serve(
    args: &SettingsArgs,
    operator: &OperatorArgs,
    http_args: &HttpArgs,
) -> Result<(), CliError> {
    let cwd = std::env::current_dir()?;
    let overrides = Overrides {
        approve: operator.approve,
        audit: operator.audit.clone(),
        worker_memory: operator.worker_memory,
        ..args.serve_overrides(http_args)
    };
    let settings = Settings::resolve(&overrides, &cwd)?;
    // Before anything else: an audit log that cannot be written fails the start.
    let audit = settings
        .audit
        .as_deref()
        .map(AuditLog::open)
        .transpose()?
        .map(Arc::new);
    if let Some(http) = &settings.http {
        // One worker up front: a bad grant or plugin directory fails at
        // start, and the services' statuses are shown once, not per session.
        let probe = WorkerHost::start(worker_spec(&settings, None, None, None)?)?;
        print_statuses(&probe);
        let _ = probe.close();
        return http::serve(&settings, audit, http, &serving_what(&settings));
    }
    // The server runs no script: its threads need no script stack.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let (server, host) = build_server(
        &settings,
        Operator::new(settings.approve, audit.clone()),
        audit,
        None,
        None,
    )?;
    tracing::info!("serving MCP on stdio ({})", serving_what(&settings));
    print_statuses(&host);
    serving::stdio_session(&runtime, server)
}

/// Logs the worker's OS limits and each granted service's status.
fn print_statuses(host: &WorkerHost) {
    tracing::info!(
        "every runtime runs in a worker process: {}",
        host.layers().join(", ")
    );
    for (service, status) in host.statuses() {
        tracing::info!("{service}: {status}");
    }
}

//! The operator's log: `tracing` events written to stderr, as text or one
//! JSON object per line (`--log-format`), filtered by `RUST_LOG` or by
//! `-v`/`-q` ([`LogArgs`]). Stdout is never written: on `serve` over stdio
//! it is the MCP channel.
//!
//! * Every line an HTTP session causes is in a [`session_span`], so it
//!   carries the session's id and its principal (`session{session=3
//!   principal=alice}` in text, `"span": {"session": 3, "principal":
//!   "alice"}` in JSON); a principal's runtime (2026-07-28 clients, or
//!   `--runtime-scope principal`) writes in a [`principal_span`].
//! * What plugin code writes (`print`, `debug`, `console.*`), a plugin's
//!   background failure, and the plugin directory's news are [`PluginLog`]s:
//!   a worker sends them to the server over its pipe, and the server (or a
//!   shell command, which runs its runtime itself) records them with
//!   [`PluginLog::emit`], target [`PLUGIN`], the mount and the plugin as
//!   fields. Their text is escaped first ([`escape_controls`]), one event
//!   per line: no control character reaches the terminal, and no plugin
//!   line can pass for one of the server's.
//! * A worker's stderr (a panic, a failed allocation) is forwarded line by
//!   line, escaped, with target [`WORKER`].
//!
//! * Where `OTEL_EXPORTER_OTLP_ENDPOINT` is set, `serve` exports the same
//!   events over OTLP ([`crate::otlp`]).
//!
//! The final error of a command (`cordis-cli: …`, then the exit code) is
//! the command's answer, not a log line: `main` prints it whatever the
//! level.

use clap::{ArgAction, Args, ValueEnum};
use serde::{Deserialize, Serialize};
use tracing::Span;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;

use crate::escape::escape_controls;
use crate::http::principal::Principal;

/// The target of the lines plugin code wrote (`RUST_LOG=cordis::plugin=off`
/// silences them).
pub const PLUGIN: &str = "cordis::plugin";

/// The target of the lines a worker process wrote to its stderr.
pub const WORKER: &str = "cordis::worker";

/// The log flags, taken by every subcommand.
#[derive(Debug, Clone, Default, Args)]
pub struct LogArgs {
    /// Log more: -v adds debug lines, -vv trace lines (RUST_LOG, when set,
    /// decides instead).
    #[arg(short, long, action = ArgAction::Count, global = true, conflicts_with = "quiet")]
    pub verbose: u8,
    /// Log less: -q only warnings and errors, -qq only errors.
    #[arg(short, long, action = ArgAction::Count, global = true)]
    pub quiet: u8,
    /// How log lines are written to stderr.
    #[arg(long, value_enum, default_value_t = LogFormat::Text, global = true)]
    pub log_format: LogFormat,
}

/// How log lines are written.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    /// One line per event, for people: time, level, spans, target, message, fields.
    #[default]
    Text,
    /// One JSON object per line, for machines: `timestamp`, `level`,
    /// `message`, the fields, `target`, and `span` with the session.
    Json,
}

impl LogArgs {
    /// The filter: `RUST_LOG` if it is set and valid, else the levels the
    /// flags ask for (cordis's own lines at the level, its libraries' at
    /// warn until -vv).
    pub fn filter(&self) -> EnvFilter {
        if let Ok(directives) = std::env::var(EnvFilter::DEFAULT_ENV)
            && !directives.trim().is_empty()
            && let Ok(filter) = EnvFilter::try_new(&directives)
        {
            return filter;
        }
        let (ours, libraries) = match i16::from(self.verbose) - i16::from(self.quiet) {
            ..=-2 => ("error", "error"),
            -1 => ("warn", "warn"),
            0 => ("info", "warn"),
            1 => ("debug", "warn"),
            2 => ("trace", "info"),
            _ => ("trace", "trace"),
        };
        EnvFilter::new(format!("{libraries},cordis={ours}"))
    }

    /// Installs the subscriber that writes this process's log to stderr,
    /// and, when `export` and an OTLP endpoint is set, exports it too
    /// ([`crate::otlp`]). A second call (tests in one process) leaves the
    /// first in place.
    pub fn init(&self, export: bool) {
        let otlp = if export {
            crate::otlp::layer_from_env()
        } else {
            None
        };
        let registry = tracing_subscriber::registry()
            .with(self.filter())
            .with(otlp);
        let stderr = tracing_subscriber::fmt::layer()
            .with_writer(std::io::stderr)
            .with_ansi(false);
        let _ = match self.log_format {
            LogFormat::Text => registry.with(stderr).try_init(),
            LogFormat::Json => registry
                .with(
                    stderr
                        .json()
                        .flatten_event(true)
                        .with_current_span(true)
                        .with_span_list(false),
                )
                .try_init(),
        };
    }
}

/// The span every line of HTTP session `id` of `principal` is written in,
/// a root (never inside another session's, nor twice inside its own).
/// Enabled at every level (an error span), so a warning under `-q` still
/// names its session.
pub fn session_span(id: u64, principal: &Principal) -> Span {
    tracing::error_span!(parent: None, "session", session = id, principal = %principal)
}

/// The span every line of `principal`'s own runtime is written in (a root,
/// enabled at every level, like [`session_span`]).
pub fn principal_span(principal: &Principal) -> Span {
    tracing::error_span!(parent: None, "principal", principal = %principal)
}

/// The span of the work of HTTP session `session` or of `principal`'s
/// runtime, or none on stdio.
pub fn span_of(session: Option<u64>, principal: Option<&Principal>) -> Span {
    match (session, principal) {
        (Some(id), Some(principal)) => session_span(id, principal),
        (Some(id), None) => tracing::error_span!(parent: None, "session", session = id),
        (None, Some(principal)) => principal_span(principal),
        (None, None) => Span::none(),
    }
}

/// What plugin code (or the runtime about it) had to say to the operator.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PluginLog {
    /// How it was written.
    pub source: Source,
    /// The mount whose code wrote it (`dyn-3`, a plugin file's tag).
    pub mount: Option<String>,
    /// The plugin's name, once known.
    pub plugin: Option<String>,
    /// The fiber a background failure happened in (`fiber-12`).
    pub fiber: Option<String>,
    /// The text as written: escaped when it is recorded.
    pub text: String,
}

/// Where a [`PluginLog`] comes from, which decides its level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// `print(…)` or `console.log(…)`: info.
    Print,
    /// `debug(value)`: debug.
    Debug,
    /// `console.info(…)`: info.
    Info,
    /// `console.warn(…)`: warn.
    Warn,
    /// `console.error(…)`: error.
    Error,
    /// A callback that failed in the background (a timer, a listener): warn.
    Failure,
    /// The plugin directory loaded, reloaded or skipped a file: info.
    PluginDir,
}

impl Source {
    /// The `source` field's value.
    pub fn name(self) -> &'static str {
        match self {
            Source::Print => "print",
            Source::Debug => "debug",
            Source::Info => "console.info",
            Source::Warn => "console.warn",
            Source::Error => "console.error",
            Source::Failure => "failure",
            Source::PluginDir => "plugin-dir",
        }
    }
}

impl From<cordis_toolset::ConsoleLevel> for Source {
    fn from(level: cordis_toolset::ConsoleLevel) -> Self {
        use cordis_toolset::ConsoleLevel;
        match level {
            ConsoleLevel::Log => Source::Print,
            ConsoleLevel::Debug => Source::Debug,
            ConsoleLevel::Info => Source::Info,
            ConsoleLevel::Warn => Source::Warn,
            ConsoleLevel::Error => Source::Error,
        }
    }
}

impl PluginLog {
    /// What a script wrote to its console.
    pub fn console(line: &cordis_toolset::ConsoleLine<'_>) -> Self {
        Self {
            source: line.level.into(),
            mount: line.mount.map(str::to_owned),
            plugin: line.plugin.map(str::to_owned),
            fiber: None,
            text: line.text.to_owned(),
        }
    }

    /// A callback's failure the runtime reported, in `mount` (when a
    /// mount's code failed).
    pub fn report(report: &cordis_toolset::report::Report, mount: Option<&str>) -> Self {
        Self {
            source: Source::Failure,
            mount: mount.map(str::to_owned),
            plugin: Some(report.plugin.clone()),
            fiber: Some(report.fiber.to_string()),
            text: format!("{} failed: {}", report.kind, report.message),
        }
    }

    /// News of the plugin directory.
    pub fn plugin_dir(text: String) -> Self {
        Self {
            source: Source::PluginDir,
            mount: None,
            plugin: None,
            fiber: None,
            text,
        }
    }

    /// Records it in the log of the current span: one event per line of
    /// its text, everything a terminal acts on escaped.
    pub fn emit(&self) {
        fn escaped(value: &Option<String>) -> Option<std::borrow::Cow<'_, str>> {
            value.as_deref().map(escape_controls)
        }
        let (mount, plugin, fiber) = (
            escaped(&self.mount),
            escaped(&self.plugin),
            escaped(&self.fiber),
        );
        let (mount, plugin, fiber) = (mount.as_deref(), plugin.as_deref(), fiber.as_deref());
        let source = self.source.name();
        for line in self.text.split('\n') {
            let text = escape_controls(line);
            macro_rules! event {
                ($level:expr) => {
                    tracing::event!(target: PLUGIN, $level, source, mount, plugin, fiber, "{text}")
                };
            }
            match self.source {
                Source::Debug => event!(tracing::Level::DEBUG),
                Source::Print | Source::Info | Source::PluginDir => event!(tracing::Level::INFO),
                Source::Warn | Source::Failure => event!(tracing::Level::WARN),
                Source::Error => event!(tracing::Level::ERROR),
            }
        }
    }
}

/// Where a runtime's [`PluginLog`]s go: recorded here ([`emitting`]), or
/// sent to the server by a worker.
pub type Sink = std::sync::Arc<dyn Fn(PluginLog) + Send + Sync>;

/// The sink that records each [`PluginLog`] in this process's log.
pub fn emitting() -> Sink {
    std::sync::Arc::new(|log: PluginLog| log.emit())
}

/// Records one line a worker process wrote to its stderr, escaped.
pub fn worker_line(line: &str) {
    tracing::warn!(target: WORKER, "{}", escape_controls(line));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flags_choose_the_level_of_cordis_lines() {
        let level = |verbose, quiet| {
            LogArgs {
                verbose,
                quiet,
                log_format: LogFormat::Text,
            }
            .filter()
            .to_string()
        };
        // RUST_LOG is not set in the test environment unless a developer
        // sets it; then it decides, and this test has nothing to check.
        if std::env::var_os(EnvFilter::DEFAULT_ENV).is_some() {
            return;
        }
        assert!(level(0, 0).contains("cordis=info"), "{}", level(0, 0));
        assert!(level(1, 0).contains("cordis=debug"));
        assert!(level(2, 0).contains("cordis=trace"));
        assert!(level(0, 1).contains("cordis=warn"));
        assert!(level(0, 2).contains("cordis=error"));
    }
}

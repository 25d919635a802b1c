//! The command line, parsed once by clap; the doc comments are the help.

use std::collections::BTreeSet;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use cordis_toolset::Section;

use crate::config::{BuiltinService, Overrides, RuntimeScope, parse_bytes, parse_grants};
use crate::logging::LogArgs;

/// cordis-cli: a cordis-style plugin runtime an LLM agent can inspect and
/// extend with sandboxed Rhai plugins, served over MCP.
#[derive(Debug, Parser)]
#[command(name = "cordis-cli", version, propagate_version = true)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// `-v`, `-q`, `--log-format`: taken by every subcommand.
    #[command(flatten)]
    pub log: LogArgs,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the cordis tools to an MCP client over stdio, or to remote
    /// clients over streamable HTTP (`--http`).
    ///
    /// Speaks MCP (handshake-era and 2026-07-28 protocol versions) on
    /// stdin/stdout; logs go to stderr. `tools/list` is the live registry, and
    /// mounting or unmounting a plugin sends `notifications/tools/list_changed`.
    /// With `--http ADDR` it serves `http://ADDR/mcp` instead: every request
    /// needs the bearer token, and each MCP session gets a runtime of its own.
    #[command(
        after_help = "Examples:\n  cordis-cli serve --root . --allow fs,timer,bash\n  cordis-cli serve --plugins plugins\n  cordis-cli serve --plugins plugins --approve --audit audit.jsonl\n  cordis-cli serve --http 127.0.0.1:7331 --token-file token"
    )]
    Serve {
        /// Workspace root, grants, config file, plugin directory.
        #[command(flatten)]
        settings: SettingsArgs,
        /// Approvals and the audit log.
        #[command(flatten)]
        operator: OperatorArgs,
        /// HTTP address, token, session limits.
        #[command(flatten)]
        http: HttpArgs,
    },
    /// Print what the runtime holds (the `cordis_inspect` tool).
    #[command(
        after_help = "Examples:\n  cordis-cli inspect --what api --name fs\n  cordis-cli inspect --what plugins --plugins plugins"
    )]
    Inspect {
        /// Which view (default: an overview).
        #[arg(long, value_parser = views())]
        what: Option<String>,
        /// Narrow `--what api` or `--what events` to one service or event.
        #[arg(long)]
        name: Option<String>,
        /// Workspace root, grants, config file, plugin directory.
        #[command(flatten)]
        settings: SettingsArgs,
    },
    /// Mount a Rhai plugin file, print the receipt, and optionally call a tool.
    #[command(
        after_help = "Example (greeter.rhai registers a `greet` tool, see the README):\n  cordis-cli mount greeter.rhai --call greet '{\"who\": \"world\"}'"
    )]
    Mount {
        /// The plugin file (Rhai).
        file: PathBuf,
        /// After mounting, call TOOL with the JSON object of arguments (default `{}`).
        #[arg(long, num_args = 1..=2, value_names = ["TOOL", "JSON"])]
        call: Option<Vec<String>>,
        /// Workspace root, grants, config file, plugin directory.
        #[command(flatten)]
        settings: SettingsArgs,
    },
    /// Check a plugin file: compile, lint and dry-run it; nothing is mounted.
    ///
    /// Exits with status 1 and the error when the plugin would fail to mount.
    #[command(after_help = "Example:\n  cordis-cli check greeter.rhai")]
    Check {
        /// The plugin file (Rhai).
        file: PathBuf,
        /// Workspace root, grants, config file, plugin directory.
        #[command(flatten)]
        settings: SettingsArgs,
    },
    /// Print a rendered catalog: the service API, the events, or the tools
    /// (all three when none is named).
    ///
    /// `--format rhai` prints `.d.rhai` definitions for editors; tools have
    /// none (they are called over MCP), so for them it prints a comment.
    #[command(
        after_help = "Examples:\n  cordis-cli catalog\n  cordis-cli catalog tools --format json\n  cordis-cli catalog api --format rhai"
    )]
    Catalog {
        /// Which catalog [default: all three].
        #[arg(value_enum)]
        kind: Option<CatalogKind>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Md)]
        format: Format,
    },
    /// Run one runtime for `serve`, spoken to over stdin and stdout. Started
    /// by `serve` only; not for people.
    #[command(hide = true)]
    Worker,
    /// Print a shell completion script.
    #[command(
        after_help = "Example (then `source cordis-cli.bash`):\n  cordis-cli completions bash > cordis-cli.bash"
    )]
    Completions {
        /// The shell to complete for.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// The settings flags shared by the subcommands that build a runtime.
#[derive(Debug, Clone, Default, Args)]
pub struct SettingsArgs {
    /// Workspace root the `fs` service is confined to [default: the current directory].
    #[arg(long, value_name = "DIR")]
    pub root: Option<PathBuf>,
    /// Comma list of granted services, replacing the default set (the help
    /// text names both from `BuiltinService`).
    #[arg(long, value_name = "LIST", help = allow_help(), value_parser = parse_grants)]
    pub allow: Option<BTreeSet<BuiltinService>>,
    /// TOML file with the same settings plus `[limits]`, `[fs]`, `[bash]`, `[web]`;
    /// flags override it. Without --config, the file CORDIS_CONFIG names.
    #[arg(long, value_name = "FILE", env = "CORDIS_CONFIG")]
    pub config: Option<PathBuf>,
    /// Directory of `*.rhai` files loaded as regular plugins.
    #[arg(long, value_name = "DIR")]
    pub plugins: Option<PathBuf>,
}

impl SettingsArgs {
    /// The flags as overrides of the config file.
    pub fn overrides(&self) -> Overrides {
        Overrides {
            root: self.root.clone(),
            allow: self.allow.clone(),
            config: self.config.clone(),
            plugins: self.plugins.clone(),
            ..Overrides::default()
        }
    }

    /// The flags of `serve`, with its HTTP flags, as overrides of the config file.
    pub fn serve_overrides(&self, http: &HttpArgs) -> Overrides {
        Overrides {
            http: http.http.clone(),
            token_file: http.token_file.clone(),
            max_sessions: http.max_sessions,
            idle_timeout: http.idle_timeout,
            evict_idle: http.evict_idle,
            allow_origin: http.allow_origin.clone(),
            runtime_scope: http.runtime_scope,
            ..self.overrides()
        }
    }
}

/// The flags of `serve --http` (DESIGN §8); each has a config-file key of
/// the same name (`http`, `token_file`, `max_sessions`, `idle_timeout`).
#[derive(Debug, Clone, Default, Args)]
pub struct HttpArgs {
    /// Serve MCP streamable HTTP at http://ADDR/mcp instead of stdio, e.g.
    /// 127.0.0.1:7331 (port 0 picks a free port; the address is printed to stderr).
    #[arg(long, value_name = "ADDR")]
    pub http: Option<String>,
    /// File of bearer tokens, one principal a line `NAME:TOKEN` (a bare
    /// token is the principal `default`; blank lines and `#` comments are
    /// skipped); every HTTP request must send one. Without it a token is
    /// generated and printed to stderr once. Required when ADDR is not a
    /// loopback address.
    #[arg(long, value_name = "FILE")]
    pub token_file: Option<PathBuf>,
    /// The most MCP sessions served at once; a new session past it is refused
    /// [default: 16].
    #[arg(long, value_name = "N")]
    pub max_sessions: Option<usize>,
    /// Seconds a session may go without a message before it ends and its
    /// runtime is disposed [default: 1800].
    #[arg(long, value_name = "SECS")]
    pub idle_timeout: Option<u64>,
    /// At --max-sessions, a new session takes the place of the least
    /// recently used one that has gone this many seconds without a message
    /// and has no call running (its runtime is disposed); it is refused
    /// only when none has [default: 60].
    #[arg(long, value_name = "SECS")]
    pub evict_idle: Option<u64>,
    /// Comma list of browser origins (e.g. https://agent.example) whose
    /// requests are served; a request with any other `Origin` header gets
    /// 403 (the server's own origin on loopback is always served, and
    /// clients that are not browsers send none) [default: none].
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    pub allow_origin: Option<Vec<String>>,
    /// Which runtime a client that sends `initialize` (protocol 2025-11-25
    /// or earlier) gets: one of its session's own, or its principal's, the
    /// one 2026-07-28 requests of that principal share (so an agent that
    /// reconnects finds its mounts) [default: session].
    #[arg(long, value_enum, value_name = "SCOPE")]
    pub runtime_scope: Option<RuntimeScope>,
}

/// The operator's controls of `serve`.
#[derive(Debug, Clone, Default, Args)]
pub struct OperatorArgs {
    /// Ask the user (MCP elicitation) before a mount's code runs and before a
    /// mount is kept; a client that cannot be asked gets them refused.
    #[arg(long)]
    pub approve: bool,
    /// Append one JSON line per tool call and per approval decision to FILE.
    #[arg(long, value_name = "FILE")]
    pub audit: Option<PathBuf>,
    /// The memory the kernel lets each worker process hold (every runtime
    /// runs in one): bytes or a size such as 512M or 2G; a worker past it
    /// ends, its client is told, and a fresh one starts [default: 2G].
    #[arg(long, value_name = "BYTES", value_parser = parse_bytes)]
    pub worker_memory: Option<u64>,
}

/// `--allow`'s help, from the one list of built-in services.
fn allow_help() -> String {
    let default: Vec<&str> = BuiltinService::DEFAULT.map(BuiltinService::name).to_vec();
    format!(
        "Comma list of granted services, replacing the default `{}` (valid: {})",
        default.join(","),
        BuiltinService::names(", ")
    )
}

/// The views `cordis_inspect` takes for `what`, from the toolset itself.
fn views() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(Section::ALL.map(Section::name))
}

/// Which catalog `catalog` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CatalogKind {
    /// Services, their methods and the shapes of their types.
    Api,
    /// Events: name, dispatch mode, payload signature.
    Events,
    /// The JSON schemas of the tools.
    Tools,
}

/// Output format of `catalog`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Markdown, as `cordis_inspect` shows it.
    Md,
    /// JSON.
    Json,
    /// `.d.rhai` definitions for editors.
    Rhai,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn mount_takes_a_tool_and_optional_json() {
        let cli = Cli::try_parse_from([
            "cordis-cli",
            "mount",
            "p.rhai",
            "--call",
            "greet",
            "{}",
            "--allow",
            "fs",
        ])
        .unwrap();
        let Command::Mount { call, settings, .. } = cli.command else {
            panic!("not mount");
        };
        assert_eq!(call, Some(vec!["greet".to_owned(), "{}".to_owned()]));
        assert_eq!(settings.allow, Some(BTreeSet::from([BuiltinService::Fs])));
    }

    #[test]
    fn serve_takes_approve_and_audit() {
        let cli = Cli::try_parse_from([
            "cordis-cli",
            "serve",
            "--approve",
            "--audit",
            "audit.jsonl",
            "--plugins",
            "p",
        ])
        .unwrap();
        let Command::Serve {
            operator, settings, ..
        } = cli.command
        else {
            panic!("not serve");
        };
        assert!(operator.approve);
        assert_eq!(operator.audit, Some(PathBuf::from("audit.jsonl")));
        assert_eq!(settings.plugins, Some(PathBuf::from("p")));
        let plain = Cli::try_parse_from(["cordis-cli", "serve"]).unwrap();
        let Command::Serve { operator, .. } = plain.command else {
            panic!("not serve");
        };
        assert!(!operator.approve && operator.audit.is_none());
    }

    #[test]
    fn an_unknown_view_lists_the_valid_ones() {
        let error = Cli::try_parse_from(["cordis-cli", "inspect", "--what", "fibers"])
            .unwrap_err()
            .to_string();
        assert!(error.contains("temporary"), "{error}");
    }
}

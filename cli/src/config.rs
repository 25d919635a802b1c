//! Settings of one `cordis-cli` run: the grant set, the workspace root, the
//! plugin directory and the service/limit tables, from flags and an optional
//! TOML file (flags win).
//!
//! A config file looks like this; every key is optional:
//!
//! ```toml
//! root = "."                 # workspace root, relative to this file
//! allow = ["fs", "timer"]    # granted services (replaces the default set)
//! plugins = "plugins"        # *.rhai files loaded as regular plugins
//! approve = false            # serve: ask the user before mounts and keeps
//! audit = "audit.jsonl"      # serve: one JSON line per tool call, relative to this file
//! http = "127.0.0.1:7331"    # serve MCP streamable HTTP instead of stdio
//! token_file = "token"       # its bearer token: the file's first line
//! max_sessions = 16          # HTTP sessions served at once
//! idle_timeout = 1800        # seconds before an idle HTTP session ends
//! evict_idle = 60            # seconds idle before a full server lets a new session take its place
//! allow_origin = ["https://agent.example"]  # browser origins served besides the server's own
//!
//! [limits]                   # sandbox budgets, handed to the runtime
//! [fs]                       # per-service settings, handed to the runtime
//! [bash]
//! [web]
//! ```
//!
//! Unknown keys and bad values fail at start, naming the key and the valid
//! ones. The `[limits]` and service tables are decoded by the runtime's own
//! config types ([`crate::grants`]); here they are only checked to be tables,
//! and a relative `root` in `[fs]` or `[bash]` is taken from the file's
//! directory.

use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use cordis_toolset::Limits;
use cordis_toolset::catalog::ServiceError;
use cordis_toolset::plugins::KeepTool;
use cordis_toolset::services::{BashConfig, FsConfig, ProtectedPath, Protection, WebConfig};
use serde::{Deserialize, Serialize};

/// The built-in services a server grants to plugins (DESIGN §7): the
/// runtime's one list, as `--allow` and `allow = [...]` name them.
pub use cordis_toolset::services::BuiltinService;

/// Parses a comma list such as `fs,timer,bash`. Blanks around names are
/// ignored; an empty list grants nothing.
pub fn parse_grants(list: &str) -> Result<BTreeSet<BuiltinService>, ConfigError> {
    list.split(',')
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .map(|name| {
            BuiltinService::named(name).ok_or_else(|| ConfigError::UnknownGrant(name.to_owned()))
        })
        .collect()
}

/// Why the settings could not be built. Each message names what to write instead.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ConfigError {
    /// `--allow` named a service that does not exist.
    #[error(
        "unknown service `{0}` in --allow; valid services: {names} (comma-separated, e.g. --allow fs,timer,bash)",
        names = BuiltinService::names(", ")
    )]
    UnknownGrant(String),
    /// A granted service that this binary was built without.
    #[error(
        "service `{0}` is granted, but this cordis-cli was built without it (the `{0}` cargo feature of cordis-toolset is off); rebuild with that feature, or leave `{0}` out of --allow and `allow`"
    )]
    NotCompiledIn(BuiltinService),
    /// The config file could not be read.
    #[error("cannot read config file {path}: {source}")]
    Read {
        /// The file named by `--config`.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The config file is not valid TOML, has an unknown key, or a value of the wrong type.
    #[error(
        "invalid config file {path}: {message}\nvalid top-level keys: root, allow, plugins, approve, audit, http, token_file, max_sessions, idle_timeout, evict_idle, allow_origin, worker_memory, [limits], [fs], [bash], [web]; valid services in `allow`: {names}",
        message = .source.to_string().trim_end(),
        names = BuiltinService::names(", ")
    )]
    Parse {
        /// The file named by `--config`.
        path: PathBuf,
        /// The parser's error; its message names the offending key and
        /// position.
        source: toml::de::Error,
    },
    /// A value in a table of the config file (`[limits]`, `[fs]`, `[bash]`,
    /// `[web]`) has the wrong type, or the table an unknown key: the
    /// parser's message quotes the line with a caret under the value.
    #[error(
        "invalid config file {path}, line {line}, `{key}`: {message}",
        message = .source.to_string().trim_end()
    )]
    Value {
        /// The config file.
        path: PathBuf,
        /// The key as written, with its table: `[limits] max_operations`.
        key: String,
        /// The line of the file it is on, from 1.
        line: usize,
        /// The decoder's error, with its position in the file (boxed: it
        /// is large, and every `ConfigError` would carry its size).
        source: Box<toml::de::Error>,
    },
    /// The workspace root (from `--root`, the config file, or the current directory) is not a directory.
    #[error(
        "workspace root {path} is not a directory: {reason}; pass an existing directory with --root DIR"
    )]
    BadRoot {
        /// The root as given.
        path: PathBuf,
        /// What the file system said.
        reason: String,
    },
    /// A `[limits]`, `[fs]`, `[bash]` or `[web]` table has an unknown key or a
    /// value of the wrong type.
    #[error("invalid [{table}] table in the config file: {message}")]
    Table {
        /// The table: `limits`, `fs`, `bash` or `web`.
        table: &'static str,
        /// The decoder's message, naming the key and the valid ones.
        message: String,
    },
    /// A granted service cannot start with its settings (e.g. its root is missing).
    #[error(
        "cannot start a granted service: {0}; fix that table in --config, or leave the service out of --allow"
    )]
    Service(
        /// The service's error; its message is prefixed with its table,
        /// e.g. `[fs] ...`.
        #[source]
        ServiceError,
    ),
    /// The plugin directory is not a directory.
    #[error(
        "plugin directory {path} is not a directory: {reason}; pass an existing directory with --plugins DIR"
    )]
    BadPlugins {
        /// The directory as given.
        path: PathBuf,
        /// What the file system said.
        reason: String,
    },
    /// `--http ADDR` (or `http` in the config file) is not a socket address.
    #[error(
        "cannot serve HTTP at `{addr}`: {reason}; write an IP address and a port, e.g. --http 127.0.0.1:7331 (port 0 picks a free port)"
    )]
    BadHttpAddr {
        /// The address as given.
        addr: String,
        /// Why it is not one.
        reason: String,
    },
    /// `--http` binds an address other clients can reach, and no token file was given.
    #[error(
        "--http {addr} listens beyond this machine, so its token must be one you chose: pass --token-file FILE (the token is the file's first line), or bind a loopback address such as 127.0.0.1"
    )]
    TokenFileRequired {
        /// The address to bind.
        addr: SocketAddr,
    },
    /// An HTTP setting was given without `--http`.
    #[error(
        "{flag} applies to HTTP serving only; add --http ADDR (e.g. --http 127.0.0.1:7331) or leave {flag} out"
    )]
    HttpOnly {
        /// The flag, e.g. `--token-file`.
        flag: &'static str,
    },
    /// `worker_memory` in the config file is not a size.
    #[error("invalid worker_memory in the config file: {reason}")]
    BadWorkerMemory {
        /// What is wrong and what to write.
        reason: String,
    },
    /// `--max-sessions` or `--idle-timeout` is zero.
    #[error("{flag} must be at least 1, e.g. {flag} {example}")]
    Zero {
        /// The flag.
        flag: &'static str,
        /// Its default, as an example.
        example: u64,
    },
    /// The token file could not be read.
    #[error(
        "cannot read the token file {path}: {source}; pass an existing file with --token-file FILE"
    )]
    TokenFile {
        /// The file named by `--token-file`.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The token file holds no token (only blank lines and comments).
    #[error(
        "the token file {path} holds no token; write one line `NAME:TOKEN` per principal (e.g. `alice:` and 64 random hex characters), or a bare token for the principal `default`"
    )]
    EmptyToken {
        /// The file named by `--token-file`.
        path: PathBuf,
    },
    /// A line of the token file is refused.
    #[error("the token file {path}, line {line}: {problem}")]
    TokenLine {
        /// The file named by `--token-file`.
        path: PathBuf,
        /// The line refused, from 1.
        line: usize,
        /// What is wrong with it.
        problem: TokenProblem,
    },
}

/// What is wrong with a line of `--token-file`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenProblem {
    /// The part before `:` is not a principal's name.
    #[error(
        "`{name}` is not a principal's name; a line is `NAME:TOKEN`, NAME 1 to 64 ASCII letters, digits, `-`, `_` or `.`"
    )]
    BadName {
        /// The name as written (control characters escaped).
        name: String,
    },
    /// `NAME:` with nothing after it.
    #[error("the line names a principal but holds no token after `:`; write `NAME:TOKEN`")]
    NoToken,
    /// The token is too short to resist guessing beyond loopback.
    #[error(
        "the token has {len} characters, and serving beyond loopback needs at least {min}; write a long random one, e.g. from `openssl rand -hex 32`"
    )]
    Short {
        /// The token's length.
        len: usize,
        /// The least length accepted.
        min: usize,
    },
    /// A principal is named twice (a bare token is `default`).
    #[error("the principal `{name}` is named on line {first} too; give each principal one line")]
    DuplicateName {
        /// The principal.
        name: String,
        /// The line that named it first.
        first: usize,
    },
    /// Two principals share a token: a request could not say which it is.
    #[error("this token is also the token of line {first}; give each principal a token of its own")]
    DuplicateToken {
        /// The line that has it first.
        first: usize,
    },
}

/// The raw config file, exactly as written (all keys optional).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileConfig {
    root: Option<PathBuf>,
    allow: Option<Vec<BuiltinService>>,
    plugins: Option<PathBuf>,
    approve: Option<bool>,
    audit: Option<PathBuf>,
    http: Option<String>,
    token_file: Option<PathBuf>,
    max_sessions: Option<usize>,
    idle_timeout: Option<u64>,
    evict_idle: Option<u64>,
    allow_origin: Option<Vec<String>>,
    worker_memory: Option<ByteSize>,
    #[serde(default)]
    limits: toml::Table,
    #[serde(default)]
    fs: toml::Table,
    #[serde(default)]
    bash: toml::Table,
    #[serde(default)]
    web: toml::Table,
}

/// The settings a run was asked for on the command line, before merging.
#[derive(Debug, Clone, Default)]
pub struct Overrides {
    /// `--root DIR`.
    pub root: Option<PathBuf>,
    /// `--allow LIST`: the granted services, read through [`parse_grants`].
    pub allow: Option<BTreeSet<BuiltinService>>,
    /// `--config FILE`.
    pub config: Option<PathBuf>,
    /// `--plugins DIR`.
    pub plugins: Option<PathBuf>,
    /// `serve --approve` (on when either the flag or the file says so).
    pub approve: bool,
    /// `serve --audit FILE`.
    pub audit: Option<PathBuf>,
    /// `--http ADDR`, unparsed.
    pub http: Option<String>,
    /// `--token-file FILE`.
    pub token_file: Option<PathBuf>,
    /// `--max-sessions N`.
    pub max_sessions: Option<usize>,
    /// `--idle-timeout SECS`.
    pub idle_timeout: Option<u64>,
    /// `--evict-idle SECS`.
    pub evict_idle: Option<u64>,
    /// `--allow-origin LIST`.
    pub allow_origin: Option<Vec<String>>,
    /// `--runtime-scope SCOPE`.
    pub runtime_scope: Option<RuntimeScope>,
    /// `serve --worker-memory BYTES`.
    pub worker_memory: Option<u64>,
}

/// Per-service tables from the config file, handed to the runtime as written.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ServiceTables {
    /// `[fs]`.
    pub fs: toml::Table,
    /// `[bash]`.
    pub bash: toml::Table,
    /// `[web]`.
    pub web: toml::Table,
}

/// Everything a run needs to build its toolset, validated. `serve` hands
/// it to each worker process as it is (serialized), so a worker builds
/// exactly what the server resolved.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// The workspace root, absolute and existing.
    pub root: PathBuf,
    /// The granted services.
    pub grants: BTreeSet<BuiltinService>,
    /// A directory of `*.rhai` plugins to load, absolute and existing.
    pub plugins: Option<PathBuf>,
    /// Ask the user before mounts and keeps (`serve --approve`).
    pub approve: bool,
    /// The audit log (`serve --audit FILE`), absolute; opened by `serve`.
    pub audit: Option<PathBuf>,
    /// The operator's own paths that model code must not change (nor the
    /// token file read), as configured (a symlink on the way counts): the
    /// plugin directory, the config file, the audit log, the token file.
    pub protected: Vec<ProtectedPath>,
    /// `[limits]`, handed to the runtime's sandbox limits.
    pub limits: toml::Table,
    /// `[fs]`, `[bash]`, `[web]`, handed to the runtime's services.
    pub services: ServiceTables,
    /// How `serve` serves over HTTP; `None` serves stdio.
    pub http: Option<HttpSettings>,
    /// The kernel's bound on each worker process's memory, in bytes
    /// (`--worker-memory`, `worker_memory`; [`DEFAULT_WORKER_MEMORY`]).
    pub worker_memory: u64,
}

/// The sessions `serve --http` holds at once when neither `--max-sessions`
/// nor the config file says.
pub const DEFAULT_MAX_SESSIONS: usize = 16;

/// Seconds an HTTP session may stay idle when neither `--idle-timeout` nor
/// the config file says: half an hour.
pub const DEFAULT_IDLE_TIMEOUT_SECS: u64 = 1800;

/// The bound on a worker's memory when neither `--worker-memory` nor the
/// config file says: 2 GiB. An idle worker holds 10 MiB and one filled to
/// the default `max_total_bytes` (512 MiB of counted values) held 536 MiB,
/// so it stays under the bound even where the real cost runs twice the
/// count, with room for the call threads' stacks (docs/DECISIONS.md); the
/// machine's memory, not this, bounds how many sessions may fill theirs at
/// once.
pub const DEFAULT_WORKER_MEMORY: u64 = 2 << 30;

/// The least `--worker-memory` accepted: below it a worker cannot start.
pub const MIN_WORKER_MEMORY: u64 = 64 << 20;

/// `worker_memory` in the config file: a number of bytes or a size with a
/// unit (`"2G"`, `"512MiB"`).
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
enum ByteSize {
    Bytes(u64),
    Text(String),
}

impl ByteSize {
    fn bytes(&self) -> Result<u64, ConfigError> {
        let text = match self {
            ByteSize::Bytes(bytes) => bytes.to_string(),
            ByteSize::Text(text) => text.clone(),
        };
        parse_bytes(&text).map_err(|reason| ConfigError::BadWorkerMemory { reason })
    }
}

/// Reads a size: bytes (`1073741824`) or a number with a binary unit
/// (`512M`, `512MiB`, `2G`, `2GiB`, `64K`); at least
/// [`MIN_WORKER_MEMORY`].
pub fn parse_bytes(text: &str) -> Result<u64, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kib" => 10,
        "m" | "mib" => 20,
        "g" | "gib" => 30,
        other => {
            return Err(format!(
                "`{other}` is not a unit; write bytes (1073741824) or a number with K, M or G (512M, 2G)"
            ));
        }
    };
    let number: u64 = number.parse().map_err(|_| {
        format!(
            "`{text}` is not a size; write bytes (1073741824) or a number with K, M or G (512M, 2G)"
        )
    })?;
    let bytes = number
        .checked_mul(1 << shift)
        .ok_or_else(|| format!("`{text}` is too large"))?;
    if bytes < MIN_WORKER_MEMORY {
        return Err(format!(
            "`{text}` is below the least a worker needs, 64M; write 64M or more (default 2G)"
        ));
    }
    Ok(bytes)
}

/// Seconds a session must have been idle before a new session may take its
/// place at `--max-sessions`, when neither `--evict-idle` nor the config
/// file says: a minute.
pub const DEFAULT_EVICT_IDLE_SECS: u64 = 60;

/// How `serve --http` serves MCP streamable HTTP (DESIGN §8).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HttpSettings {
    /// The address to listen on; port 0 picks a free one.
    pub addr: SocketAddr,
    /// The file whose first line is the bearer token; `None` generates one.
    pub token_file: Option<PathBuf>,
    /// The most sessions served at once.
    pub max_sessions: usize,
    /// How long a session may go without a message before it ends.
    pub idle_timeout: Duration,
    /// How long a session must have gone without a message before a new
    /// session may take its place when all `max_sessions` are open.
    pub evict_idle: Duration,
    /// Browser origins (`https://host:port`) whose requests are served
    /// besides the server's own on loopback; any other `Origin` gets 403.
    pub allow_origin: Vec<String>,
    /// Which runtime a handshake client gets.
    pub runtime_scope: RuntimeScope,
}

/// Which runtime a client that sends `initialize` gets over HTTP
/// (`--runtime-scope`); a 2026-07-28 request always gets its principal's.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum RuntimeScope {
    /// A runtime of the session's own, disposed when the session ends.
    #[default]
    Session,
    /// The principal's runtime, shared with its other sessions and its
    /// 2026-07-28 requests, kept until it goes `--idle-timeout` unused.
    Principal,
}

impl HttpSettings {
    /// The HTTP settings from flags (`overrides`, paths from `cwd`) over the
    /// config file's keys (paths from `file_dir`); `None` when neither names
    /// an address. A non-loopback address needs a token file.
    fn resolve(
        overrides: &Overrides,
        cwd: &Path,
        file: &FileConfig,
        file_dir: &Path,
    ) -> Result<Option<Self>, ConfigError> {
        let token_file = match (&overrides.token_file, &file.token_file) {
            (Some(path), _) => Some(cwd.join(path)),
            (None, Some(path)) => Some(file_dir.join(path)),
            (None, None) => None,
        };
        let max_sessions = overrides.max_sessions.or(file.max_sessions);
        let idle_timeout = overrides.idle_timeout.or(file.idle_timeout);
        let evict_idle = overrides.evict_idle.or(file.evict_idle);
        let allow_origin = overrides.allow_origin.clone().or(file.allow_origin.clone());
        let Some(addr) = overrides.http.as_ref().or(file.http.as_ref()) else {
            let given = [
                (token_file.is_some(), "--token-file"),
                (max_sessions.is_some(), "--max-sessions"),
                (idle_timeout.is_some(), "--idle-timeout"),
                (evict_idle.is_some(), "--evict-idle"),
                (allow_origin.is_some(), "--allow-origin"),
                (overrides.runtime_scope.is_some(), "--runtime-scope"),
            ];
            return match given.into_iter().find(|(given, _)| *given) {
                Some((_, flag)) => Err(ConfigError::HttpOnly { flag }),
                None => Ok(None),
            };
        };
        let parsed: SocketAddr =
            addr.trim()
                .parse()
                .map_err(|error: std::net::AddrParseError| ConfigError::BadHttpAddr {
                    addr: addr.clone(),
                    reason: error.to_string(),
                })?;
        if !parsed.ip().is_loopback() && token_file.is_none() {
            return Err(ConfigError::TokenFileRequired { addr: parsed });
        }
        let max_sessions = max_sessions.unwrap_or(DEFAULT_MAX_SESSIONS);
        if max_sessions == 0 {
            return Err(ConfigError::Zero {
                flag: "--max-sessions",
                example: DEFAULT_MAX_SESSIONS as u64,
            });
        }
        let idle_timeout = idle_timeout.unwrap_or(DEFAULT_IDLE_TIMEOUT_SECS);
        if idle_timeout == 0 {
            return Err(ConfigError::Zero {
                flag: "--idle-timeout",
                example: DEFAULT_IDLE_TIMEOUT_SECS,
            });
        }
        Ok(Some(HttpSettings {
            addr: parsed,
            token_file,
            max_sessions,
            idle_timeout: Duration::from_secs(idle_timeout),
            evict_idle: Duration::from_secs(evict_idle.unwrap_or(DEFAULT_EVICT_IDLE_SECS)),
            allow_origin: allow_origin.unwrap_or_default(),
            runtime_scope: overrides.runtime_scope.unwrap_or_default(),
        }))
    }
}

impl Settings {
    /// Builds the settings from command-line `overrides` (relative paths are
    /// taken from `cwd`) and the config file they name, if any (relative
    /// paths in it are taken from the file's directory).
    pub fn resolve(overrides: &Overrides, cwd: &Path) -> Result<Self, ConfigError> {
        let config = overrides.config.as_ref().map(|path| cwd.join(path));
        let (file, file_dir) = match &config {
            Some(path) => {
                let file = read_file(path)?;
                let dir = path.parent().map_or_else(|| cwd.to_owned(), Path::to_owned);
                (file, dir)
            }
            None => (FileConfig::default(), cwd.to_owned()),
        };
        let http = HttpSettings::resolve(overrides, cwd, &file, &file_dir)?;
        let grants: BTreeSet<BuiltinService> = match (&overrides.allow, file.allow) {
            (Some(list), _) => list.clone(),
            (None, Some(list)) => list.into_iter().collect(),
            (None, None) => BuiltinService::DEFAULT.into_iter().collect(),
        };
        // Granted but missing would leave plugins pending with advice to
        // grant what is granted already.
        if let Some(missing) = grants.iter().find(|service| !service.compiled_in()) {
            return Err(ConfigError::NotCompiledIn(*missing));
        }
        let root = match (&overrides.root, &file.root) {
            (Some(root), _) => cwd.join(root),
            (None, Some(root)) => file_dir.join(root),
            (None, None) => cwd.to_owned(),
        };
        let root = existing_dir(&root).map_err(|reason| ConfigError::BadRoot {
            path: root.clone(),
            reason,
        })?;
        let plugins = match (&overrides.plugins, &file.plugins) {
            (Some(dir), _) => Some(cwd.join(dir)),
            (None, Some(dir)) => Some(file_dir.join(dir)),
            (None, None) => None,
        };
        let given_plugins = plugins.clone();
        let plugins = plugins
            .map(|dir| {
                existing_dir(&dir).map_err(|reason| ConfigError::BadPlugins {
                    path: dir.clone(),
                    reason,
                })
            })
            .transpose()?;
        let audit = match (&overrides.audit, &file.audit) {
            (Some(path), _) => Some(cwd.join(path)),
            (None, Some(path)) => Some(file_dir.join(path)),
            (None, None) => None,
        };
        let protected = operator_paths([
            (
                given_plugins,
                Protection::ReadOnlyDir,
                "the operator's plugin directory",
            ),
            (
                config,
                Protection::ReadOnlyFile,
                "the operator's config file",
            ),
            (audit.clone(), Protection::ReadOnlyFile, "the audit log"),
            (
                http.as_ref().and_then(|http| http.token_file.clone()),
                Protection::HiddenFile,
                "the HTTP token file",
            ),
        ]);
        Ok(Settings {
            root,
            grants,
            plugins,
            approve: overrides.approve || file.approve.unwrap_or(false),
            audit,
            protected,
            limits: file.limits,
            services: ServiceTables {
                fs: rooted(file.fs, &file_dir),
                bash: rooted(file.bash, &file_dir),
                web: file.web,
            },
            http,
            worker_memory: match (overrides.worker_memory, file.worker_memory) {
                (Some(bytes), _) => bytes,
                (None, Some(size)) => size.bytes()?,
                (None, None) => DEFAULT_WORKER_MEMORY,
            },
        })
    }

    /// Whether the plugin directory comes with `cordis_keep`. Over HTTP a
    /// kept plugin loads into every session, so one client's model would put
    /// code into every other client's runtime: there it takes `--approve`.
    pub fn keep_tool(&self) -> KeepTool {
        if self.http.is_none() || self.approve {
            KeepTool::Offered
        } else {
            KeepTool::Withheld
        }
    }

    /// The grant set as a comma list, e.g. `fs,timer`.
    pub fn grant_list(&self) -> String {
        let names: Vec<&str> = self.grants.iter().map(|grant| grant.name()).collect();
        names.join(",")
    }
}

/// The operator's paths among `paths` that are set, as `fs` and `bash`
/// protect them.
fn operator_paths<const N: usize>(
    paths: [(Option<PathBuf>, Protection, &str); N],
) -> Vec<ProtectedPath> {
    paths
        .into_iter()
        .filter_map(|(path, protection, what)| {
            Some(ProtectedPath {
                path: path?,
                protection,
                what: what.to_owned(),
            })
        })
        .collect()
}

/// `table` with a relative string `root` made absolute from `dir`.
fn rooted(mut table: toml::Table, dir: &Path) -> toml::Table {
    if let Some(toml::Value::String(root)) = table.get("root") {
        let absolute = dir.join(root).to_string_lossy().into_owned();
        table.insert("root".into(), toml::Value::String(absolute));
    }
    table
}

fn read_file(path: &Path) -> Result<FileConfig, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
        path: path.to_owned(),
        source,
    })?;
    let file: FileConfig = toml::from_str(&text).map_err(|source| ConfigError::Parse {
        path: path.to_owned(),
        source,
    })?;
    check_tables(path, &text)?;
    Ok(file)
}

/// The tables the runtime decodes ([`crate::grants`]), decoded once more
/// here from the file's text, where the parser still knows positions: a bad
/// value or an unknown key then names its line and key, with a caret.
#[derive(Deserialize)]
struct Tables {
    #[serde(rename = "limits")]
    _limits: Option<Limits>,
    #[serde(rename = "fs")]
    _fs: Option<FsConfig>,
    #[serde(rename = "bash")]
    _bash: Option<BashConfig>,
    #[serde(rename = "web")]
    _web: Option<WebConfig>,
}

fn check_tables(path: &Path, text: &str) -> Result<(), ConfigError> {
    let Err(source) = toml::from_str::<Tables>(text) else {
        return Ok(());
    };
    let at = source.span().map_or(0, |span| span.start);
    Err(ConfigError::Value {
        path: path.to_owned(),
        key: key_at(text, at),
        line: text[..at.min(text.len())].matches('\n').count() + 1,
        source: Box::new(source),
    })
}

/// The key whose value (or which key itself) starts at byte `at` of
/// `text`, with the table it is in: `[limits] max_operations`.
fn key_at(text: &str, at: usize) -> String {
    let at = (0..=at.min(text.len()))
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0);
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let before = text[line_start..at]
        .trim_end()
        .trim_end_matches('=')
        .trim_end();
    let key_char = |c: char| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '"' | '\'');
    let key = match before.rfind(|c: char| !key_char(c)) {
        Some(i) => &before[i + 1..],
        None => before,
    };
    // Nothing before it on its line: the span is the key itself.
    let key = if key.is_empty() {
        text[at..]
            .split(|c: char| !key_char(c))
            .next()
            .unwrap_or_default()
    } else {
        key
    };
    let table = text[..line_start]
        .lines()
        .rev()
        .map(str::trim)
        .find(|line| line.starts_with('['));
    match table {
        Some(table) => format!("{table} {key}"),
        None => key.to_owned(),
    }
}

fn existing_dir(path: &Path) -> Result<PathBuf, String> {
    let canonical = path.canonicalize().map_err(|error| error.to_string())?;
    if canonical.is_dir() {
        Ok(canonical)
    } else {
        Err("it is a file".to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    }

    #[test]
    fn no_configuration_grants_fs_and_timer_at_the_current_dir() {
        let dir = tempfile::tempdir().unwrap();
        let settings = Settings::resolve(&Overrides::default(), dir.path()).unwrap();
        assert_eq!(settings.root, dir.path().canonicalize().unwrap());
        assert_eq!(settings.grant_list(), "fs,timer");
        assert_eq!(settings.plugins, None);
        assert!(settings.limits.is_empty());
    }

    #[test]
    fn allow_replaces_the_default_set() {
        let dir = tempfile::tempdir().unwrap();
        let overrides = Overrides {
            allow: Some(parse_grants("bash, web").unwrap()),
            ..Overrides::default()
        };
        let settings = Settings::resolve(&overrides, dir.path()).unwrap();
        assert_eq!(settings.grant_list(), "bash,web");
        let none = Overrides {
            allow: Some(parse_grants("").unwrap()),
            ..Overrides::default()
        };
        assert!(
            Settings::resolve(&none, dir.path())
                .unwrap()
                .grants
                .is_empty()
        );
    }

    #[test]
    fn unknown_grant_names_the_valid_ones() {
        let error = parse_grants("fs,network").unwrap_err().to_string();
        assert!(error.contains("`network`"), "{error}");
        assert!(error.contains("fs, bash, web, timer"), "{error}");
    }

    #[test]
    fn file_settings_apply_and_flags_override_them() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("ws")).unwrap();
        std::fs::create_dir(dir.path().join("plugins")).unwrap();
        let config = write(
            dir.path(),
            "cordis.toml",
            "root = \"ws\"\nallow = [\"fs\", \"bash\"]\nplugins = \"plugins\"\n\
             [limits]\nmax_operations = 1000\n[bash]\ntimeout_ms = 500\n",
        );
        let from_file = Overrides {
            config: Some(config.clone()),
            ..Overrides::default()
        };
        let settings = Settings::resolve(&from_file, Path::new("/")).unwrap();
        assert_eq!(settings.root, dir.path().join("ws").canonicalize().unwrap());
        assert_eq!(settings.grant_list(), "fs,bash");
        assert_eq!(
            settings.plugins,
            Some(dir.path().join("plugins").canonicalize().unwrap())
        );
        assert_eq!(settings.limits["max_operations"].as_integer(), Some(1000));
        assert_eq!(settings.services.bash["timeout_ms"].as_integer(), Some(500));
        assert!(!settings.services.bash.contains_key("root"));

        let flags = Overrides {
            config: Some(config),
            allow: Some(parse_grants("timer").unwrap()),
            root: Some(dir.path().to_owned()),
            ..Overrides::default()
        };
        let settings = Settings::resolve(&flags, Path::new("/")).unwrap();
        assert_eq!(settings.grant_list(), "timer");
        assert_eq!(settings.root, dir.path().canonicalize().unwrap());
    }

    #[test]
    fn approve_and_audit_come_from_the_file_or_the_flags() {
        let dir = tempfile::tempdir().unwrap();
        let config = write(
            dir.path(),
            "c.toml",
            "approve = true\naudit = \"logs/audit.jsonl\"\n",
        );
        let from_file = Overrides {
            config: Some(config.clone()),
            ..Overrides::default()
        };
        let settings = Settings::resolve(&from_file, Path::new("/")).unwrap();
        assert!(settings.approve);
        assert_eq!(settings.audit, Some(dir.path().join("logs/audit.jsonl")));
        let flags = Overrides {
            config: Some(config),
            audit: Some("here.jsonl".into()),
            ..Overrides::default()
        };
        let settings = Settings::resolve(&flags, dir.path()).unwrap();
        assert_eq!(settings.audit, Some(dir.path().join("here.jsonl")));
        let none = Settings::resolve(&Overrides::default(), dir.path()).unwrap();
        assert!(!none.approve && none.audit.is_none());
    }

    #[test]
    fn a_relative_service_root_is_taken_from_the_config_file_s_directory() {
        let dir = tempfile::tempdir().unwrap();
        let config = write(dir.path(), "c.toml", "[fs]\nroot = \"data\"\n");
        let overrides = Overrides {
            config: Some(config),
            ..Overrides::default()
        };
        let settings = Settings::resolve(&overrides, Path::new("/")).unwrap();
        let root = settings.services.fs["root"].as_str().unwrap();
        assert_eq!(Path::new(root), dir.path().join("data"));
    }

    #[test]
    fn unknown_top_level_key_names_the_key_and_the_valid_ones() {
        let dir = tempfile::tempdir().unwrap();
        let config = write(dir.path(), "c.toml", "roots = \".\"\n");
        let overrides = Overrides {
            config: Some(config),
            ..Overrides::default()
        };
        let error = Settings::resolve(&overrides, dir.path()).unwrap_err();
        // The parser's error is kept as the source, its message in the text.
        let source =
            std::error::Error::source(&error).and_then(|s| s.downcast_ref::<toml::de::Error>());
        assert!(source.is_some(), "{error:?}");
        let error = error.to_string();
        assert!(error.contains("roots"), "{error}");
        assert!(
            error.contains("valid top-level keys: root, allow"),
            "{error}"
        );
        assert!(
            !error.contains("\n\nvalid"),
            "the parser's message is trimmed: {error}"
        );
    }

    #[test]
    fn bad_grant_in_file_names_the_valid_ones() {
        let dir = tempfile::tempdir().unwrap();
        let config = write(dir.path(), "c.toml", "allow = [\"fs\", \"net\"]\n");
        let overrides = Overrides {
            config: Some(config),
            ..Overrides::default()
        };
        let error = Settings::resolve(&overrides, dir.path())
            .unwrap_err()
            .to_string();
        assert!(error.contains("`net`"), "{error}");
        assert!(error.contains("`timer`"), "{error}");
    }

    #[test]
    fn a_service_table_must_be_a_table() {
        let dir = tempfile::tempdir().unwrap();
        let config = write(dir.path(), "c.toml", "web = true\n");
        let overrides = Overrides {
            config: Some(config),
            ..Overrides::default()
        };
        let error = Settings::resolve(&overrides, dir.path())
            .unwrap_err()
            .to_string();
        assert!(error.contains("web"), "{error}");
    }

    #[test]
    fn http_comes_from_the_file_and_flags_override_it() {
        let dir = tempfile::tempdir().unwrap();
        let config = write(
            dir.path(),
            "c.toml",
            "http = \"127.0.0.1:7331\"\ntoken_file = \"token\"\nmax_sessions = 3\nidle_timeout = 60\n",
        );
        let from_file = Overrides {
            config: Some(config.clone()),
            ..Overrides::default()
        };
        let http = Settings::resolve(&from_file, Path::new("/"))
            .unwrap()
            .http
            .unwrap();
        assert_eq!(http.addr, "127.0.0.1:7331".parse().unwrap());
        assert_eq!(http.token_file, Some(dir.path().join("token")));
        assert_eq!(
            (http.max_sessions, http.idle_timeout),
            (3, Duration::from_secs(60))
        );
        let flags = Overrides {
            config: Some(config),
            http: Some("[::1]:0".into()),
            max_sessions: Some(5),
            ..Overrides::default()
        };
        let http = Settings::resolve(&flags, Path::new("/"))
            .unwrap()
            .http
            .unwrap();
        assert_eq!(http.addr, "[::1]:0".parse().unwrap());
        assert_eq!(http.max_sessions, 5);
    }

    #[test]
    fn http_defaults_and_stdio_without_an_address() {
        let dir = tempfile::tempdir().unwrap();
        let stdio = Settings::resolve(&Overrides::default(), dir.path()).unwrap();
        assert_eq!(stdio.http, None);
        let overrides = Overrides {
            http: Some("127.0.0.1:0".into()),
            ..Overrides::default()
        };
        let http = Settings::resolve(&overrides, dir.path())
            .unwrap()
            .http
            .unwrap();
        assert_eq!(http.max_sessions, DEFAULT_MAX_SESSIONS);
        assert_eq!(
            http.idle_timeout,
            Duration::from_secs(DEFAULT_IDLE_TIMEOUT_SECS)
        );
        assert_eq!(http.token_file, None);
    }

    #[test]
    fn missing_root_and_missing_file_fail_clearly() {
        let dir = tempfile::tempdir().unwrap();
        let overrides = Overrides {
            root: Some("nope".into()),
            ..Overrides::default()
        };
        let error = Settings::resolve(&overrides, dir.path())
            .unwrap_err()
            .to_string();
        assert!(error.contains("--root DIR"), "{error}");
        let overrides = Overrides {
            config: Some("missing.toml".into()),
            ..Overrides::default()
        };
        let error = Settings::resolve(&overrides, dir.path()).unwrap_err();
        assert!(matches!(error, ConfigError::Read { .. }), "{error}");
    }
}

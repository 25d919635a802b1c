//! `bash`: run shell commands in the workspace root, bounded in time and
//! output, isolated as far as the host allows.
//!
//! What it guarantees everywhere: bounded cost and no leaked secrets — the
//! command starts in a directory inside the root, sees only allowlisted
//! environment variables (and caller variables that bash and the loader do
//! not interpret, see `env.rs`), has stdin closed (or fed the given text),
//! keeps at most `max_output_bytes` per stream, and is killed — with its
//! whole process group — at its timeout or the calling script's deadline.
//!
//! Where the host allows it ([`Isolation`], probed once at start), each
//! command also runs in its own PID namespace, so every process it starts
//! ends with the call, and with bubblewrap in its own mount namespace: a
//! fresh `/proc` without the server, the root writable, the rest of the
//! filesystem read-only. With a `commands` allowlist the command is not
//! given to a shell at all: it is split into words (`words.rs`) and the
//! allowlisted program runs directly.

mod env;
mod isolation;
mod process;
mod service;
#[cfg(test)]
mod tests;
mod words;

use std::collections::BTreeMap;
use std::path::PathBuf;

use cordis_toolset_catalog::ServiceError;
use cordis_toolset_macros::{Shape, service};
use serde::{Deserialize, Serialize};

use crate::services::fs::ProtectedPath;

pub use isolation::Isolation;
pub use service::BashService;

/// Run shell commands in the workspace root, with time and output limits.
///
/// The command runs as `bash -c <command>` starting in the workspace root,
/// with a small environment (PATH, HOME, LANG, LC_ALL, TERM by default) and
/// stdin closed unless `stdin` is given. Processes it leaves running in the
/// background are killed when it returns. Where the host allows it, it runs
/// in its own PID and mount namespaces: only the root is writable, and
/// `/tmp` is empty and private to the call. If the operator set a list of
/// allowed commands, the command is not run by a shell: it is split into
/// words (quotes honoured; `$`, globs, pipes, `;` and redirections refused)
/// and the allowed program runs directly. `env` may not set names bash or
/// the program loader read (`BASH_*`, `LD_*`, `PATH`, `IFS`, `ENV`, …).
#[service(name = "bash")]
pub trait Bash: Send + Sync {
    /// Run `command` and return its output and exit code. A command that
    /// runs past its timeout is killed (with everything it started) and
    /// reported with `timed_out: true`; each stream keeps at most the
    /// configured number of bytes and says whether it was `truncated`.
    fn run(&self, command: String, options: Option<RunOptions>) -> Result<RunOutput, ServiceError>;
}

/// Options of one `bash.run` call; every field may be left out.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[serde(default, deny_unknown_fields)]
pub struct RunOptions {
    /// Directory to start in, relative to the workspace root (default: the root).
    pub cwd: Option<String>,
    /// Timeout in milliseconds; it can only shorten the operator's limit
    /// (30 s by default), never extend it.
    pub timeout_ms: Option<u64>,
    /// Text fed to the command's standard input (default: stdin is closed).
    pub stdin: Option<String>,
    /// Extra environment variables for this command. Names bash or the
    /// program loader read (`BASH_*`, `LD_*`, `PATH`, `IFS`, `ENV`, `PS4`,
    /// …) are refused.
    pub env: Option<BTreeMap<String, String>>,
}

/// What a finished (or killed) command produced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
pub struct RunOutput {
    /// Standard output.
    pub stdout: StreamOutput,
    /// Standard error.
    pub stderr: StreamOutput,
    /// The exit code; absent when the command was killed by a signal
    /// (as it is on timeout). Under isolation, a command that crashes on a
    /// signal (a segfault) reports 128 + the signal number, as a shell does.
    pub exit_code: Option<i32>,
    /// Whether the command was killed because it ran out of time.
    pub timed_out: bool,
}

/// The captured text of one output stream.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
pub struct StreamOutput {
    /// The text (invalid UTF-8 is replaced by U+FFFD).
    pub text: String,
    /// Whether the stream produced more than the output limit and was cut.
    pub truncated: bool,
}

/// Operator configuration of the `bash` service (a TOML table; unknown keys
/// are refused).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BashConfig {
    /// The workspace root: commands start here, and `cwd` must stay inside
    /// it. Default: the current directory.
    pub root: PathBuf,
    /// The longest a command may run, in milliseconds. Default: 30 000.
    pub timeout_ms: u64,
    /// Bytes kept per output stream. Default: 64 KiB.
    pub max_output_bytes: usize,
    /// Names of host environment variables passed through to commands; all
    /// others are removed. Default: PATH, HOME, LANG, LC_ALL, TERM.
    pub env_allowlist: Vec<String>,
    /// If set, the only programs a command may run (its first word), and
    /// the command runs without a shell: it is split into words (quotes
    /// honoured) and the program is executed directly; anything a shell
    /// would expand or interpret (`$`, `` ` ``, globs, `;`, `&`, `|`,
    /// redirections, newlines) is refused. Default: unset (any command, run
    /// by `bash -c`).
    pub commands: Option<Vec<String>>,
    /// The operator's paths commands must not change (nor, if hidden,
    /// read): the plugin directory, the config file, the audit log, the
    /// token file. Enforced only under bubblewrap: each is mounted
    /// read-only (a hidden file: an empty file over it), and each directory
    /// on the way to one inside the root is mounted onto itself, so that it
    /// cannot be renamed or removed. Default: none.
    pub protected: Vec<ProtectedPath>,
}

/// Default for [`BashConfig::timeout_ms`]: 30 seconds.
pub const DEFAULT_TIMEOUT_MS: u64 = 30_000;
/// Default for [`BashConfig::max_output_bytes`]: 64 KiB.
pub const DEFAULT_MAX_OUTPUT_BYTES: usize = 64 * 1024;
/// Default for [`BashConfig::env_allowlist`].
pub const DEFAULT_ENV_ALLOWLIST: [&str; 5] = ["PATH", "HOME", "LANG", "LC_ALL", "TERM"];

impl Default for BashConfig {
    fn default() -> Self {
        Self {
            root: PathBuf::from("."),
            timeout_ms: DEFAULT_TIMEOUT_MS,
            max_output_bytes: DEFAULT_MAX_OUTPUT_BYTES,
            env_allowlist: DEFAULT_ENV_ALLOWLIST.map(String::from).to_vec(),
            commands: None,
            protected: Vec::new(),
        }
    }
}

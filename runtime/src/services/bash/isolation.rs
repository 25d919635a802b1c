//! Isolating a command from the server and the system, as far as the OS
//! allows: chosen once, when the service starts, by actually running a
//! trivial sandboxed `true`.
//!
//! * bubblewrap (`bwrap`): own PID and mount namespaces, a fresh `/proc`,
//!   the whole filesystem read-only except the root (and an empty `/tmp`),
//!   a minimal `/dev`, a new session, no capabilities. The command is PID 1
//!   of its namespace (`--as-pid-1`), so when it exits the kernel kills
//!   everything it started, and bwrap returns only once they are gone;
//!   `--die-with-parent` ends it all if the server dies first.
//! * util-linux `unshare --pid --fork --kill-child --mount-proc` (under
//!   `setpriv --pdeathsig KILL`): the same PID namespace and fresh `/proc`,
//!   but the filesystem is shared as it is.
//! * neither: the command is a plain child in its own process group.

use std::ffi::{OsStr, OsString};
use std::fmt;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use super::process::supervise;
use crate::services::fs::protected::Bind;

/// How long the start-up probe may take before it counts as failed.
const PROBE_TIMEOUT: Duration = Duration::from_secs(10);

/// How far `bash` commands are isolated from the server and the system.
/// Found once, when the service starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Isolation {
    /// bubblewrap: own PID and mount namespaces, a fresh `/proc`, the root
    /// writable and the rest of the filesystem read-only, no capabilities.
    Namespaces,
    /// `unshare`: own PID namespace and a fresh `/proc`; the filesystem is
    /// shared as it is.
    PidOnly,
    /// Neither works here: commands are plain child processes, killed by
    /// process group.
    None,
}

impl fmt::Display for Isolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Namespaces => {
                "isolated (bubblewrap): own PID and mount namespaces, a fresh /proc, \
                 the root writable and the rest of the filesystem read-only"
            }
            Self::PidOnly => {
                "partly isolated (unshare): own PID namespace and a fresh /proc, \
                 but the filesystem outside the root is NOT read-only"
            }
            Self::None => {
                "NOT isolated: they can see the server's processes in /proc, write \
                 wherever the server's user can, and detach processes (setsid) \
                 that outlive the call"
            }
        })
    }
}

/// The programs that start a command at one isolation level.
#[derive(Debug, Clone)]
enum Launch {
    /// `bwrap` at this path.
    Bwrap(PathBuf),
    /// `setpriv` and `unshare` at these paths.
    Unshare { setpriv: PathBuf, unshare: PathBuf },
    /// No wrapper.
    Direct,
}

/// How this service starts commands, and why stronger isolation was not
/// used.
#[derive(Debug, Clone)]
pub(super) struct Launcher {
    launch: Launch,
    /// Why each stronger level was passed over, for the operator.
    passed_over: Vec<String>,
}

impl Launcher {
    /// The strongest level that runs `true` in `root` with `env`.
    pub(super) fn probe(root: &Path, env: &[(String, OsString)]) -> Self {
        let mut passed_over = Vec::new();
        for level in [Isolation::Namespaces, Isolation::PidOnly] {
            match Self::at(level, root, env) {
                Ok(launcher) => {
                    return Self {
                        passed_over,
                        ..launcher
                    };
                }
                Err(why) => passed_over.push(why),
            }
        }
        Self {
            launch: Launch::Direct,
            passed_over,
        }
    }

    /// A launcher at exactly `level`, if it works here; else why not.
    pub(super) fn at(
        level: Isolation,
        root: &Path,
        env: &[(String, OsString)],
    ) -> Result<Self, String> {
        let launch = match level {
            Isolation::Namespaces => {
                Launch::Bwrap(find("bwrap").ok_or("bubblewrap (bwrap) is not installed")?)
            }
            Isolation::PidOnly => Launch::Unshare {
                setpriv: find("setpriv").ok_or("util-linux setpriv is not installed")?,
                unshare: find("unshare").ok_or("util-linux unshare is not installed")?,
            },
            Isolation::None => Launch::Direct,
        };
        let launcher = Self {
            launch,
            passed_over: Vec::new(),
        };
        launcher.try_true(root, env)?;
        Ok(launcher)
    }

    /// The isolation commands get.
    pub(super) fn isolation(&self) -> Isolation {
        match self.launch {
            Launch::Bwrap(_) => Isolation::Namespaces,
            Launch::Unshare { .. } => Isolation::PidOnly,
            Launch::Direct => Isolation::None,
        }
    }

    /// One line for the operator: the level, and what was missing.
    pub(super) fn status(&self) -> String {
        let isolation = self.isolation();
        if isolation == Isolation::Namespaces || self.passed_over.is_empty() {
            return format!("commands run {isolation}");
        }
        format!(
            "commands run {isolation} ({}); install bubblewrap to isolate them",
            self.passed_over.join("; ")
        )
    }

    /// The process that runs `argv` (program first) starting in `cwd`,
    /// with only `env`, its own process group, and no stdio set up; under
    /// bubblewrap `root` is writable, with `binds` made over it in order.
    pub(super) fn command(
        &self,
        argv: &[OsString],
        root: &Path,
        binds: &[Bind],
        cwd: &Path,
        env: &[(String, OsString)],
    ) -> Command {
        let (program, rest) = match argv.split_first() {
            Some((program, rest)) => (program.as_os_str(), rest),
            None => (OsStr::new("true"), &[][..]),
        };
        let mut cmd = match &self.launch {
            Launch::Bwrap(bwrap) => {
                let mut cmd = Command::new(bwrap);
                cmd.args([
                    "--unshare-pid",
                    "--as-pid-1",
                    "--die-with-parent",
                    "--new-session",
                    "--cap-drop",
                    "ALL",
                    "--ro-bind",
                    "/",
                    "/",
                    "--proc",
                    "/proc",
                    "--dev",
                    "/dev",
                    "--tmpfs",
                    "/tmp",
                    "--bind",
                ])
                .arg(root)
                .arg(root);
                // Over the writable root: later binds win.
                for bind in binds {
                    match bind {
                        Bind::Pin(dir) => cmd.arg("--bind").arg(dir).arg(dir),
                        Bind::ReadOnly(path) => cmd.arg("--ro-bind").arg(path).arg(path),
                        Bind::Hide(file) => cmd.arg("--ro-bind").arg("/dev/null").arg(file),
                    };
                }
                cmd.arg("--chdir").arg(cwd).arg("--").arg(program);
                cmd
            }
            Launch::Unshare { setpriv, unshare } => {
                let mut cmd = Command::new(setpriv);
                cmd.args(["--pdeathsig", "KILL", "--"])
                    .arg(unshare)
                    .args(["--pid", "--fork", "--kill-child", "--mount-proc", "--"])
                    .arg(program);
                cmd
            }
            Launch::Direct => Command::new(program),
        };
        cmd.args(rest)
            .current_dir(cwd)
            .env_clear()
            .envs(env.iter().map(|(name, value)| (name, value)))
            .process_group(0);
        cmd
    }

    /// Runs `true` under this launcher; the error says why it failed.
    fn try_true(&self, root: &Path, env: &[(String, OsString)]) -> Result<(), String> {
        let name = match self.launch {
            Launch::Bwrap(_) => "bwrap",
            Launch::Unshare { .. } => "unshare",
            Launch::Direct => "bash",
        };
        let child = self
            .command(&["true".into()], root, &[], root, env)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("{name} could not start: {e}"))?;
        let finished = supervise(child, None, PROBE_TIMEOUT, 1024)
            .map_err(|e| format!("{name} was lost: {e}"))?;
        if finished.status.success() {
            return Ok(());
        }
        let (stderr, _) = finished.stderr.text();
        let why = stderr.lines().next().unwrap_or_default().trim().to_owned();
        Err(if finished.timed_out {
            format!("{name} did not finish a trivial command")
        } else if why.is_empty() {
            format!("{name} failed ({})", finished.status)
        } else {
            format!("{name} failed: {why}")
        })
    }
}

/// The executable file `name` on the server's `PATH`.
fn find(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| {
            std::fs::metadata(candidate)
                .is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0)
        })
}

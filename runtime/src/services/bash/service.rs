//! [`BashService`]: validating a `bash.run` call and building its process.

use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

use cap_std::ambient_authority;
use cap_std::fs::Dir;
use cordis_toolset_catalog::ServiceError;

use super::process::supervise;
use super::{Bash, BashConfig, RunOptions, RunOutput, StreamOutput};
use crate::services::bounded::{self, Capped};
use crate::services::fs::path::RootPath;

/// Shell syntax that would start a second program after the first word;
/// refused when a command allowlist is configured.
const CHAINING: [&str; 9] = [";", "&", "|", "`", "$(", "<", ">", "\n", "\r"];

/// The `bash` service.
#[derive(Debug)]
pub struct BashService {
    config: BashConfig,
    /// The canonical root path, used as the base of `current_dir`.
    root_path: PathBuf,
    /// A handle to the root, used to resolve `cwd` beneath it.
    root: Dir,
}

impl BashService {
    /// Checks the configuration; fails if the root is not a directory or a
    /// limit is zero.
    pub fn new(config: BashConfig) -> Result<Self, ServiceError> {
        let bad_root = |e: std::io::Error| {
            ServiceError::new(format!(
                "bash root {:?} cannot be opened as a directory ({e}); set `root` to an existing directory",
                config.root.display().to_string()
            ))
        };
        let root_path = std::fs::canonicalize(&config.root).map_err(bad_root)?;
        let root = Dir::open_ambient_dir(&root_path, ambient_authority()).map_err(bad_root)?;
        if config.timeout_ms == 0 {
            return Err(ServiceError::new(
                "bash `timeout_ms` is 0; set it to the longest a command may run, in milliseconds, like 30000",
            ));
        }
        Ok(Self {
            config,
            root_path,
            root,
        })
    }

    /// The absolute directory `cwd` names, refused unless it resolves to a
    /// directory inside the root.
    fn working_dir(&self, cwd: Option<&str>) -> Result<PathBuf, ServiceError> {
        let Some(cwd) = cwd else {
            return Ok(self.root_path.clone());
        };
        let path = RootPath::parse(cwd)
            .map_err(|e| ServiceError::new(format!("bash cwd refused: {}", e.message())))?;
        let real = self.root.canonicalize(path.as_dir_path()).map_err(|e| {
            ServiceError::new(format!(
                "bash cwd refused: {}",
                path.error("use as working directory", &e).message()
            ))
        })?;
        if !self.root.is_dir(&real) {
            return Err(ServiceError::new(format!(
                "bash cwd refused: {cwd:?} is not a directory; pass a directory relative to the root, like \"src\""
            )));
        }
        Ok(self.root_path.join(real))
    }

    /// Refuses a command the operator's allowlist does not permit.
    fn check_allowed(&self, command: &str) -> Result<(), ServiceError> {
        let Some(allowed) = &self.config.commands else {
            return Ok(());
        };
        let list = if allowed.is_empty() {
            "(none: the operator allows no command)".to_owned()
        } else {
            allowed.join(", ")
        };
        if let Some(op) = CHAINING.iter().find(|op| command.contains(**op)) {
            return Err(ServiceError::new(format!(
                "command refused: it contains {op:?}, and only single commands from the allowlist may run here \
                 ({list}); run one allowed command per call, without ; & | ` $( < > or newlines"
            )));
        }
        let first = command.split_whitespace().next().unwrap_or("");
        if !allowed.iter().any(|a| a == first) {
            return Err(ServiceError::new(format!(
                "command {first:?} is not allowed here; the allowed commands are: {list}"
            )));
        }
        Ok(())
    }

    /// Builds the `bash -c` process with the scrubbed environment.
    fn command(
        &self,
        command: &str,
        cwd: PathBuf,
        options: &RunOptions,
    ) -> Result<Command, ServiceError> {
        let mut cmd = Command::new("bash");
        cmd.arg("-c")
            .arg(command)
            .current_dir(cwd)
            .env_clear()
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .stdin(if options.stdin.is_some() {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .process_group(0);
        for name in &self.config.env_allowlist {
            if let Some(value) = std::env::var_os(name) {
                cmd.env(name, value);
            }
        }
        for (name, value) in options.env.iter().flatten() {
            if name.is_empty() || name.contains(['=', '\0']) || value.contains('\0') {
                return Err(ServiceError::new(format!(
                    "environment variable {name:?} is invalid: names must be non-empty without '=' or NUL, values without NUL"
                )));
            }
            cmd.env(name, value);
        }
        Ok(cmd)
    }
}

/// The captured text of one stream.
fn stream(buf: &Capped) -> StreamOutput {
    let (text, truncated) = buf.text();
    StreamOutput { text, truncated }
}

impl Bash for BashService {
    fn run(&self, command: String, options: Option<RunOptions>) -> Result<RunOutput, ServiceError> {
        let options = options.unwrap_or_default();
        let limit = options
            .timeout_ms
            .unwrap_or(self.config.timeout_ms)
            .min(self.config.timeout_ms);
        let timeout = bounded::timeout(Duration::from_millis(limit), "bash.run")?;
        self.check_allowed(&command)?;
        let cwd = self.working_dir(options.cwd.as_deref())?;
        let child = self
            .command(&command, cwd, &options)?
            .spawn()
            .map_err(|e| {
                ServiceError::new(format!(
                    "could not start bash: {e}; the bash service needs `bash` on the host PATH"
                ))
            })?;
        let finished = supervise(child, options.stdin, timeout, self.config.max_output_bytes)
            .map_err(|e| ServiceError::new(format!("lost track of the command: {e}")))?;
        Ok(RunOutput {
            stdout: stream(&finished.stdout),
            stderr: stream(&finished.stderr),
            exit_code: finished.status.code(),
            timed_out: finished.timed_out,
        })
    }
}

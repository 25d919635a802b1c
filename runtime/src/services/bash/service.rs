//! [`BashService`]: validating a `bash.run` call and building its process.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use cap_std::ambient_authority;
use cap_std::fs::Dir;
use cordis_toolset_catalog::ServiceError;

use super::isolation::{Isolation, Launcher};
use super::process::supervise;
use super::{Bash, BashConfig, RunOptions, RunOutput, StreamOutput, env, words};
use crate::services::bounded::{self, Capped};
use crate::services::fs::path::RootPath;
use crate::services::fs::protected::{Bind, Protected};

/// The `bash` service.
#[derive(Debug)]
pub struct BashService {
    config: BashConfig,
    /// The canonical root path, used as the base of `current_dir`.
    root_path: PathBuf,
    /// A handle to the root, used to resolve `cwd` beneath it.
    root: Dir,
    /// The allowlisted host variables, read once at start.
    host_env: Vec<(String, OsString)>,
    /// How commands are started, probed at start.
    launcher: Launcher,
    /// [`BashConfig::protected`], resolved under the root.
    protected: Protected,
    /// The mounts that protect them under bubblewrap.
    binds: Vec<Bind>,
}

impl BashService {
    /// Checks the configuration and probes the isolation this host allows
    /// (see [`Isolation`]); fails if the root is not a directory or a limit
    /// is zero.
    pub fn new(config: BashConfig) -> Result<Self, ServiceError> {
        Self::build(config, |root, env| Ok(Launcher::probe(root, env)))
    }

    /// Like [`BashService::new`], with exactly the isolation `level`; fails
    /// if it does not work here (tests use it to check each level).
    #[cfg(test)]
    pub(super) fn at(config: BashConfig, level: Isolation) -> Result<Self, ServiceError> {
        Self::build(config, |root, env| {
            Launcher::at(level, root, env).map_err(ServiceError::new)
        })
    }

    fn build(
        config: BashConfig,
        launcher: impl FnOnce(&std::path::Path, &[(String, OsString)]) -> Result<Launcher, ServiceError>,
    ) -> Result<Self, ServiceError> {
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
        let host_env: Vec<(String, OsString)> = config
            .env_allowlist
            .iter()
            .filter_map(|name| Some((name.clone(), std::env::var_os(name)?)))
            .collect();
        let protected = Protected::resolve(&root_path, &config.protected, "bash")?;
        let binds = protected.binds();
        let launcher = launcher(&root_path, &host_env)?;
        Ok(Self {
            config,
            root_path,
            root,
            host_env,
            launcher,
            protected,
            binds,
        })
    }

    /// How far commands are isolated on this host.
    pub fn isolation(&self) -> Isolation {
        self.launcher.isolation()
    }

    /// One line for the operator saying how commands are isolated and, if
    /// not fully, what is missing.
    pub fn status(&self) -> String {
        let status = self.launcher.status();
        if self.protected.is_empty() {
            return status;
        }
        if self.isolation() != Isolation::Namespaces {
            return format!(
                "{status}; without bubblewrap commands are NOT kept from {}",
                self.protected.whats().join(", ")
            );
        }
        let links: Vec<String> = self
            .protected
            .links()
            .into_iter()
            .map(|(link, what)| format!("{link:?} (on the way to {what})"))
            .collect();
        if links.is_empty() {
            return status;
        }
        format!(
            "{status}; commands can replace the symlink {}: name the real path instead",
            links.join(", ")
        )
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

    /// What to execute: `bash -c <command>`, or, under a `commands`
    /// allowlist, the command's own words, run without a shell.
    fn argv(&self, command: &str) -> Result<Vec<OsString>, ServiceError> {
        let Some(allowed) = &self.config.commands else {
            return Ok(["bash", "-c", command].map(OsString::from).to_vec());
        };
        let list = if allowed.is_empty() {
            "(none: the operator allows no command)".to_owned()
        } else {
            allowed.join(", ")
        };
        let words =
            words::split(command).map_err(|syntax| ServiceError::new(syntax.message(&list)))?;
        let first = words.first().map(String::as_str).unwrap_or_default();
        if !allowed.iter().any(|a| a == first) {
            return Err(ServiceError::new(format!(
                "command {first:?} is not allowed here; the allowed commands are: {list}"
            )));
        }
        Ok(words.into_iter().map(OsString::from).collect())
    }

    /// The host variables the operator allows, plus the caller's (each
    /// checked by [`env::check`]).
    fn environment(&self, options: &RunOptions) -> Result<Vec<(String, OsString)>, ServiceError> {
        let mut vars = self.host_env.clone();
        for (name, value) in options.env.iter().flatten() {
            env::check(name, value)?;
            vars.retain(|(existing, _)| existing != name);
            vars.push((name.clone(), value.into()));
        }
        Ok(vars)
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
        let argv = self.argv(&command)?;
        let vars = self.environment(&options)?;
        let cwd = self.working_dir(options.cwd.as_deref())?;
        let child = self
            .launcher
            .command(&argv, &self.root_path, &self.binds, &cwd, &vars)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .stdin(if options.stdin.is_some() {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .spawn()
            .map_err(|e| {
                let program = argv
                    .first()
                    .map(|p| p.to_string_lossy())
                    .unwrap_or_default();
                ServiceError::new(format!(
                    "could not start {program}: {e}; the program must be installed on the host PATH"
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

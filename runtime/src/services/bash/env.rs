//! Which variables a caller's `env` may set.
//!
//! The caller's `env` is data for the command, never configuration of the
//! shell or of the program loader: a name bash reads to decide what to run
//! (`BASH_ENV`, `BASH_FUNC_ls%%`, `PS4`, `IFS`, …), a name the dynamic
//! loader or C library reads in every program (`LD_PRELOAD`, `GCONV_PATH`,
//! …), and `PATH` (which decides the program a name runs) are refused, so
//! that neither a shell nor a command allowlist can be steered into
//! running other code.

use cordis_toolset_catalog::ServiceError;

/// Exact names bash reads at startup or while expanding a command.
const SHELL: [&str; 13] = [
    "ENV",
    "SHELLOPTS",
    "BASHOPTS",
    "IFS",
    "CDPATH",
    "GLOBIGNORE",
    "PROMPT_COMMAND",
    "EXECIGNORE",
    "PS0",
    "PS1",
    "PS2",
    "PS3",
    "PS4",
];

/// Exact names the dynamic loader or the C library reads in every program.
const LOADER: [&str; 5] = [
    "GCONV_PATH",
    "GLIBC_TUNABLES",
    "LOCPATH",
    "NLSPATH",
    "HOSTALIASES",
];

/// Why a caller's environment variable is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Refusal {
    /// Not a shell identifier (`BASH_FUNC_ls%%`, `A=B`, empty).
    NotAName,
    /// Bash reads it (`BASH_*` and [`SHELL`]).
    Shell,
    /// The loader or C library reads it (`LD_*` and [`LOADER`]).
    Loader,
    /// `PATH`: it picks the program a command name runs.
    Path,
    /// The value holds a NUL byte.
    Nul,
}

impl Refusal {
    fn of(name: &str, value: &str) -> Option<Self> {
        let mut chars = name.chars();
        let identifier = chars
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
        if name.starts_with("BASH_") || SHELL.contains(&name) {
            Some(Self::Shell)
        } else if name.starts_with("LD_") || LOADER.contains(&name) {
            Some(Self::Loader)
        } else if !identifier {
            Some(Self::NotAName)
        } else if name == "PATH" {
            Some(Self::Path)
        } else if value.contains('\0') {
            Some(Self::Nul)
        } else {
            None
        }
    }

    fn message(self, name: &str) -> String {
        let own = "pass your value under a name of your own instead, like \"MY_VALUE\"";
        match self {
            Self::NotAName => format!(
                "env name {name:?} refused: a variable name is letters, digits and _, not starting with a digit; {own}"
            ),
            Self::Shell => format!(
                "env name {name:?} refused: bash reads it to decide what to run, so setting it could run code the command does not show; {own}"
            ),
            Self::Loader => format!(
                "env name {name:?} refused: the dynamic loader or the C library reads it in every program, so setting it could load other code; {own}"
            ),
            Self::Path => format!(
                "env name {name:?} refused: it decides which program a command name runs; programs are found on the operator's PATH, so call them by name"
            ),
            Self::Nul => format!(
                "env value of {name:?} refused: it contains a NUL byte, which an environment variable cannot hold; remove it"
            ),
        }
    }
}

/// Refuses a variable the caller's `env` may not set, saying why and what
/// to do instead.
pub(super) fn check(name: &str, value: &str) -> Result<(), ServiceError> {
    match Refusal::of(name, value) {
        Some(refusal) => Err(ServiceError::new(refusal.message(name))),
        None => Ok(()),
    }
}

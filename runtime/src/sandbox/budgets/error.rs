//! Errors of the sandbox, written for a model that guesses: what tripped
//! is said here, what to do about it in `teach/budgets.rs`.

use crate::limits::Limits;
use crate::sandbox::size::measure::{HELD_BY_ALL, HELD_BYTES, MAX_NESTING};
use crate::sandbox::teach::budgets::{
    MOUNT_TOO_LARGE, MOUNTS_TOO_LARGE, OPERATIONS, SOURCE_TOO_LARGE, TIMEOUT, TOO_DEEP, TOO_LARGE,
    TOO_NESTED,
};

/// What `on_progress` returns to stop a chain that ran out of operations.
pub(crate) const OUT_OF_OPERATIONS: &str = "operations";
/// What `on_progress` returns to stop a call past its deadline.
pub(crate) const PAST_DEADLINE: &str = "deadline";
/// What `on_progress` returns to stop a call its caller cancelled.
pub(crate) const CANCELLED: &str = "cancelled";

/// Why script code could not be mounted or a script call failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SandboxError {
    /// The source does not parse; the message quotes the line with a caret.
    #[error("{message}")]
    Parse {
        /// The rendered diagnostic.
        message: String,
    },
    /// The script failed while running; the message points at the line.
    #[error("{message}")]
    Runtime {
        /// The rendered diagnostic.
        message: String,
    },
    /// The script threw a value it did not catch (`throw "no such id"`,
    /// or a service's failure): the message points at the line, and the
    /// value reaches a caller in another mount as it was thrown.
    #[error("{message}")]
    Thrown {
        /// The rendered diagnostic.
        message: String,
        /// The thrown value, as JSON text.
        json: String,
    },
    /// The call ran past its wall-clock budget.
    #[error("the script ran past its time budget of {limit_ms} ms and was stopped; {TIMEOUT}")]
    Timeout {
        /// The budget, in milliseconds.
        limit_ms: u64,
    },
    /// The call ran more operations than allowed.
    #[error("the script ran more than {limit} operations and was stopped{}; {OPERATIONS}", at_line(*line))]
    Operations {
        /// The budget.
        limit: u64,
        /// The line of the code it was running then, where known: what a
        /// loop that costs too much is found by.
        line: Option<usize>,
    },
    /// The caller cancelled the call ([`CallOptions`](crate::CallOptions)):
    /// it was stopped at its next operation, or never started.
    #[error(
        "the call was cancelled by its caller and stopped; what it had done before stays done, nothing after ran"
    )]
    Cancelled,
    /// Script calls nested too deeply (recursion, or services calling back).
    #[error("calls nested deeper than {limit} levels and were stopped; {TOO_DEEP}")]
    TooDeep {
        /// The limit.
        limit: usize,
    },
    /// A string, array or map grew past its limit.
    #[error("{what} grew past its limit of {limit}; {TOO_LARGE}")]
    TooLarge {
        /// What grew ("a string", "an array", "a map").
        what: &'static str,
        /// The limit.
        limit: usize,
    },
    /// The data a mount holds grew past its limit: what it keeps between
    /// calls, or one value of a call.
    #[error(
        "the plugin's data grew past {limit} bytes (max_mount_bytes: the most one mount may hold, counting its code, tools, listeners, timers and provided functions at what they were measured to take, the variables its functions capture, the values it provides and any one value of a call), so this call failed and its changes to the plugin's variables were undone; {MOUNT_TOO_LARGE}"
    )]
    MountTooLarge {
        /// The limit, in bytes.
        limit: usize,
    },
    /// The data all mounts hold together would grow past their limit.
    #[error(
        "the plugins' data together would grow past {limit} bytes (max_total_bytes: the most all mounts may hold at once), so this call failed and its changes to the plugin's variables were undone; {MOUNTS_TOO_LARGE}"
    )]
    MountsTooLarge {
        /// The limit, in bytes.
        limit: usize,
    },
    /// A value nested containers (arrays in arrays, maps in maps) too deeply.
    #[error(
        "a value nested arrays or maps more than {limit} levels deep and was stopped; {TOO_NESTED}"
    )]
    TooNested {
        /// The deepest nesting allowed.
        limit: usize,
    },
    /// The code is longer than the sandbox accepts.
    #[error(
        "the code is {size} bytes, more than the {limit} bytes a mount accepts; {SOURCE_TOO_LARGE}"
    )]
    SourceTooLarge {
        /// Its size.
        size: usize,
        /// The limit.
        limit: usize,
    },
    /// The code did not evaluate to a plugin.
    #[error("{0}")]
    NotAPlugin(String),
    /// The code itself, compiled, counts more bytes than one mount may
    /// hold, or than the mounts together may hold with the others.
    #[error(
        "the plugin's code of {bytes} bytes counts as {counted} bytes once compiled (about {per_byte} per byte of code, and {mount} per mount), past {limit} bytes ({key} under [limits]{others}); nothing was mounted. {advice}"
    )]
    CodeTooLarge {
        /// The source's size.
        bytes: usize,
        /// What it counts.
        counted: usize,
        /// Counted bytes per source byte.
        per_byte: usize,
        /// Counted bytes of any mount.
        mount: usize,
        /// The limit passed.
        limit: usize,
        /// `max_mount_bytes` or `max_total_bytes`.
        key: &'static str,
        /// ", with what the other mounts hold" for the total.
        others: &'static str,
        /// What to do instead.
        advice: &'static str,
    },
}

/// ` at line N`, where the line is known.
fn at_line(line: Option<usize>) -> String {
    line.map(|n| format!(" at line {n}")).unwrap_or_default()
}

impl SandboxError {
    /// Map a budget-related Rhai error to its variant; `None` for others.
    pub(crate) fn from_budget(error: &rhai::EvalAltResult, limits: &Limits) -> Option<Self> {
        use rhai::EvalAltResult as E;
        match error {
            E::ErrorTooManyOperations(at) => Some(Self::Operations {
                limit: limits.max_operations,
                line: at.line(),
            }),
            E::ErrorTerminated(token, at)
                if token
                    .read_lock::<rhai::ImmutableString>()
                    .is_some_and(|token| token.as_str() == OUT_OF_OPERATIONS) =>
            {
                Some(Self::Operations {
                    limit: limits.max_operations,
                    line: at.line(),
                })
            }
            E::ErrorTerminated(token, _)
                if token
                    .read_lock::<rhai::ImmutableString>()
                    .is_some_and(|token| token.as_str() == CANCELLED) =>
            {
                Some(Self::Cancelled)
            }
            E::ErrorTerminated(..) => Some(Self::Timeout {
                limit_ms: limits.timeout_ms,
            }),
            E::ErrorStackOverflow(_) => Some(Self::TooDeep {
                limit: limits.max_call_levels,
            }),
            E::ErrorDataTooLarge(what, _) if what.starts_with("Nesting") => {
                Some(Self::TooNested { limit: MAX_NESTING })
            }
            E::ErrorDataTooLarge(what, _) if what.starts_with(HELD_BY_ALL) => {
                Some(Self::MountsTooLarge {
                    limit: limits.max_total_bytes,
                })
            }
            E::ErrorDataTooLarge(what, _) if what.starts_with(HELD_BYTES) => {
                Some(Self::MountTooLarge {
                    limit: limits.max_mount_bytes,
                })
            }
            E::ErrorDataTooLarge(what, _) => Some(Self::too_large(what, limits)),
            E::ErrorInFunctionCall(_, _, inner, _) => Self::from_budget(inner, limits),
            _ => None,
        }
    }

    pub(crate) fn too_large(what: &str, limits: &Limits) -> Self {
        let lower = what.to_ascii_lowercase();
        if lower.contains("string") {
            // Rhai sums the strings of an array or map (nested ones
            // included) against the string limit, and so does the size guard.
            Self::TooLarge {
                what: "a string (the strings inside one array or map count together)",
                limit: limits.max_string_size,
            }
        } else if lower.contains("array") {
            Self::TooLarge {
                what: "an array",
                limit: limits.max_array_size,
            }
        } else {
            Self::TooLarge {
                what: "a map",
                limit: limits.max_map_size,
            }
        }
    }
}

//! The one list of built-in service names: what the operator grants
//! (`--allow`, `allow = [...]`), what scripts may not provide or shadow, and
//! what messages name.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A built-in service the operator can grant. `timer` is a façade object,
/// the others are services of this module (each behind its cargo feature;
/// the names are reserved whether or not it is compiled in).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[non_exhaustive]
pub enum BuiltinService {
    /// `fs`: files under the workspace root.
    Fs,
    /// `bash`: shell commands with time and output limits.
    Bash,
    /// `web`: HTTP to allow-listed hosts.
    Web,
    /// `timer`: `setTimeout`/`setInterval` on the plugin's fiber.
    Timer,
}

impl BuiltinService {
    /// Every built-in service, in the order help texts list them.
    pub const ALL: [Self; 4] = [Self::Fs, Self::Bash, Self::Web, Self::Timer];

    /// What is granted when the operator says nothing: `fs` and `timer`.
    pub const DEFAULT: [Self; 2] = [Self::Fs, Self::Timer];

    /// The name scripts `inject` and `--allow` takes.
    pub fn name(self) -> &'static str {
        match self {
            Self::Fs => "fs",
            Self::Bash => "bash",
            Self::Web => "web",
            Self::Timer => "timer",
        }
    }

    /// Whether this build provides it: `fs`, `bash` and `web` are each
    /// behind the cargo feature of their name.
    pub fn compiled_in(self) -> bool {
        match self {
            Self::Fs => cfg!(feature = "fs"),
            Self::Bash => cfg!(feature = "bash"),
            Self::Web => cfg!(feature = "web"),
            Self::Timer => true,
        }
    }

    /// The built-in service called exactly `name`, if any.
    pub fn named(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|service| service.name() == name)
    }

    /// Every name in backquotes, joined by commas: how texts the model
    /// and the operator read list them (`` `fs`, `bash`, `web`, `timer` ``).
    pub fn quoted() -> String {
        Self::ALL.map(|service| format!("`{service}`")).join(", ")
    }

    /// Every name, joined by `sep` (for messages).
    pub fn names(sep: &str) -> String {
        Self::ALL.map(Self::name).join(sep)
    }
}

impl fmt::Display for BuiltinService {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no built-in service.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is no built-in service; they are: {names}", names = BuiltinService::names(", "))]
pub struct UnknownService(pub String);

impl FromStr for BuiltinService {
    type Err = UnknownService;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::named(name).ok_or_else(|| UnknownService(name.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_match_serde() {
        for service in BuiltinService::ALL {
            assert_eq!(service.name().parse(), Ok(service));
            assert_eq!(
                serde_json::to_value(service).ok(),
                Some(serde_json::json!(service.name()))
            );
        }
        assert_eq!(BuiltinService::names(","), "fs,bash,web,timer");
        assert!("FS".parse::<BuiltinService>().is_err());
    }
}

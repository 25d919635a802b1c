//! [`Principal`]: who an HTTP request comes from, by the token it carries
//! (one line `NAME:TOKEN` of `--token-file`, see [`super::token`]).
//!
//! The name goes into the audit lines, the log's spans and the metrics'
//! labels, so it is a short word of a closed alphabet: no escaping is ever
//! needed, and the token file bounds how many there are.

use std::sync::Arc;

/// The most characters a principal's name may have.
pub const MAX_NAME: usize = 64;

/// An authenticated caller, named in `--token-file`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Principal(Arc<str>);

impl Principal {
    /// The name of the principal of a bare token (a line without `NAME:`,
    /// or the token generated when there is no `--token-file`).
    pub const DEFAULT: &'static str = "default";

    /// The principal of a bare token.
    pub fn default_principal() -> Self {
        Self(Arc::from(Self::DEFAULT))
    }

    /// `name` as a principal, if it is 1 to [`MAX_NAME`] ASCII letters,
    /// digits, `-`, `_` or `.`.
    pub fn parse(name: &str) -> Option<Self> {
        let valid = !name.is_empty()
            && name.len() <= MAX_NAME
            && name
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'.'));
        valid.then(|| Self(Arc::from(name)))
    }

    /// The name.
    pub fn name(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for Principal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_short_words_of_a_closed_alphabet() {
        for good in ["default", "alice", "ci-bot_2.prod", &"a".repeat(MAX_NAME)] {
            assert_eq!(
                Principal::parse(good).map(|p| p.to_string()),
                Some(good.to_owned())
            );
        }
        for bad in [
            "",
            "has space",
            "ünï",
            "a\"b",
            "a{b}",
            &"a".repeat(MAX_NAME + 1),
        ] {
            assert!(Principal::parse(bad).is_none(), "{bad:?}");
        }
    }
}

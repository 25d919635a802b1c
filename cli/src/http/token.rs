//! The bearer token every HTTP request must carry: read from the first line
//! of `--token-file`, or generated at start (and printed to stderr once).
//!
//! A request is let through only with `Authorization: Bearer <token>`
//! (the scheme in any letter case); the comparison takes the same time
//! wherever the first difference is, so the token cannot be guessed byte by
//! byte from response times.

use std::fmt::Write as _;
use std::path::Path;

use hyper::HeaderMap;
use hyper::header::AUTHORIZATION;

use crate::config::ConfigError;

/// Random bytes in a generated token (64 hex characters).
const GENERATED_BYTES: usize = 32;

/// Fewest characters a token from `--token-file` may have when the server
/// listens beyond loopback: a short one could be guessed by trying.
const MIN_NETWORK_TOKEN: usize = 16;

/// The token the server accepts.
#[derive(Clone)]
pub struct Token(String);

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never print the secret by accident.
        f.write_str("Token(..)")
    }
}

impl Token {
    /// The token on the first line of `path`, without surrounding blanks.
    pub fn from_file(path: &Path) -> Result<Self, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::TokenFile {
            path: path.to_owned(),
            source,
        })?;
        let first = text.lines().next().unwrap_or_default().trim();
        if first.is_empty() {
            return Err(ConfigError::EmptyToken {
                path: path.to_owned(),
            });
        }
        Ok(Self(first.to_owned()))
    }

    /// The token from `--token-file` `path` if it is long enough to serve
    /// beyond loopback, where anyone on the network may try tokens.
    pub fn for_the_network(self, path: &Path) -> Result<Self, ConfigError> {
        if self.0.len() < MIN_NETWORK_TOKEN {
            return Err(ConfigError::ShortToken {
                path: path.to_owned(),
                len: self.0.len(),
                min: MIN_NETWORK_TOKEN,
            });
        }
        Ok(self)
    }

    /// A fresh random token from the operating system's generator.
    pub fn generate() -> Result<Self, getrandom::Error> {
        let mut bytes = [0u8; GENERATED_BYTES];
        getrandom::fill(&mut bytes)?;
        let mut hex = String::with_capacity(GENERATED_BYTES * 2);
        for byte in bytes {
            // Writing to a String cannot fail.
            let _ = write!(hex, "{byte:02x}");
        }
        Ok(Self(hex))
    }

    /// The token itself, to show the operator once.
    pub fn secret(&self) -> &str {
        &self.0
    }

    /// Whether `headers` carry `Authorization: Bearer <this token>`.
    pub fn authorizes(&self, headers: &HeaderMap) -> bool {
        self.authorizes_values(headers.get_all(AUTHORIZATION).iter().map(|v| v.as_bytes()))
    }

    /// Whether the values of a request's `Authorization` headers are
    /// exactly one, `Bearer <this token>`: [`Token::authorizes`] for a head
    /// hyper has not parsed (a connection's first, see [`super::head`]).
    pub fn authorizes_values<'a>(&self, mut values: impl Iterator<Item = &'a [u8]>) -> bool {
        let (Some(value), None) = (values.next(), values.next()) else {
            return false;
        };
        let Some((scheme, token)) = value.split_first_chunk::<7>() else {
            return false;
        };
        scheme.eq_ignore_ascii_case(b"Bearer ") && same(token.trim_ascii(), self.0.as_bytes())
    }
}

/// `given == expected`, in a time that depends on the expected length only
/// (neither where they differ nor how long `given` is).
fn same(given: &[u8], expected: &[u8]) -> bool {
    let differ = u8::from(given.len() != expected.len());
    expected.iter().enumerate().fold(differ, |diff, (i, byte)| {
        diff | (byte ^ given.get(i).copied().unwrap_or(!byte))
    }) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use hyper::header::HeaderValue;

    fn headers(values: &[&str]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for value in values {
            map.append(AUTHORIZATION, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn only_the_exact_bearer_token_is_let_through() {
        let token = Token("s3cret".into());
        assert!(token.authorizes(&headers(&["Bearer s3cret"])));
        assert!(token.authorizes(&headers(&["bearer s3cret"])));
        for refused in [
            &[][..],
            &["Bearer"],
            &["Bearer "],
            &["Bearer s3cre"],
            &["Bearer s3cret2"],
            &["Basic s3cret"],
            &["s3cret"],
            &["Bearer s3cret", "Bearer s3cret"],
        ] {
            assert!(!token.authorizes(&headers(refused)), "{refused:?}");
        }
    }

    #[test]
    fn the_token_is_the_first_line_of_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("token");
        std::fs::write(&path, "  abc123abc123abc123  \nsecond line\n").unwrap();
        assert_eq!(
            Token::from_file(&path).unwrap().secret(),
            "abc123abc123abc123"
        );
        std::fs::write(&path, "abc123\n").unwrap();
        let short = Token::from_file(&path).unwrap();
        let error = short.for_the_network(&path).unwrap_err().to_string();
        assert!(error.contains("at least 16"), "{error}");
        std::fs::write(&path, "\nabc\n").unwrap();
        let error = Token::from_file(&path).unwrap_err().to_string();
        assert!(error.contains("first line"), "{error}");
        let error = Token::from_file(&dir.path().join("missing"))
            .unwrap_err()
            .to_string();
        assert!(error.contains("--token-file FILE"), "{error}");
    }

    #[test]
    fn generated_tokens_are_long_and_differ() {
        let (a, b) = (Token::generate().unwrap(), Token::generate().unwrap());
        assert_eq!(a.secret().len(), 64);
        assert!(a.secret().bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(a.secret(), b.secret());
    }
}

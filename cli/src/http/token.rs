//! The bearer tokens HTTP requests must carry, each naming a
//! [`Principal`]: read from `--token-file`, or one generated at start (and
//! printed to stderr once) for the principal `default`.
//!
//! The file holds one principal a line, `NAME:TOKEN`; a bare `TOKEN` is the
//! principal `default` (so a file written for one token, as before, still
//! works). Blank lines and lines starting with `#` are skipped. A file with
//! a bad name, an empty token, a name or token given twice, or (serving
//! beyond loopback) a token shorter than [`MIN_NETWORK_TOKEN`] characters
//! fails the start, naming the line.
//!
//! A request is let through only with `Authorization: Bearer <token>`
//! (the scheme in any letter case), and is then its principal's. Every
//! known token is compared, each in a time that depends on the known
//! token's length only, so no token can be guessed byte by byte from
//! response times, nor which principal is closer.

use std::fmt::Write as _;
use std::path::Path;

use hyper::HeaderMap;
use hyper::header::AUTHORIZATION;

use super::principal::Principal;
use crate::config::{ConfigError, TokenProblem};

/// Random bytes in a generated token (64 hex characters).
const GENERATED_BYTES: usize = 32;

/// Fewest characters a token from `--token-file` may have when the server
/// listens beyond loopback: a short one could be guessed by trying.
pub const MIN_NETWORK_TOKEN: usize = 16;

/// One principal and its token.
struct Entry {
    principal: Principal,
    secret: String,
}

/// The tokens the server accepts, each with its principal.
pub struct Tokens {
    entries: Vec<Entry>,
}

impl std::fmt::Debug for Tokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never print a secret by accident.
        f.debug_list()
            .entries(self.entries.iter().map(|entry| entry.principal.name()))
            .finish()
    }
}

impl Tokens {
    /// The principals and tokens of `--token-file` `path`; with
    /// `beyond_loopback`, every token must be long enough for the network.
    pub fn from_file(path: &Path, beyond_loopback: bool) -> Result<Self, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::TokenFile {
            path: path.to_owned(),
            source,
        })?;
        Self::parse(&text, beyond_loopback).map_err(|error| match error {
            Parsed::Empty => ConfigError::EmptyToken {
                path: path.to_owned(),
            },
            Parsed::Line(line, problem) => ConfigError::TokenLine {
                path: path.to_owned(),
                line,
                problem,
            },
        })
    }

    /// [`Tokens::from_file`] on the file's `text`.
    fn parse(text: &str, beyond_loopback: bool) -> Result<Self, Parsed> {
        let mut entries: Vec<(usize, Entry)> = Vec::new();
        for (index, line) in text.lines().enumerate() {
            let number = index + 1;
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (principal, secret) = match line.split_once(':') {
                Some((name, secret)) => {
                    let name = name.trim();
                    let principal = Principal::parse(name).ok_or_else(|| {
                        Parsed::Line(
                            number,
                            TokenProblem::BadName {
                                name: crate::escape::escape_controls(name).into_owned(),
                            },
                        )
                    })?;
                    (principal, secret.trim())
                }
                None => (Principal::default_principal(), line),
            };
            if secret.is_empty() {
                return Err(Parsed::Line(number, TokenProblem::NoToken));
            }
            if beyond_loopback && secret.len() < MIN_NETWORK_TOKEN {
                return Err(Parsed::Line(
                    number,
                    TokenProblem::Short {
                        len: secret.len(),
                        min: MIN_NETWORK_TOKEN,
                    },
                ));
            }
            for (first, entry) in &entries {
                if entry.principal == principal {
                    return Err(Parsed::Line(
                        number,
                        TokenProblem::DuplicateName {
                            name: principal.to_string(),
                            first: *first,
                        },
                    ));
                }
                if entry.secret == secret {
                    return Err(Parsed::Line(
                        number,
                        TokenProblem::DuplicateToken { first: *first },
                    ));
                }
            }
            entries.push((
                number,
                Entry {
                    principal,
                    secret: secret.to_owned(),
                },
            ));
        }
        if entries.is_empty() {
            return Err(Parsed::Empty);
        }
        Ok(Self {
            entries: entries.into_iter().map(|(_, entry)| entry).collect(),
        })
    }

    /// A fresh random token, from the operating system's generator, for
    /// the principal `default`.
    pub fn generate() -> Result<Self, getrandom::Error> {
        let mut bytes = [0u8; GENERATED_BYTES];
        getrandom::fill(&mut bytes)?;
        let mut hex = String::with_capacity(GENERATED_BYTES * 2);
        for byte in bytes {
            // Writing to a String cannot fail.
            let _ = write!(hex, "{byte:02x}");
        }
        Ok(Self {
            entries: vec![Entry {
                principal: Principal::default_principal(),
                secret: hex,
            }],
        })
    }

    /// The first principal's token: the generated one, to show the
    /// operator once.
    pub fn secret(&self) -> &str {
        self.entries
            .first()
            .map(|entry| entry.secret.as_str())
            .unwrap_or_default()
    }

    /// The principals, in the file's order.
    pub fn principals(&self) -> impl Iterator<Item = &Principal> {
        self.entries.iter().map(|entry| &entry.principal)
    }

    /// The principal whose token `headers` carry as `Authorization: Bearer
    /// <token>`, if any.
    pub fn authorizes(&self, headers: &HeaderMap) -> Option<Principal> {
        self.authorizes_values(headers.get_all(AUTHORIZATION).iter().map(|v| v.as_bytes()))
    }

    /// The principal of the values of a request's `Authorization` headers
    /// when they are exactly one, `Bearer <a known token>`:
    /// [`Tokens::authorizes`] for a head hyper has not parsed (a
    /// connection's first, see [`super::head`]).
    pub fn authorizes_values<'a>(
        &self,
        mut values: impl Iterator<Item = &'a [u8]>,
    ) -> Option<Principal> {
        let (Some(value), None) = (values.next(), values.next()) else {
            return None;
        };
        let (scheme, token) = value.split_first_chunk::<7>()?;
        if !scheme.eq_ignore_ascii_case(b"Bearer ") {
            return None;
        }
        let token = token.trim_ascii();
        // Every entry is compared, whichever matches: the time taken says
        // nothing about which token is closest.
        let mut matched = None;
        for entry in &self.entries {
            if same(token, entry.secret.as_bytes()) {
                matched = Some(&entry.principal);
            }
        }
        matched.cloned()
    }
}

/// Why a token file's text was refused, before the path is known.
enum Parsed {
    Empty,
    Line(usize, TokenProblem),
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

    fn tokens(text: &str) -> Tokens {
        Tokens::parse(text, false).ok().unwrap()
    }

    fn name(principal: Option<Principal>) -> Option<String> {
        principal.map(|principal| principal.to_string())
    }

    #[test]
    fn only_an_exact_bearer_token_is_let_through() {
        let tokens = tokens("s3cret\n");
        assert_eq!(
            name(tokens.authorizes(&headers(&["Bearer s3cret"]))).as_deref(),
            Some("default")
        );
        assert!(tokens.authorizes(&headers(&["bearer s3cret"])).is_some());
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
            assert!(
                tokens.authorizes(&headers(refused)).is_none(),
                "{refused:?}"
            );
        }
    }

    #[test]
    fn each_line_names_a_principal_and_its_token() {
        let tokens = tokens(
            "# the agents\n\nalice: token-of-alice-0123\n  bob:token-of-bob-456789  \nbare-token-for-default\n",
        );
        let names: Vec<_> = tokens.principals().map(Principal::to_string).collect();
        assert_eq!(names, ["alice", "bob", "default"]);
        let who = |token: &str| name(tokens.authorizes(&headers(&[&format!("Bearer {token}")])));
        assert_eq!(who("token-of-alice-0123").as_deref(), Some("alice"));
        assert_eq!(who("token-of-bob-456789").as_deref(), Some("bob"));
        assert_eq!(who("bare-token-for-default").as_deref(), Some("default"));
        assert_eq!(who("alice: token-of-alice-0123"), None);
        assert_eq!(who("token-of-alice"), None);
    }

    #[test]
    fn a_bad_file_is_refused_naming_the_line() {
        let problem = |text: &str, beyond_loopback| match Tokens::parse(text, beyond_loopback) {
            Ok(_) => panic!("accepted {text:?}"),
            Err(Parsed::Empty) => "empty".to_owned(),
            Err(Parsed::Line(line, problem)) => format!("line {line}: {problem}"),
        };
        assert_eq!(problem("", false), "empty");
        assert_eq!(problem("# only a comment\n\n", false), "empty");
        let cases = [
            (
                "a:0123456789abcdef\na:fedcba9876543210\n",
                "line 2",
                "named on line 1",
            ),
            (
                "a:0123456789abcdef\nb:0123456789abcdef\n",
                "line 2",
                "line 1",
            ),
            ("tok1\ntok2\n", "line 2", "`default`"),
            ("# x\nhas space:0123456789abcdef\n", "line 2", "`has space`"),
            ("alice:\n", "line 1", "no token"),
        ];
        for (text, line, says) in cases {
            let problem = problem(text, false);
            assert!(
                problem.starts_with(line) && problem.contains(says),
                "{problem}"
            );
        }
        let short = problem("alice:abc\n", true);
        assert!(
            short.contains("line 1") && short.contains("3 characters"),
            "{short}"
        );
        assert!(short.contains("at least 16"), "{short}");
        assert!(
            Tokens::parse("alice:abc\n", false).is_ok(),
            "short is fine on loopback"
        );
    }

    #[test]
    fn a_missing_file_names_the_flag() {
        let dir = tempfile::tempdir().unwrap();
        let error = Tokens::from_file(&dir.path().join("missing"), false)
            .unwrap_err()
            .to_string();
        assert!(error.contains("--token-file FILE"), "{error}");
    }

    #[test]
    fn generated_tokens_are_long_and_differ() {
        let (a, b) = (Tokens::generate().unwrap(), Tokens::generate().unwrap());
        assert_eq!(a.secret().len(), 64);
        assert!(a.secret().bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(a.secret(), b.secret());
        assert_eq!(format!("{a:?}"), "[\"default\"]", "no secret in Debug");
    }
}

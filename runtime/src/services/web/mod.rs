//! `web`: HTTP(S) fetches to operator-allowlisted hosts.
//!
//! Three fences, each checked on every redirect hop: the host must be on
//! the allowlist (an empty allowlist reaches nothing); every address the
//! host *resolves to* must be public — link-local / cloud-metadata
//! addresses (169.254.0.0/16, fe80::/10) are always refused, loopback and
//! private ranges unless `allow_private` is set — and the check happens in
//! the resolver ureq connects with, so a second DNS answer cannot slip past
//! it. Environment proxies are ignored (a proxy would hide the real target).
//!
//! A redirect to another origin (scheme, host or port) drops the request
//! headers that may carry credentials: `Authorization`, `Cookie`,
//! `Proxy-Authorization`, and every header whose name contains `auth`,
//! `key`, `token`, `secret`, `password` or `session` (`X-Api-Key`, …).

mod guard;
mod service;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

use cordis_toolset_catalog::ServiceError;
use cordis_toolset_macros::{Shape, service};
use serde::{Deserialize, Serialize};

pub use service::WebService;

/// Fetch web pages and APIs from allowlisted hosts.
///
/// Only hosts the operator allowlisted can be reached; redirects are
/// followed (each hop checked again; a hop to another scheme, host or port
/// drops credential headers such as `Authorization`, `Cookie` and
/// `X-Api-Key`), and the body is cut at the size limit
/// with `truncated: true`. Any HTTP status is a normal response, not an error.
#[service(name = "web")]
pub trait Web: Send + Sync {
    /// Fetch `url` (http or https) and return status, final URL, headers and
    /// body text.
    fn fetch(
        &self,
        url: String,
        options: Option<FetchOptions>,
    ) -> Result<FetchResponse, ServiceError>;
}

/// Options of one `web.fetch` call; every field may be left out.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[serde(default, deny_unknown_fields)]
pub struct FetchOptions {
    /// HTTP method: GET (default), HEAD, POST, PUT, PATCH, DELETE or OPTIONS.
    pub method: Option<String>,
    /// Request headers.
    pub headers: Option<BTreeMap<String, String>>,
    /// Request body text.
    pub body: Option<String>,
    /// Timeout in milliseconds for the whole fetch, redirects included; it
    /// can only shorten the operator's limit, never extend it.
    pub timeout_ms: Option<u64>,
}

/// The response to a fetch.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
pub struct FetchResponse {
    /// HTTP status code, like 200 or 404.
    pub status: u16,
    /// The URL that answered, after redirects.
    pub url: String,
    /// Response headers, names lowercase; repeated headers joined with ", ".
    pub headers: BTreeMap<String, String>,
    /// The body as text (invalid UTF-8 replaced by U+FFFD).
    pub body: String,
    /// Whether the body was larger than the size limit and was cut.
    pub truncated: bool,
}

/// Operator configuration of the `web` service (a TOML table; unknown keys
/// are refused).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct WebConfig {
    /// Hosts that may be fetched: exact names like `"api.github.com"`, or
    /// `"*.example.com"` for every subdomain of example.com. Default: empty,
    /// which reaches nothing.
    pub allow_hosts: Vec<String>,
    /// Whether loopback and private addresses (127.0.0.0/8, 10.0.0.0/8,
    /// 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10, ::1, fc00::/7) may be
    /// reached. Link-local and metadata addresses never may. Default: false.
    pub allow_private: bool,
    /// The longest one fetch may take, redirects included, in milliseconds.
    /// Default: 30 000.
    pub timeout_ms: u64,
    /// Bytes of body kept; the rest is cut and flagged. Default: 1 MiB.
    pub max_body_bytes: usize,
    /// Redirects followed before giving up. Default: 5.
    pub max_redirects: u32,
}

/// Default for [`WebConfig::timeout_ms`]: 30 seconds.
pub const DEFAULT_TIMEOUT_MS: u64 = 30_000;
/// Default for [`WebConfig::max_body_bytes`]: 1 MiB.
pub const DEFAULT_MAX_BODY_BYTES: usize = 1024 * 1024;
/// Default for [`WebConfig::max_redirects`].
pub const DEFAULT_MAX_REDIRECTS: u32 = 5;

impl Default for WebConfig {
    fn default() -> Self {
        Self {
            allow_hosts: Vec::new(),
            allow_private: false,
            timeout_ms: DEFAULT_TIMEOUT_MS,
            max_body_bytes: DEFAULT_MAX_BODY_BYTES,
            max_redirects: DEFAULT_MAX_REDIRECTS,
        }
    }
}

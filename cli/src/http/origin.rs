//! The `Origin` check (MCP's streamable HTTP transport asks servers to
//! validate it against DNS rebinding): a request that carries an `Origin`
//! header is served only when that origin is allowed: one named with
//! `--allow-origin`, or the server's own address when it listens on
//! loopback. Requests without `Origin` (every client that is not a
//! browser) are not affected.

use std::net::SocketAddr;

use hyper::HeaderMap;
use hyper::header::ORIGIN;

/// The origins whose requests are served.
#[derive(Debug, Clone)]
pub struct Origins {
    allowed: Vec<String>,
}

impl Origins {
    /// `named` (from `--allow-origin`), plus the server's own origins at
    /// `bound` when it is a loopback address.
    pub fn new(named: &[String], bound: SocketAddr) -> Self {
        let mut allowed: Vec<String> = named.iter().map(|origin| normalize(origin)).collect();
        if bound.ip().is_loopback() {
            let port = bound.port();
            allowed.extend([
                format!("http://127.0.0.1:{port}"),
                format!("http://localhost:{port}"),
                format!("http://[::1]:{port}"),
            ]);
        }
        Self { allowed }
    }

    /// The origin `headers` name when it is not allowed; `None` when there
    /// is none or it is allowed.
    pub fn refused(&self, headers: &HeaderMap) -> Option<String> {
        let origin = headers.get(ORIGIN)?;
        let text = String::from_utf8_lossy(origin.as_bytes()).into_owned();
        let admitted = self.allowed.contains(&normalize(&text));
        (!admitted).then_some(text)
    }
}

/// An origin as compared: trimmed, without a trailing slash, in lower case
/// (scheme and host are case-insensitive; an origin has no path).
fn normalize(origin: &str) -> String {
    origin.trim().trim_end_matches('/').to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use hyper::header::HeaderValue;

    use super::*;

    fn with_origin(origin: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(ORIGIN, HeaderValue::from_str(origin).unwrap());
        headers
    }

    #[test]
    fn only_named_origins_and_the_servers_own_on_loopback_are_served() {
        let bound: SocketAddr = "127.0.0.1:7331".parse().unwrap();
        let origins = Origins::new(&["https://Agent.example/".to_owned()], bound);
        assert_eq!(origins.refused(&HeaderMap::new()), None);
        assert_eq!(origins.refused(&with_origin("https://agent.example")), None);
        assert_eq!(origins.refused(&with_origin("http://localhost:7331")), None);
        assert_eq!(
            origins.refused(&with_origin("http://evil.example")),
            Some("http://evil.example".to_owned())
        );
        assert!(
            origins
                .refused(&with_origin("http://localhost:8080"))
                .is_some()
        );
        let public = Origins::new(&[], "0.0.0.0:7331".parse().unwrap());
        assert!(
            public
                .refused(&with_origin("http://127.0.0.1:7331"))
                .is_some()
        );
    }
}

//! [`WebService`]: one fetch, its redirects followed by hand so that every
//! hop is checked against the allowlist and the address guard.

use std::collections::BTreeMap;
use std::io::Read;
use std::sync::Arc;
use std::time::{Duration, Instant};

use cordis_toolset_catalog::ServiceError;
use ureq::http::{self, Method, Response, header};
use ureq::unversioned::transport::DefaultConnector;
use ureq::{Agent, AsSendBody, Body};
use url::Url;

use super::guard::{GuardedResolver, as_blocked, host_allowed};
use super::{FetchOptions, FetchResponse, Web, WebConfig};
use crate::services::bounded::{self, Capped};

/// Methods a fetch may use.
const METHODS: [&str; 7] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/// Header names (lowercase) dropped when a redirect leaves the original
/// origin (scheme, host and port).
const CREDENTIAL_HEADERS: [&str; 3] = ["authorization", "cookie", "proxy-authorization"];

/// Parts of a header name (lowercase) that mark it as a credential, dropped
/// like [`CREDENTIAL_HEADERS`]: `X-Api-Key`, `X-Auth-Token`, `X-Client-Secret`, …
const CREDENTIAL_PARTS: [&str; 6] = ["auth", "key", "token", "secret", "password", "session"];

/// Whether a request header may carry a credential. Errs on the side of
/// dropping: a header a cross-origin hop loses can be sent again by a
/// second fetch to the final URL, a leaked secret cannot be taken back.
fn is_credential(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    CREDENTIAL_HEADERS.contains(&name.as_str())
        || CREDENTIAL_PARTS.iter().any(|part| name.contains(part))
}

/// The `web` service.
#[derive(Debug, Clone)]
pub struct WebService {
    config: Arc<WebConfig>,
    agent: Agent,
}

impl WebService {
    /// Checks the configuration and builds the HTTP agent (no proxy, no
    /// automatic redirects, statuses returned as responses).
    pub fn new(mut config: WebConfig) -> Result<Self, ServiceError> {
        for host in &mut config.allow_hosts {
            if host.is_empty() || host.contains(['/', ':']) && !host.starts_with('[') {
                return Err(ServiceError::new(format!(
                    "web `allow_hosts` entry {host:?} is not a host name; write names like \"api.github.com\" \
                     or \"*.example.com\", without scheme, port or path"
                )));
            }
            host.make_ascii_lowercase();
        }
        if config.timeout_ms == 0 {
            return Err(ServiceError::new(
                "web `timeout_ms` is 0; set it to the longest one fetch may take, in milliseconds, like 30000",
            ));
        }
        let agent_config = Agent::config_builder()
            .proxy(None)
            .max_redirects(0)
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_millis(config.timeout_ms)))
            .build();
        let agent = Agent::with_parts(
            agent_config,
            DefaultConnector::default(),
            GuardedResolver::new(config.allow_private),
        );
        Ok(Self {
            config: Arc::new(config),
            agent,
        })
    }

    /// Refuses a URL that is not http(s) or whose host is not allowlisted.
    fn check_url(&self, url: &Url) -> Result<(), ServiceError> {
        if !matches!(url.scheme(), "http" | "https") {
            return Err(ServiceError::new(format!(
                "cannot fetch {:?}: only http:// and https:// URLs are supported",
                url.as_str()
            )));
        }
        let host = url.host_str().unwrap_or_default();
        let host = host.trim_start_matches('[').trim_end_matches(']');
        if self.config.allow_hosts.is_empty() {
            return Err(ServiceError::new(format!(
                "cannot fetch {:?}: no host is allowlisted for the web service, so nothing can be reached; \
                 the operator must list hosts in its `allow_hosts` setting",
                url.as_str()
            )));
        }
        if !host_allowed(host, &self.config.allow_hosts) {
            return Err(ServiceError::new(format!(
                "cannot fetch {:?}: host {host:?} is not on the allowlist; the allowed hosts are: {}",
                url.as_str(),
                self.config.allow_hosts.join(", ")
            )));
        }
        Ok(())
    }

    /// Sends one request, bounded by `left`.
    fn send(
        &self,
        method: &Method,
        url: &Url,
        headers: &BTreeMap<String, String>,
        body: Option<&str>,
        left: Duration,
    ) -> Result<Response<Body>, ServiceError> {
        let mut builder = http::Request::builder()
            .method(method.clone())
            .uri(url.as_str());
        for (name, value) in headers {
            builder = builder.header(name.as_str(), value.as_str());
        }
        let bad_request = |e: http::Error| {
            ServiceError::new(format!(
                "cannot build the request to {:?}: {e}; check header names and values",
                url.as_str()
            ))
        };
        match body {
            Some(text) => self.run(
                builder.body(text.to_owned()).map_err(bad_request)?,
                url,
                left,
            ),
            None => self.run(builder.body(()).map_err(bad_request)?, url, left),
        }
    }

    fn run(
        &self,
        request: http::Request<impl AsSendBody>,
        url: &Url,
        left: Duration,
    ) -> Result<Response<Body>, ServiceError> {
        let request = self
            .agent
            .configure_request(request)
            .timeout_global(Some(left))
            .build();
        self.agent.run(request).map_err(|e| self.explain(&e, url))
    }

    /// A message for a failed request that says what to do next.
    fn explain(&self, err: &ureq::Error, url: &Url) -> ServiceError {
        let u = url.as_str();
        if let Some(blocked) = as_blocked(err) {
            return ServiceError::new(format!("cannot fetch {u:?}: {blocked}"));
        }
        ServiceError::new(match err {
            ureq::Error::Timeout(_) => format!(
                "fetching {u:?} timed out; try a smaller request or a faster endpoint, or pass a larger `timeout_ms` (up to {} ms)",
                self.config.timeout_ms
            ),
            ureq::Error::HostNotFound => {
                format!(
                    "cannot fetch {u:?}: host name could not be resolved; check the spelling of the host"
                )
            }
            ureq::Error::ConnectionFailed => {
                format!("cannot fetch {u:?}: the connection failed; the server may be down")
            }
            ureq::Error::Io(io) => format!("cannot fetch {u:?}: {io}"),
            other => format!("cannot fetch {u:?}: {other}"),
        })
    }
}

/// The next URL, method and body if `response` is a redirect to follow.
fn redirect(
    response: &Response<Body>,
    url: &Url,
    method: &Method,
) -> Result<Option<(Url, Method, bool)>, ServiceError> {
    let status = response.status().as_u16();
    if !matches!(status, 301 | 302 | 303 | 307 | 308) {
        return Ok(None);
    }
    let Some(location) = response.headers().get(header::LOCATION) else {
        return Ok(None);
    };
    let next = location
        .to_str()
        .ok()
        .and_then(|l| url.join(l).ok())
        .ok_or_else(|| {
            ServiceError::new(format!(
                "{:?} redirected to an invalid location {location:?}",
                url.as_str()
            ))
        })?;
    // 303, and 301/302 after a POST, turn into a GET without body (as browsers do).
    let to_get = status == 303 || (matches!(status, 301 | 302) && *method == Method::POST);
    if to_get && *method != Method::HEAD {
        Ok(Some((next, Method::GET, false)))
    } else {
        Ok(Some((next, method.clone(), true)))
    }
}

/// Response headers as a sorted map; repeated names joined with ", ".
fn header_map(response: &Response<Body>) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    for (name, value) in response.headers() {
        let value = String::from_utf8_lossy(value.as_bytes());
        out.entry(name.as_str().to_owned())
            .and_modify(|v| {
                v.push_str(", ");
                v.push_str(&value);
            })
            .or_insert_with(|| value.into_owned());
    }
    out
}

impl Web for WebService {
    fn fetch(
        &self,
        url: String,
        options: Option<FetchOptions>,
    ) -> Result<FetchResponse, ServiceError> {
        let options = options.unwrap_or_default();
        let limit = options
            .timeout_ms
            .unwrap_or(self.config.timeout_ms)
            .min(self.config.timeout_ms);
        let timeout = bounded::timeout(Duration::from_millis(limit), "web.fetch")?;
        let end = Instant::now() + timeout;
        let method_name = options
            .method
            .as_deref()
            .unwrap_or("GET")
            .to_ascii_uppercase();
        if !METHODS.contains(&method_name.as_str()) {
            return Err(ServiceError::new(format!(
                "method {method_name:?} is not supported; use one of {}",
                METHODS.join(", ")
            )));
        }
        let mut method = Method::from_bytes(method_name.as_bytes())
            .map_err(|e| ServiceError::new(format!("method {method_name:?}: {e}")))?;
        let mut url = Url::parse(&url).map_err(|e| {
            ServiceError::new(format!(
                "{url:?} is not a valid URL ({e}); write a full URL like \"https://example.com/page\""
            ))
        })?;
        let mut headers = options.headers.unwrap_or_default();
        let mut body = options.body;
        let origin = url.origin();
        let mut hops = 0u32;
        let mut response = loop {
            cancelled(&url)?;
            self.check_url(&url)?;
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(self.explain(&ureq::Error::Timeout(ureq::Timeout::Global), &url));
            }
            let response = self.send_cancellable(&method, &url, &headers, body.as_deref(), left)?;
            let Some((next, next_method, keep_body)) = redirect(&response, &url, &method)? else {
                break response;
            };
            hops += 1;
            if hops > self.config.max_redirects {
                return Err(ServiceError::new(format!(
                    "{:?} redirected more than {} times (last to {:?}); fetch the final URL directly",
                    url.as_str(),
                    self.config.max_redirects,
                    next.as_str()
                )));
            }
            if !keep_body {
                body = None;
            }
            // Another scheme, host or port is another party: it does not
            // get the credentials meant for the first one.
            if next.origin() != origin {
                headers.retain(|name, _| !is_credential(name));
            }
            url = next;
            method = next_method;
        };
        let status = response.status().as_u16();
        let header_map = header_map(&response);
        let mut capped = Capped::new(self.config.max_body_bytes);
        let mut reader = response.body_mut().as_reader();
        let mut chunk = [0u8; 8192];
        loop {
            cancelled(&url)?;
            let n = reader.read(&mut chunk).map_err(|e| {
                ServiceError::new(format!(
                    "reading the body of {:?} failed: {e}; try again, or pass a larger `timeout_ms`",
                    url.as_str()
                ))
            })?;
            if n == 0 {
                break;
            }
            capped.push(&chunk[..n]);
            if capped.is_full() {
                // One more read tells whether anything lies past the cap.
                let mut probe = [0u8; 1];
                if !capped.is_truncated() && reader.read(&mut probe).is_ok_and(|m| m > 0) {
                    capped.mark_truncated();
                }
                break;
            }
        }
        let (text, truncated) = capped.text();
        Ok(FetchResponse {
            status,
            url: url.into(),
            headers: header_map,
            body: text,
            truncated,
        })
    }
}

impl WebService {
    /// [`WebService::send`], given up at once when the call is cancelled:
    /// under a cancellation token the request runs on a thread of its own,
    /// and a cancel answers the script while that thread's wait for the
    /// connection or the response's head ends by itself (its timeout), the
    /// response then dropped unread.
    fn send_cancellable(
        &self,
        method: &Method,
        url: &Url,
        headers: &BTreeMap<String, String>,
        body: Option<&str>,
        left: Duration,
    ) -> Result<Response<Body>, ServiceError> {
        let Some(token) = crate::cancel::current() else {
            return self.send(method, url, headers, body, left);
        };
        let (answer, answered) = std::sync::mpsc::sync_channel(2);
        let on_cancel = answer.clone();
        let _hook = token.on_cancel(move || {
            let _ = on_cancel.try_send(None);
        });
        let (service, owned) = (
            self.clone(),
            (
                method.clone(),
                url.clone(),
                headers.clone(),
                body.map(str::to_owned),
            ),
        );
        let spawned = std::thread::Builder::new()
            .name("web-fetch".into())
            .spawn(move || {
                let (method, url, headers, body) = owned;
                let sent = service.send(&method, &url, &headers, body.as_deref(), left);
                let _ = answer.try_send(Some(sent));
            });
        if spawned.is_err() {
            // No thread to spare: the wait is not interruptible this time.
            return self.send(method, url, headers, body, left);
        }
        match answered.recv() {
            Ok(Some(sent)) => sent,
            Ok(None) | Err(_) => Err(stopped(url)),
        }
    }
}

/// Refuses to go on with a fetch whose call was cancelled: checked before
/// each request (redirects included) and each chunk of the body; a wait
/// for a connection or a response's head is given up by
/// [`WebService::send_cancellable`].
fn cancelled(url: &Url) -> Result<(), ServiceError> {
    if crate::cancel::requested() {
        return Err(stopped(url));
    }
    Ok(())
}

/// The error of a fetch stopped by a cancel.
fn stopped(url: &Url) -> ServiceError {
    ServiceError::new(format!(
        "fetching {:?} was stopped: the call was cancelled",
        url.as_str()
    ))
}

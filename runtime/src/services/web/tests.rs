//! Tests of `web` against a local HTTP server on 127.0.0.1 that each test
//! starts; no traffic leaves the machine.
#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::*;
use crate::deadline;

/// One request the test server received.
#[derive(Debug, Clone)]
struct Seen {
    method: String,
    path: String,
    headers: Vec<(String, String)>,
    body: String,
}

impl Seen {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// What the server does with a request.
enum Reply {
    /// Send these raw bytes and close.
    Raw(Vec<u8>),
    /// Wait this long without answering, then close.
    Stall(Duration),
}

fn ok(body: &str) -> Reply {
    Reply::Raw(
        format!(
            "HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\nx-multi: a\r\nx-multi: b\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
            body.len()
        )
        .into_bytes(),
    )
}

fn redirect(status: u16, location: &str) -> Reply {
    Reply::Raw(
        format!("HTTP/1.1 {status} Moved\r\nlocation: {location}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n")
            .into_bytes(),
    )
}

/// A test server on 127.0.0.1 that records every request it receives.
struct Server {
    port: u16,
    seen: Arc<Mutex<Vec<Seen>>>,
}

impl Server {
    fn start(handler: impl Fn(&Seen) -> Reply + Send + 'static) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let seen = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&seen);
        thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { break };
                if let Some(request) = read_request(&stream) {
                    log.lock().unwrap().push(request.clone());
                    respond(stream, handler(&request));
                }
            }
        });
        Self { port, seen }
    }

    fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    fn seen(&self) -> Vec<Seen> {
        self.seen.lock().unwrap().clone()
    }
}

fn read_request(stream: &TcpStream) -> Option<Seen> {
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    reader.read_line(&mut line).ok()?;
    let mut parts = line.split_whitespace();
    let method = parts.next()?.to_owned();
    let path = parts.next()?.to_owned();
    let mut headers = Vec::new();
    loop {
        let mut h = String::new();
        reader.read_line(&mut h).ok()?;
        let h = h.trim_end();
        if h.is_empty() {
            break;
        }
        let (name, value) = h.split_once(':')?;
        headers.push((name.trim().to_owned(), value.trim().to_owned()));
    }
    let len: usize = headers
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("content-length"))
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(0);
    let mut body = vec![0; len];
    reader.read_exact(&mut body).ok()?;
    Some(Seen {
        method,
        path,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    })
}

fn respond(mut stream: TcpStream, reply: Reply) {
    match reply {
        Reply::Raw(bytes) => {
            let _ = stream.write_all(&bytes);
        }
        Reply::Stall(time) => thread::sleep(time),
    }
}

fn web(edit: impl FnOnce(&mut WebConfig)) -> WebService {
    let mut config = WebConfig {
        allow_hosts: vec!["127.0.0.1".to_owned()],
        allow_private: true,
        ..WebConfig::default()
    };
    edit(&mut config);
    WebService::new(config).unwrap()
}

#[test]
fn get_returns_status_headers_and_body() {
    let server = Server::start(|_| ok("hello"));
    let response = web(|_| {}).fetch(server.url("/page"), None).unwrap();
    assert_eq!(response.status, 200);
    assert_eq!(response.body, "hello");
    assert!(!response.truncated);
    assert_eq!(response.url, server.url("/page"));
    assert_eq!(response.headers["content-type"], "text/plain");
    assert_eq!(response.headers["x-multi"], "a, b");
    assert_eq!(server.seen()[0].method, "GET");
}

#[test]
fn post_sends_method_headers_and_body_and_errors_are_responses() {
    let server = Server::start(|_| {
        Reply::Raw(
            b"HTTP/1.1 404 Not Found\r\ncontent-length: 4\r\nconnection: close\r\n\r\nnope"
                .to_vec(),
        )
    });
    let options = FetchOptions {
        method: Some("post".to_owned()),
        headers: Some([("X-Token".to_owned(), "t1".to_owned())].into()),
        body: Some("payload".to_owned()),
        timeout_ms: None,
    };
    let response = web(|_| {})
        .fetch(server.url("/api"), Some(options))
        .unwrap();
    assert_eq!((response.status, response.body.as_str()), (404, "nope"));
    let seen = &server.seen()[0];
    assert_eq!(
        (seen.method.as_str(), seen.body.as_str()),
        ("POST", "payload")
    );
    assert_eq!(seen.header("x-token"), Some("t1"));
}

#[test]
fn host_off_the_allowlist_is_refused_without_a_request() {
    let server = Server::start(|_| ok("should not be reached"));
    let err = web(|c| c.allow_hosts = vec!["example.com".to_owned()])
        .fetch(server.url("/"), None)
        .unwrap_err();
    assert_eq!(
        err.message(),
        format!(
            "cannot fetch \"{}\": host \"127.0.0.1\" is not on the allowlist; the allowed hosts are: example.com",
            server.url("/")
        )
    );
    let err = web(|c| c.allow_hosts.clear())
        .fetch(server.url("/"), None)
        .unwrap_err();
    assert!(err.message().contains("no host is allowlisted"), "{err}");
    assert!(server.seen().is_empty());
}

#[test]
fn loopback_is_refused_unless_allow_private_checking_resolved_addresses() {
    let server = Server::start(|_| ok("private"));
    let strict = web(|c| {
        c.allow_private = false;
        c.allow_hosts = vec!["127.0.0.1".to_owned(), "localhost".to_owned()];
    });
    let err = strict.fetch(server.url("/"), None).unwrap_err();
    assert!(
        err.message().contains("a loopback or private address"),
        "{err}"
    );
    assert!(err.message().contains("allow_private = true"), "{err}");
    // A name, not an IP literal: the check is on what it resolves to.
    let by_name = format!("http://localhost:{}/", server.port);
    let err = strict.fetch(by_name, None).unwrap_err();
    assert!(err.message().contains("resolves to"), "{err}");
    assert!(server.seen().is_empty());
}

#[test]
fn metadata_address_is_refused_even_with_allow_private() {
    let w = web(|c| c.allow_hosts = vec!["169.254.169.254".to_owned(), "[fe80::1]".to_owned()]);
    let err = w
        .fetch("http://169.254.169.254/latest/meta-data/".to_owned(), None)
        .unwrap_err();
    assert!(err.message().contains("link-local"), "{err}");
    let err = w.fetch("http://[fe80::1]/".to_owned(), None).unwrap_err();
    assert!(err.message().contains("link-local"), "{err}");
}

#[test]
fn redirects_are_followed_and_each_hop_is_checked() {
    let server = Server::start(|req| match req.path.as_str() {
        "/start" => redirect(302, "/middle"),
        "/middle" => redirect(301, "final?x=1"),
        "/final?x=1" => ok("arrived"),
        "/to-metadata" => redirect(302, "http://169.254.169.254/latest/meta-data/"),
        "/off-list" => redirect(307, "http://localhost:9/"),
        "/loop" => redirect(302, "/loop"),
        _ => ok("?"),
    });
    let w = web(|c| c.allow_hosts.push("169.254.169.254".to_owned()));
    let response = w.fetch(server.url("/start"), None).unwrap();
    assert_eq!(response.body, "arrived");
    assert_eq!(response.url, server.url("/final?x=1"));

    let err = w.fetch(server.url("/off-list"), None).unwrap_err();
    assert!(
        err.message()
            .contains("host \"localhost\" is not on the allowlist"),
        "{err}"
    );
    let err = w.fetch(server.url("/to-metadata"), None).unwrap_err();
    assert!(err.message().contains("link-local"), "{err}");
    let err = w.fetch(server.url("/loop"), None).unwrap_err();
    assert!(
        err.message().contains("redirected more than 5 times"),
        "{err}"
    );
    assert_eq!(
        server.seen().iter().filter(|s| s.path == "/loop").count(),
        6
    );
}

#[test]
fn see_other_turns_post_into_get_and_307_keeps_it() {
    let server = Server::start(|req| match req.path.as_str() {
        "/303" => redirect(303, "/done"),
        "/307" => redirect(307, "/done"),
        _ => ok("done"),
    });
    let w = web(|_| {});
    let post = || FetchOptions {
        method: Some("POST".to_owned()),
        body: Some("data".to_owned()),
        ..FetchOptions::default()
    };
    w.fetch(server.url("/303"), Some(post())).unwrap();
    w.fetch(server.url("/307"), Some(post())).unwrap();
    let seen = server.seen();
    assert_eq!(
        (seen[1].method.as_str(), seen[1].body.as_str()),
        ("GET", "")
    );
    assert_eq!(
        (seen[3].method.as_str(), seen[3].body.as_str()),
        ("POST", "data")
    );
}

#[test]
fn body_over_the_cap_is_truncated_with_a_flag() {
    let big = "b".repeat(5000);
    let server = Server::start(move |req| match req.path.as_str() {
        "/exact" => ok(&"e".repeat(1000)),
        _ => ok(&big),
    });
    let w = web(|c| c.max_body_bytes = 1000);
    let response = w.fetch(server.url("/big"), None).unwrap();
    assert_eq!(response.body.len(), 1000);
    assert!(response.truncated);
    let response = w.fetch(server.url("/exact"), None).unwrap();
    assert_eq!(response.body.len(), 1000);
    assert!(!response.truncated);
}

#[test]
fn a_stalled_server_times_out() {
    let server = Server::start(|_| Reply::Stall(Duration::from_millis(1500)));
    let started = Instant::now();
    let err = web(|c| c.timeout_ms = 60_000)
        .fetch(
            server.url("/slow"),
            Some(FetchOptions {
                timeout_ms: Some(200),
                ..FetchOptions::default()
            }),
        )
        .unwrap_err();
    assert!(err.message().contains("timed out"), "{err}");
    assert!(
        started.elapsed() < Duration::from_millis(1400),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn script_deadline_bounds_the_fetch() {
    let server = Server::start(|_| Reply::Stall(Duration::from_millis(1500)));
    let w = web(|_| {});
    let started = Instant::now();
    let err = deadline::scope(Instant::now() + Duration::from_millis(200), || {
        w.fetch(server.url("/slow"), None)
    })
    .unwrap_err();
    assert!(err.message().contains("timed out"), "{err}");
    assert!(started.elapsed() < Duration::from_millis(1400));
    let err = deadline::scope(Instant::now() - Duration::from_millis(1), || {
        w.fetch(server.url("/"), None)
    })
    .unwrap_err();
    assert!(
        err.message().starts_with("script deadline reached"),
        "{err}"
    );
}

#[test]
fn bad_urls_methods_and_config_get_clear_errors() {
    let w = web(|_| {});
    let err = w.fetch("file:///etc/passwd".to_owned(), None).unwrap_err();
    assert!(err.message().contains("only http:// and https://"), "{err}");
    let err = w.fetch("not a url".to_owned(), None).unwrap_err();
    assert!(err.message().contains("is not a valid URL"), "{err}");
    let options = FetchOptions {
        method: Some("TRACE".to_owned()),
        ..FetchOptions::default()
    };
    let err = w
        .fetch("http://127.0.0.1:9/".to_owned(), Some(options))
        .unwrap_err();
    assert!(err.message().contains("use one of GET"), "{err}");
    let err = WebService::new(WebConfig {
        allow_hosts: vec!["https://example.com/".to_owned()],
        ..WebConfig::default()
    })
    .unwrap_err();
    assert!(err.message().contains("is not a host name"), "{err}");
    let err = toml::from_str::<WebConfig>("allow = [\"x\"]").unwrap_err();
    assert!(err.to_string().contains("unknown field `allow`"), "{err}");
    let config: WebConfig = toml::from_str("allow_hosts = [\"Example.com\"]").unwrap();
    assert_eq!(config.max_redirects, DEFAULT_MAX_REDIRECTS);
}

#[test]
fn credentials_are_dropped_when_a_redirect_changes_host() {
    let server = Server::start(|req| match req.path.as_str() {
        "/same" => redirect(302, "/landed"),
        "/cross" => {
            let port = req
                .header("host")
                .and_then(|h| h.rsplit(':').next())
                .unwrap_or("0");
            redirect(302, &format!("http://localhost:{port}/landed"))
        }
        _ => ok("landed"),
    });
    let w = web(|c| c.allow_hosts.push("localhost".to_owned()));
    let with_secret = || FetchOptions {
        headers: Some(
            [
                ("Authorization".to_owned(), "Bearer s3cret".to_owned()),
                ("X-Api-Key".to_owned(), "k3y".to_owned()),
                ("X-Keep".to_owned(), "yes".to_owned()),
            ]
            .into(),
        ),
        ..FetchOptions::default()
    };
    w.fetch(server.url("/same"), Some(with_secret())).unwrap();
    let response = w.fetch(server.url("/cross"), Some(with_secret())).unwrap();
    assert!(
        response.url.starts_with("http://localhost:"),
        "{}",
        response.url
    );
    let seen = server.seen();
    assert_eq!(seen[1].header("authorization"), Some("Bearer s3cret"));
    assert_eq!(seen[1].header("x-api-key"), Some("k3y"));
    assert_eq!(seen[3].header("authorization"), None);
    assert_eq!(seen[3].header("x-api-key"), None);
    assert_eq!(seen[3].header("x-keep"), Some("yes"));
}

#[test]
fn credentials_are_dropped_when_a_redirect_changes_port() {
    let other = Server::start(|_| ok("other port"));
    let to_other = other.url("/landed");
    let server = Server::start(move |_| redirect(307, &to_other));
    let headers = [
        "Authorization",
        "Cookie",
        "Proxy-Authorization",
        "X-Api-Key",
        "X-Auth-Token",
        "X-Client-Secret",
        "Private-Token",
        "X-Session-Id",
        "X-Trace",
    ];
    let options = FetchOptions {
        headers: Some(
            headers
                .iter()
                .map(|name| ((*name).to_owned(), "value".to_owned()))
                .collect(),
        ),
        ..FetchOptions::default()
    };
    let response = web(|_| {}).fetch(server.url("/go"), Some(options)).unwrap();
    assert_eq!(response.body, "other port");
    let first = &server.seen()[0];
    let landed = &other.seen()[0];
    for name in headers {
        assert_eq!(first.header(name), Some("value"), "{name} on the first hop");
    }
    for name in &headers[..headers.len() - 1] {
        assert_eq!(landed.header(name), None, "{name} followed to another port");
    }
    assert_eq!(landed.header("x-trace"), Some("value"));
}

#[test]
fn a_cancel_stops_a_fetch_waiting_for_the_response_head() {
    let server = Server::start(|_| Reply::Stall(Duration::from_secs(5)));
    let web = web(|_| {});
    let token = crate::cancel::CancelToken::new();
    let canceller = token.clone();
    let cancel = thread::spawn(move || {
        thread::sleep(Duration::from_millis(150));
        canceller.cancel();
    });
    let started = std::time::Instant::now();
    let error = crate::cancel::scope(Some(token), || web.fetch(server.url("/slow"), None))
        .unwrap_err()
        .to_string();
    cancel.join().unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    assert!(
        error.contains("was stopped: the call was cancelled"),
        "{error}"
    );
    // Without a cancel, the same service still fetches.
    let quick = Server::start(|_| ok("fine"));
    assert_eq!(web.fetch(quick.url("/"), None).unwrap().body, "fine");
}

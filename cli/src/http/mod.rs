//! `serve --http ADDR`: MCP streamable HTTP at `/mcp` (DESIGN §8), with rmcp's
//! server transport behind a bearer token.
//!
//! * Every request needs `Authorization: Bearer <token>` ([`token`]); without
//!   it, or with a wrong one, the answer is 401 and nothing else happens (no
//!   session, no runtime). Any path but [`MCP_PATH`] is 404, except two:
//!   `GET` [`HEALTH_PATH`] answers 200 `ok` before any check (no token, no
//!   session), and `GET` [`METRICS_PATH`] answers the counters
//!   ([`crate::metrics`]) to a request with the token.
//! * Connections that have not shown the token cannot lock out those that
//!   have (issue 25, F6). A new connection is *unproven* until its first
//!   request head, read by the server itself ([`head`]) within
//!   [`FIRST_HEAD_WITHIN`] and [`head::MAX_HEAD`] bytes, carries the token.
//!   Unproven connections wait in a small pool of their own ([`unproven`]:
//!   [`UNPROVEN_AT_ONCE`], [`UNPROVEN_PER_ADDRESS`] per address) that never
//!   refuses: a new one closes the oldest of its address, or of all. Only
//!   proven connections take the capped pool ([`connection_cap`]); one past
//!   it is told 503. A first head without the token is answered (401) under
//!   its unproven place and the connection closed.
//! * Each request is its token's principal's ([`principal`], [`token`]).
//!   Each MCP session (a client that sent `initialize`) gets a runtime of
//!   its own ([`session`]): one client's mounts, tools, listeners and timers
//!   are invisible to every other, and `tools/list_changed` goes only to the
//!   session whose tools changed. A 2026-07-28 request (no session) is
//!   served by its principal's runtime, kept across requests and
//!   connections; a principal never reaches another's runtime or session.
//! * Calls run on a bounded pool of blocking threads whose stacks fit script
//!   code ([`Limits::script_stack_size`]), at most
//!   [`session::CALLS_PER_SESSION`] mounted-tool calls and, in a lane of
//!   their own, [`session::BUILTIN_CALLS_PER_SESSION`] built-in calls per
//!   session, and the pool has room for every session's share: one client's
//!   slow calls never delay another's, nor its own inspect and unmount.
//! * SIGINT or SIGTERM stops listening, ends every session and waits until
//!   every runtime is disposed.

pub mod error;
pub mod head;
pub mod origin;
pub mod principal;
pub mod session;
pub mod token;
pub mod unproven;

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use http_body_util::{BodyExt, Full, combinators::BoxBody};
use hyper::header::{CONTENT_TYPE, WWW_AUTHENTICATE};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::{StreamableHttpServerConfig, StreamableHttpService};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::audit::AuditLog;
use crate::config::{HttpSettings, Settings};
use crate::error::CliError;
use crate::metrics::METRICS;
use crate::setup::Runner;
use error::HttpError;
use head::Prefixed;
use origin::Origins;
use principal::Principal;
use session::{SessionServer, Sessions};
use token::Tokens;
use unproven::Unproven;

/// The one path MCP is served at.
pub const MCP_PATH: &str = "/mcp";

/// Where a supervisor or load balancer asks whether the server is up: 200
/// `ok` to anyone, without the token, and nothing else happens.
pub const HEALTH_PATH: &str = "/healthz";

/// Where the counters are served ([`crate::metrics`]), with the token.
pub const METRICS_PATH: &str = "/metrics";

/// How long shutdown waits for the sessions' runtimes to be disposed.
const DISPOSE_WITHIN: Duration = Duration::from_secs(10);

/// How long to wait after the listener failed to accept a connection (e.g.
/// out of file descriptors) before trying again.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(100);

/// How long a proven connection may take to send the headers of its next
/// request (hyper's timer, which also closes one idle that long between
/// requests).
const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);

/// How long an unproven connection lives: from its accept until its first
/// head is read and, without the token, answered. Clients send their head
/// at once; a connection that sends nothing is closed after this.
pub const FIRST_HEAD_WITHIN: Duration = Duration::from_secs(2);

/// How many unproven connections are open at once, at most (a new one
/// closes the oldest).
pub const UNPROVEN_AT_ONCE: usize = 64;

/// How many unproven connections one address (an IPv6 /64) holds at once,
/// at most (a new one closes that address's oldest): one address cannot
/// close more than this many of the other addresses' connections.
pub const UNPROVEN_PER_ADDRESS: usize = 16;

/// How many proven connections are open at once, at most, for
/// `max_sessions` sessions: room for each session's event stream and
/// concurrent posts, and never so many that the process runs out of file
/// descriptors.
fn connection_cap(max_sessions: usize) -> usize {
    max_sessions.saturating_mul(8).saturating_add(32).min(768)
}

/// How many proven connections past the cap are being told so at once;
/// more are closed without a word.
const REFUSALS_AT_ONCE: usize = 32;

/// How long telling a connection past the cap may take.
const REFUSAL_WITHIN: Duration = Duration::from_secs(1);

/// What a proven connection past [`connection_cap`] is told before it is
/// closed.
const TOO_MANY_CONNECTIONS: &str = "503 Service Unavailable: cordis-cli has too many open \
    connections; close idle ones or try again later\n";

/// An HTTP response as rmcp's service makes them.
type HttpResponse = Response<BoxBody<Bytes, Infallible>>;

/// The rmcp service every authorized request goes to.
type McpService = StreamableHttpService<SessionServer, LocalSessionManager>;

/// Serves MCP streamable HTTP at `http.addr` until SIGINT or SIGTERM, each
/// session with its own runtime built from `settings`, recording into the
/// shared `audit` log. `what` describes the grants for the status line.
pub fn serve(
    settings: &Settings,
    audit: Option<Arc<AuditLog>>,
    http: &HttpSettings,
    what: &str,
) -> Result<(), CliError> {
    serve_on(settings, &Runner::Worker, audit, http, what)
}

/// [`serve`] with each session's runtime run by `runner`: a worker process
/// built from `settings` (`cordis-cli serve`), or an app's toolset in this
/// process ([`crate::Serve::http`]).
pub fn serve_on(
    settings: &Settings,
    runner: &Runner,
    audit: Option<Arc<AuditLog>>,
    http: &HttpSettings,
    what: &str,
) -> Result<(), CliError> {
    let token = match &http.token_file {
        Some(path) => Tokens::from_file(path, !http.addr.ip().is_loopback())?,
        None => Tokens::generate().map_err(HttpError::Token)?,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .max_blocking_threads(session::blocking_threads(
            http.max_sessions.saturating_add(token.principals().count()),
        ))
        .build()?;
    let served = runtime.block_on(run(settings, runner, audit, http, token, what));
    // Anything still running (a call past its session) is not waited for.
    runtime.shutdown_timeout(Duration::from_secs(1));
    served
}

async fn run(
    settings: &Settings,
    runner: &Runner,
    audit: Option<Arc<AuditLog>>,
    http: &HttpSettings,
    token: Tokens,
    what: &str,
) -> Result<(), CliError> {
    let listener = TcpListener::bind(http.addr)
        .await
        .map_err(|source| HttpError::Bind {
            addr: http.addr,
            source,
        })?;
    let bound = listener.local_addr()?;
    let mut stop = Stop::install().map_err(HttpError::Signals)?;
    if http.token_file.is_none() {
        // A warning, so that -q still shows it: without it no client gets in.
        tracing::warn!(
            "no --token-file: the bearer token of this run (clients send `Authorization: Bearer <token>`): {}",
            token.secret()
        );
    }
    let open_files = raise_open_files()
        .map(|files| format!(", up to {files} open files"))
        .unwrap_or_default();
    tracing::info!(
        "serving MCP streamable HTTP at http://{bound}{MCP_PATH} ({what}; at most {} sessions, idle timeout {} s{open_files})",
        http.max_sessions,
        http.idle_timeout.as_secs()
    );

    let sessions = Sessions::new(
        settings.clone(),
        runner.clone(),
        audit,
        http,
        token.principals().count(),
    );
    let (service, manager) = mcp_service(&sessions, http);
    let shutdown = service.config.cancellation_token.clone();
    let origins = Origins::new(&http.allow_origin, bound);
    let owners = Arc::new(Owners::new(manager, http.max_sessions));
    let connections = Arc::new(Connections::new(
        service,
        token,
        origins,
        owners,
        http.max_sessions,
    ));
    loop {
        let (stream, peer) = tokio::select! {
            () = stop.signalled() => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    tracing::warn!("accepting a connection failed: {error}");
                    tokio::time::sleep(ACCEPT_BACKOFF).await;
                    continue;
                }
            },
        };
        tokio::spawn(Arc::clone(&connections).serve(stream, peer));
    }
    drop(listener);
    tracing::info!("shutting down: ending every session");
    sessions.stop();
    shutdown.cancel();
    if sessions.disposed(DISPOSE_WITHIN).await {
        tracing::info!("every session's runtime is disposed");
    } else {
        tracing::warn!(
            "some sessions were still being disposed after {} s; exiting anyway",
            DISPOSE_WITHIN.as_secs()
        );
    }
    Ok(())
}

/// What every connection's task shares: the two pools, and what serves a
/// connection once it has a place.
struct Connections {
    service: McpService,
    token: Arc<Tokens>,
    /// The principal of each open session ([`Owners`]).
    owners: Arc<Owners>,
    /// The browser origins served ([`origin`]).
    origins: Arc<Origins>,
    /// Places of the proven pool, [`connection_cap`] of them.
    open: Arc<Semaphore>,
    /// Refusals being told at once ([`REFUSALS_AT_ONCE`]).
    refusals: Arc<Semaphore>,
    unproven: Arc<Unproven>,
    /// Serves a proven connection: keep-alive, [`HEADER_READ_TIMEOUT`].
    proven_http: http1::Builder,
    /// Serves an unproven connection's one request, then closes it; its
    /// buffer is [`head::MAX_HEAD`], so a longer head is answered 431.
    unproven_http: http1::Builder,
}

impl Connections {
    fn new(
        service: McpService,
        token: Tokens,
        origins: Origins,
        owners: Arc<Owners>,
        max_sessions: usize,
    ) -> Self {
        let mut proven_http = http1::Builder::new();
        proven_http
            .timer(TokioTimer::new())
            .header_read_timeout(HEADER_READ_TIMEOUT);
        let mut unproven_http = http1::Builder::new();
        unproven_http
            .timer(TokioTimer::new())
            .keep_alive(false)
            .max_buf_size(head::MAX_HEAD);
        Self {
            service,
            token: Arc::new(token),
            owners,
            origins: Arc::new(origins),
            open: Arc::new(Semaphore::new(connection_cap(max_sessions))),
            refusals: Arc::new(Semaphore::new(REFUSALS_AT_ONCE)),
            unproven: Unproven::new(UNPROVEN_AT_ONCE, UNPROVEN_PER_ADDRESS),
            proven_http,
            unproven_http,
        }
    }

    /// Serves one connection from `peer`: unproven until its first head
    /// shows the token, then in the proven pool or told 503.
    async fn serve(self: Arc<Self>, mut stream: TcpStream, peer: SocketAddr) {
        let mut place = self.unproven.admit(peer.ip());
        let deadline = tokio::time::Instant::now() + FIRST_HEAD_WITHIN;
        let first = tokio::select! {
            () = place.closed() => return,
            first = tokio::time::timeout_at(deadline, head::read(&mut stream, &self.token)) => first,
        };
        // Silent past the deadline, gone, or failed: closed without a word.
        let Ok(Ok(Some(first))) = first else {
            return;
        };
        let stream = Prefixed::new(first.bytes, stream);
        if !first.proven {
            let answered = self
                .unproven_http
                .serve_connection(TokioIo::new(stream), self.handler());
            tokio::select! {
                () = place.closed() => {}
                _ = tokio::time::timeout_at(deadline, answered) => {}
            }
            return;
        }
        drop(place);
        let Ok(slot) = Arc::clone(&self.open).try_acquire_owned() else {
            if let Ok(refusing) = Arc::clone(&self.refusals).try_acquire_owned() {
                refuse(stream, refusing).await;
            }
            return;
        };
        // A client that goes away mid-request is its own business.
        let _ = self
            .proven_http
            .serve_connection(TokioIo::new(stream), self.handler())
            .await;
        drop(slot);
    }

    /// Routes each request of a connection ([`route`]).
    fn handler(
        &self,
    ) -> impl hyper::service::Service<
        Request<hyper::body::Incoming>,
        Response = HttpResponse,
        Error = Infallible,
        Future = impl Future<Output = Result<HttpResponse, Infallible>> + Send,
    > + Send
    + 'static {
        let (service, token) = (self.service.clone(), Arc::clone(&self.token));
        let (origins, owners) = (Arc::clone(&self.origins), Arc::clone(&self.owners));
        service_fn(move |request| {
            let (service, token) = (service.clone(), Arc::clone(&token));
            let (origins, owners) = (Arc::clone(&origins), Arc::clone(&owners));
            async move {
                let gate = Gate {
                    token: &token,
                    origins: &origins,
                    owners: &owners,
                };
                Ok::<_, Infallible>(route(&service, &gate, request).await)
            }
        })
    }
}

/// Raises the soft limit on open files to the hard one, so that both pools
/// full, the sessions' worker pipes and the log never run out of
/// descriptors; the new limit, if it was raised.
fn raise_open_files() -> Option<u64> {
    use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};
    let limit = getrlimit(Resource::Nofile);
    let (Some(current), Some(maximum)) = (limit.current, limit.maximum) else {
        return None;
    };
    if current >= maximum {
        return None;
    }
    let raised = Rlimit {
        current: Some(maximum),
        maximum: Some(maximum),
    };
    setrlimit(Resource::Nofile, raised).ok().map(|()| maximum)
}

/// Tells a proven connection past the cap why it is closed, then closes
/// it, within [`REFUSAL_WITHIN`]. What the client sent is read and dropped,
/// so the close does not reset the connection before the client has read
/// why.
async fn refuse<S>(mut stream: S, _refusing: OwnedSemaphorePermit)
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let reply = format!(
        "HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\
         Content-Type: text/plain; charset=utf-8\r\nContent-Length: {}\r\n\r\n{TOO_MANY_CONNECTIONS}",
        TOO_MANY_CONNECTIONS.len()
    );
    let told = async {
        stream.write_all(reply.as_bytes()).await?;
        stream.shutdown().await?;
        let mut sink = [0u8; 1024];
        while stream.read(&mut sink).await? > 0 {}
        Ok::<_, std::io::Error>(())
    };
    let _ = tokio::time::timeout(REFUSAL_WITHIN, told).await;
}

/// rmcp's streamable HTTP service over `sessions`: sessions end after
/// `--idle-timeout` without a message; only a loopback server checks the
/// `Host` header against DNS rebinding (beyond loopback the token does).
fn mcp_service(
    sessions: &Arc<Sessions>,
    http: &HttpSettings,
) -> (McpService, Arc<LocalSessionManager>) {
    let mut manager = LocalSessionManager::default();
    manager.session_config.keep_alive = Some(http.idle_timeout);
    let manager = Arc::new(manager);
    let mut config = StreamableHttpServerConfig::default();
    if !http.addr.ip().is_loopback() {
        config = config.disable_allowed_hosts();
    }
    let sessions = Arc::clone(sessions);
    let service =
        StreamableHttpService::new(move || Ok(sessions.handler()), Arc::clone(&manager), config);
    (service, manager)
}

/// The header that names an MCP session (handshake revisions only).
const SESSION_HEADER: &str = "mcp-session-id";

/// Which principal opened each open session, so that a request of another
/// principal that names it (a guessed or leaked id) is told the session
/// does not exist, whatever its method: rmcp answers a session's `GET` and
/// `DELETE` without asking the handler.
struct Owners {
    manager: Arc<LocalSessionManager>,
    owners: parking_lot::Mutex<std::collections::HashMap<String, Principal>>,
    /// Past this many entries, those of ended sessions are dropped.
    prune_past: usize,
}

impl Owners {
    fn new(manager: Arc<LocalSessionManager>, max_sessions: usize) -> Self {
        Self {
            manager,
            owners: parking_lot::Mutex::default(),
            prune_past: max_sessions.saturating_mul(2).saturating_add(16),
        }
    }

    /// Whether `principal` may name session `id`: it opened it, or no one
    /// did (rmcp then answers that it does not know it).
    fn allows(&self, id: &str, principal: &Principal) -> bool {
        self.owners
            .lock()
            .get(id)
            .is_none_or(|owner| owner == principal)
    }

    /// Notes that `principal` opened session `id`, and forgets the sessions
    /// that have ended once there are many.
    async fn opened(&self, id: String, principal: Principal) {
        use rmcp::transport::streamable_http_server::session::SessionManager as _;
        let known: Vec<String> = {
            let mut owners = self.owners.lock();
            owners.insert(id, principal);
            if owners.len() <= self.prune_past {
                return;
            }
            owners.keys().cloned().collect()
        };
        let mut ended = Vec::new();
        for id in known {
            if !self
                .manager
                .has_session(&id.clone().into())
                .await
                .unwrap_or(false)
            {
                ended.push(id);
            }
        }
        let mut owners = self.owners.lock();
        for id in ended {
            owners.remove(&id);
        }
    }

    /// Forgets session `id`, closed by its client.
    fn closed(&self, id: &str) {
        self.owners.lock().remove(id);
    }
}

/// What a request passes before rmcp sees it.
struct Gate<'a> {
    token: &'a Tokens,
    origins: &'a Origins,
    owners: &'a Owners,
}

/// The body of a 401 answer.
const UNAUTHORIZED: &str = "401 Unauthorized: send the header `Authorization: Bearer <token>` \
    with the token from --token-file, or the one cordis-cli printed to stderr when it started";

/// The body of a 404 answer.
const NOT_FOUND: &str = "404 Not Found: cordis-cli serves MCP at the path /mcp (and its \
    health at /healthz, its metrics at /metrics)";

/// Answers `GET /healthz` before anything else; then checks the origin,
/// the token, then the path: `/metrics` is answered here, `/mcp` handed to
/// rmcp.
async fn route<B>(service: &McpService, gate: &Gate<'_>, mut request: Request<B>) -> HttpResponse
where
    B: hyper::body::Body + Send + 'static,
    B::Error: std::fmt::Display,
{
    let path = request.uri().path();
    let reads = matches!(*request.method(), Method::GET | Method::HEAD);
    if path == HEALTH_PATH && reads {
        return text(StatusCode::OK, "ok\n");
    }
    if let Some(origin) = gate.origins.refused(request.headers()) {
        return text(
            StatusCode::FORBIDDEN,
            format!(
                "403 Forbidden: requests from the browser origin `{}` are refused (a web page \
                 must not reach this server); clients that are not browsers send no Origin \
                 header. To serve this origin, start cordis-cli with --allow-origin {}",
                crate::escape::escape_controls(&origin),
                crate::escape::escape_controls(&origin)
            ),
        );
    }
    let Some(principal) = gate.token.authorizes(request.headers()) else {
        return text(StatusCode::UNAUTHORIZED, UNAUTHORIZED);
    };
    if request.uri().path() == METRICS_PATH && reads {
        let mut response = text(StatusCode::OK, METRICS.render());
        response.headers_mut().insert(
            CONTENT_TYPE,
            hyper::header::HeaderValue::from_static(crate::metrics::CONTENT_TYPE),
        );
        return response;
    }
    if request.uri().path() != MCP_PATH {
        return text(StatusCode::NOT_FOUND, NOT_FOUND);
    }
    let closing = request.method() == Method::DELETE;
    let session = request
        .headers()
        .get(SESSION_HEADER)
        .and_then(|id| id.to_str().ok())
        .map(str::to_owned);
    if let Some(id) = &session
        && !gate.owners.allows(id, &principal)
    {
        // rmcp's own answer to an unknown session.
        return text(StatusCode::NOT_FOUND, "Not Found: Session not found");
    }
    // The handler reads who is calling from here ([`session::principal_of`]).
    request.extensions_mut().insert(principal.clone());
    let mut response = service.handle(request).await;
    match &session {
        None => {
            if let Some(id) = response
                .headers()
                .get(SESSION_HEADER)
                .and_then(|id| id.to_str().ok())
            {
                gate.owners.opened(id.to_owned(), principal).await;
            }
        }
        Some(id) if closing && response.status().is_success() => gate.owners.closed(id),
        Some(_) => {}
    }
    // rmcp answers a session's DELETE with an empty 202, which clients
    // (the Python SDK among them) log as a failed termination: say 204.
    if closing && response.status() == StatusCode::ACCEPTED {
        *response.status_mut() = StatusCode::NO_CONTENT;
    }
    if response.status() == StatusCode::UNSUPPORTED_MEDIA_TYPE {
        return unreadable(response).await;
    }
    response
}

/// The most levels of arrays and objects a request's JSON may nest: the
/// JSON parser's own limit, past which rmcp answers 415 with its message.
const MAX_REQUEST_NESTING: usize = 128;

/// rmcp's 415 for a body it could not read, kept, unless the reason is
/// the JSON parser's nesting limit: that one is a JSON-RPC parse error a
/// client shows, saying what to send instead (trial 9: a tool argument
/// nested 130 levels deep got a bare 415 and no message at the client).
async fn unreadable(response: HttpResponse) -> HttpResponse {
    let (parts, body) = response.into_parts();
    let bytes = body
        .collect()
        .await
        .map(http_body_util::Collected::to_bytes)
        .unwrap_or_default();
    if !String::from_utf8_lossy(&bytes).contains("recursion limit exceeded") {
        return Response::from_parts(parts, Full::new(bytes).boxed());
    }
    let error = serde_json::json!({
        "jsonrpc": "2.0",
        "id": null,
        "error": {
            "code": -32700,
            "message": format!(
                "the request nests arrays and objects more than {MAX_REQUEST_NESTING} levels deep, which this server cannot read; a script value may nest at most {} levels: send the data flatter, or as a JSON string the tool parses with parse_json",
                cordis_toolset::Limits::MAX_VALUE_NESTING
            ),
        },
    });
    let mut answer = Response::new(Full::new(Bytes::from(error.to_string())).boxed());
    *answer.status_mut() = StatusCode::BAD_REQUEST;
    answer.headers_mut().insert(
        CONTENT_TYPE,
        hyper::header::HeaderValue::from_static("application/json"),
    );
    answer
}

/// A plain-text response.
fn text(status: StatusCode, body: impl Into<Bytes>) -> HttpResponse {
    let mut response = Response::new(Full::new(body.into()).boxed());
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(
        CONTENT_TYPE,
        hyper::header::HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    if status == StatusCode::UNAUTHORIZED {
        headers.insert(
            WWW_AUTHENTICATE,
            hyper::header::HeaderValue::from_static("Bearer"),
        );
    }
    response
}

/// SIGINT and SIGTERM, the signals that stop the server, watched from
/// start to end so that none is missed between two waits.
struct Stop {
    #[cfg(unix)]
    interrupt: tokio::signal::unix::Signal,
    #[cfg(unix)]
    terminate: tokio::signal::unix::Signal,
}

impl Stop {
    fn install() -> std::io::Result<Self> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            Ok(Self {
                interrupt: signal(SignalKind::interrupt())?,
                terminate: signal(SignalKind::terminate())?,
            })
        }
        #[cfg(not(unix))]
        {
            Ok(Self {})
        }
    }

    /// Resolves at the next SIGINT or SIGTERM.
    async fn signalled(&mut self) {
        #[cfg(unix)]
        {
            tokio::select! {
                _ = self.interrupt.recv() => {}
                _ = self.terminate.recv() => {}
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;

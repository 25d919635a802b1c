//! One runtime per MCP session: [`Sessions`] admits sessions up to
//! `--max-sessions`, and [`SessionServer`] is the rmcp handler of one
//! session.
//!
//! rmcp's session manager asks a factory for a handler whenever a request
//! may open a session; that handler is cheap. The session's runtime is built
//! ([`crate::setup::build_server`], as on stdio) when the client sends `initialize`,
//! so a probe such as `server/discover` never builds one, and is disposed
//! when rmcp drops the handler: the client closed the session, it was idle
//! past `--idle-timeout`, or the server is shutting down. Disposal unwinds
//! every mount, tool, listener and timer, then gives the slot back.
//!
//! Over HTTP the server speaks only the protocol versions that have an
//! `initialize` handshake (up to 2025-11-25): 2026-07-28 has no sessions, so
//! it would leave no client a runtime to come back to. A `server/discover`
//! probe says so, and clients fall back to `initialize`.

use std::borrow::Cow;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock, Weak};
use std::time::{Duration, Instant};

use parking_lot::Mutex;
use rmcp::ServerHandler;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, ErrorCode, ErrorData, GetPromptRequestParams,
    GetPromptResponse, InitializeRequestParams, InitializeResult, ListPromptsResult,
    ListResourceTemplatesResult, ListResourcesResult, ListToolsResult, PaginatedRequestParams,
    ProtocolVersion, ReadResourceRequestParams, ReadResourceResponse, ServerConfig,
};
use rmcp::service::{RequestContext, RoleServer};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::task::AbortHandle;
use tracing::Instrument;

use crate::audit::AuditLog;
use crate::config::{HttpSettings, Settings};
use crate::error::CliError;
use crate::http::principal::Principal;
use crate::lanes::Lanes;
use crate::logging;
use crate::metrics::METRICS;
use crate::operator::Operator;
use crate::server::{McpServer, server_config};
use crate::setup::build_server;
use crate::worker::WorkerHost;

/// Mounted-tool calls one session may run at once; more wait (holding no
/// worker) for one of its own to end.
pub const CALLS_PER_SESSION: usize = 4;

/// Built-in calls (`cordis_*`, `tools/list`, the prompt) one session may run
/// at once, in a lane of their own: the session's mounted-tool calls cannot
/// take it, so its inspect and unmount never wait behind them.
pub const BUILTIN_CALLS_PER_SESSION: usize = 2;

/// JSON-RPC's first implementation-defined server error code, used when the
/// server is full.
const SERVER_FULL: i32 = -32000;

/// How long a new session waits for the slot of the session it evicted
/// (that session's worker disposing its runtime).
const EVICTED_SLOT_WAIT: Duration = Duration::from_secs(15);

/// The blocking workers `--max-sessions` sessions need so that no session's
/// calls ever wait for another's: [`CALLS_PER_SESSION`] and
/// [`BUILTIN_CALLS_PER_SESSION`] each, one more each to build or dispose its
/// runtime, and a few for the rest.
pub fn blocking_threads(max_sessions: usize) -> usize {
    max_sessions
        .saturating_mul(CALLS_PER_SESSION + BUILTIN_CALLS_PER_SESSION + 1)
        .saturating_add(4)
}

/// The sessions of one `serve --http`: the settings every session's runtime
/// is built from, and the free slots.
pub struct Sessions {
    settings: Settings,
    /// The process's audit log, shared by every session.
    audit: Option<Arc<AuditLog>>,
    max: usize,
    idle: Duration,
    /// How long a session must have been idle to be evicted for a new one.
    evict_idle: Duration,
    slots: Arc<Semaphore>,
    /// The sessions open now, for eviction.
    open: Mutex<Vec<Weak<Session>>>,
    next_id: AtomicU64,
    stopping: AtomicBool,
}

impl Sessions {
    /// No sessions yet; at most `http.max_sessions` at once.
    pub fn new(settings: Settings, audit: Option<Arc<AuditLog>>, http: &HttpSettings) -> Arc<Self> {
        Arc::new(Self {
            settings,
            audit,
            max: http.max_sessions,
            idle: http.idle_timeout,
            evict_idle: http.evict_idle,
            slots: Arc::new(Semaphore::new(http.max_sessions)),
            open: Mutex::new(Vec::new()),
            next_id: AtomicU64::new(1),
            stopping: AtomicBool::new(false),
        })
    }

    /// A handler for rmcp's factory; it builds a runtime only on `initialize`.
    pub fn handler(self: &Arc<Self>) -> SessionServer {
        SessionServer {
            sessions: Arc::clone(self),
            session: OnceLock::new(),
        }
    }

    /// Marks the server as shutting down: sessions ending from now on say so.
    pub fn stop(&self) {
        self.stopping.store(true, Ordering::SeqCst);
    }

    /// Waits until every session's runtime is disposed, at most `within`;
    /// `false` if some were still being disposed then.
    pub async fn disposed(&self, within: Duration) -> bool {
        let all = u32::try_from(self.max).unwrap_or(u32::MAX);
        tokio::time::timeout(within, self.slots.acquire_many(all))
            .await
            .is_ok_and(|acquired| acquired.is_ok())
    }

    /// Takes a slot (evicting the least recently used idle session when
    /// all are taken) and builds the session's runtime, or says why not.
    async fn open(self: &Arc<Self>, principal: Principal) -> Result<Arc<Session>, ErrorData> {
        let permit = match Arc::clone(&self.slots).try_acquire_owned() {
            Ok(permit) => permit,
            Err(_) => {
                if !self.evict_one() {
                    return Err(self.refuse());
                }
                // The evicted session gives its slot back once its worker
                // has disposed its runtime.
                tokio::time::timeout(EVICTED_SLOT_WAIT, Arc::clone(&self.slots).acquire_owned())
                    .await
                    .map_err(|_| self.refuse())?
                    .map_err(|_| self.refuse())?
            }
        };
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let sessions = Arc::clone(self);
        // The session is made on the blocking thread: if the client goes
        // away meanwhile, dropping it there still disposes its runtime.
        let build = move || -> Result<Arc<Session>, CliError> {
            let _session = logging::session_span(id, &principal).entered();
            let operator = Operator::new(sessions.settings.approve, sessions.audit.clone())
                .in_session(id)
                .for_principal(principal.clone());
            let (server, host) = build_server(
                &sessions.settings,
                operator,
                sessions.audit.clone(),
                Some(id),
                Some(principal.clone()),
            )?;
            tracing::info!("session {id} opened");
            METRICS.session_opened();
            METRICS.runtime_opened(&principal);
            Ok(Arc::new(Session {
                id,
                principal,
                sessions,
                live: Mutex::new(Some(Live {
                    server: server.with_lanes(Lanes::new(
                        CALLS_PER_SESSION,
                        Some(BUILTIN_CALLS_PER_SESSION),
                    )),
                    host,
                    permit,
                    notifier: None,
                })),
                last_seen: Mutex::new(Instant::now()),
                busy: AtomicUsize::new(0),
                evicted: Mutex::new(None),
            }))
        };
        let session = tokio::task::spawn_blocking(build)
            .await
            .map_err(|error| internal(format!("building the session's runtime crashed: {error}")))?
            .map_err(|error| internal(format!("the session's runtime could not start: {error}")))?;
        let mut open = self.open.lock();
        open.retain(|session| session.strong_count() > 0);
        open.push(Arc::downgrade(&session));
        Ok(session)
    }

    /// Ends the least recently used session that has gone `--evict-idle`
    /// without a message and runs no call; `false` if none has.
    fn evict_one(&self) -> bool {
        let candidate = self
            .open
            .lock()
            .iter()
            .filter_map(Weak::upgrade)
            .filter(|session| session.evictable(self.evict_idle))
            .max_by_key(|session| session.idle_for());
        match candidate {
            Some(session) => {
                let idle = session.idle_for();
                *session.evicted.lock() = Some(idle);
                METRICS.session_evicted();
                session.end(Ended::Evicted(idle));
                true
            }
            None => false,
        }
    }

    /// Counts a refused session and says why it is refused.
    fn refuse(&self) -> ErrorData {
        METRICS.session_refused();
        self.full()
    }

    /// The refusal of a session past `--max-sessions`.
    fn full(&self) -> ErrorData {
        ErrorData::new(
            ErrorCode(SERVER_FULL),
            format!(
                "cordis-cli already serves {max} MCP sessions, its limit (--max-sessions {max}), \
                 and none of them has gone {evict} s without a message with no call running \
                 (--evict-idle), so this session is refused. Close a session you no longer use (a \
                 client closes its session when it disconnects), try again once one has been idle \
                 for {evict} s, or restart cordis-cli with a higher --max-sessions.",
                max = self.max,
                evict = self.evict_idle.as_secs()
            ),
            None,
        )
    }
}

/// Why a session ended, as the operator's log says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ended {
    /// The client closed it (or its connection went away).
    Closed,
    /// No message for `--idle-timeout`.
    Idle,
    /// The server is shutting down.
    Shutdown,
    /// A new session took its place at `--max-sessions`, after it had been
    /// idle this long.
    Evicted(Duration),
}

impl std::fmt::Display for Ended {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ended::Closed => f.write_str("closed"),
            Ended::Idle => f.write_str("expired (idle past --idle-timeout)"),
            Ended::Shutdown => f.write_str("ended by shutdown"),
            Ended::Evicted(idle) => write!(
                f,
                "evicted for a new session (idle {} s, the server at --max-sessions)",
                idle.as_secs()
            ),
        }
    }
}

/// What a session owns while it lives.
struct Live {
    server: McpServer,
    host: Arc<WorkerHost>,
    permit: OwnedSemaphorePermit,
    notifier: Option<AbortHandle>,
}

/// One open session: its runtime, until it is dropped or evicted.
struct Session {
    id: u64,
    /// Whose token opened it: only that principal's requests reach it.
    principal: Principal,
    sessions: Arc<Sessions>,
    live: Mutex<Option<Live>>,
    last_seen: Mutex<Instant>,
    /// Requests of this session being answered now.
    busy: AtomicUsize,
    /// Set when a new session took its place: how long it had been idle.
    evicted: Mutex<Option<Duration>>,
}

/// Counts a request of a session as running while it lives.
struct Busy(Arc<Session>);

impl Drop for Busy {
    fn drop(&mut self) {
        *self.0.last_seen.lock() = Instant::now();
        self.0.busy.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Session {
    /// The session's server for one request, counted as running until the
    /// returned guard drops; `None` once its runtime is gone.
    fn server(self: &Arc<Self>) -> Option<(McpServer, Busy)> {
        self.busy.fetch_add(1, Ordering::SeqCst);
        let busy = Busy(Arc::clone(self));
        *self.last_seen.lock() = Instant::now();
        let server = self.live.lock().as_ref().map(|live| live.server.clone())?;
        Some((server, busy))
    }

    /// How long since its last message.
    fn idle_for(&self) -> Duration {
        self.last_seen.lock().elapsed()
    }

    /// Whether a new session may take its place: idle at least `after`,
    /// no request running, its runtime still there.
    fn evictable(&self, after: Duration) -> bool {
        self.busy.load(Ordering::SeqCst) == 0
            && self.idle_for() >= after
            && self.live.lock().is_some()
    }

    fn ended(&self) -> Ended {
        if self.sessions.stopping.load(Ordering::SeqCst) {
            Ended::Shutdown
        } else if self.last_seen.lock().elapsed() >= self.sessions.idle {
            Ended::Idle
        } else {
            Ended::Closed
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.end(self.ended());
    }
}

impl Session {
    /// Disposes the session's runtime (on a blocking thread) and gives its
    /// slot back once that is done; later requests find no runtime.
    fn end(&self, ended: Ended) {
        let Some(live) = self.live.lock().take() else {
            return;
        };
        if let Some(notifier) = &live.notifier {
            notifier.abort();
        }
        let (id, principal) = (self.id, self.principal.clone());
        // Disposing waits for running callbacks and joins the plugin
        // watcher: blocking work, kept off the async workers.
        let dispose = move || {
            let _session = logging::session_span(id, &principal).entered();
            let how = match live.host.close() {
                Some(timers) => format!("its runtime is disposed ({timers} timer(s) stopped)"),
                None => "its worker did not dispose its runtime in time and was killed".to_owned(),
            };
            drop(live.server);
            drop(live.host);
            tracing::info!("session {id} {ended}; {how}");
            METRICS.session_ended();
            METRICS.runtime_ended(&principal);
            drop(live.permit);
        };
        match tokio::runtime::Handle::try_current() {
            Ok(handle) => drop(handle.spawn_blocking(dispose)),
            Err(_) => dispose(),
        }
    }
}

/// The rmcp handler of one HTTP session: before `initialize` it has no
/// runtime; from then on it serves its own, like stdio's [`McpServer`].
pub struct SessionServer {
    sessions: Arc<Sessions>,
    session: OnceLock<Arc<Session>>,
}

impl SessionServer {
    /// The span of this session's work; none before `initialize`.
    fn span(&self) -> tracing::Span {
        match self.session.get() {
            Some(session) => logging::session_span(session.id, &session.principal),
            None => tracing::Span::none(),
        }
    }

    /// This session's server for one request made with `context` (counted
    /// as running while the guard lives), or the error a request without a
    /// runtime, or of another principal, gets.
    fn server(&self, context: &RequestContext<RoleServer>) -> Result<(McpServer, Busy), ErrorData> {
        let session = self.session.get();
        if let Some(session) = session
            && principal_of(context).as_ref() != Some(&session.principal)
        {
            // Told as an unknown session: nothing of another principal's
            // session is confirmed.
            return Err(no_session());
        }
        if let Some(idle) = session.and_then(|session| *session.evicted.lock()) {
            return Err(ErrorData::invalid_request(
                format!(
                    "this MCP session was ended to make room for a new one: it had gone {} s \
                     without a message while cordis-cli served its limit of sessions \
                     (--max-sessions), and its runtime and mounts are gone. Send `initialize` \
                     without an Mcp-Session-Id header to start a new session, then mount again \
                     what you need.",
                    idle.as_secs()
                ),
                None,
            ));
        }
        session.and_then(Session::server).ok_or_else(no_session)
    }
}

impl ServerHandler for SessionServer {
    fn get_info(&self) -> ServerConfig {
        server_config()
    }

    fn supported_protocol_versions(&self) -> Cow<'static, [ProtocolVersion]> {
        Cow::Borrowed(ProtocolVersion::known_up_to(
            &ProtocolVersion::LATEST_WITH_INITIALIZE,
        ))
    }

    async fn initialize(
        &self,
        request: InitializeRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<InitializeResult, ErrorData> {
        let result = self.negotiate_initialize(&request)?;
        if self.session.get().is_some() {
            return Err(ErrorData::invalid_request(
                "this session is already initialized; send `initialize` without an \
                 Mcp-Session-Id header to open another",
                None,
            ));
        }
        let principal = principal_of(&context)
            .ok_or_else(|| internal("the request carries no principal".to_owned()))?;
        let session = self.sessions.open(principal).await?;
        if let Some(live) = session.live.lock().as_mut() {
            live.notifier = Some(live.server.notify_changes_to(context.peer.clone()));
        }
        if let Err(session) = self.session.set(session) {
            // A concurrent `initialize` won; this runtime goes away with it.
            drop(session);
        }
        context.peer.set_peer_info(request);
        Ok(result)
    }

    async fn list_tools(
        &self,
        request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        let (server, _busy) = self.server(&context)?;
        server
            .list_tools(request, context)
            .instrument(self.span())
            .await
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let (server, _busy) = self.server(&context)?;
        server
            .call_tool(request, context)
            .instrument(self.span())
            .await
    }

    async fn list_resources(
        &self,
        request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        let (server, _busy) = self.server(&context)?;
        server
            .list_resources(request, context)
            .instrument(self.span())
            .await
    }

    async fn list_resource_templates(
        &self,
        request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListResourceTemplatesResult, ErrorData> {
        let (server, _busy) = self.server(&context)?;
        server
            .list_resource_templates(request, context)
            .instrument(self.span())
            .await
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        let (server, _busy) = self.server(&context)?;
        server
            .read_resource(request, context)
            .instrument(self.span())
            .await
    }

    async fn list_prompts(
        &self,
        request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, ErrorData> {
        let (server, _busy) = self.server(&context)?;
        server
            .list_prompts(request, context)
            .instrument(self.span())
            .await
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, ErrorData> {
        let (server, _busy) = self.server(&context)?;
        server
            .get_prompt(request, context)
            .instrument(self.span())
            .await
    }
}

fn internal(message: String) -> ErrorData {
    ErrorData::internal_error(message, None)
}

/// What a request that belongs to no session gets.
fn no_session() -> ErrorData {
    ErrorData::invalid_request(
        "this request belongs to no MCP session: cordis-cli gives every HTTP client a \
         runtime of its own, so send `initialize` first (protocol 2025-11-25 or \
         earlier) and then the Mcp-Session-Id header its answer carries",
        None,
    )
}

/// The principal whose token the request of `context` carried, put there
/// by [`super::route`] before rmcp read the request.
pub fn principal_of(context: &RequestContext<RoleServer>) -> Option<Principal> {
    context
        .extensions
        .get::<hyper::http::request::Parts>()
        .and_then(|parts| parts.extensions.get::<Principal>())
        .cloned()
}

#[cfg(test)]
pub(super) mod tests {
    //! Hooks for the module tests in `http/tests.rs`.

    use super::*;

    /// The refusal past `--max-sessions`.
    pub(in crate::http) fn full_message(sessions: &Arc<Sessions>) -> String {
        sessions.full().message.into_owned()
    }

    /// What a request without a session gets.
    pub(in crate::http) fn no_session_message(sessions: &Arc<Sessions>) -> String {
        let _ = sessions;
        no_session().message.into_owned()
    }
}

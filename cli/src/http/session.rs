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
//! A request in the 2026-07-28 revision has no session (no `initialize`,
//! no `Mcp-Session-Id`): rmcp asks the factory for a fresh handler for each
//! one. It is served by its principal's runtime ([`Sessions::of_principal`]):
//! built on the principal's first such request, kept across requests and
//! connections, ended after `--idle-timeout` without a request, built and
//! disposed like a session's. Its `tools/list_changed` goes through
//! `subscriptions/listen` to that principal's listeners only. A principal's
//! runtime takes no `--max-sessions` slot and is never evicted: there is at
//! most one per line of `--token-file`.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock, Weak};
use std::time::{Duration, Instant};

use parking_lot::Mutex;
use rmcp::ServerHandler;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CompleteRequestParams, CompleteResult, ErrorCode,
    ErrorData, GetPromptRequestParams, GetPromptResponse, InitializeRequestParams,
    InitializeResult, ListPromptsResult, ListResourceTemplatesResult, ListResourcesResult,
    ListToolsResult, PaginatedRequestParams, ProtocolVersion, ReadResourceRequestParams,
    ReadResourceResponse, ServerConfig, SubscriptionFilter,
};
use rmcp::service::{RequestContext, RoleServer, SubscriptionContext};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::task::AbortHandle;
use tracing::Instrument;

use crate::audit::AuditLog;
use crate::config::{HttpSettings, RuntimeScope, Settings};
use crate::error::CliError;
use crate::http::principal::Principal;
use crate::lanes::Lanes;
use crate::logging;
use crate::metrics::METRICS;
use crate::operator::Operator;
use crate::server::{McpServer, server_config};
use crate::setup::{ClientHost, Runner, build_client};

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

/// Where a principal's runtime is kept once built; its async lock makes
/// concurrent first requests build one, not two.
type PrincipalSlot = Arc<tokio::sync::Mutex<Option<Arc<Session>>>>;

/// The sessions of one `serve --http`: the settings every session's runtime
/// is built from, and the free slots.
pub struct Sessions {
    settings: Settings,
    /// Where each runtime runs: a worker process, or the app's toolset.
    runner: Runner,
    /// The process's audit log, shared by every session.
    audit: Option<Arc<AuditLog>>,
    max: usize,
    idle: Duration,
    /// How long a session must have been idle to be evicted for a new one.
    evict_idle: Duration,
    slots: Arc<Semaphore>,
    /// One place per principal of `--token-file`, for its own runtime.
    principal_slots: Arc<Semaphore>,
    /// How many principals `--token-file` names.
    principals: usize,
    /// Each principal's runtime, once it has one; the async lock makes
    /// concurrent first requests build one, not two.
    runtimes: Mutex<HashMap<Principal, PrincipalSlot>>,
    /// The runtimes open now, for eviction and shutdown.
    open: Mutex<Vec<Weak<Session>>>,
    next_id: AtomicU64,
    stopping: AtomicBool,
    /// Which runtime a handshake client gets (`--runtime-scope`).
    scope: RuntimeScope,
}

impl Sessions {
    /// No sessions yet; at most `http.max_sessions` at once, and one
    /// runtime for each of the `principals` of `--token-file`, each run by
    /// `runner`.
    pub fn new(
        settings: Settings,
        runner: Runner,
        audit: Option<Arc<AuditLog>>,
        http: &HttpSettings,
        principals: usize,
    ) -> Arc<Self> {
        Arc::new(Self {
            settings,
            runner,
            audit,
            max: http.max_sessions,
            idle: http.idle_timeout,
            evict_idle: http.evict_idle,
            slots: Arc::new(Semaphore::new(http.max_sessions)),
            principal_slots: Arc::new(Semaphore::new(principals)),
            principals,
            runtimes: Mutex::new(HashMap::new()),
            open: Mutex::new(Vec::new()),
            next_id: AtomicU64::new(1),
            stopping: AtomicBool::new(false),
            scope: http.runtime_scope,
        })
    }

    /// A handler for rmcp's factory; it builds a runtime only on `initialize`.
    pub fn handler(self: &Arc<Self>) -> SessionServer {
        SessionServer {
            sessions: Arc::clone(self),
            session: OnceLock::new(),
            notifier: OnceLock::new(),
        }
    }

    /// Marks the server as shutting down: sessions ending from now on say
    /// so, and every principal's runtime ends (rmcp ends the sessions).
    pub fn stop(&self) {
        self.stopping.store(true, Ordering::SeqCst);
        let open: Vec<_> = self.open.lock().iter().filter_map(Weak::upgrade).collect();
        for runtime in open {
            if runtime.id.is_none() {
                runtime.end(Ended::Shutdown);
            }
        }
    }

    /// Waits until every runtime is disposed, at most `within`; `false` if
    /// some were still being disposed then.
    pub async fn disposed(&self, within: Duration) -> bool {
        let all = u32::try_from(self.max).unwrap_or(u32::MAX);
        let principals = u32::try_from(self.principals).unwrap_or(u32::MAX);
        let both = async {
            self.slots.acquire_many(all).await.is_ok()
                && self.principal_slots.acquire_many(principals).await.is_ok()
        };
        tokio::time::timeout(within, both)
            .await
            .is_ok_and(|both| both)
    }

    /// `principal`'s own runtime, built on its first use (or again after it
    /// ended), or why there is none.
    pub(super) async fn of_principal(
        self: &Arc<Self>,
        principal: &Principal,
    ) -> Result<Arc<Session>, ErrorData> {
        let cell = Arc::clone(self.runtimes.lock().entry(principal.clone()).or_default());
        let mut slot = cell.lock().await;
        if let Some(runtime) = slot.as_ref()
            && runtime.live.lock().is_some()
        {
            return Ok(Arc::clone(runtime));
        }
        if self.stopping.load(Ordering::SeqCst) {
            return Err(internal("cordis-cli is shutting down".to_owned()));
        }
        // Its previous runtime, if any, gives its place back once disposed.
        let permit = tokio::time::timeout(
            EVICTED_SLOT_WAIT,
            Arc::clone(&self.principal_slots).acquire_owned(),
        )
        .await
        .map_err(|_| {
            internal("the principal's previous runtime is still being disposed".to_owned())
        })?
        .map_err(|_| internal("cordis-cli is shutting down".to_owned()))?;
        let runtime = self.build(None, principal.clone(), permit).await?;
        *slot = Some(Arc::clone(&runtime));
        drop(slot);
        tokio::spawn(expire(Arc::downgrade(&runtime), cell, self.idle));
        Ok(runtime)
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
        self.build(Some(id), principal, permit).await
    }

    /// Builds a runtime holding `permit`: session `id`'s, or with `None`
    /// `principal`'s own.
    async fn build(
        self: &Arc<Self>,
        id: Option<u64>,
        principal: Principal,
        permit: OwnedSemaphorePermit,
    ) -> Result<Arc<Session>, ErrorData> {
        let sessions = Arc::clone(self);
        // The session is made on the blocking thread: if the client goes
        // away meanwhile, dropping it there still disposes its runtime.
        let build = move || -> Result<Arc<Session>, CliError> {
            let _session = logging::span_of(id, Some(&principal)).entered();
            let mut operator = Operator::new(sessions.settings.approve, sessions.audit.clone())
                .for_principal(principal.clone());
            if let Some(id) = id {
                operator = operator.in_session(id);
            }
            let (server, host) = build_client(
                &sessions.settings,
                &sessions.runner,
                operator,
                sessions.audit.clone(),
                id,
                Some(principal.clone()),
            )?;
            match id {
                Some(id) => {
                    tracing::info!("session {id} opened");
                    METRICS.session_opened();
                }
                None => tracing::info!("the runtime of principal {principal} opened"),
            }
            METRICS.runtime_opened(&principal);
            let (ended, _) = tokio::sync::watch::channel(false);
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
                })),
                last_seen: Mutex::new(Instant::now()),
                busy: AtomicUsize::new(0),
                evicted: Mutex::new(None),
                ended,
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
            .filter(|session| session.id.is_some() && session.evictable(self.evict_idle))
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
    host: ClientHost,
    permit: OwnedSemaphorePermit,
}

/// Ends `runtime`, a principal's, once it has gone `idle` without a
/// request and runs none, and forgets it in `cell` so that the next request
/// builds a new one.
async fn expire(runtime: Weak<Session>, cell: PrincipalSlot, idle: Duration) {
    let every = (idle / 10).clamp(Duration::from_millis(50), Duration::from_secs(5));
    loop {
        tokio::time::sleep(every).await;
        let Some(current) = runtime.upgrade() else {
            return;
        };
        if current.live.lock().is_none() {
            return;
        }
        if current.busy.load(Ordering::SeqCst) > 0 || current.idle_for() < idle {
            continue;
        }
        let mut slot = cell.lock().await;
        if slot
            .as_ref()
            .is_some_and(|kept| Arc::ptr_eq(kept, &current))
            && current.busy.load(Ordering::SeqCst) == 0
            && current.idle_for() >= idle
        {
            *slot = None;
            drop(slot);
            current.end(Ended::Idle);
            return;
        }
    }
}

/// One open runtime: a session's, or a principal's own; until it is
/// dropped, evicted or expires.
pub(super) struct Session {
    /// The session's id; `None` for a principal's own runtime.
    id: Option<u64>,
    /// Whose token opened it: only that principal's requests reach it.
    principal: Principal,
    sessions: Arc<Sessions>,
    live: Mutex<Option<Live>>,
    last_seen: Mutex<Instant>,
    /// Requests of this session being answered now.
    busy: AtomicUsize,
    /// Set when a new session took its place: how long it had been idle.
    evicted: Mutex<Option<Duration>>,
    /// Turns `true` when the runtime ends: its listeners stop.
    ended: tokio::sync::watch::Sender<bool>,
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

    /// The span of this runtime's work.
    fn span(&self) -> tracing::Span {
        logging::span_of(self.id, Some(&self.principal))
    }

    /// Its server for a `subscriptions/listen`, which does not keep it from
    /// expiring, and what turns `true` when it ends.
    fn listener(&self) -> Option<(McpServer, tokio::sync::watch::Receiver<bool>)> {
        let server = self.live.lock().as_ref().map(|live| live.server.clone())?;
        Some((server, self.ended.subscribe()))
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
        self.ended.send_replace(true);
        let (id, principal) = (self.id, self.principal.clone());
        // Disposing waits for running callbacks and joins the plugin
        // watcher: blocking work, kept off the async workers.
        let dispose = move || {
            let _session = logging::span_of(id, Some(&principal)).entered();
            let how = match live.host.close() {
                Some(timers) => format!("its runtime is disposed ({timers} timer(s) stopped)"),
                None => "its worker did not dispose its runtime in time and was killed".to_owned(),
            };
            drop(live.server);
            drop(live.host);
            match id {
                Some(id) => {
                    tracing::info!("session {id} {ended}; {how}");
                    METRICS.session_ended();
                }
                None => tracing::info!("the runtime of principal {principal} {ended}; {how}"),
            }
            METRICS.runtime_ended(&principal);
            drop(live.permit);
        };
        match tokio::runtime::Handle::try_current() {
            Ok(handle) => drop(handle.spawn_blocking(dispose)),
            Err(_) => dispose(),
        }
    }
}

/// The rmcp handler of one HTTP session, or of one 2026-07-28 request:
/// before `initialize` it has no runtime; from then on it serves its own,
/// like stdio's [`McpServer`]. A request without a session in the 2026-07-28
/// revision is served by its principal's runtime instead.
pub struct SessionServer {
    sessions: Arc<Sessions>,
    session: OnceLock<Arc<Session>>,
    /// Forwards `tools/list_changed` to this session's client.
    notifier: OnceLock<AbortHandle>,
}

impl Drop for SessionServer {
    fn drop(&mut self) {
        if let Some(notifier) = self.notifier.get() {
            notifier.abort();
        }
    }
}

/// Whether the request of `context` is in the 2026-07-28 revision or later,
/// which has no sessions.
fn sessionless(context: &RequestContext<RoleServer>) -> bool {
    context
        .protocol_version()
        .is_some_and(|version| version.as_str() >= ProtocolVersion::V_2026_07_28.as_str())
}

impl SessionServer {
    /// The runtime that serves the request of `context`: this session's, or
    /// for a 2026-07-28 request its principal's; or the error a request
    /// without a runtime, or of another principal, gets.
    async fn runtime(
        &self,
        context: &RequestContext<RoleServer>,
    ) -> Result<Arc<Session>, ErrorData> {
        let principal = principal_of(context);
        if let Some(session) = self.session.get() {
            if principal.as_ref() != Some(&session.principal) {
                // Told as an unknown session: nothing of another
                // principal's session is confirmed.
                return Err(no_session());
            }
            if let Some(idle) = *session.evicted.lock() {
                return Err(evicted(idle));
            }
            return Ok(Arc::clone(session));
        }
        match principal {
            Some(principal) if sessionless(context) => self.sessions.of_principal(&principal).await,
            _ => Err(no_session()),
        }
    }

    /// The server for one request made with `context` (counted as running
    /// while the guard lives) and the span of its work.
    async fn server(
        &self,
        context: &RequestContext<RoleServer>,
    ) -> Result<(McpServer, Busy, tracing::Span), ErrorData> {
        let runtime = self.runtime(context).await?;
        let span = runtime.span();
        let (server, busy) = runtime.server().ok_or_else(no_session)?;
        Ok((server, busy, span))
    }
}

impl ServerHandler for SessionServer {
    fn get_info(&self) -> ServerConfig {
        server_config()
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
        let session = match self.sessions.scope {
            RuntimeScope::Session => self.sessions.open(principal).await?,
            RuntimeScope::Principal => self.sessions.of_principal(&principal).await?,
        };
        let notifier = session
            .live
            .lock()
            .as_ref()
            .map(|live| live.server.notify_changes_to(context.peer.clone()));
        match self.session.set(session) {
            Ok(()) => {
                if let Some(notifier) = notifier {
                    let _ = self.notifier.set(notifier);
                }
            }
            Err(session) => {
                // A concurrent `initialize` won; this runtime goes away with it.
                if let Some(notifier) = notifier {
                    notifier.abort();
                }
                drop(session);
            }
        }
        context.peer.set_peer_info(request);
        Ok(result)
    }

    async fn list_tools(
        &self,
        request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        let (server, _busy, span) = self.server(&context).await?;
        server.list_tools(request, context).instrument(span).await
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let (server, _busy, span) = self.server(&context).await?;
        server.call_tool(request, context).instrument(span).await
    }

    async fn list_resources(
        &self,
        request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        let (server, _busy, span) = self.server(&context).await?;
        server
            .list_resources(request, context)
            .instrument(span)
            .await
    }

    async fn list_resource_templates(
        &self,
        request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListResourceTemplatesResult, ErrorData> {
        let (server, _busy, span) = self.server(&context).await?;
        server
            .list_resource_templates(request, context)
            .instrument(span)
            .await
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        let (server, _busy, span) = self.server(&context).await?;
        server
            .read_resource(request, context)
            .instrument(span)
            .await
    }

    async fn list_prompts(
        &self,
        request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, ErrorData> {
        let (server, _busy, span) = self.server(&context).await?;
        server.list_prompts(request, context).instrument(span).await
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, ErrorData> {
        let (server, _busy, span) = self.server(&context).await?;
        server.get_prompt(request, context).instrument(span).await
    }

    async fn complete(
        &self,
        request: CompleteRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CompleteResult, ErrorData> {
        let (server, _busy, span) = self.server(&context).await?;
        server.complete(request, context).instrument(span).await
    }

    fn accepted_subscription_filter(
        &self,
        requested: &SubscriptionFilter,
    ) -> Option<SubscriptionFilter> {
        Some(requested.supported_by(&self.get_info().capabilities))
    }

    /// A 2026-07-28 listener hears the changes of its principal's runtime
    /// (or its session's) until it goes away or the runtime ends; it does
    /// not keep the runtime from expiring.
    async fn listen(&self, context: SubscriptionContext) -> Result<(), ErrorData> {
        let runtime = self.runtime(context.request_context()).await?;
        let span = runtime.span();
        let (server, mut ended) = runtime.listener().ok_or_else(no_session)?;
        drop(runtime);
        tokio::select! {
            listened = server.listen(context).instrument(span) => listened,
            _ = ended.wait_for(|ended| *ended) => Ok(()),
        }
    }
}

fn internal(message: String) -> ErrorData {
    ErrorData::internal_error(message, None)
}

/// What a request of a session evicted after `idle` gets.
fn evicted(idle: Duration) -> ErrorData {
    ErrorData::invalid_request(
        format!(
            "this MCP session was ended to make room for a new one: it had gone {} s \
             without a message while cordis-cli served its limit of sessions \
             (--max-sessions), and its runtime and mounts are gone. Send `initialize` \
             without an Mcp-Session-Id header to start a new session, then mount again \
             what you need.",
            idle.as_secs()
        ),
        None,
    )
}

/// What a request that belongs to no session gets.
fn no_session() -> ErrorData {
    ErrorData::invalid_request(
        "this request belongs to no MCP session: cordis-cli gives every HTTP client a \
         runtime of its own, so send `initialize` first (protocol 2025-11-25 or \
         earlier) and then the Mcp-Session-Id header its answer carries, or speak \
         the 2026-07-28 revision, whose requests your principal's runtime serves",
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

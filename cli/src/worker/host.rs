//! [`WorkerHost`]: the [`ToolHost`] of `cordis-cli serve`, whose runtime
//! lives in a worker process ([`super::child`]) under the kernel's memory
//! bound. The server process never evaluates plugin code.
//!
//! Requests go down the worker's stdin tagged with an id; a reader thread
//! hands each reply to the caller waiting for it. When the worker dies, the
//! reader answers every call that was running with what happened
//! ([`Loss`]), writes the loss to the operator's log and the audit log from
//! this process, starts a fresh worker (at most
//! [`MAX_STARTS_PER_MINUTE`]), and announces the changed tool list. A
//! watchdog kills a worker whose request runs past its deadline
//! ([`DEADLINE_TIMEOUTS`] call timeouts) by more than [`WATCHDOG_GRACE`]:
//! a native call that never looks at the deadline, a process stopped or
//! stuck.

use std::collections::{HashMap, VecDeque};
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStderr, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, mpsc};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use cordis_toolset::plugins::KeepSubject;
use cordis_toolset::progress::ProgressSink;
use cordis_toolset::{
    CallOptions, LiveMount, MountPreview, SandboxError, ToolDescriptor, ToolOutput, ToolOwner,
    code_sha256,
};
use parking_lot::Mutex;
use serde_json::Value;

use super::loss::{Cause, Loss, Restart, Running};
use super::protocol::{self, Envelope, FromWorker, Reply, Request, Start};
use crate::approve;
use crate::audit::{AuditLog, AuditRecord};
use crate::config::Settings;
use crate::host::{HostError, ToolHost, names};
use crate::http::principal::Principal;
use crate::logging;
use crate::metrics::METRICS;

/// How far past its deadline a call may run before the watchdog kills its
/// worker: time for a native call to return and the engine to notice.
pub const WATCHDOG_GRACE: Duration = Duration::from_secs(10);

/// A request's deadline, in call timeouts (`timeout_ms`): the longest a
/// built-in call runs by the runtime's own bounds is a mount that waits
/// for another (two timeouts and a second) and then runs its own.
pub const DEADLINE_TIMEOUTS: u32 = 3;

/// Starts of a client's worker within a minute before the server stops
/// restarting it for the rest of that minute.
pub const MAX_STARTS_PER_MINUTE: usize = 5;

/// How long closing a worker waits for it to dispose its runtime before
/// killing it.
const CLOSE_WAIT: Duration = Duration::from_secs(10);

/// The longest stderr line forwarded whole; longer ones are cut there.
const MAX_LOG_LINE: u64 = 16 * 1024;

/// Why a worker could not be started.
#[derive(Debug, thiserror::Error)]
pub enum WorkerError {
    /// The process could not be started.
    #[error("cannot start a worker process ({program}): {source}")]
    Spawn {
        /// The program run.
        program: PathBuf,
        /// What the OS said.
        source: std::io::Error,
    },
    /// The settings are at fault (the start fails with exit code 2).
    #[error("{0}")]
    Settings(String),
    /// The runtime could not be built.
    #[error("{0}")]
    Start(String),
    /// The worker ended before it was ready.
    #[error("the worker process {0} before it was ready")]
    Died(Cause),
    /// The pipe to or from the worker failed.
    #[error("the worker's pipe failed: {0}")]
    Pipe(String),
}

/// What a client's workers are started from.
pub struct WorkerSpec {
    /// The `cordis-cli` binary (the server's own).
    pub program: PathBuf,
    /// The run's settings, handed to each worker.
    pub settings: Settings,
    /// The HTTP session served; `None` on stdio.
    pub session: Option<u64>,
    /// The principal served over HTTP; `None` on stdio.
    pub principal: Option<Principal>,
    /// The audit log the loss of a worker is recorded in.
    pub audit: Option<Arc<AuditLog>>,
}

impl WorkerSpec {
    /// The span of the work for the client served.
    fn span(&self) -> tracing::Span {
        logging::span_of(self.session, self.principal.as_ref())
    }
}

/// A [`ToolHost`] whose runtime runs in a worker process.
pub struct WorkerHost {
    shared: Arc<Shared>,
}

type Listener = Arc<dyn Fn() + Send + Sync>;

/// What the host and its workers' threads share.
struct Shared {
    spec: WorkerSpec,
    /// How long a request may run before the watchdog kills the worker.
    deadline: Duration,
    current: Mutex<Option<Arc<Worker>>>,
    /// Serializes starts; the times of recent ones.
    starts: Mutex<VecDeque<Instant>>,
    listeners: Mutex<Vec<Listener>>,
    /// Tool owners as last answered, to name a lost call's mount; cleared
    /// whenever the tool set changes.
    owners: Mutex<HashMap<String, ToolOwner>>,
    /// What the first worker reported at start.
    statuses: Mutex<Vec<(String, String)>>,
    layers: Mutex<Vec<String>>,
    closing: AtomicBool,
}

/// One worker process.
struct Worker {
    pid: i32,
    stdin: Mutex<Option<ChildStdin>>,
    calls: Mutex<Calls>,
    next_id: AtomicU64,
    /// The mounts made with `cordis_mount` live after the last call.
    mounts: Mutex<Vec<LiveMount>>,
    /// Set when the worker wrote that an allocation failed.
    out_of_memory: AtomicBool,
    /// Set as soon as its stdout closed: no new request goes to it.
    dead: AtomicBool,
    /// Set by the watchdog when it kills the worker: how far past.
    overdue: Mutex<Option<Duration>>,
    /// Receives once the worker has ended and its calls are answered.
    ended: Mutex<Option<mpsc::Receiver<()>>>,
    /// The timers its runtime stopped when it was disposed.
    disposed: Mutex<Option<usize>>,
}

#[derive(Default)]
struct Calls {
    pending: HashMap<u64, Pending>,
    lost: Option<Arc<Loss>>,
}

struct Pending {
    answer: mpsc::Sender<Result<Reply, Arc<Loss>>>,
    running: Running,
    started: Instant,
    /// Where the call's progress reports go.
    progress: Option<ProgressSink>,
    /// The call's cancellation, when it has one: closing the worker
    /// cancels it, so the caller knows the call was cancelled.
    cancel: Option<cordis_toolset::cancel::CancelToken>,
}

/// Why a request got no reply.
enum Failure {
    /// The worker was lost while it ran.
    Lost(Arc<Loss>),
    /// No worker serves the client now.
    Unavailable(String),
}

impl Failure {
    fn tell(&self, running: &Running) -> String {
        match self {
            Failure::Lost(loss) => loss.tell(running),
            Failure::Unavailable(why) => why.clone(),
        }
    }
}

impl WorkerHost {
    /// Starts the first worker and waits until it is ready; fails as its
    /// runtime would (a bad setting, an unreadable plugin directory).
    pub fn start(spec: WorkerSpec) -> Result<Self, WorkerError> {
        let limits = crate::grants::limits(&spec.settings)
            .map_err(|error| WorkerError::Settings(error.to_string()))?;
        let shared = Arc::new(Shared {
            deadline: limits.timeout() * DEADLINE_TIMEOUTS,
            spec,
            current: Mutex::new(None),
            starts: Mutex::new(VecDeque::new()),
            listeners: Mutex::new(Vec::new()),
            owners: Mutex::new(HashMap::new()),
            statuses: Mutex::new(Vec::new()),
            layers: Mutex::new(Vec::new()),
            closing: AtomicBool::new(false),
        });
        let worker = Shared::spawn(&shared)?;
        shared.starts.lock().push_back(Instant::now());
        *shared.current.lock() = Some(worker);
        Ok(Self { shared })
    }

    /// Each granted service's status, as the first worker reported it.
    pub fn statuses(&self) -> Vec<(String, String)> {
        self.shared.statuses.lock().clone()
    }

    /// The OS limits the first worker put on itself, in words.
    pub fn layers(&self) -> Vec<String> {
        self.shared.layers.lock().clone()
    }

    /// The current worker's process id, if one runs.
    pub fn worker_pid(&self) -> Option<u32> {
        let worker = self.shared.current.lock().clone()?;
        u32::try_from(worker.pid).ok()
    }

    /// Ends the worker: it disposes its runtime and exits. Waits for that
    /// at most [`CLOSE_WAIT`], then kills it. Returns how many pending
    /// timers the disposal stopped, or `None` if the worker had to be
    /// killed (or none ran). Later calls are refused.
    pub fn close(&self) -> Option<usize> {
        self.shared.closing.store(true, Ordering::SeqCst);
        let worker = self.shared.current.lock().take()?;
        // Nobody waits for the calls still running (the client closed its
        // session): they are cancelled rather than waited for.
        let running: Vec<(u64, Option<cordis_toolset::cancel::CancelToken>)> = worker
            .calls
            .lock()
            .pending
            .iter()
            .map(|(id, pending)| (*id, pending.cancel.clone()))
            .collect();
        for (call, token) in running {
            // Through the call's own token when it has one (its hook tells
            // the worker), so its caller records the call as cancelled.
            match token {
                Some(token) => token.cancel(),
                None => worker.cancel(call),
            }
        }
        // Its stdin closing is the worker's signal to dispose and exit.
        drop(worker.stdin.lock().take());
        let ended = worker.ended.lock().take()?;
        if ended.recv_timeout(CLOSE_WAIT).is_err() {
            kill(worker.pid);
            let _ = ended.recv_timeout(Duration::from_secs(2));
        }
        *worker.disposed.lock()
    }

    /// Sends `request` to the current worker (started anew if it was lost)
    /// and waits for its reply.
    fn ask(&self, request: Request, running: &Running) -> Result<Reply, Failure> {
        self.ask_with(request, running, &CallOptions::new())
    }

    /// [`Self::ask`] for a call under `options`: its cancel is passed on
    /// to the worker, its progress handed to the sink.
    fn ask_with(
        &self,
        request: Request,
        running: &Running,
        options: &CallOptions,
    ) -> Result<Reply, Failure> {
        let worker = Shared::worker(&self.shared).map_err(Failure::Unavailable)?;
        worker
            .ask(request, running.clone(), options)
            .map_err(Failure::Lost)
    }

    /// Calls `name` in the worker under `options`, reading the owner of
    /// `owner_of` first.
    fn called(
        &self,
        owner_of: Option<&str>,
        name: &str,
        arguments: Value,
        options: &CallOptions,
    ) -> (Option<ToolOwner>, Option<ToolOutput>) {
        // Cancelled while it waited for a lane: it never starts.
        if options.is_cancelled() {
            return (
                None,
                Some(ToolOutput::error(SandboxError::Cancelled.to_string())),
            );
        }
        let running = self.running_call(name, &arguments);
        let request = Request::Call {
            name: name.to_owned(),
            arguments,
            owner_of: owner_of.map(str::to_owned),
        };
        match self.ask_with(request, &running, options) {
            Ok(Reply::Called { owner, output, .. }) => {
                if let (Some(tool), Some(owner)) = (owner_of, &owner) {
                    self.shared
                        .owners
                        .lock()
                        .insert(tool.to_owned(), owner.clone());
                }
                (owner, output)
            }
            Ok(_) => (None, Some(ToolOutput::error(mismatch()))),
            Err(failure) => (None, Some(ToolOutput::error(failure.tell(&running)))),
        }
    }

    /// What a call of `name` with `arguments` is doing, for a loss report.
    fn running_call(&self, name: &str, arguments: &Value) -> Running {
        let (target, arguments) = approve::target(name, arguments);
        if target == names::MOUNT {
            let code = arguments.get("code").and_then(Value::as_str).unwrap_or("");
            return Running::Mount {
                dry_run: arguments.get("dryRun").and_then(Value::as_bool) == Some(true),
                sha256: code_sha256(code),
            };
        }
        // Built-in tools have no mount to name; a mounted tool's owner is
        // asked once and kept until the tool set changes.
        let owner = if target.starts_with("cordis_") {
            None
        } else {
            let known = self.shared.owners.lock().get(&target).cloned();
            known.or_else(|| self.tool_owner(&target))
        };
        Running::Tool {
            name: target,
            owner: owner.map(|owner| (owner.mount, owner.plugin)),
        }
    }
}

impl Drop for WorkerHost {
    fn drop(&mut self) {
        let _ = self.close();
    }
}

impl ToolHost for WorkerHost {
    fn tools(&self) -> Vec<ToolDescriptor> {
        // A worker lost while listing is replaced: list the fresh one's.
        for _ in 0..2 {
            if let Ok(Reply::Tools { tools }) = self.ask(Request::Tools, &Running::Listing) {
                return tools;
            }
        }
        Vec::new()
    }

    fn call(&self, name: &str, arguments: Value) -> Option<ToolOutput> {
        self.called(None, name, arguments, &CallOptions::new()).1
    }

    fn call_with(&self, name: &str, arguments: Value, options: CallOptions) -> Option<ToolOutput> {
        self.called(None, name, arguments, &options).1
    }

    fn owned_call(
        &self,
        owner_of: &str,
        name: &str,
        arguments: Value,
        options: CallOptions,
    ) -> (Option<ToolOwner>, Option<ToolOutput>) {
        self.called(Some(owner_of), name, arguments, &options)
    }

    fn on_tools_changed(&self, listener: Box<dyn Fn() + Send + Sync>) {
        self.shared.listeners.lock().push(Arc::from(listener));
    }

    fn preview(&self, code: &str) -> Result<MountPreview, HostError> {
        let running = Running::Preview {
            sha256: code_sha256(code),
        };
        let request = Request::Preview {
            code: code.to_owned(),
        };
        match self.ask(request, &running) {
            Ok(Reply::Preview { result }) => result.map_err(HostError::Refused),
            Ok(_) => Err(HostError::Lost(mismatch())),
            Err(failure) => Err(HostError::Lost(failure.tell(&running))),
        }
    }

    fn keep_subject(&self, id: &str) -> Result<KeepSubject, HostError> {
        let running = Running::KeepSubject { id: id.to_owned() };
        let request = Request::KeepSubject { id: id.to_owned() };
        match self.ask(request, &running) {
            Ok(Reply::KeepSubject { result }) => result.map_err(HostError::Refused),
            Ok(_) => Err(HostError::Lost(mismatch())),
            Err(failure) => Err(HostError::Lost(failure.tell(&running))),
        }
    }

    fn unknown_tool(&self, name: &str) -> String {
        let request = Request::UnknownTool {
            name: name.to_owned(),
        };
        let running = Running::Owner {
            tool: name.to_owned(),
        };
        match self.ask(request, &running) {
            Ok(Reply::UnknownTool { message }) => message,
            Ok(_) => mismatch(),
            Err(failure) => failure.tell(&running),
        }
    }

    fn tool_owner(&self, name: &str) -> Option<ToolOwner> {
        let request = Request::ToolOwner {
            name: name.to_owned(),
        };
        let running = Running::Owner {
            tool: name.to_owned(),
        };
        let Ok(Reply::ToolOwner { owner }) = self.ask(request, &running) else {
            return None;
        };
        let mut owners = self.shared.owners.lock();
        match &owner {
            Some(owner) => owners.insert(name.to_owned(), owner.clone()),
            None => owners.remove(name),
        };
        owner
    }

    fn plugin_dir(&self) -> Option<&Path> {
        self.shared.spec.settings.plugins.as_deref()
    }
}

/// The text of a reply of the wrong kind (a worker bug, never expected).
fn mismatch() -> String {
    "the worker answered a different question; the call's outcome is unknown".to_owned()
}

impl Shared {
    /// The live worker, started anew if the last one was lost (unless
    /// starts are paused); `Err` says why no worker serves the client.
    fn worker(this: &Arc<Self>) -> Result<Arc<Worker>, String> {
        let live = |this: &Self| {
            this.current
                .lock()
                .clone()
                .filter(|worker| !worker.dead.load(Ordering::SeqCst))
        };
        if let Some(worker) = live(this) {
            return Ok(worker);
        }
        if this.closing.load(Ordering::SeqCst) {
            return Err("this client's session is closing; its runtime is gone".to_owned());
        }
        let mut starts = this.starts.lock();
        if let Some(worker) = live(this) {
            return Ok(worker);
        }
        if let Restart::Paused { seconds, deaths } = Self::pause(&mut starts) {
            return Err(format!(
                "The worker process that runs this client's plugins died {deaths} times within \
                 a minute, so the server does not start another for {seconds} s. Wait, then \
                 call again; mount nothing that made it die (earlier answers say what)."
            ));
        }
        starts.push_back(Instant::now());
        let worker = Self::spawn(this).map_err(|error| {
            format!("the worker process that runs this client's plugins could not start: {error}")
        })?;
        *this.current.lock() = Some(Arc::clone(&worker));
        Ok(worker)
    }

    /// [`Restart::Paused`] while [`MAX_STARTS_PER_MINUTE`] starts were made
    /// within the last minute, else [`Restart::Fresh`].
    fn pause(starts: &mut VecDeque<Instant>) -> Restart {
        const WINDOW: Duration = Duration::from_secs(60);
        while starts.front().is_some_and(|at| at.elapsed() >= WINDOW) {
            starts.pop_front();
        }
        match starts.front() {
            Some(oldest) if starts.len() >= MAX_STARTS_PER_MINUTE => Restart::Paused {
                seconds: WINDOW.saturating_sub(oldest.elapsed()).as_secs().max(1),
                deaths: starts.len(),
            },
            _ => Restart::Fresh,
        }
    }

    /// Starts a worker and waits for it to be ready.
    fn spawn(this: &Arc<Self>) -> Result<Arc<Worker>, WorkerError> {
        let program = &this.spec.program;
        let mut child = Command::new(program)
            .arg("worker")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            // Fewer malloc arenas: less memory held per thread.
            .env("MALLOC_ARENA_MAX", "2")
            .spawn()
            .map_err(|source| WorkerError::Spawn {
                program: program.clone(),
                source,
            })?;
        let pid = i32::try_from(child.id()).unwrap_or(i32::MAX);
        let (Some(mut stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            kill(pid);
            let _ = child.wait();
            return Err(WorkerError::Pipe(
                "its standard streams were not piped".into(),
            ));
        };
        let (ended_tx, ended_rx) = mpsc::channel();
        let worker = Arc::new(Worker {
            pid,
            stdin: Mutex::new(None),
            calls: Mutex::new(Calls::default()),
            next_id: AtomicU64::new(1),
            mounts: Mutex::new(Vec::new()),
            out_of_memory: AtomicBool::new(false),
            dead: AtomicBool::new(false),
            overdue: Mutex::new(None),
            ended: Mutex::new(Some(ended_rx)),
            disposed: Mutex::new(None),
        });
        let log = match forward_stderr(stderr, Arc::clone(&worker), this.spec.span()) {
            Ok(log) => log,
            Err(error) => {
                kill(pid);
                let _ = child.wait();
                return Err(WorkerError::Pipe(error.to_string()));
            }
        };
        let start = Start {
            settings: this.spec.settings.clone(),
            session: this.spec.session,
        };
        let mut stdout = BufReader::new(stdout);
        let ready = protocol::write(&mut stdin, &start)
            .map_err(|error| WorkerError::Pipe(error.to_string()))
            .and_then(|()| {
                loop {
                    // The plugin directory's news come before the runtime is ready.
                    match protocol::read::<FromWorker>(&mut stdout) {
                        Ok(Some(FromWorker::Log { log })) => log.emit(),
                        other => break other.map_err(|error| WorkerError::Pipe(error.to_string())),
                    }
                }
            });
        match ready {
            Ok(Some(FromWorker::Ready { statuses, layers })) => {
                *this.statuses.lock() = statuses;
                *this.layers.lock() = layers;
            }
            other => {
                drop(stdin);
                kill(pid);
                let status = child.wait();
                let _ = log.join();
                return Err(match other {
                    Ok(Some(FromWorker::Failed {
                        message,
                        config: true,
                    })) => WorkerError::Settings(message),
                    Ok(Some(FromWorker::Failed { message, .. })) => WorkerError::Start(message),
                    Err(error) => error,
                    Ok(_) => WorkerError::Died(cause_of(
                        status.ok(),
                        &worker,
                        this.spec.settings.worker_memory,
                    )),
                });
            }
        }
        *worker.stdin.lock() = Some(stdin);
        let shared = Arc::clone(this);
        let reading = Arc::clone(&worker);
        let span = this.spec.span();
        std::thread::Builder::new()
            .name("cordis-worker-reader".into())
            .spawn(move || {
                let _session = span.entered();
                read_replies(&shared, &reading, stdout);
                shared.lost(&reading, child, log);
                let _ = ended_tx.send(());
            })
            .map_err(|error| WorkerError::Pipe(error.to_string()))?;
        let (shared, watched) = (Arc::clone(this), Arc::clone(&worker));
        let _ = std::thread::Builder::new()
            .name("cordis-worker-watchdog".into())
            .spawn(move || watchdog(&shared, &watched));
        Ok(worker)
    }

    /// After the worker's stdout closed: wait for it, answer every call
    /// still running, record the loss, start a fresh worker and announce
    /// the change. A worker closed on purpose only has its calls answered.
    fn lost(self: &Arc<Self>, worker: &Arc<Worker>, mut child: Child, log: JoinHandle<()>) {
        // New requests wait for the successor (`Shared::worker` takes the
        // start lock that the restart below holds).
        worker.dead.store(true, Ordering::SeqCst);
        kill_if_running(&mut child, worker.pid);
        let status = child.wait().ok();
        let _ = log.join();
        let cause = cause_of(status, worker, self.spec.settings.worker_memory);
        // A keep it was writing left its temporary file: it is stale now.
        if let Some(dir) = &self.spec.settings.plugins {
            cordis_toolset::plugins::keep::remove_partials_of(dir, child.id());
        }
        // Its mounts are gone with it (the loss below still names them).
        METRICS.mounts_changed(worker.mounts.lock().len(), 0);
        let closing = self.closing.load(Ordering::SeqCst);
        let running: Vec<Running> = {
            let calls = worker.calls.lock();
            calls.pending.values().map(|p| p.running.clone()).collect()
        };
        let restarted = if closing {
            Restart::Failed("the session is closing".into())
        } else {
            self.restart(worker)
        };
        let loss = Arc::new(Loss {
            cause,
            running,
            mounts: worker.mounts.lock().clone(),
            restarted,
        });
        // The evidence first: the log and the audit line are written
        // before any call hears of the loss.
        if !closing {
            self.record(&loss);
        }
        let pending = {
            let mut calls = worker.calls.lock();
            calls.lost = Some(Arc::clone(&loss));
            std::mem::take(&mut calls.pending)
        };
        for (_, call) in pending {
            let _ = call.answer.send(Err(Arc::clone(&loss)));
        }
        if !closing {
            self.notify();
        }
    }

    /// Writes `loss` to the operator's log and, if there is one, the audit
    /// log.
    fn record(&self, loss: &Loss) {
        METRICS.worker_lost();
        tracing::error!("{}", loss.log_line(self.spec.session));
        if let Some(audit) = &self.spec.audit {
            let record = AuditRecord {
                session: self.spec.session,
                principal: self.spec.principal.as_ref().map(Principal::to_string),
                worker: Some(loss.record()),
                ..AuditRecord::new("worker", false, Duration::ZERO)
            };
            if let Err(error) = audit.record(&record) {
                tracing::error!("the loss of a worker is not in the audit log: {error}");
            }
        }
    }

    /// Starts the lost `worker`'s successor, unless starts are paused.
    fn restart(self: &Arc<Self>, lost: &Arc<Worker>) -> Restart {
        let mut starts = self.starts.lock();
        let current = self.current.lock().clone();
        if current.is_some_and(|current| !Arc::ptr_eq(&current, lost)) {
            // Someone started its successor already.
            return Restart::Fresh;
        }
        let paused = Self::pause(&mut starts);
        if paused != Restart::Fresh {
            *self.current.lock() = None;
            return paused;
        }
        starts.push_back(Instant::now());
        match Self::spawn(self) {
            Ok(worker) => {
                *self.current.lock() = Some(worker);
                Restart::Fresh
            }
            Err(error) => {
                *self.current.lock() = None;
                Restart::Failed(error.to_string())
            }
        }
    }

    /// Calls every tools-changed listener, after forgetting the owners
    /// read so far (a tool of the same name may have another now).
    fn notify(&self) {
        self.owners.lock().clear();
        let listeners = self.listeners.lock().clone();
        for listener in listeners {
            listener();
        }
    }
}

impl Worker {
    /// Asks the worker to cancel the call sent with envelope id `call`.
    fn cancel(&self, call: u64) {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let envelope = Envelope {
            id,
            request: Request::Cancel { call },
        };
        if let Some(stdin) = self.stdin.lock().as_mut() {
            // A worker that is gone has nothing left to cancel.
            let _ = protocol::write(stdin, &envelope);
        }
    }

    /// Sends `request` and waits for its reply, or for the loss of the
    /// worker; a call's cancel is passed on, its progress handed over.
    fn ask(
        self: &Arc<Self>,
        request: Request,
        running: Running,
        options: &CallOptions,
    ) -> Result<Reply, Arc<Loss>> {
        let (answer, reply) = mpsc::channel();
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        {
            let mut calls = self.calls.lock();
            if let Some(loss) = &calls.lost {
                return Err(Arc::clone(loss));
            }
            calls.pending.insert(
                id,
                Pending {
                    answer,
                    running,
                    started: Instant::now(),
                    progress: options.sink().cloned(),
                    cancel: options.token().cloned(),
                },
            );
        }
        let envelope = Envelope { id, request };
        if let Some(stdin) = self.stdin.lock().as_mut() {
            // A failed write means the worker is gone: the reader notices
            // and answers this call with the loss.
            let _ = protocol::write(stdin, &envelope);
        }
        // After the call went out, so the cancel follows it down the pipe;
        // the call is still answered, once it has stopped.
        let worker = Arc::downgrade(self);
        let _on_cancel = options.token().map(|token| {
            token.on_cancel(move || {
                if let Some(worker) = worker.upgrade() {
                    worker.cancel(id);
                }
            })
        });
        reply.recv().unwrap_or_else(|_| {
            Err(Arc::new(Loss {
                cause: Cause::Protocol("the call was dropped".into()),
                running: Vec::new(),
                mounts: Vec::new(),
                restarted: Restart::Failed("unknown".into()),
            }))
        })
    }
}

/// Hands each reply to its caller until the worker's stdout closes or
/// breaks the protocol.
fn read_replies(
    shared: &Shared,
    worker: &Worker,
    mut stdout: BufReader<std::process::ChildStdout>,
) {
    loop {
        match protocol::read::<FromWorker>(&mut stdout) {
            Ok(Some(FromWorker::Reply { id, reply })) => {
                if let Reply::Called { mounts, .. } = &reply {
                    let mut live = worker.mounts.lock();
                    METRICS.mounts_changed(live.len(), mounts.len());
                    *live = mounts.clone();
                }
                let pending = worker.calls.lock().pending.remove(&id);
                if let Some(pending) = pending {
                    let _ = pending.answer.send(Ok(reply));
                }
            }
            Ok(Some(FromWorker::Progress { id, progress })) => {
                let sink = worker
                    .calls
                    .lock()
                    .pending
                    .get(&id)
                    .and_then(|pending| pending.progress.clone());
                if let Some(sink) = sink {
                    sink(progress);
                }
            }
            Ok(Some(FromWorker::ToolsChanged)) => shared.notify(),
            Ok(Some(FromWorker::Log { log })) => log.emit(),
            Ok(Some(FromWorker::Disposed { timers })) => *worker.disposed.lock() = Some(timers),
            Ok(Some(FromWorker::Ready { .. } | FromWorker::Failed { .. })) => {}
            Ok(None) => return,
            Err(error) => {
                tracing::error!("a worker broke the protocol ({error}); stopping it");
                kill(worker.pid);
                return;
            }
        }
    }
}

/// Kills the worker when one of its calls runs past the deadline by more
/// than [`WATCHDOG_GRACE`]; ends with the worker.
fn watchdog(shared: &Shared, worker: &Worker) {
    let limit = shared.deadline + WATCHDOG_GRACE;
    loop {
        std::thread::sleep(Duration::from_millis(250));
        let calls = worker.calls.lock();
        if calls.lost.is_some() {
            return;
        }
        let oldest = calls.pending.values().map(|p| p.started.elapsed()).max();
        drop(calls);
        if let Some(elapsed) = oldest.filter(|elapsed| *elapsed > limit) {
            *worker.overdue.lock() = Some(elapsed.saturating_sub(shared.deadline));
            kill(worker.pid);
            return;
        }
    }
}

/// Forwards the worker's stderr to the server's log, each line escaped,
/// in the session's span ([`logging::worker_line`]); notes a failed
/// allocation.
fn forward_stderr(
    stderr: ChildStderr,
    worker: Arc<Worker>,
    span: tracing::Span,
) -> std::io::Result<JoinHandle<()>> {
    let forward = move || {
        let _session = span.entered();
        let mut reader = BufReader::new(stderr);
        let mut line = Vec::new();
        loop {
            line.clear();
            match reader
                .by_ref()
                .take(MAX_LOG_LINE)
                .read_until(b'\n', &mut line)
            {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
            let text = String::from_utf8_lossy(&line);
            let text = text.trim_end_matches('\n');
            if text.starts_with("memory allocation of ") {
                worker.out_of_memory.store(true, Ordering::SeqCst);
            }
            logging::worker_line(text);
        }
    };
    std::thread::Builder::new()
        .name("cordis-worker-log".into())
        .spawn(forward)
}

/// Why the worker ended, from its status and what was seen of it.
fn cause_of(status: Option<std::process::ExitStatus>, worker: &Worker, limit: u64) -> Cause {
    use std::os::unix::process::ExitStatusExt;
    if let Some(over) = *worker.overdue.lock() {
        return Cause::Deadline { over };
    }
    if worker.out_of_memory.load(Ordering::SeqCst) {
        return Cause::OutOfMemory { limit };
    }
    match status {
        Some(status) => match (status.signal(), status.code()) {
            (Some(signal), _) => Cause::Signal(signal),
            (None, Some(code)) => Cause::Exit(code),
            (None, None) => Cause::Protocol("no exit status".into()),
        },
        None => Cause::Protocol("its exit status could not be read".into()),
    }
}

/// Sends SIGKILL to `pid`; a process already gone is fine.
fn kill(pid: i32) {
    if let Some(pid) = rustix::process::Pid::from_raw(pid) {
        let _ = rustix::process::kill_process(pid, rustix::process::Signal::KILL);
    }
}

/// Kills the child unless it has exited already (its stdout closed, so it
/// is on its way out or broke the protocol).
fn kill_if_running(child: &mut Child, pid: i32) {
    // Give a worker that closed stdout on its way out a moment to exit.
    for _ in 0..50 {
        if matches!(child.try_wait(), Ok(Some(_))) {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    kill(pid);
}

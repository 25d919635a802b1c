//! The worker process (`cordis-cli worker`, started only by `serve`): one
//! runtime, built from the [`Start`] line, serving the server's requests
//! until its stdin closes, then disposed.
//!
//! Each request runs on a thread of its own with the stack script calls
//! need, so a slow call never holds up another (the server's lanes bound
//! how many run at once). Replies go out in the order calls finish, each
//! tagged with its request's id. A [`Request::Cancel`] is acted on by the
//! reader itself, at once: it cancels the token its call runs under.

use std::collections::HashMap;
use std::io::{BufReader, Write};
use std::sync::{Arc, mpsc};

use cordis_toolset::CallOptions;
use cordis_toolset::cancel::CancelToken;
use parking_lot::Mutex;

use super::host::WorkerError;
use super::protocol::{self, Envelope, FromWorker, Reply, Request, Start};
use super::{bound, confine};
use crate::error::CliError;
use crate::host::{Host, ToolHost};
use crate::logging::Sink;
use crate::setup::build_host;

/// The worker's stdout, shared by the threads that reply.
type Out = Arc<Mutex<std::io::Stdout>>;

/// Runs the worker: reads the [`Start`] line, bounds its own memory, builds
/// the runtime and serves requests until stdin closes.
pub fn run() -> Result<(), CliError> {
    // No parent-death signal: Linux sends it when the thread that started
    // the worker ends, and the server starts workers from short-lived
    // threads. A server that is gone closes this stdin instead, which ends
    // the worker once its running calls are done (each within its deadline).
    let mut input = BufReader::new(std::io::stdin());
    let out: Out = Arc::new(Mutex::new(std::io::stdout()));
    let start: Start = protocol::read(&mut input)
        .map_err(|error| WorkerError::Pipe(error.to_string()))?
        .ok_or_else(|| WorkerError::Pipe("the server closed the pipe before starting".into()))?;
    let memory = start.settings.worker_memory;
    let mut layers = match bound::apply(memory) {
        Ok(layer) => vec![layer],
        Err(error) => vec![format!("no memory bound: setrlimit failed ({error})")],
    };
    // Before any thread starts, so that every one is bound by it.
    layers.push(confine::apply(&start.settings));
    let logs = Arc::clone(&out);
    let log: Sink = Arc::new(move |log| send(&logs, &FromWorker::Log { log }));
    let host = match build_host(&start.settings, &log) {
        Ok(host) => host,
        Err(error) => {
            let failed = FromWorker::Failed {
                message: error.to_string(),
                config: error.exit_code() == 2,
            };
            send(&out, &failed);
            return Ok(());
        }
    };
    let notices = Arc::clone(&out);
    host.on_tools_changed(Box::new(move || send(&notices, &FromWorker::ToolsChanged)));
    let statuses = host.toolset().service_statuses();
    send(&out, &FromWorker::Ready { statuses, layers });
    // One call's stack a thread: `RLIMIT_DATA` counts every thread's whole
    // reservation, and nested calls get fresh segments only when they nest.
    let stack = crate::grants::limits(&start.settings)?.call_thread_stack_size();
    serve(&mut input, &host, &out, stack);
    let runtime = host.toolset().runtime();
    let timers = runtime.pending_timers();
    runtime.dispose_all();
    send(&out, &FromWorker::Disposed { timers });
    Ok(())
}

/// Call threads kept waiting for the next request, at most; a thread that
/// finishes a call with this many idle ends instead.
const IDLE_THREADS: usize = 8;

/// One request's work, run on a call thread.
type Job = Box<dyn FnOnce() + Send>;

/// The call threads: each runs one request at a time and then waits for
/// another (saving a thread's start and stack for the next call), up to
/// [`IDLE_THREADS`] of them; more start when more calls run at once.
struct Threads {
    idle: Mutex<Vec<mpsc::Sender<Job>>>,
    stack: usize,
}

impl Threads {
    /// Runs `job` on an idle thread, or on a new one.
    fn run(self: &Arc<Self>, mut job: Job) -> std::io::Result<()> {
        loop {
            let Some(thread) = self.idle.lock().pop() else {
                break;
            };
            match thread.send(job) {
                Ok(()) => return Ok(()),
                // That thread is gone: try the next.
                Err(mpsc::SendError(back)) => job = back,
            }
        }
        let (sender, jobs) = mpsc::channel::<Job>();
        let threads = Arc::clone(self);
        std::thread::Builder::new()
            .name("cordis-worker-call".into())
            .stack_size(self.stack)
            .spawn(move || {
                let mut next = Some(job);
                while let Some(job) = next.take() {
                    job();
                    {
                        let mut idle = threads.idle.lock();
                        if idle.len() >= IDLE_THREADS {
                            return;
                        }
                        idle.push(sender.clone());
                    }
                    next = jobs.recv().ok();
                }
            })
            .map(drop)
    }
}

/// Answers requests until stdin closes or fails.
fn serve(input: &mut BufReader<std::io::Stdin>, host: &Arc<Host>, out: &Out, stack: usize) {
    let threads = Arc::new(Threads {
        idle: Mutex::new(Vec::new()),
        stack,
    });
    // The token of every call running, by its envelope id.
    let running: Arc<Mutex<HashMap<u64, CancelToken>>> = Arc::default();
    while let Ok(Some(envelope)) = protocol::read::<Envelope>(input) {
        let Envelope { id, request } = envelope;
        if let Request::Cancel { call } = request {
            if let Some(token) = running.lock().get(&call) {
                token.cancel();
            }
            continue;
        }
        let token = CancelToken::new();
        if matches!(request, Request::Call { .. }) {
            running.lock().insert(id, token.clone());
        }
        let (runtime, thread_out) = (Arc::clone(host), Arc::clone(out));
        let progress_out = Arc::clone(out);
        let options = CallOptions::new()
            .cancel(token)
            .progress(move |progress| send(&progress_out, &FromWorker::Progress { id, progress }));
        let calls = Arc::clone(&running);
        // Kept to answer with if no thread can be had for it.
        let asked = request.clone();
        let answer = move || {
            let reply = answer(&runtime, request, options);
            calls.lock().remove(&id);
            send(&thread_out, &FromWorker::Reply { id, reply });
        };
        if let Err(error) = threads.run(Box::new(answer)) {
            let why = format!(
                "this call could not start: the worker running this client's plugins has no \
                 room for another thread ({error}); its memory bound (--worker-memory) is held \
                 by what runs now. Wait for running calls to finish, then call again."
            );
            running.lock().remove(&id);
            let reply = refusal(host, asked, why);
            send(out, &FromWorker::Reply { id, reply });
        }
    }
    // Idle threads end once they can get no more work.
    threads.idle.lock().clear();
}

/// Runs one request against the runtime; a call under `options`.
fn answer(host: &Host, request: Request, options: CallOptions) -> Reply {
    match request {
        Request::Tools => Reply::Tools {
            tools: host.tools(),
        },
        Request::Call {
            name,
            arguments,
            owner_of,
        } => {
            let owner = owner_of.and_then(|tool| host.tool_owner(&tool));
            let output = host.call_with(&name, arguments, options);
            let mounts = host.toolset().live_mounts();
            Reply::Called {
                owner,
                output,
                mounts,
            }
        }
        Request::Preview { code } => Reply::Preview {
            result: host.preview(&code).map_err(|error| error.to_string()),
        },
        Request::KeepSubject { id } => Reply::KeepSubject {
            result: host.keep_subject(&id).map_err(|error| error.to_string()),
        },
        Request::ToolOwner { name } => Reply::ToolOwner {
            owner: host.tool_owner(&name),
        },
        Request::UnknownTool { name } => Reply::UnknownTool {
            message: host.unknown_tool(&name),
        },
        // Acted on by the reader; never reaches a thread.
        Request::Cancel { .. } => Reply::Cancelled,
    }
}

/// The answer to `request` when it cannot run: `why`, in the form the
/// request's answer takes.
fn refusal(host: &Host, request: Request, why: String) -> Reply {
    match request {
        Request::Tools => Reply::Tools { tools: Vec::new() },
        Request::Call { .. } => Reply::Called {
            owner: None,
            output: Some(cordis_toolset::ToolOutput::error(why)),
            mounts: host.toolset().live_mounts(),
        },
        Request::Preview { .. } => Reply::Preview { result: Err(why) },
        Request::KeepSubject { .. } => Reply::KeepSubject { result: Err(why) },
        Request::ToolOwner { .. } => Reply::ToolOwner { owner: None },
        Request::UnknownTool { .. } => Reply::UnknownTool { message: why },
        Request::Cancel { .. } => Reply::Cancelled,
    }
}

/// Writes `message` to the server; a server that is gone ends the worker.
fn send(out: &Out, message: &FromWorker) {
    let mut out = out.lock();
    if protocol::write(&mut *out, message).is_err() {
        // The server closed the pipe: nobody is left to answer.
        let _ = out.flush();
        std::process::exit(0);
    }
}

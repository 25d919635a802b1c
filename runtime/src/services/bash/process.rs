//! Running one child in its own process group: feeding stdin, draining both
//! output streams into capped buffers, and killing the whole group when the
//! child exits or its time runs out. The child is the command itself, or the
//! launcher that holds it in its own namespaces (see [`super::isolation`]);
//! killing the launcher ends the namespace and everything in it.

use std::io::{Read, Write};
use std::process::{Child, ExitStatus};
use std::sync::Arc;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use parking_lot::Mutex;
use rustix::io::Errno;
use rustix::process::{Pid, Signal, WaitId, WaitIdOptions, kill_process_group, waitid};

use crate::services::bounded::Capped;

/// How long to wait for the output pipes to close after the group was
/// killed; only a process that left the group (e.g. via `setsid`) while
/// holding a pipe, without a PID namespace, can make this wait expire.
const DRAIN_GRACE: Duration = Duration::from_millis(500);

/// What came out of a finished child.
#[derive(Debug)]
pub(super) struct Finished {
    /// Captured standard output.
    pub(super) stdout: Capped,
    /// Captured standard error.
    pub(super) stderr: Capped,
    /// The child's exit status.
    pub(super) status: ExitStatus,
    /// Whether the child was killed because `timeout` passed.
    pub(super) timed_out: bool,
}

/// Supervises `child`, which must have been spawned with piped stdout and
/// stderr, with `process_group(0)`, and with piped stdin iff `stdin` is set.
pub(super) fn supervise(
    mut child: Child,
    stdin: Option<String>,
    timeout: Duration,
    max_output_bytes: usize,
) -> std::io::Result<Finished> {
    let pid = Pid::from_child(&child);
    let (done_tx, done_rx) = mpsc::channel::<()>();

    if let (Some(text), Some(mut pipe)) = (stdin, child.stdin.take()) {
        // A command that does not read its input closes the pipe: ignore EPIPE.
        thread::spawn(move || {
            let _ = pipe.write_all(text.as_bytes());
        });
    }
    let stdout = drain(child.stdout.take(), max_output_bytes, done_tx.clone());
    let stderr = drain(child.stderr.take(), max_output_bytes, done_tx);

    // Cancelling the call kills the group at once; the hook is gone (and
    // done, if it ran) before the child is reaped below, so it never
    // signals a group whose id was reused.
    let on_cancel = crate::cancel::current().map(|token| token.on_cancel(move || kill_group(pid)));
    let timed_out = !wait_exited(pid, timeout);
    drop(on_cancel);
    // The child is now a zombie (or still running): its pid, and so its
    // process group id, cannot have been reused. Kill everything left in the
    // group — on timeout, and background jobs after a normal exit.
    kill_group(pid);
    let status = child.wait()?;

    let grace_end = Instant::now() + DRAIN_GRACE;
    for _ in 0..2 {
        let left = grace_end.saturating_duration_since(Instant::now());
        if done_rx.recv_timeout(left).is_err() {
            break;
        }
    }
    let take = |buf: Arc<Mutex<Capped>>| std::mem::take(&mut *buf.lock());
    Ok(Finished {
        stdout: take(stdout),
        stderr: take(stderr),
        status,
        timed_out,
    })
}

/// Waits (without reaping) until the child exits; `false` if `timeout`
/// passed first.
fn wait_exited(pid: Pid, timeout: Duration) -> bool {
    let (tx, rx) = mpsc::channel::<()>();
    thread::spawn(move || {
        while let Err(Errno::INTR) = waitid(
            WaitId::Pid(pid),
            WaitIdOptions::EXITED | WaitIdOptions::NOWAIT,
        ) {}
        let _ = tx.send(());
    });
    match rx.recv_timeout(timeout) {
        Ok(()) | Err(RecvTimeoutError::Disconnected) => true,
        Err(RecvTimeoutError::Timeout) => false,
    }
}

/// Sends SIGKILL to the process group led by `pid` (never to pid 1's group).
fn kill_group(pid: Pid) {
    if !pid.is_init() {
        // ESRCH (group already empty) is the expected outcome after a clean exit.
        let _ = kill_process_group(pid, Signal::KILL);
    }
}

/// Reads `pipe` to its end on a thread, keeping at most `cap` bytes, and
/// signals `done` when the pipe closes.
fn drain(
    pipe: Option<impl Read + Send + 'static>,
    cap: usize,
    done: mpsc::Sender<()>,
) -> Arc<Mutex<Capped>> {
    let buf = Arc::new(Mutex::new(Capped::new(cap)));
    let Some(mut pipe) = pipe else {
        let _ = done.send(());
        return buf;
    };
    let shared = Arc::clone(&buf);
    thread::spawn(move || {
        let mut chunk = [0u8; 8192];
        loop {
            match pipe.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => shared.lock().push(&chunk[..n]),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        let _ = done.send(());
    });
    buf
}

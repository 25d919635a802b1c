//! The lanes of a server's calls: built-in calls and calls of mounted tools
//! hold blocking workers apart ([`Lanes`]), so a flood of one never leaves
//! the other without a worker. The stdio server ([`crate::server`]) and
//! every HTTP session ([`crate::http::session`]) run their calls here, and
//! the operator's approvals ([`crate::operator`]) take the built-in lane.

use std::sync::Arc;

use cordis_toolset::BUILTIN_TOOLS;
use serde_json::Value;
use tokio::sync::{AcquireError, Semaphore};
use tokio::task::JoinError;

use crate::host::names;

/// Mounted-tool calls that may hold blocking workers at once on stdio: 64,
/// an eighth of the 512 workers tokio's pool has, so built-in calls always
/// find one however many calls of mounted tools are queued. 64 is far more
/// than runs in parallel anyway: a mount's callbacks take turns, so calls
/// beyond one per mount mostly wait for a turn.
pub const TOOL_CALLS: usize = 64;

/// Which lane a call runs in ([`Lanes`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lane {
    /// The built-in tools (`cordis_*`, and `cordis_call` of one of them),
    /// `tools/list` and the prompt: the host's own code, which plugin code
    /// cannot make wait for a worker.
    Builtin,
    /// Calls that run a mounted tool's script code (directly or through
    /// `cordis_call`).
    Tools,
}

impl Lane {
    /// The lane of `tools/call` `name` with `arguments`: `cordis_call` is
    /// judged by the tool it calls; one that calls `cordis_call` (which the
    /// runtime refuses) counts as a mounted tool's call.
    pub fn of(name: &str, arguments: &Value) -> Lane {
        let (target, _) = crate::approve::target(name, arguments);
        // A `cordis_call` still there after the unwrapping names no tool,
        // or another `cordis_call`: judged as a mounted tool's, to be safe.
        let builtin = BUILTIN_TOOLS
            .iter()
            .chain([&names::KEEP])
            .any(|&tool| tool == target && tool != names::CALL);
        if builtin { Lane::Builtin } else { Lane::Tools }
    }
}

/// Why a call could not run in its lane.
#[derive(Debug, thiserror::Error)]
pub enum LaneError {
    /// The lane's semaphore was closed (never happens: none is closed).
    #[error("the call queue closed: {0}")]
    Closed(#[from] AcquireError),
    /// The work panicked on its worker.
    #[error("it crashed: {0}")]
    Crashed(#[from] JoinError),
}

/// How many calls of each [`Lane`] may hold a blocking worker at once.
///
/// A call waits for its lane's place asynchronously, before it takes a
/// worker, so a queued call holds no thread. The lanes are apart: however
/// many mounted-tool calls wait, built-in calls never wait behind them.
#[derive(Clone)]
pub struct Lanes {
    tools: Arc<Semaphore>,
    /// `None` leaves built-in calls only the pool's own bound.
    builtins: Option<Arc<Semaphore>>,
}

impl Lanes {
    /// At most `tools` mounted-tool calls at once, and at most `builtins`
    /// built-in calls when given.
    pub fn new(tools: usize, builtins: Option<usize>) -> Self {
        Self {
            tools: Arc::new(Semaphore::new(tools)),
            builtins: builtins.map(|calls| Arc::new(Semaphore::new(calls))),
        }
    }

    /// Runs `work` (host calls, which run script code and block) on a
    /// blocking worker, once `lane` has room.
    pub async fn run<R: Send + 'static>(
        &self,
        lane: Lane,
        work: impl FnOnce() -> R + Send + 'static,
    ) -> Result<R, LaneError> {
        let semaphore = match lane {
            Lane::Tools => Some(&self.tools),
            Lane::Builtin => self.builtins.as_ref(),
        };
        let _place = match semaphore {
            Some(semaphore) => Some(Arc::clone(semaphore).acquire_owned().await?),
            None => None,
        };
        Ok(tokio::task::spawn_blocking(work).await?)
    }
}

impl Default for Lanes {
    /// Stdio's: [`TOOL_CALLS`] mounted-tool calls, built-ins unbounded.
    fn default() -> Self {
        Self::new(TOOL_CALLS, None)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use serde_json::{Value, json};

    use super::{Lane, Lanes};

    #[test]
    fn built_in_calls_take_their_own_lane_and_mounted_tools_the_bounded_one() {
        let call = |name: &str, arguments: Value| json!({ "name": name, "arguments": arguments });
        for (name, arguments) in [
            ("cordis_inspect", json!({})),
            ("cordis_mount", json!({ "code": "" })),
            ("cordis_unmount", json!({ "id": "dyn-1" })),
            ("cordis_keep", json!({ "id": "dyn-1" })),
            ("cordis_call", call("cordis_inspect", json!({}))),
        ] {
            assert_eq!(Lane::of(name, &arguments), Lane::Builtin, "{name}");
        }
        // A `cordis_call` of `cordis_call` is refused, in the bounded lane.
        let mut deep = call("cordis_inspect", json!({}));
        for _ in 0..20 {
            deep = call("cordis_call", deep);
        }
        for (name, arguments) in [
            ("slow", json!({})),
            ("cordis_call", call("slow", json!({}))),
            ("cordis_call", json!({})),
            ("cordis_call", deep),
            ("CORDIS_INSPECT", json!({})),
        ] {
            assert_eq!(
                Lane::of(name, &arguments),
                Lane::Tools,
                "{name} {arguments}"
            );
        }
    }

    #[tokio::test]
    async fn a_full_tool_lane_leaves_the_built_in_lane_free() {
        let lanes = Lanes::new(1, Some(1));
        let (release, held) = std::sync::mpsc::channel::<()>();
        let holder = {
            let lanes = lanes.clone();
            tokio::spawn(async move { lanes.run(Lane::Tools, move || held.recv()).await })
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        let waiting = {
            let lanes = lanes.clone();
            tokio::spawn(async move { lanes.run(Lane::Tools, || "second").await })
        };
        let builtin = tokio::time::timeout(
            Duration::from_secs(5),
            lanes.run(Lane::Builtin, || "built-in"),
        )
        .await;
        assert_eq!(builtin.ok().and_then(Result::ok), Some("built-in"));
        assert!(
            !waiting.is_finished(),
            "the second tool call waits for the lane"
        );
        release.send(()).unwrap();
        assert!(holder.await.unwrap().is_ok());
        assert_eq!(waiting.await.unwrap().ok(), Some("second"));
    }
}

//! The async forms of [`Toolset::call_with`], [`Toolset::mount`] and
//! [`Toolset::unmount`] (cargo feature `tokio`).
//!
//! Script code is synchronous and can run for the whole call budget, so an
//! async app must not run it on its executor's threads. Each async form runs
//! the synchronous one on tokio's blocking pool (`spawn_blocking`) under a
//! [`CancelToken`] of its own, and cancels that token when its future is
//! dropped: the script stops at its next operation, a `sleep` or a `bash`
//! command in flight ends, and nothing new starts; what it did before stays
//! done, as with [`Toolset::call_with`] under a cancelled token. Scripts
//! need no special stack there: every script call makes sure of its own
//! (`Limits::call_stack_size`).

use serde_json::Value as Json;

use crate::cancel::CancelToken;
use crate::tools::ToolOutput;
use crate::toolset::{CallOptions, MountError, MountReport, Toolset, UnmountReceipt};

impl Toolset {
    /// [`Toolset::call`] without blocking the async executor: the call runs
    /// on tokio's blocking pool, and dropping the future cancels it (the
    /// script stops at its next operation). Must be awaited inside a tokio
    /// runtime. `None` if there is no such tool.
    ///
    /// ```
    /// use std::time::{Duration, Instant};
    /// use cordis_toolset::{Limits, Runtime, Toolset, ToolsetConfig};
    ///
    /// # #[tokio::main(flavor = "current_thread")]
    /// # async fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let toolset = Toolset::new(&Runtime::new(), ToolsetConfig::new(Limits::default()))?;
    /// toolset.mount_async(r#"#{ name: "slow", apply: |ctx| {
    ///     ctx.tools.register(#{ name: "echo", parameters: #{ text: #{ type: "string" } },
    ///         execute: |args| args.text });
    ///     ctx.tools.register(#{ name: "wait", execute: |args| { sleep(4.0); "woke" } });
    /// } }"#, false).await?;
    ///
    /// let output = toolset.call_async("echo", serde_json::json!({ "text": "hi" })).await;
    /// assert_eq!(output.map(|o| o.text()).as_deref(), Some("hi"));
    ///
    /// // A call the app stops waiting for is cancelled: the sleeping script
    /// // ends at once, and the toolset answers the next call right away.
    /// let started = Instant::now();
    /// let waited = tokio::time::timeout(
    ///     Duration::from_millis(50),
    ///     toolset.call_async("wait", serde_json::json!({})),
    /// ).await;
    /// assert!(waited.is_err(), "timed out, so the call was dropped");
    /// let output = toolset.call_async("echo", serde_json::json!({ "text": "again" })).await;
    /// assert_eq!(output.map(|o| o.text()).as_deref(), Some("again"));
    /// assert!(started.elapsed() < Duration::from_secs(3));
    /// # toolset.runtime().dispose_all();
    /// # Ok(())
    /// # }
    /// ```
    #[cfg_attr(docsrs, doc(cfg(feature = "tokio")))]
    pub async fn call_async(&self, name: &str, arguments: Json) -> Option<ToolOutput> {
        self.call_with_async(name, arguments, CallOptions::new())
            .await
    }

    /// [`Toolset::call_with`] without blocking the async executor: like
    /// [`Toolset::call_async`], and also cancelled when the token of
    /// `options` is (that token is never cancelled by dropping the future:
    /// the call runs under a token of its own that follows it), its
    /// progress sent to the sink of `options`.
    #[cfg_attr(docsrs, doc(cfg(feature = "tokio")))]
    pub async fn call_with_async(
        &self,
        name: &str,
        arguments: Json,
        options: CallOptions,
    ) -> Option<ToolOutput> {
        let (toolset, name) = (self.clone(), name.to_owned());
        unblocked(options, move |options| {
            toolset.call_with(&name, arguments, options)
        })
        .await
    }

    /// [`Toolset::mount`] without blocking the async executor. Dropping
    /// the future cancels the mount's `apply` (it fails as a cancelled
    /// call does, and nothing of it stays mounted).
    #[cfg_attr(docsrs, doc(cfg(feature = "tokio")))]
    pub async fn mount_async(&self, code: &str, dry_run: bool) -> Result<MountReport, MountError> {
        let (toolset, code) = (self.clone(), code.to_owned());
        unblocked(CallOptions::new(), move |options| {
            options.run(|| toolset.mount(&code, dry_run))
        })
        .await
    }

    /// [`Toolset::unmount`] without blocking the async executor (an
    /// unmount waits for the mount's running callbacks). Dropping the
    /// future does not stop the unmount, which runs to its end.
    #[cfg_attr(docsrs, doc(cfg(feature = "tokio")))]
    pub async fn unmount_async(&self, id: &str) -> Result<UnmountReceipt, MountError> {
        let (toolset, id) = (self.clone(), id.to_owned());
        unblocked(CallOptions::new(), move |_| toolset.unmount(&id)).await
    }
}

/// Runs `work` on tokio's blocking pool with `options` whose token is a
/// fresh one: cancelled when the caller's token (if any) is, and when the
/// returned future is dropped before `work` ended. A panic in `work` is
/// resumed in the caller.
async fn unblocked<R: Send + 'static>(
    options: CallOptions,
    work: impl FnOnce(CallOptions) -> R + Send + 'static,
) -> R {
    let token = CancelToken::new();
    let follows = token.clone();
    let _follow = options
        .token()
        .map(|outer| outer.on_cancel(move || follows.cancel()));
    let mut cancel_on_drop = CancelOnDrop(Some(token.clone()));
    let options = options.cancel(token);
    let finished = tokio::task::spawn_blocking(move || work(options)).await;
    cancel_on_drop.0 = None;
    match finished {
        Ok(result) => result,
        Err(error) if error.is_panic() => std::panic::resume_unwind(error.into_panic()),
        // The blocking task was cancelled before it started: the runtime is
        // shutting down, and drops this future next.
        Err(_) => std::future::pending().await,
    }
}

/// Cancels its token when dropped, unless it was taken out first.
struct CancelOnDrop(Option<CancelToken>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        if let Some(token) = self.0.take() {
            token.cancel();
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::time::{Duration, Instant};

    use crate::{Limits, Runtime, Toolset, ToolsetConfig};

    const SLOW_APPLY: &str = r#"#{ name: "slow", apply: |ctx| {
        sleep(4.0);
        ctx.tools.register(#{ name: "late", execute: |args| "late" });
    } }"#;

    #[tokio::test(flavor = "current_thread")]
    async fn a_dropped_mount_is_cancelled_and_leaves_nothing_mounted() {
        let runtime = Runtime::new();
        let toolset = Toolset::new(&runtime, ToolsetConfig::new(Limits::default())).unwrap();
        let started = Instant::now();
        let mount = toolset.mount_async(SLOW_APPLY, false);
        assert!(
            tokio::time::timeout(Duration::from_millis(50), mount)
                .await
                .is_err()
        );
        // The cancelled apply ends at once: a new mount does not wait for it.
        let quick = r#"#{ name: "quick", apply: |ctx| ctx.tools.register(#{ name: "quick", execute: |args| "ok" }) }"#;
        let report = toolset.mount_async(quick, false).await.unwrap();
        let receipt = toolset.unmount_async(&report.id).await.unwrap();
        assert_eq!(receipt.tools, ["quick"]);
        let deadline = Instant::now() + Duration::from_secs(2);
        let slow_listed = || {
            let temporary = toolset.inspect(Some("temporary"), None).unwrap();
            temporary.contains("slow").then_some(temporary)
        };
        while slow_listed().is_some() && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert!(toolset.registry().get("late").is_none());
        assert_eq!(slow_listed(), None);
        assert!(started.elapsed() < Duration::from_secs(3));
        runtime.dispose_all();
    }

    #[tokio::test(flavor = "current_thread")]
    async fn the_callers_token_cancels_the_call_and_is_not_cancelled_by_a_drop() {
        use crate::CallOptions;
        use crate::cancel::CancelToken;
        let runtime = Runtime::new();
        let toolset = Toolset::new(&runtime, ToolsetConfig::new(Limits::default())).unwrap();
        let code = r#"#{ name: "w", apply: |ctx| ctx.tools.register(#{ name: "wait", execute: |args| { sleep(4.0); "woke" } }) }"#;
        toolset.mount_async(code, false).await.unwrap();
        let token = CancelToken::new();
        let call = toolset.call_with_async(
            "wait",
            serde_json::json!({}),
            CallOptions::new().cancel(token.clone()),
        );
        let canceller = token.clone();
        let started = Instant::now();
        let (output, ()) = tokio::join!(call, async move {
            tokio::time::sleep(Duration::from_millis(50)).await;
            canceller.cancel();
        });
        assert!(output.unwrap().is_error);
        assert!(started.elapsed() < Duration::from_secs(3));

        let kept = CancelToken::new();
        let dropped = toolset.call_with_async(
            "wait",
            serde_json::json!({}),
            CallOptions::new().cancel(kept.clone()),
        );
        let _ = tokio::time::timeout(Duration::from_millis(50), dropped).await;
        assert!(!kept.is_cancelled(), "the caller's token is the caller's");
        runtime.dispose_all();
    }
}

//! Cancelling a call and reporting progress through the real engine
//! ([`Toolset::call_with`]): a cancelled script stops at its next
//! operation, with the calls it nested; a `sleep` ends at once; nothing
//! starts after the cancel; the mount answers the next call at once; and
//! `ctx.progress` reaches the outermost call's sink, thinned out.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use cordis_toolset::cancel::CancelToken;
use cordis_toolset::progress::Progress;
use cordis_toolset::{CallOptions, Limits, Toolset};
use serde_json::json;
use support::{call, mount_ok, toolset};

fn limits() -> Limits {
    Limits {
        timeout_ms: 10_000,
        max_operations: u64::MAX / 2,
        ..Limits::default()
    }
}

/// Calls `name` with a token cancelled after `after`; the output's text,
/// whether it failed, and how long the call lasted past the cancel.
fn cancelled_after(toolset: &Toolset, name: &str, after: Duration) -> (String, bool, Duration) {
    let token = CancelToken::new();
    let canceller = {
        let token = token.clone();
        thread::spawn(move || {
            thread::sleep(after);
            token.cancel();
            Instant::now()
        })
    };
    let output = toolset
        .call_with(name, json!({}), CallOptions::new().cancel(token))
        .unwrap();
    let ended = Instant::now();
    let cancelled = canceller.join().unwrap();
    (
        output.text(),
        output.is_error,
        ended.saturating_duration_since(cancelled),
    )
}

const SPIN: &str = r#"#{ name: "spin", apply: |ctx| {
    ctx.tools.register(#{ name: "spin", execute: |args| { let n = 0; loop { n += 1; } } });
    ctx.tools.register(#{ name: "outer", execute: |args| ctx.tools.execute("spin", #{}) });
    ctx.tools.register(#{ name: "nap", execute: |args| { sleep(8); "woke" } });
    ctx.tools.register(#{ name: "ping", execute: |args| "pong" });
} }"#;

#[test]
fn a_spinning_script_stops_soon_after_the_cancel_and_the_mount_is_free() {
    let toolset = toolset(limits());
    mount_ok(&toolset, SPIN);
    for tool in ["spin", "outer", "nap"] {
        let (text, failed, late) = cancelled_after(&toolset, tool, Duration::from_millis(200));
        assert!(failed, "{tool}: {text}");
        assert!(text.contains("cancelled"), "{tool}: {text}");
        assert!(
            late < Duration::from_millis(100),
            "{tool} ran {late:?} past the cancel"
        );
        let started = Instant::now();
        assert_eq!(call(&toolset, "ping", json!({})), ("pong".into(), false));
        assert!(
            started.elapsed() < Duration::from_millis(100),
            "after {tool}"
        );
    }
    toolset.runtime().dispose_all();
}

#[test]
fn a_call_waiting_for_its_mounts_turn_ends_at_the_cancel() {
    let toolset = Arc::new(toolset(limits()));
    mount_ok(&toolset, SPIN);
    // `nap` holds the mount's turn for 8 s; `ping` waits for it.
    let napper = CancelToken::new();
    let nap = {
        let (toolset, token) = (Arc::clone(&toolset), napper.clone());
        thread::spawn(move || toolset.call_with("nap", json!({}), CallOptions::new().cancel(token)))
    };
    thread::sleep(Duration::from_millis(200));
    let (text, failed, late) = cancelled_after(&toolset, "ping", Duration::from_millis(200));
    assert!(failed, "{text}");
    assert!(text.contains("cancelled"), "{text}");
    assert!(
        late < Duration::from_millis(100),
        "waited {late:?} past the cancel"
    );
    napper.cancel();
    assert!(nap.join().unwrap().unwrap().is_error);
    assert_eq!(call(&toolset, "ping", json!({})), ("pong".into(), false));
    toolset.runtime().dispose_all();
}

#[test]
fn a_call_cancelled_before_it_starts_runs_nothing() {
    let toolset = toolset(limits());
    mount_ok(
        &toolset,
        r#"#{ name: "count", apply: |ctx| {
            let calls = [];
            ctx.tools.register(#{ name: "bump", execute: |args| { calls.push(1); `${calls.len()}` } });
        } }"#,
    );
    let token = CancelToken::new();
    token.cancel();
    let output = toolset
        .call_with("bump", json!({}), CallOptions::new().cancel(token))
        .unwrap();
    assert!(output.is_error, "{}", output.text());
    assert_eq!(call(&toolset, "bump", json!({})), ("1".into(), false));
    assert!(
        toolset
            .call_with("missing", json!({}), CallOptions::new())
            .is_none()
    );
    toolset.runtime().dispose_all();
}

#[test]
fn progress_reaches_the_outermost_call_thinned_out() {
    let toolset = toolset(limits());
    mount_ok(
        &toolset,
        r#"#{ name: "steps", apply: |ctx| {
            ctx.tools.register(#{ name: "inner", execute: |args| {
                for i in 1..=20 { ctx.progress(i, 20, `step ${i}`); sleep(0.02); }
                "inner done"
            } });
            ctx.tools.register(#{ name: "steps", execute: |args| ctx.tools.execute("inner", #{}).content[0].text });
            ctx.tools.register(#{ name: "quiet", execute: |args| { ctx.progress(1, 2); "ok" } });
        } }"#,
    );
    let seen: Arc<Mutex<Vec<(Instant, Progress)>>> = Arc::default();
    let into = Arc::clone(&seen);
    let options =
        CallOptions::new().progress(move |p| into.lock().unwrap().push((Instant::now(), p)));
    let output = toolset.call_with("steps", json!({}), options).unwrap();
    assert_eq!(output.text(), "inner done");
    let seen = seen.lock().unwrap();
    let done: Vec<f64> = seen.iter().map(|(_, p)| p.done).collect();
    assert!(done.windows(2).all(|w| w[0] < w[1]), "{done:?}");
    assert_eq!(done.first(), Some(&1.0));
    assert_eq!(done.last(), Some(&20.0), "the last report is always sent");
    assert!(done.len() < 20 && done.len() >= 3, "{done:?}");
    for pair in seen.windows(2).take(seen.len().saturating_sub(2)) {
        assert!(
            pair[1].0 - pair[0].0 >= Duration::from_millis(95),
            "{done:?}"
        );
    }
    assert_eq!(seen[0].1.message.as_deref(), Some("step 1"));
    // Without a sink a report does nothing.
    assert_eq!(call(&toolset, "quiet", json!({})), ("ok".into(), false));
    toolset.runtime().dispose_all();
}

#[test]
fn progress_refuses_what_is_not_a_number() {
    let toolset = toolset(limits());
    mount_ok(
        &toolset,
        r#"#{ name: "bad", apply: |ctx| {
            ctx.tools.register(#{ name: "bad", execute: |args| { ctx.progress("half", 2); "ok" } });
        } }"#,
    );
    let (text, failed) = call(&toolset, "bad", json!({}));
    assert!(failed && text.contains("must be a number"), "{text}");
    toolset.runtime().dispose_all();
}

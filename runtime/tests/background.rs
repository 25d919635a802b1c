//! Failures nobody waits for — timers, listeners, another plugin's call of
//! a provided function — reach the model: `cordis_inspect` shows them
//! under `temporary` and `plugins` (count, the last few with line, caret
//! and time), and the unmount receipt counts them.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use cordis_toolset::report::{FailureLog, ReportKind};
use serde_json::json;
use support::{call, eventually, mount_ok, small_limits, toolset};

/// `08:12:03 UTC` → `HH:MM:SS UTC`, so snapshots do not depend on the clock.
fn redact_clock(text: &str) -> String {
    let is_clock = |t: &str| {
        t.len() == 8
            && t.bytes().enumerate().all(|(k, b)| {
                if k % 3 == 2 {
                    b == b':'
                } else {
                    b.is_ascii_digit()
                }
            })
    };
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(" UTC") {
        let start = at.saturating_sub(8);
        if rest.is_char_boundary(start) && is_clock(&rest[start..at]) {
            out.push_str(&rest[..start]);
            out.push_str("HH:MM:SS");
        } else {
            out.push_str(&rest[..at]);
        }
        out.push_str(" UTC");
        rest = &rest[at + 4..];
    }
    out.push_str(rest);
    out
}

const TICKER: &str = r#"#{
    name: "ticker",
    inject: ["timer"],
    apply: |ctx| {
        ctx.timer.setTimeout(|| {
            let feed = [];
            feed[0].title
        }, 1);
    }
}"#;

#[test]
fn a_failing_timer_shows_under_temporary_and_plugins_and_in_the_receipt() {
    let toolset = toolset(small_limits());
    let id = mount_ok(&toolset, TICKER);
    eventually("the timer failed", || {
        toolset
            .runtime()
            .reports()
            .iter()
            .any(|r| r.kind == ReportKind::Timer)
    });

    let (temporary, failed) = call(&toolset, "cordis_inspect", json!({ "what": "temporary" }));
    assert!(!failed, "{temporary}");
    assert!(
        temporary.contains("background failures: 1 (last at "),
        "{temporary}"
    );
    insta::assert_snapshot!("temporary_summary", redact_clock(&temporary));

    let (one, _) = call(
        &toolset,
        "cordis_inspect",
        json!({ "what": "temporary", "name": id }),
    );
    assert!(one.contains("line 7"), "{one}");
    assert!(one.contains('^'), "the caret is kept: {one}");
    insta::assert_snapshot!("temporary_narrowed", redact_clock(&one));

    let (plugins, _) = call(
        &toolset,
        "cordis_inspect",
        json!({ "what": "plugins", "name": "ticker" }),
    );
    assert!(plugins.contains("1 background failure:"), "{plugins}");
    assert!(plugins.contains("timer at "), "{plugins}");

    let output = toolset.call("cordis_unmount", json!({ "id": id })).unwrap();
    assert_eq!(output.structured.as_ref().unwrap()["failures"], 1);
    let receipt = output.text();
    insta::assert_snapshot!("receipt", receipt);
}

#[test]
fn listener_and_cross_mount_call_failures_are_recorded_on_the_mount_whose_code_failed() {
    let toolset = toolset(small_limits());
    let listener = mount_ok(
        &toolset,
        r#"#{ name: "picky", apply: |ctx| {
            ctx.on("notes/saved", |path| { throw `cannot index ${path}`; });
            ctx.provide("picky", #{
                check: |x| { let happy = [false]; happy[x + 4] },
                refuse: |x| { throw "no, on purpose"; },
            });
        } }"#,
    );
    mount_ok(
        &toolset,
        r#"#{ name: "saver", inject: ["picky"], apply: |ctx| {
            ctx.tools.register(#{ name: "save", parameters: #{}, execute: |args| {
                ctx.emit("notes/saved", "a.txt");
                "saved"
            } });
            ctx.tools.register(#{ name: "check", parameters: #{}, execute: |args| ctx.picky.check(1) });
            ctx.tools.register(#{ name: "refuse", parameters: #{}, execute: |args| ctx.picky.refuse(1) });
        } }"#,
    );
    // The emitter's call succeeds: the listener's failure is background.
    let (text, failed) = call(&toolset, "save", json!({}));
    assert!(!failed && text == "saved", "{text}");
    // The caller of the failing function gets the error, and the provider
    // hears of it too.
    let (text, failed) = call(&toolset, "check", json!({}));
    assert!(failed && text.contains("out of bounds"), "{text}");
    // A value thrown on purpose is the provider's answer, not a failure
    // of its code: the caller gets it as thrown, and it is not counted.
    let (text, failed) = call(&toolset, "refuse", json!({}));
    assert!(failed && text.contains("no, on purpose"), "{text}");

    let (one, _) = call(
        &toolset,
        "cordis_inspect",
        json!({ "what": "temporary", "name": listener }),
    );
    assert!(one.contains("2 background failures"), "{one}");
    assert!(
        one.contains("listener of \"notes/saved\" at ") && one.contains("cannot index a.txt"),
        "{one}"
    );
    assert!(
        one.contains("call of service \"picky\" by dyn-2 at ") && one.contains("out of bounds"),
        "{one}"
    );
    // The mount that only called and emitted has no failures of its own.
    let (other, _) = call(
        &toolset,
        "cordis_inspect",
        json!({ "what": "temporary", "name": "dyn-2" }),
    );
    assert!(!other.contains("background failure"), "{other}");
}

#[test]
fn the_record_is_bounded_but_the_count_is_not() {
    let toolset = toolset(small_limits());
    let id = mount_ok(
        &toolset,
        r#"#{ name: "noisy", inject: ["timer"], apply: |ctx| {
            let n = 0;
            ctx.timer.setInterval(|| { n += 1; throw `tick ${n}`; }, 10);
        } }"#,
    );
    let count = || {
        let fiber = toolset
            .runtime()
            .fibers()
            .into_iter()
            .find(|f| f.name == "noisy")
            .unwrap();
        toolset.runtime().failures(fiber.id).count
    };
    eventually("eight failures", || count() >= 8);
    let (one, _) = call(
        &toolset,
        "cordis_inspect",
        json!({ "what": "temporary", "name": id }),
    );
    let shown = one.matches("    - timer at ").count();
    assert_eq!(shown, FailureLog::RECENT, "{one}");
    assert!(
        one.contains(&format!("the last {}:", FailureLog::RECENT)),
        "{one}"
    );
    let output = toolset.call("cordis_unmount", json!({ "id": id })).unwrap();
    assert!(output.structured.unwrap()["failures"].as_u64().unwrap() >= 8);
}

const FLAKY: &str = r#"#{
    name: "flaky",
    inject: ["timer"],
    apply: |ctx| {
        let ticks = 0;
        ctx.timer.setInterval(|| {
            ticks += 1;
            if ticks <= 2 {
                throw `tick ${ticks} went wrong`;
            }
        }, 5);
        ctx.tools.register(#{ name: "flaky_ping", execute: |args| "pong" });
    }
}"#;

#[test]
fn the_next_call_of_a_mounts_tool_notes_its_background_failures_once() {
    let toolset = toolset(small_limits());
    let id = mount_ok(&toolset, FLAKY);
    let timer_failures = || {
        toolset
            .runtime()
            .reports()
            .iter()
            .filter(|r| r.kind == ReportKind::Timer)
            .count()
    };
    eventually("two timer failures", || timer_failures() >= 2);
    std::thread::sleep(std::time::Duration::from_millis(30));
    assert_eq!(timer_failures(), 2, "the third tick does not throw");

    let output = toolset.call("flaky_ping", json!({})).unwrap();
    assert!(
        !output.is_error,
        "the note leaves isError alone: {output:?}"
    );
    assert_eq!(output.content.len(), 2, "one block more: {output:?}");
    assert_eq!(output.content[0].to_text(), "pong");
    let note = output.content[1].to_text();
    assert!(
        note.starts_with(
            "(note: 2 background failures in this plugin since its last call; the last: timer callback failed: Runtime error: tick 2 went wrong"
        ),
        "{note}"
    );
    assert!(note.contains("(line 9"), "the line is named: {note}");
    assert!(note.contains(&format!("name: \"{id}\"")), "{note}");

    let (again, failed) = call(&toolset, "flaky_ping", json!({}));
    assert!(!failed);
    assert_eq!(again, "pong", "the note is given once");
}

#[test]
fn cordis_call_carries_the_note_and_moves_the_mark_too() {
    let toolset = toolset(small_limits());
    mount_ok(&toolset, TICKER.replace("apply: |ctx| {", "apply: |ctx| { ctx.tools.register(#{ name: \"tick_ping\", execute: |args| \"pong\" });").as_str());
    eventually("the timer failed", || {
        toolset
            .runtime()
            .reports()
            .iter()
            .any(|r| r.kind == ReportKind::Timer)
    });
    let (text, failed) = call(
        &toolset,
        "cordis_call",
        json!({ "name": "tick_ping", "arguments": {} }),
    );
    assert!(!failed, "{text}");
    assert!(
        text.contains("\n(note: 1 background failure in this plugin since its last call: timer callback failed: Array index 0 out of bounds"),
        "{text}"
    );
    let (again, _) = call(&toolset, "tick_ping", json!({}));
    assert_eq!(again, "pong");
}

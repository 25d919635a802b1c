//! Memory and counts: what a mount keeps between calls, what one call may
//! hold, how many tools and listeners a mount may have, and the values
//! that enter scripts from outside — each bounded by a `Limits` field, with
//! a message naming the limit and its `[limits]` key.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use std::fmt::Write as _;

use cordis_toolset::Limits;
use cordis_toolset::builtin::Grants;
use cordis_toolset::report::ReportKind;
use cordis_toolset::services::fs::FsConfig;
use cordis_toolset::{Toolset, ToolsetConfig};
use serde_json::json;
use support::{call, mount, mount_ok, small_limits, toolset, toolset_with, wait_for_report};

/// Small budgets where one value may hold more text than a whole mount
/// may keep, so that only `max_mount_bytes` can stop what a mount keeps.
fn keep_limits() -> Limits {
    Limits {
        max_string_size: 100_000,
        max_mount_bytes: 50_000,
        ..small_limits()
    }
}

/// What mounting `code` alone counts toward `max_mount_bytes` under
/// `limits`: its compiled code, the tools, listeners and timers its
/// `apply` registers (each at its measured cost) and what they capture.
/// Found as the least `max_mount_bytes` that takes the mount, so a test
/// can give a mount exactly that plus the room for data it means to test.
fn structures(limits: &Limits, code: &str) -> usize {
    let (mut low, mut high) = (0, 4 << 20);
    while low < high {
        let mid = low + (high - low) / 2;
        let probe = toolset(Limits {
            max_mount_bytes: mid,
            max_total_bytes: usize::MAX,
            ..limits.clone()
        });
        if mount(&probe, code).1 {
            low = mid + 1;
        } else {
            high = mid;
        }
        probe.runtime().dispose_all();
    }
    low
}

/// [`keep_limits`] with room for `code`'s own structures besides the
/// 50,000 bytes of data.
fn keep_limits_for(code: &str) -> Limits {
    let limits = keep_limits();
    Limits {
        max_mount_bytes: limits.max_mount_bytes + structures(&limits, code),
        ..limits
    }
}

/// Call `grow` (which returns how many items its mount keeps) until it
/// fails; how many it kept then, and the failure's message.
fn grow_until_refused(toolset: &Toolset) -> (usize, String) {
    let mut kept = 0;
    for _ in 0..20 {
        let (text, error) = call(toolset, "grow", json!({}));
        if error {
            return (kept, text);
        }
        kept = text.parse().unwrap();
    }
    panic!("20 calls of grow kept {kept} items and none was refused");
}

#[test]
fn a_mount_keeps_at_most_max_mount_bytes_and_a_failed_call_leaves_its_data_as_it_was() {
    let code = r#"#{ name: "hog", apply: |ctx| {
            let keep = [];
            ctx.tools.register(#{ name: "grow", execute: |a| {
                let s = ""; s.pad(9000, "x");
                keep.push(s + keep.len());
                `${keep.len()}`
            } });
            ctx.tools.register(#{ name: "count", execute: |a| `${keep.len()}` });
        } }"#;
    let limits = keep_limits_for(code);
    let toolset = toolset(limits.clone());
    mount_ok(&toolset, code);
    let (kept, text) = grow_until_refused(&toolset);
    // Five strings of 9,000 bytes fit in the 50,000 left beside the code
    // and its tools; a sixth does not. (The call's own variables count
    // too, so the fifth call may already fail.)
    assert!((4..=5).contains(&kept), "{kept} strings kept");
    assert!(text.contains("max_mount_bytes"), "{text}");
    // The refused call's push did not stay, and the next attempt fails the
    // same way.
    assert_eq!(
        call(&toolset, "count", json!({})),
        (kept.to_string(), false)
    );
    assert_eq!(call(&toolset, "grow", json!({})), (text.clone(), true));
    assert_eq!(
        call(&toolset, "count", json!({})),
        (kept.to_string(), false)
    );
    // The limit depends on what the code counts, which the snapshot leaves
    // to `structures`.
    let limit = limits.max_mount_bytes.to_string();
    insta::assert_snapshot!(text.replace(&limit, "[max_mount_bytes]"));
}

#[test]
fn what_closures_capture_counts_toward_what_a_mount_keeps() {
    let code = r#"#{ name: "closures", apply: |ctx| {
            let keep = [];
            ctx.tools.register(#{ name: "grow", execute: |a| {
                let s = ""; s.pad(9000, "y");
                let mine = s + keep.len();
                keep.push(|| mine);
                `${keep.len()}`
            } });
            ctx.tools.register(#{ name: "count", execute: |a| `${keep.len()}` });
        } }"#;
    let toolset = toolset(keep_limits_for(code));
    mount_ok(&toolset, code);
    let (kept, text) = grow_until_refused(&toolset);
    assert!((4..=5).contains(&kept), "{kept} closures kept");
    assert!(text.contains("max_mount_bytes"), "{text}");
    assert_eq!(
        call(&toolset, "count", json!({})),
        (kept.to_string(), false)
    );
}

/// Listeners and timers keep what they capture; a registration that would
/// take the mount past the limit is refused, so a call cannot leave more
/// behind than the limit even though its registrations are not undone.
#[test]
fn registrations_are_refused_past_max_mount_bytes() {
    let toolset = toolset(keep_limits());
    mount_ok(
        &toolset,
        r#"#{ name: "hoarder", inject: ["timer"], apply: |ctx| {
            ctx.tools.register(#{ name: "listen", execute: |a| {
                for i in 0..20 {
                    let s = ""; s.pad(9000, "l"); let mine = s + i;
                    ctx.on("never", || mine);
                }
                "survived"
            } });
            ctx.tools.register(#{ name: "schedule", execute: |a| {
                for i in 0..20 {
                    let s = ""; s.pad(9000, "t"); let mine = s + i;
                    ctx.timer.setTimeout(|| mine, 60000);
                }
                "survived"
            } });
            ctx.tools.register(#{ name: "ping", execute: |a| "pong" });
        } }"#,
    );
    for tool in ["listen", "schedule"] {
        let (text, error) = call(&toolset, tool, json!({}));
        assert!(error, "{tool}: {text}");
        assert!(text.contains("max_mount_bytes"), "{tool}: {text}");
    }
    assert_eq!(call(&toolset, "ping", json!({})), ("pong".into(), false));
}

#[test]
fn a_provided_value_counts_toward_what_a_mount_keeps() {
    let toolset = toolset(keep_limits());
    let (text, error) = mount(
        &toolset,
        r#"#{ name: "big-provider", apply: |ctx| {
            let s = ""; s.pad(30000, "z");
            ctx.provide("big", #{ a: s + 1, b: s + 2 });
        } }"#,
    );
    assert!(error, "{text}");
    assert!(text.contains("max_mount_bytes"), "{text}");
    // Half of it fits.
    mount_ok(
        &toolset,
        r#"#{ name: "fits", apply: |ctx| {
            let s = ""; s.pad(30000, "z");
            ctx.provide("big", #{ a: s });
        } }"#,
    );
}

/// The issue's repro at small scale: a captured map grown by index
/// assignment (which Rhai does not size-check) with strings far past the
/// string limit in total.
#[test]
fn a_captured_map_grown_by_index_assignment_fails_the_call_and_keeps_nothing() {
    let toolset = toolset(size_only(Limits {
        max_map_size: 10_000,
        ..small_limits()
    }));
    mount_ok(
        &toolset,
        r#"#{ name: "hog", apply: |ctx| {
            let store = #{};
            ctx.tools.register(#{ name: "grow", execute: |a| {
                let s = ""; s.pad(4000, "x");
                loop { store[`k${store.len()}`] = s + store.len(); }
            } });
            ctx.tools.register(#{ name: "count", execute: |a| `${store.len()}` });
        } }"#,
    );
    let mut out = String::new();
    for _ in 0..3 {
        let (text, error) = call(&toolset, "grow", json!({}));
        assert!(error, "{text}");
        assert!(text.contains("grew past its limit of 10000"), "{text}");
        assert_eq!(call(&toolset, "count", json!({})), ("0".into(), false));
        writeln!(out, "{text}").unwrap();
    }
    insta::assert_snapshot!(out);
}

/// Plenty of operations and time, so only a size limit can stop a call.
fn size_only(limits: Limits) -> Limits {
    Limits {
        max_operations: 5_000_000,
        timeout_ms: 20_000,
        ..limits
    }
}

/// Run `body` as the `execute` of a tool under `limits`; it must fail,
/// and this returns its message.
fn one_call_fails(limits: Limits, body: &str) -> String {
    let toolset = toolset(size_only(limits));
    mount_ok(
        &toolset,
        &format!(
            r#"|ctx| ctx.tools.register(#{{ name: "local", execute: |a| {{
                {body}
                "survived"
            }} }})"#
        ),
    );
    let (text, error) = call(&toolset, "local", json!({}));
    assert!(error, "{text}");
    text
}

/// Within one call: a local map of big strings fails as soon as its
/// strings pass the string limit together, long before the map limit.
#[test]
fn a_local_map_of_big_strings_fails_cleanly_within_one_call() {
    let limits = Limits {
        max_string_size: 100_000,
        max_map_size: 10_000,
        ..small_limits()
    };
    let text = one_call_fails(
        limits,
        r#"let m = #{}; let s = ""; s.pad(90000, "x");
           for i in 0..10000 { m[`k${i}`] = s + i; }"#,
    );
    assert!(text.contains("grew past its limit of 100000"), "{text}");
}

#[test]
fn one_value_holds_at_most_max_mount_bytes_within_a_call() {
    // Text and counts are plentiful; only the bytes can stop this.
    let limits = Limits {
        max_string_size: 10_000_000,
        max_map_size: 100_000,
        max_array_size: 1_000_000,
        max_mount_bytes: 200_000,
        ..small_limits()
    };
    let text = one_call_fails(
        limits,
        r#"let m = #{}; let s = ""; s.pad(1000, "x");
           for i in 0..100000 { m[`k${i}`] = s + i; }"#,
    );
    insta::assert_snapshot!(text);
}

#[test]
fn a_call_s_variables_together_hold_at_most_max_mount_bytes() {
    let limits = Limits {
        max_string_size: 100_000,
        max_mount_bytes: 200_000,
        ..small_limits()
    };
    // Each variable is well within every limit; ten of them are not.
    let lets: String = (0..10).map(|i| format!("let a{i} = s + {i};\n")).collect();
    let text = one_call_fails(
        limits,
        &format!(
            r#"let s = ""; s.pad(50000, "v");
               {lets}
               let n = 0;
               for i in 0..2000 {{ n += a0.len(); }}"#
        ),
    );
    assert!(text.contains("max_mount_bytes"), "{text}");
}

#[test]
fn tools_per_mount_are_limited_by_max_mount_tools() {
    let toolset = toolset(Limits {
        max_mount_tools: 3,
        ..small_limits()
    });
    let (text, error) = mount(
        &toolset,
        r#"|ctx| { for i in 0..4 { ctx.tools.register(#{ name: `t${i}`, execute: |a| "ok" }); } }"#,
    );
    assert!(error, "{text}");
    assert!(text.contains("max_mount_tools"), "{text}");
    // Three are fine, and another mount has its own three.
    mount_ok(
        &toolset,
        r#"|ctx| { for i in 0..3 { ctx.tools.register(#{ name: `a${i}`, execute: |a| "ok" }); } }"#,
    );
    mount_ok(
        &toolset,
        r#"|ctx| { for i in 0..3 { ctx.tools.register(#{ name: `b${i}`, execute: |a| "ok" }); } }"#,
    );
    insta::assert_snapshot!(text);
}

#[test]
fn listeners_per_mount_are_limited_by_max_mount_listeners() {
    let toolset = toolset(Limits {
        max_mount_listeners: 3,
        ..small_limits()
    });
    let (text, error) = mount(
        &toolset,
        r#"|ctx| { for i in 0..4 { ctx.on(`e${i}`, || ()); } }"#,
    );
    assert!(error, "{text}");
    assert!(text.contains("max_mount_listeners"), "{text}");
    // `once` listeners that fired no longer count.
    mount_ok(
        &toolset,
        r#"|ctx| {
            for i in 0..3 { ctx.once("go", || ()); }
            ctx.tools.register(#{ name: "again", execute: |a| {
                ctx.emit("go");
                for i in 0..3 { ctx.once("go", || ()); }
                "ok"
            } });
        }"#,
    );
    assert_eq!(call(&toolset, "again", json!({})), ("ok".into(), false));
    assert_eq!(call(&toolset, "again", json!({})), ("ok".into(), false));
    insta::assert_snapshot!(text);
}

/// A string a script could never build still cannot arrive from outside.
#[test]
fn tool_arguments_are_held_to_the_script_limits() {
    let toolset = toolset(small_limits());
    mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "echo", parameters: #{ text: #{ type: "string" } }, execute: |a| `${a.text.len()}` })"#,
    );
    assert_eq!(
        call(&toolset, "echo", json!({ "text": "x".repeat(10_000) })),
        ("10000".into(), false)
    );
    let (text, error) = call(&toolset, "echo", json!({ "text": "x".repeat(10_001) }));
    assert!(error, "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn service_results_are_held_to_the_script_limits() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("big.txt"), "x".repeat(20_000)).unwrap();
    std::fs::write(dir.path().join("small.txt"), "hello").unwrap();
    let grants = Grants {
        fs: Some(FsConfig {
            root: dir.path().to_owned(),
            // Raised far past the string limit.
            max_read_bytes: 8 * 1024 * 1024,
            ..FsConfig::default()
        }),
        ..Grants::default()
    };
    let toolset = toolset_with(ToolsetConfig::granted(&grants, small_limits()).unwrap());
    mount_ok(
        &toolset,
        r#"#{ inject: ["fs"], apply: |ctx| ctx.tools.register(#{ name: "read", parameters: #{ path: #{ type: "string" } }, execute: |a| `${ctx.fs.read(a.path).len()}` }) }"#,
    );
    assert_eq!(
        call(&toolset, "read", json!({ "path": "small.txt" })),
        ("5".into(), false)
    );
    let (text, error) = call(&toolset, "read", json!({ "path": "big.txt" }));
    assert!(error, "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn event_payloads_are_held_to_the_script_limits() {
    let toolset = toolset(small_limits());
    toolset.runtime().take_reports();
    mount_ok(
        &toolset,
        r#"|ctx| {
            let seen = 0;
            ctx.on("big", |text| { seen = text.len(); });
            ctx.tools.register(#{ name: "seen", execute: |a| `${seen}` });
        }"#,
    );
    toolset.runtime().emit("big", &["x".repeat(10_000).into()]);
    assert_eq!(call(&toolset, "seen", json!({})), ("10000".into(), false));
    toolset.runtime().emit("big", &["x".repeat(10_001).into()]);
    let report = wait_for_report(&toolset, |r| r.kind == ReportKind::Listener("big".into()));
    // The value kept its last size; the answer notes the listener's
    // failure since the last call (issue 28).
    let (text, error) = call(&toolset, "seen", json!({}));
    assert!(!error, "{text}");
    assert_eq!(text.lines().next(), Some("10000"), "{text}");
    assert!(
        text.contains("(note: 1 background failure in this plugin since its last call: listener of \"big\" failed"),
        "{text}"
    );
    insta::assert_snapshot!(report.message);
}

/// Unmounting a mount with many listeners costs what it has: run with
/// `cargo test --release -p cordis-toolset --test all memory:: -- --ignored
/// --nocapture` to see the figures (no timing is asserted).
#[test]
#[ignore = "a measurement, run by hand in release"]
fn unmount_of_many_listeners_is_linear() {
    for count in [10_000, 100_000] {
        let toolset = toolset(Limits {
            max_mount_listeners: count,
            max_operations: 100_000_000,
            timeout_ms: 600_000,
            ..Limits::default()
        });
        let started = std::time::Instant::now();
        let id = mount_ok(
            &toolset,
            &format!(r#"|ctx| {{ for i in 0..{count} {{ ctx.on("e", || ()); }} }}"#),
        );
        let mounted = started.elapsed();
        let started = std::time::Instant::now();
        support::unmount_ok(&toolset, &id);
        println!(
            "{count} listeners: mount {mounted:?}, unmount {:?}",
            started.elapsed()
        );
    }
}

/// What keeping state costs a call (it is copied before every call, and
/// measured after): run by hand in release like the test above.
#[test]
#[ignore = "a measurement, run by hand in release"]
fn call_cost_with_kept_entries() {
    for entries in [0, 1_000, 10_000] {
        let toolset = toolset(Limits::default());
        mount_ok(
            &toolset,
            &format!(
                r#"|ctx| {{
                    let kept = #{{}};
                    for i in 0..{entries} {{ kept[`k${{i}}`] = i; }}
                    ctx.tools.register(#{{ name: "get", execute: |a| `${{kept.len()}}` }});
                }}"#
            ),
        );
        let calls = 2_000;
        let started = std::time::Instant::now();
        for _ in 0..calls {
            assert!(!call(&toolset, "get", json!({})).1);
        }
        println!(
            "{entries} kept entries: {:?} per call",
            started.elapsed() / calls
        );
    }
}

/// A hoarder as a mount that keeps `n` strings of 9,000 bytes once `fill`
/// is called, and `count` of them.
fn hoarder(name: &str, n: usize) -> String {
    format!(
        r#"#{{ name: "{name}", apply: |ctx| {{
            let keep = [];
            ctx.tools.register(#{{ name: "fill_{name}", execute: |a| {{
                for i in 0..{n} {{ let s = ""; s.pad(9000, "z"); keep.push(s + i); }}
                `${{keep.len()}}`
            }} }});
            ctx.tools.register(#{{ name: "count_{name}", execute: |a| `${{keep.len()}}` }});
        }} }}"#
    )
}

/// Issue 13's memory rule across mounts (an attack mounted 56 mounts of
/// 57 MB each, every one under its own limit, and the server passed 3 GB):
/// all mounts together hold at most `max_total_bytes`; the call that would
/// pass it fails naming the limit, its writes are undone, and an unmount
/// gives the room back.
#[test]
fn all_mounts_together_keep_at_most_max_total_bytes_and_an_unmount_frees_their_share() {
    let base = Limits {
        max_string_size: 100_000,
        max_mount_bytes: 50_000,
        ..small_limits()
    };
    // Each hoarder's code and tools count the same; the data room is
    // 50,000 a mount and 100,000 together, beside them.
    let own = structures(&base, &hoarder("a", 4));
    let limits = Limits {
        max_mount_bytes: base.max_mount_bytes + own,
        max_total_bytes: 100_000 + 3 * own,
        ..base
    };
    let toolset = toolset(limits);
    let mut ids = Vec::new();
    for name in ["a", "b", "c"] {
        ids.push(mount_ok(&toolset, &hoarder(name, 4)));
    }
    // Two mounts of ~36,000 bytes fit in 100,000; a third does not.
    assert_eq!(call(&toolset, "fill_a", json!({})), ("4".to_owned(), false));
    assert_eq!(call(&toolset, "fill_b", json!({})), ("4".to_owned(), false));
    let (text, error) = call(&toolset, "fill_c", json!({}));
    assert!(error, "{text}");
    assert!(text.contains("max_total_bytes"), "{text}");
    assert!(text.contains("cordis_inspect"), "{text}");
    assert_eq!(
        call(&toolset, "count_c", json!({})),
        ("0".to_owned(), false)
    );
    // A registration that would pass it is refused too.
    let (text, error) = mount(
        &toolset,
        r#"#{ name: "d", apply: |ctx| {
            let s = ""; s.pad(40000, "w");
            ctx.tools.register(#{ name: "holds", execute: |a| s });
        } }"#,
    );
    assert!(error, "{text}");
    assert!(text.contains("max_total_bytes"), "{text}");
    // Unmounting a frees its share, again and again.
    support::unmount_ok(&toolset, &ids[0]);
    assert_eq!(call(&toolset, "fill_c", json!({})), ("4".to_owned(), false));
    for round in 0..5 {
        support::unmount_ok(&toolset, &ids[2]);
        ids[2] = mount_ok(&toolset, &hoarder("c", 4));
        assert_eq!(
            call(&toolset, "fill_c", json!({})),
            ("4".to_owned(), false),
            "round {round}"
        );
    }
}

//! `push` is linear and the size limits still hold: a loop of pushes runs
//! in time proportional to its length, every size limit still stops an
//! array that grows past it (with the message Rhai's own check gives), and
//! a push onto a copy of another plugin's value is still refused.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use cordis_toolset::Limits;
use cordis_toolset::Toolset;
use serde_json::json;
use support::{call, mount, mount_ok, small_limits, toolset};

/// A toolset with one tool `t` whose `execute` body is `body` (it gets
/// `a`, the arguments).
fn tool(limits: Limits, body: &str) -> Toolset {
    let toolset = toolset(limits);
    mount_ok(
        &toolset,
        &format!(
            r#"|ctx| ctx.tools.register(#{{ name: "t",
                parameters: #{{ n: #{{ type: "integer", required: false }} }},
                execute: |a| {{ {body} }} }})"#
        ),
    );
    toolset
}

/// 100,000 pushes fit in the default budgets, in a debug build too. When
/// each push measured the whole array, they ran past the 5 s time budget
/// (4.5 s in a release build).
#[test]
fn a_hundred_thousand_pushes_fit_in_the_default_budgets() {
    let toolset = tool(
        Limits::default(),
        "let xs = []; for i in 0..a.n { xs.push(i); } `${xs.len()} ${xs[a.n - 1]}`",
    );
    let started = std::time::Instant::now();
    assert_eq!(
        call(&toolset, "t", json!({ "n": 100_000 })),
        ("100000 99999".into(), false)
    );
    eprintln!("100,000 pushes: {:?}", started.elapsed());
}

/// Pushes onto a captured array (the state a plugin keeps between calls)
/// and onto an array inside a map are the same push.
#[test]
fn pushes_onto_kept_state_and_into_maps_stay() {
    let toolset = toolset(Limits::default());
    mount_ok(
        &toolset,
        r#"|ctx| {
            let seen = [];
            let state = #{ rows: [] };
            ctx.tools.register(#{ name: "t", execute: |a| {
                for i in 0..1000 { seen.push(i); state.rows.push(#{ i: i }); }
                `${seen.len()} ${state.rows.len()} ${state.rows[999].i}`
            } });
        }"#,
    );
    assert_eq!(
        call(&toolset, "t", json!({})),
        ("1000 1000 999".into(), false)
    );
    assert_eq!(
        call(&toolset, "t", json!({})),
        ("2000 2000 999".into(), false)
    );
}

#[test]
fn a_push_past_max_array_size_fails_as_before() {
    let toolset = tool(small_limits(), "let xs = []; loop { xs.push(1); }");
    assert_eq!(
        call(&toolset, "t", json!({})),
        (
            "t: an array grew past its limit of 1000; keep data smaller, or return it in parts"
                .into(),
            true
        )
    );
}

/// `max_array_size` counts nested items too: pushing arrays stops when
/// the items of all of them pass it, long before the outer array does.
#[test]
fn pushed_arrays_count_toward_max_array_size() {
    let toolset = tool(
        small_limits(),
        "let xs = []; let row = []; row.pad(100, 0); for i in 0..500 { xs.push(row); } xs.len()",
    );
    let (text, error) = call(&toolset, "t", json!({}));
    assert!(error, "{text}");
    assert!(
        text.contains("an array grew past its limit of 1000"),
        "{text}"
    );
}

/// The strings of an array count together toward `max_string_size`.
#[test]
fn pushed_strings_count_toward_max_string_size() {
    let toolset = tool(
        small_limits(),
        r#"let xs = []; let s = ""; s.pad(900, "x"); for i in 0..500 { xs.push(s); } xs.len()"#,
    );
    let (text, error) = call(&toolset, "t", json!({}));
    assert!(error, "{text}");
    assert!(text.contains("grew past its limit of 10000"), "{text}");
}

/// Kept state grown past `max_mount_bytes` by pushes fails the call and
/// is rolled back: the next call sees what the last good call left.
#[test]
fn kept_state_pushed_past_max_mount_bytes_fails_and_rolls_back() {
    let limits = Limits {
        max_string_size: 10_000_000,
        max_mount_bytes: 200_000,
        ..Limits::default()
    };
    let toolset = toolset(limits);
    mount_ok(
        &toolset,
        r#"|ctx| {
            let keep = [];
            ctx.tools.register(#{ name: "grow", execute: |a| {
                for i in 0..1000 { keep.push(i); }
                let s = ""; s.pad(40000, "k");
                keep.push(s);
                `${keep.len()}`
            } });
            ctx.tools.register(#{ name: "count", execute: |a| `${keep.len()}` });
        }"#,
    );
    let mut kept = String::new();
    let message = loop {
        let (text, error) = call(&toolset, "grow", json!({}));
        if error {
            break text;
        }
        assert!(kept.len() < 10, "never refused: {text}");
        kept = text;
    };
    assert!(message.contains("max_mount_bytes"), "{message}");
    assert_eq!(call(&toolset, "count", json!({})), (kept, false));
}

/// A push onto another plugin's provided array is a change in place of a
/// copy, refused as before; a variable holding the copy is the plugin's
/// own and grows.
#[test]
fn a_push_onto_a_provided_array_is_refused_and_a_copy_grows() {
    let toolset = toolset(Limits::default());
    mount_ok(
        &toolset,
        r#"|ctx| ctx.provide("kv", #{ items: [1, 2], nested: #{ list: [1] } })"#,
    );
    for (code, says) in [
        (
            "ctx.kv.items.push(3);",
            "a method changed `ctx.kv.items` in place",
        ),
        (
            "ctx.kv.nested.list.push(3);",
            "a method changed `ctx.kv.nested` in place",
        ),
    ] {
        let (text, error) = mount(
            &toolset,
            &format!(r#"#{{ inject: ["kv"], apply: |ctx| {{ {code} }} }}"#),
        );
        assert!(error && text.contains(says), "{code}: {text}");
    }
    let id = mount_ok(
        &toolset,
        r#"#{ inject: ["kv"], apply: |ctx| {
            ctx.tools.register(#{ name: "mine", execute: |a| {
                let items = ctx.kv.items;
                for i in 0..1000 { items.push(i); }
                `${items.len()} ${ctx.kv.items.len()}`
            } });
        } }"#,
    );
    assert!(id.starts_with("dyn-"), "{id}");
    assert_eq!(call(&toolset, "mine", json!({})), ("1002 2".into(), false));
}

/// A constant cannot be pushed onto: the check refuses the mount, with
/// the declaration to write.
#[test]
fn a_constant_array_cannot_be_pushed_onto() {
    let toolset = toolset(Limits::default());
    let (text, error) = mount(
        &toolset,
        "|ctx| ctx.tools.register(#{ name: \"t\", execute: |a| { const XS = [1]; XS.push(2); `${XS.len()}` } })",
    );
    assert!(error, "{text}");
    assert!(
        text.contains("`XS` is declared with `const` and `.push(...)` changes it")
            && text.contains("declare it with `let XS = ...;`"),
        "{text}"
    );
}

/// Trial 50: `groups[key].push(item)` changes `groups`, not the `const
/// key` that indexes it, and mounts (Rhai's chain nests the call under
/// the index, where the check once read it as a call on `key`).
#[test]
fn a_constant_index_of_a_changed_map_mounts() {
    let toolset = toolset(Limits::default());
    let (id, error) = mount(
        &toolset,
        "|ctx| ctx.tools.register(#{ name: \"t\", execute: |a| { let groups = #{}; for item in [1, 2, 1] { const key = `${item}`; if !(key in groups) { groups[key] = []; } groups[key].push(item); } `${groups[\"1\"].len()}` } })",
    );
    assert!(!error, "{id}");
    assert_eq!(call(&toolset, "t", json!({})), ("2".into(), false));
}

//! Growth through assignment within one call (issue 25, F4): every path
//! by which an assignment adds to a container — index assignment on a
//! variable, through `this`, nested, a map's key or property, compound
//! assignment — is measured, also after a read of a big array spent the
//! size guard's walk credit, and refused with the limit's words.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use cordis_toolset::Limits;
use serde_json::json;
use support::{call, mount_ok, toolset};

/// Default budgets with plenty of operations and time: only a size limit
/// can stop a call.
fn size_only() -> Limits {
    Limits {
        max_operations: 50_000_000,
        timeout_ms: 60_000,
        ..Limits::default()
    }
}

/// Run `body` as a tool's `execute`, with the functions `fns` defined,
/// under `limits`: its message and whether it failed.
fn run(limits: Limits, fns: &str, body: &str) -> (String, bool) {
    let toolset = toolset(limits);
    mount_ok(
        &toolset,
        &format!(
            r#"{fns}
            |ctx| ctx.tools.register(#{{ name: "grow", execute: |a| {{
                {body}
                "survived"
            }} }})"#
        ),
    );
    call(&toolset, "grow", json!({}))
}

/// `body` must fail on the string limit (one array's or map's strings
/// together): each write stays within it, only the container passes it.
fn refused_on_strings(fns: &str, body: &str) {
    let limits = size_only();
    let (text, error) = run(limits.clone(), fns, body);
    assert!(error, "{text}");
    let words = format!(
        "a string (the strings inside one array or map count together) grew past its limit of {}",
        limits.max_string_size
    );
    assert!(text.contains(&words), "{text}");
}

/// A 100,000-byte string `w`, and `a`, an array of 1,000 short strings.
const SETUP: &str = r#"let w = "b"; w.pad(100000, "b"); let a = []; a.pad(1000, "x");"#;

#[test]
fn index_assignment_on_a_variable_is_measured() {
    refused_on_strings("", &format!("{SETUP} for i in 0..1000 {{ a[i] = w + i; }}"));
}

#[test]
fn index_assignment_through_this_is_measured() {
    refused_on_strings(
        "fn fill(w, n) { let i = 0; while i < n { this[i] = w + i; i += 1; } }",
        &format!("{SETUP} a.fill(w, 1000);"),
    );
}

#[test]
fn nested_index_assignment_is_measured() {
    refused_on_strings(
        "fn fill(w) { for i in 0..this.len() { this[i][0] = w + i; } }",
        r#"let w = "b"; w.pad(100000, "b"); let a = []; a.pad(1000, ["x"]); a.fill(w);"#,
    );
}

#[test]
fn map_keys_and_properties_are_measured() {
    // A new key per write, the map itself as `this`.
    refused_on_strings(
        "fn fill(w) { for i in 0..1000 { this[`k${i}`] = w + i; } }",
        r#"let w = "b"; w.pad(100000, "b"); let m = #{}; m.fill(w);"#,
    );
    // A property of each item, reached through `this`.
    refused_on_strings(
        "fn fill(w) { for i in 0..this.len() { this[i].k = w + i; } }",
        r#"let w = "b"; w.pad(100000, "b"); let a = []; a.pad(1000, #{}); a.fill(w);"#,
    );
    // A property of a map of the call's own.
    refused_on_strings(
        "",
        r#"let w = "b"; w.pad(100000, "b"); let m = #{ rows: [] }; m.rows.pad(1000, #{});
           for i in 0..1000 { m.rows[i].k = w + i; }"#,
    );
}

#[test]
fn big_keys_are_measured_as_bytes() {
    // Short values under long keys: only the keys' bytes grow.
    let limits = Limits {
        max_mount_bytes: 8 * 1024 * 1024,
        ..size_only()
    };
    let (text, error) = run(
        limits,
        "fn fill(w) { for i in 0..10000 { this[w + i] = 1; } }",
        r#"let w = "k"; w.pad(100000, "k"); let m = #{}; m.fill(w);"#,
    );
    assert!(error, "{text}");
    assert!(text.contains("max_mount_bytes"), "{text}");
}

#[test]
fn compound_assignment_is_measured() {
    refused_on_strings(
        // (`n` passed in: Rhai measures `this` whole after `this.len()`.)
        "fn grow(w, n) { for round in 0..5 { for i in 0..n { this[i] += w; } } }",
        r#"let w = "b"; w.pad(20000, "b"); let a = []; a.pad(1000, ""); a.grow(w, 1000);"#,
    );
}

#[test]
fn a_read_of_a_big_array_first_does_not_let_writes_go_unmeasured() {
    // Reading `big` walks 100,000 items: the sampled guard of variable
    // reads waits thousands of reads before it walks again.
    refused_on_strings(
        "",
        &format!(
            "let big = []; big.pad(100000, 0); let n = big.len();
             {SETUP} for i in 0..1000 {{ a[i] = w + i; }}"
        ),
    );
    // The same with `a` captured by a closure that writes it.
    refused_on_strings(
        "",
        &format!(
            "{SETUP} let fill = |n| {{ for i in 0..n {{ a[i] = w + i; }} }};
             let big = []; big.pad(100000, 0); let n = big.len();
             fill.call(1000);"
        ),
    );
}

#[test]
fn legitimate_writes_are_unchanged_and_stay_fast() {
    // Overwriting every item of an array near the item limit three times,
    // and a map near the entry limit: the measuring is amortized, so this
    // runs in about the time of the writes themselves.
    let limits = size_only();
    let started = std::time::Instant::now();
    let (text, error) = run(
        limits,
        "fn set(i, v) { this[i] = v; }",
        r#"let a = []; a.pad(99000, 0);
           for round in 0..2 { for i in 0..a.len() { a[i] = i + round; } }
           for i in 0..a.len() { a.set(i, i); }
           let m = #{};
           for i in 0..9900 { m[`k${i}`] = i; }
           for round in 0..2 { for i in 0..9900 { m[`k${i}`] += 1; } }
           if a[98999] != 98999 || m.k9899 != 9901 { throw "wrong"; }"#,
    );
    assert!(!error, "{text}");
    assert_eq!(text, "survived");
    // (About 10 s in a debug build alone, and half again on a loaded
    // machine; a measure walked on each write would take hours: the
    // bound is wide so that only that fails it.)
    assert!(
        started.elapsed() < std::time::Duration::from_secs(120),
        "{:?}",
        started.elapsed()
    );
}

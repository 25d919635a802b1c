//! Every Rhai plugin in `examples/` is mounted through a real toolset (with
//! `fs` rooted in a temporary directory and `timer` granted) and exercised.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use cordis_toolset::Toolset;
use serde_json::{Value, json};

/// The examples this file exercises; a new one must be added here (and tested).
const EXAMPLES: &[&str] = &[
    "audit-log.rhai",
    "heartbeat.rhai",
    "kv-consumer.rhai",
    "kv-provider.rhai",
    "word-count.rhai",
];

fn examples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples")
}

fn example(name: &str) -> String {
    std::fs::read_to_string(examples_dir().join(name)).unwrap()
}

/// A toolset over a fresh runtime, `fs` rooted in `root`, timer granted.
fn toolset(root: &Path) -> Toolset {
    cordis_toolset_tests::granted_toolset(root)
}

fn call(toolset: &Toolset, name: &str, args: Value) -> (String, bool) {
    let (text, error, _) = cordis_toolset_tests::call_tool(toolset, name, args);
    (text, error)
}

/// Mount an example; returns the structured report.
fn mount(toolset: &Toolset, name: &str) -> Value {
    let output = toolset
        .call("cordis_mount", json!({ "code": example(name) }))
        .unwrap();
    assert!(!output.is_error, "{name}: {output:?}");
    output.structured.unwrap()
}

fn eventually(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn every_example_is_listed_and_documented() {
    let mut found: Vec<String> = std::fs::read_dir(examples_dir())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".rhai"))
        .collect();
    found.sort();
    assert_eq!(found, EXAMPLES, "examples/*.rhai and this test disagree");
    for name in EXAMPLES {
        let text = example(name);
        let header: Vec<&str> = text.lines().take_while(|l| l.starts_with("//")).collect();
        assert!(
            header.first().is_some_and(|l| l.contains(name)),
            "{name}: the header starts with the file name"
        );
        let header = header.join("\n");
        assert!(
            header.contains("Shows:") && header.contains("Mount it"),
            "{name}: the header says what it shows and how to mount it"
        );
    }
}

#[test]
fn every_example_passes_a_dry_run() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = toolset(dir.path());
    for name in EXAMPLES {
        let output = toolset
            .call(
                "cordis_mount",
                json!({ "code": example(name), "dryRun": true }),
            )
            .unwrap();
        assert!(!output.is_error, "{name}: {output:?}");
        let dry = output.structured.unwrap();
        assert!(dry["dryRun"].is_object(), "{name}: {dry}");
        // The state it predicts is the state a mount reaches.
        let real = toolset
            .call("cordis_mount", json!({ "code": example(name) }))
            .unwrap();
        assert!(!real.is_error, "{name}: {real:?}");
        assert_eq!(real.structured.unwrap()["state"], dry["state"], "{name}");
        assert_eq!(
            toolset
                .call("cordis_unmount", json!({ "id": dry["id"] }))
                .map(|o| o.is_error),
            Some(false),
            "{name}"
        );
    }
}

#[test]
fn word_count_counts_a_file_under_the_root() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("poem.txt"), "one two  three\nfour\tfive\n").unwrap();
    let toolset = toolset(dir.path());
    let report = mount(&toolset, "word-count.rhai");
    assert_eq!(report["tools"], json!(["word_count"]));
    assert_eq!(
        call(&toolset, "word_count", json!({ "path": "poem.txt" })),
        ("poem.txt: 5 words, 3 lines, 25 characters".into(), false)
    );
    let (text, error) = call(&toolset, "word_count", json!({ "path": "missing.txt" }));
    assert!(error && text.contains("missing.txt"), "{text}");
    let (text, error) = call(&toolset, "word_count", json!({ "path": "../outside.txt" }));
    assert!(error, "fs stays inside its root: {text}");
}

#[test]
fn kv_consumer_waits_for_its_provider_and_follows_it() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = toolset(dir.path());
    // Consumer first: pending until "kv" is provided.
    let consumer = mount(&toolset, "kv-consumer.rhai");
    assert_eq!(consumer["state"], "pending");
    assert_eq!(consumer["waitingFor"], json!(["kv"]));
    assert!(toolset.call("kv_get", json!({ "key": "a" })).is_none());

    let provider = mount(&toolset, "kv-provider.rhai");
    assert_eq!(provider["provides"], json!(["kv"]));
    let (text, error) = call(
        &toolset,
        "kv_set",
        json!({ "key": "color", "value": "teal" }),
    );
    assert!(!error && text.contains("stored \"color\""), "{text}");
    assert_eq!(
        call(&toolset, "kv_get", json!({ "key": "color" })),
        ("teal".into(), false)
    );
    let (text, error) = call(&toolset, "kv_get", json!({ "key": "size" }));
    assert!(error && text.contains("[\"color\"]"), "{text}");

    // Provider gone: the consumer's tools go with it; back: a fresh store.
    let id = provider["id"].as_str().unwrap();
    call(&toolset, "cordis_unmount", json!({ "id": id }));
    assert!(toolset.call("kv_get", json!({ "key": "color" })).is_none());
    mount(&toolset, "kv-provider.rhai");
    let (text, error) = call(&toolset, "kv_get", json!({ "key": "color" }));
    assert!(error && text.contains("nothing is stored"), "{text}");
}

#[test]
fn audit_log_counts_every_call() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "a b c").unwrap();
    let toolset = toolset(dir.path());
    mount(&toolset, "word-count.rhai");
    mount(&toolset, "audit-log.rhai");
    // The listener is live before cordis_mount returns, and observes its
    // own mount once the response is out (built-in tools never wait on
    // listeners): it counts. Every look is a tool_stats call too.
    let mut looks = 0;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let (text, _) = call(&toolset, "tool_stats", json!({}));
        looks += 1;
        if text.starts_with("cordis_mount: 1 calls, 0 errors") {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "{text}");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    call(&toolset, "word_count", json!({ "path": "a.txt" }));
    call(&toolset, "word_count", json!({ "path": "a.txt" }));
    call(&toolset, "word_count", json!({ "path": "nope.txt" }));
    call(&toolset, "word_count", json!({}));
    let (text, error) = call(&toolset, "tool_stats", json!({}));
    assert!(!error, "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(
        lines[0].starts_with("cordis_mount: 1 calls, 0 errors"),
        "{text}"
    );
    // The earlier tool_stats calls were counted after they returned.
    assert!(
        lines[1].starts_with(&format!("tool_stats: {looks} calls, 0 errors")),
        "{text}"
    );
    assert!(
        lines[2].starts_with("word_count: 4 calls, 2 errors"),
        "{text}"
    );
}

#[test]
fn heartbeat_ticks_until_stopped_or_unmounted() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = toolset(dir.path());
    let timers_before = toolset.runtime().pending_timers();
    let report = mount(&toolset, "heartbeat.rhai");
    let beats = |toolset: &Toolset| -> i64 {
        let (text, error) = call(toolset, "heartbeat", json!({}));
        assert!(!error, "{text}");
        text.split(' ').next().unwrap().parse().unwrap()
    };
    eventually("two beats", || beats(&toolset) >= 2);
    let (text, _) = call(&toolset, "heartbeat", json!({ "stop": true }));
    assert!(text.ends_with("(stopped)"), "{text}");
    let stopped_at = beats(&toolset);
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(beats(&toolset), stopped_at, "no beats after stop");

    // A second heartbeat is cancelled by unmounting it.
    let id = report["id"].as_str().unwrap();
    call(&toolset, "cordis_unmount", json!({ "id": id }));
    let second = mount(&toolset, "heartbeat.rhai");
    eventually("a beat", || beats(&toolset) >= 1);
    let id = second["id"].as_str().unwrap();
    let receipt = toolset
        .call("cordis_unmount", json!({ "id": id }))
        .unwrap()
        .structured
        .unwrap();
    assert_eq!(receipt["timers"], 1);
    assert_eq!(toolset.runtime().pending_timers(), timers_before);
}

//! A dry run agrees with mount, through the real toolset: it runs `apply`
//! against a recording façade, refuses what mount refuses with the same
//! message, says what the plugin injects, provides and registers, performs
//! no service call, and leaves the runtime as it was.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use cordis_toolset::Toolset;
use serde_json::{Value, json};
use support::{census, mount_ok, small_limits};

/// `(text, failed, structured)` of `cordis_mount`.
fn mount(toolset: &Toolset, code: &str, dry_run: bool) -> (String, bool, Value) {
    let output = toolset
        .call("cordis_mount", json!({ "code": code, "dryRun": dry_run }))
        .unwrap();
    (
        output.text(),
        output.is_error,
        output.structured.unwrap_or(Value::Null),
    )
}

/// A toolset with `fs` granted (rooted in a temporary directory) and a
/// first mount holding the tool `taken` and the service `shelf`.
fn fixture() -> (Toolset, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.txt"), "one two three").unwrap();
    let grants = cordis_toolset::builtin::Grants {
        fs: Some(cordis_toolset::services::FsConfig {
            root: dir.path().to_owned(),
            ..Default::default()
        }),
        timer: true,
        ..Default::default()
    };
    let config = cordis_toolset::ToolsetConfig::granted(&grants, small_limits()).unwrap();
    let toolset = support::toolset_with(config);
    mount_ok(
        &toolset,
        r#"#{ name: "first", apply: |ctx| {
            ctx.tools.register(#{ name: "taken", parameters: #{}, execute: |args| "mine" });
            ctx.provide("shelf", #{ size: 3 });
        } }"#,
    );
    (toolset, dir)
}

#[test]
fn the_dry_run_refuses_what_mount_refuses_with_the_same_message() {
    let cases = [
        (
            "reserved tool name",
            r#"|ctx| ctx.tools.register(#{ name: "Cordis_Mount", parameters: #{}, execute: |a| "x" })"#,
        ),
        (
            "tool name another mount holds",
            r#"|ctx| ctx.tools.register(#{ name: "taken", parameters: #{}, execute: |a| "x" })"#,
        ),
        (
            "the same tool twice",
            r#"|ctx| { ctx.tools.register(#{ name: "twice", execute: |a| "1" }); ctx.tools.register(#{ name: "twice", execute: |a| "2" }); }"#,
        ),
        (
            "invalid tool name",
            r#"|ctx| ctx.tools.register(#{ name: "no spaces", execute: |a| "x" })"#,
        ),
        (
            "bad schema",
            r#"|ctx| ctx.tools.register(#{ name: "s", parameters: #{ n: #{ type: "nummber" } }, execute: |a| "x" })"#,
        ),
        (
            "duplicate service",
            r#"|ctx| ctx.provide("shelf", #{ size: 9 })"#,
        ),
        (
            "undeclared service",
            r#"|ctx| ctx.tools.register(#{ name: "r", execute: |a| ctx.fs.read("notes.txt") })"#,
        ),
        (
            "a misspelled method through an alias",
            r#"#{ inject: ["fs"], apply: |ctx| { let f = ctx.fs; ctx.tools.register(#{ name: "r", execute: |a| f.raed("notes.txt") }); } }"#,
        ),
        (
            "a value that cannot be provided",
            r#"|ctx| ctx.provide("mine", #{ me: ctx })"#,
        ),
        ("apply throws", r#"|ctx| { throw "not configured"; }"#),
    ];
    let mut out = String::new();
    for (title, code) in cases {
        let (toolset, _dir) = fixture();
        let before = census(&toolset);
        let (dry, dry_failed, _) = mount(&toolset, code, true);
        assert!(dry_failed, "{title}: the dry run approved it: {dry}");
        assert_eq!(census(&toolset), before, "{title}: the dry run left traces");
        let (real, failed, _) = mount(&toolset, code, false);
        assert!(failed, "{title}: mount accepted it: {real}");
        assert_eq!(
            refusal(&dry),
            refusal(&real),
            "{title}: dry run and mount disagree"
        );
        out.push_str(&format!("=== {title}\n{code}\n---\n{dry}\n\n"));
    }
    insta::assert_snapshot!("refusals", out);
}

const WORDS: &str = r#"#{
    name: "words",
    inject: ["fs", "timer", "shelf"],
    apply: |ctx| {
        let sample = ctx.fs.read("notes.txt");
        ctx.on("notes/saved", |path| ());
        ctx.on("tools/post-execute", |info, result| ());
        ctx.emit("words/ready", ctx.shelf.size);
        ctx.timer.setInterval(|| (), 1000);
        ctx.provide("words", #{ count: |text| text.split(" ").len() });
        ctx.tools.register(#{ name: "word_count", parameters: #{ path: #{ type: "string" } },
            execute: |args| `${ctx.fs.read(args.path).split(" ").len()}` });
        ctx.tools.execute("taken", #{});
    }
}"#;

#[test]
fn the_dry_run_says_what_the_plugin_would_do_and_does_none_of_it() {
    let (toolset, _dir) = fixture();
    let changes = Arc::new(AtomicUsize::new(0));
    let seen = Arc::clone(&changes);
    toolset.on_tools_changed(move || {
        seen.fetch_add(1, Ordering::SeqCst);
    });
    let before = census(&toolset);
    let (text, failed, structured) = mount(&toolset, WORDS, true);
    assert!(!failed, "{text}");
    assert_eq!(census(&toolset), before, "the dry run left traces");
    assert_eq!(
        changes.load(Ordering::SeqCst),
        0,
        "tools/list_changed was sent"
    );
    assert!(
        toolset
            .call("word_count", json!({ "path": "notes.txt" }))
            .is_none()
    );
    assert_eq!(structured["state"], "active");
    assert_eq!(structured["tools"], json!(["word_count"]));
    assert_eq!(structured["provides"], json!(["words"]));
    let dry = &structured["dryRun"];
    assert_eq!(dry["inject"], json!(["fs", "timer", "shelf"]));
    assert_eq!(dry["listens"], json!(["notes/saved", "tools/post-execute"]));
    assert_eq!(dry["emits"], json!(["words/ready"]));
    assert_eq!(dry["timers"], 1);
    assert_eq!(
        dry["notRun"],
        json!(["ctx.fs.read", "ctx.tools.execute(\"taken\")"])
    );
    insta::assert_snapshot!("would_do", text);

    // Mounted for real, it does what the dry run said.
    let (real, failed, mounted) = mount(&toolset, WORDS, false);
    assert!(!failed, "{real}");
    assert_eq!(mounted["state"], structured["state"]);
    assert_eq!(mounted["tools"], structured["tools"]);
    assert_eq!(mounted["provides"], structured["provides"]);
    assert_eq!(mounted["warnings"], structured["warnings"]);
}

#[test]
fn a_plugin_waiting_for_a_service_is_pending_in_both() {
    let (toolset, _dir) = fixture();
    // Its apply runs in the dry run all the same: the missing service's
    // calls are recorded as not run, and what it registers is checked now.
    let code = r#"#{ name: "late", inject: ["search"], apply: |ctx| {
        let hits = ctx.search.find("x");
        ctx.tools.register(#{ name: "look", parameters: #{}, execute: |args| hits });
    } }"#;
    let (text, failed, dry) = mount(&toolset, code, true);
    assert!(!failed, "{text}");
    assert_eq!(dry["state"], "pending");
    assert_eq!(dry["waitingFor"], json!(["search"]));
    assert_eq!(dry["dryRun"]["applied"], true);
    assert_eq!(dry["dryRun"]["notRun"], json!(["ctx.search.find"]));
    insta::assert_snapshot!("pending", text);
    let (_, failed, real) = mount(&toolset, code, false);
    assert!(!failed);
    assert_eq!(real["state"], "pending");
}

/// Trial 4: a plugin waiting for a service registered a tool whose schema
/// a mount refuses; the dry run said nothing, as its apply did not run,
/// and the mount failed only once the service came.
#[test]
fn a_pending_plugins_registrations_are_checked_by_the_dry_run() {
    let (toolset, _dir) = fixture();
    let code = r#"#{ name: "late", inject: ["search"], apply: |ctx| {
        ctx.tools.register(#{ name: "look", parameters: #{ value: #{ description: "any" } },
            execute: |args| ctx.search.find(args.value) });
    } }"#;
    let (text, failed, dry) = mount(&toolset, code, true);
    assert!(!failed, "a mount now would be pending, not refused: {text}");
    assert_eq!(dry["state"], "pending");
    for part in [
        "parameters.value has no type",
        "Once search is provided, the mount will fail this way: fix it now.",
    ] {
        assert!(text.contains(part), "{part} missing in: {text}");
    }
}

#[test]
fn a_failure_after_a_call_that_was_not_run_is_not_held_against_the_plugin() {
    let (toolset, _dir) = fixture();
    // A mount reads the file and succeeds; the dry run's read returns ()
    // and the next line fails on it: that must not refuse the plugin.
    let code = r#"#{ name: "reader", inject: ["fs"], apply: |ctx| {
        let words = ctx.fs.read("notes.txt").split(" ");
        ctx.tools.register(#{ name: "first_word", parameters: #{}, execute: |args| words[0] });
    } }"#;
    let (text, failed, dry) = mount(&toolset, code, true);
    assert!(!failed, "{text}");
    assert_eq!(dry["dryRun"]["notRun"], json!(["ctx.fs.read"]));
    assert!(dry["dryRun"]["unchecked"].is_string(), "{dry}");
    assert!(text.contains("was not checked"), "{text}");
    let (real, failed, _) = mount(&toolset, code, false);
    assert!(!failed, "{real}");
}

/// A refusal of a taken tool name advises what works for whoever holds it:
/// the mount's own earlier registration, an operator's plugin file, or
/// another mount (whose unmount, as advised, frees the name).
#[test]
fn a_taken_tool_name_gets_advice_that_works_for_its_holder() {
    let (toolset, _dir) = fixture();
    let plugins = tempfile::tempdir().unwrap();
    std::fs::write(
        plugins.path().join("base.rhai"),
        r#"#{ name: "base", apply: |ctx| ctx.tools.register(#{ name: "base_tool", execute: |a| "op" }) }"#,
    )
    .unwrap();
    let _watched = toolset
        .watch_plugins(
            plugins.path(),
            cordis_toolset::plugins::KeepTool::Withheld,
            |_| {},
        )
        .unwrap();
    let cases = [
        (
            "the same name twice in one plugin",
            r#"|ctx| { ctx.tools.register(#{ name: "twice", execute: |a| "1" }); ctx.tools.register(#{ name: "twice", execute: |a| "2" }); }"#,
        ),
        (
            "a name an operator's plugin file holds",
            r#"|ctx| ctx.tools.register(#{ name: "base_tool", execute: |a| "x" })"#,
        ),
        (
            "a name another mount holds",
            r#"|ctx| ctx.tools.register(#{ name: "taken", execute: |a| "x" })"#,
        ),
    ];
    let mut out = String::new();
    for (title, code) in cases {
        let (dry, dry_failed, _) = mount(&toolset, code, true);
        let (real, failed, _) = mount(&toolset, code, false);
        assert!(dry_failed && failed, "{title}: {dry}\n{real}");
        assert_eq!(
            refusal(&dry),
            refusal(&real),
            "{title}: dry run and mount disagree"
        );
        out.push_str(&format!("=== {title}\n{code}\n---\n{real}\n\n"));
    }
    insta::assert_snapshot!("taken_tool_names", out);
    let (first, second, third) = (&cases[0].1, &cases[1].1, &cases[2].1);
    let advice = |code: &str| mount(&toolset, code, false).0;
    assert!(
        !advice(first).contains("cordis_unmount {"),
        "not mounted yet: nothing to unmount"
    );
    let text = advice(second);
    assert!(
        !text.contains("cordis_unmount {") && text.contains("the operator's plugin file base.rhai"),
        "unmount refuses a plugin file: {text}"
    );
    // The advice for another mount runs as written.
    let text = advice(third);
    assert!(text.contains("cordis_unmount { id: \"dyn-1\" }"), "{text}");
    let (receipt, failed) = support::call(&toolset, "cordis_unmount", json!({ "id": "dyn-1" }));
    assert!(!failed, "{receipt}");
    let (text, failed, _) = mount(&toolset, third, false);
    assert!(!failed, "{text}");
}

/// What a refusal says of the code, without the words that tell a dry run
/// from a mount ("the dry run ran the plugin's apply, which failed as a
/// mount would:" and "the plugin failed to start:", and what each says
/// was mounted).
fn refusal(text: &str) -> &str {
    let text = text
        .strip_prefix("the dry run ran the plugin's apply, which failed as a mount would: ")
        .or_else(|| text.strip_prefix("the plugin failed to start: "))
        .unwrap_or(text);
    text.split_once("\nThis was a dry run: nothing was mounted.")
        .or_else(|| text.split_once("\nNothing of it was kept; nothing was mounted."))
        .map_or(text, |(message, _)| message)
}

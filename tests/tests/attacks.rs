//! The escape corpus (issue 13): every way out of the sandbox a hostile
//! model was seen trying, against the real `cordis-cli serve` over MCP
//! stdio. Each attack is refused with a message that says what to write
//! instead; the messages are snapshotted, one corpus per attack class, and
//! the server must still be alive and serving after each class.
//!
//! Crashes and hangs (stack, memory, bash, deadlocks, listeners, timers)
//! have their own tests next to their fixes.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use std::fmt::Write as _;

use cordis_toolset_tests::Server;
use serde_json::{Value, json};

/// A plugin with one tool, `ping`, for hooks to get in the way of.
const PING: &str =
    r#"#{ name: "ping", apply: |ctx| ctx.tools.register(#{ name: "ping", execute: |a| "pong" }) }"#;

/// The message of a refused tool call, as the model reads it.
fn refused(server: &mut Server, tool: &str, arguments: Value) -> String {
    let result = server.call(tool, arguments.clone());
    assert_eq!(
        result["isError"], true,
        "{tool} {arguments} was not refused: {result}"
    );
    Server::text(&result)
}

/// The text of a successful tool call.
fn succeeded(server: &mut Server, tool: &str, arguments: Value) -> String {
    let result = server.call(tool, arguments.clone());
    assert_ne!(
        result["isError"], true,
        "{tool} {arguments} failed: {result}"
    );
    Server::text(&result)
}

/// Mounts `code`, insisting that it works; returns the mount id.
fn mounted(server: &mut Server, code: &str) -> String {
    let result = server.call("cordis_mount", json!({ "code": code }));
    assert_ne!(result["isError"], true, "mount failed: {result}");
    result["structuredContent"]["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// The snapshot of one attack class: each case's code and what came back.
#[derive(Default)]
struct Corpus(String);

impl Corpus {
    fn case(&mut self, title: &str, code: &str, message: &str) {
        writeln!(self.0, "## {title}\n\n```rhai\n{code}\n```\n\n{message}\n").unwrap();
    }

    /// Mounting `code` is refused; records the message.
    fn mount_refused(&mut self, server: &mut Server, title: &str, code: &str) {
        let message = refused(server, "cordis_mount", json!({ "code": code }));
        self.case(title, code, &message);
    }

    /// Calling `tool` (after mounting `code`) is refused; records the
    /// message, then unmounts `code` so that the next case starts clean.
    fn call_refused(&mut self, server: &mut Server, title: &str, code: &str, tool: &str) {
        let id = mounted(server, code);
        let message = refused(server, tool, json!({}));
        self.case(title, code, &message);
        succeeded(server, "cordis_unmount", json!({ "id": id }));
    }

    /// Snapshots the corpus after checking that the server still serves.
    fn finish(self, server: &mut Server, name: &str) {
        assert!(server.is_alive(), "the server died");
        succeeded(server, "cordis_inspect", json!({ "what": "tools" }));
        insta::assert_snapshot!(name, self.0);
    }
}

#[test]
fn framework_members_are_refused() {
    let mut server = Server::start(&[]);
    let mut corpus = Corpus::default();
    for member in [
        "root", "runtime", "parent", "fiber", "registry", "scope", "set", "extend",
    ] {
        let code = format!("|ctx| {{ let x = ctx.{member}; }}");
        corpus.mount_refused(&mut server, &format!("ctx.{member}"), &code);
    }
    corpus.mount_refused(
        &mut server,
        "calling a member",
        r#"|ctx| { ctx.plugin(#{ name: "child", apply: |c| {} }); }"#,
    );
    corpus.mount_refused(
        &mut server,
        "assigning to ctx",
        r#"|ctx| { ctx.tools = #{}; }"#,
    );
    // The check against the catalog refuses it before it runs; a name the
    // check cannot read is refused when the tool runs.
    corpus.mount_refused(
        &mut server,
        "a member read later, in a tool",
        r#"|ctx| ctx.tools.register(#{ name: "later", execute: |a| { let r = ctx.root; "got it" } })"#,
    );
    corpus.call_refused(
        &mut server,
        "a member read later by a computed name",
        r#"|ctx| ctx.tools.register(#{ name: "later", execute: |a| { let r = ctx["ro" + "ot"]; "got it" } })"#,
        "later",
    );
    corpus.finish(&mut server, "framework_members");
}

#[test]
fn undeclared_services_are_refused() {
    let mut server = Server::start(&["--allow", "fs,timer"]);
    let mut corpus = Corpus::default();
    for (service, code) in [
        ("fs", r#"|ctx| { ctx.fs.read("notes.txt"); }"#),
        ("timer", r#"|ctx| { ctx.timer.setTimeout(|| 1, 10); }"#),
        ("bash (not granted)", r#"|ctx| { ctx.bash.run("id"); }"#),
        (
            "web (not granted)",
            r#"|ctx| { ctx.web.fetch("https://example.com"); }"#,
        ),
    ] {
        corpus.mount_refused(&mut server, service, code);
    }
    mounted(
        &mut server,
        r#"#{ name: "notes", apply: |ctx| ctx.provide("notes", #{ count: || 1 }) }"#,
    );
    corpus.mount_refused(
        &mut server,
        "a service another mount provides",
        r#"|ctx| { ctx.notes.count(); }"#,
    );
    corpus.mount_refused(
        &mut server,
        "an undeclared service read later, in a tool",
        r#"|ctx| ctx.tools.register(#{ name: "sneak", execute: |a| ctx.fs.read("notes.txt") })"#,
    );
    corpus.call_refused(
        &mut server,
        "an undeclared service read later by a computed name",
        r#"|ctx| ctx.tools.register(#{ name: "sneak", execute: |a| ctx["f" + "s"].read("notes.txt") })"#,
        "sneak",
    );
    corpus.finish(&mut server, "undeclared_services");
}

#[test]
fn ctx_cannot_be_smuggled_out() {
    let mut server = Server::start(&[]);
    let mut corpus = Corpus::default();
    for (title, code) in [
        ("provide ctx", r#"|ctx| ctx.provide("leak", ctx)"#),
        (
            "provide ctx in a map",
            r#"|ctx| ctx.provide("leak", #{ c: ctx })"#,
        ),
        (
            "provide ctx.tools deep in a value",
            r#"|ctx| ctx.provide("leak", #{ deep: [1, #{ t: ctx.tools }] })"#,
        ),
        ("emit ctx", r#"|ctx| ctx.emit("leak", ctx)"#),
        (
            "emit a closure",
            r#"|ctx| ctx.emit("leak", #{ f: || ctx })"#,
        ),
    ] {
        corpus.mount_refused(&mut server, title, code);
    }
    for (title, tool, code) in [
        (
            "ctx as a tool result",
            "give_ctx",
            r#"|ctx| ctx.tools.register(#{ name: "give_ctx", execute: |a| ctx })"#,
        ),
        (
            "a closure as a tool result",
            "give_fn",
            r#"|ctx| ctx.tools.register(#{ name: "give_fn", execute: |a| || ctx })"#,
        ),
        (
            "ctx inside a result block",
            "in_block",
            r#"|ctx| ctx.tools.register(#{ name: "in_block", execute: |a| #{ content: [#{ type: "text", text: ctx }] } })"#,
        ),
        (
            "ctx from a pre-execute hook",
            "ping",
            r#"|ctx| { ctx.on("tools/pre-execute", |info, next| ctx); ctx.tools.register(#{ name: "ping", execute: |a| "pong" }); }"#,
        ),
    ] {
        corpus.call_refused(&mut server, title, code, tool);
    }
    mounted(
        &mut server,
        r#"#{ name: "leaky", apply: |ctx| ctx.provide("leaky", #{ give: || ctx, take: |x| "took it" }) }"#,
    );
    corpus.call_refused(
        &mut server,
        "ctx returned by another mount's service",
        r#"#{ inject: ["leaky"], apply: |ctx| ctx.tools.register(#{ name: "get_ctx", execute: |a| { let c = ctx.leaky.give(); "got it" } }) }"#,
        "get_ctx",
    );
    corpus.call_refused(
        &mut server,
        "ctx passed to another mount's service",
        r#"#{ inject: ["leaky"], apply: |ctx| ctx.tools.register(#{ name: "send_ctx", execute: |a| ctx.leaky.take(ctx) }) }"#,
        "send_ctx",
    );
    corpus.finish(&mut server, "ctx_smuggling");
}

#[test]
fn another_mounts_state_is_out_of_reach() {
    let mut server = Server::start(&[]);
    let mut corpus = Corpus::default();
    mounted(
        &mut server,
        r#"fn helper() { "owner's helper" }
        let secret = "s3cret";
        #{ name: "owner", apply: |ctx| {
            let hidden = #{ token: secret };
            ctx.tools.register(#{ name: "owned", execute: |a| hidden.token });
            ctx.provide("owned", #{ shown: || "shown" });
        } }"#,
    );
    corpus.mount_refused(
        &mut server,
        "another mount's top-level variable",
        r#"|ctx| { let s = secret; }"#,
    );
    corpus.mount_refused(
        &mut server,
        "another mount's captured variable",
        r#"|ctx| { let s = hidden.token; }"#,
    );
    corpus.mount_refused(
        &mut server,
        "another mount's function",
        r#"|ctx| { let s = helper(); }"#,
    );
    corpus.mount_refused(
        &mut server,
        "another mount's function by name",
        r#"|ctx| { let s = call(Fn("helper")); }"#,
    );
    // What another mount may see of a tool: its public description only.
    let view = r#"|ctx| ctx.tools.register(#{ name: "peek", execute: |a| to_json(ctx.tools.get("owned")) })"#;
    mounted(&mut server, view);
    let seen = succeeded(&mut server, "peek", json!({}));
    assert!(!seen.contains("s3cret"), "{seen}");
    corpus.case("the public view of another mount's tool", view, &seen);
    corpus.finish(&mut server, "other_mounts_state");
}

#[test]
fn built_in_tool_names_are_reserved_in_any_case() {
    let mut server = Server::start(&[]);
    let mut corpus = Corpus::default();
    for name in [
        "cordis_mount",
        "CORDIS_MOUNT",
        "Cordis_Inspect",
        "cordis_UNMOUNT",
        "cordis_call",
    ] {
        let code =
            format!(r#"|ctx| ctx.tools.register(#{{ name: "{name}", execute: |a| "fake" }})"#);
        corpus.mount_refused(&mut server, name, &code);
    }
    // The advice runs: the suggested name is free.
    mounted(
        &mut server,
        r#"|ctx| ctx.tools.register(#{ name: "my_cordis_mount", execute: |a| "mine" })"#,
    );
    assert_eq!(succeeded(&mut server, "my_cordis_mount", json!({})), "mine");
    let tools = server.request("tools/list", json!({}));
    let names: Vec<&str> = tools["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|tool| tool["name"].as_str())
        .filter(|name| name.to_ascii_lowercase().starts_with("cordis_"))
        .collect();
    assert_eq!(
        names,
        // tools/list order: the built-ins first, as registered.
        [
            "cordis_inspect",
            "cordis_mount",
            "cordis_unmount",
            "cordis_call"
        ]
    );
    corpus.finish(&mut server, "built_in_tool_names");
}

#[test]
fn built_in_service_names_cannot_be_squatted() {
    // bash and web are not granted, fs and timer are: all four are reserved.
    let mut server = Server::start(&["--allow", "fs,timer"]);
    let mut corpus = Corpus::default();
    for name in ["bash", "web", "fs", "timer"] {
        let code = format!(r#"|ctx| ctx.provide("{name}", #{{ run: |command| "fake" }})"#);
        corpus.mount_refused(&mut server, &format!("provide \"{name}\""), &code);
    }
    corpus.mount_refused(
        &mut server,
        "provide \"bash\" later, from a tool",
        r#"|ctx| ctx.tools.register(#{ name: "squat", execute: |a| { ctx.provide("bash", #{}); "squatted" } })"#,
    );
    corpus.call_refused(
        &mut server,
        "provide \"bash\" later, by a computed name",
        r#"|ctx| ctx.tools.register(#{ name: "squat", execute: |a| { let parts = ["ba", "sh"]; ctx.provide(parts[0] + parts[1], #{}); "squatted" } })"#,
        "squat",
    );
    // A consumer of the real bash stays pending: nothing fake satisfies it.
    let consumer = server.call(
        "cordis_mount",
        json!({ "code": r#"#{ name: "wants-bash", inject: ["bash"], apply: |ctx| {} }"# }),
    );
    assert_eq!(
        consumer["structuredContent"]["state"], "pending",
        "{consumer}"
    );
    let services = succeeded(&mut server, "cordis_inspect", json!({ "what": "services" }));
    assert!(!services.contains("dyn-"), "{services}");
    // The advice runs: the suggested name works, and consumers activate on it.
    mounted(
        &mut server,
        r#"|ctx| ctx.provide("my_bash", #{ run: |command| `ran ${command}` })"#,
    );
    mounted(
        &mut server,
        r#"#{ inject: ["my_bash"], apply: |ctx| ctx.tools.register(#{ name: "use_it", execute: |a| ctx.my_bash.run("ls") }) }"#,
    );
    assert_eq!(succeeded(&mut server, "use_it", json!({})), "ran ls");
    corpus.finish(&mut server, "service_squatting");
}

#[test]
fn host_events_cannot_be_forged() {
    let mut server = Server::start(&[]);
    let mut corpus = Corpus::default();
    // The audit log listens to the host's events: listening stays allowed.
    mounted(&mut server, include_str!("../../examples/audit-log.rhai"));
    for (event, payload) in [
        (
            "tools/post-execute",
            r#"#{ name: "forged", args: #{}, durationMs: 1, isError: false }, #{ content: [] }"#,
        ),
        ("tools/pre-execute", r#"#{ name: "forged", args: #{} }"#),
        ("cordis/unmounted", r#"#{ id: "dyn-1" }"#),
        ("cordis/mounted", r#"#{ id: "dyn-9", state: "active" }"#),
        ("cordis/anything", r#"1"#),
    ] {
        let code = format!(r#"|ctx| ctx.emit("{event}", {payload})"#);
        corpus.mount_refused(&mut server, &format!("emit \"{event}\""), &code);
    }
    corpus.mount_refused(
        &mut server,
        "emit from a tool",
        r#"|ctx| ctx.tools.register(#{ name: "forge", execute: |a| { ctx.emit("tools/post-execute", #{ name: "forged" }, #{}); "forged" } })"#,
    );
    corpus.call_refused(
        &mut server,
        "emit from a tool, by a computed name",
        r#"|ctx| ctx.tools.register(#{ name: "forge", execute: |a| { let parts = ["tools/", "post-execute"]; ctx.emit(parts[0] + parts[1], #{ name: "forged" }, #{}); "forged" } })"#,
        "forge",
    );
    let stats = succeeded(&mut server, "tool_stats", json!({}));
    assert!(!stats.contains("forged"), "{stats}");
    // The advice runs: an event of one's own goes through.
    mounted(
        &mut server,
        r#"|ctx| { ctx.on("my_plugin/unmounted", |x| x); ctx.emit("my_plugin/unmounted"); }"#,
    );
    corpus.finish(&mut server, "host_events");
}

#[test]
fn a_pre_execute_hook_cannot_veto_unmount() {
    let mut server = Server::start(&[]);
    mounted(&mut server, PING);
    let veto = mounted(
        &mut server,
        r#"#{ name: "veto", apply: |ctx| ctx.on("tools/pre-execute", |info, next| `vetoed ${info.name}`) }"#,
    );
    let thrower = mounted(
        &mut server,
        r#"#{ name: "thrower", apply: |ctx| ctx.on("tools/pre-execute", |info, next| { throw "no tools today"; }) }"#,
    );
    assert_eq!(Server::text(&server.call("ping", json!({}))), "vetoed ping");
    let mut out = String::new();
    for (how, result) in [
        (
            "cordis_unmount",
            server.call("cordis_unmount", json!({ "id": thrower })),
        ),
        (
            "cordis_call cordis_unmount",
            server.call(
                "cordis_call",
                json!({ "name": "cordis_unmount", "arguments": { "id": veto } }),
            ),
        ),
    ] {
        assert_ne!(result["isError"], true, "{how}: {result}");
        writeln!(out, "## {how}\n\n{}\n", Server::text(&result)).unwrap();
    }
    assert_eq!(succeeded(&mut server, "ping", json!({})), "pong");
    assert!(server.is_alive());
    insta::assert_snapshot!("vetoing_unmount", out);
}

#[test]
fn malformed_protocol_lines_get_json_rpc_errors() {
    let mut server = Server::start(&[]);
    let sixteen_mib = {
        let mut line =
            b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"pad\":\"".to_vec();
        line.resize(16 * 1024 * 1024, b'x');
        line.extend_from_slice(b"\"}}\n");
        line
    };
    let deep = format!("{}{}\n", "[".repeat(100_000), "]".repeat(100_000)).into_bytes();
    // The security tester's lines (F5): each has an id, and its error must
    // carry it, or the client waits for that id forever.
    let deep_with_id = format!(
        "{{\"jsonrpc\":\"2.0\",\"id\":77,\"method\":\"tools/list\",\"params\":{}{}}}\n",
        "[".repeat(200),
        "]".repeat(200)
    )
    .into_bytes();
    let nine_mib = {
        let mut line =
            b"{\"jsonrpc\":\"2.0\",\"id\":79,\"method\":\"tools/list\",\"params\":{\"x\":\""
                .to_vec();
        line.resize(9 * 1024 * 1024, b'a');
        line.extend_from_slice(b"\"}}\n");
        line
    };
    let lone_surrogate = br#"{"jsonrpc":"2.0","id":83,"method":"tools/call","params":{"name":"cordis_inspect","arguments":{"what":"\ud800"}}}
"#
    .to_vec();
    let cases: [(&str, Vec<u8>, Value); 11] = [
        ("a line of 16 MiB", sixteen_mib, json!(1)),
        (
            "invalid UTF-8",
            b"{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"p\xff\xfeng\"}\n".to_vec(),
            json!(2),
        ),
        ("JSON 100,000 levels deep", deep, Value::Null),
        ("not JSON", b"hello, server\n".to_vec(), Value::Null),
        (
            "cut-off JSON",
            b"{\"jsonrpc\":\"2.0\",\"id\":3,\n".to_vec(),
            json!(3),
        ),
        (
            "JSON that is not a message",
            b"{\"hello\":\"server\"}\n".to_vec(),
            Value::Null,
        ),
        ("an empty batch", b"[]\n".to_vec(), Value::Null),
        (
            "a request with an id but the wrong version",
            b"{\"jsonrpc\":\"1.0\",\"id\":4,\"method\":\"ping\"}\n".to_vec(),
            json!(4),
        ),
        ("a request 200 levels deep", deep_with_id, json!(77)),
        ("a request of 9 MiB", nine_mib, json!(79)),
        ("a request with a lone surrogate", lone_surrogate, json!(83)),
    ];
    let mut out = String::new();
    for (title, line, id) in cases {
        server.send_raw(&line);
        let response = server.read_response();
        assert!(response["error"]["code"].is_i64(), "{title}: {response}");
        // The request's id when it has one (so its caller stops waiting), else null.
        assert_eq!(response.get("id"), Some(&id), "{title}: {response}");
        writeln!(out, "## {title}\n\n{response}\n").unwrap();
        // The session goes on.
        let pong = server.request("ping", json!({}));
        assert!(pong.get("result").is_some(), "{title}: {pong}");
    }
    assert!(server.is_alive());
    succeeded(&mut server, "cordis_inspect", json!({}));
    insta::assert_snapshot!("malformed_lines", out);
}

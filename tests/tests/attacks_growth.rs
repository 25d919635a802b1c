//! Issue 25, F1: native functions whose result multiplies their inputs
//! (`replace`, `join`, `map`) used to build that result before any size
//! check, and one call aborted the whole server (`memory allocation of
//! 4096000000 bytes failed`, exit 134). Against the real `cordis-cli
//! serve`: each reproduction, at mount time, in a dry run and in a tool,
//! is refused with words naming the limit, and the server stays up and
//! mounts the next plugin.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use cordis_toolset_tests::Server;
use serde_json::json;

/// Two strings of a million bytes each (`s` of `a`s, `w` of `b`s).
const STRINGS: &str = r#"let s = "a"; s.pad(1000000, 'a'); let w = "b"; w.pad(1000000, 'b');"#;

/// The reproductions of the issue, each one call.
const CALLS: [&str; 5] = [
    r#"s.replace("a", w)"#,
    r"s.replace('a', w)",
    r"let a = []; a.pad(100000, 1); a.join(w)",
    r"let a = []; a.pad(100000, 1); a.map(|x| w + x)",
    r"let a = []; a.pad(100000, 1); a.zip(a, |x, y| w)",
];

/// What the model reads about a string past `max_string_size`.
const NAMED: &str = "grew past its limit of 1048576";

fn assert_refused(result: &serde_json::Value, what: &str) {
    let text = Server::text(result);
    assert_eq!(result["isError"], true, "{what} was not refused: {text}");
    assert!(text.contains(NAMED), "{what}: {text}");
}

fn assert_serving(server: &mut Server) {
    assert!(server.is_alive(), "the server died");
    let next = server.call(
        "cordis_mount",
        json!({ "code": r#"#{ name: "next", apply: |ctx| ctx.tools.register(#{ name: "next_ping", execute: |a| "pong" }) }"# }),
    );
    assert_ne!(next["isError"], true, "{next}");
    let id = next["structuredContent"]["id"].as_str().unwrap().to_owned();
    assert_eq!(Server::text(&server.call("next_ping", json!({}))), "pong");
    server.call("cordis_unmount", json!({ "id": id }));
}

#[test]
fn growth_at_mount_time_and_in_a_dry_run_is_refused_and_the_server_stays_up() {
    let mut server = Server::start(&[]);
    for call in CALLS {
        let code = format!("{STRINGS} {call}; #{{ name: \"x\", apply: |ctx| {{}} }}");
        assert_refused(&server.call("cordis_mount", json!({ "code": code })), call);
        assert_serving(&mut server);
        let code = format!("|ctx| {{ {STRINGS} {call}; }}");
        assert_refused(
            &server.call("cordis_mount", json!({ "code": code, "dryRun": true })),
            call,
        );
        assert_serving(&mut server);
    }
}

#[test]
fn growth_in_a_tool_is_refused_and_the_server_stays_up() {
    let mut server = Server::start(&[]);
    let tools: String = CALLS
        .iter()
        .enumerate()
        .map(|(i, call)| {
            format!("ctx.tools.register(#{{ name: \"grow_{i}\", execute: |args| {{ {STRINGS} {call} }} }});\n")
        })
        .collect();
    let code = format!("|ctx| {{\n{tools}}}");
    let mounted = server.call("cordis_mount", json!({ "code": code }));
    assert_ne!(mounted["isError"], true, "{mounted}");
    for (i, call) in CALLS.iter().enumerate() {
        assert_refused(&server.call(&format!("grow_{i}"), json!({})), call);
        assert_serving(&mut server);
    }
}

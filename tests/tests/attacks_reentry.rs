//! Re-entrancy attacks against the real `cordis-cli` binary (issue 13,
//! findings 1, 4 and 7). A stack overflow aborts the process and a
//! deadlock hangs it, so each test checks that the server still answers and
//! still exits when its client goes away.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use std::time::{Duration, Instant};

use cordis_toolset_tests::{Server, cordis_cli};
use serde_json::{Value, json};
use tempfile::TempDir;

/// Issue 13, finding 1, as filed.
const REPRODUCTION: &str = r#"fn deep(n, ctx, d) { if n == 0 { ctx.tools.execute("t", #{ d: d + 1 }); d } else { [[deep(n - 1, ctx, d)][0]][0] } }
#{ name: "r", apply: |ctx| { ctx.tools.register(#{ name: "t", parameters: #{ d: #{ type: "integer" } }, execute: |a| `${deep(30, ctx, a.d)}` }); } }"#;

const PING: &str = r#"|ctx| ctx.tools.register(#{ name: "ping", execute: |a| "pong" })"#;

/// Expression wrappers that take the most stack per level of nesting.
const WRAPPERS: &[(&str, &str)] = &[
    ("switch n { 0 => 0, _ => ", " }"),
    ("abs(", ")"),
    ("if n > 0 { ", " } else { 0 }"),
];

/// A tool `t` that recurses `levels` script calls deep, each level nested
/// `nest` times in `wrapper`, and at the bottom re-enters through `reenter`
/// (Rhai code that may use `ctx` and `d`).
fn deep_plugin(levels: usize, (open, close): (&str, &str), nest: usize, reenter: &str) -> String {
    format!(
        r#"fn deep(n, ctx, d) {{ if n == 0 {{ {reenter}; d }} else {{ {}deep(n - 1, ctx, d){} }} }}
        #{{ name: "deep", inject: ["relay"], apply: |ctx| {{
            ctx.on("bounce", |d| {{ deep({levels}, ctx, d); }});
            ctx.tools.register(#{{ name: "t", parameters: #{{ d: #{{ type: "integer", required: false }} }},
                execute: |a| `${{deep({levels}, ctx, a.d ?? 0)}}` }});
        }} }}"#,
        open.repeat(nest),
        close.repeat(nest)
    )
}

/// The relay service the deep plugin re-enters through: another mount's
/// function that calls `t` again.
const RELAY: &str = r#"#{ name: "relay", apply: |ctx| ctx.provide("relay", #{ f: |d| ctx.tools.execute("t", #{ d: d }) }) }"#;

/// The ways back into the host at the bottom of the recursion.
const REENTRIES: &[&str] = &[
    r#"ctx.tools.execute("t", #{ d: d + 1 })"#,
    r#"ctx.relay.f(d + 1)"#,
    r#"ctx.emit("bounce", d + 1)"#,
];

/// A server whose `[limits]` are `limits` (TOML lines).
fn server_with_limits(limits: &str) -> Server {
    let root = TempDir::new().unwrap();
    let config = root.path().join("cordis.toml");
    std::fs::write(&config, format!("[limits]\n{limits}\n")).unwrap();
    let config = config.to_str().unwrap().to_owned();
    Server::start_in(root, &["--config", &config])
}

/// Mount `code`; its id.
fn mount(server: &mut Server, code: &str) -> String {
    let result = server.call("cordis_mount", json!({ "code": code }));
    assert_ne!(result["isError"], true, "{result}");
    result["structuredContent"]["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// The server is alive, answers a tool call, and exits when its client goes.
fn assert_survives(mut server: Server, context: &str) {
    assert!(server.is_alive(), "{context}: the server died");
    let pong = server.call("ping", json!({}));
    assert_eq!(Server::text(&pong), "pong", "{context}");
    assert!(
        server.close(Duration::from_secs(20)).is_some(),
        "{context}: the server outlived its client"
    );
}

#[test]
fn the_stack_overflow_reproduction_does_not_abort_the_server() {
    let mut server = Server::start(&[]);
    mount(&mut server, PING);
    mount(&mut server, REPRODUCTION);
    let result = server.call("t", json!({ "d": 0 }));
    assert_eq!(Server::text(&result), "0", "{result}");
    assert_survives(server, "the reproduction");
}

#[test]
fn the_deepest_scripts_at_raised_limits_do_not_abort_the_server() {
    // Every limit the stack depends on raised, and scripts at all of them:
    // the deepest call levels, each nested as deeply as the parser allows,
    // re-entering the host in every way at the bottom.
    let mut server = server_with_limits(
        "max_nested_calls = 12\nmax_call_levels = 48\nmax_function_expr_depth = 48\nmax_operations = 20000000",
    );
    mount(&mut server, PING);
    mount(&mut server, RELAY);
    for &wrapper in WRAPPERS {
        for reenter in REENTRIES {
            // The deepest nesting the parser takes.
            let mut id = None;
            for nest in (1..40).rev() {
                let code = deep_plugin(47, wrapper, nest, reenter);
                let result = server.call("cordis_mount", json!({ "code": code }));
                if result["isError"] != true {
                    id = result["structuredContent"]["id"]
                        .as_str()
                        .map(str::to_owned);
                    break;
                }
            }
            let id = id.unwrap_or_else(|| panic!("{wrapper:?} never mounted"));
            let result = server.call("t", json!({}));
            // The answer's own block; a listener stopped at the depth limit
            // adds the background-failure note after it.
            assert_eq!(
                result["content"][0]["text"], "0",
                "{wrapper:?} {reenter}: {result}"
            );
            let unmounted = server.call("cordis_unmount", json!({ "id": id }));
            assert_ne!(unmounted["isError"], true, "{unmounted}");
            assert!(server.is_alive(), "{wrapper:?} {reenter}: the server died");
        }
    }
    assert_survives(server, "the deepest scripts");
}

#[test]
fn the_reproduction_does_not_abort_mount_call() {
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("r.rhai");
    std::fs::write(&file, REPRODUCTION).unwrap();
    let output = std::process::Command::new(cordis_cli())
        .current_dir(dir.path())
        .arg("mount")
        .arg(&file)
        .args(["--call", "t", r#"{"d": 0}"#])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{:?}\n{stdout}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(stdout.lines().last(), Some("0"), "{stdout}");
}

#[test]
fn plugin_code_cannot_reach_the_control_plane() {
    let mut server = Server::start(&[]);
    let ping = mount(&mut server, PING);
    // An apply that mounts: refused, and nothing hangs.
    let started = Instant::now();
    let result = server.call(
        "cordis_mount",
        json!({ "code": r#"|ctx| { ctx.tools.execute("cordis_mount", #{ code: "|ctx| {}" }); }"# }),
    );
    assert_eq!(result["isError"], true, "{result}");
    assert!(
        Server::text(&result).contains("cannot call \"cordis_mount\""),
        "{result}"
    );
    // A tool that unmounts another mount: refused, the other mount stays.
    mount(
        &mut server,
        &format!(
            r#"|ctx| ctx.tools.register(#{{ name: "evict", execute: |a| ctx.tools.execute("cordis_unmount", #{{ id: "{ping}" }}).content[0].text }})"#
        ),
    );
    let result = server.call("evict", json!({}));
    assert_eq!(result["isError"], true, "{result}");
    let inspect = server.call("cordis_inspect", json!({ "what": "temporary" }));
    assert!(Server::text(&inspect).contains(&ping), "{inspect}");
    let id = mount(&mut server, "|ctx| {}");
    let unmounted = server.call("cordis_unmount", json!({ "id": id }));
    assert_ne!(unmounted["isError"], true, "{unmounted}");
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "the control plane took {:?}",
        started.elapsed()
    );
    assert_survives(server, "the control plane");
}

/// The ticker's count.
fn ticks(server: &mut Server) -> u64 {
    Server::text(&server.call("ticks", json!({})))
        .parse()
        .unwrap()
}

#[test]
fn one_mounts_slow_timer_does_not_starve_the_others() {
    let mut server = server_with_limits("timeout_ms = 2000");
    mount(&mut server, PING);
    let hog = mount(
        &mut server,
        r#"#{ inject: ["timer"], apply: |ctx| { ctx.timer.setInterval(|| { sleep(1.9); }, 10); } }"#,
    );
    mount(
        &mut server,
        r#"#{ inject: ["timer"], apply: |ctx| {
            let ticks = [0];
            ctx.timer.setInterval(|| { ticks[0] += 1; }, 20);
            ctx.tools.register(#{ name: "ticks", execute: |a| ticks[0].to_string() });
        } }"#,
    );
    std::thread::sleep(Duration::from_millis(100));
    let before = ticks(&mut server);
    let window = Instant::now();
    // Behind the hog, one timer thread managed one tick per 1.9 s.
    while window.elapsed() < Duration::from_secs(3) && ticks(&mut server) < before + 5 {
        std::thread::sleep(Duration::from_millis(20));
    }
    let during = ticks(&mut server);
    assert!(
        during >= before + 5,
        "the other mount's timer fired {} times in 3 s beside the hog",
        during - before
    );
    let started = Instant::now();
    let unmounted: Value = server.call("cordis_unmount", json!({ "id": hog }));
    assert_ne!(unmounted["isError"], true, "{unmounted}");
    assert!(
        started.elapsed() < Duration::from_millis(3_500),
        "unmounting the hog took {:?}",
        started.elapsed()
    );
    assert_survives(server, "the timers");
}

//! Every runtime of `cordis-cli serve` lives in a worker process (issue
//! 26): whatever plugin code does to it, the real binary's server process
//! stays up, the client is told in words what happened and which mounts
//! went, the audit log has the loss, and a fresh worker serves the next
//! call. The limits the runtime counts are raised past the machine's
//! memory here, so that only the kernel's bound on the worker
//! (`--worker-memory`) stands between the code and an abort.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use std::path::Path;
use std::thread;
use std::time::{Duration, Instant};

use cordis_toolset::code_sha256;
use cordis_toolset_tests::{Server, audit_lines, rss};
use serde_json::{Value, json};
use tempfile::TempDir;

/// The counted limits raised to 1 TiB: the runtime lets the allocation
/// through, the worker's bound does not.
const RAISED: &str = "[limits]\nmax_string_size = 1099511627776\nmax_mount_bytes = 1099511627776\nmax_total_bytes = 1099511627776\n";

/// The third attack round's amplifier at the top level (a dry run and the
/// approval preview evaluate it): 1 MB × 1 MB replaced.
const AMPLIFIER: &str = r#"let s = "a"; s.pad(1000000, 'a'); let w = "b"; w.pad(1000000, 'b');
s.replace("a", w);
#{ name: "x", apply: |ctx| {} }"#;

/// The amplifier in a tool.
const AMPLIFYING_TOOL: &str = r#"#{ name: "amp", apply: |ctx| {
    ctx.tools.register(#{ name: "amp", execute: |a| {
        let s = "a"; s.pad(1000000, 'a'); let w = "b"; w.pad(1000000, 'b');
        s.replace("a", w).len()
    } });
} }"#;

const PING: &str =
    r#"#{ name: "kv", apply: |ctx| ctx.tools.register(#{ name: "ping", execute: |a| "pong" }) }"#;

const NAP: &str = r#"#{ name: "nap", apply: |ctx| {
    ctx.tools.register(#{ name: "nap", execute: |a| { sleep(3); "rested" } });
} }"#;

/// A root with the raised limits in `cordis.toml` and a `plugins` directory.
fn raised_root() -> TempDir {
    let root = TempDir::new().unwrap();
    std::fs::write(root.path().join("cordis.toml"), RAISED).unwrap();
    std::fs::create_dir(root.path().join("plugins")).unwrap();
    root
}

/// The audit lines of lost workers.
fn losses(path: &Path) -> Vec<Value> {
    audit_lines(path)
        .into_iter()
        .filter(|line| line["tool"] == "worker")
        .collect()
}

/// Waits until the server runs a worker other than `old`; returns it.
fn next_worker(server: &Server, old: u32) -> u32 {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let pid = server.worker_pid();
        if pid != old {
            return pid;
        }
        assert!(Instant::now() < deadline, "no fresh worker after {old}");
        thread::sleep(Duration::from_millis(20));
    }
}

/// Kills process `pid` with SIGKILL after `delay`, from another thread.
fn kill_after(pid: u32, delay: Duration) -> thread::JoinHandle<()> {
    thread::spawn(move || {
        thread::sleep(delay);
        let status = std::process::Command::new("kill")
            .args(["-9", &pid.to_string()])
            .status()
            .unwrap();
        assert!(status.success(), "kill -9 {pid} failed");
    })
}

fn mount(server: &mut Server, code: &str) -> String {
    let mounted = server.call("cordis_mount", json!({ "code": code }));
    assert_ne!(mounted["isError"], true, "{mounted}");
    mounted["structuredContent"]["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

fn assert_contains(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(text.contains(part), "`{part}` is missing from:\n{text}");
    }
}

#[test]
fn an_allocation_past_the_worker_bound_costs_the_worker_never_the_server() {
    let logs = TempDir::new().unwrap();
    let audit = logs.path().join("audit.jsonl");
    let audit_arg = audit.display().to_string();
    let mut server = Server::start_in(
        raised_root(),
        &[
            "--config",
            "cordis.toml",
            "--worker-memory",
            "512M",
            "--audit",
            &audit_arg,
        ],
    );
    let server_pid = server.pid();
    let first = server.worker_pid();
    let kv = mount(&mut server, PING);

    // A dry run: the worker dies, the client reads why, with the code's
    // hash and the mount that went with it.
    server.forget_seen();
    let dry = server.call("cordis_mount", json!({ "code": AMPLIFIER, "dryRun": true }));
    assert_eq!(dry["isError"], true, "{dry}");
    let text = Server::text(&dry);
    let sha = code_sha256(AMPLIFIER);
    assert_contains(
        &text,
        &[
            "ran out of memory at its limit of 512 MiB (--worker-memory)",
            &format!("the dry run of code with sha256 {sha}"),
            "The server itself is fine",
            &format!("{kv} (\"kv\")"),
            "Mount again the ones you still need",
        ],
    );
    server.wait_for_notification("notifications/tools/list_changed");
    assert!(server.is_alive());
    let second = next_worker(&server, first);

    // The mount is gone, as the answer said; mounting works again.
    let ping = server.request("tools/call", json!({ "name": "ping", "arguments": {} }));
    assert!(ping.get("error").is_some(), "{ping}");
    let kv = mount(&mut server, PING);
    assert_eq!(Server::text(&server.call("ping", json!({}))), "pong");

    // A tool: the answer names the tool, its mount and plugin.
    let amp = mount(&mut server, AMPLIFYING_TOOL);
    let called = server.call("amp", json!({}));
    assert_eq!(called["isError"], true, "{called}");
    assert_contains(
        &Server::text(&called),
        &[
            "ran out of memory at its limit of 512 MiB",
            &format!("tool `amp` (mount {amp}, plugin \"amp\")"),
            &format!("{kv} (\"kv\")"),
            &format!("{amp} (\"amp\")"),
        ],
    );
    next_worker(&server, second);
    mount(&mut server, PING);
    assert_eq!(Server::text(&server.call("ping", json!({}))), "pong");

    // The server process held none of it, and wrote both losses down.
    assert!(server.is_alive());
    assert!(
        rss(server_pid) < 100 * 1024 * 1024,
        "the server grew to {} MB",
        rss(server_pid) >> 20
    );
    let lost = losses(&audit);
    assert_eq!(lost.len(), 2, "{lost:?}");
    assert_eq!(lost[0]["ok"], false);
    assert_contains(
        &lost[0]["worker"]["cause"].to_string(),
        &["ran out of memory at its limit of 512 MiB"],
    );
    assert_eq!(lost[0]["worker"]["mountsLost"][0]["pluginName"], "kv");
    assert_contains(&lost[1]["worker"]["running"].to_string(), &["tool `amp`"]);
    assert_contains(
        &server.stderr(),
        &[
            "ERROR cordis_toolset_cli::worker::host: the worker ran out of memory at its limit of 512 MiB",
        ],
    );
}

#[test]
fn the_approval_preview_runs_in_the_worker_and_fails_closed_when_it_dies() {
    let logs = TempDir::new().unwrap();
    let audit = logs.path().join("audit.jsonl");
    let audit_arg = audit.display().to_string();
    let mut server = Server::start_with(
        raised_root(),
        &[
            "--config",
            "cordis.toml",
            "--worker-memory",
            "512M",
            "--approve",
            "--audit",
            &audit_arg,
        ],
        json!({ "elicitation": { "form": {} } }),
    );
    let refused = server.call("cordis_mount", json!({ "code": AMPLIFIER }));
    assert_eq!(refused["isError"], true, "{refused}");
    assert_contains(
        &Server::text(&refused),
        &[
            "ran out of memory",
            &format!(
                "the approval preview of mount code with sha256 {}",
                code_sha256(AMPLIFIER)
            ),
        ],
    );
    // Nobody was asked: the code never got as far as a question.
    assert!(
        !server
            .notifications()
            .iter()
            .any(|n| n["method"] == "elicitation/create"),
        "{:?}",
        server.notifications()
    );
    assert!(server.is_alive());
    assert_eq!(losses(&audit).len(), 1);
}

#[test]
fn a_worker_killed_in_a_call_or_a_mount_is_reported_and_replaced() {
    let mut server = Server::start(&["--worker-memory", "1G"]);
    let nap = mount(&mut server, NAP);

    let worker = server.worker_pid();
    let killer = kill_after(worker, Duration::from_millis(500));
    let started = Instant::now();
    let called = server.call("nap", json!({}));
    killer.join().unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "the call ran on"
    );
    assert_eq!(called["isError"], true, "{called}");
    assert_contains(
        &Server::text(&called),
        &[
            "crashed with signal 9 (SIGKILL)",
            &format!("tool `nap` (mount {nap}, plugin \"nap\")"),
            &format!("{nap} (\"nap\")"),
            "A fresh worker serves you now",
        ],
    );

    let worker = next_worker(&server, worker);
    let slow = r#"#{ name: "slow", apply: |ctx| { sleep(3); } }"#;
    let killer = kill_after(worker, Duration::from_millis(500));
    let mounted = server.call("cordis_mount", json!({ "code": slow }));
    killer.join().unwrap();
    assert_eq!(mounted["isError"], true, "{mounted}");
    assert_contains(
        &Server::text(&mounted),
        &[
            "crashed with signal 9 (SIGKILL)",
            &format!("the mount of code with sha256 {}", code_sha256(slow)),
        ],
    );
    next_worker(&server, worker);
    mount(&mut server, PING);
    assert_eq!(Server::text(&server.call("ping", json!({}))), "pong");
    assert!(server.is_alive());
}

#[test]
fn a_worker_killed_while_the_operator_is_asked_leaves_the_approved_mount_to_a_fresh_one() {
    let logs = TempDir::new().unwrap();
    let audit = logs.path().join("audit.jsonl");
    let audit_arg = audit.display().to_string();
    let mut server = Server::start_with(
        TempDir::new().unwrap(),
        &["--approve", "--audit", &audit_arg],
        json!({ "elicitation": { "form": {} } }),
    );
    let worker = server.worker_pid();
    server.send_raw(
        format!(
            "{}\n",
            json!({ "jsonrpc": "2.0", "id": "mount", "method": "tools/call",
                    "params": { "name": "cordis_mount", "arguments": { "code": PING } } })
        )
        .as_bytes(),
    );
    let asked = server.wait_for_notification("elicitation/create");
    kill_after(worker, Duration::ZERO).join().unwrap();
    next_worker(&server, worker);
    server.send_raw(
        format!(
            "{}\n",
            json!({ "jsonrpc": "2.0", "id": asked["id"], "result": { "action": "accept", "content": {} } })
        )
        .as_bytes(),
    );
    let response = server.read_response();
    assert_eq!(response["id"], "mount", "{response}");
    assert_ne!(response["result"]["isError"], true, "{response}");
    assert_eq!(Server::text(&server.call("ping", json!({}))), "pong");
    let lost = losses(&audit);
    assert_eq!(lost.len(), 1, "{lost:?}");
    assert_contains(&lost[0]["worker"]["cause"].to_string(), &["signal 9"]);
}

#[test]
fn a_worker_killed_during_a_keep_leaves_no_half_written_plugin() {
    let root = TempDir::new().unwrap();
    std::fs::create_dir(root.path().join("plugins")).unwrap();
    let plugins = root.path().join("plugins");
    let mut server = Server::start_in(root, &["--plugins", "plugins"]);
    for round in 0..3_u64 {
        let code = format!(
            r#"#{{ name: "keeper{round}", apply: |ctx| ctx.tools.register(#{{ name: "k{round}", execute: |a| "{round}" }}) }}"#
        );
        let id = mount(&mut server, &code);
        let worker = server.worker_pid();
        let killer = kill_after(worker, Duration::from_millis(round * 2));
        let kept = server.call("cordis_keep", json!({ "id": id }));
        killer.join().unwrap();
        next_worker(&server, worker);
        let file = plugins.join(format!("keeper{round}.rhai"));
        // Whichever came first, the file is whole or absent.
        if let Ok(written) = std::fs::read_to_string(&file) {
            assert!(written.contains(&code), "round {round}: {written}");
        } else {
            assert_eq!(kept["isError"], true, "round {round}: {kept}");
        }
    }
    for entry in std::fs::read_dir(&plugins).unwrap() {
        let name = entry.unwrap().file_name();
        let name = name.to_string_lossy();
        assert!(name.ends_with(".rhai"), "a partial file was left: {name}");
    }
    assert!(server.is_alive());
}

#[test]
fn a_worker_that_keeps_dying_is_paused_and_the_client_told_why() {
    let mut server = Server::start(&[]);
    let mut worker = server.worker_pid();
    // The first start and four restarts fill the minute's five starts.
    for _ in 0..4 {
        kill_after(worker, Duration::ZERO).join().unwrap();
        worker = next_worker(&server, worker);
        // Killed while starting, it would count as a start that failed.
        let ready = server.call("cordis_inspect", json!({}));
        assert_ne!(ready["isError"], true, "{ready}");
    }
    kill_after(worker, Duration::ZERO).join().unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    // A call that reached the dying worker hears of its loss, saying no
    // new one starts; one made after that is refused, saying why.
    loop {
        let called = server.call("cordis_inspect", json!({}));
        let text = Server::text(&called);
        if text.contains("died 5 times within a minute") {
            assert_eq!(called["isError"], true, "{called}");
            break;
        }
        assert!(Instant::now() < deadline, "never paused: {text}");
        thread::sleep(Duration::from_millis(50));
    }
    let refused = server.call("cordis_inspect", json!({}));
    assert_eq!(refused["isError"], true, "{refused}");
    assert_contains(
        &Server::text(&refused),
        &["died 5 times within a minute", "Wait, then call again"],
    );
    assert!(server.is_alive());
}

#[test]
fn a_worker_that_stops_answering_is_killed_by_the_watchdog() {
    let root = TempDir::new().unwrap();
    std::fs::write(
        root.path().join("cordis.toml"),
        "[limits]\ntimeout_ms = 100\n",
    )
    .unwrap();
    let mut server = Server::start_in(root, &["--config", "cordis.toml"]);
    let worker = server.worker_pid();
    // A stopped process answers nothing, as a native call that never
    // returns would not.
    let status = std::process::Command::new("kill")
        .args(["-STOP", &worker.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let started = Instant::now();
    let called = server.call("cordis_inspect", json!({}));
    let waited = started.elapsed();
    assert_eq!(called["isError"], true, "{called}");
    assert_contains(
        &Server::text(&called),
        &[
            "was killed 10 s past the deadline of the call it was running",
            "tool `cordis_inspect`",
        ],
    );
    // Three call timeouts (0.3 s) and the 10 s grace, checked every 250 ms.
    assert!(
        waited >= Duration::from_secs(10) && waited < Duration::from_secs(20),
        "{waited:?}"
    );
    next_worker(&server, worker);
    let again = server.call("cordis_inspect", json!({}));
    assert_ne!(again["isError"], true, "{again}");
}

/// The third round's other amplifiers (`join`, `map`, and writes through
/// `this`), each in a dry run with the counted limits raised: each costs
/// one worker, told in words, and the next mount works.
#[test]
fn every_amplifier_of_the_third_round_costs_only_its_worker() {
    let mut server = Server::start_in(
        raised_root(),
        &["--config", "cordis.toml", "--worker-memory", "512M"],
    );
    let prelude = r#"let w = "b"; w.pad(1000000, 'b'); let a = []; a.pad(100000, "x");"#;
    for (name, body) in [
        ("join", "a.join(w);"),
        ("map", "a.map(|x| w + x);"),
        (
            "this",
            "fn fill(w, n) { let i = 0; while i < n { this[i] = w + i; i += 1; } } a.fill(w, 100000);",
        ),
    ] {
        let code = format!("{prelude} {body} #{{ name: \"x\", apply: |ctx| {{}} }}");
        let worker = server.worker_pid();
        let dry = server.call("cordis_mount", json!({ "code": code, "dryRun": true }));
        assert_eq!(dry["isError"], true, "{name}: {dry}");
        assert_contains(
            &Server::text(&dry),
            &[
                "ran out of memory at its limit of 512 MiB",
                "The server itself is fine",
            ],
        );
        next_worker(&server, worker);
        assert!(server.is_alive(), "{name}");
    }
    mount(&mut server, PING);
    assert_eq!(Server::text(&server.call("ping", json!({}))), "pong");
}

/// At the default limits the writes through `this` of the third round
/// (issue 25, F4: a call that held 1.4 GB and returned) never reach the
/// worker's bound: the runtime refuses them, naming the limit, and the
/// same worker serves the next call.
#[test]
fn writes_through_this_are_refused_by_the_runtime_at_the_default_limits() {
    let mut server = Server::start(&[]);
    let worker = server.worker_pid();
    let code = r#"let w = "b"; w.pad(100000, 'b'); let a = []; a.pad(1000, "x");
fn fill(w, n) { let i = 0; while i < n { this[i] = w + i; i += 1; } }
a.fill(w, 1000);
#{ name: "x", apply: |ctx| {} }"#;
    for dry_run in [true, false] {
        let answer = server.call("cordis_mount", json!({ "code": code, "dryRun": dry_run }));
        assert_eq!(answer["isError"], true, "{answer}");
        assert_contains(
            &Server::text(&answer),
            &[
                "a string (the strings inside one array or map count together) grew past its limit of 1048576",
            ],
        );
        assert_eq!(server.worker_pid(), worker, "{answer}");
    }
    assert!(server.is_alive());
    mount(&mut server, PING);
    assert_eq!(Server::text(&server.call("ping", json!({}))), "pong");
    assert_eq!(server.worker_pid(), worker);
}

/// Where the kernel offers Landlock, a worker confines its own files before
/// it builds the runtime, and the start message says which layers apply;
/// with `bash` granted it does not (bubblewrap needs `mount(2)`) and says so.
#[test]
fn the_start_message_names_the_workers_layers_and_landlock_binds_the_worker() {
    let server = Server::start(&[]);
    let stderr = server.stderr();
    let layers = stderr
        .lines()
        .find(|line| line.contains("every runtime runs in a worker process"))
        .unwrap_or_else(|| panic!("{stderr}"))
        .to_owned();
    assert_contains(&layers, &["memory bounded at 2 GiB (RLIMIT_DATA)"]);
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.worker_pid())).unwrap();
    if layers.contains("files confined by Landlock") {
        // Landlock requires no_new_privs of the process it binds.
        assert!(status.contains("NoNewPrivs:\t1"), "{status}");
    } else {
        assert_contains(&layers, &["files not confined by Landlock (this kernel"]);
    }
    drop(server);

    let server = Server::start(&["--allow", "fs,bash"]);
    assert_contains(
        &server.stderr(),
        &["files not confined by Landlock (bash is granted"],
    );
}

//! Memory attacks against the real `cordis-cli serve` (issue 13, critical
//! #2): a mount that keeps adding 1 MB strings to what it keeps must fail
//! its calls, not abort the server. The binary runs with its default
//! limits; an abort, or memory that grows with every call, fails the test.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use std::path::Path;

use cordis_toolset_tests::Server;
use serde_json::json;

/// The issue's repro, and the other ways to keep 1 MB strings: in a
/// captured map by index assignment, in a captured array, in closures kept
/// in an array, in listeners, and in a local map within one call.
const HOG: &str = r#"#{ name: "hog", apply: |ctx| {
    let store = #{};
    let list = [];
    let closures = [];
    ctx.tools.register(#{ name: "grow_map", execute: |a| {
        let chunk = "0123456789abcde"; for n in 0..16 { chunk += chunk; }
        let i = 0;
        loop { store[`k${i}`] = chunk + i; i += 1; }
    } });
    ctx.tools.register(#{ name: "grow_list", execute: |a| {
        let chunk = "0123456789abcde"; for n in 0..16 { chunk += chunk; }
        loop { list.push(chunk + list.len()); }
    } });
    ctx.tools.register(#{ name: "grow_closures", execute: |a| {
        let chunk = "0123456789abcde"; for n in 0..16 { chunk += chunk; }
        loop { let mine = chunk + closures.len(); closures.push(|| mine); }
    } });
    ctx.tools.register(#{ name: "grow_listeners", execute: |a| {
        let chunk = "0123456789abcde"; for n in 0..16 { chunk += chunk; }
        for i in 0..1000 { let mine = chunk + i; ctx.on("never", || mine); }
    } });
    ctx.tools.register(#{ name: "grow_local", execute: |a| {
        let chunk = "0123456789abcde"; for n in 0..16 { chunk += chunk; }
        let m = #{};
        for i in 0..10000 { m[`k${i}`] = chunk + i; }
    } });
    ctx.tools.register(#{ name: "sizes", execute: |a| `${store.len()} ${list.len()} ${closures.len()}` });
} }"#;

/// The resident memory of the process with `pid`, in bytes.
fn rss(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status
        .lines()
        .find(|line| line.starts_with("VmRSS:"))
        .unwrap();
    let kib: u64 = line
        .trim_start_matches("VmRSS:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .unwrap();
    kib * 1024
}

/// The id of the server process: the one whose working directory is its
/// root (every server gets a fresh temporary root).
fn pid_of(root: &Path) -> u32 {
    let root = root.canonicalize().unwrap();
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .find(|pid| std::fs::read_link(format!("/proc/{pid}/cwd")).is_ok_and(|cwd| cwd == root))
        .unwrap()
}

#[test]
fn a_mount_hoarding_memory_fails_its_calls_and_the_server_stays_up() {
    let mut server = Server::start(&[]);
    let pid = pid_of(server.root());
    let mounted = server.call("cordis_mount", json!({ "code": HOG }));
    assert_ne!(mounted["isError"], true, "{mounted}");

    let tools = [
        "grow_map",
        "grow_list",
        "grow_closures",
        "grow_listeners",
        "grow_local",
    ];
    let mut peak = 0;
    for round in 0..5 {
        for tool in tools {
            let result = server.call(tool, json!({}));
            let text = Server::text(&result);
            assert_eq!(result["isError"], true, "{tool} in round {round}: {text}");
            assert!(
                text.contains("grew past"),
                "{tool} in round {round}: {text}"
            );
            assert!(
                server.is_alive(),
                "the server died in {tool}, round {round}"
            );
            peak = peak.max(rss(pid));
        }
    }
    assert!(
        peak < 600 * 1024 * 1024,
        "the server grew to {} MB",
        peak / 1024 / 1024
    );
    // What the failed calls wrote did not stay: each value holds at most
    // one 1 MB string (the string limit counts a container's strings
    // together), so at most one entry each.
    let sizes = Server::text(&server.call("sizes", json!({})));
    let counts: Vec<u32> = sizes.split(' ').map(|n| n.parse().unwrap()).collect();
    assert!(counts.iter().all(|&n| n <= 1), "{sizes}");

    // Another mount still works.
    let other = server.call(
        "cordis_mount",
        json!({ "code": r#"|ctx| ctx.tools.register(#{ name: "ping", execute: |a| "pong" })"# }),
    );
    assert_ne!(other["isError"], true, "{other}");
    assert_eq!(Server::text(&server.call("ping", json!({}))), "pong");
    assert!(server.is_alive());
}

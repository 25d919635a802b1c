//! A mount's background failures reach the model through the real
//! `cordis-cli serve`: the next answer of one of its tools ends with one
//! text block counting them and quoting the last, once (issue 28).
//!
//! Rerun: `cargo test -p cordis-toolset-tests --test all background::`.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use std::thread;
use std::time::{Duration, Instant};

use cordis_toolset_tests::Server;
use serde_json::json;

/// A timer that throws on its first two ticks, then keeps quiet.
const FLAKY: &str = r#"#{
    name: "flaky",
    inject: ["timer"],
    apply: |ctx| {
        let ticks = 0;
        ctx.timer.setInterval(|| {
            ticks += 1;
            if ticks <= 2 {
                throw `tick ${ticks} went wrong`;
            }
        }, 5);
        ctx.tools.register(#{ name: "flaky_ping", execute: |args| "pong" });
    }
}"#;

#[test]
fn the_next_answer_of_a_mounts_tool_notes_its_background_failures_once() {
    let mut server = Server::start(&["--allow", "fs,timer"]);
    let mounted = server.call("cordis_mount", json!({ "code": FLAKY }));
    assert_ne!(mounted["isError"], true, "{mounted}");

    // Wait until inspect counts both failures (the third tick is quiet).
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let inspected = server.call("cordis_inspect", json!({ "what": "temporary" }));
        if Server::text(&inspected).contains("background failures: 2 ") {
            break;
        }
        assert!(Instant::now() < deadline, "{inspected}");
        thread::sleep(Duration::from_millis(20));
    }

    let answered = server.call("flaky_ping", json!({}));
    assert_ne!(answered["isError"], true, "{answered}");
    let blocks = answered["content"].as_array().unwrap();
    assert_eq!(blocks.len(), 2, "{answered}");
    assert_eq!(blocks[0]["text"], "pong");
    let note = blocks[1]["text"].as_str().unwrap();
    assert!(
        note.starts_with(
            "(note: 2 background failures in this plugin since its last call; the last: timer callback failed: Runtime error: tick 2 went wrong (line 9"
        ),
        "{note}"
    );

    let again = server.call("flaky_ping", json!({}));
    assert_eq!(
        again["content"],
        json!([{ "type": "text", "text": "pong" }])
    );
}

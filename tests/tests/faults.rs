//! Faults at the edge of the real `cordis-cli serve` process: the client
//! going away in the middle of a call, and stdout closing. Either way the
//! server ends by itself, quietly, without a panic (RELIABILITY.md).

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use cordis_toolset_tests::{Server, cordis_cli};
use serde_json::json;

const SPINNER: &str = r#"#{ name: "spinner", apply: |ctx| {
    ctx.tools.register(#{ name: "spin", execute: |a| { let n = 0; loop { n += 1; } } });
} }"#;

#[test]
fn the_client_disconnecting_mid_call_ends_the_server_cleanly() {
    let mut server = Server::start(&[]);
    let mounted = server.call("cordis_mount", json!({ "code": SPINNER }));
    assert_ne!(mounted["isError"], true, "{mounted}");
    let request = json!({ "jsonrpc": "2.0", "id": 99, "method": "tools/call",
        "params": { "name": "spin", "arguments": {} } });
    server.send_raw(format!("{request}\n").as_bytes());
    std::thread::sleep(Duration::from_millis(200));
    let status = server
        .close(Duration::from_secs(30))
        .expect("the server must exit after its client went away mid-call");
    assert!(status.success(), "exit {status:?}; stderr:\n{}", server.stderr());
    assert!(!server.stderr().contains("panicked"), "{}", server.stderr());
}

#[test]
fn stdout_closing_ends_the_server_quietly() {
    let root = tempfile::tempdir().expect("temp dir");
    let mut child = Command::new(cordis_cli())
        .arg("serve")
        .current_dir(root.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cordis-cli serve starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout is piped"));
    let initialize = json!({ "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": cordis_toolset_tests::PROTOCOL_VERSION, "capabilities": {},
        "clientInfo": { "name": "faults", "version": "0" } } });
    writeln!(stdin, "{initialize}").expect("the server reads stdin");
    let mut line = String::new();
    stdout.read_line(&mut line).expect("the server answers initialize");
    assert!(line.contains("\"result\""), "{line}");
    drop(stdout);
    // Every answer now meets a closed pipe.
    let _ = writeln!(stdin, "{}", json!({ "jsonrpc": "2.0", "method": "notifications/initialized" }));
    for id in 2..50 {
        let request = json!({ "jsonrpc": "2.0", "id": id, "method": "tools/list" });
        if writeln!(stdin, "{request}").is_err() {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(status) = child.try_wait().expect("the child can be waited on") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the server kept running after its stdout closed");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr is piped")
        .read_to_string(&mut stderr)
        .expect("stderr reads");
    assert!(status.code().is_some(), "killed by a signal: {status:?}; {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

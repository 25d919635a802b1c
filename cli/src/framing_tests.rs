//! The framing's checks and its line handling, with an echoing stand-in for
//! rmcp (the real server behind it is tested through the binary in
//! `tests/tests/attacks.rs`).
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use serde_json::Value;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, duplex};

use super::*;

fn ping(id: u32) -> Vec<u8> {
    format!("{{\"jsonrpc\":\"2.0\",\"id\":{id},\"method\":\"ping\"}}\n").into_bytes()
}

fn nested(levels: usize) -> String {
    format!("{}{}", "[".repeat(levels), "]".repeat(levels))
}

#[test]
fn refusals_say_what_is_wrong_and_what_to_send() {
    let cases: Vec<(&str, Vec<u8>)> = vec![
        (
            "not UTF-8",
            b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"p\xffng\"}".to_vec(),
        ),
        ("too deep", nested(MAX_DEPTH + 1).into_bytes()),
        ("not JSON", b"{\"jsonrpc\":\"2.0\",".to_vec()),
        ("two values", b"{} {}".to_vec()),
        (
            "not a request, with an id",
            b"{\"jsonrpc\":\"1.0\",\"id\":7,\"method\":\"ping\"}".to_vec(),
        ),
        (
            "not a request, without an id",
            b"{\"hello\":\"server\"}".to_vec(),
        ),
    ];
    let mut out = String::new();
    for (name, line) in cases {
        let error = check(&line).unwrap_err();
        let response: Value = serde_json::from_slice(&error.response()).unwrap();
        out.push_str(&format!("{name}: {response}\n"));
    }
    let too_long = FrameError::TooLong {
        bytes: 16 * 1024 * 1024,
        max: MAX_MESSAGE_BYTES,
    };
    let response: Value = serde_json::from_slice(&too_long.response()).unwrap();
    out.push_str(&format!("too long: {response}\n"));
    insta::assert_snapshot!(out);
}

#[test]
fn good_lines_pass_and_depth_ignores_brackets_in_strings() {
    check(b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}").unwrap();
    check("\u{feff}{\"jsonrpc\":\"2.0\",\"id\":\"b\",\"method\":\"ping\"}".as_bytes()).unwrap();
    // Notifications and responses pass even when rmcp does not know them.
    check(b"{\"jsonrpc\":\"2.0\",\"method\":\"notifications/bogus\"}").unwrap();
    check(b"{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{}}").unwrap();
    assert_eq!(depth(nested(MAX_DEPTH).as_bytes()), MAX_DEPTH);
    let brackets = format!("{{\"a\":\"{}\\\"{}\"}}", "[".repeat(500), "{".repeat(500));
    assert_eq!(depth(brackets.as_bytes()), 1);
    assert!(matches!(
        check(nested(100_000).as_bytes()),
        Err(FrameError::TooDeep)
    ));
}

/// Frames a pipe with a small limit, echoes what reaches "rmcp", and
/// returns every output line for `input`.
async fn run(input: &[u8], max: usize) -> Vec<String> {
    let (mut client, server_in) = duplex(1024);
    let (server_out, client_out) = duplex(1024);
    let (framing, (rmcp_in, mut rmcp_out)) = Framing::with_max_bytes(server_in, server_out, max);
    let echo = tokio::spawn(async move {
        let mut lines = BufReader::new(rmcp_in).lines();
        while let Ok(Some(line)) = lines.next_line().await {
            rmcp_out
                .write_all(format!("{{\"echo\":{line}}}\n").as_bytes())
                .await
                .unwrap();
        }
    });
    client.write_all(input).await.unwrap();
    drop(client);
    echo.await.unwrap();
    framing.finish().await.unwrap();
    let mut lines = BufReader::new(client_out).lines();
    let mut out = Vec::new();
    while let Some(line) = lines.next_line().await.unwrap() {
        out.push(line);
    }
    out
}

#[tokio::test]
async fn every_line_gets_through_or_gets_an_error_and_the_stream_goes_on() {
    let mut input = Vec::new();
    input.extend_from_slice(&ping(1));
    input.extend_from_slice(&[b'x'; 1000]);
    input.extend_from_slice(b"\n\xff\n\r\n");
    input.extend_from_slice(&ping(2));
    input.extend_from_slice(nested(150).as_bytes());
    input.extend_from_slice(b"\n");
    let mut last = ping(3);
    last.pop(); // the last line may end without a newline
    input.extend_from_slice(&last);
    let out = run(&input, 512).await;
    let echoed: Vec<i64> = out
        .iter()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter_map(|v| v["echo"]["id"].as_i64())
        .collect();
    assert_eq!(echoed, [1, 2, 3], "{out:?}");
    let codes: Vec<i64> = out
        .iter()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter_map(|v| v["error"]["code"].as_i64())
        .collect();
    // Too long, not UTF-8, too deep; the blank line is skipped.
    assert_eq!(codes, [-32600, -32700, -32700], "{out:?}");
}

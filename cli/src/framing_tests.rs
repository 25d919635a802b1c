//! The framing's checks and its line handling, with an echoing stand-in for
//! rmcp (the real server behind it is tested through the binary in
//! `tests/tests/attacks.rs`).
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use serde_json::{Value, json};
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
    let too_long = Refusal {
        error: FrameError::TooLong {
            bytes: 16 * 1024 * 1024,
            max: MAX_MESSAGE_BYTES,
        },
        id: None,
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
        Err(Refusal {
            error: FrameError::TooDeep,
            id: None
        })
    ));
}

/// The id a refusal of `line` carries (`null` when none).
fn refused_id(line: &[u8]) -> Value {
    let refusal = check(line).unwrap_err();
    let response: Value = serde_json::from_slice(&refusal.response()).unwrap();
    response["id"].clone()
}

#[test]
fn a_line_that_does_not_parse_keeps_its_top_level_id() {
    let deep = format!(
        "{{\"jsonrpc\":\"2.0\",\"id\":77,\"method\":\"tools/list\",\"params\":{}}}",
        nested(200)
    );
    assert_eq!(refused_id(deep.as_bytes()), json!(77), "too deep");
    let after_deep = format!("{{\"params\":{},\"id\":\"late\"}}", nested(200));
    assert_eq!(
        refused_id(after_deep.as_bytes()),
        json!("late"),
        "id after a deep field"
    );
    let bad_escape =
        br#"{"jsonrpc":"2.0","id":83,"method":"tools/call","params":{"what":"\ud800"}}"#;
    assert_eq!(refused_id(bad_escape), json!(83), "a lone surrogate");
    let not_utf8 = b"{\"jsonrpc\":\"2.0\",\"id\":\"req-1\",\"method\":\"p\xffng\"}";
    assert_eq!(
        refused_id(not_utf8),
        json!("req-1"),
        "invalid UTF-8 elsewhere"
    );
    let cut_off = b"{\"jsonrpc\":\"2.0\",\"id\": -12.5e3 ,";
    assert_eq!(
        refused_id(cut_off),
        json!(-12.5e3),
        "a number id, cut off after"
    );
    let bom = "\u{feff}{\"id\":9,\"method\":".as_bytes();
    assert_eq!(refused_id(bom), json!(9), "after a BOM");
    let escaped_key = br#"{"\u0069d":"k","method":"#;
    assert_eq!(
        refused_id(escaped_key),
        json!("k"),
        "the key spelt with an escape"
    );
    let escaped_value = br#"{"id":"a\"b\\","method":"#;
    assert_eq!(
        refused_id(escaped_value),
        json!("a\"b\\"),
        "escapes in the id"
    );
}

#[test]
fn only_a_string_or_number_at_the_top_level_is_an_id() {
    let cases: [(&str, &[u8]); 12] = [
        ("nested deeper", br#"{"params":{"id":5},"method":"#),
        ("in an array", br#"{"params":[{"id":5}],"method":"#),
        ("a string value", br#"{"method":"\"id\":5","x":"#),
        ("a top-level array", br#"[{"id":5},"#),
        ("no id at all", br#"{"jsonrpc":"2.0","method":"ping","#),
        ("null", br#"{"id":null,"method":"#),
        ("an object", br#"{"id":{"n":1},"method":"#),
        ("not a number", br#"{"id":-,"method":"#),
        ("a bad escape in it", br#"{"id":"\ud800","method":"#),
        ("the last id counts", br#"{"id":1,"id":true,"method":"#),
        ("after the first value", br#"{"a":1} {"id":5}"#),
        ("nothing", b""),
    ];
    for (name, line) in cases {
        assert_eq!(IdScan::of(line), None, "{name}");
    }
    let long = format!("{{\"id\":\"{}\",\"method\":", "x".repeat(MAX_ID_BYTES));
    assert_eq!(IdScan::of(long.as_bytes()), None, "an id too long to keep");
    let fits = format!("{{\"id\":\"{}\",\"method\":", "x".repeat(MAX_ID_BYTES - 2));
    assert!(IdScan::of(fits.as_bytes()).is_some(), "an id that fits");
}

#[test]
fn the_scan_never_panics_on_arbitrary_bytes() {
    // Every prefix of tricky lines, and unbalanced brackets and quotes.
    let lines: [&[u8]; 5] = [
        br#"{"id":"\u12"#,
        b"}}}]]]{\"id\":1",
        b"{\"id\\\":\"\\\\\"\xff\xfe\x00:\x80",
        br#"{"id":1e999999999999,"x":"#,
        b"\"\\",
    ];
    for line in lines {
        for end in 0..=line.len() {
            let _ = IdScan::of(&line[..end]);
        }
    }
    let mut fed = IdScan::default();
    for chunk in br#"{"jsonrpc":"2.0","id":4"#.chunks(3) {
        fed.feed(chunk);
    }
    assert_eq!(fed.finish(), Some(json!(4)), "fed in chunks");
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

#[tokio::test]
async fn an_over_long_line_is_scanned_for_its_id_as_it_is_read_past() {
    let mut input = b"{\"jsonrpc\":\"2.0\",\"params\":{\"pad\":\"".to_vec();
    input.resize(5000, b'a');
    input.extend_from_slice(b"\"},\"id\":\"at the end\",\"method\":\"ping\"}\n");
    let mut head = b"{\"jsonrpc\":\"2.0\",\"id\":79,\"params\":\"".to_vec();
    head.resize(5000, b'a');
    input.extend_from_slice(&head);
    input.extend_from_slice(b"\"}");
    let out = run(&input, 512).await;
    let ids: Vec<Value> = out
        .iter()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .map(|v| v["id"].clone())
        .collect();
    assert_eq!(ids, [json!("at the end"), json!(79)], "{out:?}");
}

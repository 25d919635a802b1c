//! In-process protocol tests of [`McpServer`] over a duplex pipe, speaking raw
//! JSON-RPC lines so that both lifecycles are exercised exactly as on stdio.

use std::sync::Arc;
use std::time::Duration;

use cordis_toolset::{ToolAnnotations, ToolDescriptor, ToolOutput};
use parking_lot::Mutex;
use serde_json::{Value, json};
use tokio::io::{
    AsyncBufReadExt, AsyncWriteExt, BufReader, DuplexStream, Lines, ReadHalf, WriteHalf,
};

use super::McpServer;
use crate::host::ToolHost;

/// Test-only host: `echo` returns its arguments, `fail` fails, `add` registers
/// a tool named by its `name` argument and fires the change listeners.
#[derive(Default)]
struct TestHost {
    added: Mutex<Vec<String>>,
    listeners: Mutex<Vec<Box<dyn Fn() + Send + Sync>>>,
}

fn descriptor(name: &str) -> ToolDescriptor {
    ToolDescriptor {
        name: name.to_owned(),
        description: format!("the {name} tool"),
        input_schema: json!({ "type": "object" }),
        output_schema: None,
        annotations: ToolAnnotations::default(),
    }
}

impl ToolHost for TestHost {
    fn tools(&self) -> Vec<ToolDescriptor> {
        let mut tools = vec![descriptor("echo"), descriptor("fail"), descriptor("add")];
        tools.extend(self.added.lock().iter().map(|name| descriptor(name)));
        tools
    }

    fn call(&self, name: &str, arguments: Value) -> Option<ToolOutput> {
        match name {
            "echo" => {
                let mut output = ToolOutput::success(arguments.to_string());
                output.structured = Some(arguments);
                Some(output)
            }
            "fail" => Some(ToolOutput::error("it failed; try echo")),
            "add" => {
                let name = arguments["name"].as_str().unwrap_or("new").to_owned();
                self.added.lock().push(name);
                for listener in self.listeners.lock().iter() {
                    listener();
                }
                Some(ToolOutput::success("added"))
            }
            other if self.added.lock().iter().any(|name| name == other) => {
                Some(ToolOutput::success(format!("{other} ran")))
            }
            _ => None,
        }
    }

    fn on_tools_changed(&self, listener: Box<dyn Fn() + Send + Sync>) {
        self.listeners.lock().push(listener);
    }
}

/// The client end of a served session, speaking JSON-RPC lines.
struct Wire {
    lines: Lines<BufReader<ReadHalf<DuplexStream>>>,
    writer: WriteHalf<DuplexStream>,
    /// Messages received while waiting for another one.
    notifications: Vec<Value>,
    next_id: u64,
    /// `_meta` added to every request (2026-07-28 sessions carry their protocol there).
    meta: Option<Value>,
}

const MODERN: &str = "2026-07-28";

impl Wire {
    fn start() -> Self {
        let (client, server_io) = tokio::io::duplex(1 << 16);
        let server = McpServer::new(Arc::new(TestHost::default()));
        tokio::spawn(server.run(server_io));
        let (read, writer) = tokio::io::split(client);
        Self {
            lines: BufReader::new(read).lines(),
            writer,
            notifications: Vec::new(),
            next_id: 0,
            meta: None,
        }
    }

    /// A session opened with the initialize handshake at `version`.
    async fn handshake(version: &str) -> Self {
        let mut wire = Self::start();
        let init = wire
            .request(
                "initialize",
                json!({ "protocolVersion": version, "capabilities": {},
                        "clientInfo": { "name": "test", "version": "0" } }),
            )
            .await;
        assert_eq!(init["result"]["protocolVersion"], version, "{init}");
        wire.send(json!({ "jsonrpc": "2.0", "method": "notifications/initialized" }))
            .await;
        wire
    }

    /// A 2026-07-28 session: no handshake, protocol metadata on every request.
    fn modern() -> Self {
        let mut wire = Self::start();
        wire.meta = Some(json!({
            "io.modelcontextprotocol/protocolVersion": MODERN,
            "io.modelcontextprotocol/clientCapabilities": {},
            "io.modelcontextprotocol/clientInfo": { "name": "test", "version": "0" },
        }));
        wire
    }

    async fn send(&mut self, message: Value) {
        let mut line = message.to_string();
        line.push('\n');
        self.writer.write_all(line.as_bytes()).await.unwrap();
    }

    async fn next(&mut self) -> Value {
        let line = tokio::time::timeout(Duration::from_secs(5), self.lines.next_line())
            .await
            .expect("the server answers within 5 s")
            .unwrap()
            .expect("the server keeps the stream open");
        serde_json::from_str(&line).unwrap()
    }

    /// Sends a request and returns its id without waiting.
    async fn send_request(&mut self, method: &str, mut params: Value) -> u64 {
        self.next_id += 1;
        if let Some(meta) = &self.meta {
            params["_meta"] = meta.clone();
        }
        let id = self.next_id;
        self.send(json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }))
            .await;
        id
    }

    /// Reads until the response to `id`, keeping notifications for later.
    async fn response(&mut self, id: u64) -> Value {
        let is_response = |m: &Value| m.get("id") == Some(&json!(id)) && m.get("method").is_none();
        if let Some(index) = self.notifications.iter().position(is_response) {
            return self.notifications.remove(index);
        }
        loop {
            let message = self.next().await;
            if is_response(&message) {
                return message;
            }
            self.notifications.push(message);
        }
    }

    async fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.send_request(method, params).await;
        self.response(id).await
    }

    /// Waits for a notification with `method`, taking it from the backlog first.
    async fn notification(&mut self, method: &str) -> Value {
        if let Some(index) = self
            .notifications
            .iter()
            .position(|m| m["method"] == method)
        {
            return self.notifications.remove(index);
        }
        loop {
            let message = self.next().await;
            if message["method"] == method {
                return message;
            }
            self.notifications.push(message);
        }
    }

    async fn tool_names(&mut self) -> Vec<String> {
        let listed = self.request("tools/list", json!({})).await;
        listed["result"]["tools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|tool| tool["name"].as_str().unwrap().to_owned())
            .collect()
    }
}

#[tokio::test]
async fn handshake_session_lists_calls_and_is_notified() {
    let mut wire = Wire::handshake("2025-06-18").await;
    assert_eq!(wire.tool_names().await, ["echo", "fail", "add"]);

    let echoed = wire
        .request(
            "tools/call",
            json!({ "name": "echo", "arguments": { "x": 1 } }),
        )
        .await;
    assert_eq!(echoed["result"]["structuredContent"], json!({ "x": 1 }));
    assert_eq!(echoed["result"]["isError"], false);

    let failed = wire.request("tools/call", json!({ "name": "fail" })).await;
    assert_eq!(failed["result"]["isError"], true, "{failed}");
    assert_eq!(
        failed["result"]["content"][0]["text"],
        "it failed; try echo"
    );

    let unknown = wire.request("tools/call", json!({ "name": "nope" })).await;
    let message = unknown["error"]["message"].as_str().unwrap();
    assert!(message.contains("unknown tool `nope`"), "{unknown}");

    wire.request(
        "tools/call",
        json!({ "name": "add", "arguments": { "name": "fresh" } }),
    )
    .await;
    wire.notification("notifications/tools/list_changed").await;
    assert!(wire.tool_names().await.contains(&"fresh".to_owned()));
}

#[tokio::test]
async fn modern_session_is_notified_only_through_its_subscription() {
    let mut wire = Wire::modern();
    assert_eq!(wire.tool_names().await.len(), 3);
    // Without a subscription a modern client gets no plain notification.
    wire.request(
        "tools/call",
        json!({ "name": "add", "arguments": { "name": "early" } }),
    )
    .await;
    assert_eq!(wire.tool_names().await.len(), 4);
    assert!(
        !wire
            .notifications
            .iter()
            .any(|m| m["method"] == "notifications/tools/list_changed"),
        "{:?}",
        wire.notifications
    );
    let listen = wire
        .send_request(
            "subscriptions/listen",
            json!({ "notifications": { "toolsListChanged": true } }),
        )
        .await;
    let ack = wire
        .notification("notifications/subscriptions/acknowledged")
        .await;
    assert_eq!(
        ack["params"]["notifications"]["toolsListChanged"], true,
        "{ack}"
    );

    wire.request(
        "tools/call",
        json!({ "name": "add", "arguments": { "name": "fresh" } }),
    )
    .await;
    let changed = wire.notification("notifications/tools/list_changed").await;
    assert_eq!(
        changed["params"]["_meta"]["io.modelcontextprotocol/subscriptionId"],
        json!(listen),
        "{changed}"
    );
    let called = wire.request("tools/call", json!({ "name": "fresh" })).await;
    assert_eq!(called["result"]["content"][0]["text"], "fresh ran");
}

#[tokio::test]
async fn concurrent_calls_all_answer() {
    let mut wire = Wire::handshake("2025-11-25").await;
    let mut ids = Vec::new();
    for i in 0..16 {
        ids.push(
            wire.send_request(
                "tools/call",
                json!({ "name": "echo", "arguments": { "i": i } }),
            )
            .await,
        );
    }
    for (i, id) in ids.into_iter().enumerate() {
        let response = wire.response(id).await;
        assert_eq!(
            response["result"]["structuredContent"]["i"], i,
            "{response}"
        );
    }
}

//! Shared helpers of the whole-system tests (see `tests/tests/`).
//!
//! [`cordis_cli`] builds the real binary; [`Server`] drives `cordis-cli serve`
//! over MCP stdio the way a client does, so a test that crashes or hangs the
//! server fails instead of passing silently.

use std::collections::VecDeque;
use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tempfile::TempDir;

pub mod fuzz;

/// How long [`Server`] waits for one message before failing the test.
pub const READ_TIMEOUT: Duration = Duration::from_secs(60);

/// The protocol version [`Server::start`] asks for in `initialize`.
pub const PROTOCOL_VERSION: &str = "2025-11-25";

/// A toolset over a fresh runtime with `fs` rooted in `root` and the timer
/// granted, under the default limits.
pub fn granted_toolset(root: &Path) -> cordis_toolset::Toolset {
    use cordis_toolset::builtin::Grants;
    use cordis_toolset::services::FsConfig;
    use cordis_toolset::{Toolset, ToolsetConfig};
    let grants = Grants {
        fs: Some(FsConfig {
            root: root.to_owned(),
            ..FsConfig::default()
        }),
        timer: true,
        ..Grants::default()
    };
    let config = ToolsetConfig::granted(&grants, cordis_toolset::Limits::default())
        .expect("the grants are valid");
    Toolset::new(&cordis_toolset::Runtime::new(), config).expect("the toolset starts")
}

/// Call a tool of `toolset`: its text blocks joined by newlines, whether it
/// failed, and its structured content. Panics if there is no such tool.
pub fn call_tool(
    toolset: &cordis_toolset::Toolset,
    name: &str,
    args: Value,
) -> (String, bool, Option<Value>) {
    let output = toolset
        .call(name, args)
        .unwrap_or_else(|| panic!("no tool named {name}"));
    (output.text(), output.is_error, output.structured)
}

/// The workspace directory (the parent of this crate).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate lives in the workspace")
        .to_owned()
}

/// Runs `tests/mcp/<script>` (a test driving the `cordis-cli` binary with the
/// Python MCP SDK, `.venv` from `.ci/install`) and asserts that it ran to its
/// closing `N passed, 0 failed` line. When `.venv` is missing the test fails
/// under CI and is skipped locally.
pub fn run_python_sdk_test(script: &str) {
    let root = workspace_root();
    let python = root.join(".venv/bin/python");
    if !python.exists() {
        assert!(
            std::env::var_os("CI").is_none(),
            "{} is missing: CI must run .ci/install before the tests",
            python.display()
        );
        eprintln!(
            "skipped: {} is missing; run `bash .ci/install` to install the Python MCP SDK",
            python.display()
        );
        return;
    }
    let mut command = Command::new(&python);
    command.arg(root.join("tests/mcp").join(script));
    run_to_summary(command, &format!("the real-client test {script}"));
}

/// Runs `command` (a real-client test script) against the `cordis-cli`
/// binary (`CORDIS_CLI`), prints what it wrote, and asserts that it exited
/// well after its closing `N passed, 0 failed` line.
fn run_to_summary(mut command: Command, what: &str) {
    let output = command
        .env("CORDIS_CLI", cordis_cli())
        .output()
        .unwrap_or_else(|error| panic!("{what} did not start: {error}"));
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    eprintln!("{}", String::from_utf8_lossy(&output.stderr));
    let summary = stdout.lines().last().unwrap_or_default();
    assert!(
        output.status.success() && summary.ends_with(" 0 failed"),
        "{what} failed: {summary}"
    );
}

/// Runs `tests/mcp/ts/test_ts.mjs` (the TypeScript MCP SDK, installed into
/// `tests/mcp/ts/node_modules` by `.ci/install`) against the `cordis-cli`
/// binary and asserts that it ran to its closing `N passed, 0 failed`
/// line. Without `node` the test is skipped; with `node` but without the
/// SDK it fails under CI and is skipped locally.
pub fn run_typescript_sdk_test() {
    let root = workspace_root();
    let dir = root.join("tests/mcp/ts");
    let node_found = Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|output| output.status.success());
    if !node_found {
        eprintln!("skipped: node is not installed");
        return;
    }
    let sdk = dir.join("node_modules/@modelcontextprotocol/sdk");
    if !sdk.exists() {
        assert!(
            std::env::var_os("CI").is_none(),
            "{} is missing: CI must run .ci/install before the tests",
            sdk.display()
        );
        eprintln!(
            "skipped: {} is missing; run `bash .ci/install` (or `npm ci --prefix tests/mcp/ts`)",
            sdk.display()
        );
        return;
    }
    let mut command = Command::new("node");
    command.arg(dir.join("test_ts.mjs"));
    run_to_summary(command, "the TypeScript SDK test");
}

/// The `cordis-cli` binary: `CORDIS_CLI` when set, else built with
/// `cargo build -p cordis-toolset-cli` into the target directory and profile
/// the running test was built in (a no-op when fresh).
pub fn cordis_cli() -> PathBuf {
    if let Some(path) = std::env::var_os("CORDIS_CLI") {
        return PathBuf::from(path);
    }
    // Tests run as <target>/<profile>/deps/<test>-<hash>.
    let exe = std::env::current_exe().expect("the test knows its own path");
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("the test runs from <target>/<profile>/deps");
    let target_dir = profile_dir.parent().expect("<target>/<profile>");
    let mut build = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    build
        .current_dir(workspace_root())
        .args(["build", "-p", "cordis-toolset-cli", "--bin", "cordis-cli"])
        .env("CARGO_TARGET_DIR", target_dir);
    // Cargo sets these for the running test; build scripts that watch them
    // (ring's does) would rebuild the binary whenever a shell build ran last.
    for (name, _) in std::env::vars_os() {
        let name = name.to_string_lossy();
        if name.starts_with("CARGO_PKG_")
            || name.starts_with("CARGO_MANIFEST_")
            || [
                "CARGO_CRATE_NAME",
                "CARGO_PRIMARY_PACKAGE",
                "CARGO_TARGET_TMPDIR",
                "OUT_DIR",
            ]
            .contains(&name.as_ref())
        {
            build.env_remove(name.as_ref());
        }
    }
    if profile_dir
        .file_name()
        .is_some_and(|name| name == "release")
    {
        build.arg("--release");
    }
    let status = build.status().expect("cargo runs");
    assert!(status.success(), "building cordis-cli failed");
    profile_dir.join(format!("cordis-cli{}", std::env::consts::EXE_SUFFIX))
}

/// The lines of the audit log at `path`, each parsed (none when it is
/// missing); panics on a line that is not JSON.
pub fn audit_lines(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(|line| serde_json::from_str(line).expect("every audit line is JSON"))
        .collect()
}

/// The live `cordis-cli worker` children of process `parent`.
pub fn workers_of(parent: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
                return false;
            };
            // `pid (comm) state ppid …`; comm may hold spaces and parentheses.
            let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
            let mut fields = after.split_whitespace();
            let state = fields.next();
            let ppid = fields.next().and_then(|ppid| ppid.parse::<u32>().ok());
            ppid == Some(parent) && state != Some("Z")
        })
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline"))
                .is_ok_and(|line| line.split(|&b| b == 0).any(|arg| arg == b"worker"))
        })
        .collect()
}

/// The resident memory of process `pid` in bytes (0 once it is gone).
pub fn rss(pid: u32) -> u64 {
    let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) else {
        return 0;
    };
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|kib| kib.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map_or(0, |kib| kib * 1024)
}

/// One line the server wrote to stdout: a JSON message, or text that is not
/// JSON (which is itself a protocol violation the tests can assert on).
type Line = Result<Value, String>;

/// A running `cordis-cli serve`, initialized over MCP stdio.
///
/// The server runs with its current directory (and so its default `--root`)
/// in a temporary directory it owns ([`Server::root`]); its stderr goes to a
/// file outside that root ([`Server::stderr`]). Every read waits at most
/// [`READ_TIMEOUT`], then panics. Dropping the server kills the process.
pub struct Server {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Line>,
    /// Responses read while waiting for another id, in arrival order.
    responses: VecDeque<Value>,
    notifications: Vec<Value>,
    next_id: u64,
    root: TempDir,
    logs: TempDir,
}

impl Server {
    /// Starts `cordis-cli serve ARGS` in a fresh temporary root and performs
    /// the `initialize` handshake.
    pub fn start(args: &[&str]) -> Server {
        Server::start_in(
            TempDir::new().expect("a temporary root can be created"),
            args,
        )
    }

    /// Like [`Server::start`], in `root` prepared by the caller (for example
    /// with a `plugins` directory passed as `--plugins`).
    pub fn start_in(root: TempDir, args: &[&str]) -> Server {
        Server::start_with(root, args, json!({}))
    }

    /// Like [`Server::start_in`], declaring the client `capabilities` in
    /// `initialize` (e.g. `{ "elicitation": { "form": {} } }`; the server's
    /// requests then arrive among [`Server::notifications`]).
    pub fn start_with(root: TempDir, args: &[&str], capabilities: Value) -> Server {
        let logs = TempDir::new().expect("a temporary log directory can be created");
        let stderr = File::create(logs.path().join("stderr")).expect("the stderr file opens");
        let mut child = Command::new(cordis_cli())
            .arg("serve")
            .args(args)
            .current_dir(root.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("cordis-cli serve starts");
        let stdout = child.stdout.take().expect("stdout is piped");
        let (sender, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let parsed = serde_json::from_str(&line).map_err(|_| line);
                if sender.send(parsed).is_err() {
                    break;
                }
            }
        });
        let mut server = Server {
            stdin: child.stdin.take(),
            child,
            lines,
            responses: VecDeque::new(),
            notifications: Vec::new(),
            next_id: 0,
            root,
            logs,
        };
        let init = server.request(
            "initialize",
            json!({
                "protocolVersion": PROTOCOL_VERSION,
                "capabilities": capabilities,
                "clientInfo": { "name": "cordis-toolset-tests", "version": "0" },
            }),
        );
        assert!(init.get("result").is_some(), "initialize failed: {init}");
        server.send(&json!({ "jsonrpc": "2.0", "method": "notifications/initialized" }));
        server
    }

    /// The server's workspace root (its current directory).
    pub fn root(&self) -> &Path {
        self.root.path()
    }

    /// Everything the server wrote to stderr so far.
    pub fn stderr(&self) -> String {
        std::fs::read_to_string(self.logs.path().join("stderr")).unwrap_or_default()
    }

    /// Sends a request and returns the whole JSON-RPC response (`result` or
    /// `error`), skipping notifications and responses to other ids.
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        if let Some(at) = self.responses.iter().position(|r| r["id"] == id) {
            return self.responses.remove(at).expect("the position is in range");
        }
        loop {
            let response = self.next_response();
            if response["id"] == id {
                return response;
            }
            self.responses.push_back(response);
        }
    }

    /// Calls a tool and returns its `CallToolResult` (`content`, `isError`,
    /// `structuredContent`); panics when the request itself fails.
    pub fn call(&mut self, tool: &str, arguments: Value) -> Value {
        let response = self.request(
            "tools/call",
            json!({ "name": tool, "arguments": arguments }),
        );
        match response.get("result") {
            Some(result) => result.clone(),
            None => panic!("tools/call {tool} failed: {response}"),
        }
    }

    /// The text of a tool result's content blocks, joined by newlines.
    pub fn text(result: &Value) -> String {
        result["content"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|block| block["text"].as_str())
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Writes `bytes` to the server's stdin as they are (add the `\n`).
    pub fn send_raw(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        stdin.write_all(bytes).expect("the server reads its stdin");
        stdin.flush().expect("the server reads its stdin");
    }

    /// The next response (a message with an `id` and no `method`), earlier
    /// ones left over by [`Server::request`] first.
    pub fn read_response(&mut self) -> Value {
        match self.responses.pop_front() {
            Some(response) => response,
            None => self.next_response(),
        }
    }

    /// The notifications (and server-to-client requests) seen so far.
    pub fn notifications(&self) -> &[Value] {
        &self.notifications
    }

    /// Drops the notifications and unclaimed responses seen so far, so a
    /// long-lived driver (the `mcp_line` fuzzer) does not hold them all.
    pub fn forget_seen(&mut self) {
        self.notifications.clear();
        self.responses.clear();
    }

    /// The first notification with `method` (seen already, or read now;
    /// responses read meanwhile are kept for [`Server::read_response`]).
    /// Notifications are not ordered with responses: one sent because of a
    /// call may arrive after the call's response.
    pub fn wait_for_notification(&mut self, method: &str) -> Value {
        loop {
            if let Some(found) = self.notifications.iter().find(|n| n["method"] == method) {
                return found.clone();
            }
            let message = self.next_message();
            if message.get("method").is_some() {
                self.notifications.push(message);
            } else {
                self.responses.push_back(message);
            }
        }
    }

    /// The names `tools/list` answers with, in its order.
    pub fn tool_names(&mut self) -> Vec<String> {
        let listed = self.request("tools/list", json!({}));
        listed["result"]["tools"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|tool| tool["name"].as_str().map(str::to_owned))
            .collect()
    }

    /// The server process's id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The id of the worker process that runs this client's runtime (a
    /// child of the server running `cordis-cli worker`); waits up to
    /// [`READ_TIMEOUT`] for one to run, then panics.
    pub fn worker_pid(&self) -> u32 {
        let deadline = Instant::now() + READ_TIMEOUT;
        loop {
            if let Some(pid) = workers_of(self.pid()).into_iter().next() {
                return pid;
            }
            assert!(
                Instant::now() < deadline,
                "no worker process runs; stderr:\n{}",
                self.stderr()
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// Whether the process is still running.
    pub fn is_alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Closes stdin (the client goes away) and waits up to `timeout` for the
    /// server to exit; `None` when it is still running then.
    pub fn close(&mut self, timeout: Duration) -> Option<ExitStatus> {
        self.stdin = None;
        let deadline = Instant::now() + timeout;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            if Instant::now() >= deadline {
                return None;
            }
            thread::sleep(Duration::from_millis(20));
        }
    }

    fn send(&mut self, message: &Value) {
        let mut line = message.to_string().into_bytes();
        line.push(b'\n');
        self.send_raw(&line);
    }

    /// Reads lines until a response, collecting notifications on the way.
    fn next_response(&mut self) -> Value {
        loop {
            let message = self.next_message();
            if message.get("method").is_some() {
                self.notifications.push(message);
            } else {
                return message;
            }
        }
    }

    /// The next message the server writes, within [`READ_TIMEOUT`].
    fn next_message(&mut self) -> Value {
        match self.lines.recv_timeout(READ_TIMEOUT) {
            Ok(Ok(message)) => message,
            Ok(Err(line)) => panic!("the server wrote a non-JSON line to stdout: {line:?}"),
            Err(RecvTimeoutError::Timeout) => panic!(
                "no message from the server within {READ_TIMEOUT:?}; stderr:\n{}",
                self.stderr()
            ),
            Err(RecvTimeoutError::Disconnected) => panic!(
                "the server closed stdout (alive: {}); stderr:\n{}",
                self.is_alive(),
                self.stderr()
            ),
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

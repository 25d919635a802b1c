//! The real `cordis-cli serve --http` against a client that opens
//! connections and sends nothing: past the connection cap a new one is told
//! 503 and closed, and the silent ones are closed after the header timeout,
//! so the server answers again without a restart.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Kills the server when the test ends, passed or not.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts the server with one session slot; returns it and its address.
fn start(dir: &std::path::Path) -> (Server, SocketAddr) {
    std::fs::write(dir.join("token"), "s3cret-token-for-tests\n").expect("write token");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cordis-cli"))
        .current_dir(dir)
        .args([
            "serve",
            "--http",
            "127.0.0.1:0",
            "--token-file",
            "token",
            "--max-sessions",
            "1",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cordis-cli starts");
    let stderr = child.stderr.take().expect("stderr piped");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let server = Server(child);
    let marker = "serving MCP streamable HTTP at http://";
    loop {
        let line = rx
            .recv_timeout(Duration::from_secs(60))
            .expect("the server prints its address");
        if let Some(rest) = line.split(marker).nth(1) {
            let addr = rest.split('/').next().expect("an address");
            return (server, addr.parse().expect("a socket address"));
        }
    }
}

/// Sends an authorized request for a path that is not `/mcp` and returns
/// the reply (404 when the server serves it).
fn request(addr: SocketAddr) -> std::io::Result<String> {
    let mut stream = TcpStream::connect(addr)?;
    stream.set_read_timeout(Some(Duration::from_secs(5)))?;
    stream.write_all(
        b"GET /nope HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer s3cret-token-for-tests\r\nConnection: close\r\n\r\n",
    )?;
    let mut reply = String::new();
    stream.read_to_string(&mut reply)?;
    Ok(reply)
}

#[test]
fn silent_connections_cannot_lock_clients_out() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (_server, addr) = start(dir.path());
    assert!(request(addr).expect("served").starts_with("HTTP/1.1 404"));

    // One session slot: 8 + 32 connections at once.
    let silent: Vec<TcpStream> = (0..40)
        .map(|_| TcpStream::connect(addr).expect("connect"))
        .collect();
    // The server takes them in order; on a busy machine it may take a
    // while to hold all 40, so ask until it says no (at most 5 s).
    let deadline = Instant::now() + Duration::from_secs(5);
    let refused = loop {
        let reply = request(addr).expect("answered");
        if reply.starts_with("HTTP/1.1 503") || Instant::now() > deadline {
            break reply;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(
        refused.starts_with("HTTP/1.1 503") && refused.contains("too many open connections"),
        "{refused}"
    );

    // The silent ones are closed by the header timeout (10 s).
    let mut closed = 0;
    for mut stream in silent {
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .expect("timeout");
        let mut rest = Vec::new();
        if stream.read_to_end(&mut rest).is_ok() {
            closed += 1;
        }
    }
    assert_eq!(closed, 40);
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let reply = request(addr).expect("answered");
        if reply.starts_with("HTTP/1.1 404") {
            break;
        }
        assert!(Instant::now() < deadline, "still refused: {reply}");
        std::thread::sleep(Duration::from_millis(200));
    }
}

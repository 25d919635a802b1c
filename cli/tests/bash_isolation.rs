//! The real `cordis-cli` binary with `bash` granted: what a command starts
//! dies with the server, and the server says how commands are isolated when
//! it starts. (`tests/tests/bash_isolation.rs` drives `serve` over MCP to
//! show a plugin cannot reach the server through `/proc`.)

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn cordis_cli(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cordis-cli"))
        .current_dir(dir)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("cordis-cli runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn serve_says_how_bash_commands_are_isolated() {
    let dir = tempfile::tempdir().expect("temp dir");
    // stdin is closed at once: the server states its setup and ends.
    let output = cordis_cli(dir.path(), &["serve", "--allow", "bash"]);
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains(" INFO cordis_toolset_cli: bash: commands run isolated (bubblewrap)"),
        "{stderr}"
    );
    let output = cordis_cli(
        dir.path(),
        &["inspect", "--what", "services", "--allow", "bash"],
    );
    let stdout = text(&output.stdout);
    assert!(
        stdout.contains("`bash` — provided by cordis-services")
            && stdout.contains("commands run isolated (bubblewrap)"),
        "{stdout}"
    );
}

/// Host pids of live (not zombie) `sleep {token}` processes.
fn live_with(token: &str) -> Vec<String> {
    let wanted = format!("sleep\0{token}\0");
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|pid| pid.bytes().all(|b| b.is_ascii_digit()))
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline"))
                .is_ok_and(|line| String::from_utf8_lossy(&line) == wanted)
        })
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .is_ok_and(|stat| !stat.contains(") Z "))
        })
        .collect()
}

/// Polls `done` every 50 ms for up to 20 s (generous for a loaded machine).
fn eventually(mut done: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    done()
}

#[test]
fn what_a_command_started_dies_with_the_server() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A sleep no other process on the host has in its command line.
    let token = format!("600.{}77", std::process::id());
    std::fs::write(
        dir.path().join("hang.rhai"),
        format!(
            "#{{ name: \"hang\", inject: [\"bash\"], apply: |ctx| {{\n\
             ctx.tools.register(#{{ name: \"hang\", description: \"starts sleeps\", parameters: #{{}},\n\
             execute: |args| ctx.bash.run(\"setsid -f sleep {token} >/dev/null 2>&1; sleep {token}\").stdout.text }}); }} }}"
        ),
    )
    .expect("write plugin");
    std::fs::write(
        dir.path().join("c.toml"),
        "[limits]\ntimeout_ms = 120000\n[bash]\ntimeout_ms = 120000\n",
    )
    .expect("write config");
    let mut server = Command::new(env!("CARGO_BIN_EXE_cordis-cli"))
        .current_dir(dir.path())
        .args(["mount", "hang.rhai", "--call", "hang", "--allow", "bash"])
        .args(["--config", "c.toml"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("cordis-cli runs");
    let started = eventually(|| live_with(&token).len() == 2);
    server.kill().expect("kill the server");
    server.wait().expect("reap the server");
    assert!(
        started,
        "the command did not start: {:?}",
        live_with(&token)
    );
    assert!(
        eventually(|| live_with(&token).is_empty()),
        "outlived the server: {:?}",
        live_with(&token)
    );
}

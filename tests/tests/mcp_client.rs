//! Runs the real-client tests (the Python `mcp` SDK) against the
//! `cordis-cli` binary, in both protocol lifecycles:
//! `tests/mcp/test_mcp.py` (tools, resources, prompts, notifications) and
//! `tests/mcp/test_operator.py` (`--approve`, `cordis_keep`, `--audit`).
//!
//! The binary is built with `cargo build -p cordis-toolset-cli` into the same
//! target directory as this test (a no-op when fresh), or taken from
//! `CORDIS_CLI`. The SDK comes from `.venv` (`.ci/install`): when it is
//! missing the test fails under CI and is skipped locally.

use std::process::Command;

use cordis_toolset_tests::{cordis_cli, workspace_root};

/// Runs `tests/mcp/<script>` and fails unless it ends with ` 0 failed`.
fn run_python_client(script: &str) {
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
    let binary = cordis_cli();
    let output = Command::new(&python)
        .arg(root.join("tests/mcp").join(script))
        .env("CORDIS_CLI", &binary)
        .output()
        .expect("python runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    eprintln!("{}", String::from_utf8_lossy(&output.stderr));
    let summary = stdout.lines().last().unwrap_or_default();
    assert!(
        output.status.success() && summary.ends_with(" 0 failed"),
        "the real-client test {script} failed: {summary}"
    );
}

#[test]
fn python_sdk_drives_cordis_cli_serve() {
    run_python_client("test_mcp.py");
}

#[test]
fn python_sdk_approves_keeps_and_audits() {
    run_python_client("test_operator.py");
}

//! Runs the real-client test (`tests/mcp/test_mcp.py`, the Python `mcp` SDK)
//! against the `cordis-cli` binary, in both protocol lifecycles.
//!
//! The binary is built with `cargo build -p cordis-toolset-cli` into the same
//! target directory as this test (a no-op when fresh), or taken from
//! `CORDIS_CLI`. The SDK comes from `.venv` (`.ci/install`): when it is
//! missing the test fails under CI and is skipped locally.

use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate lives in the workspace")
        .to_owned()
}

/// The `cordis-cli` binary, built fresh into this test's target directory.
fn cordis_cli() -> PathBuf {
    if let Some(path) = std::env::var_os("CORDIS_CLI") {
        return PathBuf::from(path);
    }
    // This test runs as <target>/<profile>/deps/mcp_client-<hash>.
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

#[test]
fn python_sdk_drives_cordis_cli_serve() {
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
        .arg(root.join("tests/mcp/test_mcp.py"))
        .env("CORDIS_CLI", &binary)
        .output()
        .expect("python runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    eprintln!("{}", String::from_utf8_lossy(&output.stderr));
    let summary = stdout.lines().last().unwrap_or_default();
    assert!(
        output.status.success() && summary.ends_with(" 0 failed"),
        "the real-client test failed: {summary}"
    );
}

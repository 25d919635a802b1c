//! The app's own MCP server end to end: the program (`src/main.rs`) serves
//! its toolset on stdio and over HTTP, and the Python MCP SDK
//! (`tests/mcp/test_embed.py`, `.venv` from `.ci/install`) mounts the shipped
//! plugin there and writes through the app's service.

use std::path::Path;
use std::process::Command;

#[test]
fn the_python_sdk_uses_the_apps_service_over_stdio_and_http() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let python = root.join(".venv/bin/python");
    if !python.exists() {
        assert!(
            std::env::var_os("CI").is_none(),
            "{} is missing: CI must run .ci/install before the tests",
            python.display()
        );
        eprintln!("skipped: {} is missing", python.display());
        return;
    }
    let output = Command::new(&python)
        .arg(root.join("tests/mcp/test_embed.py"))
        .env("EMBED", env!("CARGO_BIN_EXE_cordis-toolset-example-embed"))
        .output()
        .expect("python runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    eprintln!("{}", String::from_utf8_lossy(&output.stderr));
    let summary = stdout.lines().last().unwrap_or_default();
    assert!(
        output.status.success() && summary.ends_with(" 0 failed"),
        "test_embed.py failed: {summary}"
    );
}

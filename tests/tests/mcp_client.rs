//! Runs the real-client tests (the Python `mcp` SDK) against the
//! `cordis-cli` binary, in both protocol lifecycles:
//! `tests/mcp/test_mcp.py` (tools, resources, prompts, notifications),
//! `tests/mcp/test_operator.py` (`--approve`, `cordis_keep`, `--audit`) and
//! `tests/mcp/test_cancel.py` (cancellation and progress); and one
//! through the TypeScript SDK, `tests/mcp/ts/test_ts.mjs` (annotations,
//! progress, an AbortSignal), when `node` is installed.
//!
//! The binary is built with `cargo build -p cordis-toolset-cli` into the same
//! target directory as this test (a no-op when fresh), or taken from
//! `CORDIS_CLI`. The SDK comes from `.venv` (`.ci/install`): when it is
//! missing the test fails under CI and is skipped locally.

use cordis_toolset_tests::{run_python_sdk_test, run_typescript_sdk_test};

#[test]
fn python_sdk_drives_cordis_cli_serve() {
    run_python_sdk_test("test_mcp.py");
}

#[test]
fn python_sdk_approves_keeps_and_audits() {
    run_python_sdk_test("test_operator.py");
}

/// Cancellation (task cancellation and a raw `notifications/cancelled`,
/// `bash` included) and progress, over stdio and HTTP (issue 28).
#[test]
fn python_sdk_cancels_calls_and_receives_progress() {
    run_python_sdk_test("test_cancel.py");
}

/// Annotations and outputSchema in `tools/list`, `onprogress`, and a call
/// aborted through an `AbortSignal` (issue 28).
#[test]
fn typescript_sdk_lists_annotations_follows_progress_and_aborts() {
    run_typescript_sdk_test();
}

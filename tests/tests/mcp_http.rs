//! Runs the real-client test of `cordis-cli serve --http`
//! (`tests/mcp/test_http.py`, the Python `mcp` SDK's streamable HTTP client):
//! one runtime per session, the bearer token, a slow session never delaying
//! another, idle expiry, `--max-sessions`, and shutdown disposing every
//! session. Each scenario starts its own server on a free port; the
//! `[haproxy]` one starts two behind HAProxy with `docs/haproxy.cfg`
//! (installed by `.ci/install`; skipped without it unless `CI` is set).
//!
//! The binary and the SDK are found as for `mcp_client.rs`.

use cordis_toolset_tests::run_python_sdk_test;

#[test]
fn python_sdk_drives_cordis_cli_serve_http() {
    run_python_sdk_test("test_http.py");
}

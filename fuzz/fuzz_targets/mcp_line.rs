//! `cargo +nightly fuzz run mcp_line`: see RELIABILITY.md.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| cordis_toolset_tests::fuzz::mcp_line(data));

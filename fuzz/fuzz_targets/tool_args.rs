//! `cargo +nightly fuzz run tool_args`: see RELIABILITY.md.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| cordis_toolset_tests::fuzz::tool_args(data));

//! `cargo +nightly fuzz run mount_grammar`: see RELIABILITY.md.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| cordis_toolset_tests::fuzz::mount_grammar(data));

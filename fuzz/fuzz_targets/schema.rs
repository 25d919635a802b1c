//! `cargo +nightly fuzz run schema`: see RELIABILITY.md.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| cordis_toolset_tests::fuzz::schema(data));

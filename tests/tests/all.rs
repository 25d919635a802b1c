//! The whole-system tests, one binary: each module is one file beside
//! this one (linking one binary instead of one per file is most of a
//! clean build's time). Run one file's tests with a filter, e.g.
//! `cargo test -p cordis-toolset-tests --test all worker_isolation::`.

mod attacks;
mod attacks_growth;
mod attacks_memory;
mod attacks_operator;
mod attacks_reentry;
mod attacks_sizes;
mod background;
mod bash_isolation;
mod docs;
mod everyday;
mod examples;
mod faults;
mod first_plugin;
mod fuzz_regressions;
mod habits;
mod layers;
mod mcp_client;
mod mcp_http;
mod model_text;
mod operator;
mod server_driver;
mod stress;
mod tool_list;
mod worker_isolation;

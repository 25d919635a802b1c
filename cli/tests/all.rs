//! The CLI's integration tests, one binary: each module is one file beside
//! this one, run against the built `cordis-cli`.

mod bash_isolation;
mod cli;
mod http_connections;

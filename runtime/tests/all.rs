//! The runtime's integration tests, one binary: each module is one file
//! beside this one (linking one binary instead of one per file is most
//! of a clean build's time). `soak` stays a binary of its own, as it
//! measures the process's RSS.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

mod support;

mod assignment;
mod background;
mod budgets;
mod cancel;
mod catalog;
mod check;
mod cordis_peer;
mod custom_events;
#[cfg(feature = "fs")]
mod dry_run;
#[cfg(feature = "fs")]
mod facade;
mod faults;
mod hardening;
mod inspect;
mod keep;
mod leaks;
#[cfg(feature = "fs")]
mod memory;
mod mount;
mod push;
mod receipts;
mod reentry;
mod registry;
pub mod service_macro;
mod stack;
mod stress;
mod threads;
mod tool_list;

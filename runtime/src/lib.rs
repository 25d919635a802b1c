//! cordis-toolset: a cordis-style plugin runtime that an LLM agent can see,
//! extend with sandboxed Rhai plugins, and clean up again.
#![forbid(unsafe_code)]

pub mod deadline;
pub mod services;
pub mod tools;

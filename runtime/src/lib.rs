//! cordis-toolset: a cordis-style plugin runtime that an LLM agent can see,
//! extend with sandboxed Rhai plugins, and clean up again.
//!
//! The core ([`fiber`], [`events`], [`timer`]) is synchronous and
//! `Send + Sync`: plugins run in fibers, everything they do is an effect
//! unwound when they unload, services gate plugins through `inject`.
#![forbid(unsafe_code)]

// Lets the runtime's own `#[service]` declarations use the paths the macro
// emits for downstream crates (`::cordis_toolset::__private`).
extern crate self as cordis_toolset;

pub mod builtin;
pub mod deadline;
pub mod error;
pub mod events;
pub mod fiber;
pub mod report;
pub mod sandbox;
pub mod services;
pub mod timer;
pub mod tools;
pub mod toolset;
pub mod value;

pub use cordis_toolset_catalog as catalog;
pub use cordis_toolset_catalog::Shape;
pub use cordis_toolset_macros::{Shape, events, service};
pub use error::{CallbackError, RuntimeError};
pub use fiber::{Context, Fiber, FiberId, FiberState, Plugin, Runtime};
pub use value::Value;

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;

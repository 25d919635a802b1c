//! cordis-toolset: a cordis-style plugin runtime that an LLM agent can see,
//! extend with sandboxed Rhai plugins, and clean up again.
#![forbid(unsafe_code)]

pub mod tools;

pub use cordis_toolset_catalog as catalog;
pub use cordis_toolset_catalog::Shape;
pub use cordis_toolset_macros::{Shape, events, service};

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;

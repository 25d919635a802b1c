//! Renderers of the catalog: Markdown (for `cordis_inspect` and people),
//! JSON (for tools), and `.d.rhai` definitions (for editors).
//!
//! Every renderer sorts services, events and types by name, so output only
//! changes when a declaration does — which is what the insta drift gate needs.

mod json;
mod markdown;
mod rhai;

pub use markdown::Detail;

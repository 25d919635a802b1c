//! cordis-toolset: a cordis-style plugin runtime that an LLM agent can see,
//! extend with sandboxed Rhai plugins, and clean up again.
//!
//! The core ([`fiber`], [`events`], [`timer`]) is synchronous and
//! `Send + Sync`: plugins run in fibers, everything they do is an effect
//! unwound when they unload, services gate plugins through `inject`.
//!
//! # Embedding
//!
//! An app declares its services with [`#[service]`](service) on a trait,
//! provides them through a [`ToolsetConfig`](toolset::ToolsetConfig) (under
//! the trait's own name; nothing else is granted unless asked for), and
//! drives the [`Toolset`](toolset::Toolset): the model-facing tools
//! `cordis_inspect`, `cordis_mount`, `cordis_unmount` and `cordis_call`.
//!
//! ```
//! use std::sync::{Arc, Mutex};
//! use cordis_toolset::catalog::ServiceError;
//! use cordis_toolset::sandbox::Limits;
//! use cordis_toolset::toolset::{Toolset, ToolsetConfig};
//! use cordis_toolset::{Runtime, service};
//!
//! /// Keep a to-do list.
//! #[service(name = "todo")]
//! pub trait Todo: Send + Sync {
//!     /// Add an item; returns how many items the list has now.
//!     fn add(&self, item: String) -> Result<usize, ServiceError>;
//! }
//!
//! #[derive(Default)]
//! struct InMemory(Mutex<Vec<String>>);
//!
//! impl Todo for InMemory {
//!     fn add(&self, item: String) -> Result<usize, ServiceError> {
//!         let mut items = self.0.lock().map_err(|_| ServiceError::new("the list is unavailable"))?;
//!         items.push(item);
//!         Ok(items.len())
//!     }
//! }
//!
//! let config = ToolsetConfig::new(Limits::default())
//!     .service::<dyn Todo>(Arc::new(InMemory::default()));
//! let toolset = Toolset::new(&Runtime::new(), config)?;
//! // What a model does through `cordis_mount`, then by calling the new tool:
//! toolset.mount(r#"#{ name: "todo-tool", inject: ["todo"], apply: |ctx| ctx.tools.register(#{
//!     name: "add_todo", parameters: #{ item: #{ type: "string" } },
//!     execute: |args| `${ctx.todo.add(args.item)} item(s)` }) }"#, false)?;
//! let output = toolset.call("add_todo", serde_json::json!({ "item": "ship it" }));
//! assert_eq!(output.map(|o| o.text()).as_deref(), Some("1 item(s)"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Renderers
//!
//! What the model and editors read is rendered from the declarations, never
//! written by hand:
//!
//! * the catalog ([`catalog::Catalog`], built-in one: [`builtin::catalog`]):
//!   Markdown with `render_markdown`, `render_api_markdown`,
//!   `render_events_markdown` (one entry: `ServiceEntry::render_markdown`
//!   with [`catalog::Detail`], `render_terse`), JSON with `to_json`, and
//!   `.d.rhai` files with `render_rhai_definitions` / `rhai_definition_files`;
//! * the façade `ctx` a plugin receives:
//!   [`sandbox::surface::render_facade_markdown`];
//! * the built-in tools' descriptors: [`toolset::Toolset::tools`];
//! * inspection reports: [`toolset::Toolset::inspect`].
#![forbid(unsafe_code)]

// Lets the runtime's own `#[service]` declarations use the paths the macro
// emits for downstream crates (`::cordis_toolset::__private`).
extern crate self as cordis_toolset;

pub mod deadline;
pub mod events;
pub mod fiber;
pub mod limits;
pub mod plugins;
pub mod sandbox;
pub mod services;
pub mod timer;
pub mod tools;
pub mod toolset;
pub mod value;

pub use cordis_toolset_catalog as catalog;
pub use cordis_toolset_catalog::Shape;
pub use cordis_toolset_macros::{Shape, events, service};
pub use fiber::error::{CallbackError, RuntimeError};
pub use fiber::{Context, Fiber, FiberId, FiberState, Plugin, Runtime};
pub use fiber::{error, report};
pub use toolset::builtin;
pub use value::Value;

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;

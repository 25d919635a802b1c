//! cordis-toolset: a cordis-style plugin runtime that an LLM agent can see,
//! extend with sandboxed Rhai plugins, and clean up again.
//!
//! The core ([`Runtime`], [`Plugin`], [`Context`]) is synchronous and
//! `Send + Sync`: plugins run in fibers, everything they do is an effect
//! unwound when they unload, services gate plugins through `inject`.
//!
//! # Embedding
//!
//! An app declares its services with [`#[service]`](service) on a trait,
//! provides them through a [`ToolsetConfig`] (under
//! the trait's own name; nothing else is granted unless asked for), and
//! drives the [`Toolset`]: the model-facing tools
//! `cordis_inspect`, `cordis_mount`, `cordis_unmount` and `cordis_call`.
//!
//! ```
//! use std::sync::{Arc, Mutex};
//! use cordis_toolset::catalog::ServiceError;
//! use cordis_toolset::{Limits, Runtime, Toolset, ToolsetConfig, service};
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
//! **One list.** The configuration is the app's one list of services: the
//! toolset runs what it provides, and [`ToolsetConfig::catalog`] is the
//! catalog of the same value, the one [`Toolset::catalog`] shows and
//! `cordis_inspect` reads. An app snapshots it (`insta`) to review what
//! the model reads; a service added to the config is in the snapshot.
//!
//! **Built-in services beside the app's own**: each is a cargo feature
//! (`fs`, `bash`, `web`) and a `#[service]` like the app's, provided the
//! same way; `.timer()` grants `ctx.timer`:
//!
//! ```
//! # #[cfg(feature = "fs")] {
//! # use std::sync::Arc;
//! use cordis_toolset::services::{Fs, FsConfig, FsService};
//! # use cordis_toolset::{Limits, ToolsetConfig};
//! # let root = std::env::temp_dir();
//! let config = ToolsetConfig::new(Limits::default())
//!     // .service::<dyn Todo>(Arc::new(InMemory::default()))   the app's own, as above
//!     .service::<dyn Fs>(Arc::new(FsService::new(FsConfig { root, ..FsConfig::default() })?))
//!     .timer();
//! assert_eq!(config.service_names(), ["fs", "timer"]);
//! assert!(config.catalog().get_service("fs").is_some());
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! **Async apps** enable the `tokio` feature: `Toolset::call_async`,
//! `call_with_async`, `mount_async` and `unmount_async` run on tokio's
//! blocking pool, and dropping their future cancels the call (the script
//! stops at its next operation). **Serving the toolset over MCP** is the
//! CLI crate's `cordis_toolset_cli::Serve` (stdio or HTTP, the options of
//! `cordis-cli serve`), e.g. `Serve::new(|| Toolset::new(&Runtime::new(),
//! config())).stdio()`.
//!
//! # Cargo features
//!
//! | feature | default | what it adds |
//! | --- | --- | --- |
//! | `fs` | on | the `fs` service (`services::Fs`): files under a root (cap-std) |
//! | `bash` | on | the `bash` service: shell commands with limits (needs `fs`'s code; rustix) |
//! | `web` | on | the `web` service: HTTP(S) fetches to allowlisted hosts (ureq, rustls) |
//! | `tokio` | off | async `call`, `mount`, `unmount` that cancel on drop |
//!
//! An app with only its own services depends on this crate with
//! `default-features = false`.
//!
//! # Errors of your own
//!
//! A method may fail with `ServiceError`, a message a script's
//! `catch (err)` receives as a string, or with an error type of the app's
//! that derives [`Shape`] and serde's `Serialize` and implements `Display`.
//! The catalog then shows that type under Types and says that the method
//! throws it, and `catch (err)` receives a map: `err.kind` is the variant's
//! name, `err.message` its `Display`, and the variant's fields sit beside
//! them. Any other error type is refused where the method declares it,
//! with the ways to convert it ([`catalog::ServiceFailure`]).
//!
//! ```
//! use std::sync::Arc;
//! use cordis_toolset::{Limits, Runtime, Shape, Toolset, ToolsetConfig, service};
//!
//! /// Why a bookmark call failed.
//! #[derive(Debug, serde::Serialize, Shape)]
//! pub enum BookmarkError {
//!     /// No bookmark has this id.
//!     NotFound { id: u64 },
//!     /// Another bookmark has this URL already.
//!     Conflict { url: String },
//! }
//!
//! impl std::fmt::Display for BookmarkError {
//!     fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
//!         match self {
//!             Self::NotFound { id } => write!(f, "no bookmark has id {id}"),
//!             Self::Conflict { url } => write!(f, "{url} is bookmarked already"),
//!         }
//!     }
//! }
//!
//! /// Keep bookmarks.
//! #[service(name = "bookmarks")]
//! pub trait Bookmarks: Send + Sync {
//!     /// The URL of the bookmark with this id.
//!     fn url(&self, id: u64) -> Result<String, BookmarkError>;
//! }
//!
//! struct Empty;
//!
//! impl Bookmarks for Empty {
//!     fn url(&self, id: u64) -> Result<String, BookmarkError> {
//!         Err(BookmarkError::NotFound { id })
//!     }
//! }
//!
//! let config = ToolsetConfig::new(Limits::default()).service::<dyn Bookmarks>(Arc::new(Empty));
//! let toolset = Toolset::new(&Runtime::new(), config)?;
//! toolset.mount(r#"#{ name: "open", inject: ["bookmarks"], apply: |ctx| ctx.tools.register(#{
//!     name: "open", parameters: #{ id: #{ type: "integer" } },
//!     execute: |args| {
//!         try { ctx.bookmarks.url(args.id) }
//!         catch (err) { `${err.kind}: ${err.message} (id ${err.id})` }
//!     } }) }"#, false)?;
//! let output = toolset.call("open", serde_json::json!({ "id": 7 }));
//! assert_eq!(
//!     output.map(|o| o.text()).as_deref(),
//!     Some("NotFound: no bookmark has id 7 (id 7)")
//! );
//! let api = toolset.catalog();
//! assert!(api.render_api_markdown().contains("`err.kind` names the variant of `BookmarkError`"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # What a tool declares and returns
//!
//! Every tool, built-in or mounted, is listed as a [`ToolDescriptor`]: its
//! `input_schema`, an optional `output_schema` (the JSON Schema its
//! structured output fits) and [`ToolAnnotations`] (a `title` and the
//! read-only, destructive, idempotent and open-world hints). A plugin
//! declares them in `ctx.tools.register` with `title`, `annotations` and
//! `outputSchema` (written like `parameters`); every tool of a mount that
//! injects `web` or `bash` is open-world whatever the plugin says, and a
//! successful call of a tool with an output schema must return
//! `structuredContent` that fits it, or it fails naming the field.
//!
//! A call answers a [`ToolOutput`]: [`ContentBlock`]s, optional
//! `structured` data, and `is_error`. Blocks are MCP's kinds: text,
//! `Image` and `Audio` (base64 `data`, `mime_type`), `ResourceLink`, and an
//! embedded `Resource` ([`EmbeddedResource`] with a [`ResourceBody`] of text
//! or a base64 blob); [`ContentBlock::from_json`] reads and checks one
//! written in MCP's JSON, and a block's [`ContentBlock::size`] counts
//! against `max_result_bytes`.
//!
//! ```
//! use cordis_toolset::{ContentBlock, Limits, Runtime, Toolset, ToolsetConfig};
//!
//! let toolset = Toolset::new(&Runtime::new(), ToolsetConfig::new(Limits::default()))?;
//! toolset.mount(r#"#{ name: "dots", apply: |ctx| ctx.tools.register(#{
//!     name: "dot", title: "A dot", annotations: #{ readOnlyHint: true },
//!     outputSchema: #{ size: #{ type: "integer" } },
//!     execute: |args| #{
//!         content: [#{ type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" }],
//!         structuredContent: #{ size: 1 } } }) }"#, false)?;
//! let listed = toolset.tools().into_iter().find(|tool| tool.name == "dot");
//! let listed = listed.ok_or("dot is listed")?;
//! assert_eq!(listed.annotations.read_only_hint, Some(true));
//! assert_eq!(listed.output_schema.as_ref().map(|s| s["properties"]["size"]["type"].clone()),
//!     Some(serde_json::json!("integer")));
//! let output = toolset.call("dot", serde_json::json!({})).ok_or("dot answers")?;
//! assert!(matches!(&output.content[0], ContentBlock::Image { mime_type, .. } if mime_type == "image/png"));
//! assert_eq!(output.structured, Some(serde_json::json!({ "size": 1 })));
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
//!   [`render_facade_markdown`];
//! * the built-in tools' descriptors: [`Toolset::tools`];
//! * inspection reports: [`Toolset::inspect`].
#![forbid(unsafe_code)]
#![warn(unnameable_types)]
#![cfg_attr(docsrs, feature(doc_cfg))]

// Lets the runtime's own `#[service]` declarations use the paths the macro
// emits for downstream crates (`::cordis_toolset::__private`).
extern crate self as cordis_toolset;

// The layers stay private; what an embedding app or a host needs is
// re-exported below, deliberately. A few small modules are public as
// they are: the deadline and the cancellation a service can read, progress
// reports, the built-in services, and the operator's plugin directory (a
// host's, never a model's).
pub mod cancel;
pub mod deadline;
mod events;
mod fiber;
mod limits;
pub mod plugins;
pub mod progress;
mod sandbox;
pub mod services;
mod similar;
mod timer;
mod tools;
mod toolset;
mod value;

#[doc(inline)]
pub use cordis_toolset_catalog as catalog;
pub use cordis_toolset_catalog::{Service, ServiceError, Shape};
pub use cordis_toolset_macros::{Shape, events, service};

// The documented way in: the model-facing toolset and its setup.
pub use limits::Limits;
pub use toolset::{
    BUILTIN_TOOLS, CallOptions, FailedStart, InspectError, LiveMount, MountError, MountPreview,
    MountReport, MountState, Section, ToolOwner, Toolset, ToolsetConfig, ToolsetError,
    UnmountReceipt, builtin, code_sha256, names,
};

// Tools: what they are, what they return, and the registry they live in.
pub use tools::schema::Parameters;
pub use tools::{
    BlockError, BlockKind, ContentBlock, EmbeddedResource, Holder, ResourceBody, ToolAnnotations,
    ToolDescriptor, ToolEntry, ToolError, ToolHandler, ToolOutput, ToolRegistry, ToolSpec,
};

/// The normalized parameters of a tool, and why a schema or a call's
/// arguments were refused.
pub mod schema {
    pub use crate::tools::schema::{
        ArgumentError, Bounds, Kind, Parameters, Property, SchemaError,
    };
}

// The events the runtime raises, as the catalog declares them.
pub use tools::events::{
    ToolCallDoneInfo, ToolCallInfo, ToolEvents, ToolResult, ToolResultBlock, ToolResultResource,
};
pub use toolset::events::MountEvents;

// Services implemented in Rust, and the façade scripts reach them through.
pub use sandbox::{Declared, DryRun, SandboxError, ServiceValue, Warning};
pub use sandbox::{facade_entries, facade_markdown, render_facade_markdown};
// The words a script cannot name a variable by, for every text that lists
// them (the mount description, the CLI's `write_plugin` prompt).
pub use sandbox::teach::RESERVED_NAMES;
// Text the server did not write, made safe for the operator's terminal.
pub use sandbox::{
    Console, ConsoleLevel, ConsoleLine, escape_controls, printable, set_console, tag_lines,
};

// The runtime underneath: fibers, plugins, events, values, errors.
pub use events::{EventArgs, EventCall, ListenOptions, Next};
pub use fiber::error::{CallbackError, RuntimeError};
pub use fiber::{
    Context, EffectHandle, EffectInfo, EffectKind, EffectScope, Fiber, FiberId, FiberInfo,
    FiberState, FnPlugin, Plugin, Runtime, ServiceInfo,
};
pub use fiber::{error, report};
pub use timer::{Debounce, Throttle};
pub use value::Value;

/// Entry points for the fuzz targets and the tests that replay their
/// inputs. Not a public API.
#[doc(hidden)]
pub mod __fuzz {
    pub use crate::sandbox::{NativeFunction, ResultError, native_functions, read_tool_result};
}

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;

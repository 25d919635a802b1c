//! The API catalog of cordis-toolset: what every service, method, event and
//! type looks like to a script, generated from Rust declarations.
//!
//! * [`Shape`] + [`TypeSet`]: the declarations of the types a signature
//!   references (with their field and variant docs), collected transitively
//!   through the compiler.
//! * [`ServiceEntry`], [`MethodEntry`], [`EventEntry`]: what `#[service]` and
//!   `#[events]` generate from a trait.
//! * [`Service`] + [`ServiceObject`]: calling a service with JSON arguments,
//!   panics caught, errors quoting the signature ([`ServiceCallError`]).
//! * [`ServiceError`] or an app's own error type ([`ServiceFailure`]): what
//!   a script's `catch (err)` receives when a method fails (a message, or a
//!   [`ThrownError`] map `#{ kind, message, ...fields }`).
//! * [`Catalog`]: one explicit list, rendered as Markdown, JSON and `.d.rhai`.
#![forbid(unsafe_code)]

mod binding;
mod catalog;
mod entry;
mod error;
mod failure;
pub mod millis;
mod render;
mod service;
mod shape;

#[doc(hidden)]
pub mod __private;

pub use catalog::Catalog;
pub use entry::{
    EventEntry, EventMode, EventSet, MethodEntry, ParamEntry, ServiceEntry, summary_of,
};
pub use error::ServiceError;
pub use failure::{ServiceFailure, ThrownError};
pub use render::Detail;
pub use service::{Service, ServiceCallError, ServiceObject};
pub use shape::{
    Ambiguity, DeclKind, DeclaredShape, Field, Fields, Function, MAX_DECLARATION_CHARS, MapKey,
    Shape, TypeDecl, TypeSet, Variant,
};

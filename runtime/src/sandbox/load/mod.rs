//! Loading plugin code, on top of the rest: compiling, rewriting and
//! checking it, evaluating it and running its `apply` (`script_plugin`),
//! and the [`Sandbox`](crate::sandbox::Sandbox) a toolset holds, which
//! builds the engine and hands the runtime and the registry what only the
//! sandbox knows (`instance`).
//!
//! Imports from every room before it.

pub(super) mod instance;
pub(super) mod script_plugin;

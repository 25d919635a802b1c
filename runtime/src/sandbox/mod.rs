//! The Rhai sandbox: model-written plugins, evaluated and called under
//! budgets, seeing the runtime only through the façade `ctx`.
//!
//! One engine (from `Engine::new_raw()` plus one shared standard library,
//! no clock, no modules, no `eval`) serves every mount; each mount keeps its
//! compiled AST. Every call into script code — evaluation, `apply`, tool
//! `execute`, listeners, timers, cross-mount service calls — runs under the
//! [`Limits`]: an operation count, a wall-clock deadline, call and
//! expression depth, and data sizes.
//!
//! This file only declares the modules and re-exports what the crate uses;
//! no module here imports from it. They stand in this order, each importing
//! only from those before it:
//!
//! 1. the base: errors and the budgets' tokens (`error`), measuring values
//!    (`measure`), the stack and operation budgets (`stack`, `budget`),
//!    kept data (`retained`), growing containers (`grow`), what
//!    assignments into containers add (`writes`), names (`names`,
//!    `reserved`), quotas (`quota`), what code declares (`scan`), the last
//!    statement of each function body (`bodies`), the
//!    rewrites of model code (`rewrite`, with `calls`, `tails`, `keys` and
//!    `assigns`), a
//!    mount's code (`mount`), trampoline slots
//!    (`slots`) and what mounts share (`shared`), console output (`log`),
//!    Rust services (`service`), the dry run's recording (`dry`), the
//!    check's findings (`findings`), and teaching (`teach/`);
//! 2. the façade `ctx`, bottom-up: its opaque types and what each is
//!    (`handles`), the conversion of values crossing (`cross`); its
//!    declarations (`declare`, `surface`) and the teaching of its forms
//!    (`usage`); script calls (`call`), calls between mounts (`bridge`),
//!    service handles' methods (`handle`), reading a tool's result
//!    (`result`), what a tool declares for clients and checking its
//!    structured output (`hints`); and its implementation (`facade`), which looks its
//!    members up in the declarations;
//! 3. the engine: `engine`, `stdlib`, and the functions that check a
//!    result's size before building it (`bounded`);
//! 4. the check and loading: `check` (with `copies`, `escapes`, `bare`), `plugin`,
//!    and the [`Sandbox`] itself (`instance`).

mod budget;
mod check;
mod engine;
mod facade;
mod instance;
mod plugin;
mod rewrite;
mod size;
pub mod teach;

pub use crate::limits::Limits;
pub use budget::error::SandboxError;
pub use check::chains::{CheckAgainst, Warning};
pub use check::findings::{EventUse, Finding, Problem};
pub use engine::natives::{NativeFunction, native_functions};
pub use facade::dry::DryRun;
pub use facade::log::{
    Console, ConsoleLevel, ConsoleLine, escape_controls, set_console, tag_lines,
};
pub use facade::names::printable;
pub use facade::result::{ResultError, from_dynamic as read_tool_result};
pub use facade::service::ServiceValue;
pub(crate) use facade::surface::injected_services;
pub use facade::surface::{facade_entries, render_facade_markdown};
pub use instance::Sandbox;
pub use plugin::ScriptPlugin;
pub use rewrite::scan::Declared;

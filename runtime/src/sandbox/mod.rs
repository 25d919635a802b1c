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
//! The sandbox is in rooms, one folder each, that stand in this order; a
//! room imports only from itself and the rooms before it
//! (`tests/tests/layers.rs` holds them to it). Each room's `mod.rs` says
//! what its files are.
//!
//! 1. `size/`: how much a script value holds, and what growing or writing
//!    into a container adds;
//! 2. `rewrite/`: model code rewritten before it runs, and what it
//!    declares;
//! 3. `teach/`: the words a model reads when something fails, and the
//!    hints for another language's habits;
//! 4. `budgets/`: what a call may spend (errors, the stack, the per-call
//!    frame, kept data, quotas, costs) and the mount's code it is charged
//!    to;
//! 5. `facade/`: the façade `ctx`, bottom-up, and what it reaches (names,
//!    services, slots, console output, calls between mounts);
//! 6. `engine/`: the one locked-down engine, its standard library and the
//!    functions that check a result's size before building it;
//! 7. `check/`: the static check of plugin code and its findings;
//! 8. `load/`: loading plugin code, and the [`Sandbox`] itself.
//!
//! This file only declares the rooms, in that order, and re-exports what
//! the crate uses; no room imports from it.

mod size;

mod rewrite;

pub mod teach;

mod budgets;

mod facade;

mod engine;

mod check;

mod load;

pub use crate::limits::Limits;
pub use budgets::error::SandboxError;
pub use check::chains::{CheckAgainst, Warning};
pub use check::findings::{EventUse, Finding, Problem};
pub use engine::natives::{NativeFunction, native_functions};
pub use facade::dry::DryRun;
pub use facade::log::{
    Console, ConsoleLevel, ConsoleLine, escape_controls, set_console, tag_lines,
};
pub use facade::names::printable;
pub use facade::result::{ResultError, from_dynamic as read_tool_result};
pub use facade::service_value::ServiceValue;
pub(crate) use facade::surface::injected_services;
pub use facade::surface::{facade_entries, facade_markdown, render_facade_markdown};
pub use load::instance::Sandbox;
pub use load::script_plugin::ScriptPlugin;
pub use rewrite::scan::Declared;

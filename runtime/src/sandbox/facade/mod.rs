//! The façade `ctx` a mounted plugin's `apply` receives, and what it
//! reaches, bottom-up:
//!
//! * what it is built on: the names a script chooses (`names`) and those
//!   the core keeps for itself (`reserved`), Rust services as the runtime
//!   holds them (`service_value`), a dry run's recording (`dry`), the
//!   trampoline slots of functions a mount provides (`slots`), what every
//!   mount of a sandbox shares (`sandbox_core`), and console output
//!   (`log`);
//! * its opaque values, the types only, and `opaque()`, the one place that
//!   tells them from data (`opaque`); the conversion of values crossing
//!   (`cross`);
//! * its declarations (`declare`, `surface`) and the teaching of wrong
//!   calls from them (`usage`);
//! * calls of script functions under the budgets (`script_call`), calls
//!   between mounts (`bridge`), methods of service handles
//!   (`service_methods`), reading a tool's result (`result`), what a tool
//!   declares for clients and checking its structured output (`hints`);
//! * on top, what `ctx` and its parts do (`ctx`), which looks its members
//!   up in `surface`, and what printing a façade value shows (`shown`).
//!
//! Imports from `size/`, `teach/` and `budgets/`, of the sandbox's rooms; a
//! new façade object adds its type to `opaque` (a test in `surface` says
//! so).

pub(super) mod bridge;
pub(super) mod cross;
pub(super) mod ctx;
pub(super) mod declare;
pub(super) mod dry;
pub(super) mod hints;
pub(super) mod log;
pub(super) mod names;
pub(super) mod opaque;
pub(super) mod reserved;
pub(super) mod result;
pub(super) mod sandbox_core;
pub(super) mod script_call;
pub(super) mod service_methods;
pub(super) mod service_value;
pub(super) mod shown;
pub(super) mod slots;
pub(super) mod surface;
pub(super) mod usage;

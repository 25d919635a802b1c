//! The one Rhai engine every mount shares: built locked down, from
//! `Engine::new_raw()` with the budgets' callbacks and the façade's
//! functions registered (`locked_down`); what a model expects of a
//! standard library beyond Rhai's own (`stdlib`); the functions whose
//! result can outgrow their inputs, which check its size before building
//! it (`bounded`); and the native functions it offers, for the fuzz
//! targets (`natives`).
//!
//! Imports from `size/`, `teach/`, `budgets/` and `facade/`, of the
//! sandbox's rooms.

pub(super) mod bounded;
pub(super) mod locked_down;
pub(super) mod natives;
pub(super) mod stdlib;

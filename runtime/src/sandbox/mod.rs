//! The Rhai sandbox in which model-written plugin code runs: one locked-down
//! engine, budgets on all script execution, and errors that teach.
//!
//! So far this holds [`teach`], which turns Rhai's parse and runtime errors
//! into messages a model can act on.

pub mod teach;

//! The value type that crosses the runtime: event payloads, services,
//! plugin configs, listener results.
//!
//! It is Rhai's `Dynamic` (with the `sync` feature it is `Send + Sync`), so
//! values pass between Rust and scripts without conversion.

/// A value held or passed by the runtime.
pub type Value = rhai::Dynamic;

/// Whether a listener's result counts as "no result" for `serial`/`bail`:
/// unit or `false`.
pub(crate) fn is_nothing(value: &Value) -> bool {
    value.is_unit() || value.as_bool().is_ok_and(|b| !b)
}

//! Model code read and rewritten before it runs, as text and as Rhai's
//! AST: the text inserted and how positions map back (`splice`), the
//! rewrites themselves (`closure_calls`: `f(x)` of a function value to
//! `f.call(x)`; `tails`: a `try`/`catch` that ends a function; `escapes`:
//! `\n` between backticks as JavaScript reads it; `reparse`: code the
//! parser refuses where the meaning is plain, edited and parsed again, with
//! `keys` (reserved words as map keys) and `try_values` (a `try`/`catch`
//! written as a value); `assigns`: assignments into a container
//! routed through `size::writes`), the last statement of each body and
//! the links of a dot chain (`bodies`), and what the code declares it will
//! do (`scan`).
//!
//! Imports from `size/` only, of the sandbox's rooms.

pub(super) mod assigns;
pub(super) mod bodies;
pub(super) mod closure_calls;
pub(super) mod escapes;
pub(super) mod keys;
pub(super) mod reparse;
pub(super) mod scan;
pub(super) mod splice;
pub(super) mod tails;
pub(super) mod try_values;

//! Advice that both the parse-time hints (`habits.rs`) and the runtime
//! ones (`runtime.rs`) give.

/// What a model looping over a map (`for (key, value) in m`) is told.
pub(super) const MAP_LOOP: &str = "a map is not iterable (nor is `for (key, value) in ...`): write `for key in m.keys() { let value = m[key]; }`";
/// What a model reaching for the time (`Date.now()`, `timestamp()`) is told.
pub(super) const NO_CLOCK: &str = "the sandbox has no clock: take the time as a tool parameter, or use the timer service for delays";

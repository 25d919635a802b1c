//! What a script that calls a JavaScript or Node global (`require`,
//! `setTimeout`, `fetch`) is told to use instead (`engine/locked_down.rs`
//! registers each name as a function that fails with its advice), and the
//! Python functions the sandbox has under their own names.

/// JavaScript/Node names that exist in the sandbox only to redirect, and
/// what each one's call is told to use instead.
pub(crate) const TRAPS: &[(&str, &str)] = &[
    (
        "require",
        "there are no modules: reach files with ctx.fs (inject: [\"fs\"]), processes with ctx.bash (inject: [\"bash\"]), HTTP with ctx.web (inject: [\"web\"])",
    ),
    (
        "setTimeout",
        "use the timer service: add \"timer\" to inject, then ctx.timer.setTimeout(|| { ... }, ms)",
    ),
    (
        "setInterval",
        "use the timer service: add \"timer\" to inject, then ctx.timer.setInterval(|| { ... }, ms)",
    ),
    (
        "setImmediate",
        "use the timer service: add \"timer\" to inject, then ctx.timer.setTimeout(|| { ... }, 0)",
    ),
    (
        "clearTimeout",
        "use the timer service: ctx.timer.clear(id) with the id setTimeout returned (inject: [\"timer\"])",
    ),
    (
        "clearInterval",
        "use the timer service: ctx.timer.clear(id) with the id setInterval returned (inject: [\"timer\"])",
    ),
    (
        "fetch",
        "use the web service: add \"web\" to inject, then ctx.web.fetch(url)",
    ),
];

/// Python's functions the sandbox has under their Python names
/// (`engine/exact.rs`): a form may call them as Python does, with no
/// import to replace.
pub(crate) const PYTHON_FUNCTIONS: &[&str] = &["fsum", "mean"];

//! What a script is told to do when it trips a limit: its time or
//! operations budget, the depth of its calls, the size of its data, of a
//! mount's data or of its code. The limit that tripped and its numbers are
//! said where it is caught (`budgets/error.rs`, `engine/locked_down.rs`,
//! `facade/cross.rs`); the advice is here.

/// After "the script ran past its time budget …".
pub(crate) const TIMEOUT: &str =
    "make loops end sooner, do less per call, or use the timer service for work spread over time";

/// After "the script ran more than N operations …".
pub(crate) const OPERATIONS: &str = "check for a loop that never ends, or do less per call: each expression a loop runs counts, once per turn, so take a long range in parts through the tool's arguments (a start and an end), or find a way with fewer turns";

/// After "calls nested deeper than N levels …".
pub(crate) const TOO_DEEP: &str =
    "look for recursion without an end, or services that call each other in a loop";

/// After "a string / an array / a map grew past its limit …".
pub(crate) const TOO_LARGE: &str = "keep data smaller, or return it in parts";

/// After "the plugin's data grew past N bytes …".
pub(crate) const MOUNT_TOO_LARGE: &str = "keep less, e.g. drop old entries with map.remove(key), keep a count instead of the items, or work on smaller pieces";

/// After "the plugins' data together would grow past N bytes …".
pub(crate) const MOUNTS_TOO_LARGE: &str = "unmount a mount you no longer need (cordis_inspect { what: \"temporary\" } lists them), or keep less";

/// After "a value nested arrays or maps more than N levels deep …".
pub(crate) const TOO_NESTED: &str =
    "keep data flatter, e.g. a list of records rather than lists inside lists";

/// After "the code is N bytes, more than the M bytes a mount accepts".
pub(crate) const SOURCE_TOO_LARGE: &str = "split it into several mounts";

/// After "X would bring more than N units into the script …".
pub(crate) const ENTERING: &str = "pass less data at once, e.g. split it over several calls";

/// `sleep(seconds)` asked for more than the `left_ms` of the script's
/// `limit_ms` budget that are left.
pub(crate) fn sleep_past_budget(seconds: f64, left_ms: u128, limit_ms: u64) -> String {
    format!(
        "sleep({seconds}) would run past the script's time budget: {left_ms} ms of its {limit_ms} ms are left. Sleep for less than that (sleep takes seconds, e.g. sleep(0.1)), or run the work later with the timer service (inject \"timer\", then ctx.timer.setTimeout(|| {{ ... }}, 1000))"
    )
}

/// After "this plugin already provides N services, the most one mount may
/// provide".
pub(crate) const ONE_SERVICE: &str = "provide one service whose value is a map of functions, e.g. ctx.provide(\"my_tools\", #{ first: |x| x, second: |x| x })";

/// After "this plugin already has N listeners, the most one mount may have".
pub(crate) const ONE_LISTENER: &str =
    "listen once per event and handle every case inside that one listener";

/// After "this plugin already has N tools" or "the server already has N
/// tools".
pub(crate) const ONE_TOOL: &str = "combine related tools into one that takes an `action` parameter";

/// After "the server already has N tools", before [`ONE_TOOL`].
pub(crate) const UNMOUNT_TOOLS: &str =
    "unmount tools you no longer need (cordis_inspect { what: \"temporary\" } lists the mounts)";

/// After "the plugin's code … counts as … past max_mount_bytes".
pub(crate) const SMALLER_CODE: &str = "write less code: fewer and shorter functions, data kept in maps the code reads instead of written out as code, or split it into several mounts";

/// After "the plugin's code … counts as … past max_total_bytes".
pub(crate) const FEWER_MOUNTS: &str = "unmount a mount you no longer need (cordis_inspect { what: \"temporary\" } lists them), then mount this again";

//! Every limit in one place: the budgets script execution runs under
//! (configurable under `[limits]`), and the fixed bounds the stack budget
//! is sized for.

use std::time::Duration;

use serde::{Deserialize, Serialize};

/// Budgets for script execution, one set for the whole sandbox.
///
/// They bound every evaluation *and* every later callback (tool execute,
/// listener, timer, cross-mount call): each top-level call gets a fresh
/// operation count and its own deadline. A nested call (a service of
/// another mount, a tool run by `ctx.tools.execute`, a listener reached by
/// `ctx.emit`) shares its caller's deadline and operation count, and the
/// hooks and listeners of a tool call share its deadline. The stack script
/// calls need follows from these limits (`Limits::script_stack_size`).
///
/// Every field is set on the engine explicitly: Rhai's defaults differ
/// between debug and release builds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Limits {
    /// Operations one call may run (Rhai counts roughly one per expression).
    pub max_operations: u64,
    /// Wall-clock time one call may take, time spent in Rust services
    /// included, in milliseconds.
    pub timeout_ms: u64,
    /// Depth of nested script function calls.
    pub max_call_levels: usize,
    /// Depth of nested expressions at the top level.
    pub max_expr_depth: usize,
    /// Depth of nested expressions inside functions and closures.
    pub max_function_expr_depth: usize,
    /// Bytes in one string.
    pub max_string_size: usize,
    /// Items in one array.
    pub max_array_size: usize,
    /// Properties in one object map (growth by `m[k] = v` included).
    pub max_map_size: usize,
    /// Script calls nested in one another on one thread, of every kind: a
    /// tool run by `ctx.tools.execute`, a service of another mount, a
    /// listener reached by `ctx.emit`, a hook and the tool its `next()` runs.
    pub max_nested_calls: usize,
    /// Bytes of one source text given to `cordis_mount`.
    pub max_source_size: usize,
    /// Bytes one mount may hold: its compiled code, tools, listeners,
    /// timers and provided functions (each at the memory it was measured to
    /// take: 40 per byte of code, 12 KiB a mount, 2.5 KiB a tool, 512 a
    /// listener, 384 a timer, 2 KiB a provided function), what it keeps
    /// between calls (the variables its functions capture, the values it
    /// provides) and, within one call, that call's variables. Measured, not
    /// allocated: strings by their length, array items, map entries and
    /// keys at a fixed cost each.
    pub max_mount_bytes: usize,
    /// Bytes of data all mounts of one runtime may hold together between
    /// calls, measured like `max_mount_bytes`: many mounts, each under its
    /// own limit, cannot add up to the machine's memory.
    pub max_total_bytes: usize,
    /// Tools one mount may register.
    pub max_mount_tools: usize,
    /// Listeners (`ctx.on`, `ctx.once`) one mount may have at once.
    pub max_mount_listeners: usize,
    /// Services (`ctx.provide`) one mount may provide at once, and
    /// services (`inject`) one plugin may inject.
    pub max_mount_services: usize,
    /// Tools registered by all plugins together, so `tools/list` stays
    /// bounded.
    pub max_tools: usize,
    /// Bytes of one event name, service name or plugin name (event and
    /// service names also keep to ASCII letters, digits and `_ - . / :`).
    pub max_name_bytes: usize,
    /// Bytes of one tool's description and title together.
    pub max_description_bytes: usize,
    /// Bytes of one tool's parameter schema, as `tools/list` shows it.
    pub max_schema_bytes: usize,
    /// Text one tool result may carry, in bytes; past it the text is cut
    /// and ends with `… [truncated: N more bytes]`.
    pub max_result_bytes: usize,
    /// Mounts (`cordis_mount`) one runtime may hold at once, pending ones
    /// included; a dry run past it is refused too. Each mount costs memory
    /// beyond what the byte budgets count, and every inspection walks them
    /// all.
    pub max_mounts: usize,
    /// Mounts that may wait as `pending` (for services not provided yet)
    /// at once.
    pub max_pending_mounts: usize,
    /// Events that may wait for one busy mount (emitted to its listeners
    /// while it runs a callback on another thread).
    pub max_queued_events: usize,
    /// Bytes of payload the events waiting for one busy mount may hold,
    /// measured like `max_mount_bytes`.
    pub max_queued_bytes: usize,
    /// Shortest period `ctx.timer.setInterval` runs at, in milliseconds (a
    /// shorter one is raised to it): an interval is never a busy loop.
    pub min_interval_ms: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_operations: 2_000_000,
            timeout_ms: 5_000,
            max_call_levels: 32,
            max_expr_depth: 64,
            max_function_expr_depth: 32,
            max_string_size: 1024 * 1024,
            max_array_size: 100_000,
            max_map_size: 10_000,
            max_nested_calls: 8,
            max_source_size: 256 * 1024,
            max_mount_bytes: 64 * 1024 * 1024,
            max_total_bytes: 512 * 1024 * 1024,
            max_mount_tools: 256,
            max_mount_listeners: 1024,
            max_mount_services: 64,
            max_tools: 1024,
            max_name_bytes: 128,
            max_description_bytes: 2048,
            max_schema_bytes: 8192,
            max_result_bytes: 64 * 1024,
            max_mounts: 256,
            max_pending_mounts: 32,
            max_queued_events: 256,
            max_queued_bytes: 8 * 1024 * 1024,
            min_interval_ms: 10,
        }
    }
}

impl Limits {
    /// Deepest nesting a script value may reach (arrays and maps in each
    /// other). Fixed: the walks over values and the stack budget
    /// ([`Limits::script_stack_size`]) are sized for it.
    pub const MAX_VALUE_NESTING: usize = 48;
    /// Deepest nesting of data that crosses between mounts (arguments and
    /// results of provided functions, event payloads). Fixed, as above.
    pub const MAX_CROSSING_DEPTH: usize = 64;
    /// Deepest nesting of a tool's parameters (`properties` in
    /// `properties`, `items` in `items`). Fixed, as above.
    pub const MAX_SCHEMA_DEPTH: usize = 32;
    /// Variables one script may have in scope at once.
    pub const MAX_VARIABLES: usize = 10_000;
    /// Functions (`fn`) one mount's code may define.
    pub const MAX_FUNCTIONS: usize = 1_000;
    /// The most characters one `cordis_inspect` answer holds; past it, the
    /// largest sections are summarized (counts, the last entries, how to
    /// narrow).
    pub const MAX_INSPECT_CHARS: usize = 16_000;
    /// How long a callback waits for its fiber's turn, and disposal for a
    /// running callback, before giving up (a guard against cross-fiber
    /// deadlocks, not a normal path).
    pub const TURN_WAIT: std::time::Duration = std::time::Duration::from_secs(30);
    /// Most workers running timer callbacks at once: up to this many fibers'
    /// callbacks run side by side.
    pub const MAX_TIMER_WORKERS: usize = 16;
    /// Events about built-in tool calls waiting for the observer thread at
    /// most; past that, new ones are dropped and reported.
    pub const MAX_OBSERVER_BACKLOG: usize = 1024;
    /// Longest plugin name a file `cordis_keep` writes may have.
    pub const MAX_KEPT_NAME: usize = 64;
    /// Deepest nesting the measuring of a value descends into; deeper parts
    /// count as too deep.
    pub const MAX_MEASURE_DEPTH: usize = 128;
    /// Strings Rhai's interner keeps. The interner evicts by scanning the
    /// whole cache, one scan per string it takes in once full, and the
    /// live mounts' code holds on to what it interned: past a few hundred
    /// live mounts the cache stays full and every mount paid about 27
    /// scans. At 64 (Rhai's default is 256) a mount at 1,000 live costs 10 %
    /// fewer instructions and one at 10 live the same; 16 and none at all
    /// each cost a live mount about 1 KB more memory, and a bigger cache
    /// made each mount slower (47 µs vs 35 µs back to back).
    pub const MAX_STRINGS_INTERNED: usize = 64;

    /// The per-call wall-clock budget.
    pub fn timeout(&self) -> Duration {
        Duration::from_millis(self.timeout_ms)
    }

    /// Apply the engine-level limits.
    pub(crate) fn apply(&self, engine: &mut rhai::Engine) {
        engine.set_max_operations(self.max_operations);
        engine.set_max_call_levels(self.max_call_levels);
        engine.set_max_expr_depths(self.max_expr_depth, self.max_function_expr_depth);
        engine.set_max_string_size(self.max_string_size);
        engine.set_max_array_size(self.max_array_size);
        engine.set_max_map_size(self.max_map_size);
        engine.set_max_modules(0);
        engine.set_max_variables(Self::MAX_VARIABLES);
        engine.set_max_functions(Self::MAX_FUNCTIONS);
        engine.set_max_strings_interned(Self::MAX_STRINGS_INTERNED);
    }
}

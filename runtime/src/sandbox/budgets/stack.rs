//! How much stack script code can need, and making sure it has it.
//!
//! Rhai is a tree-walking interpreter: every script call level and every
//! level of expression nesting is a set of Rust frames. One script call can
//! therefore use up to [`Limits::call_stack_size`] bytes of stack, and a
//! call that re-enters the runtime (`ctx.tools.execute`, a service of another
//! mount, `ctx.emit` reaching a listener, `next()` in a hook) starts another
//! such call on the same thread, up to [`Limits::max_nested_calls`] deep.
//!
//! Two things follow from that, and both are done:
//!
//! * every script call first makes sure the stack left on its thread holds
//!   its own worst case, and runs on a fresh stack segment when it does not
//!   ([`ensure`], with the `stacker` crate), so no input overflows a stack
//!   on any thread, however it was sized;
//! * the threads the toolset runs scripts on are started with
//!   [`Limits::script_stack_size`] bytes, enough for the deepest nesting the
//!   limits allow, so that no call there ever needs a segment.
//!
//! The per-frame sizes below were measured in a debug build (the larger;
//! release frames are several times smaller) with `tests/stack.rs`, which
//! also fails if a Rhai or toolchain update makes them grow past these
//! figures.

use crate::limits::Limits;

/// Stack of one Rhai script call level, apart from expression nesting
/// (measured: 42 KB).
pub(crate) const CALL_FRAME: usize = 64 * 1024;
/// Stack of one level of expression nesting (measured: at most 5.6 KB, for
/// `switch` arms; most expressions take 3 to 4.5 KB).
pub(crate) const EXPR_FRAME: usize = 8 * 1024;
/// Stack between one script call and the next nested one: the façade or
/// trampoline, the tool registry, the budget frame and Rhai's call set-up
/// (measured: 70 KB), with room for a Rust service called at that level.
pub(crate) const REENTRY_FRAME: usize = 256 * 1024;
/// Stack a thread uses before its first script call (the async runtime,
/// the MCP layer, the tool registry), with room to spare.
pub(crate) const THREAD_BASE: usize = 2 * 1024 * 1024;

impl Limits {
    /// Stack one script call may need, nested calls not included: its
    /// deepest chain of script function calls, each with its deepest
    /// expressions, plus the top-level expressions of a mount's code (or the
    /// parser's recursion over them) and the Rust frames around it.
    pub fn call_stack_size(&self) -> usize {
        let per_level =
            CALL_FRAME.saturating_add(self.max_function_expr_depth.saturating_mul(EXPR_FRAME));
        self.max_call_levels
            .saturating_add(1)
            .saturating_mul(per_level)
            .saturating_add(self.max_expr_depth.saturating_mul(EXPR_FRAME))
            .saturating_add(REENTRY_FRAME)
    }

    /// Stack a thread that runs script calls needs so that none of them,
    /// nested as deeply as [`Limits::max_nested_calls`] allows, ever needs
    /// a fresh stack segment.
    pub fn script_stack_size(&self) -> usize {
        self.max_nested_calls
            .saturating_add(1)
            .saturating_mul(self.call_stack_size())
            .saturating_add(THREAD_BASE)
    }

    /// Stack a thread needs for one script call that nests none: nested
    /// calls then run on fresh segments, allocated when they happen and
    /// freed when they return. For threads whose stacks count against a
    /// memory bound (`cordis-cli serve`'s workers, under `RLIMIT_DATA`),
    /// where [`Limits::script_stack_size`] reserved up front for every
    /// thread would use the bound up (about 104 MiB a thread at the
    /// defaults, against 13 MiB).
    pub fn call_thread_stack_size(&self) -> usize {
        self.call_stack_size().saturating_add(THREAD_BASE)
    }
}

/// Run `f` with at least [`Limits::call_stack_size`] bytes of stack: on
/// this thread when that much is left, else on a fresh segment of that
/// size (freed when `f` returns).
pub(crate) fn ensure<R>(limits: &Limits, f: impl FnOnce() -> R) -> R {
    let needed = limits.call_stack_size();
    stacker::maybe_grow(needed, needed, f)
}

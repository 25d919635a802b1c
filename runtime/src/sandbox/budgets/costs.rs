//! What a mount's structures count toward `max_mount_bytes` and
//! `max_total_bytes` besides its data: its compiled code, its tools (and
//! their texts), listeners, timers and provided functions (trampoline
//! slots), each at the resident memory it was measured to take (rounded
//! up). Measured by `cargo bench -p cordis-toolset --bench mount_costs`;
//! the table is in RELIABILITY.md.

/// Counted bytes of one mount, whatever its code: 11.5 KB measured.
pub(crate) const MOUNT: usize = 12 * 1024;
/// Counted bytes per byte of source code, compiled and kept: 40 measured
/// (500 small functions).
pub(crate) const CODE_BYTE: usize = 40;
/// Counted bytes of one listener: 471 measured.
pub(crate) const LISTENER: usize = 512;
/// Counted bytes of one timer: 360 measured.
pub(crate) const TIMER: usize = 384;
/// Counted bytes of one tool: 2,488 measured.
pub(crate) const TOOL: usize = 2_560;
/// Counted bytes per byte of a tool's description, title and schema: 3.1
/// measured.
pub(crate) const TOOL_TEXT_BYTE: usize = 4;
/// Counted bytes of one provided function (its trampoline slot): 1,906
/// measured.
pub(crate) const SLOT: usize = 2_048;

/// Counted bytes of a mount's code of `source` bytes.
pub(crate) fn code(source: usize) -> usize {
    MOUNT.saturating_add(source.saturating_mul(CODE_BYTE))
}

/// Counted bytes of a tool whose description, title and schema take
/// `text` bytes.
pub(crate) fn tool(text: usize) -> usize {
    TOOL.saturating_add(text.saturating_mul(TOOL_TEXT_BYTE))
}

//! The finding "resident memory grew past twice what the runtime counts"
//! (issue 25): a native function that builds a result before checking its
//! size holds memory no limit sees.
//!
//! There is no public reading of the bytes the runtime counts, so the
//! ceiling is the fuzz toolset's `max_total_bytes`: one mount at a time
//! is alive in a fuzz process, and what one mount may hold is counted
//! against `max_mount_bytes`, which the fuzz limits keep below it. The
//! growth is the peak resident set during the input (`VmHWM`, reset at its
//! start by writing `5` to `/proc/self/clear_refs`) less the resident set
//! at its start (`VmRSS`); where the peak cannot be reset, the resident set
//! at the end is used instead.

/// What is allowed on top of twice the counted bytes: memory a mount takes
/// that no limit measures — the parse and its AST, the worker's stack, the
/// allocator's per-thread arenas and caches, libFuzzer's own bookkeeping.
/// The committed seeds grow by at most 5 MiB; 64 MiB leaves room for
/// allocator noise and still catches one result of a few hundred
/// megabytes built before a check.
pub const BASELINE_BYTES: u64 = 64 * 1024 * 1024;

/// The resident set at the start of one input.
pub struct Start {
    /// `VmRSS` at the start, in bytes.
    rss: u64,
    /// Whether the peak (`VmHWM`) was reset to it.
    peak_reset: bool,
}

impl Start {
    /// Reads the resident set and resets the peak to it.
    pub fn now() -> Self {
        let peak_reset = std::fs::write("/proc/self/clear_refs", "5").is_ok();
        Self {
            rss: status_bytes("VmRSS:").unwrap_or(0),
            peak_reset,
        }
    }

    /// Panics when the input made the process grow past twice
    /// `counted_ceiling` plus [`BASELINE_BYTES`]; `plugin` is named in the
    /// message.
    pub fn check(&self, counted_ceiling: usize, plugin: &str) {
        let end = if self.peak_reset {
            status_bytes("VmHWM:")
        } else {
            status_bytes("VmRSS:")
        };
        let Some(end) = end else {
            return; // no /proc: nothing to compare
        };
        let growth = end.saturating_sub(self.rss);
        let counted = u64::try_from(counted_ceiling).unwrap_or(u64::MAX);
        let allowed = counted.saturating_mul(2).saturating_add(BASELINE_BYTES);
        assert!(
            growth <= allowed,
            "resident memory grew by {} MiB during one input, past 2 × {} MiB counted + {} MiB:\n{plugin}",
            growth >> 20,
            counted >> 20,
            BASELINE_BYTES >> 20,
        );
    }
}

/// A `kB` line of `/proc/self/status`, in bytes.
fn status_bytes(key: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find_map(|line| line.strip_prefix(key))?;
    let kib: u64 = line.trim().trim_end_matches("kB").trim().parse().ok()?;
    Some(kib * 1024)
}

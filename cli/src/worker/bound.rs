//! The kernel's bound on a worker's memory (`--worker-memory`), which the
//! worker puts on itself before it builds a runtime: `RLIMIT_DATA`, the
//! private writable memory of the process (heap, anonymous mappings, thread
//! stacks). An allocation past it fails, and Rust ends the process on a
//! failed allocation: the worker dies, the server does not.
//!
//! `RLIMIT_DATA` rather than `RLIMIT_AS`: the address space also counts
//! reservations that never hold memory (the allocator's arenas, guard
//! pages), so a bound on it trips long before the memory is used.

use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};

/// What [`apply`] put in place, in words for the start message.
pub fn apply(bytes: u64) -> Result<String, std::io::Error> {
    let previous = getrlimit(Resource::Data);
    // Never raise a bound someone above us set lower.
    let bytes = previous.maximum.map_or(bytes, |max| max.min(bytes));
    setrlimit(
        Resource::Data,
        Rlimit {
            current: Some(bytes),
            maximum: Some(bytes),
        },
    )?;
    Ok(format!("memory bounded at {} (RLIMIT_DATA)", human(bytes)))
}

/// `bytes` in the largest binary unit that keeps it whole, or in bytes
/// (`2 GiB`, `1536 MiB`, `1000 bytes`).
pub fn human(bytes: u64) -> String {
    const UNITS: [(u64, &str); 3] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")];
    UNITS
        .iter()
        .find(|(size, _)| bytes >= *size && bytes.is_multiple_of(*size))
        .map_or_else(
            || format!("{bytes} bytes"),
            |(size, unit)| format!("{} {unit}", bytes / size),
        )
}

#[cfg(test)]
mod tests {
    use super::human;

    #[test]
    fn sizes_read_in_the_largest_whole_unit() {
        assert_eq!(human(2 << 30), "2 GiB");
        assert_eq!(human(1536 << 20), "1536 MiB");
        assert_eq!(human(1000), "1000 bytes");
    }
}

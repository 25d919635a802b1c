//! `mount/many_live`: mount 1,000 plugins of the node:vm baseline's workload
//! and keep them live; report resident memory per live mount (from
//! `/proc/self/statm`) and the time per mount as the live count grows.
//!
//! A plain `main` (criterion measures time, not memory): it runs once in its
//! own process so the figures are not mixed with other benchmarks' heaps.
//! Prints a human line and one `MANY_LIVE_JSON {...}` line for `bench/run.sh`.
#![allow(clippy::expect_used, clippy::unwrap_used)] // a failed setup is the benchmark failing

mod common;

use std::time::{Duration, Instant};

use serde_json::json;

/// How many mounts stay live (the baseline's MEM_N).
const LIVE: usize = 1_000;

/// The middle of `xs`.
fn median(mut xs: Vec<Duration>) -> Duration {
    xs.sort();
    xs[xs.len() / 2]
}

/// Runs [`bench`] on a thread with the stack script calls need under the
/// default limits, as the CLI does.
fn main() {
    let stack = cordis_toolset::Limits::default().script_stack_size();
    std::thread::Builder::new()
        .stack_size(stack)
        .spawn(bench)
        .expect("start the bench thread")
        .join()
        .expect("the bench ran");
}

fn bench() {
    // `cargo bench -- FILTER`: run only when the filter matches this bench.
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    if !filters.is_empty()
        && !filters
            .iter()
            .any(|f| "mount/many_live".contains(f.as_str()))
    {
        return;
    }
    let (toolset, _dir) = common::toolset_with(common::many_mounts(LIVE));
    // Warm the code paths once (as the baseline does) so lazily built host
    // state is not counted per mount.
    let warm = common::mount(&toolset, &common::baseline_plugin("warm"));
    assert_eq!(
        common::call_text(&toolset, "warm", json!({ "n": 1 })),
        "n=1"
    );
    toolset.unmount(&warm).expect("unmount the warm-up mount");

    let sources: Vec<String> = (0..LIVE)
        .map(|k| common::baseline_plugin(&format!("t{k}")))
        .collect();
    let before = common::rss_bytes();
    let mut times = Vec::with_capacity(LIVE);
    let start = Instant::now();
    for code in &sources {
        let t = Instant::now();
        common::mount(&toolset, code);
        times.push(t.elapsed());
    }
    let total = start.elapsed();
    // Call every tool once, as the baseline executes each plugin once.
    for k in 0..LIVE {
        let text = common::call_text(&toolset, &format!("t{k}"), json!({ "n": k }));
        assert_eq!(text, format!("n={k}"));
    }
    let after = common::rss_bytes();
    let live = toolset.inspect(Some("temporary"), None).expect("inspect");
    assert!(live.contains(&format!("dyn-{}", LIVE + 1)), "{live}");

    let per_kib = (after.saturating_sub(before)) as f64 / LIVE as f64 / 1024.0;
    let first = median(times[..100].to_vec());
    let last = median(times[LIVE - 100..].to_vec());
    let mean = total / LIVE as u32;
    println!(
        "mount/many_live: {LIVE} live mounts; RSS {:.1} MiB -> {:.1} MiB = {per_kib:.1} KiB per live mount; \
         mount mean {:.1} µs, median of first 100 {:.1} µs, of last 100 {:.1} µs",
        before as f64 / 1_048_576.0,
        after as f64 / 1_048_576.0,
        mean.as_secs_f64() * 1e6,
        first.as_secs_f64() * 1e6,
        last.as_secs_f64() * 1e6,
    );
    println!(
        "MANY_LIVE_JSON {}",
        json!({
            "live": LIVE,
            "rss_before_bytes": before,
            "rss_after_bytes": after,
            "rss_per_mount_kib": per_kib,
            "mount_mean_us": mean.as_secs_f64() * 1e6,
            "mount_first100_median_us": first.as_secs_f64() * 1e6,
            "mount_last100_median_us": last.as_secs_f64() * 1e6,
        })
    );
}

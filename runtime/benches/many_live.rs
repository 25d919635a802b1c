//! `mount/many_live`: mount 1,000 plugins of the node:vm baseline's workload
//! and keep them live; report resident memory per live mount (from
//! `/proc/self/statm`) and the time per mount as the live count grows; then
//! the same at 10,000 live, and the time of the next mount at 10, 1,000
//! and 10,000 live.
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
/// The live count of the second step.
const MANY: usize = 10_000;
/// The few live mounts the next mount is compared at.
const FEW: usize = 10;
/// Mounts timed (and unmounted) for each "next mount" figure.
const PROBES: usize = 50;

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
    // One tool per mount, past the default `max_tools` too.
    let limits = cordis_toolset::Limits {
        max_tools: 2 * (MANY + PROBES),
        ..common::many_mounts(MANY + PROBES)
    };
    let (toolset, _dir) = common::toolset_with(limits);
    // Warm the code paths once (as the baseline does) so lazily built host
    // state is not counted per mount.
    let warm = common::mount(&toolset, &common::baseline_plugin("warm"));
    assert_eq!(
        common::call_text(&toolset, "warm", json!({ "n": 1 })),
        "n=1"
    );
    toolset.unmount(&warm).expect("unmount the warm-up mount");

    let sources: Vec<String> = (0..MANY)
        .map(|k| common::baseline_plugin(&format!("t{k}")))
        .collect();
    let before = common::rss_bytes();
    let mut times = Vec::with_capacity(MANY);
    let mut next = Vec::new();
    let mut last = String::new();
    let start = Instant::now();
    for (k, code) in sources.iter().enumerate() {
        if k == FEW {
            next.push((FEW, next_mount(&toolset)));
        }
        let t = Instant::now();
        last = common::mount(&toolset, code);
        times.push(t.elapsed());
        if k + 1 == LIVE {
            break;
        }
    }
    let total = start.elapsed();
    // Call every tool once, as the baseline executes each plugin once.
    call_each(&toolset, 0..LIVE);
    let after = common::rss_bytes();
    let live = toolset.inspect(Some("temporary"), None).expect("inspect");
    assert!(live.contains(&last), "{live}");
    next.push((LIVE, next_mount(&toolset)));

    // On to 10,000 live: the next mount there, and the memory per mount.
    for code in &sources[LIVE..] {
        last = common::mount(&toolset, code);
    }
    call_each(&toolset, LIVE..MANY);
    let after_many = common::rss_bytes();
    assert!(
        toolset.tools().len() > MANY,
        "{last} and all before it live"
    );
    next.push((MANY, next_mount(&toolset)));

    let per_kib = (after.saturating_sub(before)) as f64 / LIVE as f64 / 1024.0;
    let per_kib_many = (after_many.saturating_sub(before)) as f64 / MANY as f64 / 1024.0;
    let first = median(times[..100].to_vec());
    let last100 = median(times[LIVE - 100..].to_vec());
    let mean = total / LIVE as u32;
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!(
        "mount/many_live: {LIVE} live mounts; RSS {:.1} MiB -> {:.1} MiB = {per_kib:.1} KiB per live mount; \
         mount mean {:.1} µs, median of first 100 {:.1} µs, of last 100 {:.1} µs",
        before as f64 / 1_048_576.0,
        after as f64 / 1_048_576.0,
        us(mean),
        us(first),
        us(last100),
    );
    println!(
        "mount/many_live: {MANY} live mounts; RSS {:.1} MiB = {per_kib_many:.1} KiB per live mount; \
         the next mount (median of {PROBES}) at {}",
        after_many as f64 / 1_048_576.0,
        next.iter()
            .map(|(live, time)| format!("{live} live {:.1} µs", us(*time)))
            .collect::<Vec<_>>()
            .join(", "),
    );
    let next_us = |live: usize| next.iter().find(|(l, _)| *l == live).map(|(_, t)| us(*t));
    println!(
        "MANY_LIVE_JSON {}",
        json!({
            "live": LIVE,
            "rss_before_bytes": before,
            "rss_after_bytes": after,
            "rss_per_mount_kib": per_kib,
            "mount_mean_us": us(mean),
            "mount_first100_median_us": us(first),
            "mount_last100_median_us": us(last100),
            "next_mount_us_at_10": next_us(FEW),
            "next_mount_us_at_1000": next_us(LIVE),
            "many_live": MANY,
            "rss_after_many_bytes": after_many,
            "rss_per_mount_kib_many": per_kib_many,
            "next_mount_us_at_many": next_us(MANY),
        })
    );
}

/// Call the tools `t{k}` for `ks`, each once.
fn call_each(toolset: &cordis_toolset::Toolset, ks: std::ops::Range<usize>) {
    for k in ks {
        let text = common::call_text(toolset, &format!("t{k}"), json!({ "n": k }));
        assert_eq!(text, format!("n={k}"));
    }
}

/// The time of the next mount at the current live count: the median of
/// [`PROBES`] mounts, each unmounted (untimed) before the next.
fn next_mount(toolset: &cordis_toolset::Toolset) -> Duration {
    let times = (0..PROBES)
        .map(|k| {
            let code = common::baseline_plugin(&format!("probe{k}"));
            let t = Instant::now();
            let id = common::mount(toolset, &code);
            let time = t.elapsed();
            toolset.unmount(&id).expect("unmount the probe");
            time
        })
        .collect();
    median(times)
}

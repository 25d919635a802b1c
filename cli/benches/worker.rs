//! What running every runtime in a worker process costs `cordis-cli serve`
//! (issue 26), measured beside the in-process host in the same run:
//!
//! | bench | what one iteration is |
//! |---|---|
//! | `worker/call/in_process` | `ToolHost::call` of a mounted tool on the in-process [`Host`] |
//! | `worker/call/worker` | the same through [`WorkerHost`]: the request and its reply over the worker's pipe |
//! | `worker/mount/in_process` | `cordis_mount` then `cordis_unmount` of a one-tool plugin, in-process |
//! | `worker/mount/worker` | the same through the worker |
//! | `worker/start/in_process` | building a session's runtime in-process (`build_host`) and disposing it |
//! | `worker/start/worker` | starting a session's worker (`WorkerHost::start`: spawn, settings, runtime, ready) and closing it |
//!
//! It also prints `WORKER_RSS_KIB <n>`: the resident memory of an idle
//! worker. Run: `cargo bench -p cordis-toolset-cli --bench worker`.
#![allow(clippy::expect_used, clippy::unwrap_used)] // a failed setup is the benchmark failing

use std::hint::black_box;
use std::path::PathBuf;
use std::sync::Arc;

use cordis_toolset_cli::build_host;
use cordis_toolset_cli::config::{Overrides, Settings};
use cordis_toolset_cli::host::ToolHost;
use cordis_toolset_cli::worker::{WorkerHost, WorkerSpec};
use criterion::{Criterion, criterion_group};
use serde_json::json;

const PING: &str =
    r#"#{ name: "kv", apply: |ctx| ctx.tools.register(#{ name: "ping", execute: |a| "pong" }) }"#;

/// Mounted and unmounted again by the mount benchmarks.
const PONG: &str =
    r#"#{ name: "kv2", apply: |ctx| ctx.tools.register(#{ name: "pong", execute: |a| "ping" }) }"#;

fn settings(root: &std::path::Path) -> Settings {
    Settings::resolve(&Overrides::default(), root).expect("default settings")
}

fn worker(settings: &Settings) -> WorkerHost {
    WorkerHost::start(WorkerSpec {
        program: PathBuf::from(env!("CARGO_BIN_EXE_cordis-cli")),
        settings: settings.clone(),
        session: None,
        principal: None,
        audit: None,
    })
    .expect("the worker starts")
}

fn mount_unmount(host: &dyn ToolHost) {
    let mounted = host
        .call("cordis_mount", json!({ "code": PONG }))
        .expect("cordis_mount");
    let id = mounted.structured.as_ref().expect("a report")["id"].clone();
    black_box(host.call("cordis_unmount", json!({ "id": id })));
}

fn bench(c: &mut Criterion) {
    let root = tempfile::tempdir().expect("a root");
    let settings = settings(root.path());
    let local = build_host(&settings, &cordis_toolset_cli::logging::emitting())
        .expect("the in-process host");
    let remote = worker(&settings);
    for host in [&*local as &dyn ToolHost, &remote] {
        host.call("cordis_mount", json!({ "code": PING }))
            .expect("mount");
    }
    if let Some(pid) = remote.worker_pid() {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        let rss = status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .map_or("?", |kib| kib.trim().trim_end_matches(" kB"));
        println!("WORKER_RSS_KIB {rss}");
    }

    let mut group = c.benchmark_group("worker");
    group.bench_function("call/in_process", |b| {
        b.iter(|| black_box(local.call("ping", json!({}))));
    });
    group.bench_function("call/worker", |b| {
        b.iter(|| black_box(remote.call("ping", json!({}))));
    });
    group.bench_function("mount/in_process", |b| b.iter(|| mount_unmount(&*local)));
    group.bench_function("mount/worker", |b| b.iter(|| mount_unmount(&remote)));
    group.sample_size(20);
    group.bench_function("start/in_process", |b| {
        b.iter(|| {
            let host: Arc<_> =
                build_host(&settings, &cordis_toolset_cli::logging::emitting()).expect("host");
            host.toolset().runtime().dispose_all();
        });
    });
    group.bench_function("start/worker", |b| {
        b.iter(|| black_box(worker(&settings)).close());
    });
    group.finish();
    local.toolset().runtime().dispose_all();
}

criterion_group!(benches, bench);

/// `criterion_main!` on a thread with the stack the in-process server gave
/// its call threads ([`Limits::script_stack_size`]): on the main thread's
/// 8 MiB every in-process call would borrow a fresh stack segment.
fn main() {
    let stack = cordis_toolset::Limits::default().script_stack_size();
    std::thread::Builder::new()
        .stack_size(stack)
        .spawn(|| {
            benches();
            Criterion::default().configure_from_args().final_summary();
        })
        .expect("the bench thread starts")
        .join()
        .expect("the benchmarks ran");
}

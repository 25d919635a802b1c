//! The server's counters, as `GET /metrics` shows them to a supervisor in
//! the Prometheus text exposition format ([`Metrics::render`]).
//!
//! One process serves one `serve`, so the counters are one static set of
//! atomics ([`METRICS`]), bumped where things happen: sessions opened,
//! evicted and refused ([`crate::http::session`]), tool calls by lane and
//! outcome ([`crate::operator`]), live mounts and lost workers
//! ([`crate::worker::host`]). Over HTTP, runtimes and calls are also
//! counted by principal (the `principal` label, one value per name in
//! `--token-file`, so the series stay as few as the file's lines). Every
//! metric is declared once, name, help and
//! type together, in [`DECLARATIONS`]; the exposition is written by hand.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

use parking_lot::Mutex;

use crate::http::principal::Principal;

/// The content type of [`Metrics::render`]'s text.
pub const CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";

/// The metrics the server exposes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Metric {
    /// MCP sessions open now.
    SessionsOpen,
    /// Sessions ended to make room for a new one.
    SessionsEvicted,
    /// New sessions refused at `--max-sessions`.
    SessionsRefused,
    /// Tool calls answered, by [`CallKind`] and [`Outcome`].
    Calls,
    /// How long tool calls took.
    CallDuration,
    /// Mounts made with `cordis_mount` live now, in every session.
    MountsLive,
    /// Worker processes lost (killed, crashed, past their memory).
    WorkerLosses,
    /// Runtimes open now over HTTP, by principal.
    PrincipalRuntimes,
    /// Tool calls answered over HTTP, by principal and [`Outcome`].
    PrincipalCalls,
}

/// A Prometheus metric type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Type {
    /// Goes up and down.
    Gauge,
    /// Only goes up.
    Counter,
    /// Observations counted into buckets, with their sum and count.
    Histogram,
}

impl Type {
    /// The name in a `# TYPE` line.
    pub fn name(self) -> &'static str {
        match self {
            Type::Gauge => "gauge",
            Type::Counter => "counter",
            Type::Histogram => "histogram",
        }
    }
}

/// One metric's name, help text and type.
#[derive(Debug, Clone, Copy)]
pub struct Declaration {
    /// Which metric.
    pub metric: Metric,
    /// Its name in the exposition.
    pub name: &'static str,
    /// Its `# HELP` text.
    pub help: &'static str,
    /// Its `# TYPE`.
    pub kind: Type,
}

/// Every metric, in the order the exposition lists them.
pub const DECLARATIONS: [Declaration; 9] = [
    Declaration {
        metric: Metric::SessionsOpen,
        name: "cordis_sessions_open",
        help: "MCP sessions open now, each with a runtime of its own.",
        kind: Type::Gauge,
    },
    Declaration {
        metric: Metric::SessionsEvicted,
        name: "cordis_sessions_evicted_total",
        help: "Idle sessions ended to make room for a new one at --max-sessions.",
        kind: Type::Counter,
    },
    Declaration {
        metric: Metric::SessionsRefused,
        name: "cordis_sessions_refused_total",
        help: "New sessions refused at --max-sessions (every session busy or not idle long enough).",
        kind: Type::Counter,
    },
    Declaration {
        metric: Metric::Calls,
        name: "cordis_calls_total",
        help: "Tool calls answered, by kind (builtin cordis_* tools or mounted ones) and outcome (refused: not approved).",
        kind: Type::Counter,
    },
    Declaration {
        metric: Metric::CallDuration,
        name: "cordis_call_duration_seconds",
        help: "How long tool calls took, approval included.",
        kind: Type::Histogram,
    },
    Declaration {
        metric: Metric::MountsLive,
        name: "cordis_mounts_live",
        help: "Mounts made with cordis_mount that are live now, in every session.",
        kind: Type::Gauge,
    },
    Declaration {
        metric: Metric::WorkerLosses,
        name: "cordis_worker_losses_total",
        help: "Worker processes lost while serving (killed, crashed, past --worker-memory or the watchdog).",
        kind: Type::Counter,
    },
    Declaration {
        metric: Metric::PrincipalRuntimes,
        name: "cordis_principal_runtimes_open",
        help: "Runtimes open now over HTTP (a session's or a principal's), by the principal they serve.",
        kind: Type::Gauge,
    },
    Declaration {
        metric: Metric::PrincipalCalls,
        name: "cordis_principal_calls_total",
        help: "Tool calls answered over HTTP, by principal and outcome.",
        kind: Type::Counter,
    },
];

/// Which tools a call is of, as the lanes tell them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallKind {
    /// The server's own `cordis_*` tools.
    Builtin,
    /// Tools that plugins registered.
    Mounted,
}

impl CallKind {
    /// Both kinds, in label order.
    pub const ALL: [CallKind; 2] = [CallKind::Builtin, CallKind::Mounted];

    /// The `kind` label.
    pub fn label(self) -> &'static str {
        match self {
            CallKind::Builtin => "builtin",
            CallKind::Mounted => "mounted",
        }
    }
}

/// How a call ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// It ran and did not fail.
    Ok,
    /// It failed, or named no tool.
    Error,
    /// The operator (`--approve`) did not let it run.
    Refused,
    /// The client cancelled it while it ran (no answer was sent).
    Cancelled,
}

impl Outcome {
    /// Every outcome, in label order.
    pub const ALL: [Outcome; 4] = [
        Outcome::Ok,
        Outcome::Error,
        Outcome::Refused,
        Outcome::Cancelled,
    ];

    /// The `outcome` label.
    pub fn label(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Error => "error",
            Outcome::Refused => "refused",
            Outcome::Cancelled => "cancelled",
        }
    }
}

/// The upper bounds of the call duration buckets, in seconds: from a
/// quick built-in call to the longest a script may run (`timeout_ms`
/// defaults to 5 s) and an approval a person takes time over.
pub const BUCKETS: [f64; 12] = [
    0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 30.0,
];

/// The counters of this process.
pub static METRICS: Metrics = Metrics::new();

/// The counters; see [`METRICS`].
#[derive(Debug)]
pub struct Metrics {
    sessions_open: AtomicI64,
    sessions_evicted: AtomicU64,
    sessions_refused: AtomicU64,
    /// Indexed by [`CallKind`], then [`Outcome`].
    calls: [[AtomicU64; Outcome::ALL.len()]; 2],
    /// Calls whose duration fell into each bucket (not cumulative), and
    /// past the last one.
    buckets: [AtomicU64; BUCKETS.len() + 1],
    duration_micros: AtomicU64,
    mounts_live: AtomicI64,
    worker_losses: AtomicU64,
    /// Counts by principal, for the principals seen so far.
    principals: Mutex<BTreeMap<Principal, ByPrincipal>>,
}

/// What [`Metrics`] counts for one principal.
#[derive(Debug, Default)]
struct ByPrincipal {
    runtimes: i64,
    /// Indexed by [`Outcome`].
    calls: [u64; Outcome::ALL.len()],
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    /// Every counter at zero.
    pub const fn new() -> Self {
        Self {
            sessions_open: AtomicI64::new(0),
            sessions_evicted: AtomicU64::new(0),
            sessions_refused: AtomicU64::new(0),
            calls: [const { [const { AtomicU64::new(0) }; Outcome::ALL.len()] }; 2],
            buckets: [const { AtomicU64::new(0) }; BUCKETS.len() + 1],
            duration_micros: AtomicU64::new(0),
            mounts_live: AtomicI64::new(0),
            worker_losses: AtomicU64::new(0),
            principals: parking_lot::const_mutex(BTreeMap::new()),
        }
    }

    /// Changes `principal`'s counts, if there is one.
    fn of(&self, principal: Option<&Principal>, change: impl FnOnce(&mut ByPrincipal)) {
        if let Some(principal) = principal {
            change(self.principals.lock().entry(principal.clone()).or_default());
        }
    }

    /// A runtime serving `principal` over HTTP was built.
    pub fn runtime_opened(&self, principal: &Principal) {
        self.of(Some(principal), |counts| counts.runtimes += 1);
    }

    /// A runtime serving `principal` over HTTP was disposed.
    pub fn runtime_ended(&self, principal: &Principal) {
        self.of(Some(principal), |counts| counts.runtimes -= 1);
    }

    /// A session's runtime was built.
    pub fn session_opened(&self) {
        self.sessions_open.fetch_add(1, Ordering::Relaxed);
    }

    /// A session's runtime was disposed.
    pub fn session_ended(&self) {
        self.sessions_open.fetch_sub(1, Ordering::Relaxed);
    }

    /// A session was ended for a new one.
    pub fn session_evicted(&self) {
        self.sessions_evicted.fetch_add(1, Ordering::Relaxed);
    }

    /// A new session was refused.
    pub fn session_refused(&self) {
        self.sessions_refused.fetch_add(1, Ordering::Relaxed);
    }

    /// A call of `kind` ended with `outcome` after `took`, made by
    /// `principal` over HTTP.
    pub fn call(
        &self,
        kind: CallKind,
        outcome: Outcome,
        took: Duration,
        principal: Option<&Principal>,
    ) {
        self.calls[kind as usize][outcome as usize].fetch_add(1, Ordering::Relaxed);
        self.of(principal, |counts| counts.calls[outcome as usize] += 1);
        let seconds = took.as_secs_f64();
        let bucket = BUCKETS
            .iter()
            .position(|&bound| seconds <= bound)
            .unwrap_or(BUCKETS.len());
        self.buckets[bucket].fetch_add(1, Ordering::Relaxed);
        let micros = u64::try_from(took.as_micros()).unwrap_or(u64::MAX);
        self.duration_micros.fetch_add(micros, Ordering::Relaxed);
    }

    /// The live mounts of one runtime went from `before` to `now`.
    pub fn mounts_changed(&self, before: usize, now: usize) {
        let delta = i64::try_from(now).unwrap_or(i64::MAX) - i64::try_from(before).unwrap_or(0);
        self.mounts_live.fetch_add(delta, Ordering::Relaxed);
    }

    /// A worker process was lost.
    pub fn worker_lost(&self) {
        self.worker_losses.fetch_add(1, Ordering::Relaxed);
    }

    /// Every metric in the Prometheus text exposition format (version
    /// 0.0.4): `# HELP` and `# TYPE`, then the samples.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for declaration in &DECLARATIONS {
            let name = declaration.name;
            let _ = writeln!(out, "# HELP {name} {}", declaration.help);
            let _ = writeln!(out, "# TYPE {name} {}", declaration.kind.name());
            let load = |value: &AtomicU64| value.load(Ordering::Relaxed);
            match declaration.metric {
                Metric::SessionsOpen => {
                    let open = self.sessions_open.load(Ordering::Relaxed).max(0);
                    let _ = writeln!(out, "{name} {open}");
                }
                Metric::SessionsEvicted => {
                    let _ = writeln!(out, "{name} {}", load(&self.sessions_evicted));
                }
                Metric::SessionsRefused => {
                    let _ = writeln!(out, "{name} {}", load(&self.sessions_refused));
                }
                Metric::Calls => {
                    for kind in CallKind::ALL {
                        for outcome in Outcome::ALL {
                            let _ = writeln!(
                                out,
                                "{name}{{kind=\"{}\",outcome=\"{}\"}} {}",
                                kind.label(),
                                outcome.label(),
                                load(&self.calls[kind as usize][outcome as usize])
                            );
                        }
                    }
                }
                Metric::CallDuration => self.render_histogram(name, &mut out),
                Metric::MountsLive => {
                    let live = self.mounts_live.load(Ordering::Relaxed).max(0);
                    let _ = writeln!(out, "{name} {live}");
                }
                Metric::WorkerLosses => {
                    let _ = writeln!(out, "{name} {}", load(&self.worker_losses));
                }
                Metric::PrincipalRuntimes => {
                    for (principal, counts) in self.principals.lock().iter() {
                        let open = counts.runtimes.max(0);
                        let _ = writeln!(out, "{name}{{principal=\"{principal}\"}} {open}");
                    }
                }
                Metric::PrincipalCalls => {
                    for (principal, counts) in self.principals.lock().iter() {
                        for outcome in Outcome::ALL {
                            let _ = writeln!(
                                out,
                                "{name}{{principal=\"{principal}\",outcome=\"{}\"}} {}",
                                outcome.label(),
                                counts.calls[outcome as usize]
                            );
                        }
                    }
                }
            }
        }
        out
    }

    fn render_histogram(&self, name: &str, out: &mut String) {
        let mut cumulative = 0;
        for (bound, count) in BUCKETS.iter().zip(&self.buckets) {
            cumulative += count.load(Ordering::Relaxed);
            let _ = writeln!(out, "{name}_bucket{{le=\"{bound}\"}} {cumulative}");
        }
        cumulative += self.buckets[BUCKETS.len()].load(Ordering::Relaxed);
        let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {cumulative}");
        let micros = self.duration_micros.load(Ordering::Relaxed);
        let _ = writeln!(out, "{name}_sum {}", micros as f64 / 1e6);
        let _ = writeln!(out, "{name}_count {cumulative}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_metric_is_declared_once_with_help_and_type() {
        let metrics = Metrics::new();
        metrics.session_opened();
        let alice = Principal::parse("alice").unwrap();
        metrics.runtime_opened(&alice);
        metrics.call(
            CallKind::Mounted,
            Outcome::Ok,
            Duration::from_millis(3),
            Some(&alice),
        );
        metrics.call(
            CallKind::Builtin,
            Outcome::Refused,
            Duration::from_secs(60),
            None,
        );
        metrics.mounts_changed(0, 2);
        let text = metrics.render();
        for declaration in &DECLARATIONS {
            let help = format!("# HELP {} ", declaration.name);
            assert_eq!(text.matches(&help).count(), 1, "{text}");
        }
        assert!(text.contains("cordis_sessions_open 1\n"), "{text}");
        assert!(text.contains("cordis_mounts_live 2\n"), "{text}");
        assert!(
            text.contains("cordis_principal_runtimes_open{principal=\"alice\"} 1\n"),
            "{text}"
        );
        assert!(
            text.contains("cordis_principal_calls_total{principal=\"alice\",outcome=\"ok\"} 1\n"),
            "{text}"
        );
        assert!(
            text.contains(
                "cordis_principal_calls_total{principal=\"alice\",outcome=\"refused\"} 0\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("cordis_calls_total{kind=\"mounted\",outcome=\"ok\"} 1\n"),
            "{text}"
        );
        assert!(
            text.contains("cordis_call_duration_seconds_bucket{le=\"0.005\"} 1\n"),
            "{text}"
        );
        assert!(
            text.contains("cordis_call_duration_seconds_bucket{le=\"30\"} 1\n"),
            "{text}"
        );
        assert!(
            text.contains("cordis_call_duration_seconds_bucket{le=\"+Inf\"} 2\n"),
            "{text}"
        );
        assert!(
            text.contains("cordis_call_duration_seconds_count 2\n"),
            "{text}"
        );
    }
}

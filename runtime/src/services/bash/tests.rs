//! Tests of `bash` with real processes: time limits, process groups, output
//! floods, environment scrubbing, cwd confinement and the allowlist; the
//! isolation and the allowlist's bypasses in the submodules.
#![allow(clippy::unwrap_used)]

mod allowlist;
mod isolation;

use std::path::Path;
use std::time::{Duration, Instant};

use tempfile::TempDir;

use super::*;
use crate::deadline;

fn service(root: &Path, edit: impl FnOnce(&mut BashConfig)) -> BashService {
    let mut config = BashConfig {
        root: root.to_path_buf(),
        ..BashConfig::default()
    };
    edit(&mut config);
    BashService::new(config).unwrap()
}

fn run(bash: &BashService, command: &str) -> RunOutput {
    bash.run(command.to_owned(), None).unwrap()
}

fn with(options: RunOptions) -> Option<RunOptions> {
    Some(options)
}

/// Whether a process with this pid is still alive (not a zombie we reaped).
fn alive(pid: &str) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| !stat.contains(") Z "))
}

#[test]
fn runs_in_the_root_and_reports_exit_code() {
    let tmp = TempDir::new().unwrap();
    std::fs::write(tmp.path().join("marker.txt"), "").unwrap();
    let bash = service(tmp.path(), |_| {});
    let out = run(&bash, "ls; echo oops >&2; exit 3");
    assert_eq!(out.stdout.text, "marker.txt\n");
    assert_eq!(out.stderr.text, "oops\n");
    assert_eq!(out.exit_code, Some(3));
    assert!(!out.timed_out && !out.stdout.truncated);
}

#[test]
fn stdin_is_closed_unless_given() {
    let tmp = TempDir::new().unwrap();
    let bash = service(tmp.path(), |_| {});
    let out = run(&bash, "cat; echo done");
    assert_eq!(out.stdout.text, "done\n");
    let options = RunOptions {
        stdin: Some("fed\n".to_owned()),
        ..RunOptions::default()
    };
    let out = bash.run("cat".to_owned(), with(options)).unwrap();
    assert_eq!(out.stdout.text, "fed\n");
}

/// A service without isolation: its commands are plain children, so `$!`
/// is a host pid and the process-group kill is what ends them.
fn unisolated(root: &Path, edit: impl FnOnce(&mut BashConfig)) -> BashService {
    let mut config = BashConfig {
        root: root.to_path_buf(),
        ..BashConfig::default()
    };
    edit(&mut config);
    BashService::at(config, Isolation::None).unwrap()
}

#[test]
fn timeout_kills_the_whole_process_group() {
    let tmp = TempDir::new().unwrap();
    let bash = unisolated(tmp.path(), |c| c.timeout_ms = 300);
    let started = Instant::now();
    let out = run(&bash, "sleep 30 & echo $!; sleep 30");
    assert!(out.timed_out);
    assert_eq!(out.exit_code, None);
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    let child = out.stdout.text.trim();
    assert!(!child.is_empty());
    let gone = (0..50).any(|_| {
        std::thread::sleep(Duration::from_millis(20));
        !alive(child)
    });
    assert!(gone, "background sleep {child} survived the timeout");
}

#[test]
fn background_jobs_are_killed_after_a_normal_exit() {
    let tmp = TempDir::new().unwrap();
    let bash = unisolated(tmp.path(), |_| {});
    let started = Instant::now();
    let out = run(&bash, "sleep 30 & echo $!");
    assert!(!out.timed_out);
    assert_eq!(out.exit_code, Some(0));
    assert!(started.elapsed() < Duration::from_secs(5));
    let child = out.stdout.text.trim().to_owned();
    let gone = (0..50).any(|_| {
        std::thread::sleep(Duration::from_millis(20));
        !alive(&child)
    });
    assert!(gone, "background sleep {child} outlived its command");
}

#[test]
fn caller_timeout_cannot_exceed_the_operator_limit() {
    let tmp = TempDir::new().unwrap();
    let bash = service(tmp.path(), |c| c.timeout_ms = 200);
    let options = RunOptions {
        timeout_ms: Some(60_000),
        ..RunOptions::default()
    };
    let out = bash.run("sleep 10".to_owned(), with(options)).unwrap();
    assert!(out.timed_out);
}

#[test]
fn script_deadline_caps_the_timeout_and_a_passed_one_fails_at_once() {
    let tmp = TempDir::new().unwrap();
    let bash = service(tmp.path(), |_| {});
    let started = Instant::now();
    let out = deadline::scope(Instant::now() + Duration::from_millis(200), || {
        run(&bash, "sleep 10")
    });
    assert!(out.timed_out);
    assert!(started.elapsed() < Duration::from_secs(5));
    let err = deadline::scope(Instant::now() - Duration::from_millis(1), || {
        bash.run("echo never".to_owned(), None)
    })
    .unwrap_err();
    assert!(
        err.message().starts_with("script deadline reached"),
        "{err}"
    );
}

#[test]
fn stdout_and_stderr_floods_are_truncated() {
    let tmp = TempDir::new().unwrap();
    let bash = service(tmp.path(), |c| c.max_output_bytes = 1000);
    let out = run(
        &bash,
        "head -c 5000000 /dev/zero | tr '\\0' a; head -c 3000 /dev/zero >&2",
    );
    assert_eq!(out.exit_code, Some(0));
    assert_eq!(out.stdout.text.len(), 1000);
    assert!(out.stdout.text.bytes().all(|b| b == b'a'));
    assert!(out.stdout.truncated);
    assert_eq!(out.stderr.text.len(), 1000);
    assert!(out.stderr.truncated);
    let small = run(&bash, "printf 12345");
    assert_eq!(small.stdout.text, "12345");
    assert!(!small.stdout.truncated);
}

#[test]
fn endless_flood_stops_at_the_timeout() {
    let tmp = TempDir::new().unwrap();
    let bash = service(tmp.path(), |c| {
        c.max_output_bytes = 100;
        c.timeout_ms = 300;
    });
    let out = run(&bash, "yes");
    assert!(out.timed_out);
    assert_eq!(out.stdout.text, "y\n".repeat(50));
    assert!(out.stdout.truncated);
}

/// The variable the leak probe expects in its (child) process environment.
const SECRET_VAR: &str = "CORDIS_TEST_SECRET_TOKEN";
const SECRET_VALUE: &str = "s3cr3t-5a1t-value";

/// Runs in a child test process that has a secret in its environment (set
/// by `host_secret_does_not_leak`, since `set_var` needs `unsafe`).
#[test]
#[ignore = "run by host_secret_does_not_leak in a child process"]
fn leak_probe() {
    assert_eq!(std::env::var(SECRET_VAR).unwrap(), SECRET_VALUE);
    let tmp = TempDir::new().unwrap();
    let bash = service(tmp.path(), |_| {});
    let out = run(&bash, "env; echo \"[$CORDIS_TEST_SECRET_TOKEN]\"");
    assert!(
        !out.stdout.text.contains(SECRET_VALUE),
        "{}",
        out.stdout.text
    );
    assert!(out.stdout.text.contains("\n[]\n"), "{}", out.stdout.text);
    let names: Vec<&str> = out
        .stdout
        .text
        .lines()
        .filter_map(|l| l.split_once('='))
        .map(|(n, _)| n)
        .collect();
    for name in &names {
        assert!(
            DEFAULT_ENV_ALLOWLIST.contains(name) || ["PWD", "SHLVL", "_", "OLDPWD"].contains(name),
            "unexpected variable {name} in {names:?}"
        );
    }
}

/// Runs the ignored test `probe` (a path below `services::bash::tests`) in
/// a child test process whose environment has `var` set to `value`, and
/// returns that process's stdout after checking the probe passed.
fn run_probe(probe: &str, var: &str, value: &str) -> String {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--ignored", "--exact", "--test-threads=1"])
        .arg(format!("services::bash::tests::{probe}"))
        .env(var, value)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("1 passed"), "{stdout}");
    stdout
}

#[test]
fn host_secret_does_not_leak() {
    run_probe("leak_probe", SECRET_VAR, SECRET_VALUE);
}

#[test]
fn caller_env_is_added() {
    let tmp = TempDir::new().unwrap();
    let bash = service(tmp.path(), |c| c.env_allowlist = vec![]);
    let options = RunOptions {
        env: Some([("GREETING".to_owned(), "hi".to_owned())].into()),
        ..RunOptions::default()
    };
    let out = bash
        .run("echo $GREETING; echo \"[$HOME]\"".to_owned(), with(options))
        .unwrap();
    assert_eq!(out.stdout.text, "hi\n[]\n");
}

#[test]
fn cwd_inside_root_works_and_escapes_are_refused() {
    let tmp = TempDir::new().unwrap();
    let root = tmp.path().join("root");
    std::fs::create_dir_all(root.join("sub/inner")).unwrap();
    std::os::unix::fs::symlink(tmp.path(), root.join("up")).unwrap();
    std::os::unix::fs::symlink("sub", root.join("alias")).unwrap();
    let bash = service(&root, |_| {});
    let cwd = |dir: &str| RunOptions {
        cwd: Some(dir.to_owned()),
        ..RunOptions::default()
    };
    let out = bash.run("pwd".to_owned(), with(cwd("sub/inner"))).unwrap();
    let real_root = std::fs::canonicalize(&root).unwrap();
    assert_eq!(
        out.stdout.text.trim(),
        real_root.join("sub/inner").to_str().unwrap()
    );
    let out = bash.run("pwd".to_owned(), with(cwd("alias"))).unwrap();
    assert_eq!(
        out.stdout.text.trim(),
        real_root.join("sub").to_str().unwrap()
    );
    let out = bash.run("pwd".to_owned(), with(cwd("."))).unwrap();
    assert_eq!(out.stdout.text.trim(), real_root.to_str().unwrap());

    for bad in ["..", "/tmp", "up", "sub/../../", "missing"] {
        let err = bash.run("pwd".to_owned(), with(cwd(bad))).unwrap_err();
        assert!(err.message().contains("cwd"), "{bad}: {err}");
    }
    let err = bash.run("pwd".to_owned(), with(cwd("up"))).unwrap_err();
    assert!(
        err.message().contains("outside the workspace root"),
        "{err}"
    );
}

#[test]
fn command_allowlist_checks_the_first_word_and_refuses_chaining() {
    let tmp = TempDir::new().unwrap();
    let bash = service(tmp.path(), |c| {
        c.commands = Some(vec!["echo".to_owned(), "ls".to_owned()]);
    });
    assert_eq!(run(&bash, "echo allowed").stdout.text, "allowed\n");
    let err = bash.run("rm -rf x".to_owned(), None).unwrap_err();
    assert_eq!(
        err.message(),
        "command \"rm\" is not allowed here; the allowed commands are: echo, ls"
    );
    for chained in [
        "echo a; rm x",
        "echo $(rm x)",
        "ls | sh",
        "echo `id`",
        "echo a > f",
        "echo a\nrm x",
    ] {
        let err = bash.run(chained.to_owned(), None).unwrap_err();
        assert!(
            err.message().starts_with("command refused"),
            "{chained}: {err}"
        );
    }
    assert!(!tmp.path().join("f").exists());
}

#[test]
fn bad_env_names_and_config_are_refused() {
    let tmp = TempDir::new().unwrap();
    let bash = service(tmp.path(), |_| {});
    let options = RunOptions {
        env: Some([("A=B".to_owned(), "x".to_owned())].into()),
        ..RunOptions::default()
    };
    assert!(bash.run("true".to_owned(), with(options)).is_err());
    let err = BashService::new(BashConfig {
        root: tmp.path().join("missing"),
        ..BashConfig::default()
    })
    .unwrap_err();
    assert!(err.message().contains("set `root`"), "{err}");
    let err = toml::from_str::<BashConfig>("timeout = 5").unwrap_err();
    assert!(err.to_string().contains("unknown field `timeout`"), "{err}");
    let err = serde_json::from_str::<RunOptions>(r#"{"timeout": 5}"#).unwrap_err();
    assert!(err.to_string().contains("unknown field `timeout`"), "{err}");
}

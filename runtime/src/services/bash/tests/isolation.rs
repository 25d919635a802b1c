//! Escapes from a `bash` call, each tried at every isolation level this
//! host offers: detached processes must end with the call, the server's
//! `/proc` entry must not be reachable, and with bubblewrap only the root is
//! writable. Processes are found by a unique `sleep` argument in the host's
//! `/proc`, which sees into every PID namespace.

use std::sync::atomic::{AtomicU32, Ordering};

use super::*;
use crate::services::fs::Protection;

/// The levels that isolate commands in a PID namespace and work here.
/// bubblewrap must work where the tests run (`.ci/install` installs it);
/// `unshare` needs root, so it is tried only where it works.
fn namespaced(root: &Path, edit: impl Fn(&mut BashConfig)) -> Vec<BashService> {
    let config = || {
        let mut config = BashConfig {
            root: root.to_path_buf(),
            ..BashConfig::default()
        };
        edit(&mut config);
        config
    };
    let full = BashService::at(config(), Isolation::Namespaces).unwrap_or_else(|e| {
        panic!(
            "bubblewrap must isolate commands where the tests run (install it: .ci/install does): {e}"
        )
    });
    let mut levels = vec![full];
    match BashService::at(config(), Isolation::PidOnly) {
        Ok(pid_only) => levels.push(pid_only),
        Err(e) => eprintln!("unshare is not usable here, its level is not tested: {e}"),
    }
    levels
}

/// A `sleep` duration no other process on the host has in its command line
/// (long, but every process using it is killed: none of these tests waits
/// for one).
fn unique_sleep() -> String {
    static NEXT: AtomicU32 = AtomicU32::new(1);
    format!(
        "600.{}{:04}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}

/// Host pids of live (not zombie) processes whose command line has `token`.
fn live_with(token: &str) -> Vec<String> {
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|pid| pid.bytes().all(|b| b.is_ascii_digit()))
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline"))
                .is_ok_and(|line| String::from_utf8_lossy(&line).contains(token))
        })
        .filter(|pid| alive(pid))
        .collect()
}

#[test]
fn bubblewrap_isolates_commands_on_this_host() {
    let tmp = TempDir::new().unwrap();
    let bash = service(tmp.path(), |_| {});
    assert_eq!(bash.isolation(), Isolation::Namespaces, "{}", bash.status());
    assert!(
        bash.status()
            .starts_with("commands run isolated (bubblewrap)"),
        "{}",
        bash.status()
    );
}

#[test]
fn detached_processes_end_with_the_call() {
    let tmp = TempDir::new().unwrap();
    for bash in namespaced(tmp.path(), |_| {}) {
        let escapes = [
            "setsid -f sleep {T} >/dev/null 2>&1",
            "nohup sleep {T} >/dev/null 2>&1 &",
            "( (sleep {T} >/dev/null 2>&1 &) & )",
            "setsid -f bash -c 'trap \"\" HUP TERM; exec sleep {T}' >/dev/null 2>&1",
        ];
        for escape in escapes {
            let token = unique_sleep();
            let command = format!("{}\necho started", escape.replace("{T}", &token));
            // The detached sleep must have started: the call only returns
            // after `echo`, and `setsid -f`/`&` return once it is forked.
            let out = run(&bash, &command);
            assert_eq!(out.exit_code, Some(0), "{command}: {out:?}");
            assert_eq!(out.stdout.text, "started\n");
            // No polling: the namespace is empty before the call returns.
            assert_eq!(
                live_with(&token),
                Vec::<String>::new(),
                "{:?}: `{command}` outlived its call",
                bash.isolation()
            );
        }
    }
}

#[test]
fn a_timeout_ends_every_process_the_command_started() {
    let tmp = TempDir::new().unwrap();
    for bash in namespaced(tmp.path(), |c| c.timeout_ms = 3000) {
        let token = unique_sleep();
        let marker = tmp.path().join("detached");
        let _ = std::fs::remove_file(&marker);
        let command =
            format!("setsid -f sleep {token} >/dev/null 2>&1; touch detached; sleep {token}");
        let out = run(&bash, &command);
        assert!(out.timed_out, "{out:?}");
        assert!(
            marker.exists(),
            "the detached sleep started before the timeout"
        );
        // The launcher is killed at the timeout; the kernel then empties its
        // namespace, which may take a moment on a loaded machine.
        let deadline = Instant::now() + Duration::from_secs(20);
        while !live_with(&token).is_empty() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(50));
        }
        assert_eq!(
            live_with(&token),
            Vec::<String>::new(),
            "{:?}: survived the timeout",
            bash.isolation()
        );
    }
}

/// The variable `server_proc_probe` expects in its (child) process
/// environment, and its value.
const PROC_SECRET_VAR: &str = "CORDIS_TEST_PROC_SECRET";
const PROC_SECRET_VALUE: &str = "pr0c-5ecr3t-value";

/// Runs in a child test process that has a secret in its environment (set
/// by `the_server_is_not_visible_in_proc`): no command may read it from
/// `/proc`, see the server's pid there, or write to the server's stdout.
#[test]
#[ignore = "run by the_server_is_not_visible_in_proc in a child process"]
fn server_proc_probe() {
    assert_eq!(std::env::var(PROC_SECRET_VAR).unwrap(), PROC_SECRET_VALUE);
    let server = std::process::id();
    let tmp = TempDir::new().unwrap();
    for bash in namespaced(tmp.path(), |_| {}) {
        let command = format!(
            "cat /proc/$PPID/environ; for f in /proc/[0-9]*/environ; do cat \"$f\"; done; \
             test -e /proc/{server} && echo server-visible; \
             echo injected > /proc/$PPID/fd/1 && echo wrote-ppid; \
             echo injected > /proc/{server}/fd/1 && echo wrote-server; \
             echo end"
        );
        let out = run(&bash, &command);
        let all = format!("{}{}", out.stdout.text, out.stderr.text);
        assert!(out.stdout.text.ends_with("end\n"), "{all}");
        for leak in [
            PROC_SECRET_VALUE,
            "server-visible",
            "wrote-ppid",
            "wrote-server",
        ] {
            assert!(
                !all.contains(leak),
                "{:?}: {leak} in {all}",
                bash.isolation()
            );
        }
    }
}

#[test]
fn the_server_is_not_visible_in_proc() {
    // A write to the server's stdout would land in the child's stdout.
    let stdout = run_probe(
        "isolation::server_proc_probe",
        PROC_SECRET_VAR,
        PROC_SECRET_VALUE,
    );
    assert!(!stdout.contains("injected"), "{stdout}");
}

#[test]
fn only_the_root_is_writable() {
    // Outside /tmp: the sandbox's /tmp is a private tmpfs, not the host's.
    let tmp = tempfile::Builder::new().tempdir_in("/var/tmp").unwrap();
    let root = tmp.path().join("root");
    std::fs::create_dir(&root).unwrap();
    let bash = BashService::at(
        BashConfig {
            root: root.clone(),
            ..BashConfig::default()
        },
        Isolation::Namespaces,
    )
    .unwrap();
    let out = run(&bash, "echo in > inside.txt && echo wrote-inside");
    assert_eq!(out.stdout.text, "wrote-inside\n", "{out:?}");
    assert_eq!(
        std::fs::read_to_string(root.join("inside.txt")).unwrap(),
        "in\n"
    );

    let out = run(&bash, "echo out > ../outside.txt");
    assert_ne!(out.exit_code, Some(0));
    assert!(out.stderr.text.contains("Read-only file system"), "{out:?}");
    assert!(!tmp.path().join("outside.txt").exists());

    let out = run(&bash, "echo t > /tmp/private.txt && cat /tmp/private.txt");
    assert_eq!(out.stdout.text, "t\n", "{out:?}");
    let out = run(&bash, "cat /tmp/private.txt");
    assert_ne!(
        out.exit_code,
        Some(0),
        "/tmp is fresh for every call: {out:?}"
    );
}

#[test]
fn a_read_only_directory_under_the_root_is_not_writable_under_bubblewrap() {
    let tmp = tempfile::Builder::new().tempdir_in("/var/tmp").unwrap();
    let root = tmp.path().join("root");
    std::fs::create_dir_all(root.join("plugins")).unwrap();
    std::fs::write(root.join("plugins/kept.rhai"), "kept").unwrap();
    let bash = guarding(
        &root,
        vec![protected("plugins", Protection::ReadOnlyDir)],
        Isolation::Namespaces,
    );
    for attack in [
        "echo evil > plugins/evil.rhai",
        "echo evil >> plugins/kept.rhai",
        "rm plugins/kept.rhai",
        "mv plugins/kept.rhai gone.rhai",
        "ln -s ../x plugins/link.rhai",
        "cd plugins && touch evil.rhai",
    ] {
        let out = run(&bash, attack);
        assert_ne!(out.exit_code, Some(0), "{attack}: {out:?}");
    }
    // Moving the directory itself away (and a fresh one in) fails too: it
    // is a mount point inside the sandbox.
    let out = run(
        &bash,
        "mv plugins p2 && mkdir plugins && echo evil > plugins/evil.rhai",
    );
    assert_ne!(out.exit_code, Some(0), "{out:?}");
    assert_eq!(
        std::fs::read_dir(root.join("plugins")).unwrap().count(),
        1,
        "only kept.rhai is there"
    );
    assert_eq!(
        std::fs::read_to_string(root.join("plugins/kept.rhai")).unwrap(),
        "kept"
    );
    let out = run(&bash, "cat plugins/kept.rhai && echo fine > beside.txt");
    assert_eq!(
        (out.exit_code, out.stdout.text.as_str()),
        (Some(0), "kept"),
        "{out:?}"
    );
    assert!(bash.status().contains("commands run"), "{}", bash.status());
}

/// A service on `root` at exactly `level`, protecting `paths`.
fn guarding(root: &Path, paths: Vec<ProtectedPath>, level: Isolation) -> BashService {
    let config = BashConfig {
        root: root.to_owned(),
        protected: paths,
        ..BashConfig::default()
    };
    BashService::at(config, level).unwrap()
}

fn protected(path: &str, protection: Protection) -> ProtectedPath {
    ProtectedPath {
        path: PathBuf::from(path),
        protection,
        what: format!("the operator's {path}"),
    }
}

#[test]
fn a_directory_holding_a_read_only_one_cannot_be_renamed_away_under_bubblewrap() {
    // The attack: rename the plugin directory's parent, make the path
    // anew, plant a plugin there; the read-only mount moved with the parent.
    let tmp = tempfile::Builder::new().tempdir_in("/var/tmp").unwrap();
    let root = tmp.path().join("root");
    std::fs::create_dir_all(root.join("cfg/plugins")).unwrap();
    std::fs::write(root.join("cfg/plugins/kept.rhai"), "kept").unwrap();
    let bash = guarding(
        &root,
        vec![protected("cfg/plugins", Protection::ReadOnlyDir)],
        Isolation::Namespaces,
    );
    for attack in [
        "mv cfg cfg_moved && mkdir -p cfg/plugins && echo evil > cfg/plugins/planted.rhai",
        "mv cfg/plugins cfg/p2",
        "rm -rf cfg",
    ] {
        let out = run(&bash, attack);
        assert_ne!(out.exit_code, Some(0), "{attack}: {out:?}");
    }
    assert!(!root.join("cfg_moved").exists() && !root.join("cfg/plugins/planted.rhai").exists());
    assert_eq!(
        std::fs::read_to_string(root.join("cfg/plugins/kept.rhai")).unwrap(),
        "kept"
    );
    // The rest of the directory stays writable.
    let out = run(
        &bash,
        "echo fine > cfg/other.txt && mkdir cfg/sub && mv cfg/sub cfg/sub2 && rm -r cfg/sub2 cfg/other.txt && echo done",
    );
    assert_eq!(out.stdout.text, "done\n", "{out:?}");
}

#[test]
fn operator_files_are_read_only_or_hidden_under_bubblewrap() {
    let tmp = tempfile::Builder::new().tempdir_in("/var/tmp").unwrap();
    let root = tmp.path().join("root");
    std::fs::create_dir_all(root.join("etc")).unwrap();
    std::fs::write(root.join("etc/cordis.toml"), "allow = [\"fs\"]\n").unwrap();
    std::fs::write(root.join("audit.jsonl"), "{}\n").unwrap();
    std::fs::write(root.join("etc/token"), "s3cr3t-token").unwrap();
    let bash = guarding(
        &root,
        vec![
            protected("etc/cordis.toml", Protection::ReadOnlyFile),
            protected("audit.jsonl", Protection::ReadOnlyFile),
            protected("etc/token", Protection::HiddenFile),
        ],
        Isolation::Namespaces,
    );
    let out = run(&bash, "cat etc/cordis.toml audit.jsonl etc/token; echo end");
    assert_eq!(out.stdout.text, "allow = [\"fs\"]\n{}\nend\n", "{out:?}");
    for attack in [
        "echo 'allow = [\"bash\"]' > etc/cordis.toml",
        "echo forged >> audit.jsonl",
        "rm audit.jsonl",
        "mv etc/cordis.toml x.toml",
        "echo new > x.toml && mv x.toml etc/cordis.toml",
        "mv etc etc2",
        "echo mine > etc/token",
    ] {
        let out = run(&bash, attack);
        assert_ne!(out.exit_code, Some(0), "{attack}: {out:?}");
    }
    assert_eq!(
        std::fs::read_to_string(root.join("etc/cordis.toml")).unwrap(),
        "allow = [\"fs\"]\n"
    );
    assert_eq!(
        std::fs::read_to_string(root.join("audit.jsonl")).unwrap(),
        "{}\n"
    );
    assert_eq!(
        std::fs::read_to_string(root.join("etc/token")).unwrap(),
        "s3cr3t-token"
    );
    let out = run(&bash, "echo fine > etc/other && cat etc/other");
    assert_eq!(out.stdout.text, "fine\n", "{out:?}");
}

#[test]
fn without_bubblewrap_the_status_names_what_commands_can_still_reach() {
    let tmp = tempfile::Builder::new().tempdir_in("/var/tmp").unwrap();
    std::fs::write(tmp.path().join("cordis.toml"), "").unwrap();
    let bash = guarding(
        tmp.path(),
        vec![protected("cordis.toml", Protection::ReadOnlyFile)],
        Isolation::None,
    );
    assert!(
        bash.status()
            .contains("without bubblewrap commands are NOT kept from the operator's cordis.toml"),
        "{}",
        bash.status()
    );
}

#[test]
fn a_symlink_on_the_way_is_named_in_the_status_under_bubblewrap() {
    let tmp = tempfile::Builder::new().tempdir_in("/var/tmp").unwrap();
    std::fs::create_dir_all(tmp.path().join("store/plugins")).unwrap();
    std::os::unix::fs::symlink("store/plugins", tmp.path().join("plugins")).unwrap();
    let bash = guarding(
        tmp.path(),
        vec![protected("plugins", Protection::ReadOnlyDir)],
        Isolation::Namespaces,
    );
    assert!(
        bash.status().contains(
            "commands can replace the symlink \"plugins\" (on the way to the operator's plugins): name the real path instead"
        ),
        "{}",
        bash.status()
    );
    // What it leads to is protected all the same.
    let out = run(&bash, "touch plugins/x.rhai || mv store s2");
    assert_ne!(out.exit_code, Some(0), "{out:?}");
}

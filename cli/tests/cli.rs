//! The `cordis-cli` binary from the shell: subcommands, exit codes, errors
//! that name the fix, `--plugins`, the catalogs, and the examples of every
//! `--help`. These go through `build_host`: the runtime's real toolset.

use std::path::Path;
use std::process::{Command, Output};

const GREETER: &str = r#"
#{ name: "greeter", apply: |ctx| { ctx.tools.register(#{ name: "greet", description: "Greet someone",
   parameters: #{ who: #{ type: "string" } }, execute: |args| `hello ${args.who}` }); } }
"#;

fn cordis_cli(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cordis-cli"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("cordis-cli runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn mount_then_call_prints_both_results() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("greeter.rhai"), GREETER).expect("write plugin");
    let output = cordis_cli(
        dir.path(),
        &[
            "mount",
            "greeter.rhai",
            "--call",
            "greet",
            r#"{"who": "shell"}"#,
        ],
    );
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(stdout.contains("greeter"), "{stdout}");
    assert!(stdout.contains("hello shell"), "{stdout}");
}

#[test]
fn check_passes_a_good_plugin_and_fails_a_bad_one_with_status_1() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("good.rhai"), GREETER).expect("write plugin");
    std::fs::write(
        dir.path().join("bad.rhai"),
        "#{ name: \"x\", apply: |ctx| { let = 1; } }",
    )
    .expect("write plugin");
    let good = cordis_cli(dir.path(), &["check", "good.rhai"]);
    assert!(good.status.success(), "{}", text(&good.stderr));
    let bad = cordis_cli(dir.path(), &["check", "bad.rhai"]);
    assert_eq!(bad.status.code(), Some(1), "{}", text(&bad.stdout));
    let stderr = text(&bad.stderr);
    assert!(stderr.contains("cordis-cli:"), "{stderr}");
    // The diagnostic quotes the line with a caret under the error.
    assert!(
        stderr.contains("let = 1") && stderr.contains('^'),
        "{stderr}"
    );
}

#[test]
fn bad_settings_exit_with_status_2_naming_the_valid_values() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = cordis_cli(dir.path(), &["inspect", "--allow", "fs,network"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains("`network`") && stderr.contains("fs, bash, web, timer"),
        "{stderr}"
    );

    std::fs::write(dir.path().join("c.toml"), "[limits]\n[shell]\n").expect("write config");
    let output = cordis_cli(dir.path(), &["serve", "--config", "c.toml"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains("shell") && stderr.contains("[bash]"),
        "{stderr}"
    );
    assert!(
        output.stdout.is_empty(),
        "serve printed to stdout before failing"
    );
}

#[test]
fn catalog_tools_json_lists_the_built_in_tools() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = cordis_cli(dir.path(), &["catalog", "tools", "--format", "json"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let tools: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let names: Vec<&str> = tools
        .as_array()
        .expect("an array of tools")
        .iter()
        .filter_map(|tool| tool["name"].as_str())
        .collect();
    for builtin in [
        "cordis_inspect",
        "cordis_mount",
        "cordis_unmount",
        "cordis_call",
        // Served only with --plugins, but a built-in all the same.
        "cordis_keep",
    ] {
        assert!(names.contains(&builtin), "{names:?}");
    }
}

#[test]
fn completions_and_help_are_generated() {
    let dir = tempfile::tempdir().expect("temp dir");
    let completions = cordis_cli(dir.path(), &["completions", "bash"]);
    assert!(completions.status.success());
    assert!(text(&completions.stdout).contains("cordis-cli"));
    let help = cordis_cli(dir.path(), &["mount", "--help"]);
    let help = text(&help.stdout);
    assert!(
        help.contains("Example") && help.contains("--call"),
        "{help}"
    );
}

#[test]
fn a_bad_service_table_fails_at_start_naming_the_key_and_the_valid_ones() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("c.toml"), "[bash]\ntimeout = 5\n").expect("write config");
    let output = cordis_cli(dir.path(), &["inspect", "--config", "c.toml"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains("[bash]") && stderr.contains("`timeout`") && stderr.contains("timeout_ms"),
        "{stderr}"
    );
}

#[test]
fn granted_services_follow_allow_and_the_limits_table() {
    let dir = tempfile::tempdir().expect("temp dir");
    let services = cordis_cli(
        dir.path(),
        &["inspect", "--what", "services", "--allow", "bash"],
    );
    let stdout = text(&services.stdout);
    assert!(services.status.success(), "{}", text(&services.stderr));
    assert!(
        stdout.contains("bash") && !stdout.contains("`fs`"),
        "{stdout}"
    );

    std::fs::write(dir.path().join("c.toml"), "[limits]\nmax_operations = 50\n").expect("write");
    std::fs::write(
        dir.path().join("spin.rhai"),
        "#{ name: \"spin\", apply: |ctx| { ctx.tools.register(#{ name: \"spin\", description: \"loops\",\n\
         parameters: #{}, execute: |args| { let n = 0; loop { n += 1; } } }); } }",
    )
    .expect("write plugin");
    let output = cordis_cli(
        dir.path(),
        &["mount", "spin.rhai", "--call", "spin", "--config", "c.toml"],
    );
    assert_eq!(output.status.code(), Some(1));
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains("50"),
        "the operation budget is named: {stderr}"
    );
}

#[test]
fn plugins_dir_loads_files_and_skips_a_broken_one_with_a_report() {
    let dir = tempfile::tempdir().expect("temp dir");
    let plugins = dir.path().join("plugins");
    std::fs::create_dir(&plugins).expect("plugins dir");
    std::fs::write(plugins.join("greeter.rhai"), GREETER).expect("write plugin");
    std::fs::write(
        plugins.join("broken.rhai"),
        "#{ name: \"b\", apply: |ctx| { ctx. } }",
    )
    .expect("write plugin");
    let output = cordis_cli(
        dir.path(),
        &["mount", "../no-such.rhai", "--plugins", "plugins"],
    );
    assert_eq!(
        output.status.code(),
        Some(1),
        "mounting a missing file fails"
    );
    let tools = cordis_cli(
        dir.path(),
        &["inspect", "--what", "plugins", "--plugins", "plugins"],
    );
    let stdout = text(&tools.stdout);
    let stderr = text(&tools.stderr);
    assert!(tools.status.success(), "{stderr}");
    assert!(
        stdout.contains("cordis-plugins") && stdout.contains("greeter"),
        "{stdout}"
    );
    assert!(
        stderr.contains("broken.rhai") && stderr.contains("skipped"),
        "{stderr}"
    );
    let called = cordis_cli(
        dir.path(),
        &["inspect", "--what", "tools", "--plugins", "plugins"],
    );
    assert!(
        text(&called.stdout).contains("greet"),
        "{}",
        text(&called.stdout)
    );
}

#[test]
fn catalog_prints_all_three_or_one_in_each_format() {
    let dir = tempfile::tempdir().expect("temp dir");
    let run = |args: &[&str]| {
        let output = cordis_cli(dir.path(), args);
        assert!(
            output.status.success(),
            "{args:?}: {}",
            text(&output.stderr)
        );
        text(&output.stdout)
    };
    let all = run(&["catalog"]);
    for part in ["fs", "tools/pre-execute", "cordis_mount"] {
        assert!(all.contains(part), "{part} missing from `catalog`");
    }
    let events = run(&["catalog", "events"]);
    // Events only: no service section, no tool descriptions.
    assert!(events.contains("tools/pre-execute") && events.contains("cordis/mounted"));
    assert!(
        !events.contains("## fs") && !events.contains("Read-only report"),
        "{events}"
    );

    let api: serde_json::Value =
        serde_json::from_str(&run(&["catalog", "api", "--format", "json"])).expect("JSON");
    assert!(
        api["services"].as_array().is_some_and(|s| !s.is_empty()),
        "{api}"
    );
    assert!(api.get("events").is_none());
    let everything: serde_json::Value =
        serde_json::from_str(&run(&["catalog", "--format", "json"])).expect("JSON");
    for key in ["services", "events", "tools"] {
        assert!(everything[key].is_array(), "{key} missing");
    }

    let rhai = run(&["catalog", "api", "--format", "rhai"]);
    assert!(
        rhai.contains("module fs;") && !rhai.contains("events.d.rhai"),
        "{rhai}"
    );
    let tools = run(&["catalog", "tools", "--format", "rhai"]);
    assert!(
        tools.lines().all(|line| line.starts_with("//")) && tools.contains("cordis_inspect"),
        "{tools}"
    );
}

/// Every `cordis-cli …` line under `Example:` in a subcommand's `--help`
/// runs in a directory holding `greeter.rhai` and `plugins/` (serve with its
/// stdin closed: the settings are accepted, then the session ends).
#[test]
fn the_help_examples_work() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("greeter.rhai"), GREETER).expect("write plugin");
    std::fs::create_dir(dir.path().join("plugins")).expect("plugins dir");
    std::fs::write(dir.path().join("token"), "a-token\n").expect("write token");
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_cordis-cli"))
        .parent()
        .expect("the binary has a directory");
    let path = std::env::join_paths(std::iter::once(bin_dir.to_owned()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .expect("PATH");
    let mut ran = 0;
    for sub in [
        "serve",
        "inspect",
        "mount",
        "check",
        "catalog",
        "completions",
    ] {
        let help = text(&cordis_cli(dir.path(), &[sub, "--help"]).stdout);
        for example in help
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("cordis-cli "))
        {
            // An HTTP server runs until a signal: give it two seconds.
            let example = if example.contains("--http") {
                format!("timeout -s INT 2 {example}")
            } else {
                example.to_owned()
            };
            let output = Command::new("bash")
                .args(["-c", &example])
                .current_dir(dir.path())
                .env("PATH", &path)
                .stdin(std::process::Stdio::null())
                .output()
                .expect("bash runs");
            let stderr = text(&output.stderr);
            if sub == "serve" {
                assert!(
                    stderr.contains("serving MCP on stdio")
                        || stderr
                            .contains("serving MCP streamable HTTP at http://127.0.0.1:7331/mcp"),
                    "{example}: {stderr}"
                );
            } else {
                assert!(output.status.success(), "{example}: {stderr}");
            }
            ran += 1;
        }
    }
    assert!(ran >= 8, "only {ran} examples found");
}

#[test]
fn http_settings_are_checked_at_start_naming_the_fix() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("blank"), "\n").expect("write token");
    std::fs::write(dir.path().join("short"), "abc\n").expect("write token");
    let long = "0123456789abcdef0123";
    let two = |a: &str, b: &str| format!("# agents\n{a}\n\n{b}\n");
    for (file, text) in [
        ("short-of-two", two(&format!("alice:{long}"), "bob:abc")),
        (
            "same-name",
            two(&format!("alice:{long}"), "alice:fedcba9876543210"),
        ),
        (
            "same-token",
            two(&format!("alice:{long}"), &format!("bob:{long}")),
        ),
        (
            "bad-name",
            two(&format!("alice:{long}"), &format!("bob smith:{long}")),
        ),
        ("two-bare", two(long, "fedcba9876543210")),
    ] {
        std::fs::write(dir.path().join(file), text).expect("write token");
    }
    let network = |file| ["serve", "--http", "0.0.0.0:0", "--token-file", file];
    let loopback = |file| ["serve", "--http", "127.0.0.1:0", "--token-file", file];
    for (args, expected) in [
        (
            &["serve", "--http", "0.0.0.0:0", "--token-file", "short"][..],
            &[
                "line 1",
                "3 characters",
                "at least 16",
                "openssl rand -hex 32",
            ][..],
        ),
        (
            &network("short-of-two")[..],
            &["short-of-two, line 4", "3 characters", "at least 16"][..],
        ),
        (
            &loopback("same-name")[..],
            &["same-name, line 4", "`alice` is named on line 2"][..],
        ),
        (
            &loopback("same-token")[..],
            &[
                "same-token, line 4",
                "token of line 2",
                "a token of its own",
            ][..],
        ),
        (
            &loopback("bad-name")[..],
            &["bad-name, line 4", "`bob smith` is not a principal's name"][..],
        ),
        (
            &loopback("two-bare")[..],
            &["two-bare, line 4", "`default` is named on line 2"][..],
        ),
        (
            &["serve", "--http", "0.0.0.0:0"],
            &["0.0.0.0:0", "--token-file FILE", "127.0.0.1"],
        ),
        (
            &["serve", "--token-file", "blank"],
            &["--token-file applies to HTTP serving only", "--http ADDR"],
        ),
        (
            &["serve", "--http", "localhost"],
            &["`localhost`", "--http 127.0.0.1:7331"],
        ),
        (
            &["serve", "--http", "127.0.0.1:0", "--max-sessions", "0"],
            &["--max-sessions must be at least 1", "--max-sessions 16"],
        ),
        (
            &["serve", "--http", "127.0.0.1:0", "--token-file", "blank"],
            &["holds no token", "NAME:TOKEN"],
        ),
        (
            &["serve", "--http", "127.0.0.1:0", "--token-file", "missing"],
            &["cannot read the token file", "--token-file FILE"],
        ),
    ] {
        let output = cordis_cli(dir.path(), args);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        for part in expected {
            assert!(
                stderr.contains(part),
                "{args:?}: {part} missing in {stderr}"
            );
        }
    }
}

#[test]
fn http_keys_in_the_config_file_serve_http() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("c.toml"),
        "http = \"0.0.0.0:0\"\nmax_sessions = 3\n",
    )
    .expect("write config");
    // The config's non-loopback address needs a token file, as the flag does.
    let output = cordis_cli(dir.path(), &["serve", "--config", "c.toml"]);
    assert_eq!(output.status.code(), Some(2), "{}", text(&output.stderr));
    assert!(text(&output.stderr).contains("--token-file FILE"));
}

/// Issue 25, F1: `check` evaluates the file, and a call whose result
/// multiplies its inputs aborted it (exit 134). Now it fails like any
/// other bad plugin, naming the limit.
#[test]
fn check_refuses_a_plugin_whose_call_would_multiply_its_inputs() {
    let dir = tempfile::tempdir().expect("temp dir");
    let repro = r#"let s = "a"; s.pad(1000000, 'a'); let w = "b"; w.pad(1000000, 'b');
s.replace("a", w);
#{ name: "x", apply: |ctx| {} }
"#;
    std::fs::write(dir.path().join("grow.rhai"), repro).expect("write plugin");
    let output = cordis_cli(dir.path(), &["check", "grow.rhai"]);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains("grew past its limit of 1048576"),
        "{stderr}"
    );
}

/// Issue 29: a value of the wrong type under a table names the file, the
/// line, the key and the expected type, with a caret under the value, as
/// an unknown key at the top level does.
#[test]
fn a_bad_value_in_a_table_points_at_its_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("c.toml"),
        "allow = [\"fs\"]\n\n[limits]\ntimeout_ms = 100\nmax_operations = \"fast\"\n",
    )
    .expect("write config");
    let output = cordis_cli(dir.path(), &["inspect", "--config", "c.toml"]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let stderr = text(&output.stderr);
    for part in [
        "c.toml",
        "line 5",
        "`[limits] max_operations`",
        "5 | max_operations = \"fast\"",
        "^^^^^^",
        "invalid type: string \"fast\", expected u64",
    ] {
        assert!(stderr.contains(part), "{part} missing in {stderr}");
    }
}

/// Issue 29: `CORDIS_CONFIG` names the config file when `--config` does
/// not; `--config` wins over it.
#[test]
fn cordis_config_names_the_file_when_config_is_not_given() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("env.toml"), "allow = [\"bash\"]\n").expect("write config");
    std::fs::write(dir.path().join("flag.toml"), "allow = [\"web\"]\n").expect("write config");
    let inspect = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_cordis-cli"))
            .current_dir(dir.path())
            .env("CORDIS_CONFIG", "env.toml")
            .args(["inspect", "--what", "services"])
            .args(args)
            .output()
            .expect("cordis-cli runs");
        assert!(output.status.success(), "{}", text(&output.stderr));
        text(&output.stdout)
    };
    let from_env = inspect(&[]);
    assert!(
        from_env.contains("bash") && !from_env.contains("web"),
        "{from_env}"
    );
    let from_flag = inspect(&["--config", "flag.toml"]);
    assert!(
        from_flag.contains("web") && !from_flag.contains("bash"),
        "{from_flag}"
    );
    let help = cordis_cli(dir.path(), &["serve", "--help"]);
    assert!(text(&help.stdout).contains("CORDIS_CONFIG"));
}

/// Issue 29: the log goes through `tracing`: `-q` keeps only warnings and
/// `-qq` only errors, `-v` and `RUST_LOG=debug` add debug lines, and
/// `--log-format json` writes one JSON object per line; a plugin's lines
/// carry its mount and name, and stdout (the command's output) is the
/// same whatever the log shows.
#[test]
fn the_log_flags_and_rust_log_choose_what_stderr_shows() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("loud.rhai"),
        r#"#{ name: "loud", apply: |ctx| { print("hello"); debug("dbg"); console.warn("careful"); console.error("broken"); } }"#,
    )
    .expect("write plugin");
    let run = |flags: &[&str], rust_log: Option<&str>| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_cordis-cli"));
        command
            .current_dir(dir.path())
            .env_remove("RUST_LOG")
            .args(["mount", "loud.rhai"])
            .args(flags);
        if let Some(directives) = rust_log {
            command.env("RUST_LOG", directives);
        }
        let output = command.output().expect("cordis-cli runs");
        assert!(output.status.success(), "{}", text(&output.stderr));
        assert!(
            text(&output.stdout).starts_with("mounted dyn-1 (loud): active"),
            "{flags:?}: {}",
            text(&output.stdout)
        );
        text(&output.stderr)
    };
    let plain = run(&[], None);
    assert!(
        plain.contains(
            " INFO cordis::plugin: hello source=\"print\" mount=\"dyn-1\" plugin=\"loud\""
        ),
        "{plain}"
    );
    assert!(
        plain.contains("careful") && !plain.contains("dbg"),
        "{plain}"
    );
    let quiet = run(&["-q"], None);
    assert!(
        !quiet.contains("hello") && quiet.contains(" WARN cordis::plugin: careful"),
        "{quiet}"
    );
    let quieter = run(&["-qq"], None);
    assert!(
        !quieter.contains("careful") && quieter.contains("broken"),
        "{quieter}"
    );
    for (flags, rust_log) in [(&["-v"][..], None), (&[][..], Some("debug"))] {
        let verbose = run(flags, rust_log);
        assert!(
            verbose.contains(" DEBUG cordis::plugin: \"dbg\""),
            "{verbose}"
        );
    }
    // RUST_LOG decides over the flags.
    let filtered = run(&["-v"], Some("cordis::plugin=off"));
    assert!(!filtered.contains("hello"), "{filtered}");
    let json = run(&["--log-format", "json"], None);
    let events: Vec<serde_json::Value> = json
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect();
    assert!(events.iter().all(serde_json::Value::is_object), "{json}");
    assert!(
        events.iter().any(|event| event["message"] == "hello"
            && event["mount"] == "dyn-1"
            && event["plugin"] == "loud"
            && event["level"] == "INFO"),
        "{json}"
    );
}

//! The `cordis-cli` binary from the shell: subcommands, exit codes, and
//! errors that name the fix. These go through `build_host`, so they hold for
//! whichever toolset it constructs.

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
    assert!(
        text(&bad.stderr).contains("cordis-cli:"),
        "{}",
        text(&bad.stderr)
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
        help.contains("Example:") && help.contains("--call"),
        "{help}"
    );
}

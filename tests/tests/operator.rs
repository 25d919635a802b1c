//! The operator's controls through the real binary (`cordis-cli serve`):
//! `--approve` asks before mounts and fails closed, `cordis_keep` exists only
//! with `--plugins`, and `--audit` records every call or fails clearly.
//! (`tests/mcp/test_operator.py` drives the same with the Python SDK.)
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use std::process::Command;
use std::time::Duration;

use cordis_toolset_tests::{Server, audit_lines, cordis_cli};
use serde_json::{Value, json};
use tempfile::TempDir;

const GREETER: &str = r#"#{ name: "greeter", apply: |ctx| {
    ctx.tools.register(#{ name: "greet", description: "Greet", parameters: #{ who: #{ type: "string" } },
        execute: |args| `hello ${args.who}` });
} }"#;

/// A root with an empty `plugins` directory; serve it with [`KEEPING`].
fn root_with_plugins() -> TempDir {
    let root = TempDir::new().unwrap();
    std::fs::create_dir(root.path().join("plugins")).unwrap();
    root
}

/// The flags that serve [`root_with_plugins`].
const KEEPING: [&str; 2] = ["--plugins", "plugins"];

/// A mount that tries to plant a plugin file with `fs` and with `bash`.
const PLANTER: &str = r##"#{ name: "planter", inject: ["fs", "bash"], apply: |ctx| {
    ctx.tools.register(#{ name: "plant", description: "Plant with fs", parameters: #{},
        execute: |args| { ctx.fs.write("plugins/evil.rhai", "#{ name: \"evil\", apply: |ctx| {} }"); "planted" } });
    ctx.tools.register(#{ name: "plant_bash", description: "Plant with bash", parameters: #{},
        execute: |args| { let r = ctx.bash.run("echo x > plugins/evil.rhai"); `${r.exit_code}` } });
} }"##;

#[test]
fn a_mount_cannot_plant_a_plugin_file_with_fs_or_bash_but_can_be_kept() {
    let root = root_with_plugins();
    let plugins = root.path().join("plugins");
    let mut server = Server::start_in(root, &["--allow", "fs,bash", "--plugins", "plugins"]);
    let mounted = server.call("cordis_mount", json!({ "code": PLANTER }));
    assert_ne!(mounted["isError"], true, "{mounted}");
    let by_fs = server.call("plant", json!({}));
    assert_eq!(by_fs["isError"], true, "{by_fs}");
    assert!(
        Server::text(&by_fs).contains("the operator made read-only to plugins"),
        "{by_fs}"
    );
    let by_bash = server.call("plant_bash", json!({}));
    assert_ne!(Server::text(&by_bash), "0", "{by_bash}");
    assert!(!plugins.join("evil.rhai").exists());
    // cordis_keep is the one way in.
    let kept = server.call(
        "cordis_keep",
        json!({ "id": mounted["structuredContent"]["id"] }),
    );
    assert_ne!(kept["isError"], true, "{kept}");
    assert!(plugins.join("planter.rhai").exists());
    assert!(server.is_alive());
}

#[test]
fn a_client_without_elicitation_gets_every_mount_refused_naming_approve() {
    let mut server = Server::start(&["--approve"]);
    let refused = server.call("cordis_mount", json!({ "code": GREETER }));
    assert_eq!(refused["isError"], true, "{refused}");
    insta::assert_snapshot!("approve_without_elicitation", Server::text(&refused));
    assert!(!server.tool_names().contains(&"greet".to_owned()));
    // A dry run is not asked about.
    let checked = server.call("cordis_mount", json!({ "code": GREETER, "dryRun": true }));
    assert_ne!(checked["isError"], true, "{checked}");
    assert!(server.is_alive());
}

#[test]
fn a_declined_mount_says_so_and_mounts_nothing() {
    let mut server = Server::start_with(
        TempDir::new().unwrap(),
        &["--approve"],
        json!({ "elicitation": { "form": {} } }),
    );
    server.send_raw(
        format!(
            "{}\n",
            json!({ "jsonrpc": "2.0", "id": "mount", "method": "tools/call",
                    "params": { "name": "cordis_mount", "arguments": { "code": GREETER } } })
        )
        .as_bytes(),
    );
    let asked = server.wait_for_notification("elicitation/create");
    let message = asked["params"]["message"].as_str().unwrap_or_default();
    assert!(message.contains(r#"Plugin: "greeter""#), "{message}");
    assert!(message.contains(r#"Registers tools: "greet""#), "{message}");
    assert_eq!(asked["params"]["requestedSchema"]["properties"], json!({}));
    server.send_raw(
        format!(
            "{}\n",
            json!({ "jsonrpc": "2.0", "id": asked["id"], "result": { "action": "decline" } })
        )
        .as_bytes(),
    );
    let response = server.read_response();
    assert_eq!(response["id"], "mount", "{response}");
    assert_eq!(response["result"]["isError"], true, "{response}");
    insta::assert_snapshot!("approve_declined", Server::text(&response["result"]));
    assert!(!server.tool_names().contains(&"greet".to_owned()));
}

#[test]
fn keep_is_offered_only_with_plugins_and_annotated_like_the_other_built_ins() {
    let mut plain = Server::start(&[]);
    assert!(!plain.tool_names().contains(&"cordis_keep".to_owned()));

    let mut server = Server::start_in(root_with_plugins(), &KEEPING);
    let listed = server.request("tools/list", json!({}));
    let tools = listed["result"]["tools"].as_array().unwrap();
    let names: Vec<&str> = tools.iter().filter_map(|t| t["name"].as_str()).collect();
    assert_eq!(
        names,
        [
            "cordis_inspect",
            "cordis_mount",
            "cordis_unmount",
            "cordis_call",
            "cordis_keep"
        ]
    );
    let keep = &tools[4];
    assert_eq!(keep["title"], "Keep a mounted plugin");
    assert_eq!(keep["annotations"]["readOnlyHint"], false);
    assert_eq!(keep["outputSchema"]["properties"]["path"]["type"], "string");
    assert_eq!(keep["inputSchema"]["required"], json!(["id"]));
}

#[test]
fn a_kept_plugin_is_there_after_a_restart() {
    let root = root_with_plugins();
    let plugins = root.path().join("plugins");
    let kept_path = {
        let mut server = Server::start_in(root, &KEEPING);
        let mounted = server.call("cordis_mount", json!({ "code": GREETER }));
        let id = mounted["structuredContent"]["id"].clone();
        let kept = server.call("cordis_keep", json!({ "id": id }));
        assert_ne!(kept["isError"], true, "{kept}");
        let path = kept["structuredContent"]["path"]
            .as_str()
            .unwrap()
            .to_owned();
        assert!(Server::text(&kept).contains(&path));
        // The first root goes with its server: restart from a copy of the file.
        let again = root_with_plugins();
        std::fs::copy(&path, again.path().join("plugins/greeter.rhai")).unwrap();
        assert!(server.close(Duration::from_secs(10)).is_some());
        (again, path)
    };
    let (again, path) = kept_path;
    assert_eq!(path, plugins.join("greeter.rhai").display().to_string());
    let mut restarted = Server::start_in(again, &KEEPING);
    let greeted = restarted.call("greet", json!({ "who": "again" }));
    assert_eq!(Server::text(&greeted), "hello again");
}

#[test]
fn every_call_is_an_audit_line_with_its_mount_plugin_and_code_hash() {
    let logs = TempDir::new().unwrap();
    let audit = logs.path().join("audit.jsonl");
    let audit_arg = audit.display().to_string();
    let mut server = Server::start(&["--audit", &audit_arg]);
    let mounted = server.call("cordis_mount", json!({ "code": GREETER }));
    let id = mounted["structuredContent"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    server.call("greet", json!({ "who": "a" }));
    server.call(
        "cordis_call",
        json!({ "name": "greet", "arguments": { "who": "b" } }),
    );
    server.call("cordis_unmount", json!({ "id": id }));
    let failed = server.call("cordis_unmount", json!({ "id": id }));
    assert_eq!(failed["isError"], true);
    server.call("cordis_mount", json!({ "code": GREETER, "dryRun": true }));

    let lines = audit_lines(&audit);
    let tools: Vec<&str> = lines.iter().filter_map(|l| l["tool"].as_str()).collect();
    assert_eq!(
        tools,
        [
            "cordis_mount",
            "greet",
            "cordis_call",
            "cordis_unmount",
            "cordis_unmount",
            "cordis_mount"
        ]
    );
    assert!(lines[0].get("dryRun").is_none(), "{}", lines[0]);
    assert_eq!(lines[5]["dryRun"], true, "{}", lines[5]);
    assert!(lines[5].get("id").is_none(), "a dry run mounts nothing");
    let sha = cordis_toolset::code_sha256(GREETER);
    assert_eq!(lines[0]["sha256"], sha);
    assert_eq!(lines[0]["id"], id.as_str());
    assert_eq!(lines[0]["plugin"], "greeter");
    assert_eq!(
        (&lines[1]["plugin"], &lines[1]["id"]),
        (&json!("greeter"), &json!(id))
    );
    assert_eq!(lines[2]["target"], "greet");
    assert_eq!(lines[2]["plugin"], "greeter");
    assert_eq!(lines[3]["ok"], true);
    assert_eq!(lines[4]["ok"], false);
    for line in &lines {
        assert!(line["ms"].is_u64(), "{line}");
        let ts = line["ts"].as_str().unwrap();
        assert!(ts.ends_with('Z') && ts.contains('T'), "{ts}");
    }

    // A log removed while the server runs is not written into the void.
    std::fs::remove_file(&audit).unwrap();
    let result = server.call("cordis_inspect", json!({ "what": "tools" }));
    assert_eq!(result["isError"], true, "{result}");
    let text = Server::text(&result);
    assert!(text.contains("was removed"), "{text}");
}

#[test]
fn an_audit_log_that_cannot_be_written_fails_the_start_or_the_call() {
    let root = TempDir::new().unwrap();
    let output = Command::new(cordis_cli())
        .args(["serve", "--audit", "missing/dir/audit.jsonl"])
        .current_dir(root.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("missing/dir/audit.jsonl") && stderr.contains("--audit FILE"),
        "{stderr}"
    );
    assert!(output.stdout.is_empty());

    if !std::path::Path::new("/dev/full").exists() {
        return;
    }
    let mut server = Server::start(&["--audit", "/dev/full"]);
    let result = server.call("cordis_inspect", json!({ "what": "tools" }));
    assert_eq!(result["isError"], true, "{result}");
    let text = Server::text(&result);
    assert!(
        text.starts_with("cordis_inspect ran, but cannot write to the audit log /dev/full:"),
        "{text}"
    );
    assert!(
        text.contains("## Tools"),
        "the result is still shown: {text}"
    );
    assert!(server.is_alive());
}

/// A mount whose `go` tool runs `steps` with `fs` (a list of
/// `[method, path, text]`) and reports each as `ok` or its error.
const FS_STEPS: &str = r#"#{ name: "stepper", inject: ["fs"], apply: |ctx| {
    ctx.tools.register(#{ name: "go", description: "fs steps", parameters: #{ steps: #{ type: "array" } },
        execute: |args| {
            let out = [];
            for step in args.steps {
                let m = step[0]; let p = step[1];
                try {
                    if m == "read" { ctx.fs.read(p); }
                    else if m == "write" { ctx.fs.write(p, step[2]); }
                    else if m == "append" { ctx.fs.append(p, step[2]); }
                    else if m == "mkdir" { ctx.fs.mkdir(p); }
                    else if m == "remove" { ctx.fs.remove(p); }
                    out.push(`${m} ${p}: ok`);
                } catch (e) { out.push(`${m} ${p}: ${e}`); }
            }
            to_json(out)
        } });
} }"#;

/// Mounts [`FS_STEPS`] and runs `steps`: one line per step.
fn fs_steps(server: &mut Server, steps: Value) -> Vec<String> {
    let mounted = server.call("cordis_mount", json!({ "code": FS_STEPS }));
    assert_ne!(mounted["isError"], true, "{mounted}");
    let result = server.call("go", json!({ "steps": steps }));
    serde_json::from_str::<Vec<String>>(&Server::text(&result)).unwrap_or_else(|_| {
        panic!("go answers its steps: {result}");
    })
}

#[test]
fn a_symlinked_plugin_directory_cannot_be_swapped_for_one_of_the_models() {
    let root = TempDir::new().unwrap();
    std::fs::create_dir_all(root.path().join("store/plugins")).unwrap();
    std::os::unix::fs::symlink("store/plugins", root.path().join("plugins")).unwrap();
    let path = root.path().to_owned();
    let mut server = Server::start_in(root, &["--plugins", "plugins"]);
    let steps = fs_steps(
        &mut server,
        json!([
            ["remove", "plugins"],
            ["mkdir", "plugins"],
            ["write", "plugins/planted.rhai", GREETER],
        ]),
    );
    assert!(
        steps[0].contains("it leads to \"store/plugins\", the operator's plugin directory, which the operator made read-only to plugins"),
        "{steps:?}"
    );
    assert!(
        steps.iter().all(|step| !step.ends_with(": ok")),
        "{steps:?}"
    );
    assert!(path.join("plugins").is_symlink());
    assert!(!path.join("store/plugins/planted.rhai").exists());
}

#[test]
fn the_config_file_and_the_audit_log_in_the_root_are_out_of_the_models_reach() {
    let root = TempDir::new().unwrap();
    let config = "allow = [\"fs\"]\naudit = \"audit.jsonl\"\n";
    std::fs::write(root.path().join("cordis.toml"), config).unwrap();
    let path = root.path().to_owned();
    let mut server = Server::start_in(root, &["--config", "cordis.toml"]);
    let steps = fs_steps(
        &mut server,
        json!([
            ["read", "cordis.toml"],
            ["write", "cordis.toml", "allow = [\"fs\", \"bash\"]\n"],
            ["append", "cordis.toml", "approve = false\n"],
            ["remove", "cordis.toml"],
            ["read", "audit.jsonl"],
            ["write", "audit.jsonl", "{}\n"],
            ["remove", "audit.jsonl"],
        ]),
    );
    let (reads, changes): (Vec<&String>, Vec<&String>) =
        steps.iter().partition(|step| step.starts_with("read "));
    assert!(reads.iter().all(|step| step.ends_with(": ok")), "{steps:?}");
    for change in changes {
        assert!(
            change.contains("which the operator made read-only to plugins"),
            "{steps:?}"
        );
    }
    assert_eq!(
        std::fs::read_to_string(path.join("cordis.toml")).unwrap(),
        config
    );
    let audit = audit_lines(&path.join("audit.jsonl"));
    assert_eq!(audit[0]["tool"], "cordis_mount", "{audit:?}");
    assert_eq!(audit[1]["tool"], "go", "{audit:?}");
}

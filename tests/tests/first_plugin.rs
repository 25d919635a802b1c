//! A model's first plugin, through the real `cordis-cli serve`: a plugin
//! remembered as JavaScript or Python is answered with every habit at once
//! and its shape in Rhai, which mounts as it is; a `try`/`catch` that ends a
//! tool answers on both paths; a call of a tool that is not there says why.

use cordis_toolset_tests::Server;
use serde_json::{Value, json};

/// A plugin as a model that knows JavaScript writes it first.
const JAVASCRIPT: &str = r#"module.exports = {
  name: "hello",
  apply(ctx) {
    ctx.tools.register({
      name: "greet",
      description: "Say hello",
      parameters: { name: { type: "string" } },
      execute: async (args) => "hi " + args.name
    });
  }
};"#;

/// The same plugin as a model that knows Python writes it first.
const PYTHON: &str = r#"def apply(ctx):
    ctx.tools.register({"name": "greet", "description": "Say hello", "execute": lambda args: "hi " + args.name})

plugin = {"name": "hello", "apply": apply, "enabled": True}"#;

/// The text of a refused mount.
fn refusal(server: &mut Server, code: &str) -> String {
    let result = server.call("cordis_mount", json!({ "code": code }));
    assert_eq!(result["isError"], true, "{result}");
    Server::text(&result)
}

/// The Rhai skeleton a refusal ends with.
fn skeleton(text: &str) -> String {
    let (_, shape) = text
        .split_once("has this shape (fill in each body):\n")
        .unwrap_or_else(|| panic!("no skeleton in:\n{text}"));
    // The refusal's closing line follows the skeleton.
    shape
        .split("\nNothing was mounted.")
        .next()
        .unwrap_or(shape)
        .to_owned()
}

/// Mounts `code` and returns the mount report.
fn mounted(server: &mut Server, code: &str) -> Value {
    let result = server.call("cordis_mount", json!({ "code": code }));
    assert_ne!(result["isError"], true, "{result}\n{code}");
    result["structuredContent"].clone()
}

#[test]
fn a_javascript_plugin_gets_every_habit_and_a_shape_that_mounts() {
    let mut server = Server::start(&[]);
    let text = refusal(&mut server, JAVASCRIPT);
    for (line, advice) in [
        (1, "end the code with the plugin map itself"),
        (3, "write `apply: |ctx| { ... }`"),
        (7, "write the map `#{ name: ... }`"),
        (8, "drop `async`/`await`"),
        (8, "write the closure `|args| ...`"),
    ] {
        assert!(text.contains(advice), "{advice} missing:\n{text}");
        assert!(
            text.contains(&format!("(line {line}")),
            "line {line}:\n{text}"
        );
    }
    assert!(
        !text.contains("pick another name"),
        "`module` is taught as an export, not as a name:\n{text}"
    );
    // The shape, with the plugin's own names, mounts as it is and registers
    // the tool; its body is the model's to fill in.
    let shape = skeleton(&text);
    assert!(shape.contains("name: \"hello\"") && shape.contains("name: \"greet\""));
    let report = mounted(&mut server, &shape);
    assert_eq!(report["state"], "active", "{report}");
    assert_eq!(report["tools"], json!(["greet"]), "{report}");
    let filled = shape.replace(
        "// ...; the last expression is the result",
        "\"hi \" + args.name",
    );
    let id = report["id"].clone();
    server.call("cordis_unmount", json!({ "id": id }));
    mounted(&mut server, &filled);
    let greeted = server.call("greet", json!({ "name": "ada" }));
    assert_eq!(Server::text(&greeted), "hi ada");
}

#[test]
fn a_python_plugin_gets_every_habit_and_a_shape_that_mounts() {
    let mut server = Server::start(&[]);
    let text = refusal(&mut server, PYTHON);
    for (line, advice) in [
        (
            1,
            "write `apply: |ctx| { ... }` inside `#{ name: \"my-plugin\", apply: |ctx| { ... } }`",
        ),
        (2, "write the map `#{ \"name\": ... }`"),
        (
            2,
            "write the closure `|args| ...` instead of `lambda args: ...`",
        ),
        (4, "write `true` instead of `True`"),
    ] {
        assert!(text.contains(advice), "{advice} missing:\n{text}");
        assert!(
            text.contains(&format!("(line {line}")),
            "line {line}:\n{text}"
        );
    }
    let shape = skeleton(&text);
    assert!(shape.contains("name: \"hello\""), "{shape}");
    let report = mounted(&mut server, &shape);
    assert_eq!(report["tools"], json!(["greet"]), "{report}");
}

#[test]
fn a_try_catch_that_ends_a_tool_answers_on_both_paths() {
    let mut server = Server::start(&[]);
    std::fs::write(server.root().join("a.txt"), "alpha").unwrap();
    mounted(
        &mut server,
        r#"#{
    name: "reader",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "read_or_say",
            description: "Read a file, or say why not",
            parameters: #{ path: #{ type: "string" } },
            execute: |args| {
                try {
                    ctx.fs.read(args.path)
                } catch (err) {
                    #{ content: [#{ type: "text", text: `no ${args.path}` }], isError: true }
                }
            }
        });
    }
}"#,
    );
    let read = server.call("read_or_say", json!({ "path": "a.txt" }));
    assert_eq!(
        (Server::text(&read).as_str(), &read["isError"]),
        ("alpha", &json!(false))
    );
    let missing = server.call("read_or_say", json!({ "path": "b.txt" }));
    assert_eq!(Server::text(&missing), "no b.txt", "{missing}");
    assert_eq!(missing["isError"], true, "{missing}");
}

#[test]
fn a_call_of_a_missing_tool_says_which_mount_waits_or_what_is_near() {
    let mut server = Server::start(&[]);
    let pending = mounted(
        &mut server,
        r#"#{
    name: "stats",
    inject: ["db"],
    apply: |ctx| {
        ctx.tools.register(#{ name: "stats_report", description: "Report", execute: |args| ctx.db.count() });
    }
}"#,
    );
    assert_eq!(pending["state"], "pending", "{pending}");
    let response = server.request(
        "tools/call",
        json!({ "name": "stats_report", "arguments": {} }),
    );
    let message = response["error"]["message"].as_str().unwrap_or_default();
    for part in [
        "tool `stats_report` is not registered now",
        "mount dyn-1 (plugin \"stats\")",
        "waiting for the service db",
    ] {
        assert!(message.contains(part), "{part} missing: {response}");
    }
    mounted(
        &mut server,
        r#"#{ name: "words", apply: |ctx| { ctx.tools.register(#{ name: "word_count", description: "Count", execute: |args| "0" }); } }"#,
    );
    let response = server.request(
        "tools/call",
        json!({ "name": "word_cuont", "arguments": {} }),
    );
    let message = response["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("unknown tool `word_cuont`")
            && message.contains("Did you mean `word_count`?"),
        "{response}"
    );
    assert!(server.is_alive());
}

#[test]
fn printing_ctx_a_service_or_console_shows_what_they_offer() {
    let mut server = Server::start(&[]);
    mounted(
        &mut server,
        r#"#{
    name: "shows",
    inject: ["fs"],
    apply: |ctx| {
        console.log(ctx, ctx.fs);
        print(ctx.tools);
        ctx.tools.register(#{
            name: "shown",
            description: "What printing shows",
            execute: |args| `${ctx}` + "\n" + `${ctx.tools}` + "\n" + `${ctx.fs}` + "\n" + `${console}`
        });
    }
}"#,
    );
    let shown = Server::text(&server.call("shown", json!({})));
    let lines: Vec<&str> = shown.lines().collect();
    assert!(
        lines[0].starts_with("ctx, the plugin context: tools, on, once, emit, provide,")
            && lines[0].contains(", fs (")
            && lines[0].contains("inject"),
        "{shown}"
    );
    assert_eq!(
        lines[1], "ctx.tools: register, get, schemas, execute",
        "{shown}"
    );
    assert!(
        lines[2].starts_with("ctx.fs, the service \"fs\": read, ") && lines[2].contains("write"),
        "{shown}"
    );
    assert_eq!(lines[3], "console: log, info, warn, error", "{shown}");
    let stderr = server.stderr();
    assert!(
        stderr.contains("ctx, the plugin context: tools,")
            && stderr.contains("ctx.fs, the service")
            && stderr.contains("ctx.tools: register"),
        "{stderr}"
    );
    assert!(!stderr.contains("cordis_toolset::"), "{stderr}");
    // A member ctx does not have: what it offers, and how services are reached.
    let refused = server.call(
        "cordis_mount",
        json!({ "code": "#{ name: \"x\", apply: |ctx| { ctx.db.count(); } }" }),
    );
    let text = Server::text(&refused);
    assert!(
        text.contains("ctx offers: tools, on, once, emit, provide") && text.contains("inject"),
        "{text}"
    );
}

#[test]
fn a_reserved_word_written_as_a_map_key_is_read_as_the_key() {
    let mut server = Server::start(&[]);
    // `default` is reserved in Rhai; as a parameter's key it can only mean
    // the JSON-Schema keyword.
    let report = mounted(
        &mut server,
        r#"#{
    name: "greeter",
    apply: |ctx| {
        ctx.tools.register(#{
            name: "greet",
            description: "Greet someone",
            parameters: #{
                name: #{ type: "string" },
                greeting: #{ type: "string", required: false, default: "Hello" }
            },
            execute: |args| `${args.greeting}, ${args.name}!`
        });
    }
}"#,
    );
    assert_eq!(report["state"], "active", "{report}");
    let greeted = server.call("greet", json!({ "name": "Ada" }));
    assert_eq!(Server::text(&greeted), "Hello, Ada!", "{greeted}");
    // A later error is still quoted as written, at its own column.
    let refused = server.call(
        "cordis_mount",
        json!({ "code": "#{ name: \"x\", apply: |ctx| { let p = #{ default: 1 }; p.nope(); } }" }),
    );
    let text = Server::text(&refused);
    assert!(
        text.contains("let p = #{ default: 1 }; p.nope();") && !text.contains("\"default\""),
        "{text}"
    );
}

/// A program's own path kept in its plugin, `"root/x.csv"` from the folder
/// around the fs root (trials 69, 72, 74, 75): told at mount with the
/// path to write, in the first answer of a Python program and as a
/// warning of Rhai that mounts, and the call's error names it too.
#[test]
fn a_path_from_the_folder_around_the_root_is_told_at_mount() {
    let root = tempfile::TempDir::new().unwrap();
    std::fs::write(root.path().join("jumps.csv"), "a,b\n").unwrap();
    let mut server = Server::start_in(root, &[]);
    let python = "DATA = \"root/jumps.csv\"\ndef main():\n    return open(DATA).read()\n";
    let text = refusal(&mut server, python);
    assert!(
        text.contains(
            "`\"root/jumps.csv\"` names nothing under the fs service's root, where `\"jumps.csv\"` is: fs paths start inside the root folder, so read `\"jumps.csv\"` (where the code also prints the path, the text it prints may stay as it was) (line 1, column 8)"
        ),
        "{text}"
    );
    let rhai = r#"#{ name: "jumps", inject: ["fs"], apply: |ctx| {
    ctx.tools.register(#{ name: "jumps", description: "d",
        execute: |args| ctx.fs.read("root/jumps.csv") });
} }"#;
    let report = mounted(&mut server, rhai);
    let warnings = report["warnings"].to_string();
    assert!(
        warnings.contains("so read `\\\"jumps.csv\\\"`"),
        "{warnings}"
    );
    let result = server.call("jumps", json!({}));
    assert_eq!(result["isError"], true, "{result}");
    let text = Server::text(&result);
    assert!(
        text.contains("\"jumps.csv\" does exist: write that"),
        "{text}"
    );
    // A command line's default path, `process.argv[2] || "root/..."`:
    // the argument's form writes the path the item below it gives
    // (trial 130's read `args.path ?? "root/sandbags.csv"`), and says the
    // parameter may be left out.
    let js = "const file = process.argv[2] || 'root/jumps.csv';\nconsole.log(fs.readFileSync(file, 'utf8'));\n";
    let text = refusal(&mut server, js);
    assert!(
        text.contains(
            "write `args.path ?? \"jumps.csv\"` instead of `process.argv[2] || \"root/jumps.csv\"`"
        ) && text.contains("`path: #{ type: \"string\", required: false }`"),
        "{text}"
    );
    // The code's own line, quoted under the item, stays as written
    // (trial 138's quote of `?? "root/resizing.csv"` read `?? "resizing.csv"`).
    let js = js.replace("|| 'root/jumps.csv'", "?? \"root/jumps.csv\"");
    let text = refusal(&mut server, &js);
    assert!(
        text.contains("1 | const file = process.argv[2] ?? \"root/jumps.csv\";")
            && !text.contains("process.argv[2] ?? \"jumps.csv\""),
        "{text}"
    );
    // A path that is there is no warning.
    let fine = rhai
        .replace("root/jumps.csv", "jumps.csv")
        .replace("\"jumps\"", "\"fine\"");
    let report = mounted(&mut server, &fine);
    assert!(
        !report["warnings"].to_string().contains("names nothing"),
        "{report}"
    );
}

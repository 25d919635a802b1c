//! Every code example a model can read is run.
//!
//! Sources, and how an example is found in each:
//!
//! * the built-in tools' descriptions (`tools/list`): a plugin written out
//!   from an unindented `#{` line to the next unindented `}` line;
//! * the API, events and façade catalogs (`cordis_inspect`), and the
//!   README: every ` ```rhai ` block (the façade catalog's lines lose their
//!   `/// `); the API catalog has none today, so it may yield none;
//! * `examples/*.rhai`: each file;
//! * error advice: the messages that a list of typical model mistakes gets
//!   back; every backticked span after "write " or "e.g. " is advice.
//!
//! How each is run, uniformly:
//!
//! * a whole plugin (it mentions `apply:` or starts with `|ctx|`) is mounted
//!   as it is;
//! * a fragment (statements on `ctx`) is wrapped into
//!   `#{ name: "example", inject: [<the services it names>], apply: |ctx| { <fragment>; <probe tool> } }`;
//!   the probe tool gives listeners a call to see;
//! * advice (an expression or statements) becomes the body of a tool whose
//!   `execute` first binds the sample variables the advice names (`s`,
//!   `m`, `a`, `x`, `text`, `value`, ...), and that tool is called. A method
//!   (`.len()`) runs on the sample string `s`. Advice that is a form with
//!   `...` placeholders, or a lone operator or keyword (`==`, `let`), is
//!   counted, not run.
//!
//! Then every tool the mount registered is called with arguments made from
//! its parameter schema (a `path` names a file that exists); no call may
//! fail. Each source must yield at least one example.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use cordis_toolset::Toolset;
use cordis_toolset::builtin;
use cordis_toolset::render_facade_markdown;
use serde_json::{Value, json};

/// The file every `path` argument names, under the `fs` root.
const SAMPLE_FILE: &str = "poem.txt";

/// Variables bound before a piece of advice runs.
const SAMPLES: &str = r#"let s = "42"; let x = 2.5; let a = 1; let b = 4; let c = true; let y = 2;
let m = #{ a: 1, b: 2 }; let other = #{ c: 3 }; let obj = #{ a: 1 }; let map = #{ a: 1 };
let text = "{\"a\": [1, 2]}"; let value = #{ a: [1, 2] }; let array = [1, 2]; let n = 3;
let key = "a"; let item = 1; let items = [1, 2]; let arr = [1, 2]; let xs = [1, 2];"#;

/// Mistakes whose messages carry advice.
const MISTAKES: &[&str] = &[
    "|ctx| { let x = null; }",
    "|ctx| { let v = try { parse_json(\"x\") } catch (e) { () }; }",
    "|ctx| { let n = \"abc\".length; }",
    "|ctx| { let f = x => x + 1; }",
    "|ctx| { if 1 === 1 { } }",
    "|ctx| { let o = { name: \"x\" }; }",
    "|ctx| { let v = JSON.parse(\"{}\"); }",
    "|ctx| { let v = JSON.stringify(#{}); }",
    "|ctx| { let k = Object.keys(#{}); }",
    "|ctx| { let v = Object.values(#{}); }",
    "|ctx| { let b = Math.max(1, 2); }",
    "|ctx| { let b = Math.floor(2.5); }",
    "|ctx| { let b = Array.isArray([]); }",
    "|ctx| { let t = typeof 1; }",
    "|ctx| { let n = 1; n++; }",
    "|ctx| { var n = 1; }",
    "|ctx| { let s = 'abc'; }",
    "|ctx| { let label = true ? 1 : 2; }",
    "|ctx| { for (let i = 0; i < 3; i += 1) { } }",
    "|ctx| ctx.tools.register(#{ name: \"m1\", execute: |a| parseInt(\"3\") })",
    "|ctx| ctx.tools.register(#{ name: \"m2\", execute: |a| \"abc\".toUpperCase() })",
    "|ctx| ctx.tools.register(#{ name: \"m3\", execute: |a| { let x = [3, 1]; x.sort().len() } })",
    "|ctx| ctx.tools.register(#{ name: \"m4\", execute: |a| { let o = #{}; o.push(1); \"\" } })",
    "|ctx| ctx.tools.register(#{ name: \"m5\", execute: |a| { [1].forEach(|x| x); \"\" } })",
    "|ctx| ctx.tools.register(#{ name: \"m6\", execute: |a| 42 })",
    "|ctx| ctx.tools.register(#{ name: \"m7\", execute: |a| { let m = #{}; m.x.y } })",
    "|ctx| { ctx.x = 1; }",
    "|ctx| { setTimeout(|| 1, 5); }",
    "|ctx| { const XS = [1]; XS.push(2); }",
    "|ctx| { let items = [#{ done: false }]; for item in items { item.done = true; } }",
    "|ctx| { for (k, v) in #{ a: 1 } { } }",
    "|ctx| ctx.tools.register(#{ name: \"m8\", execute: |a| { let m = #{ a: 1 }; for (k, v) in m { } \"\" } })",
    "|ctx| ctx.tools.register(#{ name: \"m9\", execute: |a| { \"a\\nb\".lines().len() } })",
    "|ctx| ctx.tools.register(#{ name: \"m12\", execute: |a| { let m = #{ a: 1 }; m.keys().map(|k| m[k]) } })",
    // Whole plugins remembered as JavaScript and as Python: every habit.
    "module.exports = {\n  name: \"js\",\n  apply(ctx) {\n    ctx.tools.register({ name: \"m10\", parameters: { n: { type: \"string\" } }, execute: async (args) => args.n === null ? `${args.n}` : \"none\" });\n  }\n};",
    "def apply(ctx):\n    if c and not c:\n        pass\n    elif c == None:\n        ok = True\n    ctx.tools.register({\"name\": \"m11\", \"execute\": lambda args: f\"n={args}\"})\n# the plugin\nplugin = {\"name\": \"py\", \"apply\": apply}",
    "|ctx| ctx.tools.register(#{ name: \"m10\", execute: |a| { let t = timestamp(); \"\" } })",
    "|ctx| ctx.tools.register(#{ name: \"m11\", execute: |a| `- ${a}\\n` })",
    "|ctx| ctx.on(\"tools/post-execute\", |info, result| { result.isError = false; })",
    // Trial 4: a TypeScript plugin's habits inside expressions, then the
    // same calls in code that parses (refused by the check).
    "import * as fs from \"fs\";\ninterface Args {\n  n?: number;\n}\nexport default {\n  name: \"ts\",\n  apply(ctx: any) {\n    const items = [];\n    let v = (m[key] || 0) + 1;\n    for (const w of s.toLowerCase().split(/\\s+/).filter(Boolean)) { items.push(w); }\n    let top = arr.sort((a, b) => b - a).slice(0, n);\n  },\n};",
    "|ctx| ctx.tools.register(#{ name: \"m13\", execute: |a| { let s = \"A b\"; const xs = []; for w in s.toLowerCase().split() { xs.push(w); } xs.sort().slice(0, 1) } })",
    "|ctx| ctx.tools.register(#{ name: \"m14\", execute: |a| { let s = \"a\"; s.startsWith(\"a\") || s.includes(\"b\") || parseInt(s) > 0 } })",
    "def apply(ctx):\n    if not os.path.exists(s):\n        return f\"{m['a']}\"\nplugin = {\"name\": \"py2\", \"apply\": apply}",
    // Trial 5: Python's calls with a shape no Rhai function takes, first
    // as a parse error's habits, then refused by the check.
    "def apply(ctx):\n    xs = [1, 2]\n    t = round(sum(x for x in xs) / len(xs), 2)\n    ys = xs[1:]\n    a, b = xs\n    n = int(\"3\") + float(t)\n    xs.append(3)\n    return \" \".join(m.get(0, []))\nplugin = {\"name\": \"py3\", \"apply\": apply, \"m\": {}}",
    "|ctx| ctx.tools.register(#{ name: \"m15\", execute: |a| { let xs = [#{ s: 1 }]; let b = max(xs, |r| r.s); let c = a.get(\"k\", 0); xs.append(#{}); round(2.5, 2); \" \".join(xs) } })",
    "|ctx| { let counts = {}; }",
];

/// A toolset with `fs` rooted in `root` (holding [`SAMPLE_FILE`]) and the
/// timer granted.
fn toolset(root: &Path) -> Toolset {
    std::fs::write(root.join(SAMPLE_FILE), "one two three\nfour five\n").unwrap();
    cordis_toolset_tests::granted_toolset(root)
}

fn text_of(toolset: &Toolset, name: &str, args: Value) -> (String, bool, Option<Value>) {
    cordis_toolset_tests::call_tool(toolset, name, args)
}

/// Arguments for a tool, made from its input schema.
fn arguments(schema: &Value) -> Value {
    let mut args = serde_json::Map::new();
    let empty = serde_json::Map::new();
    let properties = schema["properties"].as_object().unwrap_or(&empty);
    for (name, property) in properties {
        let value = if let Some(first) = property["enum"].as_array().and_then(|e| e.first()) {
            first.clone()
        } else {
            match property["type"].as_str() {
                Some("string") if name.contains("path") || name.contains("file") => {
                    json!(SAMPLE_FILE)
                }
                Some("string") => json!("hello"),
                Some("integer" | "number") => json!(2),
                Some("boolean") => json!(true),
                Some("array") => json!([]),
                Some("object") => json!({}),
                _ => json!("hello"),
            }
        };
        args.insert(name.clone(), value);
    }
    Value::Object(args)
}

/// Mount `code`, call every tool it registered; `Err` says what failed.
fn run_plugin(toolset: &Toolset, code: &str) -> Result<(), String> {
    let (text, error, structured) = text_of(toolset, "cordis_mount", json!({ "code": code }));
    if error {
        return Err(format!("the mount failed: {text}"));
    }
    let structured = structured.unwrap_or_default();
    let id = structured["id"].as_str().unwrap_or_default().to_owned();
    let tools: Vec<String> = structured["tools"]
        .as_array()
        .map(|t| {
            t.iter()
                .filter_map(|n| n.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default();
    let mut failure = None;
    for tool in &tools {
        let schema = toolset
            .tools()
            .into_iter()
            .find(|d| &d.name == tool)
            .map(|d| serde_json::to_value(d).unwrap()["inputSchema"].clone())
            .unwrap_or_default();
        let (text, error, _) = text_of(toolset, tool, arguments(&schema));
        if error {
            failure = Some(format!("calling {tool} failed: {text}"));
            break;
        }
    }
    let (text, error, _) = text_of(toolset, "cordis_unmount", json!({ "id": id }));
    assert!(!error, "unmount {id}: {text}");
    failure.map_or(Ok(()), Err)
}

/// A fragment on `ctx` as a plugin (see the module docs).
fn wrap_fragment(fragment: &str) -> String {
    let inject: Vec<String> = ["fs", "timer"]
        .iter()
        .filter(|s| fragment.contains(&format!("ctx.{s}")))
        .map(|s| format!("\"{s}\""))
        .collect();
    format!(
        "#{{ name: \"example\", inject: [{}], apply: |ctx| {{\n{fragment}\n;\nctx.tools.register(#{{ name: \"example_probe\", execute: |args| \"probe\" }});\n}} }}",
        inject.join(", ")
    )
}

/// A piece of advice as a plugin whose one tool runs it.
fn wrap_advice(advice: &str) -> String {
    let body = advice.trim_end_matches(';');
    // A call that changes its array in place returns `()`, which the
    // check refuses to keep: it runs as a statement of its own.
    let in_place = [
        ".push(",
        ".sort(",
        ".insert(",
        ".truncate(",
        ".clear(",
        ".dedup(",
    ]
    .iter()
    .any(|m| body.contains(m))
        && !body.contains(';');
    let body = if in_place {
        format!("(); }};\n{body};\n{{ ()")
    } else {
        body.to_owned()
    };
    format!(
        "|ctx| ctx.tools.register(#{{ name: \"advice\", execute: |args| {{\n{SAMPLES}\nlet result = {{ {body} }};\n\"ran\"\n}} }})"
    )
}

fn is_plugin(code: &str) -> bool {
    code.contains("apply:") || code.trim_start().starts_with("|ctx|")
}

/// The blocks of `text` from a line that `opens` to one that `closes`;
/// `keep` says whether those two lines belong to the block. Lines are
/// read through `line` first.
fn blocks(
    text: &str,
    line: impl Fn(&str) -> &str,
    opens: impl Fn(&str) -> bool,
    closes: impl Fn(&str) -> bool,
    keep: bool,
) -> Vec<String> {
    let mut out = Vec::new();
    let mut current: Option<Vec<&str>> = None;
    for raw in text.lines() {
        let read = line(raw);
        match &mut current {
            None if opens(read) => current = Some(if keep { vec![read] } else { Vec::new() }),
            Some(lines) if closes(read) => {
                if keep {
                    lines.push(read);
                }
                out.push(lines.join("\n"));
                current = None;
            }
            Some(lines) => lines.push(read),
            None => {}
        }
    }
    out
}

/// ` ```rhai ` blocks of a Markdown text.
fn fences(markdown: &str) -> Vec<String> {
    blocks(
        markdown,
        |l| l.trim_start_matches("/// ").trim_start_matches("///"),
        |l| l.trim() == "```rhai",
        |l| l.trim() == "```",
        false,
    )
}

/// Plugins written out in a tool description.
fn described_plugins(description: &str) -> Vec<String> {
    blocks(description, |l| l, |l| l == "#{", |l| l == "}", true)
}

/// Backticked spans after "write " or "e.g. " in a message.
fn advice_in(message: &str) -> Vec<String> {
    let mut out = Vec::new();
    for lead in ["write `", "e.g. `"] {
        let mut rest = message;
        while let Some(at) = rest.find(lead) {
            let after = &rest[at + lead.len()..];
            let Some(end) = after.find('`') else { break };
            out.push(after[..end].to_owned());
            rest = &after[end..];
        }
    }
    out
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// One example: where it is from, and its code as run.
struct Example {
    source: &'static str,
    code: String,
}

fn examples(toolset: &Toolset) -> (Vec<Example>, Vec<String>) {
    let mut out = Vec::new();
    let mut forms = Vec::new();
    let mut add = |source: &'static str, code: String| {
        let code = if is_plugin(&code) {
            code
        } else {
            wrap_fragment(&code)
        };
        out.push(Example { source, code });
    };
    for tool in toolset.tools() {
        for plugin in described_plugins(&tool.description) {
            add("built-in tool descriptions", plugin);
        }
    }
    // What `cordis_inspect` shows for one event or service, for all.
    let catalog = builtin::catalog();
    for block in fences(&catalog.render_events_markdown()) {
        add("events catalog", block);
    }
    for block in fences(&catalog.render_api_markdown()) {
        add("API catalog", block);
    }
    for block in fences(&render_facade_markdown()) {
        add("façade catalog", block);
    }
    let readme = std::fs::read_to_string(workspace().join("README.md")).unwrap();
    for block in fences(&readme) {
        add("README", block);
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(workspace().join("examples"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rhai"))
        .collect();
    files.sort();
    for file in files {
        add("examples/*.rhai", std::fs::read_to_string(file).unwrap());
    }
    // Advice: from what the mistakes get back.
    let mut advice = Vec::new();
    for mistake in MISTAKES {
        let (mut message, _, structured) =
            text_of(toolset, "cordis_mount", json!({ "code": mistake }));
        let tools: Vec<String> = structured
            .as_ref()
            .and_then(|s| s["tools"].as_array().cloned())
            .unwrap_or_default()
            .iter()
            .filter_map(|t| t.as_str().map(str::to_owned))
            .collect();
        for tool in tools {
            message.push('\n');
            message.push_str(&text_of(toolset, &tool, json!({})).0);
        }
        if let Some(id) = structured.as_ref().and_then(|s| s["id"].as_str()) {
            text_of(toolset, "cordis_unmount", json!({ "id": id }));
        }
        for span in advice_in(&message) {
            if !advice.contains(&span) {
                advice.push(span);
            }
        }
    }
    for span in advice {
        let token = !span.chars().any(char::is_alphanumeric)
            || ["let", "const", "fn", "for", "if"].contains(&span.as_str());
        if token || span.contains("...") || span.contains('…') {
            forms.push(span);
        } else if span.starts_with('.') {
            out.push(Example {
                source: "error advice",
                code: wrap_advice(&format!("s{span}")),
            });
        } else {
            out.push(Example {
                source: "error advice",
                code: wrap_advice(&span),
            });
        }
    }
    (out, forms)
}

#[test]
fn every_example_a_model_reads_runs() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = toolset(dir.path());
    let (examples, forms) = examples(&toolset);
    let mut ran: BTreeMap<&str, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for example in &examples {
        *ran.entry(example.source).or_default() += 1;
        if let Err(why) = run_plugin(&toolset, &example.code) {
            failures.push(format!(
                "[{}]\n{}\n---\n{why}",
                example.source, example.code
            ));
        }
    }
    for (source, count) in &ran {
        println!("{source}: {count} example(s) ran");
    }
    println!(
        "error advice: {} form(s) or token(s), not run: {forms:?}",
        forms.len()
    );
    for source in [
        "built-in tool descriptions",
        "events catalog",
        "façade catalog",
        "README",
        "examples/*.rhai",
        "error advice",
    ] {
        assert!(
            ran.get(source).is_some_and(|n| *n > 0),
            "{source} yielded no example: the extraction no longer finds them"
        );
    }
    assert!(
        failures.is_empty(),
        "{} example(s) failed:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// The everyday tasks of issue 11, written as a model first writes them:
/// each mount must work on the first try, and its tools must answer.
#[test]
fn everyday_tasks_work_first_try() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = toolset(dir.path());
    let mount = |code: &str| {
        let (text, error, _) = text_of(&toolset, "cordis_mount", json!({ "code": code }));
        assert!(!error, "{code}\n{text}");
    };
    let answer = |tool: &str, args: Value| {
        let (text, error, structured) = text_of(&toolset, tool, args);
        assert!(!error, "{tool}: {text}");
        (text, structured)
    };
    // 1. A grep tool.
    mount(
        r#"#{ name: "grep", inject: ["fs"], apply: |ctx| {
    ctx.tools.register(#{
        name: "grep",
        description: "Lines of a file that contain a pattern",
        parameters: #{ path: #{ type: "string" }, pattern: #{ type: "string" } },
        execute: |args| {
            let lines = ctx.fs.read(args.path).split("\n");
            let hits = lines.filter(|line| line.contains(args.pattern));
            hits.join("\n")
        }
    });
} }"#,
    );
    assert_eq!(
        answer("grep", json!({ "path": SAMPLE_FILE, "pattern": "four" })).0,
        "four five"
    );
    // 2. A key-value service shared by two mounts.
    mount(
        r#"#{ name: "kv", apply: |ctx| {
    let store = #{};
    ctx.provide("kv", #{
        get: |key| store[key],
        set: |key, value| { store[key] = value; },
        keys: || store.keys(),
    });
} }"#,
    );
    mount(
        r#"#{ name: "kv-user", inject: ["kv"], apply: |ctx| {
    ctx.tools.register(#{ name: "remember", parameters: #{ key: #{ type: "string" }, value: #{ type: "string" } },
        execute: |args| { ctx.kv.set(args.key, args.value); `stored ${args.key}` } });
    ctx.tools.register(#{ name: "recall", parameters: #{ key: #{ type: "string" } },
        execute: |args| { let v = ctx.kv.get(args.key); if v == () { "unknown" } else { v } } });
} }"#,
    );
    answer("remember", json!({ "key": "a", "value": "1" }));
    assert_eq!(answer("recall", json!({ "key": "a" })).0, "1");
    // 3. A call logger, 4. a pre-execute guard.
    mount(
        r#"#{ name: "logger", apply: |ctx| {
    let calls = [];
    ctx.on("tools/post-execute", |info, result| { calls.push(info.name); });
    ctx.on("tools/pre-execute", |info, next| {
        if info.name == "recall" && info.args.key == "secret" {
            return #{ content: [#{ type: "text", text: "blocked" }], isError: true };
        }
        next()
    });
    ctx.tools.register(#{ name: "calls", execute: |args| calls.join(", ") });
} }"#,
    );
    answer("recall", json!({ "key": "a" }));
    assert!(answer("calls", json!({})).0.contains("recall"));
    let (text, error, _) = text_of(&toolset, "recall", json!({ "key": "secret" }));
    assert!(error && text == "blocked", "{text}");
    // 5. A timer.
    mount(
        r#"#{ name: "ticker", inject: ["timer"], apply: |ctx| {
    let ticks = 0;
    ctx.timer.setInterval(|| { ticks += 1; }, 10);
    ctx.tools.register(#{ name: "ticks", execute: |args| `${ticks}` });
} }"#,
    );
    std::thread::sleep(std::time::Duration::from_millis(100));
    assert_ne!(answer("ticks", json!({})).0, "0");
    // 6. A directory lister returning JSON, 9. an fs method not used yet.
    mount(
        r#"#{ name: "lister", inject: ["fs"], apply: |ctx| {
    ctx.tools.register(#{ name: "ls", parameters: #{ path: #{ type: "string", required: false, "default": "." } },
        execute: |args| {
            let names = ctx.fs.list(args.path).map(|entry| entry.name);
            to_json(#{ count: names.len(), names: names, exists: ctx.fs.exists(args.path) })
        } });
} }"#,
    );
    let listed: Value = serde_json::from_str(&answer("ls", json!({})).0).unwrap();
    assert_eq!(listed["names"], json!([SAMPLE_FILE]));
    // 7. Optional and enum parameters.
    mount(
        r#"#{ name: "temp", apply: |ctx| {
    ctx.tools.register(#{ name: "convert",
        parameters: #{
            celsius: #{ type: "number" },
            unit: #{ type: "string", enum: ["f", "k"] },
            digits: #{ type: "integer", required: false, "default": 1 },
        },
        execute: |args| {
            let c = args.celsius.to_float();
            let value = if args.unit == "f" { c * 9.0 / 5.0 + 32.0 } else { c + 273.15 };
            `${value.round()} ${args.unit} (${args.digits})`
        } });
} }"#,
    );
    assert_eq!(
        answer("convert", json!({ "celsius": 100, "unit": "f" })).0,
        "212.0 f (1)"
    );
    // 8. JSON and CSV processing, with structured content.
    mount(
        r#"#{ name: "data", apply: |ctx| {
    ctx.tools.register(#{ name: "csv_sum", parameters: #{ csv: #{ type: "string" } },
        execute: |args| {
            let rows = args.csv.trim().split("\n");
            let total = 0;
            for row in rows {
                let cells = row.split(",");
                total += parse_int(cells[1].trim());
            }
            let summary = #{ rows: rows.len(), total: total };
            #{ content: [#{ type: "text", text: to_json(summary) }], structuredContent: summary }
        } });
} }"#,
    );
    let (text, structured) = answer("csv_sum", json!({ "csv": "a, 1\nb, 2\n" }));
    assert_eq!(structured, Some(json!({ "rows": 2, "total": 3 })), "{text}");
    // 10. Events between mounts.
    mount(
        r#"#{ name: "inbox", apply: |ctx| {
    let notes = [];
    ctx.on("note/added", |text| { notes.push(text); });
    ctx.tools.register(#{ name: "notes", execute: |args| notes.join("; ") });
} }"#,
    );
    mount(
        r#"#{ name: "outbox", apply: |ctx| {
    ctx.tools.register(#{ name: "add_note", parameters: #{ text: #{ type: "string" } },
        execute: |args| { ctx.emit("note/added", args.text); "sent" } });
} }"#,
    );
    answer("add_note", json!({ "text": "hello" }));
    assert_eq!(answer("notes", json!({})).0, "hello");
    // 11. A runaway tool fails alone, and says why.
    mount(
        r#"#{ name: "runaway", apply: |ctx| {
    ctx.tools.register(#{ name: "spin", execute: |args| { let n = 0; loop { n += 1; } } });
} }"#,
    );
    let (text, error, _) = text_of(&toolset, "spin", json!({}));
    assert!(error && !text.is_empty(), "{text}");
    assert_eq!(answer("notes", json!({})).0, "hello");
}

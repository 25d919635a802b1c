//! The second new-user trial (issues 11 and 12): twelve everyday tasks, each
//! written by a model that read only what the server exposes (the tools'
//! descriptions, `cordis_inspect`, error texts), run through the real
//! `cordis-cli serve` as the model ran them: a dry run first, then the mount,
//! then calls. The dry run must agree with the mount (state, tools,
//! services, warnings), and every call must answer what the task asked.
//!
//! Each plugin is the model's first form. Task 2's first form changed a
//! loop's copy; the mount warned and taught the index form, which the test
//! checks before mounting the corrected store. The first trial's tasks are
//! `everyday_tasks_work_first_try` in model_text.rs.
//!
//! Rerun: `cargo test -p cordis-toolset-tests --test all everyday::`.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use std::thread;
use std::time::Duration;

use cordis_toolset_tests::Server;
use serde_json::{Value, json};

/// What a mount report says the plugin does, for comparing a dry run with
/// the mount (tools in registration order, in both).
fn effects(report: &Value) -> Value {
    json!({
        "id": report["id"],
        "state": report["state"],
        "tools": report["tools"],
        "provides": report["provides"],
        "waitingFor": report["waitingFor"],
        "warnings": report["warnings"],
    })
}

/// Dry-runs `code`, mounts it, checks both succeeded and agree; the mount's
/// structured report.
fn mount(server: &mut Server, code: &str) -> Value {
    let dry = server.call("cordis_mount", json!({ "code": code, "dryRun": true }));
    assert_ne!(dry["isError"], json!(true), "{}", Server::text(&dry));
    let mounted = server.call("cordis_mount", json!({ "code": code }));
    assert_ne!(
        mounted["isError"],
        json!(true),
        "{}",
        Server::text(&mounted)
    );
    let (dry, report) = (&dry["structuredContent"], &mounted["structuredContent"]);
    assert_eq!(
        effects(dry),
        effects(report),
        "the dry run disagrees with the mount"
    );
    report.clone()
}

/// Calls `tool`; its text, and whether it failed.
fn answer(server: &mut Server, tool: &str, args: Value) -> (String, bool) {
    let result = server.call("cordis_call", json!({ "name": tool, "arguments": args }));
    (Server::text(&result), result["isError"] == json!(true))
}

/// Calls `tool`, which must succeed; its text.
fn ok(server: &mut Server, tool: &str, args: Value) -> String {
    let (text, failed) = answer(server, tool, args);
    assert!(!failed, "{tool}: {text}");
    text
}

/// Task 2's todo store as the model first wrote it: `item.done = true`
/// changes the loop's copy.
const TODO_STORE: &str = r#"
#{
  name: "todo-store",
  apply: |ctx| {
    let items = [];
    let next_id = 1;
    ctx.provide("todo", #{
      add: |text| {
        let item = #{ id: next_id, text: text, done: false };
        items.push(item);
        next_id += 1;
        item.id
      },
      list: || items,
      done: |id| {
        for item in items {
          if item.id == id { item.done = true; return true; }
        }
        false
      },
    });
  }
}
"#;

#[test]
fn twelve_everyday_tasks_through_the_real_server() {
    let mut server = Server::start(&[]);
    let root = server.root().to_owned();
    std::fs::write(root.join("poem.txt"), "one two  three\nfour five\n").unwrap();
    std::fs::write(root.join("people.csv"), "name,age\nada,36\nalan,41\n").unwrap();

    // 1. A word count over a file.
    mount(
        &mut server,
        r#"
#{
  name: "wc",
  inject: ["fs"],
  apply: |ctx| {
    ctx.tools.register(#{
      name: "wc",
      description: "Count lines, words and characters in a file",
      parameters: #{ path: #{ type: "string", description: "file to count" } },
      execute: |args| {
        let text = ctx.fs.read(args.path);
        let lines = text.split("\n").len();
        let words = 0;
        for line in text.split("\n") {
          for w in line.split(" ") {
            if w.trim() != "" { words += 1; }
          }
        }
        to_json(#{ lines: lines, words: words, chars: text.len() })
      }
    });
  }
}
"#,
    );
    let counted: Value =
        serde_json::from_str(&ok(&mut server, "wc", json!({ "path": "poem.txt" }))).unwrap();
    assert_eq!(counted, json!({ "lines": 3, "words": 5, "chars": 25 }));

    // 2. A todo service shared by two mounts. The first form (a change to
    // a loop's copy) is refused, with the fix; the fixed form works.
    let dry = server.call(
        "cordis_mount",
        json!({ "code": TODO_STORE, "dryRun": true }),
    );
    let refusal = dry["content"][0]["text"].as_str().unwrap_or_default();
    assert!(
        dry["isError"] == json!(true)
            && refusal.contains("(line 17, column")
            && refusal.contains("`for (item, i) in items { items[i].done = ...; }`"),
        "{dry}"
    );
    let fixed = TODO_STORE.replace(
        "for item in items {\n          if item.id == id { item.done = true;",
        "for (item, i) in items {\n          if item.id == id { items[i].done = true;",
    );
    let store = mount(&mut server, &fixed);
    assert_eq!(store["warnings"], json!([]));
    mount(
        &mut server,
        r#"
#{
  name: "todo-write",
  inject: ["todo"],
  apply: |ctx| {
    ctx.tools.register(#{ name: "todo_add", description: "Add a todo",
      parameters: #{ text: #{ type: "string" } },
      execute: |args| { let id = ctx.todo.add(args.text); `added #${id}` } });
    ctx.tools.register(#{ name: "todo_done", description: "Mark a todo done",
      parameters: #{ id: #{ type: "integer" } },
      execute: |args| if ctx.todo.done(args.id) { `done #${args.id}` } else { `no todo #${args.id}` } });
  }
}
"#,
    );
    mount(
        &mut server,
        r#"
#{
  name: "todo-read",
  inject: ["todo"],
  apply: |ctx| {
    ctx.tools.register(#{ name: "todo_list", description: "List todos",
      execute: |args| {
        let lines = ctx.todo.list().map(|t| `${if t.done { "[x]" } else { "[ ]" }} #${t.id} ${t.text}`);
        if lines.is_empty() { "nothing to do" } else { lines.join("\n") }
      } });
  }
}
"#,
    );
    assert_eq!(ok(&mut server, "todo_list", json!({})), "nothing to do");
    ok(&mut server, "todo_add", json!({ "text": "buy milk" }));
    ok(&mut server, "todo_add", json!({ "text": "write report" }));
    assert_eq!(ok(&mut server, "todo_done", json!({ "id": 1 })), "done #1");
    assert_eq!(
        ok(&mut server, "todo_done", json!({ "id": 9 })),
        "no todo #9"
    );
    assert_eq!(
        ok(&mut server, "todo_list", json!({})),
        "[x] #1 buy milk\n[ ] #2 write report"
    );

    // 3. A rate limiter hook that refuses a tool after 3 calls.
    mount(
        &mut server,
        r#"
#{
  name: "rate-limit",
  apply: |ctx| {
    let limit = 3;
    let counts = #{};
    ctx.tools.register(#{ name: "echo", parameters: #{ text: #{ type: "string" } }, execute: |args| args.text });
    ctx.on("tools/pre-execute", |info, next| {
      if info.name != "echo" { return next(); }
      let n = counts[info.name] ?? 0;
      if n >= limit {
        return #{ content: [#{ type: "text", text: `rate limit: ${info.name} may be called only ${limit} times` }], isError: true };
      }
      counts[info.name] = n + 1;
      next()
    });
  }
}
"#,
    );
    for i in 0..3 {
        assert_eq!(
            ok(&mut server, "echo", json!({ "text": format!("hi {i}") })),
            format!("hi {i}")
        );
    }
    let (text, failed) = answer(&mut server, "echo", json!({ "text": "hi 3" }));
    assert!(
        failed && text == "rate limit: echo may be called only 3 times",
        "{text}"
    );

    // 4. A timer that emits an event every second, and a mount counting them.
    let counter = mount(
        &mut server,
        r#"
#{
  name: "beat-counter",
  apply: |ctx| {
    let count = 0;
    let last = 0;
    ctx.on("heartbeat/tick", |n| { count += 1; last = n; });
    ctx.tools.register(#{ name: "beats", description: "How many heartbeats were seen",
      execute: |args| to_json(#{ count: count, last: last }) });
  }
}
"#,
    );
    assert!(
        counter["warnings"][0]["message"]
            .as_str()
            .unwrap()
            .contains("custom event")
    );
    mount(
        &mut server,
        r#"
#{
  name: "heartbeat",
  inject: ["timer"],
  apply: |ctx| {
    let beat = 0;
    ctx.timer.setInterval(|| {
      beat += 1;
      ctx.emit("heartbeat/tick", beat);
    }, 1000);
  }
}
"#,
    );
    let heard_at_start = Server::text(&server.call(
        "cordis_inspect",
        json!({ "what": "events", "name": "heartbeat/tick" }),
    ));
    assert!(
        heard_at_start.contains("beat-counter") && heard_at_start.contains("heartbeat"),
        "{heard_at_start}"
    );

    // 5. An enum and an optional parameter, answering structured JSON.
    mount(
        &mut server,
        r#"
#{
  name: "shapes",
  apply: |ctx| {
    ctx.tools.register(#{
      name: "area",
      description: "Area of a shape",
      parameters: #{
        shape: #{ type: "string", enum: ["circle", "square", "rectangle"] },
        size: #{ type: "number", description: "radius or side" },
        height: #{ type: "number", required: false, description: "rectangle height" },
      },
      execute: |args| {
        let area = switch args.shape {
          "circle" => PI() * args.size * args.size,
          "square" => args.size * args.size,
          "rectangle" => args.size * (args.height ?? args.size),
        };
        let data = #{ shape: args.shape, area: area };
        #{ content: [#{ type: "text", text: to_json(data) }], structuredContent: data }
      }
    });
  }
}
"#,
    );
    let result = server.call(
        "area",
        json!({ "shape": "rectangle", "size": 2, "height": 3.5 }),
    );
    assert_eq!(
        result["structuredContent"],
        json!({ "shape": "rectangle", "area": 7.0 }),
        "{result}"
    );
    let result = server.call("area", json!({ "shape": "square", "size": 3 }));
    assert_eq!(result["structuredContent"]["area"], json!(9.0), "{result}");
    let (text, failed) = answer(
        &mut server,
        "area",
        json!({ "shape": "triangle", "size": 3 }),
    );
    assert!(
        failed && text.contains("\"circle\", \"square\", \"rectangle\""),
        "{text}"
    );

    // 6. CSV to JSON.
    mount(
        &mut server,
        r#"
#{
  name: "csv",
  inject: ["fs"],
  apply: |ctx| {
    ctx.tools.register(#{
      name: "csv_to_json",
      description: "Convert a CSV file with a header row to a JSON array of objects",
      parameters: #{ path: #{ type: "string" } },
      execute: |args| {
        let lines = ctx.fs.read(args.path).split("\n").filter(|l| l.trim() != "");
        let headers = lines[0].split(",");
        let rows = [];
        for line in lines.extract(1) {
          let cells = line.split(",");
          let row = #{};
          for i in 0..headers.len() {
            row[headers[i]] = cells[i];
          }
          rows.push(row);
        }
        to_json(rows)
      }
    });
  }
}
"#,
    );
    let rows: Value = serde_json::from_str(&ok(
        &mut server,
        "csv_to_json",
        json!({ "path": "people.csv" }),
    ))
    .unwrap();
    assert_eq!(
        rows,
        json!([{ "name": "ada", "age": "36" }, { "name": "alan", "age": "41" }])
    );

    // 7. A tool that calls another mount's tool through ctx.tools.
    mount(
        &mut server,
        r#"
#{
  name: "upper",
  apply: |ctx| {
    ctx.tools.register(#{ name: "upper", description: "Upper-case a text",
      parameters: #{ text: #{ type: "string" } }, execute: |args| args.text.to_upper() });
  }
}
"#,
    );
    mount(
        &mut server,
        r#"
#{
  name: "shouter",
  apply: |ctx| {
    ctx.tools.register(#{
      name: "shout",
      description: "Shout a text, using the upper tool",
      parameters: #{ text: #{ type: "string" } },
      execute: |args| {
        let result = ctx.tools.execute("upper", #{ text: args.text });
        if result.isError { throw `upper failed: ${result.content[0].text}`; }
        result.content[0].text + "!!!"
      }
    });
  }
}
"#,
    );
    assert_eq!(
        ok(&mut server, "shout", json!({ "text": "hello" })),
        "HELLO!!!"
    );

    // 8. A cache service whose entries expire through the timer.
    mount(
        &mut server,
        r#"
#{
  name: "cache",
  inject: ["timer"],
  apply: |ctx| {
    let entries = #{};
    let timers = #{};
    ctx.provide("cache", #{
      set: |key, value, ttl_ms| {
        if key in timers { ctx.timer.clear(timers[key]); }
        entries[key] = value;
        timers[key] = ctx.timer.setTimeout(|| {
          entries.remove(key);
          timers.remove(key);
        }, ttl_ms);
      },
      get: |key| entries[key],
      size: || entries.len(),
    });
  }
}
"#,
    );
    mount(
        &mut server,
        r#"
#{
  name: "cache-tools",
  inject: ["cache"],
  apply: |ctx| {
    ctx.tools.register(#{ name: "cache_put", description: "Cache a value for a while",
      parameters: #{ key: #{ type: "string" }, value: #{ type: "string" },
                     ttl: #{ type: "integer", required: false, "default": 500, description: "ms" } },
      execute: |args| { ctx.cache.set(args.key, args.value, args.ttl); `cached ${args.key} for ${args.ttl} ms` } });
    ctx.tools.register(#{ name: "cache_get", description: "Read a cached value",
      parameters: #{ key: #{ type: "string" } },
      execute: |args| {
        let v = ctx.cache.get(args.key);
        if v == () { `miss: ${args.key}` } else { `hit: ${v}` }
      } });
  }
}
"#,
    );
    ok(
        &mut server,
        "cache_put",
        json!({ "key": "a", "value": "1", "ttl": 300 }),
    );
    assert_eq!(
        ok(&mut server, "cache_get", json!({ "key": "a" })),
        "hit: 1"
    );
    thread::sleep(Duration::from_millis(600));
    assert_eq!(
        ok(&mut server, "cache_get", json!({ "key": "a" })),
        "miss: a"
    );

    // 9. A hook that rewrites results (after the tool ran, in pre-execute:
    // the events catalog says post-execute's result is read-only).
    mount(
        &mut server,
        r#"
#{
  name: "redactor",
  apply: |ctx| {
    ctx.tools.register(#{ name: "get_config", description: "The service configuration",
      execute: |args| "user=admin password=hunter2" });
    ctx.on("tools/pre-execute", |info, next| {
      let result = next();
      result.content = result.content.map(|block| #{ type: "text", text: block.text.replace("hunter2", "*****") });
      result
    });
  }
}
"#,
    );
    assert_eq!(
        ok(&mut server, "get_config", json!({})),
        "user=admin password=*****"
    );

    // 10. fs list, read and write, round trip.
    std::fs::write(root.join("a.txt"), "alpha").unwrap();
    std::fs::write(root.join("c.md"), "gamma").unwrap();
    mount(
        &mut server,
        r#"
#{
  name: "backup",
  inject: ["fs"],
  apply: |ctx| {
    ctx.tools.register(#{
      name: "backup_txt",
      description: "Copy every .txt file of a directory into backup/",
      parameters: #{ dir: #{ type: "string", required: false, "default": "." } },
      execute: |args| {
        let copied = [];
        for entry in ctx.fs.list(args.dir) {
          if entry.kind == "file" && entry.name.ends_with(".txt") {
            let src = if args.dir == "." { entry.name } else { `${args.dir}/${entry.name}` };
            ctx.fs.write(`backup/${entry.name}`, ctx.fs.read(src));
            copied.push(entry.name);
          }
        }
        `copied ${copied.len()} files: ${copied.join(", ")}`
      }
    });
    ctx.tools.register(#{
      name: "verify_backup",
      description: "Check that every file in backup/ matches its original",
      execute: |args| {
        let bad = [];
        for entry in ctx.fs.list("backup") {
          if ctx.fs.read(`backup/${entry.name}`) != ctx.fs.read(entry.name) { bad.push(entry.name); }
        }
        if bad.len() == 0 { "backup ok" } else { `differs: ${bad.join(", ")}` }
      }
    });
  }
}
"#,
    );
    assert_eq!(
        ok(&mut server, "backup_txt", json!({})),
        "copied 2 files: a.txt, poem.txt"
    );
    assert_eq!(
        std::fs::read_to_string(root.join("backup/a.txt")).unwrap(),
        "alpha"
    );
    assert!(!root.join("backup/c.md").exists());
    assert_eq!(ok(&mut server, "verify_backup", json!({})), "backup ok");

    // 11. A tool that fails on bad input with a clear error; `number`
    // arguments divide as numbers.
    mount(
        &mut server,
        r#"
#{
  name: "divider",
  apply: |ctx| {
    ctx.tools.register(#{
      name: "divide",
      description: "Divide a by b",
      parameters: #{ a: #{ type: "number" }, b: #{ type: "number" } },
      execute: |args| {
        if args.b == 0 { throw "cannot divide by zero: pass a non-zero b"; }
        `${args.a / args.b}`
      }
    });
  }
}
"#,
    );
    assert_eq!(ok(&mut server, "divide", json!({ "a": 7, "b": 2 })), "3.5");
    let (text, failed) = answer(&mut server, "divide", json!({ "a": 1, "b": 0 }));
    assert!(
        failed && text.contains("cannot divide by zero: pass a non-zero b"),
        "{text}"
    );
    let (text, failed) = answer(&mut server, "divide", json!({ "a": "x", "b": 1 }));
    assert!(
        failed && text.contains("argument \"a\" must be a number"),
        "{text}"
    );

    // 12. Unmount and remount a provider while a consumer waits.
    let greeter = mount(
        &mut server,
        r#"
#{
  name: "greeter",
  inject: ["greeting"],
  apply: |ctx| {
    ctx.tools.register(#{ name: "greet", description: "Greet someone",
      parameters: #{ who: #{ type: "string" } },
      execute: |args| ctx.greeting.hello(args.who) });
  }
}
"#,
    );
    assert_eq!(greeter["state"], json!("pending"));
    let greeting = r#"
#{
  name: "greeting",
  apply: |ctx| {
    ctx.provide("greeting", #{ hello: |who| `hello ${who}` });
  }
}
"#;
    let provider = mount(&mut server, greeting);
    assert_eq!(provider["activated"], json!([greeter["id"]]));
    assert_eq!(
        ok(&mut server, "greet", json!({ "who": "ada" })),
        "hello ada"
    );
    let receipt = server.call("cordis_unmount", json!({ "id": provider["id"] }));
    assert_eq!(
        receipt["structuredContent"]["backToPending"],
        json!([greeter["id"]]),
        "{receipt}"
    );
    let (text, failed) = answer(&mut server, "greet", json!({ "who": "ada" }));
    // The refusal names the pending mount that registers the tool, and
    // what it waits for.
    let id = greeter["id"].as_str().unwrap_or_default();
    assert!(
        failed
            && text.contains("tool `greet` is not registered now")
            && text.contains(&format!("mount {id} (plugin \"greeter\")"))
            && text.contains("is pending, waiting for the service"),
        "{text}"
    );
    let again = mount(
        &mut server,
        &greeting.replace("hello ${who}", "good day ${who}"),
    );
    assert_eq!(again["activated"], json!([greeter["id"]]));
    assert_eq!(
        ok(&mut server, "greet", json!({ "who": "ada" })),
        "good day ada"
    );

    // 4, continued: the heartbeat beats once a second, and each is heard.
    let mut beats = Value::Null;
    for _ in 0..40 {
        beats = serde_json::from_str(&ok(&mut server, "beats", json!({}))).unwrap();
        if beats["count"].as_i64().unwrap() >= 2 {
            break;
        }
        thread::sleep(Duration::from_millis(100));
    }
    assert!(beats["count"].as_i64().unwrap() >= 2, "{beats}");
    assert_eq!(beats["count"], beats["last"], "{beats}");
    assert!(server.is_alive());
}

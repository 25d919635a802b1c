//! The static check against the catalog, through the real toolset: lines
//! that fail every time they run refuse the mount (and the dry run), with
//! the line quoted; custom events come back as warnings.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use serde_json::{Value, json};
use support::{call, small_limits, toolset};

/// Mount `code` (or dry-run it); the text, whether it failed, and the
/// structured result.
fn mount(code: &str, dry_run: bool) -> (String, bool, Option<Value>) {
    let toolset = toolset(small_limits());
    let output = toolset
        .call("cordis_mount", json!({ "code": code, "dryRun": dry_run }))
        .unwrap();
    (output.text(), output.is_error, output.structured)
}

/// Mount and dry run both refuse `code`; the mount's error.
fn refused(code: &str) -> String {
    let (text, failed, _) = mount(code, false);
    assert!(failed, "mount accepted it: {text}");
    let (dry, dry_failed, _) = mount(code, true);
    assert!(dry_failed, "the dry run approved what mount refuses: {dry}");
    assert_eq!(dry, text, "dry run and mount disagree");
    text
}

const UNDECLARED: &str = r#"#{
    name: "reader",
    apply: |ctx| {
        ctx.tools.register(#{
            name: "head",
            parameters: #{ path: #{ type: "string" } },
            execute: |args| ctx.fs.read(args.path)
        });
    }
}"#;

#[test]
fn an_undeclared_service_refuses_the_mount_naming_the_line_and_the_inject_fix() {
    let text = refused(UNDECLARED);
    assert!(
        text.contains("ctx.fs is used but \"fs\" is not in inject"),
        "{text}"
    );
    assert!(text.contains("(line 7, column"), "{text}");
    insta::assert_snapshot!("undeclared_service", text);
    // The fix it names works.
    let fixed = UNDECLARED.replace("name: \"reader\",", "name: \"reader\", inject: [\"fs\"],");
    let (text, failed, _) = mount(&fixed, false);
    assert!(!failed, "{text}");
}

#[test]
fn a_misspelled_service_method_gets_the_closest_name() {
    let code = r#"#{
    name: "reader",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{ name: "head", parameters: #{},
            execute: |args| ctx.fs.raed("README.md") });
    }
}"#;
    let text = refused(code);
    assert!(text.contains("ctx.fs.raed: did you mean read?"), "{text}");
    insta::assert_snapshot!("misspelled_method", text);
}

#[test]
fn a_wrong_argument_count_quotes_the_signature() {
    let code = r#"#{ inject: ["fs"], apply: |ctx| {
    ctx.tools.register(#{ name: "head", parameters: #{},
        execute: |args| ctx.fs.read("a.txt", "utf-8") });
} }"#;
    let text = refused(code);
    assert!(
        text.contains("ctx.fs.read is called with 2 arguments but takes 1"),
        "{text}"
    );
    insta::assert_snapshot!("wrong_arity", text);
}

#[test]
fn the_facade_is_checked_too_whatever_apply_calls_its_context() {
    let code = r#"|c| {
    c.register(#{ name: "a", parameters: #{}, execute: |args| "a" });
    c.tools.regster(#{ name: "b", parameters: #{}, execute: |args| "b" });
    c.on("tools/post-execute");
    c.emit("cordis/mounted", 1);
    c.provide("bash", #{});
    c.root;
}"#;
    let text = refused(code);
    for expected in [
        "ctx.register: did you mean ctx.tools.register?",
        "ctx.tools.regster: did you mean register?",
        "ctx.on is called with 1 argument but takes 2 to 3",
        "ctx.emit(\"cordis/mounted\") is refused",
        "ctx.provide(\"bash\") is refused",
        "ctx.root is not available to mounted plugins",
    ] {
        assert!(text.contains(expected), "{expected}\n{text}");
    }
    insta::assert_snapshot!("facade_findings", text);
}

#[test]
fn custom_events_are_warnings_and_the_mount_goes_on() {
    let code = r#"#{
    name: "relay",
    apply: |ctx| {
        ctx.on("notes/saved", |path| console.log(path));
        ctx.on("tools/post-exec", |info, result| ());
        ctx.tools.register(#{ name: "save", parameters: #{},
            execute: |args| { ctx.emit("notes/saved", "a.txt"); "saved" } });
    }
}"#;
    let (text, failed, structured) = mount(code, false);
    assert!(!failed, "{text}");
    let warnings = &structured.unwrap()["warnings"];
    let lines: Vec<i64> = warnings
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["line"].as_i64().unwrap())
        .collect();
    assert_eq!(lines, [4, 5, 7], "{warnings}");
    assert!(
        warnings[1]["message"]
            .as_str()
            .unwrap()
            .contains("\"tools/post-execute\""),
        "{warnings}"
    );
    insta::assert_snapshot!("custom_event_warnings", text);
}

#[test]
fn clean_code_has_no_warnings() {
    // (This toolset offers `timer`, not `fs`: a plugin injecting `fs` would
    // rightly be told it waits for good.)
    let code = r#"#{ name: "words", inject: ["timer"], apply: |ctx| {
    ctx.on("tools/post-execute", |info, result| console.log(info.name));
    ctx.tools.register(#{ name: "words", parameters: #{ text: #{ type: "string" } },
        execute: |args| { ctx.timer.setTimeout(|| 1, 10); `${args.text.split(" ").len()}` } });
} }"#;
    let (text, failed, structured) = mount(code, false);
    assert!(!failed, "{text}");
    assert_eq!(structured.unwrap()["warnings"], json!([]), "{text}");
    assert!(!text.contains("Warnings"), "{text}");
}

#[test]
fn a_service_provided_by_a_mount_is_not_second_guessed() {
    let toolset = toolset(small_limits());
    let (text, failed) = call(
        &toolset,
        "cordis_mount",
        json!({ "code": r#"#{ name: "math", apply: |ctx| ctx.provide("math", #{ double: |x| x * 2 }) }"# }),
    );
    assert!(!failed, "{text}");
    let (text, failed) = call(
        &toolset,
        "cordis_mount",
        json!({ "code": r#"#{ inject: ["math"], apply: |ctx| {
            ctx.tools.register(#{ name: "d", parameters: #{}, execute: |args| `${ctx.math.double(2)}` });
        } }"# }),
    );
    assert!(!failed, "{text}");
    // Reading it without declaring it is the undeclared-service finding.
    let (text, failed) = call(
        &toolset,
        "cordis_mount",
        json!({ "code": r#"|ctx| { ctx.tools.register(#{ name: "e", parameters: #{}, execute: |args| ctx.math.double(2) }); }"# }),
    );
    assert!(failed, "{text}");
    assert!(
        text.contains("ctx.math is used but \"math\" is not in inject"),
        "{text}"
    );
}

/// The todo store a model wrote in the issue 12 trial: `item.done = true`
/// changes the loop's copy, so `done` answered true and nothing changed.
const LOOP_COPY: &str = r#"#{
  name: "todo-store",
  apply: |ctx| {
    let items = [#{ id: 1, text: "milk", done: false }];
    ctx.provide("todo", #{
      list: || items,
      done: |id| {
        for item in items {
          if item.id == id { item.done = true; return true; }
        }
        false
      },
    });
  }
}"#;

#[test]
fn a_change_to_a_loop_copy_is_refused_with_the_index_form() {
    let (text, failed, _) = mount(LOOP_COPY, false);
    assert!(failed, "{text}");
    assert!(text.contains("(line 9, column"), "{text}");
    let (dry, dry_failed, _) = mount(LOOP_COPY, true);
    assert!(dry_failed && dry.contains("changes only a copy"), "{dry}");
    insta::assert_snapshot!("loop_copy_warning", text);
    // The form the warning teaches changes the array, and is not warned.
    let fixed = LOOP_COPY.replace(
        "for item in items {\n          if item.id == id { item.done = true; return true; }",
        "for (item, i) in items {\n          if item.id == id { items[i].done = true; return true; }",
    );
    assert_ne!(fixed, LOOP_COPY);
    let toolset = toolset(small_limits());
    let (text, failed) = call(&toolset, "cordis_mount", json!({ "code": fixed }));
    assert!(!failed && !text.contains("Warnings"), "{text}");
    let user = r#"#{ name: "todo-user", inject: ["todo"], apply: |ctx| {
    ctx.tools.register(#{ name: "finish", parameters: #{},
        execute: |args| { ctx.todo.done(1); to_json(ctx.todo.list()) } });
} }"#;
    let (text, failed) = call(&toolset, "cordis_mount", json!({ "code": user }));
    assert!(!failed, "{text}");
    let (text, failed) = call(&toolset, "finish", json!({}));
    assert!(!failed && text.contains("\"done\":true"), "{text}");
}

#[test]
fn a_loop_that_uses_its_changed_copy_is_not_warned() {
    let code = r#"#{ name: "totals", apply: |ctx| {
    ctx.tools.register(#{ name: "totals", parameters: #{},
        execute: |args| {
            let rows = [#{ a: 1, b: 2 }];
            let out = [];
            for row in rows { row.total = row.a + row.b; out.push(row); }
            for row in rows { row.seen = true; if row.a > 0 { return to_json(row); } }
            to_json(out)
        } });
} }"#;
    let (text, failed, structured) = mount(code, false);
    assert!(!failed, "{text}");
    assert_eq!(structured.unwrap()["warnings"], json!([]), "{text}");
}

#[test]
fn a_rewrite_in_post_execute_is_a_warning_that_teaches_pre_execute() {
    // The natural first try at "a post-execute hook that rewrites results";
    // the second listener captures a variable (a curried closure).
    let code = r#"#{ name: "post", apply: |ctx| {
    let seen = [];
    ctx.tools.register(#{ name: "get_config", parameters: #{}, execute: |args| "password=hunter2" });
    ctx.on("tools/post-execute", |info, result| {
        result.content[0].text = "rewritten";
        result
    });
    ctx.on("tools/post-execute", |info, res| { seen.push(info.name); res.isError = false; });
} }"#;
    let (text, failed, structured) = mount(code, false);
    assert!(!failed, "{text}");
    let lines: Vec<&Value> = structured.as_ref().unwrap()["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| &w["line"])
        .collect();
    assert_eq!(lines, [&json!(5), &json!(8)], "{text}");
    insta::assert_snapshot!("post_execute_rewrite_warning", text);
    // The form the warning teaches rewrites the result.
    let taught = r#"#{ name: "pre", apply: |ctx| {
    ctx.tools.register(#{ name: "get_config", parameters: #{}, execute: |args| "password=hunter2" });
    ctx.on("tools/pre-execute", |info, next| { let result = next(); result.content[0].text = "rewritten"; result });
} }"#;
    let toolset = toolset(small_limits());
    let (text, failed) = call(&toolset, "cordis_mount", json!({ "code": taught }));
    assert!(!failed && !text.contains("Warnings"), "{text}");
    assert_eq!(
        call(&toolset, "get_config", json!({})),
        ("rewritten".to_owned(), false)
    );
}

#[test]
fn an_escape_in_a_backtick_string_is_a_line_break_as_in_javascript() {
    // The JavaScript template literal a model writes for a line, beside
    // both forms Rhai alone would need: all three end the line with a
    // line break, and none draws a word.
    let code = r#"#{ name: "lines", apply: |ctx| {
    ctx.tools.register(#{ name: "line", parameters: #{ text: #{ type: "string" } },
        execute: |args| `- ${args.text}\n` });
    ctx.tools.register(#{ name: "quoted", parameters: #{ text: #{ type: "string" } },
        execute: |args| `- ${args.text}` + "\n" });
    ctx.tools.register(#{ name: "typed", parameters: #{ text: #{ type: "string" } },
        execute: |args| `- ${args.text}
` });
    ctx.tools.register(#{ name: "tabbed", parameters: #{},
        execute: |args| `a\tb\\c` });
} }"#;
    let toolset = toolset(small_limits());
    let (text, failed) = call(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!failed && !text.contains("Warnings"), "{text}");
    for tool in ["line", "quoted", "typed"] {
        assert_eq!(
            call(&toolset, tool, json!({ "text": "x" })),
            ("- x\n".to_owned(), false),
            "{tool}"
        );
    }
    assert_eq!(
        call(&toolset, "tabbed", json!({})),
        ("a\tb\\c".to_owned(), false)
    );
}

#[test]
fn a_built_in_service_the_server_does_not_offer_is_a_warning_not_a_silent_wait() {
    // `web` is not granted here: "it applies once they are provided" alone
    // would have the model wait for something no plugin may provide.
    let code = r#"#{ name: "get", inject: ["web"], apply: |ctx| {
    ctx.tools.register(#{ name: "get", parameters: #{ url: #{ type: "string" } },
        execute: |args| ctx.web.fetch(args.url).body });
} }"#;
    let (text, failed, structured) = mount(code, false);
    assert!(!failed, "{text}");
    let report = structured.unwrap();
    assert_eq!(report["state"], json!("pending"), "{text}");
    assert_eq!(report["warnings"][0]["line"], json!(3), "{text}");
    let (dry, _, _) = mount(code, true);
    assert!(
        dry.contains(report["warnings"][0]["message"].as_str().unwrap()),
        "{dry}"
    );
    insta::assert_snapshot!("not_granted_warning", text);
    // A granted one is not noted.
    let (text, _, structured) = mount(
        r#"#{ name: "t", inject: ["timer"], apply: |ctx| { ctx.timer.setTimeout(|| 1, 10); } }"#,
        false,
    );
    assert_eq!(structured.unwrap()["warnings"], json!([]), "{text}");
}

#[test]
fn a_placeholder_in_a_double_quoted_string_is_a_warning_whose_forms_run() {
    // A template literal written with double quotes: Rhai keeps `${x}`.
    let code = r#"#{ name: "hi", apply: |ctx| {
    ctx.tools.register(#{ name: "hi", parameters: #{ who: #{ type: "string" } },
        execute: |args| "hello ${args.who}" });
} }"#;
    let (text, failed, structured) = mount(code, false);
    assert!(!failed, "{text}");
    let warnings = &structured.unwrap()["warnings"];
    assert_eq!(warnings.as_array().unwrap().len(), 1, "{warnings}");
    assert_eq!(warnings[0]["line"], json!(3), "{warnings}");
    insta::assert_snapshot!("double_quoted_placeholder_warning", text);
    // Both forms the warning teaches interpolate, and draw no warning.
    let taught = r#"#{ name: "hi", apply: |ctx| {
    ctx.tools.register(#{ name: "ticks", parameters: #{ who: #{ type: "string" } },
        execute: |args| `hello ${args.who}` });
    ctx.tools.register(#{ name: "joined", parameters: #{ who: #{ type: "string" } },
        execute: |args| "hello " + args.who });
    ctx.tools.register(#{ name: "literal", execute: |args| "costs ${5}" });
} }"#;
    let toolset = toolset(small_limits());
    let (text, failed) = call(&toolset, "cordis_mount", json!({ "code": taught }));
    assert!(!failed && !text.contains("Warnings"), "{text}");
    for tool in ["ticks", "joined"] {
        assert_eq!(
            call(&toolset, tool, json!({ "who": "ann" })),
            ("hello ann".to_owned(), false),
            "{tool}"
        );
    }
}

/// The message of a refusal's first finding, without its place.
fn first_message(refusal: &str) -> &str {
    let line = refusal
        .lines()
        .find(|l| l.starts_with("- "))
        .unwrap_or_default();
    line.rsplit_once(" (line ")
        .map_or(line, |(message, _)| message)
}

#[test]
fn an_alias_of_a_service_is_checked_like_the_service() {
    let direct = refused(
        r#"#{ name: "reader", inject: ["fs"], apply: |ctx| {
    ctx.tools.register(#{ name: "head", parameters: #{}, execute: |a| ctx.fs.raed("x") });
} }"#,
    );
    let alias = refused(
        r#"#{ name: "reader", inject: ["fs"], apply: |ctx| {
    let f = ctx.fs;
    ctx.tools.register(#{ name: "head", parameters: #{},
        execute: |a| f.raed("x") });
} }"#,
    );
    assert_eq!(first_message(&alias), first_message(&direct), "{alias}");
    assert!(alias.contains("did you mean read? "), "{alias}");
    assert!(alias.contains("(line 4, column"), "{alias}");
    assert!(
        alias.contains("  4 |         execute: |a| f.raed(\"x\") });"),
        "{alias}"
    );
    // Through another alias, and with the wrong number of arguments.
    let text = refused(
        r#"#{ inject: ["timer"], apply: |ctx| {
    let c = ctx;
    let t = c.timer;
    t.setTimeout(|| 1);
} }"#,
    );
    assert!(
        text.contains("ctx.timer.setTimeout is called with 1 argument but takes 2")
            && text.contains("(line 4,"),
        "{text}"
    );
}

#[test]
fn an_alias_of_ctx_is_checked_like_ctx() {
    let direct = refused(
        r#"#{ name: "reader", apply: |ctx| {
    ctx.tools.register(#{ name: "head", parameters: #{}, execute: |a| ctx.fs.read("x") });
} }"#,
    );
    let alias = refused(
        r#"#{ name: "reader", apply: |ctx| {
    let c = ctx;
    ctx.tools.register(#{ name: "head", parameters: #{},
        execute: |a| c.fs.read("x") });
} }"#,
    );
    assert_eq!(first_message(&alias), first_message(&direct), "{alias}");
    assert!(
        alias.contains("ctx.fs is used but \"fs\" is not in inject") && alias.contains("(line 4,"),
        "{alias}"
    );
    let text = refused(
        r#"#{ apply: |ctx| {
    let c = ctx;
    c.tools.regster(#{ name: "t", execute: |a| 1 });
} }"#,
    );
    assert!(
        text.contains("ctx.tools.regster: did you mean register?") && text.contains("(line 3,"),
        "{text}"
    );
}

#[test]
fn a_function_given_ctx_is_checked_like_ctx() {
    let code = r#"fn helper(c) {
    c.fs.raed("x")
}
#{ name: "reader", inject: ["fs"], apply: |ctx| {
    ctx.tools.register(#{ name: "head", parameters: #{}, execute: |a| helper(ctx) });
} }"#;
    let text = refused(code);
    assert!(
        text.contains("- ctx.fs.raed: did you mean read? ") && text.contains("(line 2,"),
        "{text}"
    );
    // Through a second function, and as a member.
    let code = r#"fn outer(c) { inner(c.timer) }
fn inner(t) { t.clear() }
#{ inject: ["timer"], apply: |ctx| { outer(ctx); } }"#;
    let text = refused(code);
    assert!(
        text.contains("ctx.timer.clear is called with 0 arguments but takes 1")
            && text.contains("(line 2,"),
        "{text}"
    );
}

/// Mount and dry run both accept `code`, with no warning.
fn accepted(code: &str) {
    for dry_run in [false, true] {
        let (text, failed, structured) = mount(code, dry_run);
        assert!(!failed, "dry run {dry_run}: {text}");
        assert_eq!(
            structured.unwrap()["warnings"],
            json!([]),
            "dry run {dry_run}: {text}"
        );
    }
}

#[test]
fn a_name_that_is_also_something_else_is_no_alias() {
    // Assigned something else before the call (ctx's members are
    // read-only, so the assignment is what fails when it runs, not
    // `t.stop()`: the check does not guess).
    accepted(
        r#"#{ inject: ["timer"], apply: |ctx| {
    let t = ctx.timer;
    ctx.tools.register(#{ name: "a", parameters: #{},
        execute: |a| { t = #{ stop: || 1 }; t.stop() } });
} }"#,
    );
    // Declared again as something else.
    accepted(
        r#"#{ inject: ["timer"], apply: |ctx| {
    let t = ctx.timer;
    t.clear(1);
    let t = #{ stop: || 1 };
    t.stop();
} }"#,
    );
    // A closure parameter of the same name.
    accepted(
        r#"#{ inject: ["timer"], apply: |ctx| {
    let t = ctx.timer;
    t.clear(1);
    ctx.tools.register(#{ name: "a", parameters: #{}, execute: |t| t.stop });
} }"#,
    );
    // A function also given something else.
    accepted(
        r#"fn helper(c) { c.fs.raed("x") }
#{ apply: |ctx| {
    ctx.tools.register(#{ name: "a", parameters: #{}, execute: |a| helper(#{ fs: #{ raed: |p| p } }) });
    ctx.tools.register(#{ name: "b", parameters: #{}, execute: |a| helper(ctx) });
} }"#,
    );
}

/// A service whose method is named by a word Rhai reserves mounts (its map
/// quotes the key), but no consumer can call it by name: the provider's
/// mount and dry run say so, with the name to write.
#[test]
fn a_service_method_named_by_a_reserved_word_is_noted_at_its_provider() {
    let code = r#"#{ name: "burn-table", apply: |ctx| {
        ctx.provide("burn", #{ protected: |spf| spf * 10 });
    } }"#;
    for dry_run in [true, false] {
        let (text, failed, _) = mount(code, dry_run);
        assert!(!failed, "{text}");
        assert!(
            text.contains(
                "the service \"burn\" offers a method named `protected`, a word Rhai reserves"
            ) && text.contains("name it otherwise, `protected_`"),
            "{text}"
        );
    }
    // A consumer's call of it does not parse, as the note says.
    let consumer = r#"#{ name: "sun", inject: ["burn"], apply: |ctx| {
        ctx.tools.register(#{ name: "sun", execute: |a| ctx.burn.protected(30) });
    } }"#;
    let (text, failed, _) = mount(consumer, true);
    assert!(
        failed && text.contains("'protected' is a reserved keyword"),
        "{text}"
    );
}

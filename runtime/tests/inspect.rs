//! `cordis_inspect` at scale and narrowed: `name` narrows every section, and
//! an answer stays under 16,000 characters, summarizing past that.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use cordis_toolset::Toolset;

fn toolset() -> Toolset {
    support::toolset(Default::default())
}

fn mount_numbered(toolset: &Toolset, i: usize) {
    let code = format!(
        r#"#{{ name: "plugin-{i}", apply: |ctx| {{
            ctx.provide("svc_{i}", #{{ n: {i} }});
            ctx.tools.register(#{{ name: "tool_{i}", description: "Tool number {i}, registered by plugin-{i} for the scale test.",
                parameters: #{{}}, execute: |args| "{i}" }});
        }} }}"#
    );
    toolset.mount(&code, false).unwrap();
}

#[test]
fn name_narrows_every_section() {
    let toolset = toolset();
    for i in 0..3 {
        mount_numbered(&toolset, i);
    }
    let one = |what: &str, name: &str| toolset.inspect(Some(what), Some(name)).unwrap();

    let services = one("services", "svc_1");
    assert!(
        services.starts_with("## Services\n\n- `svc_1` — provided by plugin-1"),
        "{services}"
    );
    assert!(!services.contains("svc_0"), "{services}");

    let plugins = one("plugins", "plugin-2");
    assert_eq!(
        plugins.lines().filter(|l| l.starts_with("- ")).count(),
        1,
        "{plugins}"
    );
    let fiber = plugins.split_whitespace().nth(3).unwrap();
    assert!(fiber.starts_with("fiber-"), "{plugins}");
    assert_eq!(one("plugins", fiber), plugins, "a fiber id narrows too");

    let tool = one("tools", "tool_1");
    assert!(
        tool.starts_with("## Tool `tool_1`\n\nTool number 1"),
        "{tool}"
    );
    assert!(
        tool.contains("JSON Schema") && tool.contains("Registered by dyn-2."),
        "{tool}"
    );

    let temporary = one("temporary", "dyn-1");
    assert!(
        temporary.contains("- dyn-1 `plugin-0` — active; provides: svc_0"),
        "{temporary}"
    );
    assert_eq!(
        one("temporary", "plugin-0"),
        temporary,
        "a plugin name narrows too"
    );

    let errors: Vec<String> = [
        (Some("services"), "svc_9"),
        (Some("plugins"), "plugin-9"),
        (Some("tools"), "tool_9"),
        (Some("temporary"), "dyn-9"),
        (None, "tool_1"),
    ]
    .into_iter()
    .map(|(what, name)| toolset.inspect(what, Some(name)).unwrap_err().to_string())
    .collect();
    insta::assert_snapshot!("narrowing_errors", errors.join("\n"));
}

/// The functions section lists what scripts can call, by type, and
/// narrows to one function's signatures; a name that is none is refused
/// with the closest one. A tool whose description's first paragraph leads
/// into an example (`… a plugin:`) is listed by its sentences before.
#[test]
fn functions_are_listed_by_type_and_narrowed_by_name() {
    let toolset = toolset();
    let all = toolset.inspect(Some("functions"), None).unwrap();
    assert!(all.starts_with("## Functions\n\n"), "{all}");
    for line in [
        "- **string**: ",
        "- **array**: ",
        "- **map**: ",
        "- **char**: ",
    ] {
        assert!(all.contains(line), "{line}: {all}");
    }
    let one = toolset.inspect(Some("functions"), Some("to_char")).unwrap();
    assert_eq!(one, "## Functions\n\n- `to_char(int) -> char`");
    let refused = toolset
        .inspect(Some("functions"), Some("substring"))
        .unwrap_err()
        .to_string();
    assert!(refused.contains("did you mean `sub_string`?"), "{refused}");

    let tools = toolset.inspect(Some("tools"), None).unwrap();
    let mount = tools
        .lines()
        .find(|l| l.starts_with("- `cordis_mount`"))
        .unwrap();
    assert!(mount.ends_with("into the live runtime."), "{mount}");
}

/// Mount `i` of `n` for the scale test. Its service's name sorts against
/// the mount order (the last mounted provides `svc_0000`), so a list sorted
/// by name would not end with the most recent; it listens to `custom/all`
/// and to one of 60 other custom events.
fn mount_scaled(toolset: &Toolset, i: usize, n: usize) {
    let service = n - 1 - i;
    let event = i % 60;
    let code = format!(
        r#"#{{ name: "plugin-{i}", apply: |ctx| {{
            ctx.provide("svc_{service:04}", #{{ n: {i} }});
            ctx.on("custom/all", |p| {{}});
            ctx.on("custom/ev{event:02}", |p| {{}});
            ctx.tools.register(#{{ name: "tool_{i}", description: "Tool number {i}, registered by plugin-{i} for the scale test.",
                parameters: #{{}}, execute: |args| "{i}" }});
        }} }}"#
    );
    toolset.mount(&code, false).unwrap();
}

#[test]
fn answers_stay_under_16000_characters_with_1000_mounts() {
    // Past the default max_mounts (256): the answers' bound holds anyway.
    let toolset = support::toolset(cordis_toolset::Limits {
        max_mounts: 1000,
        ..Default::default()
    });
    let api_alone = toolset.inspect(Some("api"), None).unwrap();
    let catalogued_tail = &api_alone[api_alone.find("Catalogued but not provided").unwrap()..];
    for i in 0..1000 {
        mount_scaled(&toolset, i, 1000);
    }
    let all = toolset.inspect(None, None).unwrap();
    assert!(all.len() <= 16_000, "{} characters", all.len());
    let headings = all.lines().filter(|line| line.starts_with("## ")).count();
    assert_eq!(
        headings,
        cordis_toolset::Section::ALL.len(),
        "every section is there, summarized or whole"
    );
    for (what, summary, latest) in [
        (
            "services",
            "1001 services, too many to show here; the last",
            "- `svc_0000` — provided by plugin-999",
        ),
        (
            "plugins",
            "plugins, too many to show here; the last",
            "`plugin-999` — active",
        ),
        (
            "tools",
            "1004 tools, too many to show here; the last",
            "- `tool_999` (dyn-1000)",
        ),
        (
            "temporary",
            "1000 mounts, too many to show here; the last",
            "- dyn-1000 `plugin-999` — active",
        ),
    ] {
        let text = toolset.inspect(Some(what), None).unwrap();
        assert!(text.len() <= 16_000, "{what}: {} characters", text.len());
        assert!(text.contains(summary), "{what}: {}", &text[..300]);
        assert!(
            text.contains(&format!(
                "(the most recent). Narrow with {{ what: \"{what}\", name: "
            )),
            "{what}"
        );
        assert!(
            text.ends_with(latest) || text.contains(&format!("\n{latest}")),
            "{what}: the most recent entry is shown: {}",
            &text[text.len() - 300..]
        );
    }
    let services = toolset.inspect(Some("services"), None).unwrap();
    let shown: Vec<&str> = services.lines().filter(|l| l.starts_with("- `")).collect();
    let expected: Vec<String> = (1000 - shown.len()..1000)
        .map(|i| format!("- `svc_{:04}` — provided by plugin-{i} ", 999 - i))
        .collect();
    for (line, expected) in shown.iter().zip(&expected) {
        assert!(
            line.starts_with(expected.as_str()),
            "services are shown in the order they were provided, the most recent last: {line} is not {expected}"
        );
    }
    assert!(!services.contains("`timer`"), "the oldest is left out");

    let api = toolset.inspect(Some("api"), None).unwrap();
    assert!(api.len() <= 16_000, "api: {} characters", api.len());
    assert!(
        api.contains("1000 services provided by plugins, too many to show here; the last"),
        "{api}"
    );
    assert!(
        api.contains("(the most recent). Narrow with { what: \"api\", name: \"<service>\" }."),
        "{api}"
    );
    assert!(
        api.contains("\n- `svc_0000` — provided by plugin-999 ("),
        "the most recent is shown: {api}"
    );
    assert!(!api.contains("`svc_0999`"), "the oldest is left out");
    assert!(
        api.contains("### timer\n"),
        "the catalogued docs stay whole"
    );
    assert!(
        api.ends_with(catalogued_tail),
        "what is catalogued but absent and the plugin context stay whole: {api}"
    );
    let svc = toolset.inspect(Some("api"), Some("svc_0999")).unwrap();
    assert!(svc.contains("Provided by plugin-0"), "{svc}");

    let events = toolset.inspect(Some("events"), None).unwrap();
    assert!(
        events.len() <= 16_000,
        "events: {} characters",
        events.len()
    );
    assert!(
        events.contains("61 custom events, too many to show here; the first ")
            && events.contains(" by name. Narrow with { what: \"events\", name: \"<event>\" }."),
        "{events}"
    );
    assert!(
        events.contains("\n- `custom/all` — listened to by: dyn-1 `plugin-0`, "),
        "{events}"
    );
    assert!(
        events.contains(", and 980 more; emitted by: nobody"),
        "{events}"
    );
    let all_listeners = toolset.inspect(Some("events"), Some("custom/all")).unwrap();
    assert!(all_listeners.len() <= 16_000, "{}", all_listeners.len());
    assert!(all_listeners.contains(", and 980 more;"), "{all_listeners}");

    let unknown = toolset
        .inspect(Some("api"), Some("nope"))
        .unwrap_err()
        .to_string();
    assert!(unknown.ends_with(", and 981 more"), "{unknown}");
    assert!(unknown.len() < 1_000, "{unknown}");

    assert!(
        toolset
            .inspect(Some("temporary"), Some("dyn-500"))
            .unwrap()
            .contains("plugin-499"),
        "narrowing finds an entry the summary left out"
    );
}

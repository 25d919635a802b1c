//! `cordis_inspect` at scale and narrowed: `name` narrows every section, and
//! an answer stays under 16,000 characters, summarizing past that.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

mod support;

use cordis_toolset::toolset::Toolset;

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

#[test]
fn answers_stay_under_16000_characters_with_1000_mounts() {
    let toolset = toolset();
    for i in 0..1000 {
        mount_numbered(&toolset, i);
    }
    let all = toolset.inspect(None, None).unwrap();
    assert!(all.len() <= 16_000, "{} characters", all.len());
    let headings = all.lines().filter(|line| line.starts_with("## ")).count();
    assert_eq!(headings, 6, "every section is there, summarized or whole");
    for (what, summary, latest) in [
        (
            "services",
            "1001 services, too many to show here",
            "- `svc_999`",
        ),
        (
            "plugins",
            "plugins, too many to show here",
            "`plugin-999` — active",
        ),
        (
            "tools",
            "1004 tools, too many to show here",
            "- `tool_999` (dyn-1000)",
        ),
        (
            "temporary",
            "1000 mounts, too many to show here",
            "- dyn-1000 `plugin-999` — active",
        ),
    ] {
        let text = toolset.inspect(Some(what), None).unwrap();
        assert!(text.len() <= 16_000, "{what}: {} characters", text.len());
        assert!(text.contains(summary), "{what}: {}", &text[..300]);
        assert!(
            text.contains(&format!("Narrow with {{ what: \"{what}\", name: ")),
            "{what}"
        );
        assert!(
            text.contains(latest),
            "{what}: the most recent entry is shown"
        );
    }
    let api = toolset.inspect(Some("api"), None).unwrap();
    assert!(api.len() <= 16_000, "api: {} characters", api.len());
    assert!(
        toolset
            .inspect(Some("temporary"), Some("dyn-500"))
            .unwrap()
            .contains("plugin-499"),
        "narrowing finds an entry the summary left out"
    );
}

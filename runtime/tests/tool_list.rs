//! What a client sees of the tool set: `tools/list` order (built-ins first,
//! then mounted tools in registration order, append-only) and one change
//! notice per mount or unmount however many tools it touches.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use cordis_toolset::{BUILTIN_TOOLS, Toolset};
use serde_json::json;

fn toolset() -> Toolset {
    support::toolset(Default::default())
}

fn names(toolset: &Toolset) -> Vec<String> {
    toolset.tools().into_iter().map(|t| t.name).collect()
}

/// A plugin registering `tools` (in that order), injecting `inject`.
fn plugin(name: &str, inject: &[&str], tools: &[&str]) -> String {
    let inject: Vec<String> = inject.iter().map(|s| format!("\"{s}\"")).collect();
    let registrations: String = tools
        .iter()
        .map(|tool| {
            format!(
                "ctx.tools.register(#{{ name: \"{tool}\", description: \"the {tool} tool\", \
                 parameters: #{{}}, execute: |args| \"{tool}\" }});\n"
            )
        })
        .collect();
    format!(
        "#{{ name: \"{name}\", inject: [{}], apply: |ctx| {{\n{registrations}}} }}",
        inject.join(", ")
    )
}

fn mount(toolset: &Toolset, code: &str) -> String {
    let report = toolset.mount(code, false).unwrap();
    report.id
}

#[test]
fn built_ins_come_first_then_mounted_tools_in_registration_order() {
    let toolset = toolset();
    let builtins = names(&toolset);
    assert_eq!(builtins, BUILTIN_TOOLS, "the built-in tools, as registered");

    let first = mount(&toolset, &plugin("first", &[], &["zzz", "aaa"]));
    let after_first = names(&toolset);
    assert_eq!(after_first[..4], builtins[..], "{after_first:?}");
    assert_eq!(
        after_first[4..],
        ["zzz", "aaa"],
        "registration order, not names"
    );

    mount(&toolset, &plugin("second", &[], &["mmm"]));
    mount(
        &toolset,
        &plugin("third", &[], &["AAA_first_by_name", "bbb"]),
    );
    let all = names(&toolset);
    assert_eq!(
        all[..after_first.len()],
        after_first[..],
        "a mount appends: the list before is a prefix of the list after"
    );
    assert_eq!(all[4..], ["zzz", "aaa", "mmm", "AAA_first_by_name", "bbb"]);

    toolset.unmount(&first).unwrap();
    assert_eq!(
        names(&toolset),
        [
            &builtins[..],
            &["mmm".to_owned(), "AAA_first_by_name".into(), "bbb".into()]
        ]
        .concat(),
        "an unmount removes only its own tools and moves nothing else"
    );
    mount(&toolset, &plugin("again", &[], &["zzz"]));
    assert_eq!(
        names(&toolset)[4..],
        ["mmm", "AAA_first_by_name", "bbb", "zzz"]
    );
}

#[test]
fn one_change_notice_per_mount_and_per_unmount() {
    let toolset = toolset();
    let notices = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&notices);
    toolset.on_tools_changed(move || {
        counter.fetch_add(1, Ordering::SeqCst);
    });
    let count = || notices.swap(0, Ordering::SeqCst);

    let tools: Vec<String> = (0..50).map(|i| format!("tool_{i}")).collect();
    let tools: Vec<&str> = tools.iter().map(String::as_str).collect();
    let many = mount(&toolset, &plugin("many", &[], &tools));
    assert_eq!(toolset.tools().len(), 54);
    assert_eq!(count(), 1, "mounting 50 tools is one notice");
    toolset.unmount(&many).unwrap();
    assert_eq!(toolset.tools().len(), 4);
    assert_eq!(count(), 1, "unmounting 50 tools is one notice");

    // A consumer waits for a service; mounting its provider activates it,
    // and both register tools: still one notice.
    let consumer = plugin("consumer", &["shelf"], &["use_shelf", "read_shelf"]);
    mount(&toolset, &consumer);
    assert_eq!(count(), 0, "a pending mount changes no tool");
    let provider = mount(
        &toolset,
        r#"#{ name: "provider", apply: |ctx| {
            ctx.provide("shelf", #{ size: 3 });
            ctx.tools.register(#{ name: "stock", description: "stock", parameters: #{}, execute: |args| "3" });
        } }"#,
    );
    assert_eq!(names(&toolset)[4..], ["stock", "use_shelf", "read_shelf"]);
    assert_eq!(
        count(),
        1,
        "a provider and the consumers it activates: one notice"
    );
    toolset.unmount(&provider).unwrap();
    assert_eq!(
        toolset.tools().len(),
        4,
        "the consumer went back to pending"
    );
    assert_eq!(
        count(),
        1,
        "a provider and its consumers unwinding: one notice"
    );

    toolset.mount(&plugin("dry", &[], &["x"]), true).unwrap();
    assert_eq!(count(), 0, "a dry run changes nothing");
    let refused = toolset
        .call(
            "cordis_mount",
            json!({ "code": plugin("bad", &[], &["fine", "cordis_inspect"]) }),
        )
        .unwrap();
    assert!(refused.is_error);
    assert_eq!(toolset.tools().len(), 4, "a failed mount leaves nothing");
    assert_eq!(
        count(),
        0,
        "a mount that registers a tool and then is refused changes no tool: no notice"
    );
    let thrown = toolset
        .call(
            "cordis_mount",
            json!({ "code": r#"|ctx| { ctx.tools.register(#{ name: "gone", execute: |a| "x" }); throw "no"; }"# }),
        )
        .unwrap();
    assert!(thrown.is_error);
    assert_eq!(toolset.tools().len(), 4);
    assert_eq!(
        count(),
        0,
        "a failing apply after registering a tool: no notice"
    );
    mount(&toolset, &plugin("after", &[], &["after"]));
    assert_eq!(count(), 1, "the next real change is still heard");
}

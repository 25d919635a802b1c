//! The plugins of usability trial 25 (`tests/trials/25`): what its first
//! answers got wrong (a Markdown link pattern told as fields between
//! spaces, `new URL(url)` told to build a map) or left out (`@dataclass`,
//! an array's `append` of one map, which no service check may hide).

use serde_json::json;

use super::{Expected, answer, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "ts/v1.ts",
        include_str!("../../trials/25/habits/ts/v1.ts"),
        &[
            (
                19,
                "find each `[text](url)` with `index_of` from a position",
            ),
            (48, "Rhai has no `URL`: read the parts from the text"),
        ],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/25/habits/py/v1.py"),
        &[(8, "Rhai has no decorators: drop `@dataclass`")],
    ),
];

#[test]
fn every_first_answer_names_what_trial_25_found_missing() {
    let answers = first_answers(EXPECTED);
    let ts = &answers[0].1;
    assert!(!ts.contains("reads fields between spaces"), "{ts}");
    assert!(
        !ts.contains("Rhai has no classes or `new`: build a map"),
        "{ts}"
    );
}

/// The scan the answer gives for Markdown links runs and finds them; the
/// URL's host as the answer reads it; an array's `append` of one map is
/// refused at mount, though `fs` has a method `append`.
#[test]
fn the_forms_the_answers_give_run() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = r#"#{ name: "links", apply: |ctx| {
    ctx.tools.register(#{ name: "links", description: "d", parameters: #{ s: #{ type: "string" } }, execute: |args| {
        let s = args.s;
        let links = []; let from = 0; loop { let a = s.index_of("[", from); if a < 0 { break; } let b = s.index_of("](", a); if b < 0 { break; } let c = s.index_of(")", b); if c < 0 { break; } links.push([s.sub_string(a + 1, b - a - 1), s.sub_string(b + 2, c - b - 2)]); from = c + 1; }
        let url = links[0][1];
        let host = url.split("://")[1].split("/")[0].to_lower();
        `${links.len()} ${links[1][0]} ${host}`
    } });
} }"#;
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "links",
        json!({ "s": "See [Rust](https://Doc.Rust-Lang.org/book) and [a file](./notes.md)." }),
    );
    assert!(!error && text == "2 a file doc.rust-lang.org", "{text}");
    let (text, error) = answer(
        &toolset,
        "#{ name: \"ap\", apply: |ctx| { let out = []; let n = 1; out.append(#{ a: n }); } }",
    );
    assert!(error, "{text}");
    assert!(
        text.contains("`append` adds another array's items: write `arr.push(item)`"),
        "{text}"
    );
}

/// Trial 25's tasks: `args.x.length` passed the dry run and failed when
/// the tool ran; it is noted at mount now, unless the code writes a key
/// `length`.
#[test]
fn a_length_property_is_noted_at_mount() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let tool = |body: &str| {
        format!(
            "#{{ name: \"l\", apply: |ctx| {{ ctx.tools.register(#{{ name: \"l\", description: \"d\", parameters: #{{ xs: #{{ type: \"array\" }} }}, execute: |args| {{ {body} }} }}); }} }}"
        )
    };
    let warnings = dry_run_warnings(&toolset, &tool("`${args.xs.length}`"));
    assert!(
        warnings.contains("write `.len()` instead of `.length`"),
        "{warnings}"
    );
    let warnings = dry_run_warnings(&toolset, &tool("let m = #{ length: 2 }; `${m.length}`"));
    assert_eq!(warnings, "[]");
}

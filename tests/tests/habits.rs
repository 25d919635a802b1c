//! The plugins of usability trial 4 (`tests/trials/4/habits`), as a model
//! with JavaScript, TypeScript and Python habits wrote them, following only
//! the errors: each version's first answer names every habit it still
//! has, with its line and the Rhai to write; the plugins written from the
//! first answer alone (`tests/trials/4/fixed`) mount and answer.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

mod classes;
mod trial10;
mod trial100;
mod trial101;
mod trial102;
mod trial103;
mod trial104;
mod trial105;
mod trial106;
mod trial107;
mod trial108;
mod trial109;
mod trial11;
mod trial110;
mod trial111;
mod trial112;
mod trial113;
mod trial114;
mod trial115;
mod trial116;
mod trial117;
mod trial118;
mod trial119;
mod trial12;
mod trial120;
mod trial121;
mod trial122;
mod trial123;
mod trial124;
mod trial125;
mod trial126;
mod trial127;
mod trial128;
mod trial129;
mod trial13;
mod trial130;
mod trial131;
mod trial132;
mod trial133;
mod trial134;
mod trial135;
mod trial136;
mod trial137;
mod trial138;
mod trial139;
mod trial14;
mod trial140;
mod trial141;
mod trial142;
mod trial143;
mod trial144;
mod trial145;
mod trial146;
mod trial147;
mod trial148;
mod trial149;
mod trial15;
mod trial150;
mod trial151;
mod trial152;
mod trial153;
mod trial154;
mod trial155;
mod trial156;
mod trial157;
mod trial158;
mod trial159;
mod trial16;
mod trial160;
mod trial161;
mod trial162;
mod trial163;
mod trial164;
mod trial165;
mod trial166;
mod trial167;
mod trial168;
mod trial169;
mod trial17;
mod trial170;
mod trial171;
mod trial172;
mod trial173;
mod trial174;
mod trial175;
mod trial176;
mod trial177;
mod trial178;
mod trial179;
mod trial18;
mod trial180;
mod trial19;
mod trial20;
mod trial21;
mod trial22;
mod trial23;
mod trial24;
mod trial25;
mod trial26;
mod trial27;
mod trial28;
mod trial29;
mod trial30;
mod trial31;
mod trial32;
mod trial33;
mod trial34;
mod trial35;
mod trial36;
mod trial37;
mod trial38;
mod trial39;
mod trial40;
mod trial41;
mod trial42;
mod trial43;
mod trial44;
mod trial45;
mod trial46;
mod trial47;
mod trial48;
mod trial49;
mod trial5;
mod trial50;
mod trial51;
mod trial52;
mod trial53;
mod trial54;
mod trial55;
mod trial56;
mod trial57;
mod trial58;
mod trial59;
mod trial6;
mod trial60;
mod trial61;
mod trial62;
mod trial63;
mod trial64;
mod trial65;
mod trial66;
mod trial67;
mod trial68;
mod trial69;
mod trial6_calls;
mod trial7;
mod trial70;
mod trial71;
mod trial72;
mod trial73;
mod trial74;
mod trial75;
mod trial76;
mod trial77;
mod trial78;
mod trial79;
mod trial7_calls;
mod trial8;
mod trial80;
mod trial81;
mod trial82;
mod trial83;
mod trial84;
mod trial85;
mod trial86;
mod trial87;
mod trial88;
mod trial89;
mod trial9;
mod trial90;
mod trial91;
mod trial92;
mod trial93;
mod trial94;
mod trial95;
mod trial96;
mod trial97;
mod trial98;
mod trial99;

use std::path::Path;

use cordis_toolset::Toolset;
use serde_json::{Value, json};

/// The file the word tools read, under the `fs` root.
const WORDS: &str = "words.txt";

/// Every version the model wrote, by attempt.
const VERSIONS: &[(&str, &str)] = &[
    (
        "js-greeter/v1.js",
        include_str!("../trials/4/habits/js-greeter/v1.js"),
    ),
    (
        "js-greeter/v2.rhai",
        include_str!("../trials/4/habits/js-greeter/v2.rhai"),
    ),
    (
        "py-greeter/v1.py",
        include_str!("../trials/4/habits/py-greeter/v1.py"),
    ),
    (
        "py-greeter/v2.rhai",
        include_str!("../trials/4/habits/py-greeter/v2.rhai"),
    ),
    (
        "py-greeter/v3.rhai",
        include_str!("../trials/4/habits/py-greeter/v3.rhai"),
    ),
    (
        "py-wordcount/v1.py",
        include_str!("../trials/4/habits/py-wordcount/v1.py"),
    ),
    (
        "py-wordcount/v2.rhai",
        include_str!("../trials/4/habits/py-wordcount/v2.rhai"),
    ),
    (
        "js-wordfreq/v1.ts",
        include_str!("../trials/4/habits/js-wordfreq/v1.ts"),
    ),
    (
        "js-wordfreq/v2.rhai",
        include_str!("../trials/4/habits/js-wordfreq/v2.rhai"),
    ),
    (
        "js-wordfreq/v3.rhai",
        include_str!("../trials/4/habits/js-wordfreq/v3.rhai"),
    ),
    (
        "js-wordfreq/v4.rhai",
        include_str!("../trials/4/habits/js-wordfreq/v4.rhai"),
    ),
    (
        "js-wordfreq/v5.rhai",
        include_str!("../trials/4/habits/js-wordfreq/v5.rhai"),
    ),
    (
        "js-wordfreq/v6.rhai",
        include_str!("../trials/4/habits/js-wordfreq/v6.rhai"),
    ),
    (
        "js-wordfreq/v7.rhai",
        include_str!("../trials/4/habits/js-wordfreq/v7.rhai"),
    ),
    (
        "js-wordfreq/v8.rhai",
        include_str!("../trials/4/habits/js-wordfreq/v8.rhai"),
    ),
    (
        "js-wordfreq/v9.rhai",
        include_str!("../trials/4/habits/js-wordfreq/v9.rhai"),
    ),
];

fn toolset(root: &Path) -> Toolset {
    std::fs::write(root.join(WORDS), "one two three\ntwo one two\n").unwrap();
    cordis_toolset_tests::granted_toolset(root)
}

fn mount(toolset: &Toolset, code: &str) -> (String, bool, Option<Value>) {
    cordis_toolset_tests::call_tool(toolset, "cordis_mount", json!({ "code": code }))
}

/// What each refused version's first answer must say: the line, and a
/// piece of the advice given for it.
const EXPECTED: &[(&str, &[(usize, &str)])] = &[
    (
        "js-greeter/v1.js",
        &[
            (1, "plugin map itself"),
            (3, "`apply: |ctx| { ... }`"),
            (8, "`|args| ...`"),
        ],
    ),
    (
        "py-greeter/v1.py",
        &[
            (1, "`fn greet(args) { ... }`"),
            (2, r#"`` `Hello, ${args["name"]}!` ``"#),
            (9, "write `true`"),
        ],
    ),
    (
        "py-greeter/v2.rhai",
        &[(2, "single quotes hold one character")],
    ),
    (
        "py-wordcount/v1.py",
        &[
            (1, "Rhai plugins import nothing: drop this line"),
            (6, "`not os.path.exists(path)` is `!ctx.fs.exists(path)`"),
            (8, "`ctx.fs.read(path)`"),
            (10, "`` `${path} has ${words.len()} words` ``"),
        ],
    ),
    (
        "js-wordfreq/v1.ts",
        &[
            (1, "Rhai plugins import nothing"),
            (3, "drop the declaration"),
            // Inside the declaration only that: how an argument is optional.
            (3, "an optional one with `required: false` and a default"),
            (19, "Rhai has no `fs.readFileSync`"),
            (20, "declare it with `let counts = ...;`"),
            (21, "write `s.to_lower()`"),
            (
                21,
                "Rhai has no regex literals (`/\\s+/`): write `.split()`",
            ),
            (21, "`.filter(|x| truthy(x))` keeps what `Boolean` keeps"),
            (22, "write `counts[w] ?? 0`"),
            (25, "`sort` changes the array in place and returns `()`"),
            (29, "`to_json(value)`"),
        ],
    ),
    (
        "js-wordfreq/v2.rhai",
        &[
            (15, "Rhai has no regex literals"),
            (16, "`counts[w] ?? 0`"),
            (18, "declare it with `let entries = ...;`"),
            (24, "`sort` changes the array in place"),
        ],
    ),
    (
        "js-wordfreq/v3.rhai",
        &[
            (15, "`s.to_lower()`"),
            (15, "filter(Boolean)"),
            (16, "`counts[w] ?? 0`"),
            (18, "`let entries = ...;`"),
        ],
    ),
    (
        "js-wordfreq/v4.rhai",
        &[
            (15, "`.filter(|x| truthy(x))` keeps what `Boolean` keeps"),
            (18, "`let entries = ...;`"),
            (24, "returns `()`"),
        ],
    ),
    (
        "js-wordfreq/v5.rhai",
        &[
            (15, "`s.to_lower()`"),
            (21, "`let entries = ...;`"),
            (24, "returns `()`"),
        ],
    ),
    (
        "js-wordfreq/v6.rhai",
        &[(21, "`let entries = ...;`"), (24, "returns `()`")],
    ),
    ("js-wordfreq/v7.rhai", &[(24, "returns `()`")]),
    // (v8, whose one habit left was `.slice(0, n)`, mounts as written:
    // the sandbox's `slice` is JavaScript's.)
];

/// Mounts `code` in a fresh granted toolset and calls its tool `tool`
/// with no arguments: the tool's text, each step asserted to succeed.
pub(crate) fn tool_text(code: &str, tool: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, tool, json!({}));
    assert!(!error, "{text}");
    text
}

/// `cordis_mount` of `code`: the answer and whether it was refused; a
/// mount that was made is unmounted again.
pub(crate) fn answer(toolset: &Toolset, code: &str) -> (String, bool) {
    let (answer, error, report) =
        cordis_toolset_tests::call_tool(toolset, "cordis_mount", json!({ "code": code }));
    if let Some(id) = report.as_ref().and_then(|r| r["id"].as_str()) {
        cordis_toolset_tests::call_tool(toolset, "cordis_unmount", json!({ "id": id }));
    }
    (answer, error)
}

/// The warnings a dry run of `code` reports, as JSON text.
pub(crate) fn dry_run_warnings(toolset: &Toolset, code: &str) -> String {
    let (text, _, report) = cordis_toolset_tests::call_tool(
        toolset,
        "cordis_mount",
        json!({ "code": code, "dryRun": true }),
    );
    report.unwrap_or_else(|| panic!("no report:\n{text}"))["warnings"].to_string()
}

/// The code of the version `name` in a trial's table of versions.
pub(crate) fn version(versions: &[(&str, &'static str)], name: &str) -> &'static str {
    versions
        .iter()
        .find(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("no version {name}"))
        .1
}

/// A version a trial's model wrote: its name, its code, and what its first
/// answer must say (the line, and a piece of the advice).
pub(crate) type Expected = (&'static str, &'static str, &'static [(usize, &'static str)]);

/// Mounts each version and checks that it is refused with every piece of
/// its advice at its line; the answers, in order.
pub(crate) fn first_answers(expected: &[Expected]) -> Vec<(&'static str, String)> {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    expected
        .iter()
        .map(|(name, code, advice)| {
            let (text, error) = answer(&toolset, code);
            assert!(error, "{name} mounted:\n{text}");
            for (line, piece) in *advice {
                assert!(
                    advises(&text, *line, piece),
                    "{name}: line {line} lacks `{piece}`:\n{text}"
                );
            }
            (*name, text)
        })
        .collect()
}

/// Whether `answer` gives `advice` for line `line`: on the line that
/// locates it, or as a hint of the error that line opens with.
pub(crate) fn advises(answer: &str, line: usize, advice: &str) -> bool {
    let at = format!("(line {line}, column");
    let lines: Vec<&str> = answer.lines().collect();
    // An item given on several lines names the others after its own.
    let also = |l: &str| {
        l.rsplit_once("; the same on line")
            .is_some_and(|(_, rest)| {
                rest.trim_start_matches('s')
                    .trim_end_matches(')')
                    .split(", ")
                    .any(|n| n.trim() == line.to_string())
            })
    };
    lines
        .iter()
        .any(|l| l.contains(advice) && (l.contains(&at) || also(l)))
        || (lines.first().is_some_and(|l| l.contains(&at))
            && lines
                .iter()
                .any(|l| l.starts_with("hint: ") && l.contains(advice)))
}

#[test]
fn every_first_answer_names_each_habit_with_its_line_and_fix() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = toolset(dir.path());
    for (name, expected) in EXPECTED {
        let code = VERSIONS.iter().find(|(n, _)| n == name).unwrap().1;
        let (answer, error, _) = mount(&toolset, code);
        assert!(error, "{name} mounted:\n{answer}");
        for (line, advice) in *expected {
            assert!(
                advises(&answer, *line, advice),
                "{name}: line {line} lacks `{advice}`:\n{answer}"
            );
        }
        for wrong in [
            "pick another name",
            "Syntax error: Undefined variable",
            "c ? a : b",
            "`open` or `with`",
        ] {
            assert!(!answer.contains(wrong), "{name} says `{wrong}`:\n{answer}");
        }
    }
}

/// Mounts `code`, calls `tool` with `args` and unmounts: the tool's text
/// and structured content.
fn run(toolset: &Toolset, code: &str, tool: &str, args: Value) -> (String, Option<Value>) {
    let (answer, error, report) = mount(toolset, code);
    assert!(!error, "{answer}\n{code}");
    let (text, failed, structured) = cordis_toolset_tests::call_tool(toolset, tool, args);
    assert!(!failed, "{tool}: {text}");
    let id = report.unwrap()["id"].as_str().unwrap().to_owned();
    cordis_toolset_tests::call_tool(toolset, "cordis_unmount", json!({ "id": id }));
    (text, structured)
}

/// The second mount of each attempt, written from the first answer alone,
/// works: the greeters and the word count as the model wrote them, the
/// word frequencies as the first answer now tells.
#[test]
fn the_plugins_written_from_the_first_answer_work() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = toolset(dir.path());
    let version = |name: &str| VERSIONS.iter().find(|(n, _)| *n == name).unwrap().1;
    for greeter in ["js-greeter/v2.rhai", "py-greeter/v3.rhai"] {
        let (text, _) = run(
            &toolset,
            version(greeter),
            "greet",
            json!({ "name": "Ada" }),
        );
        assert_eq!(text, "Hello, Ada!", "{greeter}");
    }
    let (text, _) = run(
        &toolset,
        version("py-wordcount/v2.rhai"),
        "word_count",
        json!({ "path": WORDS }),
    );
    assert_eq!(text, "words.txt has 6 words");
    for code in [
        include_str!("../trials/4/fixed/js-wordfreq.rhai"),
        version("js-wordfreq/v9.rhai"),
    ] {
        let (_, structured) = run(
            &toolset,
            code,
            "top_words",
            json!({ "path": WORDS, "n": 2 }),
        );
        assert_eq!(
            structured.unwrap()["words"],
            json!([{ "word": "two", "count": 3 }, { "word": "one", "count": 2 }])
        );
    }
}

/// A `const` map written into, which Rhai folds into an assignment to a
/// constant value and then fails on when the tool runs, is refused.
#[test]
fn a_constant_written_into_is_refused_at_mount() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = toolset(dir.path());
    for change in ["m[\"a\"] = 1", "m.a = 1", "m[\"a\"] += 1"] {
        let code = format!(
            "|ctx| ctx.tools.register(#{{ name: \"c\", execute: |args| {{ const m = #{{}}; {change}; m.len() }} }})"
        );
        let (answer, error, _) = mount(&toolset, &code);
        assert!(
            error && answer.contains("declare it with `let m = ...;`"),
            "{change}:\n{answer}"
        );
    }
}

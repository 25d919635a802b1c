//! The plugins of usability trial 29 (`tests/trials/29`): what its first
//! answers left out (`Number.EPSILON`, `?.toUpperCase()`, a class method
//! that reads a top-level constant, the lines past the old cap of 60) or
//! wrote wrong (`execute:` taken for a type annotation, `let _`, a slice
//! of a string as `extract`, pairs from `items()` and a nested tuple from
//! `enumerate`), and what the tasks model met: a string's `append`
//! refused, a withdrawn tool left unsaid, a mount listed once per line.

use serde_json::json;

use super::{Expected, answer, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/29/habits/js/v1.js"),
        &[
            (
                7,
                "Rhai has no `Number.EPSILON`: drop it, `(n * 100.0).round() / 100.0`",
            ),
            (
                21,
                "cannot read `DISCOUNTS`: pass it in, `fn discountAmount(subtotal, DISCOUNTS)`",
            ),
            (22, "write `s.to_upper()`"),
        ],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/29/habits/py/v1.py"),
        &[
            (1, "comments start with `//`"),
            (
                12,
                "`let ip = parts[0]; let ts = parts[3]; let method = parts[4];",
            ),
            (17, "write `ts.slice(1, -1)`"),
            (
                31,
                "for `not line`, `line.is_empty()` tests an empty string",
            ),
            (
                73,
                "`let m = #{}; for k in statuses.keys() { let v = statuses[k]; m[k.to_string()] = v; }`",
            ),
            (
                79,
                "let keys = statuses.keys(); keys.map(|code| `  ${code}: ${statuses[code]}`)",
            ),
            (
                81,
                // (Pushed onto the code's own `lines`, which `+=` extends,
                // since trial 162.)
                "for (item, i2) in top { let p = item[0]; let c = item[1]; let i2 = i2 + 1; lines.push(`  ${i2}. ${p} (${c})`); }",
            ),
            (83, "${data[\"errorPercent\"].to_fixed(1)}"),
            (85, "`lines.join(\"\\n\")`"),
            (90, "end the code with `plugin`"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_29_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let (js, py) = (&answers[0].1, &answers[1].1);
    // `execute: async ({ path = ... }) => ...` is a map's key.
    assert!(!js.contains("let execute"), "{js}");
    assert!(!py.contains("pick another name"), "{py}");
    assert!(!py.contains("let _"), "{py}");
    // `LINE_RE = re.compile(...)` has the regex's point alone.
    assert!(!py.contains("let LINE_RE"), "{py}");
    assert!(!py.contains("this list stops"), "{py}");
}

/// The Rhai versions: `let _` and `${x:.1f}` stopped the parser with no
/// hint; a `/` with a float on both sides was told about ints.
#[test]
fn the_rhai_versions_are_told_what_stopped_the_parser() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(&toolset, include_str!("../../trials/29/habits/py/v2.rhai"));
    assert!(error, "{text}");
    assert!(text.contains("hint: `_` is no name in Rhai"), "{text}");
    assert!(!text.contains("(line 78,"), "{text}");
    let (text, error) = answer(&toolset, include_str!("../../trials/29/habits/py/v3.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains(
            "hint: a template's `${...}` holds an expression and no format: write `${data[\"errorPercent\"].to_fixed(1)}`"
        ),
        "{text}"
    );
}

/// `catch (err)` of a service's failure gets its message, a string, and
/// JavaScript reads `err.message`: trial 29's first version wrote it.
#[test]
fn err_message_reads_a_service_failure() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = r#"#{ name: "m", inject: ["fs"], apply: |ctx| {
        ctx.tools.register(#{ name: "m", description: "d", parameters: #{},
            execute: |args| { try { ctx.fs.read("nope.txt") } catch (err) { `failed: ${err.message}` } } });
    } }"#;
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, "m", json!({}));
    assert!(!error, "{text}");
    assert!(
        text.starts_with("failed: cannot read \"nope.txt\": it does not exist"),
        "{text}"
    );
}

/// Task 2's `cur.append("'")` on a string was refused as an array's.
#[test]
fn a_strings_append_of_a_literal_mounts() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(&toolset, include_str!("../../trials/29/tasks/02/v1.rhai"));
    assert!(!error, "{text}");
    // An array's still is.
    let (text, error) = answer(
        &toolset,
        "let out = []; out.append(\"x\"); #{ name: \"a\", apply: |ctx| {} }",
    );
    assert!(
        error && text.contains("`append` adds another array's items"),
        "{text}"
    );
}

/// Task 4: unmounting the `kv` provider sends its consumer back to pending,
/// and the receipt says which tools went with it.
#[test]
fn an_unmount_names_the_tools_its_consumers_lose() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let mount = |code: &str| {
        let (text, error, report) =
            cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
        assert!(!error, "{text}");
        report.unwrap()["id"].as_str().unwrap().to_owned()
    };
    let _consumer = mount(include_str!("../../trials/29/tasks/04/consumer-v1.rhai"));
    let provider = mount(include_str!("../../trials/29/tasks/04/provider-v1.rhai"));
    let (text, error, report) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_unmount", json!({ "id": provider }));
    assert!(!error, "{text}");
    assert!(
        text.contains("Their tools are withdrawn until then: kv_put, kv_list."),
        "{text}"
    );
    assert_eq!(
        report.unwrap()["withdrawnTools"],
        json!(["kv_put", "kv_list"])
    );
}

/// Task 10: `stock` emits one event on three lines; a listener's mount
/// names it once.
#[test]
fn a_mount_that_emits_on_several_lines_is_named_once() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error, report) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/29/tasks/10/stock-v1.rhai") }),
    );
    assert!(!error, "{text}");
    let id = report.unwrap()["id"].as_str().unwrap().to_owned();
    let warnings = dry_run_warnings(
        &toolset,
        include_str!("../../trials/29/tasks/10/report-v1.rhai"),
    );
    let once = format!("Mounts that emit it now: {id} (stock).");
    assert!(warnings.contains(&once), "{warnings}");
}

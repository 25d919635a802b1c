//! The plugins of usability trial 50 (`tests/trials/50`), on trial 49's
//! fixes. The tasks held (12 of 12, nothing misleading); the habit
//! programs took 3 mounts in JavaScript (TypeScript 4) and 4, 4, 2 and 3
//! in Python. What cost them, or was rated misleading: a `const key`
//! that indexes a map refused as if `push` changed it, `{x:^44}` told as
//! a right alignment, a Python slice `m[-2:]` kept in the forms, a
//! `defaultdict(float)` field read with no default, a script's start-up
//! lines (`if __name__ == "__main__":`, `console.log(main(ctx, ...))`)
//! told to declare their names, TypeScript's `reduce<ArtistStats>(` read
//! as chained comparisons, `sum(...) or 1` told as `??`, `parse_int` of
//! a number the JSON gave, a `key=lambda` told as a closure of one item,
//! `ljust`'s fill, `to_json`'s whole floats, and `str(b)` of an object
//! in a comprehension.

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/py/v1.py",
        include_str!("../../trials/50/habits-a/plugins/py/v1.py"),
        &[
            (21, "`let paid = this.paid; months.map(|m| (paid[m] ?? 0))"),
            (51, "months.map(|m| (u.paid[m] ?? 0))"),
            (
                58,
                "${m.sub_string(m.len() - 2).to_string().pad_start(11, \" \")}",
            ),
        ],
    ),
    (
        "b/ts/v1",
        include_str!("../../trials/50/habits-b/plugins/ts/v1/plugin.rhai"),
        &[(64, "drop the type argument `<ArtistStats>`")],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/50/habits-b/plugins/py/v1/plugin.rhai"),
        &[
            (64, "`if truthy(x) { x } else { default }`"),
            (97, "a plugin is no script"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/50/habits-c/plugins/a/v1"),
        &[(101, "`ledger.bindings.map(|b| b.__str__())`")],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/50/habits-c/plugins/b/v1"),
        &[
            (33, "`s.pad_end(n, \".\")`"),
            (
                65,
                "\"\".pad(n / 2, \" \") + t + \"\".pad(n - n / 2, \" \")",
            ),
        ],
    ),
];

#[test]
fn what_trial_50s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    let (py, ts) = (&answers[0].1, &answers[1].1);
    // The `key=lambda` of `sorted` is told by the sort's own point.
    assert!(!py.contains("instead of `lambda p: ...`"), "{py}");
    assert!(!py.contains("instead of `lambda cb: ...`"), "{py}");
    assert!(!ts.contains("chained comparisons"), "{ts}");
}

/// A script's start-up line at the top of the plugin, `console.log(main(
/// ctx, ...))`, is told that `ctx` lives in `apply`, and where the call
/// goes instead.
#[test]
fn a_scripts_start_up_line_is_told_where_its_call_goes() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code =
        "fn main(c, p) { p }\nconsole.log(main(ctx, \"x\"));\n#{ name: \"x\", apply: |ctx| {} }";
    let (text, error) = answer(&toolset, code);
    assert!(error, "{text}");
    assert!(
        text.contains("`ctx` is the parameter of `apply`")
            && text.contains("`execute: |args| main(ctx, args.path)`"),
        "{text}"
    );
}

/// `int(x)` of a field the JSON gave as a number is `parse_int(x)` in the
/// forms: it takes a number as well as a text, as Python's `int` does.
#[test]
fn parse_int_and_parse_float_take_a_number_as_pythons_int_and_float_do() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = "#{ name: \"p\", apply: |ctx| { ctx.tools.register(#{ name: \"p\", description: \"d\", parameters: #{}, execute: |args| { `${parse_int(42)} ${parse_int(3.9)} ${parse_int(\"7\")} ${parse_float(2)} ${parse_float(2.5)}` } }); } }";
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": code }),
    );
    assert!(!error, "{text}");
    let (got, failed, _) = cordis_toolset_tests::call_tool(&toolset, "p", serde_json::json!({}));
    assert!(!failed, "{got}");
    assert_eq!(got, "42 3 7 2.0 2.5");
}

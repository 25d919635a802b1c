//! Usability trial 103 (`tests/trials/103`), on trial 102's fixes: tasks
//! 12 of 12 with nothing rated unclear or misleading; no habit program at
//! its second mount, its first answers' misleading items among them a
//! helper that failed on an int and another whose loop lost its bound.
//! What was rated misleading, or cost a mount, told right here.

use super::{Expected, advises, first_answers, tool_text};

const EXPECTED: &[Expected] = &[
    (
        "c/b/v1",
        include_str!("../../trials/103/habits-c/plugins/b/v1.rhai"),
        // `p = player(name)` of a `def` that returns `players[name]`: a
        // copy (what cost v2).
        &[(60, "`p` is a copy of `players[name]`")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/103/habits-c/plugins/a/v1.rhai"),
        // `getattr(self, kind)` in a comprehension's form: the object kept
        // in a variable, since a closure has no `this` (what cost v2).
        &[(
            59,
            "let me = this; keys.map(|kind| me[kind] * PRICES[kind])",
        )],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/103/habits-b/plugins/a/v1.rhai"),
        &[
            // `[date, mill, grainRaw, ...rest]`: the rest from index 3.
            (45, "`let rest = arr.extract(3);` for `...rest`"),
            // `js_text` of an int as it is (v3 failed on `floor` of one).
            (87, "if type_of(x) == \"f64\" && x == x.floor()"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/103/habits-b/plugins/b/v1.rhai"),
        // `def read(text):` beside `ctx.fs.read(...)` (what cost v2).
        &[(40, "name it otherwise, `read_text`")],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/103/habits-a/plugins/b/v1.rhai"),
        // A date's parts tested with each month's days (v2 took Feb 30).
        &[(8, "so 2026-02-30 is refused")],
    ),
];

#[test]
fn what_trial_103s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    // The `grouped` helper's loop reads the count its form declares,
    // renamed or not.
    let mill = &answers[2].1;
    assert!(
        !mill.contains("let n2 = whole.len(); for k in 0..n {"),
        "{mill}"
    );
    assert!(!advises(mill, 45, "xs.extract(1)"), "{mill}");
}

/// The `js_text` the `Number` and `String` points give prints an int as
/// it is and a whole float without its `.0`.
#[test]
fn js_text_takes_ints_and_floats() {
    let code = r###"
        fn js_text(x) { if type_of(x) == "f64" && x == x.floor() { x.to_int() } else { x } }
        #{ name: "j", apply: |ctx| {
            ctx.tools.register(#{ name: "j", description: "d", execute: |args| {
                `${js_text(1055)} ${js_text(1055.0)} ${js_text(6.5)} ${js_text(-1.0)}`
            } });
        } }"###;
    assert_eq!(tool_text(code, "j"), "1055 1055 6.5 -1");
}

/// `s.chars().all(...)`, a stream's array method, is refused at mount with
/// the array form (trial 103's v4 failed on every line when it ran).
#[test]
fn a_stream_s_array_method_is_refused_at_mount() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = r###"#{ name: "c", apply: |ctx| {
        ctx.tools.register(#{ name: "c", description: "d", execute: |args| {
            let s = "12";
            if s.chars().all(|c| c.is_numeric()) { "digits" } else { "not" }
        } });
    } }"###;
    let (text, refused) = super::answer(&toolset, code);
    assert!(refused, "{text}");
    assert!(text.contains("write `s.to_chars()`"), "{text}");
    let fixed = code.replace("s.chars().all(", "s.to_chars().all(");
    assert_eq!(tool_text(&fixed, "c"), "digits");
}

//! Usability trial 76 (`tests/trials/76`), on trial 75's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; TypeScript and three
//! Python programs at their second mount. What cost a mount or was rated
//! misleading, told right here.

use serde_json::json;

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/76/habits-a/plugins/a/v1.rhai"),
        &[
            // `Number(this.contract[0])`: a character in Rhai (what cost
            // v2).
            (12, "make it a text first, `parse_int(s[0].to_string())`"),
            // `for (const [k, v] of Object.entries(nums))`: the object's
            // keys, not `for (v, k) in Object`.
            (41, "`for k in nums.keys() { let v = nums[k]; ... }`"),
            // `Number.isInteger` tests a whole value.
            (
                42,
                "`type_of(x) == \"i64\" || (type_of(x) == \"f64\" && x == x.floor())`",
            ),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/76/habits-a/plugins/b/v1.rhai"),
        // `for day, total in ...` beside `def day(self)`, read in a
        // comprehension below: Rhai reads `day` there as the function
        // (what cost v2, silently).
        &[(
            83,
            "`day` is a variable here and a function of the code too (a `fn` in Rhai), and inside a closure",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/76/habits-c/plugins/a/v1.rhai"),
        // Rated unclear: an object's `str(g)` and `len(g)` in a
        // comprehension over the class's items, each its dunder.
        &[
            (114, "`this.__iter__().map(|g| g.__str__())`"),
            (120, "`this.groomers.values().map(|g| g.__len__())"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/76/habits-b/plugins/b/v1.rhai"),
        // `map(lambda s: 0 <= s <= MAX_SCORE, ...)`: the chain joined.
        &[(41, "`[score_a, score_b].map(|s| 0 <= s && s <= MAX_SCORE)`")],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/76/habits-b/plugins/a/v1.rhai"),
        // TypeScript's `process.argv`, as Python's `sys.argv` is.
        &[(118, "Rhai has no `process` object")],
    ),
];

#[test]
fn what_trial_76s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(!answers[0].1.contains("in Object {"), "{}", answers[0].1);
    assert!(!answers[2].1.contains("g.to_string()"), "{}", answers[2].1);
}

/// Trial 76's second mount of its Python program: a closure that reads
/// a loop's `day` beside `fn day()` counted nothing, with no error; the
/// check refuses it now, at the line.
#[test]
fn a_loop_name_read_as_a_function_in_a_closure_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/76/habits-a/plugins/b/v2.rhai"), "dryRun": true }),
    );
    assert!(error, "{text}");
    assert!(
        text.contains("`day` is a variable and a `fn` of the code, and inside a closure Rhai reads `day` as the function"),
        "{text}"
    );
}

//! The plugins of usability trial 44 (`tests/trials/44`): a map's stored
//! value changed through a copy (`setdefault`), `sorted(m.items(),
//! key=...)` in a loop, a list's truthiness, `'#' * n` and `{d:%m-%d}`
//! in an f-string, a chained assignment, a `Counter`'s reads and
//! `update`, `{x:>+6}`, `type(self).__name__`, a class attribute of an
//! object, and JavaScript's `{ ...prev, k: v }`, computed keys, a
//! method's default and `filter(s => s.note)`.

use super::{Expected, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1.js",
        include_str!("../../trials/44/habits-a/plugins/js/v1.js"),
        &[
            (
                17,
                "a Rhai parameter cannot destructure `{ lane, laps, minutes, stroke }`",
            ),
            (81, "write `.filter(|s| truthy(s.note))`"),
        ],
    ),
    (
        "a/py/v1.py",
        include_str!("../../trials/44/habits-a/plugins/py/v1.py"),
        &[
            (
                52,
                "`let donors = #{}; let by_site = #{}; let deferred = [];`",
            ),
            (56, "`d` is a copy of `donors[row[\"donor_id\"]]`"),
            (
                67,
                "`let keys = by_site.keys(); let pairs = keys.map(|k| [k, by_site[k]]);`",
            ),
            (68, "`vols.filter(|v| truthy(v))`"),
            (
                92,
                "${\"\".pad(parse_int((ml / 100.0).to_float().to_fixed(0)), \"#\")}",
            ),
            (97, "${d.sub_string(5, 2) + \"-\" + d.sub_string(8, 2)}"),
        ],
    ),
    (
        "b/ts/v1.ts",
        include_str!("../../trials/44/habits-b/plugins/ts/v1.ts"),
        &[
            (
                20,
                "a key of a Rhai map literal is a name or a string, never a computed `[k]`",
            ),
            (49, "Rhai has no default values (`n`)"),
            (
                59,
                "`let m = prev; m.mixin(#{ a: 1 });` for `{ ...prev, a: 1 }`",
            ),
        ],
    ),
    (
        "c/a/v1.py",
        include_str!("../../trials/44/habits-c/plugins/a/v1.py"),
        &[
            (42, "a class attribute is a key of each object's map"),
            (69, "`${this.class_name}('${this.order_id}'"),
            (
                69,
                "an object's class name is a key its maker function sets",
            ),
            (
                123,
                "`booked.filter(|o| o.class_name == \"RushOrder\").len()`",
            ),
        ],
    ),
    (
        "c/b/v1.py",
        include_str!("../../trials/44/habits-c/plugins/b/v1.py"),
        &[
            (
                48,
                "a `Counter`'s update with a list counts each item instead",
            ),
            (
                57,
                "Rhai assigns one variable at a time: declare each name with the value, `let best = 0; let run = 0; let i = 0;`",
            ),
            (
                73,
                "${((if (pf - pa) >= 0 { \"+\" } else { \"\" }) + (pf - pa).to_string()).pad_start(6, \" \")}",
            ),
            (95, "write `arr.join(\", \")` for `\", \".join(arr)`"),
            (101, "`\"\".pad((wins[name] ?? 0), \"#\")`"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_44_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let answer = |name: &str| &answers.iter().find(|(n, _)| *n == name).unwrap().1;
    // `timedelta` is told with its module, not as a function that takes
    // values in order.
    assert!(!answer("a/py/v1.py").contains("as `timedelta` takes them"));
}

/// Rhai's own `m?[k]` is no ternary, and a one-expression closure's `t`
/// is not the `t` a `replace` changed before it.
#[test]
fn trial_44s_rhai_is_not_told_what_it_did_not_do() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, _) = super::answer(
        &toolset,
        include_str!("../../trials/44/habits-b/plugins/ts/v2.rhai"),
    );
    assert!(!text.contains("Rhai has no `c ? a : b`"), "{text}");
    let warnings = dry_run_warnings(
        &toolset,
        include_str!("../../trials/44/habits-c/plugins/b/v3.rhai"),
    );
    assert!(
        !warnings.contains("`t.replace(...)` changes `t`"),
        "{warnings}"
    );
}

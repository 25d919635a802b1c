//! Usability trial 158 (`tests/trials/158`): tasks 11 of 12 first try
//! (the miss its player's `"*" * 0`, told at its mount) with nothing
//! unclear or misleading, all six habit programs at their second mount,
//! and three of six first answers with nothing misleading. What was rated
//! misleading or unclear, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/158/habits-a/plugins/a/v1.rhai"),
        &[
            // `const keen = [...members.entries()].sort(...)` then
            // `${keen.slice(0, 3).map(([m, n]) => ...)}` inside a template:
            // a key each (rated misleading: `pair[0]`, a name's letter).
            (85, "each item is a key: `|m| { let n = members[m]; ... }`"),
            // `[...(nights.get(night) ?? []), title]` (told nothing).
            (63, "Rhai has no spread: keep the array that follows `...`"),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/158/habits-a/plugins/b/v1.rhai"),
        // `not line.strip()` is a text's test (rated unclear: four forms).
        &[(
            50,
            "`line.strip()` is a text, so `not line.strip()` is `line.trim() == \"\"`",
        )],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/158/habits-b/plugins/a/v1.rhai"),
        // `Number(x)`'s blank test trims `x` itself (rated unclear).
        &[(
            36,
            "test `s.trim() == \"\"` first (the sandbox's `trim` changes `s` itself, which the parse after takes as well)",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/158/habits-b/plugins/b/v1.rhai"),
        &[
            // `tuple(filter(None, ...))` (rated misleading: "write an
            // array, `[a, b]`", an array around the array).
            (
                21,
                "Rhai has no function `tuple`, and `filter(...)` gives an array already, as its own point writes it: drop `tuple(...)` around it",
            ),
            // `list(map(...))` (rated unclear).
            (
                17,
                "Rhai has no function `list`, and `map(...)` gives an array already",
            ),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/158/habits-c/plugins/a/v1.rhai"),
        &[
            // `leaf_area` reads `LEAVES_PER_BOOKLET = 25` and
            // `LEAF_AREA_CM2 = 80 * 80 / 100`; `waste_pct` reads
            // `self.leaf_area` (rated misleading three times: the number
            // passed to `leaf_area` was passed on by no caller).
            (
                53,
                "pass `LEAF_AREA_CM2` in, `fn leaf_area(LEAF_AREA_CM2)`, called as `obj.leaf_area(LEAF_AREA_CM2)`, and make `LEAVES_PER_BOOKLET` a `const` inside the `fn`, `const LEAVES_PER_BOOKLET = 25;`",
            ),
            (57, "called as `obj.waste_pct(LEAF_AREA_CM2)`"),
            // `load` reads `ctx`: every form's call passes it (rated
            // unclear: `obj.load(path)` beside `fn load(ctx, path)`).
            (95, "called as `obj.load(ctx, path, PRICE_PER_BOOKLET)`"),
            // `defaultdict(lambda: [0, 0.0])` then `totals[job.leaf][0] +=
            // job.booklets` (rated unclear: a `.count` field).
            (110, "`totals[job.leaf][0] += job.booklets;`"),
        ],
    ),
];

#[test]
fn what_trial_158s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "`|pair| ... pair[0] ... pair[1]` (`m` is `pair[0]`",
            "Rhai has no function `tuple`: write an array",
            "fn leaf_area(LEAVES_PER_BOOKLET, LEAF_AREA_CM2)",
            "called as `obj.load(path",
            "totals[job.leaf].count",
            "instead of `lambda : ...`",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
    // `groupby(sorted(good, key=attrgetter("baker")), key=...)`: no sort
    // by the groups' own key (rated unclear: "sort a copy"), and a sort
    // whose key ends with the dict's key leaves no tie to the keys' order.
    let functional = &answers
        .iter()
        .find(|(name, _)| *name == "b/b/v1")
        .expect("b/b/v1 answered")
        .1;
    assert!(!functional.contains("(line 55, column 24)"), "{functional}");
    assert!(!functional.contains("ties in key order"), "{functional}");
}

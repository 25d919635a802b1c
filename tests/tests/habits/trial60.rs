//! Usability trial 60 (`tests/trials/60`), on trial 59's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript and two
//! Python programs at their second mount, TypeScript at its third. What
//! the habit players rated misleading in the first answers, and what cost
//! a mount, each told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1",
        include_str!("../../trials/60/habits-a/plugins/js/v1.rhai"),
        &[
            // The getter reads the constant, not the method before it.
            (
                29,
                "the getter `generous` becomes a `fn generous()`, and a `fn` sees no variable of the code's top level, so it cannot read `TIP_BONUS_RATE`",
            ),
            // Two destructured parameters, two names.
            (77, "write `fn report(item, item2) { ... }`"),
            (
                77,
                "`item2`, and read `item2.width` in the body (a default, `item2.width ?? 8`)",
            ),
        ],
    ),
    (
        "a/py/v1",
        include_str!("../../trials/60/habits-a/plugins/py/v1.rhai"),
        &[
            (
                13,
                "declare a variable with `let`: `let DEFAULT_FILE = ...;`",
            ),
            // Rhai's `??` binds looser than `<` and `-`.
            (
                50,
                "(for numbers only, `|a, b| (DAY_ORDER[a[\"day\"]] ?? 99) - (DAY_ORDER[b[\"day\"]] ?? 99)`)",
            ),
        ],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/60/habits-b/plugins/py/v1"),
        &[
            // `crop, *_ = {...}`: the unpacking's own name, not `_`.
            (40, "let parts = seen.keys();`"),
            (
                53,
                "a sort by more keys is, for the order inside each group",
            ),
        ],
    ),
    (
        "b/ts/v1",
        include_str!("../../trials/60/habits-b/plugins/ts/v1"),
        &[
            (27, "`groupBy` is a `const` holding a closure"),
            // A typed constant is the top level's too.
            (45, "so it cannot read `KIND_WEIGHT`"),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/60/habits-c/plugins/b/v1"),
        &[
            (
                21,
                "it stands at the top level of the code, before the plugin map, not inside `apply` or `execute`",
            ),
            (44, "it sees no `ctx`: pass it in, `fn load(ctx, ...)`"),
            (
                66,
                "declare a variable with `let`: `let appearances = ...;`",
            ),
            // The spread's whole operand.
            (
                106,
                "`ranked[0][1] + #{ key: value }` for `{**ranked[0][1], key: value}`",
            ),
        ],
    ),
];

#[test]
fn what_trial_60s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    let text = |name: &str| {
        &answers
            .iter()
            .find(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("{name}"))
            .1
    };
    // `add` reads no top-level name: the getter after it does.
    assert!(!text("a/js/v1").contains("fn add(trip, TIP_BONUS_RATE)"));
    assert!(!text("a/py/v1").contains("no instance of a class"));
    assert!(!text("b/py/v1").contains("let _ ="));
    assert!(!text("b/py/v1").contains("no sort first"));
    // A dict literal's `**` is a map's spread, not a call's.
    assert!(!text("c/b/v1").contains("`ranked.path`"));
    assert!(!text("c/b/v1").contains("no instance of a class"));
    // `splitlines(keepends=True)`: the method's own point, not a call's
    // arguments in order.
    assert!(!text("c/b/v1").contains("as `splitlines` takes them"));
    // `book` is set inside `from_text`: no top-level read.
    let (_, classes) = &first_answers(&[(
        "c/a/v1",
        include_str!("../../trials/60/habits-c/plugins/a/v1"),
        // Every name the `try` unpacks is read after it; another
        // function's `weeks` is no help here.
        &[
            (89, "`rid` is first set inside `try`"),
            (89, "`weeks` is first set inside `try`"),
        ],
    )])[0];
    assert!(!classes.contains("cannot read `book`"), "{classes}");
}

//! The plugins of usability trial 37 (`tests/trials/37`), three players
//! with two programs each: what their first answers left out (dates,
//! `enum` and `Enum`, a subclass, `__lt__`, `*args`, `deque`, `swapcase`,
//! `for` over several names, `*rest`, a text's default after `||`, a
//! field's truthiness, a `const` whose entries are set) or wrote wrong
//! (`x // n` and `round(x)` in a form, `Object.keys`'s order).

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1.js",
        include_str!("../../trials/37/habits-a/plugins/js/v1.js"),
        &[
            (
                11,
                "`??` replaces only `()` (a missing value), not an empty text",
            ),
            (13, "Rhai has no dates"),
            (46, "`byAgent` is declared with `const`"),
            (54, "`tagCounts` is declared with `const`"),
        ],
    ),
    (
        "a/py/v1.py",
        include_str!("../../trials/37/habits-a/plugins/py/v1.py"),
        &[
            (25, "${(sec / 3600).to_string().pad_start(2, \"0\")}"),
            (40, "let rest = parts.extract(4);"),
            (41, "Rhai has no function `bool`"),
            (43, "write `catch (err) { ... }` instead of `except`"),
            (
                66,
                "parse_int((100 * requests / plays.len().to_float()).to_float().to_fixed(0))",
            ),
        ],
    ),
    (
        "b/ts/v1.ts",
        include_str!("../../trials/37/habits-b/plugins/ts/v1.ts"),
        &[
            (22, "drop `as const`"),
            (24, "Rhai has no `enum`"),
            (27, "Rhai has no dates"),
            (66, "write `!(t.resolved ?? false)`"),
            (67, "write `if t.firstReply != () { ... }`"),
            (102, "sorted, not in the order written"),
            (110, "not an empty text"),
        ],
    ),
    (
        "b/py/v1.py",
        include_str!("../../trials/37/habits-b/plugins/py/v1.py"),
        &[
            (16, "Rhai has no `**` in a map"),
            (21, "Rhai has no dates"),
            (74, "write `catch (err) { ... }` instead of `except`"),
        ],
    ),
    (
        "c/a/v1.py",
        include_str!("../../trials/37/habits-c/plugins/a/v1.py"),
        &[
            (6, "Rhai has no `Enum`"),
            (69, "this.sla().to_float() == this.sla().to_float().floor()"),
            (73, "Rhai has no `__lt__`"),
            (77, "Rhai has no inheritance"),
            (
                107,
                "with a key `class_name: \"SecurityTicket\"` in the map `new_security_ticket` returns",
            ),
        ],
    ),
    (
        "c/b/v1.py",
        include_str!("../../trials/37/habits-c/plugins/b/v1.py"),
        &[
            (19, "Rhai has no `*names`"),
            (
                48,
                "Rhai's `for` binds one item (a second name would be its index)",
            ),
            (56, "Rhai has no function `deque`"),
            (72, "Rhai has no method `swapcase`"),
            (73, "not a `key=`: sort in place"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_37_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let ts = &answers[2].1;
    // `Date.parse(s)` reads a date: the clock is not what it needs.
    assert!(!ts.contains("no clock"), "{ts}");
}

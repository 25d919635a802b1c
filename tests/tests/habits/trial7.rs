//! The plugins of usability trial 7 (`tests/trials/7/habits`), as a model
//! with JavaScript, TypeScript and Python habits wrote them, following only
//! the errors: each first answer names every habit the trial found it
//! missing or misleading on (an inner map in a parameter, `//` as floor
//! division, `not` and truthiness on a string, a regular expression with a
//! character class, a comprehension over pairs with a dict in it,
//! Python's `statistics` and `math`, a JavaScript `Set`), and the code it
//! suggests runs in the sandbox.

use super::{advises, answer, version};

/// Every version the model wrote, by attempt.
const VERSIONS: &[(&str, &str)] = &[
    ("1/v1.js", include_str!("../../trials/7/habits/1/v1.js")),
    ("2/v1.py", include_str!("../../trials/7/habits/2/v1.py")),
    ("2/v4.rhai", include_str!("../../trials/7/habits/2/v4.rhai")),
    ("3/v1.py", include_str!("../../trials/7/habits/3/v1.py")),
    ("4/v1.ts", include_str!("../../trials/7/habits/4/v1.ts")),
    ("5/v1.py", include_str!("../../trials/7/habits/5/v1.py")),
];

/// What each refused version's first answer must say: the line, and a
/// piece of the advice given for it.
const EXPECTED: &[(&str, &[(usize, &str)])] = &[
    (
        "2/v1.py",
        &[
            (1, "Rhai has no `statistics` module"),
            (6, "`numbers.is_empty()`"),
            (8, "`mean(numbers)`"),
            (
                9,
                "`let sorted = numbers.map(|v| v.to_float()); sorted.sort();",
            ),
            (10, "`let m = mean(numbers);"),
            (
                17,
                "write the map `#{ \"type\": ... }` (line 17, column 24)",
            ),
            (
                17,
                "write the map `#{ \"type\": ... }` (line 17, column 51)",
            ),
        ],
    ),
    ("2/v4.rhai", &[(14, "`//` starts a comment in Rhai")]),
    (
        "3/v1.py",
        &[
            (9, "`not line.strip()` is `line.trim() == \"\"`"),
            (11, "`re.sub` with `[^a-z0-9]+`"),
            (11, "for c in line.to_lower().chars()"),
        ],
    ),
    (
        "4/v1.ts",
        &[
            (10, "write the map `#{ type: ... }` (line 10, column 16)"),
            (10, "write the map `#{ type: ... }` (line 10, column 40)"),
            (13, "`seen.contains(k)` for `has(k)`"),
        ],
    ),
    (
        "5/v1.py",
        &[
            (12, "`if word != \"\" { ... }`"),
            (14, "`w` is `pair[0]`, `c` is `pair[1]`"),
            (14, "#{\"word\": pair[0], \"count\": pair[1]}"),
        ],
    ),
];

/// What the trial found misleading in a first answer, by version.
const MISLEADING: &[(&str, &[&str])] = &[
    (
        "3/v1.py",
        &[
            "`!line.strip()`",
            "match plain text with `s.contains(key)`, `s.index_of(key)`, `s.replace(key, \"b\")` or `s.split(\",\")` (line 11",
        ],
    ),
    ("4/v1.ts", &["build a map"]),
    ("5/v1.py", &["|w, c|", "| {\"word\": w"]),
];

#[test]
fn every_first_answer_names_each_habit_with_its_line_and_fix() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    for (name, expected) in EXPECTED {
        let (answer, error) = answer(&toolset, version(VERSIONS, name));
        assert!(error, "{name} mounted:\n{answer}");
        for (line, advice) in *expected {
            assert!(
                advises(&answer, *line, advice),
                "{name}: line {line} lacks `{advice}`:\n{answer}"
            );
        }
    }
    for (name, wrong) in MISLEADING {
        let (answer, _) = answer(&toolset, version(VERSIONS, name));
        for wrong in *wrong {
            assert!(!answer.contains(wrong), "{name} says `{wrong}`:\n{answer}");
        }
    }
}

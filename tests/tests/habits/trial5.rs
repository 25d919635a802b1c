//! The plugins of usability trial 5 (`tests/trials/5/habits`), as a model
//! with JavaScript, TypeScript and Python habits wrote them, following only
//! the errors: each version's first answer names every habit it still
//! has, with its line and the Rhai to write, and a call that can only fail
//! is refused at mount, not when the tool runs.

use serde_json::json;

use super::{advises, answer};

/// Every version the model wrote, by attempt.
const VERSIONS: &[(&str, &str)] = &[
    (
        "js-todo/v1.js",
        include_str!("../../trials/5/habits/js-todo/v1.js"),
    ),
    (
        "js-todo/v2.rhai",
        include_str!("../../trials/5/habits/js-todo/v2.rhai"),
    ),
    (
        "py-greet-many/v1.py",
        include_str!("../../trials/5/habits/py-greet-many/v1.py"),
    ),
    (
        "py-greet-many/v2.rhai",
        include_str!("../../trials/5/habits/py-greet-many/v2.rhai"),
    ),
    (
        "py-greet-many/v3.rhai",
        include_str!("../../trials/5/habits/py-greet-many/v3.rhai"),
    ),
    (
        "py-greet-many/v4.rhai",
        include_str!("../../trials/5/habits/py-greet-many/v4.rhai"),
    ),
    (
        "py-greet-many/v5.rhai",
        include_str!("../../trials/5/habits/py-greet-many/v5.rhai"),
    ),
    (
        "py-greet-many/v6.rhai",
        include_str!("../../trials/5/habits/py-greet-many/v6.rhai"),
    ),
    (
        "py-scores/v1.py",
        include_str!("../../trials/5/habits/py-scores/v1.py"),
    ),
    (
        "py-scores/v2.rhai",
        include_str!("../../trials/5/habits/py-scores/v2.rhai"),
    ),
    (
        "py-scores/v3.rhai",
        include_str!("../../trials/5/habits/py-scores/v3.rhai"),
    ),
    (
        "py-scores/v4.rhai",
        include_str!("../../trials/5/habits/py-scores/v4.rhai"),
    ),
    (
        "py-scores/v5.rhai",
        include_str!("../../trials/5/habits/py-scores/v5.rhai"),
    ),
    (
        "py-scores/v6.rhai",
        include_str!("../../trials/5/habits/py-scores/v6.rhai"),
    ),
    (
        "py-scores/v7.rhai",
        include_str!("../../trials/5/habits/py-scores/v7.rhai"),
    ),
    (
        "py-scores/v8.rhai",
        include_str!("../../trials/5/habits/py-scores/v8.rhai"),
    ),
    (
        "py-scores/v9.rhai",
        include_str!("../../trials/5/habits/py-scores/v9.rhai"),
    ),
    (
        "py-scores/v10.rhai",
        include_str!("../../trials/5/habits/py-scores/v10.rhai"),
    ),
    (
        "py-scores/v11.rhai",
        include_str!("../../trials/5/habits/py-scores/v11.rhai"),
    ),
    (
        "py-scores/v12.rhai",
        include_str!("../../trials/5/habits/py-scores/v12.rhai"),
    ),
    (
        "py-scores/v13.rhai",
        include_str!("../../trials/5/habits/py-scores/v13.rhai"),
    ),
    (
        "py-scores/v14.rhai",
        include_str!("../../trials/5/habits/py-scores/v14.rhai"),
    ),
    (
        "py-scores/v15.rhai",
        include_str!("../../trials/5/habits/py-scores/v15.rhai"),
    ),
    (
        "py-scores/v16.rhai",
        include_str!("../../trials/5/habits/py-scores/v16.rhai"),
    ),
    (
        "py-scores/v17.rhai",
        include_str!("../../trials/5/habits/py-scores/v17.rhai"),
    ),
    (
        "ts-counter/v1.ts",
        include_str!("../../trials/5/habits/ts-counter/v1.ts"),
    ),
    (
        "ts-counter/v2.rhai",
        include_str!("../../trials/5/habits/ts-counter/v2.rhai"),
    ),
    (
        "ts-counter/v3.rhai",
        include_str!("../../trials/5/habits/ts-counter/v3.rhai"),
    ),
];

/// The file the score tools read, under the `fs` root.
const SCORES: &str = "scores.csv";

/// What each refused version's first answer must say: the line, and a
/// piece of the advice given for it.
const EXPECTED: &[(&str, &[(usize, &str)])] = &[
    (
        "py-scores/v1.py",
        &[
            (1, "`apply: |ctx| { ... }`"),
            (3, "`let path = ...;`"),
            (4, "`ctx.fs.read(path)`"),
            (5, "`s.trim()`"),
            (7, "Rhai has no slices `lines[1:]`: write `lines.slice(1)`"),
            (
                8,
                r#"`let parts = line.split(","); let name = parts[0]; let score = parts[1];`"#,
            ),
            (9, "write `arr.push(item)`"),
            (9, "write `parse_int(x)`, which takes a text or a number"),
            (10, "compare two numbers"),
            // (Its `key=lambda r: ...` is no closure to write: the
            // point makes the `max` a loop, trial 66.)
            (10, "they take no array, closure or keyword argument"),
            (11, "write `parse_float(x.to_fixed(2))`"),
            (11, "int / an int divides as integers"),
            (11, "Rhai has no function `sum`"),
            (
                11,
                r#"`rows.map(|r| r["score"]).reduce(|total, v| total + v, 0)`"#,
            ),
            (12, "backtick template"),
            (21, "end the code with the map itself"),
            (21, r#"its first key, `"name": ...`"#),
        ],
    ),
    ("py-scores/v3.rhai", &[(9, "`lines.slice(1)`")]),
    ("py-scores/v4.rhai", &[(10, "Rhai has no tuple unpacking")]),
    (
        "py-scores/v5.rhai",
        &[
            (15, "compare two numbers"),
            (15, "closure or keyword argument"),
        ],
    ),
    (
        "py-scores/v6.rhai",
        &[(16, "no list comprehensions or generator expressions")],
    ),
    ("py-scores/v8.rhai", &[(15, "compare two numbers")]),
    ("py-scores/v11.rhai", &[(15, "`let best = rows[0];")]),
    ("py-scores/v12.rhai", &[(21, "Rhai has no function `sum`")]),
    ("py-scores/v13.rhai", &[(21, "`round` takes one float")]),
    ("py-scores/v15.rhai", &[(21, "`n.to_float()` for a number")]),
    (
        "py-greet-many/v1.py",
        &[
            (1, "`fn greet_all(args) { ... }`"),
            (2, "`let names = ...;`"),
            (2, "`args.names ?? []`"),
            (3, "write `arr.join(\" \")`"),
            (3, r#"`` names.map(|name| `Hello, ${name}!`) ``"#),
            (3, "backtick template"),
            (5, r#"its first key, `"name": ...`"#),
            (10, r#"its first key, `"names": ...`"#),
        ],
    ),
    (
        "py-greet-many/v3.rhai",
        &[(3, "no list comprehensions"), (3, "`arr.join(\" \")`")],
    ),
    ("py-greet-many/v4.rhai", &[(2, "`args.names ?? []`")]),
    ("py-greet-many/v5.rhai", &[(3, "`arr.join(\" \")`")]),
    (
        "ts-counter/v1.ts",
        &[
            (1, "Rhai plugins import nothing"),
            (3, "`let counts = ...;`"),
            (3, "write the empty map `#{}`"),
            (12, "`|args| ... args.key`"),
            (12, "drop `: { key: string }`"),
            (12, "drop `: string`"),
        ],
    ),
    ("ts-counter/v2.rhai", &[(1, "`let counts = #{};`")]),
];

#[test]
fn every_first_answer_names_each_habit_with_its_line_and_fix() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    for (name, expected) in EXPECTED {
        let code = VERSIONS.iter().find(|(n, _)| n == name).unwrap().1;
        let (answer, error) = answer(&toolset, code);
        assert!(error, "{name} mounted:\n{answer}");
        for (line, advice) in *expected {
            assert!(
                advises(&answer, *line, advice),
                "{name}: line {line} lacks `{advice}`:\n{answer}"
            );
        }
        for wrong in ["`|string|", "#{ key: ... }` (line 12", "`\"key\": ...`"] {
            assert!(!answer.contains(wrong), "{name} says `{wrong}`:\n{answer}");
        }
    }
}

/// The calls whose argument is a number only when it runs (`round(n)`
/// and `parse_float(n)` of an int) are told what to convert; the
/// versions that mount answer.
#[test]
fn what_only_fails_when_it_runs_is_told_its_conversion() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join(SCORES),
        "name,score\nada,90\nbob,80\ncy,77\n",
    )
    .unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let version = |name: &str| VERSIONS.iter().find(|(n, _)| *n == name).unwrap().1;
    for (name, expected) in [
        (
            "py-scores/v14.rhai",
            "convert it first, e.g. `n.to_float()`",
        ),
        // `parse_float` of the int a sum gives: a number, as Python's
        // `float` takes one (since trial 50), where it once was told
        // `n.to_float()`.
        ("py-scores/v16.rhai", "ada, 82.33"),
        ("py-scores/v17.rhai", "ada, 82.33"),
    ] {
        let (mounted, error, report) = cordis_toolset_tests::call_tool(
            &toolset,
            "cordis_mount",
            json!({ "code": version(name) }),
        );
        assert!(!error, "{name}: {mounted}");
        let (text, _, _) =
            cordis_toolset_tests::call_tool(&toolset, "best", json!({ "path": SCORES }));
        assert!(text.contains(expected), "{name}: {text}");
        let id = report.unwrap()["id"].as_str().unwrap().to_owned();
        cordis_toolset_tests::call_tool(&toolset, "cordis_unmount", json!({ "id": id }));
    }
    for name in [
        "js-todo/v2.rhai",
        "py-greet-many/v6.rhai",
        "ts-counter/v3.rhai",
    ] {
        let (text, error) = answer(&toolset, version(name));
        assert!(!error, "{name}: {text}");
    }
}

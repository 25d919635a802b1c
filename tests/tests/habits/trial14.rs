//! The plugins of usability trial 14 (`tests/trials/14/habits`): each
//! attempt took two mounts, and the one part of the first answers rated
//! misleading was the skeleton's `parameters`, which read a JSON Schema's
//! `properties` as an argument.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "1-js/v1.js",
        include_str!("../../trials/14/habits/1-js/v1.js"),
        &[],
    ),
    (
        "2-py/v1.py",
        include_str!("../../trials/14/habits/2-py/v1.py"),
        &[],
    ),
    (
        "3-ts/v1.ts",
        include_str!("../../trials/14/habits/3-ts/v1.ts"),
        &[],
    ),
];

#[test]
fn a_json_schema_stays_its_arguments_in_the_skeleton() {
    for (name, answer) in first_answers(EXPECTED) {
        let skeleton = answer
            .split("The whole plugin in Rhai has this shape")
            .nth(1)
            .unwrap_or_else(|| panic!("{name} has no skeleton:\n{answer}"));
        assert!(!skeleton.contains("properties"), "{name}:\n{skeleton}");
    }
    let typescript = &first_answers(&EXPECTED[2..])[0].1;
    assert!(
        typescript.contains("n: #{ type: \"integer\" }"),
        "{typescript}"
    );
}

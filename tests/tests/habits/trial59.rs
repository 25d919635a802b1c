//! Usability trial 59 (`tests/trials/59`), on trial 58's fixes: tasks 12
//! of 12, with no error or warning rated unclear or misleading;
//! JavaScript, TypeScript and a Python program at their second mount. The
//! tasks player found `protected`, which Rhai reserves, missing from the
//! mount description's reserved words. What the habit players rated
//! misleading in the first answers: a slice kept in a template's
//! generator (`rest[:2]`), and the start of a dict comprehension over
//! lines told as a map literal; and, rated unclear, a `most_common()` with
//! no count whose form cut the list to two. Left from the round and told
//! right since: a property read in a template where another class has a
//! field of its name (`crew.days`), and a `defaultdict(Counter)`'s count
//! read with no `?? 0`.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/py/v1",
        include_str!("../../trials/59/habits-b/plugins/py/v1"),
        &[(74, "${rest.slice(0, 2).map(|pair| pair[0]).join(\", \")}")],
    ),
    // `by_district.most_common()` keeps every district: the form cuts
    // nothing.
    (
        "c/b/v1",
        include_str!("../../trials/59/habits-c/plugins/b/v1"),
        &[
            (88, "top.sort(|a, b| b[1] - a[1]);` (each item a pair"),
            // A `defaultdict(Counter)`'s count is 0 where none was
            // counted.
            (69, "${(statuses[district][\"OPEN\"] ?? 0).to_string()"),
        ],
    ),
    // `days` is a property of `Crew` and a field of `Installation`: the
    // read of `crew` is the property's.
    (
        "c/a/v1",
        include_str!("../../trials/59/habits-c/plugins/a/v1"),
        &[(106, "jobs, ${crew.days()} days`")],
    ),
];

#[test]
fn what_trial_59s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(!answers[0].1.contains("${rest[:2]"), "{}", answers[0].1);
    let (_, js_python) = &first_answers(&[(
        "a/py/v1",
        include_str!("../../trials/59/habits-a/plugins/py/v1.rhai"),
        &[],
    )])[0];
    // Line 55's `{` starts a dict comprehension, which its own point tells.
    assert!(
        !js_python.contains("this `{` starts a map (its first key, `c: ...`"),
        "{js_python}"
    );
}

/// The mount description lists `protected` among the words Rhai reserves.
#[test]
fn the_reserved_words_include_protected() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let tools = toolset.tools();
    let mount = tools
        .iter()
        .find(|t| t.name == "cordis_mount")
        .expect("cordis_mount");
    assert!(
        mount.description.contains("`protected`"),
        "{}",
        mount.description
    );
}

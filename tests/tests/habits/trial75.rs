//! Usability trial 75 (`tests/trials/75`), on trial 74's fixes: tasks 12
//! of 12 with nothing rated misleading; JavaScript, TypeScript and two
//! Python programs at their second mount. What cost a mount or was rated
//! misleading, told right here (the script player's path under `root/`,
//! its other third mount, is told at mount now: `first_plugin.rs`).

use serde_json::json;

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/75/habits-a/plugins/b/v1.rhai"),
        // `start, end = minutes(t_in), minutes(t_out)` inside a `try`:
        // the names are declared before it, so the unpacking sets them.
        &[(
            56,
            "set each name, declared before the `try`, to its value, `start = minutes(t_in); end = minutes(t_out);`",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/75/habits-b/plugins/b/v1.rhai"),
        &[
            // A sum of a namedtuple's field made from a map of yes or
            // no, `LEAD[lead]` (what cost v2).
            (69, "`kv[1].filter(|j| j.lead).len()`"),
            // `out += [... for ... for ...]` adds to the code's list.
            (
                79,
                "`for bout in by_bout.keys() { let js = by_bout[bout]; for line in bout_lines(bout, js) { out.push(line); } }`",
            ),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/75/habits-c/plugins/a/v1.rhai"),
        &[
            // `any(not 0 <= j <= 20 for j in judges)`: `!` of the whole
            // chained comparison.
            (55, "`judges.some(|j| !(0 <= j && j <= 20))`"),
            // `who = self.athletes.setdefault(...)`: a copy.
            (115, "`who` is a copy of `this.athletes[jump.athlete]`"),
        ],
    ),
];

#[test]
fn what_trial_75s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(
        !answers[1].1.contains("a.lead).reduce("),
        "{}",
        answers[1].1
    );
    assert!(
        !answers[1].1.contains("let out = []; for bout"),
        "{}",
        answers[1].1
    );
}

/// The tasks player's probe, `s.length()`: refused at mount with the
/// method to write.
#[test]
fn a_length_called_is_told_len() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/75/tasks/probe.rhai") }),
    );
    assert!(error, "{text}");
    assert!(
        text.contains("Rhai has no method `length`: write `s.len()`"),
        "{text}"
    );
}

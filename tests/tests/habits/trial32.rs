//! The plugins of usability trial 32 (`tests/trials/32`): what its first
//! answers got wrong (`filter(Boolean)` as a test of strings, a set told
//! to be a dict, `not in`, a quote escaped in a Python string) or left
//! out (`namedtuple`, a helper named like a function of Rhai's own), and
//! what its Rhai versions met: a set written as a map, a block taken for
//! a set comprehension, a `reduce` hint that blamed a start value that
//! was there, a `trim` note on another closure's parameter.

use serde_json::json;

use super::{Expected, answer, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/32/habits/js/v1.js"),
        &[
            (2, "name it otherwise, `pad_of`"),
            (34, "`.filter(|x| truthy(x))`"),
        ],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/32/habits/py/v1.py"),
        &[
            (
                5,
                "a set is a map of keys in Rhai: `let STOPWORDS = #{ \"the\": true, \"a\": true };`",
            ),
            (9, "Rhai has no `namedtuple`: a record is a map"),
            (
                14,
                "`text.to_lower().split().filter(|w| truthy(w.trim(\".,!?;:\\\"'()\"))).map(|w| w.trim(\".,!?;:\\\"'()\"))`",
            ),
            (20, "`words.filter(|w| !(w in STOPWORDS))`"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_32_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let py = &answers[1].1;
    assert!(!py.contains("a dict is a map: `let STOPWORDS"), "{py}");
    assert!(!py.contains("`let Report = ...;`"), "{py}");
}

#[test]
fn the_rhai_versions_are_told_what_they_met() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("playlist.json"),
        include_str!("../../trials/32/habits-root/playlist.json"),
    )
    .unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    // `#{"the", "a"}` stopped the parser with no hint; the blocks of the
    // second and third were taken for set comprehensions.
    let (text, error) = answer(&toolset, include_str!("../../trials/32/habits/py/v2.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("hint: a map's items are `key: value`: for a set, write each item as a key"),
        "{text}"
    );
    assert!(!text.contains("set comprehensions"), "{text}");
    let (text, error) = answer(&toolset, include_str!("../../trials/32/habits/py/v3.rhai"));
    assert!(error, "{text}");
    assert!(!text.contains("set comprehensions"), "{text}");
    // The fifth's `p.trim()` and the next line's `p` are two closures'.
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/32/habits/py/v5.rhai"));
    assert!(!warnings.contains("`p.trim()`"), "{warnings}");
    // The third JavaScript version called its closure `pad` as `pad(m)`.
    let (text, error) = answer(&toolset, include_str!("../../trials/32/habits/js/v3.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("`pad` is also the name of a function of Rhai's own"),
        "{text}"
    );
    // The second's `reduce` had a start value; a rating was `()`.
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/32/habits/js/v2.rhai").replace("pad(", "pad.call(") }),
    );
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, "playlist_stats", json!({}));
    assert!(error, "{text}");
    assert!(
        text.contains("hint: an item of the array given to `reduce` is `()`")
            && !text.contains("no start value"),
        "{text}"
    );
}

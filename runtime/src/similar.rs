//! Names close to one a model wrote, for "did you mean": a few edits away
//! (Damerau–Levenshtein, ignoring case), never more than half the
//! candidate's length, so a short name is not matched to anything.

/// The edits from `name` to `candidate`, when it is at most `most` (and at
/// most half of `candidate`'s length, but always 1).
pub(crate) fn edits(name: &str, candidate: &str, most: usize) -> Option<usize> {
    let other = candidate.to_lowercase();
    let edits = strsim::damerau_levenshtein(&name.to_lowercase(), &other);
    (edits <= most.min(other.len() / 2).max(1)).then_some(edits)
}

/// The candidate closest to `name` within `most` edits (the first of
/// those as close, in the candidates' order).
pub(crate) fn closest<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
    most: usize,
) -> Option<String> {
    candidates
        .into_iter()
        .filter_map(|c| edits(name, c, most).map(|e| (e, c)))
        .min_by_key(|(edits, _)| *edits)
        .map(|(_, c)| c.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_names_are_found_and_short_ones_are_not_stretched() {
        assert_eq!(
            closest("substring", ["sub_string", "sort"], 1),
            Some("sub_string".into())
        );
        assert_eq!(closest("TO_UPER", ["to_upper"], 1), Some("to_upper".into()));
        assert_eq!(closest("helper", ["filter"], 3), Some("filter".into()));
        assert_eq!(closest("helper", ["filter"], 1), None);
        assert_eq!(closest("ab", ["xy"], 3), None);
    }
}

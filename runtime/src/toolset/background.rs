//! The note a mounted tool's result carries when its mount's timers,
//! listeners or provided functions failed in the background since the
//! mount's previous call: the model learns of it in the answer it is
//! reading anyway, not only if it thinks to `cordis_inspect`.

use crate::fiber::report::{Failure, ReportKind};
use crate::tools::{ContentBlock, ToolOutput};
use crate::toolset::shared::Shared;

/// The longest first line of the last failure the note quotes, in bytes.
const MAX_QUOTE: usize = 300;

/// Where a mount's failures stood when one of its tools was called: the
/// note of a call covers the failures before it began, so that what the
/// call itself sets off (a listener its `emit` reached) is its own answer's
/// business and the next call's note.
pub(crate) struct Mark {
    number: u64,
    id: String,
    count: u64,
    last: Option<Failure>,
}

/// The mark of the mount owning the tool (by its owner label, a mount id
/// like `dyn-3`), before the call; `None` for tools of anything else than
/// a mount, and when the mount's failure count is the one its last call
/// noted (the usual case: then the note has nothing to say or move, and
/// no failure is copied).
pub(crate) fn mark(shared: &Shared, owner_label: &str) -> Option<Mark> {
    let number = owner_label.strip_prefix("dyn-")?.parse::<u64>().ok()?;
    let (fiber, noted) = {
        let table = shared.mounts.table.lock();
        let mount = table.get(&number).filter(|mount| mount.id == owner_label)?;
        (mount.fiber.id(), mount.noted)
    };
    // Read outside the table's lock: the runtime's state has its own.
    if shared.runtime.failure_count(fiber) == noted {
        return None;
    }
    let log = shared.runtime.failures(fiber);
    Some(Mark {
        number,
        id: owner_label.to_owned(),
        count: log.count,
        last: log.recent.back().cloned(),
    })
}

/// Append the note to `output` when the mount recorded failures between
/// its last noted call and `mark`, and move the mount's mark there;
/// `is_error` never changes.
pub(crate) fn note(shared: &Shared, mark: Mark, output: &mut ToolOutput) {
    let since = {
        let mut table = shared.mounts.table.lock();
        let Some(mount) = table.get_mut(&mark.number) else {
            return;
        };
        // A count, not a maximum: a child fiber that went away takes its
        // failures out of the count, and new ones must still show.
        let since = mark.count.saturating_sub(mount.noted);
        mount.noted = mark.count;
        since
    };
    if let (true, Some(last)) = (since > 0, &mark.last) {
        output
            .content
            .push(ContentBlock::text(text(since, last, &mark.id)));
    }
}

/// `(note: 2 background failures in this plugin since its last call; the
/// last: timer callback failed: … (line 7, column 18); all of them:
/// cordis_inspect { what: "temporary", name: "dyn-1" })`.
fn text(since: u64, last: &Failure, id: &str) -> String {
    let what = match &last.kind {
        ReportKind::Timer => "timer callback".to_owned(),
        other => other.to_string(),
    };
    let first_line = last.message.lines().next().unwrap_or_default();
    // The failure's first hint says what to write instead: it is kept, so
    // that the note alone is enough to fix the code.
    let hint = last
        .message
        .lines()
        .find(|line| line.starts_with("hint: "))
        .map(|line| format!("; {}", cut(line)))
        .unwrap_or_default();
    let quote = format!("{}{hint}", cut(first_line));
    let count = if since == 1 {
        "1 background failure in this plugin since its last call:".to_owned()
    } else {
        format!("{since} background failures in this plugin since its last call; the last:")
    };
    format!(
        "(note: {count} {what} failed: {quote}; details: cordis_inspect {{ what: \"temporary\", name: \"{id}\" }})"
    )
}

/// `line` cut to [`MAX_QUOTE`] bytes, with `…` where it was cut.
fn cut(line: &str) -> String {
    let mut end = line.len().min(MAX_QUOTE);
    while !line.is_char_boundary(end) {
        end -= 1;
    }
    let ellipsis = if end < line.len() { "…" } else { "" };
    format!("{}{ellipsis}", &line[..end])
}

#[cfg(test)]
mod tests {
    use std::time::SystemTime;

    use super::*;

    fn failure(kind: ReportKind, message: &str) -> Failure {
        Failure {
            kind,
            message: message.to_owned(),
            at: SystemTime::now(),
        }
    }

    #[test]
    fn one_failure_is_named_with_its_first_line() {
        let last = failure(ReportKind::Timer, "boom (line 7, column 3)\n  7 | x\n    ^");
        assert_eq!(
            text(1, &last, "dyn-1"),
            "(note: 1 background failure in this plugin since its last call: timer callback failed: boom (line 7, column 3); details: cordis_inspect { what: \"temporary\", name: \"dyn-1\" })"
        );
    }

    #[test]
    fn the_note_keeps_the_failures_hint() {
        let last = failure(
            ReportKind::Timer,
            "Function not found: timestamp () (line 6, column 52)\n  6 | x\n    ^\nhint: no function `timestamp` exists: the sandbox has no clock",
        );
        assert_eq!(
            text(1, &last, "dyn-1"),
            "(note: 1 background failure in this plugin since its last call: timer callback failed: Function not found: timestamp () (line 6, column 52); hint: no function `timestamp` exists: the sandbox has no clock; details: cordis_inspect { what: \"temporary\", name: \"dyn-1\" })"
        );
    }

    #[test]
    fn several_failures_are_counted_and_a_long_line_is_cut() {
        let long = "é".repeat(400);
        let last = failure(ReportKind::Listener("tick".into()), &long);
        let note = text(3, &last, "dyn-2");
        assert!(
            note.starts_with(
                "(note: 3 background failures in this plugin since its last call; the last: listener of \"tick\" failed: é"
            ),
            "{note}"
        );
        assert!(note.contains("é…; details"), "{note}");
        assert!(note.len() < 500, "{note}");
    }
}

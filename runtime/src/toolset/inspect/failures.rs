//! Background failures as `cordis_inspect` shows them: what a mount's
//! timers, listeners and provided functions threw while nobody was waiting
//! for the answer.

use std::fmt::Write as _;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::fiber::report::{Failure, FailureLog};

/// `background failures: 3 (last at 08:12:03 UTC, timer: Runtime error: …)`,
/// or `None` when nothing failed. The message is cut to its first line;
/// narrowing the section shows it whole.
pub(super) fn summary(log: &FailureLog) -> Option<String> {
    let last = log.recent.back()?;
    let first_line = last.message.lines().next().unwrap_or_default();
    Some(format!(
        "background failures: {} (last at {}, {}: {first_line})",
        log.count,
        clock(last.at),
        last.kind
    ))
}

/// The kept failures in full, one nested list item each, their quoted
/// lines indented under them; empty when nothing failed.
pub(super) fn details(log: &FailureLog) -> String {
    let mut text = String::new();
    if log.count == 0 {
        return text;
    }
    let kept = log.recent.len();
    let plural = if log.count == 1 { "" } else { "s" };
    let _ = write!(text, "\n  - {} background failure{plural}", log.count);
    if u64::try_from(kept).is_ok_and(|kept| kept < log.count) {
        let _ = write!(text, "; the last {kept}");
    }
    text.push(':');
    for failure in &log.recent {
        text.push_str(&detail(failure));
    }
    text
}

fn detail(failure: &Failure) -> String {
    let mut lines = failure.message.lines();
    let mut text = format!(
        "\n    - {} at {}: {}",
        failure.kind,
        clock(failure.at),
        lines.next().unwrap_or_default()
    );
    for line in lines {
        let _ = write!(text, "\n      {line}");
    }
    text
}

/// The time of day in UTC, `08:12:03 UTC`.
fn clock(at: SystemTime) -> String {
    let seconds = at
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default()
        % 86_400;
    format!(
        "{:02}:{:02}:{:02} UTC",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn the_clock_is_utc_time_of_day() {
        let at = UNIX_EPOCH + Duration::from_secs(86_400 * 3 + 8 * 3600 + 12 * 60 + 3);
        assert_eq!(clock(at), "08:12:03 UTC");
    }
}

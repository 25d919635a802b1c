//! Keeping an inspect answer readable: under a character budget, the largest
//! sections summarize — a list section shows its count and its last entries
//! (the most recent: lists run oldest first), a text section its first whole
//! paragraphs — and every summary says how to narrow.

use std::fmt::Write as _;

use super::section::Section;

/// A section's content before it is fitted.
pub(super) enum Body {
    /// One line per entry, oldest first.
    Entries(Vec<String>),
    /// Markdown paragraphs.
    Text(String),
}

/// One rendered section.
pub(super) struct Rendered {
    pub(super) section: Section,
    pub(super) body: Body,
}

const SEPARATOR: &str = "\n\n";

impl Rendered {
    fn heading(&self) -> String {
        format!("## {}{SEPARATOR}", self.section.heading())
    }

    fn full(&self) -> String {
        let body = match &self.body {
            Body::Entries(entries) if entries.is_empty() => "(none)".to_owned(),
            Body::Entries(entries) => entries.join("\n"),
            Body::Text(text) => text.trim_end().to_owned(),
        };
        format!("{}{body}", self.heading())
    }

    /// The section in at most `budget` characters (a little more when even
    /// its heading and the summary line do not fit).
    fn summarized(&self, budget: usize) -> String {
        let heading = self.heading();
        let narrow = self.section.narrow_hint();
        match &self.body {
            Body::Entries(entries) => {
                let intro = |shown: usize| {
                    format!(
                        "{} {}, too many to show here; the last {shown} (the most recent). Narrow with {narrow}.{SEPARATOR}",
                        entries.len(),
                        self.section.noun()
                    )
                };
                let room = budget.saturating_sub(heading.len() + intro(entries.len()).len());
                let mut shown: Vec<&str> = Vec::new();
                let mut used = 0;
                for entry in entries.iter().rev() {
                    if used + entry.len() + 1 > room {
                        break;
                    }
                    used += entry.len() + 1;
                    shown.push(entry);
                }
                shown.reverse();
                format!("{heading}{}{}", intro(shown.len()), shown.join("\n"))
            }
            Body::Text(text) => {
                let note = |omitted: usize| {
                    format!(
                        "{SEPARATOR}({omitted} more characters not shown: narrow with {narrow}.)"
                    )
                };
                // Room for a closing fence too (see below).
                let room = budget.saturating_sub(heading.len() + note(text.len()).len() + 4);
                let mut kept = String::new();
                for paragraph in text.split(SEPARATOR) {
                    let extra = paragraph.len() + if kept.is_empty() { 0 } else { SEPARATOR.len() };
                    if kept.len() + extra > room {
                        break;
                    }
                    if !kept.is_empty() {
                        kept.push_str(SEPARATOR);
                    }
                    kept.push_str(paragraph);
                }
                // A cut between declarations inside a code block closes it.
                if kept.matches("```").count() % 2 == 1 {
                    kept.push_str("\n```");
                }
                let omitted = text.len().saturating_sub(kept.len());
                let mut out = format!("{heading}{kept}");
                let _ = write!(out, "{}", note(omitted));
                out
            }
        }
    }
}

/// The sections joined, summarizing the largest until the whole fits in
/// `max` characters. Small sections stay whole; the budget left is shared
/// evenly among the large ones.
pub(super) fn fit(sections: Vec<Rendered>, max: usize) -> String {
    let full: Vec<String> = sections.iter().map(Rendered::full).collect();
    let separators = SEPARATOR.len() * full.len().saturating_sub(1);
    let total: usize = full.iter().map(String::len).sum::<usize>() + separators;
    if total <= max {
        return full.join(SEPARATOR);
    }
    // Water-filling: visit sections from the smallest; each gets its size or
    // an even share of what is left, whichever is less.
    let mut order: Vec<usize> = (0..full.len()).collect();
    order.sort_by_key(|&i| full[i].len());
    let mut left = max.saturating_sub(separators);
    let mut budgets = vec![0; full.len()];
    for (done, &i) in order.iter().enumerate() {
        let share = left / (full.len() - done);
        budgets[i] = full[i].len().min(share);
        left -= budgets[i];
    }
    sections
        .iter()
        .zip(full)
        .zip(budgets)
        .map(|((section, text), budget)| {
            if text.len() <= budget {
                text
            } else {
                section.summarized(budget)
            }
        })
        .collect::<Vec<_>>()
        .join(SEPARATOR)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(n: usize) -> Rendered {
        Rendered {
            section: Section::Plugins,
            body: Body::Entries(
                (0..n)
                    .map(|i| format!("- fiber-{i} `p{i}` — active"))
                    .collect(),
            ),
        }
    }

    #[test]
    fn small_answers_are_whole() {
        let text = fit(vec![entries(3)], 16_000);
        assert_eq!(
            text,
            "## Plugins\n\n- fiber-0 `p0` — active\n- fiber-1 `p1` — active\n- fiber-2 `p2` — active"
        );
    }

    #[test]
    fn a_long_list_shows_its_count_and_last_entries_and_how_to_narrow() {
        let text = fit(vec![entries(5_000)], 16_000);
        assert!(text.len() <= 16_000, "{}", text.len());
        assert!(
            text.contains("5000 plugins, too many to show here"),
            "{text}"
        );
        assert!(text.contains("{ what: \"plugins\", name: "), "{text}");
        assert!(
            text.ends_with("- fiber-4999 `p4999` — active"),
            "the most recent last"
        );
        assert!(!text.contains("fiber-0 "), "the oldest are left out");
    }

    #[test]
    fn small_sections_stay_whole_beside_a_summarized_one() {
        let small = Rendered {
            section: Section::Events,
            body: Body::Text("One paragraph.\n\n```rust\nstruct A {}\n\nstruct B {}\n```".into()),
        };
        let text = fit(vec![entries(5_000), small], 16_000);
        assert!(text.len() <= 16_000, "{}", text.len());
        assert!(text.ends_with("struct B {}\n```"), "{text}");

        let big = Rendered {
            section: Section::Api,
            body: Body::Text(
                (0..2_000)
                    .map(|i| format!("```rust\nstruct T{i} {{}}\n\nstruct U{i} {{}}\n```"))
                    .collect::<Vec<_>>()
                    .join("\n\n"),
            ),
        };
        let text = fit(vec![big], 4_000);
        assert!(text.len() <= 4_000, "{}", text.len());
        assert_eq!(
            text.matches("```").count() % 2,
            0,
            "code blocks stay closed: {text}"
        );
        assert!(text.contains("more characters not shown: narrow with { what: \"api\", name: "));
    }
}

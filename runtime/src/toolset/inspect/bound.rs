//! Keeping an inspect answer readable: under a character budget, the largest
//! sections summarize — a list shows its count and its last entries (the
//! most recent: lists run oldest first) or, for a list sorted by name, its
//! first ones; a text section its first whole paragraphs — and every summary
//! says how to narrow.

use std::fmt::Write as _;

use super::section::Section;

/// A section's content before it is fitted.
pub(super) enum Body {
    /// One line per entry, oldest first.
    Entries(Vec<String>),
    /// Markdown around one list that can grow long (the services plugins
    /// provide, the custom events): past the budget the list summarizes and
    /// the text around it stays whole.
    Parts(Parts),
}

/// Text, a list, more text.
pub(super) struct Parts {
    /// Markdown paragraphs before the list.
    pub(super) head: String,
    /// The list; left out when it has no entries.
    pub(super) list: List,
    /// Markdown paragraphs after the list.
    pub(super) tail: String,
}

/// A list inside [`Parts`].
pub(super) struct List {
    /// The paragraph above its entries.
    pub(super) title: String,
    /// One line per entry, in `order`.
    pub(super) entries: Vec<String>,
    /// What its entries are called in a summary ("custom events").
    pub(super) noun: &'static str,
    /// How the entries are sorted, which decides the ones a summary keeps.
    pub(super) order: Order,
}

/// How a list's entries are sorted.
#[derive(Clone, Copy)]
pub(super) enum Order {
    /// Oldest first: a summary keeps the last ones, the most recent.
    Oldest,
    /// By name: a summary keeps the first ones.
    Name,
}

impl Order {
    /// Up to `room` characters of `entries` (one per line), in their order.
    fn pick(self, entries: &[String], room: usize) -> Vec<&str> {
        let mut used = 0;
        let fits = |entry: &&String| {
            used += entry.len() + 1;
            used <= room
        };
        match self {
            Self::Oldest => {
                let mut shown: Vec<&str> = entries
                    .iter()
                    .rev()
                    .take_while(fits)
                    .map(String::as_str)
                    .collect();
                shown.reverse();
                shown
            }
            Self::Name => entries
                .iter()
                .take_while(fits)
                .map(String::as_str)
                .collect(),
        }
    }

    /// The line that opens a summarized list of `total` entries.
    fn intro(self, total: usize, noun: &str, shown: usize, narrow: &str) -> String {
        let which = match (self, shown) {
            (_, 0) => String::new(),
            (Self::Oldest, _) => format!("; the last {shown} (the most recent)"),
            (Self::Name, _) => format!("; the first {shown} by name"),
        };
        format!("{total} {noun}, too many to show here{which}. Narrow with {narrow}.")
    }
}

/// One rendered section.
pub(super) struct Rendered {
    pub(super) section: Section,
    pub(super) body: Body,
}

const SEPARATOR: &str = "\n\n";

/// The non-empty pieces, one blank line between them.
fn paragraphs(pieces: &[&str]) -> String {
    pieces
        .iter()
        .map(|p| p.trim_end())
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(SEPARATOR)
}

/// The first whole paragraphs of `text` in at most `room` characters, then
/// how many characters were left out and how to narrow (the note may take
/// the answer a little past `room`).
fn cut(text: &str, room: usize, narrow: &str) -> String {
    let note =
        |omitted: usize| format!("({omitted} more characters not shown: narrow with {narrow}.)");
    // Room for the note and a closing fence too (see below).
    let room = room.saturating_sub(note(text.len()).len() + SEPARATOR.len() + 4);
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
    paragraphs(&[&kept, &note(omitted)])
}

impl List {
    fn full(&self) -> String {
        if self.entries.is_empty() {
            return String::new();
        }
        format!("{}{SEPARATOR}{}", self.title, self.entries.join("\n"))
    }

    /// The title, the count and the entries that fit in `room` characters.
    fn summarized(&self, room: usize, narrow: &str) -> String {
        let total = self.entries.len();
        let intro = |shown| self.order.intro(total, self.noun, shown, narrow);
        let fixed = self.title.len() + intro(total).len() + 2 * SEPARATOR.len();
        let shown = self.order.pick(&self.entries, room.saturating_sub(fixed));
        format!(
            "{}{SEPARATOR}{}{SEPARATOR}{}",
            self.title,
            intro(shown.len()),
            shown.join("\n")
        )
        .trim_end()
        .to_owned()
    }

    /// The smallest summary: its title and count.
    fn counted(&self, narrow: &str) -> String {
        self.summarized(0, narrow)
    }
}

impl Rendered {
    fn heading(&self) -> String {
        format!("## {}{SEPARATOR}", self.section.heading())
    }

    fn full(&self) -> String {
        let body = match &self.body {
            Body::Entries(entries) if entries.is_empty() => "(none)".to_owned(),
            Body::Entries(entries) => entries.join("\n"),
            Body::Parts(parts) => paragraphs(&[&parts.head, &parts.list.full(), &parts.tail]),
        };
        format!("{}{body}", self.heading())
    }

    /// The section in at most `budget` characters (a little more when even
    /// its heading and the summary line do not fit).
    fn summarized(&self, budget: usize) -> String {
        let heading = self.heading();
        let narrow = self.section.narrow_hint();
        let room = budget.saturating_sub(heading.len());
        let body = match &self.body {
            Body::Entries(entries) => {
                let total = entries.len();
                let order = Order::Oldest;
                let noun = self.section.noun();
                let fixed = order.intro(total, noun, total, narrow).len() + SEPARATOR.len();
                let shown = order.pick(entries, room.saturating_sub(fixed));
                paragraphs(&[
                    &order.intro(total, noun, shown.len(), narrow),
                    &shown.join("\n"),
                ])
            }
            Body::Parts(Parts { head, list, tail }) => {
                // The text around the list stays whole when it fits beside
                // the list's count; the list gets the room left. Else the
                // text before the list is cut to its first paragraphs.
                let listed = !list.entries.is_empty();
                let counted = if listed {
                    list.counted(narrow)
                } else {
                    String::new()
                };
                let fixed = paragraphs(&[&counted, tail]).len() + SEPARATOR.len();
                let head_room = room.saturating_sub(fixed);
                if head.len() > head_room {
                    paragraphs(&[&cut(head, head_room, narrow), &counted, tail])
                } else if listed {
                    let list_room =
                        room.saturating_sub(head.len() + tail.len() + 2 * SEPARATOR.len());
                    paragraphs(&[head, &list.summarized(list_room, narrow), tail])
                } else {
                    paragraphs(&[head, tail])
                }
            }
        };
        format!("{heading}{body}")
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

/// Up to 20 names, then how many more there are.
pub(super) fn few(names: Vec<String>) -> String {
    const SHOWN: usize = 20;
    if names.is_empty() {
        return "none".to_owned();
    }
    let more = names.len().saturating_sub(SHOWN);
    let mut text = names.into_iter().take(SHOWN).collect::<Vec<_>>().join(", ");
    if more > 0 {
        let _ = write!(text, ", and {more} more");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Markdown with no list in it.
    fn prose(section: Section, text: String) -> Rendered {
        Rendered {
            section,
            body: Body::Parts(Parts {
                head: text,
                list: List {
                    title: "Things:".into(),
                    entries: Vec::new(),
                    noun: "things",
                    order: Order::Name,
                },
                tail: String::new(),
            }),
        }
    }

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
        let small = prose(
            Section::Events,
            "One paragraph.\n\n```rust\nstruct A {}\n\nstruct B {}\n```".into(),
        );
        let text = fit(vec![entries(5_000), small], 16_000);
        assert!(text.len() <= 16_000, "{}", text.len());
        assert!(text.ends_with("struct B {}\n```"), "{text}");

        let big = prose(
            Section::Api,
            (0..2_000)
                .map(|i| format!("```rust\nstruct T{i} {{}}\n\nstruct U{i} {{}}\n```"))
                .collect::<Vec<_>>()
                .join("\n\n"),
        );
        let text = fit(vec![big], 4_000);
        assert!(text.len() <= 4_000, "{}", text.len());
        assert_eq!(
            text.matches("```").count() % 2,
            0,
            "code blocks stay closed: {text}"
        );
        assert!(text.contains("more characters not shown: narrow with { what: \"api\", name: "));
    }

    #[test]
    fn a_long_list_between_texts_summarizes_and_the_texts_stay_whole() {
        let parts = |order| Rendered {
            section: Section::Events,
            body: Body::Parts(Parts {
                head: "Head paragraph.\n\nSecond head paragraph.".into(),
                list: List {
                    title: "### Things".into(),
                    entries: (0..3_000).map(|i| format!("- thing {i:04}")).collect(),
                    noun: "things",
                    order,
                },
                tail: "Tail paragraph.".into(),
            }),
        };
        let text = fit(vec![parts(Order::Name)], 4_000);
        assert!(text.len() <= 4_000, "{}", text.len());
        assert!(
            text.starts_with("## Events\n\nHead paragraph.\n\nSecond head paragraph.\n\n### Things\n\n3000 things, too many to show here; the first "),
            "{text}"
        );
        assert!(
            text.contains(" by name. Narrow with { what: \"events\", name: "),
            "{text}"
        );
        assert!(text.contains("- thing 0000\n"), "{text}");
        assert!(!text.contains("- thing 2999"), "{text}");
        assert!(text.ends_with("\n\nTail paragraph."), "{text}");

        let text = fit(vec![parts(Order::Oldest)], 4_000);
        assert!(text.len() <= 4_000, "{}", text.len());
        assert!(text.contains("(the most recent)"), "{text}");
        assert!(text.contains("- thing 2999\n\nTail paragraph."), "{text}");
        assert!(!text.contains("- thing 0000"), "{text}");

        let text = fit(vec![parts(Order::Name)], 150);
        assert!(
            text.contains("3000 things, too many to show here. Narrow with"),
            "no room for entries: the count and how to narrow: {text}"
        );
        assert!(text.ends_with("Tail paragraph."), "{text}");
    }
}

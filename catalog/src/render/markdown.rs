//! Markdown rendering: `## <Heading>` sections joined by one blank line.

use std::fmt::Write as _;

use crate::catalog::Catalog;
use crate::entry::{EventEntry, ServiceEntry};
use crate::shape::TypeSet;

/// How much of the docs a Markdown rendering shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detail {
    /// Summaries only: the service list view.
    Summary,
    /// Every doc line: the `name=...` view.
    Full,
}

fn doc_comment(out: &mut String, docs: &str, detail: Detail, indent: &str) {
    // The summary is the first paragraph whole: its first line alone cut
    // a sentence ("replacing what it held. Missing parent").
    let text = match detail {
        Detail::Full => docs.trim().to_owned(),
        Detail::Summary => crate::entry::summary_of(docs),
    };
    crate::shape::doc_lines(out, &text, indent);
}

fn docs_paragraph(docs: &str, summary: &str, detail: Detail) -> String {
    match detail {
        Detail::Full if !docs.trim().is_empty() => docs.trim().to_owned(),
        _ if !summary.is_empty() => summary.to_owned(),
        _ => "(undocumented)".to_owned(),
    }
}

fn types_block(types: &TypeSet) -> Option<String> {
    if types.is_empty() {
        return None;
    }
    let mut out = String::from(
        "Types (in a script a struct is a map of its fields, an enum value its name as a string, `e.kind == \"file\"`, and an integer type an int):\n\n",
    );
    let decls: Vec<&str> = types
        .declarations()
        .map(|d| d.declaration.as_str())
        .collect();
    if !decls.is_empty() {
        let _ = write!(out, "```rust\n{}\n```\n", decls.join("\n\n"));
    }
    for ambiguity in types.ambiguities() {
        let _ = writeln!(out, "\n> {}", ambiguity.note());
    }
    Some(out.trim_end().to_owned())
}

impl ServiceEntry {
    /// The service as one `## name` Markdown section: docs, every method
    /// signature with its docs, and the declarations of referenced types.
    pub fn render_markdown(&self, detail: Detail) -> String {
        let mut parts = vec![
            format!("## {}", self.name),
            docs_paragraph(&self.docs, &self.summary, detail),
        ];
        let mut methods = String::from("```rust\n");
        for method in &self.methods {
            doc_comment(&mut methods, &method.docs, detail, "");
            let _ = writeln!(methods, "{};", method.signature);
        }
        methods.push_str("```");
        if self.methods.is_empty() {
            parts.push("(no methods)".to_owned());
        } else {
            parts.push(format!(
                "Methods (call as `ctx.{}.<method>(...)`):\n\n{methods}",
                self.name
            ));
        }
        parts.extend(self.failures_in_scripts());
        parts.extend(types_block(&self.types));
        parts.join("\n\n")
    }

    /// One line: `` `fs` — Read and write files. (methods: read, list) ``.
    pub fn render_terse(&self) -> String {
        let methods: Vec<&str> = self.methods.iter().map(|m| m.name.as_str()).collect();
        format!(
            "`{}` — {} (methods: {})",
            self.name,
            if self.summary.is_empty() {
                "(undocumented)"
            } else {
                &self.summary
            },
            methods.join(", ")
        )
    }
}

impl EventEntry {
    /// The event as one `## name` Markdown section: mode and its rule, docs,
    /// the listener signature, and the declarations of payload types.
    pub fn render_markdown(&self, detail: Detail) -> String {
        let mut parts = vec![
            format!("## {}", self.name),
            format!("Mode: `{}` — {}.", self.mode, self.mode.rule()),
            docs_paragraph(&self.docs, &self.summary, detail),
            format!(
                "Listener: `on(\"{}\", {})`",
                self.name,
                self.listener_signature()
            ),
        ];
        parts.extend(types_block(&self.types));
        parts.join("\n\n")
    }

    /// One line: `` `tools/pre-execute` (waterfall) — summary ``.
    pub fn render_terse(&self) -> String {
        format!(
            "`{}` ({}) `{}` — {}",
            self.name,
            self.mode,
            self.listener_signature(),
            if self.summary.is_empty() {
                "(undocumented)"
            } else {
                &self.summary
            }
        )
    }
}

impl Catalog {
    /// Every service, sorted, with full docs.
    pub fn render_api_markdown(&self) -> String {
        let services = self.services();
        if services.is_empty() {
            return "## Services\n\nNo services are catalogued.".to_owned();
        }
        let sections: Vec<String> = services
            .iter()
            .map(|s| s.render_markdown(Detail::Full))
            .collect();
        sections.join("\n\n")
    }

    /// Every event, sorted, with full docs.
    pub fn render_events_markdown(&self) -> String {
        let events = self.events_sorted();
        if events.is_empty() {
            return "## Events\n\nNo events are catalogued.".to_owned();
        }
        let sections: Vec<String> = events
            .iter()
            .map(|e| e.render_markdown(Detail::Full))
            .collect();
        sections.join("\n\n")
    }

    /// The whole catalog: services then events.
    pub fn render_markdown(&self) -> String {
        format!(
            "{}\n\n{}",
            self.render_api_markdown(),
            self.render_events_markdown()
        )
    }
}

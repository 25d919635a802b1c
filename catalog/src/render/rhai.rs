//! `.d.rhai` definition files for editors: one `module <service>;` file per
//! service, and one commented file listing the events.
//!
//! A method whose trailing parameters are optional gets one overload per
//! accepted arity, which is how Rhai itself models optional arguments.

use std::fmt::Write as _;

use crate::catalog::Catalog;
use crate::entry::{MethodEntry, ServiceEntry};
use crate::shape::TypeSet;

fn doc_lines(out: &mut String, docs: &str) {
    crate::shape::doc_lines(out, docs.trim(), "");
}

fn method_overloads(out: &mut String, method: &MethodEntry) {
    for arity in method.required_params()..=method.params.len() {
        doc_lines(out, &method.docs);
        let params: Vec<String> = method.params[..arity]
            .iter()
            .map(|p| format!("{}: {}", p.name, p.ty))
            .collect();
        let _ = writeln!(
            out,
            "fn {}({}) -> {};\n",
            method.name,
            params.join(", "),
            method.declared_returns()
        );
    }
}

fn commented_types(out: &mut String, types: &TypeSet) {
    if types.is_empty() {
        return;
    }
    out.push_str("// Types referenced above, as scripts see them:\n");
    for decl in types.declarations() {
        for line in decl.declaration.lines() {
            let _ = writeln!(out, "// {line}");
        }
    }
    for ambiguity in types.ambiguities() {
        let _ = writeln!(out, "// {}", ambiguity.note());
    }
}

impl ServiceEntry {
    /// This service's `.d.rhai` file: `module <name>;` then every method.
    pub fn render_rhai_definition(&self) -> String {
        let mut out = String::new();
        doc_lines(&mut out, &self.docs);
        let _ = writeln!(
            out,
            "// Scripts reach it as `ctx.{0}` after `inject: [\"{0}\"]`.",
            self.name
        );
        for failure in self.failures_in_scripts() {
            let _ = writeln!(out, "// {failure}");
        }
        let _ = writeln!(out, "module {};\n", self.name);
        for method in &self.methods {
            method_overloads(&mut out, method);
        }
        commented_types(&mut out, &self.types);
        out.trim_end().to_owned() + "\n"
    }
}

impl Catalog {
    /// The definition files as `(file name, contents)`, sorted: one
    /// `<service>.d.rhai` per service and `events.d.rhai` if any events exist.
    pub fn rhai_definition_files(&self) -> Vec<(String, String)> {
        let mut files: Vec<(String, String)> = self
            .services()
            .iter()
            .map(|s| (format!("{}.d.rhai", s.name), s.render_rhai_definition()))
            .collect();
        let events = self.events_sorted();
        if !events.is_empty() {
            let mut out = String::from(
                "// Events: subscribe with `ctx.on(name, listener)` or `ctx.once(name, listener)`.\nmodule static;\n\n",
            );
            for event in events {
                let _ = writeln!(
                    out,
                    "// {} ({}): {}\n//   listener {}\n//   {}\n",
                    event.name,
                    event.mode,
                    event.summary,
                    event.listener_signature(),
                    event.mode.rule()
                );
            }
            files.push(("events.d.rhai".to_owned(), out.trim_end().to_owned() + "\n"));
        }
        files
    }

    /// Every definition file concatenated, each preceded by a
    /// `// ===== file: <name> =====` line.
    pub fn render_rhai_definitions(&self) -> String {
        let files: Vec<String> = self
            .rhai_definition_files()
            .into_iter()
            .map(|(name, body)| format!("// ===== file: {name} =====\n{body}"))
            .collect();
        files.join("\n")
    }
}

//! The runtime's modules import one way, bottom-up (docs/ARCHITECTURE.md):
//! a module names only modules of a lower layer. This reads every `crate::`
//! path in `runtime/src` (test modules and comments left out) and fails on
//! any import that runs sideways or up, naming the file.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The layers, bottom-up; a module may import from layers below its own.
const LAYERS: &[&[&str]] = &[
    &["value", "deadline", "limits"],
    &["fiber"],
    &["events", "timer"],
    &["tools", "services"],
    &["sandbox"],
    &["toolset"],
    &["plugins"],
];

/// Names at the crate root that are not modules of this crate: the
/// re-exported catalog crate and macros, and the crate's own re-exports.
const ROOT_NAMES: &[&str] = &["catalog", "Shape", "service", "Value"];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source dir") {
        let path = entry.expect("dir entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if name != "tests" && name != "snapshots" {
                sources(&path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            out.push(path);
        }
    }
}

/// The code of a file without its `#[cfg(test)]` module and comments.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or(text);
    text.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first path segment of every `crate::` path in `code`, also inside
/// `crate::{a, b::c}` groups.
fn imported(code: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = group.split('}').next().unwrap_or("");
            for item in group.split(',') {
                let head = item.trim().split("::").next().unwrap_or("");
                if !head.is_empty() {
                    found.insert(head.to_owned());
                }
            }
        } else {
            let head: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            found.insert(head);
        }
    }
    found
}

#[test]
fn modules_import_only_from_lower_layers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let mut wrong = Vec::new();
    let mut seen = 0;
    for file in &files {
        let relative = file.strip_prefix(&root).expect("under src");
        let first = relative
            .components()
            .next()
            .and_then(|c| c.as_os_str().to_str())
            .unwrap_or("")
            .trim_end_matches(".rs");
        if matches!(first, "lib" | "private") {
            continue;
        }
        let own = layer_of(first)
            .unwrap_or_else(|| panic!("{first} (in {relative:?}) is in no layer of LAYERS"));
        let text = std::fs::read_to_string(file).expect("readable source");
        for module in imported(&code(&text)) {
            if module == first || ROOT_NAMES.contains(&module.as_str()) {
                continue;
            }
            let Some(theirs) = layer_of(&module) else {
                wrong.push(format!("{relative:?}: crate::{module} is in no layer"));
                continue;
            };
            seen += 1;
            // `events` is also the `#[events]` macro, used by the layers
            // that declare event sets; the module is below them anyway.
            if theirs >= own {
                wrong.push(format!(
                    "{relative:?} ({first}) imports crate::{module}, which is not below it"
                ));
            }
        }
    }
    assert!(seen > 20, "only {seen} imports read: is the parser broken?");
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_parser_reads_groups_and_skips_tests_and_comments() {
    let text = "use crate::{Shape, fiber::Context};\n// crate::toolset\nuse crate::tools::X;\n#[cfg(test)]\nmod tests {\n use crate::plugins::Y;\n}";
    let found = imported(&code(text));
    assert_eq!(
        found.into_iter().collect::<Vec<_>>(),
        ["Shape", "fiber", "tools"]
    );
}

//! The workspace's crates import one way (docs/ARCHITECTURE.md): the
//! runtime bottom-up through its layers, the CLI without a cycle.
//!
//! Every check reads every path in a crate's `src` ([`Tree`]) that names a
//! module of the crate — `crate::…`, `super::…`, `self::…` and a child
//! module's name, also inside `{a, b::c}` groups — with test modules,
//! comments and string literals left out:
//!
//! * a top-level module names only modules of a lower layer (a tree's
//!   `layers`: the runtime's [`RUNTIME_LAYERS`]);
//! * inside a folder kept in rooms (a tree's `rooms`: the sandbox's
//!   [`SANDBOX_ROOMS`]), a file names only modules of its own room and of
//!   rooms before it, never an item through the folder's `mod.rs`, and the
//!   folder's `mod.rs` imports nothing;
//! * no file imports, through any chain of files, from itself: the graph of
//!   files (modules) has no cycle.
//!   A path is resolved to the file of the longest module it names, so an
//!   item a `mod.rs` defines or re-exports counts as that `mod.rs`'s; its
//!   re-exports themselves are no imports, so a `mod.rs` that only declares
//!   and re-exports sits outside every cycle, and one that defines what its
//!   children import while calling into them closes one.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The runtime's layers, bottom-up; a module may import from layers below
/// its own.
const RUNTIME_LAYERS: &[&[&str]] = &[
    &[
        "value", "deadline", "cancel", "progress", "limits", "similar",
    ],
    &["fiber"],
    &["events", "timer"],
    &["tools", "services"],
    &["sandbox"],
    &["toolset"],
    &["plugins"],
];

/// A folder of modules kept in rooms, one subfolder each, that stand in
/// an order: a file in a room imports from its own room and from rooms
/// before it (and from outside the folder, as the layers allow), never
/// from a later room. The folder's `mod.rs` only declares the rooms and
/// re-exports: it imports nothing, and no room imports through it.
struct Rooms {
    /// The folder's module path (`["sandbox"]`).
    folder: &'static [&'static str],
    /// Its rooms, bottom-up.
    order: &'static [&'static str],
}

/// The sandbox's rooms, bottom-up (`runtime/src/sandbox/mod.rs` says what
/// each holds).
const SANDBOX_ROOMS: Rooms = Rooms {
    folder: &["sandbox"],
    order: &[
        "size", "rewrite", "teach", "budgets", "facade", "engine", "check", "load",
    ],
};

/// A crate's source folder, and what its imports are held to.
struct Tree {
    /// The folder, from the workspace root.
    src: &'static str,
    /// Its top-level modules' layers, bottom-up, if it has them.
    layers: Option<&'static [&'static [&'static str]]>,
    /// Its folders kept in rooms.
    rooms: &'static [Rooms],
    /// Fewer imports than this between its files, read, means the parser is
    /// broken, not that the crate is simple.
    imports_at_least: usize,
}

/// `cordis-toolset`: layered, and no cycle.
const RUNTIME: Tree = Tree {
    src: "runtime/src",
    layers: Some(RUNTIME_LAYERS),
    rooms: &[SANDBOX_ROOMS],
    imports_at_least: 200,
};

/// `cordis-toolset-cli`: no cycle (its modules are too few to need layers).
const CLI: Tree = Tree {
    src: "cli/src",
    layers: None,
    rooms: &[],
    imports_at_least: 40,
};

fn layer_of(layers: &[&[&str]], module: &str) -> Option<usize> {
    layers.iter().position(|layer| layer.contains(&module))
}

/// The source files of `dir`, without test-only files and folders (`tests/`,
/// `tests.rs`, a `#[path]` test module `*_tests.rs`) and a binary's
/// `main.rs`, another crate that names this one by its name.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source dir") {
        let path = entry.expect("dir entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if name != "tests" && name != "snapshots" {
                sources(&path, out);
            }
        } else if name.ends_with(".rs")
            && name != "tests.rs"
            && !name.ends_with("_tests.rs")
            && name != "main.rs"
        {
            out.push(path);
        }
    }
}

/// The files of `tree`, as (path relative to its `src`, text).
fn crate_files(tree: &Tree) -> Vec<(String, String)> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate is in the workspace");
    let root = workspace.join(tree.src);
    let mut files = Vec::new();
    sources(&root, &mut files);
    let mut read: Vec<_> = files
        .iter()
        .map(|file| {
            let relative = file.strip_prefix(&root).expect("under src");
            let relative = relative
                .components()
                .filter_map(|c| c.as_os_str().to_str())
                .collect::<Vec<_>>()
                .join("/");
            let text = std::fs::read_to_string(file).expect("readable source");
            (relative, text)
        })
        .collect();
    read.sort();
    read
}

/// `text` with comments and the contents of string and character literals
/// replaced by spaces (line breaks kept), so that neither is read as code.
fn blank(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank_to = |out: &mut String, from: &[char]| {
        for &c in from {
            out.push(if c == '\n' { '\n' } else { ' ' });
        }
    };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let start = i;
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if let Some(hashes) = raw_string_at(&chars, i) {
            // r"…", r#"…"#, br"…": up to the quote and as many `#`s.
            i += chars[i..].iter().position(|&c| c == '"').unwrap_or(0) + 1;
            let close: Vec<char> = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            while i < chars.len() && !chars[i..].starts_with(&close) {
                i += 1;
            }
            i = (i + close.len()).min(chars.len());
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i = (i + 1).min(chars.len());
        } else if c == '\'' && char_literal_len(&chars[i..]).is_some() {
            i += char_literal_len(&chars[i..]).unwrap_or(1);
        } else {
            out.push(c);
            i += 1;
            continue;
        }
        blank_to(&mut out, &chars[start..i.min(chars.len())]);
    }
    out
}

/// The number of `#`s of a raw string starting at `at`, if one does.
fn raw_string_at(chars: &[char], at: usize) -> Option<usize> {
    let before = at.checked_sub(1).map(|b| chars[b]);
    if before.is_some_and(|b| b.is_alphanumeric() || b == '_') {
        return None;
    }
    let mut i = at;
    if chars.get(i) == Some(&'b') {
        i += 1;
    }
    if chars.get(i) != Some(&'r') {
        return None;
    }
    i += 1;
    let hashes = chars[i..].iter().take_while(|&&c| c == '#').count();
    (chars.get(i + hashes) == Some(&'"')).then_some(hashes)
}

/// The length of a character literal at the start of `chars` (`'a'`,
/// `'\n'`, `'\u{7f}'`), or `None` for a lifetime (`'a`).
fn char_literal_len(chars: &[char]) -> Option<usize> {
    match chars.get(1)? {
        '\\' => {
            let end = chars[2..].iter().position(|&c| c == '\'')?;
            Some(end + 3)
        }
        _ => (chars.get(2) == Some(&'\'')).then_some(3),
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Ident(String),
    /// `::`
    Path,
    Punct(char),
}

fn tokens(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(Token::Ident(chars[start..i].iter().collect()));
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push(Token::Path);
            i += 2;
        } else {
            out.push(Token::Punct(c));
            i += 1;
        }
    }
    out
}

/// The index just past the bracketed group that opens at `open`.
fn close_of(tokens: &[Token], open: usize) -> usize {
    let mut depth = 0usize;
    for (at, token) in tokens.iter().enumerate().skip(open) {
        match token {
            Token::Punct('{' | '(' | '[') => depth += 1,
            Token::Punct('}' | ')' | ']') => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return at + 1;
                }
            }
            _ => {}
        }
    }
    tokens.len()
}

/// `tokens` without the items marked `#[cfg(test)]`.
fn without_tests(tokens: Vec<Token>) -> Vec<Token> {
    let attribute: Vec<Token> = tokens_of("# [ cfg ( test ) ]");
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if !tokens[i..].starts_with(&attribute) {
            out.push(tokens[i].clone());
            i += 1;
            continue;
        }
        i += attribute.len();
        // Further attributes of the same item.
        while tokens.get(i) == Some(&Token::Punct('#')) {
            i = close_of(&tokens, i + 1);
        }
        // The item: up to its `;`, or through its `{ … }` body.
        while i < tokens.len() {
            match &tokens[i] {
                Token::Punct(';') => {
                    i += 1;
                    break;
                }
                Token::Punct('{') if tokens.get(i.wrapping_sub(1)) != Some(&Token::Path) => {
                    i = close_of(&tokens, i);
                    break;
                }
                Token::Punct('(' | '[' | '{') => i = close_of(&tokens, i),
                _ => i += 1,
            }
        }
    }
    out
}

fn tokens_of(text: &str) -> Vec<Token> {
    tokens(text)
}

fn ident(token: Option<&Token>) -> Option<&str> {
    match token {
        Some(Token::Ident(name)) => Some(name),
        _ => None,
    }
}

/// A path as written, and the name it is known by where it is used (its
/// last segment, or what `as` renames it to).
type Named = (Vec<String>, String);

/// The paths of a `use` tree or expression path starting at `at`, each as
/// its segments, groups expanded (`a::{b, c::d}` is `a::b` and `a::c::d`).
/// Returns the paths and the index after them.
fn paths_at(tokens: &[Token], at: usize) -> (Vec<Named>, usize) {
    let mut prefix: Vec<String> = Vec::new();
    let mut i = at;
    let single = |prefix: Vec<String>, i: usize| {
        let mut name = prefix.last().cloned().unwrap_or_default();
        let mut i = i;
        if ident(tokens.get(i)) == Some("as")
            && let Some(alias) = ident(tokens.get(i + 1))
        {
            name = alias.to_owned();
            i += 2;
        }
        (vec![(prefix, name)], i)
    };
    loop {
        match tokens.get(i) {
            Some(Token::Ident(name)) => {
                prefix.push(name.clone());
                i += 1;
            }
            Some(Token::Punct('{')) => {
                let mut all = Vec::new();
                i += 1;
                loop {
                    match tokens.get(i) {
                        Some(Token::Punct('}')) | None => return (all, i + 1),
                        Some(Token::Ident(_)) => {
                            let (inner, after) = paths_at(tokens, i);
                            for (path, name) in inner {
                                let mut full = prefix.clone();
                                full.extend(path.into_iter().filter(|s| s != "self"));
                                let name = if name == "self" {
                                    full.last().cloned().unwrap_or_default()
                                } else {
                                    name
                                };
                                all.push((full, name));
                            }
                            i = after;
                        }
                        Some(_) => i += 1,
                    }
                }
            }
            _ => return single(prefix, i),
        }
        if tokens.get(i) == Some(&Token::Path) {
            i += 1;
        } else {
            return single(prefix, i);
        }
    }
}

/// One file of the crate, read.
struct File {
    /// Relative to `src`, `/`-separated.
    path: String,
    /// Its module path (`["sandbox", "check"]`).
    module: Vec<String>,
    tokens: Vec<Token>,
}

/// A file's module path: `lib.rs` is the root, `a/mod.rs` and `a.rs` are
/// `a`, the runtime's `private.rs` is `__private` (declared with `#[path]`).
fn module_of(path: &str) -> Vec<String> {
    let path = path.trim_end_matches(".rs");
    let mut segments: Vec<String> = path.split('/').map(str::to_owned).collect();
    if segments.last().is_some_and(|s| s == "mod") || segments == ["lib"] {
        segments.pop();
    }
    if segments == ["private"] {
        segments = vec!["__private".to_owned()];
    }
    segments
}

/// An import of one file by another: the path that names it.
type Edges = BTreeMap<String, BTreeMap<String, String>>;

/// The names a module imports or re-exports (`use`, `pub use`), each with
/// the path it stands for (`None`: from another crate).
type Names = BTreeMap<Vec<String>, BTreeMap<String, Option<Vec<String>>>>;

/// One path read in a file, from the crate root where it names this crate.
struct Read {
    written: Vec<String>,
    absolute: Option<Vec<String>>,
    reexport: bool,
}

/// The files each file imports from (other than itself), with one path
/// that does it, for the files `files` (path relative to `src`, text).
///
/// A path goes to the file of the longest module it names: an item a
/// `mod.rs` re-exports counts as that `mod.rs`'s. A re-export itself is no
/// import, so a `mod.rs` that only declares and re-exports imports nothing,
/// and its children may name what it re-exports; one that defines items
/// its children import, and calls into them, closes a cycle.
fn import_graph(files: &[(String, String)]) -> Edges {
    let files: Vec<File> = files
        .iter()
        .map(|(path, text)| File {
            path: path.clone(),
            module: module_of(path),
            tokens: without_tests(tokens(&blank(text))),
        })
        .collect();
    // Every module, with the file it is in (inline modules in theirs).
    let mut modules: BTreeMap<Vec<String>, usize> = BTreeMap::new();
    let mut inline: Vec<Vec<(usize, usize, Vec<String>)>> = Vec::new();
    for (index, file) in files.iter().enumerate() {
        modules.insert(file.module.clone(), index);
        let mut scopes = Vec::new();
        inline_modules(
            &file.tokens,
            0,
            file.tokens.len(),
            &file.module,
            &mut scopes,
        );
        for (_, _, module) in &scopes {
            modules.insert(module.clone(), index);
        }
        inline.push(scopes);
    }
    let mut names = Names::new();
    let mut read: Vec<Vec<Read>> = Vec::new();
    for (index, file) in files.iter().enumerate() {
        let tokens = &file.tokens;
        let mut found = Vec::new();
        let mut i = 0;
        while i < tokens.len() {
            let starts = ident(tokens.get(i)).is_some()
                && tokens.get(i + 1) == Some(&Token::Path)
                && !matches!(
                    i.checked_sub(1).map(|b| &tokens[b]),
                    Some(Token::Path | Token::Punct('$'))
                );
            let item = use_item(tokens, i);
            let reexport = item == Some(true);
            if !starts && item.is_none() {
                i += 1;
                continue;
            }
            // The module this token is in: the innermost inline one.
            let scope = inline[index]
                .iter()
                .filter(|(from, to, _)| (*from..*to).contains(&i))
                .map(|(_, _, module)| module)
                .max_by_key(|module| module.len())
                .unwrap_or(&file.module);
            let (paths, after) = paths_at(tokens, i);
            for (written, name) in paths {
                let absolute = absolute(&written, scope, &modules);
                if item.is_some() {
                    names
                        .entry(scope.clone())
                        .or_default()
                        .insert(name.clone(), absolute.clone());
                }
                found.push(Read {
                    written,
                    absolute,
                    reexport,
                });
            }
            i = after.max(i + 1);
        }
        read.push(found);
    }
    let mut edges = Edges::new();
    for (index, file) in files.iter().enumerate() {
        let own = edges.entry(file.path.clone()).or_default();
        for path in &read[index] {
            if path.reexport {
                continue;
            }
            let Some(absolute) = &path.absolute else {
                continue;
            };
            if let Some(target) = resolve(absolute, &modules, &names)
                && target != index
            {
                own.entry(files[target].path.clone())
                    .or_insert_with(|| path.written.join("::"));
            }
        }
    }
    edges
}

/// Whether a `use` tree starts at `at`: `Some(true)` for a re-export
/// (`pub use`, `pub(crate) use`), `Some(false)` for a plain `use`.
fn use_item(tokens: &[Token], at: usize) -> Option<bool> {
    let before = at.checked_sub(1)?;
    if ident(tokens.get(before)) != Some("use") || ident(tokens.get(at)).is_none() {
        return None;
    }
    let mut i = before;
    if i >= 1 && tokens[i - 1] == Token::Punct(')') {
        // Back over `(crate)`, `(super)`, `(in a::b)`.
        while i >= 1 && tokens[i - 1] != Token::Punct('(') {
            i -= 1;
        }
        i = i.saturating_sub(1);
    }
    Some(i >= 1 && ident(tokens.get(i - 1)) == Some("pub"))
}

/// The file `absolute` names: the file of the longest module in it. A name
/// that module imports from another crate (`crate::catalog`, `crate::Shape`)
/// is no file of this crate: `None`.
fn resolve(
    absolute: &[String],
    modules: &BTreeMap<Vec<String>, usize>,
    names: &Names,
) -> Option<usize> {
    let n = (0..=absolute.len())
        .rev()
        .find(|&n| modules.contains_key(&absolute[..n]))?;
    let next = absolute.get(n);
    let external = next
        .and_then(|next| names.get(&absolute[..n])?.get(next))
        .is_some_and(Option::is_none);
    (!external).then(|| modules[&absolute[..n]])
}

/// The inline modules (`mod name { … }`) between `from` and `to`, nested
/// ones too, as (first token, end, module path).
fn inline_modules(
    tokens: &[Token],
    from: usize,
    to: usize,
    parent: &[String],
    out: &mut Vec<(usize, usize, Vec<String>)>,
) {
    let mut i = from;
    while i < to {
        if ident(tokens.get(i)) == Some("mod")
            && let Some(name) = ident(tokens.get(i + 1))
            && tokens.get(i + 2) == Some(&Token::Punct('{'))
        {
            let end = close_of(tokens, i + 2);
            let mut module = parent.to_vec();
            module.push(name.to_owned());
            inline_modules(tokens, i + 3, end, &module, out);
            out.push((i + 3, end, module));
            i = end;
        } else {
            i += 1;
        }
    }
}

/// `path`, written in module `scope`, from the crate root; `None` when it
/// names no module of this crate (`std::…`, a type's `Self::…`).
fn absolute(
    path: &[String],
    scope: &[String],
    modules: &BTreeMap<Vec<String>, usize>,
) -> Option<Vec<String>> {
    let (first, rest) = path.split_first()?;
    let mut base = match first.as_str() {
        "crate" => Vec::new(),
        "self" => scope.to_vec(),
        "super" => scope[..scope.len().checked_sub(1)?].to_vec(),
        child => {
            let mut module = scope.to_vec();
            module.push(child.to_owned());
            if !modules.contains_key(&module) {
                return None;
            }
            module
        }
    };
    let mut rest = rest.iter().peekable();
    while rest.peek().is_some_and(|s| *s == "super") {
        rest.next();
        base.pop()?;
    }
    base.extend(rest.cloned());
    Some(base)
}

/// Files that import from each other, through any chain of imports.
#[derive(Debug, PartialEq)]
struct Cycle {
    /// Every file of the group, sorted.
    files: Vec<String>,
    /// One way round, in import order, the first file repeated at the end.
    path: Vec<String>,
}

/// Every import cycle of `edges`: one per strongly connected group of
/// files.
fn cycles(edges: &Edges) -> Vec<Cycle> {
    let nodes: Vec<&String> = edges
        .keys()
        .chain(edges.values().flat_map(BTreeMap::keys))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let targets = |node: &String| -> Vec<&String> {
        edges
            .get(node)
            .map(|t| t.keys().collect())
            .unwrap_or_default()
    };
    let reach = |from: &String| -> BTreeSet<&String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from];
        while let Some(node) = stack.pop() {
            for next in targets(node) {
                if seen.insert(next) {
                    stack.push(next);
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<&String>> =
        nodes.iter().map(|&node| (node, reach(node))).collect();
    let mut done = BTreeSet::new();
    let mut found = Vec::new();
    for &node in &nodes {
        if done.contains(node) || !reached[node].contains(node) {
            continue;
        }
        // The group: the files `node` reaches that reach it back.
        let group: BTreeSet<&String> = reached[node]
            .iter()
            .copied()
            .filter(|other| reached[other].contains(node))
            .collect();
        done.extend(group.iter().copied());
        // A shortest way round from `node`, through the group.
        let mut came_from: BTreeMap<&String, &String> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([node]);
        'search: while let Some(at) = queue.pop_front() {
            for next in targets(at) {
                if !group.contains(next) || came_from.contains_key(next) {
                    continue;
                }
                came_from.insert(next, at);
                if next == node {
                    break 'search;
                }
                queue.push_back(next);
            }
        }
        let mut cycle = vec![node.clone()];
        let mut at = came_from[node];
        while at != node {
            cycle.push(at.clone());
            at = came_from[at];
        }
        cycle.push(node.clone());
        cycle.reverse();
        found.push(Cycle {
            files: group.into_iter().cloned().collect(),
            path: cycle,
        });
    }
    found
}

/// A cycle as a message: each import with the path that makes it.
fn describe(cycle: &[String], edges: &Edges) -> String {
    let steps: Vec<String> = cycle
        .windows(2)
        .map(|pair| {
            format!(
                "  {} -> {} ({})",
                pair[0], pair[1], edges[&pair[0]][&pair[1]]
            )
        })
        .collect();
    format!("{}\n{}", cycle.join(" -> "), steps.join("\n"))
}

/// Fails unless every top-level module of `tree` imports only from layers
/// below its own.
fn assert_layered(tree: &Tree) {
    let layers = tree.layers.expect("a tree with layers");
    let edges = import_graph(&crate_files(tree));
    let mut wrong = Vec::new();
    let mut seen = 0;
    for (file, targets) in &edges {
        let first = |path: &str| module_of(path).first().cloned().unwrap_or_default();
        let own = first(file);
        if own.is_empty() || own == "__private" {
            continue;
        }
        let own_layer = layer_of(layers, &own)
            .unwrap_or_else(|| panic!("{own} (in {}/{file}) is in no layer of its tree", tree.src));
        for (target, path) in targets {
            let theirs = first(target);
            if theirs == own {
                continue;
            }
            seen += 1;
            match layer_of(layers, &theirs) {
                None => wrong.push(format!("{file}: {path} is in no layer")),
                Some(layer) if layer >= own_layer => wrong.push(format!(
                    "{file} ({own}) imports {path}, which is not below it"
                )),
                Some(_) => {}
            }
        }
    }
    assert!(seen > 20, "only {seen} imports read: is the parser broken?");
    assert!(
        wrong.is_empty(),
        "imports of {} against the layers:\n{}",
        tree.src,
        wrong.join("\n")
    );
}

/// Where a file (a path relative to `src`) stands in a folder of rooms.
#[derive(Debug, PartialEq)]
enum Place {
    /// Outside the folder.
    Outside,
    /// The folder's own `mod.rs`.
    Root,
    /// In the room of this index.
    Room(usize),
    /// In the folder, but in none of its rooms.
    Nowhere(String),
}

fn place(path: &str, rooms: &Rooms) -> Place {
    let module = module_of(path);
    let inside =
        module.len() >= rooms.folder.len() && module.iter().zip(rooms.folder).all(|(a, b)| a == b);
    if !inside {
        return Place::Outside;
    }
    match module.get(rooms.folder.len()) {
        None => Place::Root,
        Some(room) => rooms
            .order
            .iter()
            .position(|r| r == room)
            .map_or_else(|| Place::Nowhere(room.clone()), Place::Room),
    }
}

/// The imports of `edges` against `rooms`, each as a message, and how many
/// imports from an earlier room were read.
fn against_rooms(edges: &Edges, rooms: &Rooms) -> (Vec<String>, usize) {
    let folder = rooms.folder.join("/");
    let mut wrong = Vec::new();
    let mut seen = 0;
    for (file, targets) in edges {
        let own = match place(file, rooms) {
            Place::Outside => continue,
            Place::Nowhere(room) => {
                wrong.push(format!(
                    "{file} is in no room of {folder}/ (`{room}` is not in its rooms)"
                ));
                continue;
            }
            Place::Root => {
                for path in targets.values() {
                    wrong.push(format!(
                        "{file} imports {path}: it only declares the rooms and re-exports"
                    ));
                }
                continue;
            }
            Place::Room(own) => own,
        };
        for (target, path) in targets {
            match place(target, rooms) {
                Place::Outside | Place::Nowhere(_) => {}
                Place::Root => wrong.push(format!(
                    "{file} ({}) imports {path} through {target}: name the room it is in",
                    rooms.order[own]
                )),
                Place::Room(theirs) if theirs > own => wrong.push(format!(
                    "{file} ({}) imports {path}, of {}, a later room",
                    rooms.order[own], rooms.order[theirs]
                )),
                Place::Room(theirs) => seen += usize::from(theirs < own),
            }
        }
    }
    (wrong, seen)
}

/// Fails unless every folder of `tree` kept in rooms holds to their order.
fn assert_rooms(tree: &Tree) {
    let edges = import_graph(&crate_files(tree));
    for rooms in tree.rooms {
        let (wrong, seen) = against_rooms(&edges, rooms);
        assert!(
            seen > rooms.order.len(),
            "only {seen} imports between rooms read: is the parser broken?"
        );
        assert!(
            wrong.is_empty(),
            "imports of {}/{} against its rooms ({}):\n{}",
            tree.src,
            rooms.folder.join("/"),
            rooms.order.join(", "),
            wrong.join("\n")
        );
    }
}

/// Fails, printing each cycle, if any file of `tree` imports from itself
/// through others.
fn assert_acyclic(tree: &Tree) {
    let edges = import_graph(&crate_files(tree));
    let imports: usize = edges.values().map(BTreeMap::len).sum();
    assert!(
        imports >= tree.imports_at_least,
        "only {imports} imports read in {}: is the parser broken?",
        tree.src
    );
    let found = cycles(&edges);
    assert!(
        found.is_empty(),
        "{} import cycle(s) between files of {}; make the imports run one way \
         (a shared type in a module below both, a child importing its sibling \
         rather than its parent's re-export):\n{}",
        found.len(),
        tree.src,
        found
            .iter()
            .map(|cycle| format!(
                "{} files: {}\n{}",
                cycle.files.len(),
                cycle.files.join(", "),
                describe(&cycle.path, &edges)
            ))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn runtime_modules_import_only_from_lower_layers() {
    assert_layered(&RUNTIME);
}

#[test]
fn sandbox_rooms_import_only_from_their_own_and_earlier_rooms() {
    assert_rooms(&RUNTIME);
}

#[test]
fn no_runtime_file_imports_from_itself_through_others() {
    assert_acyclic(&RUNTIME);
}

#[test]
fn no_cli_file_imports_from_itself_through_others() {
    assert_acyclic(&CLI);
}

fn graph_of(files: &[(&str, &str)]) -> Edges {
    let files: Vec<(String, String)> = files
        .iter()
        .map(|(path, text)| ((*path).to_owned(), (*text).to_owned()))
        .collect();
    import_graph(&files)
}

#[test]
fn the_parser_reads_groups_children_and_skips_tests_comments_and_strings() {
    let edges = graph_of(&[
        (
            "lib.rs",
            "pub mod a;\npub mod b;\npub use a::Thing;\npub use other_crate::Shape;",
        ),
        (
            "a/mod.rs",
            "mod inner;\nuse inner::X;\nmod local { use super::super::b::Y; }",
        ),
        (
            "a/inner.rs",
            "use crate::{Shape, b::{c::{self, D}}};\n// crate::b\nconst S: &str = \"crate::b\";\n#[cfg(test)]\nmod tests {\n use crate::b::Z;\n}",
        ),
        ("b/mod.rs", "pub mod c;"),
        (
            "b/c.rs",
            "fn f() -> std::io::Result<()> { $crate::a::x(); Ok(()) }",
        ),
    ]);
    let targets = |file: &str| edges[file].keys().cloned().collect::<Vec<_>>();
    // A re-export is no import of its own.
    assert!(targets("lib.rs").is_empty());
    assert_eq!(targets("a/mod.rs"), ["a/inner.rs", "b/mod.rs"]);
    assert_eq!(targets("a/inner.rs"), ["b/c.rs"]);
    assert_eq!(edges["a/inner.rs"]["b/c.rs"], "crate::b::c");
    assert!(targets("b/c.rs").is_empty());
}

#[test]
fn a_cycle_between_files_is_found_and_printed() {
    // The shape of the circles this test was written to end: a child that
    // imports from the parent which re-exports it, and two siblings that
    // import from each other.
    let edges = graph_of(&[
        (
            "fiber/mod.rs",
            "mod listeners;\nmod state;\npub use state::State;",
        ),
        ("fiber/listeners.rs", "use super::state::State;"),
        ("fiber/state.rs", "use super::listeners::ListenerRecord;"),
        (
            "sandbox/mod.rs",
            "mod check;\npub use check::Finding;\npub(crate) struct Core;\nfn f() { check::run() }",
        ),
        ("sandbox/check.rs", "use super::Core;"),
        ("toolset/mod.rs", "use crate::sandbox::Finding;"),
    ]);
    // A re-exported item counts as the re-exporting file's.
    assert_eq!(
        edges["toolset/mod.rs"].keys().collect::<Vec<_>>(),
        ["sandbox/mod.rs"]
    );
    let found: Vec<Vec<String>> = cycles(&edges).into_iter().map(|c| c.path).collect();
    assert_eq!(
        found,
        [
            ["fiber/listeners.rs", "fiber/state.rs", "fiber/listeners.rs"],
            ["sandbox/check.rs", "sandbox/mod.rs", "sandbox/check.rs"],
        ]
    );
    assert_eq!(
        describe(&found[1], &edges),
        "sandbox/check.rs -> sandbox/mod.rs -> sandbox/check.rs\n  \
         sandbox/check.rs -> sandbox/mod.rs (super::Core)\n  \
         sandbox/mod.rs -> sandbox/check.rs (check::run)"
    );
    let acyclic = graph_of(&[
        ("a.rs", "use crate::b::B;"),
        ("b.rs", "use crate::c::C;"),
        ("c.rs", "pub struct C;"),
    ]);
    assert!(cycles(&acyclic).is_empty());
}

#[test]
fn an_import_from_a_later_room_or_through_the_folder_is_named() {
    let rooms = Rooms {
        folder: &["sandbox"],
        order: &["base", "facade", "engine"],
    };
    let edges = graph_of(&[
        ("limits.rs", "pub struct Limits;"),
        (
            "sandbox/mod.rs",
            "mod base;\nmod facade;\nmod engine;\npub use base::error::Error;",
        ),
        (
            "sandbox/base/mod.rs",
            "pub(super) mod error;\npub(super) mod frame;",
        ),
        ("sandbox/base/error.rs", "use crate::limits::Limits;"),
        (
            "sandbox/base/frame.rs",
            "use super::error::Error;\nuse crate::sandbox::engine::setup::build;",
        ),
        ("sandbox/facade/mod.rs", "pub(super) mod ctx;"),
        (
            "sandbox/facade/ctx.rs",
            "use crate::sandbox::base::frame;\nfn f() -> crate::sandbox::Error { todo!() }",
        ),
        ("sandbox/engine/mod.rs", "pub(super) mod setup;"),
        (
            "sandbox/engine/setup.rs",
            "use crate::sandbox::facade::ctx;\nuse crate::sandbox::base::error::Error;",
        ),
        (
            "sandbox/stray.rs",
            "use crate::sandbox::base::error::Error;",
        ),
    ]);
    let (wrong, seen) = against_rooms(&edges, &rooms);
    assert_eq!(
        wrong,
        [
            "sandbox/base/frame.rs (base) imports crate::sandbox::engine::setup::build, \
             of engine, a later room",
            "sandbox/facade/ctx.rs (facade) imports crate::sandbox::Error through \
             sandbox/mod.rs: name the room it is in",
            "sandbox/stray.rs is in no room of sandbox/ (`stray` is not in its rooms)",
        ]
    );
    // facade -> base, engine -> facade, engine -> base.
    assert_eq!(seen, 3);
}

#[test]
fn an_upward_import_added_to_the_sandbox_fails_its_rooms() {
    let mut files = crate_files(&RUNTIME);
    let (_, text) = files
        .iter_mut()
        .find(|(path, _)| path == "sandbox/size/measure.rs")
        .expect("the sandbox's bottom room measures values");
    text.push_str("\nuse crate::sandbox::load::instance::Sandbox;\n");
    let (wrong, _) = against_rooms(&import_graph(&files), &SANDBOX_ROOMS);
    assert_eq!(
        wrong,
        [
            "sandbox/size/measure.rs (size) imports crate::sandbox::load::instance::Sandbox, \
          of load, a later room"
        ]
    );
}

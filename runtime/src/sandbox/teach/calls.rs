//! Calls in the Rhai an item writes, as the rest of the answer says to
//! write them: a class is made by its maker function (`new_game(...)` for
//! `Game(...)`), and a `fn` that had default values is passed every
//! argument (`bar(n, 80, "#")` for `bar(n)`, `bar(n, scale=80)`).
//!
//! Only code is rewritten: the code spans of an item's text, outside the
//! strings and the text of the templates in them.

use std::collections::HashMap;

use super::tokens::{Tok, in_code_spans, rename, snake};

/// A Python function's parameters (past `self` and `cls`), each with its
/// default value in Rhai, if it has one.
pub(crate) type Params = Vec<(String, Option<String>)>;

/// The code's Python functions with a default value, by name: a name
/// defined twice with other parameters is left out, since a call does
/// not say which it reaches. A class's maker (`new_allocation`) takes its
/// `__init__`'s parameters, or a dataclass's fields.
pub(crate) fn python_defaults(code: &str) -> HashMap<String, Params> {
    let mut out: HashMap<String, Params> = HashMap::new();
    let mut twice: Vec<String> = Vec::new();
    let mut add = |name: String, params: Params| {
        if params.iter().all(|(_, default)| default.is_none()) {
            return;
        }
        match out.get(&name) {
            Some(known) if *known != params => twice.push(name),
            _ => {
                out.insert(name, params);
            }
        }
    };
    let indent = |l: &str| l.len() - l.trim_start().len();
    // The class being read: its indent, maker, whether a dataclass, and
    // its fields so far.
    let mut class: Option<(usize, String, bool, Params)> = None;
    let mut decorated = false;
    for line in code.lines() {
        let text = line.trim_start();
        if text.is_empty() {
            continue;
        }
        if class.as_ref().is_some_and(|(at, ..)| indent(line) <= *at)
            && let Some((_, maker, true, fields)) = class.take()
        {
            add(maker, fields);
        }
        if let Some(rest) = text.strip_prefix("class ") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            class = Some((
                indent(line),
                format!("new_{}", snake(&name)),
                decorated,
                Vec::new(),
            ));
            decorated = false;
            continue;
        }
        decorated = text.starts_with("@dataclass") || (decorated && text.starts_with('@'));
        // `ok: bool = True`, `used: list = field(default_factory=list)`.
        if let Some((_, _, true, fields)) = class.as_mut()
            && let Some((name, rest)) = text.split_once(':')
            && !name.contains(|c: char| !(c.is_alphanumeric() || c == '_'))
            && !rest.starts_with(':')
        {
            let default = rest
                .split_once('=')
                .map(|(_, d)| d.trim())
                .map(|d| match d {
                    _ if d.contains("default_factory=list") => "[]".to_owned(),
                    _ if d.contains("default_factory=dict")
                        || d.contains("default_factory=set") =>
                    {
                        "#{}".to_owned()
                    }
                    _ => match d
                        .strip_prefix("field(default=")
                        .and_then(|d| d.strip_suffix(')'))
                    {
                        Some(d) => default_value(d),
                        None => default_value(d),
                    },
                });
            fields.push((name.to_owned(), default));
            continue;
        }
        // `total = lambda nests, field="eggs": ...`: a function too.
        if let Some((name, rest)) = text.split_once(" = lambda ")
            && name.chars().all(|c| c.is_alphanumeric() || c == '_')
            && let Some(params) = lambda_parameters(rest)
            && let Some(params) = parameters(params)
        {
            add(name.to_owned(), params);
            continue;
        }
        let Some((name, params)) = text
            .strip_prefix("def ")
            .and_then(|rest| rest.split_once('('))
        else {
            continue;
        };
        // (To the `)` that closes them: a one-line `def __repr__(self):
        // return f"G(plots={len(self.plots)})"` goes on, trial 61.)
        let Some(params) = closed(params) else {
            continue;
        };
        let Some(params) = parameters(params) else {
            continue;
        };
        let name = name.trim();
        if name == "__init__"
            && let Some((_, maker, ..)) = &class
        {
            add(maker.clone(), params.clone());
        }
        add(name.to_owned(), params);
    }
    if let Some((_, maker, true, fields)) = class {
        add(maker, fields);
    }
    for name in twice {
        out.remove(&name);
    }
    out
}

/// The text before the `)` that closes a `(` just before `rest`.
fn closed(rest: &str) -> Option<&str> {
    before_top_level(rest, ')')
}

/// A lambda's parameters, up to its `:`.
fn lambda_parameters(rest: &str) -> Option<&str> {
    before_top_level(rest, ':')
}

/// The text of `rest` before its first `stop` outside brackets and
/// quotes.
fn before_top_level(rest: &str, stop: char) -> Option<&str> {
    let mut depth = 0usize;
    let mut quote = None;
    for (i, c) in rest.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, c) if c == stop && depth == 0 => return Some(&rest[..i]),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => depth = depth.checked_sub(1)?,
            _ => {}
        }
    }
    None
}

/// A Python default value as Rhai (`None` is `()`).
fn default_value(python: &str) -> String {
    let rhai = super::translate::expression(python);
    if rhai == "None" {
        "()".to_owned()
    } else {
        rhai
    }
}

/// `self, n, scale: int = 80, fill="#"` as its parameters past `self`,
/// each default in Rhai; `None` for `*args`, `**kw` or a bare `*`.
fn parameters(text: &str) -> Option<Params> {
    let mut out = Vec::new();
    for part in super::translate::top_level_parts(text) {
        let part = part.trim();
        if part.is_empty() || matches!(part, "self" | "cls") {
            continue;
        }
        // A bare `*` or `/` only marks where keyword-only or
        // positional-only parameters start (trial 63's `def
        // hourly_rate(s, *, zhr_mag=6.5)`); `*args` takes any number.
        if matches!(part, "*" | "/") {
            continue;
        }
        if part.starts_with('*') {
            return None;
        }
        let (name, default) = match part.split_once('=') {
            Some((name, default)) => (name, Some(default.trim())),
            None => (part, None),
        };
        let name = name.split(':').next().unwrap_or(name).trim();
        let default = default.map(default_value);
        out.push((name.to_owned(), default));
    }
    Some(out)
}

/// `text` with each call of a class, `Game(...)`, written as a call of
/// its maker function, `new_game(...)`, in the code the text shows.
pub(crate) fn makers(text: &str, classes: &[String]) -> String {
    if classes.is_empty() {
        return text.to_owned();
    }
    super::habits::in_rhai_part(text, |rhai| {
        in_code_spans(rhai, |code| {
            let wants = |name: &str, method: bool| !method && classes.iter().any(|c| c == name);
            calls_in(code, &wants, &|name, _, args| {
                Some(format!("new_{}({})", snake(name), args.join(", ")))
            })
        })
    })
}

/// `text` with each `repr(x)` and `str(x)` the code's own `__repr__` and
/// `__str__` answer written as the call of that method, `x.__repr__()`
/// (Rhai calls neither for you).
pub(crate) fn own_texts(text: &str, repr: bool, str_: bool) -> String {
    if !repr && !str_ {
        return text.to_owned();
    }
    super::habits::in_rhai_part(text, |rhai| {
        in_code_spans(rhai, |code| {
            let wants = |name: &str, method: bool| {
                !method && ((repr && name == "repr") || (str_ && name == "str"))
            };
            calls_in(code, &wants, &|name, _, args| match args {
                [x] if x
                    .chars()
                    .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.')) =>
                {
                    Some(format!("{x}.__{name}__()"))
                }
                [x] => Some(format!("({x}).__{name}__()")),
                _ => None,
            })
        })
    })
}

/// `functions` with, for each `fn` an item tells to take names of the top
/// level as parameters (`pass it in, `fn by_status(STATUSES)``), those
/// names as its last parameters, passed as themselves: so that every
/// other item's call passes them too (trial 106's `this.by_status()` in a
/// loop's form, which the `fn` it was told to write refused).
pub(crate) fn passed_globals<'a>(
    mut functions: HashMap<String, Params>,
    told: impl Iterator<Item = &'a str>,
) -> HashMap<String, Params> {
    for text in told {
        let Some((_, read)) = text.split_once("so it cannot read ") else {
            continue;
        };
        // (A `const` inside keeps every call as written.)
        let Some((names, rest)) = read.split_once(": pass it in, `fn ") else {
            continue;
        };
        let Some((name, with)) = rest.split_once('(') else {
            continue;
        };
        let Some((with, _)) = with.split_once(")`") else {
            continue;
        };
        let globals: Vec<&str> = names.split(", ").map(|n| n.trim_matches('`')).collect();
        let params: Vec<&str> = with.split(", ").filter(|p| !p.is_empty()).collect();
        let well_formed =
            |n: &str| !n.is_empty() && n.chars().all(|c| c.is_alphanumeric() || c == '_');
        if !well_formed(name) || !globals.iter().chain(&params).all(|n| well_formed(n)) {
            continue;
        }
        let entry = functions.entry(name.to_owned()).or_insert_with(|| {
            params
                .iter()
                .filter(|p| !globals.contains(p))
                .map(|p| ((*p).to_owned(), None))
                .collect()
        });
        for global in &globals {
            if !entry.iter().any(|(p, _)| p == global) {
                entry.push(((*global).to_owned(), Some((*global).to_owned())));
            }
        }
    }
    functions
}

/// `text` with each call of a function that had default values passed
/// every argument: the defaults it left out, and its keyword arguments
/// in their places.
pub(crate) fn with_defaults(text: &str, functions: &HashMap<String, Params>) -> String {
    if functions.is_empty() {
        return text.to_owned();
    }
    super::habits::in_rhai_part(text, |rhai| {
        in_code_spans(rhai, |code| {
            let wants = |name: &str, _| functions.contains_key(name);
            calls_in(code, &wants, &|name, _, args| {
                let params = functions.get(name)?;
                let mut given: Vec<Option<String>> = vec![None; params.len()];
                let mut next = 0;
                for arg in args {
                    // (Not an example's `f(...)`.)
                    if arg.contains("...") {
                        return None;
                    }
                    let keyword = arg.split_once('=').filter(|(k, v)| {
                        !v.starts_with('=')
                            && !k.ends_with(['!', '<', '>', '='])
                            && k.trim().chars().all(|c| c.is_alphanumeric() || c == '_')
                    });
                    match keyword {
                        // A keyword no parameter has: an example's `x=a`.
                        Some((k, v)) => {
                            let at = params.iter().position(|(p, _)| p == k.trim())?;
                            *given.get_mut(at)? = Some(v.trim().to_owned());
                        }
                        None => {
                            *given.get_mut(next)? = Some(arg.clone());
                            next += 1;
                        }
                    }
                }
                let filled: Option<Vec<String>> = given
                    .into_iter()
                    .zip(params)
                    .map(|(arg, (_, default))| arg.or_else(|| default.clone()))
                    .collect();
                let filled = filled?;
                (filled.len() != args.len() || filled.iter().zip(args).any(|(a, b)| a != b))
                    .then(|| format!("{name}({})", filled.join(", ")))
            })
        })
    })
}

/// For each line of Python `code`, the class its class is made from
/// (`Project` in `class Garment(Project):`), if the line is in such a
/// class and its base is one of the code's own classes.
pub(crate) fn bases_by_line(code: &str, classes: &[String]) -> Vec<Option<String>> {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut out = Vec::new();
    let mut class: Option<(usize, Option<String>)> = None;
    for line in code.lines() {
        let text = line.trim_start();
        if !text.is_empty() && class.as_ref().is_some_and(|(at, _)| indent(line) <= *at) {
            class = None;
        }
        if let Some(rest) = text.strip_prefix("class ") {
            let base = rest
                .split_once('(')
                .and_then(|(_, b)| b.split_once(')'))
                .map(|(b, _)| b.trim().to_owned())
                .filter(|b| classes.contains(b));
            class = Some((indent(line), base));
        }
        out.push(class.as_ref().and_then(|(_, base)| base.clone()));
    }
    out
}

/// `text` with each `super().label(...)` of its code written as a call
/// of the base's own method, `this.appointment_label(...)`, and a note on
/// that `fn`: Rhai has no `super`, and one `fn label()` serves every class.
pub(crate) fn base_calls(text: &str, base: &str) -> String {
    let mut methods: Vec<String> = Vec::new();
    let text = super::habits::in_rhai_part(text, |rhai| {
        in_code_spans(rhai, |code| {
            let mut out = String::new();
            let mut rest = code;
            while let Some(at) = rest.find("super().") {
                out.push_str(&rest[..at]);
                let after = &rest[at + "super().".len()..];
                let method: String = after
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                let own = format!("{}_{}", snake(base), method.trim_matches('_'));
                if !methods.contains(&method) {
                    methods.push(method.clone());
                }
                out.push_str(&format!("this.{own}"));
                rest = &after[method.len()..];
            }
            out.push_str(rest);
            out
        })
    });
    let notes: Vec<String> = methods
        .iter()
        .map(|m| {
            format!(
                "`super().{m}()` is `{base}`'s own `{m}`: keep its body as a `fn {}_{}()` of its own, which the one `fn {m}()` of every class calls for a `{base}`",
                snake(base),
                m.trim_matches('_')
            )
        })
        .collect();
    if notes.is_empty() {
        text
    } else {
        format!("{text} ({})", notes.join("; "))
    }
}

/// A file Python code opens by name: the Rhai of its path, and how many
/// lines the code reads from it with `readline()` before its loops (a
/// header: trial 144's `for n, line in enumerate(f, start=2)` after
/// `header = f.readline()` walks the lines after it).
pub(crate) type Opened = (String, usize);

/// The files Python `code` opens by name, `with open(path) as fh:`: each
/// name, with its [`Opened`].
pub(crate) fn opened_files(code: &str) -> HashMap<String, Opened> {
    let mut out = HashMap::new();
    for line in code.lines() {
        // (`with ctx.fs.read(path) as fh:`, a program's `open` swapped for
        // the service, trial 66: `fh` is the text.)
        let t = line.trim_start();
        let Some(rest) = t
            .strip_prefix("with open(")
            .or_else(|| t.strip_prefix("with ctx.fs.read("))
        else {
            continue;
        };
        let Some((args, name)) = rest.rsplit_once(") as ") else {
            continue;
        };
        let name = name.trim_end().trim_end_matches(':').trim();
        let Some(path) = super::translate::top_level_parts(args).into_iter().next() else {
            continue;
        };
        if !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') {
            let headers = code.matches(&format!("{name}.readline()")).count();
            out.insert(
                name.to_owned(),
                (super::translate::expression(path.trim()), headers),
            );
        }
    }
    out
}

/// `text` with each use of an opened file's name in its code written as
/// what Rhai has: `fh.read()` the file's text, `ctx.fs.read(path)`, and
/// `fh` itself, which Python's loops read line by line, its lines.
pub(crate) fn file_reads(text: &str, files: &HashMap<String, Opened>) -> String {
    if files.is_empty() {
        return text.to_owned();
    }
    // Only the files the text names, each once.
    let mut named: Vec<(&String, &Opened)> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter_map(|w| files.get_key_value(w))
        .collect();
    named.sort();
    named.dedup();
    let mut text = text.to_owned();
    for (name, (path, headers)) in named {
        let read = format!("ctx.fs.read({path})");
        let split = format!("{read}.split(\"\\n\")");
        // (The lines after those `readline()` took.)
        let lines = if *headers > 0 {
            format!("{split}.extract({headers})")
        } else {
            split.clone()
        };
        text = super::habits::in_rhai_part(&text, |rhai| {
            in_code_spans(rhai, |code| {
                let code = code
                    .replace(&format!("{name}.read()"), &read)
                    .replace(&format!("{name}.readlines()"), &lines)
                    .replace(&format!("{name}.readline()"), &format!("{split}[0]"));
                rename(&code, name, &lines)
            })
        });
    }
    text
}

/// The names the code holds a `pathlib.Path` in: a parameter annotated
/// `path: Path`, or a name set to `Path(...)`. In a plugin such a path is
/// text, the file's path inside the fs service's root.
pub(crate) fn path_names(code: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in code.lines() {
        let toks = super::tokens::tokenize(line);
        for w in toks.windows(3) {
            let name = match w {
                [
                    (_, Tok::Ident(name)),
                    (_, Tok::Punct(":")),
                    (_, Tok::Ident("Path")),
                ] => name,
                [
                    (_, Tok::Ident(name)),
                    (_, Tok::Punct("=")),
                    (_, Tok::Ident("Path")),
                ] => name,
                _ => continue,
            };
            if !out.iter().any(|n| n == name) {
                out.push((*name).to_owned());
            }
        }
    }
    // A field set from one, `self.path = path`: read as `this.path` in
    // the forms (trial 163's `${this.path.name}`).
    let fields: Vec<String> = code
        .lines()
        .filter_map(|line| {
            let (field, value) = line.trim().strip_prefix("self.")?.split_once(" = ")?;
            let value = value.trim();
            (super::tokens::is_name(field)
                && (out.iter().any(|n| n == value) || value.starts_with("Path(")))
            .then(|| format!("this.{field}"))
        })
        .collect();
    for field in fields {
        if !out.contains(&field) {
            out.push(field);
        }
    }
    out
}

/// `text` with each `.name` of a path in `paths` (`f"{path.name}"`) read
/// from the path's text, its last part, `path.split("/")[-1]` (trial 106's
/// `${path.name}` of a text read `()`).
pub(crate) fn path_parts(text: &str, paths: &[String]) -> String {
    let mut text = text.to_owned();
    for path in paths {
        let read = format!("{path}.name");
        if !text.contains(&read) {
            continue;
        }
        text = super::habits::in_rhai_part(&text, |rhai| {
            in_code_spans(rhai, |code| {
                super::tokens::rewrite_each(code, &read, |before, after| {
                    let whole = !super::tokens::ends_word(before)
                        && !after
                            .starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '(');
                    whole.then(|| (format!("{path}.split(\"/\")[-1]"), 0))
                })
            })
        });
        if text.contains(&format!("{path}.split(\"/\")[-1]")) {
            text.push_str(&format!(
                " (`{path}` is the file's path as text in a plugin, and `{path}.split(\"/\")[-1]` its last part, Python's `{path}.name`)"
            ));
        }
    }
    text
}

/// Where a character of Rhai code stands.
#[derive(Clone, Copy, PartialEq)]
enum Context {
    /// Code, with the braces it opened.
    Code(usize),
    /// A double-quoted string.
    Text,
    /// A backtick template's text.
    Template,
}

/// Which calls are rewritten: by name, and whether it is a method.
type Wants<'a> = &'a dyn Fn(&str, bool) -> bool;

/// What a call is rewritten with: its name, whether it is a method, and
/// its arguments, to the call to write instead, if any.
type Rewrite<'a> = &'a dyn Fn(&str, bool, &[String]) -> Option<String>;

/// `code` with each call `name(args)` outside strings given to
/// `rewrite`, with whether it is a method (`x.name(...)`) and its
/// arguments, which returns the call to write instead, if any.
fn calls_in(code: &str, wants: Wants<'_>, rewrite: Rewrite<'_>) -> String {
    calls_within(code, wants, rewrite, 0)
}

/// How deep calls in calls are rewritten: past it, the code stays as it
/// is (a line of a thousand nested calls reads no deeper, nor deepens the
/// stack).
const DEEPEST: usize = 8;

/// [`calls_in`], `depth` calls deep.
fn calls_within(code: &str, wants: Wants<'_>, rewrite: Rewrite<'_>, depth: usize) -> String {
    if depth > DEEPEST {
        return code.to_owned();
    }
    let chars: Vec<char> = code.chars().collect();
    let mut out = String::new();
    let mut stack = vec![Context::Code(0)];
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let top = stack.last().copied().unwrap_or(Context::Code(0));
        match top {
            Context::Text => {
                if c == '\\' {
                    out.push(c);
                    i += 1;
                    if let Some(&next) = chars.get(i) {
                        out.push(next);
                    }
                } else if c == '"' {
                    stack.pop();
                    out.push(c);
                } else {
                    out.push(c);
                }
                i += 1;
                continue;
            }
            Context::Template => {
                if c == '`' {
                    stack.pop();
                } else if c == '$' && chars.get(i + 1) == Some(&'{') {
                    stack.push(Context::Code(0));
                    out.push_str("${");
                    i += 2;
                    continue;
                }
                out.push(c);
                i += 1;
                continue;
            }
            Context::Code(braces) => match c {
                '"' => stack.push(Context::Text),
                '`' => stack.push(Context::Template),
                '{' => {
                    stack.pop();
                    stack.push(Context::Code(braces + 1));
                }
                '}' if braces == 0 && stack.len() > 1 => {
                    stack.pop();
                }
                '}' => {
                    stack.pop();
                    stack.push(Context::Code(braces.saturating_sub(1)));
                }
                _ => {}
            },
        }
        let word = |c: char| c.is_alphanumeric() || c == '_';
        let starts = word(c) && !c.is_ascii_digit() && (i == 0 || !word(chars[i - 1]));
        if !starts {
            out.push(c);
            i += 1;
            continue;
        }
        let end = (i..chars.len())
            .find(|&k| !word(chars[k]))
            .unwrap_or(chars.len());
        let name: String = chars[i..end].iter().collect();
        let method = i > 0 && chars[i - 1] == '.';
        // (`fn bar(n, scale)` declares, and calls nothing.)
        let declared = out.trim_end().ends_with("fn") && out.ends_with(' ');
        // Only a call to rewrite is read further: its arguments once, and
        // the scan goes on past its `)`, so that nested calls cost each
        // character a bounded number of reads.
        if chars.get(end) != Some(&'(') || declared || !wants(&name, method) {
            out.push_str(&name);
            i = end;
            continue;
        }
        let Some(close) = closing(&chars, end) else {
            // A call never closed: the rest as it is.
            out.extend(&chars[i..]);
            return out;
        };
        let inner: String = chars[end + 1..close].iter().collect();
        let written: Vec<String> = if inner.trim().is_empty() {
            Vec::new()
        } else {
            super::translate::top_level_parts(&inner)
                .iter()
                .map(|a| a.trim().to_owned())
                .collect()
        };
        // The arguments' own calls first: `f(Game(1))`.
        let args: Vec<String> = written
            .iter()
            .map(|a| calls_within(a, wants, rewrite, depth + 1))
            .collect();
        match rewrite(&name, method, &args) {
            Some(call) => out.push_str(&call),
            None if args != written => out.push_str(&format!("{name}({})", args.join(", "))),
            // (Left as written.)
            None => out.extend(&chars[i..=close]),
        }
        i = close + 1;
    }
    out
}

/// The index of the `)` that closes the `(` at `open`, past strings and
/// templates.
fn closing(chars: &[char], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    for (k, &c) in chars.iter().enumerate().skip(open) {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '`' | '\'') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return (c == ')').then_some(k);
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_class_is_made_by_its_maker_in_code_only() {
        let classes = vec!["Game".to_owned()];
        assert_eq!(
            makers(
                "write `games.push(Game(i + 1, s));` (a `Game(...)` for `Game(1)`) and `` `Game(${x})` ``",
                &classes
            ),
            "write `games.push(new_game(i + 1, s));` (a `new_game(...)` for `new_game(1)`) and `` `Game(${x})` ``"
        );
    }

    #[test]
    fn a_call_passes_every_argument_its_defaults_gave() {
        let code = "def bar(n, scale=80, fill=\"#\"):\n    pass\nclass B:\n    def handicap(self, base=200, pct=0.9):\n        pass\n";
        let defs = python_defaults(code);
        let got = with_defaults(
            "write `` `${bar(n, scale=40)} ${b.handicap()} ${bar(n, 1, \"*\")}` `` and `fn bar(n, scale, fill) { ... }`",
            &defs,
        );
        assert_eq!(
            got,
            "write `` `${bar(n, 40, \"#\")} ${b.handicap(200, 0.9)} ${bar(n, 1, \"*\")}` `` and `fn bar(n, scale, fill) { ... }`"
        );
    }
}

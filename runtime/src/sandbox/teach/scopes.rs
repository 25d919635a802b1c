//! A function that reads a variable declared outside it: JavaScript and
//! Python functions see the module's variables, a Rhai `fn` sees only its
//! parameters, so such a read fails where the function runs.

use std::collections::BTreeSet;

use super::tokens::{Habit, Tok, tokenize};

/// A read of a top-level variable inside a top-level function.
struct Read<'a> {
    /// The 1-based line.
    line: usize,
    /// The 1-based column.
    column: usize,
    /// The variable.
    name: &'a str,
    /// The function.
    function: &'a str,
    /// The functions it calls that take the variable, where the read is
    /// the first such call's (`main` calling `parseLine`, which reads it);
    /// none for a read of its own.
    via: Vec<Via<'a>>,
}

/// What a function reaches that takes a variable.
#[derive(Clone, Copy, PartialEq)]
enum Via<'a> {
    /// A function it calls, `parseLine(...)`.
    Function(&'a str),
    /// A method of the code's classes it calls, `b.cost(...)`, or a
    /// property it reads, `b.cost` (`true`).
    Method(&'a str, bool),
    /// A class's own method it calls on the class, `Ledger.load(...)`: a
    /// top-level `fn` called alone in Rhai.
    Static(&'a str),
}

/// A method of the code's classes: its name, whether it is a property,
/// and the top-level names it takes.
pub(super) type Method<'a> = (&'a str, bool, Vec<&'a str>);

/// The `fn` of `source` that reads `name`, a variable declared at the
/// top level of the code, if there is one.
pub(super) fn reads_outer(source: &str, name: &str) -> Option<String> {
    let code = super::strip::code_only(source);
    let lines: Vec<Vec<(usize, Tok<'_>)>> = code.lines().map(tokenize).collect();
    let indented = indented(&code);
    outer(&lines, &indented, &[])
        .into_iter()
        .find(|read| read.name == name)
        .map(|read| read.function.to_owned())
}

/// A closure that calls itself by the name it is kept in (`const visit =
/// (id) => { ... visit(dep) ... }`, `let visit = |id| { ... }`): the
/// first such call, with its line.
pub(super) fn self_calls(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<(usize, Habit)> {
    let mut out = Vec::new();
    for (i, toks) in lines.iter().enumerate() {
        let words: Vec<&Tok<'_>> = toks.iter().map(|(_, t)| t).collect();
        let [
            Tok::Ident("const" | "let" | "var"),
            Tok::Ident(name),
            Tok::Punct("="),
            head @ ..,
        ] = words.as_slice()
        else {
            continue;
        };
        // The parameters: `(a, b) =>`, `|a, b|`, `function (a, b)`.
        let (open, close) = match head {
            [Tok::Punct("("), ..] => ("(", ")"),
            [Tok::Punct("|"), ..] => ("|", "|"),
            [Tok::Ident("function" | "async"), ..] => ("(", ")"),
            _ => continue,
        };
        if !head
            .iter()
            .any(|t| matches!(t, Tok::Punct("=>" | "|") | Tok::Ident("function")))
        {
            continue;
        }
        let start = head
            .iter()
            .position(|t| **t == Tok::Punct(open))
            .unwrap_or(0)
            + 1;
        let params = super::tokens::params(head.iter().skip(start).copied(), close);
        // The body: from the line's first `{` after the head to its match.
        let mut depth = 0isize;
        let mut opened = false;
        'body: for (line, body) in lines.iter().enumerate().skip(i) {
            let from = if line == i { 3 + start } else { 0 };
            for (k, (column, tok)) in body.iter().enumerate().skip(from) {
                match tok {
                    Tok::Punct("{") => {
                        depth += 1;
                        opened = true;
                    }
                    Tok::Punct("}") => {
                        depth -= 1;
                        if opened && depth <= 0 {
                            break 'body;
                        }
                    }
                    Tok::Ident(called)
                        if called == name
                            && opened
                            && matches!(body.get(k + 1), Some((_, Tok::Punct("(" | "."))))
                            && !matches!(
                                k.checked_sub(1).map(|p| &body[p].1),
                                Some(Tok::Punct("."))
                            ) =>
                    {
                        out.push((
                            line + 1,
                            Habit {
                                column: *column,
                                text: super::advice::self_call(name, &params),
                            },
                        ));
                        break 'body;
                    }
                    _ => {}
                }
            }
            if !opened {
                break;
            }
        }
    }
    out
}

/// Which lines of `code` start with whitespace.
pub(super) fn indented(code: &str) -> Vec<bool> {
    code.lines()
        .map(|l| l.starts_with(char::is_whitespace))
        .collect()
}

/// The first read, in each top-level function, of a variable declared at
/// the top level of the code (`const WORDS = [...]` then `function
/// spell(n) { ... WORDS[n] ... }`), with the 1-based line. `lines` are the
/// lines' tokens, literals blanked; `indented` tells the lines that start
/// with whitespace.
pub(super) fn outer_reads<'a>(
    lines: &'a [Vec<(usize, Tok<'a>)>],
    indented: &[bool],
    methods: &[Method<'a>],
) -> Vec<(usize, Habit)> {
    outer(lines, indented, methods)
        .into_iter()
        .map(|read| {
            (
                read.line,
                Habit {
                    column: read.column,
                    text: if read.via.is_empty() {
                        super::advice::outer_in_fn(read.name, read.function)
                    } else {
                        passed_on(&read)
                    },
                },
            )
        })
        .collect()
}

fn outer<'a>(
    lines: &'a [Vec<(usize, Tok<'a>)>],
    indented: &[bool],
    methods: &[Method<'a>],
) -> Vec<Read<'a>> {
    let top = |i: usize| !indented.get(i).copied().unwrap_or(true);
    let mut declared: BTreeSet<&str> = BTreeSet::new();
    let mut out = Vec::new();
    // Each function's name, parameters and body lines.
    let mut bodies: Vec<(&str, BTreeSet<&str>, std::ops::Range<usize>)> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if !top(i) {
            i += 1;
            continue;
        }
        let words: Vec<&Tok<'a>> = lines[i]
            .iter()
            .map(|(_, t)| t)
            .skip_while(|t| matches!(t, Tok::Ident("export" | "default" | "async")))
            .collect();
        match words.as_slice() {
            // `Quake = namedtuple(...)`: a class, which its own point
            // makes a maker function.
            [
                Tok::Ident(_),
                Tok::Punct("="),
                Tok::Ident("namedtuple" | "NamedTuple"),
                ..,
            ] => {
                i += 1;
            }
            // `GRADE_RE = re.compile(...)`: no value Rhai has, which the
            // regex's own point replaces with code (trial 131 was told
            // to pass it in).
            [
                Tok::Ident(_),
                Tok::Punct("="),
                Tok::Ident("re"),
                Tok::Punct("."),
                Tok::Ident("compile"),
                ..,
            ] => {
                i += 1;
            }
            // `loss = lambda r: ...`: a function, which its own point
            // makes a `fn` every `fn` can call (trial 139's `report` was
            // told to pass `loss` on).
            [Tok::Ident(_), Tok::Punct("="), Tok::Ident("lambda"), ..] => {
                i += 1;
            }
            // (Not a module required, `const path = require('path')`,
            // whose own point drops the line: trial 95 was told to pass
            // `path` in.)
            [Tok::Ident("const" | "let" | "var"), Tok::Ident(_), ..]
                if words.contains(&&Tok::Ident("require")) =>
            {
                i += 1;
            }
            // `const isEnum = <E ...>(e, v) => ...`: a function, which its
            // own point makes a `fn` every `fn` can call (trial 149's
            // `report` was told to pass `isEnum` on).
            [
                Tok::Ident("const" | "let" | "var"),
                Tok::Ident(_),
                Tok::Punct("="),
                value @ ..,
            ] if super::tokens::holds_function(value.iter().copied()) => {
                i += 1;
            }
            [Tok::Ident("const" | "let" | "var"), Tok::Ident(name), ..]
            | [Tok::Ident(name), Tok::Punct("="), ..] => {
                declared.insert(name);
                i += 1;
            }
            // (TypeScript's type parameters, `function groupBy<T, K>(`,
            // stand before the parameters.)
            [
                Tok::Ident(word @ ("function" | "def" | "fn")),
                Tok::Ident(function),
                rest @ ..,
            ] if *function != "apply" && matches!(rest.first(), Some(Tok::Punct("(" | "<"))) => {
                // (A plugin's `apply` becomes a closure in the plugin map,
                // which sees the variables around it.)
                let params: BTreeSet<&str> = rest
                    .iter()
                    .skip_while(|t| ***t != Tok::Punct("("))
                    .take_while(|t| ***t != Tok::Punct(")"))
                    .filter_map(|t| match t {
                        Tok::Ident(p) => Some(*p),
                        _ => None,
                    })
                    .collect();
                let end = body_end(lines, i, *word == "def", &top);
                let mut locals: BTreeSet<&str> = BTreeSet::new();
                let mut seen: BTreeSet<&str> = BTreeSet::new();
                for (line, body) in lines.iter().enumerate().take(end).skip(i + 1) {
                    for (k, (column, tok)) in body.iter().enumerate() {
                        let Tok::Ident(name) = tok else { continue };
                        let prev = k.checked_sub(1).map(|p| &body[p].1);
                        let next = body.get(k + 1).map(|(_, t)| t);
                        // `let x`, `for x`, or Python's `x = ...`: a local.
                        if matches!(prev, Some(Tok::Ident("let" | "const" | "var" | "for")))
                            || (k == 0 && next == Some(&Tok::Punct("=")))
                        {
                            locals.insert(name);
                        }
                        if declared.contains(name)
                            && !params.contains(name)
                            && !locals.contains(name)
                            && !matches!(prev, Some(Tok::Punct("." | "::")))
                            && next != Some(&Tok::Punct(":"))
                            && seen.insert(name)
                        {
                            out.push(Read {
                                line: line + 1,
                                column: *column,
                                name,
                                function,
                                via: Vec::new(),
                            });
                        }
                    }
                }
                bodies.push((function, params, i + 1..end));
                i = end.max(i + 1);
            }
            _ => i += 1,
        }
    }
    // A function that calls one told to take a variable takes it too,
    // to pass it on (trial 135's `main` called `parseLine` and
    // `buildReport`, told to take `TYPE_ORDER`, and was told nothing).
    loop {
        let mut more: Vec<Read<'a>> = Vec::new();
        let mut changed = false;
        for (function, params, body) in &bodies {
            for line in body.clone() {
                let toks = &lines[line];
                for (k, (column, tok)) in toks.iter().enumerate() {
                    let Tok::Ident(called) = tok else { continue };
                    let prev = k.checked_sub(1).map(|p| &toks[p].1);
                    let call = toks.get(k + 1).map(|(_, t)| t) == Some(&Tok::Punct("("));
                    // `b.cost` or `b.cost(...)`: a method of the code's
                    // classes told to take names (trial 140).
                    let (via, names): (Via<'a>, Vec<&'a str>) = if matches!(
                        prev,
                        Some(Tok::Punct("."))
                    ) && let Some((
                        _,
                        property,
                        names,
                    )) = methods
                        .iter()
                        .find(|(m, property, _)| m == called && (call || *property))
                    {
                        // (Called on the class, `Ledger.load(...)`: a
                        // class method, trial 149.)
                        let on_class = k >= 2
                            && matches!(&toks[k - 2].1, Tok::Ident(c) if c.starts_with(|ch: char| ch.is_ascii_uppercase()));
                        if on_class && call {
                            (Via::Static(called), names.clone())
                        } else {
                            (Via::Method(called, *property), names.clone())
                        }
                    } else if called == function
                        || !call
                        || matches!(prev, Some(Tok::Punct("." | "::")))
                    {
                        continue;
                    } else {
                        let names = out
                            .iter()
                            .chain(&more)
                            .filter(|r| r.function == *called)
                            .map(|r| r.name)
                            .collect();
                        (Via::Function(called), names)
                    };
                    for name in names {
                        if params.contains(name) {
                            continue;
                        }
                        let mine = |r: &&mut Read<'a>| r.function == *function && r.name == name;
                        if let Some(read) = out.iter_mut().chain(more.iter_mut()).find(mine) {
                            // (Told once, at the first call, naming each.)
                            if !read.via.is_empty() && !read.via.contains(&via) {
                                read.via.push(via);
                            }
                            continue;
                        }
                        more.push(Read {
                            line: line + 1,
                            column: *column,
                            name,
                            function,
                            via: vec![via],
                        });
                        changed = true;
                    }
                }
            }
        }
        out.extend(more);
        if !changed {
            break;
        }
    }
    out
}

/// What a function that calls ones told to take a variable is told: it
/// takes the variable too, and passes it on.
fn passed_on(read: &Read<'_>) -> String {
    let (function, name) = (read.function, read.name);
    let named: Vec<String> = read
        .via
        .iter()
        .map(|via| match via {
            Via::Function(f) => format!("`{f}`"),
            Via::Method(m, false) => format!("the method `{m}`"),
            Via::Method(m, true) => format!("the property `{m}` (a method in Rhai, called)"),
            Via::Static(m) => format!("the class method `{m}` (a `fn` called alone in Rhai)"),
        })
        .collect();
    let calls: Vec<String> = read
        .via
        .iter()
        .map(|via| match via {
            Via::Function(f) => format!("`{f}(..., {name})`"),
            Via::Method(m, false) => format!("`x.{m}(..., {name})`"),
            // (The property's call with no arguments: the point that
            // writes it gives it every name its `fn` takes, in order;
            // `x.fine(LIMITS)` was filled after the first, trial 175.)
            Via::Method(m, true) => format!("`x.{m}()`"),
            Via::Static(m) => format!("`{m}(..., {name})`"),
        })
        .collect();
    let (which, is) = if named.len() == 1 {
        ("which", "is")
    } else {
        ("which", "are")
    };
    let verb = if read
        .via
        .iter()
        .all(|via| matches!(via, Via::Method(_, true)))
    {
        "reads"
    } else {
        "calls"
    };
    format!(
        "`{function}` {verb} {}, {which} {is} told to take `{name}` as a parameter (a `fn` sees only its parameters): so `{function}` takes it too, `fn {function}(..., {name})`, and passes it on, {}; or make `{name}` a `const` inside each `fn` that reads it, and no call needs the extra argument",
        named.join(" and "),
        calls.join(" and ")
    )
}

/// The index of the first line after the body of the function that starts
/// on line `start`: by its braces, or for Python (`def`) by indentation.
fn body_end(
    lines: &[Vec<(usize, Tok<'_>)>],
    start: usize,
    python: bool,
    top: &impl Fn(usize) -> bool,
) -> usize {
    if python {
        return (start + 1..lines.len())
            .find(|i| top(*i) && !lines[*i].is_empty())
            .unwrap_or(lines.len());
    }
    let mut depth = 0usize;
    let mut opened = false;
    for (i, toks) in lines.iter().enumerate().skip(start) {
        for (_, tok) in toks {
            match tok {
                Tok::Punct("{") => {
                    depth += 1;
                    opened = true;
                }
                Tok::Punct("}") => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        if opened && depth == 0 {
            return i + 1;
        }
    }
    lines.len()
}

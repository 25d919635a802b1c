//! A function that reads a variable declared outside it: JavaScript and
//! Python functions see the module's variables, a Rhai `fn` sees only its
//! parameters (and a top-level `const` as `global::NAME`), so such a read
//! fails where the function runs.

use std::collections::BTreeSet;

use super::tokens::{Habit, Tok};

/// Whether `source` (Rhai) declares `name` with `const` at its top level.
pub(super) fn top_level_constant(source: &str, name: &str) -> bool {
    source.lines().any(|line| {
        line.strip_prefix("const ").is_some_and(|rest| {
            rest.trim_start().starts_with(name)
                && rest.trim_start()[name.len()..]
                    .trim_start()
                    .starts_with(['=', ';'])
        })
    })
}

/// The first read, in each top-level function, of a variable declared at
/// the top level of the code (`const WORDS = [...]` then `function
/// spell(n) { ... WORDS[n] ... }`), with the 1-based line. `lines` are the
/// lines' tokens, literals blanked; `indented` tells the lines that start
/// with whitespace.
pub(super) fn outer_reads(
    lines: &[Vec<(usize, Tok<'_>)>],
    indented: &[bool],
) -> Vec<(usize, Habit)> {
    let top = |i: usize| !indented.get(i).copied().unwrap_or(true);
    let mut declared: BTreeSet<&str> = BTreeSet::new();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let toks = &lines[i];
        if !top(i) {
            i += 1;
            continue;
        }
        let words: Vec<&Tok<'_>> = toks
            .iter()
            .map(|(_, t)| t)
            .skip_while(|t| matches!(t, Tok::Ident("export" | "async")))
            .collect();
        match words.as_slice() {
            [Tok::Ident("const" | "let" | "var"), Tok::Ident(name), ..]
            | [Tok::Ident(name), Tok::Punct("="), ..] => {
                declared.insert(name);
                i += 1;
            }
            [
                Tok::Ident(word @ ("function" | "def" | "fn")),
                Tok::Ident(name),
                Tok::Punct("("),
                rest @ ..,
            ] => {
                let params: BTreeSet<&str> = rest
                    .iter()
                    .take_while(|t| **t != &Tok::Punct(")"))
                    .filter_map(|t| match t {
                        Tok::Ident(p) => Some(*p),
                        _ => None,
                    })
                    .collect();
                let end = body_end(lines, i, *word == "def", &top);
                let mut locals: BTreeSet<&str> = BTreeSet::new();
                let mut seen: BTreeSet<&str> = BTreeSet::new();
                for (line, body) in lines.iter().enumerate().take(end).skip(i).skip(1) {
                    for (k, (column, tok)) in body.iter().enumerate() {
                        let Tok::Ident(read) = tok else { continue };
                        let prev = k.checked_sub(1).map(|p| &body[p].1);
                        let next = body.get(k + 1).map(|(_, t)| t);
                        if matches!(prev, Some(Tok::Ident("let" | "const" | "var" | "for"))) {
                            locals.insert(read);
                        } else if next == Some(&Tok::Punct("=")) && k == 0 {
                            // Python's `x = ...` inside the function.
                            locals.insert(read);
                        }
                        if declared.contains(read)
                            && !params.contains(read)
                            && !locals.contains(read)
                            && !matches!(prev, Some(Tok::Punct("." | "::")))
                            && next != Some(&Tok::Punct(":"))
                            && seen.insert(read)
                        {
                            out.push((
                                line + 1,
                                Habit {
                                    column: *column,
                                    text: format!(
                                        "a Rhai `fn` sees only its parameters, not the variables around it: `{read}` is declared outside `{name}`. Declare it with `const {read} = ...;` at the top level and read it inside as `global::{read}`, or pass it in as a parameter, `fn {name}(..., {read})`"
                                    ),
                                },
                            ));
                        }
                    }
                }
                i = end.max(i + 1);
            }
            _ => i += 1,
        }
    }
    out
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

//! Habits about changing a value, found across the lines of the code: a
//! method that changes a value in place (and returns `()`) with a call
//! chained after it, on its line or the next (`.sort(...)` then
//! `.slice(...)`), and a `const` that a later line changes
//! (`const xs = []; ... xs.push(w)`).

use super::foreign;
use super::tokens::{Habit, Tok};

/// The habits of `lines` (each line's tokens, literals blanked), with
/// their 1-based line.
pub(super) fn found(lines: &[Vec<(usize, Tok<'_>)>], written: &[&str]) -> Vec<(usize, Habit)> {
    let mut out = chained_after_in_place(lines);
    out.extend(assigned_from_in_place(lines, written));
    out.extend(changed_constants(lines));
    out
}

fn chained_after_in_place(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<(usize, Habit)> {
    let mut out = Vec::new();
    for (index, toks) in lines.iter().enumerate() {
        for (i, window) in toks.windows(3).enumerate() {
            let [
                (_, Tok::Punct(".")),
                (column, Tok::Ident(method)),
                (_, Tok::Punct("(")),
            ] = window
            else {
                continue;
            };
            if !foreign::IN_PLACE.contains(method) {
                continue;
            }
            let Some(close) = closing(toks, i + 2) else {
                continue;
            };
            let next = match &toks[close + 1..] {
                [(_, Tok::Punct(".")), (_, Tok::Ident(next)), ..] => Some(*next),
                [] => lines[index + 1..]
                    .iter()
                    .find(|t| !t.is_empty())
                    .and_then(|t| match t.as_slice() {
                        [(_, Tok::Punct(".")), (_, Tok::Ident(next)), ..] => Some(*next),
                        _ => None,
                    }),
                _ => None,
            };
            if let Some(next) = next {
                out.push((
                    index + 1,
                    Habit {
                        column: *column,
                        text: foreign::after_in_place(method, next),
                    },
                ));
            }
        }
    }
    out
}

/// `let sorted = xs.sort(...);` (or `const`, `var`, `x = ...`, `return
/// xs.sort(...)`): a method that changes the value in place, whose `()`
/// the code keeps as if it were the changed value. `written` holds the
/// lines as written, for the receiver's text.
fn assigned_from_in_place(
    lines: &[Vec<(usize, Tok<'_>)>],
    written: &[&str],
) -> Vec<(usize, Habit)> {
    let mut out = Vec::new();
    for (index, toks) in lines.iter().enumerate() {
        let (target, from) = match toks.as_slice() {
            [
                (_, Tok::Ident("let" | "const" | "var")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                ..,
            ] => (Some(*name), 3),
            [(_, Tok::Ident(name)), (_, Tok::Punct("=")), ..] => (Some(*name), 2),
            [(_, Tok::Ident("return")), ..] => (None, 1),
            _ => continue,
        };
        // The last call of the statement is the in-place one.
        let end = toks
            .iter()
            .position(|(_, t)| *t == Tok::Punct(";"))
            .unwrap_or(toks.len());
        let Some(dot) = (from..end).rev().find(|k| {
            matches!(
                (toks.get(*k), toks.get(k + 1), toks.get(k + 2)),
                (
                    Some((_, Tok::Punct("."))),
                    Some((_, Tok::Ident(m))),
                    Some((_, Tok::Punct("(")))
                ) if foreign::IN_PLACE.contains(m)
            )
        }) else {
            continue;
        };
        if dot <= from || closing(toks, dot + 2).map(|c| c + 1) != Some(end) {
            continue;
        }
        // `const keys = (m) => [...m.keys()].sort()`: a function's body,
        // which a later hint teaches, not a value kept.
        if toks[from..dot].iter().any(|(_, t)| *t == Tok::Punct("=>")) {
            continue;
        }
        let (column, Tok::Ident(method)) = &toks[dot + 1] else {
            continue;
        };
        let line: Vec<char> = written.get(index).unwrap_or(&"").chars().collect();
        let receiver: String = line
            .get(toks[from].0 - 1..toks[dot].0 - 1)
            .map(|c| c.iter().collect())
            .unwrap_or_default();
        let receiver = receiver.trim();
        // `[...list]` or `[...m.values()]`: a copy, which a `let` makes in
        // Rhai (a spread is JavaScript's).
        let spread = receiver
            .strip_prefix("[...")
            .and_then(|r| r.strip_suffix(']'))
            .filter(|r| !r.contains(','));
        let receiver = spread.unwrap_or(receiver);
        let plain = receiver.chars().all(|c| c == '_' || c.is_alphanumeric());
        // `langMinutes.entries()` or `Object.entries(m)`: a value Rhai
        // writes otherwise, told at its own point.
        let foreign = receiver.starts_with("Object.")
            || receiver.starts_with("Array.")
            || receiver.split('.').skip(1).any(|call| {
                call.split_once('(')
                    .is_some_and(|(name, _)| foreign::method(name).is_some())
            });
        let receiver = if foreign { "..." } else { receiver };
        let text = match target {
            // (Of a Map, `[...byGuard]` is its pairs, not `byGuard`: trial
            // 70. The spread's own point writes the array.)
            Some(name) if spread.is_some() && plain && !receiver.is_empty() => format!(
                "`{method}` changes the array in place and returns `()`, so `{name}` would be `()`: keep the array in `{name}` first, `let {name} = ...;` (what `[...{receiver}]` is, as its own point writes it: `{receiver}` itself for an array), then change it on its own line, `{name}.{method}(...);`"
            ),
            // (A call's spread, `[...log.groupBy('section')]`: what its
            // own point writes, not the call kept, trial 152's Map.)
            Some(name) if spread.is_some() && !foreign && !receiver.is_empty() => format!(
                "`{method}` changes the array in place and returns `()`, so `{name}` would be `()`: keep the array in `{name}` first, `let {name} = ...;` (what `[...{receiver}]` is, as its own point writes it), then change it on its own line, `{name}.{method}(...);`"
            ),
            Some(name) if plain && !receiver.is_empty() => format!(
                "`{method}` changes `{receiver}` in place and returns `()`, so `{name}` would be `()`: call it on its own line, `{receiver}.{method}(...);`, then use `{receiver}` (`let {name} = {receiver};` copies it)"
            ),
            Some(name) => format!(
                "`{method}` changes the value in place and returns `()`, so `{name}` would be `()`: keep the value first, then change it, `let {name} = {receiver}; {name}.{method}(...);`"
            ),
            None if plain && !receiver.is_empty() => format!(
                "`{method}` changes `{receiver}` in place and returns `()`, so this returns `()`: call it on its own line, `{receiver}.{method}(...);`, then `return {receiver};`"
            ),
            None => continue,
        };
        out.push((
            index + 1,
            Habit {
                column: *column,
                text,
            },
        ));
    }
    out
}

/// The index of the `)` that closes the `(` at `open`, on the same line.
fn closing(toks: &[(usize, Tok<'_>)], open: usize) -> Option<usize> {
    super::tokens::closing(toks.iter().map(|(_, t)| t), open)
}

/// Whether the tokens after a target's first `[` or `.` reach an `=`
/// before any call.
fn assigns(rest: &[(usize, Tok<'_>)]) -> bool {
    rest.iter()
        .find(|(_, t)| matches!(t, Tok::Punct("=" | "(" | "=>")))
        .is_some_and(|(_, t)| *t == Tok::Punct("="))
}

/// The change a line makes through a name whose path follows, `rest`
/// (`.rejects.push(r)`, `.set(k, v)`): a method that changes its value,
/// called at the path's end, as `.push(...)`.
fn changed_path(rest: &[(usize, Tok<'_>)]) -> Option<String> {
    let mut k = 0;
    while let [(_, Tok::Punct(".")), (_, Tok::Ident(word)), after @ ..] = &rest[k..] {
        if matches!(after.first(), Some((_, Tok::Punct("("))))
            && (foreign::CHANGING.contains(word) || matches!(*word, "set" | "add"))
        {
            return Some(format!(".{word}(...)"));
        }
        k += 2;
    }
    None
}

fn changed_constants(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<(usize, Habit)> {
    let mut out = Vec::new();
    for (index, toks) in lines.iter().enumerate() {
        // `for (const p of players) { p.rating += 10; }`: the loop's item
        // is a copy in Rhai, and its `const` is no constant at all.
        if let Some((name, array)) = toks.windows(6).find_map(|w| match w {
            [
                (_, Tok::Ident("for")),
                (_, Tok::Punct("(")),
                (_, Tok::Ident("const" | "let" | "var")),
                (_, Tok::Ident(name)),
                (_, Tok::Ident("of")),
                (_, Tok::Ident(array)),
            ] => Some((*name, *array)),
            _ => None,
        }) {
            let changed = lines[index + 1..]
                .iter()
                .take(30)
                .enumerate()
                .find_map(|(k, t)| match t.as_slice() {
                    [
                        (column, Tok::Ident(n)),
                        (_, Tok::Punct(".")),
                        (_, Tok::Ident(field)),
                        rest @ ..,
                    ] if *n == name && assigns(rest) => Some((index + 1 + k, *column, *field)),
                    _ => None,
                });
            if let Some((line, column, field)) = changed {
                out.push((
                    line + 1,
                    Habit {
                        column,
                        text: format!(
                            "`{name}` is a copy of the element in Rhai's `for`, so `{name}.{field} = ...` is lost: loop with the index and change the element, `for ({name}, i) in {array} {{ {array}[i].{field} = ...; }}`"
                        ),
                    },
                ));
            }
            continue;
        }
        let Some((column, name)) = toks.windows(2).find_map(|w| match w {
            [(column, Tok::Ident("const")), (_, Tok::Ident(name))] => Some((*column, *name)),
            _ => None,
        }) else {
            continue;
        };
        // Until the name is declared again with `let`.
        let changed = lines[index + 1..]
            .iter()
            .take_while(|t| {
                !t.windows(2).any(
                    |w| matches!(w, [(_, Tok::Ident("let")), (_, Tok::Ident(n))] if *n == name),
                )
            })
            .find_map(|t| {
                t.windows(4)
                    .find_map(|w| match w {
                        [
                            (_, prev),
                            (_, Tok::Ident(n)),
                            (_, Tok::Punct(".")),
                            (_, Tok::Ident(method)),
                        ] if *n == name
                            && *prev != Tok::Punct(".")
                            && (foreign::CHANGING.contains(method)
                                // A JavaScript `Map`'s `set`, a `Set`'s `add`.
                                || matches!(*method, "set" | "add")) =>
                        {
                            Some(*method)
                        }
                        _ => None,
                    })
                    .map(|method| format!(".{method}(...)"))
                    // `xs.forEach(tag => { counts[tag] = ... })`: into the
                    // constant inside a block.
                    .or_else(|| {
                        (1..t.len()).find_map(|k| match (&t[k - 1].1, &t[k].1, t.get(k + 1)) {
                            (
                                Tok::Punct("{" | ";"),
                                Tok::Ident(n),
                                Some((_, Tok::Punct("[" | "."))),
                            ) if *n == name && assigns(&t[k + 2..]) => {
                                Some(format!("{name}[...] = ..."))
                            }
                            _ => None,
                        })
                    })
                    .or_else(|| match t.as_slice() {
                        // `groups.set(k, g)` of a `Map`, `log.rejects.push(r)`
                        // of an object's field (trial 85 met both at run
                        // time): a change through the constant's path.
                        [(_, Tok::Ident(n)), rest @ ..]
                            if *n == name && changed_path(rest).is_some() =>
                        {
                            changed_path(rest)
                        }
                        // `m[k] = v`, `m.k = v`, `m[k] += 1`: into a constant
                        // (no call before the `=`: `xs.forEach(t => { m[t] = 1 })`
                        // changes `m`, not `xs`).
                        [(_, Tok::Ident(n)), (_, Tok::Punct("[" | ".")), rest @ ..]
                            if *n == name && assigns(rest) =>
                        {
                            Some(format!("{name}[...] = ..."))
                        }
                        _ => None,
                    })
            });
        if let Some(method) = changed {
            out.push((
                index + 1,
                Habit {
                    column,
                    text: foreign::constant_changed(name, &method),
                },
            ));
        }
    }
    out
}

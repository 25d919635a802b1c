//! Points of an answer read against each other and against the code's
//! other lines, after each is written in the code's own terms: what a
//! point on one line changes about another's. A closure made a `fn` is
//! told the names it can no longer read; a `fn` named as a service's
//! method is told to take another name; a getter of one name in two
//! classes, two `fn`s; a date's format, where the point on dates counts
//! minutes; a shorthand in the body of a parameter taken whole; and the
//! items of a Map's spread, which its point makes keys.

use std::collections::HashMap;

use super::tokens::{Habit, MOST_NAMES, Tok};
use super::{advice, habits, methods, tokens};

/// A closure held by a `const`, made a `fn` as its point offers: told the
/// functions that call it, and the top-level names (or its function's
/// locals) it reads, which a `fn` cannot.
pub(super) fn closure_reads(
    elsewhere: &mut [(usize, Habit)],
    code: &str,
    code_tokens: &[Vec<(usize, Tok<'_>)>],
    python: bool,
) {
    // `const dayLines = (orders) => { ... DAYS ... }`: made a `fn`, as its
    // point offers, it cannot read the top-level `const DAYS`.
    if !python {
        let code_lines: Vec<&str> = code.lines().collect();
        let constants = methods::top_level_names(code_tokens);
        // The lines of each function declared, `function main(...) {` (a
        // `fn` in Rhai, which sees no closure around it), to where its
        // braces close.
        let braced = |from: usize| -> String {
            let taken = braced_lines(&code_lines, from).unwrap_or(MOST_BRACED);
            code_lines
                .iter()
                .skip(from)
                .take(taken)
                .flat_map(|l| [*l, "\n"])
                .collect()
        };
        let functions: Vec<(&str, usize, String)> = code_lines
            .iter()
            .enumerate()
            .filter_map(|(i, l)| {
                let t = l.trim_start();
                let t = t.strip_prefix("export ").unwrap_or(t);
                let t = t.strip_prefix("default ").unwrap_or(t);
                let t = t.strip_prefix("async ").unwrap_or(t);
                let name = t.strip_prefix("function ")?.split('(').next()?.trim();
                let name = name.split('<').next().unwrap_or(name).trim();
                (!name.is_empty()).then(|| (name, i, braced(i)))
            })
            .collect();
        for (line, h) in elsewhere.iter_mut() {
            let Some(name) = h
                .text
                .strip_prefix('`')
                .and_then(|t| t.split_once("` is a `const` holding a closure"))
                .map(|(name, _)| name.to_owned())
            else {
                continue;
            };
            // A function that calls it or passes it on: it becomes a `fn`
            // too (trial 66's `function main` calling `const sum = ...`).
            let word = |c: char| c.is_alphanumeric() || c == '_';
            // (Only a constant of the top level: one inside a function is
            // that function's own.)
            let top = !functions.iter().any(|(_, start, body)| {
                (*start..start + body.lines().count()).contains(&(*line - 1))
            });
            let callers: Vec<String> = functions
                .iter()
                .filter(|(f, _, body)| {
                    top && *f != name
                        && body.match_indices(name.as_str()).any(|(at, _)| {
                            !body[..at]
                                .chars()
                                .next_back()
                                .is_some_and(|c| word(c) || c == '.')
                                && !body[at + name.len()..].chars().next().is_some_and(word)
                        })
                })
                .map(|(f, ..)| format!("`{f}`"))
                .collect();
            if !callers.is_empty() {
                // (What the point says after, a name to change, stays.)
                let after = h
                    .text
                    .split_once("to call it from other `fn`s)")
                    .map_or("", |(_, after)| after);
                h.text = format!(
                    "`{name}` is a `const` holding a closure, and {} {} it{}{name}` a `fn` too, `fn {name}(...) {{ ... }}`, which every `fn` and closure can call{after}",
                    callers.join(" and "),
                    if callers.len() > 1 { "use" } else { "uses" },
                    advice::CLOSURE_MADE_FN
                );
            }
            // The closure's lines: to where its braces close, and on to
            // the end of its statement where its body is on the lines
            // after `=>` (trial 67's `const classify = (c) =>` then
            // `c > LIMITS.high ? ...;`).
            let mut body = braced(*line - 1);
            let mut next = *line - 1 + body.lines().count();
            while body.trim_end().ends_with("=>")
                || (!body.trim_end().ends_with([';', '}', ','])
                    && code_lines.get(next).is_some_and(|l| {
                        let t = l.trim_start();
                        l.starts_with(char::is_whitespace)
                            && !t.is_empty()
                            && !["const ", "let ", "var ", "function ", "export ", "class "]
                                .iter()
                                .any(|w| t.starts_with(w))
                    }))
            {
                let Some(more) = code_lines.get(next) else {
                    break;
                };
                body.push_str(more);
                body.push('\n');
                next += 1;
            }
            // (And the constants declared beside it, where the code stands
            // inside `execute`, as pasted: trial 100's `LOST_FEE`; or
            // inside the function around it, whose locals they are: trial
            // 137's `main`, not another function's.)
            let indent = |l: &str| l.len() - l.trim_start().len();
            let own_indent = code_lines.get(*line - 1).map_or(0, |l| indent(l));
            let around = functions
                .iter()
                .filter(|(_, start, body)| {
                    *start < *line - 1 && *line - 1 < start + body.lines().count()
                })
                .max_by_key(|(_, start, _)| *start);
            let lines_around = around.map_or(0..code_lines.len(), |(_, start, body)| {
                *start..start + body.lines().count()
            });
            let beside: Vec<&str> = code_lines
                .iter()
                .enumerate()
                .filter(|(i, l)| {
                    own_indent > 0 && indent(l) == own_indent && lines_around.contains(i)
                })
                .map(|(_, l)| l)
                .filter_map(|l| {
                    let rest = l.trim_start().strip_prefix("const ")?;
                    // (Not a function held in a name, `const score = (e)
                    // => ...`, which its own point makes a `fn` every
                    // `fn` can call: trial 156.)
                    if rest.split_once('=').is_some_and(|(_, value)| {
                        tokens::holds_function(tokens::tokenize(value).iter().map(|(_, t)| t))
                    }) {
                        return None;
                    }
                    let name = rest.split([' ', '=', ':', ';']).next()?;
                    (!name.is_empty()
                        && name
                            != h.text
                                .get(1..)
                                .and_then(|t| t.split('`').next())
                                .unwrap_or(""))
                    .then_some(name)
                })
                .filter(|n| !constants.contains(n))
                .collect();
            // (A name read, not a field of the same word: `p.flowers`.)
            let read = |c: &str| {
                body.match_indices(c).any(|(at, _)| {
                    !body[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|ch| word(ch) || ch == '.')
                        && !body[at + c.len()..].chars().next().is_some_and(word)
                })
            };
            let tops: Vec<&str> = constants.iter().copied().filter(|c| read(c)).collect();
            let locals: Vec<&str> = beside
                .iter()
                .filter(|c| read(c))
                .filter(|b| !tops.contains(b))
                .copied()
                .collect();
            let listed = |names: &[&str]| {
                names
                    .iter()
                    .map(|r| format!("`{r}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let whose = match (around, tops.is_empty(), locals.is_empty()) {
                (_, true, true) => None,
                (Some((f, ..)), true, false) => Some(format!("`{f}`'s {}", listed(&locals))),
                (Some((f, ..)), false, false) => Some(format!(
                    "the top-level {} and `{f}`'s {}",
                    listed(&tops),
                    listed(&locals)
                )),
                _ => Some(format!(
                    "the top-level {}",
                    listed(&[tops.as_slice(), locals.as_slice()].concat())
                )),
            };
            // (One it changes, `teams.set(name, ...)`: a `fn` would change
            // a copy, trial 147's `team`.)
            let changes = |c: &str| {
                body.match_indices(c).any(|(at, _)| {
                    let rest = body[at + c.len()..].trim_start();
                    !body[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|ch| word(ch) || ch == '.')
                        && ([
                            ".set(",
                            ".push(",
                            ".add(",
                            ".delete(",
                            ".insert(",
                            ".remove(",
                            ".clear(",
                            ".splice(",
                            ".pop(",
                            ".shift(",
                            ".unshift(",
                            "+=",
                            "-=",
                        ]
                        .iter()
                        .any(|m| rest.starts_with(m))
                            || (rest.starts_with('=') && !rest.starts_with("=="))
                            || (rest.starts_with('[')
                                && rest.split_once(']').is_some_and(|(_, after)| {
                                    let after = after.trim_start();
                                    after.starts_with('=') && !after.starts_with("==")
                                })))
                })
            };
            let changed: Vec<&str> = [tops.as_slice(), locals.as_slice()]
                .concat()
                .into_iter()
                .filter(|c| changes(c))
                .collect();
            if let Some(whose) = whose.as_ref().filter(|_| !changed.is_empty()) {
                // (Its advice to make the helper a `fn` goes: it would
                // change a copy.)
                let text = match h.text.split_once(" (a `fn` sees no variable around it") {
                    Some((before, rest)) => format!(
                        "{before}{}",
                        rest.split_once("from other `fn`s)")
                            .map_or("", |(_, after)| after)
                    ),
                    None => h.text.clone(),
                };
                // (And an entry it returns is a copy: `return
                // teams.get(name);`, then `team(m.home).record(...)`.)
                let entry = changed
                    .iter()
                    .find(|c| {
                        body.contains(&format!("return {c}.get("))
                            || body.contains(&format!("return {c}["))
                    })
                    .map_or(String::new(), |c| {
                        // (The method the code calls on what it returns,
                        // `team(m.home).record(...)`.)
                        let method = code_tokens.iter().find_map(|line| {
                            let toks: Vec<&Tok<'_>> = line.iter().map(|(_, t)| t).collect();
                            toks.windows(2).enumerate().find_map(|(i, w)| {
                                let [Tok::Ident(f), Tok::Punct("(")] = w else {
                                    return None;
                                };
                                let close = tokens::closing(toks.iter().copied(), i + 1)?;
                                match toks.get(close + 1..close + 4)? {
                                    [Tok::Punct("."), Tok::Ident(m), Tok::Punct("(")]
                                        if *f == name =>
                                    {
                                        Some(*m)
                                    }
                                    _ => None,
                                }
                            })
                        });
                        let called = method.map_or(String::new(), |m| {
                            format!(", and a method's, `{name}(k).{m}(...)` as `{c}[k].{m}(...)`")
                        });
                        format!(
                            "; and the entry of `{c}` it returns is a copy, so a change made to what it returns, `{name}(k).x += 1`, is lost: change the entry in `{c}` itself, `{c}[k].x += 1`{called}"
                        )
                    });
                h.text = format!(
                    "{text}; keep it a closure, declared beside {whose}: it changes {}, which a `fn` cannot (a `fn` sees no variable around it, and one passed in is a copy, whose changes are lost){entry}",
                    listed(&changed)
                );
            } else if let Some(whose) = whose {
                h.text = format!(
                    "{}; made a `fn`, it cannot read {whose} either: pass it in, `fn {name}(..., {})`, or make it a `const` inside the `fn`",
                    h.text,
                    [tops, locals].concat().join(", ")
                );
            }
        }
    }
}

/// A `fn` named as a method the code calls on a service: Rhai would call
/// the `fn`.
pub(super) fn shadowed_services(elsewhere: &mut [(usize, Habit)], source: &str) {
    // `def read(text):` beside `ctx.fs.read(path)`: a `fn` of the
    // service method's name, which Rhai finds first, so the service call
    // reaches the code's own (trial 103).
    // (The service calls read once: `ctx.fs.read(` as `read` of `fs`.)
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let service_methods: HashMap<&str, &str> = source
        .match_indices("ctx.")
        .filter_map(|(at, m)| {
            let rest = &source[at + m.len()..];
            let end = rest.find(|c: char| !word(c)).unwrap_or(rest.len());
            let method = rest[end..].strip_prefix('.')?;
            let len = method.find(|c: char| !word(c)).unwrap_or(method.len());
            (end > 0 && len > 0 && method[len..].starts_with('('))
                .then(|| (&method[..len], &rest[..end]))
        })
        .collect();
    for (_, h) in elsewhere.iter_mut() {
        if service_methods.is_empty() {
            break;
        }
        let Some(name) = h
            .text
            .strip_prefix("write `fn ")
            .and_then(|t| t.split_once('('))
            .map(|(name, _)| name.to_owned())
        else {
            continue;
        };
        if let Some(service) = service_methods.get(name.as_str()) {
            h.text.push_str(&format!(
                "; name it otherwise, `{name}_text` (and each call of it): Rhai finds a `fn {name}` before a service's method of that name, so `ctx.{service}.{name}(...)` would call this one"
            ));
        }
    }
}

/// A getter of one name in two classes: two `fn`s of one name in Rhai.
pub(super) fn shared_getters(
    elsewhere: &mut [(usize, Habit)],
    source_lines: &[&str],
    python: bool,
) {
    // `get rate()` in two classes (trial 71): two `fn rate()` in Rhai,
    // the second refused ("Function rate ... already exists").
    if !python {
        let mut class = "";
        let getters: Vec<(usize, &str, &str)> = source_lines
            .iter()
            .enumerate()
            .filter_map(|(i, l)| {
                let t = l.trim_start();
                let t = t.strip_prefix("export ").unwrap_or(t);
                if let Some(rest) = t.strip_prefix("class ") {
                    class = rest
                        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .next()
                        .unwrap_or_default();
                }
                let name = t.strip_prefix("get ")?.split('(').next()?.trim();
                Some((i + 1, class, name))
            })
            .collect();
        for (line, h) in elsewhere.iter_mut() {
            let Some((_, class, name)) = getters.iter().find(|(at, ..)| at == line) else {
                continue;
            };
            let others = getters
                .iter()
                .filter(|(_, c, n)| n == name && c != class)
                .count();
            if h.text.starts_with(habits::GETTERS) && others > 0 {
                h.text = format!(
                    "{}{}",
                    h.text,
                    methods::shared_method(name, class, others + 1)
                );
            }
        }
    }
}

/// A date's format read as its text where the point on dates counts minutes.
pub(super) fn counted_dates(elsewhere: &mut [(usize, Habit)]) {
    // `{c['when']:%H:%M}` reads the date as its text, where the point on
    // dates counts it in minutes (trial 134's player followed both, and
    // `sub_string` of a number failed): each such read says so.
    let dates_counted = elsewhere
        .iter()
        .any(|(_, h)| h.text.starts_with(&advice::DATES[..90]));
    if dates_counted {
        // `f["when"].hour` in a form: a datetime's field, where the point
        // on dates counts minutes (trial 178's form read `.hour` of what
        // the player had made a number).
        for (_, h) in elsewhere.iter_mut() {
            let (rhai, _) = habits::rhai_part(&h.text);
            let Some(at) = rhai.match_indices(".hour").map(|(k, _)| k).find(|&k| {
                !rhai[k + 5..].starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '(')
            }) else {
                continue;
            };
            let value = &rhai[tokens::path_start(&rhai[..at])..at];
            if value.is_empty() || h.text.starts_with(&advice::DATES[..90]) {
                continue;
            }
            let value = value.to_owned();
            h.text.push_str(&format!(
                "; `{value}.hour` reads a Python datetime's field: where the point on dates makes `{value}` a count of minutes, its hour is `({value} % 1440) / 60` (and its minute `{value} % 60`)"
            ));
        }
        for (_, h) in elsewhere.iter_mut() {
            if !h.text.starts_with("write the backtick template") {
                continue;
            }
            let Some((value, _)) = h.text.split_once(".sub_string(11, 2) + \":\" + ") else {
                continue;
            };
            let value = value.rsplit("${").next().unwrap_or(value);
            if value.is_empty() || !h.text.contains(&format!("{value}.sub_string(14, 2)")) {
                continue;
            }
            let value = value.to_owned();
            // `{end - start}` of two dates: Python's timedelta, which
            // prints as `15:07:00` (trial 152's form kept the difference).
            let word =
                |w: &str| !w.is_empty() && w.chars().all(|c| c.is_alphanumeric() || c == '_');
            let span = h.text.split("${").skip(1).find_map(|field| {
                let (inside, _) = field.split_once('}')?;
                let (a, b) = inside.split_once(" - ")?;
                let (a, b) = (a.trim(), b.trim());
                (word(a) && word(b) && (a == value || b == value))
                    .then(|| (a.to_owned(), b.to_owned()))
            });
            h.text.push_str(&format!(
                "; this reads `{value}` as the date's text, `\"2024-03-01 09:30\"`: where the point on dates makes it a count of minutes, its `%H:%M` is `((m % 1440) / 60).to_string().pad_start(2, \"0\") + \":\" + (m % 60).to_string().pad_start(2, \"0\")` of `let m = {value};`"
            ));
            if let Some((a, b)) = span {
                h.text.push_str(&format!(
                    "; and `{a} - {b}` of two dates is Python's timedelta, which prints as hours, minutes and seconds, `15:07:00`: of minutes, `let d = {a} - {b};` then `` `${{d / 60}}:${{(d % 60).to_string().pad_start(2, \"0\")}}:00` `` (for a span under a day)"
                ));
            }
        }
    }
}

/// A shorthand in the body of a function whose destructured parameter is
/// taken whole.
pub(super) fn whole_parameters(elsewhere: &mut [(usize, Habit)], source_lines: &[&str]) {
    // `constructor({ date, raft }) { Object.assign(this, { date, raft }); }`:
    // the parameter's point takes the object whole as `item`, so a
    // shorthand in its body reads the fields from it (trial 136's was told
    // `date: date`, a name the body no longer has).
    let taken_whole: Vec<(usize, usize, String, Vec<String>)> = elsewhere
        .iter()
        .filter_map(|(line, h)| {
            let rest = h
                .text
                .strip_prefix("a Rhai parameter cannot destructure `{ ")?;
            let (names, rest) = rest.split_once(" }`: take the object as one parameter, `")?;
            let (whole, _) = rest.split_once('`')?;
            let end = braced_lines(source_lines, line.saturating_sub(1))
                .map_or(*line, |taken| line.saturating_sub(1) + taken);
            let names = names.split(", ").map(str::to_owned).collect();
            Some((*line, end, whole.to_owned(), names))
        })
        .collect();
    for (line, h) in elsewhere.iter_mut() {
        if !h.text.contains("JavaScript's shorthand") {
            continue;
        }
        let Some((.., whole, names)) = taken_whole
            .iter()
            .filter(|(start, end, ..)| start < &*line && *line <= *end)
            .max_by_key(|(start, ..)| *start)
        else {
            continue;
        };
        // (A field named as a word Rhai reserves is read by its key,
        // `item["call"]`: trial 145's `item.call` did not parse.)
        h.text = habits::in_rhai_part(&h.text, |rhai| {
            names.iter().fold(rhai.to_owned(), |out, name| {
                tokens::rewrite_each(&out, &format!("{name}: {name}"), |before, after| {
                    (!tokens::ends_word(before)
                        && !after.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
                    .then(|| {
                        if tokens::RESERVED_NAMES.contains(&name.as_str()) {
                            (format!("{name}: {whole}[\"{name}\"]"), 0)
                        } else {
                            (format!("{name}: {whole}.{name}"), 0)
                        }
                    })
                })
            })
        });
    }
}

/// `else:` of a `try`/`except`: Rhai's `try` has none (trial 168 was
/// told a block's braces, `else { ... }`, which the parser refused).
pub(super) fn try_else(elsewhere: &mut [(usize, Habit)], source_lines: &[&str]) {
    let indent = |l: &str| l.len() - l.trim_start().len();
    for (line, h) in elsewhere.iter_mut() {
        if !h
            .text
            .starts_with("Rhai blocks are in braces, not `:` and indentation: `else")
        {
            continue;
        }
        let Some(own) = source_lines.get(line.saturating_sub(1)) else {
            continue;
        };
        if own.trim() != "else:" {
            continue;
        }
        let header = source_lines[..line.saturating_sub(1)]
            .iter()
            .rev()
            .find(|l| !l.trim().is_empty() && indent(l) <= indent(own));
        if header.is_some_and(|l| indent(l) == indent(own) && l.trim_start().starts_with("except"))
        {
            h.text = "Rhai's `try` has no `else`: its lines run when the `try` block threw nothing, so move them to the end of the `try` block, after what may throw (a `throw` among them is then caught too: where that matters, set a flag at the end of the `try`, `ok = true;`, declared before it, and run them after the `catch` when it is set)".to_owned();
        }
    }
}

/// `const bad = scores.find(...); if (bad !== undefined)` in code whose
/// `Number.isNaN` point makes a text that is no number `()`: a `()`
/// found then reads as none found, so the point on `undefined` takes the
/// index instead (trial 170's test of `bad != ()` passed over a `()`
/// found, and a later `to_int` met it).
pub(super) fn found_nan(elsewhere: &mut [(usize, Habit)], source_lines: &[&str]) {
    const UNDEFINED: &str = "Rhai has no `undefined`: ";
    const NEAR: usize = 40;
    if !elsewhere
        .iter()
        .any(|(_, h)| h.text.starts_with("Rhai has no `Number.isNaN`"))
    {
        return;
    }
    for (line, h) in elsewhere.iter_mut() {
        if !h.text.starts_with(UNDEFINED) {
            continue;
        }
        let at = line.saturating_sub(1);
        let Some(own) = source_lines.get(at) else {
            continue;
        };
        let toks = tokens::tokenize(own);
        let tested = toks.windows(3).find_map(|w| match w {
            [
                (_, Tok::Ident(x)),
                (_, Tok::Punct("!==" | "===" | "!=" | "==")),
                (_, Tok::Ident("undefined")),
            ] => Some(*x),
            _ => None,
        });
        let Some(x) = tested else {
            continue;
        };
        // `const x = xs.find(`, the nearest set of `x` before (in the
        // lines just above: a test stands near its `find`, and a long
        // program's every test reads no more than these).
        let found = source_lines[..at].iter().rev().take(NEAR).find_map(|l| {
            let toks = tokens::tokenize(l);
            let k = toks.iter().position(|(_, t)| *t == Tok::Ident(x))?;
            let rest = &toks[k..];
            match rest {
                [
                    (_, Tok::Ident(_)),
                    (_, Tok::Punct("=")),
                    (_, Tok::Ident(xs)),
                    (_, Tok::Punct(".")),
                    (_, Tok::Ident("find")),
                    (_, Tok::Punct("(")),
                    ..,
                ] => Some(*xs),
                _ => None,
            }
        });
        if let Some(xs) = found {
            h.text = format!(
                "{}; `{x}` comes from `find`, which gives `()` where no item passes, and the `to_number` of the point on `Number.isNaN` gives `()` for a text that is no number, so a `()` found would read as none found: take its index instead, `let at = {xs}.index_of(|s| ...); if at >= 0 {{ let {x} = {xs}[at]; ... }}` (`index_of` of a closure gives -1 where no item passes)",
                h.text
            );
        }
    }
}

/// A form whose closure reads `this` (a method's `self`), `xs.map(|c|
/// this.average(c))`: a closure inside a method sees no `this`, as the
/// class's point says, so the form keeps it first, `let me = this;`, and
/// reads `me` in the closure; a template on the same line that the
/// closure holds is told the same (trial 167's were refused).
pub(super) fn closures_in_methods(elsewhere: &mut [(usize, Habit)]) {
    let mut lines = Vec::new();
    for (line, h) in elsewhere.iter_mut() {
        let before = h.text.clone();
        h.text = habits::in_rhai_part(&h.text, |rhai| {
            tokens::in_code_spans(rhai, |code| {
                let Some(open) = code.find("(|") else {
                    return code.to_owned();
                };
                let Some(head) = code[open + 2..].find('|') else {
                    return code.to_owned();
                };
                let body_from = open + 2 + head + 1;
                if !code[body_from..].contains("this.") || code.contains("let me = this;") {
                    return code.to_owned();
                }
                // (After a double backtick's space, `` ``let ...``.)
                let lead = code.len() - code.trim_start().len();
                format!(
                    "{}let me = this; {}{}",
                    &code[..lead],
                    &code[lead..body_from],
                    code[body_from..].replace("this.", "me.")
                )
            })
        });
        if h.text != before {
            lines.push(*line);
        }
    }
    for (line, h) in elsewhere.iter_mut() {
        if lines.contains(line)
            && h.text.starts_with("write the backtick template")
            && h.text.contains("${this.")
        {
            h.text.push_str("; inside the closure of the line's other point, read `me` for `this` (`let me = this;` first: a closure sees no `this`)");
        }
    }
}

/// `avg_s, low_s = ...` in an `if` whose names another point declares
/// before it (first set inside the block, read after it): each is
/// assigned there, not declared again (trial 167's `let avg_s = ...`
/// inside the `if` and its `else` vanished at the block's end).
pub(super) fn declared_before(elsewhere: &mut [(usize, Habit)]) {
    let declared: Vec<(usize, String)> = elsewhere
        .iter()
        .filter_map(|(line, h)| {
            let rest = h.text.strip_prefix('`')?;
            let (name, block) = rest.split_once(super::python::SET_INSIDE)?;
            // (A `try`'s are assigned by the pass on names set in a
            // `try`, which says so in its own words.)
            (super::tokens::is_name(name) && !block.starts_with("try`"))
                .then(|| (*line, name.to_owned()))
        })
        .collect();
    if declared.is_empty() {
        return;
    }
    for (line, h) in elsewhere.iter_mut() {
        let unpacking = h
            .text
            .starts_with("Rhai has no tuple unpacking: declare each name with its value, `")
            || h.text.starts_with(
                "Rhai assigns one variable at a time: declare each name with the value, `",
            );
        if !unpacking {
            continue;
        }
        // (The branch that sets them first, and the others below it.)
        let names: Vec<&str> = declared
            .iter()
            .filter(|(at, _)| *at <= *line && *line <= at + 30)
            .map(|(_, name)| name.as_str())
            .collect();
        let mut assigned = false;
        for name in names {
            let let_form = format!("let {name} = ");
            if h.text.contains(&let_form) {
                h.text = h.text.replace(&let_form, &format!("{name} = "));
                assigned = true;
            }
        }
        if assigned {
            h.text = h
                .text
                .replacen("declare each name with its value, `", "assign each name its value (declared before the block, as the point on it says), `", 1)
                .replacen("declare each name with the value, `", "assign each name the value (declared before the block, as the point on it says), `", 1);
        }
    }
}

/// A shorthand map of a variable that another point renames, `match`
/// (a reserved word) told `match_`: the key keeps its name, the value is
/// the renamed variable (trial 164's `#{ match: match }` did not parse).
pub(super) fn renamed_shorthand(elsewhere: &mut [(usize, Habit)]) {
    let renamed: Vec<String> = elsewhere
        .iter()
        .filter_map(|(_, h)| {
            let rest = h.text.strip_prefix('`')?;
            let (name, rest) = rest.split_once('`')?;
            rest.starts_with(" is a reserved word in Rhai: name the variable otherwise, e.g. `")
                .then(|| name.to_owned())
        })
        .collect();
    if renamed.is_empty() {
        return;
    }
    for (_, h) in elsewhere.iter_mut() {
        // (One name's, or several's, `id` and `module` ...: trial 172.)
        if !h.text.contains("is JavaScript's shorthand")
            && !h.text.contains("are JavaScript's shorthand")
        {
            continue;
        }
        let mut told = Vec::new();
        for name in &renamed {
            let pair = format!(" {name}: {name},");
            let last = format!(" {name}: {name} }}");
            if h.text.contains(&pair) || h.text.contains(&last) {
                h.text = h
                    .text
                    .replacen(&pair, &format!(" {name}: {name}_,"), 1)
                    .replacen(&last, &format!(" {name}: {name}_ }}"), 1);
                told.push(format!("`{name}_`"));
            }
        }
        if !told.is_empty() {
            h.text.push_str(&format!(
                " ({} the variable renamed as the reserved word's point says; the key keeps its name)",
                told.join(", ")
            ));
        }
    }
}

/// `dogs = by_class.get(cls)` (or `by_class[cls]`, in JavaScript `const
/// dogs = byClass.get(cls)`) then `dogs.sort(...)`, with `by_class` read
/// again after: Python and JavaScript share the list, Rhai copies it into
/// the variable, so the map never sees the change (trial 164's handler
/// points came out of the unsorted lists). Told at the change, with the
/// write back.
pub(super) fn changed_copies(elsewhere: &mut Vec<(usize, Habit)>, source_lines: &[&str]) {
    let word = super::tokens::is_name;
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut told = Vec::new();
    for (i, line) in source_lines.iter().enumerate() {
        let own = line.trim();
        let own = ["const ", "let ", "var "]
            .iter()
            .find_map(|k| own.strip_prefix(k))
            .unwrap_or(own);
        let Some((names, values)) = own.split_once(" = ") else {
            continue;
        };
        // (Unpacked too, `h, a = table[home], table[away]`: trial 166's
        // form declared each, copies, and the table stayed at zeros.)
        let names: Vec<&str> = names.split(',').map(str::trim).collect();
        let values = super::translate::top_level_parts(values.trim().trim_end_matches(';'));
        if names.len() != values.len() {
            continue;
        }
        for (name, value) in names.iter().zip(&values) {
            let name = *name;
            let value = value.trim();
            let Some((map, key)) = value
                .strip_suffix(')')
                .and_then(|v| v.split_once(".get("))
                .or_else(|| value.strip_suffix(']').and_then(|v| v.split_once('[')))
            else {
                continue;
            };
            // (One key: `m.get(k)`, not `m.get(k, [])`, whose default is no
            // entry of the map.)
            if !word(name) || !word(map) || key.contains(',') || key.trim().is_empty() {
                continue;
            }
            let key = key.trim();
            let block = indent(line);
            let body: Vec<(usize, &str)> = source_lines
                .iter()
                .enumerate()
                .skip(i + 1)
                .take_while(|(_, l)| l.trim().is_empty() || indent(l) >= block)
                .take(60)
                .map(|(k, l)| (k, *l))
                .collect();
            let changes = [
                ".sort(",
                ".append(",
                ".push(",
                ".extend(",
                ".reverse(",
                ".insert(",
                ".remove(",
                ".pop(",
                ".clear(",
            ];
            // (Or a field or an entry of it set, `h["P"] += 1`, `h.won += 1`.)
            let set = |t: &str| {
                let Some(rest) = t.strip_prefix(name) else {
                    return false;
                };
                let rest = if let Some(inner) = rest.strip_prefix('[') {
                    match super::translate::closing_of(inner, ']') {
                        Some(close) => &inner[close + 1..],
                        None => return false,
                    }
                } else if let Some(field) = rest.strip_prefix('.') {
                    field.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_')
                } else {
                    return false;
                };
                let rest = rest.trim_start();
                ["=", "+=", "-=", "*=", "/="]
                    .iter()
                    .any(|op| rest.starts_with(op) && !rest.starts_with("=="))
            };
            let Some((at, _)) = body.iter().find(|(_, l)| {
                let t = l.trim();
                changes.iter().any(|c| t.starts_with(&format!("{name}{c}"))) || set(t)
            }) else {
                continue;
            };
            // (A few such changes: each looks over the lines after it.)
            if told.len() >= MOST_NAMES {
                break;
            }
            // (Written back already, or the map not read again.)
            let written_back = body.iter().any(|(_, l)| {
                let t = l.trim();
                t.starts_with(&format!("{map}[{key}] = {name}"))
            });
            let read_after = source_lines.iter().skip(at + 1).any(|l| {
                l.match_indices(map).any(|(k, _)| {
                    !super::tokens::ends_word(&l[..k])
                        && !l[k + map.len()..]
                            .starts_with(|c: char| c.is_alphanumeric() || c == '_')
                })
            });
            if written_back || !read_after {
                continue;
            }
            let key = super::translate::expression(key).trim().to_owned();
            let column = source_lines[*at].len() - source_lines[*at].trim_start().len() + 1;
            told.push((
            at + 1,
            Habit {
                column,
                text: format!(
                    "`{name}` holds a copy of `{map}[{key}]` in Rhai (a map's value is copied into a variable, where Python and JavaScript share it), and `{map}` is read again below, which never sees this change: write it back after the changes, `{map}[{key}] = {name};`"
                ),
            },
        ));
        }
    }
    elsewhere.extend(told);
}

/// `p = puzzles.setdefault(puzzle, [])` then `p.append((a, m))`: the
/// point's `p.push(...)` would add to a copy (trial 150's player rated it
/// misleading), so the push goes through the map, `puzzles[puzzle]`.
pub(super) fn pushed_through_maps(elsewhere: &mut [(usize, Habit)], source_lines: &[&str]) {
    let word = super::tokens::is_name;
    for (line, h) in elsewhere.iter_mut() {
        if !h.text.starts_with("Python's `append` adds one item") {
            continue;
        }
        let Some(own) = source_lines.get(line.saturating_sub(1)) else {
            continue;
        };
        let Some((list, _)) = own.trim().split_once(".append(") else {
            continue;
        };
        if !word(list) {
            continue;
        }
        let indent = |l: &str| l.len() - l.trim_start().len();
        let own_indent = indent(own);
        // The line that sets it, above in the same block.
        let set = source_lines[..line.saturating_sub(1)]
            .iter()
            .rev()
            .take_while(|l| l.trim().is_empty() || indent(l) >= own_indent)
            .find_map(|l| {
                let (name, value) = l.trim().split_once(" = ")?;
                (name == list).then_some(value)
            });
        let Some((map, args)) = set.and_then(|v| v.split_once(".setdefault(")) else {
            continue;
        };
        let Some(key) = super::translate::top_level_parts(args)
            .first()
            .map(|k| k.trim().to_owned())
        else {
            continue;
        };
        let map = map.trim().replacen("self.", "this.", 1);
        let through = format!("{map}[{key}]");
        let before = h.text.clone();
        h.text = h
            .text
            .replacen(&format!("`{list}.push("), &format!("`{through}.push("), 1);
        if h.text != before {
            h.text.push_str(&format!(
                "; `{list}` holds a copy of `{through}`, whose changes the map never sees, so the push goes through the map"
            ));
        }
    }
}

/// The name a spread of a Map's entries is kept in, `const ranked =
/// [...m.entries()].sort(...)` on line `at` (from 1): not where the
/// statement maps its items to something else, `.map(([t, bs]) => [t,
/// ...])`, whose items are what the map makes (trial 151's `ranked` of
/// pairs was told keys).
fn kept_name<'a>(source_lines: &[&'a str], at: usize) -> Option<&'a str> {
    let line = source_lines.get(at.saturating_sub(1))?;
    let (head, rest) = line.trim_start().split_once(" = [...")?;
    let name = head.split_whitespace().last()?;
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let chained = source_lines
        .iter()
        .skip(at)
        .take_while(|l| l.trim_start().starts_with('.'));
    let maps = rest.contains(".map(") || chained.clone().any(|l| l.contains(".map("));
    (!maps).then_some(name)
}

/// The lines after a Map's entries spread kept in a name, `const
/// categories = [...byCategory.entries()].sort(...)`, that read its items
/// as pairs, as JavaScript's are: the spread's point makes them keys, so
/// a loop `for (const [name, { count }] of categories)` is a loop over
/// keys, and `categories[0]?.[0]` the first key (trial 151's three points
/// read pairs after the spread's point made them keys).
pub(super) fn kept_spread_keys(elsewhere: &mut Vec<(usize, Habit)>, source_lines: &[&str]) {
    let word = super::tokens::is_name;
    let kept: Vec<(usize, &str, String, String)> = elsewhere
        .iter()
        .filter_map(|(line, h)| {
            let rest = h
                .text
                .strip_prefix("Rhai has no spread, and a map gives no pairs: `[...")?;
            let (spread, _) = rest.split_once("]`")?;
            let map = spread.strip_suffix(".entries()")?;
            let name = kept_name(source_lines, *line)?;
            Some((*line, name, map.to_owned(), spread.to_owned()))
        })
        .collect();
    let mut added = Vec::new();
    for (at, name, map, spread) in kept.into_iter().take(MOST_NAMES) {
        for (k, own) in source_lines.iter().enumerate().skip(at) {
            let line = k + 1;
            // `for (const [name, { count, qty }] of categories)`.
            let looped = own
                .trim_start()
                .strip_prefix("for (const [")
                .or_else(|| own.trim_start().strip_prefix("for (let ["))
                .and_then(|rest| rest.split_once(&format!("] of {name})")))
                .map(|(names, _)| names);
            if let Some(names) = looped
                && let Some((key, value)) = names.split_once(',')
                && word(key.trim())
            {
                let key = key.trim();
                let value = value.trim();
                let reads = match value.strip_prefix('{').and_then(|v| v.strip_suffix('}')) {
                    Some(fields) if fields.split(',').all(|f| word(f.trim())) => {
                        let reads: Vec<String> = fields
                            .split(',')
                            .map(|f| format!("let {0} = v.{0};", f.trim()))
                            .collect();
                        format!("let v = {map}[{key}]; {}", reads.join(" "))
                    }
                    _ if word(value) => format!("let {value} = {map}[{key}];"),
                    _ => continue,
                };
                let column = own.find("for (").map_or(1, |c| c + 1);
                // (Its destructuring's own point goes: this one says it.)
                elsewhere.retain(|(l, h)| {
                    *l != line || !h.text.starts_with("a Rhai parameter cannot destructure")
                });
                added.push((
                    line,
                    Habit {
                        column,
                        text: format!(
                            "Rhai's `for` binds one item, and over `{map}`'s keys, as the point on `[...{spread}]` writes it, each item of `{name}` is a key: `for {key} in {name} {{ {reads} ... }}`"
                        ),
                    },
                ));
            }
            // `categories[0]?.[0]` and `categories[0][1]`: the key, and
            // its value read from the map.
            if own.contains(&format!("{name}[")) {
                for (l, h) in elsewhere.iter_mut() {
                    if *l != line {
                        continue;
                    }
                    h.text = habits::in_rhai_part(&h.text, |rhai| {
                        tokens::rewrite_each(rhai, &format!("{name}["), |before, after| {
                            if tokens::ends_word(before) {
                                return None;
                            }
                            let (index, rest) = after.split_once(']')?;
                            if !index.chars().all(|c| c.is_ascii_digit()) || index.is_empty() {
                                return None;
                            }
                            let taken = index.len() + 1;
                            if rest.starts_with("[0]") {
                                Some((format!("{name}[{index}]"), taken + 3))
                            } else if rest.starts_with("[1]") {
                                Some((format!("{map}[{name}[{index}]]"), taken + 3))
                            } else {
                                None
                            }
                        })
                    });
                }
            }
        }
    }
    elsewhere.extend(added);
}

/// `def team(self, name): ... return self.teams[name]` then
/// `self.team(m.home).record(...)`: the method returns a copy of the
/// map's entry, so the change made to it is lost (trial 154's table would
/// have stayed empty; trial 146's `setdefault` form is told at its own
/// point). Told at the call, with the change written through the map.
pub(super) fn returned_entries(elsewhere: &mut Vec<(usize, Habit)>, source_lines: &[&str]) {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let word = super::tokens::is_name;
    let mut read = 0;
    for (i, line) in source_lines.iter().enumerate() {
        let Some(rest) = line.trim().strip_prefix("def ") else {
            continue;
        };
        // (A few methods: each is looked for over every line.)
        read += 1;
        if read > MOST_NAMES {
            break;
        }
        let Some((method, params)) = rest.split_once('(') else {
            continue;
        };
        let Some(param) = params
            .strip_prefix("self, ")
            .and_then(|p| p.split([')', ',', ':']).next())
            .map(str::trim)
            .filter(|p| word(p))
        else {
            continue;
        };
        // Its body's last line: `return self.teams[name]`.
        let own = indent(line);
        let last = source_lines[i + 1..]
            .iter()
            .take_while(|l| l.trim().is_empty() || indent(l) > own)
            .filter(|l| !l.trim().is_empty())
            .last();
        let Some(map) = last
            .and_then(|l| l.trim().strip_prefix("return self."))
            .and_then(|r| r.strip_suffix(&format!("[{param}]")))
            .filter(|m| word(m))
        else {
            continue;
        };
        // Each call of it whose result a method is called on.
        let called = format!("self.{method}");
        for (k, l) in source_lines.iter().enumerate() {
            let Some((at, argument, change)) = super::translate::call_then_method(l, &called)
            else {
                continue;
            };
            elsewhere.push((
                k + 1,
                Habit {
                    column: l[..at].chars().count() + 1,
                    text: format!(
                        "`{method}` returns `self.{map}[{param}]`, and Rhai copies a map's entry it returns, so `self.{method}({argument}).{change}(...)` changes the copy and the change is lost: make the entry, then change it in the map itself, `this.{method}({argument}); this.{map}[{argument}].{change}(...);`"
                    ),
                },
            ));
        }
    }
}

/// JavaScript's `row(team) { ... return this.rows.get(team); }` then
/// `const s = this.row(team);` and `s.played += 1`: the method returns a
/// copy of the map's entry, so the changes made to `s` are lost (trial
/// 155's point told only to declare `s` with `let`).
pub(super) fn returned_entries_js(elsewhere: &mut Vec<(usize, Habit)>, source_lines: &[&str]) {
    let word = super::tokens::is_name;
    let mut read = 0;
    for (i, line) in source_lines.iter().enumerate() {
        let t = line.trim();
        let t = ["private ", "public ", "protected "]
            .iter()
            .find_map(|p| t.strip_prefix(p))
            .unwrap_or(t);
        let Some((method, rest)) = t.split_once('(') else {
            continue;
        };
        let Some(param) = rest.split([')', ':', ',']).next().map(str::trim) else {
            continue;
        };
        if !word(method)
            || !word(param)
            || !t.ends_with('{')
            || super::tokens::KEYWORDS.contains(&method)
        {
            continue;
        }
        read += 1;
        if read > MOST_NAMES {
            break;
        }
        // Its `return this.rows.get(team)` within the next lines.
        let body_end = braced_lines(source_lines, i).unwrap_or(0);
        let map = source_lines[i..i + body_end].iter().find_map(|l| {
            let r = l.trim().strip_prefix("return this.")?;
            let r = r.trim_end_matches(';').trim_end_matches('!');
            r.strip_suffix(&format!(".get({param})"))
                .or_else(|| r.strip_suffix(&format!("[{param}]")))
                .filter(|m| word(m))
        });
        let Some(map) = map else {
            continue;
        };
        let called = format!(" = this.{method}(");
        for (k, l) in source_lines.iter().enumerate() {
            let Some((head, rest)) = l.split_once(&called) else {
                continue;
            };
            let Some(name) = head.split_whitespace().last().filter(|n| word(n)) else {
                continue;
            };
            let Some((argument, _)) = rest.split_once(')') else {
                continue;
            };
            // (Only where the code changes it after: `s.played += 1`.)
            let changes = source_lines[k + 1..].iter().take(20).any(|after| {
                after.trim_start().starts_with(&format!("{name}."))
                    && (after.contains("+=")
                        || after.contains("-=")
                        || after.contains("++")
                        || after.contains(".push(")
                        || after
                            .split_once(" = ")
                            .is_some_and(|(lhs, _)| lhs.trim().starts_with(&format!("{name}."))))
            });
            if !changes {
                continue;
            }
            elsewhere.push((
                k + 1,
                Habit {
                    column: l.len() - l.trim_start().len() + 1,
                    text: format!(
                        "`this.{method}({argument})` returns `this.{map}`'s entry, and Rhai copies a map's entry it returns, so the changes made to `{name}` are lost: change the entry in the map itself, `this.{map}[{argument}].x += 1;`, or write `{name}` back when done, `this.{map}[{argument}] = {name};`"
                    ),
                },
            ));
        }
    }
}

/// A method of no parameters told to take names, `fn __str__(PENALTY)`
/// called as `obj.__str__(PENALTY)`: every other form's call of it,
/// `${x.__str__()}`, passes them too (trial 155's template wrote the call
/// without them, which fails).
pub(super) fn passed_in_calls(elsewhere: &mut [(usize, Habit)]) {
    let taken: Vec<(String, String)> = elsewhere
        .iter()
        .filter_map(|(_, h)| {
            let rest = h.text.strip_prefix(methods::IN_A_CLASS)?;
            let (method, rest) = rest.split_once("()` becomes")?;
            // (The last such call: the first is the method's without them.)
            let (_, rest) = rest.rsplit_once(&format!("called as `obj.{method}("))?;
            let (args, _) = rest.split_once(")`")?;
            (!args.is_empty() && !method.contains(['(', ' ']))
                .then(|| (method.to_owned(), args.to_owned()))
        })
        .collect();
    if taken.is_empty() {
        return;
    }
    for (_, h) in elsewhere.iter_mut() {
        for (method, args) in &taken {
            let bare = format!(".{method}()");
            if h.text.contains(&bare) {
                h.text = tokens::in_code_spans(&h.text, |code| {
                    code.replace(&bare, &format!(".{method}({args})"))
                });
            }
        }
    }
}

/// `Appt._fields` of a namedtuple, whose own point drops the line that
/// makes it: the array of its fields' names, as written (trial 150's form
/// kept `Appt._fields.len()`).
pub(super) fn namedtuple_fields(elsewhere: &mut [(usize, Habit)], source_lines: &[&str]) {
    let records = super::python::namedtuples(source_lines);
    if records.is_empty() {
        return;
    }
    for (_, h) in elsewhere.iter_mut() {
        if !h.text.contains("._fields") {
            continue;
        }
        h.text = habits::in_rhai_part(&h.text, |rhai| {
            records
                .iter()
                .fold(rhai.to_owned(), |out, (class, fields)| {
                    let names: Vec<String> = fields.iter().map(|f| format!("\"{f}\"")).collect();
                    tokens::rewrite_each(&out, &format!("{class}._fields"), |before, after| {
                        if tokens::ends_word(before) {
                            None
                        } else if after.starts_with(".len()") {
                            // (Its count, `len(Appt._fields)`.)
                            Some((names.len().to_string(), ".len()".len()))
                        } else {
                            Some((format!("[{}]", names.join(", ")), 0))
                        }
                    })
                })
        });
    }
}

/// A name that holds a file's text, `data = ctx.fs.read(...)` or the
/// parameter of `def parse(lines):` called as `parse(ctx.fs.read(...))`,
/// walked as Python walks a file, by lines: `ctx.fs.read` gives one text,
/// which `for` and `map` do not walk by lines (trial 150's form wrote
/// `lines.map(...)` of the text). Told at the walk, and the forms on its
/// line walk `split("\n")`.
pub(super) fn walked_texts(elsewhere: &mut Vec<(usize, Habit)>, source_lines: &[&str]) {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let word = super::tokens::is_name;
    // The functions called with a file's text, `parse(ctx.fs.read(...))`,
    // read once (not per function: that grows with the square of the
    // code).
    let called_with_text: std::collections::HashSet<&str> = source_lines
        .iter()
        .flat_map(|l| {
            l.match_indices("(ctx.fs.read(")
                .map(move |(at, _)| &l[..at])
        })
        .filter_map(|before| {
            let start = before
                .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
                .map_or(0, |k| k + 1);
            let name = &before[start..];
            word(name).then_some(name)
        })
        .collect();
    // Each text name with the lines (from 0) where it holds the text.
    let mut texts: Vec<(String, std::ops::Range<usize>)> = Vec::new();
    for (i, l) in source_lines.iter().enumerate() {
        let t = l.trim();
        let t = ["const ", "let ", "var "]
            .iter()
            .find_map(|k| t.strip_prefix(k))
            .unwrap_or(t);
        if let Some((name, value)) = t.split_once(" = ")
            && word(name)
            && value.trim_start().starts_with("ctx.fs.read(")
        {
            // (To the end of its block.)
            let end = (i + 1..source_lines.len())
                .find(|&k| {
                    !source_lines[k].trim().is_empty() && indent(source_lines[k]) < indent(l)
                })
                .unwrap_or(source_lines.len());
            texts.push((name.to_owned(), i + 1..end));
        }
        // `def parse(lines):` of a call `parse(ctx.fs.read(...))`.
        if let Some(rest) = t.strip_prefix("def ")
            && let Some((function, params)) = rest.split_once('(')
            && let Some(first) = params.split([',', ')', ':']).next().map(str::trim)
            && word(first)
            && first != "self"
            && called_with_text.contains(function.trim())
        {
            let end = (i + 1..source_lines.len())
                .find(|&k| {
                    !source_lines[k].trim().is_empty() && indent(source_lines[k]) <= indent(l)
                })
                .unwrap_or(source_lines.len());
            texts.push((first.to_owned(), i + 1..end));
        }
    }
    let mut told = Vec::new();
    // (A few names: each is read over its lines and the points on them.)
    for (name, lines) in texts.iter().take(MOST_NAMES) {
        for k in lines.clone() {
            let l = source_lines[k];
            let walked = [":", "]", ")", " if "]
                .iter()
                .find_map(|after| l.find(&format!(" in {name}{after}")));
            let Some(at) = walked.filter(|_| l.contains("for ")) else {
                continue;
            };
            // (Set anew on the way, `lines = lines.split(...)`: no longer
            // the text.)
            if l.trim_start().starts_with(&format!("{name} =")) {
                break;
            }
            let column = l[..at + 4].chars().count() + 1;
            told.push((
                k + 1,
                Habit {
                    column,
                    text: format!(
                        "`{name}` holds the file's text (`ctx.fs.read` gives one text, not its lines, where Python walks a file by lines): walk its lines, `{name}.split(\"\\n\")` (with no `\\n` left on each; the last is `\"\"` where the text ends with a newline)"
                    ),
                },
            ));
            // The forms on the line walk the lines too.
            for (line, h) in elsewhere.iter_mut() {
                if *line == k + 1 {
                    h.text = habits::in_rhai_part(&h.text, |rhai| {
                        [".map(", ".filter(", ".reduce(", ".all(", ".some("]
                            .iter()
                            .fold(rhai.to_owned(), |out, method| {
                                tokens::rewrite_each(
                                    &out,
                                    &format!("{name}{method}"),
                                    |before, _| {
                                        (!tokens::ends_word(before))
                                            .then(|| (format!("{name}.split(\"\\n\"){method}"), 0))
                                    },
                                )
                            })
                    });
                }
            }
        }
    }
    elsewhere.extend(told);
}

/// The items of a Map's spread, which its point makes the Map's keys.
pub(super) fn spread_keys(elsewhere: &mut [(usize, Habit)], source_lines: &[&str]) {
    // `[...bySpecies.entries()]` then `.map(([name, ls]) => ...)`: the
    // spread's point makes the chain run over the map's keys, so the
    // closure's parameter is a key, not a pair (trial 69).
    let entries_spread: Vec<(usize, String, String)> = elsewhere
        .iter()
        .filter_map(|(line, h)| {
            let rest = h
                .text
                .strip_prefix("Rhai has no spread, and a map gives no pairs: `[...")?;
            let (spread, _) = rest.split_once("]`")?;
            let map = spread.strip_suffix(".entries()").unwrap_or(spread);
            Some((*line, map.to_owned(), spread.to_owned()))
        })
        .collect();
    for (line, h) in elsewhere.iter_mut() {
        // (On the spread's line, or on a line of the chain it starts,
        // `.sort(...)` then `.forEach(...)` below it: trial 111.)
        let chained = |at: usize| {
            (at + 1..=*line).all(|k| {
                source_lines
                    .get(k.saturating_sub(1))
                    .is_some_and(|l| l.trim_start().starts_with('.'))
            })
        };
        // (Or a later line's chain on the name the spread was kept in,
        // `const ranked = [...m.entries()].sort(...)` then
        // `ranked.forEach(([name, mins], i) => ...)`: trial 114.)
        let own = source_lines
            .get(line.saturating_sub(1))
            .copied()
            .unwrap_or_default();
        let kept_in = |at: usize| {
            // (Anywhere on the line a word does not run into it: trial
            // 158's `${keen.slice(0, 3).map(([m, n]) => ...)}`.)
            kept_name(source_lines, at).is_some_and(|name| {
                own.match_indices(&format!("{name}."))
                    .any(|(i, _)| !tokens::ends_word(&own[..i]))
            })
        };
        // (Not past a `.map(...)` of the chain, whose items are what it
        // makes: trial 130's `.sort(([, a], [, b]) => b - a)` after a map
        // to pairs was told keys.)
        let mapped = |at: usize| {
            (at + 1..*line).any(|k| {
                source_lines
                    .get(k.saturating_sub(1))
                    .is_some_and(|l| l.trim_start().starts_with(".map("))
            })
        };
        let Some((_, map, spread)) = entries_spread.iter().find(|(at, ..)| {
            (*at <= *line && *line <= *at + 8 && chained(*at) && !mapped(*at))
                || (*at < *line && kept_in(*at))
        }) else {
            continue;
        };
        // `const [topCrew, topKg] = [...crew.entries()].sort(...)[0]`:
        // the item the chain gives is a key (trial 136's point said
        // `arr[0]` and `arr[1]`, a key's characters).
        let plain = |n: &str| !n.is_empty() && n.chars().all(|c| c.is_alphanumeric() || c == '_');
        if h.text
            .starts_with("Rhai has no destructuring: write `let a = arr[0];`")
            && let Some((names, _)) = ["const [", "let [", "var ["]
                .iter()
                .find_map(|w| own.trim_start().strip_prefix(w))
                .and_then(|rest| rest.split_once("] = [..."))
            && let [key, value] = names
                .split(',')
                .map(str::trim)
                .collect::<Vec<_>>()
                .as_slice()
            && plain(key)
            && plain(value)
        {
            h.text = format!(
                "Rhai has no destructuring, and over `{map}`'s keys, as the point on `[...{spread}]` writes it, the item is a key: `let {key} = ...; let {value} = {map}[{key}];`, with the chain for `...` as the other points on this line write it"
            );
            continue;
        }
        // A comparer's pairs in another point's form, `b[1].len() -
        // a[1].len()` of the `||` fallback's: each a key, its value read
        // from the map (trial 127's read the key's second letter).
        if h.text.contains("`|a, b| ") && !h.text.starts_with("Rhai closures cannot destructure") {
            h.text = habits::in_rhai_part(&h.text, |rhai| {
                ["a", "b"].iter().fold(rhai.to_owned(), |out, side| {
                    [("1", format!("{map}[{side}]")), ("0", (*side).to_owned())]
                        .iter()
                        .fold(out, |out, (index, read)| {
                            tokens::rewrite_each(&out, &format!("{side}[{index}]"), |before, _| {
                                (!tokens::ends_word(before)).then(|| (read.clone(), 0))
                            })
                        })
                })
            });
            continue;
        }
        // `([name, mins], i)`: the index the closure takes besides.
        let index = h
            .text
            .split_once("`|pair, ")
            .and_then(|(_, rest)| rest.split_once('|'))
            .map(|(i, _)| format!(", {}", i.trim()))
            .unwrap_or_default();
        let Some(rest) = h
            .text
            .strip_prefix("Rhai closures cannot destructure their parameters (`[")
        else {
            continue;
        };
        let Some((names, _)) = rest.split_once("]`") else {
            continue;
        };
        let word = super::tokens::is_name;
        // A comparer's two pairs, `[a, xs], [b, ys]` or `[, a], [, b]`:
        // two keys, and each value read from the map.
        let pairs: Vec<Vec<&str>> = names
            .split("], [")
            .map(|group| group.split(',').map(str::trim).collect())
            .collect();
        if let [first, second] = pairs.as_slice()
            && let ([k1, v1], [k2, v2]) = (first.as_slice(), second.as_slice())
            && [v1, v2].iter().all(|v| word(v))
            && [k1, k2].iter().all(|k| k.is_empty() || word(k))
        {
            let (k1, k2) = (
                if k1.is_empty() { "k1" } else { k1 },
                if k2.is_empty() { "k2" } else { k2 },
            );
            h.text = format!(
                "Rhai closures cannot destructure their parameters (`[{names}]`), and over `{map}`'s keys, as the point on `[...{spread}]` writes it, each item is a key: `|{k1}, {k2}| {{ let {v1} = {map}[{k1}]; let {v2} = {map}[{k2}]; ... }}`"
            );
            continue;
        }
        // `[sku, { item, qty, net }]`: a key, and its value's fields
        // (trial 151's `top.forEach(...)`).
        if let Some((key, fields)) = names.split_once(", {")
            && word(key.trim())
            && let Some(fields) = fields.trim().strip_suffix('}')
            && fields.split(',').all(|f| word(f.trim()))
        {
            let key = key.trim();
            let reads: Vec<String> = fields
                .split(',')
                .map(|f| format!("let {0} = v.{0};", f.trim()))
                .collect();
            h.text = format!(
                "Rhai closures cannot destructure their parameters (`[{names}]`), and over `{map}`'s keys, as the point on `[...{spread}]` writes it, each item is a key: `|{key}{index}| {{ let v = {map}[{key}]; {} ... }}`",
                reads.join(" ")
            );
            continue;
        }
        match names.split(", ").collect::<Vec<_>>().as_slice() {
            // One pair, `[name, ls]`: a key, and its value read.
            [key, value] if (key.is_empty() || word(key)) && word(value) => {
                // (`[, list]`: the key unnamed, trial 120.)
                let key = if key.is_empty() { "k" } else { key };
                h.text = format!(
                    "Rhai closures cannot destructure their parameters (`[{names}]`), and over `{map}`'s keys, as the point on `[...{spread}]` writes it, each item is a key: `|{key}{index}| {{ let {value} = {map}[{key}]; ... }}`"
                );
            }
            // A comparer's two keys, `([a], [b])`.
            [first, second]
                if word(first.trim_end_matches(']')) && word(second.trim_start_matches('[')) =>
            {
                let (a, b) = (first.trim_end_matches(']'), second.trim_start_matches('['));
                h.text = format!(
                    "Rhai closures cannot destructure their parameters (`[{a}], [{b}]`), and over `{map}`'s keys, as the point on `[...{spread}]` writes it, each item is a key: `|{a}, {b}| ...`"
                );
            }
            _ => {}
        }
    }
}

/// The most lines a block is read over.
const MOST_BRACED: usize = 400;

/// How many lines, from index `from` through the one where the braces
/// opened on them close, a block takes; `None` where they do not close
/// within [`MOST_BRACED`] lines.
fn braced_lines(lines: &[&str], from: usize) -> Option<usize> {
    let mut depth = 0isize;
    lines
        .iter()
        .skip(from)
        .take(MOST_BRACED)
        .position(|l| {
            depth += l.matches('{').count() as isize - l.matches('}').count() as isize;
            depth <= 0
        })
        .map(|k| k + 1)
}

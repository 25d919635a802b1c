//! Calls in the Rhai an item writes, as the rest of the answer says to
//! write them: a class is made by its maker function (`new_game(...)` for
//! `Game(...)`), and a `fn` that had default values is passed every
//! argument (`bar(n, 80, "#")` for `bar(n)`, `bar(n, scale=80)`).
//!
//! Only code is rewritten: the code spans of an item's text, outside the
//! strings and the text of the templates in them.

use std::collections::HashMap;

use super::tokens::snake;

/// A Python function's parameters (past `self` and `cls`), each with its
/// default value in Rhai, if it has one.
pub(crate) type Params = Vec<(String, Option<String>)>;

/// The code's Python functions with a default value, by name: a name
/// defined twice with other parameters is left out, since a call does
/// not say which it reaches.
pub(crate) fn python_defaults(code: &str) -> HashMap<String, Params> {
    let mut out: HashMap<String, Params> = HashMap::new();
    let mut twice: Vec<String> = Vec::new();
    for line in code.lines() {
        let Some((name, params)) = line
            .trim_start()
            .strip_prefix("def ")
            .and_then(|rest| rest.split_once('('))
        else {
            continue;
        };
        let Some((params, _)) = params.rsplit_once(')') else {
            continue;
        };
        let name = name.trim();
        let Some(params) = parameters(params) else {
            continue;
        };
        if params.iter().all(|(_, default)| default.is_none()) {
            continue;
        }
        match out.get(name) {
            Some(known) if *known != params => twice.push(name.to_owned()),
            _ => {
                out.insert(name.to_owned(), params);
            }
        }
    }
    for name in twice {
        out.remove(&name);
    }
    out
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
        if part.starts_with('*') || part.starts_with('/') {
            return None;
        }
        let (name, default) = match part.split_once('=') {
            Some((name, default)) => (name, Some(default.trim())),
            None => (part, None),
        };
        let name = name.split(':').next().unwrap_or(name).trim();
        let default = default.map(|d| {
            let rhai = super::translate::expression(d);
            if rhai == "None" {
                "()".to_owned()
            } else {
                rhai
            }
        });
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
                    let keyword = arg
                        .split_once('=')
                        .filter(|(k, v)| {
                            !v.starts_with('=')
                                && !k.ends_with(['!', '<', '>', '='])
                                && k.trim().chars().all(|c| c.is_alphanumeric() || c == '_')
                        })
                        .and_then(|(k, v)| {
                            let at = params.iter().position(|(p, _)| p == k.trim())?;
                            Some((at, v.trim().to_owned()))
                        });
                    match keyword {
                        Some((at, value)) => *given.get_mut(at)? = Some(value),
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

/// `text` with the code of each of its code spans (between one backtick
/// or two) given to `rewrite`.
fn in_code_spans(text: &str, rewrite: impl Fn(&str) -> String) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('`') {
        out.push_str(&rest[..at]);
        let ticks = if rest[at..].starts_with("``") {
            "``"
        } else {
            "`"
        };
        let body = &rest[at + ticks.len()..];
        let Some(end) = body.find(ticks) else {
            out.push_str(&rest[at..]);
            return out;
        };
        out.push_str(ticks);
        out.push_str(&rewrite(&body[..end]));
        out.push_str(ticks);
        rest = &body[end + ticks.len()..];
    }
    out.push_str(rest);
    out
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

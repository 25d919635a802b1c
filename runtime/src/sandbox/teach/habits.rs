//! JavaScript, TypeScript and Python habits on one line of code, with their
//! Rhai spelling, written with the code's own names where the line gives
//! them (`apply(ctx) { … }` is taught `apply: |ctx| { … }`).
//!
//! The line must already have its string literals blanked (see
//! [`super::strip`]), so nothing inside a string is ever taken for code;
//! the line as written is consulted only for what a literal holds.

use super::exprs::{
    default_value, f_string, logical_assignment, new_array, not, or_default, regex, regex_class,
    regex_fields, regex_starts,
};

use super::advice::{self, DECLARE_LET};
use super::foreign;
use super::methods::{class_methods, method_reads, method_takes, object_fields, top_level_names};
use super::tokens::{
    Habit, PAREN_KEYWORDS, Tok, assigned, ends_word, innermost_open, rewrite_each, snake, tokenize,
};
use std::collections::HashSet;

/// TypeScript type names that make `x: T` an annotation rather than a map
/// entry.
const TS_TYPES: [&str; 24] = [
    "string", "number", "boolean", "any", "void", "unknown", "object", "never", "int", "float",
    "String", "Number", "Boolean", "Array", "Record", "Promise", // Python's:
    "str", "bool", "list", "dict", "List", "Dict", "Any", "Optional",
];

/// The start of what Python's `split(sep, maxsplit)` is told, which only
/// code that is Python gets (in Rhai the number is already the pieces').
pub(crate) const PYTHON_SPLIT: &str =
    "Rhai's `s.split(sep, n)` gives `n` pieces, the last holding the rest";

/// Whether `source` reads as Python: a `def`, an `import`, or a block
/// opened with `:`.
pub(crate) fn is_python(source: &str) -> bool {
    source.lines().any(|line| {
        let t = line.trim();
        // (JavaScript's `import { readFileSync } from "fs";`, `import fs
        // from 'fs'`, and a `switch`'s `case "x":` and `default:` are no
        // Python: trial 66's TypeScript was told as Python.)
        let module_path = t.contains(['"', '\'', '{', ';', '*']);
        t.starts_with("def ")
            || (t.starts_with("import ") && !module_path && !t.contains(" from "))
            || (t.starts_with("from ") && t.contains(" import ") && !module_path)
            || (t.ends_with(':')
                && !t.ends_with("::")
                && !t.starts_with("//")
                && !t.starts_with("case ")
                && t != "default:")
    })
}

/// The functions and methods the code defines itself (`fn lines(`,
/// `def lines(`, `function lines(`, a class's `lines(prices) {`): a call
/// of one is the code's own, whatever another language's method of that
/// name does.
pub(crate) fn own_functions(code: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in code.lines() {
        let toks = tokenize(line);
        let name = match toks.as_slice() {
            [
                (_, Tok::Ident("fn" | "def" | "function")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("(")),
                ..,
            ]
            | [
                (_, Tok::Ident("async" | "static")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("(")),
                ..,
                (_, Tok::Punct("{")),
            ]
            | [
                (_, Tok::Ident(name)),
                (_, Tok::Punct("(")),
                ..,
                (_, Tok::Punct(")")),
                (_, Tok::Punct("{")),
            ] if !PAREN_KEYWORDS.contains(name)
                && !matches!(
                    *name,
                    "if" | "for" | "while" | "switch" | "catch" | "function"
                ) =>
            {
                *name
            }
            // `const sum = <T>(items: T[]) => ...`, `const f = (x) =>`,
            // `sum = lambda xs: ...`: a function in a name.
            [
                (_, Tok::Ident("const" | "let" | "var")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                rest @ ..,
            ]
            | [(_, Tok::Ident(name)), (_, Tok::Punct("=")), rest @ ..]
                if super::tokens::holds_function(rest.iter().map(|(_, t)| t))
                    // (Not a call's keyword argument on a line of its own,
                    // `key=lambda s: -s["kwh"],`, trial 97.)
                    && !matches!(toks.last(), Some((_, Tok::Punct(",")))) =>
            {
                *name
            }
            // `count(status?: Status): number {`: a typed method.
            [
                (_, Tok::Ident(name)),
                (_, Tok::Punct("(")),
                ..,
                (_, Tok::Punct("{")),
            ] if !PAREN_KEYWORDS.contains(name)
                && !matches!(
                    *name,
                    "if" | "for" | "while" | "switch" | "catch" | "function"
                )
                && toks
                    .windows(2)
                    .any(|w| w[0].1 == Tok::Punct(")") && w[1].1 == Tok::Punct(":")) =>
            {
                *name
            }
            _ => continue,
        };
        if !names.iter().any(|n| n == name) {
            names.push(name.to_owned());
        }
    }
    names
}

/// A property of the code's classes, Python's `@property` method, which
/// Rhai reads with a call: `x.total()`. (Not JavaScript's getters: trial
/// 38's `get minutes()` shared its name with a plain field.)
pub(crate) struct Property {
    pub(crate) name: String,
    /// Where another class has a field of the same name (a dataclass's
    /// `hours: float` or a `self.hours = ...`, trial 48), the names of the
    /// objects whose reads are the property's: its class's, `crew` of
    /// `Crew` (trial 59). Empty where every read is.
    pub(crate) receivers: Vec<String>,
    /// There, the lines of the property's class (from 1), where `this` is
    /// its object too, and the class's name in the plural, `plots` of
    /// `Plot`: a name a line binds over such a collection is one of its
    /// objects (trial 61's `for p in self.plots.values()`).
    owner: Option<(std::ops::RangeInclusive<usize>, String)>,
    /// The names the code sets to a collection of the class's objects,
    /// `boats = defaultdict(BoatTotals)` (trial 83's `t.kg` of `for name,
    /// t in sorted(boats.items(), ...)` was told as a field's read).
    collections: Vec<String>,
    /// The class of a JavaScript getter whose reads are told apart by
    /// their receivers (its name a key of some map of the code too): a
    /// read of an object not told is noted as perhaps the getter's.
    getter_of: Option<String>,
}

impl Property {
    /// The names whose read `.name` on line `line` (from 1), written
    /// `written`, is this property's.
    fn receivers_at(&self, line: usize, written: &str) -> Vec<String> {
        let mut names = self.receivers.clone();
        let Some((body, plural)) = &self.owner else {
            return names;
        };
        let own = body.contains(&line);
        if own {
            names.push("this".to_owned());
        }
        // (Line by line: a name is bound over the collection on the line
        // that names it, not by a function head above that takes one,
        // trial 95's `def summarise(additions):` over `sorted(perfumes
        // .values(), key=lambda p: -p.cost)`.)
        for written in written.lines() {
            self.bound_on(written, plural, !own, &mut names);
        }
        names
    }

    /// Into `names`, the names line `written` binds over one of the
    /// class's collections (`for p in plots`, `lambda p:`, an arrow's);
    /// over `self` too where `self_holds` (outside the class itself, whose
    /// own `__iter__` walks objects of another class: trial 111's `r` of
    /// `for r in self` in `Mower` was told as a `Mower`).
    fn bound_on(&self, written: &str, plural: &str, self_holds: bool, names: &mut Vec<String>) {
        let words: Vec<&str> = written
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .collect();
        // (Or over `self`, an object that walks its items through
        // `__iter__`, trial 71's `sum(p.amount for p in self if p.counts)`.)
        let over_self = self_holds
            && written.match_indices(" in self").any(|(at, m)| {
                !written[at + m.len()..]
                    .starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.' || c == '[')
            });
        let collected = self.collections.iter().any(|c| words.contains(&c.as_str()));
        if words.contains(&plural) || over_self || collected {
            // `for p in ...`, `lambda p: ...`: the names they bind; a sort's
            // comparer calls them `a` and `b`.
            for pair in words.windows(2) {
                if matches!(pair[0], "for" | "lambda") {
                    names.push(pair[1].to_owned());
                }
            }
            // `for name, t in sorted(boats.items())`: the pair's value.
            if collected {
                for (k, _) in words.iter().enumerate().filter(|(_, w)| **w == "for") {
                    names.extend(
                        words[k + 1..]
                            .iter()
                            .take_while(|w| **w != "in")
                            .map(|w| (*w).to_owned()),
                    );
                }
            }
            // An arrow's, `birds.filter((b) => b.returned)` (trial 64).
            for (at, _) in written.match_indices("=>") {
                let params = written[..at].trim_end().trim_end_matches(')');
                let start = params
                    .rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == ',' || c == ' '))
                    .map_or(0, |i| i + 1);
                names.extend(
                    params[start..]
                        .split(',')
                        .map(str::trim)
                        .filter(|p| !p.is_empty())
                        .map(str::to_owned),
                );
            }
            if words.iter().any(|w| matches!(*w, "sorted" | "sort")) {
                names.extend(["a".to_owned(), "b".to_owned()]);
            }
        }
    }
}

/// A class of the code: its column, its line (from 0) and its name.
type ClassAt<'a> = (usize, usize, &'a str);

/// The members of the code's enums with their values, `("Status.OCCUPIED",
/// "\"occupied\"")`: Python's `class Status(Enum):` with `NAME = value`
/// lines, TypeScript's `enum Status { A = "a", B }` (a member with no
/// value counts on from the last number, from 0). A member is its value
/// in Rhai, which the enum's own point says; the forms write it so.
pub(crate) fn enum_members(lines: &[&str]) -> Vec<(String, String)> {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let literal = |v: &str| {
        let v = v.trim().trim_end_matches([',', ';']).trim();
        let quoted = v.len() >= 2
            && ((v.starts_with('"') && v.ends_with('"'))
                || (v.starts_with('\'') && v.ends_with('\'') && !v[1..v.len() - 1].contains('"')));
        if quoted {
            Some(format!("\"{}\"", &v[1..v.len() - 1]))
        } else {
            v.parse::<f64>().is_ok().then(|| v.to_owned())
        }
    };
    let word = super::tokens::is_name;
    let mut out = Vec::new();
    for (k, line) in lines.iter().enumerate() {
        let t = line.trim_start();
        let t = t.strip_prefix("export ").unwrap_or(t);
        let t = t.strip_prefix("const ").unwrap_or(t);
        if let Some(rest) = t.strip_prefix("class ")
            && let Some((name, bases)) = rest.split_once('(')
            && ["Enum", "IntEnum", "StrEnum"]
                .iter()
                .any(|b| bases.split([',', ')']).any(|x| x.trim() == *b))
        {
            let own = indent(line);
            for member in lines[k + 1..]
                .iter()
                .take_while(|l| l.trim().is_empty() || indent(l) > own)
            {
                if let Some((m, v)) = member.trim().split_once(" = ")
                    && word(m)
                    && let Some(v) = literal(v)
                {
                    out.push((format!("{}.{m}", name.trim()), v));
                }
            }
        } else if let Some(rest) = t.strip_prefix("enum ")
            && let Some((name, body)) = rest.split_once('{')
            && word(name.trim())
        {
            // The body, to its `}` on this line or a later one.
            let mut text = body.to_owned();
            for more in &lines[k + 1..] {
                if text.contains('}') {
                    break;
                }
                text.push('\n');
                text.push_str(more);
            }
            let text = text.split('}').next().unwrap_or_default();
            let mut next = 0i64;
            for member in text
                .split([',', '\n'])
                .map(str::trim)
                .filter(|m| !m.is_empty())
            {
                let (m, v) = match member.split_once('=') {
                    Some((m, v)) => (m.trim(), literal(v)),
                    None => (member, Some(next.to_string())),
                };
                let Some(v) = v.filter(|_| word(m)) else {
                    continue;
                };
                if let Ok(n) = v.parse::<i64>() {
                    next = n + 1;
                }
                out.push((format!("{}.{m}", name.trim()), v));
            }
        }
    }
    out
}

/// The code's properties.
pub(crate) fn properties(code: &str) -> Vec<Property> {
    let mut found: Vec<(&str, Option<ClassAt<'_>>, bool)> = Vec::new();
    let lines: Vec<Vec<(usize, Tok<'_>)>> = code.lines().map(tokenize).collect();
    let fields = object_fields(&lines);
    let mut decorated = false;
    let mut class: Option<ClassAt<'_>> = None;
    for (i, located) in lines.iter().enumerate() {
        if let [(column, Tok::Ident(_)), ..] = located.as_slice()
            && class.is_some_and(|(at, ..)| *column <= at)
        {
            class = None;
        }
        let toks: Vec<&Tok<'_>> = located.iter().map(|(_, t)| t).collect();
        let name = match toks.as_slice() {
            [Tok::Punct("@"), Tok::Ident("property")] => {
                decorated = true;
                continue;
            }
            [] => continue,
            [Tok::Ident("class"), Tok::Ident(name), ..] => {
                class = Some((located[0].0, i, name));
                None
            }
            [Tok::Ident("def"), Tok::Ident(name), Tok::Punct("("), ..] if decorated => {
                Some((*name, false))
            }
            // JavaScript's getter, `get ok() {`, where no object of the
            // code has a key of that name (trial 38's `get minutes()`
            // beside `{ minutes: 0 }`).
            [
                Tok::Ident("get"),
                Tok::Ident(name),
                Tok::Punct("("),
                Tok::Punct(")"),
                rest @ ..,
            ] if rest.contains(&&Tok::Punct("{")) => Some((*name, true)),
            _ => None,
        };
        decorated = false;
        if let Some((name, getter)) = name
            && !found.iter().any(|(n, ..)| *n == name)
        {
            found.push((name, class, getter));
        }
    }
    found
        .into_iter()
        .filter_map(|(name, class, getter)| {
            // (A JavaScript getter named as some object's key, trial 38's
            // `get minutes()` beside `{ minutes: 0 }`, is as ambiguous.)
            if !fields.contains(name) && !keyed(&lines, name) {
                return Some(Property {
                    name: name.to_owned(),
                    receivers: Vec::new(),
                    owner: None,
                    collections: Vec::new(),
                    getter_of: None,
                });
            }
            // (A field of the same name with no class to tell them apart:
            // every read is left as written.)
            let (column, start, class) = class?;
            let snake = snake(class);
            let last = snake.rsplit('_').next().unwrap_or_default().to_owned();
            let end = (start + 1..lines.len())
                .find(|&k| lines[k].first().is_some_and(|(c, _)| *c <= column))
                .unwrap_or(lines.len());
            let plural = plural_of(&last);
            let mut receivers = vec![snake];
            if !receivers.contains(&last) {
                receivers.push(last);
            }
            // (Or filled with its objects, `self.lines.setdefault(k,
            // SignalLine(k))`: trial 112's `s.levers` of `for s in
            // self.lines.values()` was left a field's read.)
            let collections = object_collections(code, &[(*class).to_owned()]);
            // A name set to one of their items, `s = self.lines[name]`.
            for line in code.lines() {
                let Some((target, value)) = line.trim().split_once(" = ") else {
                    continue;
                };
                let from_collection = value
                    .trim()
                    .strip_prefix("self.")
                    .unwrap_or(value.trim())
                    .split_once('[')
                    .is_some_and(|(c, rest)| {
                        collections.iter().any(|n| n == c) && rest.ends_with(']')
                    });
                if from_collection
                    && target.chars().all(|c| c.is_alphanumeric() || c == '_')
                    && !receivers.iter().any(|r| r == target)
                {
                    receivers.push(target.to_owned());
                }
            }
            // A loop over an object whose class walks the property's
            // class's objects, `for v in fleet:` of a `Fleet` whose
            // `__iter__` gives `Vehicle`s (trial 143's `v.miles`).
            for walker in walked_by(code, class) {
                if !receivers.contains(&walker) {
                    receivers.push(walker);
                }
            }
            Some(Property {
                name: name.to_owned(),
                receivers,
                owner: Some((start + 1..=end, plural)),
                collections,
                getter_of: getter.then(|| (*class).to_owned()),
            })
        })
        .collect()
}

/// The names the code's loops bind to objects of `class` through another
/// class's `__iter__`: `for v in fleet:` where `fleet = Fleet.load(...)`
/// (or `Fleet(...)`) and `Fleet`'s body has a `def __iter__` and names
/// `class` in an annotation, `dict[str, Vehicle]` or `list[Vehicle]`.
fn walked_by(code: &str, class: &str) -> Vec<String> {
    let lines: Vec<&str> = code.lines().collect();
    let indent = |l: &str| l.len() - l.trim_start().len();
    // Each class that walks `class`'s objects.
    let walkers: Vec<&str> = lines
        .iter()
        .enumerate()
        .filter_map(|(i, l)| {
            let name = l.trim_start().strip_prefix("class ")?;
            let name = name.split(['(', ':']).next()?.trim();
            let body: Vec<&str> = lines[i + 1..]
                .iter()
                .take_while(|b| b.trim().is_empty() || indent(b) > indent(l))
                .copied()
                .collect();
            let walks = body
                .iter()
                .any(|b| b.trim_start().starts_with("def __iter__("))
                && body.iter().any(|b| {
                    b.contains(&format!(", {class}]")) || b.contains(&format!("[{class}]"))
                });
            (name != class && walks).then_some(name)
        })
        .collect();
    if walkers.is_empty() {
        return Vec::new();
    }
    // The names set to one of their objects.
    let objects: Vec<&str> = lines
        .iter()
        .filter_map(|l| {
            let (target, value) = l.trim().split_once(" = ")?;
            let made = walkers.iter().any(|w| {
                value.starts_with(&format!("{w}(")) || value.starts_with(&format!("{w}."))
            });
            (made && target.chars().all(|c| c.is_alphanumeric() || c == '_')).then_some(target)
        })
        .collect();
    lines
        .iter()
        .filter_map(|l| {
            let (var, over) = l.trim().strip_prefix("for ")?.split_once(" in ")?;
            let over = over.trim_end_matches(':').trim();
            let var = var.trim();
            (objects.contains(&over) && var.chars().all(|c| c.is_alphanumeric() || c == '_'))
                .then(|| var.to_owned())
        })
        .collect()
}

/// `text` told of a loop over a map's keys that reads each value into a
/// variable (`for entry in entries.keys() { let rec = entries[entry];
/// ... }`), where `body` (the loop's lines as written) changes that value
/// (`rec["mean"] = ...`): the copy written back (trial 86's means were
/// lost).
pub(crate) fn values_written_back(text: &str, body: &[&str]) -> String {
    written_back(text, body).unwrap_or_else(|| text.to_owned())
}

fn written_back(text: &str, body: &[&str]) -> Option<String> {
    let (_, rest) = text.split_once("loop over its keys, `for ")?;
    let (key, rest) = rest.split_once(" in ")?;
    let (map, rest) = rest.split_once(".keys() { let ")?;
    let (value, _) = rest.split_once(" = ")?;
    let changed = body.iter().any(|l| match tokenize(l).as_slice() {
        [(_, Tok::Ident(v)), (_, Tok::Punct("[" | ".")), rest @ ..] if *v == value => {
            rest.iter().any(|(_, t)| {
                matches!(
                    t,
                    Tok::Punct("=" | "+=" | "-=" | "*=" | "/=")
                        | Tok::Ident("append" | "extend" | "push" | "add" | "update")
                )
            })
        }
        _ => false,
    });
    changed.then(|| format!(
        "{text}; `{value}` is a copy of `{map}[{key}]` in Rhai, and the loop changes it: write it back at the end of the body, `{map}[{key}] = {value};`"
    ))
}

/// The words Rhai reserves that the code names a variable or a parameter
/// by (`def price(package):`, `use = Counter(...)`): not a key
/// (`package: ...`) nor a field (`.package`).
pub(crate) fn reserved_variables(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<&'static str> {
    let declares = |toks: &[(usize, Tok<'_>)], word: &str| {
        // `date, group, package = parts`: names unpacked.
        let unpacked = toks
            .iter()
            .position(|(_, t)| *t == Tok::Punct("="))
            .is_some_and(|eq| {
                eq > 1
                    && toks[..eq].iter().any(|(_, t)| *t == Tok::Punct(","))
                    // (With a starred name too, `match, team, *nums =
                    // parts`: trial 111's `match` kept.)
                    && toks[..eq]
                        .iter()
                        .all(|(_, t)| matches!(t, Tok::Ident(_) | Tok::Punct("," | "*")))
                    && toks[..eq].iter().any(|(_, t)| *t == Tok::Ident(word))
            });
        let signature = matches!(
            toks.first(),
            Some((_, Tok::Ident("def" | "function" | "async" | "lambda")))
        );
        unpacked
            || toks.iter().enumerate().any(|(k, (_, t))| {
                let prev = k.checked_sub(1).map(|p| &toks[p].1);
                let next = toks.get(k + 1).map(|(_, t)| t);
                *t == Tok::Ident(word)
                    && (
                        // `package = ...` at a statement's start.
                        (k == 0 && next == Some(&Tok::Punct("=")))
                    // `let package = ...`, `for package in ...`.
                    || matches!(prev, Some(Tok::Ident("let" | "const" | "var" | "for")))
                    // `def price(package, n=1):`, a parameter.
                    || (signature
                        && matches!(prev, Some(Tok::Punct("(" | ",")))
                        && matches!(next, Some(Tok::Punct("," | ")" | ":" | "="))))
                    )
            })
    };
    super::tokens::RESERVED_NAMES
        .iter()
        .copied()
        .filter(|word| lines.iter().any(|toks| declares(toks, word)))
        .collect()
}

/// The object a maker builds where 0-based line `head` is a class's
/// `def __init__(` or `constructor(`: the class's name in snake case,
/// the variable that holds the map, since a maker has no `this`.
pub(crate) fn maker_object(lines: &[&str], head: usize) -> Option<String> {
    let def = lines.get(head)?;
    let trimmed = def.trim_start();
    if !trimmed.starts_with("def __init__(") && !trimmed.starts_with("constructor(") {
        return None;
    }
    let indent = def.len() - trimmed.len();
    lines[..head].iter().rev().find_map(|l| {
        let t = l.trim_start();
        (l.len() - t.len() < indent && !t.is_empty()).then(|| match tokenize(t).as_slice() {
            [(_, Tok::Ident("class")), (_, Tok::Ident(name)), ..] => Some(snake(name)),
            _ => None,
        })?
    })
}

/// `text` told of a line of a maker's body, whose object is `object`:
/// each `this.` of its code that object's (trial 84's `this.rejected.push`
/// inside `__init__` failed with "'this' not bound").
pub(crate) fn in_maker(text: &str, object: &str) -> String {
    in_rhai_part(text, |rhai| {
        rewrite_each(rhai, "this.", |before, _| {
            (!ends_word(before)).then(|| (format!("{object}."), 0))
        })
    })
}

/// Whether some line gives `name` as a key or a field: `name: ...` or
/// `this.name = ...`.
fn keyed(lines: &[Vec<(usize, Tok<'_>)>], name: &str) -> bool {
    // (Not a parameter's annotation, `def fmt_hm(minutes: int)`: trial
    // 87's property `minutes` was left a field's read beside it.)
    let signature = |toks: &[(usize, Tok<'_>)]| {
        matches!(
            toks.first(),
            Some((_, Tok::Ident("def" | "function" | "async")))
        )
    };
    lines.iter().filter(|toks| !signature(toks)).any(|toks| {
        // (Not a read with a format spec, `f"{l.total:>6.0f}"`: trial 81.)
        toks.windows(2).enumerate().any(|(k, w)| {
            matches!(w, [(_, Tok::Ident(n)), (_, Tok::Punct(":"))] if *n == name)
                && k.checked_sub(1).is_none_or(|p| toks[p].1 != Tok::Punct("."))
        }) || toks.windows(4).any(|w| {
            matches!(
                w,
                [(_, Tok::Ident("this")), (_, Tok::Punct(".")), (_, Tok::Ident(n)), (_, Tok::Punct("="))] if *n == name
            )
        })
            // A shorthand key, `new Visit({ date, minutes })` (trial 97,
            // beside another class's `get minutes()`).
            || toks.windows(3).any(|w| {
                matches!(
                    w,
                    [(_, Tok::Punct("{" | ",")), (_, Tok::Ident(n)), (_, Tok::Punct("," | "}"))] if *n == name
                )
            })
    })
}

/// `text` with each read of a property, `.name` with no call after it,
/// written as the call Rhai needs, `.name()`, before any " instead of "
/// (which quotes the code as it was written).
pub(crate) fn called_properties(
    text: &str,
    properties: &[Property],
    line: usize,
    written: &str,
) -> String {
    let mut unsure: Vec<(&str, String, String)> = Vec::new();
    // (Not of a destructuring's fields: a getter is seldom destructured,
    // trial 97's `{ ..., minutes }` of a record beside `get minutes()`.)
    let destructuring = text.contains("cannot destructure") || text.contains("no destructuring");
    let out = in_rhai_part(text, |rhai| {
        properties.iter().fold(rhai.to_owned(), |out, property| {
            let name = &property.name;
            let receivers = property.receivers_at(line, written);
            rewrite_each(&out, &format!(".{name}"), |before, after| {
                let object = before
                    .rsplit(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .next()
                    .unwrap_or_default();
                let theirs = receivers.is_empty() || receivers.iter().any(|r| r == object);
                // (Not a key set, `this.count += n` of the class example,
                // trial 63.)
                let rest = after.trim_start();
                let set = (rest.starts_with('=') && !rest.starts_with("=="))
                    || ["+=", "-=", "*=", "/="]
                        .iter()
                        .any(|op| rest.starts_with(op));
                let read = !set
                    && !after.starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '(');
                // (A read of an object the code does not tell, where a
                // map of the code has a key of that name too: trial 121's
                // `good.filter((i) => i.passed)` beside `{ passed: n }`.)
                if read
                    && !theirs
                    && !destructuring
                    && !object.is_empty()
                    && before.ends_with(object)
                    && let Some(class) = &property.getter_of
                    && !unsure
                        .iter()
                        .any(|(n, o, _)| *n == name.as_str() && o == object)
                {
                    unsure.push((name, object.to_owned(), class.clone()));
                }
                (theirs && read).then(|| (format!(".{name}()"), 0))
            })
        })
    });
    let mut out = out;
    let mut told: Vec<&str> = Vec::new();
    for (name, _, class) in &unsure {
        if told.contains(name) {
            continue;
        }
        told.push(name);
        let objects: Vec<&str> = unsure
            .iter()
            .filter(|(n, ..)| n == name)
            .map(|(_, o, _)| o.as_str())
            .collect();
        let (which, calls) = match objects.as_slice() {
            [one] => (format!("`{one}` is one of"), format!("`{one}.{name}()`")),
            many => (
                format!(
                    "{} are",
                    many.iter()
                        .map(|o| format!("`{o}`"))
                        .collect::<Vec<_>>()
                        .join(" and ")
                ),
                many.iter()
                    .map(|o| format!("`{o}.{name}()`"))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        };
        out.push_str(&format!(
            "; `{name}` is also a getter of `{class}`, a function in Rhai: where {which} its objects, read it with its call, {calls}"
        ));
    }
    out
}

/// `text`, a destructuring's point, with a word on each field it reads
/// that is a getter or property of the code's classes where the object's
/// class is not known (`let rejectRate = worst.rejectRate;` of trial 106's
/// `const { ..., rejectRate } = ls.worst`): where the object is one of
/// that class, the read is its call.
pub(crate) fn destructured_getters(text: &str, properties: &[Property], own_line: &str) -> String {
    // `({ count, avgMinutes }) => ...`: read as `item.avgMinutes` in the
    // body (trial 173's getter, read so, was the function). (Not a
    // constructor's, given the map of fields its `new X({ ... })` writes:
    // trial 97's `minutes` there was a field.)
    if text.starts_with("a Rhai parameter cannot destructure `{ ") {
        if own_line.trim_start().starts_with("constructor") {
            return text.to_owned();
        }
        let Some((_, rest)) = text.split_once("take the object as one parameter, `") else {
            return text.to_owned();
        };
        let object = rest.split('`').next().unwrap_or_default();
        let mut out = text.to_owned();
        for p in properties {
            let name = p.name.as_str();
            if text.contains(&format!("`{object}.{name}`")) {
                out.push_str(&format!(
                    "; `{name}` is a getter of the code's classes, a function in Rhai: where `{object}` is one of that class's objects, read it with its call, `{object}.{name}()`"
                ));
            }
        }
        return out;
    }
    if !text.starts_with("Rhai has no destructuring: write `let ") {
        return text.to_owned();
    }
    let read: Vec<(&str, &str)> = properties
        .iter()
        .filter_map(|p| {
            let name = p.name.as_str();
            let (_, rest) = text.split_once(&format!("let {name} = "))?;
            let (object, after) = rest.split_once(&format!(".{name}"))?;
            (after.starts_with(';')
                && object
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == '.'))
            .then_some((name, object))
        })
        .collect();
    let mut out = text.to_owned();
    for (name, object) in read {
        out.push_str(&format!(
            "; `{name}` is a getter of the code's classes, a function in Rhai: where `{object}` is one of that class's objects, read it with its call, `let {name} = {object}.{name}();`"
        ));
    }
    out
}

/// The names the code sets to a dict or a set (`ATTENDED = {"present",
/// "late"}`, `by_machine = defaultdict(list)`): maps in Rhai.
pub(crate) fn python_maps(code: &str) -> Vec<(String, usize)> {
    let mut out: Vec<(String, usize)> = Vec::new();
    for (k, line) in code.lines().enumerate() {
        let name = match tokenize(line).as_slice() {
            // (Not a set comprehension, `{(s.a, s.b) for s in xs}`, whose
            // form keeps the keys, an array: trial 85.)
            [
                (_, Tok::Ident(_)),
                (_, Tok::Punct("=")),
                (_, Tok::Punct("{")),
                rest @ ..,
            ] if set_comprehension(rest) => continue,
            [
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                (_, Tok::Punct("{")),
                ..,
            ]
            | [
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                (
                    _,
                    Tok::Ident(
                        "dict" | "defaultdict" | "Counter" | "OrderedDict" | "set" | "groupby",
                    ),
                ),
                (_, Tok::Punct("(")),
                ..,
            ] => *name,
            _ => continue,
        };
        out.push((name.to_owned(), k + 1));
    }
    out
}

/// Whether the tokens after a `{` are a set comprehension's: a `for` at
/// their top level with no `:` before it.
pub(crate) fn set_comprehension(rest: &[(usize, Tok<'_>)]) -> bool {
    let mut depth = 0usize;
    for (_, tok) in rest {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]") => depth = depth.saturating_sub(1),
            Tok::Punct("}") if depth == 0 => return false,
            Tok::Punct("}") => depth -= 1,
            Tok::Punct(":") if depth == 0 => return false,
            Tok::Ident("for") if depth == 0 => return true,
            _ => {}
        }
    }
    false
}

/// The loops that count from a number other than 0, `for place, team in
/// enumerate(ranked, 1):`: the lines of each one's body (from, to, as
/// numbered from 1), its count's name and the number it starts from.
pub(crate) fn counted_loops(source: &str) -> Vec<(usize, usize, String, String)> {
    let lines: Vec<&str> = source.lines().collect();
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some((name, rest)) = line
            .trim_start()
            .strip_prefix("for ")
            .and_then(|l| l.split_once(','))
        else {
            continue;
        };
        let Some((_, call)) = rest.split_once(" in enumerate(") else {
            continue;
        };
        // (`for place, (rider, ...) in enumerate(xs, start=1)`: the loop's
        // own point shifts the count, `let place = place + 1;`, so a read
        // of it is not shifted again: trial 122 numbered from 2.)
        if rest.trim_start().starts_with('(') {
            continue;
        }
        let Some((args, _)) = call.rsplit_once(')') else {
            continue;
        };
        let parts = super::translate::top_level_parts(args);
        let start = match parts.as_slice() {
            [_, n] => n
                .trim()
                .trim_start_matches("start")
                .trim()
                .trim_start_matches('=')
                .trim(),
            _ => continue,
        };
        if start == "0" || !start.chars().all(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        // (A comprehension's `for`, on the line after its item, `f"{i}.
        // ..."` then `for i, p in enumerate(ranked, start=1)` inside
        // `lines.extend(`: the lines from its bracket's, trial 138.)
        if !line.trim_end().ends_with(':') {
            let mut open = 0isize;
            let from = (0..=i).rev().find(|k| {
                let l = lines[*k];
                open +=
                    l.matches(['(', '[']).count() as isize - l.matches([')', ']']).count() as isize;
                open > 0
            });
            if let Some(from) = from {
                out.push((from + 1, i + 1, name.trim().to_owned(), start.to_owned()));
            }
            continue;
        }
        let depth = indent(line);
        let end = lines[i + 1..]
            .iter()
            .position(|l| !l.trim().is_empty() && indent(l) <= depth)
            .map_or(lines.len(), |k| i + 1 + k);
        out.push((i + 2, end, name.trim().to_owned(), start.to_owned()));
    }
    out
}

/// `text` with each template's `${name}` counted from `start`, as
/// Python's `enumerate(xs, start)` counts: `${name + start}`.
pub(crate) fn counted_from(text: &str, name: &str, start: &str) -> String {
    in_rhai_part(text, |rhai| {
        let templated = rhai
            .replace(&format!("${{{name}}}"), &format!("${{{name} + {start}}}"))
            // `${rank.to_string().pad_start(2, "0")}`: the count formatted.
            .replace(&format!("${{{name}."), &format!("${{({name} + {start})."));
        // `bad.push([lineno, exc.message])`: any other read of the count in
        // code (trial 82's lines were one too low), but the name alone.
        super::tokens::in_code_spans(&templated, |code| {
            if code == name {
                return code.to_owned();
            }
            rewrite_each(code, name, |before, after| {
                let read = !ends_word(before)
                    && !before.ends_with("${")
                    && !before.ends_with("${(")
                    && !before.ends_with("let ")
                    && !after.starts_with(|c: char| c.is_alphanumeric() || c == '_')
                    && !after.starts_with(" + ")
                    && !after.starts_with(" = ")
                    && !after.starts_with(" += ")
                    && !after.starts_with(") in ");
                // (In brackets where an operator that binds harder follows.)
                let bound = after.starts_with('.')
                    || [" *", " /", " %", " -"]
                        .iter()
                        .any(|op| after.starts_with(op));
                read.then(|| match bound {
                    true => (format!("({name} + {start})"), 0),
                    false => (format!("{name} + {start}"), 0),
                })
            })
        })
    })
}

/// Whether `name = groupby(xs, key=k)` groups a list sorted by that same
/// key, `sorted(xs, key=k)` there or where `xs` is set: its groups come in
/// the keys' order, as a sort of the map's keys gives them.
pub(crate) fn grouped_by_own_sort(source_lines: &[&str], name: &str) -> bool {
    let key_of = |call: &str| -> Option<String> {
        let (_, after) = call.split_once("key=")?;
        let end = super::translate::closing_paren(after).unwrap_or(after.len());
        Some(after[..end].trim().to_owned())
    };
    source_lines.iter().any(|line| {
        let Some(rest) = line.trim().strip_prefix(&format!("{name} = groupby(")) else {
            return false;
        };
        let Some(close) = super::translate::closing_paren(rest) else {
            return false;
        };
        let parts = super::translate::top_level_parts(&rest[..close]);
        let (Some(list), Some(key)) = (parts.first(), parts.get(1).and_then(|k| key_of(k))) else {
            return false;
        };
        let list = list.trim();
        let sorted = if list.starts_with("sorted(") {
            Some(list.to_owned())
        } else {
            source_lines.iter().find_map(|l| {
                l.trim()
                    .strip_prefix(&format!("{list} = "))
                    .filter(|v| v.starts_with("sorted("))
                    .map(str::to_owned)
            })
        };
        sorted.and_then(|s| key_of(&s)).is_some_and(|k| k == key)
    })
}

/// `text` told of a loop over the pairs of one of `maps` (`for beach,
/// group in by_beach:` of a `groupby`'s groups, a map in Rhai) as the
/// loop over its keys.
pub(crate) fn pair_loops_on_maps(text: &str, maps: &[String], grouped: &[String]) -> String {
    for m in maps {
        let Some((_, rest)) = text.split_once(&format!("`for pair in {m} {{ let ")) else {
            continue;
        };
        let Some((first, rest)) = rest.split_once(" = pair[0]; let ") else {
            continue;
        };
        let Some((second, after)) = rest.split_once(" = pair[1]; ... }`") else {
            continue;
        };
        // (A `groupby`'s groups come in the order of the list it walks,
        // often sorted by another key first: trial 153's belts by rank.)
        if grouped.contains(m) {
            return format!(
                "Rhai's `for` binds one item, and `{m}`, the groups the point on `groupby` builds, is a map in Rhai, whose keys come sorted as text, where `groupby` gives its groups in the order of the list it walks: loop over the keys in that order, kept in an array as that point says, `for {first} in order {{ let {second} = {m}[{first}]; ... }}`{after}"
            );
        }
        return format!(
            "Rhai's `for` binds one item, and `{m}` is a map in Rhai (its keys sorted as text, `\"10\"` before `\"2\"`): loop over its keys, `for {first} in {m}.keys() {{ let {second} = {m}[{first}]; ... }}` (for keys that stand for numbers, in their order, `let ks = {m}.keys(); ks.sort(|a, b| parse_int(a) - parse_int(b)); for {first} in ks {{ ... }}`){after}"
        );
    }
    text.to_owned()
}

/// A variable named as a function of the code (a `def`, a method or a
/// property, each a `fn` in Rhai: `for day, total in ...` beside `def
/// day(self)`) and read inside a closure's form below it (a
/// comprehension, a `lambda`, an arrow): Rhai reads the name there as the
/// function, never the variable, so a comparison with it is false, with
/// no error (trial 76 counted 0 readings of every day). `lines` are the
/// code's, `end(k)` where the block of 0-based line `k` ends.
pub(crate) fn closure_reads_of_functions(
    lines: &[&str],
    functions: &HashSet<String>,
    end: impl Fn(usize) -> usize,
) -> Vec<(usize, Habit)> {
    let mut out: Vec<(usize, Habit)> = Vec::new();
    let mut told: HashSet<&str> = HashSet::new();
    // The lines (from 0) that hold a comprehension, a `lambda` or an
    // arrow, in order.
    let closures: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, text)| [" for ", "lambda ", "=>"].iter().any(|c| text.contains(c)))
        .map(|(j, _)| j)
        .collect();
    for (k, line) in lines.iter().enumerate() {
        let toks = tokenize(line);
        // The names the line binds: `for a, b in`, `for (const [a, b]
        // of`, `a, b = ...`, `const a = ...`.
        let target: &[(usize, Tok<'_>)] = match toks.as_slice() {
            [
                (_, Tok::Ident("for")),
                (_, Tok::Punct("(")),
                (_, Tok::Ident("const" | "let" | "var")),
                rest @ ..,
            ] => {
                let Some(of) = rest.iter().position(|(_, t)| *t == Tok::Ident("of")) else {
                    continue;
                };
                &rest[..of]
            }
            [(_, Tok::Ident("for")), rest @ ..] => {
                let Some(of) = rest.iter().position(|(_, t)| *t == Tok::Ident("in")) else {
                    continue;
                };
                &rest[..of]
            }
            [(_, Tok::Ident("const" | "let" | "var")), rest @ ..] | rest => {
                let Some(eq) = rest.iter().position(|(_, t)| *t == Tok::Punct("=")) else {
                    continue;
                };
                let target = &rest[..eq];
                // (`const median = (xs) => ...`: the function itself.)
                let function = rest[eq + 1..].iter().any(|(_, t)| {
                    matches!(t, Tok::Punct("=>") | Tok::Ident("function" | "lambda"))
                });
                if function
                    || !target
                        .iter()
                        .all(|(_, t)| matches!(t, Tok::Ident(_) | Tok::Punct("," | "[" | "]")))
                {
                    continue;
                }
                target
            }
        };
        for (column, tok) in target {
            let Tok::Ident(name) = tok else {
                continue;
            };
            if !functions.contains(*name) || told.contains(name) {
                continue;
            }
            // (Read as text: an f-string's `{sum(r.day == day for r in
            // rs)}` is a string to the tokens.)
            let word = |c: char| c.is_alphanumeric() || c == '_';
            // (Only the lines that hold a closure's form, found once: a
            // code of 1,500 such names would read each line per name.)
            let first = closures.partition_point(|&j| j <= k);
            let last = end(k).min(lines.len());
            let read_in_closure = closures[first..]
                .iter()
                .copied()
                .take_while(|&j| j < last)
                .find(|&j| {
                    let text = lines[j];
                    text.match_indices(*name).any(|(at, _)| {
                        let before = text[..at].trim_end();
                        let after = &text[at + name.len()..];
                        !text[..at].ends_with(|c: char| word(c) || c == '.')
                            && !after.starts_with(|c: char| word(c) || c == '(')
                            && !before.ends_with(" for")
                            && !before.ends_with("def")
                    })
                });
            if let Some(j) = read_in_closure {
                told.insert(name);
                out.push((
                    k + 1,
                    Habit {
                        column: *column,
                        text: format!(
                            "`{name}` is a variable here and a function of the code too (a `fn` in Rhai), and inside a closure (the form of line {}'s comprehension, `lambda` or arrow) Rhai reads `{name}` as the function, never the variable, with no error: a comparison with it is false every time. Name the variable otherwise, `{name}_n`, here and where it is read",
                            j + 1
                        ),
                    },
                ));
            }
        }
    }
    out
}

/// The names Python code sets to a list: a starred name of an unpacking
/// (`date, boat, *nums = fields`), or a name set to a list, a `list(...)`,
/// a `sorted(...)` or a `split`. A template that shows one prints it as
/// Rhai does, `["a", "b"]`, where Python prints `['a', 'b']` (trials 74
/// and 78).
pub(crate) fn list_names(source: &str) -> HashSet<String> {
    let plain = |n: &str| !n.is_empty() && n.chars().all(|c| c.is_alphanumeric() || c == '_');
    let mut out = HashSet::new();
    for line in source.lines() {
        let Some((target, value)) = line.trim().split_once(" = ") else {
            continue;
        };
        for part in target.split(',') {
            if let Some(name) = part.trim().strip_prefix('*')
                && plain(name)
            {
                out.insert(name.to_owned());
            }
        }
        let value = value.trim();
        if plain(target.trim())
            && (value.starts_with('[')
                || value.starts_with("list(")
                || value.starts_with("sorted(")
                || (value.contains(".split(") && value.ends_with(')')))
        {
            out.insert(target.trim().to_owned());
        }
    }
    out
}

/// The names of [`list_names`] set to numbers, `marks = [int(r) for r in
/// raw]`, which Rhai prints as Python does, `[12, 5]` (trial 124's was
/// told to quote each item).
pub(crate) fn number_lists(source: &str) -> HashSet<String> {
    source
        .lines()
        .filter_map(|line| {
            let (target, value) = line.trim().split_once(" = ")?;
            let target = target.trim();
            let numbers = [
                "[int(",
                "[float(",
                "[len(",
                "list(map(int,",
                "list(map(float,",
            ]
            .iter()
            .any(|start| value.trim().starts_with(start));
            (numbers && target.chars().all(|c| c.is_alphanumeric() || c == '_'))
                .then(|| target.to_owned())
        })
        .collect()
}

/// The names of collections of each of `classes`' objects, `warehouses`
/// of `Warehouse`, `setting_logs` of `SettingLog`.
fn plurals(classes: &[String]) -> Vec<String> {
    classes
        .iter()
        .map(|c| plural_of(&super::tokens::snake(c)))
        .collect()
}

/// English's plural of a snake-case name: `batches` of `batch`, `entries`
/// of `entry`, `plots` of `plot` (trial 124's `self.batches` was read as
/// no collection of `Batch`, named `batchs`).
fn plural_of(name: &str) -> String {
    let consonant_y = name.strip_suffix('y').filter(|stem| {
        stem.chars()
            .last()
            .is_some_and(|c| c.is_alphabetic() && !"aeiou".contains(c))
    });
    if let Some(stem) = consonant_y {
        format!("{stem}ies")
    } else if ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|end| name.ends_with(end))
    {
        format!("{name}es")
    } else {
        format!("{name}s")
    }
}

/// The names of collections of `classes`' objects: named for a class
/// ([`plurals`]), or filled with its objects where `source` makes them,
/// `self.players.setdefault(k, Carillonneur(k))`, `boats[k] = Boat(...)`,
/// `by_name = defaultdict(Player)` (trial 109's `len(p) for p in
/// self.players.values()` was told as a map's `len()`).
pub(crate) fn object_collections(source: &str, classes: &[String]) -> Vec<String> {
    let mut out = plurals(classes);
    for name in keyed_collections(source, classes) {
        if !out.contains(&name) {
            out.push(name);
        }
    }
    // `def members(self) -> list[MemberAccount]:`: what its calls give
    // (trial 140's `for account in ledger.members()` then `len(account)`).
    for line in source.lines() {
        let Some((head, returned)) = line
            .trim()
            .strip_prefix("def ")
            .and_then(|d| d.split_once("->"))
        else {
            continue;
        };
        let returned = returned
            .trim()
            .trim_end_matches(':')
            .trim()
            .trim_matches('"');
        let listed = ["list[", "List[", "Sequence[", "Iterable[", "Iterator["]
            .iter()
            .find_map(|w| returned.strip_prefix(w)?.strip_suffix(']'));
        let name = head.split('(').next().unwrap_or_default().trim();
        if listed.is_some_and(|c| classes.iter().any(|k| k == c.trim()))
            && !name.is_empty()
            && !out.iter().any(|n| n == name)
        {
            out.push(name.to_owned());
        }
    }
    out
}

/// The dicts of [`object_collections`]: filled by key, whose objects are
/// their `values()` (a loop over the dict itself walks its keys).
pub(crate) fn keyed_collections(source: &str, classes: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in source.lines() {
        let made = classes.iter().any(|c| {
            line.contains(&format!("{c}(")) || line.contains(&format!("defaultdict({c})"))
        });
        if !made {
            continue;
        }
        let t = line.trim();
        let named = t
            .split_once(".setdefault(")
            .map(|(n, _)| n)
            .or_else(|| t.split_once(" = defaultdict(").map(|(n, _)| n))
            .or_else(|| {
                t.split_once("] = ")
                    .and_then(|(n, _)| n.rsplit_once('['))
                    .map(|(n, _)| n)
            });
        let Some(named) = named else {
            continue;
        };
        let name = named.rsplit(['.', ' ', '(']).next().unwrap_or_default();
        if !name.is_empty()
            && name.chars().all(|c| c.is_alphanumeric() || c == '_')
            && !out.iter().any(|n| n == name)
        {
            out.push(name.to_owned());
        }
    }
    out
}

/// The names the code sets to an object of one of its `classes` (`inv =
/// Inventory.load(text)`, `g = Garden()`), whose `len(inv)` and `for p in
/// inv` are the class's `__len__` and `__iter__` (trial 67).
pub(crate) fn instances(source: &str, classes: &[String]) -> Vec<String> {
    // (Or an item of a collection named for a class, `wh =
    // self.warehouses[name]` of `Warehouse`, trial 79.)
    let plurals = object_collections(source, classes);
    let mut out: Vec<String> = Vec::new();
    for line in source.lines() {
        let Some((name, value)) = line.trim().split_once(" = ") else {
            continue;
        };
        let class = value.split(['(', '.']).next().unwrap_or_default().trim();
        let item = value
            .trim()
            .strip_prefix("self.")
            .unwrap_or(value.trim())
            .split_once(['[', '.'])
            .is_some_and(|(collection, rest)| {
                plurals.iter().any(|p| p == collection)
                    && (value.trim_end().ends_with(']') || rest.starts_with("get("))
            });
        if name.chars().all(|c| c.is_alphanumeric() || c == '_')
            && (classes.iter().any(|c| c == class) || item)
            && !out.iter().any(|n| n == name)
        {
            out.push(name.to_owned());
        }
    }
    out
}

/// The names a loop binds over a collection named for one of `classes`
/// (`for s in sorted(self.setters.values()):` of `Setter`, trial 74; a
/// comprehension's `for g in self.groomers.values()` on the line itself,
/// trial 76): each one of its objects. `heads` are the lines that open
/// the blocks around the line, `line` the line itself.
pub(crate) fn looped_objects<'a>(
    heads: impl Iterator<Item = &'a str>,
    line: &str,
    collections: &[String],
    keyed: &[String],
    instances: &[String],
) -> Vec<String> {
    let plurals = collections;
    let heads: Vec<&str> = heads.collect();
    // (A name a loop around binds, `for pen, animals in ...`, is that
    // loop's, not a field keyed by name of the same word, `self.animals`:
    // trial 136.)
    let bound: Vec<&str> = heads
        .iter()
        .filter_map(|h| h.trim_start().strip_prefix("for ")?.split_once(" in "))
        .flat_map(|(vars, _)| vars.split(',').map(str::trim))
        .collect();
    // (Or `self` itself, a class that walks its items through `__iter__`:
    // `str(g) for g in self`, trial 76; or another such object, `for cask
    // in wh`, trial 79.)
    // (A dict's own loop walks its keys: its objects are its `values()`,
    // trial 112's `for name in sorted(self.lines)` told `name.__str__()`.)
    let over_objects = |over: &str| {
        over.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| {
                plurals.iter().any(|p| p == w)
                    && (!keyed.iter().any(|k| k == w)
                        || bound.contains(&w)
                        || over.contains(&format!("{w}.values(")))
            })
            || ["self"]
                .into_iter()
                .chain(instances.iter().map(String::as_str))
                .any(|object| {
                    over.trim_start().strip_prefix(object).is_some_and(|rest| {
                        !rest.starts_with(|c: char| {
                            c.is_alphanumeric() || c == '_' || c == '.' || c == '['
                        })
                    })
                })
    };
    let plain = |v: &str| !v.is_empty() && v.chars().all(|c| c.is_alphanumeric() || c == '_');
    let mut out: Vec<String> = heads
        .iter()
        .filter_map(|head| {
            let (var, over) = head.trim_start().strip_prefix("for ")?.split_once(" in ")?;
            let var = var.trim();
            (plain(var) && over_objects(over)).then(|| var.to_owned())
        })
        .collect();
    for (at, _) in line.match_indices(" for ") {
        if let Some((var, over)) = line[at + 5..].split_once(" in ")
            && plain(var.trim())
            && over_objects(over.split([')', ']']).next().unwrap_or(over))
        {
            out.push(var.trim().to_owned());
        }
    }
    out
}

/// `for plant in inv:` of one of `instances`, an object whose class has
/// `__iter__`: a map in Rhai, which `for` does not walk (trial 67).
/// What the point on `len(x)` of an object says, whose text tells it.
pub(crate) const COUNTED_OBJECT: &str = "whose `len` counts the map's keys";

/// `len(ledger)` of an object whose class has `__len__` (trial 149):
/// Rhai's `len` of its map counts the map's keys.
pub(crate) fn counted_objects(source: &str, instances: &[String]) -> Vec<(usize, Habit)> {
    let mut out = Vec::new();
    for (i, written) in source.lines().enumerate() {
        let code = written.split('#').next().unwrap_or_default();
        for name in instances {
            let called = format!("len({name})");
            let Some(at) = code.match_indices(&called).map(|(at, _)| at).find(|&at| {
                !code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.')
            }) else {
                continue;
            };
            let object = if name == "self" {
                "this"
            } else {
                name.as_str()
            };
            out.push((
                i + 1,
                Habit {
                    column: code[..at].chars().count() + 1,
                    text: format!(
                        "`{name}` is an object of the code's class, a map in Rhai, {COUNTED_OBJECT}, where Python's `len` calls its `__len__`: write `{object}.__len__()` for `len({name})`"
                    ),
                },
            ));
        }
    }
    out
}

pub(crate) fn walked_objects(source: &str, instances: &[String]) -> Vec<(usize, Habit)> {
    let mut out = Vec::new();
    for (i, written) in source.lines().enumerate() {
        let Some((var, iterable)) = written
            .trim()
            .strip_prefix("for ")
            .and_then(|rest| rest.split_once(" in "))
        else {
            continue;
        };
        let iterable = iterable.trim_end().trim_end_matches(':').trim();
        if instances.iter().any(|n| n == iterable)
            && let Some(at) = written.find(&format!(" in {iterable}"))
        {
            let object = if iterable == "self" { "this" } else { iterable };
            out.push((
                i + 1,
                Habit {
                    column: written[..at + 4].chars().count() + 1,
                    text: format!(
                        "`{iterable}` is an object of the code's class, a map in Rhai, which `for` does not walk as Python walks it through `__iter__`: loop over what that method gives, `for {var} in {object}.__iter__() {{ ... }}`"
                    ),
                },
            ));
        }
    }
    out
}

/// `for meal in BUDGET:` of a dict: Python walks its keys in the order
/// set, and Rhai's `for` walks no map (trial 107's loop was told only its
/// braces). Of a dict written whole at the top level, its keys in the
/// order written.
pub(crate) fn walked_dicts(source: &str, maps: &[(String, usize)]) -> Vec<(usize, Habit)> {
    let lines: Vec<&str> = source.lines().collect();
    let mut out = Vec::new();
    for (i, written) in lines.iter().enumerate() {
        // (In a comprehension too, `{z: ... for z in TARIFFS}`.)
        let toks = tokenize(written);
        let Some((column, var, iterable, set_at)) = toks.windows(5).find_map(|w| match w {
            [
                (c, Tok::Ident("for")),
                (_, Tok::Ident(var)),
                (_, Tok::Ident("in")),
                (_, Tok::Ident(name)),
                (_, after),
            ] if !matches!(after, Tok::Punct("." | "[" | "(")) => maps
                .iter()
                .find(|(m, _)| m == name)
                .map(|(_, at)| (*c, *var, *name, *at)),
            _ => None,
        }) else {
            continue;
        };
        // The keys of `NAME = {"a": 1, "b": 2}` on one line, in order.
        // (Known, they are the loop's, with no sorted form beside them:
        // trial 148's point gave both.)
        let text = match key_order(&lines, iterable, set_at) {
            Some(keys) => format!(
                "a map gives `for` no items in Rhai (it fails when it runs): loop over its keys in the order they were set, as Python walks the dict, `for {var} in {keys} {{ let value = {iterable}[{var}]; ... }}` (a map's `keys()` come sorted)"
            ),
            None => format!(
                "a map gives `for` no items in Rhai (it fails when it runs): loop over its keys, `for {var} in {iterable}.keys() {{ let value = {iterable}[{var}]; ... }}`, which come sorted, where Python walks a dict in the order its keys were set; where the order they were set matters, push each new key to an array as you set it and loop over the array"
            ),
        };
        out.push((i + 1, Habit { column, text }));
    }
    out
}

/// The keys of the dict `name` set on line `set_at` (from 1) in the
/// order Python walks them, as Rhai: `["a", "b"]` of `NAME = {"a": 1, "b":
/// 2}` written on one line, `SEQ` of `NAME = {k: 0 for k in SEQ}`; `None`
/// where another line may set a key of its own (`NAME[k] = v`).
pub(crate) fn key_order(lines: &[&str], name: &str, set_at: usize) -> Option<String> {
    let first = lines
        .get(set_at.checked_sub(1)?)?
        .split_once('=')?
        .1
        .split('#')
        .next()?
        .trim();
    // (A dict written over several lines, to the `}` that closes it:
    // trial 131's `BANDS = {"PF": ..., "MS": ...,` went on below.)
    let mut value = first.to_owned();
    let open = |v: &str| v.matches('{').count() > v.matches('}').count();
    for more in lines.iter().skip(set_at).take(60) {
        if !value.starts_with('{') || !open(&value) {
            break;
        }
        value.push(' ');
        value.push_str(more.split('#').next().unwrap_or_default().trim());
    }
    let inner = value.strip_prefix('{')?.strip_suffix('}')?;
    let order = match inner.rsplit_once(" for ") {
        // `{s: 0 for s in STATUSES}`: the sequence's order.
        Some((_, tail)) => {
            let (_, seq) = tail.split_once(" in ")?;
            let seq = seq.trim();
            (!seq.is_empty() && seq.chars().all(|c| c.is_alphanumeric() || c == '_'))
                .then(|| seq.to_owned())?
        }
        None => {
            let keys: Option<Vec<String>> = super::translate::top_level_parts(inner)
                .iter()
                .map(|part| {
                    let key = part.split_once(':')?.0.trim();
                    let quoted = key
                        .strip_prefix('"')
                        .and_then(|k| k.strip_suffix('"'))
                        .or_else(|| key.strip_prefix('\'').and_then(|k| k.strip_suffix('\'')))?;
                    (!quoted.contains(['"', '\\'])).then(|| format!("\"{quoted}\""))
                })
                .collect();
            let keys = keys.filter(|k| !k.is_empty())?;
            format!("[{}]", keys.join(", "))
        }
    };
    // (A key set elsewhere, `NAME[k] = v`, comes after these, where the
    // order is the code's own; a count kept, `NAME[k] += 1`, adds none.)
    let indexed = format!("{name}[");
    let set_elsewhere = lines.iter().enumerate().any(|(k, l)| {
        k + 1 != set_at
            && l.match_indices(&indexed).any(|(at, _)| {
                l[at..].split_once(']').is_some_and(|(_, rest)| {
                    let rest = rest.trim_start();
                    rest.starts_with('=') && !rest.starts_with("==")
                })
            })
            || l.contains(&format!("{name}.setdefault("))
            || l.contains(&format!("{name}.update("))
    });
    (!set_elsewhere).then_some(order)
}

/// `text` with each `NAME.keys()` its code reads of a dict in `orders`
/// (its name and its keys in the order set, [`key_order`]) read in that
/// order, as Python walks the dict (trial 109's `status_counts` printed
/// sorted where Python kept `STATUSES`' order).
pub(crate) fn ordered_keys(text: &str, orders: &[(String, String)]) -> String {
    let mut told = Vec::new();
    let out = in_rhai_part(text, |rhai| {
        orders.iter().fold(rhai.to_owned(), |out, (name, order)| {
            // (`list(BANDS)` too, Python's list of a dict's keys in their
            // order: trial 131's sort by it was left to `list`'s point,
            // which gives them sorted.)
            ["keys()", "list("].iter().fold(out, |out, form| {
                let read = if *form == "list(" {
                    format!("list({name})")
                } else {
                    format!("{name}.{form}")
                };
                if !out.contains(&read) {
                    return out;
                }
                let note = format!("`{name}`'s keys in the order they were set, `{order}`");
                if !told.contains(&note) {
                    told.push(note);
                }
                rewrite_each(&out, &read, |before, _| {
                    (!ends_word(before)).then(|| (order.clone(), 0))
                })
            })
        })
    });
    if told.is_empty() {
        out
    } else {
        // (The note for an order not known has nothing left to say, nor
        // one on `list` where none is left.)
        let out = out.replace(&format!("; {}", super::python::UNORDERED_KEYS), "");
        let out = if in_rhai_part(&out, |rhai| rhai.to_owned()).contains("list(") {
            out
        } else {
            out.replace(
                "; this holds once `list` is replaced, as its own point says",
                "",
            )
        };
        format!(
            "{out} ({}, as Python walks the dict; a map's `keys()` come sorted)",
            told.join(", ")
        )
    }
}

/// `text` with what it writes of each of `instances` as a list (its
/// length, a chain or a loop over it) written with the class's own
/// `__len__` and `__iter__`, where the code's `methods` have them: a map's
/// `len()` counts its keys.
pub(crate) fn dunder_reads(text: &str, instances: &[String], methods: &HashSet<String>) -> String {
    let length = methods.contains("__len__");
    let iterate = methods.contains("__iter__");
    let shown = methods.contains("__str__");
    if instances.is_empty() || !(length || iterate || shown) {
        return with_len_note(text, length);
    }
    let told = in_rhai_part(text, |rhai| {
        let mut out = rhai.to_owned();
        for name in instances {
            // (Not a name the item's own form declares, `let order = [];`
            // of `most_common`'s: trial 90's was told `order.__iter__()`.)
            if out.contains(&format!("let {name} =")) {
                continue;
            }
            // (`self` is `this` in Rhai.)
            let object = if name == "self" {
                "this"
            } else {
                name.as_str()
            };
            let mut reads: Vec<(String, String)> = Vec::new();
            if length {
                reads.push((format!("{name}.len()"), format!("{object}.__len__()")));
            }
            // (`str(g)` of an object whose class has `__str__`, trial 76;
            // `f"  {cask}"`, trial 79.)
            if shown {
                reads.push((format!("{name}.to_string()"), format!("{object}.__str__()")));
                reads.push((format!("${{{name}}}"), format!("${{{object}.__str__()}}")));
            }
            if iterate {
                for method in ["map", "filter", "reduce", "all", "some"] {
                    reads.push((
                        format!("{name}.{method}("),
                        format!("{object}.__iter__().{method}("),
                    ));
                }
            }
            for (from, to) in reads {
                out = rewrite_each(&out, &from, |before, _| {
                    (!ends_word(before)).then(|| (to.clone(), 0))
                });
            }
            if iterate {
                out = out.replace(
                    &format!(" in {name} {{"),
                    &format!(" in {object}.__iter__() {{"),
                );
            }
        }
        out
    });
    with_len_note(&told, length)
}

/// `text` told besides, where the code's class has `__len__` (`length`)
/// and it writes a `len` that may count such an object (trial 68's
/// `sum(map(len, self.courses.values()))`, trial 72's
/// `this.__iter__().map(|s| s.len())`), as `__str__` is: Rhai's `len` of
/// a map counts its keys.
fn with_len_note(text: &str, length: bool) -> String {
    let (rhai, original) = rhai_part(text);
    let called = rhai.match_indices("len(").any(|(at, _)| {
        !ends_word(&rhai[..at])
    }) || (rhai.contains("__iter__()") && rhai.contains(".len()"))
        // (`map(|st| st.len())` of a comprehension's items, trial 73.)
        || (original.is_empty() && rhai.contains(".len())"));
    // (A form that quotes no Python, a comprehension's, counts too.)
    let python_len = original.contains("len") || original.is_empty();
    if length && python_len && called && !rhai.contains("__len__()") {
        format!(
            "{text}; where `len` counts an object whose class has `__len__`, call that, `x.__len__()` (an object is a map in Rhai, whose `len()` counts its keys)"
        )
    } else {
        text.to_owned()
    }
}

/// `text` told of a comprehension over the pairs of one of `maps` (`for p,
/// fs in by_pilot` of a `groupby`'s groups, a map in Rhai), whose form
/// reads each pair as `pair[0]` and `pair[1]` (trial 66): over its keys,
/// each value read from the map, the keys in a variable first (a closure
/// cannot read the map a chain starts from).
pub(crate) fn pair_chains_on_maps(text: &str, maps: &[String]) -> String {
    // `p, fs` named in the form's note: `p` is `pair[0]`, `fs` is `pair[1]`.
    let Some((_, named)) = text.split_once(" is one item, an array: `") else {
        return text.to_owned();
    };
    let Some((key, rest)) = named.split_once("` is `pair[0]`, `") else {
        return text.to_owned();
    };
    let Some((value, _)) = rest.split_once("` is `pair[1]`") else {
        return text.to_owned();
    };
    let note = format!("` is one item, an array: `{key}` is `pair[0]`, `{value}` is `pair[1]`");
    for m in maps {
        let chains: Vec<String> = ["map", "filter", "reduce", "all", "some"]
            .iter()
            .map(|method| format!("{m}.{method}(|pair| "))
            .collect();
        if !chains.iter().any(|c| text.contains(c.as_str())) {
            continue;
        }
        let told = super::tokens::in_code_spans(text, |code| {
            let Some(chain) = chains.iter().find(|c| code.contains(c.as_str())) else {
                return code.to_owned();
            };
            let keys_chain = chain
                .replacen(m.as_str(), "keys", 1)
                .replace("|pair|", &format!("|{key}|"));
            let code = code
                .replacen(chain.as_str(), &keys_chain, 1)
                .replace("pair[0]", key)
                .replace("pair[1]", &format!("{m}[{key}]"));
            format!("let keys = {m}.keys(); {code}")
        });
        // (The note on `pair` told of the map instead.)
        let names_start = told.find(&note).and_then(|at| told[..at].rfind("; `"));
        return match names_start {
            Some(start) => {
                let end = told.find(&note).map_or(start, |at| at + note.len());
                format!(
                    "{}; `{m}` is a map in Rhai: `{key}` is each key (sorted), `{value}` its value, `{m}[{key}]`{}",
                    &told[..start],
                    &told[end..]
                )
            }
            None => told,
        };
    }
    text.to_owned()
}

/// The names and keys the code sets to a yes or no (`half_board = x ==
/// "y"`, `"half_board": half_board`, `self.late = t > due`), whose sum
/// Python counts and Rhai refuses (trial 64).
pub(crate) fn bool_names(source: &str) -> HashSet<String> {
    // (Its own comparison, outside brackets and quotes: not a
    // comprehension's `for r in items` or a call's, trial 65.)
    let tested = |value: &str| {
        let value = value.trim();
        let mut depth = 0usize;
        let mut quote = None;
        let top: String = value
            .chars()
            .map(|c| {
                match (quote, c) {
                    (Some(q), c) if c == q => quote = None,
                    (Some(_), _) => {}
                    (None, '"' | '\'') => quote = Some(c),
                    (None, '(' | '[' | '{') => depth += 1,
                    (None, ')' | ']' | '}') => depth = depth.saturating_sub(1),
                    (None, c) if depth == 0 => return c,
                    _ => {}
                }
                ' '
            })
            .collect();
        let top = format!(" {top} ");
        (!top.contains(" if ")
            && [
                " == ", " != ", " === ", " !== ", " < ", " > ", " <= ", " >= ", " in ", " is ",
            ]
            .iter()
            .any(|op| top.contains(op)))
            || matches!(value, "True" | "False" | "true" | "false")
            || value.starts_with("not ")
    };
    // `LEAD = {"Y": True, "N": False}`: a map of yes or no, whose entry
    // `LEAD[flag]` is one (trial 75).
    let bool_maps: Vec<&str> = source
        .lines()
        .filter_map(|line| {
            let (name, value) = line.trim().split_once(" = ")?;
            let entries = value.strip_prefix('{')?.strip_suffix('}')?;
            (name.chars().all(|c| c.is_alphanumeric() || c == '_')
                && entries.split(", ").all(|entry| {
                    entry
                        .split_once(": ")
                        .is_some_and(|(_, v)| matches!(v.trim(), "True" | "False"))
                }))
            .then_some(name)
        })
        .collect();
    let tested = |value: &str| {
        tested(value)
            || value
                .trim()
                .strip_suffix(']')
                .and_then(|v| v.split_once('['))
                .is_some_and(|(map, _)| bool_maps.contains(&map))
    };
    let mut names: HashSet<String> = HashSet::new();
    // A namedtuple's fields in order, `Jam = namedtuple("Jam", "bout
    // lead")`: a field given a yes or no where one is made, `Jam(b,
    // LEAD[flag])` or `Jam(..., lead=x == "Y")`, is one (trial 75).
    for (class, fields) in super::python::namedtuples(&source.lines().collect::<Vec<_>>()) {
        let open = format!("{class}(");
        for made in source.lines() {
            for (at, _) in made.match_indices(&open) {
                if ends_word(&made[..at]) {
                    continue;
                }
                let args = &made[at + open.len()..];
                let Some(close) = super::translate::closing_paren(args) else {
                    continue;
                };
                for (k, arg) in super::translate::top_level_parts(&args[..close])
                    .iter()
                    .enumerate()
                {
                    let (field, value) = match arg.split_once('=') {
                        Some((f, v)) if !v.starts_with('=') && fields.contains(&f.trim()) => {
                            (f.trim(), v)
                        }
                        _ => match fields.get(k) {
                            Some(f) => (*f, arg.as_str()),
                            None => continue,
                        },
                    };
                    if tested(value) {
                        names.insert(field.to_owned());
                    }
                }
            }
        }
    }
    // The function whose first statement this line may be: `def
    // success(self):` then `return self.outcome == "caught"` (trial 66's
    // property), or a getter, `get success() {`.
    let mut function: Option<&str> = None;
    for line in source.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('@') {
            continue;
        }
        if let Some(value) = line.strip_prefix("return ")
            && let Some(name) = function.take()
            && tested(value.trim_end_matches(';'))
        {
            names.insert(name.to_owned());
            continue;
        }
        // A field annotated `correct: bool` (a dataclass's, trial 73).
        if let Some((field, kind)) = line.split_once(": ")
            && kind.trim() == "bool"
            && field.chars().all(|c| c.is_alphanumeric() || c == '_')
        {
            names.insert(field.to_owned());
        }
        function = line
            .strip_prefix("def ")
            .or_else(|| line.strip_prefix("get "))
            .and_then(|rest| rest.split_once('('))
            .map(|(name, _)| name.trim())
            .filter(|name| name.chars().all(|c| c.is_alphanumeric() || c == '_'));
        // A function that says it gives one, `def accepted(self) -> bool:`
        // (trial 96's `return self.in_tune and not self.defect`), or
        // `get ok(): boolean {`.
        if let Some(name) = function
            && (line.ends_with("-> bool:") || line.ends_with("): boolean {"))
        {
            names.insert(name.to_owned());
        }
        let Some((target, value)) = line.split_once(" = ") else {
            continue;
        };
        let target = target.strip_prefix("self.").unwrap_or(target);
        if target.chars().all(|c| c.is_alphanumeric() || c == '_') && tested(value) {
            names.insert(target.to_owned());
        }
    }
    // `"half_board": half_board,` of a name just found, or of a test; a
    // JavaScript key too, `renewed: renewedText === 'yes'` (trial 72).
    // (Each key of the line with its own value: trial 121's `"nights":
    // nights, "rate": rate, "paid": paid.lower() == "yes"` made `nights`
    // one, the rest of the line read as its value.)
    for line in source.lines() {
        let line = line.trim();
        let quoted = line.match_indices("\": ").filter_map(|(at, m)| {
            let key = line[..at].rsplit('"').next()?;
            let value = super::translate::top_level_parts(&line[at + m.len()..])
                .into_iter()
                .next()?;
            Some((key, value))
        });
        let bare = line.split(", ").filter_map(|part| {
            let (key, value) = part.split_once(": ")?;
            let key = key.trim().trim_start_matches(['{', '(']).trim();
            (!key.is_empty() && key.chars().all(|c| c.is_alphanumeric() || c == '_'))
                .then(|| (key, value.to_owned()))
        });
        let pairs: Vec<(&str, String)> = if line.contains("\": ") {
            quoted.collect()
        } else {
            bare.collect()
        };
        for (key, value) in pairs {
            let value = value
                .trim()
                .trim_end_matches(',')
                .trim_end_matches(['}', ')'])
                .trim();
            if names.contains(value) || tested(value) {
                names.insert(key.to_owned());
            }
        }
    }
    names
}

/// `text` with each sum a form writes of a yes or no, `xs.map(|s|
/// s["half_board"]).reduce(|total, v| total + v, 0)`, written as the count
/// of the trues, `xs.filter(|s| s["half_board"]).len()`: Rhai adds no bool
/// to a number.
pub(crate) fn counted_bools(text: &str, names: &HashSet<String>) -> String {
    if names.is_empty() {
        return text.to_owned();
    }
    in_rhai_part(text, |rhai| {
        // `total += o.rush;` of two loops' sum (trial 92): a count of the
        // trues, since Rhai adds no bool to a number.
        let rhai = rewrite_each(rhai, "total += ", |_, after| {
            let (read, _) = after.split_once(';')?;
            let field = read
                .rsplit_once('.')
                .map(|(_, f)| f.trim_end_matches("()"))?;
            names
                .contains(field)
                .then(|| (format!("if {read} {{ total += 1; }}"), read.len() + 1))
        });
        rewrite_each(&rhai, ".map(|", |_, after| {
            let (param, rest) = after.split_once("| ")?;
            let (body, rest) = rest.split_once(").reduce(|total, v| total + v, 0)")?;
            // (`f.success()`: a property, called.)
            let field = body
                .strip_prefix(&format!("{param}[\""))
                .and_then(|b| b.strip_suffix("\"]"))
                .or_else(|| body.strip_prefix(&format!("{param}.")))?;
            let field = field.strip_suffix("()").unwrap_or(field);
            names.contains(field).then(|| {
                let taken = after.len() - rest.len();
                (format!(".filter(|{param}| {body}).len()"), taken)
            })
        })
    })
}

/// The code's functions that give a JavaScript `Map` (`new Map()` in their
/// body, up to the next function), whose spread `[...countBy(xs)]` is its
/// pairs (trial 62).
pub(crate) fn map_makers(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<String> {
    let starts: Vec<(usize, &str)> = lines
        .iter()
        .enumerate()
        .filter_map(|(i, toks)| match toks.as_slice() {
            [
                (_, Tok::Ident("const" | "let" | "var")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                rest @ ..,
            ] if rest.iter().any(|(_, t)| *t == Tok::Punct("=>")) => Some((i, *name)),
            [(_, Tok::Ident("function")), (_, Tok::Ident(name)), ..] => Some((i, *name)),
            // A class's method, `groupBy(key) {` (trial 152's
            // `[...log.groupBy('section')]`).
            [
                (_, Tok::Ident(name)),
                (_, Tok::Punct("(")),
                ..,
                (_, Tok::Punct(")")),
                (_, Tok::Punct("{")),
            ] if !PAREN_KEYWORDS.contains(name) => Some((i, *name)),
            _ => None,
        })
        .collect();
    starts
        .iter()
        .enumerate()
        .filter(|(k, (i, _))| {
            let until = starts.get(k + 1).map_or(lines.len(), |(next, _)| *next);
            lines[*i..until].iter().any(|toks| {
                toks.windows(2)
                    .any(|w| matches!(w, [(_, Tok::Ident("new")), (_, Tok::Ident("Map"))]))
            })
        })
        .map(|(_, (_, name))| (*name).to_owned())
        .collect()
}

/// The names the code sets to a JavaScript Map, `const m = new Map()` or
/// `const byCustomer = groupBy(...)` of one of `makers` (what
/// [`map_makers`] finds): a spread of one, `[...byCustomer]`, is its
/// pairs, never an array's copy.
pub(crate) fn map_names(lines: &[Vec<(usize, Tok<'_>)>], makers: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|toks| match toks.as_slice() {
            [
                (_, Tok::Ident("const" | "let" | "var")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                (_, Tok::Ident(first)),
                (_, second),
                ..,
            ] if (*first == "new" && *second == Tok::Ident("Map"))
                || (*second == Tok::Punct("(") && makers.iter().any(|m| m == first)) =>
            {
                Some((*name).to_owned())
            }
            _ => None,
        })
        .collect()
}

/// Whether `name`, one of the names [`map_names`] finds, read on `line`
/// (from 1), is bound there by a declaration (the Map's, `const shooters
/// = new Map()`), not as a parameter of the function it is read in
/// (`function report({ shooters })`: trial 174's array, where another
/// function had a Map of that name). With no binding found, the Map.
pub(crate) fn nearest_binding_is_map(lines: &[&str], line: usize, name: &str) -> bool {
    let declared = |l: &str| {
        matches!(
            tokenize(l).as_slice(),
            [
                (_, Tok::Ident("const" | "let" | "var")),
                (_, Tok::Ident(n)),
                (_, Tok::Punct("=")),
                ..
            ] if *n == name
        )
    };
    let parameter = |l: &str| {
        let toks = tokenize(l);
        let head = toks.iter().any(|(_, t)| *t == Tok::Ident("function"))
            || toks
                .windows(2)
                .any(|w| matches!(w, [(_, Tok::Punct(")")), (_, Tok::Punct("=>"))]))
            || matches!(
                toks.as_slice(),
                [
                    (_, Tok::Ident(_)),
                    (_, Tok::Punct("(")),
                    ..,
                    (_, Tok::Punct("{"))
                ]
            );
        head && toks.iter().any(|(_, t)| *t == Tok::Ident(name))
            && toks
                .iter()
                .position(|(_, t)| *t == Tok::Punct("("))
                .is_some_and(|open| toks[open..].iter().any(|(_, t)| *t == Tok::Ident(name)))
    };
    for l in lines[..line.saturating_sub(1).min(lines.len())]
        .iter()
        .rev()
    {
        if declared(l) {
            return true;
        }
        if parameter(l) {
            return false;
        }
    }
    true
}

/// The names the code sets to a dict keyed by numbers, `SEVERITY = {1:
/// "minor", ...}`, whose keys are strings in Rhai (the literal's own point
/// says so).
pub(crate) fn number_keyed(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|toks| {
            let toks = match toks.as_slice() {
                [(_, Tok::Ident("const" | "let" | "var")), rest @ ..] => rest,
                all => all,
            };
            match toks {
                [
                    (_, Tok::Ident(name)),
                    (_, Tok::Punct("=")),
                    (_, Tok::Punct("{")),
                    (_, Tok::Ident(key)),
                    (_, Tok::Punct(":")),
                    ..,
                ] if key.chars().all(|c| c.is_ascii_digit()) => Some((*name).to_owned()),
                // `{h: ... for h in (MAX_PINS,)}` or `in range(...)`: a
                // comprehension keyed by numbers (trial 159's template
                // read `spread[MAX_PINS]`).
                [
                    (_, Tok::Ident(name)),
                    (_, Tok::Punct("=")),
                    (_, Tok::Punct("{")),
                    (_, Tok::Ident(key)),
                    (_, Tok::Punct(":")),
                    rest @ ..,
                ] => rest
                    .windows(5)
                    .any(|w| match w {
                        [
                            (_, Tok::Ident("for")),
                            (_, Tok::Ident(var)),
                            (_, Tok::Ident("in")),
                            (_, Tok::Ident("range")),
                            _,
                        ] => var == key,
                        [
                            (_, Tok::Ident("for")),
                            (_, Tok::Ident(var)),
                            (_, Tok::Ident("in")),
                            (_, Tok::Punct("(" | "[")),
                            (_, Tok::Ident(first)),
                        ] => {
                            var == key
                                && (first.chars().all(|c| c.is_ascii_digit())
                                    || first.chars().all(|c| {
                                        c.is_ascii_uppercase() || c == '_' || c.is_ascii_digit()
                                    }))
                        }
                        _ => false,
                    })
                    .then(|| (*name).to_owned()),
                _ => None,
            }
        })
        .collect()
}

/// `rhai` with each read of a map of `names` by a number made a read by
/// its text, `SEVERITY[n.to_string()]` and `n.to_string() in SEVERITY`
/// (trial 123's forms read the map with the number, which Rhai refuses).
pub(crate) fn keyed_by_text(rhai: &str, names: &[String]) -> String {
    // (Not a text, nor one made already.)
    let texted = |x: &str| {
        let x = x.trim();
        (!x.starts_with('"') && !x.ends_with(".to_string()")).then(|| super::tokens::as_text(x))
    };
    names.iter().fold(rhai.to_owned(), |out, name| {
        let indexed = rewrite_each(&out, &format!("{name}["), |before, after| {
            if ends_word(before) {
                return None;
            }
            let mut depth = 0usize;
            let close = after.char_indices().find_map(|(k, c)| {
                match c {
                    '[' | '(' => depth += 1,
                    ']' if depth == 0 => return Some(k),
                    ']' | ')' => depth = depth.saturating_sub(1),
                    _ => {}
                }
                None
            })?;
            let key = texted(&after[..close])?;
            Some((format!("{name}[{key}]"), close + 1))
        });
        // `x in SEVERITY`: the operand before ` in`, made its text.
        let needle = format!(" in {name}");
        let mut out = indexed;
        let mut from = 0;
        while let Some(at) = out[from..].find(&needle).map(|k| k + from) {
            let after = &out[at + needle.len()..];
            from = at + needle.len();
            if after.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let before = &out[..at];
            let mut depth = 0usize;
            let start = before
                .char_indices()
                .rev()
                .find_map(|(k, c)| {
                    match c {
                        ')' | ']' => depth += 1,
                        '(' | '[' if depth > 0 => depth -= 1,
                        '(' | '[' | ' ' | '!' | ',' | '{' | '`' if depth == 0 => {
                            return Some(k + 1);
                        }
                        _ => {}
                    }
                    None
                })
                .unwrap_or(0);
            let operand = &before[start..];
            if operand.is_empty() {
                continue;
            }
            let Some(key) = texted(operand) else {
                continue;
            };
            out.replace_range(start..at, &key);
            from = start + key.len() + needle.len();
        }
        out
    })
}

/// The names that `for` lines among `openers` bind to a dict's keys,
/// `num` of `for num in sorted(per_car):` (or `in per_car`, `in
/// per_car.keys()`), with the dict one of `maps`.
pub(crate) fn loop_keys<'a>(
    openers: impl Iterator<Item = &'a str>,
    maps: &[(String, usize)],
) -> Vec<String> {
    openers
        .filter_map(|l| {
            let rest = l.trim_start().strip_prefix("for ")?;
            let (var, iter) = rest.split_once(" in ")?;
            let iter = iter.trim_end().strip_suffix(':')?.trim();
            let iter = iter
                .strip_prefix("sorted(")
                .and_then(|i| i.strip_suffix(')'))
                .unwrap_or(iter);
            let dict = iter.strip_suffix(".keys()").unwrap_or(iter);
            (super::tokens::is_name(var.trim()) && maps.iter().any(|(m, _)| m == dict))
                .then(|| var.trim().to_owned())
        })
        .collect()
}

/// The keys `lines` loop over in a dict's items, `i` of `for i, g in
/// groups.items()`: texts in Rhai, as a map's keys are.
pub(crate) fn item_keys(lines: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for l in lines {
        for (at, _) in l.match_indices("for ") {
            if ends_word(&l[..at]) {
                continue;
            }
            let Some((targets, rest)) = l[at + 4..].split_once(" in ") else {
                continue;
            };
            // (`groups.items()`, a path's.)
            let over_items = rest
                .trim_start()
                .split_once(".items()")
                .is_some_and(|(dict, _)| {
                    !dict.is_empty()
                        && dict.chars().all(|c| {
                            c.is_alphanumeric() || matches!(c, '_' | '.' | '[' | ']' | '"')
                        })
                });
            if !over_items {
                continue;
            }
            let targets = targets.trim().trim_start_matches('(').trim_end_matches(')');
            if let Some((key, _)) = targets.split_once(',')
                && super::tokens::is_name(key.trim())
                && !out.iter().any(|k| k == key.trim())
            {
                out.push(key.trim().to_owned());
            }
        }
    }
    out
}

/// The names the code's top level sets to a list or a tuple written out,
/// `SIZES = ("growler", "small")`, which are read by a number.
pub(crate) fn top_level_lists(lines: &[&str]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| !l.starts_with(char::is_whitespace))
        .filter_map(|l| {
            let (name, value) = l.split_once(" = ")?;
            let value = value.trim_start();
            (super::tokens::is_name(name.trim())
                && (value.starts_with('(') || value.starts_with('['))
                && !value.starts_with("[]")
                && !value.contains(" for "))
            .then(|| name.trim().to_owned())
        })
        .collect()
}

/// `code` with each number written out that is both tested with `in` and
/// read by index on one value, `10 in by_stamp[t]` and `by_stamp[t][10]`,
/// written as text, `"10"`: only a map takes both, and a Rhai map's keys
/// are texts. (An array's `x[10]` beside no `10 in x` stays.)
pub(crate) fn tested_number_keys(code: &str) -> String {
    let mut out = code.to_owned();
    let mut from = 0;
    while let Some(at) = out[from..].find(" in ").map(|k| k + from) {
        from = at + 4;
        let start = out[..at]
            .trim_end_matches(|c: char| c.is_ascii_digit())
            .len();
        let number = out[start..at].to_owned();
        if number.is_empty() || ends_word(&out[..start]) || out[..start].ends_with('"') {
            continue;
        }
        let after = &out[from..];
        // The value tested: a path with its indexes, `by_stamp[t]`.
        let mut depth = 0usize;
        let end = after
            .char_indices()
            .find_map(|(k, c)| match c {
                '[' | '(' => {
                    depth += 1;
                    None
                }
                ']' | ')' if depth > 0 => {
                    depth -= 1;
                    None
                }
                c if depth == 0 && !(c.is_alphanumeric() || c == '_' || c == '.') => Some(k),
                _ => None,
            })
            .unwrap_or(after.len());
        let value = after[..end].to_owned();
        if value.is_empty() || !value.starts_with(|c: char| c.is_alphabetic() || c == '_') {
            continue;
        }
        let read = format!("{value}[{number}]");
        if !out.contains(&read) {
            continue;
        }
        let quoted = format!("\"{number}\"");
        out.replace_range(start..at, &quoted);
        out = out.replace(&read, &format!("{value}[{quoted}]"));
        // Every other test of it on the same value; then from the start,
        // as the text before moved (a number quoted is never taken again).
        for before in [" ", "|", "("] {
            out = out.replace(
                &format!("{before}{number} in {value}"),
                &format!("{before}{quoted} in {value}"),
            );
        }
        from = 0;
    }
    out
}

/// The entries the code reads as dicts, `v["calls"].items()` (trial 61):
/// each written as Rhai reads it, `v["calls"]`. (A name alone is left to
/// [`python_maps`], which knows the function it stands in.)
pub(crate) fn dict_entries(code: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for method in [".items()", ".keys()", ".values()"] {
        for (at, _) in code.match_indices(method) {
            let before = &code[..at];
            let start = super::tokens::path_start(before);
            let entry = before[start..].replace('\'', "\"");
            if entry.ends_with(']')
                && entry.starts_with(|c: char| c.is_alphabetic() || c == '_')
                && !out.contains(&entry)
            {
                out.push(entry);
            }
        }
    }
    out
}

/// `text` with each loop a form writes over one of `maps` (`for sp in
/// v["calls"] {`) written over its keys, as Python goes over a dict's,
/// where Rhai refuses to loop over a map.
pub(crate) fn loops_on_keys(text: &str, maps: &[String]) -> String {
    in_rhai_part(text, |rhai| {
        maps.iter().fold(rhai.to_owned(), |out, name| {
            // `for item in m { let k = item[0]; let v = item[1];` of a
            // form that read pairs: the key, and its value from the map
            // (trial 163's read a key's first two characters).
            let out = rewrite_each(&out, "for ", |before, after| {
                if ends_word(before) {
                    return None;
                }
                let (item, rest) = after.split_once(&format!(" in {name} {{ let "))?;
                let (key, rest) = rest.split_once(&format!(" = {item}[0]; let "))?;
                let (value, _) = rest.split_once(&format!(" = {item}[1];"))?;
                if ![item, key, value].iter().all(|w| super::tokens::is_name(w)) {
                    return None;
                }
                let taken =
                    format!("{item} in {name} {{ let {key} = {item}[0]; let {value} = {item}[1];");
                Some((
                    format!("for {key} in {name}.keys() {{ let {value} = {name}[{key}];"),
                    taken.len(),
                ))
            });
            out.replace(&format!(" in {name} {{"), &format!(" in {name}.keys() {{"))
        })
    })
}

/// `text` with each function a form maps over one of `groups` (the names
/// set to a `groupby(...)`, a map of groups in Rhai), `by_dept.map(|x|
/// line(x))`, given each pair, as Python's `map(line, by_dept)` gives
/// `line` each key and its group (trial 82 was told the keys alone).
pub(crate) fn chains_on_groups(text: &str, groups: &[String]) -> String {
    in_rhai_part(text, |rhai| {
        let mut out = rhai.to_owned();
        for name in groups {
            for method in ["map", "filter"] {
                out = rewrite_each(&out, &format!("{name}.{method}(|x| "), |before, after| {
                    let f = after.split_once("(x))").map(|(f, _)| f).filter(|f| {
                        !f.is_empty() && f.chars().all(|c| c.is_alphanumeric() || c == '_')
                    })?;
                    (!ends_word(before)).then(|| {
                        (
                            format!(
                                "let keys = {name}.keys(); keys.{method}(|k| {f}([k, {name}[k]]))"
                            ),
                            f.len() + "(x))".len(),
                        )
                    })
                });
            }
        }
        out
    })
}

/// `text` with each chain a form starts on one of `maps` (`ATTENDED.map(`)
/// started on its keys, `ATTENDED.keys().map(`, since Python goes over a
/// dict's or a set's keys and a Rhai map gives a chain nothing.
pub(crate) fn chains_on_keys(text: &str, maps: &[String]) -> String {
    in_rhai_part(text, |rhai| {
        let mut out = rhai.to_owned();
        for name in maps {
            // `min(days)` of a dict: its smallest key, the first of the
            // sorted keys (trial 89's form read `days[0]`, no key).
            out = out
                .replace(
                    &format!("{name}.reduce(|m, v| min(m, v), {name}[0])"),
                    &format!("{name}.keys()[0]"),
                )
                .replace(
                    &format!("{name}.reduce(|m, v| max(m, v), {name}[0])"),
                    &format!("{name}.keys()[-1]"),
                );
            for method in ["map", "filter", "reduce", "all", "some"] {
                out = rewrite_each(&out, &format!("{name}.{method}("), |before, _| {
                    (!ends_word(before)).then(|| (format!("{name}.keys().{method}("), 0))
                });
            }
        }
        out
    })
}

/// `text` told besides, where it writes `str(x)` or `{x!r}` as the
/// template's text of `x` and the code's classes define `__str__` or
/// `__repr__` (`methods`, the code's own function names), which Rhai never
/// calls for you.
pub(crate) fn shown_objects(text: &str, methods: &HashSet<String>) -> String {
    let (rhai, original) = rhai_part(text);
    let mut out = text.to_owned();
    // `{b}` of a name alone: Python's `str(b)`, which for an object is its
    // `__str__` (a number's or a text's template stays as it is).
    let bare = rhai.split("${").skip(1).any(|inner| {
        inner.split_once('}').is_some_and(|(name, _)| {
            !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_')
        })
    });
    for (python, shown, method) in [
        ("str(", "str(x)", "__str__"),
        ("{", "{x}", "__str__"),
        ("!r}", "{x!r}", "__repr__"),
    ] {
        if python == "{" && (!bare || out.contains("`str(x)` shows")) {
            continue;
        }
        // (A form with no code quoted, a comprehension's `map`, counts
        // its template's `{x}` too.)
        let quoted = original.contains(python) || (python == "{" && original.is_empty());
        if methods.contains(method) && rhai.contains("``") && quoted {
            out.push_str(&format!(
                "; where `{shown}` shows an object whose class has `{method}`, call it, `${{x.{method}()}}`"
            ));
        }
    }
    // `[str(b) for b in bindings]` as `b.to_string()`: of an object, the
    // map's keys.
    if methods.contains("__str__")
        && !out.contains("shows an object whose class has")
        && rhai.contains(".to_string())")
        && !rhai.starts_with("Rhai has no function `str`")
    {
        out.push_str(
            "; where `x.to_string()` is of an object whose class has `__str__`, call that instead, `x.__str__()` (`to_string` of a map prints its keys)",
        );
    }
    out
}

/// The names a Python `from datetime import date, timedelta` brings in,
/// which Rhai has none of (the module's own point says so).
pub(crate) fn imported(code: &str) -> Vec<String> {
    code.lines()
        .filter_map(|line| match tokenize(line).as_slice() {
            [
                (_, Tok::Ident("from")),
                _,
                (_, Tok::Ident("import")),
                rest @ ..,
            ] => Some(
                rest.iter()
                    .filter_map(|(_, t)| match t {
                        Tok::Ident(n) if *n != "as" => Some((*n).to_owned()),
                        _ => None,
                    })
                    .collect::<Vec<_>>(),
            ),
            _ => None,
        })
        .flatten()
        .collect()
}

/// A map of the code that counts: Python reads its missing key as 0,
/// Rhai as `()`.
#[derive(Debug, PartialEq)]
pub(crate) enum Counted {
    /// `wins = Counter()` or `defaultdict(int)`: `wins[k]`.
    Name(String),
    /// An object's field, `self.paid = defaultdict(float)`: `.paid[k]`
    /// read on any object.
    Field(String),
    /// A counter in each entry, `statuses = defaultdict(Counter)`:
    /// `statuses[a][b]` (trial 59).
    Nested(String),
}

/// The maps the code sets to a `Counter()` or a `defaultdict(int)`
/// (`wins, played = Counter(), Counter()` too), or a `defaultdict(Counter)`.
pub(crate) fn counters(code: &str) -> Vec<Counted> {
    let mut out = Vec::new();
    for line in code.lines() {
        let toks = tokenize(line);
        // An object's field that counts, `self.paid = defaultdict(float)`
        // or a dataclass's `paid: dict = field(default_factory=lambda:
        // defaultdict(float))`: told as `.paid`, read on any object.
        let counts = |t: &[(usize, Tok<'_>)]| {
            t.windows(4).any(|w| {
                matches!(
                    w,
                    [
                        (_, Tok::Ident("defaultdict")),
                        (_, Tok::Punct("(")),
                        (_, Tok::Ident("int" | "float")),
                        (_, Tok::Punct(")"))
                    ]
                )
            }) || t.windows(3).any(|w| {
                matches!(
                    w,
                    [
                        (_, Tok::Ident("Counter")),
                        (_, Tok::Punct("(")),
                        (_, Tok::Punct(")"))
                    ] | [
                        (_, Tok::Punct("=")),
                        (_, Tok::Ident("Counter")),
                        (_, Tok::Punct(")"))
                    ]
                )
            })
        };
        let field = match toks.as_slice() {
            [
                (_, Tok::Ident("self")),
                (_, Tok::Punct(".")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                rest @ ..,
            ] if counts(rest) => Some(*name),
            [(column, Tok::Ident(name)), (_, Tok::Punct(":")), rest @ ..]
                if *column > 1
                    && rest.iter().any(|(_, t)| *t == Tok::Ident("field"))
                    && counts(rest) =>
            {
                Some(*name)
            }
            _ => None,
        };
        if let Some(name) = field {
            let field = Counted::Field((*name).to_owned());
            if !out.contains(&field) {
                out.push(field);
            }
            continue;
        }
        let Some((eq, names)) = assigned(&toks) else {
            continue;
        };
        // `rights = Counter(a.school for a in attempts if a.correct)`: a
        // counter made from its items reads a missing key as 0 too
        // (trial 73).
        if let [name] = names.as_slice()
            && let [
                (_, Tok::Ident("Counter")),
                (_, Tok::Punct("(")),
                inner @ ..,
                (_, Tok::Punct(")")),
            ] = &toks[eq + 1..]
            && !inner.is_empty()
            && inner.iter().try_fold(0usize, |depth, (_, t)| match t {
                Tok::Punct("(" | "[" | "{") => Some(depth + 1),
                Tok::Punct(")" | "]" | "}") => depth.checked_sub(1),
                _ => Some(depth),
            }) == Some(0)
        {
            let counted = Counted::Name((*name).to_owned());
            if !out.contains(&counted) {
                out.push(counted);
            }
            continue;
        }
        let values: Vec<&[(usize, Tok<'_>)]> = toks[eq + 1..]
            .split(|(_, t)| *t == Tok::Punct(","))
            .collect();
        if names.len() != values.len() {
            continue;
        }
        for (name, value) in names.iter().zip(values) {
            let name = (*name).to_owned();
            let counted = match value {
                [
                    (_, Tok::Ident("Counter")),
                    (_, Tok::Punct("(")),
                    (_, Tok::Punct(")")),
                ]
                | [
                    (_, Tok::Ident("defaultdict")),
                    (_, Tok::Punct("(")),
                    (_, Tok::Ident("int" | "float")),
                    (_, Tok::Punct(")")),
                ] => Counted::Name(name),
                [
                    (_, Tok::Ident("defaultdict")),
                    (_, Tok::Punct("(")),
                    (_, Tok::Ident("Counter")),
                    (_, Tok::Punct(")")),
                ] => Counted::Nested(name),
                _ => continue,
            };
            if !out.contains(&counted) {
                out.push(counted);
            }
        }
    }
    // An entry of a `defaultdict(Counter)` kept in a name, `rec =
    // records[team]` or `for team, rec in records.items()`: a counter too
    // (trial 143's `{rec['W']:>3}` printed nothing for a 0).
    let nested: Vec<String> = out
        .iter()
        .filter_map(|c| match c {
            Counted::Nested(n) => Some(n.clone()),
            _ => None,
        })
        .collect();
    for line in code.lines() {
        let t = line.trim();
        let kept = t.split_once(" = ").and_then(|(name, value)| {
            let (of, _) = value.split_once('[')?;
            nested.iter().any(|n| n == of.trim()).then_some(name.trim())
        });
        let walked = t.strip_prefix("for ").and_then(|rest| {
            let (vars, over) = rest.split_once(" in ")?;
            let of = over.trim_end_matches(':').trim().strip_suffix(".items()")?;
            let (_, value) = vars.split_once(',')?;
            nested.iter().any(|n| n == of).then_some(value.trim())
        });
        for name in kept.into_iter().chain(walked) {
            let counted = Counted::Name(name.to_owned());
            if name.chars().all(|c| c.is_alphanumeric() || c == '_') && !out.contains(&counted) {
                out.push(counted);
            }
        }
    }
    out
}

/// `text` with each read of a counter's entry, `wins[name]`, written as
/// Python reads it, `(wins[name] ?? 0)`; an entry set (`wins[k] = ...`,
/// `+=`) or already defaulted stays.
pub(crate) fn counted_reads(text: &str, counters: &[Counted]) -> String {
    in_rhai_part(text, |rhai| {
        counters.iter().fold(rhai.to_owned(), |out, counted| {
            let (name, nested) = match counted {
                Counted::Field(field) => return field_reads(&out, field),
                Counted::Name(name) => (name, false),
                Counted::Nested(name) => (name, true),
            };
            let open = format!("{name}[");
            rewrite_each(&out, &open, |before, after| {
                // An entry never closed: the rest as it is.
                let Some(mut close) = entry_end(after) else {
                    return Some((format!("{open}{after}"), after.len()));
                };
                // A nested counter's count is its entry's entry; the
                // entry alone is a counter, which stays.
                if nested {
                    let inner = after[close + 1..].strip_prefix('[');
                    match inner.and_then(entry_end) {
                        Some(end) => close += 2 + end,
                        None => return Some((format!("{open}{}", &after[..=close]), close + 1)),
                    }
                }
                let entry = format!("{open}{}", &after[..=close]);
                let read = if ends_word(before) || sets(&after[close + 1..]) {
                    entry
                } else {
                    format!("({entry} ?? 0)")
                };
                Some((read, close + 1))
            })
        })
    })
}

/// The byte of the `]` that closes an entry whose text starts `after` its
/// `[`, if one does within 1,024 bytes (an entry's key is short: one read
/// no further than that).
fn entry_end(after: &str) -> Option<usize> {
    let mut depth = 1usize;
    after
        .char_indices()
        .take_while(|(i, _)| *i < 1024)
        .find_map(|(i, c)| {
            match c {
                '[' => depth += 1,
                ']' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
            None
        })
}

/// Whether what follows an entry sets it (`= 1`, `+= 1`) or gives its
/// fallback itself (`?? 0`).
fn sets(next: &str) -> bool {
    let next = next.trim_start();
    (next.starts_with('=') && !next.starts_with("=="))
        || ["+=", "-=", "*=", "/=", "??"]
            .iter()
            .any(|op| next.starts_with(op))
}

/// `rhai` with each read of a counting field's entry, `u.paid[m]`, written
/// as Python reads it, `(u.paid[m] ?? 0)`; an entry set stays, as does
/// the field read whole. A variable of the field's name (`let paid =
/// this.paid;`) is read as the field.
fn field_reads(rhai: &str, field: &str) -> String {
    let needle = format!("{field}[");
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = String::new();
    let mut copied = 0;
    let mut from = 0;
    while let Some(found) = rhai[from..].find(&needle) {
        let i = from + found;
        from = i + needle.len();
        if rhai[..i].chars().next_back().is_some_and(word) {
            continue;
        }
        // The receiver: `u.`, `this.`, `units[k].`, or none.
        let start = match rhai[..i].strip_suffix('.') {
            Some(head) => head.trim_end_matches(|c: char| word(c) || c == '.').len(),
            None => i,
        };
        let Some(close) = entry_end(&rhai[from..]).map(|k| from + k) else {
            break;
        };
        from = close + 1;
        if start < copied
            || sets(&rhai[close + 1..])
            || rhai[..start].chars().next_back().is_some_and(word)
        {
            continue;
        }
        out.push_str(&rhai[copied..start]);
        out.push('(');
        out.push_str(&rhai[start..=close]);
        out.push_str(" ?? 0)");
        copied = close + 1;
    }
    out.push_str(&rhai[copied..]);
    out
}

/// The names `except BookingError as e:` binds: a map thrown in Rhai (or
/// an error of Rhai's own, `except ValueError as e:` of a `parse_int`,
/// trial 95), whose text is its `message`; each with the lines (from 1) of
/// its `except` block, where the name is the caught one (trial 61's `for
/// err in garden.errors` reads texts). Not a `KeyError`'s alone, whose
/// lookup Rhai does not throw ([`KeyLookup`]).
pub(crate) fn caught_objects(code: &str) -> Vec<(String, std::ops::RangeInclusive<usize>)> {
    let lines: Vec<&str> = code.lines().collect();
    let indent = |l: &str| l.len() - l.trim_start().len();
    lines
        .iter()
        .enumerate()
        .filter_map(|(i, line)| {
            let toks = tokenize(line);
            let at = toks.iter().position(|(_, t)| *t == Tok::Ident("except"))?;
            // (`except (ValueError, TypeError) as e:` names several.)
            let rest = &toks[at + 1..];
            let named = rest
                .iter()
                .position(|(_, t)| *t == Tok::Ident("as"))
                .filter(|&k| k > 0)?;
            let name = match &rest[named + 1..] {
                [(_, Tok::Ident(name)), (_, Tok::Punct(":")), ..] => (*name).to_owned(),
                _ => return None,
            };
            // (`KeyError` alone: a tuple of several, `(KeyError,
            // ValueError)`, is told its message, trial 104.)
            let names: Vec<&Tok<'_>> = rest[..named]
                .iter()
                .map(|(_, t)| t)
                .filter(|t| matches!(t, Tok::Ident(_)))
                .collect();
            if names == [&Tok::Ident("KeyError")] {
                return None;
            }
            let end = (i + 1..lines.len())
                .find(|&k| !lines[k].trim().is_empty() && indent(lines[k]) <= indent(line))
                .unwrap_or(lines.len());
            Some((name, i + 1..=end))
        })
        .collect()
}

/// `text` with each template's `${e}` of a caught object, and each
/// `e.to_string()` (Python's `str(e)`), written as its message,
/// `${e.message}` (the map itself prints its keys).
pub(crate) fn caught_messages(text: &str, names: &[String]) -> String {
    in_rhai_part(text, |rhai| {
        names.iter().fold(rhai.to_owned(), |out, name| {
            let out = out.replace(&format!("${{{name}}}"), &format!("${{{name}.message}}"));
            rewrite_each(&out, &format!("{name}.to_string()"), |before, _| {
                (!ends_word(before)).then(|| (format!("{name}.message"), 0))
            })
        })
    })
}

/// An item's text cut before its " instead of ", which quotes the code as
/// it was written: the part with the Rhai to rewrite, and the rest.
pub(crate) fn rhai_part(text: &str) -> (&str, &str) {
    match text.find(" instead of ") {
        Some(at) => text.split_at(at),
        None => (text, ""),
    }
}

/// `text` with its Rhai part (see [`rhai_part`]) rewritten by `rewrite`,
/// and the code as written after it kept.
pub(crate) fn in_rhai_part(text: &str, rewrite: impl FnOnce(&str) -> String) -> String {
    let (rhai, original) = rhai_part(text);
    rewrite(rhai) + original
}

/// The names of the code's classes (`class Hive:`, `class Hive {`).
pub(crate) fn class_names(code: &str) -> Vec<String> {
    code.lines()
        .filter_map(|line| match tokenize(line).as_slice() {
            [(_, Tok::Ident("class")), (_, Tok::Ident(name)), ..] => Some((*name).to_owned()),
            [
                (_, Tok::Ident("export")),
                (_, Tok::Ident("class")),
                (_, Tok::Ident(name)),
                ..,
            ] => Some((*name).to_owned()),
            _ => None,
        })
        .collect()
}

/// `text` with each call of a class's static method, `Hive.load(x)` or
/// `cls._num(x)` (in a method that takes `cls`), written as the
/// top-level `fn` it becomes, `load(x)`, before any " instead of ".
pub(crate) fn static_calls(text: &str, classes: &[String], cls: bool) -> String {
    in_rhai_part(text, |rhai| {
        classes
            .iter()
            .map(String::as_str)
            .chain(cls.then_some("cls"))
            .fold(rhai.to_owned(), |out, class| {
                rewrite_each(&out, &format!("{class}."), |before, after| {
                    let method = after
                        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .unwrap_or(after.len());
                    let called = method > 0 && after[method..].starts_with('(');
                    (called && !ends_word(before)).then(|| (String::new(), 0))
                })
            })
    })
}

/// The names the code binds itself, as a variable (`const [date, time] =
/// ...`, `let time = ...`, Python's `time = ...`, `for time in ...`): a
/// read of `time.split` is then the code's own value, not a module of
/// that name.
pub(crate) fn own_variables(code: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for line in code.lines() {
        let toks: Vec<Tok<'_>> = tokenize(line).into_iter().map(|(_, t)| t).collect();
        let bound: &[Tok<'_>] = match toks.as_slice() {
            [Tok::Ident("let" | "const" | "var"), rest @ ..] => rest,
            [
                Tok::Ident("for"),
                Tok::Punct("("),
                Tok::Ident("let" | "const" | "var"),
                rest @ ..,
            ] => rest,
            [Tok::Ident("for"), rest @ ..] => rest,
            // Python's `time = ...` and `date, time = ...`: names and
            // commas up to the `=` (not `return f(indent=2)`).
            [Tok::Ident(first), ..]
                if !PAREN_KEYWORDS.contains(first)
                    && toks
                        .iter()
                        .position(|t| *t == Tok::Punct("="))
                        .is_some_and(|eq| {
                            toks[..eq]
                                .iter()
                                .all(|t| matches!(t, Tok::Ident(_) | Tok::Punct(",")))
                        }) =>
            {
                &toks
            }
            _ => continue,
        };
        let end = bound
            .iter()
            .position(|t| matches!(t, Tok::Punct("=") | Tok::Ident("in" | "of")))
            .unwrap_or(0);
        for (i, tok) in bound[..end].iter().enumerate() {
            if let Tok::Ident(name) = tok
                // `{ kwh: before }` binds `before`, not the key, and
                // `this.time = ...` a field.
                && bound.get(i + 1) != Some(&Tok::Punct(":"))
                && (i == 0 || bound[i - 1] != Tok::Punct("."))
                && !PAREN_KEYWORDS.contains(name)
                && !names.iter().any(|n| n == name)
            {
                names.push((*name).to_owned());
            }
        }
    }
    names
}

/// How the points on a TypeScript or Python type begin.
pub(super) const TYPE_ANNOTATIONS: &str = "Rhai has no type annotations";
/// How the point on a JavaScript getter begins.
pub(super) const GETTERS: &str = "Rhai has no getters or setters";
/// How the point on Python's `__lt__` begins.
pub(super) const LESS_THAN: &str = "Rhai has no `__lt__`";
/// How the points on a subclass and on `super()` begin.
pub(super) const NO_INHERITANCE: &str = "Rhai has no inheritance";

/// How the point on a `/` that may divide two ints begins.
pub(super) const INT_DIVISION: &str = "if both sides may be ints";

/// What JavaScript's `switch`, `case` and `default` are told.
pub(super) const SWITCH: &str = "Rhai's `switch` takes no parentheses, `case`, `break` or `default`: write `switch unit { \"h\" => { total += n * 3600; } \"m\" => { total += n * 60; } _ => throw \"bad unit\" }` (one value and `=>` per case, `_` for the rest; a case never falls through, so two `case`s that share a body are one arm, `\"a\" | \"b\" => { ... }`)";

/// What a Python docstring is told.
pub(super) const DOCSTRING: &str = "Rhai has no docstrings: write the text as `//` comments";

/// What to write instead of assigning the plugin to a module export.
pub(super) const DROP_EXPORT: &str = "a plugin is not exported: drop the assignment and end the code with the plugin map itself, `#{ name: \"...\", apply: |ctx| { ... } }`";

/// What Python's `open`/`with open(...)` and Node's `readFileSync` are
/// told: how a plugin reads a file; `habit` is what the code wrote.
pub(crate) fn read_file(habit: &str) -> String {
    format!(
        "Rhai has no `{habit}`: a plugin reads a file with `ctx.fs.read(path)` (text) after adding `inject: [\"fs\"]` to the plugin map; `ctx.fs.list(dir)` lists a directory, `ctx.fs.exists(path)` tells whether a path exists; a `fn` does not see `ctx`, so read the file in `apply` or `execute` and pass the text in (or pass `ctx` as a parameter, `fn load(ctx, path)`)"
    )
}

/// What a TypeScript `interface` or `type` is told.
const NO_TYPES: &str = "Rhai has no types, `interface` or `type`: drop the declaration. A tool declares its arguments in `parameters` (an optional one with `required: false` and a default), and reads them from `args`";

/// What a module import or export is told.
const NO_MODULES: &str = "Rhai plugins import nothing: drop this line. Services come through `inject`: add `inject: [\"fs\"]` to the plugin map and call them on `ctx`, as in `ctx.fs.read(path)`";

/// `for (const [i, x] of xs.entries())` on the line: the Rhai loop that
/// gives each item and its index, `for (x, i) in xs`.
fn entries_loop(toks: &[&Tok<'_>]) -> Option<String> {
    let start = toks.iter().position(|t| **t == Tok::Ident("for"))?;
    let [
        Tok::Punct("("),
        Tok::Ident("const" | "let" | "var"),
        Tok::Punct("["),
        Tok::Ident(index),
        Tok::Punct(","),
        Tok::Ident(item),
        Tok::Punct("]"),
        Tok::Ident("of"),
        rest @ ..,
    ] = &toks[start + 1..]
    else {
        return None;
    };
    let at = rest.iter().position(|t| **t == Tok::Ident("entries"))?;
    // `Object.entries(nums)`: an object's keys and values, not an array's
    // items and indexes (trial 76 was told `for (v, k) in Object`).
    if at == 2 && *rest[0] == Tok::Ident("Object") {
        let open = at + 1;
        let close = super::tokens::closing(rest.iter().copied(), open)?;
        let map: String = rest[open + 1..close]
            .iter()
            .map(|t| match t {
                Tok::Ident(s) | Tok::Punct(s) => *s,
                Tok::Str(..) => "\"...\"",
            })
            .collect();
        return Some(format!(
            "write `for {index} in {map}.keys() {{ let {item} = {map}[{index}]; ... }}`: Rhai's `for` over a map's `keys()` gives each key (sorted, not in the order set), and the value is read from the map (no `entries()`, no destructuring)"
        ));
    }
    // `[...byPart.entries()].sort(...)`: a Map's pairs, spread and sorted,
    // which in Rhai are its keys, already sorted.
    if let [Tok::Punct("["), Tok::Punct("..."), ..] = rest {
        let map: Vec<&str> = rest[2..at.checked_sub(1)?]
            .iter()
            .map(|t| match t {
                Tok::Ident(s) | Tok::Punct(s) => *s,
                Tok::Str(..) => "\"...\"",
            })
            .collect();
        let map = map.concat();
        return Some(format!(
            "a Map's `entries()` are its keys in Rhai, each with its value: `let m = {map}; for {index} in m.keys() {{ let {item} = m[{index}]; ... }}` (`keys()` comes sorted; no destructuring)"
        ));
    }
    let array: Vec<&str> = rest[..at.checked_sub(1)?]
        .iter()
        .map(|t| match t {
            Tok::Ident(s) | Tok::Punct(s) => *s,
            Tok::Str(..) => "\"...\"",
        })
        .collect();
    Some(format!(
        "write `for ({item}, {index}) in {} {{ ... }}`: Rhai's `for` gives each item and its index, the item first (no `entries()`, no destructuring)",
        array.concat()
    ))
}

/// Whether the `=>` at `at` is the value of `const name = ...` itself:
/// `const f = (a, b) => ...`, `const f = x => ...`, `const f = async (a)
/// => ...`, not an arrow inside a call (`Object.fromEntries(xs.map((x) =>
/// ...))`).
fn arrow_value(toks: &[&Tok<'_>], at: usize) -> bool {
    let mut start = 3 + usize::from(toks.get(3) == Some(&&Tok::Ident("async")));
    // A generic arrow, `const groupBy = <T, K>(items: T[]) =>` (trial 60).
    // (Its own `<...>` nested, `<E extends Record<string, string>>`,
    // trial 98.)
    if toks.get(start) == Some(&&Tok::Punct("<")) {
        let mut depth = 0usize;
        let close = toks[start..].iter().position(|t| {
            match **t {
                Tok::Punct("<") => depth += 1,
                Tok::Punct(">") => depth = depth.saturating_sub(1),
                _ => {}
            }
            depth == 0
        });
        if let Some(close) = close {
            start += close + 1;
        }
    }
    match toks.get(start) {
        Some(Tok::Ident(_)) => at == start + 1,
        Some(Tok::Punct("(")) => super::tokens::closing(toks.iter().copied(), start)
            .is_some_and(|close| close + 1 == at || super::arrows::typed_return(toks, close, at)),
        _ => false,
    }
}

/// `const d = debtors[0];` then `d.amount -= x;`: JavaScript and Python
/// share the element, Rhai copies it into the variable. Each copy changed
/// and never written back is told at its first change.
fn element_copies(lines: &[Vec<(usize, Tok<'_>)>], written: &[&str]) -> Vec<(usize, Habit)> {
    // The text of tokens `from..=to` of line `i`, as written.
    let text = |i: usize, from: usize, to: usize| -> String {
        let toks = &lines[i];
        let start = toks[from].0;
        let end = match &toks[to] {
            (c, Tok::Str(_, len)) => c + len + 1,
            (c, Tok::Ident(w) | Tok::Punct(w)) => c + w.chars().count(),
        };
        written
            .get(i)
            .map(|w| w.chars().skip(start - 1).take(end - start).collect())
            .unwrap_or_default()
    };
    // The code's methods that change their object: `self.x = ...`,
    // `self.x += ...` or `self.xs.append(...)` in their body.
    let mut mutators: HashSet<&str> = HashSet::new();
    for (i, toks) in lines.iter().enumerate() {
        let [
            (column, Tok::Ident("def")),
            (_, Tok::Ident(method)),
            (_, Tok::Punct("(")),
            (_, Tok::Ident("self")),
            ..,
        ] = toks.as_slice()
        else {
            continue;
        };
        let changes = lines[i + 1..]
            .iter()
            .take_while(|t| t.first().is_none_or(|(c, _)| c > column))
            .any(|t| {
                let words: Vec<&Tok<'_>> = t.iter().map(|(_, x)| x).collect();
                matches!(
                    words.as_slice(),
                    [
                        Tok::Ident("self"),
                        Tok::Punct("."),
                        Tok::Ident(_),
                        Tok::Punct("="),
                        ..
                    ] | [
                        Tok::Ident("self"),
                        Tok::Punct("."),
                        Tok::Ident(_),
                        Tok::Punct("+" | "-"),
                        Tok::Punct("="),
                        ..
                    ] | [
                        Tok::Ident("self"),
                        Tok::Punct("."),
                        Tok::Ident(_),
                        Tok::Punct("."),
                        Tok::Ident("append" | "extend" | "add" | "update"),
                        ..
                    ]
                )
            });
        if changes {
            mutators.insert(method);
        }
    }
    // The code's functions that return an element of a map by their
    // first parameter, `def player(name): ... return players[name]`: a
    // copy in Rhai (trial 103's `p = player(name)`, then `p["won"] += 1`).
    let mut getters: Vec<(&str, &str)> = Vec::new();
    let mut function: Option<(&str, &str, usize)> = None;
    for toks in lines {
        match toks.as_slice() {
            [
                (c, Tok::Ident("def")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("(")),
                (_, Tok::Ident(param)),
                ..,
            ] => function = Some((name, param, *c)),
            [(c, _), ..] if function.is_some_and(|(.., at)| *c <= at) => function = None,
            [
                (_, Tok::Ident("return")),
                (_, Tok::Ident(map)),
                (_, Tok::Punct("[")),
                (_, Tok::Ident(key)),
                (_, Tok::Punct("]")),
            ] if function.is_some_and(|(_, param, _)| param == *key) => {
                if let Some((name, ..)) = function {
                    getters.push((name, map));
                }
            }
            _ => {}
        }
    }
    let mut copies: Vec<(&str, String, usize)> = Vec::new();
    for (i, toks) in lines.iter().enumerate() {
        let words: Vec<&Tok<'_>> = toks.iter().map(|(_, t)| t).collect();
        let mut k = usize::from(matches!(
            words.first(),
            Some(Tok::Ident("const" | "let" | "var"))
        ));
        if let [
            Tok::Ident(name),
            Tok::Punct("="),
            Tok::Ident(called),
            Tok::Punct("("),
            ..,
        ] = &words[k.min(words.len())..]
            && let Some((_, map)) = getters.iter().find(|(g, _)| g == called)
            && let Some(close) = super::tokens::closing(words.iter().copied(), k + 3)
        {
            let first =
                super::tokens::top_level(words[k + 4..close].iter().copied(), &Tok::Punct(","))
                    .map_or(close, |j| k + 4 + j);
            if first > k + 4 {
                copies.push((name, format!("{map}[{}]", text(i, k + 4, first - 1)), i));
            }
        }
        // One or more `name = array[index]`, comma-separated; the index
        // may be any expression, `totals[r["vet"]]`.
        // (The array may be a field, `boat = self.boats[name]`, trial 62.)
        let path_end = |from: usize| {
            let mut j = from;
            while matches!(words.get(j + 1), Some(Tok::Punct(".")))
                && matches!(words.get(j + 2), Some(Tok::Ident(_)))
            {
                j += 2;
            }
            j
        };
        while let [Tok::Ident(name), Tok::Punct("="), Tok::Ident(_), ..] =
            &words[k.min(words.len())..]
            && let bracket = path_end(k + 2) + 1
            && words.get(bracket) == Some(&&Tok::Punct("["))
            && let Some(close) = super::tokens::closing(words.iter().copied(), bracket)
        {
            copies.push((name, text(i, k + 2, close).replacen("self.", "this.", 1), i));
            match words.get(close + 1) {
                Some(Tok::Punct(",")) => k = close + 2,
                _ => break,
            }
        }
        // `const entry = (byType[type] ??= { count: 0 })`: JavaScript's
        // stored value, set when missing.
        if let [
            Tok::Ident(name),
            Tok::Punct("="),
            Tok::Punct("("),
            Tok::Ident(_),
            Tok::Punct("["),
            ..,
        ] = &words[k.min(words.len())..]
            && let Some(close) = super::tokens::closing(words.iter().copied(), k + 4)
            && words.get(close + 1) == Some(&&Tok::Punct("??"))
        {
            copies.push((name, text(i, k + 3, close), i));
        }
        // `plot = self.plots.get(k)`: Python's stored value, read with
        // `get` (trial 61); `this.plots[k]` in Rhai.
        if let [Tok::Ident(name), Tok::Punct("="), rest @ ..] = &words[k.min(words.len())..]
            && let Some(get) = rest
                .windows(3)
                .position(|w| matches!(w, [Tok::Punct("."), Tok::Ident("get"), Tok::Punct("(")]))
            && rest[..get].iter().enumerate().all(|(j, t)| {
                matches!(t, Tok::Ident(_)) == (j % 2 == 0)
                    && matches!(t, Tok::Ident(_) | Tok::Punct("."))
            })
            && get > 0
        {
            let open = k + 2 + get + 2;
            if let Some(close) = super::tokens::closing(words.iter().copied(), open) {
                let key_end = super::tokens::top_level(
                    words[open + 1..close].iter().copied(),
                    &Tok::Punct(","),
                )
                .map_or(close, |j| open + 1 + j);
                if key_end > open + 1 {
                    let map = text(i, k + 2, k + 1 + get).replacen("self.", "this.", 1);
                    copies.push((
                        name,
                        format!("{map}[{}]", text(i, open + 1, key_end - 1)),
                        i,
                    ));
                }
            }
        }
        // `d = donors.setdefault(key, Donor(...))`: Python's stored value
        // (of a field too, `self.athletes.setdefault(...)`, trial 75).
        if let [Tok::Ident(name), Tok::Punct("="), Tok::Ident(_), ..] = &words[k.min(words.len())..]
            && let called = path_end(k + 2)
            && called > k + 2
            && words.get(called) == Some(&&Tok::Ident("setdefault"))
            && words.get(called + 1) == Some(&&Tok::Punct("("))
            && let Some(close) = super::tokens::closing(words.iter().copied(), called + 1)
        {
            let map = text(i, k + 2, called - 2).replacen("self.", "this.", 1);
            // The key: the call's first argument, as written.
            let open = called + 1;
            let comma =
                super::tokens::top_level(words[open + 1..close].iter().copied(), &Tok::Punct(","))
                    .map(|j| open + 1 + j);
            if let Some(comma) = comma
                && comma > open + 1
            {
                copies.push((name, format!("{map}[{}]", text(i, open + 1, comma - 1)), i));
            }
        }
    }
    // Each line that writes a copy back, `m[k] = t`: the array or map
    // indexed and the name it ends with, read once for every copy.
    let mut written_back: std::collections::HashSet<(&str, &str)> =
        std::collections::HashSet::new();
    for toks in lines {
        // (Its `;`, as JavaScript and Rhai end it, aside: trial 61.)
        let toks = match toks.as_slice() {
            [rest @ .., (_, Tok::Punct(";"))] => rest,
            all => all,
        };
        if let Some((_, Tok::Ident(last))) = toks.last()
            && toks.iter().any(|(_, t)| *t == Tok::Punct("="))
        {
            for w in toks.windows(2) {
                if let [(_, Tok::Ident(a)), (_, Tok::Punct("["))] = w {
                    written_back.insert((a, last));
                }
            }
        }
        // `schools.set(shift.school, s)`: a JavaScript Map's (trial 100).
        if let [
            (_, Tok::Ident(a)),
            (_, Tok::Punct(".")),
            (_, Tok::Ident("set")),
            (_, Tok::Punct("(")),
            ..,
            (_, Tok::Ident(last)),
            (_, Tok::Punct(")")),
        ] = toks
        {
            written_back.insert((a, last));
        }
    }
    // The names some line reads a field or an item of (`t.fees`, `t[k]`),
    // which a change of a copy needs: the others need no walk.
    let indexed: std::collections::HashSet<&str> = lines
        .iter()
        .flat_map(|toks| {
            toks.windows(2).filter_map(|w| match w {
                [(_, Tok::Ident(n)), (_, Tok::Punct("." | "["))] => Some(*n),
                _ => None,
            })
        })
        .collect();
    let mut out = Vec::new();
    for (name, from, declared) in copies {
        let array = from
            .split('[')
            .next()
            .and_then(|a| a.rsplit('.').next())
            .unwrap_or_default();
        if written_back.contains(&(array, name)) || !indexed.contains(name) {
            continue;
        }
        // Until the name is set anew, or its block ends (a line less
        // indented than the copy's: another function's `m` is another).
        let indent = lines[declared].first().map_or(1, |(c, _)| *c);
        let change = lines
            .iter()
            .enumerate()
            .skip(declared + 1)
            .take_while(|(_, toks)| {
                !matches!(toks.as_slice(), [(_, Tok::Ident(n)), (_, Tok::Punct("=")), ..] if *n == name)
                    && toks.first().is_none_or(|(c, _)| *c >= indent)
            })
            .find_map(|(line, toks)| {
                let words: Vec<&Tok<'_>> = toks.iter().map(|(_, t)| t).collect();
                toks.iter().enumerate().find_map(|(k, (column, tok))| {
                    if *tok != Tok::Ident(name)
                        || k.checked_sub(1).is_some_and(|p| words[p] == &Tok::Punct("."))
                    {
                        return None;
                    }
                    // `plot.add_visit(...)`: a method of the code's that
                    // changes its object (trial 61).
                    if let (Some(Tok::Punct(".")), Some(Tok::Ident(method)), Some(Tok::Punct("("))) =
                        (words.get(k + 1), words.get(k + 2), words.get(k + 3))
                        && mutators.contains(method)
                    {
                        return Some((line, *column, String::new(), Some(*method)));
                    }
                    // `t.fees` or `t["fees"]`, then `=` or `+=` (through
                    // more of them, `rider["times"][checkpoint] = secs`,
                    // trial 101).
                    let step = |at: usize| match words.get(at + 1) {
                        Some(Tok::Punct(".")) if matches!(words.get(at + 2), Some(Tok::Ident(_)))
                            && words.get(at + 3) != Some(&&Tok::Punct("(")) => Some(at + 2),
                        Some(Tok::Punct("[")) => super::tokens::closing(words.iter().copied(), at + 1),
                        _ => None,
                    };
                    let mut last = step(k)?;
                    while let Some(next) = step(last) {
                        last = next;
                    }
                    let assigned = matches!(
                        (words.get(last + 1), words.get(last + 2)),
                        (Some(Tok::Punct("=")), _)
                            | (Some(Tok::Punct("+" | "-" | "*" | "/")), Some(Tok::Punct("=")))
                    );
                    // `d.visits.append(...)`: a change through a method.
                    let changed = matches!(
                        (words.get(last + 1), words.get(last + 2), words.get(last + 3)),
                        (
                            Some(Tok::Punct(".")),
                            Some(Tok::Ident("append" | "push" | "add" | "extend" | "insert" | "update")),
                            Some(Tok::Punct("("))
                        )
                    );
                    (assigned || changed).then(|| (line, *column, text(line, k, last), None))
                })
            });
        if let Some((line, column, target, method)) = change {
            let text = match method {
                Some(method) => foreign::changed_by_method(name, method, &from),
                None => foreign::changed_element(&target, name, &from),
            };
            out.push((line + 1, Habit { column, text }));
        }
    }
    out.extend(python_loop_copies(lines, &text));
    out
}

/// Python's `def parse_pitch(raw, warnings):` whose body changes
/// `warnings` (`warnings.append(...)`): a `fn` gets a copy of each
/// argument, so the change is lost unless the `fn` returns it. Each
/// parameter told once, where it is first changed.
fn changed_parameters(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<(usize, Habit)> {
    let mut out = Vec::new();
    for (i, toks) in lines.iter().enumerate() {
        let [
            (column, Tok::Ident("def")),
            (_, Tok::Ident(function)),
            (_, Tok::Punct("(")),
            rest @ ..,
        ] = toks.as_slice()
        else {
            continue;
        };
        let params = super::tokens::params(rest.iter().map(|(_, t)| t), ")");
        let body: Vec<(usize, &Vec<(usize, Tok<'_>)>)> = lines
            .iter()
            .enumerate()
            .skip(i + 1)
            .take_while(|(_, t)| t.first().is_none_or(|(c, _)| c > column))
            .collect();
        for param in params.iter().filter(|p| !matches!(**p, "self" | "cls")) {
            let returned = body.iter().any(|(_, t)| {
                matches!(t.as_slice(), [(_, Tok::Ident("return")), rest @ ..] if rest.iter().any(|(_, x)| *x == Tok::Ident(param)))
            });
            let changed = body.iter().find_map(|(line, t)| {
                let words: Vec<&Tok<'_>> = t.iter().map(|(_, x)| x).collect();
                let hit = match words.as_slice() {
                    [
                        Tok::Ident(p),
                        Tok::Punct("."),
                        Tok::Ident(
                            "append" | "extend" | "add" | "update" | "insert" | "remove" | "pop"
                            | "clear",
                        ),
                        Tok::Punct("("),
                        ..,
                    ] => p == param,
                    [Tok::Ident(p), Tok::Punct("["), ..] => {
                        p == param
                            && super::tokens::closing(words.iter().copied(), 1).is_some_and(
                                |close| {
                                    matches!(words.get(close + 1), Some(Tok::Punct("=")))
                                        || matches!(
                                            (words.get(close + 1), words.get(close + 2)),
                                            (Some(Tok::Punct("+" | "-")), Some(Tok::Punct("=")))
                                        )
                                },
                            )
                    }
                    _ => false,
                };
                hit.then(|| (*line, t.first().map_or(1, |(c, _)| *c)))
            });
            if let Some((line, column)) = changed
                && !returned
            {
                out.push((
                    line + 1,
                    Habit {
                        column,
                        text: foreign::changed_parameter(function, param),
                    },
                ));
            }
        }
    }
    out
}

/// `total = ...` beside a `def total(...)`: inside a closure, Rhai reads
/// the name as the function (a `Fn`), not the variable; each name told
/// once, where it is first set.
fn variables_named_as_functions(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<(usize, Habit)> {
    let functions: Vec<&str> = lines
        .iter()
        .filter_map(|toks| match toks.as_slice() {
            [
                (_, Tok::Ident("fn" | "def" | "function")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("(")),
                ..,
            ] => Some(*name),
            _ => None,
        })
        .collect();
    let mut told: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for (i, toks) in lines.iter().enumerate() {
        let found = match toks.as_slice() {
            [
                (_, Tok::Ident("let" | "const" | "var")),
                (column, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                ..,
            ]
            | [(column, Tok::Ident(name)), (_, Tok::Punct("=")), ..] => Some((*column, *name)),
            _ => None,
        };
        if let Some((column, name)) = found
            && functions.contains(&name)
            && !told.contains(&name)
            && read_in_closure(&lines[i + 1..], name)
        {
            told.push(name);
            out.push((
                i + 1,
                Habit {
                    column,
                    text: format!(
                        "`{name}` is also the name of a function of the code, and inside a closure Rhai reads `{name}` as that function, not this variable (\"Function not found: ... (Fn)\"): name the variable otherwise, `{name}_n`"
                    ),
                },
            ));
        }
    }
    out
}

/// Parameters with each reserved name as the `_` form its own point
/// gives (`default` as `default_`).
fn unreserved(params: &[String]) -> Vec<String> {
    params
        .iter()
        .map(|p| {
            if super::tokens::RESERVED_NAMES.contains(&p.as_str()) {
                format!("{p}_")
            } else {
                p.clone()
            }
        })
        .collect()
}

/// Whether `lines` read `name` inside a closure: after an arrow, a
/// `lambda` or a Rhai closure's `|...|` on its line, in a Python
/// comprehension, or on a line of a
/// closure's braces (`xs.forEach(x => {` to its `}`). A call `name(...)`
/// and a field `.name` are no read of the variable.
fn read_in_closure(lines: &[Vec<(usize, Tok<'_>)>], name: &str) -> bool {
    // The brace depth where each open closure's body began.
    let mut bodies: Vec<usize> = Vec::new();
    let mut depth = 0usize;
    for toks in lines {
        // `[n / total for n in xs]`: a comprehension is a `map`'s closure.
        let mut opened = toks.iter().skip(1).any(|(_, t)| *t == Tok::Ident("for"));
        for (k, (_, tok)) in toks.iter().enumerate() {
            match tok {
                Tok::Punct("=>") | Tok::Ident("lambda") => opened = true,
                // `|x| ...`: a pipe right after `(`, `,` or `=`, or a
                // pair of pipes around names.
                Tok::Punct("|")
                    if k > 0 && matches!(toks[k - 1].1, Tok::Punct("(" | "," | "=" | ":")) =>
                {
                    opened = true;
                }
                Tok::Punct("{") => {
                    depth += 1;
                    if opened {
                        bodies.push(depth);
                        opened = false;
                    }
                }
                Tok::Punct("}") => {
                    if bodies.last() == Some(&depth) {
                        bodies.pop();
                    }
                    depth = depth.saturating_sub(1);
                }
                Tok::Ident(word)
                    if *word == name
                        && (opened || !bodies.is_empty())
                        && (k == 0 || toks[k - 1].1 != Tok::Punct("."))
                        && toks.get(k + 1).map(|(_, t)| t) != Some(&Tok::Punct("(")) =>
                {
                    return true;
                }
                _ => {}
            }
        }
    }
    false
}

/// Python's `for t in totals.values():` or `for name, t in
/// totals.items():` whose body changes `t["avg"]`: each `t` is a copy in
/// Rhai, and the loop over the keys changes the map's own value.
fn python_loop_copies(
    lines: &[Vec<(usize, Tok<'_>)>],
    text: &impl Fn(usize, usize, usize) -> String,
) -> Vec<(usize, Habit)> {
    let mut out = Vec::new();
    for (i, toks) in lines.iter().enumerate() {
        let (key, item, map) = match toks.as_slice() {
            [
                (_, Tok::Ident("for")),
                (_, Tok::Ident(item)),
                (_, Tok::Ident("in")),
                (_, Tok::Ident(map)),
                (_, Tok::Punct(".")),
                (_, Tok::Ident("values")),
                ..,
            ] => ("key", *item, *map),
            [
                (_, Tok::Ident("for")),
                (_, Tok::Ident(key)),
                (_, Tok::Punct(",")),
                (_, Tok::Ident(item)),
                (_, Tok::Ident("in")),
                (_, Tok::Ident(map)),
                (_, Tok::Punct(".")),
                (_, Tok::Ident("items")),
                ..,
            ] => (*key, *item, *map),
            _ => continue,
        };
        let Some(indent) = toks.first().map(|(c, _)| *c) else {
            continue;
        };
        let changed = lines
            .iter()
            .enumerate()
            .skip(i + 1)
            .take_while(|(_, t)| t.is_empty() || t.first().is_some_and(|(c, _)| *c > indent))
            .find_map(|(line, t)| match t.as_slice() {
                [(column, Tok::Ident(n)), (_, Tok::Punct("[")), ..] if *n == item => {
                    let words: Vec<&Tok<'_>> = t.iter().map(|(_, t)| t).collect();
                    let close = super::tokens::closing(words.iter().copied(), 1)?;
                    let assigned = matches!(
                        (words.get(close + 1), words.get(close + 2)),
                        (Some(Tok::Punct("=")), _)
                            | (
                                Some(Tok::Punct("+" | "-" | "*" | "/")),
                                Some(Tok::Punct("="))
                            )
                    );
                    assigned.then(|| (line, *column, text(line, 1, close)))
                }
                _ => None,
            });
        if let Some((line, column, index)) = changed {
            out.push((
                line + 1,
                Habit {
                    column,
                    text: format!(
                        "`{item}` is a copy of the map's value in Rhai (Python shares it), so `{item}{index} = ...` leaves `{map}` as it was: loop over the keys and change the value in the map, `for {key} in {map}.keys() {{ {map}[{key}]{index} = ...; }}`"
                    ),
                },
            ));
        }
    }
    out
}

/// How `"...".format(...)` is told, where its template is written.
const FORMAT_METHOD: &str = "Rhai has no method `format`";

/// How the point on JavaScript's `let a, b;` begins (its names are the
/// code's own, kept as they are).
pub(crate) const ONE_NAME_PER_LET: &str = "Rhai declares one name in each `let`";

/// How the point on a call's `**m` begins.
const SPREAD_ARGUMENTS: &str = "Rhai has no `**` unpacking";

/// The lead of the point on `except KeyError`, before its example of a
/// test (which [`key_errors`]' finding makes the code's own).
pub(super) const KEY_ERROR: &str = "write `catch (err) { ... }` instead of `except`; but a missing key reads as `()` in Rhai and throws nothing a `catch` sees: test it, ";

/// A `try` whose body looks up one key, `fee = ZONE_FEES[zone]`, and whose
/// `except KeyError as e:` reports it: in Rhai the read gives `()`, which
/// the code tests, and Python's `str(e)` is the key in quotes (trial 74).
pub(crate) struct KeyLookup {
    /// The `except` line (from 1).
    pub(crate) at: usize,
    /// The lines (from 1) of the `except` block.
    pub(crate) block: std::ops::RangeInclusive<usize>,
    /// The caught name, `e`, if any.
    pub(crate) caught: Option<String>,
    /// The name set, the map and the key: `fee`, `ZONE_FEES`, `zone`.
    pub(crate) target: String,
    pub(crate) map: String,
    pub(crate) key: String,
    /// The body raises the `KeyError` itself, `raise KeyError(kind)`
    /// (trial 123): `key` is what it raises, and no lookup is told.
    pub(crate) raised: bool,
}

impl KeyLookup {
    /// The point on the `except` line, with the code's own lookup.
    pub(crate) fn told(&self) -> String {
        let Self {
            target, map, key, ..
        } = self;
        let shown = match &self.caught {
            Some(e) => format!(
                " (Python's `{{{e}}}` of a `KeyError` is the key in quotes: `'${{{key}}}'`)"
            ),
            None => String::new(),
        };
        format!(
            "{KEY_ERROR}`let {target} = {map}[{key}]; if {target} == () {{ ... }}`, with what the `except` block does inside the braces{shown}"
        )
    }
}

/// The `try` blocks of Python `lines` whose body looks up one key into a
/// name and whose handler is `except KeyError`.
pub(crate) fn key_lookups(lines: &[&str]) -> Vec<KeyLookup> {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let plain = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_');
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(rest) = line.trim().strip_prefix("except KeyError") else {
            continue;
        };
        let caught = rest
            .trim()
            .strip_prefix("as ")
            .and_then(|r| r.strip_suffix(':'))
            .map(str::trim)
            .filter(|e| plain(e))
            .map(str::to_owned);
        let depth = indent(line);
        let Some(start) = (0..i)
            .rev()
            .find(|&k| indent(lines[k]) == depth && lines[k].trim() == "try:")
        else {
            continue;
        };
        let lookups: Vec<(String, String, String)> = lines[start + 1..i]
            .iter()
            .filter_map(|l| {
                let (target, value) = l.trim().split_once(" = ")?;
                let (map, key) = value.strip_suffix(']')?.split_once('[')?;
                (plain(target) && plain(map) && plain(key))
                    .then(|| (target.to_owned(), map.to_owned(), key.to_owned()))
            })
            .collect();
        // `raise KeyError(kind)` in the body: Python's `str(e)` is that
        // value in quotes too.
        let raised = lines[start + 1..i].iter().find_map(|l| {
            l.trim()
                .strip_prefix("raise KeyError(")?
                .strip_suffix(')')
                .filter(|k| plain(k))
                .map(str::to_owned)
        });
        let (target, map, key, raised) = match (lookups.as_slice(), raised) {
            ([(target, map, key)], _) => (target.clone(), map.clone(), key.clone(), false),
            ([], Some(key)) => (String::new(), String::new(), key, true),
            _ => continue,
        };
        let end = (i + 1..lines.len())
            .find(|&k| !lines[k].trim().is_empty() && indent(lines[k]) <= depth)
            .unwrap_or(lines.len());
        out.push(KeyLookup {
            at: i + 1,
            block: i + 2..=end,
            caught,
            target,
            map,
            key,
            raised,
        });
    }
    out
}

/// Whether `toks` hold a comma outside any bracket.
fn top_level_comma(toks: &[&Tok<'_>]) -> bool {
    super::tokens::top_level(toks.iter().copied(), &Tok::Punct(",")).is_some()
}

/// Whether the line is an assignment or a `return` of a value with no
/// test in it (`first = first or ts`), where an `or` picks a value.
fn picks_a_value(toks: &[&Tok<'_>]) -> bool {
    let assigned =
        matches!(toks, [Tok::Ident("return"), ..]) || toks.iter().any(|t| **t == Tok::Punct("="));
    let tested = toks.iter().any(|t| {
        matches!(
            t,
            Tok::Punct("==" | "!=" | "<" | ">" | "<=" | ">=" | "!")
                | Tok::Ident(
                    "if" | "elif"
                        | "while"
                        | "in"
                        | "not"
                        | "is"
                        | "and"
                        | "True"
                        | "False"
                        | "assert"
                )
        )
    });
    assigned && !tested
}

/// Whether the brackets closed at `close` stand in an arrow's parameters,
/// `([name, { jobs, minutes }], i) =>`: the `)` around them is followed
/// by `=>`.
fn arrow_parameter(toks: &[&Tok<'_>], close: usize) -> bool {
    let mut depth = 0usize;
    // (Parameters are short: a long line is read no further.)
    for (k, tok) in toks.iter().enumerate().skip(close + 1).take(256) {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")") if depth == 0 => {
                return toks.get(k + 1) == Some(&&Tok::Punct("=>"));
            }
            // The array or object pattern it stands in.
            Tok::Punct("]" | "}") if depth == 0 => {}
            Tok::Punct(")" | "]" | "}") => depth -= 1,
            _ => {}
        }
    }
    false
}

/// JavaScript's object shorthand `{ id, name }` (or `#{ id, name }`), the
/// `{` at `at`: each key written with its value. Not a destructuring
/// (`const { a, b } = obj`, `({ path }) =>`), nor a block of one name.
fn shorthand(toks: &[&Tok<'_>], at: usize) -> Option<String> {
    let prev = at.checked_sub(1).map(|p| toks[p]);
    if matches!(prev, Some(Tok::Ident("let" | "const" | "var"))) {
        return None;
    }
    let close = super::tokens::closing(toks.iter().copied(), at)?;
    let inner = &toks[at + 1..close];
    // `{b: p for b, _, p, _ in rows}`: Python's dict comprehension.
    if inner.iter().any(|t| **t == Tok::Ident("for"))
        && inner.iter().any(|t| **t == Tok::Ident("in"))
    {
        return None;
    }
    let value = matches!(
        prev,
        Some(Tok::Ident("return") | Tok::Punct("#" | "(" | "," | "=" | ":" | "["))
    );
    // After the brackets that close around it, `=` or `=>`: a pattern.
    let pattern = matches!(
        toks[close + 1..]
            .iter()
            .find(|t| !matches!(t, Tok::Punct(")" | "]" | "}"))),
        Some(Tok::Punct("=" | "=>" | ":"))
    ) || arrow_parameter(toks, close);
    // `constructor({ id, kind }) {` or `add({ minutes, error }) {`: a
    // parameter that destructures, with the body after it.
    let after: Vec<&&Tok<'_>> = toks[close + 1..]
        .iter()
        .skip_while(|t| matches!(t, Tok::Punct(")")))
        .collect();
    // (Or one of several: `add({ lane, ...rest }, poolLength) {`.)
    let defining = matches!(toks.last(), Some(Tok::Punct("{")))
        && matches!(
            toks,
            [Tok::Ident(_), Tok::Punct("("), ..]
                | [Tok::Ident("function" | "async" | "static"), ..]
        );
    if (prev == Some(&Tok::Punct("("))
        && toks.get(close + 1) == Some(&&Tok::Punct(")"))
        && matches!(after.first(), Some(Tok::Punct("{"))))
        || (defining && matches!(prev, Some(Tok::Punct("(" | ","))))
    {
        let names: Vec<&str> = inner
            .iter()
            .enumerate()
            .filter_map(|(k, t)| match t {
                Tok::Ident(n) if k == 0 || inner[k - 1] == &Tok::Punct(",") => Some(*n),
                _ => None,
            })
            .collect();
        // (Named as the `fn`'s own point names it: the second such
        // parameter of `report({ trips }, { width = 8 })` is `item2`.)
        let nth = toks[..at]
            .windows(2)
            .filter(|w| matches!(w, [Tok::Punct("(" | ","), Tok::Punct("{")]))
            .count();
        let opts = destructured(nth);
        let reads: Vec<String> = names.iter().map(|n| format!("`{opts}.{n}`")).collect();
        // `{ width = 8 }`: the default the code wrote.
        let default = inner
            .windows(3)
            .find_map(|w| match w {
                [Tok::Ident(name), Tok::Punct("="), Tok::Ident(value)] => {
                    Some(format!("{opts}.{name} ?? {value}"))
                }
                _ => None,
            })
            .unwrap_or_else(|| format!("{opts}.x ?? 8"));
        return Some(format!(
            "a Rhai parameter cannot destructure `{{ {} }}`: take the object as one parameter, `{opts}`, and read {} in the body (a default, `{default}`)",
            names.join(", "),
            reads.join(", ")
        ));
    }
    if !value || pattern {
        return None;
    }
    // `{ total: t, byTag, top }`: some keys written, some shorthand.
    let mut entries: Vec<&[&Tok<'_>]> = Vec::new();
    let (mut depth, mut from) = (0usize, 0usize);
    for (k, tok) in inner.iter().enumerate() {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
            Tok::Punct(",") if depth == 0 => {
                entries.push(&inner[from..k]);
                from = k + 1;
            }
            _ => {}
        }
    }
    entries.push(&inner[from..]);
    let keyed = entries
        .iter()
        .filter(|e| matches!(e, [Tok::Ident(_) | Tok::Str(..), Tok::Punct(":"), ..]))
        .count();
    let bare: Vec<&str> = entries
        .iter()
        .filter_map(|e| match e {
            [Tok::Ident(n)] => Some(*n),
            _ => None,
        })
        .collect();
    if keyed > 0 && !bare.is_empty() {
        let quoted: Vec<String> = bare.iter().map(|n| format!("`{n}`")).collect();
        // (The whole map, `#{`: trial 150's player read the pairs alone
        // and left the braces a block.)
        let written: Vec<String> = entries
            .iter()
            .filter_map(|e| match e {
                [Tok::Ident(n)] => Some(format!("{n}: {n}")),
                [Tok::Ident(k), Tok::Punct(":"), ..] => Some(format!("{k}: ...")),
                _ => None,
            })
            .collect();
        return Some(format!(
            "{} {} JavaScript's shorthand for a key and its value: Rhai writes both, in a map literal (a bare `{{` is a block), `#{{ {} }}`",
            quoted.join(" and "),
            if bare.len() == 1 { "is" } else { "are" },
            written.join(", ")
        ));
    }
    if inner.len().is_multiple_of(2)
        || !inner
            .iter()
            .skip(1)
            .step_by(2)
            .all(|t| **t == Tok::Punct(","))
    {
        return None;
    }
    let names: Vec<&str> = inner
        .iter()
        .step_by(2)
        .map(|t| match t {
            Tok::Ident(n) => Some(*n),
            _ => None,
        })
        .collect::<Option<_>>()?;
    // (Not numbers, `{1, 2}`: Python's set.)
    if (names.len() < 2 && prev != Some(&Tok::Punct("#")))
        || names
            .iter()
            .any(|n| n.starts_with(|c: char| c.is_ascii_digit()))
    {
        return None;
    }
    let written: Vec<String> = names.iter().map(|n| format!("{n}: {n}")).collect();
    Some(format!(
        "`{{ {} }}` is JavaScript's shorthand: Rhai writes each key with its value, `#{{ {} }}`",
        names.join(", "),
        written.join(", ")
    ))
}

/// `sorted.slice(1).map((e, i) => ... sorted[i] ...)`: a chain that
/// starts from a name, with a closure that reads the name, which Rhai
/// refuses at mount as a data race (trial 141's second mount): the start
/// kept in a variable of its own first.
fn chain_reads_its_start(located: &[(usize, Tok<'_>)], toks: &[&Tok<'_>]) -> Option<Habit> {
    let word = |k: usize| match toks.get(k) {
        Some(Tok::Ident(w)) => Some(*w),
        _ => None,
    };
    for (k, (column, tok)) in located.iter().enumerate() {
        let Tok::Ident(name) = tok else { continue };
        if matches!(
            *name,
            "this" | "ctx" | "self" | "Math" | "JSON" | "Object" | "Array"
        ) || k
            .checked_sub(1)
            .is_some_and(|p| *toks[p] == Tok::Punct("."))
            || toks.get(k + 1).copied() != Some(&Tok::Punct("."))
        {
            continue;
        }
        // Each link, `.slice(1)`, `.map(...)`, while the chain goes on.
        let mut at = k + 1;
        let mut first_link = None;
        while toks.get(at).copied() == Some(&Tok::Punct(".")) {
            let Some(method) = word(at + 1) else { break };
            if toks.get(at + 2).copied() != Some(&Tok::Punct("(")) {
                at += 2;
                continue;
            }
            let Some(shut) = super::tokens::closing(toks.iter().copied(), at + 2) else {
                break;
            };
            let link = &toks[at + 3..shut];
            // A closure among the call's arguments whose body reads `name`.
            let arrow = link.iter().position(|t| **t == Tok::Punct("=>"));
            // (Its body only: not the arguments after it, `runs[0]` of
            // `runs.reduce((a, b) => ..., runs[0])`, which are read before
            // the call, trial 148.)
            let reads = arrow.is_some_and(|a| {
                let mut depth = 0usize;
                let body = link[a + 1..]
                    .iter()
                    .take_while(|t| {
                        match **t {
                            Tok::Punct("(" | "[" | "{") => depth += 1,
                            Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
                            Tok::Punct(",") if depth == 0 => return false,
                            _ => {}
                        }
                        true
                    })
                    .count();
                link[a + 1..a + 1 + body].iter().enumerate().any(|(j, t)| {
                    **t == Tok::Ident(name) && (j == 0 || *link[a + j] != Tok::Punct("."))
                })
            });
            if reads {
                let (kept, from) = match first_link {
                    Some(first) => (format!("let part = {name}.{first};"), "part".to_owned()),
                    None => (format!("let copy = {name};"), "copy".to_owned()),
                };
                return Some(Habit {
                    column: *column,
                    text: format!(
                        "a chain that starts from `{name}` cannot read `{name}` in its closures (Rhai refuses the call at mount, a data race): keep what the chain works on in a variable of its own first, `{kept}`, and go on from it, `{from}.{method}(...)`, whose closure may read `{name}`"
                    ),
                });
            }
            if first_link.is_none() {
                let args: Vec<String> = link
                    .iter()
                    .map(|t| match t {
                        Tok::Ident(w) | Tok::Punct(w) => (*w).to_owned(),
                        Tok::Str(..) => "\"...\"".to_owned(),
                    })
                    .collect();
                first_link = Some(format!("{method}({})", args.join("").replace(',', ", ")));
            }
            at = shut + 1;
        }
    }
    None
}

/// The hints for the habits found on `line` (blanked), in a stable order.
#[cfg(test)]
pub(crate) fn hints(line: &str) -> Vec<String> {
    found(line, line).into_iter().map(|h| h.text).collect()
}

/// The habits on `code` (a line with its literals blanked), each with its
/// column; `written` is the same line as written.
pub(crate) fn found(code: &str, written: &str) -> Vec<Habit> {
    let located = tokenize(code);
    // Inside a function or block, as far as one line tells.
    let indented = code.starts_with(char::is_whitespace);
    let toks: Vec<&Tok<'_>> = located.iter().map(|(_, t)| t).collect();
    // `for (const [i, x] of xs.entries())`: each item and its index.
    let entries_loop = entries_loop(&toks);
    let mut out: Vec<Habit> = Vec::new();
    // `'use strict';`: JavaScript's mode, a string alone on its line.
    if let [(column, Tok::Str(_, 10)), rest @ ..] = located.as_slice()
        && matches!(rest, [] | [(_, Tok::Punct(";"))])
        && written.contains("use strict")
    {
        return vec![Habit {
            column: *column,
            text: "Rhai has no strict mode: drop the `'use strict'` line".to_owned(),
        }];
    }
    // `if (require.main === module) {`: Node's start-up test, whose line
    // goes with its block (trial 82 told its `===` alone).
    if let Some(column) = located.windows(3).find_map(|w| match w {
        [
            (column, Tok::Ident("require")),
            (_, Tok::Punct(".")),
            (_, Tok::Ident("main")),
        ] => Some(*column),
        _ => None,
    }) {
        return vec![Habit {
            column,
            text: advice::NO_MAIN.to_owned(),
        }];
    }
    out.extend(chain_reads_its_start(&located, &toks));
    for (i, (column, tok)) in located.iter().enumerate() {
        let mut add = |text: String| {
            if !out.iter().any(|h| h.text == text) {
                out.push(Habit {
                    column: *column,
                    text,
                });
            }
        };
        let at = |i: usize| toks.get(i).copied();
        let prev = i.checked_sub(1).and_then(&at);
        let next = at(i + 1);
        match tok {
            // `"BOGO" => ...` or `_ => ...`: a Rhai `switch` arm.
            Tok::Punct("=>") if matches!(prev, Some(Tok::Str(..) | Tok::Ident("_"))) => {}
            // `key: (item: T) => K`: a TypeScript function type, told with
            // the annotation it stands in.
            // (A value's arrow, `execute: (args: Args) => {`, stays.)
            Tok::Punct("=>")
                if prev == Some(&Tok::Punct(")"))
                    && super::tokens::opening(toks.iter().copied(), i - 1).is_some_and(|open| {
                        // (Or after a `,` inside a type's `<...>`,
                        // `Record<K, (d: number) => number>`, trial 104.)
                        let in_type_args = toks[..open]
                            .iter()
                            .filter(|t| ***t == Tok::Punct("<"))
                            .count()
                            > toks[..open].iter().filter(|t| ***t == Tok::Punct(">")).count();
                        open.checked_sub(1).is_some_and(|k| {
                            matches!(toks[k], Tok::Punct(":" | "<" | "|"))
                                || (in_type_args && *toks[k] == Tok::Punct(","))
                        }) && toks[open..i].contains(&&Tok::Punct(":"))
                    })
                    && matches!(next, Some(Tok::Ident(_)))
                    && matches!(
                        at(i + 2),
                        None | Some(Tok::Punct(")" | "," | ";" | ">" | "[" | "|" | "=" | "<"))
                    ) => {}
            Tok::Punct("=>") => {
                add(super::arrows::arrow(&toks, i));
                // `const money = (n) => ...`: a closure in a constant.
                if let [Tok::Ident("const"), Tok::Ident(name), Tok::Punct("="), ..] = toks.as_slice()
                    && arrow_value(&toks, i)
                {
                    add(foreign::constant_closure(name));
                }
            }
            Tok::Punct("===") => add("write `==` instead of `===` (Rhai's `==` already compares values)".into()),
            Tok::Punct("!==") => add("write `!=` instead of `!==`".into()),
            Tok::Punct("++") => add("Rhai has no `++`: write `x += 1`".into()),
            Tok::Punct("--") => add("Rhai has no `--`: write `x -= 1`".into()),
            // `function fmt(s?: number)`: an optional parameter.
            Tok::Punct("?")
                if next == Some(&Tok::Punct(":"))
                    && matches!(prev, Some(Tok::Ident(_)))
                    && enclosing(&toks[..i]) == Some(&Tok::Punct("("))
                    && toks.iter().any(|t| matches!(t, Tok::Punct("=>") | Tok::Ident("function"))) =>
            {
                if let Some(Tok::Ident(name)) = prev {
                    add(format!("`{name}?` is an optional parameter, which Rhai has none of: drop the `?` and its type, and pass it at every call (`()` where the code passed nothing, tested with `{name} == ()`)"));
                }
            }
            Tok::Punct("?") if next == Some(&Tok::Punct(":")) && matches!(prev, Some(Tok::Ident(_))) => {
                if let Some(Tok::Ident(name)) = prev {
                    add(format!("`{name}?:` is a TypeScript optional property: drop the interface or type (Rhai has none). A tool's argument is made optional in its `parameters` entry with `required: false` and a default, like `{name}: #{{ type: \"integer\", required: false, \"default\": 3 }}`; read it as `args.{name} ?? 3`"));
                }
            }
            Tok::Punct("|")
                if matches!(next, Some(Tok::Punct("[" | "{")))
                    && matches!(prev, None | Some(Tok::Punct("(" | "," | "=" | ":")))
                    && let Some(hint) = destructured_closure(&toks[i + 1..]) =>
            {
                add(hint);
            }
            Tok::Punct("...")
                if matches!(prev, None | Some(Tok::Punct("(" | "," | "[" | "{")))
                    && !spread_in_math(&toks[..i]) =>
            {
                match (next, toks.get(i + 2), toks.get(i + 3)) {
                    // `const { name, breed, ...score } = parsed`: the other
                    // keys, a copy with the named ones removed (trial 65).
                    (Some(Tok::Ident(rest)), Some(Tok::Punct("}")), Some(Tok::Punct("=")))
                        if matches!(toks.first(), Some(Tok::Ident("const" | "let" | "var")))
                            && toks.get(1) == Some(&&Tok::Punct("{"))
                            && let Some(Tok::Ident(from)) = toks.get(i + 4) =>
                    {
                        let named: Vec<&str> = toks[2..i]
                            .iter()
                            .filter_map(|t| match t {
                                Tok::Ident(n) => Some(*n),
                                _ => None,
                            })
                            .collect();
                        let reads: Vec<String> =
                            named.iter().map(|n| format!("let {n} = {from}.{n};")).collect();
                        let removed: Vec<String> =
                            named.iter().map(|n| format!("{rest}.remove(\"{n}\");")).collect();
                        add(format!(
                            "Rhai has no destructuring or rest of a map: read each key, and copy the map for the rest, then remove the keys read, `{} let {rest} = {from}; {}`",
                            reads.join(" "),
                            removed.join(" ")
                        ));
                    }
                    // `[...new Set(xs)]`: JavaScript's de-duplication.
                    (Some(Tok::Ident("new")), Some(Tok::Ident("Set")), _) => add(DEDUPE.into()),
                    // `[first, ...rest] = xs`: the items after the first.
                    // (From the index of the `...`, trial 103's `[a, b, c,
                    // ...rest]`.)
                    (Some(Tok::Ident(name)), Some(Tok::Punct("]")), Some(Tok::Punct("=")))
                        if matches!(prev, Some(Tok::Punct(","))) =>
                    {
                        let n = innermost_open(&toks[..i]).map_or(1, |open| {
                            let mut depth = 0usize;
                            toks[open + 1..i]
                                .iter()
                                .filter(|t| {
                                    match **t {
                                        Tok::Punct("(" | "[" | "{") => depth += 1,
                                        Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
                                        _ => {}
                                    }
                                    depth == 0 && **t == &Tok::Punct(",")
                                })
                                .count()
                        });
                        add(format!(
                            "Rhai has no destructuring: take the items by index, `let first = xs[0]; let {name} = xs.extract({n});` (`extract({n})` is every item from index {n} on)"
                        ));
                    }
                    // `[...byStation.entries()]`, `[...m.values()]`: a Map's
                    // pairs or values, which a Rhai map gives by its keys.
                    (Some(Tok::Ident(name)), Some(Tok::Punct(".")), Some(Tok::Ident(part @ ("entries" | "values" | "keys"))))
                        if prev == Some(&Tok::Punct("[")) =>
                    {
                        add(match *part {
                            "entries" => format!(
                                "Rhai has no spread, and a map gives no pairs: `[...{name}.entries()]` is its keys, `let keys = {name}.keys();` (sorted, where a JavaScript Map keeps the order set), each value `{name}[k]`: for `.map(([k, v]) => ...)` write `keys.map(|k| {{ let v = {name}[k]; ... }})` (a chain that starts from `{name}.keys()` cannot read `{name}` in its closures)"
                            ),
                            "values" => format!(
                                "Rhai has no spread: `[...{name}.values()]` is `{name}.values()`, an array already (in the order of the sorted keys)"
                            ),
                            _ => format!(
                                "Rhai has no spread: `[...{name}.keys()]` is `{name}.keys()`, an array already (sorted, where a JavaScript Map keeps the order set)"
                            ),
                        });
                    }
                    // `...Object.keys(m).map(f)`: an expression, not a name;
                    // `...(m.get(k) ?? [])`, one in brackets (trial 158).
                    (Some(Tok::Ident(_)), Some(Tok::Punct("." | "(" | "[")), _)
                    | (Some(Tok::Punct("(")), ..) => {
                        add(match enclosing(&toks[..i]) {
                            Some(Tok::Punct("[")) => "Rhai has no spread: keep the array that follows `...` in a variable, `let xs = ...;`, and join arrays with `+`, `[first] + xs + [last]` for `[first, ...xs, last]`".to_owned(),
                            other => spread(other, "xs", pushed_into(&toks[..i])),
                        });
                    }
                    // `[...byCity]`: a copy of the whole, or a Map's pairs.
                    (Some(Tok::Ident(name)), Some(Tok::Punct("]")), _)
                        if prev == Some(&Tok::Punct("[")) =>
                    {
                        add(format!(
                            "Rhai has no spread: `[...{name}]` is a copy of an array, `let copy = {name};`; of a Map, its pairs, which a Rhai map gives as keys, in a variable of their own, `let keys = {name}.keys();` (sorted), each value `{name}[k]` (a chain that starts from `{name}.keys()` cannot read `{name}` in its closures)"
                        ));
                    }
                    // `...prev,` on a line of its own: an array's items or
                    // a map's entries, which the line does not say.
                    (Some(Tok::Ident(name)), ..) if i == 0 => {
                        add(format!(
                            "Rhai has no spread (`...{name}`): in a map, `{{ ...{name}, a: 1 }}`, copy the map, then add the entries written after the spread with `mixin`, whose entries win as in JavaScript, `let m = {name}; m.mixin(#{{ a: 1 }});`; in an array, join arrays with `+`, `[first] + {name} + [last]` for `[first, ...{name}, last]`"
                        ));
                    }
                    (Some(Tok::Ident(name)), ..) => {
                        add(spread(enclosing(&toks[..i]), name, pushed_into(&toks[..i])));
                    }
                    _ => {}
                }
            }
            Tok::Punct("/") if regex_starts(prev) => add(regex(written, *column, &toks[..i])),
            Tok::Punct("|")
                if next == Some(&Tok::Punct("|"))
                    && matches!(prev, Some(Tok::Ident(_) | Tok::Punct(")" | "]")))
                    && !matches!(prev, Some(Tok::Ident("return" | "in")))
                    && let Some(right) = default_value(&toks[i + 2..]).or_else(|| {
                        // `tags.join(", ") || "none"`: a text as the default.
                        match located.get(i + 2) {
                            Some((c, Tok::Str(_, n))) if *n > 0 => {
                                Some(written.chars().skip(c - 1).take(n + 2).collect::<String>())
                                    .map(|t| t.replace('\'', "\""))
                            }
                            _ => None,
                        }
                    }) =>
            {
                add(or_default(&located, i, written, &right));
            }
            // `xs.map(Number)`, `xs.map(parseInt)`: a function by its name.
            Tok::Ident(name @ ("Number" | "parseInt" | "parseFloat" | "String"))
                if prev == Some(&Tok::Punct("("))
                    && next == Some(&Tok::Punct(")"))
                    && matches!(i.checked_sub(2).and_then(&at), Some(Tok::Ident("map"))) =>
            {
                let rhai = match *name {
                    "String" => "|x| x.to_string()",
                    "parseInt" => "|s| parse_int(s)",
                    _ => "|s| parse_float(s)",
                };
                let whole = if *name == "Number" {
                    format!(
                        "; for text of whole numbers, `.map(|s| parse_int(s))`, since a float prints as `14.0` where JavaScript prints `14`; {}",
                        foreign::JS_NUMBER_TEXT
                    )
                } else {
                    String::new()
                };
                // (Where the code tests the numbers after, as `isNaN`,
                // a throw skips its own message: trial 118.)
                add(format!("`map({name})` is JavaScript: give `map` a closure, `.map({rhai})` (`parse_int` and `parse_float` throw on text that is no number, where `Number` gives NaN, and on an empty text, which `Number` makes 0: where the code tests the numbers after, for its own message, parse with `fn to_number(s) {{ try {{ parse_float(s) }} catch {{ () }} }}` and test `n == ()`){whole}"));
            }
            Tok::Ident("Boolean" | "String" | "Number")
                if prev == Some(&Tok::Punct("("))
                    && next == Some(&Tok::Punct(")"))
                    && matches!(i.checked_sub(2).and_then(&at), Some(Tok::Ident("filter"))) =>
            {
                add("`filter(Boolean)` is JavaScript: `.filter(|x| truthy(x))` keeps what `Boolean` keeps, dropping `()` (a missing value), `\"\"`, 0 and false".into());
            }
            Tok::Ident("filter")
                if prev == Some(&Tok::Punct("."))
                    && next == Some(&Tok::Punct("("))
                    && let Some(hint) = super::arrows::truthy_filter(&located, i, written) =>
            {
                add(hint);
            }
            // `{ [Table.Small]: 4 }`: JavaScript's computed key.
            Tok::Punct("[")
                if matches!(prev, Some(Tok::Punct("{" | ",")))
                    && enclosing(&toks[..i]) == Some(&Tok::Punct("{"))
                    && super::tokens::closing(toks.iter().copied(), i)
                        .is_some_and(|close| toks.get(close + 1) == Some(&&Tok::Punct(":"))) =>
            {
                add("a key of a Rhai map literal is a name or a string, never a computed `[k]`: set such a key after, `let m = #{}; m[k] = v;` (in a `reduce`, `{ ...acc, [k]: v }` is `|acc, x| { acc[x.k] = v; acc }`)".into());
            }
            // `prices?.[kind]`: JavaScript's optional index.
            // `crews[0]?.[0]`: the first item's, of an array that may be
            // empty, which `?[` does not guard (trial 150's player read
            // `crews[0]?[0]` first).
            Tok::Punct("?.")
                if next == Some(&Tok::Punct("["))
                    && let (Some(Tok::Ident(array)), Some(Tok::Punct("[")), Some(Tok::Ident(n)), Some(Tok::Punct("]")), Some(Tok::Ident(k)), Some(Tok::Punct("]"))) = (
                        i.checked_sub(4).map(|p| toks[p]),
                        i.checked_sub(3).map(|p| toks[p]),
                        i.checked_sub(2).map(|p| toks[p]),
                        i.checked_sub(1).map(|p| toks[p]),
                        at(i + 2),
                        at(i + 3),
                    )
                    && let Ok(past) = n.parse::<usize>() =>
            {
                add(format!(
                    "Rhai has no `?.`, and an index past an array's end throws, where JavaScript gives `undefined`: for `{array}[{n}]?.[{k}]` of an array that may be short, test its length first, `if {array}.len() > {past} {{ {array}[{n}][{k}] }} else {{ () }}`"
                ));
            }
            Tok::Punct("?.") if next == Some(&Tok::Punct("[")) => {
                // (Not past an array's end: trial 108's `stats[0]?.[0]`
                // of an empty array; nor inside a chain, trial 119's
                // `best?[1].len()` of a `()`.)
                add("Rhai's optional index is `?[`, without the dot: write `m?[k]` instead of `m?.[k]` (it gives `()` when `m` is `()`, but only as the chain's last step: `m?[k].len()` of a `()` fails, so test first, `if m == () { 0 } else { m[k].len() }`; an index past an array's end still throws, where JavaScript gives `undefined`: for an array that may be empty, `if xs.len() > 0 { xs[0] } else { () }`)".into());
            }
            // `"{} items".format(n)`: the template, with the specs kept.
            Tok::Ident("format")
                if prev == Some(&Tok::Punct("."))
                    && next == Some(&Tok::Punct("("))
                    && let Some((c, Tok::Str(_, len))) = i.checked_sub(2).and_then(|k| located.get(k))
                    && let Some((open, _)) = located.get(i + 1) =>
            {
                let format: String = written.chars().skip(*c).take(*len).collect();
                let args: String = written.chars().skip(open - 1).collect();
                if let Some(template) = super::translate::format_template(&format, &args) {
                    add(format!("{FORMAT_METHOD}: write the backtick template `` {template} `` instead of `\"{format}\".format(...)`{}{}", super::python::pending_in_text(&template), super::exprs::grouped_note(&template)));
                } else {
                    // (Its arguments on the lines below, or fields of
                    // their own kind: the general word, with the specs.)
                    add(format!(
                        "{FORMAT_METHOD}: write a backtick template with each value in its field's place, `` `${{a}} and ${{b}}` `` for `\"{{}} and {{}}\".format(a, b)` (a field's name, `{{site}}`, is the value of `site=...` or the key of `**m`, `` `${{m.site}}` ``; a spec, `{{x:>6.1f}}`, is `` `${{x.to_fixed(1).pad_start(6, \" \")}}` ``)"
                    ));
                }
            }
            // `line.startswith(("INFO", "WARN"))`: a tuple of prefixes.
            Tok::Ident(name @ ("startswith" | "endswith"))
                if prev == Some(&Tok::Punct("."))
                    && next == Some(&Tok::Punct("("))
                    && at(i + 2) == Some(&Tok::Punct("(")) =>
            {
                let rhai = if *name == "startswith" { "starts_with" } else { "ends_with" };
                add(format!(
                    "Rhai's `{rhai}` takes one text, not a tuple: for several, test each, `[\"INFO\", \"WARN\"].some(|p| s.{rhai}(p))`"
                ));
            }
            Tok::Ident(name)
                if matches!(prev, Some(Tok::Punct("." | "?.")))
                    && next == Some(&Tok::Punct("("))
                    && !(entries_loop.is_some() && *name == "entries")
                    && let Some(rhai) = foreign::method(name) =>
            {
                // `motor[0].upper()`: an item of a text is a character in
                // Rhai, whose case is a character too, no text and no map
                // key (trial 80's `contains (map, char)`).
                let indexed = matches!(*name, "upper" | "lower" | "toUpperCase" | "toLowerCase")
                    && i.checked_sub(2).and_then(&at) == Some(&Tok::Punct("]"));
                let hint = foreign::method_hint(name, rhai);
                add(if indexed {
                    format!("{hint}; of one character of a text, `s[0]`, a character in Rhai, make it a text first, `s[0].to_string().to_upper()`, where it is a map's key or joined as text")
                } else {
                    hint
                });
            }
            Tok::Ident(name)
                if next == Some(&Tok::Punct("("))
                    && !matches!(prev, Some(Tok::Punct(".") | Tok::Ident("fn" | "def" | "function")))
                    && let Some(rhai) = foreign::function(name) =>
            {
                // `Number(this.contract[0])`: an item of a text is a
                // character in Rhai, which no parse takes (trial 76).
                let indexed = matches!(*name, "Number" | "parseInt" | "parseFloat" | "int" | "float")
                    && super::tokens::closing(toks.iter().copied(), i + 1)
                        .is_some_and(|close| close > i + 2 && toks[close - 1] == &Tok::Punct("]"));
                // `tuple(filter(None, ...))`: an array already, which
                // the inner call's own point writes (trial 158's was
                // wrapped in another array, never empty).
                let whole = match (at(i + 2), at(i + 3)) {
                    (
                        Some(Tok::Ident(inner @ ("map" | "filter" | "sorted" | "reversed"))),
                        Some(Tok::Punct("(")),
                    ) if matches!(*name, "list" | "tuple") => Some(*inner),
                    // `tuple(bells.split())`: a method that gives an array
                    // (trial 168's form nested it in another).
                    _ if matches!(*name, "list" | "tuple") => {
                        super::tokens::closing(toks.iter().copied(), i + 1).and_then(|close| {
                            let method = match toks.get(close.checked_sub(3)?..close) {
                                Some([Tok::Ident(m), Tok::Punct("("), Tok::Punct(")")]) => *m,
                                _ => toks[i + 2..close]
                                    .windows(3)
                                    .rev()
                                    .find_map(|w| match w {
                                        [Tok::Punct("."), Tok::Ident(m), Tok::Punct("(")] => Some(*m),
                                        _ => None,
                                    })?,
                            };
                            matches!(method, "split" | "splitlines" | "keys" | "values" | "split_csv")
                                .then_some(method)
                        })
                    }
                    _ => None,
                };
                let hint = foreign::function_hint(name, rhai);
                add(if let Some(inner) = whole {
                    format!("Rhai has no function `{name}`, and `{inner}(...)` gives an array already, as its own point writes it: drop `{name}(...)` around it")
                } else if indexed {
                    format!("{hint}; where the argument is one character of a text (`s[0]`), a character in Rhai, which no parse takes, make it a text first, `parse_int(s[0].to_string())` (a character's own `to_int` gives its code, not its digit)")
                } else {
                    hint
                });
            }
            Tok::Ident("new")
                if !matches!(prev, Some(Tok::Punct(".")))
                    && let Some(hint) = new_array(&located, i, written) =>
            {
                add(hint);
            }
            Tok::Ident("not") if !matches!(prev, Some(Tok::Punct("."))) => {
                not(&located, i, written, &mut add);
            }
            // (`m?[k]` is Rhai's own optional index.)
            // (Rhai's own `m?[k]` is written against its `[`; a ternary's
            // `? [a] : []` has a space.)
            Tok::Punct("?")
                if next != Some(&Tok::Punct("["))
                    || located.get(i + 1).is_some_and(|(c, _)| *c > column + 1) =>
            {
                add("Rhai has no `c ? a : b`: write `if c { a } else { b }` (it is an expression), where `c` is a bool: Rhai has no truthiness, so test a number with `n != 0` and a text with `s != \"\"`".into());
            }
            Tok::Punct("#") if !matches!(next, Some(Tok::Punct("{" | "!"))) && (i == 0 || next.is_none()) => {
                add("comments start with `//` in Rhai (`#` starts a map, `#{ ... }`)".into());
            }
            // `const d = debtors[0], c = creditors[0];`: two in one.
            Tok::Punct(",")
                if matches!(toks.first(), Some(Tok::Ident("const" | "let" | "var")))
                    && matches!((next, at(i + 2)), (Some(Tok::Ident(_)), Some(Tok::Punct("="))))
                    && !top_level_comma(&toks[1..i])
                    && toks[..i].iter().fold(0isize, |depth, t| match t {
                        Tok::Punct("(" | "[" | "{") => depth + 1,
                        Tok::Punct(")" | "]" | "}") => depth - 1,
                        _ => depth,
                    }) == 0
                    && let (Some(Tok::Ident(a)), Some(Tok::Ident(b))) = (at(1), next) =>
            {
                add(format!(
                    "Rhai declares one variable per `let`: write `let {a} = ...; let {b} = ...;`"
                ));
            }
            // `while (queue.length && ...)`: a length as a test (not
            // `y.rooms.length - x.rooms.length || ...`, a comparer's
            // difference, which the `||` of a sort tells).
            Tok::Ident("length")
                if prev == Some(&Tok::Punct("."))
                    && !toks[..i]
                        .iter()
                        .rev()
                        // (`a[1].length`: an item's, past its index.)
                        .find(|t| !matches!(t, Tok::Ident(_) | Tok::Punct("." | "[" | "]")))
                        .is_some_and(|t| {
                            matches!(
                                t,
                                Tok::Punct("-" | "+" | "*" | "/" | "==" | "!=" | "===" | "!==" | "<" | ">")
                            )
                        })
                    // (Not a length compared, `|| a.length !== b.length`,
                    // trial 63.)
                    && !matches!(next, Some(Tok::Punct("==" | "!=" | "===" | "!==" | "<" | ">")))
                    // (Not a default, `(matches.length || 1)`, which the
                    // `||` point tells; nor `if (skipped.length)`, which
                    // has its own point: trial 147's.)
                    && !constant_default(&toks[i + 1..])
                    && !matches!(toks[..], [Tok::Ident("if"), Tok::Punct("("), Tok::Ident(_), Tok::Punct("."), Tok::Ident("length"), Tok::Punct(")"), ..])
                    && (matches!((next, at(i + 2)), (Some(Tok::Punct("&")), Some(Tok::Punct("&"))) | (Some(Tok::Punct("|")), Some(Tok::Punct("|"))))
                        || (next == Some(&Tok::Punct(")"))
                            && matches!(toks.first(), Some(Tok::Ident("if" | "while")))
                            && at(i + 2) == Some(&Tok::Punct("{")))) =>
            {
                add("Rhai has no truthiness, and `&&`, `||` and a condition take bools: test the length, `xs.len() > 0`".into());
            }
            // `let best = -Infinity;`: JavaScript's infinities.
            Tok::Ident("Infinity") => add(
                "Rhai has no `Infinity`: start from the first item instead, `let best = xs[0];` (or from a float far past any value: `1.0e300` where a smaller value wins, `-1.0e300` where a larger one does)".into(),
            ),
            // `export const name = ...` and `export function apply(ctx)`:
            // the plugin's own parts, written as module exports.
            Tok::Ident("export")
                if i == 0
                    && let Some(part) = match (next, at(i + 2)) {
                        (Some(Tok::Ident("const" | "let" | "var")), Some(Tok::Ident(n @ ("name" | "inject" | "description")))) => Some(*n),
                        (Some(Tok::Ident("function" | "async")), _) if toks.contains(&&Tok::Ident("apply")) => Some("apply"),
                        _ => None,
                    } =>
            {
                add(if part == "apply" {
                    "a plugin's `apply` is a closure in the plugin map, not an exported function: write `apply: |ctx| { ... }` inside `#{ name: \"my-plugin\", apply: |ctx| { ... } }`, which the code ends with".to_owned()
                } else {
                    format!(
                        "`{part}` is a key of the plugin map, which the code ends with, not an export: write it there, `#{{ name: \"my-plugin\", inject: [\"fs\"], apply: |ctx| {{ ... }} }}`"
                    )
                });
            }
            // `@dataclass`: a Python decorator.
            Tok::Punct("@") if i == 0 && next == Some(&Tok::Ident("property")) => {
                add("Rhai has no decorators or properties: drop `@property`; the method below becomes a `fn` like the others, and every read of it is a call, `obj.value()` (reading `obj.value` without `()` gives `()`)".into());
            }
            Tok::Punct("@") if i == 0 && let Some(Tok::Ident(decorator)) = next => {
                add(format!(
                    "Rhai has no decorators: drop `@{decorator}` (a class's fields are the keys of the map its maker function returns)"
                ));
            }
            // `f(ctx, **args)`: Python's keyword unpacking.
            // (Not `{"name": n, **stats}`, a map's spread, told as one.)
            Tok::Punct("*")
                if matches!(prev, Some(Tok::Punct("(" | ",")))
                    && next == Some(&Tok::Punct("*"))
                    && let Some(Tok::Ident(map)) = at(i + 2)
                    && enclosing(&toks[..i]) == Some(&Tok::Punct("(")) =>
            {
                add(format!(
                    "{SPREAD_ARGUMENTS}: pass the map itself, `{map}`, and read its keys in the function, `{map}.path`"
                ));
            }
            // `for level in ("INFO", "WARN"):`: a tuple.
            // (Not a generator, `((k, list(g)) for k, g in keyed)`, trial
            // 101.)
            Tok::Punct("(")
                if prev == Some(&Tok::Ident("in"))
                    && let Some(close) = super::tokens::closing(toks.iter().copied(), i)
                    && top_level_comma(&toks[i + 1..close])
                    && super::tokens::top_level(toks[i + 1..close].iter().copied(), &Tok::Ident("for"))
                        .is_none() =>
            {
                add("Rhai has no tuples: write an array, `[\"INFO\", \"WARN\"]`, with square brackets".into());
            }
            // TypeScript's `x as Task[]` and `{ ... } satisfies Plugin`.
            Tok::Ident(word @ ("as" | "satisfies"))
                if matches!(prev, Some(Tok::Ident(_) | Tok::Punct(")" | "]" | "}")))
                    && matches!(next, Some(Tok::Ident(t)) if t.starts_with(|c: char| c.is_ascii_uppercase()) || TS_TYPES.contains(t))
                    && !matches!(toks.first(), Some(Tok::Ident("import" | "from" | "with" | "except" | "export"))) =>
            {
                if matches!(next, Some(Tok::Ident(_))) {
                    add(format!("Rhai has no types: drop `{word} {}`", type_text(&toks, i + 1)));
                }
            }
            // `byId.get(id)!`: TypeScript's non-null assertion.
            Tok::Punct("!")
                if (matches!(prev, Some(Tok::Punct(")" | "]")))
                    // (`r.seconds!`: against the name it follows.)
                    || matches!(
                        (i.checked_sub(1).and_then(|p| located.get(p)), prev),
                        (Some((c, _)), Some(Tok::Ident(w))) if c + w.chars().count() == *column
                            && !PAREN_KEYWORDS.contains(w)
                    ))
                    && matches!(next, None | Some(Tok::Punct("." | ";" | ")" | "," | "[" | "+"))) =>
            {
                add("Rhai has no `!` after a value (TypeScript's non-null assertion): drop it; a missing value is `()`, which `x ?? default` replaces".into());
            }
            Tok::Ident("instanceof") => add(
                "Rhai has no classes or `instanceof`: throw a map that says its kind, `throw #{ kind: \"cycle\", task: id };`, and test it in the `catch (err)`, `if type_of(err) == \"map\" && err.kind == \"cycle\" { ... }`".into(),
            ),
            // `first = first or ts`: Python's `or` picking a value.
            Tok::Ident("or")
                if let (Some(Tok::Ident(a)), Some(Tok::Ident(b))) = (prev, next)
                    && picks_a_value(&toks) =>
            {
                add(format!(
                    "`or` picks a value here, and Rhai's `||` takes only bools: write `if truthy({a}) {{ {a} }} else {{ {b} }}`, which skips what Python's `or` skips (`()`, `0`, `\"\"`, an empty array or map); `{a} ?? {b}` skips only `()`"
                ));
            }
            // `order.reduce((a, b) => ...)`: JavaScript's starts from the
            // first item, Rhai's from `()`.
            Tok::Ident("reduce")
                if prev == Some(&Tok::Punct("."))
                    && next == Some(&Tok::Punct("("))
                    && at(i + 2) == Some(&Tok::Punct("("))
                    && let Some(close) = super::tokens::closing(toks.iter().copied(), i + 1)
                    && toks[i + 2..close].contains(&&Tok::Punct("=>"))
                    && !top_level_comma(&toks[i + 2..close]) =>
            {
                add(super::advice::REDUCE_START.into());
            }
            // `rejected.forEach((r) => !r.ok && out.push(...))`: an `&&`
            // that runs a change when its test holds, as a statement
            // (trial 159's was told only the test's missing value).
            // (`&&` is two `&` tokens.)
            Tok::Punct("&")
                if next == Some(&Tok::Punct("&"))
                    && prev != Some(&Tok::Punct("&"))
                    && let Some(Tok::Ident(_)) = at(i + 2)
                    && at(i + 3) == Some(&Tok::Punct("."))
                    && let Some(Tok::Ident(method)) = at(i + 4)
                    && at(i + 5) == Some(&Tok::Punct("("))
                    && (foreign::CHANGING.contains(method) || matches!(*method, "add" | "set" | "delete"))
                    && let Some(close) = super::tokens::closing(toks.iter().copied(), i + 5)
                    && matches!(at(close + 1), None | Some(Tok::Punct(")" | ";" | "}")))
                    && let start = toks[..i]
                        .iter()
                        .rposition(|t| matches!(t, Tok::Punct("=>" | ";" | "{")))
                        .map_or(0, |k| k + 1)
                    && start < i
                    && !toks[start..i].iter().any(|t| matches!(t, Tok::Punct("=" | "(" | "|" | "&" | "?")))
                    && let Some(test) = super::tokens::text_between(&located, start, i, written)
                    && let Some(change) = super::tokens::text_between(&located, i + 2, close + 1, written) =>
            {
                add(format!(
                    "`{test} && {change}` runs the change only when `{test}` holds, as JavaScript reads it; Rhai's `&&` takes a bool on each side, and `{method}` gives `()`: write an `if`, `if {test} {{ {change}; }}`"
                ));
            }
            Tok::Punct("{") if let Some(hint) = shorthand(&toks, i) => add(hint),
            Tok::Punct("{") if matches!(prev, Some(Tok::Ident("let" | "const"))) => {
                // (With the code's own names, so that a getter's read is
                // told as its call: trial 105's `const { eggs, rate } of`.)
                let close = super::tokens::closing(toks.iter().copied(), i).unwrap_or(i);
                let names: Vec<&str> = toks[i + 1..close]
                    .iter()
                    .filter_map(|t| match t {
                        Tok::Ident(n) => Some(*n),
                        _ => None,
                    })
                    .collect();
                // Each field and the name it is read into: `jobs: list` too
                // (trial 126's was told only `let a = obj.a;`).
                let fields: Option<Vec<(&str, &str)>> = toks[i + 1..close]
                    .split(|t| **t == Tok::Punct(","))
                    .filter(|part| !part.is_empty())
                    .map(|part| match part {
                        [Tok::Ident(n)] => Some((*n, *n)),
                        [Tok::Ident(key), Tok::Punct(":"), Tok::Ident(alias)] => Some((*key, *alias)),
                        _ => None,
                    })
                    .collect();
                let shorthand = fields.is_some();
                // The source, a name or a path of fields (`ls.worst`, trial
                // 106: its fields were told as `ls`'s), kept in a variable
                // named by its last field.
                // (An index of one name or number too, `list[0]`: trial
                // 159's `const { kind } = list[0]` was told `list.kind`.)
                let mut end = close + 2;
                loop {
                    if at(end + 1) == Some(&Tok::Punct(".")) && matches!(at(end + 2), Some(Tok::Ident(_))) {
                        end += 2;
                    } else if at(end + 1) == Some(&Tok::Punct("["))
                        && matches!(at(end + 2), Some(Tok::Ident(_)))
                        && at(end + 3) == Some(&Tok::Punct("]"))
                    {
                        end += 3;
                    } else {
                        break;
                    }
                }
                let chain: String = toks[(close + 2).min(toks.len())..(end + 1).min(toks.len())]
                    .iter()
                    .map(|t| match t {
                        Tok::Ident(n) | Tok::Punct(n) => *n,
                        _ => "",
                    })
                    .collect();
                let last = chain.rsplit('.').next().unwrap_or_default();
                let held = (at(close + 1) == Some(&Tok::Punct("="))
                    && end > close + 2
                    && super::tokens::is_name(last)
                    && !names.contains(&last))
                    .then(|| format!("let {last} = {chain};"));
                // (A call's value, `const { jobs, problems } = parse(text)`,
                // kept first: trial 126's was told `let a = obj.a;`.)
                let called = at(close + 1) == Some(&Tok::Punct("="))
                    && matches!(at(close + 2), Some(Tok::Ident(_)))
                    && at(end + 1) == Some(&Tok::Punct("("));
                let result =
                    super::tokens::free_name(&["result", "value", "out"], &names, "").unwrap_or("result_");
                let held = if called {
                    Some(format!("let {result} = {chain}(...);"))
                } else {
                    held
                };
                let source = match (at(close + 1), at(close + 2)) {
                    _ if called => Some(result),
                    (Some(Tok::Punct("=")), Some(Tok::Ident(obj))) => {
                        Some(if held.is_some() { last } else if end > close + 2 { chain.as_str() } else { *obj })
                    }
                    (Some(Tok::Ident("of")), _) => Some("item"),
                    _ => None,
                };
                match source {
                    Some(obj) if shorthand && !names.is_empty() => {
                        let lets: Vec<String> = held
                            .into_iter()
                            .chain(
                                fields
                                    .iter()
                                    .flatten()
                                    .map(|(key, alias)| format!("let {alias} = {obj}.{key};")),
                            )
                            .collect();
                        let each = if obj == "item" {
                            " (in the loop, `for item in ... { ... }`, each item whole)"
                        } else {
                            ""
                        };
                        add(format!(
                            "Rhai has no destructuring: write `{}`{each}",
                            lets.join(" ")
                        ));
                    }
                    _ => add("Rhai has no destructuring: write `let a = obj.a;` for each field".into()),
                }
            }
            Tok::Punct("{")
                if prev == Some(&Tok::Punct(":"))
                    && matches!(at(i + 2), Some(Tok::Punct(":")))
                    && matches!(at(i + 3), Some(Tok::Ident(t)) if TS_TYPES.contains(t)) =>
            {
                let end = located[i..]
                    .iter()
                    .find(|(_, t)| *t == Tok::Punct("}"))
                    .map_or(*column, |(c, _)| *c);
                let annotation: String = written
                    .chars()
                    .skip(column - 1)
                    .take(end + 1 - column)
                    .collect();
                add(format!("{TYPE_ANNOTATIONS}: drop `: {annotation}`"));
            }
            // `if (missing) {`: JavaScript's truthiness of a value.
            Tok::Ident("if" | "while")
                if next == Some(&Tok::Punct("("))
                    && let (Some(Tok::Ident(name)), Some(Tok::Punct(")"))) = (at(i + 2), at(i + 3))
                    && !super::exprs::flag_like(name)
                    && !matches!(*name, "true" | "false") =>
            {
                add(format!(
                    "Rhai has no truthiness, and `if` takes a bool: test what you mean, `if {name} != () {{ ... }}` for a value that may be missing (what `find` gives when nothing matches), `if {name}.len() > 0 {{ ... }}` for a text or an array, `if {name} {{ ... }}` as it is for a bool"
                ));
            }
            // `LEVELS = ("DEBUG", "INFO")`: Python's tuple; or an argument,
            // `zip((m["home"], m["away"]), ...)` (trial 61).
            // Or a list's item, `[(a, b), (c, d)]`, on a line of its own
            // too (trial 67's `return [` then `(m.home, m.hg, m.ag),`).
            Tok::Punct("(")
                if (matches!(prev, Some(Tok::Punct("=" | "[")))
                    || (i == 0 && matches!(toks.last(), Some(Tok::Punct(",")) | Some(Tok::Punct(")"))))
                    // A `lambda`'s value, `lambda acc, s: (a, b)`, and an
                    // argument of a call opened on a line above, `...,
                    // (0.0, 0.0)` (trial 159's were told nothing).
                    || (prev == Some(&Tok::Punct(":")) && toks[..i].contains(&&Tok::Ident("lambda")))
                    // (Not a loop's or an assignment's target, `for place,
                    // (cart, times) in ...`: trial 167.)
                    || (prev == Some(&Tok::Punct(","))
                        && innermost_open(&toks[..i]).is_none()
                        && !toks[i..].iter().any(|t| matches!(t, Tok::Ident("in") | Tok::Punct("="))))
                    || (matches!(prev, Some(Tok::Punct("(" | ",")))
                        && innermost_open(&toks[..i]).is_some_and(|open| {
                            *toks[open] == Tok::Punct("[")
                                || (*toks[open] == Tok::Punct("(")
                                    && open.checked_sub(1).is_some_and(|k| {
                                        matches!(toks[k], Tok::Ident(name) if !PAREN_KEYWORDS.contains(name))
                                    }))
                        })))
                    && let Some(close) = super::tokens::closing(toks.iter().copied(), i)
                    && !matches!(at(close + 1), Some(Tok::Punct("=>" | ":" | "(")))
                    // (Not a `lambda` in brackets, called where it stands,
                    // `(lambda h, m: ...)(*parts)`: trial 167.)
                    && at(i + 1) != Some(&Tok::Ident("lambda"))
                    && super::tokens::top_level(toks[i + 1..close].iter().copied(), &Tok::Punct(",")).is_some()
                    // (Not a generator, `(f(k, g) for k, g in ...)`, whose
                    // comma is its target's: trial 79.)
                    && super::tokens::top_level(toks[i + 1..close].iter().copied(), &Tok::Ident("for")).is_none() =>
            {
                add("Rhai has no tuples: write the items as an array, `[\"DEBUG\", \"INFO\"]` for `(\"DEBUG\", \"INFO\")`; where the tuple is a map's key, join its parts into a string instead, `` `${a}|${b}` `` for `(a, b)`, since a map's keys are strings".into());
            }
            // `#{"the", "a"}`: a set written as a map with no values.
            Tok::Punct("{")
                if prev == Some(&Tok::Punct("#"))
                    && matches!(next, Some(Tok::Str(..)))
                    && at(i + 2) == Some(&Tok::Punct(",")) =>
            {
                add("a map's items are `key: value`: for a set, write each item as a key with `true`, `#{ \"the\": true, \"a\": true }`, and test one with `w in set`".into());
            }
            // `{self.home: "D", self.away: "D"}`: Python keys the dict by
            // the fields' values, which no map literal of Rhai can (trial
            // 177's second mount: "`this` is reserved").
            Tok::Punct("{")
                if !matches!(prev, Some(Tok::Punct("#" | "$")))
                    && at(i + 2) == Some(&Tok::Punct("."))
                    && at(i + 4) == Some(&Tok::Punct(":"))
                    && let (Some(Tok::Ident(o)), Some(Tok::Ident(f))) = (next, at(i + 3))
                    && !super::tokens::closing(toks.iter().copied(), i).is_some_and(|close| {
                        super::tokens::top_level(toks[i + 1..close].iter().copied(), &Tok::Ident("for")).is_some()
                    }) =>
            {
                let own = if *o == "self" { "this" } else { o };
                add(format!(
                    "`{{ {o}.{f}: ... }}` keys Python's dict by the value of `{o}.{f}`, and a bare `{{` is a block in Rhai, whose map literal takes only names or texts as keys, never a value read: fill a map by those values, `let m = #{{}}; m[{own}.{f}] = ...;`, one line for each entry, then use `m`"
                ));
            }
            Tok::Punct("{") if !matches!(prev, Some(Tok::Punct("#" | "$"))) => {
                let key = match (next, located.get(i + 1)) {
                    (Some(Tok::Ident(k)), _) => Some(format!("{k}: ...")),
                    (Some(Tok::Str(..)), Some((c, Tok::Str(_, n)))) => {
                        let text: String = written.chars().skip(*c).take(*n).collect();
                        Some(format!("\"{text}\": ..."))
                    }
                    _ => None,
                };
                // `{s: ... for s in xs}`: a dict comprehension, told whole.
                let comprehension = super::tokens::closing(toks.iter().copied(), i).is_some_and(|close| {
                    super::tokens::top_level(toks[i + 1..close].iter().copied(), &Tok::Ident("for")).is_some()
                });
                // `({ score: [h, a] = [0, 0] }) =>` or `const { a: x } =
                // obj`: a pattern, which destructuring's own point tells
                // (trial 61).
                let pattern = super::tokens::closing(toks.iter().copied(), i).is_some_and(|close| {
                    matches!(
                        toks[close + 1..]
                            .iter()
                            .find(|t| !matches!(t, Tok::Punct(")" | "]" | "}"))),
                        Some(Tok::Punct("=" | "=>"))
                    ) || arrow_parameter(&toks, close)
                });
                // `Extract<R, { ok: false }>`: a type's own braces (trial
                // 108), which its annotation's point drops whole.
                let in_type_args = toks[..i].iter().filter(|t| ***t == Tok::Punct("<")).count()
                    > toks[..i].iter().filter(|t| ***t == Tok::Punct(">")).count();
                if let Some(key) = key
                    && at(i + 2) == Some(&Tok::Punct(":"))
                    && !comprehension
                    && !pattern
                    && !in_type_args
                {
                    // Each map is listed, an inner one with the same first
                    // key too (`{"type": "array", "items": {"type": ...}}`).
                    // `{1: "awful"}`: a map's keys are names or strings.
                    let text = match next {
                        Some(Tok::Ident(k)) if k.starts_with(|c: char| c.is_ascii_digit()) => format!(
                            "`{{ {key} }}` is a block in Rhai, and a map's keys are names or strings: write the map `#{{ \"{k}\": ... }}`, and read it with a string, `m[n.to_string()]`"
                        ),
                        _ => format!("`{{ {key} }}` is a block in Rhai: write the map `#{{ {key} }}`"),
                    };
                    out.push(Habit {
                        column: *column,
                        text,
                    });
                }
            }
            // `[a, b] = [b, a];`: a swap by destructuring.
            Tok::Punct("[")
                if prev.is_none()
                    && let Some(close) = super::tokens::closing(toks.iter().copied(), i)
                    && at(close + 1) == Some(&Tok::Punct("="))
                    && at(close + 2) == Some(&Tok::Punct("[")) =>
            {
                let text = |from: usize, to: usize| -> String {
                    let (Some((start, _)), Some((end, _))) = (located.get(from), located.get(to)) else {
                        return String::new();
                    };
                    written.chars().skip(start - 1).take(end - start).collect()
                };
                let targets = super::python::trimmed_parts(&text(i + 1, close));
                let values = super::tokens::closing(toks.iter().copied(), close + 2)
                    .map(|end| super::python::trimmed_parts(&text(close + 3, end)))
                    .unwrap_or_default();
                add(match (targets.as_slice(), values.as_slice()) {
                    ([a, b], [x, y]) if x == b && y == a => format!(
                        "Rhai has no destructuring assignment: swap through a variable, `let t = {a}; {a} = {b}; {b} = t;`"
                    ),
                    _ => "Rhai has no destructuring assignment: assign each on its own, `a = ...; b = ...;` (through a variable, `let t = a;`, when one reads another)".to_owned(),
                });
            }
            Tok::Punct("[") if matches!(prev, Some(Tok::Ident("let" | "const"))) && entries_loop.is_none() => {
                // (The rest from the index of its `...`: trial 103.)
                let close = super::tokens::closing(toks.iter().copied(), i).unwrap_or(i);
                let rest = toks[i + 1..close]
                    .iter()
                    .position(|t| **t == Tok::Punct("..."))
                    .map(|at| {
                        let n = toks[i + 1..i + 1 + at]
                            .iter()
                            .filter(|t| ***t == Tok::Punct(","))
                            .count();
                        format!(", and `let rest = arr.extract({n});` for `...rest`")
                    })
                    .unwrap_or_default();
                add(format!("Rhai has no destructuring: write `let a = arr[0];` for each item (an index past the end throws, where JavaScript gives `undefined`: `if arr.len() > 2 {{ arr[2] }} else {{ () }}` for a short row){rest}"));
                // `const [hs, as] = ...`: a name Rhai reserves (trial 61).
                let close = super::tokens::closing(toks.iter().copied(), i).unwrap_or(i);
                for name in toks[i..close].iter().filter_map(|t| match t {
                    Tok::Ident(n) if super::tokens::RESERVED_NAMES.contains(n) => Some(*n),
                    _ => None,
                }) {
                    add(format!(
                        "`{name}` is a reserved word in Rhai: name the variable otherwise, e.g. `{name}_`"
                    ));
                }
            }
            // (Not `this.length`, an object's own field: trial 77's log
            // length in metres.)
            Tok::Punct(".")
                if next == Some(&Tok::Ident("length"))
                    && !matches!(prev, Some(Tok::Ident("this" | "self"))) =>
            {
                add("write `.len()` instead of `.length`".into());
            }
            Tok::Punct(":") => annotation(&toks, i, &mut add),
            // (A statement's: not a Python comprehension's `for`, `{e: w
            // for (e, _), (_, w) in zip(...)}`, trial 165, whose own
            // point writes the loop.)
            Tok::Ident("for")
                if next == Some(&Tok::Punct("("))
                    && matches!(prev, None | Some(Tok::Punct(";" | "{" | "}"))) =>
            {
                // `for (item, i) in ...` is Rhai (each item and its index);
                // anything else in parentheses is a C or JavaScript loop.
                let pair = matches!(
                    (at(i + 2), at(i + 3), at(i + 4), at(i + 5), at(i + 6)),
                    (
                        Some(Tok::Ident(_)),
                        Some(Tok::Punct(",")),
                        Some(Tok::Ident(_)),
                        Some(Tok::Punct(")")),
                        Some(Tok::Ident("in"))
                    )
                );
                // `(key, value)` or `.items()`: a map looped over as pairs.
                let pairs_of_map = pair
                    && (matches!(
                        (at(i + 2), at(i + 4)),
                        (Some(Tok::Ident("k" | "key")), Some(Tok::Ident("v" | "value" | "val")))
                    ) || toks[i + 6..].windows(3).any(|w| {
                        // (A call, `.entries()`: not an array named
                        // `entries`, trial 62.)
                        matches!(w, [Tok::Punct("."), Tok::Ident("items" | "entries"), Tok::Punct("(")])
                    }));
                // `for (let i = 0; i < n; i++)`: its body may change `i`.
                let header = super::tokens::closing(toks.iter().copied(), i + 1).unwrap_or(toks.len());
                let counted = toks[i + 1..header].contains(&&Tok::Punct(";"));
                // `for (const name in balances)`: JavaScript's loop over
                // an object's keys.
                let keys_of = match (at(i + 2), at(i + 3), at(i + 4), at(i + 5)) {
                    (Some(Tok::Ident("const" | "let" | "var")), Some(Tok::Ident(key)), Some(Tok::Ident("in")), Some(Tok::Ident(m))) => Some((*key, *m)),
                    _ => None,
                };
                // `for (const [city, rs] of byCity)`: a Map's pairs.
                let pairs_of = match (at(i + 2), at(i + 3), at(i + 4), at(i + 5), at(i + 6), at(i + 7), at(i + 8)) {
                    (Some(Tok::Ident("const" | "let" | "var")), Some(Tok::Punct("[")), Some(Tok::Ident(k)), Some(Tok::Punct(",")), Some(Tok::Ident(v)), Some(Tok::Punct("]")), Some(Tok::Ident("of"))) => Some((*k, *v)),
                    _ => None,
                };
                if let Some(hint) = &entries_loop {
                    add(hint.clone());
                } else if let Some((k, v)) = pairs_of {
                    add(format!(
                        "`for (const [{k}, {v}] of m)` walks a Map's pairs in the order they were set; a Rhai map gives its keys, sorted: `for {k} in m.keys() {{ let {v} = m[{k}]; ... }}` (no parentheses; where the order set matters, keep an array of the keys as you set them, `if !({k} in m) {{ order.push({k}); }}`, and loop over it); over an array of pairs, read each by index, `for pair in arr {{ let {k} = pair[0]; let {v} = pair[1]; ... }}`"
                    ));
                } else if let Some((key, m)) = keys_of {
                    add(format!("JavaScript's `for...in` walks an object's keys; Rhai's `for` over a map needs them asked for: `for {key} in {m}.keys() {{ ... {m}[{key}] ... }}` (no parentheses)"));
                } else if pairs_of_map {
                    add(format!("`for (item, i) in array` gives each item and its index; {}", advice::MAP_LOOP));
                } else if counted {
                    add("write `for i in 0..n { ... }` (no parentheses); a body that changes `i` itself (`i += 1` to skip an item) needs a `while` loop instead, `let i = 0; while i < n { ...; i += 1; }`, since `for` takes the range's next value each turn".into());
                } else if !pair {
                    add("write `for i in 0..n { ... }` or `for item in array { ... }` (no parentheses)".into());
                }
            }
            Tok::Ident("f") if matches!(next, Some(Tok::Str(..))) && located.get(i + 1).map(|(c, _)| *c) == Some(column + 1) => {
                add(match located.get(i + 1) {
                    Some((c, Tok::Str(_, n))) => f_string(&written.chars().skip(*c).take(*n).collect::<String>()),
                    _ => f_string(""),
                });
            }
            // `"%d items" % n`: Python's printf-style formatting.
            Tok::Punct("%")
                if matches!(prev, Some(Tok::Str(..)))
                    && written.contains(['%'])
                    && matches!(i.checked_sub(1).and_then(|k| located.get(k)), Some((c, Tok::Str(_, len))) if written.chars().skip(*c).take(*len).collect::<String>().contains('%')) =>
            {
                let after: String = written.chars().skip(*column).collect();
                let list = if super::exprs::makes_list(after.trim_start_matches([' ', '('])) {
                    super::exprs::LIST_TEXT
                } else {
                    ""
                };
                let format: Option<String> = match i.checked_sub(1).and_then(|k| located.get(k)) {
                    Some((c, Tok::Str(_, len))) => Some(written.chars().skip(*c).take(*len).collect()),
                    _ => None,
                };
                match format.as_deref().and_then(|f| super::translate::percent_template(f, &after).map(|t| (f, t))) {
                    Some((format, template)) => add(format!("Rhai has no `%` formatting of text (its `%` is the remainder of a division): write the backtick template `` {template} `` instead of `\"{format}\" % ...`{}{list}{}", super::python::pending_in_text(&template), super::exprs::grouped_note(&template))),
                    None => add(format!("Rhai has no `%` formatting of text (its `%` is the remainder of a division): write a backtick template, `` `${{n}} items` `` for `\"%d items\" % n`{list}")),
                }
            }
            Tok::Str('\'', n) if *n != 1 && !written.contains("'''") => add("strings use double quotes, `\"...\"` (or backticks for `${}` templates); single quotes hold one character".into()),
            // `let _ = parts[1];`: Python's name for a value not used.
            Tok::Ident("_") if prev == Some(&Tok::Ident("let")) => add(
                "`_` is no name in Rhai: drop the `let _ = ...;` (a value not used needs no name)".into(),
            ),
            // Not an f-string's `${x}`, a `$` before its `{x}`: the
            // f-string's own item writes the template.
            Tok::Str('"', n) if prev != Some(&Tok::Ident("f")) => {
                let text: String = written.chars().skip(*column).take(*n).collect();
                if text.contains("${") {
                    add("only backtick strings fill in `${...}`: write `` `Hello ${name}` `` instead of `\"Hello ${name}\"`".into());
                }
            }
            // `xs.append(x)` in Python adds one item; Rhai's `append` adds
            // another array's items.
            Tok::Ident("append")
                if prev == Some(&Tok::Punct("."))
                    && next == Some(&Tok::Punct("("))
                    && !toks[..i].contains(&&Tok::Ident("ctx"))
                    && super::tokens::closing(toks.iter().copied(), i + 1)
                        .is_some_and(|close| {
                            let arg = &toks[i + 2..close];
                            // `out.append(xs.map(...))`: an array's items,
                            // which is what `append` is for.
                            let array = arg.windows(2).any(|w| {
                                matches!(w, [Tok::Punct("."), Tok::Ident("map" | "filter" | "extract" | "split" | "keys" | "values" | "to_chars")])
                            });
                            !arg.contains(&&Tok::Punct(",")) && !array
                        }) =>
            {
                add(foreign::APPEND.into());
            }
            // `{ team, for: h, against: a }`: a key that is a word of
            // Rhai's own, which even a map literal quotes (trial 61).
            Tok::Ident(name)
                if super::tokens::KEYWORDS.contains(name)
                    && matches!(prev, Some(Tok::Punct("{" | ",")))
                    && next == Some(&Tok::Punct(":")) =>
            {
                add(format!(
                    "`{name}` is a word of Rhai's own: as a map's key, quote it, `#{{ \"{name}\": ... }}`, and read it `m[\"{name}\"]` (`m.{name}` does not parse)"
                ));
            }
            // `change.new`: a reserved word read as a property.
            Tok::Ident(name)
                if prev == Some(&Tok::Punct("."))
                    && super::tokens::RESERVED_NAMES.contains(name)
                    && next != Some(&Tok::Punct("(")) =>
            {
                // (`for` and `as`, Rhai's statement words, are quoted even
                // in a map literal.)
                let literal = if super::tokens::KEYWORDS.contains(name) {
                    format!("a map literal quotes it, `#{{ \"{name}\": 1 }}`")
                } else {
                    format!("a map literal may write it as it is, `#{{ {name}: 1 }}`")
                };
                add(format!(
                    "`{name}` is a reserved word in Rhai, so `.{name}` does not parse: read the key as `x[\"{name}\"]` ({literal})"
                ));
            }
            // `get subtotal() {`: a TypeScript getter.
            Tok::Ident("get" | "set")
                if prev.is_none()
                    && matches!(next, Some(Tok::Ident(_)))
                    && at(i + 2) == Some(&Tok::Punct("(")) =>
            {
                if let Some(Tok::Ident(name)) = next {
                    add(format!(
                        "{GETTERS}: write a function, `{name}: || {{ ... }}` in the map (or a `fn {name}()` that reads `this`), and call it, `cart.{name}()`: read as `cart.{name}`, it gives the function, not its value"
                    ));
                }
            }
            // `line.split(" ", 3)`: Python's maxsplit counts the splits,
            // Rhai's number the pieces (the last holding the rest).
            Tok::Ident("split")
                if prev == Some(&Tok::Punct("."))
                    && let (Some(Tok::Punct("(")), Some(Tok::Str(..)), Some(Tok::Punct(",")), Some(Tok::Ident(n)), Some(Tok::Punct(")"))) =
                        (at(i + 1), at(i + 2), at(i + 3), at(i + 4), at(i + 5))
                    && let Ok(n) = n.parse::<u32>() =>
            {
                add(format!(
                    "{PYTHON_SPLIT}; Python's `split(sep, {n})` splits {n} times into {} pieces: write `split(sep, {})`",
                    n + 1,
                    n + 1
                ));
            }
            // `ctx.fs.readFile(p)`: Node's name for a method of `fs`.
            Tok::Ident("fs")
                if prev == Some(&Tok::Punct("."))
                    && next == Some(&Tok::Punct("."))
                    && let Some(Tok::Ident(member)) = at(i + 2)
                    && let Some(rhai) = node_fs(member) =>
            {
                add(format!(
                    "`ctx.fs` has no `{member}`: write `ctx.fs.{rhai}(...)` (cordis_inspect {{ what: \"api\", name: \"fs\" }} lists what it offers)"
                ));
            }
            Tok::Ident(word) if !matches!(prev, Some(Tok::Punct("."))) => {
                match (next, at(i + 2)) {
                    (Some(Tok::Punct(".")), Some(Tok::Ident(member @ ("min" | "max"))))
                        if *word == "Math"
                            && matches!(
                                (at(i + 3), at(i + 4), at(i + 5), at(i + 6)),
                                (Some(Tok::Punct("(")), Some(Tok::Punct("...")), Some(Tok::Ident(_)), Some(Tok::Punct(")")))
                            ) =>
                    {
                        if let Some(Tok::Ident(array)) = at(i + 5) {
                            add(format!("Rhai has no spread (`...{array}`), and `{member}(a, b)` compares two numbers: for the {} item of an array, write `{array}.reduce(|m, v| {member}(m, v), {array}[0])`", if *member == "min" { "smallest" } else { "largest" }));
                        }
                    }
                    (Some(Tok::Punct(".")), Some(Tok::Ident(_)))
                        if *word == "re"
                            && let Some(hint) = regex_class(&located, i, written)
                                .or_else(|| regex_fields(&located, i, written)) =>
                    {
                        add(hint);
                    }
                    (Some(Tok::Punct(".")), Some(Tok::Ident(member))) => {
                        let arg = match (at(i + 3), at(i + 4), at(i + 5)) {
                            (Some(Tok::Punct("(")), Some(Tok::Ident(a)), Some(Tok::Punct(")"))) => a,
                            // `Math.max(...xs)`: an array spread.
                            (Some(Tok::Punct("(")), Some(Tok::Punct("...")), _) => "...",
                            _ => "xs",
                        };
                        // `Object.assign(this, { date, loco })` in a
                        // constructor: the fields the maker's map holds
                        // (trial 148's point wrote `m.mixin(other)`, with
                        // no `m` in a maker).
                        if *word == "Object"
                            && *member == "assign"
                            && matches!((at(i + 3), at(i + 4)), (Some(Tok::Punct("(")), Some(Tok::Ident("this"))))
                        {
                            let given = match (at(i + 5), at(i + 6), at(i + 7)) {
                                (Some(Tok::Punct(",")), Some(Tok::Ident(name)), Some(Tok::Punct(")"))) => {
                                    format!("`{name}` itself, or a map made from it")
                                }
                                _ => "that map, written `#{ key: value, ... }`".to_owned(),
                            };
                            add(format!("a maker function has no `this`: the fields `Object.assign(this, ...)` sets are the keys of the map it returns, so end the maker with {given}; where the body does more, keep the map in a variable, `let obj = #{{ ... }};`, and end with `obj`"));
                        } else if *word == "Object"
                            && *member == "assign"
                            && let (Some(Tok::Punct("(")), Some(Tok::Ident(target)), Some(Tok::Punct(","))) = (at(i + 3), at(i + 4), at(i + 5))
                        {
                            add(format!(
                                "write `{target}.mixin(other)` instead of `Object.assign({target}, other)`: it adds `other`'s entries to `{target}` itself, replacing those of the same key"
                            ));
                        } else if arg == "..." && *word == "Math" && matches!(*member, "max" | "min") {
                            add(format!(
                                "Rhai's `{member}(a, b)` takes two numbers and no spread: for an array's {}, write `xs.reduce(|m, v| {member}(m, v), xs[0])`",
                                if *member == "max" { "largest" } else { "smallest" }
                            ));
                        } else if let Some(hint) = js_global(word, member)
                            .or_else(|| module_call(word, member))
                            .or_else(|| statistics(word, member, arg))
                        {
                            add(hint);
                        }
                    }
                    (Some(Tok::Punct("(")), _)
                        if !PAREN_KEYWORDS.contains(word)
                            // (`yield (f"..." f"...")`, trial 108: a
                            // generator's, told at its own word.)
                            && !matches!(*word, "except" | "yield")
                            && matches!(prev, None | Some(Tok::Punct("," | "{")) | Some(Tok::Ident("async"))) =>
                    {
                        if *word == "super" {
                            add(format!("{NO_INHERITANCE}{SUPER}"));
                        } else if let Some(hint) = method(&toks, i, word) {
                            add(hint);
                        }
                    }
                    // `import numpy as np`: the import has its own point.
                    _ if *word == "as"
                        && matches!(toks.first(), Some(Tok::Ident("import" | "from" | "export"))) => {}
                    _ => ident(word, prev, next, &toks[i + 1..], indented, &mut add),
                }
            }
            _ => {}
        }
    }
    // A Python docstring, `"""..."""`, on a line of its own.
    let text = written.trim_start();
    if text.starts_with("\"\"\"") || text.starts_with("\'\'\'") {
        out.push(Habit {
            column: written.len() - text.len() + 1,
            text: DOCSTRING.to_owned(),
        });
    }
    // `delays.filter((d) => d <= this.threshold)`: a closure has no
    // `this` in Rhai (Python's `self` becomes `this`).
    if let Some(arrow) = located
        .iter()
        .position(|(_, t)| matches!(t, Tok::Punct("=>") | Tok::Ident("lambda")))
        // A field, not a method (`this.fmt(r)`).
        && let Some(field) = located[arrow..].windows(4).find_map(|w| match w {
            [(_, Tok::Ident("this" | "self")), (_, Tok::Punct(".")), (_, Tok::Ident(f)), (_, next)]
                if *next != Tok::Punct("(") =>
            {
                Some(*f)
            }
            _ => None,
        })
    {
        out.push(Habit {
            column: located[arrow].0,
            text: format!(
                "a closure given to a call (`map`, `filter`, `sort`, ...) has no `this`: copy what it needs into a variable first, `let {field} = this.{field};`, and use `{field}` inside the closure"
            ),
        });
    }
    // `let taken, returned;`: JavaScript's list of names, none set.
    if let [(column, Tok::Ident(kw @ ("let" | "var"))), rest @ ..] = located.as_slice()
        && rest.len() >= 3
        && rest
            .iter()
            .all(|(_, t)| matches!(t, Tok::Ident(_) | Tok::Punct("," | ";")))
        && rest.iter().any(|(_, t)| *t == Tok::Punct(","))
    {
        let names: Vec<&str> = rest
            .iter()
            .filter_map(|(_, t)| match t {
                Tok::Ident(n) => Some(*n),
                _ => None,
            })
            .collect();
        let lets: Vec<String> = names.iter().map(|n| format!("let {n} = ();")).collect();
        out.push(Habit {
            column: *column,
            text: format!(
                "{ONE_NAME_PER_LET}, with a value: write `{}` instead of `{kw} {};` (`()` is the empty value, JavaScript's `undefined`)",
                lets.join(" "),
                names.join(", ")
            ),
        });
    }
    // Python's walrus, `(avg := f(x))`.
    if let Some(w) = located
        .windows(2)
        .find(|w| matches!(w, [(a, Tok::Punct(":")), (b, Tok::Punct("="))] if b == &(a + 1)))
    {
        out.push(Habit {
            column: w[0].0,
            text: "Rhai has no `:=`: assign on a line of its own first, `let avg = ...;`, then use the variable".to_owned(),
        });
    }
    if let Some(habit) = super::python::floor_division(code, written) {
        out.push(habit);
    }
    for habit in super::python::found(&located, written) {
        if !out.iter().any(|h| h.text == habit.text) {
            out.push(habit);
        }
    }
    // A loop over `zip` or `enumerate` says it all in the line's names.
    if let Some(habit) = super::python::paired_loop(&located, written) {
        out.retain(|h| h.column != habit.column);
        out.push(habit);
    }
    // `name = {…}` / `name = value` at the start of a line, as Python and
    // JavaScript's top level write them.
    if let [(1, Tok::Ident(name)), (_, Tok::Punct("=")), rest @ ..] = located.as_slice()
        && !PAREN_KEYWORDS.contains(name)
        // `LINE_RE = re.compile(...)`: the regex has its own point, and
        // there is no value to declare.
        && !matches!(rest, [(_, Tok::Ident("re")), (_, Tok::Punct(".")), ..])
        // `Report = namedtuple(...)`: the record type has its own point.
        && !matches!(rest, [(_, Tok::Ident("namedtuple")), ..])
    {
        let text = if matches!(*name, "name" | "inject" | "description") {
            format!(
                "`{name}` is a key of the plugin map, which the code ends with: write it there, `#{{ name: \"my-plugin\", inject: [\"fs\"], apply: |ctx| {{ ... }} }}`, instead of `{name} = ...`"
            )
        } else if let [(_, Tok::Punct("{")), (_, first), (_, Tok::Punct(",")), ..] = rest
            && matches!(first, Tok::Str(..) | Tok::Ident(_))
        {
            if super::tokens::closing(rest.iter().map(|(_, t)| t), 0).is_some_and(|close| {
                super::tokens::literal_items(rest[1..close].iter().map(|(_, t)| t))
            }) {
                // `STOPWORDS = {"the", "a"}`: a set of literals, whose own
                // point writes the array (on one line: one over several is
                // told here as a map of keys).
                format!("{DECLARE_LET}: `let {name} = ...;`")
            } else {
                // `SEEN = {a, b}`: a set, whose items are keys.
                format!(
                    "{DECLARE_LET}, and a set is a map of keys in Rhai: `let {name} = #{{ \"the\": true, \"a\": true }};` with each item a key, then `w in {name}` to test one and `{name}.keys()` for all"
                )
            }
        } else if let [
            (_, Tok::Punct("{")),
            ..,
            (_, Tok::Punct("}")),
            (_, Tok::Punct(".")),
            (_, Tok::Ident("get")),
        ] = rest
        {
            // `belt_rank = {b: i for ...}.get`: the dict's `get`, a
            // function the code calls (trial 153's point made it a map).
            format!(
                "`{name}` holds the dict's `get`, a function the code calls, `{name}(b)`: write it as a top-level `fn {name}(k) {{ let m = #{{ ... }}; m[k] }}` that builds the map and reads the key from it (`()` where the key is missing, as `get` gives `None`), so every call stays as written (a `fn` sees no top-level name: give it its own `const` of what it reads)"
            )
        } else if matches!(rest.first(), Some((_, Tok::Punct("{" | "#"))))
            && !name.to_lowercase().contains("plugin")
            && !matches!(*name, "module" | "exports" | "default")
        {
            // `PAIRS = {")": "("}`: a dict of the code's own.
            format!("{DECLARE_LET}, and a dict is a map: `let {name} = #{{ ... }};`")
        } else if matches!(rest.first(), Some((_, Tok::Punct("{" | "#")))) {
            format!(
                "a plugin is not assigned: end the code with the map itself, `#{{ ... }}`, instead of `{name} = {{ ... }}` (or write `let {name} = #{{ ... }};` and end the code with `{name}`)"
            )
        } else if let [(_, Tok::Ident(class)), (_, Tok::Punct("(")), ..] = rest
            && class.starts_with(|c: char| c.is_ascii_uppercase())
            // `plugin = InventoryReport()`, not `DEFAULT_FILE =
            // Path(...)` or `appearances = Counter(...)` (trial 60).
            && (name.to_lowercase().contains("plugin") || class.contains("Plugin"))
        {
            format!(
                "a plugin is no instance of a class: end the code with the plugin map itself, `#{{ name: \"...\", apply: |ctx| {{ ... }} }}`, instead of `{name} = {class}(...)` (the class's attributes and its `apply` become the map's keys; or write `let {name} = #{{ ... }};` and end the code with `{name}`)"
            )
        } else if super::tokens::RESERVED_NAMES.contains(name) {
            // `use = Counter(...)`: a word Rhai reserves, whose own point
            // names it otherwise (trial 87 was told `let use`).
            format!("{DECLARE_LET}: `let {name}_ = ...;`")
        } else {
            format!("{DECLARE_LET}: `let {name} = ...;`")
        };
        out.push(Habit { column: 1, text });
    }
    // `stack: list[tuple[str, int]] = []`: Python's annotated variable.
    if let [
        (column, Tok::Ident(name)),
        (_, Tok::Punct(":")),
        (_, Tok::Ident(_)),
        rest @ ..,
    ] = located.as_slice()
        && annotated(rest)
        && !PAREN_KEYWORDS.contains(name)
        // A dataclass's `items: list = field(...)` has its own point.
        && !rest.iter().any(|(_, t)| *t == Tok::Ident("field"))
    {
        out.push(Habit {
            column: *column,
            text: format!(
                "{TYPE_ANNOTATIONS}: declare the variable with `let` and no type, `let {name} = ...;`"
            ),
        });
    }
    // JavaScript's `x ??= v`, `x ||= v` and `x &&= v`.
    for k in 0..located.len() {
        if let Some(text) = logical_assignment(&located, k, written) {
            out.push(Habit {
                column: located[k].0,
                text,
            });
        }
    }
    // `let match = ...` or Python's `match = ...`: a word Rhai reserves.
    let named = match located.as_slice() {
        [
            (_, Tok::Ident("let" | "const" | "var")),
            (c, Tok::Ident(n)),
            ..,
        ]
        | [(c, Tok::Ident(n)), (_, Tok::Punct("=")), ..] => Some((*c, *n)),
        _ => None,
    };
    if let Some((column, name)) = named
        && super::tokens::RESERVED_NAMES.contains(&name)
    {
        out.push(Habit {
            column,
            text: format!(
                "`{name}` is a reserved word in Rhai: name the variable otherwise, e.g. `{name}_`"
            ),
        });
    }
    // `def` and `elif` are taught whole by their own hints.
    if let (Some((_, Tok::Ident(first))), Some((column, Tok::Punct(":")))) =
        (located.first(), located.last())
        && BLOCK_WORDS.contains(first)
        && !matches!(*first, "def" | "elif" | "except" | "class" | "match")
    {
        let form = if matches!(*first, "else" | "try" | "finally") {
            format!("`{first} {{ ... }}`")
        } else {
            format!("`{first} ... {{ ... }}`")
        };
        out.push(Habit {
            column: *column,
            text: format!("Rhai blocks are in braces, not `:` and indentation: {form}"),
        });
    }
    out.extend(super::exprs::truthiness(&located, written));
    out.extend(super::exprs::logic_truthiness(&located, written));
    // `${share:.1f}` in a backtick template (which the tokens do not
    // read as a string: the code inside `${}` has habits of its own).
    let mut from = 0;
    while let Some(open) = written[from..].find('`').map(|i| from + i) {
        let close = written[open + 1..]
            .find('`')
            .map_or(written.len(), |i| open + 2 + i);
        if let Some(text) = super::translate::template_spec(&written[open..close]) {
            out.push(Habit {
                column: written[..open].chars().count() + 1,
                text,
            });
        }
        from = close.min(written.len());
        if from >= written.len() {
            break;
        }
    }
    // A `.format` whose template is written needs no general word, nor
    // one on its `**m`, which the template reads (trial 97).
    if out.iter().any(|h| {
        h.text
            .starts_with(&format!("{FORMAT_METHOD}: write the backtick template"))
    }) {
        out.retain(|h| {
            !h.text.starts_with(&format!("{FORMAT_METHOD}: write `"))
                && !h.text.starts_with(SPREAD_ARGUMENTS)
        });
    }
    out
}

/// `xs.sort(f).map(...)` and `const sorted = xs.sort(f);`, a chain that
/// may run over several lines: JavaScript's `sort` returns the array,
/// Rhai's `()`.
fn sorts_kept(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<(usize, Habit)> {
    let all: Vec<(usize, usize, &Tok<'_>)> = lines
        .iter()
        .enumerate()
        .flat_map(|(i, toks)| toks.iter().map(move |(c, t)| (i, *c, t)))
        .collect();
    let tok = |k: usize| all.get(k).map(|(_, _, t)| *t);
    let mut out = Vec::new();
    for k in 1..all.len() {
        if tok(k) != Some(&Tok::Ident("sort"))
            || tok(k - 1) != Some(&Tok::Punct("."))
            || tok(k + 1) != Some(&Tok::Punct("("))
        {
            continue;
        }
        let Some(close) = super::tokens::closing(all.iter().map(|(_, _, t)| *t), k + 1) else {
            continue;
        };
        let (line, column, _) = all[k];
        let text = match (tok(close + 1), tok(close + 2)) {
            (Some(Tok::Punct(".")), Some(Tok::Ident(then))) => foreign::after_in_place("sort", then),
            // `xs.sort(f)[0]`: an index of what it returns.
            (Some(Tok::Punct("[")), _) => "`sort` changes the array in place and returns `()`, so an index of what it returns fails: sort on its own line, then index the array, `let sorted = xs; sorted.sort(|a, b| ...); sorted[0]`".to_owned(),
            // `Object.fromEntries(xs.sort(f))`: an argument.
            (Some(Tok::Punct(")" | ",")), _) => "`sort` changes the array in place and returns `()`, so what it is given to gets `()`: sort on its own line, then pass the array, `let sorted = xs; sorted.sort(|a, b| ...); f(sorted)`".to_owned(),
            // The statement's start: `const sorted = ...` on the line of
            // the chain's first link.
            (next, _) if !matches!(next, Some(Tok::Punct(".")))
                && all[close].0 >= line =>
            {
                // Back to a `;` or a brace, or to a line that the next
                // does not continue with `.`, over the brackets of the
                // chain's own calls (`.map((r) => { ... })`).
                let mut depth = 0usize;
                let start = (0..k).rev().find(|j| {
                    let broken = all[*j].0 != all[*j + 1].0
                        && !matches!(tok(*j + 1), Some(Tok::Punct(".")));
                    if depth == 0 && (matches!(tok(*j), Some(Tok::Punct(";" | "{"))) || broken) {
                        return true;
                    }
                    match tok(*j) {
                        Some(Tok::Punct(")" | "]" | "}")) => depth += 1,
                        Some(Tok::Punct("(" | "[" | "{")) => depth = depth.saturating_sub(1),
                        _ => {}
                    }
                    false
                });
                let first = start.map_or(0, |j| j + 1);
                match (tok(first), tok(first + 1), tok(first + 2)) {
                    // (Or typed, `const stats: [string, Stats][] = ...`,
                    // trial 97.)
                    (Some(Tok::Ident("const" | "let" | "var")), Some(Tok::Ident(kept)), Some(Tok::Punct("=" | ":"))) => {
                        foreign::kept_from_in_place("sort", kept)
                    }
                    (Some(Tok::Ident("return")), ..) => "`sort` changes the array in place and returns `()`, so this returns `()`: sort on its own line, then return the array, `xs.sort(|a, b| ...); xs`".to_owned(),
                    _ => continue,
                }
            }
            _ => continue,
        };
        out.push((line + 1, Habit { column, text }));
    }
    out
}

/// Whether a term beside a `/` holds a float: a float literal (`100.0`)
/// or `to_float`, read back from the `/` over the term before it
/// (`errors * 100.0 / n`, `*` binding first) or on over the operand after
/// it (`n / len(xs).to_float()`).
fn float_term(toks: &[(usize, Tok<'_>)], before: bool) -> bool {
    let mut depth = 0isize;
    let mut term: Vec<&Tok<'_>> = Vec::new();
    let ordered: Vec<&(usize, Tok<'_>)> = if before {
        toks.iter().rev().collect()
    } else {
        toks.iter().collect()
    };
    let (opens, closes) = if before { (")]", "([") } else { ("([", ")]") };
    for (_, tok) in ordered {
        if let Tok::Punct(p) = tok {
            if opens.contains(*p) {
                depth += 1;
            } else if closes.contains(*p) {
                depth -= 1;
                if depth < 0 {
                    break;
                }
            } else if depth == 0 {
                let stops = if before {
                    [
                        "+", "-", "=", ",", ";", "==", "<", ">", "&&", "||", "?", ":",
                    ]
                    .contains(p)
                } else {
                    !["."].contains(p)
                };
                if stops {
                    break;
                }
            }
        }
        if let Tok::Ident(w) = tok
            && depth == 0
            && [
                "return", "let", "const", "var", "if", "else", "and", "or", "for",
            ]
            .contains(w)
        {
            // (`a / b if b else 1.0`: the `1.0` is another value.)
            break;
        }
        term.push(tok);
    }
    let digits = |t: Option<&&Tok<'_>>| matches!(t, Some(Tok::Ident(n)) if n.starts_with(|c: char| c.is_ascii_digit()));
    (0..term.len()).any(|j| {
        matches!(
            term[j],
            Tok::Ident("to_float" | "parse_float" | "float" | "parseFloat")
        ) || (term[j] == &Tok::Punct(".")
            && digits(term.get(j.wrapping_sub(1)))
            && digits(term.get(j + 1)))
    })
}

/// Python's words that open an indented block with `:`.
const BLOCK_WORDS: [&str; 10] = [
    "if", "elif", "else", "for", "while", "def", "try", "except", "class", "match",
];

/// Habits that span lines: a map literal opened with a bare `{` at the end
/// of a line (`register({`, `parameters: {`, `module.exports = {`) whose
/// first key is on the next line. `code` is the whole code, blanked.
/// The first `a / b` of each line: Python's and JavaScript's `/` gives a
/// fraction, Rhai's of two ints drops it (`sum / count`). One advice,
/// which names every line.
fn division(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<(usize, Habit)> {
    let operand = |t: &Tok<'_>| matches!(t, Tok::Ident(_) | Tok::Punct(")" | "]"));
    lines.iter().enumerate().filter_map(|(i, toks)| {
        // A line of Rhai's own `fn`, an answer's form kept (trial 135's
        // `fn day_number`, whose `y2 / 400` drops the fraction as meant).
        if matches!(toks.first(), Some((_, Tok::Ident("fn")))) {
            return None;
        }
        // `Math.floor(a / b)` wants the fraction dropped, as Rhai does.
        let floored = toks
            .iter()
            .position(|(_, t)| matches!(t, Tok::Ident("floor" | "trunc" | "round")));
        // A float on either side divides as floats: `x / 100.0`, or
        // `(x * 100.0).round() / 100.0`, the hints' own rounding.
        let float = |k: usize| {
            let digits = |t: Option<&(usize, Tok<'_>)>| {
                matches!(t, Some((_, Tok::Ident(n))) if n.starts_with(|c: char| c.is_ascii_digit()))
            };
            let after = digits(toks.get(k + 2))
                && toks.get(k + 3).map(|t| &t.1) == Some(&Tok::Punct("."))
                && digits(toks.get(k + 4));
            let before = k >= 2
                && toks[k].1 == Tok::Punct(")")
                && toks[k - 1].1 == Tok::Punct("(")
                && matches!(
                    toks[k - 2].1,
                    Tok::Ident("round" | "floor" | "ceiling" | "to_float" | "sqrt")
                );
            // `xs.len() / 2`, a middle index: the integer is what is meant.
            let half = k >= 2
                && toks[k].1 == Tok::Punct(")")
                && toks[k - 1].1 == Tok::Punct("(")
                && toks[k - 2].1 == Tok::Ident("len")
                && digits(toks.get(k + 2));
            after || before || half || float_term(&toks[..=k], true) || float_term(&toks[k + 2..], false)
        };
        let candidates: Vec<(usize, usize)> = toks
            .windows(3)
            .enumerate()
            .filter_map(|(k, w)| match w {
                [(_, before), (column, Tok::Punct("/")), (_, after)]
                    if operand(before)
                        && (operand(after) || *after == Tok::Punct("("))
                        && floored.is_none_or(|f| k < f)
                        // `(seconds / 60).to_int()`: the whole part is
                        // meant (trial 62).
                        && !toks[k..].iter().any(|(_, t)| *t == Tok::Ident("to_int"))
                        && !float(k) =>
                {
                    Some((k, *column))
                }
                _ => None,
            })
            .collect();
        // `takings / (mins / 60)`: a `/` by a whole number written is the
        // one most likely of two ints (trial 87 was pointed at the first).
        let by_int = |k: usize| {
            matches!(toks.get(k + 2), Some((_, Tok::Ident(n))) if n.chars().all(|c| c.is_ascii_digit()))
                && toks.get(k + 3).map(|t| &t.1) != Some(&Tok::Punct("."))
        };
        let (_, column) = candidates
            .iter()
            .find(|(k, _)| by_int(*k))
            .or(candidates.first())?;
        Some((
            i + 1,
            Habit {
                column: *column,
                text: format!("{INT_DIVISION}: `/` of two ints drops the fraction in Rhai (`7 / 2` is `3`), unlike Python and JavaScript: for a fraction, make one side a float, `total.to_float() / n` (when one side is already a float, `/` keeps the fraction and nothing needs changing)"),
            },
        ))
    }).collect()
}

/// Python's strings written side by side, which it joins, on one line or
/// across lines in parentheses (`(f"{a}, "` then `f"{b}")`): Rhai joins
/// with `+`.
fn side_by_side(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<(usize, Habit)> {
    // A string with its `f` prefix, if any: whether `toks[k]` starts one.
    let starts = |toks: &[(usize, Tok<'_>)], k: usize| match toks.get(k) {
        Some((_, Tok::Str(..))) => true,
        Some((c, Tok::Ident(prefix @ ("f" | "r" | "b" | "rf" | "fr")))) => {
            matches!(toks.get(k + 1), Some((s, Tok::Str(..))) if *s == c + prefix.len())
        }
        _ => false,
    };
    let text = "Python joins strings written side by side; Rhai does not: write `+` between them, `\"a\" + \"b\"` (across lines too, inside the parentheses)";
    let mut out = Vec::new();
    // A `"""` docstring reads as strings that touch, `""` and `"..."`:
    // strings side by side have a space between.
    let touching = |toks: &[(usize, Tok<'_>)]| {
        toks.windows(2).any(|w| match w {
            [(a, Tok::Str(_, len)), (b, Tok::Str(..))] => *b == a + len + 2,
            _ => false,
        })
    };
    for (i, toks) in lines.iter().enumerate() {
        if touching(toks) {
            continue;
        }
        let within =
            (1..toks.len()).find(|k| matches!(toks[k - 1].1, Tok::Str(..)) && starts(toks, *k));
        let across = matches!(toks.last(), Some((_, Tok::Str(..))))
            && lines
                .get(i + 1)
                .is_some_and(|next| starts(next, 0) && !touching(next));
        if let Some(k) = within {
            out.push((
                i + 1,
                Habit {
                    column: toks[k].0,
                    text: text.to_owned(),
                },
            ));
        } else if across {
            out.push((
                i + 2,
                Habit {
                    column: lines[i + 1][0].0,
                    text: text.to_owned(),
                },
            ));
        }
    }
    out
}

/// Python's top-level dicts and sets (`TARIFFS = {"a": 1}`, `REQUIRED =
/// {"x", "y"}`), which are maps in Rhai: a `for` over a dict gets no items
/// (loop over its keys), and a set has no `<=`, `-`, `|` or `&` (nor has
/// a set of literals, an array in Rhai, whose point writes each for one).
fn maps_used_as_python(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<(usize, Habit)> {
    let mut dicts: Vec<&str> = Vec::new();
    let mut sets: Vec<&str> = Vec::new();
    let mut arrays: Vec<&str> = Vec::new();
    for toks in lines {
        match toks.as_slice() {
            [
                (1, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                (_, Tok::Punct("{")),
                rest @ ..,
            ] => {
                let colon = rest.iter().any(|(_, t)| *t == Tok::Punct(":"));
                let items = rest
                    .iter()
                    .any(|(_, t)| matches!(t, Tok::Str(..) | Tok::Ident(_)));
                // (A set of literals on its line, `{"OK", "LATE"}`, is an
                // array, as its own point writes it: trial 99.)
                let literals = matches!(rest.last(), Some((_, Tok::Punct("}"))))
                    && super::tokens::literal_items(rest[..rest.len() - 1].iter().map(|(_, t)| t));
                if literals {
                    arrays.push(name);
                } else if colon || !items {
                    dicts.push(name);
                } else {
                    sets.push(name);
                }
            }
            // Inside a function too: `failing = set()`, or a set
            // comprehension, `writers = {r[5] for r in rows}`.
            [
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                (_, Tok::Ident("set" | "frozenset")),
                (_, Tok::Punct("(")),
                rest @ ..,
            ] => {
                // (Not of a set of literals, `frozenset({"ok", "lost"})`,
                // an array as that set's own point writes it.)
                let literals = matches!(rest.first(), Some((_, Tok::Punct("{"))))
                    && super::tokens::closing(rest.iter().map(|(_, t)| t), 0).is_some_and(
                        |close| super::tokens::literal_items(rest[1..close].iter().map(|(_, t)| t)),
                    );
                if literals {
                    arrays.push(name);
                } else {
                    sets.push(name);
                }
            }
            [
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                (_, Tok::Punct("{")),
                rest @ ..,
            ] if rest.iter().any(|(_, t)| *t == Tok::Ident("for"))
                && !rest.iter().any(|(_, t)| *t == Tok::Punct(":")) =>
            {
                sets.push(name);
            }
            // `implants, bad, seen = [], [], set()`: each name with its
            // value (trial 149's `seen`, whose `add` no point told).
            [(_, Tok::Ident(_)), (_, Tok::Punct(",")), ..] => {
                let Some((eq, names)) = assigned(toks) else {
                    continue;
                };
                let values: Vec<&[(usize, Tok<'_>)]> = toks[eq + 1..]
                    .split(|(_, t)| *t == Tok::Punct(","))
                    .collect();
                if names.len() == eq.div_ceil(2) && names.len() == values.len() {
                    for (name, value) in names.iter().zip(values) {
                        if matches!(
                            value,
                            [
                                (_, Tok::Ident("set")),
                                (_, Tok::Punct("(")),
                                (_, Tok::Punct(")"))
                            ]
                        ) {
                            sets.push(name);
                        }
                    }
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for (i, toks) in lines.iter().enumerate() {
        // (A `for` over a dict: [`walked_dicts`].)
        if let Some(column) = toks.windows(2).find_map(|w| match w {
            [
                (_, Tok::Ident(name)),
                (c, Tok::Punct("<" | ">" | "-" | "|" | "&")),
            ]
            | [
                (c, Tok::Punct("<" | ">" | "-" | "|" | "&")),
                (_, Tok::Ident(name)),
            ] if sets.contains(name) || arrays.contains(name) => Some(*c),
            _ => None,
        }) {
            out.push((
                i + 1,
                Habit {
                    column,
                    text: "a set is a map of keys in Rhai, with no `<=`, `-`, `|` or `&`: `a.keys().all(|k| k in b)` for `a <= b`, `a.keys().filter(|k| !(k in b))` for `a - b`, `a.keys().filter(|k| k in b)` for `a & b`, and `let u = a; u.mixin(b);` for `a | b` (for a set held as an array: `a.all(|k| b.contains(k))`, `a.filter(|k| !b.contains(k))`, `a.filter(|k| b.contains(k))`, and `a + b.filter(|k| !a.contains(k))` for `a | b`)".to_owned(),
                },
            ));
        }
        // `seen.add(imp.chip)`: a key set to `true` (trial 149's player
        // lost a mount to it, told only the set's `#{}`).
        if let Some((column, name, item)) = toks.windows(4).enumerate().find_map(|(k, w)| match w {
            [
                (c, Tok::Ident(name)),
                (_, Tok::Punct(".")),
                (_, Tok::Ident("add")),
                (_, Tok::Punct("(")),
            ] if sets.contains(name) && (k == 0 || toks[k - 1].1 != Tok::Punct(".")) => {
                let close = super::tokens::closing(toks.iter().map(|(_, t)| t), k + 3)?;
                let item: Option<String> = toks[k + 4..close]
                    .iter()
                    .map(|(_, t)| match t {
                        Tok::Ident(w) | Tok::Punct(w) => Some(*w),
                        Tok::Str(..) => None,
                    })
                    .collect();
                Some((
                    *c,
                    *name,
                    item.filter(|i| !i.is_empty())
                        .unwrap_or_else(|| "x".to_owned()),
                ))
            }
            _ => None,
        }) {
            out.push((
                i + 1,
                Habit {
                    column,
                    text: format!(
                        "`{name}` is a set, a map of keys in Rhai, which has no `add`: write `{name}[{item}] = true;` (a number made a text first, `{name}[{item}.to_string()] = true;`), tested with `{item} in {name}`"
                    ),
                },
            ));
        }
        // `sorted(rounds_seen)` of a set (trial 69): its keys are text,
        // which sorts "10" before "2".
        if let Some((column, name)) = toks.windows(3).find_map(|w| match w {
            [
                (c, Tok::Ident("sorted")),
                (_, Tok::Punct("(")),
                (_, Tok::Ident(name)),
            ] if sets.contains(name) => Some((*c, *name)),
            _ => None,
        }) {
            out.push((
                i + 1,
                Habit {
                    column,
                    text: format!(
                        "`{name}` is a set, a map of keys in Rhai, whose keys are strings: `{name}.keys()` sorts as text (\"10\" before \"2\") and gives text where Python kept numbers; for numbers, `let xs = {name}.keys().map(|k| parse_int(k)); xs.sort();`"
                    ),
                },
            ));
        }
    }
    out
}

/// [`across_lines`] of `code` (literals and comments blanked) and
/// `source`, read from scratch: for tests of one pass.
#[cfg(test)]
pub(crate) fn across_lines_of(code: &str, source: &str) -> Vec<(usize, Habit)> {
    let lines: Vec<Vec<(usize, Tok<'_>)>> = code.lines().map(tokenize).collect();
    let strings = super::python::string_names(&lines, &source.lines().collect::<Vec<_>>());
    across_lines(&lines, code, source, &strings)
}

/// The habits that take more than one line to see: `lines` are the
/// tokens of `code` (literals and comments blanked), `source` the code as
/// written, `strings` the names that hold a string
/// ([`super::python::string_names`]), each read once per answer.
pub(crate) fn across_lines(
    lines: &[Vec<(usize, Tok<'_>)>],
    code: &str,
    source: &str,
    strings: &[(&str, String)],
) -> Vec<(usize, Habit)> {
    let written: Vec<&str> = source.lines().collect();
    let mut out = super::changes::found(lines, &written);
    out.extend(super::python::undeclared(lines));
    out.extend(super::python::block_scoped(lines, &written));
    out.extend(super::python::bool_sums(lines, &written));
    out.extend(super::python::loop_vars_in_handlers(&written));
    out.extend(super::python::comprehension_tails(lines, &written));
    out.extend(super::python::repeated_names(lines, &written, strings));
    out.extend(super::python::keywords_across(lines));
    out.extend(division(lines));
    // Each method's top-level names, read once for the functions that
    // call them and for the methods themselves.
    let globals = top_level_names(lines);
    let methods = method_reads(lines, &written, &globals);
    out.extend(super::scopes::outer_reads(
        lines,
        &super::scopes::indented(code),
        &method_takes(&methods),
    ));
    out.extend(super::scopes::self_calls(lines));
    out.extend(class_methods(lines, &written, &globals, &methods));
    out.extend(element_copies(lines, &written));
    out.extend(variables_named_as_functions(lines));
    out.extend(changed_parameters(lines));
    out.extend(sorts_kept(lines));
    out.extend(side_by_side(lines));
    out.extend(maps_used_as_python(lines));
    for (i, toks) in lines.iter().enumerate() {
        let [.., (_, before), (column, Tok::Punct("{"))] = toks.as_slice() else {
            continue;
        };
        if !matches!(
            before,
            Tok::Punct("(" | ":" | "=" | "," | "[") | Tok::Ident("return")
        ) {
            continue;
        }
        let Some(n) = (i + 1..lines.len()).find(|n| !lines[*n].is_empty()) else {
            continue;
        };
        // `{` then `c: [...]` and `for c in ...`: a dict comprehension, told
        // whole by its own point (its `for` at the brace's own level, on
        // any line before it closes: trial 101's value a map of lines).
        let mut depth = 1usize;
        let mut comprehension = false;
        'lines: for toks in &lines[n..lines.len().min(n + 40)] {
            for (_, t) in toks {
                match t {
                    Tok::Punct("(" | "[" | "{") => depth += 1,
                    Tok::Punct(")" | "]" | "}") => {
                        depth -= 1;
                        if depth == 0 {
                            break 'lines;
                        }
                    }
                    Tok::Ident("for") if depth == 1 => {
                        comprehension = true;
                        break 'lines;
                    }
                    _ => {}
                }
            }
        }
        if comprehension {
            continue;
        }
        let key = match lines[n].as_slice() {
            [(_, Tok::Ident(k)), (_, Tok::Punct(":")), ..] => format!("{k}: ..."),
            [(c, Tok::Str(_, len)), (_, Tok::Punct(":")), ..] => {
                let text: String = written
                    .get(n)
                    .unwrap_or(&"")
                    .chars()
                    .skip(*c)
                    .take(*len)
                    .collect();
                format!("\"{text}\": ...")
            }
            // `[Strike.Miss]: 0,`: a computed key, which a map literal of
            // Rhai has none of (trial 132's was told nothing).
            [(_, Tok::Punct("[")), rest @ ..] => {
                let close = rest.iter().position(|(_, t)| *t == Tok::Punct("]"));
                let Some(close) =
                    close.filter(|k| rest.get(k + 1).map(|(_, t)| t) == Some(&Tok::Punct(":")))
                else {
                    continue;
                };
                let (Some((from, _)), Some((to, _))) = (rest.first(), rest.get(close)) else {
                    continue;
                };
                let expr: String = written
                    .get(n)
                    .unwrap_or(&"")
                    .chars()
                    .skip(from - 1)
                    .take(to - from)
                    .collect();
                let expr = expr.trim();
                // The map's own name: `const POINTS: ... = {` or `POINTS = {`.
                let name = match toks.as_slice() {
                    [
                        (_, Tok::Ident("const" | "let" | "var")),
                        (_, Tok::Ident(name)),
                        ..,
                    ]
                    | [(_, Tok::Ident(name)), (_, Tok::Punct("=")), ..] => *name,
                    _ => "m",
                };
                out.push((
                    i + 1,
                    Habit {
                        column: *column,
                        text: format!("a map written in Rhai, `#{{ ... }}`, takes names or strings as its keys, and none computed: fill the map, `let {name} = #{{}}; {name}[{expr}] = ...;` for each key (a key is text: `{name}[k.to_string()]` for a number), instead of this `{{` with computed keys, `[{expr}]: ...` on the next line"),
                    },
                ));
                continue;
            }
            _ => continue,
        };
        out.push((
            i + 1,
            Habit {
                column: *column,
                text: format!("this `{{` starts a map (its first key, `{key}`, is on the next line), and a bare `{{` is a block in Rhai: write `#{{`"),
            },
        ));
    }
    out
}

/// `|[w, c]| ...` or `|{ key }| ...`: closure parameters that destructure,
/// from the tokens after the opening `|`.
fn destructured_closure(after: &[&Tok<'_>]) -> Option<String> {
    let end = after.iter().position(|t| **t == Tok::Punct("|"))?;
    let params = super::arrows::list(&after[..end])?;
    if params
        .iter()
        .any(|p| matches!(p, super::arrows::Param::Items(_)))
    {
        return Some(super::arrows::items(&params));
    }
    params.iter().find_map(|p| match p {
        super::arrows::Param::Fields(fields) if !fields.is_empty() => Some(format!(
            "Rhai closures cannot destructure their parameters (`{{ {} }}`): take the map whole and read its fields, `|args| ... args.{}`",
            fields.join(", "),
            fields[0]
        )),
        _ => None,
    })
}

/// Whether the tokens before a spread end `Math.min(` or `Math.max(`,
/// which are taught whole.
fn spread_in_math(before: &[&Tok<'_>]) -> bool {
    matches!(
        before,
        [
            ..,
            Tok::Ident("Math"),
            Tok::Punct("."),
            Tok::Ident("min" | "max"),
            Tok::Punct("(")
        ]
    )
}

/// Whether the `(` that `rest` starts with closes before something other
/// than a `{`: an `if (cond) stmt` without braces.
fn braceless(rest: &[&Tok<'_>]) -> bool {
    let mut depth = 0usize;
    for (k, tok) in rest.iter().enumerate() {
        match tok {
            Tok::Punct("(") => depth += 1,
            Tok::Punct(")") => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    // `if (a - b).abs() > 2 {`: the parentheses are part of
                    // the condition; a statement after them has no braces.
                    return rest.get(k + 1).is_some_and(|t| matches!(t, Tok::Ident(_)));
                }
            }
            _ => {}
        }
    }
    false
}

/// What `[...new Set(xs)]` is told: the de-duplication, in order.
const DEDUPE: &str = "Rhai has no spread or `Set`: keep the first of each item in order, `let seen = #{}; let unique = []; for x in xs { if !(x in seen) { seen[x] = true; unique.push(x); } }` (for strings; a map's keys are strings)";

/// What a spread `...name` after `prev` is told: in a call's arguments,
/// an array or a map.
/// The array whose `push(` a token is an argument of (`lines` of
/// `lines.push("Top:", ...top)`).
fn pushed_into<'a>(before: &[&Tok<'a>]) -> Option<&'a str> {
    let mut depth = 0usize;
    for (k, tok) in before.iter().enumerate().rev() {
        match tok {
            Tok::Punct(")" | "]" | "}") => depth += 1,
            Tok::Punct("(") if depth == 0 => {
                return match before.get(k.checked_sub(3)?..k)? {
                    [Tok::Ident(list), Tok::Punct("."), Tok::Ident("push")] => Some(*list),
                    _ => None,
                };
            }
            Tok::Punct("[" | "{") if depth == 0 => return None,
            Tok::Punct("(" | "[" | "{") => depth -= 1,
            _ => {}
        }
    }
    None
}

/// The bracket a token is inside on its line (`[` of `[a, ...xs]`), or
/// `[` when none is open there: a line of its own in a list of items
/// (`...lines,`) is most often one of an array's.
fn enclosing<'t, 'a>(before: &[&'t Tok<'a>]) -> Option<&'t Tok<'a>> {
    Some(innermost_open(before).map_or(&Tok::Punct("["), |k| before[k]))
}

fn spread(prev: Option<&Tok<'_>>, name: &str, pushed: Option<&str>) -> String {
    // `lines.push("Top:", ...top)`: `push` adds one item; `+=` an array's.
    if let Some(list) = pushed {
        return format!(
            "Rhai has no spread (`...{name}`), and `push` adds one item: write `{list} += {name};` to add the items of `{name}` (push any item before it on its own, `{list}.push(x);`)"
        );
    }
    let rhai = match prev {
        Some(Tok::Punct("[")) => format!(
            "join arrays with `+`, `let all = {name} + [1];` (`[first] + {name} + [last]` for `[first, ...{name}, last]`)"
        ),
        Some(Tok::Punct("{")) => {
            format!(
                "copy the map, then add the entries written after the spread with `mixin`, whose entries win as in JavaScript: `let m = {name}; m.mixin(#{{ a: 1 }});` for `{{ ...{name}, a: 1 }}` (for `{{ a: 1, ...{name} }}`, the other way round: `let m = #{{ a: 1 }}; m.mixin({name});`; in a `reduce`, `{{ ...{name}, [k]: v }}` is `|{name}, x| {{ {name}[x.k] = x.v; {name} }}`: change the map and return it)"
            )
        }
        _ => {
            format!("pass the items one by one, `f({name}[0], {name}[1])`, or pass the array whole")
        }
    };
    format!("Rhai has no spread (`...{name}`): {rhai}")
}

/// `name(params) {` in a map: JavaScript's method shorthand, or
/// TypeScript's, with types (`apply(ctx: Context): void {`).
fn method(toks: &[&Tok<'_>], at: usize, name: &str) -> Option<String> {
    if name == "constructor" {
        // `constructor(public title: string) {}`: the fields of a class.
        let end = toks[at..].iter().position(|t| **t == Tok::Punct(")"))? + at;
        let fields: Vec<&str> = (at + 2..end)
            .filter_map(|k| match (toks[k - 1], toks[k], toks.get(k + 1)) {
                // Not a type (after `:`) nor `public`/`private`/`readonly`.
                (
                    Tok::Punct("(" | ",") | Tok::Ident(_),
                    Tok::Ident(f),
                    Some(Tok::Punct(":" | "," | ")")),
                ) => Some(*f),
                _ => None,
            })
            .collect();
        let fields = if fields.is_empty() {
            vec!["title"]
        } else {
            fields
        };
        let map: Vec<String> = fields.iter().map(|f| format!("{f}: {f}")).collect();
        return Some(format!(
            "Rhai has no classes: an object is a map, `#{{ {} }}`, made by a function, `fn make({}) {{ #{{ {} }} }}`; a method becomes a `fn` that reads and changes `this` and is called on the map, `obj.method(x)` (a `fn` given the map as an argument gets a copy, and its changes are lost)",
            map.join(", "),
            fields.join(", "),
            map.join(", ")
        ));
    }
    let mut params = Vec::new();
    let mut k = at + 2;
    loop {
        match toks.get(k)? {
            Tok::Ident(p) => params.push(*p),
            Tok::Punct(",") => {}
            Tok::Punct(":") => k = past_type(toks, k + 1)? - 1,
            Tok::Punct(")") => break,
            _ => return None,
        }
        k += 1;
    }
    if toks.get(k + 1) == Some(&&Tok::Punct(":")) {
        k = past_type(toks, k + 2)? - 1;
    }
    (toks.get(k + 1) == Some(&&Tok::Punct("{"))).then(|| {
        let params = params.join(", ");
        format!("`{name}({params}) {{ ... }}` is JavaScript's method shorthand: in a map write `{name}: |{params}| {{ ... }}`")
    })
}

/// The index after a TypeScript type starting at `from` (`Context`,
/// `Record<string, number>`, `{ x: number }`, `string[]`): the first `,`,
/// `)` or `{` outside its brackets (a `{` right at `from` opens the type).
fn past_type(toks: &[&Tok<'_>], from: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut k = from;
    loop {
        match toks.get(k)? {
            Tok::Punct("<" | "(" | "[") => depth += 1,
            Tok::Punct("{") if k == from || depth > 0 => depth += 1,
            Tok::Punct(">" | "]") => depth = depth.checked_sub(1)?,
            Tok::Punct("}") => depth = depth.checked_sub(1)?,
            Tok::Punct(")") if depth > 0 => depth -= 1,
            Tok::Punct("," | ")" | "{") if depth == 0 => return Some(k),
            _ => {}
        }
        k += 1;
    }
}

/// The name of a function's `nth` parameter (from 0) that destructures
/// an object: `item`, then `item2`.
fn destructured(nth: usize) -> String {
    if nth == 0 {
        "item".to_owned()
    } else {
        format!("item{}", nth + 1)
    }
}

/// The parameter names of `def name(a: str, b=1) -> str:` (`rest` starts
/// at the name), without `self`, and whether a type is written (`: str`
/// or `-> str`).
fn def_params(rest: &[&Tok<'_>]) -> (Vec<String>, bool) {
    let mut names = Vec::new();
    let mut objects = 0;
    let mut typed = false;
    let mut depth = 0usize;
    let mut expect_name = true;
    let mut in_type = false;
    let mut angles = 0usize;
    let mut close = None;
    for (k, tok) in rest.iter().enumerate().skip(1) {
        match tok {
            Tok::Punct("(" | "[" | "{") => {
                // `function fee({ zone, kind }: Session)`: a destructured
                // parameter, one map.
                if depth == 1 && expect_name {
                    names.push(destructured(objects));
                    objects += 1;
                    expect_name = false;
                }
                depth += 1;
                continue;
            }
            Tok::Punct(")" | "]" | "}") => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    close = Some(k);
                    break;
                }
                continue;
            }
            _ => {}
        }
        if depth != 1 {
            continue;
        }
        // (A type's own commas, `table: Map<string, Standing>`, part no
        // parameters: trial 107's `Standing` was told as one.)
        match tok {
            Tok::Punct("<") if in_type => angles += 1,
            Tok::Punct(">") if in_type => angles = angles.saturating_sub(1),
            Tok::Punct(">>") if in_type => angles = angles.saturating_sub(2),
            Tok::Punct(",") if angles > 0 => {}
            Tok::Punct(",") => {
                expect_name = true;
                in_type = false;
            }
            Tok::Punct("=") => in_type = false,
            Tok::Punct(":") => {
                typed = true;
                in_type = true;
            }
            Tok::Ident(name) if expect_name => {
                if *name != "self" {
                    names.push((*name).to_owned());
                }
                expect_name = false;
            }
            _ => {}
        }
    }
    if let Some(close) = close
        && matches!(rest.get(close + 1), Some(Tok::Punct("-")))
    {
        typed = true;
    }
    (names, typed)
}

/// What a `def` with types written is told besides.
fn untyped(typed: bool) -> &'static str {
    if typed {
        "; Rhai parameters and results take no types: drop each `: type` and the `-> type`"
    } else {
        ""
    }
}

/// How the point on a dataclass field's `field(default_factory=...)`
/// begins, before its example key (the field's own name, in the answer).
pub(crate) const DATACLASS_DEFAULT: &str =
    "a dataclass field's default is its value in the map the maker function returns, ";

/// What `x or default` is told, Python's default for a value.
const OR_DEFAULT: &str = "write `if truthy(x) { x } else { default }` instead of `x or default`: Rhai's `||` takes only bools, and `truthy` tests as Python does (`()`, 0, an empty text or list give the default); where only a missing value should, `x ?? default`";

fn ident(
    word: &str,
    prev: Option<&Tok<'_>>,
    next: Option<&Tok<'_>>,
    rest: &[&Tok<'_>],
    indented: bool,
    add: &mut impl FnMut(String),
) {
    let operand = |t: Option<&Tok<'_>>| {
        matches!(
            t,
            Some(Tok::Ident(_) | Tok::Str(..) | Tok::Punct(")" | "]"))
        )
    };
    match word {
        "function" => match next {
            // `export function apply(ctx)`: told at its `export`.
            Some(Tok::Ident("apply")) if prev == Some(&Tok::Ident("export")) => {}
            Some(Tok::Ident(name)) => {
                // The names only: `(n: number)` is `(n)`, as for `def`.
                let (params, typed) = def_params(rest);
                let params = params.join(", ");
                add(format!(
                    "write `fn {name}({params}) {{ ... }}` instead of `function {name}(...)`{}{}",
                    untyped(typed),
                    super::tokens::no_defaults(&super::tokens::defaulted(rest.get(1..).unwrap_or_default()))
                ));
            }
            _ => add("write a closure `|a, b| { ... }` instead of `function(a, b) { ... }`".into()),
        },
        "def" => match next {
            Some(Tok::Ident("__lt__")) => add(
                format!("{LESS_THAN}: `sort` of maps needs a comparer, so where the code sorts these objects, write `xs.sort(|a, b| if a.rank != b.rank {{ a.rank - b.rank }} else if a.name < b.name {{ -1 }} else if a.name > b.name {{ 1 }} else {{ 0 }})` with the fields `__lt__` compares"),
            ),
            Some(Tok::Ident("apply")) => add("a plugin's `apply` is a closure in the plugin map: write `apply: |ctx| { ... }` inside `#{ name: \"my-plugin\", apply: |ctx| { ... } }`, which the code ends with, instead of `def apply(ctx):`".into()),
            // Rhai's `fn` is only allowed at the top level of the code.
            Some(Tok::Ident(name)) if indented => {
                let (params, typed) = def_params(rest);
                // (A name of Rhai's own, `to_float`, whose call reaches
                // Rhai's function, never the closure: trial 99.)
                let (closure, native) = if foreign::HELPER_NAMES.contains(name) {
                    (
                        format!("{name}_of"),
                        format!(", named `{name}_of` because `{name}` is a function of Rhai's own, which `{name}(...)` would call instead (here and in every form below)"),
                    )
                } else {
                    ((*name).to_owned(), String::new())
                };
                add(format!(
                    "write the closure `let {closure} = |{}| {{ ... }};` instead of the nested `def {name}(...):` (a `fn` may only stand at the top level of the code; call the closure as `{closure}.call(...)` or `{closure}(...)`){native}{}{}",
                    unreserved(&params).join(", "),
                    untyped(typed),
                    super::tokens::no_defaults(&super::tokens::defaulted(rest.get(1..).unwrap_or_default()))
                ));
                for param in params.iter().filter(|p| super::tokens::RESERVED_NAMES.contains(&p.as_str())) {
                    add(format!(
                        "`{param}` is a reserved word in Rhai and cannot name a parameter: name it `{param}_` (and each use of it in the body)"
                    ));
                }
            }
            Some(Tok::Ident(name)) => {
                let (params, typed) = def_params(rest);
                let written = unreserved(&params);
                add(format!(
                    "write `fn {name}({}) {{ ... }}` instead of `def {name}(...):` (Rhai blocks are in braces, not indentation){}{}",
                    written.join(", "),
                    untyped(typed),
                    super::tokens::no_defaults(&super::tokens::defaulted(rest.get(1..).unwrap_or_default()))
                ));
                // `def clean(*parts)`: a variable number of arguments.
                if let Some(star) = rest.windows(2).find_map(|w| match w {
                    [Tok::Punct("(" | ","), Tok::Punct("*")] => None,
                    [Tok::Punct("*"), Tok::Ident(p)] => Some(*p),
                    _ => None,
                }) {
                    add(format!(
                        "Rhai has no `*{star}`: a `fn` takes a fixed number of arguments, so take an array, `{star}`, and pass one where the code passed several, `{name}([a, b])` for `{name}(a, b)`"
                    ));
                }
                for param in params.iter().filter(|p| super::tokens::RESERVED_NAMES.contains(&p.as_str())) {
                    add(format!(
                        "`{param}` is a reserved word in Rhai and cannot name a parameter: name it `{param}_` (and each use of it in the body)"
                    ));
                }
            }
            _ => add("write `fn name(...) { ... }` instead of `def`".into()),
        },
        // JavaScript's `switch (x) { case "h": ...; break; default: ... }`.
        "case" if prev.is_none() && matches!(rest.last(), Some(Tok::Punct(":"))) => {
            add(SWITCH.into());
        }
        "default" if prev.is_none() && next == Some(&Tok::Punct(":")) => add(SWITCH.into()),
        "switch" if next == Some(&Tok::Punct("(")) => add(SWITCH.into()),
        // A Python generator's `yield item`.
        // (Not a map's key, `yield: Math.round(...)`, trial 162.)
        "yield" if prev.is_none() && next != Some(&Tok::Punct(":")) => add(
            "Rhai has no generators: collect the items in an array, `let out = [];` before the loop, `out.push(item);` for each `yield item`, and return `out` at the end".into(),
        ),
        "Fraction" if next == Some(&Tok::Punct("(")) => add(
            "Rhai has no `Fraction`: work in floats, `parse_float(a) / parse_float(b)` for the text \"a/b\", and write a fraction back from the whole part and the rest, `let whole = x.to_int(); let rest = x - whole;`".into(),
        ),
        // Python's `match e.level:`, with `case "ERROR":` arms.
        "match" if prev.is_none() && matches!(rest.last(), Some(Tok::Punct(":"))) => add(
            "Python's `match` is Rhai's `switch` (`match` is reserved): write `switch e.level { \"ERROR\" => { ... }, _ => {} }`, each `case V:` an arm `V => { ... }` and `case _:` the arm `_ => { ... }`".into(),
        ),
        // `Array(n).fill(0)`: an array of `n` items.
        "Array" if next == Some(&Tok::Punct("(")) && prev != Some(&Tok::Punct(".")) => add(
            "Rhai has no `Array(n)`: an array of `n` items is `let a = []; a.pad(n, 0);` for `Array(n).fill(0)` (`pad` fills it to `n` items with the value given)".into(),
        ),
        // A script's start-up lines, which a plugin has no use for.
        "__name__" if prev == Some(&Tok::Ident("if")) => add(advice::NO_MAIN.into()),
        "lambda" => {
            // (A default, `w=w`, binds a loop's value, which a closure
            // keeps anyway: the parameter goes, trial 101's `lambda c,
            // w=w: c.weather == w`.)
            let head: Vec<&&Tok<'_>> = rest.iter().take_while(|t| ***t != Tok::Punct(":")).collect();
            let parts: Vec<&[&&Tok<'_>]> = head.split(|t| ***t == Tok::Punct(",")).collect();
            let params: Vec<&str> = parts
                .iter()
                .filter(|part| !part.iter().any(|t| ***t == Tok::Punct("=")))
                .filter_map(|part| match part.first() {
                    Some(Tok::Ident(p)) => Some(*p),
                    _ => None,
                })
                .collect();
            let written: Vec<String> = parts
                .iter()
                .map(|part| {
                    part.iter()
                        .map(|t| match t {
                            Tok::Ident(p) | Tok::Punct(p) => (*p).to_owned(),
                            Tok::Str(..) => "\"...\"".to_owned(),
                        })
                        .collect::<String>()
                })
                .collect();
            let defaults = if params.len() < parts.len() {
                " (a default that keeps a loop's value, `w=w`, is no parameter: a closure keeps the variables around it)"
            } else {
                ""
            };
            add(format!(
                "write the closure `|{}| ...` instead of `lambda {}: ...`{defaults}",
                params.join(", "),
                written.join(", ")
            ));
        }
        "elif" => add("write `else if cond { ... }` instead of `elif cond:`".into()),
        // `if (idx === -1) throw ...;`: a body without braces.
        "if" if next == Some(&Tok::Punct("(")) && braceless(rest) => add(
            "an `if` body needs braces in Rhai: write `if cond { ... }`, e.g. `if idx == -1 { throw \"no such column\"; }`".into(),
        ),
        "Counter" if next == Some(&Tok::Punct("(")) && !matches!(prev, Some(Tok::Ident("new" | "class"))) => add(
            "Rhai has no `Counter`: count in a map, whose keys are strings, `let counts = #{}; for x in xs { let k = x.to_string(); counts[k] = (counts[k] ?? 0) + 1; }`".into(),
        ),
        // `Report = namedtuple("Report", ["words", ...])`: a record type.
        "namedtuple" if next == Some(&Tok::Punct("(")) => add(
            "Rhai has no `namedtuple`: a record is a map, read by its keys (`r.words`): drop this line, and where the code calls the type, build the map, `#{ words: n, sentences: s }` for `Report(n, s)`".into(),
        ),
        "defaultdict" if next == Some(&Tok::Punct("(")) => add(match rest.get(1) {
            // `defaultdict(float)` and `defaultdict(int)`: a sum per key.
            Some(Tok::Ident(kind @ ("int" | "float"))) => {
                let zero = if *kind == "int" { "0" } else { "0.0" };
                format!("Rhai has no `defaultdict`: use a map and read a missing key as {zero}, `let totals = #{{}}; totals[key] = (totals[key] ?? {zero}) + amount;` (`+=` on a missing key fails: it is `()`)")
            }
            // `defaultdict(set)`: a set per key, a map of keys in Rhai.
            Some(Tok::Ident("set")) => "Rhai has no `defaultdict` or sets: use a map of maps, each a set of its keys, `let seen = #{}; if !(key in seen) { seen[key] = #{}; } seen[key][item] = true;` (`seen[key].len()` counts each item once, `seen[key].keys()` lists them, sorted)".into(),
            // `defaultdict(Counter)`: a count per key and item.
            Some(Tok::Ident("Counter")) => "Rhai has no `defaultdict` or `Counter`: use a map of maps of counts, `let counts = #{}; if !(key in counts) { counts[key] = #{}; } counts[key][item] = (counts[key][item] ?? 0) + 1;`".into(),
            // `defaultdict(lambda: {"stays": 0, ...})`: a record per key,
            // changed through the map (trial 130 was told a list's form).
            Some(Tok::Ident("lambda")) => "Rhai has no `defaultdict`: use a map and give a missing key its starting value first, `let groups = #{}; if !(key in groups) { groups[key] = #{ ... }; }`, then change the value through the map, `groups[key].count += 1;` (a variable set from it, `let g = groups[key];`, holds a copy: after changing `g`, write it back, `groups[key] = g;`)".into(),
            _ => "Rhai has no `defaultdict`: use a map and add a key when it is missing, `let groups = #{}; if !(key in groups) { groups[key] = []; } groups[key].push(item);`".into(),
        }),
        // (Not a method of the code's own of that name, `get open() {`:
        // trial 152's getter was told to read a file.)
        "open" | "readFileSync" | "readFile"
            if next == Some(&Tok::Punct("("))
                && !matches!(
                    prev,
                    Some(Tok::Ident("get" | "set" | "def" | "function" | "static" | "async"))
                        | Some(Tok::Punct("."))
                )
                && rest.last() != Some(&&Tok::Punct("{")) =>
        {
            add(read_file(word))
        }
        "with" if prev.is_none() => add(read_file("with open(...)")),
        "pass" if next.is_none() => add("Rhai has no `pass`: an empty block is `{}`".into()),
        // `Path(__file__).parent / "root" / "x.csv"`: the program's own
        // folder (trials 74 and 75 were told only to declare the name).
        // `path.join(__dirname, '..', 'root', 'x.csv')` (trial 140's was
        // told nothing).
        "__dirname" | "__filename" => add(format!("a plugin has no file or folder of its own, so `{word}` (and a path built from it, `path.join(...)`) is not there: name the file by its path inside the fs service's root, as text, `\"data.csv\"` (no folder above the root in it), and read it with `ctx.fs.read(path)`")),
        "__file__" => add("a plugin has no file of its own, so `__file__` (and a `Path` built from it) is not there: name the file by its path inside the fs service's root, as text, `\"data.csv\"` (no folder above the root in it), and read it with `ctx.fs.read(path)`".into()),
        // Not TypeScript's type guard, `(d): d is number =>` (or of an
        // object's type, `r is { kind: ... }`, trial 81).
        // (Nor a name declared, `let is = ...`: trial 139.)
        "is" if operand(prev)
            && !matches!(prev, Some(Tok::Ident("let" | "const" | "var")))
            && next != Some(&Tok::Punct("="))
            && next != Some(&Tok::Punct("{"))
            && !matches!(
                next,
                Some(Tok::Ident(t)) if matches!(*t, "number" | "string" | "boolean" | "object" | "unknown" | "any")
                    || (t.starts_with(char::is_uppercase) && !matches!(*t, "None" | "True" | "False"))
            ) =>
        {
            add(if next == Some(&Tok::Ident("not")) {
            "write `!=` instead of `is not` (`x != ()` for a value that is there)".into()
        } else {
            "write `==` instead of `is` (`x == ()` for a missing value)".into()
        });
        }
        "if" if operand(prev)
            && !matches!(prev, Some(Tok::Ident("else" | "return")))
            && rest.iter().any(|t| **t == Tok::Ident("else"))
            && !rest
                .iter()
                .take_while(|t| ***t != Tok::Ident("else"))
                .any(|t| **t == Tok::Punct("{")) =>
        {
            let general = "Rhai's conditional value is `if c { a } else { b }`, not `a if c else b`, and `c` must be a bool: Rhai has no truthiness, so compare (a length with 0, a text with \"\")";
            // `args.path if args.path else "x.txt"`: a value tested as it
            // is, which may be `()` too (trial 173's tool argument, told
            // to compare with "").
            let tested: Vec<&Tok<'_>> = rest
                .iter()
                .take_while(|t| ***t != Tok::Ident("else"))
                .copied()
                .collect();
            // (A field or an argument, `args.path`; a name alone is most
            // often a bool the code made, `winner_home`: trial 177's was
            // told `truthy` of it, rated unclear.)
            let path = tested.len() >= 3
                && tested.len() % 2 == 1
                && tested.iter().enumerate().all(|(k, t)| {
                    if k % 2 == 0 {
                        matches!(t, Tok::Ident(n) if !super::tokens::KEYWORDS.contains(n) && !matches!(*n, "not" | "None" | "True" | "False") && !n.starts_with(|c: char| c.is_ascii_digit()))
                    } else {
                        **t == Tok::Punct(".")
                    }
                });
            if path {
                let c: String = tested
                    .iter()
                    .map(|t| match t {
                        Tok::Ident(p) | Tok::Punct(p) => *p,
                        Tok::Str(..) => "",
                    })
                    .collect();
                add(format!(
                    "{general}; here `{c}` is tested as it is: `if truthy({c}) {{ ... }} else {{ ... }}` tests it as Python does (`()`, 0, an empty text or list are false; a tool's argument left out is `()`)"
                ));
            } else {
                add(general.into());
            }
        }
        // A missing key or index throws in Python, and reads `()` in Rhai.
        "except" if matches!(next, Some(Tok::Ident("KeyError" | "IndexError" | "LookupError"))) => add(
            format!("{KEY_ERROR}`let lines = data[\"lines\"]; if lines == () {{ return \"no lines\"; }}`, or give a default, `data[\"lines\"] ?? []`"),
        ),
        // `except ZeroDivisionError:` of a float's `/`: Rhai gives
        // infinity there and throws nothing (trial 161's `cop` came out
        // `inf`).
        "except" if matches!(next, Some(Tok::Ident("ZeroDivisionError"))) => add(ZERO_DIVISION.into()),
        "except" => add("write `catch (err) { ... }` instead of `except` (`err` is what the code threw; an error of Rhai's own, such as `parse_int` of text that is no number, comes as a map whose message key says it in Rhai's words, not Python's: where the text must be Python's, throw it yourself as such a map, `` fn to_int(s) { try { parse_int(s) } catch { throw #{ message: `invalid literal for int() with base 10: '${s}'` }; } } ``, so that the text is the caught map's `message` either way)".into()),
        "True" | "False" => add(format!(
            "write `{}` instead of `{word}`",
            word.to_lowercase()
        )),
        // `raise E(...) from None`: the chaining of Python's errors.
        "None" if prev == Some(&Tok::Ident("from")) => {
            add("Rhai's `throw` has no `from`: drop `from None` (a thrown value carries no cause to hide)".into());
        }
        // `def show(self) -> None:`: a result's type, which the `def`'s
        // point drops (trial 66).
        "None" if prev == Some(&Tok::Punct(">")) => {}
        "None" => {
            add("Rhai has no `None`: the empty value is `()` (test it with `x == ()`)".into())
        }
        // `lines and f"..."`: a value picked, which `&&` (bools only) is not.
        // (Not `dd == d and "temp" in v`: a text that is tested.)
        "and" if operand(prev)
            && (matches!(next, Some(Tok::Str(..)) | Some(Tok::Punct("[" | "{")))
                || matches!(rest, [Tok::Ident("f"), Tok::Str(..), ..]))
            && !matches!(rest.get(1), Some(Tok::Ident("in" | "not") | Tok::Punct("==" | "!=" | "<" | ">" | "<=" | ">="))) =>
        {
            // (`x` itself where it is falsy: trial 78's `fastest and
            // f"..."` of `None` is `null`, not "".)
            add("`x and y` picks a value in Python (`y` when `x` is truthy, else `x` itself), and Rhai's `&&` takes only bools: write `if` with a test as an expression, `if truthy(x) { y } else { x }` (the sandbox's `truthy` tests as Python does: `()`, 0, an empty text or list are false)".into());
        }
        "and" if operand(prev) && (operand(next) || next == Some(&Tok::Punct("("))) => add("write `&&` instead of `and`".into()),
        // `name or "none"`: a default, which `||` (bools only) is not.
        "or" if operand(prev)
            && matches!(next, Some(Tok::Str(..)))
                | next.is_some_and(|t| matches!(t, Tok::Ident(n) if n.starts_with(|c: char| c.is_ascii_digit())))
                | matches!(next, Some(Tok::Punct("[" | "{"))) =>
        {
            add(OR_DEFAULT.into());
        }
        // `args.get("path") or DATA_FILE`: a default, a constant's name.
        "or" if operand(prev)
            && matches!(next, Some(Tok::Ident(n)) if n.len() > 1
                && n.chars().all(|c| c.is_ascii_uppercase() || c == '_' || c.is_ascii_digit())
                && n.starts_with(|c: char| c.is_ascii_uppercase())) =>
        {
            add(OR_DEFAULT.into());
        }
        // `if a or b:` and `a > 0 or b`: bools; `end = end or max(xs)`: a
        // value with a fallback, which `||` cannot give.
        "or" if operand(prev) && (operand(next) || next == Some(&Tok::Punct("("))) => {
            // (An `in` of a generator's `for` tests nothing.)
            let generator = rest.iter().any(|t| **t == Tok::Ident("for"));
            let tested = rest.last() == Some(&&Tok::Punct(":"))
                || rest.iter().any(|t| {
                    matches!(t, Tok::Punct("==" | "!=" | "<" | ">" | "<=" | ">=") | Tok::Ident("not" | "is" | "True" | "False"))
                        || (**t == Tok::Ident("in") && !generator)
                });
            add(if tested {
                "write `||` instead of `or`".into()
            } else {
                "Rhai's `or` is `||`, which takes bools and gives a bool, never a value: for `a or b` with a value and its fallback, write `a ?? b` (`b` where `a` is `()`, Python's `None`), or, where `a` may be 0 or empty too, test it as Python does, `if truthy(a) { a } else { b }`".into()
            });
        }
        "null" | "undefined" | "nil" => add(format!(
            "Rhai has no `{word}`: the empty value is `()` (test it with `x == ()`)"
        )),
        "async" | "await" => add(
            "drop `async`/`await`: calls in Rhai are synchronous and return their result".into(),
        ),
        // `new Set(['novice', 'pro'])` of literals: an array, in the order
        // written, as a loop over the Set walks it (trial 116's loop came
        // out sorted).
        "new" if next == Some(&Tok::Ident("Set"))
            && matches!(rest, [Tok::Ident("Set"), Tok::Punct("("), Tok::Punct("["), ..])
            && super::tokens::closing(rest.iter().copied(), 2).is_some_and(|close| {
                close > 3 && super::tokens::literal_items(rest[3..close].iter().copied())
            }) =>
        {
            add("a Set of values written out is an array in Rhai, in the order written, as a loop over the Set walks it: write the array of its values (a text in double quotes), `[\"novice\", \"pro\"]` for `new Set(['novice', 'pro'])`, tested with `xs.contains(x)` (or `x in xs`)".into());
        }
        "new" if next == Some(&Tok::Ident("Set")) => add(SET.into()),
        "set" if matches!(rest, [Tok::Punct("("), Tok::Punct(")"), ..]) => add(SET.into()),
        "set" if next == Some(&Tok::Punct("("))
            && !matches!(prev, Some(Tok::Punct(".") | Tok::Ident("fn" | "def" | "function"))) =>
        {
            add(foreign::SET_OF.into());
        }
        "new" if next == Some(&Tok::Ident("URL")) => add(
            "Rhai has no `URL`: read the parts from the text, `let host = url.split(\"://\")[1].split(\"/\")[0].to_lower();` for an `http://` or `https://` url (test `url.starts_with(\"http://\") || url.starts_with(\"https://\")` first)".into(),
        ),
        // `new Date(s)` reads a date; `new Date()` the clock.
        "new" if next == Some(&Tok::Ident("Date")) => add(
            if matches!(rest, [_, Tok::Punct("("), Tok::Punct(")"), ..]) {
                advice::NO_CLOCK.into()
            } else {
                advice::dates_js()
            },
        ),
        "new" if next == Some(&Tok::Ident("Map")) => add(
            "Rhai has no classes or `new`, and a `Map` is a Rhai map: `let m = #{}; m[k] = (m[k] ?? 0) + 1;`, then `m.keys()` and `m[k]` (keys are strings: `c.to_string()` for a character); its methods are `m[k]` for `m.get(k)`, `m[k] = v` for `m.set(k, v)`, `k in m` for `m.has(k)` and `m.len()` for `m.size` (a map has no `size`: reading it gives `()`); `m.keys()` comes sorted, not in the order set (where that order matters, keep an array of the keys as they come); `m[k]` gives a copy of an object it holds, so after `let r = m[k]; r.score += 1;` write it back, `m[k] = r;`".into(),
        ),
        "new" if next == Some(&Tok::Ident("Set")) => add(
            "Rhai has no classes or `new`, and a `Set` is a map of keys: `let seen = #{}; seen[x] = true;`, `x in seen`, `seen.keys()`, and `seen.len()` for `seen.size` (a map has no `size`: reading it gives `()`)".into(),
        ),
        // `new Error("...")`: what is thrown.
        "new" if matches!(next, Some(Tok::Ident(e)) if e.ends_with("Error")) => add(
            "Rhai has no classes or `new`: to fail, throw the message, `throw \"message\"` (or a map that says its kind, `throw #{ kind: \"invalid\", message: \"...\" }`); either way `catch (err)` reads `err.message`, which of a thrown text is the text itself"
                .into(),
        ),
        // `new Crossing(...)`: a class of the code's own.
        "new" if let Some(Tok::Ident(class)) = next => add(format!(
            "Rhai has no classes or `new`: an object is the map its class's maker function returns, called alone: write `new_{}(...)` (the class's own point says how to write the maker) instead of `new {class}(...)`",
            super::tokens::snake(class)
        )),

        "var" => add("write `let` (or `const`) instead of `var`".into()),
        // (Not a type's, `key as keyof typeof Belt`: the cast's own point
        // drops it whole, trial 122.)
        "typeof" if !matches!(prev, Some(Tok::Ident("keyof" | "as" | "of"))) && prev != Some(&Tok::Punct(":")) => {
            add("write `type_of(x)` instead of `typeof x`".into());
        }
        // `class InspectionError(Exception):`, `class E extends Error {`.
        "class"
            if matches!(
                rest,
                [Tok::Ident(_), Tok::Punct("("), Tok::Ident(base), ..]
                    | [Tok::Ident(_), Tok::Ident("extends"), Tok::Ident(base), ..]
                    if base.ends_with("Exception") || base.ends_with("Error")
            ) =>
        {
            add(EXCEPTION_CLASS.into());
        }
        "raise" if matches!(prev, None | Some(Tok::Punct("{" | ";" | ":"))) => add(RAISE.into()),
        // TypeScript's `enum Health { Good = "OK", ... }`.
        "enum" if matches!(next, Some(Tok::Ident(_))) => add(
            "Rhai has no `enum`: a member is its value, `\"OK\"` or `2`, where the code names `Health.Good`; for the list of members, a map of names to values, `#{ Good: \"OK\", Warn: \"WARN\" }`, passed to each `fn` that reads it (a `fn` sees no variable around it; its keys come sorted, so for the members in the order declared keep an array of the values too, `[\"OK\", \"WARN\"]`): drop the declaration".into(),
        ),
        // `class Priority(Enum):`.
        "class" if matches!(rest, [Tok::Ident(_), Tok::Punct("("), Tok::Ident("Enum" | "IntEnum" | "StrEnum"), ..]) => add(
            "Rhai has no `Enum`: a member is its value, `2` or `\"high\"`, where the code names `Priority.HIGH`; for `Priority[name]` or a member's `.value`, a map of names to values, `#{ CRITICAL: 2, HIGH: 8 }`, passed to each `fn` that reads it (a `fn` sees no variable around it)".into(),
        ),
        // `class SecurityTicket(Ticket):`, `class B extends A {`: a subclass.
        "class" if matches!(
            rest,
            [Tok::Ident(_), Tok::Punct("("), Tok::Ident(base), Tok::Punct(")"), ..]
                | [Tok::Ident(_), Tok::Ident("extends"), Tok::Ident(base), ..]
                if !matches!(*base, "object" | "ABC" | "NamedTuple" | "TypedDict" | "Protocol")
        ) => add(format!("{NO_INHERITANCE}{INHERITANCE}")),
        // TypeScript's `15 as const` and `x as Flight`: a cast.
        "as" if (operand(prev) || prev == Some(&Tok::Punct("}")))
            && matches!(next, Some(Tok::Ident(_)))
            && !matches!(rest.last(), Some(Tok::Punct(":"))) =>
        {
            let cast = match next {
                Some(Tok::Ident(_)) => format!("as {}", type_text(rest, 0)),
                _ => "as ...".to_owned(),
            };
            add(format!("Rhai has no types or casts: drop `{cast}`, the value stays as it is"));
        }
        // A dataclass field's `field(default_factory=list)`.
        "field" if next == Some(&Tok::Punct("("))
            && rest.iter().any(|t| **t == Tok::Ident("default_factory")) =>
        {
            // (A `set` is a map of keys, grown with `s[k] = true`: trial
            // 108's `days.add(d)` of an array failed when called.)
            let set = rest.iter().any(|t| **t == Tok::Ident("set"));
            let empty = if set || rest.iter().any(|t| **t == Tok::Ident("dict")) { "#{}" } else { "[]" };
            let grown = if set {
                "; a set is a map of keys in Rhai: `s.add(x)` is `s[x] = true` (a number made a text first, `s[x.to_string()] = true`), `x in s` tests one, and `s.len()` counts them"
            } else {
                ""
            };
            add(format!(
                "{DATACLASS_DEFAULT}`inspections: {empty}` where a call of the class leaves it out (where calls pass it, the maker takes it as a parameter, `inspections: inspections`, and a call that leaves it out passes `{empty}`): drop `field(default_factory=...)`, and the `: type`{grown}"
            ));
        }
        "class" => add(match next {
            Some(Tok::Ident(name)) => {
                let maker = format!("new_{}", snake(name));
                format!(
                    "Rhai has no `class`: an object is a map made by a function, `fn {maker}(...) {{ #{{ count: 0 }} }}`, and each method a top-level `fn` that reads and changes `this`, called on the map: `fn add(n) {{ this.count += n; }}`, then `let obj = {maker}(...); obj.add(1);` (a map is copied when it is assigned, passed or returned, so a method that returns one of its objects returns a copy: change it through `this`, `this.rows[k].score += 1;`; a closure inside a method sees no `this`: keep it first, `let me = this;`, and read `me` in the closure)"
                )
            }
            _ => "Rhai has no `class`: an object is a map, and each method a top-level `fn` that reads and changes `this`, called on the map, `obj.add(1)`".into(),
        }),
        "interface" => add(NO_TYPES.into()),
        // (Generic too, `type Parsed<T> = ...`: trial 159's was told
        // nothing.)
        "type"
            if prev.is_none()
                && matches!(
                    rest,
                    [Tok::Ident(_), Tok::Punct("="), ..] | [Tok::Ident(_), Tok::Punct("<"), ..]
                ) =>
        {
            add(NO_TYPES.into());
        }
        // `export default function report(text)`: a function of the
        // code's, exported (trial 96), not the plugin.
        "export"
            if next == Some(&Tok::Ident("default"))
                && let [_, Tok::Ident("function"), Tok::Ident(name), ..] = rest
                && *name != "apply" =>
        {
            add(format!(
                "Rhai has no modules: drop `export default`, and `{name}` stays a function of the code; the plugin is the map the code ends with, `#{{ name: \"...\", apply: |ctx| {{ ... }} }}`"
            ));
        }
        "export" if next == Some(&Tok::Ident("default")) => add(DROP_EXPORT.into()),
        "import" | "from"
            if prev.is_none()
                && let Some(Tok::Ident(module)) = next
                && let Some(rhai) = advice::standard_module(module) =>
        {
            add(format!("Rhai has no `{module}` module: drop this line; {rhai}"));
        }
        // `from x import y` is taught at its `from`.
        "import" | "export" | "require" | "from"
            if (word != "from" || prev.is_none())
                && next != Some(&Tok::Punct(":"))
                && !(word == "import" && matches!(prev, Some(Tok::Ident(_)))) =>
        {
            add(NO_MODULES.into());
        }
        _ => {}
    }
}

/// What `except ZeroDivisionError` is told: only an int's `/` by 0
/// throws in Rhai.
const ZERO_DIVISION: &str = "Rhai's `/` of a float by `0.0` gives infinity (or NaN for `0.0 / 0.0`) and throws nothing, and only an int divided by 0 throws (\"Division by zero\"), so a `catch` here never sees the division Python's `except ZeroDivisionError` caught: test the divisor before dividing, `if divisor == 0.0 { ... }`, and do there what the `except` block does";

/// What an exception class is told: Rhai throws any value.
const EXCEPTION_CLASS: &str = "Rhai has no exception classes: `throw` any value, a map that carries what the exception held, `throw #{ message: \"line 4: bad honey\", line_no: 4 };`, and `catch (err)` gets that map (`err.message` for `str(e)` or `e.message`): drop the class";

/// What `super().__init__(...)` and `super(...)` are told, after
/// [`NO_INHERITANCE`].
const SUPER: &str = " or `super()`: the maker function builds every key itself (for an exception, its `message`): drop this call and put what it set in the map";

/// What a subclass is told after [`NO_INHERITANCE`]: one `fn` per name
/// and number of parameters.
const INHERITANCE: &str = ": make one kind of map with a `class_name` key (`class_name: \"SecurityTicket\"`) set by each maker function, and where a method differs, test it, `fn sla() { if this.class_name == \"SecurityTicket\" { ... } else { ... } }`, since a `fn` is one per name and number of parameters (two classes' `sla()` would be the same `fn`); `isinstance(t, SecurityTicket)` becomes `t.class_name == \"SecurityTicket\"`";

/// What Python's `raise` is told.
const RAISE: &str = "write `throw` instead of `raise`: Rhai throws any value, a string, `throw \"bad honey\";`, or a map, `throw #{ message: \"bad honey\", line_no: 4 };`, and `catch (err)` gets it as it was thrown (`err.message`); a bare `raise` in an `except` block is `throw err;`";

/// What a JavaScript `new Set()` or a Python `set()` is told.
const SET: &str = "Rhai has no sets: a set is a map of keys, `let seen = #{};`, then `seen.contains(k)` for `has(k)` (or `k in seen`), `seen[k] = true;` for `add(k)`, `seen.keys()` for its items (sorted, where a Set keeps the order added: for that order, as a loop over the Set walks it, keep the items in an array as well, `let order = [\"a\", \"b\"];`, and loop over that) and `seen.len()` for its `size`; its keys are strings, so a number is `k.to_string()` (`for k in [7, 8] { seen[k.to_string()] = true; }` fills it from an array, `seen.contains(hour.to_string())` tests one)";

/// Python's `statistics.mean(xs)` and its kin, on the code's own array:
/// what to compute instead, in code that runs.
fn statistics(module: &str, member: &str, xs: &str) -> Option<String> {
    if module != "statistics" {
        return None;
    }
    let rhai = match member {
        "mean" => format!(
            "write `mean({xs})`, the sandbox's own, which is Python's: the exact mean rounded once, and an int where the numbers are ints and it comes out whole"
        ),
        "fmean" => format!(
            "the mean is `fsum({xs}) / {xs}.len()` (`fsum` is the sandbox's, Python's `math.fsum`: the sum rounded once)"
        ),
        "median" => format!(
            "sort a copy and take the middle item(s), `let sorted = {xs}.map(|v| v.to_float()); sorted.sort(); let mid = sorted.len() / 2; let median = if sorted.len() % 2 == 1 {{ sorted[mid] }} else {{ (sorted[mid - 1] + sorted[mid]) / 2.0 }};`"
        ),
        "pstdev" | "stdev" | "pvariance" | "variance" => {
            let n = if member.starts_with('p') {
                format!("{xs}.len()")
            } else {
                format!("({xs}.len() - 1)")
            };
            let variance = format!("{xs}.reduce(|s, v| s + (v - m) * (v - m), 0.0) / {n}");
            if member.ends_with("variance") {
                format!("`let m = mean({xs}); let variance = {variance};`")
            } else {
                format!(
                    "the standard deviation is the square root of the mean squared deviation, `let m = mean({xs}); let sd = sqrt({variance});` (`mean` is the sandbox's, Python's `statistics.mean`)"
                )
            }
        }
        _ => "compute it from the array with `reduce`, `sort` and `sqrt`".to_owned(),
    };
    Some(format!(
        "Rhai has no `statistics.{member}` (nor the module): {rhai}"
    ))
}

/// `module.member` of Python's standard library (`json.loads`,
/// `csv.DictReader`, `io.StringIO`) with what Rhai has instead.
fn module_call(module: &str, member: &str) -> Option<String> {
    let rhai = match (module, member) {
        ("json", "loads" | "load") => "write `parse_json(text)` (it reads JSON text; `ctx.fs.read(path)` gives a file's)".to_owned(),
        ("json", "dumps" | "dump") => "write `to_json(value)` (it takes no `indent`); its text differs from `json.dumps`'s, with no space after `,` and `:` and a map's keys in sorted order, not in the order set: `to_json(#{ b: [1, 2], a: 1 })` gives {\"a\":1,\"b\":[1,2]} where `json.dumps` gives {\"b\": [1, 2], \"a\": 1} (for Python's text, join the parts yourself from an array of the keys); and `json.dumps` writes each character past ASCII as its code, `\"A\\u00eft\"` for `\"Aït\"`, where `to_json` keeps it: for Python's text, pass the result through `fn ascii_json(s) { let out = \"\"; for c in s.chars() { let n = c.to_int(); if n > 127 { out += \"\\\\u\" + n.to_hex().pad_start(4, \"0\"); } else { out += c; } } out }`".to_owned(),
        ("csv", "reader") => format!("split the text, the lines and each line's fields: {}", advice::CSV_LINES),
        ("csv", "DictReader") => format!("split the text, a map per line under the header's names: {}", advice::CSV_MAPS),
        ("csv", "writer" | "DictWriter") => "join each row's fields, `fields.join(\",\")`, and the lines, `lines.join(\"\\n\")`".to_owned(),
        ("io", "StringIO" | "BytesIO") => "use the text itself: a string needs no wrapper".to_owned(),
        ("re", _) => "Rhai has no regular expressions: match plain text with `s.contains(key)`, `s.index_of(key)`, `s.replace(key, \"b\")` or `s.split(\",\")`".to_owned(),
        ("math", "sqrt") => "write `sqrt(x)` or `x.sqrt()` (on a float: `n.to_float()` first for an int)".to_owned(),
        ("math", "floor" | "ceil") => {
            let m = if member == "ceil" { "ceiling" } else { member };
            format!("write `x.{m}()` (on a float)")
        }
        ("math", "pi") => "write `PI()`".to_owned(),
        // Rhai's `log(x)` is of base 10: Python's `math.log(x)` is `ln`.
        ("math", "log") => "write `ln(x)` for the natural log (Python's math.log(x); Rhai's `log(x)` is of base 10, `log(x, b)` of base b), on a float: `n.to_float()` first for an int".to_owned(),
        ("math", "log10") => "write `log(x)` (of base 10), on a float".to_owned(),
        ("math", "log2") => "write `log(x, 2.0)`, on a float".to_owned(),
        ("math", "exp") => "write `exp(x)`, on a float".to_owned(),
        ("math", "isclose") => "write `abs(a - b) <= 1e-9 * max(abs(a), abs(b))`".to_owned(),
        ("random", _) => "the sandbox has no random numbers: take them as a tool parameter".to_owned(),
        // (Trial 66's script ended with `sys.exit(0)`: "Undefined variable:
        // sys" at the next mount.)
        ("sys", "exit") => "drop it: a tool ends by returning its result (`return text;`, the text the program printed), and an error is `throw \"why\";`".to_owned(),
        ("sys", "argv") => "a plugin's inputs are its tools' arguments, `args` (a parameter of the tool for each command-line argument)".to_owned(),
        ("sys", "stdin") => "a plugin reads input from its tools' arguments, `args`, or a file, `ctx.fs.read(path)`".to_owned(),
        // (Trial 83's script wrote its error there, then `sys.exit(1)`.)
        ("sys", "stderr") => "what a program writes there before it stops is an error in a plugin: `throw` its text, `throw \"no usable lines\";`, which ends the call as an error (for a note the run goes on after, add it to the text the tool returns)".to_owned(),
        ("sys", "stdout") => "a tool's result is what `execute` returns: collect the lines in an array and return `lines.join(\"\\n\")`".to_owned(),
        // `chain.from_iterable(map(sides, results))`: lists of lists
        // joined (trial 178's was told nothing).
        ("chain", "from_iterable") => "the lists it walks are joined into one array, `lists.reduce(|all, x| all + x, [])` (`+` joins two arrays)".to_owned(),
        ("itertools", "accumulate") => "a running total is a loop, `let total = 0; let running = []; for x in arr { total += x; running.push(total); }`".to_owned(),
        ("datetime" | "date", "strptime" | "fromisoformat" | "fromtimestamp") => {
            return Some(advice::DATES.into());
        }
        // `datetime.combine(d, t)` joins a date and a time read from the
        // text: no clock (trial 155's point said there was none).
        ("datetime", "combine") => {
            return Some("Rhai has no `datetime.combine`: a date and a time read from the text are one count of minutes, the date's day number times 1440 plus the time's minutes, `day_number(y, m, d) * 1440 + h * 60 + mi` (`day_number` as the point on dates writes it; no clock is needed)".into());
        }
        ("time" | "datetime", _) => advice::NO_CLOCK.to_owned(),
        _ => return None,
    };
    Some(format!("Rhai has no `{module}.{member}`: {rhai}"))
}

/// Whether the tokens after `name: T` are the rest of a type and then
/// `=` (`list[tuple[str, int]] = []`), not a map key's value that holds a
/// default somewhere (`execute: async ({ path = "a" }) => ...`).
fn annotated(rest: &[(usize, Tok<'_>)]) -> bool {
    for (_, tok) in rest {
        match tok {
            Tok::Punct("=") => return true,
            Tok::Ident(_) | Tok::Punct("[" | "]" | "," | "|" | ".") => {}
            _ => return false,
        }
    }
    false
}

/// The method of the `fs` service that Node's (or Python's) `member` of
/// a file module is.
pub(crate) fn node_fs(member: &str) -> Option<&'static str> {
    Some(match member {
        "readFile" | "readFileSync" | "open" => "read",
        "writeFile" | "writeFileSync" => "write",
        "appendFile" | "appendFileSync" => "append",
        "readdir" | "readdirSync" | "listdir" => "list",
        "existsSync" => "exists",
        "mkdirSync" | "makedirs" => "mkdir",
        "unlink" | "unlinkSync" | "rm" | "rmSync" => "remove",
        "statSync" | "lstat" => "stat",
        _ => return None,
    })
}

/// `Global.member` of JavaScript (`JSON.parse`, `Math.max`, `Object.keys`)
/// with its Rhai spelling. Each suggestion runs as written.
pub(crate) fn js_global(global: &str, member: &str) -> Option<String> {
    let rhai = match (global, member) {
        ("module", "exports") => return Some(DROP_EXPORT.into()),
        // (Trial 76's TypeScript read `process.argv[2]`, untold where
        // Python's `sys.argv` was.)
        ("process", "argv" | "exit" | "env" | "stdout" | "stdin") => {
            return Some(format!(
                "Rhai has no `process` object: {}",
                advice::javascript_global("process").unwrap_or_default()
            ));
        }
        ("fs", "readFileSync" | "readFile" | "promises" | "readdirSync") => {
            return Some(read_file(&format!("{global}.{member}")));
        }
        ("fs", "writeFileSync" | "writeFile") => {
            return Some(format!(
                "Rhai has no `{global}.{member}`: a plugin writes a file with `ctx.fs.write(path, text)` after adding `inject: [\"fs\"]` to the plugin map"
            ));
        }
        // (`os.path.dirname(os.path.abspath(__file__))` builds a path,
        // which trial 83 was told as a test of one.)
        ("os", "path") => {
            return Some("Rhai has no `os.path`: a plugin names a file by its path inside the fs service's root, as text, `\"data.csv\"`: drop the lines that build a folder around it (from `__file__`, `dirname`, `abspath`), and join parts with `+`, `dir + \"/\" + name` for `os.path.join(dir, name)`; `ctx.fs.exists(path)` tests that a path is there, after adding `inject: [\"fs\"]` to the plugin map".into());
        }
        ("fs", "existsSync") => {
            return Some(format!(
                "Rhai has no `{global}.{member}`: a plugin tests a path with `ctx.fs.exists(path)` after adding `inject: [\"fs\"]` to the plugin map"
            ));
        }
        ("JSON", "parse") => "`parse_json(text)`".to_owned(),
        ("JSON", "stringify") => {
            return Some("write `to_json(value)` instead of `JSON.stringify(...)`: it takes one argument, no replacer and no indent, and writes a map's keys in sorted order, not in the order set (for JavaScript's text, join the parts yourself from an array of the keys in their order), and a whole float with its `.0`, `2725.0` where JavaScript writes 2725 (`x.to_int()` first for a whole number)".into());
        }
        ("Object", "keys") => "`m.keys()` (sorted, not in the order written: where the order matters, keep an array of the keys in that order, `let order = [\"low\", \"high\"];`)".to_owned(),
        ("Object", "values") => "`m.values()` (in the keys' sorted order, not the order written: for that order, write the values in an array yourself, `[m.b, m.a]`)".to_owned(),
        ("Object", "entries") => {
            return Some("Rhai has no `Object.entries`: loop over the keys, `for key in m.keys() { let value = m[key]; }`; a chain over its pairs (`.filter(([k, v]) => ...)`) runs on the keys, each value read from the map: `let keys = m.keys(); keys.filter(|k| m[k] > 0).map(|k| #{ name: k, amount: m[k] })`; `m.keys()` comes sorted, where JavaScript keeps the order the keys were set: for that order, keep an array of the keys as you set them (a key pushed the first time it is set), and loop over it".into());
        }
        ("Object", "assign") => "`m.mixin(other)`".to_owned(),
        ("Object", "fromEntries") => {
            return Some("Rhai has no `Object.fromEntries`: fill a map in a loop, `let m = #{}; for pair in pairs { m[pair[0]] = pair[1]; }` (its keys come back sorted, and `to_json` writes them so: where the pairs' order matters, keep the array of pairs)".into());
        }
        ("Array", "isArray") => "`type_of(x) == \"array\"`".to_owned(),
        ("Number" | "Math", "parseInt") => foreign::PARSE_INT.to_owned(),
        ("Number", "isNaN") => {
            return Some(format!("Rhai has no `Number.isNaN`: {}", foreign::NO_NAN));
        }
        ("Number" | "Math", "parseFloat") => {
            return Some("write `parse_float(s)` instead of `Number.parseFloat(...)` for a string; a number needs none (`parse_float` takes only a string: drop the call, or `n.to_float()` for an int). It throws on text that is no number, `\"\"` or `\"abc\"`, where JavaScript gives NaN: for text that may not be one, `fn to_number(s) { try { parse_float(s) } catch { () } }` gives `()` instead, tested with `n == ()`".into());
        }
        // (A whole value, not a type: `parse_float("7")` is a whole float,
        // trial 76.)
        ("Number", "isInteger") => {
            return Some("Rhai has no `Number.isInteger`, which tests a whole value: `type_of(x) == \"i64\" || (type_of(x) == \"f64\" && x == x.floor())` (an int, or a float with no fraction, as `parse_float(\"7\")` gives)".into());
        }
        ("Number", "isFinite") => {
            return Some("Rhai has no `Number.isFinite`: a number read from JSON is always finite, but `parse_float` reads the texts \"Infinity\" and \"NaN\" as such, so of a number parsed from text test `x.is_finite()` (a float's; an int is always finite); to test that a value is there, `x != ()`, and that it is a number, `type_of(x) == \"f64\" || type_of(x) == \"i64\"`".into());
        }
        // `Math.round((n + Number.EPSILON) * 100) / 100`: rounding to cents.
        ("Number", "EPSILON") => {
            return Some("Rhai has no `Number.EPSILON`: drop it, `(n * 100.0).round() / 100.0` rounds to cents as it is (for the value itself, write `2.220446049250313e-16`)".into());
        }
        ("Number", "MAX_SAFE_INTEGER" | "MAX_VALUE") => {
            return Some(format!(
                "Rhai has no `Number.{member}`: an int goes up to `9223372036854775807`; to start a search for the smallest item, start from the first, `let best = xs[0];`"
            ));
        }
        ("Number", "MIN_SAFE_INTEGER") => {
            return Some("Rhai has no `Number.MIN_SAFE_INTEGER`: an int goes down to `-9223372036854775808`; to start a search for the largest item, start from the first, `let best = xs[0];`".into());
        }
        ("Math", "max" | "min") => format!("`{member}(a, b)`"),
        ("Math", "abs" | "sqrt") => format!("`{member}(x)`"),
        ("Math", "floor" | "trunc") => {
            return Some(format!(
                "Rhai has no `Math.{member}`: an int divided by an int already drops the fraction, so `Math.{member}(a / b)` of two ints is `a / b`; of a float, write `x.floor()`, which stays a float (`x.floor().to_int()` for an int)"
            ));
        }
        ("Math", "ceil") => "`x.ceiling()` (on a float; it stays a float: `x.ceiling().to_int()` for an int)".to_owned(),
        ("Math", "round") => "`x.round()` (on a float; it stays a float, which prints as `25.0`: `x.round().to_int()` for an int)".to_owned(),
        ("Math", "pow") => "`x ** y`".to_owned(),
        ("Math", "PI") => "`PI()`".to_owned(),
        ("Math", "random") => {
            return Some("the sandbox has no random numbers: take them as a tool parameter".into());
        }
        ("Date", "now") => {
            return Some(advice::NO_CLOCK.into());
        }
        ("Date", "parse" | "UTC") => return Some(advice::dates_js()),
        _ => return None,
    };
    Some(format!("write {rhai} instead of `{global}.{member}(...)`"))
}

/// `x: string` after `let`/`const`/`(`/`,`, or `): string` — a TypeScript
/// type annotation (never a map entry, whose key follows `{` or `,` inside
/// `#{`; we require a TypeScript type name to tell them apart).
fn annotation(toks: &[&Tok<'_>], colon: usize, add: &mut impl FnMut(String)) {
    let Some(Tok::Ident(ty)) = toks.get(colon + 1).copied() else {
        return;
    };
    // `{ maxC: Number(x) }`: a key whose value is a call, not a type.
    if toks.get(colon + 2).copied() == Some(&Tok::Punct("(")) {
        return;
    }
    let before = colon.checked_sub(1).and_then(|i| toks.get(i).copied());
    let before2 = colon.checked_sub(2).and_then(|i| toks.get(i).copied());
    let declared = matches!(
        (before2, before),
        (Some(Tok::Ident("let" | "const")), Some(Tok::Ident(_)))
    );
    // `, unknown: unknown` in a map is a key and its value: a parameter's
    // type stands inside the `(` of a parameter list.
    let typed = TS_TYPES.contains(ty)
        && (matches!(before, Some(Tok::Punct(")")))
            || (matches!(
                (before2, before),
                (Some(Tok::Punct("(" | ",")), Some(Tok::Ident(_)))
            ) && enclosing(&toks[..colon]) == Some(&Tok::Punct("("))));
    // `(r): r is Extract<...> =>`: a type predicate, the arrow's return
    // type (trial 108's was told nowhere).
    let predicate = matches!(before, Some(Tok::Punct(")")))
        && toks.get(colon + 2).copied() == Some(&Tok::Ident("is"));
    if predicate {
        let written = format!("{ty} is {}", type_text(toks, colon + 3));
        add(format!(
            "{TYPE_ANNOTATIONS}: drop the type predicate `: {written}` (the closure returns its test as it is)"
        ));
    } else if declared || typed {
        // `: Record<string, number>`: the type with its arguments.
        let written = type_text(toks, colon + 1);
        add(format!("{TYPE_ANNOTATIONS}: drop `: {written}`"));
    }
}

/// The TypeScript type written from token `from` on, whole: a modifier
/// (`readonly string[]`, trial 64's `drop : readonly` told a piece), its
/// arguments (`Record<string, number>`), `[]` and unions. A string in the
/// arguments (`Record<"a" | "b", number>`) stands as `<...>`.
fn type_text(toks: &[&Tok<'_>], from: usize) -> String {
    let mut out = String::new();
    let mut k = from;
    while let Some(Tok::Ident(modifier @ ("readonly" | "keyof" | "typeof" | "unique"))) =
        toks.get(k).copied()
    {
        out.push_str(modifier);
        out.push(' ');
        k += 1;
    }
    let Some(Tok::Ident(name)) = toks.get(k).copied() else {
        return out.trim_end().to_owned();
    };
    out.push_str(name);
    k += 1;
    // `Record<string, number>`, and Python's `list[str]` and `dict[str,
    // list[int]]` (trial 120's was told to drop `: list`, which left
    // `[str]`): the type with its arguments.
    for (open, shut) in [("<", ">"), ("[", "]")] {
        if toks.get(k).copied() != Some(&Tok::Punct(open))
            || toks.get(k + 1).copied() == Some(&Tok::Punct(shut))
        {
            continue;
        }
        // The bracket that closes it (type arguments are short: a long
        // line is read no further).
        let mut depth = 0usize;
        let close = toks
            .iter()
            .enumerate()
            .skip(k)
            .take(64)
            .find_map(|(j, tok)| {
                depth = match tok {
                    Tok::Punct(p) if *p == open => depth + 1,
                    Tok::Punct(p) if *p == shut => depth.saturating_sub(1),
                    Tok::Punct(">>") if open == "<" => depth.saturating_sub(2),
                    _ => depth,
                };
                (depth == 0).then_some(j)
            });
        let Some(close) = close else {
            return out;
        };
        let inner = &toks[k..=close];
        if inner.iter().any(|t| matches!(t, Tok::Str(..))) {
            out.push_str(&format!("{open}...{shut}"));
        } else {
            // (Two words with a space between: `E[keyof E]`, trial 138.)
            let mut word_before = false;
            for tok in inner {
                match tok {
                    Tok::Punct(",") => out.push_str(", "),
                    Tok::Ident(w) => {
                        if word_before {
                            out.push(' ');
                        }
                        out.push_str(w);
                    }
                    Tok::Punct(w) => out.push_str(w),
                    Tok::Str(..) => {}
                }
                word_before = matches!(tok, Tok::Ident(_));
            }
        }
        k = close + 1;
    }
    while toks.get(k).copied() == Some(&Tok::Punct("["))
        && toks.get(k + 1).copied() == Some(&Tok::Punct("]"))
    {
        out.push_str("[]");
        k += 2;
    }
    // `string | null`: each member of a union.
    if let Some(Tok::Punct(op @ ("|" | "&"))) = toks.get(k).copied()
        && matches!(toks.get(k + 1).copied(), Some(Tok::Ident(_)))
    {
        out.push_str(&format!(" {op} {}", type_text(toks, k + 1)));
    }
    out
}

/// Whether `toks` start with `|| 1` or `|| LIMIT` and end there (a `)`,
/// `;` or `,` after): a value's default, `(matches.length || 1)`, which
/// the `||` point tells.
fn constant_default(toks: &[&Tok<'_>]) -> bool {
    match toks {
        [Tok::Punct("|"), Tok::Punct("|"), Tok::Ident(v), rest @ ..] => {
            (v.starts_with(|c: char| c.is_ascii_digit())
                || v.chars().all(|c| c.is_ascii_uppercase() || c == '_'))
                && matches!(rest.first(), None | Some(Tok::Punct(")" | ";" | ",")))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::super::strip::code_only;
    use super::*;

    fn on(line: &str) -> Vec<String> {
        hints(&code_only(line))
    }

    #[test]
    fn a_maps_entries_spread_are_its_keys() {
        let got = on("  return [...byShow.entries()]");
        assert!(
            got.iter().any(|h| h
                .contains("`[...byShow.entries()]` is its keys, `let keys = byShow.keys();`")
                && h.contains("`keys.map(|k| { let v = byShow[k]; ... })`")),
            "{got:?}"
        );
        let got = on("  const totals = [...byShow.values()];");
        assert!(
            got.iter()
                .any(|h| h.contains("`[...byShow.values()]` is `byShow.values()`")),
            "{got:?}"
        );
    }

    #[test]
    fn trial_29s_arrows_name_an_item_and_a_maps_entries() {
        let has = |line: &str, advice: &str| {
            let got = on(line);
            assert!(got.iter().any(|h| h.contains(advice)), "{line}: {got:?}");
        };
        has(
            "  const lines = s.taxes.map(({ rate, base }) => rate * base);",
            "`|item| ... item.rate`",
        );
        has(
            "  return Object.entries(bases).map(([rate, base]) => rate + base);",
            "`let keys = bases.keys(); keys.map(|rate| { let base = bases[rate]; ... })`",
        );
        has(
            "LEVELS = (\"DEBUG\", \"INFO\", \"ERROR\")",
            "Rhai has no tuples",
        );
        assert!(
            !on("    out.push({ city, maxC: Number(max.toFixed(1)) });")
                .iter()
                .any(|h| h.contains("type annotations"))
        );
        has(
            "          if (missing) {",
            "`if missing != () { ... }` for a value that may be missing",
        );
        assert!(
            !on("          if (found) {")
                .iter()
                .any(|h| h.contains("truthiness"))
        );
        has(
            "    if line.startswith((\"#\", \";\")):",
            "`[\"INFO\", \"WARN\"].some(|p| s.starts_with(p))`",
        );
        assert!(
            !on("const f = (a, b) => a + b;")
                .iter()
                .any(|h| h.contains("tuples"))
        );
        has(
            "  const d = DISCOUNTS[code?.toUpperCase()];",
            "`s.to_upper()`",
        );
        has(
            "const round2 = (n) => Math.round((n + Number.EPSILON) * 100) / 100;",
            "Rhai has no `Number.EPSILON`",
        );
        assert!(
            !on("      execute: async ({ path = 'invoice.json' }) => {")
                .iter()
                .any(|h| h.contains("type annotations")),
        );
    }

    #[test]
    fn a_sort_whose_value_is_used_is_told_over_lines() {
        let told = |code: &str| -> Vec<String> {
            across_lines_of(&code_only(code), code)
                .into_iter()
                .map(|(line, h)| format!("{line}: {}", h.text))
                .collect()
        };
        let got = told(
            "const undone = todos\n  .filter((t) => !t.done)\n  .sort((a, b) => {\n    return a.x - b.x;\n  })\n  .map((t) => t.title);",
        );
        assert!(
            got.iter().any(|h| h.starts_with(
                "3: `sort` changes the array in place and returns `()`, so the `.map`"
            )),
            "{got:?}"
        );
        let got = told(
            "const tags = Object.fromEntries(\n  Array.from(m.entries()).sort(([a], [b]) => a - b)\n);",
        );
        assert!(
            got.iter().any(|h| h.starts_with(
                "2: `sort` changes the array in place and returns `()`, so what it is given to"
            )),
            "{got:?}"
        );
        let got = told("const sorted = xs.sort((a, b) => a - b);");
        assert!(
            got.iter().any(|h| h.contains("so `sorted` gets `()`")),
            "{got:?}"
        );
        // Rhai's own: a statement of its own.
        assert!(told("let keys = m.keys(); keys.sort();\nxs.sort(|a, b| a - b);").is_empty());
    }

    #[test]
    fn trial_23s_missed_habits_are_told() {
        let has = |line: &str, advice: &str| {
            let got = on(line);
            assert!(got.iter().any(|h| h.contains(advice)), "{line}: {got:?}");
        };
        has(
            "        return JSON.stringify({ total: round2(total), byTag, top }, null, 2);",
            "`byTag` and `top` are JavaScript's shorthand for a key and its value: Rhai writes both, in a map literal (a bare `{` is a block), `#{ total: ..., byTag: byTag, top: top }`",
        );
        has(
            "        return JSON.stringify({ total: round2(total), byTag, top }, null, 2);",
            "it takes one argument, no replacer and no indent",
        );
        has(
            "    first_ts = last_ts = None",
            "Rhai assigns one variable at a time: declare each name with the value, `let first_ts = (); let last_ts = ();`",
        );
        has(
            "        first_ts = first_ts or ts",
            "write `if truthy(first_ts) { first_ts } else { ts }`",
        );
        has(
            "    x = log_summary(ctx, **args)",
            "Rhai has no `**` unpacking",
        );
        has("    for lvl in (a, b, c):", "Rhai has no tuples");
        has(
            "        const tasks = JSON.parse(text) as Task[];",
            "Rhai has no types: drop `as Task[]`",
        );
        has("} satisfies Plugin;", "drop `satisfies Plugin`");
        has(
            "    const { duration, deps } = byId.get(id)!;",
            "TypeScript's non-null assertion",
        );
        has(
            "    if (e instanceof CycleError) return 1;",
            "Rhai has no classes or `instanceof`",
        );
        has(
            "  const last = order.reduce((a, b) => (finish[b] > finish[a] ? b : a));",
            "Rhai's `reduce` with no start value gives its function `()` first",
        );
        // A test is no value picked, an import no cast, a start no lack.
        for (line, advice) in [
            ("    if a or b:", "picks a value"),
            ("import numpy as np", "Rhai has no types"),
            (
                "  const total = xs.reduce((s, x) => s + x, 0);",
                "no start value",
            ),
            ("  let ok = a != b;", "non-null"),
        ] {
            let got = on(line);
            assert!(!got.iter().any(|h| h.contains(advice)), "{line}: {got:?}");
        }
    }

    /// Trial 148: `Object.assign(this, {...})` in a constructor is the
    /// maker's map; elsewhere the target's `mixin`, in the code's names.
    #[test]
    fn object_assign_is_told_by_its_target() {
        let has = |line: &str, advice: &str| {
            let got = on(line);
            assert!(got.iter().any(|h| h.contains(advice)), "{line}: {got:?}");
            assert!(
                !got.iter().any(|h| h.contains("`m.mixin(other)`")),
                "{line}: {got:?}"
            );
        };
        has(
            "    Object.assign(this, { date, loco });",
            "end the maker with that map, written `#{ key: value, ... }`",
        );
        has(
            "    Object.assign(this, opts);",
            "end the maker with `opts` itself, or a map made from it",
        );
        has(
            "  Object.assign(totals, extra);",
            "write `totals.mixin(other)` instead of `Object.assign(totals, other)`",
        );
    }

    #[test]
    fn trial_24s_missed_habits_are_told() {
        let has = |line: &str, advice: &str| {
            let got = on(line);
            assert!(got.iter().any(|h| h.contains(advice)), "{line}: {got:?}");
        };
        has(
            "          const d = debtors[0], c = creditors[0];",
            "Rhai declares one variable per `let`: write `let d = ...; let c = ...;`",
        );
        has(
            "        while (debtors.length && creditors.length) {",
            "test the length, `xs.len() > 0`",
        );
        has(
            "name = \"grade-report\"",
            "`name` is a key of the plugin map",
        );
        has("inject = [\"fs\"]", "`inject` is a key of the plugin map");
        has("      case 'withdraw':", "`\"a\" | \"b\" => { ... }`");
        // Trial 25.
        has("@dataclass", "Rhai has no decorators: drop `@dataclass`");
        has(
            "            const domain = new URL(url).hostname.toLowerCase();",
            "Rhai has no `URL`: read the parts from the text",
        );
        for (line, advice) in [
            ("  let n = xs.length;", "truthiness"),
            ("  const f = (a, b) => a + b;", "one variable per `let`"),
            (
                "let best = max(rows, key=|r| r.score);",
                "one variable per `let`",
            ),
        ] {
            let got = on(line);
            assert!(!got.iter().any(|h| h.contains(advice)), "{line}: {got:?}");
        }
    }

    #[test]
    fn a_loop_over_pairs_is_told_in_its_own_names() {
        let has = |line: &str, advice: &str| {
            let got = on(line);
            assert!(got.iter().any(|h| h.contains(advice)), "{line}: {got:?}");
            assert!(!got.iter().any(|h| h.contains("`arr.zip(items")), "{got:?}");
        };
        // A loop over pairs, in the line's own names.
        has(
            "    for a, b in zip(secs, secs[1:]):",
            "`for i in 0..secs.len() - 1 { let a = secs[i]; let b = secs[i + 1]; ... }`",
        );
        has(
            "        for a, b in zip(names, scores[1]):",
            "`for i in 0..names.len() { let a = names[i]; let b = scores[1][i]; ... }`",
        );
        has(
            "for n, line in enumerate(lines, start=1):",
            "`for (line, n) in lines { ... }` (`n` counts from 0: for a count from 1, write `n + 1` where",
        );
    }

    #[cfg(feature = "fs")]
    #[test]
    fn node_file_names_are_told_the_fs_method_there_is() {
        use crate::services::fs::Fs;
        use cordis_toolset_catalog::Service;
        let fs = <dyn Fs as Service>::entry();
        for member in [
            "readFile",
            "readFileSync",
            "open",
            "writeFile",
            "writeFileSync",
            "appendFile",
            "appendFileSync",
            "readdir",
            "readdirSync",
            "listdir",
            "existsSync",
            "mkdirSync",
            "makedirs",
            "unlink",
            "unlinkSync",
            "rm",
            "rmSync",
            "statSync",
            "lstat",
        ] {
            let rhai = node_fs(member).unwrap_or_default();
            assert!(fs.get_method(rhai).is_some(), "{member} -> {rhai}");
        }
        let got = on("        const text = await ctx.fs.readFile(path, 'utf8');");
        assert!(
            got.iter()
                .any(|h| h.contains("`ctx.fs` has no `readFile`: write `ctx.fs.read(...)`")),
            "{got:?}"
        );
    }

    #[test]
    fn typescript_method_shorthand_is_taught_as_a_closure() {
        for line in [
            "  apply(ctx: Context): void {",
            "  execute(args: { items: string[] }) {",
            "  apply(ctx: Record<string, any>, n: number) {",
        ] {
            let got = on(line);
            assert!(
                got.iter()
                    .any(|h| h.contains("method shorthand: in a map write `")),
                "{line}: {got:?}"
            );
        }
        assert!(
            on("  apply(ctx: Context): void {")
                .iter()
                .any(|h| h.contains("write `apply: |ctx| { ... }`"))
        );
    }

    #[test]
    fn habits_in_code_are_found() {
        assert_eq!(on("let f = x => x + 1;").len(), 1);
        assert!(on("function add(a, b) {}")[0].contains("`fn add(a, b) { ... }`"));
        assert!(on("let o = { name: \"x\" };")[0].contains("the map `#{ name: ... }`"));
        assert!(on("let x: string = \"a\";")[0].contains("drop `: string`"));
        assert!(on("fn f(a, b: number) {}")[0].contains("drop `: number`"));
        assert!(on("let n = s.length;")[0].contains(".len()"));
        assert!(on("let v = JSON.parse(text);")[0].contains("`parse_json(text)`"));
        assert!(on("let k = Object.keys(m);")[0].contains("`m.keys()`"));
        assert!(on("let b = Math.max(1, 2);")[0].contains("`max(a, b)`"));
        assert!(on("if Array.isArray(x) { }")[0].contains("type_of(x)"));
    }

    /// The habits of `line` as written (literals blanked first).
    fn written(line: &str) -> Vec<Habit> {
        found(&code_only(line), line)
    }

    #[test]
    fn javascript_plugin_habits_use_the_code_s_own_names() {
        let got = written("module.exports = { name: \"x\", apply(ctx) {");
        let texts: Vec<&str> = got.iter().map(|h| h.text.as_str()).collect();
        assert_eq!(got[0].column, 1);
        assert!(
            texts[0].contains("end the code with the plugin map itself"),
            "{texts:?}"
        );
        assert!(
            texts[1].contains("write the map `#{ name: ... }`"),
            "{texts:?}"
        );
        assert!(
            texts[2].contains("write `apply: |ctx| { ... }`"),
            "{texts:?}"
        );
        assert_eq!(got[2].column, 31);
        let arrow = on("    execute: async (args) => \"hi \" + args.name");
        assert!(
            arrow.iter().any(|h| h.contains("`|args| ...`")),
            "{arrow:?}"
        );
        assert!(on("export default {")[0].contains("plugin map itself"));
        assert!(on("x => x + 1")[0].contains("`|x| ...`"));
        assert!(
            written("let s = \"Hello ${name}\";")[0]
                .text
                .contains("only backtick strings")
        );
    }

    #[test]
    fn python_habits_are_found() {
        assert!(on("def apply(ctx):")[0].contains("write `apply: |ctx| { ... }` inside"));
        assert_eq!(
            on("def apply(ctx):").len(),
            1,
            "{:?}",
            on("def apply(ctx):")
        );
        assert!(on("def total(xs):")[0].contains("`fn total(xs) { ... }`"));
        // Trial 11: the types of a `def` are named, and its rewrite keeps
        // the parameters without them.
        let typed = on("def slugify(text: str, n: list[int] = 2) -> str:");
        assert!(
            typed[0].contains("`fn slugify(text, n) { ... }`")
                && typed[0].contains("drop each `: type` and the `-> type`"),
            "{typed:?}"
        );
        assert!(!on("def total(xs):")[0].contains("types"));
        assert!(on("while x:")[0].contains("blocks are in braces"));
        assert!(on("f = lambda x, y: x + y")[0].contains("`|x, y| ...`"));
        assert!(on("if a and not b:")[0].contains("`&&`"));
        assert!(on("if a and not b:")[1].contains("`!b` a bool"));
        assert!(on("if not found:")[0].contains("`!found` instead of `not found`"));
        assert!(on("elif x == None:")[0].contains("`else if cond { ... }`"));
        assert!(on("ok = True")[0].contains("write `true`"));
        assert!(
            written("msg = f\"hi {name}\"")[0]
                .text
                .contains("backtick template")
        );
        assert!(on("# a comment")[0].contains("`//`"));
        assert!(on("except Exception as e:")[0].contains("catch (err)"));
    }

    #[test]
    fn reading_a_file_and_nested_defs_are_taught() {
        assert!(on("    with open(path) as f:")[0].contains("ctx.fs.read(path)"));
        assert!(
            on("text = open(args.path).read()")
                .iter()
                .any(|h| h.contains("ctx.fs.read(path)"))
        );
        assert!(
            on("const t = fs.readFileSync(p, \"utf8\");")
                .iter()
                .any(|h| h.contains("ctx.fs.read(path)"))
        );
        assert!(on("    def greet(args):")[0].contains("`let greet = |args| { ... };`"));
        assert!(on("    def run(self, args):")[0].contains("`let run = |args| { ... };`"));
        assert!(on("def greet(args):")[0].contains("`fn greet(args) { ... }`"));
    }

    #[test]
    fn more_python_and_javascript_habits_are_found() {
        assert!(on("    pass")[0].contains("no `pass`"));
        assert!(on("if x is not None:")[0].contains("`!=` instead of `is not`"));
        assert!(
            on("y = a if c else b")
                .iter()
                .any(|h| h.contains("`if c { a } else { b }`"))
        );
        assert!(
            on("plugin = {\"name\": \"x\"}")
                .iter()
                .any(|h| h.contains("end the code with the map itself"))
        );
        assert!(on("count = 0")[0].contains("`let count = ...;`"));
        assert!(on("execute: ({ name }) => name")[0].contains("destructuring"));
        let code = code_only(
            "module.exports = {\n  name: \"x\",\n  apply: |ctx| {\n    ctx.tools.register({\n      name: \"t\"\n    });\n  }\n};",
        );
        let lines: Vec<usize> = across_lines_of(&code, &code)
            .iter()
            .map(|(l, _)| *l)
            .collect();
        assert_eq!(lines, [1, 4]);
        assert!(
            across_lines_of(&code, &code)[0]
                .1
                .text
                .contains("`name: ...`")
        );
    }

    #[test]
    fn habits_inside_expressions_are_taught_with_the_expression() {
        let first = |line: &str| written(line).remove(0).text;
        assert!(first("import os").contains("Rhai plugins import nothing: drop this line"));
        assert!(
            first("    if not os.path.exists(path):")
                .contains("`not os.path.exists(path)` is `!ctx.fs.exists(path)`")
        );
        assert!(first("  n?: number;").contains("`n?:` is a TypeScript optional property"));
        assert!(
            first("const t = fs.readFileSync(p, \"utf8\");")
                .contains("Rhai has no `fs.readFileSync`")
        );
        assert!(first("let ws = s.split(/\\s+/);").contains("(`/\\s+/`): write `.split()`"));
        assert!(first("c[w] = (c[w] || 0) + 1;").contains("write `c[w] ?? 0`"));
        assert!(first("let n = m.get(k) || \"\";").contains("write `m.get(k) ?? \"\"`"));
        assert!(first("let ws = xs.filter(Boolean);").contains("`.filter(|x| truthy(x))`"));
        assert!(first("let t = s.toLowerCase();").contains("write `s.to_lower()`"));
        assert!(first("n = parseInt(s)").contains("no function `parseInt`"));
        assert!(
            first("    return f\"Hello, {args['name']}!\"")
                .contains(r#"`` `Hello, ${args["name"]}!` ``"#)
        );
        // `||` between booleans and a closure without parameters stay.
        assert_eq!(on("let ok = a || b;"), Vec::<String>::new());
        assert_eq!(on("ctx.timer.setTimeout(|| 0, 5);"), Vec::<String>::new());
        let code =
            code_only("const xs = [];\nxs.push(1);\nlet top = xs.sort(|a, b| b - a)\n  .len();");
        let texts: Vec<String> = across_lines_of(&code, &code)
            .into_iter()
            .map(|(l, h)| format!("{l}: {}", h.text))
            .collect();
        assert!(
            texts
                .iter()
                .any(|t| t.starts_with("1: `xs` is declared with `const`")),
            "{texts:?}"
        );
        assert!(
            texts
                .iter()
                .any(|t| t.starts_with("3: `sort` changes the array in place")),
            "{texts:?}"
        );
    }

    #[test]
    fn a_typed_arrow_is_taught_as_a_closure_over_args() {
        let texts: Vec<String> = written("      execute: ({ key }: { key: string }): string => {")
            .into_iter()
            .map(|h| h.text)
            .collect();
        assert!(
            texts.iter().any(|t| t.contains("`|args| ... args.key`")),
            "{texts:?}"
        );
        assert!(
            texts.iter().any(|t| t.contains("drop `: { key: string }`")),
            "{texts:?}"
        );
        assert!(
            !texts
                .iter()
                .any(|t| t.contains("|string|") || t.contains("#{ key")),
            "{texts:?}"
        );
        assert!(
            on("let f = (a: number, b: string) => a;")
                .iter()
                .any(|t| t.contains("`|a, b| ...`"))
        );
        let source = "plugin = {\n    \"name\": \"x\",\n}";
        let code = code_only(source);
        assert!(
            across_lines_of(&code, source)[0]
                .1
                .text
                .contains("`\"name\": ...`")
        );
    }

    /// Trial 6: an arrow or a closure whose parameter is a destructured
    /// array keeps the array whole and reads its items by index.
    #[test]
    fn a_destructured_array_parameter_is_read_by_index() {
        for line in [
            "return sorted.slice(0, args.n).map(([w, c]) => `${w}: ${c}`).join(\"\\n\");",
            "return sorted.extract(0, args.n).map(|[w, c]| `${w}: ${c}`).join(\"\\n\");",
        ] {
            let got = on(line);
            assert!(
                got.iter().any(|h| h.contains(
                    "cannot destructure their parameters (`[w, c]`): take the array whole and read its items by index, `|pair| ... pair[0] ... pair[1]` (`w` is `pair[0]`, `c` is `pair[1]`)"
                )),
                "{line}: {got:?}"
            );
            assert!(!got.iter().any(|h| h.contains("`|| ...`")), "{got:?}");
        }
        assert!(
            on("let t = xs.reduce((acc, [k, v]) => acc + v, 0);")
                .iter()
                .any(|h| h.contains("`|acc, pair| ... pair[0] ... pair[1]`"))
        );
        assert!(
            on("execute: ({ values, buckets = 5 }) => {")[0]
                .contains("destructuring `({ values, buckets })`")
        );
        assert!(on("xs.map(|{ name }| name)")[0].contains("`|args| ... args.name`"));
        assert_eq!(on("xs.map(|x| [x, 1])"), Vec::<String>::new());
    }

    /// Trial 7: an inner map with the same first key as the outer one on
    /// its line is listed too.
    #[test]
    fn an_inner_map_in_a_parameter_is_listed_with_its_own_column() {
        let got = written(
            r#"            "numbers": {"type": "array", "items": {"type": "number"}, "description": "n"},"#,
        );
        let columns: Vec<usize> = got
            .iter()
            .filter(|h| h.text.contains("write the map `#{ \"type\": ... }`"))
            .map(|h| h.column)
            .collect();
        assert_eq!(columns, [24, 51], "{got:?}");
        let got = written("        items: { type: \"array\", items: { type: \"string\" } },");
        assert_eq!(
            got.iter()
                .filter(|h| h.text.contains("#{ type: ... }"))
                .count(),
            2
        );
    }

    #[test]
    fn habits_inside_strings_are_not() {
        for line in [
            r#"let s = "a => b";"#,
            r#"let s = "function f() { null }";"#,
            r#"let s = `x === y ${ "{ a: 1 }" }`;"#,
            r#"let s = "s.length";"#,
            "// async function () => null",
        ] {
            assert_eq!(on(line), Vec::<String>::new(), "{line}");
        }
    }

    #[test]
    fn rhai_code_that_looks_similar_is_not_flagged() {
        for line in [
            "let m = #{ name: \"x\", n: 1 };",
            "let f = |x| x + 1;",
            "if x == 1 { y } else { z }",
            "let s = `${ m.len() } items`;",
            "const N = 3;",
            "console.log(\"hi\");",
            "ctx.tools.register(#{ name: \"a\", parameters: #{ path: #{ type: \"string\" } } });",
            "if a { b } else { c }",
            "print(x);",
            "foo(1, 2);",
            "let ok = x && !y;",
            "#{ f: |x| x }",
            "let t = `total: ${n}`;",
            "} else if a { b } else { c }",
            "return if c { a } else { b };",
            "let v = if c { a } else { b };",
        ] {
            assert_eq!(on(line), Vec::<String>::new(), "{line}");
        }
    }
}

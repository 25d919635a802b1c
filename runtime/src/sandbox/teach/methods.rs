//! The methods of a program's classes, each told as the top-level `fn`
//! it becomes: what it is called by and on, the top-level names it reads
//! (which a `fn` cannot), and the names of another class's methods it
//! shares.

use super::foreign;
use super::tokens::{Habit, PAREN_KEYWORDS, Tok, snake, template_words, words_of};
use std::collections::{HashMap, HashSet};

/// How a class's method is told: the start of its text.
pub(super) const IN_A_CLASS: &str = "in a class, `";

/// How a class's maker (`__init__`, `constructor`) is told, before its
/// function's name.
pub(super) const MAKER_FN: &str = "the maker function, a top-level `fn ";

/// What a maker whose body does more than set keys is told, before its
/// map's `let`.
pub(crate) const MAKER_MAP: &str =
    "; where its body does more than set keys, keep the map in a variable, ";

/// The fields of the code's objects: a dataclass's `hours: float` or a
/// `self.hours = ...`.
pub(super) fn object_fields<'a>(lines: &[Vec<(usize, Tok<'a>)>]) -> HashSet<&'a str> {
    lines
        .iter()
        .filter_map(|toks| match toks.as_slice() {
            [
                (column, Tok::Ident(name)),
                (_, Tok::Punct(":")),
                (_, Tok::Ident(_)),
                ..,
            ] if *column > 1 => Some(*name),
            // (Annotated too, `self.flagged: list[Batch] = []`: trial
            // 173's was told as another class's property.)
            [
                (_, Tok::Ident("self")),
                (_, Tok::Punct(".")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=" | ":")),
                ..,
            ] => Some(*name),
            _ => None,
        })
        .collect()
}

/// What follows a method's point where another class has a method of the
/// same name: Rhai keeps one `fn` per name and number of parameters, so
/// both become one `fn` that tests which class made its map. (Named after
/// each class, every call `x.rate()` of another point, whose class is not
/// known there, would have to be renamed too: trials 71 and 73.)
pub(super) fn shared_method(name: &str, class_title: &str, classes: usize) -> String {
    let (other, all) = if classes > 2 {
        ("other classes have their", "them all")
    } else {
        ("another class has its", "both")
    };
    format!(
        "; {other} own `{name}`, and Rhai keeps one `fn` per name and number of parameters (a second is refused: \"Function {name} ... already exists\"): write one `fn {name}` for {all}, which tests a `class_name` key each maker function sets (`class_name: \"{class_title}\"`), `if this.class_name == \"{class_title}\" {{ ... }} else {{ ... }}`, so that every call `x.{name}()` stays as written"
    )
}

/// A Python method's name and its number of parameters besides `self`,
/// where `toks` is its `def name(self, ...)` line.
fn method_arity<'a>(toks: &[(usize, Tok<'a>)]) -> Option<(&'a str, usize)> {
    let [
        (_, Tok::Ident("def")),
        (_, Tok::Ident(name)),
        (_, Tok::Punct("(")),
        (_, Tok::Ident("self")),
        rest @ ..,
    ] = toks
    else {
        return None;
    };
    let mut depth = 0usize;
    let mut count = 0;
    for (_, tok) in rest {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")") if depth == 0 => break,
            Tok::Punct(")" | "]" | "}") => depth -= 1,
            Tok::Punct(",") if depth == 0 => count += 1,
            _ => {}
        }
    }
    Some((*name, count))
}

/// The methods of each class of the code (`class Ledger {` ... `}`, or
/// Python's `class Ledger:` and its indented `def`s), each told as the
/// top-level `fn` it becomes, at its line.
pub(super) fn class_methods<'a>(
    lines: &[Vec<(usize, Tok<'a>)>],
    written: &[&str],
    globals: &[&'a str],
    methods: &[MethodReads<'a>],
) -> Vec<(usize, Habit)> {
    let fields = object_fields(lines);
    let mut out = Vec::new();
    // Python's methods by name, `def margin(self`: one defined in two
    // classes is two `fn`s of one name in Rhai.
    // (With its number of parameters besides `self`: `load()` and
    // `load(text)` are two `fn`s Rhai keeps apart, trial 131.)
    let defined: Vec<(&str, usize)> = lines.iter().filter_map(|toks| method_arity(toks)).collect();
    let passed_on = passed_reads(methods);
    let mut i = 0;
    while i < lines.len() {
        let words = words_of(&lines[i]);
        if !matches!(words.as_slice(), [Tok::Ident("class"), Tok::Ident(_), ..]) {
            i += 1;
            continue;
        }
        // `class Ledger:`, or `class LoanError(Exception): pass` with its
        // whole body on its own line.
        let python = words.contains(&&Tok::Punct(":")) && !words.contains(&&Tok::Punct("{"));
        let one_line = python && words.last() != Some(&&Tok::Punct(":"));
        // The body: by braces, or for Python by indentation.
        let mut depth = 0isize;
        let mut end = i + 1;
        if one_line {
            // Nothing below it is its body.
        } else if python {
            // Deeper than the `class` itself, which may stand indented.
            let at = lines[i].first().map_or(1, |(c, _)| *c);
            while end < lines.len()
                && (lines[end].is_empty() || lines[end].first().is_some_and(|(c, _)| *c > at))
            {
                end += 1;
            }
        } else {
            let mut opened = false;
            'body: for (line, toks) in lines.iter().enumerate().skip(i) {
                for (_, tok) in toks {
                    match tok {
                        Tok::Punct("{") => {
                            depth += 1;
                            opened = true;
                        }
                        Tok::Punct("}") => depth -= 1,
                        _ => {}
                    }
                    if opened && depth == 0 {
                        end = line + 1;
                        break 'body;
                    }
                }
                end = line + 1;
            }
        }
        // The depth after the class's own line: 1 inside its body.
        let mut depth: isize = lines[i]
            .iter()
            .map(|(_, t)| match t {
                Tok::Punct("{") => 1,
                Tok::Punct("}") => -1,
                _ => 0,
            })
            .sum();
        // Each method: its line, column, name and parameters.
        let mut methods: Vec<(usize, usize, &str, String, bool, bool, String)> = Vec::new();
        // Where each member starts, a getter's too (`get generous() {`,
        // which has its own point): a method's body ends at the next.
        let mut starts: Vec<usize> = Vec::new();
        let mut getters: Vec<(usize, usize, &str)> = Vec::new();
        // A Python body's own statements: a `def` deeper is a method's.
        let body = lines[i + 1..end]
            .iter()
            .find_map(|toks| toks.first().map(|(c, _)| *c));
        for (line, toks) in lines.iter().enumerate().take(end).skip(i + 1) {
            let member = if python {
                toks.first().map(|(c, _)| *c) == body
            } else {
                depth == 1
            };
            let words: Vec<&(usize, Tok<'_>)> = toks
                .iter()
                .skip_while(|(_, t)| {
                    matches!(
                        t,
                        Tok::Ident(
                            "public" | "private" | "protected" | "static" | "async" | "readonly"
                        )
                    )
                })
                .collect();
            let found = match words.as_slice() {
                [
                    (column, Tok::Ident("def")),
                    (_, Tok::Ident(name)),
                    (_, Tok::Punct("(")),
                    rest @ ..,
                ] if python && member => Some((*column, *name, rest)),
                [(column, Tok::Ident(name)), (_, Tok::Punct("(")), rest @ ..]
                    if !python && member =>
                {
                    Some((*column, *name, rest))
                }
                [
                    (column, Tok::Ident(kind @ ("get" | "set"))),
                    (_, Tok::Ident(name)),
                    (_, Tok::Punct("(")),
                    ..,
                ] if !python && member => {
                    starts.push(line);
                    if *kind == "get" {
                        getters.push((line, *column, *name));
                    }
                    None
                }
                _ => None,
            };
            if let Some((column, name, rest)) = found
                && !matches!(name, "if" | "for" | "while" | "switch")
            {
                let params = super::tokens::params(rest.iter().map(|(_, t)| t), ")").join(", ");
                // `top(n = 3)`: a default, which no call may leave out.
                let head: Vec<&Tok<'_>> = std::iter::once(&Tok::Punct("("))
                    .chain(rest.iter().map(|(_, t)| t))
                    .collect();
                let defaults = super::tokens::no_defaults(&super::tokens::defaulted(&head));
                // `static fromJSON(obj)`: a function of the class, not of
                // an object.
                let alone = toks
                    .iter()
                    .take_while(|(_, t)| {
                        matches!(
                            t,
                            Tok::Ident(
                                "public"
                                    | "private"
                                    | "protected"
                                    | "static"
                                    | "async"
                                    | "readonly"
                            )
                        )
                    })
                    .any(|(_, t)| *t == Tok::Ident("static"))
                    || (python
                        && line > 0
                        && matches!(
                            words_of(&lines[line - 1]).as_slice(),
                            [
                                Tok::Punct("@"),
                                Tok::Ident("staticmethod" | "classmethod"),
                                ..
                            ]
                        ));
                let property = python
                    && line > 0
                    && matches!(
                        words_of(&lines[line - 1]).as_slice(),
                        [Tok::Punct("@"), Tok::Ident("property"), ..]
                    );
                methods.push((line, column, name, params, alone, property, defaults));
                starts.push(line);
            }
            if !python {
                for (_, tok) in toks {
                    match tok {
                        Tok::Punct("{") => depth += 1,
                        Tok::Punct("}") => depth -= 1,
                        _ => {}
                    }
                }
            }
        }
        let class = match words_of(&lines[i]).as_slice() {
            [Tok::Ident("class"), Tok::Ident(class), ..] => snake(class),
            _ => "object".to_owned(),
        };
        let until_of = |line: &usize| {
            starts
                .iter()
                .find(|start| *start > line)
                .copied()
                .unwrap_or(end)
        };
        // Each method's reads of the top level, and what it passes on to
        // the methods of its class it calls (trial 137's `revenue` calls
        // `value`, told to take `GRADE_SURCHARGE`, and was told nothing):
        // a caller takes it too. (Not a number, which a `const` inside
        // keeps every call as written.)
        let mut reads: Vec<Vec<&str>> = methods
            .iter()
            .map(|(line, ..)| {
                let mut own = top_level_reads(lines, written, globals, *line, until_of(line));
                // (And what it passes on to another class's method.)
                for (_, passed) in passed_on.iter().filter(|(at, _)| at == line) {
                    own.extend(
                        passed
                            .iter()
                            .filter(|g| !own.contains(g))
                            .collect::<Vec<_>>(),
                    );
                }
                own
            })
            .collect();
        // (Each method's calls read once, as `passed_reads` reads them.)
        let reached: Vec<Vec<usize>> = methods
            .iter()
            .enumerate()
            .map(|(i, (line, ..))| {
                let mut out: Vec<usize> = Vec::new();
                for toks in &lines[*line + 1..until_of(line)] {
                    for w in toks.windows(2) {
                        let [(_, Tok::Ident(c)), (_, Tok::Punct("("))] = w else {
                            continue;
                        };
                        for (j, (_, _, callee, ..)) in methods.iter().enumerate() {
                            if j != i && callee == c && !out.contains(&j) {
                                out.push(j);
                            }
                        }
                    }
                    // (`for j in self`: the class's `__iter__`.)
                    if toks.windows(3).any(|w| {
                        matches!(w, [(_, Tok::Ident("in")), (_, Tok::Ident("self")), (_, next)] if *next != Tok::Punct("."))
                    }) || toks.last().is_some_and(|(_, t)| *t == Tok::Ident("self"))
                        && toks.len() >= 2
                        && toks[toks.len() - 2].1 == Tok::Ident("in")
                    {
                        for (j, (_, _, callee, ..)) in methods.iter().enumerate() {
                            if j != i && *callee == "__iter__" && !out.contains(&j) {
                                out.push(j);
                            }
                        }
                    }
                }
                out
            })
            .collect();
        pass_on(&mut reads, &reached, |g| number_const(lines, g).is_none());
        for (index, (line, column, name, params, alone, property, defaults)) in
            methods.iter().enumerate()
        {
            let until = until_of(line);
            let text = if matches!(*name, "__init__" | "constructor") {
                let fields = if *name == "__init__" {
                    "each `self.x = ...`"
                } else {
                    "each field and each `this.x = ...`"
                };
                // A body that does more than set fields (a loop that
                // appends, trial 84): the map in a variable, since a maker
                // is called alone and has no `this`.
                let own = if *name == "__init__" { "self" } else { "this" };
                let sets_only =
                    lines[line + 1..until]
                        .iter()
                        .all(|toks| match words_of(toks).as_slice() {
                            [] | [Tok::Ident("super"), ..] | [Tok::Punct("}" | "@"), ..] => true,
                            [
                                Tok::Ident(o),
                                Tok::Punct("."),
                                Tok::Ident(_),
                                Tok::Punct("=" | ":"),
                                ..,
                            ] => *o == own,
                            _ => false,
                        });
                let body = if sets_only {
                    String::new()
                } else {
                    format!(
                        "{MAKER_MAP}`let {class} = #{{ total: 0 }};`, write each `{own}.x` of the body as `{class}.x` (`{class}.rows.push(r);`), and end with `{class}`"
                    )
                };
                format!(
                    "{IN_A_CLASS}{name}` becomes {MAKER_FN}new_{class}(...) {{ #{{ total: 0 }} }}` that returns the object's map, with a key for {fields}; call it as `let obj = new_{class}(...);`{body}"
                )
            } else if *alone {
                let without = params
                    .strip_prefix("cls, ")
                    .or_else(|| params.strip_prefix("cls"));
                // (`Dinghy.from_fields(...)` of a base's classmethod: `cls`
                // is the class it is called on, trial 62.)
                let title = match words_of(&lines[i]).as_slice() {
                    [Tok::Ident("class"), Tok::Ident(title), ..] => (*title).to_owned(),
                    _ => String::new(),
                };
                let based = lines.iter().any(|toks| {
                    matches!(toks.as_slice(), [(_, Tok::Ident("class")), (_, Tok::Ident(_)), (_, Tok::Punct("(")), (_, Tok::Ident(base)), ..] if *base == title)
                });
                let make = if without.is_some() && based {
                    format!(
                        "`cls(...)` is the maker function of the class it is called on: `new_{class}(...)` here, and a subclass's own maker where the code calls it on a subclass (`Sub.{name}(...)`), so pass the class in, `fn {name}(kind, ...)`, and call the maker it names, `if kind == \"Sub\" {{ new_sub(...) }} else {{ new_{class}(...) }}`"
                    )
                } else if without.is_some() {
                    format!("`cls(...)` is the maker function, `new_{class}(...)`")
                } else {
                    "to make an object in it, call the maker function".to_owned()
                };
                let params = without.unwrap_or(params);
                format!(
                    "{IN_A_CLASS}static {name}({params})` becomes a top-level `fn {name}({params}) {{ ... }}` with no `this`, called alone, `{name}(...)` ({make})"
                )
            } else {
                let this = if python {
                    "`this` for `self`"
                } else {
                    "`this`"
                };
                let read = if *property && fields.contains(name) {
                    format!(
                        " (a property is a call in Rhai: a read `x.{name}` of this class's object becomes `x.{name}()`; another class's field `{name}` stays a read, `t.{name}`)"
                    )
                } else if *property {
                    format!(
                        " (a property is a call in Rhai: every read `x.{name}` becomes `x.{name}()`)"
                    )
                } else if matches!(*name, "__str__" | "__repr__") {
                    format!(
                        " (Rhai never calls it for you: where an f-string, `str(obj)` or a join shows the object, call it, `${{obj.{name}()}}`, since the map itself prints its keys)"
                    )
                } else {
                    String::new()
                };
                format!(
                    "{IN_A_CLASS}{name}({params})` becomes a top-level `fn {name}({params}) {{ ... }}` after the maker function, which reads and changes {this} (the object's map), called as `obj.{name}({params})`{read}"
                )
            };
            let text = format!("{text}{defaults}");
            // `margin` in two classes: Rhai keeps one `fn` per name and
            // number of parameters.
            let text = if !matches!(*name, "__init__" | "constructor")
                // (A dunder too, `__len__` of two classes, trial 102; not
                // a maker.)
                && !matches!(*name, "__init__" | "__post_init__" | "__new__")
                && let Some(arity) = method_arity(&lines[*line]).map(|(_, n)| n)
                && defined.iter().filter(|d| **d == (*name, arity)).count() > 1
            {
                let class_title = match words_of(&lines[i]).as_slice() {
                    [Tok::Ident("class"), Tok::Ident(class), ..] => (*class).to_owned(),
                    _ => class.clone(),
                };
                let classes = defined.iter().filter(|d| **d == (*name, arity)).count();
                format!("{text}{}", shared_method(name, &class_title, classes))
            } else {
                text
            };
            // `def title(self): return self.name.title()`: the body calls
            // a method of the same name on another value, which in Rhai
            // is this `fn` again.
            let text = match same_named_call(lines, name, *line + 1, until) {
                Some(at) => {
                    let instead = foreign::method(name)
                        .map(|rhai| format!(", and write the other value's `{name}` as {rhai}"))
                        .unwrap_or_default();
                    format!(
                        "{text}. Its body calls `.{name}(...)` on another value (line {}), and in Rhai every `x.{name}(...)` reaches this `fn`, whatever `x` is: name the method `{name}_of` (and each call of it){instead}",
                        at + 1
                    )
                }
                None => text,
            };
            let text = match reads[index].as_slice() {
                [] => text,
                names => {
                    let listed = names
                        .iter()
                        .map(|n| format!("`{n}`"))
                        .collect::<Vec<_>>()
                        .join(", ");
                    let more = names.join(", ");
                    // A static method's `cls` is no parameter of its `fn`.
                    let params = if *alone {
                        params
                            .strip_prefix("cls, ")
                            .or_else(|| params.strip_prefix("cls"))
                            .unwrap_or(params)
                    } else {
                        params
                    };
                    let with = if params.is_empty() {
                        more
                    } else {
                        format!("{params}, {more}")
                    };
                    let (fn_name, call) = if matches!(*name, "__init__" | "constructor") {
                        let maker = format!("new_{class}");
                        (maker.clone(), maker)
                    } else if *alone {
                        ((*name).to_owned(), (*name).to_owned())
                    } else {
                        ((*name).to_owned(), format!("obj.{name}"))
                    };
                    // A property's constants of a number each (trial 97's
                    // `PASS_MARK = 70`): a `const` inside keeps every
                    // `x.passed()` of the other points as written.
                    let numbers: Option<Vec<String>> =
                        names.iter().map(|n| number_const(lines, n)).collect();
                    // (A method's too, `damage_charge(self)` read by
                    // another method's comprehension: passed in, every
                    // caller would need the constant as well, trial 134.)
                    let shown = if *property {
                        format!("x.{name}()")
                    } else {
                        format!("{call}(...)")
                    };
                    // Some of a number, some not (trial 158's `leaf_area`
                    // of `LEAVES_PER_BOOKLET = 25` and `LEAF_AREA_CM2 = 80
                    // * 80 / 100`): the numbers a `const` inside, as the
                    // methods that call it expect (they pass on no
                    // number), the others passed in.
                    let (consts, passed): (Vec<&&str>, Vec<&&str>) =
                        names.iter().partition(|n| number_const(lines, n).is_some());
                    match numbers {
                        Some(consts) => format!(
                            "{text}. A `fn` sees no variable of the code's top level, so it cannot read {listed}: make it a `const` inside the `fn`, `{}`, so that each `{shown}` stays as written (or pass it in, `fn {fn_name}({with})`, and call `{call}({with})` everywhere)",
                            consts.join(" ")
                        ),
                        _ if !consts.is_empty() => {
                            let more = passed.iter().map(|n| **n).collect::<Vec<_>>().join(", ");
                            let with = if params.is_empty() {
                                more
                            } else {
                                format!("{params}, {more}")
                            };
                            let inside: Vec<String> = consts
                                .iter()
                                .filter_map(|n| number_const(lines, n))
                                .collect();
                            format!(
                                "{text}. A `fn` sees no variable of the code's top level, so it cannot read {listed}: pass {} in, `fn {fn_name}({with})`, called as `{call}({with})`, and make {} a `const` inside the `fn`, `{}`, as the methods that call it expect",
                                passed
                                    .iter()
                                    .map(|n| format!("`{n}`"))
                                    .collect::<Vec<_>>()
                                    .join(", "),
                                consts
                                    .iter()
                                    .map(|n| format!("`{n}`"))
                                    .collect::<Vec<_>>()
                                    .join(", "),
                                inside.join(" ")
                            )
                        }
                        _ => format!(
                            "{text}. A `fn` sees no variable of the code's top level, so it cannot read {listed}: pass it in, `fn {fn_name}({with})`, called as `{call}({with})` (or make it a `const` inside the `fn`)"
                        ),
                    }
                }
            };
            // `def __init__(self, module)`: a parameter Rhai reserves.
            let reserved: Vec<&str> = params
                .split(", ")
                .filter(|p| super::tokens::RESERVED_NAMES.contains(p))
                .collect();
            let text = match reserved.as_slice() {
                [] => text,
                names => format!(
                    "{text}; `{}` is a reserved word in Rhai and cannot name a parameter: name it `{}_`",
                    names.join("`, `"),
                    names[0]
                ),
            };
            out.push((
                line + 1,
                Habit {
                    column: *column,
                    text,
                },
            ));
        }
        // A getter's `fn` (its own point says it becomes one) sees no
        // top-level variable either (trial 60's `generous`).
        for (line, column, name) in getters {
            let until = starts
                .iter()
                .find(|start| **start > line)
                .copied()
                .unwrap_or(end);
            if let names @ [_, ..] =
                top_level_reads(lines, written, globals, line, until).as_slice()
            {
                let listed = names
                    .iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", ");
                let first = names[0];
                out.push((
                    line + 1,
                    Habit {
                        column,
                        text: format!(
                            "the getter `{name}` becomes a `fn {name}()`, and a `fn` sees no variable of the code's top level, so it cannot read {listed}: make it a `const` inside the `fn`, `const {first} = ...;`, or pass it in, `fn {name}({})`, called as `obj.{name}({})`",
                            names.join(", "),
                            names.join(", ")
                        ),
                    },
                ));
            }
        }
        if python {
            out.extend(class_fields(&lines[i + 1..end], i + 1, &class));
        }
        i = end.max(i + 1);
    }
    out
}

/// The first line in `from..until` that calls `.name(` on a value other
/// than the object itself (`self.name.title()` inside `def title`).
fn same_named_call(
    lines: &[Vec<(usize, Tok<'_>)>],
    name: &str,
    from: usize,
    until: usize,
) -> Option<usize> {
    // `super().__init__(...)` is the parent's, told as inheritance.
    if name.starts_with("__") {
        return None;
    }
    (from..until.min(lines.len())).find(|&i| {
        lines[i].windows(4).any(|w| match w {
            [
                (_, before),
                (_, Tok::Punct(".")),
                (_, Tok::Ident(n)),
                (_, Tok::Punct("(")),
            ] => *n == name && !matches!(before, Tok::Ident("self" | "this")),
            _ => false,
        })
    })
}

/// A Python class's annotated fields (`category: str = "misc"`, a
/// dataclass's), each told as a key of the map the maker function returns;
/// `first` is the line number before `body`'s first line.
fn class_fields(body: &[Vec<(usize, Tok<'_>)>], first: usize, class: &str) -> Vec<(usize, Habit)> {
    // The body's own indentation: deeper lines are inside its methods.
    let Some(indent) = body.iter().find_map(|toks| toks.first().map(|(c, _)| *c)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (k, toks) in body.iter().enumerate() {
        let [
            (column, Tok::Ident(name)),
            (_, Tok::Punct(":")),
            (_, Tok::Ident(kind)),
            rest @ ..,
        ] = toks.as_slice()
        else {
            continue;
        };
        // A dataclass's `items: list = field(...)` has its own point.
        if *column != indent
            || PAREN_KEYWORDS.contains(name)
            || rest.iter().any(|(_, t)| *t == Tok::Ident("field"))
        {
            continue;
        }
        let value = if let Some(eq) = rest.iter().position(|(_, t)| *t == Tok::Punct("=")) {
            // (Trial 121's `penalties: int = 0`, passed by every call, was
            // read as "set it to 0": the parameter first.)
            let default = match &rest[eq + 1..] {
                [(_, Tok::Ident("True"))] => "true".to_owned(),
                [(_, Tok::Ident("False"))] => "false".to_owned(),
                [(_, Tok::Ident("None"))] => "()".to_owned(),
                [(_, Tok::Ident(word))] => (*word).to_owned(),
                [(_, Tok::Punct("-")), (_, Tok::Ident(n))] => format!("-{n}"),
                _ => "...".to_owned(),
            };
            format!(
                "`{name}: {name}` with `{name}` a parameter of `fn new_{class}(..., {name})`, which every call passes, a call that leaves it out passing the default, `{default}` (Rhai has no default arguments)"
            )
        } else if super::tokens::RESERVED_NAMES.contains(name) {
            // `call: str` (trial 67): a key may be so named, read as
            // `q["call"]`, but no parameter.
            format!(
                "`{name}: {name}_` with `{name}_` a parameter of `fn new_{class}({name}_, ...)` (`{name}` is a word of Rhai's own: it names a key, read as `x[\"{name}\"]`, but no variable or parameter, and `x.{name}` does not parse)"
            )
        } else {
            format!("`{name}: {name}` with `{name}` a parameter of `fn new_{class}({name}, ...)`")
        };
        out.push((
            first + k + 1,
            Habit {
                column: *column,
                text: format!(
                    "{IN_A_CLASS}{name}: {kind}` is a field: a key of the map the maker function returns, {value}; Rhai has no `: {kind}`"
                ),
            },
        ));
    }
    out
}

/// The names the code's top level declares outside any class or
/// function (`const DISCOUNTS = {`, Python's `RATES = {...}`).
pub(crate) fn top_level_names<'a>(lines: &[Vec<(usize, Tok<'a>)>]) -> Vec<&'a str> {
    // The program's own level: the first column, or that of its classes
    // where the program stands inside a tool's `execute` (its `class`
    // lines indented), whose names no `fn` sees either.
    let level = lines
        .iter()
        .filter_map(|toks| match toks.as_slice() {
            [(column, Tok::Ident("class")), (_, Tok::Ident(_)), ..] => Some(*column),
            _ => None,
        })
        .min()
        .unwrap_or(1);
    let mut names = Vec::new();
    for toks in lines {
        // `POINTS_WIN, POINTS_DRAW = 3, 1`: each name (trial 154's
        // `points` was told nothing of them).
        if let [(column, Tok::Ident(_)), (_, Tok::Punct(",")), ..] = toks.as_slice()
            && (*column == 1 || *column == level)
            && let Some((_, unpacked)) = super::tokens::assigned(toks)
            && !toks
                .iter()
                .any(|(_, t)| matches!(t, Tok::Ident("lambda" | "for")))
        {
            for name in unpacked {
                if !names.contains(&name) {
                    names.push(name);
                }
            }
            continue;
        }
        let name = match toks.as_slice() {
            [
                (column, Tok::Ident("const" | "let" | "var")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                ..,
            ]
            | [(column, Tok::Ident(name)), (_, Tok::Punct("=")), ..]
                if *column == 1 || *column == level =>
            {
                *name
            }
            // TypeScript's typed constant, `const KIND_WEIGHT: Record<...>
            // = { ... }` (trial 60).
            [
                (column, Tok::Ident("const" | "let" | "var")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct(":")),
                rest @ ..,
            ] if (*column == 1 || *column == level)
                && rest.iter().any(|(_, t)| *t == Tok::Punct("=")) =>
            {
                *name
            }
            _ => continue,
        };
        // A function held in a name is told to become a `fn` instead.
        let function = toks
            .iter()
            .any(|(_, t)| matches!(t, Tok::Punct("=>") | Tok::Ident("function" | "lambda")));
        if !function && !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

/// For each Python method, `def name(self, ...)` (its line, from 0), the
/// top-level names it must take to pass on to the methods it calls, of
/// any class: trial 137's `OrderBook.revenue` calls `ReedOrder.value`,
/// told to take `GRADE_SURCHARGE`, and was told nothing. (Not a number,
/// which a `const` inside keeps every call as written; not through a
/// method named as one of Rhai's or Python's own, `add` or `get`, whose
/// calls may be a set's or a dict's.)
fn passed_reads<'a>(methods: &[MethodReads<'a>]) -> Vec<(usize, Vec<&'a str>)> {
    methods
        .iter()
        .filter(|m| m.all.len() > m.direct.len())
        .map(|m| (m.line, m.all.clone()))
        .collect()
}

/// Each Python method's name, whether it is a property, and every
/// top-level name it takes, its own reads and those it passes on: a
/// top-level function that calls it takes them too (trial 140's
/// `report` summed `b.cost`, told to take `PRICE_PER_LITRE`).
pub(super) fn method_takes<'a>(methods: &[MethodReads<'a>]) -> Vec<(&'a str, bool, Vec<&'a str>)> {
    methods
        .iter()
        .filter(|m| !m.all.is_empty() && foreign::method(m.name).is_none())
        .map(|m| (m.name, m.property, m.all.clone()))
        .collect()
}

/// A method's top-level names, as [`method_reads`] finds them.
pub(super) struct MethodReads<'a> {
    name: &'a str,
    /// Its `def` line (from 0).
    line: usize,
    /// Whether it is a property, read with no call.
    property: bool,
    /// Its own reads and those of the methods it reaches.
    all: Vec<&'a str>,
    /// Its own reads.
    direct: Vec<&'a str>,
}

/// Each Python method (`def name(self, ...)`) with the top-level names
/// of `globals` it reads, and those of the methods it reaches, followed
/// until nothing changes.
pub(super) fn method_reads<'a>(
    lines: &[Vec<(usize, Tok<'a>)>],
    written: &[&str],
    globals: &[&'a str],
) -> Vec<MethodReads<'a>> {
    // (With whether it is a property, read with no call: `o.value`.)
    let spans: Vec<(&str, usize, usize, bool)> = lines
        .iter()
        .enumerate()
        .filter_map(|(i, toks)| {
            // (A classmethod's too, `def from_csv(cls, line)`.)
            let [
                (own, Tok::Ident("def")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("(")),
                (_, Tok::Ident("self" | "cls")),
                ..,
            ] = toks.as_slice()
            else {
                return None;
            };
            let own = *own;
            let until = (i + 1..lines.len())
                .find(|j| lines[*j].first().is_some_and(|(c, _)| *c <= own))
                .unwrap_or(lines.len());
            let property = i > 0
                && matches!(
                    lines[i - 1].as_slice(),
                    [(_, Tok::Punct("@")), (_, Tok::Ident("property"))]
                );
            Some((*name, i, until, property))
        })
        .collect();
    let mut reads: Vec<Vec<&str>> = spans
        .iter()
        .map(|(_, line, until, _)| {
            top_level_reads(lines, written, globals, *line, *until)
                .into_iter()
                .filter(|g| number_const(lines, g).is_none())
                .collect()
        })
        .collect();
    let direct = reads.clone();
    // The methods each one reaches, read once (not each pair of methods
    // over each body: that grows with the square of the code).
    let mut by_name: HashMap<&str, Vec<usize>> = HashMap::new();
    for (j, (name, ..)) in spans.iter().enumerate() {
        if foreign::method(name).is_none() {
            by_name.entry(*name).or_default().push(j);
        }
    }
    let reached: Vec<Vec<usize>> = spans
        .iter()
        .enumerate()
        .map(|(i, (_, line, until, _))| {
            let mut out: Vec<usize> = Vec::new();
            for (n, toks) in lines[line + 1..*until].iter().enumerate() {
                // (`.value` at a line's end too.)
                for (k, w) in toks.windows(2).enumerate() {
                    let [(_, Tok::Punct(".")), (_, Tok::Ident(c))] = w else {
                        continue;
                    };
                    let call = toks.get(k + 2).map(|t| &t.1) == Some(&Tok::Punct("("));
                    for j in by_name.get(c).into_iter().flatten() {
                        if *j != i && (call || spans[*j].3) && !out.contains(j) {
                            out.push(*j);
                        }
                    }
                }
                // A property read in an f-string's braces, `{self.final:6.2f}`
                // (trial 151's `__str__`, whose tokens blank the string).
                let own = written.get(line + 1 + n).copied().unwrap_or_default();
                if own.contains("f\"") || own.contains("f'") {
                    for (j, (name, .., property)) in spans.iter().enumerate() {
                        let read = format!(".{name}");
                        if j != i
                            && *property
                            && !out.contains(&j)
                            && own.match_indices(&read).any(|(at, _)| {
                                !own[at + read.len()..]
                                    .starts_with(|c: char| c.is_alphanumeric() || c == '_')
                            })
                        {
                            out.push(j);
                        }
                    }
                }
                // A walk of the object itself, `for j in self` or `list(self)`:
                // Python calls its `__iter__` (trial 168's `completed` was
                // told to take nothing, and its form passed `VAT`).
                // (`self` itself, not `self.scores`.)
                let itself = |k: usize| {
                    toks.get(k).is_some_and(|(_, t)| *t == Tok::Ident("self"))
                        && !toks.get(k + 1).is_some_and(|(_, t)| *t == Tok::Punct("."))
                };
                let walked = (1..toks.len()).any(|k| {
                    itself(k)
                        && (toks[k - 1].1 == Tok::Ident("in")
                            || (toks[k - 1].1 == Tok::Punct("(")
                                && k >= 2
                                && matches!(toks[k - 2].1, Tok::Ident("list" | "iter" | "sorted"))))
                });
                if walked {
                    for j in by_name.get("__iter__").into_iter().flatten() {
                        if *j != i && !out.contains(j) {
                            out.push(*j);
                        }
                    }
                }
                // A sort of the class's objects with no key, `sorted(rs)`:
                // Python calls their `__lt__` (trial 151's `divisions`).
                let sorts = toks.windows(2).any(|w| {
                    matches!(w, [(_, Tok::Ident("sorted")), (_, Tok::Punct("("))])
                        || matches!(w, [(_, Tok::Punct(".")), (_, Tok::Ident("sort"))])
                }) && !toks.iter().any(|(_, t)| *t == Tok::Ident("key"));
                if sorts {
                    for j in by_name.get("__lt__").into_iter().flatten() {
                        if *j != i && !out.contains(j) {
                            out.push(*j);
                        }
                    }
                }
            }
            out
        })
        .collect();
    pass_on(&mut reads, &reached, |_| true);
    spans
        .iter()
        .zip(reads)
        .zip(direct)
        .map(|(((name, line, _, property), all), direct)| MethodReads {
            name,
            line: *line,
            property: *property,
            all,
            direct,
        })
        .collect()
}

/// Each of `reads` (a method's top-level names) grown by those of the
/// methods it reaches (`reached`, by index) that `passed` lets through,
/// until nothing changes: as many rounds as the longest chain of calls.
fn pass_on(reads: &mut [Vec<&str>], reached: &[Vec<usize>], passed: impl Fn(&str) -> bool) {
    loop {
        let mut changed = false;
        for (i, callees) in reached.iter().enumerate() {
            for j in callees {
                let more: Vec<&str> = reads[*j]
                    .iter()
                    .copied()
                    .filter(|g| !reads[i].contains(g) && passed(g))
                    .collect();
                if !more.is_empty() {
                    reads[i].extend(more);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
}

/// `const NAME = 4;` where the code sets the top-level `name` to a number
/// (a comment after it too: `= 4  # ...`).
fn number_const(lines: &[Vec<(usize, Tok<'_>)>], name: &str) -> Option<String> {
    lines.iter().find_map(|toks| match toks.as_slice() {
        [
            (_, Tok::Ident(g)),
            (_, Tok::Punct("=")),
            (_, Tok::Ident(v)),
            rest @ ..,
        ] if *g == name
            && v.starts_with(|c: char| c.is_ascii_digit())
            && rest.first().is_none_or(|(_, t)| *t == Tok::Punct("#")) =>
        {
            Some(format!("const {name} = {v};"))
        }
        _ => None,
    })
}

/// Which of `globals` lines `from..until` read.
fn top_level_reads<'a>(
    lines: &[Vec<(usize, Tok<'a>)>],
    written: &[&str],
    globals: &[&'a str],
    from: usize,
    until: usize,
) -> Vec<&'a str> {
    // The method's own names: its parameters, and what its lines set
    // (`book = cls(title)`, `for r in ...`), which are no top level's
    // (trial 60).
    let mut own: HashSet<&str> = HashSet::new();
    for (i, toks) in lines.iter().enumerate().take(until).skip(from) {
        let words: Vec<&Tok<'a>> = toks.iter().map(|(_, t)| t).collect();
        let set: &[&Tok<'a>] = match words.as_slice() {
            // (Its parameters only: a one-line method's body follows.)
            _ if i == from => {
                let open = words
                    .iter()
                    .position(|t| **t == Tok::Punct("("))
                    .unwrap_or(words.len());
                let close =
                    super::tokens::closing(words.iter().copied(), open).unwrap_or(words.len());
                &words[open.min(close)..close]
            }
            [Tok::Ident("let" | "const" | "var"), rest @ ..] => {
                let eq = rest
                    .iter()
                    .position(|t| **t == Tok::Punct("="))
                    .unwrap_or(rest.len());
                &rest[..eq]
            }
            [Tok::Ident("for"), rest @ ..] => {
                let end = rest
                    .iter()
                    .position(|t| matches!(t, Tok::Ident("in" | "of")))
                    .unwrap_or(0);
                &rest[..end]
            }
            // A name or names set, `book = ...`, `a, b = ...` (not
            // `acc[k] = ...`).
            _ => match words.iter().position(|t| **t == Tok::Punct("=")) {
                Some(eq)
                    if eq > 0
                        && words[..eq]
                            .iter()
                            .all(|t| matches!(t, Tok::Ident(_) | Tok::Punct(","))) =>
                {
                    &words[..eq]
                }
                _ => &[],
            },
        };
        own.extend(set.iter().filter_map(|t| match t {
            Tok::Ident(name) => Some(*name),
            _ => None,
        }));
    }
    let mut read = Vec::new();
    for (i, toks) in lines.iter().enumerate().take(until).skip(from) {
        for (k, (_, tok)) in toks.iter().enumerate() {
            let after_dot = k > 0 && matches!(toks[k - 1].1, Tok::Punct("." | "?."));
            if let Tok::Ident(name) = tok
                && !after_dot
                && globals.contains(name)
                && !own.contains(name)
                && !read.contains(name)
            {
                read.push(*name);
            }
        }
        // (An f-string's `{REJECT_LIMIT:.0%}` reads it too: its tokens are
        // blanked, trial 124's `render` was told nothing.)
        for word in written.get(i).map_or(Vec::new(), |l| template_words(l)) {
            if let Some(name) = globals.iter().find(|g| **g == word)
                && !own.contains(name)
                && !read.contains(name)
            {
                read.push(*name);
            }
        }
    }
    read
}

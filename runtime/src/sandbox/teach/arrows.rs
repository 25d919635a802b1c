//! JavaScript's and TypeScript's arrow functions (`(a, b) => ...`,
//! `({ key }: { key: string }): string => ...`), taught as the Rhai
//! closure with the same parameters.

use super::tokens::Tok;

/// The lead of the point on an arrow whose parameter is destructured,
/// `({ water }) =>`: the form it writes reads each key of the item, which
/// no property's point makes a call (trial 74).
pub(super) const DESTRUCTURED: &str = "`=>` arrow functions are not Rhai, nor is destructuring ";

/// `(a, b) =>` or `x =>`: the closure with the same parameters. Type
/// annotations (`(a: string): string =>`) are not parameters; a
/// destructured one (`({ key }) =>`) is read from the map.
pub(super) fn arrow(toks: &[&Tok<'_>], at: usize) -> String {
    let before = |k: usize| at.checked_sub(k).map(|p| toks[p]);
    let close = match before(1) {
        Some(Tok::Punct(")")) => Some(at - 1),
        _ => return_type_start(toks, at).filter(|k| toks[*k] == &Tok::Punct(")")),
    };
    let params = match (before(1), close) {
        (_, Some(close)) => parameters(toks, close),
        (Some(Tok::Ident(p)), None) => Some(vec![Param::Name((*p).to_owned())]),
        _ => None,
    };
    // The method the arrow is given to (`xs.map(({ a }) => ...)`), and
    // the map an `Object.entries(m)` before it reads.
    let open = close.and_then(|close| super::tokens::opening(toks.iter().copied(), close));
    let method =
        open.and_then(
            |open| match (open.checked_sub(3).map(|k| &toks[k..open]), toks.get(open)) {
                (Some([Tok::Punct("."), Tok::Ident(m), Tok::Punct("(")]), _) => Some(*m),
                _ => None,
            },
        );
    let entries_of = open.and_then(|open| {
        let k = open.checked_sub(9)?;
        match &toks[k..open - 2] {
            [
                Tok::Ident("Object"),
                Tok::Punct("."),
                Tok::Ident("entries"),
                Tok::Punct("("),
                Tok::Ident(m),
                Tok::Punct(")"),
                Tok::Punct("."),
            ] => Some(*m),
            _ => None,
        }
    });
    match params {
        Some(ref params)
            if let (Some(m), [Param::Items(pair)]) = (entries_of, params.as_slice())
                && let [key, value] = pair.as_slice() =>
        {
            let method = method.unwrap_or("map");
            // `[c, { hole }]`: the value's fields, each read from it
            // (trial 63).
            let reads = match value.strip_prefix('{').and_then(|v| v.strip_suffix('}')) {
                Some(fields) => fields
                    .split(',')
                    .map(str::trim)
                    .filter(|f| !f.is_empty())
                    .map(|f| format!("let {f} = {m}[{key}].{f};"))
                    .collect::<Vec<_>>()
                    .join(" "),
                None => format!("let {value} = {m}[{key}];"),
            };
            // `forEach`, which Rhai has not, is a loop (trial 64).
            let pass = if method == "forEach" {
                format!("for {key} in {m}.keys() {{ {reads} ... }}")
            } else {
                format!("let keys = {m}.keys(); keys.{method}(|{key}| {{ {reads} ... }})")
            };
            format!(
                "`Object.entries({m}).{method}(([{key}, {value}]) => ...)` is a pass over the map's keys in Rhai (a closure cannot destructure its parameters): `{pass}` (sorted, not in the order set: where the order matters, keep an array of the keys in that order; the keys first, in a variable of their own: a closure that reads `{m}` cannot be given to a chain that starts from `{m}`; a key is a string, `parse_float({key})` for a number)"
            )
        }
        Some(params) if params.iter().any(|p| matches!(p, Param::Items(_))) => items(&params),
        Some(params) if params.iter().any(|p| matches!(p, Param::Fields(_))) => {
            let fields = params
                .iter()
                .find_map(|p| match p {
                    Param::Fields(f) => Some(f),
                    _ => None,
                })
                .map_or(&[][..], |f| f.as_slice());
            let first = fields.first().map_or("name", String::as_str);
            // Beside other parameters (`(acc, { status }) =>`, a `reduce`),
            // the map is one of them, named `item`.
            // Given to an array's method (`taxes.map(({ rate }) => ...)`),
            // the one parameter is an item, not a tool's arguments.
            let map = if params.len() > 1 || method.is_some() {
                "item"
            } else {
                "args"
            };
            let names: Vec<&str> = params
                .iter()
                .map(|p| match p {
                    Param::Fields(_) => map,
                    other => other.name(),
                })
                .collect();
            let names = names.join(", ");
            format!(
                "{DESTRUCTURED}`({{ {} }})`: take the map and read its fields, `|{names}| ... {map}.{first}` (with braces for several statements: `|{names}| {{ ... {map}.{first} ... }}`)",
                fields.join(", ")
            )
        }
        Some(params) => {
            // `(items, fn) =>`: a name Rhai reserves, as its `_` form.
            let names: Vec<String> = params
                .iter()
                .map(Param::name)
                .map(|n| {
                    if super::tokens::RESERVED_NAMES.contains(&n) {
                        format!("{n}_")
                    } else {
                        n.to_owned()
                    }
                })
                .collect();
            let renamed: Vec<String> = params
                .iter()
                .map(Param::name)
                .filter(|n| super::tokens::RESERVED_NAMES.contains(n))
                .map(|n| {
                    format!(
                        "; `{n}` is reserved in Rhai, so `{n}_` (and each use of it in the body)"
                    )
                })
                .collect();
            // `(name, n, width = 6) =>`: a default the closure cannot keep.
            let defaults =
                open.map_or_else(Vec::new, |open| super::tokens::defaulted(&toks[open..]));
            // `xs.filter((b, i, arr) => ...)`: Rhai gives the item and its
            // index, no third (trial 64).
            let mut names = names;
            let array = match (method, names.as_slice()) {
                (
                    Some("filter" | "map" | "forEach" | "some" | "every" | "find" | "findIndex"),
                    [_, _, third],
                ) => {
                    let receiver = open
                        .and_then(|open| open.checked_sub(4))
                        .and_then(|k| match toks[k] {
                            Tok::Ident(r) => Some((*r).to_owned()),
                            _ => None,
                        })
                        .unwrap_or_else(|| "xs".to_owned());
                    let note = format!(
                        "; Rhai's `{}` gives the item and its index, no third: for `{third}`, the array itself, keep a copy before the chain, `let {third} = {receiver};`, and read that (a closure cannot read the array its chain starts from)",
                        method.unwrap_or_default()
                    );
                    names.truncate(2);
                    note
                }
                _ => String::new(),
            };
            // `() => 1` given to a function that calls it with an item
            // (trial 112's `groupSum(sales, (s) => s.staff, () => 1)`):
            // JavaScript drops the extra argument, Rhai refuses the call.
            let ignored = if names.is_empty() {
                "; where it is called with an argument (given to a function that passes it one), give it a parameter it ignores, `|_x| ...`: a Rhai closure takes no more arguments than it names"
            } else {
                ""
            };
            format!(
                "`=>` arrow functions are not Rhai: write the closure `|{}| ...` (with braces for several statements: `|{0}| {{ ... }}`){}{}{array}{ignored}",
                names.join(", "),
                renamed.concat(),
                super::tokens::no_defaults(&defaults)
            )
        }
        None => {
            "`=>` arrow functions are not Rhai: write a closure, `|x| x + 1` or `|a, b| { ... }`"
                .into()
        }
    }
}

/// `xs.filter(l => l.trim())`, the `filter` at `at`: an arrow whose body
/// is no bool (the item itself, or a call that gives a string, a count or
/// an array), which JavaScript tests by truthiness and Rhai's `filter`
/// refuses; the test it meant, with the code's names.
pub(super) fn truthy_filter(
    located: &[(usize, Tok<'_>)],
    at: usize,
    written: &str,
) -> Option<String> {
    let open = at + 1;
    let close = super::tokens::closing(located.iter().map(|(_, t)| t), open)?;
    let inner = &located[open + 1..close];
    let arrow = inner.iter().position(|(_, t)| *t == Tok::Punct("=>"))?;
    let param = match &inner[..arrow] {
        [(_, Tok::Ident(p))]
        | [
            (_, Tok::Punct("(")),
            (_, Tok::Ident(p)),
            ..,
            (_, Tok::Punct(")")),
        ] => *p,
        _ => return None,
    };
    let from = inner.get(arrow + 1)?.0 - 1;
    let to = located[close].0 - 1;
    let body: String = written
        .chars()
        .skip(from)
        .take(to.checked_sub(from)?)
        .collect();
    let body = super::translate::expression(body.trim());
    let body = body.trim();
    let (test, note) = if body == param {
        (
            format!("{param} != \"\""),
            format!(" for strings; `|{param}| {param} != ()` drops missing values"),
        )
    } else if let Some(test) = super::translate::meant_test(body) {
        (test, String::new())
    } else if body
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '[' | ']' | '"'))
    {
        // `s => s.note`: a field's truthiness, whatever its type.
        (format!("truthy({body})"), String::new())
    } else {
        return None;
    };
    Some(format!(
        "`filter` keeps the items its function answers `true` for, and Rhai has no truthiness: write `.filter(|{param}| {test})`{note} (`|{param}| truthy({body})` tests as JavaScript does)"
    ))
}

/// Whether the tokens between the `)` at `close` and the arrow at `at`
/// are a return type (`): string | undefined =>`).
pub(super) fn typed_return(toks: &[&Tok<'_>], close: usize, at: usize) -> bool {
    return_type_start(toks, at) == Some(close)
}

/// The token before the `:` of a return type (`(a): string | undefined
/// =>`, `(a): Promise<Row[]> =>`) that ends at the arrow at `at`.
fn return_type_start(toks: &[&Tok<'_>], at: usize) -> Option<usize> {
    let mut k = at.checked_sub(1)?;
    // (Inside a type's `<...>` any token, `Extract<R, { ok: false }>` of
    // trial 108's `(r): r is Extract<...> =>`.)
    let mut angles = 0usize;
    loop {
        match toks[k] {
            Tok::Punct(">") => angles += 1,
            Tok::Punct(">>") => angles += 2,
            Tok::Punct("<") => angles = angles.saturating_sub(1),
            _ if angles > 0 => {}
            Tok::Punct(":") => return k.checked_sub(1),
            Tok::Ident(_) | Tok::Punct("|" | "&" | "[" | "]" | "." | ",") => {}
            _ => return None,
        }
        k = k.checked_sub(1)?;
    }
}

/// A closure's parameter as JavaScript writes it.
#[derive(Debug, PartialEq)]
pub(super) enum Param {
    /// A plain name.
    Name(String),
    /// A destructured object, `{ key, other }`: its fields.
    Fields(Vec<String>),
    /// A destructured array, `[w, c]`: its items as written, `""` for a
    /// hole (`[, b]`) and `{ a, b }` for a destructured map.
    Items(Vec<String>),
}

impl Param {
    /// The name the Rhai closure gives the parameter.
    fn name(&self) -> &str {
        match self {
            Param::Name(n) => n,
            Param::Fields(_) => "args",
            Param::Items(items) if items.len() == 2 => "pair",
            Param::Items(_) => "items",
        }
    }
}

/// What closure parameters with a destructured array (`([w, c]) =>`,
/// `|[w, c]|`) are told: the array whole, and its items by index, with
/// the code's own names.
pub(super) fn items(params: &[Param]) -> String {
    // Several destructured arrays (`([a], [b]) =>`, a comparer) need a
    // name each: `x`, `y`, … in order.
    let several = params
        .iter()
        .filter(|p| matches!(p, Param::Items(_)))
        .count()
        > 1;
    let mut spare = ["x", "y", "z", "w"].into_iter();
    let names: Vec<&str> = params
        .iter()
        .map(|p| match p {
            Param::Items(_) if several => spare.next().unwrap_or("items"),
            _ => p.name(),
        })
        .collect();
    let mut pattern = Vec::new();
    let mut reads = Vec::new();
    for (param, name) in params.iter().zip(&names) {
        if let Param::Items(items) = param {
            pattern.push(format!("[{}]", items.join(", ")));
            for (i, item) in items.iter().enumerate() {
                match item.strip_prefix("{ ").and_then(|f| f.strip_suffix(" }")) {
                    Some(fields) => reads.extend(
                        fields
                            .split(", ")
                            .map(|f| format!("`{f}` is `{name}[{i}].{f}`")),
                    ),
                    None if item.is_empty() => {}
                    None => reads.push(format!("`{item}` is `{name}[{i}]`")),
                }
            }
        }
    }
    let whole = names.join(", ");
    let first = params
        .iter()
        .zip(&names)
        .find(|(p, _)| matches!(p, Param::Items(_)))
        .map_or("pair", |(_, name)| name);
    // A comparer of pairs, `([a], [b]) => a - b` (trial 156's heats): a
    // pair made from a map's entries holds its key as text in Rhai.
    let keys = if several {
        let second = names.get(1).copied().unwrap_or("y");
        format!(
            "; where the first items are a map's keys, they are text in Rhai: for keys that stand for numbers, compare `parse_float({first}[0]) - parse_float({second}[0])`"
        )
    } else {
        String::new()
    };
    format!(
        "Rhai closures cannot destructure their parameters (`{}`): take the array whole and read its items by index, `|{whole}| ... {first}[0] ... {first}[1]` ({}){keys}",
        pattern.join(", "),
        reads.join(", ")
    )
}

/// The parameters of the list that closes at `close`.
fn parameters(toks: &[&Tok<'_>], close: usize) -> Option<Vec<Param>> {
    let mut depth = 0usize;
    let mut open = None;
    for k in (0..close).rev() {
        match toks[k] {
            Tok::Punct(")" | "]" | "}") => depth += 1,
            Tok::Punct("(") if depth == 0 => {
                open = Some(k);
                break;
            }
            // An opener of another kind at the top: no parameter list.
            Tok::Punct("(" | "[" | "{") => depth = depth.checked_sub(1)?,
            _ => {}
        }
    }
    list(&toks[open? + 1..close])
}

/// The items of a destructured array, from the tokens after its `[`: each
/// name, `""` for a hole, `{ a, b }` for a destructured map.
fn elements(after: &[&Tok<'_>]) -> Vec<String> {
    let mut out = Vec::new();
    let mut item: Vec<&str> = Vec::new();
    let mut map = false;
    let mut depth = 0usize;
    let mut push = |item: &mut Vec<&str>, map: &mut bool| {
        out.push(if *map {
            format!("{{ {} }}", item.join(", "))
        } else {
            item.first().map_or_else(String::new, |n| (*n).to_owned())
        });
        item.clear();
        *map = false;
    };
    for tok in after {
        match tok {
            Tok::Punct("]") if depth == 0 => break,
            Tok::Punct(",") if depth == 0 => push(&mut item, &mut map),
            Tok::Punct("{") if depth == 0 && item.is_empty() => {
                map = true;
                depth += 1;
            }
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
            Tok::Ident(n) if depth == 0 || (map && depth == 1) => item.push(n),
            _ => {}
        }
    }
    push(&mut item, &mut map);
    out
}

/// The parameters between a list's brackets (`a, { key }, [w, c]`).
pub(super) fn list(inside: &[&Tok<'_>]) -> Option<Vec<Param>> {
    let mut params = Vec::new();
    let mut depth = 0usize;
    // Each parameter's first word, or the words of its first
    // `{ ... }` or `[ ... ]`.
    let mut fresh = true;
    for (k, tok) in inside.iter().enumerate() {
        match tok {
            Tok::Punct(open @ ("{" | "[")) if depth == 0 && fresh => {
                let close = if *open == "{" { "}" } else { "]" };
                // The names, not a default's value (`{ n = 5 }`).
                let within: Vec<&&Tok<'_>> = inside[k + 1..]
                    .iter()
                    .take_while(|t| ***t != Tok::Punct(close))
                    .collect();
                let words: Vec<String> = within
                    .iter()
                    .enumerate()
                    .filter_map(|(j, t)| match t {
                        Tok::Ident(n)
                            if !n.starts_with(|c: char| c.is_ascii_digit())
                                && (j == 0 || **within[j - 1] != Tok::Punct("=")) =>
                        {
                            Some((*n).to_owned())
                        }
                        _ => None,
                    })
                    .collect();
                params.push(if *open == "{" {
                    Param::Fields(words)
                } else {
                    Param::Items(elements(&inside[k + 1..]))
                });
                fresh = false;
                depth += 1;
            }
            Tok::Punct("(" | "[" | "{" | "<") => depth += 1,
            Tok::Punct(")" | "]" | "}" | ">") => depth = depth.saturating_sub(1),
            Tok::Punct(",") if depth == 0 => fresh = true,
            Tok::Ident(n) if depth == 0 && fresh => {
                params.push(Param::Name((*n).to_owned()));
                fresh = false;
            }
            Tok::Punct(_) | Tok::Str(..) if depth == 0 && fresh => return None,
            _ => {}
        }
    }
    Some(params)
}

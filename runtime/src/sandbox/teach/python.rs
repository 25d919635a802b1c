//! Python habits the parser stops on or that only fail when they run, read
//! from one line's tokens: slices (`xs[1:]`), tuple unpacking
//! (`a, b = ...`), keyword arguments (`f(x, key=...)`), comprehensions and
//! generator expressions (`[f(x) for x in xs]`), the empty `{}` (a block
//! in Rhai), and calls of a native name in a shape no native function
//! takes (`max(rows, key=...)`, `round(x, 2)`, `" ".join(xs)`), whose
//! words are in [`super::foreign`].

use super::advice::{DECLARE_LET, KEYWORD_ARGUMENTS};
use super::foreign::{self, Arg};
use super::tokens::{Habit, Tok};

/// Words that start a statement, never a variable being unpacked into.
const STATEMENT_WORDS: [&str; 8] = ["let", "const", "var", "for", "if", "while", "return", "fn"];

/// Words followed by parentheses that hold no call's arguments
/// (`for (i = 0; ...)`, `while (line = next())`).
const CONTROL_WORDS: [&str; 6] = ["for", "if", "while", "switch", "catch", "return"];

/// How the point on `float("inf")` begins.
pub(super) const INFINITY: &str = "Rhai's comparisons of an infinity are false with every number";

/// How the point on `starmap(f, rows)` begins; a `lambda` inside it is
/// told by this point alone.
pub(super) const STARMAP: &str =
    "Rhai has no `starmap`, and its `map` gives a closure each row whole";

/// A map a form's closure reads, `m`: an object's field (`this.minutes`,
/// or Python's `self.minutes`) kept in a variable of its own first, since
/// a closure has no `this` (trial 82's form was refused by the check);
/// the statement that keeps it, and the name to read.
fn closure_readable(m: &str) -> (String, String) {
    let word = super::tokens::is_name;
    match m.strip_prefix("this.").or_else(|| m.strip_prefix("self.")) {
        Some(field) if word(field) => (format!("let {field} = this.{field}; "), field.to_owned()),
        // `this.area_by_size(SIZES)`, a method's map (trial 85): kept
        // under a name of its own, since the method's name is a `fn`'s.
        Some(call)
            if call
                .split_once('(')
                .is_some_and(|(name, rest)| word(name) && rest.ends_with(')')) =>
        {
            (format!("let kept = this.{call}; "), "kept".to_owned())
        }
        _ => (String::new(), m.to_owned()),
    }
}

/// The habits of this module on a line: `located` its tokens, `written`
/// the line as written (for the text of an expression).
pub(super) fn found(located: &[(usize, Tok<'_>)], written: &str) -> Vec<Habit> {
    let mut out: Vec<Habit> = Vec::new();
    let mut add = |column: usize, text: String| {
        if !out.iter().any(|h| h.text == text) {
            out.push(Habit { column, text });
        }
    };
    let text = |from: usize, to: usize| between(written, from, to);
    unpacking(located, written, &mut add);
    // `{"1G", "2G"}`: Python's set of literals, a block in Rhai (trials
    // 97 and 98 were told only the `let`; one cost a mount).
    for (k, (column, tok)) in located.iter().enumerate() {
        if *tok != Tok::Punct("{") {
            continue;
        }
        let Some(close) = super::tokens::closing(located.iter().map(|(_, t)| t), k) else {
            continue;
        };
        let inner = &located[k + 1..close];
        // (Two items at least, and not a template's `${ "x" }` or a
        // map's `#{`.)
        let set = inner.len() >= 3
            && k.checked_sub(1)
                .is_none_or(|p| !matches!(located[p].1, Tok::Punct("$" | "#")))
            && super::tokens::literal_items(inner.iter().map(|(_, t)| t));
        if set {
            let items = text(*column + 1, located[close].0);
            // (Python's `'a'` is a text; Rhai's, one character.)
            let items = if items.contains('"') {
                items
            } else {
                items.replace('\'', "\"")
            };
            // (Inside `frozenset(...)`: the whole call is the array.)
            let call = match k.checked_sub(2).map(|p| &located[p].1) {
                Some(Tok::Ident(call @ ("set" | "frozenset")))
                    if located[k - 1].1 == Tok::Punct("(") =>
                {
                    format!(" (for the whole `{call}({{...}})`)")
                }
                _ => String::new(),
            };
            add(
                *column,
                format!(
                    "Rhai has no sets, and `{{...}}` of values is a block: write the items as an array, `[{items}]`{call}, and test one with `xs.contains(x)` (or `x in xs`); a set that grows is a map of keys, `let seen = #{{}}; seen[k] = true;`"
                ),
            );
        }
    }
    // `map(parse, filter(is_data, rows))`: Python's function first, where
    // Rhai's `map` and `filter` are the array's methods and read
    // `filter(f, xs)` as `f.filter(xs)` ("Function not found: filter (Fn,
    // array)", trial 72).
    if let Some(k) = located
        .windows(2)
        .position(|w| matches!(w, [(_, Tok::Ident("map" | "filter")), (_, Tok::Punct("("))]))
        && k.checked_sub(1)
            .is_none_or(|p| located[p].1 != Tok::Punct("."))
        && let Some(close) = super::tokens::closing(located.iter().map(|(_, t)| t), k + 1)
        && super::tokens::top_level(
            located[k + 2..close].iter().map(|(_, t)| t),
            &Tok::Punct(","),
        )
        .is_some()
        && let Tok::Ident(name) = located[k].1
    {
        let call = text(located[k].0, located[close].0 + 1);
        // (A lambda's chained comparison joined, as a comprehension's is:
        // trial 76's `map(lambda s: 0 <= s <= MAX, ...)`.)
        let rhai = unchained(&super::translate::expression(&call));
        // `map(dept_line, by_dept.items())`: each pair, a key and its
        // value, which a map's keys alone are not (trial 82).
        let args = trimmed_parts(&text(located[k + 1].0 + 1, located[close].0));
        let rhai = match args.as_slice() {
            [f, pairs] if f.chars().all(|c| c.is_alphanumeric() || c == '_') => {
                // `map(trail_row, groupby(...))`: each pair of the map of
                // groups `groupby`'s own point builds (trial 95).
                if pairs.starts_with("groupby(") {
                    format!("let keys = groups.keys(); keys.{name}(|k| {f}([k, groups[k]]))")
                } else {
                    match pairs.strip_suffix(".items()") {
                        Some(m)
                            if m.chars()
                                .all(|c| c.is_alphanumeric() || c == '_' || c == '.') =>
                        {
                            let (kept, m) = closure_readable(m);
                            format!(
                                "{kept}let keys = {m}.keys(); keys.{name}(|k| {f}([k, {m}[k]]))"
                            )
                        }
                        _ => rhai,
                    }
                }
            }
            _ => rhai,
        };
        let grouped = if rhai.contains("groups.keys()") && !written.contains("groups") {
            ", with `groups` the map of groups the point on `groupby` builds: the function is given each key and its group, as Python's is"
        } else {
            ""
        };
        // (A method Rhai lacks left in the form, `text.splitlines()`,
        // is named: trial 152's player followed the form as written.)
        let pending = foreign_left(&rhai).map_or(String::new(), |left| {
            format!(" (this holds once `{left}` is replaced, as its own point says)")
        });
        if !rhai.trim().starts_with(&format!("{name}(")) {
            add(
                located[k].0,
                format!(
                    // (`function` and `items`, where `f` was read as a
                    // file of the code's own: trial 95.)
                    "Python's `{name}(function, items)` takes the function first; Rhai's `{name}` is the array's method, and reads `{name}(function, items)` as `function.{name}(items)` (\"Function not found: {name} (Fn, array)\"): write `{}`{grouped}{pending}",
                    rhai.trim()
                ),
            );
        }
    }
    // `starmap(lambda d, n, fill: ..., rows)`: each row spread over the
    // function's parameters, where Rhai's `map` gives its closure the row
    // whole (trial 87's closure of three was "not found" at run time).
    if let Some(k) = located
        .windows(2)
        .position(|w| matches!(w, [(_, Tok::Ident("starmap")), (_, Tok::Punct("("))]))
        && let Some(close) = super::tokens::closing(located.iter().map(|(_, t)| t), k + 1)
    {
        let inside = text(located[k + 1].0 + 1, located[close].0);
        // (A lambda's parameters hold commas of their own: they end at
        // its `:`, and the rows are the last argument.)
        let (lambda, args) = match inside
            .strip_prefix("lambda ")
            .and_then(|l| l.split_once(':'))
        {
            Some((params, rest)) => (Some(params.to_owned()), trimmed_parts(rest)),
            None => (None, trimmed_parts(&inside)),
        };
        let split = match (&lambda, args.as_slice()) {
            (Some(_), [body @ .., rows]) if !body.is_empty() => {
                Some((body.join(", "), rows.clone()))
            }
            (None, [f, rows]) => Some((f.clone(), rows.clone())),
            _ => None,
        };
        // `starmap(f, groupby(...))`: the map of groups the point on
        // `groupby` builds, each key and its group (trial 169's form read
        // a key's characters as the pair).
        if let Some((f, rows)) = &split
            && rows.trim_start().starts_with("groupby(")
            && lambda.is_none()
            && super::tokens::is_name(f.trim())
        {
            add(
                located[k].0,
                format!(
                    "{STARMAP}, and `groupby` is a map of groups in Rhai (the point on `groupby` builds it, `groups`): give each key and its group, `let keys = groups.keys(); keys.map(|k| {}(k, groups[k]))` (the keys come sorted as text; a chain that starts from `groups.keys()` cannot read `groups` in its closure)",
                    f.trim()
                ),
            );
        } else if let Some((f, rows)) = split {
            let rows = super::translate::operand(&super::translate::expression(&rows));
            let rhai = match lambda.as_deref().map(|params| (params, f.as_str())) {
                Some((params, body)) => {
                    let reads: Vec<String> = params
                        .split(',')
                        .map(str::trim)
                        .enumerate()
                        .map(|(i, p)| format!("let {p} = row[{i}];"))
                        .collect();
                    format!(
                        "{rows}.map(|row| {{ {} {} }})",
                        reads.join(" "),
                        super::translate::expression(body.trim()).trim()
                    )
                }
                None => format!("{rows}.map(|row| {f}(row[0], row[1]))"),
            };
            add(
                located[k].0,
                format!(
                    "{STARMAP}: give `map` a closure of one row and read its parts by index, {}{}{}",
                    super::translate::code(&rhai),
                    if lambda.is_some() {
                        ""
                    } else {
                        " (an argument for each part the rows hold)"
                    },
                    // (A call of Python's left in the rows, `list(...)`:
                    // trial 173's form kept it, with no word.)
                    pending_note(&rhai)
                        .strip_prefix("; ")
                        .map_or(String::new(), |n| format!("; {n}"))
                ),
            );
        }
    }
    // `return a, b`: Python's tuple, an array in Rhai (trial 61).
    if let [(column, Tok::Ident("return")), rest @ ..] = located
        && !written.trim_end().ends_with(';')
        && super::tokens::top_level(rest.iter().map(|(_, t)| t), &Tok::Punct(",")).is_some()
    {
        let values = text(
            rest.first().map_or(*column, |(c, _)| *c),
            written.chars().count() + 1,
        );
        let values = super::translate::expression(&values);
        // (A comprehension among the values, which its own point writes:
        // trial 173's form kept it as Python's.)
        let pending = pending_note(&values);
        add(
            *column,
            format!(
                "Rhai has no tuples: return an array, `return [{values}];`, and read its items where it is called, `let r = f(...); let first = r[0];`{pending}"
            ),
        );
    }
    // `zip(*(splits(r) for r in ok))`: rows turned into columns, which
    // the forms leave as written where the rows are not a name (trial
    // 62): its own point.
    if let Some(k) = located.windows(3).position(|w| {
        matches!(
            w,
            [
                (_, Tok::Ident("zip")),
                (_, Tok::Punct("(")),
                (_, Tok::Punct("*"))
            ]
        )
    }) && let Some(close) = closing(located, k + 1)
        && close > k + 4
    {
        let rows = text(located[k + 3].0, located[close].0);
        add(
            located[k].0,
            format!(
                "Rhai has no `zip(*rows)`: keep the rows in an array first, `let rows = ...;` (here `{rows}`, as its own point writes it), then turn them into columns with a loop, `let cols = []; if rows.len() > 0 {{ for i in 0..rows[0].len() {{ cols.push(rows.map(|r| r[i])); }} }}`, and use `cols`"
            ),
        );
    }
    // `top = by_person and sorted(by_person) or [None]`: Python's older
    // conditional, which picks a value (trial 64).
    if let Some(eq) = located.iter().position(|(_, t)| *t == Tok::Punct("="))
        && eq > 0
        // (An assignment's `=`, after the names it sets: not `>=`.)
        && located[..eq]
            .iter()
            .all(|(_, t)| matches!(t, Tok::Ident(_) | Tok::Punct("," | "." | "*")))
        && let Some(and_at) = located[eq..]
            .iter()
            .position(|(_, t)| *t == Tok::Ident("and"))
            .map(|k| eq + k)
        && let Some(or_at) = located[and_at..]
            .iter()
            .rposition(|(_, t)| *t == Tok::Ident("or"))
            .map(|k| and_at + k)
        && let [(_, Tok::Ident(cond))] = &located[eq + 1..and_at]
        && !located[and_at + 1..or_at].iter().any(|(_, t)| {
            matches!(
                t,
                Tok::Punct("==" | "!=" | "<" | ">") | Tok::Ident("and" | "or" | "not" | "in" | "is")
            )
        })
        && or_at > and_at + 1
        && or_at + 1 < located.len()
        // (A value, a call or a literal, not a name: `a and b or c` of
        // names may be a test of bools.)
        && located[and_at + 1..or_at]
            .iter()
            .any(|(_, t)| matches!(t, Tok::Punct("(" | "[") | Tok::Str(..)))
    {
        let picked = super::translate::expression(&text(located[and_at + 1].0, located[or_at].0));
        let other =
            super::translate::expression(&text(located[or_at + 1].0, written.chars().count() + 1));
        add(
            located[and_at].0,
            format!(
                "`{cond} and ... or ...` picks a value (Python's conditional from before `x if c else y`), and Rhai's `&&` and `||` take only bools: write `if truthy({cond}) {{ {picked} }} else {{ {other} }}`"
            ),
        );
    }
    // `row["won"] += mine > theirs`: a bool added to a number, which Rhai
    // refuses (Python and JavaScript count `True` as 1; trial 61).
    if let Some(k) = located
        .windows(2)
        .position(|w| matches!(w, [(_, Tok::Punct("+" | "-")), (_, Tok::Punct("="))]))
        && let rest = &located[k + 2..]
        && super::tokens::top_level(rest.iter().map(|(_, t)| t), &Tok::Punct(">"))
            .or_else(|| super::tokens::top_level(rest.iter().map(|(_, t)| t), &Tok::Punct("<")))
            .or_else(|| super::tokens::top_level(rest.iter().map(|(_, t)| t), &Tok::Punct("==")))
            .or_else(|| super::tokens::top_level(rest.iter().map(|(_, t)| t), &Tok::Punct("!=")))
            .is_some()
        && !rest.iter().any(|(_, t)| {
            matches!(
                t,
                Tok::Ident("if" | "and" | "or") | Tok::Punct("?" | "&&" | "||")
            )
        })
        && let Some((start, _)) = rest.first()
    {
        let test = text(*start, written.chars().count() + 1);
        let test = super::translate::expression(test.trim_end_matches(';'));
        let op = if located[k].1 == Tok::Punct("-") {
            "-="
        } else {
            "+="
        };
        add(
            located[k].0,
            format!(
                "Rhai adds no bool to a number (Python and JavaScript count `true` as 1): write `{op} if {test} {{ 1 }} else {{ 0 }};`"
            ),
        );
    }
    // `w=row.w + (o == "W")`: a comparison in brackets added to a number
    // (trial 178's was told nothing).
    if let Some(k) = located
        .windows(2)
        .position(|w| matches!(w, [(_, Tok::Punct("+" | "-")), (_, Tok::Punct("("))]))
        && k > 0
        && matches!(located[k - 1].1, Tok::Ident(_) | Tok::Punct(")" | "]"))
        && let Some(close) = super::tokens::closing(located.iter().map(|(_, t)| t), k + 1)
        && let inner = &located[k + 2..close]
        && ["==", "!=", "<", ">"].iter().any(|op| {
            super::tokens::top_level(inner.iter().map(|(_, t)| t), &Tok::Punct(op)).is_some()
        })
        && !inner
            .iter()
            .any(|(_, t)| matches!(t, Tok::Ident("if" | "and" | "or" | "for") | Tok::Punct("?")))
        && let (Some((start, _)), Some((end, _))) = (inner.first(), located.get(close))
    {
        let test = super::translate::expression(&text(*start, *end));
        let op = if located[k].1 == Tok::Punct("-") {
            "-"
        } else {
            "+"
        };
        add(
            located[k].0,
            format!(
                "Rhai adds no bool to a number (Python and JavaScript count `True` as 1): write `{op} if {} {{ 1 }} else {{ 0 }}` for `{op} ({})`",
                test.trim(),
                text(*start, *end).trim()
            ),
        );
    }
    // `float("inf")`: Rhai's infinity compares false with every number.
    if super::translate::INFINITIES
        .iter()
        .any(|(python, _)| !python.starts_with("parse_float") && written.contains(python))
        && let Some((column, _)) = located
            .iter()
            .find(|(_, t)| matches!(t, Tok::Ident("float" | "inf")))
    {
        add(
            *column,
            format!(
                "{INFINITY} (`55.0 <= x` too, and `x == x`): for a bound no number passes, write a large one, `1.0e300` for `float(\"inf\")` (`-1.0e300` for `-inf`)"
            ),
        );
    }
    // TypeScript's `list.reduce<ArtistStats>(`: a type argument.
    for (k, (column, tok)) in located.iter().enumerate() {
        if *tok == Tok::Punct("<")
            && let Some(close) = type_argument(located, k)
        {
            let written_type = text(*column, located[close].0 + 1);
            add(
                *column,
                format!("Rhai has no types: drop the type argument `{written_type}`"),
            );
        }
    }
    // `filter(None, xs)`: the items that are truthy.
    if let Some(k) = located.windows(4).position(|w| {
        matches!(
            w,
            [
                (_, Tok::Ident("filter")),
                (_, Tok::Punct("(")),
                (_, Tok::Ident("None")),
                (_, Tok::Punct(","))
            ]
        )
    }) && let Some(close) = closing(located, k + 1)
    {
        let xs = super::translate::expression(&text(located[k + 3].0 + 1, located[close].0));
        let xs = super::translate::operand(&xs);
        add(
            located[k].0,
            format!(
                "Python's `filter(None, ...)` keeps the truthy items: write `{xs}.filter(|x| truthy(x))` (the sandbox's `truthy` tests as Python does)"
            ),
        );
    }
    // `(end - start) % 24`: Python's `%` takes the sign of the right side
    // (23 for -1 % 24), Rhai's that of the left (-1).
    if let Some(k) = (1..located.len()).find(|&k| {
        located[k].1 == Tok::Punct("%")
            && located[k - 1].1 == Tok::Punct(")")
            && super::tokens::opening(located.iter().map(|(_, t)| t), k - 1)
                .is_some_and(|open| located[open..k].iter().any(|(_, t)| *t == Tok::Punct("-")))
    }) {
        let n = operand_after(located, k, &text);
        let python = n
            .parse::<i64>()
            .map_or_else(|_| format!("{n} - 1"), |v| (v - 1).to_string());
        add(
            located[k].0,
            format!(
                "{REMAINDER}(`-1 % {n}` is -1), where Python's takes the right side's (`-1 % {n}` is {python}): where the left may be negative, write `((x % {n}) + {n}) % {n}`"
            ),
        );
    }
    // `best = run = i = 0`: each name declared with the one value.
    let assigned: Vec<&str> = located
        .chunks(2)
        .map_while(|pair| match pair {
            [(_, Tok::Ident(name)), (_, Tok::Punct("="))] => Some(*name),
            _ => None,
        })
        .collect();
    if assigned.len() >= 2
        && let Some((from, _)) = located.get(assigned.len() * 2)
    {
        let value = empty_value(&super::translate::expression(&text(*from, usize::MAX)));
        let lets: Vec<String> = assigned
            .iter()
            .map(|n| format!("let {n} = {value};"))
            .collect();
        add(
            located[0].0,
            format!(
                "Rhai assigns one variable at a time: declare each name with the value, `{}`",
                lets.join(" ")
            ),
        );
    }
    // Each chain of the line (trial 68's `0 <= h < 24 and 0 <= m < 60`).
    let mut rest = located;
    while let Some((column, habit, end)) = chained(rest, &text) {
        add(column, habit);
        let Some(next) = rest.iter().position(|(c, _)| *c >= end) else {
            break;
        };
        rest = &rest[next..];
    }
    // `if zone not in TARIFFS:`: Rhai's `in`, negated.
    if let Some(k) = (1..located.len().saturating_sub(2)).find(|k| {
        located[*k].1 == Tok::Ident("not")
            && located[*k + 1].1 == Tok::Ident("in")
            && matches!(
                located[*k - 1].1,
                Tok::Ident(_) | Tok::Str(..) | Tok::Punct(")" | "]")
            )
    }) {
        let left = text(operand_start_text(located, k), located[k].0);
        let right = operand_after(located, k + 1, &text);
        let left = super::translate::expression(&left);
        add(
            located[k].0,
            format!("write `!({left} in {right})` instead of `{left} not in {right}`"),
        );
    }
    // `for _, artist, _, secs in plays:`: three names or more.
    if let [(_, Tok::Ident("for")), rest @ ..] = located
        && let Some(at) = rest.iter().position(|(_, t)| *t == Tok::Ident("in"))
        && at >= 5
        && rest[..at].iter().enumerate().all(|(k, (_, t))| {
            if k % 2 == 0 {
                matches!(t, Tok::Ident(_))
            } else {
                *t == Tok::Punct(",")
            }
        })
        // (A literal, `((home, hs), (away, as_))`, too: trial 115's.)
        && let Some(items) = match rest.get(at + 1) {
            Some((_, Tok::Ident(items))) => Some(*items),
            Some((_, Tok::Punct("(" | "["))) => Some("items"),
            _ => None,
        }
        // (`zip(...)`: a loop over the indexes, told by `paired_loop`.)
        && !(items == "zip" && rest.get(at + 2).map(|(_, t)| t) == Some(&Tok::Punct("(")))
    {
        // (Not a name the loop binds: `for site, n in sites` keeps `site`,
        // trial 61.)
        let bound: Vec<&str> = rest[..at]
            .iter()
            .filter_map(|(_, t)| match t {
                Tok::Ident(n) => Some(*n),
                _ => None,
            })
            .collect();
        // (`entries`' one is `entry`, not `entrie`: trial 176.)
        let singular = items
            .strip_suffix("ies")
            .map(|stem| format!("{stem}y"))
            .or_else(|| items.strip_suffix('s').map(str::to_owned))
            .unwrap_or_default();
        let item = [singular.as_str(), "row", "item", "entry"]
            .into_iter()
            .find(|i| !i.is_empty() && !bound.contains(i))
            .unwrap_or("entry_");
        // The whole iterable, `survey.pitches()` (trial 65), to the `:`
        // that ends the line, or in a comprehension to its `if`, its next
        // `for` or the bracket that closes it (trial 176's took `entries
        // if best is not None),` whole).
        let from = rest[at + 1].0;
        let mut depth = 0usize;
        let to = rest[at + 1..]
            .iter()
            .find(|(_, t)| match t {
                Tok::Punct("(" | "[" | "{") => {
                    depth += 1;
                    false
                }
                Tok::Punct(")" | "]" | "}") if depth > 0 => {
                    depth -= 1;
                    false
                }
                Tok::Punct(")" | "]" | "}" | ",") | Tok::Ident("if" | "for") => depth == 0,
                _ => false,
            })
            .map(|(c, _)| *c)
            .or_else(|| {
                located
                    .iter()
                    .rev()
                    .find(|(_, t)| *t == Tok::Punct(":"))
                    .map(|(c, _)| *c)
            })
            .unwrap_or(written.chars().count() + 1);
        let whole = super::translate::expression(&text(from, to));
        let items = if whole.is_empty() {
            items
        } else {
            whole.as_str()
        };
        let reads: Vec<String> = rest[..at]
            .iter()
            .step_by(2)
            .enumerate()
            .filter_map(|(i, (_, t))| match t {
                Tok::Ident(n) if *n != "_" => Some(format!("let {n} = {item}[{i}];")),
                _ => None,
            })
            .collect();
        add(
            rest[0].0,
            format!(
                "Rhai's `for` binds one item (a second name would be its index): `for {item} in {items} {{ {} ... }}`",
                reads.join(" ")
            ),
        );
    }
    for (i, (column, tok)) in located.iter().enumerate() {
        let prev = i.checked_sub(1).map(|p| &located[p].1);
        let next = located.get(i + 1).map(|(_, t)| t);
        match tok {
            Tok::Ident(name) if next == Some(&Tok::Punct("(")) => {
                if matches!(prev, Some(Tok::Ident("def" | "fn" | "function")))
                    || CONTROL_WORDS.contains(name)
                {
                    // (A comprehension's `for (e, _), ... in`, whose
                    // brackets are its target's: told below for `for x`.)
                    if *name == "for"
                        && i > 0
                        && let Some(habit) = comprehension_point(located, i, &text)
                    {
                        add(*column, habit);
                    }
                    continue;
                }
                let Some(close) = closing(located, i + 1) else {
                    // `"\n".join(` with its array on the lines after
                    // (trial 159's was told nothing, and refused next).
                    if *name == "join"
                        && prev == Some(&Tok::Punct("."))
                        && let Some((c, Tok::Str(_, len))) = i.checked_sub(2).map(|k| &located[k])
                    {
                        let sep: String = written.chars().skip(*c).take(*len).collect();
                        add(
                            *column,
                            format!(
                                "`join` is called on the array, with the separator as its argument: write `(...).join(\"{sep}\")` for `\"{sep}\".join(...)`, with the array the lines after it build in the brackets"
                            ),
                        );
                    }
                    continue;
                };
                let parts = split(&located[i + 2..close]);
                let mut args: Vec<Arg> = parts.iter().map(|p| arg(p)).collect();
                // `Math.round(x)`, `Math.max(...)`: JavaScript's globals,
                // told by their own point.
                if prev == Some(&Tok::Punct("."))
                    && i.checked_sub(2).map(|r| &located[r].1) == Some(&Tok::Ident("Math"))
                {
                    continue;
                }
                if prev == Some(&Tok::Punct(".")) {
                    let receiver = match i.checked_sub(2).map(|r| &located[r].1) {
                        Some(Tok::Str(..)) => Arg::Str,
                        Some(Tok::Punct("]")) => Arg::Other,
                        _ => Arg::Other,
                    };
                    args.insert(0, receiver);
                } else if *name == "Path"
                    && located[i + 2..close]
                        .iter()
                        .any(|(_, t)| *t == Tok::Ident("__file__"))
                {
                    // `Path(__file__).parent / "root" / "x.csv"`: no text
                    // to keep (trial 174's was told to keep it, with the
                    // folders the root already is).
                    let file = located[close..].iter().rev().find_map(|(c, t)| match t {
                        Tok::Str(_, len) => {
                            let s = text(c + 1, c + 1 + len);
                            Some(s.rsplit('/').next().unwrap_or(&s).to_owned())
                        }
                        _ => None,
                    });
                    let written = file.map_or("\"data.csv\"".to_owned(), |f| format!("\"{f}\""));
                    add(
                        *column,
                        format!(
                            "Rhai has no `Path`, and a plugin has no file of its own: a path built from `__file__` names the file by its place beside the script, where a plugin names it by its path inside the fs service's root, as text: drop the whole expression and write that path, `{written}` here if the file is at the root (the folders the script climbed to, such as `root`, are the root already)"
                        ),
                    );
                } else if *name == "Path" {
                    add(
                        *column,
                        format!("Rhai has no `Path`: {}", super::advice::PATH_TEXT),
                    );
                } else if *name == "partial" && args.len() >= 2 && close > i + 2 {
                    // `partial(is_status, "delivered")`: a closure that
                    // passes the fixed arguments first (trial 162's forms
                    // kept `partial`, "as its own point says", and none
                    // said).
                    let inner = text(located[i + 2].0, located[close].0);
                    let parts = super::translate::top_level_parts(&inner);
                    if let [function, fixed @ ..] = parts.as_slice() {
                        let fixed: Vec<String> = fixed
                            .iter()
                            .map(|a| super::translate::expression(a.trim()).trim().to_owned())
                            .collect();
                        add(
                            *column,
                            format!(
                                "Rhai has no `partial`: write a closure that passes the fixed arguments first, `|x| {}({}, x)`",
                                function.trim(),
                                fixed.join(", ")
                            ),
                        );
                    }
                } else if *name == "int" && args.len() == 1 {
                    add(*column, foreign::INT.to_owned());
                } else if *name == "round" && args.len() == 1 {
                    add(*column, foreign::HALF_TO_EVEN.to_owned());
                }
                // One argument to `min(` on a line whose brackets do not
                // balance is more likely a `)` too early than an array.
                let balanced = located
                    .iter()
                    .filter(|(_, t)| *t == Tok::Punct("("))
                    .count()
                    == located
                        .iter()
                        .filter(|(_, t)| *t == Tok::Punct(")"))
                        .count();
                let early = matches!(*name, "min" | "max") && args.len() == 1 && !balanced;
                // `stack.append((ch, i))`: Python adds one item, a tuple,
                // which is an array in Rhai.
                if *name == "append"
                    && prev == Some(&Tok::Punct("."))
                    && let [part] = parts.as_slice()
                    && let [(from, Tok::Punct("(")), .., (to, Tok::Punct(")"))] = part
                    && part.iter().any(|(_, t)| *t == Tok::Punct(","))
                    && let Some(Tok::Ident(_)) = i.checked_sub(2).map(|r| &located[r].1)
                {
                    // (Each item on its own, so that each is read whole,
                    // `rec["note"] or "-"` with its own test: trial 165.)
                    let items = super::translate::top_level_parts(&text(from + 1, *to))
                        .iter()
                        .map(|item| super::translate::expression(item.trim()).trim().to_owned())
                        .collect::<Vec<_>>()
                        .join(", ");
                    // The whole path, `ledger.rejected` (trial 83 was told
                    // its last name alone).
                    let before = text(1, located[i - 1].0);
                    let list =
                        super::translate::expression(&before[super::tokens::path_start(&before)..]);
                    // (`(AS_OF - due).days`, a date's arithmetic, has its
                    // own point: trial 124's form kept it as it was.)
                    let dates = if [").days", ").seconds", ".total_seconds()"]
                        .iter()
                        .any(|d| items.contains(d))
                    {
                        "; this holds once the dates' arithmetic is written as the point on dates says, day numbers subtracted"
                    } else {
                        ""
                    };
                    add(
                        *column,
                        format!(
                            "Python's `append` adds one item, and Rhai's `append` adds another array's items one by one: write `{list}.push([{items}])` (a tuple is an array in Rhai{dates})"
                        ),
                    );
                    continue;
                }
                // `for x, y in zip(a, b)`: the loop's own item says it.
                let looped = *name == "zip" && prev == Some(&Tok::Ident("in"));
                // `zip(a, b, c)` of three sequences, no closure (trial 61):
                // in a first answer no closure is a variable's.
                let zipped =
                    (*name == "zip" && args.len() > 2 && !args.contains(&foreign::Arg::Closure))
                        .then_some(foreign::ZIP);
                if let Some(advice) = foreign::misused(name, &args)
                    .or(zipped)
                    .filter(|_| !early && !looped)
                {
                    // `"\n".join(out)`: the line's own array and separator.
                    let own = (advice == foreign::JOIN)
                        .then(|| {
                            let from = located[i - 2].0;
                            super::translate::expression(&text(from, located[close].0 + 1))
                        })
                        .filter(|rhai| {
                            rhai.ends_with(')')
                                // (A list with a splat joined, `([head] +
                                // rows)`, trial 149.)
                                && (!rhai.starts_with('(') || rhai.starts_with("(["))
                                && !rhai.contains("\".join")
                                && !rhai.contains(" for ")
                                && foreign_left(rhai).is_none()
                        });
                    match own {
                        Some(rhai) => add(
                            *column,
                            format!(
                                "`join` is called on the array, with the separator as its argument: write {}",
                                super::translate::code(&rhai)
                            ),
                        ),
                        // `", ".join(sorted(a & b))`: the code's own separator.
                        None if advice == foreign::JOIN
                            && let Some((c, Tok::Str(_, len))) =
                                i.checked_sub(2).map(|k| &located[k]) =>
                        {
                            let sep: String = written.chars().skip(*c).take(*len).collect();
                            add(
                                *column,
                                format!(
                                    "`join` is called on the array, with the separator as its argument: write `arr.join(\"{sep}\")` for `\"{sep}\".join(arr)`, with `arr` the array"
                                ),
                            );
                        }
                        None => add(*column, advice.to_owned()),
                    }
                }
                if matches!(*name, "sorted" | "sort")
                    && let Some(advice) = sort_key(&parts, located, close, &text)
                {
                    add(*column, advice);
                } else if *name == "_replace" && prev == Some(&Tok::Punct(".")) {
                    // `swim._replace(finish=t)`: a namedtuple's copy with a
                    // field changed, a map joined with another in Rhai
                    // (trial 109 was told to pass the values in order).
                    let record = super::tokens::operand_before(located, i - 1, written);
                    let fields: Vec<String> = super::translate::top_level_parts(&text(
                        located[i + 1].0 + 1,
                        located[close].0,
                    ))
                    .iter()
                    .filter_map(|part| {
                        let (key, value) = part.split_once('=')?;
                        Some(format!(
                            "{}: {}",
                            key.trim(),
                            super::translate::expression(value.trim()).trim()
                        ))
                    })
                    .collect();
                    add(
                        *column,
                        format!(
                            "a record is a map in Rhai, with no `_replace`: its copy with fields changed is the map joined with one of the new values, `{} + #{{ {} }}` (the right side's keys win)",
                            super::translate::expression(&record).trim(),
                            fields.join(", ")
                        ),
                    );
                } else if *name == "enumerate" && parts.iter().any(|p| keyword(p) == Some("start"))
                {
                    add(
                        *column,
                        format!(
                            "{KEYWORD_ARGUMENTS}, and `for (item, i) in arr` counts `i` from 0: for `enumerate(xs, start=1)` write `i + 1` where the number is used"
                        ),
                    );
                } else if let Some(key) = parts
                    .iter()
                    // (Not a lambda's default, `lambda c, w=w: ...`, whose
                    // parameters the call's commas split: trial 101.)
                    .scan(false, |in_lambda, p| {
                        let starts = matches!(p.first(), Some((_, Tok::Ident("lambda"))));
                        let closes = p.iter().any(|(_, t)| *t == Tok::Punct(":"));
                        let inside = *in_lambda;
                        *in_lambda = (starts || inside) && !closes;
                        Some((inside, p))
                    })
                    .filter(|(inside, _)| !inside)
                    .find_map(|(_, p)| keyword(p))
                    // (`"{a}".format(a=1)`: the template's point says
                    // where each value goes.)
                    && !matches!(*name, "min" | "max" | "field" | "format" | "_replace")
                    // A function Rhai lacks has its own point, as has a
                    // module's (`json.dumps(x, sort_keys=True)`).
                    && foreign::function(name).is_none()
                    // (`open(path, encoding=...)` is told as a file read.)
                    && !matches!(*name, "open" | "print")
                    && !(prev == Some(&Tok::Punct("."))
                        && matches!(i.checked_sub(2).map(|r| &located[r].1), Some(Tok::Ident(m)) if super::advice::no_module(m).is_some()))
                {
                    add(*column, keyword_text(key, name));
                }
            }
            Tok::Punct("[")
                if matches!(prev, Some(Tok::Ident(_) | Tok::Punct(")" | "]")))
                    && !matches!(prev, Some(Tok::Ident("in" | "return" | "of"))) =>
            {
                let Some(close) = closing(located, i) else {
                    continue;
                };
                let inside = &located[i + 1..close];
                let Some(colon) = top_level(inside, ":") else {
                    continue;
                };
                if inside.iter().any(|(_, t)| *t == Tok::Punct("?")) {
                    continue;
                }
                let receiver = match prev {
                    Some(Tok::Ident(n)) => (*n).to_owned(),
                    _ => "arr".to_owned(),
                };
                let colon_col = inside[colon].0;
                let from = text(column + 1, colon_col);
                let to = text(colon_col + 1, located[close].0);
                let text = if to.contains(':') {
                    // (A step, `[::-1]`: the array's own way.)
                    let (start, count) = super::translate::slice(&receiver, &from, &to);
                    let args = match &count {
                        Some(count) => format!("{start}, {count}"),
                        None => start,
                    };
                    format!(
                        "Rhai has no slices `{receiver}[{from}:{to}]`: `{receiver}.sub_string({args})` for a string, `{receiver}.extract({args})` for an array (both take a start and a count of items, not an end: `s.sub_string(1)` is all from index 1 on, `arr.extract(1, 2)` 2 items from index 1)"
                    )
                } else {
                    format!(
                        "Rhai has no slices `{receiver}[{from}:{to}]`: write `{}` (the sandbox's `slice`, of a text or an array, takes them as Python does: from the start up to the end, not included, a negative index counted from the end)",
                        super::translate::slice_call(&receiver, &from, &to)
                    )
                };
                add(*column, text);
            }
            // `map(int, xs)`, `_num(v, int)`: a conversion passed as a
            // value (not `isinstance(x, str)`, which names a type).
            Tok::Ident(kind @ ("int" | "float" | "str"))
                if matches!(prev, Some(Tok::Punct("(" | "," | "=")))
                    && matches!(next, Some(Tok::Punct("," | ")")))
                    && !matches!(
                        enclosing_call(located, i),
                        Some("isinstance" | "issubclass" | "cast" | "defaultdict")
                    )
                    // `isinstance(x, (int, float))`: a tuple of types.
                    && !located[..i].iter().any(|(_, t)| matches!(t, Tok::Ident("isinstance" | "issubclass"))) =>
            {
                let rhai = match *kind {
                    "int" => "|x| parse_int(x)",
                    "float" => "|x| parse_float(x)",
                    _ => "|x| x.to_string()",
                };
                add(
                    *column,
                    format!(
                        "`{kind}` is Python's and names nothing in Rhai: as a function value, write the closure `{rhai}` in its place (a function given a closure calls it as a function, `kind(value)`)"
                    ),
                );
            }
            // `[head, *rest]`, `*track_lines(rows),`: a list spread.
            Tok::Punct("*")
                if matches!(prev, None | Some(Tok::Punct("[" | "," | "(")))
                    && matches!(next, Some(Tok::Ident(_) | Tok::Punct("(")))
                    // (Not a `def`'s or a `lambda`'s parameters, `lambda
                    // *xs: ...`; a `lambda`'s body may spread, trial 159's
                    // `lambda acc, kv: acc + lake_block(*kv)`.)
                    && !matches!(located.first(), Some((_, Tok::Ident("def" | "async"))))
                    && !located[..i]
                        .iter()
                        .rev()
                        .take_while(|(_, t)| *t != Tok::Punct(":"))
                        .any(|(_, t)| *t == Tok::Ident("lambda"))
                    // Not `first, *rest = xs`, which unpacks.
                    && !located[i..].iter().any(|(_, t)| *t == Tok::Punct("="))
                    // Nor a loop's target, `for h, *_, f in stats`, which
                    // the loop's or the comprehension's point reads.
                    && !located[..i]
                        .iter()
                        .rev()
                        .take_while(|(_, t)| *t != Tok::Ident("in"))
                        .any(|(_, t)| *t == Tok::Ident("for")) =>
            {
                // `Run(name, *rest)`: the arguments of a call.
                let mut depth = 0usize;
                let enclosing = located[..i].iter().rposition(|(_, t)| match t {
                    Tok::Punct(")" | "]" | "}") => {
                        depth += 1;
                        false
                    }
                    Tok::Punct("(" | "[" | "{") if depth == 0 => true,
                    Tok::Punct("(" | "[" | "{") => {
                        depth -= 1;
                        false
                    }
                    _ => false,
                });
                let call = enclosing.is_some_and(|k| {
                    located[k].1 == Tok::Punct("(")
                        && matches!(k.checked_sub(1).map(|p| &located[p].1), Some(Tok::Ident(_)))
                });
                // (In the code's names, `lake_block(kv[0], kv[1])`, where
                // a name alone is spread.)
                let named = match (enclosing, next, located.get(i + 2).map(|(_, t)| t)) {
                    (Some(k), Some(Tok::Ident(items)), Some(Tok::Punct(")" | ","))) if call => {
                        match k.checked_sub(1).map(|p| &located[p].1) {
                            Some(Tok::Ident(function)) => {
                                Some(format!("`{function}({items}[0], {items}[1])`"))
                            }
                            _ => None,
                        }
                    }
                    _ => None,
                };
                add(
                    *column,
                    if call {
                        format!(
                            "Rhai has no `*` to spread arguments: pass each item as its own argument, {}, as many as the function declares (where the list may be shorter, as for a default value, pass `if xs.len() > 0 {{ xs[0] }} else {{ 0 }}`)",
                            named.as_deref().unwrap_or("`xs[0], xs[1]`")
                        )
                    } else {
                        "Rhai has no `*` to spread a list: join arrays with `+`, `[first] + xs + [last]` for `[first, *xs, last]` (a generator spread, `*(f(x) for x in xs)`, is its `map` joined the same way)".to_owned()
                    },
                );
            }
            // `{**acc, k: v}`: Python's map spread.
            Tok::Punct("*")
                if next == Some(&Tok::Punct("*"))
                    && matches!(prev, None | Some(Tok::Punct("{" | ",")))
                    && let Some((from, Tok::Ident(_))) = located.get(i + 2) =>
            {
                // The whole operand, `ranked[0][1]` (trial 60), up to the
                // `,` or `}` after it.
                let mut depth = 0usize;
                let end = located[i + 2..]
                    .iter()
                    .find(|(_, t)| match t {
                        Tok::Punct("(" | "[") => {
                            depth += 1;
                            false
                        }
                        Tok::Punct(")" | "]") if depth > 0 => {
                            depth -= 1;
                            false
                        }
                        Tok::Punct("," | "}" | ")" | "]") => depth == 0,
                        _ => false,
                    })
                    .map_or(written.chars().count() + 1, |(c, _)| *c);
                let map = text(*from, end);
                let map = map.trim();
                add(
                    *column,
                    format!(
                        "Rhai has no `**` in a map: join maps with `+`, which gives a new map whose right side's keys win, `{map} + #{{ key: value }}` for `{{**{map}, key: value}}` (a key from a variable is set on a copy: `let m = {map}; m[k] = v;`)"
                    ),
                );
            }
            // `(paid - due).days`: two dates' difference in days, which
            // Rhai has no dates for (trial 124's line was told nothing).
            Tok::Ident("days")
                if prev == Some(&Tok::Punct("."))
                    && i >= 2
                    && located[i - 2].1 == Tok::Punct(")")
                    && let Some(open) =
                        super::tokens::opening(located.iter().map(|(_, t)| t), i - 2)
                    && let Some(inner) = located
                        .get(open + 1)
                        .map(|(from, _)| text(*from, located[i - 2].0))
                    && let Some((later, earlier)) = inner.split_once(" - ") =>
            {
                let (later, earlier) = (later.trim(), earlier.trim());
                add(
                    located[open].0,
                    format!(
                        "Rhai has no dates: `({later} - {earlier}).days` is the difference of their day numbers, `day_number(y2, m2, d2) - day_number(y1, m1, d1)` of the year, month and day of `{later}` and of `{earlier}`, with the `fn day_number` the point on dates writes; where they carry a time of day too, `.days` counts whole days of the difference (from 07:30 to 07:10 five days later is 4): count in minutes, day number times 1440 plus the minutes of the day, and divide the difference by 1440, an int division"
                    ),
                );
            }
            // `counts = [0] * n`: Python repeats a list (trial 119's was
            // told only when it ran).
            Tok::Punct("*")
                if prev == Some(&Tok::Punct("]"))
                    && let start = operand_start(located, i)
                    && located[start].1 == Tok::Punct("[")
                    && closing(located, start) == Some(i - 1)
                    && start + 1 < i - 1 =>
            {
                let item = text(located[start + 1].0, located[i - 1].0);
                let item = super::translate::expression(item.trim());
                let count = operand_after(located, i, &text);
                let count = super::translate::expression(&count);
                let named = match located.get(start.wrapping_sub(2)..start) {
                    Some([(_, Tok::Ident(name)), (_, Tok::Punct("="))]) if start == 2 => {
                        Some(*name)
                    }
                    _ => None,
                };
                add(
                    *column,
                    match named {
                        Some(name) => format!(
                            "Rhai has no `*` of an array and a number: write `let {name} = []; {name}.pad({count}, {item});` (`pad` adds the item up to that length, in place, and returns nothing)"
                        ),
                        None => format!(
                            "Rhai has no `*` of an array and a number: pad an array, `let a = []; a.pad({count}, {item});` (`pad` adds the item up to that length, in place, and returns nothing), then use `a`; inside an expression (a `push`, a closure), the block `{{ let a = []; a.pad({count}, {item}); a }}` is that array"
                        ),
                    },
                );
            }
            // `"-" * WIDTH` and `"#" * n`: Python repeats a string.
            Tok::Punct("*")
                if matches!(prev, Some(Tok::Str(..)))
                    || (matches!(next, Some(Tok::Str(..)))
                        && matches!(prev, Some(Tok::Ident(_) | Tok::Punct(")")))) =>
            {
                let (piece, count) = if let Some(Tok::Str(_, len)) = prev {
                    let from = located[i - 1].0;
                    (text(from, from + len + 2), operand_after(located, i, &text))
                } else {
                    let (from, len) = match located.get(i + 1) {
                        Some((from, Tok::Str(_, len))) => (*from, *len),
                        _ => continue,
                    };
                    let start = operand_start(located, i);
                    (text(from, from + len + 2), text(located[start].0, *column))
                };
                let piece = super::translate::expression(&piece);
                add(
                    *column,
                    format!(
                        "Rhai has no `*` of a string and a number: write `\"\".pad({count}, {piece})`, the text {piece} repeated to {count} characters (for a piece of several characters, that many characters of it repeated)"
                    ),
                );
            }
            Tok::Ident("for") if i > 0 => {
                // (A dict comprehension's whose loop no form writes, `{e:
                // w.name for (e, _), (_, w) in zip(a, b)}`, the general
                // one: trial 165 was told only a `for`'s brackets.)
                if let Some(habit) = comprehension_point(located, i, &text) {
                    add(*column, habit);
                }
            }
            Tok::Punct("{")
                if next == Some(&Tok::Punct("}"))
                    && matches!(
                        prev,
                        Some(Tok::Punct("=" | "??" | "(" | "," | ":") | Tok::Ident("return"))
                    ) =>
            {
                add(
                    *column,
                    "`{}` is an empty block in Rhai, whose value is `()`: write the empty map `#{}` (its keys are strings: `m[n.to_string()]` for a number)"
                        .to_owned(),
                );
            }
            _ => {}
        }
    }
    out
}

/// How the advice on Python's chained comparison starts; only Python
/// code is told it (`Array<string>` is a TypeScript type).
pub(crate) const CHAINED: &str = "Rhai has no chained comparisons";

/// How the point on unpacking into new names begins.
pub(super) const TUPLE_UNPACKING: &str = "Rhai has no tuple unpacking: declare each name";

/// `a, b = b, a + b` told as `let a = b; let b = a + b;`, where the second
/// value reads the first name already changed, or inside a `try`, where a
/// value that throws leaves the names before it changed: Python computes
/// every value before it sets a name, so the form computes them first.
/// `text` is the point on the unpacking, `handlers` the `except` clauses
/// of the `try` it stands in (where they read a name, or go on after
/// the failure, the names' state is seen); `None` where the names may be
/// set one after another.
pub(super) fn computed_first(text: &str, handlers: Option<&str>) -> Option<String> {
    let (_, rest) = text.split_once('`')?;
    let span = rest.strip_suffix('`')?;
    if span.contains('`') {
        return None;
    }
    // `let a = b;` or `a = b;` (a name set before): each name, its value.
    let mut sets: Vec<(bool, &str, &str)> = Vec::new();
    for piece in span.split("; ") {
        let piece = piece.trim().trim_end_matches(';');
        let (declared, piece) = match piece.strip_prefix("let ") {
            Some(p) => (true, p),
            None => (false, piece),
        };
        let (name, value) = piece.split_once(" = ")?;
        if !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
            return None;
        }
        sets.push((declared, name, value));
    }
    let reads = |value: &str, name: &str| {
        value
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| w == name)
    };
    let swap = sets.iter().enumerate().find_map(|(i, (_, _, value))| {
        sets[..i]
            .iter()
            .find(|(_, name, _)| reads(value, name))
            .map(|(_, name, _)| (sets[i].1, *name))
    });
    // A handler that leaves (`raise`, `return`, ...) and reads none of
    // the names never sees them half set; names all new have no state
    // to keep.
    let set_before = sets.iter().any(|(declared, ..)| !declared);
    let seen = set_before
        && handlers.is_some_and(|h| {
            let leaves = h
                .lines()
                .rev()
                .map(str::trim)
                .find(|l| !l.is_empty() && !l.starts_with('#'))
                .is_some_and(|l| {
                    ["raise", "return", "continue", "break"]
                        .iter()
                        .any(|w| l == *w || l.starts_with(&format!("{w} ")))
                });
            !leaves || sets.iter().any(|(_, name, _)| reads(h, name))
        });
    if sets.len() < 2 || (swap.is_none() && !seen) {
        return None;
    }
    let temps: Vec<String> = sets
        .iter()
        .map(|(_, name, value)| format!("let new_{name} = {value};"))
        .collect();
    let finals: Vec<String> = sets
        .iter()
        .map(|(declared, name, _)| {
            let keyword = if *declared { "let " } else { "" };
            format!("{keyword}{name} = new_{name};")
        })
        .collect();
    let why = match swap {
        Some((reader, read)) => format!(
            "Python computes every value before it sets a name, and `{reader}`'s value reads `{read}`, set one step before"
        ),
        None => "inside `try`, a value that throws must leave every name as it was, as Python's unpacking does".to_owned(),
    };
    Some(format!(
        "Rhai has no tuple unpacking, and {why}: compute the values first, then set the names, `{} {}`",
        temps.join(" "),
        finals.join(" ")
    ))
}

/// What the point on a name first set inside a block (`try`, `if`) says
/// after the name, before the block's keyword.
pub(super) const SET_INSIDE: &str = "` is first set inside `";

/// The columns TypeScript's type arguments span on a line, from `<` to
/// `>`: nothing in them is code (`<{ score: number }>` is no map).
pub(super) fn type_argument_spans(located: &[(usize, Tok<'_>)]) -> Vec<(usize, usize)> {
    located
        .iter()
        .enumerate()
        .filter(|(_, (_, t))| *t == Tok::Punct("<"))
        .filter_map(|(k, (column, _))| {
            type_argument(located, k).map(|close| (*column, located[close].0))
        })
        .collect()
}

/// The index of the `>` that closes TypeScript's type argument opened by
/// the `<` at `at`, `reduce<Record<string, number>>(` or `new Map<K,
/// T[]>(`: written against a name, a type's name after it (a capital or
/// a TypeScript type), and a `(` after the `>`.
pub(crate) fn type_argument(located: &[(usize, Tok<'_>)], at: usize) -> Option<usize> {
    let (column, _) = located.get(at)?;
    // (Or a generic arrow's, `const sum = <T>(items: T[]) =>`.)
    match located.get(at.checked_sub(1)?)? {
        (before, Tok::Ident(name)) if before + name.chars().count() == *column => {}
        (_, Tok::Punct("=")) => {}
        _ => return None,
    }
    // A type's name (a capital or TypeScript's own), or an object type,
    // `reduce<{ score: number }>(`.
    match located.get(at + 1) {
        Some((_, Tok::Ident(first)))
            if first.starts_with(char::is_uppercase)
                || matches!(*first, "string" | "number" | "boolean" | "unknown" | "any") => {}
        Some((_, Tok::Punct("{"))) => {}
        _ => return None,
    }
    let mut depth = 0usize;
    // (A type argument is short: a long run of `<` is read no further.)
    for (k, (_, tok)) in located.iter().enumerate().skip(at).take(64) {
        match tok {
            Tok::Punct("<") => depth += 1,
            Tok::Punct(">") => {
                depth -= 1;
                if depth == 0 {
                    return (located.get(k + 1).map(|(_, t)| t) == Some(&Tok::Punct("(")))
                        .then_some(k);
                }
            }
            Tok::Punct(">>") => {
                depth = depth.checked_sub(2)?;
                if depth == 0 {
                    return (located.get(k + 1).map(|(_, t)| t) == Some(&Tok::Punct("(")))
                        .then_some(k);
                }
            }
            Tok::Ident(_)
            | Tok::Punct("," | "[" | "]" | "|" | "." | "{" | "}" | ":" | ";" | "?") => {}
            _ => return None,
        }
    }
    None
}

/// Python's `17 <= hour < 21`, which Rhai reads as `(17 <= hour) < 21`, a
/// bool compared with a number, false every time: its column and advice.
fn chained(
    located: &[(usize, Tok<'_>)],
    text: &impl Fn(usize, usize) -> String,
) -> Option<(usize, String, usize)> {
    let chain = chain_in(located, text)?;
    let operands: Vec<String> = chain
        .operands
        .iter()
        .map(|s| super::translate::expression(s))
        .collect();
    let written = chain.written(&operands);
    let (first, then) = (&operands[0], &operands[1]);
    let op = &chain.ops[0];
    let after = if operands.len() == 3 {
        format!("`{}`", operands[2])
    } else {
        "what follows".to_owned()
    };
    Some((
        chain.start,
        format!(
            "{CHAINED}: `{written}` compares the bool `{first} {op} {then}` with {after}, which is false every time: write `{}`",
            chain.joined(&operands)
        ),
        chain.end,
    ))
}

/// A chained comparison, `a < b <= c` (or longer, `0 <= a <= b <= c`,
/// trial 150's): where it starts and ends (columns from 1, the end past
/// it), its operands and its operators as written.
struct Chain {
    start: usize,
    end: usize,
    /// One more than `ops`.
    operands: Vec<String>,
    ops: Vec<String>,
}

impl Chain {
    /// The chain as written, with `operands` in place of its own.
    fn written(&self, operands: &[String]) -> String {
        let mut out = operands[0].clone();
        for (op, operand) in self.ops.iter().zip(&operands[1..]) {
            out.push_str(&format!(" {op} {operand}"));
        }
        out
    }

    /// Each comparison on its own, joined with `&&`: `a < b && b <= c`.
    fn joined(&self, operands: &[String]) -> String {
        self.ops
            .iter()
            .enumerate()
            .map(|(k, op)| format!("{} {op} {}", operands[k], operands[k + 1]))
            .collect::<Vec<_>>()
            .join(" && ")
    }
}

/// The text of `line` from column `from` up to column `to` (from 1, as
/// the tokens count them), trimmed.
fn between(line: &str, from: usize, to: usize) -> String {
    line.chars()
        .skip(from.saturating_sub(1))
        .take(to.saturating_sub(from))
        .collect::<String>()
        .trim()
        .to_owned()
}

/// `rhai` (one line of a form) with each chained comparison written as
/// two joined by `&&`, `h <= p.dropped && p.dropped < h + 3` (trial 62's
/// comprehension kept Python's chain, which Rhai reads as a bool compared
/// with a number).
pub(super) fn unchained(rhai: &str) -> String {
    let mut out = rhai.to_owned();
    // (Each turn joins one chain; a line holds few.)
    for _ in 0..8 {
        let located = super::tokens::tokenize(&out);
        let text = |from: usize, to: usize| between(&out, from, to);
        let Some(chain) = chain_within(&located, &text) else {
            break;
        };
        let chars: Vec<char> = out.chars().collect();
        let head: String = chars[..chain.start - 1].iter().collect();
        let tail: String = chars[(chain.end - 1).min(chars.len())..].iter().collect();
        let sep = if tail.is_empty() || tail.starts_with([')', ',', ';']) {
            ""
        } else {
            " "
        };
        out = format!("{head}{}{sep}{tail}", chain.joined(&chain.operands));
    }
    out
}

/// The first chained comparison of `located`, or of a bracket's inside
/// (`parcels.filter(|p| h <= p.dropped < h + 3)`).
fn chain_within(
    located: &[(usize, Tok<'_>)],
    text: &impl Fn(usize, usize) -> String,
) -> Option<Chain> {
    if let Some(chain) = chain_in(located, text) {
        return Some(chain);
    }
    // Each bracket of this level once, and its inside in turn (each token
    // read once per level it stands in).
    let mut k = 0;
    while k < located.len() {
        if matches!(located[k].1, Tok::Punct("(" | "[")) {
            // (With its closing bracket, where the chain's right side ends.)
            let close = closing(located, k)?;
            if let Some(chain) = chain_within(&located[k + 1..=close], text) {
                return Some(chain);
            }
            k = close + 1;
        } else {
            k += 1;
        }
    }
    None
}

/// The first chained comparison of `located`, outside brackets.
fn chain_in(located: &[(usize, Tok<'_>)], text: &impl Fn(usize, usize) -> String) -> Option<Chain> {
    chain_before(located, text, usize::MAX, 0)
}

/// How many brackets deep [`chain_in`] looks: a comparison is chained at
/// a statement's level or a few brackets in, and a line of a thousand
/// nested brackets (a fuzz input) must not take a frame for each.
const CHAIN_DEPTH: usize = 6;

/// [`chain_in`] with the tokens' text ending at column `stop`, `depth`
/// brackets in.
fn chain_before(
    located: &[(usize, Tok<'_>)],
    text: &impl Fn(usize, usize) -> String,
    stop: usize,
    depth: usize,
) -> Option<Chain> {
    if let Some(chain) = chain_at_level(located, text, stop) {
        return Some(chain);
    }
    if depth >= CHAIN_DEPTH {
        return None;
    }
    // Or inside a bracket (trial 68's `if not (0 <= h < 24 and ...)`),
    // its right operand ending at the bracket's close.
    let mut i = 0;
    while i < located.len() {
        if matches!(located[i].1, Tok::Punct("(" | "["))
            && let Some(close) = closing(located, i)
        {
            let inner = &located[i + 1..close];
            if let Some(chain) = chain_before(inner, text, located[close].0, depth + 1) {
                return Some(chain);
            }
            i = close + 1;
        } else {
            i += 1;
        }
    }
    None
}

/// [`chain_in`] among the tokens outside brackets.
fn chain_at_level(
    located: &[(usize, Tok<'_>)],
    text: &impl Fn(usize, usize) -> String,
    stop: usize,
) -> Option<Chain> {
    let resets = |t: &Tok<'_>| match t {
        Tok::Ident(w) => matches!(
            *w,
            "and"
                | "or"
                | "not"
                | "if"
                | "else"
                | "return"
                | "in"
                | "for"
                | "while"
                | "elif"
                | "lambda"
        ),
        Tok::Punct(p) => matches!(
            *p,
            "," | ":" | "=" | ")" | "]" | "}" | "&&" | "||" | "?" | "&" | "|" | ";" | "{"
        ),
        Tok::Str(..) => false,
    };
    // The comparisons since the last reset: (first token, token after it).
    let mut start = 0;
    let mut ops: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < located.len() {
        let (column, tok) = &located[i];
        let adjacent_eq =
            matches!(located.get(i + 1), Some((c, Tok::Punct("="))) if *c == column + 1);
        match tok {
            Tok::Punct("(" | "[") => {
                i = closing(located, i).map_or(located.len(), |c| c + 1);
                continue;
            }
            // TypeScript's type argument, `list.reduce<ArtistStats>(`, its
            // own point: no comparison.
            Tok::Punct("<") if let Some(close) = type_argument(located, i) => {
                i = close + 1;
                ops.clear();
                start = i;
                continue;
            }
            Tok::Punct("<" | ">") => {
                let after = if adjacent_eq { i + 2 } else { i + 1 };
                ops.push((i, after));
                i = after;
                continue;
            }
            Tok::Punct("==" | "!=") => {
                ops.push((i, i + 1));
            }
            t if resets(t) => {
                if ops.len() >= 2 {
                    break;
                }
                ops.clear();
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if ops.len() < 2 {
        return None;
    }
    let last_after = ops[ops.len() - 1].1;
    if last_after >= located.len() {
        return None;
    }
    // The right operand runs to the next reset outside its brackets.
    let mut k = last_after;
    while k < located.len() && !resets(&located[k].1) {
        k = match located[k].1 {
            Tok::Punct("(" | "[") => closing(located, k).map_or(located.len(), |c| c + 1),
            _ => k + 1,
        };
    }
    let end = located.get(k).map_or(stop, |(c, _)| *c);
    let col = |k: usize| located[k].0;
    let mut operands = vec![text(col(start), col(ops[0].0))];
    for (n, (_, after)) in ops.iter().enumerate() {
        let to = ops.get(n + 1).map_or(end, |(next, _)| col(*next));
        operands.push(text(col(*after), to));
    }
    let ops: Vec<String> = ops
        .iter()
        .map(|(at, after)| text(col(*at), col(*after)))
        .collect();
    if operands.iter().any(String::is_empty) {
        return None;
    }
    Some(Chain {
        start: col(start),
        end,
        operands,
        ops,
    })
}

/// The name of the call whose parentheses hold the token at `at`.
fn enclosing_call<'a>(located: &[(usize, Tok<'a>)], at: usize) -> Option<&'a str> {
    let mut depth = 0usize;
    for k in (0..at).rev() {
        match located[k].1 {
            Tok::Punct(")" | "]") => depth += 1,
            Tok::Punct("(") if depth == 0 => {
                return match k.checked_sub(1).map(|p| &located[p].1) {
                    Some(Tok::Ident(name)) => Some(name),
                    _ => None,
                };
            }
            Tok::Punct("(" | "[") => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// The text of the operand after the operator at `op`: a name with its
/// fields and calls (`width`, `self.width`), or a bracketed expression.
fn operand_after(
    located: &[(usize, Tok<'_>)],
    op: usize,
    text: &impl Fn(usize, usize) -> String,
) -> String {
    let Some((from, _)) = located.get(op + 1) else {
        return "n".to_owned();
    };
    let mut end = op + 1;
    while end < located.len() {
        match &located[end].1 {
            // (A set's literal too, `not in {"y", "n"}`: trial 162's was
            // told `n`.)
            Tok::Punct("(" | "[" | "{") => match closing(located, end) {
                Some(close) => end = close + 1,
                None => return "n".to_owned(),
            },
            // `COMMON for v in visits`: a name ends the operand unless a
            // `.` comes before it.
            Tok::Ident(_) if end > op + 1 && located[end - 1].1 != Tok::Punct(".") => break,
            Tok::Ident(_) | Tok::Punct(".") => end += 1,
            _ => break,
        }
    }
    let to = located.get(end).map_or(usize::MAX, |(c, _)| *c);
    let written = text(*from, to);
    // A set of values is an array to test in Rhai, `["y", "n"]`.
    if let Some(items) = written
        .trim()
        .strip_prefix('{')
        .and_then(|w| w.strip_suffix('}'))
        .filter(|items| {
            super::translate::top_level_parts(items)
                .iter()
                .all(|p| !p.contains(':'))
        })
    {
        return format!("[{}]", super::translate::expression(items).trim());
    }
    if written.is_empty() {
        "n".to_owned()
    } else {
        super::translate::expression(&written)
    }
}

/// The column where the operand that ends before token `op` starts.
fn operand_start_text(located: &[(usize, Tok<'_>)], op: usize) -> usize {
    located[operand_start(located, op)].0
}

/// The index of the first token of the operand that ends just before the
/// operator at `op` (`n`, `self.width`, `(width - n)`).
fn operand_start(located: &[(usize, Tok<'_>)], op: usize) -> usize {
    let mut start = op;
    while start > 0 {
        match &located[start - 1].1 {
            // `(width - n)`: back to the bracket that opens it (the line's
            // start when none does).
            Tok::Punct(")" | "]") => {
                start =
                    super::tokens::opening(located.iter().map(|(_, t)| t), start - 1).unwrap_or(0);
            }
            Tok::Ident(
                "if" | "elif" | "while" | "return" | "and" | "or" | "not" | "in" | "else" | "for"
                | "assert" | "yield" | "lambda",
            ) => break,
            Tok::Ident(_) | Tok::Punct(".") => start -= 1,
            // `"=" not in item`: a literal is a whole operand.
            Tok::Str(..) => {
                start -= 1;
                break;
            }
            _ => break,
        }
    }
    start
}

/// The words of a comprehension's tail point before its first line's
/// number.
pub(super) const COMPREHENSION_STARTS: &str = " ends a list comprehension that starts on line ";

/// What follows the name in the point of [`loop_vars_in_handlers`]: its
/// `let` declares the code's own variable, which no other name stands in.
pub(super) const LOOP_VARIABLE_KEPT: &str = " is the variable of the `for` inside the `try`";

/// `try: for t in xs: ... except ValueError: ... {t!r}`: Python keeps a
/// loop's variable after the loop, so the handler reads the item that
/// failed, where Rhai's lives only inside its loop and the `catch` sees
/// none (trial 176's second mount: "Undefined variable: t"). Told at the
/// handler's first read of it.
pub(super) fn loop_vars_in_handlers(written: &[&str]) -> Vec<(usize, Habit)> {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = Vec::new();
    for (i, l) in written.iter().enumerate() {
        if l.trim() != "try:" {
            continue;
        }
        let own = indent(l);
        let Some(except) = (i + 1..written.len()).find(|&j| {
            let t = written[j].trim();
            !t.is_empty() && indent(written[j]) <= own
        }) else {
            continue;
        };
        if indent(written[except]) != own || !written[except].trim_start().starts_with("except") {
            continue;
        }
        let loops: Vec<(usize, &str, &str)> = (i + 1..except)
            .filter_map(|j| {
                let rest = written[j].trim_start().strip_prefix("for ")?;
                let (var, iter) = rest.split_once(" in ")?;
                let iter = iter.trim_end().strip_suffix(':')?;
                super::tokens::is_name(var.trim()).then(|| (j, var.trim(), iter.trim()))
            })
            .collect();
        let handler_end = (except + 1..written.len())
            .find(|&j| !written[j].trim().is_empty() && indent(written[j]) <= own)
            .unwrap_or(written.len());
        for (at, var, iter) in loops {
            let read = (except + 1..handler_end).find_map(|j| {
                let line = written[j];
                line.match_indices(var).find_map(|(k, _)| {
                    let before = line[..k].chars().next_back();
                    let after = line[k + var.len()..].chars().next();
                    (!before.is_some_and(|c| word(c) || c == '.') && !after.is_some_and(word))
                        .then(|| (j, line[..k].chars().count() + 1))
                })
            });
            let Some((line, column)) = read else {
                continue;
            };
            let item = if var == "x" { "item" } else { "x" };
            out.push((
                line + 1,
                Habit {
                    column,
                    text: format!(
                        "`{var}`{LOOP_VARIABLE_KEPT} (line {}): Python keeps it after the loop, so its `except` reads the item that failed, but Rhai's `for` variable lives only inside the loop, and the `catch` sees none (\"Undefined variable: {var}\"): declare one before the `try`, `let {var} = ();`, and set it first in the loop, `for {item} in {} {{ {var} = {item}; ... }}`, so that the `catch` reads the last item taken",
                        at + 1,
                        super::translate::expression(iter).trim()
                    ),
                },
            ));
        }
    }
    out
}

/// `won = scored > conceded`, then `self.won += won` (trial 146): Python
/// and JavaScript count a bool as 1 or 0, where Rhai adds no bool to a
/// number ("Function not found: += (i64, bool)"). Told at the `+=`, with
/// the name's line.
pub(super) fn bool_sums(lines: &[Vec<(usize, Tok<'_>)>], written: &[&str]) -> Vec<(usize, Habit)> {
    let mut out = Vec::new();
    for (i, toks) in lines.iter().enumerate() {
        let toks: Vec<&Tok<'_>> = toks.iter().map(|(_, t)| t).collect();
        let toks = match toks.as_slice() {
            [Tok::Ident("const" | "let" | "var"), rest @ ..] => rest,
            all => all,
        };
        let [Tok::Ident(name), Tok::Punct("="), value @ ..] = toks else {
            continue;
        };
        let value = match value {
            [rest @ .., Tok::Punct(";")] => rest,
            all => all,
        };
        // A comparison at the top level, and nothing that makes the value
        // other than its bool (`x if c else y`, a lambda, a `?:`).
        let mut depth = 0i32;
        let mut compares = false;
        for t in value {
            match t {
                Tok::Punct("(" | "[" | "{") => depth += 1,
                Tok::Punct(")" | "]" | "}") => depth -= 1,
                Tok::Punct(">" | "<" | "==" | "!=" | "===" | "!==") if depth == 0 => {
                    compares = true;
                }
                _ => {}
            }
        }
        if !compares
            || value.iter().any(|t| {
                matches!(
                    t,
                    Tok::Ident("if" | "lambda" | "for" | "else") | Tok::Punct("?" | "=>" | "??")
                )
            })
            || value.first() == Some(&&Tok::Punct("="))
        {
            continue;
        }
        // Its first `x += name` after, before the name is set anew.
        for (k, later) in lines.iter().enumerate().skip(i + 1) {
            let later_toks: Vec<&Tok<'_>> = later.iter().map(|(_, t)| t).collect();
            if let [Tok::Ident(n), Tok::Punct("="), ..] = later_toks.as_slice()
                && n == name
            {
                break;
            }
            let end = match later_toks.as_slice() {
                [.., Tok::Punct(";")] => later.len() - 1,
                _ => later.len(),
            };
            // (Or the entry of a dict that holds it under its own name,
            // `{"passed": passed}` then `g["passed"] += c["passed"]`:
            // trial 174.)
            let entry = end.checked_sub(6).and_then(|at| match &later[at..end] {
                [
                    (_, Tok::Punct("+")),
                    (_, Tok::Punct("=")),
                    (column, Tok::Ident(d)),
                    (_, Tok::Punct("[")),
                    (key_at, Tok::Str(_, len)),
                    (_, Tok::Punct("]")),
                ] => {
                    let chars: Vec<char> = written.get(k)?.chars().collect();
                    let key: String = chars.get(*key_at..key_at + len)?.iter().collect();
                    // (The code's lines read only for the entry of the
                    // bool's own name.)
                    let kept = || {
                        written.iter().any(|w| {
                            w.contains(&format!("\"{name}\": {name}"))
                                || w.contains(&format!("'{name}': {name}"))
                        })
                    };
                    (key == *name && kept()).then(|| (*column, format!("{d}[\"{key}\"]")))
                }
                _ => None,
            });
            if let Some((column, read)) = entry {
                let target = written
                    .get(k)
                    .and_then(|w| w.split_once("+="))
                    .map_or("total", |(t, _)| t.trim())
                    .replace('\'', "\"");
                out.push((
                    k + 1,
                    Habit {
                        column,
                        text: format!(
                            "`{read}` holds a bool (`{name}`, a comparison, line {}, kept in the dict under its name), which Python and JavaScript count as 1 or 0 but Rhai adds to no number (the call fails): write `{target} += if {read} {{ 1 }} else {{ 0 }};`",
                            i + 1
                        ),
                    },
                ));
                // (Every sum of the entry: `g[...]` and `d[...]` alike.)
                continue;
            }
            let Some(plus) = end.checked_sub(3) else {
                continue;
            };
            if let [
                (_, Tok::Punct("+")),
                (_, Tok::Punct("=")),
                (column, Tok::Ident(n)),
            ] = &later[plus..end]
                && n == name
            {
                let target = written
                    .get(k)
                    .and_then(|w| w.split_once("+="))
                    .map_or("total", |(t, _)| t.trim())
                    .replacen("self.", "this.", 1);
                out.push((
                    k + 1,
                    Habit {
                        column: *column,
                        text: format!(
                            "`{name}` holds a bool (a comparison, line {}), which Python and JavaScript count as 1 or 0 but Rhai adds to no number (the call fails): write `{target} += if {name} {{ 1 }} else {{ 0 }};`",
                            i + 1
                        ),
                    },
                ));
                break;
            }
        }
    }
    out
}

/// `name = value` inside a block where `name` is not declared in that
/// function before (Python declares by assigning): each function's first
/// such assignment of a name, with its line. An assignment at the start of
/// a line is taught by `habits`.
pub(super) fn undeclared(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<(usize, Habit)> {
    let mut out: Vec<(usize, Habit)> = Vec::new();
    // The functions the line is in, by indentation: each one's column and
    // the names declared in it so far (its parameters first), and the
    // names already told in it. The first stands for the whole code.
    let mut scopes: Vec<(usize, Vec<&str>, Vec<&str>)> = vec![(0, Vec::new(), Vec::new())];
    let mut top_level: Vec<&str> = Vec::new();
    // The column of the `class` whose body the line is in, and the column
    // of that body's statements.
    let mut plugin_class = false;
    let mut enum_class = false;
    let mut in_enum = false;
    let mut class: Option<(usize, Option<usize>)> = None;
    // Parentheses and square brackets left open by the lines before: a
    // line inside a call or a list (`key=lambda r: ...` of `sorted(\n
    // rows,\n key=...)`) starts no statement. (Braces are blocks too.)
    // A brace opens a block, whose lines are statements again (a tool's
    // `execute: |args| {` inside `register(#{`).
    let mut open: Vec<usize> = Vec::new();
    let mut blocks: Vec<bool> = Vec::new();
    for (i, toks) in lines.iter().enumerate() {
        let Some((first, _)) = toks.first() else {
            continue;
        };
        // TypeScript's `enum Tier { Gold = "GOLD", ... }`: members, told
        // with the `enum`, not variables.
        if in_enum {
            in_enum = !matches!(toks.first(), Some((_, Tok::Punct("}"))));
            continue;
        }
        if toks
            .windows(2)
            .any(|w| matches!(w, [(_, Tok::Ident("enum")), (_, Tok::Ident(_))]))
            && matches!(toks.last(), Some((_, Tok::Punct("{"))))
        {
            in_enum = true;
            continue;
        }
        still_open(&mut open, toks);
        blocks.truncate(open.len());
        let inside = blocks.last() == Some(&false);
        for (_, tok) in toks {
            match tok {
                Tok::Punct("(" | "[" | "{") => {
                    open.push(*first);
                    blocks.push(*tok == Tok::Punct("{"));
                }
                Tok::Punct(")" | "]" | "}") => {
                    open.pop();
                    blocks.pop();
                }
                _ => {}
            }
        }
        if !inside {
            // A line no deeper than a function's `def` is past its body.
            while scopes.len() > 1 && scopes.last().is_some_and(|(c, ..)| *first <= *c) {
                scopes.pop();
            }
        }
        let declared = |name: &str, scopes: &[(usize, Vec<&str>, Vec<&str>)]| {
            scopes
                .iter()
                .any(|(_, names, told)| names.contains(&name) || told.contains(&name))
        };
        if !inside {
            if let Some((at, body)) = class {
                if *first <= at {
                    class = None;
                } else if body.is_none() {
                    class = Some((at, Some(*first)));
                }
            }
            if let [(column, Tok::Ident("class")), ..] = toks.as_slice() {
                class = Some((*column, None));
                // `class Status(Enum):`: its members are values, which
                // the enum's own point tells (trial 130 was told them as
                // each object's keys too).
                enum_class = toks.iter().any(|(_, t)| {
                    matches!(
                        t,
                        Tok::Ident("Enum" | "IntEnum" | "StrEnum" | "Flag" | "IntFlag")
                    )
                });
                // The plugin's own class has an `apply`; another class's
                // attributes are its objects' keys.
                plugin_class = lines[i + 1..]
                    .iter()
                    .take_while(|t| t.first().is_none_or(|(c, _)| c > column))
                    .any(|t| t.iter().any(|(_, tok)| *tok == Tok::Ident("apply")));
                continue;
            }
        }
        // (An enum's member, `OCCUPIED = "occupied"`, is neither a key nor
        // a variable: its enum's point says what it is.)
        if !inside
            && enum_class
            && matches!(class, Some((_, Some(body))) if toks.first().is_some_and(|(c, _)| *c == body))
        {
            continue;
        }
        let attribute = !inside
            && matches!(
                (class, toks.as_slice()),
                (Some((_, Some(body))), [(column, Tok::Ident(_)), (_, Tok::Punct("=")), ..]) if *column == body
            );
        if attribute && let [(column, Tok::Ident(name)), ..] = toks.as_slice() {
            // `name = "x"` in a class body: an attribute, a key of the map.
            out.push((
                i + 1,
                Habit {
                    column: *column,
                    text: if plugin_class {
                        format!(
                            "a class attribute is a key of the plugin map: write `{name}: ...,` inside `#{{ ... }}`"
                        )
                    } else {
                        format!(
                            "a class attribute is a key of each object's map: write `{name}: ...` in the map the class's maker function returns (a subclass's maker sets its own value)"
                        )
                    },
                },
            ));
            continue;
        }
        // `best = run = i = 0` is told as a whole on its line.
        if !inside
            && let [
                (_, Tok::Ident(_)),
                (_, Tok::Punct("=")),
                (_, Tok::Ident(_)),
                (_, Tok::Punct("=")),
                ..,
            ] = toks.as_slice()
        {
            let names = toks.chunks(2).map_while(|pair| match pair {
                [(_, Tok::Ident(name)), (_, Tok::Punct("="))] => Some(*name),
                _ => None,
            });
            if let Some((.., told)) = scopes.last_mut() {
                told.extend(names);
            }
        }
        // `covered, cursor = 0, start` is told as a whole (tuple
        // unpacking declares each name with its value).
        if !inside && let [(_, Tok::Ident(_)), (_, Tok::Punct(",")), ..] = toks.as_slice() {
            let mut names: Vec<&str> = Vec::new();
            for pair in toks.chunks(2) {
                match pair {
                    [(_, Tok::Ident(name)), (_, Tok::Punct(","))] => names.push(name),
                    [(_, Tok::Ident(name)), (_, Tok::Punct("="))] => {
                        names.push(name);
                        if let Some((.., told)) = scopes.last_mut() {
                            told.append(&mut names);
                        }
                        break;
                    }
                    _ => break,
                }
            }
        }
        // `biggest = None` at the top: declared there (its own point says
        // so), and only assigned in the top level's blocks below (trial
        // 115 was told `let biggest` again inside an `if`); a function's
        // own name of it is its own.
        if !inside && let [(1, Tok::Ident(name)), (_, Tok::Punct("=")), ..] = toks.as_slice() {
            top_level.push(name);
        }
        if !inside
            && let [(column, Tok::Ident(name)), (_, Tok::Punct("=")), rest @ ..] = toks.as_slice()
            && *column > 1
            && !STATEMENT_WORDS.contains(name)
            && !declared(name, &scopes)
            && !(scopes.len() == 1 && top_level.contains(name))
            // `Batch = namedtuple(...)`: the record type's own point says
            // to drop the line.
            && !matches!(rest, [(_, Tok::Ident("namedtuple")), ..])
        {
            if let Some((.., told)) = scopes.last_mut() {
                told.push(name);
            }
            out.push((
                i + 1,
                Habit {
                    column: *column,
                    // (A word Rhai reserves, `use`, named as its own point
                    // names it: trial 87.)
                    text: if super::tokens::RESERVED_NAMES.contains(name) {
                        format!("{DECLARE_LET}: `let {name}_ = ...;`")
                    } else {
                        format!("{DECLARE_LET}: `let {name} = ...;`")
                    },
                },
            ));
        }
        // `let taken, returned;`: each name of JavaScript's list (trial
        // 101 was told `let returned` inside a `try` below).
        if let [(_, Tok::Ident("let" | "var")), rest @ ..] = toks.as_slice()
            && !rest.iter().any(|(_, t)| *t == Tok::Punct("="))
            && let Some((.., told)) = scopes.last_mut()
        {
            told.extend(rest.iter().filter_map(|(_, t)| match t {
                Tok::Ident(name) => Some(*name),
                _ => None,
            }));
        }
        // What the line declares: a `def`'s parameters open its own scope.
        let mut bars = false;
        let mut params = false;
        let mut looped = false;
        for (k, (_, tok)) in toks.iter().enumerate() {
            let prev = k.checked_sub(1).map(|p| &toks[p].1);
            match tok {
                Tok::Punct("|") => bars = !bars,
                Tok::Punct("(")
                    if matches!(
                        k.checked_sub(2).map(|p| &toks[p].1),
                        Some(Tok::Ident("fn" | "def" | "function"))
                    ) =>
                {
                    params = true;
                    if !inside && matches!(prev, Some(Tok::Ident(_))) {
                        scopes.push((*first, Vec::new(), Vec::new()));
                    }
                }
                Tok::Punct(")") => params = false,
                Tok::Ident("for") => looped = true,
                Tok::Ident("in") => looped = false,
                Tok::Ident(name)
                    if bars
                        || params
                        || looped
                        || matches!(
                            prev,
                            Some(Tok::Ident(
                                "let" | "const" | "var" | "for" | "as" | "lambda"
                            ))
                        ) =>
                {
                    if let Some((_, names, _)) = scopes.last_mut() {
                        names.push(name);
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// Python's floor division `a // b`, which Rhai reads as `a` and a comment
/// (`s[n // 2]` then misses its `]`): a `//` whose comment `code` blanked,
/// after an operand, and followed by an operand where an open bracket
/// waits for its close or the rest reads as an expression, not as words.
pub(super) fn floor_division(code: &str, written: &str) -> Option<Habit> {
    let chars: Vec<char> = written.chars().collect();
    let blank: Vec<char> = code.chars().collect();
    let at = (0..chars.len().saturating_sub(1)).find(|i| {
        chars[*i] == '/'
            && chars[i + 1] == '/'
            && blank.get(*i) == Some(&' ')
            && blank[*i..].iter().all(|c| c.is_whitespace())
    })?;
    let before: String = blank[..at].iter().collect();
    let before = before.trim_end();
    let last = before.chars().last()?;
    if !(last.is_alphanumeric() || matches!(last, '_' | ')' | ']')) {
        return None;
    }
    let left_word: String = before
        .chars()
        .rev()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    if matches!(
        left_word.as_str(),
        "else" | "return" | "do" | "loop" | "try" | "in" | "not" | "and" | "or"
    ) {
        return None;
    }
    let after: String = chars[at + 2..].iter().collect();
    let after = after.trim();
    let first = after.chars().next()?;
    if !(first.is_alphanumeric() || matches!(first, '_' | '(')) {
        return None;
    }
    let depth = before.chars().fold(0i32, |d, c| match c {
        '(' | '[' => d + 1,
        ')' | ']' => d - 1,
        _ => d,
    });
    // Words after words (`x // the count`) are a comment.
    let words: Vec<&str> = after
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .collect();
    // (Not Python's conditional, `sum(xs) // len(xs) if xs else 0`,
    // whose words read as prose: trial 93's `//` went untold.)
    let conditional = after.contains(" if ") && after.contains(" else ");
    let prose = !conditional
        && after
            .split_whitespace()
            .collect::<Vec<_>>()
            .windows(2)
            .any(|w| {
                w.iter()
                    .all(|t| t.chars().all(|c| c.is_alphabetic()) && !t.is_empty())
            });
    if depth <= 0 && (prose || after.chars().count() > 40 || words.is_empty()) {
        return None;
    }
    let mut right: String = after
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '.')
        .collect();
    // A call on either side, `sum(stays) // len(stays)` (trial 93 was
    // told `a // len`), in Rhai's words.
    if !right.is_empty()
        && after[right.len()..].starts_with('(')
        && let Some(close) = super::translate::closing_paren(&after[right.len() + 1..])
    {
        right = super::translate::expression(&after[..right.len() + 2 + close])
            .trim()
            .to_owned();
    }
    let called = before.ends_with(')').then(|| {
        let mut depth = 0usize;
        before.char_indices().rev().find_map(|(i, c)| {
            match c {
                ')' => depth += 1,
                '(' => depth -= 1,
                _ => {}
            }
            (depth == 0).then_some(i)
        })
    });
    // The whole path, `self.minutes` (trial 87 was told `minutes`), in
    // Rhai's words.
    let start = match called.flatten() {
        Some(open) => super::tokens::path_start(&before[..open]),
        None => super::tokens::path_start(before),
    };
    let path = &before[start..];
    let left = if called.flatten().is_some() && start < before.len() && !path.starts_with('(') {
        super::translate::expression(path).trim().to_owned()
    } else if left_word.is_empty() {
        "a".to_owned()
    } else if path.contains('.') && !path.starts_with('.') {
        super::translate::expression(path).trim().to_owned()
    } else {
        left_word
    };
    // `-(-m // 30)`: Python's rounding up.
    let ceiling = before[..start]
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .ends_with("-(-");
    let right = if right.is_empty() {
        "b".to_owned()
    } else {
        right
    };
    let float = if right.chars().all(|c| c.is_ascii_digit()) {
        format!("{right}.0")
    } else {
        format!("{right}.to_float()")
    };
    if ceiling {
        return Some(Habit {
            column: at + 1,
            text: format!(
                "`//` starts a comment in Rhai, so the rest of the line is not read; `-(-{left} // {right})` is Python's division rounded up: write `({left}.to_float() / {float}).ceiling().to_int()`"
            ),
        });
    }
    // `(end - start).total_seconds() // 60`: a time's difference, which
    // the date point's recipe counts in minutes already (trial 118's
    // form divided it again).
    let seconds = if left.ends_with(".total_seconds()") {
        "; Rhai has no `total_seconds`: where the times are counted as the point on dates counts them, in minutes, their difference is the minutes already, and needs no division"
    } else {
        ""
    };
    Some(Habit {
        column: at + 1,
        text: format!(
            "`//` starts a comment in Rhai, so `{left} // {right}` ends at `{left}` and the rest of the line is not read: for integer division write `/` between two ints (`{left} / {right}`; `7 / 2` is 3), or `({left} / {float}).floor()` for floats; Python's `//` rounds down where Rhai's `/` rounds toward 0, so where a side may be negative (Python's rounding up, `-(-m // 60)`, too), write `({left}.to_float() / {right}).floor().to_int()`{seconds}"
        ),
    })
}

/// `a, b = ...` at the start of a statement.
/// The names `toks` start with up to their `=`, `a, b =`, and the `=`'s
/// column.
fn names_to_eq<'a>(toks: &[(usize, Tok<'a>)]) -> Option<(Vec<&'a str>, usize)> {
    let mut names = Vec::new();
    let mut j = 0;
    loop {
        match (toks.get(j), toks.get(j + 1)) {
            (Some((_, Tok::Ident(n))), Some((_, Tok::Punct(",")))) => {
                names.push(*n);
                j += 2;
            }
            (Some((_, Tok::Ident(n))), Some((eq, Tok::Punct("=")))) => {
                names.push(*n);
                return Some((names, *eq));
            }
            _ => return None,
        }
    }
}

/// The value a line assigns after its `=` at column `eq`, as Rhai.
fn value_after(written: &str, eq: usize) -> String {
    let rhs: String = written.chars().skip(eq).collect();
    super::translate::expression(uncommented(&rhs).trim().trim_end_matches(';').trim())
}

/// `text` up to a `#` comment outside quotes (a line's own note, `x =
/// f(y)  # why`, which a form copied into its code: trial 180).
fn uncommented(text: &str) -> &str {
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (at, c) in text.char_indices() {
        match quote {
            Some(q) if !escaped && c == q => quote = None,
            Some(_) => {}
            None if c == '"' || c == '\'' => quote = Some(c),
            None if c == '#' => return &text[..at],
            None => {}
        }
        escaped = c == '\\' && !escaped;
    }
    text
}

/// [`value_after`], where a generator or a comprehension in its brackets
/// (`[f.strip() for f in ...]`, `(int(x) for x in t.split(":"))`) is read
/// without them, as `expression` reads one.
fn unbracketed_value_after(written: &str, eq: usize) -> String {
    let rhs: String = written.chars().skip(eq).collect();
    let rhs = uncommented(&rhs).trim().trim_end_matches(';').trim();
    let rhs = match rhs
        .strip_prefix(['(', '['])
        .and_then(|r| r.strip_suffix([')', ']']))
    {
        Some(inner) if inner.contains(" for ") => inner,
        _ => rhs,
    };
    super::translate::expression(rhs)
}

fn unpacking(located: &[(usize, Tok<'_>)], written: &str, add: &mut impl FnMut(usize, String)) {
    // `*_, last = sessions`: the last items, read from the end (trial 63).
    if let [
        (column, Tok::Punct("*")),
        (_, Tok::Ident(rest)),
        (_, Tok::Punct(",")),
        tail @ ..,
    ] = located
    {
        let Some((after, eq)) = names_to_eq(tail) else {
            return;
        };
        let rhs = value_after(written, eq);
        let plain = rhs.chars().all(|c| c.is_alphanumeric() || c == '_');
        let (hold, array) = if plain {
            (String::new(), rhs.clone())
        } else {
            (format!("let parts = {rhs}; "), "parts".to_owned())
        };
        let n = after.len();
        let reads: Vec<String> = after
            .iter()
            .enumerate()
            .filter(|(_, name)| **name != "_")
            .map(|(i, name)| format!("let {name} = {array}[{}];", i as i64 - n as i64))
            .collect();
        let head = if *rest == "_" {
            String::new()
        } else {
            format!(" let {rest} = {array}.extract(0, {array}.len() - {n});")
        };
        add(
            *column,
            format!(
                "Rhai has no unpacking into names: read the last items from the end, `{hold}{}{head}` (an index below 0 counts from the end)",
                reads.join(" ")
            ),
        );
        return;
    }
    // `first, *rest = txns`: the first items, and the rest as an array.
    if let [
        (column, Tok::Ident(first)),
        (_, Tok::Punct(",")),
        (_, Tok::Punct("*")),
        (_, Tok::Ident(rest)),
        (eq, Tok::Punct("=")),
        value @ ..,
    ] = located
        && !STATEMENT_WORDS.contains(first)
    {
        // `tag, *fields = raw.split(",")`: anything but a name is held
        // in a name first.
        let (hold, array, note) = match value {
            [(_, Tok::Ident(array))] | [(_, Tok::Ident(array)), (_, Tok::Punct(";"))] => {
                (String::new(), (*array).to_owned(), String::new())
            }
            [] => return,
            _ => {
                let rhs = value_after(written, *eq);
                let note = pending_note(&rhs);
                (format!("let parts = {rhs}; "), "parts".to_owned(), note)
            }
        };
        // `_, *rest = xs`: the first item is not read; `worst, *_ = xs`,
        // the rest.
        let head = if *first == "_" {
            String::new()
        } else {
            format!("let {first} = {array}[0];")
        };
        let tail = if *rest == "_" {
            String::new()
        } else {
            format!("let {rest} = {array}.extract(1);")
        };
        let code = [hold.trim_end(), head.as_str(), tail.as_str()]
            .iter()
            .filter(|part| !part.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join(" ");
        add(
            *column,
            format!("Rhai has no unpacking into names: `{code}`{note}"),
        );
        return;
    }
    let mut names = Vec::new();
    let mut k = 0;
    while let Some((_, Tok::Ident(name))) = located.get(k) {
        if STATEMENT_WORDS.contains(name) {
            return;
        }
        names.push(*name);
        match located.get(k + 1) {
            // `first, *_, last = stops`: names after the starred one,
            // read from the end.
            Some((_, Tok::Punct(",")))
                if let (
                    Some((_, Tok::Punct("*"))),
                    Some((_, Tok::Ident(middle))),
                    Some((_, Tok::Punct(","))),
                ) = (located.get(k + 2), located.get(k + 3), located.get(k + 4)) =>
            {
                let Some((after, eq)) = names_to_eq(&located[k + 5..]) else {
                    return;
                };
                let rhs = value_after(written, eq);
                let plain = rhs.chars().all(|c| c.is_alphanumeric() || c == '_');
                let array = if plain { rhs.as_str() } else { "parts" };
                let mut reads: Vec<String> = if plain {
                    Vec::new()
                } else {
                    vec![format!("let parts = {rhs};")]
                };
                let (before, behind) = (names.len(), after.len());
                reads.extend(
                    names
                        .iter()
                        .enumerate()
                        .filter(|(_, n)| **n != "_")
                        .map(|(i, n)| format!("let {n} = {array}[{i}];")),
                );
                if *middle != "_" {
                    reads.push(format!(
                        "let {middle} = {array}.extract({before}, {array}.len() - {});",
                        before + behind
                    ));
                }
                reads.extend(
                    after
                        .iter()
                        .enumerate()
                        .filter(|(_, n)| **n != "_")
                        .map(|(i, n)| format!("let {n} = {array}[{}];", i as i64 - behind as i64)),
                );
                let code = reads.join(" ");
                add(
                    located[0].0,
                    format!(
                        "Rhai has no unpacking into names: `{code}` (a negative index counts from the end{})",
                        pending_note(&code)
                    ),
                );
                return;
            }
            // `start, artist, *rest = parts`: the rest as an array.
            Some((_, Tok::Punct(",")))
                if let (
                    Some((_, Tok::Punct("*"))),
                    Some((_, Tok::Ident(rest))),
                    Some((eq, Tok::Punct("="))),
                ) = (located.get(k + 2), located.get(k + 3), located.get(k + 4)) =>
            {
                // `[f.strip() for f in ...]`: a comprehension, read
                // without its brackets.
                let rhs = unbracketed_value_after(written, *eq);
                let plain = rhs.chars().all(|c| c.is_alphanumeric() || c == '_');
                let array = if plain { rhs.as_str() } else { "parts" };
                let keep = if plain {
                    String::new()
                } else {
                    format!("let parts = {rhs}; ")
                };
                let reads = item_reads(&names, array);
                add(
                    located[0].0,
                    format!(
                        "Rhai has no unpacking into names: `{keep}{} let {rest} = {array}.extract({});`",
                        reads.join(" "),
                        names.len()
                    ),
                );
                return;
            }
            Some((_, Tok::Punct(","))) => k += 2,
            Some((column, Tok::Punct("="))) if names.len() > 1 => {
                // `(int(x) for x in t.split(":"))`: a generator in its
                // parentheses, read without them.
                let rhs = unbracketed_value_after(written, *column);
                // (Its values as written: `a, b if c else d` is a pair whose
                // second is the conditional, which a rewrite of the whole
                // read as one, trial 135.)
                let raw: String = written.chars().skip(*column).collect();
                let raw = raw.trim().trim_end_matches(';').trim();
                let written_values: Vec<String> = super::translate::top_level_parts(raw)
                    .iter()
                    .map(|v| super::translate::expression(v.trim()))
                    .collect();
                // `a, b = fields[:2]`: the first items of an array.
                let rhs = super::translate::array_slice(rhs.trim());
                let rhs = rhs.trim();
                // `h, _, rest = s.partition(":")`: the text before the
                // separator and after it.
                if let [head, _, tail] = names.as_slice()
                    && let Some(call) = rhs.strip_suffix(')')
                    && let Some((receiver, sep)) = call.rsplit_once(".partition(")
                {
                    let skip = match sep.strip_prefix('"').and_then(|s| s.strip_suffix('"')) {
                        Some(inner) if !inner.contains('"') => inner.chars().count().to_string(),
                        _ => format!("{sep}.len()"),
                    };
                    add(
                        located[0].0,
                        format!(
                            "Rhai has no tuple unpacking or `partition`: write `let i = {receiver}.index_of({sep}); let {head} = if i < 0 {{ {receiver} }} else {{ {receiver}.sub_string(0, i) }}; let {tail} = if i < 0 {{ \"\" }} else {{ {receiver}.sub_string(i + {skip}) }};`"
                        ),
                    );
                    return;
                }
                // `valid, rejected = (` with the items on the lines below
                // (trial 61): a value for each name, in order.
                if matches!(rhs, "(" | "[") {
                    let lets: Vec<String> = names
                        .iter()
                        .enumerate()
                        .filter(|(_, n)| **n != "_")
                        .map(|(_, n)| format!("let {n} = ...;"))
                        .collect();
                    add(
                        located[0].0,
                        format!(
                            "{TUPLE_UNPACKING} with its value, `{}`, each `...` the tuple's item on the lines below, in order",
                            lets.join(" ")
                        ),
                    );
                    return;
                }
                // `a, b = reduce(` with the arguments on the lines below
                // (trial 120's form read `let parts = reduce(;`).
                let continued = format!("{rhs}...)");
                let rhs = if rhs.ends_with('(')
                    && rhs.matches('(').count() == 1 + rhs.matches(')').count()
                {
                    continued.as_str()
                } else {
                    rhs
                };
                // `m, sd = mean(xs), pstdev(xs)`: a value for each name.
                // `a, b = x, y` or `a, b = [x, y]`: a value for each.
                let mut values = if written_values.len() == names.len() {
                    written_values
                } else {
                    super::translate::top_level_parts(rhs)
                };
                if let [one] = values.as_slice()
                    && one.trim().starts_with('[')
                    && one.trim().ends_with(']')
                {
                    let inner = one.trim();
                    values = super::translate::top_level_parts(&inner[1..inner.len() - 1]);
                }
                if values.len() == names.len() {
                    let lets: Vec<String> = names
                        .iter()
                        .zip(&values)
                        .filter(|(n, _)| **n != "_")
                        .map(|(n, v)| {
                            format!(
                                "let {n} = {};",
                                empty_value(&super::translate::array_slice(v.trim()))
                            )
                        })
                        .collect();
                    add(
                        located[0].0,
                        format!("{TUPLE_UNPACKING} with its value, `{}`", lets.join(" ")),
                    );
                    return;
                }
                // `best_score, best = max(by_grade[grade])`: the largest of
                // tuples, which Python compares item by item, and Rhai's
                // `max` of two numbers does not (trial 128's form folded
                // the pairs with it).
                // (The value as the expression's rewrite gives it.)
                let largest = ["max", "min"].iter().find_map(|f| {
                    let (xs, rest) = rhs.split_once(&format!(".reduce(|m, v| {f}(m, v), "))?;
                    (rest == format!("{xs}[0])")).then(|| (format!("{f}("), xs.to_owned()))
                });
                if let Some((f, xs)) = largest {
                    let op = if f == "max(" { ">" } else { "<" };
                    let f = f.as_str();
                    let test = (0..names.len()).rev().fold(String::new(), |inner, i| {
                        let here = format!("v[{i}] {op} m[{i}]");
                        if inner.is_empty() {
                            here
                        } else {
                            format!("{here} || (v[{i}] == m[{i}] && {inner})")
                        }
                    });
                    let top = super::tokens::free_name(&["top", "top_item"], &names, rhs)
                        .unwrap_or("top_");
                    let reads = item_reads(&names, top);
                    add(
                        located[0].0,
                        format!(
                            "Rhai has no tuple unpacking, and its `{f}a, b)` compares two numbers, where Python's compares tuples item by item: keep the {} tuple and read each item, `let {top} = {xs}.reduce(|m, v| if {test} {{ v }} else {{ m }}, {xs}[0]); {}`",
                            if f == "max(" { "largest" } else { "smallest" },
                            reads.join(" ")
                        ),
                    );
                    return;
                }
                // A plain name is the array already (`a, _, b = parts`);
                // else a name the code's own names leave free.
                let plain = rhs.chars().all(|c| c.is_alphanumeric() || c == '_');
                let array = if plain {
                    rhs
                } else {
                    // (Not a name the value reads: `map(str.strip, parts)`
                    // kept in `parts` reads `parts` before it is set,
                    // trial 71.)
                    super::tokens::free_name(&["parts", "values", "items_"], &names, rhs)
                        .unwrap_or("parts")
                };
                let reads = item_reads(&names, array);
                let keep = if plain {
                    String::new()
                } else {
                    format!("let {array} = {rhs}; ")
                };
                // `hh, mm = m.groups()`: a regex's match, which Rhai has
                // none of (trial 83 was told `let parts = m.groups();`).
                if rhs.ends_with(".groups()") {
                    add(
                        located[0].0,
                        format!(
                            "Rhai has no tuple unpacking, and no regular expressions to give `{rhs}`: split the line into its fields instead (the pattern's own point says by what, `let parts = line.split();` for fields between spaces) and read each by its place among the split's fields, `{} ...`, which need not be the pattern's groups: a field the pattern takes apart (`09:15` into two groups) is split again, `let t = parts[0].split(\":\");`, and a field it only matches (`->`) is skipped",
                            reads.first().map_or("", String::as_str)
                        ),
                    );
                    return;
                }
                let pending = pending_note(rhs);
                add(
                    located[0].0,
                    format!(
                        "Rhai has no tuple unpacking: keep the array and read each item, `{keep}{}`{}",
                        reads.join(" "),
                        pending
                            .strip_prefix("; ")
                            .map_or(String::new(), |n| format!(" ({n})"))
                    ),
                );
                return;
            }
            _ => return,
        }
    }
}

/// `elem` with each `list(groups[...])` written `groups[...]`: a group of
/// the map of groups `groupby`'s point builds is an array already.
fn ungrouped_lists(elem: &str) -> String {
    let mut out = elem.to_owned();
    while let Some(at) = out.find("list(groups[") {
        let inner = &out[at + "list(".len()..];
        let Some(close) = super::translate::closing_paren(inner) else {
            break;
        };
        let group = inner[..close].to_owned();
        out.replace_range(at..at + "list(".len() + close + 1, &group);
    }
    out
}

/// `[elem for x in xs if cond]` or `f(elem for x in xs)`: the `for` at
/// `at` inside brackets, as `map` and `filter`.
fn comprehension(
    located: &[(usize, Tok<'_>)],
    at: usize,
    text: &impl Fn(usize, usize) -> String,
) -> Option<String> {
    // The bracket the `for` is inside.
    let mut depth = 0usize;
    let mut open = None;
    for k in (0..at).rev() {
        match located[k].1 {
            Tok::Punct(")" | "]" | "}") => depth += 1,
            // `{x for x in xs}`, a set comprehension, opens with `{`.
            Tok::Punct("(" | "[" | "{") if depth == 0 => {
                open = Some(k);
                break;
            }
            Tok::Punct("(" | "[" | "{") => depth -= 1,
            _ => {}
        }
    }
    let open = open?;
    if open + 1 == at {
        return None;
    }
    // `{ let best = xs[0]; for w in xs { ... } }`: a block of statements
    // (a Rhai version's), no comprehension.
    if located[open + 1..at]
        .iter()
        .any(|(_, t)| matches!(t, Tok::Punct(";") | Tok::Ident("let")))
    {
        return None;
    }
    let close = closing(located, open)?;
    let clauses = clauses(located, open, close);
    // The first `for` speaks for the whole comprehension.
    if clauses
        .iter()
        .find(|(_, word)| *word == "for")
        .map(|(k, _)| *k)
        != Some(at)
    {
        return None;
    }
    let in_at = (at..close).find(|k| located[*k].1 == Tok::Ident("in"))?;
    let var = text(located[at].0 + 3, located[in_at].0);
    // Each `for` a loop and the `if`s one test, inside the innermost.
    let ends: Vec<usize> = clauses
        .iter()
        .skip(1)
        .map(|(k, _)| located[*k].0)
        .chain([located[close].0])
        .collect();
    let mut loops = Vec::new();
    let mut tests = Vec::new();
    for ((k, word), end) in clauses.iter().zip(&ends) {
        let from = located[*k].0 + word.len();
        if *word == "if" {
            let condition = super::translate::expression(&text(from, *end));
            let last = loops
                .last()
                .map_or("", |(var, _): &(String, String)| var.as_str());
            tests.push(super::translate::test(&condition, last));
        } else if let Some(in_k) = (*k..close).find(|j| located[*j].1 == Tok::Ident("in")) {
            let iter = super::translate::expression(&text(located[in_k].0 + 2, *end));
            let iter = iter.trim();
            // `sorted(m.items())`: a map's keys come sorted already.
            let iter = iter
                .strip_prefix("sorted(")
                .and_then(|i| i.strip_suffix(')'))
                .filter(|i| i.ends_with(".items()") || i.ends_with(".keys()"))
                .unwrap_or(iter);
            loops.push((
                text(from, located[in_k].0).trim().to_owned(),
                iter.to_owned(),
            ));
        }
    }
    let nested = |body: String| {
        let body = if tests.is_empty() {
            body
        } else {
            format!("if {} {{ {body} }}", tests.join(" && "))
        };
        loops.iter().rev().fold(body, |inner, (var, iter)| {
            // `for k, v in m.items()`: the keys, and `v` read from the map.
            match (targets(var).as_slice(), iter.strip_suffix(".items()")) {
                ([key, value], Some(m)) => {
                    // `for k, (q, v) in acc.items()`: the value's own
                    // items, read by index (trial 67).
                    let reads = match value.strip_prefix('(').and_then(|v| v.strip_suffix(')')) {
                        Some(parts) => parts
                            .split(',')
                            .map(str::trim)
                            .enumerate()
                            .filter(|(_, n)| !n.is_empty() && *n != "_")
                            .map(|(i, n)| format!("let {n} = {m}[{key}][{i}];"))
                            .collect::<Vec<_>>()
                            .join(" "),
                        None => format!("let {value} = {m}[{key}];"),
                    };
                    format!("for {key} in {m}.keys() {{ {reads} {inner} }}")
                }
                // `{k: len(list(g)) for k, g in groupby(...)}`: the map of
                // groups `groupby`'s own point builds (trial 118's form
                // looped over the call), each group an array already.
                ([key, value], None) if iter.starts_with("groupby(") => {
                    let inner = inner.replace(&format!("list({value})"), value);
                    format!("for {key} in groups.keys() {{ let {value} = groups[{key}]; {inner} }}")
                }
                // `for skill, v in zip(SKILLS, raw)`: the indexes, each
                // name read from its array (trial 115's form kept `zip`).
                (names, _)
                    if names.len() > 1
                        && let Some(arrays) = iter
                            .strip_prefix("zip(")
                            .and_then(|rest| rest.strip_suffix(')'))
                            .map(super::translate::top_level_parts)
                            .filter(|arrays| arrays.len() == names.len()) =>
                {
                    // (A nested target, `(e, _)`, each part by its own
                    // index: trial 165's form wrote `let (e, _) = a[i];`.)
                    let mut reads: Vec<String> = Vec::new();
                    for (n, a) in names.iter().zip(&arrays) {
                        let read = format!("{}[i]", super::translate::operand(a.trim()));
                        unpacked(n, &read, &mut reads);
                    }
                    format!(
                        "for i in 0..{}.len() {{ {} {inner} }}",
                        super::translate::operand(arrays[0].trim()),
                        reads.join(" ")
                    )
                }
                // `for _, _, s, v in readings`: one item, read by index
                // (a pair inside it too, `for k, (kg, amt) in ...`, each
                // of its items by its own: trial 152's form wrote `let
                // (kg, amt) = item[1];`).
                (names, _) if names.len() > 1 => {
                    let reads: Vec<String> = names
                        .iter()
                        .enumerate()
                        .filter(|(_, n)| n.as_str() != "_")
                        .map(
                            |(i, n)| match n.strip_prefix('(').and_then(|n| n.strip_suffix(')')) {
                                Some(inner) => inner
                                    .split(',')
                                    .map(str::trim)
                                    .enumerate()
                                    .filter(|(_, p)| !p.is_empty() && *p != "_")
                                    .map(|(j, p)| format!("let {p} = item[{i}][{j}];"))
                                    .collect::<Vec<_>>()
                                    .join(" "),
                                None => format!("let {n} = item[{i}];"),
                            },
                        )
                        .collect();
                    format!("for item in {iter} {{ {} {inner} }}", reads.join(" "))
                }
                // `for _ in range(n)`: Rhai's range is `0..n`, and `_`
                // alone is no name.
                _ => {
                    let var = if var == "_" { "_i" } else { var.as_str() };
                    let iter = rhai_range(iter).unwrap_or_else(|| iter.clone());
                    format!("for {var} in {iter} {{ {inner} }}")
                }
            }
        })
    };
    // `tags = {...}`: the name the result is given; `crop, *_ = {...}`,
    // unpacked, is `parts`, as the unpacking's own point names it.
    let unpacked = located[..open.saturating_sub(1)]
        .iter()
        .any(|(_, t)| *t == Tok::Punct(","))
        && !located[..open].iter().any(|(_, t)| *t == Tok::Punct("("));
    let named = match (
        open.checked_sub(2).map(|k| &located[k].1),
        open.checked_sub(1).map(|k| &located[k].1),
    ) {
        (Some(Tok::Ident(_)), Some(Tok::Punct("="))) if unpacked => Some("parts"),
        (Some(Tok::Ident(name)), Some(Tok::Punct("="))) => Some(*name),
        _ => None,
    };
    if located[open].1 == Tok::Punct("{") {
        // `{k: v for x in xs}`, a dict comprehension: a map filled in a loop.
        let code = if let Some(colon) = top_level(&located[open + 1..at], ":") {
            // (A value that holds a comprehension of its own, `sum(1 for s
            // in xs for x in s.hands if x == h)`, is written by that one's
            // point: trial 159's form garbled it.)
            let inner = located[open + 2 + colon..at]
                .iter()
                .any(|(_, t)| *t == Tok::Ident("for"));
            let colon = located[open + 1 + colon].0;
            let key = super::translate::expression(&text(located[open].0 + 1, colon));
            let value = if inner {
                "...".to_owned()
            } else {
                super::translate::expression(&text(colon + 1, located[at].0))
            };
            // Not a name the loop binds (`for m, v in ...`).
            let bound = |name: &str| {
                loops
                    .iter()
                    .any(|(var, _)| targets(var).iter().any(|t| t == name))
            };
            // `vehicles = {v.plate: v for v in vehicles}`: the new map
            // under another name until the loop is done.
            let rebuilt = named.filter(|n| {
                loops
                    .iter()
                    .any(|(_, iter)| iter == n || iter.starts_with(&format!("{n}.")))
            });
            let m = match (rebuilt, named) {
                (Some(_), _) => "out",
                (None, Some(n)) => n,
                (None, None) if bound("m") => "out",
                (None, None) => "m",
            };
            let after = rebuilt.map_or(String::new(), |n| format!(" {n} = {m};"));
            // `{c: 0 for c in range(1, 4)}`: a number as a key, which a
            // Rhai map refuses at run time (trial 82's second mount).
            let key = key.trim();
            // (Or a dict's values as keys, `{v: k for k, v in m.items()}`,
            // which may be numbers: trial 87's were.)
            let counted = loops.iter().any(|(var, iter)| {
                (iter.starts_with("range(")
                    && super::tokens::tokenize(key)
                        .iter()
                        .any(|(_, t)| *t == Tok::Ident(var)))
                    || (iter.ends_with(".items()") && targets(var).get(1).is_some_and(|v| v == key))
            });
            let name = key.chars().all(|c| c.is_alphanumeric() || c == '_');
            let (key, numbers) = match (counted, name) {
                (false, _) => (key.to_owned(), String::new()),
                (true, true) => (
                    format!("{key}.to_string()"),
                    format!("; a map's keys are texts, so each number is made one, and read back as `{m}[{key}.to_string()]`"),
                ),
                (true, false) => (
                    format!("({key}).to_string()"),
                    "; a map's keys are texts, so each number is made one, and read back with `.to_string()`".to_owned(),
                ),
            };
            let filled = format!(
                "let {m} = #{{}}; {}{after}",
                nested(format!("{m}[{key}] = {};", value.trim()))
            );
            let numbers = if loops.iter().any(|(_, iter)| iter.starts_with("groupby(")) {
                format!("{numbers}; `groups` is the map of groups `groupby`'s own point builds")
            } else {
                numbers
            };
            let numbers = if inner {
                format!(
                    "{numbers}; `...` is the value, as the point on the comprehension inside it writes it"
                )
            } else {
                numbers
            };
            format!(
                "Rhai has no dict comprehensions: fill a map in a loop, {} (its keys come back sorted, not in the loop's order: where the order matters, keep an array of the keys too{numbers}){}",
                super::translate::code(&filled),
                pending_note(&filled)
                    .strip_prefix("; ")
                    .map_or(String::new(), |n| format!(" ({n})"))
            )
        } else {
            let elem = super::translate::expression(&text(located[open].0 + 1, located[at].0));
            // A map's keys are strings: a number (trial 67's `q.zone`)
            // is made one; a quoted text needs nothing.
            let elem = elem.trim();
            // (Only a field read, `q.zone` or `r["zone"]`, which may hold
            // a number; a name or a string's method is left as written.)
            let field = |e: &str| {
                let (head, last) = match e.rsplit_once('.') {
                    Some((head, last)) => (head, last.to_owned()),
                    None => match e.strip_suffix("\"]").and_then(|x| x.rsplit_once("[\"")) {
                        Some((head, _)) => (head, "key".to_owned()),
                        None => return false,
                    },
                };
                !head.is_empty()
                    && !last.is_empty()
                    && last.chars().all(|c| c.is_alphanumeric() || c == '_')
                    && head
                        .chars()
                        .all(|c| c.is_alphanumeric() || "_.[]\"".contains(c))
            };
            // `{(s.site, s.pool) for s in ...}`: a tuple, an array in Rhai,
            // which no map takes as a key (trial 85's run failed): its
            // parts joined into a text.
            let parts = elem
                .strip_prefix('[')
                .and_then(|e| e.strip_suffix(']'))
                .map(super::translate::top_level_parts)
                .filter(|parts| parts.len() > 1);
            // (Or a call of a function of the code's, `hour_of(s)`, which
            // may give a number, as trial 160's did: `to_string` of a text
            // is the text.)
            let called = elem.split_once('(').is_some_and(|(name, rest)| {
                super::tokens::is_name(name)
                    && !matches!(name, "str" | "to_string")
                    && super::translate::closing_paren(rest) == Some(rest.len() - 1)
            });
            let textual = !field(elem) && !called;
            let key = match &parts {
                Some(parts) => format!(
                    "`{}`",
                    parts
                        .iter()
                        .map(|p| format!("${{{}}}", p.trim()))
                        .collect::<Vec<_>>()
                        .join("|")
                ),
                None if textual => elem.to_owned(),
                None => format!("{}.to_string()", super::translate::operand(elem)),
            };
            let unique = named.unwrap_or("unique");
            format!(
                "Rhai has no set comprehensions: a set is a map of keys, {}{}",
                super::translate::code(&format!(
                    "let seen = #{{}}; {} let {unique} = seen.keys();",
                    nested(format!("seen[{key}] = true;")),
                )),
                match (&parts, textual) {
                    (Some(_), _) => " (a map's keys are strings, and a tuple is an array: its parts are joined into one text, and each key split back into them, `let parts = k.split(\"|\");`, where the code reads the tuple's items)".to_owned(),
                    (None, true) => String::new(),
                    // (Trial 106's keys of floats, `"25.0"`, were told
                    // `parse_int`, which refuses them.)
                    (None, false) => format!(" (a map's keys are strings: `to_string()` makes a number one, and the keys come back as text: for numbers again, before a sort, `{unique}.map(|k| parse_int(k))` of whole numbers, `{unique}.map(|k| parse_float(k))` of floats, whose keys read `\"25.0\"`, which `parse_int` refuses)"),
                }
            )
        };
        return Some(code);
    }
    // Two `for`s (`tag for t in todos for tag in t.tags`): nested loops,
    // which one chain of `map` cannot say; and a list over a `range`,
    // which is no array to `map` in Rhai (trial 120's grid).
    let ranged =
        located[open].1 == Tok::Punct("[") && loops.first().is_some_and(|(_, iter)| is_range(iter));
    if loops.len() > 1 || ranged {
        let elem = super::translate::expression(&text(located[open].0 + 1, located[at].0));
        let summed = located[open].1 == Tok::Punct("(")
            && open
                .checked_sub(1)
                .is_some_and(|k| located[k].1 == Tok::Ident("sum"));
        let code = if summed {
            format!(
                "let total = 0; {}",
                // `sum(p.is_full() for ...)`: a count of the trues, since
                // Rhai adds no bool to a number.
                nested(if super::translate::is_test(elem.trim()) {
                    format!("if {} {{ total += 1; }}", elem.trim())
                } else {
                    format!("total += {};", elem.trim())
                })
            )
        } else {
            // `out += [...]` adds to the code's own list (trial 75), and
            // `lines = [...]` fills one under its name.
            let before = |back: usize| open.checked_sub(back).map(|k| &located[k].1);
            match (before(3), before(2), before(1)) {
                (Some(Tok::Ident(list)), Some(Tok::Punct("+")), Some(Tok::Punct("="))) => {
                    nested(format!("{list}.push({});", elem.trim()))
                }
                (_, Some(Tok::Ident(list)), Some(Tok::Punct("="))) => format!(
                    "let {list} = []; {}",
                    nested(format!("{list}.push({});", elem.trim()))
                ),
                _ => format!(
                    "let out = []; {}",
                    nested(format!("out.push({});", elem.trim()))
                ),
            }
        };
        return Some(if ranged && loops.len() == 1 {
            format!(
                "Rhai has no comprehensions, and a range (`0..n`) has no `map`: fill the array in a loop, {}",
                super::translate::code(&code)
            )
        } else {
            format!(
                "Rhai has no comprehensions, and two `for`s are two loops: write {}",
                super::translate::code(&code)
            )
        });
    }
    // (The filter's `if`, outside brackets: not the conditional of
    // `(rest[0] if rest else "").split(";")`, trial 65.)
    let if_at = {
        let mut depth = 0usize;
        (in_at..close).find(|k| {
            match located[*k].1 {
                Tok::Punct("(" | "[" | "{") => depth += 1,
                Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
                Tok::Ident("if") if depth == 0 => return true,
                _ => {}
            }
            false
        })
    };
    let iter = text(located[in_at].0 + 2, located[if_at.unwrap_or(close)].0);
    // `for n, _ in rest[:2]`: the first two items, `rest.extract(0, 2)`.
    let iter = super::translate::array_slice(super::translate::expression(&iter).trim());
    // A tuple target (`for w, c in ...`) is one item, an array, in Rhai:
    // a closure's second parameter would be the index.
    let parts = targets(&var);
    let names: Vec<&str> = parts.iter().map(String::as_str).collect();
    let tuple = names.len() > 1;
    if let Some(advice) = paired_generator(located, open, at, close, in_at, if_at, &names, &text) {
        return Some(advice);
    }
    // `for c in word` with a character's test (`c.isalpha()`): Python
    // iterates a string's characters, which Rhai's `to_chars()` gives.
    let whole_text = text(located[open].0 + 1, located[close].0);
    let on_chars = !tuple
        && matches!(var.as_str(), "c" | "ch" | "char")
        && iter
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        && char_methods(&whole_text, &var) != whole_text;
    // `for k, v in m.items()`: the keys, and `v` read from the map; of
    // `sorted(m.items())` too, since `keys()` come sorted (trial 70).
    let unsorted = iter
        .strip_prefix("sorted(")
        .and_then(|i| i.strip_suffix(')'))
        .filter(|i| i.ends_with(".items()"))
        .unwrap_or(&iter);
    let sorted_items = unsorted.len() < iter.len();
    // `for k, g in groupby(...)`: the pairs of the map of groups that
    // `groupby`'s own point builds, `groups` (trial 77 was told to map
    // over the call, which that map cannot be).
    let grouped = iter.starts_with("groupby(");
    let items = match names.as_slice() {
        [key, value] if grouped => Some(("groups".to_owned(), *key, *value)),
        [key, value] => unsorted
            .strip_suffix(".items()")
            .map(|m| (m.to_owned(), *key, *value)),
        _ => None,
    };
    let tuple = tuple && items.is_none();
    let rewrite = |text: String| -> String {
        let mut rhai = unchained(&maps(&super::translate::expression(&text)));
        if on_chars {
            rhai = char_methods(&rhai, &var);
        }
        match &items {
            Some((m, key, value)) => replace_names(&rhai, &[value], &|_| format!("{m}[{key}]")),
            None if tuple => replace_names(&rhai, &names, &|i| {
                format!("pair[{}]", starred_index(&names, i))
            }),
            None => rhai,
        }
    };
    // (`raw["checks"] ?? []` in brackets, before the chain after it.)
    let iter = if on_chars {
        format!("{iter}.to_chars()")
    } else if items.is_some() {
        "keys".to_owned()
    } else {
        super::translate::operand(&iter)
    };
    let key = items.as_ref().map(|(_, key, _)| *key);
    // The keys in a variable of their own: a closure that reads the map
    // cannot be given to a chain that starts from it.
    let keys_first = items
        .as_ref()
        .map_or(String::new(), |(m, ..)| format!("let keys = {m}.keys(); "));
    let elem = rewrite(text(located[open].0 + 1, located[at].0));
    let params = match key {
        Some(key) => key,
        None if tuple => "pair",
        // `1 for _ in xs`: `_` alone names nothing in Rhai.
        None if var.trim_matches(['(', ')']) == "_" => "_x",
        None => var.trim_matches(['(', ')']),
    };
    let whole = params.to_owned();
    let filter = if_at.map_or(String::new(), |k| {
        let test =
            super::translate::test(&rewrite(text(located[k].0 + 2, located[close].0)), params);
        // `[v for v in vols if v]`: the item's own truthiness, an empty
        // text's only where the items are pieces of text.
        let textual = ["split", "lines", "chars", "words"]
            .iter()
            .any(|w| iter.contains(w));
        // (`for r in csv.reader(...) if r and ...`: each item a row, an
        // array, which is no text: trial 91.)
        let rows = ["reader(", "split_csv"].iter().any(|w| iter.contains(w));
        let test = if rows {
            test.replace(
                &format!("{params} != \"\""),
                &format!("!{params}.is_empty()"),
            )
        } else if test == format!("{params} != \"\"") && !textual {
            format!("truthy({params})")
        } else {
            test
        };
        format!(".filter(|{params}| {test})")
    });
    // A closure has no `this`: what the form reads of the object
    // (`self.rate`), in a variable first.
    let (hoisted, elem, filter) = {
        let (hoisted, mut out) = hoist_this(&[&elem, &filter], &[params, "keys", "total", "v"]);
        let filter = out.pop().unwrap_or_default();
        let elem = out.pop().unwrap_or_default();
        (hoisted, elem, filter)
    };
    let keys_first = format!("{keys_first}{hoisted}");
    // `((r.ewe, w) for w in r.weights)`: a closure that reads `r`, given
    // to a chain that starts from `r.weights`, is a data race in Rhai
    // (trial 70): the array in a variable first.
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let base = iter.split(['.', '[']).next().unwrap_or_default();
    let reads_base = |t: &str| t.split(|c: char| !word(c)).any(|w| w == base);
    let (keys_first, iter) = if !base.is_empty()
        && base.len() < iter.len()
        && base.chars().all(word)
        && base != params
        && (reads_base(&elem) || reads_base(&filter))
    {
        (
            format!("{keys_first}let items = {iter}; "),
            "items".to_owned(),
        )
    } else {
        (keys_first, iter)
    };
    // A foreign method the iterable ends with has its own point.
    // A foreign call left in the form (`w.strip(".,")`, `re.split(...)`)
    // has its own point.
    // `list(g)` of a group: an array already in the map of groups
    // (trial 171's form kept `list(groups[k])`, told to replace it).
    let elem = if grouped {
        ungrouped_lists(&elem)
    } else {
        elem
    };
    let pending = pending_note(&format!("{iter} {filter} {elem}"));
    let note = if grouped && items.is_some() {
        // (Text keys: trial 111's team numbers were printed as text.)
        "; `groups` is the map of groups `groupby`'s own point builds, whose `keys()` come sorted, as text: where the key was a number, `parse_int(k)` gives it back"
            .to_owned()
    } else if items.is_some() && sorted_items {
        // (Sorted in Python too: the order the keys come in is the one
        // wanted, for text keys; trial 134 was told to keep the order set.)
        "; `keys()` gives them sorted as text, as `sorted` does text keys (for keys that stand for numbers, sort them first, `keys.sort(|a, b| parse_int(a) - parse_int(b));`)".to_owned()
    } else if items.is_some() {
        format!("; {UNORDERED_KEYS}")
    } else if tuple {
        format!(
            "; `{}` is one item, an array: {}",
            names.join(", "),
            names
                .iter()
                .enumerate()
                .filter(|(_, n)| !n.starts_with('*'))
                .map(|(i, n)| format!("`{n}` is `pair[{}]`", starred_index(&names, i)))
                .collect::<Vec<_>>()
                .join(", ")
        )
    } else {
        String::new()
    };
    let map = if elem == whole {
        String::new()
    } else {
        format!(".map(|{params}| {elem})")
    };
    // `next(name for floor, name in bands if mag >= floor)`: the first
    // item the form keeps (`next((...), None)` with a default).
    let next = match open
        .checked_sub(2)
        .map(|k| (&located[k].1, &located[k + 1].1))
    {
        Some((_, Tok::Ident("next"))) if located[open].1 == Tok::Punct("(") => Some(false),
        Some((Tok::Ident("next"), Tok::Punct("("))) => Some(true),
        _ => None,
    };
    if let Some(defaulted) = next {
        let form = super::translate::code(&format!("{keys_first}let found = {iter}{filter}{map};"));
        let first = if defaulted {
            "`if found.len() > 0 { found[0] } else { default }` for the default"
        } else {
            "`found[0]` (which fails when nothing is found: test `found.len() > 0` first)"
        };
        return Some(format!(
            "Rhai has no generators or `next`: keep what the form finds, {form}, then its first item is {first}{note}{pending}"
        ));
    }
    // `all(x > 0 for x in xs)` and its kin: the array's own method.
    let called = open.checked_sub(1).and_then(|k| match located[k].1 {
        Tok::Ident(name @ ("all" | "any" | "sum")) if located[open].1 == Tok::Punct("(") => {
            Some(name)
        }
        _ => None,
    });
    if let Some(name) = called {
        // `any(e for e in errors)`: each item tested by its truthiness.
        let elem = if elem == whole && matches!(name, "all" | "any") {
            format!("truthy({elem})")
        } else {
            elem
        };
        let (rhai, note) = match name {
            "all" => (
                format!("{iter}{filter}.all(|{params}| {elem})"),
                "Python's `all` is the array's method `all`",
            ),
            "any" => (
                format!("{iter}{filter}.some(|{params}| {elem})"),
                "Python's `any` is the array's method `some`",
            ),
            // `sum(1 for ...)`: a count.
            _ if elem == "1" && !filter.is_empty() => (
                format!("{iter}{filter}.len()"),
                "Rhai has no `sum`: `len()` counts what `filter` keeps",
            ),
            // `sum("hill" in r.name for r in rides)`: Python counts the
            // trues; Rhai adds no bool to a number.
            _ if super::translate::is_test(&elem) => (
                format!("{iter}{filter}.filter(|{params}| {elem}).len()"),
                "Rhai has no `sum`, nor adds a bool to a number: `len()` counts the items the test keeps",
            ),
            // `sum(s.cancelled for s in stops)`: a field may be a bool,
            // which Rhai adds to no number.
            _ if elem
                .split_once('.')
                .is_some_and(|(item, field)| item == whole && yes_or_no(field)) =>
            {
                (
                    format!("{iter}{filter}{map}.reduce(|total, v| total + v, 0)"),
                    "Rhai has no `sum`; where each value is a yes or no, count the trues instead, since Rhai adds no bool to a number: `filter` then `len()`",
                )
            }
            _ => (
                format!("{iter}{filter}{map}.reduce(|total, v| total + v, 0)"),
                "Rhai has no `sum`",
            ),
        };
        return Some(format!(
            "Rhai has no list comprehensions or generator expressions: write {} ({note}{pending})",
            super::translate::code(&format!("{keys_first}{rhai}"))
        ));
    }
    Some(format!(
        "Rhai has no list comprehensions or generator expressions: use {} (an `if` becomes `.filter(|x| ...)`{note}{pending})",
        super::translate::code(&format!("{keys_first}{iter}{filter}{map}"))
    ))
}

/// Python's one-argument `range(n)` as Rhai's `0..n` (`range(a, b)` and
/// `range(a, b, step)` are Rhai's own, so none is given for them).
fn rhai_range(iter: &str) -> Option<String> {
    let args = iter.strip_prefix("range(")?.strip_suffix(')')?;
    match trimmed_parts(args).as_slice() {
        [n] => Some(format!("0..{}", super::translate::operand(n))),
        _ => None,
    }
}

/// Whether `iter` is a `range(...)`, which a list comprehension walks in
/// a loop: a range is no array to `map`.
fn is_range(iter: &str) -> bool {
    iter.starts_with("range(") && iter.ends_with(')')
}

/// Whether a field's name reads as a yes or no: `is_late`, `has_key`,
/// `cancelled`, `late`.
fn yes_or_no(field: &str) -> bool {
    field.chars().all(|c| c.is_alphanumeric() || c == '_')
        && (["is_", "has_", "was_", "can_"]
            .iter()
            .any(|p| field.starts_with(p))
            || field.ends_with("ed")
            || matches!(field, "late" | "done" | "ok" | "valid" | "active" | "open"))
}

/// `texts` with each `this.name` (a field, not a call) read from a
/// variable of that name instead, and the `let`s that fill them: a
/// closure has no `this`. A name some closure already uses (`taken`)
/// becomes `own_name`.
fn hoist_this(texts: &[&str], taken: &[&str]) -> (String, Vec<String>) {
    let mut names: Vec<String> = Vec::new();
    // (`this[kind]`, Python's `getattr(self, kind)`: the object kept in a
    // variable, trial 103.)
    let me = if taken.contains(&"me") {
        "own_me"
    } else {
        "me"
    };
    let indexed: Vec<String> = texts
        .iter()
        .map(|text| {
            super::tokens::rewrite_each(text, "this[", |before, _| {
                if super::tokens::ends_word(before) {
                    return None;
                }
                if !names.iter().any(|n| n == me) {
                    names.insert(0, me.to_owned());
                }
                Some((format!("{me}["), 0))
            })
        })
        .collect();
    let out = indexed
        .iter()
        .map(|text| {
            super::tokens::rewrite_each(text, "this.", |before, after| {
                if super::tokens::ends_word(before) {
                    return None;
                }
                let len = after
                    .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .unwrap_or(after.len());
                let name = &after[..len];
                if name.is_empty() {
                    return None;
                }
                // `this.criterion_avg(c)`: a method, called on the object
                // kept in a variable (its argument may be the closure's).
                if after[len..].starts_with('(') {
                    if !names.iter().any(|n| n == me) {
                        names.insert(0, me.to_owned());
                    }
                    return Some((format!("{me}.{name}"), len));
                }
                let local = if taken.contains(&name) {
                    format!("own_{name}")
                } else {
                    name.to_owned()
                };
                if !names.contains(&local) {
                    names.push(local.clone());
                }
                Some((local, len))
            })
        })
        .collect();
    let hoisted = names
        .iter()
        .map(|local| match local.as_str() {
            "me" | "own_me" => format!("let {local} = this; "),
            _ => {
                let field = local.strip_prefix("own_").unwrap_or(local);
                format!("let {local} = this.{field}; ")
            }
        })
        .collect();
    (hoisted, out)
}

/// `for a, b in zip(xs, ys):` and `for i, x in enumerate(xs):`, a loop
/// over pairs, with the Rhai loop in the line's own names.
pub(super) fn paired_loop(located: &[(usize, Tok<'_>)], written: &str) -> Option<Habit> {
    if let Some(habit) = zipped_loop(located, written) {
        return Some(habit);
    }
    // `for pos, (club, r) in enumerate(ranked, 1):`: the index after the
    // item, and each of the item's parts by its index (trial 115's was
    // told `enumerate` alone).
    if let [
        (_, Tok::Ident("for")),
        (_, Tok::Ident(first)),
        (_, Tok::Punct(",")),
        (_, Tok::Punct("(")),
        ..,
    ] = located
        && let Some((bound, iterable)) = written
            .trim()
            .strip_prefix("for ")
            .and_then(|r| r.split_once(" in "))
        && let [_, item] = targets(bound).as_slice()
        && let Some(args) = iterable
            .trim()
            .trim_end_matches(':')
            .strip_prefix("enumerate(")
            .and_then(|r| r.strip_suffix(')'))
            .map(super::translate::top_level_parts)
        && let Some(xs) = args.first()
        && let Some((column, _)) = located.iter().find(|(_, t)| *t == Tok::Ident("enumerate"))
    {
        let mut lets = Vec::new();
        let whole = free_item_name(item);
        unpacked(item, whole, &mut lets);
        let shift = match args.get(1).map(|n| start_of(n.trim())) {
            Some(n) if n != "0" => format!("let {first} = {first} + {n}; "),
            _ => String::new(),
        };
        return Some(Habit {
            column: *column,
            text: format!(
                "Rhai's `for` gives the index as a second variable, after the item, and binds one item: `for ({whole}, {first}) in {} {{ {shift}{} ... }}` (`{first}` counts from 0)",
                super::translate::operand(xs.trim()),
                lets.join(" ")
            ),
        });
    }
    let [
        (_, Tok::Ident("for")),
        (_, Tok::Ident(first)),
        (_, Tok::Punct(",")),
        (_, Tok::Ident(second)),
        (_, Tok::Ident("in")),
        (column, iterable),
        rest @ ..,
    ] = located
    else {
        return None;
    };
    let (Tok::Ident(call @ ("zip" | "enumerate")), [(_, Tok::Punct("(")), ..]) = (iterable, rest)
    else {
        return pairs_loop(first, second, *column, rest, written);
    };
    let close = closing(located, 6)?;
    let parts = split(&located[7..close]);
    let source = |part: &[(usize, Tok<'_>)]| part_in_rhai(part, written);
    let text = match (*call, parts.as_slice()) {
        ("zip", [xs, ys]) => {
            let (xs, ys) = (source(xs)?, source(ys)?);
            // `zip(xs, xs[1:])`: each item and the one after it.
            if let Some(k) = shifted(&xs, &ys) {
                return Some(Habit {
                    column: *column,
                    text: format!(
                        "Rhai has no `zip` into pairs: loop over the indexes, `for i in 0..{xs}.len() - {k} {{ let {first} = {xs}[i]; let {second} = {xs}[i + {k}]; ... }}`"
                    ),
                });
            }
            let (before, lets, note) = index_lets(&[first, second], &[xs, ys]);
            let (_, xs, _) = held(first, &source(parts[0])?);
            format!(
                "Rhai has no `zip` into pairs: loop over the indexes, `{before}for i in 0..{}.len() {{ {lets}... }}`{note}",
                super::translate::operand(&xs)
            )
        }
        ("enumerate", [xs, rest @ ..]) => {
            let xs = super::translate::array_slice(&source(xs)?);
            let from = match rest.first().and_then(|n| source(n)) {
                Some(n) => {
                    let n = start_of(&n);
                    format!(
                        " (`{first}` counts from 0: for a count from {n}, write `{first} + {n}` where the number is used)"
                    )
                }
                None => String::new(),
            };
            format!(
                "Rhai's `for` gives the index as a second variable, after the item: `for ({second}, {first}) in {xs} {{ ... }}`{from}{}",
                pending_note(&xs)
                    .strip_prefix("; ")
                    .map_or(String::new(), |n| format!(" ({n})"))
            )
        }
        _ => return None,
    };
    Some(Habit {
        column: *column,
        text,
    })
}

/// A call's argument, its tokens `part` of the line `written`, in Rhai.
fn part_in_rhai(part: &[(usize, Tok<'_>)], written: &str) -> Option<String> {
    let (from, _) = part.first()?;
    let last = part.last()?;
    let to = last.0
        + match &last.1 {
            Tok::Ident(s) | Tok::Punct(s) => s.chars().count(),
            Tok::Str(_, n) => n + 2,
        };
    let piece: String = written.chars().skip(from - 1).take(to - from).collect();
    Some(super::translate::expression(piece.trim()))
}

/// An array a loop reads by index, `xs`, and what stands before the
/// loop: nothing for a name or a path (`by_day.keys()`), else the
/// expression held in a name of its own (`let crews = [...];`), so that
/// the loop does not compute it again for each index. The note that
/// follows is [`pending_note`]'s, for what is left of Python there.
fn held(name: &str, xs: &str) -> (String, String, String) {
    let plain = xs
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '[' | ']' | '"'))
        || xs.ends_with("()")
            && xs[..xs.len() - 2]
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.'));
    if plain {
        return (String::new(), xs.to_owned(), String::new());
    }
    let holder = if name.ends_with('s') {
        format!("{name}_all")
    } else {
        format!("{name}s")
    };
    (format!("let {holder} = {xs}; "), holder, pending_note(xs))
}

/// `let w = weeks[i]; let t = totals[i]; `: each name read from its
/// array at the loop's index, for a `zip` of several arrays.
fn index_lets(names: &[&str], arrays: &[String]) -> (String, String, String) {
    let mut before = String::new();
    let mut lets = String::new();
    let mut notes = String::new();
    for (name, xs) in names.iter().zip(arrays) {
        let (hold, xs, note) = held(name, xs);
        before.push_str(&hold);
        // (A nested target, `(e, _)`, each part by its own index: trial
        // 165's form wrote `let (e, _) = blocks[i];`.)
        let mut parts = Vec::new();
        unpacked(name, &format!("{xs}[i]"), &mut parts);
        for part in parts {
            lets.push_str(&part);
            lets.push(' ');
        }
        if notes.is_empty() {
            notes = note;
        }
    }
    (before, lets, notes)
}

/// `for w, t, r in zip(weeks, totals, running):`, three names or more
/// over as many arrays: a loop over the indexes.
fn zipped_loop(located: &[(usize, Tok<'_>)], written: &str) -> Option<Habit> {
    let [(_, Tok::Ident("for")), ..] = located else {
        return None;
    };
    let mut names: Vec<&str> = Vec::new();
    let mut k = 1;
    loop {
        match located.get(k) {
            Some((_, Tok::Ident(name))) if *name != "in" => names.push(name),
            _ => return None,
        }
        match located.get(k + 1) {
            Some((_, Tok::Punct(","))) => k += 2,
            Some((_, Tok::Ident("in"))) => break,
            _ => return None,
        }
    }
    let (column, open) = match (located.get(k + 2), located.get(k + 3)) {
        (Some((column, Tok::Ident("zip"))), Some((_, Tok::Punct("(")))) if names.len() > 2 => {
            (*column, k + 3)
        }
        _ => return None,
    };
    let close = closing(located, open)?;
    let parts = split(&located[open + 1..close]);
    if parts.len() != names.len() {
        return None;
    }
    let arrays = parts
        .iter()
        .map(|part| part_in_rhai(part, written))
        .collect::<Option<Vec<String>>>()?;
    let (before, lets, note) = index_lets(&names, &arrays);
    let first = held(names[0], &arrays[0]).1;
    Some(Habit {
        column,
        text: format!(
            "Rhai has no `zip`: loop over the indexes, `{before}for i in 0..{}.len() {{ {lets}... }}`{note}",
            super::translate::operand(&first)
        ),
    })
}

/// `for sku, qty in orders:` over anything but `zip` and `enumerate`:
/// Rhai's `for` binds one item (a second name is its index), so each
/// pair is read by index, and a map's `items()` by its keys.
fn pairs_loop(
    first: &str,
    second: &str,
    column: usize,
    rest: &[(usize, Tok<'_>)],
    written: &str,
) -> Option<Habit> {
    // Python's `:`, or the `{` of a Rhai version that kept the pair.
    let Some((colon, Tok::Punct(":" | "{"))) = rest.last() else {
        return None;
    };
    let iterable: String = written
        .chars()
        .skip(column - 1)
        .take(colon - column)
        .collect();
    let iterable = super::translate::expression(iterable.trim());
    // `sorted(m.items(), key=lambda kv: ...)`: the pairs in a variable,
    // sorted by `sort`'s own point, then the loop.
    if let Some(inner) = iterable
        .strip_prefix("sorted(")
        .and_then(|i| i.strip_suffix(')'))
        && let [first_arg, _, ..] = trimmed_parts(inner).as_slice()
    {
        // (The keys in a variable of their own: a closure that reads the
        // map cannot be given to a chain that starts from it.)
        let pairs = match first_arg.strip_suffix(".items()") {
            Some(m) => {
                let (kept, m) = closure_readable(m);
                format!("{kept}let keys = {m}.keys(); let pairs = keys.map(|k| [k, {m}[k]]);")
            }
            None => format!("let pairs = {first_arg};"),
        };
        return Some(Habit {
            column,
            text: format!(
                "Rhai's `for` binds one item (a second name would be its index): keep the pairs in a variable first, `{pairs}`, sort them with a comparer (`sort`'s own point), `pairs.sort(|a, b| ...);`, then `for pair in pairs {{ let {first} = pair[0]; let {second} = pair[1]; ... }}`"
            ),
        });
    }
    // `sorted(m.items())`: a map's keys come sorted already.
    let sorted = iterable
        .strip_prefix("sorted(")
        .and_then(|i| i.strip_suffix(')'));
    let order = if sorted.is_some() {
        ""
    } else {
        " (its keys come sorted, where Python's dict keeps the order they were set: for that order, push each new key to an array as you set it and loop over the array)"
    };
    let iterable = sorted.map_or(iterable.clone(), str::to_owned);
    let text = match iterable.strip_suffix(".items()") {
        // A map a call makes (`self.by_status().items()`, trial 106): made
        // once, in a variable named by the call.
        Some(m) if m.ends_with(')') => {
            let held = m
                .split('(')
                .next()
                .and_then(|head| head.rsplit('.').next())
                .filter(|n| {
                    !n.is_empty()
                        && n.chars().all(|c| c.is_alphanumeric() || c == '_')
                        && **n != *first
                        && **n != *second
                })
                .unwrap_or("counts");
            // (Not the name of the function called, `group(pours, ...)`,
            // which the code calls again: trial 138's player read the
            // variable as the function replaced.)
            let held = if m.starts_with(|c: char| c.is_alphabetic() || c == '_')
                && m.find('(') < m.find('.').or(Some(usize::MAX))
            {
                format!("{held}_map")
            } else {
                held.to_owned()
            };
            // (A function that builds its dict in an order of its own, as
            // `dict(sorted(...))`, has the array of pairs in hand: trial
            // 122's order by distance was out of reach of the loop.)
            let order = if order.is_empty() {
                String::new()
            } else {
                format!(
                    "{}; where the function builds the dict in an order of its own, from a sorted list, let it return that list of `[key, value]` pairs instead, and loop over them, `for pair in {m} {{ let {first} = pair[0]; let {second} = pair[1]; ... }}`)",
                    order.trim_end_matches(')')
                )
            };
            format!(
                "Rhai's `for` binds one item (a second name would be its index), and a map gives no pairs: keep the map in a variable and loop over its keys, `let {held} = {m}; for {first} in {held}.keys() {{ let {second} = {held}[{first}]; ... }}`{order}"
            )
        }
        Some(m) => format!(
            "Rhai's `for` binds one item (a second name would be its index), and a map gives no pairs: loop over its keys, `for {first} in {m}.keys() {{ let {second} = {m}[{first}]; ... }}`{order}"
        ),
        // `for name, n in species.most_common():`: the list of pairs the
        // point on `most_common` writes, `top` (trial 149's was told the
        // call, which its next point says Rhai lacks).
        // `for name, group in groupby(sorted(xs, key=k), key=k):`: the
        // map of groups the point on `groupby` builds, over its keys
        // (trial 161's form looped over the map itself, which Rhai's
        // `for` refuses).
        None if iterable.starts_with("groupby(") => {
            let build = grouped_items(&iterable).map_or_else(
                || "build it with a loop that pushes each item onto the array of its key".to_owned(),
                |(items, key)| {
                    format!(
                        "`let groups = #{{}}; for x in {items} {{ let k = {key}; if !(k in groups) {{ groups[k] = []; }} groups[k].push(x); }}`"
                    )
                },
            );
            format!(
                "Rhai's `for` binds one item (a second name would be its index), and has no `groupby`: keep the groups in a map, {build}, then loop over its keys, `for {first} in groups.keys() {{ let {second} = groups[{first}]; ... }}` (the keys are text and come sorted as text, which is the order of a sort by a text key; for a number key, or a sort by another key before `groupby`, push each new key to an array as you set it and loop over that array)"
            )
        }
        None if iterable.contains(".most_common(") => format!(
            "Rhai's `for` binds one item (in `for (a, b) in xs` the second name is the index, not the pair's second item): read each pair by index, `for pair in top {{ let {first} = pair[0]; let {second} = pair[1]; ... }}`, with `top` the list of pairs the point on `most_common` writes"
        ),
        None => format!(
            "Rhai's `for` binds one item (in `for (a, b) in xs` the second name is the index, not the pair's second item): read each pair by index, `for pair in {iterable} {{ let {first} = pair[0]; let {second} = pair[1]; ... }}`"
        ),
    };
    Some(Habit { column, text })
}

/// The names the code's loops bind to a row of a `csv.reader` (`for
/// lineno, row in enumerate(reader, start=2):` over `reader =
/// csv.reader(fh)`): a blank line is an empty row in Python, and `[""]`
/// in Rhai, whose `split_csv` gives one empty field (trial 107).
pub(crate) fn csv_rows(code: &str) -> Vec<String> {
    let readers: Vec<&str> = code
        .lines()
        .filter_map(|line| {
            let (name, value) = line.trim().split_once('=')?;
            let name = name.trim();
            (value.trim_start().starts_with("csv.reader(")
                && !name.is_empty()
                && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
            .then_some(name)
        })
        .collect();
    let mut out = Vec::new();
    for line in code.lines() {
        let Some(rest) = line.trim_start().strip_prefix("for ") else {
            continue;
        };
        let Some((bound, iterable)) = rest.split_once(" in ") else {
            continue;
        };
        let words: Vec<&str> = iterable
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .collect();
        let over_reader =
            iterable.contains("csv.reader(") || readers.iter().any(|r| words.contains(r));
        let last = bound
            .rsplit(',')
            .next()
            .unwrap_or_default()
            .trim()
            .trim_matches(['(', ')', ' ']);
        if over_reader && !last.is_empty() && last.chars().all(|c| c.is_alphanumeric() || c == '_')
        {
            out.push(last.to_owned());
        }
    }
    out
}

/// `text`, a point on `not row`, with a word on the blank line where `row`
/// is a CSV row ([`csv_rows`]).
pub(crate) fn blank_csv_row(text: &str, rows: &[String]) -> String {
    let Some(row) = rows
        .iter()
        .find(|row| text.starts_with(&format!("Rhai has no truthiness: for `not {row}`,")))
    else {
        return text.to_owned();
    };
    format!(
        "{text}; here `{row}` is a CSV row, and a blank line's `line.split_csv()` is `[\"\"]`, one empty field, where Python's `csv` gives an empty row (the `csv` point's form gives `[]` for it): where the rows come from `split_csv` alone, test both, `{row}.is_empty() || {row} == [\"\"]`"
    )
}

/// `rhai` with each `'${name...}'` of a template, a text's repr of a
/// read of the list `name` (`'${fields.extract(2)}'` of `{fields[2:]!r}`),
/// as Python's repr of a list, `['2', 'abc']`.
pub(crate) fn list_reprs(rhai: &str, name: &str) -> String {
    super::tokens::rewrite_each(rhai, &format!("'${{{name}"), |before, after| {
        let end = after.find("}'")?;
        let read = &after[..end];
        (!before.ends_with(|c: char| c.is_alphanumeric() || c == '_') && !read.contains(['{', '}']))
            .then(|| {
                (
                    format!(
                        "${{\"[\" + {name}{read}.map(|x| \"'\" + x + \"'\").join(\", \") + \"]\"}}"
                    ),
                    end + 2,
                )
            })
    })
}

/// What a comprehension over a dict's pairs is told of its keys' order,
/// where the dict's own order is not known.
pub(crate) const UNORDERED_KEYS: &str = "`keys()` gives them sorted, where Python's dict keeps the order they were set: for that order, keep an array of the keys as you set them and map over it; the keys are text, sorted as text (\"1200\" before \"400\"): for keys that stand for numbers, sort them first, `keys.sort(|a, b| parse_int(a) - parse_int(b));`";

/// The count `enumerate`'s second argument starts from, `start=2` or `2`.
fn start_of(argument: &str) -> &str {
    let n = argument.trim();
    n.strip_prefix("start")
        .map_or(n, |r| r.trim_start().trim_start_matches('=').trim())
}

/// `k` where `ys` is `xs[k:]` (`zip(xs, xs[1:])`, a pass over neighbours).
fn shifted(xs: &str, ys: &str) -> Option<usize> {
    let rest = ys.trim().strip_prefix(xs.trim())?;
    // (As written, `xs[1:]`, or as a form writes it, `xs.slice(1)`.)
    rest.strip_prefix('[')
        .and_then(|r| r.strip_suffix(":]"))
        .or_else(|| rest.strip_prefix(".slice(")?.strip_suffix(')'))?
        .trim()
        .parse()
        .ok()
}

/// A generator over `zip(a, b)` or `enumerate(xs)` with a pair of names
/// (`sum(1 for x, y in zip(a, b) if x != y)`): Rhai has no pairs of two
/// arrays, so the loop over the indexes; its `for` and closures take the
/// index after the item (`|v, i|`).
#[allow(clippy::too_many_arguments)]
fn paired_generator(
    located: &[(usize, Tok<'_>)],
    open: usize,
    at: usize,
    close: usize,
    in_at: usize,
    if_at: Option<usize>,
    names: &[&str],
    text: &dyn Fn(usize, usize) -> String,
) -> Option<String> {
    let [first, second, more @ ..] = names else {
        return None;
    };
    let iter = text(located[in_at].0 + 2, located[if_at.unwrap_or(close)].0);
    let (call, inner) = iter.split_once('(')?;
    let inner = inner.trim().strip_suffix(')')?;
    let args: Vec<String> = super::translate::top_level_parts(inner)
        .iter()
        .map(|a| super::translate::expression(a.trim()))
        .collect();
    let rewrite = |t: String| maps(&super::translate::expression(&t));
    let elem = rewrite(text(located[open].0 + 1, located[at].0));
    let test = if_at
        .map(|k| super::translate::test(&rewrite(text(located[k].0 + 2, located[close].0)), first));
    let called = open.checked_sub(1).and_then(|k| match located[k].1 {
        Tok::Ident(name @ ("all" | "any" | "sum")) if located[open].1 == Tok::Punct("(") => {
            Some(name)
        }
        _ => None,
    });
    // What the loop starts with, adds each time, and gives: a list
    // assigned to a name (`jumps = [...]`) is filled under that name.
    let list = match (
        open.checked_sub(2).map(|k| &located[k].1),
        open.checked_sub(1).map(|k| &located[k].1),
    ) {
        (Some(Tok::Ident(name)), Some(Tok::Punct("="))) => *name,
        _ => "out",
    };
    // `out += [... for ...]`: pushed onto the code's own list, which holds
    // lines already (trial 162's form began `let out = [];`).
    let extended = match (
        open.checked_sub(3).map(|k| &located[k].1),
        open.checked_sub(2).map(|k| &located[k].1),
        open.checked_sub(1).map(|k| &located[k].1),
    ) {
        (Some(Tok::Ident(name)), Some(Tok::Punct("+")), Some(Tok::Punct("="))) => Some(*name),
        _ => None,
    };
    let list = extended.unwrap_or(list);
    let (start, add, result) = match called {
        Some("sum") if elem == "1" => ("let n = 0;".to_owned(), "n += 1;".to_owned(), "n"),
        Some("sum") => (
            "let total = 0;".to_owned(),
            format!("total += {elem};"),
            "total",
        ),
        Some("any") => (
            "let found = false;".to_owned(),
            format!("if {elem} {{ found = true; }}"),
            "found",
        ),
        Some("all") => (
            "let ok = true;".to_owned(),
            format!("if !({elem}) {{ ok = false; }}"),
            "ok",
        ),
        _ if extended.is_some() => (String::new(), format!("{list}.push({elem});"), list),
        _ => (
            format!("let {list} = [];"),
            format!("{list}.push({elem});"),
            list,
        ),
    };
    // (Before the loop, with its space: none where the list is the code's.)
    let start = if start.is_empty() {
        start
    } else {
        format!("{start} ")
    };
    let body = match &test {
        Some(test) => format!("if {test} {{ {add} }}"),
        None => add,
    };
    let code = match (call.trim(), args.as_slice()) {
        // `zip(weeks, totals, running)`: three arrays or more.
        ("zip", [a, ..]) if !more.is_empty() && args.len() == names.len() => {
            let (before, lets, note) = index_lets(names, &args);
            let (_, a, _) = held(names[0], a);
            let code = super::translate::code(&format!(
                "{before}{start}for i in 0..{}.len() {{ {lets}{body} }}",
                super::translate::operand(&a)
            ));
            format!("Rhai has no `zip`: loop over the indexes, {code}, then use `{result}`{note}")
        }
        _ if !more.is_empty() => return None,
        ("zip", [a, b]) if let Some(k) = shifted(a, b) => format!(
            "Rhai has no `zip` into pairs: loop over the indexes, {}, then use `{result}`",
            super::translate::code(&format!(
                "{start}for i in 0..{a}.len() - {k} {{ let {first} = {a}[i]; let {second} = {a}[i + {k}]; {body} }}"
            ))
        ),
        ("zip", [a, b]) => {
            let (before, lets, note) = index_lets(&[first, second], &[a.clone(), b.clone()]);
            let (_, a, _) = held(first, a);
            format!(
                "Rhai has no `zip` into pairs: loop over the indexes (a string's too, `s[i]` is its character), {}, then use `{result}`{note}",
                super::translate::code(&format!(
                    "{before}{start}for i in 0..{}.len() {{ {lets}{body} }}",
                    super::translate::operand(&a)
                ))
            )
        }
        // A loop, not `filter` then `map`: after a `filter`, a closure's
        // index counts the items kept, not the array's.
        ("enumerate", [xs, rest @ ..]) => {
            // `enumerate(ranking, start=1)`: the count starts there (trial
            // 74's `${i}` counted from 0 where a note said `i + 1`).
            let (body, from) = match rest {
                [n] if start_of(n) != "0" => {
                    let n = start_of(n);
                    (
                        format!("let {first} = {first} + {n}; {body}"),
                        format!(
                            " (`{first}` counts from 0, so `let {first} = {first} + {n};` counts from {n}, as `enumerate(..., {n})` does)"
                        ),
                    )
                }
                _ => (body, String::new()),
            };
            // `for i, (p, c) in enumerate(pairs)`: the item, then its parts.
            // (Nested, `(name, (v, ok))`, each part by its own index:
            // trial 110 was told `let (v2, ok) = item[1];`.)
            let (item, body) = match targets(second).as_slice() {
                [_, _, ..] => {
                    let mut lets = Vec::new();
                    unpacked(second, "item", &mut lets);
                    ("item".to_owned(), format!("{} {body}", lets.join(" ")))
                }
                _ => ((*second).to_owned(), body),
            };
            format!(
                "Rhai has no `enumerate`: its `for` takes the index after the item, {}, then use `{result}`{from}",
                super::translate::code(&format!(
                    "{start}for ({item}, {first}) in {xs} {{ {body} }}"
                ))
            )
        }
        _ => return None,
    };
    Some(code)
}

/// The comma-separated parts of `text` outside brackets and quotes, each
/// trimmed.
pub(super) fn trimmed_parts(text: &str) -> Vec<String> {
    super::translate::top_level_parts(text)
        .iter()
        .map(|part| part.trim().to_owned())
        .collect()
}

/// `text` with Python's tests of a character on `var` (`c.isalpha()`)
/// as Rhai's (`c.is_alphabetic()`), as `foreign` words them.
fn char_methods(text: &str, var: &str) -> String {
    let mut out = text.to_owned();
    for py in [
        "isalpha", "isdigit", "isspace", "isalnum", "isupper", "islower",
    ] {
        let rhai = foreign::method(py)
            .and_then(|r| r.strip_prefix("`s."))
            .and_then(|r| r.split('`').next());
        if let Some(rhai) = rhai {
            out = out.replace(&format!("{var}.{py}()"), &format!("{var}.{rhai}"));
        }
    }
    out
}

/// `text` (Rhai) with each map literal's bare `{` as `#{`: Python's dict
/// `{"word": w}` inside a comprehension's item.
fn maps(text: &str) -> String {
    let toks = super::tokens::tokenize(text);
    let mut out: String = text.to_owned();
    // From the end, so the columns before stay where they are.
    for (k, (column, tok)) in toks.iter().enumerate().rev() {
        let prev = k.checked_sub(1).map(|p| &toks[p].1);
        let keyed = matches!(
            (
                toks.get(k + 1).map(|(_, t)| t),
                toks.get(k + 2).map(|(_, t)| t)
            ),
            (Some(Tok::Str(..) | Tok::Ident(_)), Some(Tok::Punct(":")))
        );
        if *tok == Tok::Punct("{") && keyed && !matches!(prev, Some(Tok::Punct("#" | "$"))) {
            let at: usize = text.chars().take(column - 1).map(char::len_utf8).sum();
            out.insert(at, '#');
        }
    }
    out
}

/// `text` with each name of `names` outside a member access replaced by
/// `with` of its index (`pair[0]` for the first of a tuple target).
/// The index of the `i`th of a target's `names` in the item: after a
/// starred name, from the end (`h, *_, f`: `f` is `-1`, trial 126's form
/// read it as `pair[2]`).
fn starred_index(names: &[&str], i: usize) -> String {
    match names.iter().position(|n| n.starts_with('*')) {
        Some(star) if i > star => format!("-{}", names.len() - i),
        _ => i.to_string(),
    }
}

fn replace_names(text: &str, names: &[&str], with: &dyn Fn(usize) -> String) -> String {
    // (The words of a string or a template's text are no names: `kg` of
    // `` `${kg} kg` `` is read once.)
    let code = super::strip::code_only(text);
    let toks = super::tokens::tokenize(&code);
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut copied = 0;
    for (k, (column, tok)) in toks.iter().enumerate() {
        let prev = k.checked_sub(1).map(|p| &toks[p].1);
        if let Tok::Ident(name) = tok
            && prev != Some(&Tok::Punct("."))
            && let Some(i) = names.iter().position(|n| n == name)
        {
            let start = column - 1;
            out.extend(&chars[copied..start]);
            out.push_str(&with(i));
            copied = start + name.chars().count();
        }
    }
    out.extend(&chars[copied..]);
    out
}

/// `char * n` where `char` holds a string (`def bar(n, char="#"):` or
/// `RULE = "-"`): Python repeats it, and Rhai has no `*` of a string,
/// which the check cannot see in a name.
/// `texts` are [`string_names`]'s, read once per answer.
pub(super) fn repeated_names(
    lines: &[Vec<(usize, Tok<'_>)>],
    written: &[&str],
    texts: &[(&str, String)],
) -> Vec<(usize, Habit)> {
    if texts.is_empty() {
        return Vec::new();
    }
    repeated_lines(lines, written, texts)
}

/// The names that hold a string literal (`RULE = "-"`, a `def`'s
/// `char="#"`), each with it as written.
pub(super) fn string_names<'a>(
    lines: &[Vec<(usize, Tok<'a>)>],
    written: &[&str],
) -> Vec<(&'a str, String)> {
    let literal = |line: usize, (column, tok): &(usize, Tok<'_>)| match tok {
        Tok::Str(_, len) => written.get(line).map(|w| {
            w.chars()
                .skip(column.saturating_sub(1))
                .take(len + 2)
                .collect::<String>()
        }),
        _ => None,
    };
    let mut texts: Vec<(&str, String)> = Vec::new();
    for (i, toks) in lines.iter().enumerate() {
        let mut add = |name, at: &(usize, Tok<'_>)| {
            if let Some(text) = literal(i, at)
                && !texts.iter().any(|(n, _)| *n == name)
            {
                texts.push((name, text));
            }
        };
        match toks.as_slice() {
            [(_, Tok::Ident(name)), (_, Tok::Punct("=")), value] => add(*name, value),
            [(_, Tok::Ident("def")), rest @ ..] => {
                for w in rest.windows(3) {
                    if let [(_, Tok::Ident(name)), (_, Tok::Punct("=")), value] = w {
                        add(*name, value);
                    }
                }
                for w in rest.windows(5) {
                    if let [
                        (_, Tok::Ident(name)),
                        (_, Tok::Punct(":")),
                        (_, Tok::Ident(_)),
                        (_, Tok::Punct("=")),
                        value,
                    ] = w
                    {
                        add(*name, value);
                    }
                }
            }
            _ => {}
        }
    }
    texts
}

/// `text` with each template's `${RULE * n}` of a name that holds a
/// string written as Rhai repeats it, `${"".pad(n, RULE)}` (trial 63's
/// `{BAR_CHAR * count}` in an f-string, which no line's tokens show).
pub(super) fn repeated_in_templates(text: &str, names: &[String]) -> String {
    names.iter().fold(text.to_owned(), |out, name| {
        super::tokens::rewrite_each(&out, "${", |_, after| {
            let close = after.find('}')?;
            let inner = &after[..close];
            let count = inner
                .strip_prefix(&format!("{name} * "))
                .or_else(|| inner.strip_suffix(&format!(" * {name}")))?;
            Some((
                format!("${{\"\".pad({}, {name})}}", count.trim()),
                close + 1,
            ))
        })
    })
}

/// The lines' `char * n`, each told where `char` holds a string.
fn repeated_lines(
    lines: &[Vec<(usize, Tok<'_>)>],
    written: &[&str],
    texts: &[(&str, String)],
) -> Vec<(usize, Habit)> {
    let text_of = |name: &str| texts.iter().find(|(n, _)| *n == name).map(|(_, t)| t);
    let mut out = Vec::new();
    for (i, located) in lines.iter().enumerate() {
        let line = written.get(i).copied().unwrap_or_default();
        let text = |from: usize, to: usize| between(line, from, to);
        for (k, (column, tok)) in located.iter().enumerate() {
            if *tok != Tok::Punct("*") || k == 0 {
                continue;
            }
            let before = &located[k - 1].1;
            let after = located.get(k + 1).map(|(_, t)| t);
            let after_next = located.get(k + 2).map(|(_, t)| t);
            let held_before = match before {
                Tok::Ident(name) if k < 2 || located[k - 2].1 != Tok::Punct(".") => {
                    text_of(name).map(|t| (*name, t))
                }
                _ => None,
            };
            let held_after = match after {
                Some(Tok::Ident(name))
                    if !matches!(after_next, Some(Tok::Punct("(" | "." | "["))) =>
                {
                    text_of(name).map(|t| (*name, t))
                }
                _ => None,
            };
            // A literal on either side is the line's own point.
            if matches!(after, Some(Tok::Str(..) | Tok::Punct("*")))
                || matches!(before, Tok::Str(..) | Tok::Punct("*"))
            {
                continue;
            }
            let (name, held, count) = match (held_before, held_after) {
                (Some((name, held)), _) => (name, held, operand_after(located, k, &text)),
                (None, Some((name, held))) => {
                    let start = operand_start(located, k);
                    (name, held, text(located[start].0, *column))
                }
                (None, None) => continue,
            };
            out.push((
                i + 1,
                Habit {
                    column: *column,
                    text: format!(
                        "`{name}` holds a string ({held}), and Rhai has no `*` of a string and a number: write `\"\".pad({count}, {name})`, which repeats it to that many characters (for a piece of several characters, that many characters of it repeated)"
                    ),
                },
            ));
        }
    }
    out
}

/// `score = float(row["score"])` first set inside a `try:` (or an `if`:
/// trial 77's `trend` set in both branches) and
/// read after the statement: a Rhai block keeps the variables it
/// declares, so the `let` the assignment becomes is gone after it. Of
/// blocks inside each other, the outermost the name is read after.
pub(super) fn block_scoped(
    lines: &[Vec<(usize, Tok<'_>)>],
    written: &[&str],
) -> Vec<(usize, Habit)> {
    let inside =
        |line: &[(usize, Tok<'_>)], indent: usize| line.first().is_none_or(|(c, _)| *c > indent);
    let mut out: Vec<(usize, Habit)> = Vec::new();
    // The lines (from 1) where each name was told to be declared before
    // its block, read by the blocks after.
    let mut told_at: std::collections::HashMap<&str, Vec<usize>> = std::collections::HashMap::new();
    for (i, toks) in lines.iter().enumerate() {
        let (indent, keyword, clauses): (usize, &str, &[&str]) = match toks.as_slice() {
            [(indent, Tok::Ident("try")), (_, Tok::Punct(":"))] => {
                (*indent, "try", &["except", "else", "finally"])
            }
            // (Not a loop's body, whose names are the loop's own: a later
            // read is most often of a name set anew.)
            [(indent, Tok::Ident("if")), .., (_, Tok::Punct(":"))]
                if written.get(i).is_some_and(|w| w.trim_end().ends_with(':')) =>
            {
                (*indent, "if", &["elif", "else"])
            }
            _ => continue,
        };
        let mut k = i + 1;
        let mut assigned: Vec<(usize, usize, &str)> = Vec::new();
        // (Brackets left open by the lines before: a call's keyword
        // arguments on lines of their own, `minutes=int(m),`, are no
        // names set, trial 156's `Dive(...)`.)
        let mut open = 0isize;
        while k < lines.len() && inside(&lines[k], indent) {
            // `text = ...` and `text, data = ...`: the names before `=`.
            let line = &lines[k];
            let continued = open > 0;
            for (_, t) in line {
                match t {
                    Tok::Punct("(" | "[" | "{") => open += 1,
                    Tok::Punct(")" | "]" | "}") => open -= 1,
                    _ => {}
                }
            }
            if continued {
                k += 1;
                continue;
            }
            let mut names = Vec::new();
            let mut at = 0;
            while let Some((column, Tok::Ident(name))) = line.get(at) {
                names.push((*column, *name));
                match line.get(at + 1) {
                    Some((_, Tok::Punct(","))) => at += 2,
                    Some((_, Tok::Punct("="))) => break,
                    _ => {
                        names.clear();
                        break;
                    }
                }
            }
            if line.get(at + 1).is_some_and(|(_, t)| *t == Tok::Punct("=")) {
                for (column, name) in names {
                    if name != "_" && !assigned.iter().any(|(_, _, n)| *n == name) {
                        assigned.push((k, column, name));
                    }
                }
            }
            k += 1;
        }
        // Its clauses: a `try`'s `except`, `else` and `finally`, an `if`'s
        // `elif` and `else`.
        while let Some([(c, Tok::Ident(clause)), ..]) = lines.get(k).map(Vec::as_slice)
            && *c == indent
            && clauses.contains(clause)
        {
            k += 1;
            while k < lines.len() && inside(&lines[k], indent) {
                k += 1;
            }
        }
        // The function the `try` stands in: a name another function sets
        // is no help here (trial 60's `rid, student, inst, weeks, rate`).
        // (One whose body holds the `try`: not a `def fmt(secs):` that
        // ended above it, trial 101.)
        let function = lines[..i]
            .iter()
            .enumerate()
            .rev()
            .find(|(d, l)| match l.as_slice() {
                [(c, Tok::Ident("def")), ..] if *c < indent => lines[d + 1..i]
                    .iter()
                    .all(|between| between.first().is_none_or(|(b, _)| b > c)),
                _ => false,
            })
            .map_or(0, |(d, _)| d);
        // (A parameter of that function is set before.)
        let parameters = written
            .get(function)
            .filter(|w| {
                w.trim_start().starts_with("def ") || w.trim_start().starts_with("async def ")
            })
            .map(|w| super::translate::parameter_names(w))
            .unwrap_or_default();
        for (line, column, name) in assigned {
            // (Set before, `hours = ...` or `job_id, hours = fields`; in
            // an `if`'s case, at any depth: trial 57's `rows` set inside
            // a `with`, which is no block in Rhai.)
            let before = parameters.iter().any(|p| p == name)
                || lines[function..i].iter().any(|l| {
                    let Some((c, _)) = l.first() else {
                        return false;
                    };
                    let Some(eq) = l.iter().position(|(_, t)| *t == Tok::Punct("=")) else {
                        return false;
                    };
                    (*c <= indent || keyword == "if")
                        && l[..eq]
                            .iter()
                            .all(|(_, t)| matches!(t, Tok::Ident(_) | Tok::Punct("," | "*")))
                        && l[..eq].iter().any(|(_, t)| *t == Tok::Ident(name))
                });
            // (Or in an f-string's braces, `f"{number}. {status}"`; not
            // after a line that sets it anew, `for name in sorted(...)`,
            // trial 64's.)
            let binds = |l: &[(usize, Tok<'_>)]| {
                let head = match l {
                    [(_, Tok::Ident("for")), rest @ ..] => rest
                        .split(|(_, t)| *t == Tok::Ident("in"))
                        .next()
                        .unwrap_or_default(),
                    _ => l
                        .iter()
                        .position(|(_, t)| *t == Tok::Punct("="))
                        .map_or(&l[..0], |eq| &l[..eq]),
                };
                head.iter().any(|(_, t)| *t == Tok::Ident(name))
                    && head
                        .iter()
                        .all(|(_, t)| matches!(t, Tok::Ident(_) | Tok::Punct("," | "(" | ")")))
            };
            let read = lines[k..]
                .iter()
                .enumerate()
                .take_while(|(_, l)| l.first().is_none_or(|(c, _)| *c >= indent))
                .find_map(|(n, l)| {
                    let reads = l.iter().any(|(_, t)| *t == Tok::Ident(name))
                        || written.get(k + n).is_some_and(|w| {
                            super::tokens::template_words(w).iter().any(|t| t == name)
                        });
                    // (A line that sets it anew from it reads it first,
                    // `kg = int(kg)`, trial 97.)
                    let from_itself = || {
                        let value = match l.as_slice() {
                            [(_, Tok::Ident("for")), ..] => {
                                l.iter().position(|(_, t)| *t == Tok::Ident("in"))
                            }
                            _ => l.iter().position(|(_, t)| *t == Tok::Punct("=")),
                        };
                        value.is_some_and(|at| l[at..].iter().any(|(_, t)| *t == Tok::Ident(name)))
                    };
                    reads.then(|| !binds(l) || from_itself())
                })
                .unwrap_or(false);
            // (A block around this one the name is read after told it;
            // or an earlier block of this function, whose point declares
            // it before that block: trial 97's `kg` set in one `try` and
            // again in the next.)
            let told = out
                .iter()
                .any(|(l, h)| *l == line + 1 && h.column == column)
                || told_at
                    .get(name)
                    .is_some_and(|lines| lines.iter().any(|l| *l > function && *l <= i));
            if read && !before && !told {
                told_at.entry(name).or_default().push(line + 1);
                let inside = if keyword == "if" {
                    "in each branch"
                } else {
                    "inside"
                };
                out.push((
                    line + 1,
                    Habit {
                        column,
                        text: format!(
                            "`{name}{SET_INSIDE}{keyword}` and read after it, and a Rhai block keeps the variables it declares: declare it before the `{keyword}`, `let {name} = ();`, and assign it {inside}, `{name} = ...;`"
                        ),
                    },
                ));
            }
        }
    }
    out
}

/// A comprehension written over several lines, whose `for` clause stands
/// on a line of its own (`lines += [` ... `for s in stats` `]`, trial
/// 79): the point of a one-line comprehension never sees it, so it is
/// told at its `for`, with the loop that fills the list.
pub(super) fn comprehension_tails(
    lines: &[Vec<(usize, Tok<'_>)>],
    written: &[&str],
) -> Vec<(usize, Habit)> {
    let mut out = Vec::new();
    for (k, toks) in lines.iter().enumerate() {
        let [(column, Tok::Ident("for")), rest @ ..] = toks.as_slice() else {
            continue;
        };
        let Some(at_in) = rest.iter().position(|(_, t)| *t == Tok::Ident("in")) else {
            continue;
        };
        if matches!(rest.first(), Some((_, Tok::Punct("("))))
            || matches!(rest.last(), Some((_, Tok::Punct(":" | "{"))))
        {
            continue;
        }
        // The line whose bracket is still open: the comprehension's start
        // (a list's `[` only: a dict's `{` or a generator's `(` has other
        // forms, trial 81).
        let mut depth = 0isize;
        let mut opener = None;
        let Some(open) = (0..k).rev().find(|&j| {
            for (_, t) in lines[j].iter().rev() {
                match t {
                    Tok::Punct(")" | "]" | "}") => depth += 1,
                    Tok::Punct(p @ ("(" | "[" | "{")) => {
                        depth -= 1;
                        if depth < 0 {
                            opener = Some(*p);
                            return true;
                        }
                    }
                    _ => {}
                }
            }
            false
        }) else {
            continue;
        };
        if opener != Some("[") {
            continue;
        }
        let target =
            |from: usize, to: usize| between(written.get(k).copied().unwrap_or_default(), from, to);
        let names = target(rest[0].0, rest[at_in].0);
        // The iterable ends at an `if` or at the bracket that closes the
        // comprehension (not one of its own calls, `items()`).
        let mut level = 0usize;
        let end = rest[at_in + 1..]
            .iter()
            .find(|(_, t)| match t {
                Tok::Punct("(" | "[" | "{") => {
                    level += 1;
                    false
                }
                Tok::Punct(")" | "]" | "}") if level > 0 => {
                    level -= 1;
                    false
                }
                Tok::Punct(")" | "]" | "}") => true,
                Tok::Ident("if") => level == 0,
                _ => false,
            })
            .map_or(
                written.get(k).map_or(0, |w| w.chars().count() + 1),
                |(c, _)| *c,
            );
        let over = target(rest[at_in].0 + 2, end);
        let (list, declared) = match lines[open].as_slice() {
            [
                (_, Tok::Ident(name)),
                (_, Tok::Punct("+")),
                (_, Tok::Punct("=")),
                ..,
            ] => ((*name).to_owned(), String::new()),
            [(_, Tok::Ident(name)), (_, Tok::Punct("=")), ..] => {
                ((*name).to_owned(), format!("let {name} = []; "))
            }
            _ => ("out".to_owned(), "let out = []; ".to_owned()),
        };
        // `for style, cs in rows`: one item, read by index (trial 91 was
        // told Python's two names); `for k, v in m.items()`: the keys.
        let bound = targets(&names);
        // `for rank, (name, segs) in enumerate(ranking, start=1)`: Rhai's
        // `for` gives the index after the item, and each nested part is
        // read by its own index (trial 112 was told `enumerate` and
        // `let (name, segs) = ...` kept).
        let counted = over
            .strip_prefix("enumerate(")
            .and_then(|rest| rest.strip_suffix(')'))
            .map(super::translate::top_level_parts);
        let (names, reads, over) = match (bound.as_slice(), over.strip_suffix(".items()"), counted)
        {
            ([count, item], _, Some(args)) if !args.is_empty() => {
                let start = args.get(1).map(|a| start_of(a.trim())).unwrap_or("0");
                let mut lets = Vec::new();
                let whole = free_item_name(item);
                unpacked(item, whole, &mut lets);
                // (Shifted here only for an unpacked item, `for i, (a, b)
                // in ...`, whose lines the count's reads are not shifted
                // on: otherwise the template between reads `(i + 1)`
                // already, and trial 165 numbered from 2.)
                let shift = if start == "0" || !item.trim_start().starts_with('(') {
                    String::new()
                } else {
                    format!("let {count} = {count} + {start}; ")
                };
                (
                    format!("({whole}, {count})"),
                    format!("{shift}{} ", lets.join(" ")),
                    args[0].trim().to_owned(),
                )
            }
            ([key, value], Some(m), _) => (
                key.clone(),
                format!("let {value} = {m}[{key}]; "),
                format!("{m}.keys()"),
            ),
            // `for eng, vs in groupby(...)`: the map of groups `groupby`'s
            // point builds, by its keys (trial 179's form looped over the
            // call, "once `groupby` is replaced", which gives no pairs).
            ([key, value], None, _) if over.starts_with("groupby(") => (
                key.clone(),
                format!("let {value} = groups[{key}]; "),
                "groups.keys()".to_owned(),
            ),
            ([_, _, ..], None, _) => {
                let mut lets = Vec::new();
                unpacked(&names, "item", &mut lets);
                ("item".to_owned(), format!("{} ", lets.join(" ")), over)
            }
            _ => (names, String::new(), over),
        };
        out.push((
            k + 1,
            Habit {
                column: *column,
                text: format!(
                    "this `for`{COMPREHENSION_STARTS}{}, and Rhai has no comprehensions: write the loop that fills `{list}`, `{declared}for {names} in {over} {{ {reads}{list}.push(...); }}`, with the item, the lines between, as the one value pushed (strings side by side joined with `+`){}",
                    open + 1,
                    if over == "groups.keys()" {
                        "; `groups` is the map of groups `groupby`'s own point builds (its keys come sorted as text)".to_owned()
                    } else {
                        pending_note(&over)
                    }
                ),
            },
        ));
    }
    out
}

/// The first call in `rhai` of a method Rhai lacks (`strip`) or of
/// Python's `re` module, which the form leaves for its own point.
fn foreign_left(rhai: &str) -> Option<String> {
    let toks = super::tokens::tokenize(rhai);
    // `max(jumps, key=...)`: the call the form starts with.
    if let Some((_, Tok::Ident(name))) = toks.first()
        && (foreign::function(name).is_some()
            || ITERTOOLS.contains(name)
            || *name == "zip"
            || matches!(*name, "max" | "min") && toks.iter().any(|(_, t)| *t == Tok::Ident("key")))
    {
        return Some((*name).to_owned());
    }
    toks.windows(3)
        .find_map(|w| match w {
            // `csv.DictReader(...)` kept in a form (trial 93's loop).
            [
                (
                    _,
                    Tok::Ident(
                        module @ ("csv" | "json" | "os" | "sys" | "datetime" | "statistics"),
                    ),
                ),
                (_, Tok::Punct(".")),
                (_, Tok::Ident(f)),
            ] => Some(format!("{module}.{f}")),
            [
                (_, Tok::Ident("re")),
                (_, Tok::Punct(".")),
                (_, Tok::Ident(f)),
            ] => Some(format!("re.{f}")),
            [
                (_, Tok::Punct(".")),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("(")),
            ] if foreign::method(name).is_some() || DATETIME_METHODS.contains(name) => {
                Some((*name).to_owned())
            }
            // `sorted(xs, key=...)`: a function Rhai lacks.
            [(_, before), (_, Tok::Ident(name)), (_, Tok::Punct("("))]
                if *before != Tok::Punct(".") && foreign::function(name).is_some() =>
            {
                Some((*name).to_owned())
            }
            [(_, Tok::Ident("lambda")), ..] => Some("lambda".to_owned()),
            // `accumulate(counts)`, `chain.from_iterable(parts)`: itertools'.
            [
                (_, before),
                (_, Tok::Ident(name)),
                (_, Tok::Punct("(" | ".")),
            ] if *before != Tok::Punct(".") && ITERTOOLS.contains(name) => Some((*name).to_owned()),
            _ => None,
        })
        .or_else(|| {
            // `[CREWS[w] for w in wards]`: a comprehension; not a Rhai
            // loop, `let m = #{}; for x in xs { ... }`, a statement of the
            // form itself (every dict comprehension's form was told to
            // wait for itself).
            let words: Vec<&Tok<'_>> = toks.iter().map(|(_, t)| t).collect();
            let at = words.iter().enumerate().position(|(k, t)| {
                **t == Tok::Ident("for")
                    && k > 0
                    && !matches!(words[k - 1], Tok::Punct(";" | "{" | "}"))
            })?;
            words[at..]
                .contains(&&Tok::Ident("in"))
                .then(|| "for".to_owned())
        })
}

/// The methods of Python's dates a form may keep (Rhai has no dates).
const DATETIME_METHODS: [&str; 5] = [
    "strftime",
    "strptime",
    "isoformat",
    "isoweekday",
    "total_seconds",
];

/// The functions of `itertools`, `functools` and `operator` a form may
/// keep.
const ITERTOOLS: [&str; 13] = [
    "attrgetter",
    "itemgetter",
    "accumulate",
    "chain",
    "groupby",
    "islice",
    "starmap",
    "product",
    "permutations",
    "combinations",
    "zip_longest",
    "partial",
    "takewhile",
];

/// What a form with a call [`foreign_left`] finds adds to its advice.
pub(super) fn pending_note(rhai: &str) -> String {
    foreign_left(rhai).map_or(String::new(), |name| {
        if name == "for" {
            "; this holds once the comprehension is written as Rhai, as its own point says"
                .to_owned()
        } else {
            format!("; this holds once `{name}` is replaced, as its own point says")
        }
    })
}

/// [`pending_note`] for a form from inside a string (an f-string's
/// `{route.ljust(18)}`), which no point of its own tells: the Rhai for
/// what is left, where one is known.
pub(super) fn pending_in_text(rhai: &str) -> String {
    match foreign_left(rhai) {
        Some(name) => match foreign::method(&name).or_else(|| foreign::function(&name)) {
            Some(instead) => format!("; `{name}` is still Python's there: write it as {instead}"),
            None => pending_note(rhai),
        },
        None => String::new(),
    }
}

/// The names a `for` binds, `k, v` or `(k, v)` as `["k", "v"]`; a nested
/// tuple stays whole (`i, (p, c)` is `["i", "(p, c)"]`).
/// Into `lets`, a `let` for each name of the target `var` (`(name, (v,
/// ok))`), read from `read` by its indexes (`item[1][0]`).
fn unpacked(var: &str, read: &str, lets: &mut Vec<String>) {
    match targets(var).as_slice() {
        parts @ [_, _, ..] => {
            for (k, part) in parts.iter().enumerate() {
                unpacked(part, &format!("{read}[{k}]"), lets);
            }
        }
        // (`_` is no name in Rhai: the part is not read, trial 144.)
        [one] if one.trim() == "_" => {}
        [one] => lets.push(format!("let {} = {read};", one.trim())),
        [] => {}
    }
}

/// A name for a loop's whole item that the unpacked target `var` does
/// not bind (trial 125's `for rank, (item, qty) in ...` was told `let item
/// = item[0]; let qty = item[1];`, the second read of a name).
fn free_item_name(var: &str) -> &'static str {
    super::tokens::free_name(&["item", "pair", "entry", "row"], &[], var).unwrap_or("item_")
}

fn targets(var: &str) -> Vec<String> {
    let var = var.trim();
    let inner = match super::translate::top_level_parts(var).as_slice() {
        [one]
            if (one.starts_with('(') && one.ends_with(')'))
                || (one.starts_with('[') && one.ends_with(']')) =>
        {
            var[1..var.len() - 1].to_owned()
        }
        _ => var.to_owned(),
    };
    trimmed_parts(&inner)
}

/// A `let` for each of `names` read by its place from `array`, `let a =
/// parts[0];`: `_` is no name in Rhai (its item is not read), and a
/// word Rhai reserves gets a `_` (`module_`).
fn item_reads(names: &[&str], array: &str) -> Vec<String> {
    names
        .iter()
        .enumerate()
        .filter(|(_, n)| **n != "_")
        .map(|(i, n)| {
            let n = if super::tokens::RESERVED_NAMES.contains(n) {
                format!("{n}_")
            } else {
                (*n).to_owned()
            };
            format!("let {n} = {array}[{i}];")
        })
        .collect()
}

/// The code's namedtuples, each with its fields in order (`Jam =
/// namedtuple("Jam", "bout lead")` or with a list of names).
pub(super) fn namedtuples<'a>(lines: &[&'a str]) -> Vec<(&'a str, Vec<&'a str>)> {
    lines
        .iter()
        .filter_map(|line| {
            let (class, rest) = line.trim().split_once(" = namedtuple(")?;
            let (_, fields) = rest.split_once(", ")?;
            let fields = fields
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|f| !f.is_empty())
                .collect();
            Some((class.trim(), fields))
        })
        .collect()
}

/// The `for` and `if` words at the own level of the brackets `open` and
/// `close` (a comprehension's clauses), from the first `for` on.
fn clauses<'a>(located: &[(usize, Tok<'a>)], open: usize, close: usize) -> Vec<(usize, &'a str)> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    for (k, (_, tok)) in located.iter().enumerate().take(close).skip(open + 1) {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
            Tok::Ident(word @ "for") if depth == 0 => out.push((k, *word)),
            Tok::Ident(word @ "if") if depth == 0 && !out.is_empty() => out.push((k, *word)),
            _ => {}
        }
    }
    out
}

/// The index of the bracket that closes the one at `open`.
fn closing(located: &[(usize, Tok<'_>)], open: usize) -> Option<usize> {
    super::tokens::closing(located.iter().map(|(_, t)| t), open)
}

/// The index of the first `punct` outside any bracket of `toks`.
fn top_level(toks: &[(usize, Tok<'_>)], punct: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (k, (_, tok)) in toks.iter().enumerate() {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
            Tok::Punct(p) if *p == punct && depth == 0 => return Some(k),
            _ => {}
        }
    }
    None
}

/// Whether `toks` hold a `for` outside any bracket: a generator argument
/// (`f"{a}" for a, b in xs`), whose commas are its own.
fn generator(toks: &[(usize, Tok<'_>)]) -> bool {
    let mut depth = 0usize;
    toks.iter().any(|(_, tok)| {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
            _ => {}
        }
        depth == 0 && *tok == Tok::Ident("for")
    })
}

/// The arguments of a call, split at its top-level commas.
fn split<'a, 'b>(toks: &'a [(usize, Tok<'b>)]) -> Vec<&'a [(usize, Tok<'b>)]> {
    if toks.is_empty() {
        return Vec::new();
    }
    let mut parts = Vec::new();
    let mut rest = toks;
    while let Some(comma) = top_level(rest, ",") {
        // A generator's `for a, b in xs` is one argument, commas and all.
        if generator(&rest[..comma]) {
            break;
        }
        parts.push(&rest[..comma]);
        rest = &rest[comma + 1..];
    }
    if !rest.is_empty() {
        parts.push(rest);
    }
    parts
}

/// What `sorted(xs, key=lambda kv: kv[1], reverse=True)` is told: Rhai's
/// `sort` takes a comparer of two items, written here from the lambda's
/// own body. `close` is the call's `)` in `located`.
fn sort_key(
    parts: &[&[(usize, Tok<'_>)]],
    located: &[(usize, Tok<'_>)],
    close: usize,
    text: &dyn Fn(usize, usize) -> String,
) -> Option<String> {
    let key = parts.iter().find(|p| keyword(p) == Some("key"))?;
    let reversed = parts.iter().any(|p| {
        matches!(
            p,
            [
                (_, Tok::Ident("reverse")),
                (_, Tok::Punct("=")),
                (_, Tok::Ident("True" | "true"))
            ]
        )
    });
    // `key=len`, `key=str.lower`, `key=score`: a function by its name.
    let named = match *key {
        [_, _, (_, Tok::Ident(f))] => Some(match *f {
            "len" => "{item}.len()".to_owned(),
            f => format!("{f}({{item}})"),
        }),
        [
            _,
            _,
            (_, Tok::Ident("str")),
            (_, Tok::Punct(".")),
            (_, Tok::Ident(m)),
        ] => Some(format!(
            "{{item}}.{}()",
            foreign::method(m)
                .and_then(|r| r.strip_prefix("`s."))
                .and_then(|r| r.split('(').next())
                .unwrap_or(m)
        )),
        _ => None,
    };
    if let Some(of) = named {
        let (a, b) = if reversed { ("b", "a") } else { ("a", "b") };
        let (x, y) = (of.replace("{item}", a), of.replace("{item}", b));
        // `key=section_key`, whose result may be a tuple, an array in
        // Rhai, which `<` does not compare.
        let tuple = if of.starts_with("{item}") {
            ""
        } else {
            " (where the key is a tuple, an array in Rhai, which `<` does not compare, compare its items in turn: `if x[0] != y[0] { if x[0] < y[0] { -1 } else { 1 } } else if x[1] < y[1] { -1 } else if x[1] > y[1] { 1 } else { 0 }`)"
        };
        return Some(format!(
            "Rhai's `sort` takes a function of two items that returns a number (negative when the first comes first), not a `key=`: sort in place with `xs.sort(|a, b| {{ let x = {x}; let y = {y}; if x < y {{ -1 }} else if x > y {{ 1 }} else {{ 0 }} }})`{tuple}"
        ));
    }
    let [
        _,
        _,
        (_, Tok::Ident("lambda")),
        (_, Tok::Ident(param)),
        (_, Tok::Punct(":")),
        body @ ..,
    ] = *key
    else {
        return None;
    };
    let start = body.first()?.0;
    // The key's part ends where the next part (or the call) starts.
    let end = located
        .iter()
        .position(|(column, _)| *column == key[0].0)
        .and_then(|at| located.get(at + key.len()))
        .map_or(located[close].0, |(column, _)| *column);
    let body = text(start, end);
    let reverse = parts.iter().any(|p| {
        matches!(
            p,
            [
                (_, Tok::Ident("reverse")),
                (_, Tok::Punct("=")),
                (_, Tok::Ident("True" | "true"))
            ]
        )
    });
    let (first, second) = if reverse { ("b", "a") } else { ("a", "b") };
    // `key=lambda kv: (-kv[1], kv[0])`: a tuple, compared field by field
    // (a `-` field descending). Rhai has no tuples.
    let inner = body.trim();
    if let Some(fields) = inner
        .strip_prefix('(')
        .and_then(|i| i.strip_suffix(')'))
        .map(top_level_fields)
        .filter(|f| f.len() > 1)
    {
        let mut chain = String::new();
        for field in &fields {
            let (field, descending) = match field.strip_prefix('-') {
                Some(rest) => (rest.trim().to_owned(), true),
                None => (field.clone(), false),
            };
            // (Each field in Rhai: `x.final_ph() is None`, `sum(x) / len(x)`.)
            let body = super::translate::operand(&super::translate::expression(&field));
            let of = |item: &str| super::translate::rename(&body, param, item);
            let (x, y) = if descending {
                (second, first)
            } else {
                (first, second)
            };
            // A test (`is None`) is a bool, which `<` does not compare:
            // false first, as Python's `False < True`.
            if super::translate::is_test(&body) {
                chain.push_str(&format!(
                    "if {} != {} {{ if {} {{ -1 }} else {{ 1 }} }} else ",
                    of(x),
                    of(y),
                    of(y)
                ));
                continue;
            }
            chain.push_str(&format!(
                "if {} < {} {{ -1 }} else if {} > {} {{ 1 }} else ",
                of(x),
                of(y),
                of(x),
                of(y)
            ));
        }
        return Some(format!(
            "Rhai's `sort` takes a function of two items that returns a number, not a `key=`, and Rhai has no tuples: compare field by field, `xs.sort(|a, b| {chain}{{ 0 }})`"
        ));
    }
    // In Rhai (`self.rate` is `this.rate`), which the comparer, a
    // closure, reads from a variable.
    let (hoisted, translated) =
        hoist_this(&[&super::translate::expression(&body)], &["a", "b", "xs"]);
    let body = translated.into_iter().next().unwrap_or(body);
    // In parentheses where an operator of the key binds looser than `<`
    // or `-` (Rhai's `??` does: trial 60's `DAY_ORDER[a.day] ?? 99`).
    let looser = |ops: &[&str]| {
        if ops.iter().any(|op| body.contains(op)) {
            super::translate::operand(&body)
        } else {
            body.clone()
        }
    };
    const COMPARED: [&str; 8] = [" ?? ", "||", "&&", "==", "!=", " < ", " > ", " in "];
    let compared = looser(&COMPARED);
    let subtracted = looser(&[&COMPARED[..], &[" + ", " - "]].concat());
    let of = |item: &str| super::translate::rename(&compared, param, item);
    let minus = |item: &str| super::translate::rename(&subtracted, param, item);
    // (A Python method left in the key, `b.rstrip("m")`, is told by its
    // own point: trial 67.)
    Some(format!(
        "Rhai's `sort` takes a function of two items that returns a number (negative when the first comes first), not a `key=`{}: sort the array in place with `{hoisted}xs.sort(|a, b| if {} < {} {{ -1 }} else if {} > {} {{ 1 }} else {{ 0 }})`, which compares text and numbers alike (for numbers only, `|a, b| {} - {}`){}",
        if reverse { " and `reverse=`" } else { "" },
        of(first),
        of(second),
        of(first),
        of(second),
        minus(first),
        minus(second),
        pending_note(&compared),
    ))
}

/// `text` split at its top-level commas, each part trimmed.
fn top_level_fields(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut part = String::new();
    for c in text.chars() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                out.push(part.trim().to_owned());
                part.clear();
                continue;
            }
            _ => {}
        }
        part.push(c);
    }
    if !part.trim().is_empty() {
        out.push(part.trim().to_owned());
    }
    out
}

/// Keyword arguments of a call spread over lines, `Visit(` on one line and
/// `day=row["day"], pet=row["pet"],` on the next, each told once per call.
pub(super) fn keywords_across(lines: &[Vec<(usize, Tok<'_>)>]) -> Vec<(usize, Habit)> {
    let mut out = Vec::new();
    // The open brackets, each with the name called before a `(`, and the
    // column of the line that opened it.
    let mut open: Vec<Option<&str>> = Vec::new();
    let mut columns: Vec<usize> = Vec::new();
    let mut told: Option<(usize, &str)> = None;
    for (i, toks) in lines.iter().enumerate() {
        let Some((first, _)) = toks.first() else {
            continue;
        };
        still_open(&mut columns, toks);
        open.truncate(columns.len());
        let outer = open.len();
        for (k, (column, tok)) in toks.iter().enumerate() {
            match tok {
                Tok::Punct("(") => {
                    columns.push(*first);
                    open.push(match k.checked_sub(1).map(|p| &toks[p].1) {
                        Some(Tok::Ident(name)) => Some(*name),
                        _ => None,
                    });
                }
                Tok::Punct("[" | "{") => {
                    columns.push(*first);
                    open.push(None);
                }
                Tok::Punct(")" | "]" | "}") => {
                    columns.pop();
                    open.pop();
                }
                Tok::Ident(key)
                    if outer > 0
                        && open.len() == outer
                        && matches!(toks.get(k + 1), Some((_, Tok::Punct("="))))
                        && matches!(
                            k.checked_sub(1).map(|p| &toks[p].1),
                            None | Some(Tok::Punct(","))
                        ) =>
                {
                    let Some(Some(name)) = open.last() else {
                        continue;
                    };
                    // As on one line: these have their own points.
                    if matches!(
                        *name,
                        "min" | "max" | "field" | "sorted" | "sort" | "enumerate" | "format"
                    ) || foreign::function(name).is_some()
                    {
                        continue;
                    }
                    if told.is_some_and(|(at, n)| at == outer && n == *name) {
                        continue;
                    }
                    told = Some((outer, name));
                    out.push((
                        i + 1,
                        Habit {
                            column: *column,
                            text: keyword_text(key, name),
                        },
                    ));
                }
                _ => {}
            }
        }
        if open.is_empty() {
            told = None;
        }
    }
    out
}

/// Drops the brackets that `toks`, a new line, cannot be inside: those
/// opened on a line indented as deep as it or deeper (`Counter(s // 60`,
/// whose `//` hid the rest of its line as a comment, leaves no call open
/// for the lines below it), unless the line starts by closing one.
fn still_open(open: &mut Vec<usize>, toks: &[(usize, Tok<'_>)]) {
    let Some((first, tok)) = toks.first() else {
        return;
    };
    if matches!(tok, Tok::Punct(")" | "]" | "}")) {
        return;
    }
    while open.last().is_some_and(|c| *c >= *first) {
        open.pop();
    }
}

/// A Python value as Rhai where it is an empty collection or a constant
/// (`{}`, `Counter()`, `defaultdict(list)`, `None`), else as it is (the
/// caller has rewritten it).
fn empty_value(value: &str) -> String {
    match value {
        "{}" | "dict()" | "set()" | "Counter()" | "OrderedDict()" => "#{}".to_owned(),
        "list()" | "[]" => "[]".to_owned(),
        "None" => "()".to_owned(),
        "True" => "true".to_owned(),
        "False" => "false".to_owned(),
        v if v.starts_with("defaultdict(") => "#{}".to_owned(),
        v => v.to_owned(),
    }
}

/// The start of what Python's `%` of a difference is told (Python only).
pub(super) const REMAINDER: &str = "Rhai's `%` keeps the sign of its left side ";

/// What a keyword argument `key=...` of a call of `name` is told.
fn keyword_text(key: &str, name: &str) -> String {
    // `old._replace(p=old.p + 1, ...)` of a namedtuple, a map in Rhai,
    // which has no `_replace` (trial 176's was told to pass the values in
    // order, "as `_replace` takes them").
    if name == "_replace" {
        return format!(
            "{KEYWORD_ARGUMENTS} (`{key}=...`), and a namedtuple is a map in Rhai, which has no `_replace`: copy the map and set each field named, `copy = row; copy.{key} = ...;` for `copy = row._replace({key}=...)` (a map is copied where it is assigned, so `row` stays as it was), or merge a map of them, `row + #{{ {key}: ... }}`"
        );
    }
    if name.starts_with(|c: char| c.is_ascii_uppercase()) {
        format!(
            "{KEYWORD_ARGUMENTS} (`{key}=...`): a class is made by its maker function, which takes the values in order, `new_{}(a, b)` for `{name}(x=a, y=b)`",
            super::tokens::snake(name)
        )
    } else {
        format!(
            "{KEYWORD_ARGUMENTS} (`{key}=...`): pass the values in order, as `{name}` takes them"
        )
    }
}

/// The name of a keyword argument `key=...`.
fn keyword<'a>(toks: &[(usize, Tok<'a>)]) -> Option<&'a str> {
    match toks {
        [(_, Tok::Ident(key)), (_, Tok::Punct("=")), ..] => Some(key),
        _ => None,
    }
}

/// What an argument is, from its tokens.
fn arg(toks: &[(usize, Tok<'_>)]) -> Arg {
    if keyword(toks).is_some() {
        return Arg::Closure;
    }
    match toks {
        [(_, Tok::Punct("|")), ..] | [(_, Tok::Ident("lambda")), ..] => Arg::Closure,
        [(_, Tok::Punct("[")), ..] => {
            if toks.iter().any(|(_, t)| *t == Tok::Ident("for")) {
                Arg::Other
            } else {
                Arg::Array
            }
        }
        [(_, Tok::Punct("#")), (_, Tok::Punct("{")), ..] | [(_, Tok::Punct("{")), ..] => Arg::Map,
        [(_, Tok::Str(..))] => Arg::Str,
        [(_, Tok::Ident(word))]
            if word.chars().all(|c| c.is_ascii_digit())
                || ["true", "false", "True", "False"].contains(word) =>
        {
            Arg::Scalar
        }
        _ => Arg::Other,
    }
}

/// What a dict comprehension is told where no form writes its loop.
const DICT_COMPREHENSION: &str = "Rhai has no dict comprehensions: fill a map in a loop, `let m = #{}; for ... { m[key] = value; }`, with the loop written as Rhai goes over what the comprehension walks: two arrays side by side, `zip(a, b)`, by their indexes, `for i in 0..a.len() { let x = a[i]; let y = b[i]; ... }`, and each item's parts by index, `let e = x[0];` (a map's keys are text: `m[key.to_string()]` for a number)";

/// Whether the `for` at `at` is a dict comprehension's: inside a `{`
/// with a `:` before it at the top level of the braces.
fn dict_comprehension_at(located: &[(usize, Tok<'_>)], at: usize) -> bool {
    let before: Vec<&Tok<'_>> = located[..at].iter().map(|(_, t)| t).collect();
    super::tokens::innermost_open(&before).is_some_and(|k| {
        located[k].1 == Tok::Punct("{") && top_level(&located[k + 1..at], ":").is_some()
    })
}

/// The point on the comprehension whose `for` stands at `at`: its form,
/// or for a dict comprehension whose loop no form writes, the general one.
fn comprehension_point(
    located: &[(usize, Tok<'_>)],
    at: usize,
    text: &impl Fn(usize, usize) -> String,
) -> Option<String> {
    comprehension(located, at, text)
        .or_else(|| dict_comprehension_at(located, at).then(|| DICT_COMPREHENSION.to_owned()))
}

/// The items and the key (of one item, `x`, as text) of
/// `groupby(sorted(xs, key=k), key=k)` or `groupby(xs, key=...)`, the key
/// read as [`super::translate::item_key`] reads it.
fn grouped_items(call: &str) -> Option<(String, String)> {
    let inner = call.strip_prefix("groupby(")?.strip_suffix(')')?;
    let parts = super::translate::top_level_parts(inner);
    let [items, key] = parts.as_slice() else {
        return None;
    };
    let items = items.trim();
    let items = match items
        .strip_prefix("sorted(")
        .and_then(|s| s.strip_suffix(')'))
    {
        Some(sorted) => super::translate::top_level_parts(sorted)
            .first()?
            .trim()
            .to_owned(),
        None => items.to_owned(),
    };
    let key = key.trim().strip_prefix("key=")?.trim();
    // (The item named `x` in the loop the form writes.)
    let (var, expr) = super::translate::item_key(key, "x")?;
    let expr = if var == "x" {
        expr
    } else {
        super::tokens::rename_reads(expr.trim(), &var, "x")
    };
    let read = super::tokens::as_text(&expr);
    super::tokens::is_name(&items).then_some((items, read))
}

/// Whether line `at` (from 1) stands in a `try:` block that has an
/// `except ZeroDivisionError` (alone or among others).
pub(super) fn zero_division_caught(lines: &[&str], at: usize) -> bool {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let Some(own) = lines.get(at.saturating_sub(1)) else {
        return false;
    };
    let Some(opened) = lines[..at.saturating_sub(1)]
        .iter()
        .rposition(|l| !l.trim().is_empty() && indent(l) < indent(own))
    else {
        return false;
    };
    let head = lines[opened];
    if head.trim() != "try:" {
        return false;
    }
    lines[at..]
        .iter()
        .filter(|l| !l.trim().is_empty())
        .take_while(|l| indent(l) >= indent(head))
        .filter(|l| indent(l) == indent(head))
        .take_while(|l| l.trim_start().starts_with("except"))
        .any(|l| l.contains("ZeroDivisionError"))
}

#[cfg(test)]
mod tests {
    use super::super::strip::code_only;
    use super::super::tokens::tokenize;
    use super::*;

    fn on(line: &str) -> Vec<String> {
        let code = code_only(line);
        found(&tokenize(&code), line)
            .into_iter()
            .map(|h| h.text)
            .collect()
    }

    #[test]
    fn python_forms_are_taught_with_their_rhai() {
        let has = |line: &str, advice: &str| {
            let got = on(line);
            assert!(got.iter().any(|h| h.contains(advice)), "{line}: {got:?}");
        };
        // The sandbox's `slice`, of a text or an array, as Python's.
        has("for line in lines[1:]:", "`lines.slice(1)`");
        has("x = xs[a:b]", "`xs.slice(a, b)`");
        has("x = ts[1:-1]", "`ts.slice(1, -1)`");
        has("x = ts[-3:]", "`ts.slice(-3)`");
        has("x = ts[:-1]", "`ts.slice(0, -1)`");
        has(
            "ip, _, ts = parts",
            "`let ip = parts[0]; let ts = parts[2];`",
        );
        has("x = xs[:2]", "`xs.slice(0, 2)`");
        has(
            "    name, score = line.split(\",\")",
            "`let parts = line.split(\",\"); let name = parts[0]; let score = parts[1];`",
        );
        has(
            "best = max(rows, key=lambda r: r[\"score\"])",
            "compare two numbers",
        );
        // What `max` is told covers its `key=`: no second item for it.
        has(
            "best = max(rows, key=lambda r: r[\"score\"])",
            "closure or keyword argument",
        );
        has("best = max(rows, |r| r.score);", "compare two numbers");
        has("avg = round(t / n, 2)", "`parse_float(x.to_fixed(2))`");
        has(
            "n = int(score)",
            "`parse_int(x)`, which takes a text or a number",
        );
        has("names = args.get(\"names\", [])", "`m[key] ?? 0`");
        has("return \" \".join(names)", "`names.join(\" \")`");
        // Trial 10: `sorted` with a key and `reverse`, as a comparer.
        has(
            "ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)",
            "`xs.sort(|a, b| if b[1] < a[1] { -1 } else if b[1] > a[1] { 1 } else { 0 })`",
        );
        has(
            "rows.sort(key=lambda r: r[\"name\"])",
            "`xs.sort(|a, b| if a[\"name\"] < b[\"name\"] { -1 }",
        );
        // Trial 11: a dict comprehension is no set comprehension.
        has(
            "totals = {item[\"name\"]: item[\"qty\"] * item[\"price\"] for item in in_stock}",
            "Rhai has no dict comprehensions: fill a map in a loop, `let totals = #{}; for item in in_stock { totals[item[\"name\"]] = item[\"qty\"] * item[\"price\"]; }`",
        );
        // Trial 17: a set comprehension with two `for`s and an `if` is
        // loops inside loops, the test inside the innermost.
        has(
            "tags = {t.strip() for row in rows for t in row[2].split(\",\") if t.strip()}",
            "`let seen = #{}; for row in rows { for t in row[2].split(\",\") { if t.trim() != \"\" { seen[t.trim()] = true; } } } let tags = seen.keys();`",
        );
        // Trial 16: two `for`s inside `sum(...)`, outer loop first.
        has(
            "total = sum(line[\"qty\"] for order in orders for line in order[\"lines\"])",
            "`let total = 0; for order in orders { for line in order[\"lines\"] { total += line[\"qty\"]; } }`",
        );
        // Trial 10: a generator over pairs is one argument.
        has(
            "return \"\\n\".join(f\"{cat}: {total:.2f}\" for cat, total in ranked)",
            "write `` ranked.map(|pair| `${pair[0]}: ${pair[1].to_fixed(2)}`).join(\"\\n\") ``",
        );
        has("rows.append({\"name\": name})", "`arr.push(item)`");
        has(
            "return \" \".join([f\"Hi {n}!\" for n in names])",
            "`` names.map(|n| `Hi ${n}!`) ``",
        );
        has(
            "t = sum(r[\"score\"] for r in rows if r)",
            "`rows.filter(|r| truthy(r)).map(|r| r[\"score\"]).reduce(|total, v| total + v, 0)`",
        );
        has(
            "if all(is_number(r[col]) for r in rows):",
            "`rows.all(|r| is_number(r[col]))`",
        );
        has("ok = any(x > 3 for x in xs)", "`xs.some(|x| x > 3)`");
        // Trial 22: a count of a string's letters.
        has(
            "    return sum(1 for c in word if c.isalpha())",
            "`word.to_chars().filter(|c| c.is_alphabetic()).len()`",
        );
        has(
            "n = sum(1 for w in words if w != \"\")",
            "`words.filter(|w| w != \"\").len()`",
        );
        has("const counts = {};", "write the empty map `#{}`");
        has("for i in range(n):", "write `0..n`");
        // A list repeated, named and inside another list (trial 119's
        // was told only when it ran); a list over a range is a loop.
        has(
            "counts = [0] * n",
            "write `let counts = []; counts.pad(n, 0);`",
        );
        has(
            "grid = [[0] * w for _ in range(h)]",
            "the block `{ let a = []; a.pad(w, 0); a }` is that array",
        );
        has(
            "grid = [[0] * w for _ in range(h)]",
            "fill the array in a loop, `let grid = []; for _i in 0..h { grid.push([0] * w); }`",
        );
        has(
            "squares = [i * i for i in range(1, n + 1)]",
            "`let squares = []; for i in range(1, n + 1) { squares.push(i * i); }`",
        );
        // Three names from each item of a literal (trial 115's was told
        // nothing): each read by its index.
        has(
            "for team, f, a in ((home, hs, as_), (away, as_, hs)):",
            "`for item in [[home, hs, as_], [away, as_, hs]] { let team = item[0]; let f = item[1]; let a = item[2]; ... }`",
        );
        // A dict comprehension over `groupby`: the map of groups, each
        // group an array already (trial 118's looped over the call).
        has(
            "counts = {k: len(list(g)) for k, g in groupby(rows, key=day)}",
            "`let counts = #{}; for k in groups.keys() { let g = groups[k]; counts[k] = g.len(); }`",
        );
        // A dict comprehension's own loop is no comprehension left: the
        // form was told to wait for itself.
        let told = on("m = {x: 1 for x in xs}");
        assert!(
            told.iter().all(|t| !t.contains("this holds once")),
            "{told:?}"
        );
    }

    #[test]
    fn an_assignment_declared_nowhere_is_taught_let() {
        let code = code_only(
            "def f(args):\n    path = args[\"path\"]\n    path = 2\n    let n = 1;\n    n = 2;\n    |x| { x = 1 }\n    for (item, i) in xs { i = 1; }\n    for a, b in xs:\n        b = 2\n    covered, cursor = 0, None\n    if cursor is None:\n        cursor = 3",
        );
        let lines: Vec<Vec<(usize, Tok<'_>)>> = code.lines().map(tokenize).collect();
        let got: Vec<(usize, String)> = undeclared(&lines)
            .into_iter()
            .map(|(l, h)| (l, h.text))
            .collect();
        assert_eq!(got, [(2, format!("{DECLARE_LET}: `let path = ...;`"))]);
    }

    #[test]
    fn rhai_forms_stay() {
        for line in [
            "let xs = arr.extract(1);",
            "let m = #{};",
            "let b = max(a, 2);",
            "let t = x.round();",
            "for (item, i) in arr { }",
            "let s = arr.join(\" \");",
            "arr.append(items);",
            "let v = m.get(\"a\");",
            "fn f() {}",
            "if x { } else { }",
            "let t = `${a}`;",
            "for i in range(0, 3) { }",
            "let a = [1, 2, 3];",
            "for (i = 0; i < 3; i++) { }",
            "while (line = next()) { }",
        ] {
            assert_eq!(on(line), Vec::<String>::new(), "{line}");
        }
    }
}

//! A JavaScript or Python expression as written, rewritten into the Rhai
//! the other hints teach, for the rewrites that quote the model's own
//! expressions (an f-string's `{…}`, a comprehension's item and test): so
//! a rewrite never carries a mistake that another hint of the same answer
//! corrects.
//!
//! What it rewrites: `round(x, 2)` (Rhai's `round` takes no digits),
//! Python's `float(x)`, `int(x)` and `str(x)`, `min(xs)`, `max(xs)` and
//! `sum(xs)` of one array, `m.get(k, d)` (a missing
//! key is `()`: `m[k] ?? d`), `x or "default"` (`??`), a tuple (an array),
//! `", ".join(xs)` (the separator is the argument), a generator inside a
//! call (`", ".join(f(x) for x in xs)`), a foreign method that
//! [`super::foreign::METHODS`] spells as another method with the same
//! arguments (`s.upper()` is `s.to_upper()`), and a single-quoted string
//! (a character in Rhai). A method the list spells otherwise stays, and is
//! taught by its own hint on the same line.

use super::foreign;
use super::tokens::{Tok, rewrite_each, tokenize};

/// `type(self).__name__` or `self.__class__.__name__` (Python's class
/// name of an object) as the key a maker function sets, `self.class_name`.
fn class_names_as_keys(text: &str) -> String {
    let mut out = text.replace(".__class__.__name__", ".class_name");
    while let Some(at) = out.find("type(") {
        let rest = &out[at + 5..];
        let Some(close) = rest.find(").__name__") else {
            break;
        };
        let inner = &rest[..close];
        if !inner
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        {
            break;
        }
        out = format!(
            "{}{inner}.class_name{}",
            &out[..at],
            &rest[close + ").__name__".len()..]
        );
    }
    out
}

/// `text` (an expression as written) in Rhai, as far as these rewrites go.
pub(super) fn expression(text: &str) -> String {
    trim_copies(&written(text))
}

/// `rhai` with each `x.trim()` (or `trim_start`, `trim_end`) of a path
/// read again in the same expression trimmed as a copy,
/// `x.to_string().trim()`: the sandbox's `trim` changes `x` itself, where
/// Python's `strip` leaves it (trial 165's `nl[1].trim() != "" &&
/// !nl[1].starts_with("#")` tested the trimmed text).
fn trim_copies(rhai: &str) -> String {
    let mut out = rhai.to_owned();
    for method in [".trim()", ".trim_start()", ".trim_end()"] {
        let mut from = 0;
        while let Some(at) = out[from..].find(method).map(|k| from + k) {
            let start = super::tokens::path_start(&out[..at]);
            let path = out[start..at].to_owned();
            let next = at + method.len();
            let plain = !path.is_empty()
                && !path.ends_with(')')
                && path.starts_with(|c: char| c.is_alphabetic() || c == '_');
            // (A read as a whole word, not a closure's parameter, `|x|`.)
            let read_again = plain
                && out.match_indices(path.as_str()).any(|(k, _)| {
                    let after = &out[k + path.len()..];
                    let word = !super::tokens::ends_word(&out[..k])
                        && !after.starts_with(|c: char| c.is_alphanumeric() || c == '_');
                    let parameter = after.starts_with('|')
                        || (after.starts_with(',') && out[..k].ends_with('|'));
                    k != start && word && !parameter
                });
            if read_again {
                out.insert_str(at, ".to_string()");
                from = next + ".to_string()".len();
            } else {
                from = next;
            }
        }
    }
    out
}

/// [`expression`] before the trims of a path read again are made copies.
fn written(text: &str) -> String {
    let reduced;
    let text = if text.contains("reduce(lambda ") {
        reduced = reduce_lambdas(text);
        reduced.as_str()
    } else {
        text
    };
    let joined;
    let text = match list_splats(text) {
        Some(j) => {
            joined = j;
            joined.as_str()
        }
        None => text,
    };
    let tested;
    let text = match each_prefix(text) {
        Some(each) => {
            tested = each;
            tested.as_str()
        }
        None => text,
    };
    if let Some(picked) = and_or(text) {
        return picked;
    }
    // `not 0 <= j <= 20`: Python's `not` takes the whole comparison after
    // it, Rhai's `!` only the operand (trial 75).
    if let Some(rest) = text.trim().strip_prefix("not ")
        && !rest.trim_start().starts_with('(')
        && compared(rest)
    {
        return format!("!({})", expression(rest));
    }
    if let Some(chosen) = bracketed_conditional(text) {
        return chosen;
    }
    let rhai = expression_of(text);
    let rhai = if rhai.contains("getter(") {
        getters(&rhai)
    } else {
        rhai
    };
    // `float("inf")`: an infinity compares false with everything in
    // Rhai (its float comparisons allow for rounding), so a bound no
    // number passes is a large number.
    let rhai = if rhai.contains("inf") {
        INFINITIES
            .iter()
            .fold(rhai, |out, (python, rhai)| out.replace(python, rhai))
    } else {
        rhai
    };
    // `e.args[0]`: a caught exception's text, which a thrown map's or a
    // Rhai error's `message` holds (trial 79).
    let rhai = if rhai.contains(".args[0]") {
        rhai.replace(".args[0]", ".message")
    } else {
        rhai
    };
    // `math.log(p)`: the module's functions are Rhai's own, `ln(p)`.
    let rhai = if rhai.contains("math.") {
        rhai.replace("math.log(", "ln(")
            .replace("math.sqrt(", "sqrt(")
            .replace("math.exp(", "exp(")
            .replace("math.floor(", "floor(")
            .replace("math.ceil(", "ceiling(")
            .replace("math.pi", "PI()")
            .replace("math.fsum(", "fsum(")
    } else {
        rhai
    };
    let rhai = if rhai.contains("date(") {
        dates(&rhai)
    } else {
        rhai
    };
    let rhai = if rhai.contains(".get(") {
        dict_gets(&rhai)
    } else {
        rhai
    };
    // `seen | {rec.job_id}`: a set's union with a set of values, which
    // Rhai writes with arrays, `seen + [rec.job_id]` (trial 107's form kept
    // Python's).
    let rhai = if rhai.contains("| {") {
        rewrite_each(&rhai, "| {", |before, after| {
            let end = after.find('}')?;
            let inner = &after[..end];
            (!before.ends_with('|')
                && !after[end + 1..].trim_start().starts_with('|')
                && !inner.contains([':', '{', '|'])
                && !inner.trim().is_empty())
            .then(|| (format!("+ [{}]", inner.trim()), end + 1))
        })
    } else {
        rhai
    };
    // `changes[(s, p)]`: a tuple as a map's key, whose parts the tuples'
    // point joins into a text, `` `${s}|${p}` `` (trial 112's forms looked
    // the map up with an array).
    let rhai = if rhai.contains("[[") {
        tuple_keys(&rhai)
    } else {
        rhai
    };
    // `frozenset()`: an empty set that no `add` grows, an array (what its
    // union above joins to).
    let rhai = if rhai.contains("frozenset()") {
        rewrite_each(&rhai, "frozenset()", |before, _| {
            (!super::tokens::ends_word(before)).then(|| ("[]".to_owned(), 0))
        })
    } else {
        rhai
    };
    // `(None, {})`: an empty dict, which a bare `{}` is not in Rhai.
    let rhai = if rhai.contains("{}") {
        rewrite_each(&rhai, "{}", |before, _| {
            (!before.ends_with(['#', '$', '{'])).then(|| ("#{}".to_owned(), 0))
        })
    } else {
        rhai
    };
    // `filter(None, xs)`: the items that are true as Python tests them
    // (trial 116's form wrote `.filter(())`).
    let rhai = if rhai.contains("filter(None, ") || rhai.contains("filter((), ") {
        rhai.replace("filter(None, ", "filter(|x| truthy(x), ")
            .replace("filter((), ", "filter(|x| truthy(x), ")
    } else {
        rhai
    };
    if rhai.contains("map(") || rhai.contains("filter(") {
        on_arrays(&rhai)
    } else {
        rhai
    }
}

/// `rhai` with each index by an array, `m[[a, "red"]]` (Python's
/// `m[(a, "red")]`), by the text its parts make, `` m[`${a}|red`] ``.
fn tuple_keys(rhai: &str) -> String {
    rewrite_each(rhai, "[[", |before, after| {
        if !before.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ']' || c == ')') {
            return None;
        }
        let mut depth = 0usize;
        let mut quote = None;
        let end = after.char_indices().find_map(|(i, c)| {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '`') => quote = Some(c),
                (None, '(' | '[' | '{') => depth += 1,
                (None, ']') if depth == 0 => return Some(i),
                (None, ')' | ']' | '}') => depth = depth.saturating_sub(1),
                _ => {}
            }
            None
        })?;
        if !after[end + 1..].starts_with(']') {
            return None;
        }
        let parts: Vec<String> = top_level_parts(&after[..end])
            .iter()
            .map(|part| {
                let part = part.trim();
                match part.strip_prefix('"').and_then(|p| p.strip_suffix('"')) {
                    Some(text) if !text.contains(['"', '`', '$', '\\', '|']) => text.to_owned(),
                    _ => format!("${{{part}}}"),
                }
            })
            .collect();
        (parts.len() > 1).then(|| (format!("[`{}`]", parts.join("|")), end + 2))
    })
}

/// A dict's `.get(k, default)`, `s["kinds"].get(k, 0)` (trial 65), as the
/// entry with its fallback, `(s["kinds"][k] ?? 0)`.
fn dict_gets(rhai: &str) -> String {
    let mut out = rhai.to_owned();
    // (Each turn rewrites one; a line holds few.)
    for _ in 0..8 {
        let Some(at) = out.find(".get(") else {
            break;
        };
        let after = &out[at + 5..];
        let Some(end) = closing_paren(after) else {
            break;
        };
        let args = top_level_parts(&after[..end]);
        let [key, default] = args.as_slice() else {
            break;
        };
        let start = super::tokens::path_start(&out[..at]);
        if start == at {
            break;
        }
        out = format!(
            "{}({}[{}] ?? {}){}",
            &out[..start],
            &out[start..at],
            key.trim(),
            default.trim(),
            &after[end + 1..]
        );
    }
    out
}

/// Python's `filter(f, xs)` and `map(f, xs)`, a function then an array,
/// as Rhai's methods of the array, `xs.filter(f)` (a `fn`'s name given
/// alone is the function).
fn on_arrays(rhai: &str) -> String {
    ["filter(", "map("]
        .iter()
        .fold(rhai.to_owned(), |out, call| {
            rewrite_each(&out, call, |before, after| {
                if super::tokens::ends_word(before) {
                    return None;
                }
                let end = closing_paren(after)?;
                match top_level_parts(&after[..end]).as_slice() {
                    [f, xs] if !f.trim().is_empty() && !xs.trim().is_empty() => {
                        // `map(str.strip, parts)`: a method of text given
                        // by name, called on each item (trial 71).
                        let f = f.trim();
                        // `filter(lambda r: isinstance(r, Move), parsed)`:
                        // the lambda is the closure (trial 83 was told it
                        // as written).
                        let lambda = f.strip_prefix("lambda ").and_then(|l| l.split_once(':'));
                        let f = if let Some((params, body)) = lambda {
                            let body = expression(body.trim());
                            // (`filter` keeps what its closure answers
                            // `true` for: a text is tested, trial 84.)
                            let body = if *call == "filter(" {
                                test(&body, params.trim())
                            } else {
                                body.trim().to_owned()
                            };
                            format!("|{}| {body}", params.trim())
                        } else if f.starts_with("str.") {
                            format!("|x| {}", called_on_x(f))
                        } else {
                            f.to_owned()
                        };
                        // `filter(str.isalpha, word)`: a test of one
                        // character, so the items are a text's characters,
                        // which a Rhai text gives as an array only by
                        // `to_chars()` (trial 179's form filtered the text).
                        let xs = operand(&enumerated(xs.trim()));
                        let xs = if f.starts_with("|x| x.is_")
                            && f.ends_with("()")
                            && !xs.ends_with(".to_chars()")
                        {
                            format!("{xs}.to_chars()")
                        } else {
                            xs
                        };
                        Some((format!("{xs}.{call}{f})"), end + 1))
                    }
                    _ => None,
                }
            })
        })
}

/// `enumerate(xs, start=2)`, given to `map` or `filter`: the array of
/// its pairs, `xs.map(|x, i| [i + 2, x])` (trial 84's form kept the call).
fn enumerated(xs: &str) -> String {
    let Some(args) = xs
        .strip_prefix("enumerate(")
        .and_then(|a| a.strip_suffix(')'))
    else {
        return xs.to_owned();
    };
    let parts = top_level_parts(args);
    let start = match parts.as_slice() {
        [_] => "0",
        [_, start] => start
            .trim()
            .trim_start_matches("start")
            .trim()
            .trim_start_matches('=')
            .trim(),
        _ => return xs.to_owned(),
    };
    let items = operand(&array_slice(&expression(parts[0].trim())));
    match start {
        "0" => format!("{items}.map(|x, i| [i, x])"),
        s => format!("{items}.map(|x, i| [i + {s}, x])"),
    }
}

/// What Python's function `f`, given by name to `map` or `filter`, is of
/// an item `x`: `int` is `parse_int(x)`, `str.strip` is `x.trim()` (a
/// method of text, trial 71), a name of the code's is its call.
fn called_on_x(f: &str) -> String {
    match f {
        "int" => "parse_int(x)".to_owned(),
        "float" => "parse_float(x)".to_owned(),
        "str" => "x.to_string()".to_owned(),
        _ => match f.strip_prefix("str.") {
            Some(method) if method.chars().all(|c| c.is_alphanumeric() || c == '_') => {
                expression(&format!("x.{method}()")).trim().to_owned()
            }
            _ => format!("{f}(x)"),
        },
    }
}

/// `date(2026, 4, 15)` (or `datetime.date(...)`, `datetime(...)` of a
/// day) as the date's ISO text, `"2026-04-15"`, which the forms keep a
/// date as: Rhai has no dates.
fn dates(rhai: &str) -> String {
    ["datetime.date(", "datetime(", "date("]
        .iter()
        .fold(rhai.to_owned(), |out, call| {
            rewrite_each(&out, call, |before, after| {
                if super::tokens::ends_word(before) {
                    return None;
                }
                let (args, _) = after.split_once(')')?;
                let parts: Vec<u32> = args
                    .split(',')
                    .map(|p| p.trim().parse().ok())
                    .collect::<Option<_>>()?;
                match parts.as_slice() {
                    [y, m, d] if (1..=12).contains(m) && (1..=31).contains(d) => {
                        Some((format!("\"{y:04}-{m:02}-{d:02}\""), args.len() + 1))
                    }
                    _ => None,
                }
            })
        })
}

/// Python's infinities (as the rest of a form writes them) and the large
/// numbers that stand for them in Rhai.
pub(super) const INFINITIES: [(&str, &str); 8] = [
    ("parse_float(\"-inf\")", "-1.0e300"),
    ("parse_float(\"inf\")", "1.0e300"),
    ("float(\"-inf\")", "-1.0e300"),
    ("float(\"inf\")", "1.0e300"),
    ("float('-inf')", "-1.0e300"),
    ("float('inf')", "1.0e300"),
    ("-math.inf", "-1.0e300"),
    ("math.inf", "1.0e300"),
];

/// `(rest[0] if rest else "").split(";")`: a conditional value in
/// brackets, as Rhai's `if` (trial 65), the rest of the text as it goes.
fn bracketed_conditional(text: &str) -> Option<String> {
    let open = text.find('(')?;
    let inner_start = open + 1;
    let close = inner_start + closing_paren(&text[inner_start..])?;
    let inner = &text[inner_start..close];
    // (Only a conditional at the bracket's own level, and no call's
    // arguments: `f(a if c else b)` stays with its call.)
    if text[..open].ends_with(|c: char| c.is_alphanumeric() || c == '_') || inner.contains(" for ")
    {
        return None;
    }
    let (value, rest) = inner.split_once(" if ")?;
    let (test, other) = rest.split_once(" else ")?;
    let test = test.trim();
    let test = if test
        .chars()
        .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
    {
        format!("truthy({test})")
    } else {
        expression(test)
    };
    Some(format!(
        "{}(if {test} {{ {} }} else {{ {} }}){}",
        &text[..open],
        expression(value.trim()),
        expression(other.trim()),
        expression(&text[close + 1..])
    ))
}

/// `reduce(lambda a, r: max(a, r.hs), rs, 0.0)`: the array's own
/// `reduce` with a closure, `rs.reduce(|a, r| max(a, r.hs), 0.0)` (trial
/// 133's forms kept Python's call). Only with a start value: Python's
/// `reduce` without one starts from the first item, Rhai's from `()`.
fn reduce_lambdas(text: &str) -> String {
    super::tokens::rewrite_each(text, "reduce(lambda ", |before, after| {
        if super::tokens::ends_word(before) {
            return None;
        }
        let close = closing_paren(after)?;
        let (params, rest) = after[..close].split_once(':')?;
        let [body, xs, start] = top_level_parts(rest).try_into().ok()?;
        let params: Vec<&str> = params.split(',').map(str::trim).collect();
        if params.len() != 2
            || !params
                .iter()
                .all(|p| p.chars().all(|c| c.is_alphanumeric() || c == '_'))
        {
            return None;
        }
        Some((
            format!(
                "{}.reduce(|{}| {}, {})",
                operand(expression(xs.trim()).trim()),
                params.join(", "),
                expression(body.trim()).trim(),
                expression(start.trim()).trim()
            ),
            close + 1,
        ))
    })
}

/// `by_person and sorted(by_person) or [None]`, Python's older
/// conditional on a name, which picks a value: `if truthy(by_person) {
/// ... } else { ... }` (trial 64). Not a test (`a and b > 0 or c`).
fn and_or(text: &str) -> Option<String> {
    let (cond, rest) = text.trim().split_once(" and ")?;
    if cond.is_empty() || !cond.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let (picked, other) = rest.rsplit_once(" or ")?;
    let balanced = |s: &str| {
        s.chars().filter(|c| "([{".contains(*c)).count()
            == s.chars().filter(|c| ")]}".contains(*c)).count()
    };
    let tested = [
        " and ", " or ", " not ", " in ", " is ", "==", "!=", " < ", " > ", "<=", ">=",
    ]
    .iter()
    .any(|op| picked.contains(op));
    // (A value, a call or a literal: `a and b or c` of names may be a test
    // of bools, `(a && b) || c`.)
    let value = picked.contains(['(', '[', '"', '\'']) || picked.trim().parse::<f64>().is_ok();
    (balanced(picked) && balanced(other) && !tested && value && !other.trim().is_empty()).then(
        || {
            format!(
                "if truthy({cond}) {{ {} }} else {{ {} }}",
                expression(picked.trim()),
                expression(other.trim())
            )
        },
    )
}

/// `attrgetter(f)(x)` and `itemgetter(k)(x)` (what `map(attrgetter(f),
/// xs)` becomes) as the read they make, `x[f]`: a record is a map.
fn getters(rhai: &str) -> String {
    ["attrgetter(", "itemgetter("]
        .iter()
        .fold(rhai.to_owned(), |out, getter| {
            rewrite_each(&out, getter, |before, after| {
                if super::tokens::ends_word(before) {
                    return None;
                }
                let key_end = closing_paren(after)?;
                let call = after[key_end + 1..].strip_prefix('(')?;
                let value_end = closing_paren(call)?;
                // (`attrgetter('km')`: a key in double quotes, which Rhai's
                // strings are, trial 71.)
                let key = after[..key_end].trim();
                let key = match key.strip_prefix('\'').and_then(|k| k.strip_suffix('\'')) {
                    Some(inner) if !inner.contains('"') => format!("\"{inner}\""),
                    _ => key.to_owned(),
                };
                let read = format!("{}[{key}]", operand(call[..value_end].trim()));
                Some((read, key_end + 2 + value_end + 1))
            })
        })
}

/// The names of the parameters a `def` or `function` line declares
/// (`def parse(hours, cost=0.0, *rest)`: `hours`, `cost`, `rest`).
pub(super) fn parameter_names(line: &str) -> Vec<String> {
    let t = line.trim_start();
    let t = t.strip_prefix("async ").unwrap_or(t);
    let params = t
        .strip_prefix("def ")
        .or_else(|| t.strip_prefix("function "))
        .and_then(|rest| rest.split_once('('))
        .and_then(|(_, params)| closing_paren(params).map(|end| &params[..end]));
    let Some(params) = params else {
        return Vec::new();
    };
    top_level_parts(params)
        .iter()
        .filter_map(|part| {
            let part = part.trim().trim_start_matches('*');
            let name = part.split(['=', ':']).next().unwrap_or(part).trim();
            (!name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
                .then(|| name.to_owned())
        })
        .collect()
}

/// Whether `text` is a comparison at its top level (`0 <= j <= 20`, `x
/// in xs`), with no `and` or `or` there (which bind looser than `not`).
fn compared(text: &str) -> bool {
    let mut depth = 0usize;
    let mut compares = false;
    for (_, tok) in tokenize(text) {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
            Tok::Ident("and" | "or" | "if" | "for" | "lambda") if depth == 0 => return false,
            Tok::Punct("<" | ">" | "==" | "!=") | Tok::Ident("in" | "is") if depth == 0 => {
                compares = true;
            }
            _ => {}
        }
    }
    compares
}

/// The last token of what a `not` whose operand starts at token `from`
/// negates: up to its test's `and`, `or`, `if` or `for`, or the `,` or
/// bracket that closes around it.
fn negated_span(toks: &[(usize, Tok<'_>)], from: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut last = None;
    for (k, (_, tok)) in toks.iter().enumerate().skip(from) {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") if depth == 0 => break,
            Tok::Punct(")" | "]" | "}") => depth -= 1,
            Tok::Punct(",") | Tok::Ident("and" | "or" | "if" | "for" | "else") if depth == 0 => {
                break;
            }
            _ => {}
        }
        last = Some(k);
    }
    last
}

/// How many lists of one expression [`list_splats`] reads.
const MOST_LISTS: usize = 32;

/// `[head, *rows]`, a list with Python's splat, as arrays joined with
/// `+`, `[head] + rows` (trial 149's form wrote `rows[0], rows[1]`).
fn list_splats(text: &str) -> Option<String> {
    // (Only where a splat stands, and at most a few lists read: each is
    // read to its close, so many on one line would cost their square.)
    if !text.contains(", *") && !text.contains("[*") {
        return None;
    }
    let mut from = 0;
    let mut read = 0;
    while let Some(open) = text[from..].find('[').map(|k| from + k) {
        read += 1;
        if read > MOST_LISTS {
            return None;
        }
        from = open + 1;
        // (A list, not an index: nothing that can be indexed before it.)
        let before = text[..open].trim_end();
        if before.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ')' || c == ']') {
            continue;
        }
        let Some(len) = closing_of(&text[open + 1..], ']') else {
            continue;
        };
        let close = open + 1 + len;
        let parts = top_level_parts(&text[open + 1..close]);
        fn splat(p: &str) -> Option<&str> {
            let p = p.trim();
            p.strip_prefix('*')
                .filter(|rest| !rest.starts_with('*') && !rest.is_empty())
                .map(str::trim)
        }
        if !parts.iter().any(|p| splat(p).is_some()) {
            continue;
        }
        let mut pieces: Vec<String> = Vec::new();
        let mut items: Vec<&str> = Vec::new();
        for part in &parts {
            match splat(part) {
                Some(list) => {
                    if !items.is_empty() {
                        pieces.push(format!("[{}]", items.join(", ")));
                        items.clear();
                    }
                    pieces.push(list.to_owned());
                }
                None => items.push(part.trim()),
            }
        }
        if !items.is_empty() {
            pieces.push(format!("[{}]", items.join(", ")));
        }
        return Some(format!(
            "{}({}){}",
            &text[..open],
            pieces.join(" + "),
            &text[close + 1..]
        ));
    }
    None
}

/// `s.startswith(("#", "sensor"))`, Python's tuple of prefixes (or of
/// suffixes), as a test of each, `(s.startswith("#") or
/// s.startswith("sensor"))`: Rhai's `starts_with` takes one text (trial
/// 148's form wrote it an array, which no `starts_with` takes).
fn each_prefix(text: &str) -> Option<String> {
    let (start, end, tests) = prefix_tests(text)?;
    Some(format!("{}{tests}{}", &text[..start], &text[end..]))
}

/// The first `s.startswith((...))` of `text`: where it starts and ends,
/// and the test of each of its texts, `(s.startswith("#") or ...)`.
pub(super) fn prefix_tests(text: &str) -> Option<(usize, usize, String)> {
    let (at, method) = ["startswith((", "endswith(("]
        .iter()
        .filter_map(|m| {
            text.find(&format!(".{m}"))
                .map(|at| (at, &m[..m.len() - 2]))
        })
        .min_by_key(|(at, _)| *at)?;
    // The receiver: the words, dots and brackets before the dot.
    let mut start = at;
    let bytes = text.as_bytes();
    while start > 0 {
        let c = bytes[start - 1];
        if c.is_ascii_alphanumeric() || c == b'_' || c == b'.' {
            start -= 1;
        } else if c == b']' || c == b')' {
            let open = if c == b']' { b'[' } else { b'(' };
            let mut depth = 0usize;
            let mut k = start;
            while k > 0 {
                k -= 1;
                if bytes[k] == c {
                    depth += 1;
                } else if bytes[k] == open {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
            }
            if depth != 0 {
                return None;
            }
            start = k;
        } else {
            break;
        }
    }
    let receiver = &text[start..at];
    if receiver.is_empty() {
        return None;
    }
    let inner_start = at + 1 + method.len() + 2;
    let inner_len = closing_paren(&text[inner_start..])?;
    let close = inner_start + inner_len;
    if text.as_bytes().get(close + 1) != Some(&b')') {
        return None;
    }
    let items = top_level_parts(&text[inner_start..close]);
    let tests: Vec<String> = items
        .iter()
        .map(|i| i.trim())
        .filter(|i| !i.is_empty())
        .map(|i| format!("{receiver}.{method}({i})"))
        .collect();
    if tests.is_empty() {
        return None;
    }
    Some((start, close + 2, format!("({})", tests.join(" or "))))
}

/// The first call written `called(...)` in `line` (`self.team`, or
/// `.team` of any object), where another method is called on its result,
/// `self.team(m.home).record(...)`: where the call starts, its argument
/// as written, and the method called on the result.
pub(super) fn call_then_method<'a>(
    line: &'a str,
    called: &str,
) -> Option<(usize, &'a str, &'a str)> {
    let at = line.find(&format!("{called}("))?;
    let open = at + called.len();
    let close = open + 1 + closing_paren(&line[open + 1..])?;
    let changed = line[close + 1..].strip_prefix('.')?.split('(').next()?;
    super::tokens::is_name(changed).then(|| (at, &line[open + 1..close], changed))
}

/// A `key=` function of one item, `lambda r: r["day"]`,
/// `attrgetter("road")` or a function's name, as the item's name (the
/// `lambda`'s own, or `item`) and the key read of it: `("r", r["day"])`,
/// `("item", item.road)`, `("item", key(item))`.
pub(super) fn item_key(key: &str, item: &str) -> Option<(String, String)> {
    let word = super::tokens::is_name;
    let (var, expr) =
        if let Some((var, expr)) = key.strip_prefix("lambda ").and_then(|l| l.split_once(':')) {
            (var.trim().to_owned(), expression(expr.trim()))
        } else if let Some(field) = key
            .strip_prefix("attrgetter(")
            .and_then(|f| f.strip_suffix(')'))
            .map(|f| f.trim().trim_matches(['"', '\'']))
            .filter(|f| word(f))
        {
            (item.to_owned(), format!("{item}.{field}"))
        } else if word(key) {
            (item.to_owned(), format!("{key}({item})"))
        } else {
            return None;
        };
    word(&var).then_some((var, expr))
}

/// The index in `text` of the `)` that closes a `(` just before it.
pub(super) fn closing_paren(text: &str) -> Option<usize> {
    closing_of(text, ')')
}

/// The index in `text` of the `close` (`)` or `]`) that closes the
/// bracket just before it, past the brackets opened inside.
pub(super) fn closing_of(text: &str, close: char) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            c if c == close && depth == 0 => return Some(i),
            ')' | ']' | '}' => depth = depth.checked_sub(1)?,
            _ => {}
        }
    }
    None
}

/// [`expression`] before `attrgetter(f)(x)` is read as `x[f]`.
fn expression_of(text: &str) -> String {
    // `cumulative[2::3]` inside a call: every third item.
    if text.contains("::") {
        let stepped = stepped_slices(text);
        if stepped != text {
            return expression(&stepped);
        }
    }
    if text.contains("__name__") {
        let named = class_names_as_keys(text);
        if named != text {
            return expression(&named);
        }
    }
    if let Some(rhai) = generator(text) {
        return rhai;
    }
    // Python's `"%s (%d)" % (a, c)`: a template.
    let toks = tokenize(text);
    if let [(1, Tok::Str(_, len)), (percent, Tok::Punct("%")), rest @ ..] = toks.as_slice()
        && !rest.is_empty()
    {
        let chars: Vec<char> = text.chars().collect();
        let format: String = chars
            .get(1..1 + len)
            .map(|c| c.iter().collect())
            .unwrap_or_default();
        let args: String = chars
            .get(*percent..)
            .map(|c| c.iter().collect())
            .unwrap_or_default();
        if format.contains('%')
            && let Some(template) = percent_template(&format, &args)
        {
            return template;
        }
    }
    // Python's `'#' * n`: the text repeated, which Rhai's `*` does not do.
    if let [(1, Tok::Str(_, len)), (star, Tok::Punct("*")), rest @ ..] = toks.as_slice()
        && !rest.is_empty()
        && rest.first().map(|(_, t)| t) != Some(&Tok::Punct("*"))
    {
        let chars: Vec<char> = text.chars().collect();
        let literal: String = chars[..(len + 2).min(chars.len())].iter().collect();
        let count: String = chars[*star..].iter().collect();
        return format!(
            "\"\".pad({}, {})",
            expression(count.trim()),
            double_quoted(&literal)
        );
    }
    // Python's `w not in seen`: the negation of Rhai's `in`.
    if let Some(k) = super::tokens::top_level(toks.iter().map(|(_, t)| t), &Tok::Ident("not"))
        && k > 0
        && toks.get(k + 1).map(|(_, t)| t) == Some(&Tok::Ident("in"))
        && let (Some((not_at, _)), Some((in_at, _))) = (toks.get(k), toks.get(k + 1))
    {
        let chars: Vec<char> = text.chars().collect();
        let left: String = chars[..not_at - 1].iter().collect();
        let right: String = chars[in_at + 1..].iter().collect();
        return format!(
            "!({} in {})",
            expression(left.trim()),
            expression(right.trim())
        );
    }
    if let Some(rhai) = conditional(text) {
        return rhai;
    }
    // `", ".join(ids) or "none"`: a text that may be empty, which `??`
    // (for `()`) never replaces.
    if let Some(k) = super::tokens::top_level(toks.iter().map(|(_, t)| t), &Tok::Ident("or"))
        && k > 0
        && matches!(toks.get(k + 1), Some((_, Tok::Str(..))))
        && k + 2 == toks.len()
    {
        let chars: Vec<char> = text.chars().collect();
        let left = expression(chars[..toks[k].0 - 1].iter().collect::<String>().trim());
        let right = double_quoted(chars[toks[k + 1].0 - 1..].iter().collect::<String>().trim());
        if left.contains(".join(") || meant_test(&left).is_some_and(|t| t.ends_with("!= \"\"")) {
            return format!("if {left} != \"\" {{ {left} }} else {{ {right} }}");
        }
        // `ids or 'none'`: a value that may be missing, an empty text or
        // an empty list, which Python's truthiness tests, as `truthy` does.
        // (A read by key too, `rec["note"] or "-"`: trial 165's form wrote
        // `??`, which keeps an empty note.)
        if left
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '[' | ']' | '"'))
            && right != "\"\""
        {
            return format!("if truthy({left}) {{ {left} }} else {{ {right} }}");
        }
    }
    // `b.final_ph() or 0`: a number in place of a missing value (`()`,
    // which `??` replaces; a 0 itself gives 0 either way).
    if let Some(k) = super::tokens::top_level(toks.iter().map(|(_, t)| t), &Tok::Ident("or"))
        && k > 0
        && k + 2 == toks.len()
        && matches!(toks.get(k + 1), Some((_, Tok::Ident(n))) if n.parse::<f64>().is_ok())
    {
        let chars: Vec<char> = text.chars().collect();
        let left = expression(chars[..toks[k].0 - 1].iter().collect::<String>().trim());
        let right: String = chars[toks[k + 1].0 - 1..].iter().collect();
        let right = right.trim();
        // `sum(...) or 1`: a 0 becomes the number too, which `??` (for
        // `()` only) would keep.
        if right.trim_end_matches(['0', '.']).is_empty() {
            return format!("({left} ?? {right})");
        }
        return format!("(if truthy({left}) {{ {left} }} else {{ {right} }})");
    }
    let chars: Vec<char> = text.chars().collect();
    let toks = tokenize(text);
    let start = |k: usize| toks[k].0 - 1;
    let end = |k: usize| {
        let (column, tok) = &toks[k];
        column - 1
            + match tok {
                Tok::Ident(s) | Tok::Punct(s) => s.chars().count(),
                Tok::Str(_, n) => n + 2,
            }
    };
    let slice = |from: usize, to: usize| -> String {
        chars
            .get(from..to.min(chars.len()))
            .map(|c| c.iter().collect())
            .unwrap_or_default()
    };
    // A call of two arguments whose `(` is token `open`: their texts, as
    // written, and its `)`.
    let two_args = |open: usize| -> Option<(String, String, usize)> {
        let close = closing(&toks, open)?;
        let args = arguments(&toks, open, close);
        let [(a, b), (c, d)] = args.as_slice() else {
            return None;
        };
        let text = |from: usize, to: usize| slice(start(from), end(to)).trim().to_owned();
        Some((text(*a, *b), text(*c, *d), close))
    };
    let mut out = String::new();
    let mut copied = 0;
    let mut k = 0;
    while k < toks.len() {
        let prev = k.checked_sub(1).map(|p| &toks[p].1);
        let next = toks.get(k + 1).map(|(_, t)| t);
        let mut first = k;
        let replaced: Option<(String, usize)> = match &toks[k].1 {
            // Python's `min(xs)`, `max(xs)` and `sum(xs)` of one array,
            // and `any(...)`, `all(...)` of a generator.
            Tok::Ident(name @ ("min" | "max" | "sum" | "any" | "all" | "mean" | "fsum"))
                if next == Some(&Tok::Punct("(")) && prev != Some(&Tok::Punct(".")) =>
            {
                closing(&toks, k + 1).and_then(|close| {
                    let args = arguments(&toks, k + 1, close);
                    // `max(ds, default=0)`: the value for an empty array.
                    let empty = match args.as_slice() {
                        [_, (d, last)] if *name != "sum"
                            && toks[*d].1 == Tok::Ident("default")
                            && toks.get(d + 1).map(|t| &t.1) == Some(&Tok::Punct("=")) =>
                        {
                            Some(expression(slice(end(d + 1), end(*last)).trim()))
                        }
                        _ => None,
                    };
                    // `min(obs, key=attrgetter("jd"))` or `key=lambda o: o.jd`:
                    // the item whose key is least (the first of a tie, as
                    // Python's), folded with `reduce` (trial 136's form
                    // kept the call).
                    if let [(_, first_last), (d, last)] = args.as_slice()
                        && matches!(*name, "min" | "max")
                        && toks[*d].1 == Tok::Ident("key")
                        && toks.get(d + 1).map(|t| &t.1) == Some(&Tok::Punct("="))
                    {
                        let xs = operand(&expression(slice(end(k + 1), end(*first_last)).trim()));
                        let key = slice(end(d + 1), end(*last));
                        let key = key.trim();
                        let read = |v: &str| -> Option<String> {
                            if let Some(field) = key
                                .strip_prefix("attrgetter(")
                                .and_then(|f| f.strip_suffix(')'))
                                .map(|f| f.trim().trim_matches(['"', '\'']))
                                .filter(|f| f.chars().all(|c| c.is_alphanumeric() || c == '_'))
                            {
                                return Some(format!("{v}.{field}"));
                            }
                            if let Some((param, body)) =
                                key.strip_prefix("lambda ").and_then(|l| l.split_once(':'))
                            {
                                let param = param.trim();
                                return (param.chars().all(|c| c.is_alphanumeric() || c == '_'))
                                    .then(|| super::tokens::rename(&expression(body.trim()), param, v))
                                    .map(|b| format!("({})", b.trim()));
                            }
                            key.chars()
                                .all(|c| c.is_alphanumeric() || c == '_')
                                .then(|| format!("{key}({v})"))
                        };
                        let op = if *name == "min" { "<" } else { ">" };
                        // (Not a tuple's key, which Rhai's `<` does not
                        // compare, nor a dict's items: their own points
                        // tell those, trial 137.)
                        if xs.contains(".items()") || read("v").is_some_and(|k| k.contains('[')) {
                            return None;
                        }
                        return read("v").zip(read("m")).map(|(kv, km)| {
                            (
                                format!("{xs}.reduce(|m, v| if {kv} {op} {km} {{ v }} else {{ m }}, {xs}[0])"),
                                close,
                            )
                        });
                    }
                    let till = match (&empty, args.first()) {
                        (Some(_), Some((_, last))) => end(*last),
                        _ => start(close),
                    };
                    (args.len() == 1 || empty.is_some()).then(|| {
                        let xs = operand(&expression(slice(end(k + 1), till).trim()));
                        // `sum(p["d"] == "accept" for p in ps)`: a count of
                        // the trues, which Rhai does not add to a number.
                        let counted = (*name == "sum")
                            .then(|| xs.rsplit_once(".map(|"))
                            .flatten()
                            .and_then(|(before, map)| {
                                let (params, body) = map.split_once("| ")?;
                                let body = body.strip_suffix(')')?;
                                // `sum(1 for l in loans if l.is_open)`:
                                // a count of what the filter keeps.
                                if body == "1" {
                                    return Some(format!("{before}.len()"));
                                }
                                is_test(body)
                                    .then(|| format!("{before}.filter(|{params}| {body}).len()"))
                            });
                        // `any(g.is_perfect() for g in b.games)`: the
                        // array's own test of each item.
                        let tested = matches!(*name, "any" | "all").then(|| {
                            let method = if *name == "any" { "some" } else { "all" };
                            match xs.rsplit_once(".map(|").and_then(|(before, map)| {
                                let (params, body) = map.split_once("| ")?;
                                Some((before, params, body.strip_suffix(')')?))
                            }) {
                                Some((before, params, body)) => {
                                    format!("{before}.{method}(|{params}| {body})")
                                }
                                None => format!("{xs}.{method}(|v| truthy(v))"),
                            }
                        });
                        let rhai = match *name {
                            _ if let Some(tested) = tested => tested,
                            // The sandbox's own, Python's `statistics.mean`
                            // and `math.fsum`, given the array.
                            "mean" | "fsum" => format!("{name}({xs})"),
                            "sum" if let Some(counted) = counted => counted,
                            "sum" => format!("{xs}.reduce(|total, v| total + v, 0)"),
                            m => match &empty {
                                Some(d) => format!(
                                    "(if {xs}.len() > 0 {{ {xs}.reduce(|m, v| {m}(m, v), {xs}[0]) }} else {{ {d} }})"
                                ),
                                None => format!("{xs}.reduce(|m, v| {m}(m, v), {xs}[0])"),
                            },
                        };
                        (rhai, close)
                    })
                })
            }
            // Python's `map(int, xs)` and `divmod(a, b)`.
            Tok::Ident(name @ ("map" | "divmod"))
                if next == Some(&Tok::Punct("(")) && prev != Some(&Tok::Punct(".")) =>
            {
                two_args(k + 1).map(|(first, second, close)| {
                    let second = expression(&second);
                    let rhai = if *name == "divmod" {
                        let first = operand(&expression(&first));
                        let second = operand(&second);
                        // `to_int` keeps the whole part of a float too
                        // (`divmod(3.75, 1)`), where `/` alone does not.
                        format!("[({first} / {second}).to_int(), {first} % {second}]")
                    } else {
                        // (`map(lambda p: getattr(r, p), PHASES)`: the lambda
                        // is the closure, trial 73.)
                        if let Some((params, body)) = first
                            .strip_prefix("lambda ")
                            .and_then(|l| l.split_once(':'))
                        {
                            format!(
                                "{}.map(|{}| {})",
                                operand(&second),
                                params.trim(),
                                expression(body.trim()).trim()
                            )
                        } else {
                            format!("{}.map(|x| {})", operand(&second), called_on_x(&first))
                        }
                    };
                    (rhai, close)
                })
            }
            // `json.loads(text)` and `json.dumps(value)`.
            Tok::Ident("json")
                if next == Some(&Tok::Punct("."))
                    && prev != Some(&Tok::Punct("."))
                    && matches!(
                        toks.get(k + 2).map(|(_, t)| t),
                        Some(Tok::Ident("loads" | "dumps"))
                    )
                    && matches!(toks.get(k + 3).map(|(_, t)| t), Some(Tok::Punct("("))) =>
            {
                let name = match toks.get(k + 2).map(|(_, t)| t) {
                    Some(Tok::Ident("loads")) => "parse_json",
                    _ => "to_json",
                };
                Some((name.to_owned(), k + 2))
            }
            // Python's `self.x` in a method: Rhai's `this`.
            Tok::Ident("self")
                if next == Some(&Tok::Punct(".")) && prev != Some(&Tok::Punct(".")) =>
            {
                Some(("this".to_owned(), k))
            }
            // Python's `len(x)`: the method.
            Tok::Ident("len")
                if next == Some(&Tok::Punct("(")) && prev != Some(&Tok::Punct(".")) =>
            {
                closing(&toks, k + 1).and_then(|close| {
                    (arguments(&toks, k + 1, close).len() == 1).then(|| {
                        let x = operand(&expression(slice(end(k + 1), start(close)).trim()));
                        (format!("{x}.len()"), close)
                    })
                })
            }
            // `isinstance(r, Move)`: the class's name, which its maker sets
            // as `class_name` (the `isinstance` point says so), or a
            // built-in type's `type_of` (trial 83's form kept the call).
            Tok::Ident("isinstance")
                if next == Some(&Tok::Punct("(")) && prev != Some(&Tok::Punct(".")) =>
            {
                two_args(k + 1).and_then(|(x, class, close)| {
                    let x = operand(&expression(&x));
                    let rhai = match class.as_str() {
                        "str" => format!("type_of({x}) == \"string\""),
                        "int" => format!("type_of({x}) == \"i64\""),
                        "float" => format!("type_of({x}) == \"f64\""),
                        "list" | "tuple" => format!("type_of({x}) == \"array\""),
                        "dict" => format!("type_of({x}) == \"map\""),
                        "bool" => format!("type_of({x}) == \"bool\""),
                        c if c.starts_with(char::is_uppercase)
                            && c.chars().all(|ch| ch.is_alphanumeric() || ch == '_') =>
                        {
                            format!("{x}.class_name == \"{c}\"")
                        }
                        _ => return None,
                    };
                    Some((rhai, close))
                })
            }
            // `getattr(self, kind)`: the object's entry of that name, a
            // map's in Rhai (with a default, `??`).
            Tok::Ident("getattr")
                if next == Some(&Tok::Punct("(")) && prev != Some(&Tok::Punct(".")) =>
            {
                closing(&toks, k + 1).and_then(|close| {
                    let args = arguments(&toks, k + 1, close);
                    let arg = |j: usize| {
                        let (a, b) = args[j];
                        let text = slice(start(a), end(b)).trim().to_owned();
                        if text == "self" {
                            "this".to_owned()
                        } else {
                            expression(&text)
                        }
                    };
                    match args.len() {
                        2 => Some((format!("{}[{}]", arg(0), arg(1)), close)),
                        3 => Some((format!("({}[{}] ?? {})", arg(0), arg(1), arg(2)), close)),
                        _ => None,
                    }
                })
            }
            // `x in ("a", "b")`: a tuple of values to test against, an
            // array in Rhai (trial 100's set comprehension kept it).
            Tok::Punct("(") if prev == Some(&Tok::Ident("in")) => {
                closing(&toks, k).and_then(|close| {
                    let args = arguments(&toks, k, close);
                    (args.len() > 1).then(|| {
                        let items: Vec<String> = args
                            .iter()
                            .map(|(a, b)| expression(slice(start(*a), end(*b)).trim()))
                            .collect();
                        (format!("[{}]", items.join(", ")), close)
                    })
                })
            }
            // `nums[:3]`, `s[1:-1]`: the sandbox's `slice`, of a text or
            // an array, which takes them as Python does (trial 98's
            // `Score(*map(int, nums[:3]))` kept the slice in its form).
            Tok::Punct("[")
                if matches!(prev, Some(Tok::Ident(_) | Tok::Punct(")" | "]")))
                    && !matches!(prev, Some(Tok::Ident("in" | "return" | "of" | "else"))) =>
            {
                closing(&toks, k).and_then(|close| {
                    let mut depth = 0usize;
                    let mut colon = None;
                    for (j, (_, t)) in toks.iter().enumerate().take(close).skip(k + 1) {
                        match t {
                            Tok::Punct("(" | "[" | "{") => depth += 1,
                            Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
                            // (A step, `[::-1]`: another point's.)
                            Tok::Punct(":") if depth == 0 && colon.is_some() => return None,
                            Tok::Punct(":") if depth == 0 => colon = Some(j),
                            Tok::Punct("?") => return None,
                            _ => {}
                        }
                    }
                    let colon = colon?;
                    let from = slice(end(k), start(colon));
                    let to = slice(end(colon), start(close));
                    let call = slice_call("", &from, &to);
                    Some((call, close))
                })
            }
            // Python's `format(x, ",")`: the value with an f-string's spec.
            Tok::Ident("format")
                if next == Some(&Tok::Punct("(")) && prev != Some(&Tok::Punct(".")) =>
            {
                two_args(k + 1).and_then(|(value, spec, close)| {
                    let spec = spec
                        .strip_prefix('"')
                        .and_then(|s| s.strip_suffix('"'))
                        .or_else(|| spec.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')))?;
                    Some((formatted(&format!("{value}:{spec}")), close))
                })
            }
            // Python's conversions, as the hints teach them.
            Tok::Ident(name @ ("float" | "int" | "str"))
                if next == Some(&Tok::Punct("(")) && prev != Some(&Tok::Punct(".")) =>
            {
                closing(&toks, k + 1).and_then(|close| {
                    let x = expression(slice(end(k + 1), start(close)).trim());
                    if x.is_empty() {
                        return None;
                    }
                    // `int(args.get("top", 3))`: a tool's argument of type
                    // integer or number arrives as one, with no text to read.
                    // `int(total * 4)` or `int(h / 2)`: arithmetic, a number
                    // already, whatever `total` is.
                    let argument = x.starts_with("args[")
                        || x.starts_with("args.")
                        || x.starts_with("(args[")
                        || [" * ", " / ", " + ", " - ", ".round()", ".floor()"]
                            .iter()
                            .any(|op| outside_strings(&x).contains(op));
                    let rhai = match *name {
                        "float" if argument => format!("{}.to_float()", operand(&x)),
                        "int" if argument => format!("{}.to_int()", operand(&x)),
                        "float" => format!("parse_float({x})"),
                        "int" => format!("parse_int({x})"),
                        _ => format!("{}.to_string()", operand(&x)),
                    };
                    Some((rhai, close))
                })
            }
            // `m.get(key, default)`: a missing key reads as `()`.
            Tok::Ident("get")
                if prev == Some(&Tok::Punct("."))
                    && next == Some(&Tok::Punct("("))
                    && k >= 2
                    && matches!(toks[k - 2].1, Tok::Ident(_))
                    && (k < 3 || toks[k - 3].1 != Tok::Punct(".")) =>
            {
                two_args(k + 1).map(|(key, default, close)| {
                    let receiver = slice(start(k - 2), end(k - 2));
                    let key = expression(&key);
                    // (A number written out is a text in a Rhai map's
                    // keys, `m["80"]`: trial 170's `by_height[80]`.)
                    let key = if !key.trim().is_empty()
                        && key.trim().chars().all(|c| c.is_ascii_digit())
                    {
                        format!("\"{}\"", key.trim())
                    } else {
                        key
                    };
                    let default = expression(&default);
                    // The replacement starts at the receiver.
                    first = k - 2;
                    // `totals.get(b, 0) / grand`: `??` binds looser than
                    // an operator beside it.
                    let bound = |t: Option<&(usize, Tok<'_>)>| {
                        matches!(
                            t,
                            None | Some((
                                _,
                                Tok::Punct(
                                    "," | "(" | ")" | "[" | "]" | "{" | "}" | ":" | "=" | ";"
                                )
                            ))
                        )
                    };
                    let rhai = format!("{receiver}[{key}] ?? {default}");
                    if bound(first.checked_sub(1).map(|p| &toks[p])) && bound(toks.get(close + 1)) {
                        (rhai, close)
                    } else {
                        (format!("({rhai})"), close)
                    }
                })
            }
            // An f-string inside the expression: its template.
            Tok::Ident("f")
                if matches!(next, Some(Tok::Str(..)))
                    && toks.get(k + 1).map(|(c, _)| *c) == Some(toks[k].0 + 1) =>
            {
                let body = slice(start(k + 1) + 1, end(k + 1) - 1);
                f_string(&body).map(|t| (t.code, k + 1))
            }
            // Python's `is not None`, `is None`, `None`, `True`, `False`,
            // `and`: Rhai's words for them.
            Tok::Ident("is") => match (next, toks.get(k + 2).map(|(_, t)| t)) {
                (Some(Tok::Ident("not")), Some(Tok::Ident("None"))) => {
                    Some(("!= ()".to_owned(), k + 2))
                }
                (Some(Tok::Ident("None")), _) => Some(("== ()".to_owned(), k + 1)),
                // `c.status is Status.OCCUPIED`: an enum's member is its
                // value in Rhai, compared with `==` (trial 130).
                (Some(Tok::Ident("not")), _) => Some(("!=".to_owned(), k + 1)),
                _ if prev.is_some() => Some(("==".to_owned(), k)),
                _ => None,
            },
            // Python's `a // b`: Rhai's `/` of ints drops the fraction.
            Tok::Punct("/") if matches!(toks.get(k + 1), Some((c, Tok::Punct("/"))) if *c == toks[k].0 + 1) => {
                Some(("/".to_owned(), k + 1))
            }
            // `a / b`: Python's and JavaScript's `/` gives a fraction, of
            // ints too, so the right side is made a float.
            Tok::Punct("/") if matches!(next, Some(Tok::Ident(_) | Tok::Punct("("))) => (|| {
                let mut last = k + 1;
                loop {
                    if matches!(toks.get(last).map(|(_, t)| t), Some(Tok::Punct("(" | "["))) {
                        last = closing(&toks, last)?;
                    }
                    match (
                        toks.get(last + 1).map(|(_, t)| t),
                        toks.get(last + 2).map(|(_, t)| t),
                    ) {
                        (Some(Tok::Punct("(" | "[")), _) => last += 1,
                        (Some(Tok::Punct(".")), Some(Tok::Ident(_))) => last += 2,
                        _ => break,
                    }
                }
                let written = slice(start(k + 1), end(last));
                let float = (written.contains('.')
                    && written.starts_with(|c: char| c.is_ascii_digit()))
                    || written.ends_with("to_float()");
                let converted = if float {
                    written
                } else if written.chars().all(|c| c.is_ascii_digit()) {
                    format!("{written}.0")
                } else {
                    format!("{}.to_float()", operand(&expression(&written)))
                };
                Some((format!("/{}{converted}", slice(end(k), start(k + 1))), last))
            })(
            ),
            Tok::Ident("None") if prev != Some(&Tok::Punct(".")) => Some(("()".to_owned(), k)),
            Tok::Ident("True") if prev != Some(&Tok::Punct(".")) => Some(("true".to_owned(), k)),
            Tok::Ident("False") if prev != Some(&Tok::Punct(".")) => Some(("false".to_owned(), k)),
            Tok::Ident("and") if prev.is_some() => Some(("&&".to_owned(), k)),
            // `not w.isalpha()`: a bool's negation (`not in` is `in`'s);
            // `not m > 5` negates the comparison, which binds tighter than
            // Python's `not` and looser than Rhai's `!` (`!(m > 5)`).
            Tok::Ident("not")
                if !matches!(next, Some(Tok::Ident("in")))
                    && matches!(
                        prev,
                        None | Some(Tok::Punct("(" | "," | "=" | "|" | "["))
                            | Some(Tok::Ident("and" | "or" | "if" | "return"))
                    ) =>
            {
                let negated = negated_span(&toks, k + 1);
                let span = negated.map(|last| slice(start(k + 1), end(last)));
                // `not (row.get(k) or "").strip()`: a stripped text, which
                // is false when empty (trial 152's form wrote `!` of it).
                let stripped = span.as_deref().is_some_and(|s| {
                    let s = s.trim();
                    [".strip()", ".rstrip()", ".lstrip()"]
                        .iter()
                        .any(|m| s.ends_with(m))
                });
                match span.clone().filter(|s| compared(s)) {
                    Some(s) => negated.map(|last| (format!("!({})", expression(s.trim())), last)),
                    None if stripped => negated
                        .zip(span)
                        .map(|(last, s)| (format!("{} == \"\"", expression(s.trim())), last)),
                    None => Some(("!".to_owned(), k)),
                }
            }
            // `w.isalpha()` of a word: Python's test of every character.
            Tok::Ident(
                py @ ("isalpha" | "isdigit" | "isalnum" | "isspace" | "isupper" | "islower"),
            ) if prev == Some(&Tok::Punct("."))
                && next == Some(&Tok::Punct("("))
                && toks.get(k + 2).map(|(_, t)| t) == Some(&Tok::Punct(")"))
                && !matches!(
                    k.checked_sub(2).map(|p| &toks[p].1),
                    Some(Tok::Ident("c" | "ch" | "char"))
                )
                && let Some(test) = foreign::method(py)
                    .and_then(|r| r.strip_prefix("`s."))
                    .and_then(|r| r.split('`').next()) =>
            {
                // (The sandbox's test of a text, false for an empty one as
                // Python's: each character's, `all`, passed "".)
                Some((test.to_owned(), k + 2))
            }
            // `zip(*rows)`: the rows turned into columns.
            Tok::Ident("zip")
                if next == Some(&Tok::Punct("("))
                    && toks.get(k + 2).map(|(_, t)| t) == Some(&Tok::Punct("*"))
                    && let Some((_, Tok::Ident(rows))) = toks.get(k + 3)
                    && toks.get(k + 4).map(|(_, t)| t) == Some(&Tok::Punct(")")) =>
            {
                Some((
                    format!(
                        "{{ let cols = []; if {rows}.len() > 0 {{ for i in 0..{rows}[0].len() {{ cols.push({rows}.map(|r| r[i])); }} }} cols }}"
                    ),
                    k + 4,
                ))
            }
            // `f(*pair)`: Python's splat of a pair (in a call's
            // parentheses: `[head, *rows]` is a list's, trial 149).
            Tok::Punct("*")
                if matches!(prev, Some(Tok::Punct("(" | ",")))
                    && {
                        let before: Vec<&Tok<'_>> = toks[..k].iter().map(|(_, t)| t).collect();
                        super::tokens::innermost_open(&before).map(|o| before[o])
                            == Some(&Tok::Punct("("))
                    }
                    && let Some(Tok::Ident(pair)) = next
                    && toks.get(k + 2).map(|(_, t)| t) != Some(&Tok::Punct("(")) =>
            {
                Some((format!("{pair}[0], {pair}[1]"), k + 1))
            }
            // `x or "none"`: a default.
            Tok::Ident("or")
                if matches!(next, Some(Tok::Str(..)))
                    || matches!(next, Some(Tok::Punct("[" | "{"))) =>
            {
                Some(("??".to_owned(), k))
            }
            // `m < 0 or m > MAX`: Python's `or` between tests (`and` is
            // `&&` above).
            Tok::Ident("or") if prev.is_some() => Some(("||".to_owned(), k)),
            // `by("craft")(rows)`: a call of the function a call gives,
            // which Rhai refuses as written (`Expecting ';'`): `.call`.
            Tok::Punct("(") if prev == Some(&Tok::Punct(")")) => Some((".call(".to_owned(), k)),
            // `("a", "b")`: a tuple, which Rhai writes as an array.
            Tok::Punct("(") if !matches!(prev, Some(Tok::Ident(_) | Tok::Punct(")" | "]"))) => {
                closing(&toks, k).and_then(|close| {
                    let args = arguments(&toks, k, close);
                    if args.len() < 2 {
                        return None;
                    }
                    // `(name, *summarize(grp))`: a spread item joins its
                    // array to the others', `[name] + summarize(grp)`
                    // (trial 61).
                    if args.iter().any(|(a, _)| toks[*a].1 == Tok::Punct("*")) {
                        let mut parts: Vec<String> = Vec::new();
                        let mut plain: Vec<String> = Vec::new();
                        for (a, b) in &args {
                            if toks[*a].1 == Tok::Punct("*") {
                                if !plain.is_empty() {
                                    parts.push(format!("[{}]", plain.join(", ")));
                                    plain.clear();
                                }
                                parts.push(operand(&expression(slice(end(*a), end(*b)).trim())));
                            } else {
                                plain.push(expression(slice(start(*a), end(*b)).trim()));
                            }
                        }
                        if !plain.is_empty() {
                            parts.push(format!("[{}]", plain.join(", ")));
                        }
                        return Some((format!("({})", parts.join(" + ")), close));
                    }
                    let inner = expression(slice(end(k), start(close)).trim());
                    Some((format!("[{inner}]"), close))
                })
            }
            // `list(pair[1])`: a copy of an array, which Rhai makes when it
            // assigns one (trial 65); not of a generator, its own point.
            Tok::Ident("list")
                if next == Some(&Tok::Punct("("))
                    && prev != Some(&Tok::Punct("."))
                    && let Some(close) = closing(&toks, k + 1)
                    && arguments(&toks, k + 1, close).len() == 1
                    && !toks[k + 2..close]
                        .iter()
                        .any(|(_, t)| *t == Tok::Ident("for")) =>
            {
                let inner = expression(slice(end(k + 1), start(close)).trim());
                // (An item or a map's keys or values, or an array's chain,
                // `list(xs.filter(pred))`, trial 121: a name may be a text,
                // whose `list` is its characters.)
                let chained = inner.ends_with(')')
                    && [".filter(", ".map(", ".extract(", ".slice(", ".split("]
                        .iter()
                        .any(|m| inner.contains(m));
                (inner.ends_with(']')
                    || inner.ends_with(".values()")
                    || inner.ends_with(".keys()")
                    || chained)
                    .then_some((inner, close))
            }
            Tok::Ident("round")
                if next == Some(&Tok::Punct("(")) && prev != Some(&Tok::Punct(".")) =>
            {
                closing(&toks, k + 1).and_then(|close| {
                    let args = arguments(&toks, k + 1, close);
                    // `round(x)`: Python's gives an int, of an int too,
                    // and takes a half to the even number, as `to_fixed`
                    // does (`x.round()` takes it away from zero).
                    if let [(a, b)] = args.as_slice() {
                        let x = operand(&expression(&slice(start(*a), end(*b))));
                        return Some((format!("parse_int({x}.to_float().to_fixed(0))"), close));
                    }
                    let [(a, b), (c, d)] = args.as_slice() else {
                        return None;
                    };
                    // `round(x, 2)`: the number as stored, rounded to the
                    // nearest, a tie to the even digit, as `to_fixed` does.
                    let digits: u32 = slice(start(*c), end(*d)).trim().parse().ok()?;
                    let x = operand(&expression(&slice(start(*a), end(*b))));
                    Some((format!("parse_float({x}.to_fixed({digits}))"), close))
                })
            }
            Tok::Str(..)
                if next == Some(&Tok::Punct("."))
                    && toks.get(k + 2).map(|(_, t)| t) == Some(&Tok::Ident("join"))
                    && toks.get(k + 3).map(|(_, t)| t) == Some(&Tok::Punct("(")) =>
            {
                closing(&toks, k + 3).map(|close| {
                    let inner = slice(end(k + 3), start(close));
                    let items = operand(&expression(inner.trim()));
                    let separator = double_quoted(&slice(start(k), end(k)));
                    (format!("{items}.join({separator})"), close)
                })
            }
            // `'z'` is a string in Python and JavaScript; in an index
            // (`r['z']`), a map's key, which a Rhai character is not.
            Tok::Str('\'', n) if *n != 1 || prev == Some(&Tok::Punct("[")) => {
                Some((double_quoted(&slice(start(k), end(k))), k))
            }
            // `route.ljust(18)`, `n.zfill(2)`: a copy padded (the
            // sandbox's `pad_end` pads its receiver in place too).
            Tok::Ident(name @ ("ljust" | "rjust" | "zfill"))
                if prev == Some(&Tok::Punct(".")) && next == Some(&Tok::Punct("(")) =>
            {
                closing(&toks, k + 1).and_then(|close| {
                    let args = arguments(&toks, k + 1, close);
                    let arg = |i: usize| {
                        args.get(i)
                            .map(|(a, b)| slice(start(*a), end(*b)).trim().to_owned())
                    };
                    let width = expression(&arg(0)?);
                    let fill = match (*name, arg(1)) {
                        (_, Some(fill)) => double_quoted(&fill),
                        ("zfill", None) => "\"0\"".to_owned(),
                        _ => "\" \"".to_owned(),
                    };
                    let side = if *name == "ljust" {
                        "pad_end"
                    } else {
                        "pad_start"
                    };
                    Some((format!("to_string().{side}({width}, {fill})"), close))
                })
            }
            Tok::Ident(name)
                if prev == Some(&Tok::Punct(".")) && next == Some(&Tok::Punct("(")) =>
            {
                let args = closing(&toks, k + 1).map(|c| arguments(&toks, k + 1, c));
                // `splitlines(True)`: a flag, where Rhai's form passes a
                // text of its own (`split("\n")`), is no argument to keep
                // (trial 61).
                let flag = args.iter().flatten().any(|(a, b)| {
                    a == b && matches!(toks[*a].1, Tok::Ident("True" | "False" | "true" | "false"))
                });
                args.filter(|_| !flag)
                    .and_then(|args| renamed(name, args.len()))
                    .map(|rhai| (rhai.to_owned(), k))
            }
            _ => None,
        };
        if let Some((rhai, last)) = replaced {
            out.push_str(&slice(copied, start(first)));
            out.push_str(&rhai);
            copied = end(last);
            k = last + 1;
        } else {
            k += 1;
        }
    }
    out.push_str(&slice(copied, chars.len()));
    // `str(n).zfill(2)`: one copy is enough.
    out.replace(".to_string().to_string()", ".to_string()")
}

/// Python's conditional value, `a if c else b`, as Rhai's `if c { a }
/// else { b }` (with `c` a bool).
fn conditional(text: &str) -> Option<String> {
    let toks = tokenize(text);
    let mut depth = 0usize;
    let (mut at_if, mut at_else) = (None, None);
    for (k, (_, tok)) in toks.iter().enumerate() {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
            Tok::Ident("if") if depth == 0 && k > 0 && at_if.is_none() => at_if = Some(k),
            Tok::Ident("else") if depth == 0 && at_if.is_some() => {
                at_else = Some(k);
                break;
            }
            Tok::Ident("for" | "lambda") if depth == 0 => return None,
            _ => {}
        }
    }
    let (i, e) = (at_if?, at_else?);
    let chars: Vec<char> = text.chars().collect();
    let piece = |from: usize, to: usize| -> String {
        chars
            .get(from.min(chars.len())..to.min(chars.len()))
            .map(|c| c.iter().collect::<String>())
            .unwrap_or_default()
            .trim()
            .to_owned()
    };
    let a = expression(&piece(0, toks[i].0 - 1));
    let c = expression(&piece(toks[i].0 + 1, toks[e].0 - 1));
    let b = expression(&piece(toks[e].0 + 3, chars.len()));
    (!a.is_empty() && !c.is_empty() && !b.is_empty())
        .then(|| format!("if {} {{ {a} }} else {{ {b} }}", test(&c, "")))
}

/// `text` quoted as code: in backticks, or in double backticks (with
/// spaces) when it holds a backtick template itself.
pub(super) fn code(text: &str) -> String {
    if text.contains('`') {
        format!("`` {text} ``")
    } else {
        format!("`{text}`")
    }
}

/// A comprehension's test as a bool: Rhai has no truthiness, so Python's
/// `if w` (the item itself) is the test for a non-empty string, and
/// `filter` keeps only the items its closure answers `true` for.
pub(super) fn test(condition: &str, var: &str) -> String {
    let condition = condition.trim();
    // `line.trim() && !line.starts_with("#")`: each side of `&&` and `||`
    // its own test.
    let parts = logic_parts(condition);
    if parts.len() > 1 {
        return parts
            .iter()
            .map(|(op, part)| format!("{op}{}", test(part, var)))
            .collect();
    }
    // Python's `not x`, of a value: the negation of its truthiness.
    if let Some(x) = condition
        .strip_prefix("not ")
        .or_else(|| condition.strip_prefix('!'))
        && truthiness(x.trim())
    {
        return format!("!truthy({})", x.trim());
    }
    if condition == var {
        format!("{var} != \"\"")
    } else if truthiness(condition)
        && let Some(test) = meant_test(condition)
    {
        test
    } else if truthiness(condition) {
        // `if c["items"]`: Python's truthiness, which `filter` does not
        // have (it refuses a result that is no bool).
        format!("truthy({condition})")
    } else {
        condition.to_owned()
    }
}

/// `condition` cut at its top-level ` && ` and ` || ` (outside brackets
/// and strings): each part with the operator before it (`""` first).
fn logic_parts(condition: &str) -> Vec<(&'static str, String)> {
    let chars: Vec<char> = condition.chars().collect();
    let mut parts = Vec::new();
    let (mut depth, mut quote, mut from, mut op) = (0usize, None, 0, "");
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None => match c {
                '"' | '\'' | '`' => quote = Some(c),
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth = depth.saturating_sub(1),
                ' ' if depth == 0 => {
                    let next: String = chars[k..chars.len().min(k + 5)].iter().collect();
                    // (Python's words too, a lambda's test in a `filter`
                    // left as written: trial 88's `source is None or ...`.)
                    let found = [
                        (" && ", " && "),
                        (" || ", " || "),
                        (" and ", " && "),
                        (" or ", " || "),
                    ]
                    .into_iter()
                    .find(|(word, _)| next.starts_with(word));
                    if let Some((word, found)) = found {
                        parts.push((
                            op,
                            chars[from..k].iter().collect::<String>().trim().to_owned(),
                        ));
                        op = found;
                        k += word.len();
                        from = k;
                        continue;
                    }
                }
                _ => {}
            },
        }
        k += 1;
    }
    parts.push((
        op,
        chars[from..].iter().collect::<String>().trim().to_owned(),
    ));
    parts
}

/// Methods whose result is never a bool, by how JavaScript and Python
/// test it: a string against `""`, a count against `0`, an array by its
/// length.
const STRING_RESULTS: [&str; 5] = ["trim", "to_upper", "to_lower", "sub_string", "to_string"];
const NUMBER_RESULTS: [&str; 4] = ["len", "to_int", "to_float", "abs"];
const ARRAY_RESULTS: [&str; 4] = ["split", "chars", "keys", "values"];

/// `value` (Rhai), when it ends in a call whose result is never a bool
/// (`l.trim()`, `t.len()`), as the test truthiness meant: `l.trim() != ""`.
pub(crate) fn meant_test(value: &str) -> Option<String> {
    let value = value.trim();
    let (_, call) = value.rsplit_once('.')?;
    let (name, args) = call.split_once('(')?;
    if !args.ends_with(')') || !name.chars().all(|c| c == '_' || c.is_alphanumeric()) {
        return None;
    }
    if STRING_RESULTS.contains(&name) {
        Some(format!("{value} != \"\""))
    } else if name == "len" {
        Some(format!("{value} > 0"))
    } else if NUMBER_RESULTS.contains(&name) {
        Some(format!("{value} != 0"))
    } else if ARRAY_RESULTS.contains(&name) {
        Some(format!("{value}.len() > 0"))
    } else {
        None
    }
}

/// Whether `condition` tests a value's truthiness: an operand with no
/// comparison, logic or call of a test (`c["items"]`, `row.name`).
fn truthiness(condition: &str) -> bool {
    const TESTS: [&str; 9] = ["==", "!=", "<", ">", "&&", "||", "!", " in ", "?"];
    // A test's words, not a string's (`w.strip(".,!?")` holds no `!`).
    let condition = outside_strings(condition);
    let condition = condition.as_str();
    let called_test = [
        "is_",
        "contains(",
        "starts_with(",
        "ends_with(",
        "all(",
        "some(",
    ]
    .iter()
    .any(|t| condition.contains(t));
    !TESTS.iter().any(|t| condition.contains(t))
        && !called_test
        && !matches!(condition, "true" | "false")
        && condition.starts_with(|c: char| c.is_alphabetic() || c == '_')
}

/// Whether the Rhai expression `elem` is a test, a bool: a comparison,
/// `in`, `!` or a string test.
pub(super) fn is_test(elem: &str) -> bool {
    let outside = outside_strings(elem);
    [
        " == ", " != ", " < ", " > ", " <= ", " >= ", " in ", " && ", " || ",
    ]
    .iter()
    .any(|op| outside.contains(op))
        || outside.starts_with('!')
        || [".contains(", ".starts_with(", ".ends_with(", ".is_empty()"]
            .iter()
            .any(|m| outside.contains(m))
        || outside.starts_with("isinstance(")
        || named_as_test(&outside)
}

/// `l.is_open()` or `r.has_errors` alone: a name that says
/// it is a yes or a no.
fn named_as_test(elem: &str) -> bool {
    let plain = elem
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '(' | ')'));
    let name = elem
        .trim_end_matches("()")
        .rsplit(['.', '('])
        .find(|part| !part.is_empty())
        .unwrap_or("");
    plain && (name.starts_with("is_") || name.starts_with("has_"))
}

/// Python's slice of a string, `street[:14]` or `date[5:]`, as Rhai's
/// `sub_string` (a start and a count), where the bounds are plain.
fn string_slice(expr: &str) -> Option<String> {
    let inner = expr.strip_suffix(']')?;
    let open = inner.rfind('[')?;
    let (receiver, bounds) = (&inner[..open], &inner[open + 1..]);
    // `cumulative[2::3]`: every third item from index 2 (of an array).
    if let Some((from, step)) = bounds.split_once("::") {
        let from = if from.trim().is_empty() {
            "0"
        } else {
            from.trim()
        };
        let step = step.trim();
        if [from, step]
            .iter()
            .all(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
            && !receiver.is_empty()
        {
            return Some(format!(
                "{receiver}.filter(|v, i| i >= {from} && (i - {from}) % {step} == 0)"
            ));
        }
        return None;
    }
    let (from, to) = bounds.split_once(':')?;
    // `t[0][11:16]`: an item's text too.
    if receiver.is_empty()
        || !receiver
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '[' | ']' | '"' | '\''))
    {
        return None;
    }
    let (from, to) = (from.trim(), to.trim());
    // `m[-2:]` and `s[:-1]`: counted from the end.
    let back = |n: &str| {
        n.strip_prefix('-')
            .filter(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
            .map(|d| format!("{receiver}.len() - {d}"))
    };
    match (back(from), back(to)) {
        (Some(start), None) if to.is_empty() => {
            return Some(format!("{receiver}.sub_string({start})"));
        }
        (None, Some(end)) if from.is_empty() => {
            return Some(format!("{receiver}.sub_string(0, {end})"));
        }
        (None, None) => {}
        _ => return None,
    }
    let start: u64 = if from.is_empty() {
        0
    } else {
        from.parse().ok()?
    };
    Some(match to {
        "" => format!("{receiver}.sub_string({start})"),
        to => match to.parse::<u64>() {
            Ok(end) => format!(
                "{receiver}.sub_string({start}, {})",
                end.checked_sub(start)?
            ),
            Err(_) if start == 0 && to.chars().all(|c| c.is_alphanumeric() || c == '_') => {
                format!("{receiver}.sub_string(0, {to})")
            }
            Err(_) => return None,
        },
    })
}

/// `text` with the inside of each quoted string left out.
pub(super) fn outside_strings(text: &str) -> String {
    let mut out = String::new();
    let mut quote = None;
    let mut escaped = false;
    for c in text.chars() {
        match quote {
            Some(q) => {
                if c == q && !escaped {
                    quote = None;
                    out.push(c);
                }
                escaped = c == '\\' && !escaped;
            }
            None => {
                if matches!(c, '"' | '\'' | '`') {
                    quote = Some(c);
                }
                out.push(c);
            }
        }
    }
    out
}

/// `f(x) for x in xs if c` (a generator, without its brackets) as
/// `xs.filter(|x| c).map(|x| f(x))`.
pub(super) fn generator(text: &str) -> Option<String> {
    let toks = tokenize(text);
    let at_top =
        |word: &str| super::tokens::top_level(toks.iter().map(|(_, t)| t), &Tok::Ident(word));
    let (for_at, in_at) = (at_top("for")?, at_top("in")?);
    if for_at == 0 || in_at < for_at + 2 {
        return None;
    }
    let if_at = at_top("if").filter(|i| *i > in_at);
    let part = |from: usize, to: Option<usize>| -> String {
        let chars: Vec<char> = text.chars().collect();
        let a = toks[from].0 - 1;
        let b = to.map_or(chars.len(), |t| toks[t].0 - 1);
        chars[a..b].iter().collect::<String>().trim().to_owned()
    };
    let var = part(for_at + 1, Some(in_at));
    let names: Vec<&str> = var
        .trim_matches(['(', ')'])
        .split(',')
        .map(str::trim)
        .collect();
    // `for p, n in sorted(sheets.items())`: a map gives no pairs, its keys
    // come sorted, and each value is read by its key (trial 111's kept
    // `sorted(sheets.items())`).
    let iterable = part(in_at + 1, if_at);
    let dict = iterable
        .strip_prefix("sorted(")
        .and_then(|i| i.strip_suffix(')'))
        .unwrap_or(&iterable)
        .strip_suffix(".items()")
        .filter(|m| {
            !m.is_empty()
                && m.chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        })
        .map(|m| m.replace("self.", "this."));
    if let (Some(map), [key, value]) = (&dict, names.as_slice())
        && *key != "_"
    {
        let (key, value, map) = ((*key).to_owned(), (*value).to_owned(), map.clone());
        let read = |text: &str| rename(text, &value, &format!("{map}[{key}]"));
        let elem = read(&expression(&part(0, Some(for_at))));
        let filter = if_at.map_or(String::new(), |i| {
            format!(
                ".filter(|{key}| {})",
                test(&read(&expression(&part(i + 1, None))), &key)
            )
        });
        let map_call = if elem == key {
            String::new()
        } else {
            format!(".map(|{key}| {elem})")
        };
        // (The keys in a variable first, in a block: a chain that starts
        // from `m.keys()` cannot read `m` in its closures, which the check
        // refuses as a data race.)
        return Some(format!(
            "({{ let keys = {map}.keys(); keys{filter}{map_call} }})"
        ));
    }
    // `for _, t in pairs`: one item, an array, read by index.
    let (params, read) = if names.len() > 1 {
        let read = move |text: &str| {
            names
                .iter()
                .enumerate()
                .filter(|(_, n)| **n != "_")
                .fold(text.to_owned(), |text, (i, n)| {
                    rename(&text, n, &format!("pair[{i}]"))
                })
        };
        (
            "pair".to_owned(),
            Box::new(read) as Box<dyn Fn(&str) -> String>,
        )
    } else {
        (
            var.trim_matches(['(', ')']).to_owned(),
            Box::new(|text: &str| text.to_owned()) as Box<dyn Fn(&str) -> String>,
        )
    };
    let params = params.as_str();
    let elem = read(&expression(&part(0, Some(for_at))));
    // `for n, _ in rest[:2]`: the first two items, `rest.extract(0, 2)`.
    let iter = operand(&array_slice(expression(&part(in_at + 1, if_at)).trim()));
    let filter = if_at.map_or(String::new(), |i| {
        format!(
            ".filter(|{params}| {})",
            test(&read(&expression(&part(i + 1, None))), params)
        )
    });
    let map = if elem == var {
        String::new()
    } else {
        format!(".map(|{params}| {elem})")
    };
    Some(format!("{iter}{filter}{map}"))
}

/// Python's slice `receiver[from:to]` as Rhai's start and count (none:
/// to the end), a negative bound counted from `receiver.len()`.
pub(super) fn slice(receiver: &str, from: &str, to: &str) -> (String, Option<String>) {
    let from = from.trim();
    let to = to.trim();
    let number = |s: &str| s.parse::<i64>().ok();
    let start = match number(from) {
        None if from.is_empty() => "0".to_owned(),
        Some(n) if n < 0 => format!("{receiver}.len() - {}", -n),
        _ => from.to_owned(),
    };
    if to.is_empty() {
        return (start, None);
    }
    let count = match (number(from).or(from.is_empty().then_some(0)), number(to)) {
        // `[1:3]`: both known.
        (Some(a), Some(b)) if a >= 0 && b >= 0 => b.saturating_sub(a).max(0).to_string(),
        // `[1:-1]`: up to `len - 1`.
        (Some(a), Some(b)) if a >= 0 && b < 0 => match a - b {
            0 => format!("{receiver}.len()"),
            n => format!("{receiver}.len() - {n}"),
        },
        (Some(0), _) => to.to_owned(),
        (Some(a), _) if a > 0 => format!("{to} - {a}"),
        _ if start.chars().all(|c| c.is_alphanumeric() || c == '_') => format!("{to} - {start}"),
        _ => format!("{to} - ({start})"),
    };
    (start, Some(count))
}

/// `receiver[from:to]` as the sandbox's `receiver.slice(from, to)`, which
/// takes them as Python does (`[:2]` is `slice(0, 2)`, `[1:]` `slice(1)`).
pub(super) fn slice_call(receiver: &str, from: &str, to: &str) -> String {
    let from = match from.trim() {
        "" => "0".to_owned(),
        from => expression(from),
    };
    match to.trim() {
        "" => format!("{receiver}.slice({from})"),
        to => format!("{receiver}.slice({from}, {})", expression(to)),
    }
}

/// `xs[1:]` as the array's `xs.extract(1)`, for a loop's iterable (which
/// is an array); any other text as it is.
pub(super) fn array_slice(text: &str) -> String {
    let Some((receiver, rest)) = text.split_once('[') else {
        return text.to_owned();
    };
    let Some(inside) = rest.strip_suffix(']') else {
        return text.to_owned();
    };
    // (One slice: `parts[0], parts[1:]` is two values.)
    if inside.contains(['[', ']', ',']) {
        return text.to_owned();
    }
    let Some((from, to)) = inside.split_once(':') else {
        return text.to_owned();
    };
    if receiver.is_empty()
        || !receiver
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
    {
        return text.to_owned();
    }
    match slice(receiver, from, to) {
        (start, Some(count)) => format!("{receiver}.extract({start}, {count})"),
        (start, None) => format!("{receiver}.extract({start})"),
    }
}

/// `text` with every whole word `from` written as `to`.
pub(super) fn rename(text: &str, from: &str, to: &str) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        out.push_str(if word == from { to } else { word });
        word.clear();
    };
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// The Rhai method for the foreign method `name` called with `count`
/// arguments, when [`foreign::METHODS`] spells it as another method with
/// as many (`upper` is `s.to_upper()`); not a method of a character
/// (`c.is_alphabetic()`), which a string has not.
fn renamed(name: &str, count: usize) -> Option<&'static str> {
    // Python's `lstrip`/`rstrip`, of whitespace or of the characters given:
    // the sandbox's `trim_start`/`trim_end` (trial 86).
    match (name, count) {
        ("lstrip", 0 | 1) => return Some("trim_start"),
        ("rstrip", 0 | 1) => return Some("trim_end"),
        ("strip", 1) => return Some("trim"),
        _ => {}
    }
    let rhai = foreign::method(name)?;
    let code = rhai.strip_prefix('`')?.split('`').next()?;
    let (receiver, call) = code.split_once('.')?;
    let (method, args) = call.split_once('(')?;
    let args = args.strip_suffix(')')?;
    let plain = |s: &str| !s.is_empty() && s.chars().all(|c| c == '_' || c.is_alphanumeric());
    let given = if args.trim().is_empty() {
        0
    } else {
        args.split(',').count()
    };
    let name_or_text = |a: &str| {
        let a = a.trim();
        (plain(a) && !a.starts_with(|c: char| c.is_ascii_digit()))
            || (a.starts_with('"') && a.ends_with('"'))
    };
    // `trim` changes the string in place and, in the sandbox, returns it
    // too (`engine/stdlib.rs`), so `e.strip().lower()` is
    // `e.trim().to_lower()`.
    (plain(receiver)
        && receiver != "c"
        && !foreign::IN_PLACE.contains(&method)
        && args
            .split(',')
            .filter(|a| !a.trim().is_empty())
            .all(name_or_text)
        && plain(method)
        && !args.contains(['(', '|', '.'])
        && given == count)
        .then_some(method)
}

/// `text` as the receiver of a method: in parentheses unless it is one
/// operand (a name, a literal, a call, an index, a field).
pub(super) fn operand(text: &str) -> String {
    let mut depth = 0usize;
    let mut quote = None;
    let loose = text.chars().any(|c| {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'' | '`') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => depth = depth.saturating_sub(1),
            (None, c) if depth == 0 && (c.is_whitespace() || "+-*/%<>=!&|?:".contains(c)) => {
                return true;
            }
            _ => {}
        }
        false
    });
    if loose {
        format!("({text})")
    } else {
        text.to_owned()
    }
}

/// A string literal as written, in double quotes.
fn double_quoted(literal: &str) -> String {
    match literal
        .strip_prefix('\'')
        .and_then(|l| l.strip_suffix('\''))
    {
        Some(body) => format!("\"{}\"", body.replace("\\'", "'").replace('"', "\\\"")),
        None => literal.to_owned(),
    }
}

/// The index of the `)` that closes the `(` at `open`.
fn closing(toks: &[(usize, Tok<'_>)], open: usize) -> Option<usize> {
    super::tokens::closing(toks.iter().map(|(_, t)| t), open)
}

/// The arguments of the call whose `(` is at `open` and `)` at `close`,
/// each as the indexes of its first and last token.
fn arguments(toks: &[(usize, Tok<'_>)], open: usize, close: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut first = open + 1;
    // Past a generator's `for` (`t for _, t in pairs`), the commas are its.
    let mut generator = false;
    for (k, (_, tok)) in toks.iter().enumerate().take(close).skip(open + 1) {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
            Tok::Ident("for") if depth == 0 => generator = true,
            Tok::Punct(",") if depth == 0 && !generator => {
                if k > first {
                    out.push((first, k - 1));
                }
                first = k + 1;
            }
            _ => {}
        }
    }
    if close > first {
        out.push((first, close - 1));
    }
    out
}

/// An f-string's body as a Rhai template: the code, and whether it had
/// single quotes inside.
pub(super) struct Template {
    /// The Rhai: a backtick template.
    pub(super) code: String,
    /// A `'...'` string was inside a `{…}`.
    pub(super) quoted: bool,
}

/// The arguments of a Python call or tuple, `(a, b(c), d)` with its
/// brackets, at their own level; one operand alone (`% total`) is one.
fn call_arguments(text: &str) -> Option<Vec<String>> {
    let text = text.trim();
    let inner = match text.strip_prefix('(') {
        Some(rest) => {
            let mut depth = 1usize;
            let mut quote = None;
            let close = rest.char_indices().find_map(|(i, c)| {
                match (quote, c) {
                    (Some(q), c) if c == q => quote = None,
                    (Some(_), _) => {}
                    (None, '\'' | '"') => quote = Some(c),
                    (None, '(' | '[' | '{') => depth += 1,
                    (None, ')' | ']' | '}') => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(i);
                        }
                    }
                    _ => {}
                }
                None
            })?;
            &rest[..close]
        }
        // `"%d items" % n`: the operand, up to what ends the expression
        // at its own level (`% sorted(a ^ b)` keeps its brackets).
        None => {
            let mut depth = 0usize;
            let mut quote = None;
            let end = text
                .char_indices()
                .find_map(|(i, c)| {
                    match (quote, c) {
                        (Some(q), c) if c == q => quote = None,
                        (Some(_), _) => {}
                        (None, '\'' | '"') => quote = Some(c),
                        (None, '(' | '[' | '{') => depth += 1,
                        (None, ')' | ']' | '}' | ',' | ';') if depth == 0 => return Some(i),
                        (None, ')' | ']' | '}') => depth -= 1,
                        _ => {}
                    }
                    None
                })
                .unwrap_or(text.len());
            text[..end].split(" if ").next().unwrap_or("")
        }
    };
    let parts: Vec<String> = top_level_parts(inner)
        .iter()
        .map(|p| p.trim().to_owned())
        .collect();
    // `% (a,)`: a tuple of one.
    let parts: Vec<String> = match parts.as_slice() {
        [one, last] if last.is_empty() => vec![one.clone()],
        _ => parts,
    };
    parts.iter().all(|p| !p.is_empty()).then_some(parts)
}

/// The comma-separated parts of `text` outside brackets, quotes and
/// templates.
pub(super) fn top_level_parts(text: &str) -> Vec<String> {
    top_level_split(text, ",")
        .into_iter()
        .map(str::to_owned)
        .collect()
}

/// The parts of `text` between each `sep` outside brackets, quotes and
/// templates (`a || b(c || d)` at `||`: `a `, ` b(c || d)`).
pub(super) fn top_level_split<'a>(text: &'a str, sep: &str) -> Vec<&'a str> {
    let mut parts = Vec::new();
    let (mut depth, mut quote, mut from) = (0usize, None, 0);
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"' | '`') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => depth = depth.saturating_sub(1),
            _ if quote.is_none() && depth == 0 && i >= from && text[i..].starts_with(sep) => {
                parts.push(&text[from..i]);
                from = i + sep.len();
            }
            _ => {}
        }
    }
    parts.push(&text[from..]);
    parts
}

/// Python's `"%-8s %5.1f%%" % (name, share)` as an f-string's body,
/// `{name:<8} {share:>5.1f}%`; `None` for a conversion it does not know.
fn percent_body(format: &str, args: &[String]) -> Option<String> {
    let mut body = String::new();
    let mut args = args.iter();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' | '}' => {
                body.push(c);
                body.push(c);
            }
            '%' if chars.peek() == Some(&'%') => {
                chars.next();
                body.push('%');
            }
            '%' => {
                let mut spec = String::new();
                let kind = loop {
                    match chars.next()? {
                        c @ ('-' | '0'..='9' | '.' | '+') => spec.push(c),
                        c @ ('s' | 'd' | 'i' | 'f' | 'r' | 'g' | 'e' | 'x') => break c,
                        _ => return None,
                    }
                };
                let arg = args.next()?;
                let (left, spec) = match spec.strip_prefix('-') {
                    Some(rest) => (true, rest.to_owned()),
                    None => (false, spec),
                };
                let zero = spec.starts_with('0');
                let width = spec.trim_start_matches(['0', '+']);
                let width = width.split('.').next().unwrap_or("");
                let precision = spec.split_once('.').map(|(_, p)| p);
                let mut out = String::new();
                if !width.is_empty() {
                    out.push(if left { '<' } else { '>' });
                    if zero && !left {
                        out = "0".to_owned();
                    }
                    out.push_str(width);
                }
                match (kind, precision) {
                    ('f', Some(p)) => out.push_str(&format!(".{p}f")),
                    ('f', None) => out.push_str(".6f"),
                    _ => {}
                }
                let conversion = if kind == 'r' { "!r" } else { "" };
                if out.is_empty() {
                    body.push_str(&format!("{{{arg}{conversion}}}"));
                } else {
                    body.push_str(&format!("{{{arg}{conversion}:{out}}}"));
                }
            }
            c => body.push(c),
        }
    }
    args.next().is_none().then_some(body)
}

/// Python's `"{} {:>5}".format(a, b)` (or `{0}`, `{1:<16}`) as an
/// f-string's body; `None` for a field by name.
fn format_body(format: &str, args: &[String]) -> Option<String> {
    // `name=value` and `**m` (trial 97's `.format(**s, eff=...)`): a field
    // named so reads the value, or the map's key.
    let mut named: Vec<(&str, &str)> = Vec::new();
    let mut spread: Option<&str> = None;
    let mut positional: Vec<String> = Vec::new();
    for arg in args {
        let arg = arg.trim();
        if let Some(map) = arg.strip_prefix("**") {
            spread = spread.or(Some(map.trim()));
        } else if let Some((key, value)) = arg.split_once('=')
            && !value.starts_with('=')
            && !key.is_empty()
            && key.trim().chars().all(|c| c.is_alphanumeric() || c == '_')
        {
            named.push((key.trim(), value.trim()));
        } else {
            positional.push(arg.to_owned());
        }
    }
    let args = &positional;
    let mut body = String::new();
    let mut next = 0usize;
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' | '}' if chars.peek() == Some(&c) => {
                chars.next();
                body.push(c);
                body.push(c);
            }
            '{' => {
                let field: String = chars.by_ref().take_while(|c| *c != '}').collect();
                let (index, spec) = match field.split_once([':', '!']) {
                    Some((index, _)) => (index, &field[index.len()..]),
                    None => (field.as_str(), ""),
                };
                let by_name;
                let arg = if index.is_empty() {
                    next += 1;
                    args.get(next - 1)?
                } else if let Ok(at) = index.parse::<usize>() {
                    args.get(at)?
                } else if let Some((_, value)) = named.iter().find(|(key, _)| *key == index) {
                    by_name = if value.contains(' ') {
                        format!("({value})")
                    } else {
                        (*value).to_owned()
                    };
                    &by_name
                } else if let Some(map) =
                    spread.filter(|_| index.chars().all(|c| c.is_alphanumeric() || c == '_'))
                {
                    by_name = format!("{map}[\"{index}\"]");
                    &by_name
                } else {
                    return None;
                };
                body.push_str(&format!("{{{arg}{spec}}}"));
            }
            c => body.push(c),
        }
    }
    Some(body)
}

/// `"%d items" % n` (with `args`, the code after the `%`) as a backtick
/// template, `` `${n} items` ``.
pub(super) fn percent_template(format: &str, args: &str) -> Option<String> {
    // `"%d:%02d" % divmod(secs, 60)`: the quotient and the remainder
    // (trial 110's was told the general form).
    let divided = args
        .trim()
        .strip_prefix("divmod(")
        .and_then(|rest| rest.strip_suffix(')'))
        .map(top_level_parts)
        .filter(|parts| parts.len() == 2)
        .map(|parts| {
            let (a, b) = (operand(parts[0].trim()), operand(parts[1].trim()));
            vec![format!("{a} // {b}"), format!("{a} % {b}")]
        });
    let args = match divided {
        Some(args) => args,
        None => call_arguments(args)?,
    };
    f_string(&percent_body(format, &args)?).map(|t| t.code)
}

/// `"{} items".format(n)` (with `args`, the code from the `(` on) as a
/// backtick template.
pub(super) fn format_template(format: &str, args: &str) -> Option<String> {
    let args = call_arguments(args)?;
    f_string(&format_body(format, &args)?).map(|t| t.code)
}

/// `f"{lvl}: {n:.2f}\n"`'s body as a [`Template`]; `None` for a body too
/// long to rewrite or one holding a backtick.
pub(super) fn f_string(body: &str) -> Option<Template> {
    if body.is_empty() || body.chars().count() > 160 || body.contains('`') {
        return None;
    }
    let mut template = String::new();
    let mut chars = body.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match c {
            '{' | '}' if chars.peek() == Some(&c) => {
                chars.next();
                template.push(c);
            }
            // A backtick string reads `\n`, `\t` and `\r` as the f-string
            // does (`rewrite/escapes.rs`).
            '\\' => match chars.next() {
                Some(e @ ('n' | 't' | 'r' | '\\')) => {
                    template.push('\\');
                    template.push(e);
                }
                // `\u00b0`: the character itself (trial 121's form lost the
                // backslash and printed `u00b0C`).
                Some(e @ ('u' | 'U' | 'x')) => {
                    let width = match e {
                        'x' => 2,
                        'u' => 4,
                        _ => 8,
                    };
                    let hex: String = chars.clone().take(width).collect();
                    match u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                        Some(code) if hex.len() == width => {
                            template.push(code);
                            for _ in 0..width {
                                chars.next();
                            }
                        }
                        _ => template.push(e),
                    }
                }
                Some(other) => template.push(other),
                None => template.push('\\'),
            },
            '{' => {
                let mut inner = String::new();
                let mut depth = 0usize;
                let mut quote = None;
                for c in chars.by_ref() {
                    match (quote, c) {
                        (Some(q), c) if c == q => quote = None,
                        (Some(_), _) => {}
                        (None, '\'' | '"') => {
                            quote = Some(c);
                            quoted |= c == '\'';
                        }
                        (None, '(' | '[' | '{') => depth += 1,
                        (None, ')' | ']') => depth = depth.saturating_sub(1),
                        (None, '}') if depth == 0 => break,
                        (None, '}') => depth -= 1,
                        _ => {}
                    }
                    inner.push(c);
                }
                // `{a!r}`: Python's repr, which quotes a string.
                // (Of a list, `{[...]!r}`, no quotes: its own text.)
                let repr = inner.trim_end().ends_with("!r") && !inner.trim_start().starts_with('[');
                if repr {
                    template.push('\'');
                }
                template.push_str("${");
                template.push_str(&formatted(&inner));
                template.push('}');
                if repr {
                    template.push('\'');
                }
            }
            _ => template.push(c),
        }
    }
    Some(Template {
        code: format!("`{template}`"),
        quoted,
    })
}

/// `text` with each stepped slice of a name, `xs[2::3]`, as the array's
/// `filter` by index.
fn stepped_slices(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let Some(len) = rest[open..].find(']') else {
            break;
        };
        let bounds = &rest[open + 1..open + len];
        let receiver_start = rest[..open]
            .rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
            .map_or(0, |k| k + 1);
        let receiver = &rest[receiver_start..open];
        match (
            bounds.contains("::"),
            string_slice(&rest[receiver_start..=open + len]),
        ) {
            (true, Some(rhai)) if !receiver.is_empty() => {
                out.push_str(&rest[..receiver_start]);
                out.push_str(&rhai);
            }
            _ => out.push_str(&rest[..=open + len]),
        }
        rest = &rest[open + len + 1..];
    }
    out.push_str(rest);
    out
}

/// The `fn` a template calls for Python's `{x:,}`: a number's text with
/// its thousands grouped, `1234567.50` as `1,234,567.50`.
/// The `fn` a template of Python's `e` format calls, `{p:.2e}` as
/// `sci(p, 2)`: the mantissa to `n` digits and a signed exponent of two
/// digits at least, as Python writes it (`9.60e-05`).
pub(super) const SCIENTIFIC: &str = "fn sci(x, n) { let m = abs(x.to_float()); let e = 0; if m != 0.0 { while m >= 10.0 { m /= 10.0; e += 1; } while m < 1.0 { m *= 10.0; e -= 1; } if parse_float(m.to_fixed(n)) >= 10.0 { m /= 10.0; e += 1; } } let sign = if x < 0.0 { \"-\" } else { \"\" }; let es = if e < 0 { \"-\" } else { \"+\" }; sign + m.to_fixed(n) + \"e\" + es + abs(e).to_string().pad_start(2, \"0\") }";

pub(super) const THOUSANDS: &str = "fn thousands(s) { let head = s; let tail = \"\"; let dot = s.index_of(\".\"); if dot >= 0 { head = s.sub_string(0, dot); tail = s.sub_string(dot); } let sign = \"\"; if head.starts_with(\"-\") { sign = \"-\"; head = head.sub_string(1); } let out = \"\"; while head.len() > 3 { out = \",\" + head.sub_string(head.len() - 3) + out; head = head.sub_string(0, head.len() - 3); } sign + head + out + tail }";

/// The `fn` a template calls for a date's `%a` and `%A`: the day of the
/// week of a date's ISO text, 0 for Monday, as Python's `weekday()`
/// (Sakamoto's method).
pub(super) const WEEKDAY: &str = "fn weekday(s) { let y = parse_int(s.sub_string(0, 4)); let m = parse_int(s.sub_string(5, 2)); let d = parse_int(s.sub_string(8, 2)); if m < 3 { y -= 1; } let t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]; (y + y / 4 - y / 100 + y / 400 + t[m - 1] + d + 6) % 7 }";

/// The days' names from Monday, for a date's `%A` (and their first three
/// letters, `%a`).
const DAYS: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];

/// The months' names, for a date's `%B` (and their first three letters,
/// `%b`).
const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// An f-string's `{…}` as Rhai: the expression rewritten, a format
/// `:.2f` as `x.to_fixed(2)` (2 digits, padded), and any other format or conversion
/// (`!r`, which the template quotes, `:>5`) dropped.
fn formatted(inner: &str) -> String {
    super::tokens::reserved_reads(&formatted_raw(inner))
}

/// [`formatted`] before reserved words are read as keys.
fn formatted_raw(inner: &str) -> String {
    let mut depth = 0usize;
    let mut quote = None;
    let mut cut = None;
    for (i, c) in inner.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => depth = depth.saturating_sub(1),
            (None, ':' | '!') if depth == 0 && !inner[i + 1..].starts_with('=') => {
                cut = Some(i);
                break;
            }
            _ => {}
        }
    }
    let (expr, spec) = match cut {
        Some(i) => (&inner[..i], &inner[i + 1..]),
        None => (inner, ""),
    };
    // `{d:%m-%d}`: a date's format, of the date kept as its ISO text
    // (`"2026-03-04 09:30:00"`), which the sandbox's dates are.
    if [
        "%Y", "%m", "%d", "%H", "%M", "%S", "%b", "%B", "%y", "%a", "%A",
    ]
    .iter()
    .any(|f| spec.contains(f))
    {
        let value = operand(&expression(expr.trim()));
        let mut parts: Vec<String> = Vec::new();
        let mut literal = String::new();
        let mut chars = spec.chars();
        while let Some(c) = chars.next() {
            let field = match c {
                // `%b` and `%a`: the month's name, from its number, and the
                // day's (trial 68's `{d.when:%a %d %b}`); `%B` and `%A` whole.
                '%' if matches!(chars.clone().next(), Some('a' | 'A' | 'b' | 'B')) => {
                    let letter = chars.next().unwrap_or('b');
                    let (names, index): (&[&str], String) = if letter.eq_ignore_ascii_case(&'b') {
                        (&MONTHS, format!("parse_int({value}.sub_string(5, 2)) - 1"))
                    } else {
                        (&DAYS, format!("weekday({value})"))
                    };
                    if !literal.is_empty() {
                        parts.push(format!("\"{}\"", std::mem::take(&mut literal)));
                    }
                    let long = letter.is_ascii_uppercase();
                    let names: Vec<String> = names
                        .iter()
                        .map(|n| format!("\"{}\"", if long { n } else { &n[..3] }))
                        .collect();
                    parts.push(format!("[{}][{index}]", names.join(", ")));
                    continue;
                }
                '%' => match chars.next() {
                    Some('Y') => Some((0, 4)),
                    Some('y') => Some((2, 2)),
                    Some('m') => Some((5, 2)),
                    Some('d') => Some((8, 2)),
                    Some('H') => Some((11, 2)),
                    Some('M') => Some((14, 2)),
                    Some('S') => Some((17, 2)),
                    _ => return expression(expr.trim()),
                },
                c => {
                    literal.push(c);
                    None
                }
            };
            if let Some((from, len)) = field {
                if !literal.is_empty() {
                    parts.push(format!("\"{}\"", std::mem::take(&mut literal)));
                }
                parts.push(format!("{value}.sub_string({from}, {len})"));
            }
        }
        if !literal.is_empty() {
            parts.push(format!("\"{literal}\""));
        }
        return parts.join(" + ");
    }
    // `>8`, `<8`, `^8`, `08`, `8` before the precision and type: a
    // width, with a fill before the alignment (`.<20`) or a space.
    let mut chars = spec.chars();
    let (fill, align, rest) = match (chars.next(), chars.next()) {
        (Some(f), Some(c @ ('<' | '>' | '^'))) if f != '{' => {
            (f, Some(c), &spec[f.len_utf8() + 1..])
        }
        (Some(c @ ('<' | '>' | '^')), _) => (' ', Some(c), &spec[1..]),
        _ => (' ', None, spec),
    };
    let fill = match fill {
        '"' => "\\\"".to_owned(),
        '\\' => "\\\\".to_owned(),
        c => c.to_string(),
    };
    // `+.2f`: a sign before positive numbers too.
    let (signed, rest) = match rest.strip_prefix('+') {
        Some(rest) => (true, rest),
        None => (false, rest),
    };
    let zero = rest.starts_with('0') && rest.len() > 1;
    let width_end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    // `{truck:<{width}}`: a width the code computes, as its expression.
    let (nested, rest) = match rest.strip_prefix('{').and_then(|r| r.split_once('}')) {
        Some((inner, after)) if !inner.is_empty() => (Some(expression(inner.trim())), after),
        _ => (None, rest),
    };
    let width_end = if nested.is_some() { 0 } else { width_end };
    let width: Option<String> = nested.or_else(|| {
        rest[..width_end]
            .parse::<usize>()
            .ok()
            .filter(|w| *w > 0)
            .map(|w| w.to_string())
    });
    // `,` and `_` group thousands, which Rhai's numbers do not: the
    // template calls the `fn` its item gives, `THOUSANDS`.
    let grouped = rest[width_end..].starts_with([',', '_']);
    let kind = rest[width_end..].trim_start_matches([',', '_']);
    let digits = kind
        .strip_prefix('.')
        .and_then(|s| s.strip_suffix('f'))
        .filter(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()));
    // `.1%`: the value times 100, with its digits, and a `%` (`.{digits}%`:
    // digits the code computes).
    let percent: Option<String> = kind
        .strip_suffix('%')
        .map(|d| d.strip_prefix('.').unwrap_or("0"))
        .and_then(|d| {
            if d.chars().all(|c| c.is_ascii_digit()) {
                Some(if d.is_empty() {
                    "0".to_owned()
                } else {
                    d.to_owned()
                })
            } else {
                d.strip_prefix('{')
                    .and_then(|d| d.strip_suffix('}'))
                    .filter(|d| !d.is_empty())
                    .map(|d| expression(d.trim()))
            }
        });
    // `<14.14`: a text cut to 14 characters.
    let cut = kind
        .strip_prefix('.')
        .filter(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()));
    // `{street[:14]}`: a slice in a template, of a string.
    let sliced = string_slice(expr.trim());
    let expr = sliced.as_deref().unwrap_or(expr);
    let value = operand(&expression(expr.trim()));
    // `.2e`: Python's scientific notation, which the template's `sci`
    // writes (trial 180's form printed `0.0000959...` for `9.60e-05`).
    let scientific = kind
        .strip_suffix(['e', 'E'])
        .map(|d| {
            d.strip_prefix('.')
                .unwrap_or(if d.is_empty() { "6" } else { d })
        })
        .filter(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()));
    let text = match digits {
        _ if let Some(d) = scientific => format!("sci({value}, {d})"),
        // `:g`: a whole number without its `.0`.
        _ if kind == "g" => {
            format!(
                "(if {value}.to_float() == {value}.to_float().floor() {{ {value}.to_float().to_int() }} else {{ {value} }})"
            )
        }
        _ if let Some(d) = &percent => {
            let scaled = format!("({value} * 100.0).to_fixed({d}) + \"%\"");
            // `+.1%`: a sign before a positive share too.
            let scaled = if signed {
                format!("(if {value} >= 0.0 {{ \"+\" }} else {{ \"\" }}) + {scaled}")
            } else {
                scaled
            };
            if width.is_some() || signed {
                format!("({scaled})")
            } else {
                scaled
            }
        }
        Some(d) if signed => {
            let digits = if grouped {
                format!("thousands({value}.to_fixed({d}))")
            } else {
                format!("{value}.to_fixed({d})")
            };
            let text = format!("(if {value} >= 0.0 {{ \"+\" }} else {{ \"\" }}) + {digits}");
            if width.is_some() {
                format!("({text})")
            } else {
                text
            }
        }
        Some(d) if grouped => format!("thousands({value}.to_fixed({d}))"),
        Some(d) => format!("{value}.to_fixed({d})"),
        None if grouped => format!("thousands({value}.to_string())"),
        // `{pf - pa:>+6}`: a sign before a positive number too.
        None if signed => {
            let text =
                format!("(if {value} >= 0 {{ \"+\" }} else {{ \"\" }}) + {value}.to_string()");
            if width.is_some() {
                format!("({text})")
            } else {
                text
            }
        }
        // `{country:<14.14}`: a text's precision is where it is cut.
        None if let Some(n) = cut => format!("{value}.to_string().sub_string(0, {n})"),
        None if width.is_some() && value.ends_with(".to_string()") => value,
        None if width.is_some() => format!("{value}.to_string()"),
        None => return expression(expr.trim()),
    };
    match width {
        Some(w) if align == Some('<') => format!("{text}.pad_end({w}, \"{fill}\")"),
        // `^44`: centred, the odd space on the right, as Python's format.
        Some(w) if align == Some('^') => format!(
            "{{ let t = {text}; let n = max({w} - t.len(), 0); \"\".pad(n / 2, \"{fill}\") + t + \"\".pad(n - n / 2, \"{fill}\") }}"
        ),
        Some(w) if zero && align.is_none() => format!("{text}.pad_start({w}, \"0\")"),
        Some(w) => format!("{text}.pad_start({w}, \"{fill}\")"),
        None => text,
    }
}

/// A backtick template (`text`, quotes included) with a Python format in
/// a `${...}` (`${share:.1f}`), which Rhai's parser stops at: what to
/// write instead.
pub(crate) fn template_spec(text: &str) -> Option<String> {
    let mut rest = text;
    while let Some(open) = rest.find("${") {
        let after = &rest[open + 2..];
        let mut depth = 0usize;
        let close = after.char_indices().find_map(|(i, c)| match c {
            '{' | '(' | '[' => {
                depth += 1;
                None
            }
            '}' if depth == 0 => Some(i),
            '}' | ')' | ']' => {
                depth = depth.saturating_sub(1);
                None
            }
            _ => None,
        })?;
        let inner = &after[..close];
        if let Some((expr, spec)) = inner.rsplit_once(':')
            && !expr.trim().is_empty()
            && !spec.is_empty()
            && spec
                .trim_start_matches(['<', '>', '^', '.', ','])
                .trim_end_matches(['f', 'd', 's', '%'])
                .chars()
                .all(|c| c.is_ascii_digit() || c == '.')
        {
            return Some(format!(
                "a template's `${{...}}` holds an expression and no format: write `${{{}}}` instead of `${{{inner}}}` (`to_fixed(n)` gives n digits after the point)",
                formatted(inner)
            ));
        }
        rest = &after[close..];
    }
    None
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// The `fn` a `{x:,.2f}` template calls groups as Python does, in the
    /// sandbox's own engine.
    #[test]
    fn thousands_groups_as_python_does() {
        use crate::limits::Limits;
        use crate::sandbox::engine::locked_down;
        use crate::sandbox::facade::slots::SlotTable;
        let engine = locked_down::build(&Limits::default(), &std::sync::Arc::new(SlotTable::new()));
        for (value, python) in [
            ("0.5.to_fixed(2)", "0.50"),
            ("999.0.to_fixed(2)", "999.00"),
            ("1000.0.to_fixed(2)", "1,000.00"),
            ("1234567.891.to_fixed(2)", "1,234,567.89"),
            ("(-1970.0).to_fixed(1)", "-1,970.0"),
            ("1234567.to_string()", "1,234,567"),
        ] {
            let got: String = engine
                .eval(&format!("{THOUSANDS}\nthousands({value})"))
                .unwrap();
            assert_eq!(got, python, "{value}");
        }
    }

    /// The `fn` a template of Python's `e` format calls writes what
    /// Python's `format(x, ".ne")` writes (each checked against Python).
    #[test]
    fn sci_writes_what_python_writes() {
        use crate::limits::Limits;
        use crate::sandbox::engine::locked_down;
        use crate::sandbox::facade::slots::SlotTable;
        let engine = locked_down::build(&Limits::default(), &std::sync::Arc::new(SlotTable::new()));
        for (value, n, python) in [
            ("9.599842500007671e-05", 2, "9.60e-05"),
            ("0.0013", 1, "1.3e-03"),
            ("0.0", 2, "0.00e+00"),
            ("123456.0", 3, "1.235e+05"),
            ("-0.00042", 2, "-4.20e-04"),
            ("9.999", 2, "1.00e+01"),
            ("1.0", 1, "1.0e+00"),
            ("5e-10", 2, "5.00e-10"),
            ("42", 2, "4.20e+01"),
        ] {
            let got: String = engine
                .eval(&format!("{SCIENTIFIC}\nsci({value}, {n})"))
                .unwrap();
            assert_eq!(got, python, "{value} {n}");
        }
        assert_eq!(formatted("p:.2e"), "sci(p, 2)");
        assert_eq!(formatted("a.prob:.1e"), "sci(a.prob, 1)");
    }

    /// The `fn` a date's `%a` calls gives Python's `weekday()`, 0 for
    /// Monday (the dates' weekdays checked against Python's).
    #[test]
    fn weekday_gives_what_python_gives() {
        use crate::limits::Limits;
        use crate::sandbox::engine::locked_down;
        use crate::sandbox::facade::slots::SlotTable;
        let engine = locked_down::build(&Limits::default(), &std::sync::Arc::new(SlotTable::new()));
        for (date, python) in [
            ("2026-04-01 09:40", 2),
            ("2026-12-05", 5),
            ("2000-02-29", 1),
            ("1999-01-01", 4),
            ("2024-03-01", 4),
            ("2023-01-01", 6),
        ] {
            let got: i64 = engine
                .eval(&format!("{WEEKDAY}\nweekday(\"{date}\")"))
                .unwrap();
            assert_eq!(got, python, "{date}");
        }
    }

    #[test]
    fn a_format_in_a_template_is_told_to_fixed() {
        let told = template_spec("`share: ${data[\"errorPercent\"]:.1f}%`").unwrap();
        assert!(
            told.contains(
                "`${data[\"errorPercent\"].to_fixed(1)}` instead of `${data[\"errorPercent\"]:.1f}`"
            ),
            "{told}"
        );
        assert_eq!(template_spec("`${#{a: 1}} ${x}`"), None);
    }

    #[test]
    fn expressions_are_rewritten_as_the_hints_teach() {
        for (python, rhai) in [
            ("round(total, 2)", "parse_float(total.to_fixed(2))"),
            ("round(a + b, 1)", "parse_float((a + b).to_fixed(1))"),
            ("', '.join(low)", "low.join(\", \")"),
            ("\", \".join(low)", "low.join(\", \")"),
            ("p[0].upper() + \".\"", "p[0].to_upper() + \".\""),
            ("s.strip().lower()", "s.trim().to_lower()"),
            // Trial 43: padding inside an f-string, which no point of its
            // own told.
            ("route.ljust(18)", "route.to_string().pad_end(18, \" \")"),
            // Trial 44: a sign before a positive int, in a width.
            (
                "f\"{pf - pa:>+6}\"",
                "`${((if (pf - pa) >= 0 { \"+\" } else { \"\" }) + (pf - pa).to_string()).pad_start(6, \" \")}`",
            ),
            // Trial 44: a date's format, of its ISO text.
            (
                "f\"{d:%m-%d}\"",
                "`${d.sub_string(5, 2) + \"-\" + d.sub_string(8, 2)}`",
            ),
            // Trial 45: a sign and grouped thousands.
            (
                "f\"{total:+,.2f}\"",
                "`${(if total >= 0.0 { \"+\" } else { \"\" }) + thousands(total.to_fixed(2))}`",
            ),
            // Trial 47: `%` formatting inside a generator's item.
            ("\"%s (%d)\" % (a, c)", "`${a} (${c})`"),
            // Trial 46: Python's `format` of a value.
            (
                "format(p[\"score\"], \",\")",
                "thousands(p[\"score\"].to_string())",
            ),
            // Trial 46: a width the code computes.
            (
                "f\"{truck:<{width}}{units:>5}\"",
                "`${truck.to_string().pad_end(width, \" \")}${units.to_string().pad_start(5, \" \")}`",
            ),
            // Trial 45: `int` of arithmetic, a number already.
            ("int(total * 4)", "(total * 4).to_int()"),
            // Trial 44: an object's class name.
            ("type(self).__name__", "this.class_name"),
            // Trial 44: a repeated text inside an f-string.
            (
                "'#' * round(ml / 100)",
                "\"\".pad(parse_int((ml / 100.0).to_float().to_fixed(0)), \"#\")",
            ),
            ("str(n).zfill(2)", "n.to_string().pad_start(2, \"0\")"),
            ("name.rjust(9, '.')", "name.to_string().pad_start(9, \".\")"),
            ("s.replaceAll(a, \"b\")", "s.replace(a, \"b\")"),
            ("len(xs)", "xs.len()"),
            ("json.loads(text)", "parse_json(text)"),
            ("w not in STOPWORDS", "!(w in STOPWORDS)"),
            (
                "sum(e['size'] for e in self.entries)",
                "this.entries.map(|e| e[\"size\"]).reduce(|total, v| total + v, 0)",
            ),
            // Trial 21: Python's `map` and `divmod`.
            (
                "map(int, s.split(\":\"))",
                "s.split(\":\").map(|x| parse_int(x))",
            ),
            ("divmod(mins, 60)", "[(mins / 60).to_int(), mins % 60]"),
            (
                "f\"{street[:14]:<15}|{date[5:]}\"",
                "`${street.sub_string(0, 14).to_string().pad_end(15, \" \")}|${date.sub_string(5)}`",
            ),
            (
                "', '.join(controversial) or 'none'",
                "if controversial.join(\", \") != \"\" { controversial.join(\", \") } else { \"none\" }",
            ),
            ("int(args.get(\"top\", 3))", "(args[\"top\"] ?? 3).to_int()"),
            (
                "sum(p['decision'] == 'accept' for p in ps)",
                "ps.filter(|p| p[\"decision\"] == \"accept\").len()",
            ),
            // Trial 42: a count of what a filter keeps, and of a
            // yes-or-no property.
            (
                "sum(1 for l in loans if l.is_open)",
                "loans.filter(|l| l.is_open).len()",
            ),
            (
                "sum(l.is_open() for l in loans)",
                "loans.filter(|l| l.is_open()).len()",
            ),
            (
                "totals.get(b, 0) / grand",
                "(totals[b] ?? 0) / grand.to_float()",
            ),
            (
                "f\"{h:g}h\"",
                "`${(if h.to_float() == h.to_float().floor() { h.to_float().to_int() } else { h })}h`",
            ),
            // Trial 37: Python's `round(x)` is an int, of an int too, and
            // `//` divides.
            (
                "round(value / top * 20)",
                "parse_int((value / top.to_float() * 20).to_float().to_fixed(0))",
            ),
            ("secs // 3600", "secs / 3600"),
            // Trial 36: a percent format, and tests joined by `and`.
            (
                "f\"{b} {p:.0%}\"",
                "`${b} ${(p * 100.0).to_fixed(0) + \"%\"}`",
            ),
            // Trial 21: a width keeps its padding.
            (
                "f\"{h:02d}:{m:02d} {name:<6}|{total:8.2f}\"",
                "`${h.to_string().pad_start(2, \"0\")}:${m.to_string().pad_start(2, \"0\")} ${name.to_string().pad_end(6, \" \")}|${total.to_fixed(2).pad_start(8, \" \")}`",
            ),
            // Trial 18: Python's words in a comprehension's test.
            (
                "r[\"avg\"] is not None and r[\"n\"] > 0",
                "r[\"avg\"] != () && r[\"n\"] > 0",
            ),
            ("x is None or flag == True", "x == () || flag == true"),
            // Trial 136: `min` and `max` by a key.
            (
                "min(obs, key=attrgetter(\"jd\"))",
                "obs.reduce(|m, v| if v.jd < m.jd { v } else { m }, obs[0])",
            ),
            (
                "max(obs, key=lambda o: o.jd)",
                "obs.reduce(|m, v| if (v.jd) > (m.jd) { v } else { m }, obs[0])",
            ),
            // Trial 133: `reduce` of a lambda with a start value.
            (
                "reduce(lambda a, r: max(a, r.hs), rs, 0.0)",
                "rs.reduce(|a, r| max(a, r.hs), 0.0)",
            ),
            // Trial 130: `is` of values.
            ("c.status is Status.OCCUPIED", "c.status == Status.OCCUPIED"),
            ("a is not b", "a != b"),
            // Trial 129: `mean` of a generator, the sandbox's `mean` of
            // the array.
            ("mean(e.weighted for e in v)", "mean(v.map(|e| e.weighted))"),
            // Trial 129: a call of what a call gives (`f(a)(b)` is refused).
            ("by(\"craft\")(crossings)", "by(\"craft\").call(crossings)"),
            // Trial 128: `or` between tests, and `not` of a comparison (which
            // binds tighter than Python's `not` and looser than Rhai's `!`).
            (
                "any(m < 0 or m > MAX for m in marks)",
                "marks.some(|m| m < 0 || m > MAX)",
            ),
            (
                "all(m >= 0 and not m > 5 for m in ms)",
                "ms.all(|m| m >= 0 && !(m > 5))",
            ),
            ("not x.done and y", "! x.done && y"),
            // Trial 13: a generator over pairs is one argument of `sum`.
            (
                "sum(t for _, t in totals)",
                "totals.map(|pair| pair[1]).reduce(|total, v| total + v, 0)",
            ),
            (
                "\"\".join(p[0].upper() + \".\" for p in parts)",
                "parts.map(|p| p[0].to_upper() + \".\").join(\"\")",
            ),
            (
                "item[\"qty\"] * item[\"price\"] for item in data if item[\"qty\"] < 5",
                "data.filter(|item| item[\"qty\"] < 5).map(|item| item[\"qty\"] * item[\"price\"])",
            ),
            // A method the list spells otherwise stays, for its own hint.
            ("xs.slice(0, 2)", "xs.slice(0, 2)"),
            // A text's test and a character's are one name in the sandbox.
            ("c.isalpha()", "c.is_alphabetic()"),
        ] {
            assert_eq!(expression(python), rhai, "{python}");
        }
    }
}

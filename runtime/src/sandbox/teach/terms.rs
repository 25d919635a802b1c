//! Points rewritten in the line's own terms: a foreign name's advice,
//! written for any code, given again with the names, arguments and
//! defaults of the line it stands on (Python's, and JavaScript's
//! `Array.from`). Each rewrite starts from the point's own words, so a
//! point these do not know, or a line they cannot read, keeps its general
//! text.

use super::foreign::GET_DEFAULT;
use super::habits::LESS_THAN;
use super::tokens::{self, Tok};
use super::{advice, python, translate};

/// The line a point is told on: its text as written, its number (from
/// 1), and every line of the source.
pub(super) struct Line<'a> {
    pub(super) own: &'a str,
    pub(super) number: usize,
    pub(super) all: &'a [&'a str],
}

/// A rewrite: the point's text and its line, to the point in the line's
/// terms (`None` keeps it).
type Rewrite = fn(&str, &Line<'_>) -> Option<String>;

/// Each rewrite, after the words its point starts with.
const REWRITES: [(&str, Rewrite); 22] = [
    (
        "Rhai has no dict comprehensions: fill a map in a loop, `let ",
        number_keys,
    ),
    ("`{ ", number_keys),
    ("Rhai has no method `from`", array_from),
    (
        "Rhai closures cannot destructure their parameters (`[",
        array_from_pair,
    ),
    (
        "Rhai has no list comprehensions or generator expressions: use `` let keys = ",
        sorted_dict_items,
    ),
    (python::STARMAP, starmap_records),
    ("Rhai has no `defaultdict`", default_dict),
    (LESS_THAN, less_than),
    ("Rhai has no function `enumerate`", enumerated),
    ("Rhai has no method `center`", centered),
    ("Rhai has no function `isinstance`", isinstance),
    (GET_DEFAULT, get_default),
    ("Rhai has no `Counter`: count in a map", counted_dict),
    ("Rhai has no function `groupby`", groups),
    ("Rhai has no method `setdefault`", set_default),
    ("Rhai has no function `dict`", dict_of_zip),
    ("write `m.values()`", enum_values),
    ("write `m.keys()`", enum_values),
    (
        "Rhai has no sets: a set is a map of keys, `let seen = #{};`",
        set_named,
    ),
    ("Rhai's `starts_with` takes one text", each_prefix),
    ("Rhai's `ends_with` takes one text", each_prefix),
    (advice::KEYWORD_ARGUMENTS, record_keywords),
];

/// `Stats(pool=p, n=len(cs), ...)` of a namedtuple: a map in Rhai, as the
/// namedtuple's own point writes it, each field by its name (trial 143
/// was told a maker function, `new_stats(a, b)`, that no point wrote).
fn record_keywords(text: &str, line: &Line<'_>) -> Option<String> {
    let (_, rest) = text.split_once("` for `")?;
    let (class, _) = rest.split_once("(x=a")?;
    let (_, fields) = python::namedtuples(line.all)
        .into_iter()
        .find(|(name, _)| *name == class)?;
    let (key, _) = text.split_once("=...`)")?;
    let key = key.rsplit('`').next()?;
    let written: Vec<String> = fields.iter().take(3).map(|f| format!("{f}: ...")).collect();
    Some(format!(
        "{} (`{key}=...`): `{class}` is a namedtuple, a map in Rhai, as its own point writes it: build the map with each field by its name, `#{{ {}{} }}` for `{class}({}=..., ...)`",
        advice::KEYWORD_ARGUMENTS,
        written.join(", "),
        if fields.len() > 3 { ", ..." } else { "" },
        fields.first().copied().unwrap_or(key),
    ))
}

/// A dict comprehension's key that is a number (`{r.height: r for r in
/// g}` of a record's whole-number field, `{h: ... for h, g in
/// groupby(..., key=attrgetter("height"))}`): a text in the map the form
/// fills, since a Rhai map refuses a number as a key (trial 170's forms
/// wrote `m[r.height]`, refused at run time).
fn number_keys(text: &str, line: &Line<'_>) -> Option<String> {
    if text.starts_with("`{ ") && !text.contains("` keys Python's dict by the value of `") {
        return None;
    }
    let (_, rest) = text.split_once("`let ")?;
    let (m, rest) = rest.split_once(" = #{}; ")?;
    let open = format!("{m}[");
    let (_, after) = rest.split_once(&open)?;
    let (key, _) = after.split_once("] = ")?;
    if key.contains(['[', '(', ' ']) || key.ends_with(".to_string()") {
        return None;
    }
    let numeric = match key.rsplit_once('.') {
        Some((_, field)) => tokens::is_name(field) && numeric_field(field, line.all),
        None => {
            tokens::is_name(key) && (set_numeric(key, line.all) || grouped_by_number(key, line))
        }
    };
    if !numeric {
        return None;
    }
    let written = text.replacen(
        &format!("{open}{key}] = "),
        &format!("{open}{key}.to_string()] = "),
        1,
    );
    Some(format!(
        "{written}; `{key}` is a number, and a map's keys are texts: it is made one, and read back as `{m}[{key}.to_string()]` (a number written out, `{m}[\"10\"]`)"
    ))
}

/// Whether `key` is the key of a `groupby` on `line` (or the next two, a
/// call spread over lines) by a whole-number field, `key=attrgetter("f")`
/// or `key=lambda r: r.f`.
fn grouped_by_number(key: &str, line: &Line<'_>) -> bool {
    let from = line.number.saturating_sub(1);
    let joined = line.all[from..line.all.len().min(from + 3)].join(" ");
    let Some((head, call)) = joined.split_once("groupby(") else {
        return false;
    };
    if !head.contains(&format!("for {key},")) {
        return false;
    }
    let Some((_, by)) = call.rsplit_once("key=") else {
        return false;
    };
    let field = by
        .strip_prefix("attrgetter(")
        .and_then(|f| f.strip_prefix(['"', '\'']))
        .or_else(|| {
            let (param, body) = by.strip_prefix("lambda ")?.split_once(':')?;
            body.trim_start()
                .strip_prefix(param.trim())?
                .strip_prefix('.')
        });
    field
        .map(|f| {
            f.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .next()
                .unwrap_or_default()
        })
        .is_some_and(|f| !f.is_empty() && numeric_field(f, line.all))
}

/// The point `text`, told on `line`, in that line's terms, where one of
/// [`REWRITES`] knows it.
pub(super) fn in_own_terms(text: &str, line: &Line<'_>) -> Option<String> {
    REWRITES
        .iter()
        .find(|(words, _)| text.starts_with(words))
        .and_then(|(_, rewrite)| rewrite(text, line))
}

/// The point on `isinstance` in the line's own terms, `isinstance(p,
/// Order)` as `p.class_name == "Order"`, with where that key is set: in
/// the map `new_order` returns for a class, in the map written where the
/// code calls `Order(...)` for a namedtuple (trial 120's named a maker
/// function its namedtuple has none of).
fn isinstance(_: &str, line: &Line<'_>) -> Option<String> {
    let (own_line, code_lines) = (line.own, line.all);
    let (_, call) = own_line.split_once("isinstance(")?;
    let inside = call.split(')').next()?;
    let [x, class] = python::trimmed_parts(inside).try_into().ok()?;
    let test = translate::expression(&format!("isinstance({x}, {class})"));
    let test = test.trim();
    if test.starts_with("isinstance") {
        return None;
    }
    let named_tuple = code_lines.iter().any(|l| {
        l.trim_start()
            .strip_prefix(class.as_str())
            .map(str::trim_start)
            .and_then(|r| r.strip_prefix('='))
            .is_some_and(|r| {
                let r = r.trim_start();
                r.starts_with("namedtuple(") || r.starts_with("NamedTuple(")
            })
    });
    let whose = if test.starts_with("type_of(") {
        String::new()
    } else if named_tuple {
        format!(
            ", with a key `class_name: \"{class}\"` in each map written for `{class}(...)` (a namedtuple is a map of its fields in Rhai, and one that is also tested carries its kind's name)"
        )
    } else {
        format!(
            ", with a key `class_name: \"{class}\"` in the map `new_{}` returns (a subclass's maker sets its own; test each class a subclass counts as)",
            tokens::snake(&class)
        )
    };
    Some(format!(
        "Rhai has no function `isinstance`: write `{test}`{whose}"
    ))
}

/// [`GET_DEFAULT`] in the line's own terms: `by_status.get(status,
/// [])` is `by_status[status] ?? []` (trial 120's was told `?? 0`, which
/// its `len(os_)` would fail on).
fn get_default(_: &str, line: &Line<'_>) -> Option<String> {
    let own_line = line.own;
    let located = tokens::tokenize(own_line);
    let at = located.windows(3).position(|w| {
        matches!(
            w,
            [
                (_, Tok::Punct(".")),
                (_, Tok::Ident("get")),
                (_, Tok::Punct("("))
            ]
        )
    })?;
    let close = tokens::closing(located.iter().map(|(_, t)| t), at + 2)?;
    let receiver = tokens::operand_before(&located, at, own_line);
    let inside = tokens::text_between(&located, at + 3, close, own_line)?;
    let [key, default] = python::trimmed_parts(&inside).try_into().ok()?;
    let receiver = translate::expression(&receiver);
    let key = translate::expression(&key);
    let (key, default) = (key.trim(), translate::expression(&default));
    // A key that is a number (`hour = int(...)`, a `range`'s): a text, as
    // a map's keys are (trial 123's `hours[hour]` failed on an int).
    let word = key.chars().all(|c| c.is_alphanumeric() || c == '_');
    // (A number written out, `.get(80, [])`, is one: trial 170.)
    let literal = !key.is_empty() && key.chars().all(|c| c.is_ascii_digit());
    let numeric = word && (literal || set_numeric(key, line.all));
    // (Or a record's number, `s.chair` of `Session(..., int(chair), ...)`:
    // trial 146.)
    let numeric = numeric
        || key
            .rsplit_once('.')
            .is_some_and(|(_, field)| numeric_field(field, line.all));
    let key_text = if literal {
        format!("\"{key}\"")
    } else if numeric {
        format!("{key}.to_string()")
    } else {
        key.to_owned()
    };
    let number_note = if word && !numeric {
        format!(
            " (where `{key}` is a number, `{}[{key}.to_string()]`: a map's keys are strings)",
            receiver.trim()
        )
    } else {
        String::new()
    };
    // `args.get("names", [])`: a key that is a word reads as a field.
    let read = match key.strip_prefix('"').and_then(|k| k.strip_suffix('"')) {
        Some(word)
            if word.chars().all(|c| c.is_alphanumeric() || c == '_')
                && word.starts_with(|c: char| c.is_alphabetic() || c == '_') =>
        {
            format!("{}.{word}", receiver.trim())
        }
        _ => format!("{}[{key_text}]", receiver.trim()),
    };
    // `testers.get(tester, 0) + 1`: in brackets, since `??` binds looser
    // than `+` (trial 154's form, dropped in, counted 1 each time).
    let after =
        tokens::text_between(&located, close + 1, located.len(), own_line).unwrap_or_default();
    let after = after.trim_start();
    let operated = after.starts_with(['+', '-', '*', '/', '%', '<', '>'])
        || after.starts_with("==")
        || after.starts_with("!=");
    let written = if operated {
        format!("({read} ?? {})", default.trim())
    } else {
        format!("{read} ?? {}", default.trim())
    };
    let bracketed = if operated {
        " (in brackets where an operator follows: `??` binds looser than `+`, so `a ?? 0 + 1` is `a ?? (0 + 1)`)"
    } else {
        ""
    };
    Some(format!(
        "a map has no `get` with a default: a missing key reads as `()`, which `??` replaces, so write `{written}` for `.get({key}, {})`{bracketed}{number_note}",
        default.trim()
    ))
}

/// The point on `Counter` for a `Counter` of a dict, `Counter({r.species:
/// r.count})`, whose counts are the dict's values, not 1 each (trial 119's
/// shared the recipe that counts 1 with a line that counted one); folded
/// by `reduce(lambda c, r: c + Counter({...}), xs, Counter())`, the loop
/// in the code's names.
fn counted_dict(_: &str, line: &Line<'_>) -> Option<String> {
    let own_line = line.own;
    let (_, inner) = own_line.split_once("Counter({")?;
    let end = inner.find("})")?;
    // (Not a dict comprehension, `Counter({c: 0.0 for c in ...})`, whose
    // own point fills the map: trial 123's form took its loop for a count.)
    if inner[..end].contains(" for ") {
        return None;
    }
    let [key, value] = translate::top_level_parts(&inner[..end])
        .iter()
        .flat_map(|pair| pair.split_once(':'))
        .map(|(k, v)| [k.trim().to_owned(), v.trim().to_owned()])
        .next()?;
    let key = tokens::as_text(&translate::expression(&key));
    let value = translate::expression(&value);
    let folded = own_line.split_once("reduce(lambda ").and_then(|(_, rest)| {
        let (params, rest) = rest.split_once(':')?;
        let [acc, item] = python::trimmed_parts(params).try_into().ok()?;
        // The items the fold walks: the argument after the lambda.
        let (_, after) = rest.split_once("}),")?;
        let xs = translate::top_level_parts(after.trim_end_matches(')'))
            .first()?
            .trim()
            .to_owned();
        Some((acc, item, translate::expression(&xs)))
    });
    let form = match folded {
        Some((acc, item, xs)) => format!(
            "let {acc} = #{{}}; for {item} in {xs} {{ let k = {key}; {acc}[k] = ({acc}[k] ?? 0) + {value}; }}"
        ),
        None => {
            format!("let counts = #{{}}; let k = {key}; counts[k] = (counts[k] ?? 0) + {value};")
        }
    };
    Some(format!(
        "Rhai has no `Counter`: a map of counts, whose keys are strings, each key's count added to, `{form}` (`+` of two Rhai maps keeps the right side's value, where `+` of two Counters adds them)"
    ))
}

/// The point on `groupby` in the line's own terms: `groupby(rows,
/// key=lambda r: r["day"])` groups `rows` by `r["day"]`, where the point
/// shows `rows` by `r.score` (trial 120's player had to map one onto the
/// other).
fn groups(text: &str, line: &Line<'_>) -> Option<String> {
    let own_line = line.own;
    let (_, call) = own_line.split_once("groupby(")?;
    let close = call
        .char_indices()
        .scan(1i32, |depth, (k, c)| {
            match c {
                '(' | '[' | '{' => *depth += 1,
                ')' | ']' | '}' => *depth -= 1,
                _ => {}
            }
            Some((k, *depth))
        })
        .find(|(_, depth)| *depth == 0)
        .map(|(k, _)| k)?;
    let parts = translate::top_level_parts(&call[..close]);
    let [xs, key] = parts.as_slice() else {
        return None;
    };
    let key = key.trim().strip_prefix("key=")?.trim();
    let word = super::tokens::is_name;
    let (var, expr) = translate::item_key(key, "r")?;
    let var = var.as_str();
    // (The items as written where they are a name or a path; a call,
    // `sorted(...)`, has its own point, and its result a name to give.)
    // (`sorted(good, key=key)` by the same key: `good` itself, whose
    // groups come out alike, the map sorting its keys; else a name the
    // code leaves free, trial 132's `rows` being the statement's own.)
    let same_key_sort = xs
        .trim()
        .strip_prefix("sorted(")
        .and_then(|inner| inner.strip_suffix(')'))
        .and_then(|inner| match translate::top_level_parts(inner).as_slice() {
            [items, by] if by.trim().strip_prefix("key=").map(str::trim) == Some(key) => {
                Some(items.trim().to_owned())
            }
            _ => None,
        })
        .filter(|items| word(items));
    let xs = match same_key_sort {
        Some(items) => items,
        None => translate::expression(xs.trim()).trim().to_owned(),
    };
    let xs = if xs
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.'))
    {
        xs.as_str()
    } else {
        tokens::free_name(&["rows", "items", "records"], &[], &line.all.join("\n"))
            .unwrap_or("rows_")
    };
    let key = tokens::as_text(&expr);
    let written = text.replace(
        "for r in rows { let k = r.score.to_string();",
        &format!("for {var} in {xs} {{ let k = {key};"),
    );
    let written = if var == "r" {
        written
    } else {
        written.replace("groups[k].push(r);", &format!("groups[k].push({var});"))
    };
    (written != text).then_some(written)
}

/// `title.center(WIDTH)`: the line's own width and fill, a space where
/// none is given (trial 64).
fn centered(text: &str, line: &Line<'_>) -> Option<String> {
    let (_, args) = line.own.split_once(".center(")?;
    let args = args.split(')').next()?;
    let (width, fill) = match args.split_once(',') {
        Some((w, f)) => (w.trim(), f.trim().replace('\'', "\"")),
        None => (args.trim(), "\" \"".to_owned()),
    };
    if width.is_empty() || !width.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    Some(
        text.replace(
            "let gap = n - s.len();",
            &format!("let gap = {width} - s.len();"),
        )
        .replace("(gap & n & 1)", &format!("(gap & {width} & 1)"))
        .replace("\"\".pad(left, \"=\")", &format!("\"\".pad(left, {fill})"))
        .replace(
            "\"\".pad(gap - left, \"=\")",
            &format!("\"\".pad(gap - left, {fill})"),
        )
        .replace(
            "centred in `n` characters, filled with \"=\"",
            &format!("centred in `{width}` characters, filled with {fill}"),
        )
        .replace(
            "left when `n` is odd",
            &format!("left when `{width}` is odd"),
        ),
    )
}

/// `row = table.setdefault(team, {...})` then `row["P"] += 1`: the
/// variable is a copy of the map's value, whose changes the map never
/// sees (trial 115's table came out all zeros); the change written
/// through the map, as the code's first change of it below.
fn set_default(_: &str, line: &Line<'_>) -> Option<String> {
    if let Some(value) = line.own.trim().strip_prefix("return ") {
        return set_default_returned(value, line);
    }
    let (name, value) = line.own.trim().split_once(" = ")?;
    if !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let (map, args) = value.split_once(".setdefault(")?;
    let key = translate::top_level_parts(args).first()?.trim().to_owned();
    let changed = line.all.iter().skip(line.number).take(40).find_map(|l| {
        l.match_indices(&format!("{name}[")).find_map(|(at, m)| {
            let (index, rest) = l[at + m.len()..].split_once(']')?;
            let rest = rest.trim_start();
            let op = ["+=", "-=", "*=", "/="]
                .into_iter()
                .find(|op| rest.starts_with(op))
                .or_else(|| (rest.starts_with('=') && !rest.starts_with("==")).then_some("="))?;
            (at == 0 || !tokens::ends_word(&l[..at]))
                .then(|| format!("[{}] {op} ...;", index.trim().replace('\'', "\"")))
        })
    })?;
    let map = translate::expression(map.trim()).trim().to_owned();
    Some(format!(
        "Rhai has no method `setdefault`, and a variable set from a map's value holds a copy, whose changes the map never sees: write `if !({key} in {map}) {{ {map}[{key}] = #{{ ... }}; }}` with the default, then change the value through the map, `{map}[{key}]{changed}` (or keep `let {name} = {map}[{key}];`, change it, and write it back after, `{map}[{key}] = {name};`)"
    ))
}

/// `other = set()` (or `const other = new Set()`): the point's `seen` is
/// the code's own name (trial 149's was written `seen2`, beside a `seen`
/// of the code's).
fn set_named(text: &str, line: &Line<'_>) -> Option<String> {
    let own = line.own.trim();
    let own = ["const ", "let ", "var "]
        .iter()
        .find_map(|k| own.strip_prefix(k))
        .unwrap_or(own);
    let (name, value) = own.split_once('=')?;
    let name = name.trim();
    let value = value.trim().trim_end_matches(';').trim();
    if !matches!(value, "set()" | "new Set()")
        || name.is_empty()
        || !name.chars().all(|c| c.is_alphanumeric() || c == '_')
    {
        return None;
    }
    Some(tokens::in_code_spans(text, |code| {
        tokens::rename_reads(code, "seen", name)
    }))
}

/// `Object.values(Grade)` (or `Object.keys(Grade)`) of a TypeScript
/// `enum Grade` of the code, whose own point drops its declaration: the
/// array of its values (or names), in the order declared (trial 151's
/// point wrote `m.values()` of a map the code no longer has).
fn enum_values(_: &str, line: &Line<'_>) -> Option<String> {
    let (call, rest) = ["Object.values(", "Object.keys("]
        .iter()
        .find_map(|c| line.own.split_once(c).map(|(_, rest)| (*c, rest)))?;
    let (name, _) = rest.split_once(')')?;
    let name = name.trim();
    let members = super::habits::enum_members(line.all);
    let prefix = format!("{name}.");
    let items: Vec<String> = members
        .iter()
        .filter_map(|(member, value)| {
            let m = member.strip_prefix(&prefix)?;
            Some(if call == "Object.keys(" {
                format!("\"{m}\"")
            } else {
                value.clone()
            })
        })
        .collect();
    if items.is_empty() {
        return None;
    }
    let what = if call == "Object.keys(" {
        "names"
    } else {
        "values"
    };
    Some(format!(
        "write `[{}]` instead of `{call}{name})`: the {what} of the enum `{name}`, in the order declared, as an array (the enum's own point drops its declaration)",
        items.join(", ")
    ))
}

/// `row = dict(zip(FIELDS, parts))`: a map filled in a loop, each key of
/// the first array with the item of the second at its index (trial 148's
/// point offered a map literal, which cannot say it).
fn dict_of_zip(_: &str, line: &Line<'_>) -> Option<String> {
    let own = line.own.trim();
    // `return dict(totals)` of a map: a copy of it, which Rhai makes by
    // assigning or returning it (trial 157's point offered a literal).
    if let Some((_, rest)) = own.split_once("dict(")
        && let Some((name, _)) = rest.split_once(')')
        && !name.is_empty()
        && name.chars().all(|c| c.is_alphanumeric() || c == '_')
        // (Set to a map: not a list of pairs, which `dict` makes one of.)
        && line.all.iter().any(|l| {
            l.trim()
                .strip_prefix(&format!("{name} = "))
                .or_else(|| l.trim().split_once(&format!("{name}: ")).and_then(|(_, t)| t.split_once(" = ")).map(|(_, v)| v))
                .is_some_and(|v| {
                    let v = v.trim_start();
                    v.starts_with('{') || ["defaultdict(", "Counter(", "dict(", "OrderedDict("].iter().any(|m| v.starts_with(m))
                })
        })
    {
        return Some(format!(
            "Rhai has no function `dict`: `dict({name})` of a map is a copy of it, which Rhai makes where a map is assigned or returned: write `{name}` (`let copy = {name};` for a copy of its own)"
        ));
    }
    let Some((before, args)) = own.split_once("dict(zip(") else {
        return pairs_dict(own);
    };
    let close = translate::closing_paren(args)?;
    let parts = translate::top_level_parts(&args[..close]);
    let [keys, values] = parts.as_slice() else {
        return None;
    };
    let word = super::tokens::is_name;
    let (keys, values) = (keys.trim(), values.trim());
    if !word(keys) || !word(values) {
        return None;
    }
    let map = assigned_map(before);
    Some(format!(
        "Rhai has no function `dict`: `dict(zip({keys}, {values}))` is a map filled in a loop, each key of `{keys}` with the item of `{values}` at its index, `let {map} = #{{}}; for (k, i) in {keys} {{ {map}[k] = {values}[i]; }}` (a map keeps its keys sorted, not in the order set)"
    ))
}

/// The name a `dict(...)` is assigned to, from the text before it
/// (`by_cls = `), or `m`.
fn assigned_map(before: &str) -> &str {
    before
        .trim_end()
        .strip_suffix('=')
        .map(str::trim)
        .filter(|m| tokens::is_name(m))
        .unwrap_or("m")
}

/// `by_cls = dict(grouped(...))` of pairs made at run time: a map filled
/// in a loop, each pair's key with its value (trial 171's point offered a
/// literal, which no computed pairs make). Not `dict()`, nor keywords,
/// `dict(a=1)`, which a literal writes.
fn pairs_dict(own: &str) -> Option<String> {
    let (before, args) = own.split_once("dict(")?;
    if tokens::ends_word(before) {
        return None;
    }
    let close = translate::closing_paren(args)?;
    let inner = args[..close].trim();
    if inner.is_empty() || translate::top_level_parts(inner).len() != 1 || inner.contains('=') {
        return None;
    }
    let map = assigned_map(before);
    let pairs = translate::expression(inner);
    let pending = python::pending_note(&pairs);
    Some(format!(
        "Rhai has no function `dict`: `dict({inner})` of pairs is a map filled in a loop, each pair's first item the key, `let {map} = #{{}}; for p in {} {{ {map}[p[0]] = p[1]; }}` (a key that is a number is made text, `p[0].to_string()`, as a map's keys are; a map keeps its keys sorted, not in the order set{pending})",
        pairs.trim()
    ))
}

/// `nl[1].startswith(("#", "sensor"))`: the test of each text written
/// with the line's own receiver and texts.
fn each_prefix(text: &str, line: &Line<'_>) -> Option<String> {
    let (_, _, tests) = translate::prefix_tests(line.own)?;
    let (head, _) = text.split_once(": for several")?;
    Some(format!(
        "{head}: test each, `{}`",
        translate::expression(&tests)
    ))
}

/// `return self.teams.setdefault(name, Team(name))` in `def team(self,
/// name)`, then `self.team(m.home).record(...)`: what the method returns
/// is a copy of the entry, so the change made to it is lost (trial 146's
/// table, which its player mended by a judgement of their own). The
/// entry is made by the method and changed through the map.
fn set_default_returned(value: &str, line: &Line<'_>) -> Option<String> {
    let (map, args) = value.split_once(".setdefault(")?;
    let args = args.trim_end().strip_suffix(')')?;
    let parts = translate::top_level_parts(args);
    let [key, default] = parts.as_slice() else {
        return None;
    };
    let (key, default) = (key.trim(), translate::expression(default.trim()));
    let map = translate::expression(map.trim()).trim().to_owned();
    // The method the `return` stands in.
    let method = line.all[..line.number.saturating_sub(1)]
        .iter()
        .rev()
        .find_map(|l| l.trim_start().strip_prefix("def "))?
        .split('(')
        .next()?
        .trim();
    let made = format!(
        "Rhai has no method `setdefault`: write `if !({key} in {map}) {{ {map}[{key}] = {default}; }} {map}[{key}]`, which gives a copy of the entry, not the entry itself"
    );
    // A call of a method on what it returns, `self.team(m.home).record(...)`.
    let called = line.all.iter().enumerate().find_map(|(n, l)| {
        let (_, argument, changed) = translate::call_then_method(l, &format!(".{method}"))?;
        Some((n + 1, argument, changed))
    });
    Some(match called {
        Some((n, argument, changed)) => format!(
            "{made}: so `self.{method}({argument}).{changed}(...)` on line {n} changes a copy, and the change is lost. There, make the entry and change it in the map itself: `this.{method}({argument}); {map}[{argument}].{changed}(...);`"
        ),
        None => format!(
            "{made}: a change made to what `{method}` returns is lost, so change the entry in the map itself, `{map}[{key}].x += 1;`"
        ),
    })
}

/// [`default_dict`] of a map of maps, `defaultdict(lambda:
/// defaultdict(list))`, in the names of its first change,
/// `by_cat[c.category][c.competitor].append(c.score)`.
fn nested_default(target: &str, inner: &str, line: &Line<'_>) -> Option<String> {
    let (k1, k2, change) = line.all.iter().skip(line.number).take(40).find_map(|l| {
        let (_, rest) = l.split_once(&format!("{target}["))?;
        let close = translate::closing_of(rest, ']')?;
        let k1 = rest[..close].trim();
        let after = rest[close + 1..].strip_prefix('[')?;
        let shut = translate::closing_of(after, ']')?;
        let k2 = after[..shut].trim();
        Some((
            k1.to_owned(),
            k2.to_owned(),
            after[shut + 1..].trim().to_owned(),
        ))
    })?;
    let (k1, k2) = (translate::expression(&k1), translate::expression(&k2));
    let (k1, k2) = (k1.trim(), k2.trim());
    let read = format!("{target}[{k1}][{k2}]");
    let (start, changed) = match inner {
        "list" => {
            let item = change
                .strip_prefix(".append(")
                .and_then(|c| c.strip_suffix(')'))
                .map_or_else(
                    || "item".to_owned(),
                    |i| translate::expression(i).trim().to_owned(),
                );
            ("[]", format!("{read}.push({item});"))
        }
        "int" | "float" => {
            let amount = change.strip_prefix("+= ").map_or_else(
                || "1".to_owned(),
                |a| translate::expression(a).trim().to_owned(),
            );
            ("0", format!("{read} += {amount};"))
        }
        _ => return None,
    };
    Some(format!(
        "Rhai has no `defaultdict`: `{target}` is a map of maps, so give each missing key its starting value first, level by level, `let {target} = #{{}}; if !({k1} in {target}) {{ {target}[{k1}] = #{{}}; }} if !({k2} in {target}[{k1}]) {{ {target}[{k1}][{k2}] = {start}; }} {changed}` (change the values through the map: a variable set from it holds a copy)"
    ))
}

/// `by_lantern = defaultdict(list)` in the code's own names: the map the
/// line sets, and the key and item of its first change after
/// (`by_lantern[s.lantern].append(s)`), where the point wrote `groups`,
/// `key` and `item` (trial 128's form, renamed around a `groups` of the
/// code, was followed into a push onto a copy).
fn default_dict(text: &str, line: &Line<'_>) -> Option<String> {
    let (target, value) = line.own.trim().split_once(" = ")?;
    if !value.trim_start().starts_with("defaultdict(")
        || !target.chars().all(|c| c.is_alphanumeric() || c == '_')
    {
        return None;
    }
    // `defaultdict(lambda: defaultdict(list))`: a map of maps, each level
    // given its start (trial 157's form put `defaultdict(list)` itself in).
    if let Some(inner) = value
        .trim()
        .strip_prefix("defaultdict(lambda: defaultdict(")
        .and_then(|v| v.strip_suffix("))"))
    {
        return nested_default(target, inner.trim(), line);
    }
    // The point's own map: the first `let NAME = #{}` it writes.
    let (_, after) = text.split_once("`let ")?;
    let (name, _) = after.split_once(" = #{}")?;
    let mut out = tokens::in_code_spans(text, |code| tokens::rename_reads(code, name, target));
    // `defaultdict(lambda: {...})`: the starting value the lambda gives.
    if let Some(start) = value
        .trim()
        .strip_prefix("defaultdict(lambda:")
        .and_then(|v| v.strip_suffix(')'))
    {
        let start = translate::expression(start.trim()).trim().to_owned();
        // (A dict's braces are a map's `#{` in Rhai.)
        let start = if start.starts_with('{') {
            format!("#{start}")
        } else {
            start
        };
        out = out.replacen("= #{ ... };", &format!("= {start};"), 1);
        // (Its first key for the example's field.)
        if let Some(field) = start
            .strip_prefix("#{")
            .and_then(|m| m.split_once(':'))
            .map(|(k, _)| k.trim().trim_matches('"'))
            .filter(|k| !k.is_empty() && k.chars().all(|c| c.is_alphanumeric() || c == '_'))
        {
            out = out.replacen("].count += 1;", &format!("].{field} += 1;"), 1);
        }
    }
    let change = line.all.iter().skip(line.number).take(40).find_map(|l| {
        let (_, rest) = l.split_once(&format!("{target}["))?;
        // (The `]` that closes it: `m[row["k"]]`.)
        let close = translate::closing_of(rest, ']')?;
        let key = rest[..close].trim();
        let after = rest[close + 1..].trim_start();
        // (`.append(x)` loses its own `)`; `+= len(x)` keeps its call's.)
        // `by_habitat[c.habitat][c.species] += c.count` of a
        // `defaultdict(Counter)`: the inner key, and the amount added
        // (trial 141's form added 1 where the code adds `c.count`).
        if let Some(inner) = after.strip_prefix('[') {
            let shut = translate::closing_of(inner, ']')?;
            let amount = inner[shut + 1..].trim().strip_prefix("+= ").map(str::trim);
            return Some((
                key.to_owned(),
                Some(inner[..shut].trim().to_owned()),
                amount.map(str::to_owned),
            ));
        }
        let item = [".append(", ".add("]
            .iter()
            .find_map(|op| after.strip_prefix(op)?.trim_end().strip_suffix(')'))
            .or_else(|| after.strip_prefix("+= "))
            .map(str::trim)
            .filter(|i| !i.is_empty());
        Some((key.to_owned(), item.map(str::to_owned), None))
    });
    if let Some((key, item, amount)) = change {
        // `defaultdict(lambda: [0, 0.0])` then `totals[k][0] += n`: the
        // item changed by its index (trial 158's form read a `.count`
        // the array has not).
        if let Some(index) = item
            .as_deref()
            .filter(|i| !i.is_empty() && i.chars().all(|c| c.is_ascii_digit()))
            && value.contains("lambda: [")
        {
            let amount = amount.as_deref().map_or_else(
                || "1".to_owned(),
                |a| translate::expression(a).trim().to_owned(),
            );
            out = out.replacen("].count += 1;", &format!("][{index}] += {amount};"), 1);
        }
        if let Some(amount) = amount {
            out = out.replacen(
                "?? 0) + 1;",
                &format!("?? 0) + {};", translate::expression(&amount).trim()),
                1,
            );
        }
        // Both named at once, through words of their own: a key that reads
        // `item` is no item.
        let (key_word, item_word) = ("cordis_point_key", "cordis_point_item");
        out = tokens::in_code_spans(&out, |code| {
            let code = tokens::rename_reads(code, "key", key_word);
            if item.is_some() {
                let code = tokens::rename_reads(&code, "item", item_word);
                tokens::rename_reads(&code, "amount", item_word)
            } else {
                code
            }
        });
        // `b.day` of a field annotated `day: int`: a map's keys are
        // strings (trial 144's form keyed the map by the number, and the
        // `in` test failed at its call).
        // (Or a name set to `int(...)`, `crow = int(parts[1])`, or a
        // datetime's number, `when.hour`: trial 146.)
        // (Or a dict's entry, `r["car"]` of `{"car": int(...)}`: trial
        // 177.)
        let entry = entry_field(&key);
        let numeric = key.rsplit_once('.').is_some_and(|(_, field)| {
            ["hour", "minute", "second", "day", "month", "year"].contains(&field)
                || numeric_field(field, line.all)
        }) || entry
            .is_some_and(|field| tokens::is_name(field) && numeric_field(field, line.all))
            || (key.chars().all(|c| c.is_alphanumeric() || c == '_')
                && line.all.iter().any(|l| {
                    l.trim()
                        .strip_prefix(&format!("{key} = "))
                        .is_some_and(|v| {
                            ["int(", "float(", "len("].iter().any(|f| v.starts_with(f))
                        })
                }));
        let key_rhai = translate::expression(&key).trim().to_owned();
        let key_rhai = if numeric {
            format!("{key_rhai}.to_string()")
        } else {
            key_rhai
        };
        out = out.replace(key_word, &key_rhai);
        if let Some(item) = item {
            out = out.replace(item_word, translate::expression(&item).trim());
        }
        if numeric {
            out.push_str(&format!(
                " (a map's keys are strings, and `{}` is a number: its text is the key, and a key read back is text, `parse_int(k)` for the number)",
                translate::expression(&key).trim()
            ));
        }
    }
    Some(out)
}

/// Whether the code's records hold a number in `field`: a dataclass's
/// `field: int` (or `float`), or a namedtuple made with `int(...)` or
/// `float(...)` in that field's place.
/// `text` with each test of a record's whole-number field against one of
/// `keys`, names that hold a map's key (text in Rhai), made a test of the
/// field's text: `r["car"] == num` of `for num in sorted(per_car)` is
/// `r["car"].to_string() == num` (trial 177's form compared a number
/// with a text, false every time, and printed no rate).
pub(super) fn texted_key_tests(text: &str, keys: &[String], all: &[&str]) -> String {
    if keys.is_empty() || !text.contains("==") {
        return text.to_owned();
    }
    super::habits::in_rhai_part(text, |rhai| {
        tokens::in_code_spans(rhai, |code| {
            let mut out = code.to_owned();
            for key in keys {
                let test = format!(" == {key}");
                let mut from = 0;
                while let Some(at) = out[from..].find(&test).map(|k| k + from) {
                    from = at + test.len();
                    let after = out[from..].chars().next();
                    if after.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                        continue;
                    }
                    let start = tokens::path_start(&out[..at]);
                    let read = &out[start..at];
                    let field = entry_field(read).or_else(|| read.rsplit_once('.').map(|(_, f)| f));
                    if field.is_some_and(|f| tokens::is_name(f) && numeric_field(f, all)) {
                        out.insert_str(at, ".to_string()");
                        from += ".to_string()".len();
                    }
                }
            }
            out
        })
    })
}

/// The key of a dict's entry read with a text written out, `car` of
/// `r["car"]` or `r['car']`.
fn entry_field(read: &str) -> Option<&str> {
    read.strip_suffix("\"]")
        .and_then(|r| r.rsplit_once("[\""))
        .or_else(|| read.strip_suffix("']").and_then(|r| r.rsplit_once("['")))
        .map(|(_, field)| field)
}

/// Whether the code sets the name `key` to a whole number: `hour =
/// int(hh)`, `hour, minute = int(hh), int(mm)`, `for hour in range(...)`.
fn set_numeric(key: &str, all: &[&str]) -> bool {
    let ranged = format!("for {key} in range(");
    all.iter().any(|l| {
        let l = l.trim();
        // (Only the lines that can set it so are split.)
        if !l.contains(key) || !(l.contains("int(") || l.contains("range(")) {
            return false;
        }
        if l.starts_with(&ranged) {
            return true;
        }
        let Some((targets, values)) = l.split_once(" = ") else {
            return false;
        };
        let targets = python::trimmed_parts(targets);
        let values = translate::top_level_parts(values);
        targets.len() == values.len()
            && targets
                .iter()
                .zip(&values)
                .any(|(t, v)| t == key && v.trim().starts_with("int("))
    })
}

/// Whether `field` of the code's records is a whole number: annotated
/// `: int`, or a namedtuple's field made with `int(...)` or a name set
/// so (trial 170's `Reading(t, h, s, d)` of `h = int(height)`).
fn numeric_field(field: &str, all: &[&str]) -> bool {
    let annotated = all.iter().any(|l| {
        let t = l.trim();
        [": int", ": float"].iter().any(|ty| {
            t.strip_prefix(field)
                .is_some_and(|rest| rest.starts_with(ty))
        })
    });
    // A dict written with it, `{"car": int(fields["car"]), ...}`.
    let entry = || {
        let keys = [format!("\"{field}\": "), format!("'{field}': ")];
        all.iter().any(|l| {
            keys.iter().any(|k| {
                l.match_indices(k.as_str()).any(|(at, _)| {
                    let value = &l[at + k.len()..];
                    // (Or a name set so, `{"hour": hour, ...}` of `hour
                    // = int(...)`: trial 179.)
                    let name = value
                        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .next()
                        .unwrap_or_default();
                    value.starts_with("int(")
                        || value.starts_with("float(")
                        || (tokens::is_name(name)
                            && !name.starts_with(|c: char| c.is_ascii_digit())
                            && set_numeric(name, all))
                })
            })
        })
    };
    annotated
        || entry()
        || python::namedtuples(all).iter().any(|(class, fields)| {
            let Some(at) = fields.iter().position(|f| *f == field) else {
                return false;
            };
            let open = format!("{class}(");
            all.iter().any(|l| {
                l.match_indices(&open).any(|(k, _)| {
                    let args = &l[k + open.len()..];
                    translate::closing_paren(args).is_some_and(|close| {
                        translate::top_level_parts(&args[..close])
                            .get(at)
                            .is_some_and(|a| {
                                let a = a.trim();
                                a.starts_with("int(")
                                    || a.starts_with("float(")
                                    || (tokens::is_name(a) && set_numeric(a, all))
                            })
                    })
                })
            })
        })
}

/// `starmap(lambda n, why: ..., bad)` over records of the code's only
/// namedtuple of as many fields (trial 129's `Bad(lineno, reason)`): a
/// record is a map in Rhai, so each part is read by its field's name, not
/// its place (`row.lineno`, where the form wrote `row[0]`), said as what
/// holds where the rows are those records.
fn starmap_records(text: &str, line: &Line<'_>) -> Option<String> {
    let reads: Vec<(&str, usize)> = text
        .split("let ")
        .skip(1)
        .filter_map(|piece| {
            let (name, rest) = piece.split_once(" = row[")?;
            let (index, _) = rest.split_once("];")?;
            Some((name, index.parse().ok()?))
        })
        .collect();
    // The rows: a name the code sets to no pairs (a `groupby`'s, or a
    // dict's items, are pairs whatever the records inside).
    let (_, form) = text.split_once(", `")?;
    let (rows, _) = form
        .trim_start_matches('`')
        .trim_start()
        .split_once(".map(|row|")?;
    let set = format!("{rows} = ");
    let pairs = line.all.iter().any(|l| {
        l.trim_start().starts_with(&set)
            && ["groupby(", ".items()", "zip(", "enumerate("]
                .iter()
                .any(|p| l.contains(p))
    });
    if reads.is_empty() || !rows.chars().all(|c| c.is_alphanumeric() || c == '_') || pairs {
        return None;
    }
    let [(class, fields)] = python::namedtuples(line.all)
        .into_iter()
        .filter(|(_, fields)| fields.len() == reads.len())
        .collect::<Vec<_>>()
        .try_into()
        .ok()?;
    let by_name: Vec<String> = reads
        .iter()
        .map(|(name, i)| Some(format!("let {name} = row.{};", fields.get(*i)?)))
        .collect::<Option<_>>()?;
    Some(format!(
        "{text} (if each row is a `{class}`, a map in Rhai, read its fields by name instead: `{}`)",
        by_name.join(" ")
    ))
}

/// `for strain, n in self.by_strain().items()` of a function that returns
/// `dict(sorted(...))`, whose own point keeps an array of pairs (a map
/// would sort its keys): the form maps over those pairs, in their order
/// (trial 129's went over the map's sorted keys).
fn sorted_dict_items(text: &str, line: &Line<'_>) -> Option<String> {
    let (_, after_for) = line.own.split_once(" for ")?;
    let (targets, rest) = after_for.split_once(" in ")?;
    let [key, value] = python::trimmed_parts(targets).try_into().ok()?;
    let (_, name) = rest.split_once(".items()")?.0.rsplit_once(['.', ' '])?;
    let name = name.strip_suffix("()")?;
    // The function's own `return dict(sorted(`.
    let head = format!("def {name}(");
    let at = line
        .all
        .iter()
        .position(|l| l.trim_start().starts_with(&head))?;
    let indent = |l: &str| l.len() - l.trim_start().len();
    let own = indent(line.all[at]);
    let returns_pairs = line.all[at + 1..]
        .iter()
        .take_while(|l| l.trim().is_empty() || indent(l) > own)
        .any(|l| l.trim_start().starts_with("return dict(sorted("));
    if !returns_pairs {
        return None;
    }
    let form = text.split_once("`` ")?.1.split_once(" ``")?.0;
    let (keys, rest) = form.strip_prefix("let keys = ")?.split_once(".keys(); ")?;
    let rest = rest.strip_prefix("let me = this; ").unwrap_or(rest);
    let body = rest
        .strip_prefix(&format!("keys.map(|{key}| "))?
        .strip_suffix(')')?;
    let mine = keys.replacen("this.", "me.", 1);
    let body = body
        .replace(&format!("{keys}[{key}]"), &value)
        .replace(&format!("{mine}[{key}]"), &value);
    let me = if body.contains("me.") {
        "let me = this; "
    } else {
        ""
    };
    let (_, tail) = text.split_once(" `` (")?;
    let tail = tail.split_once("; `keys()`").map_or(tail, |(t, _)| t);
    let tail = tail.trim_end_matches(')');
    Some(format!(
        "Rhai has no list comprehensions or generator expressions: use `` {me}{keys}.map(|pair| {{ let {key} = pair[0]; let {value} = pair[1]; {body} }}) `` ({tail}; `{name}` gives an array of pairs, in its own order, as the point on its `dict(sorted(...))` writes it)"
    ))
}

/// `Array.from(byStreet, ([street, bags]) => ...)` of a name the code
/// sets to a `new Map`: the map's name and the pair's two names.
fn from_map<'a>(line: &Line<'a>) -> Option<(&'a str, &'a str, &'a str)> {
    let (_, after) = line.own.split_once("Array.from(")?;
    let (name, rest) = after.split_once(',')?;
    let name = name.trim();
    let name = name.strip_suffix(".entries()").unwrap_or(name);
    let (pair, _) = rest.trim_start().strip_prefix("([")?.split_once("])")?;
    let [key, value] = pair
        .split(',')
        .map(str::trim)
        .collect::<Vec<_>>()
        .try_into()
        .ok()?;
    let word = super::tokens::is_name;
    let made = format!("{name} = new Map");
    (word(name) && word(key) && word(value) && line.all.iter().any(|l| l.contains(&made)))
        .then_some((name, key, value))
}

/// The point on `from` where the code calls `Array.from` of a Map with a
/// function of its pairs (trial 130's was told `m.keys()` or the array,
/// and its destructuring point read each item as a pair).
fn array_from(_: &str, line: &Line<'_>) -> Option<String> {
    let (name, key, value) = from_map(line)?;
    Some(format!(
        "Rhai has no `Array.from`, and a map gives no pairs: `Array.from({name}, ([{key}, {value}]) => ...)` is its keys mapped, `let keys = {name}.keys(); keys.map(|{key}| {{ let {value} = {name}[{key}]; ... }})` (the keys sorted, where a JavaScript Map keeps the order set; a chain that starts from `{name}.keys()` cannot read `{name}` in its closures, which is why the keys are kept first)"
    ))
}

/// The destructuring point of `Array.from(m, ([k, v]) => ...)`'s function
/// over a Map: each item is a key, as the point on `Array.from` writes it.
fn array_from_pair(_: &str, line: &Line<'_>) -> Option<String> {
    let (name, key, value) = from_map(line)?;
    Some(format!(
        "Rhai closures cannot destructure their parameters (`[{key}, {value}]`), and over `{name}`'s keys, as the point on `Array.from` writes it, each item is a key: `|{key}| {{ let {value} = {name}[{key}]; ... }}`"
    ))
}

/// `numbered = enumerate(lines, start=1)` as a value, not a loop's (trials
/// 120 and 121 were told only the loop): the pairs made with `map`, whose
/// closure takes the index as a second parameter.
fn enumerated(_: &str, line: &Line<'_>) -> Option<String> {
    let own = line.own.trim();
    if own.starts_with("for ") || own.contains(" for ") {
        return None;
    }
    let (before, call) = own.split_once("enumerate(")?;
    let close = translate::closing_paren(call)?;
    let parts = translate::top_level_parts(&call[..close]);
    let (xs, start) = match parts.as_slice() {
        [xs] => (xs, None),
        [xs, start] => (xs, Some(start.trim().trim_start_matches("start=").trim())),
        _ => return None,
    };
    let xs = translate::operand(translate::expression(xs.trim()).trim());
    let count = match start {
        None | Some("0") => "i".to_owned(),
        Some(n) => format!("i + {n}"),
    };
    let target = before
        .trim()
        .strip_suffix('=')
        .map(str::trim)
        .filter(|t| !t.is_empty() && t.chars().all(|c| c.is_alphanumeric() || c == '_'));
    let pairs = format!("{xs}.map(|item, i| [{count}, item])");
    let pairs = match target {
        Some(name) => format!("let {name} = {pairs};"),
        None => pairs,
    };
    Some(format!(
        "Rhai has no function `enumerate`: its pairs are `{pairs}`, each an array `[count, item]` as Python's tuple is (`map` gives a closure the index, from 0, as its second parameter); in a loop, `for (item, i) in {xs} {{ ... }}` (`i` from 0){}",
        python::pending_note(&pairs)
    ))
}

/// The `@property` methods of the class around line `at` (from 1).
fn class_properties(all: &[&str], at: usize) -> Vec<String> {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let Some(own) = all.get(at.saturating_sub(1)).map(|l| indent(l)) else {
        return Vec::new();
    };
    let Some(head) = all[..at.saturating_sub(1)]
        .iter()
        .rposition(|l| !l.trim().is_empty() && indent(l) < own)
        .filter(|k| all[*k].trim_start().starts_with("class "))
    else {
        return Vec::new();
    };
    let top = indent(all[head]);
    let body: Vec<&str> = all[head + 1..]
        .iter()
        .take_while(|l| l.trim().is_empty() || indent(l) > top)
        .copied()
        .collect();
    body.windows(2)
        .filter(|w| w[0].trim() == "@property")
        .filter_map(|w| {
            let (name, _) = w[1].trim().strip_prefix("def ")?.split_once('(')?;
            Some(name.trim().to_owned())
        })
        .collect()
}

/// `def __lt__(self, other): return (self.revenue, self.name) > (other
/// .revenue, other.name)`: the comparer of that order, field by field
/// (trial 122's was told an ascending template beside a descending
/// `__lt__`).
fn less_than(_: &str, line: &Line<'_>) -> Option<String> {
    let (_, params) = line.own.split_once("__lt__(")?;
    let [me, other] = python::trimmed_parts(params.split(')').next()?)
        .into_iter()
        .map(|p| p.split(':').next().unwrap_or_default().trim().to_owned())
        .collect::<Vec<_>>()
        .try_into()
        .ok()?;
    let body = line
        .all
        .iter()
        .skip(line.number)
        .take(3)
        .find_map(|l| l.trim().strip_prefix("return "))?;
    let (left, op, right) = ["<=", ">=", "<", ">"].iter().find_map(|op| {
        let (l, r) = body.split_once(&format!(" {op} "))?;
        Some((l.trim(), *op, r.trim()))
    })?;
    let parts = |side: &str| -> Vec<String> {
        match side.strip_prefix('(').and_then(|s| s.strip_suffix(')')) {
            Some(inner) => python::trimmed_parts(inner),
            None => vec![side.to_owned()],
        }
    };
    let (lefts, rights) = (parts(left), parts(right));
    if lefts.len() != rights.len() {
        return None;
    }
    // Each field: its path, and whether it comes first where smaller.
    let mut fields = Vec::new();
    for (l, r) in lefts.iter().zip(&rights) {
        let read = |term: &str| -> Option<(bool, bool, String)> {
            let (negated, term) = match term.trim().strip_prefix('-') {
                Some(t) => (true, t.trim()),
                None => (false, term.trim()),
            };
            // (`len(self)` too: the class's `__len__`, trial 169's order
            // by the jobs each engineer did.)
            if let Some(whose) = term.strip_prefix("len(").and_then(|t| t.strip_suffix(')')) {
                let whose = whose.trim();
                return (whose == me || whose == other)
                    .then(|| (negated, whose == me, "__len__()".to_owned()));
            }
            let (whose, field) = term.split_once('.')?;
            (field
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
                && (whose == me || whose == other))
                .then(|| (negated, whose == me, field.to_owned()))
        };
        // (The same field of each object, negated alike on both sides.)
        let ((l_neg, l_mine, field), (r_neg, r_mine, r_field)) = (read(l)?, read(r)?);
        if field != r_field || l_neg != r_neg || l_mine == r_mine {
            return None;
        }
        let ascending = (op.starts_with('<') == l_mine) != l_neg;
        fields.push((field, ascending));
    }
    // A field that is a property of the class is a call in Rhai (trial
    // 132's `output_kg`, a key its maps do not have).
    let properties = class_properties(line.all, line.number);
    let fields: Vec<(String, bool)> = fields
        .into_iter()
        .map(|(field, ascending)| {
            if properties.contains(&field) {
                (format!("{field}()"), ascending)
            } else {
                (field, ascending)
            }
        })
        .collect();
    let comparer = |reversed: bool| {
        let mut comparer = String::from("|a, b| ");
        for (field, ascending) in &fields {
            let (first, second) = if *ascending != reversed {
                ("-1", "1")
            } else {
                ("1", "-1")
            };
            comparer.push_str(&format!(
                "if a.{field} != b.{field} {{ if a.{field} < b.{field} {{ {first} }} else {{ {second} }} }} else "
            ));
        }
        comparer.push_str("{ 0 }");
        comparer
    };
    // `sorted(..., reverse=True)` of these objects: the comparer the other
    // way round (trial 133's was told the ascending one only).
    let reversed = line
        .all
        .iter()
        .find(|l| l.contains("sorted(") && l.contains("reverse=True") && !l.contains("key="));
    let reversed = reversed.map_or(String::new(), |_| {
        format!(
            "; where the code sorts them with `reverse=True`, swap each `-1` and `1`: `xs.sort({})`",
            comparer(true)
        )
    });
    let comparer = comparer(false);
    let order: Vec<String> = fields
        .iter()
        .map(|(f, up)| format!("`{f}` {}", if *up { "ascending" } else { "descending" }))
        .collect();
    Some(format!(
        "{LESS_THAN}: `sort` of maps needs a comparer, so where the code sorts these objects, write `xs.sort({comparer})`, the order this `__lt__` gives ({}); `min(xs)` of them, which Python picks by `__lt__`, is the first item after that sort, `max(xs)` the last{reversed}",
        order.join(", then ")
    ))
}

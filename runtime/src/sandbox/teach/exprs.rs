//! Habits inside an expression, taught with the expression as written:
//! a regex literal, `x || 0` as a default, Python's `not` before a call,
//! and an f-string rewritten as the backtick template to write.

use super::tokens::{Habit, Tok};

/// Whether a `/` after `prev` starts a value (a regex literal) rather than
/// dividing one.
pub(super) fn regex_starts(prev: Option<&Tok<'_>>) -> bool {
    matches!(
        prev,
        None | Some(Tok::Punct(
            "(" | "," | "=" | ":" | "[" | "!" | "&" | "|" | "?" | "{"
        )) | Some(Tok::Ident("return"))
    )
}

/// The `[text](url)` links of a text `s`, found with `index_of`.
pub(super) const MARKDOWN_LINKS: &str = "`let links = []; let from = 0; loop { let a = s.index_of(\"[\", from); if a < 0 { break; } let b = s.index_of(\"](\", a); if b < 0 { break; } let c = s.index_of(\")\", b); if c < 0 { break; } links.push([s.sub_string(a + 1, b - a - 1), s.sub_string(b + 2, c - b - 2)]); from = c + 1; }` (each item is `[text, url]`)";

/// `body` (a regex) without its character classes, `[...]`, and its
/// counts, `{1,2}` (whose comma separates nothing: trial 68's
/// `/^(\d{1,2}):(\d{2})$/`).
fn without_classes(body: &str) -> String {
    let mut out = String::new();
    let mut chars = body.chars().peekable();
    let mut class = false;
    while let Some(c) = chars.next() {
        match c {
            '{' if !class => {
                while chars.next_if(|c| c.is_ascii_digit() || *c == ',').is_some() {}
                chars.next_if_eq(&'}');
            }
            '\\' => {
                let next = chars.next();
                if !class {
                    out.push(c);
                    out.extend(next);
                }
            }
            '[' if !class => class = true,
            ']' if class => class = false,
            c if !class => out.push(c),
            _ => {}
        }
    }
    out
}

/// The test of an anchored pattern of digit fields between one
/// separator, `^\d{4}-\d{2}-\d{2}$` of `date`, in Rhai: the split, the
/// count, and each field's length and digits (`\d+`, at least one).
fn digit_fields(body: &str, name: &str) -> Option<String> {
    let inner = body.strip_prefix('^')?.strip_suffix('$')?;
    // The separator: the one character outside the `\d` runs.
    let plain: String = inner
        .replace("\\d", "")
        .chars()
        .filter(|c| !c.is_ascii_digit() && !matches!(c, '{' | '}' | '+'))
        .collect();
    let sep = plain.chars().next();
    if plain.chars().any(|c| Some(c) != sep)
        || sep.is_some_and(|c| c.is_alphanumeric() || c == '\\')
    {
        return None;
    }
    let fields: Vec<&str> = match sep {
        Some(sep) => inner.split(sep).collect(),
        None => vec![inner],
    };
    let mut tests = Vec::new();
    for (k, field) in fields.iter().enumerate() {
        let count = field.strip_prefix("\\d")?;
        let read = if sep.is_some() {
            format!("f[{k}]")
        } else {
            name.to_owned()
        };
        match count {
            "+" => tests.push(format!("{read}.is_numeric()")),
            "" => tests.push(format!("{read}.len() == 1 && {read}.is_numeric()")),
            n => {
                let n: usize = n.strip_prefix('{')?.strip_suffix('}')?.parse().ok()?;
                tests.push(format!("{read}.len() == {n} && {read}.is_numeric()"));
            }
        }
    }
    Some(match sep {
        Some(sep) => format!(
            "let f = {name}.split(\"{sep}\");` then `f.len() == {} && {}",
            fields.len(),
            tests.join(" && ")
        ),
        None => tests.join(" && "),
    })
}

/// The test of an anchored pattern of digit runs of fixed length between
/// separators of one character each, which may differ,
/// `^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$` (trial 159's was told only to match
/// plain text): the length, each run's digits and each separator, by
/// position.
fn fixed_width(body: &str, name: &str) -> Option<String> {
    let inner = body.strip_prefix('^')?.strip_suffix('$')?;
    let mut chars = inner.chars().peekable();
    let mut at = 0usize;
    let mut tests = Vec::new();
    while let Some(c) = chars.next() {
        let (c, escaped) = if c == '\\' {
            (chars.next()?, true)
        } else {
            (c, false)
        };
        if escaped && c == 'd' {
            let mut n = 1usize;
            if chars.next_if_eq(&'{').is_some() {
                let count: String =
                    std::iter::from_fn(|| chars.next_if(char::is_ascii_digit)).collect();
                chars.next_if_eq(&'}')?;
                n = count.parse().ok()?;
            }
            tests.push(format!("{name}.sub_string({at}, {n}).is_numeric()"));
            at += n;
        } else if (escaped && !c.is_alphanumeric())
            || (!escaped && (c.is_alphanumeric() || matches!(c, '-' | ':' | '/' | ' ' | '_' | ',')))
        {
            tests.push(format!("{name}[{at}] == '{c}'"));
            at += 1;
        } else {
            return None;
        }
    }
    (at > 0).then(|| format!("{name}.len() == {at} && {}", tests.join(" && ")))
}

/// A regex literal at `column` of `written`, called by the tokens before
/// it (`split(` for `text.split(/\s+/)`).
pub(super) fn regex(written: &str, column: usize, before: &[&Tok<'_>]) -> String {
    let chars: Vec<char> = written.chars().collect();
    let mut end = column;
    while end < chars.len() && chars[end] != '/' {
        end += usize::from(chars[end] == '\\') + 1;
    }
    let end = (end + 1).min(chars.len());
    let literal: String = chars
        .get(column - 1..end)
        .map(|c| c.iter().collect())
        .unwrap_or_else(|| "/.../".to_owned());
    let split = matches!(before, [.., Tok::Ident("split"), Tok::Punct("(")]);
    let body = literal.trim_start_matches('/');
    let body = body.rsplit_once('/').map_or(body, |(b, _)| b);
    let spaces = !body.is_empty()
        && body
            .replace("\\s", "")
            .replace("\\t", "")
            .replace("\\n", "")
            .replace("\\r", "")
            .chars()
            .all(|c| matches!(c, ' ' | '+' | '*' | '[' | ']'));
    let line_break = matches!(
        body,
        "\\n" | "\\r?\\n" | "\\r\\n" | "\\r\\n|\\n" | "\\n|\\r\\n" | "\\r\\n|\\r|\\n"
    );
    // `^(\S+)\s+(\S+)$` or `^([^,]*),([^,]*)$`: fields of a line, by their
    // separator.
    let groups = body.matches('(').count() - body.matches("(?").count();
    // What separates the fields: outside any `[...]` class (`[^)\s]` is
    // no separator).
    let outside = without_classes(body);
    let fields = if split || groups < 2 || body.contains("\\[") {
        None
    } else if outside.contains("\\s") || outside.contains(' ') {
        Some(("spaces", "line.split()"))
    } else if outside.contains(',') {
        Some(("commas", "line.split(\",\")"))
    } else if outside.contains("\\t") {
        Some(("tabs", "line.split(\"\\t\")"))
    } else if outside.contains(':') {
        Some(("colons", "line.split(\":\")"))
    } else if outside.contains(';') {
        Some(("semicolons", "line.split(\";\")"))
    } else {
        None
    };
    // `\[([^\]]*)\]\(([^)]+)\)`: Markdown's `[text](url)`.
    let link = body.contains("\\[") && body.contains("\\]\\(");
    // `/^\d{4}-\d{2}-\d{2}$/.test(date)`: fields of digits between one
    // separator, tested in the code's own name (trial 120's was told
    // only to match plain text).
    let tested = chars
        .get(end..)
        .map(|rest| rest.iter().collect::<String>())
        .and_then(|rest| {
            let name = rest
                .strip_prefix(".test(")?
                .split(')')
                .next()?
                .trim()
                .to_owned();
            (!name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.')))
            .then_some(name)
        });
    if let Some(name) = tested
        && let Some(test) = digit_fields(body, &name).or_else(|| fixed_width(body, &name))
    {
        return format!(
            "Rhai has no regex literals (`{literal}`) nor regular expressions: test the fields of digits the pattern holds, `{test}` (a text's `is_numeric` is true where every character is a digit; write `!(...)` around the test for the pattern's `!`)"
        );
    }
    if link {
        format!(
            "Rhai has no regex literals (`{literal}`) nor regular expressions: find each `[text](url)` with `index_of` from a position, {MARKDOWN_LINKS}"
        )
    } else if let Some((between, call)) = fields {
        let csv = if between == "commas" {
            " (`line.split_csv()` when a field may be quoted)"
        } else {
            ""
        };
        // (A field of digits, `(\d{2})`, is tested for them too: trial
        // 100's `^(\d{2}):(\d{2})$` told only as a split.)
        let digits = body.find("\\d").map(|at| {
            let count = body[at + 2..]
                .strip_prefix('{')
                .and_then(|rest| rest.split_once('}'))
                .and_then(|(n, _)| n.parse::<usize>().ok());
            match count {
                Some(n) => format!(
                    "; a field the pattern holds to digits, `\\d{{{n}}}`, is tested too, `f[0].len() == {n} && f[0].is_numeric()` (a text's `is_numeric` is true where every character is a digit)"
                ),
                None => "; a field the pattern holds to digits, `\\d+`, is tested too, `f[0].is_numeric()` (a text's `is_numeric` is true where every character is a digit, false for an empty one)".to_owned(),
            }
        });
        format!(
            "Rhai has no regex literals (`{literal}`) nor regular expressions: this pattern reads fields between {between}, which `let f = {call};` gives by index, `f[0]`, `f[1]`, ...{csv}; `f.len()` tells how many a line has, to skip one that does not fit{}",
            digits.unwrap_or_default()
        )
    } else if split && line_break {
        format!(
            "Rhai has no regex literals (`{literal}`): split the lines with `s.split(\"\\n\")`; a Windows line end leaves a `\\r` on each line, which `trim` drops: `s.split(\"\\n\").map(|l| l.trim())`"
        )
    } else if split && spaces {
        format!(
            "Rhai has no regex literals (`{literal}`): write `.split()` with no argument, which splits on whitespace (runs of spaces, tabs and newlines) and gives no empty strings; `s.split(\",\")` splits on a text"
        )
    } else if split && (body.starts_with("[^") || body.contains("\\W")) {
        let digits = ["0-9", "\\w", "\\W", "\\d"]
            .iter()
            .any(|d| body.contains(d));
        let test = if digits {
            "is_alphanumeric"
        } else {
            "is_alphabetic"
        };
        let kept = if digits { "letter or digit" } else { "letter" };
        format!(
            "Rhai has no regular expressions (`{literal}`), and `.split()` with no argument splits only on whitespace, so punctuation would stay on the words (`cat,`). To split on every character that is not a {kept}, turn those into spaces first, then split: {}",
            split_on_non(test)
        )
    } else if split && let Some(chars) = char_class(body) {
        // `/[.!?]+/`: each of a few characters, made one, then split.
        let (first, rest) = chars.split_first().unwrap_or((&'.', &[]));
        let replaced: String = rest
            .iter()
            .map(|c| format!(".replace({}, {})", quoted(*c), quoted(*first)))
            .collect();
        format!(
            "Rhai has no regular expressions (`{literal}`): to split at each of those characters, make them one first, then split at it, `let parts = s{replaced}.split({}).map(|p| p.trim()).filter(|p| p != \"\");` (the `filter` drops the empty pieces between two of them)",
            quoted(*first)
        )
    } else if split {
        format!(
            "Rhai has no regular expressions (`{literal}`): `.split()` with no argument splits only on whitespace, and `s.split(\",\")` only on that exact text, so write the split the pattern meant by hand (a loop over `s.chars()` can turn each separator into a space before `.split()`)"
        )
    } else if matches!(
        before,
        [.., Tok::Ident("match" | "matchAll"), Tok::Punct("(")]
    ) && (body.contains("\\w") || body.contains("a-z") || body.contains("A-Z"))
    {
        // `text.match(/\b[\w'-]+\b/g)`: the words.
        let extra: String = ['\'', '-']
            .iter()
            .filter(|c| body.contains(**c))
            .map(|c| format!(" || c == {}", quoted_char(*c)))
            .collect();
        let test = if body.contains("\\w") || body.contains("0-9") || body.contains("\\d") {
            "is_alphanumeric"
        } else {
            "is_alphabetic"
        };
        format!(
            "Rhai has no regular expressions (`{literal}`): to take the words, turn every other character into a space, then split, `let t = \"\"; for c in s.chars() {{ t += if c.{test}(){extra} {{ c }} else {{ ' ' }}; }} let words = t.split();`"
        )
    } else {
        format!(
            "Rhai has no regex literals (`{literal}`) nor regular expressions: match plain text with `s.contains(key)`, `s.index_of(key)`, `s.replace(key, \"b\")` or `s.split(\",\")`"
        )
    }
}

/// The characters of a class of single characters, `[.!?]` or `[.!?]+`:
/// no range, no escape, no negation.
fn char_class(body: &str) -> Option<Vec<char>> {
    let inner = body
        .trim_end_matches(['+', '*'])
        .strip_prefix('[')?
        .strip_suffix(']')?;
    (!inner.is_empty() && !inner.starts_with('^') && !inner.contains(['\\', '-', '[']))
        .then(|| inner.chars().collect())
}

/// `c` as a Rhai string literal.
fn quoted(c: char) -> String {
    format!("{:?}", c.to_string())
}

/// `c` as a Rhai character literal.
fn quoted_char(c: char) -> String {
    if c == '\'' {
        "'\\''".to_owned()
    } else {
        format!("'{c}'")
    }
}

/// The Rhai that splits the string `s` into the words of the characters
/// that pass `test` (`is_alphabetic`), as `words`.
pub(super) fn split_on_non(test: &str) -> String {
    format!(
        "`let t = \"\"; for c in s.chars() {{ t += if c.{test}() {{ c }} else {{ ' ' }}; }} let words = t.split();`"
    )
}

/// JavaScript's `new Array(n).fill(v)` (or `new Array(n)`) at token `at`
/// (the `new`): an empty array padded to `n` items, with the code's names.
pub(super) fn new_array(located: &[(usize, Tok<'_>)], at: usize, written: &str) -> Option<String> {
    if located.get(at + 1)?.1 != Tok::Ident("Array") || located.get(at + 2)?.1 != Tok::Punct("(") {
        return None;
    }
    let close = closing_paren(located, at + 2)?;
    let size = super::tokens::text_between(located, at + 3, close, written)
        .unwrap_or_else(|| "n".to_owned());
    let fill = match located.get(close + 1..close + 4) {
        Some(
            [
                (_, Tok::Punct(".")),
                (_, Tok::Ident("fill")),
                (_, Tok::Punct("(")),
            ],
        ) => {
            let end = closing_paren(located, close + 3)?;
            Some(super::tokens::text_between(
                located,
                close + 4,
                end,
                written,
            )?)
        }
        _ => None,
    };
    let name = match located {
        [
            (_, Tok::Ident("let" | "const" | "var")),
            (_, Tok::Ident(name)),
            ..,
        ] => *name,
        _ => "a",
    };
    let written_call = match &fill {
        Some(v) => format!("new Array({size}).fill({v})"),
        None => format!("new Array({size})"),
    };
    let item = fill.as_deref().unwrap_or("()");
    Some(format!(
        "Rhai has no `new` nor `Array(n)`: for `{written_call}` write `let {name} = []; {name}.pad({size}, {item});` (`pad` adds items up to that length, in place; the length must be an int: `n.to_int()` for a float)"
    ))
}

/// JavaScript's logical assignment at token `at` (`??=`, `||=` or `&&=`,
/// whose first token is at `at`): the test written out with the line's own
/// target and value, `if idx[t] == () { idx[t] = []; }`.
pub(super) fn logical_assignment(
    located: &[(usize, Tok<'_>)],
    at: usize,
    written: &str,
) -> Option<String> {
    let adjacent = |a: usize, b: usize| {
        located
            .get(a)?
            .0
            .checked_add(1)
            .filter(|c| Some(*c) == located.get(b).map(|t| t.0))
    };
    let (op, eq) = match (&located.get(at)?.1, &located.get(at + 1)?.1) {
        (Tok::Punct("??"), Tok::Punct("=")) => ("??=", at + 1),
        (Tok::Punct("|"), Tok::Punct("|")) | (Tok::Punct("&"), Tok::Punct("&"))
            if located.get(at + 2)?.1 == Tok::Punct("=")
                && adjacent(at, at + 1).is_some()
                && adjacent(at + 1, at + 2).is_some() =>
        {
            (
                if located[at].1 == Tok::Punct("|") {
                    "||="
                } else {
                    "&&="
                },
                at + 2,
            )
        }
        _ => return None,
    };
    // The target: `x`, `m.k`, `idx[t]`, read backwards.
    let mut start = at;
    while let Some(p) = start.checked_sub(1) {
        match located[p].1 {
            Tok::Punct("]") => start = super::tokens::opening(located.iter().map(|(_, t)| t), p)?,
            Tok::Ident(_) => {
                start = p;
                match p.checked_sub(1).map(|d| &located[d].1) {
                    Some(Tok::Punct(".")) => start = p - 1,
                    _ => break,
                }
            }
            _ => break,
        }
    }
    let target = super::tokens::text_between(located, start, at, written)?;
    // The value: up to the end of the expression.
    let mut depth = 0usize;
    let mut stop = located.len();
    for (k, (_, tok)) in located.iter().enumerate().skip(eq + 1) {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") if depth == 0 => {
                stop = k;
                break;
            }
            Tok::Punct(")" | "]" | "}") => depth -= 1,
            Tok::Punct(";" | ",") if depth == 0 => {
                stop = k;
                break;
            }
            _ => {}
        }
    }
    let value = super::tokens::text_between(located, eq + 1, stop, written)?;
    // An object's `{` (and any inside it, `{ projects: {} }`) is a map's.
    let value = if value.starts_with('{') {
        value.replace("#{", "{").replace('{', "#{")
    } else {
        value
    };
    // `(idx[t] ||= []).push(name)`: the chain goes on from the target.
    let then = match (
        start.checked_sub(1).map(|k| &located[k].1),
        located.get(stop).map(|t| &t.1),
        located.get(stop + 1).map(|t| &t.1),
    ) {
        (Some(Tok::Punct("(")), Some(Tok::Punct(")")), Some(Tok::Punct("."))) => {
            let mut depth = 0usize;
            let end = located
                .iter()
                .enumerate()
                .skip(stop + 1)
                .find(|(_, (_, tok))| match tok {
                    Tok::Punct("(" | "[" | "{") => {
                        depth += 1;
                        false
                    }
                    Tok::Punct(")" | "]" | "}") if depth == 0 => true,
                    Tok::Punct(")" | "]" | "}") => {
                        depth -= 1;
                        false
                    }
                    Tok::Punct(";") => depth == 0,
                    _ => false,
                })
                .map_or(located.len(), |(k, _)| k);
            let rest =
                super::tokens::text_between(located, stop + 1, end, written).unwrap_or_default();
            format!(", then `{target}{rest};`")
        }
        _ => String::new(),
    };
    Some(match op {
        "??=" => format!(
            "Rhai has no `??=`: write the assignment out, `x = x ?? value;` (here `{target} = {target} ?? {value};`){then}"
        ),
        "||=" => format!(
            "Rhai has no `||=`: write the test out, `if {target} == () {{ {target} = {value}; }}`{then} (JavaScript's `||=` also replaces `0`, `\"\"` and `false`: test `!truthy({target})` if those can occur)"
        ),
        _ => format!(
            "Rhai has no `&&=`: write the test out, `if truthy({target}) {{ {target} = {value}; }}`{then}"
        ),
    })
}

/// `re.compile(r"^(\d{1,2}):(\d{2}) (\w+)$")` (or `re.match` of such a
/// pattern): the fields of a line, which a split gives, told as a regex
/// literal's are (trial 83 was told the module's generic point, then
/// unpacked `m.groups()`).
pub(super) fn regex_fields(
    located: &[(usize, Tok<'_>)],
    at: usize,
    written: &str,
) -> Option<String> {
    let Some((_, Tok::Ident(member @ ("compile" | "match" | "fullmatch" | "search")))) =
        located.get(at + 2)
    else {
        return None;
    };
    let open = at + 3;
    if located.get(open)?.1 != Tok::Punct("(") {
        return None;
    }
    let first = if matches!(located.get(open + 1), Some((_, Tok::Ident("r")))) {
        open + 2
    } else {
        open + 1
    };
    let (column, Tok::Str(_, n)) = located.get(first)? else {
        return None;
    };
    let pattern: String = written.chars().skip(*column).take(*n).collect();
    let told = regex(&format!("/{pattern}/"), 1, &[]);
    let rest = told
        .split_once(" nor regular expressions: this pattern reads fields between ")?
        .1;
    Some(format!(
        "Rhai has no `re.{member}` nor regular expressions: this pattern reads fields between {rest}; where the code reads the match's groups (`m.groups()`, `m.group(1)`), read those fields instead"
    ))
}

/// Python's `re.sub`, `re.findall`, `re.split`… at token `at` (the `re`)
/// whose pattern has a character class (`r"[^a-z0-9]+"`), which no plain
/// text method does: a loop over the characters that tests each. A
/// `re.sub` replacing the run of characters outside a class with one
/// character (a slug) is written out whole, on the code's own string.
pub(super) fn regex_class(
    located: &[(usize, Tok<'_>)],
    at: usize,
    written: &str,
) -> Option<String> {
    let Some((_, Tok::Ident(member))) = located.get(at + 2) else {
        return None;
    };
    let open = at + 3;
    if located.get(open)?.1 != Tok::Punct("(") {
        return None;
    }
    let close = closing_paren(located, open)?;
    let literal = |k: usize| -> Option<String> {
        match located.get(k)? {
            (c, Tok::Str(_, n)) => Some(written.chars().skip(*c).take(*n).collect()),
            _ => None,
        }
    };
    // `r"..."` is a name `r` and the literal.
    let first = if matches!(located.get(open + 1), Some((_, Tok::Ident("r")))) {
        open + 2
    } else {
        open + 1
    };
    let pattern = literal(first)?;
    if !pattern.contains('[') {
        return None;
    }
    let test = if pattern.contains("0-9") || pattern.contains("\\d") || pattern.contains("\\w") {
        "is_alphanumeric"
    } else {
        "is_alphabetic"
    };
    // The arguments after the pattern, at the call's top level.
    let mut commas = Vec::new();
    let mut depth = 0usize;
    for (k, (_, tok)) in located.iter().enumerate().take(close).skip(open + 1) {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
            Tok::Punct(",") if depth == 0 => commas.push(k),
            _ => {}
        }
    }
    let generic = format!(
        "Rhai has no regular expressions (`re.{member}` with `{pattern}`), and no text method matches a class of characters: loop over the characters and test each, `for c in s.chars() {{ if c.{test}() {{ ... }} }}` (`c.is_alphabetic()` for letters only, `c.is_alphanumeric()` with digits)"
    );
    let slug = *member == "sub" && pattern.starts_with("[^") && commas.len() == 2;
    let replacement = literal(commas.first()? + 1).filter(|r| r.chars().count() == 1);
    let (Some(r), true) = (replacement, slug) else {
        return Some(generic);
    };
    let input = super::tokens::text_between(located, commas[1] + 1, close, written)?;
    let input = super::translate::expression(&input);
    let input = if input.contains(' ') {
        format!("({input})")
    } else {
        input
    };
    Some(format!(
        "Rhai has no regular expressions (`re.sub` with `{pattern}`): keep each character the class allows and put one `{r}` for each run of the others, `let out = \"\"; for c in {input}.chars() {{ if c.{test}() {{ out += c; }} else if out != \"\" && !out.ends_with(\"{r}\") {{ out += \"{r}\"; }} }} if out.ends_with(\"{r}\") {{ out.pop(); }}` (then `out` is the result, with no `{r}` at either end; letters of any alphabet count)"
    ))
}

/// The index of the `)` that closes the `(` at `open`.
fn closing_paren(located: &[(usize, Tok<'_>)], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (k, (_, tok)) in located.iter().enumerate().skip(open) {
        match tok {
            Tok::Punct("(") => depth += 1,
            Tok::Punct(")") => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

/// The default after `||` that JavaScript and Python write (`0`, `""`,
/// `[]`, `{}`), as Rhai writes it.
pub(super) fn default_value(after: &[&Tok<'_>]) -> Option<String> {
    match after {
        [Tok::Ident(n), ..] if n.starts_with(|c: char| c.is_ascii_digit()) => Some((*n).to_owned()),
        [Tok::Ident(word @ ("true" | "false")), ..] => Some((*word).to_owned()),
        [Tok::Str('"' | '\'', 0), ..] => Some("\"\"".to_owned()),
        [Tok::Punct("["), Tok::Punct("]"), ..] => Some("[]".to_owned()),
        [Tok::Punct("{"), Tok::Punct("}"), ..]
        | [Tok::Punct("#"), Tok::Punct("{"), Tok::Punct("}"), ..] => Some("#{}".to_owned()),
        // `this.returned || TODAY`: a constant's name, which no test is
        // written in (trial 140's was told nothing).
        [Tok::Ident(n), rest @ ..]
            if n.chars().any(|c| c.is_ascii_uppercase())
                && n.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                && matches!(
                    rest.first(),
                    None | Some(Tok::Punct(";" | ")" | "," | "]" | "}"))
                ) =>
        {
            Some((*n).to_owned())
        }
        _ => None,
    }
}

/// The whole expression that ends just before token `at` (the `||` of
/// `const width = (max - min) / buckets || 1;` ends `(max - min) /
/// buckets`), as written: back to an unmatched bracket, a `=`, `,`, `:`,
/// `return`, or another `||`, `&&` or `??`.
fn expression_before(located: &[(usize, Tok<'_>)], at: usize, written: &str) -> Option<String> {
    let mut depth = 0usize;
    let mut k = at;
    while k > 0 {
        match &located[k - 1].1 {
            Tok::Punct(")" | "]" | "}") => depth += 1,
            Tok::Punct("(" | "[" | "{") => match depth.checked_sub(1) {
                Some(d) => depth = d,
                None => break,
            },
            Tok::Punct("=" | "," | ":" | "?" | ";" | "??" | "=>")
            | Tok::Ident("return" | "let" | "const" | "var" | "in" | "of")
                if depth == 0 =>
            {
                break;
            }
            Tok::Punct(p @ ("|" | "&"))
                if depth == 0 && k >= 2 && located[k - 2].1 == Tok::Punct(p) =>
            {
                break;
            }
            _ => {}
        }
        k -= 1;
    }
    super::tokens::text_between(located, k, at, written)
}

/// `text` with each JavaScript arrow of plain parameters, `(j) =>` or
/// `j =>`, written as Rhai's closure, `|j|`.
fn closures(text: &str) -> String {
    let mut out = text.to_owned();
    // (Each turn rewrites one; a line holds few.)
    for _ in 0..8 {
        let Some(at) = out.find("=>") else {
            break;
        };
        let before = out[..at].trim_end();
        let plain = |p: &str| {
            p.chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == ',' || c == ' ')
        };
        let (start, params) = match before.strip_suffix(')') {
            Some(inner) => {
                let Some(open) = inner.rfind('(') else {
                    break;
                };
                (open, inner[open + 1..].to_owned())
            }
            None => {
                let start = before
                    .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .map_or(0, |i| i + 1);
                (start, before[start..].to_owned())
            }
        };
        if params.is_empty() && !before.ends_with("()") || !plain(&params) {
            break;
        }
        let body = out[at + 2..].trim_start().to_owned();
        out = format!("{}|{}| {body}", &out[..start], params.trim());
    }
    out
}

/// What `left || right` is told, for the `||` at token `at` with the
/// default `right` after it: `??` for a missing value (a map's key, a
/// field, a call's result), and a test of 0 for a number, which `??`
/// never replaces.
pub(super) fn or_default(
    located: &[(usize, Tok<'_>)],
    at: usize,
    written: &str,
    right: &str,
) -> String {
    let operand = super::tokens::operand_before(located, at, written);
    let whole = expression_before(located, at, written).unwrap_or_else(|| operand.clone());
    let name = |s: &str| s.chars().all(|c| c == '_' || c.is_alphanumeric());
    let lookup = whole == operand && (operand.ends_with([']', ')']) || operand.contains('.'));
    let number = right.starts_with(|c: char| c.is_ascii_digit());
    // `process.argv[2] || "data.csv"`: a command line's argument, which a
    // plugin takes as its tool's (trial 89 was told `process.argv` kept).
    if whole.starts_with("process.argv") || whole.starts_with("sys.argv") {
        let right = if right.contains('\'') && !right.contains('"') {
            right.replace('\'', "\"")
        } else {
            right.to_owned()
        };
        return format!(
            "a plugin has no command line: its inputs are its tool's arguments, so write `args.path ?? {right}` instead of `{whole} || {right}`, with a parameter `path` in the tool's `parameters` that a call may leave out, `path: #{{ type: \"string\", required: false }}`"
        );
    }
    // `this.returned || TODAY`: a constant, whose kind the line does not
    // show; the value before it may be missing or an empty text (trial
    // 140's was a CSV field, `""` when not returned).
    if right.starts_with(|c: char| c.is_ascii_uppercase()) && name(right) {
        let rhai = super::translate::expression(&whole);
        let rhai = rhai.trim();
        return format!(
            "`||` takes only booleans in Rhai, and `??` replaces only `()` (a missing value), not the `\"\"` or `0` that JavaScript's `||` replaces too: write `{rhai} ?? {right}` where it may be missing, `if {rhai} != \"\" {{ {rhai} }} else {{ {right} }}` where it may be an empty text, instead of `{whole} || {right}`"
        );
    }
    // `xs.join(", ") || "none"`: a text that may be empty, never `()`.
    if right.starts_with('"') && right != "\"\"" {
        // (In Rhai: `'*'.repeat(aces)` is `"".pad(aces, "*")`, trial 63.)
        let rhai = super::translate::expression(&whole);
        // (JavaScript's `'*'`: a text is in double quotes.)
        let rhai = if rhai.contains('\'') && !rhai.contains('"') {
            rhai.replace('\'', "\"")
        } else {
            rhai
        };
        // (`late.map((j) => ...)`: the arrow a closure, trial 108.)
        let rhai = if rhai.contains("=>") {
            closures(&rhai)
        } else {
            rhai
        };
        let pending = super::python::pending_note(&rhai);
        return format!(
            "`||` takes only booleans in Rhai, and `??` replaces only `()` (a missing value), not an empty text: for a text that may be empty, write `let t = {rhai}; if t != \"\" {{ t }} else {{ {right} }}` instead of `{whole} || {right}` (`{rhai} ?? {right}` where it may be missing){pending}"
        );
    }
    // `rows.length || 1`: a count, never `()`, so `??` would keep its 0.
    if let Some(of) = whole
        .strip_suffix(".length")
        .or_else(|| whole.strip_suffix(".size"))
        .or_else(|| whole.strip_suffix(".len()"))
    {
        return format!(
            "`||` takes only booleans in Rhai, and a length is never `()`, so `??` would keep a 0: write `if {of}.len() > 0 {{ {of}.len() }} else {{ {right} }}` instead of `{whole} || {right}`"
        );
    }
    // `Number(penText) || 0`: JavaScript's default for text that is no
    // number (NaN) or empty, where Rhai's conversion throws (trial 139's
    // form kept `Number(...)` before `??`, which never gave the 0).
    if let Some((call, text)) = [
        "Number.parseFloat(",
        "Number.parseInt(",
        "Number(",
        "parseFloat(",
        "parseInt(",
    ]
    .iter()
    .find_map(|c| whole.strip_prefix(c).map(|rest| (*c, rest)))
    .and_then(|(c, rest)| Some((c, rest.strip_suffix(')')?)))
    .filter(|(_, text)| !text.contains(['(', ')']))
    {
        let parse = if call.contains("Int") {
            "parse_int"
        } else {
            "parse_float"
        };
        return format!(
            "`||` takes only booleans in Rhai, and its conversion throws on text that is no number where JavaScript's gives NaN: with `fn to_number(s) {{ try {{ {parse}(s) }} catch {{ () }} }}` at the top level of the code, which gives `()` for such text, write `to_number({text}) ?? {right}` instead of `{whole} || {right}`{}",
            if parse == "parse_float" {
                " (a float, which prints as `5.0`: `.to_int()` for a whole number)"
            } else {
                ""
            }
        );
    }
    if !number || lookup || right.trim_end_matches(['0', '.']).is_empty() {
        return format!(
            "`||` takes only booleans in Rhai, so `{whole} || {right}` gives no default: a missing map key or value is `()`, and `??` gives its right side for `()`: write `{whole} ?? {right}`"
        );
    }
    let float = |n: &str| {
        if n.contains('.') {
            n.to_owned()
        } else {
            format!("{n}.0")
        }
    };
    let one = float(right);
    let start =
        "`||` takes only booleans in Rhai, and `??` replaces only `()` (a missing value), not 0";
    if name(&whole) {
        return format!(
            "{start}: for a number `{whole}` that may be 0, write `if {whole} == 0.0 {{ {one} }} else {{ {whole} }}` instead of `{whole} || {right}`"
        );
    }
    let declared = match located {
        [
            (_, Tok::Ident("let" | "const" | "var")),
            (_, Tok::Ident(n)),
            (_, Tok::Punct("=")),
            ..,
        ] => Some(*n),
        _ => None,
    };
    match declared {
        Some(n) => format!(
            "{start}: `{whole}` is a number that may be 0, so write `let {n} = {whole}; if {n} == 0.0 {{ {n} = {one}; }}` instead of `{whole} || {right}`"
        ),
        None => format!(
            "{start}: `{whole}` is a number that may be 0, so write `let w = {whole};` and use `if w == 0.0 {{ {one} }} else {{ w }}` instead of `{whole} || {right}`"
        ),
    }
}

/// The operand that starts at token `from` as written, and whether a
/// comparison follows it (`r[0] > 1`, a bool whole); `None` where no
/// operand starts there.
pub(super) fn operand_from(
    located: &[(usize, Tok<'_>)],
    from: usize,
    written: &str,
) -> Option<(String, bool)> {
    let end = operand_after(located, from)?;
    let compared = matches!(
        located.get(end).map(|(_, t)| t),
        Some(Tok::Punct("<" | ">" | "<=" | ">=" | "==" | "!=") | Tok::Ident("in" | "is" | "not"))
    );
    Some((
        super::tokens::text_between(located, from, end, written)?,
        compared,
    ))
}

/// The operand that starts at token `from` (`os.path.exists(path)` after
/// `not`): a name followed by `.name`, `(...)` and `[...]`; the index of
/// the token after it.
fn operand_after(located: &[(usize, Tok<'_>)], from: usize) -> Option<usize> {
    let mut k = from;
    if !matches!(located.get(k)?.1, Tok::Ident(_)) {
        return None;
    }
    k += 1;
    loop {
        match located.get(k).map(|(_, t)| t) {
            Some(Tok::Punct(".")) if matches!(located.get(k + 1), Some((_, Tok::Ident(_)))) => {
                k += 2;
            }
            Some(Tok::Punct(open @ ("(" | "["))) => {
                let close = if *open == "(" { ")" } else { "]" };
                let mut depth = 0usize;
                loop {
                    match located.get(k).map(|(_, t)| t)? {
                        Tok::Punct(p) if p == open => depth += 1,
                        Tok::Punct(p) if *p == close => {
                            depth = depth.saturating_sub(1);
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    k += 1;
                }
                k += 1;
            }
            _ => return Some(k),
        }
    }
}

/// An operand in Rhai as the other hints teach it, with Python's
/// `strip()` (no argument) as `trim()`, which the sandbox's strings return.
fn rhai_operand(text: &str) -> String {
    super::translate::expression(text).replace(".strip()", ".trim()")
}

/// Whether an operand (a name with `.name`, calls and indexes) is
/// clearly a bool: a call of a method that tests (`is_empty`,
/// `starts_with`, `contains`, Python's `isdigit`, `os.path.exists`), or
/// `True`/`False`.
fn boolean(toks: &[(usize, Tok<'_>)]) -> bool {
    let mut depth = 0usize;
    let mut last = None;
    for (k, (_, tok)) in toks.iter().enumerate() {
        match tok {
            Tok::Punct("(" | "[") => depth += 1,
            Tok::Punct(")" | "]") => depth = depth.saturating_sub(1),
            Tok::Ident(name) if depth == 0 => last = Some((k, *name)),
            _ => {}
        }
    }
    let Some((k, name)) = last else {
        return false;
    };
    let called = toks.get(k + 1).map(|(_, t)| t) == Some(&Tok::Punct("("));
    // A name that says it holds a bool: `all_ok`, `is_done`, `found`.
    let flag = !called && flag_like(name);
    flag || matches!(name, "True" | "False" | "true" | "false")
        || (called
            && (name.starts_with("is")
                || name.starts_with("has")
                || name.starts_with("starts")
                || name.starts_with("ends")
                || name.starts_with("contains")
                || matches!(name, "exists" | "all" | "any" | "some" | "callable")))
}

/// Python's truthiness in `if x:`, `while x:` or `if x and y:`: each
/// condition that is a name, or a chain of calls, fields and indexes, that
/// is not clearly a bool. Rhai's `if` takes a bool only; `not x` is taught
/// by [`not`].
pub(super) fn truthiness(located: &[(usize, Tok<'_>)], written: &str) -> Vec<Habit> {
    let (Some((_, Tok::Ident(word @ ("if" | "elif" | "while")))), Some((_, Tok::Punct(":")))) =
        (located.first(), located.last())
    else {
        return Vec::new();
    };
    let word = if *word == "elif" { "else if" } else { word };
    let mut out = Vec::new();
    let mut from = 1;
    while from < located.len() - 1 {
        let Some(end) = operand_after(located, from) else {
            break;
        };
        let alone = end == located.len() - 1
            || matches!(located.get(end), Some((_, Tok::Ident("and" | "or"))));
        let named = !matches!(
            located[from].1,
            Tok::Ident("not" | "None" | "True" | "False")
        ) && !matches!(located[from].1, Tok::Ident(n) if n.starts_with(|c: char| c.is_ascii_digit()));
        if alone
            && named
            && !boolean(&located[from..end])
            && let Some(text) = super::tokens::text_between(located, from, end, written)
        {
            let x = rhai_operand(&text);
            out.push(Habit {
                column: located[from].0,
                text: format!(
                    "Rhai has no truthiness, and `{word} {text}:` needs a bool: write `{word} {x} != \"\" {{ ... }}` for a string, `{word} !{x}.is_empty() {{ ... }}` (or `{x}.len() > 0`) for an array, `{word} {x} != 0 {{ ... }}` for a number, `{word} {x} != () {{ ... }}` for a value that may be missing (Python's `None`), and `{word} {x} {{ ... }}` as it is when it is a bool (where it may be any of these, `{word} truthy({x}) {{ ... }}` tests as Python does)"
                ),
            });
        }
        // The next condition, after `and` / `or`.
        match (end..located.len()).find(|k| matches!(located[*k].1, Tok::Ident("and" | "or"))) {
            Some(k) => from = k + 1,
            None => break,
        }
    }
    out
}

/// JavaScript's truthiness around `&&` and `||`: a bare name guarding what
/// follows (`n && n.length > 0`), or a default after `||` (`name || "x"`).
/// Rhai's `&&` and `||` take bools, so each fails when it runs.
pub(super) fn logic_truthiness(located: &[(usize, Tok<'_>)], written: &str) -> Vec<Habit> {
    let mut out = Vec::new();
    // `if (!name) continue;`: `!` over a name in a line of JavaScript.
    if let Some([_, (column, _), (_, Tok::Ident(x)), (_, after)]) = located.windows(4).find(|w| {
        matches!(
            w,
            [
                (_, Tok::Punct("(" | "&" | "|" | "=" | ",")) | (_, Tok::Ident("return" | "if")),
                (_, Tok::Punct("!")),
                (_, Tok::Ident(_)),
                (_, Tok::Punct(")" | "&" | "|" | ";" | ","))
            ]
        )
    }) && !flag_like(x)
        && !KEYWORDS.contains(x)
        && *after != Tok::Punct("(")
        && located.iter().any(|(_, t)| {
            matches!(
                t,
                Tok::Punct("=>") | Tok::Ident("const" | "continue" | "return")
            )
        })
    {
        out.push(Habit {
            column: *column,
            text: format!(
                "Rhai has no truthiness, and `!` takes a bool: instead of `!{x}`, test what you mean, `{x} == \"\"` for a string, `{x}.is_empty()` for an array, `{x} == ()` for a missing value, or `!truthy({x})` as JavaScript tests"
            ),
        });
    }
    // `list.filter((f) => !f.cancelled)`: a field that may be missing
    // (`cancelled?: boolean`) reads as `()`, which `!` refuses.
    // `if (!t.resolved)` too.
    let in_if = |k: usize| {
        k >= 2 && located[k - 1].1 == Tok::Punct("(") && located[k - 2].1 == Tok::Ident("if")
    };
    if let Some(k) = (0..located.len().saturating_sub(4)).find(|k| {
        matches!(
            &located[*k..*k + 5],
            [
                (_, Tok::Punct("!")),
                (_, Tok::Ident(_)),
                (_, Tok::Punct(".")),
                (_, Tok::Ident(_)),
                (_, Tok::Punct(")" | "&" | "|" | ";" | "," | "?"))
            ]
        )
    }) && let [
        (column, _),
        (_, Tok::Ident(obj)),
        _,
        (_, Tok::Ident(field)),
        _,
    ] = &located[k..k + 5]
        && (located.iter().any(|(_, t)| *t == Tok::Punct("=>")) || in_if(k))
        && !KEYWORDS.contains(obj)
    {
        // `!played.length`: an empty array's (trial 63).
        let text = if *field == "length" {
            format!(
                "Rhai has no truthiness, and `!` takes a bool: `!{obj}.length` is `{obj}.len() == 0`"
            )
        } else {
            format!(
                "`!` takes a bool, and a missing field reads as `()`, which `!` refuses (\"Function not found: ! (())\"): where `{obj}.{field}` may be missing, write `!({obj}.{field} ?? false)` for a bool (a field that holds an array or a number when set is tested `{obj}.{field} == ()`)"
            )
        };
        out.push(Habit {
            column: *column,
            text,
        });
    }
    // `if (t.firstReply)`: a field's truthiness, in JavaScript's brackets.
    if let [
        (_, Tok::Ident("if")),
        (_, Tok::Punct("(")),
        (column, Tok::Ident(obj)),
        (_, Tok::Punct(".")),
        (_, Tok::Ident(field)),
        (_, Tok::Punct(")")),
        ..,
    ] = located
        && !KEYWORDS.contains(obj)
        && !flag_like(field)
    {
        // `if (seen.size)`: a count, which is `len()` in Rhai.
        let text = if matches!(*field, "size" | "length") {
            format!(
                "Rhai has no truthiness, and `if` takes a bool: write `if {obj}.len() > 0 {{ ... }}` (`{field}` is `len()` in Rhai, and `{obj}.{field}` reads as `()`)"
            )
        } else {
            format!(
                "Rhai has no truthiness, and `if` takes a bool: write `if {obj}.{field} != () {{ ... }}` for a value that may be missing (a missing field reads as `()`), or compare as you mean, `!= \"\"` for a text, `!= 0` for a number"
            )
        };
        out.push(Habit {
            column: *column,
            text,
        });
    }
    // `(b[1] - a[1]) || a[0].localeCompare(b[0])`: a number's fallback.
    let javascript = located.iter().any(|(_, t)| *t == Tok::Punct("=>"));
    if javascript
        && let Some([_, (column, _), _]) = located.windows(3).find(|w| {
            matches!(
                w,
                [
                    (_, Tok::Ident(_) | Tok::Punct(")" | "]")),
                    (_, Tok::Punct("|")),
                    (_, Tok::Punct("|"))
                ]
            )
        })
        && located.windows(2).any(|w| {
            matches!(w, [(_, Tok::Punct("-")), _])
                || matches!(w, [(_, Tok::Ident("localeCompare")), _])
        })
    {
        // (The code's own comparer where it reads as one: trial 106's
        // `b[1].length - a[1].length || ...` was told `b[1] - a[1]`.)
        // `b - a || 0`: a tie's fallback of 0, which the difference is
        // already (trial 114 was told a tie-break the code has not).
        let zero = written.split_once("||").is_some_and(|(_, right)| {
            right.trim_start().strip_prefix('0').is_some_and(|rest| {
                rest.trim_start().starts_with([')', ';', ',']) || rest.trim().is_empty()
            })
        });
        let text = if zero {
            ZERO_TIE.to_owned()
        } else {
            let form = tie_broken(written).unwrap_or_else(|| "|a, b| { let d = b[1] - a[1]; if d != 0 { d } else if a[0] < b[0] { -1 } else if a[0] > b[0] { 1 } else { 0 } }".to_owned());
            format!(
                "Rhai's `||` takes bools, so it is no fallback for a number: in a `sort` comparer, break a tie with `if` instead, `{form}`"
            )
        };
        out.push(Habit {
            column: *column,
            text,
        });
    }
    // `l.trim() && !l.startsWith("#")`: a text tested for being empty.
    // (The test trims a copy: the sandbox's `trim` changes the text it is
    // called on, which the code reads after, trial 170.)
    for (k, window) in located.windows(7).enumerate() {
        let [
            (column, Tok::Ident(x)),
            (_, Tok::Punct(".")),
            (_, Tok::Ident(method @ ("trim" | "trimStart" | "trimEnd" | "strip"))),
            (_, Tok::Punct("(")),
            (_, Tok::Punct(")")),
            (_, Tok::Punct(op @ ("&" | "|"))),
            (_, Tok::Punct(op2)),
        ] = window
        else {
            continue;
        };
        if op == op2 {
            let negated = k > 0 && located[k - 1].1 == Tok::Punct("!");
            let (test, of) = if negated {
                ("==", format!("!{x}.{method}()"))
            } else {
                ("!=", format!("{x}.{method}()"))
            };
            out.push(Habit {
                column: *column,
                text: format!(
                    "Rhai has no truthiness, and `&&` and `||` take bools: a text is tested against \"\", `{x}.to_string().trim() {test} \"\"` for `{of}` (the sandbox's `trim` changes the text it is called on; `to_string()` trims a copy, so `{x}` stays as it was)"
                ),
            });
        }
    }
    for (k, window) in located.windows(3).enumerate() {
        let [
            (column, Tok::Ident(x)),
            (_, Tok::Punct(op @ ("&" | "|"))),
            (_, Tok::Punct(op2)),
        ] = window
        else {
            continue;
        };
        if op != op2 || flag_like(x) || KEYWORDS.contains(x) {
            continue;
        }
        // The name stands alone: nothing before it but a boundary.
        let before = k.checked_sub(1).map(|b| &located[b].1);
        let alone = matches!(
            before,
            None | Some(Tok::Punct(
                "(" | "," | "=" | "=>" | "?" | ":" | "{" | "|" | "&" | "!"
            )) | Some(Tok::Ident("return" | "if" | "while"))
        );
        // `|x| x || y` is a closure's parameter list, not an operator.
        if !alone || (before == Some(&Tok::Punct("|")) && *op == "|") {
            continue;
        }
        let after = located.get(k + 3).map(|(_, t)| t);
        // A guard, `x && x.length`, or a line of JavaScript: a name of
        // Rhai code before `&&` may well be a bool.
        let guard =
            after == Some(&Tok::Ident(x)) || located.iter().any(|(_, t)| *t == Tok::Punct("=>"));
        let text = if *op == "&" && guard {
            format!(
                "Rhai has no truthiness, and `&&` takes bools: instead of `{x} && ...`, test what you mean, `{x} != \"\"` for a string, `{x}.len() > 0` for an array, `{x} != ()` for a value that may be missing"
            )
        } else if *op == "|"
            && (matches!(after, Some(Tok::Str(..) | Tok::Punct("[" | "{")))
                || matches!(after, Some(Tok::Ident(n)) if n.starts_with(|c: char| c.is_ascii_digit())))
        {
            format!(
                "Rhai's `||` takes bools, so it gives no default: write `{x} ?? ...` for a value that may be missing (`()`), or `if {x} == \"\" {{ ... }} else {{ {x} }}` for an empty string"
            )
        } else {
            continue;
        };
        out.push(Habit {
            column: *column,
            text,
        });
    }
    out
}

/// Words that are no value a `&&` could test.
const KEYWORDS: [&str; 6] = ["true", "false", "null", "undefined", "None", "this"];

/// A name that reads as a bool already (`ok`, `isEmpty`, `has_key`,
/// `all_ok`).
pub(super) fn flag_like(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    [
        "is", "has", "can", "should", "was", "did", "allow", "enable",
    ]
    .iter()
    .any(|p| lower.starts_with(p))
        || lower.ends_with("_ok")
        || matches!(
            lower.as_str(),
            "ok" | "done"
                | "found"
                | "valid"
                | "ready"
                | "exists"
                | "matched"
                | "matches"
                | "seen"
                | "first"
                | "changed"
                | "verbose"
                | "debug"
                | "force"
                | "dry"
                | "strict"
                | "enabled"
        )
}

/// Python's `not x` at token `at`: `!` over the whole operand, with
/// `os.path.exists(p)` as the plugin tests a path.
pub(super) fn not(
    located: &[(usize, Tok<'_>)],
    at: usize,
    written: &str,
    add: &mut impl FnMut(String),
) {
    let operand = |t: Option<&Tok<'_>>| {
        matches!(
            t,
            Some(Tok::Ident(_) | Tok::Str(..) | Tok::Punct(")" | "]"))
        )
    };
    let prev = at
        .checked_sub(1)
        .and_then(|i| located.get(i))
        .map(|(_, t)| t);
    let next = located.get(at + 1).map(|(_, t)| t);
    let after_word = matches!(
        prev,
        Some(Tok::Ident(
            "and" | "or" | "if" | "elif" | "while" | "return"
        ))
    );
    // `not (row.get(k) or "").strip()`: a stripped text, empty when
    // false (trial 152's was told `!(...)`, which takes no text).
    if next == Some(&Tok::Punct("("))
        && let Some(close) = super::tokens::closing(located.iter().map(|(_, t)| t), at + 1)
        && let [
            (_, Tok::Punct(".")),
            (_, Tok::Ident("strip" | "rstrip" | "lstrip")),
            (_, Tok::Punct("(")),
            (_, Tok::Punct(")")),
            ..,
        ] = located.get(close + 1..).unwrap_or_default()
        && let Some(text) = super::tokens::text_between(located, at + 1, close + 5, written)
    {
        add(format!(
            "`{text}` is a text, and Rhai's `!` takes only a bool (Rhai has no `not`): test it, `{} == \"\"` for `not {text}`",
            super::translate::expression(&text)
        ));
        return;
    }
    // `not (a and b)`: `not` of the bracket's test (trial 68).
    if next == Some(&Tok::Punct("(")) && (!operand(prev) || after_word) {
        add("write `!(...)` around the whole test instead of `not` (`!` takes a bool, and Rhai has no `not`)".to_owned());
        return;
    }
    if !operand(next) || (operand(prev) && !after_word) {
        return;
    }
    let Some(end) = operand_after(located, at + 1) else {
        return;
    };
    // `not 2.0 <= ph <= 7.0`: `not` of a comparison, a bool, which the
    // comparison's own point tells.
    if matches!(
        located.get(end).map(|(_, t)| t),
        Some(Tok::Punct("<" | ">" | "<=" | ">=" | "==" | "!=")) | Some(Tok::Ident("in" | "is"))
    ) {
        add("write `!(...)` around the whole test instead of `not` (`!` takes a bool, and Rhai has no `not`)".to_owned());
        return;
    }
    let Some(text) = super::tokens::text_between(located, at + 1, end, written) else {
        return;
    };
    let plain = end == at + 2;
    // `not TIME_RE.match(start)`: a regex's match, which the regex's own
    // point writes as a test (trial 118 was told its truthiness).
    if [".match(", ".fullmatch(", ".search("]
        .iter()
        .any(|m| text.contains(m))
    {
        add(format!(
            "`{text}` is a regular expression's match, and Rhai has none: test the text itself instead (its `len()`, `contains(...)`, `is_numeric()` (true where every character is a digit), or split it and `parse_int` each part in a `try`), and write `!` before that test for `not`"
        ));
        return;
    }
    let fs_test = ["os.path.exists(", "os.path.isfile(", "os.path.isdir("]
        .iter()
        .find_map(|call| text.strip_prefix(call));
    if let Some(args) = fs_test {
        add(format!(
            "`not {text}` is `!ctx.fs.exists({args}` in Rhai (`!` before the whole call; `ctx.fs.exists` needs `inject: [\"fs\"]` in the plugin map)"
        ));
    } else if plain {
        // The form the name suggests first: `not found` tests a bool,
        // `not line` an empty string.
        let flag = flag_like(&text);
        add(if flag {
            format!(
                "write `!{text}` instead of `not {text}` when it is a bool (Rhai has no truthiness: `{text} == ()` for a missing value, `{text}.is_empty()` for an empty string or array)"
            )
        } else {
            format!(
                "Rhai has no truthiness: for `not {text}`, `{text}.is_empty()` tests an empty string or array, `!{text}` a bool, `{text} == ()` a missing value, or, where it may be any of those, `!truthy({text})` (the sandbox's `truthy` tests as Python does)"
            )
        });
    } else if !boolean(&located[at + 1..end]) {
        let rhai = rhai_operand(&text);
        // `not line.strip()`: the sandbox's `trim` changes `line` itself
        // (trials 65 and 72 met the warning at the next mount).
        let copy = rhai
            .strip_suffix(".trim()")
            .filter(|name| name.chars().all(|c| c.is_alphanumeric() || c == '_'))
            .map_or(String::new(), |name| {
                format!(
                    "; the sandbox's `trim` changes `{name}` itself: where `{name}` is read after as it was, trim a copy, `let t = {name}; if t.trim().is_empty() {{ ... }}`"
                )
            });
        // `not line.strip()` is a text's test whatever `line` is: no
        // other kind to offer (trial 158 rated the four forms unclear).
        let textual = [
            ".trim()",
            ".trim_start()",
            ".trim_end()",
            ".to_lower()",
            ".to_upper()",
        ]
        .iter()
        .any(|m| rhai.ends_with(m));
        add(if textual {
            let copy = copy.replace("if t.trim().is_empty() { ... }", "t.trim() == \"\"");
            format!(
                "Rhai has no truthiness: `{text}` is a text, so `not {text}` is `{rhai} == \"\"`{copy}"
            )
        } else {
            format!(
                "Rhai has no truthiness: for `not {text}`, `{rhai}.is_empty()` tests an empty string or array, `!{rhai}` a bool, `{rhai} == 0` a number, or, where it may be any of those, `!truthy({rhai})` (the sandbox's `truthy` tests as Python does){copy}"
            )
        });
    } else {
        // (`not p[1].startswith("#")` in Rhai's words, trial 83, and a
        // chained comparison joined, trial 86's `not all(0 <= m <= 10
        // for m in ...)`.)
        let rhai = super::python::unchained(&rhai_operand(&text));
        // `not exposed.lstrip("-").isdigit()`: the sandbox's `trim_start`
        // changes `exposed` itself (trial 112's "-4" passed as "4"), so a
        // copy is trimmed.
        let trimmed = ["trim_start(", "trim_end(", "trim("]
            .iter()
            .find_map(|m| {
                rhai.split_once(&format!(".{m}"))
                    .map(|(name, _)| (name, *m))
            })
            .filter(|(name, _)| {
                !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_')
            });
        let form = match trimmed {
            Some((name, _)) => {
                let copied = rhai.replacen(name, "t", 1);
                format!(
                    "`let t = {name}; !{copied}` instead of `not {text}` (`!` applies to the whole test and takes a bool; the sandbox's trims change the text they are called on, so a copy is trimmed and `{name}` stays as it was)"
                )
            }
            None => format!(
                "`!{rhai}` instead of `not {text}` (`!` applies to the whole `{rhai}` and takes a bool)"
            ),
        };
        add(format!("write {form}"));
    }
}

/// An f-string's text (between its quotes) as the backtick template to
/// write: `{x}` becomes `${x}` with `x` in Rhai (`round(x, 2)`,
/// `", ".join(xs)` and a format `{x:.2f}` rewritten as the other hints
/// teach); an escape (`\n`, `\t`) stays, as a backtick string reads it.
pub(super) fn f_string(body: &str) -> String {
    let generic =
        "write a backtick template, `` `total: ${n}` ``, instead of an f-string `f\"total: {n}\"`";
    let Some(super::translate::Template { code: out, quoted }) = super::translate::f_string(body)
    else {
        return generic.to_owned();
    };
    let quotes = if quoted {
        " (`'...'` holds one character in Rhai: strings are in double quotes)"
    } else {
        ""
    };
    // `{any(s["x"] for s in rows)}`: a generator the template cannot hold.
    let generator = if out
        .split("${")
        .skip(1)
        .any(|inner| inner.contains(" for ") && inner.contains(" in "))
    {
        "; the generator inside `${...}` is Python still: compute it on a line before (its own point says how) and put the variable in the template"
    } else {
        ""
    };
    let pending = if generator.is_empty() {
        super::python::pending_in_text(&out)
    } else {
        String::new()
    };
    let list = if out.split("${").skip(1).any(makes_list) {
        LIST_TEXT
    } else {
        ""
    };
    let dated = if out.contains(".sub_string(5, 2)") && (body.contains("%m") || body.contains("%b"))
    {
        "; the sandbox has no dates: this reads the date as its ISO text, `\"2026-03-04\"`, the month at 5 and the day at 8"
    } else {
        ""
    };
    let kind = if body.contains("__name__") && out.contains(".class_name") {
        "; Rhai has no classes: an object's class name is a key its maker function sets, `class_name: \"Order\"` (a subclass's maker sets its own), read as `x.class_name`; an error Python raises itself (`KeyError`, `ValueError`) has none in Rhai, where a missing key reads as `()` and a failed `parse_int` throws a map with Rhai's `message`: throw it yourself where Python would raise it, `throw #{ class_name: \"KeyError\", message: key }`, and read `err.class_name ?? \"Error\"`"
    } else {
        ""
    };
    let json = if out.contains("to_json(") && body.contains("dumps(") {
        "; `to_json` writes no space after `,` and `:` and a map's keys in sorted order, where `json.dumps` writes `, ` and `: ` in the order set (for Python's text, join the parts yourself from an array of the keys)"
    } else {
        ""
    };
    // `{ticket!r}`: the template quotes it, which is Python's repr of a
    // text only.
    let repr = if body.contains("!r}") && !list.is_empty() {
        ""
    } else if body.contains("!r}") {
        REPR_NOTE
    } else {
        ""
    };
    let grouped = grouped_note(&out);
    format!(
        "write the backtick template `` {out} `` instead of the f-string `f\"{body}\"`{quotes}{generator}{pending}{list}{repr}{json}{kind}{dated}{grouped}"
    )
}

/// A JavaScript comparer that breaks a tie with `||`, `(a, b) =>
/// b.n.length - a.n.length || a.name.localeCompare(b.name)`, as the
/// closure Rhai needs: the difference kept in `d`, and the tie's test in
/// an `if`.
/// `text` with the path right of each ` / ` made a float, `b.escapes /
/// b.sessions.to_float()`: JavaScript's division of ints gives a fraction.
fn floated(text: &str) -> String {
    super::tokens::rewrite_each(text, " / ", |_, after| {
        let end = after
            .find(|c: char| !(c.is_alphanumeric() || matches!(c, '_' | '.')))
            .unwrap_or(after.len());
        let path = &after[..end];
        (!path.is_empty() && !path.ends_with('.') && !after[end..].starts_with(['(', '[']))
            .then(|| (format!(" / {path}.to_float()"), end))
    })
}

fn tie_broken(written: &str) -> Option<String> {
    let (left, right) = written.split_once("||")?;
    let arrow = left.rfind("=>")?;
    let params = left[..arrow].trim_end().strip_suffix(')')?;
    let params = &params[params.rfind('(')? + 1..];
    // `([a, x], [b, y])`, a Map's pairs: each name read by index from
    // `a` and `b` (trial 160's were told `b[1] - a[1]` for `y.length -
    // x.length`, whose `.length` a later pass could not see).
    let pairs = destructured_pairs(params);
    let (params, left, right) = match &pairs {
        Some(names) => {
            let read = |text: &str| {
                let held = names
                    .iter()
                    .enumerate()
                    .fold(text.to_owned(), |out, (k, (name, _))| {
                        super::tokens::rename_reads(&out, name, &format!("cordis_pair_{k}"))
                    });
                names.iter().enumerate().fold(held, |out, (k, (_, to))| {
                    super::tokens::rename_reads(&out, &format!("cordis_pair_{k}"), to)
                })
            };
            (
                "a, b",
                format!("{}=>{}", &left[..arrow], read(&left[arrow + 2..])),
                read(right),
            )
        }
        None => (params, left.to_owned(), right.to_owned()),
    };
    let (left, right) = (left.as_str(), right.as_str());
    if !params
        .chars()
        .all(|c| c.is_alphanumeric() || c == '_' || c == ',' || c == ' ')
    {
        return None;
    }
    let first = left[arrow + 2..].trim();
    let mut depth = 0usize;
    let mut end = right.len();
    for (i, c) in right.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' if depth == 0 => {
                end = i;
                break;
            }
            ')' | ']' => depth -= 1,
            _ => {}
        }
    }
    // Every tie-break in turn (trial 108's three, `b.avg - a.avg ||
    // b.readers - a.readers || a.title.localeCompare(b.title)`).
    let mut keys: Vec<&str> = vec![first];
    keys.extend(super::translate::top_level_split(&right[..end], "||"));
    // (JavaScript's `/` gives a fraction of ints too, Rhai's drops it:
    // the right side of each `a / b` made a float, trial 134's rates.)
    let rhai = |js: &str| floated(&js.trim().replace(".length", ".len()"));
    let (last, before) = keys.split_last()?;
    let last = match last.split_once(".localeCompare(") {
        Some((x, y)) => {
            let (x, y) = (rhai(x), rhai(y.trim().strip_suffix(')')?));
            format!("if {x} < {y} {{ -1 }} else if {x} > {y} {{ 1 }} else {{ 0 }}")
        }
        None => rhai(last),
    };
    if last.is_empty()
        || before
            .iter()
            .any(|k| k.trim().is_empty() || k.contains("=>") || k.contains("localeCompare"))
    {
        return None;
    }
    let mut body = last;
    for (k, key) in before.iter().enumerate().rev() {
        let d = if k == 0 {
            "d".to_owned()
        } else {
            format!("d{}", k + 1)
        };
        let otherwise = if body.starts_with("if ") {
            body
        } else {
            format!("{{ {body} }}")
        };
        body = format!(
            "let {d} = {}; if {d} != 0 {{ {d} }} else {otherwise}",
            rhai(key)
        );
    }
    Some(format!("|{params}| {{ {body} }}"))
}

/// `[a, x], [b, y]`: each name and its read from the comparer's `a` and
/// `b`, `a[0]`, `a[1]`, `b[0]`, `b[1]`.
fn destructured_pairs(params: &str) -> Option<Vec<(String, String)>> {
    let (first, second) = params.trim().strip_prefix('[')?.split_once("], [")?;
    let second = second.strip_suffix(']')?;
    let mut out = Vec::new();
    for (side, names) in [("a", first), ("b", second)] {
        let names: Vec<&str> = names.split(',').map(str::trim).collect();
        if names.len() != 2 || !names.iter().all(|n| super::tokens::is_name(n)) {
            return None;
        }
        for (k, name) in names.iter().enumerate() {
            out.push(((*name).to_owned(), format!("{side}[{k}]")));
        }
    }
    Some(out)
}

/// What `b - a || 0` in a comparer is told.
pub(super) const ZERO_TIE: &str = "Rhai's `||` takes bools, and `|| 0` adds nothing to a `sort` comparer: a difference of 0 is 0 already, so drop `|| 0` and return the difference as it is";

/// What a template with `!r` of a value is told of the quotes around it.
pub(super) const REPR_NOTE: &str = "; the `'...'` around `${...}` is `!r` of a text: for a number drop them, for a list of texts write `` \"[\" + xs.map(|x| `'${x}'`).join(\", \") + \"]\" ``, and for an object build its `__repr__`'s text from its keys";

/// What a template that calls `thousands` or `weekday` is told besides:
/// the `fn`.
pub(super) fn grouped_note(template: &str) -> String {
    let mut out = String::new();
    if template.contains("thousands(") {
        out.push_str(&format!(
            "; Rhai groups no thousands: `thousands` is this `fn`, once at the top level of the code, `{}`",
            super::translate::THOUSANDS
        ));
    }
    if template.contains("sci(") {
        out.push_str(&format!(
            "; Rhai writes no scientific notation: `sci` is this `fn`, once at the top level of the code, `{}`",
            super::translate::SCIENTIFIC
        ));
    }
    if template.contains("weekday(") {
        out.push_str(&format!(
            "; Rhai has no dates: `weekday` is this `fn` (0 for Monday), once at the top level of the code, `{}`",
            super::translate::WEEKDAY
        ));
    }
    out
}

/// Whether Python code prints a list there: `sorted(...)` or `list(...)`.
pub(super) fn makes_list(code: &str) -> bool {
    ["sorted(", "list("].iter().any(|call| {
        code.starts_with(call)
            || code.contains(&format!(" {call}"))
            || code.contains(&format!("({call}"))
    })
}

/// What a list prints as, which differs from Python's `str` of one.
pub(super) const LIST_TEXT: &str = "; a list prints as `[\"a\", \"b\"]` in Rhai, where Python prints `['a', 'b']`: for Python's text write `` \"[\" + xs.map(|x| `'${x}'`).join(\", \") + \"]\" ``";

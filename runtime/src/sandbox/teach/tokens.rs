//! The tokens of one (blanked) line of code, and a habit found on it: the
//! words the habit readers (`habits`, `exprs`, `changes`) share, below all
//! of them.

/// One token of a (blanked) line.
#[derive(Debug, PartialEq)]
pub(super) enum Tok<'a> {
    Ident(&'a str),
    Punct(&'a str),
    /// A quoted literal (contents blanked): its quote and length in chars.
    Str(char, usize),
}

const PUNCTS: [&str; 11] = [
    "===", "!==", "...", "=>", "==", "!=", "++", "--", "?.", "??", "::",
];

/// Words Rhai reserves that a model names a variable or a key by (`match`
/// of a regex, `default`, `new`): `.new` does not parse, nor does `let
/// module = ...`.
pub const RESERVED_NAMES: [&str; 32] = [
    "match",
    "default",
    "case",
    "new",
    "with",
    "module",
    "static",
    "shared",
    "use",
    "public",
    "async",
    "await",
    "yield",
    "call",
    "fn",
    "let",
    "const",
    "this",
    "loop",
    "do",
    "until",
    "switch",
    "private",
    "throw",
    "catch",
    "protected",
    "package",
    "super",
    "as",
    "for",
    "in",
    "is",
];

/// Rhai's own statement words, which name no variable, parameter or key
/// either; Rhai says only "Expecting name of a variable" (trial 61's
/// `let as = ...` and `#{ for: ... }`).
/// (Not `let` or `const`, which a C-style `for (let i = 0; ...)` puts
/// where Rhai expects the loop's name: its own point tells it.)
pub(crate) const KEYWORDS: [&str; 16] = [
    "as", "for", "in", "if", "else", "while", "loop", "do", "until", "break", "continue", "return",
    "throw", "try", "catch", "switch",
];

/// `rhai` with each read of a reserved word as a property (`this.module`)
/// written as an index (`this["module"]`), which parses.
pub(super) fn reserved_reads(rhai: &str) -> String {
    let toks = tokenize(rhai);
    let chars: Vec<char> = rhai.chars().collect();
    let mut out = String::new();
    let mut copied = 0;
    for (k, (column, tok)) in toks.iter().enumerate() {
        if let Tok::Ident(word) = tok
            && RESERVED_NAMES.contains(word)
            && k > 0
            && toks[k - 1].1 == Tok::Punct(".")
            && toks.get(k + 1).map(|(_, t)| t) != Some(&Tok::Punct("("))
        {
            let dot = toks[k - 1].0 - 1;
            out.extend(&chars[copied..dot]);
            out.push_str(&format!("[\"{word}\"]"));
            copied = column - 1 + word.chars().count();
        }
    }
    out.extend(&chars[copied..]);
    out
}

/// What a function with default values is told, the names that have one
/// listed: Rhai's calls pass every argument.
pub(super) fn no_defaults(defaulted: &[String]) -> String {
    match defaulted {
        [] => String::new(),
        names => format!(
            "; Rhai has no default values (`{}`): every call passes every argument, so give the calls that left one out its value",
            names.join("`, `")
        ),
    }
}

/// The parameters of a head from its opening bracket on that have a
/// default value, `width = 6` or `step=4`.
pub(super) fn defaulted(head: &[&Tok<'_>]) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    // Where the parameter being read starts: `cap: number = 5` names `cap`.
    let mut start = 0;
    for (k, tok) in head.iter().enumerate() {
        match tok {
            Tok::Punct("(" | "[" | "{") => {
                depth += 1;
                if depth == 1 {
                    start = k + 1;
                }
            }
            Tok::Punct(")" | "]" | "}") => {
                if depth <= 1 {
                    break;
                }
                depth -= 1;
            }
            Tok::Punct(",") if depth == 1 => start = k + 1,
            Tok::Punct("=") if depth == 1 => {
                if let Some(Tok::Ident(name)) = head.get(start..k).and_then(|p| p.first()) {
                    out.push((*name).to_owned());
                }
            }
            _ => {}
        }
    }
    out
}

/// The tokens of `line`, each with its 1-based column in characters.
pub(super) fn tokenize(line: &str) -> Vec<(usize, Tok<'_>)> {
    let mut out = Vec::new();
    let mut rest = line;
    let column = |rest: &str| line[..line.len() - rest.len()].chars().count() + 1;
    while let Some(c) = rest.chars().next() {
        let at = column(rest);
        if c.is_whitespace() {
            rest = &rest[c.len_utf8()..];
        } else if c == '_' || c.is_alphanumeric() {
            let end = rest
                .find(|ch: char| !(ch == '_' || ch.is_alphanumeric()))
                .unwrap_or(rest.len());
            out.push((at, Tok::Ident(&rest[..end])));
            rest = &rest[end..];
        } else if c == '"' || c == '\'' {
            let body = &rest[1..];
            // The first quote that no backslash escapes (`'a\'b'`).
            let mut escaped = false;
            let close = body
                .char_indices()
                .find(|&(_, ch)| {
                    let end = ch == c && !escaped;
                    escaped = ch == '\\' && !escaped;
                    end
                })
                .map_or(body.len(), |(i, _)| i);
            out.push((at, Tok::Str(c, body[..close].chars().count())));
            rest = body.get(close + 1..).unwrap_or("");
        } else if let Some(p) = PUNCTS.iter().find(|p| rest.starts_with(**p)) {
            out.push((at, Tok::Punct(p)));
            rest = &rest[p.len()..];
        } else {
            let n = c.len_utf8();
            out.push((at, Tok::Punct(&rest[..n])));
            rest = &rest[n..];
        }
    }
    out
}

/// The index of the bracket that closes the one at `open` among `toks`,
/// counting every kind of bracket between; `None` when it does not close
/// on these tokens. (Each reader passes its own tuples' tokens.)
pub(super) fn closing<'t, 'a: 't>(
    toks: impl IntoIterator<Item = &'t Tok<'a>>,
    open: usize,
) -> Option<usize> {
    let mut depth = 0usize;
    for (k, tok) in toks.into_iter().enumerate().skip(open) {
        match tok {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") => {
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

/// Whether `inner`, what stands between a `{` and its `}`, is Python's
/// set of literals, `"OK", "LATE"` or `1, 2`: a text or a number, then each
/// after a comma. Its points write it as an array (trials 97 to 99).
pub(super) fn literal_items<'t, 'a: 't>(inner: impl IntoIterator<Item = &'t Tok<'a>>) -> bool {
    let literal = |t: &Tok<'_>| {
        matches!(t, Tok::Str(..))
            || matches!(t, Tok::Ident(n) if n.starts_with(|c: char| c.is_ascii_digit()))
    };
    let mut count = 0;
    for (i, t) in inner.into_iter().enumerate() {
        let fits = if i % 2 == 0 {
            literal(t)
        } else {
            *t == Tok::Punct(",")
        };
        if !fits {
            return false;
        }
        count = i + 1;
    }
    // (Not empty, nor ending in a comma.)
    count % 2 == 1
}

/// The index of the bracket that opens the one at `close` among `toks`,
/// the mirror of [`closing`].
pub(super) fn opening<'t, 'a: 't>(
    toks: impl IntoIterator<Item = &'t Tok<'a>>,
    close: usize,
) -> Option<usize> {
    let toks: Vec<&Tok<'a>> = toks.into_iter().take(close + 1).collect();
    let mut depth = 0usize;
    for (k, tok) in toks.iter().enumerate().rev() {
        match tok {
            Tok::Punct(")" | "]" | "}") => depth += 1,
            Tok::Punct("(" | "[" | "{") => {
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

/// The index of the first `target` among `toks` outside any bracket
/// (`for` in `x for x in xs`, not in `f(x for x in xs)`).
pub(super) fn top_level<'t, 'a: 't>(
    toks: impl IntoIterator<Item = &'t Tok<'a>>,
    target: &Tok<'_>,
) -> Option<usize> {
    let mut depth = 0usize;
    toks.into_iter().position(|t| match t {
        Tok::Punct("(" | "[" | "{") => {
            depth += 1;
            false
        }
        Tok::Punct(")" | "]" | "}") => {
            depth = depth.saturating_sub(1);
            false
        }
        _ => depth == 0 && t == target,
    })
}

/// The parameter names of a head whose list starts after its opening
/// bracket and ends at `close` (`)` or `|`): the first word of each
/// comma-separated item, types and defaults left out, TypeScript's
/// `public`/`private`/`protected`/`readonly` and Python's `self` skipped.
pub(super) fn params<'t, 'a: 't>(
    toks: impl IntoIterator<Item = &'t Tok<'a>>,
    close: &str,
) -> Vec<&'a str> {
    let mut params = Vec::new();
    let mut depth = 0usize;
    let mut expect = true;
    for tok in toks {
        match tok {
            Tok::Punct(p) if *p == close && depth == 0 => break,
            Tok::Punct("(" | "[" | "{" | "<") => depth += 1,
            Tok::Punct(")" | "]" | "}" | ">") => depth = depth.saturating_sub(1),
            Tok::Punct(",") if depth == 0 => expect = true,
            Tok::Ident("public" | "private" | "protected" | "readonly") => {}
            Tok::Ident(p) if depth == 0 && expect => {
                if *p != "self" {
                    params.push(*p);
                }
                expect = false;
            }
            _ => {}
        }
    }
    params
}

/// One habit on a line: where it starts and what to write instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Habit {
    /// The 1-based column, in characters.
    pub(crate) column: usize,
    /// The advice.
    pub(crate) text: String,
}

/// `BankLedger` as `bank_ledger`: a class's name in a maker function's.
pub(super) fn snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// Where the path that ends `before` starts (`s["kinds"]`, `v.calls`): a
/// name with its `.field`s and `[key]`s, written back to the first
/// character that is none of those (its length where none is there).
pub(super) fn path_start(before: &str) -> usize {
    before
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_alphanumeric() || "_[]\"'.".contains(*c))
        .last()
        .map_or(before.len(), |(i, _)| i)
}

/// `rhai` with each `needle` in it given to `rewrite`, with the text before
/// and after it: what to write in its place and how many bytes of the text
/// after it that takes too, or `None` to keep the needle as it is.
pub(crate) fn rewrite_each(
    rhai: &str,
    needle: &str,
    mut rewrite: impl FnMut(&str, &str) -> Option<(String, usize)>,
) -> String {
    let mut out = String::new();
    let mut rest = rhai;
    while let Some(at) = rest.find(needle) {
        let after = &rest[at + needle.len()..];
        out.push_str(&rest[..at]);
        match rewrite(&rest[..at], after) {
            Some((written, taken)) => {
                out.push_str(&written);
                rest = &after[taken..];
            }
            None => {
                out.push_str(needle);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `text` with the code of each of its code spans (between one backtick
/// or two) given to `rewrite`.
pub(super) fn in_code_spans(text: &str, mut rewrite: impl FnMut(&str) -> String) -> String {
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

/// Where a character of a code span stands.
#[derive(Clone, Copy, PartialEq)]
enum At {
    /// Code, inside as many `${` of templates as the number says.
    Code(usize),
    /// A double-quoted string.
    Text,
    /// A template's text, inside as many `${` as the number says.
    Template(usize),
}

/// The names of `code` that are code (not a string's or a template's
/// words, not a property `.out`, not a map's key `out:`), with their byte
/// offsets.
pub(super) fn code_words(code: &str) -> Vec<(usize, &str)> {
    let mut found = Vec::new();
    let mut at = At::Code(0);
    let mut chars = code.char_indices().peekable();
    let mut prev = ' ';
    while let Some((i, c)) = chars.next() {
        match at {
            At::Text => match c {
                '\\' => {
                    chars.next();
                }
                '"' => at = At::Code(0),
                _ => {}
            },
            At::Template(depth) => match c {
                '`' => at = At::Code(depth),
                '$' if chars.peek().is_some_and(|(_, n)| *n == '{') => {
                    chars.next();
                    at = At::Code(depth + 1);
                }
                _ => {}
            },
            At::Code(depth) => match c {
                '"' if depth == 0 => at = At::Text,
                '`' => at = At::Template(depth),
                '}' if depth > 0 => at = At::Template(depth - 1),
                c if c.is_alphabetic() || c == '_' => {
                    let end = code[i..]
                        .find(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
                        .map_or(code.len(), |e| i + e);
                    let after = code[end..].trim_start();
                    let key = after.starts_with(':') && !after.starts_with("::");
                    // (After a range's `..`, `0..n`, a name is no field:
                    // trial 103's `grouped` kept `0..n` of a renamed `n`.)
                    let range = code[..i].trim_end().ends_with("..");
                    if (prev != '.' || range) && !key {
                        found.push((i, &code[i..end]));
                    }
                    while chars.peek().is_some_and(|(k, _)| *k < end) {
                        chars.next();
                    }
                    prev = 'a';
                    continue;
                }
                _ => {}
            },
        }
        if !c.is_whitespace() {
            prev = c;
        }
    }
    found
}

/// `code` with each code word `from` (see [`code_words`]) written `to`.
pub(super) fn rename(code: &str, from: &str, to: &str) -> String {
    rename_where(code, from, to, |_| true)
}

/// [`rename`], but a call of `from` (`from(...)`, a function of that
/// name) kept as it is: only the variable is renamed.
pub(super) fn rename_variable(code: &str, from: &str, to: &str) -> String {
    rename_where(code, from, to, |after| !after.starts_with('('))
}

/// `code` with the variable `from` named `to` where it is read or set: not
/// a field of that name (`.from`), a map's key (`from: ...`) or a word
/// inside a string.
pub(super) fn rename_reads(code: &str, from: &str, to: &str) -> String {
    let mut out = String::new();
    let mut copied = 0;
    for (at, word) in code_words(code) {
        // (A key in quotes, `this["module"]`, inside a template's `${}`
        // too.)
        if word == from
            && !code[..at].ends_with(['.', '"', '\''])
            && !code[at + word.len()..].starts_with([':', '"', '\''])
        {
            out.push_str(&code[copied..at]);
            out.push_str(to);
            copied = at + word.len();
        }
    }
    out.push_str(&code[copied..]);
    out
}

/// [`rename`] of the words `renamed` takes, given what follows each.
fn rename_where(code: &str, from: &str, to: &str, renamed: impl Fn(&str) -> bool) -> String {
    let mut out = String::new();
    let mut copied = 0;
    for (at, word) in code_words(code) {
        if word == from && renamed(&code[at + word.len()..]) {
            out.push_str(&code[copied..at]);
            out.push_str(to);
            copied = at + word.len();
        }
    }
    out.push_str(&code[copied..]);
    out
}

/// The operand that ends just before token `at` (`counts[w]` before the
/// `||` of `(counts[w] || 0)`), as written.
pub(crate) fn operand_before(located: &[(usize, Tok<'_>)], at: usize, written: &str) -> String {
    let mut k = at;
    while k > 0 {
        match located[k - 1].1 {
            Tok::Punct(close @ (")" | "]")) => {
                let open = if close == ")" { "(" } else { "[" };
                let mut depth = 0usize;
                while let Some(j) = k.checked_sub(1) {
                    k = j;
                    match located[k].1 {
                        Tok::Punct(p) if p == close => depth += 1,
                        Tok::Punct(p) if p == open => {
                            depth = depth.saturating_sub(1);
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                if k > 0 && matches!(located[k - 1].1, Tok::Ident(_)) {
                    k -= 1;
                }
            }
            Tok::Ident(_) | Tok::Str(..) => k -= 1,
            _ => break,
        }
        if k > 0 && located[k - 1].1 == Tok::Punct(".") {
            k -= 1;
        } else {
            break;
        }
    }
    text_between(located, k, at, written).unwrap_or_else(|| "x".to_owned())
}

/// The text of `written` from token `from` up to (not including) token
/// `to`, trimmed.
pub(crate) fn text_between(
    located: &[(usize, Tok<'_>)],
    from: usize,
    to: usize,
    written: &str,
) -> Option<String> {
    let start = located.get(from)?.0 - 1;
    let end = located
        .get(to)
        .map_or(written.chars().count(), |(c, _)| c - 1);
    let text: String = written
        .chars()
        .skip(start)
        .take(end.checked_sub(start)?)
        .collect();
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

/// Whether `before` ends inside a word or a path (`x`, `_`, `.`), so that
/// a name right after it is part of another (`n.wins[` is not `wins[`).
pub(crate) fn ends_word(before: &str) -> bool {
    before.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.')
}

/// `expr.to_string()`, in brackets unless `expr` is a path or a call
/// (`r["day"]`, `r.species`, `key(r)`).
pub(crate) fn as_text(expr: &str) -> String {
    let expr = expr.trim();
    if expr
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '[' | ']' | '"' | '(' | ')'))
    {
        format!("{expr}.to_string()")
    } else {
        format!("({expr}).to_string()")
    }
}

/// The first of `candidates` that a form may name its own variable: none
/// of the code's `names` there and no word of the `read` text beside it
/// (a form's `let parts = map(str.strip, parts)` would read its own).
pub(super) fn free_name(
    candidates: &[&'static str],
    names: &[&str],
    read: &str,
) -> Option<&'static str> {
    let words: std::collections::HashSet<&str> = read
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .collect();
    candidates
        .iter()
        .copied()
        .find(|n| !names.contains(n) && !words.contains(n))
}

/// Words that start a statement with parentheses, never a method.
pub(super) const PAREN_KEYWORDS: [&str; 10] = [
    "if", "while", "for", "switch", "fn", "function", "catch", "return", "loop", "do",
];

/// A line's words after `export`, `default` and `abstract`.
pub(super) fn words_of<'t, 'a>(toks: &'t [(usize, Tok<'a>)]) -> Vec<&'t Tok<'a>> {
    toks.iter()
        .map(|(_, t)| t)
        .skip_while(|t| matches!(t, Tok::Ident("export" | "default" | "abstract")))
        .collect()
}

/// The words read in the `{...}` fields of the f-strings and backtick
/// templates of `line` as written.
pub(super) fn template_words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let bytes = line.as_bytes();
    let mut k = 0;
    while k < bytes.len() {
        let opens = match bytes[k] {
            b'"' | b'\'' => {
                k > 0
                    && matches!(bytes[k - 1], b'f' | b'F')
                    && (k < 2 || !bytes[k - 2].is_ascii_alphanumeric())
            }
            b'`' => true,
            _ => false,
        };
        if !opens {
            k += 1;
            continue;
        }
        let quote = bytes[k];
        let Some(len) = line[k + 1..].find(quote as char) else {
            break;
        };
        let body = &line[k + 1..k + 1 + len];
        for field in body.split('{').skip(1) {
            let field = field.split('}').next().unwrap_or_default();
            // (Not a word of quoted text inside the field,
            // `{'instrument':<10}` or `{l['student']}`: trial 147's header
            // and keys.)
            let mut quote = None;
            let code: String = field
                .chars()
                .map(|c| match quote {
                    Some(q) if c == q => {
                        quote = None;
                        ' '
                    }
                    Some(_) => ' ',
                    None if c == '\'' || c == '"' => {
                        quote = Some(c);
                        ' '
                    }
                    None => c,
                })
                .collect();
            out.extend(
                code.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .filter(|w| w.starts_with(|c: char| c.is_alphabetic() || c == '_'))
                    .map(str::to_owned),
            );
        }
        k += len + 2;
    }
    out
}

/// The index of the bracket that `toks` leave open last: what a token
/// after them stands in.
pub(super) fn innermost_open(toks: &[&Tok<'_>]) -> Option<usize> {
    let mut depth = 0usize;
    for (k, tok) in toks.iter().enumerate().rev() {
        match tok {
            Tok::Punct(")" | "]" | "}") => depth += 1,
            Tok::Punct("(" | "[" | "{") if depth == 0 => return Some(k),
            Tok::Punct("(" | "[" | "{") => depth -= 1,
            _ => {}
        }
    }
    None
}

/// Whether a value's tokens, what stands after `=`, make a function:
/// `(x) => ...`, `(e: Entry): number => ...`, `<T>(xs: T[]) => ...`,
/// `x => ...`, `function (...)`, `async ...` or Python's `lambda xs:
/// ...`; not a value that only holds an arrow inside it, `(a + b) *
/// xs.reduce((s, x) => s + x)`, whose `=>` is no head's.
pub(super) fn holds_function<'t, 'a: 't>(value: impl Iterator<Item = &'t Tok<'a>>) -> bool {
    let toks: Vec<&Tok<'a>> = value.collect();
    let toks = match toks.as_slice() {
        [Tok::Ident("async"), rest @ ..] => rest,
        all => all,
    };
    // (A TypeScript type parameter list first, `<T>`.)
    // (Nested, `<E extends Record<string, string>>`.)
    let toks = match toks {
        [Tok::Punct("<"), rest @ ..] => {
            let mut depth = 1usize;
            let shut = rest.iter().position(|t| {
                match t {
                    Tok::Punct("<") => depth += 1,
                    Tok::Punct(">") => depth -= 1,
                    _ => {}
                }
                depth == 0
            });
            match shut {
                Some(k) => &rest[k + 1..],
                None => return false,
            }
        }
        all => all,
    };
    match toks {
        [Tok::Ident("lambda" | "function"), ..] | [Tok::Ident(_), Tok::Punct("=>"), ..] => true,
        [Tok::Punct("("), ..] => closing(toks.iter().copied(), 0).is_some_and(|close| {
            // (A return type between, `: number`, holds no call.)
            let after = &toks[close + 1..];
            after
                .iter()
                .position(|t| **t == Tok::Punct("=>"))
                .is_some_and(|arrow| !after[..arrow].iter().any(|t| **t == Tok::Punct("(")))
        }),
        _ => false,
    }
}

/// Whether `w` is a name as code writes one: letters, digits and `_`,
/// at least one.
pub(super) fn is_name(w: &str) -> bool {
    !w.is_empty() && w.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// Where a line's `=` stands and the names before it, `a, b = ...`.
pub(super) fn assigned<'a>(toks: &[(usize, Tok<'a>)]) -> Option<(usize, Vec<&'a str>)> {
    let eq = toks.iter().position(|(_, t)| *t == Tok::Punct("="))?;
    let names = toks[..eq]
        .iter()
        .filter_map(|(_, t)| match t {
            Tok::Ident(n) => Some(*n),
            _ => None,
        })
        .collect();
    Some((eq, names))
}

/// How many names a pass that reads each over the code's lines takes: a
/// program has a few, and code written to have thousands would cost
/// their square.
pub(super) const MOST_NAMES: usize = 32;

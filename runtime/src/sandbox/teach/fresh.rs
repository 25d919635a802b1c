//! Names a form declares for itself (`let out = [];`, `let total = 0;`)
//! that the code already uses for a value of its own: renamed in the item,
//! so that a form pasted where its point stands does not overwrite the
//! code's `out` or `total`.

use std::collections::{HashMap, HashSet};

use super::tokens::{code_words, in_code_spans, rename, rename_variable};

/// Other names for the helpers the forms declare most, tried in order
/// before a number is added.
const OTHER_NAMES: [(&str, &[&str]); 7] = [
    ("out", &["collected", "acc"]),
    ("total", &["subtotal", "sum_so_far"]),
    ("top", &["ranked", "leading"]),
    ("best", &["best_row", "leader"]),
    ("counts", &["tally", "counted"]),
    ("order", &["first_seen", "key_order"]),
    ("mean", &["avg", "average"]),
];

/// `text` (the words of an item on 1-based line `at` of `lines`) with
/// each name its code spans declare with `let` that `used` holds and the
/// function around line `at` names, renamed to one neither holds; unless
/// line `at` itself sets it (the form then fills the code's own variable,
/// as `let total = 0; ...` for `total = sum(...)`), or line `also` does
/// (the first line of a comprehension whose tail the item is on). Only the
/// Rhai part is read (see [`super::habits::in_rhai_part`]).
pub(super) fn fresh_names(
    text: &str,
    scopes: &mut Scopes<'_>,
    at: usize,
    also: Option<usize>,
    used: &HashSet<String>,
) -> String {
    if !text.contains("let ") {
        return text.to_owned();
    }
    let line = scopes
        .lines
        .get(at.saturating_sub(1))
        .copied()
        .unwrap_or_default();
    let also = also
        .and_then(|k| scopes.lines.get(k.saturating_sub(1)))
        .copied()
        .unwrap_or_default();
    super::habits::in_rhai_part(text, |rhai| {
        let mut declared: Vec<String> = Vec::new();
        in_code_spans(rhai, |code| {
            let found = code_words(code);
            for pair in found.windows(2) {
                if pair[0].1 == "let"
                    && used.contains(pair[1].1)
                    && !assigns(line, pair[1].1)
                    && !assigns(also, pair[1].1)
                    && !declared.iter().any(|d| d == pair[1].1)
                    && scopes.words(at).contains(pair[1].1)
                {
                    declared.push(pair[1].1.to_owned());
                }
            }
            code.to_owned()
        });
        let mut text = rhai.to_owned();
        for name in declared {
            let in_text: HashSet<String> = words(&text).into_iter().map(str::to_owned).collect();
            let taken = |n: &str| used.contains(n) || in_text.contains(n);
            let other = OTHER_NAMES
                .iter()
                .find(|(from, _)| *from == name)
                .and_then(|(_, others)| others.iter().find(|o| !taken(o)))
                .map(|o| (*o).to_owned())
                .or_else(|| (2..100).map(|k| format!("{name}{k}")).find(|n| !taken(n)));
            if let Some(other) = other {
                text = in_code_spans(&text, |code| renamed_declaration(code, &name, &other));
            }
        }
        text
    })
}

/// The top-level functions of `lines` (`def name(`, `function name(`)
/// that need `ctx`: whose bodies read `ctx.`, or call one that does,
/// without being given it.
pub(super) fn ctx_functions(lines: &[&str]) -> Vec<String> {
    let indent = |l: &str| l.len() - l.trim_start().len();
    // What follows `def ` or `function ` on a function's head.
    fn function_head(l: &str) -> Option<&str> {
        let mut head = l.trim_start();
        for word in ["export ", "default ", "async "] {
            head = head.strip_prefix(word).unwrap_or(head);
        }
        head.strip_prefix("def ")
            .or_else(|| head.strip_prefix("function "))
    }
    // An indented `def` not in a class is told as a closure, which sees
    // `ctx` (trial 129's `load`, inside `execute`, was told both the
    // closure and `load(ctx, DATA)`).
    let closure = |k: usize| {
        let own = indent(lines[k]);
        own > 0
            && lines[k].trim_start().starts_with("def ")
            && !lines[..k]
                .iter()
                .rev()
                .find(|l| !l.trim().is_empty() && indent(l) < own)
                .is_some_and(|l| l.trim_start().starts_with("class "))
    };
    // A class's `__init__` is its maker, `new_visit_log` of `VisitLog`,
    // called as the class (trial 169's read a file with `ctx.fs`, and its
    // maker was told to take the top level's names but not `ctx`).
    let class_of = |k: usize| {
        let own = indent(lines[k]);
        let class = lines[..k]
            .iter()
            .rev()
            .find(|l| !l.trim().is_empty() && indent(l) < own)?
            .trim_start()
            .strip_prefix("class ")?;
        let end = class.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
        Some(&class[..end])
    };
    // Each head: its name, the class it makes (a maker's), whether it is
    // given `ctx`, its body.
    let heads: Vec<(String, Option<&str>, bool, String)> = lines
        .iter()
        .enumerate()
        .filter(|(k, _)| !closure(*k))
        .filter_map(|(k, l)| {
            let rest = function_head(l)?;
            let (name, params) = rest.split_once('(')?;
            let name = name.trim();
            if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                return None;
            }
            let made = (name == "__init__").then(|| class_of(k)).flatten();
            let name = match made {
                Some(class) => format!("new_{}", super::tokens::snake(class)),
                None => name.to_owned(),
            };
            let body: String = lines[k + 1..]
                .iter()
                .take_while(|b| b.trim().is_empty() || indent(b) > indent(l))
                .copied()
                .collect::<Vec<_>>()
                .join("\n");
            let given = params.split(')').next().unwrap_or_default().contains("ctx");
            Some((name, made, given, body))
        })
        .collect();
    let mut needs: Vec<String> = heads
        .iter()
        .filter(|(_, _, given, body)| !given && body.contains("ctx."))
        .map(|(name, ..)| name.clone())
        .collect();
    // How the code calls a function: by its name, or a maker by its class.
    let called = |n: &str| {
        heads
            .iter()
            .find(|(name, ..)| name == n)
            .and_then(|(_, made, ..)| *made)
            .unwrap_or(n)
            .to_owned()
    };
    loop {
        let more: Vec<String> = heads
            .iter()
            .filter(|(name, _, given, body)| {
                !given
                    && !needs.contains(name)
                    && needs.iter().any(|n| {
                        body.match_indices(&format!("{}(", called(n)))
                            .any(|(at, _)| {
                                !body[..at].ends_with(|c: char| {
                                    c.is_alphanumeric() || c == '_' || c == '.'
                                })
                            })
                    })
            })
            .map(|(name, ..)| name.clone())
            .collect();
        if more.is_empty() {
            break;
        }
        needs.extend(more);
    }
    needs
}

/// `code` with each call of one of `functions` given `ctx` first
/// (`load(path)` as `load(ctx, path)`), but for their own `fn` heads.
pub(super) fn ctx_passed(code: &str, functions: &[String]) -> String {
    functions.iter().fold(code.to_owned(), |code, name| {
        super::tokens::rewrite_each(&code, &format!("{name}("), |before, after| {
            let word = |c: char| c.is_alphanumeric() || c == '_' || c == '.';
            // (Not another language's head, `static load(`, `def
            // load(`; a `fn load(path, ...)` takes `ctx` as its calls
            // pass it: trial 148's point wrote it without.)
            let head = before
                .trim_end()
                .rsplit(|c: char| !(c.is_alphanumeric() || c == '_'))
                .next()
                .is_some_and(|w| matches!(w, "static" | "def" | "function"));
            // (A method's call, `obj.load(path)`, is the `fn` too, as its
            // point says, `called as obj.load(ctx, ...)` (trial 158's
            // form left it out); not a call on `ctx`'s services,
            // `ctx.fs.read(`, nor a name Python's or JavaScript's own
            // values have, `m.get(`.)
            let receiver = before
                .strip_suffix('.')
                .map(|r| r.rsplit(|c: char| !(word(c))).next().unwrap_or_default());
            let method = receiver.is_some_and(|r| {
                !r.is_empty()
                    && r.split('.').next() != Some("ctx")
                    && super::foreign::method(name).is_none()
            });
            if (before.ends_with(word) && !method) || head || after.starts_with("ctx") {
                return None;
            }
            let with = if after.starts_with(')') {
                "ctx"
            } else {
                "ctx, "
            };
            Some((format!("{name}({with}"), 0))
        })
    })
}

/// `code` with `name` renamed `other`, but for the value of its first
/// declaration, `let parts = parts.map(...);`, which reads the code's own
/// `parts` (trial 126's form read `parts2` before it was set).
fn renamed_declaration(code: &str, name: &str, other: &str) -> String {
    let declared = format!("let {name} = ");
    // (Where the form binds the name before, `for (item, i) in top { let
    // i = i + 1; }`, its value reads that binding: renamed too.)
    let Some(at) = code
        .find(&declared)
        .filter(|&at| at == 0 || !code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_'))
        .filter(|&at| !words(&code[..at]).contains(&name))
    else {
        return rename(code, name, other);
    };
    let value_from = at + declared.len();
    let value_to = code[value_from..]
        .find(';')
        .map_or(code.len(), |k| value_from + k);
    format!(
        "{}let {other} = {}{}",
        rename(&code[..at], name, other),
        &code[value_from..value_to],
        rename(&code[value_to..], name, other)
    )
}

/// The functions of the code, each line's and each one's words, found
/// once for all the items of an answer: a function runs from a line that
/// starts one (`def`, `function`, an arrow, a method's `name(...) {`) to
/// the line before the next one indented no more than it.
pub(super) struct Scopes<'a> {
    lines: &'a [&'a str],
    /// The line (0-based) of the function around each line, if any.
    heads: Vec<Option<usize>>,
    /// The words of each function read so far (`None`: the whole code).
    words: HashMap<Option<usize>, HashSet<&'a str>>,
    /// For each line (0-based), the first line after it indented less
    /// than it (blank lines aside): where the block it stands in ends.
    ends: Vec<usize>,
    /// For each line (0-based), the line before it that opens the block
    /// it stands in (the nearest indented less), if any.
    parents: Vec<Option<usize>>,
    /// The parameters of each function read so far, by its line.
    parameters: HashMap<usize, Vec<String>>,
    /// The lines (0-based) each name is set on, in order, per function
    /// read so far.
    set_lines: HashMap<Option<usize>, HashMap<&'a str, Vec<usize>>>,
}

impl<'a> Scopes<'a> {
    pub(super) fn new(lines: &'a [&'a str]) -> Self {
        let indent = |l: &str| l.len() - l.trim_start().len();
        let mut heads = Vec::with_capacity(lines.len());
        // The functions open at this line, as (indent, line).
        let mut open: Vec<(usize, usize)> = Vec::new();
        for (k, line) in lines.iter().enumerate() {
            if !line.trim().is_empty() {
                while open.last().is_some_and(|(i, _)| *i >= indent(line)) {
                    open.pop();
                }
            }
            heads.push(open.last().map(|(_, head)| *head));
            if starts_function(line.trim_start()) {
                open.push((indent(line), k));
            }
        }
        // (Each line waits on a stack until a line indented less ends
        // its block: one pass.)
        let mut ends = vec![lines.len(); lines.len()];
        let mut parents = vec![None; lines.len()];
        let mut waiting: Vec<usize> = Vec::new();
        let mut openers: Vec<usize> = Vec::new();
        for (k, line) in lines.iter().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            while waiting
                .last()
                .is_some_and(|w| indent(lines[*w]) > indent(line))
            {
                if let Some(w) = waiting.pop() {
                    ends[w] = k;
                }
            }
            waiting.push(k);
            while openers
                .last()
                .is_some_and(|o| indent(lines[*o]) >= indent(line))
            {
                openers.pop();
            }
            parents[k] = openers.last().copied();
            openers.push(k);
        }
        Self {
            lines,
            heads,
            ends,
            parents,
            parameters: HashMap::new(),
            words: HashMap::new(),
            set_lines: HashMap::new(),
        }
    }

    /// The line (0-based) where the block 0-based line `k` stands in ends
    /// (the first after it indented less; the code's end at most).
    pub(super) fn end(&self, k: usize) -> usize {
        self.ends.get(k).copied().unwrap_or(self.lines.len())
    }

    /// The line (0-based) that starts the function around 1-based line
    /// `at`, if one does.
    pub(super) fn head(&self, at: usize) -> Option<usize> {
        self.heads.get(at.saturating_sub(1)).copied().flatten()
    }

    /// The lines (0-based) that open the blocks around 1-based line `at`,
    /// inward to outward.
    pub(super) fn openers(&self, at: usize) -> impl Iterator<Item = usize> + '_ {
        let first = at
            .checked_sub(1)
            .and_then(|k| self.parents.get(k).copied().flatten());
        std::iter::successors(first, |k| self.parents[*k])
    }

    /// Whether `name` is set on a line of the function around 1-based
    /// line `at` before it (`changes, minutes = fields` above `changes,
    /// minutes = int(changes), int(minutes)`).
    pub(super) fn set_before(&mut self, at: usize, name: &str) -> bool {
        let head = self.heads.get(at.saturating_sub(1)).copied().flatten();
        let lines = self.lines;
        let heads = &self.heads;
        let sets = self.set_lines.entry(head).or_insert_with(|| {
            let mut sets: HashMap<&'a str, Vec<usize>> = HashMap::new();
            for (k, line) in lines.iter().enumerate() {
                if heads[k] == head || head == Some(k) {
                    for target in targets(line) {
                        sets.entry(target).or_default().push(k);
                    }
                }
            }
            sets
        });
        // (Set in a block that is still open at `at`: one that closed
        // before it, a loop's body above, took its variable with it in
        // Rhai, trial 68's `h, m = divmod(...)` after the loop.)
        // (A `for` line's names are its loop's alone in Rhai, where
        // Python keeps them after it: trial 98's `for room, n in ...`
        // above `day, n = busiest_day[0]`.)
        let ends = &self.ends;
        let indent = |l: &str| l.len() - l.trim_start().len();
        let open_at = |k: usize| {
            if lines[k].trim_start().starts_with("for ") {
                // (Through line `at` itself: inside the body or not.)
                lines[k + 1..at.min(lines.len())]
                    .iter()
                    .all(|l| l.trim().is_empty() || indent(l) > indent(lines[k]))
            } else {
                ends[k] >= at
            }
        };
        sets
            .get(name)
            .is_some_and(|set| set.iter().any(|k| *k + 1 < at && open_at(*k)))
            // (Or a parameter of the function: `def parse(hours, cost):`.)
            || head.is_some_and(|k| {
                self.parameters
                    .entry(k)
                    .or_insert_with(|| super::translate::parameter_names(lines[k]))
                    .iter()
                    .any(|p| p == name)
            })
    }

    /// The words of the function around 1-based line `at` (the whole
    /// code's at the top level).
    fn words(&mut self, at: usize) -> &HashSet<&'a str> {
        let head = self.heads.get(at.saturating_sub(1)).copied().flatten();
        let lines = self.lines;
        self.words.entry(head).or_insert_with(|| {
            let range = match head {
                Some(k) => {
                    let indent = |l: &str| l.len() - l.trim_start().len();
                    let end = (k + 1..lines.len())
                        .find(|&n| {
                            !lines[n].trim().is_empty() && indent(lines[n]) <= indent(lines[k])
                        })
                        .unwrap_or(lines.len());
                    k..end
                }
                None => 0..lines.len(),
            };
            lines[range].iter().flat_map(|l| variables(l)).collect()
        })
    }
}

/// Whether a (trimmed) line starts a function.
fn starts_function(t: &str) -> bool {
    t.starts_with("def ")
        || t.starts_with("async def ")
        || t.contains("function")
        || t.contains("=>")
        || (t.ends_with('{')
            && t.split('(').next().is_some_and(|name| {
                !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_')
            }))
}

/// The words of `line` that may name a variable: not `self.paid`, a field.
fn variables(line: &str) -> impl Iterator<Item = &str> {
    line.match_indices(|c: char| c.is_alphabetic() || c == '_')
        .filter(|(i, _)| {
            let before = line[..*i].chars().next_back();
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.')
        })
        .map(|(i, _)| {
            let end = line[i..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .map_or(line.len(), |e| i + e);
            &line[i..end]
        })
}

/// The names `line` sets: the words before its last assignment outside
/// brackets (`total = ...`, `best = run = 0`, `name, score = ...`), or a
/// `for`'s variables.
fn targets(line: &str) -> Vec<&str> {
    let line = line.trim_start();
    if let Some(rest) = line.strip_prefix("for ") {
        let target = rest
            .split(" in ")
            .next()
            .and_then(|t| t.split(" of ").next());
        return target
            .map(|t| words(t).into_iter().collect())
            .unwrap_or_default();
    }
    last_assignment(line).map_or_else(Vec::new, |i| words(&line[..i]).into_iter().collect())
}

/// The byte where `line`'s last assignment outside brackets is, if any.
fn last_assignment(line: &str) -> Option<usize> {
    let bytes = line.as_bytes();
    let mut depth = 0usize;
    let mut last = None;
    for (i, b) in bytes.iter().enumerate() {
        match b {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b'=' if depth == 0
                && bytes.get(i + 1).is_none_or(|n| !matches!(n, b'=' | b'>'))
                && (i == 0 || !matches!(bytes[i - 1], b'=' | b'!' | b'<' | b'>')) =>
            {
                last = Some(i);
            }
            _ => {}
        }
    }
    last
}

/// Whether `line` sets `name` or calls it: it is a word before one of
/// the line's assignments (`total = ...`, `total += ...`, `best = run =
/// 0`, `name, score = ...`, `const [name, score] = ...`), a `for`'s
/// variable, or called (`visit(dep)`: the form is of the code's own
/// function).
fn assigns(line: &str, name: &str) -> bool {
    let line = line.trim_start();
    let called = line.match_indices(name).any(|(i, _)| {
        let before = line[..i].chars().next_back();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.')
            && line[i + name.len()..].starts_with('(')
    });
    if called {
        return true;
    }
    targets(line).contains(&name) || arrow_binds(line, name)
}

/// Whether an arrow's parameters on `line` bind `name`, `([c, { hole }])
/// =>` (trial 63): the form's `let hole` is that name, not another.
fn arrow_binds(line: &str, name: &str) -> bool {
    line.match_indices("=>").any(|(at, _)| {
        let Some(close) = line[..at].trim_end().strip_suffix(')') else {
            return false;
        };
        let mut depth = 0usize;
        let open = close.char_indices().rev().find_map(|(i, c)| match c {
            ')' => {
                depth += 1;
                None
            }
            '(' if depth == 0 => Some(i),
            '(' => {
                depth -= 1;
                None
            }
            _ => None,
        });
        open.is_some_and(|open| {
            close[open + 1..]
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|w| w == name)
        })
    })
}

/// `text` (an unpacking's item on 1-based line `at`) with each `let NAME
/// = ` of its code an assignment, `NAME = `, where the function sets
/// `NAME` on a line before: a `let` would declare it again (and, inside a
/// `try`, lose it when the block ends).
pub(super) fn assigned_again(text: &str, scopes: &mut Scopes<'_>, at: usize) -> String {
    super::habits::in_rhai_part(text, |rhai| {
        in_code_spans(rhai, |code| {
            let mut out = code.to_owned();
            for pair in code_words(code).windows(2) {
                if pair[0].1 == "let" && scopes.set_before(at, pair[1].1) {
                    let name = pair[1].1;
                    out = out.replace(&format!("let {name} = "), &format!("{name} = "));
                }
            }
            out
        })
    })
}

/// `text` with each local a form declares under the name of one of the
/// code's `functions` to keep its property (`let percent =
/// this.percent();`, before a closure reads it, trial 72) named
/// `own_percent`: inside a
/// closure, Rhai reads such a name as the function ("Function not found"
/// or, in a comparison, nothing found).
pub(super) fn unshadowed(text: &str, functions: &HashSet<String>) -> String {
    let mut out = text.to_owned();
    // (Only a property kept, `let NAME = this.NAME()`: a closure the code
    // names so is its own point's form, `let sum = |...| ...;`. The names
    // are read from the text, not looked for one by one: a code of 1,500
    // functions has an answer of as many items.)
    let kept: Vec<&str> = text
        .match_indices("let ")
        .filter_map(|(at, _)| {
            let rest = &text[at + 4..];
            let (name, value) = rest.split_once(" = this.")?;
            (value.starts_with(name) && value[name.len()..].starts_with('(')).then_some(name)
        })
        .filter(|name| functions.contains(*name))
        .collect();
    for name in kept {
        let local = format!("own_{name}");
        out = in_code_spans(&out, |code| rename_variable(code, name, &local));
    }
    out
}

/// The words of `text`, letters, digits and `_`.
fn words(text: &str) -> HashSet<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// The 1-based line after the `try` statement (its `except`, `else`
/// and `finally` too) around 1-based line `at`, if there is one.
pub(super) fn try_end(lines: &[&str], scopes: &Scopes<'_>, at: usize) -> Option<usize> {
    try_around(lines, scopes, at).map(|(_, end)| end + 1)
}

/// The lines of the `except` clauses of the `try` around 1-based line
/// `at`, if there is one, joined.
pub(super) fn handlers(lines: &[&str], scopes: &Scopes<'_>, at: usize) -> Option<String> {
    let (try_at, end) = try_around(lines, scopes, at)?;
    let indent = |l: &str| l.len() - l.trim_start().len();
    let t = indent(lines[try_at]);
    let from = (at..end)
        .find(|&k| indent(lines[k]) == t && lines[k].trim_start().starts_with("except"))?;
    Some(lines[from..end].join("\n"))
}

/// The 0-based line of the `try:` whose body holds 1-based line `at`, and
/// the 0-based line after its statement (its `except`, `else` and
/// `finally` too).
fn try_around(lines: &[&str], scopes: &Scopes<'_>, at: usize) -> Option<(usize, usize)> {
    let indent = |l: &str| l.len() - l.trim_start().len();
    // The lines that open the blocks around it, inward to outward, up to
    // the function's `def`.
    let try_at = scopes
        .openers(at)
        .take_while(|k| {
            let l = lines[*k].trim_start();
            !l.starts_with("def ") && !l.starts_with("class ")
        })
        .find(|k| lines[*k].trim() == "try:")?;
    let t = indent(lines[try_at]);
    let end = (at..lines.len())
        .find(|&k| {
            let l = lines[k].trim_start();
            !l.is_empty()
                && indent(lines[k]) <= t
                && !["except", "else", "finally"]
                    .iter()
                    .any(|w| l.starts_with(w))
        })
        .unwrap_or(lines.len());
    Some((try_at, end))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh(text: &str, lines: &[&str], at: usize, used: &HashSet<String>) -> String {
        fresh_names(text, &mut Scopes::new(lines), at, None, used)
    }

    fn used(names: &[&str]) -> HashSet<String> {
        names.iter().map(|n| (*n).to_owned()).collect()
    }

    #[test]
    fn a_helper_the_code_already_names_is_renamed_in_every_span() {
        let text = "Rhai has no `zip`: write `let out = []; for i in 0..a.len() { out.push([a[i], b[i]]); }` and read `out` after the loop";
        assert_eq!(
            fresh(
                text,
                &["out = []", "    for h, u in zip(hours, units):"],
                2,
                &used(&["out", "a"])
            ),
            "Rhai has no `zip`: write `let collected = []; for i in 0..a.len() { collected.push([a[i], b[i]]); }` and read `collected` after the loop"
        );
    }

    #[test]
    fn a_form_that_fills_the_line_s_own_variable_keeps_its_name() {
        let text = "write `let total = 0; for x in xs { total += x; }`";
        assert_eq!(
            fresh(text, &["total = sum(x for x in xs)"], 1, &used(&["total"])),
            text
        );
    }

    #[test]
    fn a_line_that_only_reads_the_name_gets_the_form_renamed() {
        let text = "write `let out = []; for i in 0..a.len() { out.push(a[i]); }`, then use `out`";
        assert_eq!(
            fresh(
                text,
                &[
                    "def f(a):",
                    "    out = []",
                    "    out.append(\" \".join(x for x in a))"
                ],
                3,
                &used(&["out"])
            ),
            "write `let collected = []; for i in 0..a.len() { collected.push(a[i]); }`, then use `collected`"
        );
    }

    #[test]
    fn a_name_of_another_function_is_left_alone() {
        let text = "write `let parts = line.split(\",\"); let name = parts[0];`";
        let lines = [
            "def first(line):",
            "    name, score = line.split(\",\")",
            "def second(text):",
            "    parts = text.split()",
        ];
        assert_eq!(fresh(text, &lines, 2, &used(&["parts", "name"])), text);
        let js = [
            "const first = (line) => {",
            "  const [name, score] = line.split(',');",
            "};",
            "function second(text) {",
            "  const parts = text.split(' ');",
            "}",
        ];
        assert_eq!(fresh(text, &js, 2, &used(&["parts", "name"])), text);
    }

    #[test]
    fn strings_properties_keys_and_the_code_as_written_are_kept() {
        let text = "write ``let out = \"out\"; let m = #{ out: 1 }; m.out + `out ${out}`;`` instead of `out = []`";
        assert_eq!(
            fresh(text, &["out = 1", "lines.append(x)"], 2, &used(&["out"])),
            "write ``let collected = \"out\"; let m = #{ out: 1 }; m.out + `out ${collected}`;`` instead of `out = []`"
        );
    }

    #[test]
    fn a_name_taken_by_every_other_name_gets_a_number() {
        let text = "`let total = 0; total += 1;`";
        assert_eq!(
            fresh(
                text,
                &["total = 1", ""],
                2,
                &used(&["total", "subtotal", "sum_so_far"])
            ),
            "`let total2 = 0; total2 += 1;`"
        );
    }
}

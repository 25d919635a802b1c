//! Runtime (evaluation) errors: unwrapping call chains, removing Rhai and
//! Rust internals from the wording, and hints for common mistakes.

use rhai::{EvalAltResult, Position};

use super::advice;

/// One enclosing call of an error: who was called, and where.
pub(crate) struct Frame {
    /// `a closure` or `` `name` ``.
    pub(crate) label: String,
    /// Where the call was made.
    pub(crate) position: Position,
}

/// The innermost cause of `err` and the calls around it, innermost first.
pub(crate) fn unwrap_calls(err: &EvalAltResult) -> (&EvalAltResult, Vec<Frame>) {
    let mut frames = Vec::new();
    let mut cur = err;
    while let EvalAltResult::ErrorInFunctionCall(name, src, inner, pos) = cur {
        let mut label = if name.starts_with("anon$") {
            "a closure".to_owned()
        } else {
            format!("`{name}`")
        };
        if !src.is_empty() {
            label.push_str(&format!(" (from '{src}')"));
        }
        frames.push(Frame {
            label,
            position: *pos,
        });
        cur = inner;
    }
    frames.reverse();
    (cur, frames)
}

/// The message of a (non-call) error without its position suffix, with
/// internals rewritten. A value the script threw is quoted as is.
pub(crate) fn message(err: &EvalAltResult) -> String {
    let text = err.to_string();
    let text = match text.rfind(" (line ") {
        Some(i) if text.ends_with(')') && !err.position().is_none() => text[..i].to_owned(),
        _ => text,
    };
    match err {
        EvalAltResult::ErrorRuntime(..) => text,
        _ => sanitize(&text),
    }
}

/// Rewrites Rust/Rhai type names and generated names into script words.
pub(crate) fn sanitize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if !word.is_empty() {
            out.push_str(script_word(word));
            word.clear();
        }
    };
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' || c == '$' || c == ':' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out.replace("&mut ", "")
        .replace("&string | string | String", "string")
        .replace("&string", "string")
        .replace("string | string", "string")
}

fn script_word(word: &str) -> &str {
    if word.starts_with("anon$") {
        return "closure";
    }
    // `alloc::string::String` → `String`; a lone `::` is kept.
    let last = match word.rfind("::") {
        Some(i) if i + 2 < word.len() => &word[i + 2..],
        _ => word,
    };
    let from_path = last.len() != word.len();
    match last {
        "i64" | "i32" | "u64" | "u32" | "INT" => "int",
        "f64" | "f32" | "FLOAT" => "float",
        "ImmutableString" | "SmartString" | "str" => "string",
        "Dynamic" => "any value",
        "FnPtr" => "Fn",
        "String" if from_path => "string",
        "Vec" if from_path => "array",
        "BTreeMap" if from_path => "map",
        _ => last,
    }
}

/// Hints for the innermost error.
/// `before` is the method called just before the failing one on the same
/// line (`trim` in `s.trim().split(",")`), when there is one.
pub(crate) fn hints(err: &EvalAltResult, before: Option<&str>) -> Vec<String> {
    let mut out = Vec::new();
    match err {
        EvalAltResult::ErrorVariableNotFound(name, _) => out.push(match name.as_str() {
            "undefined" | "null" | "nil" => {
                format!("Rhai has no `{name}`: the empty value is `()` (test it with `x == ()`)")
            }
            "JSON" => "write `to_json(value)` and `parse_json(text)` instead of `JSON.*`".into(),
            "Math" => "math functions are global: `max(a, b)`, `min(a, b)`, `abs(x)`, `sqrt(x)`, `x.floor()` (on a float)".into(),
            "Object" => "for maps write `m.keys()`, `m.values()`, `m.len()` instead of `Object.*`".into(),
            "this" => "use the closure's parameters, e.g. `|ctx| { ... }`, instead of `this`".into(),
            "process" | "window" | "document" | "globalThis" => {
                "there are no Node or browser globals: use the services a plugin injects, e.g. `ctx.fs`".into()
            }
            n if n.starts_with("global::") => advice::outer_in_fn(n.trim_start_matches("global::"), "f"),
            _ => advice::no_module(name).unwrap_or_else(|| {
                format!("declare it first (`let {name} = ...;`) or check the spelling")
            }),
        }),
        EvalAltResult::ErrorDotExpr(text, _) => {
            if text.contains("property 'length'") {
                out.push("write `.len()` instead of `.length`".into());
            } else if text.contains("for type '()'") {
                out.push("the value before the dot is `()`: a missing map key, or a call that returned nothing".into());
            }
        }
        // `outcomes[k]` in a closure beside a `fn outcomes`.
        EvalAltResult::ErrorIndexingType(text, _)
            if text.starts_with("Fn") || text.starts_with("FnPtr") =>
        {
            out.push("the value indexed is a function (`Fn`): inside a closure, a name that is also a `fn` of the code reads as that function, even where a variable has the name; name the variable otherwise (`totals_n` beside `fn totals`)".into());
        }
        // `w.chars()[0]`: a stream, no array (trial 168's player was told
        // nothing).
        EvalAltResult::ErrorIndexingType(text, _) if text.starts_with("range") => out.push(
            "`s.chars()` and a range (`0..n`) are streams to loop over with `for`, not arrays, and have no index: write `s.to_chars()[0]` (or `s[0]`, a string's own character) for a string's first character, `s.to_chars()` for the array of them".into(),
        ),
        EvalAltResult::ErrorIndexingType(text, _) if text.starts_with("()") => out.push(
            "the value indexed is `()`: a missing map key, a call that returned nothing, or `{}`, which is an empty block in Rhai: write `#{}` for an empty map, e.g. `let counts = #{};`".into(),
        ),
        // `pairs.sort()` of arrays or maps: no order of their own.
        EvalAltResult::ErrorFunctionNotFound(sig, _) if sig.contains("cannot be sorted") => out.push(
            "`sort()` with no function orders numbers, strings and characters of one kind only: for arrays or maps, give it a comparer that returns a number, negative when `a` comes first, `xs.sort(|a, b| a[1] - b[1])` (for strings, `|a, b| if a[0] < b[0] { -1 } else if a[0] > b[0] { 1 } else { 0 }`)".into(),
        ),
        EvalAltResult::ErrorFunctionNotFound(sig, _) => {
            if let Some(h) = function_hint(sig, before) {
                out.push(h);
            }
        }
        EvalAltResult::ErrorNonPureMethodCallOnConstant(name, _) => out.push(format!(
            "`{name}` changes the value it is called on, and a constant cannot change: declare it with `let` instead of `const`, e.g. `let items = [1]; items.push(2);`"
        )),
        EvalAltResult::ErrorUnboundThis(..) => out.push(super::foreign::THIS_IN_CLOSURE.into()),
        EvalAltResult::ErrorDataRace(..) => out.push(
            "a closure given to a method (`map`, `filter`, `reduce`, `sort`, ...) uses the very value the chain starts from (as `m.keys().map(|k| m[k])` uses `m`), which Rhai holds while the chain runs: split the chain, e.g. `let ks = m.keys(); let vs = ks.map(|k| m[k]);`, or write a `for` loop, e.g. `let out = []; for k in m.keys() { out.push(m[k]); }`".into(),
        ),
        EvalAltResult::ErrorMismatchDataType(expected, actual, _) => {
            match (script_word(actual), script_word(expected)) {
                ("float", "int") => out.push(FLOAT_FOR_INT.into()),
                (_, "bool") => out.push(NOT_A_BOOL.into()),
                ("char", "string") => out.push(CHAR_FOR_STRING.into()),
                ("int" | "float" | "bool", "string") => out.push(NUMBER_FOR_STRING.into()),
                _ => {}
            }
        }
        EvalAltResult::ErrorFor(..) => {
            // (The value may be a missing one, `()`, as often as a map:
            // trial 99's `groups[key]` of a key not there.)
            out.push(format!("`for` needs an array, a range or a string: `for x in array {{ ... }}`, `for i in 0..n {{ ... }}`; where the value is `()`, a missing one (a map's key that is not there, `m[k]` gives `()`), test it first, `if xs != () {{ ... }}`, or give a default, `for x in m[k] ?? [] {{ ... }}`; {}", advice::MAP_LOOP));
        }
        _ => {}
    }
    out
}

/// What a character where a string is needed is told: most often a
/// map's key (`groups[w[0]]`).
const CHAR_FOR_STRING: &str = "a string is needed here, as a map's key, and this value is a character: `s[0]` and a loop over `s.chars()` give characters. Write `c.to_string()` (or `s.sub_string(0, 1)` for a string's first letter)";

/// What a number where a string is needed is told: most often a map's
/// key, which JavaScript turns into a string by itself.
const NUMBER_FOR_STRING: &str = "a string is needed here, as a map's key, and this value is a number: a map's keys are strings, which JavaScript makes of a number by itself and Rhai does not. Write `m[n.to_string()]` (or ``m[`${n}`]``)";

/// What a float where a whole number is needed is told.
const FLOAT_FOR_INT: &str = "a whole number (an int) is needed here, as an array index, a count or a range's end, and this value is a float: `/` and `.floor()` on floats give floats, and a tool parameter declared `type: \"number\"` arrives as a float. Write `x.to_int()`, or declare the parameter `type: \"integer\"`";

/// What a value that is not a bool where one is needed is told.
const NOT_A_BOOL: &str = "Rhai has no truthiness: `if`, `while`, `&&`, `||` and `!` take a bool. Test what you mean: `arr.len() > 0` (or `!arr.is_empty()`), `s != \"\"`, `x != ()`, `n != 0`";

/// Functions that take an int where a model may pass a float (a count, an
/// index, a length, a range's end).
const TAKES_INT: &[&str] = &[
    "..",
    "..=",
    "range",
    "extract",
    "sub_string",
    "pad",
    "truncate",
    "get",
    "remove",
    "insert",
    "split",
    "chop",
    "drain",
    "retain",
    "splice",
    "to_char",
    "crop",
    "index_of",
];

/// The kind of an argument named by its type in a runtime error.
fn arg_kind(kind: &str) -> super::foreign::Arg {
    use super::foreign::Arg;
    match kind {
        "array" => Arg::Array,
        "map" => Arg::Map,
        "string" | "char" => Arg::Str,
        "int" | "float" | "bool" => Arg::Scalar,
        "Fn" => Arg::Closure,
        _ => Arg::Other,
    }
}

fn function_hint(sig: &str, before: Option<&str>) -> Option<String> {
    let (name, args) = sig.split_once(" (")?;
    let args = sanitize(args.strip_suffix(')').unwrap_or(args));
    if name.starts_with("anon$") {
        return Some(format!(
            "the closure does not take ({args}): pass the number of arguments it declares (calling `m.f(x)` on a map also passes `m` first)"
        ));
    }
    if args.split(", ").any(|a| a == "float") && TAKES_INT.contains(&name) {
        return Some(FLOAT_FOR_INT.into());
    }
    if (name == ".." || name == "..=") && args.contains("range") {
        return Some(
            "a range has one `..` (`..=` to include the end): write `for i in 0..10 { ... }`; to count in steps, write `for i in range(0, 10, 2) { ... }`".into(),
        );
    }
    if ["open", "readFileSync", "readFile"].contains(&name) {
        return Some(super::habits::read_file(name));
    }
    // `let total = 5; xs.map(|x| total + x)` beside a `fn total`: in a
    // closure, the name is read as that function (a `Fn`), not the variable.
    let operator = !name.chars().any(char::is_alphanumeric);
    // (Not `filter(f, xs)`, Python's order, which its own point tells.)
    if (args.split(", ").next() == Some("Fn") || (operator && args.split(", ").any(|a| a == "Fn")))
        && !matches!(name, "call" | "map" | "filter" | "reduce")
    {
        return Some("a value here is a function (`Fn`) where a number or a text was meant: inside a closure, a name that is also a `fn` of the code reads as that function, even where a variable has the name; name the variable otherwise (`total_n` beside `fn total`)".to_owned());
    }
    if name == "!" {
        return Some("Rhai has no truthiness: `!` takes a bool. Test what you mean: `x == ()` for a missing value, `s.is_empty()` for an empty string, `n == 0` for zero".into());
    }
    // Python's `"-" * 52`: a string repeated.
    if name == "*"
        && matches!(
            args.as_str(),
            "string, int" | "int, string" | "char, int" | "int, char"
        )
    {
        return Some("Rhai has no `*` of a string and a number: write `\"\".pad(52, \"-\")` for a text of 52 `-`".into());
    }
    // `[x] * n`, Python's list repeated (trial 119 was told to convert).
    if name == "*" && (args == "array, int" || args == "int, array") {
        return Some(
            "Rhai has no `*` of an array and a number: for Python's `[x] * n`, pad an array, `let a = []; a.pad(n, x);` (`pad` changes the array it is called on and returns nothing), then use `a`".into(),
        );
    }
    // `sum` of yes-or-no values: Python counts a `True` as 1.
    if matches!(name, "+" | "-" | "*")
        && args.split(", ").any(|a| a == "bool")
        && args.split(", ").any(|a| matches!(a, "int" | "float"))
    {
        return Some(format!(
            "`{name}` does not apply to ({args}): Rhai adds no bool to a number (Python counts `True` as 1): write `if b {{ 1 }} else {{ 0 }}` for the bool, or count the trues, `xs.filter(|x| x.done).len()`"
        ));
    }
    // `(mask >> i) & 1 == 1`: a comparison binds tighter than `&`, `|`
    // and `^` in Rhai, as in JavaScript and not in Python, so the number
    // meets the comparison's bool (trial 153's task, told to convert).
    if matches!(name, "&" | "|" | "^") && matches!(args.as_str(), "int, bool" | "bool, int") {
        return Some(format!(
            "`{name}` does not apply to ({args}): in Rhai a comparison binds tighter than `{name}`, so `a {name} 1 == 1` is `a {name} (1 == 1)`, a number with a bool: put the `{name}` in brackets, `(a {name} 1) == 1`"
        ));
    }
    if !name.chars().any(char::is_alphanumeric) {
        return Some(format!(
            "`{name}` does not apply to ({args}): convert first, e.g. `parse_int(s)`, `parse_float(s)`, `x.to_string()` or `${{x}}`"
        ));
    }
    // A method no value has (`flatMap`) is the point, whatever it was
    // called on.
    if (args == "()" || args.starts_with("(), "))
        && let Some(rhai) = super::foreign::method(name)
    {
        return Some(format!("write {rhai} instead of `{name}`"));
    }
    if args == "()" || args.starts_with("(), ") {
        // A call before it that returned nothing, or, with none, a value
        // that is `()`: most often a map's missing key.
        return Some(match before {
            Some(call) => format!(
                "`.{name}` was called on `()`: `.{call}(...)` before it returned nothing. Rhai's `sort`, `push`, `insert`, `clear`, `truncate` (and other methods that change a value in place) return `()`: call it on its own line, then use the variable, e.g. `let a = [3, 1, 2]; a.sort(); a.len()`"
            ),
            None => format!(
                "`.{name}` was called on `()`: the value before it is `()`, as a map's missing key reads (`m[\"lines\"]` is `()` when there is none, and throws nothing a `catch` could see), or a method that changes a value in place returns: give a default, `(m[\"lines\"] ?? []).{name}(...)`, or test `if m[\"lines\"] == () {{ ... }}`"
            ),
        });
    }
    // `ch in OPENERS` or `PAIRS[ch]` with a character from a string.
    if args == "map, char" {
        return Some(
            "a map's keys are strings, and this is a character (from `chars()` or `s[i]`): make it a string first, `let k = ch.to_string();`, then `k in m` or `m[k]`".into(),
        );
    }
    // `n in SEVERITY` of a map whose keys a number's text are (trial
    // 123's dry run was told to check the name).
    if name == "contains" && matches!(args.as_str(), "map, int" | "map, float") {
        return Some(
            "`x in m` of a map tests a key, and a map's keys are strings, where this is a number: make it a string first, `n.to_string() in m` (and read `m[n.to_string()]`)".into(),
        );
    }
    // `word.filter(...)`: Python and JavaScript iterate a string's
    // characters, and Rhai's array methods need the array of them.
    if args.starts_with("string, ")
        && ["filter", "map", "reduce", "some", "all", "for_each"].contains(&name)
    {
        return Some(format!(
            "a string has no `{name}`: `s.to_chars()` is the array of its characters, e.g. `word.to_chars().{name}(...)` (`.len()` after a `filter` counts what it kept)"
        ));
    }
    if args.is_empty() && ["timestamp", "now"].contains(&name) {
        return Some(advice::NO_CLOCK.to_owned());
    }
    // (Before another language's method of that name: `w.chars().next()`
    // is a stream's, trial 168's hint spoke of Python's generators.)
    if args == "range" || args.starts_with("range, ") {
        if name == "next" {
            return Some("`s.chars()` and a range (`0..n`) are streams to loop over with `for`, not arrays, and have no `next`: a string's first character is `s.to_chars()[0]` (or `s[0]`, the string's own), and the first item of a range its start".to_owned());
        }
        return Some(format!(
            "`s.chars()` and a range (`0..n`) are streams to loop over with `for`, not arrays, and have no `{name}`: write `s.to_chars()` for an array of a string's characters (then `.{name}(...)`), or collect with a loop, `let a = []; for x in 0..n {{ a.push(x); }}`"
        ));
    }
    if let Some(rhai) = super::foreign::method(name).or_else(|| super::foreign::function(name)) {
        return Some(format!("write {rhai} instead of `{name}`"));
    }
    let kinds: Vec<&str> = args.split(", ").collect();
    let shape: Vec<super::foreign::Arg> = kinds.iter().map(|k| arg_kind(k)).collect();
    if let Some(advice) = super::foreign::misused(name, &shape) {
        return Some(advice.to_owned());
    }
    if ["round", "floor", "ceil"].contains(&name) && args == "int" {
        return Some(format!(
            "`{name}` takes a float and this value is an int (an int / an int divides as integers, `7 / 2` is 3): convert it first, e.g. `n.to_float()`, or write `n.to_float() / 2.0` for the division"
        ));
    }
    // `parse_int(s[0])`: a string's item is a character in Rhai, whose
    // `to_int()` is its character code (trial 76's bridge contracts).
    if ["parse_float", "parse_int"].contains(&name) && args == "char" {
        return Some(format!(
            "`{name}` reads a string and this value is a character (`s[i]` of a string, or an item of `chars()`): make it a string first, `{name}(c.to_string())` (a character's own `to_int` gives its character code, not its digit)"
        ));
    }
    if ["parse_float", "parse_int"].contains(&name) && args != "string" {
        return Some(format!(
            "`{name}` reads a string and this value is a number already: write `n.to_float()` for a float, `x.to_int()` for an int"
        ));
    }
    if name == "append" && args.starts_with("array, ") && !args.ends_with("array") {
        return Some(super::foreign::APPEND.into());
    }
    if name == "has" && args.starts_with("map") {
        return Some("a map tests a key with `m.contains(key)` (a set is a map of keys: `seen[key] = true;` adds one)".into());
    }
    if name == "add" && args.starts_with("map") {
        return Some("a set is a map of keys: write `m[key] = true;` to add one, `m.contains(key)` to test it".into());
    }
    if name == "push" && args.starts_with("map") {
        return Some("maps have no `push`: write `m.key = value` or `m[\"key\"] = value`".into());
    }
    Some(format!(
        "no function `{name}` takes ({args}): check the name and the argument types (`x.{name}(a)` calls `{name}(x, a)`); cordis_inspect {{ what: \"functions\" }} lists every function there is, and with `name: \"{name}\"` the signatures of one of that name"
    ))
}

//! The `functions` section: every native function a script can call,
//! listed by the type of its first argument (a script calls `f(x, a)` as
//! `x.f(a)` too), read from the sandbox's own engine, so that it lists
//! exactly what runs. Narrowed to a name, it gives that function's
//! signatures, or every signature taking a type first (`string`, `array`…).

use std::collections::{BTreeMap, BTreeSet};

use crate::sandbox::NativeFunction;
use crate::sandbox::teach::{foreign, operators};

use super::bound::{List, Order, Parts};

/// The script types a listed function takes first, in the order listed.
const TYPES: [&str; 10] = [
    "string", "char", "int", "float", "bool", "array", "map", "range", "Fn", "any",
];

/// The section: a paragraph on how to call them, then one line per type.
pub(super) fn parts(functions: &[NativeFunction]) -> Parts {
    let entries = TYPES
        .iter()
        .filter_map(|ty| {
            let names: BTreeSet<&str> = functions
                .iter()
                .filter(|f| listed(f) && first_type(f) == Some(ty))
                .map(|f| f.name.as_str())
                .collect();
            (!names.is_empty()).then(|| {
                let names: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
                format!("- **{ty}**: {}", names.join(", "))
            })
        })
        .collect();
    Parts {
        head: format!("The functions every script can call, besides `ctx` and the services (see `api`). Each can be called as `f(x, a)` or as a method of its first argument, `x.f(a)`; they are listed by that argument's type. Operators (`+`, `==`, `in`, `..`), `if`/`for`/`while`/`loop`/`switch`/`try`, and `type_of(x)`, `Fn(name)`, `f.call(...)` are the language's own: `name: \"*\"` (any operator) says which types it takes. {}. Note that {}, and no random numbers.", operators::TYPE_NAMES, crate::sandbox::teach::advice::NO_CLOCK),
        list: List {
            title: "By the type of the first argument:".to_owned(),
            entries,
            noun: "types",
            order: Order::Name,
        },
        tail: "`cordis_inspect { what: \"functions\", name: \"sub_string\" }` gives one function's signatures; `name: \"string\"` every signature taking a string first. `s.len()` counts a string's characters, `bytes(s)` its UTF-8 bytes. A `stream` (what `s.chars()` gives) is looped over with `for`; `s.to_chars()` gives an array, of characters (`'a'`, which equals `\"a\"` but is no string: a `switch` case for it is `'a' =>`). A `sort` comparer `|a, b| ...` returns a number: negative when `a` comes first, 0 when equal, positive when `b` does; a `filter` function returns a bool (`truthy(x)` tests a value as Python and JavaScript do). `n.to_float()` and `x.to_int()` convert between int and float, either way. `line.split_csv()` splits a CSV line at each comma outside double quotes, with the quotes taken off; `s.pad_start(n, \"0\")` and `s.pad_end(n, \" \")` give `s` padded to `n` characters as a new string; `from_utf8(bytes)` is the text an array of byte values encodes (`from_utf8([195, 169])` is `\"é\"`), `s.to_utf8()` a string's UTF-8 bytes (an array of ints from 0 to 255), and `c.to_int()` a character's code. `xs.slice(1, 3)`, of an array or a text, is JavaScript's `slice` and Python's `xs[1:3]` (the end not included, a negative index counted from the end); `mean(xs)` is Python's `statistics.mean` of an array of numbers (the exact mean, rounded once; an int where ints come out whole), `fsum(xs)` Python's `math.fsum` (the sum rounded once), where a `reduce` of floats can differ in the last digit.".to_owned(),
    }
}

/// The signatures of the function `name`, and of every function taking
/// the type `name` first; `None` when neither exists.
pub(super) fn signatures(functions: &[NativeFunction], name: &str) -> Option<Vec<String>> {
    let by_type = TYPES.contains(&name);
    // One line per call shape (name and parameter types): the engine's own
    // function and the sandbox's replacement of it are one function.
    let mut lines: BTreeMap<String, Signature<'_>> = BTreeMap::new();
    for found in functions
        .iter()
        .filter(|f| listed(f))
        // (`range` names a type and a function: both are listed.)
        .filter(|f| f.name == name || (by_type && first_type(f) == Some(name)))
        .filter_map(signature)
    {
        match lines.get_mut(&found.shape) {
            None => {
                lines.insert(found.shape.clone(), found);
            }
            Some(kept) => {
                if kept.returns.is_none() {
                    kept.returns = found.returns;
                }
                if !kept.call.contains(": ") {
                    kept.call = found.call;
                }
                kept.in_place &= found.in_place;
            }
        }
    }
    let note = NOTES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, note)| format!("- {note}"));
    (!lines.is_empty()).then(|| {
        lines
            .into_values()
            .map(|s| match (s.returns, s.in_place) {
                (Some(ret), true) if changes_and_returns(&s.shape) => {
                    let name = s.shape.split('(').next().unwrap_or_default();
                    let args = if s.shape.contains(',') { "..." } else { "" };
                    format!(
                        "- `{} -> {ret}`: changes its first argument in place and returns it too (`let t = x.{name}({args});` changes `x` as well; to keep `x`, work on a copy, `let t = x; t.{name}({args});`)",
                        s.call
                    )
                }
                (Some(ret), _) => format!("- `{} -> {ret}`", s.call),
                (None, true) => format!(
                    "- `{}`: changes its first argument in place and returns nothing",
                    s.call
                ),
                (None, false) => format!("- `{}`", s.call),
            })
            .chain(note)
            .collect()
    })
}

/// Whether the shape (`trim(string)`) changes its first argument in place
/// and also returns it (so that `s.trim().split(",")` chains as in
/// JavaScript), unlike the other `&mut` ones, which return nothing or
/// leave it as it is: a text's (`foreign::TEXT_CHANGED_AND_RETURNED`), or
/// an array's `reverse`.
fn changes_and_returns(shape: &str) -> bool {
    shape == "reverse(array)"
        || shape
            .split_once("(string")
            .is_some_and(|(name, _)| foreign::TEXT_CHANGED_AND_RETURNED.contains(&name))
}

/// What a function's signatures do not say, by its name.
const NOTES: [(&str, &str); 13] = [
    (
        "len",
        "of a string, its characters (`\"héllo\".len()` is 5; `bytes(s)` counts the UTF-8 bytes); of an array, its items; of a map, its keys",
    ),
    (
        "split",
        "with no argument it splits at each run of whitespace (`\" a  b\\n\".split()` is `[\"a\", \"b\"]`, and `\"\".split()` is `[]`); `s.split(sep, n)` gives at most `n` pieces, the last holding the rest",
    ),
    (
        "split_csv",
        "a field in double quotes may hold commas, and `\"\"` inside it is one `\"` (`\"a,\"\"b\"\"\",c\"` gives `[\"a,\\\"b\\\"\", \"c\"]`); a final `\\r` is dropped",
    ),
    (
        "to_fixed",
        "it rounds the number as stored to the nearest, a tie to the even digit, as Python's format does (`0.125.to_fixed(2)` is `\"0.12\"`, where JavaScript's `toFixed` gives `\"0.13\"`): to round a tie up, round first, `((x * 100.0).round() / 100.0).to_fixed(2)`",
    ),
    (
        "to_float",
        "an int's works too (`7.to_float()` is `7.0`), which a division needs for a fraction: `7.to_float() / 2` is `3.5`",
    ),
    (
        "to_int",
        "it drops a float's fraction (`2.7.to_int()` is 2, `-2.7.to_int()` is -2); an int's gives itself",
    ),
    (
        "reduce",
        "with no start, the closure's first total is `()`, not the first item: pass one, `xs.reduce(|a, b| a + b, 0)` or `xs.reduce(|a, b| max(a, b), xs[0])`",
    ),
    (
        "mixin",
        "the second map's entries replace the first's of the same key (`let m = #{ a: 1, b: 2 }; m.mixin(#{ b: 3 });` leaves `#{ a: 1, b: 3 }`), as the entries after a spread do in JavaScript's `{ ...m, b: 3 }`",
    ),
    (
        "bytes",
        "it counts the UTF-8 bytes of a string; the bytes themselves are `s.to_utf8()`, an array of ints from 0 to 255",
    ),
    (
        "to_blob",
        "the sandbox has no functions on a blob: for a string's bytes write `s.to_utf8()`, an array of ints from 0 to 255 (`from_utf8(bytes)` is the text back)",
    ),
    (
        "index_of",
        "a string argument is the value searched for, as any other value is (`[\"date\", \"crop\"].index_of(\"crop\")` is 1, even where the code has a `fn crop`); a closure is the test, `xs.index_of(|x| x.starts_with(\"b\"))`",
    ),
    (
        "parse_int",
        "it throws on text that is no number (`\"\"`, `\"12abc\"`): for text that may not be one, `fn to_int(s) { try { parse_int(s) } catch { () } }` gives `()` instead",
    ),
    (
        "parse_float",
        "it throws on text that is no number: for text that may not be one, `fn to_number(s) { try { parse_float(s) } catch { () } }` gives `()` instead",
    ),
];

/// One signature as the list shows it.
struct Signature<'a> {
    /// The name and the parameters' script types: what tells two apart.
    shape: String,
    /// The call with the parameters' names where the metadata has them.
    call: String,
    /// What it returns, unless nothing.
    returns: Option<&'a str>,
    /// Its first parameter is changed (`&mut`).
    in_place: bool,
}

pub(super) fn names(functions: &[NativeFunction]) -> Vec<String> {
    let names: BTreeSet<&str> = functions
        .iter()
        .filter(|f| listed(f) && first_type(f).is_some())
        .map(|f| f.name.as_str())
        .collect();
    names.into_iter().map(str::to_owned).collect()
}

/// Rhai's functions about the engine itself, of no use to a plugin.
const ENGINE_ONLY: [&str; 5] = ["get_fn_metadata_list", "exit", "set_tag", "tag", "take"];

/// Whether a script calls it by its name: not an operator, an indexer or
/// property accessor (`index$get$`, `get$x`), nor one of the sandbox's
/// own internals or the engine's.
fn listed(function: &NativeFunction) -> bool {
    let name = function.name.as_str();
    name.starts_with(|c: char| c.is_ascii_alphabetic())
        && !name.contains('$')
        && !name.starts_with("cordis_")
        && !ENGINE_ONLY.contains(&name)
}

/// The script type of its first argument, if it is one a script has.
fn first_type(function: &NativeFunction) -> Option<&'static str> {
    let first = function.params.first()?;
    let ty = script_type(first);
    TYPES.iter().copied().find(|t| *t == ty)
}

/// `extract(array, start: int, len: int)` and its result, `array`, for
/// the metadata's `extract(array: &mut Array, start: i64, len: i64) ->
/// Array` (no result for `()`); `None` for a signature that takes a type
/// no script has (a façade type).
fn signature(function: &NativeFunction) -> Option<Signature<'_>> {
    let text = function.signature.as_str();
    let open = text.find('(')?;
    let (params, ret) = match text.find(") -> ") {
        Some(close) => (&text[open + 1..close], Some(&text[close + 5..])),
        None => (&text[open + 1..text.rfind(')')?], None),
    };
    let mut shown = Vec::new();
    let mut types = Vec::new();
    for param in params.split(", ").filter(|p| !p.is_empty()) {
        let (name, ty) = param.split_once(": ").unwrap_or(("_", param));
        let ty = script_type(ty);
        if !TYPES.contains(&ty) {
            return None;
        }
        types.push(ty);
        shown.push(if name == "_" || name == ty {
            ty.to_owned()
        } else {
            format!("{name}: {ty}")
        });
    }
    Some(Signature {
        shape: format!("{}({})", function.name, types.join(", ")),
        call: format!("{}({})", function.name, shown.join(", ")),
        returns: ret.map(returned).filter(|r| *r != "()"),
        in_place: function
            .params
            .first()
            .is_some_and(|p| p.trim_start().starts_with("&mut")),
    })
}

/// The type a return type names, without its `Result` wrapper.
fn returned(ret: &str) -> &str {
    let ret = ret.trim();
    let inner = ret
        .strip_prefix("Result<")
        .or_else(|| ret.strip_prefix("core::result::Result<"))
        .map_or(ret, |rest| rest.split(',').next().unwrap_or(rest));
    match script_type(inner) {
        "CharsStream" => "stream",
        // `StepRange<u32>`: a range with a step (negative too), for `for`.
        other if other.starts_with("StepRange") => "range with a step",
        other => other,
    }
}

/// A Rust type of the metadata in script words.
fn script_type(rust: &str) -> &str {
    let ty = rust
        .trim()
        .trim_start_matches("&mut ")
        .trim_start_matches('&');
    // `alloc::vec::Vec<rhai::Dynamic>` is a `Vec`; a range keeps its `<`.
    let outer = match ty.find('<') {
        Some(at) if !ty.contains("Range") => &ty[..at],
        _ => ty,
    };
    let last = outer.rsplit("::").next().unwrap_or(outer);
    match last {
        "Vec" => "array",
        "BTreeMap" => "map",
        "str" | "ImmutableString" | "String" | "string" | "SmartString" => "string",
        "Array" | "array" => "array",
        "Map" | "map" => "map",
        "i64" | "i32" | "i16" | "i8" | "u64" | "u32" | "u16" | "u8" | "i128" | "u128" | "INT" => {
            "int"
        }
        "f64" | "f32" | "FLOAT" => "float",
        "char" => "char",
        "bool" => "bool",
        "FnPtr" => "Fn",
        "Dynamic" => "any",
        "()" => "()",
        other if other.starts_with("Range") => "range",
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Limits;
    use crate::sandbox::native_functions;

    #[test]
    fn every_listed_type_has_functions_and_the_internals_are_not_listed() {
        let functions = native_functions(&Limits::default());
        let parts = parts(&functions);
        let text = parts.list.entries.join("\n");
        for (ty, name) in [
            ("string", "`sub_string`"),
            ("char", "`is_alphabetic`"),
            ("int", "`to_char`"),
            ("float", "`round`"),
            ("array", "`extract`"),
            ("map", "`keys`"),
        ] {
            let line = parts
                .list
                .entries
                .iter()
                .find(|l| l.starts_with(&format!("- **{ty}**")))
                .unwrap_or_else(|| panic!("no {ty} line: {text}"));
            assert!(line.contains(name), "{ty} lacks {name}: {line}");
        }
        for internal in ["cordis_held", "__cordis_call", "index$get$", "+"] {
            assert!(
                !text.contains(&format!("`{internal}`")),
                "{internal}: {text}"
            );
        }
    }

    #[test]
    fn a_name_gives_its_signatures_in_script_types() {
        let functions = native_functions(&Limits::default());
        let lines = signatures(&functions, "extract").unwrap_or_default();
        assert!(
            lines.contains(&"- `extract(array, start: int, len: int) -> array`".to_owned()),
            "{lines:?}"
        );
        assert!(
            lines
                .iter()
                .all(|l| !l.contains("i64") && !l.contains("&mut"))
        );
        // Rhai's in-place `trim` and the sandbox's are one line, the one
        // a script calls; generic results read as script types.
        // Trial 19: it changes the string it is called on as well, which
        // the line says.
        // Trial 86: the sandbox's `trim` of the characters given, as
        // Python's `strip("-")`, named by its parameters.
        assert_eq!(
            signatures(&functions, "trim"),
            Some(vec![
                "- `trim(string) -> string`: changes its first argument in place and returns it too (`let t = x.trim();` changes `x` as well; to keep `x`, work on a copy, `let t = x; t.trim();`)".to_owned(),
                "- `trim(text: string, chars: string) -> string`: changes its first argument in place and returns it too (`let t = x.trim(...);` changes `x` as well; to keep `x`, work on a copy, `let t = x; t.trim(...);`)".to_owned(),
            ])
        );
        // Trial 11 used a string's `pad` as a value, and the list did not
        // say which functions change their argument and return nothing.
        assert_eq!(
            signatures(&functions, "pad"),
            Some(vec![
                "- `pad(array, len: int, item: any)`: changes its first argument in place and returns nothing".to_owned(),
                "- `pad(string, len: int, character: char) -> string`: changes its first argument in place and returns it too (`let t = x.pad(...);` changes `x` as well; to keep `x`, work on a copy, `let t = x; t.pad(...);`)".to_owned(),
                "- `pad(string, len: int, padding: string) -> string`: changes its first argument in place and returns it too (`let t = x.pad(...);` changes `x` as well; to keep `x`, work on a copy, `let t = x; t.pad(...);`)".to_owned(),
            ])
        );
        let splits = signatures(&functions, "split").unwrap_or_default();
        assert!(
            splits
                .iter()
                .all(|l| !l.contains("Dynamic") && !l.contains("Vec") && !l.contains('<')),
            "{splits:?}"
        );
        let strings = signatures(&functions, "string").unwrap_or_default();
        assert!(
            strings.iter().any(|l| l.starts_with("- `sub_string(")),
            "{strings:?}"
        );
        assert!(signatures(&functions, "no_such_function").is_none());
    }
}

//! Methods and functions of JavaScript and Python that no Rhai value has,
//! each with the Rhai to write instead, and the words for the two ways a
//! model changes a value that Rhai keeps still: a method that changes it
//! in place (and returns `()`) used as if it returned the value, and a
//! `const` that the code changes.
//!
//! The names are those no native function of the sandbox goes by (a test
//! holds the lists to the engine), so a call of one fails every time it
//! runs unless the code defines it itself. The parse-time habits
//! (`habits.rs`), the mount-time check (`sandbox/foreign.rs`) and the
//! runtime hints (`runtime.rs`) all read them from here. Every suggestion
//! runs as written with the sample names it uses (`s` a string, `arr` an
//! array, `m` a map, `item`, `key`).

/// Method names (`x.name(...)`) and the Rhai to write instead.
pub(crate) const METHODS: &[(&str, &str)] = &[
    ("toLowerCase", "`s.to_lower()`"),
    ("lower", "`s.to_lower()`"),
    ("toUpperCase", "`s.to_upper()`"),
    ("upper", "`s.to_upper()`"),
    ("includes", "`arr.contains(item)` (or `s.contains(key)`)"),
    ("indexOf", "`arr.index_of(item)` (or `s.index_of(key)`)"),
    ("findIndex", "`arr.index_of(|v| v > 1)`"),
    ("startsWith", "`s.starts_with(key)`"),
    ("startswith", "`s.starts_with(key)`"),
    ("endsWith", "`s.ends_with(key)`"),
    ("endswith", "`s.ends_with(key)`"),
    ("forEach", "`for item in arr { ... }`"),
    (
        "slice",
        "`arr.extract(0, 2)` (from index 0, 2 items; or a range, `arr.extract(0..2)`), for a string `s.sub_string(0, 2)` or `s[0..2]`; `arr.truncate(2)` keeps the first 2 in place",
    ),
    (
        "substring",
        "`s.sub_string(0, 2)` (from index 0, 2 characters)",
    ),
    (
        "substr",
        "`s.sub_string(0, 2)` (from index 0, 2 characters)",
    ),
    ("trimStart", "`s.trim()`"),
    ("trimEnd", "`s.trim()`"),
    ("strip", "`s.trim()`"),
    ("lstrip", "`s.trim()`"),
    ("rstrip", "`s.trim()`"),
    ("charAt", "`s[0]`"),
    ("hasOwnProperty", "`m.contains(key)` (or `key in m`)"),
    ("concat", "`arr + items`"),
    ("every", "`arr.all(|v| v > 0)`"),
    ("items", "`for key in m.keys() { let value = m[key]; }`"),
    ("extend", "`arr.append(items)`"),
    ("update", "`m.mixin(other)`"),
    ("unshift", "`arr.insert(0, item)`"),
    (
        "replaceAll",
        "`s.replace(key, \"b\")` (it replaces every one)",
    ),
    ("splitlines", "`s.split(\"\\n\")`"),
    ("lines", "`s.split(\"\\n\")`"),
    ("toString", "`x.to_string()` or `${x}`"),
    (
        "isalpha",
        "`c.is_alphabetic()` (on a character: `for c in s.chars()`)",
    ),
    (
        "isdigit",
        "`c.is_numeric()` (on a character: `for c in s.chars()`)",
    ),
    (
        "isspace",
        "`c.is_whitespace()` (on a character: `for c in s.chars()`)",
    ),
    (
        "isalnum",
        "`c.is_alphanumeric()` (on a character: `for c in s.chars()`)",
    ),
];

/// Function names (`name(...)`, no receiver) and the Rhai to write instead.
pub(crate) const FUNCTIONS: &[(&str, &str)] = &[
    ("parseInt", "`parse_int(s)`"),
    ("parseFloat", "`parse_float(s)`"),
    ("Number", "`parse_float(s)` (or `parse_int(s)`)"),
    ("String", "`x.to_string()`"),
    ("isNaN", "`x.is_nan()` (on a float)"),
    ("str", "`x.to_string()` (or `${x}` in a backtick string)"),
    ("float", "`parse_float(s)`"),
    (
        "sorted",
        "`arr.sort();` (it sorts in place and returns nothing), then use `arr`",
    ),
    ("enumerate", "`for (item, i) in arr { ... }`"),
    ("isinstance", "`type_of(x) == \"float\"`"),
];

/// Methods that change the value they are called on and return `()`.
pub(crate) const IN_PLACE: &[&str] = &[
    "sort", "push", "append", "insert", "clear", "truncate", "pad", "dedup", "mixin",
];

/// Methods that change the value they are called on, which a constant
/// refuses.
pub(crate) const CHANGING: &[&str] = &[
    "push",
    "append",
    "insert",
    "remove",
    "pop",
    "shift",
    "clear",
    "truncate",
    "sort",
    "dedup",
    "retain",
    "drain",
    "splice",
    "pad",
    "mixin",
    "fill_with",
];

/// The Rhai for the method `name`, if it is a foreign one.
pub(crate) fn method(name: &str) -> Option<&'static str> {
    METHODS.iter().find(|(n, _)| *n == name).map(|(_, r)| *r)
}

/// The Rhai for the function `name`, if it is a foreign one.
pub(crate) fn function(name: &str) -> Option<&'static str> {
    FUNCTIONS.iter().find(|(n, _)| *n == name).map(|(_, r)| *r)
}

/// What a call of the foreign method `.name(...)` is told.
pub(crate) fn method_hint(name: &str, rhai: &str) -> String {
    format!("Rhai has no method `{name}`: write {rhai}")
}

/// What a call of the foreign function `name(...)` is told.
pub(crate) fn function_hint(name: &str, rhai: &str) -> String {
    format!("Rhai has no function `{name}`: write {rhai}")
}

/// What `.method(...)` followed by `.next` is told.
pub(crate) fn after_in_place(method: &str, next: &str) -> String {
    format!(
        "`{method}` changes the array in place and returns `()`, so the `.{next}` chained after it fails: call it on its own line, then use the variable, e.g. `let a = [3, 1, 2]; a.sort(); a.len()`"
    )
}

/// What a constant `name` that `change` (`.push(...)`, `m[...] = ...`)
/// changes is told.
pub(crate) fn constant_changed(name: &str, change: &str) -> String {
    format!(
        "`{name}` is declared with `const` and `{change}` changes it, which a constant refuses: declare it with `let {name} = ...;` instead, e.g. `let items = [1]; items.push(2);`"
    )
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::limits::Limits;
    use crate::sandbox::slots::SlotTable;
    use crate::sandbox::{calls, engine};

    #[test]
    fn no_foreign_name_is_a_native_function() {
        let engine = engine::build(&Limits::default(), &Arc::new(SlotTable::new()));
        let natives = calls::native_names(&engine);
        for (name, _) in METHODS.iter().chain(FUNCTIONS) {
            assert!(!natives.contains(*name), "`{name}` is a native function");
        }
        for name in IN_PLACE.iter().chain(CHANGING) {
            assert!(natives.contains(*name), "`{name}` is no native function");
        }
    }

    #[test]
    fn every_suggestion_runs_as_written() {
        let engine = engine::build(&Limits::default(), &Arc::new(SlotTable::new()));
        let samples = "let s = \"42\"; let arr = [1, 2]; let items = [3]; let item = 1; \
             let m = #{ a: 1 }; let other = #{ b: 2 }; let key = \"a\"; let x = 2.5; \
             let c = 'a'; let value = #{ a: [1] };";
        for (name, rhai) in METHODS.iter().chain(FUNCTIONS) {
            for code in rhai.split('`').skip(1).step_by(2) {
                // Forms (`for c in s.chars()`, `${x}`) are not statements.
                if code.contains("...") || code.starts_with("${") || code.starts_with("for ") {
                    continue;
                }
                let script = format!("{samples}\n{code}");
                engine
                    .run(&script)
                    .unwrap_or_else(|e| panic!("{name}: `{code}` fails: {e}"));
            }
        }
    }
}

//! The words of the check's findings (`check/findings.rs`) that advise or
//! are built rather than written in a variant's message: lists,
//! suggestions, and the notes on lost changes, on escapes and
//! interpolation, on custom events and on built-in services the server was
//! not started with.

/// `inject` with `name` added, each quoted: `"fs", "kv"`.
pub(crate) fn quoted(inject: &[String], name: &str) -> String {
    inject
        .iter()
        .map(String::as_str)
        .chain([name])
        .map(|n| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

/// ` did you mean x?`, or that there is no such method.
pub(crate) fn mean_or_none(suggestion: &Option<String>) -> String {
    match suggestion {
        Some(s) => format!(" did you mean {s}?"),
        None => " no such method.".to_owned(),
    }
}

/// The `s` of `arguments`, for `n` of them.
pub(crate) fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The note on a change to a `for` loop's variable, which is a copy:
/// `target` as written, the loop's `var` and the `array` it runs over.
pub(crate) fn changes_a_copy(target: &str, var: &str, array: Option<&str>) -> String {
    let rest = target.strip_prefix(var).unwrap_or_default();
    let (array, hold) = match array {
        Some(array) => (array, String::new()),
        None => (
            "arr",
            " (hold the array in a variable first: `let arr = ...;`)".to_owned(),
        ),
    };
    format!(
        "`{target} = ...` changes only a copy: `for {var} in {array}` gives each element by value, \
         and this loop never uses `{var}` whole, so the change is lost. To change the array's \
         element, loop with its index{hold}: write `for ({var}, i) in {array} {{ {array}[i]{rest} = ...; }}`"
    )
}

/// `names`, comma-separated, or `none`.
pub(crate) fn list_or_none(names: &[String]) -> String {
    if names.is_empty() {
        "none".to_owned()
    } else {
        names.join(", ")
    }
}

/// The note on listening to an event that is not in the catalog.
pub(crate) fn listened_custom_event(event: &str, suggestion: Option<&str>) -> String {
    format!(
        "\"{event}\" is a custom event (not in the catalog), which is fine for an event of your own: this listener runs only when a plugin calls ctx.emit(\"{event}\", ...).{}",
        meant(suggestion)
    )
}

/// The note on emitting an event that is not in the catalog.
pub(crate) fn emitted_custom_event(event: &str, suggestion: Option<&str>) -> String {
    format!(
        "\"{event}\" is a custom event (not in the catalog), which is fine for an event of your own: only plugins that listen with ctx.on(\"{event}\", |payload| ...) hear it.{}",
        meant(suggestion)
    )
}

/// The catalogued event a custom one may be a typo of, if any.
fn meant(suggestion: Option<&str>) -> String {
    suggestion
        .map(|s| format!(" If you meant the catalogued event \"{s}\", write that name."))
        .unwrap_or_default()
}

/// The note on a change to `target`, the result a `tools/post-execute`
/// listener gets (and calls `result`), which reaches no one.
pub(crate) fn read_only_result(target: &str, result: &str) -> String {
    format!(
        "`{target} = ...` changes nothing: a tools/post-execute listener gets the final result to read, and what it changes or returns is dropped. To rewrite results, change them in tools/pre-execute and return them: write `ctx.on(\"tools/pre-execute\", |info, next| {{ let {result} = next(); {target} = ...; {result} }})`"
    )
}

/// The note on `${name}` in a double-quoted string.
pub(crate) fn no_interpolation(name: &str) -> String {
    format!(
        "`${{{name}}}` in a double-quoted string stays as written: only backtick strings interpolate in Rhai. Put this string between backticks instead of double quotes, or join the parts, e.g. `\"text: \" + {name}`"
    )
}

/// The note on injecting `name`, a built-in service the server was not
/// started with; `granted` are those it was.
pub(crate) fn not_granted(name: &str, granted: &[String]) -> String {
    let allow = granted
        .iter()
        .map(String::as_str)
        .chain([name])
        .collect::<Vec<_>>()
        .join(",");
    format!(
        "\"{name}\" is a built-in service this server was not started with (it offers: {}), and no plugin may provide it: this mount stays pending. Do without ctx.{name}, or ask the user to grant it (cordis-cli: restart with --allow {allow}; an app that embeds the runtime grants it in its configuration)",
        list_or_none(granted)
    )
}

/// A value (Rhai) that is never a bool, as the test truthiness meant:
/// `l.trim()` as `l.trim() != ""`.
pub(crate) fn meant_test(value: &str) -> Option<String> {
    super::translate::meant_test(value)
}

/// What a `filter` whose function ends in `value`, no bool, is told.
pub(crate) fn not_a_bool(param: &str, value: &str, test: &str) -> String {
    format!(
        "the function given to `filter` ends in `{value}`, which is no bool, and Rhai has no truthiness: `filter` refuses it each time it runs. Write the test you mean, `|{param}| {test}` (or `|{param}| truthy({value})`, as JavaScript and Python test)"
    )
}

/// The note on a tool whose `execute` ends in a map that is no result.
pub(crate) fn not_a_result(keys: &str) -> String {
    format!(
        "this tool's execute ends with the map #{{ {keys} }}, which has neither `content` nor `structuredContent`, so a call that reaches it fails: return text, e.g. `to_json(#{{ count: 3 }})`, or a result, e.g. `#{{ content: [#{{ type: \"text\", text: \"3\" }}], structuredContent: #{{ count: 3 }} }}`"
    )
}

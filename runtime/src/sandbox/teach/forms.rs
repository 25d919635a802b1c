//! The forms a script is taught: of a plugin, and of the façade's calls
//! and members. Which message a wrong call gets is decided where it is
//! caught (`usage.rs`, `facade.rs`, the check's findings); the words are
//! here.

/// The two plugin forms, quoted by errors about the plugin value.
pub(crate) const PLUGIN_FORMS: &str = "The code must end with (or `return`) a plugin, in one of two forms:\n  #{ name: \"my-plugin\", inject: [\"fs\"], apply: |ctx| { ctx.tools.register(#{ ... }); } }\nor a function:\n  |ctx| { ctx.tools.register(#{ ... }); }";

/// The two accepted forms, appended to every message about a tool's result.
pub(crate) const RESULT_FORMS: &str = "A tool returns a string (e.g. \"3 files\") or #{ content: [#{ type: \"text\", text: \"...\" }], isError: false }; to return data, return to_json(value).";

/// Why `next(x)` fails: the advice is code that runs.
pub(crate) const NEXT_TAKES_NOTHING: &str = "next() takes no arguments: it runs the rest of the chain, and the tool, with the call's own arguments (they cannot be changed on the way). Write `let result = next();` and return `result` (or a changed copy), or return a result of your own without calling next()";

/// What assigning to `target` (`ctx.x`, `ctx.fs.y`) teaches; `in_place`
/// when a method changed a member read from ctx rather than an `=`.
pub(crate) fn read_only(target: &str, in_place: bool) -> String {
    if in_place {
        format!(
            "ctx is read-only: a method changed `{target}` in place. Copy it into a variable of your own first: let items = {target}; items.push(1);"
        )
    } else {
        format!(
            "ctx is read-only: `{target} = ...` cannot assign to it. To offer a value to other plugins, use ctx.provide(\"name\", value); to keep state, use a variable of your own (let count = 0;)"
        )
    }
}

/// A call of `receiver.method` with arguments of the types `got` (in
/// script words) that its form, `signature` (`fn` left out), does not take.
pub(crate) fn called_with(receiver: &str, method: &str, got: &str, signature: &str) -> String {
    format!("{receiver}.{method} was called with ({got}); its form is {receiver}.{signature}")
}

/// `ctx.<member>` where the member is a cordis framework one that mounted
/// plugins do not get.
pub(crate) fn not_available(member: &str, offers: &str) -> String {
    format!("ctx.{member} is not available to mounted plugins. ctx offers: {offers}")
}

/// `ctx.<member>` where `ctx` has nothing of that name, with the closest
/// member if one is close.
pub(crate) fn no_member(member: &str, suggestion: Option<&str>, offers: &str) -> String {
    let mean = suggestion
        .map(|s| format!(": did you mean {s}?"))
        .unwrap_or_default();
    format!("ctx has no member \"{member}\"{mean}. ctx offers: {offers}")
}

/// A call of a method `receiver` does not have.
pub(crate) fn no_method(receiver: &str, method: &str, offers: &str) -> String {
    format!("{receiver} has no method \"{method}\". It offers: {offers}")
}

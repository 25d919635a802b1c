//! The forms a script is taught: of a plugin, and of the façade's calls and
//! members. Which message a wrong call gets is decided where it is caught
//! (`facade/usage.rs`, `facade/ctx.rs`, the check's findings); the words
//! are here.

/// The two plugin forms, quoted by errors about the plugin value.
pub(crate) const PLUGIN_FORMS: &str = "The code must end with (or `return`) a plugin, in one of two forms:\n  #{ name: \"my-plugin\", inject: [\"fs\"], apply: |ctx| { ctx.tools.register(#{ ... }); } }\nor a function:\n  |ctx| { ctx.tools.register(#{ ... }); }";

/// The two accepted forms, appended to every message about a tool's result.
pub(crate) const RESULT_FORMS: &str = "A tool returns a string (e.g. \"3 files\") or #{ content: [#{ type: \"text\", text: \"...\" }], isError: false }; to return data, return to_json(value).";

/// Why `next(x)` fails: the advice is code that runs.
pub(crate) const NEXT_TAKES_NOTHING: &str = "next takes nothing or the info map: `next()` runs the rest of the chain, and the tool, with the call's own arguments, `next(info)` with `info.args` as the listener changed them (`info.args.path = ...; next(info)`). Write `let result = next();` and return `result` (or a changed copy), or return a result of your own without calling next()";

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
    format!(
        "ctx has no member \"{member}\"{mean}. ctx offers: {offers}. A service is reached as ctx.<name> once its name is in the plugin's inject list (`inject: [\"{member}\"]`, when a service \"{member}\" exists: cordis_inspect {{ what: \"api\" }} lists them)"
    )
}

/// A call of a method `receiver` does not have.
pub(crate) fn no_method(receiver: &str, method: &str, offers: &str) -> String {
    format!("{receiver} has no method \"{method}\". It offers: {offers}")
}

/// What to do about a service the plugin did not inject.
pub(crate) fn add_to_inject(service: &str) -> String {
    format!("add \"{service}\" to the plugin's inject list")
}

/// [`add_to_inject`] with the plugin written out, `inject` holding the
/// services it injects now.
pub(crate) fn add_to_inject_as(service: &str, inject: &[String]) -> String {
    format!(
        "{}, e.g. #{{ name: \"...\", inject: [{}], apply: |ctx| {{ ... }} }}",
        add_to_inject(service),
        super::findings::quoted(inject, service)
    )
}

/// A call of another mount's function `path` (`mount.fn`), whose
/// parameters are `params`, with `given` arguments.
pub(crate) fn wrong_count(path: &str, params: &[String], given: usize) -> String {
    let takes = match params.len() {
        0 => "no arguments".to_owned(),
        1 => format!("1 argument ({})", params[0]),
        n => format!("{n} arguments ({})", params.join(", ")),
    };
    format!(
        "{path} takes {takes} but was called with {given}: write `ctx.{path}({})`",
        params.join(", ")
    )
}

/// `ctx.<service>.<key>` read as a value where `key` is a method.
pub(crate) fn method_not_value(service: &str, key: &str) -> String {
    format!(
        "{service}.{key} is a method: call it, ctx.{service}.{key}(...); see cordis_inspect {{ what: \"api\", name: \"{service}\" }}"
    )
}

/// The plugin code's value was `()`; [`PLUGIN_FORMS`] follows.
pub(crate) const EVALUATED_TO_NOTHING: &str = "the code evaluated to nothing: its last statement has no value (a `let`, a loop, an `if` without `else`, or a `fn` definition); end the code with the plugin itself, as in `let plugin = #{ ... }; plugin` (a `fn apply(ctx) { ... }` is named in it: `#{ name: \"my-plugin\", apply: apply }`)";

/// After "`inject` lists N services, more than the M one plugin may inject".
pub(crate) const INJECT_FEWER: &str = "inject only the services apply uses";

/// `inject` holds an item of the script type `got` that is no string.
pub(crate) fn inject_not_strings(got: &str) -> String {
    format!("`inject` must list service names as strings, like [\"fs\", \"timer\"]; got {got}")
}

/// `inject` is a value of the script type `got`, not an array.
pub(crate) fn inject_not_array(got: &str) -> String {
    format!("`inject` must be an array of service names, like [\"fs\"]; got {got}")
}

/// `apply` is a value of the script type `got`, not a function.
pub(crate) fn apply_not_function(got: &str) -> String {
    format!("`apply` must be a function |ctx| {{ ... }}, got {got}")
}

/// `ctx.tools.register` of a map without `name`.
pub(crate) const TOOL_NEEDS_NAME: &str = "a tool needs a name, e.g. name: \"word_count\"";

/// `ctx.tools.register` of a map without a function `execute`.
pub(crate) const TOOL_NEEDS_EXECUTE: &str =
    "a tool needs execute: |args| { ... } returning a string";

/// `ctx.tools.execute` of the cordis tool `name`, which plugins may not
/// call.
pub(crate) fn cordis_tool_refused(name: &str) -> String {
    format!(
        "ctx.tools.execute cannot call \"{name}\": the cordis_* tools are for whoever drives this server, never for plugin code. Call {name} yourself, as a tool call; from a plugin, call only tools that plugins registered"
    )
}

/// `ctx.tools.execute` of a tool no one registered.
pub(crate) fn no_tool(name: &str) -> String {
    format!("no tool is named \"{name}\"; ctx.tools.schemas() lists them")
}

/// A call of `method`, which the service `service` (whose members are
/// `members`) does not have.
pub(crate) fn no_service_method(service: &str, method: &str, members: &str) -> String {
    format!(
        "service \"{service}\" has no method \"{method}\"; it has: {members}. See cordis_inspect {{ what: \"api\", name: \"{service}\" }}"
    )
}

/// A call of `method` of a script service, whose member of that name is a
/// value of the type `type_name`.
pub(crate) fn not_a_function(service: &str, method: &str, type_name: &str) -> String {
    format!(
        "\"{method}\" of service \"{service}\" is a {type_name}, not a function: read it as ctx.{service}.{method}"
    )
}

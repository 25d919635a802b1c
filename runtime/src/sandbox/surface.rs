//! The façade's own surface as catalog entries: what `ctx`, `ctx.tools`,
//! `ctx.timer` and `console` offer a mounted plugin.
//!
//! Each object is a [`ServiceEntry`] whose `name` is how a script reaches it
//! (`ctx.tools`) and whose `trait_name` is the Rhai type its functions are
//! registered on (`Tools`). Signatures are rendered from the parameter
//! lists, so the text cannot disagree with them, and a test checks the list
//! against the functions the sandbox engine really registers (names, types
//! and argument counts, both ways), so the catalog cannot drift from the
//! bindings.

use crate::Shape;
use crate::catalog::{Detail, Function, MethodEntry, ServiceEntry};
use crate::events::catalog::ToolResult;

/// Any script value (data; functions where the docs say so).
type Any = serde_json::Value;
/// A script object map.
type Object = serde_json::Map<String, serde_json::Value>;

/// Options of `ctx.on`.
#[derive(Debug, Clone, Shape)]
#[shape(crate = crate)]
pub struct ListenOptions {
    /// Run this listener before the ones added earlier.
    pub prepend: Option<bool>,
}

/// One tool parameter, in the parameters DSL.
#[derive(Debug, Clone, Shape)]
#[shape(crate = crate)]
pub struct ToolParameter {
    /// `"string"`, `"number"`, `"integer"`, `"boolean"`, `"array"` or `"object"`.
    pub r#type: String,
    /// What the model should pass.
    pub description: Option<String>,
    /// Whether it must be passed (default `true`).
    pub required: Option<bool>,
    /// The element of an `"array"`.
    pub items: Option<Box<ToolParameter>>,
    /// The properties of an `"object"`.
    pub properties: Option<std::collections::BTreeMap<String, ToolParameter>>,
    /// The allowed values.
    pub r#enum: Option<Vec<Any>>,
    /// The value used when it is omitted.
    pub default: Option<Any>,
}

/// What `ctx.tools.register` takes.
#[derive(Debug, Clone, Shape)]
#[shape(crate = crate)]
pub struct ToolDefinition {
    /// The name the model calls it by: 1 to 64 letters, digits, `_` or `-`.
    pub name: String,
    /// A human-readable title.
    pub title: Option<String>,
    /// What the tool does, for the model.
    pub description: Option<String>,
    /// Its parameters by name (omit for none).
    pub parameters: Option<std::collections::BTreeMap<String, ToolParameter>>,
    /// `|args| { ... }`: returns a string or a tool result map.
    pub execute: Function,
}

/// A registered tool as `ctx.tools.get` and `ctx.tools.schemas` show it.
#[derive(Debug, Clone, Shape)]
#[shape(crate = crate)]
pub struct ToolView {
    /// The tool's name.
    pub name: String,
    /// Its description.
    pub description: String,
    /// Its parameters, in the parameters DSL.
    pub parameters: std::collections::BTreeMap<String, ToolParameter>,
}

/// A method whose signature is rendered from its parameters.
fn method(name: &str, docs: &str, build: impl FnOnce(MethodEntry) -> MethodEntry) -> MethodEntry {
    let mut entry = build(MethodEntry::new(name, "", docs));
    let params: Vec<String> = entry
        .params
        .iter()
        .map(|p| format!("{}: {}", p.name, p.ty))
        .collect();
    let returns = if entry.returns == "()" {
        String::new()
    } else {
        format!(" -> {}", entry.returns)
    };
    entry.signature = format!("fn {name}({}){returns}", params.join(", "));
    entry
}

fn context() -> ServiceEntry {
    ServiceEntry::new(
        "ctx",
        "Context",
        "The plugin context `apply` receives: tools, events, provide, and the injected services.\n\n\
         Members: `ctx.tools`, `ctx.on`, `ctx.once`, `ctx.emit`, `ctx.provide`, and `ctx.<name>` for every \
         service named in the plugin's `inject` list (`ctx.timer` with `\"timer\"`). Everything a plugin \
         registers through `ctx` is removed when it is unmounted. `ctx` is read-only and cannot be passed \
         out of the plugin.",
    )
    .method(method(
        "on",
        "Listen to an event until the plugin is unmounted.\n\n\
         The listener gets the event's payload (see `cordis_inspect { what: \"events\" }`); in a waterfall \
         event it also gets `next`. `options.prepend: true` runs it before earlier listeners.\n\n\
         ```rhai\nctx.on(\"tools/post-execute\", |info, result| console.log(info.name));\n```",
        |m| m.param::<String>("event").param::<Function>("listener").param::<Option<ListenOptions>>("options"),
    ))
    .method(method(
        "once",
        "Listen to the next occurrence of an event only.",
        |m| m.param::<String>("event").param::<Function>("listener"),
    ))
    .method(method(
        "emit",
        "Emit an event with up to three payload values; every listener runs, errors are reported.\n\n\
         Events under `tools/` and `cordis/` are the host's: listen to them, and emit events of your own \
         under another prefix.\n\n\
         ```rhai\nctx.emit(\"my_plugin/saved\", #{ path: \"notes.txt\" });\n```",
        |m| {
            m.param::<String>("event")
                .param::<Option<Any>>("payload1")
                .param::<Option<Any>>("payload2")
                .param::<Option<Any>>("payload3")
        },
    ))
    .method(method(
        "provide",
        "Offer a service other plugins can `inject` by `name`, until this plugin is unmounted.\n\n\
         The value is usually a map of functions; other plugins' calls run here, in this plugin. \
         Built-in service names (`fs`, `bash`, `web`, `timer`) are reserved, granted or not.\n\n\
         ```rhai\nctx.provide(\"math\", #{ double: |x| x * 2 });\n```",
        |m| m.param::<String>("name").param::<Any>("value"),
    ))
}

fn tools() -> ServiceEntry {
    ServiceEntry::new(
        "ctx.tools",
        "Tools",
        "The tool registry: register tools the model can call, and look at or call the others.",
    )
    .method(method(
        "register",
        "Register a tool the model can call, until this plugin is unmounted.\n\n\
         Arguments are validated against `parameters` before `execute` runs.\n\n\
         ```rhai\nctx.tools.register(#{\n    name: \"shout\",\n    description: \"Upper-case a text\",\n    \
         parameters: #{ text: #{ type: \"string\", description: \"what to shout\" } },\n    \
         execute: |args| args.text.to_upper()\n});\n```",
        |m| m.param::<ToolDefinition>("tool"),
    ))
    .method(method("get", "One registered tool, or `()` if no tool has that name.", |m| {
        m.param::<String>("name").returns::<Option<ToolView>>(false)
    }))
    .method(method("schemas", "Every registered tool, by name.", |m| m.returns::<Vec<ToolView>>(false)))
    .method(method(
        "execute",
        "Call a tool through the whole pipeline (validation, `tools/pre-execute`, `tools/post-execute`).\n\n\
         A failed call returns a result with `isError: true`; an unknown name throws.",
        |m| m.param::<String>("name").param::<Option<Object>>("args").returns::<ToolResult>(false),
    ))
}

fn timer() -> ServiceEntry {
    ServiceEntry::new(
        "ctx.timer",
        "Timer",
        "Timers that are cancelled when the plugin is unmounted. Needs `\"timer\"` in `inject`.",
    )
    .method(method(
        "setTimeout",
        "Run `callback` once after `ms` milliseconds; returns its id.",
        |m| {
            m.param::<Function>("callback")
                .param::<i64>("ms")
                .returns::<i64>(false)
        },
    ))
    .method(method(
        "setInterval",
        "Run `callback` every `ms` milliseconds (at least 10); returns its id.",
        |m| {
            m.param::<Function>("callback")
                .param::<i64>("ms")
                .returns::<i64>(false)
        },
    ))
    .method(method(
        "clear",
        "Cancel a timeout or interval by id; `false` if it already ended or is unknown.",
        |m| m.param::<i64>("id").returns::<bool>(false),
    ))
}

fn console() -> ServiceEntry {
    let level = |name: &str, docs: &str| {
        method(name, docs, |m| {
            m.param::<Any>("value")
                .param::<Option<Any>>("more1")
                .param::<Option<Any>>("more2")
        })
    };
    ServiceEntry::new(
        "console",
        "Console",
        "Log lines for the operator: written to stderr tagged with the mount id (`[cordis:dyn-3] ...`), \
         never to the model. `print` and `debug(value)` do the same (`console.debug` is not available: `debug` is a Rhai keyword).",
    )
    .method(level("log", "Log up to three values, joined by spaces."))
    .method(level("info", "Log at info level."))
    .method(level("warn", "Log at warning level."))
    .method(level("error", "Log at error level."))
}

/// The façade's surface — `ctx`, `ctx.tools`, `ctx.timer`, `console` — as
/// catalog entries, in that order. `trait_name` is the Rhai type name.
pub fn facade_entries() -> Vec<ServiceEntry> {
    vec![context(), tools(), timer(), console()]
}

/// The façade surface as Markdown: one `## ctx.tools`-style section per
/// object (docs, methods with their docs, referenced type declarations).
pub fn render_facade_markdown() -> String {
    let sections: Vec<String> = facade_entries()
        .iter()
        .map(|entry| {
            // The catalog renderer writes service calls as `ctx.<service>.<method>`;
            // façade objects are reached by their own name.
            let service_hint = format!("Methods (call as `ctx.{}.<method>(...)`):", entry.name);
            let facade_hint = format!("Methods (call as `{}.<method>(...)`):", entry.name);
            entry
                .render_markdown(Detail::Full)
                .replacen(&service_hint, &facade_hint, 1)
        })
        .collect();
    sections.join("\n\n")
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;
    use crate::fiber::Runtime;
    use crate::sandbox::{Limits, Sandbox};
    use crate::tools::ToolRegistry;

    /// (Rhai type, function name) -> the argument counts it accepts, not
    /// counting the object itself.
    type Surface = BTreeMap<(String, String), BTreeSet<usize>>;

    /// What the sandbox engine registers on the façade types.
    fn registered() -> Surface {
        let sandbox = Sandbox::new(Limits::default(), ToolRegistry::new(Runtime::new(), 0));
        let json = sandbox
            .host
            .engine
            .gen_fn_metadata_to_json(false)
            .expect("metadata renders");
        let metadata: serde_json::Value = serde_json::from_str(&json).expect("metadata is JSON");
        let types: Vec<String> = facade_entries().into_iter().map(|e| e.trait_name).collect();
        let mut surface = Surface::new();
        for function in metadata["functions"].as_array().expect("a function list") {
            let name = function["name"].as_str().expect("a name");
            let params = function["params"].as_array().cloned().unwrap_or_default();
            let Some(this) = params.first().and_then(|p| p["type"].as_str()) else {
                continue;
            };
            let this = this.trim_start_matches("&mut ").trim();
            if name.starts_with("index$") || !types.iter().any(|t| t == this) {
                continue;
            }
            surface
                .entry((this.to_owned(), name.to_owned()))
                .or_default()
                .insert(params.len() - 1);
        }
        surface
    }

    /// What the catalog promises.
    fn catalogued() -> Surface {
        let mut surface = Surface::new();
        for entry in facade_entries() {
            for method in &entry.methods {
                let arities = (method.required_params()..=method.params.len()).collect();
                surface.insert((entry.trait_name.clone(), method.name.clone()), arities);
            }
        }
        surface
    }

    #[test]
    fn catalog_and_engine_agree_both_ways() {
        let (registered, catalogued) = (registered(), catalogued());
        assert!(
            registered.len() >= 15,
            "the metadata filter found too little: {registered:?}"
        );
        assert_eq!(
            catalogued, registered,
            "left: catalogued façade methods, right: functions registered on the engine"
        );
    }

    #[test]
    fn signatures_are_rendered_from_parameters() {
        let entries = facade_entries();
        let on = entries[0].get_method("on").expect("ctx.on");
        assert_eq!(
            on.signature,
            "fn on(event: String, listener: fn() -> any, options: Option<ListenOptions>)"
        );
        let execute = entries[1].get_method("execute").expect("ctx.tools.execute");
        assert_eq!(
            execute.signature,
            "fn execute(name: String, args: Option<Map<String, any>>) -> ToolResult"
        );
        assert!(entries[1].types.names().contains(&"ToolParameter"));
    }

    #[test]
    fn rendered_surface_is_reviewed() {
        let text = render_facade_markdown();
        assert!(
            text.contains("Methods (call as `ctx.tools.<method>(...)`):"),
            "{text}"
        );
        assert!(!text.contains("ctx.ctx"), "{text}");
        insta::assert_snapshot!("facade_surface", text);
    }
}

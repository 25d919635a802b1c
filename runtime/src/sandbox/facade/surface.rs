//! The façade's own surface: what `ctx`, `ctx.tools`, `ctx.timer` and
//! `console` offer a mounted plugin, declared once.
//!
//! Each object is declared with [`Declare`]: its docs, and per method its
//! docs, typed parameters and binding. The same declaration gives the
//! catalog entry (a [`ServiceEntry`] whose `name` is how a script reaches
//! the object, `ctx.tools`, and whose `trait_name` is its Rhai type,
//! `Tools`) and the functions the sandbox engine registers, so the catalog
//! and the bindings cannot disagree.

use std::sync::OnceLock;

use cordis_toolset_catalog::{Detail, Function, ServiceEntry};
use cordis_toolset_macros::Shape;
use rhai::Dynamic;

use crate::events::ListenOptions as Listen;
use crate::sandbox::facade::declare::{Declare, FacadeObject, map_args};
use crate::sandbox::facade::log;
use crate::sandbox::facade::opaque::{Console, Facade, TimerFacade, ToolsFacade};
use crate::services::BuiltinService;
use crate::tools::events::ToolResult;

/// Any script value (data; functions where the docs say so).
type Any = serde_json::Value;
/// A script object map.
type Object = serde_json::Map<String, serde_json::Value>;

/// Options of `ctx.on`.
#[derive(Debug, Clone, Shape)]
#[shape(internal)]
#[shape(crate = crate)]
#[expect(
    dead_code,
    reason = "declared for the catalog only: scripts write these maps"
)]
pub struct ListenOptions {
    /// Run this listener before the ones added earlier.
    pub prepend: Option<bool>,
}

/// One tool parameter, in the parameters DSL.
#[derive(Debug, Clone, Shape)]
#[shape(internal)]
#[shape(crate = crate)]
#[expect(
    dead_code,
    reason = "declared for the catalog only: scripts write these maps"
)]
#[allow(
    non_snake_case,
    reason = "`minLength` and the like are the keys a script writes"
)]
pub struct ToolParameter {
    /// `"string"`, `"number"`, `"integer"`, `"boolean"`, `"array"` or `"object"`.
    pub r#type: String,
    /// What the model should pass.
    pub description: Option<String>,
    /// Whether it must be passed (default `true`; `ctx.tools.get(name)`
    /// shows an optional one as `required: false`).
    pub required: Option<bool>,
    /// The element of an `"array"`.
    pub items: Option<Box<ToolParameter>>,
    /// The properties of an `"object"`.
    pub properties: Option<std::collections::BTreeMap<String, ToolParameter>>,
    /// The allowed values.
    pub r#enum: Option<Vec<Any>>,
    /// The value used when it is omitted.
    pub default: Option<Any>,
    /// The least a `"number"` or `"integer"` may be.
    pub minimum: Option<f64>,
    /// The most a `"number"` or `"integer"` may be.
    pub maximum: Option<f64>,
    /// The fewest characters a `"string"` may have.
    pub minLength: Option<i64>,
    /// The most characters a `"string"` may have.
    pub maxLength: Option<i64>,
    /// The fewest items an `"array"` may have.
    pub minItems: Option<i64>,
    /// The most items an `"array"` may have.
    pub maxItems: Option<i64>,
}

/// What `ctx.tools.register` takes.
#[derive(Debug, Clone, Shape)]
#[allow(non_snake_case, reason = "`outputSchema` is the key a script writes")]
#[shape(internal)]
#[shape(crate = crate)]
#[expect(
    dead_code,
    reason = "declared for the catalog only: scripts write these maps"
)]
pub struct ToolDefinition {
    /// The name the model calls it by: 1 to 64 letters, digits, `_` or `-`.
    pub name: String,
    /// A human-readable title.
    pub title: Option<String>,
    /// What the tool does, for the model.
    pub description: Option<String>,
    /// Its parameters by name (omit for none).
    pub parameters: Option<std::collections::BTreeMap<String, ToolParameter>>,
    /// The fields of the `structuredContent` every successful result must
    /// carry, in the same forms as `parameters` (shown to clients as the
    /// tool's output schema; a result that does not fit fails the call,
    /// naming the field).
    pub outputSchema: Option<std::collections::BTreeMap<String, ToolParameter>>,
    /// Hints for the client, passed on as written; a plugin that injects
    /// `web` or `bash` is always `openWorldHint: true`.
    pub annotations: Option<ToolHints>,
    /// `|args| { ... }`: returns a string or a tool result map (`content`
    /// blocks of type `"text"`, `"image"`, `"audio"`, `"resource_link"` or
    /// `"resource"`; see `ToolResultBlock`).
    pub execute: Function,
}

/// The `annotations` of a tool: hints a client may show or weigh; no other
/// keys are accepted.
#[derive(Debug, Clone, Shape, serde::Deserialize)]
#[shape(internal)]
#[shape(crate = crate)]
#[serde(rename_all = "camelCase")]
#[expect(
    dead_code,
    reason = "declared for the catalog only: scripts write these maps"
)]
pub struct ToolHints {
    /// The tool changes nothing.
    pub read_only_hint: Option<bool>,
    /// The tool may remove or overwrite something.
    pub destructive_hint: Option<bool>,
    /// Calling it twice with the same arguments does nothing more.
    pub idempotent_hint: Option<bool>,
    /// The tool reaches beyond the runtime (the network, processes).
    pub open_world_hint: Option<bool>,
}

map_args!(ListenOptions, ToolDefinition);

/// A registered tool as `ctx.tools.get` and `ctx.tools.schemas` show it.
#[derive(Debug, Clone, Shape)]
#[shape(internal)]
#[shape(crate = crate)]
#[expect(
    dead_code,
    reason = "declared for the catalog only: scripts write these maps"
)]
pub struct ToolView {
    /// The tool's name.
    pub name: String,
    /// Its description.
    pub description: String,
    /// Its parameters, in the parameters DSL.
    pub parameters: std::collections::BTreeMap<String, ToolParameter>,
}

/// The plugin context `ctx`.
fn context() -> FacadeObject {
    Declare::<Facade>::object(
        "ctx",
        "Context",
        "The plugin context `apply` receives: tools, events, provide, and the injected services.\n\n\
         Members: `ctx.tools`, `ctx.on`, `ctx.once`, `ctx.emit`, `ctx.provide`, `ctx.progress`, and `ctx.<name>` for every \
         service named in the plugin's `inject` list (`ctx.timer` with `\"timer\"`). Everything a plugin \
         registers through `ctx` is removed when it is unmounted. `ctx` is read-only and cannot be passed \
         out of the plugin.",
    )
    .method(
        "on",
        "Listen to an event until the plugin is unmounted.\n\n\
         The listener gets the event's payload (see `cordis_inspect { what: \"events\" }`); in a waterfall \
         event it also gets `next`. `options.prepend: true` runs it before earlier listeners.\n\n\
         ```rhai\nctx.on(\"tools/post-execute\", |info, result| console.log(info.name));\n```",
        |m| m.param::<String>("event").param::<Function>("listener").param::<Option<ListenOptions>>("options"),
        |f, c, p| {
            let prepend = p
                .map(2)?
                .and_then(|options| options.get("prepend").and_then(|v| v.as_bool().ok()))
                .unwrap_or(false);
            let options = Listen { once: false, prepend };
            f.listen(c, &p.text(0)?, p.function(1)?, options).map(Dynamic::from)
        },
    )
    .method(
        "once",
        "Listen to the next occurrence of an event only.",
        |m| m.param::<String>("event").param::<Function>("listener"),
        |f, c, p| {
            let options = Listen { once: true, prepend: false };
            f.listen(c, &p.text(0)?, p.function(1)?, options).map(Dynamic::from)
        },
    )
    .method(
        "emit",
        "Emit an event with up to three payload values; every listener runs before `emit` returns, errors are reported. \
         Events emitted during `apply` are delivered once `apply` returns, and dropped if it fails.\n\n\
         Events under `tools/` and `cordis/` are the runtime's own: listen to them, and emit events of your own \
         under another prefix.\n\n\
         ```rhai\nctx.emit(\"my_plugin/saved\", #{ path: \"notes.txt\" });\n```",
        |m| {
            m.param::<String>("event")
                .param::<Option<Any>>("payload1")
                .param::<Option<Any>>("payload2")
                .param::<Option<Any>>("payload3")
        },
        |f, c, p| f.emit(c, &p.text(0)?, p.rest(1)).map(Dynamic::from),
    )
    .method(
        "provide",
        &format!(
            "Offer a service other plugins can `inject` by `name`, until this plugin is unmounted.\n\n\
             The value is usually a map of functions; other plugins' calls run here, in this plugin. \
             Built-in service names ({}) are reserved, granted or not. A consumer's `ctx.<name>.get(k)` \
             calls the map's own `get`, even where a built-in function shares its name.\n\n\
             ```rhai\nctx.provide(\"math\", #{{ double: |x| x * 2 }});\n```",
            BuiltinService::quoted()
        ),
        |m| m.param::<String>("name").param::<Any>("value"),
        |f, c, p| f.provide(c, &p.text(0)?, &p.value(1)).map(Dynamic::from),
    )
    .method(
        "progress",
        "Report how far the tool call being served has got: `done` of `total`, and what is being done.\n\n\
         The client that made the call sees it as MCP progress if it asked for progress; otherwise, and \
         outside a tool call (a timer, a listener no call reached), nothing happens. At most ten reports a \
         second reach the client, only ones whose `done` grew, and the last one always.\n\n\
         ```rhai\nlet files = [\"a.txt\", \"b.txt\"];\nfor (file, i) in files { ctx.progress(i + 1, files.len(), `reading ${file}`); }\n```",
        |m| {
            m.param::<f64>("done")
                .param::<f64>("total")
                .param::<Option<String>>("message")
        },
        |_, _, p| {
            let message = match p.rest(2).first() {
                Some(_) => Some(crate::progress::bounded_message(&p.text(2)?)),
                None => None,
            };
            crate::progress::report(crate::progress::Progress {
                done: p.number(0)?,
                total: p.number(1)?,
                message,
            });
            Ok(Dynamic::UNIT)
        },
    )
    .done()
}

/// `ctx.tools`.
fn tools() -> FacadeObject {
    Declare::<ToolsFacade>::object(
        "ctx.tools",
        "Tools",
        "The tool registry: register tools the model can call, and look at or call the others.",
    )
    .member("tools", false, ToolsFacade::new)
    .method(
        "register",
        "Register a tool the model can call, until this plugin is unmounted.\n\n\
         Arguments are validated against `parameters` before `execute` runs.\n\n\
         `title`, `annotations` (`readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`) and \
         `outputSchema` (the fields of `structuredContent`, written like `parameters`) are optional.\n\n\
         ```rhai\nctx.tools.register(#{\n    name: \"shout\",\n    description: \"Upper-case a text\",\n    \
         parameters: #{ text: #{ type: \"string\", description: \"what to shout\" } },\n    \
         annotations: #{ readOnlyHint: true },\n    \
         execute: |args| args.text.to_upper()\n});\n```",
        |m| m.param::<ToolDefinition>("tool"),
        |t, c, p| t.register(c, &p.map(0)?.unwrap_or_default()).map(Dynamic::from),
    )
    .method(
        "get",
        "One registered tool, or `()` if no tool has that name.",
        |m| m.param::<String>("name").returns::<Option<ToolView>>(),
        |t, _, p| Ok(t.view(&p.text(0)?)),
    )
    .method(
        "schemas",
        "Every registered tool, by name.",
        |m| m.returns::<Vec<ToolView>>(),
        |t, _, _| Ok(Dynamic::from_array(t.schemas())),
    )
    .method(
        "execute",
        "Call a tool through the whole pipeline (validation, `tools/pre-execute`, `tools/post-execute`).\n\n\
         A failed call returns a result with `isError: true`; an unknown name throws.",
        |m| m.param::<String>("name").param::<Option<Object>>("args").returns::<ToolResult>(),
        |t, c, p| t.execute(c, &p.text(0)?, &p.value(1)),
    )
    .done()
}

/// `ctx.timer`, a service the plugin injects.
fn timer() -> FacadeObject {
    Declare::<TimerFacade>::object(
        "ctx.timer",
        "Timer",
        "Timers that are cancelled when the plugin is unmounted. Needs `\"timer\"` in `inject`.",
    )
    .member("timer", true, TimerFacade::new)
    .method(
        "setTimeout",
        "Run `callback` once after `ms` milliseconds; returns its id.",
        |m| {
            m.param::<Function>("callback")
                .param::<i64>("ms")
                .returns::<i64>()
        },
        |t, c, p| {
            t.schedule(c, p.function(0)?, p.int(1)?, false)
                .map(Dynamic::from)
        },
    )
    .method(
        "setInterval",
        "Run `callback` every `ms` milliseconds (at least 10); returns its id.\n\n\
         To stop after some runs, the callback clears its own id, held in a variable declared before it \
         (a closure shares the variables around it, so it sees the id assigned after it was made):\n\n\
         ```rhai\nlet runs = 0;\nlet id = ();\nid = ctx.timer.setInterval(|| {\n    runs += 1;\n    if runs == 5 { ctx.timer.clear(id); }\n}, 300);\n```",
        |m| {
            m.param::<Function>("callback")
                .param::<i64>("ms")
                .returns::<i64>()
        },
        |t, c, p| {
            t.schedule(c, p.function(0)?, p.int(1)?, true)
                .map(Dynamic::from)
        },
    )
    .method(
        "clear",
        "Cancel a timeout or interval by id; `false` if it already ended or is unknown.",
        |m| m.param::<i64>("id").returns::<bool>(),
        |t, _, p| Ok(Dynamic::from(t.clear(p.int(0)?))),
    )
    .done()
}

/// The global `console`.
fn console() -> FacadeObject {
    // No `debug`: it is a Rhai keyword, so `console.debug(..)` cannot parse.
    let levels = [
        ("log", "Log up to three values, joined by spaces."),
        ("info", "Log at info level."),
        ("warn", "Log at warning level."),
        ("error", "Log at error level."),
    ];
    let mut object = Declare::<Console>::object(
        "console",
        "Console",
        "Log lines for the operator: written to stderr tagged with the mount id (`[cordis:dyn-3] ...`), \
         never to the model. `print` and `debug(value)` do the same (`console.debug` is not available: `debug` is a Rhai keyword).",
    );
    for (level, docs) in levels {
        object = object.method(
            level,
            docs,
            |m| {
                m.param::<Any>("value")
                    .param::<Option<Any>>("more1")
                    .param::<Option<Any>>("more2")
            },
            move |_, call, p| {
                // As `print` shows them: a value of the façade by what it
                // offers (its `to_string`), not by its Rust type.
                let parts: Vec<String> = p
                    .rest(0)
                    .iter()
                    .map(|part| {
                        call.call_native_fn::<rhai::ImmutableString>("to_string", (part.clone(),))
                            .map_or_else(|_| part.to_string(), |text| text.to_string())
                    })
                    .collect();
                log::console(level, &parts);
                Ok(Dynamic::UNIT)
            },
        );
    }
    object.done()
}

/// The façade's objects — `ctx`, `ctx.tools`, `ctx.timer`, `console` — in
/// that order, each declared once.
pub(crate) fn objects() -> &'static [FacadeObject] {
    static OBJECTS: OnceLock<Vec<FacadeObject>> = OnceLock::new();
    OBJECTS.get_or_init(|| vec![context(), tools(), timer(), console()])
}

/// The object `ctx.<name>` reaches, whether or not the plugin injected it.
pub(crate) fn member(name: &str) -> Option<&'static FacadeObject> {
    objects()
        .iter()
        .find(|object| object.member().is_some_and(|m| m.name == name))
}

/// What `ctx` offers a plugin that injected `inject`: its members that
/// need no `inject`, its methods, then the injected services.
pub(crate) fn ctx_offers<'a>(inject: impl IntoIterator<Item = &'a str>) -> String {
    let objects = objects();
    let mut offers: Vec<&str> = objects
        .iter()
        .filter_map(|object| object.member().filter(|m| !m.injected).map(|m| m.name))
        .collect();
    if let Some(ctx) = objects.first() {
        offers.extend(ctx.method_names());
    }
    offers.extend(inject);
    offers.join(", ")
}

/// The façade objects a plugin injects (`timer`), as services: catalog
/// entries named by their `inject` name.
pub fn injected_services() -> Vec<ServiceEntry> {
    objects()
        .iter()
        .filter_map(|object| {
            let member = object.member().filter(|m| m.injected)?;
            let mut entry = object.entry();
            entry.name = member.name.to_owned();
            Some(entry)
        })
        .collect()
}

/// The façade's surface — `ctx`, `ctx.tools`, `ctx.timer`, `console` — as
/// catalog entries, in that order. `trait_name` is the Rhai type name.
pub fn facade_entries() -> Vec<ServiceEntry> {
    objects().iter().map(FacadeObject::entry).collect()
}

/// The façade surface as Markdown: one `## ctx.tools`-style section per
/// object (docs, methods with their docs, referenced type declarations).
pub fn render_facade_markdown() -> String {
    let sections: Vec<String> = facade_entries().iter().map(facade_markdown).collect();
    sections.join("\n\n")
}

/// One façade object's entry as Markdown, in full. The catalog renderer
/// writes service calls as `ctx.<service>.<method>`; a façade object is
/// reached by its own name (`ctx.tools.register`, `console.log`), which
/// every page showing one says.
pub fn facade_markdown(entry: &ServiceEntry) -> String {
    let service_hint = format!("Methods (call as `ctx.{}.<method>(...)`):", entry.name);
    let facade_hint = format!("Methods (call as `{}.<method>(...)`):", entry.name);
    entry
        .render_markdown(Detail::Full)
        .replacen(&service_hint, &facade_hint, 1)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// `opaque::is_context` names the types of `ctx` and its parts, and
    /// `opaque::opaque` those and `console`: a new object is added there.
    #[test]
    fn the_objects_are_the_ones_opaque_knows() {
        let names: Vec<String> = objects().iter().map(|o| o.entry().name).collect();
        assert_eq!(
            names,
            ["ctx", "ctx.tools", "ctx.timer", "console"],
            "a façade object was added or removed: add its type to (or remove it from) \
             opaque::is_context (a part of ctx) or opaque::opaque"
        );
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

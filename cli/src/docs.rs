//! The catalogs as MCP resources, and the `write_plugin` prompt: what a
//! client can attach as context, or start a plugin from.
//!
//! * `cordis://catalog/api` — the services and the plugin context (`ctx`),
//!   Markdown, as `cordis-cli catalog api` prints them plus the façade;
//! * `cordis://catalog/api.d.rhai` — the services as `.d.rhai` definitions;
//! * `cordis://catalog/events` — the events, Markdown;
//! * `cordis://catalog/api/{service}` — one service's (or `ctx` object's)
//!   full docs;
//! * the prompt `write_plugin { task }` — the canonical plugin recipe, the
//!   rules that matter and the live API summary.

use cordis_toolset::catalog::{Catalog, Detail};
use cordis_toolset::{facade_entries, facade_markdown, render_facade_markdown};

use crate::commands::{EVENTS_FILE, rhai_files};
use crate::config::BuiltinService;

/// The API catalog, Markdown.
pub const API: &str = "cordis://catalog/api";
/// The API catalog as `.d.rhai` definitions.
pub const API_RHAI: &str = "cordis://catalog/api.d.rhai";
/// The events catalog, Markdown.
pub const EVENTS: &str = "cordis://catalog/events";
/// The template of one service's full docs.
pub const SERVICE_TEMPLATE: &str = "cordis://catalog/api/{service}";
/// The name of the prompt.
pub const WRITE_PLUGIN: &str = "write_plugin";
/// Its one argument.
pub const TASK: &str = "task";

const SERVICE_PREFIX: &str = "cordis://catalog/api/";
const MARKDOWN: &str = "text/markdown";
const RHAI: &str = "text/x-rhai";

/// A resource or template offered to clients.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CatalogResource {
    /// Its URI (or URI template).
    pub uri: &'static str,
    /// A short name.
    pub name: &'static str,
    /// What it holds.
    pub description: &'static str,
    /// Its MIME type.
    pub mime_type: &'static str,
}

/// The fixed resources, in listing order.
pub const RESOURCES: [CatalogResource; 3] = [
    CatalogResource {
        uri: API,
        name: "api",
        description: "Every catalogued service and the plugin context (ctx, ctx.tools, ctx.timer, console): signatures, docs and the shapes of the types they take and return.",
        mime_type: MARKDOWN,
    },
    CatalogResource {
        uri: API_RHAI,
        name: "api.d.rhai",
        description: "The catalogued services as Rhai definition files, for editors.",
        mime_type: RHAI,
    },
    CatalogResource {
        uri: EVENTS,
        name: "events",
        description: "The events plugins can listen to: name, dispatch mode, payload and docs.",
        mime_type: MARKDOWN,
    },
];

/// The one template.
pub const SERVICE_RESOURCE: CatalogResource = CatalogResource {
    uri: SERVICE_TEMPLATE,
    name: "service",
    description: "One service's full docs, e.g. cordis://catalog/api/fs; also ctx, ctx.tools, ctx.timer and console.",
    mime_type: MARKDOWN,
};

/// A resource that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DocsError {
    /// The URI names no resource.
    #[error(
        "no resource {uri}; the resources are {API}, {API_RHAI}, {EVENTS} and {SERVICE_TEMPLATE}"
    )]
    UnknownResource {
        /// The URI asked for.
        uri: String,
    },
    /// The template names no catalogued service.
    #[error(
        "no service \"{service}\" is catalogued; try one of: {available} (as {SERVICE_PREFIX}<name>). A service a mount provides is not catalogued: cordis_inspect {{ what: \"api\", name: \"{service}\" }} describes it"
    )]
    UnknownService {
        /// The name asked for.
        service: String,
        /// The names that exist.
        available: String,
    },
}

/// A resource's text and MIME type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResourceText {
    /// The MIME type.
    pub mime_type: &'static str,
    /// The text.
    pub text: String,
}

/// Reads the resource `uri` from `catalog`.
pub fn read(catalog: &Catalog, uri: &str) -> Result<ResourceText, DocsError> {
    let markdown = |text: String| ResourceText {
        mime_type: MARKDOWN,
        text,
    };
    match uri {
        API => Ok(markdown(format!(
            "{}\n\n# The plugin context\n\n{}",
            catalog.render_api_markdown().trim_end(),
            render_facade_markdown()
        ))),
        API_RHAI => Ok(ResourceText {
            mime_type: RHAI,
            text: rhai_files(catalog, |file| file != EVENTS_FILE),
        }),
        EVENTS => Ok(markdown(catalog.render_events_markdown())),
        _ => match uri.strip_prefix(SERVICE_PREFIX) {
            Some(service) => service_docs(catalog, service).map(markdown),
            None => Err(DocsError::UnknownResource { uri: uri.into() }),
        },
    }
}

/// The catalogued services `live_api` (the `cordis_inspect { what: "api" }`
/// report) lists as not provided now: not granted, or with no active
/// provider.
pub fn not_provided(live_api: &str) -> Vec<String> {
    let Some((_, rest)) = live_api.split_once("Catalogued but not provided now") else {
        return Vec::new();
    };
    rest.lines()
        .skip(1)
        .skip_while(|line| line.trim().is_empty())
        .take_while(|line| line.starts_with("- `"))
        .filter_map(|line| line.strip_prefix("- `")?.split_once('`'))
        .map(|(name, _)| name.to_owned())
        .collect()
}

/// `text`, the resource `uri` read, with a note on the services it
/// documents that this server does not provide now (`not_provided`):
/// a plugin that injects one waits as pending.
pub fn with_provision(uri: &str, text: String, not_provided: &[String]) -> String {
    if not_provided.is_empty() {
        return text;
    }
    let note = |names: &str| {
        format!(
            "> Not provided on this server now (not granted, or no active provider): {names}. A plugin that injects one waits as pending; cordis_inspect {{ what: \"api\" }} lists what is provided.\n\n"
        )
    };
    match uri {
        API => {
            let names: Vec<String> = not_provided.iter().map(|n| format!("`{n}`")).collect();
            format!("{}{text}", note(&names.join(", ")))
        }
        _ => match uri.strip_prefix(SERVICE_PREFIX) {
            Some(service) if not_provided.iter().any(|n| n == service) => {
                format!("{}{text}", note(&format!("`{service}`")))
            }
            _ => text,
        },
    }
}

/// One service's (or façade object's) full docs.
/// The names the `{service}` of [`SERVICE_TEMPLATE`] takes that start with
/// `prefix`: the catalogued services, then the plugin context's objects
/// (`ctx`, `ctx.tools`, ...), each once, at most `limit`.
pub fn service_names(catalog: &Catalog, prefix: &str, limit: usize) -> Vec<String> {
    let (facade, services) = (facade_entries(), catalog.services());
    let mut names: Vec<String> = Vec::new();
    let all = services
        .iter()
        .map(|entry| entry.name.as_str())
        .chain(facade.iter().map(|entry| entry.name.as_str()));
    for name in all.filter(|name| name.starts_with(prefix)) {
        if names.len() == limit {
            break;
        }
        if !names.iter().any(|known| known == name) {
            names.push(name.to_owned());
        }
    }
    names
}

fn service_docs(catalog: &Catalog, service: &str) -> Result<String, DocsError> {
    let facade = facade_entries();
    if let Some(entry) = facade.iter().find(|entry| entry.name == service) {
        return Ok(facade_markdown(entry));
    }
    match catalog.get_service(service) {
        Some(entry) => Ok(entry.render_markdown(Detail::Full)),
        None => Err(DocsError::UnknownService {
            service: service.into(),
            available: catalog
                .services()
                .iter()
                .map(|entry| entry.name.as_str())
                .chain(facade.iter().map(|entry| entry.name.as_str()))
                .collect::<Vec<_>>()
                .join(", "),
        }),
    }
}

const WRITE_PLUGIN_TEMPLATE: &str = include_str!("docs/write_plugin.md");

/// What the prompt says it is for.
pub const WRITE_PLUGIN_DESCRIPTION: &str = "Write a cordis plugin in Rhai for a task: the canonical plugin recipe, the rules that matter (inject, budgets, the tools/pre-execute waterfall) and the API running now.";

/// The `write_plugin` prompt's text for `task`, with `live_api` (the
/// `cordis_inspect { what: "api" }` report) at its end.
pub fn write_plugin(task: &str, live_api: &str) -> String {
    let reserved: Vec<String> = cordis_toolset::RESERVED_NAMES
        .iter()
        .map(|w| format!("`{w}`"))
        .collect();
    let template = WRITE_PLUGIN_TEMPLATE
        .replace("{builtins}", &BuiltinService::quoted())
        .replace("{reserved}", &reserved.join(", "));
    // Split first, so that neither the task nor the API is read as a template.
    let (head, tail) = template
        .split_once("{task}")
        .unwrap_or((template.as_str(), ""));
    let (middle, end) = tail.split_once("{api}").unwrap_or((tail, ""));
    format!("{head}{}{middle}{}{end}", task.trim(), live_api.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Trial 149's player named a variable `until`, which the prompt's
    /// own list (written by hand) left out: it is the runtime's list now.
    #[test]
    fn the_prompt_lists_every_reserved_word() {
        let prompt = write_plugin("count words", "## API");
        for word in cordis_toolset::RESERVED_NAMES {
            assert!(prompt.contains(&format!("`{word}`")), "{word}: {prompt}");
        }
        assert!(!prompt.contains("{reserved}"), "{prompt}");
    }

    #[test]
    fn a_service_not_provided_now_is_said_so_where_it_is_documented() {
        let live = "## API\n\n### fs\n\nCatalogued but not provided now (not granted, or no active provider):\n\n- `bash` — Run shell commands. (methods: run)\n- `web` — Fetch. (methods: fetch)\n\nThe plugin context:\n\n- `ctx` — The plugin context.";
        let missing = not_provided(live);
        assert_eq!(missing, ["bash", "web"]);
        let api = with_provision(API, "# fs".into(), &missing);
        assert!(api.starts_with("> Not provided on this server now (not granted, or no active provider): `bash`, `web`."), "{api}");
        let bash = with_provision("cordis://catalog/api/bash", "# bash".into(), &missing);
        assert!(
            bash.contains("`bash`. A plugin that injects one waits as pending"),
            "{bash}"
        );
        let fs = with_provision("cordis://catalog/api/fs", "# fs".into(), &missing);
        assert_eq!(fs, "# fs");
        assert!(not_provided("## API\n\n### fs").is_empty());
    }

    #[test]
    fn every_resource_reads_and_unknown_ones_name_the_valid_ones() {
        let catalog = cordis_toolset::builtin::catalog();
        for resource in RESOURCES {
            let read = read(&catalog, resource.uri).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(read.mime_type, resource.mime_type);
            assert!(read.text.len() > 200, "{}: {}", resource.uri, read.text);
        }
        let api = read(&catalog, API).map(|r| r.text).unwrap_or_default();
        assert!(
            api.contains("## fs") && api.contains("## ctx.tools"),
            "{api}"
        );
        let fs = read(&catalog, "cordis://catalog/api/fs").map(|r| r.text);
        assert!(fs.is_ok_and(|text| text.starts_with("## fs") && text.contains("fn read(")));
        let error = read(&catalog, "cordis://catalog/api/fss")
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("\"fss\"") && error.contains("fs, "),
            "{error}"
        );
        let error = read(&catalog, "cordis://nothing").unwrap_err().to_string();
        assert!(error.contains(API_RHAI), "{error}");
        // A façade object's page says how it is reached: by its own name.
        for (name, call) in [
            ("ctx", "call as `ctx.<method>(...)`"),
            ("ctx.tools", "call as `ctx.tools.<method>(...)`"),
            ("console", "call as `console.<method>(...)`"),
        ] {
            let page = read(&catalog, &format!("cordis://catalog/api/{name}"))
                .map(|r| r.text)
                .unwrap_or_default();
            assert!(
                page.contains(call) && !page.contains("`ctx.ctx"),
                "{name}: {page}"
            );
            assert!(!page.contains("`ctx.console"), "{name}: {page}");
        }
    }

    #[test]
    fn service_names_are_completed_by_prefix() {
        let catalog = cordis_toolset::builtin::catalog();
        let all = service_names(&catalog, "", 100);
        assert!(all.iter().any(|name| name == "fs") && all.iter().any(|name| name == "ctx.tools"));
        for name in &all {
            assert!(
                read(&catalog, &format!("cordis://catalog/api/{name}")).is_ok(),
                "{name}"
            );
        }
        let ctx = service_names(&catalog, "ctx.", 100);
        assert!(
            !ctx.is_empty() && ctx.iter().all(|name| name.starts_with("ctx.")),
            "{ctx:?}"
        );
        assert!(service_names(&catalog, "zzz", 100).is_empty());
        assert_eq!(service_names(&catalog, "", 2).len(), 2);
    }

    #[test]
    fn the_prompt_keeps_task_and_api_verbatim() {
        let text = write_plugin("count {api} lines", "## API\n\n{task}");
        assert!(text.contains("Task: count {api} lines\n"), "{text}");
        assert!(text.ends_with("## API\n\n{task}\n"), "{text}");
        assert_eq!(text.matches("```rhai").count(), 3);
    }
}

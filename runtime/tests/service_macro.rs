//! `#[service]`, `#[events]` and `#[derive(Shape)]` through the runtime's
//! re-exports, with the default `::cordis_toolset` path.

use std::sync::Arc;

use cordis_toolset::catalog::{Catalog, Function, ServiceError, ServiceObject};
use cordis_toolset::{Shape, events, service};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// A note.
#[derive(Debug, Clone, Serialize, Deserialize, Shape)]
pub struct Note {
    /// Its text.
    pub text: String,
}

/// Keep notes.
#[service(name = "notes")]
pub trait Notes: Send + Sync {
    /// Echo a note back, upper-cased.
    fn shout(&self, note: Note) -> Result<Note, ServiceError>;

    /// Fail with `why` as the message.
    fn refuse(&self, why: String) -> Result<Note, ServiceError>;
}

struct Loud;

impl Notes for Loud {
    fn shout(&self, note: Note) -> Result<Note, ServiceError> {
        Ok(Note {
            text: note.text.to_uppercase(),
        })
    }

    fn refuse(&self, why: String) -> Result<Note, ServiceError> {
        Err(ServiceError::new(why))
    }
}

/// Note events.
#[events]
pub trait NoteEvents {
    /// A note is about to be shouted.
    #[event(name = "notes/before-shout", mode = "waterfall")]
    fn before_shout(note: Note, next: Function) -> Note;
}

#[test]
fn default_crate_path_works_end_to_end() {
    let notes = ServiceObject::new::<dyn Notes>(Arc::new(Loud));
    assert_eq!(
        notes.call("shout", vec![json!({ "text": "hi" })]),
        Ok(json!({ "text": "HI" }))
    );
    let catalog = Catalog::new()
        .service::<dyn Notes>()
        .events::<dyn NoteEvents>();
    let md = catalog.render_markdown();
    assert!(md.contains("fn shout(note: Note) -> Result<Note, ServiceError>;"));
    assert!(md.contains("|note: Note, next: fn() -> any| -> Note"));
    assert_eq!(<dyn NoteEvents>::BEFORE_SHOUT, "notes/before-shout");
}

/// What the catalog says of `Result<T, ServiceError>` (`ServiceError::IN_SCRIPTS`)
/// is what a script sees: the `T` itself, or a thrown string its `catch`
/// receives.
#[test]
fn a_fallible_method_returns_the_value_or_throws_its_message_as_a_string() {
    use cordis_toolset::Limits;
    use cordis_toolset::{Toolset, ToolsetConfig};

    let config = ToolsetConfig::new(Limits::default()).service::<dyn Notes>(Arc::new(Loud));
    let toolset = Toolset::new(&cordis_toolset::Runtime::new(), config).expect("toolset starts");
    let code = r#"#{ name: "probe", inject: ["notes"], apply: |ctx| ctx.tools.register(#{
        name: "probe",
        execute: |a| {
            let ok = ctx.notes.shout(#{ text: "hi" });
            let seen = "no throw";
            try {
                ctx.notes.refuse("no notes today");
            } catch (err) {
                seen = `${type_of(err)}: ${err}`;
            }
            `${ok.text} / ${seen}`
        }
    }) }"#;
    toolset.mount(code, false).expect("the probe mounts");
    let output = toolset.call("probe", json!({})).expect("the probe tool");
    assert_eq!(output.text(), "HI / string: no notes today");
    let catalog = Catalog::new().service::<dyn Notes>();
    assert!(
        catalog
            .render_api_markdown()
            .contains(ServiceError::IN_SCRIPTS)
    );
}

/// A service is provided under the trait's own name, so providing the same
/// trait twice is refused when the toolset starts, naming the service.
#[test]
fn the_same_service_twice_is_refused_at_start() {
    use cordis_toolset::Limits;
    use cordis_toolset::{Toolset, ToolsetConfig};

    let config = ToolsetConfig::new(Limits::default())
        .service::<dyn Notes>(Arc::new(Loud))
        .service::<dyn Notes>(Arc::new(Loud));
    let Err(error) = Toolset::new(&cordis_toolset::Runtime::new(), config) else {
        panic!("two `notes` services started");
    };
    assert_eq!(
        error.to_string(),
        "cannot start the toolset: two services are named \"notes\"; each is provided under its own name (`#[service(name = ...)]`), so provide one service per name"
    );
}

/// Why a bookmark call failed: the app's own error type.
#[derive(Debug, Serialize, Shape)]
pub enum BookmarkError {
    /// No bookmark has this id.
    NotFound {
        /// The id asked for.
        id: u64,
    },
    /// The store is read-only.
    ReadOnly,
}

impl std::fmt::Display for BookmarkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::NotFound { id } => write!(f, "no bookmark has id {id}"),
            Self::ReadOnly => f.write_str("the bookmarks are read-only"),
        }
    }
}

/// What a bookmark holds: std types with shapes of their own.
#[derive(Debug, Clone, Serialize, Deserialize, Shape)]
pub struct Bookmark {
    /// When it was saved.
    pub saved: std::time::SystemTime,
    /// How long it is kept.
    pub ttl: std::time::Duration,
    /// Where its page is cached.
    pub cache: std::path::PathBuf,
    /// The address it was saved from.
    pub from: std::net::IpAddr,
    /// Visits per day number.
    pub visits: std::collections::HashMap<u32, u64>,
}

/// Keep bookmarks.
#[service(name = "bookmarks")]
pub trait Bookmarks: Send + Sync {
    /// The bookmark with this id.
    fn get(&self, id: u64) -> Result<Bookmark, BookmarkError>;
    /// Store a bookmark and hand it back as stored.
    fn put(&self, bookmark: Bookmark) -> Result<Bookmark, BookmarkError>;
}

struct OneBookmark;

impl Bookmarks for OneBookmark {
    fn get(&self, id: u64) -> Result<Bookmark, BookmarkError> {
        match id {
            0 => Err(BookmarkError::ReadOnly),
            _ => Err(BookmarkError::NotFound { id }),
        }
    }

    fn put(&self, bookmark: Bookmark) -> Result<Bookmark, BookmarkError> {
        Ok(bookmark)
    }
}

fn bookmarks_toolset() -> cordis_toolset::Toolset {
    use cordis_toolset::{Limits, Toolset, ToolsetConfig};

    let config =
        ToolsetConfig::new(Limits::default()).service::<dyn Bookmarks>(Arc::new(OneBookmark));
    Toolset::new(&cordis_toolset::Runtime::new(), config).expect("toolset starts")
}

/// A method that returns the app's own error type throws a map: `err.kind`
/// is the variant, `err.message` its `Display`, and its fields sit beside
/// them; the catalog says so and shows the type.
#[test]
fn an_own_error_type_is_caught_as_a_map() {
    let toolset = bookmarks_toolset();
    let code = r#"#{ name: "probe", inject: ["bookmarks"], apply: |ctx| ctx.tools.register(#{
        name: "probe",
        execute: |a| {
            let seen = "";
            for id in [7, 0] {
                try {
                    ctx.bookmarks.get(id);
                } catch (err) {
                    seen += `${type_of(err)} ${err.kind} (${err.message}) id=${err.id}; `;
                }
            }
            seen
        }
    }) }"#;
    toolset.mount(code, false).expect("the probe mounts");
    let output = toolset.call("probe", json!({})).expect("the probe tool");
    assert_eq!(
        output.text(),
        "map NotFound (no bookmark has id 7) id=7; map ReadOnly (the bookmarks are read-only) id=; "
    );
    let markdown = Catalog::new()
        .service::<dyn Bookmarks>()
        .render_api_markdown();
    assert!(
        markdown.contains("fn get(id: u64) -> Result<Bookmark, BookmarkError>;"),
        "{markdown}"
    );
    assert!(
        markdown.contains("`Result<T, BookmarkError>` (`get`, `put`): the call returns"),
        "{markdown}"
    );
    assert!(
        markdown
            .contains("    NotFound {\n        /// The id asked for.\n        id: u64,\n    },"),
        "{markdown}"
    );
    assert!(!markdown.contains(ServiceError::IN_SCRIPTS), "{markdown}");
}

/// An own error nobody catches ends the call with the thrown map as text.
#[test]
fn an_uncaught_own_error_shows_its_map() {
    let toolset = bookmarks_toolset();
    let code = r#"#{ name: "careless", inject: ["bookmarks"], apply: |ctx| ctx.tools.register(#{
        name: "careless", execute: |a| ctx.bookmarks.get(3) }) }"#;
    toolset.mount(code, false).expect("mounts");
    let output = toolset.call("careless", json!({})).expect("answers");
    assert!(output.is_error, "{output:?}");
    let text = output.text();
    assert!(
        text.contains(r#"#{"id": 3, "kind": "NotFound", "message": "no bookmark has id 3"}"#),
        "{text}"
    );
}

/// `SystemTime`, `Duration`, `PathBuf`, `IpAddr` and an integer-keyed map
/// reach a script in the form the catalog declares and come back intact.
#[test]
fn std_types_round_trip_through_a_script() {
    let toolset = bookmarks_toolset();
    let code = r#"#{ name: "keeper", inject: ["bookmarks"], apply: |ctx| ctx.tools.register(#{
        name: "keeper",
        execute: |a| {
            let b = ctx.bookmarks.put(#{
                saved: #{ secs_since_epoch: 1700000000, nanos_since_epoch: 250000000 },
                ttl: #{ secs: 90, nanos: 0 },
                cache: "cache/7.html",
                from: "2001:db8::7",
                visits: #{ "1": 3, "20": 1 },
            });
            let millis = b.saved.secs_since_epoch * 1000 + b.saved.nanos_since_epoch / 1000000;
            `${millis} ${b.ttl.secs} ${b.cache} ${b.from} ${b.visits["20"]}`
        }
    }) }"#;
    toolset.mount(code, false).expect("mounts");
    let output = toolset.call("keeper", json!({})).expect("answers");
    assert_eq!(output.text(), "1700000000250 90 cache/7.html 2001:db8::7 1");
    let markdown = Catalog::new()
        .service::<dyn Bookmarks>()
        .render_api_markdown();
    for declared in [
        "visits: Map<u32, u64>,",
        "struct SystemTime {",
        "secs_since_epoch: u64,",
        "struct Duration {",
        "struct IpAddr(String);",
        "cache: String,",
    ] {
        assert!(markdown.contains(declared), "{declared}: {markdown}");
    }
}

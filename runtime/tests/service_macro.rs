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

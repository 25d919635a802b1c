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
}

struct Loud;

impl Notes for Loud {
    fn shout(&self, note: Note) -> Result<Note, ServiceError> {
        Ok(Note {
            text: note.text.to_uppercase(),
        })
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

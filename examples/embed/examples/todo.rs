//! A whole app: a service with its own error type, its one list of services,
//! the catalog snapshot of it, its MCP server (`cargo run --example todo`).

use std::sync::{Arc, Mutex};

use cordis_toolset::{Limits, Runtime, Shape, Toolset, ToolsetConfig, service};

/// Why a to-do call failed: a script's `catch (err)` reads `err.kind`.
#[derive(Debug, serde::Serialize, Shape, thiserror::Error)]
pub enum TodoError {
    /// No item has this number.
    #[error("the list has no item {number}")]
    NoSuchItem {
        /// The number asked for.
        number: usize,
    },
}

/// Keep a to-do list.
#[service(name = "todo")]
pub trait Todo: Send + Sync {
    /// Add an item; returns how many items the list has now.
    fn add(&self, item: String) -> usize;
    /// The item with this number, 1 being the oldest.
    fn item(&self, number: usize) -> Result<String, TodoError>;
}

#[derive(Default)]
struct InMemory(Mutex<Vec<String>>);

impl Todo for InMemory {
    fn add(&self, item: String) -> usize {
        let mut items = self.0.lock().unwrap_or_else(|e| e.into_inner());
        items.push(item);
        items.len()
    }
    fn item(&self, number: usize) -> Result<String, TodoError> {
        let items = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let found = number.checked_sub(1).and_then(|index| items.get(index));
        found.cloned().ok_or(TodoError::NoSuchItem { number })
    }
}

/// The one list of the app's services: what runs, and what the snapshot reviews.
fn config(list: Arc<InMemory>) -> ToolsetConfig {
    ToolsetConfig::new(Limits::default()).service::<dyn Todo>(list)
}

fn main() -> Result<(), cordis_toolset_cli::CliError> {
    let list = Arc::new(InMemory::default()); // one list, shared by every client
    let make = move || Toolset::new(&Runtime::new(), config(Arc::clone(&list)));
    cordis_toolset_cli::Serve::new(make).stdio()
}

#[test]
fn the_catalog_is_reviewed() {
    let catalog = config(Default::default()).catalog();
    insta::assert_snapshot!("todo_api", catalog.render_api_markdown());
}

//! A whole app in one file: its service, the one list of its services, the
//! catalog snapshot taken from it, and its MCP server (`cargo run --example todo`).

use std::sync::{Arc, Mutex};

use cordis_toolset::{Limits, Runtime, ServiceError, Toolset, ToolsetConfig, service};

/// Keep a to-do list.
#[service(name = "todo")]
pub trait Todo: Send + Sync {
    /// Add an item; returns how many items the list has now.
    fn add(&self, item: String) -> Result<usize, ServiceError>;
    /// Every item, oldest first.
    fn items(&self) -> Result<Vec<String>, ServiceError>;
}

#[derive(Default)]
struct InMemory(Mutex<Vec<String>>);

impl Todo for InMemory {
    fn add(&self, item: String) -> Result<usize, ServiceError> {
        let mut items = self
            .0
            .lock()
            .map_err(|_| ServiceError::new("the list is unavailable"))?;
        items.push(item);
        Ok(items.len())
    }
    fn items(&self) -> Result<Vec<String>, ServiceError> {
        let items = self
            .0
            .lock()
            .map_err(|_| ServiceError::new("the list is unavailable"))?;
        Ok(items.clone())
    }
}

/// The one list of the app's services: the toolset is built from it, and
/// its catalog is what the snapshot below reviews.
fn config(list: Arc<InMemory>) -> ToolsetConfig {
    ToolsetConfig::new(Limits::default())
        .service::<dyn Todo>(list)
        .timer()
}

fn main() -> Result<(), cordis_toolset_cli::CliError> {
    let list = Arc::new(InMemory::default()); // one list, shared by every client
    let make = move || Toolset::new(&Runtime::new(), config(Arc::clone(&list)));
    cordis_toolset_cli::Serve::new(make).stdio()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_catalog_is_reviewed() {
        let catalog = super::config(Default::default()).catalog();
        insta::assert_snapshot!("todo_api", catalog.render_api_markdown());
    }
}

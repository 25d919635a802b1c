//! The notes app as a program (`cargo run -p cordis-toolset-example-embed`):
//!
//! * no flag: mounts the shipped plugin and calls its `note` tool, as a
//!   model would through `cordis_mount` and the tool;
//! * `--serve`: serves its toolset (the `notes` service included) over MCP
//!   on stdio, a fresh one per client, as `cordis-cli serve` does;
//! * `--http ADDR [--token-file FILE]`: the same over streamable HTTP at
//!   `http://ADDR/mcp` (without a token file, the token is printed to stderr).
//!
//! Notes are kept in `--notes DIR` (default `./notes`).

use std::path::PathBuf;

use cordis_toolset_cli::Serve;
use cordis_toolset_cli::args::HttpArgs;
use cordis_toolset_example_embed::{NOTES_TOOL_PLUGIN, toolset};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        let at = args.iter().position(|arg| arg == flag)?;
        args.get(at + 1).cloned()
    };
    let notes = PathBuf::from(value("--notes").unwrap_or_else(|| "notes".to_owned()));

    if args.iter().any(|arg| arg == "--serve") {
        Serve::new(move || toolset(&notes)).stdio()?;
    } else if let Some(addr) = value("--http") {
        let options = HttpArgs {
            token_file: value("--token-file").map(PathBuf::from),
            ..HttpArgs::default()
        };
        Serve::new(move || toolset(&notes)).http(&addr, options)?;
    } else {
        let toolset = toolset(&notes)?;
        toolset.mount(NOTES_TOOL_PLUGIN, false)?;
        for args in [
            serde_json::json!({ "topic": "groceries", "text": "eggs" }),
            serde_json::json!({ "topic": "groceries", "last": 3 }),
        ] {
            let output = toolset.call("note", args).ok_or("no `note` tool")?;
            println!("{}", output.text());
        }
        toolset.dispose();
    }
    Ok(())
}

//! The catalogs as MCP resources and the `write_plugin` prompt, through the
//! real `cordis-cli serve`: listed, readable, and the prompt's Rhai examples
//! mount as they are.

use cordis_toolset_tests::Server;
use serde_json::{Value, json};

fn result(response: &Value) -> &Value {
    response
        .get("result")
        .unwrap_or_else(|| panic!("the request failed: {response}"))
}

fn error_message(response: &Value) -> String {
    response["error"]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("expected an error: {response}"))
        .to_owned()
}

fn read(server: &mut Server, uri: &str) -> String {
    let response = server.request("resources/read", json!({ "uri": uri }));
    let contents = &result(&response)["contents"][0];
    assert_eq!(contents["uri"], uri);
    contents["text"].as_str().unwrap_or_default().to_owned()
}

/// The fenced ```rhai blocks of a Markdown text.
fn rhai_blocks(text: &str) -> Vec<String> {
    text.split("```rhai\n")
        .skip(1)
        .filter_map(|rest| rest.split_once("\n```").map(|(code, _)| code.to_owned()))
        .collect()
}

#[test]
fn the_catalogs_are_resources_and_one_service_is_a_template() {
    let mut server = Server::start(&[]);
    let listed = server.request("resources/list", json!({}));
    let uris: Vec<&str> = result(&listed)["resources"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|r| r["uri"].as_str())
        .collect();
    assert_eq!(
        uris,
        [
            "cordis://catalog/api",
            "cordis://catalog/api.d.rhai",
            "cordis://catalog/events"
        ]
    );
    let templates = server.request("resources/templates/list", json!({}));
    assert_eq!(
        result(&templates)["resourceTemplates"][0]["uriTemplate"],
        "cordis://catalog/api/{service}"
    );

    let api = read(&mut server, "cordis://catalog/api");
    for section in ["## fs", "## bash", "## web", "## timer", "## ctx.tools"] {
        assert!(api.contains(section), "{section} missing from:\n{api}");
    }
    let rhai = read(&mut server, "cordis://catalog/api.d.rhai");
    assert!(rhai.contains("// ===== file: fs.d.rhai ====="), "{rhai}");
    let events = read(&mut server, "cordis://catalog/events");
    assert!(
        events.contains("tools/pre-execute") && events.contains("cordis/unmounted"),
        "{events}"
    );
    let fs = read(&mut server, "cordis://catalog/api/fs");
    assert!(fs.starts_with("## fs") && fs.contains("fn read("), "{fs}");
    let tools = read(&mut server, "cordis://catalog/api/ctx.tools");
    assert!(tools.contains("register"), "{tools}");

    let unknown = server.request(
        "resources/read",
        json!({ "uri": "cordis://catalog/api/filesystem" }),
    );
    let message = error_message(&unknown);
    assert!(
        message.contains("\"filesystem\"") && message.contains("fs"),
        "{message}"
    );
    let unknown = server.request("resources/read", json!({ "uri": "file:///etc/passwd" }));
    assert!(
        error_message(&unknown).contains("cordis://catalog/api"),
        "{unknown}"
    );
    assert!(server.is_alive());
}

#[test]
fn write_plugin_gives_a_recipe_whose_examples_mount() {
    let mut server = Server::start(&[]);
    let listed = server.request("prompts/list", json!({}));
    let prompt = &result(&listed)["prompts"][0];
    assert_eq!(prompt["name"], "write_plugin");
    assert_eq!(prompt["arguments"][0]["name"], "task");
    assert_eq!(prompt["arguments"][0]["required"], true);

    let task = "a tool that counts the lines of a file";
    let got = server.request(
        "prompts/get",
        json!({ "name": "write_plugin", "arguments": { "task": task } }),
    );
    let message = &result(&got)["messages"][0];
    assert_eq!(message["role"], "user");
    let text = message["content"]["text"].as_str().unwrap_or_default();
    assert!(text.contains(&format!("Task: {task}")), "{text}");
    for rule in ["inject", "Budgets", "next()", "dryRun: true"] {
        assert!(text.contains(rule), "the prompt lacks {rule}:\n{text}");
    }
    assert!(
        text.contains("## API") && text.contains("fn read("),
        "the live API summary (fs is granted by default):\n{text}"
    );

    let examples = rhai_blocks(text);
    assert_eq!(examples.len(), 3, "{text}");
    std::fs::write(server.root().join("notes.txt"), "one\ntwo\nthree").unwrap();
    for code in &examples {
        let mounted = server.call("cordis_mount", json!({ "code": code }));
        assert_ne!(mounted["isError"], true, "{mounted}\n{code}");
        assert_eq!(mounted["structuredContent"]["state"], "active", "{mounted}");
    }
    // The recipe counts as `wc -l` and `str::lines` do: a last newline ends
    // a line, it does not start one.
    std::fs::write(server.root().join("ends.txt"), "one\ntwo\n").unwrap();
    std::fs::write(server.root().join("empty.txt"), "").unwrap();
    for (file, lines) in [("notes.txt", 3), ("ends.txt", 2), ("empty.txt", 0)] {
        let counted = server.call("line_count", json!({ "path": file }));
        assert_eq!(Server::text(&counted), format!("{file} has {lines} lines"));
    }
    // The try/catch example answers both paths, the failure in words.
    let read = server.call("safe_read", json!({ "path": "notes.txt" }));
    assert_eq!(Server::text(&read), "one\ntwo\nthree");
    assert_eq!(read["structuredContent"]["chars"], 13, "{read}");
    let missing = server.call("safe_read", json!({ "path": "missing.txt" }));
    assert_eq!(missing["isError"], true, "{missing}");
    assert!(
        Server::text(&missing).starts_with("cannot read missing.txt: "),
        "{missing}"
    );
    assert!(
        server.stderr().contains("line_count -> isError: false"),
        "the waterfall example logged the call: {}",
        server.stderr()
    );

    let missing = server.request(
        "prompts/get",
        json!({ "name": "write_plugin", "arguments": {} }),
    );
    assert!(error_message(&missing).contains("task"), "{missing}");
    let unknown = server.request("prompts/get", json!({ "name": "write_tool" }));
    assert!(
        error_message(&unknown).contains("write_plugin"),
        "{unknown}"
    );
}

/// The text of `path`, relative to the workspace root, with every run of
/// whitespace (line breaks included) as one space.
fn doc_text(path: &str) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let text = std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The built-in services are listed in the READMEs by hand (the texts the
/// model reads take them from `BuiltinService::ALL`): each list names
/// every one, so a service added to the enum fails here until the prose
/// says it.
#[test]
fn every_readme_list_of_built_in_services_names_them_all() {
    use cordis_toolset::services::BuiltinService;
    let quoted = BuiltinService::quoted();
    let plain = BuiltinService::names(", ");
    let compiled = BuiltinService::ALL
        .into_iter()
        .filter(|service| *service != BuiltinService::Timer)
        .map(|service| format!("`{service}`"))
        .collect::<Vec<_>>()
        .join(", ");
    for (path, sentence) in [
        (
            "README.md",
            format!("`--allow` is a comma list of granted services: {quoted}."),
        ),
        (
            "README.md",
            format!("service under a built-in service name ({quoted}, granted or not)"),
        ),
        ("cli/README.md", format!("(valid: {plain})")),
        (
            "runtime/README.md",
            format!("the built-in {compiled} services"),
        ),
    ] {
        assert!(
            doc_text(path).contains(&sentence),
            "{path} should say: {sentence}"
        );
    }
}

/// README's list of `cordis_inspect`'s sections is `Section::ALL`, so a
/// section added fails here until the prose names it.
#[test]
fn the_readme_lists_every_inspect_section() {
    let sections = cordis_toolset::Section::ALL
        .map(|section| format!("`{}`", section.name()))
        .join(", ");
    let sentence = format!("**Inspect** the runtime — sections {sections}.");
    assert!(
        doc_text("README.md").contains(&sentence),
        "README.md should say: {sentence}"
    );
}

/// README's `[limits]` example is `Limits::default()`: every limit, each at
/// its default value.
#[test]
fn the_readme_limits_table_is_the_defaults() {
    let readme = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md"),
    )
    .unwrap();
    let (_, after) = readme
        .split_once("\n[limits]")
        .expect("README has a [limits] table");
    let table = after.split("\n\n").next().unwrap_or_default();
    let table = table.split_once('\n').map_or("", |(_, rest)| rest);
    let shown: toml::Table = toml::from_str(table).unwrap_or_else(|e| panic!("{e}\n{table}"));
    let defaults = toml::Table::try_from(cordis_toolset::Limits::default()).unwrap();
    assert_eq!(
        shown, defaults,
        "README's [limits] differs from Limits::default(): update the README"
    );
}

//! Behaviour of generated bindings: a test service called through
//! `ServiceObject::call` with good and bad arguments, an `Err`, a panic.

mod support;

use std::sync::Arc;

use cordis_toolset_catalog::{Service, ServiceCallError, ServiceObject};
use serde_json::json;
use support::{FakeShell, Shell};

fn shell() -> ServiceObject {
    ServiceObject::new::<dyn Shell>(Arc::new(FakeShell::default()))
}

#[test]
fn object_knows_its_name_and_methods() {
    let shell = shell();
    assert_eq!(shell.name(), "shell");
    assert_eq!(<dyn Shell as Service>::NAME, "shell");
    assert_eq!(shell.method_names(), ["run", "add", "count", "crash"]);
}

#[test]
fn good_call_decodes_args_and_encodes_result() {
    let out = shell()
        .call(
            "run",
            vec![json!("ls"), json!({ "timeoutMs": 5, "cwd": "/tmp" })],
        )
        .expect("valid call");
    assert_eq!(out["stdout"]["text"], "ran ls (timeout 5)");
    assert_eq!(out["stderr"]["text"], "/tmp");
    assert_eq!(out["exitCode"], 0);
    assert_eq!(out["status"], "exited");
    assert_eq!(
        shell().call("add", vec![json!(2), json!(40)]),
        Ok(json!(42))
    );
}

#[test]
fn trailing_option_may_be_omitted() {
    let out = shell()
        .call("run", vec![json!("ls")])
        .expect("options omitted");
    assert_eq!(out["stdout"]["text"], "ran ls (timeout 0)");
}

#[test]
fn wrong_argument_type_names_argument_and_quotes_signature() {
    let err = shell()
        .call("add", vec![json!(1), json!("two")])
        .expect_err("string is not an i64");
    assert!(matches!(
        err,
        ServiceCallError::BadArgument {
            position: 2,
            argument: "b",
            ..
        }
    ));
    insta::assert_snapshot!(err.to_string(), @"argument 2 (`b`) of `shell.add` is invalid: invalid type: string \"two\", expected i64; call it as `fn add(a: i64, b: i64) -> i64`");
}

#[test]
fn wrong_argument_count_quotes_signature() {
    let err = shell()
        .call("run", vec![])
        .expect_err("command is required");
    insta::assert_snapshot!(err.to_string(), @"`shell.run` takes 1 to 2 argument(s) but was called with 0; call it as `fn run(command: String, options: Option<RunOptions>) -> Result<RunOutput, ServiceError>`");
    let err = shell()
        .call("count", vec![json!(1)])
        .expect_err("count takes nothing");
    assert!(matches!(err, ServiceCallError::Arity { got: 1, .. }));
}

#[test]
fn service_err_becomes_call_error_with_its_message() {
    let err = shell()
        .call("run", vec![json!("")])
        .expect_err("empty command");
    assert!(matches!(err, ServiceCallError::Failed(_)));
    assert_eq!(
        err.to_string(),
        "the command is empty: pass the command line to run, e.g. \"ls -la\""
    );
}

#[test]
fn panic_fails_only_that_call() {
    let shell = shell();
    shell.call("run", vec![json!("a")]).expect("first run");
    let err = shell
        .call("crash", vec![json!("disk on fire")])
        .expect_err("panics");
    assert_eq!(
        err,
        ServiceCallError::Panicked {
            service: "shell",
            method: "crash".into(),
            message: "disk on fire".into()
        }
    );
    assert_eq!(shell.call("count", vec![]), Ok(json!(1)));
}

#[test]
fn unknown_method_lists_the_real_ones() {
    let err = shell().call("exec", vec![]).expect_err("no such method");
    insta::assert_snapshot!(err.to_string(), @"service `shell` has no method `exec`; its methods are: run, add, count, crash");
}

#[test]
fn downcast_returns_the_typed_service() {
    let shell = shell();
    let typed = shell.downcast::<dyn Shell>().expect("it is a shell");
    assert_eq!(typed.add(1, 1), 2);
    assert!(shell.downcast::<dyn support::Mixed>().is_none());
}

fn bookmarks() -> ServiceObject {
    ServiceObject::new::<dyn support::Bookmarks>(Arc::new(support::FussyBookmarks))
}

fn bookmark(url: &str) -> serde_json::Value {
    json!({
        "url": url,
        "saved": { "secs_since_epoch": 1_700_000_000, "nanos_since_epoch": 5 },
        "ttl": { "secs": 60, "nanos": 0 },
        "host": "2001:db8::7",
        "visits": { "1": 3, "20": 1 },
        "opened": 1_700_000_000_123_u64,
    })
}

/// An app's own error reaches the caller as `#{ kind, message, ...fields }`,
/// the variant's serde name as `kind`; `ServiceError` stays a message.
#[test]
fn an_own_error_becomes_a_thrown_map() {
    let err = bookmarks()
        .call("forget", vec![json!(9)])
        .expect_err("not found");
    let ServiceCallError::Threw(thrown) = &err else {
        panic!("not thrown: {err:?}");
    };
    assert_eq!(
        thrown.to_value(),
        json!({ "kind": "NotFound", "message": "no bookmark has id 9", "id": 9 })
    );
    assert_eq!(err.to_string(), "no bookmark has id 9");
    let err = bookmarks()
        .call("save", vec![bookmark("https://taken.example")])
        .expect_err("conflict");
    let ServiceCallError::Threw(thrown) = &err else {
        panic!("not thrown: {err:?}");
    };
    assert_eq!(thrown.kind(), "conflict");
    assert_eq!(thrown.fields()["existing"], json!(3));
    let err = bookmarks()
        .call("forget", vec![json!(0)])
        .expect_err("read-only");
    let ServiceCallError::Threw(thrown) = &err else {
        panic!("not thrown: {err:?}");
    };
    assert_eq!(
        thrown.to_value(),
        json!({ "kind": "ReadOnly", "message": "the bookmarks are read-only" })
    );
    let err = bookmarks()
        .call("rename", vec![json!("x")])
        .expect_err("a message");
    assert!(matches!(err, ServiceCallError::Failed(_)), "{err:?}");
}

/// `SystemTime`, `Duration`, `IpAddr`, an integer-keyed map and a field
/// shown `#[shape(as = u64)]` cross a call in the form the catalog declares.
#[test]
fn std_types_round_trip_in_their_declared_form() {
    let sent = bookmark("https://example.org");
    let back = bookmarks().call("save", vec![sent.clone()]).expect("saved");
    assert_eq!(back, sent);
    let entry = bookmarks().entry().clone();
    let declared = |name: &str| {
        entry
            .types
            .get(name)
            .unwrap_or_else(|| panic!("{name} declared"))
            .declaration
            .clone()
    };
    let bookmark = declared("Bookmark");
    assert!(bookmark.contains("    saved: SystemTime,\n"), "{bookmark}");
    assert!(bookmark.contains("    ttl: Duration,\n"), "{bookmark}");
    assert!(bookmark.contains("    host: IpAddr,\n"), "{bookmark}");
    assert!(
        bookmark.contains("    visits: Map<u32, u64>,\n"),
        "{bookmark}"
    );
    assert!(bookmark.contains("    opened: u64,\n"), "{bookmark}");
    assert!(declared("SystemTime").contains("secs_since_epoch: u64"));
    assert!(declared("Duration").contains("nanos: u32"));
    let save = entry.get_method("save").expect("save");
    assert_eq!(save.throws.as_deref(), Some("BookmarkError"));
    assert_eq!(save.declared_returns(), "Result<Bookmark, BookmarkError>");
    let rename = entry.get_method("rename").expect("rename");
    assert_eq!((rename.fallible, rename.throws.as_deref()), (true, None));
    assert!(declared("BookmarkError").contains("conflict { url: String, existing: u64 }"));
}

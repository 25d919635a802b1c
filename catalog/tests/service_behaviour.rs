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

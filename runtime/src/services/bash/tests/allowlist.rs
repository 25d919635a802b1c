//! The `commands` allowlist means what it says: the bypasses of issue 13
//! (and their neighbours) run no code, allowlisted commands run without a
//! shell, their words are what bash would pass, and every refusal says what
//! to write instead (snapshotted).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::*;
use crate::services::bash::words;

/// A service allowing only `ls`, and a script in its root that would prove
/// code ran by creating `pwned`.
fn ls_only(root: &Path) -> BashService {
    std::fs::write(root.join("evil.sh"), "touch pwned\n").unwrap();
    service(root, |c| c.commands = Some(vec!["ls".to_owned()]))
}

fn env_of(pairs: &[(&str, &str)]) -> Option<RunOptions> {
    let env: BTreeMap<String, String> = pairs
        .iter()
        .map(|(n, v)| ((*n).to_owned(), (*v).to_owned()))
        .collect();
    with(RunOptions {
        env: Some(env),
        ..RunOptions::default()
    })
}

#[test]
fn an_exported_function_cannot_replace_an_allowlisted_program() {
    let tmp = TempDir::new().unwrap();
    let bash = ls_only(tmp.path());
    let err = bash
        .run(
            "ls".to_owned(),
            env_of(&[("BASH_FUNC_ls%%", "() { touch pwned; }")]),
        )
        .unwrap_err();
    assert!(err.message().contains("\"BASH_FUNC_ls%%\""), "{err}");
    assert!(!tmp.path().join("pwned").exists());
}

#[test]
fn bash_env_cannot_run_a_file_written_with_fs() {
    let tmp = TempDir::new().unwrap();
    let bash = ls_only(tmp.path());
    for name in ["BASH_ENV", "ENV"] {
        let err = bash
            .run("ls".to_owned(), env_of(&[(name, "evil.sh")]))
            .unwrap_err();
        assert!(err.message().contains(&format!("{name:?}")), "{err}");
    }
    // Refused without an allowlist too: the caller's env never configures bash.
    let shell = service(tmp.path(), |_| {});
    let err = shell
        .run("true".to_owned(), env_of(&[("BASH_ENV", "evil.sh")]))
        .unwrap_err();
    assert!(err.message().contains("bash reads it"), "{err}");
    assert!(!tmp.path().join("pwned").exists());
}

#[test]
fn a_prompt_expansion_of_a_caller_variable_is_not_expanded() {
    let tmp = TempDir::new().unwrap();
    let bash = ls_only(tmp.path());
    let err = bash
        .run("ls ${X@P}".to_owned(), env_of(&[("X", "$(touch pwned)")]))
        .unwrap_err();
    assert!(err.message().starts_with("command refused: `$`"), "{err}");
    // Even quoted, the value is passed to ls as text, never run.
    let out = bash
        .run("ls '${X@P}'".to_owned(), env_of(&[("X", "$(touch pwned)")]))
        .unwrap();
    assert_ne!(out.exit_code, Some(0));
    assert!(out.stderr.text.contains("${X@P}"), "{out:?}");
    assert!(!tmp.path().join("pwned").exists());
}

#[test]
fn path_and_loader_variables_cannot_pick_other_code() {
    let tmp = TempDir::new().unwrap();
    let bash = ls_only(tmp.path());
    let fake = tmp.path().join("ls");
    std::fs::write(&fake, "#!/bin/sh\ntouch pwned\n").unwrap();
    std::fs::set_permissions(&fake, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    for (name, value) in [
        ("PATH", "."),
        ("LD_PRELOAD", "./evil.so"),
        ("GCONV_PATH", "."),
        ("IFS", "/"),
        ("SHELLOPTS", "xtrace"),
        ("PS4", "$(touch pwned)"),
    ] {
        let err = bash
            .run("ls".to_owned(), env_of(&[(name, value)]))
            .unwrap_err();
        assert!(err.message().contains(&format!("{name:?}")), "{err}");
    }
    assert!(!tmp.path().join("pwned").exists());
    // A plain name is data and reaches the program.
    let printenv = service(tmp.path(), |c| {
        c.commands = Some(vec!["printenv".to_owned()])
    });
    let out = printenv
        .run(
            "printenv MY_VALUE".to_owned(),
            env_of(&[("MY_VALUE", "$(id)")]),
        )
        .unwrap();
    assert_eq!(out.stdout.text, "$(id)\n");
}

#[test]
fn allowlisted_commands_run_without_a_shell() {
    let tmp = TempDir::new().unwrap();
    let bash = service(tmp.path(), |c| {
        c.commands = Some(vec!["env".to_owned(), "printf".to_owned()]);
    });
    // bash exports SHLVL and `_` to what it runs; a program run directly
    // sees only the service's environment.
    let out = run(&bash, "env");
    assert_eq!(out.exit_code, Some(0), "{out:?}");
    assert!(!out.stdout.text.contains("SHLVL="), "{}", out.stdout.text);
    assert!(!out.stdout.text.contains("\n_="), "{}", out.stdout.text);
    let out = run(&bash, r#"printf '%s|' 'a;b' "c  d" e\ f '*.rs' "" x"#);
    assert_eq!(out.stdout.text, "a;b|c  d|e f|*.rs||x|");
}

/// Lines the splitter accepts: each gives exactly the words bash gives.
const ACCEPTED: [&str; 12] = [
    "ls -la src",
    "  spaced\tout  ",
    r#"'single $quoted' "double quoted""#,
    r#"mixed'a b'"c d"e"#,
    r#"esc\ aped \"q\" back\\slash"#,
    r#""in \"dq\" \\ \$ \` \n""#,
    "'' empty \"\" words",
    "a=b --flag=x,y ]x key: a#b",
    "trailing\\",
    "\"line\\\ncont\"",
    "unicode 'héllo wörld' ✓",
    "! % ^ + @ : , .",
];

#[test]
fn words_are_what_bash_would_pass() {
    for line in ACCEPTED {
        let ours = words::split(line).unwrap_or_else(|e| panic!("{line:?}: {e:?}"));
        let out = std::process::Command::new("bash")
            .arg("-c")
            .arg(format!("printf '%s\\0' {line}"))
            .output()
            .unwrap();
        let theirs: Vec<String> = String::from_utf8(out.stdout)
            .unwrap()
            .split_terminator('\0')
            .map(str::to_owned)
            .collect();
        assert_eq!(ours, theirs, "{line:?}");
    }
}

#[test]
fn refusal_messages() {
    let tmp = TempDir::new().unwrap();
    let bash = service(tmp.path(), |c| {
        c.commands = Some(vec!["ls".to_owned(), "cat".to_owned()]);
    });
    let mut out = String::new();
    let mut line = |call: &str, result: Result<RunOutput, cordis_toolset_catalog::ServiceError>| {
        let message = match result {
            Ok(value) => format!("unexpected success: {value:?}"),
            Err(e) => e.message().to_owned(),
        };
        writeln!(out, "{call}\n  -> {message}").unwrap();
    };
    for command in [
        "ls; rm x",
        "ls && rm x",
        "ls | sh",
        "ls\nrm x",
        "ls $HOME",
        "ls \"$HOME\"",
        "ls `id`",
        "ls > f",
        "cat < f",
        "ls *.rs",
        "ls {a,b}",
        "ls ~",
        "ls 'open",
        "   ",
        "rm -rf /",
    ] {
        line(
            &format!("run({command:?})"),
            bash.run(command.to_owned(), None),
        );
    }
    for (name, value) in [
        ("BASH_FUNC_ls%%", "() { id; }"),
        ("BASH_ENV", "evil.sh"),
        ("LD_PRELOAD", "x.so"),
        ("PATH", "."),
        ("1X", "x"),
        ("MY_VALUE", "nul\0byte"),
    ] {
        line(
            &format!("run(\"ls\", env {name:?})"),
            bash.run("ls".to_owned(), env_of(&[(name, value)])),
        );
    }
    insta::assert_snapshot!(out);
}

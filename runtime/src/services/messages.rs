//! Snapshot of the error messages the services give a caller: they are a
//! product surface (a model reads them and must know what to do next), so a
//! change to one is reviewed like a change to an API.
#![allow(clippy::unwrap_used)]

use std::fmt::Write;
use std::os::unix::fs::symlink;

use tempfile::TempDir;

use super::*;

fn line(
    out: &mut String,
    call: &str,
    result: Result<impl std::fmt::Debug, cordis_toolset_catalog::ServiceError>,
) {
    let message = match result {
        Ok(value) => format!("unexpected success: {value:?}"),
        Err(e) => e.message().to_owned(),
    };
    writeln!(out, "{call}\n  -> {message}").unwrap();
}

#[test]
fn service_error_messages() {
    let tmp = TempDir::new().unwrap();
    let root = tmp.path().join("root");
    std::fs::create_dir(&root).unwrap();
    std::fs::write(root.join("big.txt"), "x".repeat(20)).unwrap();
    std::fs::create_dir(root.join("full")).unwrap();
    std::fs::write(root.join("full/a"), "").unwrap();
    symlink(tmp.path(), root.join("up")).unwrap();
    let s = |t: &str| t.to_owned();
    let mut out = String::new();

    let fs = FsService::new(FsConfig {
        root: root.clone(),
        max_read_bytes: 10,
        ..FsConfig::default()
    })
    .unwrap();
    line(&mut out, "fs.read(\"../x\")", fs.read(s("../x")));
    line(
        &mut out,
        "fs.read(\"/etc/passwd\")",
        fs.read(s("/etc/passwd")),
    );
    line(&mut out, "fs.read(\"up/secret\")", fs.read(s("up/secret")));
    line(&mut out, "fs.write(\"up/x\")", fs.write(s("up/x"), s("")));
    line(&mut out, "fs.read(\"big.txt\")", fs.read(s("big.txt")));
    line(
        &mut out,
        "fs.read(\"missing.md\")",
        fs.read(s("missing.md")),
    );
    line(&mut out, "fs.read(\"full\")", fs.read(s("full")));
    line(&mut out, "fs.remove(\"full\")", fs.remove(s("full")));
    line(
        &mut out,
        "fs.write(\"big.txt/x\")",
        fs.write(s("big.txt/x"), s("")),
    );

    let bash = BashService::new(BashConfig {
        root: root.clone(),
        commands: Some(vec![s("ls"), s("cat")]),
        ..BashConfig::default()
    })
    .unwrap();
    line(
        &mut out,
        "bash.run(\"rm -rf /\")",
        bash.run(s("rm -rf /"), None),
    );
    line(
        &mut out,
        "bash.run(\"ls | sh\")",
        bash.run(s("ls | sh"), None),
    );
    let cwd = |c: &str| {
        Some(RunOptions {
            cwd: Some(s(c)),
            ..RunOptions::default()
        })
    };
    line(
        &mut out,
        "bash.run(\"ls\", cwd \"..\")",
        bash.run(s("ls"), cwd("..")),
    );
    line(
        &mut out,
        "bash.run(\"ls\", cwd \"up\")",
        bash.run(s("ls"), cwd("up")),
    );
    line(
        &mut out,
        "bash.run(\"ls\", cwd \"big.txt\")",
        bash.run(s("ls"), cwd("big.txt")),
    );

    let web = WebService::new(WebConfig {
        allow_hosts: vec![s("127.0.0.1"), s("169.254.169.254")],
        ..WebConfig::default()
    })
    .unwrap();
    line(
        &mut out,
        "web.fetch(\"http://example.com/\")",
        web.fetch(s("http://example.com/"), None),
    );
    line(
        &mut out,
        "web.fetch(\"http://127.0.0.1:9/\")",
        web.fetch(s("http://127.0.0.1:9/"), None),
    );
    line(
        &mut out,
        "web.fetch(\"http://169.254.169.254/\")",
        web.fetch(s("http://169.254.169.254/"), None),
    );
    line(
        &mut out,
        "web.fetch(\"ftp://127.0.0.1/\")",
        web.fetch(s("ftp://127.0.0.1/"), None),
    );
    line(
        &mut out,
        "web.fetch(\"example.com\")",
        web.fetch(s("example.com"), None),
    );
    let nothing = WebService::new(WebConfig::default()).unwrap();
    line(
        &mut out,
        "web.fetch (empty allowlist)",
        nothing.fetch(s("https://example.com/"), None),
    );

    insta::assert_snapshot!(out);
}

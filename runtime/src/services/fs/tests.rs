//! Adversarial tests of `fs` against real files, symlinks and special files.
#![allow(clippy::unwrap_used)]

use std::os::unix::fs::symlink;
use std::path::Path;

use tempfile::TempDir;

use super::*;

/// A workspace root and a sibling "outside" directory holding a secret.
struct Fixture {
    _tmp: TempDir,
    root: PathBuf,
    outside: PathBuf,
    fs: FsService,
}

fn fixture() -> Fixture {
    fixture_with_limit(DEFAULT_MAX_READ_BYTES)
}

fn fixture_with_limit(max_read_bytes: u64) -> Fixture {
    let tmp = TempDir::new().unwrap();
    let root = tmp.path().join("root");
    let outside = tmp.path().join("outside");
    std::fs::create_dir(&root).unwrap();
    std::fs::create_dir(&outside).unwrap();
    std::fs::write(outside.join("secret.txt"), "TOP SECRET").unwrap();
    let fs = FsService::new(FsConfig {
        root: root.clone(),
        max_read_bytes,
        ..FsConfig::default()
    })
    .unwrap();
    Fixture {
        _tmp: tmp,
        root,
        outside,
        fs,
    }
}

fn s(text: &str) -> String {
    text.to_owned()
}

fn assert_escape(result: Result<impl std::fmt::Debug, ServiceError>) {
    let err = result.unwrap_err();
    assert!(
        err.message().contains("outside the workspace root"),
        "unexpected message: {err}"
    );
}

#[test]
fn round_trip_write_append_read_list_stat_remove() {
    let f = fixture();
    f.fs.write(s("notes/a.md"), s("hello")).unwrap();
    f.fs.append(s("notes/a.md"), s(" world")).unwrap();
    f.fs.append(s("notes/b.md"), s("new")).unwrap();
    assert_eq!(f.fs.read(s("notes/a.md")).unwrap(), "hello world");
    f.fs.write(s("notes/a.md"), s("short")).unwrap();
    assert_eq!(f.fs.read(s("./notes/../notes/a.md")).unwrap(), "short");
    f.fs.mkdir(s("notes/sub/deeper")).unwrap();
    f.fs.mkdir(s("notes/sub")).unwrap();

    let names: Vec<_> = f.fs.list(s("notes")).unwrap();
    assert_eq!(
        names,
        vec![
            DirEntry {
                name: s("a.md"),
                kind: EntryKind::File,
                size: 5
            },
            DirEntry {
                name: s("b.md"),
                kind: EntryKind::File,
                size: 3
            },
            DirEntry {
                name: s("sub"),
                kind: EntryKind::Dir,
                size: names[2].size
            },
        ]
    );
    let stat = f.fs.stat(s("notes/a.md")).unwrap();
    assert_eq!((stat.kind, stat.size), (EntryKind::File, 5));
    assert!(stat.modified_ms.is_some_and(|ms| ms > 1_600_000_000_000));
    assert!(f.fs.exists(s("notes/a.md")).unwrap());
    assert!(!f.fs.exists(s("notes/zzz")).unwrap());
    assert!(!f.fs.exists(s("notes/a.md/under-a-file")).unwrap());

    let err = f.fs.remove(s("notes/sub")).unwrap_err();
    assert!(err.message().contains("not empty"), "{err}");
    f.fs.remove(s("notes/sub/deeper")).unwrap();
    f.fs.remove(s("notes/a.md")).unwrap();
    assert!(!f.root.join("notes/a.md").exists());
    assert!(f.fs.remove(s(".")).is_err());
    assert!(
        f.fs.read(s("notes/a.md"))
            .unwrap_err()
            .message()
            .contains("does not exist")
    );
}

#[test]
fn parent_and_absolute_paths_are_refused() {
    let f = fixture();
    let err = f.fs.read(s("../outside/secret.txt")).unwrap_err();
    assert_eq!(
        err.message(),
        "path \"../outside/secret.txt\" is outside the workspace root; use a path relative to the root, like \"notes/x.md\""
    );
    let abs = f.outside.join("secret.txt").display().to_string();
    assert!(
        f.fs.read(abs.clone())
            .unwrap_err()
            .message()
            .contains("is absolute")
    );
    assert!(f.fs.write(abs, s("x")).is_err());
    assert!(f.fs.write(s("a/../../evil.txt"), s("x")).is_err());
    assert!(f.fs.list(s("..")).is_err());
    assert!(f.fs.read(s("/proc/self/environ")).is_err());
    assert!(!f.outside.parent().unwrap().join("evil.txt").exists());
}

#[test]
fn symlinks_to_outside_file_and_dir_are_refused() {
    let f = fixture();
    symlink(f.outside.join("secret.txt"), f.root.join("file-link")).unwrap();
    symlink(&f.outside, f.root.join("dir-link")).unwrap();
    symlink("../outside/secret.txt", f.root.join("relative-link")).unwrap();
    assert_escape(f.fs.read(s("file-link")));
    assert_escape(f.fs.read(s("relative-link")));
    assert_escape(f.fs.read(s("dir-link/secret.txt")));
    assert_escape(f.fs.list(s("dir-link")));
    assert_escape(f.fs.write(s("file-link"), s("overwritten")));
    assert_escape(f.fs.append(s("file-link"), s("more")));
    assert_escape(f.fs.stat(s("dir-link/secret.txt")));
    assert_escape(f.fs.exists(s("dir-link/secret.txt")));
    assert_eq!(
        std::fs::read_to_string(f.outside.join("secret.txt")).unwrap(),
        "TOP SECRET"
    );
    // The links themselves are visible as links, and removing one leaves its target.
    assert_eq!(f.fs.stat(s("dir-link")).unwrap().kind, EntryKind::Symlink);
    f.fs.remove(s("file-link")).unwrap();
    assert!(f.outside.join("secret.txt").exists());
}

#[test]
fn write_through_symlinked_parent_dir_is_refused() {
    let f = fixture();
    symlink(&f.outside, f.root.join("out")).unwrap();
    assert_escape(f.fs.write(s("out/planted.txt"), s("x")));
    assert_escape(f.fs.write(s("out/new/dir/planted.txt"), s("x")));
    assert_escape(f.fs.mkdir(s("out/newdir")));
    assert_escape(f.fs.remove(s("out/secret.txt")));
    assert!(!f.outside.join("planted.txt").exists());
    assert!(!f.outside.join("new").exists());
    assert!(!f.outside.join("newdir").exists());
    assert!(f.outside.join("secret.txt").exists());
}

#[test]
fn symlink_inside_the_root_pointing_inside_works() {
    let f = fixture();
    f.fs.write(s("real/data.txt"), s("inside")).unwrap();
    symlink("real", f.root.join("alias")).unwrap();
    assert_eq!(f.fs.read(s("alias/data.txt")).unwrap(), "inside");
}

#[test]
fn symlink_to_proc_and_absolute_targets_is_refused() {
    let f = fixture();
    symlink("/proc/self/root", f.root.join("proc-root")).unwrap();
    symlink("/proc/self/environ", f.root.join("environ")).unwrap();
    symlink("/", f.root.join("slash")).unwrap();
    assert_escape(f.fs.read(s("proc-root/etc/hostname")));
    assert_escape(f.fs.read(s("environ")));
    assert_escape(f.fs.list(s("slash")));
}

#[test]
fn symlink_created_by_a_command_later_is_still_refused() {
    // A mount with bash could plant a link after the service was built.
    let f = fixture();
    f.fs.write(s("ok.txt"), s("fine")).unwrap();
    let status = std::process::Command::new("ln")
        .arg("-s")
        .arg(f.outside.join("secret.txt"))
        .arg(f.root.join("planted"))
        .status()
        .unwrap();
    assert!(status.success());
    assert_escape(f.fs.read(s("planted")));
}

#[test]
fn directory_swapped_for_symlink_after_first_use_is_refused() {
    let f = fixture();
    f.fs.write(s("work/secret.txt"), s("mine")).unwrap();
    assert_eq!(f.fs.read(s("work/secret.txt")).unwrap(), "mine");
    std::fs::rename(f.root.join("work"), f.root.join("work-old")).unwrap();
    symlink(&f.outside, f.root.join("work")).unwrap();
    assert_escape(f.fs.read(s("work/secret.txt")));
    assert_escape(f.fs.write(s("work/secret.txt"), s("clobbered")));
    assert_eq!(
        std::fs::read_to_string(f.outside.join("secret.txt")).unwrap(),
        "TOP SECRET"
    );
}

#[test]
fn renaming_the_root_does_not_redirect_the_service() {
    let f = fixture();
    f.fs.write(s("a.txt"), s("in root")).unwrap();
    let moved = f.root.with_file_name("moved");
    std::fs::rename(&f.root, &moved).unwrap();
    symlink(&f.outside, &f.root).unwrap();
    assert_eq!(f.fs.read(s("a.txt")).unwrap(), "in root");
    assert!(!f.fs.exists(s("secret.txt")).unwrap());
}

#[test]
fn read_over_the_limit_is_refused_naming_the_limit() {
    let f = fixture_with_limit(16);
    std::fs::write(f.root.join("big.txt"), "x".repeat(17)).unwrap();
    std::fs::write(f.root.join("fits.txt"), "x".repeat(16)).unwrap();
    let err = f.fs.read(s("big.txt")).unwrap_err();
    assert!(
        err.message()
            .contains("17 bytes, over the read limit of 16 bytes"),
        "{err}"
    );
    assert_eq!(f.fs.read(s("fits.txt")).unwrap().len(), 16);
}

#[test]
fn huge_sparse_file_is_refused_without_reading_it() {
    let f = fixture();
    let file = std::fs::File::create(f.root.join("huge.bin")).unwrap();
    file.set_len(8 * 1024 * 1024 * 1024).unwrap();
    let err = f.fs.read(s("huge.bin")).unwrap_err();
    assert!(
        err.message()
            .contains("over the read limit of 1048576 bytes"),
        "{err}"
    );
}

#[test]
fn fifo_is_refused_without_hanging() {
    let f = fixture();
    let status = std::process::Command::new("mkfifo")
        .arg(f.root.join("pipe"))
        .status()
        .unwrap();
    assert!(status.success());
    let err = f.fs.read(s("pipe")).unwrap_err();
    assert!(err.message().contains("not a regular file"), "{err}");
    assert!(f.fs.write(s("pipe"), s("x")).is_err());
    let listed = f.fs.list(s(".")).unwrap();
    assert_eq!(listed[0].kind, EntryKind::Other);
}

#[test]
fn device_files_are_refused() {
    let f = fixture();
    symlink("/dev/zero", f.root.join("zero")).unwrap();
    assert_escape(f.fs.read(s("zero")));
    // A device node inside the root (needs CAP_MKNOD; skipped where it is missing).
    let made = std::process::Command::new("mknod")
        .arg(f.root.join("null"))
        .args(["c", "1", "3"])
        .status()
        .is_ok_and(|s| s.success());
    if made {
        let err = f.fs.read(s("null")).unwrap_err();
        assert!(err.message().contains("not a regular file"), "{err}");
        let err = f.fs.write(s("null"), s("x")).unwrap_err();
        assert!(err.message().contains("not a regular file"), "{err}");
    }
}

#[test]
fn non_utf8_and_directories_get_clear_errors() {
    let f = fixture();
    std::fs::write(f.root.join("bin"), [0xff, 0xfe, 0x00]).unwrap();
    assert!(
        f.fs.read(s("bin"))
            .unwrap_err()
            .message()
            .contains("not UTF-8")
    );
    f.fs.mkdir(s("d")).unwrap();
    assert!(
        f.fs.read(s("d"))
            .unwrap_err()
            .message()
            .contains("is a directory")
    );
    assert!(
        f.fs.read(s("."))
            .unwrap_err()
            .message()
            .contains("workspace root itself")
    );
    assert!(f.fs.write(s("d"), s("x")).is_err());
}

#[test]
fn bad_root_fails_at_start() {
    let tmp = TempDir::new().unwrap();
    let err = FsService::new(FsConfig {
        root: tmp.path().join("missing"),
        ..FsConfig::default()
    })
    .unwrap_err();
    assert!(
        err.message()
            .contains("set `root` to an existing directory"),
        "{err}"
    );
    assert!(Path::new(".").exists());
}

#[test]
fn config_from_toml_table_refuses_unknown_keys() {
    let config: FsConfig = toml::from_str("root = \"/tmp\"").unwrap();
    assert_eq!(config.max_read_bytes, DEFAULT_MAX_READ_BYTES);
    let err = toml::from_str::<FsConfig>("root = \"/tmp\"\nmax_read = 5").unwrap_err();
    assert!(
        err.to_string().contains("unknown field `max_read`"),
        "{err}"
    );
}

#[test]
fn entry_kind_serializes_lowercase() {
    assert_eq!(
        serde_json::to_string(&EntryKind::Symlink).unwrap(),
        "\"symlink\""
    );
}

/// A root with a read-only `plugins` directory holding `kept.rhai`.
fn read_only_fixture() -> Fixture {
    let fixture = fixture();
    std::fs::create_dir(fixture.root.join("plugins")).unwrap();
    std::fs::write(fixture.root.join("plugins/kept.rhai"), "kept").unwrap();
    let fs = protecting(&fixture.root, vec![plugin_dir("plugins")]);
    Fixture { fs, ..fixture }
}

/// `path` as the operator's plugin directory.
fn plugin_dir(path: &str) -> ProtectedPath {
    protected(
        path,
        Protection::ReadOnlyDir,
        "the operator's plugin directory",
    )
}

fn protected(path: &str, protection: Protection, what: &str) -> ProtectedPath {
    ProtectedPath {
        path: PathBuf::from(path),
        protection,
        what: what.to_owned(),
    }
}

/// An `fs` service on `root` protecting `paths`.
fn protecting(root: &Path, paths: Vec<ProtectedPath>) -> FsService {
    FsService::new(FsConfig {
        root: root.to_owned(),
        protected: paths,
        ..FsConfig::default()
    })
    .unwrap()
}

fn assert_read_only<T: std::fmt::Debug>(result: Result<T, ServiceError>) {
    let message = result.unwrap_err().to_string();
    assert!(
        message.contains("which the operator made read-only to plugins")
            && message.contains("like \"out/"),
        "{message}"
    );
}

#[test]
fn a_read_only_directory_is_read_but_never_written_created_or_removed_in() {
    let f = read_only_fixture();
    assert_eq!(f.fs.read(s("plugins/kept.rhai")).unwrap(), "kept");
    assert_eq!(f.fs.list(s("plugins")).unwrap().len(), 1);
    assert_read_only(f.fs.write(s("plugins/evil.rhai"), s("#{}")));
    assert_read_only(f.fs.write(s("./plugins/../plugins/evil.rhai"), s("#{}")));
    assert_read_only(f.fs.append(s("plugins/kept.rhai"), s("more")));
    assert_read_only(f.fs.mkdir(s("plugins/sub")));
    assert_read_only(f.fs.remove(s("plugins/kept.rhai")));
    // Removing the directory itself, or a parent holding it, is refused too.
    assert_read_only(f.fs.remove(s("plugins")));
    assert!(!f.root.join("plugins/evil.rhai").exists() && !f.root.join("plugins/sub").exists());
    assert_eq!(
        std::fs::read_to_string(f.root.join("plugins/kept.rhai")).unwrap(),
        "kept"
    );
    // Everything beside it stays writable.
    f.fs.write(s("out/x.txt"), s("fine")).unwrap();
    f.fs.write(s("plugins-not/x.rhai"), s("fine")).unwrap();
}

#[test]
fn symlinks_into_a_read_only_directory_do_not_get_around_it() {
    let f = read_only_fixture();
    symlink(f.root.join("plugins"), f.root.join("door")).unwrap();
    symlink(f.root.join("plugins/kept.rhai"), f.root.join("kept-link")).unwrap();
    assert_read_only(f.fs.write(s("door/evil.rhai"), s("#{}")));
    assert_read_only(f.fs.write(s("kept-link"), s("changed")));
    assert_read_only(f.fs.mkdir(s("door/sub")));
    assert_read_only(f.fs.remove(s("door/kept.rhai")));
    // Removing the link itself removes only the link.
    f.fs.remove(s("kept-link")).unwrap();
    assert_eq!(
        std::fs::read_to_string(f.root.join("plugins/kept.rhai")).unwrap(),
        "kept"
    );
    assert!(!f.root.join("plugins/evil.rhai").exists());
}

#[test]
fn a_read_only_entry_that_does_not_exist_fails_the_start_naming_it() {
    let f = fixture();
    std::fs::write(f.root.join("file"), "").unwrap();
    for (path, expected) in [("nowhere", "\"nowhere\""), ("file", "is not a directory")] {
        let err = FsService::new(FsConfig {
            root: f.root.clone(),
            protected: vec![plugin_dir(path)],
            ..FsConfig::default()
        })
        .unwrap_err();
        assert!(err.to_string().contains(expected), "{err}");
    }
}

/// The refusal of a removal on the way to the plugin directory.
fn assert_on_the_way<T: std::fmt::Debug>(result: Result<T, ServiceError>, relation: &str) {
    let message = result.unwrap_err().to_string();
    assert!(
        message.contains(&format!("it {relation} "))
            && message.contains(
                "the operator's plugin directory, which the operator made read-only to plugins"
            )
            && message.contains("like \"out/\""),
        "{message}"
    );
}

#[test]
fn the_symlink_that_is_the_configured_plugin_directory_cannot_be_replaced() {
    // The attack: remove the link, make a real directory at the configured
    // path, write a plugin there; the next start loads it.
    let f = fixture();
    std::fs::create_dir_all(f.root.join("store/plugins")).unwrap();
    symlink("store/plugins", f.root.join("plugins")).unwrap();
    let fs = protecting(&f.root, vec![plugin_dir("plugins")]);
    assert_on_the_way(fs.remove(s("plugins")), "leads to");
    assert_read_only(fs.write(s("plugins/planted.rhai"), s("#{}")));
    // The directory it leads through cannot go either.
    assert_on_the_way(fs.remove(s("store")), "holds");
    assert!(f.root.join("plugins").is_symlink());
    assert!(!f.root.join("store/plugins/planted.rhai").exists());

    // A chain of links is pinned link by link.
    symlink("plugins", f.root.join("again")).unwrap();
    let fs = protecting(&f.root, vec![plugin_dir("again")]);
    assert_on_the_way(fs.remove(s("again")), "leads to");
    assert_on_the_way(fs.remove(s("plugins")), "leads to");
    // Other links beside it still come and go.
    symlink("store", f.root.join("other")).unwrap();
    fs.remove(s("other")).unwrap();
}

#[test]
fn a_directory_holding_the_plugin_directory_cannot_be_removed() {
    let f = fixture();
    std::fs::create_dir_all(f.root.join("cfg/plugins")).unwrap();
    let fs = protecting(&f.root, vec![plugin_dir("cfg/plugins")]);
    assert_on_the_way(fs.remove(s("cfg")), "holds");
    assert_on_the_way(fs.remove(s("./cfg/../cfg")), "holds");
    assert_read_only(fs.remove(s("cfg/plugins")));
    // The rest of the directory stays writable.
    fs.write(s("cfg/other.txt"), s("fine")).unwrap();
    fs.remove(s("cfg/other.txt")).unwrap();
    fs.mkdir(s("cfg/sub")).unwrap();
    fs.remove(s("cfg/sub")).unwrap();
}

#[test]
fn the_config_file_and_the_audit_log_are_read_but_never_changed() {
    let f = fixture();
    std::fs::write(f.root.join("cordis.toml"), "allow = [\"fs\"]\n").unwrap();
    std::fs::create_dir(f.root.join("logs")).unwrap();
    let fs = protecting(
        &f.root,
        vec![
            protected(
                "cordis.toml",
                Protection::ReadOnlyFile,
                "the operator's config file",
            ),
            // Not there yet: it cannot be created either.
            protected(
                "logs/audit.jsonl",
                Protection::ReadOnlyFile,
                "the audit log",
            ),
        ],
    );
    assert_eq!(fs.read(s("cordis.toml")).unwrap(), "allow = [\"fs\"]\n");
    assert_read_only(fs.write(s("cordis.toml"), s("allow = [\"bash\"]")));
    assert_read_only(fs.append(s("cordis.toml"), s("approve = false")));
    assert_read_only(fs.remove(s("cordis.toml")));
    assert_read_only(fs.write(s("logs/audit.jsonl"), s("{}")));
    let message = fs.write(s("cordis.toml"), s("x")).unwrap_err().to_string();
    assert!(
        message.contains("it is \"cordis.toml\", the operator's config file"),
        "{message}"
    );
    // A hard link to it (made by a command) is the same file.
    std::fs::hard_link(f.root.join("cordis.toml"), f.root.join("alias.toml")).unwrap();
    assert_read_only(fs.write(s("alias.toml"), s("allow = [\"bash\"]")));
    assert_eq!(
        std::fs::read_to_string(f.root.join("cordis.toml")).unwrap(),
        "allow = [\"fs\"]\n"
    );
    assert!(!f.root.join("logs/audit.jsonl").exists());
    fs.write(s("logs/other.jsonl"), s("{}")).unwrap();
}

#[test]
fn the_token_file_is_never_read_nor_changed() {
    let f = fixture();
    std::fs::write(f.root.join("token"), "s3cr3t-token").unwrap();
    symlink("token", f.root.join("token-link")).unwrap();
    std::fs::hard_link(f.root.join("token"), f.root.join("token-hard")).unwrap();
    let fs = protecting(
        &f.root,
        vec![protected(
            "token",
            Protection::HiddenFile,
            "the HTTP token file",
        )],
    );
    for path in ["token", "./token", "token-link", "token-hard"] {
        let message = fs.read(s(path)).unwrap_err().to_string();
        assert!(
            message.contains(
                "it is the HTTP token file, which the operator keeps hidden from plugins"
            ) && !message.contains("s3cr3t"),
            "{path}: {message}"
        );
    }
    assert_read_only(fs.write(s("token"), s("mine")));
    assert_read_only(fs.remove(s("token")));
    assert_eq!(
        std::fs::read_to_string(f.root.join("token")).unwrap(),
        "s3cr3t-token"
    );
}

//! Replays every committed fuzz input (`tests/fuzz-regressions/<target>/`)
//! through the same target bodies `cargo fuzz` runs (`cordis_toolset_tests::fuzz`),
//! on stable: the seeds each target starts from, and every input that once
//! found a crash, hang or leak. See RELIABILITY.md.

use std::path::Path;

use cordis_toolset_tests::fuzz::TARGETS;
use cordis_toolset_tests::workspace_root;

#[test]
fn every_committed_fuzz_input_gets_a_clear_answer() {
    let root = workspace_root().join("tests/fuzz-regressions");
    for (name, target) in TARGETS {
        let inputs = inputs(&root.join(name));
        assert!(
            !inputs.is_empty(),
            "tests/fuzz-regressions/{name} has no inputs: every target keeps its seeds there"
        );
        for (file, data) in &inputs {
            eprintln!("{name}: {file}");
            target(data);
        }
        println!("{name}: {} inputs replayed", inputs.len());
    }
}

/// The files of `dir`, sorted by name, with their bytes.
fn inputs(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<(String, Vec<u8>)> = entries
        .filter_map(Result::ok)
        .filter(|entry| entry.path().is_file())
        .map(|entry| {
            let data = std::fs::read(entry.path()).expect("a regression input is readable");
            (entry.file_name().to_string_lossy().into_owned(), data)
        })
        .collect();
    files.sort();
    files
}

/// `mount_grammar` reaches the engine's functions from its metadata, among
/// them those issue 25 found building results before checking their size,
/// and a plugin of nothing but native calls gets a clear answer.
#[test]
fn mount_grammar_calls_the_engine_s_native_functions() {
    let count = cordis_toolset_tests::fuzz::mount_grammar_natives();
    let listed = cordis_toolset::__fuzz::native_functions(&cordis_toolset::Limits::default()).len();
    println!("mount_grammar calls {count} of the engine's {listed} native functions");
    assert!(count > 100, "only {count} native functions are reachable");
    let mut data = vec![0_u8];
    for index in (0_u16..24).map(|i| i * 37) {
        data.push(0xC0);
        data.extend_from_slice(&index.to_be_bytes());
        data.extend_from_slice(&[1, 2, 3]);
    }
    let (_, target) = TARGETS
        .iter()
        .find(|(name, _)| *name == "mount_grammar")
        .expect("mount_grammar is a target");
    target(&data);
}

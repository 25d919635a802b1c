#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use std::collections::BTreeSet;
use std::process::Command;
use std::sync::Arc;

use rhai::{Dynamic, Engine, EvalAltResult, Scope};

use super::*;
use crate::sandbox::engine::locked_down;
use crate::sandbox::facade::slots::SlotTable;

fn engine_with(limits: &Limits) -> Engine {
    locked_down::build(limits, &Arc::new(SlotTable::new()))
}

/// A script that makes `w` a string of the most bytes the limits allow.
fn widest(limits: &Limits) -> String {
    format!("let w = \"b\"; w.pad({}, 'b'); ", limits.max_string_size)
}

fn size_error(engine: &Engine, script: &str) -> String {
    let error = engine.eval::<Dynamic>(script).unwrap_err();
    let mut inner: &EvalAltResult = &error;
    while let EvalAltResult::ErrorInFunctionCall(_, _, next, _) = inner {
        inner = next;
    }
    assert!(
        matches!(inner, EvalAltResult::ErrorDataTooLarge(..)),
        "{script}: not a size error: {error}"
    );
    error.to_string()
}

#[test]
fn the_issue_reproductions_are_refused_by_size_before_building() {
    let limits = Limits::default();
    let engine = engine_with(&limits);
    let prelude = format!("let s = \"a\"; s.pad(1000000, 'a'); {}", widest(&limits));
    for (call, names) in [
        ("s.replace(\"a\", w)", "replace"),
        ("s.replace('a', w)", "replace"),
        (
            "let c = \"ŉ\"; c.pad(500000, 'ŉ'); s.replace(\"a\", 'ŉ')",
            "replace",
        ),
        ("w.replace(\"\", w)", "replace"),
        ("let a = []; a.pad(100000, 1); a.join(w)", "join"),
        ("let a = []; a.pad(100000, 1); a.map(|x| w + x)", "map"),
        ("let a = []; a.pad(100000, 1); a.map(|x, i| w)", "map"),
        ("let a = []; a.pad(100000, 1); a.zip(a, |x, y| w)", "zip"),
        (
            "let u = \"ŉ\"; u.pad(524288, 'ŉ'); u.to_upper()",
            "to_upper",
        ),
        (
            "let u = \"ŉ\"; u.pad(524288, 'ŉ'); u.make_upper(); u",
            "to_upper",
        ),
        (
            "let c = \"\\u0001\"; c.pad(1000000, '\\u0001'); to_json(c)",
            "to_json",
        ),
        (
            "let a = [1]; a.pad(9223372036854775807, w)",
            "Size of array",
        ),
        ("let a = [1]; a.pad(100000, w)", "string"),
        ("let c = \"c\"; c.pad(1000000, '\u{10FFFF}'); c", "string"),
        ("s.split(\"\")", "Size of array"),
        ("s.to_chars()", "Size of array"),
        ("s.split('a')", "Size of array"),
        ("s.split_rev(\"a\", 200000)", "Size of array"),
    ] {
        let message = size_error(&engine, &format!("{prelude}{call}"));
        assert!(message.contains(names), "{call}: {message}");
    }
}

#[test]
fn an_array_holding_one_string_many_times_prints_within_the_limit() {
    // 100,000 slots of the same megabyte cost 1.6 MB to hold (the string
    // is reference-counted) and 100 GB to print. The size guard refuses
    // such an array when it measures it; these functions must not build
    // its text first if it got past (issue 25, F4).
    let limits = Limits::default();
    let engine = engine_with(&limits);
    let one = Dynamic::from("x".repeat(limits.max_string_size));
    let array: rhai::Array = vec![one; limits.max_array_size];
    for call in [
        "a.to_string()",
        "a.to_debug()",
        "a.join(\",\")",
        "to_json(a)",
        "#{ k: a }.to_string()",
    ] {
        let mut scope = Scope::new();
        scope.push("a", array.clone());
        let error = engine
            .eval_with_scope::<Dynamic>(&mut scope, call)
            .unwrap_err();
        // Refused by the text's limit, or, for the map literal that copies
        // the array first, by the size guard of the call's variables
        // (which of the two speaks first depends on the guard's state).
        let error = error.to_string();
        assert!(
            error.contains("string") || error.contains("too large"),
            "{call}: {error}"
        );
    }
}

#[test]
fn the_checked_functions_give_what_rhai_gave() {
    let engine = engine_with(&Limits::default());
    for (script, expected) in [
        (r#"let s = "a-b-a"; s.replace("a", "xy")"#, "xy-b-xy"),
        (r#"let s = "a-b-a"; s.replace("a", "xy"); s"#, "xy-b-xy"),
        (r#"let s = "a-b-a"; s.replace('a', "x"); s"#, "x-b-x"),
        (r#"let s = "a-b-a"; s.replace("a", 'z'); s"#, "z-b-z"),
        (r#"let s = "a-b-a"; s.replace('-', '+'); s"#, "a+b+a"),
        (r#"let s = "ab"; s.replace("", "."); s"#, ".a.b."),
        (r#"let s = ""; s.replace("", "."); s"#, ""),
        (r#""Straße ŉ".to_upper()"#, "STRASSE ʼN"),
        (r#""ÀB".to_lower()"#, "àb"),
        (r#"let s = "ab"; s.make_upper(); s"#, "AB"),
        (r#"let s = "AB"; s.make_lower(); s"#, "ab"),
        (r#"[1, "a", (), 2.5].join("|")"#, "1|a||2.5"),
        (r#"[1, 2].join()"#, "1,2"),
        (
            r#"let a = [1]; a.pad(3, "x"); a.to_string()"#,
            r#"[1, "x", "x"]"#,
        ),
        (r#"let s = "ab"; s.pad(7, "xyz"); s"#, "abxyzxy"),
        (r#"let s = "ab"; s.pad(4, 'é'); s"#, "abéé"),
        (r#"let s = "ab"; s.pad(9, ""); s"#, "ab"),
        (r#"let s = "abc"; s.pad(2, "x"); s"#, "abc"),
        (
            r#"[1, "a", [2], #{k: 'c'}].to_string()"#,
            r#"[1, "a", [2], #{"k": c}]"#,
        ),
        (r#"`${[1, "a"]}`"#, r#"[1, "a"]"#),
        (r#"#{a: 1, b: "x"}.to_debug()"#, r#"#{"a": 1, "b": "x"}"#),
        // A text is the value looked for (trial 66), even where the code
        // has a `fn` of that name.
        (r#"["date", "crop"].index_of("crop")"#, "1"),
        (
            r#"fn crop(x) { false } ["date", "crop"].index_of("crop")"#,
            "1",
        ),
        (r#"["a", "b", "a"].index_of("a", 1)"#, "2"),
        (r#"["a", "b"].index_of("z")"#, "-1"),
        (r#"["a", "b"].index_of(|x| x == "b")"#, "1"),
        (r#"[1, 2, 3].map(|x| x * 2).to_string()"#, "[2, 4, 6]"),
        (r#"[1, 2, 3].map(|x, i| x * i).to_string()"#, "[0, 2, 6]"),
        (r#"[1, 2, 3].map(|| this + 1).to_string()"#, "[2, 3, 4]"),
        (r#"[1, 2].zip([3, 4], |a, b| a + b).to_string()"#, "[4, 6]"),
        (r#"[1, 2].zip([3, 4], |a, b, i| i).to_string()"#, "[0, 1]"),
        (
            r#""a,b,,c".split(",").to_string()"#,
            r#"["a", "b", "", "c"]"#,
        ),
        (r#""a,b,c".split(",", 2).to_string()"#, r#"["a", "b,c"]"#),
        (
            r#""a,b,c".split_rev(',').to_string()"#,
            r#"["c", "b", "a"]"#,
        ),
        (
            r#""a,b,c".split_rev(",", 2).to_string()"#,
            r#"["c", "a,b"]"#,
        ),
        (r#""abc".split("x").to_string()"#, r#"["abc"]"#),
        (r#"" a  b ".split().to_string()"#, r#"["a", "b"]"#),
        // Python's `"".split()` is `[]`, as `"  ".split()` is.
        (r#""".split().to_string()"#, "[]"),
        (r#""ab".to_chars().to_string()"#, "[a, b]"),
        (r#"to_json(#{a: [1, "x"]})"#, r#"{"a":[1,"x"]}"#),
        (
            r#"let a = [3, 1, 2]; a.sort(|x, y| x - y); a.to_string()"#,
            "[1, 2, 3]",
        ),
        (
            r#"let a = [3, 1, 2]; a.sort(|x, y| x < y); a.to_string()"#,
            "[1, 2, 3]",
        ),
        (
            r#"let a = [1, 1, 2, 1]; a.dedup(|x, y| x == y); a.to_string()"#,
            "[1, 2, 1]",
        ),
    ] {
        let got = engine.eval::<Dynamic>(script).unwrap().to_string();
        assert_eq!(got, expected, "{script}");
    }
}

#[test]
fn dedup_and_sort_stop_at_the_first_failed_call() {
    let engine = engine_with(&Limits::default());
    for script in [
        "let a = [1, 1, 2]; a.dedup(|x, y| throw \"no\")",
        "let a = [3, 1, 2]; a.sort(|x, y| throw \"no\")",
    ] {
        let error = engine.eval::<Dynamic>(script).unwrap_err();
        assert!(error.to_string().contains("no"), "{script}: {error}");
    }
}

#[test]
fn map_and_join_work_on_constants() {
    let engine = engine_with(&Limits::default());
    let got: String = engine
        .eval(r#"const A = [1, 2]; A.map(|x| x + 1).join("-")"#)
        .unwrap();
    assert_eq!(got, "2-3");
}

#[test]
fn pad_start_and_pad_end_give_a_new_string() {
    let engine = engine_with(&Limits::default());
    let got: String = engine
        .eval(r#"let s = "7"; let a = s.pad_start(3, "0"); let b = s.pad_end(4, "ab"); `${a}|${b}|${s}|${"long".pad_start(2, ' ')}`"#)
        .unwrap();
    assert_eq!(got, "007|7aba|7|long");
    let limits = Limits {
        max_string_size: 10,
        ..Limits::default()
    };
    size_error(&engine_with(&limits), r#""a".pad_start(20, "b")"#);
}

#[test]
fn from_utf8_reads_bytes_a_percent_decoder_collected() {
    let engine = engine_with(&Limits::default());
    let got: String = engine.eval("from_utf8([104, 195, 169, 255])").unwrap();
    assert_eq!(got, "h\u{e9}\u{fffd}");
    assert!(engine.eval::<String>("from_utf8([256])").is_err());
    let limits = Limits {
        max_string_size: 5,
        ..Limits::default()
    };
    size_error(&engine_with(&limits), "from_utf8([1, 2])");
}

#[test]
fn to_utf8_gives_the_bytes_from_utf8_reads_back() {
    let engine = engine_with(&Limits::default());
    let got: String = engine.eval(r#""hé€".to_utf8().to_string()"#).unwrap();
    assert_eq!(got, "[104, 195, 169, 226, 130, 172]");
    let got: String = engine.eval(r#"from_utf8("hé€".to_utf8())"#).unwrap();
    assert_eq!(got, "hé€");
    let limits = Limits {
        max_array_size: 2,
        ..Limits::default()
    };
    size_error(&engine_with(&limits), r#""hé".to_utf8()"#);
}

#[test]
fn split_csv_keeps_a_quoted_comma_in_its_field() {
    let engine = engine_with(&Limits::default());
    let got: String = engine
        .eval(r#"to_json("1,lamp,\"home,light\",\"say \"\"hi\"\"\",\r".split_csv())"#)
        .unwrap();
    assert_eq!(got, r#"["1","lamp","home,light","say \"hi\"",""]"#);
    let got: String = engine.eval(r#"to_json("".split_csv())"#).unwrap();
    assert_eq!(got, r#"[""]"#);
    // Past the array limit, refused before it is built.
    let limits = Limits {
        max_array_size: 3,
        ..Limits::default()
    };
    size_error(&engine_with(&limits), r#""a,b,c,d".split_csv()"#);
}

/// The environment variable that lets [`walk`] run (in the child only).
const WALK: &str = "CORDIS_BOUNDED_WALK";
/// The address space the child may use, in KiB: a call that asks for a
/// multiple of its inputs fails to allocate there and aborts.
const ADDRESS_SPACE_KIB: u64 = 3 * 1024 * 1024;
/// The most the child may hold at its peak, in KiB.
const PEAK_KIB: u64 = 1024 * 1024;

/// Every function the engine has, called with the largest inputs the
/// limits allow, in a child process under a bounded address space: an
/// abort (a failed allocation) or a peak past [`PEAK_KIB`] fails here
/// instead of killing the test runner.
#[test]
fn every_registered_function_survives_its_largest_inputs() {
    let exe = std::env::current_exe().unwrap();
    // This module's `walk`, as the test binary names it (no crate prefix).
    let (_, here) = module_path!().split_once("::").unwrap();
    let walk = format!("{here}::walk");
    let output = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v \"$1\" && shift && exec \"$@\"")
        .arg("sh")
        .arg(ADDRESS_SPACE_KIB.to_string())
        .arg(exe)
        .args([
            walk.as_str(),
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(WALK, "1")
        // Console output of the walked calls (`print(w)`) is not wanted.
        .stderr(std::process::Stdio::null())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let tail = |text: &str| text.lines().rev().take(30).collect::<Vec<_>>().join("\n");
    assert!(
        output.status.success(),
        "the walk failed ({}); the last calls, latest first:\n{}",
        output.status,
        tail(&stdout),
    );
    let peak = stdout
        .lines()
        .find_map(|line| line.strip_prefix("peak KiB: "))
        .and_then(|kib| kib.trim().parse::<u64>().ok())
        .unwrap_or_else(|| panic!("no peak reported:\n{stdout}"));
    assert!(peak < PEAK_KIB, "the walk peaked at {peak} KiB");
    assert!(stdout.contains("walk done"), "{stdout}");
}

/// One kind of value a parameter can take, as script expressions of the
/// largest values of that kind the limits allow (and a few edges).
fn candidates(kind: &str) -> Option<&'static [&'static str]> {
    Some(match kind {
        "&mut ImmutableString" | "&mut string" | "&str" | "ImmutableString" | "string" => {
            &["w", "u", "\"\""]
        }
        "char" | "&mut char" => &["'b'", "'ŉ'"],
        "i64" | "&mut i64" => &["-1", "STRING", "ITEMS", "9223372036854775807"],
        "f64" => &["1e300", "-1.5"],
        "bool" => &["true"],
        "()" => &["()"],
        "&mut Array" | "Array" | "&mut array" | "array" => &["a", "[w]", "[]"],
        "&mut Map" | "Map" | "&mut map" => &["m", "#{ k: w }"],
        "FnPtr" | "&mut FnPtr" | "Fn" => &["|| w", "|x| w", "|x, y| w", "|x, y, z| w"],
        "Dynamic" | "&mut Dynamic" | "types::dynamic::Dynamic" => &["w", "a", "m", "7"],
        "Range<i64>" | "&mut Range<i64>" | "std::ops::Range<i64>" => {
            &["0..ITEMS", "0..9223372036854775807"]
        }
        "RangeInclusive<i64>" | "&mut RangeInclusive<i64>" => &["0..=ITEMS"],
        "Blob" => &["w.to_blob()"],
        _ => return None,
    })
}

/// How a call of `name` with the parameters `p0..` is written.
fn call(name: &str, arity: usize) -> Option<String> {
    let params: Vec<String> = (0..arity).map(|i| format!("p{i}")).collect();
    if name == "index$get$" && arity == 2 {
        return Some("p0[p1]".into());
    }
    if name == "index$set$" && arity == 3 {
        return Some("p0[p1] = p2".into());
    }
    if name.contains('$') {
        // Property getters and setters: the same functions under their
        // own names are walked.
        return None;
    }
    let operator = !name.starts_with(|c: char| c.is_alphabetic() || c == '_');
    Some(match (operator, arity) {
        (true, 1) => format!("{name} p0"),
        (true, 2) => format!("p0 {name} p1"),
        (true, _) => return None,
        (false, _) => format!("{name}({})", params.join(", ")),
    })
}

/// The child's side of [`every_registered_function_survives_its_largest_inputs`].
#[test]
#[ignore = "run in a bounded child process by every_registered_function_survives_its_largest_inputs"]
fn walk() {
    if std::env::var_os(WALK).is_none() {
        return;
    }
    // Smaller than the defaults so that the walk (a debug build, some
    // thousand calls) takes a few minutes, not hours (`a.contains(m)`
    // clones the map once per item, outside any budget); a result that
    // multiplies two strings of this size still needs 4 GiB, past the
    // address space the child has.
    let limits = Limits {
        max_string_size: 64 * 1024,
        max_array_size: 4_000,
        max_map_size: 500,
        max_operations: 100_000,
        ..Limits::default()
    };
    let engine = engine_with(&limits);
    let json: serde_json::Value =
        serde_json::from_str(&engine.gen_fn_metadata_to_json(true).unwrap()).unwrap();
    let mut driven = BTreeSet::new();
    let mut skipped = BTreeSet::new();
    let prelude = format!(
        "const STRING = {}; const ITEMS = {};",
        limits.max_string_size, limits.max_array_size
    );
    let templates = templates(&limits);
    let mut calls = 0_usize;
    for function in json["functions"].as_array().unwrap() {
        let name = function["name"].as_str().unwrap();
        let kinds: Vec<&str> = function["params"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|p| p["type"].as_str().unwrap_or("?"))
            .collect();
        let (Some(call), Some(choices)) = (
            call(name, kinds.len()),
            kinds
                .iter()
                .map(|kind| candidates(kind))
                .collect::<Option<Vec<_>>>(),
        ) else {
            skipped.insert(function["signature"].as_str().unwrap_or(name).to_owned());
            continue;
        };
        driven.insert(name.to_owned());
        for args in combinations(&choices) {
            let mut script = prelude.clone();
            for (i, arg) in args.iter().enumerate() {
                script.push_str(&format!("let p{i} = {arg};"));
            }
            script.push_str(&call);
            let mut scope = Scope::new();
            for (variable, value) in &templates {
                let named = args.iter().any(|arg| {
                    arg.split(|c: char| !c.is_alphanumeric())
                        .any(|word| word == variable)
                });
                if named {
                    scope.push(variable.as_str(), value.clone());
                }
            }
            println!("{}", script.strip_prefix(&prelude).unwrap_or(&script));
            // Any result or error will do: the process must live, and stay small.
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(2);
            let _ = crate::deadline::scope(deadline, || {
                engine.eval_with_scope::<Dynamic>(&mut scope, &script)
            });
            calls += 1;
        }
    }
    for name in [
        "replace", "join", "map", "zip", "to_json", "pad", "split", "+", "+=",
    ] {
        assert!(driven.contains(name), "{name} was not walked");
    }
    println!("skipped (parameters a script cannot make): {skipped:#?}");
    println!("walked {} functions in {calls} calls", driven.len());
    println!("peak KiB: {}", peak_kib());
    println!("walk done");
}

/// Every combination of one choice per parameter.
fn combinations(choices: &[&[&'static str]]) -> Vec<Vec<&'static str>> {
    choices.iter().fold(vec![Vec::new()], |acc, options| {
        acc.iter()
            .flat_map(|prefix| {
                options.iter().map(move |option| {
                    let mut next = prefix.clone();
                    next.push(*option);
                    next
                })
            })
            .collect()
    })
}

/// The big values the candidates name, each as large as the limits allow:
/// `w` a string of ASCII, `u` one of a character that grows in upper
/// case, `a` an array whose strings together fill the string limit, `m`
/// a full map.
fn templates(limits: &Limits) -> Vec<(String, Dynamic)> {
    let items = limits.max_array_size;
    let item_len = limits.max_string_size / items;
    let map: rhai::Map = (0..limits.max_map_size)
        .map(|i| {
            (
                format!("k{i}").into(),
                Dynamic::from(i64::try_from(i).unwrap()),
            )
        })
        .collect();
    vec![
        (
            "w".into(),
            Dynamic::from("w".repeat(limits.max_string_size)),
        ),
        (
            "u".into(),
            Dynamic::from("ŉ".repeat(limits.max_string_size / 2)),
        ),
        (
            "a".into(),
            Dynamic::from_array(vec![Dynamic::from("a".repeat(item_len)); items]),
        ),
        ("m".into(), Dynamic::from_map(map)),
    ]
}

/// The process's peak resident memory, in KiB (`VmHWM`), 0 if unknown.
fn peak_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status.lines().find_map(|line| {
                line.strip_prefix("VmHWM:")
                    .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
            })
        })
        .unwrap_or(0)
}

//! Plugins built from bytes: statements that use every part of the façade,
//! and calls of every native function the sandbox engine registers with
//! arguments as large as the fuzz toolset's limits allow.

use std::fmt::Write as _;
use std::sync::LazyLock;

use cordis_toolset::__fuzz::{NativeFunction, native_functions};
use cordis_toolset::Limits;

/// Statements inside `apply`, each using one part of the façade.
const STATEMENTS: &[&str] = &[
    r#"ctx.tools.register(#{ name: "g_echo", parameters: #{ s: #{ type: "string", required: false } }, execute: |a| `${a.s}` });"#,
    r#"ctx.tools.register(#{ name: "g_json", execute: |a| to_json(#{ n: 1, list: [1, 2, 3] }) });"#,
    r#"ctx.tools.register(#{ name: "g_loop", execute: |a| { let n = 0; loop { n += 1; } } });"#,
    r#"ctx.tools.register(#{ name: "g_grow", execute: |a| { let s = "x"; loop { s += s; } } });"#,
    r#"ctx.tools.register(#{ name: "g_nest", execute: |a| ctx.tools.execute("g_nest", #{}) });"#,
    r#"ctx.tools.register(#{ name: "g_throw", execute: |a| throw "no" });"#,
    r#"ctx.tools.register(#{ name: "g_emit", execute: |a| { ctx.emit("g/ping", 1); "ok" } });"#,
    r#"ctx.tools.register(#{ name: "g_fs", execute: |a| `${ctx.fs.list(".").len()}` });"#,
    r#"ctx.tools.register(#{ name: "g_map", execute: |a| #{ content: [#{ type: "text", text: "m" }] } });"#,
    r#"ctx.on("g/ping", |n| { state.n += n; });"#,
    r#"ctx.on("tools/pre-execute", |info, next| next.call());"#,
    r#"ctx.on("tools/post-execute", |info, result| { state.n += 1; });"#,
    r#"ctx.once("g/ping", |n| throw "listener fails");"#,
    r#"ctx.timer.setTimeout(|| { state.n += 1; }, 1);"#,
    r#"ctx.timer.setInterval(|| { state.n += 1; }, 10);"#,
    r#"let t = ctx.timer.setInterval(|| { loop {} }, 10); ctx.timer.clear(t);"#,
    r#"ctx.provide("g_svc", #{ f: |x| x + 1, v: 2 });"#,
    r#"ctx.provide("g_svc", 1);"#,
    r#"ctx.emit("g/ping", 2);"#,
    r#"ctx.tools.register(#{ name: "cordis_mount", execute: |a| "shadow" });"#,
    r#"ctx.tools.register(#{ name: "g_bad", parameters: #{ x: #{ type: "nonsense" } }, execute: |a| "x" });"#,
    r#"ctx.tools.register(#{ name: "g_bad_result", execute: |a| [1, 2] });"#,
    r#"let p = ctx.tools.get("cordis_inspect");"#,
    r#"ctx.tools.schemas();"#,
    r#"throw "apply fails";"#,
    r#"ctx.root;"#,
    r#"state.n += ctx.fs.read("missing.txt").len();"#,
    r#"ctx.tools.execute("cordis_inspect", #{});"#,
];

/// Services a generated plugin may inject.
const INJECT: &[&str] = &["fs", "timer", "g_svc", "bash", "nothing"];

/// A statement byte at or past this calls a native function: the next two
/// bytes pick it from [`NATIVES`] (by index, so a function added to the
/// engine is reached without a change here), then one byte per parameter
/// picks its argument among [`candidates`] for the parameter's type.
const NATIVE: u8 = 0xC0;

/// Most statements of one plugin.
const MOST_STATEMENTS: usize = 24;

/// The engine's functions a script can call with arguments the grammar can
/// make, each with the call's text and, per parameter, the argument
/// expressions to choose from.
static NATIVES: LazyLock<Vec<Native>> = LazyLock::new(|| {
    let limits = super::limits();
    native_functions(&limits)
        .into_iter()
        .filter_map(|function| Native::new(function, &limits))
        .collect()
});

/// How many native functions the grammar can call (the rest take
/// parameters a script cannot make, like property accessors).
pub fn native_count() -> usize {
    NATIVES.len()
}

/// One callable native function.
struct Native {
    /// The call with its parameters named `p0`, `p1`, ….
    call: String,
    /// Whether `call` is an assignment (`p0 += p1`, `p0[p1] = p2`), a
    /// statement that has no value.
    assigns: bool,
    /// Per parameter, the argument expressions to pick from.
    choices: Vec<Vec<String>>,
}

impl Native {
    fn new(function: NativeFunction, limits: &Limits) -> Option<Self> {
        let call = call(&function.name, function.params.len())?;
        let choices = function
            .params
            .iter()
            .map(|kind| candidates(kind, limits))
            .collect::<Option<Vec<_>>>()?;
        let assigns = function.name == "index$set$"
            || (function.name.ends_with('=')
                && !matches!(function.name.as_str(), "==" | "!=" | "<=" | ">="));
        Some(Self {
            call,
            assigns,
            choices,
        })
    }
}

/// How a call of `name` with the parameters `p0..` is written, `None` for
/// property accessors (the same functions are listed under their own
/// names) and operators of more than two operands.
fn call(name: &str, arity: usize) -> Option<String> {
    match (name, arity) {
        ("index$get$", 2) => return Some("p0[p1]".into()),
        ("index$set$", 3) => return Some("p0[p1] = p2".into()),
        _ if name.contains('$') => return None,
        _ => {}
    }
    let operator = !name.starts_with(|c: char| c.is_alphabetic() || c == '_');
    let params: Vec<String> = (0..arity).map(|i| format!("p{i}")).collect();
    Some(match (operator, arity) {
        (true, 1) => format!("{name} p0"),
        (true, 2) => format!("p0 {name} p1"),
        (true, _) => return None,
        (false, _) => format!("{name}({})", params.join(", ")),
    })
}

/// The arguments a parameter of type `kind` may get: the largest values
/// the limits allow (see [`VALUES`]) and a few edges; `None` for a type a
/// script cannot make.
fn candidates(kind: &str, limits: &Limits) -> Option<Vec<String>> {
    let kind = kind.trim_start_matches("&mut ").trim();
    let items = limits.max_array_size;
    let string = limits.max_string_size;
    let list: Vec<String> = match kind {
        "ImmutableString" | "string" | "&str" | "String" => {
            vec!["gw".into(), "gu".into(), "\"\"".into()]
        }
        "char" => vec!["'b'".into(), "'ŉ'".into(), "'\u{10FFFF}'".into()],
        "i64" | "INT" => vec![
            "-1".into(),
            string.to_string(),
            items.to_string(),
            "9223372036854775807".into(),
            "(-9223372036854775807 - 1)".into(),
        ],
        "f64" | "FLOAT" => vec!["1e300".into(), "-1.5".into()],
        "bool" => vec!["true".into(), "false".into()],
        "()" => vec!["()".into()],
        "Array" | "array" => vec!["ga".into(), "[gw]".into(), "[]".into()],
        "Map" | "map" => vec!["gm".into(), "#{ k: gw }".into()],
        "FnPtr" | "Fn" => vec![
            "|| gw".into(),
            "|x| gw + x".into(),
            "|x, y| gw + y".into(),
            "|x, y, z| gw".into(),
            "Fn(\"to_upper\")".into(),
        ],
        "Dynamic" | "types::dynamic::Dynamic" | "?" => {
            vec![
                "gw".into(),
                "ga".into(),
                "gm".into(),
                "gu".into(),
                "7".into(),
            ]
        }
        "Range<i64>" | "std::ops::Range<i64>" => {
            vec![format!("0..{items}"), "0..9223372036854775807".into()]
        }
        "RangeInclusive<i64>" | "std::ops::RangeInclusive<i64>" => vec![format!("0..={items}")],
        "Blob" => vec!["gw.to_blob()".into()],
        _ => return None,
    };
    Some(list)
}

/// The big values arguments name, each defined at the top of `apply` when
/// a call uses it: `gw` a string of `max_string_size` ASCII bytes, `gu` one
/// of a character that grows in upper case, `ga` an array of
/// `max_array_size` strings that together fill the string limit, `gm` a map
/// of `max_map_size` entries. Built by the script, so what holds them is
/// what a model's plugin would hold.
fn values(limits: &Limits) -> [(&'static str, String); 4] {
    let string = limits.max_string_size;
    let items = limits.max_array_size;
    let item = "a".repeat((string / items.max(1)).max(1));
    [
        ("gw", format!("let gw = \"b\"; gw.pad({string}, 'b');")),
        (
            "gu",
            format!("let gu = \"ŉ\"; gu.pad({}, 'ŉ');", string / 2),
        ),
        ("ga", format!("let ga = []; ga.pad({items}, \"{item}\");")),
        (
            "gm",
            format!(
                "let gm = #{{}}; for i in 0..{} {{ gm[`k${{i}}`] = i; }}",
                limits.max_map_size
            ),
        ),
    ]
}

/// Whether the expression `text` names the variable `name`.
fn names(text: &str, name: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric() && c != '_')
        .any(|word| word == name)
}

/// A plugin chosen by `data`: each byte picks a statement (see [`NATIVE`]
/// for the bytes that call native functions); the first picks the
/// injected services.
pub(super) fn plugin(data: &[u8]) -> String {
    let Some((&mask, rest)) = data.split_first() else {
        return "#{ name: \"g\", apply: |ctx| {} }".into();
    };
    let inject: Vec<String> = INJECT
        .iter()
        .enumerate()
        .filter(|(bit, _)| mask & (1 << bit) != 0)
        .map(|(_, name)| format!("\"{name}\""))
        .collect();
    let mut body: Vec<String> = Vec::new();
    let mut kept = 0;
    let mut bytes = rest.iter().copied();
    while body.len() < MOST_STATEMENTS {
        let Some(pick) = bytes.next() else { break };
        if pick < NATIVE || NATIVES.is_empty() {
            body.push(STATEMENTS[usize::from(pick) % STATEMENTS.len()].into());
            continue;
        }
        let hi = bytes.next().unwrap_or(0);
        let lo = bytes.next().unwrap_or(0);
        let native = &NATIVES[usize::from(u16::from_be_bytes([hi, lo])) % NATIVES.len()];
        body.push(native_call(native, kept, &mut bytes));
        kept += 1;
    }
    let mut prelude = String::from("let state = #{ n: 0 };");
    let text = body.join("\n    ");
    for (name, definition) in values(&super::limits()) {
        if names(&text, name) {
            let _ = write!(prelude, "\n    {definition}");
        }
    }
    for k in 0..kept {
        let _ = write!(prelude, "\n    let r{k} = (); let k{k} = ();");
    }
    if kept > 0 {
        // A tool whose closure captures every kept result, so they live in
        // the mount between calls (and its call reads them).
        let kinds: Vec<String> = (0..kept)
            .map(|k| format!("${{type_of(r{k})}} ${{type_of(k{k})}}"))
            .collect();
        body.push(format!(
            "ctx.tools.register(#{{ name: \"g_kept\", execute: |a| `{}` }});",
            kinds.join(" ")
        ));
    }
    format!(
        "#{{ name: \"g\", inject: [{}], apply: |ctx| {{\n    {}\n    {}\n}} }}",
        inject.join(", "),
        prelude,
        body.join("\n    ")
    )
}

/// A call of `native` whose arguments the next bytes pick, its result kept
/// in `r{k}` and its first argument (which a method may have changed in
/// place) in `k{k}`; a catchable error ends only this statement.
fn native_call(native: &Native, k: usize, bytes: &mut impl Iterator<Item = u8>) -> String {
    let mut text = String::from("try { ");
    for (i, choices) in native.choices.iter().enumerate() {
        let pick = usize::from(bytes.next().unwrap_or(0)) % choices.len();
        let _ = write!(text, "let p{i} = {}; ", choices[pick]);
    }
    if native.assigns {
        let _ = write!(text, "{}; ", native.call);
    } else {
        let _ = write!(text, "r{k} = {}; ", native.call);
    }
    if !native.choices.is_empty() {
        let _ = write!(text, "k{k} = p0; ");
    }
    text.push_str("} catch (e) { state.n += 1; }");
    text
}

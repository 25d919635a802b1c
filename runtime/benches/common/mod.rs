//! What the benchmarks share: a toolset with `fs` granted on a temporary
//! directory, and the plugin sources of the node:vm baseline's workload.
#![allow(dead_code)] // each bench target uses a different part of this module
#![allow(clippy::expect_used)] // a failed setup is the benchmark failing

use cordis_toolset::Limits;
use cordis_toolset::Runtime;
use cordis_toolset::builtin::Grants;
use cordis_toolset::services::FsConfig;
use cordis_toolset::{MountState, Toolset, ToolsetConfig};
use tempfile::TempDir;

/// A toolset with only `fs` granted, confined to a fresh temporary
/// directory holding `words.txt`. Keep the `TempDir` alive as long as the
/// toolset.
pub fn toolset() -> (Toolset, TempDir) {
    toolset_with(Limits::default())
}

/// [`toolset`] under `limits`.
pub fn toolset_with(limits: Limits) -> (Toolset, TempDir) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(dir.path().join("words.txt"), "one two three four five")
        .expect("write words.txt");
    let grants = Grants {
        fs: Some(FsConfig {
            root: dir.path().to_path_buf(),
            ..FsConfig::default()
        }),
        ..Grants::default()
    };
    let config = ToolsetConfig::granted(&grants, limits).expect("grant fs");
    let toolset = Toolset::new(&Runtime::new(), config).expect("start the toolset");
    (toolset, dir)
}

/// The node:vm baseline's plugin body, in Rhai: injects `fs`, registers
/// one tool `tool` whose parameters use the JSON-Schema wrapper (normalized
/// on registration) and whose result is an MCP-shaped map. `n` is an
/// `integer`: a `number` argument arrives as a float, and the check shared
/// with the baseline expects `n=5`, as JavaScript prints it.
pub fn baseline_plugin(tool: &str) -> String {
    format!(
        r#"
#{{
    name: "x",
    description: "benchmark plugin",
    inject: ["fs"],
    apply: |ctx| {{
        ctx.tools.register(#{{
            name: "{tool}",
            description: "formats n",
            parameters: #{{
                type: "object",
                properties: #{{ n: #{{ type: "integer" }} }},
                required: ["n"],
            }},
            execute: |args| {{
                #{{ content: [#{{ type: "text", text: "n=" + args.n }}] }}
            }}
        }});
    }}
}}
"#
    )
}

/// The word-count plugin of DESIGN §5: reads a file through the injected
/// `fs` service, registering the tool `tool`.
pub fn word_count_plugin(tool: &str) -> String {
    format!(
        r#"
#{{
    name: "word-count",
    inject: ["fs"],
    apply: |ctx| {{
        ctx.tools.register(#{{
            name: "{tool}",
            description: "Count the words in a text file",
            parameters: #{{ path: #{{ type: "string", description: "file to read" }} }},
            execute: |args| {{
                let n = ctx.fs.read(args.path).split(" ").len();
                `${{args.path}} has ${{n}} words`
            }}
        }});
    }}
}}
"#
    )
}

/// How many integers the `push` tool of [`PUSH_PLUGIN`] pushes per call
/// (`bench/node_push_baseline.js` pushes as many).
pub const PUSHES: i64 = 100_000;

/// A tool `push` that pushes `n` integers onto a fresh array and returns
/// its length: the push-heavy workload of `bench/node_push_baseline.js`.
pub const PUSH_PLUGIN: &str = r#"
#{
    name: "push",
    apply: |ctx| {
        ctx.tools.register(#{
            name: "push",
            description: "pushes n integers",
            parameters: #{ n: #{ type: "integer" } },
            execute: |args| {
                let xs = [];
                for i in 0..args.n { xs.push(i); }
                #{ content: [#{ type: "text", text: `${xs.len()}` }] }
            }
        });
    }
}
"#;

/// A plugin with one pass-through `tools/pre-execute` listener and one
/// `tools/post-execute` listener, as a model would write a logging hook.
pub const HOOKS_PLUGIN: &str = r#"
#{
    name: "hooks",
    apply: |ctx| {
        ctx.on("tools/pre-execute", |info, next| next.call());
        ctx.on("tools/post-execute", |info, result| ());
    }
}
"#;

/// How many calls one `service` / `closure` tool call makes.
pub const CALLS: i64 = 1_000;

/// A plugin providing the service `svc` with one function, `twice`.
pub const SERVICE_PLUGIN: &str = r#"
#{
    name: "provider",
    apply: |ctx| { ctx.provide("svc", #{ twice: |x| x * 2 }); }
}
"#;

/// Tools `service` and `closure`: `n` calls of `twice`, through the
/// service of [`SERVICE_PLUGIN`] (another mount) or as a local closure.
pub const CALLER_PLUGIN: &str = r#"
#{
    name: "caller",
    inject: ["svc"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "service",
            description: "n cross-mount calls",
            parameters: #{ n: #{ type: "integer" } },
            execute: |args| {
                let s = 0;
                for i in 0..args.n { s += ctx.svc.twice(i); }
                `${s}`
            }
        });
        ctx.tools.register(#{
            name: "closure",
            description: "n local closure calls",
            parameters: #{ n: #{ type: "integer" } },
            execute: |args| {
                let twice = |x| x * 2;
                let s = 0;
                for i in 0..args.n { s += twice.call(i); }
                `${s}`
            }
        });
    }
}
"#;

/// A plugin with `count` listeners on `event`.
pub fn listeners_plugin(event: &str, count: usize) -> String {
    format!(
        r#"
#{{
    name: "listeners",
    apply: |ctx| {{
        for i in 0..{count} {{
            ctx.on("{event}", |n| n + 1);
        }}
    }}
}}
"#
    )
}

/// The default limits with room for `mounts` live mounts (past the
/// default `max_mounts`), for the benchmarks that measure growth with the
/// live count.
pub fn many_mounts(mounts: usize) -> Limits {
    Limits {
        max_mounts: mounts,
        ..Limits::default()
    }
}

/// Mount `code`, failing loudly with the model-facing error.
pub fn mount(toolset: &Toolset, code: &str) -> String {
    match toolset.mount(code, false) {
        Ok(report) => {
            assert_eq!(report.state, MountState::Active, "{report:?}");
            report.id
        }
        Err(error) => panic!("mount failed: {error}"),
    }
}

/// The text of a tool call's result, or a panic naming the error.
pub fn call_text(toolset: &Toolset, tool: &str, args: serde_json::Value) -> String {
    let output = toolset
        .call(tool, args)
        .unwrap_or_else(|| panic!("no tool {tool}"));
    let text = output.text();
    assert!(!output.is_error, "{tool} failed: {text:?}");
    text
}

/// The resident memory of this process, in bytes (`/proc/self/statm`).
pub fn rss_bytes() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").expect("read /proc/self/statm");
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|field| field.parse().ok())
        .expect("statm has a resident field");
    pages * page_size()
}

/// The kernel's page size (`/proc/self/smaps`), 4 KiB when unread.
fn page_size() -> u64 {
    let smaps = std::fs::read_to_string("/proc/self/smaps").unwrap_or_default();
    smaps
        .lines()
        .find_map(|line| line.strip_prefix("KernelPageSize:"))
        .and_then(|rest| {
            rest.trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<u64>()
                .ok()
        })
        .map_or(4096, |kib| kib * 1024)
}

/// The baseline plugin's tool closure, alone: what `bare_call` calls.
pub const BARE_CLOSURE: &str = r#"|args| #{ content: [#{ type: "text", text: "n=" + args.n }] }"#;

/// [`PUSH_PLUGIN`]'s execute, alone (called as [`bare_call`] calls
/// [`BARE_CLOSURE`]).
pub const BARE_PUSH: &str = r#"|args| {
    let xs = [];
    for i in 0..args.n { xs.push(i); }
    #{ content: [#{ type: "text", text: `${xs.len()}` }] }
}"#;

/// A plain `rhai::Engine` with the standard package and nothing else (no
/// size guard, no progress callback, no façade, Rhai's default limits),
/// plus the two functions [`bare_mount`]'s `ctx.tools.register` needs: the
/// floor under our figures.
pub fn bare_engine() -> rhai::Engine {
    use rhai::packages::{Package, StandardPackage};
    let mut engine = rhai::Engine::new_raw();
    engine.register_global_module(StandardPackage::new().as_shared_module());
    engine
        .register_type_with_name::<BareTools>("Tools")
        .register_get("tools", |_: &mut BareCtx| BareTools::default())
        .register_fn("register", |tools: &mut BareTools, tool: rhai::Map| {
            tools.registered.push(tool);
        });
    engine
}

/// The `ctx` of [`bare_mount`].
#[derive(Clone, Default)]
pub struct BareCtx;

/// The `ctx.tools` of [`bare_mount`].
#[derive(Clone, Default)]
pub struct BareTools {
    registered: Vec<rhai::Map>,
}

/// A plugin's source compiled and evaluated by a plain engine, and its
/// `apply` called with a `ctx` whose `tools.register` keeps the tool: the
/// floor under `mount/baseline_body` (compile + evaluate + apply).
pub fn bare_mount(engine: &rhai::Engine, code: &str) -> rhai::Dynamic {
    let ast = engine.compile(code).expect("compiles");
    let plugin: rhai::Map = engine.eval_ast(&ast).expect("a plugin map");
    let apply = plugin["apply"].clone_cast::<rhai::FnPtr>();
    apply
        .call::<rhai::Dynamic>(engine, &ast, (BareCtx,))
        .expect("apply runs")
}

/// `closure` (of [`BARE_CLOSURE`] or [`BARE_PUSH`]) called with
/// `#{ n: n }`, its result encoded as JSON: the floor under
/// `call/tool_pipeline` and `call/push_100k`.
pub fn bare_call(engine: &rhai::Engine, ast: &rhai::AST, closure: &rhai::FnPtr, n: i64) -> String {
    let mut args = rhai::Map::new();
    args.insert("n".into(), n.into());
    let result: rhai::Dynamic = closure.call(engine, ast, (args,)).expect("runs");
    let json: serde_json::Value = rhai::serde::from_dynamic(&result).expect("data");
    serde_json::to_string(&json).expect("encode")
}

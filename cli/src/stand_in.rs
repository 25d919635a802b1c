//! **STAND-IN — delete when the runtime's toolset lands.**
//!
//! A minimal [`ToolHost`] so that `cordis-cli serve` and the real-client test
//! can run before `cordis_toolset` offers its toolset. It fakes just enough of
//! the DESIGN §6 contract: `cordis_mount` evaluates the Rhai plugin and runs
//! its `apply` with a `ctx` that offers only `ctx.tools.register`;
//! `cordis_unmount`, `cordis_call` and a small `cordis_inspect`
//! (`tools`/`temporary`) work on those mounts. No inject/provide, events,
//! services, budgets beyond an operation cap, or teaching errors.
//!
//! Replacing it is one line in [`crate::build_host`].

use std::collections::BTreeMap;
use std::sync::Arc;

use cordis_toolset::tools::{ToolAnnotations, ToolDescriptor, ToolOutput};
use parking_lot::Mutex;
use rhai::packages::{Package, StandardPackage};
use rhai::{AST, Dynamic, Engine, EvalAltResult, FnPtr, Map};
use serde_json::{Value, json};

use crate::host::{ToolHost, names};

type Listener = Box<dyn Fn() + Send + Sync>;

/// A tool a plugin asked to register, as `ctx.tools.register` received it.
#[derive(Clone)]
struct Registration {
    descriptor: ToolDescriptor,
    execute: FnPtr,
}

/// What scripts see as `ctx.tools`.
#[derive(Clone, Default)]
struct ScriptTools(Arc<Mutex<Vec<Registration>>>);

struct MountedTool {
    mount: String,
    ast: Arc<AST>,
    registration: Registration,
}

struct Mount {
    plugin_name: String,
    tools: Vec<String>,
}

#[derive(Default)]
struct State {
    next_id: u64,
    mounts: BTreeMap<String, Mount>,
    tools: BTreeMap<String, MountedTool>,
}

/// The stand-in toolset (see the module docs).
pub struct StandInHost {
    engine: Engine,
    state: Mutex<State>,
    listeners: Mutex<Vec<Listener>>,
}

impl Default for StandInHost {
    fn default() -> Self {
        Self::new()
    }
}

impl StandInHost {
    /// A host with the four built-in tools and no mounts.
    pub fn new() -> Self {
        let mut engine = Engine::new_raw();
        StandardPackage::new().register_into_engine(&mut engine);
        engine.set_max_operations(1_000_000);
        engine.set_max_call_levels(64);
        engine.set_max_expr_depths(64, 32);
        engine.on_print(|text| eprintln!("[cordis] {text}"));
        engine.on_debug(|text, _, _| eprintln!("[cordis] {text}"));
        engine
            .register_type_with_name::<ScriptTools>("Tools")
            .register_fn("register", ScriptTools::register);
        Self {
            engine,
            state: Mutex::new(State::default()),
            listeners: Mutex::new(Vec::new()),
        }
    }

    fn changed(&self) {
        for listener in self.listeners.lock().iter() {
            listener();
        }
    }

    fn mount(&self, arguments: &Value) -> ToolOutput {
        let Some(code) = arguments.get("code").and_then(Value::as_str) else {
            return ToolOutput::error("cordis_mount needs `code`: the Rhai source of a plugin");
        };
        let dry_run = arguments.get("dryRun").and_then(Value::as_bool) == Some(true);
        let (plugin_name, ast, registrations) = match self.evaluate(code) {
            Ok(plugin) => plugin,
            Err(message) => return ToolOutput::error(message),
        };
        let mut state = self.state.lock();
        for registration in &registrations {
            let name = &registration.descriptor.name;
            if builtin_descriptors().iter().any(|tool| &tool.name == name) {
                return ToolOutput::error(format!("tool name `{name}` is reserved; pick another"));
            }
            if let Some(owner) = state.tools.get(name) {
                return ToolOutput::error(format!(
                    "tool `{name}` is already registered by {}; cordis_unmount it first",
                    owner.mount
                ));
            }
        }
        let tools: Vec<String> = registrations
            .iter()
            .map(|registration| registration.descriptor.name.clone())
            .collect();
        let id = if dry_run {
            Value::Null
        } else {
            state.next_id += 1;
            let id = format!("dyn-{}", state.next_id);
            for registration in registrations {
                let mounted = MountedTool {
                    mount: id.clone(),
                    ast: Arc::clone(&ast),
                    registration,
                };
                state
                    .tools
                    .insert(mounted.registration.descriptor.name.clone(), mounted);
            }
            let mount = Mount {
                plugin_name: plugin_name.clone(),
                tools: tools.clone(),
            };
            state.mounts.insert(id.clone(), mount);
            Value::from(id)
        };
        drop(state);
        if !dry_run && !tools.is_empty() {
            self.changed();
        }
        let state_name = if dry_run { "checked" } else { "active" };
        let mut output = ToolOutput::text(format!(
            "{} plugin \"{plugin_name}\" ({state_name}); tools: {}",
            id.as_str().unwrap_or("dry run:"),
            tools.join(", ")
        ));
        output.structured = Some(json!({
            "id": id, "pluginName": plugin_name, "state": state_name,
            "provides": [], "waitingFor": [], "tools": tools,
        }));
        output
    }

    fn evaluate(&self, code: &str) -> Result<(String, Arc<AST>, Vec<Registration>), String> {
        let ast = self
            .engine
            .compile(code)
            .map_err(|error| format!("the plugin does not compile: {error}"))?;
        let plugin: Dynamic = self
            .engine
            .eval_ast(&ast)
            .map_err(|error| format!("evaluating the plugin failed: {error}"))?;
        let (name, apply) = if let Some(map) = plugin.clone().try_cast::<Map>() {
            let name = map
                .get("name")
                .and_then(|name| name.clone().into_string().ok())
                .unwrap_or_else(|| "anonymous".to_owned());
            let apply = map
                .get("apply")
                .and_then(|apply| apply.clone().try_cast::<FnPtr>());
            (name, apply)
        } else {
            ("anonymous".to_owned(), plugin.try_cast::<FnPtr>())
        };
        let apply = apply.ok_or_else(|| {
            "the script must return a plugin: `#{ name: \"x\", apply: |ctx| { ... } }` or `|ctx| { ... }`"
                .to_owned()
        })?;
        let tools = ScriptTools::default();
        let mut ctx = Map::new();
        ctx.insert("tools".into(), Dynamic::from(tools.clone()));
        let _: Dynamic = apply
            .call(&self.engine, &ast, (ctx,))
            .map_err(|error| format!("apply failed: {error}"))?;
        let registrations = tools.0.lock().clone();
        Ok((name, Arc::new(ast), registrations))
    }

    fn unmount(&self, arguments: &Value) -> ToolOutput {
        let id = arguments.get("id").and_then(Value::as_str).unwrap_or("");
        let mut state = self.state.lock();
        let Some(mount) = state.mounts.remove(id) else {
            let live: Vec<&str> = state.mounts.keys().map(String::as_str).collect();
            return ToolOutput::error(format!(
                "no mount `{id}`; live mounts: [{}]",
                live.join(", ")
            ));
        };
        for tool in &mount.tools {
            state.tools.remove(tool);
        }
        drop(state);
        if !mount.tools.is_empty() {
            self.changed();
        }
        ToolOutput::text(format!(
            "unmounted {id} (\"{}\"); removed tools: {}",
            mount.plugin_name,
            mount.tools.join(", ")
        ))
    }

    fn inspect(&self, arguments: &Value) -> ToolOutput {
        let what = arguments.get("what").and_then(Value::as_str);
        let tools = || {
            let lines: Vec<String> = self
                .tools()
                .iter()
                .map(|tool| format!("- `{}`: {}", tool.name, tool.description))
                .collect();
            format!("## Tools\n{}", lines.join("\n"))
        };
        let temporary = || {
            let state = self.state.lock();
            let lines: Vec<String> = state
                .mounts
                .iter()
                .map(|(id, mount)| {
                    let tools = mount.tools.join(", ");
                    format!("- {id} \"{}\" running; tools: {tools}", mount.plugin_name)
                })
                .collect();
            format!("## Temporary\n{}", lines.join("\n"))
        };
        match what {
            None => ToolOutput::text(format!("{}\n\n{}", tools(), temporary())),
            Some("tools") => ToolOutput::text(tools()),
            Some("temporary") => ToolOutput::text(temporary()),
            Some(other) => ToolOutput::error(format!(
                "what: \"{other}\" is not available in the stand-in host; use tools or temporary"
            )),
        }
    }

    fn call_mounted(&self, name: &str, arguments: Value) -> Option<ToolOutput> {
        let (ast, execute) = {
            let state = self.state.lock();
            let tool = state.tools.get(name)?;
            (Arc::clone(&tool.ast), tool.registration.execute.clone())
        };
        let args = match rhai::serde::to_dynamic(&arguments) {
            Ok(args) => args,
            Err(error) => return Some(ToolOutput::error(format!("bad arguments: {error}"))),
        };
        let output = match execute.call::<Dynamic>(&self.engine, &ast, (args,)) {
            Ok(result) if result.is_string() => ToolOutput::text(result.to_string()),
            Ok(result) => match rhai::serde::from_dynamic::<Value>(&result) {
                Ok(value) => ToolOutput::text(value.to_string()),
                Err(error) => ToolOutput::error(format!("bad result: {error}")),
            },
            Err(error) => ToolOutput::error(format!("tool `{name}` failed: {error}")),
        };
        Some(output)
    }
}

impl ScriptTools {
    fn register(&mut self, spec: Map) -> Result<(), Box<EvalAltResult>> {
        let text = |key: &str| {
            spec.get(key)
                .and_then(|value| value.clone().into_string().ok())
                .ok_or_else(|| format!("ctx.tools.register needs a string `{key}`"))
        };
        let name = text("name")?;
        let description = text("description")?;
        let execute = spec
            .get("execute")
            .and_then(|value| value.clone().try_cast::<FnPtr>())
            .ok_or("ctx.tools.register needs `execute: |args| { ... }`")?;
        let parameters = match spec.get("parameters") {
            Some(parameters) => rhai::serde::from_dynamic::<Value>(parameters)?,
            None => json!({}),
        };
        let required: Vec<&String> = parameters
            .as_object()
            .map(|map| {
                map.iter()
                    .filter(|(_, spec)| spec.get("required") != Some(&Value::Bool(false)))
                    .map(|(key, _)| key)
                    .collect()
            })
            .unwrap_or_default();
        let input_schema =
            json!({ "type": "object", "properties": parameters, "required": required });
        self.0.lock().push(Registration {
            descriptor: ToolDescriptor {
                name,
                description,
                input_schema,
                output_schema: None,
                annotations: ToolAnnotations::default(),
            },
            execute,
        });
        Ok(())
    }
}

impl ToolHost for StandInHost {
    fn tools(&self) -> Vec<ToolDescriptor> {
        let mut tools = builtin_descriptors();
        let state = self.state.lock();
        tools.extend(
            state
                .tools
                .values()
                .map(|tool| tool.registration.descriptor.clone()),
        );
        tools
    }

    fn call(&self, name: &str, arguments: Value) -> Option<ToolOutput> {
        match name {
            names::MOUNT => Some(self.mount(&arguments)),
            names::UNMOUNT => Some(self.unmount(&arguments)),
            names::INSPECT => Some(self.inspect(&arguments)),
            names::CALL => {
                let tool = arguments.get("name").and_then(Value::as_str).unwrap_or("");
                let inner = arguments.get("arguments").cloned().unwrap_or(json!({}));
                Some(self.call(tool, inner).unwrap_or_else(|| {
                    ToolOutput::error(format!("unknown tool `{tool}`; see cordis_inspect"))
                }))
            }
            _ => self.call_mounted(name, arguments),
        }
    }

    fn on_tools_changed(&self, listener: Listener) {
        self.listeners.lock().push(listener);
    }
}

fn builtin(name: &str, description: &str, input: Value, hints: ToolAnnotations) -> ToolDescriptor {
    ToolDescriptor {
        name: name.to_owned(),
        description: description.to_owned(),
        input_schema: input,
        output_schema: None,
        annotations: hints,
    }
}

fn titled(title: &str) -> ToolAnnotations {
    ToolAnnotations {
        title: Some(title.to_owned()),
        ..ToolAnnotations::default()
    }
}

fn builtin_descriptors() -> Vec<ToolDescriptor> {
    let string = json!({ "type": "string" });
    let mut mount = builtin(
        names::MOUNT,
        "Mount a Rhai plugin",
        json!({ "type": "object", "properties": { "code": string, "dryRun": { "type": "boolean" } }, "required": ["code"] }),
        titled("Mount a plugin"),
    );
    mount.output_schema = Some(json!({ "type": "object", "properties": {
        "id": { "type": ["string", "null"] }, "pluginName": string, "state": string,
        "provides": { "type": "array", "items": string }, "waitingFor": { "type": "array", "items": string },
        "tools": { "type": "array", "items": string } } }));
    vec![
        builtin(
            names::INSPECT,
            "Inspect the runtime",
            json!({ "type": "object", "properties": { "what": string, "name": string } }),
            ToolAnnotations {
                read_only_hint: Some(true),
                ..titled("Inspect the runtime")
            },
        ),
        mount,
        builtin(
            names::UNMOUNT,
            "Unmount a dyn-N plugin",
            json!({ "type": "object", "properties": { "id": string }, "required": ["id"] }),
            ToolAnnotations {
                destructive_hint: Some(true),
                ..titled("Unmount a plugin")
            },
        ),
        builtin(
            names::CALL,
            "Call any registered tool by name",
            json!({ "type": "object", "properties": { "name": string, "arguments": { "type": "object" } }, "required": ["name"] }),
            titled("Call a tool"),
        ),
    ]
}

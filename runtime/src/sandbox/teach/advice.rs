//! Advice that both the parse-time hints (`habits.rs`) and the runtime
//! ones (`runtime.rs`) give.

/// What a model looping over a map (`for (key, value) in m`) is told.
pub(super) const MAP_LOOP: &str = "a map is not iterable (nor is `for (key, value) in ...`): write `for key in m.keys() { let value = m[key]; }`";
/// What a model reaching for the time (`Date.now()`, `timestamp()`) is told.
pub(super) const NO_CLOCK: &str = "the sandbox has no clock: take the time as a tool parameter, or use the timer service for delays";

/// What a model naming a standard module of Python or JavaScript as a
/// variable (`json.loads(text)`, `csv.reader(f)`) is told, if `name` is one.
pub(super) fn no_module(name: &str) -> Option<String> {
    let instead = match name {
        "json" | "JSON" => "`parse_json(text)` reads JSON and `to_json(value)` writes it",
        "csv" => {
            "split the text yourself: `text.split(\"\\n\")` for the lines, `line.split(\",\")` for the cells"
        }
        "io" | "os" | "sys" | "pathlib" | "shutil" | "fs" | "path" => {
            "files come through the `fs` service: add `inject: [\"fs\"]` to the plugin map and call `ctx.fs.read(path)`, `ctx.fs.write(path, text)`, `ctx.fs.list(dir)`"
        }
        "re" | "RegExp" => {
            "there are no regular expressions: use `s.contains(key)`, `s.split(\",\")`, `s.index_of(key)`, or loop over `s.chars()`"
        }
        "math" => {
            "math functions are global: `max(a, b)`, `min(a, b)`, `abs(x)`, `sqrt(x)`, `x.floor()` (on a float)"
        }
        "time" | "datetime" | "Date" => NO_CLOCK,
        "random" => "the sandbox has no random numbers: take them as a tool parameter",
        "statistics" => {
            "compute with the array's methods: the mean is `xs.reduce(|s, v| s + v, 0.0) / xs.len()`, the median the middle of a sorted copy (`let c = xs; c.sort();`), and `sqrt(x)` is global"
        }
        "collections" | "itertools" | "functools" | "typing" | "string" => {
            "arrays and maps have the methods: `arr.map(|v| ...)`, `arr.filter(|v| ...)`, `arr.reduce(|s, v| s + v, 0)`, `arr.sort()`, and a map `#{}` counts, `m[key] = (m[key] ?? 0) + 1`"
        }
        _ => return None,
    };
    Some(format!(
        "Rhai has no `{name}` module and imports nothing: {instead}"
    ))
}

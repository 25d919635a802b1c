//! Advice that both the parse-time hints (`habits.rs`) and the runtime
//! ones (`runtime.rs`) give.

/// How the point on a name set with no declaration begins (written by
/// the habits of every language, read by the passes of the first answer).
pub(super) const DECLARE_LET: &str = "declare a variable with `let`";
/// How the points on a call's `key=value` begin.
pub(super) const KEYWORD_ARGUMENTS: &str = "Rhai has no keyword arguments";

/// What a model looping over a map (`for (key, value) in m`) is told.
pub(super) const MAP_LOOP: &str = "a map is not iterable (nor is `for (key, value) in ...`): write `for key in m.keys() { let value = m[key]; }`";
/// What a model reaching for the time (`Date.now()`, `timestamp()`) is told.
pub(crate) const NO_CLOCK: &str = "the sandbox has no clock: take the time as a tool parameter, or use the timer service for delays";

/// What reading a date from its text (`Date.parse(s)`,
/// `datetime.strptime(s, ...)`) is told: Rhai has no dates, so the days
/// are counted from the parts.
pub(crate) const DATES: &str = "Rhai has no dates: read the parts from the text and count the days and minutes yourself, with a top-level `fn` that gives a date's day number (days since 1970-01-01), e.g. `fn day_number(y, m, d) { let y2 = if m <= 2 { y - 1 } else { y }; let era = y2 / 400; let yoe = y2 - era * 400; let doy = (153 * ((m + 9) % 12) + 2) / 5 + d - 1; era * 146097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719468 } let t = \"2024-03-01T09:30\"; let p = t.split(\"T\"); let ymd = p[0].split(\"-\").map(|v| parse_int(v)); let hm = p[1].split(\":\").map(|v| parse_int(v)); let minutes = day_number(ymd[0], ymd[1], ymd[2]) * 1440 + hm[0] * 60 + hm[1]; let weekday = (day_number(ymd[0], ymd[1], ymd[2]) + 4) % 7;` (minutes since 1970, to subtract; a weekday of 0 is Sunday); `day_number` takes any parts, where Python's `date(...)` raises for a month or day out of range: where the code relies on that, test the parts first, the days of each month counted, `let y = ymd[0]; let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); let days = [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]; if ymd[1] < 1 || ymd[1] > 12 || ymd[2] < 1 || ymd[2] > days[ymd[1] - 1] { ... }` (so 2026-02-30 is refused, as by Python), and for Python's `fromisoformat`, which refuses a month or day without its two digits (`2025-3-29`), the text's shape, `let shape = p[0].split(\"-\"); if shape.len() != 3 || shape[0].len() != 4 || shape[1].len() != 2 || shape[2].len() != 2 { ... }`, and of a time too, `if hm[0] > 23 || hm[1] > 59 { ... }` (Python refuses `T25:00`), and `throw` there as Python raises";

/// [`DATES`] for JavaScript's `new Date(s)` and `Date.parse(s)`, which
/// roll a day past its month's end over (to 31: Node's NaN is a day past
/// 31 or a month past 12, trial 180) and give NaN for text they cannot
/// read,
/// where Python's `date(...)` raises (trial 155's point told JavaScript
/// to `throw` as Python does, past the code's own message).
pub(crate) fn dates_js() -> String {
    let (head, _) = DATES
        .split_once("; `day_number` takes any parts")
        .unwrap_or((DATES, ""));
    format!(
        "{head}; `day_number` takes any parts and counts a day past its month's end into the next month, as `new Date` rolls 2026-02-30 over to March 2: where the code tests a date (`isNaN(d)`), test what `new Date` refuses of such a text, a month outside 1 to 12 or a day outside 1 to 31, `if ymd[1] < 1 || ymd[1] > 12 || ymd[2] < 1 || ymd[2] > 31 {{ ... }}` (2026-02-31 is no NaN: it is March 3), and there do what the code does for a bad date (give `()` for its `null`, or its own message)"
    )
}

/// What a model naming a standard module of Python or JavaScript as a
/// variable (`json.loads(text)`, `csv.reader(f)`) is told, if `name` is one.
pub(super) fn no_module(name: &str) -> Option<String> {
    javascript_global(name)
        .map(|instead| format!("Rhai has no `{name}` object: {instead}"))
        .or_else(|| {
            standard_module(name).map(|instead| {
                format!("Rhai has no `{name}` module and imports nothing: {instead}")
            })
        })
}

/// What Rhai has instead of JavaScript's global object `name` (`Array`,
/// `Object`), which a model calls as `Array.from(...)`.
pub(super) fn javascript_global(name: &str) -> Option<&'static str> {
    Some(match name {
        "Array" => {
            "an array is `[a, b]`; `Array.from(m.keys())` is `m.keys()`, `Array.isArray(x)` is `type_of(x) == \"array\"`, and `Array(n).fill(0)` is `let a = []; a.pad(n, 0);`"
        }
        "Object" => {
            "a map is `#{ k: v }`; `Object.keys(m)` is `m.keys()`, `Object.values(m)` is `m.values()`, and `Object.entries(m)` is a loop over the keys, `for k in m.keys() { let v = m[k]; }`"
        }
        "Map" => {
            "a map is `#{}`: `m[k] = v` sets, `m[k] ?? []` reads with a default, `k in m` tests, `m.keys()` and `m.values()` list (keys are strings: `c.to_string()` for a character)"
        }
        "Set" => {
            "a set is a map of keys: `let seen = #{}; seen[x] = true;`, `x in seen` tests, `seen.keys()` lists"
        }
        "Math" => {
            "`max(a, b)`, `min(a, b)`, `abs(x)`, `x.floor()`, `x.ceiling()`, `x.round()` and `x.sqrt()` are built in"
        }
        "Number" => {
            "`parse_int(s)` and `parse_float(s)` read a number and throw on text that is none (`fn to_int(s) { try { parse_int(s) } catch { () } }` gives `()` instead); `type_of(x) == \"i64\"` tests whether a value is an int"
        }
        "String" => "`x.to_string()` writes any value as text",
        "process" => {
            "a plugin runs in no process of its own: its inputs are its tools' arguments, `args` (no `process.argv`), and it returns its text from the tool's `execute` (no `process.exit`, no start-up lines)"
        }
        _ => return None,
    })
}

/// What Rhai has instead of the Python standard module `module`, for
/// those a plugin reaches for; `None` for a module that is a service
/// (`os`, files through `ctx.fs`) or unknown. One list: the import
/// lines, the module's calls and an undefined module name all read it.
pub(super) fn standard_module(module: &str) -> Option<String> {
    Some(match module {
        // (Trial 93 followed this line's point alone to a JSON text that
        // differed from Python's.)
        "json" | "JSON" => "`parse_json(text)` reads JSON text and `to_json(value)` writes it (with a map's keys sorted and no space after `,` and `:`, unlike Python's `dumps`: where the text must match, the point on `dumps` says how)".to_owned(),
        "csv" => format!("split the text yourself, the lines and each line's fields: {CSV_LINES}"),
        "io" => "a string needs no `StringIO`: use the text itself (`ctx.fs.read(path)` gives a file's, after adding `inject: [\"fs\"]` to the plugin map)".to_owned(),
        "re" | "RegExp" => "Rhai has no regular expressions: match plain text with `s.contains(key)`, `s.index_of(key)`, `s.replace(key, \"b\")` or `s.split(\",\")`, and a class of characters (such as [^a-z0-9]) with a loop, `for c in s.chars() { if c.is_alphanumeric() { ... } }`".to_owned(),
        "math" => "`x.floor()`, `x.ceiling()`, `x.round()`, `x.sqrt()`, `ln(x)` (Python's math.log(x): Rhai's `log(x)` is of base 10), `exp(x)`, `abs(a)`, `max(a, b)`, `fsum(arr)` (the module's `fsum`, the sum rounded once) and `PI()` are built in (on a float: `n.to_float()` first for an int)".to_owned(),
        "sys" => "a plugin's inputs are its tools' arguments, `args`".to_owned(),
        "collections" => "a map counts, `let counts = #{}; counts[key] = (counts[key] ?? 0) + 1;` (its keys are strings: a number as a key is `let key = n.to_string();`), an array is a list or a `deque`, and a `namedtuple` is a map with its fields as keys".to_owned(),
        "datetime" | "time" | "Date" => format!("{NO_CLOCK}. {DATES}"),
        "random" => "the sandbox has no random numbers: take them as a tool parameter".to_owned(),
        "statistics" => "`mean(arr)` is built in and is the module's `mean` (the exact mean rounded once, an int where the numbers are ints and it comes out whole), as `fsum(arr)` is the `math` module's `fsum`; compute the others from the array: the median is the middle of a sorted copy (`let sorted = arr.map(|v| v.to_float()); sorted.sort();`), the standard deviation `sqrt(...)` of the mean squared deviation".to_owned(),
        "typing" => "Rhai has no types: drop the annotations too".to_owned(),
        "string" => "write the characters yourself, `let punct = \".,;:!?\";`, and test one with `punct.contains(c)` (for `c` in `s.chars()`); `c.is_alphabetic()`, `c.is_numeric()` and `c.is_whitespace()` are built in".to_owned(),
        "itertools" | "functools" => "loop, or use `arr.map(|v| v * 2)`, `arr.filter(|v| v > 1)` and `arr.reduce(|total, v| total + v, 0)`; `chain` of two arrays is `a + b`, `islice` of the first n is `arr.extract(0, n)`, `groupby` a map of groups, `accumulate` a running total kept in a loop".to_owned(),
        // (Trial 163's `self.path.name` of a `Path(...)` kept its `.name`,
        // and nothing said `Path` is gone.)
        "pathlib" => format!("{PATH_TEXT}; `p.read_text()` is `ctx.fs.read(p)`"),
        // (Trials 164 to 166 were told of services and `inject` here.)
        "dataclasses" | "abc" => "a class is a map made by a maker function, whose fields are its keys, as the points on the class and its decorator say".to_owned(),
        "enum" => "a member of an `Enum` is its value, as the point on the class says".to_owned(),
        "__future__" => "Rhai has no types, and nothing to bring forward: drop the annotations too".to_owned(),
        "operator" => "write the closure: `attrgetter` of a field is `|o| o.x`, `itemgetter(1)` is `|r| r[1]`".to_owned(),
        _ => return None,
    })
}

/// What a plugin has for a `pathlib.Path`: its text.
pub(super) const PATH_TEXT: &str = "a path is its text in a plugin, relative to the fs service's root: drop `Path(...)` and keep the text it wraps; its `.name` is `path.split(\"/\")[-1]`, and `p / \"x\"` is `p + \"/x\"`";

/// How the point on a Python `lambda` kept in a name at the top begins,
/// up to the `fn`'s name.
pub(super) const LAMBDA_AT_TOP: &str =
    "a `lambda` kept in a name at the top is a function: write `fn ";

/// What the point on a `const` closure a function uses says up to the
/// closure's name, which it makes a `fn`.
pub(super) const CLOSURE_MADE_FN: &str =
    "; a function is a `fn` in Rhai, which sees no variable around it: make `";

/// How the point on a `fn` reading a variable around it begins.
pub(super) const OUTER_IN_FN: &str = "a Rhai `fn` sees only its parameters";

/// What a `fn` (named `function`) reading `name`, a variable of the code
/// around it, is told: a `fn` sees only its parameters, and the plugin's
/// top-level constants are gone by the time a tool calls it; a closure
/// keeps the variables around it.
pub(super) fn outer_in_fn(name: &str, function: &str) -> String {
    format!(
        "{OUTER_IN_FN}, not the variables around it (nor, once the plugin's code has run, its top-level constants): pass `{name}` in as a parameter, `fn {function}(x, {name}) {{ ... }}`, or write the function as a closure, `let {function} = |x| {{ ... {name} ... }};`, which keeps the variables around it (call it as `{function}(x)` or `{function}.call(x)`; a `fn` cannot see that closure either, so a `fn` that calls `{function}` then takes it as a parameter too)"
    )
}

/// What a closure that calls itself by its name is told: the name is
/// declared only once the closure is made, so the closure cannot see it.
pub(super) fn self_call(name: &str, params: &[&str]) -> String {
    let params = if params.is_empty() {
        "x".to_owned()
    } else {
        params.join(", ")
    };
    format!(
        "`{name}` calls itself, and a Rhai closure cannot see its own name (it is declared once the closure is made): pass the closure to itself, `let {name} = |{params}, {name}| {{ ... {name}.call({params}, {name}) ... }};`, and start it as `{name}.call({params}, {name})`; a top-level `fn {name}(...)` may call itself too, but sees no variable around it"
    )
}

/// What a `reduce` with no start value is told.
pub(super) const REDUCE_START: &str = "Rhai's `reduce` with no start value gives its function `()` first, where JavaScript's starts from the first item: start from the first item and reduce the rest, as JavaScript does, `xs.extract(1).reduce(|a, b| if b > a { b } else { a }, xs[0])` (for a sum, `xs.reduce(|a, b| a + b, 0)`)";

/// How a CSV text is read in Rhai: its lines, and each line's fields.
pub(crate) const CSV_LINES: &str = "`let lines = text.split(\"\\n\"); if lines.len() > 0 && lines[-1] == \"\" { lines.pop(); } let rows = lines.map(|line| if line == \"\" { [] } else { line.split_csv() });` (as Python's `csv` reads it: a blank line is an empty row, counted, and the file's last newline ends the last row; `split_csv` splits at each comma outside double quotes and takes the quotes off, so a quoted field with a comma in it stays one field)";

/// How a CSV text with a header is read in Rhai: a map per row.
pub(crate) const CSV_MAPS: &str = "`let lines = text.split(\"\\n\").filter(|l| l != \"\"); let header = lines[0].split(\",\"); let rows = []; for line in lines.extract(1) { let fields = line.split_csv(); let row = #{}; for (h, i) in header { row[h] = if i < fields.len() { fields[i] } else { () }; } rows.push(row); }` (a short line's missing fields are `()`, as `DictReader` gives `None`; an index past the end would throw)";

/// What a program's `print` or `console.log` is told: a tool's text is
/// what its `execute` returns (trial 64's player kept `print`, and its
/// tool returned nothing).
pub(crate) const PRINTED: &str = "what `print` or `console.log` writes goes to the server's log, not to the tool's result: a tool's text is what its `execute` returns, so collect the lines, `let printed = []; printed.push(line);`, and end `execute` with `printed.join(\"\\n\")`";

/// What a script's start-up lines are told (`if __name__ == "__main__":`,
/// `if (require.main === module)`, `console.log(main(...))`,
/// `print(main(...))` at the top level).
pub(crate) const NO_MAIN: &str = "a plugin is no script: nothing calls a `main`, and what it prints goes nowhere. Drop the start-up lines (`if __name__ == \"__main__\":` or `if (require.main === module)` and its block, `console.log(main(...))`, `print(main(...))`), and call your function in the tool's `execute`, returning its text: `execute: |args| main(ctx, args.path)` for a top-level `fn main(ctx, path)` (a function already made a closure inside `execute` is called there as it is, with the arguments it takes)";

/// What Node's `path` module is told, where the code requires it.
pub(crate) const NODE_PATH: &str = "Rhai has no `path` module: a path is text with `/` between its parts, so `path.basename(p)` is `p.split(\"/\")[-1]`, `path.join(a, b)` is `a + \"/\" + b`, and `path.extname(p)` the text from its last `.`, `let i = p.index_of(\".\"); if i < 0 { \"\" } else { p.sub_string(i) }` (for a name with one dot)";

/// What a script's first line, `#!/usr/bin/env python3`, is told.
pub(crate) const SHEBANG: &str = "a `#!` line tells a shell which program runs a script; a plugin is given to the server, not run by a shell: drop the line (a comment in Rhai starts with `//`)";

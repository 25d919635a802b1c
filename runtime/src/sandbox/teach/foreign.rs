//! Methods and functions of JavaScript and Python that no Rhai value has,
//! each with the Rhai to write instead, and the words for the two ways a
//! model changes a value that Rhai keeps still: a method that changes it
//! in place (and returns `()`) used as if it returned the value, and a
//! `const` that the code changes; and the calls of a native name in a
//! shape no native function of that name takes (`max(rows, f)`,
//! `round(x, 2)`, `m.get(key, default)`, `" ".join(xs)`), with the
//! Rhai to write.
//!
//! The names are those no native function of the sandbox goes by (a test
//! holds the lists to the engine), so a call of one fails every time it
//! runs unless the code defines it itself. The parse-time habits
//! (`habits.rs`), the mount-time check (`check/foreign.rs`) and the
//! runtime hints (`runtime.rs`) all read them from here. Every suggestion
//! runs as written with the sample names it uses (`s` a string, `arr` an
//! array, `m` a map, `item`, `key`).

/// Method names (`x.name(...)`) and the Rhai to write instead.
pub(crate) const METHODS: &[(&str, &str)] = &[
    (
        "strftime",
        "the parts of a date kept as its text, since Rhai has no dates: `let d = \"2024-03-05\"; let month = parse_int(d.sub_string(5, 2)); let name = [\"Jan\", \"Feb\", \"Mar\", \"Apr\", \"May\", \"Jun\", \"Jul\", \"Aug\", \"Sep\", \"Oct\", \"Nov\", \"Dec\"][month - 1];` for `%b` (of `d`, `%Y` is the first four characters, `%m` the two from index 5, `%d` the two from index 8)",
    ),
    (
        "isoformat",
        "the date's text itself, `\"2024-03-05\"`, since Rhai has no dates: keep each date as its ISO text, which sorts and compares as the dates do",
    ),
    (
        "at",
        "`arr[0]` for the first item (a negative index counts from the end: `arr[-1]` is the last item)",
    ),
    (
        "flatMap",
        "a loop that adds each item's array, `let out = []; for x in arr { out += [x, x * 10]; }` (adding an array with += adds its items)",
    ),
    // (`s.length()`: JavaScript's property, called; trial 75's probe.)
    (
        "length",
        "`s.len()` (a string's length; an array's or a map's is `len` too, `arr.len()`)",
    ),
    ("toLowerCase", "`s.to_lower()`"),
    ("lower", "`s.to_lower()`"),
    ("toUpperCase", "`s.to_upper()`"),
    ("upper", "`s.to_upper()`"),
    ("includes", "`arr.contains(item)` (or `s.contains(key)`)"),
    ("indexOf", "`arr.index_of(item)` (or `s.index_of(key)`)"),
    ("findIndex", "`arr.index_of(|v| v > 1)`"),
    ("startsWith", "`s.starts_with(key)`"),
    ("startswith", "`s.starts_with(key)`"),
    ("endsWith", "`s.ends_with(key)`"),
    ("endswith", "`s.ends_with(key)`"),
    (
        "forEach",
        "`for item in arr { ... }` (`item` is a copy of the element: to change the elements, loop with the index, `for (item, i) in arr { arr[i] += 1; }`; a `return` in the callback, which went on to the next item, is `continue` in the loop, where a `return` leaves the function around it)",
    ),
    (
        "substring",
        "`s.sub_string(0, 2)` (from index 0, 2 characters)",
    ),
    (
        "substr",
        "`s.sub_string(0, 2)` (from index 0, 2 characters)",
    ),
    (
        "trimStart",
        "`let t = s; t.trim_start();`, then read `t` (the sandbox's `trim_start` changes the text it is called on, as `trim` does, and returns it: on a copy, `s` stays as it was, as JavaScript's)",
    ),
    (
        "trimEnd",
        "`let t = s; t.trim_end();`, then read `t` (the sandbox's `trim_end` changes the text it is called on, as `trim` does, and returns it: on a copy, `s` stays as it was, as JavaScript's)",
    ),
    ("strip", STRIP),
    (
        "lstrip",
        "`let t = s; t.trim_start();` for whitespace, `let t = s; t.trim_start(\"#\");` for each character of the text given, then read `t` (the sandbox's `trim_start` changes the text it is called on, as `trim` does, and returns it: on a copy, `s` stays as it was, as Python's)",
    ),
    (
        "rstrip",
        "`let t = s; t.trim_end();` for whitespace, `let t = s; t.trim_end(\"]\");` for each character of the text given, then read `t` (the sandbox's `trim_end` changes the text it is called on, as `trim` does, and returns it: on a copy, `s` stays as it was, as Python's)",
    ),
    // (Trial 86's `n.toLocaleString('en-GB', { minimumFractionDigits: 2 })`
    // was told only its options' braces; trial 106's `parts
    // .toLocaleString('en-US')` of an int, two digits it has not.)
    (
        "toLocaleString",
        "`grouped(x)`, with this `fn` at the top level of the code, which gives what JavaScript's `toLocaleString` gives (Rhai has no locales): the thousands grouped, and at most 3 digits after the point, with no trailing zeros: `fn grouped(x) { let s = if type_of(x) == \"f64\" { let t = x.to_fixed(3); t.trim_end(\"0\"); t.trim_end(\".\"); t } else { x.to_string() }; let i = s.index_of(\".\"); if i < 0 { i = s.len(); } let whole = s.sub_string(0, i); let out = \"\"; let n = whole.len(); for k in 0..n { let c = whole[k]; if k > 0 && (n - k) % 3 == 0 && whole[k - 1] != '-' { out += \",\"; } out += c; } out + s.sub_string(i) }` (`grouped(1962)` is `\"1,962\"`, `grouped(1234.5)` is `\"1,234.5\"`); for 2 digits always, as the option minimumFractionDigits: 2 gives, its first line is `let s = x.to_float().to_fixed(2);` (`\"1,234.50\"`)",
    ),
    // (Rust's name: trial 116's task was told only to look it up.)
    (
        "split_whitespace",
        "`s.split()`, which splits at each run of whitespace, with no empty parts",
    ),
    (
        "charAt",
        "`s.sub_string(0, 1)` (a one-letter string; `s[0]` is a character, which is no map key)",
    ),
    (
        "localeCompare",
        "`<` and `>`, which compare strings by their characters' codes (so `\"B\" < \"a\"`): `if a < b { -1 } else if a > b { 1 } else { 0 }`; `localeCompare` orders by the letters first and by case only between texts the same but for it (`\"a\"` before `\"B\"`): for that order compare each text's `s.to_lower()`, then the texts themselves where those are equal",
    ),
    (
        "from",
        "`m.keys()` for a map's keys, or the array itself (`let copy = arr;` copies it)",
    ),
    (
        "entries",
        "`for key in m.keys() { let value = m[key]; }` (a map has `m.keys()` and `m.values()`)",
    ),
    (
        "padStart",
        "`s.pad_start(n, \" \")` (a new string, `s` unchanged; JavaScript pads with spaces unless given a text)",
    ),
    (
        "padEnd",
        "`s.pad_end(n, \" \")` (a new string, `s` unchanged)",
    ),
    ("zfill", "`s.pad_start(n, \"0\")`"),
    (
        "rjust",
        "`s.pad_start(n, \" \")` (with the fill `rjust` was given, if any, in place of the space: `s.pad_start(n, \".\")`)",
    ),
    (
        "ljust",
        "`s.pad_end(n, \" \")` (with the fill `ljust` was given, if any, in place of the space: `s.pad_end(n, \".\")`)",
    ),
    (
        "repeat",
        "`\"\".pad(n, s)` for a character or text `s` repeated to `n` characters",
    ),
    (
        "flat",
        "`let out = []; for a in [[1], [2, 3]] { out += a; }`",
    ),
    (
        "lastIndexOf",
        "a loop from the end, `let i = arr.len() - 1; while i >= 0 && arr[i] != item { i -= 1; }`",
    ),
    ("charCodeAt", "`s[0].to_int()` (a character's code)"),
    ("hasOwnProperty", "`m.contains(key)` (or `key in m`)"),
    ("concat", "`arr + items`"),
    ("every", "`arr.all(|v| v > 0)`"),
    (
        "items",
        "`for key in m.keys() { let value = m[key]; }` (the keys come sorted, not in the order they were set: where that order matters, push each new key to an array as you set it and loop over the array)",
    ),
    ("extend", "`arr.append(items)`"),
    (
        "update",
        "`m.mixin(other)` (its entries replace those of the same key); a `Counter`'s update with a list counts each item instead: `for x in items { let k = x.to_string(); m[k] = (m[k] ?? 0) + 1; }`",
    ),
    ("unshift", "`arr.insert(0, item)`"),
    (
        "replaceAll",
        "`s.replace(key, \"b\")` (it replaces every one)",
    ),
    (
        "splitlines",
        "`s.split(\"\\n\")`, which, unlike `splitlines`, gives an empty last line for a text that ends with a newline (as a file's does): drop it, `let lines = s.split(\"\\n\"); if lines.len() > 0 && lines[-1] == \"\" { lines.pop(); }`",
    ),
    ("lines", "`s.split(\"\\n\")`"),
    ("toString", "`x.to_string()` or `${x}`"),
    (
        "isalpha",
        "`s.is_alphabetic()` (of a text, as Python's: it has characters and each is a letter; of a character too, `c.is_alphabetic()`)",
    ),
    (
        "isdigit",
        "`s.is_numeric()` (of a text, as Python's: it has characters and each is a digit; of a character too, `c.is_numeric()`)",
    ),
    (
        "isspace",
        "`s.is_whitespace()` (of a text, as Python's: it has characters and each is a space; of a character too, `c.is_whitespace()`)",
    ),
    (
        "isalnum",
        "`s.is_alphanumeric()` (of a text, as Python's: it has characters and each is a letter or a digit; of a character too, `c.is_alphanumeric()`)",
    ),
    (
        "isupper",
        "`s.is_uppercase()` (of a text, as Python's: it has a letter and none in lower case; of a character too)",
    ),
    (
        "islower",
        "`s.is_lowercase()` (of a text, as Python's: it has a letter and none in upper case; of a character too)",
    ),
    (
        "capitalize",
        "`s.sub_string(0, 1).to_upper() + s.sub_string(1).to_lower()`",
    ),
    (
        "title",
        "`let t = \"\"; let up = true; for c in s.chars() { t += if up { c.to_upper() } else { c.to_lower() }; up = !c.is_alphabetic(); }` (`t` is the title: each letter after one that is not a letter is upper case, as Python's `title` does, `\"ev-charger\"` to `\"Ev-Charger\"`)",
    ),
    (
        "partition",
        "`let i = s.index_of(\":\"); let head = if i < 0 { s } else { s.sub_string(0, i) }; let rest = if i < 0 { \"\" } else { s.sub_string(i + 1) };` (the text before the first `:` and after it; `s.split(\":\", 2)` gives at most two parts)",
    ),
    (
        "rpartition",
        "`let parts = s.split(\":\"); let tail = parts.pop(); let head = parts.join(\":\");` (the text before and after the last `:`; with no `:`, `tail` is all of `s`)",
    ),
    (
        "index",
        "`s.index_of(\"4\")` or `arr.index_of(item)` (-1 when it is not there, where Python's `index` throws)",
    ),
    (
        "center",
        "`let gap = n - s.len(); let left = gap / 2 + (gap & n & 1); let centered = \"\".pad(left, \"=\") + s + \"\".pad(gap - left, \"=\");` (`s` centred in `n` characters, filled with \"=\"; where the gap is odd, Python's `center` puts the extra character left when `n` is odd, right when it is even, as `left` here does)",
    ),
    (
        "setdefault",
        "`let groups = #{}; if !(key in groups) { groups[key] = []; } groups[key].push(item);` (a list per key; another default in place of `[]`; the keys are strings, `n.to_string()` for a number; its keys come sorted, not in the order first set: for that order, also push each new key to an array of keys inside the `if`)",
    ),
    (
        "rsplit",
        "`s.split(\",\")` (with a count from the end, split it all and join the first parts back: `let parts = s.split(\",\"); let last = parts.pop(); let first = parts.join(\",\");`, so the part after the last separator is `last`, where Rhai's `split` with a count counts from the start)",
    ),
    ("casefold", "`s.to_lower()`"),
    (
        "swapcase",
        "`let t = \"\"; for c in s.chars() { t += if c.is_uppercase() { c.to_lower() } else { c.to_upper() }; }` (`t` is the swapped text)",
    ),
    ("discard", "`m.remove(key);` (a set is a map of keys)"),
    (
        "union",
        "`let both = m; both.mixin(other);` (a set is a map of keys)",
    ),
    (
        "intersection",
        "`m.keys().filter(|k| k in other)` (a set is a map of keys)",
    ),
    (
        "difference",
        "`m.keys().filter(|k| !(k in other))` (a set is a map of keys)",
    ),
    (
        "isnumeric",
        "`s.is_numeric()` (of a text, as Python's: it has characters and each is a digit; of a character too, `c.is_numeric()`)",
    ),
    (
        "toFixed",
        "`fixed(x, 2)`, with this `fn` at the top level of the code, which gives what `toFixed` gives for every number: `fn fixed(x, d) { let a = x.abs(); let s = a.to_fixed(20); let tail = s.sub_string(s.index_of(\".\") + 1 + d); let t = if tail == \"5\".pad(20 - d, \"0\") { ((a * 10.0 ** d).ceiling() / 10.0 ** d).to_fixed(d) } else { a.to_fixed(d) }; if x < 0.0 { \"-\" + t } else { t } }` (Rhai's own `x.to_fixed(2)` gives text with 2 digits, `\"62.40\"`, the same but for a number stored exactly halfway, as `11.25` and `0.125` are, which it takes to the even digit, `\"0.12\"`, where `toFixed` gives `\"0.13\"`; a number only printed near a half, as `3.3049999999999997` is, is no tie in either); `(x * 100.0).round() / 100.0` for a rounded number, which prints as `200.0` when whole: `let r = (x * 100.0).round() / 100.0; if r == r.floor() { r.to_int() } else { r }` prints `200`)",
    ),
    (
        "toExponential",
        "`exponential(x, 2)`, with this `fn` at the top level of the code, which gives what `toExponential` gives: `fn exponential(x, d) { let a = x.to_float().abs(); let e = if a == 0.0 { 0 } else { a.log().floor().to_int() }; let m = (a / 10.0 ** e).to_fixed(d); if m.starts_with(\"10\") { e += 1; m = (a / 10.0 ** e).to_fixed(d); } (if x < 0 { \"-\" } else { \"\" }) + m + \"e\" + (if e < 0 { \"-\" } else { \"+\" }) + e.abs() }` (`exponential(1234.5, 2)` is `\"1.23e+3\"`, `exponential(0.000456, 1)` is `\"4.6e-4\"`; its digits round as `to_fixed` rounds)",
    ),
    (
        "charCodeAt",
        "`s[0].to_int()` (the code of the character at index 0; `n.to_char()` goes back)",
    ),
    (
        "format",
        "`\"n = \" + x`, or a backtick string with `${x}` in it",
    ),
    (
        "count",
        "`s.split(\"@\").len() - 1` (how often a text occurs in `s`; in an array, `arr.filter(|v| v == item).len()`)",
    ),
    (
        "most_common",
        "a list of the counts, sorted by count alone with ties in the order first counted, as Python's is (a map keeps its keys sorted, so keep that order in an array as you count): `let order = []; let counts = #{}; for v in arr { let k = v.to_string(); if !(k in counts) { order.push(k); } counts[k] = (counts[k] ?? 0) + 1; } let top = order.map(|k| [k, counts[k]]); top.sort(|a, b| b[1] - a[1]); top.truncate(2);` (each item a pair, the key and its count, as Python's; `sort` keeps equal items in their order; truncate to the count `most_common` was given, if it was given one); where the code adds its own amounts to the counter, add each amount in the loop in place of the 1",
    ),
];

/// What Python's `strip` is told: the sandbox's `trim`, of whitespace or
/// of the characters given.
pub(crate) const STRIP: &str = "`s.trim()` for whitespace, `s.trim(\"-\")` for each character of the text given at either end (as Python's `strip` with characters); the sandbox's `trim` changes `s` itself and returns it: where `s` is read after as it was, trim a copy, `let t = s; t.trim(\"-\");`, then read `t`";

/// What `parseInt` is told: `parse_int` throws where it gives NaN.
pub(crate) const PARSE_INT: &str = "`parse_int(s)` (it throws on text that is no number, `\"\"` or `\"abc\"`, where JavaScript gives NaN: for text that may not be one, `fn to_int(s) { try { parse_int(s) } catch { () } }` gives `()` instead; it throws on `\"12abc\"` too, of which JavaScript's `parseInt` reads the leading digits, 12: for those, take them first, `let d = \"\"; for c in s.chars() { if !c.is_numeric() { break; } d += c; }`)";

/// How a number that may be whole or not prints as JavaScript prints it
/// (trial 74's `-1.0` in an error's text): a macro, so that the `Number`
/// entry of [`FUNCTIONS`] and the `map(Number)` point share one text.
macro_rules! js_number_text {
    () => {
        "where a number that may be whole is printed, `fn js_text(x) { if type_of(x) == \"f64\" && x == x.floor() { x.to_int() } else { x } }` prints it as JavaScript does (`-1` for -1.0, `6.5` for 6.5, an int as it is): `${js_text(hours)}`"
    };
}

/// [`js_number_text`]'s text.
pub(crate) const JS_NUMBER_TEXT: &str = js_number_text!();

/// What `isNaN` and `Number.isNaN` are told: no parse gives NaN.
pub(crate) const NO_NAN: &str = "`parse_int` and `parse_float` throw on text that is no number instead of giving NaN, so catch that: `fn to_number(s) { try { parse_float(s) } catch { () } }` gives `()` for it, tested with `n == ()`, where `Number(s)` or `parseFloat(s)` gives NaN (for `parseInt(s)`, `parse_int` in its place, which throws on \"6.5\"; `x.is_nan()` tests a float)";

/// Function names (`name(...)`, no receiver) and the Rhai to write instead.
pub(crate) const FUNCTIONS: &[(&str, &str)] = &[
    (
        "accumulate",
        "a loop for a running total, `let so_far = 0; let running = []; for x in arr { so_far += x; running.push(so_far); }`",
    ),
    // (Trial 110's `divmod(secs, 60)` was told nothing.)
    (
        "divmod",
        "`[a / b, a % b]`, the quotient and the remainder of two ints (as Python's where neither is below 0), or each where it is used, `let q = a / b; let r = a % b;`",
    ),
    ("parseInt", PARSE_INT),
    (
        "parseFloat",
        "`parse_float(s)` (it throws on text that is no number, where JavaScript gives NaN: for text that may not be one, `fn to_number(s) { try { parse_float(s) } catch { () } }` gives `()` instead)",
    ),
    (
        "Number",
        concat!(
            "`parse_float(s)` (or `parse_int(s)`; both throw on text that is no number, where `Number` gives NaN, and on an empty or blank text, which `Number` makes 0: where a field may be empty, test `s.trim() == \"\"` first (the sandbox's `trim` changes `s` itself, which the parse after takes as well); for text that may not be a number, `fn to_number(s) { try { parse_float(s) } catch { () } }` gives `()` instead). A float prints with its fraction, `600.0` where JavaScript prints `600`: for whole numbers use `parse_int(s)`; ",
            js_number_text!()
        ),
    ),
    // (A float from `parse_float` prints `14.0`, trial 102.)
    (
        "String",
        concat!("`x.to_string()` (of a number: ", js_number_text!(), ")"),
    ),
    (
        "isNaN",
        "`x.is_nan()` for a float; but `parse_int` and `parse_float` throw on text that is no number instead of giving NaN, so catch that: `fn to_int(s) { try { parse_int(s) } catch { () } }` gives `()` for it, tested with `n == ()`",
    ),
    (
        "str",
        "`x.to_string()` (or `${x}` in a backtick string); of an object whose class has a `__str__`, call that method on it instead, since `x.to_string()` of a map prints its keys, and of a caught exception, read the message the thrown value carries",
    ),
    (
        "float",
        "`parse_float(s)` for a string, `n.to_float()` for a number",
    ),
    (
        "sum",
        "`arr.reduce(|total, v| total + v, 0)` (with a field: `rows.map(|r| r.score).reduce(|total, v| total + v, 0)`; of yes-or-no values, count the trues, `rows.filter(|r| r.done).len()`, since Rhai adds no bool to a number)",
    ),
    (
        "sorted",
        "`let copy = arr; copy.sort();` and use `copy` (`sort` sorts in place and returns nothing; the `let` copies the array, as `sorted` would); for a map's keys, `let keys = m.keys(); keys.sort();` (keys are text, which sorts as text, \"10\" before \"9\": for keys that stand for numbers, `let keys = m.keys(); keys.sort(|a, b| parse_int(a) - parse_int(b));`). By a field, give `sort` a comparer that returns a negative number when `a` comes first, 0 when equal, a positive one when `b` does: `|a, b| a.age - b.age` (for Python's reverse order, the other way round, `|a, b| b.age - a.age`), or for strings `|a, b| if a.name < b.name { -1 } else if a.name > b.name { 1 } else { 0 }`. With no comparer `sort` orders numbers or strings only: an array of objects (maps) or of tuples (arrays) needs one, which compares what Python would, field by field (text or numbers), `|a, b| if a[0] < b[0] { -1 } else if a[0] > b[0] { 1 } else if a[1] < b[1] { -1 } else if a[1] > b[1] { 1 } else { 0 }`",
    ),
    // (`enumerate(xs, start=1)`: trial 88's `pos == 1` was off by one.)
    (
        "enumerate",
        "`for (item, i) in arr { ... }` (`i` counts from 0: for a count from another start, as Python's `start` gives, add the start to `i` where the count is read)",
    ),
    // (`next(fh)` to skip a file's header, trial 90: untold, the header
    // was read as a row.)
    (
        "next",
        "an array's first item, where Python's `next` takes one: for the first that passes a test, `next(x for x in xs if ...)`, filter and take item 0 of what is left, after testing that something is (`next`'s default where nothing is); where `next(...)` skips a file's first line, its header, loop over the lines after it, `let lines = text.split(\"\\n\"); for line in lines.extract(1) { ... }` (and count them from 2, as the file does)",
    ),
    // (`return iter(sorted(...))` in `__iter__`, trial 85: "no function
    // `iter`" at the next mount.)
    (
        "iter",
        "the array itself, which a `for` walks as it is: where Python returns `iter(...)` of an array, `return arr;` (of a map's values or keys, `m.values()`, in the keys' sorted order, where Python's dict keeps the order they were set: for that order, keep an array of the keys as they are set and map it to the values)",
    ),
    (
        "isinstance",
        "`type_of(x) == \"string\"` (the names `type_of` gives: \"string\", \"i64\" for an int, \"f64\" for a float, \"array\", \"map\", \"bool\", \"()\"; an object is a map, so for a class test a key its maker function sets, `m.class_name == \"Order\"` with a key `class_name` set to \"Order\" in the map `new_order` returns (a subclass's maker sets its own; test each class a subclass counts as))",
    ),
    ("type", "`type_of(x)`"),
    (
        "getattr",
        "`m[key]`, a map's entry read by its key's name (with a default, `m[key] ?? 0`)",
    ),
    ("chr", "`n.to_char()` (`97.to_char()` is `'a'`)"),
    ("ord", "`c.to_int()` (on a character, e.g. `s[0].to_int()`)"),
    (
        "list",
        "an array literal, `[a, b]`; to copy an array, `let copy = arr;`; a string's characters as an array, `s.to_chars()` (`s.chars()` is for a `for` loop only); of a map, its keys, `m.keys()`; of a generator or a comprehension, the array its own point writes",
    ),
    (
        "dict",
        "a map literal, `#{ a: 1 }` (it keeps its keys sorted, not in the order inserted: for an order of your own, such as `dict(sorted(...))`, keep an array of pairs, `[[key, value], ...]`, or of the keys)",
    ),
    ("tuple", "an array, `[a, b]`"),
    (
        "bool",
        "a test of what you mean: `arr.len() > 0` for a list, `s != \"\"` for a text, `x != ()` for a value that may be missing",
    ),
    (
        "deque",
        "an array: `arr.push(3)` adds at the end, `arr.insert(0, 3)` at the front, `arr.pop()` and `arr.shift()` take from the end and the front; for a `maxlen`, drop the front when it grows past it, `arr.push(3); if arr.len() > 2 { arr.shift(); }`",
    ),
    (
        "groupby",
        "a map of groups, `let groups = #{}; for r in rows { let k = r.score.to_string(); if !(k in groups) { groups[k] = []; } groups[k].push(r); }` (the map's keys come back sorted as text, `\"10\"` before `\"2\"`: for a key of text a sort by it alone is not needed first, but a sort by more keys is, for the order inside each group: sort the array first, then group; where the groups' order matters, as for a key that is a number, whose text order is not Python's, or a sort by another key before `groupby`, also push each new key to an array of keys inside the `if`, in the items' order, and loop over that array)",
    ),
    (
        "reversed",
        "`let copy = arr; copy.reverse();` and use `copy`",
    ),
    (
        "any",
        "`arr.some(|v| v > 0)` (a method of the array, with a test)",
    ),
];

/// What `all(xs)` is told: `all` is a method of the array, with a test.
pub(crate) const ALL: &str = "`all` is a method of the array and takes a test: write `arr.all(|v| v > 0)` (and `arr.some(|v| v > 0)` for Python's `any`)";

/// What Python's `set(xs)` is told: Rhai's `set` is an indexer's setter.
pub(crate) const SET_OF: &str = "Rhai has no sets: a set is a map of keys, `let seen = #{}; for w in s.split(\" \") { seen[w] = true; } let count = seen.len(); let items = seen.keys();` (and `contains` tests one)";

/// What `set("ABC")` and `frozenset("ABC")` of a text are told.
pub(crate) const SET_OF_CHARS: &str = "Rhai has no sets: a set of a text's characters is a map of them as keys, `let s = #{}; for c in \"ABC\".to_chars() { s[c.to_string()] = true; }`, and `x in s` tests a one-letter text";

/// What `map(f, xs)` and `filter(f, xs)` are told.
pub(crate) const MAP_ON_ARRAY: &str = "`map` and `filter` are methods of the array, with the closure as their argument: write `arr.map(|v| v * 2)`, `arr.filter(|v| v > 1)`";

/// What Python's `reduce(f, xs, start)` is told.
pub(crate) const REDUCE_ON_ARRAY: &str = "`reduce` is a method of the array, with the closure and then the start: write `arr.reduce(|total, v| total + v, 0)`, on the array, which Python's `reduce` takes second";

/// What an argument of a call is, as far as the code tells before it runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Arg {
    /// A closure (`|r| r.score`), or a Python keyword argument (`key=...`).
    Closure,
    /// An array literal.
    Array,
    /// A map literal.
    Map,
    /// A string literal.
    Str,
    /// A number or bool literal.
    Scalar,
    /// A string's `chars()`, a stream to loop over, not an array.
    Stream,
    /// Anything else: its type is known only when it runs.
    Other,
}

/// What an array's method of `s.chars()` is told: a stream has none.
pub(crate) const STREAM: &str = "`s.chars()` is a stream to loop over with `for`, not an array, and has no array methods (the call fails when it runs): write `s.to_chars()` for an array of the characters, `s.to_chars().all(|c| c.is_numeric())`, or test the text itself, `s.is_numeric()` (true where every character is a digit)";

/// What `m.pop("key")` is told: a map's `remove`.
pub(crate) const POP_KEY: &str = "a map has no `pop`: `m.remove(\"key\")` takes the key out and gives its value (`()` when it is missing, where Python's `pop` throws; for `pop(key, default)`, `m.remove(\"key\") ?? default`); an array's `pop()` takes no index: `arr.remove(i)`";

/// What `max(rows, key=...)`, `max(rows, f)` and `max(xs)` are told.
pub(crate) const MAX_BY: &str = "Rhai's `max(a, b)` and `min(a, b)` compare two numbers; they take no array, closure or keyword argument. To pick the item with the highest field, loop, `let best = rows[0]; for r in rows { if r.score > best.score { best = r; } }` (Python's key of several fields, a tuple, compares the next where one is equal: test each in the `if`, joined with `||` and `&&`; with `>`, the first of a full tie stays, as with Python's `max`), or sort a copy, `let top = rows; top.sort(|a, b| b.score - a.score); top[0]`; for the largest number of an array, write `arr.reduce(|top, v| max(top, v), arr[0])` (for an empty one, where Python gives its default, `if arr.len() > 0 { arr.reduce(|top, v| max(top, v), arr[0]) } else { 0 }`)";

/// What `round(x, 2)` is told.
pub(crate) const ROUND: &str = "`round` takes one float and no number of digits: for 2 digits write `parse_float(x.to_fixed(2))`, which rounds as Python's round to 2 digits does (the number as stored, a tie to the even digit: 4.125 to 4.12, 4.095 to 4.09), where `(x * 100.0).round() / 100.0` takes a half away from zero, as JavaScript's Math.round of x * 100, then / 100, does for a number not below 0 (Math.round(-2.5) is -2). An int / an int divides as integers (`7 / 2` is 3), so convert first: `n.to_float() / 2.0`";

/// What Python's `round(x)` is told: Rhai's gives a float and takes a
/// half away from zero, where Python's gives an int and takes it to the
/// even number.
pub(crate) const HALF_TO_EVEN: &str = "Python's `round(x)` gives an int and takes a half to the even number (`round(2.5)` is 2); Rhai's `x.round()` gives a float and takes a half away from zero (`2.5.round()` is 3.0): write `parse_int(x.to_float().to_fixed(0))` for Python's int, a half to the even number (of an int / an int, `parse_int((a.to_float() / b).to_fixed(0))`, since `7 / 2` is 3); `x.to_float().round().to_int()` takes a half away from zero, as JavaScript's Math.round does for a positive number";

/// What `s.find("#")` is told: Rhai's `find` takes a test, on an array.
pub(crate) const FIND_TEXT: &str = "Rhai's `find` takes a test and looks in an array: for where a text is in a string, write `s.index_of(\"#\")` (-1 when it is not there, as Python's `find` gives; from a position, `s.index_of(\"#\", 2)`)";

/// What `" " * n` is told: Rhai has no `*` of a string.
pub(crate) const REPEAT_TEXT: &str = "Rhai has no `*` of a string and a number: write `\"\".pad(n, \" \")` for a text of `n` spaces (`\"\".pad(n, \"-\")` for a text of `-`)";

/// What `lines.push("", text)` is told: Rhai's `push` adds one item.
pub(crate) const PUSH_MANY: &str = "Rhai's `push` adds one item: write `arr.push(1); arr.push(2);`, or add an array's items, `arr += [1, 2];`";

/// What `m.get(key, default)` is told.
pub(crate) const GET_DEFAULT: &str = "a map has no `get` with a default: a missing key reads as `()`, which ?? replaces, so write `m[key] ?? 0` (for a tool's argument, `args.names ?? []`)";

/// What `" ".join(xs)` is told.
pub(crate) const JOIN: &str =
    "`join` is called on the array, with the separator as its argument: write `arr.join(\" \")`";

/// What `xs.append(item)` with one item is told.
pub(crate) const APPEND: &str =
    "`append` adds another array's items: write `arr.push(item)` to add one item";

/// What Python's `int(s)` is told: Rhai's `int(x)` is a float's integral
/// part, as a float, and takes no string.
pub(crate) const INT: &str = "Rhai's `int(x)` gives a float's integral part as a float and takes no string: write `parse_int(x)`, which takes a text or a number as Python's `int` does (a float's whole part), or `x.to_int()` for a float (a tool's argument of type integer arrives as an int: it needs neither)";

/// What `min(a, b, c)` is told: Rhai's takes two numbers.
pub(crate) const MIN_OF_MANY: &str = "Rhai's `min(a, b)` and `max(a, b)` take two numbers: for more, nest the calls, `min(min(a, b), n)`";

/// What `range(n)` is told.
pub(crate) const RANGE: &str = "Rhai's `range` takes a start and an end: write `0..n` (as in `for i in 0..n { ... }`) instead of Python's one-argument range";

/// What `zip(a, b)` is told.
pub(crate) const ZIP: &str = "Rhai's `zip` takes two arrays and a closure that joins each pair: write `arr.zip(items, |a, b| [a, b])`, or, for two arrays or more, loop over the indexes, `for i in 0..arr.len() { ... }`";

/// The words for a call of a native name in a shape no native function
/// of that name takes (`max(rows, f)`, `round(x, 2)`, `m.get(k, d)`):
/// `args` are all its arguments, the receiver of a method first, since
/// `x.f(a)` calls `f(x, a)`.
pub(crate) fn misused(name: &str, args: &[Arg]) -> Option<&'static str> {
    let literal = |a: &Arg| matches!(a, Arg::Map | Arg::Str | Arg::Scalar | Arg::Closure);
    match (name, args) {
        (
            "all" | "some" | "map" | "filter" | "reduce" | "len" | "contains" | "index_of" | "find"
            | "join" | "sort" | "reverse" | "is_empty" | "for_each",
            [Arg::Stream, ..],
        ) => Some(STREAM),
        ("max" | "min", [_]) => Some(MAX_BY),
        ("max" | "min", _) if args.iter().any(|a| matches!(a, Arg::Closure | Arg::Array)) => {
            Some(MAX_BY)
        }
        // `min(pages, entries, queries)`: Python's of three (trial 90's
        // failed only when called).
        ("max" | "min", [_, _, _, ..]) => Some(MIN_OF_MANY),
        ("round", [_, _, ..]) => Some(ROUND),
        ("get", [_, _, _, ..]) => Some(GET_DEFAULT),
        ("find", [_, Arg::Str, ..]) => Some(FIND_TEXT),
        ("push", [_, _, _, ..]) => Some(PUSH_MANY),
        // `" " * pad`: Python's repetition of a string.
        ("*", [Arg::Str, _] | [_, Arg::Str]) => Some(REPEAT_TEXT),
        ("join", [Arg::Str, b]) if *b != Arg::Str => Some(JOIN),
        // A string's `append` takes any value (`s.append("'")`).
        ("append", [a, b]) if *a != Arg::Str && literal(b) => Some(APPEND),
        ("range", [_]) => Some(RANGE),
        ("int", [Arg::Str]) => Some(INT),
        ("zip", [_, _]) => Some(ZIP),
        // `zip(weeks, totals, running)`: three arrays, no closure.
        ("zip", [_, _, Arg::Array, ..]) => Some(ZIP),
        ("all", [_]) => Some(ALL),
        // (`frozenset("ABC")`, a text's characters: trial 168's was told
        // nothing but its `let`.)
        ("set" | "frozenset", [Arg::Str]) => Some(SET_OF_CHARS),
        ("set" | "frozenset", [_]) => Some(SET_OF),
        // `row.pop("stamp")`: Python's `pop` of a dict's key.
        ("pop", [_, Arg::Str, ..]) => Some(POP_KEY),
        ("map" | "filter", [Arg::Closure, _]) => Some(MAP_ON_ARRAY),
        ("reduce", [Arg::Closure, _, ..]) => Some(REDUCE_ON_ARRAY),
        _ => None,
    }
}

/// The sandbox's methods of a text that change the text they are called
/// on and return it too (`engine/stdlib.rs`), so that a chain reads as in
/// JavaScript, `s.trim().split(",")`.
pub(crate) const TEXT_CHANGED_AND_RETURNED: &[&str] =
    &["trim", "trim_start", "trim_end", "replace", "pad"];

/// Methods that change the value they are called on and return `()`.
/// (`pad` is not one: a string's returns the padded string too.)
pub(crate) const IN_PLACE: &[&str] = &[
    "sort",
    "sort_by",
    "sort_desc",
    "reverse",
    "push",
    "append",
    "insert",
    "clear",
    "truncate",
    "dedup",
    "mixin",
];

/// Methods that change the value they are called on, which a constant
/// refuses.
pub(crate) const CHANGING: &[&str] = &[
    "push",
    "append",
    "insert",
    "remove",
    "pop",
    "shift",
    "clear",
    "truncate",
    "sort",
    "dedup",
    "retain",
    "drain",
    "splice",
    "pad",
    "mixin",
    "fill_with",
];

/// The Rhai for the method `name`, if it is a foreign one.
pub(crate) fn method(name: &str) -> Option<&'static str> {
    METHODS.iter().find(|(n, _)| *n == name).map(|(_, r)| *r)
}

/// The Rhai for the function `name`, if it is a foreign one.
pub(crate) fn function(name: &str) -> Option<&'static str> {
    FUNCTIONS.iter().find(|(n, _)| *n == name).map(|(_, r)| *r)
}

/// What a call of the foreign method `.name(...)` is told.
pub(crate) fn method_hint(name: &str, rhai: &str) -> String {
    format!("Rhai has no method `{name}`: write {rhai}")
}

/// What a call of the foreign function `name(...)` is told.
pub(crate) fn function_hint(name: &str, rhai: &str) -> String {
    format!("Rhai has no function `{name}`: write {rhai}")
}

/// What a call of `name(...)` is told when no function of that name
/// exists and the code defines none; `nearest` is a native function with a
/// close name.
pub(crate) fn unknown_function(name: &str, nearest: Option<&str>) -> String {
    if matches!(name, "timestamp" | "now" | "time" | "date" | "clock") {
        return format!("no function `{name}` exists: {}", super::advice::NO_CLOCK);
    }
    match nearest {
        Some(near) => format!(
            "no function `{name}` exists in the sandbox and the code defines none: did you mean `{near}`? (`x.{near}(a)` calls `{near}(x, a)`; cordis_inspect {{ what: \"functions\", name: \"{near}\" }} gives its signatures)"
        ),
        None => format!(
            "no function `{name}` exists in the sandbox and the code defines none: define it with `fn {name}(...) {{ ... }}`; cordis_inspect {{ what: \"functions\" }} lists the functions there are"
        ),
    }
}

/// What `x.name(...)` is told when no function or method goes by `name`.
pub(crate) fn no_such_method(name: &str, nearest: Option<&str>) -> String {
    let instead = match nearest {
        Some(near) => format!("did you mean `{near}`? (cordis_inspect {{ what: \"functions\", name: \"{near}\" }} gives its signatures)"),
        None => "cordis_inspect { what: \"functions\" } lists the functions there are, and the method form `x.f(a)` calls any of them as `f(x, a)`".to_owned(),
    };
    format!(
        "no function `{name}` exists in the sandbox, and the code defines no `fn {name}` and no map key `{name}`, so `.{name}(...)` fails when it runs unless the value is a service's map that has it: {instead}"
    )
}

/// What `this` in a closure given to a call is told, at mount and when
/// it runs ("'this' not bound").
pub(crate) const THIS_IN_CLOSURE: &str = "a closure given to a call (`map`, `filter`, `sort`, ...) has no `this` (only a function called as a method, `obj.f()`, has one): copy what it needs into a variable first, `let rates = this.rates;`, use that inside the closure, and if the closure changes it, write it back after, `this.rates = rates;`";

/// What a change to a copy of an element is told.
pub(crate) fn changed_element(target: &str, var: &str, from: &str) -> String {
    let rest = target.strip_prefix(var).unwrap_or_default();
    format!(
        "`{var}` is a copy of `{from}` (Rhai copies an element into a variable, where JavaScript and Python share it), so `{target} = ...` leaves `{from}` as it was: change the element itself, `{from}{rest} = ...;`, or write the copy back after the change, `{from} = {var};`"
    )
}

/// What a change of a copy through a method of the code's is told.
pub(crate) fn changed_by_method(var: &str, method: &str, from: &str) -> String {
    format!(
        "`{var}` is a copy of `{from}` (Rhai copies an element into a variable, where JavaScript and Python share it), so `{var}.{method}(...)` changes the copy and leaves `{from}` as it was: write the copy back after the change, `{from} = {var};`"
    )
}

/// What a closure that uses the value its chain starts from is told.
pub(crate) fn shared_in_chain(var: &str, method: &str, before: &str, held: &str) -> String {
    format!(
        "the closure given to `{method}` uses `{var}`, the value this chain starts from, which Rhai holds while the chain runs, so the line fails (\"Data race detected\") every time it runs: keep `{before}` in a variable of its own first, `let {held} = {before}; {held}.{method}(...)`, or write a `for` loop"
    )
}

/// What `.method(...)` followed by `.next` is told.
pub(crate) fn after_in_place(method: &str, next: &str) -> String {
    format!(
        "`{method}` changes the array in place and returns `()`, so the `.{next}` chained after it fails: call it on its own line, then use the variable, e.g. `let a = [3, 1, 2]; a.sort(); a.len()`"
    )
}

/// What `let t = receiver.method(...)` is told when `receiver` is read
/// again at line `read_at`.
pub(crate) fn changed_receiver(
    receiver: &str,
    method: &str,
    read_at: usize,
    whole: bool,
) -> String {
    let args = if method == "trim" { "" } else { "..." };
    let read = match receiver.split_once('.') {
        Some((variable, _)) if whole => {
            format!("`{variable}`, read whole at line {read_at}, holds the changed `{receiver}`")
        }
        _ => format!("`{receiver}` read at line {read_at} is the changed one"),
    };
    format!(
        "`{receiver}.{method}({args})` changes `{receiver}` itself as well as returning the new string (the sandbox's `trim`, `replace` and `pad` work in place), so {read}: to keep `{receiver}` as it was, work on a copy, `let t = {receiver};` on a line before, then `t.{method}({args})`"
    )
}

/// What a `fn` that changes its parameter `param` is told.
pub(crate) fn changed_parameter(function: &str, param: &str) -> String {
    format!(
        "`{param}` is changed inside `fn {function}`, which gets a copy of each argument: the change is lost when it returns, unless `{function}` returns `{param}` and the caller keeps it (`x = {function}(x, ...)`). Or write the `fn` with `this` in place of `{param}` and call it as a method, `x.{function}(...)`, which changes `x` itself"
    )
}

/// What a closure held in a constant, `name`, is told.
pub(crate) fn constant_closure(name: &str) -> String {
    let renamed = if HELPER_NAMES.contains(&name) {
        format!(
            "; name it otherwise, `{name}_of`: `{name}` is also a function of Rhai's own, which `{name}(...)` calls instead of the closure"
        )
    } else {
        String::new()
    };
    format!(
        "`{name}` is a `const` holding a closure, which Rhai cannot call from inside another closure or a `fn` (\"Function not found\"), and a plugin's tools and `apply` are closures: declare it with `let {name} = |...| ...;`, which closures can call (a `fn` sees no variable around it: make the helper a `fn` too, `fn {name}(...) {{ ... }}`, to call it from other `fn`s){renamed}"
    )
}

/// Names a model gives its helpers that are functions of Rhai's own: a
/// closure in a variable of such a name is never reached by a call.
pub(crate) const HELPER_NAMES: &[&str] = &[
    "pad",
    "round",
    "floor",
    "split",
    "trim",
    "max",
    "min",
    "abs",
    "sort",
    "reverse",
    "contains",
    "replace",
    "range",
    "sign",
    "sqrt",
    "truthy",
    "get",
    "set",
    "keys",
    "values",
    "len",
    "map",
    "filter",
    "join",
    "find",
    "push",
    "remove",
    "insert",
    "chars",
    "some",
    "all",
    "reduce",
    "slice",
    "mean",
    "fsum",
    "to_float",
    "to_int",
    "to_string",
    "to_upper",
    "to_lower",
    "parse_int",
    "parse_float",
    "ceiling",
    "index_of",
    "to_json",
    "parse_json",
    "pad_start",
    "pad_end",
    "starts_with",
    "ends_with",
    "sub_string",
    "extract",
];

/// What `target = xs.method(...)` is told, `method` changing `xs` in place.
pub(crate) fn kept_from_in_place(method: &str, target: &str) -> String {
    format!(
        "`{method}` changes the array in place and returns `()`, so `{target}` gets `()`: call it on its own line, then keep the array, e.g. `let a = [3, 1, 2]; a.sort(); let sorted = a;`"
    )
}

/// What `for var in receiver.method(...)` is told.
pub(crate) fn loop_over_in_place(method: &str, receiver: Option<&str>, var: &str) -> String {
    match receiver {
        Some(array) => format!(
            "`{method}` changes `{array}` in place and returns `()`, so this loop runs over `()` and fails: call it on its own line, then loop over the array, `{array}.{method}(); for {var} in {array} {{ ... }}`"
        ),
        None => format!(
            "`{method}` changes the array in place and returns `()`, so this loop runs over `()` and fails: keep the array in a variable, change it on its own line, then loop over it, `let xs = ...; xs.{method}(); for {var} in xs {{ ... }}`"
        ),
    }
}

/// What a constant `name` that `change` (`.push(...)`, `m[...] = ...`)
/// changes is told.
pub(crate) fn constant_changed(name: &str, change: &str) -> String {
    format!(
        "`{name}` is declared with `const` and `{change}` changes it, which a constant refuses: declare it with `let {name} = ...;` instead, e.g. `let items = [1]; items.push(2);`"
    )
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::limits::Limits;
    use crate::sandbox::engine::locked_down;
    use crate::sandbox::facade::slots::SlotTable;
    use crate::sandbox::rewrite::closure_calls;

    #[test]
    fn no_foreign_name_is_a_native_function() {
        let engine = locked_down::build(&Limits::default(), &Arc::new(SlotTable::new()));
        let natives = closure_calls::native_names(&engine);
        for (name, _) in METHODS.iter().chain(FUNCTIONS) {
            assert!(!natives.contains(*name), "`{name}` is a native function");
        }
        // A helper named so is a function of Rhai's own, as said.
        for name in HELPER_NAMES {
            assert!(natives.contains(*name), "`{name}` is no native function");
        }
        // And the ones said to be the sandbox's are.
        for name in crate::sandbox::teach::globals::PYTHON_FUNCTIONS {
            assert!(natives.contains(*name), "`{name}` is no native function");
        }
        for name in IN_PLACE.iter().chain(CHANGING).chain(HELPER_NAMES) {
            assert!(natives.contains(*name), "`{name}` is no native function");
        }
    }

    /// Each shape `misused` refuses fails every time it runs.
    #[test]
    fn every_misused_shape_fails() {
        use rhai::EvalAltResult;
        let engine = locked_down::build(&Limits::default(), &Arc::new(SlotTable::new()));
        let cases: &[(&str, &str, &[Arg])] = &[
            ("max", "max([1, 2])", &[Arg::Array]),
            ("max", "max([1, 2], |r| r)", &[Arg::Array, Arg::Closure]),
            ("max", "[1, 2].max(|r| r)", &[Arg::Array, Arg::Closure]),
            (
                "min",
                "min(1, 2, 3)",
                &[Arg::Scalar, Arg::Scalar, Arg::Scalar],
            ),
            ("round", "round(2.5, 2)", &[Arg::Scalar, Arg::Scalar]),
            ("round", "2.5.round(2)", &[Arg::Scalar, Arg::Scalar]),
            ("find", "\"a#b\".find(\"#\")", &[Arg::Str, Arg::Str]),
            (
                "push",
                "[1].push(2, 3)",
                &[Arg::Array, Arg::Scalar, Arg::Scalar],
            ),
            ("*", "\" \" * 3", &[Arg::Str, Arg::Scalar]),
            ("*", "let n = 2; n * \"-\"", &[Arg::Other, Arg::Str]),
            ("find", "[\"a\"].find(\"a\")", &[Arg::Array, Arg::Str]),
            (
                "get",
                "#{}.get(\"a\", 0)",
                &[Arg::Map, Arg::Str, Arg::Scalar],
            ),
            ("join", "\" \".join([\"a\"])", &[Arg::Str, Arg::Array]),
            ("append", "[1].append(#{ a: 1 })", &[Arg::Array, Arg::Map]),
            ("append", "[1].append(2)", &[Arg::Array, Arg::Scalar]),
            ("append", "[1].append(\"a\")", &[Arg::Array, Arg::Str]),
            ("range", "range(3)", &[Arg::Scalar]),
            ("zip", "zip([1], [2])", &[Arg::Array, Arg::Array]),
            (
                "zip",
                "zip([1], [2], [3])",
                &[Arg::Array, Arg::Array, Arg::Array],
            ),
            ("int", "int(\"3\")", &[Arg::Str]),
            ("all", "all([true])", &[Arg::Array]),
            ("set", "set([1, 2])", &[Arg::Array]),
            (
                "pop",
                "#{ stamp: \"x\" }.pop(\"stamp\")",
                &[Arg::Map, Arg::Str],
            ),
            ("map", "map(|v| v, [1])", &[Arg::Closure, Arg::Array]),
            ("filter", "filter(|v| v, [1])", &[Arg::Closure, Arg::Array]),
            (
                "reduce",
                "reduce(|a, b| a + b, [1, 2], 0)",
                &[Arg::Closure, Arg::Array, Arg::Scalar],
            ),
        ];
        for (name, code, args) in cases {
            assert!(misused(name, args).is_some(), "{code} is not refused");
            let err = engine.run(code).unwrap_err();
            assert!(
                matches!(*err, EvalAltResult::ErrorFunctionNotFound(..)),
                "{code}: {err}"
            );
        }
        // The shapes Rhai has stay.
        for (name, args) in [
            ("max", &[Arg::Other, Arg::Other][..]),
            ("round", &[Arg::Other]),
            ("get", &[Arg::Other, Arg::Str]),
            ("join", &[Arg::Other, Arg::Str]),
            ("append", &[Arg::Other, Arg::Other]),
            ("append", &[Arg::Other, Arg::Array]),
            ("range", &[Arg::Scalar, Arg::Other]),
            ("zip", &[Arg::Other, Arg::Other, Arg::Closure]),
            ("all", &[Arg::Other, Arg::Closure]),
            ("map", &[Arg::Other, Arg::Closure]),
        ] {
            assert!(misused(name, args).is_none(), "{name}{args:?} is refused");
        }
    }

    #[test]
    fn every_suggestion_runs_as_written() {
        let engine = locked_down::build(&Limits::default(), &Arc::new(SlotTable::new()));
        let samples = "let s = \"42\"; let arr = [1, 2]; let items = [3]; let item = 1; \
             let m = #{ a: 1 }; let other = #{ b: 2 }; let key = \"a\"; let x = 2.5; \
             let c = 'a'; let a = 1; let b = 4; let value = #{ a: [1] }; let n = 3; \
             let rows = [#{ score: 1, done: true }, #{ score: 2, done: false }]; let args = #{ names: [\"a\"] };";
        let shaped = [
            MAX_BY,
            MIN_OF_MANY,
            ROUND,
            GET_DEFAULT,
            JOIN,
            APPEND,
            RANGE,
            ZIP,
            INT,
            ALL,
            SET_OF,
            MAP_ON_ARRAY,
            HALF_TO_EVEN,
            FIND_TEXT,
            PUSH_MANY,
            REDUCE_ON_ARRAY,
            REPEAT_TEXT,
        ];
        let all = METHODS
            .iter()
            .chain(FUNCTIONS)
            .copied()
            .chain(shaped.iter().map(|words| ("(shaped)", *words)));
        for (name, rhai) in all {
            // The `fn`s an entry writes are there for its other forms.
            let fns: Vec<&str> = rhai
                .split('`')
                .skip(1)
                .step_by(2)
                .filter(|code| code.starts_with("fn "))
                .collect();
            let samples = format!("{}\n{samples}", fns.join("\n"));
            for code in rhai.split('`').skip(1).step_by(2) {
                let samples = if code.starts_with("fn ") {
                    samples.replace(code, "")
                } else {
                    samples.clone()
                };
                // Forms (`for c in s.chars()`, `${x}`) are not statements.
                // A bare name (`round`) is what is called, not code.
                let bare = !code.contains(['(', '.', '[', '=', ' ']);
                if bare
                    || code.contains("...")
                    || code.starts_with("${")
                    || code.starts_with("for ")
                {
                    continue;
                }
                let script = format!("{samples}\n{code}");
                engine
                    .run(&script)
                    .unwrap_or_else(|e| panic!("{name}: `{code}` fails: {e}"));
            }
        }
    }
}

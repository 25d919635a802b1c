//! Each item of a first answer told in the code's own terms: the
//! names, counts, classes and collections of the code it stands in,
//! written into its general advice. What the passes read of the code
//! is found once per answer, as [`Facts`]; the passes run item by item.

use std::collections::{HashMap, HashSet};

use super::tokens::Habit;
use super::{
    advice, arrows, calls, exprs, foreign, fresh, habits, methods, python, terms, tokens, tuples,
};

/// What the code of one answer holds, found once for all its items.
pub(super) struct Facts<'a> {
    pub(super) python: bool,
    pub(super) source_lines: &'a [&'a str],
    pub(super) own: &'a HashSet<String>,
    pub(super) variables: &'a HashSet<String>,
    pub(super) counted: &'a [(usize, usize, String, String)],
    pub(super) classes: &'a [String],
    pub(super) properties: &'a [habits::Property],
    pub(super) collections: &'a [String],
    pub(super) keyed: &'a [String],
    pub(super) instances: &'a [String],
    pub(super) map_makers: &'a [String],
    pub(super) map_names: &'a [String],
    pub(super) set_fields: &'a [String],
    pub(super) counters: &'a [habits::Counted],
    pub(super) lists: &'a HashSet<String>,
    pub(super) repeated: &'a [String],
    pub(super) bases: &'a [Option<String>],
    pub(super) files: &'a HashMap<String, calls::Opened>,
    pub(super) path_names: &'a [String],
    pub(super) csv_rows: &'a [String],
    pub(super) key_orders: &'a [(String, usize, String)],
    pub(super) defaults: &'a HashMap<String, calls::Params>,
    pub(super) reserved_variables: &'a [&'static str],
    pub(super) native_closures: &'a [&'a str],
    pub(super) key_lookups: &'a [habits::KeyLookup],
    pub(super) caught: &'a [(String, std::ops::RangeInclusive<usize>)],
    pub(super) bools: &'a HashSet<String>,
    pub(super) tuple_sets: &'a [String],
    /// Names set to one key of a dict of `tuple_sets`, `best = max(d,
    /// key=...)`.
    pub(super) tuple_keys: &'a [String],
    pub(super) maps: &'a [(String, usize)],
    pub(super) entries: &'a [String],
    /// The dicts keyed by numbers, `SEVERITY = {1: "minor"}`.
    pub(super) number_keyed: &'a [String],
    /// The lists and tuples the top level writes out, `SIZES = (...)`.
    pub(super) top_lists: &'a [String],
    /// The lists of numbers, which Rhai prints as Python does.
    pub(super) number_lists: &'a HashSet<String>,
    /// The code's own functions named as a foreign method or function
    /// (`count`), with that name's Rhai: found once, not for each item
    /// (trial 117's loop over every function for every item made
    /// 1,500 functions' answer seven times slower).
    pub(super) own_foreign: &'a [(String, &'static str)],
    /// Each enum member with its value, `("Status.OCCUPIED",
    /// "\"occupied\"")` (see [`habits::enum_members`]).
    pub(super) enum_members: &'a [(String, String)],
}

/// The item `h`, told on line `line` (from 1), in the code's terms.
pub(super) fn in_code_terms(
    line: &usize,
    h: &mut Habit,
    facts: &Facts<'_>,
    scopes: &mut fresh::Scopes<'_>,
) {
    let Facts {
        python,
        source_lines,
        own,
        variables,
        counted,
        classes,
        properties,
        collections,
        keyed,
        instances,
        map_makers,
        map_names,
        set_fields,
        counters,
        lists,
        repeated,
        bases,
        files,
        path_names,
        csv_rows,
        key_orders,
        defaults,
        reserved_variables,
        native_closures,
        key_lookups,
        caught,
        bools,
        tuple_sets,
        tuple_keys,
        maps,
        entries,
        number_keyed,
        top_lists,
        number_lists,
        own_foreign,
        enum_members,
    } = *facts;
    // The item's own line, as written.
    let own_line = source_lines
        .get(line.saturating_sub(1))
        .copied()
        .unwrap_or_default();
    // A point in the line's own terms, before the passes below write
    // the code's names into it.
    if let Some(text) = terms::in_own_terms(
        &h.text,
        &terms::Line {
            own: own_line,
            number: *line,
            all: source_lines,
        },
    ) {
        h.text = text;
    }
    // A count from `enumerate(xs, 1)`, read by the item's own line
    // (not a general example's `n`: trials 88 and 89 read `(n + 1)`
    // in one).
    for (from, to, name, start) in counted {
        let reads = own_line
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| w == name);
        if (*from..=*to).contains(line) && reads {
            h.text = habits::counted_from(&h.text, name, start);
        }
    }
    // A class is made by its maker, and a call passes every argument
    // (the items of the `def`s themselves say so).
    if python {
        h.text = calls::makers(&h.text, classes);
        // (Not the point on keyword arguments, whose example is
        // generic, nor a method's own, which quotes its `def`.)
        if !h.text.starts_with(advice::KEYWORD_ARGUMENTS)
            && !h.text.starts_with(methods::IN_A_CLASS)
        {
            h.text = calls::with_defaults(&h.text, defaults);
        }
        if h.text.starts_with("Rhai has no `with open(...)`")
            && let Some((name, (path, headers))) = own_line
                .rsplit_once(" as ")
                .and_then(|(_, name)| files.get_key_value(name.trim().trim_end_matches(':')))
        {
            h.text = format!(
                "{}; here `{name}` is the file: its text is `ctx.fs.read({path})`, its lines `ctx.fs.read({path}).split(\"\\n\")`{}",
                h.text,
                if *headers > 0 {
                    format!(
                        " (its first line `{name}.readline()`, `ctx.fs.read({path}).split(\"\\n\")[0]`, and the lines a loop walks after it, `.extract({headers})` of them)"
                    )
                } else {
                    String::new()
                }
            );
        } else if !h.text.starts_with("Rhai has no `open`") {
            h.text = calls::file_reads(&h.text, files);
        }
        if let Some(Some(base)) = bases.get(line.saturating_sub(1))
            && h.text.contains("super().")
            && !h.text.starts_with(habits::NO_INHERITANCE)
        {
            h.text = calls::base_calls(&h.text, base);
        }
        // (Not a class's own point, which names `str(obj)` itself, nor
        // the exception class's, whose `str(e)` is the thrown map's
        // message once the class is dropped: trial 159's read
        // `e.__str__(GRADES)`.)
        if !h.text.starts_with(methods::IN_A_CLASS)
            && !h.text.starts_with("Rhai has no exception classes")
        {
            h.text = calls::own_texts(&h.text, own.contains("__repr__"), own.contains("__str__"));
            // `len(self)` of a class with `__len__` (trial 66): that
            // method, called on `this`.
            if own.contains("__len__") {
                h.text = habits::in_rhai_part(&h.text, |rhai| {
                    rhai.replace("self.len()", "this.__len__()")
                });
            }
        }
    }
    if !h.text.starts_with(methods::IN_A_CLASS)
        && !h.text.contains("no decorators")
        && !h.text.starts_with(habits::GETTERS)
    {
        // (An arrow's destructured key, `this.runs.reduce((sum, {
        // water }) => ...)` inside `get water()`, is the item's key,
        // trial 74: JavaScript's getters are seldom destructured.)
        if let Some(object) = scopes
            .head(*line)
            .and_then(|k| habits::maker_object(source_lines, k))
        {
            h.text = habits::in_maker(&h.text, &object);
        }
        // (Only where the code has properties to call: the lines
        // around are joined for each item.)
        if !properties.is_empty() && !h.text.starts_with(arrows::DESTRUCTURED) {
            // (The lines that open its blocks too: a loop's `for
            // name, t in ...` above a read of `t.kg`.)
            let around: Vec<&str> = scopes
                .openers(*line)
                .map(|k| source_lines[k])
                .chain([own_line])
                .collect();
            h.text = habits::called_properties(&h.text, properties, *line, &around.join("\n"));
            h.text = habits::destructured_getters(&h.text, properties, own_line);
            // A property made a call is passed what its `fn` was told to
            // take too (trial 129's `e.weighted` of a comprehension).
            if python && !h.text.starts_with(advice::KEYWORD_ARGUMENTS) {
                h.text = calls::with_defaults(&h.text, defaults);
            }
        }
        h.text = fresh::unshadowed(&h.text, own);
        // `self.count(s)` of the code's own `count`: no call of Python's
        // left in the form (trial 117 was told `str.count`'s form).
        for (name, instead) in own_foreign {
            h.text = h
                .text
                .replace(
                    &format!("; `{name}` is still Python's there: write it as {instead}"),
                    "",
                )
                .replace(
                    &format!("; this holds once `{name}` is replaced, as its own point says"),
                    "",
                );
        }
        h.text = calls::path_parts(&h.text, path_names);
        h.text = python::blank_csv_row(&h.text, csv_rows);
        // (`cls.x(...)` only inside a method that takes `cls`: a
        // loop's `for cls, group in ...` is a value, trial 73.)
        let in_classmethod = scopes.head(*line).is_some_and(|k| {
            source_lines[k]
                .split_once('(')
                .is_some_and(|(_, params)| params.trim_start().starts_with("cls"))
        });
        h.text = habits::static_calls(&h.text, classes, in_classmethod);
        let caught_here: Vec<String> = caught
            .iter()
            .filter(|(_, block)| block.contains(line))
            .map(|(name, _)| name.clone())
            .collect();
        h.text = habits::caught_messages(&h.text, &caught_here);
        // A `/` inside a `try` whose `except ZeroDivisionError` Python
        // reaches: nothing "needs changing" there (trial 161's `cop` came
        // out `inf`).
        if h.text.starts_with(habits::INT_DIVISION)
            && python::zero_division_caught(source_lines, *line)
        {
            h.text.push_str("; here, inside a `try` whose `except ZeroDivisionError` catches a division by 0, Rhai's float gives infinity and throws nothing: test the divisor first, as the point on that `except` says");
        }
        // `except KeyError as e:` of a `try` that looks up one key: the
        // test of that lookup, and `{e}` the key in quotes.
        for lookup in key_lookups {
            if *line == lookup.at && !lookup.raised && h.text.starts_with(habits::KEY_ERROR) {
                h.text = lookup.told();
            } else if let Some(e) = &lookup.caught
                && lookup.block.contains(line)
            {
                // (A raised key is what the `throw` gives the `catch`: the
                // body's own names are not seen there.)
                let shown = if lookup.raised { e } else { &lookup.key };
                h.text = habits::in_rhai_part(&h.text, |rhai| {
                    rhai.replace(&format!("${{{e}}}"), &format!("'${{{shown}}}'"))
                });
            }
        }
        // (The maps of this function, or of the top level: `bands`
        // may be a map in one function and a list in another.)
        let here = scopes.head(*line);
        let maps: Vec<(String, usize)> = maps
            .iter()
            .filter(|(_, at)| {
                let head = scopes.head(*at);
                head.is_none() || head == here
            })
            .cloned()
            .collect();
        // (A `groupby`'s groups, whose pairs Python goes over.)
        let groups: Vec<String> = maps
            .iter()
            .filter(|(_, at)| {
                source_lines
                    .get(at.saturating_sub(1))
                    .is_some_and(|l| l.contains("= groupby("))
            })
            .map(|(name, _)| name.clone())
            .collect();
        // (A dict whose keys' order is known: its own point's form
        // and every other's read them in it.)
        let orders: Vec<(String, String)> = maps
            .iter()
            .filter_map(|(name, at)| {
                key_orders
                    .iter()
                    .find(|(n, set_at, _)| n == name && set_at == at)
                    .map(|(_, _, order)| (name.clone(), order.clone()))
            })
            .collect();
        let maps: Vec<String> = maps.into_iter().map(|(name, _)| name).collect();
        // `sorted(bins, key=bins.get, reverse=True)`: a sort by value
        // keeps ties in the order of what it sorts, which is the order
        // set in Python and the keys' own in Rhai (trial 111's ties
        // came out by name).
        if h.text.starts_with("Rhai has no function `sorted`")
            && let Some(dict) = maps.iter().find(|m| {
                own_line.contains(&format!("sorted({m},"))
                    || own_line.contains(&format!("sorted({m}.items(),"))
            })
            && own_line.contains("key=")
            && !ties_by_key(own_line)
        {
            let keys = orders.iter().find(|(name, _)| name == dict).map_or_else(
                || "keep an array of the keys as you set them and sort a copy of it".to_owned(),
                |(_, order)| format!("sort a copy of `{order}`, its keys in the order set"),
            );
            h.text.push_str(&format!(
                "; `{dict}` is a map, whose `keys()` come sorted by key, so a sort by value leaves ties in key order, where Python keeps the order the keys were set: for Python's order, {keys}"
            ));
        }
        // `max(booths, key=...)` of a dict: over its keys, which Rhai
        // gives sorted, so a tie keeps the first key by name, where
        // Python keeps the first set (trial 133's best booth).
        if h.text.starts_with(foreign::MAX_BY)
            && let Some(dict) = maps.iter().find(|m| {
                own_line.contains(&format!("max({m}, key="))
                    || own_line.contains(&format!("min({m}, key="))
            })
        {
            let keys = orders.iter().find(|(name, _)| name == dict).map_or_else(
                || format!("keep an array of `{dict}`'s keys as they are set and loop over it"),
                |(_, order)| format!("loop over `{order}`, its keys in the order set"),
            );
            h.text.push_str(&format!(
                "; here the items are `{dict}`'s keys, and `{dict}.keys()` come sorted, so the loop meets a tie in key order, where Python's `max` keeps the first key set: for Python's order, {keys}"
            ));
        }
        // (Not on a line that sorts the dict, `sorted(avg_books.items())`,
        // whose sorted keys are what Rhai's `keys()` gives: trial 134.)
        let orders: Vec<(String, String)> = orders
            .into_iter()
            .filter(|(name, _)| !own_line.contains(&format!("sorted({name}")))
            .collect();
        h.text = habits::chains_on_groups(&h.text, &groups);
        h.text = tuples::tuple_reads(&h.text, tuple_sets, tuple_keys);
        // `(site, colour) not in latest` of a dict keyed by tuples: the
        // key's text, as its reads `latest[(site, colour)]` are written
        // (trial 135 was told an array tested against the map's keys).
        // (And a read by a tuple, `m[[a, b]]` or Python's `m[a, b]`: trial
        // 159's template read `by_player[team, player]`.)
        if h.text.contains("] in ") || maps.iter().any(|m| h.text.contains(&format!("{m}["))) {
            h.text = habits::in_rhai_part(&h.text, |rhai| tuples::tuple_members(rhai, &maps));
        }
        // `zip(MAX_MARKS, ...)` of a dict in a comprehension's form: its
        // keys by index (trial 135's read `MAX_MARKS[i]`, a number key).
        for m in &maps {
            if h.text.contains(&format!("for i in 0..{m}.len()")) {
                let keys = orders
                    .iter()
                    .find(|(name, _)| name == m)
                    .map_or_else(|| format!("{m}.keys()"), |(_, order)| order.clone());
                h.text = habits::in_rhai_part(&h.text, |rhai| {
                    tokens::rewrite_each(rhai, &format!("{m}[i]"), |before, _| {
                        (!tokens::ends_word(before)).then(|| (format!("{keys}[i]"), 0))
                    })
                });
            }
        }
        // `keys = set(map(lambda r: (r.batch, r.day), rows))`: its
        // keys the pairs' parts joined (trial 114 was told a set of
        // words).
        if h.text
            .starts_with("Rhai has no sets: a set is a map of keys")
            && let Some(form) = tuples::tuple_set_form(own_line, tuple_sets)
        {
            h.text = format!(
                "Rhai has no sets: a set is a map of keys, and a key is text, so a pair's parts are joined into one, `{form}`; test one the same way, `(a + \"|\" + b) in keys`"
            );
        }
        h.text = habits::pair_chains_on_maps(&h.text, &maps);
        h.text = habits::chains_on_keys(&h.text, &maps);
        // (Not a `groupby` of a list sorted by its own key, whose groups
        // come in the keys' order, which a sort of the keys gives.)
        let unsorted: Vec<String> = groups
            .iter()
            .filter(|name| !habits::grouped_by_own_sort(source_lines, name))
            .cloned()
            .collect();
        h.text = habits::pair_loops_on_maps(&h.text, &maps, &unsorted);
        h.text = habits::values_written_back(
            &h.text,
            source_lines
                .get(*line..scopes.end(*line).max(*line))
                .unwrap_or_default(),
        );
        h.text = habits::loops_on_keys(&h.text, &maps);
        h.text = habits::loops_on_keys(&h.text, entries);
        // (After the passes that read a map's keys, `LIMITS.keys()` of
        // `for k in LIMITS`: trial 148's generator.)
        h.text = habits::ordered_keys(&h.text, &orders);
        // `list(BANDS)` of a dict whose order is known: its keys in that
        // order, where the point's `m.keys()` gives them sorted (trial
        // 131's bands came out by name).
        // `map(str, techs)` of objects whose class has `__str__`: that
        // method, not `to_string`, which prints the map's keys (trial
        // 168).
        if h.text
            .starts_with("`str` is Python's and names nothing in Rhai")
            && own.contains("__str__")
        {
            h.text.push_str("; of an object whose class has `__str__`, `|x| x.__str__()` (with what the point on `__str__` passes it), since `to_string` of a map prints its keys");
        }
        // `[(k, list(g)) for k, g in groupby(...)]`: a group is an array
        // already, in the map of groups `groupby`'s point builds (trial
        // 171's point offered an array literal).
        if h.text.starts_with("Rhai has no function `list`")
            && let Some((_, after_for)) = own_line.split_once("for ")
            && let Some((targets, rest)) = after_for.split_once(" in ")
            && rest.trim_start().starts_with("groupby(")
            && let [key, group] = python::trimmed_parts(targets).as_slice()
            && own_line.contains(&format!("list({group})"))
        {
            h.text = format!(
                "Rhai has no function `list`, and each group of `groupby` is an array already, in the map of groups its point builds: drop `list(...)`, `list({group})` is `groups[{key}]`"
            );
        }
        if h.text.starts_with("Rhai has no function `list`") {
            // `list(self)` of a class with `__iter__`: what that method
            // gives, not the map's keys (trial 167's form read them).
            if own.contains("__iter__") && own_line.contains("list(self)") {
                h.text.push_str("; here `list(self)` is what the class's `__iter__` gives, `this.__iter__()`, called with what the point on `__iter__` passes it (of the object's map itself, `keys()` are its fields)");
            }
            for (name, order) in &orders {
                // (The point names each line once, at its first.)
                let listed = format!("list({name})");
                if source_lines.iter().any(|l| l.contains(&listed)) {
                    h.text.push_str(&format!(
                        "; here `list({name})` is `{name}`'s keys in the order they were set, `{order}` (a map's `keys()` come sorted)"
                    ));
                }
            }
        }
        h.text = habits::counted_reads(&h.text, counters);
        // `let c = record[team];` of a counter in each entry, in a form
        // over the map (trial 177's `c["W"]` read `()` where Python's
        // Counter gives 0).
        for counted in counters.iter() {
            let habits::Counted::Nested(name) = counted else {
                continue;
            };
            let entry = format!("{name}[");
            let held = h.text.split("let ").skip(1).find_map(|rest| {
                let (held, value) = rest.split_once(" = ")?;
                (tokens::is_name(held) && value.starts_with(&entry)).then_some(held)
            });
            if let Some(held) = held {
                h.text.push_str(&format!(
                    " (`{held}` is a Counter, a map in Rhai: a count never made reads `()` where Python's reads 0, so read each as `({held}[k] ?? 0)`)"
                ));
                break;
            }
        }
        h.text = habits::counted_bools(&h.text, bools);
        // `for s in sorted(self.setters.values()):` around the line: a
        // name over a collection named for a class (`Setter`) is one
        // of its objects (trial 74's `len(s)` in an f-string).
        let looped: Vec<String> =
            if own.contains("__len__") || own.contains("__iter__") || own.contains("__str__") {
                habits::looped_objects(
                    scopes.openers(*line).map(|k| source_lines[k]),
                    own_line,
                    collections,
                    keyed,
                    instances,
                )
            } else {
                Vec::new()
            };
        let objects: Vec<String> = instances.iter().chain(&looped).cloned().collect();
        h.text = habits::dunder_reads(&h.text, &objects, own);
        h.text = habits::shown_objects(&h.text, own);
    }
    // `counts.update(more)` of a `Counter`: the counts are added.
    if python
        && h.text.starts_with("Rhai has no method `update`")
        && let Some((before, after)) = own_line.split_once(".update(")
        && let receiver = before
            .rsplit(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
            .next()
            .unwrap_or_default()
        && counters.iter().any(|c| match c {
            habits::Counted::Name(name) => name == receiver,
            habits::Counted::Field(f) => receiver.ends_with(&format!(".{f}")),
            habits::Counted::Nested(_) => false,
        })
    {
        let arg = after.rsplit_once(')').map_or("", |(arg, _)| arg.trim());
        let list = if arg.starts_with('[') { arg } else { "items" };
        let more = if !arg.is_empty() && arg.chars().all(|c| c.is_alphanumeric() || c == '_') {
            arg
        } else {
            "more"
        };
        h.text = format!(
            "Rhai has no `Counter` or its `update`, which adds the counts: `for k in {more}.keys() {{ {receiver}[k] = ({receiver}[k] ?? 0) + {more}[k]; }}` for `{receiver}.update({more})` of counts; a `Counter`'s update with a list counts each item instead: `for x in {list} {{ let k = x.to_string(); {receiver}[k] = ({receiver}[k] ?? 0) + 1; }}`"
        );
    }
    // `{BAR_CHAR * count}` of a name that holds a string (trial 63).
    if python && h.text.starts_with("write the backtick template") {
        h.text = habits::in_rhai_part(&h.text, |rhai| {
            python::repeated_in_templates(rhai, repeated)
        });
        // `f"... {nums}"` of a list, or of a slice of one (`{parts[3:]}`,
        // trial 79): Python's text of it, and a slice of an array.
        let mut shown: Vec<&str> = Vec::new();
        if let Some((_, written)) = h.text.split_once(" instead of the f-string `") {
            for inner in written.split('{').skip(1) {
                let inner = inner.split('}').next().unwrap_or_default().trim();
                let name = match inner.split_once('[') {
                    Some((name, index)) if index.contains(':') => name,
                    _ => inner,
                };
                if let Some(name) = lists.get(name) {
                    shown.push(name);
                }
            }
        }
        for name in &shown {
            h.text = habits::in_rhai_part(&h.text, |rhai| {
                let rhai =
                    rhai.replace(&format!("{name}.sub_string("), &format!("{name}.extract("));
                // `{fields[2:]!r}`: Python's repr of the list, no
                // text's quotes around it (trial 110).
                python::list_reprs(&rhai, name)
            });
        }
        let repr_written = h.text.contains(".map(|x| \"'\" + x + \"'\")");
        if repr_written && !habits::rhai_part(&h.text).0.contains("'${") {
            h.text = h.text.replace(exprs::REPR_NOTE, "");
        }
        let texts_shown = shown.iter().any(|name| !number_lists.contains(*name));
        if texts_shown && !repr_written && !h.text.contains(exprs::LIST_TEXT) {
            h.text.push_str(exprs::LIST_TEXT);
        }
    }
    // `[...countBy(xs, f)]` of a function that gives a Map: its pairs
    // (trial 62).
    if h.text
        .starts_with("Rhai has no spread: keep the array that follows `...`")
        && let Some((name, called)) = map_makers.iter().find_map(|m| {
            if own_line.contains(&format!("[...{m}(")) {
                return Some((m, m.clone()));
            }
            // (Or a method's, `[...log.groupBy('section')]`, called on
            // its object: trial 152.)
            own_line.split("[...").skip(1).find_map(|rest| {
                let (head, _) = rest.split_once('(')?;
                let receiver = head.strip_suffix(&format!(".{m}"))?;
                (!receiver.is_empty()
                    && receiver
                        .chars()
                        .all(|c| c.is_alphanumeric() || c == '_' || c == '.'))
                .then(|| (m, format!("{receiver}.{m}")))
            })
        })
    {
        h.text = format!(
            "Rhai has no spread, and `{name}(...)` gives a Map, a map in Rhai, which gives no pairs: keep it, `let m = {called}(...);`, and its pairs are `let keys = m.keys(); let pairs = keys.map(|k| [k, m[k]]);` (the keys sorted, where a JavaScript Map keeps the order set; a chain that starts from `m.keys()` cannot read `m` in its closures)"
        );
    }
    // `[...byCustomer]` of a name set to a Map: its pairs, a map's
    // keys in Rhai, not an array's copy (trial 120).
    if let Some(rest) = h.text.strip_prefix("Rhai has no spread: `[...")
        && let Some((name, _)) = rest.split_once("]` is a copy of an array")
        && map_names.iter().any(|m| m == name)
        && habits::nearest_binding_is_map(source_lines, *line, name)
    {
        h.text = format!(
            "Rhai has no spread, and a map gives no pairs: `[...{name}]` of the Map `{name}` is its keys, `let keys = {name}.keys();` (sorted, where a JavaScript Map keeps the order set), each value `{name}[k]`: for `.map(([k, v]) => ...)` write `keys.map(|k| {{ let v = {name}[k]; ... }})` (a chain that starts from `{name}.keys()` cannot read `{name}` in its closures)"
        );
    }
    // `[...g.schools]` of a field set to `new Set()`: a map of keys in
    // Rhai, whose keys are the array (trial 100).
    if h.text
        .starts_with("Rhai has no spread: keep the array that follows `...`")
        && let Some(spread) = own_line.split("[...").skip(1).find_map(|rest| {
            let inner = rest.split(']').next()?;
            let field = inner.rsplit('.').next()?;
            (inner.contains('.') && set_fields.iter().any(|f| f == field)).then_some(inner)
        })
    {
        h.text = format!(
            "Rhai has no spread, and `{spread}` is a Set, a map of keys in Rhai: `[...{spread}]` is `{spread}.keys()`, an array already (sorted, where a Set keeps the order added)"
        );
    }
    // `most_common()` with no count keeps every pair; `most_common(3)`,
    // three.
    // (Or a template whose note writes its form: trial 114's
    // `most_common()` in an f-string kept two pairs.)
    if h.text.contains("top.truncate(2);")
        && let Some(args) = own_line
            .split_once(".most_common(")
            .and_then(|(_, after)| after.split_once(')'))
            .map(|(args, _)| args.trim())
    {
        h.text = if args.is_empty() {
            h.text.replace(" top.truncate(2);", "")
        } else if args.chars().all(|c| c.is_alphanumeric() || c == '_') {
            h.text
                .replace("top.truncate(2);", &format!("top.truncate({args});"))
        } else {
            h.text.clone()
        };
    }
    // A form's own `let out = [];` where the code has an `out`.
    // (Not the maker's own map, `let sale = #{ ... };`, which lives in
    // the maker alone and is named as the items of its body name it.)
    if !h.text.contains(methods::MAKER_MAP)
        && !h.text.starts_with(habits::ONE_NAME_PER_LET)
        && !h.text.contains(python::LOOP_VARIABLE_KEPT)
    {
        // (A comprehension's tail fills the variable its first line sets,
        // `rows = [` two lines up: that line's names are the form's own,
        // where trial 177's was told to fill `rows2`.)
        let start = h
            .text
            .split_once(python::COMPREHENSION_STARTS)
            .and_then(|(_, rest)| rest.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|n| n.parse::<usize>().ok())
            .filter(|start| *start <= *line)
            // (Only where the comprehension is the whole value, `rows =
            // [`; of `lines = [head] + [`, the form fills one of its own,
            // trial 165.)
            .filter(|start| {
                source_lines
                    .get(start - 1)
                    .and_then(|l| l.trim().strip_suffix("= ["))
                    .is_some_and(|name| tokens::is_name(name.trim()))
            });
        h.text = fresh::fresh_names(&h.text, scopes, *line, start, variables);
    }
    // A field named by a word of Rhai's own, read as a property in a
    // form (trial 67's `q.call`, `this.call`): read as a key. (Not in
    // the point on the word itself, which shows what does not parse.)
    let reads_reserved = h.text.match_indices('.').any(|(at, _)| {
        let word = h.text[at + 1..]
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .next()
            .unwrap_or_default();
        tokens::RESERVED_NAMES.contains(&word)
    });
    if reads_reserved && !h.text.contains("does not parse") {
        h.text = habits::in_rhai_part(&h.text, |rhai| {
            tokens::in_code_spans(rhai, tokens::reserved_reads)
        });
    }
    // `def price(package):`: a variable named by a word Rhai reserves,
    // which its own point names `package_` (trial 88's forms kept
    // `package`). (Not the points on the word itself.)
    if !reserved_variables.is_empty() && !h.text.contains("is a reserved word") {
        h.text = habits::in_rhai_part(&h.text, |rhai| {
            tokens::in_code_spans(rhai, |code| {
                reserved_variables
                    .iter()
                    // (Not a span that writes the word as Rhai's keyword,
                    // `catch (err) { ... }`: trial 126's variable `catch`
                    // made it `catch_ (err)`.)
                    .filter(|word| {
                        !code.contains(&format!("{word} ("))
                            && !code.contains(&format!("{word} {{"))
                    })
                    .fold(code.to_owned(), |code, word| {
                        tokens::rename_reads(&code, word, &format!("{word}_"))
                    })
            })
        });
    }
    // A nested `def to_float(text):`, whose closure its point names
    // `to_float_of`: every form calls it so (trial 99's
    // `[alt, wind].map(|x| to_float(x))` reached Rhai's `to_float`).
    if !native_closures.is_empty() && !h.text.contains("instead of the nested `def") {
        h.text = habits::in_rhai_part(&h.text, |rhai| {
            tokens::in_code_spans(rhai, |code| {
                native_closures.iter().fold(code.to_owned(), |code, name| {
                    tokens::rename_reads(&code, name, &format!("{name}_of"))
                })
            })
        });
        if let Some(name) = native_closures.iter().find(|name| {
            h.text
                .starts_with(&format!("declare a variable with `let`: `let {name}_of = "))
        }) {
            h.text.push_str(&format!(
                ", named `{name}_of` because `{name}` is a function of Rhai's own, which `{name}(...)` would call instead of the closure (here and in every form below)"
            ));
        }
    }
    // `changes, minutes = int(changes), int(minutes)`: names set before.
    if python && h.text.starts_with(python::TUPLE_UNPACKING) {
        h.text = fresh::assigned_again(&h.text, scopes, *line);
        if let Some(text) = python::computed_first(
            &h.text,
            fresh::handlers(source_lines, scopes, *line).as_deref(),
        ) {
            h.text = text;
        } else if !h.text.contains("let ") {
            h.text = h.text.replace(
                "declare each name with its value",
                "set each name, which the function set before (no `let`), to its value",
            );
        }
    }
    // `c.status is Status.OCCUPIED`: a member is its value in Rhai, which
    // the enum's own point says; every other form writes the value
    // (trial 130's form kept `Status.OCCUPIED`).
    if !enum_members.is_empty()
        && !h.text.starts_with("Rhai has no `enum`")
        && !h.text.starts_with("Rhai has no `Enum`")
    {
        for (member, value) in enum_members.iter() {
            if !h.text.contains(member.as_str()) {
                continue;
            }
            h.text = habits::in_rhai_part(&h.text, |rhai| {
                tokens::in_code_spans(rhai, |code| {
                    let code = code.replace(&format!("{member}.value"), value);
                    tokens::rewrite_each(&code, member, |before, after| {
                        (!tokens::ends_word(before)
                            && !after.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
                        .then(|| (value.clone(), 0))
                    })
                })
            });
        }
    }
    // `r["car"] == num` inside `for num in sorted(per_car):`: a map's
    // key is text, a record's whole-number field a number.
    if python && !maps.is_empty() && h.text.contains("==") {
        let keys = habits::loop_keys(scopes.openers(*line).map(|k| source_lines[k]), maps);
        h.text = terms::texted_key_tests(&h.text, &keys, source_lines);
    }
    // `SIZES[i]` with `i` a key of `for i, g in groups.items()`: a map's
    // key is a text in Rhai, and an array's index a number (trial 166's
    // template read `SIZES[i]`, refused at run time).
    if python && !top_lists.is_empty() && h.text.contains('[') {
        let near = source_lines
            .get(line.saturating_sub(4)..(*line + 2).min(source_lines.len()))
            .unwrap_or_default();
        for key in habits::item_keys(near) {
            for list in top_lists.iter() {
                let read = format!("{list}[{key}]");
                if h.text.contains(&read) {
                    h.text = habits::in_rhai_part(&h.text, |rhai| {
                        tokens::in_code_spans(rhai, |code| {
                            code.replace(&read, &format!("{list}[parse_int({key})]"))
                        })
                    });
                }
            }
        }
    }
    // `10 in m` and `m[10]` of one value: Python's dict keyed by numbers,
    // a map keyed by their text in Rhai (trial 170's form read
    // `by_stamp[t][10]`, refused at run time).
    if python && h.text.contains(" in ") {
        h.text = habits::in_rhai_part(&h.text, |rhai| {
            tokens::in_code_spans(rhai, habits::tested_number_keys)
        });
    }
    // `SEVERITY[n]` of a dict keyed by numbers, whose keys are strings
    // in Rhai, in every form but the dict's own point.
    if !number_keyed.is_empty() && !h.text.contains("is a block in Rhai") {
        h.text = habits::in_rhai_part(&h.text, |rhai| habits::keyed_by_text(rhai, number_keyed));
    }
}

/// `key=lambda kv: (-kv[1], kv[0])`: a sort whose key ends with the dict's
/// key itself leaves no tie for the keys' order to decide (trial 158 was
/// told to keep the order set, which its sort never reads).
fn ties_by_key(line: &str) -> bool {
    let Some((param, body)) = line
        .split_once("key=lambda ")
        .and_then(|(_, rest)| rest.split_once(':'))
    else {
        return false;
    };
    let param = param.trim();
    let body = body.trim_start();
    if !body.starts_with('(') || !super::tokens::is_name(param) {
        return false;
    }
    let Some(close) = super::translate::closing_of(&body[1..], ')') else {
        return false;
    };
    let last = body[1..=close]
        .rsplit(',')
        .next()
        .unwrap_or_default()
        .trim();
    last == param || last == format!("{param}[0]")
}

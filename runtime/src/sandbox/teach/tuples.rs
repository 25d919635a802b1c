//! Tuples where Rhai has none: a set of tuples, or a dict keyed by them,
//! is a map keyed by the parts joined into one text, `"site|pool"`. These
//! passes find such maps in the code and write every form's test, read
//! and key of them by that text (`(a + "|" + b) in keys`,
//! `m[a + "|" + b]`, `k.split("|")[0]`), so that no form tests a joined
//! key and then reads an array.

use super::habits::{in_rhai_part, set_comprehension};
use super::tokens::{Tok, ends_word, rewrite_each, tokenize};

/// The names the code sets to a set of tuples, `pools = {(s.site, s.pool)
/// for s in xs}`, whose keys the set comprehension's form joins into one
/// text, `"site|pool"`.
pub(crate) fn tuple_sets(code: &str) -> Vec<String> {
    let mut sets = literal_tuple_sets(code);
    for dict in tuple_keyed(code) {
        if !sets.contains(&dict) {
            sets.push(dict);
        }
    }
    sets
}

/// The dicts keyed by a name set to a tuple, `key = (s["date"],
/// s["perf"])` then `by_show.setdefault(key, ...)` or `by_show[key]`
/// (trial 160's keys were read by index, their characters).
fn tuple_keyed(code: &str) -> Vec<String> {
    let lines: Vec<Vec<(usize, Tok<'_>)>> = code.lines().map(tokenize).collect();
    let held: Vec<&str> = lines
        .iter()
        .filter_map(|toks| match toks.as_slice() {
            [
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                (_, Tok::Punct("(")),
                rest @ ..,
            ] if rest.last().is_some_and(|(_, t)| *t == Tok::Punct(")"))
                && super::tokens::top_level(
                    rest[..rest.len() - 1].iter().map(|(_, t)| t),
                    &Tok::Punct(","),
                )
                .is_some() =>
            {
                Some(*name)
            }
            _ => None,
        })
        .take(super::tokens::MOST_NAMES)
        .collect();
    if held.is_empty() {
        return Vec::new();
    }
    let mut dicts: Vec<String> = Vec::new();
    let mut keep = |d: &str| {
        if !dicts.iter().any(|x| x == d) {
            dicts.push(d.to_owned());
        }
    };
    for toks in &lines {
        for w in toks.windows(4) {
            if let [
                (_, Tok::Ident(d)),
                (_, Tok::Punct("[")),
                (_, Tok::Ident(k)),
                (_, Tok::Punct("]")),
            ] = w
                && held.contains(k)
            {
                keep(d);
            }
        }
        for w in toks.windows(5) {
            if let [
                (_, Tok::Ident(d)),
                (_, Tok::Punct(".")),
                (_, Tok::Ident("setdefault" | "get")),
                (_, Tok::Punct("(")),
                (_, Tok::Ident(k)),
            ] = w
                && held.contains(k)
            {
                keep(d);
            }
        }
    }
    dicts
}

fn literal_tuple_sets(code: &str) -> Vec<String> {
    code.lines()
        .filter_map(|line| match tokenize(line).as_slice() {
            [
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                (_, Tok::Punct("{")),
                (_, Tok::Punct("(")),
                rest @ ..,
            ] if set_comprehension(rest) => Some((*name).to_owned()),
            // `keys = set(map(lambda r: (r.batch, r.day), rows))` (trial
            // 114).
            [
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                (_, Tok::Ident("set" | "frozenset")),
                (_, Tok::Punct("(")),
                (_, Tok::Ident("map")),
                (_, Tok::Punct("(")),
                (_, Tok::Ident("lambda")),
                rest @ ..,
            ] if rest
                .iter()
                .position(|(_, t)| *t == Tok::Punct(":"))
                .is_some_and(|colon| {
                    rest.get(colon + 1)
                        .is_some_and(|(_, t)| *t == Tok::Punct("("))
                }) =>
            {
                Some((*name).to_owned())
            }
            _ => None,
        })
        .collect()
}

/// The Rhai of `line`, `NAME = set(map(lambda r: (r.a, r.b), rows))` of
/// one of `sets`: `let NAME = #{}; for r in rows { NAME[r.a + "|" + r.b]
/// = true; }`.
pub(crate) fn tuple_set_form(line: &str, sets: &[String]) -> Option<String> {
    let (name, value) = line.trim().split_once(" = ")?;
    let name = name.trim();
    if !sets.iter().any(|s| s == name) {
        return None;
    }
    let rest = value
        .trim()
        .strip_prefix("set(map(lambda ")
        .or_else(|| value.trim().strip_prefix("frozenset(map(lambda "))?;
    let (var, rest) = rest.split_once(':')?;
    let rest = rest.trim_start().strip_prefix('(')?;
    let close = super::translate::closing_paren(rest)?;
    let parts = super::translate::top_level_parts(&rest[..close]);
    let items = rest[close + 1..].trim_start().strip_prefix(',')?.trim();
    let items = items.strip_suffix("))")?.trim();
    let var = var.trim();
    let plain = |s: &str| {
        !s.is_empty()
            && s.chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
    };
    if parts.len() < 2 || !plain(var) || !plain(items) || !parts.iter().all(|p| plain(p.trim())) {
        return None;
    }
    let key: Vec<&str> = parts.iter().map(|p| p.trim()).collect();
    Some(format!(
        "let {name} = #{{}}; for {var} in {items} {{ {name}[{}] = true; }}",
        key.join(" + \"|\" + ")
    ))
}

/// `rhai` with each test of an array in one of `sets`, `[r.batch, r.day]
/// in keys`, made a test of the text its parts make, `(r.batch + "|" +
/// r.day) in keys`: the set's keys are the tuples' parts joined (trial
/// 114's test of an array against a map failed when run).
pub(crate) fn tuple_members(rhai: &str, sets: &[String]) -> String {
    let mut out = rhai.to_owned();
    for set in sets {
        let needle = format!("] in {set}");
        let mut from = 0;
        while let Some(at) = out[from..].find(&needle).map(|i| from + i) {
            let after = &out[at + needle.len()..];
            if after.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
                from = at + 1;
                continue;
            }
            let mut depth = 0usize;
            let open = out[..at].char_indices().rev().find_map(|(i, c)| match c {
                ']' | ')' => {
                    depth += 1;
                    None
                }
                '[' | '(' if depth > 0 => {
                    depth -= 1;
                    None
                }
                '[' => Some(i),
                _ => None,
            });
            let Some(open) = open else {
                from = at + 1;
                continue;
            };
            let parts = super::translate::top_level_parts(&out[open + 1..at]);
            if parts.len() < 2 {
                from = at + 1;
                continue;
            }
            // (Joined with `+`, a text's: a template's backticks would
            // close the code span the form stands in.)
            let key: Vec<String> = parts.iter().map(|p| p.trim().to_owned()).collect();
            let written = format!("({})", key.join(" + \"|\" + "));
            out.replace_range(open..at + 1, &written);
            from = open + written.len();
        }
        out = tuple_indexes(&out, set);
    }
    out
}

/// `rhai` with each read of `set` by a tuple, `m[[a, b]]` as a form wrote
/// it or `m[a, b]` as Python does, read by the text its parts make,
/// `m[a + "|" + b]` (trial 159's form tested the joined text, then set
/// and read the map by an array).
fn tuple_indexes(rhai: &str, set: &str) -> String {
    rewrite_each(rhai, &format!("{set}["), |before, after| {
        if ends_word(before) {
            return None;
        }
        let close = super::translate::closing_of(after, ']')?;
        let inside = after[..close].trim();
        let inside = inside
            .strip_prefix('[')
            .and_then(|i| i.strip_suffix(']'))
            .filter(|i| super::translate::closing_of(i, ']').is_none())
            .unwrap_or(inside);
        let parts = super::translate::top_level_parts(inside);
        if parts.len() < 2 {
            return None;
        }
        let key: Vec<&str> = parts.iter().map(|p| p.trim()).collect();
        Some((format!("{set}[{}]", key.join(" + \"|\" + ")), close + 1))
    })
}

/// `text` with each item a form reads by index from a key of one of
/// `sets` (`pools.filter(|p| p[0] == site)`) read from the key's parts,
/// `p.split("|")[0]`: the key is the tuple's parts joined (trial 85's
/// `p[0]` was the key's first character).
pub(crate) fn tuple_reads(text: &str, sets: &[String], keys: &[String]) -> String {
    in_rhai_part(text, |rhai| {
        let rhai = &tuple_members(rhai, sets);
        let mut out = rhai.to_owned();
        for set in sets {
            // (Its keys kept in a name, `let keys = by_show.keys();`, and
            // chained, `by_show.keys().filter(...)`: trial 160.)
            let kept = format!("= {set}.keys();");
            let aliases: Vec<String> = out
                .match_indices(&kept)
                .filter_map(|(at, _)| out[..at].trim_end().rsplit(' ').next())
                .filter(|name| super::tokens::is_name(name))
                .map(str::to_owned)
                .chain([set.clone(), format!("{set}.keys()")])
                .collect();
            let written = &out;
            let params: Vec<String> = aliases
                .iter()
                .flat_map(|from| {
                    ["filter", "map", "any", "all", "some"]
                        .iter()
                        .flat_map(move |m| {
                            let needle = format!("{from}.{m}(|");
                            written
                                .match_indices(&needle)
                                .filter(|(at, _)| !ends_word(&written[..*at]))
                                .filter_map(|(at, found)| {
                                    let rest = &written[at + found.len()..];
                                    rest.split_once('|').map(|(p, _)| p.trim().to_owned())
                                })
                                .collect::<Vec<_>>()
                        })
                })
                .chain(
                    out.match_indices(" in ")
                        .filter(|(at, _)| out[at + 4..].starts_with(&format!("{set} {{")))
                        .map(|(at, _)| out[..at].rsplit(' ').next().unwrap_or_default().to_owned()),
                )
                .filter(|p| super::tokens::is_name(p))
                .collect();
            for p in params {
                out = split_reads(&out, &p);
            }
        }
        for key in keys {
            out = split_reads(&out, key);
        }
        out
    })
}

/// `rhai` with each read of `key` by an index, `k[1]`, read from the
/// text its parts were joined into, `k.split("|")[1]`.
fn split_reads(rhai: &str, key: &str) -> String {
    rewrite_each(rhai, &format!("{key}["), |before, after| {
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        (!ends_word(before) && !digits.is_empty() && after[digits.len()..].starts_with(']'))
            .then(|| (format!("{key}.split(\"|\")[{digits}]"), digits.len() + 1))
    })
}

/// The names the code sets to one key of a dict keyed by tuples (one of
/// `sets`), `best_key = max(by_show, key=...)`: a joined text in Rhai,
/// whose parts a read by index, `best_key[0]`, splits out (trial 160's
/// template read its characters).
pub(crate) fn tuple_key_names(code: &str, sets: &[String]) -> Vec<String> {
    if sets.is_empty() {
        return Vec::new();
    }
    code.lines()
        .filter_map(|line| match tokenize(line).as_slice() {
            [
                (_, Tok::Ident(name)),
                (_, Tok::Punct("=")),
                (_, Tok::Ident("max" | "min")),
                (_, Tok::Punct("(")),
                (_, Tok::Ident(set)),
                (_, Tok::Punct("," | ")")),
                ..,
            ] if sets.iter().any(|s| s == set) => Some((*name).to_owned()),
            _ => None,
        })
        .take(super::tokens::MOST_NAMES)
        .collect()
}

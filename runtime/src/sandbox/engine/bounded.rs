//! Functions whose result can outgrow their inputs, registered over Rhai's
//! own so that each one checks the size its result will have *before* it
//! allocates it.
//!
//! Rhai measures a native function's result only after the function has
//! returned it. For most functions that is harmless: the result is at most
//! a small multiple of inputs the limits already bound. For a few the
//! result multiplies its inputs (`s.replace("a", w)` on a string of a
//! million `a`s and a `w` of a megabyte asks for a terabyte; so do
//! `a.join(w)` and `a.map(|x| w + x)`), and a failed allocation aborts the
//! whole process, every mount and the server with it. The functions here
//! compute their result's size first (or, when it is built from script
//! calls, check it after each step) and refuse with Rhai's own size error
//! (`ErrorDataTooLarge`), which the sandbox words with the limit's number:
//!
//! * `replace` (all four forms: string or character for each side) counts
//!   the matches first;
//! * `pad` of a string counts bytes, not characters, and leaves a string
//!   as it is for an empty padding (Rhai's own loops forever on it);
//! * `to_upper`, `to_lower`, `make_upper`, `make_lower` (case changes can
//!   grow Unicode text) add up the new length first;
//! * `split`, `split_rev` (every form), `split_csv`, `to_chars` and `to_utf8` count the pieces
//!   first, against `max_array_size`; `from_utf8` counts three bytes per
//!   byte value against the string limit;
//! * `join` and the text of an array or a map (`to_string`, `to_debug`,
//!   `print`, `debug`, so interpolation too) write into a buffer that
//!   refuses to pass the string limit: an array may hold the same shared
//!   value many times, which the size guard counts once;
//! * `map` and `zip` check the array they fill after each call of their
//!   function, before keeping the item;
//! * `pad` of an array counts what it adds with arithmetic that cannot
//!   overflow (Rhai's multiplies unchecked: a debug build panics on
//!   `a.pad(9223372036854775807, s)`);
//! * `dedup(f)` and `sort(f)` stop at the first failed call of `f` (Rhai's
//!   own go on past it, so past the call's deadline too);
//! * `index_of` and `contains` of a value (so `in` too) stop at the call's
//!   deadline (Rhai's own copy a searched-for array once per item inside
//!   one native call, [`search`]).
//!
//! Rhai itself checks before building: `+` and `+=` of two strings and of
//! arrays, string interpolation (after each part), `pad` of strings and
//! arrays (but see `pad` above). `to_json` writes through the same capped buffer
//! (`stdlib.rs`). The rest return at most a small multiple of what their
//! inputs hold, and Rhai checks that after the call; the walk in this
//! module's tests calls every function the engine has with the largest
//! inputs the limits allow, under a bounded address space, so a function
//! added later that multiplies its inputs fails that test.

use std::fmt::{self, Write as _};

use rhai::{
    Array, Dynamic, Engine, EvalAltResult, FnPtr, FuncRegistration, INT, ImmutableString, Map,
    NativeCallContext,
};

use crate::limits::Limits;
use crate::sandbox::size::measure::{self, Excess, Growing, excess_error};

type Checked<T> = Result<T, Box<EvalAltResult>>;

/// Register the checked functions on `engine`, over Rhai's own.
pub(crate) fn register(engine: &mut Engine, limits: &Limits) {
    register_replace(engine, limits);
    register_pad(engine, limits);
    register_case(engine, limits);
    register_split(engine, limits);
    register_text(engine, limits);
    register_fill(engine, limits);
    search::register(engine);
}

/// The size error for a string of `len` bytes that `name` would build, if
/// it would pass a limit.
fn refuse_text(len: usize, limits: &Limits, name: &str) -> Checked<()> {
    measure::text_excess(len, limits).map_or(Ok(()), |excess| Err(excess_error(excess, name)))
}

/// The size error for an array of `items` that `name` would build, if
/// there would be too many.
fn refuse_items(items: usize, limits: &Limits, name: &str) -> Checked<()> {
    if items > limits.max_array_size {
        Err(excess_error(Excess::Array, name))
    } else {
        Ok(())
    }
}

/// A text buffer that refuses to grow past `cap` bytes: formatting into
/// it stops at the first piece that would pass.
pub(crate) struct Capped {
    out: String,
    cap: usize,
    full: bool,
}

impl Capped {
    /// An empty buffer for text the limits allow.
    pub(crate) fn new(limits: &Limits) -> Self {
        Self {
            out: String::new(),
            cap: measure::text_cap(limits),
            full: false,
        }
    }

    /// Whether a piece was refused.
    pub(crate) fn full(&self) -> bool {
        self.full
    }

    /// The text; the size error named after `name` if a piece was refused.
    pub(crate) fn finish(self, limits: &Limits, name: &str) -> Checked<ImmutableString> {
        if self.full {
            refuse_text(self.cap.saturating_add(1), limits, name)?;
        }
        Ok(self.out.into())
    }
}

impl fmt::Write for Capped {
    fn write_str(&mut self, piece: &str) -> fmt::Result {
        if self.full || self.out.len().saturating_add(piece.len()) > self.cap {
            self.full = true;
            return Err(fmt::Error);
        }
        self.out.push_str(piece);
        Ok(())
    }
}

impl std::io::Write for Capped {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        // serde_json writes whole UTF-8 sequences; anything else is refused.
        let piece = std::str::from_utf8(bytes).map_err(std::io::Error::other)?;
        fmt::Write::write_str(self, piece)
            .map_err(|_| std::io::Error::other("text past the string limit"))?;
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Register `name` as a pure function: it does not change its first
/// argument, so Rhai neither refuses it on a constant nor measures that
/// argument again after the call.
macro_rules! pure {
    ($engine:expr, $name:expr, $f:expr) => {
        FuncRegistration::new($name)
            .with_purity(true)
            .register_into_engine($engine, $f)
    };
}

fn register_replace(engine: &mut Engine, limits: &Limits) {
    let l = limits.clone();
    engine.register_fn(
        "replace",
        move |s: &mut ImmutableString, find: &str, with: &str| replace(s, find, with, &l),
    );
    let l = limits.clone();
    engine.register_fn(
        "replace",
        move |s: &mut ImmutableString, find: &str, with: char| {
            replace(s, find, with.encode_utf8(&mut [0; 4]), &l)
        },
    );
    let l = limits.clone();
    engine.register_fn(
        "replace",
        move |s: &mut ImmutableString, find: char, with: &str| {
            replace(s, find.encode_utf8(&mut [0; 4]), with, &l)
        },
    );
    let l = limits.clone();
    engine.register_fn(
        "replace",
        move |s: &mut ImmutableString, find: char, with: char| {
            replace(
                s,
                find.encode_utf8(&mut [0; 4]),
                with.encode_utf8(&mut [0; 4]),
                &l,
            )
        },
    );
}

/// `s` with every `find` replaced by `with`, in place and returned (so
/// that `s.replace(a, b).trim()` works as in JavaScript); refused before
/// building when the result would pass a limit.
fn replace(
    s: &mut ImmutableString,
    find: &str,
    with: &str,
    limits: &Limits,
) -> Checked<ImmutableString> {
    if s.is_empty() {
        return Ok(s.clone());
    }
    if let Some(growth) = with.len().checked_sub(find.len())
        && growth > 0
    {
        // `matches("")` finds the empty string at every character
        // boundary, as `replace("")` inserts at each.
        let count = s.matches(find).count();
        refuse_text(
            count.saturating_mul(growth).saturating_add(s.len()),
            limits,
            "replace",
        )?;
    }
    let replaced: ImmutableString = s.replace(find, with).into();
    *s = replaced.clone();
    Ok(replaced)
}

fn register_pad(engine: &mut Engine, limits: &Limits) {
    let l = limits.clone();
    engine.register_fn(
        "pad",
        move |s: &mut ImmutableString, len: INT, padding: &str| pad_text(s, len, padding, &l),
    );
    let l = limits.clone();
    engine.register_fn(
        "pad",
        move |s: &mut ImmutableString, len: INT, padding: char| {
            pad_text(s, len, padding.encode_utf8(&mut [0; 4]), &l)
        },
    );
}

/// `s` padded with `padding` to `len` characters, as Rhai pads it, its
/// bytes checked first (Rhai checks the characters, and a 4-byte padding
/// makes four times the bytes). An empty `padding` leaves `s` as it is:
/// Rhai's own loops forever on it, outside any budget. Like `trim`, it
/// also returns the padded string (`"".pad(n, "#")` is a bar of `n`),
/// which trial 11 wrote as JavaScript's `"#".repeat(n)` would be.
fn pad_text(
    s: &mut ImmutableString,
    len: INT,
    padding: &str,
    limits: &Limits,
) -> Checked<ImmutableString> {
    let Ok(len) = usize::try_from(len) else {
        return Ok(s.clone());
    };
    let have = s.chars().count();
    let per = padding.chars().count();
    if len <= have || per == 0 {
        return Ok(s.clone());
    }
    let added = len - have;
    let (whole, rest) = (added / per, added % per);
    let rest_bytes: usize = padding.chars().take(rest).map(char::len_utf8).sum();
    let bytes = s
        .len()
        .saturating_add(whole.saturating_mul(padding.len()))
        .saturating_add(rest_bytes);
    refuse_text(bytes, limits, "pad")?;
    let mut out = String::with_capacity(bytes);
    out.push_str(s);
    for _ in 0..whole {
        out.push_str(padding);
    }
    out.extend(padding.chars().take(rest));
    *s = out.into();
    Ok(s.clone())
}

fn register_case(engine: &mut Engine, limits: &Limits) {
    for (name, upper) in [("to_upper", true), ("to_lower", false)] {
        let l = limits.clone();
        engine.register_fn(name, move |s: ImmutableString| case(s, upper, &l));
    }
    for (name, upper) in [("make_upper", true), ("make_lower", false)] {
        let l = limits.clone();
        engine.register_fn(name, move |s: &mut ImmutableString| {
            *s = case(s.clone(), upper, &l)?;
            Ok::<_, Box<EvalAltResult>>(())
        });
    }
}

/// `s` in upper or lower case, as Rhai converts it; refused before
/// building when the converted text would pass a limit (a few characters
/// grow: `ŉ` upper-cased is `ʼN`).
fn case(s: ImmutableString, upper: bool, limits: &Limits) -> Checked<ImmutableString> {
    let unchanged = if upper {
        s.chars().all(char::is_uppercase)
    } else {
        s.chars().all(char::is_lowercase)
    };
    if unchanged {
        return Ok(s);
    }
    let len: usize = s
        .chars()
        .map(|c| {
            if upper {
                c.to_uppercase().map(char::len_utf8).sum::<usize>()
            } else {
                c.to_lowercase().map(char::len_utf8).sum::<usize>()
            }
        })
        .sum();
    let name = if upper { "to_upper" } else { "to_lower" };
    refuse_text(len, limits, name)?;
    Ok(if upper {
        s.to_uppercase().into()
    } else {
        s.to_lowercase().into()
    })
}

/// The pieces of a split, as Rhai makes them, after checking that
/// `count` of them are allowed.
fn split_checked<'s, I: Iterator<Item = &'s str>>(
    count: usize,
    pieces: impl FnOnce() -> I,
    limits: &Limits,
    name: &str,
) -> Checked<Array> {
    refuse_items(count, limits, name)?;
    Ok(pieces().map(Into::into).collect())
}

/// How many pieces splitting `s` at `delimiter` into at most `segments`
/// makes, or `None` when Rhai keeps the string whole.
fn piece_count(s: &str, delimiter: &str, segments: Option<INT>) -> Option<usize> {
    if s.is_empty()
        || segments.is_some_and(|n| n <= 1)
        || (!delimiter.is_empty() && !s.contains(delimiter))
    {
        return None;
    }
    let count = s.matches(delimiter).count().saturating_add(1);
    Some(segments.map_or(count, |n| {
        count.min(usize::try_from(n).unwrap_or(usize::MAX))
    }))
}

fn register_split(engine: &mut Engine, limits: &Limits) {
    // `split(delimiter)`, `split(delimiter, segments)` and the same from
    // the end, for a string or a character delimiter.
    for reverse in [false, true] {
        let name = if reverse { "split_rev" } else { "split" };
        let l = limits.clone();
        pure!(
            engine,
            name,
            move |s: &mut ImmutableString, delimiter: &str| split(s, delimiter, None, reverse, &l)
        );
        let l = limits.clone();
        pure!(
            engine,
            name,
            move |s: &mut ImmutableString, delimiter: char| {
                split(s, delimiter.encode_utf8(&mut [0; 4]), None, reverse, &l)
            }
        );
        let l = limits.clone();
        pure!(
            engine,
            name,
            move |s: &mut ImmutableString, delimiter: &str, segments: INT| {
                split(s, delimiter, Some(segments), reverse, &l)
            }
        );
        let l = limits.clone();
        pure!(
            engine,
            name,
            move |s: &mut ImmutableString, delimiter: char, segments: INT| {
                split(
                    s,
                    delimiter.encode_utf8(&mut [0; 4]),
                    Some(segments),
                    reverse,
                    &l,
                )
            }
        );
    }
    let l = limits.clone();
    // At each run of whitespace, as Python's `split()`: `"".split()` is
    // `[]`, as `"  ".split()` is.
    pure!(engine, "split", move |s: &mut ImmutableString| {
        split_checked(
            s.split_whitespace().count(),
            || s.split_whitespace(),
            &l,
            "split",
        )
    });
    let l = limits.clone();
    engine.register_fn("to_chars", move |s: &str| {
        refuse_items(s.chars().count(), &l, "to_chars")?;
        Ok::<Array, Box<EvalAltResult>>(s.chars().map(Into::into).collect())
    });
    let l = limits.clone();
    pure!(engine, "split_csv", move |s: &mut ImmutableString| {
        split_csv(s, &l)
    });
    let l = limits.clone();
    pure!(engine, "to_utf8", move |s: &mut ImmutableString| {
        refuse_items(s.len(), &l, "to_utf8")?;
        Ok::<Array, Box<EvalAltResult>>(s.bytes().map(|b| INT::from(b).into()).collect())
    });
    let l = limits.clone();
    pure!(engine, "from_utf8", move |bytes: &mut Array| from_utf8(
        bytes, &l
    ));
    for (name, start) in [("pad_start", true), ("pad_end", false)] {
        let l = limits.clone();
        pure!(
            engine,
            name,
            move |s: &mut ImmutableString, len: INT, padding: &str| padded(
                s, len, padding, start, &l
            )
        );
        let l = limits.clone();
        pure!(
            engine,
            name,
            move |s: &mut ImmutableString, len: INT, padding: char| {
                padded(s, len, padding.encode_utf8(&mut [0; 4]), start, &l)
            }
        );
    }
}

/// `s` padded to `len` characters with `padding` repeated, at its start or
/// its end, as a new string (JavaScript's `padStart` and `padEnd`); `s`
/// stays as it is. Its bytes are checked before it is built.
fn padded(
    s: &str,
    len: INT,
    padding: &str,
    start: bool,
    limits: &Limits,
) -> Checked<ImmutableString> {
    let have = s.chars().count();
    let want = usize::try_from(len).unwrap_or(0);
    if want <= have || padding.is_empty() {
        return Ok(s.into());
    }
    let missing = want - have;
    let widest = padding.chars().map(char::len_utf8).max().unwrap_or(1);
    let name = if start { "pad_start" } else { "pad_end" };
    refuse_text(
        missing.saturating_mul(widest).saturating_add(s.len()),
        limits,
        name,
    )?;
    let fill: String = padding.chars().cycle().take(missing).collect();
    Ok(if start {
        format!("{fill}{s}")
    } else {
        format!("{s}{fill}")
    }
    .into())
}

/// The text an array of byte values (0 to 255) encodes as UTF-8, with
/// `\u{FFFD}` for a sequence that is none (`%C3%A9` decoded by hand gives
/// `[195, 169]`, which is `"é"`). A replacement takes three bytes for
/// one, which the string limit is checked against first.
fn from_utf8(bytes: &Array, limits: &Limits) -> Checked<ImmutableString> {
    refuse_text(bytes.len().saturating_mul(3), limits, "from_utf8")?;
    let raw: Vec<u8> = bytes
        .iter()
        .map(|b| b.as_int().ok().and_then(|b| u8::try_from(b).ok()))
        .collect::<Option<_>>()
        .ok_or_else(|| -> Box<EvalAltResult> {
            "from_utf8 takes an array of byte values, ints from 0 to 255".into()
        })?;
    Ok(String::from_utf8_lossy(&raw).into_owned().into())
}

/// A CSV line's fields: split at each comma outside double quotes, with
/// the quotes taken off (`""` inside quotes is one `"`) and a final `\r`
/// dropped, so `1,lamp,"home,light"` gives three fields.
fn split_csv(line: &str, limits: &Limits) -> Checked<Array> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let mut quoted = false;
    let commas = line
        .chars()
        .filter(|c| {
            quoted ^= *c == '"';
            *c == ',' && !quoted
        })
        .count();
    refuse_items(commas.saturating_add(1), limits, "split_csv")?;
    let mut fields = Array::with_capacity(commas + 1);
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            '"' => quoted = !quoted,
            ',' if !quoted => fields.push(std::mem::take(&mut field).into()),
            c => field.push(c),
        }
    }
    fields.push(field.into());
    Ok(fields)
}

/// `s` split at `delimiter` into at most `segments`, from the end when
/// `reverse`, as Rhai splits it.
fn split(
    s: &ImmutableString,
    delimiter: &str,
    segments: Option<INT>,
    reverse: bool,
    limits: &Limits,
) -> Checked<Array> {
    let name = if reverse { "split_rev" } else { "split" };
    let Some(count) = piece_count(s, delimiter, segments) else {
        return Ok(vec![s.clone().into()]);
    };
    let n = segments.map_or(usize::MAX, |n| usize::try_from(n).unwrap_or(usize::MAX));
    match (reverse, segments.is_some()) {
        (false, false) => split_checked(count, || s.split(delimiter), limits, name),
        (false, true) => split_checked(count, || s.splitn(n, delimiter), limits, name),
        (true, false) => split_checked(count, || s.rsplit(delimiter), limits, name),
        (true, true) => split_checked(count, || s.rsplitn(n, delimiter), limits, name),
    }
}

fn register_text(engine: &mut Engine, limits: &Limits) {
    let l = limits.clone();
    pure!(engine, "join", move |array: &mut Array, sep: &str| join(
        array, sep, &l
    ));
    let l = limits.clone();
    pure!(engine, "join", move |array: &mut Array| join(
        array, ",", &l
    ));
    for name in ["to_string", "to_debug", "print", "debug"] {
        let l = limits.clone();
        pure!(
            engine,
            name,
            move |ctx: NativeCallContext<'_>, array: &mut Array| {
                let mut out = Capped::new(&l);
                // A refused piece leaves `out` full; `finish` says so.
                let _ = write_array(&ctx, &mut out, array);
                out.finish(&l, name)
            }
        );
        let l = limits.clone();
        pure!(
            engine,
            name,
            move |ctx: NativeCallContext<'_>, map: &mut Map| {
                let mut out = Capped::new(&l);
                let _ = write_map(&ctx, &mut out, map);
                out.finish(&l, name)
            }
        );
    }
}

/// The items of `array` as text, separated by `sep` (`()` as empty text,
/// as JavaScript does for `null`); refused at the first piece that would
/// take it past the string limit.
fn join(array: &Array, sep: &str, limits: &Limits) -> Checked<ImmutableString> {
    let mut out = Capped::new(limits);
    for (index, item) in array.iter().enumerate() {
        if index > 0 && out.write_str(sep).is_err() {
            break;
        }
        if item.is_unit() {
            continue;
        }
        let written = match item.read_lock::<ImmutableString>() {
            Some(text) => out.write_str(&text),
            None => write!(out, "{item}"),
        };
        if written.is_err() {
            break;
        }
    }
    out.finish(limits, "join")
}

/// `array` as Rhai prints it (`[1, "a"]`, each item as `to_debug` gives
/// it), nested arrays and maps written into the same buffer.
fn write_array(ctx: &NativeCallContext<'_>, out: &mut Capped, array: &Array) -> fmt::Result {
    out.write_str("[")?;
    for (index, item) in array.iter().enumerate() {
        if index > 0 {
            out.write_str(", ")?;
        }
        write_item(ctx, out, item)?;
    }
    out.write_str("]")
}

/// `map` as Rhai prints it (`#{"a": 1}`).
fn write_map(ctx: &NativeCallContext<'_>, out: &mut Capped, map: &Map) -> fmt::Result {
    out.write_str("#{")?;
    for (index, (key, item)) in map.iter().enumerate() {
        if index > 0 {
            out.write_str(", ")?;
        }
        write!(out, "{:?}: ", key.as_str())?;
        write_item(ctx, out, item)?;
    }
    out.write_str("}")
}

/// One item of an array or map, as `to_debug` gives it.
fn write_item(ctx: &NativeCallContext<'_>, out: &mut Capped, item: &Dynamic) -> fmt::Result {
    if let Some(array) = item.read_lock::<Array>() {
        return write_array(ctx, out, &array);
    }
    if let Some(map) = item.read_lock::<Map>() {
        return write_map(ctx, out, &map);
    }
    // Anything else is one value whose text its own size bounds.
    let mut copy = item.flatten_clone();
    match ctx
        .call_native_fn_raw("to_debug", true, &mut [&mut copy])
        .ok()
        .and_then(|text| text.into_immutable_string().ok())
    {
        Some(text) => out.write_str(&text),
        None => write!(out, "{item:?}"),
    }
}

fn register_fill(engine: &mut Engine, limits: &Limits) {
    let l = limits.clone();
    pure!(engine, "map", move |ctx: NativeCallContext<'_>,
                               array: &mut Array,
                               f: FnPtr| map(
        &ctx, array, &f, &l
    ));
    pure!(engine, "filter", |ctx: NativeCallContext<'_>,
                             array: &mut Array,
                             f: FnPtr| {
        filter(&ctx, array, &f)
    });
    pure!(engine, "some", |ctx: NativeCallContext<'_>,
                           array: &mut Array,
                           f: FnPtr| {
        test_each(&ctx, "some", array, &f, true)
    });
    pure!(engine, "all", |ctx: NativeCallContext<'_>,
                          array: &mut Array,
                          f: FnPtr| {
        test_each(&ctx, "all", array, &f, false)
    });
    let l = limits.clone();
    pure!(engine, "zip", move |ctx: NativeCallContext<'_>,
                               first: &mut Array,
                               second: Array,
                               f: FnPtr| {
        zip(&ctx, first, second, &f, &l)
    });
    let l = limits.clone();
    engine.register_fn("pad", move |array: &mut Array, len: INT, item: Dynamic| {
        pad(array, len, item, &l)
    });
    engine.register_fn(
        "dedup",
        |ctx: NativeCallContext<'_>, array: &mut Array, f: FnPtr| dedup(&ctx, array, &f),
    );
    for name in ["sort", "sort_by"] {
        engine.register_fn(
            name,
            |ctx: NativeCallContext<'_>, array: &mut Array, f: FnPtr| sort_by(&ctx, array, &f),
        );
    }
}

/// `array.pad(len, item)` as Rhai runs it, checked before it allocates
/// with arithmetic that cannot overflow.
fn pad(array: &mut Array, len: INT, item: Dynamic, limits: &Limits) -> Checked<()> {
    let Ok(len) = usize::try_from(len) else {
        return Ok(());
    };
    if len <= array.len() {
        return Ok(());
    }
    refuse_items(len, limits, "pad")?;
    if let Some(excess) = measure::padded_excess(array, &item, len - array.len(), limits) {
        return Err(excess_error(excess, "pad"));
    }
    array.resize(len, item);
    Ok(())
}

/// `array.dedup(f)` as Rhai runs it, except that the first failed call
/// of `f` ends it with that error: Rhai's own takes a failure for "not
/// equal" and goes on, so a call past its deadline or its operations
/// (or one whose every failure quotes a megabyte) ran on to the end.
fn dedup(ctx: &NativeCallContext<'_>, array: &mut Array, f: &FnPtr) -> Checked<()> {
    let mut failed = None;
    array.dedup_by(|x, y| {
        if failed.is_some() {
            return false;
        }
        match f.call_raw(ctx, None, [y.clone(), x.clone()]) {
            Ok(same) => same.as_bool().unwrap_or(false),
            Err(error) => {
                failed = Some(error);
                false
            }
        }
    });
    failed.map_or(Ok(()), Err)
}

/// `array.sort(f)` as Rhai runs it (`f` returns a number, or `true` for
/// "before"), except that a float orders by its sign, and that the first
/// failed call of `f`, or the first result that is no comparison, ends it
/// with an error, as in [`dedup`].
fn sort_by(ctx: &NativeCallContext<'_>, array: &mut Array, f: &FnPtr) -> Checked<()> {
    use std::cmp::Ordering;
    if array.len() <= 1 {
        return Ok(());
    }
    let mut failed = None;
    let sorted = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        array.sort_by(|x, y| {
            if failed.is_some() {
                return Ordering::Equal;
            }
            let order = match f.call_raw(ctx, None, [x.clone(), y.clone()]) {
                Ok(order) => order,
                Err(error) => {
                    failed = Some(error);
                    return Ordering::Equal;
                }
            };
            match comparison(&order) {
                Some(order) => order,
                None => {
                    failed = Some(not_a_comparison(&order));
                    Ordering::Equal
                }
            }
        });
    }));
    if let Some(error) = failed {
        return Err(error);
    }
    // `sort_by` may panic on an order that is not total.
    sorted.map_err(|_| {
        Box::new(EvalAltResult::ErrorRuntime(
            "error in comparer for sorting".into(),
            rhai::Position::NONE,
        ))
    })
}

/// What a comparer's result says: a number by its sign (JavaScript's
/// `(a, b) => a.amount - b.amount` over floats included), a bool as
/// "`a` first". `None` for anything else: Rhai's own `sort` took such a
/// result for "compare the types", which left the array as it was
/// without a word.
fn comparison(order: &Dynamic) -> Option<std::cmp::Ordering> {
    use std::cmp::Ordering;
    if let Ok(n) = order.as_int() {
        return Some(n.cmp(&0));
    }
    if let Ok(x) = order.as_float() {
        return Some(x.partial_cmp(&0.0).unwrap_or(Ordering::Equal));
    }
    order.as_bool().ok().map(|first| {
        if first {
            Ordering::Less
        } else {
            Ordering::Greater
        }
    })
}

/// The error of a comparer that returned `order`, which is no comparison.
fn not_a_comparison(order: &Dynamic) -> Box<EvalAltResult> {
    Box::new(EvalAltResult::ErrorRuntime(
        format!(
            "the function given to `sort` returned {}; it must return a number: negative when `a` comes first, 0 when equal, positive when `b` comes first. Write `|a, b| a.n - b.n`, or for text `|a, b| if a < b {{ -1 }} else if a > b {{ 1 }} else {{ 0 }}`",
            if order.is_unit() {
                "nothing (`()`, as an `if` without `else` gives when it does not run)".to_owned()
            } else {
                format!("a value of type {}", order.type_name())
            }
        )
        .into(),
        rhai::Position::NONE,
    ))
}

/// The array's index `i` as a script integer.
fn index(i: usize) -> Dynamic {
    INT::try_from(i).unwrap_or(INT::MAX).into()
}

/// `array.map(f)` as Rhai runs it (`f(item)`, `f(item, index)`, or `f`
/// with the item as `this`), each result checked before it is kept.
fn map(
    ctx: &NativeCallContext<'_>,
    array: &mut Array,
    f: &FnPtr,
    limits: &Limits,
) -> Checked<Array> {
    let mut out = Array::with_capacity(array.len());
    let mut growing = Growing::array(limits);
    for (i, item) in array.iter_mut().enumerate() {
        let value = f.call_raw_with_extra_args("map", ctx, Some(item), [], [index(i)], Some(0))?;
        growing
            .add(&value)
            .map_err(|excess| excess_error(excess, "map"))?;
        out.push(value);
    }
    Ok(out)
}

/// `array.filter(f)` as Rhai runs it (`f(item)` or `f(item, index)`),
/// except that a result that is no bool ends it with an error: Rhai's own
/// took it for `false`, and `carts.filter(|c| c.items)` (a Python
/// truthiness test) kept nothing without a word (trial 15).
fn filter(ctx: &NativeCallContext<'_>, array: &mut Array, f: &FnPtr) -> Checked<Array> {
    let mut out = Array::new();
    for (i, item) in array.iter_mut().enumerate() {
        let keep =
            f.call_raw_with_extra_args("filter", ctx, Some(item), [], [index(i)], Some(0))?;
        match keep.as_bool() {
            Ok(true) => out.push(item.clone()),
            Ok(false) => {}
            Err(_) => return Err(not_a_bool("filter", &keep)),
        }
    }
    Ok(out)
}

/// `array.some(f)` (`stop_at` true) and `array.all(f)` (false) as Rhai
/// runs them, with `filter`'s check: `errors.some(|e| e)` (Python's
/// `any(e for e in errors)`) was `false` without a word (trial 31).
fn test_each(
    ctx: &NativeCallContext<'_>,
    name: &str,
    array: &mut Array,
    f: &FnPtr,
    stop_at: bool,
) -> Checked<bool> {
    for (i, item) in array.iter_mut().enumerate() {
        let got = f.call_raw_with_extra_args(name, ctx, Some(item), [], [index(i)], Some(0))?;
        match got.as_bool() {
            Ok(found) if found == stop_at => return Ok(stop_at),
            Ok(_) => {}
            Err(_) => return Err(not_a_bool(name, &got)),
        }
    }
    Ok(!stop_at)
}

/// The error of a test given to `name` that returned `value`, no bool.
fn not_a_bool(name: &str, value: &Dynamic) -> Box<EvalAltResult> {
    Box::new(EvalAltResult::ErrorRuntime(
        format!(
            "the function given to `{name}` returned {}, not a bool: Rhai has no truthiness. Test what you mean, `|x| x.len() > 0`, `|x| x != \"\"`, `|x| x != ()`, or `|x| truthy(x)` as Python and JavaScript test",
            if value.is_unit() {
                "nothing (`()`)".to_owned()
            } else {
                format!("a value of type {}", value.type_name())
            }
        )
        .into(),
        rhai::Position::NONE,
    ))
}

/// `first.zip(second, f)` as Rhai runs it (`f(a, b)` or `f(a, b, index)`),
/// each result checked before it is kept.
fn zip(
    ctx: &NativeCallContext<'_>,
    first: &mut Array,
    second: Array,
    f: &FnPtr,
    limits: &Limits,
) -> Checked<Array> {
    let mut out = Array::with_capacity(first.len().min(second.len()));
    let mut growing = Growing::array(limits);
    for (i, (a, b)) in first.iter_mut().zip(second).enumerate() {
        let value =
            f.call_raw_with_extra_args("zip", ctx, None, [a.clone(), b], [index(i)], None)?;
        growing
            .add(&value)
            .map_err(|excess| excess_error(excess, "zip"))?;
        out.push(value);
    }
    Ok(out)
}

mod search;

#[cfg(test)]
mod tests;

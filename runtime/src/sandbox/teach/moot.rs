//! The items of a first answer that another item's point makes moot,
//! each pass keeping the item that says more: a point that writes a whole
//! call (`starmap(...)`, `toLocaleString(...)`, `float("inf")`, a sort's
//! `key=`) leaves the pieces inside it nothing to say, and a line its own
//! point drops (`module.exports = ...`, a decorator) has nothing left to
//! write. Each item is told once where it stands.

use std::collections::HashSet;

use super::tokens::{self, Habit};
use super::{advice, foreign, habits, python};

/// The lead of the point on `f(*xs)` that names the call in the code's
/// words.
const SPREAD_ARGUMENTS: &str =
    "Rhai has no `*` to spread arguments: pass each item as its own argument, `";

/// Drops from `elsewhere` (each item with its line, from 1) the items
/// another's point makes moot; `source_lines` and `code` are the code as
/// written and with its strings and comments blanked.
pub(super) fn drop_moot(elsewhere: &mut Vec<(usize, Habit)>, source_lines: &[&str], code: &str) {
    // A closure told to become a `fn` (a `const` one a function uses, a
    // Python `lambda` kept at the top) is seen by every `fn`: no function
    // passes it in (trial 67), and its `=>` is no closure to write.
    let made_fns: Vec<(usize, String)> = elsewhere
        .iter()
        .filter_map(|(line, h)| {
            let name = h
                .text
                .strip_prefix(advice::LAMBDA_AT_TOP)
                .or_else(|| {
                    h.text
                        .split_once(advice::CLOSURE_MADE_FN)
                        .map(|(_, rest)| rest)
                })?
                .split(['(', '`'])
                .next()?;
            Some((*line, name.to_owned()))
        })
        .collect();
    elsewhere.retain(|(line, h)| {
        !made_fns.iter().any(|(at, name)| {
            (h.text.starts_with(advice::OUTER_IN_FN)
                && h.text.contains(&format!("pass `{name}` in as a parameter")))
                || (at == line
                    && (h.text
                        .starts_with("`=>` arrow functions are not Rhai: write the closure")
                        // (Python's `mean = lambda xs: ...` at the top: a
                        // `fn`, not the closure, trial 78.)
                        || (h.text.starts_with("write the closure `|")
                            && h.text.contains("instead of `lambda"))))
        })
    });
    // `"%d:%02d" % divmod(secs, 60)`: the template reads the quotient
    // and the remainder itself.
    drop_beside(
        elsewhere,
        |point| {
            point.starts_with("Rhai has no `%` formatting of text") && !point.contains("divmod(")
        },
        |item| item.starts_with("Rhai has no function `divmod`"),
    );
    // `set(map(lambda r: (r.a, r.b), rows))`: the set's own loop writes
    // the whole line, its `map` included.
    drop_beside(
        elsewhere,
        |point| point.starts_with("Rhai has no sets: a set is a map of keys, and a key is text"),
        |item| item.starts_with("Python's `map(function, items)`"),
    );
    // `groupby(sorted(xs, key=k), key=k)`: the groups' map needs no sort
    // by its own key, as its point says (trial 158's `sorted` point on
    // the same line said to sort a copy).
    elsewhere.retain(|(line, h)| {
        !((h.text.starts_with("Rhai has no function `sorted`")
            || h.text
                .starts_with("Rhai's `sort` takes a function of two items"))
            && source_lines
                .get(line.saturating_sub(1))
                .is_some_and(|l| sorted_by_group_key(l)))
    });
    // `[block(*kv) for kv in pairs]`: the comprehension's form passes
    // the items already, `block(kv[0], kv[1])`.
    let spread_told: Vec<usize> = elsewhere
        .iter()
        .filter_map(|(line, h)| {
            let rest = h.text.strip_prefix(SPREAD_ARGUMENTS)?;
            let (call, _) = rest.split_once('`')?;
            (call.contains('(')
                && elsewhere.iter().any(|(at, other)| {
                    at == line
                        && !other.text.starts_with(SPREAD_ARGUMENTS)
                        && other.text.contains(call)
                }))
            .then_some(*line)
        })
        .collect();
    elsewhere
        .retain(|(line, h)| !(h.text.starts_with(SPREAD_ARGUMENTS) && spread_told.contains(line)));
    // `defaultdict(lambda: defaultdict(list))`: one map of maps, told
    // whole at its first `defaultdict`; the inner one's point is the same
    // text at another column.
    let mut nested: HashSet<(usize, String)> = HashSet::new();
    elsewhere.retain(|(line, h)| {
        !(h.text.starts_with("Rhai has no `defaultdict`:")
            && h.text.contains("is a map of maps")
            && !nested.insert((*line, h.text.clone())))
    });
    // `defaultdict(lambda: [0, 0.0])`: the map's point writes the start
    // the `lambda` gives, so there is no closure to write (trial 158).
    drop_beside(
        elsewhere,
        |point| point.starts_with("Rhai has no `defaultdict`"),
        |item| item.starts_with("write the closure `|| ...` instead of `lambda : ...`"),
    );
    // `filter(None, xs)`: its `None` is no value, but "keep what is true",
    // which the call's form writes as a closure.
    elsewhere.retain(|(line, h)| {
        !(h.text.starts_with("Rhai has no `None`")
            && source_lines
                .get(line.saturating_sub(1))
                .is_some_and(|l| l.contains("filter(None,")))
    });
    // `b - a || 0` in a comparer: dropped whole, with no default to give.
    drop_beside(
        elsewhere,
        |point| point == super::exprs::ZERO_TIE,
        |item| item.starts_with("`||` takes only booleans in Rhai, so"),
    );
    // `sys.argv[1:]`: the command line's point drops it whole, so its
    // slice has nothing to write (trial 109 was told `argv.slice(1)`).
    drop_beside(
        elsewhere,
        |point| point.starts_with("Rhai has no `sys.argv`"),
        |item| item.starts_with("Rhai has no slices `argv["),
    );
    // `starmap(lambda d, n, fill: ..., rows)`: the lambda is the point's
    // closure of one row, not one of three.
    drop_inside(
        elsewhere,
        |point| point.starts_with(python::STARMAP),
        |item| item.starts_with("write the closure `|") && item.contains("instead of `lambda"),
    );
    // `n.toLocaleString('en-GB', { minimumFractionDigits: 2 })`: the
    // call's own point replaces it, options and all (trial 86 was told
    // the options' braces as a map to keep).
    drop_inside(
        elsewhere,
        |point| point.starts_with("Rhai has no method `toLocaleString`"),
        |item| item.starts_with("`{ ") && item.contains("` is a block in Rhai: write the map"),
    );
    // `float("inf")`: the infinity's own point says what to write, not
    // `parse_float` (trial 91).
    drop_inside(
        elsewhere,
        |point| point.starts_with(python::INFINITY),
        |item| item.starts_with("Rhai has no function `float`"),
    );
    // `next(label for ... if ...)`: the generator's own point says it.
    drop_beside(
        elsewhere,
        |point| point.starts_with("Rhai has no generators or `next`"),
        |item| item.starts_with("Rhai has no function `next`"),
    );
    // `sorted(xs, reverse=True)`: the sort's own point says what
    // `reverse=` becomes; a `true` keeps the keyword argument.
    elsewhere.retain(|(line, h)| {
        h.text != "write `true` instead of `True`"
            || !keyword_at(source_lines, *line, h.column, "reverse")
    });
    // `sorted(xs, key=lambda p: ...)`: the sort's own point makes the
    // key a comparer of two items, never a closure of one.
    elsewhere.retain(|(line, h)| {
        !(h.text.starts_with("write the closure `|")
            && h.text.contains("instead of `lambda")
            && sort_key_at(source_lines, *line, h.column))
    });
    // A call whose own point makes it a loop (`xs.forEach((p) => ...)`,
    // `max(xs, key=lambda r: ...)`) leaves its callback no closure to
    // write (trial 66 rated both conflicting): the first arrow or lambda
    // after it on its line is not told.
    // (The max's point up to its forms, which name their variables
    // afresh.)
    let max_by = foreign::MAX_BY.split(';').next().unwrap_or(foreign::MAX_BY);
    let looped: Vec<(usize, usize)> = elsewhere
        .iter()
        .filter(|(_, h)| {
            h.text.starts_with("Rhai has no method `forEach`") || h.text.starts_with(max_by)
        })
        .map(|(line, h)| (*line, h.column))
        .collect();
    let callback = |h: &Habit| {
        h.text
            .starts_with("`=>` arrow functions are not Rhai: write the closure")
            || (h.text.starts_with("write the closure `|") && h.text.contains("instead of `lambda"))
    };
    let unneeded: HashSet<(usize, usize)> = looped
        .iter()
        .filter_map(|(line, column)| {
            elsewhere
                .iter()
                .filter(|(l, h)| l == line && h.column > *column && callback(h))
                .map(|(l, h)| (*l, h.column))
                .min_by_key(|(_, c)| *c)
        })
        .collect();
    elsewhere.retain(|(line, h)| !unneeded.contains(&(*line, h.column)) || !callback(h));
    // `@dataclass(frozen=True)`: the decorator's line is dropped, as its
    // own point says, `True` with it.
    elsewhere.retain(|(line, h)| {
        !matches!(
            h.text.as_str(),
            "write `true` instead of `True`" | "write `false` instead of `False`"
        ) || !source_lines
            .get(line.saturating_sub(1))
            .is_some_and(|l| l.trim_start().starts_with('@'))
    });
    // What stands inside a type argument, `reduce<{ score: number }>(`,
    // is a type, told by the type argument's own point.
    let typed: HashSet<(usize, usize)> = code
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains('<'))
        .flat_map(|(i, l)| {
            python::type_argument_spans(&tokens::tokenize(l))
                .into_iter()
                .map(move |(from, to)| (i + 1, from, to))
        })
        .flat_map(|(line, from, to)| (from + 1..=to).map(move |c| (line, c)))
        .collect();
    elsewhere.retain(|(line, h)| !typed.contains(&(*line, h.column)));
    // `module.exports = { report, load };`: the line is dropped, as its
    // own point says, so its map is none to write (trial 62).
    let exports: HashSet<usize> = elsewhere
        .iter()
        .filter(|(_, h)| h.text == habits::DROP_EXPORT)
        .map(|(line, _)| *line)
        .collect();
    elsewhere.retain(|(line, h)| {
        !exports.contains(line)
            || !(h.text.contains("is JavaScript's shorthand")
                || h.text.contains("is a block in Rhai"))
    });
    // One habit once where it stands, however many passes found it.
    let mut seen: HashSet<(usize, usize, String)> = HashSet::new();
    elsewhere.retain(|(line, h)| seen.insert((*line, h.column, h.text.clone())));
    // `a and b or c` picks a value, told whole: not `&&` for its `and`.
    let picked: HashSet<usize> = elsewhere
        .iter()
        .filter(|(_, h)| h.text.contains(" and ... or ...` picks a value"))
        .map(|(line, _)| *line)
        .collect();
    elsewhere.retain(|(line, h)| {
        !picked.contains(line)
            || (h.text != "write `&&` instead of `and`"
                && h.text != "write `||` instead of `or`"
                && !h.text.contains("instead of `x or default`"))
    });
}

/// Drops each item `moot` finds at the column, or a later one, of a line
/// that holds an item `point` finds: a point that writes the whole call
/// (`starmap(...)`, `toLocaleString(...)`, `float("inf")`) leaves the
/// pieces inside it nothing to say.
fn drop_inside(
    elsewhere: &mut Vec<(usize, Habit)>,
    point: impl Fn(&str) -> bool,
    moot: impl Fn(&str) -> bool,
) {
    drop_where(elsewhere, point, moot, |at, from| at <= from);
}

/// Drops each item `moot` finds on a line that holds an item `point`
/// finds, at any column: the point says all the other would.
fn drop_beside(
    elsewhere: &mut Vec<(usize, Habit)>,
    point: impl Fn(&str) -> bool,
    moot: impl Fn(&str) -> bool,
) {
    drop_where(elsewhere, point, moot, |_, _| true);
}

/// [`drop_inside`] and [`drop_beside`]: `placed` takes the point's column
/// and the item's.
fn drop_where(
    elsewhere: &mut Vec<(usize, Habit)>,
    point: impl Fn(&str) -> bool,
    moot: impl Fn(&str) -> bool,
    placed: impl Fn(usize, usize) -> bool,
) {
    let points: Vec<(usize, usize)> = elsewhere
        .iter()
        .filter(|(_, h)| point(&h.text))
        .map(|(line, h)| (*line, h.column))
        .collect();
    elsewhere.retain(|(line, h)| {
        !(moot(&h.text)
            && points
                .iter()
                .any(|(at, column)| at == line && placed(*column, h.column)))
    });
}

/// Whether the `lambda` at `line` and `column` of `lines` is the `key=`
/// of a sort (`sorted(` or `.sort(` on its line or up to three above).
fn sort_key_at(lines: &[&str], line: usize, column: usize) -> bool {
    keyword_at(lines, line, column, "key")
        && lines[line.saturating_sub(4)..line]
            .iter()
            .any(|l| l.contains("sorted(") || l.contains(".sort("))
}

/// Whether what stands at `line` and `column` of `lines` is the value of
/// the keyword argument `keyword` (`key=`, `reverse =`).
fn keyword_at(lines: &[&str], line: usize, column: usize, keyword: &str) -> bool {
    lines.get(line.wrapping_sub(1)).is_some_and(|written| {
        let before: String = written.chars().take(column.saturating_sub(1)).collect();
        before
            .trim_end()
            .strip_suffix('=')
            .is_some_and(|b| b.trim_end().ends_with(keyword))
    })
}

/// `groupby(sorted(xs, key=K), key=K)`: a sort by the groups' own key
/// alone.
fn sorted_by_group_key(line: &str) -> bool {
    let Some((_, rest)) = line.split_once("groupby(sorted(") else {
        return false;
    };
    let Some((_, sort_key)) = rest.split_once(", key=") else {
        return false;
    };
    let Some((sort_key, group_key)) = sort_key.split_once("), key=") else {
        return false;
    };
    // (`...):` of a `for` line.)
    let group_key = group_key.trim_end().trim_end_matches(':');
    let group_key = group_key.strip_suffix(')').unwrap_or(group_key);
    !sort_key.contains(',') && sort_key.trim() == group_key.trim()
}

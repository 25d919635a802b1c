//! A path the code names from the folder around the fs service's root
//! (`"root/skijump.csv"`, a program's own path kept when it became a
//! plugin): told at mount, where the call would fail at run time. Each
//! path is looked up through the granted `fs` service itself, so nothing
//! outside its root is read.

use serde_json::json;

use crate::sandbox::ServiceValue;
use crate::sandbox::teach::Quoted;
use crate::toolset::shared::Shared;

/// The string literals read per mount at most.
const MOST: usize = 16;

/// A literal the fs service finds nothing at, where its rest past the
/// first folder is: its line (from 1), column (from 1) and what to write.
pub(crate) struct Misplaced {
    pub(crate) line: usize,
    pub(crate) column: usize,
    pub(crate) message: String,
    /// The literal as written and the path under the root it means.
    written: String,
    meant: String,
}

/// The literals of `code` that name a path from the folder around the fs
/// root; none where `fs` is not granted.
pub(crate) fn misplaced(shared: &Shared, code: &str) -> Vec<Misplaced> {
    let Some(fs) = shared
        .runtime
        .service("fs")
        .and_then(|value| value.try_cast::<ServiceValue>())
    else {
        return Vec::new();
    };
    let exists = |path: &str| {
        fs.call("exists", vec![json!(path)])
            .is_ok_and(|found| found == json!(true))
    };
    let mut seen: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for (line, column, path) in path_literals(code) {
        if seen.contains(&path) || seen.len() >= MOST {
            continue;
        }
        seen.push(path);
        let Some((first, rest)) = path.split_once('/') else {
            continue;
        };
        // (Code that takes the first folder off itself, `if p.starts_with(
        // "root/") { ... }`, reads the rest already: trial 137.)
        let stripped = code.contains(&format!("\"{first}/\""));
        if !rest.is_empty() && !stripped && !exists(path) && exists(rest) {
            out.push(Misplaced {
                line,
                column,
                written: path.to_owned(),
                meant: rest.to_owned(),
                message: format!(
                    "`\"{path}\"` names nothing under the fs service's root, where `\"{rest}\"` is: fs paths start inside the root folder, so read `\"{rest}\"` (where the code also prints the path, the text it prints may stay as it was)"
                ),
            });
        }
    }
    out
}

/// `message` with each form's default path of `found` written as the path
/// under the root it means: trial 130's point on `process.argv[2] ||
/// "root/sandbags.csv"` wrote `args.path ?? "root/sandbags.csv"`, which
/// the item on that path then said names nothing.
/// (The code's own lines, quoted under each item as `  111 | ...`, stay
/// as written: trial 138's player read the quote as not the code.)
pub(crate) fn corrected(message: &str, found: &[Misplaced]) -> String {
    let quoted = |line: &str| {
        line.trim_start()
            .split_once(" |")
            .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    };
    message
        .split_inclusive('\n')
        .map(|line| {
            if quoted(line) {
                return line.to_owned();
            }
            found.iter().fold(line.to_owned(), |out, m| {
                out.replace(
                    &format!("?? \"{}\"", m.written),
                    &format!("?? \"{}\"", m.meant),
                )
            })
        })
        .collect()
}

/// The items of an answer for `found`, each with its line quoted, as the
/// habits and findings are.
pub(crate) fn items(code: &str, found: &[Misplaced]) -> String {
    found
        .iter()
        .map(|m| {
            format!(
                "\n- {}{}",
                m.message,
                Quoted::plain(code).locate(m.line, Some(m.column))
            )
        })
        .collect()
}

/// The quoted texts of `code` that look like a relative path, `a/b.csv`:
/// each with its line and the column of its quote (both from 1).
fn path_literals(code: &str) -> Vec<(usize, usize, &str)> {
    let mut out = Vec::new();
    for (i, line) in code.lines().enumerate() {
        let mut rest = line;
        let mut offset = 0;
        while let Some(open) = rest.find(['"', '\'']) {
            let quote = rest[open..].chars().next().unwrap_or('"');
            let body = &rest[open + 1..];
            let Some(close) = body.find(quote) else {
                break;
            };
            let text = &body[..close];
            if text.contains('/')
                && text.len() <= 200
                && !text.starts_with(['/', '.'])
                && !text.contains("//")
                && text
                    .chars()
                    .all(|c| c.is_alphanumeric() || "_-./".contains(c))
            {
                let column = line[..offset + open].chars().count() + 1;
                out.push((i + 1, column, text));
            }
            offset += open + 1 + close + 1;
            rest = &body[close + 1..];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::path_literals;

    #[test]
    fn only_relative_paths_are_read() {
        let code = "let a = \"root/x.csv\"; let b = 'data/y.txt';\nlet u = \"https://x.org/a\"; let s = \"a b/c\"; let t = \"/etc/passwd\";";
        let found: Vec<(usize, usize, &str)> = path_literals(code);
        assert_eq!(found, [(1, 9, "root/x.csv"), (1, 31, "data/y.txt")]);
    }
}

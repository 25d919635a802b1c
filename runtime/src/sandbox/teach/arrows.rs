//! JavaScript's and TypeScript's arrow functions (`(a, b) => ...`,
//! `({ key }: { key: string }): string => ...`), taught as the Rhai
//! closure with the same parameters.

use super::tokens::Tok;

/// `(a, b) =>` or `x =>`: the closure with the same parameters. Type
/// annotations (`(a: string): string =>`) are not parameters; a
/// destructured one (`({ key }) =>`) is read from the map.
pub(super) fn arrow(toks: &[&Tok<'_>], at: usize) -> String {
    let before = |k: usize| at.checked_sub(k).map(|p| toks[p]);
    let close = match (before(1), before(2), before(3)) {
        (Some(Tok::Ident(_)), Some(Tok::Punct(":")), Some(Tok::Punct(")"))) => Some(at - 3),
        (Some(Tok::Punct(")")), ..) => Some(at - 1),
        _ => None,
    };
    let params = match (before(1), close) {
        (_, Some(close)) => parameters(toks, close),
        (Some(Tok::Ident(p)), None) => Some((vec![(*p).to_owned()], Vec::new())),
        _ => None,
    };
    match params {
        Some((_, fields)) if !fields.is_empty() => {
            let first = &fields[0];
            format!(
                "`=>` arrow functions are not Rhai, nor is destructuring `({{ {} }})`: take the map and read its fields, `|args| ... args.{first}` (with braces for several statements: `|args| {{ ... args.{first} ... }}`)",
                fields.join(", ")
            )
        }
        Some((names, _)) => format!(
            "`=>` arrow functions are not Rhai: write the closure `|{}| ...` (with braces for several statements: `|{0}| {{ ... }}`)",
            names.join(", ")
        ),
        None => {
            "`=>` arrow functions are not Rhai: write a closure, `|x| x + 1` or `|a, b| { ... }`"
                .into()
        }
    }
}

/// The parameters of the list that closes at `close`: their names, and
/// the fields of a destructured one.
fn parameters(toks: &[&Tok<'_>], close: usize) -> Option<(Vec<String>, Vec<String>)> {
    let mut depth = 0usize;
    let mut open = None;
    for k in (0..close).rev() {
        match toks[k] {
            Tok::Punct(")" | "]" | "}") => depth += 1,
            Tok::Punct("(") if depth == 0 => {
                open = Some(k);
                break;
            }
            Tok::Punct("(" | "[" | "{") => depth -= 1,
            _ => {}
        }
    }
    let inside = &toks[open? + 1..close];
    let (mut names, mut fields) = (Vec::new(), Vec::new());
    let mut depth = 0usize;
    // Each parameter's first word; the words of its first `{ ... }`.
    let mut fresh = true;
    for (k, tok) in inside.iter().enumerate() {
        match tok {
            Tok::Punct("{") if depth == 0 && fresh => {
                fields.extend(
                    inside[k + 1..]
                        .iter()
                        .take_while(|t| ***t != Tok::Punct("}"))
                        .filter_map(|t| match t {
                            Tok::Ident(n) => Some((*n).to_owned()),
                            _ => None,
                        }),
                );
                fresh = false;
                depth += 1;
            }
            Tok::Punct("(" | "[" | "{" | "<") => depth += 1,
            Tok::Punct(")" | "]" | "}" | ">") => depth = depth.saturating_sub(1),
            Tok::Punct(",") if depth == 0 => fresh = true,
            Tok::Ident(n) if depth == 0 && fresh => {
                names.push((*n).to_owned());
                fresh = false;
            }
            Tok::Punct(_) | Tok::Str(..) if depth == 0 && fresh => return None,
            _ => {}
        }
    }
    Some((names, fields))
}

//! What Rhai leaves as written where JavaScript would not: `\n` and `\t`
//! between backticks, and `${...}` between double quotes.
//!
//! JavaScript processes escapes in template literals, so a model writes
//! `` `- ${text}\n` `` for a line; Rhai keeps a backtick string's text
//! verbatim, and the line ends in a backslash and an `n`. The AST holds the
//! text, and the source tells which quote it was written with.

use rhai::{AST, ASTNode, Expr, Position};

use crate::sandbox::check::findings::{Finding, Problem};

/// The escapes a model expects a backtick string to process.
const ESCAPES: [&str; 2] = ["\\n", "\\t"];

/// Every backtick string in `ast` (written as `source`) whose text holds
/// `\n` or `\t`, once per string.
pub(crate) fn raw_escapes(ast: &AST, source: &str) -> Vec<Finding> {
    let lines: Vec<&str> = source.lines().collect();
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        let (texts, pos): (Vec<&str>, Position) = match path.last() {
            Some(ASTNode::Expr(Expr::StringConstant(text, pos))) => (vec![text.as_str()], *pos),
            Some(ASTNode::Expr(Expr::InterpolatedString(parts, pos))) => (
                parts
                    .iter()
                    .filter_map(|part| match part {
                        Expr::StringConstant(text, _) => Some(text.as_str()),
                        _ => None,
                    })
                    .collect(),
                *pos,
            ),
            _ => return true,
        };
        let Some(escape) = ESCAPES
            .iter()
            .find(|escape| texts.iter().any(|text| text.contains(**escape)))
        else {
            return true;
        };
        if quote_at(&lines, pos) == Some('`') {
            found.push(Finding {
                line: pos.line().unwrap_or(0),
                column: pos.position(),
                problem: Problem::RawEscape {
                    escape: (*escape).to_owned(),
                },
            });
        }
        true
    });
    found
}

/// Every double-quoted string in `ast` (written as `source`) that holds a
/// `${...}` a model meant to interpolate, once per string.
pub(crate) fn no_interpolation(ast: &AST, source: &str) -> Vec<Finding> {
    let lines: Vec<&str> = source.lines().collect();
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Expr(Expr::StringConstant(text, pos))) = path.last()
            && let Some(name) = placeholder(text)
            && quote_at(&lines, *pos) == Some('"')
        {
            found.push(Finding {
                line: pos.line().unwrap_or(0),
                column: pos.position(),
                problem: Problem::NoInterpolation { name },
            });
        }
        true
    });
    found
}

/// The first `${name}` of `text` whose name is an identifier or a dotted
/// path (`x`, `args.path`): what a template literal would interpolate.
fn placeholder(text: &str) -> Option<String> {
    text.split("${").skip(1).find_map(|rest| {
        let name = rest.split('}').next()?.trim();
        let plain = !name.is_empty()
            && rest.contains('}')
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
            && !name.starts_with(|c: char| c.is_ascii_digit() || c == '.');
        plain.then(|| name.to_owned())
    })
}

/// The character of `source` at `pos` (1-based line and column, in chars).
fn quote_at(lines: &[&str], pos: Position) -> Option<char> {
    let line = lines.get(pos.line()?.checked_sub(1)?)?;
    line.chars().nth(pos.position()?.checked_sub(1)?)
}

//! What Rhai leaves as written where JavaScript would not: `${...}`
//! between double quotes. (`\n` between backticks is processed as
//! JavaScript would, by `rewrite::escapes`.) The AST holds the text, and
//! the source tells which quote it was written with.

use rhai::{AST, ASTNode, Expr, Position};

use crate::sandbox::check::findings::{Finding, Problem};

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

//! Quoting a source line with its number and a caret under the column.

/// Lines longer than this are shown as a window around the column.
const MAX_SHOWN: usize = 120;

/// ` (line N, column M)` plus the quoted line and caret, or just
/// ` (line N)` when the line is not in `source` (e.g. it came from another
/// mount's code).
pub(crate) fn locate(source: &str, line: usize, column: Option<usize>) -> String {
    let Some(text) = source.lines().nth(line.saturating_sub(1)) else {
        return format!(" (line {line})");
    };
    let mut out = match column {
        Some(c) => format!(" (line {line}, column {c})"),
        None => format!(" (line {line})"),
    };
    let chars: Vec<char> = text.chars().collect();
    // Column is 1-based in characters; past the end means "at the end".
    let col = column.map(|c| c.clamp(1, chars.len() + 1) - 1);
    let (start, end) = window(chars.len(), col.unwrap_or(0));
    let shown: String = chars[start..end].iter().collect();
    let lead = if start > 0 { "…" } else { "" };
    let tail = if end < chars.len() { "…" } else { "" };
    let number = line.to_string();
    let gutter = " ".repeat(number.len());
    out.push_str(&format!("\n  {number} | {lead}{}{tail}", shown.trim_end()));
    if let Some(col) = col {
        let pad: String = chars[start..col]
            .iter()
            .map(|c| if *c == '\t' { '\t' } else { ' ' })
            .collect();
        let lead_pad = if start > 0 { " " } else { "" };
        out.push_str(&format!("\n  {gutter} | {lead_pad}{pad}^"));
    }
    out
}

/// The character range of a line to show so that `col` is visible.
fn window(len: usize, col: usize) -> (usize, usize) {
    if len <= MAX_SHOWN {
        return (0, len);
    }
    let start = col.saturating_sub(MAX_SHOWN / 2).min(len - MAX_SHOWN);
    (start, start + MAX_SHOWN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caret_sits_under_the_column() {
        assert_eq!(
            locate("let a = 1;\nlet b = ;", 2, Some(9)),
            " (line 2, column 9)\n  2 | let b = ;\n    |         ^"
        );
    }

    #[test]
    fn tabs_keep_the_caret_aligned() {
        assert_eq!(
            locate("\tx y", 1, Some(4)),
            " (line 1, column 4)\n  1 | \tx y\n    | \t  ^"
        );
    }

    #[test]
    fn long_lines_show_a_window_around_the_column() {
        let line = format!("{}X{}", "a".repeat(300), "b".repeat(300));
        let out = locate(&line, 1, Some(301));
        let caret_line = out.lines().last().unwrap_or_default();
        let code_line = out.lines().nth(1).unwrap_or_default();
        let caret_at = caret_line.chars().position(|c| c == '^');
        let x_at = code_line.chars().position(|c| c == 'X');
        assert_eq!(caret_at, x_at);
        assert!(code_line.contains('…'));
    }

    #[test]
    fn a_line_outside_the_source_is_named_only() {
        assert_eq!(locate("one line", 7, Some(3)), " (line 7)");
    }
}

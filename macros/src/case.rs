//! serde's `rename_all` rules, applied at compile time so shapes show the
//! names scripts actually use.

/// The rules serde accepts, as written in `rename_all = "..."`.
pub(crate) const RULES: [&str; 8] = [
    "lowercase",
    "UPPERCASE",
    "PascalCase",
    "camelCase",
    "snake_case",
    "SCREAMING_SNAKE_CASE",
    "kebab-case",
    "SCREAMING-KEBAB-CASE",
];

/// Whether `rule` is one of [`RULES`].
pub(crate) fn is_rule(rule: &str) -> bool {
    RULES.contains(&rule)
}

/// Renames a field (written in snake_case) by `rule`.
pub(crate) fn field(name: &str, rule: &str) -> String {
    let words: Vec<&str> = name.split('_').filter(|w| !w.is_empty()).collect();
    join(&words, rule, name)
}

/// Renames a variant (written in PascalCase) by `rule`.
pub(crate) fn variant(name: &str, rule: &str) -> String {
    let mut words = Vec::new();
    let mut current = String::new();
    for c in name.chars() {
        if c.is_uppercase() && !current.is_empty() {
            words.push(std::mem::take(&mut current));
        }
        current.push(c);
    }
    if !current.is_empty() {
        words.push(current);
    }
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    join(&words, rule, name)
}

fn capitalize(word: &str) -> String {
    let lower = word.to_lowercase();
    let mut chars = lower.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn join(words: &[&str], rule: &str, original: &str) -> String {
    let lower: Vec<String> = words.iter().map(|w| w.to_lowercase()).collect();
    match rule {
        "lowercase" => lower.concat(),
        "UPPERCASE" => lower.concat().to_uppercase(),
        "PascalCase" => words.iter().map(|w| capitalize(w)).collect(),
        "camelCase" => {
            let mut out = lower.first().cloned().unwrap_or_default();
            out.extend(words.iter().skip(1).map(|w| capitalize(w)));
            out
        }
        "snake_case" => lower.join("_"),
        "SCREAMING_SNAKE_CASE" => lower.join("_").to_uppercase(),
        "kebab-case" => lower.join("-"),
        "SCREAMING-KEBAB-CASE" => lower.join("-").to_uppercase(),
        _ => original.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_follow_serde_rules() {
        assert_eq!(field("exit_code", "camelCase"), "exitCode");
        assert_eq!(field("exit_code", "PascalCase"), "ExitCode");
        assert_eq!(field("exit_code", "kebab-case"), "exit-code");
        assert_eq!(field("exit_code", "SCREAMING_SNAKE_CASE"), "EXIT_CODE");
        assert_eq!(field("exit_code", "lowercase"), "exitcode");
    }

    #[test]
    fn variants_follow_serde_rules() {
        assert_eq!(variant("TimedOut", "snake_case"), "timed_out");
        assert_eq!(variant("TimedOut", "camelCase"), "timedOut");
        assert_eq!(variant("TimedOut", "lowercase"), "timedout");
        assert_eq!(variant("TimedOut", "SCREAMING-KEBAB-CASE"), "TIMED-OUT");
    }
}

//! A class, in TypeScript or Python, is told as Rhai writes an object: a
//! maker function that returns a map, and each method a top-level `fn`
//! that reads and changes `this`, called on the map. The form runs.

use serde_json::json;

use super::answer;

const TYPESCRIPT: &str = r#"class WordCounter {
  private counts: Record<string, number> = {};
  constructor(private readonly label: string) {}
  add(key: string): void {
    this.counts[key] = (this.counts[key] ?? 0) + 1;
  }
  distinct(): number {
    return Object.keys(this.counts).length;
  }
}

export default {
  name: 'counter',
  apply(ctx: any) {
    const c = new WordCounter('x');
    ctx.tools.register({ name: 'cw', description: 'd', execute: () => c.distinct() });
  },
};
"#;

const PYTHON: &str = r#"class Ledger:
    def __init__(self):
        self.balances = {}

    def deposit(self, account, amount):
        self.balances[account] = self.balances.get(account, 0) + amount

def apply(ctx):
    led = Ledger()
    ctx.tools.register({"name": "x", "description": "d", "execute": lambda args: led.deposit(args["a"], 1)})

plugin = {"name": "x", "apply": apply}
"#;

#[test]
fn a_class_is_told_as_a_maker_and_fns_on_this() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(&toolset, TYPESCRIPT);
    assert!(error, "{text}");
    for piece in [
        "Rhai has no `class`: an object is a map made by a function, `fn new_word_counter(...) { #{ count: 0 } }`",
        "in a class, `constructor` becomes the maker function, a top-level `fn new_word_counter(...)",
        "in a class, `add(key)` becomes a top-level `fn add(key) { ... }`",
        "in a class, `distinct()` becomes a top-level `fn distinct() { ... }`",
    ] {
        assert!(text.contains(piece), "{piece}:\n{text}");
    }
    // Not told as a map's method, nor as Python's `Counter`.
    assert!(!text.contains("in a map write `add: |key|"), "{text}");
    assert!(!text.contains("Rhai has no `Counter`"), "{text}");
    let (text, error) = answer(&toolset, PYTHON);
    assert!(error, "{text}");
    for piece in [
        "in a class, `__init__` becomes the maker function, a top-level `fn new_ledger(...)",
        "in a class, `deposit(account, amount)` becomes a top-level `fn deposit(account, amount) { ... }` after the maker function, which reads and changes `this` for `self`",
    ] {
        assert!(text.contains(piece), "{piece}:\n{text}");
    }
    assert!(!text.contains("let deposit = |account, amount|"), "{text}");
}

#[test]
fn the_object_form_the_answer_gives_keeps_its_changes() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = r#"fn new_word_counter() { #{ counts: #{} } }
fn add(key) { this.counts[key] = (this.counts[key] ?? 0) + 1; }
fn distinct() { this.counts.len() }
#{ name: "c", apply: |ctx| {
    let c = new_word_counter();
    ctx.tools.register(#{ name: "cw", description: "d", parameters: #{ text: #{ type: "string" } },
        execute: |args| { for w in args.text.split() { c.add(w); } `${c.distinct()} ${c.counts["a"]}` } });
} }"#;
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!error, "{text}");
    let call =
        |text: &str| cordis_toolset_tests::call_tool(&toolset, "cw", json!({ "text": text }));
    assert_eq!(call("a b a").0, "2 2");
    assert_eq!(call("a c").0, "3 3");
}

"""Word ladder checker plugin for cordis."""
from typing import List

name = "word-ladder"


def differs_by_one(a: str, b: str) -> bool:
    """True when a and b have the same length and differ in exactly one position."""
    return len(a) == len(b) and sum(1 for x, y in zip(a, b) if x != y) == 1


def pairs(words: List[str]):
    return list(zip(words, words[1:]))


def check_ladder(words: List[str]) -> str:
    if any(not w.isalpha() for w in words):
        return "words must be letters only"
    steps = pairs(words)
    if all(differs_by_one(a, b) for a, b in steps):
        return f"valid ladder of {len(steps)} steps"
    i, (a, b) = next((i, p) for i, p in enumerate(steps, 1) if not differs_by_one(*p))
    return f"broken pair at step {i}: {a!r} -> {b!r}"


def apply(ctx):
    def execute(args):
        words = [w.strip().lower() for w in args["words"]]
        return check_ladder(words)

    ctx.tools.register({
        "name": "word_ladder_check",
        "description": "Check that each consecutive pair of words differs by exactly one letter",
        "parameters": {
            "words": {"type": "array", "items": {"type": "string"}, "description": "the ladder, in order"},
        },
        "execute": execute,
    })


plugin = {"name": name, "apply": apply}

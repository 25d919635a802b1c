"""word_lengths: histogram of word lengths, longest words, share of long words."""
import re
from collections import Counter

WORD_RE = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*")


def letters(word: str) -> int:
    return sum(1 for c in word if c.isalpha())


def apply(ctx):
    def execute(args):
        text = ctx.fs.read(args["path"])
        words = WORD_RE.findall(text)
        if not words:
            return "no words"
        lengths = [letters(w) for w in words]
        histogram = Counter(lengths)
        longest = max(lengths)
        longest_words = sorted({w.lower() for w in words if letters(w) == longest})
        share = 100 * sum(1 for n in lengths if n > 6) / len(lengths)
        lines = [f"{n}: {count}" for n, count in sorted(histogram.items())]
        lines.append(f"longest ({longest}): {', '.join(longest_words)}")
        lines.append(f"longer than 6 letters: {share:.1f}%")
        return "\n".join(lines)

    ctx.tools.register({
        "name": "word_lengths",
        "description": "Histogram of word lengths in a text file",
        "parameters": {"path": {"type": "string", "description": "text file to read"}},
        "execute": execute,
    })


plugin = {"name": "word-lengths", "inject": ["fs"], "apply": apply}

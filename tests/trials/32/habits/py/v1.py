# word-report plugin
import re
from collections import Counter, namedtuple

STOPWORDS = {"the", "a", "an", "and", "or", "but", "is", "it", "to", "of", "in", "on", "at",
             "for", "with", "as", "be", "so", "do", "than", "that", "there", "when", "what",
             "why", "before"}

Report = namedtuple("Report", ["words", "sentences", "avg", "top", "longest", "paragraphs"])


def tokenize(text):
    """Lowercase words with surrounding punctuation stripped."""
    return [w.strip('.,!?;:"\'()') for w in text.lower().split() if w.strip('.,!?;:"\'()')]


def analyze(text):
    words = tokenize(text)
    sentences = [s for s in re.split(r"[.!?]+", text) if s.strip()]
    counts = Counter(w for w in words if w not in STOPWORDS)
    top = sorted(counts.most_common(), key=lambda kv: (-kv[1], kv[0]))[:5]
    longest = max(words, key=len) if words else ""
    paragraphs = [p for p in re.split(r"\n\s*\n", text) if p.strip()]
    para_counts = [len(tokenize(p)) for p in paragraphs]
    avg = len(words) / len(sentences) if sentences else 0.0
    return Report(len(words), len(sentences), avg, top, longest, para_counts)


def apply(ctx):
    def execute(args):
        path = args.get("path", "essay.txt")
        r = analyze(ctx.fs.read(path))
        lines = [
            f"Words: {r.words}",
            f"Sentences: {r.sentences}",
            f"Average words per sentence: {r.avg:.1f}",
            "Top words: " + ", ".join(f"{w} ({n})" for w, n in r.top),
            f"Longest word: {r.longest}",
        ]
        for i, n in enumerate(r.paragraphs, start=1):
            lines.append(f"Paragraph {i}: {n} words")
        long_paras = sum(1 for n in r.paragraphs if n > 30)
        lines.append(f"Paragraphs over 30 words: {long_paras}")
        return {
            "content": [{"type": "text", "text": "\n".join(lines)}],
            "structuredContent": {
                "words": r.words,
                "sentences": r.sentences,
                "averageWordsPerSentence": round(r.avg, 1),
                "topWords": [{"word": w, "count": n} for w, n in r.top],
                "longestWord": r.longest,
                "paragraphWords": r.paragraphs,
            },
        }

    ctx.tools.register({
        "name": "word_report",
        "description": "Word statistics for essay.txt",
        "parameters": {
            "path": {"type": "string", "description": "text file", "required": False, "default": "essay.txt"},
        },
        "execute": execute,
    })


plugin = {
    "name": "word-report",
    "inject": ["fs"],
    "apply": apply,
}

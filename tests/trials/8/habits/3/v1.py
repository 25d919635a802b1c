import json
import string

def apply(ctx):
    def word_stats(args):
        words = args["text"].split()
        cleaned = [w.strip(string.punctuation).lower() for w in words]
        cleaned = [w for w in cleaned if w]
        unique = set(cleaned)
        longest = max(cleaned, key=len) if cleaned else ""
        return json.dumps({
            "words": len(cleaned),
            "unique": len(unique),
            "longest": longest,
        })

    ctx.tools.register({
        "name": "word_stats",
        "description": "Count words, unique words and the longest word",
        "parameters": {"text": {"type": "string", "description": "text to analyze"}},
        "execute": word_stats,
    })

plugin = {"name": "word-stats", "apply": apply}

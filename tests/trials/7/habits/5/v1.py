import json
from collections import Counter

def apply(ctx):
    def top_words_json(args):
        with open(args["path"]) as f:
            sentences = json.load(f)
        counter = Counter()
        for sentence in sentences:
            for word in sentence.lower().split():
                word = word.strip(".,!?;:\"'")
                if word:
                    counter[word] += 1
        top = [{"word": w, "count": c} for w, c in counter.most_common(3)]
        return json.dumps(top)

    ctx.tools.register({
        "name": "top_words_json",
        "description": "The 3 most common words in a JSON file of sentences",
        "parameters": {"path": {"type": "string", "description": "JSON file holding a list of strings"}},
        "execute": top_words_json,
    })

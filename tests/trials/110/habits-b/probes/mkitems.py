import re, json, sys
def items(f):
    txt = open(f).read().split("\n")
    out = []
    for l in txt:
        if l.startswith("hint:") or l.startswith("- ") or l.startswith("The whole plugin"):
            s = re.sub(r"^(hint: |- )", "", l)
            out.append(s)
    return out
A = items("answers/a-v1-mount.readable.txt"); B = items("answers/b-v1-mount.readable.txt")
print(len(A), len(B))
json.dump({"a": A, "b": B}, open("probes/items.json", "w"))

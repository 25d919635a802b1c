import json, sys
ans, exp_txt, exp_json = sys.argv[1:4]
d = json.load(open(ans))
txt = d["content"][0] if isinstance(d["content"][0], str) else d["content"][0]["text"]
ok_t = txt == open(exp_txt).read()
ok_j = d.get("structuredContent") == json.load(open(exp_json))
print("text match:", ok_t, "| structured match:", ok_j)
if not ok_t:
    import difflib; print("\n".join(difflib.unified_diff(open(exp_txt).read().splitlines(), txt.splitlines(), "expected", "got", lineterm="")))

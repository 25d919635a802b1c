import sys, json, types
src = open("/work/trial39/habits2/plugins/py/v1.py").read()
ns = {}
exec(src, ns)
class FS:
    def read(self, p): return open("/work/trial39/habits2/root/" + p).read()
ctx = types.SimpleNamespace(fs=FS())
r = ns["water_report"](ctx, json.loads(sys.argv[1]))
print(r["content"][0]["text"])
json.dump(r["structuredContent"], open(sys.argv[2], "w"), indent=2)

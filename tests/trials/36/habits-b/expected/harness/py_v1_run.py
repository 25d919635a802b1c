# Runs plugins/py/v1.py unchanged with a mock ctx.
import sys, json, types
src = open("/work/trial36/habits2/plugins/py/v1.py").read()
g = {}
exec(src, g)
class FS:
    def read(self, p): return open("/work/trial36/habits2/root/" + p).read()
class Tools:
    def register(self, t): self.t = t
ctx = types.SimpleNamespace(fs=FS(), tools=Tools())
g["plugin"]["apply"](ctx)
r = ctx.tools.t["execute"](json.loads(sys.argv[1]))
sys.stdout.write(json.dumps(r["structuredContent"], sort_keys=True) if len(sys.argv) > 2 else r["content"][0]["text"])

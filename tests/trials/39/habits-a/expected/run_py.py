import json, sys, os
here = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(here, "../plugins/py/v1.py")).read()
ns = {}
exec(compile(src, "v1.py", "exec"), ns)
tools = {}
class FS:
    def read(self, p): return open(os.path.join(here, "../root", p)).read()
class Tools:
    def register(self, t): tools[t["name"]] = t
class Ctx: fs = FS(); tools = Tools()
ns["apply"](Ctx())
r = tools["boulder_board"]["execute"](json.loads(sys.argv[1]))
print(r["content"][0]["text"])
print("---structuredContent---")
print(json.dumps(r.get("structuredContent"), sort_keys=True))

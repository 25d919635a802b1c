# runs v1.py's own logic with a fake ctx (fs reads from ../../root)
import json, sys, pathlib, ast
here = pathlib.Path(__file__).resolve().parent
src = (here / "../../plugins/py/v1.py").read_text()
tree = ast.parse(src)
ns = {}
exec(compile(tree, "v1.py", "exec"), ns)
plugin = eval(compile(ast.Expression(tree.body[-1].value), "v1.py", "eval"), ns)
class FS:
    def read(self, p): return (here / "../../root" / p).read_text()
class Tools:
    def register(self, spec): self.spec = spec
class Ctx: pass
ctx = Ctx(); ctx.fs = FS(); ctx.tools = Tools()
plugin["apply"](ctx)
r = ctx.tools.spec["execute"](json.loads(sys.argv[1]))
print(r["content"][0]["text"])
print(json.dumps(r.get("structuredContent")), file=sys.stderr)

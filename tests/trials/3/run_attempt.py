"""Mount attempts/<lang>/v1.*, v2.* ... in order in one server session, stop when greet answers 'Hello, Ada!'.
Usage: .venv/bin/python tests/trials/3/run_attempt.py js|py"""
import asyncio, glob, re, sys, os
from mcpclient import session, show

def txt(r): return "\n".join(c.text for c in r.content if getattr(c, "type", "") == "text")

async def main(lang):
    files = sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "attempts", lang, "v*")), key=lambda p: int(re.search(r"v(\d+)", os.path.basename(p)).group(1)))
    mounts = 0
    async with session() as s:
        prev = None
        for f in files:
            if prev: await s.call_tool("cordis_unmount", {"id": prev}); prev = None
            r = await s.call_tool("cordis_mount", {"code": open(f).read()})
            mounts += 1
            print(f"=== {os.path.basename(f)} mount isError={r.is_error}\n{txt(r)}")
            if r.is_error: continue
            prev = re.search(r"dyn-\d+", txt(r)).group(0)
            c = await s.call_tool("greet", {"name": "Ada"})
            print(f"--- greet -> {show(c)}")
            if not c.is_error and txt(c) == "Hello, Ada!":
                print(f"SUCCESS after {mounts} mounts"); return
    print(f"NOT YET after {mounts} mounts")
asyncio.run(main(sys.argv[1]))

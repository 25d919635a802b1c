#!/usr/bin/env bash
# Lay out and start one trial round: `tests/trials/setup.sh /work/trial66`
# makes DIR/tasks, DIR/habits, DIR/habits2 and DIR/habits3, each with its
# brief (brief.md, from briefs/), avoid.txt, root/, plugins/, the scripts a
# player uses (m.sh, run.sh, dry.sh) and a server started by start.sh on a
# copy of the debug build (so a rebuild during the round changes nothing).
# Give each player its folder's brief.md and nothing else. Stop the round
# with `kill $(cat DIR/*/pid)`. Needs .venv (from .ci/install) for the
# Python MCP SDK.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
dir="${1:?usage: setup.sh DIR}"
mkdir -p "$dir/bin"
dir="$(cd "$dir" && pwd)"
cp "${CORDIS_CLI:-$repo/target/debug/cordis-cli}" "$dir/bin/cordis-cli"
cp "$here/mcp_call.py" "$dir/"
habits() { # FOLDER LANGUAGES PROGRAMS STYLE
    sed -e "s#LANGUAGES#$2#" -e "s#PROGRAMS#$3#" -e "s#STYLE#$4#" "$here/briefs/habits-common.md"
}
for player in tasks habits habits2 habits3; do
    p="$dir/$player"
    mkdir -p "$p/root" "$p/plugins" "$p/answers"
    printf '#!/bin/sh\ncd "$(dirname "$0")" && exec %s %s "$@"\n' \
        "$repo/.venv/bin/python" "$dir/mcp_call.py" > "$p/m.sh"
    cat > "$p/run.sh" <<'RUN'
#!/bin/sh
# run.sh TOOL '{json}': calls TOOL and prints its text; "ERROR: " before an error result.
cd "$(dirname "$0")" && ./m.sh call "$1" "${2:-{\}}" | python3 -c '
import json, sys
r = json.load(sys.stdin)
print(("ERROR: " if r["isError"] else "") + "\n".join(r["content"]))'
RUN
    cat > "$p/dry.sh" <<'DRY'
#!/bin/sh
# dry.sh FILE: checks FILE's plugin as a mount would (cordis_mount with dryRun), mounting nothing.
cd "$(dirname "$0")" && ./m.sh call cordis_mount "$(python3 -c '
import json, sys
print(json.dumps({"code": open(sys.argv[1]).read(), "dryRun": True}))' "$1")"
DRY
    chmod +x "$p/m.sh" "$p/run.sh" "$p/dry.sh"
    case "$player" in
        tasks) cp "$here/briefs/avoid-tasks.txt" "$p/avoid.txt"
               sed "s#DIR#$p#g" "$here/briefs/tasks.md" > "$p/brief.md" ;;
        habits) cp "$here/briefs/avoid-habits.txt" "$p/avoid.txt"
                habits "$p" "JavaScript (Node) and Python" \
                    "one in JavaScript (a CommonJS Node program) and one in Python 3" \
                    "classes, getters, destructuring, Map, template literals, module.exports; in Python, comprehensions, collections, f-string specs" \
                    | sed "s#DIR#$p#g" > "$p/brief.md" ;;
        habits2) cp "$here/briefs/avoid-habits.txt" "$p/avoid.txt"
                 habits "$p" "TypeScript and functional Python" \
                     "one in TypeScript (run it with its types stripped) and one in Python 3 written functionally" \
                     "in TypeScript, types, interfaces, enums, generics, export default; in Python, lambdas, map and filter, itertools, functools, namedtuples" \
                     | sed "s#DIR#$p#g" > "$p/brief.md" ;;
        habits3) cp "$here/briefs/avoid-habits.txt" "$p/avoid.txt"
                 habits "$p" "Python" \
                     "both in Python 3: one object-oriented, one a plain script" \
                     "classes, dataclasses, properties, dunder methods; a script with loops, dicts, try/except and f-strings" \
                     | sed "s#DIR#$p#g" > "$p/brief.md" ;;
    esac
    CORDIS_CLI="$dir/bin/cordis-cli" "$here/start.sh" "$p"
done
echo "started: $(cat "$dir"/*/url | tr '\n' ' ')"

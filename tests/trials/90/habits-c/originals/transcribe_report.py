#!/usr/bin/env python3
# Family-history society: weekly report on parish-register transcription.
import json
import sys

DATA = "root/transcriptions.txt"
QUERY_ALERT = 0.10   # flag a volunteer whose queries exceed 10% of entries

volunteers = {}
parishes = {}
problems = []
total_pages = total_entries = total_queries = 0

try:
    with open(DATA, encoding="utf-8") as fh:
        lines = fh.readlines()
except FileNotFoundError:
    sys.exit(f"cannot find {DATA}")

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 7:
        problems.append(f"line {n}: {len(parts)} fields instead of 7")
        continue
    date, who, parish, register, pages, entries, queries = parts
    try:
        pages, entries, queries = int(pages), int(entries), int(queries)
    except ValueError:
        problems.append(f"line {n}: non-numeric count in {parts[4:]}")
        continue
    if min(pages, entries, queries) < 0:
        problems.append(f"line {n}: negative count")
        continue
    if pages == 0 or entries == 0:
        problems.append(f"line {n}: nothing transcribed ({register})")
        continue

    v = volunteers.setdefault(who, {"pages": 0, "entries": 0, "queries": 0, "days": set()})
    v["pages"] += pages
    v["entries"] += entries
    v["queries"] += queries
    v["days"].add(date)

    kind = register.split()[0]
    parishes.setdefault(parish, {}).setdefault(kind, 0)
    parishes[parish][kind] += entries

    total_pages += pages
    total_entries += entries
    total_queries += queries

print("PARISH REGISTER TRANSCRIPTION - WEEKLY REPORT")
print("=" * 46)
print(f"{'Volunteer':<16}{'Days':>5}{'Pages':>7}{'Entries':>9}{'Per pg':>8}{'Query%':>8}")
ranked = sorted(volunteers.items(), key=lambda kv: kv[1]["entries"], reverse=True)
flagged = []
for who, v in ranked:
    per_page = v["entries"] / v["pages"]
    q_rate = v["queries"] / v["entries"]
    mark = ""
    if q_rate > QUERY_ALERT:
        mark = " *"
        flagged.append(who)
    print(f"{who:<16}{len(v['days']):>5}{v['pages']:>7}{v['entries']:>9}"
          f"{per_page:>8.1f}{q_rate:>8.1%}{mark}")

print()
print("Entries by parish:")
for parish in sorted(parishes):
    kinds = parishes[parish]
    detail = ", ".join(f"{k} {c}" for k, c in sorted(kinds.items(), key=lambda kc: -kc[1]))
    print(f"  {parish}: {sum(kinds.values())} ({detail})")

if flagged:
    print()
    print(f"* query rate above {QUERY_ALERT:.0%}: {', '.join(flagged)} - please pair with a checker")

if problems:
    print()
    print(f"{len(problems)} line(s) not counted:")
    for p in problems:
        print(f"  {p}")

busiest = max(volunteers, key=lambda w: volunteers[w]["pages"]) if volunteers else None
summary = {
    "volunteers": len(volunteers),
    "pages": total_pages,
    "entries": total_entries,
    "query_rate": round(total_queries / total_entries, 4) if total_entries else 0,
    "busiest": busiest,
    "flagged": flagged,
    "skipped": len(problems),
}
print()
print(json.dumps(summary))

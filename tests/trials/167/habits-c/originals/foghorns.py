# Weekly foghorn test log -> per-station summary.
import json
import sys

PATH = "root/foghorns.log"
MIN_DB = 125.0          # below this a horn counts as weak regardless of status
STATUSES = {"ok", "weak", "fail"}

stations = {}
problems = []
dates = set()

with open(PATH, encoding="utf-8") as fh:
    lines = fh.read().splitlines()

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = line.split("|")
    if len(fields) != 5:
        problems.append(f"line {n}: {len(fields)} fields, need 5")
        continue
    date, station, db_text, dur_text, status = (f.strip() for f in fields)
    try:
        db = float(db_text)
        duration = int(dur_text)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if duration < 0:
        problems.append(f"line {n}: negative duration {duration}")
        continue
    if status not in STATUSES:
        problems.append(f"line {n}: unknown status {status!r}")
        continue

    dates.add(date)
    s = stations.setdefault(station, {"tests": 0, "ok": 0, "weak": 0, "fail": 0,
                                      "levels": [], "seconds": 0})
    s["tests"] += 1
    if status == "ok" and db < MIN_DB:
        status = "weak"
    s[status] += 1
    s["seconds"] += duration
    if status != "fail":
        s["levels"].append(db)

print(f"Foghorn tests {min(dates)} to {max(dates)}")
print(f"{len(stations)} stations, {len(dates)} test days")
print()
print(f"{'station':<14}{'tests':>6}{'ok':>4}{'weak':>6}{'fail':>6}{'avg dB':>9}{'min dB':>9}{'sounded':>9}")

worst = None
total_tests = 0
for name in sorted(stations):
    s = stations[name]
    total_tests += s["tests"]
    levels = s["levels"]
    if levels:
        avg = sum(levels) / len(levels)
        low = min(levels)
        avg_s, low_s = f"{avg:.1f}", f"{low:.1f}"
    else:
        avg = 0.0
        avg_s = low_s = "-"
    mins, secs = divmod(s["seconds"], 60)
    print(f"{name:<14}{s['tests']:>6}{s['ok']:>4}{s['weak']:>6}{s['fail']:>6}"
          f"{avg_s:>9}{low_s:>9}{mins:>6}m{secs:02d}s")
    score = s["weak"] + 2 * s["fail"]
    if score and (worst is None or score > worst[1]):
        worst = (name, score)

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

if worst:
    print(f"\nNeeds attention: {worst[0]}")

summary = {
    "stations": len(stations),
    "tests": total_tests,
    "skipped": len(problems),
    "fails": sum(s["fail"] for s in stations.values()),
    "attention": worst[0] if worst else None,
}
print(json.dumps(summary))
sys.exit(0)

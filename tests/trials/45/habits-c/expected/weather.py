#!/usr/bin/env python3
# quick script: field weather stations -> daily report
import json
from collections import Counter, defaultdict

PATH = "root/weather.txt"
COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]


def parse_fields(parts):
    vals = {}
    for p in parts:
        key, sep, val = p.strip().partition("=")
        if sep:
            vals[key.strip().lower()] = float(val)
    return vals


def compass(deg):
    return COMPASS[int((deg % 360) / 45 + 0.5) % 8]


def hhmm(minutes):
    h, m = divmod(minutes, 60)
    return "%02d:%02d" % (h, m)


readings, notes, skipped = [], [], []
with open(PATH) as f:
    for lineno, raw in enumerate(f, 1):
        line, _, note = raw.partition("#")
        line = line.strip()
        if note.strip() and line:
            notes.append(note.strip())
        if not line:
            continue
        parts = line.split("|")
        if len(parts) < 3:
            skipped.append(lineno)
            continue
        day, _, clock = parts[0].strip().partition(" ")
        h, m = clock.split(":")
        station = parts[1].strip().replace("_", " ").title()
        readings.append((day, int(h) * 60 + int(m), station, parse_fields(parts[2:])))

by_station = defaultdict(list)
rain_by_day = defaultdict(float)
winds = Counter()
for day, mins, station, vals in readings:
    by_station[station].append((day, mins, vals))
    rain_by_day[day] += vals.get("rain", 0.0)
    if "dir" in vals:
        winds[compass(vals["dir"])] += 1

out = ["WEATHER REPORT".center(48, "=")]
out.append("readings: {}  skipped lines: {}  stations: {}".format(
    len(readings), skipped, len(by_station)))
for idx, station in enumerate(sorted(by_station), 1):
    rows = by_station[station]
    temps = [v["temp"] for _, _, v in rows if "temp" in v]
    hot_day, hot_min, hot = max(rows, key=lambda r: r[2].get("temp", -99))
    gust = max(v.get("wind", 0) for _, _, v in rows)
    avg = round(sum(temps) / len(temps), 1)
    out.append(f"{str(idx).zfill(3)} {station.ljust(12)}avg {avg:5.1f}C "
               f"max {hot['temp']:>5.1f}C on {hot_day[5:]} {hhmm(hot_min)} gust {gust:>3.0f}")

out.append("-" * 48)
for day in sorted(rain_by_day):
    total = rain_by_day[day]
    bar = "#" * int(total * 4)
    out.append("%-10s %5.2f mm %s" % (day, total, bar))

days = sorted(rain_by_day)
best = cur = i = 0
while i < len(days):
    cur = cur + 1 if rain_by_day[days[i]] < 0.1 else 0
    best = max(best, cur)
    i += 1
out.append(f"longest dry run: {best} day(s)")

daily_max = [(d, max(v["temp"] for dd, _, _, v in readings if dd == d and "temp" in v))
             for d in days]
for (d1, t1), (d2, t2) in zip(daily_max, daily_max[1:]):
    out.append(f"  {d1[8:]}->{d2[8:]}: {t2 - t1:+.2f}".rjust(24))

have_wind = {s for _, _, s, v in readings if "wind" in v}
have_rain = {s for _, _, s, v in readings if v.get("rain", 0) > 0}
out.append("wind+rain: %s | rain only: %s" % (
    sorted(have_wind & have_rain), ", ".join(sorted(have_rain - have_wind)) or "-"))
top_dir, top_n = winds.most_common(1)[0]
out.append("prevailing wind: {0} ({1} of {2})".format(top_dir, top_n, sum(winds.values())))
ice = sum(n.lower().count("ice") for n in notes)
out.append(f"notes: {len(notes)}, 'ice' mentioned {ice}x")
coldest = min(readings, key=lambda r: r[3].get("temp", 99))
summary = {"coldest": [coldest[2], coldest[3]["temp"]], "rain_total": round(sum(rain_by_day.values()), 2),
           "days": len(days), "dry_run": best}
out.append(json.dumps(summary))
print("\n".join(out))

#!/usr/bin/env python3
"""Karaoke night log report - quick script style."""
import sys
from collections import Counter, defaultdict

path = sys.argv[1] if len(sys.argv) > 1 else "root/karaoke.txt"
with open(path) as fh:
    raw_lines = fh.read().splitlines()

venue = "unknown venue"
rows, skipped = [], []
for lineno, line in enumerate(raw_lines, 1):
    line = line.strip()
    if not line:
        continue
    if line.startswith("#"):
        head, sep, rest = line[1:].partition(" - ")
        if sep and head.strip().lower() == "karaoke night log":
            venue = rest.strip()
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 7 or not parts[6].isdigit():
        skipped.append(lineno)
        continue
    date, clock, singer, song, artist, length, score = parts
    mins, _, secs = length.partition(":")
    rows.append((date, clock, singer.title(), song.replace("&", "and"),
                 artist.title(), int(mins) * 60 + int(secs), int(score)))

by_singer = defaultdict(list)
artists = Counter()
nights = defaultdict(set)
for date, clock, singer, song, artist, secs, score in rows:
    by_singer[singer].append(score)
    artists[artist] += 1
    nights[date].add(singer)

dates = sorted(nights)
first, last = dates[0], dates[-1]
regulars = nights[first] & nights[last]
newcomers = nights[last] - nights[first]
dropped = nights[first] - nights[last]
everyone = set().union(*nights.values())

total = sum(r[5] for r in rows)
hours, rem = divmod(total, 3600)
minutes, seconds = divmod(rem, 60)

print("KARAOKE REPORT: %s" % venue.upper())
print("Nights: {} ({} to {}), songs: {}, skipped lines: {}".format(
    len(dates), first[5:], last[5:], len(rows), skipped))
print(f"Stage time: {hours}h {minutes:02d}m {seconds:02d}s")
print()
print("#".ljust(5) + "Singer".ljust(10) + "Song".ljust(22) + "Score".rjust(5) + "  At")
for n, (date, clock, singer, song, artist, secs, score) in enumerate(rows, 1):
    hh, _, mm = clock.partition(":")
    title = song.title()
    if len(title) > 20:
        title = title[:19] + "~"
    print(str(n).zfill(3).ljust(5) + singer.ljust(10) + title.ljust(22)
          + str(score).rjust(5) + "  %s.%s %s" % (hh, mm, date[8:]))

print("\nSinger averages:")
medals = {1: "gold", 2: "silver", 3: "bronze"}
ranking = sorted(by_singer.items(), key=lambda kv: (-sum(kv[1]) / len(kv[1]), kv[0]))
for place, (singer, scores) in enumerate(ranking, 1):
    avg = sum(scores) / len(scores)
    stars, level = "", avg
    while level >= 20:
        stars += "*"
        level -= 20
    print(f"{place:>2}. {singer:<9}{avg:6.1f} {len(scores):>2}x {stars:<5} {medals.get(place, '')}".rstrip())

print("\nTop artists:", ", ".join("%s (%d)" % (a, c) for a, c in artists.most_common(3)))
best = max(rows, key=lambda r: r[6])
shortest = min(rows, key=lambda r: r[5])
print("Best performance: {2} - {3!r} ({6})".format(*best))
m, s = divmod(shortest[5], 60)
print(f"Shortest song: {shortest[3]} by {shortest[4]} ({m}:{s:02d})")
love = sum(r[3].lower().count("love") for r in rows)
print(f"'love' appears {love} times in song titles")
mean = sum(r[6] for r in rows) / len(rows)
print(f"Mean score: {round(mean, 2)}  | spread: {max(r[6] for r in rows) - min(r[6] for r in rows)}")

print("\nCrowd:")
print(f"  everyone ({len(everyone)}): {', '.join(sorted(everyone))}")
print(f"  regulars: {sorted(regulars)}")
print(f"  newcomers: {' & '.join(sorted(newcomers)) or '-'}")
print(f"  missing on {last}: {', '.join(sorted(dropped)) or '-'}")
for d1, d2 in zip(dates, dates[1:]):
    diff = len(nights[d2]) - len(nights[d1])
    print(f"  {d1} -> {d2}: {diff:+d} singers")

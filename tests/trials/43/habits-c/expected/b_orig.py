from collections import Counter, defaultdict

PRICE = 0.25
text = open("root/laundromat.log").read()

def to_min(hhmm):
    h, _, m = hhmm.partition(":")
    return int(h) * 60 + int(m)

def fmt_dur(mins):
    h, m = divmod(mins, 60)
    return "%dh%02dm" % (h, m)

rows, skipped = [], 0
for raw in text.splitlines():
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    if line.count("|") != 4:
        skipped += 1
        continue
    mach, start, end, cycle, coins = [p.strip() for p in line.split("|")]
    rows.append((mach.upper(), to_min(start), to_min(end), cycle, int(coins)))

busy = defaultdict(int)
coins_by = Counter()
cycles = Counter()
for mach, s, e, cycle, coins in rows:
    busy[mach] += e - s
    coins_by[mach] += coins
    cycles[cycle.title()] += 1

out = []
out.append("SUDS & SPIN - WEEKLY MACHINE REPORT".center(44, "="))
out.append("{} loads, {} skipped line(s)".format(len(rows), skipped))
for i, mach in enumerate(sorted(busy), 1):
    kind = "washer" if mach.startswith("W") else "dryer"
    cash = coins_by[mach] * PRICE
    out.append(f"{str(i).zfill(2)} {mach.ljust(4)}{kind:<7}{fmt_dur(busy[mach]):>7} ${cash:5.2f}")

top_cycle, top_n = cycles.most_common(1)[0]
out.append("Top cycle: %s (%d loads)" % (top_cycle, top_n))
longest = max(rows, key=lambda r: r[2] - r[1])
out.append("Longest: %s %s, %d min" % (longest[0], longest[3].replace(" ", "-"), longest[2] - longest[1]))

washers = {r[0] for r in rows if r[0][0] == "W"}
morning = {r[0] for r in rows if r[1] < 12 * 60}
afternoon = {r[0] for r in rows if r[1] >= 12 * 60}
out.append("Washers idle after noon: " + (", ".join(sorted(washers - afternoon)) or "none"))
out.append("Used both halves: " + ", ".join(sorted(morning & afternoon)))
out.append("Only one half: %s" % sorted(morning ^ afternoon))
shortest = min(rows, key=lambda r: (r[2] - r[1], r[0]))
out.append("Shortest: {0} at {1}".format(shortest[0], fmt_dur(shortest[1]).replace("h", ":")[:-1]))

hours = Counter(s // 60 for _, s, _, _, _ in rows)
for h in range(min(hours), max(hours) + 1):
    bar = "*" * hours.get(h, 0)
    out.append(f"  {h:>2}h |{bar.ljust(3)}| {hours.get(h, 0)}")

gaps = []
idx = 0
ordered = sorted(rows, key=lambda r: r[1])
while idx < len(ordered) - 1:
    gap = ordered[idx + 1][1] - ordered[idx][2]
    if gap > 30:
        gaps.append((ordered[idx][2], gap))
    idx += 1
for end_at, gap in gaps[:3]:
    out.append("  quiet from %02d:%02d for %s" % (*divmod(end_at, 60), fmt_dur(gap)))

pairs = [(a[0], b[0]) for a, b in zip(rows, rows[1:]) if a[0] == b[0]]
out.append("Back-to-back same machine: %d" % len(pairs))
label = "w-d ratio"
ws = sum(1 for m in busy if m.startswith("W"))
out.append("%s: %s" % (label.title().rjust(12), "{}:{}".format(ws, len(busy) - ws)))
total = sum(coins_by.values())
avg = round(total / len(rows), 1)
first, last = rows[0], rows[-1]
out.append(f"Coins: {total} (${total * PRICE:.2f}), avg {avg} per load")
out.append("Open span: {:>5} -> {:>5}".format(fmt_dur(first[1]), fmt_dur(last[2])))
out.append("Pct washers: {:.1%}".format(sum(1 for r in rows if r[0][0] == "W") / len(rows)))
print("\n".join(out))

from collections import Counter, defaultdict

PRICE_PER_CREDIT = 0.75
path = "root/pinball.txt"


def parse_flags(text):
    flags = {}
    for part in text.split():
        key, _, value = part.partition("=")
        flags[key] = int(value) if value.isdigit() else value
    return flags


def mmss(seconds):
    m, s = divmod(seconds, 60)
    return "%d:%s" % (m, str(s).zfill(2))


def short(name, width=14):
    return name if len(name) <= width else name[:width - 1] + "~"


plays, skipped = [], []
with open(path) as fh:
    raw_lines = fh.read().splitlines()

i = 0
while i < len(raw_lines):
    line = raw_lines[i].strip()
    i += 1
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        skipped.append((i, "wrong field count %d" % len(fields)))
        continue
    stamp, machine, player, score_text, secs, flag_text = fields
    score_text = score_text.replace(",", "")
    if not score_text.isdigit():
        skipped.append((i, f"bad score {score_text!r}"))
        continue
    day, _, clock = stamp.partition(" ")
    flags = parse_flags(flag_text)
    plays.append({"day": day, "clock": clock, "machine": machine.title(),
                  "player": player.capitalize(), "score": int(score_text),
                  "secs": int(secs), "tilt": flags.get("tilt", 0),
                  "credits": flags.get("credits", 1)})

by_machine = defaultdict(list)
for p in plays:
    by_machine[p["machine"]].append(p)
credits = Counter()
for p in plays:
    credits[p["player"]] += p["credits"]

out = []
out.append("SILVER BALL ARCADE".center(48, "*"))
out.append("{} plays, {} skipped, {} machines".format(len(plays), len(skipped), len(by_machine)))
out.append("")
out.append("Machine".ljust(16) + "Plays".rjust(6) + "Best".rjust(14) + "  Avg time")
for machine in sorted(by_machine):
    games = by_machine[machine]
    best = max(games, key=lambda g: g["score"])
    avg = round(sum(g["secs"] for g in games) / len(games))
    out.append(f"{short(machine):<16}{len(games):>6}{best['score']:>14,}  {mmss(avg)}")

out.append("")
out.append("Leaderboard:")
ranked = sorted(plays, key=lambda p: (-p["score"], p["player"]))
for rank, p in enumerate(ranked[:3], start=1):
    out.append("%2d. %-6s %15s on %s" % (rank, p["player"], format(p["score"], ","), p["machine"]))

days = sorted({p["day"] for p in plays})
players_by_day = [{p["player"] for p in plays if p["day"] == d} for d in days]
both = set.intersection(*players_by_day) if players_by_day else set()
everyone = set().union(*players_by_day)
out.append("")
out.append("Played every day: " + ", ".join(sorted(both)))
out.append("Missed a day: " + (", ".join(sorted(everyone - both)) or "-"))

tilters = Counter(p["player"] for p in plays if p["tilt"] > 0)
total_tilts = sum(p["tilt"] for p in plays)
fastest = min(plays, key=lambda p: p["secs"])
out.append("Tilts: %d total, worst offender %s" % (total_tilts, tilters.most_common(1)[0][0]))
out.append(f"Shortest game: {fastest['player']} on {fastest['machine']} ({mmss(fastest['secs'])})")

out.append("")
out.append("Credits spent:")
for (name, n), bar in zip(credits.most_common(), ["###", "##", "#", ".", "."]):
    hrs, rem = divmod(sum(p["secs"] for p in plays if p["player"] == name), 3600)
    out.append("  {:<6}{:>3} cr  ${:>6.2f}  {:>4} {}".format(name, n, n * PRICE_PER_CREDIT, mmss(rem), bar))

total_secs = sum(p["secs"] for p in plays)
share = 100.0 * max(credits.values()) / sum(credits.values())
out.append(f"Total play time {mmss(total_secs)}; top spender share {share:.1f}%")
out.append("Machine names with 'a': %d letters" % sum(m.lower().count("a") for m in by_machine))
for line_no, why in skipped:
    out.append(f"  skipped line {str(line_no).zfill(3)}: {why}")

print("\n".join(out))

# quick script: summarise a fencing tournament bout log
from collections import Counter, defaultdict

def parse_fencer(text):
    name, _, club = " ".join(text.split()).partition("[")
    return name.strip().title(), club.rstrip("]").strip()

def seconds(clock):
    m, _, s = clock.strip().partition(":")
    return int(m) * 60 + int(s)

def clock(total):
    m, s = divmod(total, 60)
    return "%d:%s" % (m, str(s).zfill(2))

#{
    name: "fencing-bouts",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "fencing_report",
            description: "Summarise a fencing tournament bout log",
            parameters: #{ path: #{ type: "string", description: "text file with one bout a line" } },
            execute: |args| {
                raw_lines = ctx.fs.read(args.path).splitlines()
                bouts, skipped = [], []
                i = 0
                while i < len(raw_lines):
                    line = raw_lines[i].strip()
                    i += 1
                    if not line or line.startswith("#"):
                        continue
                    fields = [f.strip() for f in line.split("|")]
                    if len(fields) < 5:
                        skipped.append(i)
                        continue
                    day, rnd, pairing, score, dur = fields[:5]
                    note = fields[5] if len(fields) > 5 else ""
                    left, _, right = pairing.partition(" v ")
                    ls, rs = (int(x) for x in score.split("-"))
                    bouts.append({"day": day[5:], "round": rnd.upper() if rnd.startswith("de") else rnd.title(),
                                  "left": parse_fencer(left), "right": parse_fencer(right),
                                  "ls": ls, "rs": rs, "secs": seconds(dur), "note": note})

                wins, given, taken, fought = Counter(), Counter(), Counter(), Counter()
                clubs = {}
                by_round = defaultdict(list)
                for b in bouts:
                    (ln, lc), (rn, rc) = b["left"], b["right"]
                    clubs[ln], clubs[rn] = lc, rc
                    winner = ln if b["ls"] > b["rs"] else rn
                    wins[winner] += 1
                    for me, mine, theirs in ((ln, b["ls"], b["rs"]), (rn, b["rs"], b["ls"])):
                        given[me] += mine
                        taken[me] += theirs
                        fought[me] += 1
                    by_round[b["round"]].append(b)

                out = []
                title = "regional epee open".title()
                out.append(title)
                out.append("=" * len(title))
                out.append("{} bouts read, {} line(s) skipped: {}".format(len(bouts), len(skipped), skipped))
                out.append("")
                out.append("%-3s %-16s %-4s %3s %3s %3s %5s" % ("#", "Fencer", "Club", "V", "B", "TS", "Ind"))
                ranking = sorted(fought, key=lambda n: (-wins[n], -(given[n] - taken[n]), n))
                for pos, name in enumerate(ranking, start=1):
                    ind = given[name] - taken[name]
                    out.append(f"{str(pos).zfill(2):<3} {name.ljust(16)} {clubs[name]:<4} {wins[name]:>3} "
                               f"{fought[name] - wins[name]:>3} {given[name]:>3} {ind:>+5d}")
                out.append("")
                for rnd, group in by_round.items():
                    total = sum(b["secs"] for b in group)
                    avg = total / len(group)
                    out.append(f"{rnd.ljust(8, '.')} {len(group):>2} bouts  time {clock(total):>6}  avg {round(avg / 60, 2):5.2f} min")
                longest = max(bouts, key=lambda b: b["secs"])
                closest = min(bouts, key=lambda b: (abs(b["ls"] - b["rs"]), -b["secs"]))
                out.append("")
                out.append("longest bout: %s v %s (%s)" % (longest["left"][0], longest["right"][0], clock(longest["secs"])))
                out.append("closest bout: {0[left][0]} {0[ls]}-{0[rs]} {0[right][0]} on {0[day]}".format(closest))
                notes = Counter(b["note"] for b in bouts if b["note"])
                out.append("notes: " + ", ".join("%s x%d" % (k, v) for k, v in notes.most_common()))
                pool_a = {n for b in by_round["Pool A"] for n in (b["left"][0], b["right"][0])}
                pool_b = {n for b in by_round["Pool B"] for n in (b["left"][0], b["right"][0])}
                out.append(f"in both pools: {sorted(pool_a & pool_b)}")
                out.append(f"only pool B:   {sorted(pool_b - pool_a)}")
                out.append(f"all fencers:   {len(pool_a | pool_b)}")
                surnames = [n.split()[-1][:3].upper() for n in ranking[:3]]
                medals = ["gold", "silver", "bronze"]
                for medal, code in zip(medals, surnames):
                    out.append(f"  {medal:>6}: {code}")
                touches = sum(given.values())
                out.append("touches per minute: %.3f" % (touches / (sum(b["secs"] for b in bouts) / 60)))
                seen = Counter(c for b in bouts for c in (b["left"][1], b["right"][1]))
                out.append("club share: " + " ".join(f"{c}={v / (2 * len(bouts)):.0%}" for c, v in sorted(seen.items())))
                out.append("priority bouts: %d of %d" % (" ".join(b["note"] for b in bouts).count("priority"), len(bouts)))
                return "\n".join(out)
            }
        });
    }
}

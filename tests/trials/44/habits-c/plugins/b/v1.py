#{
    name: "tt-club-night",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "tt_club_night",
            description: "Table-tennis club night summary from a text match log",
            parameters: #{ path: #{ type: "string", description: "match log text file" } },
            execute: |args| {
                """Quick script: table-tennis club night summary from a plain text log."""
                import json
                from collections import Counter, defaultdict

                text = ctx.fs.read(args.path)

                wins, played = Counter(), Counter()
                points = defaultdict(lambda: [0, 0])  # name -> [won, lost]
                minutes = defaultdict(int)
                results = defaultdict(list)           # name -> ["W", "L", ...]
                notes, matches, bad = [], [], 0

                for lineno, raw in enumerate(text.splitlines(), 1):
                    line = raw.strip()
                    if not line or line.startswith("#"):
                        continue
                    if line.lower().startswith("note:"):
                        notes.append(line.partition(":")[2].strip().capitalize())
                        continue
                    parts = [p.strip() for p in line.split("|")]
                    if len(parts) != 4:
                        bad += 1
                        continue
                    when, pair, score, dur = parts
                    left, _, right = pair.partition(" vs ")
                    a, b = left.strip().title(), right.strip().title()
                    won_a = won_b = 0
                    for game in score.replace(",", " ").split():
                        x, _, y = game.partition("-")
                        x, y = int(x), int(y)
                        points[a][0] += x; points[a][1] += y
                        points[b][0] += y; points[b][1] += x
                        if x > y:
                            won_a += 1
                        else:
                            won_b += 1
                    winner, loser = (a, b) if won_a > won_b else (b, a)
                    wins[winner] += 1
                    played.update([a, b])
                    results[winner].append("W")
                    results[loser].append("L")
                    mins = int(dur.rstrip("m"))
                    minutes[a] += mins
                    minutes[b] += mins
                    matches.append((when, a, b, won_a, won_b, mins, score.count("-")))

                def streak(seq):
                    best = run = i = 0
                    while i < len(seq):
                        run = run + 1 if seq[i] == "W" else 0
                        best = max(best, run)
                        i += 1
                    return best

                players = sorted(played, key=lambda p: (-wins[p], -(points[p][0] - points[p][1]), p))
                out = ["TABLE TENNIS CLUB NIGHT".center(44, "=")]
                out.append("%d matches, %d players, %d skipped lines" % (len(matches), len(players), bad))
                out.append("")
                out.append("{:<4}{:<14}{:>3}{:>3}{:>6}{:>8}{:>5}".format("#", "Player", "W", "L", "Diff", "Time", "Run"))
                for rank, name in enumerate(players, 1):
                    w = wins.get(name, 0)
                    pf, pa = points[name]
                    h, m = divmod(minutes[name], 60)
                    out.append(f"{str(rank).zfill(2):<4}{name:<14}{w:>3}{played[name] - w:>3}{pf - pa:>+6}"
                               f"{h:>5}:{m:02d}{streak(results[name]):>5}")

                out.append("")
                longest = max(matches, key=lambda t: t[5])
                closest = min(matches, key=lambda t: abs(t[3] - t[4]) * 100 - t[6])
                print_match = lambda t: "%s %s v %s (%d-%d, %dm)" % (t[0][11:16], t[1], t[2], t[3], t[4], t[5])
                out.append("Longest match : " + print_match(longest))
                out.append("Closest match : " + print_match(closest))
                gaps = []
                for (t1, *_rest), (t2, *_more) in zip(matches, matches[1:]):
                    h1, _, m1 = t1[11:].partition(":")
                    h2, _, m2 = t2[11:].partition(":")
                    gaps.append(int(h2) * 60 + int(m2) - int(h1) * 60 - int(m1))
                out.append("Avg gap       : {:.1f} min (max {})".format(sum(gaps) / len(gaps), max(gaps)))
                by_hour = Counter(t[0][11:13] + ":00" for t in matches)
                hour, count = by_hour.most_common(1)[0]
                out.append(f"Busiest hour  : {hour} with {count} matches")
                winless = sorted(set(played) - set(wins))
                early = {p for t in matches if t[0][11:13] < "20" for p in t[1:3]}
                late = {p for t in matches if t[0][11:13] >= "20" for p in t[1:3]}
                out.append("Winless       : " + (", ".join(winless) or "none"))
                out.append("Both halves   : " + ", ".join(sorted(early & late)))
                out.append("Late only     : " + ", ".join(sorted(late - early)))
                out.append("")
                out.append("Win rates:")
                for name in players:
                    rate = round(wins[name] / played[name] * 100, 1)
                    bar = "#" * wins[name]
                    out.append("  " + name.ljust(13) + bar.ljust(5, ".") + str(rate).rjust(6) + "%")
                for n, note in enumerate(notes, 1):
                    out.append(f"Note {n}: {note}")

                games_total = sum(t[6] for t in matches)
                summary = {"matches": len(matches), "games": games_total, "top": players[0],
                           "initials": "".join(p[:1] for p in players),
                           "minutes": sum(t[5] for t in matches)}
                out.append(json.dumps(summary, sort_keys=True))
                return "\n".join(out)

            }
        });
    }
}

#!/usr/bin/env python3
# Life-drawing class register -> takings, model pay and attendance report.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/lifedrawing.txt"
ROOM_HIRE = {"Tue evening": 35.0, "Thu daytime": 25.0}

sessions = []
bad = []
with open(path, encoding="utf-8") as f:
    for n, raw in enumerate(f, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        cols = [c.strip() for c in line.split("|")]
        if len(cols) != 7:
            bad.append(f"line {n}: {len(cols)} columns")
            continue
        date, slot, model, people, fee, model_fee, minutes = cols
        try:
            people = int(people)
            fee = float(fee)
            model_fee = float(model_fee)
            minutes = int(minutes)
        except ValueError:
            bad.append(f"line {n}: not a number in {line!r}")
            continue
        if minutes <= 0:
            bad.append(f"line {n}: pose time {minutes} min")
            continue
        sessions.append({
            "date": date, "slot": slot, "model": model, "people": people,
            "takings": people * fee, "model_fee": model_fee, "minutes": minutes,
        })

by_slot = {}
by_model = {}
for s in sessions:
    room = ROOM_HIRE.get(s["slot"], 30.0)
    profit = s["takings"] - s["model_fee"] - room
    slot = by_slot.setdefault(s["slot"], {"count": 0, "people": 0, "profit": 0.0})
    slot["count"] += 1
    slot["people"] += s["people"]
    slot["profit"] += profit
    m = by_model.setdefault(s["model"], {"sessions": 0, "paid": 0.0, "minutes": 0})
    m["sessions"] += 1
    m["paid"] += s["model_fee"]
    m["minutes"] += s["minutes"]

print("Life drawing - register summary")
print(f"{'slot':<12} {'n':>2} {'avg':>5} {'profit':>8}")
for name, st in sorted(by_slot.items()):
    avg = st["people"] / st["count"]
    print(f"{name:<12} {st['count']:>2} {avg:>5.1f} {st['profit']:>8.2f}")

print()
print("Models:")
for name, m in sorted(by_model.items(), key=lambda kv: (-kv[1]["paid"], kv[0])):
    rate = m["paid"] / (m["minutes"] / 60)
    print(f"  {name:<6} {m['sessions']} sessions, {m['minutes']} min, £{m['paid']:.2f} (£{rate:.2f}/h)")

if sessions:
    best = max(sessions, key=lambda s: s["people"])
    print(f"\nBiggest class: {best['date']} ({best['slot']}, {best['model']}) with {best['people']}")
for msg in bad:
    print("WARNING", msg)

total_profit = sum(st["profit"] for st in by_slot.values())
summary = {
    "sessions": len(sessions),
    "bad_lines": len(bad),
    "attendance": sum(s["people"] for s in sessions),
    "profit": round(total_profit, 2),
}
print(json.dumps(summary))

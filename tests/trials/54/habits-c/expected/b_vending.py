"""Vending machine sales log: reads root/vending.log, returns a report."""
import json
from collections import Counter, defaultdict

DATA_FILE = "root/vending.log"
CURRENCY = "EUR"
SLOW_SELLER = 3
SLOT_PRICES = {"A1": 1.20, "A2": 1.50, "B1": 2.00, "B2": 0.90, "C1": 2.50}
METHOD_NAMES = {"card": "Card", "cash": "Cash", "app": "Phone app"}


def parse_record(line, sep="|"):
    fields = [f.strip() for f in line.split(sep)]
    if len(fields) != 5:
        raise ValueError(f"expected 5 fields, got {len(fields)}")
    stamp, machine, slot, method, qty = fields
    date, _, clock = stamp.partition(" ")
    return {"date": date, "hour": int(clock.split(":")[0]), "machine": machine.upper(),
            "slot": slot.upper(), "method": method.lower(), "qty": int(qty)}


def load(path=DATA_FILE):
    records, errors = [], []
    with open(path, encoding="utf-8") as fh:
        for no, raw in enumerate(fh, start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                rec = parse_record(line)
                if rec["slot"] not in SLOT_PRICES:
                    raise KeyError(rec["slot"])
            except (ValueError, KeyError) as exc:
                errors.append(f"line {no}: {type(exc).__name__}: {exc}")
                continue
            records.append(rec)
    return records, errors


def revenue(rec, prices=SLOT_PRICES):
    return rec["qty"] * prices[rec["slot"]]


def summarise(records):
    by_machine = defaultdict(float)
    by_method = Counter()
    slot_units = Counter()
    by_hour = defaultdict(list)
    for rec in records:
        by_machine[rec["machine"]] += revenue(rec)
        by_method[rec["method"]] += 1
        slot_units[rec["slot"]] += rec["qty"]
        by_hour[rec["hour"]].append(rec["qty"])
    return by_machine, by_method, slot_units, by_hour


def bar(value, scale=1.0, char="#"):
    return char * round(value * scale)


def build_report(records, errors, width=44, top=3):
    by_machine, by_method, slot_units, by_hour = summarise(records)
    total = sum(by_machine.values())
    out = [" vending report ".upper().center(width, "="),
           f"records: {len(records)}  errors: {len(errors)}", "", "Revenue by machine"]
    ranked = sorted(by_machine.items(), key=lambda kv: kv[1], reverse=True)
    for rank, (machine, amount) in enumerate(ranked, 1):
        share = amount / total if total else 0
        out.append(f"{rank}. {machine:<4}{amount:>8.2f} {CURRENCY} {share:>6.1%} {bar(amount, 0.5)}")
    out += ["", f"Top {top} slots"]
    for slot, units in slot_units.most_common(top):
        out.append(f"  {slot} x{units:03d} ({SLOT_PRICES[slot]:.2f} each)")
    methods = sorted(by_method.items(), key=lambda kv: (-kv[1], kv[0]))
    out.append("Payment: " + ", ".join(f"{METHOD_NAMES.get(m, m.title())}={n}" for m, n in methods))
    hours = sorted(by_hour)
    units = [sum(by_hour[h]) for h in hours]
    out.append("Hours:   " + " ".join(f"{h:02d}h:{u}" for h, u in zip(hours, units)))
    slow = sorted((s for s in SLOT_PRICES if slot_units[s] <= SLOW_SELLER), key=str.lower)
    out.append("Slow sellers: " + (", ".join(slow) or "none"))
    out.extend(f"! {e}" for e in errors)
    summary = {"total": round(total, 2), "records": len(records),
               "top_machine": ranked[0][0] if ranked else None,
               "methods": dict(by_method), "days": len({r["date"] for r in records})}
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(path=DATA_FILE):
    try:
        records, errors = load(path)
    except FileNotFoundError:
        return f"no such file: {path}"
    return build_report(records, errors)


if __name__ == "__main__":
    print(main())

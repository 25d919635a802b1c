#!/usr/bin/env python3
# Quilting guild raffle: tally ticket sales per seller and per week.
import json

PATH = "root/raffle.txt"
BOOK_SIZE = 50
TARGET = 500.0

sellers = {}
weeks = {}
problems = []
books_seen = set()

with open(PATH, encoding="utf-8") as f:
    text = f.read()

for lineno, raw in enumerate(text.splitlines(), 1):
    line = raw.strip()
    if not line or line.startswith("seller;"):
        continue
    fields = line.split(";")
    if len(fields) != 5:
        problems.append(f"line {lineno}: {len(fields)} fields")
        continue
    seller, book, sold, price, date = fields
    try:
        sold = int(sold)
        price = float(price)
    except ValueError:
        problems.append(f"line {lineno}: not a number in {line!r}")
        continue
    if not 0 <= sold <= BOOK_SIZE:
        problems.append(f"line {lineno}: {sold} tickets out of range")
        continue
    if book in books_seen:
        problems.append(f"line {lineno}: book {book} counted twice")
        continue
    books_seen.add(book)

    takings = sold * price
    s = sellers.setdefault(seller, {"books": 0, "tickets": 0, "takings": 0.0})
    s["books"] += 1
    s["tickets"] += sold
    s["takings"] += takings
    weeks[date] = weeks.get(date, 0.0) + takings

print("QUILTING GUILD RAFFLE")
print("=" * 40)
print(f"{'Seller':<10}{'Books':>6}{'Tickets':>9}{'Takings':>10}{'Sell%':>7}")
ranked = sorted(sellers.items(), key=lambda kv: (-kv[1]["takings"], kv[0]))
for name, s in ranked:
    pct = 100 * s["tickets"] / (s["books"] * BOOK_SIZE)
    print(f"{name:<10}{s['books']:>6}{s['tickets']:>9}"
          f"{s['takings']:>10.2f}{pct:>6.0f}%")
print("-" * 40)

print("By week:")
running = 0.0
for date in sorted(weeks):
    running += weeks[date]
    bar = "#" * int(weeks[date] // 10)
    print(f"  {date}  {weeks[date]:>7.2f}  {running:>7.2f}  {bar}")

total = sum(s["takings"] for s in sellers.values())
tickets = sum(s["tickets"] for s in sellers.values())
if total >= TARGET:
    print(f"Target of {TARGET:.2f} reached with {total - TARGET:.2f} to spare.")
else:
    print(f"Short of the {TARGET:.2f} target by {TARGET - total:.2f}.")

if problems:
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  - {p}")

top = ranked[0][0] if ranked else None
print(json.dumps({"sellers": len(sellers), "tickets": tickets,
                  "takings": round(total, 2), "skipped": len(problems),
                  "top_seller": top, "target_met": total >= TARGET}))

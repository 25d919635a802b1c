from collections import defaultdict

def apply(ctx):
    def temperature_report(args):
        by_city = defaultdict(list)
        for r in args["readings"]:
            by_city[r["city"]].append(r["temp"])
        lines = []
        for city in sorted(by_city):
            temps = by_city[city]
            avg = sum(temps) / len(temps)
            lines.append(f"{city}: min {min(temps)}, max {max(temps)}, avg {avg:.1f}")
        return "\n".join(lines)

    ctx.tools.register({
        "name": "temperature_report",
        "description": "Min/max/average temperature per city",
        "parameters": {"readings": {"type": "array", "items": {"type": "object",
            "properties": {"city": {"type": "string"}, "temp": {"type": "number"}}}}},
        "execute": temperature_report,
    })

plugin = {"name": "temperature-report", "apply": apply}

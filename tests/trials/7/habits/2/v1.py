import statistics

def apply(ctx):
    def stats(args):
        numbers = args["numbers"]
        if not numbers:
            return "no numbers given"
        mean = round(statistics.mean(numbers), 2)
        median = round(statistics.median(numbers), 2)
        stdev = round(statistics.pstdev(numbers), 2)
        return f"mean: {mean}, median: {median}, stdev: {stdev}"

    ctx.tools.register({
        "name": "stats",
        "description": "Mean, median and standard deviation of a list of numbers",
        "parameters": {
            "numbers": {"type": "array", "items": {"type": "number"}, "description": "the numbers"},
        },
        "execute": stats,
    })

import csv
import io
import json

def is_number(s):
    try:
        float(s)
        return True
    except ValueError:
        return False

def apply(ctx):
    def csv_to_json(args):
        rows = list(csv.DictReader(io.StringIO(ctx.fs.read(args["path"]))))
        for col in (rows[0].keys() if rows else []):
            if all(is_number(r[col]) for r in rows):
                for r in rows:
                    r[col] = float(r[col]) if "." in r[col] else int(r[col])
        return json.dumps(rows, indent=2)

    ctx.tools.register({
        "name": "csv_to_json",
        "description": "Read a CSV file with a header and return its rows as JSON objects",
        "parameters": {"path": {"type": "string", "description": "path of the CSV file"}},
        "execute": csv_to_json,
    })

plugin = {"name": "csv-to-json", "inject": ["fs"], "apply": apply}

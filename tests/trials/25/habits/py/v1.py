import csv
import io
import json
from collections import defaultdict
from dataclasses import dataclass


@dataclass
class Item:
    sku: str
    name: str
    stock: int
    min_stock: int
    supplier: str

    def shortfall(self) -> int:
        """How far below the minimum stock this item is (0 if not below)."""
        return max(0, self.min_stock - self.stock)

    def order_quantity(self) -> int:
        return 2 * self.min_stock - self.stock


def parse_items(text):
    reader = csv.DictReader(io.StringIO(text))
    return [
        Item(
            sku=row["sku"],
            name=row["name"],
            stock=int(row["stock"]),
            min_stock=int(row["min_stock"]),
            supplier=row["supplier"],
        )
        for row in reader
    ]


def apply(ctx):
    def inventory_reorder(args):
        items = parse_items(ctx.fs.read(args["path"]))
        by_supplier = defaultdict(list)
        for item in items:
            if item.shortfall() > 0:
                by_supplier[item.supplier].append(
                    {"sku": item.sku, "name": item.name, "order": item.order_quantity()}
                )
        suppliers = [
            {
                "supplier": supplier,
                "items": lines,
                "units": sum(line["order"] for line in lines),
            }
            for supplier, lines in sorted(by_supplier.items())
        ]
        total = sum(s["units"] for s in suppliers)
        return json.dumps({"suppliers": suppliers, "total_units": total}, indent=2)

    ctx.tools.register({
        "name": "inventory_reorder",
        "description": "Items to reorder per supplier from an inventory CSV",
        "parameters": {"path": {"type": "string", "description": "CSV file to read"}},
        "execute": inventory_reorder,
    })


plugin = {
    "name": "inventory-reorder",
    "inject": ["fs"],
    "apply": apply,
}

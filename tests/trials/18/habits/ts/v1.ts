// reorder-list: inventory rows whose qty is at or below their reorder point

interface FileSystem {
  read(path: string): Promise<string>;
}

interface Context {
  fs: FileSystem;
  tools: { register(tool: ToolSpec): void };
}

interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, { type: string; description?: string }>;
  execute: (args: { path: string }) => Promise<string>;
}

interface InventoryRow {
  sku: string;
  name: string;
  qty: number | null;
  reorder_at: number;
}

function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let inQuotes = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (inQuotes) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          current += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        current += ch;
      }
    } else if (ch === '"') {
      inQuotes = true;
    } else if (ch === ',') {
      fields.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  fields.push(current);
  return fields;
}

function toInt(value: string | undefined): number | null {
  const n = parseInt(value ?? '', 10);
  return Number.isNaN(n) ? null : n;
}

function parseInventory(text: string): InventoryRow[] {
  const [headerLine, ...lines] = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = new Map<string, number>(parseCsvLine(headerLine).map((h, i) => [h.trim(), i]));
  const col = (cells: string[], key: string): string | undefined => cells[header.get(key) ?? -1];
  return lines.map((line): InventoryRow => {
    const cells = parseCsvLine(line);
    return {
      sku: col(cells, 'sku') ?? '',
      name: col(cells, 'name') ?? '',
      qty: toInt(col(cells, 'qty')),
      reorder_at: toInt(col(cells, 'reorder_at')) ?? 0,
    };
  });
}

const plugin = {
  name: 'reorder-list',
  inject: ['fs'],
  apply(ctx: Context): void {
    ctx.tools.register({
      name: 'reorder_list',
      description: 'Inventory rows whose qty is at or below reorder_at, as JSON',
      parameters: { path: { type: 'string', description: 'inventory CSV file' } },
      execute: async ({ path }: { path: string }): Promise<string> => {
        const rows = parseInventory(await ctx.fs.read(path));
        const reorder = rows.filter((r) => r.qty !== null && r.qty <= r.reorder_at);
        const missingQty = rows.filter((r) => r.qty === null).map((r) => r.sku);
        return JSON.stringify({ reorder, missingQty }, null, 2);
      },
    });
  },
};

export default plugin;

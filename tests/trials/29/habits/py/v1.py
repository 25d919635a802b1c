# log_summary: summarize an access log
import re

LINE_RE = re.compile(r'^(\S+) \S+ \S+ \[([^\]]+)\] "(\S+) (\S+) (\S+)" (\d{3}) (\d+)$')


def parse_line(line):
    """Return (ip, ts, method, path, proto, status, size) or None for a malformed line."""
    parts = line.split()
    if len(parts) != 9 or not parts[3].startswith('[') or not parts[4].startswith('"'):
        return None
    ip, _, _, ts, method, path, proto, status, size = parts
    if not (status.isdigit() and size.isdigit()):
        return None
    return {
        'ip': ip,
        'ts': ts[1:-1],
        'method': method[1:],
        'path': path,
        'status': int(status),
        'size': int(size),
    }


class LogSummary:
    def __init__(self, text):
        self.entries = []
        self.skipped = 0
        for i, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line:
                continue
            entry = parse_line(line)
            if entry is None:
                self.skipped += 1
            else:
                self.entries.append(entry)

    def status_counts(self):
        counts = {}
        for e in self.entries:
            counts[e['status']] = counts.get(e['status'], 0) + 1
        return dict(sorted(counts.items()))

    def top_paths(self, n=3):
        counts = {}
        for e in self.entries:
            counts[e['path']] = counts.get(e['path'], 0) + 1
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]

    def total_bytes(self):
        return sum(e['size'] for e in self.entries)

    def error_share(self):
        if not self.entries:
            return 0.0
        errors = len([e for e in self.entries if e['status'] >= 400])
        return round(errors * 100 / len(self.entries), 1)


def execute(ctx, args):
    path = args.get('path') or 'access.log'
    try:
        text = ctx.fs.read(path)
    except Exception as err:
        return {'content': [{'type': 'text', 'text': f'failed: {err}'}], 'isError': True}
    s = LogSummary(text)
    statuses = s.status_counts()
    top = s.top_paths(3)
    data = {
        'parsed': len(s.entries),
        'skipped': s.skipped,
        'statusCounts': {str(k): v for k, v in statuses.items()},
        'topPaths': [{'path': p, 'count': c} for p, c in top],
        'totalBytes': s.total_bytes(),
        'errorPercent': s.error_share(),
    }
    lines = [f"Parsed {data['parsed']} lines, skipped {data['skipped']} malformed"]
    lines += [f"  {code}: {count}" for code, count in statuses.items()]
    lines.append('Top paths:')
    lines += [f"  {i}. {p} ({c})" for i, (p, c) in enumerate(top, start=1)]
    lines.append(f"Total bytes: {data['totalBytes']}")
    lines.append(f"4xx/5xx share: {data['errorPercent']:.1f}%")
    return {
        'content': [{'type': 'text', 'text': '\n'.join(lines)}, {'type': 'text', 'text': json.dumps(data)}],
        'structuredContent': data,
    }


plugin = {
    'name': 'log-summary',
    'inject': ['fs'],
    'apply': lambda ctx: ctx.tools.register({
        'name': 'log_summary',
        'description': 'Summarize an access log: status counts, top paths, bytes, error share',
        'parameters': {
            'path': {'type': 'string', 'description': 'log file', 'required': False, 'default': 'access.log'},
        },
        'execute': lambda args: execute(ctx, args),
    }),
}

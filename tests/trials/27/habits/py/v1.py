PAIRS = {')': '(', ']': '[', '}': '{'}
OPENERS = set(PAIRS.values())


def check(text: str) -> str:
    stack: list[tuple[str, int]] = []
    in_string = False
    for i, ch in enumerate(text):
        if ch == '"':
            in_string = not in_string
            continue
        if in_string:
            continue
        if ch in OPENERS:
            stack.append((ch, i))
        elif ch in PAIRS:
            if not stack or stack[-1][0] != PAIRS[ch]:
                return f"unexpected closer '{ch}' at position {i}"
            stack.pop()
    if stack:
        opener, pos = stack[-1]
        return f"unclosed opener '{opener}' at position {pos}"
    return "balanced"


def apply(ctx):
    ctx.tools.register({
        "name": "bracket_report",
        "description": "Check balanced ()[]{} in a text, ignoring double-quoted strings",
        "parameters": {"text": {"type": "string", "description": "text to check"}},
        "execute": lambda args: check(args["text"]),
    })


plugin = {"name": "bracket-report", "apply": apply}

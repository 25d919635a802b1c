def is_valid(email):
    if email.count("@") != 1:
        return False
    local, domain = email.split("@")
    return "." in domain

def apply(ctx):
    def clean_emails(args):
        cleaned = {e.strip().lower() for e in args["emails"]}
        valid = sorted(e for e in cleaned if is_valid(e))
        return "\n".join(valid)

    ctx.tools.register({
        "name": "clean_emails",
        "description": "Valid emails, lowercased, stripped, deduplicated, sorted",
        "parameters": {"emails": {"type": "array", "items": {"type": "string"}}},
        "execute": clean_emails,
    })

plugin = {"name": "clean-emails", "apply": apply}

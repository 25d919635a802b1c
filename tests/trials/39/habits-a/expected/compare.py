import json,sys
ans=json.load(open(sys.argv[1])); exp=open(sys.argv[2]).read().split('---structuredContent---\n')
t_ok = ans['content'][0]==exp[0].rstrip('\n')
s_ok = ans.get('structuredContent')==json.loads(exp[1])
print('text', 'OK' if t_ok else 'DIFF', '| structured', 'OK' if s_ok else 'DIFF')
if not t_ok: print(repr(ans['content'][0])); print(repr(exp[0]))

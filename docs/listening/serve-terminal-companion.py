# docs/listening/serve-terminal-companion.py: see serve-terminal.steps. Ana,
# on a page of her own, changes the trip while Sam, at serve's terminal
# under yasr, is idle, and then while he is typing a line.
import http.client, json, re, time, os
d = '/tmp/serve-terminal-listen'
os.makedirs(d, exist_ok=True)
open(d + '/companion.log', 'w').close()
found = []
while not found:
    try: found = re.findall(r'Ana can open (http://\S+)', open(d + '/serve.out').read())
    except FileNotFoundError: pass
    time.sleep(0.2)
start = time.time()
address = found[-1]
host, port = re.match(r'http://([^:/]+):(\d+)', address).groups()
origin = 'http://%s:%s' % (host, port)
c = http.client.HTTPConnection(host, int(port))
c.request('POST', '/api/enter', body='{}', headers={'X-Itin-Token': address.split('=')[-1], 'Content-Type': 'application/json', 'Origin': origin})
r = c.getresponse(); r.read()
cookie = r.getheader('Set-Cookie').split(';')[0]
def do(body, what):
    c.request('POST', '/api/do?lang=en', body=json.dumps(body), headers={'Cookie': cookie, 'Content-Type': 'application/json', 'Origin': origin, 'X-Itin-Page': 'ana'})
    said = json.loads(c.getresponse().read()).get('said')
    open(d + '/companion.log', 'a').write('%6.1fs Ana: %s: %s\n' % (time.time() - start, what, said))
# Sam's first move, then: one change while he is idle, one while he types.
while 'moved to position' not in open(d + '/serve.out').read(): time.sleep(0.1)
time.sleep(3)
do({"act": "move", "id": "dinner", "move": "up"}, 'dinner up, while Sam is idle')
time.sleep(7.5)
do({"act": "move", "id": "dinner", "move": "down"}, 'dinner down, while Sam types "history"')

# docs/listening/serve-live-companion.py: see serve-live-orca.steps.
# A second page, as a companion's would be: asks serve for an address, takes
# a key, then changes the trip while the first page is heard under Orca.
import http.client, json, re, time, os
d = '/tmp/live-listen'
os.makedirs(d, exist_ok=True)
while True:
    try:
        text = open(d + '/serve.out').read()
        if 'http://' in text: break
    except FileNotFoundError: pass
    time.sleep(0.2)
start = time.time()
time.sleep(32)
with open(d + '/in', 'w') as fifo: fifo.write('invite\n')
for _ in range(50):
    addresses = re.findall(r'http://\S+', open(d + '/serve.out').read())
    if len(addresses) > 1: break
    time.sleep(0.2)
address = addresses[-1]
host, port = re.match(r'http://([^:/]+):(\d+)', address).groups()
origin = 'http://%s:%s' % (host, port)
token = address.split('=')[-1]
c = http.client.HTTPConnection(host, int(port))
c.request('POST', '/api/enter', body='{}', headers={'X-Itin-Token': token, 'Content-Type': 'application/json', 'Origin': origin})
r = c.getresponse(); r.read()
cookie = r.getheader('Set-Cookie').split(';')[0]
def do(body, note):
    c.request('POST', '/api/do?lang=en', body=json.dumps(body), headers={'Cookie': cookie, 'Content-Type': 'application/json', 'Origin': origin, 'X-Itin-Page': 'companion'})
    r = c.getresponse(); said = json.loads(r.read()).get('said')
    open(d + '/companion.log', 'a').write('%6.1fs %s: %s\n' % (time.time() - start, note, said))
do({"act": "move", "id": "dinner", "move": "up"}, 'dinner up')
time.sleep(8)
do({"act": "move", "id": "lunch", "move": "down"}, 'lunch down (the item the listener is on)')
time.sleep(8)
do({"act": "undo"}, 'undo')

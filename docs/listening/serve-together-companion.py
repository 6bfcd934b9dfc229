# docs/listening/serve-together-companion.py: see serve-together-orca.steps.
# Ana, a companion on a second page, and Sam at serve's terminal change the
# trip while the first page is heard under Orca: Ana's address comes from
# `invite Ana` typed at the terminal; Sam's change is a line typed there.
import http.client, json, re, time, os
d = '/tmp/together-listen'
os.makedirs(d, exist_ok=True)
for name in ('companion.log',):
    open(d + '/' + name, 'w').close()
while True:
    try:
        text = open(d + '/serve.out').read()
        if 'http://' in text: break
    except FileNotFoundError: pass
    time.sleep(0.2)
start = time.time()
def note(text):
    open(d + '/companion.log', 'a').write('%6.1fs %s\n' % (time.time() - start, text))
def type_at_terminal(line):
    with open(d + '/in', 'w') as fifo: fifo.write(line + '\n')
    note('terminal: ' + line)
time.sleep(55)
type_at_terminal('invite Ana')
for _ in range(50):
    found = re.findall(r'Ana can open (http://\S+)', open(d + '/serve.out').read())
    if found: break
    time.sleep(0.2)
address = found[-1]
host, port = re.match(r'http://([^:/]+):(\d+)', address).groups()
origin = 'http://%s:%s' % (host, port)
token = address.split('=')[-1]
c = http.client.HTTPConnection(host, int(port))
c.request('POST', '/api/enter', body='{}', headers={'X-Itin-Token': token, 'Content-Type': 'application/json', 'Origin': origin})
r = c.getresponse(); r.read()
cookie = r.getheader('Set-Cookie').split(';')[0]
def do(body, what):
    c.request('POST', '/api/do?lang=en', body=json.dumps(body), headers={'Cookie': cookie, 'Content-Type': 'application/json', 'Origin': origin, 'X-Itin-Page': 'ana'})
    r = c.getresponse(); said = json.loads(r.read()).get('said')
    note('Ana: %s: %s' % (what, said))
do({"act": "move", "id": "dinner", "move": "up"}, 'dinner up')
time.sleep(8)
do({"act": "move", "id": "lunch", "move": "down"}, 'lunch down (the item the listener is on)')
time.sleep(8)
for move in ('down', 'down', 'up'):
    do({"act": "move", "id": "dinner", "move": move}, 'dinner ' + move + ' (quickly)')
    time.sleep(0.2)
time.sleep(8)
type_at_terminal('move Dinner to day 3')
# The listener moves Lunch up by a key of their own: Ana adds a day just
# after it, as they are hearing its answer.
def lunch_place():
    c.request('GET', '/api/trip?lang=en', headers={'Cookie': cookie})
    trip = json.loads(c.getresponse().read())
    for day in trip['days']:
        for item in day['items']:
            if item['id'] == 'lunch': return (day['day'], item.get('position'), [i['id'] for i in day['items']])
was = lunch_place()
while lunch_place() == was: time.sleep(0.05)
note('the listener moved Lunch')
time.sleep(0.15)
do({"act": "add-day"}, 'add a day (just after the listener\'s key)')

#!/usr/bin/env python3
"""make bench-hosted: the hosted service, measured.

Two `itin-a11y host` processes on one PostgreSQL store, behind haproxy, as
an operator runs them. 100 pages on 10 trips listen to others' changes
through the balancer (so about half of them reach their trip through the
process that does not hold it, relayed); a change is sent on one page of a
trip and timed until each of the other 9 pages of its trip has read its
event. Then: the memory a page listening holds in the two processes; and
the same with 1,000 trips stored, with the time a trip's first page takes
to open it (its lease taken, its file read from the store).

  tools/bench-hosted.py --itin-a11y PATH --itin-bench PATH [--quick]
"""
import argparse, http.client, json, os, re, select, shutil, socket, statistics, subprocess
import sys, tempfile, time


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def as_postgres(command):
    return (["runuser", "-u", "postgres", "--"] if os.getuid() == 0 else []) + command


class Postgres:
    def __init__(self, folder):
        versions = sorted(int(v) for v in os.listdir("/usr/lib/postgresql") if v.isdigit())
        self.bin = "/usr/lib/postgresql/%d/bin/" % versions[-1]
        self.folder = folder
        if os.getuid() == 0:
            shutil.chown(folder, "postgres")
        subprocess.run(as_postgres([self.bin + "initdb", "-D", folder + "/data", "-U", "itin",
                                    "-A", "trust", "-E", "UTF8", "--no-sync", "--no-instructions"]),
                       check=True, stdout=subprocess.DEVNULL)
        self.port = free_port()
        self.process = subprocess.Popen(as_postgres([
            self.bin + "postgres", "-D", folder + "/data", "-p", str(self.port),
            "-k", folder, "-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"]),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for_port(self.port)
        self.url = "postgresql://itin@127.0.0.1:%d/postgres" % self.port

    def stop(self):
        pid = open(self.folder + "/data/postmaster.pid").readline().strip()
        os.kill(int(pid), 2)
        self.process.wait()


def wait_for_port(port, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    raise SystemExit("nothing took a connection on port %d" % port)


def rss_kilobytes(pid):
    for line in open("/proc/%d/status" % pid):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Page:
    """A page of a stored trip, reached through the balancer."""

    def __init__(self, front, trip, key, tab):
        self.front, self.trip, self.key, self.tab = front, trip, key, tab
        self.connection = None

    def headers(self):
        return {"Host": "localhost:%d" % self.front, "Origin": "http://localhost:%d" % self.front,
                "Cookie": "itin-a11y-%s=%s" % (self.trip, self.key), "X-Itin-Trip": self.trip,
                "X-Itin-Page": self.tab, "Content-Type": "application/json"}

    def request(self, method, path, body=None):
        for _ in range(2):
            if self.connection is None:
                self.connection = http.client.HTTPConnection("127.0.0.1", self.front, timeout=30)
            try:
                self.connection.request(method, path, body=body, headers=self.headers())
                answer = self.connection.getresponse()
                return answer.status, answer.read()
            except (http.client.HTTPException, OSError):
                self.connection.close()
                self.connection = None
        return 0, b""

    def listen(self):
        """The page's stream of others' changes: a socket, once it is heard."""
        s = socket.create_connection(("127.0.0.1", self.front))
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        s.sendall(("GET /api/events?lang=en&trip=%s&page=%s HTTP/1.1\r\nHost: localhost:%d\r\n"
                   "Cookie: itin-a11y-%s=%s\r\nAccept: text/event-stream\r\n\r\n"
                   % (self.trip, self.tab, self.front, self.trip, self.key)).encode())
        heard = b""
        deadline = time.time() + 20
        while b": listening" not in heard and time.time() < deadline:
            heard += s.recv(65536)
        return Stream(s)


class Stream:
    def __init__(self, s):
        self.socket, self.pending = s, b""

    def read_change(self):
        """Reads what came; whether a change's event is among it."""
        data = self.socket.recv(1 << 20)
        if not data:
            return False
        self.pending += data
        found = False
        while b"\n\n" in self.pending:
            event, self.pending = self.pending.split(b"\n\n", 1)
            if b'data: {"since"' in event:
                found = True
        return found


def run(command, **kw):
    return subprocess.run(command, check=True, capture_output=True, text=True, **kw).stdout


def address_in(sentence):
    word = [w for w in sentence.split() if w.startswith("http")][-1]
    return word.rstrip(".")


def enter(front, address):
    token = address.rsplit("/", 1)[1]
    connection = http.client.HTTPConnection("127.0.0.1", front, timeout=30)
    connection.request("POST", "/api/enter", body="{}", headers={
        "Host": "localhost:%d" % front, "Origin": "http://localhost:%d" % front,
        "Content-Type": "application/json", "X-Itin-Token": token})
    answer = connection.getresponse()
    cookie = answer.getheader("Set-Cookie")
    trip = json.loads(answer.read())["trip"]
    return trip, cookie.split(";")[0].split("=", 1)[1]


def time_changes(trips, changes):
    """Sends `changes` moves, each on page 0 of the next trip; the ms each
    took to reach every other page of its trip."""
    waits, missed = [], 0
    for index in range(changes):
        trip = trips[index % len(trips)]
        sender, listeners = trip["pages"][0], trip["streams"][1:]
        move = "down" if (index // len(trips)) % 2 == 0 else "up"
        start = time.monotonic()
        status, _ = sender.request("POST", "/api/do?lang=en", json.dumps(
            {"act": "move", "id": trip["item"], "move": move}))
        waiting = {stream.socket: stream for stream in listeners}
        while waiting and time.monotonic() - start < 5:
            ready, _, _ = select.select(list(waiting), [], [], 0.1)
            for s in ready:
                if waiting[s].read_change():
                    waits.append((time.monotonic() - start) * 1000)
                    del waiting[s]
        missed += len(waiting)
    return waits, missed


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--itin-a11y", required=True)
    parser.add_argument("--itin-bench", required=True)
    parser.add_argument("--quick", action="store_true")
    arguments = parser.parse_args()
    program = os.path.abspath(arguments.itin_a11y)
    folder = tempfile.mkdtemp(prefix="itin-bench-hosted-")
    os.chmod(folder, 0o755)
    store = Postgres(tempfile.mkdtemp(prefix="pg-", dir=folder))
    children = []
    try:
        front = free_port()
        public = "http://localhost:%d" % front
        ports = [free_port() for _ in range(2)]
        for port in ports:
            child = subprocess.Popen([program, "host", "--store", store.url, "--port", str(port),
                                      "--public", public], stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT)
            child.stdout.readline()
            children.append(child)
        config = folder + "/haproxy.cfg"
        with open(config, "w") as f:
            f.write("global\n  maxconn 4096\ndefaults\n  mode http\n  timeout connect 2s\n"
                    "  timeout client 1h\n  timeout server 1h\n  option redispatch\n  option http-no-delay\n  retries 3\n"
                    "frontend trips\n  bind 127.0.0.1:%d\n  default_backend hosts\n"
                    "backend hosts\n  balance roundrobin\n" % front)
            for index, port in enumerate(ports):
                f.write("  server host%d 127.0.0.1:%d check\n" % (index, port))
        haproxy = subprocess.Popen(["haproxy", "-f", config, "-db"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        children.append(haproxy)
        wait_for_port(front)

        trip_file = folder + "/trip.json"
        run([os.path.abspath(arguments.itin_bench), "--write-trip", "200", trip_file])
        trips = []
        for number in range(10):
            said = run([program, "trips", "--store", store.url, "add", trip_file,
                        "--owner", "Owner", "--public", public])
            trip_id = re.search(r" as trip (\S+)\.", said).group(1)
            pages = []
            for person in range(10):
                invited = run([program, "trips", "--store", store.url, "invite", trip_id,
                               "P%d" % person, "--public", public])
                trip, key = enter(front, address_in(invited))
                pages.append(Page(front, trip, key, "p%d" % person))
            trips.append({"id": trip_id, "pages": pages})
        for trip in trips:
            status, body = trip["pages"][0].request("GET", "/api/trip?lang=en")
            items = [i for d in json.loads(body)["days"] for i in d["items"] if not i["fixed"]]
            trip["item"] = items[0]["id"]
            trip["streams"] = [page.listen() for page in trip["pages"]]

        changes = 40 if arguments.quick else 400
        waits, missed = time_changes(trips, changes)
        print("Hosted: two processes behind haproxy, 100 pages on 10 trips of 200 items")
        print("  %d changes, each heard by the 9 other pages of its trip (%d events):"
              % (changes, len(waits)))
        print("  median %.1f ms, 99th percentile %.1f ms, worst %.1f ms (the bar: 50 and 200 ms)"
              % (statistics.median(waits), percentile(waits, 0.99), max(waits)))
        print("  every page heard every change" if missed == 0
              else "  %d events never came" % missed)

        # Memory: the two processes' resident size, before and after 100
        # more pages listen (10 a trip), each having heard one change.
        time.sleep(0.5)
        before = sum(rss_kilobytes(child.pid) for child in children[:2])
        held = []
        for trip in trips:
            for person in range(10):
                page = Page(front, trip["id"], trip["pages"][person].key, "held%d" % person)
                held.append(page.listen())
        time_changes(trips, 10)
        time.sleep(0.5)
        after = sum(rss_kilobytes(child.pid) for child in children[:2])
        print("  memory a page listening holds, of 100 more: %.1f KB (the two processes)"
              % ((after - before) / len(held)))
        for stream in held:
            stream.socket.close()

        # 1,000 trips stored.
        started = time.monotonic()
        more = 90 if arguments.quick else 990
        for number in range(more):
            run([program, "trips", "--store", store.url, "add", trip_file, "--owner", "Owner",
                 "--public", public])
        adding = (time.monotonic() - started) / more
        started = time.monotonic()
        listed = run([program, "trips", "--store", store.url, "list"]).count("\n")
        listing = time.monotonic() - started
        print("With %d trips stored:" % listed)
        print("  trips add: %.0f ms a trip (the command, start to end); trips list: %.0f ms"
              % (adding * 1000, listing * 1000))
        waits, missed = time_changes(trips, changes)
        print("  %d changes: median %.1f ms, 99th percentile %.1f ms, worst %.1f ms"
              % (changes, statistics.median(waits), percentile(waits, 0.99), max(waits)))
        # A trip's first page: its lease taken and its file read.
        ids = run(["psql", "-At", "-h", "127.0.0.1", "-p", str(store.port), "-U", "itin",
                   "postgres", "-c", "SELECT id FROM itin_trips ORDER BY added DESC LIMIT 20"])
        opening = []
        for trip_id in ids.split():
            invited = run([program, "trips", "--store", store.url, "invite", trip_id, "Q",
                           "--public", public])
            trip, key = enter(front, address_in(invited))
            page = Page(front, trip, key, "q")
            started = time.monotonic()
            status, _ = page.request("GET", "/api/trip?lang=en")
            opening.append((time.monotonic() - started) * 1000)
        print("  a trip's first page read, its trip opened (lease and file): median %.1f ms, "
              "worst %.1f ms, of %d" % (statistics.median(opening), max(opening), len(opening)))
    finally:
        for child in children:
            child.send_signal(2)
        for child in children:
            try:
                child.wait(10)
            except subprocess.TimeoutExpired:
                child.kill()
        store.stop()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()

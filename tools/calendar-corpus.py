#!/usr/bin/env python3
"""tools/calendar-corpus.py ITIN REPORT CALENDAR...: imports each calendar
with `ITIN --import`, and compares every occasion it made with those two
readers no one here wrote find between the same dates:
python-recurring-ical-events (on icalendar and dateutil), and libical
(through its GObject binding; calendar_libical.py).

Each occasion is compared as an instant in UTC (a time with a zone, or a
floating time in the trip's zone when it has one), a wall time (a
floating time in a trip with no zone), or a date (an all-day event, one a
night). Titles are not compared: itin-a11y cleans them for speech.

A floating series stays floating: its occasions are compared by their
clock, as written, where the first reader makes them UTC because an
exception is written in UTC.

Prints the counts for each reader, and writes each calendar's outcome to
REPORT:
  same       the same occasions as both readers
  differs    occasions made by itin-a11y and not by a reader, or the other
             way (the first few listed, for each reader that differs)
  refused    itin-a11y refused it (its sentence)
  unread     a reader could not read it (its error); the other is compared
"""
import collections
import datetime
import json
import os
import subprocess
import sys
import tempfile
import zoneinfo

import icalendar
import recurring_ical_events
import x_wr_timezone

import calendar_libical


def instant(moment, zone):
    """A datetime as the key both sides are compared by."""
    if moment.tzinfo is not None:
        return moment.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%MZ")
    if zone is not None:
        return moment.replace(tzinfo=zone).astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%MZ")
    return moment.strftime("%Y-%m-%dT%H:%M")


def ours(itin, path, folder):
    out = os.path.join(folder, "trip.json")
    run = subprocess.run([itin, "--import", path, "--output", out, "--force"],
                         capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        return None, None, (run.stdout + run.stderr).strip()
    trip = json.load(open(out))
    start = datetime.date.fromisoformat(trip["start"])
    zone = zoneinfo.ZoneInfo(trip["zone"]) if trip.get("zone") else None
    made = collections.Counter()
    for item in trip["items"]:
        date = start + datetime.timedelta(days=item["day"] - 1)
        if item.get("time"):
            clock = datetime.time.fromisoformat(item["time"])
            made[instant(datetime.datetime.combine(date, clock), zone)] += 1
        else:
            made[date.isoformat()] += 1
    days = (start, start + datetime.timedelta(days=len(trip["days"]) - 1))
    return made, (days, zone), run.stdout.strip()


def theirs(path, days, zone):
    calendar = icalendar.Calendar.from_ical(open(path, "rb").read())
    calendar = x_wr_timezone.to_standard(calendar)
    first, last = days
    found = collections.Counter()
    floating = set()
    for event in calendar.walk("VEVENT"):
        start = event.get("DTSTART")
        if start is not None and isinstance(start.dt, datetime.datetime) and start.dt.tzinfo is None:
            floating.add(str(event.get("UID")))
    query = recurring_ical_events.of(calendar)
    for event in query.between(first - datetime.timedelta(days=2), last + datetime.timedelta(days=3)):
        start = event["DTSTART"].dt
        if isinstance(start, datetime.datetime) and str(event.get("UID")) in floating:
            start = start.replace(tzinfo=None)
        if isinstance(start, datetime.datetime):
            local = start.astimezone(zone) if (zone and start.tzinfo) else start
            if first <= local.date() <= last:
                found[instant(start, zone)] += 1
            continue
        end = event.get("DTEND")
        nights = max(1, (end.dt - start).days) if end is not None and not isinstance(end.dt, datetime.datetime) else 1
        for night in range(nights):
            date = start + datetime.timedelta(days=night)
            if first <= date <= last:
                found[date.isoformat()] += 1
    return found


def libical(path, days, zone):
    first, last = days
    return calendar_libical.occasions(open(path, "rb").read().decode("utf-8", "replace"), first, last, zone)


def main():
    itin, report = sys.argv[1], sys.argv[2]
    paths = sys.argv[3:]
    counts = collections.Counter()
    lines = []
    with tempfile.TemporaryDirectory() as folder:
        for path in paths:
            name = os.path.relpath(path)
            try:
                made, frame, said = ours(itin, path, folder)
            except subprocess.TimeoutExpired:
                counts["timeout"] += 1
                lines.append(f"timeout  {name}")
                continue
            if made is None:
                counts["refused"] += 1
                lines.append(f"refused  {name}: {said}")
                continue
            readers = {}
            for reader, read in (("dateutil", theirs), ("libical", libical)):
                try:
                    readers[reader] = read(path, *frame)
                except Exception as error:  # the reader's own failure, said
                    readers[reader] = f"{type(error).__name__}: {str(error)[:120]}"
            said = []
            for reader, found in readers.items():
                if isinstance(found, str):
                    counts[f"{reader} unread"] += 1
                    said.append(f"{reader} could not read it ({found})")
                elif made == found:
                    counts[f"{reader} same"] += 1
                else:
                    counts[f"{reader} differs"] += 1
                    only_ours = sorted((made - found).elements())[:4]
                    only_theirs = sorted((found - made).elements())[:4]
                    said.append(f"{sum(found.values())} by {reader}, only ours {only_ours},"
                                f" only {reader}'s {only_theirs}")
            outcome = "same" if not said else "unread" if all(isinstance(f, str) for f in readers.values()) \
                else "differs" if any(not isinstance(f, str) and f != made for f in readers.values()) else "unread"
            counts[outcome] += 1
            lines.append(f"{outcome:8} {name}: {sum(made.values())} made" + ("; " + "; ".join(said) if said else ""))
    with open(report, "w") as file:
        file.write("\n".join(lines) + "\n")
    print(", ".join(f"{key} {counts[key]}" for key in ("same", "differs", "refused", "unread", "timeout")))
    for reader in ("dateutil", "libical"):
        print(f"  {reader}: " + ", ".join(f"{key} {counts[reader + ' ' + key]}" for key in ("same", "differs", "unread")))


main()

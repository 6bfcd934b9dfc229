#!/usr/bin/env python3
"""tools/calendar-corpus.py ITIN REPORT CALENDAR...: imports each calendar
with `ITIN --import`, and compares every occasion it made with those
python-recurring-ical-events (on icalendar and dateutil, readers no one
here wrote) finds between the same dates.

Each occasion is compared as an instant in UTC (a time with a zone, or a
floating time in the trip's zone when it has one), a wall time (a
floating time in a trip with no zone), or a date (an all-day event, one a
night). Titles are not compared: itin-a11y cleans them for speech.

Prints the counts, and writes each calendar's outcome to REPORT:
  same       the same occasions
  differs    occasions made by one and not the other (the first few listed)
  refused    itin-a11y refused it (its sentence)
  unread     the reference could not read it (its error)
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
    query = recurring_ical_events.of(calendar)
    for event in query.between(first - datetime.timedelta(days=2), last + datetime.timedelta(days=3)):
        start = event["DTSTART"].dt
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
            try:
                found = theirs(path, *frame)
            except Exception as error:  # the reference's own failure, said
                counts["unread"] += 1
                lines.append(f"unread   {name}: {type(error).__name__}: {str(error)[:120]}")
                continue
            if made == found:
                counts["same"] += 1
                lines.append(f"same     {name}: {sum(made.values())} occasions")
            else:
                counts["differs"] += 1
                only_ours = sorted((made - found).elements())[:4]
                only_theirs = sorted((found - made).elements())[:4]
                lines.append(f"differs  {name}: {sum(made.values())} made, {sum(found.values())} theirs;"
                             f" only ours {only_ours}; only theirs {only_theirs}")
    with open(report, "w") as file:
        file.write("\n".join(lines) + "\n")
    print(", ".join(f"{key} {counts[key]}" for key in ("same", "differs", "refused", "unread", "timeout")))


main()

"""The occasions libical finds in a calendar, for tools/calendar-corpus.py.

libical (through its GObject binding, ICalGLib) reads the calendar,
resolves each time's zone (the file's own VTIMEZONE, or the system's zone
data), and expands each series with its repeat rules, extra dates and
exceptions (icalcomponent_foreach_recurrence). libical leaves the events
that stand in for one occasion (RECURRENCE-ID), and copies of one event,
to the program that uses it; they are applied here as RFC 5545 has them:
of two copies (the same UID and RECURRENCE-ID) the higher SEQUENCE, the
later of two equal; the occasion a RECURRENCE-ID names (by its date, in a
series of all-day events) is replaced by the event, which is that one
occasion; one the series' exceptions delete is gone; with
RANGE=THISANDFUTURE every later occasion moves as far as it did.
"""
import collections
import datetime

import gi

gi.require_version("ICalGLib", "3.0")
from gi.repository import ICalGLib  # noqa: E402

UTC = datetime.timezone.utc


def _events(calendar):
    event = calendar.get_first_component(ICalGLib.ComponentKind.VEVENT_COMPONENT)
    while event is not None:
        yield event
        event = calendar.get_next_component(ICalGLib.ComponentKind.VEVENT_COMPONENT)


def _uid(event):
    return event.get_uid() or ""


def _form(time):
    """'date', 'floating' or 'zoned', as a start is written."""
    if time.is_date():
        return "date"
    if time.is_utc() or time.get_timezone() is not None:
        return "zoned"
    return "floating"


def _seconds(time):
    """A time as libical puts it in UTC seconds: a floating time or a date
    as if in UTC."""
    return time.as_timet_with_zone(time.get_timezone() or ICalGLib.Timezone.get_utc_timezone())


def _rid_key(calendar, event):
    """The occasion a RECURRENCE-ID names, in UTC seconds. libical leaves
    its zone unset: it is looked up as a start's is, in the calendar's
    own zones, then libical's."""
    rid = event.get_recurrenceid()
    if rid is None or rid.is_null_time():
        return None
    line = event.get_first_property(ICalGLib.PropertyKind.RECURRENCEID_PROPERTY)
    tzid = line.get_parameter_as_string("TZID") if line is not None else None
    if tzid and not rid.is_utc() and not rid.is_date():
        zone = calendar.get_timezone(tzid) or ICalGLib.Timezone.get_builtin_timezone(tzid)
        if zone is not None:
            rid.set_timezone(zone)
    return _seconds(rid), rid.is_date()


def occasions(text, first, last, zone):
    """The occasions between dates `first` and `last`, keyed as
    calendar-corpus.py keys its own: a UTC instant, a wall time, or one
    date a night."""
    calendar = ICalGLib.Parser.parse_string(text)
    if calendar is None:
        raise ValueError("libical could not read it")
    if calendar.isa() == ICalGLib.ComponentKind.VEVENT_COMPONENT:
        wrapper = ICalGLib.Component.new_vcalendar()
        wrapper.add_component(calendar)
        calendar = wrapper
    start = ICalGLib.Time.new_from_timet_with_zone(
        int(datetime.datetime.combine(first - datetime.timedelta(days=2), datetime.time(), UTC).timestamp()),
        False, ICalGLib.Timezone.get_utc_timezone())
    end = ICalGLib.Time.new_from_timet_with_zone(
        int(datetime.datetime.combine(last + datetime.timedelta(days=3), datetime.time(), UTC).timestamp()),
        False, ICalGLib.Timezone.get_utc_timezone())
    events = []
    newest = {}
    for event in _events(calendar):
        line = event.get_first_property(ICalGLib.PropertyKind.RECURRENCEID_PROPERTY)
        key = (_uid(event), line.get_value_as_string() if line is not None else "")
        if not key[0]:
            key = (id(event), "")
        sequence = event.get_sequence()
        if key in newest and newest[key][0] > sequence:
            continue
        newest[key] = (sequence, event)
    events = [event for _, event in newest.values()]
    exceptions = collections.defaultdict(set)
    for event in events:
        if _rid_key(calendar, event) is None:
            # libical keeps one place in a component's lines: nothing else
            # may read its lines until the last exception is read.
            uid = _uid(event)
            line = event.get_first_property(ICalGLib.PropertyKind.EXDATE_PROPERTY)
            while line is not None:
                for value in line.get_value_as_string().split(","):
                    exceptions[uid].add(value[:15])
                line = event.get_next_property(ICalGLib.PropertyKind.EXDATE_PROPERTY)
    def deleted(event):
        line = event.get_first_property(ICalGLib.PropertyKind.RECURRENCEID_PROPERTY)
        return line.get_value_as_string()[:15] in exceptions[_uid(event)]
    events = [event for event in events if _rid_key(calendar, event) is None or not deleted(event)]
    edits = collections.defaultdict(dict)
    future = collections.defaultdict(list)
    for event in events:
        key = _rid_key(calendar, event)
        if key is None:
            continue
        edits[_uid(event)][key[0]] = event
        if key[1]:
            edits[_uid(event)][("date", datetime.datetime.fromtimestamp(key[0], UTC).date())] = event
        else:
            rid = event.get_recurrenceid()
            edits[_uid(event)][("date", datetime.date(rid.get_year(), rid.get_month(), rid.get_day()))] = event
        rid = event.get_first_property(ICalGLib.PropertyKind.RECURRENCEID_PROPERTY)
        if rid is not None and (rid.get_parameter_as_string("RANGE") or "").upper() == "THISANDFUTURE":
            shift = _seconds(event.get_dtstart()) - key[0]
            future[_uid(event)].append((key[0], shift))
    found = collections.Counter()

    def put(seconds, length, form):
        moment = datetime.datetime.fromtimestamp(seconds, UTC)
        if form == "date":
            nights = max(1, length // 86_400)
            for night in range(nights):
                date = moment.date() + datetime.timedelta(days=night)
                if first <= date <= last:
                    found[date.isoformat()] += 1
            return
        if form == "floating":
            wall = moment.replace(tzinfo=None)
            local = wall
            if zone is not None:
                key = wall.replace(tzinfo=zone).astimezone(UTC).strftime("%Y-%m-%dT%H:%MZ")
            else:
                key = wall.strftime("%Y-%m-%dT%H:%M")
        else:
            local = moment.astimezone(zone) if zone is not None else moment
            key = moment.strftime("%Y-%m-%dT%H:%MZ")
        if first <= local.date() <= last:
            found[key] += 1

    for event in events:
        dtstart = event.get_dtstart()
        if dtstart is None or dtstart.is_null_time():
            continue
        form = _form(dtstart)
        if _rid_key(calendar, event) is not None:
            spans = []
            event.foreach_recurrence(start, end, lambda c, span, d: spans.append(span), None)
            length = (spans[0].get_end() - spans[0].get_start()) if spans else 0
            put(_seconds(dtstart), length, form)
            continue
        uid = _uid(event)
        moves = sorted(future.get(uid, []))
        spans = []
        event.foreach_recurrence(start, end, lambda c, span, d: spans.append(span), None)
        for span in spans:
            at = span.get_start()
            day = ("date", datetime.datetime.fromtimestamp(at, UTC).date())
            if at in edits.get(uid, {}) or (form == "date" and day in edits.get(uid, {})):
                continue
            shift = 0
            for moved_from, moved_by in moves:
                if moved_from <= at:
                    shift = moved_by
            put(at + shift, span.get_end() - span.get_start(), form)
    return found

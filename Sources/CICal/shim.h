#ifndef CICAL_SHIM_H
#define CICAL_SHIM_H

// libical, the iCalendar library Evolution and KDE's calendars build on,
// for the repeat rules of calendars read in. Debian's libical-dev; the
// Makefile installs it.
#include <libical/ical.h>

#endif

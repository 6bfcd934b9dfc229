#ifndef CLOUIS_SHIM_H
#define CLOUIS_SHIM_H

// liblouis, the braille translator every screen reader uses, for braille
// exports. Debian's liblouis-dev; the Makefile installs it.
#include <liblouis/liblouis.h>

#endif

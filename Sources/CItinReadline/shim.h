#ifndef CITINREADLINE_SHIM_H
#define CITINREADLINE_SHIM_H

// GNU readline, wrapped for Swift. readline.h needs stdio.h first.
#include <stdio.h>
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>

// Swift 6 refuses to assign readline's C globals, so each gets a setter.
// The name lets ~/.inputrc say `$if itin-a11y`; a literal lives for ever.
static inline void citin_set_readline_name(void) {
  rl_readline_name = "itin-a11y";
}

// Readline 8.2 wraps every prompt in bracketed-paste escapes on a terminal:
// a screen reader may read them, so they are turned off.
static inline void citin_disable_bracketed_paste(void) {
  rl_variable_bind("enable-bracketed-paste", "off");
}

#endif

#ifndef CITINREADLINE_SHIM_H
#define CITINREADLINE_SHIM_H

// GNU readline, wrapped for Swift. readline.h needs stdio.h first.
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

// Swift 6 refuses to assign readline's C globals, so each gets a setter.
// The name lets ~/.inputrc say `$if itin-a11y`; a literal lives for ever.
static inline void citin_set_readline_name(void) {
  rl_readline_name = "itin-a11y";
}

// Readline must not install its own signal handlers: Ctrl-C is ours, and
// clears the line instead of ending the program.
static inline void citin_set_catch_signals(int catch_signals) {
  rl_catch_signals = catch_signals;
}

// Completion works on the whole line up to the cursor, so that titles with
// spaces complete as one: no character breaks a word.
static inline void citin_set_completion(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
  rl_completer_word_break_characters = "";
}

// How a list of completions is shown: ours shows each candidate alone.
static inline void citin_set_display_matches(rl_compdisp_func_t *function) {
  rl_completion_display_matches_hook = function;
}

// Writes text where readline writes, for a list of completions.
static inline void citin_write_out(const char *text) {
  FILE *out = rl_outstream ? rl_outstream : stdout;
  fputs(text, out);
  fflush(out);
}

// How many characters the line being typed holds: 0 when nothing is typed.
static inline int citin_line_length(void) {
  return rl_end;
}

// Set from inside the completion function: no filename completion after ours.
static inline void citin_set_attempted_completion_over(int over) {
  rl_attempted_completion_over = over;
}

// The character added after a single completion: a space, or none.
static inline void citin_set_completion_append_character(int character) {
  rl_completion_append_character = character;
}

// Ctrl-C: the handler only notes the signal. Without SA_RESTART, the wait
// for input returns at once, and the line is cleared outside the handler.
static volatile sig_atomic_t citin_interrupted = 0;

static inline void citin_note_interrupt(int signal_number) {
  (void)signal_number;
  citin_interrupted = 1;
}

static inline int citin_catch_interrupts(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = citin_note_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  if (sigaction(SIGINT, &action, NULL) != 0) return -1;
  // A parent may have left the terminal's signals blocked (a test runner
  // does); Ctrl-C, a hang-up, a kill and a resize must reach us all the same.
  sigset_t terminal_signals;
  sigemptyset(&terminal_signals);
  sigaddset(&terminal_signals, SIGINT);
  sigaddset(&terminal_signals, SIGHUP);
  sigaddset(&terminal_signals, SIGTERM);
  sigaddset(&terminal_signals, SIGWINCH);
  return sigprocmask(SIG_UNBLOCK, &terminal_signals, NULL);
}

// Whether Ctrl-C was pressed since the last call.
static inline int citin_take_interrupt(void) {
  int was = citin_interrupted;
  citin_interrupted = 0;
  return was;
}

#endif

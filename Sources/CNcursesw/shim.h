// What Swift cannot import from <curses.h> directly: macros, and mutable globals that Swift 6
// rejects as not concurrency-safe. Only TesseraTerminal sees this module.
#ifndef TESSERA_CNCURSESW_SHIM_H
#define TESSERA_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static inline WINDOW *tessera_stdscr(void) { return stdscr; }
static inline int tessera_lines(void) { return LINES; }
static inline int tessera_cols(void) { return COLS; }
static inline int tessera_colors(void) { return COLORS; }
static inline int tessera_color_pairs(void) { return COLOR_PAIRS; }
static inline int tessera_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline void tessera_getmaxyx(WINDOW *w, int *y, int *x) { int yy, xx; getmaxyx(w, yy, xx); *y = yy; *x = xx; }

static const attr_t TESSERA_WA_NORMAL = WA_NORMAL;
static const attr_t TESSERA_WA_BOLD = WA_BOLD;
static const attr_t TESSERA_WA_DIM = WA_DIM;
static const attr_t TESSERA_WA_ITALIC = WA_ITALIC;
static const attr_t TESSERA_WA_UNDERLINE = WA_UNDERLINE;
static const attr_t TESSERA_WA_REVERSE = WA_REVERSE;

/// The colour count and flags terminfo reports for the current terminal (after setupterm/newterm).
/// tigetstr returns (char *)-1 for "not a string capability"; fold that into NULL.
static inline const char *tessera_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == (char *)-1) ? NULL : value;
}
/// tiparm is variadic; Swift cannot call it. One integer parameter is all we need.
static inline const char *tessera_tiparm1(const char *format, int p1) { return tiparm(format, p1); }

/// The current TERMINAL (a global Swift 6 cannot read safely).
static inline TERMINAL *tessera_cur_term(void) { return cur_term; }

static inline int tessera_key_f(int n) { return KEY_F(n); }

/// wcwidth is declared by <wchar.h> only under _XOPEN_SOURCE, which Swift's importer does not set.
extern int wcwidth(wchar_t);
static inline int tessera_wcwidth(wchar_t c) { return wcwidth(c); }

static const mmask_t TESSERA_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t TESSERA_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const mmask_t TESSERA_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t TESSERA_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t TESSERA_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t TESSERA_BUTTON2_PRESSED = BUTTON2_PRESSED;
static const mmask_t TESSERA_BUTTON2_RELEASED = BUTTON2_RELEASED;
static const mmask_t TESSERA_BUTTON3_PRESSED = BUTTON3_PRESSED;
static const mmask_t TESSERA_BUTTON3_RELEASED = BUTTON3_RELEASED;
static const mmask_t TESSERA_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t TESSERA_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t TESSERA_BUTTON_SHIFT = BUTTON_SHIFT;
static const mmask_t TESSERA_BUTTON_CTRL = BUTTON_CTRL;
static const mmask_t TESSERA_BUTTON_ALT = BUTTON_ALT;

#endif

// libedit for the REPL, plus small non-variadic wrappers: Swift cannot call C variadic
// functions such as el_set and history, so each use the REPL needs is spelled out here.
#include <stdio.h>
#include <locale.h>
#include <signal.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <histedit.h>

/// A key function bound with EL_ADDFN: returns one of the CC_* codes.
typedef unsigned char (*vb_el_command_t)(EditLine *, int);
/// A prompt function for EL_PROMPT.
typedef char *(*vb_el_prompt_t)(EditLine *);

static inline int vb_el_set_prompt(EditLine *el, vb_el_prompt_t prompt) {
    return el_set(el, EL_PROMPT, prompt);
}
static inline int vb_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}
static inline int vb_el_set_signal(EditLine *el, int handle) {
    return el_set(el, EL_SIGNAL, handle);
}
static inline int vb_el_set_history(EditLine *el, History *history_) {
    return el_set(el, EL_HIST, history, history_);
}
static inline int vb_el_add_function(EditLine *el, const char *name, const char *help, vb_el_command_t function) {
    return el_set(el, EL_ADDFN, name, help, function);
}
static inline int vb_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}
static inline int vb_el_setty_edit(EditLine *el, const char *mode) {
    return el_set(el, EL_SETTY, "-d", mode, (const char *)NULL);
}
static inline int vb_el_set_client_data(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}
static inline void *vb_el_client_data(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}
static inline FILE *vb_el_output(EditLine *el) {
    FILE *file = NULL;
    if (el_get(el, EL_GETFP, 1, &file) != 0) return NULL;
    return file;
}

static inline int vb_history_set_size(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}
static inline int vb_history_set_unique(History *h, int unique) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}
static inline int vb_history_enter(History *h, const char *entry) {
    HistEvent event;
    return history(h, &event, H_ENTER, entry);
}
static inline int vb_history_load(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_LOAD, path);
}
static inline int vb_history_save(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_SAVE, path);
}
static inline int vb_history_count(History *h) {
    HistEvent event;
    if (history(h, &event, H_GETSIZE) < 0) return 0;
    return event.num;
}
/// The entry `offset` steps back from the newest (0 is the newest), or NULL.
static inline const char *vb_history_entry(History *h, int offset) {
    HistEvent event;
    if (history(h, &event, H_FIRST) < 0) return NULL;
    for (int i = 0; i < offset; i++)
        if (history(h, &event, H_NEXT) < 0) return NULL;
    return event.str;
}

/// The standard streams, which Swift 6 cannot read as C globals without a concurrency error.
static inline FILE *vb_stdin(void) { return stdin; }
static inline FILE *vb_stdout(void) { return stdout; }
static inline FILE *vb_stderr(void) { return stderr; }

/// Columns of the terminal on `fd`, or 0 when `fd` is not a terminal.
static inline int vb_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    return size.ws_col;
}

#ifndef C_THREAD_PLACEMENT_H
#define C_THREAD_PLACEMENT_H

#include <pthread.h>

/// Makes a thread created with `attributes` start on a core this process may use other than
/// the caller's (Linux). Returns 0 when it did; elsewhere, or with one core, it does nothing.
int playground_start_on_another_core(pthread_attr_t *attributes);

/// Lets the calling thread run on every core the process may use again. Returns 0 when it did.
int playground_run_on_any_core(void);

#endif

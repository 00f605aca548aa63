#define _GNU_SOURCE
#include "CThreadPlacement.h"
#include <sched.h>
#include <unistd.h>

int playground_start_on_another_core(pthread_attr_t *attributes) {
#ifdef __linux__
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return -1;
    int current = sched_getcpu();
    if (current < 0 || !CPU_ISSET(current, &allowed) || CPU_COUNT(&allowed) < 2) return -1;
    CPU_CLR(current, &allowed);
    return pthread_attr_setaffinity_np(attributes, sizeof allowed, &allowed);
#else
    (void)attributes;
    return -1;
#endif
}

int playground_run_on_any_core(void) {
#ifdef __linux__
    cpu_set_t allowed;
    if (sched_getaffinity(getpid(), sizeof allowed, &allowed) != 0) return -1;
    return sched_setaffinity(0, sizeof allowed, &allowed);
#else
    return -1;
#endif
}

#include "CProcessMemory.h"

#ifdef __linux__
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

/// The bounds of `.bss`, set by the linker; weak, so a linker without them leaves them null.
extern char __bss_start[] __attribute__((weak));
extern char _end[] __attribute__((weak));

/// Set once the malloc settings are made: without them a 16 MiB request is an `mmap` of its own,
/// and reserving an arena with it would cost a map and an unmap for nothing.
static int prepared = 0;

/// The size of a transparent huge page on x86-64 and arm64 with 4 KiB pages.
#define HUGE_PAGE (2UL << 20)

/// Grows the calling thread's arena by `size` in one step and asks the kernel to back what it
/// grew with huge pages (as glibc's `glibc.malloc.hugetlb=1` would): a short run then takes a
/// few hundred page faults instead of thousands. Where transparent huge pages are off, the
/// advice is refused and nothing changes.
///
/// A huge page only backs a 2 MiB range none of whose pages is mapped yet, and the arena's own
/// header has mapped its first: the arena's top is first moved to the next 2 MiB boundary by a
/// block that is never freed nor written (address space only, no memory).
static void reserve_arena(size_t size) {
    char *probe = malloc(1);
    if (probe == NULL) return;
    uintptr_t at = (uintptr_t)probe;
    free(probe);
    uintptr_t boundary = (at + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    // Kept (per thread) in a volatile so the compiler does not drop an allocation nothing reads.
    static __thread void *volatile pad;
    if (boundary - at > 4096) pad = malloc(boundary - at - 64);
    char *block = malloc(size);
    if (block == NULL) return;
    uintptr_t start = (uintptr_t)block & ~(HUGE_PAGE - 1);
    uintptr_t end = ((uintptr_t)block + size + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    madvise((void *)start, end - start, MADV_HUGEPAGE);
    free(block);
}

void playground_prepare_process_memory(void) {
    prepared = 1;
    // Requests below 32 MiB come from the arenas, which keep up to 128 MiB free at their top
    // and grow by 16 MiB: no `mmap`/`munmap` pair per large array, no trimming after each free.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 128 << 20);
    mallopt(M_TOP_PAD, 16 << 20);
    reserve_arena(16 << 20);
    // `.bss` pages are read before they are written (lazy globals, metadata caches): each is
    // first mapped to the shared zero page and copied on its first write. Populated writable
    // now, while the process has one thread, they fault no more. Kernels before 5.14 refuse
    // the advice, and then nothing changes.
    if (__bss_start == NULL || _end == NULL) return;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t start = ((uintptr_t)__bss_start + page - 1) & ~(page - 1);
    uintptr_t end = (uintptr_t)_end & ~(page - 1);
    if (end > start) madvise((void *)start, end - start, MADV_POPULATE_WRITE);
}

void playground_reserve_thread_arena(void) {
    // A thread's arena grows by what each request needs, one `mprotect` per page or so; one
    // request of 16 MiB, freed at once, grows it in one step (M_MMAP_THRESHOLD keeps it there),
    // backed by huge pages where the kernel has them.
    if (prepared) reserve_arena(16 << 20);
}
#else
void playground_prepare_process_memory(void) {}
void playground_reserve_thread_arena(void) {}
#endif

#ifndef C_PROCESS_MEMORY_H
#define C_PROCESS_MEMORY_H

/// Sets the process's memory up before its first thread starts (Linux; elsewhere it does
/// nothing): the zero-initialized data is mapped writable in one call, malloc keeps what it
/// grows, and the main arena asks for transparent huge pages. A short run otherwise takes
/// thousands of page faults and `mprotect` calls while two threads run, each of which makes the
/// kernel interrupt the other core to flush its TLB.
void playground_prepare_process_memory(void);

/// Grows the calling thread's malloc arena once, so it does not grow page by page, and asks for
/// transparent huge pages there (Linux, once the process's memory was prepared; otherwise it
/// does nothing).
void playground_reserve_thread_arena(void);

#endif
